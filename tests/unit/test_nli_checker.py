"""The nli checker reads support by label name, cuts only premises, and the gate stops a miswired one."""

from __future__ import annotations

import re

import pytest

from mutato.checkers import build_checker
from mutato.errors import CheckerError, ValidityGateError
from mutato.run import RunConfig, _canary_gate, run_suite
from mutato.scoring.store import ScoreStore
from mutato.scoring.validity import UNRELATED_CLAIMS
from mutato.suite.loading import load_suite
from tests.helpers.tiny_models import build_tiny_classifier
from tests.helpers.tiny_nli import build_rule_nli

PREMISE = "Export links expire after 7 days."


@pytest.fixture(autouse=True)
def offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")


def nli(folder, **options):
    return build_checker("nli", {"model": str(folder), **options})


@pytest.mark.parametrize("order", [
    ["contradiction", "entailment", "neutral"],   # cross-encoder/nli-deberta-v3-base
    ["CONTRADICTION", "NEUTRAL", "ENTAILMENT"],   # facebook/bart-large-mnli style
    ["entailment", "neutral", "contradiction"],
])
def test_entailment_is_read_by_name_whatever_the_order(tmp_path, order):
    entailing = nli(build_tiny_classifier(tmp_path / "e", order, bias_towards=order[
        [o.lower() for o in order].index("entailment")]))
    contradicting = nli(build_tiny_classifier(tmp_path / "c", order, bias_towards=order[
        [o.lower() for o in order].index("contradiction")]))
    high = entailing.score_pairs([PREMISE], [PREMISE])[0]
    low = contradicting.score_pairs([PREMISE], [PREMISE])[0]
    assert high.score > 0.99 and low.score < 0.01
    assert entailing.manifest()["support_index"] == [o.lower() for o in order].index("entailment")
    assert sum(high.detail.values()) == pytest.approx(1.0, abs=1e-4)  # softmax applied


def test_a_model_without_an_entailment_label_is_refused(tmp_path):
    folder = build_tiny_classifier(tmp_path / "m", ["negative", "positive"])
    with pytest.raises(CheckerError, match="no 'entailment' label"):
        nli(folder).load()


def test_generic_labels_need_an_explicit_support_label(tmp_path):
    folder = build_tiny_classifier(tmp_path / "m", ["LABEL_0", "LABEL_1"],
                                   bias_towards="LABEL_1")
    with pytest.raises(CheckerError, match="support_label=LABEL_i"):
        nli(folder).load()
    checker = nli(folder, support_label="LABEL_1")
    assert checker.score_pairs([PREMISE], [PREMISE])[0].score > 0.99


def test_long_premises_are_cut_and_long_claims_are_errors(tmp_path):
    folder = build_tiny_classifier(tmp_path / "m", ["contradiction", "entailment", "neutral"],
                                   max_position_embeddings=64)
    checker = nli(folder, max_length=32)
    long_premise = " ".join(["Export links expire after seven days."] * 20)
    short_claim = "Links expire."
    pairs, errors = checker.fit_pairs([long_premise, PREMISE, PREMISE],
                                      [short_claim, short_claim, "links " * 60])
    tokenizer = checker.load().tokenizer
    assert len(tokenizer(*pairs[0])["input_ids"]) <= 32
    assert pairs[0][1] == short_claim and pairs[0][0] != long_premise
    assert pairs[1] == (PREMISE, short_claim) and errors[:2] == [None, None]
    assert "never truncates a claim" in errors[2]
    assert checker.truncated == 2
    scores = checker.score_pairs([long_premise, PREMISE], [short_claim, "links " * 60])
    assert scores[0].ok and not scores[1].ok
    assert checker.manifest()["truncated_pairs"] == 4


def test_the_manifest_records_label_map_and_versions(tmp_path):
    folder = build_tiny_classifier(tmp_path / "m", ["contradiction", "entailment", "neutral"])
    manifest = nli(folder).manifest()
    assert manifest["label_map"] == {0: "contradiction", 1: "entailment", 2: "neutral"}
    assert manifest["support_label"] == "entailment" and manifest["activation"] == "softmax"
    assert manifest["revision"].startswith("sha256:")
    for library in ("torch", "transformers", "sentence_transformers", "mutato"):
        assert manifest[library]


@pytest.fixture(scope="module")
def larkspur():
    return load_suite("larkspur")


@pytest.fixture(scope="module")
def off_topic(larkspur):
    """Words of the gate's unrelated claims that no larkspur passage uses."""
    used = set(re.findall(r"[a-z]+", " ".join(larkspur.all_passages().values()).lower()))
    return sorted({w for claim in UNRELATED_CLAIMS for w in re.findall(r"[a-z]+", claim.lower())}
                  - used)


def test_the_gate_passes_a_well_wired_model(tmp_path, larkspur, off_topic):
    checker = nli(build_rule_nli(tmp_path / "right", off_topic_words=off_topic))
    report = _canary_gate(larkspur, [checker], ScoreStore(":memory:"))
    assert report.ok and report.passed == report.triples >= 1


def test_the_gate_stops_a_model_whose_label_map_is_swapped(tmp_path, off_topic):
    folder = build_rule_nli(tmp_path / "swapped", off_topic_words=off_topic, swap_labels=True)
    out = tmp_path / "reports"
    with pytest.raises(ValidityGateError) as stopped:
        run_suite(RunConfig(suite="larkspur", checker="nli", options={"model": str(folder)},
                            out=out, progress=False))
    message = str(stopped.value)
    assert "failed the validity gate" in message and "label order" in message
    assert "copy 0.4" in message  # the copied sentence lost to its negation
    assert not (out / "larkspur").exists()  # no report from a miswired checker


def test_the_length_prefilter_never_misses_a_pair_over_the_limit(tmp_path):
    folder = build_tiny_classifier(tmp_path / "m", ["contradiction", "entailment", "neutral"],
                                   max_position_embeddings=64)
    checker = nli(folder, max_length=24)
    tokenizer = checker.load().tokenizer
    texts = ["€" * 9, "ü ö ä " * 3, "Plans cost €12.", "a" * 40, "x y z " * 4, "日本語のテキスト",
             "😀" * 6, "Refunds within 14 days.", "¡" * 11]
    premises = [p for p in texts for _ in texts]
    claims = [c for _ in texts for c in texts]
    over = sum(len(tokenizer(p, c)["input_ids"]) > 24 for p, c in zip(premises, claims, strict=True))
    checker.fit_pairs(premises, claims)
    assert checker.truncated == over > 0
