"""Round 14: circumstance_swap refuses swaps that the claim's own wording contradicts or that
change nothing (heldout 11-13 rulings broken / not_fault)."""

from __future__ import annotations

from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap


def test_rate_with_bracketed_conversion_is_left_alone():
    claim = "The rover can drive at 2 miles per hour (3 kilometers per hour) on flat ground."
    out = mutate(circumstance_swap, claim)
    assert not any("per day" in m for m in out)


def test_rate_with_bracketed_abbreviation_is_left_alone():
    claim = "The new plant treats 40 million gallons per day (mgd) of river water."
    out = mutate(circumstance_swap, claim)
    assert not any("per week" in m for m in out)


def test_plain_rate_still_swaps():
    claim = "Storage is billed for the capacity used per month."
    assert any("per year" in m for m in mutate(circumstance_swap, claim))


def test_speed_per_hour_is_left_alone():
    claim = "The limit on this road is 60 miles per hour for trucks."
    out = mutate(circumstance_swap, claim)
    assert not any("per day" in m for m in out)


def test_count_of_events_per_hour_still_swaps():
    claim = "The site allows a soft limit of 10 builds per hour."
    assert any("per day" in m for m in mutate(circumstance_swap, claim))


def test_months_fix_the_season():
    claim = "In the spring the rivers rise fast, mostly in April and May."
    out = mutate(circumstance_swap, claim)
    assert not any("autumn" in m for m in out)


def test_season_with_month_in_another_clause_still_swaps():
    claim = "Floods are common in the spring and the month of June is the wettest."
    assert any("autumn" in m for m in mutate(circumstance_swap, claim))


def test_spelling_variant_of_a_place_is_no_swap():
    passages = {"p": "Many people in the US have loans."}
    out = mutate(circumstance_swap, "Some banks in the U.S. offer free checking.",
                 passages=passages)
    assert not any("the US" in m for m in out)


def test_article_before_an_adjective_counts():
    passages = {"p": "Rabies is rare in Iceland."}
    out = mutate(circumstance_swap, "Rabies is common in the southern United States.",
                 passages=passages)
    assert not any("the southern Iceland" in m for m in out)
