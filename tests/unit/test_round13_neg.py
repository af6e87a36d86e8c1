"""Round 13: negation_flip refusals for the defects ruled broken on rounds 11 and 12."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip


@pytest.mark.parametrize(("claim", "mutant"), [
    ("Also, these plans tend to be cheaper.", "These plans do not tend to be cheaper."),
    ("Also, the bonus is considered taxable income.",
     "The bonus is not considered taxable income."),
])
def test_leading_also_leaves_no_stray_comma(claim: str, mutant: str) -> None:
    assert mutate(negation_flip, claim) == [mutant]


@pytest.mark.parametrize("claim", [
    "You can also recipes to cook at home on a budget.",  # a modal before no base verb
    "The report neither explains the cause nor names the source.",
    "The film was nominated for ten awards, winning three.",
    "Contrary to the old bridge, the new bridge carried heavy trucks.",
    "Unlike the first model, the second model is waterproof.",
    "The fee is not a tax; rather, it is a charge.",
])
def test_refused(claim: str) -> None:
    assert mutate(negation_flip, claim) == []


def test_plain_flip_kept() -> None:
    assert mutate(negation_flip, "The hotel offers free parking.") == [
        "The hotel does not offer free parking."]
