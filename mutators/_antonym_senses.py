"""Word senses and frames where an antonym does not apply: lexicalised compounds ("high
school", "a higher power"), verbs whose arguments pick a sense the antonym lacks ("passed"
for died, "lost his life", "spent his childhood", "left his wife"), frames the antonym cannot
take ("lost to X", "stopped from visiting", "poor at"), aims ("hope of winning"), and
reporting verbs after the fact they report ("X has been found, Defra has confirmed").

The word lists live in ``data/antonym_senses.json``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ._lexicons import table

_PERSON_PRONOUNS = frozenset({"he", "she", "they", "i", "we", "you", "who"})


@cache
def _senses() -> dict[str, Any]:
    return table("antonym_senses")


def refused(token) -> bool:  # type: ignore[no-untyped-def]
    """True when ``token``'s antonym would not read as its opposite in this sentence.

    >>> from mutators._nlp import parse
    >>> doc = parse("After high school he went into baseball.")
    >>> refused(doc[1])
    True
    >>> refused(parse("Sales rose in the second quarter.")[1])
    False
    """
    lemma = token.lemma_.lower()
    if token.pos_ == "ADJ":
        return _compound(token) or _adjective_frame(token)
    if token.pos_ != "VERB":
        return False
    return _verb_frame(token, lemma) or _verb_sense(token, lemma) or _aim(token, lemma) or \
        _reported_before(token, lemma)


def _compound(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective + noun that is one lexicalised word: "high school", "big cat"."""
    nouns = _senses()["compounds"].get(token.lower_) or \
        _senses()["compounds"].get(token.lemma_.lower())
    if not nouns or token.i + 1 >= len(token.doc):
        return False
    head = token.head if token.dep_ == "amod" and token.head.i > token.i else \
        token.doc[token.i + 1]
    return head.lemma_.lower() in nouns or head.lower_ in nouns


def _adjective_frame(token) -> bool:  # type: ignore[no-untyped-def]
    """"poor at investigations" has no "rich at"; "has parking available" no "unavailable"."""
    preps = _senses()["adjective_preps"].get(token.lower_, ())
    nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if nxt is not None and nxt.lower_ in preps:
        return True
    return token.lower_ in ("available", "unavailable") and token.dep_ in (
        "oprd", "xcomp", "ccomp", "amod", "acomp") and token.head.lemma_.lower() == "have" \
        and token.head.i < token.i


def _verb_frame(token, lemma: str) -> bool:  # type: ignore[no-untyped-def]
    """A preposition or particle right after the verb (or after its object) that the
    antonym cannot take: "lost to Molinari", "stopped from visiting"."""
    preps = _senses()["verb_preps"].get(lemma)
    if not preps:
        return False
    return any(c.i > token.i and c.dep_ in ("prep", "prt", "advmod", "agent", "acomp", "dobj")
               and c.lower_ in preps for c in token.children)


def _verb_sense(token, lemma: str) -> bool:  # type: ignore[no-untyped-def]
    """Arguments that pick a sense the antonym lacks."""
    senses = _senses()
    objects = [c for c in token.children if c.dep_ in ("dobj", "attr", "oprd", "acomp")]
    object_lemmas = {o.lemma_.lower() for o in objects} | {o.lower_ for o in objects}
    if lemma == "pass" and not any(c.dep_ == "dobj" for c in token.children):
        subjects = [c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")]
        if not subjects or any(s.ent_type_ == "PERSON" or s.lower_ in _PERSON_PRONOUNS
                               or s.pos_ == "PROPN" for s in subjects):
            return True  # "Billy Herman passed in 1992": passed away, no "failed"
    if lemma in ("lose", "gain") and object_lemmas & set(senses["life_objects"]):
        return True  # "lost his life" has no "gained his life"
    if lemma in ("spend", "save") and object_lemmas & set(senses["time_objects"]):
        return True  # "spent his childhood" has no "saved his childhood"
    if lemma in ("leave", "join"):
        if object_lemmas & set(senses["leave_objects"]):
            return True  # "left his wife", "left homeless" are no "joined"
        if any(c.dep_ in ("oprd", "acomp", "ccomp", "xcomp") for c in token.children):
            return True  # "left them stranded"
        if any(o.ent_type_ == "PERSON" or o.ent_type_ in ("GPE", "LOC", "FAC") for o in objects):
            return True  # "left Paris", "left Smith": no "joined"
    return False


def _aim(token, lemma: str) -> bool:  # type: ignore[no-untyped-def]
    """A win that is only hoped for: "hope of winning a title" has no "hope of losing"."""
    if lemma not in ("win", "lose", "succeed", "fail", "gain"):
        return False
    aims = set(_senses()["aims"])
    node = token
    for _ in range(3):
        if node.head.i == node.i:
            return False
        node = node.head
        if node.lemma_.lower() in aims or node.lower_ in aims:
            return True
    return False


def _reported_before(token, lemma: str) -> bool:  # type: ignore[no-untyped-def]
    """A reporting verb after the fact it reports: "Bird flu has been found, Defra has
    confirmed" turns incoherent with "denied", which would not follow an assertion."""
    if lemma not in ("confirm", "deny", "announce", "admit"):
        return False
    return any(c.dep_ in ("ccomp", "parataxis") and c.i < token.i for c in token.children) \
        or (token.dep_ in ("parataxis", "conj") and token.head.i < token.i)
