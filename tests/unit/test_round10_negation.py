"""Classes of negation_flip (v7) found in the round-10 dev read of heldout8, as a table.

Each row is a made-up sentence of one class and the mutants the mutator must make of it now
(an empty list: no mutant), with rows that must still flip.
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

ROWS = [
    # a linking verb the parse takes for an auxiliary, with an unreduced lemma ("becomes not")
    ("Suddenly Sam becomes disoriented, Vera disappears, leaving the cash for the meal in his "
     "hand.", ["Suddenly Sam becomes disoriented, Vera does not disappear, leaving the cash for "
               "the meal in his hand."]),
    # a prefixed verb: "co-did not write"
    ("A member of the duo also co-wrote the title song.", []),
    # an answer particle that runs into the clause without a comma stays unflipped
    ("Yes they do serve a wide range of teas which taste lovely.", []),
    # "I don't think so": the evidence after it carries the answer
    ("I don't think so, one guest said that they were unhappy with the view.", []),
    # plain rows still flip
    ("Grace becomes a doctor.", ["Grace does not become a doctor."]),
    ("They have a patio.", ["They do not have a patio."]),
    ("The inn does not mention anything about parking.",
     ["The inn mentions something about parking."]),
    ("Yes, the inn offers parking.", ["No, the inn does not offer parking."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_negation_flip_tenth_round_classes(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected
