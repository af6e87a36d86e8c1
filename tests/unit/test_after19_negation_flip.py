"""Round 19 negation_flip rule: a sentence that carries its own evidence is not denied (a
table's summary often does): a participle setting a figure against a rival's, a concession
with a figure, a comparison of two figures, a count then listed after a colon, a counted
subject equated with what it counts. Each beside a sentence still flipped."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip


@pytest.mark.parametrize("text", [
    "Moreau won the seat, receiving 12,400 votes against Blake's 9,870 votes.",
    "Okafor took 5,210 votes, defeating Lind, who polled 5,100 votes, by a margin of 110 votes.",
    "Despite losing 12 seats, the Green League won 61 of the 120 seats in 2019.",
    "In Tarnby, the pass rate is higher for girls (91.20%) than for boys (88.40%).",
    "The rankings are grouped under four headings: teaching, research, outlook and income.",
    "Two nobelium isotopes are nobelium-259 (58 min) and nobelium-255 (3 min).",
])
def test_refused(text: str) -> None:
    assert mutate(negation_flip, text) == []


@pytest.mark.parametrize("text,expected", [
    ("Moreau won the seat in 2012.", "Moreau did not win the seat in 2012."),
    ("Sato played 410 games, scoring 52 goals and 98 assists.",
     "Sato did not play 410 games, scoring 52 goals and 98 assists."),
    ("Despite the rain, the Green League won the vote.",
     "Despite the rain, the Green League did not win the vote."),
])
def test_made(text: str, expected: str) -> None:
    assert mutate(negation_flip, text) == [expected]
