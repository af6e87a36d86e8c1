"""Round-15 reach of negation_flip (v12): new edit sites for predicates it used to decline.

A lone "may" before its verb becomes "cannot", a subject quantifier is denied on the
quantifier ("Most X have" -> "No X have"), a contracted copula takes its "not" ("it's" ->
"it's not"), and a sentence whose edit the grammar check rejects leaves the next sentence to
try. Each row: a made-up sentence and the mutants the
mutator must make of it (an empty list: no mutant).
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

ROWS = [
    # a quantified subject: the denial goes on the quantifier
    ("Most lakes in the valley have fish.", ["No lakes in the valley have fish."]),
    ("Every member is required to vote.", ["No member is required to vote."]),
    ("Many of the cabins have a stove.", ["None of the cabins have a stove."]),
    ("Each village has its own well.", ["No village has its own well."]),
    # ... refused under a weak modal, when the rest presumes part of the set; "some 20" is
    # "about 20", no quantifier, so the verb is negated as before
    ("Some hikers may find the trail steep.", []),
    # ... and under a modal of obligation ("No file must be ..." reads as a ban)
    ("Each file in the archive must be smaller than 2 GB.", []),
    ("Every guest should bring a towel.", []),
    ("Each cabin can sleep four people.", ["No cabin can sleep four people."]),
    ("Many cabins have a stove, some with two ovens.", []),
    ("Some 20 cabins have a stove.", ["Some 20 cabins do not have a stove."]),
    ("Many of the cabins have a stove, while others have a fireplace.", []),
    # a contracted copula takes its "not"; a contracted "has" is left alone
    ("It's important to close the gate.", ["It's not important to close the gate."]),
    ("You're required to show a ticket.", ["You're not required to show a ticket."]),
    ("She's been to the island twice.", []),
    ("It's unlikely that the ferry runs today.", []),
    # a word the negation drops goes with the quantifier too; a relative subject is refused
    ("Many tours are only available in summer.", ["No tours are available in summer."]),
    ("The lake, some parts of which have fish, is deep.", ["The lake, some parts of which have fish, is not deep."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_round15_negation(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected


MAY_ROWS = [
    ("The permit may be renewed every year.", []),
    ("Visitors may bring their own food.", ["Visitors cannot bring their own food."]),
    ("The trail may seem steep.", []),
    ("You may need to book a table.", []),
    ("Visitors may not bring their own food.", []),
]


@pytest.mark.parametrize(("text", "expected"), MAY_ROWS)
def test_round15_negation_may(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected
