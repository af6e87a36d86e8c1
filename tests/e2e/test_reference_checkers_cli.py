"""The reference's other checkers through the CLI on larkspur, offline: numbers and the
calculator (alone and as a cascade stage), the omission judge against a scripted server,
contradiction levels in reports and `mutato show`, and `mutato decompose`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pandas as pd
import pytest

from mutato.cli.main import main
from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite
from tests.helpers.chat_server import ChatServer, Reply

pytestmark = pytest.mark.slow


def manifest(folder: Path) -> dict:
    return json.loads((folder / "manifest.json").read_text(encoding="utf-8"))


def test_calculator_then_embedding_runs_as_a_cascade(tmp_path: Path, capsys) -> None:
    assert main(["run", "larkspur", "-c", "cascade", "-o", "first=calculator",
                 "-o", "second=embedding", "--out", str(tmp_path), "--no-progress"]) == 0
    folder = tmp_path / "larkspur" / "cascade"
    checker = manifest(folder)["checker"]
    assert (checker["first"]["name"], checker["second"]["name"]) == ("calculator", "embedding")
    claims = pd.read_parquet(folder / "claims.parquet").set_index("item_id")
    # the correct derived claim passes the calculator and never reaches the embedding stage
    assert claims.loc["derived-team-cost", "decided_by"] == "first"
    assert (claims["decided_by"] == "second").any()  # a swapped number is routed on


def test_numbers_flags_the_correct_multiplication_the_calculator_derives(tmp_path: Path) -> None:
    for name in ("numbers", "calculator"):
        assert main(["run", "larkspur", "-c", name, "--out", str(tmp_path),
                     "--no-progress"]) == 0
    numbers = pd.read_parquet(tmp_path / "larkspur" / "numbers" / "claims.parquet")
    calculator = pd.read_parquet(tmp_path / "larkspur" / "calculator" / "claims.parquet")
    row = calculator.set_index("item_id").loc["derived-team-cost"]
    assert numbers.set_index("item_id").loc["derived-team-cost", "best_score"] == 0.0
    assert row["best_score"] == 1.0
    assert json.loads(row["best_detail"])["derived"] == {"96": "96 = 12 × 8"}


def test_omission_run_shows_catches_beside_false_alarms(tmp_path: Path) -> None:
    dropped = {m.text for m in generate_mutants(load_suite("larkspur"))
               if m.fault_type == "dropped_condition"}
    flagged_original = "Each Team user gets 50 GB of storage."

    def reply(body: dict) -> Reply:
        answer = body["messages"][1]["content"].split("Answer: ", 1)[1].split("\n", 1)[0]
        if answer in dropped:
            return Reply(content='["the condition the answer dropped"]')
        if answer == flagged_original:
            return Reply(content='["Storage is pooled across the workspace."]')
        return Reply(content="[]")

    with ChatServer(fallback=reply) as server:
        assert main(["run", "larkspur", "-c", "omission", "-o", f"base_url={server.base_url}",
                     "-o", "model=test", "--out", str(tmp_path), "--no-progress"]) == 0
    report = (tmp_path / "larkspur" / "omission" / "report.md").read_text(encoding="utf-8")
    assert "## Omission check: catches and false alarms" in report
    n = len(dropped)
    row = next(line for line in report.splitlines() if line.startswith("| 0.5 |")
               and "flags" not in line and line.count("|") == 7)
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[1].startswith(f"{n}/{n} ") and cells[2].startswith("1/12 ")
    assert cells[3] == str(n + 1) and cells[4].startswith(f"{n}/{n + 1} ")


def test_omission_without_questions_is_an_error_not_a_pass(tmp_path: Path, capsys) -> None:
    suite = tmp_path / "noq.yaml"
    suite.write_text("passages:\n  p: Export links expire after 7 days.\nclaims:\n"
                     "  - id: c1\n    claim: Export links expire after 7 days.\n",
                     encoding="utf-8")
    with ChatServer(fallback=lambda body: Reply(content="[]")) as server:
        status = main(["run", str(suite), "-c", "omission", "-o", f"base_url={server.base_url}",
                       "-o", "model=test", "--out", str(tmp_path / "out"), "--no-progress",
                       "--no-mutants"])
        calls = len(server.requests)
    assert status == 2 and calls == 0
    assert "could not score any of the 1 original claims" in capsys.readouterr().err


def test_the_price_lists_are_an_inconsistent_corpus_in_report_and_show(tmp_path: Path,
                                                                      capsys) -> None:
    suite = tmp_path / "prices.yaml"
    suite.write_text(
        "passages:\n"
        "  list-2025: '2025 price list: the Base plan costs 100 euros a month.'\n"
        "  list-2026: '2026 price list: the Base plan costs 120 euros a month.'\n"
        "  phone: Phone support is not available on the Base plan.\n"
        "claims:\n"
        "  - id: base-price\n    claim: The Base plan costs 120 euros a month\n",
        encoding="utf-8")
    out = tmp_path / "out"
    assert main(["run", str(suite), "-c", "lexical", "--out", str(out), "--no-progress",
                 "--no-gate"]) == 0
    folder = out / "prices" / "lexical"
    report = (folder / "report.md").read_text(encoding="utf-8")
    assert "**Inconsistent corpus:**" in report
    assert "list-2025: contradicted, list-2026: supported" in report
    assert "list-2026 (0.74)" in report
    claims = pd.read_parquet(folder / "claims.parquet").set_index("item_id")
    assert claims.loc["base-price", "contradiction_level"] == "SOMETIMES"
    html = (folder / "report.html").read_text(encoding="utf-8")
    assert "Contradiction levels and attribution" in html
    mutant = next(i for i in claims.index if i.startswith("base-price:number_swap"))
    capsys.readouterr()
    assert main(["show", mutant, "--root", str(out)]) == 0
    shown = capsys.readouterr().out
    assert "contradiction " in shown and "attributed to list-" in shown


def test_decompose_reports_the_kept_merge(tmp_path: Path, capsys) -> None:
    gold = list(load_suite("larkspur").answer_texts[0].gold_claims)
    produced = [*gold[:2], "The Team plan includes up to 10 users and SSO.", *gold[4:]]
    script = tmp_path / "split.py"
    script.write_text("import json, sys\nfor line in sys.stdin:\n"
                      f"    print(json.dumps({produced!r}))\n", encoding="utf-8")
    assert main(["decompose", "larkspur", "--decomposer", "command",
                 "-o", f"cmd={sys.executable} {script}", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "aligned by lexical at threshold 0.75" in out
    assert "all                      0/8 (0.00–0.32)      1/7 (0.03–0.51)      0/7 (0.00–0.35)" \
        in out
    assert "merged: The Team plan includes up to 10 users and SSO." in out
    cases = pd.read_csv(tmp_path / "larkspur" / "decompose-command" / "cases.csv")
    assert list(cases["kind"]).count("merged") == 1 and len(cases) == 7


def test_decompose_with_the_judge_and_embedding_alignment(tmp_path: Path, capsys) -> None:
    gold = list(load_suite("larkspur").answer_texts[0].gold_claims)
    with ChatServer([Reply(content=json.dumps(gold))]) as server:
        assert main(["decompose", "larkspur", "-d", "judge", "-o", f"base_url={server.base_url}",
                     "-o", "model=test", "--align", "embedding", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "aligned by embedding at threshold 0.7" in out
    assert "all                      0/8 (0.00–0.32)      0/8 (0.00–0.32)      0/8 (0.00–0.32)" \
        in out


def test_decompose_on_a_suite_without_answer_texts_says_what_to_add(capsys) -> None:
    assert main(["decompose", "faq", "-d", "command", "-o", "cmd=cat"]) == 2
    assert "gives no answer as text" in capsys.readouterr().err
