"""Answer-level scores: per-answer faithfulness, two named averages, and the rate to gate on.

An answer is a list of claims. At a threshold each claim is supported (passed), unsupported
(caught) or an error. Per answer:

- **faithfulness** = supported claims / all claims. NaN for an answer with no claims (a
  refusal) and for an answer with a claim in an error state (its score is unknown).

Across answers, two averages that disagree and must be named:

- **macro mean**: the mean of per-answer faithfulness (every answer weighs the same);
- **micro mean**: supported claims / all claims, pooled (every claim weighs the same).

One 1-claim unsupported answer and one 19-claim supported answer: macro 0.50, micro 0.95.
Neither is a gate: five-claim answers with one unsupported claim each all score 0.8. The
gate metric counts answers:

- **unsupported-answer rate** = share of answers with at least one unsupported claim, with
  k/n and a Wilson interval. An answer with an error claim and no unsupported claim is left
  out of n and counted as an error.

Refusals (answers with no claims) are left out of both averages and of the rate, and
counted beside them, so a refusal never counts as a perfect answer.

**Answer-level mutation**: for each answer, one of its claims is replaced by each of that
claim's fault mutants in turn; the mutated answer is caught when any of its claims is
below the threshold. This measures how often the unsupported-answer rate sees one injected
fault inside an otherwise faithful answer, from the run's stored claim scores.

>>> from mutato.suite.model import Answer
>>> table = answer_table([Answer("a", ("c1",)), Answer("b", tuple(f"s{i}" for i in range(19)))],
...                      {"c1": "caught", **{f"s{i}": "passed" for i in range(19)}})
>>> s = summarize_answers(table)
>>> round(s.macro_mean, 2), round(s.micro_mean, 2), s.unsupported.k, s.unsupported.n
(0.5, 0.95, 1, 2)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..errors import MutatoError, did_you_mean
from ..schema import ALL, CAUGHT, ERROR, PASSED, verdicts_at
from ..suite.model import Answer
from .run_data import prepare_claims
from .stats import Rate

SUPPORTED, UNSUPPORTED, ERRORED, REFUSAL = "supported", "unsupported", "error", "refusal"

ANSWER_COLUMNS = ["answer_id", "question", "status", "claims", "supported", "unsupported",
                  "errors", "faithfulness", "unsupported_claims"]


@dataclass(frozen=True)
class AnswerSummary:
    """Aggregates over answers; ``macro_mean`` and ``micro_mean`` are NaN with no answers."""

    answers: int
    refusals: int
    errors: int
    scored: int
    macro_mean: float
    micro_mean: float
    supported_claims: int
    claims: int
    unsupported: Rate


def answer_table(answers: Sequence[Answer], verdicts: Mapping[str, str]) -> pd.DataFrame:
    """One row per answer; ``verdicts`` maps claim id to caught / passed / error."""
    rows = []
    for answer in answers:
        if answer.refusal or not answer.claim_ids:
            rows.append({"answer_id": answer.id, "question": answer.question,
                         "status": REFUSAL, "claims": 0, "supported": 0, "unsupported": 0,
                         "errors": 0, "faithfulness": math.nan, "unsupported_claims": ""})
            continue
        _check_scored(answer, verdicts)
        states = [verdicts[claim_id] for claim_id in answer.claim_ids]
        supported = states.count(PASSED)
        unsupported = states.count(CAUGHT)
        errors = states.count(ERROR)
        status = UNSUPPORTED if unsupported else ERRORED if errors else SUPPORTED
        rows.append({
            "answer_id": answer.id, "question": answer.question, "status": status,
            "claims": len(states), "supported": supported, "unsupported": unsupported,
            "errors": errors,
            "faithfulness": math.nan if errors else supported / len(states),
            "unsupported_claims": ", ".join(c for c, s in zip(answer.claim_ids, states, strict=True)
                                            if s == CAUGHT),
        })
    return pd.DataFrame(rows, columns=ANSWER_COLUMNS)


def _check_scored(answer: Answer, verdicts: Mapping[str, str]) -> None:
    for claim_id in answer.claim_ids:
        if claim_id not in verdicts:
            raise MutatoError(f"answer {answer.id!r} lists claim {claim_id!r}, which the run "
                              f"did not score.{did_you_mean(claim_id, verdicts)} Re-run "
                              "`mutato run` on the current suite file.")


def summarize_answers(table: pd.DataFrame) -> AnswerSummary:
    """Macro and micro means (refusals and error answers left out) and the gate rate."""
    refusals = int(table["status"].eq(REFUSAL).sum())
    errors = int(table["status"].eq(ERRORED).sum())
    scored = table[table["faithfulness"].notna()]
    claims = int(scored["claims"].sum())
    supported = int(scored["supported"].sum())
    gated = table[table["status"].isin([SUPPORTED, UNSUPPORTED])]
    return AnswerSummary(
        answers=len(table), refusals=refusals, errors=errors, scored=len(scored),
        macro_mean=float(scored["faithfulness"].mean()) if len(scored) else math.nan,
        micro_mean=supported / claims if claims else math.nan,
        supported_claims=supported, claims=claims,
        unsupported=Rate.of(int(gated["status"].eq(UNSUPPORTED).sum()), len(gated)))


def answers_at(answers: Sequence[Answer], claims: pd.DataFrame, *,
               threshold: float) -> pd.DataFrame:
    """:func:`answer_table` for a run's originals at one threshold."""
    claims = prepare_claims(claims)
    return answer_table(answers, _claim_verdicts(claims, threshold))


