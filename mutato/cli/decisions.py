"""CLI verbs that turn stored runs into decisions: pick, cascade, compare, answers, gate, drift,
and hardcases (the claims a run got wrong, as a suite).

``add_decision_commands`` is called by ``mutato.cli.main`` to register them. Each handler parses
its options, calls its verb in :mod:`mutato.decide` (which loads, analyses and attaches the
sections), renders the run it attached to once (:func:`_render`) and prints what it returns.
Every verb reads run folders written by ``mutato run``; none calls a checker.

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
import sys
from collections.abc import Sequence

from ..analysis.run_data import RunData
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


def _warn_changes(changes: Sequence, *, expected: frozenset[str] | set[str] = frozenset()
                  ) -> None:
    """Print a warning for every checker or suite change between consecutive runs; changes
    the verb expects (a comparison of two checkers) are printed as a note."""
    for change in changes:
        prefix = "note" if change.what in expected else "warning"
        print(f"{prefix}: {change.message()}", file=sys.stderr)


# ----------------------------------------------------------------------------- handlers


def _render(run: RunData | None) -> None:
    """Render ``run``'s report.md and report.html once from the tables it holds (after a verb
    attached its sections; nothing when it attached none)."""
    if run is not None:
        from ..report.render import stored_run_view, write_reports

        write_reports(stored_run_view(run))


def _pick(args: argparse.Namespace) -> int:
    from ..analysis.operating_point import (
        DEFAULT_MAX_CONTROL_FALSE_ALARM,
        DEFAULT_MAX_FALSE_ALARM,
    )
    from ..analysis.stats import format_rate
    from ..decide.pick import pick
    from ..schema import DETECTION
    from .config import find_config

    settings = find_config().table("pick")
    if args.max_false_alarm is None:
        args.max_false_alarm = float(settings.get("max_false_alarm", DEFAULT_MAX_FALSE_ALARM))
    if args.max_control_false_alarm is None:
        args.max_control_false_alarm = float(settings.get("max_control_false_alarm",
                                                          DEFAULT_MAX_CONTROL_FALSE_ALARM))
    control_limit = None if args.max_control_false_alarm < 0 else args.max_control_false_alarm
    outcome = pick(args.run, max_false_alarm=args.max_false_alarm,
                   max_control_false_alarm=control_limit, halfwidth=args.halfwidth,
                   save=not args.no_save)
    _render(outcome.attached)
    run, report = outcome.run, outcome.report
    say(f"run {run.label}: {len(run.claims)} items")
    say("ROC AUC (fault mutants against originals; faults on the low-support side):")
    _print_table(["group", "faults", "originals", "AUC"],
                 [[r.group, r.positives, r.negatives, r.auc]
                  for r in report.auc.itertuples(index=False)])
    chosen = report.pick
    say(f"split by claim id: {chosen.tuning_claims} claims tune ({chosen.tuning_items} items), "
        f"{chosen.held_out_claims} held out ({chosen.held_out_items} items)")
    say(f"rule: {chosen.rule}")
    if chosen.threshold is None:
        say(f"no threshold picked: {chosen.reason}")
    else:
        say(f"picked threshold: {chosen.threshold:g}")
        _print_table(["group", "tuning (chosen on)", "held-out (report this)", "difference"],
                     [[("detection " if r.metric == DETECTION else "false alarms ") + r.group,
                       format_rate(r.tuning_k, r.tuning_n, r.tuning_low, r.tuning_high),
                       format_rate(r.held_out_k, r.held_out_n, r.held_out_low,
                                   r.held_out_high),
                       "–" if math.isnan(r.difference) else f"{r.difference:+.3f}"]
                      for r in chosen.table.itertuples(index=False)])
    args.payload = {"run": str(run.folder), "picked": chosen.threshold, "rule": chosen.rule,
                    "reason": chosen.reason, "table": _records(chosen.table),
                    "auc": _records(report.auc), "sample_size_warnings": outcome.warnings}
    say(f"sample sizes {report.plan_note}: {len(outcome.warnings)} group(s) too small for "
        f"±{args.halfwidth:g}")
    for line in outcome.warnings:
        say(f"  ! {line}")
    if outcome.point is not None:
        say(f"operating point saved: {outcome.point.headline()}")
        args.payload["operating_point"] = outcome.point.to_json()
        say(f"sections saved: {', '.join(str(p) for p in outcome.saved)}")
    return 0


def _cascade(args: argparse.Namespace) -> int:
    from ..analysis.cascade import describe_routing
    from ..decide.cascade import cascade
    from ..report.html import render_section_page

    outcome = cascade(args.run_a, args.run_b, judge_threshold=args.judge_threshold,
                      target_detection=args.target_detection,
                      on_lower_bound=args.on_lower_bound, routing=args.routing, out=args.out,
                      render_page=render_section_page)
    _render(outcome.attached)
    a, b, result, chosen = outcome.a, outcome.b, outcome.result, outcome.chosen
    print(f"B ({b.name}) decides at {outcome.judge_note}")
    say(f"cascade {a.name} → {b.name} on {result.items} claims, B catches below "
        f"{outcome.judge_threshold:g}")
    frontier = result.frontier
    rows = frontier[frontier["routing"].isin(list(outcome.listed) + [math.inf]
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
    say(f"cascade folder: {outcome.folder}")
    return status


def _compare(args: argparse.Namespace) -> int:
    from ..analysis.compare import CHANGE_ORDER
    from ..decide.compare import compare

    outcome = compare(args.run_a, args.run_b, threshold=args.threshold,
                      threshold_a=args.threshold_a, threshold_b=args.threshold_b)
    _render(outcome.attached)
    a, b, result = outcome.a, outcome.b, outcome.result
    _warn_changes(outcome.changes, expected={"checker"})
    say(f"{b.name} against {a.name} at {outcome.note}")
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
    args.payload = {"a": str(a.folder), "b": str(b.folder), "threshold_a": outcome.threshold_a,
                    "threshold_b": outcome.threshold_b, "table": _records(result.table),
                    "changes": _records(result.changes)}
    say(f"section saved: {outcome.saved}")
    return 0


def _answers(args: argparse.Namespace) -> int:
    from ..analysis.stats import format_rate
    from ..decide.answers import answers

    outcome = answers(args.run, thresholds=args.threshold, suite=args.suite)
    _render(outcome.attached)
    print(outcome.note)
    rows = []
    for t, s in outcome.summaries.items():
        u = s.unsupported
        rows.append([f"{t:g}", s.answers, s.refusals, s.errors, s.macro_mean, s.micro_mean,
                     format_rate(u.k, u.n, u.low, u.high)])
    _print_table(["threshold", "answers", "refusals", "errors", "macro mean", "micro mean",
                  "unsupported-answer rate"], rows)
    say(f"section saved: {outcome.saved}")
    return 0


def _gate(args: argparse.Namespace) -> int:
    from ..decide.gate import gate
    from .config import find_config

    if not args.min_detection and not args.max_false_alarm:   # targets from mutato.toml
        settings = find_config().table("gate")
        args.min_detection = [str(s) for s in settings.get("min_detection", [])]
        args.max_false_alarm = [str(s) for s in settings.get("max_false_alarm", [])]
        if args.threshold is None and "threshold" in settings:
            args.threshold = float(settings["threshold"])
    outcome = gate(args.run, min_detection=args.min_detection,
                   max_false_alarm=args.max_false_alarm, threshold=args.threshold,
                   allow_ungated=args.allow_ungated, junit=args.junit, save=not args.no_save)
    _render(outcome.attached)
    run, result = outcome.run, outcome.result
    say(f"gate on {run.label} at {outcome.note}")
    for item in result.results:
        say(f"  {item.reason}")
    args.payload = {"run": str(run.folder), "threshold": outcome.threshold,
                    "passed": result.passed,
                    "checks": [{"check": r.check.name, "passed": r.passed, "k": r.k, "n": r.n,
                                "bound": r.bound, "errors": r.errors, "reason": r.reason}
                               for r in result.results]}
    if args.junit:
        say(f"junit: {args.junit}")
    if result.passed:
        say(f"gate PASSED ({len(result.results)} checks)")
        return 0
    say(f"gate FAILED: {len(result.failures)} of {len(result.results)} checks")
    return EXIT_FAILED


def _hardcases(args: argparse.Namespace) -> int:
    from ..analysis.hard_cases import FALSE_ALARM, MISSED_FAULT
    from ..decide.hardcases import hardcases

    outcome = hardcases(args.run, threshold=args.threshold, out=args.out, suite=args.suite)
    run, cases, out = outcome.run, outcome.cases, outcome.path
    kinds = [c.kind for c in cases.cases]
    args.payload = {"run": str(run.folder), "threshold": outcome.threshold, "suite": str(out),
                    "missed_faults": kinds.count(MISSED_FAULT),
                    "false_alarms": kinds.count(FALSE_ALARM), "by_group": cases.by_group}
    say(f"hard cases of {run.label} at {outcome.note}: {kinds.count(MISSED_FAULT)} missed "
        f"fault(s), {kinds.count(FALSE_ALARM)} false alarm(s)")
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
    from ..analysis.drift import CRITICAL, WARNING
    from ..decide.drift import drift

    outcome = drift(args.runs, history=args.history, metric=args.metric,
                    threshold=args.threshold, warning=args.warning, critical=args.critical,
                    window=args.window, save=not args.no_save)
    _render(outcome.attached)
    result = outcome.result
    if outcome.reordered:
        print("runs ordered by their run time (manifest 'created'), not the order given")
    if outcome.runs:
        _warn_changes(outcome.changes)
        say(f"{args.metric} at {outcome.note}")
    say(f"watching {result.watched}")
    args.payload = {"metric": args.metric, "threshold": result.threshold,
                    "points": [{"label": p.label, "k": p.k, "n": p.n, "value": p.value,
                                "watched": p.watched} for p in result.points],
                    "alarm": None if result.alarm is None else result.alarm.message()}
    _print_table(["run", "k/n", args.metric, "watched"],
                 [[p.label, f"{p.k}/{p.n}" if p.n is not None else "", p.value, p.watched]
                  for p in result.points])
    if result.alarm is None:
        say(f"no verdict: {len(result.points)} value(s), the alarm needs window + 1 = "
            f"{args.window + 1}")
        return 0
    say(result.alarm.message())
    failing = {CRITICAL} if args.fail_on == "critical" else {WARNING, CRITICAL}
    return EXIT_DRIFT if result.alarm.level in failing else 0
