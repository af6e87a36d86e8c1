"""Classes of negation_flip (v9) from the round-10 held-out review, as a table: a made-up
sentence of each class and the mutants the mutator must make of it now (an empty list: no
mutant), with controls in the same shape that must still flip."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

ROWS = [
    # a reduced relative the parse roots the sentence on: the real verb has its own auxiliary
    ("This number two single by Ann, written by Bo Lind and included in the album released two "
     "years before the Ann album Blue, was released in 2001.", []),
    ("The band released an album in 2001 and was dropped a year later.",
     ["The band did not release an album in 2001 and was dropped a year later."]),
    # a finite verb sharing the bare auxiliary predicate's phrase: "not shortlisted and won"
    ("Her first film was shortlisted and won the audience award at the festival.", []),
    ("Her first film was shown in Paris and won the audience award at the festival.",
     ["Her first film was not shown in Paris and won the audience award at the festival."]),
    # a participle of what the predicate makes possible
    ("The new engine can read archived files through linked tables, enabling quick reporting.",
     []),
    ("These tools support version tracking, allowing teams to restore older drafts.", []),
    ("The museum was renovated in 1990, creating a new wing for modern art.",
     ["The museum was not renovated in 1990, creating a new wing for modern art."]),
    # a "with" clause whose partitive subject gives instances of the predicate
    ("Wages and pensions are treated differently, with some regions applying lower rates to "
     "pensions.", []),
    ("The expedition was led by two monks, with one of them staying for a year.",
     ["The expedition was not led by two monks, with one of them staying for a year."]),
    # a reason whose "as" the parse took for a preposition
    ("Even a retiree is still a long term saver as life spans of 95 are common.", []),
    ("A young worker is a long term investor as careers of 40 years are common.", []),
    ("Even a widow is still a long term investor as lives of 90 are usual.", []),
    # "not any" removed before a singular noun keeps a determiner
    ("As a result, the trust does not receive any portion of the income.",
     ["As a result, the trust receives some portion of the income."]),
    ("The clinic does not charge any fees for the first visit.",
     ["The clinic charges fees for the first visit."]),
    # a cut-off original ending on a focusing adverb
    ("A garden is a good place to rest, but what it gives back is not mainly.", []),
    ("The lake is used mainly for fishing.", ["The lake is not used mainly for fishing."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_round12_negation(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected


CASES = [
    # a plain case or time a permission holds in ("if", "when") no longer refuses the flip
    ("If you sell bonds at a loss, you can deduct the loss from your income.",
     ["If you sell bonds at a loss, you cannot deduct the loss from your income."]),
    ("You can also ask the clerk to check if the office has a help desk.",
     ["You cannot ask the clerk to check if the office has a help desk."]),
    # a requirement still does
    ("You can bring a bike on the train as long as it is folded.", []),
    # a root under a subordinator is a subordinate clause the parse took for the sentence
    ("Although there are no reports of large limits hurting the score, on the view that a "
     "person could run up debt.", []),
    ("A woman who dared the guards to stop her if they can is back in court.",
     ["A woman who dared the guards to stop her if they can is not back in court."]),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_round12_negation_cases(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected


INSTRUCTIONS = [
    # an affirmative instruction takes "do not" (after a list marker or a fronted phrase)
    ("Open the Accounts tab.", ["Do not open the Accounts tab."]),
    ("- On the order page, click \"Add to cart\" to buy the item.",
     ["- On the order page, do not click \"Add to cart\" to buy the item."]),
    ("Be careful with links in unexpected emails.",
     ["Do not be careful with links in unexpected emails."]),
    # verbs whose "do not" is no instruction, a that-clause, "please", a colon, a negation
    ("For more details, see the pricing guide.", []),
    ("Make sure you read the contract before signing it.", []),
    ("Verify that the address matches the one on your account.", []),
    ("Please open the Accounts tab.", []),
    ("Stay safe: update your apps every week.", []),
    ("Don't put it off.", []),
]


@pytest.mark.parametrize(("text", "expected"), INSTRUCTIONS)
def test_round12_negation_instructions(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected
