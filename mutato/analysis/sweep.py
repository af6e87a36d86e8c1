"""The threshold sweep: verdicts and rates at every threshold, from stored scores only.

At threshold t an item is *caught* when its best valid support is below t, *passed* when it
is at least t, and an *error* when no valid premise reaches t and some premise errored (the
missing score might have supported it). Errors are counted apart: never a pass, never a
catch, and left out of n.

Groups (:mod:`mutato.schema`): each fault type (detection), and ``originals``, ``derived
originals``, ``controls`` and ``cross_passage`` (false alarms; cross_passage controls get
their own column). Rates come twice: ``raw`` counts every generated mutant;
``adjusted`` leaves out mutants a person ruled ``not_fault`` or ``unsure`` (controls: ruled
``fault``) and counts unlabeled mutants as assumed faults.

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["a", "b"], "role": ["original", "fault"],
...     "fault_type": [None, "number_swap"], "derived": [False, False],
...     "best_score": [0.95, 0.2], "n_errors": [0, 0]})
>>> rates = sweep(claims, thresholds=[0.5])
>>> rates.loc[rates.basis.eq("adjusted"), ["group", "k", "n"]].values.tolist()
[['number_swap', 1, 1], ['originals', 0, 1]]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import numpy as np
import pandas as pd

from ..schema import (
    DETECTION,
    FALSE_ALARM_GROUPS,
    RATE_COLUMNS,
    VERDICT_LABELS,
    Verdict,
    annotate,
    iter_groups,
    verdict_codes,
)
from ..suite.labels import Label
from .stats import Z95, wilson_bounds


def default_grid() -> list[float]:
    """0.00, 0.01, ..., 1.00 plus the fine steps near 1 where NLI thresholds live."""
    coarse = np.round(np.arange(0, 101) / 100, 2)
    fine = [0.95, 0.96, 0.97, 0.975, 0.98, 0.985, 0.99, 0.995, 0.999]
    return sorted({float(x) for x in coarse} | set(fine))


def thresholds_with(extra: Iterable[float] | None) -> list[float]:
    """The default grid plus the user's thresholds, sorted and deduplicated."""
    return sorted(set(default_grid()) | {round(float(t), 6) for t in extra or []})


def sweep(claims: pd.DataFrame, *, thresholds: Sequence[float],
          labels: Mapping[str, Label] | None = None) -> pd.DataFrame:
    """Tidy rates: one row per threshold x group x basis, with k/n, errors and Wilson CI."""
    table = claims if "group" in claims else annotate(claims, labels)
    verdicts = verdict_codes(table, thresholds)
    unlabeled_rows = table["label"].isna().to_numpy()
    groups = list(iter_groups(table, pooled=False, false_alarms=FALSE_ALARM_GROUPS))
    rows = []
    for basis in ("adjusted", "raw"):
        keep = table["counted"].to_numpy() if basis == "adjusted" else np.ones(len(table), bool)
        for group in groups:
            members = group.members
            included = members & keep
            sub = verdicts[included]
            caught = (sub == Verdict.CAUGHT).sum(axis=0)
            errors = (sub == Verdict.ERROR).sum(axis=0)
            decided = (sub != Verdict.ERROR).sum(axis=0)
            excluded = int((members & ~keep).sum())
            unlabeled = int((included & unlabeled_rows).sum()) \
                if group.metric == DETECTION else 0
            for j, threshold in enumerate(thresholds):
                rows.append((float(threshold), group.name, group.metric, basis, int(caught[j]),
                             int(decided[j]), int(errors[j]), excluded, unlabeled))
    rates = pd.DataFrame(rows, columns=list(RATE_COLUMNS))
    return with_wilson(rates)


def with_wilson(rates: pd.DataFrame, *, z: float = Z95) -> pd.DataFrame:
    """Add ``rate``, ``low`` and ``high`` (Wilson 95%) from the ``k`` and ``n`` columns."""
    k = rates["k"].to_numpy(dtype=np.float64)
    n = rates["n"].to_numpy(dtype=np.float64)
    out = rates.copy()
    with np.errstate(divide="ignore", invalid="ignore"):
        out["rate"] = np.where(n > 0, k / n, np.nan)
    out["low"], out["high"] = wilson_bounds(k, n, z=z)
    return out.sort_values(["basis", "threshold", "metric", "group"],
                           kind="stable").reset_index(drop=True)


def verdicts_long(claims: pd.DataFrame, thresholds: Sequence[float]) -> pd.DataFrame:
    """One row per item x threshold with its verdict (caught, passed or error)."""
    matrix = verdict_codes(claims, thresholds)
    items = pd.Index(claims["item_id"])
    # categoricals: a full grid over 50,000 items is millions of rows
    return pd.DataFrame({
        "item_id": pd.Categorical.from_codes(np.repeat(np.arange(len(items)), len(thresholds)),
                                             categories=items),
        "threshold": np.tile(np.asarray(thresholds, dtype=np.float64), len(claims)),
        "verdict": pd.Categorical.from_codes(matrix.ravel(), categories=list(VERDICT_LABELS)),
    })
