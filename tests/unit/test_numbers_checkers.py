"""``numbers`` and ``calculator``: the reference's examples (Move 4, Challenge 3) as tests."""

from __future__ import annotations

from decimal import Decimal

import pytest

from mutato.checkers import build_checker
from mutato.checkers.numbers import CalculatorChecker, NumbersChecker, missing_numbers
from mutato.mutation.numbers import derive, read_numbers
from mutato.mutation.windows import question_and_passages
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore
from mutato.scoring.strategy import strategy_for
from mutato.suite.loading import load_suite

LARKSPUR = load_suite("larkspur")
PASSAGES = dict(LARKSPUR.claims[0].passages)
MOVE2_QUESTION = ("We're moving our 8-person team to the Team plan. What will it cost, and "
                  "what do we get?")


def premise(question: str | None = None) -> str:
    return question_and_passages(question, PASSAGES)[0].text


def detail(checker: NumbersChecker, claim: str, question: str | None = None) -> dict:
    [score] = checker.score_pairs([premise(question)], [claim])
    assert score.ok
    return {**score.detail, "score": score.score}


# -- the reference's numbers_not_in_sources --------------------------------------------------

def test_the_reference_examples_of_numbers_not_in_sources() -> None:
    found = detail(NumbersChecker(), "Eight users would pay €96 a month.", MOVE2_QUESTION)
    assert found["missing"] == ["96"] and found["score"] == 0.0
    found = detail(NumbersChecker(), "The Team plan includes up to 12 users.")
    assert found["missing"] == [] and found["score"] == 1.0


def test_a_number_word_the_question_does_not_give_is_missing() -> None:
    # without the question, "Eight" is a number of the answer's own: read, and not found
    assert detail(NumbersChecker(), "Eight users would pay €96 a month.")["missing"] == ["8", "96"]


@pytest.mark.parametrize("claim", [
    "Every Team user gets fifty gigabytes of storage.",       # words
    "The Team plan costs 12 euros per user per month.",      # currency symbol and word
    "Export links expire after 7.0 days.",                    # format
])
def test_numbers_are_normalised_for_words_units_and_format(claim: str) -> None:
    assert detail(NumbersChecker(), claim)["missing"] == []


def test_thousands_separators_and_scales_are_one_value() -> None:
    assert [n.display for n in read_numbers("1,000 users, 1000 seats, two thousand GB")] == \
        ["1000", "1000", "2000"]
    _, missing = missing_numbers("Up to 1,000 users.", "Workspaces hold 1000 users.")
    assert missing == []


def test_a_swapped_number_is_missing() -> None:
    found = detail(NumbersChecker(), "Export links expire after 30 days.")
    assert found["missing"] == ["30"] and found["score"] == 0.0


# -- the calculator ----------------------------------------------------------------------------

def test_the_correct_multiplication_passes_with_its_derivation() -> None:
    found = detail(CalculatorChecker(), "8 Team users pay €96 a month.")
    assert found["score"] == 1.0 and found["missing"] == []
    assert "96" in found["derived"] and "12" in found["derived"]["96"]
    with_question = detail(CalculatorChecker(), "Eight users would pay €96 a month.",
                           MOVE2_QUESTION)
    assert with_question["derived"] == {"96": "96 = 12 × 8"}


def test_derived_storage_right_and_wrong() -> None:
    question = "How much storage does an 8-person Team workspace get?"
    right = detail(CalculatorChecker(), "A Team workspace with 8 users has 400 GB of pooled "
                                        "storage.", question)
    assert right["score"] == 1.0 and right["derived"] == {"400": "400 = 50 × 8"}
    wrong = detail(CalculatorChecker(), "A Team workspace with 8 users has 500 GB of pooled "
                                        "storage.", question)
    assert wrong["score"] == 0.0 and wrong["missing"] == ["500"]  # 50 × 10 does not excuse it


def test_numbers_alone_flags_what_the_calculator_derives() -> None:
    claim = "A Team workspace with 8 users has 400 GB of pooled storage."
    assert detail(NumbersChecker(), claim)["missing"] == ["8", "400"]


