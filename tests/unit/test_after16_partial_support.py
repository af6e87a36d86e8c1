"""After round 16, partial_support v15 makes its false half only from a fault that reads as
a natural claim about the subject (tuned on part 16, development): no negated bare class
beside the claim's own class ("is a bull ..., and is not a bovine": the class may hold the
claim's own kind), and no half carrying a sibling fault's slip (a count above one before a
singular noun, "at least two item referencing biologies"; an article moved past its
adjective, "in late the 20th century"). Each rule beside the control it must still make.
Invented claims, in the style of InfoTabS."""

from __future__ import annotations

import pytest

from mutators.partial_support import (
    _count_disagrees,
    _denies_a_bare_class,
    _misplaced_article,
    usable_fault,
)
from tests.helpers.sibling_mutants import partials


def _partials(texts: list[str], passage: str) -> list[str]:
    return partials(texts, passage)


_RAM = ("Thunderhoof\nSpecies: Ovis aries\nSex: Male\nBreed: Welsh Mountain\n"
        "Weight: 140 kg\nKnown for: Shearing record")


def test_a_bare_class_is_not_denied_beside_the_claims_class() -> None:
    made = _partials(["Thunderhoof is a ram that weighed 140 kg.",
                      "Thunderhoof is a mammal."], _RAM)
    assert not any("not a mammal" in m for m in made)


def test_a_class_with_words_of_its_own_is_still_denied() -> None:
    made = _partials(["Thunderhoof is a ram that weighed 140 kg.",
                      "Thunderhoof is a Welsh Mountain sheep."], _RAM)
    assert any("not a Welsh Mountain sheep" in m for m in made)


def test_a_bare_class_is_still_denied_beside_a_claim_that_classes_nothing() -> None:
    made = _partials(["Thunderhoof weighed 140 kg.", "Thunderhoof is a mammal."], _RAM)
    assert any("not a mammal" in m for m in made)


@pytest.mark.parametrize(("claim", "original", "false_fact", "denied"), [
    ("Ferno is a sedan that seats five.", "Ferno is a car.", "Ferno is not a car.", True),
    ("Ferno is a sedan that seats five.", "Ferno is a car.", "Ferno is a truck.", False),
    ("Ferno is a sedan that seats five.", "Ferno is a Swedish car.",
     "Ferno is not a Swedish car.", False),
    ("Ferno seats five.", "Ferno is a car.", "Ferno is not a car.", False),
])
def test_bare_class_table(claim: str, original: str, false_fact: str, denied: bool) -> None:
    assert _denies_a_bare_class(claim, original, false_fact) is denied


@pytest.mark.parametrize(("fact", "broken"), [
    ("Mara Quist has written at least two item referencing chemistries.", True),
    ("The club won three match in the spring.", True),
    ("Mara Quist has written at least two items referencing chemistry.", False),
    ("Mara Quist has written two computer science books.", False),
    ("Duskfall is a 1994 thriller.", False),
    ("Farmers hold 40 percent of the land.", False),
    ("Osterby did not play Lund in a five day match in 1988.", False),
])
def test_count_agreement_table(fact: str, broken: bool) -> None:
    assert _count_disagrees(fact) is broken


def test_a_carried_count_slip_is_refused_and_its_repair_kept() -> None:
    claim, original = "Mara Quist is known for her work in science.", \
        "Mara Quist has written at least one item referencing chemistry."
    assert not usable_fault(claim, original, "number_swap",
                            "Mara Quist has written at least two item referencing chemistries.")
    assert usable_fault(claim, original, "number_swap",
                        "Mara Quist has written at least two items referencing chemistry.")


@pytest.mark.parametrize(("fact", "broken"), [
    ("Vellmark did not gain independence in late the 19th century.", True),
    ("Vellmark did not gain independence in the late 19th century.", False),
    ("Vellmark is not only the oldest member of the union.", False),
    ("Vellmark did not play almost the whole season.", False),
])
def test_misplaced_article_table(fact: str, broken: bool) -> None:
    assert _misplaced_article(fact) is broken


def test_a_siblings_own_slip_is_not_carried() -> None:
    # the sibling claim itself wrote "late the": its negation carries the slip
    claim = "Vellmark came out of the old union."
    original = "Vellmark gained independence in late the 19th century."
    assert not usable_fault(claim, original, "negation_flip",
                            "Vellmark did not gain independence in late the 19th century.")
    assert usable_fault(claim, "Vellmark gained independence in the late 19th century.",
                        "negation_flip",
                        "Vellmark did not gain independence in the late 19th century.")
