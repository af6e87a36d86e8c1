"""The ``hf`` checker on tiny classifiers built locally: label order by name, sigmoid,
templates and truncation. No network: only local folders are loaded."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mutato.checkers import build_checker
from mutato.checkers.hf import HFChecker
from mutato.errors import CheckerError
from tests.helpers.tiny_models import build_tiny_classifier

ORDER_A = ["contradiction", "entailment", "neutral"]        # cross-encoder order
ORDER_B = ["CONTRADICTION", "NEUTRAL", "ENTAILMENT"]        # bart-large-mnli order
PREMISE = "Export links expire after 7 days."
CLAIM = "Export links expire after 7 days."
HHEM = ("<pad> Determine if the hypothesis is true given the premise?\n\n"
        "Premise: {premise}\n\nHypothesis: {claim}")


@pytest.fixture(autouse=True)
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("tiny")
    specs = {
        "a-entail": (ORDER_A, "entailment"), "b-entail": (ORDER_B, "ENTAILMENT"),
        "a-contra": (ORDER_A, "contradiction"), "b-contra": (ORDER_B, "CONTRADICTION"),
        "generic": (["LABEL_0", "LABEL_1"], None), "random": (ORDER_A, None),
        "one-logit": (["LABEL_0"], None),
    }
    return {name: build_tiny_classifier(root / name, labels, seed=3, bias_towards=bias)
            for name, (labels, bias) in specs.items()}


def hf(models: dict[str, Path], name: str, **options: object) -> HFChecker:
    return HFChecker(model=str(models[name]), **options)


@pytest.mark.parametrize("name", ["a-entail", "b-entail"])
def test_support_is_read_by_label_name_whatever_the_order(models, name: str) -> None:
    scores = hf(models, name).score_pairs([PREMISE, "Storage is pooled."], [CLAIM, CLAIM])
    assert all(s.ok and s.score > 0.9 for s in scores)
    assert {k.lower() for k in scores[0].detail} == {"contradiction", "entailment", "neutral"}


@pytest.mark.parametrize("name", ["a-contra", "b-contra"])
def test_a_contradiction_biased_model_gives_low_support(models, name: str) -> None:
    [score] = hf(models, name).score_pairs([PREMISE], [CLAIM])
    assert score.ok and score.score < 0.1


def test_the_manifest_records_the_label_map_as_loaded(models) -> None:
    manifest = hf(models, "b-entail").manifest()
    assert manifest["label_map"] == dict(enumerate(ORDER_B))
    assert manifest["support_index"] == 2 and manifest["support_label"] == "ENTAILMENT"
    assert manifest["activation"] == "softmax" and manifest["revision"].startswith("sha256:")
    assert {"torch", "transformers", "max_length", "device", "batch_size"} <= set(manifest)


def test_a_model_without_the_support_label_is_refused(models) -> None:
    with pytest.raises(CheckerError, match="no 'entailment' label.*LABEL_i"):
        hf(models, "generic").score_pairs([PREMISE], [CLAIM])


def test_a_generic_label_can_be_named_explicitly(models) -> None:
    checker = build_checker("hf", {"model": str(models["generic"]), "support_label": "label_1"})
    assert checker.fingerprint()["support_label"] == "LABEL_1"


def test_a_single_logit_model_uses_a_sigmoid(models) -> None:
    checker = hf(models, "one-logit")
    [score] = checker.score_pairs([PREMISE], [CLAIM])
    logit = reference_logits(models["one-logit"], [(PREMISE, CLAIM)])[0, 0]
    assert score.score == pytest.approx(1 / (1 + np.exp(-logit)), abs=1e-6)
    assert checker.fingerprint()["activation"] == "sigmoid"
    assert checker.fingerprint()["support_label"] is None


def test_a_template_gives_the_model_one_formatted_text(models) -> None:
    claims = [CLAIM, "Links last a week."]
    templated = hf(models, "random", template=HHEM).score_pairs([PREMISE] * 2, claims)
    texts = [HHEM.replace("{premise}", PREMISE).replace("{claim}", c) for c in claims]
    expected = softmax_rows(reference_logits(models["random"], texts))[:, 1]
    assert [s.score for s in templated] == pytest.approx(expected.tolist(), abs=1e-6)
    paired = hf(models, "random").score_pairs([PREMISE] * 2, claims)
    assert [s.score for s in paired] != pytest.approx([s.score for s in templated], abs=1e-6)


def test_a_long_premise_is_cut_and_the_claim_kept_whole(models) -> None:
    checker = hf(models, "a-entail", max_length=32)
    premise = " ".join(f"Sentence {i} says storage is pooled." for i in range(30))
    claim = "Storage is pooled across the whole workspace."
    [score] = checker.score_pairs([premise], [claim])
    assert score.ok and score.detail["premise_truncated"] is True
    assert checker.manifest()["truncated_pairs"] == 1
    cut, error = checker.fit(premise, claim)
    assert error is None and premise.lower().startswith(cut) and len(cut) < len(premise)
    ids = checker.tokenizer(cut, claim)["input_ids"]
    assert len(ids) <= 32
    assert checker.tokenizer.decode(ids, skip_special_tokens=True).endswith(claim.lower())


def test_a_long_premise_is_cut_with_a_template_too(models) -> None:
    checker = hf(models, "a-entail", max_length=48, template=HHEM)
    premise = " ".join(f"Sentence {i} says storage is pooled." for i in range(30))
    cut, error = checker.fit(premise, CLAIM)
    assert error is None and checker.input_length(cut, CLAIM) <= 48
    assert checker.render(cut, CLAIM).endswith(f"Hypothesis: {CLAIM}")


def test_a_claim_longer_than_the_limit_is_an_error_state(models) -> None:
    checker = hf(models, "a-entail", max_length=16)
    claim = " ".join(["storage is pooled"] * 10)
    short, long_ = checker.score_pairs([PREMISE, PREMISE], ["Links expire.", claim])
    assert short.ok and not long_.ok and "never truncates a claim" in long_.error
    assert checker.manifest()["claims_too_long"] == 1


def test_a_missing_model_folder_says_how_to_get_it(tmp_path: Path) -> None:
    # issue 12: a missing local folder is a missing path, with no download advice
    with pytest.raises(CheckerError, match="sequence-classification model path .* does not "
                                           "exist") as raised:
        HFChecker(model=str(tmp_path / "no-such-model")).score_pairs([PREMISE], [CLAIM])
    assert "download" not in str(raised.value)


# -- an independent computation of what the model should output --------------------------------

def reference_logits(folder: Path, inputs: list) -> np.ndarray:
    """Logits straight from transformers, bypassing the checker."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(folder))
    model = AutoModelForSequenceClassification.from_pretrained(str(folder)).eval()
    if isinstance(inputs[0], tuple):
        encoded = tokenizer([p for p, _ in inputs], [c for _, c in inputs], padding=True,
                            return_tensors="pt")
    else:
        encoded = tokenizer(inputs, padding=True, return_tensors="pt")
    with torch.no_grad():
        return model(**encoded).logits.double().numpy()


def softmax_rows(logits: np.ndarray) -> np.ndarray:
    exp = np.exp(logits - logits.max(axis=1, keepdims=True))
    return exp / exp.sum(axis=1, keepdims=True)
