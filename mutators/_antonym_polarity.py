"""Polarity consistency (held-out round 7): an evaluative word is not swapped where the
sentence holds another evaluative word of the same polarity tied to it, for the swap would
contradict the sentence itself ("gets high marks for the superb quality" → "low marks",
"universally positive, claiming it is well worth the money", "a strong, stable connection",
"one aspect that's a negative is the exceptionally poor water pressure").

Tied means in the same clause chain: the other word's clause is the word's own clause, a
clause above it, or a clause below it, with no coordination between them ("has very good
service, but it is an expensive hotel" holds two independent judgements). The word lists
live in ``data/polarity.json``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ._antonym_context import clause_of, clause_scopes
from ._lexicons import table

_NEGATORS = frozenset({"not", "n't", "never", "no", "hardly", "barely"})


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
    value = words.get(token.lower_) or words.get(token.lemma_.lower()) or 0
    before = token.doc[token.i - 1] if token.i > 0 else None
    if value and (any(c.dep_ == "neg" for c in token.children) or
                  (before is not None and before.lower_ in _NEGATORS)):
        return -value
    return value


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
        clause_of(token).i in clause_scopes(other)


def polarity_clash(token) -> bool:  # type: ignore[no-untyped-def]
    """True when an evaluative ``token`` has a tied word of the same polarity in its sentence.

    >>> from mutators._nlp import parse
    >>> doc = parse("La Mimosa gets high marks for the superb quality of their beer.")
    >>> polarity_clash(doc[3])
    True
    >>> polarity_clash(parse("It has very good service, but its ratings are high.")[10])
    False
    """
    value = swap_polarity(token)
    if not value:
        return False
    return any(other.i != token.i and word_polarity(other) == value and _tied(token, other)
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
