"""Broken run folders, histories and paths given to the verbs: one clear error each, exit 2."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from mutato.cli.main import main
from tests.helpers.robust_inputs import error_text, write_suite


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    """The tiny suite, one run with mutants and two runs without (no faults at all)."""
    folder = tmp_path_factory.mktemp("runs")
    suite = write_suite(folder)
    for name, extra in (("lexical", []), ("a", ["--no-mutants"]), ("b", ["--no-mutants"])):
        assert main(["run", str(suite), "-c", "lexical", "--out", str(folder / "reports"),
                     "--name", name, "--no-progress", *extra]) == 0
    return folder


def refused(capsys, *argv: str) -> str:
    capsys.readouterr()
    assert main(list(argv)) == 2
    err = capsys.readouterr().err
    assert error_text(err).startswith("mutato: error: ") and "Traceback" not in err
    return error_text(err).removeprefix("mutato: error: ").strip()


def copy_run(work: Path, name: str) -> Path:
    target = work / "reports" / "tiny" / name
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(work / "reports" / "tiny" / "lexical", target)
    return target


def test_a_manifest_that_is_not_an_object(work, capsys):
    run = copy_run(work, "listed")
    (run / "manifest.json").write_text("[1, 2]", encoding="utf-8")
    for verb in ("pick", "gate"):
        assert refused(capsys, verb, str(run)) == (
            f"{run}/manifest.json: expected a JSON object (the manifest `mutato run` writes), "
            "got a list; re-run `mutato run`")


@pytest.mark.parametrize("key, values, shown", [
    ("report", ["abc"], "'abc'"), ("report", [True], "True"), ("grid", [0.5, 7], "7"),
    ("report", "0.5", "'0.5'"),
])
def test_non_numeric_thresholds_in_a_manifest(work, capsys, key, values, shown):
    run = copy_run(work, "thresholds")
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    manifest["thresholds"][key] = values
    (run / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert refused(capsys, "gate", str(run)) == (
        f"{run}/manifest.json: field 'thresholds.{key}': expected a list of numbers in [0, 1], "
        f"got {shown}; fix it or re-run `mutato run`")


def test_cascade_on_runs_with_no_faults(work, capsys):
    runs = work / "reports" / "tiny"
    assert refused(capsys, "cascade", str(runs / "a"), str(runs / "b")) == (
        "a cascade of a and b needs faults to measure detection, but the runs hold none "
        "(4 items, all originals or controls, or every fault ruled out by a label). Run both "
        "checkers on the suite with its mutants (without --no-mutants), then cascade those runs.")
    assert not (runs / "cascade-a-b").exists()


def test_show_skips_a_corrupt_run_and_still_answers(work, capsys):
    run = copy_run(work, "zz-corrupt")
    (run / "claims.parquet").write_bytes(b"junk!")
    mutant_id = json.loads((run / "mutants.jsonl").read_text().splitlines()[0])["id"]
    capsys.readouterr()
    assert main(["show", mutant_id, "--root", str(work / "reports")]) == 0
    captured = capsys.readouterr()
    assert f"mutato: warning: skipped a damaged run: {run}/claims.parquet: cannot be read as " \
           "Parquet" in captured.err
    assert "tiny/lexical" in captured.out and "zz-corrupt" not in captured.out
    (run / "mutants.jsonl").write_text("{not json\n", encoding="utf-8")
    assert main(["show", mutant_id, "--root", str(work / "reports")]) == 0
    assert f"skipped a damaged run: {run}/mutants.jsonl:1:" in capsys.readouterr().err
    shutil.rmtree(run)


def test_a_history_that_is_not_utf8(work, tmp_path, capsys):
    history = tmp_path / "history.csv"
    history.write_bytes(b"label,value\nmonday,0.5\ntuesday,0.4\xff\n")
    assert refused(capsys, "drift", "--history", str(history)) == (
        f"{history}:3: history file is not UTF-8 (byte 0xff at offset 34); save it as UTF-8")


def test_a_history_field_over_the_csv_module_limit(tmp_path, capsys):
    history = tmp_path / "history.csv"
    rows = [f"run{i}-{'x' * 200_000},0.8" for i in range(5)]  # long labels, as exported
    history.write_text("label,value\n" + "\n".join(rows) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["drift", "--history", str(history)]) == 0
    assert "ok: drop 0.0%" in capsys.readouterr().out


def test_paths_of_the_wrong_kind(work, tmp_path, capsys):
    suite = work / "suite.yaml"
    blocker = tmp_path / "reports-file"
    blocker.write_text("my notes\n")
    assert refused(capsys, "run", str(suite), "-c", "lexical", "--out", str(blocker)) == (
        f"--out {str(blocker)!r} is a file; expected a folder to write into "
        f"({str(blocker)!r} is a file). Give another --out, or move the file.")
    assert blocker.read_text() == "my notes\n"
    folder = tmp_path / "a-folder"
    folder.mkdir()
    assert refused(capsys, "run", str(suite), "-c", "lexical", "--out", str(tmp_path / "o"),
                   "--labels", str(folder)) == (
        f"{folder} is a folder; expected a labels file such as labels.jsonl")
    assert refused(capsys, "labels", "export", str(suite), "--out", str(folder)) == (
        f"--out {folder} is a folder; give a file, e.g. review.csv or tasks.json")
    assert list(folder.iterdir()) == []
