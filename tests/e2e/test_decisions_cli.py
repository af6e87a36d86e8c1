"""The decision verbs end to end: real lexical and embedding runs of larkspur, then pick,
cascade, compare, answers, gate and drift through ``mutato.cli.main.main`` (and once through a
subprocess), plus the reference's cascade from two synthetic run folders.

The larkspur assertions hold whether or not the built-in mutators produce fault mutants;
the checks that need faults skip with a reason when there are none.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd
import pytest

from mutato.analysis.run_data import load_run
from mutato.analysis.sweep import sweep
from mutato.cli.main import main
from tests.helpers.reference_runs import reference_runs

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, Path]:
    """A lexical and an embedding run of larkspur (embedding loads MiniLM offline)."""
    out = tmp_path_factory.mktemp("reports")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HF_HUB_OFFLINE", "1")
        patch.setenv("TRANSFORMERS_OFFLINE", "1")
        for checker in ("lexical", "embedding"):
            assert main(["run", "larkspur", "-c", checker, "--out", str(out),
                         "--no-progress"]) == 0
    return {"out": out, "lexical": out / "larkspur" / "lexical",
            "embedding": out / "larkspur" / "embedding"}


def fault_count(folder: Path) -> int:
    claims = load_run(folder).claims
    return int((claims["role"].eq("fault") & claims["counted"]).sum())


def sections(folder: Path) -> set[str]:
    return {p.stem for p in (folder / "sections").glob("*.json")}


def test_pick_saves_threshold_sections_and_plot(runs, capsys):
    assert main(["pick", str(runs["lexical"]), "--max-false-alarm", "0.1"]) == 0
    out = capsys.readouterr().out
    assert "ROC AUC" in out and "split by claim id: " in out
    assert "at most 0.1" in out
    assert {"threshold-choice", "sample-size-plan"} <= sections(runs["lexical"])
    assert (runs["lexical"] / "threshold_choice.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    section = json.loads((runs["lexical"] / "sections" / "threshold-choice.json").read_text())
    assert '<table class="section-table">' in section["html"] and "<script" not in section["html"]
    if fault_count(runs["lexical"]):
        assert "picked threshold: " in out and "held-out (report this)" in out
    else:
        assert "no threshold picked" in out
    # the reports were re-rendered with the section
    assert "Threshold choice" in (runs["lexical"] / "report.md").read_text()


def test_add_run_sections_is_what_mutato_run_calls(runs):
    from mutato.decide.run_sections import add_run_sections

    paths = add_run_sections(runs["embedding"])
    assert {p.stem for p in paths} == {"threshold-choice", "sample-size-plan", "answers",
                                       "contradiction-levels"}
    curve = pd.read_parquet(runs["embedding"] / "threshold_curve.parquet")
    assert set(curve.loc[curve["operating_point"], "threshold"]) <= {0.5, 0.7, 0.9, 0.98}
    auc = pd.read_csv(runs["embedding"] / "roc_auc.csv")
    assert auc["group"].iloc[0] == "all"
    report = (runs["embedding"] / "report.md").read_text()
    assert "## Threshold choice" in report and "## Answers" in report


def test_answers_of_the_larkspur_suite(runs, capsys):
    assert main(["answers", str(runs["lexical"]), "-t", "0.5"]) == 0
    out = capsys.readouterr().out
    assert "macro mean" in out and "micro mean" in out and "unsupported-answer rate" in out
    # five answers, one of them a refusal
    row = next(line for line in out.splitlines() if line.strip().startswith("0.5"))
    assert row.split()[1:3] == ["5", "1"]
    assert "answers" in sections(runs["lexical"])


def test_cascade_writes_a_cascade_folder(runs, capsys):
    status = main(["cascade", str(runs["lexical"]), str(runs["embedding"]),
                   "--judge-threshold", "0.9", "--target-detection", "0.5"])
    out = capsys.readouterr().out
    folder = runs["out"] / "larkspur" / "cascade-lexical-embedding"
    for name in ("report.md", "report.html", "frontier.png", "frontier.csv",
                 "frontier.parquet", "cascade_rates.csv", "blind_spots.csv", "cascade.json",
                 "sections/cascade.json"):
        assert (folder / name).is_file(), name
    # the cascade also shows in the second checker's run report
    assert "cascade-lexical" in sections(runs["embedding"])
    assert "Cascade: lexical routed to embedding" in \
        (runs["embedding"] / "report.html").read_text(encoding="utf-8")
    frontier = pd.read_parquet(folder / "frontier.parquet")
    items = len(load_run(runs["lexical"]).claims)
    alone = frontier[frontier["routing"] == float("inf")].iloc[0]
    assert alone["b_calls"] == items
    assert frontier["b_calls"].is_monotonic_increasing
    assert "B alone" in out
    if fault_count(runs["lexical"]):
        met = "cheapest to reach" in out
        assert status == (0 if met else 1)
    else:
        assert status == 1 and "no routing threshold reaches" in out


def test_cascade_refuses_runs_of_different_mutants(runs, tmp_path, capsys):
    other = tmp_path / "larkspur" / "other"
    claims = load_run(runs["embedding"]).claims.iloc[1:]
    write_run(other, claims)
    assert main(["cascade", str(runs["lexical"]), str(other)]) == 2
    assert "1 item ids differ: 1 only in larkspur/lexical, 0 only in" in capsys.readouterr().err


def test_compare_saves_into_run_b(runs, capsys):
    assert main(["compare", str(runs["lexical"]), str(runs["embedding"]), "-t", "0.9"]) == 0
    out = capsys.readouterr().out
    assert "p (exact McNemar)" in out and "threshold 0.9 (given)" in out
    assert "comparison-lexical" in sections(runs["embedding"])
    section = json.loads((runs["embedding"] / "sections" / "comparison-lexical.json").read_text())
    if fault_count(runs["lexical"]):
        assert "| all |" in section["markdown"]


def test_gate_passing_and_failing_with_junit(runs, tmp_path, capsys):
    folder = str(runs["lexical"])
    junit = tmp_path / "gate.xml"
    if fault_count(runs["lexical"]) == 0:
        assert main(["gate", folder, "--min-detection", "all=0.1", "--junit", str(junit)]) == 1
        assert "n = 0" in capsys.readouterr().out
        pytest.skip("larkspur has no fault mutants yet (built-in mutators not registered)")
    assert main(["gate", folder, "--min-detection", "all=0.0", "--max-false-alarm", "1.0",
                 "--threshold", "0.5"]) == 0
    assert "gate PASSED" in capsys.readouterr().out
    status = main(["gate", folder, "--min-detection", "all=0.99", "--max-false-alarm", "0.05",
                   "--max-false-alarm", "controls=0.1", "--junit", str(junit)])
    out = capsys.readouterr().out
    assert status == 1
    assert "gate FAILED" in out and "Wilson 95% lower bound" in out
    assert "the run's operating point" in out
    root = ET.parse(junit).getroot()
    cases = root.findall(".//testcase")
    assert len(cases) == 4                                  # 3 checks + the run's validity gate
    assert cases[3].get("name") == "validity gate (canaries) passed"
    assert cases[3].find("failure") is None
    assert cases[0].find("failure") is not None            # lower bound < 0.99 always
    assert cases[1].find("failure") is not None            # 12 originals: upper bound >= 0.24
    assert "regression-gate" in sections(runs["lexical"])


def test_gate_rejects_a_bad_spec(runs, capsys):
    assert main(["gate", str(runs["lexical"]), "--min-detection", "all=lots"]) == 2
    assert "GROUP=RATE" in capsys.readouterr().err


def test_drift_over_runs_and_a_history(runs, tmp_path, capsys):
    folder = str(runs["lexical"])
    assert main(["drift", folder, folder, "--metric", "false_alarm"]) == 0
    assert "no verdict" in capsys.readouterr().out
    assert main(["drift", *[folder] * 5, "--metric", "false_alarm"]) == 0
    assert "ok: drop 0.0%" in capsys.readouterr().out
    assert "drift-false_alarm" in sections(runs["lexical"])
    assert main(["drift", *[folder] * 5, "--metric", "unsupported_answer_rate",
                 "-t", "0.5"]) == 0
    assert "share of answers fully supported" in capsys.readouterr().out
    history = tmp_path / "weekly.csv"
    history.write_text("label,value\n" + "".join(
        f"week {i},{v}\n" for i, v in enumerate([0.88, 0.86, 0.89, 0.87, 0.85, 0.84, 0.82,
                                                  0.76], start=1)))
    assert main(["drift", "--history", str(history)]) == 3
    assert "CRITICAL drop 10.1% (base 0.845" in capsys.readouterr().out
    assert main(["drift", "--history", str(history), "--critical", "0.11"]) == 0
    assert main(["drift", "--history", str(history), "--critical", "0.11",
                 "--fail-on", "warning"]) == 3
    capsys.readouterr()
    assert main(["drift"]) == 2


def test_subprocess_gate_exit_code_and_message(runs, tmp_path):
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "mutato.cli.main", "gate", str(runs["lexical"]),
         "--max-false-alarm", "0.01", "--no-save"],
        capture_output=True, text=True, env=env, timeout=120, check=False)
    assert result.returncode == 1, result.stderr
    assert "false alarms originals <= 0.01: FAIL" in result.stdout
    missing = subprocess.run([sys.executable, "-m", "mutato.cli.main", "pick",
                              str(tmp_path / "nope")], capture_output=True, text=True,
                             env=env, timeout=120, check=False)
    assert missing.returncode == 2 and "does not exist" in missing.stderr


# ----------------------------------------------------------------------------- reference


def write_run(folder: Path, claims: pd.DataFrame, *, suite: str = "larkspur",
              report=(0.5, 0.9, 0.98)) -> Path:
    """A run folder with the files `mutato run` writes that decisions and reports read."""
    folder.mkdir(parents=True, exist_ok=True)
    claims.to_parquet(folder / "claims.parquet", index=False)
    sweep(claims, thresholds=list(report)).to_parquet(folder / "rates.parquet", index=False)
    (folder / "manifest.json").write_text(json.dumps({
        "suite": {"name": suite, "path": None}, "checker": {"name": folder.name},
        "thresholds": {"report": list(report), "grid": list(report)},
        "validity_gate": {"enabled": True, "canary_triples": 3, "passed": 3}}))
    return folder


def test_reference_cascade_through_the_cli(tmp_path, capsys):
    nli, judge = reference_runs()
    a = write_run(tmp_path / "reports" / "larkspur" / "nli", nli)
    b = write_run(tmp_path / "reports" / "larkspur" / "judge", judge)
    assert main(["cascade", str(a), str(b), "--target-detection", "0.9",
                 "--routing", "0.5", "--routing", "0.98"]) == 0
    out = capsys.readouterr().out
    lines = {line.split()[0] + (" " + line.split()[1] if line.split()[0] == "B" else ""): line
             for line in out.splitlines()[1:] if line.startswith("  ")}
    assert "19/38" in lines["0.5"] and "18/24" in lines["0.5"]
    assert "24/38" in lines["0.98"] and "22/24" in lines["0.98"]
    assert "38/38" in lines["B alone"] and "22/24" in lines["B alone"]
    assert "routing at 0.98 is the cheapest" in out
    spots = pd.read_csv(tmp_path / "reports" / "larkspur" / "cascade-nli-judge" /
                        "blind_spots.csv")
    assert sorted(spots.loc[(spots["routing"] == 0.5) & (spots["fault_type"] == "entity_swap"),
                            "item_id"]) == ["ent5", "ent6", "ent7", "ent8"]


def test_reference_gate_and_compare_through_the_cli(tmp_path, capsys):
    nli, judge = reference_runs()
    a = write_run(tmp_path / "larkspur" / "nli", nli)
    b = write_run(tmp_path / "larkspur" / "judge", judge)
    # 9/9 plan swaps at 0.98: the lower bound 0.70 clears 0.7 but not 0.75
    assert main(["gate", str(a), "-t", "0.98", "--min-detection", "entity_swap=0.7"]) == 0
    assert main(["gate", str(a), "-t", "0.98", "--min-detection", "entity_swap=0.75"]) == 1
    assert "9/9 = 1.000, Wilson 95% lower bound 0.701 < target 0.75" in capsys.readouterr().out
    assert main(["compare", str(a), str(b), "-t", "0.5"]) == 0
    out = capsys.readouterr().out
    assert "newly caught by B (4)" in out           # the four plan swaps NLI passed at 0.5
    assert "comparison-nli" in sections(b)
    assert main(["pick", str(a)]) == 0
