"""The project file (issue 12): mutato.toml or [tool.mutato] in pyproject.toml gives the
default suite, checker and options, thresholds and gate targets; flags override it."""

from __future__ import annotations

import json

import pytest

from mutato.cli.config import ConfigError, find_config
from mutato.cli.main import main

PROJECT = """
suite = "larkspur"
checker = "lexical"
thresholds = [0.6, 0.8]
operating_threshold = 0.8
out = "out"

[checkers.lexical]
label_threshold = 0.7

[gate]
min_detection = ["all=0.99"]
"""


def _manifest(folder):
    return json.loads((folder / "manifest.json").read_text(encoding="utf-8"))


def test_run_and_gate_read_the_project_file_and_flags_override_it(tmp_path, monkeypatch,
                                                                  capsys):
    (tmp_path / "mutato.toml").write_text(PROJECT, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--no-progress"]) == 0
    folder = tmp_path / "out" / "larkspur" / "lexical"
    manifest = _manifest(folder)
    assert manifest["thresholds"]["report"] == [0.6, 0.8]
    assert manifest["checker"]["label_threshold"] == 0.7
    markdown = (folder / "report.md").read_text(encoding="utf-8")
    assert "**At 0.8 (given with --operating-threshold" in markdown
    capsys.readouterr()
    assert main(["gate", str(folder), "--no-save"]) == 1          # all=0.99 from the file
    assert "detection all >= 0.99" in capsys.readouterr().out
    assert main(["gate", str(folder), "--no-save", "--min-detection", "all=0"]) == 0
    # another option is another fingerprint: --force replaces the folder instead of keeping it
    assert main(["run", "--no-progress", "-t", "0.5", "-o", "label_threshold=0.9",
                 "--operating-threshold", "0.5", "--force"]) == 0
    manifest = _manifest(folder)
    assert manifest["thresholds"]["report"] == [0.5]
    assert manifest["checker"]["label_threshold"] == 0.9
    assert json.loads((folder / "operating_point.json").read_text())["threshold"] == 0.5


def test_pyproject_tool_table_is_found_from_a_subfolder(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.mutato]\n'
                                             'checker = "embedding"\n', encoding="utf-8")
    (tmp_path / "sub").mkdir()
    config = find_config(tmp_path / "sub")
    assert config.path == tmp_path / "pyproject.toml" and config.get("checker") == "embedding"


def test_a_mistyped_key_is_refused_with_a_hint(tmp_path, monkeypatch, capsys):
    (tmp_path / "mutato.toml").write_text('chekcer = "lexical"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="unknown key 'chekcer'. Did you mean 'checker'"):
        find_config(tmp_path)
    (tmp_path / "mutato.toml").write_text('thresholds = "0.5"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--no-progress"]) == 2
    assert "thresholds must be a list" in capsys.readouterr().err


def test_run_without_suite_or_checker_says_where_to_set_them(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["run", "larkspur"]) == 2
    assert "mutato run needs --checker" in capsys.readouterr().err
