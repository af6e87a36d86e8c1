"""Word senses and frames where an antonym does not apply: lexicalised compounds ("high
school", "a higher power"), verbs whose arguments pick a sense the antonym lacks ("passed"
for died, "lost his life", "spent his childhood", "left his wife"), frames the antonym cannot
take ("lost to X", "stopped from visiting", "poor at"), aims ("hope of winning"), and
reporting verbs after the fact they report ("X has been found, Defra has confirmed"); and
(held-out round 6) a word before the adjective that makes one word of the two ("straight
forward"), an adjective whose antonym opposes only the sense a few head nouns select ("modern
history", not "a modern remote control"), a sentence of complaint or praise that fixes an
evaluative adjective ("the common complaint is that it is noisy"), and another word of the
same scale in the sentence ("very quiet, however ... very noisy"); and (held-out round 7)
compounds whose first noun fixes the sense ("cold winter days", "public transportation"), a
degree word before an antonym that takes none ("fairly unlimited"), and a measure after a
number ("a 3.5 mi long tributary").

The word lists live in ``data/antonym_senses.json``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ._lexicons import antonyms, table

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
    if token.pos_ in ("ADJ", "ADV") and (_valence_frame(token) or same_scale(token)):
        return True
    if token.pos_ == "ADJ":
        return _compound(token) or _adjective_frame(token) or _fixed_before(token) or \
            _unopposed_head(token) or _ungraded_antonym(token) or _measure(token) or \
            _relational(token) or _manner_on_prefix(token)
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
    between = [t for t in token.doc[token.i + 1:head.i] if t.dep_ == "compound"][:1]
    return any(t.lemma_.lower() in nouns or t.lower_ in nouns for t in (head, *between))


def participle_compound(token) -> bool:  # type: ignore[no-untyped-def]
    """A participle of a verb pair that is one lexicalised word with the noun after it:
    "supporting actor", "opening ceremony" have no "opposing actor", "closing ceremony" of
    the same sense (held-out round 9). Keyed by the participle's own form, never its lemma.

    >>> from mutators._nlp import parse
    >>> participle_compound(parse("She won an award as supporting actress in 2001.")[5])
    True
    >>> participle_compound(parse("The mayor is supporting the plan.")[3])
    False
    """
    nouns = _senses()["compounds"].get(token.lower_)
    if not nouns or token.tag_ not in ("VBG", "VBN") or token.i + 1 >= len(token.doc):
        return False
    after = token.doc[token.i + 1]
    return after.pos_ == "NOUN" and (after.lemma_.lower() in nouns or after.lower_ in nouns)


def _ungraded_antonym(token) -> bool:  # type: ignore[no-untyped-def]
    """A degree word on an adjective whose antonym takes none: "fairly limited" has no
    "fairly unlimited", "somewhat limited" no "somewhat unlimited" (held-out round 7)."""
    antonym = antonyms().get((token.lower_, "ADJ"))
    if antonym is None or antonym.lower() not in _senses()["ungraded"]:
        return False
    degree = set(_senses()["degree_words"])
    before = token.doc[token.i - 1] if token.i > 0 else None
    return any(c.dep_ == "advmod" and c.lower_ in degree for c in token.children) or (
        before is not None and before.lower_ in degree)


def _relational(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective used attributively in its classifying sense: "legal advice", "a legal
    right", "tax and legal implications" say what domain the noun belongs to, not whether it
    is allowed, and such a use takes no degree ("very legal advice"), so "illegal advice" is
    no opposite; "the practice is legal" is predicative and gradable, and flips (held-out
    round 10).

    >>> from mutators._nlp import parse
    >>> _relational(parse("They offer free legal advice.")[3])
    True
    >>> _relational(parse("The practice is legal in Spain.")[3])
    False
    """
    return token.lower_ in _senses()["relational"] and token.dep_ in ("amod", "compound")


def _manner_on_prefix(token) -> bool:  # type: ignore[no-untyped-def]
    """An -ly adverb of manner or extent on an adjective whose antonym is the same word with
    a negative prefix: "simultaneously active", "widely available" and "publicly available"
    turn into nonsense ("simultaneously inactive", "widely unavailable"); adverbs of time or
    frequency ("currently available") read with both (held-out round 10)."""
    antonym = antonyms().get((token.lower_, "ADJ"))
    if antonym is None or not any(antonym.lower() == p + token.lower_ or
                                  token.lower_ == p + antonym.lower()
                                  for p in ("un", "in", "im", "il", "ir", "non")):
        return False
    allowed = set(_senses()["time_adverbs"])
    before = token.doc[token.i - 1] if token.i > 0 else None
    adverbs = [c for c in token.children if c.dep_ == "advmod"]
    if before is not None and before.dep_ == "advmod" and before.head.i == token.head.i:
        adverbs.append(before)  # "were jointly active": the parse hangs it on the copula
    return any(a.lower_.endswith("ly") and a.lower_ not in allowed for a in adverbs)


