"""A deterministic test checker: each pair's score is a hash of its texts.

``SlowHashChecker`` has the same fingerprint and sleeps per batch, so a child process can
be killed mid-run and the run resumed with the fast one.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import Any

from mutato.checkers.base import PairScore
from mutato.mutation.text import stable_hash


class HashChecker:
    """Score = a stable hash of (premise, claim) mapped into [0, 1)."""

    name = "hashcheck"
    premise_policy = "windows"

    def __init__(self, *, batch_size: int = 16) -> None:
        self.batch_size = batch_size
        self.calls = 0
        self.pairs_seen = 0

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "version": 1}

    def manifest(self) -> dict[str, Any]:
        return self.fingerprint()

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        self.calls += 1
        self.pairs_seen += len(premises)
        return [PairScore(int(stable_hash(p, c), 16) % 1000 / 1000)
                for p, c in zip(premises, claims, strict=True)]


class SlowHashChecker(HashChecker):
    """The same scores, slowly: ``delay`` seconds per batch."""

    def __init__(self, *, batch_size: int = 4, delay: float = 0.05) -> None:
        super().__init__(batch_size=batch_size)
        self.delay = delay

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        time.sleep(self.delay)
        return super().score_pairs(premises, claims)


def _score_slowly(store_path: str) -> None:
    """Child-process entry point: score larkspur with its mutants, slowly, into the store."""
    from mutato.mutation.mutants import generate_mutants
    from mutato.scoring.items import items_for
    from mutato.scoring.scorer import score_items
    from mutato.scoring.store import ScoreStore
    from mutato.suite.loading import load_suite

    suite = load_suite("larkspur")
    with ScoreStore(store_path) as store:
        score_items(items_for(suite, generate_mutants(suite)), SlowHashChecker(), store,
                    progress=False)


if __name__ == "__main__":
    _score_slowly(sys.argv[1])
