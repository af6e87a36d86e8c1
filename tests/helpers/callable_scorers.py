"""Scoring functions for the callable checker tests: target=tests.helpers.callable_scorers:NAME."""

from __future__ import annotations

import re
from typing import Any

from mutato.checkers.base import PairScore


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9€]+", text.lower()))


def overlap(premises: list[str], claims: list[str]) -> list[float]:
    """The share of the claim's words that the premise contains."""
    return [len(words(c) & words(p)) / max(1, len(words(c))) for p, c in zip(premises, claims, strict=True)]


def mixed(premises: list[str], claims: list[str]) -> list[Any]:
    """One of each accepted return shape, then the wrong ones, cycling."""
    shapes: list[Any] = [0.25, {"score": 0.5, "detail": {"why": "dict"}}, PairScore(0.75),
                         {"error": "cannot score"}, float("nan"), 1.5, None, "high", True]
    return [shapes[i % len(shapes)] for i in range(len(claims))]


def too_few(premises: list[str], claims: list[str]) -> list[float]:
    return [0.5] * (len(claims) - 1)


def crashes(premises: list[str], claims: list[str]) -> list[float]:
    raise RuntimeError("model not loaded")


class Scorers:
    """Holds a method, to check dotted targets."""

    @staticmethod
    def half(premises: list[str], claims: list[str]) -> list[float]:
        return [0.5 for _ in claims]


NOT_A_FUNCTION = 3


def unhurried_scores(premises: list[str], claims: list[str]) -> list[float]:
    """``overlap``, a tenth of a second per batch: slow enough to kill a run mid-way."""
    import time

    time.sleep(0.1)
    return overlap(premises, claims)
