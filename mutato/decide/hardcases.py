"""``mutato hardcases``: the claims a run got wrong at one threshold, written as a suite to keep
re-running (``mutato run FILE -c CHECKER --no-mutants``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..analysis.hard_cases import HardCases, hard_cases, write_hard_cases
from ..analysis.run_data import RunData, choose_threshold, load_run, load_run_suite
from ..io_safety.paths import check_name, inside


@dataclass(frozen=True)
class HardCasesOutcome:
    """The run, its threshold (and where it came from), the cases and the suite file."""

    run: RunData
    threshold: float
    note: str
    cases: HardCases
    path: Path


def hardcases(folder: str | Path, *, threshold: float | None = None,
              out: str | Path | None = None, suite: str | Path | None = None
              ) -> HardCasesOutcome:
    """Write a stored run's missed faults and rejected faithful claims as a JSONL suite
    (default ``<suite>-<run>.hard-cases.jsonl`` beside the run folder)."""
    run = load_run(folder)
    at, note = choose_threshold(run, threshold)
    cases = hard_cases(run.claims, load_run_suite(run, suite), threshold=at,
                       run_label=run.label)
    if out is not None:
        path = Path(out)
    else:
        suite_name = check_name(run.suite_name or "suite", what="the manifest's suite name")
        path = inside(run.folder.parent, run.folder.parent / check_name(
            f"{suite_name}-{run.name}.hard-cases.jsonl", what="hard-case file name"),
            what="hard-case file")
    write_hard_cases(cases, path)
    return HardCasesOutcome(run, at, note, cases, path)
