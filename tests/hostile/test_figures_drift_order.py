"""`drift` orders runs by the time their manifest records, and refuses alarm levels that
cannot fire."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from mutato.cli.main import main
from tests.helpers.robust_inputs import write_suite


@pytest.fixture(scope="module")
def history(tmp_path_factory) -> list[Path]:
    """Five runs; the last made (09:04) detects far less than the four before it."""
    work = tmp_path_factory.mktemp("drift")
    suite = write_suite(work)
    assert main(["run", str(suite), "-c", "lexical", "--out", str(work / "r"),
                 "--name", "base", "--no-progress"]) == 0
    base = work / "r" / "tiny" / "base"
    runs = []
    for day in range(5):
        run = work / "r" / "tiny" / f"run{day}"
        shutil.copytree(base, run)
        manifest = json.loads((run / "manifest.json").read_text())
        manifest["created"] = f"2026-01-01T09:0{day}:00Z"
        (run / "manifest.json").write_text(json.dumps(manifest))
        if day == 4:  # the newest run: the checker suddenly passes every fault
            claims = pd.read_parquet(run / "claims.parquet")
            claims.loc[claims["role"].eq("fault"), "best_score"] = 1.0
            claims.to_parquet(run / "claims.parquet")
        runs.append(run)
    return runs


def test_runs_given_out_of_order_are_ordered_by_run_time(history, capsys):
    scrambled = [history[4], history[2], history[0], history[3], history[1]]
    capsys.readouterr()
    assert main(["drift", *map(str, scrambled), "--no-save"]) == 3  # the drop is caught
    out = capsys.readouterr().out
    assert "runs ordered by their run time (manifest 'created'), not the order given" in out
    table = [line.split()[0] for line in out.splitlines() if line.startswith("  run")][1:]
    assert table == ["run0", "run1", "run2", "run3", "run4"]
    assert "CRITICAL drop 100.0%" in out


def test_a_manifest_without_a_run_time(history, capsys, tmp_path):
    run = tmp_path / "timeless"
    shutil.copytree(history[0], run)
    manifest = json.loads((run / "manifest.json").read_text())
    manifest["created"] = "yesterday"
    (run / "manifest.json").write_text(json.dumps(manifest))
    capsys.readouterr()
    assert main(["drift", str(run), str(history[1]), "--no-save"]) == 2
    assert capsys.readouterr().err == (
        f"mutato: error: {run}/manifest.json: field 'created': expected the run time (e.g. "
        "2026-01-31T09:00:00Z), got 'yesterday'; drift orders runs by it. Re-run `mutato run` "
        "to rewrite the manifest.\n")


@pytest.mark.parametrize("option, value", [("--critical", "inf"), ("--critical", "nan"),
                                           ("--warning=-inf", None), ("--critical", "1.5"),
                                           ("--warning", "0")])
def test_alarm_levels_that_cannot_fire_are_refused(history, capsys, option, value):
    capsys.readouterr()
    given = [option] if value is None else [option, value]
    assert main(["drift", *map(str, history), "--no-save", *given]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mutato: error: expected relative drops 0 < warning <= critical <= 1 "
                          "(e.g. 0.05 and 0.10), got warning=")
