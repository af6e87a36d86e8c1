"""number_in_words (control): a small whole number written as a word (7 days → seven days).

Meaning-preserving: only whole numbers up to twenty and the round tens up to ninety, where
words read naturally, and never a price, a decimal, a percentage, a range end (3-5), a
number glued to its unit (2GB) or before a unit's lower-case symbol (10 kg, 18 in (460
mm)), a version, a year, a time or an identifier,
nor a digit of a name, title, product or code ("2 Live Crew", "Apollo 11"), nor a decade or age band written with an apostrophe ("the 80's", "'30s"), a list marker
("9) The document ...", "2. Click ...", "1: ... 2: ..."), a word of a title in title case,
quoted or not ("13 Going on 30", "Top 10 Hits of the Year"), or the hour of a time however it is spaced ("3: 30 pm"),
nor a list index left in a sentence ("Low semen quality 2.", "free up space: 1."), a number
with its bracketed repeat ("five (5) days": "five (five)" is no phrase) or one glued to a
sign ("10+ years"),
nor a number among other numerals in digits: a member of a list ("10, 20, and 30"), a pair or
either end of a range however it is spaced ("10 and 11", "6 - 7", "14 -- 16 cm"), or one value
of a list of labelled values ("Plus: 50 - Standard: 20"), where one word among digits mixes
styles; nor one before a symbol, spaced or not ("80 %", "15 ½", "30 °C").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _nlp
from ._enumeration import echo_of, echoes, list_index
from ._lexicons import table
from ._numbers import Quantity, find_quantities
from ._text import capitalize_first, int_to_words, sentence_initial

MAX_PER_CLAIM = 2


@mutator(name="number_in_words", kind="control", version=11)
def number_in_words(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Write a small whole number as a word; the claim means the same.

    >>> from mutators._example import mutate
    >>> mutate(number_in_words, "Each user gets 50 GB; links expire after 7 days.")
    ['Each user gets fifty GB; links expire after 7 days.', 'Each user gets 50 GB; links expire after seven days.']
    """
    text = claim.text
    doc = _nlp.parse(text)
    quantities = find_quantities(text)
    passages = " ".join(claim.passages.values())
    eligible = [q for q in quantities
                if _natural_as_word(text, q) and not _in_name(text, doc, q)
                and not _among_numerals(text, doc, q) and not _before_symbol(text, q)
                and not list_index(text, doc, q) and not echoes(q, quantities, text)
                and echo_of(q, quantities, text) is None
                and not _beside_number(text, q, quantities)
                and not _bare_at_end(doc, q, passages)
                and not _day_of_month(doc, q)
                and not _named_in_passages(text, q, claim.passages.values())]
    edits = []
    for quantity in eligible:
        word = int_to_words(quantity.scaled)
        if sentence_initial(text, quantity.start):
            word = capitalize_first(word)
        edits.append(Edit((Span(quantity.start, quantity.end, word),),
                          f"{quantity.text} → {word}"))
    yield from list(_nlp.guarded(text, edits))[:MAX_PER_CLAIM]


#: What joins the members of a list or the ends of a range: a comma, "and", "or", "to", a dash.
_JOINER = r"\s*(?:,\s*(?:and\s+|or\s+)?|(?:and|or|to|through|by)\s+|(?:-{1,2}|[–—])\s*)"


