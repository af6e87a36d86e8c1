"""The validity gate's rules, on scored canary tables and on originals."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from mutato.errors import ValidityGateError
from mutato.scoring.validity import (
    GateReport,
    build_canaries,
    check_canaries,
    raise_if_miswired,
    raise_if_originals_rejected,
)
from mutato.suite.loading import load_suite


def canary_table(triples: list[tuple[float, float, float]]) -> pd.DataFrame:
    rows = []
    for n, scores in enumerate(triples):
        for kind, score in zip(("copy", "flipped", "unrelated"), scores, strict=True):
            rows.append({"item_id": f"canary:{n}:{kind}", "best_score": score,
                         "text": f"{kind} {n}", "error": None if not math.isnan(score)
                         else "boom"})
    return pd.DataFrame(rows)


def test_canaries_copy_a_positive_sentence_and_negate_it():
    canaries = build_canaries(load_suite("larkspur"))
    copy, flipped, unrelated = canaries[:3]
    assert copy.text in " ".join(copy.passages.values())
    assert "not" in flipped.text.split() or "cannot" in flipped.text.split()
    assert unrelated.text not in " ".join(copy.passages.values())


@pytest.mark.parametrize("triples, ok, ties", [
    ([(0.99, 0.02, 0.01)], True, 0),                   # NLI wired right
    ([(1.0, 1.0, 0.0)], True, 1),                      # word overlap: blind to "not", not miswired
    ([(0.02, 0.99, 0.01)], False, 0),                  # swapped label map: negation wins
    ([(0.5, 0.5, 0.5)], False, 0),                     # constant scores: nothing separates
    ([(0.99, 0.01, 0.0), (0.02, 0.98, 0.0), (0.1, 0.9, 0.0)], False, 0),  # most triples fail
    ([(0.99, 0.01, 0.0), (0.97, 0.02, 0.0), (0.1, 0.9, 0.0)], False, 0),  # 2 in 3: too few
    ([(0.99, 0.01, 0.0), (0.97, 0.02, 0.0), (0.98, 0.1, 0.0), (0.1, 0.9, 0.0)], True, 0),  # 3/4
    ([(math.nan, 0.0, 0.0)], False, 0),                # an error state is never a pass
])
def test_check_canaries(triples, ok, ties):
    report = check_canaries(canary_table(triples))
    assert (report.ok, report.negation_ties) == (ok, ties)


def test_a_failed_gate_names_the_likely_causes():
    report = check_canaries(canary_table([(0.02, 0.99, 0.01)]))
    with pytest.raises(ValidityGateError) as stopped:
        raise_if_miswired(report, "nli")
    message = str(stopped.value)
    for cause in ("label order", "logits are read as probabilities", "wrong model id"):
        assert cause in message
    raise_if_miswired(GateReport(0, 0, 0, ()), "nli")  # nothing to check is not a failure


def originals(scores: list[float]) -> pd.DataFrame:
    return pd.DataFrame({"role": "original", "derived": False, "best_score": scores,
                         "error": None})


def test_a_checker_that_rejects_most_originals_is_stopped_with_counts():
    with pytest.raises(ValidityGateError, match="rejects 3 of 4 confirmed faithful claims "
                                                "at threshold 0.5"):
        raise_if_originals_rejected(originals([0.1, 0.2, 0.3, 0.9]), 0.5, "embedding")
    raise_if_originals_rejected(originals([0.1, 0.6, 0.7, 0.9]), 0.5, "embedding")


def test_a_checker_that_scores_no_original_is_stopped():
    with pytest.raises(ValidityGateError, match="could not score any"):
        raise_if_originals_rejected(originals([math.nan, math.nan]), 0.5, "judge")


def test_a_suite_without_faithful_claims_skips_the_originals_check():
    faults_only = pd.DataFrame({"role": ["fault"], "derived": [False], "best_score": [0.1],
                                "error": [None]})
    raise_if_originals_rejected(faults_only, 0.5, "nli")  # nothing to reject: no error
