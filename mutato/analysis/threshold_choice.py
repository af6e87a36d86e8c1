"""Choosing a threshold honestly: the trade-off curve, ROC AUC, a pick tested on held-out claims.

Three things, all from stored scores:

- **The curve**: false alarms on originals against detection, per fault type and pooled
  (``all``), at every threshold of the grid; the run's report thresholds are the marked
  operating points.
- **ROC AUC** per fault type and pooled: the probability that a fault mutant gets *lower*
  support than a confirmed faithful original (faults sit on the caught side), ties counted
  half. This is the Mann–Whitney U statistic divided by ``n_faults * n_originals``.
- **An honest pick**: claims are split by a hash of their claim id into a tuning half and a
  held-out half (a mutant follows its original claim, so no edit of a claim is on both sides;
  the split does not depend on any seed). The threshold is chosen on the tuning half by an
  explicit rule and its rates are reported on the held-out half, so the figures that justify
  the choice are never the figures it was chosen on.

The rule: among thresholds whose tuning false-alarm rate on originals is at most
``max_false_alarm`` (the point estimate, k/n), and on controls at most
``max_control_false_alarm`` when that limit is given, take the one with the highest pooled
adjusted detection; on a tie, the lower threshold. The control limit matters for checkers
that reject rewordings: without it a threshold that flags every control can win.

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["o1", "f1"], "role": ["original", "fault"],
...     "claim_id": ["c1", "c1"], "fault_type": [None, "number_swap"],
...     "derived": [False, False], "best_score": [0.95, 0.2], "n_errors": [0, 0]})
>>> print(roc_auc(claims)[["group", "positives", "negatives", "auc"]].to_string(index=False))
      group  positives  negatives  auc
        all          1          1  1.0
number_swap          1          1  1.0
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..errors import MutatoError
from ..mutation.text import stable_hash
from ..schema import ALL, CONTROLS, DERIVED, DETECTION, ORIGINALS
from ..validation import check_unit_interval
from .run_data import decision_rates, prepare_claims, rate_row
from .stats import Rate

TUNING, HELD_OUT = "tuning", "held_out"
#: Salt of the split hash; changing it would move claims between halves, so it is fixed.
_SPLIT_SALT = "mutato-threshold-split-v1"


def split_half(claim_id: str) -> str:
    """``'tuning'`` or ``'held_out'`` for a claim id: a stable hash, 50/50 in expectation.

    The same id lands in the same half on every machine, in every run and whatever else the
    suite holds, so adding claims never moves an existing claim across.

    >>> split_half("plans-price") == split_half("plans-price")
    True
    """
    value = int(stable_hash(_SPLIT_SALT, str(claim_id)), 16) / 16 ** 16
    return TUNING if value < 0.5 else HELD_OUT


def halves(claims: pd.DataFrame) -> pd.Series:
    """The half of every item of a claims table (by its ``claim_id``)."""
    return claims["claim_id"].astype(str).map(split_half)


# ----------------------------------------------------------------------------- the curve


def false_alarm_curve(claims: pd.DataFrame, *, thresholds: Sequence[float],
                      marks: Sequence[float] = (), false_alarm_group: str = ORIGINALS,
                      basis: str = "adjusted") -> pd.DataFrame:
    """One row per threshold × detection group: detection and false alarms side by side.

    Columns: ``threshold, group, det_k, det_n, det_errors, detection, det_low, det_high,
    fa_k, fa_n, fa_errors, false_alarm, fa_low, fa_high, operating_point``.
    """
    claims = prepare_claims(claims)
    rates = decision_rates(claims, thresholds, basis=basis)
    detection = rates[rates["metric"].eq(DETECTION)]
    alarms = rates[rates["group"].eq(false_alarm_group)][
        ["threshold", "k", "n", "errors", "rate", "low", "high"]]
    alarms = alarms.rename(columns={"k": "fa_k", "n": "fa_n", "errors": "fa_errors",
                                    "rate": "false_alarm", "low": "fa_low", "high": "fa_high"})
    curve = detection[["threshold", "group", "k", "n", "errors", "rate", "low", "high"]].rename(
        columns={"k": "det_k", "n": "det_n", "errors": "det_errors", "rate": "detection",
                 "low": "det_low", "high": "det_high"})
    if alarms.empty:
        for column, value in (("fa_k", 0), ("fa_n", 0), ("fa_errors", 0)):
            curve[column] = value
        for column in ("false_alarm", "fa_low", "fa_high"):
            curve[column] = math.nan
    else:
        curve = curve.merge(alarms, on="threshold", how="left")
    marked = {round(float(m), 6) for m in marks}
    curve["operating_point"] = curve["threshold"].round(6).isin(marked)
    order = {ALL: 0}
    curve["_order"] = curve["group"].map(lambda g: order.get(g, 1))
    return (curve.sort_values(["_order", "group", "threshold"], kind="stable")
            .drop(columns="_order").reset_index(drop=True))


# ----------------------------------------------------------------------------- ROC AUC


def roc_auc(claims: pd.DataFrame, *, negatives: str = ORIGINALS,
            basis: str = "adjusted") -> pd.DataFrame:
    """AUC per fault type and pooled (``all`` first): faults positive, on the low-support side.

    AUC = P(original scores higher than fault) + ½ P(tie), i.e. Mann–Whitney U / (n₁ n₂).
    Items with an error on any premise are left out (their best is over a partial set of
    premises) and counted in ``excluded_errors``. AUC is NaN when either side is empty.
    """
    claims = prepare_claims(claims)
    clean = claims[(claims["n_errors"] == 0) & claims["best_score"].notna()]
    negative_scores = clean.loc[clean["group"].eq(negatives), "best_score"].to_numpy(float)
    faults = claims[claims["role"].eq("fault")]
    if basis == "adjusted":
        faults = faults[faults["counted"].astype(bool)]
    rows = []
    negative_errors = int((claims["group"].eq(negatives)
                           & ((claims["n_errors"] > 0) | claims["best_score"].isna())).sum())
    groups = [ALL] + sorted(set(faults["fault_type"].dropna().astype(str)))
    for group in groups:
        members = faults if group == ALL else faults[faults["fault_type"].eq(group)]
        ok = (members["n_errors"] == 0) & members["best_score"].notna()
        positive_scores = members.loc[ok, "best_score"].to_numpy(float)
        rows.append({"group": group, "positives": int(positive_scores.size),
                     "negatives": int(negative_scores.size),
                     "auc": mann_whitney_auc(positive_scores, negative_scores),
                     "excluded_errors": int((~ok).sum()) + negative_errors})
    return pd.DataFrame(rows, columns=["group", "positives", "negatives", "auc",
                                       "excluded_errors"])


def mann_whitney_auc(positive: np.ndarray, negative: np.ndarray) -> float:
    """P(negative > positive) + ½ P(negative == positive): low scores are the positive side.

    >>> mann_whitney_auc(np.array([0.1, 0.5]), np.array([0.5, 0.9]))
    0.875
    """
    positive = np.asarray(positive, dtype=np.float64)
    negative = np.sort(np.asarray(negative, dtype=np.float64))
    if positive.size == 0 or negative.size == 0:
        return math.nan
    below_or_equal = np.searchsorted(negative, positive, side="right")
    below = np.searchsorted(negative, positive, side="left")
    greater = negative.size - below_or_equal
    ties = below_or_equal - below
    return float((greater.sum() + 0.5 * ties.sum()) / (positive.size * negative.size))


# ----------------------------------------------------------------------------- the pick


@dataclass(frozen=True)
class ThresholdPick:
    """A threshold chosen on the tuning half and its rates on both halves.

    ``threshold`` is None when the tuning half cannot support a choice (no originals or no
    fault mutants in it); ``reason`` then says why. ``table`` has one row per group with
    tuning and held-out k/n, rate and Wilson bounds and ``difference`` (held-out − tuning).
    ``candidates`` is the tuning curve the rule read (pooled detection and false alarms).
    """

    threshold: float | None
    rule: str
    max_false_alarm: float
    false_alarm_group: str
    tuning_claims: int
    held_out_claims: int
    tuning_items: int
    held_out_items: int
    table: pd.DataFrame
    candidates: pd.DataFrame
    reason: str | None = None
    max_control_false_alarm: float | None = None


def pick_rule(max_false_alarm: float, false_alarm_group: str = ORIGINALS,
              max_control_false_alarm: float | None = None) -> str:
    """The pick rule in words, as reports print it.

    >>> pick_rule(0.05, max_control_false_alarm=0.1)  # doctest: +ELLIPSIS
    '... at most 0.05, and on controls at most 0.1, take ...'
    """
    controls = ("" if max_control_false_alarm is None else
                f", and on {CONTROLS} at most {max_control_false_alarm:g}")
    return (f"on the tuning half, among thresholds whose false-alarm rate on "
            f"{false_alarm_group} (point estimate k/n) is at most {max_false_alarm:g}"
            f"{controls}, take the one with the highest pooled adjusted detection; on a tie, "
            "the lower threshold")


def pick_threshold(claims: pd.DataFrame, *, thresholds: Sequence[float],
                   max_false_alarm: float = 0.05, false_alarm_group: str = ORIGINALS,
                   max_control_false_alarm: float | None = None,
                   basis: str = "adjusted") -> ThresholdPick:
    """Choose on the tuning half, evaluate on the held-out half; see the module docstring."""
    check_unit_interval(max_false_alarm, name="max_false_alarm", what="a rate")
    if max_control_false_alarm is not None:
        check_unit_interval(max_control_false_alarm, name="max_control_false_alarm",
                            what="a rate")
    if not thresholds:
        raise MutatoError("pick_threshold needs at least one candidate threshold")
    claims = prepare_claims(claims)
    half = halves(claims)
    tuning, held_out = claims[half.eq(TUNING)], claims[half.eq(HELD_OUT)]
    rule = pick_rule(max_false_alarm, false_alarm_group, max_control_false_alarm)
    candidates = _candidates(tuning, thresholds, max_false_alarm, false_alarm_group, basis,
                             max_control_false_alarm)
    common = {"rule": rule, "max_false_alarm": max_false_alarm,
              "max_control_false_alarm": max_control_false_alarm,
              "false_alarm_group": false_alarm_group,
              "tuning_claims": int(tuning["claim_id"].nunique()),
              "held_out_claims": int(held_out["claim_id"].nunique()),
              "tuning_items": len(tuning), "held_out_items": len(held_out),
              "candidates": candidates}
    reason = _cannot_pick(tuning, held_out, candidates, false_alarm_group, basis)
    if reason:
        return ThresholdPick(threshold=None, table=_empty_table(), reason=reason, **common)
    eligible = candidates[candidates["eligible"]]
    best = eligible["detection"].round(12).max()
    chosen = float(eligible.loc[eligible["detection"].round(12).eq(best), "threshold"].min())
    table = _halves_table(tuning, held_out, chosen, basis)
    return ThresholdPick(threshold=chosen, table=table, **common)


def _candidates(tuning: pd.DataFrame, thresholds: Sequence[float], max_false_alarm: float,
                false_alarm_group: str, basis: str,
                max_control_false_alarm: float | None = None) -> pd.DataFrame:
    rates = decision_rates(tuning, thresholds, basis=basis)
    rows = []
    for t in sorted({float(x) for x in thresholds}):
        at = rates[np.isclose(rates["threshold"].to_numpy(dtype=float), t)]
        det = rate_row(at, ALL)
        fa = rate_row(at, false_alarm_group)
        det_k, det_n = (0, 0) if det is None else (int(det["k"]), int(det["n"]))
        fa_k, fa_n = (0, 0) if fa is None else (int(fa["k"]), int(fa["n"]))
        false_alarm = fa_k / fa_n if fa_n else math.nan
        ctl = rate_row(at, CONTROLS)
        ctl_k, ctl_n = (0, 0) if ctl is None else (int(ctl["k"]), int(ctl["n"]))
        controls_ok = (max_control_false_alarm is None or ctl_n == 0
                       or ctl_k / ctl_n <= max_control_false_alarm)
        rows.append({"threshold": t, "det_k": det_k, "det_n": det_n,
                     "detection": det_k / det_n if det_n else math.nan,
                     "fa_k": fa_k, "fa_n": fa_n, "false_alarm": false_alarm,
                     "control_k": ctl_k, "control_n": ctl_n,
                     "eligible": bool(fa_n and det_n and false_alarm <= max_false_alarm
                                      and controls_ok)})
    return pd.DataFrame(rows)


def _cannot_pick(tuning: pd.DataFrame, held_out: pd.DataFrame, candidates: pd.DataFrame,
                 false_alarm_group: str, basis: str) -> str | None:
    if not (tuning["group"].eq(false_alarm_group)).any():
        return (f"the tuning half holds no {false_alarm_group}, so false alarms cannot be "
                "measured on it; add confirmed faithful claims to the suite")
    counted = tuning["role"].eq("fault") & (tuning["counted"] if basis == "adjusted" else True)
    if not counted.any():
        return ("the tuning half holds no fault mutants to detect (have the mutators "
                "produced any, and are they all ruled not_fault?)")
    if held_out.empty:
        return "the held-out half is empty: the suite is too small to hold a claim out"
    if not candidates["eligible"].any():
        return ("no threshold meets the false-alarm limits on the tuning half (too many "
                "false alarms, or errors and no decided items, at every threshold)")
    return None


def _empty_table() -> pd.DataFrame:
    return pd.DataFrame(columns=["group", "metric", "tuning_k", "tuning_n", "tuning_rate",
                                 "tuning_low", "tuning_high", "held_out_k", "held_out_n",
                                 "held_out_rate", "held_out_low", "held_out_high",
                                 "held_out_errors", "difference"])


def _halves_table(tuning: pd.DataFrame, held_out: pd.DataFrame, threshold: float,
                  basis: str) -> pd.DataFrame:
    parts = {name: decision_rates(frame, [threshold], basis=basis)
             for name, frame in ((TUNING, tuning), (HELD_OUT, held_out))}
    alarm_order = [ORIGINALS, DERIVED, CONTROLS]
    fault_groups = sorted({g for p in parts.values()
                           for g in p.loc[p["metric"].eq(DETECTION), "group"]} - {ALL})
    groups = [ALL] + fault_groups + alarm_order
    rows = []
    for group in groups:
        found = {name: rate_row(p, group) for name, p in parts.items()}
        if all(r is None for r in found.values()):
            continue
        row = {"group": group,
               "metric": "false_alarm" if group in alarm_order else "detection"}
        for name, r in found.items():
            k, n = (0, 0) if r is None else (int(r["k"]), int(r["n"]))
            rate = Rate.of(k, n)
            row.update({f"{name}_k": k, f"{name}_n": n, f"{name}_rate": rate.rate,
                        f"{name}_low": rate.low, f"{name}_high": rate.high})
        held = found[HELD_OUT]
        row["held_out_errors"] = 0 if held is None else int(held["errors"])
        row["difference"] = row["held_out_rate"] - row["tuning_rate"]
        rows.append(row)
    return pd.DataFrame(rows, columns=_empty_table().columns)
