"""The engine scores each distinct pair once, reuses the store, and survives being killed."""

from __future__ import annotations

import math
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pandas as pd
import pytest

from mutato.checkers.base import PairScore
from mutato.mutation.mutants import generate_mutants
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore
from mutato.suite.loading import load_suite
from tests.helpers.hash_checker import HashChecker

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def larkspur_items():
    suite = load_suite("larkspur")
    return items_for(suite, generate_mutants(suite, seed=0))


def test_each_distinct_pair_is_scored_once(larkspur_items):
    checker = HashChecker()
    duplicated = list(larkspur_items) + list(larkspur_items[:5])  # same texts again
    result = score_items(duplicated, checker, ScoreStore(":memory:"), progress=False)
    assert checker.pairs_seen == result.stats.distinct_pairs == result.stats.scored
    assert result.stats.pairs > result.stats.distinct_pairs
    assert len(result.claims) == len(duplicated)


def test_a_rerun_reuses_every_stored_score_and_gives_identical_tables(larkspur_items, tmp_path):
    store_path = tmp_path / "scores.sqlite"
    with ScoreStore(store_path) as store:
        cold = score_items(larkspur_items, HashChecker(), store, progress=False)
    warm_checker = HashChecker()
    with ScoreStore(store_path) as store:
        warm = score_items(larkspur_items, warm_checker, store, progress=False)
    assert warm_checker.pairs_seen == 0
    assert warm.stats.reused == cold.stats.distinct_pairs and warm.stats.scored == 0
    pd.testing.assert_frame_equal(cold.claims, warm.claims)
    pd.testing.assert_frame_equal(cold.pairs, warm.pairs)


def test_best_support_is_the_max_over_windows_and_records_the_window(larkspur_items):
    result = score_items(larkspur_items, HashChecker(), ScoreStore(":memory:"), progress=False)
    for item_id, group in result.pairs.groupby("item_id"):
        row = result.claims.set_index("item_id").loc[item_id]
        assert row.best_score == group.score.max()
        assert group.set_index("window").loc[row.best_window].score == row.best_score


class FlakyChecker(HashChecker):
    """Fails on pairs whose claim mentions 'ZIP'; returns NaN for 'Storage'."""

    def score_pairs(self, premises, claims):
        if any("ZIP" in c for c in claims):
            raise RuntimeError("model server fell over")
        out = super().score_pairs(premises, claims)
        return [PairScore(math.nan) if "Storage" in c else s for s, c in zip(out, claims, strict=True)]


def test_errors_are_error_states_never_stored_and_retried(tmp_path):
    suite = load_suite("larkspur")
    items = items_for(suite, [])
    store_path = tmp_path / "s.sqlite"
    with ScoreStore(store_path) as store:
        result = score_items(items, FlakyChecker(batch_size=1), store, progress=False)
        claims = result.claims.set_index("item_id")
        assert claims.loc["export-zip", "n_errors"] > 0
        assert "model server fell over" in claims.loc["export-zip", "error"]
        assert math.isnan(claims.loc["storage-pooled", "best_score"])
        assert claims.loc["storage-pooled", "error"] == "score is NaN"
        assert result.stats.errors > 0
        stored = store.count()
    assert stored == result.stats.distinct_pairs - result.stats.errors
    with ScoreStore(store_path) as store:
        retry = score_items(items, HashChecker(batch_size=1), store, progress=False)
    assert retry.stats.scored == result.stats.errors and retry.stats.errors == 0


def test_a_short_answer_from_a_checker_is_an_error_for_the_whole_batch():
    class Short(HashChecker):
        def score_pairs(self, premises, claims):
            return super().score_pairs(premises, claims)[:-1]

    items = items_for(load_suite("larkspur"), [])[:1]
    result = score_items(items, Short(batch_size=64), ScoreStore(":memory:"), progress=False)
    assert result.pairs.error.str.contains("returned").all()


def test_a_killed_run_loses_nothing_stored_and_resumes_to_identical_tables(larkspur_items,
                                                                           tmp_path):
    store_path = tmp_path / "scores.sqlite"
    child = subprocess.Popen([sys.executable, "-m", "tests.helpers.hash_checker",
                              str(store_path)], cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        stored = 0
        while time.monotonic() < deadline:
            if store_path.exists():
                with ScoreStore(store_path) as store:
                    stored = store.count()
            if stored >= 40:
                break
            time.sleep(0.02)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == -signal.SIGKILL
    with ScoreStore(store_path) as store:
        kept = store.count()
        assert 40 <= kept
        resumed = score_items(larkspur_items, HashChecker(), store, progress=False)
    assert resumed.stats.reused == kept > 0
    assert resumed.stats.scored == resumed.stats.distinct_pairs - kept > 0
    fresh = score_items(larkspur_items, HashChecker(), ScoreStore(":memory:"), progress=False)
    pd.testing.assert_frame_equal(resumed.claims, fresh.claims)
    pd.testing.assert_frame_equal(resumed.pairs, fresh.pairs)


def test_two_runs_writing_one_store_at_once_do_not_corrupt_it(larkspur_items, tmp_path):
    store_path = tmp_path / "shared.sqlite"
    results, failures = [], []

    def work():
        try:
            with ScoreStore(store_path) as store:
                results.append(score_items(larkspur_items, HashChecker(batch_size=2), store,
                                           progress=False))
        except Exception as exc:  # pragma: no cover - reported below
            failures.append(exc)

    threads = [threading.Thread(target=work) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures
    pd.testing.assert_frame_equal(results[0].claims, results[1].claims)
    with ScoreStore(store_path) as store:
        assert store.count() == results[0].stats.distinct_pairs
        integrity = store._db.execute("PRAGMA integrity_check").fetchone()[0]
    assert integrity == "ok"
