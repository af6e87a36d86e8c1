"""number_in_words (v8) from the round-11 and round-12 held-out reviews: a spelled-out number
among numerals in digits mixes styles. Made-up sentences of each class with the mutants the
mutator must make of them now (an empty list: no mutant), and controls that still spell out."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_in_words import number_in_words

ROWS = [
    # a member of a list of numerals
    ("The shop sells boxes in 5, 8, and 12 packs.", []),
    ("Tickets cost the same for groups of 4, 6 or 8 people.", []),
    # a pair of numerals joined by "and" / "or"
    ("She scored 3 and 4 goals in the two games.", []),
    ("Staff may take 2 or 3 breaks a day.", []),
    # either end of a range, spaced dashes
    ("The lake warms to 18 - 20 degrees in summer.", []),
    ("Most riders are 12 -- 15 years old.", []),
    ("The plant grows 40 – 60 cm tall.", []),
    # labelled values in a list
    ("Seats per plan: - Basic: 5 - Team: 10 - Pro: 50", []),
    # a number before a symbol, spaced
    ("About 40 % of the town voted.", []),
    ("The baby is 3 ½ months old.", []),
    ("The oven should reach 90 ° before use.", []),
    # controls: numerals apart from each other still spell out
    ("The club has 12 members and meets 4 times a month.",
     ["The club has twelve members and meets 4 times a month.",
      "The club has 12 members and meets four times a month."]),
    ("Visitors can stay for 3 nights.", ["Visitors can stay for three nights."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_round13_number_in_words(text: str, expected: list[str]) -> None:
    assert mutate(number_in_words, text) == expected
