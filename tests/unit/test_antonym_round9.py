"""Table tests of antonym_swap v10 (held-out round 9): a swap the rest of its sentence
presumes against (a ", so" result drawn from it, a need for effort on a difficult thing, a
clause adding to an earlier judgement of the subject), and a participle that is one word with
its noun ("supporting actor"). Sentences are made up in the style of the ruled rows; the
classes of a context have a control that v10 still swaps."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

ROWS = [
    # a result drawn from the word: ", so it is probably ..."
    ("Visitors have said the bread is high quality, so it is probably baked daily.", []),
    # a need for effort presumes the difficulty
    ("The guide says the group will need plenty of patience and stamina on this difficult "
     "climb.", []),
    ("The climb is difficult.", ["The climb is easy."]),
    # a clause that adds ("also") to an earlier judgement of the subject
    ("Rosa is the youngest and most reckless player; she also makes decisions quickly.", []),
    ("Rosa makes decisions quickly.", ["Rosa makes decisions slowly."]),
    # a lexicalised participle compound
    ("The remake, with supporting actor Tom Hill, was a success.", []),
]


@pytest.mark.parametrize(("claim", "expected"), ROWS)
def test_round9_rows(claim: str, expected: list[str]) -> None:
    assert mutate(antonym_swap, claim, passages={"p": "Nothing here states the claim."}) == \
        expected
