"""Which ruled rows of every held-out round today's code still makes: a revision's check.

A revision that adds reach must keep the rows reviewers ruled good and must not bring back the
rows they ruled bad. For each mutator named, every round's sheet rows of that mutator are
remade (``replay.remade``: the ruled claims with their whole corpus part as the suite) and
counted: good rows (``fault`` / ``preserving``) still made, and bad rows (``not_fault``,
``broken``, ``changed``) still made. A row counts as made when today's code makes a mutant of
the same id and text (ids hash the original and the mutant text, not the version). Usage (from
the repository root)::

    python tests/heldout/ruled_rows.py entity_swap [--round "round 14"] [--show]

``--show`` prints each good row lost and each bad row made. These are development figures:
every ruled row has been read, so they say what a revision kept, never how good it is.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from replay import remade  # noqa: E402
from rounds import ROUNDS  # noqa: E402

GOOD = {"fault", "preserving"}


def ruled_rows(names: list[str], rounds: list[str] | None = None, *, show: bool = False,
               ) -> dict[str, Counter[str]]:
    """mutator → counts of ``good``, ``good_made``, ``bad``, ``bad_made`` over the rounds."""
    counts: dict[str, Counter[str]] = {name: Counter() for name in names}
    for review in ROUNDS:
        if rounds and review.name not in rounds:
            continue
        rows = [r for r in review.rows() if r["mutator"] in names]
        made = remade(review, rows) if rows else {}
        for row in rows:
            side = "good" if row["ruling"] in GOOD else "bad"
            kept = made.get((row["genre"], row["mutant_id"])) == row["mutant"]
            counts[row["mutator"]][side] += 1
            counts[row["mutator"]][f"{side}_made"] += kept
            if show and (side == "good") != kept:
                lost = "good row lost" if side == "good" else "bad row made"
                print(f"{review.name}\t{row['mutator']}\t{lost}\t{row['ruling']}\t"
                      f"{row['original']!r} -> {row['mutant']!r}")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mutators", nargs="+")
    parser.add_argument("--round", action="append", help="only this round (repeatable)")
    parser.add_argument("--show", action="store_true", help="print each good row lost and "
                                                            "each bad row made")
    args = parser.parse_args()
    for name, c in ruled_rows(args.mutators, args.round, show=args.show).items():
        print(f"{name}: good rows still made {c['good_made']}/{c['good']}, "
              f"bad rows still made {c['bad_made']}/{c['bad']}")


if __name__ == "__main__":
    main()
