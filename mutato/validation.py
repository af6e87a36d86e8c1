"""Every range and option check in one place, so every refusal reads the same.

One message shape, after Hypothesis's ``check_type`` / ``check_valid_interval``::

    <name>: expected <what was expected>, got <the value>; <how to fix it>

``name`` says where the value came from: an argument (``threshold``), a flag
(``--align-threshold``) or a file and field (``runs/a/manifest.json: field 'thresholds.grid'``).

>>> check_unit_interval(0.98, name="threshold")
0.98
>>> check_unit_interval(98, name="threshold", fix="pass a support score such as 0.98")
Traceback (most recent call last):
...
mutato.errors.MutatoError: threshold: expected a number in [0, 1], got 98; pass a support score such as 0.98
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from .errors import MutatoError, did_you_mean


def invalid(name: str, value: object, expected: str, fix: str | None = None, *,
            error: type[MutatoError] = MutatoError, shown: str | None = None) -> MutatoError:
    """The one message shape as an exception (to raise, or to chain with ``from``).

    ``shown`` replaces ``repr(value)`` when the value is better shown another way.

    >>> str(invalid("--align", "lexcal", "one of lexical, embedding"))
    "--align: expected one of lexical, embedding, got 'lexcal'"
    """
    text = f"{name}: expected {expected}, got {shown if shown is not None else repr(value)}"
    return error(f"{text}; {fix}" if fix else text)


def is_real(value: object) -> bool:
    """True for a finite int or float that is not a bool.

    >>> is_real(0.5), is_real(True), is_real(float("nan")), is_real("0.5")
    (True, False, False, False)
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # an int too large for a float
        return False


def check_type(value: object, types: type | tuple[type, ...], *, name: str, expected: str,
               fix: str | None = None, error: type[MutatoError] = MutatoError) -> None:
    """Raise unless ``value`` is an instance of ``types`` (a bool is never an int here).

    >>> check_type("3", int, name="seed", expected="an integer")
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: seed: expected an integer, got '3'
    """
    wanted = types if isinstance(types, tuple) else (types,)
    if not isinstance(value, wanted) or (isinstance(value, bool) and bool not in wanted):
        raise invalid(name, value, expected, fix, error=error)


def check_valid_interval(value: object, *, name: str, low: float, high: float,
                         low_open: bool = False, high_open: bool = False,
                         what: str = "a number", fix: str | None = None,
                         error: type[MutatoError] = MutatoError) -> float:
    """``value`` as a float when it is a finite number in the interval; else raise.

    The interval is written as mathematicians do: ``[0, 1]``, ``(0, 1]``, ``(0, 1)``.

    >>> check_valid_interval(1.0, name="--align-threshold", low=0, high=1, low_open=True)
    1.0
    >>> check_valid_interval(0, name="--align-threshold", low=0, high=1, low_open=True,
    ...                      what="a support score")
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: --align-threshold: expected a support score in (0, 1], got 0
    """
    interval = f"{'(' if low_open else '['}{low:g}, {high:g}{')' if high_open else ']'}"
    if not is_real(value):
        raise invalid(name, value, f"{what} in {interval}", fix, error=error)
    number = float(value)  # type: ignore[arg-type]
    above = number > low if low_open else number >= low
    below = number < high if high_open else number <= high
    if not (above and below):
        raise invalid(name, value, f"{what} in {interval}", fix, error=error)
    return number


def check_unit_interval(value: object, *, name: str, what: str = "a number",
                        fix: str | None = None,
                        error: type[MutatoError] = MutatoError) -> float:
    """A threshold, rate or probability: a finite number in [0, 1], returned as a float."""
    return check_valid_interval(value, name=name, low=0.0, high=1.0, what=what, fix=fix,
                                error=error)


def check_at_least(value: object, minimum: float, *, name: str, strict: bool = False,
                   what: str = "a number", whole: bool = False, fix: str | None = None,
                   error: type[MutatoError] = MutatoError) -> float:
    """``value`` when it is a finite number ``>= minimum`` (``> minimum`` when ``strict``).

    ``whole`` also requires an int (a count of runs, actors or windows).

    >>> check_at_least(0, 0, name="timeout", strict=True, what="seconds")
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: timeout: expected seconds > 0, got 0
    """
    bound = f"{what} {'>' if strict else '>='} {minimum:g}"
    if not is_real(value) or (whole and not isinstance(value, int)):
        raise invalid(name, value, bound, fix, error=error)
    number = float(value)  # type: ignore[arg-type]
    if number < minimum or (strict and number == minimum):
        raise invalid(name, value, bound, fix, error=error)
    return number


def check_unit_list(values: object, *, name: str, what: str = "a list of numbers",
                    fix: str | None = None,
                    error: type[MutatoError] = MutatoError) -> list[float]:
    """A list of numbers in [0, 1]; the message shows the first bad value (or the non-list).

    >>> check_unit_list([0.5, 7], name="field 'grid'")
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: field 'grid': expected a list of numbers in [0, 1], got 7
    """
    if not isinstance(values, list):
        raise invalid(name, values, f"{what} in [0, 1]", fix, error=error)
    for value in values:
        if not (is_real(value) and 0.0 <= value <= 1.0):
            raise invalid(name, value, f"{what} in [0, 1]", fix, error=error)
    return [float(v) for v in values]


def check_choice(value: str, choices: Iterable[str], *, name: str, what: str = "one of",
                 error: type[MutatoError] = MutatoError) -> str:
    """``value`` when it is one of ``choices``; else raise, suggesting the closest.

    >>> check_choice("embeding", ["lexical", "embedding"], name="--align")
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: --align: expected one of lexical, embedding, got 'embeding'; did you mean 'embedding'?
    """
    known: Sequence[str] = list(choices)
    if value in known:
        return value
    hint = did_you_mean(str(value), known).strip()
    raise invalid(name, value, f"{what} {', '.join(known)}",
                  hint[:1].lower() + hint[1:] if hint else None, error=error)
