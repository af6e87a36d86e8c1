"""entity_swap: a name or term becomes another of the same kind from the claim's own passages.

Replacements come only from the claim's context set, never from other documents of the suite
(swaps from elsewhere overstate what a checker catches: a term the passages never mention is
easy to flag). Two terms are of the same kind when the entity recogniser gives them the same
type (PERSON ↔ PERSON, GPE ↔ GPE, ORG ↔ ORG ...) or when they modify the same head noun in
the passages ("street parking" ↔ "valet parking", "Team plan" ↔ "Enterprise plan"), so
common-noun phrases are in scope, not only capitalised names.

A replacement the passages state to hold in the same slot is not a fault and is skipped: a
sibling in a list under the same predicate ("accepts cards, PayPal and Apple Pay"), a term in
apposition ("Trieste, Italy"), or any term whose passage sentence states the rest of the claim.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, Suite

from . import _nlp
from ._lexicon import lexicon
from ._text import article_fix

#: At most this many mutants per claim (one per swappable term).
MAX_PER_CLAIM = 2
_STILL_TRUE_COVERAGE = 0.8


@dataclass(frozen=True)
class _Term:
    """A swappable stretch of the claim: its span, its text and its kind."""

    start: int
    end: int
    text: str
    kind: str
    head: Any


@mutator(name="entity_swap", kind="fault", version=2)
def entity_swap(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Swap a name or term for another of the same type that the claim's passages mention.

    >>> from mutators._example import mutate
    >>> passages = {"p": "The Team plan costs €12. SSO needs the Enterprise plan."}
    >>> mutate(entity_swap, "A Team workspace costs €12 per user.", passages=passages)
    []
    >>> mutate(entity_swap, "The Team plan costs €12 per user.", passages=passages)
    ['The Enterprise plan costs €12 per user.']
    """
    text = claim.text
    doc = _nlp.parse(text)
    passages = [_nlp.parse(p) for p in claim.passages.values()]
    pool = _pool(passages)
    made = 0
    for term in _terms(doc):
        if made == MAX_PER_CLAIM:
            return
        options = [r for r in pool.get(term.kind, []) if _acceptable(term, r, text, passages)]
        if not options:
            continue
        new = options[int(rng.integers(len(options)))]
        for edit in _nlp.guarded(text, [_swap(text, term, new)]):
            made += 1
            yield edit


def _terms(doc: Any) -> list[_Term]:
    """Named entities of a swappable type, then compound modifiers of common nouns."""
    types = set(lexicon("entities")["swappable_types"])
    out = [_Term(e.start_char, e.end_char, e.text, e.label_, e.root) for e in doc.ents
           if e.label_ in types and not _inside_parentheses(doc, e) and _name_like(e)]
    taken = {i for e in doc.ents if e.label_ in types and _name_like(e)
             for i in range(e.start, e.end)}
    for token in doc:
        if token.dep_ == "compound" and token.head.pos_ == "NOUN" and token.i not in taken \
                and token.pos_ in ("NOUN", "PROPN") and token.head.i == token.i + 1:
            out.append(_Term(token.idx, token.idx + len(token.text), token.text,
                             f"mod:{token.head.lemma_.lower()}", token.head))
    return out


def _name_like(ent: Any) -> bool:
    """A whole name of its type: not a unit ("100 MB"), not part of a longer title ("Alice"
    of "Alice in Chains"), not a possessive, not an organisation tagged as a person."""
    words = lexicon("entities")
    if ent.text.lower() in words["not_names"] or ent.text.endswith(("'s", "’s")):
        return False
    if ent.root.dep_ == "compound" and ent.root.head.pos_ == "NOUN":
        return False  # "Team" of "Team plan": a modifier, swapped as one (kind mod:plan)
    doc = ent.doc
    if ent.label_ == "PERSON" and (ent.text.isupper() or any(
            t.lower_ in words["organisation_words"] for t in ent)):
        return False
    nxt = doc[ent.end] if ent.end < len(doc) else None
    if nxt is not None and (nxt.text[:1].isupper() and nxt.is_alpha or nxt.text == ":" or
                            nxt.lower_ in ("in", "of", "vs", "and") and ent.end + 1 < len(doc)
                            and doc[ent.end + 1].text[:1].isupper()):
        return False
    prev = doc[ent.start - 1] if ent.start > 0 else None
    if prev is not None and prev.text[:1].isupper() and prev.is_alpha and \
            prev.i != prev.sent.start:
        return False
    if not _shaped(ent):
        return False
    first = ent.doc[ent.start]
    return not (ent.start > 0 and ent.doc[ent.start - 1].like_num) and first.is_alpha \
        or first.text[:1].isupper()


def _shaped(ent: Any) -> bool:
    """The small recogniser mislabels often; keep names whose form fits their type."""
    tokens = [t for t in ent if t.lower_ not in ("the", "of", "and")]
    if any(not t.is_alpha and t.text not in (".", "-", "'") and not t.text.endswith(".")
           for t in tokens) or "/" in ent.text:
        return False
    if ent.label_ == "PERSON":
        return 2 <= len(tokens) <= 3 and all(t.pos_ == "PROPN" and t.text[:1].isupper()
                                             for t in tokens)
    if ent.label_ in ("GPE", "LOC", "NORP", "LANGUAGE"):
        return 1 <= len(tokens) <= 3 and all(t.text[:1].isupper() for t in tokens)
    return all(t.text[:1].isupper() or t.is_punct for t in tokens)


