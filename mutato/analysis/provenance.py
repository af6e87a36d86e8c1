"""What changed between runs that a decision reads side by side: the checker or the suite.

Drift over a history and a paired comparison assume the runs differ only in what the user
meant to change. A checker fingerprint (its store key: name, model, revision, options) or a
suite file digest that changes between runs is worth a warning, because a drop could come
from it rather than from the checker's own behaviour.

>>> from mutato.manifest import Manifest
>>> a = Manifest.from_json({"checker": {"key": "lexical:1"}, "suite": {"sha256": "aa"}})
>>> b = Manifest.from_json({"checker": {"key": "lexical:2"}, "suite": {"sha256": "aa"}})
>>> [c.what for c in run_changes([("r1", a), ("r2", b)])]
['checker']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from ..manifest import Manifest


@dataclass(frozen=True)
class Change:
    """One fingerprint that differs between two consecutive runs."""

    what: str          # "checker" or "suite"
    before: str
    after: str
    before_value: str
    after_value: str

    def message(self) -> str:
        name = "checker fingerprint" if self.what == "checker" else "suite file (sha256)"
        return (f"the {name} changed between {self.before} ({self.before_value}) and "
                f"{self.after} ({self.after_value}); a difference in rates may come from it")


def fingerprints(manifest: Manifest) -> dict[str, str]:
    """The checker key and the suite digest a manifest records ('?' where it has none)."""
    checker, suite = manifest.checker, manifest.suite
    return {"checker": str((checker.key or checker.name if checker else None) or "?"),
            "suite": str((suite.sha256 if suite else None) or "?")}


def run_changes(runs: Sequence[tuple[str, Manifest]]) -> list[Change]:
    """Every checker or suite change between consecutive (label, manifest) pairs."""
    changes = []
    for (label_a, a), (label_b, b) in pairwise(runs):
        fa, fb = fingerprints(a), fingerprints(b)
        for what in ("checker", "suite"):
            if fa[what] != fb[what]:
                changes.append(Change(what, label_a, label_b, _short(fa[what]),
                                      _short(fb[what])))
    return changes


def _short(value: str) -> str:
    return value if len(value) <= 40 else value[:37] + "..."
