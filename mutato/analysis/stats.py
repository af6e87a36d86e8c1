"""Interval estimates and exact tests used by every figure mutato prints.

>>> lo, hi = wilson_interval(9, 9)
>>> f"{lo:.2f}-{hi:.2f}"
'0.70-1.00'
>>> round(wilson_interval(0, 12)[1], 2)
0.24
>>> round(mcnemar_exact(7, 18), 3)
0.043
>>> sample_size_for_halfwidth(0.9, 0.05)
139
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

#: The two-sided 95% normal quantile, norm.ppf(0.975).
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Rate:
    """k of n with its Wilson 95% interval; ``rate`` and the bounds are NaN when n is 0."""

    k: int
    n: int
    rate: float
    low: float
    high: float

    @classmethod
    def of(cls, k: int, n: int, *, z: float = Z95) -> Rate:
        low, high = wilson_interval(k, n, z=z)
        return cls(int(k), int(n), k / n if n else math.nan, low, high)

    def __str__(self) -> str:
        return format_rate(self.k, self.n, self.low, self.high)


def wilson_interval(k: int, n: int, *, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials; (nan, nan) when n is 0."""
    if n < 0 or k < 0 or k > n:
        raise ValueError(f"expected 0 <= k <= n, got k={k}, n={n}")
    low, high = wilson_bounds(np.array([k]), np.array([n]), z=z)
    return float(low[0]), float(high[0])


def wilson_bounds(k: ArrayLike, n: ArrayLike, *, z: float = Z95
                  ) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score bounds for arrays of k successes in n trials (NaN where n is 0).

    The one Wilson implementation: :func:`wilson_interval` and every rates table use it. The
    bounds are exactly 0 when k is 0 and exactly 1 when k is n.

    >>> low, high = wilson_bounds([0, 9, 0], [12, 9, 0])
    >>> [round(float(x), 2) for x in low], [round(float(x), 2) for x in high]
    ([0.0, 0.7, nan], [0.24, 1.0, nan])
    """
    k = np.asarray(k, dtype=np.float64)
    n = np.asarray(n, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(n > 0, k / n, np.nan)
        z2 = z * z
        denominator = 1 + z2 / n
        centre = (p + z2 / (2 * n)) / denominator
        half = z * np.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    low = np.where(k == 0, 0.0, np.clip(centre - half, 0.0, 1.0))
    high = np.where(k == n, 1.0, np.clip(centre + half, 0.0, 1.0))
    return np.where(n > 0, low, np.nan), np.where(n > 0, high, np.nan)


def format_rate(k: int, n: int, low: float, high: float) -> str:
    """``'9/9 (0.70–1.00)'``; ``'0/0 (–)'`` when there is nothing to count.

    >>> format_rate(9, 9, *wilson_interval(9, 9))
    '9/9 (0.70–1.00)'
    """
    if n == 0:
        return "0/0 (–)"
    return f"{k}/{n} ({low:.2f}–{high:.2f})"


def plain_value(value: object) -> str:
    """A table cell as text: "–" for a missing value, three decimals for a float.

    >>> plain_value(None), plain_value(float("nan")), plain_value(0.12345), plain_value(7)
    ('–', '–', '0.123', '7')
    """
    if value is None:
        return "–"
    if isinstance(value, float):
        return "–" if math.isnan(value) else f"{value:.3f}"
    return str(value)


def binomial_two_sided(k: int, n: int, p: float = 0.5) -> float:
    """Exact two-sided binomial p-value: total probability of outcomes no likelier than k."""
    if n == 0:
        return 1.0
    probs = [math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(n + 1)]
    observed = probs[k]
    return min(1.0, sum(q for q in probs if q <= observed * (1 + 1e-7)))


def mcnemar_exact(b: int, c: int) -> float:
    """Exact McNemar test: two-sided binomial on the discordant counts b and c."""
    return binomial_two_sided(min(b, c), b + c, 0.5)


def sample_size_for_halfwidth(rate: float, halfwidth: float, *, z: float = Z95) -> int:
    """Labeled items needed so the normal interval around ``rate`` is ±``halfwidth``."""
    if not (0 < halfwidth < 1):
        raise ValueError(f"halfwidth must be in (0, 1), got {halfwidth}")
    return math.ceil(round(z * z * rate * (1 - rate) / (halfwidth * halfwidth), 9))
