"""``overlap``: the share of the claim's words found in the premise (a toy checker)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from mutato.checkers.base import PairScore

_WORD = re.compile(r"[\w€$]+")


class OverlapChecker:
    """Support = |claim words ∩ premise words| / |claim words|, lower-cased."""

    name = "overlap"
    premise_policy = "windows"      # score each 1- and 2-sentence window of the passages
    batch_size = 512

    def __init__(self, *, min_length: int = 1) -> None:
        self.min_length = min_length  # options are keyword-only; -o min_length=3 sets it

    def fingerprint(self) -> dict[str, Any]:
        """Everything that changes the scores: a new value re-scores, an old one is reused."""
        return {"name": self.name, "version": 1, "min_length": self.min_length}

    def manifest(self) -> dict[str, Any]:
        return {**self.fingerprint(), "model_id": None}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        scores = []
        for premise, claim in zip(premises, claims, strict=True):
            words = {w for w in _WORD.findall(claim.lower()) if len(w) >= self.min_length}
            if not words:
                scores.append(PairScore.failed("the claim has no words to look for"))
                continue
            found = words & set(_WORD.findall(premise.lower()))
            scores.append(PairScore(len(found) / len(words),
                                    detail={"missing": sorted(words - found)}))
        return scores
