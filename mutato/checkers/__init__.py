"""The checker table: every checker, built-in or third-party, comes from the
``mutato.checkers`` entry points (mutato's own are listed in its pyproject.toml).

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

from collections.abc import Mapping
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from .. import options as _options
from ..errors import CheckerError, MutatoError, UnknownNameError, did_you_mean
from ..options import OptionSpec
from .base import Checker, PairScore, fingerprint_key

__all__ = ["Checker", "OptionSpec", "PairScore", "build_checker", "checker_names",
           "checker_class", "checker_options", "fingerprint_key"]

ENTRY_POINT_GROUP = "mutato.checkers"


def _points() -> list[EntryPoint]:
    """The ``mutato.checkers`` entry points; mutato's own must be among them."""
    points = list(entry_points(group=ENTRY_POINT_GROUP))
    if not any(p.value.startswith("mutato.checkers.") for p in points):
        raise MutatoError(
            f"mutato's own checkers are missing from the {ENTRY_POINT_GROUP!r} entry points: "
            "the installed package metadata predates this code. Reinstall mutato "
            "(pip install -e . in a checkout, or pip install mutato)")
    return points


def checker_names() -> list[str]:
    """Every checker name in the ``mutato.checkers`` entry points."""
    return sorted({point.name for point in _points()})


def checker_class(name: str) -> type:
    """The class registered as ``name``; unknown names get a did-you-mean."""
    for point in _points():
        if point.name == name:
            return point.load()
    raise UnknownNameError("checker", name, checker_names())


def checker_options(cls: type[Any]) -> list[OptionSpec]:
    """The keyword-only parameters of a checker class, with resolved type hints."""
    return _options.keyword_options(cls.__init__)


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
    """Convert a string option of ``checker`` to the annotated type (see
    :func:`mutato.options.convert_option`)."""
    return _options.convert_option(f"checker {checker!r}", key, value, annotation,
                                   error=CheckerError)


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

