"""The ``mutato`` command line: thin wrappers over the library, one function per verb.

>>> main(["list", "mutators"])  # doctest: +ELLIPSIS +NORMALIZE_WHITESPACE
name                 kind     fault type           description
added_fact           fault    added_fact           Add a detail that no window of ...
...
synonym              control  control              Replace a word or phrase with a ...
0
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import __version__
from ..errors import EXIT_USAGE, MutatoError, UsageError
from ..io_safety.terminal import shown
from ..options import OptionSpec
from ..suite.loading import bundled_suites
from .exits import explain, show_warnings_plainly


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    parser = _parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    args.argv = argv
    show_warnings_plainly()
    if not hasattr(args, "handler"):
        parser.print_help()
        return 2
    try:
        if getattr(args, "json", False) or getattr(args, "quiet", False):
            return _run_captured(args)
        return int(args.handler(args) or 0)
    except UsageError as exc:
        print(f"mutato: usage error: {shown(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except MutatoError as exc:
        print(f"mutato: error: {shown(exc)}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `mutato compare ... | head`: the reader left, nothing to report
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("mutato: interrupted; every score already stored is kept, re-run to resume.",
              file=sys.stderr)
        return 130
    except (Exception, SystemExit) as exc:  # one clear message, never a traceback
        if os.environ.get("MUTATO_DEBUG") == "1" and not isinstance(exc, MutatoError):
            raise
        message, code = explain(exc)
        print(f"mutato: error: {shown(message)}", file=sys.stderr)
        return code


def _run_captured(args: argparse.Namespace) -> int:
    """Run a verb with its text output held back: ``--quiet`` drops it, ``--json`` prints one
    JSON object instead (the verb's ``args.payload`` when it sets one, else its lines)."""
    import contextlib
    import io
    import json

    buffer = io.StringIO()
    args.payload = None
    with contextlib.redirect_stdout(buffer):
        code = int(args.handler(args) or 0)
    if args.json:
        payload = args.payload if args.payload is not None else {
            "output": buffer.getvalue().splitlines()}
        print(json.dumps({"command": args.argv[0] if args.argv else None, "exit_code": code,
                          **payload}, indent=2, default=str, ensure_ascii=False))
    return code


def _add_output_flags(parser: argparse.ArgumentParser) -> None:
    """--quiet, --verbose and --json, on every verb."""
    group = parser.add_argument_group("output")
    loudness = group.add_mutually_exclusive_group()
    loudness.add_argument("--quiet", "-q", action="store_true",
                          help="print nothing but errors and warnings; the exit code says it")
    loudness.add_argument("--verbose", "-v", action="store_true",
                          help="also say where scores are stored and what the gate checked")
    group.add_argument("--json", action="store_true",
                       help="print one JSON object instead of text, for scripts")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mutato",
        description="Mutation testing for faithfulness checkers: inject known faults into "
                    "confirmed faithful claims and measure what a checker catches.")
    parser.add_argument("--version", action="version", version=f"mutato {__version__}")
    verbs = parser.add_subparsers(title="commands", metavar="COMMAND")

    run = verbs.add_parser("run", help="mutate a suite, score it with a checker, write a report")
    run.add_argument("suite", nargs="?",
                     help="suite file or folder, or a bundled suite name ("
                          + ", ".join(bundled_suites()) + "; default: `suite` in mutato.toml)")
    run.add_argument("--checker", "-c",
                     help="checker name (mutato list checkers; default: `checker` in "
                          "mutato.toml)")
    _add_checker_options(run)
    run.add_argument("--threshold", "-t", type=float, action="append", default=[],
                     help="threshold shown in the report table (repeatable); the CSVs hold "
                          "the whole grid")
    run.add_argument("--operating-threshold", type=float, metavar="T",
                     help="the threshold the report leads with and later verbs default to "
                          "(default: picked on half the claims, measured on the other)")
    run.add_argument("--out", help="output root (default: `out` in mutato.toml, else reports)")
    run.add_argument("--name", help="run name (default: the checker name; if that folder holds "
                                    "a run of another checker fingerprint, <checker>-<hash>)")
    run.add_argument("--force", action="store_true",
                     help="with no --name, replace the checker-name folder even when it holds "
                          "a run of another checker fingerprint")
    _add_mutation_options(run)
    run.add_argument("--no-mutants", action="store_true",
                     help="score only the suite's own claims, e.g. a hard-case suite written "
                          "by `mutato hardcases`")
    run.add_argument("--labels", help="labels file (default: beside the suite)")
    run.add_argument("--store", help="score store (default: <out>/scores.sqlite)")
    run.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    run.add_argument("--windows", choices=["auto", "all", "top-k"], default="auto",
                     help="which windows the checker scores: all, the top-k by a cheap BM25 "
                          "ranking (plus windows sharing a number or rare term), or auto: all "
                          "up to --exhaustive-up-to windows per context set, top-k above "
                          "(default: auto)")
    run.add_argument("--top-k", type=int, default=8, metavar="K",
                     help="windows kept per claim by the ranking (default: 8)")
    run.add_argument("--exhaustive-up-to", type=int, default=40, metavar="N",
                     help="auto scores every window of context sets up to N windows "
                          "(default: 40, about 20 sentences)")
    run.add_argument("--engine", choices=["local", "ray"], default="local",
                     help="where pairs are scored: this process, or Ray model actors "
                          "(pip install 'mutato[ray]'; default: local)")
    run.add_argument("--ray-address", metavar="ADDRESS",
                     help="Ray cluster to join (e.g. auto, or ray://head:10001); default: "
                          "start a local Ray instance")
    run.add_argument("--actors", type=int, default=1, metavar="N",
                     help="Ray actors, each holding one copy of the checker (default: 1)")
    run.add_argument("--gpus-per-actor", type=float, default=0.0, metavar="G",
                     help="GPUs each Ray actor reserves (default: 0)")
    run.add_argument("--no-gate", action="store_true",
                     help="report even if the canaries say the checker is miswired (the "
                          "report carries a warning)")
    run.set_defaults(handler=_run)

    mutate = verbs.add_parser("mutate", help="write the mutants of a suite as JSONL")
    mutate.add_argument("suite")
    mutate.add_argument("--out", help="output file ('-' for stdout; default: "
                                      "reports/<suite>/mutants.jsonl)")
    _add_mutation_options(mutate)
    mutate.set_defaults(handler=_mutate)

    show = verbs.add_parser("show", help="print a mutant, its edit, its label and its scores; "
                                         "or a claim and its mutants")
    show.add_argument("mutant_id", help="a mutant id, or an original claim's id")
    show.add_argument("--root", default="reports", help="where runs are (default: reports)")
    show.add_argument("--suite", help="suite file, to find the labels")
    show.set_defaults(handler=_show)

    report = verbs.add_parser("report", help="re-read the labels and re-render a run's "
                                             "report.md and report.html")
    report.add_argument("run", help="run folder (reports/<suite>/<run name>)")
    report.set_defaults(handler=_report)

    listing = verbs.add_parser("list", help="list mutators, checkers or bundled suites")
    listing.add_argument("what", choices=["mutators", "checkers", "suites"])
    listing.set_defaults(handler=_list)

    init = verbs.add_parser("init", help="write a template suite.yaml and mutato.toml")
    init.add_argument("folder", nargs="?", default=".", help="where (default: here)")
    init.set_defaults(handler=_init)

    labels = verbs.add_parser("labels", help="export or import labels: a CSV sheet or Label "
                                             "Studio tasks")
    label_verbs = labels.add_subparsers(title="label commands", metavar="ACTION")
    export = label_verbs.add_parser("export", help="write a review sheet of every mutant")
    export.add_argument("suite")
    export.add_argument("--out", help="CSV path (default: stdout), or tasks.json for Label Studio")
    _add_mutation_options(export)
    _add_sheet_options(export)
    export.set_defaults(handler=_labels_export)
    imp = label_verbs.add_parser("import", help="merge a filled review sheet into the labels")
    imp.add_argument("suite")
    imp.add_argument("csv", help="the filled sheet (.csv) or Label Studio's JSON export (.json)")
    _add_mutation_options(imp)
    _add_sheet_options(imp)
    imp.set_defaults(handler=_labels_import)

    from ..decomposition.decompose import add_decompose_command
    from .decisions import add_decision_commands
    from .review import add_review_commands

    add_decision_commands(verbs)
    add_review_commands(verbs)
    add_decompose_command(verbs)
    for verb in verbs.choices.values():
        _add_output_flags(verb)
    for verb in label_verbs.choices.values():
        _add_output_flags(verb)
    return parser


