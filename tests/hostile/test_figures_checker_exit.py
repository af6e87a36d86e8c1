"""Checker code that tries to end the process stops the run loudly, and keeps what it scored."""

from __future__ import annotations

import sqlite3

import pytest

from tests.helpers.robust_inputs import run_cli, write_suite

SCORER = """\
import sys

calls = 0


class Quit(BaseException):
    pass


def score(premises, claims):
    global calls
    calls += 1
    if calls > 1:  # the first batch is scored, then the checker ends the process
        {ending}
    return [0.5] * len(claims)
"""


@pytest.mark.parametrize("ending, said", [
    ("sys.exit(0)", "checker 'callable' called sys.exit(0) while scoring a batch of 4 pairs"),
    ("raise SystemExit(3)", "checker 'callable' called sys.exit(3) while scoring a batch of 4"),
    ("raise Quit('bye')", "checker 'callable' raised Quit(bye) while scoring a batch of 4"),
])
def test_an_exiting_checker_fails_the_run_with_a_message(tmp_path, ending, said):
    (tmp_path / "exiting.py").write_text(SCORER.format(ending=ending), encoding="utf-8")
    suite = write_suite(tmp_path)
    done = run_cli("run", str(suite), "-c", "callable", "-o", "target=exiting:score",
                   "-o", "batch_size=4", "--no-gate", "--no-progress", "--out", "reports",
                   cwd=tmp_path, pythonpath=[tmp_path])
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(f"mutato: error: {said}")
    assert "Every batch scored before is kept in the store" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "reports" / "tiny").exists()  # no report from half a run
    with sqlite3.connect(tmp_path / "reports" / "scores.sqlite") as db:
        assert db.execute("SELECT COUNT(*) FROM scores").fetchone()[0] == 4  # batch one kept


def test_a_checker_that_exits_when_imported(tmp_path):
    (tmp_path / "exits_on_import.py").write_text("import sys\nsys.exit(0)\n", encoding="utf-8")
    suite = write_suite(tmp_path)
    done = run_cli("run", str(suite), "-c", "callable", "-o", "target=exits_on_import:score",
                   "--out", "reports", cwd=tmp_path, pythonpath=[tmp_path])
    assert done.returncode == 2
    assert done.stderr.startswith("mutato: error: code run inside mutato (a checker, plugin or "
                                  "its import) called sys.exit(0)")