def _among_numerals(text: str, doc: Any, q: Quantity) -> bool:
    """Whether the number stands with another numeral in digits, joined to it as a list, a
    pair or a range ("10, 20, and 30", "10 and 11", "6 - 7 %", "14 -- 16 cm"), coordinated
    with it in the parse, or as one of several values after labels ("Plus: 50 - Lite: 5").
    One spelled-out word among digits mixes styles no writer mixes.

    >>> from mutators._nlp import parse
    >>> text = "The lids come in 10, 20 and 30 cm sizes."
    >>> [_among_numerals(text, parse(text), q) for q in find_quantities(text)]
    [True, True, True]
    """
    if re.search(r"\d[%\w]*" + _JOINER + r"(?:the\s+)?$", text[:q.start]) or \
            re.match(_JOINER + r"(?:the\s+)?\d", text[q.end:]):
        return True  # "10 and 11", "between the 6 to the 21"
    tokens = _tokens_of(doc, q)
    for token in tokens:
        joined = [token.head] if token.dep_ == "conj" else []
        joined += [c for c in token.children if c.dep_ == "conj"]
        if any(re.fullmatch(r"\d+(?:[.,]\d+)*", t.text) for t in joined):
            return True
    labelled = r":\s*$"
    if re.search(labelled, text[:q.start]):
        others = [m for m in re.finditer(r"(?<![\w.,])\d+", text)
                  if m.start() != q.start and re.search(labelled, text[:m.start()])]
        return bool(others)
    return False


def _day_of_month(doc: Any, q: Quantity) -> bool:
    """Whether the number is a day of a month ("the 21 of August", "August 6"): dates are
    written in digits, and "the six of August" reads as no date.

    >>> from mutators._nlp import parse
    >>> text = "The events ran from the 6 to the 21 of August."
    >>> [_day_of_month(parse(text), q) for q in find_quantities(text)]
    [False, True]
    """
    tokens = _tokens_of(doc, q)
    if not tokens:
        return False
    first, last = tokens[0], tokens[-1]
    after = doc[last.i + 1:last.i + 3]
    if len(after) == 2 and after[0].lower_ == "of" and after[1].text in _MONTHS:
        return True
    return first.i > 0 and doc[first.i - 1].text in _MONTHS


def _named_in_passages(text: str, q: Quantity, passages: Iterable[str]) -> bool:
    """Whether the passages write the number, before the same next word as the claim, as
    part of a name: right after a capitalised word that does not open a sentence ("the No. 3
    is the oldest tractor", "the NINO. 3 region"). The claim dropped the name's first word,
    and spelled out, the rest reads as a count ("Three is the oldest tractor").

    >>> text = "3 is the oldest surviving tractor."
    >>> q = find_quantities(text)[0]
    >>> _named_in_passages(text, q, ["The 14,000 pound No. 3 is the oldest surviving tractor."])
    True
    >>> _named_in_passages(text, q, ["Of the three, 3 is the oldest surviving tractor."])
    False
    """
    following = re.match(r"\s*([A-Za-z]+)", text[q.end:])
    if not following:
        return False
    occurrence = re.compile(r"(?<![\w.,])" + re.escape(q.text) + r"\s+" +
                            re.escape(following.group(1)) + r"\b")
    for passage in passages:
        for found in occurrence.finditer(passage):
            before = re.search(r"([A-Z][\w'’.-]*)\s+$", passage[:found.start()])
            if before and before.group(1) not in _MONTHS and \
                    not sentence_initial(passage, before.start(1)):
                return True
    return False


def _tokens_of(doc: Any, q: Quantity) -> list[Any]:
    """The tokens of ``doc`` that overlap the quantity's characters."""
    return [t for t in doc if t.idx < q.end and t.idx + len(t.text) > q.start]


def _beside_number(text: str, q: Quantity, quantities: list[Quantity]) -> bool:
    """Whether another number, in digits or in words, stands right beside this one with only
    a space or a hyphen between ("about 50 four twins"): spelled out, the two read as one
    number ("fifty four"), which the claim did not say.

    >>> text = "They have about 50 four twins per 1000 births."
    >>> [_beside_number(text, q, find_quantities(text)) for q in find_quantities(text)]
    [True, True, False]
    """
    for other in quantities:
        if other is q:
            continue
        gap = text[other.end:q.start] if other.end <= q.start else text[q.end:other.start]
        if re.fullmatch(r"[ \t\u00a0-]*", gap):
            return True
    return False