def _inside_parentheses(doc: Any, ent: Any) -> bool:
    before = doc.text[:ent.start_char]
    return before.count("(") > before.count(")")


def _pool(passages: list[Any]) -> dict[str, list[str]]:
    """Candidate replacements by kind, in order of first mention in the passages."""
    types = set(lexicon("entities")["swappable_types"])
    pool: dict[str, list[str]] = {}
    for doc in passages:
        for ent in doc.ents:
            if ent.label_ in types and "\n" not in ent.text and len(ent) <= 5 and \
                    _name_like(ent):
                pool.setdefault(ent.label_, [])
                if ent.text not in pool[ent.label_]:
                    pool[ent.label_].append(ent.text)
        for token in doc:
            if token.dep_ == "compound" and token.head.pos_ == "NOUN" and \
                    token.head.i == token.i + 1 and token.pos_ in ("NOUN", "PROPN"):
                kind = f"mod:{token.head.lemma_.lower()}"
                pool.setdefault(kind, [])
                if token.text not in pool[kind]:
                    pool[kind].append(token.text)
    return pool


def _acceptable(term: _Term, new: str, text: str, passages: list[Any]) -> bool:
    old, low_new = term.text.lower(), new.lower()
    if low_new == old or low_new in text.lower() or old in low_new or low_new in old:
        return False
    if difflib.SequenceMatcher(None, old, low_new).ratio() > 0.6 or \
            set(re.findall(r"\w+", old)) & set(re.findall(r"\w+", low_new)) - {"the"}:
        return False  # a spelling variant or the same name in other words
    if not any(_mentions(doc.text, term.text) for doc in passages):
        return False  # only a term the passages ground is swapped for another they ground
    if term.kind in ("GPE", "LOC", "FAC") and any(
            _mentions(s.text, term.text) and _mentions(s.text, new)
            for doc in passages for s in doc.sents):
        return False  # "Bilbao, Spain": places named together may contain each other
    if term.kind == "PERSON" and (set(old.split()) & set(low_new.split())):
        return False  # "John Smith" -> "Mary Smith" may be the same family, or the same man
    for doc in passages:
        if _same_slot(term, new, doc) or _apposed(term.text, new, doc.text):
            return False
    return not _still_true(text, term.text, new, passages)


def _mentions(text: str, term: str) -> bool:
    bare = re.sub(r"^(?:the|The)\s+", "", term)
    return re.search(r"(?<!\w)" + re.escape(bare) + r"(?!\w)", text) is not None


def _same_slot(term: _Term, new: str, doc: Any) -> bool:
    """The passage lists ``new`` with the term (or alone) under the claim's predicate."""
    claim_heads = _governors(term.head)
    for token in doc:
        if not new.startswith(token.text) or doc.text[token.idx:token.idx + len(new)] != new:
            continue
        node = token
        while node.dep_ in ("compound", "flat", "amod") and node.head.i != node.i:
            node = node.head
        siblings = {t.text.lower() for t in _conjuncts(node)}
        first = node
        while first.dep_ == "conj" and first.head.i != first.i:
            first = first.head
        listed = term.text.split()[-1].lower() in siblings
        if listed and (claim_heads & _governors(first) or not claim_heads):
            return True
    return False


def _conjuncts(token: Any) -> list[Any]:
    first = token
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    out = [first]
    stack = [first]
    while stack:
        node = stack.pop()
        for child in node.children:
            if child.dep_ in ("conj", "appos"):
                out.append(child)
                stack.append(child)
    return [t for c in out for t in c.subtree if t.pos_ in ("PROPN", "NOUN")]


def _governors(token: Any) -> set[str]:
    """Lemmas of the verbs and prepositions above a token, up to its clause's verb."""
    out = set()
    node = token
    steps = 0
    while node.head.i != node.i and steps < 6:
        node = node.head
        steps += 1
        if node.pos_ in ("VERB", "AUX", "ADP", "ADJ"):
            out.add(node.lemma_.lower())
        if node.pos_ in ("VERB", "AUX"):
            break
    return out


def _apposed(old: str, new: str, text: str) -> bool:
    """'Trieste, Italy' or 'Italy (Trieste)': one term locates or names the other."""
    pattern = r"{a}\s*(?:,|\(|in|of)\s*(?:the\s+)?{b}"
    return any(re.search(pattern.format(a=re.escape(a), b=re.escape(b)), text)
               for a, b in ((old, new), (new, old)))


def _still_true(claim_text: str, old: str, new: str, passages: list[Any]) -> bool:
    """A passage sentence with ``new`` states the rest of the claim too."""
    needed = _content(claim_text.replace(old, " "))
    if not needed:
        return False
    for doc in passages:
        for sentence in doc.sents:
            if new not in sentence.text:
                continue
            have = _content(sentence.text.replace(new, " "))
            if len(needed & have) / len(needed) >= _STILL_TRUE_COVERAGE:
                return True
    return False


def _content(text: str) -> set[str]:
    return {t.lemma_.lower() for t in _nlp.parse(text)
            if t.is_alpha and not t.is_stop and len(t.text) > 1} | \
        {t.text for t in _nlp.parse(text) if t.like_num}


def _swap(text: str, term: _Term, new: str) -> Edit:
    spans = [Span(term.start, term.end, new)]
    article = article_fix(text, term.start, new)
    if article is not None:
        spans.append(article)
    return Edit(tuple(spans), f"{term.text} → {new}")
