"""partial_support (fault): the claim joined with one false fact about the same subject, in
one sentence ("The Team plan includes up to 10 users and SSO."). Half true.

The false fact is a fault mutant (number_swap, negation_flip, entity_swap, antonym_swap or
circumstance_swap) of a sibling claim: another faithful claim of the suite whose passages the
claim shares a passage with (what contradicts the false half may sit in a passage the claim
lacks: the half is then unsupported, still not true of the claim's passages). Same
subject: the two share their subject (then one subject takes both predicates) or the false
fact names a content word of the claim's subject. This is what claim decomposition exists to
catch, so it is its own fault type.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator

import numpy as np

from mutato.mutation.toolkit import (
    Claim,
    Edit,
    PassageSet,
    Suite,
    get_mutator,
    mutate_claim,
    mutator,
    split_sentences,
)

from ._edits import checked, single_sentence
from ._joins import head_lemma, join, subject
from ._nlp import parse
from ._support import content_lemmas

MAX_PER_CLAIM = 2
SOURCES = ("number_swap", "negation_flip", "entity_swap", "antonym_swap", "circumstance_swap")
_cache: OrderedDict[PassageSet, dict[str, list[str]]] = OrderedDict()


@mutator(name="partial_support", kind="fault", version=4,
         target="a one-sentence claim with a sibling claim on the same passages whose fault "
                "mutant is about the same subject")
def partial_support(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Join the claim with a sibling claim's fault mutant about the same subject.

    >>> from mutato.suite.model import Claim, Suite
    >>> from mutato.mutation.mutants import mutate_claim
    >>> passages = {"plans": "The Team plan costs €12 per month and includes up to 10 users."}
    >>> a = Claim("a", "The Team plan costs €12 per month.", passages)
    >>> b = Claim("b", "The Team plan includes up to 10 users.", passages)
    >>> for m in mutate_claim(a, Suite("s", (a, b)), partial_support.spec, seed=0):
    ...     print(m.text)
    The Team plan costs €12 per month and includes up to 12 users.
    The Team plan costs €12 per month and does not include up to 10 users.
    """
    if claim.derived or not single_sentence(claim.text) or _conditional(claim.text):
        return  # "When you upgrade, X and not Y": the false half would take the condition
    mine = subject(claim.text)
    if mine is None:
        return
    own = set(claim.passages.values())
    options: list[Edit] = []
    for other in suite.originals:
        if other.id == claim.id or other.derived or not set(other.passages.values()) & own \
                or other.text == claim.text:
            continue
        if _restates(claim.text, other.text) or not _distinct_fact(claim, other):
            continue  # a paraphrase of the claim would make "X and not X"
        if _conditional(other.text):
            continue
        for false_fact in _faults_of(suite, other):
            if not _about(mine[0], false_fact):
                continue
            joined = join(claim.text, false_fact, context=" ".join(claim.passages.values()))
            if joined is not None:
                options.append(Edit.replace(*joined, note=f"joined with a false fact: {false_fact}"))
    # the same suite in any claim order offers the same options in the same order
    options.sort(key=lambda e: (e.spans[0].replacement, e.note))
    made = 0
    for index in (rng.permutation(len(options)) if options else []):
        if made == MAX_PER_CLAIM:
            return
        if checked(claim.text, options[int(index)]) is not None:
            made += 1
            yield options[int(index)]


def _conditional(text: str) -> bool:
    """True when the main clause has a condition or time clause (if, when, unless...)."""
    doc = parse(text)
    return any(c.dep_ == "advcl" for c in doc[:].root.children)


def _restates(claim: str, other: str) -> bool:
    """True when ``other`` says mostly what ``claim`` says: over half the content words of
    its predicate (the words past its subject) are the claim's too."""
    def predicate(text: str) -> frozenset[str]:
        found = subject(text)
        return content_lemmas(text) - (content_lemmas(found[0]) if found else frozenset())
    mine, theirs = predicate(claim), predicate(other)
    return not theirs or len(mine & theirs) > 0.5 * len(theirs)


def _support_sentence(claim: Claim) -> str:
    """The sentence of the claim's passages that shares the most content words with it."""
    mine = content_lemmas(claim.text)
    sentences = [s for text in claim.passages.values() for s in split_sentences(text)
                 if not s.rstrip().endswith("?")]  # an FAQ's question states nothing
    return max(sentences, key=lambda s: len(mine & content_lemmas(s)), default="")


def _distinct_fact(claim: Claim, other: Claim) -> bool:
    """True when ``other`` states another fact than ``claim``: another sentence supports it,
    or the one sentence holds two facts and each claim covers its own part of it."""
    mine, theirs = _support_sentence(claim), _support_sentence(other)
    if mine != theirs:
        return True
    sentence = content_lemmas(mine)

    def part(c: Claim) -> frozenset[str]:
        found = subject(c.text)
        return (content_lemmas(c.text) & sentence) - (content_lemmas(found[0]) if found
                                                      else frozenset())
    a, b = part(claim), part(other)
    return bool(a) and bool(b) and len(a & b) <= 1 and not (a <= b or b <= a)


def _about(subject_text: str, fact: str) -> bool:
    """True when ``fact`` is about the subject: same subject, or it names one of its words."""
    theirs = subject(fact)
    if theirs is None:
        return False
    return theirs[0].lower() == subject_text.lower() or (
        head_lemma(fact) == head_lemma(subject_text + " is.")
        and bool(content_lemmas(subject_text) & content_lemmas(theirs[0])))


def _faults_of(suite: Suite, other: Claim) -> list[str]:
    """The fault mutant texts of ``other`` (seed 0, memoised per suite)."""
    table = _cache.get(suite.passage_set)
    if table is None:
        table = _cache[suite.passage_set] = {}
        while len(_cache) > 4:
            _cache.popitem(last=False)
    if other.id not in table:
        texts: list[str] = []
        for name in SOURCES:
            texts += [m.text for m in mutate_claim(other, suite, get_mutator(name), seed=0)]
        table[other.id] = list(dict.fromkeys(texts))
    return table[other.id]
