"""Round 18 number_in_words rules: no day of a month spelled out ("the six of August"), no
end of a range across an article ("between the 6 to the 21"), and no number the passages
write as part of a name ("No. 3", "Zone 4"), each beside a case still made."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_in_words import number_in_words


@pytest.mark.parametrize("text,passage", [
    ("The fair ran from the 4 to the 19 of June.", None),
    ("The festival ends on the 12 of May.", None),
    ("The race was held on March 8 that year.", None),
    ("4 is the largest working steam pump in the county.",
     "The restored Engine No. 4 is the largest working steam pump in the county."),
    ("Rainfall in the 2 zone is below average for 3 months.",
     "Rainfall in the ZONE. 2 zone is below average for 3 months or more."),
])
def test_refused(text: str, passage: str | None) -> None:
    made = mutate(number_in_words, text, passages={"p": passage} if passage else None)
    assert all("three months" in m for m in made), made


@pytest.mark.parametrize("text,expected", [
    ("The fair ran for 9 days in June.", "The fair ran for nine days in June."),
    ("4 of the pumps still work.", "Four of the pumps still work."),
    ("The club has 6 courts and a pool.", "The club has six courts and a pool."),
])
def test_made(text: str, expected: str) -> None:
    assert mutate(number_in_words, text) == [expected]
