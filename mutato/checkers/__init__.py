"""The checker table: built-in checkers by import path, third-party ones by entry point.

Classes are imported only when used, so listing mutators never loads torch. A checker's
options are the keyword-only parameters of its class, typed by their annotations.

>>> checker = build_checker("lexical", {"label_threshold": "0.8"})
>>> checker.name, checker.label_threshold
('lexical', 0.8)
>>> build_checker("lexicl")
Traceback (most recent call last):
...
mutato.errors.UnknownNameError: unknown checker 'lexicl'. Did you mean 'lexical'? Known: calculator, callable, cascade, command, embedding, hf, judge, lexical, nli, numbers, omission.
"""

from __future__ import annotations

import importlib
import inspect
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from ..errors import CheckerError, MutatoError, UnknownNameError, did_you_mean
from .base import Checker, PairScore, fingerprint_key

__all__ = ["Checker", "PairScore", "build_checker", "checker_names", "checker_class",
           "checker_options", "fingerprint_key"]

ENTRY_POINT_GROUP = "mutato.checkers"
_BUILTIN = {
    "lexical": "mutato.checkers.lexical:LexicalChecker",
    "embedding": "mutato.checkers.embedding:EmbeddingChecker",
    "nli": "mutato.checkers.nli:NLIChecker",
    "hf": "mutato.checkers.hf:HFChecker",
    "judge": "mutato.checkers.judge:JudgeChecker",
    "command": "mutato.checkers.command:CommandChecker",
    "callable": "mutato.checkers.callable:CallableChecker",
    "cascade": "mutato.checkers.cascade:CascadeChecker",
    "numbers": "mutato.checkers.numbers:NumbersChecker",
    "calculator": "mutato.checkers.numbers:CalculatorChecker",
    "omission": "mutato.checkers.omission:OmissionChecker",
}


@dataclass(frozen=True)
class OptionSpec:
    """One option of a checker: its name, type, default and whether it is required."""

    name: str
    type: Any
    default: Any
    required: bool


def checker_names() -> list[str]:
    """Every checker name: built-ins plus the ``mutato.checkers`` entry points."""
    names = set(_BUILTIN)
    names.update(point.name for point in entry_points(group=ENTRY_POINT_GROUP))
    return sorted(names)


def checker_class(name: str) -> type:
    """The class registered as ``name``; unknown names get a did-you-mean."""
    if name in _BUILTIN:
        module, _, attr = _BUILTIN[name].partition(":")
        return getattr(importlib.import_module(module), attr)
    for point in entry_points(group=ENTRY_POINT_GROUP):
        if point.name == name:
            return point.load()
    raise UnknownNameError("checker", name, checker_names())


def checker_options(cls: type) -> list[OptionSpec]:
    """The keyword-only parameters of a checker class, with resolved type hints."""
    hints = typing.get_type_hints(cls.__init__)
    specs = []
    for param in inspect.signature(cls.__init__).parameters.values():
        if param.kind is not inspect.Parameter.KEYWORD_ONLY:
            continue
        required = param.default is inspect.Parameter.empty
        specs.append(OptionSpec(param.name, hints.get(param.name, str),
                                None if required else param.default, required))
    return specs


def build_checker(name: str, options: Mapping[str, Any] | None = None) -> Checker:
    """A checker from its name and options; string values are converted by annotation."""
    cls = checker_class(name)
    specs = {spec.name: spec for spec in checker_options(cls)}
    kwargs: dict[str, Any] = {}
    for key, value in (options or {}).items():
        prefix, dot, sub = key.partition(".")
        if dot and f"{prefix}_options" in specs:  # first.model=x -> first_options={"model": x}
            kwargs.setdefault(f"{prefix}_options", {})[sub] = value
            continue
        if key not in specs:
            raise CheckerError(f"checker {name!r} has no option {key!r}."
                               f"{did_you_mean(key, specs)} "
                               f"Options: {', '.join(specs) or '(none)'}.")
        kwargs[key] = convert_option(name, key, value, specs[key].type)
    missing = [s.name for s in specs.values() if s.required and s.name not in kwargs]
    if missing:
        raise CheckerError(f"checker {name!r} needs option(s) {', '.join(missing)}: pass "
                           + " ".join(f"--option {m}=..." for m in missing))
    try:
        checker = cls(**kwargs)
    except MutatoError:
        raise
    except (TypeError, ValueError) as exc:
        raise CheckerError(f"checker {name!r} rejected its options {kwargs}: {exc}") from exc
    try:  # how to build it again elsewhere: the Ray engine's actors rebuild checkers by name
        checker.build_spec = (name, dict(options or {}))
    except AttributeError:
        pass
    return checker


def convert_option(checker: str, key: str, value: Any, annotation: Any) -> Any:
    """Convert a string option to the annotated type (int, float, bool, str, or Optional)."""
    if not isinstance(value, str):
        return value
    types = [t for t in typing.get_args(annotation) if t is not type(None)] or [annotation]
    if value.lower() in ("none", "null") and type(None) in typing.get_args(annotation):
        return None
    target = types[0]
    try:
        if target is bool:
            lowered = value.lower()
            if lowered not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError(value)
            return lowered in ("true", "1", "yes")
        if target in (int, float):
            return target(value)
        if typing.get_origin(target) in (list, tuple):
            return [part.strip() for part in value.split(",") if part.strip()]
    except ValueError:
        raise CheckerError(f"checker {checker!r} option {key}={value!r}: expected "
                           f"{getattr(target, '__name__', target)}") from None
    return value


def parse_options(pairs: list[str] | None) -> dict[str, str]:
    """``["model=x", "batch_size=8"]`` -> ``{"model": "x", "batch_size": "8"}``.

    >>> parse_options(["model=cross-encoder/nli-deberta-v3-base", "device=cpu"])
    {'model': 'cross-encoder/nli-deberta-v3-base', 'device': 'cpu'}
    """
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise CheckerError(f"option {pair!r} is not KEY=VALUE, e.g. --option model=my/nli")
        out[key.strip()] = value.strip()
    return out


def describe(cls: type) -> str:
    """The first line of a checker class's docstring."""
    return (cls.__doc__ or "").strip().splitlines()[0] if cls.__doc__ else ""

