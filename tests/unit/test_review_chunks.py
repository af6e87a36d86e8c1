"""The blinded review chunks tell a reviewer what a control that appends a claim is for."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "heldout"))

from make_review_chunks import APPENDED, render  # noqa: E402

ROW = {"row": "1", "genre": "support", "evidence": "[p#0+1] ...", "edit": ""}


def test_a_control_that_appends_a_claim_says_it_is_expected_to():
    row = ROW | {"kind": "control", "original": "Zizzi is by the water.",
                 "mutant": "Zizzi is by the water, and Pizza Hut has a view of the park."}
    assert APPENDED in render(row)


def test_a_rewrite_or_a_fault_gets_no_such_line():
    rewrite = ROW | {"kind": "control", "original": "You can cancel Team plans at any time.",
                     "mutant": "Team plans can be cancelled at any time."}
    fault = ROW | {"kind": "fault", "original": "Zizzi is by the water.",
                   "mutant": "Zizzi is by the water and does not have a terrace."}
    assert APPENDED not in render(rewrite) and APPENDED not in render(fault)
    assert "Team plans can be cancelled" in render(rewrite)
