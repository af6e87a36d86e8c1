"""Runs that identify themselves (issue 12): the report names the command and the checkers,
an unnamed run does not replace a run of another fingerprint, a command's script is part of
its fingerprint, and a new store counts the run's own canary pairs as scored, not reused."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

from mutato.checkers.base import fingerprint_key
from mutato.checkers.command import CommandChecker
from mutato.cli.main import main
from mutato.report.summary import checker_identity
from mutato.run import RunConfig, run_suite

SCORER = "import sys\nfor line in sys.stdin:\n    print({value})\n"


def _command(tmp_path: Path, value: float) -> str:
    script = tmp_path / "score.py"
    script.write_text(SCORER.format(value=value), encoding="utf-8")
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"


def test_editing_the_script_changes_the_fingerprint(tmp_path):
    cmd = _command(tmp_path, 0.5)
    before = CommandChecker(cmd=cmd)
    assert str(tmp_path / "score.py") in before.fingerprint()["scripts"]
    same = CommandChecker(cmd=cmd)
    assert fingerprint_key(same) == fingerprint_key(before)
    _command(tmp_path, 0.6)                                   # edited, same version
    assert fingerprint_key(CommandChecker(cmd=cmd)) != fingerprint_key(before)
    bare = CommandChecker(cmd=f"{shlex.quote(sys.executable)} -c pass")
    assert "scripts" not in bare.fingerprint()


def test_an_unnamed_run_keeps_a_run_of_another_fingerprint(tmp_path, capsys):
    out = tmp_path / "out"
    first = run_suite(RunConfig(suite="larkspur", checker="command", out=out, progress=False,
                                gate=False, options={"cmd": _command(tmp_path, 0.5)}))
    assert first.folder == out / "larkspur" / "command" and first.kept is None
    again = run_suite(RunConfig(suite="larkspur", checker="command", out=out, progress=False,
                                gate=False, options={"cmd": _command(tmp_path, 0.5)}))
    assert again.folder == first.folder                           # same fingerprint: replaced
    assert main(["run", "larkspur", "-c", "command", "-o", f"cmd={_command(tmp_path, 0.7)}",
                 "--out", str(out), "--no-gate", "--no-progress"]) == 0
    printed = capsys.readouterr().out
    folders = sorted(p.name for p in (out / "larkspur").iterdir() if p.is_dir())
    assert len(folders) == 2 and folders[0] == "command" and folders[1].startswith("command-")
    assert f"note: {first.folder} holds a run of another checker fingerprint" in printed
    kept = json.loads((first.folder / "manifest.json").read_text(encoding="utf-8"))
    assert kept["checker"]["key"] == first.score.checker_key
    assert main(["run", "larkspur", "-c", "command", "-o", f"cmd={_command(tmp_path, 0.8)}",
                 "--out", str(out), "--no-gate", "--no-progress", "--force"]) == 0
    replaced = json.loads((first.folder / "manifest.json").read_text(encoding="utf-8"))
    assert replaced["checker"]["key"] != first.score.checker_key


def test_the_report_names_the_command_and_the_command_line(tmp_path):
    out = tmp_path / "out"
    cmd = _command(tmp_path, 0.5)
    assert main(["run", "larkspur", "-c", "command", "-o", f"cmd={cmd}", "--out", str(out),
                 "--no-gate", "--no-progress"]) == 0
    folder = out / "larkspur" / "command"
    markdown = (folder / "report.md").read_text(encoding="utf-8")
    assert f"- **Checker**: `command` running `{cmd}`" in markdown
    assert "- **Command**: `mutato run larkspur -c command -o " in markdown
    page = (folder / "report.html").read_text(encoding="utf-8")
    assert "<code>command</code> running <code>" in page


def test_cascade_identity_names_both_checkers_and_the_routing_threshold():
    text = checker_identity({"name": "cascade", "route_below": 0.9,
                             "first": {"name": "lexical"},
                             "second": {"name": "command", "cmd": "python judge.py"}})
    assert text == ("`cascade`: first `lexical`; claims it supports below 0.9 go to second "
                    "`command` running `python judge.py`")


def test_a_new_store_does_not_count_the_runs_own_canaries_as_reused(tmp_path):
    suite = tmp_path / "echo.yaml"
    suite.write_text(
        "name: echo\npassages:\n  p: >-\n    Links expire after 7 days. Owners can export "
        "data.\n    The fee is 12 euros.\nclaims:\n  - id: a\n    claim: Links expire after 7 "
        "days.\n  - id: b\n    claim: Owners can export data.\n  - id: c\n    claim: The fee "
        "is 12 euros.\n", encoding="utf-8")
    result = run_suite(RunConfig(suite=suite, checker="lexical", out=tmp_path / "out",
                                 progress=False))
    assert result.manifest.validity_gate.canary_triples > 0
    assert result.score.stats.reused == 0
    assert result.score.stats.scored == result.score.stats.distinct_pairs
    again = run_suite(RunConfig(suite=suite, checker="lexical", out=tmp_path / "out",
                                progress=False))
    assert again.score.stats.reused == again.score.stats.distinct_pairs
