"""Line separators inside JSON values, and duplicates that used to be dropped silently."""

from __future__ import annotations

import csv
import json

import pytest

from mutato.analysis.hard_cases import HardCase, HardCases, write_hard_cases
from mutato.errors import SuiteError
from mutato.io_safety.jsonl import parse_lines
from mutato.mutation.mutants import generate_mutants, read_mutants, write_mutants
from mutato.suite.labels import Label, load_labels, save_labels
from mutato.suite.loading import load_suite

#: Characters ``str.splitlines`` breaks at but JSON keeps raw inside a string.
BREAKERS = ["\u2028", "\u2029", "\u0085", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e"]


@pytest.mark.parametrize("breaker", BREAKERS)
def test_labels_with_a_line_separator_survive_a_save_and_a_load(tmp_path, breaker):
    path = tmp_path / "labels.jsonl"
    labels = {"c1:number_swap:1": Label("fault", f"first{breaker}second"),
              "c2:negation_flip:2": Label("not_fault", "plain")}
    save_labels(path, labels)
    assert path.read_text(encoding="utf-8").count("\n") == 2
    assert load_labels(path) == labels


@pytest.mark.parametrize("breaker", ["\u2028", "\u0085", "\u2029"])
def test_a_suite_claim_and_passage_with_a_line_separator_load_and_mutate(tmp_path, breaker):
    path = tmp_path / "faq.jsonl"
    record = {"id": "q1", "claim": f"Links expire after 7 days.{breaker}Really.",
              "passages": {"p": f"Export links expire after 7 days.{breaker}Really."}}
    path.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    suite = load_suite(path)
    assert suite.claims[0].text == record["claim"]
    mutants = generate_mutants(suite, seed=0)
    assert mutants
    written = write_mutants(mutants, tmp_path / "mutants.jsonl")
    assert read_mutants(written) == mutants


def test_an_imported_label_reason_with_u2028_leaves_the_labels_file_readable(tmp_path, cli):
    suite = tmp_path / "faq.jsonl"
    suite.write_text(json.dumps({"id": "q1", "claim": "Links expire after 7 days.",
                                 "passages": ["Export links expire after 7 days."]}) + "\n")
    sheet = tmp_path / "sheet.csv"
    assert cli("labels", "export", suite, "--out", sheet)[0] == 0
    rows = list(csv.DictReader(sheet.open(encoding="utf-8-sig")))
    rows[0]["label"], rows[0]["reason"] = "fault", "7 is not 9\u2028see the passage"
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    assert cli("labels", "import", suite, sheet)[0] == 0
    labels = load_labels(tmp_path / "faq.labels.jsonl")
    assert labels[rows[0]["mutant_id"]].reason == "7 is not 9\u2028see the passage"
    code, _, err = cli("run", suite, "-c", "lexical", "--out", tmp_path / "out",
                       "--no-progress", "--no-gate")
    assert (code, err) == (0, "")


def test_hard_case_files_with_line_separators_load_back_as_suites(tmp_path):
    case = HardCase(kind="missed fault", group="g",
                    record={"id": "x", "claim": "a\u2028b", "passages": ["p\u0085q"]})
    path = write_hard_cases(HardCases(threshold=0.5, cases=[case], errors=0),
                            tmp_path / "hard.jsonl")
    assert path.read_text(encoding="utf-8").count("\n") == 1
    claim = load_suite(path).claims[0]
    assert (claim.text, list(claim.passages.values())) == ("a\u2028b", ["p\u0085q"])


def test_the_reader_splits_on_newline_only():
    assert [v for _, v in parse_lines('"a\u2028b"\n"c\u0085d"\n')] == ["a\u2028b", "c\u0085d"]


# --------------------------------------------------------------------------- duplicates


def test_a_duplicate_yaml_key_names_both_lines(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text("passages:\n  plans: Team costs 12.\n  plans: Team costs 15.\n"
                    "claims:\n  - claim: Team costs 12.\n")
    with pytest.raises(SuiteError) as info:
        load_suite(path)
    assert str(info.value) == (f"{path}:3: field 'plans': duplicate key 'plans' on lines 2 "
                               "and 3; YAML keeps only the last, so remove or rename one")


def test_a_duplicate_claim_field_in_yaml_names_both_lines(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text("passages:\n  p: Team costs 12.\nclaims:\n  - claim: Team costs 12.\n"
                    "    claim: Team costs 15.\n")
    with pytest.raises(SuiteError, match="duplicate key 'claim' on lines 4 and 5"):
        load_suite(path)


def test_duplicate_passage_ids_in_a_jsonl_list_are_an_error(tmp_path):
    path = tmp_path / "faq.jsonl"
    path.write_text(json.dumps({"id": "q1", "claim": "Team costs 12.", "passages": [
        {"id": "p", "text": "Team costs 12."}, {"id": "p", "text": "Team costs 15."}]}) + "\n")
    with pytest.raises(SuiteError) as info:
        load_suite(path)
    assert str(info.value) == (f"{path}:1: field 'passages': passages 0 and 1 both have the "
                               "id 'p'; give each passage its own id (or drop the repeated "
                               "text)")


def test_a_duplicate_key_in_a_jsonl_object_is_an_error(tmp_path):
    path = tmp_path / "faq.jsonl"
    path.write_text('{"id": "q1", "claim": "a", "claim": "b", "passages": ["a"]}\n')
    with pytest.raises(SuiteError) as info:
        load_suite(path)
    assert str(info.value) == f"{path}:1: invalid JSON: key 'claim' appears twice in one object"


def test_a_passage_listed_twice_for_one_claim_is_an_error(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text("passages:\n  p: Team costs 12.\nclaims:\n  - claim: Team costs 12.\n"
                    "    passages: [p, p]\n")
    with pytest.raises(SuiteError, match="passage id 'p' is listed twice for one claim"):
        load_suite(path)
