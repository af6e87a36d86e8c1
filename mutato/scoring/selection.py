"""Window selection: on long documents, score only the windows that can decide a claim.

A context set of ``s`` sentences has about ``2s`` windows, and exhaustive scoring costs
claims × windows pairs. Most windows of a long document are about something else. A cheap,
deterministic pre-ranking (BM25 over the context set's windows, with IDF from those windows)
keeps the ``k`` windows most like the claim, every other window that holds one of their
sentences (a claim's best support is often the pair around its best sentence), and every
window that shares a number or a rare term with the claim: those are where a swapped number
or entity would find its support.

The policy is a run option. ``auto`` (the default) stays exhaustive while a context set has
at most ``exhaustive_up_to`` windows (about 20 sentences, which covers every bundled suite and
typical RAG context sets) and selects above that.

>>> from mutato.mutation.windows import make_windows
>>> windows = make_windows({"doc": "The plan costs €12. Storage is 50 GB. The office is in Oslo. "
...                                 "Support answers within a day. Exports are CSV files."})
>>> policy = WindowSelection(mode="top-k", k=1)
>>> [windows[i].text for i in select_windows("Storage is 500 GB.", windows, policy=policy)]
['Storage is 50 GB.', 'The plan costs €12. Storage is 50 GB.', 'Storage is 50 GB. The office is in Oslo.']
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..mutation.windows import Window
from ..validation import check_at_least, check_choice

Mode = Literal["auto", "all", "top-k"]
MODES: tuple[str, ...] = ("auto", "all", "top-k")

_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+", re.UNICODE)
_NUMBER = re.compile(r"\d")
#: Words too common to rank by: they say nothing about which window a claim is about.
_STOPWORDS = frozenset(
    "a an the and or but if of to in on at by for with from as is are was were be been being "
    "it its this that these those there their they them he she his her we our you your i "
    "not no do does did has have had will would can could may might shall should than then "
    "so such also only up out about into over after before per each all any some more most "
    "which who whom whose what when where why how".split()
)
_K1, _B = 1.2, 0.75  # the usual BM25 constants


@dataclass(frozen=True)
class WindowSelection:
    """Which windows the checker scores: all of them, or the top ``k`` by a cheap ranking.

    >>> WindowSelection().applies_to(30), WindowSelection().applies_to(41)
    (False, True)
    """

    mode: Mode = "auto"
    k: int = 8
    exhaustive_up_to: int = 40

    def __post_init__(self) -> None:
        check_choice(self.mode, MODES, name="window selection mode")
        check_at_least(self.k, 1, name="top-k", what="a whole number of windows per claim",
                       whole=True)
        check_at_least(self.exhaustive_up_to, 0, name="exhaustive_up_to",
                       what="a whole number of windows", whole=True)

    def applies_to(self, n_windows: int) -> bool:
        """Whether a context set of ``n_windows`` windows is scored selectively."""
        if self.mode == "all":
            return False
        if self.mode == "top-k":
            return n_windows > self.k
        return n_windows > max(self.exhaustive_up_to, self.k)

    def describe(self) -> dict[str, Any]:
        """The policy as recorded in a run's manifest and checker identity."""
        if self.mode == "all":
            return {"mode": "all"}
        return {"mode": self.mode, "k": self.k, "exhaustive_up_to": self.exhaustive_up_to,
                "ranking": "bm25 over the context set's windows",
                "always_kept": "windows sharing a number or a rare term with the claim"}


EXHAUSTIVE = WindowSelection(mode="all")


def terms(text: str) -> list[str]:
    """Lower-cased content words and normalised numbers ("1,000" → "1000").

    >>> terms("The Team plan costs €1,000 per year.")
    ['team', 'plan', 'costs', '1000', 'year']
    """
    out = []
    for token in _TOKEN.findall(text.lower()):
        if _NUMBER.match(token):
            out.append(token.replace(",", ""))
        elif token not in _STOPWORDS and len(token) > 1:
            out.append(token)
    return out


class WindowRanker:
    """A BM25 index over one context set's windows, built once and shared by its claims."""

    def __init__(self, windows: Sequence[Window]) -> None:
        self._windows = list(windows)
        self._bags = [Counter(terms(w.text)) for w in windows]
        self._lengths = [sum(bag.values()) for bag in self._bags]
        self._mean_length = (sum(self._lengths) / len(self._lengths)) if self._lengths else 0.0
        df: Counter[str] = Counter()
        for bag in self._bags:
            df.update(bag.keys())
        n = len(self._bags)
        self._idf = {t: math.log(1.0 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
        # a term is rare when it sits in one sentence only: its single window and the (at most
        # two) pairs holding that sentence
        self._rare = {t for t, d in df.items() if d <= 3}
        self._windows_with: dict[str, list[int]] = {}
        for at, bag in enumerate(self._bags):
            for term in bag:
                self._windows_with.setdefault(term, []).append(at)

    def bm25(self, claim_terms: Sequence[str]) -> list[float]:
        """The BM25 score of every window for the claim's terms."""
        scores = [0.0] * len(self._bags)
        mean = self._mean_length or 1.0
        for term in set(claim_terms):
            idf = self._idf.get(term)
            if idf is None:
                continue
            for at in self._windows_with[term]:
                tf = self._bags[at][term]
                norm = tf + _K1 * (1 - _B + _B * self._lengths[at] / mean)
                scores[at] += idf * tf * (_K1 + 1) / norm
        return scores

    def select(self, claim: str, *, k: int) -> list[int]:
        """Indices of the windows to score for ``claim``, in window order."""
        claim_terms = terms(claim)
        scores = self.bm25(claim_terms)
        ranked = sorted(range(len(scores)), key=lambda at: (-scores[at], at))
        chosen = set(ranked[:k])
        sentences = {(w.passage_id, s) for w in (self._windows[at] for at in chosen)
                     for s in range(w.start, w.start + w.size)}
        chosen.update(at for at, w in enumerate(self._windows)
                      if any((w.passage_id, s) in sentences
                             for s in range(w.start, w.start + w.size)))
        for term in set(claim_terms):
            if _NUMBER.match(term) or term in self._rare:
                chosen.update(self._windows_with.get(term, ()))
        return sorted(chosen)


def select_windows(claim: str, windows: Sequence[Window], *,
                   policy: WindowSelection) -> list[int]:
    """Indices of ``windows`` the checker scores for ``claim`` under ``policy``."""
    if not policy.applies_to(len(windows)):
        return list(range(len(windows)))
    return WindowRanker(windows).select(claim, k=policy.k)
