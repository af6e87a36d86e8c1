"""CLI verbs that turn stored runs into decisions: pick, cascade, compare, answers, gate, drift,
and hardcases (the claims a run got wrong, as a suite).

``add_decision_commands`` is called by ``mutato.cli.main`` to register them. Every verb reads run
folders written by ``mutato run``; none calls a checker.

Exit codes (besides 2 for a usage or input error, printed by ``mutato.cli.main.main``):

- ``gate``: 0 when every check passes, 1 when any fails.
- ``cascade``: 0; 1 when ``--target-detection`` is given and no routing threshold meets it.
- ``drift``: 0 for ok, a warning, or too short a history; 3 for a critical drop (or for a
  warning too, with ``--fail-on warning``).
- ``pick``, ``compare``, ``answers``, ``hardcases``: 0.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ..analysis.stats import plain_value
from ..io_safety.terminal import say

#: Exit code of ``mutato gate`` when a check fails (and of ``cascade`` missing its target).
EXIT_FAILED = 1
#: Exit code of ``mutato drift`` on an alarm at or above ``--fail-on``.
EXIT_DRIFT = 3


def add_decision_commands(verbs: argparse._SubParsersAction) -> None:
    """Register the decision verbs on the ``mutato`` parser."""
    pick = verbs.add_parser(
        "pick", help="choose a threshold on half the claims, report it on the other half",
        description="Threshold choice from a run's stored scores: ROC AUC, the false-alarm / "
                    "detection curve, and a threshold chosen on a tuning half of the claims "
                    "and measured on the held-out half. Saves the sections into the run.")
    pick.add_argument("run", help="run folder (reports/<suite>/<run name>)")
    pick.add_argument("--max-false-alarm", type=float,
                      help="largest tuning false-alarm rate on originals allowed (point "
                           "estimate; default 0.05, or [pick] in mutato.toml)")
    pick.add_argument("--max-control-false-alarm", type=float,
                      help="largest tuning false-alarm rate on controls (meaning-preserving "
                           "rewordings) allowed (point estimate; default 0.2; a negative "
                           "value turns the limit off)")
    pick.add_argument("--halfwidth", type=float, default=0.05,
                      help="target interval half-width of the sample-size plan (default 0.05)")
    pick.add_argument("--no-save", action="store_true", help="print only; save no section")
    pick.set_defaults(handler=_pick)

    cascade = verbs.add_parser(
        "cascade", help="cheap checker A routing claims to judge B: calls against detection",
        description="Evaluate A → B cascades at every routing threshold from two runs of the "
                    "same suite, and write a cascade folder. Exit 1 if --target-detection "
                    "is given and cannot be met.")
    cascade.add_argument("run_a", help="run folder of the cheap checker A (scores every claim)")
    cascade.add_argument("run_b", help="run folder of the judge B (sees routed claims only)")
    cascade.add_argument("--judge-threshold", type=float,
                         help="B catches a claim when its support is below this (default: "
                              "run B's operating point)")
    cascade.add_argument("--target-detection", type=float,
                         help="find the cheapest routing threshold whose pooled adjusted "
                              "detection reaches this")
    cascade.add_argument("--on-lower-bound", action="store_true",
                         help="judge the target on the Wilson 95%% lower bound, not the "
                              "point estimate")
    cascade.add_argument("--routing", type=float, action="append", default=[],
                         help="routing threshold to detail in the report (repeatable; "
                              "default: A's report thresholds)")
    cascade.add_argument("--out", help="output folder (default: "
                                       "reports/<suite>/cascade-<A>-<B> beside run A)")
    cascade.set_defaults(handler=_cascade)

    compare = verbs.add_parser(
        "compare", help="paired comparison of run B against run A, mutant by mutant",
        description="Newly missed and newly caught mutants with exact McNemar tests. Saves "
                    "the comparison as a section of run B.")
    compare.add_argument("run_a", help="baseline run folder")
    compare.add_argument("run_b", help="new run folder (the section is saved here)")
    compare.add_argument("--threshold", "-t", type=float,
                         help="one decision threshold for both runs (default: each run's own "
                              "operating point, so checkers on different scales compare)")
    compare.add_argument("--threshold-a", type=float, help="decision threshold of run A")
    compare.add_argument("--threshold-b", type=float, help="decision threshold of run B")
    compare.set_defaults(handler=_compare)

    answers = verbs.add_parser(
        "answers", help="answer-level faithfulness, macro/micro means, unsupported-answer rate",
        description="Per-answer scores of a suite's answers and answer-level mutation, from a "
                    "run's stored claim scores. Saves the section into the run.")
    answers.add_argument("run", help="run folder")
    answers.add_argument("--threshold", "-t", type=float, action="append", default=[],
                         help="threshold (repeatable; default: the run's operating point)")
    answers.add_argument("--suite", help="suite file (default: the one the run recorded)")
    answers.set_defaults(handler=_answers)

    gate = verbs.add_parser(
        "gate", help="fail (exit 1) unless Wilson bounds clear detection / false-alarm targets",
        description="Regression gate on a run: detection checks pass when the Wilson 95% "
                    "LOWER bound reaches the target, false-alarm checks when the UPPER bound "
                    "stays at or below it. A gated group with errors or no items fails. Exit "
                    "0 when all pass, 1 otherwise.")
    gate.add_argument("run", help="run folder")
    gate.add_argument("--min-detection", action="append", default=[], metavar="GROUP=RATE",
                      help="e.g. number_swap=0.9 or all=0.8 (repeatable; a bare RATE means "
                           "all)")
    gate.add_argument("--max-false-alarm", action="append", default=[],
                      metavar="[GROUP=]RATE",
                      help="e.g. 0.05 (originals) or controls=0.1 (repeatable)")
    gate.add_argument("--threshold", "-t", type=float,
                      help="decision threshold (default: the run's operating point, as "
                           "`mutato pick` saved it)")
    gate.add_argument("--junit", help="write JUnit XML here (one testcase per check)")
    gate.add_argument("--allow-ungated", action="store_true",
                      help="let a run whose validity gate was skipped (--no-gate), had no "
                           "canaries or failed pass the gate (it is still reported)")
    gate.add_argument("--no-save", action="store_true", help="save no section into the run")
    gate.set_defaults(handler=_gate)

    hard = verbs.add_parser(
        "hardcases", help="write the claims a run got wrong as a suite to keep re-running",
        description="At one threshold, write the faults the run let through and the faithful "
                    "claims it rejected as a JSONL suite, each with its passages, so that "
                    "`mutato run FILE -c CHECKER --no-mutants` scores exactly these claims.")
    hard.add_argument("run", help="run folder (reports/<suite>/<run name>)")
    hard.add_argument("--threshold", "-t", type=float,
                      help="decision threshold (default: the run's operating point, as "
                           "`mutato pick` saved it)")
    hard.add_argument("--out", help="JSONL path (default: <suite>-<run>.hard-cases.jsonl "
                                    "beside the run folder)")
    hard.add_argument("--suite", help="the run's suite file (default: the manifest's path)")
    hard.set_defaults(handler=_hardcases)

    drift = verbs.add_parser(
        "drift", help="drop alarm over runs in chronological order (exit 3 on critical)",
        description="Compare the latest run's metric with the mean of the previous WINDOW "
                    "values: WARNING at a relative drop of --warning, CRITICAL at --critical. "
                    "Exit 0 for ok / warning / too short a history, 3 for an alarm at or "
                    "above --fail-on (default critical).")
    drift.add_argument("runs", nargs="*", help="run folders (ordered by their run time)")
    drift.add_argument("--history", help="CSV of earlier values (column 'value', optional "
                                         "'label' and 'metric'), read before the runs")
    drift.add_argument("--metric", default="detection",
                       choices=["detection", "false_alarm", "unsupported_answer_rate"])
    drift.add_argument("--threshold", "-t", type=float,
                       help="decision threshold (default: the latest run's operating "
                            "point)")
    drift.add_argument("--warning", type=float, default=0.05,
                       help="relative drop for a warning (default 0.05)")
    drift.add_argument("--critical", type=float, default=0.10,
                       help="relative drop for a critical alarm (default 0.10)")
    drift.add_argument("--window", type=int, default=4,
                       help="previous values the latest is compared with (default 4)")
    drift.add_argument("--fail-on", choices=["warning", "critical"], default="critical",
                       help="lowest alarm level that exits 3 (default critical)")
    drift.add_argument("--no-save", action="store_true",
                       help="save no section into the latest run")
    drift.set_defaults(handler=_drift)


# ----------------------------------------------------------------------------- printing


def _print_table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    cells = [[plain_value(c) for c in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    say("  " + "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)))
    for row in cells:
        say("  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))


def _records(frame) -> list[dict]:
    """A table as JSON-ready records (NaN becomes null)."""
    return [{k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in row.items()}
            for row in frame.to_dict("records")]


def _first(*values: float | None) -> float | None:
    return next((v for v in values if v is not None), None)


def _warn_changes(runs: Sequence, *, expected: frozenset[str] | set[str] = frozenset()) -> None:
    """Print a warning for every checker or suite change between consecutive runs; changes
    the verb expects (a comparison of two checkers) are printed as a note."""
    import sys

    from ..analysis.provenance import run_changes

    for change in run_changes([(r.label, r.manifest) for r in runs]):
        prefix = "note" if change.what in expected else "warning"
        print(f"{prefix}: {change.message()}", file=sys.stderr)


def _rerender(folder: Path) -> None:
    """Re-render the run's report.md and report.html so they show the new section."""
    from ..report.render import render_run_folder

    render_run_folder(folder)


