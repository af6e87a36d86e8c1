"""Parse batches capped by characters (``_nlp.batches``) give the parses one batch of 256
gives, byte for byte, bare and full; and the batches keep every text once, in order."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from mutators import _nlp  # noqa: E402

PASSAGE = ("The Team plan costs €12 per month and includes up to 10 users. Annual plans are "
           "billed yearly.Refunds are not given after 30 days. Having paid, she was getting "
           "the invoice from Larkspur Ltd in Dublin, which noted that it had been sent. ")
TEXTS = [PASSAGE * n for n in (1, 7, 2, 40, 1, 3)] + [
    "Barack Obama was born in Hawaii and served two terms; he wrote books.",
    "Orders over $50 ship free.It wrote a book because it was not late.",
    "  ",
    "",
]


@pytest.mark.parametrize(("size", "chars"), [(2, 10**9), (256, 300), (3, 2_000), (1, 1)])
def test_batches_cover_every_text_once_within_their_caps(size: int, chars: int) -> None:
    found = list(_nlp.batches(TEXTS, size=size, chars=chars))
    assert [i for batch in found for i in batch] == list(range(len(TEXTS)))
    for batch in found:
        assert len(batch) <= size
        assert len(batch) == 1 or sum(len(TEXTS[i]) for i in batch) <= chars


def _parses(texts: list[str], *, bare: bool, chars: int,
            monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    monkeypatch.setattr(_nlp, "BATCH_CHARS", chars)
    if not bare:  # the recogniser on copies of bare parses, as a run makes most full parses
        for text, doc in zip(texts, _nlp._parsed(texts, bare=True), strict=True):
            monkeypatch.setitem(_nlp._bare_memo, text, doc)
    return [d.to_bytes(exclude=["user_data"]) for d in _nlp._parsed(texts, bare=bare)]


@pytest.mark.parametrize("bare", [True, False])
def test_capped_batches_give_the_parses_of_one_batch(bare: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    assert len(list(_nlp.batches(TEXTS, chars=1_000))) > 3  # the cap below splits them
    one_batch = _parses(TEXTS, bare=bare, chars=10**9, monkeypatch=monkeypatch)
    assert _parses(TEXTS, bare=bare, chars=1_000, monkeypatch=monkeypatch) == one_batch


def test_stock_pipe_gives_the_same_parses() -> None:
    stock = [d.to_bytes(exclude=["user_data"]) for d in _nlp.pipeline().pipe(TEXTS)]
    assert [d.to_bytes(exclude=["user_data"]) for d in _nlp._parsed(TEXTS, bare=False)] == stock
