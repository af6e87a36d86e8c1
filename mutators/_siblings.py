"""The claims of a suite that share passages with a claim, found through an index.

partial_support and cross_passage pair a claim with its siblings; scanning the whole suite
for them costs O(claims) per claim, O(claims²) per suite (10,000 claims: 10⁸ comparisons).
The index is built once per suite (keyed by its :class:`~mutato.suite.model.PassageSet`,
hashed by identity) and lists siblings in suite order, so callers see exactly the claims,
in exactly the order, the scan gave.

>>> from mutato.suite.model import Claim, Suite
>>> a = Claim("a", "A.", {"p": "One.", "q": "Two."})
>>> b = Claim("b", "B.", {"q": "Two."})
>>> c = Claim("c", "C.", {"q": "Two.", "p": "One."})
>>> suite = Suite("s", (a, b, c))
>>> [o.id for o in sharing_a_passage(suite, a)], [o.id for o in with_same_passages(suite, a)]
(['a', 'b', 'c'], ['a', 'c'])
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from mutato.suite.model import Claim, PassageSet, Suite

#: Suites whose index is kept (a run mutates one suite; tests make many small ones).
KEPT_SUITES = 4


class _Index:
    def __init__(self, suite: Suite) -> None:
        self.originals = suite.originals
        self.by_text: dict[str, list[int]] = {}
        self.by_set: dict[frozenset[tuple[str, str]], list[Claim]] = {}
        for at, claim in enumerate(self.originals):
            for text in dict.fromkeys(claim.passages.values()):
                self.by_text.setdefault(text, []).append(at)
            self.by_set.setdefault(frozenset(claim.passages.items()), []).append(claim)


_indexes: OrderedDict[PassageSet, _Index] = OrderedDict()


def _index(suite: Suite) -> _Index:
    key = suite.passage_set
    found = _indexes.get(key)
    if found is None:
        found = _indexes[key] = _Index(suite)
        while len(_indexes) > KEPT_SUITES:
            _indexes.popitem(last=False)
    return found


def sharing_a_passage(suite: Suite, claim: Claim) -> list[Claim]:
    """The suite's originals holding at least one of ``claim``'s passage texts, in suite
    order (``claim`` itself among them when it is an original)."""
    index = _index(suite)
    at: set[int] = set()
    for text in claim.passages.values():
        at.update(index.by_text.get(text, ()))
    return [index.originals[i] for i in sorted(at)]


def with_same_passages(suite: Suite, claim: Claim) -> list[Claim]:
    """The suite's originals whose context set equals ``claim``'s (same ids, same texts;
    :func:`mutators._edits.same_passages`), in suite order."""
    found: Any = _index(suite).by_set.get(frozenset(claim.passages.items()), ())
    return list(found)
