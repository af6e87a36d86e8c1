"""The offline checkers reproduce the figures printed in the reference articles."""

from __future__ import annotations

import pytest

from mutato.checkers.embedding import EmbeddingChecker
from mutato.checkers.lexical import LexicalChecker, coverage

CONTEXT = [
    "The Base plan costs 100 euros a month and includes 5 users.",
    "The Premium plan costs 200 euros a month, with unlimited users and 24/7 support.",
    "Phone support is not available on the Base plan.",
]


def best_against_context(claim: str) -> dict:
    return max((coverage(claim, s) for s in CONTEXT), key=lambda found: found["coverage"])


@pytest.mark.parametrize("claim, label, cov", [
    ("The Premium plan costs 200 euros a month", "supported", 1.00),
    ("It includes unlimited users", "supported", 1.00),
    ("It offers 24/7 support", "supported", 1.00),
    ("It has 100 GB of storage", "unverifiable", 0.33),
    ("The Base plan costs 50 euros a month", "contradicted", 0.83),
])
def test_lexical_verifier_reproduces_the_metric_articles_output(claim, label, cov):
    found = best_against_context(claim)
    assert (found["label"], round(found["coverage"], 2)) == (label, cov)


def test_lexical_score_is_zero_when_a_number_is_missing():
    checker = LexicalChecker()
    right, wrong = checker.score_pairs(
        [CONTEXT[0], CONTEXT[0]],
        ["The Base plan costs 100 euros a month", "The Base plan costs 50 euros a month"])
    assert right.score == 1.0 and wrong.score == 0.0
    assert wrong.detail["missing_numbers"] == ["50"]


PASSAGE = ("Team plans are billed monthly and can be cancelled at any time, but the current "
           "month is not refunded. Annual Enterprise contracts can be refunded in full within "
           "14 days of signing; after that they are not refundable.")
ANSWERS = {
    "A": "You can cancel your Team plan at any time, but the current month is not refunded.",
    "B": "You can cancel your Team plan at any time, and the current month is refunded.",
    "C": "You can stop your Team subscription whenever you like, but you will not get "
         "this month's payment back.",
}


@pytest.fixture(scope="module")
def embedding():
    return EmbeddingChecker()


def test_embedding_reproduces_the_reference_cosines(embedding, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    scores = embedding.score_pairs([PASSAGE] * 3, list(ANSWERS.values()))
    assert [round(s.score, 3) for s in scores] == [0.769, 0.765, 0.548]


def test_embedding_encodes_each_distinct_text_once(embedding):
    embedding._cache.clear()
    embedding.score_pairs([PASSAGE] * 3, list(ANSWERS.values()))
    assert len(embedding._cache) == 4
    embedding.score_pairs([PASSAGE], [ANSWERS["A"]])
    assert len(embedding._cache) == 4


def test_embedding_manifest_records_the_bundled_model(embedding):
    manifest = embedding.manifest()
    assert manifest["model_id"] == "sentence-transformers/all-MiniLM-L6-v2"
    assert manifest["revision"].startswith("sha256:")
    assert manifest["max_length"] == 256
