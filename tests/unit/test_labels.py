"""Labels stay apart from mutants, round-trip through CSV, and survive re-generation."""

from __future__ import annotations

from mutato.mutation.mutants import Edit, Mutant, Span, generate_mutants, mutant_id
from mutato.suite.labels import default_labels_path, load_labels
from mutato.suite.loading import load_suite


def test_labels_default_beside_the_suite(tmp_path):
    assert default_labels_path(tmp_path / "suite.yaml") == tmp_path / "labels.jsonl"
    assert default_labels_path(tmp_path / "faq.jsonl") == tmp_path / "faq.labels.jsonl"


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
