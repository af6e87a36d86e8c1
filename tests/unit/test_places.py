"""The one place rule of entity_swap and circumstance_swap (mutators/_places.py), and the two
mutators refusing swaps between places that may hold one another."""

from __future__ import annotations

import pytest

from mutators import _places
from mutators._example import mutate
from mutators._nlp import parse
from mutators.circumstance_swap import circumstance_swap
from mutators.entity_swap import entity_swap


@pytest.mark.parametrize(("one", "other", "text", "nest"), [
    ("West End", "London", "", True),  # a part name inside some larger place
    ("Wales", "Britain", "", True),  # a nation of the UK and the UK: different levels
    ("Florida", "Miami", "", True),
    ("Latin America", "South America", "", True),  # a shared word
    ("Gracemount", "Edinburgh", "A plant in Gracemount in Edinburgh.", True),
    ("Qom", "Iran", "Iran's holy city of Qom.", True),
    ("Edinburgh", "Leeds", "He lived in Gracemount, Edinburgh. He moved to Leeds.", True),
    ("Britain", "Iraq", "", False),  # two countries
    ("Leeds", "York", "Trains run from Leeds, York and Hull.", False),  # a list, no setting
    ("Sydney", "Canberra", "Flights leave Sydney daily for Canberra.", False),
])
def test_may_nest(one, other, text, nest):
    docs = [parse(text)] if text else []
    assert _places.may_nest(one, other, docs) is nest
    assert _places.may_nest(other, one, docs) is nest


def test_written_as_place_needs_a_place_slot():
    assert _places.written_as_place("Porthcawl", [parse("A medal was found in Porthcawl.")])
    assert not _places.written_as_place("Pte Boaden", [parse("Pte Boaden won the medal.")])


def test_entity_swap_refuses_a_containing_place():
    passages = {"p": "The musical was staged in the West End. Theatres in London reopened."}
    out = mutate(entity_swap, "Matilda was staged in the West End.", passages=passages)
    assert not any("London" in m for m in out)


def test_entity_swap_refuses_a_place_of_a_style():
    passages = {"p": "Alexander II of Russia was also Grand Duke of Finland."}
    assert mutate(entity_swap, "Alexander II of Russia was assassinated.",
                  passages=passages) == []


def test_entity_swap_swaps_two_towns_though_one_is_tagged_plural():
    # the small model tags "Leeds" NNPS: a town's final s is no plural
    passages = {"p": "The chain has shops in York. Its first store opened in Leeds in 1990."}
    assert mutate(entity_swap, "The first store opened in Leeds.", passages=passages) == \
        ["The first store opened in York."]


def test_circumstance_swap_refuses_a_containing_place():
    passages = {"p": "Storms hit Wales on Monday. Winds were strong in Britain all week."}
    out = mutate(circumstance_swap, "Heavy rain will arrive in Wales.", passages=passages)
    assert not any("Britain" in m for m in out)


@pytest.mark.parametrize("claim", [
    "A British man is missing in Vietnam after falling on a mountain.",
    "The council is seeking a review after an inspector refused the plans.",
    "An official is being investigated after he hit a player.",
    "Murdoch signed for United after previously playing for County.",
])
def test_before_after_stays_for_a_present_state_or_an_anchored_order(claim):
    assert not any("before" in m for m in mutate(circumstance_swap, claim))


def test_before_after_flips_a_past_event():
    out = mutate(circumstance_swap, "Stanley changed his name after he moved to America.")
    assert "Stanley changed his name before he moved to America." in out


def test_entity_swap_needs_a_place_for_a_place_slot():
    passages = {"p": "Pte Boaden won the medal in 1917. It was found in a field in Porthcawl."}
    out = mutate(entity_swap, "A medal found in a field in Porthcawl was returned.",
                 passages=passages)
    assert not any("Boaden" in m for m in out)