# ----------------------------------------------------------------------------- handlers


def _pick(args: argparse.Namespace) -> int:
    from ..analysis.operating_point import (
        DEFAULT_MAX_CONTROL_FALSE_ALARM,
        DEFAULT_MAX_FALSE_ALARM,
        save_operating_point,
        settle_operating_point,
    )
    from ..analysis.planner import plan_warnings
    from ..analysis.run_data import load_run
    from ..analysis.stats import format_rate
    from ..report.decision_sections import build_threshold_report, save_threshold_sections
    from .config import find_config

    settings = find_config().table("pick")
    if args.max_false_alarm is None:
        args.max_false_alarm = float(settings.get("max_false_alarm", DEFAULT_MAX_FALSE_ALARM))
    if args.max_control_false_alarm is None:
        args.max_control_false_alarm = float(settings.get("max_control_false_alarm",
                                                          DEFAULT_MAX_CONTROL_FALSE_ALARM))
    run = load_run(args.run)
    control_limit = None if args.max_control_false_alarm < 0 else args.max_control_false_alarm
    report = build_threshold_report(run, max_false_alarm=args.max_false_alarm,
                                    max_control_false_alarm=control_limit,
                                    target_halfwidth=args.halfwidth)
    say(f"run {run.label}: {len(run.claims)} items")
    say("ROC AUC (fault mutants against originals; faults on the low-support side):")
    _print_table(["group", "faults", "originals", "AUC"],
                 [[r.group, r.positives, r.negatives, r.auc]
                  for r in report.auc.itertuples(index=False)])
    pick = report.pick
    say(f"split by claim id: {pick.tuning_claims} claims tune ({pick.tuning_items} items), "
          f"{pick.held_out_claims} held out ({pick.held_out_items} items)")
    say(f"rule: {pick.rule}")
    if pick.threshold is None:
        say(f"no threshold picked: {pick.reason}")
    else:
        say(f"picked threshold: {pick.threshold:g}")
        _print_table(["group", "tuning (chosen on)", "held-out (report this)", "difference"],
                     [[("detection " if r.metric == "detection" else "false alarms ") + r.group,
                       format_rate(r.tuning_k, r.tuning_n, r.tuning_low, r.tuning_high),
                       format_rate(r.held_out_k, r.held_out_n, r.held_out_low,
                                   r.held_out_high),
                       "–" if math.isnan(r.difference) else f"{r.difference:+.3f}"]
                      for r in pick.table.itertuples(index=False)])
    warnings = plan_warnings(report.plan)
    args.payload = {"run": str(run.folder), "picked": pick.threshold, "rule": pick.rule,
                    "reason": pick.reason, "table": _records(pick.table),
                    "auc": _records(report.auc), "sample_size_warnings": warnings}
    say(f"sample sizes {report.plan_note}: {len(warnings)} group(s) too small for "
          f"±{args.halfwidth:g}")
    for line in warnings:
        say(f"  ! {line}")
    if not args.no_save:
        paths = save_threshold_sections(run, report)
        point = settle_operating_point(run.claims, grid=run.grid,
                                       fallback=(run.report_thresholds or [0.5])[0],
                                       max_false_alarm=args.max_false_alarm,
                                       max_control_false_alarm=control_limit)
        paths.append(save_operating_point(run.folder, point))
        _rerender(run.folder)
        say(f"operating point saved: {point.headline()}")
        args.payload["operating_point"] = point.to_json()
        say(f"sections saved: {', '.join(str(p) for p in paths)}")
    return 0


