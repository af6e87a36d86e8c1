"""Table tests for the seventh held-out round's notes on paraphrase (v6), synonym (v5) and
number_swap (v8): the reviewers' own rows of each failure class, and sentences made on the
same pattern, parsed by the real model. Each row is (claim, expected mutant texts); an empty
list is a refusal. The code of the round (paraphrase v5, synonym v4, number_swap v7) failed
every row marked "was"."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_swap import number_swap
from mutators.paraphrase import paraphrase
from mutators.synonym import synonym

PARAPHRASES = [
    # a gerund subject becomes an agent "by accessing" (was: "is required by accessing")
    ("Accessing email and the World Wide Web requires Internet Access.", []),
    # a bare institution noun, or one person attending, in the passive (was: "High school
    # was attended by Michael Ola")
    ("Michael Ola attended high school in Clayton County, Georgia, United States.", []),
    ("Michael Ola attended Harvard University in 1990.", []),
    # a passive before an ellipsis that leans on the active verb (was: "Outdoor seating is
    # offered by Efes Restaurant while Anatolia does not")
    ("Efes Restaurant offers outdoor seating while Anatolia does not.", []),
    ("The hotel serves breakfast while the hostel does not.", []),
    # a name the tagger reads as a noun is never lower-cased after a move (was: "..., efes
    # has a very nice outdoor dining facility")
    ("Efes has a very nice outdoor dining facility while the Anatolia does not have outdoor "
     "dining.", []),
    # a stray comma before the verb, and a doubled consonant (was: "... confered the ...
    # Technology,.")
    ("The Kings of the High Frontier author's Ph.D. in Information Technology, was conferred "
     "by a university located in Minneapolis.", []),
    ("The degree was conferred by a university located in Minneapolis.",
     ["A university located in Minneapolis conferred the degree."]),
    # untouched: plain passives and moves
    ("The film was directed by Steven Spielberg.", ["Steven Spielberg directed the film."]),
    ("The hotel offers free parking.", ["Free parking is offered by the hotel."]),
    ("If you cancel, your plan ends.", ["Your plan ends if you cancel."]),
]


@pytest.mark.parametrize(("claim", "expected"), PARAPHRASES)
def test_paraphrase_seventh_round(claim: str, expected: list[str]) -> None:
    assert mutate(paraphrase, claim) == expected


SYNONYMS = [
    # "every" before a list of names (was: "Every Eraina, Michaelhouse Cafe, and ...")
    ("Each Eraina, Michaelhouse Cafe, and Darry's Cookhouse and Wine Shop have positives and "
     "negatives concerning their locations.", []),
    ("The fee is charged each month.", ["The fee is charged every month."]),
    ("The market opens each Monday.", ["The market opens every Monday."]),
]


@pytest.mark.parametrize(("claim", "expected"), SYNONYMS)
def test_synonym_seventh_round(claim: str, expected: list[str]) -> None:
    assert mutate(synonym, claim) == expected


ASTOR = ("Catherine Norton Sinclair's ex-husband's feud with William Charles Macready was the "
         "cause of The 1849 disturbance that bears the same name as Astor Place Theatre. It "
         "occurred on May 10, 1849, in Manhattan.")
NUMBERS = [
    # a year written twice, as an event's name and its date: neither moves alone (was:
    # "The 1851 disturbance ... May 10, 1849"); the month still may
    (ASTOR, [ASTOR.replace("May 10", "March 10")]),
    # "a year or two" (was: "a year or four")
    ("He was surprised that burned CD's wear out after a year or two.", []),
    ("The meeting lasted an hour or two.", []),
    ("Delivery takes one or two days.", []),
    # a hyphenated count is a target now (was: no mutant), unless another number may tie it
    ("The team did a preliminary rating using a seven-point scale.",
     ["The team did a preliminary rating using a six-point scale."]),
    ("The device uses two-factor authentication.", []),
    # untouched: two different years
    ("The team met in 2004 and again in 2006.",
     ["The team met in 2002 and again in 2006.", "The team met in 2004 and again in 2008."]),
]


@pytest.mark.parametrize(("claim", "expected"), NUMBERS)
def test_number_swap_seventh_round(claim: str, expected: list[str]) -> None:
    assert mutate(number_swap, claim) == expected
