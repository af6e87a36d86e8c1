"""`gate` on an ungated run, and scores written to claims.csv at full precision."""

from __future__ import annotations

import csv
import json

import pandas as pd

from mutato.io_safety.run_folder import table_writers


def test_gate_fails_a_run_made_with_no_gate_unless_allowed(tmp_path, cli):
    out = tmp_path / "out"
    assert cli("run", "larkspur", "-c", "lexical", "--out", out, "--no-gate",
               "--no-progress")[0] == 0
    folder = out / "larkspur" / "lexical"
    code, stdout, _ = cli("gate", folder, "--min-detection", "0.0", "--no-save")
    assert code == 1
    assert ("validity gate (canaries) passed: FAIL, the run skipped it (--no-gate); re-run "
            "without --no-gate, or pass --allow-ungated") in stdout
    code, stdout, _ = cli("gate", folder, "--min-detection", "0.0", "--no-save",
                          "--allow-ungated")
    assert code == 0
    assert "validity gate (canaries) passed: ALLOWED, the run skipped it (--no-gate)" in stdout


def test_gate_fails_a_run_whose_canaries_failed_or_were_never_built(tmp_path, cli):
    out = tmp_path / "out"
    assert cli("run", "larkspur", "-c", "lexical", "--out", out, "--no-progress")[0] == 0
    folder = out / "larkspur" / "lexical"
    assert cli("gate", folder, "--min-detection", "0.0", "--no-save")[0] == 0
    manifest_path = folder / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    for record, problem in [({"enabled": True, "canary_triples": 3, "passed": 1},
                             "only 1 of 3 canary triples passed"),
                            ({"enabled": True, "canary_triples": 0, "passed": 0},
                             "no canary could be built, so nothing checked the wiring"),
                            ("garbage", "the run records no validity gate")]:
        manifest["validity_gate"] = record
        manifest_path.write_text(json.dumps(manifest))
        code, stdout, _ = cli("gate", folder, "--min-detection", "0.0", "--no-save")
        assert code == 1
        assert f"validity gate (canaries) passed: FAIL, {problem}" in stdout


def test_claims_csv_keeps_every_digit_of_a_score(tmp_path):
    frame = pd.DataFrame({"item_id": ["a", "b"], "best_score": [0.97999995, 1 / 3]})
    path = tmp_path / "claims.csv"
    table_writers("claims", frame)["claims.csv"](path)
    with path.open(newline="") as handle:
        scores = [float(row["best_score"]) for row in csv.DictReader(handle)]
    assert scores == [0.97999995, 1 / 3]
    assert scores[0] < 0.98  # caught at 0.98, and the CSV says so
