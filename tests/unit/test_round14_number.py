"""Round 14: number_swap refuses a swap the original entails or that reads as garbled.

A dated bound inside a condition ("if you joined before 3 March 2020") narrows the condition
when moved earlier, and "before 3 March" was not read as a bound at all; a bound written after
the noun ("16 years of age and older") has no clear stronger side; "12 noon" names its hour;
a season range with a short end ("2011 -- 12") runs backwards when either end moves.
"""

from __future__ import annotations

from mutators._example import mutate
from mutators.number_swap import date_bound_side, number_swap


def test_day_before_month_is_read_as_a_bound():
    text = "The shop closed before 3 March 2020."
    assert date_bound_side(text, text.index("2020")) == -1
    assert all("2020" not in m and int(m.split()[-1].rstrip(".")) < 2020
               for m in mutate(number_swap, text))


def test_dated_bound_in_a_condition_is_left_alone():
    text = "If you registered before 3 March 2020, you keep the old price."
    assert all("before 3 March 2020" in m for m in mutate(number_swap, text))


def test_trailing_age_bound_is_left_alone():
    text = ("The price of the class may change, but pupils 16 years of age and older will be "
            "asked to pay a $20 charge for a card.")
    assert all("pupils 16 years" in m for m in mutate(number_swap, text))


def test_noon_keeps_its_hour():
    text = "Call the office before 12 noon to book a visit."
    assert all("12 noon" in m for m in mutate(number_swap, text))


def test_short_season_range_is_left_alone():
    for text in ("Rice made up about 40 % of the harvest in 2011 -- 12.",
                 "The club won the title in 2011–12."):
        assert all("2011" in m and "12" in m.split("2011")[-1] for m in mutate(number_swap, text))
