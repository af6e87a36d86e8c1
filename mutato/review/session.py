"""A review session without the screen: the queue, the cursor, and a save on every ruling.

Every ruling is written to the labels file at once (re-read first, so rulings another
reviewer saved meanwhile are kept), so a session can be quit anywhere and resumed: it
starts again at the first mutant this reviewer has not ruled.

>>> import tempfile, pathlib
>>> from mutato.mutation.mutants import generate_mutants
>>> from mutato.suite.loading import load_suite
>>> suite = load_suite("larkspur")
>>> path = pathlib.Path(tempfile.mkdtemp()) / "labels.jsonl"
>>> session = Session.open(suite=suite, mutants=generate_mutants(suite), labels_path=path,
...                        reviewer="ana")
>>> first = session.current.id
>>> session.rule("fault", "9 is not 12")
>>> load_reviews(path)[(first, "ana")].value, session.position
('fault', 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..mutation.mutants import Mutant
from ..mutation.windows import Window
from ..suite.model import Claim, Suite
from ..suite.reviews import (
    ADJUDICATED,
    Ruling,
    by_mutant,
    disagreements,
    load_reviews,
    save_reviews,
)
from .evidence import best_windows
from .queue import review_order, sample_per_mutator


@dataclass
class Session:
    """One reviewer (or the adjudication) walking a queue of mutants."""

    suite: Suite
    queue: list[Mutant]
    labels_path: Path
    reviewer: str
    by: str = ""
    position: int = 0
    ruled_now: int = 0
    _windows: dict[str, list[Window]] = field(default_factory=dict)

    @classmethod
    def open(cls, *, suite: Suite, mutants: Sequence[Mutant], labels_path: str | Path,
             reviewer: str, by: str = "", sample: int | None = None,
             seed: int = 0) -> Session:
        """The queue: the mutants this reviewer has not ruled, stratified across mutators
        (all of them again, to revise, once every one is ruled); the adjudication walks the
        disagreements the same way."""
        labels_path = Path(labels_path)
        reviews = load_reviews(labels_path)
        if reviewer == ADJUDICATED:
            disputed = disagreements(reviews)
            mutants = [m for m in mutants if m.id in disputed]
        elif sample is not None:
            mutants = sample_per_mutator(mutants, sample, seed=seed)
        done = {mid for mid, who in reviews if who == reviewer}
        queue = review_order(mutants, reviewed=done)
        fresh = [m for m in queue if m.id not in done]
        return cls(suite, fresh or queue, labels_path, reviewer, by)

    # ------------------------------------------------------------------ what is shown

    @property
    def finished(self) -> bool:
        return self.position >= len(self.queue)

    @property
    def current(self) -> Mutant:
        return self.queue[self.position]

    def claim(self, mutant: Mutant) -> Claim | None:
        return next((c for c in self.suite.claims if c.id == mutant.claim_id), None)

    def windows(self, mutant: Mutant) -> list[Window]:
        """The best passage windows for the mutant's original (computed once per mutant)."""
        if mutant.id not in self._windows:
            claim = self.claim(mutant)
            self._windows[mutant.id] = best_windows(mutant.original,
                                                    dict(claim.passages) if claim else {})
        return self._windows[mutant.id]

    def rulings(self, mutant: Mutant) -> dict[str, Ruling]:
        """Every ruling on the mutant so far, by reviewer (read from the file)."""
        return by_mutant(load_reviews(self.labels_path)).get(mutant.id, {})

    def remaining(self) -> int:
        """Mutants of the queue this reviewer has not ruled yet."""
        done = {mid for mid, who in load_reviews(self.labels_path) if who == self.reviewer}
        return sum(1 for m in self.queue if m.id not in done)

    # ------------------------------------------------------------------ what a key does

    def rule(self, value: str, reason: str = "") -> None:
        """Record the current mutant's ruling, save it, and move on."""
        reviews = load_reviews(self.labels_path)
        key = (self.current.id, self.reviewer)
        if not reason and key in reviews and reviews[key].value == value:
            reason = reviews[key].reason  # re-confirming a ruling keeps its reason
        reviews[key] = Ruling(value, reason, self.by if self.reviewer == ADJUDICATED else "")
        save_reviews(self.labels_path, reviews)
        self.ruled_now += 1
        self.position += 1

    def skip(self) -> None:
        self.position += 1

    def back(self) -> None:
        self.position = max(0, self.position - 1)

    def summary(self) -> str:
        """One line for the terminal after the app closes."""
        left = self.remaining()
        who = "adjudication" if self.reviewer == ADJUDICATED else f"reviewer {self.reviewer}"
        return (f"{who}: {self.ruled_now} rulings saved this session -> {self.labels_path}; "
                + (f"{left} of {len(self.queue)} still to rule (run the same command to resume)"
                   if left else f"all {len(self.queue)} ruled"))
