"""``cascade``: a cheap checker on every claim, a second one only where the first has doubts.

The first checker scores every claim. A claim whose best support under it is below
``route_below`` (or that it could not score) goes to the second checker, which decides it.
A claim the first checker supports at ``route_below`` or above never reaches the second:
the cascade passes it, so its support is recorded as 1.0, with the first checker's own
score kept in ``first_score``. That is the cascade's blind spot, and mutation testing is
how it is measured.

This class is the cascade's configuration (its two checkers and the routing threshold, its
fingerprint and manifest); the run scores it with :class:`mutato.scoring.strategy.CascadeStrategy`.

>>> cascade = CascadeChecker(first="lexical", second="lexical", route_below=0.9)
>>> cascade.manifest()["support_rule"].startswith("1.0 when first >= route_below")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import __version__
from ..errors import CheckerError
from ..validation import check_unit_interval
from .base import PairScore


class CascadeChecker:
    """Checker `first` on every claim; claims it supports below `route_below` go to `second`."""

    name = "cascade"
    premise_policy = "windows"

    def __init__(self, *, first: str = "nli", second: str = "judge", route_below: float = 0.5,
                 first_options: dict[str, Any] | None = None,
                 second_options: dict[str, Any] | None = None) -> None:
        from . import build_checker

        if first == "cascade" or second == "cascade":
            raise CheckerError("a cascade's stages must be plain checkers, not 'cascade'")
        check_unit_interval(route_below, name="route_below", what="a support score",
                            fix="e.g. -o route_below=0.5", error=CheckerError)
        self.first = build_checker(first, first_options or {})
        self.second = build_checker(second, second_options or {})
        self.route_below = float(route_below)
        self.batch_size = self.first.batch_size

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "route_below": self.route_below,
                "first": self.first.fingerprint(), "second": self.second.fingerprint()}

    def manifest(self) -> dict[str, Any]:
        """What the run records; it adds how many claims were routed (``routed_to_second``
        of ``claims``) from the score result."""
        return {"name": self.name, "route_below": self.route_below, "mutato": __version__,
                "first": self.first.manifest(), "second": self.second.manifest(),
                "support_rule": "1.0 when first >= route_below (never reaches second), "
                                "else the second checker's support"}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        raise CheckerError("the cascade routes whole claims, not pairs; score it with "
                           "mutato.scoring.strategy.strategy_for(checker).score(items, store)")
