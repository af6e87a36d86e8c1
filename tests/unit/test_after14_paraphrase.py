"""Round 14 paraphrase refusals: an agent with a comma-set clause (or a clause after a
pronoun subject) is not made the subject, and a clause is not fronted before a bare
"this is (caused)"."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.paraphrase import paraphrase


@pytest.mark.parametrize("text", [
    "It is caused by a virus, which spreads in water.",
    "The fault is caused by a virus, which spreads in water.",
    "The hall was built by Anna, a local mason.",
    "It was built by a king who ruled the land.",
    "This is caused if the cable is loose.",
    "This is because the road is closed.",
])
def test_refused(text: str) -> None:
    assert mutate(paraphrase, text) == []


@pytest.mark.parametrize("text,expected", [
    ("It was built by a king.", "A king built it."),
    ("The fault is caused by a virus that spreads in water.",
     "A virus that spreads in water causes the fault."),
    ("It is okay if the box gets wet.", "If the box gets wet, it is okay."),
])
def test_kept(text: str, expected: str) -> None:
    assert mutate(paraphrase, text) == [expected]
