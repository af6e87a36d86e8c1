"""Paired comparison: discordant counts, exact McNemar (checked against scipy), listings."""

from __future__ import annotations

import math

import pandas as pd
import pytest
from scipy.stats import binomtest

from mutato.analysis.compare import (
    NEWLY_CAUGHT,
    NEWLY_FLAGGED,
    NEWLY_MISSED,
    NEWLY_PASSED,
    compare_runs,
)
from mutato.analysis.run_data import RunFolderError, claims_frame

CAUGHT, MISSED = 0.1, 0.9


def pair(spec: list[tuple[str, str, float, float]], *, labels=None):
    """(item id, fault type, score in A, score in B) → two claims tables."""
    labels = labels or {}
    base = [{"item_id": "orig", "role": "original", "best_score": 0.99}]
    a = base + [{"item_id": i, "role": "fault", "claim_id": "orig", "fault_type": t,
                 "best_score": sa, "label": labels.get(i)} for i, t, sa, _ in spec]
    b = base + [{"item_id": i, "role": "fault", "claim_id": "orig", "fault_type": t,
                 "best_score": sb, "label": labels.get(i)} for i, t, _, sb in spec]
    return claims_frame(a), claims_frame(b)


def reference_spec():
    """25 changed mutants: 7 broken (caught in A, missed in B), 18 fixed; 40 unchanged."""
    spec = [(f"broken{i}", "entity_swap", CAUGHT, MISSED) for i in range(7)]
    spec += [(f"fixed{i}", "number_swap" if i % 2 else "entity_swap", MISSED, CAUGHT)
             for i in range(18)]
    spec += [(f"same{i}", "negation_flip", CAUGHT, CAUGHT) for i in range(30)]
    spec += [(f"stuck{i}", "dropped_condition", MISSED, MISSED) for i in range(10)]
    return spec


def test_reference_7_broken_18_fixed_gives_p_0043():
    a, b = pair(reference_spec())
    result = compare_runs(a, b, threshold=0.5)
    row = result.row("all")
    assert (row["a_only"], row["b_only"]) == (7, 18)
    assert (row["both_caught"], row["both_passed"], row["paired"]) == (30, 10, 65)
    assert row["p_value"] == pytest.approx(binomtest(7, 25, 0.5).pvalue, rel=1e-9)
    assert round(row["p_value"], 3) == 0.043
    assert (row["a_k"], row["b_k"]) == (37, 48)


def test_per_fault_type_tests_match_scipy():
    a, b = pair(reference_spec())
    table = compare_runs(a, b, threshold=0.5).table.set_index("group")
    entity = table.loc["entity_swap"]
    assert (entity["a_only"], entity["b_only"]) == (7, 9)
    assert entity["p_value"] == pytest.approx(binomtest(7, 16, 0.5).pvalue)
    number = table.loc["number_swap"]
    assert (number["a_only"], number["b_only"]) == (0, 9)
    assert number["p_value"] == pytest.approx(binomtest(0, 9, 0.5).pvalue)
    assert table.loc["negation_flip", "p_value"] == 1.0


def test_newly_missed_are_listed_first():
    a, b = pair(reference_spec())
    changes = compare_runs(a, b, threshold=0.5).changes
    assert list(changes["change"][:7]) == [NEWLY_MISSED] * 7
    assert set(changes["change"][7:]) == {NEWLY_CAUGHT}
    assert len(changes) == 25
    assert set(changes.loc[changes["change"].eq(NEWLY_MISSED), "item_id"]) == \
        {f"broken{i}" for i in range(7)}


def test_errors_are_excluded_and_counted_and_not_fault_left_out():
    spec = [("e1", "x", math.nan, CAUGHT), ("e2", "x", CAUGHT, math.nan),
            ("nf", "x", CAUGHT, MISSED), ("ok", "x", MISSED, CAUGHT)]
    a, b = pair(spec, labels={"nf": "not_fault"})
    row = compare_runs(a, b, threshold=0.5).row("x")
    assert (row["errors"], row["excluded"], row["paired"]) == (2, 1, 1)
    assert (row["a_only"], row["b_only"]) == (0, 1)


def test_false_alarms_on_originals_are_compared_too():
    a = claims_frame([{"item_id": f"o{i}", "role": "original", "best_score": 0.99}
                      for i in range(3)])
    b = a.copy()
    b.loc[b["item_id"].eq("o1"), "best_score"] = 0.2
    result = compare_runs(a, b, threshold=0.5)
    row = result.row("originals")
    assert (row["metric"], row["b_only"], row["a_only"]) == ("false_alarm", 1, 0)
    assert list(result.changes["change"]) == [NEWLY_FLAGGED]
    back = compare_runs(b, a, threshold=0.5)
    assert list(back.changes["change"]) == [NEWLY_PASSED]


def test_different_mutants_are_refused():
    a, b = pair(reference_spec())
    with pytest.raises(RunFolderError, match="1 item ids differ"):
        compare_runs(a, b[b["item_id"].ne("fixed3")], threshold=0.5)


def test_labels_of_either_run_rule_a_mutant_out():
    a, b = pair([("m", "x", CAUGHT, MISSED), ("n", "x", CAUGHT, CAUGHT)])
    b = claims_frame([{**r, "label": "not_fault" if r["item_id"] == "m" else None}
                      for r in _records(b)])
    row = compare_runs(a, b, threshold=0.5).row("x")
    assert (row["paired"], row["excluded"], row["a_only"]) == (1, 1, 0)


def _records(frame: pd.DataFrame) -> list[dict]:
    keep = ["item_id", "role", "claim_id", "fault_type", "best_score"]
    return frame[keep].to_dict("records")