def _cascade(args: argparse.Namespace) -> int:
    from ..analysis.cascade import describe_routing, run_cascade
    from ..analysis.run_data import choose_threshold, load_run, same_items
    from ..report.decision_plots import figure_png, plot_cascade_frontier
    from ..report.decision_sections import cascade_section
    from ..report.folder import json_writer, table_writers, text_writer, write_run_folder
    from ..report.html import render_section_page
    from ..report.sections import save_section

    a, b = load_run(args.run_a), load_run(args.run_b)
    same_items(a, b, what="a cascade")
    args.judge_threshold, judge_note = choose_threshold(b, args.judge_threshold)
    print(f"B ({b.name}) decides at {judge_note}")
    listed = args.routing or a.report_thresholds
    result = run_cascade(a.claims, b.claims, judge_threshold=args.judge_threshold,
                         routing=sorted(set(a.grid) | set(listed)),
                         target_detection=args.target_detection,
                         on_lower_bound=args.on_lower_bound, list_at=listed,
                         a_name=a.name, b_name=b.name)
    if args.out:
        out = Path(args.out)
    else:
        from ..io_safety.paths import check_name, inside

        out = inside(a.folder.parent, a.folder.parent / check_name(
            f"cascade-{a.name}-{b.name}", what="cascade folder name"), what="cascade folder")
    chosen = result.choice.routing if result.choice else None
    png = figure_png(plot_cascade_frontier(result.frontier, chosen=chosen))
    section = cascade_section(result, show_routing=listed, plot_file="frontier.png", png=png)
    files = {
        "report.md": text_writer(f"# {section.title}\n\n{section.markdown}\n"),
        "frontier.png": lambda p: p.write_bytes(png),
        "cascade.json": json_writer({
            "run_a": str(a.folder), "run_b": str(b.folder), "suite": a.suite_name,
            "judge_threshold": args.judge_threshold, "target_detection": args.target_detection,
            "on_lower_bound": args.on_lower_bound, "listed_routing": listed,
            "rule": "A passes claims it supports at >= r; the rest go to B, caught when B's "
                    "support < judge_threshold"}),
        **table_writers("cascade_rates", result.rates),
        **table_writers("frontier", result.frontier),
        **table_writers("blind_spots", result.blind_spots),
    }
    files["report.html"] = text_writer(render_section_page(
        section, title=f"mutato cascade: {a.suite_name} {a.name} → {b.name}",
        byline=f"{a.folder} → {b.folder}"))
    write_run_folder(out, files)
    save_section(out, section)
    save_section(b.folder, replace(section, slug=f"cascade-{a.name}",
                                   title=f"Cascade: {a.name} routed to {b.name}"))
    _rerender(b.folder)  # the cascade appears in the second checker's run report too
    say(f"cascade {a.name} → {b.name} on {result.items} claims, B catches below "
          f"{args.judge_threshold:g}")
    frontier = result.frontier
    rows = frontier[frontier["routing"].isin(list(listed) + [math.inf]
                                             + ([chosen] if chosen is not None else []))]
    _print_table(["routing r", "B calls", "pooled detection", "false alarms (originals)",
                  "A blind spots"],
                 [[describe_routing(r.routing), f"{r.b_calls}/{r.items}",
                   f"{r.det_k}/{r.det_n} ({r.det_low:.2f}–{r.det_high:.2f})"
                   if r.det_n else "0/0", f"{r.fa_k}/{r.fa_n}",
                   int((result.blind_spots["routing"] == r.routing).sum())
                   if math.isfinite(r.routing) else 0]
                  for r in rows.itertuples(index=False)])
    status = 0
    if result.choice is not None:
        say(result.choice.message)
        if result.choice.routing is None:
            status = EXIT_FAILED
    say(f"cascade folder: {out}")
    return status


