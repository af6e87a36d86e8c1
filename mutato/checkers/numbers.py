"""``numbers`` and ``calculator``: the claim's numbers that no source states, and arithmetic.

"No classifier can do arithmetic" (reference, Move 4): both checkers read only numbers.
``numbers`` lists the numbers of a claim that neither its passages nor its question contain
(normalised by :mod:`mutato.mutation.numbers`: "fifty" is 50, "€12" is 12, "1,000" is 1000) and
supports the claim (1.0) only when there is none. ``calculator`` also accepts a missing
number that one step of arithmetic over the claim's and the sources' numbers yields, and
records the derivation ("96 = 12 × 8").

Both read the question with the passages (``premise_policy = "question_passages"``): a
number the user gave ("our 8-person team") is not the answer's invention. A claim without
numbers has nothing for them to check and scores 1.0, with ``numbers: []`` in the detail;
in a cascade such a claim passes the first stage, which is the blind spot a run measures.

>>> premise = ("Question: We're moving our 8-person team to the Team plan.\\n"
...            "[plans] The Team plan costs €12 per user per month and includes up to 10 users.")
>>> NumbersChecker().score_pairs([premise], ["Eight users would pay €96 a month."])[0].detail
{'numbers': ['8', '96'], 'missing': ['96']}
>>> CalculatorChecker().score_pairs([premise], ["8 Team users pay €96 a month."])[0].detail
{'numbers': ['8', '96'], 'missing': [], 'derived': {'96': '96 = 12 × 8'}}
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from .. import __version__
from ..mutation.numbers import MAX_OPERANDS, Number, derive, read_numbers
from ..mutation.windows import split_question
from .base import PairScore


def missing_numbers(claim: str, sources: str) -> tuple[list[Number], list[Number]]:
    """(the claim's numbers, those whose value no source number has), in claim order.

    >>> sources = "The Team plan costs €12 per user per month and includes up to 10 users."
    >>> [n.display for n in missing_numbers("The Team plan includes up to 12 users.",
    ...                                     sources)[1]]
    []
    """
    numbers = read_numbers(claim)
    known = {n.key for n in read_numbers(sources)}
    return numbers, [n for n in numbers if n.key not in known]


class NumbersChecker:
    """The claim's numbers that no passage (or its question) contains; 1.0 when none."""

    name = "numbers"
    premise_policy = "question_passages"
    canaries_apply = False  # an unrelated claim without numbers is rightly "supported" here

    def __init__(self, *, batch_size: int = 4096) -> None:
        self.batch_size = batch_size

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "algorithm": "numbers-by-value", "version": 1}

    def manifest(self) -> dict[str, Any]:
        return {**self.fingerprint(), "model_id": None, "mutato": __version__,
                "batch_size": self.batch_size, "canaries_apply": False,
                "score": "1.0 when every number of the claim is in a passage or the question, "
                         "else 0.0"}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        return [self.score_one(premise, claim)
                for premise, claim in zip(premises, claims, strict=True)]

    def score_one(self, premise: str, claim: str) -> PairScore:
        question, passages = split_question(premise)
        sources = f"{passages}\n{question or ''}"
        numbers, missing = missing_numbers(claim, sources)
        detail: dict[str, Any] = {"numbers": [n.display for n in numbers],
                                  "missing": [n.display for n in missing]}
        return PairScore(0.0 if missing else 1.0, detail=detail)


class CalculatorChecker(NumbersChecker):
    """Like numbers, but a missing number one step of arithmetic yields is supported."""

    name = "calculator"

    def __init__(self, *, batch_size: int = 4096, max_operands: int = MAX_OPERANDS) -> None:
        super().__init__(batch_size=batch_size)
        if max_operands < 2:
            raise ValueError(f"max_operands={max_operands}; expected 2 or more")
        self.max_operands = max_operands

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "algorithm": "one-step-arithmetic", "version": 2,
                "operations": ["×", "+", "−", "÷", "% of", "+ %", "− %"],
                "max_operands": self.max_operands}

    def manifest(self) -> dict[str, Any]:
        return {**super().manifest(), **self.fingerprint(),
                "score": "1.0 when every number of the claim is in a source or one step of "
                         "arithmetic over the claim's and the sources' numbers yields it"}

    def score_one(self, premise: str, claim: str) -> PairScore:
        question, passages = split_question(premise)
        sources = f"{passages}\n{question or ''}"
        numbers, missing = missing_numbers(claim, sources)
        source_values = _values(read_numbers(sources))
        derived: dict[str, str] = {}
        still_missing = []
        for number in missing:
            derivation = None
            if number.value is not None:
                others = _values([n for n in numbers if n is not number])
                derivation = derive(number.value, claim=others, sources=source_values,
                                    max_operands=self.max_operands)
            if derivation is None:
                still_missing.append(number.display)
            else:
                derived[number.display] = derivation
        detail: dict[str, Any] = {"numbers": [n.display for n in numbers],
                                  "missing": still_missing, "derived": derived}
        return PairScore(0.0 if still_missing else 1.0, detail=detail)


def _values(numbers: Sequence[Number]) -> list[tuple[Decimal, str | None]]:
    """(value, unit) operands of the numbers that have a value (24/7 has none)."""
    return [(n.value, n.unit) for n in numbers if n.value is not None]
