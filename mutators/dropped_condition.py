"""dropped_condition: a condition that limits the claim disappears, so the claim says more.

Conditions are whole constituents found by the dependency parse, never a regular expression
over the words: an adverbial clause opened by if / unless / as long as / provided ("If you cancel, your plan ends" → "Your plan ends"), a relative or participial
clause that restricts the subject ("Customers who upgrade before March receive a discount"),
a limiting prepositional phrase of an allowance ("within 14 days of signing", "on orders over
$50", "for the first year", "only on the Enterprise plan"), and "up to" before an amount.

The remainder must be grammatical (the grammar guard re-parses it) and must claim more than
the original: dropping "only" alone or "for free" would claim less, so neither is done. A
condition the passages do not state (the remainder is what a passage says anyway) is not
dropped. A drop never crosses a sentence boundary. Word lists: ``mutators/data/conditions.json``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, Suite

from . import _nlp
from ._lexicon import lexicon

#: At most this many mutants per claim (one per condition).
MAX_PER_CLAIM = 2
_STATED_COVERAGE = 0.9


@mutator(name="dropped_condition", kind="fault", version=2)
def dropped_condition(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Drop a condition constituent (clause or limiting phrase) so the claim says more.

    >>> from mutators._example import mutate
    >>> mutate(dropped_condition, "If you cancel, your plan ends at the end of the month.")
    ['Your plan ends at the end of the month.']
    >>> mutate(dropped_condition, "Returns are accepted within 30 days of delivery.")
    ['Returns are accepted.']
    """
    text = claim.text
    doc = _nlp.parse(text)
    passages = [_nlp.parse(p) for p in claim.passages.values()]
    edits = []
    for start, end, what in _conditions(doc):
        edit = _drop(text, start, end, what)
        if edit is not None and not _stated_anyway(text, edit, passages):
            edits.append(edit)
    made = 0
    for edit in _nlp.guarded(text, edits):
        if made == MAX_PER_CLAIM:
            return
        made += 1
        yield edit


def _conditions(doc: Any) -> Iterator[tuple[int, int, str]]:
    """(start token, end token exclusive, kind) of each droppable constituent."""
    words = lexicon("conditions")
    seen: set[int] = set()
    for sentence in doc.sents:
        root = sentence.root
        for token in sentence:
            span = None
            if token.dep_ == "advcl" and _conditional_mark(token, words):
                span = (token.left_edge.i, token.right_edge.i + 1, "clause")
                if doc[span[0]].lower_ == "as" and span[0] > sentence.start:
                    pass
                lead = _as_long_as_start(token)
                if lead is not None:
                    span = (lead, span[1], "clause")
            elif token.dep_ in ("relcl", "acl") and token.head.dep_ in ("nsubj", "nsubjpass") \
                    and token.head.head.i == root.i and token.i > token.head.i and \
                    doc[token.left_edge.i - 1].text != "," and \
                    doc[token.left_edge.i].lower_ not in ("which", "whose"):
                span = (token.left_edge.i, token.right_edge.i + 1, "restriction")
            elif token.dep_ in ("prep", "dative") and _limiting_phrase(token, root, words):
                span = (token.left_edge.i, token.right_edge.i + 1, "phrase")
                before = doc[span[0] - 1] if span[0] > sentence.start else None
                if before is not None and before.lower_ == "only":
                    span = (span[0] - 1, span[1], "phrase")
                else:
                    only = _only_before(root, token)
                    if only is not None:
                        span = (span[0], span[1], f"only:{only.i}")
            elif token.lower_ == "up" and token.i + 2 < len(doc) and \
                    root.lemma_.lower() in words["up_to_benefits"] and \
                    doc[token.i + 1].lower_ == "to" and doc[token.i + 2].like_num | (
                        doc[token.i + 2].text in "€$£¥" and token.i + 3 < len(doc)):
                span = (token.i, token.i + 2, "up to")
            if span is None or span[0] in seen or span[0] < sentence.start or \
                    span[1] > sentence.end:
                continue
            if span[0] <= root.i < span[1]:
                continue
            seen.add(span[0])
            yield span


def _only_before(root: Any, prep: Any) -> Any:
    """'are only supported for X': the 'only' on the verb that the phrase goes with."""
    for child in root.children:
        if child.lower_ == "only" and child.dep_ == "advmod" and child.i < prep.i:
            return child
    return None


def _conditional_mark(clause: Any, words: dict[str, Any]) -> bool:
    marks = [c.lower_ for c in clause.children if c.dep_ == "mark" and
             not (c.i > 0 and c.doc[c.i - 1].lower_ == "even")]  # "even if" concedes
    if any(m in words["clause_marks"] for m in marks):
        return True
    return _as_long_as_start(clause) is not None