def _compare(args: argparse.Namespace) -> int:
    from ..analysis.compare import CHANGE_ORDER, compare_runs
    from ..analysis.run_data import choose_threshold, load_run, same_items
    from ..report.decision_sections import comparison_section
    from ..report.sections import save_section

    a, b = load_run(args.run_a), load_run(args.run_b)
    same_items(a, b, what="a paired comparison")
    _warn_changes([a, b], expected={"checker"})
    threshold_a, note_a = choose_threshold(a, _first(args.threshold_a, args.threshold))
    threshold_b, note_b = choose_threshold(b, _first(args.threshold_b, args.threshold))
    result = compare_runs(a.claims, b.claims, threshold=threshold_a, b_threshold=threshold_b,
                          a_name=a.name, b_name=b.name)
    note = note_b if threshold_a == threshold_b and note_a == note_b else \
        f"{note_a} for {a.name}, {note_b} for {b.name}"
    say(f"{b.name} against {a.name} at {note}")
    _print_table(["group", "paired", f"A {a.name}", f"B {b.name}", "A only", "B only", "errors",
                  "p (exact McNemar)"],
                 [[r.group, r.paired, f"{r.a_k}/{r.paired}", f"{r.b_k}/{r.paired}", r.a_only,
                   r.b_only, r.errors, f"{r.p_value:.3g}"]
                  for r in result.table.itertuples(index=False)])
    say("(detection: A only = newly missed by B, B only = newly caught by B; "
          "false alarms: B only = new false alarms)")
    for change in CHANGE_ORDER:
        part = result.changes[result.changes["change"].eq(change)]
        if part.empty:
            continue
        say(f"{change} ({len(part)}):")
        for r in part.head(40).itertuples(index=False):
            say(f"  {r.item_id}  {a.name} {plain_value(r.a_score)} → {b.name} "
                  f"{plain_value(r.b_score)}  {r.text}")
    args.payload = {"a": str(a.folder), "b": str(b.folder), "threshold_a": threshold_a,
                    "threshold_b": threshold_b, "table": _records(result.table),
                    "changes": _records(result.changes)}
    path = save_section(b.folder, comparison_section(result, threshold_note=note))
    _rerender(b.folder)
    say(f"section saved: {path}")
    return 0