def _measure(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective of measure after a number, or a number and its unit: "a 3.5 mi long
    tributary" states a length, with no "3.5 mi short" (held-out round 7)."""
    if token.lower_ not in _senses()["measures"]:
        return False
    doc = token.doc
    before = [doc[i] for i in range(max(token.i - 2, 0), token.i)]
    return bool(before) and (before[-1].like_num or (
        len(before) == 2 and before[0].like_num and before[1].pos_ in ("NOUN", "PROPN", "X")))


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
               and c.lower_ in preps and not _time_adjunct(c) for c in token.children)


def _time_adjunct(prep) -> bool:  # type: ignore[no-untyped-def]
    """A preposition of time, not the verb's own particle: "closed in 2016", "closed in the
    fall of 2016", "closed on 5 May" (after round 18), unlike "closed in on the suspect".

    >>> from mutators._nlp import parse
    >>> _time_adjunct(parse("The museum closed in March 2016.")[3])
    True
    >>> _time_adjunct(parse("The police closed in on the suspect.")[3])
    False
    """
    if prep.dep_ != "prep":
        return False
    periods = set(_senses()["bound_periods"]) | set(_senses()["coarse_periods"])
    return any(o.dep_ == "pobj" and (o.ent_type_ in ("DATE", "TIME") or
                                     o.lemma_.lower() in periods)
               for o in prep.children)


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


def _fixed_before(token) -> bool:  # type: ignore[no-untyped-def]
    """"straight forward" is "straightforward": "straight backward" is no opposite."""
    before = _senses()["fixed_before"].get(token.lower_, ())
    return token.i > 0 and token.doc[token.i - 1].lower_ in before


def _unopposed_head(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective whose antonym opposes it only on a few head nouns: "modern history" →
    "ancient history", but "a modern remote control" has no "ancient" one; "cool water" →
    "warm water", but "a cool fact" (a nice one) has no "warm fact" (after round 16).

    >>> from mutators._nlp import parse
    >>> _unopposed_head(parse("Another cool fact is that it was built in 1947.")[1])
    True
    >>> _unopposed_head(parse("The evenings are cool in May.")[3])
    False
    """
    heads = _senses()["head_nouns"].get(token.lower_)
    if heads is None:
        return False
    head = _described(token)
    return head is None or (head.lemma_.lower() not in heads and head.lower_ not in heads)


def _described(token):  # type: ignore[no-untyped-def]
    """The noun an adjective describes: the noun after it ("cool water"), or the subject of
    its copula ("the evenings are cool"); None if it has neither.

    >>> from mutators._nlp import parse
    >>> _described(parse("The evenings are cool.")[3]).text
    'evenings'
    >>> _described(parse("Cool water helps.")[0]).text
    'water'
    """
    if token.dep_ == "amod":
        return token.head if token.head.i > token.i else None
    if token.dep_ != "acomp":
        return None
    return next((c for c in token.head.children if c.dep_ == "nsubj"), None)


def _valence_frame(token) -> bool:  # type: ignore[no-untyped-def]
    """A word of complaint or praise in the sentence: "a common complaint that the guesthouse
    is noisy" turns incoherent with "quiet", which no one complains of."""
    frames = set(_senses()["valence_frames"])
    return any(t.lemma_.lower() in frames or t.lower_ in frames for t in token.sent)


@cache
def _scales() -> dict[str, frozenset[str]]:
    """Each word of ``dimensions`` to the words of its scales."""
    scales: dict[str, set[str]] = {}
    for group in _senses()["dimensions"]:
        for word in group:
            scales.setdefault(word, set()).update(group)
    return {word: frozenset(words) for word, words in scales.items()}


def same_scale(token) -> bool:  # type: ignore[no-untyped-def]
    """Another word of ``token``'s scale in its sentence: the two are tied by a contrast or a
    parallel ("very quiet, however ... very noisy", "bigger rooms were happy and smaller rooms
    cramped"), and one swapped alone makes the sentence incoherent.

    >>> from mutators._nlp import parse
    >>> same_scale(parse("The rooms are spacious, but some feel they are small.")[10])
    True
    >>> same_scale(parse("The rooms are small.")[3])
    False
    """
    scale = _scales().get(token.lower_) or _scales().get(token.lemma_.lower())
    if not scale:
        return False
    return any(t.i != token.i and (t.lower_ in scale or t.lemma_.lower() in scale)
               for t in token.sent)
