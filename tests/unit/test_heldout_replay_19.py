"""Round 19's sheet stays tied to the code that made it (see ``tests/heldout/replay.py``): a
mutator not revised since the round's freeze still makes every mutant its reviewers ruled,
with the same id and text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "heldout"))

from replay import reviewed_mutants_not_remade, round_named  # noqa: E402

ROUND = "round 19"


@pytest.mark.slow
def test_the_frozen_code_still_makes_every_reviewed_mutant() -> None:
    missing = reviewed_mutants_not_remade(round_named(ROUND))
    assert not missing, f"{len(missing)} reviewed mutants are no longer made, e.g. {missing[:3]}"