def _answers(args: argparse.Namespace) -> int:
    from ..analysis.answers import answers_at, summarize_answers
    from ..analysis.run_data import check_threshold, load_run, load_run_suite
    from ..analysis.stats import format_rate
    from ..errors import MutatoError
    from ..report.decision_sections import answers_section
    from ..report.sections import save_section

    run = load_run(args.run)
    suite = load_run_suite(run, args.suite)
    if not suite.answers:
        raise MutatoError(f"suite {suite.name!r} has no answers; add an `answers:` list (id, "
                          "claims, optional question and refusal) to the suite file")
    if args.threshold:
        thresholds = sorted(set(args.threshold))
        print(f"at threshold(s) {', '.join(f'{t:g}' for t in thresholds)} (given)")
    else:
        point = run.operating_point
        thresholds = [point.threshold]
        print(f"at {point.note()}; pass --threshold to choose others")
    for t in thresholds:
        check_threshold(t)
    rows = []
    for t in thresholds:
        s = summarize_answers(answers_at(suite.answers, run.claims, threshold=t))
        u = s.unsupported
        rows.append([f"{t:g}", s.answers, s.refusals, s.errors, s.macro_mean, s.micro_mean,
                     format_rate(u.k, u.n, u.low, u.high)])
    _print_table(["threshold", "answers", "refusals", "errors", "macro mean", "micro mean",
                  "unsupported-answer rate"], rows)
    path = save_section(run.folder, answers_section(suite.answers, run.claims,
                                                    thresholds=thresholds))
    _rerender(run.folder)
    say(f"section saved: {path}")
    return 0


