"""Every held-out review round: real text nobody here wrote or tuned on, ruled after a freeze.

Each round's sheet (``tests/heldout/rounds.py`` says which) holds a seeded sample of the mutants
made from an unread corpus part by the rules as frozen before it was unsealed, each ruled by one
of several independent reviewers who saw neither the mutator code nor the mutator's name. These
tests keep the figures printed in ``tests/heldout/README.md`` equal to the sheets, check their
Wilson intervals against statsmodels, and check each sheet's rows and versions;
``test_heldout_replay_<n>.py`` (one file per round, see ``tests/heldout/replay.py``) ties each
sheet to the code that made it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from statsmodels.stats.proportion import proportion_confint

from mutato.mutation.registry import load_mutators
from mutato.suite.loading import load_suite

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "heldout"))

from rounds import BAR, GENRES, HELDOUT, ROUNDS, RULINGS, ReviewRound  # noqa: E402

BY_NAME = pytest.mark.parametrize("review", ROUNDS, ids=[r.name for r in ROUNDS])


@BY_NAME
def test_every_sampled_mutant_has_one_valid_ruling_from_a_named_reviewer(
        review: ReviewRound) -> None:
    sheet = review.rows()
    assert len({r["mutant_id"] for r in sheet}) == len(sheet) == review.rows_expected
    assert {r["reviewer"] for r in sheet} == {f"reviewer-{i}"
                                              for i in range(1, review.reviewers + 1)}
    for row in sheet:
        assert row["ruling"] in RULINGS[row["kind"]], row["row"]
        if row["ruling"] not in ("fault", "preserving"):
            assert row["reviewer_note"].strip(), row["row"]


@BY_NAME
def test_the_printed_figures_are_the_sheets_with_statsmodels_wilson_intervals(
        review: ReviewRound) -> None:
    assert review.real_over_reviewed() == review.figures
    readme = (HELDOUT / "README.md").read_text(encoding="utf-8")
    for name, (k, n) in review.figures.items():
        low, high = proportion_confint(k, n, method="wilson")
        assert f"| {k}/{n} ({low:.2f}–{high:.2f}) |" in readme, (review.name, name)


@BY_NAME
def test_no_reviewed_claim_comes_from_a_part_read_before(review: ReviewRound) -> None:
    earlier = set()
    for part in review.earlier_parts:
        for genre in GENRES:
            path = HELDOUT / "corpus" / part / f"{genre}.jsonl"
            if path.exists():  # the fourth part has no support genre
                earlier |= {c.text.lower() for c in load_suite(path).claims}
    assert not {r["original"].lower() for r in review.rows()} & earlier


@BY_NAME
def test_a_revised_mutator_only_moves_its_version_up(review: ReviewRound) -> None:
    current = {name: spec.version for name, spec in load_mutators().items()}
    assert all(current[name] >= v for name, v in review.frozen_versions.items())


@BY_NAME
def test_the_mutators_said_to_meet_the_bar_are_the_ones_whose_sheet_does(
        review: ReviewRound) -> None:
    measured = review.real_over_reviewed()
    assert {n for n, (k, total) in measured.items() if k / total >= BAR} == review.meets_bar
