"""added_fact (fault): the claim gains a detail its passages do not state: a modifier
("free parking", "24/7 support", "an award-winning actor") or a closing phrase ("at no extra
cost", "excluding VAT", "for the first time", "tomorrow").

Additions come from a shipped data file (``data/additions.json``), chosen by the claim's
frame: what an object noun is, whether the predicate is an ability ("can export"), a price,
a past event or a plan. Each addition lists the words that would state it; if any window of
the claim's passages, or the claim itself, holds one of them, the addition is not made.
Modifiers go on objects and predicates only: on a subject ("each premium user") they would
narrow the claim instead of adding to it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from ._edits import checked, sentence_end, single_sentence
from ._lexicons import table
from ._nlp import parse
from ._support import content_lemmas, lemmas, mentions_any
from ._text import article_fix

MAX_PER_CLAIM = 2
_OBJECT_DEPS = frozenset({"dobj", "pobj", "attr", "appos", "conj", "oprd"})
_ABILITY = frozenset({"can", "may", "could"})
_NEGATIONS = frozenset({"no", "not", "n't", "never", "none", "without", "cannot", "nor"})


@mutator(name="added_fact", kind="fault", version=1,
         target="an object a detail fits (parking, support, a role, a work), an ability, "
                "a price, a past event or a plan, in one sentence")
def added_fact(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Add a detail that no window of the claim's passages states.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "The hotel offers parking.")
    ['The hotel offers free parking.']
    """
    if not single_sentence(claim.text):
        return
    made = 0
    for edit in _additions(claim):
        if made == MAX_PER_CLAIM:
            return
        if checked(claim.text, edit) is not None:
            made += 1
            yield edit


def _unstated(claim: Claim, addition: Mapping[str, Any]) -> bool:
    keys = set(addition["keys"]) | content_lemmas(addition["text"])
    return not (keys & lemmas(claim.text)) and not mentions_any(claim.passages, keys)


def _additions(claim: Claim) -> Iterator[Edit]:
    data = table("additions")
    doc = parse(claim.text)
    if any(t.lower_ in _NEGATIONS for t in doc):
        return  # "does not offer free delivery" is still true: no addition under a negation
    for token in doc:
        if token.pos_ != "NOUN" or token.dep_ not in _OBJECT_DEPS:
            continue
        lemma = token.lemma_.lower()
        options = list(data["object_modifiers"].get(lemma, [])) if _offered(token) else []
        for group in ("role_modifiers", "work_modifiers", "screen_modifiers"):
            if lemma in data[group]["nouns"] and _predicated(token):
                options += data[group]["additions"]
        for addition in options:
            if _unstated(claim, addition):
                yield _modify(claim.text, token, addition["text"])
                break
    root = doc[:].root
    verbs = data["frame_verbs"]
    for frame in _frames(doc, root):
        for addition in data["endings"][frame]:
            if addition["text"] == "from the mobile app" and root.lemma_ not in verbs["app"]:
                continue
            if _unstated(claim, addition):
                end = sentence_end(claim.text)
                glue = ", " if frame == "price" else " "
                yield Edit.replace(end, end, glue + addition["text"],
                                   note=f"added {addition['text']!r}")
                break


def _modify(text: str, noun, word: str) -> Edit:  # type: ignore[no-untyped-def]
    """Insert ``word`` before the noun's leftmost adjective or compound (after any number)."""
    left = [c for c in noun.lefts if c.dep_ in ("amod", "compound")]
    at = (left[0] if left else noun).idx
    spans = [Span(at, at, word + " ")]
    article = article_fix(text, at, word)
    if article is not None:
        spans.append(article)
    return Edit(tuple(spans), f"added {word!r}")


def _offered(noun) -> bool:  # type: ignore[no-untyped-def]
    """True for the object of a verb that offers it ("offers parking", "as a ZIP file"): a
    modifier there adds a fact. On the object of "blocks files" it would only narrow a
    universal claim ("blocks password-protected files" follows from it)."""
    head = noun.head
    while noun.dep_ == "conj" and head.pos_ == "NOUN":
        noun, head = head, head.head
    if noun.dep_ == "pobj":
        if head.lower_ != "as":
            return False
        head = head.head
    offering = table("additions")["frame_verbs"]["offering"]
    return head.lemma_.lower() in offering or noun.dep_ == "attr"


def _predicated(token) -> bool:  # type: ignore[no-untyped-def]
    """True for the noun a copula predicates ("X is an American actor"), not a parenthesis."""
    return token.dep_ == "attr" or (token.dep_ == "conj" and token.head.dep_ == "attr")


def _frames(doc, root) -> list[str]:  # type: ignore[no-untyped-def]
    """Which closing additions fit: a price, an ability, a past event, a person's plan.

    A closing phrase attaches to the last clause, so it is added only when the main verb's
    clause is the last one (no verb after it)."""
    if root.pos_ not in ("VERB", "AUX") or any(t.pos_ in ("VERB", "AUX") for t in doc[root.i + 1:]):
        return []
    verbs = table("additions")["frame_verbs"]
    aux = {c.lower_ for c in root.children if c.dep_ in ("aux", "auxpass")}
    lemmas_ = {t.lemma_.lower() for t in doc}
    subject = [c for c in root.children if c.dep_ == "nsubj"]
    frames = []
    if any(e.label_ == "MONEY" for e in doc.ents) and lemmas_ & set(verbs["price"]):
        frames.append("price")
    if aux & _ABILITY and not any(c.dep_ == "auxpass" for c in root.children) and \
            root.lemma_ in verbs["ability"] + verbs["app"]:
        frames.append("ability")
    elif aux & {"will", "'ll"} and subject and (
            subject[0].ent_type_ == "PERSON" or subject[0].pos_ == "PROPN") and not any(e.label_ in ("DATE", "TIME") for e in doc.ents):
        frames.append("future")
    elif root.tag_ == "VBD" and root.lemma_ in verbs["past_event"] and not aux:
        frames.append("past_event")
    return frames
