"""A scorer that does no work, for the callable checker: the Ray engine's cost on its own.

``build_checker("callable", {"target": "mutato_bench.noop:constant"})`` scores every pair
0.5 without looking at it, so a run through an engine measures only dispatch,
serialisation of the texts and scores, and the driver's own work.
"""

from __future__ import annotations

TARGET = "mutato_bench.noop:constant"


def constant(premises: list[str], claims: list[str]) -> list[float]:
    """0.5 for every pair.

    >>> constant(["a", "b"], ["c", "d"])
    [0.5, 0.5]
    """
    return [0.5] * len(claims)
