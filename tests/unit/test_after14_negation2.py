"""negation_flip v13: refusals after round 14, where the rest of the sentence presumes or
fixes the predicate the flip denies."""

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip


@pytest.mark.parametrize("text", [
    # a count fixed by the list after a colon
    "There are two kinds of plans: basic and premium.",
    # a quantifier whose members are enumerated after a comma
    "There are several kinds of loans, some specific to homes and others suitable for cars.",
    # a second predicate with the shared subject presumes the first
    "The adapter is compatible with the charger and can be used as a spare charger.",
    # a disjunction of opposites
    "The bridge can open quickly or slowly.",
    # a concessive clause after the main clause
    "The pass is valid, although it expires soon.",
    # a double negative
    "The detour was unnecessary.",
])
def test_refused(text: str) -> None:
    assert mutate(negation_flip, text) == []


@pytest.mark.parametrize("text", [
    "There are three lamps in the room.",
    "The tool is fast.",
    "Mary Shelley wrote Frankenstein.",
])
def test_kept(text: str) -> None:
    assert mutate(negation_flip, text) != []
