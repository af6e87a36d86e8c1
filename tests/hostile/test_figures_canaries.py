"""A checker wired wrong fails the validity gate; a suite too small for it gets a loud warning."""

from __future__ import annotations

import pytest

from mutato.errors import MutatoWarning, ValidityGateError
from mutato.run import RunConfig, run_suite
from mutato.scoring.store import ScoreStore
from mutato.scoring.validity import MIN_CANARIES, build_canaries, gate_stage
from mutato.suite.loading import load_suite
from tests.helpers.robust_inputs import Miswired, write_suite


def gate(suite, checker):
    return gate_stage(build_canaries(suite), checker, ScoreStore(":memory:"))


def test_larkspur_gives_a_dozen_canaries_from_its_one_context_set():
    canaries = build_canaries(load_suite("larkspur"))
    copies = [c for c in canaries if c.role == "canary_copy"]
    assert len(copies) == 12 and len({c.text for c in copies}) == 12
    assert sum(c.role == "canary_flipped" for c in canaries) >= 1


@pytest.mark.parametrize("mode", ["reversed", "swapped", "rotated"])
@pytest.mark.parametrize("batch_size", [8, 16, 64, 256])
def test_a_miswired_checker_fails_the_gate_on_larkspur(mode, batch_size):
    report = gate(load_suite("larkspur"), Miswired(mode, batch_size=batch_size))
    assert report.triples == 12 and not report.ok, report
    assert gate(load_suite("larkspur"), Miswired("plain", batch_size=batch_size)).passed == 12


def test_scores_returned_in_random_order_fail_the_gate_nearly_always():
    suite = load_suite("larkspur")
    passed = [gate(suite, Miswired("shuffled", batch_size=32, seed=seed)).ok
              for seed in range(40)]
    assert sum(passed) <= 2, f"{sum(passed)} of 40 shuffled checkers passed the gate"


def test_the_run_stops_on_a_reversed_checker(tmp_path):
    with pytest.raises(ValidityGateError, match=r"in only \d+ of 12 canaries \(at least 75% "):
        run_suite(RunConfig(suite="larkspur", checker="lexical", out=tmp_path, progress=False),
                  checker=Miswired("reversed", batch_size=16))
    assert not (tmp_path / "larkspur").exists()


def test_too_few_canaries_warn_loudly_and_are_recorded(tmp_path):
    suite = tmp_path / "short.yaml"
    suite.write_text("passages:\n  p: Refunds take 5 days. Call us.\nclaims:\n"
                     "  - claim: Refunds take 5 days.\n", encoding="utf-8")
    assert len([c for c in build_canaries(load_suite(suite))
                if c.role == "canary_copy"]) < MIN_CANARIES
    with pytest.warns(MutatoWarning, match=r"only 1 canaries could be built from this suite "
                                           r"for checker 'lexical' \(at least 4 are needed"):
        result = run_suite(RunConfig(suite=suite, checker="lexical", out=tmp_path / "o",
                                     progress=False))
    gate_record = result.manifest.validity_gate
    assert gate_record.weak is True and gate_record.canary_triples == 1
    assert "WEAK: fewer than 4 canaries" in (result.folder / "report.html").read_text()


def test_a_suite_of_several_context_sets_spreads_its_canaries(tmp_path):
    canaries = build_canaries(load_suite(write_suite(tmp_path)))
    copies = [c for c in canaries if c.role == "canary_copy"]
    assert {tuple(c.passages) for c in copies[:2]} == {("plans",), ("export",)}
