"""Keyword-only options of a checker class or a mutator function, read from its signature.

A plug-in declares its options the way Python does: keyword-only parameters with type
annotations and defaults. The command line gives strings (``-o batch_size=8``,
``-M number_swap.max_factor=3``); :func:`convert_option` turns each into the annotated type.

>>> def swap(claim, suite, *, rng, factor: float = 2.0, words: bool = False): ...
>>> [(o.name, o.type.__name__, o.default) for o in keyword_options(swap, skip={"rng"})]
[('factor', 'float', 2.0), ('words', 'bool', False)]
>>> convert_option("mutator 'swap'", "factor", "3", float)
3.0
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from .errors import MutatoError


@dataclass(frozen=True)
class OptionSpec:
    """One option: its name, type, default and whether it is required."""

    name: str
    type: Any
    default: Any
    required: bool


def keyword_options(func: Callable[..., Any], *, skip: Collection[str] = ()) -> list[OptionSpec]:
    """The keyword-only parameters of ``func`` (a class's ``__init__`` for a checker), with
    resolved type hints; parameters named in ``skip`` are the caller's, not options."""
    params = [p for p in inspect.signature(func).parameters.values()
              if p.kind is inspect.Parameter.KEYWORD_ONLY and p.name not in skip]
    hints = typing.get_type_hints(func) if params else {}
    specs = []
    for param in params:
        required = param.default is inspect.Parameter.empty
        specs.append(OptionSpec(param.name, hints.get(param.name, str),
                                None if required else param.default, required))
    return specs


def convert_option(owner: str, key: str, value: Any, annotation: Any, *,
                   error: type[MutatoError] = MutatoError) -> Any:
    """Convert a string option to the annotated type (int, float, bool, str, a list, or
    Optional of one); ``owner`` names whose option it is in the message.

    >>> convert_option("checker 'nli'", "batch_size", "eight", int)
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: checker 'nli' option batch_size='eight': expected int
    """
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
        raise error(f"{owner} option {key}={value!r}: expected "
                    f"{getattr(target, '__name__', target)}") from None
    return value
