"""Contradiction levels and TF-IDF attribution: the metric article's example, exactly."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics.pairwise import cosine_similarity

from mutato.decide.checker_sections import contradiction_section
from mutato.scoring.attribution import (
    contradiction_level,
    describe,
    diagnose,
    passage_label,
    similarities,
    with_diagnosis,
)
from mutato.scoring.items import items_for
from mutato.suite.loading import load_suite

# the article's second listing: two price lists from different years, and an unrelated chunk
CHUNKS = {
    "2025": "2025 price list: the Base plan costs 100 euros a month.",
    "2026": "2026 price list: the Base plan costs 120 euros a month.",
    "phone": "Phone support is not available on the Base plan.",
}
CLAIM = "The Base plan costs 120 euros a month"


def test_the_article_example_is_sometimes() -> None:
    found = diagnose(CLAIM, CHUNKS)
    assert list(found.labels.values()) == ["contradicted", "supported", "unverifiable"]
    assert found.level == "SOMETIMES"


def test_the_article_similarities_in_order() -> None:
    found = diagnose(CLAIM, CHUNKS)
    assert [(pid, round(s, 2)) for pid, s in found.similarities] == \
        [("2026", 0.74), ("2025", 0.54), ("phone", 0.19)]
    assert found.attributed[0] == "2026"


def test_similarities_match_scikit_learn_called_directly() -> None:
    texts = list(CHUNKS.values())
    vectorizer = TfidfVectorizer().fit(texts + [CLAIM])
    direct = cosine_similarity(vectorizer.transform([CLAIM]), vectorizer.transform(texts))[0]
    ours = dict(similarities(CLAIM, CHUNKS))
    assert [ours[pid] for pid in CHUNKS] == pytest.approx(list(direct))


def test_the_article_first_listing_labels() -> None:
    base = "The Base plan costs 100 euros a month and includes 5 users."
    assert passage_label("The Base plan costs 50 euros a month", base) == "contradicted"
    assert passage_label("The Base plan costs 100 euros a month", base) == "supported"
    assert passage_label("It has 100 GB of storage", base) == "unverifiable"


@pytest.mark.parametrize("labels, level", [
    (["unverifiable", "supported"], "NONE"),
    (["contradicted", "unverifiable", "unverifiable"], "ALL"),
    (["contradicted", "contradicted"], "ALL"),
    (["contradicted", "supported"], "SOMETIMES"),
])
def test_levels(labels: list[str], level: str) -> None:
    assert contradiction_level(labels) == level


def test_a_plain_number_swap_on_larkspur_is_all_not_sometimes() -> None:
    passages = dict(load_suite("larkspur").claims[0].passages)
    found = diagnose("Export links expire after 30 days.", passages)
    assert found.labels["export"] == "contradicted" and found.level == "ALL"
    assert found.attributed[0] == "export"


def test_columns_join_on_item_id_and_describe_reads_them() -> None:
    suite = load_suite("larkspur")
    items = items_for(suite, [])
    claims = pd.DataFrame({"item_id": [i.id for i in items][::-1]})
    out = with_diagnosis(claims, items)
    row = out.set_index("item_id").loc["export-expiry"]
    assert row["contradiction_level"] == "NONE" and row["attributed_passage"] == "export"
    assert json.loads(row["passage_labels"])["export"] == "supported"
    assert describe(row).startswith("contradiction NONE · attributed to export (")


def test_a_sometimes_claim_is_flagged_as_an_inconsistent_corpus() -> None:
    found = diagnose(CLAIM, CHUNKS)
    row = {"item_id": "c", "role": "original", "text": CLAIM, "contradiction_level": found.level,
           "passage_labels": json.dumps(found.labels), "attributed_passage": "2026",
           "attribution_similarity": found.similarities[0][1]}
    assert "inconsistent corpus" in describe(row)
    section = contradiction_section(pd.DataFrame([row]))
    assert "**Inconsistent corpus:** 1 claim(s)" in section.markdown
    assert "2025: contradicted, 2026: supported" in section.markdown
    assert "2026 (0.74)" in section.markdown


def test_drill_downs_show_the_level_and_the_attribution() -> None:
    from mutato.report.html import _window_cell
    from mutato.report.markdown import _misses

    row = {"item_id": "m1", "role": "fault", "counted": True, "fault_type": "number_swap",
           "text": "Export links expire after 30 days.", "best_score": 0.99,
           "best_window": "export#1+1", "best_premise": "Export links expire after 7 days.",
           "best_detail": None, "contradiction_level": "ALL", "attributed_passage": "export",
           "attribution_similarity": 0.8123}
    assert "contradiction ALL · attributed to export (0.81)" in _window_cell(pd.Series(row))
    table = "\n".join(_misses(pd.DataFrame([row]), 0.98))
    assert "| contradiction ALL · attributed to export (0.81) |" in table
