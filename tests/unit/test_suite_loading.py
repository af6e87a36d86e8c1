"""Suites load from YAML, TOML and JSONL; bad input names the file, the line and the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mutato.errors import SuiteError
from mutato.suite.loading import load_suite

PASSAGE = "Export links expire after 7 days."


def write_jsonl(tmp_path: Path, records: list, name: str = "faq.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n"
                            for r in records), encoding="utf-8")
    return path


def error_of(path: Path) -> SuiteError:
    with pytest.raises(SuiteError) as caught:
        load_suite(path)
    return caught.value


def test_larkspur_holds_twelve_originals_and_two_derived_claims():
    suite = load_suite("larkspur")
    plain = [c for c in suite.originals if not c.derived]
    derived = [c for c in suite.originals if c.derived]
    assert len(plain) == 12
    assert [c.text for c in derived] == [
        "8 Team users pay €96 a month.",
        "A Team workspace with 8 users has 400 GB of pooled storage.",
    ]
    assert set(suite.claims[0].passages) == {"plans", "billing", "storage", "export"}


def test_jsonl_list_and_mapping_passages_and_unknown_fields_are_kept(tmp_path):
    path = write_jsonl(tmp_path, [
        {"id": "a", "claim": "Links expire after 7 days.", "passages": [PASSAGE],
         "question": "How long?", "source_url": "https://example.com/faq"},
        {"id": "b", "claim": "Links expire after 7 days.", "passages": {"exp": PASSAGE},
         "label": "supported", "team": {"owner": "docs"}},
    ])
    suite = load_suite(path)
    assert suite.name == "faq"
    first, second = suite.claims
    assert list(first.passages.values()) == [PASSAGE]
    assert first.extra["source_url"] == "https://example.com/faq"
    assert second.passages == {"exp": PASSAGE}
    assert second.extra["team"] == {"owner": "docs"}
    assert first.line == 1 and second.line == 2


def test_jsonl_without_ids_gets_ids_stable_under_reordering(tmp_path):
    rows = [{"claim": f"Links expire after {n} days.", "passages": [PASSAGE]} for n in (7, 8)]
    forward = load_suite(write_jsonl(tmp_path, rows, "a.jsonl"))
    backward = load_suite(write_jsonl(tmp_path, rows[::-1], "b.jsonl"))
    assert {c.text: c.id for c in forward.claims} == {c.text: c.id for c in backward.claims}


@pytest.mark.parametrize("record, line, field, words", [
    ({"id": "x", "passages": [PASSAGE]}, 2, "claim", "missing"),
    ({"id": "x", "claim": "  ", "passages": [PASSAGE]}, 2, "claim", "empty"),
    ({"id": "x", "claim": "A claim."}, 2, "passages", "missing"),
    ({"id": "x", "claim": "A claim.", "passages": []}, 2, "passages", "no passages"),
    ({"id": "x", "claim": "A claim.", "passages": {}}, 2, "passages", "no passages"),
    ({"id": "x", "claim": "A claim.", "passages": [""]}, 2, "passages", "non-empty"),
    ({"id": "x", "claim": "A claim.", "passages": [PASSAGE], "label": "maybe"}, 2, "label",
     "unknown label"),
    ({"id": "ok", "claim": "A claim.", "passages": [PASSAGE]}, 2, "id", "duplicate id"),
])
def test_bad_jsonl_lines_name_line_and_field(tmp_path, record, line, field, words):
    path = write_jsonl(tmp_path, [{"id": "ok", "claim": "Fine.", "passages": [PASSAGE]}, record])
    error = error_of(path)
    assert (error.path, error.line, error.field) == (str(path), line, field)
    assert words in str(error)
    assert f"{path}:{line}: field {field!r}" in str(error)


def test_missing_field_suggests_the_misspelt_one(tmp_path):
    path = write_jsonl(tmp_path, [{"id": "a", "claim": "A.", "pasages": [PASSAGE]}])
    assert "Did you mean 'pasages'?" in str(error_of(path))


def test_invalid_json_names_the_line(tmp_path):
    path = write_jsonl(tmp_path, [{"id": "a", "claim": "A.", "passages": [PASSAGE]},
                                  '{"id": "b", "claim": "B.",}'])
    error = error_of(path)
    assert error.line == 2 and "invalid JSON" in str(error)


def test_invalid_utf8_names_the_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    good = json.dumps({"id": "a", "claim": "A.", "passages": [PASSAGE]}).encode()
    path.write_bytes(good + b"\n" + b'{"id": "b", "claim": "caf\xe9"}\n')
    error = error_of(path)
    assert error.line == 2 and "invalid UTF-8" in str(error)


YAML_SUITE = """\
name: demo
passages:
  export: Export links expire after 7 days.
  plans: The Team plan costs €12 per user per month.
claims:
  - id: a
    claim: Export links expire after 7 days.
    passages: [export]
  - id: b
    claim: The Team plan costs €12 per user per month.
"""


def test_yaml_suite_resolves_passage_references_and_defaults_to_all(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text(YAML_SUITE, encoding="utf-8")
    suite = load_suite(tmp_path)  # a folder holding suite.yaml
    assert suite.name == "demo"
    assert list(suite.claim("a").passages) == ["export"]
    assert list(suite.claim("b").passages) == ["export", "plans"]
    assert suite.claim("b").line == 9


def test_yaml_reference_to_absent_passage_names_line_and_field(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text(YAML_SUITE.replace("passages: [export]", "passages: [exports]"),
                    encoding="utf-8")
    error = error_of(path)
    assert (error.line, error.field) == (6, "passages")
    assert "'exports' is referenced but not defined" in str(error)
    assert "Did you mean 'export'?" in str(error)


def test_yaml_duplicate_id_and_syntax_error(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text(YAML_SUITE.replace("id: b", "id: a"), encoding="utf-8")
    error = error_of(path)
    assert (error.line, error.field) == (9, "id") and "first used on line 6" in str(error)
    path.write_text(YAML_SUITE + "  - id: [unclosed\n", encoding="utf-8")
    error = error_of(path)
    assert "invalid YAML" in str(error) and error.line is not None


def test_toml_suite_loads_and_names_the_claim_line(tmp_path):
    path = tmp_path / "policies.toml"
    path.write_text(
        'name = "policies"\n[passages]\nexport = "Export links expire after 7 days."\n\n'
        '[[claims]]\nid = "a"\nclaim = "Export links expire after 7 days."\n\n'
        '[[claims]]\nid = "b"\nclaim = ""\n', encoding="utf-8")
    error = error_of(path)
    assert (error.line, error.field) == (9, "claim")
    path.write_text(path.read_text().replace('claim = ""', 'claim = "Links expire."'))
    assert [c.id for c in load_suite(path).claims] == ["a", "b"]


def test_unknown_suite_name_lists_bundled_suites():
    with pytest.raises(SuiteError, match="Did you mean 'larkspur'"):
        load_suite("larkspr")


def test_loading_writes_nothing(tmp_path):
    path = write_jsonl(tmp_path, [{"id": "a", "claim": "", "passages": [PASSAGE]}])
    before = sorted(tmp_path.iterdir())
    error_of(path)
    assert sorted(tmp_path.iterdir()) == before
