"""Why entity_swap reaches no mutant on a claim that holds its target: counts by reason.

For every claim ``targets.py`` says holds a swappable entity and entity_swap leaves unmutated,
each of the claim's terms is taken through :func:`mutators.entity_swap.options_for`; the
claim's reason is the furthest check any term got to (``no term``: the parse gives no name or
phrase; ``swappable`` ... ``holds``: that check left no replacement; ``guard``: replacements
were found but the grammar guard refused every edit). Usage (from the repository root)::

    python tests/heldout/entity_reach.py tests/heldout/corpus/heldout6/*.jsonl [--show N]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from targets import TARGETS  # noqa: E402

from mutato.mutation.mutants import _parse_claims, mutate_claim, select_mutators  # noqa: E402
from mutato.suite.loading import load_suite  # noqa: E402
from mutators import entity_swap as es  # noqa: E402

ORDER = ["no term", "swappable", "trusted", "pool", "shape", "compatible", "kind", "holds",
         "guard", "ok"]


def claim_reason(claim) -> tuple[str, list[tuple[str, str]]]:  # type: ignore[no-untyped-def]
    """The claim's reason and each term's (text, stage)."""
    ctx = es.context(claim)
    stages = [(t, es.options_for(ctx, t)[0]) for t in es.terms(ctx.doc)]
    if not stages:
        return "no term", []
    target, best = max(stages, key=lambda pair: ORDER.index(pair[1]))
    shown = [(t.text, s) for t, s in stages]
    if best == "compatible":
        return f"compatible: {_why_incompatible(ctx, target)}", shown
    return ("guard" if best == "ok" else best), shown


def _why_incompatible(ctx, target) -> str:  # type: ignore[no-untyped-def]
    """The most common reason the target's same-shape candidates were found incompatible."""
    mine = ctx.kinds.get(target.key, set()) | target.kinds
    reasons = Counter(
        es._incompatible(ctx.doc, target, c, mine & (ctx.kinds.get(c.key, set()) | c.kinds),
                         ctx.claim_names, ctx.passages, ctx.type_nouns)
        for c in ctx.pool if c.key != target.key and c.key not in ctx.text.lower()
        and es._same_shape(target, c))
    return reasons.most_common(1)[0][0] if reasons else "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--show", type=int, default=0, help="print N claims of each reason")
    args = parser.parse_args()
    counts: Counter[tuple[str, str]] = Counter()
    shown: Counter[str] = Counter()
    (entity,) = select_mutators(["entity_swap"])
    for path in args.suites:
        suite = load_suite(path)
        held = [c for c in suite.originals if TARGETS["entity_swap"](c, suite)]
        _parse_claims(tuple(held))
        for claim in held:
            if list(mutate_claim(claim, suite, entity, seed=0)):
                counts[(path.stem, "reached")] += 1
                continue
            reason, stages = claim_reason(claim)
            counts[(path.stem, reason)] += 1
            if shown[reason] < args.show:
                shown[reason] += 1
                print(f"[{reason}] {path.stem}: {claim.text[:160]}\n    {stages}", flush=True)
    for genre in sorted({g for g, _ in counts}):
        row = {r: n for (g, r), n in sorted(counts.items(), key=lambda kv: -kv[1]) if g == genre}
        print(genre, sum(row.values()), row)
    total: Counter[str] = Counter()
    for (_, reason), n in counts.items():
        total[reason] += n
    print("all", sum(total.values()), dict(total.most_common()))


if __name__ == "__main__":
    main()
