"""The grammar guard of the new mutators: the shared guard (``_nlp.grammar_problem``) plus a
few checks of their own.

Dropped when the shared guard objects, or: the number of sentences changes, the root is no
longer a verb (or no longer the
same category), an article no longer agrees ("a open"), a word is doubled ("the the"), or the
parser had to attach a word as an unknown dependent (``dep``) more often than before.

>>> fluent("Team plans are billed monthly.", "Team plans are billed yearly.")
True
>>> fluent("Team plans are billed monthly.", "Team plans are billed billed.")
False
"""

from __future__ import annotations

import itertools

from ._nlp import grammar_problem, parse_bare
from ._text import indefinite_article

_VERBAL = frozenset({"VERB", "AUX"})


def fluent(original: str, mutant: str) -> bool:
    """Whether ``mutant`` keeps the structure of ``original`` (see the module docstring)."""
    if grammar_problem(original, mutant) is not None:
        return False
    before, after = parse_bare(original), parse_bare(mutant)
    if len(list(before.sents)) != len(list(after.sents)):
        return False
    roots_before = [s.root for s in before.sents]
    roots_after = [s.root for s in after.sents]
    for old, new in zip(roots_before, roots_after, strict=True):
        if (old.pos_ in _VERBAL) != (new.pos_ in _VERBAL):
            return False
    if sum(t.dep_ == "dep" for t in after) > sum(t.dep_ == "dep" for t in before):
        return False
    words = [t for t in after if not t.is_punct]
    for left, right in itertools.pairwise(words):
        if left.lower_ == right.lower_ and left.is_alpha:
            return False
        if left.lower_ in ("a", "an") and right.is_alpha and \
                indefinite_article(right.text) != left.lower_:
            return False
    return True
