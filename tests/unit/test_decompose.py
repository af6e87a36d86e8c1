"""The decomposer under test: alignment, counts, both decomposers, and answer_text suites."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from mutato.analysis.stats import wilson_interval
from mutato.checkers.lexical import LexicalChecker
from mutato.decomposition.decompose import align, count_cases, decompose_suite
from mutato.decomposition.decomposers import (
    DecomposeError,
    JudgeDecomposer,
    build_decomposer,
    parse_claims,
)
from mutato.errors import SuiteError
from mutato.suite.loading import load_suite
from mutato.suite.model import AnswerText
from tests.helpers.chat_server import ChatServer, Reply

LARKSPUR = load_suite("larkspur")
[MOVE2] = LARKSPUR.answer_texts
GOLD = list(MOVE2.gold_claims)
KEEPS_MERGE = [*GOLD[:2], "The Team plan includes up to 10 users and SSO.", *GOLD[4:]]


def kinds(cases) -> list[str]:
    return [c.kind for c in cases]


# -- larkspur's Move 2 answer ----------------------------------------------------------------

def test_larkspur_gains_the_move2_answer_without_touching_its_claims() -> None:
    assert MOVE2.id == "team-8-users-text" and len(GOLD) == 8
    assert GOLD[3] == "The Team plan includes SSO."
    assert MOVE2.text.startswith("The Team plan costs €12 per user per month, so your 8 users")
    assert MOVE2.question.startswith("We're moving our 8-person team")
    assert len(LARKSPUR.claims) == 17 and len(LARKSPUR.answers) == 5  # runs see no change


def test_keeping_10_users_and_sso_in_one_piece_is_one_merge() -> None:
    cases = align(MOVE2.id, GOLD, KEEPS_MERGE, scorer=LexicalChecker(), threshold=0.75)
    merged = [c for c in cases if c.kind == "merged"]
    assert len(merged) == 1 and merged[0].produced == KEEPS_MERGE[2]
    assert merged[0].gold == (GOLD[2], GOLD[3])
    assert kinds(cases).count("missed") == 0 and kinds(cases).count("invented") == 0
    assert kinds(cases).count("matched") == 6


def test_the_reference_decomposition_matches_every_gold_claim() -> None:
    cases = align(MOVE2.id, GOLD, GOLD, scorer=LexicalChecker(), threshold=0.75)
    assert kinds(cases) == ["matched"] * 8


def test_missed_invented_added_detail_and_duplicate() -> None:
    produced = [GOLD[0], GOLD[0], "The Team plan includes SSO for free.",
                "Exports are encrypted with AES-256."]
    cases = align("a", GOLD[:4], produced, scorer=LexicalChecker(), threshold=0.75)
    by_kind = {k: [c for c in cases if c.kind == k] for k in set(kinds(cases))}
    assert {c.gold[0] for c in by_kind["missed"]} == {GOLD[1], GOLD[2]}
    assert [c.produced for c in by_kind["duplicate"]] == [GOLD[0]]
    invented = {c.produced: c.note for c in by_kind["invented"]}
    assert invented == {"The Team plan includes SSO for free.":
                        "adds a detail its gold claims do not state",
                        "Exports are encrypted with AES-256.": "covers no gold claim"}


def test_counts_are_k_over_n_with_wilson_intervals() -> None:
    cases = align(MOVE2.id, GOLD, KEEPS_MERGE, scorer=LexicalChecker(), threshold=0.75)
    counts = count_cases(cases, [MOVE2], {MOVE2.id: len(KEEPS_MERGE)}).set_index("answer_id")
    overall = counts.loc["all"]
    assert (overall["merged_k"], overall["merged_n"]) == (1, 7)
    assert (overall["missed_k"], overall["missed_n"]) == (0, 8)
    assert (overall["merged_low"], overall["merged_high"]) == pytest.approx(wilson_interval(1, 7))


def test_overall_pools_answers_and_leaves_errors_out() -> None:
    a = AnswerText("a", "x", ("The Team plan includes SSO.",))
    b = AnswerText("b", "y", ("Export links expire after 7 days.",))
    cases = (align("a", a.gold_claims, ["Exports are encrypted."], scorer=LexicalChecker(),
                   threshold=0.75)
             + align("b", b.gold_claims, list(b.gold_claims), scorer=LexicalChecker(),
                     threshold=0.75))
    c = AnswerText("c", "z", ("Anything.",))
    counts = count_cases(cases, [a, b, c], {"a": 1, "b": 1}).set_index("answer_id")
    assert list(counts.index) == ["all", "a", "b"]
    assert (counts.loc["all", "missed_k"], counts.loc["all", "missed_n"]) == (1, 2)
    assert (counts.loc["all", "invented_k"], counts.loc["all", "invented_n"]) == (1, 2)


# -- the two decomposers -----------------------------------------------------------------------

def script(tmp_path: Path, body: str) -> str:
    path = tmp_path / "split.py"
    path.write_text(body, encoding="utf-8")
    return f"{sys.executable} {path}"


def test_command_decomposer_reads_jsonl_and_writes_claim_lists(tmp_path: Path) -> None:
    cmd = script(tmp_path, "import json, sys\nfor line in sys.stdin:\n"
                           "    case = json.loads(line)\n"
                           "    print(json.dumps([case['id'], case['question'] or '-']))\n")
    out = build_decomposer("command", {"cmd": cmd}).decompose([("a1", "Q?", "A."),
                                                                ("a2", None, "B.")])
    assert out == [["a1", "Q?"], ["a2", "-"]]


@pytest.mark.parametrize("body, message", [
    ("import sys\nsys.stdin.read()\nprint('[\"one\"]')\n", "wrote 1 line(s) for 2 answer(s)"),
    ("import sys\nsys.exit(3)\n", "exited with status 3"),
])
def test_a_broken_command_fails_every_answer(tmp_path: Path, body: str, message: str) -> None:
    out = build_decomposer("command", {"cmd": script(tmp_path, body)}).decompose(
        [("a1", None, "A."), ("a2", None, "B.")])
    assert all(isinstance(o, DecomposeError) and message in str(o) for o in out)


def test_a_bad_line_fails_only_its_answer(tmp_path: Path) -> None:
    cmd = script(tmp_path, "import sys\nsys.stdin.read()\nprint('[\"A.\"]')\nprint('{}')\n")
    first, second = build_decomposer("command", {"cmd": cmd}).decompose(
        [("a1", None, "A."), ("a2", None, "B.")])
    assert first == ["A."] and isinstance(second, DecomposeError)


def test_judge_decomposer_against_the_scripted_server() -> None:
    good = Reply(content="```json\n" + json.dumps(KEEPS_MERGE) + "\n```")
    with ChatServer([Reply(content='["A.",]'), good]) as server:
        splitter = JudgeDecomposer(base_url=server.base_url, model="m", backoff=0.01)
        [claims] = splitter.decompose([(MOVE2.id, MOVE2.question, MOVE2.text)])
        first = server.requests[0]["messages"][0]["content"]
        reask = server.requests[1]["messages"][-1]["content"]
    assert claims == KEEPS_MERGE
    assert f"Question: {MOVE2.question}" in first and f"Answer: {MOVE2.text}" in first
    assert "one claim for each" in first and "trailing comma" in reask
    assert splitter.manifest()["reasks"] == 1


@pytest.mark.parametrize("bad", ['{"claims": []}', "[]", '["ok", 3]', "not json"])
def test_judge_decomposer_invalid_replies_end_as_errors(bad: str) -> None:
    with ChatServer([Reply(content=bad)] * 3) as server:
        splitter = JudgeDecomposer(base_url=server.base_url, model="m", backoff=0.01)
        [out] = splitter.decompose([("a", None, "A is 1.")])
    assert isinstance(out, DecomposeError) and "invalid after 2 re-ask(s)" in str(out)


def test_parse_claims_collapses_spacing() -> None:
    assert parse_claims('["A  is\\n1."]') == ["A is 1."]


def test_unknown_decomposer_and_option_teach() -> None:
    with pytest.raises(DecomposeError, match="Did you mean 'judge'"):
        build_decomposer("judgge", {})
    with pytest.raises(DecomposeError, match="needs option"):
        build_decomposer("command", {})
    with pytest.raises(DecomposeError, match="no option 'comand'"):
        build_decomposer("command", {"comand": "x"})


def test_decompose_suite_writes_its_folder_and_never_the_key(tmp_path: Path) -> None:
    with ChatServer([Reply(content=json.dumps(KEEPS_MERGE))]) as server:
        result, folder = decompose_suite("larkspur", decomposer="judge",
                                         options={"base_url": server.base_url, "model": "m",
                                                  "api_key": "sk-secret-123"},
                                         out=tmp_path)
    assert sorted(p.name for p in folder.iterdir()) == ["cases.csv", "counts.csv",
                                                        "decompose.json", "report.md"]
    written = "".join(p.read_text(encoding="utf-8") for p in folder.iterdir())
    assert "sk-secret-123" not in written
    assert result.manifest["aligner"] == {**result.manifest["aligner"], "checker": "lexical",
                                          "threshold": 0.75}
    assert "| all | 8 | 7 | 0/8 (0.00–0.32) | 1/7 (0.03–0.51) | 0/7 (0.00–0.35) |" in \
        (folder / "report.md").read_text(encoding="utf-8")


# -- suites with answer_text -------------------------------------------------------------------

YAML_HEAD = """passages:
  p: Export links expire after 7 days.
