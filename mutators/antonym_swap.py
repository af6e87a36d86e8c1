"""antonym_swap (fault): a verb, adjective, adverb or preposition becomes its antonym
(rose → fell, available → unavailable, with → without), with no negation word.

Pairs come from a curated lexicon with parts of speech (``data/antonyms.tsv``); a word is
swapped only where the parse gives it that part of speech, outside names, numbers and dates,
and not under a negation. before/after belong to circumstance_swap. A swap that some window
of the claim's passages states is no fault and is not made.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, Suite

from ._edits import checked, numeric_or_named
from ._inflect import inflect
from ._lexicons import antonyms
from ._nlp import parse
from ._support import states
from ._text import article_fix, match_case

MAX_PER_CLAIM = 2
_POS = ("VERB", "ADJ", "ADV", "ADP")
_CIRCUMSTANCE = frozenset({"before", "after", "earlier", "later", "prior"})
_WITH_HEADS = frozenset({"come", "ship", "arrive", "sell", "offer", "provide", "equip", "book",
                         "rent", "serve", "deliver", "available"})


@mutator(name="antonym_swap", kind="fault", version=1,
         target="a verb, adjective, adverb or preposition of the antonym lexicon")
def antonym_swap(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Swap a verb, adjective, adverb or preposition for its antonym.

    >>> from mutators._example import mutate
    >>> mutate(antonym_swap, "Sales rose in the second quarter.",
    ...        passages={"p": "Sales rose in the second quarter."})
    ['Sales fell in the second quarter.']
    """
    made = 0
    for token in parse(claim.text):
        if made == MAX_PER_CLAIM:
            return
        new = _antonym(token)
        if new is None or new.lower() in claim.text.lower():
            continue
        spans = [Span(token.idx, token.idx + len(token.text), new)]
        article = article_fix(claim.text, token.idx, new)
        if article is not None:
            spans.append(article)
        edit = Edit(tuple(spans), f"{token.text} → {new}")
        text = checked(claim.text, edit)
        if text is None or states(claim.passages, text, must={new.lower().split()[0]}):
            continue
        made += 1
        yield edit


def _antonym(token) -> str | None:  # type: ignore[no-untyped-def]
    """The antonym of ``token`` in its context, or None where a swap would not be a clean fault."""
    if token.pos_ not in _POS or numeric_or_named(token) or token.lower_ in _CIRCUMSTANCE:
        return None
    if any(c.dep_ == "neg" for c in (*token.children, *token.head.children)):
        return None
    if token.pos_ == "VERB":
        found = antonyms().get((token.lemma_.lower(), "VERB"))
        if found is None or token.tag_ not in ("VB", "VBP", "VBZ", "VBD", "VBN", "VBG"):
            return None
        if token.lemma_ in ("include", "exclude") and any(
                t.like_num for t in token.subtree if t.i > token.i):
            return None  # "includes up to 10 users" has no "excludes up to 10 users"
        return match_case(token.text, inflect(found, token.tag_))
    found = antonyms().get((token.lower_, token.pos_))
    if found is None or not _fits(token):
        return None
    return match_case(token.text, found)


def _fits(token) -> bool:  # type: ignore[no-untyped-def]
    """Context guards for words whose antonym reads only in some frames."""
    nxt = token.nbor(1) if token.i + 1 < len(token.doc) else None
    word = token.lower_
    if token.pos_ == "ADJ":
        if nxt is not None and nxt.lower_ in ("of", "to", "from"):
            return False  # "free of charge", "free to cancel", "open to the public"
        if token.dep_ == "amod" and (token.head.pos_ not in ("NOUN", "PROPN")
                                     or token.head.i < token.i) or token.head.pos_ == "ADP":
            return False  # "in full" is no "in empty"
        if word in ("free", "paid") and token.dep_ != "amod":
            return False  # "ships free" has no "ships paid"
        if word in ("available", "unavailable") and any(t.lower_ == "only" for t in token.sent):
            return False
        return token.dep_ in ("amod", "acomp", "attr", "conj", "oprd", "ccomp", "xcomp")
    if token.pos_ == "ADP":
        if word == "with":
            if nxt is not None and nxt.like_num:
                return False
            return token.head.pos_ in ("NOUN", "PROPN") or token.head.lemma_ in _WITH_HEADS
        if word in ("over", "under", "above", "below"):
            return nxt is not None and (nxt.like_num or nxt.text in "€$£¥")
        return token.dep_ == "prep"
    return token.dep_ in ("advmod", "npadvmod")
