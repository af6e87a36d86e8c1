"""``cascade``: a cheap checker on every claim, a second one only where the first has doubts.

The first checker scores every claim. A claim whose best support under it is below
``route_below`` (or that it could not score) goes to the second checker, which decides it.
A claim the first checker supports at ``route_below`` or above never reaches the second:
the cascade passes it, so its support is recorded as 1.0, with the first checker's own
score kept in ``first_score``. That is the cascade's blind spot, and mutation testing is
how it is measured. Both checkers' pair scores go to the store under their own keys, so a
cascade re-uses whatever either checker scored before.

>>> from mutato.scoring.store import ScoreStore
>>> from mutato.suite.loading import load_suite
>>> from mutato.scoring.items import items_for
>>> cascade = CascadeChecker(first="lexical", second="lexical", route_below=0.9)
>>> result = cascade.score_items_with(items_for(load_suite("larkspur"), []),
...                                  ScoreStore(":memory:"), progress=False)
>>> sorted(set(result.claims["decided_by"]))
['first', 'second']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from .. import __version__
from ..errors import CheckerError
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
        if not 0.0 <= route_below <= 1.0:
            raise CheckerError(f"route_below must be in [0, 1], got route_below={route_below!r}")
        self.first = build_checker(first, first_options or {})
        self.second = build_checker(second, second_options or {})
        self.route_below = float(route_below)
        self.batch_size = self.first.batch_size
        self.routed = 0
        self.total = 0

    @property
    def stages(self) -> tuple[Any, Any]:
        """The two checkers; the validity gate checks each one's wiring on its own."""
        return self.first, self.second

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "route_below": self.route_below,
                "first": self.first.fingerprint(), "second": self.second.fingerprint()}

    def manifest(self) -> dict[str, Any]:
        return {"name": self.name, "route_below": self.route_below, "mutato": __version__,
                "routed_to_second": self.routed, "claims": self.total,
                "first": self.first.manifest(), "second": self.second.manifest(),
                "support_rule": "1.0 when first >= route_below (never reaches second), "
                                "else the second checker's support"}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        raise CheckerError("the cascade routes whole claims, not pairs; score it with "
                           "mutato.scoring.scorer.score_items")

    def score_items_with(self, items: Sequence[Any], store: Any, *, progress: bool,
                         selection: Any = None, engine: Any = None) -> Any:
        """Score with the first checker, route the doubtful claims, score them with the second."""
        from ..scoring.scorer import ScoreResult, ScoreStats, score_items
        from ..scoring.selection import EXHAUSTIVE

        selection = selection or EXHAUSTIVE
        first = score_items(items, self.first, store, progress=progress, selection=selection,
                            engine=engine)
        best_first = first.claims["best_score"].to_numpy(dtype=np.float64)
        route = np.isnan(best_first) | (best_first < self.route_below)
        routed_items = [item for item, go in zip(items, route, strict=True) if go]
        second = score_items(routed_items, self.second, store, progress=progress,
                             selection=selection, engine=engine)
        self.routed, self.total = len(routed_items), len(items)
        claims = _combine(first.claims, second.claims, route)
        pairs = pd.concat([first.pairs.assign(stage="first"), second.pairs.assign(stage="second")],
                          ignore_index=True)
        a, b = first.stats, second.stats
        stats = ScoreStats(pairs=a.pairs + b.pairs,
                           distinct_pairs=a.distinct_pairs + b.distinct_pairs,
                           reused=a.reused + b.reused, scored=a.scored + b.scored,
                           errors=a.errors + b.errors, seconds=a.seconds + b.seconds,
                           pairs_exhaustive=(a.pairs_exhaustive or 0) + (b.pairs_exhaustive or 0),
                           items_selected=a.items_selected + b.items_selected)
        key = f"cascade[{first.checker_key}>{second.checker_key}@{self.route_below:g}]"
        return ScoreResult(pairs=pairs, claims=claims, stats=stats, checker_key=key)


def _combine(first: pd.DataFrame, second: pd.DataFrame, route: np.ndarray) -> pd.DataFrame:
    """One row per item: the second checker's verdict where routed, a pass otherwise."""
    out = first.copy()
    out["first_score"] = first["best_score"]
    out["second_score"] = np.nan
    out["decided_by"] = np.where(route, "second", "first")
    out.loc[~route, "best_score"] = 1.0
    for column in _DECIDED_COLUMNS:
        values = out[column].to_numpy(dtype=object).copy()
        values[route] = second[column].to_numpy(dtype=object)
        out[column] = values
    out.loc[route, "second_score"] = second["best_score"].to_numpy(dtype=np.float64)
    return out.astype({"best_score": np.float64, "n_windows": np.int64, "n_errors": np.int64})


_DECIDED_COLUMNS = ("best_score", "best_window", "best_premise", "best_detail", "n_windows",
                    "n_errors", "error")
