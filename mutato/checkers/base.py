"""The one protocol every checker implements: (premise, claim) pairs in, support scores out.

A score is a float in [0, 1], higher meaning better supported. A pair the checker could
not score (a crash, a NaN, an unparseable judge reply) comes back as an error state: a
``PairScore`` with ``score=None`` and a message. Errors are never a pass and never a catch.

>>> class Echo:
...     name = "echo"
...     premise_policy = "windows"
...     batch_size = 8
...     def fingerprint(self): return {"name": self.name}
...     def manifest(self): return {"name": self.name}
...     def score_pairs(self, premises, claims):
...         return [PairScore(1.0 if p == c else 0.0) for p, c in zip(premises, claims)]
>>> isinstance(Echo(), Checker)
True
>>> fingerprint_key(Echo())
'echo-534f624c2eb90e63'
"""

from __future__ import annotations

import json
import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from ..io_safety.redact import redact
from ..mutation.text import stable_hash

#: ``windows``: premises are sentence windows of one passage (NLI, embedding, lexical).
#: ``passages``: one premise holding the whole context set (an LLM judge reads it all).
#: ``question_passages``: the claim's question on a first line, then the whole context set.
PremisePolicy = Literal["windows", "passages", "question_passages"]

#: Pair detail flags for a model's input limit, stored with the score so a run that reuses
#: it counts it as the run that scored it did (:mod:`mutato.scoring.input_limit`).
#: ``PREMISE_CUT``: the premise was cut from its end so the pair fits (a cross-encoder).
PREMISE_CUT = "premise_truncated"
#: ``OVER_LIMIT``: which texts exceeded the limit, ``["premise"]``, ``["claim"]`` or both: a
#: model that reads only their beginning, or (a claim alone too long) an error state.
OVER_LIMIT = "over_limit"


@dataclass(frozen=True, slots=True)  # one per scored pair: hundreds of thousands in a run
class PairScore:
    """The support score of one pair, or an error state with the reason."""

    score: float | None
    error: str | None = None
    detail: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def failed(cls, reason: str, **detail: Any) -> PairScore:
        return cls(None, reason, dict(detail))

    @property
    def ok(self) -> bool:
        return self.error is None and self.score is not None


@runtime_checkable
class Checker(Protocol):
    """What the scoring engine needs from a checker."""

    name: str
    premise_policy: PremisePolicy
    batch_size: int

    def fingerprint(self) -> dict[str, Any]:
        """Everything that changes scores: name, model id, resolved revision, options."""

    def manifest(self) -> dict[str, Any]:
        """Everything a run records about this checker (a superset of the fingerprint)."""

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        """One PairScore per pair, in order; never raises for a single bad pair."""


def fingerprint_key(checker: Checker) -> str:
    """A short, stable key of the checker's fingerprint, used by the score store."""
    blob = json.dumps(redact(checker.fingerprint()), sort_keys=True, default=str)
    return f"{checker.name}-{stable_hash(blob)}"


def validated(value: Any, *, what: str = "score") -> PairScore:
    """A PairScore from a raw number: NaN, infinities and values outside [0, 1] are errors.

    Only a real number is a score: ``True``, the text ``"0.9"``, a dict or an integer too
    large for a float is an error state, never converted.

    >>> validated(0.25).score, validated(float("nan")).error
    (0.25, 'score is NaN')
    >>> validated(True).error, validated("0.9").error
    ('score is not a number: True (bool)', "score is not a number: '0.9' (str)")
    """
    if isinstance(value, bool | np.bool_) or not isinstance(value, numbers.Real):
        shown = repr(value) if len(repr(value)) <= 80 else repr(value)[:80] + "..."
        return PairScore.failed(f"{what} is not a number: {shown} ({type(value).__name__})")
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return PairScore.failed(f"{what} is a {type(value).__name__} too large for a float; "
                                "expected a number in [0, 1]")
    if math.isnan(number):
        return PairScore.failed(f"{what} is NaN")
    if not (0.0 <= number <= 1.0):
        if -1e-6 <= number < 0.0 or 1.0 < number <= 1.0 + 1e-6:
            return PairScore(min(1.0, max(0.0, number)))
        return PairScore.failed(f"{what} {number!r} is outside [0, 1]")
    return PairScore(number)
