"""Run many jobs in turn on threads, their parses pooled into batched ``nlp.pipe`` calls.

A mutator parses the few texts it needs as it finds them (a candidate mutant for the
grammar guard, a passage sentence), one ``nlp.pipe`` call each, and a call's fixed cost is
most of a short text's parse: a text parsed alone costs about twice its share of a batch.
Here each job runs on a thread of its own, but only one runs at a time: a job that needs
texts parsed hands them over and waits; once every live job waits or is done, the texts
they all asked for are parsed in one batch and the waiting jobs resume, in order.

Jobs interleave only at their parse calls, and what they share is memoised (parses, a
suite's tables, pure functions' caches), so each job's result is the one it makes alone;
a parse is the same byte for byte in any batch.

>>> from mutators import _nlp
>>> run_pooled([lambda: _nlp.parse("One job.")[1].text, lambda: len(_nlp.parse("Two."))])
[(True, 'job'), (True, 2)]
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from . import _nlp

#: Jobs alive at once (each on a thread): the texts they wait for form one batch.
LIVE = 64


def run_pooled(jobs: Sequence[Callable[[], Any]], *,
               live: int = LIVE) -> list[tuple[bool, Any]]:
    """Run every job, their parses pooled: ``(True, result)`` of each, or ``(False, the
    exception it raised)`` for the caller to raise where a plain loop would have.

    >>> run_pooled([lambda: 1, lambda: 1 / 0])
    [(True, 1), (False, ZeroDivisionError('division by zero'))]
    """
    pool = _Pool(jobs)
    try:
        pool.run(live)
    finally:
        pool.close()
    return pool.results


class _Stopped(BaseException):
    """Raised in a waiting job when the pool stops early (a parse failed, an interrupt);
    not an ``Exception``, so no job's ``except Exception`` carries on past it."""


class _Pool:
    def __init__(self, jobs: Sequence[Callable[[], Any]]) -> None:
        self.jobs = jobs
        self.results: list[Any] = [None] * len(jobs)
        self.back = threading.Semaphore(0)  # released when the running turn waits or ends
        self.turns: list[_Turn] = []
        self.waiting: list[_Turn] = []
        self.stopped = False
        self.consistent = True  # no turn running (false while one runs: not safe to stop)

    def run(self, live: int) -> None:
        idle: deque[_Turn] = deque()
        started = 0
        while True:
            while started < len(self.jobs):
                if not idle:
                    if len(self.turns) >= live:
                        break
                    self.turns.append(_Turn(self))
                    idle.append(self.turns[-1])
                turn = idle.popleft()
                turn.job = started
                started += 1
                self._step(turn, idle)
            if not self.waiting:
                return
            resumed, self.waiting = self.waiting, []
            full = [t for turn in resumed if not turn.bare for t in turn.asked]
            bare = [t for turn in resumed if turn.bare for t in turn.asked]
            self.waiting = resumed  # until parsed: stopped on a failure, they unwind
            _nlp.parse_many(full)
            _nlp.parse_bare_many(bare)
            self.waiting = []
            for turn in resumed:
                self._step(turn, idle)

    def _step(self, turn: _Turn, idle: deque[_Turn]) -> None:
        """Let ``turn`` run until it waits for a parse or its job ends."""
        turn.asked = []
        self.consistent = False
        turn.go.release()
        self.back.acquire()
        self.consistent = True
        if turn.asked:
            self.waiting.append(turn)
        else:
            idle.append(turn)

    def close(self) -> None:
        """Unwind the jobs still waiting and end every thread."""
        if not self.consistent:
            return  # interrupted while a job ran: leave the (daemon) threads be
        self.stopped = True
        for turn in self.waiting:
            turn.go.release()  # its wait raises _Stopped; the job ends
            self.back.acquire()
        for turn in self.turns:
            turn.job = None
            turn.go.release()
        for turn in self.turns:
            turn.thread.join()


class _Turn:
    """A thread that runs its pool's jobs, one at a time, only between ``go`` and ``back``."""

    def __init__(self, pool: _Pool) -> None:
        self.pool = pool
        self.go = threading.Semaphore(0)
        self.job: int | None = None
        self.asked: list[str] = []
        self.bare = False
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        _nlp._pooled.wait = self._wait
        while True:
            self.go.acquire()
            job = self.job
            if job is None:
                return
            try:
                self.pool.results[job] = (True, self.pool.jobs[job]())
            except BaseException as exc:  # noqa: BLE001  the caller raises it
                self.pool.results[job] = (False, exc)
            self.asked = []
            self.pool.back.release()

    def _wait(self, texts: list[str], bare: bool) -> None:
        self.asked, self.bare = texts, bare
        self.pool.back.release()
        self.go.acquire()
        if self.pool.stopped:
            raise _Stopped
