"""The ``mutato`` command line: thin wrappers over the library, one function per verb.

>>> main(["list", "mutators"])  # doctest: +ELLIPSIS +NORMALIZE_WHITESPACE
name                 kind     fault type           description
contraction          control  control              Contract or expand a negation ...
...
0
"""

from __future__ import annotations

import argparse
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

    listing = verbs.add_parser("list", help="list mutators or checkers")
    listing.add_argument("what", choices=["mutators", "checkers"])
    listing.set_defaults(handler=_list)

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

    from .cli_decisions import add_decision_commands
    from .cli_review import add_review_commands
    from .decompose import add_decompose_command

    add_decision_commands(verbs)
    add_review_commands(verbs)
    add_decompose_command(verbs)
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


# ----------------------------------------------------------------------------- handlers


def _run(args: argparse.Namespace) -> int:
    from .checkers import parse_options
    from .run import RunConfig, run_suite
    from .selection import WindowSelection

    if args.no_mutants and args.mutators:
        raise MutatoError("--no-mutants and --mutator contradict each other; pass one")
    config = RunConfig(suite=args.suite, checker=args.checker,
                       options=parse_options(args.option), thresholds=args.threshold,
                       out=args.out, name=args.name, seed=args.seed,
                       mutators=[] if args.no_mutants else args.mutators,
                       labels=args.labels, store=args.store, progress=not args.no_progress,
                       gate=not args.no_gate,
                       windows=WindowSelection(mode=args.windows, k=args.top_k,
                                               exhaustive_up_to=args.exhaustive_up_to),
                       engine=args.engine, ray_address=args.ray_address, actors=args.actors,
                       gpus_per_actor=args.gpus_per_actor)
    result = run_suite(config)
    stats = result.score.stats
    print(f"scored {stats.distinct_pairs} distinct pairs: {stats.reused} reused from the store, "
          f"{stats.scored} new, {stats.errors} errors ({stats.seconds:.1f}s)")
    if stats.items_selected:
        print(f"window selection: {stats.items_selected} claims scored on their top-"
              f"{config.windows.k} windows (+ windows sharing a number or rare term): "
              f"{stats.pairs} pairs instead of {stats.pairs_exhaustive}")
    print(f"report: {result.folder / 'report.md'}")
    return 0


def _mutate(args: argparse.Namespace) -> int:
    from .mutants import generate_mutants, iter_mutant_lines, write_mutants
    from .report.folder import json_writer
    from .suite_loading import load_suite

    suite = load_suite(args.suite)
    mutants = generate_mutants(suite, mutators=args.mutators, seed=args.seed)
    if args.out == "-":
        for line in iter_mutant_lines(mutants):
            print(line)
        return 0
    path = Path(args.out) if args.out else Path("reports") / suite.name / "mutants.jsonl"
    write_mutants(mutants, path)
    json_writer({"suite": {"name": suite.name, "path": suite.source}, "seed": args.seed})(
        path.with_name("mutants.manifest.json"))
    counts: dict[str, int] = {}
    for mutant in mutants:
        counts[mutant.mutator] = counts.get(mutant.mutator, 0) + 1
    print(f"{len(mutants)} mutants of {len(suite.originals)} claims -> {path}")
    for name, count in sorted(counts.items()):
        print(f"  {name:20s} {count}")
    return 0


def _show(args: argparse.Namespace) -> int:
    from .errors import UnknownNameError
    from .lookup import find_claim, find_item

    try:
        found = find_item(args.mutant_id, root=args.root, suite_path=args.suite)
    except UnknownNameError:
        claim = find_claim(args.mutant_id, root=args.root, suite_path=args.suite)
        if claim is None:
            raise
        from .cli_review import print_claim

        return print_claim(claim)
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
        if score["diagnosis"]:
            print(f"          {score['diagnosis']}")
    return 0


def _report(args: argparse.Namespace) -> int:
    from .relabel import refresh_labels
    from .report.decision_sections import add_run_sections
    from .report.render import render_run_folder

    refresh = refresh_labels(args.run)
    print(refresh.message)
    if refresh.changed:  # the sections computed from labels at run time are redone
        add_run_sections(args.run, render=False)
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
    from .cli_review import labels_export

    return labels_export(args)


def _labels_import(args: argparse.Namespace) -> int:
    from .cli_review import labels_import

    return labels_import(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
