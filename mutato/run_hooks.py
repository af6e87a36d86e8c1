"""Callbacks a run makes at its phase boundaries, so probes can time or sample it unpatched.

A run passes through :data:`PHASES` in order. ``run_suite(config, hooks=...)`` calls
``on_phase_start(name)`` as each phase begins and ``on_phase_end(name, seconds)`` as it
ends, with the phase's wall-clock seconds (the hooks' own time is not counted). Subclass
:class:`RunHooks` and override what you need; a run that raises ends no further phase.

>>> class Printer(RunHooks):
...     def on_phase_end(self, name: str, seconds: float) -> None:
...         print(name, seconds >= 0)
>>> clock = PhaseClock(Printer())
>>> clock.start("load"); clock.start("mutate"); clock.stop()
load True
mutate True
"""

from __future__ import annotations

import time

#: The phases of ``run_suite``, in the order they run: ``load`` checks the options and reads
#: the suite and its labels; ``mutate`` generates the mutants and builds the checker and its
#: scoring engine; ``gate`` scores the canaries (instant when the gate is off; the checker's
#: model usually loads here); ``score`` turns the items into stored scores; ``analyse``
#: checks the originals, annotates the claims, sweeps and builds the manifest; ``write``
#: writes the run folder and its reports.
PHASES = ("load", "mutate", "gate", "score", "analyse", "write")


class RunHooks:
    """No-op callbacks; a subclass overrides the ones it needs."""

    def on_phase_start(self, name: str) -> None:
        """Phase ``name`` is about to begin."""

    def on_phase_end(self, name: str, seconds: float) -> None:
        """Phase ``name`` has ended after ``seconds`` of wall-clock time."""


class PhaseClock:
    """Moves a run from phase to phase: starting one ends the one before.

    >>> seen = []
    >>> class Recorder(RunHooks):
    ...     def on_phase_start(self, name: str) -> None:
    ...         seen.append(name)
    >>> clock = PhaseClock(Recorder())
    >>> clock.start("load"); clock.start("mutate"); clock.stop(); clock.stop()
    >>> seen
    ['load', 'mutate']
    """

    def __init__(self, hooks: RunHooks | None) -> None:
        self._hooks = hooks if hooks is not None else RunHooks()
        self._current: str | None = None
        self._started = 0.0

    def start(self, name: str) -> None:
        """End the current phase, if any, and begin ``name``."""
        self.stop()
        self._hooks.on_phase_start(name)
        self._current, self._started = name, time.perf_counter()

    def stop(self) -> None:
        """End the current phase; nothing happens when none is running."""
        if self._current is None:
            return
        name, seconds = self._current, time.perf_counter() - self._started
        self._current = None
        self._hooks.on_phase_end(name, seconds)
