"""Every interval and test mutato prints, against statsmodels/scipy and the reference's figures."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from scipy.stats import binomtest
from statsmodels.stats.proportion import proportion_confint

from mutato.analysis.stats import (
    Rate,
    binomial_two_sided,
    format_rate,
    mcnemar_exact,
    sample_size_for_halfwidth,
    wilson_bounds,
    wilson_interval,
)
from mutato.analysis.sweep import with_wilson


@pytest.mark.parametrize("n", [1, 2, 5, 9, 12, 26, 100, 139, 1000])
def test_wilson_matches_statsmodels_for_every_k(n):
    for k in range(n + 1):
        low, high = wilson_interval(k, n)
        ref_low, ref_high = proportion_confint(k, n, alpha=0.05, method="wilson")
        assert low == pytest.approx(ref_low, abs=1e-12)
        assert high == pytest.approx(ref_high, abs=1e-12)


def test_vectorised_wilson_of_the_rates_table_matches_the_scalar_one():
    ks, ns = np.meshgrid(np.arange(0, 30), np.arange(1, 30))
    frame = pd.DataFrame({"k": ks.ravel(), "n": ns.ravel()})
    frame = frame[frame.k <= frame.n].assign(threshold=0.5, group="g", metric="detection",
                                             basis="adjusted")
    table = with_wilson(frame)
    for row in table.itertuples():
        low, high = wilson_interval(row.k, row.n)
        assert (row.low, row.high) == pytest.approx((low, high), abs=1e-12)


def test_the_vectorised_wilson_equals_the_scalar_one_and_statsmodels():
    ks, ns = np.meshgrid(np.arange(0, 201), np.arange(1, 201))
    keep = ks <= ns
    k, n = ks[keep], ns[keep]
    low, high = wilson_bounds(k, n)
    ref_low, ref_high = proportion_confint(k, n, alpha=0.05, method="wilson")
    np.testing.assert_allclose(low, ref_low, rtol=0, atol=1e-12)
    np.testing.assert_allclose(high, ref_high, rtol=0, atol=1e-12)
    scalar = np.array([wilson_interval(int(a), int(b)) for a, b in zip(k, n, strict=True)])
    assert np.array_equal(scalar[:, 0], low) and np.array_equal(scalar[:, 1], high)
    assert (low[k == 0] == 0).all() and (high[k == n] == 1).all()
    empty_low, empty_high = wilson_bounds([0], [0])
    assert np.isnan(empty_low).all() and np.isnan(empty_high).all()


@pytest.mark.parametrize("k, n, low, high", [
    (9, 9, 0.70, 1.00),   # 9 of 9 plan swaps caught at 0.98
    (5, 5, 0.57, 1.00),   # 5 of 5 real number swaps
    (0, 12, 0.00, 0.24),  # 0 false alarms in 12 true claims
])
def test_wilson_reproduces_the_reference_figures(k, n, low, high):
    assert format_rate(k, n, *wilson_interval(k, n)) == f"{k}/{n} ({low:.2f}–{high:.2f})"


def test_empty_counts_are_undefined_not_zero():
    rate = Rate.of(0, 0)
    assert math.isnan(rate.rate) and math.isnan(rate.low) and str(rate) == "0/0 (–)"


def test_bad_counts_are_rejected():
    with pytest.raises(ValueError, match="0 <= k <= n"):
        wilson_interval(5, 4)


@pytest.mark.parametrize("k, n", [(0, 1), (3, 10), (7, 25), (12, 25), (18, 25), (40, 97)])
def test_exact_binomial_matches_scipy(k, n):
    assert binomial_two_sided(k, n) == pytest.approx(binomtest(k, n, 0.5).pvalue, rel=1e-9)


def test_mcnemar_reproduces_the_reference_example():
    # 25 answers changed state: 18 fixed, 7 broken -> p ~ 0.043
    assert mcnemar_exact(7, 18) == pytest.approx(0.043, abs=5e-4)
    assert mcnemar_exact(18, 7) == mcnemar_exact(7, 18)
    assert mcnemar_exact(0, 0) == 1.0


def test_sample_size_for_the_reference_example():
    # 1.96^2 x 0.9 x 0.1 / 0.05^2 ~ 139 labeled faults per fault type
    assert sample_size_for_halfwidth(0.9, 0.05) == 139
    assert sample_size_for_halfwidth(0.5, 0.05) == 385
