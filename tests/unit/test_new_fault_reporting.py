"""Reporting of the new fault types: cross_passage false alarms in their own column, and a
fault type with no mutant shown as "not tested: 0 mutants" with its reason."""

from __future__ import annotations

import pandas as pd

from mutato.analysis.sweep import sweep
from mutato.analysis.untested import untested_fault_types
from mutato.manifest import Manifest
from mutato.report.markdown import threshold_table
from mutato.schema import CROSS_PASSAGE
from mutato.scoring.items import items_for
from mutato.suite.loading import load_suite


def _claims() -> pd.DataFrame:
    return pd.DataFrame({
        "item_id": ["a", "a:cp", "a:syn", "a:num"],
        "role": ["original", "control", "control", "fault"],
        "fault_type": [None, "cross_passage", "control", "number_swap"],
        "derived": [False] * 4, "best_score": [0.9, 0.1, 0.9, 0.1], "n_errors": [0] * 4})


def test_cross_passage_controls_get_their_own_false_alarm_group():
    rates = sweep(_claims(), thresholds=[0.5])
    adjusted = rates[rates.basis.eq("adjusted")].set_index("group")
    assert adjusted.loc[CROSS_PASSAGE, ["k", "n"]].tolist() == [1, 1]
    assert adjusted.loc[CROSS_PASSAGE, "metric"] == "false_alarm"
    assert adjusted.loc["controls", ["k", "n"]].tolist() == [0, 1]


def test_a_fault_type_with_no_mutant_is_shown_as_not_tested_with_its_reason():
    manifest = Manifest.from_json({"mutators": [
        {"name": "number_swap", "kind": "fault", "fault_type": "number_swap", "mutants": 1},
        {"name": "circumstance_swap", "kind": "fault", "fault_type": "circumstance_swap",
         "mutants": 0, "target": "a weekday or a frequency"},
        {"name": "synonym", "kind": "control", "fault_type": "control", "mutants": 0}]})
    untested = untested_fault_types(manifest, _claims())
    assert untested == {"circumstance_swap":
                        "no claim of the suite holds its target (a weekday or a frequency)"}
    table = threshold_table(sweep(_claims(), thresholds=[0.5]), [0.5], untested=list(untested))
    header, _, row = ([c.strip() for c in line.strip("|").split("|")]
                      for line in table.splitlines())
    cells = dict(zip(header, row, strict=True))
    assert cells["circumstance_swap"] == "not tested: 0 mutants"
    assert cells["false alarms: cross_passage"] == "1/1 (0.21–1.00)"
    assert cells["number_swap"] == "1/1 (0.21–1.00)"


def test_larkspur_hard_cases_count_where_the_reference_labels_them():
    suite = load_suite("larkspur")
    items = {i.id: i for i in items_for(suite, [])}
    assert (items["hard-added-fact"].role, items["hard-added-fact"].fault_type) == (
        "fault", "added_fact")
    assert (items["hard-two-facts-one-wrong"].role,
            items["hard-two-facts-one-wrong"].fault_type) == ("fault", "partial_support")
    assert (items["hard-two-passages"].role, items["hard-two-passages"].fault_type) == (
        "control", CROSS_PASSAGE)
    assert "hard-two-passages" not in {c.id for c in suite.originals}  # never mutated


def test_an_untested_cross_passage_stays_in_the_false_alarm_columns():
    claims = _claims()[lambda t: t["fault_type"] != "cross_passage"]
    table = threshold_table(sweep(claims, thresholds=[0.5]), [0.5], untested=["cross_passage"])
    header, _, row = ([c.strip() for c in line.strip("|").split("|")]
                      for line in table.splitlines())
    cells = dict(zip(header, row, strict=True))
    assert cells["false alarms: cross_passage"] == "not tested: 0 mutants"
    assert "cross_passage" not in cells
