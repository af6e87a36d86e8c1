"""Every built-in checker runs through `mutato run` and produces the same kind of report."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from mutato.checkers.lexical import coverage
from mutato.cli.main import main
from mutato.mutation.text import split_sentences
from mutato.scoring.validity import UNRELATED_CLAIMS
from mutato.suite.loading import load_suite
from tests.helpers.chat_server import ChatServer, claims_in, verdicts_reply
from tests.helpers.tiny_nli import build_rule_nli

FAULT_TYPES = ("number_swap", "negation_flip", "entity_swap", "dropped_condition",
               "derived_number")


def lexical_judge(body: dict):
    """A scripted judge: SUPPORTED when some passage sentence covers the claim word for word."""
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    passages = user.split("Passages:\n", 1)[1].split("\n\nClaims:", 1)[0]
    sentences = [s for line in passages.splitlines() for s in split_sentences(line)]
    claims = claims_in(body)
    labels, quotes = [], []
    for claim in claims:
        best = max(sentences, key=lambda s: coverage(claim, s)["coverage"])
        found = coverage(claim, best)
        supported = found["label"] == "supported" and "cannot" not in claim.split()
        labels.append("SUPPORTED" if supported else "NOT_FOUND")
        quotes.append(best.split("] ", 1)[-1][:40] if supported else "")
    return verdicts_reply(claims, labels, quotes,
                          usage={"prompt_tokens": 50, "completion_tokens": 5})


def run(out: Path, *args: str) -> dict:
    assert main(["run", "larkspur", "--out", str(out), "--no-progress", *args]) == 0
    folder = next((out / "larkspur").iterdir())
    report = (folder / "report.md").read_text(encoding="utf-8")
    for fault_type in FAULT_TYPES:
        assert fault_type in report
    assert "false alarms: originals" in report and (folder / "report.html").is_file()
    return json.loads((folder / "manifest.json").read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")


def test_judge_over_a_local_chat_server(tmp_path):
    with ChatServer(fallback=lexical_judge) as server:
        manifest = run(tmp_path, "-c", "judge", "-o", f"base_url={server.base_url}",
                       "-o", "model=scripted", "-o", "api_key=test", "-o", "claims_per_call=4")
    checker = manifest["checker"]
    assert checker["name"] == "judge" and checker["claims_per_call"] == 4
    assert checker["calls"] > 0 and checker["parse_failures"] == 0
    assert checker["prompt_tokens"] == 50 * checker["calls"]
    assert manifest["window_policy"]["premise_policy"] == "passages"
    assert all(r["temperature"] == 0 for r in server.requests)


def test_command_checker(tmp_path):
    script = tmp_path / "scorer.py"
    script.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    pair = json.loads(line)\n"
        "    claim = set(pair['claim'].lower().split())\n"
        "    premise = set(pair['premise'].lower().split())\n"
        "    print(json.dumps({'score': len(claim & premise) / max(1, len(claim))}))\n",
        encoding="utf-8")
    manifest = run(tmp_path / "out", "-c", "command", "-o", f"cmd={sys.executable} {script}",
                   "-o", "version=1")
    assert manifest["checker"]["name"] == "command"


def test_callable_checker(tmp_path):
    manifest = run(tmp_path, "-c", "callable",
                   "-o", "target=tests.helpers.callable_scorers:overlap")
    assert manifest["checker"]["target"] == "tests.helpers.callable_scorers:overlap"


def test_hf_checker_on_a_local_model(tmp_path):
    off_topic = {w for claim in UNRELATED_CLAIMS for w in re.findall(r"[a-z]+", claim.lower())}
    used = set(re.findall(r"[a-z]+", " ".join(load_suite("larkspur").all_passages().values())
                          .lower()))
    folder = build_rule_nli(tmp_path / "model", off_topic_words=sorted(off_topic - used))
    manifest = run(tmp_path / "out", "-c", "hf", "-o", f"model={folder}")
    checker = manifest["checker"]
    assert checker["label_map"] == {"0": "contradiction", "1": "entailment", "2": "neutral"}
    assert checker["support_index"] == 1


def test_cascade_of_two_checkers(tmp_path):
    manifest = run(tmp_path, "-c", "cascade", "-o", "first=lexical", "-o", "second=callable",
                   "-o", "second.target=tests.helpers.callable_scorers:overlap",
                   "-o", "route_below=0.9")
    checker = manifest["checker"]
    assert checker["first"]["name"] == "lexical" and checker["second"]["name"] == "callable"
    assert 0 < checker["routed_to_second"] < checker["claims"]