def _add_checker_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                        help="checker option, e.g. -o model=cross-encoder/nli-deberta-v3-base")


def _add_sheet_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--labels", help="labels file (default: beside the suite)")
    parser.add_argument("--reviewer", help="whose rulings (default: the unnamed reviewer)")
    parser.add_argument("--format", choices=["csv", "label-studio"],
                        help="default: label-studio for a .json file, else csv")


def _add_mutation_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="mutation seed (default: 0)")
    parser.add_argument("--mutator", "-m", action="append", dest="mutators",
                        help="only this mutator (repeatable; default: all)")
    parser.add_argument("--mutator-option", "-M", action="append", default=[],
                        dest="mutator_options", metavar="MUTATOR.KEY=VALUE",
                        help="mutator option, e.g. -M number_swap.max_factor=3 (repeatable)")


# ----------------------------------------------------------------------------- handlers


#: Checkers that load model weights when built; the others start at once and say nothing.
MODEL_CHECKERS = frozenset({"embedding", "nli", "hf"})


def _run(args: argparse.Namespace) -> int:
    from ..checkers import build_checker, parse_options
    from ..mutation.registry import parse_mutator_options
    from ..run import RunConfig, run_suite
    from ..scoring.selection import WindowSelection
    from .config import find_config

    if args.no_mutants and args.mutators:
        raise MutatoError("--no-mutants and --mutator contradict each other; pass one")
    config_file = find_config()
    args.suite = args.suite or config_file.get("suite")
    args.checker = args.checker or config_file.get("checker")
    for flag, value, key in (("SUITE", args.suite, "suite"), ("--checker", args.checker,
                                                                "checker")):
        if not value:
            raise MutatoError(f"mutato run needs {flag}: pass it, or set `{key} = ...` in "
                              "mutato.toml (or [tool.mutato] in pyproject.toml)")
    options = {**config_file.checker_options(args.checker), **parse_options(args.option)}
    args.threshold = args.threshold or [float(t) for t in config_file.get("thresholds", [])]
    if args.operating_threshold is None:
        args.operating_threshold = config_file.get("operating_threshold")
    args.out = args.out or config_file.get("out") or "reports"
    loud = not (args.quiet or args.json)
    if loud and args.checker in MODEL_CHECKERS:  # say what happens while weights load
        model = options.get("model")
        print(f"loading checker {args.checker}" + (f" (model {model})" if model else "")
              + " ...", file=sys.stderr, flush=True)
    checker = build_checker(args.checker, options)
    config = RunConfig(suite=args.suite, checker=args.checker,
                       options=options, thresholds=args.threshold,
                       out=args.out, name=args.name, seed=args.seed,
                       mutators=[] if args.no_mutants else args.mutators,
                       mutator_options=parse_mutator_options(args.mutator_options),
                       labels=args.labels, store=args.store,
                       progress=loud and not args.no_progress,
                       gate=not args.no_gate, operating_threshold=args.operating_threshold,
                       force=args.force, command=shown_command(args.argv),
                       windows=WindowSelection(mode=args.windows, k=args.top_k,
                                               exhaustive_up_to=args.exhaustive_up_to),
                       engine=args.engine, ray_address=args.ray_address, actors=args.actors,
                       gpus_per_actor=args.gpus_per_actor)
    result = run_suite(config, checker=checker)
    if result.kept is not None:
        print(f"note: {result.kept} holds a run of another checker fingerprint; this run is "
              f"{result.folder.name} (pass --name to choose, --force to replace it)")
    from ..report.terminal import run_summary

    stats = result.score.stats
    print(f"scored {stats.distinct_pairs} distinct pairs: {stats.reused} reused from the store, "
          f"{stats.scored} new, {stats.errors} errors ({stats.seconds:.1f}s)")
    if stats.items_selected:
        print(f"window selection: {stats.items_selected} claims scored on their top-"
              f"{config.windows.k} windows (+ windows sharing a number or rare term): "
              f"{stats.pairs} pairs instead of {stats.pairs_exhaustive}")
    if args.verbose:
        scoring, gate = result.manifest.scoring, result.manifest.validity_gate
        print(f"checker key {result.score.checker_key}; "
              f"store {None if scoring is None else scoring.store}")
        print(f"validity gate: {None if gate is None else gate.to_json()}")
    if result.operating_point is not None:
        print()
        print(run_summary(result.rates, result.operating_point, result.folder))
    print(f"report: {result.folder / 'report.md'}")
    args.payload = run_payload(result)
    return 0


