"""``mutato pick``: ROC AUC, the false-alarm / detection curve, an honest threshold pick (chosen
on one half of the claims, measured on the other) and the sample-size plan of a run.

:func:`build_threshold_report` analyses; :func:`threshold_sections` and
:func:`threshold_files` are what a run folder gets (``mutato run`` stages them, ``mutato pick``
attaches them); :func:`pick` is the verb.

>>> import pandas as pd
>>> from mutato.analysis.run_data import RunData, claims_frame
>>> run = RunData(folder=Path("."), claims=claims_frame([
...     {"item_id": "o", "role": "original", "best_score": 0.9, "label": "not_fault"},
...     {"item_id": "f", "role": "fault", "best_score": 0.2}]))
>>> report = build_threshold_report(run)
>>> [s.slug for s in threshold_sections(report)], sorted(threshold_files(report))[:2]
(['threshold-choice', 'sample-size-plan'], ['roc_auc.csv', 'roc_auc.parquet'])
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from ..analysis.operating_point import (
    DEFAULT_MAX_CONTROL_FALSE_ALARM,
    DEFAULT_MAX_FALSE_ALARM,
    OperatingPoint,
    save_operating_point,
    settle_operating_point,
)
from ..analysis.planner import plan_sample_sizes, plan_warnings
from ..analysis.run_data import RunData, load_run
from ..analysis.stats import format_rate
from ..analysis.threshold_choice import ThresholdPick, false_alarm_curve, pick_threshold, roc_auc
from ..io_safety.run_folder import Writer, bytes_writer, table_writers
from ..schema import ALL, DETECTION
from .attach import attach
from .doc import Doc, rate_cell, signed
from .plots import figure_png, plot_false_alarm_curve
from .sections import Section

THRESHOLD_PLOT = "threshold_choice.png"
#: Stems of the tables written beside it (``.csv`` and ``.parquet``).
THRESHOLD_TABLE, AUC_TABLE = "threshold_curve", "roc_auc"


@dataclass(frozen=True)
class ThresholdReport:
    """Everything the threshold-choice and planner sections show for one run."""

    curve: pd.DataFrame
    auc: pd.DataFrame
    pick: ThresholdPick
    plan: pd.DataFrame
    plan_threshold: float
    plan_note: str
    png: bytes | None


def build_threshold_report(run: RunData, *, max_false_alarm: float = DEFAULT_MAX_FALSE_ALARM,
                           max_control_false_alarm: float | None =
                           DEFAULT_MAX_CONTROL_FALSE_ALARM,
                           target_halfwidth: float = 0.05,
                           expected_detection: float = 0.9) -> ThresholdReport:
    """Curve, AUC, honest pick and sample-size plan of a run, from its stored scores."""
    marks = run.report_thresholds
    curve = false_alarm_curve(run.claims, thresholds=run.grid, marks=marks)
    auc = roc_auc(run.claims)
    pick = pick_threshold(run.claims, thresholds=run.grid, max_false_alarm=max_false_alarm,
                          max_control_false_alarm=max_control_false_alarm)
    if pick.threshold is not None:
        plan_threshold = pick.threshold
        plan_note = f"at the picked threshold {pick.threshold:g}"
    else:
        plan_threshold = marks[0] if marks else 0.5
        plan_note = f"at threshold {plan_threshold:g} (the run's first report threshold)"
    plan = plan_sample_sizes(run.claims, threshold=plan_threshold,
                             target_halfwidth=target_halfwidth,
                             expected_detection=expected_detection)
    png = figure_png(plot_false_alarm_curve(curve)) if not curve.empty else None
    return ThresholdReport(curve=curve, auc=auc, pick=pick, plan=plan,
                           plan_threshold=plan_threshold, plan_note=plan_note, png=png)


def threshold_choice_section(report: ThresholdReport, *,
                             plot_file: str | None = THRESHOLD_PLOT) -> Section:
    doc = Doc()
    auc = report.auc
    doc.p("ROC AUC is the chance that a fault mutant gets lower support than a confirmed "
          "faithful original (ties count half): 1.0 separates them at some threshold, 0.5 "
          "is a coin. It ranks checkers; it does not choose a threshold.")
    doc.table(["group", "fault mutants", "originals", "ROC AUC", "left out (errors)"],
              [[r.group, r.positives, r.negatives, r.auc, r.excluded_errors]
               for r in auc.itertuples(index=False)], caption="ROC AUC per fault type")
    curve = report.curve
    if curve.empty:
        doc.p("No fault mutants were scored, so there is no detection curve.")
    else:
        doc.image("detection against false alarms on originals", report.png, plot_file)
        doc.p(f"The curve's data, every threshold of the grid by group: `{THRESHOLD_TABLE}.csv`;"
              f" AUC: `{AUC_TABLE}.csv`.")
        pooled = curve[curve["group"].eq(ALL) & curve["operating_point"]]
        if not pooled.empty:
            doc.p("At the run's report thresholds (pooled over fault types; every figure "
                  "is k/n with its Wilson 95% interval):")
            doc.table(["threshold", "false alarms on originals", "pooled detection"],
                      [[f"{r.threshold:g}",
                        rate_cell(r.fa_k, r.fa_n, r.fa_low, r.fa_high, r.fa_errors),
                        rate_cell(r.det_k, r.det_n, r.det_low, r.det_high, r.det_errors)]
                       for r in pooled.itertuples(index=False)],
                      caption="Pooled detection and false alarms at the report thresholds")
    _pick_blocks(doc, report.pick)
    return doc.section(slug="threshold-choice", title="Threshold choice", order=30)


def _pick_blocks(doc: Doc, pick: ThresholdPick) -> None:
    doc.h("An honest pick: chosen on one half, measured on the other")
    doc.p(f"Claims are split by a hash of their claim id (each mutant follows its claim): "
          f"**{pick.tuning_claims} claims ({pick.tuning_items} items) tune**, "
          f"**{pick.held_out_claims} claims ({pick.held_out_items} items) are held out**. "
          f"Rule: {pick.rule}.")
    if pick.threshold is None:
        doc.p(f"**No threshold picked**: {pick.reason}.")
        return
    doc.p(f"**Picked threshold: {pick.threshold:g}.** The held-out column is the estimate to "
          "quote; the tuning column is what the choice was made on, and its difference from "
          "the held-out column shows how much choosing flattered it.")
    rows = []
    for r in pick.table.itertuples(index=False):
        metric = "detection" if r.metric == DETECTION else "false alarms"
        rows.append([f"{metric}: {r.group}",
                     format_rate(r.tuning_k, r.tuning_n, r.tuning_low, r.tuning_high),
                     format_rate(r.held_out_k, r.held_out_n, r.held_out_low, r.held_out_high)
                     + (f", {r.held_out_errors} errors" if r.held_out_errors else ""),
                     signed(r.difference)])
    doc.table(["group", "tuning (chosen on)", "held-out (report this)",
               "held-out − tuning"], rows,
              caption="Rates at the picked threshold, tuning half against held-out half")
    small = pick.table[(pick.table["held_out_n"] < 30) & pick.table["metric"].eq(DETECTION)]
    if not small.empty:
        doc.p(f"{len(small)} held-out detection figure(s) rest on fewer than 30 items: their "
              "intervals are wide, and the sample-size plan says how many labeled faults a "
              "firm choice needs.")


def planner_section(report: ThresholdReport) -> Section:
    doc = Doc()
    plan = report.plan
    if plan.empty:
        doc.p("No fault mutants or originals were scored; there is nothing to plan.")
        return doc.section(slug="sample-size-plan", title="Sample sizes", order=31)
    first = plan.iloc[0]
    doc.p(f"Labeled items needed to pin a rate to ±{first['target_halfwidth']:g} (95%), "
          f"{report.plan_note}: 1.96² · p(1 − p) / h² with p = {first['expected_rate']:g} for "
          "detection (false alarms: p as listed). Counts are on the adjusted basis; "
          "`confirmed` is how many a person labeled `fault`.")
    doc.table(["group", "now (k/n, 95% CI)", "± now", "confirmed", "unlabeled", "expected p",
               "needed", "more needed", "enough?"],
              [[r.group, rate_cell(r.k, r.n, r.low, r.high, r.errors), r.halfwidth, r.confirmed,
                r.unlabeled, f"{r.expected_rate:g}", r.needed, r.short_by,
                "no" if r.too_small else "yes"]
               for r in plan.itertuples(index=False)], caption="Labeled items needed per group")
    warnings = plan_warnings(plan)
    if warnings:
        doc.p(f"**{len(warnings)} group(s) too small to support a threshold or release "
              "decision** (their interval is wider than the target):")
        doc.items(warnings)
    else:
        doc.p("Every group is large enough for the target half-width.")
    return doc.section(slug="sample-size-plan", title="Sample sizes", order=31)


def threshold_sections(report: ThresholdReport) -> list[Section]:
    """The threshold-choice and sample-size sections."""
    return [threshold_choice_section(report), planner_section(report)]


def threshold_files(report: ThresholdReport) -> dict[str, Writer]:
    """The curve's plot (when drawn) and its tables, by file name in the run folder."""
    files: dict[str, Writer] = {}
    if report.png is not None:
        files[THRESHOLD_PLOT] = bytes_writer(report.png)
    return {**files, **table_writers(THRESHOLD_TABLE, report.curve),
            **table_writers(AUC_TABLE, report.auc)}


