"""entity_swap on the tenth held-out round's notes (development text now): the classes of
reviewed mutants that were no faults or broken, on made-up sentences in their style."""

from __future__ import annotations

from mutators import _nlp
from mutators._example import mutate
from mutators.entity_swap import (
    Term,
    _also_of_this,
    _kind_named,
    _said_kind_clash,
    _unpaired_compounds,
    entity_swap,
    terms,
)


def test_no_name_of_another_kind_than_the_claim_says() -> None:
    passages = {"a": "The Maren River is a 300-mile river that flows through Kaldovia. "
                     "The river drains into the Pacific Ocean near Port Elms."}
    mutants = mutate(entity_swap, "Yes, the Maren River is considered an important river in "
                                  "Kaldovia.", passages=passages)
    assert not any("Ocean" in m for m in mutants)


def test_kind_clash_reads_the_predicate_noun() -> None:
    doc = _nlp.parse("The Maren River is an important river.")
    river = next(t for t in terms(doc) if t.text == "Maren River")
    assert _said_kind_clash(doc, river, Term("Pacific Ocean", river.kinds, 0, 0, ()))
    assert not _said_kind_clash(doc, river, Term("Tarn River", river.kinds, 0, 0, ()))


def test_no_place_or_group_for_a_person() -> None:
    kinds = frozenset({("ent", "PERSON")})
    assert _kind_named(Term("County Meath", kinds, 0, 0, ()))
    assert _kind_named(Term("Jane Mercer Band", kinds, 0, 0, ()))
    assert not _kind_named(Term("Michael Bay", kinds, 0, 0, ()))


def test_no_other_subject_of_a_negated_clause_the_passages_do_not_tie_to_it() -> None:
    passages = {"a": "Mark Hollis\nMark Hollis is an English drummer.",
                "b": "Tom Baker\nTom Baker is an English drummer and producer.",
                "c": "Blue Skies\nBlue Skies is a song by the duo Amberline."}
    mutants = mutate(entity_swap, "Mark Hollis was not the writer of the song Blue Skies.",
                     passages=passages)
    assert not any("Tom Baker" in m for m in mutants)


def test_same_work_rule_needs_also_and_a_described_thing() -> None:
    also = _nlp.parse("Ray Dunmore also played for this team.")
    plain = _nlp.parse("Lena Ortiz appeared in a movie.")
    assert _also_of_this(also, next(t for t in terms(also) if t.text == "Ray Dunmore"))
    assert not _also_of_this(plain, next(t for t in terms(plain) if t.text == "Lena Ortiz"))


def test_no_later_player_of_the_same_team() -> None:
    passages = {"a": "Ray Dunmore\nHe played for the Ohio Rangers and the Texas Bulls.",
                "b": "2016 Ohio Rangers season\nBefore the season, the Rangers signed Cal "
                     "Whitby and Joe Lanning in trades."}
    mutants = mutate(entity_swap, "Ray Dunmore also played for this team.", passages=passages)
    assert not any("Whitby" in m or "Lanning" in m for m in mutants)


def test_no_person_a_pronoun_beside_the_target_may_be() -> None:
    passages = {"a": "Silver Lanterns\nSilver Lanterns is a 1999 novel by Sean Hartigan, an "
                     "Irish writer.",
                "b": "Tom Reddy\nTom Reddy was an American novelist and poet."}
    mutants = mutate(entity_swap, "The author of Silver Lanterns was Irish. He and Tom Reddy "
                                  "were both poets.", passages=passages)
    assert not any("Sean Hartigan" in m for m in mutants)


def test_no_modifier_that_names_a_kind_of_the_other() -> None:
    passages = {"a": "The regular income rate applies to wages. Dividends are taxed at a lower "
                     "rate. Your tax rate depends on income tax brackets."}
    assert mutate(entity_swap, "Short-term gains are taxed at the regular income rate.",
                  passages=passages) == []


def test_no_modifier_the_claim_already_names() -> None:  # a regression guard: v11 left it too
    passages = {"a": "Improve your search results with synonyms. Language query results are "
                     "ranked by relevance."}
    mutants = mutate(entity_swap, "You can improve search results by expanding the queries "
                                  "of customers.", passages=passages)
    assert not any("query results" in m for m in mutants)


def test_no_noun_compound_the_passages_never_set_beside_the_other() -> None:
    passages = {"a": "The scanner checks images to find security vulnerabilities.",
                "b": "Most attacks use known software vulnerabilities and weak settings."}
    assert mutate(entity_swap, "The scanner checks images to find security vulnerabilities.",
                  passages=passages) == []


def test_noun_compounds_set_side_by_side_are_rivals() -> None:
    kinds = frozenset({("np", "support")})
    phone, email = (Term(k, kinds, 0, 0, ()) for k in ("phone support", "email support"))
    side_by_side = [_nlp.parse("Phone support is open all day, unlike email support.")]
    apart = [_nlp.parse("We offer phone support to members."),
             _nlp.parse("Our email support team replies fast.")]
    assert not _unpaired_compounds(phone, email, side_by_side)
    assert _unpaired_compounds(phone, email, apart)
