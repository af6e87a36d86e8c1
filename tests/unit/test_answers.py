"""Answer-level scores with the reference's examples, the refusal rule and answer mutation."""

from __future__ import annotations

import math

import pytest
from statsmodels.stats.proportion import proportion_confint

from mutato.analysis.answers import (
    ERRORED,
    REFUSAL,
    SUPPORTED,
    UNSUPPORTED,
    answer_table,
    answers_at,
    mutate_answers,
    mutation_rates,
    summarize_answers,
)
from mutato.analysis.run_data import claims_frame
from mutato.errors import MutatoError
from mutato.suite.model import Answer


def answers_with(*claim_states: list[str]) -> tuple[list[Answer], dict[str, str]]:
    """One answer per list of claim verdicts ('caught' / 'passed' / 'error')."""
    answers, verdicts = [], {}
    for a, states in enumerate(claim_states):
        ids = tuple(f"a{a}c{c}" for c in range(len(states)))
        answers.append(Answer(f"a{a}", ids))
        verdicts.update(zip(ids, states, strict=True))
    return answers, verdicts


def test_macro_and_micro_disagree_as_in_the_reference():
    answers, verdicts = answers_with(["caught"], ["passed"] * 19)
    summary = summarize_answers(answer_table(answers, verdicts))
    assert summary.macro_mean == pytest.approx(0.50)
    assert summary.micro_mean == pytest.approx(0.95)
    assert (summary.supported_claims, summary.claims) == (19, 20)


def test_every_answer_at_08_still_fails_every_answer():
    answers, verdicts = answers_with(*[["passed"] * 4 + ["caught"] for _ in range(6)])
    table = answer_table(answers, verdicts)
    summary = summarize_answers(table)
    assert list(table["faithfulness"]) == [0.8] * 6
    assert summary.macro_mean == pytest.approx(0.8) and summary.micro_mean == pytest.approx(0.8)
    assert (summary.unsupported.k, summary.unsupported.n, summary.unsupported.rate) == (6, 6, 1.0)
    low, high = proportion_confint(6, 6, method="wilson")
    assert (summary.unsupported.low, summary.unsupported.high) == pytest.approx((low, high))


def test_refusals_are_excluded_and_counted():
    # ten answers: eight fully supported, two at 0.5 → mean 0.90
    states = [["passed"] * 2 for _ in range(8)] + [["passed", "caught"]] * 2
    answers, verdicts = answers_with(*states)
    before = summarize_answers(answer_table(answers, verdicts))
    assert before.macro_mean == pytest.approx(0.90)
    # refuse exactly those two: the eight left average 1.00, and two refusals are reported
    refused = answers[:8] + [Answer("r1", (), refusal=True), Answer("r2", (), refusal=True)]
    table = answer_table(refused, verdicts)
    after = summarize_answers(table)
    assert after.macro_mean == 1.0 and after.refusals == 2 and after.scored == 8
    assert after.unsupported.n == 8
    assert list(table.loc[table["status"].eq(REFUSAL), "faithfulness"].isna()) == [True, True]


def test_no_answers_gives_nan_not_one():
    summary = summarize_answers(answer_table([Answer("r", (), refusal=True)], {}))
    assert math.isnan(summary.macro_mean) and math.isnan(summary.micro_mean)
    assert summary.unsupported.n == 0 and math.isnan(summary.unsupported.rate)


def test_error_claims_make_the_score_unknown_unless_another_claim_is_caught():
    answers, verdicts = answers_with(["passed", "error"], ["caught", "error"], ["passed"])
    table = answer_table(answers, verdicts).set_index("answer_id")
    assert table.loc["a0", "status"] == ERRORED and math.isnan(table.loc["a0", "faithfulness"])
    assert table.loc["a1", "status"] == UNSUPPORTED
    assert table.loc["a2", "status"] == SUPPORTED
    summary = summarize_answers(table.reset_index())
    assert (summary.errors, summary.unsupported.k, summary.unsupported.n) == (1, 1, 2)


def test_unknown_claim_is_an_error_naming_it():
    with pytest.raises(MutatoError, match="'nope'"):
        answer_table([Answer("a", ("nope",))], {"yes": "passed"})


def run_claims():
    """Originals c1..c3 (c3 a false alarm at 0.5) and mutants of c1 and c2."""
    return claims_frame([
        {"item_id": "c1", "role": "original", "best_score": 0.95},
        {"item_id": "c2", "role": "original", "best_score": 0.9},
        {"item_id": "c3", "role": "original", "best_score": 0.3},
        {"item_id": "c1:num", "role": "fault", "claim_id": "c1", "fault_type": "number_swap",
         "best_score": 0.1},
        {"item_id": "c1:ent", "role": "fault", "claim_id": "c1", "fault_type": "entity_swap",
         "best_score": 0.8},
        {"item_id": "c2:num", "role": "fault", "claim_id": "c2", "fault_type": "number_swap",
         "best_score": 0.2},
        {"item_id": "c2:nf", "role": "fault", "claim_id": "c2", "fault_type": "number_swap",
         "best_score": 0.95, "label": "not_fault"},
    ])


def test_answers_read_the_originals_of_a_run():
    answers = [Answer("team", ("c1", "c2")), Answer("bad", ("c1", "c3")),
               Answer("refused", (), refusal=True)]
    table = answers_at(answers, run_claims(), threshold=0.5).set_index("answer_id")
    assert table.loc["team", "faithfulness"] == 1.0
    assert table.loc["bad", "unsupported_claims"] == "c3"
    assert table.loc["refused", "status"] == REFUSAL


def test_answer_mutation_substitutes_one_claim_at_a_time():
    answers = [Answer("team", ("c1", "c2")), Answer("bad", ("c1", "c3")),
               Answer("refused", (), refusal=True)]
    mutated = mutate_answers(answers, run_claims(), threshold=0.5)
    # team: c1 → num (caught), ent (passed); c2 → num (caught); the not_fault mutant is left out
    # bad:  c1 → num, ent, both caught because c3 is already a false alarm
    assert len(mutated) == 5
    team = mutated[mutated["answer_id"].eq("team")].set_index("item_id")
    assert team.loc["c1:num", "verdict"] == "caught"
    assert team.loc["c1:ent", "verdict"] == "passed"
    assert not team["caught_by_other"].any()
    bad = mutated[mutated["answer_id"].eq("bad")]
    assert set(bad["verdict"]) == {"caught"} and bad["caught_by_other"].all()
    rates = mutation_rates(mutated).set_index("group")
    assert (rates.loc["all", "k"], rates.loc["all", "n"]) == (4, 5)
    assert (rates.loc["entity_swap", "k"], rates.loc["entity_swap", "n"]) == (1, 2)
    assert rates.loc["entity_swap", "caught_by_other"] == 1
    assert (rates.loc["number_swap", "k"], rates.loc["number_swap", "n"]) == (3, 3)


def test_answer_mutation_at_a_lower_threshold_misses_more():
    answers = [Answer("team", ("c1", "c2"))]
    at_015 = mutation_rates(mutate_answers(answers, run_claims(), threshold=0.15))
    assert (at_015.loc[0, "k"], at_015.loc[0, "n"]) == (1, 3)
