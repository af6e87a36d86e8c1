"""The review loop through the command line: labels change after a run and the report says
so; precision per mutator in the report; sheets and Label Studio files through the CLI;
`show` on a claim id."""

from __future__ import annotations

import csv
import io
import json
import shutil

import pandas as pd

from mutato.cli.main import main
from mutato.suite.loading import load_suite
from mutato.suite.reviews import Ruling, load_reviews, save_reviews


def _suite(tmp_path):
    path = tmp_path / "suite.yaml"
    shutil.copy(load_suite("larkspur").source, path)
    return path


def test_report_rereads_labels_and_shows_precision_and_confirmed_detection(tmp_path, capsys):
    suite = _suite(tmp_path)
    out = tmp_path / "out"
    assert main(["run", str(suite), "-c", "lexical", "--out", str(out), "--no-progress"]) == 0
    folder = out / "larkspur" / "lexical"
    claims = pd.read_parquet(folder / "claims.parquet")
    swaps = claims[claims["mutator"] == "entity_swap"]["item_id"].tolist()
    assert main(["report", str(folder)]) == 0
    assert "unchanged since the run" in capsys.readouterr().out

    # two reviewers rule every entity swap; they disagree on one, which stays disputed,
    # and ana rules most of them not real faults: the report must warn
    reviews = {}
    for i, mid in enumerate(swaps):
        value = "fault" if i < 3 else "not_fault"
        reviews[(mid, "ana")] = Ruling(value)
        reviews[(mid, "ben")] = Ruling("fault" if i == 3 else value)
    save_reviews(tmp_path / "labels.jsonl", reviews)
    assert main(["report", str(folder)]) == 0
    printed = capsys.readouterr().out
    assert f"labels changed since the run: {len(swaps)} mutants' labels differ" in printed
    report = (folder / "report.md").read_text(encoding="utf-8")
    assert "**Labels changed since the run**" in report
    n = len(swaps)
    assert f"**0 adjudicated**, **{n - 1} unanimous**" in report and "**1 disputed**" in report
    row = next(line for line in report.splitlines() if line.startswith("| entity_swap | fault |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[3].startswith(f"3/{n - 1} ") and cells[5] == "1" and cells[6] == "0"
    fresh = pd.read_parquet(folder / "claims.parquet").set_index("item_id")
    operating = json.loads((folder / "operating_point.json").read_text())["threshold"]
    caught = fresh.loc[swaps, "best_score"] < operating   # at the run's operating point
    assert cells[7].startswith(f"{int(caught.sum())}/{n} ")
    assert cells[8].startswith(f"{int(caught.iloc[:3].sum())}/3 ")
    assert f"only 3/{n - 1} of entity_swap's reviewed mutants are real faults" in report
    assert "raw detection mixes in non-faults" in report
    assert fresh.loc[swaps[3], "label"] == "disputed" and not fresh.loc[swaps[3], "counted"]
    assert "Reviewed precision per mutator" in (folder / "report.html").read_text("utf-8")


def test_sheet_and_label_studio_through_the_cli(tmp_path, capsys):
    suite = _suite(tmp_path)
    sheet = tmp_path / "review.csv"
    assert main(["labels", "export", str(suite), "--reviewer", "ana", "--out", str(sheet)]) == 0
    raw = sheet.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    rows[0]["label"], rows[0]["reason"] = "not fault", "café – same meaning"
    rows[1]["label"] = "fault"
    rows.append(dict(rows[1]))  # a duplicated row
    rows.append({**rows[2], "mutant_id": "plans-price:nothing:00000000", "label": "fault"})
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=list(rows[0]), lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    sheet.write_bytes(text.getvalue().encode("cp1252", errors="replace"))  # Excel re-save
    capsys.readouterr()
    assert main(["labels", "import", str(suite), str(sheet)]) == 0
    captured = capsys.readouterr()
    assert "imported 2 labels" in captured.out and "read as cp1252" in captured.out
    assert "(row 3) with the same ruling" in captured.err
    assert "'plans-price:nothing:00000000'" in captured.err
    saved = load_reviews(tmp_path / "labels.jsonl")
    assert saved[(rows[0]["mutant_id"], "ana")] == Ruling("not_fault", "café – same meaning")

    tasks_path = tmp_path / "tasks.json"
    assert main(["labels", "export", str(suite), "--reviewer", "ana",
                 "--out", str(tasks_path)]) == 0
    tasks = json.loads(tasks_path.read_text(encoding="utf-8"))
    assert (tmp_path / "tasks.label_config.xml").is_file()
    first = next(t for t in tasks if t["data"]["mutant_id"] == rows[0]["mutant_id"])
    assert first["predictions"][0]["result"][0]["value"] == {"choices": ["not fault"]}
    for task in tasks:  # Label Studio's export: ben confirmed each prediction, or said unsure
        result = task.get("predictions", [{}])[0].get("result") or [
            {"from_name": "ruling", "to_name": "mutant", "type": "choices",
             "value": {"choices": ["unsure"]}}]
        task["annotations"] = [{"id": 1, "completed_by": {"id": 2, "email": "ben@x.org"},
                                "result": result, "was_cancelled": False}]
    tasks_path.write_text(json.dumps(tasks), encoding="utf-8")
    assert main(["labels", "import", str(suite), str(tasks_path)]) == 0
    saved = load_reviews(tmp_path / "labels.jsonl")
    ben = {mid: r for (mid, who), r in saved.items() if who == "ben@x.org"}
    assert len(ben) == len(tasks)
    assert ben[rows[0]["mutant_id"]] == Ruling("not_fault", "café – same meaning")
    assert main(["agreement", str(suite)]) == 0
    assert "ana vs ben@x.org: 2 mutants ruled by both" in capsys.readouterr().out


def test_show_accepts_a_claim_id(tmp_path, capsys):
    suite = _suite(tmp_path)
    assert main(["show", "plans-price", "--root", str(tmp_path / "none"),
                 "--suite", str(suite)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("claim     plans-price: The Team plan costs €12")
    listed = [line.split()[0] for line in out.splitlines()[2:]]
    assert listed and all(mid.startswith("plans-price:") for mid in listed)


def test_review_verbs_refuse_bad_arguments_with_one_clear_line(tmp_path, capsys):
    suite = _suite(tmp_path)
    cases = [(["review", str(suite)], "give --reviewer NAME"),
             (["review", str(suite), "--reviewer", "adjudicated"], "is reserved"),
             (["review", str(suite), "--reviewer", "ana", "--sample", "0"], "at least 1"),
             (["labels", "export", str(suite), "--out", str(tmp_path)], "is a folder"),
             (["labels", "import", str(suite), str(tmp_path)], "is a folder"),
             (["agreement", str(suite), "--labels", str(tmp_path)], "is a folder")]
    for argv, message in cases:
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("mutato: error: ") and message in err, (argv, err)
        assert "Traceback" not in err


def test_the_review_verb_samples_per_mutator_and_adjudicates(tmp_path, monkeypatch, capsys):
    """`mutato review` as typed, with the screen driven by Pilot instead of a terminal."""
    import asyncio

    from mutato.review.app import ReviewApp

    def drive(self, keys):
        async def run():
            async with self.run_test() as pilot:
                for key in keys:
                    await pilot.press(key)
        asyncio.run(run())

    suite = _suite(tmp_path)
    monkeypatch.setattr(ReviewApp, "run", lambda self: drive(self, ["f"] * 30 + ["q"]))
    assert main(["review", str(suite), "--reviewer", "ana", "--sample", "2"]) == 0
    out = capsys.readouterr().out
    ana = {mid for (mid, who) in load_reviews(tmp_path / "labels.jsonl") if who == "ana"}
    mutators = {mid.split(":")[1] for mid in ana}
    per_mutator = [sum(1 for mid in ana if mid.split(":")[1] == name) for name in mutators]
    assert max(per_mutator) == 2 and len(ana) == sum(per_mutator) < 30
    assert f"reviewer ana: {len(ana)} rulings saved" in out and f"all {len(ana)} ruled" in out

    monkeypatch.setattr(ReviewApp, "run", lambda self: drive(self, ["n"] * 30 + ["q"]))
    assert main(["review", str(suite), "--reviewer", "ben", "--sample", "2"]) == 0
    monkeypatch.setattr(ReviewApp, "run", lambda self: drive(self, ["u", "q"]))
    assert main(["review", str(suite), "--adjudicate", "--reviewer", "cy"]) == 0
    assert "adjudication: 1 rulings saved" in capsys.readouterr().out
    settled = [(mid, r) for (mid, who), r in load_reviews(tmp_path / "labels.jsonl").items()
               if who == "adjudicated"]
    assert len(settled) == 1 and settled[0][1] == Ruling("unsure", "", by="cy")
