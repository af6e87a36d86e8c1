"""The README's commands are the ones CI runs and the ones the code accepts."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_ci_runs_the_readme_test_command_verbatim():
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    test_command = ci_lines[-1]
    # the whole suite (no path narrows it), one worker per core, a test file's tests together
    assert test_command.endswith("&& pytest -n auto --dist loadfile")
    assert test_command in README


def test_the_readme_main_command_installs_torch_first_and_runs_larkspur():
    main = next(line for line in README.splitlines() if line.endswith("--checker embedding"))
    assert main.index("torch==2.13.0") < main.index("pip install -e .")
    assert "mutato run larkspur" in main


def test_every_verb_the_readme_uses_exists():
    from mutato.cli.main import _parser

    verbs = set(_parser()._subparsers._group_actions[0].choices)
    used = set(re.findall(r"^mutato (\w+)", README, flags=re.M))
    used |= set(re.findall(r"`mutato (\w+)", README))
    assert used and used <= verbs, used - verbs
