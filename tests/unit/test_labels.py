"""Labels stay apart from mutants, round-trip through CSV, and survive re-generation."""

from __future__ import annotations

import csv

import pytest

from mutato.errors import LabelError
from mutato.labels import (Label, default_labels_path, export_csv, import_csv, load_labels,
                           save_labels)
from mutato.mutants import Edit, Mutant, Span, generate_mutants, mutant_id
from mutato.suite_loading import load_suite


def test_labels_default_beside_the_suite(tmp_path):
    assert default_labels_path(tmp_path / "suite.yaml") == tmp_path / "labels.jsonl"
    assert default_labels_path(tmp_path / "faq.jsonl") == tmp_path / "faq.labels.jsonl"


def test_csv_round_trip_keeps_values_and_reasons(tmp_path):
    suite = load_suite("larkspur")
    mutants = generate_mutants(suite, seed=0)[:4]
    sheet = tmp_path / "review.csv"
    sheet.write_text(export_csv(mutants, {}), encoding="utf-8")
    rows = list(csv.DictReader(sheet.open(encoding="utf-8")))
    assert [r["mutant_id"] for r in rows] == [m.id for m in mutants]
    rows[0]["label"], rows[0]["reason"] = "fault", "price no passage states"
    rows[1]["label"] = "Not fault"  # spreadsheet spelling is forgiven
    rows[2]["label"] = ""           # left blank: still unlabeled
    with sheet.open("w", encoding="utf-8", newline="") as stream:
        writer = csv.DictWriter(stream, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    labels = import_csv(sheet, [m.id for m in mutants])
    assert labels == {mutants[0].id: Label("fault", "price no passage states"),
                      mutants[1].id: Label("not_fault", "")}
    path = tmp_path / "labels.jsonl"
    save_labels(path, labels)
    assert load_labels(path) == labels


def test_a_bad_label_names_file_line_and_field(tmp_path):
    sheet = tmp_path / "review.csv"
    sheet.write_text("mutant_id,label\na:b:1,fault\na:b:2,maybe\n", encoding="utf-8")
    with pytest.raises(LabelError, match=r"review.csv:3: field 'label': 'maybe'"):
        import_csv(sheet)
    with pytest.raises(LabelError, match=r"review.csv:2: field 'mutant_id'"):
        import_csv(sheet, known_ids=["a:b:2"])


def test_ids_depend_on_texts_not_on_order_or_version():
    first = mutant_id("c1", "number_swap", "Costs €12.", "Costs €15.")
    assert first == mutant_id("c1", "number_swap", "Costs €12.", "Costs €15.")
    assert first != mutant_id("c1", "number_swap", "Costs €12.", "Costs €18.")
    assert first.startswith("c1:number_swap:")


def test_labels_survive_regeneration_and_reordering():
    suite = load_suite("larkspur")
    forward = {m.id: m.text for m in generate_mutants(suite, seed=0)}
    reordered = type(suite)(name=suite.name, claims=suite.claims[::-1], answers=suite.answers,
                            source=suite.source)
    backward = {m.id: m.text for m in generate_mutants(reordered, seed=0)}
    assert forward == backward and forward
    shipped = load_labels(default_labels_path(suite.source))
    if shipped:
        assert set(shipped) <= set(forward), "a shipped larkspur label lost its mutant"


def test_marked_and_markdown_views_of_an_edit():
    mutant = Mutant("c:x:1", "c", "x", 1, "fault", "x", "Links expire after 7 days.",
                    "Links expire.", (Span(12, 25, ""),))
    assert mutant.marked() == "Links expire[[]]."
    assert mutant.marked_original() == "Links expire[[ after 7 days]]."
    assert mutant.diff_markdown() == "Links expire ~~after 7 days~~."
    assert Edit.replace(0, 5, "Files").spans == (Span(0, 5, "Files"),)
