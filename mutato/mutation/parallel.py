"""Mutate a large suite's claims in forked worker processes, one group of claims each.

Every (claim, mutator) is independent of the others: its mutants come from the claim, the
suite and a generator seeded by (seed, claim, mutator), and parses are the same whichever
process makes them. So the claims can be split among processes and the mutants put back in
task order: the output is the one a single process makes, byte for byte.

Claims on the same passages go to the same worker (each passage is then parsed once). The
workers are forked after the parent loaded the pipeline (its pages are shared, nothing is
loaded twice) and write the parses they make to the run's parse cache themselves.

>>> groups_of([("p",), ("q",), ("p",), ("r",)], workers=2)
[[0, 2], [1, 3]]
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from ..errors import MutatoError

#: Fewest claims worth forking for: below this a worker's start-up outweighs its share.
MIN_CLAIMS = 200

_job: Callable[[list[int]], Any] | None = None


def worker_count(claims: int, *, workers: int | None) -> int:
    """How many processes mutate ``claims`` claims: ``workers`` if given, else one per core
    this process may use once there are ``MIN_CLAIMS``; always 1 where fork is missing.

    >>> worker_count(10, workers=None), worker_count(5, workers=1)
    (1, 1)
    """
    if "fork" not in multiprocessing.get_all_start_methods() or \
            multiprocessing.current_process().daemon:  # a daemon may not have children
        return 1
    if workers is not None:
        return max(1, min(workers, claims))
    if claims < MIN_CLAIMS:
        return 1
    return max(1, min(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                      else os.cpu_count() or 1, claims))


def groups_of(contexts: Sequence[Hashable], *, workers: int) -> list[list[int]]:
    """Split item indices into ``workers`` groups, items with the same context together,
    each context to the group holding fewest items so far (contexts in first-seen order).

    >>> groups_of(["a", "a", "a", "b", "c"], workers=2)
    [[0, 1, 2], [3, 4]]
    """
    by_context: dict[Hashable, list[int]] = {}
    for at, context in enumerate(contexts):
        by_context.setdefault(context, []).append(at)
    groups: list[list[int]] = [[] for _ in range(workers)]
    for members in by_context.values():
        min(groups, key=len).extend(members)
    return [sorted(g) for g in groups if g]


def run_forked(job: Callable[[list[int]], Any], groups: list[list[int]]) -> list[Any]:
    """``job(group)`` for every group, each in its own forked process; results in group
    order. ``job`` may be a closure: the children inherit it by forking, nothing is pickled
    but the groups and the results.

    >>> run_forked(lambda g: sum(g), [[1, 2], [3]])
    [3, 3]
    """
    global _job
    if len(groups) == 1:
        return [job(groups[0])]
    _job = job
    try:
        context = multiprocessing.get_context("fork")
        with context.Pool(len(groups)) as pool:
            results = pool.map(_run, groups, chunksize=1)
    finally:
        _job = None
    for result in results:
        if isinstance(result, _Failed):
            raise MutatoError(result.message)
    return results


class _Failed:
    """A worker's :class:`MutatoError`, carried back as its message (any subclass pickles)."""

    def __init__(self, message: str) -> None:
        self.message = message


def _run(group: list[int]) -> Any:
    assert _job is not None
    try:
        return _job(group)
    except MutatoError as exc:
        return _Failed(str(exc))
