"""Round 14's ruled class for added_fact v9: a restrictive detail on the subject of a generic
statement (a kind, not one thing) narrows the claim to a subset the original already covers."""

from __future__ import annotations

from mutators._example import mutate
from mutators.added_fact import added_fact


def test_no_detail_on_an_indefinite_generic_subject() -> None:
    out = mutate(added_fact, "A shop can grow quickly by keeping its costs low.")
    assert not any("family-owned shop" in t for t in out)


def test_no_detail_on_a_kind_inside_a_generic_subject() -> None:
    out = mutate(added_fact, "The purpose of a shop is to sell goods.")
    assert not any("family-owned shop" in t for t in out)


def test_no_age_on_a_generic_modal_subject() -> None:
    assert not any("year-old" in t for t in mutate(added_fact, "A nurse must wash her hands often."))


def test_no_age_on_a_role_in_a_custom() -> None:
    for text in ("On a school trip, the teacher normally carries the first-aid kit.",
                 "Typically, the driver pays the toll."):
        assert not any("year-old" in t for t in mutate(added_fact, text))


def test_details_still_made_on_specific_referents() -> None:
    assert any("year-old man was arrested" in t
               for t in mutate(added_fact, "A man was arrested in the town."))
    assert any("year-old teacher praised" in t
               for t in mutate(added_fact, "The teacher praised the pupil."))
    assert any("family-owned company hired" in t
               for t in mutate(added_fact, "The company hired a manager in 2004."))


def test_kind_subject_ends_on_a_verbless_fragment() -> None:
    # a noun root has no subject above it; the walk up used to compare Token objects by
    # identity (spaCy makes a new one per access), never saw the root, and looped forever
    from mutators._nlp import parse
    from mutators.added_fact import _kind_subject

    doc = parse("The capital city of France.")
    assert [_kind_subject(t) for t in doc if t.pos_ == "NOUN"] == [False, False]
