"""After round 16, negation_flip (v15): the chatty-reply classes reviewers ruled against, and
one reach rule.

Refused: a run-on copula ("It's just jazz is magical" -> "It's not jazz is magical"), an
amount with "quite" ("goes back quite a bit" -> "does not go back quite"), a later "they"
or "they" after "exist" that presupposes the denied thing. A clause after a dash is a statement of its own, not a
reported clause: the root after the dash is flipped ("... - they are not called X"), unless
it is a verb of saying ("... - experts have said"). Reach: a content frame ("One fun fact
is that X", "The thing is X") flips its clause X, not the frame. Each row: a made-up
sentence and the mutants the mutator must make of it (an empty list: no mutant).
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

ROWS = [
    # a run-on copula is refused; a copula with its own complement is still flipped
    ("It's just rowing is relaxing because it's done on calm water.", []),
    ("The trouble is the ferry is slow.", []),
    ("It's true that rowing is relaxing.", ["It's not true that rowing is relaxing."]),
    # "quite a bit" / "quite a lot" has no fluent negation; "a bit" as a hedge still goes
    ("Beekeeping goes back quite a bit in that valley.", []),
    ("The cabin is a bit small.", ["The cabin is not small."]),
    # a later "they" presupposes what an existential would deny
    ("There are small lizards on the island and they are called skinks.", []),
    ("There are small lizards on the island.", ["There are no small lizards on the island."]),
    # after a dash, the second clause is its own statement; a verb of saying is still an
    # attribution, whose reported clause is flipped
    ("Lookalikes like that exist all over the world - they are called twins.", []),
    ("Lookalikes like that exist all over the world.",
     ["Lookalikes like that do not exist all over the world."]),
    ("Blue paint goes back a long way - it is one of the oldest paints.",
     ["Blue paint goes back a long way - it is not one of the oldest paints."]),
    ("Ticket prices rose in May - the organisers have said.",
     ["Ticket prices did not rise in May - the organisers have said."]),
    ("Ticket prices rose in May, the organisers have said.",
     ["Ticket prices did not rise in May, the organisers have said."]),
]

FRAME_ROWS = [
    # a content frame: its clause is flipped
    ("One fun fact is that the lighthouse was built in 1902.",
     ["One fun fact is that the lighthouse was not built in 1902."]),
    ("A neat thing about the lake is that it freezes every winter.",
     ["A neat thing about the lake is that it does not freeze every winter."]),
    ("The truth is the bridge carries trains.", ["The truth is the bridge does not carry trains."]),
    # ... not a frame whose noun presumes a polarity ("problem", "reason"): refused as before
    ("The problem is that the ferry is slow.", []),
    ("The reason is that the ferry is slow.", []),
    # ... nor a frame with a complement of its own: its copula is flipped as before
    ("The fact is well known that the lighthouse was built in 1902.",
     ["The fact is not well known that the lighthouse was built in 1902."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_after16_negation_refusals(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected


@pytest.mark.parametrize(("text", "expected"), FRAME_ROWS)
def test_after16_negation_frames(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected
