"""How a run scores its items: one checker on every item, or a cascade of two checkers.

The run asks :func:`strategy_for` which strategy its checker needs and calls ``score`` on
it; ``stages`` are the checkers the validity gate checks one by one. A cascade
(:class:`mutato.checkers.cascade.CascadeChecker`, the configuration: first, second,
``route_below``) is scored by :class:`CascadeStrategy`: the first checker scores every item,
the items it supports below ``route_below`` (or could not score) go to the second, which
decides them; an item the first supports at ``route_below`` or above never reaches the
second and passes, its support recorded as 1.0 with the first checker's own score kept in
``first_score``. Both checkers' pair scores go to the store under their own keys.

>>> from mutato.checkers.cascade import CascadeChecker
>>> from mutato.scoring.items import items_for
>>> from mutato.scoring.store import ScoreStore
>>> from mutato.suite.loading import load_suite
>>> strategy = strategy_for(CascadeChecker(first="lexical", second="lexical", route_below=0.9))
>>> result = strategy.score(items_for(load_suite("larkspur"), []), ScoreStore(":memory:"),
...                         progress=False)
>>> sorted(set(result.claims["decided_by"])), result.routing.claims
(['first', 'second'], 17)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..checkers.base import Checker
from ..checkers.cascade import CascadeChecker
from .engines import Engine
from .items import Item
from .scorer import Routing, ScoreResult, score_items
from .selection import EXHAUSTIVE, WindowSelection
from .store import ScoreStore


@dataclass(frozen=True)
class SingleChecker:
    """One checker scores every item."""

    checker: Checker

    @property
    def stages(self) -> tuple[Checker, ...]:
        return (self.checker,)

    def score(self, items: Sequence[Item], store: ScoreStore, *, progress: bool = True,
              selection: WindowSelection = EXHAUSTIVE, engine: Engine | None = None,
              scored_this_run: set[tuple[str, str, str]] | None = None) -> ScoreResult:
        return score_items(items, self.checker, store, progress=progress, selection=selection,
                           engine=engine, scored_this_run=scored_this_run)


@dataclass(frozen=True)
class CascadeStrategy:
    """The cascade's first checker on every item, its second on the items routed to it."""

    cascade: CascadeChecker

    @property
    def stages(self) -> tuple[Checker, ...]:
        return (self.cascade.first, self.cascade.second)

    def score(self, items: Sequence[Item], store: ScoreStore, *, progress: bool = True,
              selection: WindowSelection = EXHAUSTIVE, engine: Engine | None = None,
              scored_this_run: set[tuple[str, str, str]] | None = None) -> ScoreResult:
        """Score with the first checker, route the doubtful items, score them with the second.

        ``scored_this_run`` is not consulted: a cascade counts the pairs its stages' canaries
        scored as reused, as it always has (its figures stay comparable across versions).
        """
        first = score_items(items, self.cascade.first, store, progress=progress,
                            selection=selection, engine=engine)
        best_first = first.claims["best_score"].to_numpy(dtype=np.float64)
        route = np.isnan(best_first) | (best_first < self.cascade.route_below)
        routed = [item for item, go in zip(items, route, strict=True) if go]
        second = score_items(routed, self.cascade.second, store, progress=progress,
                             selection=selection, engine=engine)
        pairs = pd.concat([first.pairs.assign(stage="first"),
                           second.pairs.assign(stage="second")], ignore_index=True)
        key = (f"cascade[{first.checker_key}>{second.checker_key}"
               f"@{self.cascade.route_below:g}]")
        return ScoreResult(pairs=pairs, claims=_combine(first.claims, second.claims, route),
                           stats=first.stats + second.stats, checker_key=key,
                           routing=Routing(routed=len(routed), claims=len(items)),
                           stage_input_limits={
                               stage: result.input_limit
                               for stage, result in (("first", first), ("second", second))
                               if result.input_limit is not None})


ScoringStrategy = SingleChecker | CascadeStrategy


def strategy_for(checker: Checker | CascadeChecker) -> ScoringStrategy:
    """The strategy that scores a run with ``checker``: a cascade routes, any other checker
    scores every item."""
    if isinstance(checker, CascadeChecker):
        return CascadeStrategy(checker)
    return SingleChecker(checker)


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
    return out.astype({"best_score": np.float64, "n_errors": np.int64, "n_windows": np.int64})


_DECIDED_COLUMNS = ("best_score", "best_window", "best_premise", "best_detail", "n_windows",
                    "n_errors", "error")
