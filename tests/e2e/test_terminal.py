"""What ``mutato run`` and the decision verbs print (issue 12): a summary table after a run,
``--json`` on every verb, a line while the checker loads, ``--quiet`` / ``--verbose``, and no
stale progress line in a log that is not a terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mutato.cli.main import _parser, main

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]


def _mutato(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "mutato.cli.main", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600, check=False)


@pytest.fixture(scope="module")
def first_run(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    work = tmp_path_factory.mktemp("terminal")
    return work, _mutato("run", "larkspur", "-c", "lexical", cwd=work)


def test_run_prints_a_summary_table_and_both_report_paths(first_run):
    work, done = first_run
    assert done.returncode == 0, done.stderr
    out = done.stdout
    point = json.loads((work / "reports/larkspur/lexical/operating_point.json").read_text())
    header = next(line for line in out.splitlines() if line.startswith("at "))
    assert header.split()[:2] == ["at", f"{point['threshold']:g}"]
    for row in ("number_swap ", "negation_flip ", "false alarms", "originals ", "controls "):
        assert any(line.startswith(row) for line in out.splitlines()), row
    assert point["headline"] in out
    assert "HTML report:     reports/larkspur/lexical/report.html" in out
    assert "Markdown report: reports/larkspur/lexical/report.md" in out


def test_a_log_gets_plain_lines_not_a_stale_progress_bar(first_run):
    _, done = first_run
    err = done.stderr
    assert "0%" not in err and "\r" not in err
    assert "loading checker" not in err  # lexical loads no model: nothing to wait for
    assert "scoring 1170 pairs with lexical" in err


def test_json_quiet_and_verbose(first_run):
    work, _ = first_run
    done = _mutato("run", "larkspur", "-c", "lexical", "--json", cwd=work)
    payload = json.loads(done.stdout)
    assert payload["command"] == "run" and payload["exit_code"] == 0
    assert payload["scoring"]["reused"] == payload["scoring"]["distinct_pairs"]
    assert {r["group"] for r in payload["rates"]} >= {"number_swap", "originals"}
    assert done.stderr == ""                          # no loading line, no progress
    quiet = _mutato("run", "larkspur", "-c", "lexical", "-q", cwd=work)
    assert quiet.returncode == 0 and quiet.stdout == "" and quiet.stderr == ""
    loud = _mutato("run", "larkspur", "-c", "lexical", "--verbose", cwd=work)
    assert "checker key lexical-" in loud.stdout and "validity gate:" in loud.stdout


def test_every_verb_takes_json_quiet_and_verbose():
    parser = _parser()
    verbs = parser._subparsers._group_actions[0].choices
    for name, verb in verbs.items():
        flags = {s for action in verb._actions for s in action.option_strings}
        if name == "labels":
            continue
        assert {"--json", "--quiet", "--verbose"} <= flags, name


def test_decision_verbs_print_json(first_run, capsys):
    work, _ = first_run
    folder = str(work / "reports/larkspur/lexical")
    assert main(["gate", folder, "--min-detection", "all=0.01", "--no-save", "--json"]) == 0
    gate = json.loads(capsys.readouterr().out)
    assert gate["command"] == "gate" and gate["passed"] is True and gate["checks"][0]["n"] > 0
    assert main(["list", "mutators", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert any(m["name"] == "number_swap" for m in listed["mutators"])
    assert main(["report", folder, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert any(line.endswith("report.md") for line in report["output"])