def run_payload(result) -> dict:
    """What ``mutato run --json`` prints: where the reports are, the operating point, the
    scoring counts and the rates at the operating threshold."""
    point = result.operating_point
    at = result.rates[(result.rates["basis"] == "adjusted")
                      & ((result.rates["threshold"] - point.threshold).abs() < 1e-9)]
    return {"folder": str(result.folder), "report_md": str(result.folder / "report.md"),
            "report_html": str(result.folder / "report.html"),
            "operating_point": point.to_json(), "scoring": result.manifest.scoring.to_json(),
            "rates": [{k: (None if isinstance(v, float) and v != v else v)
                       for k, v in row.items()}
                      for row in at[["group", "metric", "k", "n", "errors", "rate", "low",
                                     "high"]].to_dict("records")]}


def shown_command(argv: Sequence[str]) -> str:
    """The command line as a report records it, with secret-looking option values hidden.

    >>> shown_command(["run", "s.yaml", "-o", "api_key=abc", "-o", "model=m"])
    'mutato run s.yaml -o api_key=REDACTED -o model=m'
    """
    import re
    import shlex

    secret = re.compile(r"^([^=]*(key|token|secret|password|auth)[^=]*)=.*$", re.IGNORECASE)
    shown = [secret.sub(r"\1=REDACTED", a) for a in argv]
    return "mutato " + shlex.join(shown)


