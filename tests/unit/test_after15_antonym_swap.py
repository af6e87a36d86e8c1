"""After round 15, antonym_swap v16 reaches further (tuned on parts 13-15, development): "over"
and "under" bounding a quantity after "a" or as a number's modifier, ages of people, a
direction on a name after a preposition, an infinitive that is no purpose of the word, and the
antonym already in the claim matched by words, not letters; the answer speaking of itself,
short bracketed glosses and "male"/"female" beside "he"/"she" stay. Each rule is shown making a
mutant on an invented sentence, beside a control it must refuse."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

_UNRELATED = {"p": "The weather in spring is mild and the parks are busy."}


def _antonyms(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages=_UNRELATED)


@pytest.mark.parametrize(("claim", "mutant"), [
    ("The drummer was married for over a decade.",
     "The drummer was married for under a decade."),
    ("Lisbon has under a million people in it.", "Lisbon has over a million people in it."),
    ("Over half of the students speak French.", "Under half of the students speak French."),
    ("The pass lies over a mile above sea level.", "The pass lies under a mile above sea level."),
])
def test_over_and_under_a_quantity_flip(claim: str, mutant: str) -> None:
    assert _antonyms(claim) == [mutant]


@pytest.mark.parametrize("claim", [
    "The village grew over a decade of rapid change.",   # time spent, no "under a decade"
    "She scored nine goals over a 12-game span.",
    "The band recorded under two labels.",               # a label, no quantity
])
def test_over_and_under_a_period_or_label_stay(claim: str) -> None:
    assert _antonyms(claim) == []


def test_the_answer_speaking_of_itself_stays() -> None:
    assert _antonyms("I have limited details on the fee.") == []
    assert _antonyms("The hotel has limited parking.") == ["The hotel has unlimited parking."]


def test_a_bracketed_gloss_stays() -> None:
    assert _antonyms("The lease can be kept (made valid) by either party.") == []
    assert _antonyms("The lease is valid in Spain.") == ["The lease is invalid in Spain."]
    assert _antonyms("Most drains have one exit (often covered by a grating) into a river.") == [
        "Most drains have one exit (rarely covered by a grating) into a river."]


def test_an_extraposed_infinitive_is_no_purpose() -> None:
    assert _antonyms("It is legal for a tourist to rent a boat.") == [
        "It is illegal for a tourist to rent a boat."]
    assert _antonyms("You may switch to a smaller bin to save money.") == []


def test_an_infinitive_on_another_noun_is_no_purpose_of_the_word() -> None:
    assert _antonyms("The largest siege of the war was a failed attempt to take the port.") == [
        "The smallest siege of the war was a failed attempt to take the port."]
    assert _antonyms("The club made a late attempt to sign the striker.") == []


def test_the_antonym_already_said_is_matched_by_words() -> None:
    assert _antonyms("The first female mayor took office in 1990.") == [
        "The first male mayor took office in 1990."]
    assert _antonyms("The shop opens at nine and closes at five.") == []
    assert _antonyms("The bridge closed in May and has since reopened.") == []
    assert _antonyms("The first female mayor of the town, she was born in 1950.") == []


def test_a_direction_on_a_name_after_a_preposition() -> None:
    assert _antonyms("The firm serves a country in western Europe.") == [
        "The firm serves a country in eastern Europe."]
    assert _antonyms("Guests can cancel for free.") == []


@pytest.mark.parametrize(("claim", "mutant"), [
    ("The singer is five years older than her sister.",
     "The singer is five years younger than her sister."),
    ("Gout mostly affects older adults.", "Gout mostly affects younger adults."),
    ("Visitors 16 years of age and older pay a fee.",
     "Visitors 16 years of age and younger pay a fee."),
])
def test_ages_of_people_flip(claim: str, mutant: str) -> None:
    assert _antonyms(claim) == [mutant]


@pytest.mark.parametrize("claim", [
    "Upgrade clusters that still run older versions.",   # no "younger versions"
    "The lighthouse is older than the harbour.",          # no person compared
    "The app runs on iOS 14 or older.",                   # a version, no age
])
def test_ages_of_things_stay(claim: str) -> None:
    assert _antonyms(claim) == []
