"""Why claims get no added_fact mutant: the last stage some candidate reached.

Every claim holds added_fact's target (``targets.py``), so each claim without a mutant is
counted under one reason: not one sentence, negated (only a named thing's description is
tried), no slot (no addition fits the claim's frame), every candidate stated (a window or the
claim holds one of its keys), or the grammar guard refused every edit. Usage::

    python tests/heldout/added_fact_reasons.py tests/heldout/corpus/heldout6/*.jsonl [--show N]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

from mutato.suite.loading import load_suite

REASONS = ("made", "not one sentence", "negated, no description", "no slot",
           "every candidate stated", "grammar guard")


def reason(claim) -> str:  # type: ignore[no-untyped-def]
    """The stage at which added_fact loses its last candidate for ``claim``."""
    from mutators import _edits
    from mutators import added_fact as af

    if not _edits.single_sentence(claim.text):
        return "not one sentence"
    asked: list[bool] = []
    original = af._unstated

    def spy(c, addition, **options):  # type: ignore[no-untyped-def]
        result = original(c, addition, **options)
        asked.append(result)
        return result

    af._unstated = spy
    try:
        edits = list(af._additions(claim))
    finally:
        af._unstated = original
    if any(_edits.checked(claim.text, e) is not None for e in edits):
        return "made"
    if edits:
        return "grammar guard"
    negated = any(t.lower_ in af._NEGATIONS for t in af.parse(claim.text))
    if asked:
        return "every candidate stated"
    return "negated, no description" if negated else "no slot"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--show", type=int, default=0, help="print N claims of each reason")
    args = parser.parse_args()
    counts: Counter[tuple[str, str]] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    for path in args.suites:
        for claim in load_suite(path).originals:
            why = reason(claim)
            for genre in (path.stem, "all"):
                counts[(genre, why)] += 1
            examples[why].append(f"[{path.stem}] {claim.text}")
    genres = ["all"] + sorted({p.stem for p in args.suites})
    for genre in genres:
        total = sum(n for (g, _), n in counts.items() if g == genre)
        print(f"{genre}: {total} claims")
        for why in REASONS:
            print(f"  {why:26} {counts[(genre, why)]}")
    rng = random.Random(0)
    for why in REASONS[1:]:
        for text in rng.sample(examples[why], min(args.show, len(examples[why]))):
            print(f"{why}: {text}", file=sys.stderr)


if __name__ == "__main__":
    main()
