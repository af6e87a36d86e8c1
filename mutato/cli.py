"""The ``mutato`` command line: thin wrappers over the library, one function per verb.

>>> main(["list", "mutators"])  # doctest: +ELLIPSIS +NORMALIZE_WHITESPACE
name                 kind     fault type           description
contraction          control  control              Contract or expand a negation ...
...
0
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__
from .errors import MutatoError


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    parser = _parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "handler"):
        parser.print_help()
        return 2
    try:
        return int(args.handler(args) or 0)
    except MutatoError as exc:
        print(f"mutato: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `mutato compare ... | head`: the reader left, nothing to report
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("mutato: interrupted; every score already stored is kept, re-run to resume.",
              file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mutato",
        description="Mutation testing for faithfulness checkers: inject known faults into "
                    "confirmed faithful claims and measure what a checker catches.")
    parser.add_argument("--version", action="version", version=f"mutato {__version__}")
    verbs = parser.add_subparsers(title="commands", metavar="COMMAND")

    run = verbs.add_parser("run", help="mutate a suite, score it with a checker, write a report")
    run.add_argument("suite", help="suite file or folder, or a bundled suite name (larkspur)")
    run.add_argument("--checker", "-c", required=True, help="checker name (mutato list checkers)")
    _add_checker_options(run)
    run.add_argument("--threshold", "-t", type=float, action="append", default=[],
                     help="threshold shown in the report table (repeatable); the CSVs hold "
                          "the whole grid")
    run.add_argument("--out", default="reports", help="output root (default: reports)")
    run.add_argument("--name", help="run name (default: the checker name)")
    _add_mutation_options(run)
    run.add_argument("--no-mutants", action="store_true",
                     help="score only the suite's own claims, e.g. a hard-case suite written "
                          "by `mutato hardcases`")
    run.add_argument("--labels", help="labels file (default: beside the suite)")
    run.add_argument("--store", help="score store (default: <out>/scores.sqlite)")
    run.add_argument("--no-progress", action="store_true", help="hide the progress bar")
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

    show = verbs.add_parser("show", help="print a mutant, its edit, its label and its scores")
    show.add_argument("mutant_id")
    show.add_argument("--root", default="reports", help="where runs are (default: reports)")
    show.add_argument("--suite", help="suite file, to find the labels")
    show.set_defaults(handler=_show)

    report = verbs.add_parser("report", help="re-render a run's report.md and report.html "
                                             "(after analyses saved sections into it)")
    report.add_argument("run", help="run folder (reports/<suite>/<run name>)")
    report.set_defaults(handler=_report)

    listing = verbs.add_parser("list", help="list mutators or checkers")
    listing.add_argument("what", choices=["mutators", "checkers"])
    listing.set_defaults(handler=_list)

    labels = verbs.add_parser("labels", help="export or import labels as CSV for review")
    label_verbs = labels.add_subparsers(title="label commands", metavar="ACTION")
    export = label_verbs.add_parser("export", help="write a review sheet of every mutant")
    export.add_argument("suite")
    export.add_argument("--out", help="CSV path (default: stdout)")
    _add_mutation_options(export)
    export.add_argument("--labels", help="labels file (default: beside the suite)")
    export.set_defaults(handler=_labels_export)
    imp = label_verbs.add_parser("import", help="merge a filled review sheet into the labels")
    imp.add_argument("suite")
    imp.add_argument("csv")
    _add_mutation_options(imp)
    imp.add_argument("--labels", help="labels file (default: beside the suite)")
    imp.set_defaults(handler=_labels_import)

    from .cli_decisions import add_decision_commands

    add_decision_commands(verbs)
    return parser


def _add_checker_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                        help="checker option, e.g. -o model=cross-encoder/nli-deberta-v3-base")


def _add_mutation_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="mutation seed (default: 0)")
    parser.add_argument("--mutator", "-m", action="append", dest="mutators",
                        help="only this mutator (repeatable; default: all)")


# ----------------------------------------------------------------------------- handlers


def _run(args: argparse.Namespace) -> int:
    from .checkers import parse_options
    from .run import RunConfig, run_suite

    if args.no_mutants and args.mutators:
        raise MutatoError("--no-mutants and --mutator contradict each other; pass one")
    config = RunConfig(suite=args.suite, checker=args.checker,
                       options=parse_options(args.option), thresholds=args.threshold,
                       out=args.out, name=args.name, seed=args.seed,
                       mutators=[] if args.no_mutants else args.mutators,
                       labels=args.labels, store=args.store, progress=not args.no_progress,
                       gate=not args.no_gate)
    result = run_suite(config)
    stats = result.score.stats
    print(f"scored {stats.distinct_pairs} distinct pairs: {stats.reused} reused from the store, "
          f"{stats.scored} new, {stats.errors} errors ({stats.seconds:.1f}s)")
    print(f"report: {result.folder / 'report.md'}")
    return 0


def _mutate(args: argparse.Namespace) -> int:
    from .mutants import generate_mutants, iter_mutant_lines, write_mutants
    from .report.folder import json_writer
    from .suite_loading import load_suite

    from .manifest import nlp_pipeline

    suite = load_suite(args.suite)
    path = Path(args.out) if args.out else Path("reports") / suite.name / "mutants.jsonl"
    cache = None if args.out == "-" else path.with_name("parses.sqlite")
    mutants = generate_mutants(suite, mutators=args.mutators, seed=args.seed, parse_cache=cache)
    if args.out == "-":
        for line in iter_mutant_lines(mutants):
            print(line)
        return 0
    write_mutants(mutants, path)
    json_writer({"suite": {"name": suite.name, "path": suite.source}, "seed": args.seed,
                 "nlp_pipeline": nlp_pipeline()})(path.with_name("mutants.manifest.json"))
    counts: dict[str, int] = {}
    for mutant in mutants:
        counts[mutant.mutator] = counts.get(mutant.mutator, 0) + 1
    print(f"{len(mutants)} mutants of {len(suite.originals)} claims -> {path}")
    for name, count in sorted(counts.items()):
        print(f"  {name:20s} {count}")
    return 0


def _show(args: argparse.Namespace) -> int:
    from .lookup import find_item

    found = find_item(args.mutant_id, root=args.root, suite_path=args.suite)
    mutant = found.mutant
    print(f"mutant    {mutant.id}")
    print(f"mutator   {mutant.mutator} v{mutant.mutator_version} ({mutant.kind}, "
          f"fault type {mutant.fault_type})")
    print(f"original  {mutant.marked_original()}")
    print(f"mutant    {mutant.marked()}")
    if mutant.note:
        print(f"edit      {mutant.note}")
    label = found.label
    if label is not None:
        ruling = label.value + (f": {label.reason}" if label.reason else "")
    else:
        ruling = ("unlabeled (counted as an assumed fault)" if mutant.kind == "fault"
                  else "unlabeled")
    print(f"label     {ruling}")
    if not found.scores:
        print("scores    none yet (run `mutato run` on its suite)")
    for score in found.scores:
        value = "error" if score["best_score"] is None else f"{score['best_score']:.3f}"
        print(f"score     {value:>6}  {score['run']}  best window {score['best_window']}: "
              f"{score['best_premise']}" + (f"  ({score['errors']} errors)" if score["errors"]
                                            else ""))
    return 0


def _report(args: argparse.Namespace) -> int:
    from .report.render import render_run_folder

    for path in render_run_folder(args.run):
        print(path)
    return 0


def _list(args: argparse.Namespace) -> int:
    if args.what == "mutators":
        from .registry import load_mutators

        print(f"{'name':20s} {'kind':8s} {'fault type':20s} description")
        for spec in load_mutators().values():
            print(f"{spec.name:20s} {spec.kind:8s} {spec.fault_type:20s} {spec.description}")
        return 0
    from .checkers import checker_class, checker_names, checker_options, describe

    for name in checker_names():
        try:
            cls = checker_class(name)
        except (ImportError, AttributeError) as exc:
            print(f"{name:10s} (unavailable: {exc})")
            continue
        print(f"{name:10s} {describe(cls)}")
        for option in checker_options(cls):
            default = "required" if option.required else f"default {option.default!r}"
            kind = getattr(option.type, "__name__", str(option.type))
            print(f"    {option.name} ({kind}, {default})")
    return 0


def _labels_export(args: argparse.Namespace) -> int:
    from .labels import default_labels_path, export_csv, load_labels
    from .mutants import generate_mutants
    from .suite_loading import load_suite

    suite = load_suite(args.suite)
    labels = load_labels(args.labels or default_labels_path(suite.source))
    sheet = export_csv(generate_mutants(suite, mutators=args.mutators, seed=args.seed), labels)
    if args.out:
        from .files import write_text_atomic

        write_text_atomic(Path(args.out), sheet)
        print(f"review sheet -> {args.out}")
    else:
        sys.stdout.write(sheet)
    return 0


def _labels_import(args: argparse.Namespace) -> int:
    from .labels import default_labels_path, import_csv, load_labels, save_labels
    from .mutants import generate_mutants
    from .suite_loading import load_suite

    suite = load_suite(args.suite)
    path = Path(args.labels) if args.labels else default_labels_path(suite.source)
    known = [m.id for m in generate_mutants(suite, mutators=args.mutators, seed=args.seed)]
    incoming = import_csv(args.csv, known)
    labels = {**load_labels(path), **incoming}
    save_labels(path, labels)
    counts = {v: sum(1 for lab in incoming.values() if lab.value == v)
              for v in ("fault", "not_fault", "unsure")}
    print(f"imported {len(incoming)} labels ({json.dumps(counts)}) -> {path}; "
          f"{len(known) - sum(1 for k in known if k in labels)} mutants still unlabeled")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
