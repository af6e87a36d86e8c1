"""Reviewed precision per mutator, and detection raw against detection on confirmed faults.

A mutator's **precision** is the share of its reviewed mutants a person ruled as intended:
a real fault for a fault mutator, meaning-preserving (``not_fault``) for a control.
``unsure`` and ``disputed`` rulings are not in n; unreviewed mutants are counted apart.
When precision is low, raw detection counts non-faults as if they were faults, so each
mutator also gets its detection on confirmed faults only (controls: false alarms on
mutants confirmed meaning-preserving).

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["a", "b", "c"], "role": ["fault"] * 3,
...     "mutator": ["number_swap"] * 3, "label": ["fault", "not_fault", None],
...     "best_score": [0.1, 0.9, 0.2], "n_errors": [0, 0, 0]})
>>> row = mutator_precision(claims, threshold=0.5)[0]
>>> str(row.precision), row.unreviewed, str(row.raw), str(row.confirmed)
('1/2 (0.09–0.91)', 1, '2/3 (0.21–0.94)', '1/1 (0.21–1.00)')
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from ..schema import Verdict, verdict_codes
from ..suite.reviews import DISPUTED
from .stats import Rate

#: Below this reviewed precision a report warns that raw detection mixes in non-faults.
LOW_PRECISION = 0.8


@dataclass(frozen=True)
class MutatorPrecision:
    """One mutator's rulings and its detection (controls: false alarms) at one threshold."""

    mutator: str
    role: str
    mutants: int
    precision: Rate
    unsure: int
    disputed: int
    unreviewed: int
    raw: Rate
    confirmed: Rate

    @property
    def low(self) -> bool:
        """True when the reviewed precision is below :data:`LOW_PRECISION`."""
        return self.precision.n > 0 and self.precision.rate < LOW_PRECISION


def mutator_precision(claims: pd.DataFrame, *, threshold: float) -> list[MutatorPrecision]:
    """One row per mutator of the claims table (items without a mutator are left out)."""
    mutants = claims[claims["mutator"].notna()] if "mutator" in claims else claims.iloc[:0]
    out = []
    for name, rows in mutants.groupby("mutator", sort=True):
        role = str(rows["role"].iloc[0])
        intended = "fault" if role == "fault" else "not_fault"
        label = rows["label"]
        decided = label.isin(["fault", "not_fault"])
        verdict = verdict_codes(rows, [threshold])[:, 0]
        caught, valid = verdict == Verdict.CAUGHT, verdict != Verdict.ERROR
        confirmed = (label == intended).to_numpy()
        out.append(MutatorPrecision(
            mutator=str(name), role=role, mutants=len(rows),
            precision=Rate.of(int((label == intended).sum()), int(decided.sum())),
            unsure=int((label == "unsure").sum()), disputed=int((label == DISPUTED).sum()),
            unreviewed=int(label.isna().sum()),
            raw=Rate.of(int((caught & valid).sum()), int(valid.sum())),
            confirmed=Rate.of(int((caught & valid & confirmed).sum()),
                              int((valid & confirmed).sum()))))
    return out
