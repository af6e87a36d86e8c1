"""Classes of negation_flip (v8) from the round-9 held-out review, as a table: a made-up
sentence of each class and the mutants the mutator must make of it now (an empty list: no
mutant), with controls that must still flip."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

ROWS = [
    # a negative adverb in the clause: "is not hardly" is a double negative
    ("She is barely thirty years old and sailed on the first voyage.", []),
    ("The ferry seldom leaves before noon.", []),
    ("She is thirty years old.", ["She is not thirty years old."]),
    # possessive "have" before an attributive participle: "does not have", not "has not fried"
    ("The diner has fried chicken with rice on its menu.",
     ["The diner does not have fried chicken with rice on its menu."]),
    ("The band has released albums on two labels.",
     ["The band has not released albums on two labels."]),
    # an indefinite "another" subject: "did not feature" is vacuous, so the subject is negated
    ("Another novel featured the old harbour.", ["No other novel featured the old harbour."]),
    ("Yes, another guest liked the garden.", []),
    ("The novel featured the old harbour.", ["The novel did not feature the old harbour."]),
    # a stance adverb after the particle flips with it
    ("No, unfortunately the inn does not offer a shuttle to the station.",
     ["Yes, fortunately the inn offers a shuttle to the station."]),
    # the denied thing is referred to next by "it" while the subject is "they"
    ("Yes, they have a sunny terrace, one guest even said that it was ideal for lunch.", []),
    ("They liked the location of the inn and how it was quiet.",
     ["They did not like the location of the inn and how it was quiet."]),
    # an "anything" of a bare clause under the predicate is rewritten with it
    ("I don't see anything mentioning the breakfast in particular.",
     ["I see something mentioning the breakfast in particular."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_negation_flip_round11_classes(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected
