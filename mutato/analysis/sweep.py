"""The threshold sweep: verdicts and rates at every threshold, from stored scores only.

At threshold t an item is *caught* when its best valid support is below t, *passed* when it
is at least t, and an *error* when no valid premise reaches t and some premise errored (the
missing score might have supported it). Errors are counted apart: never a pass, never a
catch, and left out of n.

Groups: each fault type (detection), and ``originals``, ``derived originals``, ``controls``
and ``cross_passage`` (false alarms; cross_passage controls get their own column). Rates come twice: ``raw`` counts every generated mutant;
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

from ..suite.labels import Label
from .stats import Z95

CAUGHT, PASSED, ERROR = "caught", "passed", "error"
ORIGINALS, DERIVED, CONTROLS = "originals", "derived originals", "controls"
#: Two faithful claims from two passages joined: the false alarms the window policy costs.
CROSS_PASSAGE = "cross_passage"
FALSE_ALARM_GROUPS = (ORIGINALS, DERIVED, CONTROLS, CROSS_PASSAGE)


def default_grid() -> list[float]:
    """0.00, 0.01, ..., 1.00 plus the fine steps near 1 where NLI thresholds live."""
    coarse = np.round(np.arange(0, 101) / 100, 2)
    fine = [0.95, 0.96, 0.97, 0.975, 0.98, 0.985, 0.99, 0.995, 0.999]
    return sorted({float(x) for x in coarse} | set(fine))


def thresholds_with(extra: Iterable[float] | None) -> list[float]:
    """The default grid plus the user's thresholds, sorted and deduplicated."""
    return sorted(set(default_grid()) | {round(float(t), 6) for t in extra or []})


def annotate(claims: pd.DataFrame, labels: Mapping[str, Label] | None = None) -> pd.DataFrame:
    """Add ``group``, ``metric``, ``label`` and ``counted`` (kept in adjusted rates)."""
    labels = labels or {}
    out = claims.copy()
    out["label"] = [labels[i].value if i in labels else None for i in out["item_id"]]
    role = out["role"]
    derived = out["derived"].astype(bool)
    group = np.where(role.eq("original") & ~derived, ORIGINALS,
                     np.where(role.eq("original"), DERIVED,
                              np.where(role.eq("control") & out["fault_type"].eq(CROSS_PASSAGE),
                                       CROSS_PASSAGE,
                                       np.where(role.eq("control"), CONTROLS,
                                                out["fault_type"]))))
    out["group"] = group
    out["metric"] = np.where(role.eq("fault"), "detection", "false_alarm")
    label = out["label"]
    out["counted"] = np.where(
        role.eq("fault"), label.isna() | label.eq("fault"),
        np.where(role.eq("control"), label.isna() | label.eq("not_fault"), True),
    ).astype(bool)
    return out


def verdict_matrix(best: np.ndarray, has_error: np.ndarray,
                   thresholds: Sequence[float]) -> np.ndarray:
    """items x thresholds array of 0 = passed, 1 = caught, 2 = error."""
    t = np.asarray(thresholds, dtype=np.float64)[None, :]
    valid = ~np.isnan(best)[:, None]
    passed = valid & (best[:, None] >= t)
    caught = ~passed & ~has_error[:, None] & valid
    out = np.full((best.size, t.size), 2, dtype=np.int8)
    out[passed] = 0
    out[caught] = 1
    # an item with no valid premise and no recorded error cannot happen; treat as error
    return out


def sweep(claims: pd.DataFrame, *, thresholds: Sequence[float],
          labels: Mapping[str, Label] | None = None) -> pd.DataFrame:
    """Tidy rates: one row per threshold x group x basis, with k/n, errors and Wilson CI."""
    table = claims if "group" in claims else annotate(claims, labels)
    best = table["best_score"].to_numpy(dtype=np.float64)
    has_error = table["n_errors"].to_numpy() > 0
    verdicts = verdict_matrix(best, has_error, thresholds)
    rows = []
    group_codes, group_names = pd.factorize(table["group"], sort=True)
    for basis in ("adjusted", "raw"):
        keep = table["counted"].to_numpy() if basis == "adjusted" else np.ones(len(table), bool)
        for g, name in enumerate(group_names):
            members = (group_codes == g)
            included = members & keep
            sub = verdicts[included]
            caught = (sub == 1).sum(axis=0)
            errors = (sub == 2).sum(axis=0)
            decided = (sub != 2).sum(axis=0)
            metric = table["metric"].to_numpy()[members][0]
            excluded = int((members & ~keep).sum())
            unlabeled = int((included & table["label"].isna().to_numpy()).sum()) \
                if metric == "detection" else 0
            for j, threshold in enumerate(thresholds):
                rows.append((float(threshold), name, metric, basis, int(caught[j]),
                             int(decided[j]), int(errors[j]), excluded, unlabeled))
    rates = pd.DataFrame(rows, columns=["threshold", "group", "metric", "basis", "k", "n",
                                        "errors", "excluded", "unlabeled"])
    return with_wilson(rates)


def with_wilson(rates: pd.DataFrame, *, z: float = Z95) -> pd.DataFrame:
    """Add ``rate``, ``low`` and ``high`` (Wilson 95%) from the ``k`` and ``n`` columns."""
    k = rates["k"].to_numpy(dtype=np.float64)
    n = rates["n"].to_numpy(dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(n > 0, k / n, np.nan)
        z2 = z * z
        denominator = 1 + z2 / n
        centre = (p + z2 / (2 * n)) / denominator
        half = z * np.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    low = np.where(k == 0, 0.0, np.clip(centre - half, 0.0, 1.0))
    high = np.where(k == n, 1.0, np.clip(centre + half, 0.0, 1.0))
    out = rates.copy()
    out["rate"] = p
    out["low"] = np.where(n > 0, low, np.nan)
    out["high"] = np.where(n > 0, high, np.nan)
    return out.sort_values(["basis", "threshold", "metric", "group"],
                           kind="stable").reset_index(drop=True)


def verdicts_long(claims: pd.DataFrame, thresholds: Sequence[float]) -> pd.DataFrame:
    """One row per item x threshold with its verdict (caught, passed or error)."""
    best = claims["best_score"].to_numpy(dtype=np.float64)
    has_error = claims["n_errors"].to_numpy() > 0
    matrix = verdict_matrix(best, has_error, thresholds)
    items = pd.Index(claims["item_id"])
    # categoricals: a full grid over 50,000 items is millions of rows
    return pd.DataFrame({
        "item_id": pd.Categorical.from_codes(np.repeat(np.arange(len(items)), len(thresholds)),
                                             categories=items),
        "threshold": np.tile(np.asarray(thresholds, dtype=np.float64), len(claims)),
        "verdict": pd.Categorical.from_codes(matrix.ravel(), categories=[PASSED, CAUGHT, ERROR]),
    })
