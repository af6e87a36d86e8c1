"""After round 16: number_swap's refusals of the classes reviewers ruled against, and its
new reach (invented sentences in the style of chatty replies and infobox claims)."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_swap import number_swap

SEEDS = range(4)


def _all(text: str, passages: dict[str, str] | None = None) -> set[str]:
    return {m for seed in SEEDS for m in mutate(number_swap, text, passages=passages, seed=seed)}


# ----------------------------------------------------------------------------- refusals


def test_a_count_its_bracketed_list_names_stays() -> None:
    text = 'Soups come in two kinds, clear ( "consommé" ) and thick ( "potage" ).'
    assert not any("two kinds" not in m for m in _all(text))


def test_a_count_before_a_plain_list_still_stays() -> None:
    assert not any("two sons" not in m for m in _all("She has two sons, Tom and Ben."))


def test_a_count_without_a_list_still_moves() -> None:
    assert any("two kinds" not in m for m in _all("Soups come in two kinds, mostly."))


def test_a_bound_never_moves_to_a_value_the_table_list_still_meets() -> None:
    passages = {"t": "Anna Berg\nBorn: 1950\nAwards: Gold Star  Silver Cup  Bronze Medal"}
    made = _all("Anna Berg won more than one award.", passages)
    assert made == {"Anna Berg won more than three awards."}


def test_a_bound_over_a_longer_table_list_stays() -> None:
    passages = {"t": "The Owls\nGenres: Rock, pop, punk, ska\nOrigin: Leeds"}
    assert _all("The Owls have played more than one genre.", passages) == set()


def test_an_exact_count_never_moves_to_the_table_list_count() -> None:
    passages = {"t": "Anna Berg\nChildren: Tom, Ben, Sue"}
    assert not any("three children" in m for m in _all("Anna Berg has two children.", passages))


@pytest.mark.parametrize("text", [
    "He has written at least one item referencing biology.",
    "He has written at least one item referencing chemistry.",
])
def test_a_count_of_one_never_turns_the_wrong_noun_plural(text: str) -> None:
    assert not any(" item " in m or m.endswith("ies.") for m in _all(text))


def test_a_count_of_one_before_a_compound_noun_still_moves() -> None:
    assert any("phone numbers" in m for m in _all("She gave one phone number to the bank."))


@pytest.mark.parametrize("text", [
    "It dates back to the late 1920s or early 20th century.",
    "The house was built in 1920 or 1921.",
])
def test_a_date_in_an_or_stays(text: str) -> None:
    assert _all(text) == set()


def test_a_date_in_an_and_still_moves() -> None:
    assert _all("The house was built in 1920 and sold in 1950.")


# ----------------------------------------------------------------------------- reach


@pytest.mark.parametrize(("text", "new"), [
    ("The Kiss is a 20th century work of art.", "19th century work of art"),
    ("Ada Stone was a 19th century English novelist.", "18th century English novelist"),
])
def test_a_century_that_dates_a_thing_moves(text: str, new: str) -> None:
    assert any(new in m for m in _all(text))


def test_a_century_of_a_lasting_state_stays() -> None:
    assert _all("The tribe was in the valley in the 12th century.") == set()


def test_a_century_written_in_words_moves() -> None:
    made = _all("Iodine was first isolated in the nineteenth century.")
    assert made <= {"Iodine was first isolated in the eighteenth century.",
                    "Iodine was first isolated in the twentieth century."} and made


def test_a_century_after_since_moves_only_earlier() -> None:
    assert _all("The rite was first held since the 14th century.") <= {
        "The rite was first held since the 13th century."}


def test_a_month_before_his_birthday_moves() -> None:
    made = _all("She died about one month before his 70th birthday.")
    assert made == {"She died about three months before his 70th birthday."}


def test_a_person_count_before_his_still_stays() -> None:
    assert _all("One friend gave his car to the school.") == set()


def test_a_difference_after_by_moves_either_way() -> None:
    made = _all("His wife outlived him by four years.")
    assert any("by two years" in m or "by three years" in m for m in made)
    assert any(m.split("by ")[1] not in ("two years.", "three years.") for m in made)


def test_a_table_amount_is_no_list() -> None:
    passages = {"t": "Flu\nDeaths: 18,900 (2015)\nSpecialty: Neurology"}
    assert any("20,000" not in m for m in _all("Flu led to less than 20,000 deaths.", passages))


def test_a_century_before_an_era_stays() -> None:
    assert _all("Numa lived in the 2nd century AD.") == set()
