"""How many labeled faults a decision needs, per fault type, and which fault types are too small.

To pin a rate near ``p`` to within ``±h`` with 95% confidence you need about
``1.96² · p(1 − p) / h²`` labeled items: 139 faults for ±0.05 around 0.9. The plan shows, per
fault type, that number, the current count, and a warning wherever the current Wilson 95%
interval is wider than ``±h``: such a fault type can find bugs in the checker, but it cannot
support a threshold or a release decision.

Counts are on the adjusted basis (mutants a person ruled ``not_fault`` or ``unsure`` left
out; unlabeled mutants counted as assumed faults); ``confirmed`` is how many of them a person
has labeled ``fault``.

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["f1"], "role": ["fault"], "claim_id": ["c1"],
...     "fault_type": ["number_swap"], "derived": [False], "best_score": [0.1], "n_errors": [0]})
>>> plan = plan_sample_sizes(claims, threshold=0.5)
>>> plan.loc[plan.group.eq("number_swap"), ["n", "needed", "too_small"]].values.tolist()
[[1, 139, True]]
"""

from __future__ import annotations

import math

import pandas as pd

from ..schema import ALL, DETECTION, ORIGINALS
from ..validation import check_unit_interval, check_valid_interval
from .run_data import decision_rates, prepare_claims, rate_row
from .stats import sample_size_for_halfwidth

#: The reference's planning figures: a detection rate near 0.9, pinned to ±0.05.
DEFAULT_EXPECTED_DETECTION = 0.9
DEFAULT_HALFWIDTH = 0.05
#: For false alarms on originals the rate of interest is small.
DEFAULT_EXPECTED_FALSE_ALARM = 0.05

COLUMNS = ["group", "metric", "k", "n", "confirmed", "unlabeled", "errors", "rate", "low",
           "high", "halfwidth", "expected_rate", "target_halfwidth", "needed", "short_by",
           "too_small"]


def plan_sample_sizes(claims: pd.DataFrame, *, threshold: float,
                      target_halfwidth: float = DEFAULT_HALFWIDTH,
                      expected_detection: float = DEFAULT_EXPECTED_DETECTION,
                      expected_false_alarm: float = DEFAULT_EXPECTED_FALSE_ALARM) -> pd.DataFrame:
    """One row per fault type (then ``all`` and ``originals``) with needed and current n.

    ``halfwidth`` is half the width of the current Wilson interval at ``threshold`` (NaN when
    n is 0); ``too_small`` is True when it is wider than ``target_halfwidth`` or n is 0.
    """
    check_valid_interval(target_halfwidth, name="target half-width", low=0, high=1,
                         low_open=True, high_open=True, fix="e.g. 0.05 for ±5 points")
    check_unit_interval(expected_detection, name="expected_detection", what="a rate")
    check_unit_interval(expected_false_alarm, name="expected_false_alarm", what="a rate")
    claims = prepare_claims(claims)
    rates = decision_rates(claims, [threshold])
    faults = claims[claims["role"].eq("fault") & claims["counted"].astype(bool)]
    fault_types = sorted(set(faults["fault_type"].dropna().astype(str)))
    rows = []
    for group in fault_types + [ALL, ORIGINALS]:
        row = rate_row(rates, group)
        if row is None:
            continue
        detection = group != ORIGINALS
        members = (faults if group == ALL else faults[faults["fault_type"].eq(group)]) \
            if detection else claims[claims["group"].eq(ORIGINALS)]
        expected = expected_detection if detection else expected_false_alarm
        n = int(row["n"])
        needed = sample_size_for_halfwidth(expected, target_halfwidth)
        halfwidth = (float(row["high"]) - float(row["low"])) / 2 if n else math.nan
        rows.append({
            "group": group, "metric": "detection" if detection else "false_alarm",
            "k": int(row["k"]), "n": n,
            "confirmed": int(members["label"].eq("fault").sum()) if detection else n,
            "unlabeled": int(members["label"].isna().sum()) if detection else 0,
            "errors": int(row["errors"]), "rate": row["rate"], "low": row["low"],
            "high": row["high"], "halfwidth": halfwidth, "expected_rate": expected,
            "target_halfwidth": target_halfwidth, "needed": needed,
            "short_by": max(0, needed - n),
            "too_small": bool(n == 0 or halfwidth > target_halfwidth),
        })
    return pd.DataFrame(rows, columns=COLUMNS)


def plan_warnings(plan: pd.DataFrame) -> list[str]:
    """One sentence per group whose current interval is wider than the target."""
    out = []
    for row in plan.itertuples(index=False):
        if not row.too_small:
            continue
        what = "faults" if row.metric == DETECTION else "faithful claims"
        if row.n == 0:
            out.append(f"{row.group}: no decided {what} at all; nothing can be concluded.")
            continue
        out.append(f"{row.group}: {row.k}/{row.n} gives a Wilson interval "
                   f"{row.low:.2f}–{row.high:.2f} (±{row.halfwidth:.2f}), wider than "
                   f"±{row.target_halfwidth:g}; about {row.needed} labeled {what} are needed "
                   f"({row.short_by} more).")
    return out
