"""The fifth held-out round's broken classes of negation_flip and number_swap, as tables.

Each row is a sentence of the ruled class (some are the reviewers' own rows, some made up on
the same pattern) and the mutants the mutator must make of it now; the old code failed every
row marked "was".
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip
from mutators.number_swap import number_swap

NEGATION = [
    # a verb coordinated with "or" shares the negation (was: "did not love X or thought Y")
    ("Half loved the location or thought it was great.",
     ["Half did not love the location or think it was great."]),
    # an "or"-coordinated verb of a negated root: no flip (was: "loved X or think Y")
    ("Half did not love the location or think it was great.", []),
    # a later clause echoes the predicate (was: "does not feature ... equally amazing")
    ("The Ashley Hotel features beautiful views out the window while at the Lovell Lodge the "
     "sights are equally amazing.", []),
    ("The hotel offers free parking, and the restaurant also serves breakfast.", []),
    # a later clause refers back to what the flipped one asserts (was: flipped)
    ("I only saw Yangzhou fried rice mentioned being served at The Lucky Star and that guest "
     "thought it was quite tasty.", []),
    ("One method was directly generating queries from the summaries, though the concern was "
     "that this would not be very desirable.", []),
    # "not ... some" reads oddly: the object's "some" becomes "any" (was: "did not pay some")
    ("They paid some attention to the energy source.",
     ["They did not pay any attention to the energy source."]),
    # a quantified reporter stays; what it reports is flipped (was: no mutant)
    ("Yes, most people say that the beer is very high quality.",
     ["No, most people say that the beer is not very high quality."]),
    ("Many guests say the rooms are spotless.", ["Many guests say the rooms are not spotless."]),
    # ... but not when the sentence sets it against other reports
    ("Most people say that the drinks are priced well, but one person said they were "
     "overpriced.", []),
    # a present verb the parser tags as a bare infinitive (was: no mutant)
    ("The Nirala and the Golden Wok offer high quality meals that are affordable.",
     ["The Nirala and the Golden Wok do not offer high quality meals that are affordable."]),
    # untouched: a plain predicate
    ("Mary Shelley wrote Frankenstein.", ["Mary Shelley did not write Frankenstein."]),
]


@pytest.mark.parametrize(("text", "expected"), NEGATION)
def test_negation_flip_keeps_the_rest_of_the_sentence_coherent(text, expected):
    assert mutate(negation_flip, text) == expected


REVIEWS = {"r0": "Hotel, guest review\nThe shower was weak.",
           "r1": "Hotel, guest review\nLovely staff.",
           "faq": "Hotel\nQ: Is there parking? A: Yes."}

NUMBERS = [
    # a count another phrase of the sentence fixes (was: "four terms from 2009 to 2017")
    ("Barack Obama served two terms from 2009 to 2017.", None, []),
    ("The existing net for voice-unvoice had three outputs, voice, unvoice, and silence.",
     None, []),
    # a lasting state "in YEAR" holds later as well (was: "present ... in 1493")
    ("Chilis were already present in the cuisine of the Americas in 1490.", None, []),
    # a year naming an edition no passage gives (was: "The 2024 Annual Conference")
    ("The 2021 Annual Conference of the Association for Computational Linguistics is one "
     "of the largest conferences.", {"p": "The ACL conference is one of the largest."}, []),
    # an edition year the passage gives still moves
    ("The 1932 Australian Grand Prix was a handicap race.",
     {"p": "The 1932 Australian Grand Prix was a handicap race held at Phillip Island."},
     ["The 1929 Australian Grand Prix was a handicap race."]),
    # a rating stays inside its scale, and the scale is not a target (was: "4.5 out of 4")
    ("The hotel is rated 4.5 out of 5.", None, ["The hotel is rated 4.0 out of 5."]),
    # more sources than the passages hold (was: no mutant)
    ("The hotel has weak water pressure according to one guest.", REVIEWS,
     ["The hotel has weak water pressure according to four guests."]),
    ("Only one person found the staff lovely.", REVIEWS,
     ["Only four people found the staff lovely."]),
    # the verb agrees with the grown count (v8 made no mutant; v9 turns the verb plural)
    ("One guest was unhappy with the shower.", REVIEWS,
     ["Two guests were unhappy with the shower."]),
    # no review among the passages: no source count, but the passage's own "one guest" is a
    # count of one like any other, and two guests contradict it (v8 made no mutant)
    ("The hotel has weak water pressure according to one guest.", None,
     ["The hotel has weak water pressure according to two guests."]),
    # a count shared by a coordination: one conjunct alone cannot turn plural
    ("You can only create one user or organization site for each account.", None, []),
    # an event year still moves
    ("He was born in 1950.", None, ["He was born in 1947."]),
]


@pytest.mark.parametrize(("text", "passages", "expected"), NUMBERS)
def test_number_swap_rows_of_the_fifth_round(text, passages, expected):
    assert mutate(number_swap, text, passages=passages) == expected
