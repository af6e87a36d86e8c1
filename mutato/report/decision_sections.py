"""Report sections for decisions: threshold choice, sample sizes, answers, cascade, comparison,
gate and drift.

Each ``*_section`` function turns an analysis result into a :class:`Section` whose Markdown
and HTML say the same thing. HTML fragments are plain: paragraphs, lists and captioned
``<table class="section-table">``; images are inline ``data:image/png;base64`` URIs, so a
fragment needs no file beside it (the Markdown points at a PNG written into the run folder).

``add_run_sections(folder)`` is what ``mutato run`` calls after writing a run folder: it adds
the threshold choice, the sample-size plan and, when the suite has answers, the answer-level
section.

>>> doc = Doc()
>>> doc.p("caught `3/4`")
>>> doc.markdown(), doc.html()
('caught `3/4`', '<p>caught <code>3/4</code></p>')
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from ..analysis.answers import (
    AnswerSummary,
    answers_at,
    faithfulness_scores,
    mutate_answers,
    mutation_rates,
    summarize_answers,
)
from ..analysis.cascade import CascadeResult, describe_routing
from ..analysis.compare import CHANGE_ORDER, Comparison
from ..analysis.drift import DriftResult, summary_stats
from ..analysis.gate import GateResult
from ..analysis.operating_point import DEFAULT_MAX_CONTROL_FALSE_ALARM, DEFAULT_MAX_FALSE_ALARM
from ..analysis.planner import plan_sample_sizes, plan_warnings
from ..analysis.run_data import ALL, RunData, RunFolderError, load_run, load_run_suite, slug
from ..analysis.stats import format_rate, plain_value
from ..analysis.threshold_choice import ThresholdPick, false_alarm_curve, pick_threshold, roc_auc
from ..io_safety.files import write_atomic
from ..io_safety.md_escape import md_text
from .decision_plots import figure_png, plot_false_alarm_curve, png_data_uri
from .folder import table_writers
from .sections import Section, save_section

THRESHOLD_PLOT = "threshold_choice.png"
#: Stems of the tables written beside it (``.csv`` and ``.parquet``).
THRESHOLD_TABLE, AUC_TABLE = "threshold_curve", "roc_auc"
_MAX_LISTED = 30


# ----------------------------------------------------------------------------- a tiny document


class Doc:
    """Blocks written once, rendered as Markdown and as an HTML fragment.

    Inline ``code`` and **bold** are the only markup, in both renderings.
    """

    def __init__(self) -> None:
        self._md: list[str] = []
        self._html: list[str] = []

    def p(self, text: str) -> None:
        self._md.append(text)
        self._html.append(f"<p>{_inline(text)}</p>")

    def h(self, text: str) -> None:
        self._md.append(f"### {text}")
        self._html.append(f"<h3>{_inline(text)}</h3>")

    def items(self, lines: Sequence[str]) -> None:
        if not lines:
            return
        self._md.append("\n".join(f"- {line}" for line in lines))
        self._html.append("<ul>" + "".join(f"<li>{_inline(x)}</li>" for x in lines) + "</ul>")

    def table(self, headers: Sequence[str], rows: Sequence[Sequence[object]], *,
              caption: str) -> None:
        md = ["| " + " | ".join(_cell_md(h) for h in headers) + " |",
              "|" + "---|" * len(headers)]
        md += ["| " + " | ".join(_cell_md(c) for c in row) + " |" for row in rows]
        self._md.append("\n".join(md))
        head = "".join(f'<th scope="col">{_inline(str(h))}</th>' for h in headers)
        body = "".join("<tr>" + "".join(f"<td>{_inline(plain_value(c))}</td>" for c in row)
                       + "</tr>"
                       for row in rows)
        self._html.append(f'<div class="table-wrap" role="region" '
                          f'aria-label="{html.escape(caption)}" tabindex="0">'
                          f'<table class="section-table"><caption>{_inline(caption)}</caption>'
                          f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>")

    def image(self, alt: str, png: bytes | None, file_name: str | None) -> None:
        if png is None:
            return
        if file_name:
            self._md.append(f"![{alt}]({file_name})")
        self._html.append(f'<p><img alt="{html.escape(alt)}" src="{png_data_uri(png)}"></p>')

    def markdown(self) -> str:
        return "\n\n".join(self._md)

    def html(self) -> str:
        return "\n".join(self._html)

    def section(self, *, slug: str, title: str, order: int) -> Section:
        return Section(slug=slug, title=title, markdown=self.markdown(), html=self.html(),
                       order=order)


def _cell_md(value: object) -> str:
    return md_text(plain_value(value))


def _inline(text: str) -> str:
    escaped = html.escape(text, quote=False)
    escaped = re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)
    return re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", escaped)


def _rate(k: int, n: int, low: float, high: float, errors: int = 0) -> str:
    cell = format_rate(int(k), int(n), low, high)
    return cell + (f", {int(errors)} errors" if errors else "")


def _signed(value: float) -> str:
    return "–" if value is None or math.isnan(value) else f"{value:+.3f}"


# ----------------------------------------------------------------------------- threshold choice


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
                        _rate(r.fa_k, r.fa_n, r.fa_low, r.fa_high, r.fa_errors),
                        _rate(r.det_k, r.det_n, r.det_low, r.det_high, r.det_errors)]
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
        metric = "detection" if r.metric == "detection" else "false alarms"
        rows.append([f"{metric}: {r.group}",
                     format_rate(r.tuning_k, r.tuning_n, r.tuning_low, r.tuning_high),
                     format_rate(r.held_out_k, r.held_out_n, r.held_out_low, r.held_out_high)
                     + (f", {r.held_out_errors} errors" if r.held_out_errors else ""),
                     _signed(r.difference)])
    doc.table(["group", "tuning (chosen on)", "held-out (report this)",
               "held-out − tuning"], rows,
              caption="Rates at the picked threshold, tuning half against held-out half")
    small = pick.table[(pick.table["held_out_n"] < 30) & pick.table["metric"].eq("detection")]
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
              [[r.group, _rate(r.k, r.n, r.low, r.high, r.errors), r.halfwidth, r.confirmed,
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


# ----------------------------------------------------------------------------- answers


def answers_section(answers: Sequence, claims: pd.DataFrame, *,
                    thresholds: Sequence[float]) -> Section:
    """Per-answer faithfulness, both averages, the gate rate and answer-level mutation."""
    doc = Doc()
    thresholds = sorted(thresholds)
    tables = {t: answers_at(answers, claims, threshold=t) for t in thresholds}
    summaries = {t: summarize_answers(table) for t, table in tables.items()}
    doc.p("Faithfulness of an answer = supported claims / all claims. The **macro mean** "
          "averages per-answer scores (every answer weighs the same); the **micro mean** is the "
          "share of all claims supported (every claim weighs the same). Gate on the "
          "**unsupported-answer rate**: the share of answers with at least one unsupported "
          "claim. Refusals are left out of all three and counted beside them.")
    doc.table(["threshold", "answers", "refusals", "errors", "macro mean", "micro mean",
               "unsupported-answer rate", "per-answer std", "share below 0.5"],
              [_summary_row(t, s, tables[t]) for t, s in summaries.items()],
              caption="Answer-level faithfulness by threshold")
    first = tables[thresholds[0]] if thresholds else None
    if first is not None and not first.empty:
        headers = ["answer", "claims"] + [f"t={t:g}" for t in thresholds]
        rows = []
        for i, answer in enumerate(first.itertuples(index=False)):
            cells = [answer.answer_id, "refusal" if answer.status == "refusal" else answer.claims]
            for t in thresholds:
                r = tables[t].iloc[i]
                if r["status"] == "refusal":
                    cells.append("refusal")
                elif r["status"] == "error":
                    cells.append(f"{r['errors']} error(s)")
                else:
                    cells.append(f"{r['supported']}/{r['claims']}" +
                                 (f" (unsupported: {r['unsupported_claims']})"
                                  if r["unsupported"] else ""))
            rows.append(cells)
        doc.h("Per answer (supported claims / claims)")
        doc.table(headers, rows, caption="Supported claims per answer")
    doc.h("Answer-level mutation")
    doc.p("Each answer in turn has one claim replaced by each of that claim's fault mutants; "
          "the mutated answer is caught when any of its claims is unsupported. `already "
          "flagged` counts caught answers that an unmutated claim flagged anyway.")
    rows = []
    for t in thresholds:
        rates = mutation_rates(mutate_answers(answers, claims, threshold=t))
        for r in rates.itertuples(index=False):
            if r.n == 0 and r.errors == 0:
                continue
            rows.append([f"{t:g}", r.group, _rate(r.k, r.n, r.low, r.high, r.errors),
                         r.caught_by_other, r.answers])
    if rows:
        doc.table(["threshold", "fault type", "mutated answers caught", "already flagged",
                   "answers"], rows,
                  caption="Mutated answers caught by the unsupported-answer rate")
    else:
        doc.p("No claim of any answer has a fault mutant, so no answer could be mutated.")
    return doc.section(slug="answers", title="Answers", order=32)


def _summary_row(t: float, s: AnswerSummary, table: pd.DataFrame) -> list[object]:
    stats = summary_stats(faithfulness_scores(table))
    u = s.unsupported
    return [f"{t:g}", s.answers, s.refusals, s.errors, s.macro_mean,
            s.micro_mean if s.claims == 0 else
            f"{s.micro_mean:.3f} ({s.supported_claims}/{s.claims})",
            format_rate(u.k, u.n, u.low, u.high), stats["std_dev"], stats["below_0.5"]]


# ----------------------------------------------------------------------------- run sections


def add_run_sections(folder: str | Path, *, suite=None, max_false_alarm: float = 0.05,
                     render: bool = True) -> list[Path]:
    """Save the automatic decision sections into a finished run folder; return their paths.

    Reads only the folder (and the suite, for its answers): threshold choice with its curve
    (PNG and table), the sample-size plan, and the answers section when the suite has
    answers. With ``render`` (the default) the run's report.md and report.html are
    re-rendered so they show the sections.
    """
    run = load_run(folder)
    report = build_threshold_report(run, max_false_alarm=max_false_alarm)
    paths = save_threshold_sections(run, report)
    if suite is None:
        try:
            suite = load_run_suite(run)
        except RunFolderError:
            suite = None
    if suite is not None and suite.answers:
        section = answers_section(suite.answers, run.claims,
                                  thresholds=run.report_thresholds or [0.5])
        paths.append(save_section(run.folder, section))
    from .checker_sections import checker_sections  # contradiction levels, omission check

    for extra in checker_sections(run.claims, run.manifest, run.report_thresholds or [0.5]):
        paths.append(save_section(run.folder, extra))
    if render:
        from .render import render_run_folder

        render_run_folder(run.folder)
    return paths


def save_threshold_sections(run: RunData, report: ThresholdReport) -> list[Path]:
    """Write the curve (PNG, CSV, Parquet) and save the threshold-choice and plan sections."""
    if report.png is not None:
        write_atomic(run.folder / THRESHOLD_PLOT, lambda p: p.write_bytes(report.png))
    for name, writer in table_writers(THRESHOLD_TABLE, report.curve).items():
        write_atomic(run.folder / name, writer)
    for name, writer in table_writers(AUC_TABLE, report.auc).items():
        write_atomic(run.folder / name, writer)
    return [save_section(run.folder, threshold_choice_section(report)),
            save_section(run.folder, planner_section(report))]


# ----------------------------------------------------------------------------- cascade


def cascade_section(result: CascadeResult, *, show_routing: Sequence[float] = (),
                    plot_file: str | None = None, png: bytes | None = None) -> Section:
    doc = Doc()
    doc.p(f"Checker A (`{result.a_name}`) scores every claim; claims it supports at the routing "
          f"threshold r or above pass, every other claim goes to B (`{result.b_name}`), which "
          f"catches it when its support is below {result.judge_threshold:g}. Read from both "
          f"runs' stored scores: {result.items} claims, no checker called.")
    doc.image("cascade frontier: detection against B calls", png, plot_file)
    frontier = result.frontier
    shown = set(show_routing) | {math.inf}
    if result.choice and result.choice.routing is not None:
        shown.add(result.choice.routing)
    rows_f = frontier[frontier["on_frontier"] | frontier["routing"].isin(shown)]
    doc.p("Frontier (no other routing threshold catches more with fewer B calls), with the "
          "requested thresholds and B alone:")
    doc.table(["routing r", "B calls", "pooled detection", "false alarms on originals",
               "on frontier"],
              [[describe_routing(r.routing), f"{r.b_calls}/{r.items}",
                _rate(r.det_k, r.det_n, r.det_low, r.det_high, r.det_errors),
                f"{r.fa_k}/{r.fa_n}", "yes" if r.on_frontier else ""]
               for r in rows_f.itertuples(index=False)],
              caption="Cascade frontier: B calls against detection")
    if result.choice is not None:
        doc.p(("**Target met:** " if result.choice.routing is not None else
               "**Target not met:** ") + result.choice.message + ". The target is checked "
              "on the same items it is chosen on; confirm it on claims the choice did not see.")
    detail = sorted(shown)
    rates = result.rates[result.rates["routing"].isin(detail)]
    groups = list(dict.fromkeys(rates["group"]))
    if groups:
        doc.h("Per fault type and false alarms")
        doc.table(["routing r", "B calls"] + groups,
                  [[describe_routing(r), int(part["b_calls"].iloc[0])] +
                   [_group_cell(part, g) for g in groups]
                   for r, part in rates.groupby("routing", sort=True)],
                  caption="Cascade rates per fault type")
    spots = result.blind_spots
    doc.h("Blind spots the cascade inherits")
    if spots.empty:
        doc.p("At the listed routing thresholds A passed no fault mutant: nothing is hidden "
              "from B.")
    else:
        doc.p("Fault mutants A supported at or above r: B never sees them. `B alone` is what "
              "B would have said.")
        doc.table(["routing r", "fault type", "mutant", "A score", "B alone", "text"],
                  [[describe_routing(r.routing), r.fault_type, r.item_id, r.a_score,
                    r.b_alone, r.text] for r in spots.head(_MAX_LISTED * 2).itertuples()],
                  caption="A's blind spots: faults that never reach B")
        if len(spots) > _MAX_LISTED * 2:
            doc.p(f"... and {len(spots) - _MAX_LISTED * 2} more in blind_spots.csv.")
    return doc.section(slug="cascade", title=f"Cascade {result.a_name} → {result.b_name}",
                       order=40)


def _group_cell(part: pd.DataFrame, group: str) -> str:
    row = part[part["group"].eq(group)]
    if row.empty:
        return "–"
    r = row.iloc[0]
    return _rate(r["k"], r["n"], r["low"], r["high"], r["errors"])


# ----------------------------------------------------------------------------- compare


def comparison_section(result: Comparison, *, threshold_note: str = "") -> Section:
    doc = Doc()
    doc.p(f"Run `{result.b_name}` against baseline `{result.a_name}`, item by item, at "
          f"{threshold_note or f'threshold {result.threshold:g}'}. Only items whose verdict "
          "changed carry evidence: the p-value is the exact McNemar test (two-sided "
          "binomial on the changed items). Items in an error state in either run are left "
          "out and counted.")
    rows = []
    for r in result.table.itertuples(index=False):
        if r.metric == "detection":
            worse, better = f"{r.a_only} newly missed", f"{r.b_only} newly caught"
        else:
            worse, better = f"{r.b_only} new false alarms", f"{r.a_only} fixed"
        rows.append([r.group, r.paired, f"{r.a_k}/{r.paired}", f"{r.b_k}/{r.paired}", worse,
                     better, r.errors, f"{r.p_value:.3g}"])
    doc.table(["group", "paired", f"caught by {result.a_name}", f"caught by {result.b_name}",
               "worse in B", "better in B", "errors", "p (exact McNemar)"], rows,
              caption="Paired comparison with exact McNemar tests")
    changes = result.changes
    if changes.empty:
        doc.p("No counted item changed verdict.")
    for change in CHANGE_ORDER:
        part = changes[changes["change"].eq(change)]
        if part.empty:
            continue
        doc.h(f"{change} ({len(part)})")
        doc.table(["item", "group", f"{result.a_name} score", f"{result.b_name} score", "text"],
                  [[r.item_id, r.group, r.a_score, r.b_score, r.text]
                   for r in part.head(_MAX_LISTED).itertuples(index=False)], caption=change)
        if len(part) > _MAX_LISTED:
            doc.p(f"... and {len(part) - _MAX_LISTED} more.")
    return doc.section(slug=f"comparison-{slug(result.a_name)}",
                       title=f"Comparison with {result.a_name}", order=45)


# ----------------------------------------------------------------------------- gate


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


# ----------------------------------------------------------------------------- drift


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