def _bare_at_end(doc: Any, q: Quantity, passages: str) -> bool:
    """Whether the number closes its sentence with no noun or unit after it, and reads as a
    sentence cut off at a decimal point ("The industry reached around 2." of "$2.2 billion"):
    after a hedge ("around", "about"), or where the passages write it with decimals. Then
    "two" reads as nonsense. A bare age ("when he was 6") stays.

    >>> from mutators._nlp import parse
    >>> text = "The coloring industry reached around 2."
    >>> _bare_at_end(parse(text), find_quantities(text)[0], "")
    True
    >>> text = "He started acting when he was 11."
    >>> _bare_at_end(parse(text), find_quantities(text)[0], "")
    False
    """
    tokens = _tokens_of(doc, q)
    if not tokens:
        return False
    first, last = tokens[0], tokens[-1]
    following = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if following is not None and not (following.is_punct and following.text in ".!?"):
        return False
    hedged = first.i > 0 and doc[first.i - 1].lower_ in table("numbers")["hedges"]
    return hedged or re.search(r"(?<![\d.,])" + re.escape(q.text) + r"\.\d", passages) is not None


def _before_symbol(text: str, q: Quantity) -> bool:
    """Whether a symbol follows the number, spaced or not: a percent or per-mille sign, a
    fraction glyph, a degree, any symbol character ("80 %", "15 ½", "30 °C"), which reads
    only after digits.

    >>> text = "The mix is 80 % water."
    >>> _before_symbol(text, find_quantities(text)[0])
    True
    """
    following = re.match(r"[ \t\u00a0\u202f]*(\S)", text[q.end:])
    if not following:
        return False
    char = following.group(1)
    category = unicodedata.category(char)
    return char in "%‰‱#" or category.startswith("S") or category == "No"


#: Entity types of a name, a title, a product or a law: their digits are part of the name.
_NAME_TYPES = {"PERSON", "ORG", "GPE", "LOC", "FAC", "PRODUCT", "WORK_OF_ART", "EVENT", "LAW",
               "NORP", "LANGUAGE"}
#: Capitalised words after a number that are not a name ("5 PM" is refused elsewhere).
_UNIT_CAPITALS = {"GB", "MB", "KB", "TB", "USD", "EUR", "GBP", "Euros", "Euro", "I"}
_MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"}


def _in_name(text: str, doc: Any, q: Quantity) -> bool:
    """The number belongs to a name, a title, a product or a code: '2 Live Crew', '2 Hearts
    came out', 'Apollo 11', 'Windows 10', 'Channel 4', an entity the parser types as a name.

    >>> from mutators._nlp import parse
    >>> text = "The album is a parody of 2 Live Crew's 1989 album."
    >>> q = next(q for q in find_quantities(text) if q.text == "2")
    >>> _in_name(text, parse(text), q)
    True
    """
    tokens = _tokens_of(doc, q)
    if any(t.ent_type_ in _NAME_TYPES for t in tokens):
        return True
    following = re.match(r"\s+([A-Z][\w'’-]*)", text[q.end:])
    counts_common_noun = bool(tokens) and tokens[0].dep_ == "nummod" and \
        tokens[0].head.tag_ == "NNS" and tokens[0].head.pos_ == "NOUN"
    if following and following.group(1) not in _UNIT_CAPITALS | _MONTHS and \
            not counts_common_noun:
        return True  # "2 Hearts", "3 Doors Down"; not "8 Team users" (a plan's users)
    if _in_quoted_title(text, q) or _after_title_words(text, q):
        return True  # "13 Going on 30", "the song "Top 10 Hits of the Year""
    preceding = re.search(r"([A-Z][\w'’.-]*)\s+$", text[:q.start])
    if preceding and not sentence_initial(text, preceding.start()) and \
            preceding.group(1) not in _MONTHS:
        return True  # "Apollo 11", "Channel 4", "Room 5"
    return bool(preceding and tokens and tokens[0].i > 0 and
                doc[tokens[0].i - 1].pos_ == "PROPN" and preceding.group(1) not in _MONTHS)


