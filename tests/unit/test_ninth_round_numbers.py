"""The ninth round's classes of number_swap (v9), as a table: "one" as a count swapped with
agreement, fixed pairs such as "fifty-fifty", "second" as a unit of time, and a year the
passages already state. Sentences are made up on the pattern of the ruled rows and of the
misses ``tests/heldout/number_reasons.py`` counted on part 8."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_swap import number_swap

ROWS = [
    # "one" before a singular noun: the noun and the verbs that agree with it change too
    # (was: no mutant)
    ("The hotel has one room that is free.", None, ["The hotel has two rooms that are free."]),
    ("One person says that the food is good.", None, ["Two people say that the food is good."]),
    ("A single school, which was closed, stood there.", None,
     ["Two schools, which were closed, stood there."]),
    # "one of", an irregular plural, and a singular pronoun later stay as they are
    ("One of the rooms is free.", None, []),
    ("The city has one bus that is free.", None, []),
    ("He wrote one novel before his death.", None, []),
    # the dev read of v9: a frame that stays singular, and a "one" that names, are refused
    # (was: "there was two shops", "two options were to take ...", "formula two cars",
    # "on two hands")
    ("There was one shop in the village.", None, []),
    ("One option was to take the train.", None, []),
    ("One problem is that the bar is loud.", None, []),
    ("The museum shows the first formula one car built in Italy.", None, []),
    ("On one hand, the room was quiet, but it was small.", None, []),
    ("The village had one shop in the square.", None,
     ["The village had two shops in the square."]),
    # a fixed pair is never half-edited (was: "split fifty-sixty")
    ("They split the profits fifty-fifty.", None, []),
    # "second" as a unit of time is no ordinal (was: "half-megaton per third")
    ("The bomb released a half-megaton per second.", None, []),
    ("The team won a second title.", None, ["The team won a third title."]),
    # a year the passages state for another event is no fault there (was: the earlier film's year)
    ("The album was released in 1975.", {"p": "Their earlier album was released in 1977."},
     ["The album was released in 1972."]),
]


@pytest.mark.parametrize(("text", "passages", "expected"), ROWS)
def test_number_swap_rows_of_the_ninth_round(text, passages, expected):
    assert mutate(number_swap, text, passages=passages) == expected


REVIEWS = {"r0": "Guest review: the patio is lovely.", "r1": "Guest review: a quiet patio.",
           "r2": "Guest review: the patio is big."}

#: The tenth round (v10): the round-9 broken rows and the largest sound classes of misses.
TENTH_ROWS = [
    # a singular 'there is' sees adverbs before the count (was: "there is really only nine
    # customers")
    ("There is really only one guest mentioning the patio.", REVIEWS, []),
    ("There was just one shop in the village.", None, []),
    # a count of one never grows past another count of the same noun (was: "three past
    # guests ... four guests said"); it may still grow within it
    ("According to three past guests, the hotel has a patio and one guest said it was big.",
     REVIEWS, ["According to two past guests, the hotel has a patio and one guest said it was big.",
               "According to three past guests, the hotel has a patio and two guests said it "
               "was big."]),
    ("Two rooms face the sea and one room faces the yard.", None,
     ["Four rooms face the sea and one room faces the yard."]),
    # "N-time" counts titles (was: not read); "one-time" means former and stays
    ("She is a two-time world champion in rowing.", None,
     ["She is a four-time world champion in rowing."]),
    ("He is an eight-time champion.", None, ["He is a seven-time champion."]),
    ("He is a one-time champion.", None, []),
    # "first" as a rank after 'the' or a possessor, before a singular noun (was: not read)
    ("The museum had its first public showing in a small hall.", None,
     ["The museum had its second public showing in a small hall."]),
    ("She was the first woman to win the prize.", None,
     ["She was the second woman to win the prize."]),
    ("He was the first openly deaf actor to win the award.", None,
     ["He was the second openly deaf actor to win the award."]),
    # ... but not its idioms, a plural, a bare 'first' or 'first' beside a count
    ("In the first place, the room was small.", None, []),
    ("He was among the first settlers of the valley.", None, []),
    ("The band had more members when first formed.", None, []),
    ("Being the first would make them famous.", None, []),
    ("The first two chapters are short.", None, []),
    ("The first and only album was a hit.", None, []),
    # 'first' that stresses a start ranks nothing (dev read: "At the second beginning of ...")
    ("At the first beginning of the talk, the speaker thanked the hosts.", None, []),
]


@pytest.mark.parametrize(("text", "passages", "expected"), TENTH_ROWS)
def test_number_swap_rows_of_the_tenth_round(text, passages, expected):
    assert mutate(number_swap, text, passages=passages) == expected
