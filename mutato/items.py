"""Items: the claims a run puts in front of a checker, each with its role.

An item is an original (a confirmed faithful claim), a fault (an injected fault mutant, or a
claim a person labeled unsupported), or a control (a meaning-preserving mutant).

>>> from mutato.suite_loading import load_suite
>>> suite = load_suite("larkspur")
>>> items = items_for(suite, [])
>>> {item.role for item in items}, len(items)
({'original'}, 14)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from .mutants import Mutant
from .suite import Claim, Suite

Role = Literal["original", "fault", "control"]
#: The fault type of claims a person labeled unsupported in the suite itself.
HUMAN_LABELED = "human_labeled"


@dataclass(frozen=True)
class Item:
    """One claim under test, with the context set it is checked against."""

    id: str
    role: Role
    text: str
    claim_id: str
    fault_type: str | None
    mutator: str | None
    derived: bool
    passages: Mapping[str, str]
    question: str | None = None


def human_fault_type(claim: Claim) -> str:
    """The column an unsupported claim is counted in: its own ``fault_type`` field if it has
    one (hard-case suites keep the fault type a mutant had), else ``human_labeled``.

    >>> from mutato.suite import Claim
    >>> human_fault_type(Claim("c1", "SSO is free.", {"p": "SSO costs extra."},
    ...                        label="unsupported", extra={"fault_type": "negation_flip"}))
    'negation_flip'
    """
    fault_type = claim.extra.get("fault_type")
    return fault_type if isinstance(fault_type, str) and fault_type.strip() else HUMAN_LABELED


def items_for(suite: Suite, mutants: Sequence[Mutant]) -> list[Item]:
    """Originals, the suite's own unsupported claims, then every mutant, in a fixed order."""
    items: list[Item] = []
    for claim in suite.claims:
        role: Role = "original" if claim.is_original else "fault"
        items.append(Item(claim.id, role, claim.text, claim.id,
                          None if claim.is_original else human_fault_type(claim), None,
                          claim.derived, claim.passages, claim.question))
    by_id = {claim.id: claim for claim in suite.claims}
    for mutant in mutants:
        claim = by_id[mutant.claim_id]
        role = "fault" if mutant.kind == "fault" else "control"
        items.append(Item(mutant.id, role, mutant.text, claim.id, mutant.fault_type,
                          mutant.mutator, claim.derived, claim.passages, claim.question))
    return items
