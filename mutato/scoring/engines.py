"""Where a run's missing pairs are scored: in this process, or on a Ray cluster.

An engine takes the batches the scoring engine cut (lists of premise and claim texts) and
yields each batch's validated scores as it completes, with the batch's index. The driver
alone writes the store, committing every batch as it returns, so any engine's run is
resumable and gives the same tables.

>>> from mutato.checkers.lexical import LexicalChecker
>>> batches = [(["Plans cost €12."], ["Plans cost €12."])]
>>> [(at, round(scores[0].score, 2)) for at, scores in LocalEngine().map(LexicalChecker(), batches)]
[(0, 1.0)]
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol

from ..checkers.base import Checker, PairScore
from ..errors import MutatoError

Batch = tuple[list[str], list[str]]
ENGINES = ("local", "ray")


class Engine(Protocol):
    """Scores batches of pairs with a checker; yields ``(batch index, scores)`` as they finish."""

    name: str

    def map(self, checker: Checker, batches: Sequence[Batch]) -> Iterator[tuple[int, list[PairScore]]]:
        ...

    def describe(self) -> dict[str, Any]:
        ...


class LocalEngine:
    """Every batch in this process, in order."""

    name = "local"

    def map(self, checker: Checker, batches: Sequence[Batch]) -> Iterator[tuple[int, list[PairScore]]]:
        from .scorer import call_checker

        for at, (premises, claims) in enumerate(batches):
            yield at, call_checker(checker, premises, claims)

    def describe(self) -> dict[str, Any]:
        return {"name": self.name}


def build_engine(name: str, *, ray_address: str | None = None, actors: int = 1,
                 gpus_per_actor: float = 0.0) -> Engine:
    """The engine a run asked for; ``ray`` needs the ``mutato[ray]`` extra."""
    if name == "local":
        return LocalEngine()
    if name == "ray":
        from .ray_engine import RayEngine

        return RayEngine(address=ray_address, actors=actors, gpus_per_actor=gpus_per_actor)
    raise MutatoError(f"unknown engine {name!r}; expected one of {', '.join(ENGINES)}")
