"""Importing this module registers ``unit_swap``: the entry point names the module."""

from __future__ import annotations

import re

from mutato.mutation.toolkit import Edit, mutator

_UNITS = {"GB": "MB", "MB": "GB", "days": "hours", "hours": "days"}
_UNIT = re.compile(r"\b(\d+) (GB|MB|days|hours)\b")


@mutator(name="unit_swap", kind="fault", fault_type="unit_swap")
def unit_swap(claim, suite, *, rng):
    """Swap a unit after a number (50 GB -> 50 MB, 7 days -> 7 hours): a wrong quantity."""
    for match in _UNIT.finditer(claim.text):
        unit = match.group(2)
        yield Edit.replace(match.start(2), match.end(2), _UNITS[unit],
                           note=f"{unit} → {_UNITS[unit]}")
