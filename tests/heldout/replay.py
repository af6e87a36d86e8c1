"""The held-out replay: a round's corpus part mutated again by the code of today, compared
with the mutants its reviewers ruled.

Only the claims the sheet holds a mutant of are mutated, each with its whole corpus part as
the suite (what ``generate_mutants`` passes to a mutator). A mutant depends on nothing else:
each (seed, claim, mutator) has its own generator (``rng_for``), and the mutators that read the
suite (``partial_support``, ``cross_passage``) still see every claim of the part. So the
replay still fails for any reviewed mutant the code no longer makes, without parsing and
mutating the claims nobody reviewed (more than half of each part, and nearly all of the parts
whose reviewed mutators were revised since: rounds 1 and 2 keep 40 and 20 rows).

Each round's replay is its own test file (``tests/unit/test_heldout_replay_<n>.py``): replaying
a part is the slowest check of the suite, and pytest-xdist's ``--dist loadfile`` keeps a file
on one worker, so one file per round lets the rounds run side by side instead of one after
another on a single worker. ``tests/unit/test_heldout_replay.py`` checks that every round of
``rounds.ROUNDS`` has its file.
"""

from __future__ import annotations

from rounds import ROUNDS, ReviewRound

from mutato.mutation.mutants import _parse_claims, mutate_claim, select_mutators
from mutato.mutation.registry import load_mutators
from mutato.suite.loading import load_suite


def round_named(name: str) -> ReviewRound:
    """The round called ``name`` in ``rounds.ROUNDS``."""
    (review,) = [r for r in ROUNDS if r.name == name]
    return review


def remade(review: ReviewRound, rows: list[dict[str, str]]) -> dict[tuple[str, str], str]:
    """(genre, mutant id) → text of every mutant today's code makes of the claims ``rows``
    hold, by the mutators ``rows`` name, each claim with its whole corpus part as the suite."""
    made = {}
    for genre in review.genres:
        mine = [r for r in rows if r["genre"] == genre]
        if not mine:
            continue
        specs = select_mutators(sorted({r["mutator"] for r in mine}))
        suite = load_suite(review.corpus(genre))
        originals = {r["original"] for r in mine}
        reviewed = tuple(c for c in suite.originals if c.text in originals)
        # the reviewed claims and their passages parsed in batches, as generate_mutants does
        _parse_claims(reviewed)
        for claim in reviewed:
            for spec in specs:
                for mutant in mutate_claim(claim, suite, spec, seed=0):
                    made[(genre, mutant.id)] = mutant.text
    return made


def reviewed_mutants_not_remade(review: ReviewRound) -> list[tuple[str, str]]:
    """(genre, mutant id) of every reviewed mutant whose mutator has not been revised since the
    round's freeze and that the code no longer makes with the same id and text."""
    current = {name: spec.version for name, spec in load_mutators().items()}
    kept = {name for name, v in review.frozen_versions.items() if current[name] == v}
    rows = [r for r in review.rows() if r["mutator"] in kept]
    wanted = {(r["genre"], r["mutant_id"]): r["mutant"] for r in rows}
    made = remade(review, rows)
    return [key for key in wanted if made.get(key) != wanted[key]]
