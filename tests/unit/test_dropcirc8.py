"""Eighth-session fixes for dropped_condition (v7) and circumstance_swap (v6), on real
sentences of the failure classes, parsed by the real spaCy model.

dropped_condition: a condition inside what a past report says may be dropped ("revealed that
if LCD was used, they had to ..."); an "if" meaning "whether", a condition an "it" points at
and a courtesy to the reader are never dropped; the meeting transcripts' spelled acronyms
("L_C_D_") match the claim's words. circumstance_swap: an administrative division and a town
may hold one another (Catterline lies in Aberdeenshire), so one is never swapped for the other.
"""

from __future__ import annotations

import pytest

from mutators import _places, _stated_limit
from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap
from mutators.dropped_condition import dropped_condition

#: A meeting transcript in QMSum's spelling: every acronym letter by letter.
TRANSCRIPT = {"m": "Industrial Designer: Um this is the normal circuit board .\n"
                   "So we need uh the expensive , most expensive chip , if we use an L_C_D_ .\n"
                   "Project Manager: Okay ."}


def test_spelled_acronyms_are_joined() -> None:
    assert _stated_limit.plain("if we use an L_C_D_ on the T_V_ .") == \
        "if we use an LCD on the TV ."


def test_a_condition_the_transcript_states_with_a_spelled_acronym_is_dropped() -> None:
    claim = "And they would skip the LCD because they would need the most expensive chip " \
            "if they used an LCD."
    assert mutate(dropped_condition, claim, passages=TRANSCRIPT) == \
        ["And they would skip the LCD because they would need the most expensive chip."]


def test_a_condition_inside_a_past_report_is_dropped_with_its_comma() -> None:
    claim = "Industrial Manager revealed that if LCD was used, they had to choose advanced chips."
    assert mutate(dropped_condition, claim) == \
        ["Industrial Manager revealed that they had to choose advanced chips."]


@pytest.mark.parametrize("claim", [
    # a past event with a condition: it happened anyway
    "He gave the house to the city in 1920, on condition that it became a museum.",
    # a past report whose reported clause is a plain past fact, no possibility or duty
    "The team said that the remote was ready if anyone asked.",
])
def test_a_past_event_keeps_its_condition(claim: str) -> None:
    assert mutate(dropped_condition, claim) == []


@pytest.mark.parametrize("claim", [
    "The professor asked if the team was happy with their progress.",
    "The team wanted to know if OGI was using CVS to access the code.",
    "The team also discussed if averaging over the entire spectrum was a good idea.",
    "I am not sure if they have seating for 4 people.",
])
def test_an_if_that_means_whether_is_no_condition(claim: str) -> None:
    assert mutate(dropped_condition, claim) == []


@pytest.mark.parametrize("claim", [
    "Marketing thought it would be convenient if one remote control could control all the "
    "devices.",
    "If they later had to cut latency, it would create a problem.",
])
def test_a_condition_that_it_points_at_stays(claim: str) -> None:
    assert mutate(dropped_condition, claim) == []


@pytest.mark.parametrize("claim", [
    "If you're searching for a bed that provides a restful night of sleep, those provided by "
    "Aylesbray Lodge Guest House will be acceptable.",
    "If you're inclined to eat outdoors, the Shiraz Restaurant does feature a great outdoor "
    "seating area.",
    "If that's important to you, we can try to specify that you get seated at a table with a "
    "view.",
])
def test_a_courtesy_to_the_reader_stays(claim: str) -> None:
    assert mutate(dropped_condition, claim) == []


def test_division_names() -> None:
    assert [_places.division(n) for n in ("Aberdeenshire", "Clayton County", "Hubei Province",
                                          "Catterline", "Leeds")] == \
        [True, True, True, False, False]


def test_circumstance_swap_never_swaps_a_village_for_a_county() -> None:
    # round 7: "located in Catterline" -> "in Aberdeenshire", a weaker true place
    passages = {"a": "Cowie Castle\nCowie Castle is a ruined fortress in Aberdeenshire, "
                     "Scotland.",
                "b": "Joan Eardley\nShe was noted for her landscapes of the fishing village of "
                     "Catterline on the North-East coast of Scotland."}
    out = mutate(circumstance_swap, "The landmark is located in Catterline.", passages=passages)
    assert not any("Aberdeenshire" in m for m in out)


