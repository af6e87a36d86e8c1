"""Every held-out round's sheet stays tied to the code that made it: a mutator not revised since
a round's freeze still makes every mutant its reviewers ruled, with the same id and text.

Apart from ``test_heldout_rounds.py`` because it mutates every round's corpus part, the slowest
file of the suite: on its own, pytest-xdist's ``--dist loadfile`` can run it beside the rest.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mutato.mutation.mutants import generate_mutants
from mutato.mutation.registry import load_mutators
from mutato.suite.loading import load_suite

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "heldout"))

from rounds import ROUNDS, ReviewRound  # noqa: E402

BY_NAME = pytest.mark.parametrize("review", ROUNDS, ids=[r.name for r in ROUNDS])


@pytest.mark.slow
@BY_NAME
def test_the_frozen_code_still_makes_every_reviewed_mutant(review: ReviewRound) -> None:
    """A mutator not revised since the freeze still makes every mutant its reviewers ruled."""
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
    missing = [key for key in wanted if made.get(key) != wanted[key]]
    assert not missing, f"{len(missing)} reviewed mutants are no longer made, e.g. {missing[:3]}"
