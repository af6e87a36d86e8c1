"""Fault types a run asked for and never tested: 0 mutants, and why.

A column that is simply absent reads as "fine"; a fault type that produced no mutant for a
suite is listed as "not tested: 0 mutants" with the reason, so nobody believes it was tested.

>>> import pandas as pd
>>> from mutato.manifest import Manifest
>>> manifest = Manifest.from_json({"mutators": [
...     {"name": "number_swap", "kind": "fault", "fault_type": "number_swap", "mutants": 3},
...     {"name": "added_fact", "kind": "fault", "fault_type": "added_fact", "mutants": 0,
...      "target": "an object noun, an ability, a price, a past event or a plan"}]})
>>> claims = pd.DataFrame({"role": ["fault"] * 3, "fault_type": ["number_swap"] * 3})
>>> untested_fault_types(manifest, claims)
{'added_fact': 'no claim of the suite holds its target (an object noun, an ability, a price, a past event or a plan)'}
"""

from __future__ import annotations

import pandas as pd

from ..manifest import Manifest
from ..schema import CROSS_PASSAGE

#: Controls with a false-alarm column of their own (the other controls share "controls").
OWN_COLUMN_CONTROLS = (CROSS_PASSAGE,)


def untested_fault_types(manifest: Manifest, claims: pd.DataFrame) -> dict[str, str]:
    """Fault type (or own-column control) → the reason it has no item in this run."""
    present = set(claims.loc[claims["role"].isin(["fault", "control"]), "fault_type"].dropna())
    out: dict[str, str] = {}
    for spec in manifest.mutators or []:
        kind, fault_type = spec.kind, spec.fault_type
        if kind == "control" and fault_type not in OWN_COLUMN_CONTROLS:
            continue
        if not fault_type or fault_type in present or fault_type in out:
            continue
        target = spec.target or ""
        out[fault_type] = ("no claim of the suite holds its target"
                           + (f" ({target})" if target else ""))
    return out