def test_circumstance_swap_still_swaps_two_towns() -> None:
    passages = {"p": "The band formed in Leeds in 1990.",
                "q": "Their second album was recorded in Sheffield."}
    assert mutate(circumstance_swap, "The band formed in Leeds.", passages=passages) == \
        ["The band formed in Sheffield."]


# --- ninth session: circumstance_swap v7, dropped_condition v8 -------------------------------


@pytest.mark.parametrize("claim", [
    # the claim gives the order a second way: a flip contradicts it
    "The poet was born first. He was born before the painter.",
    "The elder sister moved out. She left home before her brother.",
])
def test_an_order_stated_elsewhere_in_the_claim_is_not_flipped(claim: str) -> None:
    assert not any("after" in m for m in mutate(circumstance_swap, claim))


@pytest.mark.parametrize("claim", [
    "For the villagers the fair matters as much as their daily life.",
    "She once wrote reviews for a weekly magazine.",
    "He was profiled in the Garden Trade Monthly newsletter.",
])
def test_a_frequency_word_in_a_fixed_phrase_or_name_is_not_swapped(claim: str) -> None:
    assert mutate(circumstance_swap, claim) == []


def test_a_real_frequency_and_order_still_swap() -> None:
    assert mutate(circumstance_swap, "The bakery delivers bread daily.") == \
        ["The bakery delivers bread weekly."]
    assert mutate(circumstance_swap, "The painter was born before the poet.") == \
        ["The painter was born after the poet."]


def test_a_condition_whose_referent_a_pronoun_picks_up_stays() -> None:
    claim = "The coach tells her that if a careless diver ignored the flags, they would drown."
    assert mutate(dropped_condition, claim) == []


def test_a_restriction_naming_only_the_passages_place_stays() -> None:
    claim = "Guests who have stayed at the Axiom Hotel praised the clean rooms."
    assert mutate(dropped_condition, claim) == []


def test_a_restriction_with_a_real_limit_still_goes() -> None:
    assert mutate(dropped_condition, "Customers who upgrade before March get a free month.") == \
        ["Customers get a free month."]


def test_a_predicted_outcome_loses_its_condition_told_in_other_words() -> None:
    story = {"s": "Nobody entered the palace unseen. Any stranger found inside without papers "
                  "faced the guards at once, and the king punished them harshly."}
    claim = "The guard would be arrested and jailed if he were found in the palace without a pass."
    assert mutate(dropped_condition, claim, passages=story) == \
        ["The guard would be arrested and jailed."]


def test_a_possibility_keeps_a_condition_the_passages_do_not_state() -> None:
    story = {"s": "The team talked about screens. Nobody was sure about the budget."}
    claim = "The remote may need a larger battery if it gets a colour screen."
    assert mutate(dropped_condition, claim, passages=story) == []


# circumstance_swap v8 (round 9): a before/after between a place and a place holding it,
# and a place name the tagger cut at an abbreviation's period.

def test_before_after_between_nested_places_is_not_flipped() -> None:
    passages = {"p": "The painter moved to Spain in 1920 and settled in Madrid, Spain."}
    claim = "The painter settled in Madrid after moving to Spain."
    assert not [t for t in mutate(circumstance_swap, claim, passages=passages)
                if "before" in t]


def test_before_after_between_unrelated_places_still_flips() -> None:
    passages = {"p": "The painter visited Lisbon. Later she moved to Norway."}
    assert mutate(circumstance_swap, "The painter visited Lisbon after moving to Norway.",
                  passages=passages) == ["The painter visited Lisbon before moving to Norway."]


def test_a_place_is_not_swapped_out_of_the_place_holding_it() -> None:
    passages = {"p": "She moved to Spain and settled in Madrid, Spain. She had studied in Oslo."}
    assert not [t for t in mutate(circumstance_swap, "She settled in Madrid after moving to "
                                  "Spain.", passages=passages) if "Oslo" in t]


def test_a_name_cut_at_an_abbreviation_is_never_swapped() -> None:
    passages = {"p": "The depot stands in Port St. Lucie. A second depot opened in Tampa."}
    mutants = mutate(circumstance_swap, "The depot is located in Port St. Lucie.",
                     passages=passages)
    assert not [t for t in mutants if "Lucie" in t and "Port St." not in t]
    assert all(". Lucie" not in t or "Port St. Lucie" in t for t in mutants)
