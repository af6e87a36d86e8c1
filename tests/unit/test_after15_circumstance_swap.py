"""After round 15, circumstance_swap v14 reach (tuned on part 15, development): a season that
dates an event, even inside a numbered date ("the winter of 1936") or as a subject; the
opposite part of a place ("the west coast" → "the east coast"); and, on a table, a place of
one row's slot swapped for the place another row gives another slot (a birthplace for the
residence). Each rule beside a control it must refuse. Invented tables and claims."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap

_PAINTER = ("Tomas Varga\nBorn: 4 February 1931, Sopron, Hungary\nDied: 9 August 1999, "
            "Vienna, Austria\nNationality: Hungarian\nOccupation: Painter")
_CHEF = ("Lena Park\nBorn: 12 July 1975, Dayton, Ohio, U.S.\nResidence: Portland, Oregon, U.S.\n"
         "Occupation: Chef\nYears active: 1998-present")
_BAND = ("The Lanterns\nOrigin: Trenton, New Jersey, U.S.\nGenres: Rock\n"
         "Years active: 1990-present\nLabels: Harbor")


@pytest.mark.parametrize(("claim", "made"), [
    ("Tomas Varga was born in the winter of 1931.", "born in the summer of 1931"),
    ("The Autumn of 1931 is when the painter was born.", "The Spring of 1931"),
    ("The museum opened during the summer season.", "during the winter season"),
    ("The Summer months of 1999 are when the bridge closed.", "The Winter months of 1999"),
    ("The shop moved to a new street last spring.", "last autumn"),
])
def test_a_season_that_dates_an_event_swaps(claim: str, made: str) -> None:
    assert any(made in m for m in mutate(circumstance_swap, claim))


@pytest.mark.parametrize(("claim", "refused"), [
    ("Historians still argue about the fall of Rome.", "spring"),  # a fall that is no season
    ("The hikers rested beside a hot spring.", "autumn"),  # a spring of water
    ("The Prague Spring ended with an invasion.", "Autumn"),  # a name
    ("The town was hit by a winter storm.", "summer"),  # a kind of storm
    ("The festival opens in the summer, always in July.", "winter"),  # the month fixes it
])
def test_a_season_word_of_another_sense_is_refused(claim: str, refused: str) -> None:
    assert not any(refused in m for m in mutate(circumstance_swap, claim))


@pytest.mark.parametrize(("claim", "made"), [
    ("The chef lives on the west coast.", "on the east coast"),
    ("The band was formed on the East Coast of the U.S.", "on the West Coast"),
    ("The painter lives in the western United States.", "the eastern United States"),
    ("The band comes from a northern European country.", "a southern European country"),
    ("The group is from South Korea.", "from North Korea"),
])
def test_a_part_of_a_place_swaps_to_the_opposite_part(claim: str, made: str) -> None:
    assert any(made in m for m in mutate(circumstance_swap, claim))


@pytest.mark.parametrize("claim", [
    "She studied law in West Virginia.",  # no "East Virginia" in the tables
    "The line runs from the east coast to the west coast.",  # both parts named
    "He played for the West Coast Eagles.",  # a team's name
])
def test_a_direction_of_no_clean_opposite_is_refused(claim: str) -> None:
    assert not any(w in m for m in mutate(circumstance_swap, claim)
                   for w in ("East Virginia", "West Coast Eagles", "east coast to the east",
                             "west coast to the west", "East Coast Eagles"))


def test_a_birthplace_swaps_for_the_place_of_death() -> None:
    out = mutate(circumstance_swap, "Tomas Varga was born in Hungary.",
                 passages={"t": _PAINTER})
    assert "Tomas Varga was born in Austria." in out


def test_a_residence_swaps_for_the_birthplace() -> None:
    out = mutate(circumstance_swap, "Lena Park is a chef who lives in Oregon.",
                 passages={"t": _CHEF})
    assert "Lena Park is a chef who lives in Ohio." in out


def test_from_takes_no_place_of_another_slot_it_may_mean() -> None:
    # "from" may mean the birthplace as well as the residence: no clean fault
    out = mutate(circumstance_swap, "Lena Park is a chef from Oregon.", passages={"t": _CHEF})
    assert "Lena Park is a chef from Ohio." not in out


def test_a_place_of_an_unknown_slot_is_no_swap() -> None:
    table = _BAND + "\nAssociated acts: The Dunes, Ohio Players"
    out = mutate(circumstance_swap, "The Lanterns were formed in New Jersey.",
                 passages={"t": table})
    assert not any("Ohio" in m for m in out)


@pytest.mark.parametrize(("claim", "made"), [
    ("The keeper wakes up at night to check the lamp.", "wakes up during the day"),
    ("At night the old mill is locked.", "During the day the old mill is locked."),
])
def test_at_night_swaps_to_during_the_day(claim: str, made: str) -> None:
    assert any(made in m for m in mutate(circumstance_swap, claim))


@pytest.mark.parametrize(("claim", "refused"), [
    ("The owls hunt at night and sleep by day.", "during the day"),  # the day is named
    ("The market opens at nightfall.", "during the day"),
    ("The Lion in Winter is a play set in France.", "Summer"),  # a title's season
    ("Outside North America, top clubs play in the Euroleague.", "South America"),
    ("The port served the trade of Chile in South America.", "North America"),
])
def test_refusals_of_after15_review(claim: str, refused: str) -> None:
    assert not any(refused in m for m in mutate(circumstance_swap, claim))


@pytest.mark.parametrize(("claim", "refused", "control", "made"), [
    ("Reviews written after the fact with hindsight are less reliable.", "before the fact",
     "Reviews written after the launch are less reliable.", "before the launch"),
    ("The guard said he felt ill before he was found hanged.", "after he was found",
     "The guard said he felt ill before he was moved.", "after he was moved"),
])
def test_earlier_ruled_orders_are_refused(claim: str, refused: str, control: str,
                                          made: str) -> None:
    assert not any(refused in m for m in mutate(circumstance_swap, claim))
    assert any(made in m for m in mutate(circumstance_swap, control))
