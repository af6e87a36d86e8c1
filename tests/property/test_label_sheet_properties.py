"""Label sheets and label files under arbitrary input: any text survives the round trip, any
bytes give rulings or one clear LabelError, never a traceback."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mutato.errors import LabelError
from mutato.io_safety.csv_safety import neutralise, restore
from mutato.mutation.mutants import Mutant, Span
from mutato.review.label_sheets import export_sheet, import_sheet
from mutato.review.label_studio import import_tasks
from mutato.suite.model import Claim, Suite
from mutato.suite.reviews import UNNAMED, Ruling, load_reviews, save_reviews

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
TEXT = st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=60)


@SETTINGS
@given(TEXT)
def test_neutralise_is_undone_by_restore_and_never_leaves_a_formula(cell):
    out = neutralise(cell)
    assert restore(out) == cell
    assert not out.startswith(("=", "+", "-", "@", "\t", "\r"))


@SETTINGS
@given(reason=TEXT, note=TEXT, value=st.sampled_from(["fault", "not_fault", "unsure"]))
def test_any_reason_and_note_survive_a_sheet(reason, note, value):
    claim = Claim("c1", "Plans cost 12 euros.", {"p": f"Plans cost 12 euros. {note}"})
    mutant = Mutant("c1:x:1", "c1", "x", 1, "fault", "x", claim.text, "Plans cost 9 euros.",
                    (Span(11, 13, "9"),), note=note)
    with tempfile.TemporaryDirectory() as folder:
        sheet = Path(folder) / "s.csv"
        sheet.write_text(export_sheet([mutant], Suite("s", (claim,)),
                                      {mutant.id: Ruling(value, reason)}), encoding="utf-8")
        got = import_sheet(sheet, known_ids=[mutant.id])
    assert got.rulings == {(mutant.id, UNNAMED): Ruling(value, reason.strip())}


@SETTINGS
@given(reason=TEXT)
def test_any_reason_survives_the_labels_file(reason):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "labels.jsonl"
        reviews = {("c:x:1", "ana"): Ruling("fault", reason)}
        save_reviews(path, reviews)
        assert load_reviews(path) == reviews


@SETTINGS
@given(st.binary(max_size=400))
def test_arbitrary_bytes_as_a_sheet_or_a_labels_file_never_crash(data):
    with tempfile.TemporaryDirectory() as folder:
        for name, read in (("s.csv", import_sheet), ("labels.jsonl", load_reviews),
                           ("tasks.json", import_tasks)):
            path = Path(folder) / name
            path.write_bytes(data)
            try:
                read(path)
            except LabelError:
                pass


JSON = st.recursive(st.none() | st.booleans() | st.integers() | TEXT,
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(TEXT, inner, max_size=4), max_leaves=20)


@SETTINGS
@given(st.lists(st.dictionaries(st.sampled_from(["data", "annotations", "mutant_id", "label",
                                                 "reviewer", "result", "completed_by"]),
                                JSON, max_size=4), max_size=4))
def test_arbitrary_json_as_label_studio_tasks_or_label_lines_never_crash(records):
    with tempfile.TemporaryDirectory() as folder:
        tasks = Path(folder) / "tasks.json"
        tasks.write_text(json.dumps(records), encoding="utf-8")
        lines = Path(folder) / "labels.jsonl"
        lines.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        for read, path in ((import_tasks, tasks), (load_reviews, lines)):
            try:
                read(path)
            except LabelError:
                pass


ANNOTATION = st.fixed_dictionaries({}, optional={
    "completed_by": JSON, "was_cancelled": JSON,
    "result": st.lists(st.fixed_dictionaries({}, optional={
        "from_name": st.sampled_from(["ruling", "reason", "x"]) | JSON,
        "type": st.sampled_from(["choices", "textarea"]) | JSON,
        "value": st.fixed_dictionaries({}, optional={"choices": JSON, "text": JSON}) | JSON,
    }), max_size=3) | JSON})


@SETTINGS
@given(st.lists(st.fixed_dictionaries(
    {"data": st.fixed_dictionaries({"mutant_id": st.sampled_from(["a:b:1", "z:z:9"]) | JSON})},
    optional={"annotations": st.lists(ANNOTATION, max_size=3) | JSON}), max_size=4))
def test_label_studio_tasks_with_garbage_annotations_never_crash(tasks):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "tasks.json"
        path.write_text(json.dumps(tasks), encoding="utf-8")
        try:
            got = import_tasks(path, known_ids=["a:b:1"])
        except LabelError:
            return
    assert all(key[0] == "a:b:1" for key in got.rulings)
