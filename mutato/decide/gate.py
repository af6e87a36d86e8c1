"""``mutato gate``: a regression gate on a run, passing only when Wilson bounds clear their
targets.

:func:`gate` analyses, writes the JUnit file when asked and attaches the gate section.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..analysis.gate import (
    MAX_FALSE_ALARM,
    MIN_DETECTION,
    GateResult,
    junit_xml,
    parse_check,
    run_gate,
    unknown_groups,
)
from ..analysis.run_data import RunData, choose_threshold, load_run
from ..io_safety.files import write_text_atomic
from .attach import attach
from .doc import Doc
from .sections import Section


def gate_section(result: GateResult) -> Section:
    doc = Doc()
    verdict = "PASSED" if result.passed else f"FAILED ({len(result.failures)} check(s))"
    doc.p(f"**Gate {verdict}** at {result.threshold_note}. A check passes only when the "
          "Wilson 95% bound clears its target (lower bound for detection, upper bound for "
          "false alarms) and its group has decided items and no error states.")
    doc.table(["check", "result", "k/n", "rate", "bound", "errors", "why"],
              [[r.check.name, "pass" if r.passed else "FAIL", f"{r.k}/{r.n}", r.rate, r.bound,
                r.errors, r.reason] for r in result.results], caption="Gate checks")
    return doc.section(slug="regression-gate", title="Regression gate", order=20)


@dataclass(frozen=True)
class GateOutcome:
    """The run, the threshold note and the gate's result."""

    run: RunData
    threshold: float
    note: str
    result: GateResult
    #: The run whose folder gained sections (None when nothing was saved): its caller
    #: renders that run's reports once.
    attached: RunData | None = None


def gate(folder: str | Path, *, min_detection: Sequence[str] = (),
         max_false_alarm: Sequence[str] = (), threshold: float | None = None,
         allow_ungated: bool = False, junit: str | Path | None = None,
         save: bool = True) -> GateOutcome:
    """Gate a stored run on ``GROUP=RATE`` targets (at ``threshold``, default its operating
    point); write JUnit XML to ``junit`` when given; attach the section with ``save``.

    >>> import json, tempfile
    >>> from mutato.analysis.run_data import claims_frame
    >>> folder = Path(tempfile.mkdtemp())
    >>> claims_frame([{"item_id": "f", "role": "fault", "fault_type": "number_swap",
    ...                "best_score": 0.2},
    ...               {"item_id": "o", "role": "original", "best_score": 0.9,
    ...                "label": "not_fault"}]).to_parquet(folder / "claims.parquet")
    >>> _ = (folder / "manifest.json").write_text(json.dumps(
    ...     {"thresholds": {"report": [0.5], "grid": [0.5]}}))
    >>> outcome = gate(folder, min_detection=["all=0.01"], threshold=0.5, allow_ungated=True,
    ...                save=False)
    >>> outcome.result.passed, [f"{r.k}/{r.n}" for r in outcome.result.results][:1]
    (True, ['1/1'])
    """
    checks = [parse_check(MIN_DETECTION, s) for s in min_detection] + \
             [parse_check(MAX_FALSE_ALARM, s) for s in max_false_alarm]
    run = load_run(folder)
    unknown_groups(run.claims, checks)
    at, note = choose_threshold(run, threshold)
    result = run_gate(run.claims, checks, threshold=at, threshold_note=note,
                      manifest=run.manifest, allow_ungated=allow_ungated)
    if junit:
        write_text_atomic(Path(junit),
                          junit_xml(result, suite=run.suite_name or "suite", run=run.name))
    if save:
        attach(run, [gate_section(result)])
    return GateOutcome(run, at, note, result, attached=run if save else None)
