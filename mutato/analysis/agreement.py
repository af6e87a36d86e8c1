"""Agreement between reviewers: Cohen's κ with a 95% interval, raw agreement, disagreements.

κ compares the share of mutants two reviewers rule alike (p_o) with the share they would
agree on by chance given how often each uses each ruling (p_e): κ = (p_o − p_e)/(1 − p_e).
The interval is the large-sample one of Fleiss, Cohen and Everitt (1969), the one
statsmodels' ``cohens_kappa`` reports. Only mutants both reviewers ruled are counted.

>>> k = cohens_kappa(["fault", "fault", "not_fault", "unsure"],
...                  ["fault", "not_fault", "not_fault", "unsure"])
>>> round(k.kappa, 3), k.agreed, k.n
(0.636, 3, 4)
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from ..mutation.mutants import Mutant
from ..suite.reviews import ADJUDICATED, RULING_VALUES, Key, Ruling, by_mutant, reviewers_of
from .stats import Z95, format_rate, wilson_interval


@dataclass(frozen=True)
class Kappa:
    """κ of two reviewers over ``n`` shared mutants; NaN when chance agreement is total."""

    kappa: float
    low: float
    high: float
    agreed: int
    n: int

    def __str__(self) -> str:
        if self.n == 0:
            return "no mutant ruled by both"
        if math.isnan(self.kappa):
            return "κ undefined (both reviewers gave one and the same ruling throughout)"
        return f"κ = {self.kappa:.3f} (95% CI {self.low:.3f} to {self.high:.3f})"


def cohens_kappa(a: Sequence[str], b: Sequence[str], *,
                 categories: Sequence[str] = RULING_VALUES, z: float = Z95) -> Kappa:
    """Cohen's κ of two equally long rating lists, with its asymptotic 95% interval."""
    if len(a) != len(b):
        raise ValueError(f"expected two equally long lists, got {len(a)} and {len(b)}")
    n = len(a)
    index = {c: i for i, c in enumerate(categories)}
    table = np.zeros((len(categories), len(categories)))
    for x, y in zip(a, b, strict=True):
        table[index[x], index[y]] += 1
    agreed = int(np.trace(table))
    if n == 0:
        return Kappa(math.nan, math.nan, math.nan, 0, 0)
    p = table / n
    rows, cols = p.sum(axis=1), p.sum(axis=0)
    po, pe = float(np.trace(p)), float(rows @ cols)
    if math.isclose(pe, 1.0):
        return Kappa(math.nan, math.nan, math.nan, agreed, n)
    kappa = (po - pe) / (1 - pe)
    # Fleiss, Cohen & Everitt (1969), the variance of kappa when it is not zero
    diagonal = sum(p[i, i] * (1 - (rows[i] + cols[i]) * (1 - kappa)) ** 2
                   for i in range(len(categories)))
    off = (1 - kappa) ** 2 * sum(p[i, j] * (cols[i] + rows[j]) ** 2
                                 for i in range(len(categories))
                                 for j in range(len(categories)) if i != j)
    variance = (diagonal + off - (kappa - pe * (1 - kappa)) ** 2) / (n * (1 - pe) ** 2)
    half = z * math.sqrt(max(variance, 0.0))
    return Kappa(kappa, kappa - half, kappa + half, agreed, n)


@dataclass(frozen=True)
class PairAgreement:
    """Two reviewers over all their shared mutants, and per mutator."""

    first: str
    second: str
    overall: Kappa
    by_mutator: dict[str, Kappa]
    disagreements: list[tuple[Mutant, Ruling, Ruling]]


def pair_agreements(reviews: Mapping[Key, Ruling],
                    mutants: Sequence[Mutant]) -> list[PairAgreement]:
    """κ for every pair of reviewers, over the mutants of ``mutants`` both ruled."""
    rulings = by_mutant(reviews)
    out = []
    for first, second in itertools.combinations(reviewers_of(reviews), 2):
        shared = [m for m in mutants if first in rulings.get(m.id, {})
                  and second in rulings.get(m.id, {})]

        def kappa(group: Sequence[Mutant], first: str = first, second: str = second) -> Kappa:
            return cohens_kappa([rulings[m.id][first].value for m in group],
                                [rulings[m.id][second].value for m in group])

        names = sorted({m.mutator for m in shared})
        out.append(PairAgreement(
            first, second, kappa(shared),
            {name: kappa([m for m in shared if m.mutator == name]) for name in names},
            [(m, rulings[m.id][first], rulings[m.id][second]) for m in shared
             if rulings[m.id][first].value != rulings[m.id][second].value]))
    return out


def agreement_report(reviews: Mapping[Key, Ruling], mutants: Sequence[Mutant]) -> str:
    """The text ``mutato agreement`` prints."""
    names = reviewers_of(reviews)
    ids = {m.id for m in mutants}
    settled = sum(1 for (mid, who) in reviews if who == ADJUDICATED and mid in ids)
    lines = [f"reviewers: {', '.join(names) or 'none'}; {len(mutants)} mutants; "
             f"{settled} adjudicated"]
    pairs = pair_agreements(reviews, mutants)
    if not pairs:
        lines.append("agreement needs two reviewers who ruled the same mutants: "
                     "`mutato review SUITE --reviewer NAME` for each")
    for pair in pairs:
        overall = pair.overall
        lines += ["", f"{pair.first} vs {pair.second}: {overall.n} mutants ruled by both; "
                      f"{overall}; raw agreement {_raw(overall)}"]
        for name, kappa in pair.by_mutator.items():
            lines.append(f"  {name:20s} {kappa}; raw agreement {_raw(kappa)}")
        if pair.disagreements:
            lines.append(f"  {len(pair.disagreements)} disagreements:")
        for mutant, a, b in pair.disagreements:
            lines += [f"  - {mutant.id}",
                      f"      original  {mutant.original}",
                      f"      mutant    {mutant.text}",
                      f"      {pair.first}: {a.value}" + (f" ({a.reason})" if a.reason else "")
                      + f"; {pair.second}: {b.value}" + (f" ({b.reason})" if b.reason else "")]
    return "\n".join(lines) + "\n"


def _raw(kappa: Kappa) -> str:
    low, high = wilson_interval(kappa.agreed, kappa.n)
    return format_rate(kappa.agreed, kappa.n, low, high)
