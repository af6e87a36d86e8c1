"""The Ray engine on a real local Ray instance: the same tables as the local engine, error
states kept, and a driver killed mid-run resumes with nothing lost."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

from mutato.cli.main import main

ray = pytest.importorskip("ray")
pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
TABLES = ("claims.parquet", "rates.parquet", "verdicts.parquet", "pairs.parquet")


@pytest.fixture(scope="module", autouse=True)
def local_ray():
    """One real local Ray instance for the module: 2 CPUs, no dashboard. Workers import the
    checkout's mutato and tests.helpers through PYTHONPATH."""
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), old) if p)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()
    if old is None:
        os.environ.pop("PYTHONPATH", None)
    else:
        os.environ["PYTHONPATH"] = old


def run(out: Path, *extra: str) -> Path:
    assert main(["run", "larkspur", "--out", str(out), "--no-progress", *extra]) == 0
    return out


def assert_same_tables(left: Path, right: Path) -> None:
    for name in TABLES:
        pd.testing.assert_frame_equal(pd.read_parquet(left / name), pd.read_parquet(right / name))
    for name in ("claims.csv", "rates.csv", "verdicts.csv"):
        assert (left / name).read_bytes() == (right / name).read_bytes(), name


@pytest.mark.parametrize("checker", ["lexical", "embedding"])
def test_ray_and_local_engines_write_identical_tables(checker, tmp_path):
    local = run(tmp_path / "local", "-c", checker) / "larkspur" / checker
    remote = run(tmp_path / "ray", "-c", checker, "--engine", "ray", "--actors", "2")
    remote = remote / "larkspur" / checker
    assert_same_tables(local, remote)
    import json

    manifest = json.loads((remote / "manifest.json").read_text())
    assert manifest["scoring"]["engine"] == {"name": "ray", "address": "local", "actors": 2,
                                             "gpus_per_actor": 0.0}


def test_error_states_come_back_as_error_states(tmp_path):
    options = ["-c", "callable", "-o", "target=tests.helpers.callable_scorers:mixed",
               "--no-gate"]
    local = run(tmp_path / "local", *options) / "larkspur" / "callable"
    remote = run(tmp_path / "ray", *options, "--engine", "ray") / "larkspur" / "callable"
    assert_same_tables(local, remote)
    claims = pd.read_parquet(remote / "claims.parquet")
    assert (claims["n_errors"] > 0).all()


def test_a_killed_driver_resumes_with_nothing_lost(tmp_path):
    store = tmp_path / "scores.sqlite"
    slow = ["-c", "callable", "-o", "target=tests.helpers.callable_scorers:unhurried_scores",
            "-o", "batch_size=8", "--store", str(store)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-m", "mutato.cli.main", "run", "larkspur", "--out", str(tmp_path / "a"),
         "--no-progress", "--engine", "ray", *slow], cwd=ROOT, env=env,
        start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    stored = 0
    try:
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline and child.poll() is None:
            if store.exists():
                try:
                    with sqlite3.connect(store) as db:
                        stored = db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]
                except sqlite3.Error:
                    stored = 0
            if stored >= 80:
                break
            time.sleep(0.1)
    finally:
        os.killpg(child.pid, signal.SIGKILL)  # the driver and the Ray processes it started
        child.wait(timeout=30)
    assert 80 <= stored < 700, f"the child stored {stored} scores before it was killed"
    resumed = run(tmp_path / "b", *slow, "--engine", "ray") / "larkspur" / "callable"
    import json

    scoring = json.loads((resumed / "manifest.json").read_text())["scoring"]
    assert 0 < scoring["reused"] and scoring["scored"] < scoring["distinct_pairs"]
    fresh = run(tmp_path / "c", *slow[:-2]) / "larkspur" / "callable"
    assert_same_tables(resumed, fresh)


def test_actors_run_at_normal_priority():
    """Ray starts workers at niceness 15; the engine's model actors run at 0, as the local
    engine's process does, so other load on the node does not starve them."""
    from mutato.checkers import build_checker
    from mutato.scoring.ray_engine import RayEngine

    engine = RayEngine(actors=1)
    list(engine.map(build_checker("lexical", {}), [(["Plans cost €12."], ["Plans cost €12."])]))
    (pool,) = engine._pools.values()
    try:
        assert ray.get(pool[0].__ray_call__.remote(lambda actor: os.nice(0))) == 0
    finally:
        engine.close()
