"""Sentences and windows: one or two adjacent sentences, never across passages."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mutato.mutation.text import sentence_spans, split_sentences
from mutato.mutation.windows import make_windows, whole_passages


def test_split_keeps_decimals_prices_and_abbreviations_together():
    text = ("Plans cost $19.99, e.g. for 3.5 users. Mr. Smith approves refunds. "
            "Links expire after 7 days! Why? 24/7 support.")
    assert split_sentences(text) == [
        "Plans cost $19.99, e.g. for 3.5 users.", "Mr. Smith approves refunds.",
        "Links expire after 7 days!", "Why?", "24/7 support."]


def test_windows_never_cross_passages():
    passages = {"a": "A one. A two.", "b": "B one. B two. B three."}
    windows = make_windows(passages)
    assert [w.id for w in windows] == ["a#0+1", "a#1+1", "a#0+2", "b#0+1", "b#1+1", "b#2+1",
                                       "b#0+2", "b#1+2"]
    for window in windows:
        assert window.text in passages[window.passage_id]


def test_whole_passages_is_one_premise_naming_each_passage():
    (window,) = whole_passages({"plans": "P.", "billing": "B."})
    assert window.text == "[plans] P.\n[billing] B."


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=300))
def test_sentence_spans_are_ordered_trimmed_and_in_bounds(text):
    spans = sentence_spans(text)
    last = 0
    for start, end in spans:
        assert last <= start < end <= len(text)
        piece = text[start:end]
        assert piece == piece.strip() and piece
        last = end
