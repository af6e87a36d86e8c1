"""Polarity consistency (held-out round 7): an evaluative word is not swapped where the
sentence holds another evaluative word of the same polarity tied to it, for the swap would
contradict the sentence itself ("gets high marks for the superb quality" → "low marks",
"universally positive, claiming it is well worth the money", "a strong, stable connection",
"one aspect that's a negative is the exceptionally poor water pressure").

Tied means in the same clause chain: the other word's clause is the word's own clause, a
clause above it, or a clause below it, with no coordination between them ("has very good
service, but it is an expensive hotel" holds two independent judgements). The word lists
live in ``data/polarity.json``.

Held-out round 8 added ties the clause chain missed: a hyphenated evaluative word ("their
top-notch brews"); a wish that something "should have been" otherwise, which is a complaint;
two predicates of one subject joined by "and" ("was a negative and should have been bigger");
what reviewers are reported saying about a rating ("high ratings ... with guests saying the
amazing view"); and judgements of a whole clause, which no swap in it may flip: an attitude
adverb ("was weak unfortunately") or a sentential "which" clause ("very low, which is great
news").
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ._antonym_context import clause_of, clause_scopes
from ._lexicons import table

_NEGATORS = frozenset({"not", "n't", "never", "no", "hardly", "barely"})
#: Modals of a wish that something were otherwise: "should have been bigger" is a complaint.
_WISH_MODALS = frozenset({"should", "could", "ought"})
#: Verbs that report what reviewers said: what follows them gives the reason of a rating.
_SAYING = frozenset({"say", "claim", "state", "note", "mention", "comment", "describe", "call",
                     "praise", "complain", "report", "add", "remark", "write"})
#: Words that end a report: what comes after "but" is no longer the reason of the rating.
_CONTRASTS = frozenset({"but", "however", "although", "though", "while", "whereas", "yet"})


@cache
def _lexicon() -> dict[str, Any]:
    return table("polarity")


@cache
def _words() -> dict[str, int]:
    words = {w: 1 for w in _lexicon()["positive"]}
    words.update({w: -1 for w in _lexicon()["negative"]})
    return words


def word_polarity(token) -> int:  # type: ignore[no-untyped-def]
    """+1 or -1 for a word of the polarity lexicon (-1 times that under a negation on it),
    0 for any other word.

    >>> from mutators._nlp import parse
    >>> doc = parse("The service was good but the rooms were not clean.")
    >>> word_polarity(doc[3]), word_polarity(doc[9]), word_polarity(doc[1])
    (1, -1, 0)
    """
    words = _words()
    value = words.get(token.lower_) or words.get(token.lemma_.lower()) or \
        words.get(_hyphenated(token), 0) or _wish(token)
    before = token.doc[token.i - 1] if token.i > 0 else None
    if value and (any(c.dep_ == "neg" for c in token.children) or
                  (before is not None and before.lower_ in _NEGATORS)):
        return -value
    return value


def _hyphenated(token) -> str:  # type: ignore[no-untyped-def]
    """The hyphenated word ``token`` is a part of ("top-notch" from "top"), or "" if none."""
    doc = token.doc
    if token.i + 2 < len(doc) and doc[token.i + 1].text == "-":
        return f"{token.lower_}-{doc[token.i + 2].lower_}"
    if token.i >= 2 and doc[token.i - 1].text == "-":
        return f"{doc[token.i - 2].lower_}-{token.lower_}"
    return ""


def _wish(token) -> int:  # type: ignore[no-untyped-def]
    """-1 for the verb of a wish that things were otherwise ("should have been bigger")."""
    aux = {c.lower_ for c in token.children if c.dep_ == "aux"}
    return -1 if aux & _WISH_MODALS and "have" in aux else 0


def _anchor(token):  # type: ignore[no-untyped-def]
    """The noun an adjective evaluates: its head as a modifier, its subject as a predicate."""
    if token.dep_ == "amod":
        return token.head
    if token.dep_ in ("acomp", "attr"):
        return next((c for c in token.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return None


def swap_polarity(token) -> int:  # type: ignore[no-untyped-def]
    """The polarity ``token`` carries here: its own ("positive"), or that of a graded
    adjective on a noun of evaluation ("high marks" +1, "a weak signal" -1, "high prices" 0).

    >>> from mutators._nlp import parse
    >>> doc = parse("La Mimosa gets high marks for its high prices.")
    >>> swap_polarity(doc[3]), swap_polarity(doc[7])
    (1, 0)
    """
    if token.lower_ in _words():
        return _words()[token.lower_]
    word = token.lower_
    lexicon = _lexicon()
    sign = 1 if word in lexicon["graded_up"] else -1 if word in lexicon["graded_down"] else 0
    anchor = _anchor(token) if sign else None
    if anchor is None:
        return 0
    nouns = lexicon["evaluation_nouns"]
    return sign if anchor.lower_ in nouns or anchor.lemma_.lower() in nouns else 0


def _tied(token, other) -> bool:  # type: ignore[no-untyped-def]
    """``other`` is in ``token``'s clause, or in a clause above or below it, with no
    coordination between them; or both modify the same noun."""
    if token.dep_ == "amod" and other.dep_ == "amod" and other.head.i == token.head.i:
        return True
    return clause_of(other).i in clause_scopes(token) or \
        clause_of(token).i in clause_scopes(other) or _shared_subject(token, other) or \
        _shared_subject(other, token)


def _shared_subject(token, other) -> bool:  # type: ignore[no-untyped-def]
    """``other``'s clause is a second predicate of ``token``'s subject, joined by "and" with no
    subject of its own: "the size was a negative and should have been bigger" is one judgement."""
    mine, theirs = clause_of(token), clause_of(other)
    return theirs.dep_ == "conj" and theirs.head.i == mine.i and not any(
        c.dep_ in ("nsubj", "nsubjpass", "expl") for c in theirs.children) and any(
        c.dep_ == "cc" and c.lower_ == "and" for c in mine.children)


def _reported(token, value: int) -> bool:  # type: ignore[no-untyped-def]
    """A rating word ("high ratings", "negative reviews") followed by what reviewers are
    reported saying, up to a contrast, with a judgement of the same polarity: the report is the
    rating's reason, however the parse attaches it."""
    if _anchor_noun(token) is None:
        return False
    lexicon = _lexicon()
    same = set(lexicon["reported_positive" if value > 0 else "reported_negative"])
    saying = None
    for other in token.sent:
        if other.i <= token.i:
            continue
        if other.lower_ in _CONTRASTS:
            return False
        if saying is None:
            saying = other if other.pos_ == "VERB" and other.lemma_.lower() in _SAYING else None
        elif word_polarity(other) == value or other.lower_ in same:
            return True
    return False


