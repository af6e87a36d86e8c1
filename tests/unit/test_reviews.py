"""Rulings per reviewer: old label files still read, resolution, duplicates named."""

from __future__ import annotations

import pytest

from mutato.errors import LabelError
from mutato.suite.labels import Label, load_labels, save_labels
from mutato.suite.reviews import (
    ADJUDICATED,
    UNNAMED,
    Ruling,
    check_reviewer,
    load_reviews,
    resolve,
    save_reviews,
)


def test_a_labels_file_from_before_reviewers_reads_as_the_unnamed_reviewer(tmp_path):
    path = tmp_path / "labels.jsonl"
    legacy = ('{"mutant_id": "c:x:1", "label": "fault", "reason": "9 \u2028 12"}\n'
              '{"mutant_id": "c:x:2", "label": "not_fault", "reason": ""}\n')
    path.write_text(legacy, encoding="utf-8")
    assert load_reviews(path) == {("c:x:1", UNNAMED): Ruling("fault", "9 \u2028 12"),
                                  ("c:x:2", UNNAMED): Ruling("not_fault")}
    assert load_labels(path)["c:x:1"] == Label("fault", "9 \u2028 12")
    save_reviews(path, load_reviews(path))
    assert path.read_text(encoding="utf-8") == legacy  # rewritten byte for byte


def test_resolution_prefers_adjudicated_then_unanimous_else_disputed():
    reviews = {("a", "ana"): Ruling("fault"), ("a", "ben"): Ruling("not_fault"),
               ("b", "ana"): Ruling("fault"), ("b", "ben"): Ruling("fault"),
               ("c", "ana"): Ruling("unsure"), ("c", "ben"): Ruling("fault"),
               ("c", ADJUDICATED): Ruling("fault", "ben is right", by="cy"),
               ("d", "ana"): Ruling("not_fault")}
    got = {mid: (r.value, r.basis) for mid, r in resolve(reviews).items()}
    assert got == {"a": ("disputed", "disputed"), "b": ("fault", "unanimous"),
                   "c": ("fault", "adjudicated"), "d": ("not_fault", "single")}


def test_save_labels_keeps_named_reviewers(tmp_path):
    path = tmp_path / "labels.jsonl"
    save_reviews(path, {("a", "ana"): Ruling("fault")})
    save_labels(path, {"b": Label("unsure")})
    assert set(load_reviews(path)) == {("a", "ana"), ("b", UNNAMED)}


def test_a_repeated_ruling_names_both_lines(tmp_path):
    path = tmp_path / "labels.jsonl"
    path.write_text('{"mutant_id": "a", "reviewer": "ana", "label": "fault"}\n\n'
                    '{"mutant_id": "a", "reviewer": "ana", "label": "unsure"}\n')
    with pytest.raises(LabelError, match=r"labels.jsonl:3: .*first at line 1"):
        load_reviews(path)


@pytest.mark.parametrize("name", ["", "a b", "../x", ADJUDICATED, UNNAMED, "x" * 65])
def test_reviewer_names_are_checked(name):
    with pytest.raises(LabelError):
        check_reviewer(name)
