"""Small suites and miswired checkers for the hostile-input tests (tests/hostile/)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mutato.checkers.base import PairScore
from mutato.checkers.lexical import LexicalChecker

ROOT = Path(__file__).resolve().parents[2]

#: A suite of two context sets and four confirmed faithful claims, as YAML.
SUITE = """\
name: tiny
passages:
  plans: The Team plan costs 12 euros per user per month. Single sign-on is available on the Enterprise plan.
  export: Workspace owners can export all data as a ZIP file. Export links expire after 7 days.
claims:
  - id: price
    claim: The Team plan costs 12 euros per user per month.
    passages: [plans]
  - id: sso
    claim: Single sign-on is available on the Enterprise plan.
    passages: [plans]
  - id: export
    claim: Workspace owners can export all data as a ZIP file.
    passages: [export]
  - id: expiry
    claim: Export links expire after 7 days.
    passages: [export]
"""


def write_suite(folder: Path, extra_claims: str = "", *, tail: str = "",
                name: str = "suite.yaml") -> Path:
    """The tiny suite, with more claims (YAML list items) and top-level keys appended."""
    path = folder / name
    path.write_text(SUITE + extra_claims + tail, encoding="utf-8")
    return path


class Miswired:
    """The lexical checker, wired wrong in one of several ways a user's code can be."""

    premise_policy = "windows"

    def __init__(self, mode: str, *, batch_size: int = 64, seed: int = 0) -> None:
        self.inner = LexicalChecker()
        self.mode = mode
        self.batch_size = batch_size
        self.seed = seed
        self.name = f"lexical-{mode}"

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "batch_size": self.batch_size, "seed": self.seed}

    def manifest(self) -> dict[str, Any]:
        return self.fingerprint()

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        import random

        scores = self.inner.score_pairs(premises, claims)
        if self.mode == "reversed":
            return scores[::-1]
        if self.mode == "swapped":  # the label map read the wrong way round
            return [PairScore(1.0 - s.score) for s in scores]  # type: ignore[operator]
        if self.mode == "rotated":
            return scores[1:] + scores[:1]
        if self.mode == "shuffled":
            shuffled = list(scores)
            random.Random(self.seed).shuffle(shuffled)
            return shuffled
        return scores


def run_cli(*args: str, cwd: Path, pythonpath: Sequence[Path] = ()) -> subprocess.CompletedProcess:
    """``python -m mutato.cli ARGS`` in a real process (for checker code that exits)."""
    paths = [str(ROOT), *(str(p) for p in pythonpath)]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "HF_HUB_OFFLINE": "1",
           "TRANSFORMERS_OFFLINE": "1"}
    env.pop("MUTATO_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "mutato.cli.main", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def error_text(err: str) -> str:
    """stderr without the progress line ``mutato run`` prints before it loads a checker."""
    return "".join(line for line in err.splitlines(True)
                   if not line.startswith("loading checker "))
