"""Round 14: negation_flip refusals for flips ruled broken on rounds 11 to 13 (a flip that
makes the sentence ungrammatical or self-contradictory on its face)."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip


@pytest.mark.parametrize("claim", [
    # a copula framing the clause that carries the content
    "It is important to remember that the office closes early.",
    "It is worth noting that prices vary by season.",
    "A useful tip is that the museum opens late on Fridays.",
    # a negative word already in the clause
    "Tenants are under no duty to repair the roof.",
    # an imperative "be"
    "Be sure to lock the door before you leave.",
    # two finite verbs sharing one object
    "This club encourages and supports young players.",
    # removing the determiner "no" before a singular noun leaves no article
    "The town is no stranger to floods and it sees many storms each spring.",
    # the complement asks a question the negation kept open
    "I cannot say whether the trail is open this week.",
    "I don't know if the shop sells stamps.",
])
def test_refused(claim: str) -> None:
    assert mutate(negation_flip, claim) == []


@pytest.mark.parametrize(("claim", "mutant"), [
    ("It is possible that the storm will reach the coast.",
     "It is not possible that the storm will reach the coast."),
    ("The museum is open on Sundays.", "The museum is not open on Sundays."),
    ("The songs were written and produced by her brother.",
     "The songs were not written and produced by her brother."),
    ("The guide writes or edits travel books.", "The guide does not write or edit travel books."),
    # "no" before a comparative is an adverb: dropping it reads cleanly
    ("An uploaded file can be no larger than 25 MB.", "An uploaded file can be larger than 25 MB."),
])
def test_still_flipped(claim: str, mutant: str) -> None:
    assert mutate(negation_flip, claim) == [mutant]
