"""Table tests of antonym_swap v9 (held-out round 8): a swap that contradicts an evaluative
word of its own sentence through a tie the clause chain missed (an attitude adverb, a
sentential "which" clause, a hyphenated word, a wish, a second predicate, a reviewer's report),
and swaps that give no collocation the language uses (a passive "from", an adjective's "with",
a place adverb after a noun). Sentences are made up in the style of the ruled rows; each
blocked class has a control that v9 still swaps."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

ROWS = [
    # an attitude adverb judges the clause it sits in
    ("The guests felt that the wifi signal in the annex was weak sadly.", []),
    ("The shower pressure was strong, fortunately.", []),
    ("Unfortunately, the shower pressure was weak.", ["The shower pressure was strong."]),
    # a sentential "which" clause judges the clause before it
    ("The street noise seems to be quite low at the Belmont, which is good news.", []),
    ("The inn is well insulated with quiet bedrooms, which is lovely in a busy town.", []),
    ("The street noise seems to be quite low at the Belmont.",
     ["The street noise seems to be quite high at the Belmont."]),
    # a hyphenated evaluative word, a wish, a second predicate of the same subject
    ("The Larder gets high marks for its first-rate coffee and cakes.", []),
    ("The Larder gets high marks for its coffee and cakes.",
     ["The Larder gets low marks for its coffee and cakes."]),
    ("Some guests said the bathroom was a negative and should have been cleaner.", []),
    # what reviewers are reported saying gives the reason of a rating
    ("The Marlow gets high ratings for its garden with visitors saying the lovely lawns were "
     "the best part and it looked better than online.", []),
    ("There are a few negative reviews of the Crest with guests saying it was noisy at night.",
     []),
    # a passive of source or descent: the antonym takes no "from"
    ("The modern poodle is descended from old water dogs.", []),
    # an adjective's complement: the antonym must take it
    ("The cellar air was thick with the sour smell of old wine.", []),
    # a place adverb right after a noun places that noun
    ("The bistro offers a lovely view of the river outside while the cafe has a garden.", []),
]


@pytest.mark.parametrize(("claim", "expected"), ROWS)
def test_round8_rows(claim: str, expected: list[str]) -> None:
    assert mutate(antonym_swap, claim, passages={"p": "Nothing here states the claim."}) == \
        expected


REACH_ROWS = [
    # a purpose does not fix how often or whether one acts for it (reach won back)
    ("The guard often uses the side door to leave the building unseen.",
     ["The guard rarely uses the side door to leave the building unseen."]),
    # ... but it still fixes the quality that serves it
    ("They chose a strong case to protect the screen.", []),
]


@pytest.mark.parametrize(("claim", "expected"), REACH_ROWS)
def test_round8_purpose_reach(claim: str, expected: list[str]) -> None:
    assert mutate(antonym_swap, claim, passages={"p": "Nothing here states the claim."}) == \
        expected


def test_round8_reason_after_does_still_ties() -> None:
    """A reason "as ... does have" is no purpose infinitive: it still fixes the adverb."""
    claim = "You can eat outside as the inn does have outdoor tables."
    assert mutate(antonym_swap, claim, passages={"p": "Nothing here states the claim."}) == []
