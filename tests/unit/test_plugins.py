"""Third-party mutators and checkers come in through entry points."""

from __future__ import annotations

import sys
from importlib.metadata import EntryPoint

import pytest

import mutato.checkers as checkers
import mutato.mutation.registry as registry
from mutato.errors import MutatoError
from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite


@pytest.fixture
def fresh_registry(monkeypatch):
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(registry, "_loaded", False)
    return registry


def fake_entry_points(group_points):
    def entry_points(*, group):
        return [p for p in group_points if p.group == group]
    return entry_points


def test_a_mutator_plugin_is_listed_and_used(fresh_registry, monkeypatch):
    registry._REGISTRY.pop("shout", None)
    monkeypatch.delitem(sys.modules, "tests.helpers.plugin_example", raising=False)
    point = EntryPoint("shout", "tests.helpers.plugin_example", "mutato.mutators")
    monkeypatch.setattr(registry, "entry_points", fake_entry_points([point]))
    table = registry.load_mutators()
    assert table["shout"].kind == "control" and "number_swap" in table
    mutants = generate_mutants(load_suite("larkspur"), mutators=["shout"])
    assert mutants and all(m.text.split()[0].isupper() for m in mutants)


def test_a_broken_mutator_plugin_names_itself(fresh_registry, monkeypatch):
    point = EntryPoint("broken", "tests.helpers.no_such_module", "mutato.mutators")
    monkeypatch.setattr(registry, "entry_points", fake_entry_points([point]))
    with pytest.raises(MutatoError, match="mutator entry point 'broken'"):
        registry.load_mutators()


def test_a_checker_plugin_is_built_by_name(monkeypatch):
    point = EntryPoint("constant", "tests.helpers.plugin_example:ConstantChecker",
                       "mutato.checkers")
    monkeypatch.setattr(checkers, "entry_points", fake_entry_points([point]))
    assert "constant" in checkers.checker_names()
    checker = checkers.build_checker("constant", {"value": "0.25"})
    assert checker.value == 0.25
    assert checker.score_pairs(["p"], ["c"])[0].score == 0.25
