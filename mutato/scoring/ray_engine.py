"""The Ray engine: model actors score batches; the driver alone writes the store.

Each actor builds its checker once, from the checker's name and options, and scores the
batches it is handed with the same validation as the local engine, so a crash or a bad score
comes back as an error state. At most two batches per actor are in flight; results come back
as they complete and the driver commits each one at once, so a run killed mid-way resumes
from the store with nothing lost. Batches are the local engine's batches, so the scores, and
the tables, are the same whichever engine produced them.

Install with ``pip install 'mutato[ray]'``; point at a cluster with ``--ray-address``
(``auto`` joins the cluster this machine belongs to); without an address a local Ray
instance is started with this machine's cores.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ..checkers.base import Checker, PairScore
from ..errors import MutatoError
from ..validation import check_at_least

_IN_FLIGHT_PER_ACTOR = 2
#: Ray starts workers at niceness 15, so on a node where anything else runs (other jobs, the
#: driver) a model actor gets the CPU last: measured here, a loaded 2-core machine left the
#: Ray engine at 0.3-0.7x the local engine. Actors that hold the run's model run at normal
#: priority, as the local engine does. (``env_vars`` merge with a job's own runtime_env.)
_ACTOR_ENV = {"RAY_worker_niceness": "0"}


class CheckerActor:
    """Holds one checker for the life of the actor (a model is loaded once, not per batch)."""

    def __init__(self, name: str, options: dict[str, Any], threads: int | None) -> None:
        if threads:
            try:
                import torch

                torch.set_num_threads(threads)
            except ImportError:
                pass
        from ..checkers import build_checker

        self.checker = build_checker(name, options)

    def score(self, at: int, premises: list[str], claims: list[str]) -> tuple[int, Columns]:
        from .scorer import call_checker

        return at, to_columns(call_checker(self.checker, premises, claims))


Columns = tuple[list[float | None], list[str | None], list[dict[str, Any]]]


def to_columns(scores: list[PairScore]) -> Columns:
    """A batch's scores as three plain lists, the form they travel back to the driver in.

    Pickling a list of PairScore objects costs per object: for 4,096 lexical scores here it
    took ~60 ms each way against ~8 ms for the columns, as long as the checker took to score
    them, so a cheap checker ran at ~0.6x the local engine on Ray.

    >>> from_columns(to_columns([PairScore(0.5, None, {"why": "x"}), PairScore.failed("no")]))
    [PairScore(score=0.5, error=None, detail={'why': 'x'}), PairScore(score=None, error='no', detail={})]
    """
    return [s.score for s in scores], [s.error for s in scores], [s.detail for s in scores]


def from_columns(columns: Columns) -> list[PairScore]:
    """The PairScores of :func:`to_columns`, as they were."""
    scores, errors, details = columns
    return [PairScore(score, error, detail)
            for score, error, detail in zip(scores, errors, details, strict=True)]


class RayEngine:
    """Scores batches on ``actors`` Ray actors, each with ``gpus_per_actor`` GPUs."""

    name = "ray"

    def __init__(self, *, address: str | None = None, actors: int = 1,
                 gpus_per_actor: float = 0.0, threads_per_actor: int | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise MutatoError("--engine ray needs Ray: pip install 'mutato[ray]'") from None
        check_at_least(actors, 1, name="--actors", what="a whole number of actors", whole=True)
        check_at_least(gpus_per_actor, 0, name="--gpus-per-actor", what="a number of GPUs")
        self._ray = ray
        self.address, self.actors, self.gpus_per_actor = address, actors, gpus_per_actor
        self.threads_per_actor = threads_per_actor
        self._pools: dict[str, list[Any]] = {}

    def _pool_for(self, checker: Checker) -> list[Any]:
        """The actors holding this checker (a cascade's two stages get a pool each)."""
        import json

        spec = getattr(checker, "build_spec", None)
        if spec is None:
            raise MutatoError(f"the Ray engine rebuilds checkers by name on its actors, but "
                              f"{checker.name!r} was not made by mutato.checkers.build_checker; "
                              "build it with build_checker or use the local engine")
        key = json.dumps(spec, sort_keys=True, default=str)
        if key not in self._pools:
            self._pools[key] = self._start(*spec)
        return self._pools[key]

    def _start(self, name: str, options: dict[str, Any]) -> list[Any]:
        ray = self._ray
        if not ray.is_initialized():
            try:
                ray.init(address=self.address, include_dashboard=False, log_to_driver=False,
                         configure_logging=False)
            except Exception as exc:  # a wrong address or an unreachable cluster
                where = self.address or "a new local instance"
                raise MutatoError(f"could not connect to Ray at {where}: {exc}") from exc
        remote = ray.remote(num_cpus=1, num_gpus=self.gpus_per_actor,
                            runtime_env={"env_vars": _ACTOR_ENV})(CheckerActor)
        threads = self.threads_per_actor
        if threads is None and not self.gpus_per_actor:
            try:  # the driver's thread count keeps CPU floats identical to the local engine's
                import torch

                threads = torch.get_num_threads()
            except ImportError:
                threads = None
        return [remote.remote(name, options, threads) for _ in range(self.actors)]

    def map(self, checker: Checker, batches: Sequence[tuple[list[str], list[str]]]
            ) -> Iterator[tuple[int, list[PairScore]]]:
        if not batches:
            return
        ray = self._ray
        pool = self._pool_for(checker)
        pending: dict[Any, Any] = {}
        queue = iter(enumerate(batches))
        idle = [actor for actor in pool for _ in range(_IN_FLIGHT_PER_ACTOR)]

        def submit() -> None:
            while idle:
                nxt = next(queue, None)
                if nxt is None:
                    return
                at, (premises, claims) = nxt
                actor = idle.pop()
                pending[actor.score.remote(at, premises, claims)] = actor

        submit()
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            ref = done[0]
            actor = pending.pop(ref)
            try:
                at, columns = ray.get(ref)
            except Exception as exc:  # the actor died or failed to build its checker
                raise MutatoError(f"a Ray actor failed scoring with {checker.name!r}: "
                                  f"{exc}") from exc
            idle.append(actor)
            submit()
            yield at, from_columns(columns)

    def close(self) -> None:
        """End this engine's actors (their models go with them); the Ray instance stays."""
        for pool in self._pools.values():
            for actor in pool:
                self._ray.kill(actor)
        self._pools.clear()

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "address": self.address or "local", "actors": self.actors,
                "gpus_per_actor": self.gpus_per_actor}