def _gate(args: argparse.Namespace) -> int:
    from ..analysis.gate import (
        MAX_FALSE_ALARM,
        MIN_DETECTION,
        junit_xml,
        parse_check,
        run_gate,
        unknown_groups,
    )
    from ..analysis.run_data import choose_threshold, load_run
    from ..io_safety.files import write_text_atomic
    from ..report.decision_sections import gate_section
    from ..report.sections import save_section
    from .config import find_config

    if not args.min_detection and not args.max_false_alarm:   # targets from mutato.toml
        settings = find_config().table("gate")
        args.min_detection = [str(s) for s in settings.get("min_detection", [])]
        args.max_false_alarm = [str(s) for s in settings.get("max_false_alarm", [])]
        if args.threshold is None and "threshold" in settings:
            args.threshold = float(settings["threshold"])
    checks = [parse_check(MIN_DETECTION, s) for s in args.min_detection] + \
             [parse_check(MAX_FALSE_ALARM, s) for s in args.max_false_alarm]
    run = load_run(args.run)
    unknown_groups(run.claims, checks)
    threshold, note = choose_threshold(run, args.threshold)
    result = run_gate(run.claims, checks, threshold=threshold, threshold_note=note,
                      manifest=run.manifest, allow_ungated=args.allow_ungated)
    say(f"gate on {run.label} at {note}")
    for item in result.results:
        say(f"  {item.reason}")
    args.payload = {"run": str(run.folder), "threshold": threshold, "passed": result.passed,
                    "checks": [{"check": r.check.name, "passed": r.passed, "k": r.k, "n": r.n,
                                "bound": r.bound, "errors": r.errors, "reason": r.reason}
                               for r in result.results]}
    if args.junit:
        write_text_atomic(Path(args.junit),
                          junit_xml(result, suite=run.suite_name or "suite", run=run.name))
        say(f"junit: {args.junit}")
    if not args.no_save:
        save_section(run.folder, gate_section(result))
        _rerender(run.folder)
    if result.passed:
        say(f"gate PASSED ({len(result.results)} checks)")
        return 0
    say(f"gate FAILED: {len(result.failures)} of {len(result.results)} checks")
    return EXIT_FAILED


