"""The ``command`` checker with small Python scripts written to tmp_path."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from mutato.checkers import build_checker, fingerprint_key
from mutato.checkers.command import CommandChecker
from mutato.errors import CheckerError
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore
from mutato.suite.loading import load_suite

OVERLAP = """
import json, re, sys
words = lambda t: set(re.findall(r"[a-z0-9€]+", t.lower()))
for n, line in enumerate(sys.stdin):
    pair = json.loads(line)
    c, p = words(pair["claim"]), words(pair["premise"])
    score = len(c & p) / max(1, len(c))
    if "UNSCORABLE" in pair["claim"]:
        print(json.dumps({"error": "claim marked unscorable"}))
    elif n % 2:
        print(json.dumps({"score": score, "detail": {"words": len(c)}}))
    else:
        print(score)
"""
CRASH = """
import sys
sys.stdin.read()
for i in range(1, 31):
    print(f"log line {i}", file=sys.stderr)
print("Traceback: CUDA out of memory", file=sys.stderr)
sys.exit(3)
"""
TOO_FEW = """
import sys
lines = sys.stdin.readlines()
print("warning: skipped one pair", file=sys.stderr)
for _ in lines[1:]:
    print(0.5)
"""
GARBAGE = """
import sys
for line in sys.stdin:
    print("score=high")
print("I printed words instead of numbers", file=sys.stderr)
"""
SOME_BAD = """
import sys
answers = iter(["0.5", "1.7", "NaN", "true", '{"score": "x"}', '{"detail": {}}'])
for line in sys.stdin:
    print(next(answers))
"""
SLOW = """
import sys, time
time.sleep(10)
"""


def command(tmp_path: Path, source: str, **options: object) -> CommandChecker:
    script = tmp_path / "scorer.py"
    script.write_text(source, encoding="utf-8")
    cmd = f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"
    return CommandChecker(cmd=cmd, **options)


def test_scores_are_read_line_by_line(tmp_path: Path) -> None:
    checker = command(tmp_path, OVERLAP)
    scores = checker.score_pairs(["Links expire after 7 days."] * 3,
                                 ["Links expire after 7 days.", "Links expire in 9 weeks.",
                                  "UNSCORABLE claim"])
    assert scores[0].score == 1.0 and scores[1].score == 0.4
    assert scores[1].detail == {"words": 5}
    assert not scores[2].ok and "claim marked unscorable" in scores[2].error
    assert checker.manifest()["runs"] == 1


def test_a_crash_shows_the_tail_of_stderr(tmp_path: Path) -> None:
    scores = command(tmp_path, CRASH).score_pairs(["p", "q"], ["c", "d"])
    assert all(not s.ok for s in scores)
    error = scores[0].error
    assert "exited with status 3" in error and "CUDA out of memory" in error
    assert "log line 30" in error and "log line 12" in error
    assert "log line 11\n" not in error  # only the last 20 lines are kept


def test_too_few_lines_is_an_error_for_the_whole_batch(tmp_path: Path) -> None:
    scores = command(tmp_path, TOO_FEW).score_pairs(["p"] * 3, ["a", "b", "c"])
    assert all(not s.ok for s in scores)
    assert "printed 2 lines for 3 pairs" in scores[0].error
    assert "skipped one pair" in scores[0].error


def test_garbage_is_an_error_naming_the_line(tmp_path: Path) -> None:
    scores = command(tmp_path, GARBAGE).score_pairs(["p", "q"], ["c", "d"])
    assert all(not s.ok for s in scores)
    assert "output line 2 is not a score: 'score=high'" in scores[1].error
    assert "instead of numbers" in scores[1].error


def test_each_unusable_value_is_its_own_error(tmp_path: Path) -> None:
    scores = command(tmp_path, SOME_BAD).score_pairs(["p"] * 6, list("abcdef"))
    assert scores[0].score == 0.5
    assert [s.ok for s in scores] == [True] + [False] * 5


def test_a_program_that_hangs_times_out(tmp_path: Path) -> None:
    [score] = command(tmp_path, SLOW, timeout=0.5).score_pairs(["p"], ["c"])
    assert not score.ok and "timeout=0.5s" in score.error


def test_a_missing_program_is_a_checker_error() -> None:
    with pytest.raises(CheckerError, match="cannot find the program 'no-such-scorer-xyz'"):
        build_checker("command", {"cmd": "no-such-scorer-xyz --fast"})


def test_fingerprint_has_the_command_and_the_version(tmp_path: Path) -> None:
    v1, v2 = command(tmp_path, OVERLAP, version="1"), command(tmp_path, OVERLAP, version="2")
    assert v1.fingerprint()["cmd"] == v1.cmd and v1.fingerprint()["version"] == "1"
    assert fingerprint_key(v1) != fingerprint_key(v2)


def test_through_the_scoring_engine(tmp_path: Path) -> None:
    items = items_for(load_suite("larkspur"), [])
    checker = command(tmp_path, OVERLAP, batch_size=50)
    result = score_items(items, checker, ScoreStore(":memory:"), progress=False)
    assert result.stats.errors == 0 and result.stats.scored == result.stats.distinct_pairs
    best = dict(zip(result.claims["item_id"], result.claims["best_score"], strict=True))
    assert best["export-expiry"] == 1.0
    assert checker.runs == -(-result.stats.distinct_pairs // 50)


def test_a_crashing_program_through_the_engine_is_counted_as_errors(tmp_path: Path) -> None:
    items = items_for(load_suite("larkspur"), [])
    result = score_items(items, command(tmp_path, CRASH), ScoreStore(":memory:"), progress=False)
    assert result.stats.errors == result.stats.distinct_pairs
    assert result.claims["best_score"].isna().all()
