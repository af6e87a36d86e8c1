"""Numbers in text, normalised for format, units and words; and one step of arithmetic.

A number is read with its value and its unit: "€12" is 12 euros, "1,000" is 1000, "fifty
gigabytes" is 50 gigabytes, "20%" is 20 percent. Numbers are compared by value, whatever
their unit or spelling: the reference's ``numbers_not_in_sources`` finds "12 users" in
"€12", and so does this module (a unit check would need to know which noun a price is per).
Slash tokens such as "24/7" are kept whole and compared as written. "one" is not read as
a number: it is far more often a pronoun ("one of the plans") than a quantity.

>>> [(n.text, n.display, n.unit) for n in read_numbers("Pay €1,200 for fifty GB, 24/7.")]
[('€1,200', '1200', 'currency'), ('fifty', '50', 'gb'), ('24/7', '24/7', None)]
>>> derive(Decimal(96), claim=[Decimal(8)], sources=[Decimal(12), Decimal(10)])
'96 = 12 × 8'
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

_ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen")
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
#: Number words read as values; "one" is left out (mostly a pronoun).
WORD_VALUES: dict[str, int] = {**{w: i for i, w in enumerate(_ONES) if w != "one"}, **_TENS}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_CURRENCY_SYMBOLS = {"€": "currency", "$": "currency", "£": "currency", "¥": "currency"}
_CURRENCY_WORDS = {"euro", "euros", "eur", "dollar", "dollars", "usd", "pound", "pounds", "gbp"}
_PERCENT_WORDS = {"percent", "per cent"}

_WORD = "|".join(sorted([*WORD_VALUES, *_TENS], key=len, reverse=True))
_NUMBER = re.compile(
    r"(?P<slash>(?<![\w/])\d+(?:/\d+)+(?![\w/]))"
    r"|(?:(?P<cur>[€$£¥])\s?)?(?P<digits>(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,/])"
    r"|(?<![\w.,/])\d+(?:\.\d+)?(?![\d/]))"
    rf"|(?<![\w-])(?P<word>(?:{'|'.join(_TENS)})-(?:{'|'.join(_ONES[1:10])})|{_WORD})(?![\w-])",
    re.IGNORECASE)
_SCALE_AFTER = re.compile(r"\s+(hundred|thousand|million|billion)\b", re.IGNORECASE)
_UNIT_AFTER = re.compile(r"\s*(%|per cent\b|[A-Za-z][A-Za-z-]*)")


@dataclass(frozen=True)
class Number:
    """One number of a text: where it is, how it was written, its value and unit."""

    start: int
    end: int
    text: str
    value: Decimal | None  # None for a slash token such as 24/7 (compared as written)
    unit: str | None

    @property
    def display(self) -> str:
        """The normalised number as a string: ``1200`` for "1,200", ``50`` for "fifty"."""
        return self.text if self.value is None else format_value(self.value)

    @property
    def key(self) -> str:
        """What two numbers must share to be the same number: the value (or the token)."""
        return self.display


def format_value(value: Decimal) -> str:
    """A value without exponent or trailing zeros.

    >>> format_value(Decimal("12.50")), format_value(Decimal("1E+3"))
    ('12.5', '1000')
    """
    text = format(value.normalize(), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def read_numbers(text: str) -> list[Number]:
    """Every number of ``text`` in order (digits, number words, currency, percentages)."""
    out = []
    for match in _NUMBER.finditer(text):
        if match.group("slash"):
            out.append(Number(match.start(), match.end(), match.group(), None, None))
            continue
        value, unit = _value(match)
        if value is None:
            continue
        end = match.end()
        scale = _SCALE_AFTER.match(text, end)
        if scale:
            value *= _SCALES[scale.group(1).lower()]
            end = scale.end()
        if unit is None:
            unit = _unit_after(text, end)
        out.append(Number(match.start(), end, text[match.start():end].strip(), value, unit))
    return out


def _value(match: re.Match[str]) -> tuple[Decimal | None, str | None]:
    unit = "currency" if match.group("cur") else None
    if match.group("digits"):
        try:
            return Decimal(match.group("digits").replace(",", "")), unit
        except InvalidOperation:  # pragma: no cover - the pattern only admits digits
            return None, unit
    word = match.group("word").lower()
    if "-" in word:
        tens, ones = word.split("-")
        return Decimal(_TENS[tens] + _ONES.index(ones)), unit
    return Decimal(WORD_VALUES[word]), unit


def _unit_after(text: str, end: int) -> str | None:
    found = _UNIT_AFTER.match(text, end)
    if not found:
        return None
    word = found.group(1).lower()
    if word == "%" or word in _PERCENT_WORDS:
        return "%"
    if word in _CURRENCY_WORDS:
        return "currency"
    return word


# --------------------------------------------------------------------------- arithmetic

#: At most this many distinct operands are tried (claim numbers always among them): the
#: search is bounded at MAX_OPERANDS² ordered pairs × 7 operations.
MAX_OPERANDS = 40


#: An operand: a value and its unit ("%", "currency", "users", ...; None when unknown).
Operand = tuple[Decimal, str | None]


def _unit_key(unit: str | None) -> str | None:
    """Units compared for + and −: lower case, a plural "s" dropped (days = day)."""
    if unit is None:
        return None
    unit = unit.lower()
    return unit[:-1] if len(unit) > 3 and unit.endswith("s") else unit


def _steps(a: Operand, b: Operand) -> Iterator[tuple[Decimal, str]]:
    """The one-step results of two distinct operands, in a fixed order, with how to write
    them. Sums and differences need one unit (10 users − 7 days is no derivation); a
    percentage step needs an operand written as a percentage (12 euros is not 12%)."""
    (x, unit_x), (y, unit_y) = a, b
    sx, sy = format_value(x), format_value(y)
    yield x * y, f"{sx} × {sy}"
    if _unit_key(unit_x) == _unit_key(unit_y):
        yield x + y, f"{sx} + {sy}"
        yield x - y, f"{sx} − {sy}"
    if y != 0:
        yield x / y, f"{sx} ÷ {sy}"
    if unit_x == "%" and unit_y != "%":
        yield x * y / 100, f"{sx}% of {sy}"
        yield y * (100 + x) / 100, f"{sy} + {sx}%"
        yield y * (100 - x) / 100, f"{sy} − {sx}%"


def _equal(result: Decimal, target: Decimal) -> bool:
    """Equal at the precision the target is written with (33.33… is "33", not "34")."""
    places = max(0, -target.normalize().as_tuple().exponent)  # type: ignore[operator]
    return round(result, places) == target


def _operand(value: Decimal | Operand) -> Operand:
    return value if isinstance(value, tuple) else (value, None)


def derive(target: Decimal, *, claim: Sequence[Decimal | Operand],
           sources: Sequence[Decimal | Operand], max_operands: int = MAX_OPERANDS) -> str | None:
    """The first one-step derivation of ``target``, as "96 = 12 × 8", or None.

    Operands are the sources' numbers (question and passages) and the claim's other numbers,
    each a value or a (value, unit) pair, at most ``max_operands`` of them (every claim
    number is kept). A step takes two different values: doubling one stated number is not
    a derivation. When the claim states other numbers, the step must use one of them: a
    derived number is derived from what the claim is about, so "8 users have 500 GB" is not
    excused by 50 GB × 10 users. The order of the search is fixed: the result is
    deterministic.

    >>> derive(Decimal(400), claim=[Decimal(8)], sources=[Decimal(50), Decimal(10)])
    '400 = 50 × 8'
    >>> derive(Decimal(500), claim=[Decimal(8)], sources=[Decimal(50), Decimal(10)]) is None
    True
    >>> derive(Decimal(500), claim=[], sources=[Decimal(50), Decimal(10)])
    '500 = 50 × 10'
    >>> derive(Decimal(3), claim=[], sources=[(Decimal(10), "users"), (Decimal(7), "days")])
    """
    own = [o for o in dict.fromkeys(map(_operand, claim)) if o[0] != target]
    pool = list(dict.fromkeys([*map(_operand, sources), *own]))
    if len(pool) > max_operands:  # keep every claim number, then the first source numbers
        pool = [o for o in pool if o not in own][:max(0, max_operands - len(own))] + own
    anchors = set(own)
    for a in pool:
        for b in pool:
            if a[0] == b[0] or (anchors and a not in anchors and b not in anchors):
                continue
            for result, written in _steps(a, b):
                if _equal(result, target):
                    return f"{format_value(target)} = {written}"
    return None
