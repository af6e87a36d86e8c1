"""The sections every run gets: threshold choice with its curve, the sample-size plan, the
answers section when the suite has answers, and the checker's own sections (contradiction
levels, omission check).

:func:`run_sections` builds them in memory from the tables a run is about to write, so
``mutato run`` stages them with everything else before its one folder write.
:func:`add_run_sections` redoes them for a stored run (``mutato report`` after labels changed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..analysis.operating_point import DEFAULT_MAX_FALSE_ALARM
from ..analysis.run_data import RunData, RunFolderError, load_run, load_run_suite
from ..io_safety.run_folder import Writer
from ..suite.model import Suite
from .answers import answers_section
from .attach import attach
from .checker_sections import checker_sections
from .pick import build_threshold_report, threshold_files, threshold_sections
from .sections import Section


@dataclass(frozen=True)
class RunSections:
    """Sections for a run's report and the files they come with (name → writer)."""

    sections: list[Section]
    files: dict[str, Writer] = field(default_factory=dict)


def run_sections(run: RunData, *, suite: Suite | None,
                 max_false_alarm: float = DEFAULT_MAX_FALSE_ALARM) -> RunSections:
    """The automatic sections of ``run`` (its tables as stored), read from nothing on disk.

    >>> from mutato.analysis.run_data import claims_frame
    >>> run = RunData(folder=Path("."), claims=claims_frame([
    ...     {"item_id": "o", "role": "original", "best_score": 0.9, "label": "not_fault"}]))
    >>> [s.slug for s in run_sections(run, suite=None).sections]
    ['threshold-choice', 'sample-size-plan']
    """
    report = build_threshold_report(run, max_false_alarm=max_false_alarm)
    sections = threshold_sections(report)
    thresholds = run.report_thresholds or [0.5]
    if suite is not None and suite.answers:
        sections.append(answers_section(suite.answers, run.claims, thresholds=thresholds))
    sections += checker_sections(run.claims, run.manifest, thresholds)
    return RunSections(sections, threshold_files(report))


def add_run_sections(folder: str | Path, *, suite: Suite | None = None,
                     max_false_alarm: float = DEFAULT_MAX_FALSE_ALARM) -> list[Path]:
    """Redo the automatic sections of a stored run (its suite read from the manifest when not
    given, and left out when gone) and attach them; return the sections' paths. The caller
    renders the reports afterwards."""
    run = load_run(folder)
    if suite is None:
        try:
            suite = load_run_suite(run)
        except RunFolderError:
            suite = None
    made = run_sections(run, suite=suite, max_false_alarm=max_false_alarm)
    return attach(run, made.sections, files=made.files)
