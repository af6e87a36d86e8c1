"""After round 17, partial_support v16 refuses a false half that talks about a fact of the
true half (tuned on part 17, development): a predicate word of each is a relative listed in
partial_relatives.json or one word with a negative prefix ("married twice ..., and is not a husband", "active" / "inactive", "developed in 1979, and ...
debuted over 75 years ago"): the joined sentence contradicts itself in its wording. It
also refuses halves carrying a sibling's slip (a list naming one item twice, two words for a
person with no "and"), and keeps a name the passages write capitalised when it repeats the
subject. Each rule beside the control it must still make. Invented claims, in the style of InfoTabS."""

from __future__ import annotations

import pytest

from mutators.partial_support import (
    _join,
    _repeats_a_conjunct,
    _shares_content,
    _stacked_people,
    _written_as_name,
    usable_fault,
)
from tests.helpers.sibling_mutants import partials


def _partials(texts: list[str], passage: str) -> list[str]:
    return partials(texts, passage)


_HOST = ("Marta Velloso\nBorn: March 3, 1970\nNationality: Portuguese\n"
         "Occupation: Presenter, comedian\nSpouse(s): Rui Costa (m. 1998)\nChildren: 3")


@pytest.mark.parametrize(("claim", "original", "false_fact", "shared"), [
    # relatives: one fact in two words
    ("Marta Velloso has been married once and has three children.",
     "Marta Velloso is a wife and a comedian.", "Marta Velloso is not a wife and a comedian.",
     True),
    ("The Harbor Five have been active since 2012.", "The Harbor Five are a pop group.",
     "The Harbor Five have been inactive for six years.", True),
    ("Orbis Labs developed the Orbis One in 1983.", "The Orbis One debuted 40 years ago.",
     "The Orbis One debuted 70 years ago.", True),
    # controls: a place and its people (reviewers ruled "located in Paris, France ..., and
    # is not a French group" a fault), two dates of one subject, another fact of it
    ("Les Voyageurs is a jazz band from Portugal.", "Les Voyageurs is a Portuguese group.",
     "Les Voyageurs is not a Portuguese group.", False),
    ("Orbis Labs built the Orbis One in 1983.", "The Orbis One first sold 40 years ago.",
     "The Orbis One first sold 70 years ago.", False),
    ("Marta Velloso has been married once.", "Marta Velloso hosts a radio show.",
     "Marta Velloso does not host a radio show.", False),
    ("Orbis Labs built the Orbis One in 1983.", "The Orbis One has a green casing.",
     "The Orbis One does not have a green casing.", False),
])
def test_shares_content_table(claim: str, original: str, false_fact: str,
                              shared: bool) -> None:
    assert _shares_content(claim, original, false_fact) is shared


def test_a_relative_of_the_claims_fact_is_not_denied() -> None:
    made = _partials(["Marta Velloso has been married once and has three children.",
                      "Marta Velloso is a mother and a presenter."], _HOST)
    assert not any("not a mother" in m for m in made)


def test_another_fact_of_the_subject_is_still_denied() -> None:
    made = _partials(["Marta Velloso has been married once and has three children.",
                      "Marta Velloso is a Portuguese comedian."], _HOST)
    assert any("not a Portuguese comedian" in m for m in made)


@pytest.mark.parametrize(("fact", "repeated"), [
    ("Teal is not linked with calm, depth, trust and depth.", True),
    ("Teal is not linked with calm, depth and trust.", False),
])
def test_repeated_list_item(fact: str, repeated: bool) -> None:
    assert _repeats_a_conjunct(fact) is repeated


@pytest.mark.parametrize(("fact", "stacked"), [
    ("Rosa Lind is not a Swedish actor dancer.", True),
    ("Rosa Lind is not a Swedish actor and dancer.", False),
    ("Rosa Lind is not a stage actor.", False),
])
def test_stacked_people(fact: str, stacked: bool) -> None:
    assert _stacked_people(fact) is stacked


def test_a_sibling_slip_is_not_usable_but_a_clean_half_is() -> None:
    claim = "Rosa Lind was born in Malmo."
    assert not usable_fault(claim, "Rosa Lind is a Swedish actor dancer.", "negation_flip",
                            "Rosa Lind is not a Swedish actor dancer.")
    assert usable_fault(claim, "Rosa Lind is a stage actor.", "negation_flip",
                        "Rosa Lind is not a stage actor.")


def test_a_name_the_passages_capitalise_keeps_its_capital() -> None:
    context = "Fans of Nova9 met in Oslo. Nova9 has been touring since 2019."
    assert _written_as_name("Nova9", context)
    assert not _written_as_name("Dogs", "Dogs bark. Many dogs bark at night.")
    joined = _join("Nova9 is a rock band that formed in Oslo.",
                   "Nova9 has not been touring since 2019.", context, repeat=True)
    assert joined is not None and "Nova9 has not" in joined[2]