def operands(text: str) -> list[tuple[Decimal, str | None]]:
    return [(n.value, n.unit) for n in read_numbers(text)]


@pytest.mark.parametrize("target, sources, expected", [
    ("20", "12 seats and 8 seats", "20 = 12 + 8"),
    ("4", "12 seats and 8 seats", "4 = 12 − 8"),
    ("1.5", "12 seats and 8 seats", "1.5 = 12 ÷ 8"),
    ("10", "20% off 50 euros", "10 = 20% of 50"),
    ("60", "20% more than 50 euros", "60 = 50 + 20%"),
    ("180", "10% off 200 euros", "180 = 200 − 10%"),
])
def test_each_operation(target: str, sources: str, expected: str) -> None:
    assert derive(Decimal(target), claim=[], sources=operands(sources)) == expected


@pytest.mark.parametrize("target, sources", [
    ("3", "up to 10 users, links expire after 7 days"),   # 10 users − 7 days: two units
    ("9", "€12 per user and up to 10 users"),             # 10 − 12%: 12 is a price, not a %
    ("20", "up to 10 users"),                             # 10 + 10: one number doubled
])
def test_steps_that_are_no_derivation(target: str, sources: str) -> None:
    assert derive(Decimal(target), claim=[], sources=operands(sources)) is None


def test_larkspur_number_swaps_are_not_excused_by_nonsense_arithmetic() -> None:
    for claim in ("The Team plan costs €9 per user per month.",
                  "The Team plan includes up to 20 users.", "Export links expire after 3 days.",
                  "Each Team user gets 75 GB of storage."):
        assert detail(CalculatorChecker(), claim)["score"] == 0.0, claim


def test_the_search_is_bounded_and_deterministic() -> None:
    sources = [Decimal(v) for v in range(2, 200)]
    first = derive(Decimal(7919), claim=[], sources=sources)  # a prime out of reach
    assert first is None
    # with the operand bound at 3, 2 × 3 = 6 is reachable but 150 + 150 is not
    assert derive(Decimal(6), claim=[], sources=sources, max_operands=3) == "6 = 2 × 3"
    assert derive(Decimal(300), claim=[], sources=sources, max_operands=3) is None
    assert derive(Decimal(6), claim=[], sources=sources) == derive(Decimal(6), claim=[],
                                                                   sources=sources)


def test_a_claim_without_numbers_has_nothing_to_check() -> None:
    found = detail(CalculatorChecker(), "SSO is available only on the Enterprise plan.")
    assert found["score"] == 1.0 and found["numbers"] == []


# -- as checkers in the engine, and as a cascade stage -------------------------------------

def test_both_score_larkspur_through_the_engine() -> None:
    items = items_for(LARKSPUR, [])
    for name, derived_pass in (("numbers", 0.0), ("calculator", 1.0)):
        claims = score_items(items, build_checker(name), ScoreStore(":memory:"),
                             progress=False).claims.set_index("item_id")
        assert claims.loc["derived-team-cost", "best_score"] == derived_pass
        assert claims.loc["plans-price", "best_score"] == 1.0
        assert claims["n_windows"].eq(1).all()  # one premise: the question and all passages


def test_calculator_then_embedding_is_a_cascade() -> None:
    cascade = build_checker("cascade", {"first": "calculator", "second": "embedding"})
    items = items_for(LARKSPUR, [])
    claims = strategy_for(cascade).score(items, ScoreStore(":memory:"), progress=False).claims
    originals = claims[claims["role"] == "original"]
    assert set(originals["decided_by"]) == {"first"}  # every original's number is stated or derived
    aes = claims[claims["text"].str.contains("AES-256")]
    assert set(aes["decided_by"]) == {"second"}  # the hard case's 256 is stated nowhere: routed


def test_max_operands_is_checked() -> None:
    with pytest.raises(Exception, match="max_operands"):
        build_checker("calculator", {"max_operands": "1"})
