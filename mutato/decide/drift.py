"""``mutato drift``: a drop alarm over a history of runs in chronological order.

:func:`drift` reads the history and the runs, analyses and attaches the drift section to the
latest run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from ..analysis.drift import DriftResult, chronological, read_history_csv, run_point
from ..analysis.drift import drift as drift_alarm
from ..analysis.provenance import run_changes
from ..analysis.run_data import RunData, choose_threshold, load_run, load_run_suite, slug
from ..errors import MutatoError
from .attach import attach
from .doc import Doc
from .sections import Section


def drift_section(result: DriftResult) -> Section:
    doc = Doc()
    where = f" at threshold {result.threshold:g}" if result.threshold is not None else ""
    doc.p(f"Metric `{result.metric}`{where}; the alarm watches {result.watched} and compares "
          "the latest value with the mean of the runs before it.")
    rows = []
    for point, alarm in zip(result.points, result.earlier, strict=True):
        counts = f"{point.k}/{point.n}" if point.n is not None else ""
        rows.append([point.label, counts, point.value, point.watched,
                     "–" if alarm is None else alarm.message()])
    doc.table(["run", "k/n", result.metric, "watched", "alarm"], rows,
              caption="Drift over the run history")
    if result.alarm is None:
        doc.p("**No verdict**: the history is shorter than the window plus one run.")
    else:
        doc.p(f"**Latest: {result.alarm.message()}** (warning at {result.alarm.warning:.0%}, "
              f"critical at {result.alarm.critical:.0%}, window {result.alarm.window}).")
    return doc.section(slug=f"drift-{slug(result.metric)}", title=f"Drift: {result.metric}",
                       order=25)


@dataclass(frozen=True)
class DriftOutcome:
    """The runs (oldest first), whether that is not the order given, the changes between
    them, the threshold note (None without runs) and the alarm."""

    runs: list[RunData]
    reordered: bool
    changes: list
    note: str | None
    result: DriftResult
    #: The run whose folder gained sections (None when nothing was saved): its caller
    #: renders that run's reports once.
    attached: RunData | None = None


def drift(folders: Sequence[str | Path] = (), *, history: str | Path | None = None,
          metric: str = "detection", threshold: float | None = None, warning: float = 0.05,
          critical: float = 0.10, window: int = 4, save: bool = True) -> DriftOutcome:
    """Values from ``history`` then from the runs ordered by their run time, the alarm on the
    latest, and (with ``save``) its section attached to the latest run."""
    if not folders and not history:
        raise MutatoError("drift needs run folders (oldest first) and/or --history CSV")
    points = read_history_csv(history, metric=metric) if history else []
    given = [load_run(path) for path in folders]
    runs = chronological(given)
    reordered = any(r is not g for r, g in zip(runs, given, strict=True))
    suites = {r.suite_name for r in runs}
    if len(suites) > 1:
        raise MutatoError(f"drift compares runs of one suite, got suites {sorted(suites, key=str)}")
    at, note, changes = None, None, []
    if runs:
        changes = run_changes([(r.label, r.manifest) for r in runs])
        at, note = choose_threshold(runs[-1], threshold)
        answers = None
        if metric == "unsupported_answer_rate":
            answers = load_run_suite(runs[-1]).answers
        from_runs = [run_point(r, metric=metric, threshold=at, answers=answers) for r in runs]
        if len({p.label for p in from_runs}) < len(from_runs):   # same run name: show paths
            from_runs = [replace(p, label=p.source) for p in from_runs]
        points += from_runs
    result = drift_alarm(points, metric=metric, threshold=at, window=window, warning=warning,
                         critical=critical)
    if runs and save:
        attach(runs[-1], [drift_section(result)])
    return DriftOutcome(runs, reordered, changes, note, result,
                        attached=runs[-1] if runs and save else None)