claims:
  - id: c1
    claim: Export links expire after 7 days.
answers:
"""


def write(tmp_path: Path, text: str, name: str = "suite.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error(path: Path) -> SuiteError:
    with pytest.raises(SuiteError) as caught:
        load_suite(path)
    return caught.value


def test_answer_text_with_suite_claims_as_gold(tmp_path: Path) -> None:
    suite = load_suite(write(tmp_path, YAML_HEAD + "  - id: a1\n    claims: [c1]\n"
                                                   "    answer_text: Links expire in 7 days.\n"))
    [answer] = suite.answer_texts
    assert answer.gold_claims == ("Export links expire after 7 days.",)
    assert [a.id for a in suite.answers] == ["a1"]


@pytest.mark.parametrize("entry, line, field", [
    ("  - id: a1\n    answer_text: Hi.\n    gold_claims: Links expire.\n", 9, "gold_claims"),
    ("  - id: a1\n    answer_text: Hi.\n    gold_claims: [\"\"]\n", 9, "gold_claims"),
    ("  - id: a1\n    gold_claims: [A.]\n", 8, "answer_text"),
    ("  - id: a1\n    answer_text: ''\n    gold_claims: [A.]\n", 8, "answer_text"),
    ("  - id: a1\n    answer_text: Hi.\n    claims: [c2]\n", 9, "claims"),
])
def test_answer_text_errors_name_file_line_and_field(tmp_path: Path, entry: str, line: int,
                                                     field: str) -> None:
    found = error(write(tmp_path, YAML_HEAD + entry))
    assert (found.line, found.field) == (line, field)
    assert str(found).startswith(f"{tmp_path / 'suite.yaml'}:{line}: field {field!r}:")


def test_jsonl_answer_text_groups_the_claims_of_its_answer(tmp_path: Path) -> None:
    rows = [{"id": "a", "claim": "A is 1.", "passages": ["A is 1."], "answer_id": "x",
             "answer_text": "A is 1 and B is 2.", "question": "What?"},
            {"id": "b", "claim": "B is 2.", "passages": ["B is 2."], "answer_id": "x"},
            {"id": "c", "claim": "C is 3.", "passages": ["C is 3."], "answer_id": "y"}]
    path = write(tmp_path, "".join(json.dumps(r) + "\n" for r in rows), "s.jsonl")
    [answer] = load_suite(path).answer_texts
    assert (answer.id, answer.gold_claims, answer.question) == ("x", ("A is 1.", "B is 2."),
                                                                "What?")
    assert "answer_text" not in load_suite(path).claims[0].extra


@pytest.mark.parametrize("second, line, field", [
    ({"answer_id": "x", "answer_text": "Other text."}, 2, "answer_text"),
    ({"answer_text": "No answer id."}, 2, "answer_id"),
    ({"answer_id": "x", "answer_text": 5}, 2, "answer_text"),
])
def test_jsonl_answer_text_errors(tmp_path: Path, second: dict, line: int, field: str) -> None:
    rows = [{"id": "a", "claim": "A.", "passages": ["A."], "answer_id": "x",
             "answer_text": "A."},
            {"id": "b", "claim": "B.", "passages": ["B."], **second}]
    found = error(write(tmp_path, "".join(json.dumps(r) + "\n" for r in rows), "s.jsonl"))
    assert (found.line, found.field) == (line, field)
