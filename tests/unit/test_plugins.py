"""Third-party mutators and checkers come in through entry points."""

from __future__ import annotations

import sys
from importlib.metadata import EntryPoint
from importlib.metadata import entry_points as installed_entry_points

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
    """The installed entry points (mutato's own among them) plus ``group_points``."""
    def entry_points(*, group):
        return [*installed_entry_points(group=group),
                *(p for p in group_points if p.group == group)]
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


def test_built_ins_load_only_through_the_entry_points(fresh_registry, monkeypatch):
    """One path: with mutato's own entry points gone, no built-in is found another way."""
    point = EntryPoint("shout", "tests.helpers.plugin_example", "mutato.mutators")
    monkeypatch.setattr(registry, "entry_points", lambda *, group: [point])
    with pytest.raises(MutatoError, match="mutato's own mutators are missing.*Reinstall"):
        registry.load_mutators()
    monkeypatch.setattr(checkers, "entry_points", lambda *, group: [])
    with pytest.raises(MutatoError, match="mutato's own checkers are missing.*Reinstall"):
        checkers.checker_names()


def test_pyproject_lists_every_built_in_mutator_and_checker():
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    groups = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["entry-points"]
    modules = {p.stem for p in (root / "mutators").glob("*.py") if not p.stem.startswith("_")}
    assert set(groups["mutato.mutators"].values()) == {f"mutators.{m}" for m in modules}
    table = registry.load_mutators()
    assert {s.func.__module__ for s in table.values() if s.func.__module__.startswith(
        "mutators.")} == {f"mutators.{m}" for m in modules}
    for name, value in groups["mutato.checkers"].items():
        module, _, attr = value.partition(":")
        assert module.startswith("mutato.checkers.") and checkers.checker_class(name).__name__ \
            == attr