def _mutate(args: argparse.Namespace) -> int:
    from ..io_safety.run_folder import json_writer
    from ..manifest import Manifest, SuiteRecord, file_digest, nlp_pipeline
    from ..mutation.mutants import generate_mutants, iter_mutant_lines, write_mutants
    from ..mutation.registry import parse_mutator_options
    from ..suite.loading import load_suite

    suite = load_suite(args.suite)
    if args.out:
        path = Path(args.out)
    else:
        from ..io_safety.paths import check_name, inside

        path = inside("reports", Path("reports") / check_name(suite.name, what="suite name")
                      / "mutants.jsonl", what="mutants file")
    cache = None if args.out == "-" else path.with_name("parses.sqlite")
    options = parse_mutator_options(args.mutator_options)
    mutants = generate_mutants(suite, mutators=args.mutators, options=options, seed=args.seed,
                               parse_cache=cache, mutant_cache=None if cache is None else
                               path.with_name("mutants.cache.sqlite"))
    if args.out == "-":
        for line in iter_mutant_lines(mutants):
            print(line)
        return 0
    write_mutants(mutants, path)
    manifest = Manifest(
        command=shown_command(args.argv),
        suite=SuiteRecord(name=suite.name, path=suite.source, sha256=file_digest(suite.source),
                          claims=len(suite.claims), originals=len(suite.originals)),
        seed=args.seed, nlp_pipeline=nlp_pipeline(),
        extra={"mutator_options": options} if options else {})
    json_writer(manifest.to_json())(path.with_name("mutants.manifest.json"))
    counts: dict[str, int] = {}
    for mutant in mutants:
        counts[mutant.mutator] = counts.get(mutant.mutator, 0) + 1
    print(f"{len(mutants)} mutants of {len(suite.originals)} claims -> {path}")
    for name, count in sorted(counts.items()):
        print(f"  {name:20s} {count}")
    return 0


