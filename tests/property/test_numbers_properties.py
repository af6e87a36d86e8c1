"""Properties of number reading and of the numbers and calculator checkers, on any text.

* reading numbers never raises, and every number's span is inside the text, in order;
* a claim copied from its sources has no missing number, for both checkers;
* the calculator never flags a number that ``numbers`` finds, and its derivations hold;
* the same inputs give the same derivation.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mutato.checkers.numbers import CalculatorChecker, NumbersChecker
from mutato.mutation.numbers import derive, read_numbers
from mutato.mutation.windows import question_and_passages

FRAGMENTS = ["€12", "$19.99", "1,000", "fifty", "twenty-five", "Eight", "one", "24/7", "20%",
             "50 GB", "10 users", "7 days", "14", "two thousand", "0.5", "v2", "10am", "2026",
             "per user", "up to", "the", "plan", ",", ".", "-", "3 million", "100 percent"]
_TEXT = st.one_of(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=8).map(" ".join),
                  st.text(max_size=60))
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(_TEXT)
def test_reading_never_raises_and_spans_are_in_order(text: str) -> None:
    numbers = read_numbers(text)
    ends = [0]
    for number in numbers:
        assert ends[-1] <= number.start < number.end <= len(text)
        ends.append(number.end)


@SETTINGS
@given(_TEXT, _TEXT)
def test_a_claim_copied_from_its_sources_misses_nothing(claim: str, other: str) -> None:
    premise = question_and_passages(None, {"p": f"{other} {claim}".strip() or "x"})[0].text
    for checker in (NumbersChecker(), CalculatorChecker()):
        [score] = checker.score_pairs([premise], [claim])
        assert score.ok and score.detail["missing"] == [] and score.score == 1.0


@SETTINGS
@given(_TEXT, _TEXT)
def test_the_calculator_only_excuses_what_numbers_flags(claim: str, sources: str) -> None:
    premise = question_and_passages(None, {"p": sources or "x"})[0].text
    [plain] = NumbersChecker().score_pairs([premise], [claim])
    [calc] = CalculatorChecker().score_pairs([premise], [claim])
    assert set(calc.detail["missing"]) <= set(plain.detail["missing"])
    assert set(calc.detail["derived"]) <= set(plain.detail["missing"])
    assert calc.score >= plain.score


@SETTINGS
@given(st.lists(st.integers(min_value=0, max_value=500), min_size=2, max_size=8),
       st.integers(min_value=0, max_value=2000))
def test_derivations_hold_and_repeat(values: list[int], target: int) -> None:
    sources = [Decimal(v) for v in values]
    found = derive(Decimal(target), claim=[], sources=sources)
    assert found == derive(Decimal(target), claim=[], sources=sources)
    if found is not None and " × " in found:
        left, right = found.split(" = ")[1].split(" × ")
        assert Decimal(left) * Decimal(right) == target
