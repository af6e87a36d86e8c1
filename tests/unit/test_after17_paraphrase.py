"""Round 17 paraphrase rules: an active verb must be a verb the lexicon knows ("is mayored
by" has no "mayores"), one title joined by "&" or "and" stays singular, an adjective-only
agent is not made the subject, a condition is not moved past "vice versa", and an origin
phrase the parse hung on the verb goes with its agent ("a couple from Kansas"), while a place
or time phrase after a common-noun agent ("volunteers on the weekend") is refused."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.paraphrase import paraphrase


@pytest.mark.parametrize("text", [
    "The town of Harlow is mayored by Jane Booth.",
    "The style was shaped by West African, Irish and of course Spanish among others.",
    "If the water is warmer, the fish will be slower and vice versa.",
    "If the bar is longer, the pitch is lower and the reverse.",
    "She was raised by a family in Ohio.",
    "The park was cleaned by volunteers on the weekend.",
])
def test_refused(text: str) -> None:
    assert mutate(paraphrase, text) == []


@pytest.mark.parametrize("text,expected", [
    ("The town of Harlow is run by Jane Booth.", "Jane Booth runs the town of Harlow."),
    ("Lionsgate released Salt & Pepper in 2011.",
     "Salt & Pepper was released by Lionsgate in 2011."),
    ("Lionsgate released the films in 2011.", "The films were released by Lionsgate in 2011."),
    ("The style was shaped by Irish and Scottish songs.",
     "Irish and Scottish songs shaped the style."),
    ("If the water is warmer, the fish will be slower.",
     "The fish will be slower if the water is warmer."),
    ("She was raised by a family from Ohio.", "A family from Ohio raised her."),
    ("The album was produced by Tom Reed in 2004.", "Tom Reed produced the album in 2004."),
])
def test_made(text: str, expected: str) -> None:
    assert mutate(paraphrase, text) == [expected]
