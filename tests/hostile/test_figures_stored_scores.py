"""Stored scores are checked when read back: a damaged value is an error state, never a score."""

from __future__ import annotations

import json
import math
import shutil
import sqlite3

import numpy as np
import pandas as pd
import pytest

from mutato.analysis.run_data import load_run
from mutato.cli.main import main
from mutato.errors import MutatoWarning
from mutato.schema import verdicts_at
from mutato.scoring.store import ScoreStore
from tests.helpers.robust_inputs import write_suite

DAMAGE = ["'about 0.9'", "'high'", "1.5", "-0.25", "9e999", "X'00'"]  # SQL literals written in


def test_damaged_rows_in_the_store_become_error_states_with_a_warning(tmp_path, capsys):
    suite = write_suite(tmp_path)
    store = tmp_path / "scores.sqlite"
    args = ["run", str(suite), "-c", "lexical", "--out", str(tmp_path / "o"), "--store",
            str(store), "--no-progress", "--no-gate"]
    assert main(args) == 0
    with sqlite3.connect(store) as db:
        rows = db.execute("SELECT checker, premise_hash, claim_hash FROM scores "
                          "ORDER BY premise_hash, claim_hash").fetchall()
        damaged = rows[:len(DAMAGE)]
        for (checker, p, c), literal in zip(damaged, DAMAGE, strict=True):
            db.execute(f"UPDATE scores SET score = {literal} WHERE checker = ? AND "
                       "premise_hash = ? AND claim_hash = ?", (checker, p, c))
    capsys.readouterr()
    assert main(args) == 0
    captured = capsys.readouterr()
    assert (f"mutato: warning: {len(DAMAGE)} stored score(s) for checker lexical-"
            in captured.err)
    assert "they count as error states, never as scores" in captured.err
    assert f"{len(DAMAGE)} errors" in captured.out
    pairs = pd.read_parquet(tmp_path / "o" / "tiny" / "lexical" / "pairs.parquet")
    bad = pairs[pairs["error"].notna()]
    assert len(bad) >= len(DAMAGE) and bad["score"].isna().all()
    assert bad["error"].str.contains("in the score store; it is damaged").all()
    assert pairs["score"].dropna().between(0, 1).all()
    manifest = json.loads((tmp_path / "o" / "tiny" / "lexical" / "manifest.json").read_text())
    assert manifest["scoring"]["errors"] == len(DAMAGE)


def test_the_store_reader_never_returns_a_bad_value(tmp_path):
    with ScoreStore(tmp_path / "s.sqlite") as store:
        store.put("k", [(f"p{i}", "c", 0.5, {}) for i in range(len(DAMAGE))])
        for i, literal in enumerate(DAMAGE):
            store._db.execute(f"UPDATE scores SET score = {literal} WHERE premise_hash = ?",
                              (f"p{i}",))
        keys = [(f"p{i}", "c") for i in range(len(DAMAGE))]
        found = store.scores("k", keys)
        assert all(isinstance(v, str) and v.startswith("stored score") for v in found.values())
        assert store.get("k", keys) == {}


@pytest.fixture(scope="module")
def run_folder(tmp_path_factory):
    work = tmp_path_factory.mktemp("folder")
    suite = write_suite(work)
    assert main(["run", str(suite), "-c", "lexical", "--out", str(work / "o"),
                 "--no-progress"]) == 0
    return work / "o" / "tiny" / "lexical"


def damage(run_folder, tmp_path, values) -> tuple:
    folder = tmp_path / "run"
    shutil.copytree(run_folder, folder)
    claims = pd.read_parquet(folder / "claims.parquet")
    target = claims.index[claims["role"].eq("fault")][0]
    claims["best_score"] = values(claims, target)
    claims.to_parquet(folder / "claims.parquet")
    return folder, claims, claims.loc[target, "item_id"]


@pytest.mark.parametrize("bad", [1.5, -0.25, math.inf, math.nan])
def test_bad_numbers_in_a_run_folder_become_error_states(run_folder, tmp_path, bad):
    def values(claims, target):
        column = claims["best_score"].copy()
        column[target] = bad
        return column

    folder, claims, item = damage(run_folder, tmp_path, values)
    with pytest.warns(MutatoWarning, match=r"1 best_score value\(s\) are not numbers in"):
        run = load_run(folder)
    row = run.claims.set_index("item_id").loc[item]
    assert math.isnan(row["best_score"]) and row["n_errors"] >= 1
    assert verdicts_at(run.claims, 0.5)[item] == "error"
    assert np.nanmax(run.claims["best_score"]) <= 1.0
    assert run.claims["best_score"].notna().sum() == len(claims) - 1


@pytest.mark.parametrize("bad", ["0.9", "high", "True"])
def test_a_text_score_column_in_a_run_folder_is_all_error_states(run_folder, tmp_path, bad):
    def values(claims, target):
        column = claims["best_score"].map(str)
        column[target] = bad
        return column

    folder, claims, _item = damage(run_folder, tmp_path, values)
    with pytest.warns(MutatoWarning, match=rf"{len(claims)} best_score value\(s\) are not"):
        run = load_run(folder)
    assert run.claims["best_score"].isna().all() and (run.claims["n_errors"] >= 1).all()
    assert set(verdicts_at(run.claims, 0.5)) == {"error"}
