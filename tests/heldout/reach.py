"""Reach of each fault mutator on real suites: claims with a mutant over claims holding its target.

The denominator comes from ``targets.py`` (a plain reading of the parse, written apart from the
mutators), never from the mutators themselves. Usage (from the repository root)::

    python tests/heldout/reach.py tests/heldout/corpus/heldout2/*.jsonl [--by-genre]
    python tests/heldout/reach.py tests/heldout/corpus/heldout13/*.jsonl --mutator entity_swap

Prints, per mutator, ``k/n`` with its Wilson 95% interval; each suite file's stem is its genre.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from targets import TARGETS  # noqa: E402

from mutato.analysis.stats import wilson_interval  # noqa: E402
from mutato.mutation.mutants import generate_mutants  # noqa: E402
from mutato.suite.loading import load_suite  # noqa: E402


def reach_counts(paths: list[Path], names: list[str] | None = None,
                 ) -> dict[tuple[str, str], tuple[int, int]]:
    """``(mutator, genre) → (claims reached, claims holding the target)``, genre ``all`` summed.

    ``names`` limits the count to those mutators (all of ``TARGETS`` by default).
    """
    names = sorted(TARGETS) if names is None else names
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for path in paths:
        suite = load_suite(path)
        mutated: dict[str, set[str]] = defaultdict(set)
        for mutant in generate_mutants(suite, mutators=names, seed=0):
            mutated[mutant.mutator].add(mutant.claim_id)
        for name in names:
            has_target = TARGETS[name]
            for claim in suite.originals:
                if not has_target(claim, suite):
                    continue
                for genre in (path.stem, "all"):
                    counts[(name, genre)][1] += 1
                    counts[(name, genre)][0] += claim.id in mutated[name]
    return {key: (k, n) for key, (k, n) in counts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--by-genre", action="store_true", help="also print each genre's row")
    parser.add_argument("--mutator", action="append", choices=sorted(TARGETS),
                        help="count only this mutator (repeatable; default: all)")
    args = parser.parse_args()
    names = args.mutator or list(TARGETS)
    counts = reach_counts(args.suites, names)
    genres = ["all"] + (sorted({p.stem for p in args.suites}) if args.by_genre else [])
    for name in names:
        for genre in genres:
            k, n = counts.get((name, genre), (0, 0))
            if n == 0:
                print(f"{name:18} {genre:13} no claim holds the target")
                continue
            low, high = wilson_interval(k, n)
            print(f"{name:18} {genre:13} {k}/{n} = {k / n:.2f} ({low:.2f}–{high:.2f})")


if __name__ == "__main__":
    main()
