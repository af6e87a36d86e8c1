"""Swaps the rest of the sentence ties or governs (held-out rounds 18 and 18b).

Five general properties, each read from ``data/antonym_families.json``:

- a related form of the word's scale elsewhere in its sentence ties it there: "the
  northernmost point, opposite the South Pole", "begins with a melody that drones on during
  the start", "a rare disease affecting a small percentage", "rejects it in favor of
  staying"; swapped alone, the word contradicts the form it agreed with;
- a preposition the verb or noun takes as part of its own phrase ("keep vigil over",
  "a victory over"), or the "to" of "rise"/"fall" reaching a state, not a figure ("fall to
  communism", "rose to fame"): the antonym is no phrase of English;
- a state held for a span bounded from above ("active for less than two decades"): the
  opposite state fits the same bound, so the mutant stays true;
- "short" said of a person (stature, whose opposite is "tall", not "long");
- an indefinite thing "had" of a kind that things usually have both of ("has an online
  presence"): having the other kind too leaves the claim true.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ._lexicons import table

_HAVE = frozenset({"have", "offer", "feature", "maintain", "keep", "build", "develop"})
_INDEFINITE = frozenset({"a", "an", "some"})


@cache
def _data() -> dict[str, Any]:
    return table("antonym_families")


def tied_or_governed(token) -> bool:  # type: ignore[no-untyped-def]
    """True when the sentence ties ``token`` to its direction or governs it as a phrase.

    >>> from mutators._nlp import parse
    >>> tied_or_governed(parse("The cape is the southernmost point, facing the North Sea.")[4])
    True
    >>> tied_or_governed(parse("The cape is the southernmost point of the island.")[4])
    False
    """
    return family_tie(token) or governed(token) or bounded_span(token) or \
        coexisting(token) or stature(token)


def _forms(token) -> set[str]:  # type: ignore[no-untyped-def]
    return {token.lower_, token.lemma_.lower()}


def family_tie(token) -> bool:  # type: ignore[no-untyped-def]
    """Another form of the word's scale (either pole, or a word of the scale between them)
    stands in its sentence, outside the word's own phrase ("a high peak" is no tie):
    "lying opposite the South Pole" ties "northernmost".

    >>> from mutators._nlp import parse
    >>> family_tie(parse("A rare disease affecting a small percentage of people.")[5])
    True
    >>> family_tie(parse("A disease affecting a small percentage of people.")[4])
    False
    """
    own = _forms(token)
    for family in _data()["families"]:
        poles = [set(p) for p in family["poles"]]
        if not any(own & pole for pole in poles):
            continue
        heads = family.get("heads")
        if heads and token.head.lemma_.lower() not in heads:
            continue
        related = poles[0] | poles[1] | set(family.get("scale", ()))
        own_phrase = {token.i, token.head.i} | {c.i for c in token.children}
        if any(t.i not in own_phrase and _forms(t) & related for t in token.sent):
            return True
    return False


def governed(token) -> bool:  # type: ignore[no-untyped-def]
    """A preposition its verb or noun takes as its own ("keeps vigil over the funeral"), or
    the "to" of "rise"/"fall" before a state rather than a figure or a rank.

    >>> from mutators._nlp import parse
    >>> governed(parse("Hale keeps vigil over two funerals.")[3])
    True
    >>> governed(parse("They would fall to communism.")[2])
    True
    >>> governed(parse("Sales fell to 5 million.")[1])
    False
    """
    if token.pos_ == "ADP":
        takers = _data()["governed_preps"].get(token.lower_)
        if not takers:
            return False
        head = token.head
        words = {head.lemma_.lower()} | {c.lemma_.lower() for c in head.children
                                         if c.dep_ in ("dobj", "prt") and c.i < token.i}
        return bool(words & set(takers))
    preps = _data()["path_verbs"].get(token.lemma_.lower())
    if token.pos_ != "VERB" or not preps:
        return False
    return any(c.dep_ == "prep" and c.lower_ in preps and not _figure(c)
               for c in token.children)


def _figure(prep) -> bool:  # type: ignore[no-untyped-def]
    """The object of ``prep`` holds a number, a share or a rank ("to 5 million", "to third
    place", "to the rank of general")."""
    ranks = set(_data()["rank_words"])
    return any(t.like_num or t.text in ("%", "$", "€", "£") or
               t.ent_type_ in ("CARDINAL", "ORDINAL", "PERCENT", "MONEY", "QUANTITY") or
               t.lemma_.lower() in ranks for t in prep.subtree if t.i != prep.i)


def bounded_span(token) -> bool:  # type: ignore[no-untyped-def]
    """A state held "for" a span bounded from above ("active for less than two decades"):
    its opposite fits the same bound.

    >>> from mutators._nlp import parse
    >>> bounded_span(parse("Keane was active for less than two decades.")[2])
    True
    >>> bounded_span(parse("Keane was active for more than two decades.")[2])
    False
    """
    if token.pos_ not in ("ADJ", "VERB"):
        return False
    periods = set(table("antonym_senses")["bound_periods"])
    bounds = set(_data()["upper_bounds"])
    hosts = (token, token.head) if token.dep_ in ("acomp", "amod", "oprd") else (token,)
    for prep in (c for host in hosts for c in host.children):
        if prep.dep_ != "prep" or prep.lower_ != "for":
            continue
        for noun in prep.subtree:
            if noun.lemma_.lower() in periods and any(
                    t.lower_ in bounds and t.i < noun.i and
                    (t.is_ancestor(noun) or noun.is_ancestor(t)) for t in prep.subtree):
                return True  # "for less than two decades", "for under three years"
    return False


def coexisting(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective on an indefinite object of "have" that things usually have of both
    kinds ("has an online presence": an offline one as well).

    >>> from mutators._nlp import parse
    >>> coexisting(parse("The brand has an online presence.")[4])
    True
    >>> coexisting(parse("The school has a male mascot.")[4])
    False
    >>> coexisting(parse("Linux has a strong presence on servers.")[3])
    False
    """
    if token.pos_ != "ADJ" or token.dep_ != "amod" or \
            token.lower_ not in _data()["kind_adjectives"]:
        return False
    noun = token.head
    if noun.lower_ not in _data()["coexisting"] or noun.dep_ != "dobj" or \
            noun.head.lemma_.lower() not in _HAVE:
        return False
    determiners = [c.lower_ for c in noun.children if c.dep_ == "det"]
    return not determiners or determiners[0] in _INDEFINITE


_PERSONAL = frozenset({"he", "she", "they", "i", "we", "you", "who"})


def stature(token) -> bool:  # type: ignore[no-untyped-def]
    """"short" said of a person: stature, whose opposite is "tall", not "long".

    >>> from mutators._nlp import parse
    >>> stature(parse("He was teased at school for being short.")[7])
    True
    >>> stature(parse("The film is short.")[3])
    False
    """
    if token.lower_ not in _data()["stature_words"] or token.dep_ not in ("acomp", "oprd"):
        return False
    people = set(table("antonym_senses")["age_nouns"])
    head = token.head
    while True:
        subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subjects:
            return any(s.ent_type_ == "PERSON" or s.lower_ in _PERSONAL or
                       s.lemma_.lower() in people for s in subjects)
        if head.head.i == head.i:
            return False
        head = head.head
