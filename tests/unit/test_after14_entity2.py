"""entity_swap after round 14: replacements that are no whole thing of the target's kind.

* a one-word "place" the passages write only inside a longer capitalised name or heading
  ("Notes in Brief") is no place;
* a noun phrase that is a piece of a longer compound ("monoxide detectors" of "carbon monoxide detectors",
  "range plans" of "long-range plans") is no replacement (whole compounds or nothing);
* a plural name does not replace a singular one that a later "it" refers to;
* a place after "of" on a noun a people word already modifies ("a Gaulish province of
  Rome") is not swapped;
* modifiers that are forms of one word ("brokerage" / "brokering") are no rival values;
* a fragment of a page title the claim quotes ("... - Space Notes") is not swapped.
"""

from __future__ import annotations

from mutators import _nlp
from mutators._example import mutate
from mutators.entity_swap import (
    Term,
    _derived_modifier,
    _number_clash,
    _owner_of_a_placed_noun,
    _title_fragment,
    entity_swap,
    terms,
)


def _np(text: str) -> Term:
    return Term(text, frozenset({("np", text.split()[-1])}), 0, 0, ())


def test_heading_word_typed_a_place_is_no_replacement() -> None:
    passages = {"p": "Notes in Brief\n\nMaria Lopez lives in Denver. Maria Lopez moved to "
                     "Denver in 2010. Read the Notes in Brief for more.\n\nBrief Archive"}
    made = mutate(entity_swap, "Maria Lopez lives in Denver.", passages=passages)
    assert not any("Brief" in m for m in made)


def test_piece_of_a_longer_compound_is_no_replacement() -> None:
    doc = _nlp.parse("The firm sold carbon monoxide detectors and made long-range plans.")
    texts = [t.text for t in terms(doc)]
    assert "monoxide detectors" not in texts
    assert "range plans" not in texts


def test_plural_name_does_not_replace_singular_one_a_later_it_refers_to() -> None:
    doc = _nlp.parse("Historians call the Roman Empire great to praise it.")
    empire = next(t for t in terms(doc) if t.text == "Roman Empire")
    turks = Term("Seljuk Turks", empire.kinds, 0, 0, (), proper=True)
    persia = Term("Sasanian Persia", empire.kinds, 0, 0, (), proper=True)
    assert _number_clash(doc, empire, turks)
    assert not _number_clash(doc, empire, persia)


def test_place_of_a_noun_a_people_word_modifies_is_not_swapped() -> None:
    doc = _nlp.parse("It became a vassal Gaulish province of Rome.")
    rome = next(t for t in terms(doc) if t.text == "Rome")
    assert _owner_of_a_placed_noun(doc, rome)
    plain = _nlp.parse("It became a province of Rome.")
    assert not _owner_of_a_placed_noun(plain, next(t for t in terms(plain) if t.text == "Rome"))


def test_derivational_variant_of_a_modifier_is_no_rival() -> None:
    assert _derived_modifier(_np("brokerage firms"), _np("brokering firms"))
    assert not _derived_modifier(_np("debit cards"), _np("credit cards"))
    assert not _derived_modifier(_np("student loans"), _np("studio loans"))


def test_fragment_of_a_quoted_page_title_is_not_swapped() -> None:
    doc = _nlp.parse("Moon Rocks and Dust - Space Notes says the Moon is old.")
    passages = [_nlp.parse("Moon Rocks and Dust - Space Notes\nThe Moon is old.")]
    assert any(_title_fragment(doc, t, passages) for t in terms(doc))
    plain = _nlp.parse("The Moon is old.")
    assert not any(_title_fragment(plain, t, passages) for t in terms(plain))
