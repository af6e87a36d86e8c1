"""The held-out replay: a round's corpus part mutated again by the code of today, compared
with the mutants its reviewers ruled.

Each round's replay is its own test file (``tests/unit/test_heldout_replay_<n>.py``): replaying
a part is the slowest check of the suite, and pytest-xdist's ``--dist loadfile`` keeps a file
on one worker, so one file per round lets the rounds run side by side instead of one after
another on a single worker. ``tests/unit/test_heldout_replay.py`` checks that every round of
``rounds.ROUNDS`` has its file.
"""

from __future__ import annotations

from rounds import ROUNDS, ReviewRound

from mutato.mutation.mutants import generate_mutants
from mutato.mutation.registry import load_mutators
from mutato.suite.loading import load_suite


def round_named(name: str) -> ReviewRound:
    """The round called ``name`` in ``rounds.ROUNDS``."""
    (review,) = [r for r in ROUNDS if r.name == name]
    return review


def reviewed_mutants_not_remade(review: ReviewRound) -> list[tuple[str, str]]:
    """(genre, mutant id) of every reviewed mutant whose mutator has not been revised since the
    round's freeze and that the code no longer makes with the same id and text."""
    current = {name: spec.version for name, spec in load_mutators().items()}
    kept = {name for name, v in review.frozen_versions.items() if current[name] == v}
    sheet = review.rows()
    wanted = {(r["genre"], r["mutant_id"]): r["mutant"] for r in sheet if r["mutator"] in kept}
    made = {}
    for genre in review.genres:
        mutators = sorted({r["mutator"] for r in sheet if r["genre"] == genre} & kept)
        if not mutators:
            continue
        for mutant in generate_mutants(load_suite(review.corpus(genre)), mutators=mutators,
                                       seed=0):
            made[(genre, mutant.id)] = mutant.text
    return [key for key in wanted if made.get(key) != wanted[key]]
