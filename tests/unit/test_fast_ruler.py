"""The attribute ruler's index matching (``_nlp._RulerMatch``) finds exactly the matches of
the ruler's own Matcher, so every parse is the one the stock pipeline makes."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from mutators import _nlp  # noqa: E402

SENTENCES = [
    "Y'all gonna like the new plan, ain't ya?",
    "Let's check it, c'mon.  It's nothin' he gave to me or you or it.",
    "There are two rooms and there's a garden.\n\n\tIt gets warm; he got it.",
    "Do it now. She did have one. They have had that, which that does.",
    "Orders over $50 ship free.It wrote a book because it was not late.",
    "  ",
    "",
]


def _ruler():
    return _nlp.pipeline().get_pipe("attribute_ruler")


def test_fast_match_is_installed():
    assert isinstance(_ruler().match, _nlp._RulerMatch)


@pytest.mark.parametrize("text", SENTENCES)
def test_same_matches_as_the_matcher(text):
    ruler = _ruler()
    nlp = _nlp.pipeline()
    doc = nlp.make_doc(text)
    for name, proc in nlp.pipeline:
        if name == "attribute_ruler":
            break
        doc = proc(doc)
    assert ruler.match(doc) == type(ruler).match(ruler, doc)


def test_same_parse_as_the_stock_ruler():
    ruler = _ruler()
    fast = ruler.match
    nlp = _nlp.pipeline()
    try:
        del ruler.match  # the class's own method: the Matcher
        stock = [d.to_bytes() for d in nlp.pipe(SENTENCES)]
    finally:
        ruler.match = fast
    assert [d.to_bytes() for d in nlp.pipe(SENTENCES)] == stock


def test_patterns_of_another_shape_keep_the_matcher():
    from spacy.pipeline import AttributeRuler

    other = AttributeRuler(_nlp.pipeline().vocab)
    other.add([[{"LOWER": "very", "OP": "+"}]], {"POS": "ADV"})
    assert _nlp._RulerMatch.build(other) is None
    other = AttributeRuler(_nlp.pipeline().vocab)
    other.add([[{"ORTH": "Hi"}]], {"POS": "INTJ"})
    assert _nlp._RulerMatch.build(other) is None
