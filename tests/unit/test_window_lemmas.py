"""Sentence windows' lemmas come from the passages' full parses, never a parse of their own
(issue 8: the window parses were about a fifth of a cold ``mutato mutate``)."""

from __future__ import annotations

from mutato.mutation.mutants import _parse_claims
from mutato.mutation.windows import make_windows
from mutato.suite.model import Claim
from mutators import _nlp
from mutators._support import mentions_any, states, window_lemmas
from mutators.partial_support import passage_facts

PASSAGES = {
    "bio": "Ada Lovelace was born in London in 1815. She wrote the first published "
           "algorithm. Her notes on the Analytical Engine appeared in 1843.",
    "hotel": "Breakfast is served until ten. The rooms were cleaned daily by the staff.",
}


def _sentence_words(passage: str, sentence: str) -> frozenset[str]:
    """Words and lemmas of the passage parse's tokens inside ``sentence``."""
    doc = _nlp.parse(passage)
    start = passage.index(sentence)
    tokens = [t for t in doc if start <= t.idx < start + len(sentence)]
    return frozenset({t.lower_ for t in tokens} | {t.lemma_.lower() for t in tokens})


def test_window_texts_are_the_checkers_windows_in_their_order() -> None:
    assert [text for text, _ in window_lemmas(PASSAGES)] == [w.text for w in make_windows(PASSAGES)]


def test_a_pair_windows_lemmas_are_its_two_sentences_lemmas() -> None:
    found = dict(window_lemmas(PASSAGES))
    for window in make_windows(PASSAGES):
        if window.size != 2:
            continue
        first, second = (w.text for w in make_windows(PASSAGES)
                         if w.size == 1 and w.passage_id == window.passage_id
                         and w.start in (window.start, window.start + 1))
        assert found[window.text] == found[first] | found[second]


def test_a_sentences_lemmas_are_its_tokens_in_the_passage_parse() -> None:
    found = dict(window_lemmas(PASSAGES))
    second = "She wrote the first published algorithm."
    assert found[second] == _sentence_words(PASSAGES["bio"], second)
    assert {"write", "wrote", "she"} <= found[second]
    assert "london" not in found[second] and "london" in found[
        "Ada Lovelace was born in London in 1815."]
    assert "clean" in found["The rooms were cleaned daily by the staff."]


def test_the_support_checks_read_the_window_lemmas() -> None:
    assert mentions_any(PASSAGES, {"clean"}) and not mentions_any(PASSAGES, {"dinner"})
    assert states(PASSAGES, "Ada Lovelace was born in London.")
    assert not states(PASSAGES, "Ada Lovelace was born in Paris.")


def test_parsing_claims_parses_no_window_on_its_own() -> None:
    passages = {"p": "The ferry leaves at noon. Tickets are sold on board. Dogs travel free."}
    claim = Claim("c", "The ferry leaves at noon.", passages)
    _parse_claims([claim])
    assert passages["p"] in _nlp._bare_memo  # passages are parsed bare (no entities) up front
    windows = [w.text for w in make_windows(passages)]
    assert not any(text in _nlp._bare_memo for text in windows)
    window_lemmas(passages)
    assert not any(text in _nlp._bare_memo for text in windows[1:])


def test_passage_facts_are_worked_out_once_and_stay_a_fresh_list() -> None:
    claim = Claim("c", "Ada Lovelace wrote notes.", PASSAGES)
    first = passage_facts(claim)
    assert first == ["She wrote the first published algorithm.",
                     "Her notes on the Analytical Engine appeared in 1843.",
                     "The rooms were cleaned daily by the staff."]
    first.append("changed")
    assert "changed" not in passage_facts(claim)
    assert passage_facts(Claim("d", "Another claim.", PASSAGES)) == first[:-1]
