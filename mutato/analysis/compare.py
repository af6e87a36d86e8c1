"""Paired comparison of two runs on the same mutants: what B broke, what B fixed, and is it real.

Both runs scored the same items. At one threshold each item is caught, passed or an error
in each run. For fault mutants (adjusted basis: a mutant either run's labels rule out is
left out) the pairs fall into four cells: caught by both, missed by both, **newly missed by
B** (A caught it) and **newly caught by B**. Only the discordant mutants carry evidence
about a difference: under "no real difference" each is a coin flip, so the exact McNemar
test is a two-sided binomial test on them (7 broken against 18 fixed gives p ≈ 0.043).
An item in an error state in either run is left out of the test and counted.

Faithful claims (originals, derived originals, controls) get the same treatment, where
"caught" is a false alarm: B's new false alarms are regressions too.

>>> import pandas as pd
>>> a = pd.DataFrame({"item_id": ["f1", "f2"], "role": ["fault"] * 2, "claim_id": ["c"] * 2,
...     "fault_type": ["number_swap"] * 2, "derived": [False] * 2, "best_score": [0.1, 0.9],
...     "n_errors": [0, 0]})
>>> result = compare_runs(a, a.assign(best_score=[0.9, 0.1]), threshold=0.5)
>>> print(result.table[["group", "a_only", "b_only", "p_value"]].to_string(index=False))
      group  a_only  b_only  p_value
        all       1       1      1.0
number_swap       1       1      1.0
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..schema import CAUGHT, ERROR, PASSED, iter_groups, verdicts_at
from ..validation import check_unit_interval
from .run_data import align
from .stats import Rate, mcnemar_exact

NEWLY_MISSED = "newly missed by B"
NEWLY_FLAGGED = "new false alarm in B"
NEWLY_CAUGHT = "newly caught by B"
NEWLY_PASSED = "false alarm fixed in B"
#: Listing order: regressions first.
CHANGE_ORDER = (NEWLY_MISSED, NEWLY_FLAGGED, NEWLY_CAUGHT, NEWLY_PASSED)

TABLE_COLUMNS = ["group", "metric", "paired", "both_caught", "both_passed", "a_only", "b_only",
                 "errors", "excluded", "a_k", "a_rate", "b_k", "b_rate", "p_value"]


@dataclass(frozen=True)
class Comparison:
    """Per-group paired counts with exact McNemar p-values, and the changed items listed."""

    a_name: str
    b_name: str
    threshold: float
    table: pd.DataFrame
    changes: pd.DataFrame
    b_threshold: float | None = None

    def row(self, group: str) -> pd.Series | None:
        rows = self.table[self.table["group"].eq(group)]
        return None if rows.empty else rows.iloc[0]


def compare_runs(a: pd.DataFrame, b: pd.DataFrame, *, threshold: float,
                 b_threshold: float | None = None, a_name: str = "A",
                 b_name: str = "B") -> Comparison:
    """Compare run B against run A (the baseline); see the module docstring.

    A decides at ``threshold`` and B at ``b_threshold`` (the same one when not given), so
    two checkers whose scores live on different scales each decide at their own operating
    point.
    """
    check_unit_interval(threshold, name="threshold")
    b_at = threshold if b_threshold is None else b_threshold
    check_unit_interval(b_at, name="threshold")
    data = align(a, b)
    data["a_verdict"] = verdicts_at(data.rename(columns={"a_score": "best_score",
                                                         "a_errors": "n_errors"}),
                                    threshold).to_numpy()
    data["b_verdict"] = verdicts_at(data.rename(columns={"b_score": "best_score",
                                                         "b_errors": "n_errors"}),
                                    b_at).to_numpy()
    rows = [_paired_row(data, g.name, g.metric, pd.Series(g.members, index=data.index))
            for g in iter_groups(data)]
    table = pd.DataFrame(rows, columns=TABLE_COLUMNS)
    return Comparison(a_name=a_name, b_name=b_name, threshold=float(threshold), table=table,
                      changes=_changes(data), b_threshold=float(b_at))


def _paired_row(data: pd.DataFrame, name: str, metric: str, members: pd.Series) -> dict:
    counted = members & data["counted"]
    sub = data[counted]
    a_v, b_v = sub["a_verdict"], sub["b_verdict"]
    errors = int((a_v.eq(ERROR) | b_v.eq(ERROR)).sum())
    decided = ~(a_v.eq(ERROR) | b_v.eq(ERROR))
    both_caught = int((decided & a_v.eq(CAUGHT) & b_v.eq(CAUGHT)).sum())
    both_passed = int((decided & a_v.eq(PASSED) & b_v.eq(PASSED)).sum())
    a_only = int((decided & a_v.eq(CAUGHT) & b_v.eq(PASSED)).sum())
    b_only = int((decided & a_v.eq(PASSED) & b_v.eq(CAUGHT)).sum())
    paired = int(decided.sum())
    a_k, b_k = both_caught + a_only, both_caught + b_only
    return {"group": name, "metric": metric, "paired": paired, "both_caught": both_caught,
            "both_passed": both_passed, "a_only": a_only, "b_only": b_only, "errors": errors,
            "excluded": int((members & ~data["counted"]).sum()), "a_k": a_k,
            "a_rate": Rate.of(a_k, paired).rate, "b_k": b_k,
            "b_rate": Rate.of(b_k, paired).rate, "p_value": mcnemar_exact(a_only, b_only)}


def _changes(data: pd.DataFrame) -> pd.DataFrame:
    counted = data[data["counted"]]
    fault = counted["role"].eq("fault")
    a_v, b_v = counted["a_verdict"], counted["b_verdict"]
    change = np.select(
        [fault & a_v.eq(CAUGHT) & b_v.eq(PASSED), ~fault & a_v.eq(PASSED) & b_v.eq(CAUGHT),
         fault & a_v.eq(PASSED) & b_v.eq(CAUGHT), ~fault & a_v.eq(CAUGHT) & b_v.eq(PASSED)],
        list(CHANGE_ORDER), default="")
    out = counted.assign(change=change)
    out = out[out["change"].ne("")]
    out = out.assign(_order=out["change"].map({c: i for i, c in enumerate(CHANGE_ORDER)}))
    out = out.sort_values(["_order", "group", "item_id"], kind="stable")
    return out[["change", "item_id", "claim_id", "group", "fault_type", "label", "text",
                "a_score", "b_score"]].reset_index(drop=True)
