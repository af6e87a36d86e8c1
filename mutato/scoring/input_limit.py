"""How many of a run's inputs exceeded the model's input limit, counted from the stored pairs.

A checker flags a pair in its detail (:data:`~mutato.checkers.base.PREMISE_CUT`,
:data:`~mutato.checkers.base.OVER_LIMIT`); the flag is stored with the score. Counting the
flags of the run's pairs, stored or just scored, gives a warm re-run (every score reused)
the counts its cold run had; a counter in the checker process would say 0. Error states
(a claim alone too long) are not stored: they are scored again on every run and counted
from this run's results. Only the run's item pairs count, not the validity gate's canaries.

>>> from mutato.scoring.store import ScoreStore
>>> store = ScoreStore(":memory:")
>>> store.put("nli-1", [("p1", "c1", 0.9, {"premise_truncated": True}), ("p2", "c1", 0.1, {}),
...                     ("p3", "c2", 0.5, {"over_limit": ["premise", "claim"]})])
>>> counts = count_input_limits(store, "nli-1", [("p1", "c1"), ("p2", "c1"), ("p3", "c2")], {})
>>> counts.premises_cut, counts.claims_too_long, counts.texts_over
(1, 0, 2)
>>> counts.manifest_entries({"truncated_pairs": 0, "truncated_texts": 7})
{'truncated_pairs': 1, 'truncated_texts': 2}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..checkers.base import OVER_LIMIT, PREMISE_CUT, PairScore
from .store import ScoreStore

Pair = tuple[str, str]  # (premise hash, claim hash)


@dataclass(frozen=True)
class InputLimitCounts:
    """A run's inputs beyond the model's limit."""

    #: Pairs whose premise was cut from its end to fit (or could not be cut enough).
    premises_cut: int = 0
    #: Pairs that are error states because the claim alone exceeds the limit.
    claims_too_long: int = 0
    #: Distinct texts longer than the limit, of which the model read only the beginning.
    texts_over: int = 0

    def manifest_entries(self, reported: Mapping[str, Any]) -> dict[str, int]:
        """The counts under the keys the checker's ``manifest()`` reports them with.

        ``truncated_pairs`` holds claims too long as well when the checker has no
        ``claims_too_long`` key of its own (as its counter did); ``truncated_texts`` holds
        the texts over the limit.
        """
        out = {}
        if "truncated_pairs" in reported:
            separate = "claims_too_long" in reported
            out["truncated_pairs"] = self.premises_cut + (0 if separate else
                                                          self.claims_too_long)
        if "claims_too_long" in reported:
            out["claims_too_long"] = self.claims_too_long
        if "truncated_texts" in reported:
            out["truncated_texts"] = self.texts_over
        return out


def count_input_limits(store: ScoreStore, key: str, pairs: Sequence[Pair],
                       results: Mapping[Pair, float | PairScore]) -> InputLimitCounts:
    """Count the flags of ``pairs``: stored details, plus this run's error states."""
    cut: set[Pair] = set()
    texts: set[str] = set()
    for (premise, claim), (was_cut, over) in store.flagged(key, pairs, PREMISE_CUT,
                                                          OVER_LIMIT).items():
        if was_cut:
            cut.add((premise, claim))
        texts.update(_texts(premise, claim, over))
    too_long = 0
    for pair, result in results.items():
        if not isinstance(result, PairScore):
            continue  # a valid score: its flags are in the store
        if result.detail.get(PREMISE_CUT):
            cut.add(pair)
        if "claim" in _listed(result.detail.get(OVER_LIMIT)):
            too_long += 1
    return InputLimitCounts(premises_cut=len(cut), claims_too_long=too_long,
                            texts_over=len(texts))


def _listed(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _texts(premise: str, claim: str, over: Any) -> list[str]:
    """The hashes of the texts a flag names (a text's hash is the same as premise or claim)."""
    named = _listed(over)
    return [h for h, what in ((premise, "premise"), (claim, "claim")) if what in named]
