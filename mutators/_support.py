"""Does some window of a claim's passages state this? Lemma checks over sentence windows.

A mutator that adds or swaps a word asks two questions of every window (one or two adjacent
sentences of one passage): does it mention any of these words, and does it state nearly all
of a sentence's content.

A window's lemmas are read off the bare parse of its passage (which every run makes
anyway; lemmas are the same with or without entities), not off a parse of the window on
its own: a sentence's lemmas are those of the
passage's tokens inside it, and a pair's are the union of its two sentences' lemmas. The
windows then cost no parse of their own (each passage token used to be parsed three more
times, once alone and in two pairs).

>>> passages = {"p": "Team plans are billed monthly. Annual plans are billed yearly."}
>>> mentions_any(passages, {"yearly"}), mentions_any(passages, {"weekly"})
(True, False)
>>> states(passages, "Annual plans are billed yearly.")
True
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from mutato.mutation.text import sentence_spans

from ._nlp import parse_bare

_CONTENT = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})


@lru_cache(maxsize=20_000)
def lemmas(text: str) -> frozenset[str]:
    """Every lower-cased word and lemma of ``text``."""
    doc = parse_bare(text)
    return frozenset({t.lower_ for t in doc} | {t.lemma_.lower() for t in doc})


@lru_cache(maxsize=20_000)
def content_lemmas(text: str) -> frozenset[str]:
    """The content words of ``text`` as lower-cased lemmas (nouns, verbs, adjectives...)."""
    return frozenset(t.lemma_.lower() for t in parse_bare(text)
                     if t.pos_ in _CONTENT and not t.is_stop and t.lemma_ not in ("be", "have"))


def window_lemmas(passages: Mapping[str, str]) -> tuple[tuple[str, frozenset[str]], ...]:
    """``(text, lemmas)`` of every window of ``passages``, in the order of
    :func:`mutato.mutation.windows.make_windows`:
    a sentence's lemmas are those of its tokens in the passage's parse, a pair's the union
    of its sentences' (see the module docstring).

    >>> [(text, sorted(found)) for text, found in window_lemmas({"p": "She ran. He sat."})]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('She ran.', ['.', 'ran', 'run', 'she']), ('He sat.', ['.', 'he', 'sat', 'sit']),
     ('She ran. He sat.', ['.', 'he', 'ran', 'run', 'sat', 'she', 'sit'])]
    """
    return _window_lemmas(tuple(passages.items()))


@lru_cache(maxsize=4_096)
def _window_lemmas(items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, frozenset[str]], ...]:
    out: list[tuple[str, frozenset[str]]] = []
    for _pid, passage in items:
        spans = sentence_spans(passage)
        if not spans:
            continue
        sentences = [passage[s:e] for s, e in spans]
        sets = _sentence_lemmas(parse_bare(passage), spans)
        out.extend(zip(sentences, sets, strict=True))
        out.extend((f"{sentences[i]} {sentences[i + 1]}", sets[i] | sets[i + 1])
                   for i in range(len(sentences) - 1))
    return tuple(out)


def _sentence_lemmas(doc: Any, spans: list[tuple[int, int]]) -> list[frozenset[str]]:
    """Every lower-cased word and lemma of the tokens of ``doc`` that start inside each
    character span."""
    starts = [t.idx for t in doc]
    out = []
    for start, end in spans:
        tokens = doc[bisect.bisect_left(starts, start):bisect.bisect_left(starts, end)]
        out.append(frozenset({t.lower_ for t in tokens} | {t.lemma_.lower() for t in tokens}))
    return out


def mentions_any(passages: Mapping[str, str], words: Iterable[str]) -> bool:
    """True when some window holds one of ``words`` (as written or as a lemma)."""
    wanted = {w.lower() for w in words}
    return any(wanted & have or any(w in text.lower() for w in wanted if not w.isalpha())
               for text, have in window_lemmas(passages))


def states(passages: Mapping[str, str], sentence: str, *, share: float = 0.8,
           must: Iterable[str] = ()) -> bool:
    """True when a window holds every word of ``must`` and ``share`` of the content words."""
    needed = content_lemmas(sentence)
    required = {w.lower() for w in must}
    if not needed:
        return False
    for _text, have in window_lemmas(passages):
        if required <= have and len(needed & have) >= share * len(needed):
            return True
    return False