#: Short words a title in title case writes in lower case ("Going on 30", "Fight for 2").
_TITLE_SMALL = r"(?:a|an|the|and|or|of|on|in|to|for|at|by|with|from|as)"


def _after_title_words(text: str, q: Quantity) -> bool:
    """Whether the number follows a capitalised word that is not the sentence's first, across
    the short words a title leaves in lower case: "13 Going on 30" (a title's last word).

    >>> text = "13 Going on 30 stars Jennifer Garner."
    >>> _after_title_words(text, next(q for q in find_quantities(text) if q.text == "30"))
    True
    """
    found = re.search(r"([A-Z][\w'’.-]*)(?:\s+" + _TITLE_SMALL + r")+\s+$", text[:q.start])
    return bool(found) and found.group(1) not in _MONTHS and \
        not sentence_initial(text, found.start(1))


def _in_quoted_title(text: str, q: Quantity) -> bool:
    """Whether the number is inside quotation marks around words in title case."""
    for quoted in re.finditer(r'"([^"]*)"|“([^”]*)”', text):
        if quoted.start() < q.start < quoted.end():
            words = re.findall(r"[A-Za-z][\w'’-]*", quoted.group(1) or quoted.group(2) or "")
            if words and sum(w[0].isupper() for w in words) * 2 >= len(words):
                return True
    return False


def _natural_as_word(text: str, q: Quantity) -> bool:
    if q.word or q.decimals or q.commas or q.group is not None:
        return False
    if q.unit in ("currency", "%") or not (1 <= q.scaled <= 20 or q.scaled in range(30, 100, 10)):
        return False
    after, before = text[q.end:q.end + 2], text[max(0, q.start - 2):q.start]
    if after[:1].isalpha() or re.match(r"[-–]\d", after) or re.search(r"\d[-–]$", before):
        return False
    if re.match(r"[-–/][A-Z]", after):
        return False  # a form's or a model's code, digits hyphened to a capital: "10-K", "10-Q"
    if after[:1] in ("+", "*", "^", "°", "²", "³"):
        return False  # "10+ years": a sign glued to the digits reads only with digits
    if re.match(r"['’]s\b", text[q.end:]) or before.endswith(("'", "’")):
        return False  # a decade or an age band ("the 80's", "in his '30s"): "eighty's" is no word
    if re.match(r"\s*[:.]\s*\d", text[q.end:]) or re.search(r"\d\s*[:.]\s*$", text[:q.start]):
        return False  # the hour or minutes of a time written with spaces: "3: 30 pm"
    if re.match(r"[)\].]", text[q.end:]) and not text[:q.start].strip(" (["):
        return False  # a list marker opening the claim: "9) The document ..."
    if re.match(r"[:)]\s", text[q.end:]) and re.search(r"(^|[.!?;]\s*)[(\[]?$", text[:q.start]):
        return False  # an enumerator opening a sentence: "1: Chen was named ... 2: That party"
    if re.match(r"\s+to\s+\d", text[q.end:]) or re.search(r"\d\s+to\s+$", text[:q.start]):
        return False  # "6 to 12-hour": a range reads as digits
    if re.match(r"\s*(?:" + _UNIT_ABBREVIATIONS + r")\b(?![-'’])", text[q.end:]) or \
            re.match(r"\s*in\s*[(),;]", text[q.end:]):
        return False  # a measure in a unit's symbol: "weigh 10 kg", "18 in (460 mm)"
    return not (before.endswith(("$", "€", "£", "¥")))


#: Lower-case symbols of units of measure, which style guides write after digits only.
_UNIT_ABBREVIATIONS = ("mg|g|kg|lb|lbs|oz|mm|cm|m|km|ft|mi|yd|ml|l|mph|kph|km/h|hz|khz|mhz|ghz|"
                       "kw|kwh|w|v|mah|sq ft")
