"""Everything a mutator needs, in one import: the public API for plugin authors.

The built-in fault library (``mutators/``) imports from here too, so a plug-in is written
exactly like a built-in mutator. Names here stay stable across releases; the modules they
come from may move.

>>> from mutato.mutation.toolkit import Edit, mutator, split_sentences
>>> @mutator(name="demo_shout", kind="control", register=False)
... def demo_shout(claim, suite, *, rng):
...     '''End the first sentence with an exclamation mark.'''
...     first = split_sentences(claim.text)[0]
...     if first.endswith("."):
...         yield Edit.replace(len(first) - 1, len(first), "!")
>>> demo_shout.spec.name, demo_shout.spec.fault_type
('demo_shout', 'control')
"""

from __future__ import annotations

from ..errors import MutatoError
from ..suite.model import Claim, PassageSet, Suite
from .mutants import Edit, Mutant, Span, apply_edit, mutate_claim
from .registry import MutatorFunction, MutatorSpec, get_mutator, mutator
from .text import split_sentences, stable_hash
from .windows import Window, make_windows

__all__ = [
    "Claim",
    "Edit",
    "Mutant",
    "MutatoError",
    "MutatorFunction",
    "MutatorSpec",
    "PassageSet",
    "Span",
    "Suite",
    "Window",
    "apply_edit",
    "get_mutator",
    "make_windows",
    "mutate_claim",
    "mutator",
    "split_sentences",
    "stable_hash",
]