@dataclass(frozen=True)
class PickOutcome:
    """What ``mutato pick`` found and, unless told not to, saved."""

    run: RunData
    report: ThresholdReport
    warnings: list[str]
    #: The operating point saved beside the sections (None with ``save=False``).
    point: OperatingPoint | None
    saved: list[Path]
    #: The run whose folder gained sections (None when nothing was saved): its caller
    #: renders that run's reports once.
    attached: RunData | None = None


def pick(folder: str | Path, *, max_false_alarm: float = DEFAULT_MAX_FALSE_ALARM,
         max_control_false_alarm: float | None = DEFAULT_MAX_CONTROL_FALSE_ALARM,
         halfwidth: float = 0.05, save: bool = True) -> PickOutcome:
    """Analyse a stored run and (with ``save``) attach the threshold sections, the curve and
    the operating point it settles; ``max_control_false_alarm=None`` turns that limit off.

    >>> import json, tempfile
    >>> from mutato.analysis.run_data import claims_frame
    >>> folder = Path(tempfile.mkdtemp())
    >>> claims_frame([{"item_id": "f", "role": "fault", "fault_type": "number_swap",
    ...                "best_score": 0.2},
    ...               {"item_id": "o", "role": "original", "best_score": 0.9,
    ...                "label": "not_fault"}]).to_parquet(folder / "claims.parquet")
    >>> _ = (folder / "manifest.json").write_text(json.dumps(
    ...     {"thresholds": {"report": [0.5], "grid": [0.5]}}))
    >>> outcome = pick(folder, save=False)
    >>> float(outcome.report.auc["auc"].iloc[0]), outcome.point is None
    (1.0, True)
    """
    run = load_run(folder)
    report = build_threshold_report(run, max_false_alarm=max_false_alarm,
                                    max_control_false_alarm=max_control_false_alarm,
                                    target_halfwidth=halfwidth)
    warnings = plan_warnings(report.plan)
    if not save:
        return PickOutcome(run, report, warnings, None, [])
    point = settle_operating_point(run.claims, grid=run.grid,
                                   fallback=(run.report_thresholds or [0.5])[0],
                                   max_false_alarm=max_false_alarm,
                                   max_control_false_alarm=max_control_false_alarm)
    saved_point = save_operating_point(run.folder, point)
    paths = attach(run, threshold_sections(report), files=threshold_files(report))
    return PickOutcome(run, report, warnings, point, [*paths, saved_point], attached=run)
