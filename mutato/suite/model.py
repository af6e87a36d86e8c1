"""The suite: passages plus claims a person has confirmed faithful to them.

A claim carries its own context set (the passages that were in the prompt), so a checker
is always asked about exactly what the model saw.

>>> claim = Claim(id="c1", text="Export links expire after 7 days.",
...               passages={"export": "Export links expire after 7 days."})
>>> suite = Suite(name="demo", claims=(claim,))
>>> [c.id for c in suite.originals]
['c1']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any

from ..schema import ALL, FALSE_ALARM_GROUPS

#: Claim labels that mark a person-confirmed faithful claim (an original).
SUPPORTED_LABELS = frozenset({"supported", "faithful", "true"})
#: Claim labels that mark a claim a person found unsupported (a real, not injected, fault).
UNSUPPORTED_LABELS = frozenset(
    {"unsupported", "not_supported", "contradicted", "not_found", "unfaithful", "false"}
)

#: Group names the analysis itself uses (false-alarm groups and the pooled detection group);
#: a fault type of one of these would merge into or shadow them, so none may take one.
RESERVED_GROUPS = frozenset({*FALSE_ALARM_GROUPS, ALL})


def reserved_group_problem(fault_type: str) -> str | None:
    """Why a fault type cannot be used as a group name, or None when it can.

    >>> reserved_group_problem("number_swap") is None, reserved_group_problem(" All ")
    (True, "fault type ' All ' is reserved: 'all' is a group mutato's own analysis uses (reserved: 'all', 'controls', 'cross_passage', 'derived originals', 'originals'); rename it, e.g. 'all_fault'")
    """
    name = " ".join(fault_type.split()).casefold()
    if name not in RESERVED_GROUPS:
        return None
    listing = ", ".join(repr(n) for n in sorted(RESERVED_GROUPS))
    return (f"fault type {fault_type!r} is reserved: {name!r} is a group mutato's own analysis "
            f"uses (reserved: {listing}); rename it, e.g. {name.replace(' ', '_') + '_fault'!r}")


@dataclass(frozen=True)
class Claim:
    """One claim with its context set.

    ``passages`` maps passage id to text, in the order the prompt held them. ``derived``
    marks a correct claim whose number is computed from stated numbers (8 users x €12 = €96);
    ``derivation`` optionally spells the arithmetic ("8 * 12"). ``extra`` keeps every field
    of the input that mutato does not know, so nothing a user wrote is lost.
    """

    id: str
    text: str
    passages: Mapping[str, str]
    question: str | None = None
    label: str = "supported"
    derived: bool = False
    derivation: str | None = None
    answer_id: str | None = None
    source: str | None = None
    line: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "passages", MappingProxyType(dict(self.passages)))
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))

    @property
    def is_original(self) -> bool:
        """True for a confirmed faithful claim (the label is 'supported' or absent)."""
        return self.label in SUPPORTED_LABELS


@dataclass(frozen=True, eq=False)
class PassageSet:
    """The distinct passage texts of a suite, in first-seen order.

    Hashed by identity, so a cache keyed by it (a mutator's per-suite index) costs O(1) per
    lookup however large the suite is.
    """

    texts: tuple[str, ...]


@dataclass(frozen=True)
class Answer:
    """An answer made of several claims; a refusal has no claims and is counted apart."""

    id: str
    claim_ids: tuple[str, ...]
    question: str | None = None
    refusal: bool = False


@dataclass(frozen=True)
class AnswerText:
    """An answer as the generator wrote it, with the gold claims a person split it into.

    A decomposer under test (``mutato decompose``) splits ``text``; its claims are aligned
    with ``gold_claims`` to count missed, merged and invented claims.
    """

    id: str
    text: str
    gold_claims: tuple[str, ...]
    question: str | None = None
    line: int | None = None


@dataclass(frozen=True)
class Suite:
    """A named, ordered collection of claims (and, optionally, the answers they came from)."""

    name: str
    claims: tuple[Claim, ...]
    answers: tuple[Answer, ...] = ()
    source: str | None = None
    answer_texts: tuple[AnswerText, ...] = ()

    @property
    def originals(self) -> tuple[Claim, ...]:
        """The confirmed faithful claims: the ones mutators edit and false alarms count.

        A faithful claim the suite marks as a control (``control: cross_passage``) is left
        out: it is counted in its own false-alarm column and is not mutated.
        """
        return tuple(c for c in self.claims if c.is_original and "control" not in c.extra)

    @property
    def labeled_unsupported(self) -> tuple[Claim, ...]:
        """Claims a person found unsupported: real faults, reported beside the injected ones."""
        return tuple(c for c in self.claims if not c.is_original)

    def claim(self, claim_id: str) -> Claim:
        """The claim with this id (KeyError if absent)."""
        for c in self.claims:
            if c.id == claim_id:
                return c
        raise KeyError(claim_id)

    @cached_property
    def passage_set(self) -> PassageSet:
        """Every distinct passage text of the suite, computed once per suite."""
        texts = dict.fromkeys(t for c in self.claims for t in c.passages.values())
        return PassageSet(tuple(texts))

    def all_passages(self) -> dict[str, str]:
        """Every passage of the suite by id, first definition wins (ids are unique per suite)."""
        out: dict[str, str] = {}
        for c in self.claims:
            for pid, text in c.passages.items():
                out.setdefault(pid, text)
        return out
