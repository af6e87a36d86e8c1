"""The second held-out round: an unread part, ruled after the rules were frozen at 6f12459.

``tests/heldout/heldout2_review.csv`` holds a seeded sample (60 per fault mutator, 20 per
control, all mutants where fewer exist) of the mutants made from
``tests/heldout/corpus/heldout2/``, each ruled by one of six independent reviewers who saw
neither the mutator code nor the mutator's name. These tests keep the second-round figures in
``tests/heldout/README.md`` true and the sheet tied to the code that made it.
"""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest
from statsmodels.stats.proportion import proportion_confint

from mutato.mutation.mutants import generate_mutants
from mutato.mutation.registry import load_mutators
from mutato.suite.loading import load_suite

HELDOUT = Path(__file__).resolve().parents[1] / "heldout"
SHEET = HELDOUT / "heldout2_review.csv"
RULINGS = {"fault": {"fault", "not_fault", "broken"},
           "control": {"preserving", "changed", "broken"}}
#: Real and fluent (faults) or meaning-preserving (controls) over reviewed.
FIGURES = {"negation_flip": (58, 60), "number_swap": (56, 60), "antonym_swap": (54, 60),
           "circumstance_swap": (37, 42), "added_fact": (30, 37), "partial_support": (14, 21),
           "entity_swap": (22, 37), "dropped_condition": (3, 13), "contraction": (20, 20),
           "number_in_words": (20, 20), "synonym": (17, 20), "paraphrase": (15, 20)}
BAR = 0.95
MEETS_BAR = {"negation_flip", "contraction", "number_in_words"}
#: Each mutator's version at the freeze; a later revision makes its rows history.
FROZEN_VERSIONS = {"added_fact": 1, "antonym_swap": 2, "circumstance_swap": 1,
                   "contraction": 2, "dropped_condition": 3, "entity_swap": 3,
                   "negation_flip": 2, "number_in_words": 2, "number_swap": 2,
                   "paraphrase": 1, "partial_support": 2, "synonym": 2}


def rows() -> list[dict[str, str]]:
    with SHEET.open(encoding="utf-8", newline="") as stream:
        return list(csv.DictReader(stream))


def test_every_sampled_mutant_has_one_valid_ruling_from_one_of_six_reviewers() -> None:
    sheet = rows()
    assert len({r["mutant_id"] for r in sheet}) == len(sheet) == 410
    assert {r["reviewer"] for r in sheet} == {f"reviewer-{i}" for i in range(1, 7)}
    for row in sheet:
        assert row["ruling"] in RULINGS[row["kind"]], row["row"]
        if row["ruling"] not in ("fault", "preserving"):
            assert row["reviewer_note"].strip(), row["row"]


def test_the_printed_figures_are_the_sheets_and_the_readme_prints_them() -> None:
    counts: dict[str, Counter] = {}
    for row in rows():
        counts.setdefault(row["mutator"], Counter())[row["ruling"]] += 1
    measured = {name: (c["fault"] + c["preserving"], sum(c.values()))
                for name, c in counts.items()}
    assert measured == FIGURES
    assert {n for n, (k, total) in measured.items() if k / total >= BAR} == MEETS_BAR
    readme = (HELDOUT / "README.md").read_text(encoding="utf-8")
    for name, (k, n) in FIGURES.items():
        low, high = proportion_confint(k, n, method="wilson")
        assert f"| {k}/{n} ({low:.2f}–{high:.2f}) |" in readme, name


def test_the_sample_comes_from_the_second_part_and_no_claim_from_the_first() -> None:
    first = set()
    for part in ("dev", "heldout"):
        for genre in ("support", "encyclopedic", "summaries"):
            first |= {c.text.lower() for c in
                      load_suite(HELDOUT / "corpus" / part / f"{genre}.jsonl").claims}
    second = {r["original"].lower() for r in rows()}
    assert not second & first


@pytest.mark.slow
def test_the_frozen_code_still_makes_every_reviewed_mutant() -> None:
    current = {name: spec.version for name, spec in load_mutators().items()}
    kept = {name for name, version in FROZEN_VERSIONS.items() if current[name] == version}
    assert all(current[name] >= version for name, version in FROZEN_VERSIONS.items())
    wanted = {(r["genre"], r["mutant_id"]): r["mutant"] for r in rows() if r["mutator"] in kept}
    made = {}
    for genre in ("support", "encyclopedic", "summaries"):
        suite = load_suite(HELDOUT / "corpus" / "heldout2" / f"{genre}.jsonl")
        mutators = sorted({r["mutator"] for r in rows() if r["genre"] == genre} & kept)
        for mutant in generate_mutants(suite, mutators=mutators, seed=0):
            made[(genre, mutant.id)] = mutant.text
    missing = [key for key in wanted if made.get(key) != wanted[key]]
    assert not missing, f"{len(missing)} reviewed mutants are no longer made, e.g. {missing[:3]}"
