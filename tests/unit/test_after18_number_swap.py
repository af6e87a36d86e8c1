"""After round 18: number_swap's refusals of the classes reviewers ruled against in rounds 18
and 18b, each beside a control the rule must still make (invented sentences in the style of
infobox claims and long-form answers, none copied from the corpus)."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_swap import number_swap

SEEDS = range(4)


def _all(text: str, passages: dict[str, str] | None = None) -> set[str]:
    return {m for seed in SEEDS
            for m in mutate(number_swap, text, passages=passages or {"p": "x"}, seed=seed)}


# ------------------------------------------------------- a count its own list fixes


@pytest.mark.parametrize("text", [
    "The year is split into the three terms A, which runs from autumn to winter, B, during "
    "which exams are held, and C, which ends in summer.",
    "In most frogs the three stages are the egg, during which the embryo forms, the tadpole, "
    "during which it swims, and the adult, which lives on land.",
])
def test_a_count_of_a_list_whose_items_carry_asides_stays(text: str) -> None:
    assert not any("three" not in m for m in _all(text))


def test_a_count_without_a_list_after_it_still_moves() -> None:
    made = _all("The year is split into three terms, which run from autumn to summer.")
    assert any("three" not in m for m in made)


def test_a_count_of_one_said_again_as_the_other_stays() -> None:
    text = "According to one account, the fort fell in spring, and the other account says summer."
    assert not any("one account" not in m for m in _all(text))


def test_a_count_of_one_without_another_still_moves() -> None:
    assert any("accounts" in m for m in _all("According to one account, the fort fell in spring."))


@pytest.mark.parametrize("text", [
    "Chess is one example of a game of perfect information.",
    "Ludo, one example of a race game, came from India.",
])
def test_a_count_of_one_that_describes_one_thing_stays(text: str) -> None:
    assert not any("examples" in m for m in _all(text))


def test_a_count_of_one_as_an_object_still_moves() -> None:
    assert any("examples" in m for m in _all("The guide gives one example of a race game."))


# ------------------------------------------------------- ranges a value cannot leave


def test_a_share_under_a_lower_bound_stays_below_all() -> None:
    made = _all("In 2010, over 96 percent of the farms in the region were small.")
    assert made and not any("100 percent" in m for m in made)


def test_a_share_under_a_lower_bound_moves_within_all() -> None:
    made = _all("In 2010, over 80 percent of the farms in the region were small.")
    assert "In 2010, over 90 percent of the farms in the region were small." in made


@pytest.mark.parametrize("text", [
    "Rain falls mostly in the wet season (June, July, August) in the north.",
    "The band played its second, third and fourth albums in full.",
])
def test_a_member_of_a_run_stays(text: str) -> None:
    assert not any(w not in m for m in _all(text)
                   for w in ("June, July, August", "second, third and fourth") if w in text)


@pytest.mark.parametrize("text, kept", [
    ("Rain falls mostly in June and September in the north.", "June and September"),
    ("The band played its second and fifth albums in full.", "second and fifth"),
])
def test_members_of_a_list_that_is_no_run_still_move(text: str, kept: str) -> None:
    assert any(kept not in m for m in _all(text))


def test_a_two_digit_decade_after_an_article_moves_by_tens() -> None:
    made = _all("Blue Days is a 90's pop album by the Kites.")
    assert made and all(re_decade in m for m in made
                        for re_decade in ("0's pop",))
    assert all(any(f"{d}'s" in m for d in (70, 80)) for m in made)


def test_a_two_digit_number_that_is_no_decade_stays() -> None:
    assert _all("Blue Days is a 95's pop album by the Kites.") == set()


# ------------------------------------------------------- estimates keep their roundness


def test_an_estimate_shaped_like_a_year_moves_as_an_amount() -> None:
    made = _all("The town has stood on the river for almost 2000 years.")
    assert made
    for mutant in made:
        value = int(mutant.split("almost ")[1].split(" ")[0])
        assert value % 500 == 0 and value != 2000


def test_a_year_still_moves_as_a_year() -> None:
    made = _all("The town was founded on the river in 1850.")
    assert made and all("1850" not in m for m in made)


@pytest.mark.parametrize("text, allowed", [
    ("Mira Dale has been singing for over ten years.", {"twenty"}),
    ("The lake is home to more than 40 species of fish.", {"50", "60", "80", "100"}),
])
def test_a_strengthened_lower_bound_stays_round(text: str, allowed: set[str]) -> None:
    made = _all(text)
    assert made and all(any(f" {a} " in m for a in allowed) for m in made)


def test_an_exact_count_still_takes_any_near_value() -> None:
    made = _all("Mira Dale has sung for ten years.")
    assert any(w in m for m in made for w in ("nine", "eleven", "twelve"))


# ------------------------------------------------------- bounds the passages still meet


def test_a_lower_bound_on_years_moves_past_the_span_the_table_gives() -> None:
    table = {"t": "Mira Dale\nBorn: 2 May 1980 (age 38)\nYears active: 1985-present"}
    made = _all("Mira Dale has been singing for over 20 years.", table)  # 33 years by 2018
    assert made and all(" 20 " not in m and " 30 " not in m for m in made)


def test_a_lower_bound_on_years_beyond_the_span_still_moves() -> None:
    table = {"t": "Mira Dale\nBorn: 2 May 1980 (age 38)\nYears active: 2008-present"}
    assert _all("Mira Dale has been singing for over ten years.", table) == {
        "Mira Dale has been singing for over twenty years."}


def test_a_run_count_a_service_interval_covers_stays() -> None:
    table = {"t": "Route 7\nFrequency: 15-20 minutes\nOperates: 6 AM - 10 PM"}
    assert _all("The Route 7 bus ran over 30 times a day.", table) == set()


def test_a_run_count_without_an_interval_still_moves() -> None:
    table = {"t": "Route 7\nOperator: City Transit\nLevel: Daily"}
    assert _all("The Route 7 bus ran over 30 times a day.", table)


def test_a_kind_count_over_a_table_list_stays() -> None:
    table = {"t": "Zeta Phone\nNetworks: GSM / UMTS / LTE  800/1800  ,  HSPA  3.5 Mbps"}
    assert _all("The Zeta Phone works on more than one kind of network.", table) == set()


def test_a_kind_count_over_a_short_table_list_still_moves() -> None:
    table = {"t": "Zeta Phone\nNetworks: GSM"}
    assert _all("The Zeta Phone works on more than one kind of network.", table)


# ------------------------------------------------------- one of a scale word


@pytest.mark.parametrize("text, made", [
    ("The ferry carries over a million people each year.",
     "The ferry carries over two million people each year."),
    ("The film earned about half a million dollars.",
     "The film earned about a million dollars."),
])
def test_one_of_a_scale_word_under_a_bound_or_hedge_doubles(text: str, made: str) -> None:
    assert made in _all(text)


def test_one_of_a_scale_word_as_a_figure_of_speech_stays() -> None:
    assert _all("There are Lisp, Perl and a million other languages.") == set()


def test_one_of_a_scale_word_the_passages_exceed_stays() -> None:
    table = {"t": "Ferry\nRidership: 2,400,000 (2017)"}
    assert _all("The ferry carries over a million people each year.", table) == set()


def test_a_lower_bound_under_a_word_of_ability_grows() -> None:
    made = _all("Draft horses can weigh more than 1800 pounds.")
    assert made and all(int(m.split("than ")[1].split(" ")[0]) > 1800 for m in made)


def test_a_lower_bound_that_opens_an_allowance_still_narrows() -> None:
    made = _all("Refunds can be issued after 14 days.")
    assert made and all(" 14 " not in m and ("7" in m or "10" in m) for m in made)
