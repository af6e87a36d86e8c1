"""The reach denominators of ``tests/heldout/targets.py``: a list index is no number target."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "heldout"))

from targets import _has_number  # noqa: E402

from mutato.suite.model import Claim  # noqa: E402


def _claim(text: str) -> Claim:
    return Claim(id="c", text=text, passages={"p": "A passage."})


@pytest.mark.parametrize("text", ["2. **Fees:** You pay a fee each month.",
                                  "Steps:\n3) Click the Save button."])
def test_a_list_index_is_no_number_target(text: str) -> None:
    assert not _has_number(_claim(text), None)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["The plan costs 2 dollars.", "It has 2 parts.",
                                  "2. **Fees:** You pay 5 dollars a month."])
def test_a_quantity_stays_a_number_target(text: str) -> None:
    assert _has_number(_claim(text), None)  # type: ignore[arg-type]
