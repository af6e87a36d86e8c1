"""The two shortcuts of the parse layer give the stock pipeline's parses byte for byte: the
memoised rule lemmatizer (``_nlp._LemmaMemo``) and a full parse made from a bare one by
running only the recogniser (``_nlp._parsed``)."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from mutators import _nlp  # noqa: E402

SENTENCES = [
    "The Team plan costs €12 per month and includes up to 10 users.",
    "Barack Obama was born in Hawaii and served two terms; he wrote books.",
    "Running, she ran past the runners who had run the races in Paris.",
    "Orders over $50 ship free.It wrote a book because it was not late.",
    "Better ones were the best, and the worse was worst.",
    "  ",
    "",
]


def _lemmatizer():
    return _nlp.pipeline().get_pipe("lemmatizer")


def test_lemma_memo_is_installed():
    assert isinstance(_lemmatizer().pipe.__self__, _nlp._LemmaMemo)


def test_same_parse_as_the_stock_lemmatizer():
    lemmatizer = _lemmatizer()
    fast = lemmatizer.pipe
    nlp = _nlp.pipeline()
    try:
        del lemmatizer.pipe  # the class's own method: every token lemmatised anew
        stock = [d.to_bytes() for d in nlp.pipe(SENTENCES)]
    finally:
        lemmatizer.pipe = fast
    for _ in range(2):  # the second time from the memo
        assert [d.to_bytes() for d in nlp.pipe(SENTENCES)] == stock


def test_full_parse_of_a_bare_parse_is_the_full_pipeline_parse():
    nlp = _nlp.pipeline()
    stock = [d.to_bytes(exclude=["user_data"]) for d in nlp.pipe(SENTENCES)]
    bare = _nlp._parsed(SENTENCES, bare=True)
    assert all(not d.ents for d in bare)
    for text, doc in zip(SENTENCES, bare, strict=True):
        doc.user_data["mutato.probe"] = 1  # a bare parse's reads are not carried over
        _nlp._bare_memo[text] = doc
    try:
        full = _nlp._parsed(SENTENCES, bare=False)
    finally:
        for text in SENTENCES:
            _nlp._bare_memo.pop(text, None)
    assert [d.to_bytes(exclude=["user_data"]) for d in full] == stock
    assert all("mutato.probe" not in d.user_data for d in full)
    assert all(not d.ents for d in bare)  # the bare parses are left as they were