def _hardcases(args: argparse.Namespace) -> int:
    from ..analysis.hard_cases import FALSE_ALARM, MISSED_FAULT, hard_cases, write_hard_cases
    from ..analysis.run_data import choose_threshold, load_run, load_run_suite

    run = load_run(args.run)
    threshold, note = choose_threshold(run, args.threshold)
    cases = hard_cases(run.claims, load_run_suite(run, args.suite), threshold=threshold,
                       run_label=run.label)
    if args.out:
        out = Path(args.out)
    else:
        from ..io_safety.paths import check_name, inside

        suite_name = check_name(run.suite_name or "suite", what="the manifest's suite name")
        out = inside(run.folder.parent, run.folder.parent / check_name(
            f"{suite_name}-{run.name}.hard-cases.jsonl", what="hard-case file name"),
            what="hard-case file")
    write_hard_cases(cases, out)
    kinds = [c.kind for c in cases.cases]
    args.payload = {"run": str(run.folder), "threshold": threshold, "suite": str(out),
                    "missed_faults": kinds.count(MISSED_FAULT),
                    "false_alarms": kinds.count(FALSE_ALARM), "by_group": cases.by_group}
    say(f"hard cases of {run.label} at {note}: {kinds.count(MISSED_FAULT)} missed fault(s), "
          f"{kinds.count(FALSE_ALARM)} false alarm(s)")
    for group, count in sorted(cases.by_group.items()):
        say(f"  {group}: {count}")
    if cases.unlabeled_faults:
        say(f"  {cases.unlabeled_faults} missed fault(s) are unlabeled: counted as assumed "
              "faults here and marked review=unlabeled in the file")
    if cases.errors:
        say(f"  {cases.errors} item(s) in an error state left out (neither caught nor passed)")
    say(f"suite: {out}")
    say(f"re-run: mutato run {out} --checker CHECKER --no-mutants")
    return 0


def _drift(args: argparse.Namespace) -> int:
    from ..analysis.drift import (
        CRITICAL,
        WARNING,
        chronological,
        drift,
        read_history_csv,
        run_point,
    )
    from ..analysis.run_data import choose_threshold, load_run, load_run_suite
    from ..errors import MutatoError
    from ..report.decision_sections import drift_section
    from ..report.sections import save_section

    if not args.runs and not args.history:
        raise MutatoError("drift needs run folders (oldest first) and/or --history CSV")
    points = read_history_csv(args.history, metric=args.metric) if args.history else []
    given = [load_run(path) for path in args.runs]
    runs = chronological(given)
    if any(r is not g for r, g in zip(runs, given, strict=True)):
        print("runs ordered by their run time (manifest 'created'), not the order given")
    suites = {r.suite_name for r in runs}
    if len(suites) > 1:
        raise MutatoError(f"drift compares runs of one suite, got suites {sorted(suites)}")
    threshold = None
    if runs:
        _warn_changes(runs)
        threshold, note = choose_threshold(runs[-1], args.threshold)
        say(f"{args.metric} at {note}")
        answers = None
        if args.metric == "unsupported_answer_rate":
            answers = load_run_suite(runs[-1]).answers
        from_runs = [run_point(r, metric=args.metric, threshold=threshold, answers=answers)
                     for r in runs]
        if len({p.label for p in from_runs}) < len(from_runs):   # same run name: show paths
            from_runs = [replace(p, label=p.source) for p in from_runs]
        points += from_runs
    result = drift(points, metric=args.metric, threshold=threshold, window=args.window,
                   warning=args.warning, critical=args.critical)
    say(f"watching {result.watched}")
    args.payload = {"metric": args.metric, "threshold": threshold,
                    "points": [{"label": p.label, "k": p.k, "n": p.n, "value": p.value,
                                "watched": p.watched} for p in result.points],
                    "alarm": None if result.alarm is None else result.alarm.message()}
    _print_table(["run", "k/n", args.metric, "watched"],
                 [[p.label, f"{p.k}/{p.n}" if p.n is not None else "", p.value, p.watched]
                  for p in result.points])
    if runs and not args.no_save:
        save_section(runs[-1].folder, drift_section(result))
        _rerender(runs[-1].folder)
    if result.alarm is None:
        say(f"no verdict: {len(points)} value(s), the alarm needs window + 1 = "
              f"{args.window + 1}")
        return 0
    say(result.alarm.message())
    failing = {CRITICAL} if args.fail_on == "critical" else {WARNING, CRITICAL}
    return EXIT_DRIFT if result.alarm.level in failing else 0
