"""Finding the quantities of a claim, and plausible other values for them.

A quantity is a number a help center states about the world: a price (€12, $19.99), an
amount with a unit (50 GB, 14 days, 12-hour), a percentage, a count, a dimension of
85x60x60 cm, or a number word ("fifty"). Times (00:00:00), 24/7, fractions (1/5), versions
(2.1.3), years, ordinals (15th), phone numbers and identifiers (Windows 11, code 429) are
not quantities and are never returned.

>>> [(q.text, q.unit) for q in find_quantities("Links expire after 7 days, 24/7, from $19.99.")]
[('7', 'day'), ('19.99', 'currency')]
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from ._clauses import find_predicate
from ._text import NUMBER_WORDS, WORD_FOR_NUMBER, sentence_initial

_NUMBER = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?")
_NUMBER_WORD = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)
_DIMENSIONS = re.compile(r"\d+(?:\.\d+)?(?:\s*[x×]\s*\d+(?:\.\d+)?){1,2}(?=\s*[a-zA-Z\"]|\b)")
_PHONE = re.compile(r"\d+[-.]\d+[-.]\d+")
_CURRENCY_SYMBOLS = "€$£¥₹"
_CURRENCY_CODES = {"usd", "eur", "gbp", "cad", "aud", "chf", "jpy", "inr", "nzd", "sek"}
#: Unit abbreviations written after a number, attached (50GB) or spaced (50 GB).
UNIT_ABBREVIATIONS = {"gb", "mb", "kb", "tb", "gib", "mib", "tib", "k", "x", "h", "hr", "hrs",
                   "min", "mins", "s", "ms", "cm", "mm", "m", "km", "kg", "g", "lb", "lbs",
                   "oz", "ft", "ml", "l", "gbps", "mbps", "kbps", "gb-month"}
_MONTHS = {"january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december", "jan", "feb", "mar", "apr",
           "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}
_ID_WORDS = {"version", "v", "code", "error", "id", "model", "step", "line", "port", "chapter",
             "section", "article", "page", "room", "flight", "gate", "rule", "form", "level",
             "tier", "number", "no", "item", "option", "platform", "seat", "row", "terminal",
             "bus", "route", "suite", "apartment", "unit", "ext", "extension", "iso", "rfc"}
#: Capitalised words that open a sentence before an amount ("Within 14 days", "Up to 5").
_COMMON_OPENERS = {"in", "up", "within", "for", "after", "before", "only", "each", "all", "the",
                   "a", "an", "over", "under", "about", "around", "at", "by", "from", "on",
                   "until", "every", "first", "last", "pay", "save", "get", "allow", "wait",
                   "take", "add", "keep", "spend", "send", "buy", "expect", "nearly",
                   "almost", "just", "roughly", "approximately", "more", "less", "fewer", "than",
                   "per", "with", "without", "during", "any", "some", "another", "extra"}
_TIME_UNITS = {
    "second": (1, 5, 10, 15, 30, 45, 60, 90),
    "minute": (1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120),
    "hour": (1, 2, 3, 4, 6, 8, 12, 24, 36, 48, 72, 96),
    "day": (1, 2, 3, 5, 7, 10, 14, 21, 28, 30, 45, 60, 90, 120, 180, 365),
    "week": (1, 2, 3, 4, 6, 8, 12, 26, 52),
    "month": (1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60),
    "year": (1, 2, 3, 4, 5, 7, 10, 15, 20, 25),
}
_PERCENT_LADDER = (1, 2, 3, 5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 95, 100)
_MANTISSAS = (10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80)
#: Countable unit nouns whose plural a number change may need (1 day -> 2 days).
PLURALS = {"day": "days", "week": "weeks", "month": "months", "year": "years",
           "hour": "hours", "minute": "minutes", "second": "seconds", "user": "users",
           "seat": "seats", "item": "items", "file": "files", "byte": "bytes",
           "time": "times", "device": "devices", "license": "licenses", "order": "orders",
           "bag": "bags", "night": "nights", "member": "members", "guest": "guests",
           "project": "projects", "account": "accounts", "transfer": "transfers",
           "withdrawal": "withdrawals", "payment": "payments", "attempt": "attempts"}
_SINGULARS = {v: k for k, v in PLURALS.items()}
_UNIT_MODIFIERS = {"business", "calendar", "working", "full", "additional", "extra", "more",
                   "consecutive", "free", "paid"}

# Words before a number that make one direction of change the clearly unsupported one.
_UPPER_CUES = ("up to", "within", "at most", "no more than", "no larger than",
               "no longer than", "no later than", "not exceed", "not to exceed", "maximum of",
               "less than", "fewer than", "smaller than", "shorter than", "under", "below",
               "limit of", "limited to", "capped at", "before", "until")
_LOWER_GUARANTEE_CUES = ("at least", "minimum of", "no less than", "no fewer than")
_LOWER_CONDITION_CUES = ("larger than", "longer than", "more than", "greater than",
                         "bigger than", "older than", "over", "above", "exceeding", "exceeds",
                         "after", "beyond")


@dataclass(frozen=True)
class Quantity:
    """One stated number: its span, value and how it is written."""

    start: int
    end: int
    text: str
    scaled: int          # the digits as an integer (19.99 -> 1999)
    decimals: int        # digits after the point (19.99 -> 2)
    commas: bool         # written with thousands separators
    unit: str | None     # 'currency', '%', a time unit, an attached unit, or None
    unit_word: tuple[int, int] | None = None  # span of a following countable noun
    word: bool = False   # written as a number word ("fifty")
    group: int | None = None  # index of its dimension group (85x60x60), if any

    @property
    def value(self) -> float:
        return self.scaled / 10 ** self.decimals


def find_quantities(text: str) -> list[Quantity]:
    """Every quantity of ``text`` in order (digits and single number words)."""
    return list(_quantities_of(text))


@functools.lru_cache(maxsize=8_192)
def _quantities_of(text: str) -> tuple[Quantity, ...]:
    """:func:`find_quantities`, found once per text: the number mutators ask it of the same
    claim and passages again and again (ten times per text on average), and each number's
    checks read the text before it, so a long passage costs quadratic time per call."""
    found = [q for q in _digit_quantities(text)]
    found += [q for q in _word_quantities(text)]
    return tuple(sorted(found, key=lambda q: q.start))


def _digit_quantities(text: str) -> list[Quantity]:
    groups = [(m.start(), m.end()) for m in _DIMENSIONS.finditer(text)]
    phones = [(m.start(), m.end()) for m in _PHONE.finditer(text)]
    out = []
    for match in _NUMBER.finditer(text):
        start = match.start()
        if any(s <= start < e for s, e in phones):
            continue  # a phone number or a date like 2024-01-15
        group = next((i for i, (s, e) in enumerate(groups) if s <= start < e), None)
        quantity = _digit_quantity(text, match, group)
        if quantity is not None:
            out.append(quantity)
    return out


def _digit_quantity(text: str, match: re.Match[str], group: int | None) -> Quantity | None:
    start, end = match.span()
    integer, fraction = match.group(1), match.group(2) or ""
    before, after = text[:start], text[end:]
    if _not_a_quantity(text, start, end):
        return None
    unit, unit_word = _unit_after(text, end, group)
    if unit == "skip":
        return None
    code_after = re.match(r"\s*(?:usd|eur|gbp|cad|aud)\b", after, re.IGNORECASE)
    if (before.endswith(tuple(_CURRENCY_SYMBOLS))
            or _word_before(text, start) in _CURRENCY_CODES or (unit is None and code_after)):
        unit = "currency"
    plain = integer.replace(",", "")
    if (unit is None and not fraction and len(plain) == 4 and 1900 <= int(plain) <= 2099
            and "," not in integer):
        return None  # a year
    return Quantity(start, end, match.group(), int(plain + fraction), len(fraction),
                    "," in integer, unit, unit_word, group=group)


def _not_a_quantity(text: str, start: int, end: int) -> bool:
    return _notation(text, start, end) or _identifier(text, start, end)


def _notation(text: str, start: int, end: int) -> bool:
    """Times, 24/7, fractions, versions, phone-like runs, 5*N, COVID-19, 9am."""
    before, after = text[:start], text[end:]
    prev_char = before[-1:]
    if prev_char in (":", "/", "*", ")", "#", "^") or after[:1] in ("(", "*", "^"):
        return True
    if re.match(r"[:/]\d|\.\d|-\d+-", after):
        return True
    hyphen_before = prev_char in ("-", "–") and len(before) >= 2 and before[-2].isalnum()
    if hyphen_before and not re.search(r"(?<![\d-])\d+[-–]$", before):
        return True  # COVID-19, ISO-8601 (but the 5 of "3-5 days" is a range end)
    return re.match(r"\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])", after, re.IGNORECASE) is not None


def _identifier(text: str, start: int, end: int) -> bool:
    """Windows 11, iPhone 15, step 3, June 30, No. 5: a name or a date, not an amount."""
    before, after = text[:start], text[end:]
    word = _word_before(text, start)
    if word in _ID_WORDS or word in _MONTHS or before.endswith(("No. ", "no. ")):
        return True
    if re.match(r"\s+(?:" + "|".join(_MONTHS) + r")\b", after, re.IGNORECASE):
        return True
    previous = re.search(r"([A-Za-z][\w'-]*)\s+$", before)
    if previous is None:
        return False
    name = previous.group(1)
    if name[0].isupper() and (not sentence_initial(text, previous.start())
                              or name.lower() not in _COMMON_OPENERS):
        return True
    return name[0].islower() and re.search(r"[A-Z]", name[1:]) is not None


def _word_before(text: str, start: int) -> str:
    found = re.search(r"([A-Za-z]+)\.?\s*$", text[:start])
    return found.group(1).lower() if found else ""


def _unit_after(text: str, end: int,
                group: int | None) -> tuple[str | None, tuple[int, int] | None]:
    after = text[end:]
    if after.startswith("%"):
        return "%", None
    attached = re.match(r"([A-Za-z][A-Za-z-]*)", after)
    if attached:
        suffix = attached.group(1).lower()
        if suffix in ("st", "nd", "rd", "th"):
            return "skip", None
        if group is not None and suffix.startswith(("x", "×")):
            return None, None
        if suffix in UNIT_ABBREVIATIONS or suffix.split("-")[0] in UNIT_ABBREVIATIONS:
            return suffix, None
        return "skip", None
    hyphen = re.match(r"-([a-z]+)", after)
    if hyphen:
        noun = hyphen.group(1)
        unit = _SINGULARS.get(noun, noun)
        return (unit if unit in _TIME_UNITS else f"-{noun}"), None
    spaced = re.match(r"\s+(?:([a-z]+)\s+)?([A-Za-z]+)", after)
    if spaced:
        modifier, noun = spaced.group(1), spaced.group(2)
        if modifier and modifier in _UNIT_MODIFIERS:
            return _noun_unit(noun, end + spaced.start(2), end + spaced.end(2))
        first = modifier or noun
        first_start = end + (spaced.start(1) if modifier else spaced.start(2))
        return _noun_unit(first, first_start, first_start + len(first))
    return None, None


def _noun_unit(noun: str, start: int, end: int) -> tuple[str | None, tuple[int, int] | None]:
    low = noun.lower()
    singular = _SINGULARS.get(low, low)
    if singular in _TIME_UNITS:
        return singular, (start, end)
    if singular in PLURALS:
        return None, (start, end)
    return None, None


def _word_quantities(text: str) -> list[Quantity]:
    out = []
    for match in _NUMBER_WORD.finditer(text):
        start, end = match.span()
        after = text[end:]
        if re.match(r"-(?!(?:" + "|".join(_TIME_UNITS) + r")s?\b)", after):
            continue  # two-factor, three-way
        if re.match(r"\s+(?:of|or|and|to)\b", after):
            continue  # "two of them", "two or three"
        unit, unit_word = _unit_after(text, end, None)
        value = NUMBER_WORDS[match.group().lower()]
        out.append(Quantity(start, end, match.group(), value, 0, False,
                            None if unit == "skip" else unit, unit_word, word=True))
    return out


# --------------------------------------------------------------------------- other values


def direction(text: str, quantity: Quantity) -> int:
    """+1 if only a larger value is clearly unsupported, -1 if only a smaller, 0 if either."""
    start = quantity.start
    if quantity.unit == "currency" and start > 0 and text[start - 1] in _CURRENCY_SYMBOLS:
        start -= 1
    before = text[max(0, start - 40):start].lower()
    before = re.sub(r"\b(?:a|an|the)\s+$", "", before)
    def ends_with(cues: tuple[str, ...]) -> bool:
        return re.search(r"\b(?:" + "|".join(re.escape(c) for c in cues) + r")\s+$", before) is not None
    if ends_with(_UPPER_CUES) or ends_with(_LOWER_GUARANTEE_CUES):
        return 1
    if ends_with(_LOWER_CONDITION_CUES):
        return -1
    if re.match(r"\s*(?:[a-zA-Z-]+\s+)?or (?:more|longer|above|over)\b", text[quantity.end:]):
        return 1
    if re.match(r"\s*(?:[a-zA-Z-]+\s+)?or (?:less|fewer|shorter|under|below)\b", text[quantity.end:]):
        return 1
    return _permission_direction(text, quantity)


def _permission_direction(text: str, quantity: Quantity) -> int:
    """In 'X with 20 users can have 100 guests', fewer users or more guests is the error:
    a permission stays true for a larger threshold and for a smaller allowance."""
    predicate = find_predicate(text)
    if predicate is None or predicate.token.lower not in ("can", "may"):
        return 0
    if quantity.start > predicate.token.start:
        return 1
    before = text[predicate.clause[0]:quantity.start]
    return -1 if re.search(r"\b(?:with|of|having)\s+(?:\w+\s+)?$", before) else 0


def ladder(quantity: Quantity) -> list[int]:
    """Round values a help center would state, in the scaled units of ``quantity``."""
    if quantity.word:
        return sorted(WORD_FOR_NUMBER)
    steps = _TIME_UNITS.get(quantity.unit or "")
    if steps and quantity.decimals == 0 and quantity.scaled <= steps[-1]:
        return list(steps)  # 14 days -> 21 days; but 3,000 minutes takes round numbers
    if quantity.unit == "%" and quantity.decimals == 0:
        return list(_PERCENT_LADDER)
    return nice_numbers(quantity.scaled)


def nice_numbers(around: int) -> list[int]:
    """Round integers within a factor of three of ``around`` (1-10, then 12, 15, 20, 25 ...)."""
    values = set(range(1, 11))
    top = max(around, 1) * 3
    power = 1
    while power <= top:
        values.update(m * power for m in _MANTISSAS)
        power *= 10
    return sorted(v for v in values if 0 < v <= top)


def alternatives(quantity: Quantity, *, want: int = 0, avoid: set[int] = frozenset(),
                 above: int | None = None, below: int | None = None) -> list[int]:
    """Other plausible scaled values, nearest first (same order of magnitude, never equal)."""
    value = quantity.scaled
    if value <= 0:
        return []
    candidates = []
    for c in ladder(quantity):
        if c == value or c in avoid or not 0.4 <= c / value <= 2.5:
            continue
        if want and (c - value) * want < 0:
            continue
        if (above is not None and c <= above) or (below is not None and c >= below):
            continue
        candidates.append(c)
    return sorted(candidates, key=lambda c: (abs(math.log(c / value)), c))


def format_scaled(scaled: int, decimals: int, *, commas: bool) -> str:
    """Write a scaled integer back with the same decimals and separators."""
    integer, fraction = divmod(scaled, 10 ** decimals) if decimals else (scaled, 0)
    head = f"{integer:,}" if commas else str(integer)
    return head + (f".{fraction:0{decimals}d}" if decimals else "")
