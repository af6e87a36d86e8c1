"""Round 13: number_swap refuses a swap that makes the sentence contradict itself.

Reviewers of rounds 11 and 12 ruled broken the mutants whose new number clashes with another
number of the same sentence: a value written twice, a count of a list that follows, a unit
conversion or a breakdown in brackets, two years tied by an age, two dates of one year in
order, a rank said twice and two counts of one together.
"""

from __future__ import annotations

import re

from mutators._example import mutate
from mutators.number_swap import number_swap


def _mutants(text: str) -> list[str]:
    return mutate(number_swap, text)


def test_value_written_twice_is_not_swapped_alone() -> None:
    text = "Members must reply within five working days and may appeal in that same five working day window."
    for mutant in _mutants(text):
        assert len(re.findall(r"\bfive working", mutant)) in (0, 2), mutant


def test_count_of_a_following_list_is_kept() -> None:
    text = "Three core skills to practise are reading, writing, and listening."
    for mutant in _mutants(text):
        assert mutant.startswith("Three core skills"), mutant


def test_conversion_in_brackets_is_kept() -> None:
    text = "The lake warmed by 1.5° Celsius (2.7° Fahrenheit) over the decade."
    for mutant in _mutants(text):
        assert "1.5° Celsius (2.7° Fahrenheit)" in mutant, mutant


def test_total_with_bracketed_parts_is_kept() -> None:
    text = "About 4 % of the staff were part-time ( 2.5 % in sales and 1.5 % in support ) ."
    for mutant in _mutants(text):
        assert "4 % of the staff were part-time ( 2.5 % in sales and 1.5 %" in mutant, mutant


def test_years_tied_by_an_age_are_kept() -> None:
    text = "She was born in 1901 and died in 1950 at the age of 49."
    assert _mutants(text) == []


def test_months_of_one_year_keep_their_order() -> None:
    text = "The single entered the chart on March 3 , 2015 and peaked on May 9 , 2015 ."
    months = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
    for mutant in _mutants(text):
        found = [m for m in re.findall(r"[A-Z][a-z]+", mutant) if m in months]
        assert len(found) == 2 and months.index(found[0]) < months.index(found[1]), mutant


def test_rank_said_twice_is_kept() -> None:
    text = "To add a second user, open the settings and pick a second profile slot."
    for mutant in _mutants(text):
        assert mutant.count("second") == 2, mutant


def test_count_of_one_beside_another_one_is_kept() -> None:
    text = "The lamp lights a single desk, leaving one corner of the room dark."
    for mutant in _mutants(text):
        assert "a single desk" in mutant and "one corner" in mutant, mutant


def test_new_value_is_no_number_word_of_the_sentence() -> None:
    text = "They earned $10 in week three, $20 in week four and $30 in weeks seven and eight."
    for seed in range(6):
        for mutant in mutate(number_swap, text, seed=seed):
            words = re.findall(r"\bweeks? (\w+)", mutant)
            assert len(words) == len(set(words)), mutant
