"""Items: the claims a run puts in front of a checker, each with its role.

An item is an original (a confirmed faithful claim), a fault (an injected fault mutant, or a
claim a person labeled unsupported), or a control (a meaning-preserving mutant).

>>> from mutato.suite.loading import load_suite
>>> suite = load_suite("larkspur")
>>> items = items_for(suite, [])
>>> sorted({item.role for item in items}), len(items)
(['control', 'fault', 'original'], 17)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ..errors import SuiteError
from ..mutation.mutants import Mutant
from ..suite.model import Claim, Suite

Role = Literal["original", "fault", "control",
               # the validity gate's canaries (scoring/validity.py), scored before a run
               "canary_copy", "canary_flipped", "canary_unrelated"]
#: The fault type of claims a person labeled unsupported in the suite itself.
HUMAN_LABELED = "labeled unsupported"
#: ``control: cross_passage`` on a faithful suite claim: it is counted in that false-alarm
#: column, not with the originals (its support needs two passages).
CROSS_PASSAGE = "cross_passage"


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
    one (hard-case suites keep the fault type a mutant had), else ``labeled unsupported``.

    >>> from mutato.suite.model import Claim
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
        fault_type = None if claim.is_original else human_fault_type(claim)
        if claim.is_original and claim.extra.get("control") == CROSS_PASSAGE:
            role, fault_type = "control", CROSS_PASSAGE  # a true claim that needs two passages
        items.append(Item(claim.id, role, claim.text, claim.id, fault_type, None,
                          claim.derived, claim.passages, claim.question))
    by_id = {claim.id: claim for claim in suite.claims}
    for mutant in mutants:
        if mutant.id in by_id:
            taken = by_id[mutant.id]
            raise SuiteError(
                f"claim id {mutant.id!r} is also the id of a mutant of claim "
                f"{mutant.claim_id!r}, so their scores and labels would mix; rename the claim "
                "(or run it with --no-mutants, as a hard-case suite)",
                path=taken.source, line=taken.line, field="id")
        claim = by_id[mutant.claim_id]
        role = "fault" if mutant.kind == "fault" else "control"
        items.append(Item(mutant.id, role, mutant.text, claim.id, mutant.fault_type,
                          mutant.mutator, claim.derived, claim.passages, claim.question))
    return items
