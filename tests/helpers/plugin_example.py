"""A third-party plug-in as a package would ship it: one mutator and one checker.

Importing this module registers ``shout`` (a control). The checker class is what a
``mutato.checkers`` entry point would point at.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mutato.checkers.base import PairScore
from mutato.mutation.mutants import Edit
from mutato.mutation.registry import mutator


@mutator(name="shout", kind="control")
def shout(claim, suite, *, rng):
    """Upper-case the first word; the claim means the same."""
    end = claim.text.find(" ")
    if end > 0 and not claim.text[:end].isupper():
        yield Edit.replace(0, end, claim.text[:end].upper(), note="first word upper-cased")


class ConstantChecker:
    """Scores every pair the same (a plug-in checker for tests)."""

    name = "constant"
    premise_policy = "windows"
    batch_size = 64

    def __init__(self, *, value: float = 0.5) -> None:
        self.value = value

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "value": self.value}

    def manifest(self) -> dict[str, Any]:
        return self.fingerprint()

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        return [PairScore(self.value) for _ in claims]
