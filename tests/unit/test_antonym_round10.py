"""Table tests of antonym_swap v11 and circumstance_swap v9 (held-out round 10): a word the
rest of its claim fixes (the same word again, another superlative, a subject acted on later,
an extreme stated as an aim, a restrictive relative clause), a classifying adjective ("legal
advice"), a manner adverb on a negative-prefix antonym ("widely available"), the inner of
two stacked adjectives, a passive verb whose subject the antonym never takes ("the verdict
was entered"), and before/after heading a prerequisite ("before you can") or the start of a
span ("after ... until"). Sentences are made up in the shape of the ruled rows; each class
has a control that the new versions still swap."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap
from mutators.circumstance_swap import circumstance_swap

PASSAGES = {"p": "Nothing here states the claim."}

ROWS = [
    # the same word again elsewhere in the claim
    ("The two painters were active in Paris. They were active from 1890 to 1910.", []),
    ("The two painters were active in Paris.", ["The two painters were inactive in Paris."]),
    # a manner adverb on a negative-prefix antonym
    ("The two singers were jointly active in the opera scene.", []),
    ("The tool is widely available in the library.", []),
    ("The tool is currently available in the library.",
     ["The tool is currently unavailable in the library."]),
    # a classifying adjective used attributively
    ("The clinic gives free legal advice to tenants.", ["The clinic gives paid legal advice to tenants."]),
    ("Selling the shares has tax and legal consequences.", []),
    ("Street gambling is legal in the town.", ["Street gambling is illegal in the town."]),
    # the inner of two stacked adjectives does not flip; the outer still does
    ("The upper urban district had a population of 9,000.",
     ["The lower urban district had a population of 9,000."]),
    # an extreme stated as an aim
    ("Leasing lets you relocate with minimum fuss.", []),
    ("The plan sets a minimum monthly fee.", ["The plan sets a maximum monthly fee."]),
    # another superlative the word supports
    ("The Derby is the oldest race and draws the largest crowd of the year, making it the "
     "best known meeting.", []),
    ("The Derby draws the largest crowd of the year.",
     ["The Derby draws the smallest crowd of the year."]),
    # the subject acted on later in the sentence
    ("Editor v3 is now available, and you should move Editor to version 3 soon.", []),
    ("Editor v3 is now available.", ["Editor v3 is now unavailable."]),
    # the predicate of a restrictive relative clause on a noun with "the"
    ("The king that was active when the wall was built ruled for 40 years.", []),
    # a passive whose subject the antonym never takes
    ("Fines are paid once the verdict is entered.", []),
    ("Cats are allowed in the rooms.", ["Cats are forbidden in the rooms."]),
    # a restated word within one sentence is of two things and still flips
    ("The shop is open on Monday and on Friday it is open late.",
     ["The shop is closed on Monday and on Friday it is open late."]),
]


@pytest.mark.parametrize(("claim", "expected"), ROWS)
def test_antonym_round10_rows(claim: str, expected: list[str]) -> None:
    assert mutate(antonym_swap, claim, passages=PASSAGES) == expected


CIRCUMSTANCE_ROWS = [
    ("Some accounts need a review before you can change plans.", []),
    ("Some accounts need a review before you change plans.",
     ["Some accounts need a review after you change plans."]),
    ("Interim orders are made any time after the claim is lodged until the hearing ends.", []),
    ("Interim orders are made after the claim is lodged.",
     ["Interim orders are made before the claim is lodged."]),
    ("After stirring the tea until it cools, pour it into a cup.",
     ["Before stirring the tea until it cools, pour it into a cup."]),
]


@pytest.mark.parametrize(("claim", "expected"), CIRCUMSTANCE_ROWS)
def test_circumstance_round10_rows(claim: str, expected: list[str]) -> None:
    assert mutate(circumstance_swap, claim, passages=PASSAGES) == expected
