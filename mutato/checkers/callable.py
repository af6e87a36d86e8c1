"""``callable``: a Python function ``package.module:function`` as a checker.

The function takes two lists, ``premises`` and ``claims``, and returns one item per pair:
a float in [0, 1], a ``PairScore``, or a dict ``{"score": x}`` / ``{"error": "..."}`` with an
optional ``"detail"`` dict. An exception inside the function makes the batch error states.
Bump the ``version`` option whenever the function changes, or stored scores are reused.

>>> checker = CallableChecker(target="operator:eq")  # imported and checked when built
>>> checker.fingerprint()
{'name': 'callable', 'target': 'operator:eq', 'version': None}
>>> CallableChecker(target="operator:eqq")
Traceback (most recent call last):
...
mutato.errors.CheckerError: callable checker: module 'operator' has no attribute 'eqq'. Did you mean 'eq'? Give target=package.module:function.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .. import __version__
from ..errors import CheckerError, did_you_mean
from .base import PairScore, validated
from .command import check_policy


class CallableChecker:
    """A Python function taking (premises, claims) lists and returning one score per pair."""

    name = "callable"

    def __init__(self, *, target: str, version: str | None = None, batch_size: int = 256,
                 premise_policy: str = "windows") -> None:
        self.premise_policy = check_policy(premise_policy, "callable")
        self.target = target
        self.version = version
        self.batch_size = batch_size
        self.function = resolve_target(target)

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "target": self.target, "version": self.version}

    def manifest(self) -> dict[str, Any]:
        module = importlib.import_module(self.target.partition(":")[0])
        return {**self.fingerprint(), "model_id": None,
                "module_file": getattr(module, "__file__", None),
                "premise_policy": self.premise_policy, "batch_size": self.batch_size,
                "mutato": __version__}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        """Call the function once on the batch and convert what it returns."""
        if not claims:
            return []
        try:
            raw = list(self.function(list(premises), list(claims)))
        except Exception as exc:  # the user's code: any failure is this batch's error state
            return [PairScore.failed(f"{self.target} raised {exc!r}") for _ in claims]
        if len(raw) != len(claims):
            return [PairScore.failed(f"{self.target} returned {len(raw)} results for "
                                     f"{len(claims)} pairs; expected one per pair")
                    for _ in claims]
        return [as_pair_score(value, self.target) for value in raw]


def resolve_target(target: str) -> Callable[..., Any]:
    """The function named by ``package.module:function`` (a dotted attribute path is allowed)."""
    module_name, sep, attr_path = target.partition(":")
    if not sep or not module_name or not attr_path:
        raise CheckerError(f"callable checker: target={target!r} is not "
                           "package.module:function, e.g. target=my_checks.nli:score")
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise CheckerError(f"callable checker: cannot import module {module_name!r} of "
                           f"target={target!r} ({exc}). Install it or add its folder to "
                           "PYTHONPATH.") from exc
    owner = module_name
    for attr in attr_path.split("."):
        if not hasattr(obj, attr):
            names = [n for n in dir(obj) if not n.startswith("_")]
            raise CheckerError(f"callable checker: {_kind(obj)} {owner!r} has no attribute "
                               f"{attr!r}.{did_you_mean(attr, names)} Give "
                               "target=package.module:function.")
        obj, owner = getattr(obj, attr), f"{owner}.{attr}"
    if not callable(obj):
        raise CheckerError(f"callable checker: {target!r} is a {type(obj).__name__}, not a "
                           "function taking (premises, claims).")
    return obj


def as_pair_score(value: Any, target: str = "the function") -> PairScore:
    """One returned item as a PairScore: a number, a PairScore or a score/error dict.

    >>> as_pair_score(0.75).score, as_pair_score({"error": "too long"}).error
    (0.75, 'too long')
    """
    if isinstance(value, PairScore):
        return value
    detail: Any = {}
    if isinstance(value, Mapping):
        if value.get("error") is not None:
            return PairScore.failed(str(value["error"]), **dict(value.get("detail") or {}))
        detail = value.get("detail") or {}
        if "score" not in value or not isinstance(detail, Mapping):
            return PairScore.failed(f"{target} returned {value!r}; expected a dict with "
                                    '"score" (and an optional "detail" dict) or "error"')
        value = value["score"]
    if value is None or isinstance(value, bool | str):
        return PairScore.failed(f"{target} returned {value!r}; expected a float in [0, 1]")
    checked = validated(value)
    return PairScore(checked.score, checked.error, dict(detail))


def _kind(obj: Any) -> str:
    return "module" if type(obj).__name__ == "module" else type(obj).__name__
