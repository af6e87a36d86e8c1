"""Round 18 circumstance_swap rules: no compass swap inside a name ("the Pacific Northwest
region"), and no place swap from a misspelling of a place the passages name ("from
Austrailia" beside "Melbourne, Australia"), each beside a swap still made."""

from __future__ import annotations

from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap

BAND = "Crowded Lane\nOrigin: Melbourne, Australia\nGenres: Rock, pop\nLabels: Capitol"
TRIO = "Wildfern\nOrigin: Portland, Oregon, United States\nGenres: Rock"


def test_a_misspelt_place_is_not_swapped() -> None:
    made = mutate(circumstance_swap, "Crowded Lane is a rock band from Austrailia.",
                  passages={"p": BAND})
    assert made == []


def test_a_direction_inside_a_name_is_not_swapped() -> None:
    made = mutate(circumstance_swap,
                  "Wildfern are from the Pacific Northwest region of the United States.",
                  passages={"p": TRIO})
    assert made == []


def test_a_plain_direction_is_still_swapped() -> None:
    made = mutate(circumstance_swap, "Wildfern are from the northwest region of the United States.",
                  passages={"p": TRIO})
    assert made == ["Wildfern are from the southeast region of the United States."]
