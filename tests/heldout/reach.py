"""Reach of each fault mutator on real suites: claims with a mutant over claims holding its target.

The denominator comes from ``targets.py`` (a plain reading of the parse, written apart from the
mutators), never from the mutators themselves. Usage (from the repository root)::

    python tests/heldout/reach.py tests/heldout/corpus/heldout2/*.jsonl [--by-genre]

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


def reach_counts(paths: list[Path]) -> dict[tuple[str, str], tuple[int, int]]:
    """``(mutator, genre) → (claims reached, claims holding the target)``, genre ``all`` summed."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for path in paths:
        suite = load_suite(path)
        mutated: dict[str, set[str]] = defaultdict(set)
        for mutant in generate_mutants(suite, mutators=sorted(TARGETS), seed=0):
            mutated[mutant.mutator].add(mutant.claim_id)
        for name, has_target in TARGETS.items():
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
    args = parser.parse_args()
    counts = reach_counts(args.suites)
    genres = ["all"] + (sorted({p.stem for p in args.suites}) if args.by_genre else [])
    for name in TARGETS:
        for genre in genres:
            k, n = counts.get((name, genre), (0, 0))
            if n == 0:
                print(f"{name:18} {genre:13} no claim holds the target")
                continue
            low, high = wilson_interval(k, n)
            print(f"{name:18} {genre:13} {k}/{n} = {k / n:.2f} ({low:.2f}–{high:.2f})")


if __name__ == "__main__":
    main()