def _claim_verdicts(claims: pd.DataFrame, threshold: float) -> dict[str, str]:
    """Verdicts of the suite's own claims (items whose id is their claim id)."""
    own = claims[claims["item_id"].eq(claims["claim_id"])]
    return verdicts_at(own, threshold).to_dict()


# ----------------------------------------------------------------------------- mutation


MUTATION_COLUMNS = ["answer_id", "claim_id", "item_id", "fault_type", "verdict",
                    "mutant_verdict", "caught_by_other"]


def mutate_answers(answers: Sequence[Answer], claims: pd.DataFrame, *,
                   threshold: float) -> pd.DataFrame:
    """One row per (answer, claim, fault mutant of that claim): the mutated answer's verdict.

    ``verdict`` is caught when any claim of the mutated answer is below the threshold,
    error when none is and one is in an error state, passed otherwise. ``caught_by_other``
    is True when another (unmutated) claim of the answer is already caught, so the answer
    would be flagged with or without the fault. Adjusted basis: mutants ruled not_fault or
    unsure are left out.
    """
    claims = prepare_claims(claims)
    verdicts = verdicts_at(claims, threshold).to_dict()
    faults = claims[claims["role"].eq("fault") & claims["counted"].astype(bool)]
    by_claim = {cid: group for cid, group in faults.groupby("claim_id", sort=True)}
    rows = []
    for answer in answers:
        if answer.refusal or not answer.claim_ids:
            continue
        _check_scored(answer, verdicts)
        for position, claim_id in enumerate(answer.claim_ids):
            mutants = by_claim.get(claim_id)
            if mutants is None:
                continue
            others = [verdicts[c] for i, c in enumerate(answer.claim_ids)
                      if i != position]
            for item_id, fault_type in zip(mutants["item_id"], mutants["fault_type"], strict=True):
                own = verdicts[item_id]
                states = others + [own]
                verdict = CAUGHT if CAUGHT in states else ERROR if ERROR in states else PASSED
                rows.append({"answer_id": answer.id, "claim_id": claim_id, "item_id": item_id,
                             "fault_type": fault_type, "verdict": verdict,
                             "mutant_verdict": own, "caught_by_other": CAUGHT in others})
    return pd.DataFrame(rows, columns=MUTATION_COLUMNS)


def mutation_rates(mutated: pd.DataFrame) -> pd.DataFrame:
    """Per fault type and pooled (``all`` first): mutated answers caught, k/n and Wilson CI.

    Errors are left out of n and counted; ``caught_by_other`` says how many of the caught
    answers were already flagged by one of their unmutated claims.
    """
    rows = []
    types = sorted(set(mutated["fault_type"].dropna().astype(str)))
    for group in [ALL] + types:
        sub = mutated if group == ALL else mutated[mutated["fault_type"].eq(group)]
        k = int(sub["verdict"].eq(CAUGHT).sum())
        errors = int(sub["verdict"].eq(ERROR).sum())
        n = len(sub) - errors
        rate = Rate.of(k, n)
        rows.append({"group": group, "k": k, "n": n, "errors": errors, "rate": rate.rate,
                     "low": rate.low, "high": rate.high,
                     "caught_by_other": int((sub["verdict"].eq(CAUGHT)
                                             & sub["caught_by_other"].astype(bool)).sum()),
                     "answers": int(sub["answer_id"].nunique())})
    out = pd.DataFrame(rows, columns=["group", "k", "n", "errors", "rate", "low", "high",
                                      "caught_by_other", "answers"])
    if mutated.empty:
        out = out[out["group"].eq(ALL)]
    return out.reset_index(drop=True)


def faithfulness_scores(table: pd.DataFrame) -> np.ndarray:
    """The per-answer faithfulness values that enter the macro mean (no refusals, no errors)."""
    return table["faithfulness"].dropna().to_numpy(dtype=np.float64)