def _as_long_as_start(clause: Any) -> int | None:
    """Where 'as long as' / 'so long as' starts before a clause, if it does."""
    doc = clause.doc
    start = clause.left_edge.i
    if start >= 2 and doc[start].lower_ == "as" and doc[start - 1].lower_ == "long" \
            and doc[start - 2].lower_ in ("as", "so"):
        return start - 2
    if start + 2 < len(doc) and doc[start].lower_ in ("as", "so") and \
            doc[start + 1].lower_ == "long" and doc[start + 2].lower_ == "as":
        return start
    return None


def _limiting_phrase(prep: Any, root: Any, words: dict[str, Any]) -> bool:
    """A prepositional phrase that narrows an allowance: within 14 days, on orders over $50,
    for the first year, only on the Enterprise plan, to verified students."""
    head = prep.head
    if head.i != root.i and not (head.dep_ in ("acomp", "attr", "dobj") and
                                 head.head.i == root.i):
        return False
    lemma = prep.lower_
    subtree = list(prep.subtree)
    allowance = _allowance(root, words)
    doc = prep.doc
    only = prep.i > 0 and doc[prep.i - 1].lower_ == "only"
    if only:
        return True
    if lemma == "within" and allowance:
        return True
    if head.i != root.i and lemma in ("over", "above", "under", "below") and allowance:
        return any(t.like_num for t in subtree)
    if lemma in ("on", "for", "to") and (allowance or _priced(root)):
        if any(t.lower_ in words["limiting_words"] for t in subtree):
            return True
        if any(t.like_num for t in subtree) and lemma == "on":
            return True
        if lemma in ("on", "in") and any(t.lemma_.lower() in words["scope_heads"] and
               any(c.text[:1].isupper() for c in t.children if c.dep_ in ("compound", "amod"))
               for t in subtree):
            return True
    return False


def _allowance(root: Any, words: dict[str, Any]) -> bool:
    allowing = set(lexicon("numbers")["permission_words"])
    lemmas = {root.lemma_.lower(), root.lower_} | {
        c.lemma_.lower() for c in root.children if c.dep_ in ("aux", "acomp", "attr")}
    return bool(lemmas & (allowing | set(words["allowance_lemmas"])))


def _priced(root: Any) -> bool:
    return root.lemma_.lower() in ("cost", "be", "charge", "pay", "price") and any(
        t.text in "€$£¥" or t.ent_type_ == "MONEY" for t in root.subtree)


def _drop(text: str, start: int, end: int, kind: str) -> Edit | None:
    """The edit removing tokens [start, end) with their comma, re-capitalising a new start."""
    doc = _nlp.parse(text)
    sentence = doc[start].sent
    a, b = doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)
    removed = text[a:b]
    if start == sentence.start:
        # leading: "If you cancel, your plan ends" -> "Your plan ends"
        rest = end
        while rest < sentence.end and doc[rest].text in (",", "then"):
            rest += 1
        if rest >= sentence.end or doc[rest].is_punct:
            return None
        nxt = doc[rest]
        first = nxt.text if nxt.pos_ == "PROPN" or nxt.text == "I" else \
            nxt.text[:1].upper() + nxt.text[1:]
        return Edit((Span(a, nxt.idx + len(nxt.text), first),), note=f"dropped: {removed}")
    before = doc[start - 1]
    cut_from = before.idx + len(before.text) if before.text != "," else before.idx
    if before.text == "," and start - 2 >= sentence.start:
        cut_from = doc[start - 2].idx + len(doc[start - 2].text)
    after = doc[end] if end < len(doc) else None
    if after is not None and after.text == "," and before.text != ",":
        b = after.idx + 1
        if end + 1 < sentence.end and doc[end + 1].is_punct:
            b = after.idx + 1
    spans = [Span(cut_from, b, "")]
    if kind.startswith("only:"):
        only = doc[int(kind.split(":")[1])]
        spans.insert(0, Span(only.idx, doc[only.i + 1].idx, ""))
        removed = f"only ... {removed}"
    return Edit(tuple(spans), note=f"dropped: {removed}")


def _stated_anyway(text: str, edit: Edit, passages: list[Any]) -> bool:
    """The passages state the remainder as it stands (the condition changed nothing)."""
    from mutato.mutants import apply_edit

    mutant = apply_edit(text, edit)
    removed = _content(text) - _content(mutant)
    needed = _content(mutant)
    if not needed or not removed:
        return False
    for doc in passages:
        for sentence in doc.sents:
            have = _content(sentence.text)
            if len(needed & have) / len(needed) >= _STATED_COVERAGE and not removed & have:
                return True
    return False


def _content(text: str) -> set[str]:
    return {t.lemma_.lower() for t in _nlp.parse(text)
            if (t.is_alpha and not t.is_stop) or t.like_num}