def _show(args: argparse.Namespace) -> int:
    from ..errors import UnknownNameError
    from ..io_safety.terminal import say
    from .lookup import find_claim, find_item

    try:
        found = find_item(args.mutant_id, root=args.root, suite_path=args.suite)
    except UnknownNameError:
        claim = find_claim(args.mutant_id, root=args.root, suite_path=args.suite)
        if claim is None:
            raise
        from .review import print_claim

        return print_claim(claim)
    mutant = found.mutant
    say(f"mutant    {mutant.id}")
    say(f"mutator   {mutant.mutator} v{mutant.mutator_version} ({mutant.kind}, "
          f"fault type {mutant.fault_type})")
    say(f"original  {mutant.marked_original()}")
    say(f"mutant    {mutant.marked()}")
    if mutant.note:
        say(f"edit      {mutant.note}")
    label = found.label
    if label is not None:
        ruling = label.value + (f": {label.reason}" if label.reason else "")
    else:
        ruling = ("unlabeled (counted as an assumed fault)" if mutant.kind == "fault"
                  else "unlabeled")
    say(f"label     {ruling}")
    if not found.scores:
        say("scores    none yet (run `mutato run` on its suite)")
    for score in found.scores:
        value = "error" if score["best_score"] is None else f"{score['best_score']:.3f}"
        if score["best_window"] is None:
            where = "no premise could be scored"
        else:
            where = f"best window {score['best_window']}: {score['best_premise']}"
        say(f"score     {value:>6}  {score['run']}  {where}"
              + (f"  ({score['errors']} errors)" if score["errors"] else ""))
        if score["diagnosis"]:
            print(f"          {score['diagnosis']}")
    return 0


def _report(args: argparse.Namespace) -> int:
    from ..decide.run_sections import add_run_sections
    from ..report.render import render_run_folder
    from .relabel import refresh_labels

    refresh = refresh_labels(args.run)
    print(refresh.message)
    if refresh.changed:  # the sections computed from labels at run time are redone first
        add_run_sections(args.run)
    written = render_run_folder(args.run)
    for path in written:
        print(path)
    return 0


def _init(args: argparse.Namespace) -> int:
    from .init_project import init_project

    for path in init_project(args.folder):
        print(f"wrote {path}")
    print(f"next: cd {args.folder} && mutato run")
    return 0


def _list(args: argparse.Namespace) -> int:
    if args.what == "suites":
        from ..suite.loading import load_suite

        rows = []
        for name in bundled_suites():
            suite = load_suite(name)
            rows.append({"name": name, "claims": len(suite.claims), "path": suite.source})
            print(f"{name:12s} {len(suite.claims):4d} claims  {suite.source}")
        args.payload = {"suites": rows}
        return 0
    if args.what == "mutators":
        from ..mutation.registry import load_mutators, mutator_options

        print(f"{'name':20s} {'kind':8s} {'fault type':20s} description")
        specs = list(load_mutators().values())
        for spec in specs:
            print(f"{spec.name:20s} {spec.kind:8s} {spec.fault_type:20s} {spec.description}")
            _print_options(mutator_options(spec))
        args.payload = {"mutators": [{"name": s.name, "kind": s.kind, "fault_type": s.fault_type,
                                      "description": s.description,
                                      "options": [o.name for o in mutator_options(s)]}
                                     for s in specs]}
        return 0
    from ..checkers import checker_class, checker_names, checker_options, describe

    listed: list[dict] = []
    args.payload = {"checkers": listed}
    for name in checker_names():
        try:
            cls = checker_class(name)
        except (ImportError, AttributeError) as exc:
            print(f"{name:10s} (unavailable: {exc})")
            continue
        print(f"{name:10s} {describe(cls)}")
        listed.append({"name": name, "description": describe(cls),
                       "options": [o.name for o in checker_options(cls)]})
        _print_options(checker_options(cls))
    return 0


def _print_options(options: list[OptionSpec]) -> None:
    for option in options:
        default = "required" if option.required else f"default {option.default!r}"
        kind = getattr(option.type, "__name__", str(option.type))
        print(f"    {option.name} ({kind}, {default})")


def _labels_export(args: argparse.Namespace) -> int:
    from .review import labels_export

    return labels_export(args)


def _labels_import(args: argparse.Namespace) -> int:
    from .review import labels_import

    return labels_import(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
