"""Frames where the rest of the sentence fixes a word's direction or sense (held-out round 17).

A swap there makes the mutant contradict its own wording, or uses a sense the antonym lacks:
a state a stated duration presumes ("an active career for five decades"), the cause or the
result of a "so ADJ (that) ..." construction ("so successful she had to move to a larger
venue"), a verb of vertical motion with a preposition that fixes its direction ("descend
below the surface"), a superlative its sentence grounds with a share ("half of the global
supply ... the world's largest producer"), an adjective an appositive restates ("an urban
setting, usually the seedier side of cities"), "late" before a name (deceased), "raise" with
a person (bring up a child), and an answer word that judges the previous turn ("Yes, that's
correct").

The word lists live in ``data/antonym_senses.json``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ._lexicons import table

_PERSON_PRONOUNS = frozenset({"him", "her", "them", "me", "us", "you", "he", "she", "they",
                              "i", "we"})
_RESULT_DEPS = frozenset({"ccomp", "advcl"})


@cache
def _senses() -> dict[str, Any]:
    return table("antonym_senses")


def fixed_by_frame(token) -> bool:  # type: ignore[no-untyped-def]
    """True when the sentence around ``token`` fixes its direction or sense.

    >>> from mutators._nlp import parse
    >>> fixed_by_frame(parse("She has had an active career for over 40 years.")[4])
    True
    >>> fixed_by_frame(parse("She has had an active career in film.")[4])
    False
    """
    return _timed_activity(token) or _so_result(token) or _directed_motion(token) or \
        _share_superlative(token) or _appositive_restated(token) or _before_name(token) or \
        _upbringing(token) or _answer_word(token)


def _timed_activity(token) -> bool:  # type: ignore[no-untyped-def]
    """A state of activity on a noun, with a span of time in its sentence ("an active career
    for more than five decades"): "an inactive career for five decades" says nothing; a
    predicate ("has been inactive for four years") reads as a plain fault and flips."""
    if token.pos_ != "ADJ" or token.dep_ != "amod" or \
            token.lower_ not in _senses()["activity_adjectives"]:
        return False
    periods = set(_senses()["bound_periods"])
    return any(t.dep_ == "pobj" and t.lemma_.lower() in periods and
               t.head.lower_ in ("for", "over", "across", "spanning") for t in token.sent)


def _so_result(token) -> bool:  # type: ignore[no-untyped-def]
    """The degree word or a word of the result clause of "so ADJ (that) ...": the cause
    and the result hold each other ("so successful she had to move to a larger venue")."""
    for degree in token.sent:
        if degree.lower_ != "so" or degree.dep_ != "advmod" or \
                degree.head.pos_ not in ("ADJ", "ADV"):
            continue
        word = degree.head
        results = [c for host in (word, word.head) for c in host.children
                   if c.dep_ in _RESULT_DEPS and c.i > word.i]
        if not results:
            continue
        if token.i == word.i or any(token.i in {t.i for t in r.subtree} for r in results):
            return True
    return False


def _directed_motion(token) -> bool:  # type: ignore[no-untyped-def]
    """A verb of vertical motion with a preposition of direction ("descend below the water's
    surface"): "ascend below" contradicts itself."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in _senses()["direction_verbs"]:
        return False
    preps = set(_senses()["direction_preps"])
    return any(c.dep_ in ("prep", "prt", "advmod") and c.lower_ in preps for c in token.children)


def _share_superlative(token) -> bool:  # type: ignore[no-untyped-def]
    """A superlative in a sentence that gives a share of a whole ("half of the global supply
    ... the world's largest producer"): the share grounds the extreme."""
    if token.tag_ not in ("JJS", "RBS") and not any(
            c.dep_ == "advmod" and c.lower_ in ("most", "least") for c in token.children):
        return False
    shares = set(_senses()["share_words"])
    return any(t.i != token.i and t.head.i != token.i and
               t.lower_ in shares and
               (t.lower_ != "most" or any(c.lower_ == "of" for c in t.children))
               for t in token.sent)


def _appositive_restated(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective on a noun that a comma and an appositive restate ("an urban setting,
    usually the seedier side of cities")."""
    if token.pos_ != "ADJ" or token.dep_ != "amod":
        return False
    noun = token.head
    doc = token.doc
    if any(c.dep_ == "appos" and doc[c.left_edge.i - 1].text == "," for c in noun.children):
        return True
    comma = noun.right_edge.i + 1
    return comma + 1 < len(doc) and doc[comma].text == "," and any(
        t.dep_ == "appos" and t.left_edge.i == comma + 1 for t in token.sent)


def _before_name(token) -> bool:  # type: ignore[no-untyped-def]
    """"the late Canonero II": before a name "late" means deceased, with no "early"."""
    if token.lower_ not in _senses()["name_senses"]:
        return False
    nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return (token.dep_ == "amod" and token.head.pos_ == "PROPN") or \
        (nxt is not None and nxt.pos_ == "PROPN")


def _upbringing(token) -> bool:  # type: ignore[no-untyped-def]
    """"raised him", "was raised by her aunt": bringing up a person, with no "lowered"."""
    if token.pos_ != "VERB" or token.lemma_.lower() not in _senses()["upbringing_verbs"]:
        return False
    people = set(_senses()["age_nouns"])
    return any(c.dep_ in ("dobj", "nsubjpass") and (
        c.lower_ in _PERSON_PRONOUNS or c.ent_type_ == "PERSON" or
        c.lemma_.lower() in people) for c in token.children)


def _answer_word(token) -> bool:  # type: ignore[no-untyped-def]
    """A judging adjective that opens its sentence after a pronoun ("Yes that's correct",
    "You're right"): it answers the previous turn, no fact of the passages."""
    if token.lower_ not in _senses()["answer_adjectives"]:
        return False
    before = token.doc[token.sent.start:token.i]
    openers = set(_senses()["answer_openers"])
    return any(t.lower_ in ("that", "this", "it", "you", "thats") for t in before) and \
        all(t.lower_ in openers or t.is_punct for t in before)
