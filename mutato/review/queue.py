"""The order a reviewer sees mutants in: unreviewed first, stratified across mutators.

Stratified means round-robin: one mutant of each mutator in turn, so the first minutes of a
session already give every mutator a few rulings. ``sample`` draws a seeded random sample
of at most N mutants per mutator (for a precision estimate); the same seed gives the same
sample on any machine.

>>> from mutato.mutation.mutants import Mutant
>>> def m(i, name): return Mutant(f"c{i}:{name}:0", f"c{i}", name, 1, "fault", name, "a", "b", ())
>>> ms = [m(1, "x"), m(2, "x"), m(3, "x"), m(1, "y")]
>>> [q.id for q in review_order(ms, reviewed={"c1:x:0"})]
['c2:x:0', 'c1:y:0', 'c3:x:0', 'c1:x:0']
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import numpy as np

from ..mutation.mutants import Mutant
from ..mutation.text import stable_hash


def stratified(mutants: Sequence[Mutant]) -> list[Mutant]:
    """Round-robin over mutators (in order of first appearance), each in its own order."""
    queues: dict[str, list[Mutant]] = {}
    for mutant in mutants:
        queues.setdefault(mutant.mutator, []).append(mutant)
    out: list[Mutant] = []
    depth = 0
    while len(out) < len(mutants):
        for queue in queues.values():
            if depth < len(queue):
                out.append(queue[depth])
        depth += 1
    return out


def sample_per_mutator(mutants: Sequence[Mutant], size: int, *, seed: int) -> list[Mutant]:
    """At most ``size`` mutants of each mutator, drawn with a generator seeded per mutator.

    >>> from mutato.mutation.mutants import Mutant
    >>> ms = [Mutant(f"c{i}:x:0", f"c{i}", "x", 1, "fault", "x", "a", "b", ()) for i in range(9)]
    >>> len(sample_per_mutator(ms, 3, seed=0)), sample_per_mutator(ms, 3, seed=0) == \\
    ...     sample_per_mutator(ms, 3, seed=0)
    (3, True)
    """
    if size < 1:
        raise ValueError(f"a sample needs at least 1 mutant per mutator, got size={size}")
    groups: dict[str, list[Mutant]] = {}
    for mutant in sorted(mutants, key=lambda m: m.id):
        groups.setdefault(mutant.mutator, []).append(mutant)
    keep: set[str] = set()
    for name, group in groups.items():
        rng = np.random.default_rng(int(stable_hash(str(seed), "review-sample", name), 16))
        picked = rng.choice(len(group), size=min(size, len(group)), replace=False)
        keep |= {group[int(i)].id for i in picked}
    return [m for m in mutants if m.id in keep]


def review_order(mutants: Sequence[Mutant], *, reviewed: Collection[str]) -> list[Mutant]:
    """Unreviewed mutants first (stratified), then the reviewed ones (stratified)."""
    fresh = [m for m in mutants if m.id not in reviewed]
    done = [m for m in mutants if m.id in reviewed]
    return stratified(fresh) + stratified(done)
