"""The README's decision examples run as written, offline (issue 12): after the main job
(`mutato run larkspur --checker embedding`), every line of the "Decisions from stored scores"
block, and the gate example whose output the README prints."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _block(heading: str) -> list[str]:
    section = README.split(heading, 1)[1]
    body = section.split("```bash", 1)[1].split("```", 1)[0]
    return [line.split("  #", 1)[0].strip() for line in body.strip().splitlines()]


def _mutato(command: str, cwd: Path) -> subprocess.CompletedProcess:
    argv = shlex.split(command)
    assert argv[0] == "mutato"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1",
           "TRANSFORMERS_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "mutato.cli.main", *argv[1:]], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=900, check=False)


def test_the_decision_examples_run_as_written(tmp_path):
    main_job = _mutato("mutato run larkspur --checker embedding", tmp_path)
    assert main_job.returncode == 0, main_job.stderr
    commands = _block("## Decisions from stored scores")
    assert len(commands) >= 8
    for command in commands:
        done = _mutato(command, tmp_path)
        assert done.returncode == 0, (command, done.stdout, done.stderr)
    assert (tmp_path / "gate.xml").is_file()
    assert (tmp_path / "reports/larkspur-embedding.hard-cases/hard/report.md").is_file()
    gate = re.search(r"\(`(mutato gate [^`]+)`\)", README.replace("\n", " "))
    assert gate is not None
    done = _mutato(gate.group(1), tmp_path)
    printed = README.split("Its exit code is 1", 1)[1].split("```text", 1)[1] \
        .split("```", 1)[0].strip().splitlines()
    assert done.returncode == 1
    assert done.stdout.strip().splitlines() == printed
