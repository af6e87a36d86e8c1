"""The README's main job and the everyday verbs, through the real command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from mutato.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
FAULT_TYPES = ("number_swap", "negation_flip", "entity_swap", "dropped_condition",
               "derived_number")
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def mutato(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "mutato.cli.main", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def embedding_run(tmp_path_factory):
    """`mutato run larkspur --checker embedding`, as the README shows it, in a fresh folder."""
    work = tmp_path_factory.mktemp("work")
    first = mutato("run", "larkspur", "--checker", "embedding", cwd=work)
    second = mutato("run", "larkspur", "--checker", "embedding", cwd=work)
    return work, first, second


@pytest.mark.slow
def test_the_main_job_writes_a_report_with_every_fault_type(embedding_run):
    work, first, _ = embedding_run
    assert first.returncode == 0, first.stderr
    folder = work / "reports" / "larkspur" / "embedding"
    report = (folder / "report.md").read_text(encoding="utf-8")
    for fault_type in FAULT_TYPES:
        assert fault_type in report
    assert "false alarms: originals" in report and "false alarms: controls" in report
    main_table = report.split("## Detection and false alarms by threshold", 1)[1]
    main_table = main_table.split("\n## ", 1)[0]
    table = [line for line in main_table.splitlines() if line.startswith("| 0.")]
    assert len(table) >= 4  # several thresholds
    assert all("/12 (" in line for line in table)  # originals: k/12 with an interval
    assert (folder / "detection.png").read_bytes().startswith(PNG_MAGIC)
    assert (folder / "report.html").is_file()
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["checker"]["model_id"] == "sentence-transformers/all-MiniLM-L6-v2"
    assert manifest["validity_gate"]["enabled"] and manifest["seed"] == 0
    assert manifest["window_policy"]["sizes"] == [1, 2]
    for library in ("torch", "transformers", "sentence-transformers", "numpy"):
        assert manifest["mutato"][library]
    rates = pd.read_csv(folder / "rates.csv")
    assert set(FAULT_TYPES) <= set(rates["group"])


@pytest.mark.slow
def test_a_rerun_reuses_every_score_and_writes_identical_tables(embedding_run):
    work, first, second = embedding_run
    assert second.returncode == 0, second.stderr
    assert "0 new" in second.stdout and " 0 reused" not in second.stdout
    folder = work / "reports" / "larkspur" / "embedding"
    for name in ("rates.csv", "claims.csv", "verdicts.csv"):
        assert (folder / name).read_bytes()  # non-empty
    # a third run into another store gives the same tables: scores are reproducible
    third = mutato("run", "larkspur", "-c", "embedding", "--out", "again", cwd=work)
    assert third.returncode == 0, third.stderr
    again = work / "again" / "larkspur" / "embedding"
    for name in ("rates.csv", "verdicts.csv"):
        assert (again / name).read_text() == (folder / name).read_text()


def test_mutate_is_deterministic_and_show_prints_the_edit_label_and_scores(tmp_path,
                                                                        monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["mutate", "larkspur", "--out", "a.jsonl"]) == 0
    assert main(["mutate", "larkspur", "--out", "b.jsonl"]) == 0
    assert Path("a.jsonl").read_bytes() == Path("b.jsonl").read_bytes()
    records = [json.loads(line) for line in Path("a.jsonl").read_text().splitlines()]
    assert {r["fault_type"] for r in records if r["kind"] == "fault"} >= set(FAULT_TYPES)
    assert main(["run", "larkspur", "-c", "lexical", "--no-progress"]) == 0
    capsys.readouterr()
    target = next(r for r in records if r["mutator"] == "number_swap")
    assert main(["show", target["id"]]) == 0
    shown = capsys.readouterr().out
    assert target["original"].split()[0] in shown and "[[" in shown
    assert "label" in shown and "larkspur/lexical" in shown
    assert main(["show", target["id"][:-1] + "x"]) == 2


def test_labels_export_and_import_through_the_cli(tmp_path, monkeypatch, capsys):
    suite = tmp_path / "suite.yaml"
    suite.write_text((ROOT / "seeds" / "larkspur" / "suite.yaml").read_text(encoding="utf-8"),
                     encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["labels", "export", str(suite), "--out", "review.csv"]) == 0
    sheet = pd.read_csv("review.csv", keep_default_na=False)
    sheet.loc[0, "label"] = "not_fault"
    sheet.to_csv("review.csv", index=False)
    assert main(["labels", "import", str(suite), "review.csv"]) == 0
    assert "imported 1 labels" in capsys.readouterr().out
    labels = (tmp_path / "labels.jsonl").read_text().splitlines()
    assert json.loads(labels[0]) == {"mutant_id": sheet.loc[0, "mutant_id"],
                                     "label": "not_fault", "reason": ""}
    assert main(["run", str(suite), "-c", "lexical", "--no-progress"]) == 0
    claims = pd.read_parquet(tmp_path / "reports" / "larkspur" / "lexical" / "claims.parquet")
    row = claims.set_index("item_id").loc[sheet.loc[0, "mutant_id"]]
    assert row["label"] == "not_fault" and not row["counted"]


def test_a_bad_suite_fails_cleanly_naming_file_line_and_field(tmp_path):
    bad = tmp_path / "faq.jsonl"
    bad.write_text('{"id": "a", "claim": "Fine.", "passages": ["Fine."]}\n'
                   '{"id": "b", "passages": ["No claim here."]}\n', encoding="utf-8")
    result = mutato("run", str(bad), "-c", "lexical", cwd=tmp_path)
    assert result.returncode == 2
    assert f"{bad}:2: field 'claim'" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "reports" / "faq").exists()


def test_an_unknown_checker_gets_a_suggestion(tmp_path):
    result = mutato("run", "larkspur", "-c", "embeding", cwd=tmp_path)
    assert result.returncode == 2 and "Did you mean 'embedding'?" in result.stderr


@pytest.mark.slow
def test_real_faq_answers_run_as_they_are(tmp_path):
    suite = ROOT / "seeds" / "faq" / "suite.jsonl"
    result = mutato("run", str(suite), "-c", "lexical", "--no-progress", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    report = (tmp_path / "reports" / "faq" / "lexical" / "report.md").read_text()
    assert "number_swap" in report and "false alarms: originals" in report


def test_a_threshold_outside_zero_one_is_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["run", "larkspur", "-c", "lexical", "-t", "98"]) == 2
    assert ("--threshold: expected a support score in [0, 1], got 98.0; e.g. --threshold 0.5"
            in capsys.readouterr().err)


def _table_rows(markdown: str) -> dict[str, dict[str, str]]:
    """threshold -> {column: cell} for the first Markdown table whose header is 'threshold'."""
    lines = [line for line in markdown.splitlines() if line.startswith("| ")]
    header_at = next(i for i, line in enumerate(lines) if line.startswith("| threshold |"))
    header = [cell.strip() for cell in lines[header_at].strip("|").split("|")]
    rows = {}
    for line in lines[header_at + 1:]:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if not cells[0].replace(".", "", 1).isdigit():
            break
        rows[cells[0]] = dict(zip(header, cells, strict=True))
    return rows


@pytest.mark.slow
def test_the_readme_report_excerpt_is_what_the_main_job_prints(embedding_run):
    work, first, _ = embedding_run
    assert first.returncode == 0, first.stderr
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    excerpt = _table_rows(readme.split("## What a report says", 1)[1])
    report = (work / "reports" / "larkspur" / "embedding" / "report.md").read_text("utf-8")
    printed = _table_rows(report)
    assert len(excerpt) >= 3
    for threshold, cells in excerpt.items():
        for column, cell in cells.items():
            assert printed[threshold][column] == cell, (threshold, column)
