"""Run a mutator on a bare sentence: the helper behind every mutator's docstring example.

>>> from mutators.contraction import contraction
>>> mutate(contraction, "Refunds are not available.")
["Refunds aren't available."]
"""

from __future__ import annotations

from collections.abc import Mapping

from mutato.mutation.toolkit import Claim, MutatorFunction, Suite, mutate_claim


def mutate(mutator: MutatorFunction, text: str, *, passages: Mapping[str, str] | None = None,
           derived: bool = False, derivation: str | None = None, seed: int = 0) -> list[str]:
    """The mutant texts ``mutator`` makes of one claim (its passages default to the claim)."""
    claim = Claim(id="example", text=text, passages=passages or {"p": text},
                  derived=derived or derivation is not None, derivation=derivation)
    suite = Suite(name="example", claims=(claim,))
    return [m.text for m in mutate_claim(claim, suite, mutator.spec, seed=seed)]
