"""Suites that used to raise tracebacks: each is one error naming file, line and field."""

from __future__ import annotations

import json

import pytest

from mutato.cli.main import main
from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite
from tests.helpers.robust_inputs import error_text, write_suite

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def refused(capsys, *argv: str) -> str:
    assert main(list(argv)) == 2
    err = capsys.readouterr().err
    assert error_text(err).startswith("mutato: error: ") and "Traceback" not in err
    return error_text(err).removeprefix("mutato: error: ").strip()


def test_deeply_nested_json_and_yaml(tmp_path, capsys):
    deep = tmp_path / "deep.jsonl"
    line = {"id": "a", "claim": "Export links expire after 7 days.",
            "passages": ["Export links expire after 7 days."]}
    deep.write_text(json.dumps(line) + "\n" + json.dumps(line)[:-1] + ', "x": '
                    + "[" * 100_000 + "]" * 100_000 + "}\n", encoding="utf-8")
    assert refused(capsys, "mutate", str(deep), "--out", "-") == (
        f"{deep}:2: nested too deeply to read (lists or tables inside thousands of others); "
        "a suite needs only a few levels, flatten it")
    yaml_file = write_suite(tmp_path, "  - id: deep\n    claim: Export links expire.\n"
                            "    passages: [export]\n    note: " + "[" * 20_000 + "]" * 20_000
                            + "\n", name="deep.yaml")
    message = refused(capsys, "mutate", str(yaml_file), "--out", "-")
    assert message.startswith(f"{yaml_file}:") and "nested too deeply" in message


@pytest.mark.parametrize("answers, field, expected", [
    ("5", "answers", "expected a list of answers, got int 5"),
    ("{a: 1}", "answers", "expected a list of answers, got dict"),
    ("\n  - id: a1\n    claims: price", "claims", "expected a list of claim ids, got str 'price'"),
])
def test_answers_of_the_wrong_shape(tmp_path, capsys, answers, field, expected):
    suite = write_suite(tmp_path, tail=f"answers: {answers}\n")
    message = refused(capsys, "mutate", str(suite), "--out", "-")
    assert message.startswith(f"{suite}:") and f"field {field!r}: {expected}" in message


def test_a_claim_id_equal_to_a_mutant_id(tmp_path, capsys):
    suite = write_suite(tmp_path)
    taken = generate_mutants(load_suite(suite))[0]
    clash = write_suite(tmp_path, f"  - id: '{taken.id}'\n    claim: The plan is cheap.\n"
                                  "    passages: [plans]\n", name="clash.yaml")
    message = refused(capsys, "run", str(clash), "-c", "lexical", "--out",
                      str(tmp_path / "out"), "--no-progress")
    assert message == (
        f"{clash}:18: field 'id': claim id {taken.id!r} is also the id of a mutant of claim "
        f"{taken.claim_id!r}, so their scores and labels would mix; rename the claim (or run it "
        "with --no-mutants, as a hard-case suite)")


def test_a_repeated_mutator(tmp_path, capsys):
    suite = write_suite(tmp_path)
    for verb in (["run", str(suite), "-c", "lexical", "--out", str(tmp_path / "o")],
                 ["mutate", str(suite), "--out", "-"], ["labels", "export", str(suite)]):
        assert refused(capsys, *verb, "-m", "number_swap", "-m", "negation_flip",
                       "-m", "number_swap") == (
            "mutator 'number_swap' given more than once (--mutator/-m); give each mutator once")


def test_a_fault_type_with_dollars_is_drawn_literally(tmp_path, capsys):
    odd = "price $\\frac{a$ or $x^$"  # as mathtext, both halves are errors
    suite = write_suite(tmp_path, "  - id: bad-price\n    claim: The Team plan costs 5 euros.\n"
                                  f"    passages: [plans]\n    label: unsupported\n"
                                  f"    fault_type: '{odd}'\n")
    assert main(["run", str(suite), "-c", "lexical", "--out", str(tmp_path / "out"),
                 "--no-progress"]) == 0, capsys.readouterr().err
    folder = tmp_path / "out" / "tiny" / "lexical"
    assert (folder / "detection.png").read_bytes().startswith(PNG_MAGIC)
    assert odd in (folder / "report.md").read_text(encoding="utf-8")
