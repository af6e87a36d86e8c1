"""The dev review of the new fault types and controls (tests/heldout/dev_review_new.csv).

Each row is a mutant read next to its passages: faults ruled fault / not_fault / broken,
controls preserving / changed / broken. The figures are development figures (the rules were
tuned on this text); the held-out review is done elsewhere, by someone else.
"""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest

from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite

SHEET = Path(__file__).resolve().parents[1] / "heldout" / "dev_review_new.csv"
FAULTS = ("added_fact", "antonym_swap", "circumstance_swap", "partial_support")
CONTROLS = ("cross_passage", "paraphrase")
RULINGS = {"fault", "not_fault", "broken", "preserving", "changed"}


def _rows() -> list[dict[str, str]]:
    with SHEET.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_the_sheet_has_the_columns_and_only_known_rulings():
    rows = _rows()
    assert list(rows[0]) == ["mutant_id", "genre", "mutator", "original", "mutant", "ruling",
                             "note"]
    assert {r["ruling"] for r in rows} <= RULINGS
    assert len({r["mutant_id"] for r in rows}) == len(rows)
    for r in rows:
        good = "fault" if r["mutator"] in FAULTS else "preserving"
        assert r["ruling"] in ({good, "not_fault", "broken"} if good == "fault"
                               else {good, "changed", "broken"}), r["mutant_id"]


@pytest.mark.parametrize("name", FAULTS + CONTROLS)
def test_each_new_mutator_is_at_least_95_percent_good_on_dev_text(name):
    rulings = Counter(r["ruling"] for r in _rows() if r["mutator"] == name)
    n = sum(rulings.values())
    good = rulings["fault" if name in FAULTS else "preserving"]
    assert n >= 20, f"{name}: only {n} reviewed"
    assert good / n >= 0.95, f"{name}: {good}/{n} ({dict(rulings)})"


def test_the_reviewed_larkspur_mutants_are_still_what_the_code_makes():
    reviewed = {(r["mutator"], r["mutant_id"], r["mutant"]) for r in _rows()
                if r["genre"] == "larkspur"}
    assert reviewed
    made = {(m.mutator, m.id, m.text) for m in generate_mutants(
        load_suite("larkspur"), mutators=sorted({r[0] for r in reviewed}), seed=0)}
    assert reviewed <= made
