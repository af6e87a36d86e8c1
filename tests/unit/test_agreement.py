"""Cohen's κ and its interval agree with sklearn and statsmodels; reviewers are paired."""

from __future__ import annotations

import math

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score
from statsmodels.stats.inter_rater import cohens_kappa as sm_kappa

from mutato.analysis.agreement import agreement_report, cohens_kappa, pair_agreements
from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite
from mutato.suite.reviews import RULING_VALUES, Ruling


@pytest.mark.parametrize("seed", range(6))
def test_kappa_and_its_interval_match_sklearn_and_statsmodels(seed):
    rng = np.random.default_rng(seed)
    a = list(rng.choice(RULING_VALUES, size=40, p=[0.6, 0.3, 0.1]))
    b = [x if rng.random() < 0.7 else str(rng.choice(RULING_VALUES)) for x in a]
    ours = cohens_kappa(a, b)
    assert ours.kappa == pytest.approx(cohen_kappa_score(a, b), abs=1e-12)
    table = np.zeros((3, 3))
    for x, y in zip(a, b, strict=True):
        table[RULING_VALUES.index(x), RULING_VALUES.index(y)] += 1
    reference = sm_kappa(table)
    assert (ours.low, ours.high) == pytest.approx((reference.kappa_low, reference.kappa_upp),
                                                  abs=1e-9)
    assert ours.agreed == sum(x == y for x, y in zip(a, b, strict=True)) and ours.n == 40


def test_kappa_is_undefined_not_perfect_when_nobody_varied():
    kappa = cohens_kappa(["fault"] * 5, ["fault"] * 5)
    assert math.isnan(kappa.kappa) and kappa.agreed == 5
    assert "undefined" in str(kappa)


def test_pairs_count_only_shared_mutants_and_list_the_disagreements():
    mutants = generate_mutants(load_suite("larkspur"))[:12]
    reviews = {}
    for i, m in enumerate(mutants):
        reviews[(m.id, "ana")] = Ruling("fault" if i % 3 else "not_fault")
        if i < 10:
            reviews[(m.id, "ben")] = Ruling("fault" if i % 2 else "not_fault", "why")
    (pair,) = pair_agreements(reviews, mutants)
    a = [reviews[(m.id, "ana")].value for m in mutants[:10]]
    b = [reviews[(m.id, "ben")].value for m in mutants[:10]]
    assert pair.overall.kappa == pytest.approx(cohen_kappa_score(a, b))
    assert pair.overall.n == 10
    assert len(pair.disagreements) == sum(x != y for x, y in zip(a, b, strict=True))
    report = agreement_report(reviews, mutants)
    assert f"κ = {cohen_kappa_score(a, b):.3f}" in report
    assert pair.disagreements[0][0].text in report
