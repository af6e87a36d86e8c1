"""added_fact v13 (after round 17): the round's bad classes refused, each beside a control
the fix must still make. Sentences and tables are invented in the style of InfoTabS and
DialFact.

- a description is never stacked before an intensified adjective or a superlative ("an
  award-winning really fine chemist", "the region's award-winning biggest grower");
- an infobox with an Awards or Honours row states "award-winning" and "to critical
  acclaim", whatever it lists ("Awards: Full list").
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.added_fact import added_fact

CHEMIST = ("Pal Varga\nBorn: 2 May 1901 Szeged, Hungary\nDied: 1 June 1960 Vienna, Austria\n"
           "Nationality: Hungarian\nFields: chemist, engineer")
ACTOR = ("Dean Harlow\nBorn: June 3, 1950  Trenton, New Jersey, U.S.\nNationality: American\n"
         "Occupation: Actor, producer\nYears active: 1970-present")
AWARDED = ACTOR + "\nAwards: Full list"
HONOURED = ACTOR + "\nHonours: Order of the Lake"
FARMS = "Ginger is mostly grown in India, which is the region's biggest grower of the root."


def _made(claim: str, passages: dict[str, str]) -> list[str]:
    return mutate(added_fact, claim, passages=passages)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Pal Varga was a really fine chemist.", {"t": CHEMIST}),
    ("Pal Varga was a very good chemist.", {"t": CHEMIST}),
    ("Ginger comes from India, which is the region's biggest grower.", {"p": FARMS}),
    ("Dean Harlow is the most famous actor of his family.", {"t": ACTOR}),
])
def test_no_description_before_a_grade(claim: str, passages: dict[str, str]) -> None:
    made = _made(claim, passages)
    assert not any(f"{word} {grade}" in m for m in made
                   for word in ("award-winning", "best-selling")
                   for grade in ("really", "very", "biggest", "most"))


@pytest.mark.parametrize(("claim", "expected"), [
    ("Pal Varga was a chemist.", "Pal Varga was an award-winning chemist."),
    ("Pal Varga was a Hungarian chemist.", "Pal Varga was an award-winning Hungarian chemist."),
])
def test_a_bare_or_classed_noun_still_takes_a_description(claim: str, expected: str) -> None:
    assert expected in _made(claim, {"t": CHEMIST})


@pytest.mark.parametrize("table", [AWARDED, HONOURED])
def test_an_awards_row_states_award_winning(table: str) -> None:
    made = _made("Dean Harlow is an American actor.", {"t": table})
    assert not any("award-winning" in m or "acclaim" in m for m in made)


def test_a_table_with_no_awards_row_still_gains_award_winning() -> None:
    assert "Dean Harlow is an award-winning American actor." in _made(
        "Dean Harlow is an American actor.", {"t": ACTOR})
