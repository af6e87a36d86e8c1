"""Mutants of a claim made beside its sibling claims on one shared passage."""

from __future__ import annotations

from mutato.mutation.mutants import mutate_claim
from mutato.suite.model import Claim, Suite
from mutators.partial_support import partial_support


def partials(texts: list[str], passage: str, *, key: str = "p") -> list[str]:
    """partial_support's mutants of ``texts[0]``, the other texts its siblings, all on one
    passage under ``key`` (claim ids ``c0``, ``c1``, ... as a suite file would give)."""
    claims = tuple(Claim(id=f"c{i}", text=t, passages={key: passage})
                   for i, t in enumerate(texts))
    suite = Suite("s", claims)
    return [m.text for m in mutate_claim(claims[0], suite, partial_support.spec, seed=0)]
