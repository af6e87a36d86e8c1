"""The eighth held-out round's broken classes of negation_flip (v7), as a table.

Each row is a made-up sentence of a ruled class of heldout8_review.csv and the mutants the
mutator must make of it now (an empty list: no mutant), with rows that must still flip.
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

ROWS = [
    # the rest of the sentence presumes the predicate: an evaluative "which" comment, a range
    # of variety, a concession, an exception, a report set against another report
    ("The lobby is well lit with soft lamps, which is lovely at night.", []),
    ("Guests give different answers about the breakfast, ranging from generous to meagre.", []),
    ("Tom opens the door when the bell rings, even though nobody told him to.", []),
    ("The rooms cannot be called spacious by most guests aside from a few that were happy.", []),
    ("While the guests I read for Roma say it was superb, many people said the food was bland.",
     []),
    # the denied thing is referred to next: a ", which" clause on it, a pronoun after it
    ("There is a gate at the end of the path, with a bell hanging beside it.", []),
    ("Ella developed red spots on both sides of her face, which soon turned into blisters.", []),
    # ... a ", who" clause about a person stays, and so does a pronoun for the subject
    ("Rita is the captain of the ship, who is a tall woman.",
     ["Rita is not the captain of the ship, who is a tall woman."]),
    # grammar (a correct parse still flips; the mis-parse is refused): a reduced relative, a
    # linking verb,
    # a negative quantifier, coordinated existential nouns, a locative inversion
    ("The soup served at Rosa is warm and rich.", ["The soup served at Rosa is not warm and rich."]),
    ("Suddenly Mark becomes confused, Lisa leaves, dropping the keys on the floor.",
     ["Suddenly Mark does not become confused, Lisa leaves, dropping the keys on the floor."]),
    ("There are few patches of grass where the settlers graze their goats.", []),
    ("There is a narrow bed and a desk with a lamp on top.", []),
    ("Two miles past the ridge lies Camp Orion, the old research station.", []),
    # plain rows still flip
    ("There are many shops in the old town.", ["There are not many shops in the old town."]),
    ("The hotel has a heated pool.", ["The hotel does not have a heated pool."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_negation_flip_eighth_round_classes(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected
