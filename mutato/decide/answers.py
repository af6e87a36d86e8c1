"""``mutato answers``: per-answer faithfulness, macro and micro means, the unsupported-answer
rate and answer-level mutation, from a run's stored claim scores.

:func:`answers_section` analyses and builds the section (``mutato run`` stages it for a suite
with answers); :func:`answers` is the verb.
"""

from __future__ import annotations

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
from ..analysis.drift import summary_stats
from ..analysis.run_data import RunData, load_run, load_run_suite
from ..analysis.stats import format_rate
from ..errors import MutatoError
from ..validation import check_unit_interval
from .attach import attach
from .doc import Doc, rate_cell
from .sections import Section


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
            rows.append([f"{t:g}", r.group, rate_cell(r.k, r.n, r.low, r.high, r.errors),
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


@dataclass(frozen=True)
class AnswersOutcome:
    """The run, the thresholds used (and where they came from), each one's summary, and the
    saved section."""

    run: RunData
    thresholds: list[float]
    note: str
    summaries: dict[float, AnswerSummary]
    saved: Path
    #: The run whose folder gained sections (None when nothing was saved): its caller
    #: renders that run's reports once.
    attached: RunData | None = None


def answers(folder: str | Path, *, thresholds: Sequence[float] = (),
            suite: str | Path | None = None) -> AnswersOutcome:
    """Analyse a stored run's answers at ``thresholds`` (default: its operating point) and
    attach the section."""
    run = load_run(folder)
    loaded = load_run_suite(run, suite)
    if not loaded.answers:
        raise MutatoError(f"suite {loaded.name!r} has no answers; add an `answers:` list (id, "
                          "claims, optional question and refusal) to the suite file")
    if thresholds:
        chosen = sorted(set(thresholds))
        note = f"at threshold(s) {', '.join(f'{t:g}' for t in chosen)} (given)"
    else:
        point = run.operating_point
        chosen = [point.threshold]
        note = f"at {point.note()}; pass --threshold to choose others"
    for t in chosen:
        check_unit_interval(t, name="--threshold")
    summaries = {t: summarize_answers(answers_at(loaded.answers, run.claims, threshold=t))
                 for t in chosen}
    [path] = attach(run, [answers_section(loaded.answers, run.claims, thresholds=chosen)])
    return AnswersOutcome(run, chosen, note, summaries, path, attached=run)
