"""Data loss and writes outside the output folder: names, derived paths, re-runs."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mutato.analysis.run_data import load_run
from tests.hostile.conftest import larkspur_text, snapshot

#: Suite ``name:`` values that used to become paths (and what the error says about each).
HOSTILE_SUITE_NAMES = [
    ("../victim", "it holds a path separator"),
    ("..", "it is '..', a link to a folder"),
    (".", "it is '.', a link to a folder"),
    ("/tmp/anywhere", "it holds a path separator"),
    ("a\\\\b", "it holds a path separator"),
    ('"x\\0y"', "it holds a control character"),
    ('"   "', "it is empty"),
    ('"a..b"', "it holds '..'"),
    (".hidden", "it starts with a dot"),
    ('"C:evil"', "it looks like a drive letter"),
]


@pytest.mark.parametrize(("name", "problem"), HOSTILE_SUITE_NAMES)
def test_a_hostile_suite_name_is_refused_and_the_victim_is_untouched(tmp_path, cli, name,
                                                                       problem):
    victim = tmp_path / "victim" / "lexical"
    victim.mkdir(parents=True)
    (victim / "precious.txt").write_text("keep me")
    out = tmp_path / "out"
    (out / "sibling").mkdir(parents=True)
    (out / "sibling" / "run.txt").write_text("a sibling run")
    before = snapshot(tmp_path)
    suite = tmp_path / "evil.yaml"
    suite.write_text(larkspur_text(name=name), encoding="utf-8")
    code, _, err = cli("run", suite, "-c", "lexical", "--out", out, "--no-progress")
    assert code == 2
    assert f"{suite}:1: field 'name': suite name " in err
    assert f"cannot be a folder name: {problem}" in err
    after = snapshot(tmp_path)
    after.pop("evil.yaml")
    assert after == before


@pytest.mark.parametrize(("name", "problem"), [
    (".", "it is '.', a link to a folder"), ("..", "it is '..', a link to a folder"),
    ("../x", "it holds a path separator"), ("/abs/run", "it holds a path separator"),
    ("", "it is empty"), ("a\x00b", "it holds a control character"),
    ("x\ny", "it holds a control character")])
def test_a_hostile_run_name_is_refused_before_any_work(tmp_path, cli, name, problem):
    out = tmp_path / "out"
    (out / "larkspur" / "other-run").mkdir(parents=True)
    (out / "larkspur" / "other-run" / "report.md").write_text("another run")
    before = snapshot(tmp_path)
    code, _, err = cli("run", "larkspur", "-c", "lexical", "--out", out, "--name", name,
                       "--no-progress")
    assert code == 2
    assert f"mutato: error: run name (--name) {name!r} cannot be a folder name: {problem}" in err
    assert snapshot(tmp_path) == before


def test_hardcases_refuses_a_manifest_suite_name_that_leaves_the_run_root(tmp_path, cli):
    out = tmp_path / "out"
    code, _, _ = cli("run", "larkspur", "-c", "lexical", "--out", out, "--no-progress")
    assert code == 0
    folder = out / "larkspur" / "lexical"
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["suite"]["name"] = "../../../escaped"
    (folder / "manifest.json").write_text(json.dumps(manifest))
    code, _, err = cli("hardcases", folder)
    assert code == 2
    assert ("the manifest's suite name '../../../escaped' cannot be a folder name: it holds "
            "a path separator") in err
    assert not list(tmp_path.rglob("*escaped*"))


def test_a_rerun_keeps_the_users_files_and_replaces_its_own(tmp_path, cli):
    out = tmp_path / "out"
    assert cli("run", "larkspur", "-c", "lexical", "--out", out, "--no-progress")[0] == 0
    folder = out / "larkspur" / "lexical"
    (folder / "notes.txt").write_text("my notes")
    (folder / "mine").mkdir()
    (folder / "mine" / "draft.md").write_text("draft")
    junit = folder / "junit.xml"
    assert cli("gate", folder, "--min-detection", "0.1", "--junit", junit)[0] == 0
    gate_section = (folder / "sections" / "regression-gate.json").read_bytes()
    (folder / "claims.csv").write_text("stale")
    assert cli("run", "larkspur", "-c", "lexical", "--out", out, "--no-progress")[0] == 0
    assert (folder / "notes.txt").read_text() == "my notes"
    assert (folder / "mine" / "draft.md").read_text() == "draft"
    assert junit.read_text().startswith("<?xml")
    assert (folder / "sections" / "regression-gate.json").read_bytes() == gate_section
    assert (folder / "claims.csv").read_text() != "stale"       # mutato's own file: replaced
    assert not [p for p in folder.parent.iterdir() if p.name.startswith(".")]  # no staging left
    load_run(folder)


def test_a_run_folder_that_is_a_file_is_refused(tmp_path, cli):
    out = tmp_path / "out"
    (out / "larkspur").mkdir(parents=True)
    (out / "larkspur" / "lexical").write_text("a file, not a folder")
    code, _, err = cli("run", "larkspur", "-c", "lexical", "--out", out, "--no-progress")
    assert code == 2
    assert f"{out / 'larkspur' / 'lexical'} is a file; a run folder goes there" in err
    assert (out / "larkspur" / "lexical").read_text() == "a file, not a folder"


def test_a_bare_relative_suite_file_is_named_after_its_folder(tmp_path, cli, monkeypatch):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "suite.yaml").write_text(larkspur_text(name=None), encoding="utf-8")
    monkeypatch.chdir(tmp_path / "a")
    code, _, _ = cli("mutate", "suite.yaml")
    assert code == 0
    assert Path("reports/a/mutants.jsonl").is_file()
    assert json.loads(Path("reports/a/mutants.manifest.json").read_text())["suite"]["name"] == "a"
    assert os.listdir("reports") == ["a"]


def test_an_out_that_is_a_file_is_one_clear_error(tmp_path, cli):
    out = tmp_path / "out"
    out.write_text("not a folder")
    code, _, err = cli("run", "larkspur", "-c", "lexical", "--out", out, "--no-progress")
    assert code == 2
    assert err.startswith("mutato: error: ") and "Traceback" not in err
    assert str(out) in err and "is a file" in err
    assert out.read_text() == "not a folder"


def test_a_mutants_out_that_is_a_folder_is_one_clear_error(tmp_path, cli):
    folder = tmp_path / "m.jsonl"
    folder.mkdir()
    code, _, err = cli("mutate", "larkspur", "--out", folder)
    assert code == 2
    assert err == (f"mutato: error: {str(folder)!r} is a folder; expected a file path to write. "
                   f"Give a file name, e.g. {str(folder / 'review.csv')!r}.\n")
