"""The review verbs: ``review`` (and ``--adjudicate``), ``agreement``, and the sheet and
Label Studio round-trips of ``labels export`` / ``labels import``.

>>> from mutato.cli.main import main
>>> main(["agreement", "larkspur"])  # doctest: +ELLIPSIS
reviewers: unnamed; ...
0
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import LabelError

if TYPE_CHECKING:
    from ..mutation.mutants import Mutant
    from ..suite.model import Suite
    from .lookup import FoundClaim


def add_review_commands(verbs: argparse._SubParsersAction) -> None:
    """Register ``review`` and ``agreement``."""
    review = verbs.add_parser("review", help="rule on mutants in the terminal, one key each")
    review.add_argument("suite")
    review.add_argument("--reviewer", help="your name; rulings are kept per reviewer")
    review.add_argument("--adjudicate", action="store_true",
                        help="walk the disagreements between reviewers and record a final ruling")
    review.add_argument("--sample", type=int, metavar="N",
                        help="a seeded random sample of N mutants per mutator (for precision)")
    review.add_argument("--labels", help="labels file (default: beside the suite)")
    review.add_argument("--seed", type=int, default=0, help="mutation and sample seed")
    review.add_argument("--mutator", "-m", action="append", dest="mutators",
                        help="only this mutator (repeatable; default: all)")
    review.set_defaults(handler=review_command)
    agreement = verbs.add_parser("agreement", help="Cohen's kappa between reviewers, per "
                                                   "mutator, with the disagreements")
    agreement.add_argument("suite")
    agreement.add_argument("--labels", help="labels file (default: beside the suite)")
    agreement.add_argument("--seed", type=int, default=0, help="mutation seed")
    agreement.set_defaults(handler=agreement_command)


def _suite_and_labels(args: argparse.Namespace) -> tuple[Suite, Path, list[Mutant]]:
    from ..mutation.mutants import generate_mutants
    from ..mutation.registry import parse_mutator_options
    from ..suite.labels import default_labels_path
    from ..suite.loading import load_suite

    suite = load_suite(args.suite)
    if not args.labels and not suite.source:
        raise LabelError(f"suite {suite.name!r} has no file to keep labels beside; pass "
                         "--labels labels.jsonl")
    path = Path(args.labels) if args.labels else default_labels_path(suite.source or ".")
    options = parse_mutator_options(getattr(args, "mutator_options", None))
    mutants = generate_mutants(suite, mutators=getattr(args, "mutators", None), options=options,
                               seed=args.seed)
    return suite, path, mutants


def review_command(args: argparse.Namespace) -> int:
    from ..review.app import ReviewApp, Session
    from ..suite.reviews import ADJUDICATED, check_reviewer

    if not args.adjudicate and not args.reviewer:
        raise LabelError("give --reviewer NAME to review, or --adjudicate to settle "
                         "disagreements, e.g. mutato review larkspur --reviewer ana")
    if args.sample is not None and args.sample < 1:
        raise LabelError(f"--sample is mutants per mutator, at least 1; got {args.sample}")
    suite, path, mutants = _suite_and_labels(args)
    by = check_reviewer(args.reviewer) if args.reviewer else ""
    session = Session.open(suite=suite, mutants=mutants, labels_path=path,
                           reviewer=ADJUDICATED if args.adjudicate else by, by=by,
                           sample=args.sample, seed=args.seed)
    if not session.queue:
        print("nothing to adjudicate: the reviewers agree on every mutant they both ruled"
              if args.adjudicate else "this suite has no mutants to review")
        return 0
    ReviewApp(session).run()
    print(session.summary())
    return 0


def agreement_command(args: argparse.Namespace) -> int:
    from ..analysis.agreement import agreement_report
    from ..suite.reviews import load_reviews

    _, path, mutants = _suite_and_labels(args)
    print(agreement_report(load_reviews(path), mutants), end="")
    return 0


def labels_export(args: argparse.Namespace) -> int:
    from ..io_safety.files import write_text_atomic
    from ..suite.reviews import UNNAMED, check_reviewer, load_reviews

    suite, path, mutants = _suite_and_labels(args)
    reviewer = check_reviewer(args.reviewer) if args.reviewer else UNNAMED
    mine = {mid: r for (mid, who), r in load_reviews(path).items() if who == reviewer}
    if args.out and Path(args.out).is_dir():
        raise LabelError(f"--out {args.out} is a folder; give a file, e.g. review.csv or "
                         "tasks.json")
    if _format(args.format, args.out) == "label-studio":
        from ..review.label_studio import LABEL_CONFIG, export_tasks

        if not args.out:
            raise LabelError("Label Studio export needs --out tasks.json (the labeling config "
                             "is written beside it)")
        tasks = export_tasks(mutants, suite, {mid: (reviewer, r) for mid, r in mine.items()})
        out = Path(args.out)
        write_text_atomic(out, json.dumps(tasks, indent=1, ensure_ascii=False) + "\n")
        config = out.with_name(out.stem + ".label_config.xml")
        write_text_atomic(config, LABEL_CONFIG)
        print(f"{len(tasks)} Label Studio tasks -> {out}; labeling config -> {config}")
        return 0
    from ..review.label_sheets import export_sheet

    sheet = export_sheet(mutants, suite, mine,
                         reviewer="" if reviewer == UNNAMED else reviewer)
    if args.out:
        write_text_atomic(Path(args.out), sheet)
        print(f"review sheet of {len(mutants)} mutants -> {args.out}")
    else:
        sys.stdout.write(sheet)
    return 0


def labels_import(args: argparse.Namespace) -> int:
    from ..suite.reviews import load_reviews, save_reviews

    _, path, mutants = _suite_and_labels(args)
    known = [m.id for m in mutants]
    if _format(args.format, args.csv) == "label-studio":
        from ..review.label_studio import import_tasks

        got = import_tasks(args.csv, known_ids=known, reviewer=args.reviewer)
        incoming, ignored = got.rulings, got.ignored
        skipped = f"{got.unannotated} tasks without a ruling"
    else:
        from ..review.label_sheets import import_sheet

        sheet = import_sheet(args.csv, known_ids=known, reviewer=args.reviewer)
        incoming, ignored = sheet.rulings, sheet.ignored
        skipped = f"{sheet.blank} blank rows (read as {sheet.encoding})"
    reviews = load_reviews(path)
    changed = sum(1 for key, r in incoming.items() if reviews.get(key) != r)
    reviews.update(incoming)
    save_reviews(path, reviews)
    counts = {v: sum(1 for r in incoming.values() if r.value == v)
              for v in ("fault", "not_fault", "unsure")}
    labeled = {mid for mid, _ in reviews}
    print(f"imported {len(incoming)} labels ({json.dumps(counts)}; {changed} new or changed) "
          f"-> {path}; skipped {skipped}; "
          f"{sum(1 for k in known if k not in labeled)} mutants still unlabeled")
    for message in ignored:
        print(f"mutato: warning: ignored {message}", file=sys.stderr)
    if ignored:
        print(f"mutato: warning: {len(ignored)} rows ignored (listed above)", file=sys.stderr)
    return 0


def _format(given: str | None, path: str | None) -> str:
    if given:
        return given
    return "label-studio" if path and str(path).lower().endswith(".json") else "csv"


def print_claim(claim: FoundClaim) -> int:
    """``mutato show CLAIM_ID``: the claim, then one line per mutant with its label."""
    from ..io_safety.terminal import say

    say(f"claim     {claim.claim_id}: {claim.text}")
    say(f"mutants   {len(claim.mutants)} (`mutato show MUTANT_ID` for one)")
    for mutant in claim.mutants:
        label = claim.labels.get(mutant.id)
        ruling = label.value if label else "unlabeled"
        say(f"  {mutant.id:48s} {ruling:10s} {mutant.marked()}")
    return 0