def _reports_rating(token) -> bool:  # type: ignore[no-untyped-def]
    """``token`` is a judgement in a report that gives the reason of an earlier rating of the
    same polarity ("negative reviews ... with guests saying it was noisy"): the other side of
    ``_reported``."""
    lexicon = _lexicon()
    value = word_polarity(token) or (1 if token.lower_ in lexicon["reported_positive"] else
                                     -1 if token.lower_ in lexicon["reported_negative"] else 0)
    if not value:
        return False
    return any(other.i < token.i and swap_polarity(other) == value and
               _reported(other, value) and _anchor_noun(other) is not None
               for other in token.sent)


def _anchor_noun(token):  # type: ignore[no-untyped-def]
    """The noun of evaluation ``token`` rates ("marks", "reviews"), or None."""
    anchor = _anchor(token) or (token.head if token.dep_ == "amod" else None)
    nouns = _lexicon()["evaluation_nouns"]
    if anchor is None or (anchor.lower_ not in nouns and anchor.lemma_.lower() not in nouns):
        return None
    return anchor


def judged_clause(token) -> bool:  # type: ignore[no-untyped-def]
    """True when a judgement of a whole clause covers ``token``: an attitude adverb in its
    clause chain ("the pressure was weak unfortunately"), or a sentential "which" clause with
    an evaluative word after it ("the noise is very low, which is great news"). A swap would
    leave the judgement against the clause it judges, whatever word is swapped. A leading
    "Unfortunately," is left to the caller, which drops it.

    >>> from mutators._nlp import parse
    >>> judged_clause(parse("The pressure was weak unfortunately.")[3])
    True
    >>> judged_clause(parse("The noise level is low, which is great news.")[4])
    True
    >>> judged_clause(parse("The noise level is low, but the beds are great.")[4])
    False
    """
    adverbs = set(_lexicon()["attitude_adverbs"])
    scopes = clause_scopes(token)
    for other in token.sent:
        if other.lower_ in adverbs and not (other.i == 0 and len(other.doc) > 1
                                            and other.nbor(1).text == ","):
            if clause_of(other).i in scopes or clause_of(token).i in clause_scopes(other):
                return True
        if other.lower_ == "which" and other.i > token.i and other.i > 0 and \
                other.nbor(-1).text == "," and _comments(other):
            return True
    return False


def _comments(which) -> bool:  # type: ignore[no-untyped-def]
    """The "which" clause holds an evaluative word: "which is great", "which was a shame"."""
    clause = clause_of(which)
    return any(word_polarity(t) for t in clause.subtree if t.i > which.i)


def polarity_clash(token) -> bool:  # type: ignore[no-untyped-def]
    """True when an evaluative ``token`` has a tied word of the same polarity in its sentence.

    >>> from mutators._nlp import parse
    >>> doc = parse("La Mimosa gets high marks for the superb quality of their beer.")
    >>> polarity_clash(doc[3])
    True
    >>> polarity_clash(parse("It has very good service, but its ratings are high.")[10])
    False
    """
    if _reports_rating(token):
        return True
    value = swap_polarity(token)
    if not value:
        return False
    return _reported(token, value) or any(
        other.i != token.i and word_polarity(other) == value and _tied(token, other)
        for other in token.sent)


def tied_evaluations(token) -> list:  # type: ignore[no-untyped-def]
    """The words of the polarity lexicon in ``token``'s sentence tied to it (its own clause, a
    clause above or below it, no coordination between): what an edit of ``token`` answers to.

    >>> from mutators._nlp import parse
    >>> doc = parse("The hotel is quiet, which is great.")
    >>> [t.text for t in tied_evaluations(doc[2])]
    ['great']
    """
    return [other for other in token.sent
            if other.i != token.i and word_polarity(other) and _tied(token, other)]
