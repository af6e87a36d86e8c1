"""Does some window of a claim's passages state this? Lemma checks over sentence windows.

A mutator that adds or swaps a word asks two questions of every window (one or two adjacent
sentences of one passage): does it mention any of these words, and does it state nearly all
of a sentence's content.

>>> passages = {"p": "Team plans are billed monthly. Annual plans are billed yearly."}
>>> mentions_any(passages, {"yearly"}), mentions_any(passages, {"weekly"})
(True, False)
>>> states(passages, "Annual plans are billed yearly.")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from mutato.mutation.toolkit import make_windows

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


def window_texts(passages: Mapping[str, str]) -> list[str]:
    """The texts of every window of ``passages`` (one or two adjacent sentences)."""
    return [w.text for w in make_windows(passages)]


def mentions_any(passages: Mapping[str, str], words: Iterable[str]) -> bool:
    """True when some window holds one of ``words`` (as written or as a lemma)."""
    wanted = {w.lower() for w in words}
    return any(wanted & lemmas(text) or any(w in text.lower() for w in wanted if not w.isalpha())
               for text in window_texts(passages))


def states(passages: Mapping[str, str], sentence: str, *, share: float = 0.8,
           must: Iterable[str] = ()) -> bool:
    """True when a window holds every word of ``must`` and ``share`` of the content words."""
    needed = content_lemmas(sentence)
    required = {w.lower() for w in must}
    if not needed:
        return False
    for text in window_texts(passages):
        have = lemmas(text)
        if required <= have and len(needed & have) >= share * len(needed):
            return True
    return False
