"""``lexical``: content-word and number coverage, the transparent verifier of the metric article.

The claim's content words (stopwords dropped, cut to five-letter stems) and numbers are
compared with the premise's. The support score is the share of the claim's words and
numbers the premise covers, and 0 when a number of the claim is missing from the premise
(a wrong number is never supported). It understands neither synonyms nor negation, which
is exactly what mutation testing should reveal.

>>> checker = LexicalChecker()
>>> premise = "The Base plan costs 100 euros a month and includes 5 users."
>>> round(checker.score_pairs([premise], ["The Base plan costs 100 euros a month"])[0].score, 2)
1.0
>>> checker.score_pairs([premise], ["The Base plan costs 50 euros a month"])[0].detail["label"]
'contradicted'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .. import __version__
from .base import PairScore

_STOPWORDS = frozenset(
    "the a an of on in with and to is are it has have that include includes offer offers".split()
)
_TOKEN = re.compile(r"[a-z0-9/]+")


@lru_cache(maxsize=1 << 16)  # a window is compared with every claim of its context set
def content(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(stems of content words, numbers) of a text.

    >>> content("It offers 24/7 support")
    (frozenset({'suppo'}), frozenset({'24/7'}))
    """
    words = [t for t in _TOKEN.findall(text.lower()) if t not in _STOPWORDS]
    numbers = frozenset(t for t in words if any(ch.isdigit() for ch in t))
    stems = frozenset(t[:5] for t in words if t not in numbers)
    return stems, numbers


def coverage(claim: str, premise: str, *, label_threshold: float = 0.75) -> dict[str, Any]:
    """Coverage of the claim by the premise, and the three-way label at ``label_threshold``."""
    claim_stems, claim_numbers = content(claim)
    premise_stems, premise_numbers = content(premise)
    claim_all = claim_stems | claim_numbers
    if not claim_all:
        return {"coverage": 0.0, "word_coverage": 0.0, "missing_numbers": [],
                "label": "unverifiable"}
    covered = len(claim_all & (premise_stems | premise_numbers)) / len(claim_all)
    word_cov = len(claim_stems & premise_stems) / len(claim_stems) if claim_stems else 1.0
    missing = sorted(claim_numbers - premise_numbers)
    if not missing and covered >= label_threshold:
        label = "supported"
    elif missing and word_cov >= label_threshold:
        label = "contradicted"
    else:
        label = "unverifiable"
    return {"coverage": covered, "word_coverage": word_cov, "missing_numbers": missing,
            "label": label}


class LexicalChecker:
    """Content-word and number coverage of the claim by the premise; no model, no download."""

    name = "lexical"
    premise_policy = "windows"

    def __init__(self, *, batch_size: int = 4096, label_threshold: float = 0.75) -> None:
        self.batch_size = batch_size
        self.label_threshold = label_threshold

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "algorithm": "stem5-coverage", "version": 1}

    def manifest(self) -> dict[str, Any]:
        return {**self.fingerprint(), "model_id": None, "mutato": __version__,
                "label_threshold": self.label_threshold, "batch_size": self.batch_size}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        out = []
        for premise, claim in zip(premises, claims, strict=True):
            found = coverage(claim, premise, label_threshold=self.label_threshold)
            score = 0.0 if found["missing_numbers"] else found["coverage"]
            out.append(PairScore(score, detail=found))
        return out
