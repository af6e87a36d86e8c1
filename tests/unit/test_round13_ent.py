"""Round 13 (entity_swap): refusals of splices, bound acronyms, bare possessives, "the" +
adjective before a place, and a person the passages list only among other kinds of names."""

from __future__ import annotations

from mutators import _nlp
from mutators import entity_swap as es
from mutators._example import mutate


def _term(doc, text: str) -> es.Term:
    (term,) = [t for t in es.terms(doc) if t.text == text]
    return term


def test_acronym_in_brackets_after_term_binds_it() -> None:
    doc = _nlp.parse("Doctors test for chronic kidney disease (CKD) every year.")
    assert es._bound_by_context(doc, _term(doc, "kidney disease"))


def test_bare_possessive_apostrophe_binds_the_name() -> None:
    doc = _nlp.parse("Venus' atmosphere is thick and hot.")
    assert es._bound_by_context(doc, _term(doc, "Venus"))
    doc = _nlp.parse("Venus has a thick and hot atmosphere.")
    assert not es._bound_by_context(doc, _term(doc, "Venus"))


def test_the_and_an_adjective_before_a_place_bind_it() -> None:
    doc = _nlp.parse("Wolves are found in the eastern United States.")
    assert es._bound_by_context(doc, _term(doc, "United States"))


def test_fragment_of_a_longer_noun_phrase_is_no_term() -> None:
    from spacy.tokens import Doc

    # the parse the small model gives "prima facie limits" in some contexts: "prima" an
    # nmod of the head, "facie" a compound
    doc = Doc(_nlp.parse("x").vocab, words=["Certain", "prima", "facie", "limits", "apply", "."],
              spaces=[True, True, True, True, False, False],
              pos=["ADJ", "NOUN", "NOUN", "NOUN", "VERB", "PUNCT"],
              tags=["JJ", "NN", "NN", "NNS", "VBP", "."],
              lemmas=["certain", "prima", "facie", "limit", "apply", "."],
              deps=["amod", "nmod", "compound", "nsubj", "ROOT", "punct"],
              heads=[1, 3, 3, 4, 4, 4], sent_starts=[True, False, False, False, False, False])
    assert "facie limits" not in [t.text for t in es._noun_phrases(doc, set())]


def test_glued_words_are_no_replacement() -> None:
    passages = [_nlp.parse("Read about the Moon. The MoonApollo missions will fly soon.")]
    doc = _nlp.parse("The Gemini missions flew early.")
    target = _term(doc, "Gemini")
    candidate = es.Term("MoonApollo", frozenset(), 0, 0, (), proper=True, label="ORG")
    assert es._spliced(target, candidate, passages)


def test_name_cut_before_a_possessive_is_no_replacement() -> None:
    passages = [_nlp.parse("Read the Texas Driver's Handbook. Then apply for the Texas "
                           "Driver's License.")]
    target = es.Term("Texas Learner Permit", frozenset(), 0, 0, (), proper=True)
    candidate = es.Term("Texas Driver", frozenset(), 0, 0, (), proper=True)
    assert es._spliced(target, candidate, passages)


def test_person_listed_only_with_channels_is_no_person() -> None:
    passages = {"p": "The show aired on stations such as Channel 5, E4 and Comedy Central UK. "
                     "Jennifer Aniston and Lisa Kudrow won an Emmy."}
    made = {m for seed in range(8)
            for m in mutate(es.entity_swap, "Jennifer Aniston won an Emmy.", passages=passages,
                            seed=seed)}
    assert not any("Comedy Central" in m for m in made)
