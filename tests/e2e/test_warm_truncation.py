"""A warm re-run (every score reused from the store) reports the input-limit counts a cold run
reported: they come from the stored pair details, not from counters of the checker process."""

from __future__ import annotations

import pytest

from mutato.run import RunConfig, run_suite
from tests.helpers.tiny_models import build_tiny_classifier


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    return build_tiny_classifier(tmp_path_factory.mktemp("tiny") / "nli",
                                 ["contradiction", "entailment", "neutral"], seed=1)


def _run(tmp_path, model, name: str, options: dict):
    return run_suite(RunConfig(suite="larkspur", checker="hf",
                               options={"model": str(model), **options},
                               out=tmp_path / "reports", store=tmp_path / "store.sqlite",
                               name=name, progress=False, gate=False))


def test_warm_and_cold_runs_report_the_same_truncation_counts(tmp_path, tiny_model):
    options = {"max_length": 40}  # most larkspur windows and claims need more tokens
    cold = _run(tmp_path, tiny_model, "cold", options)
    warm = _run(tmp_path, tiny_model, "warm", options)
    assert cold.score.stats.scored > 0 and warm.score.stats.scored == 0  # all reused
    cut = cold.manifest.checker.extra["truncated_pairs"]
    assert cut > 0
    assert warm.manifest.checker.extra["truncated_pairs"] == cut
    too_long = cold.manifest.checker.extra["claims_too_long"]
    assert warm.manifest.checker.extra["claims_too_long"] == too_long
    report = (warm.folder / "report.md").read_text(encoding="utf-8")
    assert f"**Input limit**: {cut} pairs exceeded the model's 40-token limit" in report


def test_a_cascades_stages_report_the_same_counts_warm_and_cold(tmp_path, tiny_model):
    model = str(tiny_model)
    options = {"first": "hf", "second": "hf", "route_below": 0.99,
               "first.model": model, "first.max_length": 40,
               "second.model": model, "second.max_length": 48}
    runs = [run_suite(RunConfig(suite="larkspur", checker="cascade", options=options,
                                out=tmp_path / "reports", store=tmp_path / "store.sqlite",
                                name=name, progress=False, gate=False))
            for name in ("cascade-cold", "cascade-warm")]
    assert runs[1].score.stats.scored == 0
    for stage in ("first", "second"):
        counts = [r.manifest.checker.extra[stage]["truncated_pairs"] for r in runs]
        assert counts[0] > 0 and counts[1] == counts[0], stage
