"""Hard cases: the claims a run got wrong, written back out as a suite to keep re-running.

At one threshold, a run's hard cases are the counted faults it let through (best support at
or above the threshold) and the faithful claims it rejected (originals and controls below
it). Each becomes one JSONL suite line with the passages it was checked against, so
``mutato run hard.jsonl --checker X --no-mutants`` scores exactly these claims again:

- a missed fault is a claim labeled ``unsupported`` that keeps its ``fault_type``, so the
  re-run reports it in that fault type's column; ``review`` says whether a person confirmed
  it (``fault``) or it was counted as an assumed fault (``unlabeled``);
- a false alarm is a ``supported`` claim (derived claims keep ``derived`` and ``derivation``).

Items in an error state are neither caught nor passed and are left out (and counted).
``hard_from`` records the run, threshold, best support and best window of each case.

>>> from mutato.suite.loading import load_suite
>>> from mutato.analysis.run_data import claims_frame
>>> suite = load_suite("larkspur")
>>> claims = claims_frame([
...     {"item_id": "plans-price", "role": "original", "best_score": 0.4,
...      "text": "The Team plan costs €12 per user per month."},
...     {"item_id": "plans-price:number_swap:x", "role": "fault", "claim_id": "plans-price",
...      "fault_type": "number_swap", "text": "The Team plan costs €9 per user per month.",
...      "best_score": 0.95}])
>>> cases = hard_cases(claims, suite, threshold=0.7, run_label="larkspur/lexical")
>>> [(c.record["id"], c.record["label"], c.kind) for c in cases.cases]
[('plans-price:number_swap:x', 'unsupported', 'missed fault'), ('plans-price', 'supported', 'false alarm')]
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import MutatoError
from ..io_safety.files import write_text_atomic
from ..io_safety.jsonl import dumps_line
from ..schema import CAUGHT, ERROR, PASSED, verdicts_at
from ..suite.labels import UNREVIEWED
from ..suite.model import Claim, Suite
from ..validation import check_unit_interval

MISSED_FAULT, FALSE_ALARM = "missed fault", "false alarm"
#: Fields every hard case gets afresh, never copied from the claim it came from.
_RECOMPUTED = frozenset({"id", "claim", "passages", "label", "fault_type", "review",
                         "hard_from"})


@dataclass(frozen=True)
class HardCase:
    """One claim the run got wrong, as the suite line that reproduces it."""

    kind: str
    group: str
    record: dict[str, Any]


@dataclass(frozen=True)
class HardCases:
    """A run's hard cases at one threshold, and how many items were in an error state."""

    threshold: float
    cases: list[HardCase]
    errors: int

    @property
    def by_group(self) -> dict[str, int]:
        """How many cases of each kind and group ("missed fault: number_swap": 3)."""
        return dict(Counter(f"{c.kind}: {c.group}" for c in self.cases))

    @property
    def unlabeled_faults(self) -> int:
        """Missed faults nobody reviewed: counted as assumed faults."""
        return sum(1 for c in self.cases if c.record.get("review") == UNREVIEWED)

    def lines(self) -> Iterable[str]:
        for case in self.cases:
            yield dumps_line(case.record)


def hard_cases(claims: pd.DataFrame, suite: Suite, *, threshold: float,
               run_label: str) -> HardCases:
    """The missed faults, then the rejected faithful claims, of one run at one threshold."""
    check_unit_interval(threshold, name="threshold")
    verdicts = verdicts_at(claims, threshold)
    counted = claims[claims["counted"].astype(bool)]
    missed, flagged = [], []
    errors = 0
    for row in counted.itertuples(index=False):
        verdict = verdicts[row.item_id]
        if verdict == ERROR:
            errors += 1
        elif row.role == "fault" and verdict == PASSED:
            missed.append(row)
        elif row.role != "fault" and verdict == CAUGHT:
            flagged.append(row)
    missed.sort(key=lambda r: (str(r.group), r.item_id))
    flagged.sort(key=lambda r: (str(r.group), r.item_id))
    by_id = {claim.id: claim for claim in suite.claims}
    cases = [_case(MISSED_FAULT, row, _source_claim(by_id, row, suite), threshold, run_label)
             for row in missed]
    cases += [_case(FALSE_ALARM, row, _source_claim(by_id, row, suite), threshold, run_label)
              for row in flagged]
    return HardCases(threshold=threshold, cases=cases, errors=errors)


def is_hard_case_suite(suite: Suite) -> bool:
    """True when every claim came from ``mutato hardcases`` (it carries ``hard_from``).

    Such a suite's faithful claims are there because a checker rejected them, so a run does
    not stop when the checker rejects most of them.
    """
    return bool(suite.claims) and all("hard_from" in claim.extra for claim in suite.claims)


def write_hard_cases(cases: HardCases, path: str | Path) -> Path:
    """Write the hard cases as a JSONL suite, atomically."""
    path = Path(path)
    write_text_atomic(path, "".join(line + "\n" for line in cases.lines()))
    return path


def _case(kind: str, row: Any, claim: Claim, threshold: float, run_label: str) -> HardCase:
    record: dict[str, Any] = {"id": row.item_id, "claim": row.text,
                              "passages": dict(claim.passages)}
    if row.item_id == claim.id:  # a suite claim keeps its own fields (and earlier provenance)
        record.update((k, v) for k, v in claim.extra.items() if k not in _RECOMPUTED)
    if claim.question:
        record["question"] = claim.question
    if kind == MISSED_FAULT:
        record.update(label="unsupported", fault_type=row.fault_type,
                      review=row.label if isinstance(row.label, str) else UNREVIEWED)
    else:
        record["label"] = "supported"
        if row.derived:
            record["derived"] = True
            if claim.derivation and row.item_id == claim.id:
                record["derivation"] = claim.derivation
    if row.item_id != claim.id:  # a mutant: where it came from
        record.update(original_claim_id=claim.id, original=claim.text, mutator=row.mutator)
    best = float(row.best_score)
    record["hard_from"] = {"run": run_label, "threshold": threshold,
                           "best_support": None if math.isnan(best) else round(best, 6),
                           "best_window": row.best_window, "best_premise": row.best_premise}
    return HardCase(kind=kind, group=str(row.group), record=record)


def _source_claim(by_id: dict[str, Claim], row: Any, suite: Suite) -> Claim:
    claim = by_id.get(row.claim_id)
    if claim is None:
        raise MutatoError(f"item {row.item_id!r} comes from claim {row.claim_id!r}, which suite "
                          f"{suite.name!r} does not have; pass --suite with the file the run "
                          "was made from")
    return claim
