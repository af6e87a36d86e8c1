"""Round 17 number_in_words rules: no number spelled out right beside another number
("about 50 four twins" is not "fifty four"), nor a bare number that closes a sentence cut
off at a decimal point ("reached around 2." of "$2.2 billion")."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_in_words import number_in_words


@pytest.mark.parametrize("text", [
    "They have about 40 six births per 1000 people.",
    "The market reached around 3.",
    "Sales of the drink climbed to about 4.",
])
def test_refused(text: str) -> None:
    assert mutate(number_in_words, text) == []


@pytest.mark.parametrize("text,expected", [
    ("They have about 40 births per 1000 people.", "They have about forty births per 1000 people."),
    ("The market reached around 3 billion dollars.",
     "The market reached around three billion dollars."),
    ("She started singing when she was 9.", "She started singing when she was nine."),
    ("The band sold 2 million records.", "The band sold two million records."),
])
def test_made(text: str, expected: str) -> None:
    assert mutate(number_in_words, text) == [expected]
