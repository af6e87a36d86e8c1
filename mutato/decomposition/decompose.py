"""``mutato decompose``: the decomposer under test, measured against gold claims.

"The decomposer is a model too, and its mistakes are invisible downstream" (reference,
Move 2). For each answer a suite gives as text with gold claims (``answer_text``), the
decomposer's claims are aligned with the gold ones by a checker, ``lexical`` or
``embedding``, at a recorded threshold: a produced claim *covers* a gold claim when the
checker supports the gold claim, with the produced claim as premise, at the threshold.

- **missed**: a gold claim no produced claim covers (it is never checked downstream);
- **merged**: a produced claim that is the best cover of two or more gold claims (it is
  judged on its easier half);
- **invented**: a produced claim that covers no gold claim, or that adds a detail: its
  gold claims, joined, do not support it back at the threshold.

A produced claim that only repeats a gold claim already covered by a better one is listed
as a duplicate and counted in none of the three. Each count is k/n with its Wilson 95%
interval, per answer and overall: missed over gold claims, merged and invented over
produced claims. Every case is listed.

>>> from mutato.checkers.lexical import LexicalChecker
>>> gold = ["The Team plan includes up to 10 users.", "The Team plan includes SSO."]
>>> [(c.kind, c.gold) for c in align("a", gold, ["The Team plan includes up to 10 users and "
...                                             "SSO."], scorer=LexicalChecker(), threshold=0.75)]
[('merged', ('The Team plan includes up to 10 users.', 'The Team plan includes SSO.'))]
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ..analysis.stats import format_rate, wilson_interval
from ..checkers import build_checker
from ..checkers.base import Checker
from ..errors import MutatoError
from ..io_safety.csv_safety import neutralise_frame
from ..io_safety.files import write_text_atomic
from ..io_safety.paths import check_name, inside
from ..io_safety.redact import redact
from ..manifest import library_versions
from ..suite.loading import load_suite
from ..suite.model import AnswerText
from ..validation import check_choice, check_valid_interval
from .decomposers import DecomposeError, build_decomposer

#: Aligners and their default thresholds (the lexical verifier's label threshold; a cosine
#: at which MiniLM pairs a claim with its paraphrase but not with another fact).
ALIGNERS = {"lexical": 0.75, "embedding": 0.7}
KINDS = ("matched", "missed", "merged", "invented", "duplicate", "error")


@dataclass(frozen=True)
class AlignedCase:
    """One line of the case list: what the decomposer did with one claim."""

    answer_id: str
    kind: str
    produced: str | None
    gold: tuple[str, ...]
    score: float | None
    note: str = ""


@dataclass(frozen=True)
class DecomposeResult:
    """Every case, the per-answer and overall counts, and what the run used."""

    cases: list[AlignedCase]
    counts: pd.DataFrame
    manifest: dict[str, Any] = field(default_factory=dict)


def align(answer_id: str, gold: Sequence[str], produced: Sequence[str], *, scorer: Checker,
          threshold: float) -> list[AlignedCase]:
    """The cases of one answer: each gold claim to its best cover, then each produced claim."""
    pairs = [(p, g) for g in gold for p in produced]
    scores = _scores(scorer, [p for p, _ in pairs], [g for _, g in pairs])
    cover = [[scores[gi * len(produced) + pi] for pi in range(len(produced))]
             for gi in range(len(gold))]
    assigned: dict[int, list[int]] = {pi: [] for pi in range(len(produced))}
    cases = []
    for gi, row in enumerate(cover):
        best = max(range(len(produced)), key=row.__getitem__) if produced else None
        if best is None or row[best] < threshold:
            top = max(row, default=None)
            cases.append(AlignedCase(answer_id, "missed", None, (gold[gi],), top,
                                     "no produced claim covers it"))
        else:
            assigned[best].append(gi)
    backs = [(pi, " ".join(gold[g] for g in golds)) for pi, golds in assigned.items() if golds]
    back_scores = dict(zip([pi for pi, _ in backs],
                           _scores(scorer, [text for _, text in backs],
                                   [produced[pi] for pi, _ in backs]), strict=True))
    for pi, claim in enumerate(produced):
        golds = tuple(gold[g] for g in assigned[pi])
        if not golds:
            covered = max((cover[gi][pi] for gi in range(len(gold))), default=0.0)
            if covered >= threshold:
                cases.append(AlignedCase(answer_id, "duplicate", claim, (), covered,
                                         "repeats a gold claim another produced claim covers "
                                         "better"))
            else:
                cases.append(AlignedCase(answer_id, "invented", claim, (), covered,
                                         "covers no gold claim"))
            continue
        score = min(cover[g][pi] for g in assigned[pi])
        if len(golds) > 1:
            cases.append(AlignedCase(answer_id, "merged", claim, golds, score,
                                     f"one claim for {len(golds)} gold claims"))
        if back_scores[pi] < threshold:
            cases.append(AlignedCase(answer_id, "invented", claim, golds, back_scores[pi],
                                     "adds a detail its gold claims do not state"))
        elif len(golds) == 1:
            cases.append(AlignedCase(answer_id, "matched", claim, golds, score))
    return cases


def _scores(scorer: Checker, premises: list[str], claims: list[str]) -> list[float]:
    if not claims:
        return []
    out = []
    for premise, claim, score in zip(premises, claims, scorer.score_pairs(premises, claims),
                                     strict=True):
        if not score.ok:
            raise MutatoError(f"the {scorer.name} aligner could not score {claim!r} against "
                              f"{premise!r}: {score.error}")
        out.append(float(score.score or 0.0))  # ok: a score in [0, 1]
    return out


def count_cases(cases: Sequence[AlignedCase], answers: Sequence[AnswerText],
                produced: dict[str, int]) -> pd.DataFrame:
    """Per answer and overall (``all`` first): missed, merged and invented as k/n + Wilson."""
    rows = []
    ids = [a.id for a in answers if a.id in produced]
    gold_n = {a.id: len(a.gold_claims) for a in answers}
    for answer_id in ["all", *ids]:
        mine = [c for c in cases if answer_id == "all" or c.answer_id == answer_id]
        keep = ids if answer_id == "all" else [answer_id]
        n_gold = sum(gold_n[i] for i in keep)
        n_produced = sum(produced[i] for i in keep)
        row: dict[str, Any] = {"answer_id": answer_id, "gold_claims": n_gold,
                               "produced_claims": n_produced}
        for kind, n in (("missed", n_gold), ("merged", n_produced), ("invented", n_produced)):
            k = sum(c.kind == kind for c in mine)  # at most one case of a kind per claim
            low, high = wilson_interval(k, n) if n else (math.nan, math.nan)
            row.update({f"{kind}_k": k, f"{kind}_n": n, f"{kind}_low": low,
                        f"{kind}_high": high})
        rows.append(row)
    return pd.DataFrame(rows)


def decompose_suite(suite_spec: str | Path, *, decomposer: str, options: dict[str, str],
                    aligner: str = "lexical", threshold: float | None = None,
                    out: str | Path = "reports") -> tuple[DecomposeResult, Path]:
    """Run the decomposer on every answer text of the suite, align, count, write a folder."""
    suite = load_suite(suite_spec)
    if not suite.answer_texts:
        raise MutatoError(f"suite {suite.name!r} gives no answer as text: add 'answer_text' and "
                          "'gold_claims' to an answer (YAML/TOML), or 'answer_text' to the "
                          "claim lines of an answer_id (JSONL)")
    check_choice(aligner, ALIGNERS, name="--align")
    threshold = check_valid_interval(ALIGNERS[aligner] if threshold is None else threshold,
                                     name="--align-threshold", low=0, high=1, low_open=True,
                                     what="a support score", fix="e.g. --align-threshold 0.5")
    splitter = build_decomposer(decomposer, options)
    scorer = build_checker(aligner)
    answers = suite.answer_texts
    outputs = splitter.decompose([(a.id, a.question, a.text) for a in answers])
    cases: list[AlignedCase] = []
    produced: dict[str, int] = {}
    for answer, claims in zip(answers, outputs, strict=True):
        if isinstance(claims, DecomposeError):
            cases.append(AlignedCase(answer.id, "error", None, (), None, str(claims)))
            continue
        produced[answer.id] = len(claims)
        cases += align(answer.id, answer.gold_claims, claims, scorer=scorer,
                       threshold=threshold)
    manifest = {"mutato": library_versions(),
                "suite": {"name": suite.name, "path": suite.source},
                "decomposer": splitter.manifest(), "options": _public(options),
                "aligner": {"checker": aligner, "threshold": threshold,
                            "rule": "a produced claim covers a gold claim when the aligner "
                                    "supports the gold claim with the produced claim as premise "
                                    "at the threshold"},
                "answers": len(answers), "errors": sum(c.kind == "error" for c in cases)}
    result = DecomposeResult(cases, count_cases(cases, answers, produced), redact(manifest))
    folder = inside(out, Path(out) / check_name(suite.name, what="suite name")
                    / check_name(f"decompose-{decomposer}", what="decomposer name"),
                    what="decompose folder")
    write_folder(folder, result)
    return result, folder


def _public(options: dict[str, str]) -> dict[str, str]:
    """Options as recorded: an API key is never written."""
    return {k: ("(set)" if "key" in k.lower() else v) for k, v in options.items()}


def write_folder(folder: Path, result: DecomposeResult) -> None:
    """``cases.csv``, ``counts.csv``, ``decompose.json`` and ``report.md``."""
    cases = pd.DataFrame([{**asdict(c), "gold": " | ".join(c.gold)} for c in result.cases],
                         columns=[*AlignedCase.__dataclass_fields__])
    write_text_atomic(folder / "cases.csv", neutralise_frame(cases).to_csv(index=False))
    write_text_atomic(folder / "counts.csv",
                      neutralise_frame(result.counts).to_csv(index=False))
    write_text_atomic(folder / "decompose.json",
                      json.dumps(result.manifest, indent=2, ensure_ascii=False) + "\n")
    write_text_atomic(folder / "report.md", render_markdown(result))


def summary_lines(result: DecomposeResult) -> list[str]:
    """The counts as plain text lines, one per answer (``all`` first)."""
    lines = [f"{'answer':24s} {'missed':20s} {'merged':20s} {'invented':20s}"]
    for row in result.counts.itertuples(index=False):
        cells = [format_rate(getattr(row, f"{k}_k"), getattr(row, f"{k}_n"),
                             getattr(row, f"{k}_low"), getattr(row, f"{k}_high"))
                 for k in ("missed", "merged", "invented")]
        lines.append(f"{row.answer_id:24s} " + " ".join(f"{c:20s}" for c in cells).rstrip())
    return lines


def render_markdown(result: DecomposeResult) -> str:
    """The decomposition report: the rule, the counts and every case."""
    aligner = result.manifest["aligner"]
    md = [(f"# mutato decompose: {result.manifest['suite']['name']} × "
           f"{result.manifest['decomposer']['name']}"), "",
          (f"Aligned by `{aligner['checker']}` at threshold {aligner['threshold']:g}: "
          f"{aligner['rule']}. Missed counts over gold claims; merged and invented over "
          "produced claims. Each cell is k/n with the Wilson 95% interval."),
          "",
          "| answer | gold | produced | missed | merged | invented |", "|---|---|---|---|---|---|"]
    for row in result.counts.itertuples(index=False):
        cells = [format_rate(getattr(row, f"{k}_k"), getattr(row, f"{k}_n"),
                             getattr(row, f"{k}_low"), getattr(row, f"{k}_high"))
                 for k in ("missed", "merged", "invented")]
        md.append(f"| {row.answer_id} | {row.gold_claims} | {row.produced_claims} | "
                  + " | ".join(cells) + " |")
    md += ["", "## Every case", "", "| answer | kind | produced claim | gold claim(s) | score | note |",
           "|---|---|---|---|---|---|"]
    for case in result.cases:
        score = "–" if case.score is None else f"{case.score:.3f}"
        md.append(f"| {case.answer_id} | {case.kind} | {_cell(case.produced)} | "
                  f"{_cell(' / '.join(case.gold))} | {score} | {_cell(case.note)} |")
    return "\n".join(md) + "\n"


def _cell(text: str | None) -> str:
    return "–" if not text else text.replace("|", "\\|").replace("\n", " ")


# ----------------------------------------------------------------------------- the verb


def add_decompose_command(verbs: Any) -> None:
    """``mutato decompose SUITE --decomposer judge|command -o KEY=VALUE ...``."""
    parser = verbs.add_parser(
        "decompose", help="measure a decomposer: missed, merged and invented claims against "
                          "a suite's gold claims")
    parser.add_argument("suite", help="suite with answers given as answer_text + gold claims")
    parser.add_argument("--decomposer", "-d", required=True, choices=["judge", "command"])
    parser.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                        help="decomposer option, e.g. -o cmd='python split.py' or "
                             "-o base_url=http://localhost:11434/v1 -o model=qwen3:4b")
    parser.add_argument("--align", choices=list(ALIGNERS), default="lexical",
                        help="checker that aligns produced with gold claims (default: lexical)")
    parser.add_argument("--align-threshold", type=float,
                        help="alignment threshold (default: lexical 0.75, embedding 0.7)")
    parser.add_argument("--out", default="reports", help="output root (default: reports)")
    parser.set_defaults(handler=run_decompose_command)


def run_decompose_command(args: argparse.Namespace) -> int:
    from ..checkers import parse_options

    result, folder = decompose_suite(args.suite, decomposer=args.decomposer,
                                     options=parse_options(args.option), aligner=args.align,
                                     threshold=args.align_threshold, out=args.out)
    aligner = result.manifest["aligner"]
    print(f"aligned by {aligner['checker']} at threshold {aligner['threshold']:g}")
    print("\n".join(summary_lines(result)))
    for case in result.cases:
        if case.kind not in ("matched",):
            print(f"  {case.answer_id}: {case.kind}: {case.produced or ' / '.join(case.gold)}"
                  + (f" ({case.note})" if case.note else ""))
    print(f"report: {folder / 'report.md'}")
    return 0
