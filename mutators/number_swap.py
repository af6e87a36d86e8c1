"""number_swap: a stated number becomes another plausible value (the most common fault).

The numbers come from the parse: amounts the entity recogniser types as cardinal, money,
quantity, percent, date or time, never a number inside a name (an organisation, a facility,
a product, a work, a person: "Hotel Two Rivers"). Years, decades, months, clock times and
ordinals from "second" on ("the fourth lab", "the 12th century": one step) are in scope. A
rank bound ("the top ten"), a count its sentence ties to names or an ordinal ("two sons named
Jacob and Esau", "a third foot ... two others") and a pace (a time and a distance) are left
alone, as is a number another part of its sentence fixes (the same amount said again after
"same"/"that", a count of a comma list that follows, even one whose items carry asides ("the
three periods B, which ..., C, during which ..., and D"), a count of one the claim names again
as "the other", a measure beside a bracketed conversion or breakdown, years tied by an age, a
rank said twice, a count of one beside another or describing one thing ("is one example of"),
a member of a run of three or more months or ordinals ("November, December, January")), as are
a year the claim writes twice ("the 1849 disturbance ... occurred on May 10,
1849") and a loose pair ("a year or two"); a hyphenated count ("a seven-point scale") is a
target, a two-digit decade ("a 90's album") moves by tens only, and no decade the passages
name is chosen. A list
index ("2. **Country**: ...", "Low semen quality 2.") and a count the claim also writes as a
formula ("two versions behind (n-2)") stay; a number with its bracketed repeat ("five (5)
days") moves with the repeat ("seven (7) days"). The new value keeps the unit and the way the number is written (€12 → €15, 3,000 →
4,000, fifty → sixty, 9am → 11am), is of the same order of magnitude, respects physical
ranges (hours in a day, months in a year, 100%, and below it for a share under a lower bound)
and keeps a past event in the past. An estimate ("almost 2000 years", a count however shaped
like a year) keeps its roundness (2500, never 2003), and so does a lower bound made stronger
("over ten years" → twenty, not twelve), which also moves past what the passages allow by
plain arithmetic (a span "2005-present", a service "every 10 minutes", a table list of the
kind counted: "more than one kind of network" beside six). One (or half) of a scale word
grows ("over a million people" → "over two million").

Direction follows monotonicity, so the original never entails the mutant: a bound in the
asserted part moves to make the claim stronger ("more than 5,000 employees" → more; "at most
3 devices" → fewer; an allowance "can be refunded within 14 days" → longer), a bound inside
a condition ("orders over $50 ship free") moves the other way, and a negated predicate
reverses both. A bound on the subject's own count ("more than twenty cardinals have"), on a
told event ("payment of more than £14,000 has been awarded") or in a participle clause is a
degree, not a condition; a window ("within the last 5 years") narrows. A dated bound inside a
condition ("if you signed up before 12 August 2021"), a bound written after the noun ("18 years
of age and older"), an hour named by "noon"/"midnight" and a season range with a short end
("2009 -- 10") are left alone. Word lists live in ``mutators/data/numbers.json``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _nlp
from ._enumeration import echo_of, echoes, list_index
from ._lexicon import lexicon
from ._numbers import (
    PLURALS,
    UNIT_ABBREVIATIONS,
    WORD_FOR_NUMBER,
    Quantity,
    alternatives,
    find_quantities,
    format_scaled,
)
from ._text import NUMBER_WORDS, article_fix, match_case

_UNITS = UNIT_ABBREVIATIONS | {"usd", "eur", "gbp", "cad", "aud", "chf", "jpy", "inr", "euros",
                               "euro", "dollars", "pounds",
                               "mph", "kph", "mpg"}  # "5 Euros", "25 MPH": a measure, not a name

#: At most this many mutants per claim (one per stated number, first numbers first).
MAX_PER_CLAIM = 3
_NEAREST = 3
_CENTS_ENDINGS = (99, 95, 49)
_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|to|and|or)\s*[€$£¥]?$")
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?(\s?)(a\.m\.|p\.m\.|am|pm|AM|PM)(?![A-Za-z])|"
                    r"(?<![:\d])\b([01]?\d|2[0-3]):([0-5]\d)\b(?!:)")
_YEAR = re.compile(r"(?<![\w.,/'’-])(?<![–—]\d)(?<![–—])(1[0-9]{3}|20[0-9]{2})(s|'s|’s)?"
                   r"(?![\w/-]|[.,]\d|\s?[–—]\s?\d)")
_SCALE = re.compile(r"\s*(million|billion|trillion|thousand|bn|mn|m|k)\b", re.IGNORECASE)
_FUNCTION_WORDS = frozenset("are is was were to and or of in for on at the a an per by with".split())
#: A measure and its conversion, "10 kg (23 lb)": changing one end leaves the pair inconsistent.
_CONVERSION = re.compile(r"\d[\d.,]*\s?[A-Za-z°]+\.?\s?\(\s?(?:about\s|c\.\s?)?\d[\d.,]*\s?"
                         r"[A-Za-z°]+\.?\s?\)")
_OTHER_COUNT = re.compile(r"\b(?:the|an)\s+other\s+(?:two|three|four|five|six|seven|eight|nine|"
                          r"ten|\d+)\b|\bone of (?:the |its |their |his |her )?(?:two|three|four|"
                          r"five|six|seven|eight|nine|ten|\d+)\b", re.IGNORECASE)
#: A number word ending right before "or"/"to" and this number: "four or five changes".
_RANGE_WORD_BEFORE = re.compile(r"\b(" + "|".join(sorted(WORD_FOR_NUMBER.values(), key=len,
                                                          reverse=True)) +
                                r")\s+(or|to|and)\s+$", re.IGNORECASE)
#: "a year or two", "an hour or three", "one or two days": a loose count whose low end is an
#: article or "one"; a moved high end reads as no phrase ("a year or four", "one or four").
_LOOSE_PAIR_BEFORE = re.compile(r"\b(?:(?:a|an|one|1)\s+(?:[a-z]+\s+)?[a-z]+|one|1)\s+or\s+$",
                                re.IGNORECASE)
_CONDITION_DEPS = {"advcl", "relcl", "acl", "csubj", "csubjpass"}
_WINDOW_WORDS = r"(?:last|past|next|coming|previous|first|following)"
#: "within the last 5 years", "in the next 100 years": a window counted from a point in time.
_WINDOW = re.compile(r"\b(?:within|in)\s+the\s+" + _WINDOW_WORDS + r"\s+$")
#: Marks of a clause that restricts when the claim holds; "as", "because", "while" give a
#: reason or a circumstance the claim asserts instead.
_CONDITION_MARKS = {"if", "unless", "when", "whenever", "once", "provided", "providing",
                    "before", "after", "until", "till", "where", "wherever", "whether"}
#: Modals of prediction, not of allowance: "could disrupt rail services within 100 years".
_EPISTEMIC = {"could", "might", "would", "will"}
#: An ordinal from second on: a count beside it is tied to it ("a third foot ... two others").
_ORDINAL = re.compile(r"\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
                      r"eleventh|twelfth|\d+(?:nd|rd|th))\b", re.IGNORECASE)
_DISTANCE = re.compile(r"\d[\d.,]*\s?(?:m|km|metres?|meters?|kilometres?|kilometers?|miles?|yards?)\b",
                       re.IGNORECASE)
_DURATION = re.compile(r"\d[\d.,]*\s?(?:s|secs?|seconds?|mins?|minutes?|hours?|hrs?)\b", re.IGNORECASE)
_SUBJECT_DEPS = {"nsubj", "nsubjpass"}
#: A span of years ("from 2009 to 2017", "2009–2017"): a count beside it is fixed by it.
_YEAR_SPAN = re.compile(r"\b(?:1\d{3}|20\d{2})\s*(?:-|–|—|to|until|through|and)\s*"
                        r"(?:1\d{3}|20\d{2})\b")
_PERIOD_COUNT = re.compile(r"\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
                           r"\s+(?:consecutive\s+|straight\s+|full\s+)?(?:terms?|years?|seasons?|"
                           r"decades?|months?|stints?|tenures?|sessions?)\b", re.IGNORECASE)
#: A rating's scale: "4.5 out of 5", "4/5"; the scale itself is never a target.
_SCALE_AFTER = re.compile(r"\s*(?:out of|/)\s*(\d+)\b")
_SCALE_BEFORE = re.compile(r"(?:out of|/)\s*$")
#: The "s" that makes two digits a decade of a century or of a life, "the 80s", "his 30's",
#: "a 90's album", "mid-20s", "the '70s".
_DECADE_AFTER = re.compile(r"(?:['’])?s\b")
#: A two-digit decade that ends a pair begun by a full one ("the 1940s and 50s"): the pair
#: keeps its order, so the short end stays.
_DECADE_PAIR_BEFORE = re.compile(r"\d{3}0(?:['’])?s\s*(?:and|or|to|-|–|—)\s*$")
#: The decades a two-digit decade may become.
_DECADES = tuple(range(20, 100, 10))
#: Predicates of a lasting state: "were already present in 1490" holds in 1493 as well.
_STATE_LEMMAS = {"exist", "remain", "live", "stay", "persist", "survive", "grow", "know"}


@dataclass(frozen=True)
class _Target:
    """One editable value: where it is, and the candidate replacements nearest first."""

    start: int
    end: int
    options: list[str]
    note_old: str


@mutator(name="number_swap", kind="fault", version=18)
def number_swap(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Change a stated number (amount, year, month or clock time) to another plausible value.

    >>> from mutators._example import mutate
    >>> mutate(number_swap, "Refunds are possible within 14 days; the fee is $19.99.")
    ['Refunds are possible within 28 days; the fee is $19.99.', 'Refunds are possible within 14 days; the fee is $14.99.']
    >>> mutate(number_swap, "The firm has more than 5,000 employees and was founded in 1994.")
    ['The firm has more than 7,500 employees and was founded in 1994.', 'The firm has more than 5,000 employees and was founded in 1991.']
    """
    text = claim.text
    doc = _nlp.parse(text)
    passages = list(claim.passages.values())
    edits = list(_amount_edits(text, doc, rng, passages)) + \
        list(_calendar_edits(text, doc, rng, passages))
    edits += [e for e in _source_count_edits(text, doc, claim.passages)
              if not any(s.start < e.spans[0].end and e.spans[0].start < s.end
                         for other in edits for s in other.spans)]
    edits += [e for e in _one_count_edits(text, doc, passages, rng)
              if not any(s.start < t.end and t.start < s.end
                         for other in edits for s in other.spans for t in e.spans)]
    edits += [e for e in _scale_one_edits(text, doc, passages)
              if not any(s.start < t.end and t.start < s.end
                         for other in edits for s in other.spans for t in e.spans)]
    edits = [e for e in edits if not any(_fixed_by_neighbour(text, s) for s in e.spans)]
    edits.sort(key=lambda e: min(s.start for s in e.spans))
    made = 0
    for edit in _nlp.guarded(text, edits):
        if made == MAX_PER_CLAIM:
            return
        made += 1
        yield edit


#: A clock number named by "noon"/"midnight" ("12 noon"): no other value goes with the word.
_NAMED_HOUR = re.compile(r"\s*(?:o'clock\s+)?(?:noon|midnight)\b", re.IGNORECASE)
#: A season or fiscal range written with a short end ("2009 -- 10", "2009–10", "2009/10"): the
#: end is the next year, so a moved start or end runs the range backwards or makes it no range.
_SHORT_RANGE = re.compile(r"(?<![\w.])(?:1\d{3}|20\d{2})\s*(?:--?|–|—|/)\s*\d{2}(?![\w.,]\d|\w)")


def _fixed_by_neighbour(text: str, span: Span) -> bool:
    """The span's number is fixed by the words beside it: "12 noon", "2009 -- 10"."""
    if _NAMED_HOUR.match(text[span.end:]) and re.fullmatch(r"\d{1,2}", text[span.start:span.end]):
        return True
    return any(m.start() < span.end and span.start < m.end() for m in _SHORT_RANGE.finditer(text))


#: A bound written after the number and its noun ("18 years of age and older", "ages 5 and
#: up"), which ``_bound`` does not read: which way is stronger is unclear, so no swap.
_TRAILING_BOUND = re.compile(r"\s*(?:[A-Za-z%]+\s+){0,3}(?:and|or)\s+(?:older|younger|over|"
                             r"above|under|below|up|upwards|more|less|fewer|beyond)\b"
                             r"(?!\s+(?:to|the|a|an|than|of)\b)", re.IGNORECASE)

# ----------------------------------------------------------------------------- amounts


def _amount_edits(text: str, doc: Any, rng: np.random.Generator,
                  passages: list[str]) -> Iterator[Edit]:
    years = [m.span() for m in _YEAR.finditer(text)]
    quantities = [q for q in find_quantities(text) if _is_amount(doc, q)
                  and (not any(a <= q.start < b for a, b in years) or
                       _counts_plural(doc, q.start, q.end))]
    compounds = [q for q in _compound_counts(text, passages) if _is_amount(doc, q)]
    quantities = sorted(quantities + compounds, key=lambda q: q.start)
    every = find_quantities(text)  # a bracketed repeat "(5)" is no amount of its own
    for slot in _slots(quantities):
        target = slot[int(rng.integers(len(slot)))] if len(slot) > 1 else slot[0]
        if echoes(target, every, text):
            continue  # the "(5)" of "five (5) days" moves with the "five" before it
        echo = echo_of(target, every, text)
        edit = _swap(text, doc, target, quantities, rng, passages)
        if _tied_in_sentence(text, doc, target, echo):
            continue  # "five days ... that same five day period": one copy moved contradicts
        if edit is not None and echo is not None:
            edit = _with_echo(edit, target, echo)
        if edit is not None:
            yield edit


def _sentence_of(doc: Any, start: int, end: int) -> Any:
    tokens = _tokens(doc, start, end)
    return tokens[0].sent if tokens else doc[:]


#: A bracket that opens with a number, perhaps hedged: "(1.9° F)", "( 1.3 % from ...)", "(about 4 lb)".
_BRACKET_NUMBER = r"\s*(?:(?:about|approximately|approx\.|roughly|around|nearly|c\.|ca\.|~)\s*)?" \
                  r"[$€£¥]?\d"


def _tied_in_sentence(text: str, doc: Any, q: Quantity, echo: Quantity | None) -> bool:
    """Whether another part of the sentence fixes the value, so a swap of this one copy
    makes the sentence contradict itself: the same value written again ("within five
    days ... for that same five day period"), a count of a list that follows ("three
    areas are the A, the B, and the C"), or a bracket of numbers that restates or breaks
    down the value ("1.1 °C (1.9 °F)", "2% (1.3% from A and 0.7% from B)").

    >>> from mutators._nlp import parse
    >>> text = "You have five days to reply, and the same five days to appeal."
    >>> q = next(q for q in find_quantities(text) if q.text == "five")
    >>> _tied_in_sentence(text, parse(text), q, None)
    True
    """
    sent = _sentence_of(doc, q.start, q.end)
    lo, hi = sent.start_char, sent.end_char
    skip = [(q.start, q.end)] + ([(echo.start, echo.end)] if echo is not None else [])
    if q.decimals == 0 and q.scaled >= 2:
        forms = [str(q.scaled)] + ([WORD_FOR_NUMBER[q.scaled]] if q.scaled in WORD_FOR_NUMBER
                                   else [])
        pattern = re.compile(r"(?<![\w.,])(?:" + "|".join(forms) + r")(?![\w]|[.,]\d)",
                             re.IGNORECASE)
    else:
        pattern = re.compile(r"(?<![\w.,])" + re.escape(q.text) + r"(?![\w]|[.,]\d)")
    if len(_YEAR.findall(sent.text)) > 1 and any(
            m.start() <= q.start - lo < m.end() for m in _AGE.finditer(sent.text)):
        return True  # "born in 1585 and died in 1596 at the age of 11": the years fix the age
    counted = _counted_word(text[q.end:])
    for m in pattern.finditer(text, lo, hi):
        if not any(a <= m.start() < b for a, b in skip) and \
                counted is not None and _counted_word(text[m.end():]) == counted and \
                (_referred_back(doc, q.start) or _referred_back(doc, m.start())):
            return True  # "that same five day period" points back; "use 500 MB" states anew
    if q.unit is None and not q.decimals and 2 <= q.scaled <= 10 and q.scaled in (
            _list_items_later(text[q.end:hi]),
            _list_items_later(_unbracketed(_without_asides(doc, q.end, hi)))):
        return True  # "the three periods are A, during which ..., B, ... and C"
    rest = text[q.end:hi]
    gate = _BRACKET_GATE.search(rest)  # the bracket must come before any other of "()\d;"
    after = re.match(r"\s*((?:[^\s()\d;]+\s*){0,8}?)\((" + _BRACKET_NUMBER + r"[^()]*)\)",
                     rest) if gate is not None and gate.group() == "(" else None
    if after is not None and (echo is None or echo.start < q.end + after.start(2)
                              or echo.start > q.end + after.end(2)):
        return True  # "1.1° Celsius (1.9° Fahrenheit)", "2 % of all ( 1.3 % and 0.7 % )"
    before = text[lo:q.start]
    if before.count("(") > before.count(")"):
        opening = before.rfind("(")
        if re.match(r"\(" + _BRACKET_NUMBER, text[lo + opening:]) and \
                re.search(r"\d[^\s()\d;]*\s*(?:[^\s()\d;]+\s*){0,8}$", before[:opening]):
            return True  # the "1.9" of "1.1° Celsius (1.9° Fahrenheit)"
    return False


#: The first of these characters after a number: the bracket of "(1.9° Fahrenheit)" must
#: be it, as the words before the bracket hold none of them. Without this check the lazy
#: word pattern backtracks through every split of every word of a long sentence.
_BRACKET_GATE = re.compile(r"[()\d;]")


def _referred_back(doc: Any, start: int) -> bool:
    """A number after "same" or a demonstrative ("that same five day period", "those two
    days"): it names the amount said before, not a new one."""
    tokens = [t for t in doc if t.idx + len(t.text) <= start][-2:]
    return any(t.lower_ == "same" or "Dem" in t.morph.get("PronType") and t.pos_ == "DET"
               for t in tokens)


def _counted_word(rest: str) -> str | None:
    """The word right after a number, singular ("business" of "five business days", "day"
    of "5-day period"): what the number counts or measures."""
    word = re.match(r"[\s-]?([A-Za-z%°]+)", rest)
    return None if word is None else re.sub(r"s$", "", word.group(1).lower())


def _list_items_later(rest: str) -> int:
    """How many items a comma list later in the sentence names, 0 if none: "main areas are
    the income, the costs, and the cash" names three.

    >>> _list_items_later(" main areas are the income, the costs, and the cash.")
    3
    >>> _list_items_later(" days, and then it ends.")
    0
    """
    parts = re.split(r",", re.split(r"[;:]", rest)[0] if ":" not in rest[:40] else
                     rest.split(":", 1)[1])
    for j, part in enumerate(parts[1:], start=1):
        words = part.split()
        if not words:
            return 0
        if words[0].lower() in ("and", "or"):
            return j + 1 if len(words) <= 7 and j >= 2 else 0
        if len(words) > 5:
            return 0
        if re.search(r"\s(?:and|or)\s", part):
            return j + 2
    return 0


def _with_echo(edit: Edit, q: Quantity, echo: Quantity) -> Edit:
    """The swap of "five" in "five (5) days" with its bracketed repeat written anew, so the
    two stay one number ("seven (7) days"), never "two (5)" or "five (6)"."""
    new_text = edit.spans[0].replacement
    if q.word:
        value = NUMBER_WORDS.get(new_text.lower())
    else:
        digits = new_text.replace(",", "").replace(".", "")
        value = int(digits) if digits.isdigit() else None
    if value is None:
        return edit
    written = _written(echo, value)
    spans = tuple(sorted(edit.spans + (Span(echo.start, echo.end, written),),
                         key=lambda s: s.start))
    return Edit(spans, f"{edit.note} ({echo.text} → {written})")


_COMPOUND_COUNT = re.compile(r"\b(" + "|".join(sorted(WORD_FOR_NUMBER.values(), key=len,
                                                      reverse=True)) + r")-([a-z]+)\b",
                            re.IGNORECASE)


def _compound_counts(text: str, passages: list[str]) -> list[Quantity]:
    """Number words of a hyphenated count ("a seven-point scale", "a two-part package"),
    which ``find_quantities`` leaves out with "two-factor" and "three-way": only nouns of
    ``compound_count_nouns``, only in a claim with no other number (that one may fix the
    count: "a five-point scale from one to five"), and only where no passage writes the
    compound with another number (then the claim could be true of that one too). "A
    four-time winner" counts titles; "a one-time winner" is a former one and stays.

    >>> [(q.text, q.scaled) for q in _compound_counts("They used a seven-point scale.", [])]
    [('seven', 7)]
    """
    nouns = set(lexicon("numbers")["compound_count_nouns"])
    if find_quantities(text) or _YEAR.search(text):
        return []  # "a five-point scale from one to five": another number may tie the count
    found = []
    for match in _COMPOUND_COUNT.finditer(text):
        noun = match.group(2).lower()
        if noun not in nouns or noun == "time" and match.group(1).lower() == "one":
            continue  # "a one-time champion" is a former one, not a count of one
        others = re.compile(r"\b(?!" + match.group(1) + r"\b)[a-z]+-" + noun + r"\b",
                            re.IGNORECASE)
        if any(others.search(p) for p in passages):
            continue
        found.append(Quantity(match.start(1), match.end(1), match.group(1),
                              NUMBER_WORDS[match.group(1).lower()], 0, False, None, None,
                              word=True))
    return found


def _tokens(doc: Any, start: int, end: int) -> list[Any]:
    return [t for t in doc if t.idx < end and t.idx + len(t.text) > start]


_FIXED_PAIR_BEFORE = re.compile(r"\b(?:" + "|".join(WORD_FOR_NUMBER.values()) + r")[-–]$",
                                re.IGNORECASE)


def _is_amount(doc: Any, q: Quantity) -> bool:
    """Not inside a name, not a year (years are calendar targets), not part of a date."""
    words = lexicon("numbers")
    tokens = _tokens(doc, q.start, q.end)
    if not tokens:
        return False
    if any(t.ent_type_ in words["name_entities"] for t in tokens):
        return False
    text = doc.text
    if _inside_title(text, q.start, q.end) or text[q.start - 1:q.start] in ("'", "’"):
        return False
    if q.word and re.match(r"[\s-]+(?:thirds?|quarters?|halves|half|fifths?|tenths?)\b",
                           text[q.end:]):
        return False  # two thirds
    if q.word and _FIXED_PAIR_BEFORE.search(text[:q.start]):
        return False  # "split fifty-fifty", "a one-two punch": one fixed expression, not a count
    following = re.match(r"\s+([A-Z0-9][A-Za-z0-9]*)\b", text[q.end:])
    counts_noun = tokens[0].dep_ == "nummod" and tokens[0].head.tag_ == "NNS" and \
        tokens[0].head.pos_ == "NOUN" and following is not None and \
        not following.group(1).isupper()  # "16 Primetime ... nominations", not "737 MAX jets"
    if not q.decimals and q.unit is None and q.unit_word is None and not q.word and \
            following and following.group(1).lower() not in _UNITS and not counts_noun:
        return False  # 737 MAX, 93 Cheyne Walk: a name or an address
    if q.unit is None and not q.decimals and re.fullmatch(r"1\d{3}|20\d{2}", q.text) and \
            not _counts_plural(doc, q.start, q.end):
        return False  # a year: a calendar target
    if re.search(r"\d{4}\s?[–—-]\s?$", text[:q.start]) and len(q.text) == 2:
        return False  # "2018–19": the short end of a year range
    if text[q.end:q.end + 1] == ")" and not _hedged_in_brackets(doc, text, q, tokens[0]):
        return False  # "9) The document ...", "Psych (season 2)": a marker or a name's part
    if any(m.start() <= q.start < m.end() for m in _CONVERSION.finditer(text)):
        return False  # "10 kg (23 lb)"
    head = tokens[0]
    if head.ent_type_ == "DATE" and q.unit is None and q.unit_word is None and \
            any(t.text in words["months"] for t in head.sent if t.ent_type_ == "DATE"):
        return False  # June 30, 2024
    return True


def _counts_plural(doc: Any, start: int, end: int) -> bool:
    """The number counts the plural noun that follows it ("almost 2000 years", "over 1300
    different names"): an amount even when it is shaped like a year.

    >>> from mutators._nlp import parse
    >>> text = "The city has existed for almost 2000 years."
    >>> _counts_plural(parse(text), text.index("2000"), text.index("2000") + 4)
    True
    """
    tokens = _tokens(doc, start, end)
    if not tokens or tokens[-1].dep_ != "nummod" or tokens[-1].head.tag_ != "NNS":
        return False
    number, noun = tokens[-1], tokens[-1].head
    if noun.i <= number.i or tokens[0].i > 0 and doc[tokens[0].i - 1].dep_ in ("det", "poss"):
        return False  # "the 2016 elections": a year that dates the noun
    return all(t.pos_ == "ADJ" and t.text.islower() for t in doc[number.i + 1:noun.i])


def _hedged_in_brackets(doc: Any, text: str, q: Quantity, token: Any) -> bool:
    """A value closing a bracket after a hedge or a bound ("of legal age (usually 18)",
    "(at least 3)"): an amount the claim states, unlike a list marker ("9) The ..."), a name's
    part ("Psych (season 2)"), a year range's end ("(1926-9)") or a bare gloss ("(18)")."""
    if text[:q.start].count("(") <= text[:q.start].count(")") or token.i == 0:
        return False
    before = doc[token.i - 1]
    return before.pos_ in ("ADV", "ADP", "ADJ", "VERB") and before.text != "("


def _inside_title(text: str, start: int, end: int) -> bool:
    """In quotes ("1989") or a disambiguator like "(2008 film)": part of a name."""
    if re.match(r"[^()]{0,3}\s*(?:film|song|album|TV series|series|novel|book|video game|"
                r"game|play|musical|band|season|episode)\)", text[end:]):
        return True
    quotes = text[:start].count('"') + text[:start].count("“") - text[:start].count("”")
    return quotes % 2 == 1 and '"' in text[end:] + "”"


def _slots(quantities: list[Quantity]) -> list[list[Quantity]]:
    """Quantities grouped so a dimension like 85x60x60 is one slot (one mutant)."""
    slots: list[list[Quantity]] = []
    for q in quantities:
        if q.group is not None and slots and slots[-1][0].group == q.group:
            slots[-1].append(q)
        else:
            slots.append([q])
    return slots


def _swap(text: str, doc: Any, q: Quantity, quantities: list[Quantity],
          rng: np.random.Generator, passages: list[str]) -> Edit | None:
    old_is_one = q.scaled == 1 and q.decimals == 0
    if list_index(text, doc, q):
        return None  # "2. **Country and Tax Details**", "... Files (PDS) 2.": an index
    if _in_formula(text, q):
        return None  # "up to two versions behind (n-2)": the formula fixes the count
    if _counts_stated_items(text, doc, q):
        return None  # "three siblings: Wade, Shane and Bailey" would count a list wrongly
    if _rank_bound(text, doc, q):
        return None  # "one of the top ten": a rank bound, true either way unless the rank is known
    if _pace(text, doc, q):
        return None  # "sub 20 seconds for 200m": a time and a distance bound by physics
    low_word = _RANGE_WORD_BEFORE.search(text[:q.start])
    if low_word is not None and low_word.group(2).lower() == "or":
        return None  # "four or five": either end moved leaves a loose pair ("four or four")
    if _LOOSE_PAIR_BEFORE.search(text[:q.start]):
        return None  # "a year or two" → "a year or four" is no phrase a writer uses
    if _SCALE_BEFORE.search(text[:q.start]):
        return None  # "4.5 out of 5": the scale is not what the claim states
    if not _bound(text, q) and _TRAILING_BOUND.match(text[q.end:]):
        return None  # "students 18 years of age and older": a bound whose way is unclear
    if old_is_one and _needs_plural_but_unknown(text, q):
        return None
    if _two_digit_decade(text, q):
        return _decade_swap(text, doc, q, rng)
    # never a duplicate of another number of the claim ("four or five" -> "four or four")
    avoid = {o.scaled for o in find_quantities(text)
             if o.start != q.start and o.decimals == q.decimals}
    if not q.decimals:  # "season three ... seasons seven and eight": never a value written
        sent = _sentence_of(doc, q.start, q.end)  # elsewhere in the sentence as a word
        avoid.update(NUMBER_WORDS[w.lower()] for w in re.findall(r"[A-Za-z]+", sent.text)
                     if w.lower() in NUMBER_WORDS)
    if q.unit_word is not None or q.word or _plural_noun_after(doc, q):
        avoid.add(1)  # "1 days" / "one" would need a singular noun
    if re.search(r"\b(?:all|the)\s+$", text[:q.start], re.IGNORECASE) and q.unit is None:
        avoid.update({1, 2})  # "all two games" is "both games"
    if _negated_exact(text, doc, q):
        return None   # "did not sign in 2015" is most likely true as well
    first = _first_count(text, doc, q)
    if first is None:
        return None  # "in the first two years he built": which way is stronger is unclear
    above, below = _range_bounds(text, q, find_quantities(text))
    # a range only narrows: widening it ("3-5 days" -> "3-10 days") is entailed by the original
    want = -1 if above is not None else 1 if below is not None else direction(text, doc, q)
    if first:
        want = 1
    if low_word is not None:  # "from six to eleven": the end stays above the word before it
        low = NUMBER_WORDS[low_word.group(1).lower()] * 10 ** q.decimals
        avoid.add(low)
        above = low if above is None else max(above, low)
    cap = _physical_cap(text, q)
    scale = _SCALE_AFTER.match(text[q.end:])
    if scale is not None:  # a rating stays within its scale: at most "5 out of 5"
        top = int(scale.group(1)) * 10 ** q.decimals
        cap = top if cap is None else min(cap, top)
    elif re.match(r"\s*(?:-|\s)?stars?\b", text[q.end:], re.IGNORECASE) and not q.decimals:
        cap = 5 if cap is None else min(cap, 5)  # "rated 4 stars"
    whole = _whole_cap(text, q)
    if whole is not None:  # "44 states ... in the continental United States": at most 48
        cap = whole * 10 ** q.decimals if cap is None else min(cap, whole * 10 ** q.decimals)
    if cap is not None:
        below = cap + 1 if below is None else min(below, cap + 1)
    # every other amount of the same kind in the sentence keeps its side: "touched 0.505%,
    # breaching the 0.5% cap", "raised from $6 to $7.50", "$499 reduced to $424.15"
    low, high = _order_bounds(doc, q, quantities)
    above = low if above is None else max(above, low) if low is not None else above
    below = high if below is None else min(below, high) if high is not None else below
    like = replace(q, unit="%") if q.unit is None and _PERCENT_AFTER.match(text[q.end:]) else q
    choices = _choices(like, want=want, avoid=avoid, above=above, below=below,
                       step=_round_step(text, q, want))
    choices = [c for c in choices
               if not _passages_state(text, q, c, want=want, passages=passages)]
    if want > 0 and _bound(text, q) > 0:  # "over ten years" of a career from 2005 to 2018
        choices = _past_passage_reach(text, q, choices, passages)
    listed = _listed_for(doc, q, passages)
    if listed is not None:  # "more than two awards" with three awards in the table holds
        side, inclusive = _bound(text, q), _inclusive_bound(text[:_prefix_start(text, q)],
                                                            text[q.end:])
        choices = [c for c in choices if not _holds_against(listed, c, side, inclusive)]
    if not choices:
        return None
    new_value = choices[int(rng.integers(len(choices)))]
    new_text = _written(q, new_value)
    spans = [Span(q.start, q.end, new_text)]
    article = article_fix(text, _prefix_start(text, q), _prefix(text, q) + new_text)
    if article is not None:
        spans.append(article)
    if old_is_one and q.unit_word is not None and not _adjectival(text, q):
        start, end = q.unit_word
        noun = text[start:end]
        if noun.lower() in PLURALS:
            spans.append(Span(start, end, match_case(noun, PLURALS[noun.lower()])))
    note = f"{_prefix(text, q)}{q.text} → {_prefix(text, q)}{new_text}"
    return Edit(tuple(spans), note)


#: A span of years in a passage: "Years active: 2005-present", "(1978-1989)".
_PASSAGE_SPAN = re.compile(r"(?<!\d)(1\d{3}|20\d{2})\s*(?:-|–|—|to)\s*(present|1\d{3}|20\d{2})"
                           r"(?!\d)", re.IGNORECASE)
#: A birth year and the age an infobox gives beside it: "27 March 1988 (age 30)".
_BORN_AGE = re.compile(r"(?<!\d)(1\d{3}|20\d{2})\)?[^()\n]{0,24}\(\s*age\s*(\d{1,3})\s*\)",
                       re.IGNORECASE)
#: An interval a passage gives a service by: "Frequency: 10-15 minutes", "every 20 minutes".
_INTERVAL = re.compile(r"\b(?:every|frequency|headway|interval)\b[^.\n]{0,20}?(\d+)"
                       r"(?:\s*[-–]\s*\d+)?\s*(minutes?|mins?|hours?)\b", re.IGNORECASE)
#: A count per period ("20 times a day") and the period in minutes.
_RATE_AFTER = re.compile(r"\s+times\s+(?:a|an|per|each)\s+(hour|day|week)\b", re.IGNORECASE)
_PERIOD_MINUTES = {"hour": 60, "day": 1440, "week": 10080}


def _past_passage_reach(text: str, q: Quantity, choices: list[int],
                        passages: list[str]) -> list[int]:
    """The choices for a strengthened lower bound past what the passages allow by plain
    arithmetic (:func:`_passage_reach`): a count of runs a period holds at the passages'
    interval never stays within it; a count of years prefers values past every span of
    years the passages give, and keeps its choices where none is (a span may date another
    thing: "Years active: 2002-present" beside "married for over two years").

    >>> text = "The line ran over 20 times a day."
    >>> _past_passage_reach(text, find_quantities(text)[0], [30, 40], ["Frequency: 15 minutes"])
    []
    """
    reach = _passage_reach(text, q, passages)
    if reach is None:
        return choices
    past = [c for c in choices if c / 10 ** q.decimals > reach]
    return past if past or _RATE_AFTER.match(text[q.end:]) else choices


def _passage_reach(text: str, q: Quantity, passages: list[str]) -> float | None:
    """The largest value the passages allow by plain arithmetic for a count of years,
    decades or runs a period, or None: the longest span of years they give ("2005-present"
    runs to the date its own "(age 30)" gives, else to the latest year it writes), or the
    runs a period holds at the shortest interval ("every 10 minutes": 144 a day). A lower
    bound moved to a value within it ("over twelve years", "over 25 times a day") still holds.

    >>> text = "Jessie J has been performing for over ten years."
    >>> q = find_quantities(text)[0]
    >>> _passage_reach(text, q, ["Born: 27 March 1988 (age 30)\\nYears active: 2005-present"])
    13.0
    """
    counted = _counted_word(text[q.end:])
    rate = _RATE_AFTER.match(text[q.end:])
    if rate is not None:
        minutes = [int(m.group(1)) * (60 if m.group(2).lower().startswith("h") else 1)
                   for p in passages for m in _INTERVAL.finditer(p) if int(m.group(1)) > 0]
        return _PERIOD_MINUTES[rate.group(1).lower()] / min(minutes) if minutes else None
    if counted not in ("year", "decade"):
        return None
    longest = None
    for passage in passages:
        years = [int(y) for y in _YEAR_DIGITS.findall(passage)]
        present = max([int(b) + int(a) for b, a in _BORN_AGE.findall(passage)] or years or [0])
        for span in _PASSAGE_SPAN.finditer(passage):
            end = present if span.group(2).lower() == "present" else int(span.group(2))
            length = max(0, end - int(span.group(1)))
            longest = length if longest is None else max(longest, length)
    if longest is None:
        return None
    return longest / 10 if counted == "decade" else float(longest)


_YEAR_DIGITS = re.compile(r"(?<![\d.,])(1\d{3}|20\d{2})(?![\d.,]\d)")


def _listed_for(doc: Any, q: Quantity, passages: list[str]) -> int | None:
    """The items a passage's table lists of the noun a plain count counts ("two awards"),
    or None: no such noun, or no such table row."""
    tokens = _tokens(doc, q.start, q.end)
    if q.decimals or q.unit is not None or q.scaled > 20 or not tokens or \
            tokens[-1].dep_ != "nummod":
        return None
    return _table_list_count(tokens[-1].head.lemma_, passages)


def _two_digit_decade(text: str, q: Quantity) -> bool:
    """``q`` is a decade written with two digits and an "s" ("the 80s", "in his 30's", "a
    90's album", "mid-20s"): it moves by tens or not at all.

    >>> text = "It is a 90's album."
    >>> _two_digit_decade(text, find_quantities(text)[0])
    True
    """
    return len(q.text) == 2 and q.text.isdigit() and \
        _DECADE_AFTER.match(text[q.end:]) is not None


def _decade_swap(text: str, doc: Any, q: Quantity, rng: np.random.Generator) -> Edit | None:
    """Another decade, never another number: "the 80s" → "the 70s", not "the 75s" or "the 100s".

    A decade that is not a round ten ("the 85s") is no expression to move.
    """
    if q.scaled not in _DECADES or _DECADE_PAIR_BEFORE.search(text[:q.start]):
        return None
    want = direction(text, doc, q)
    choices = sorted((d for d in _DECADES if d != q.scaled and (d - q.scaled) * want >= 0),
                     key=lambda d: (abs(d - q.scaled), d))[:2]
    if not choices:
        return None
    new_text = str(choices[int(rng.integers(len(choices)))])
    spans = [Span(q.start, q.end, new_text)]
    article = article_fix(text, q.start, new_text)  # "a 90's album" → "an 80's album"
    if article is not None:
        spans.append(article)
    return Edit(tuple(spans), f"{q.text} → {new_text}")


#: A formula with a variable and a constant, "(n-2)", "N+1": the claim's own statement of a count.
_FORMULA = re.compile(r"(?<![\w-])[A-Za-z]\s?[-+−–]\s?(\d+)(?![\w.])")


def _in_formula(text: str, q: Quantity) -> bool:
    """A count the claim also writes as a formula ("two versions behind (n-2)", "versions
    up to 2 behind (n-2)"): either moved alone contradicts the other.

    >>> text = "Clusters can be up to two versions behind (n-2)."
    >>> _in_formula(text, next(q for q in find_quantities(text) if q.text == "two"))
    True
    """
    return not q.decimals and any(int(m.group(1)) == q.scaled for m in _FORMULA.finditer(text))


def direction(text: str, doc: Any, q: Quantity) -> int:
    """+1 if only a larger value makes the claim stronger, -1 if only a smaller, 0 if either.

    >>> from mutators._nlp import parse
    >>> def way(text, number):
    ...     q = next(q for q in find_quantities(text) if q.text == number)
    ...     return direction(text, parse(text), q)
    >>> way("The firm has more than 5,000 employees.", "5,000")
    1
    >>> way("Orders over $50 ship free.", "50")
    -1
    >>> way("Refunds take at most 5 days.", "5")
    -1
    >>> way("Annual contracts are not refundable after 14 days.", "14")
    -1
    """
    tokens = _tokens(doc, q.start, q.end)
    if not tokens:
        return 0
    token = tokens[0]
    bound = _bound(text, q)
    conditional = (_in_condition(token) or _after_noun_bound(text, doc, q)) and \
        not _EQUATIVE_AFTER.match(text[q.end:])
    governor = _governing_verb(token)
    negated = governor is not None and _negated(governor)
    window = _WINDOW.search(text[max(0, q.start - 40):q.start].lower()) is not None
    permitted = governor is not None and _permission(governor, epistemic=not window)
    if bound and not permitted and _counts_subject(token) and \
            not _after_noun_bound(text, doc, q):
        # "More than twenty cardinals have ...", "At least 1.5 million Americans never
        # fought": the bound counts the subject itself, outside any negation of the verb
        return 1 if bound > 0 else -1
    if bound == 0:
        # "You can bring 2 pets": an allowance is stronger when larger; "an organisation
        # with 20 users can have ...": a smaller threshold is the stronger claim
        if permitted and conditional and not negated:
            return -1
        return 1 if permitted and not conditional and not negated and \
            token.i > governor.i else 0
    domain = conditional or permitted and not (
        bound > 0 and not conditional and token.i > governor.i and _DEGREE_BEFORE.search(
            text[max(0, _prefix_start(text, q) - 20):_prefix_start(text, q)]))
    if domain:
        # the bound marks where the claim applies (or what is allowed): a wider domain is
        # stronger, whether the claim allows or forbids ("not refundable after 14 days")
        way = 1 if bound < 0 else -1
    else:
        # a degree ("more than 5,000 employees", "at most 3 days"): negation reverses it
        way = 1 if bound < 0 and _capacity(governor) else -1 if bound < 0 else 1
        way = -way if negated else way
    if re.match(r"[\w\s()\[\]-]{0,24}?\b(?:in advance|before|prior|ahead|earlier)\b",
                text[q.end:q.end + 36]):  # also past a bracketed repeat: "five (5) days prior"
        way = -way  # "up to 24 hours in advance" counts backwards from the event
    return way


#: A lower bound that measures a degree ("can weigh more than 1800 pounds"): under a word of
#: ability it is no boundary of where the claim applies ("can be refunded after 14 days").
_DEGREE_BEFORE = re.compile(r"\b(?:more than|at least|greater than|upwards of|in excess of|"
                            r"well over|over)\s+$", re.IGNORECASE)

#: An equative degree after the number ("less than 1% as much air as on Earth"): the bound
#: measures an amount the claim states, never a condition on where the claim applies.
_EQUATIVE_AFTER = re.compile(r"\s*(?:%|percent|per cent|times)?\s*as\s+(?:much|many|large|"
                             r"high|big|long|fast|great)\b", re.IGNORECASE)


@lru_cache(maxsize=65_536)
def _bound(text: str, q: Quantity) -> int:
    """-1 after an upper-bound word, +1 after a lower-bound word, 0 for a stated value
    (memoised: a passage's amounts are asked of again for every claim and candidate)."""
    words = lexicon("numbers")
    start = _prefix_start(text, q)
    before = re.sub(r"\b(?:a|an|the)\s+$", "", text[max(0, start - 40):start].lower())
    before = re.sub(r"\b(\w+)\s+\1\b", r"\1", before)  # a doubled word: "more than than $8"
    after = text[q.end:q.end + 30].lower()
    if _WINDOW.search(before):
        return -1  # "within the last 5 years": the event lies in the window, a narrower one is stronger
    if re.search(r"\b(?:over|during|for|throughout)\s+the\s+" + _WINDOW_WORDS + r"\s+$", before):
        return 0  # "over the past 10 years": a stated span
    if re.search(r"\bby\s+$", before) and q.unit_word is not None and \
            re.sub(r"s$", "", text[q.unit_word[0]:q.unit_word[1]].lower()) in _TIME_UNIT_NAMES:
        return 0  # "outlived him by two years": a stated difference, no deadline

    def ends_with(cues: list[str]) -> bool:
        pattern = r"\b(?:" + "|".join(re.escape(c) for c in cues if not c.startswith("or ")) + \
            r")\s+$"
        return re.search(pattern, before) is not None

    def follows(cues: list[str]) -> bool:
        tails = [re.escape(c[3:]) for c in cues if c.startswith("or ")]
        return re.match(r"\s*(?:[a-z-]+\s+)?or\s+(?:even\s+|so\s+)?(?:" + "|".join(tails) + r")\b",
                        after) is not None  # "5 Euros or even less"

    if ends_with(words["upper_bounds"]) or follows(words["upper_bounds"]):
        return -1
    if ends_with(words["lower_bounds"]) or follows(words["lower_bounds"]):
        return 1
    return 0


def _in_condition(token: Any) -> bool:
    """True when the number restricts when or to what the claim applies."""
    node = token
    while node.head.i != node.i:
        if node.dep_ in ("relcl", "acl") and (_describes(node.head) or node.head.dep_ == "ROOT"):
            # "a platform that has been trusted by over 1,000 businesses"; a clause hung on
            # a noun root is the main clause misparsed ("Star Wars: The Last Jedi set ...")
            node = node.head
            continue
        if node.dep_ == "advcl" and not any(c.dep_ == "mark" and c.lower_ in _CONDITION_MARKS
                                            for c in node.children):
            node = node.head  # "..., earning the franchise over $25 billion": no condition
            continue
        if node.dep_ == "pcomp" and node.head.lower_ in ("by", "upon", "on", "after"):
            return True  # "By signing up within the next 10 days, businesses get ..."
        if node.dep_ in _SUBJECT_DEPS and _episodic(node.head):
            node = node.head  # "Payment of more than £14,000 has been awarded"
            continue
        if node.dep_ in _CONDITION_DEPS or node.dep_ in _SUBJECT_DEPS:
            return True
        if node.dep_ == "prep" and node.head.pos_ in ("NOUN", "PROPN") and \
                node.lower_ in ("over", "under", "above", "below", "exceeding", "of", "with") \
                and (node.head.tag_ == "NNS" or node.head.dep_ in _SUBJECT_DEPS) \
                and not _told_event(node.head):
            return True  # "orders over $50"; not "lowering net debt below $25 billion"
        if node.dep_ == "mark":
            return True
        node = node.head
    return False


def _describes(noun: Any) -> bool:
    """A clause on this noun describes one thing rather than restricting a class: the noun
    is a predicate or an object of a definite or single thing, not a generic subject."""
    while noun.dep_ == "conj" and noun.head.i != noun.i:
        noun = noun.head  # "management, file sharing, and communication that ..."
    if noun.dep_ in _SUBJECT_DEPS:
        return False
    dets = [c.lower_ for c in noun.children if c.dep_ in ("det", "poss")]
    return noun.dep_ in ("attr", "appos") or noun.pos_ == "PROPN" or bool(dets) and \
        dets[0] not in ("any", "all", "every", "each", "no")


def _after_noun_bound(text: str, doc: Any, q: Quantity) -> bool:
    """'orders over $50', 'bags under 10 kg': a bound right after a noun restricts it."""
    found = re.search(r"(\w+)\s+(?:over|under|above|below|exceeding|of more than|of less than|"
                      r"of up to|of at least|weighing (?:more|less) than|larger than|"
                      r"smaller than)\s+[€$£¥]?$", text[:q.start])
    if found is None:
        return False
    before = _tokens(doc, found.start(1), found.end(1))
    return bool(before) and (before[-1].tag_ == "NNS" or before[-1].pos_ in ("NOUN", "PROPN")
                             and before[-1].dep_ in _SUBJECT_DEPS) and not _told_event(before[-1])


def _told_event(noun: Any) -> bool:
    """The noun belongs to a past or perfect clause: one event, not a class it restricts."""
    verb = _governing_verb(noun)
    return verb is not None and verb.pos_ in ("VERB", "AUX") and _episodic(verb)


def _governing_verb(token: Any) -> Any:
    node = token
    while node.head.i != node.i and node.pos_ not in ("VERB", "AUX"):
        node = node.head
    return node if node.pos_ in ("VERB", "AUX", "ADJ") or node.dep_ == "ROOT" else None


def _negated(verb: Any) -> bool:
    if any(c.dep_ == "neg" for c in verb.children):
        return True
    return any(c.dep_ == "det" and c.lower_ == "no" and c.head.pos_ != "PROPN"
               for c in verb.subtree if c.head.dep_ in _SUBJECT_DEPS)  # not "No Fences"


def _permission(verb: Any, *, epistemic: bool = True) -> bool:
    """A modal of possibility or a word of allowance governs the number (with
    ``epistemic=False``, a modal of prediction like "could" does not count)."""
    allowed = set(lexicon("numbers")["permission_words"])
    if not epistemic:
        allowed -= _EPISTEMIC
    words = [verb] + [c for c in verb.children if c.dep_ in ("aux", "auxpass", "acomp")]
    return any(w.lemma_.lower() in allowed or w.lower_ in allowed for w in words)


def _counts_subject(token: Any) -> bool:
    """The number counts the subject noun itself ("more than twenty cardinals have")."""
    node = token
    while node.dep_ in ("compound", "quantmod", "nummod") and node.head.pos_ == "NUM" and \
            node.head.i != node.i:
        node = node.head  # "1.5 million"
    return node.dep_ == "nummod" and node.head.dep_ in _SUBJECT_DEPS


def _episodic(verb: Any) -> bool:
    """A past or perfect predicate tells one event ("has been awarded"), not a rule that
    restricts a class ("orders over $50 ship free")."""
    if verb.tag_ == "VBD":
        return True
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ == "MD" for a in auxes):
        return False
    return any(a.tag_ == "VBD" or a.lemma_ == "have" for a in auxes)


def _capacity(verb: Any) -> bool:
    """'includes up to 10 users', 'holds up to 8 people': a larger cap over-claims."""
    return verb is not None and verb.lemma_.lower() in lexicon("numbers")["capacity_lemmas"]


#: A percentage written with its sign or its word, and "of" after it when it is a share of a
#: whole ("94 percent of the workers"), which no growth makes more than all of it.
_PERCENT_AFTER = re.compile(r"(?:%|\s*(?:percent|per cent)\b)(\s+of\b)?", re.IGNORECASE)


def _physical_cap(text: str, q: Quantity) -> int | None:
    """The largest value the unit can take in its period (24 hours a day), or 100%; a share
    under a lower bound stays below 100 ("over 94 percent of the workers" never becomes
    "over 100 percent").

    >>> text = "Over 94 percent of the workers work in small firms."
    >>> _physical_cap(text, find_quantities(text)[0])
    99
    """
    percent = _PERCENT_AFTER.match(text[q.end:])
    if q.unit == "%" or percent is not None:
        share = percent is not None and percent.group(1) is not None
        mentions_growth = re.search(r"\b(?:increase|grow|rise|more|higher|up)\b", text, re.I)
        if mentions_growth and not share:
            return None
        whole = 100 * 10 ** q.decimals
        return whole - 1 if share and _bound(text, q) > 0 else whole
    caps = lexicon("numbers")["per_period_caps"].get(q.unit or "")
    if not caps:
        return None
    unit_end = q.unit_word[1] if q.unit_word else q.end
    period = re.match(r"\s*(?:a|an|per|each|every|of the|in a|in the)\s+([a-z]+)",
                      text[unit_end:].lower())
    if period is None:
        return None
    cap = caps.get(period.group(1))
    return None if cap is None else cap * 10 ** q.decimals


def _whole_cap(text: str, q: Quantity) -> int | None:
    """The number of parts a named whole has, when the claim counts them in it ("44 states
    and the District of Columbia in the continental United States": 48 at most)."""
    noun = re.match(r"\s+([a-z]+)", text[q.end:])
    if noun is None:
        return None
    wholes = lexicon("numbers")["whole_counts"].get(noun.group(1))
    if not wholes:
        return None
    sentence_rest = re.split(r"[.;!?]\s", text[q.end:], maxsplit=1)[0].lower()
    found = [count for name, count in wholes.items()
             if re.search(r"\b(?:in|of|across)\s+(?:the\s+)?" + re.escape(name) + r"(?![a-z])",
                          sentence_rest)]
    return min(found) if found else None


def _round_step(text: str, q: Quantity, want: int) -> int:
    """The roundness a new value keeps: an approximate amount ("almost 2000 years") or a lower
    bound made stronger ("over ten years") moves by its own last non-zero place (ten), by
    half of it from hundreds on (500 for 2000), or by five ("over fifteen"), so it stays as
    round as a writer's estimate and lands past the values an understated bound still covers
    ("over twelve years" of a career of 13).

    >>> def step(text, want=0):
    ...     return _round_step(text, find_quantities(text)[0], want)
    >>> step("It has existed for almost 2000 years."), step("He sang for over ten years.", 1)
    (500, 10)
    >>> step("He sang for over fifteen years.", 1), step("It has 2500 rooms.")
    (5, 1)
    """
    value = q.scaled
    if value < 10 or not (_hedged(text, q) or want > 0 and _bound(text, q) > 0):
        return 1
    step = 1
    while value % (step * 10) == 0:
        step *= 10
    if step >= 100:
        return step // 2  # "over 200,000" → 250,000, "almost 2000" → 2500, never 2003
    return 5 if step == 1 and value % 5 == 0 else step


def _hedged(text: str, q: Quantity) -> bool:
    """An approximation word stands before the amount: "almost 2000", "about $5".

    >>> text = "It took roughly 45 minutes."
    >>> _hedged(text, find_quantities(text)[0])
    True
    """
    before = text[max(0, _prefix_start(text, q) - 20):_prefix_start(text, q)].lower()
    return re.search(r"\b(?:" + "|".join(lexicon("numbers")["hedges"]) + r")\s+$",
                     before) is not None


def _choices(q: Quantity, *, want: int, avoid: set[int], above: int | None,
             below: int | None, step: int = 1) -> list[int]:
    """The nearest few plausible values that are multiples of ``step`` (prices ending .99
    keep their ending)."""
    if q.unit == "currency" and q.decimals == 2 and q.scaled % 100 in _CENTS_ENDINGS:
        cents = q.scaled % 100
        whole = Quantity(q.start, q.end, q.text, q.scaled // 100 + 1, 0, False, "currency")
        near = alternatives(whole, want=want)
        values = [(w - 1) * 100 + cents for w in near if w > 1]
        values = [v for v in values if v not in avoid
                  and (above is None or v > above) and (below is None or v < below)]
        return values[:_NEAREST]
    if step > 1 and q.unit not in (None, "%", "currency"):
        q = replace(q, unit=None)  # "over 20 years": round values, not the ladder of years
    return [c for c in alternatives(q, want=want, avoid=avoid, above=above, below=below)
            if c % step == 0][:_NEAREST]


def _written(q: Quantity, value: int) -> str:
    if q.word:
        return match_case(q.text, WORD_FOR_NUMBER[value])
    return format_scaled(value, q.decimals, commas=q.commas)


def _range_bounds(text: str, q: Quantity,
                  quantities: list[Quantity]) -> tuple[int | None, int | None]:
    """Keep a range ordered: the lower end stays below the upper end and vice versa."""
    index = next((i for i, o in enumerate(quantities) if o.start == q.start), None)
    if index is None:
        return None, None  # a count of a compound ("seven-point"): never a range end
    above = below = None
    if index > 0 and _joined(text, quantities[index - 1], q):
        above = quantities[index - 1].scaled
    if index + 1 < len(quantities) and _joined(text, q, quantities[index + 1]):
        below = quantities[index + 1].scaled
    return above, below


def _joined(text: str, low: Quantity, high: Quantity) -> bool:
    between = text[low.end:high.start]
    scale = _SCALE.match(between)  # "$90 million to $100 million"
    between = between[scale.end():] if scale else between
    between = re.sub(r"^[A-Za-z%]+", "", between) if low.unit else between
    if low.decimals != high.decimals or not _RANGE_JOIN.match(between):
        return False
    if "and" in between:
        return re.search(r"\bbetween\s+[€$£¥]?$", text[:low.start], re.IGNORECASE) is not None
    return True


@lru_cache(maxsize=65_536)
def _kind(text: str, q: Quantity) -> tuple[str | None, str, str]:
    """What the amount counts: its unit, its scale word ("million") and, for a bare count,
    the noun after it, so only like amounts are compared (memoised, as :func:`_bound`)."""
    rest = _RANGE_REST.sub("", text[q.end:], count=1)  # "540-820 kilograms": the unit after
    scale = _SCALE.match(rest)
    noun = ""
    if q.unit is None:
        after = re.match(r"(?:\s*(?:million|billion|thousand)\b)?\s*([A-Za-z]+)",
                         rest, re.IGNORECASE)
        noun = after.group(1).lower().rstrip("s") if after else ""
        if _SCALE.fullmatch(noun) or noun + "s" == "thousands":
            noun = ""  # "a budget exceeding 10 million.": the scale is no noun
        if noun in _FUNCTION_WORDS:  # "children under 5 are free": the noun comes before
            before = re.search(r"([A-Za-z]+)\s+(?:(?:under|over|aged|age|below|above|than|"
                               r"from|between)\s+)*$", text[:q.start])
            noun = before.group(1).lower().rstrip("s") if before else ""
    scale_word = scale.group(1).lower() if scale else ""
    return q.unit, _SCALE_NAMES.get(scale_word, scale_word), _UNIT_NAMES.get(noun, noun)


#: The second number of a range, which the first shares its unit with.
_RANGE_REST = re.compile(r"^\s*[-–]\s*\d[\d,.]*")
#: One name for each scale word: "£85m" and "10 million" are amounts of the same scale.
_SCALE_NAMES = {"m": "million", "mn": "million", "bn": "billion", "k": "thousand"}
#: One name for each unit noun (lower case, without a final "s"): "600 pounds" and "1,810 lb".
_UNIT_NAMES = {"pound": "lb", "lb": "lb", "kilogram": "kg", "kilo": "kg", "kilogramme": "kg",
               "gigabyte": "gb", "megabyte": "mb", "terabyte": "tb", "kilobyte": "kb",
               "mile": "mi", "kilometre": "km", "kilometer": "km", "metre": "meter",
               "feet": "foot", "ft": "foot", "inche": "inch", "ounce": "oz", "gram": "g",
               "hr": "hour", "min": "minute", "sec": "second", "yr": "year"}


def _like_kinds(ours: tuple[str | None, str, str], theirs: tuple[str | None, str, str]) -> bool:
    """Two amounts count the same thing: the same kind, or a bare amount of a scale and a sum
    of money of that scale ("a budget exceeding 10 million", "Budget: £85m").

    >>> _like_kinds((None, "million", ""), ("currency", "million", ""))
    True
    >>> _like_kinds((None, "", "lb"), (None, "", "kg"))
    False
    """
    if ours == theirs:
        return True
    bare = {kind[0] for kind in (ours, theirs) if kind[2] == ""}
    return ours[1] == theirs[1] != "" and bare == {None, "currency"}


def _order_bounds(doc: Any, q: Quantity,
                  quantities: list[Quantity]) -> tuple[int | None, int | None]:
    """Scaled bounds that keep the new value on the same side of every like amount of its
    sentence (strictly: it never becomes equal to one either)."""
    tokens = _tokens(doc, q.start, q.end)
    if not tokens:
        return None, None
    sent = tokens[0].sent
    first, last = sent.start_char, sent.end_char
    text = doc.text
    kind = _kind(text, q)
    if kind == (None, "", ""):
        return None, None
    above = below = None
    factor = 10 ** q.decimals
    for other in find_quantities(text):  # all, even those not editable ("the BOJ's 0.5% cap")
        if other.start == q.start or not first <= other.start < last or \
                _kind(text, other) != kind:
            continue
        after = re.match(r"\s*([A-Za-z]+)", text[q.end:])
        if other.value == q.value and q.unit is None and after is not None and \
                after.group(1).lower() in _FUNCTION_WORDS:
            return q.scaled, q.scaled  # tied ("under 5 ... children 5 to 16"): no value fits
        limit = other.value * factor
        if other.value < q.value:
            above = math.floor(limit) if above is None else max(above, math.floor(limit))
        elif other.value > q.value:
            below = math.ceil(limit) if below is None else min(below, math.ceil(limit))
    if q.unit == "%":  # a percentage inside a name's phrase too ("the BOJ's 0.5% cap")
        for match in re.finditer(r"(?<![\d.])(\d+(?:\.\d+)?)\s?%", text[first:last]):
            value = float(match.group(1))
            if first + match.start() == q.start or value == q.value:
                continue
            if value < q.value:
                limit = math.floor(value * factor)
                above = limit if above is None else max(above, limit)
            else:
                limit = math.ceil(value * factor)
                below = limit if below is None else min(below, limit)
    return above, below


def _counts_stated_items(text: str, doc: Any, q: Quantity) -> bool:
    """A count whose items the sentence spells out ("three siblings: Wade, Shane and
    Bailey", "two sons named Jacob and Esau"), counts again ("one of three applicants, the
    other two being ...") or ties to an ordinal ("a third foot ... two others")."""
    if q.unit is not None or q.decimals or q.scaled > 20:
        return False
    tokens = _tokens(doc, q.start, q.end)
    sentence = tokens[0].sent.text if tokens else text
    if _OTHER_COUNT.search(sentence) or _ORDINAL.search(sentence) or _YEAR_SPAN.search(sentence):
        return True  # "two terms from 2009 to 2017": the span fixes the count
    if _comma_list_after(text[q.end:]) or _comma_list_after(_unbracketed(text[q.end:])) or \
            _comma_list_after(_unbracketed(_without_asides(doc, q.end, len(text)))):
        return True  # "three outputs, voice, unvoice, and silence", "two groups, dried (...) and fresh"
    if _colon_list_after(doc, q):
        return True  # "two methods for installing it: using X and building Y"
    if _listed_items_before(text[:q.start], doc) == q.scaled:
        return True  # "Anna, Ben and Carl are the three children"
    listed = re.match(r"\s+(?:[\w-]+\s+){0,3}?[\w-]+\s*(?::|—|–|\(|, (?:namely|including))"
                      r"\s*[^.;]*(?:,|\band\b|\bor\b)", text[q.end:])
    named = re.match(r"\s+(?:[\w-]+\s+){0,3}?[\w-]+,?\s+(?:named|called|namely|including|"
                     r"like|such as)?\s*[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*\s*(?:,|\band\b|&|\bor\b)"
                     r"\s*[A-Z]", text[q.end:])
    return listed is not None or named is not None


_TIME_UNIT_NAMES = {"second", "minute", "hour", "day", "night", "week", "month", "year",
                    "season", "decade", "century"}


#: A comma list of short bare items after a noun, closed by "and" or "or": ", subnet, or
#: VLAN" shares the count; an item with its own determiner (", a week, or a month") does not.
_BARE = r"(?!(?:a|an|the|one|each|every|some|any|no)\b)[\w'’-]+(?:\s+[\w'’-]+)?"
_COORDINATED_AFTER = re.compile(r"\s*,\s*(?:" + _BARE + r"\s*,\s*)*" + _BARE +
                                r"\s*,?\s+(?:and|or)\s+" + _BARE, re.IGNORECASE)
#: Finite verb tags: a clause, not a list item.
_FINITE = {"VBD", "VBP", "VBZ", "MD"}


def _colon_list_after(doc: Any, q: Quantity) -> bool:
    """A count of a noun whose phrase runs to a colon and a list of items joined by "and" or
    "or", no clause among them ("two methods for installing it: using X and building Y"):
    the list fixes the count.

    >>> from mutators._nlp import parse
    >>> text = "There are two ways to pay: by card and by cheque."
    >>> _colon_list_after(parse(text), next(q for q in find_quantities(text) if q.text == "two"))
    True
    """
    tokens = _tokens(doc, q.start, q.end)
    if not tokens or tokens[0].dep_ != "nummod":
        return False
    sent = tokens[0].sent
    after = [t for t in sent if t.i > tokens[-1].i]
    colon = next((i for i, t in enumerate(after) if t.text == ":"), None)
    if colon is None or any(t.tag_ in _FINITE or t.text in (";", "(") for t in after[:colon]):
        return False
    items = [t for t in after[colon + 1:] if not t.is_punct or t.text == ","]
    return any(t.dep_ == "cc" for t in items) and not any(t.tag_ in _FINITE for t in items)


def _unbracketed(rest: str) -> str:
    """The text with its bracketed glosses and quote marks left out, so a list whose items
    carry a gloss reads as a list: 'dried ( "pasta secca" ) and fresh' -> 'dried and fresh'.

    >>> _unbracketed(' groups, dried ( " pasta secca " ) and fresh ( " pasta fresca " ).')
    ' groups, dried and fresh.'
    """
    bare = re.sub(r"\s*\([^()]*\)", "", rest)
    return re.sub(r"\s*[\"“”]\s*", " ", bare).replace(" .", ".").replace("  ", " ")


#: Tags of a relative word ("which", "who", "whose", "where"): the head of a clause that can
#: be set off by commas as an aside.
_RELATIVE_TAGS = {"WDT", "WP", "WP$", "WRB"}


def _without_asides(doc: Any, start: int, end: int) -> str:
    """The text from ``start`` to ``end`` with each relative clause set off by a comma left
    out, up to the next comma: the items of a list that describes each item ("the three
    periods B, which extends from ..., C, during which ..., and D") read as a bare list.

    >>> from mutators._nlp import parse
    >>> text = "It has three parts A, which is small, B, during which it grows, and C."
    >>> _without_asides(parse(text), text.index(" parts"), len(text))
    ' parts A, B, and C.'
    """
    cuts = []
    for token in doc:
        if not start <= token.idx < end or token.tag_ not in _RELATIVE_TAGS:
            continue
        opener = token
        if token.i > 0 and doc[token.i - 1].pos_ == "ADP":
            opener = doc[token.i - 1]  # ", during which the cell grows"
        if opener.i == 0 or doc[opener.i - 1].text != "," or doc[opener.i - 1].idx < start:
            continue
        stop = next((t.idx for t in doc[token.i + 1:] if t.text in (",", ";") or t.idx >= end),
                    end)
        cuts.append((doc[opener.i - 1].idx, min(stop, end)))
    text, out, at = doc.text, [], start
    for lo, hi in cuts:
        if lo >= at:
            out.append(text[at:lo])
            at = hi
    return "".join(out) + text[at:end]


def _first_count(text: str, doc: Any, q: Quantity) -> bool | None:
    """'directed the first three episodes': a count of the first (or last) items in order
    holds of fewer items too, so only a larger count is stronger (True). A time span after
    "the first" may be a window or a duration, and one in a condition turns the other way:
    None (no swap). False for any other count.

    >>> from mutators._nlp import parse
    >>> text = "Morano directed the first three episodes."
    >>> q = next(q for q in find_quantities(text) if q.text == "three")
    >>> _first_count(text, parse(text), q)
    True
    """
    before = text[max(0, q.start - 30):q.start].lower()
    if not re.search(r"\b(?:first|last|opening|final|initial|past|previous|next)\s+$", before):
        return False
    if _WINDOW.search(before) or re.search(r"\b(?:over|during|for|throughout)\s+the\s+\w+\s+$",
                                           before):
        return False  # a window or a stated span: the bound rules decide
    noun = re.match(r"[\s-]*([a-z]+)", text[q.end:].lower())
    if q.unit is not None or noun is None or noun.group(1).rstrip("s") in _TIME_UNIT_NAMES:
        return None
    tokens = _tokens(doc, q.start, q.end)
    return None if tokens and _in_condition(tokens[0]) else True


def _comma_list_after(rest: str) -> bool:
    """The counted noun is followed by a comma and a list of short items joined by and/or.

    >>> _comma_list_after(" outputs, voice, unvoice, and silence.")
    True
    >>> _comma_list_after(" rooms, and the hotel has a pool.")
    False
    """
    return _listed_items(rest) >= 2


_ITEM = r"[\w'’.&-]+(?:\s+[\w'’.&-]+){0,2}"
_LIST_BEFORE = re.compile(r"((?:" + _ITEM + r"\s*,\s*)*" + _ITEM + r",?\s+(?:and|or|&)\s+" + _ITEM +
                          r")\s*(?:[,:—–-]\s*)?(?:(?:are|were|is|was|became|become|as|make up|"
                          r"made up|form|formed)\s+)?(?:(?:the|all|these|those|its|his|her|their|"
                          r"our|both)\s+)?$")


#: The verbs that join a list to the count it makes ("A, B and C make up the three").
_LIST_VERBS = {"be", "become", "make", "form"}


def _listed_items_before(before: str, doc: Any = None) -> int:
    """How many items a list right before the count names ("Anna, Ben and Carl are the
    three children"): 0 if none, or if an item holds a verb (``doc``, the parse of a text
    that ``before`` begins: "Hart and Parr developed a two-cylinder engine" lists no
    "Parr developed a").

    >>> _listed_items_before("Anna, Ben and Carl are the ")
    3
    """
    clause = re.split(r"[.;!?]\s", before)[-1]
    found = _LIST_BEFORE.search(clause)
    if found is None:
        return 0
    if doc is not None:
        lo = len(before) - len(clause) + found.start(1)
        if any(t.pos_ == "VERB" and t.lemma_ not in _LIST_VERBS
               for t in _tokens(doc, lo, lo + len(found.group(1)))):
            return 0
    items = re.split(r"\s*,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+", found.group(1))
    return len([i for i in items if i.strip()])


_LIST_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|be|been)\b")


def _listed_items(rest: str) -> int:
    """How many short items a comma list right after the counted noun names (0 if none):
    the list ends at its "and"/"or" item, whatever follows ("three common things, dice,
    cards, and boards, are used ...").

    >>> _listed_items(" common things, dice, cards, and boards, are used in playing it.")
    3
    """
    found = re.match(r"\s+(?:[\w-]+\s+){0,2}?[\w-]+\s*,\s*([^.;:]*)", rest)
    if found is None:
        return 0
    items = 0
    for part in found.group(1).split(","):
        part = part.strip()
        closing = re.match(r"(?:and|or)\s+(.+)", part)
        item = closing.group(1) if closing else part
        if not item or len(item.split()) > 3 or _LIST_VERB.search(item):
            return 0
        if closing:
            return items + 1
        if re.search(r"\s(?:and|or)\s", item):
            return items + 2  # "..., unvoice and silence"
        items += 1
    return 0


def _rank_bound(text: str, doc: Any, q: Quantity) -> bool:
    """'the top ten', 'one of the three largest': a bound on a rank, not a stated amount."""
    if re.search(r"\btop[\s-]+$|\bbottom[\s-]+$", text[:q.start], re.IGNORECASE):
        return True
    after = [t for t in doc if t.idx >= q.end][:2]
    return bool(after) and (after[0].tag_ in ("JJS", "RBS") or after[0].lower_ in ("best",
                                                                                  "worst"))


def _pace(text: str, doc: Any, q: Quantity) -> bool:
    """A duration and a distance in one sentence make a speed: either end moved may be
    beyond what a body or a machine can do ("sub 20 seconds for 200m")."""
    tokens = _tokens(doc, q.start, q.end)
    sentence = tokens[0].sent.text if tokens else text
    here = text[q.start:q.end + 12]
    mine = _DURATION.match(here) or _DISTANCE.match(here)
    return mine is not None and bool(_DURATION.search(sentence)) and \
        bool(_DISTANCE.search(sentence))


def _passages_state(text: str, q: Quantity, value: int, *, want: int,
                    passages: list[str]) -> bool:
    """A passage states a like amount as a plain fact that makes the new claim true: the new
    value itself, or, for a degree bound moved to be stronger ("sold more than 150,000
    copies"), a fact beyond it (a passage says 757,000 copies), or, for the claim's only
    number, an exact value, a limit that holds the old value and the new one alike ("expanded
    with a 16 GB card" under "up to 32 GB")."""
    kind = _kind(text, q)
    if kind == (None, "", ""):
        return False  # a bare number: nothing says what it counts
    bound = _bound(text, q)
    new = value / 10 ** q.decimals
    # a claim's only number ("expanded with a 16 GB card"); with two, one may fix the other
    # ("a workspace with 8 users has 400 GB": 10 users is still within "up to 10", not 400 GB)
    alone = len(find_quantities(text)) == 1
    for passage in passages:
        for other in find_quantities(passage):
            if not _like_kinds(kind, _kind(passage, other)):
                continue
            limit = _bound(passage, other)
            if limit:  # "microSDXC up to 32 GB": a value inside a stated limit holds as well
                if not bound and alone and \
                        _LIMIT_BEFORE.search(passage[:_prefix_start(passage, other)]) and \
                        _within(q.value, other.value, limit) and _within(new, other.value, limit):
                    return True
                continue
            if other.value == new or bound > 0 and want > 0 and other.value >= new or \
                    bound < 0 and want < 0 and other.value <= new:
                return True
    return False


#: A table row as a passage writes it: "Awards: Iron Cross  Black Badge  Medal ...".
_TABLE_ROW = re.compile(r"^\s*([^:\n]{1,40}):[ \t]*(.+)$", re.MULTILINE)


def _table_list_count(noun: str, passages: list[str]) -> int | None:
    """How many items a passage's table row keyed by ``noun`` lists ("Awards: A  B  C" for
    "award"), items split by commas, semicolons or runs of spaces; None without such a row.

    >>> _table_list_count("award", ["Born: 1911\\nAwards: Iron Cross  Black Badge  Medal"])
    3
    """
    forms = {noun.lower(), (plural_noun(noun) or noun + "s").lower()}
    for passage in passages:
        for row in _TABLE_ROW.finditer(passage):
            key = re.sub(r"\(s\)", "s", row.group(1)).lower().split()
            if key and key[-1] in forms:
                items = [i for i in re.split(r"\s{2,}|[,;]\s|\s/\s", re.sub(
                    r"\([^()]*\)", "", row.group(2))) if i.strip()]
                if not items or items[0].strip()[0].isdigit():
                    return None  # "Deaths: 18,900 (2015)": an amount, not a list of items
                # "GSM / EDGE  850/900/1800": a figure after an item is its spec, no item
                return len([i for i in items if not i.strip()[0].isdigit()])
    return None


def _holds_against(listed: int, value: int, side: int, inclusive: bool) -> bool:
    """Whether a count ``value`` (a bound on ``side``, or exact at 0) is still true of a list
    of ``listed`` items: "more than two awards" holds of three listed.

    >>> _holds_against(3, 2, 1, False), _holds_against(3, 3, 1, False), _holds_against(3, 3, 0, False)
    (True, False, True)
    """
    if side > 0:
        return listed >= value if inclusive else listed > value
    if side < 0:
        return listed <= value if inclusive else listed < value
    return listed == value


def _inclusive_bound(before: str, after: str) -> bool:
    """The bound word before (or after) a count takes in its own value: "at least 3", "3 or more"."""
    cues = lexicon("numbers")["inclusive_bounds"]
    ahead = [c for c in cues if c.startswith("or ")]
    return re.search(r"\b(?:" + "|".join(re.escape(c) for c in cues) + r")\s+$",
                     before.lower()) is not None or re.match(
        r"\s*(?:[a-z-]+\s+)?(?:" + "|".join(re.escape(c) for c in ahead) + r")\b",
        after.lower()) is not None


#: The words of a capacity or a minimum, as a table or a spec writes them: "up to 32 GB".
_LIMIT_BEFORE = re.compile(r"\b(?:up to|at most|at least|no more than|no less than|maximum|"
                           r"minimum|max\.?|min\.?|(?:a )?maximum of|(?:a )?minimum of)\s*$",
                           re.IGNORECASE)


def _within(value: float, limit: float, side: int) -> bool:
    """``value`` lies inside a limit: at most it for an upper bound (-1), at least it for a
    lower bound (+1)."""
    return value <= limit if side < 0 else value >= limit


def _plural_noun_after(doc: Any, q: Quantity) -> bool:
    after = [t for t in doc if t.idx >= q.end][:2]
    return any(t.tag_ in ("NNS", "NNPS") for t in after)


def _negated_exact(text: str, doc: Any, q: Quantity) -> bool:
    tokens = _tokens(doc, q.start, q.end)
    if not tokens or _bound(text, q):
        return False
    governor = _governing_verb(tokens[0])
    return governor is not None and _negated(governor)


def _needs_plural_but_unknown(text: str, q: Quantity) -> bool:
    """'1 repository' -> '2 repository' would be ungrammatical; only known nouns change."""
    if q.unit_word is not None or q.unit is not None:
        return False
    return re.match(r"\s+[a-z]", text[q.end:]) is not None


def _adjectival(text: str, q: Quantity) -> bool:
    """'a 1 hour call': after an article the amount modifies a noun and stays singular."""
    return re.search(r"\b[Aa]n?\s+$", text[:_prefix_start(text, q)]) is not None


def _prefix(text: str, q: Quantity) -> str:
    """The currency symbol written right before the number ('€' of '€12'), or ''."""
    symbol = text[q.start - 1:q.start]
    return symbol if q.unit == "currency" and symbol in "€$£¥₹" and symbol else ""


def _prefix_start(text: str, q: Quantity) -> int:
    return q.start - len(_prefix(text, q))


# ----------------------------------------------------------------------------- sources

#: "one guest", "one recent review": a count of the people or reviews a claim reports.
_SOURCE_COUNT = re.compile(r"\b(one|1)\s+((?:(?:past|previous|recent|former|other|single)\s+)?)"
                           r"(guest|customer|person|reviewer|review|diner|visitor|patron|"
                           r"complaint|comment)\b(?![-'’])", re.IGNORECASE)
_PLURAL_SOURCE = {"person": "people"}


def _source_count_edits(text: str, doc: Any, passages: Mapping[str, str]) -> Iterator[Edit]:
    """'according to one guest' → 'according to four guests' when the passages hold only
    three reviews: more sources than the passages hold is a count they contradict.

    >>> from mutators._nlp import parse
    >>> reviews = {"r0": "Guest review: nice.", "r1": "Guest review: meh."}
    >>> text = "One guest said it was very nice."
    >>> [e.note for e in _source_count_edits(text, parse(text), reviews)]
    ['One guest → Three guests']
    """
    reviews = [k for k, p in passages.items() if "review" in (k + p[:80]).lower()]
    if not reviews:
        return
    new = len(passages) + 1
    if new > 10:
        return
    for match in _SOURCE_COUNT.finditer(text):
        tokens = _tokens(doc, match.start(3), match.end(3))
        if not tokens or tokens[0].ent_type_ in lexicon("numbers")["name_entities"]:
            continue
        noun = tokens[0]
        first = _tokens(doc, match.start(1), match.end(1))
        if first and _after_there_is(doc, first[0]):
            continue  # "there is really only one guest" would need 'is' changed too
        if any(count < new for count in _counts_of(text, match.group(3).lower())):
            continue  # "three guests ... four guests said": the claim's own counts clash
        verbs = [noun.head] if noun.dep_ in _SUBJECT_DEPS else []
        verbs += [c for c in noun.children if c.dep_ == "relcl"]
        if any(v.tag_ == "VBZ" or v.lower_ in ("was", "is", "has", "does") or
               any(a.lower_ in ("was", "is", "has", "does") for a in v.children
                   if a.dep_ in ("aux", "auxpass", "cop"))
               for v in verbs):
            continue  # "one guest who says" would need its verb changed too
        word = match.group(1)
        number = str(new) if word.isdigit() else match_case(word, WORD_FOR_NUMBER[new])
        plural = _PLURAL_SOURCE.get(match.group(3).lower(), match.group(3) + "s")
        replacement = f"{number} {match.group(2)}{match_case(match.group(3), plural)}"
        spans = [Span(match.start(), match.end(), replacement)]
        article = article_fix(text, match.start(), replacement)
        if article is not None:
            spans.append(article)
        yield Edit(tuple(spans), f"{match.group()} → {replacement}")
        return


def _counts_of(text: str, noun: str) -> list[int]:
    """The other counts the claim states of ``noun`` in the plural ('three past guests',
    '4 reviews'): a count of one never grows past them.

    >>> _counts_of("According to three past guests, one guest said it was nice.", "guest")
    [3]
    """
    plural = plural_noun(noun) or noun + "s"
    words = "|".join(sorted(WORD_FOR_NUMBER.values(), key=len, reverse=True))
    pattern = re.compile(r"\b(\d+|" + words + r")\s+(?:[a-z]+\s+){0,2}?" + re.escape(plural)
                         + r"\b", re.IGNORECASE)
    return [int(m.group(1)) if m.group(1).isdigit() else NUMBER_WORDS[m.group(1).lower()]
            for m in pattern.finditer(text)]


def _after_there_is(doc: Any, start: Any) -> bool:
    """The count follows a singular 'there is' / 'there was', adverbs between them allowed
    ('there is really only one guest'): the verb stays singular when the noun turns plural."""
    i = start.i - 1
    while i >= 0 and doc[i].pos_ == "ADV":
        i -= 1
    if i < 1 or doc[i].lower_ not in ("is", "was", "'s", "’s", "has", "remains"):
        if not (i >= 2 and doc[i].lower_ == "been" and doc[i - 1].lower_ == "has"):
            return False
        i -= 1
    return doc[i - 1].lower_ == "there"


# ----------------------------------------------------------------------------- "one" as a count

_IRREGULAR_PLURALS = {"person": "people", "man": "men", "woman": "women", "child": "children",
                      "foot": "feet", "tooth": "teeth", "mouse": "mice", "goose": "geese"}
#: Words before "one" that make it a pronoun or a name-like pick ("the one", "that one").
_ONE_PRONOUN_BEFORE = {"the", "that", "this", "no", "any", "every", "each", "which",
                       "someone", "anyone", "another", "one", "some", "little", "big"}
#: Finite forms that change with a plural subject; other past forms stay as they are.
_PLURAL_VERB = {"is": "are", "was": "were", "has": "have", "does": "do", "'s": " are"}
#: Pronouns that would still point back to a single thing after the count grows.
_SINGULAR_PRONOUNS = {"he", "she", "his", "her", "him", "himself", "herself", "its", "itself"}


def plural_noun(noun: str) -> str | None:
    """The regular plural of a singular common noun, or None where the rule is unsure.

    >>> plural_noun("room"), plural_noun("city"), plural_noun("box"), plural_noun("person")
    ('rooms', 'cities', 'boxes', 'people')
    >>> plural_noun("knife") is None, plural_noun("bus") is None
    (True, True)
    """
    low = noun.lower()
    if low in _IRREGULAR_PLURALS:
        return match_case(noun, _IRREGULAR_PLURALS[low])
    if not re.fullmatch(r"[a-z]{2,}", low) or low.endswith(("s", "f", "fe", "o", "um", "us")):
        return None  # bus, knife, potato, medium: irregular or unsure
    if low.endswith(("sh", "ch", "x", "z")):
        return noun + "es"
    if low.endswith("y") and low[-2] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def _one_count_edits(text: str, doc: Any, passages: list[str],
                     rng: np.random.Generator) -> Iterator[Edit]:
    """'one room' → 'two rooms', 'a single review that says' → 'two reviews that say': a count
    of one grows, with its noun made plural and the verbs that agree with it.

    >>> from mutators._nlp import parse
    >>> text = "The hotel has one room that is free."
    >>> [e.note for e in _one_count_edits(text, parse(text), [], np.random.default_rng(0))]
    ['one room that is → three rooms that are']
    """
    names = set(lexicon("numbers")["name_entities"])
    numbers = {q.scaled for q in find_quantities(text)}
    for token in doc:
        start = _one_count_start(doc, token)
        if start is None:
            continue
        noun = token.head
        if any(t.lower_ in ("one", "single", "1") and t.i not in (start.i, token.i)
               and t.head.i != noun.i and not _conjuncts(t.head, noun)
               for t in token.sent):
            continue  # "a single spot ... a view of one face": the counts of one go together
        plural = plural_noun(noun.text)
        if plural is None or any(t.ent_type_ in names for t in doc[start.i:noun.i + 1]):
            continue
        if _said_again_as_other(doc, noun):
            continue  # "according to one theory, ... and the other theory": a pair, fixed
        spans = _agreement_spans(doc, noun)
        if spans is None:
            continue
        counts = _counts_of(text, noun.lower_)
        choices = [v for v in (2, 3) if v not in numbers and all(v <= c for c in counts)
                   and not any(
            re.search(r"\b(?:" + WORD_FOR_NUMBER[v] + r"|" + str(v) + r")\s+(?:[a-z]+\s+)?"
                      + re.escape(plural.lower()) + r"\b", p.lower()) for p in passages)]
        if start.i > 0 and doc[start.i - 1].lower_ in lexicon("numbers")["hedges"]:
            choices = [v for v in choices if v >= 3]  # "about one month" is near two months
        listed = _table_list_count(_counted_lemma(noun), passages)
        if listed is not None:  # "more than one award" → "more than two" with three listed
            before = text[:start.idx]
            side = 1 if re.search(r"\b(?:" + "|".join(
                re.escape(c) for c in lexicon("numbers")["lower_bounds"]) + r")\s+$",
                before.lower()) else 0
            choices = [v for v in choices if not _holds_against(
                listed, v, side, _inclusive_bound(before, ""))]
        if not choices:
            continue
        value = choices[int(rng.integers(len(choices)))]
        word = match_case(start.text, WORD_FOR_NUMBER[value])
        spans = [Span(start.idx, token.idx + len(token.text), word),
                 Span(noun.idx, noun.idx + len(noun.text), plural)] + spans
        spans.sort(key=lambda s: s.start)
        old = text[spans[0].start:spans[-1].end]
        new = old
        for span in reversed(spans):
            lo, hi = span.start - spans[0].start, span.end - spans[0].start
            new = new[:lo] + span.replacement + new[hi:]
        yield Edit(tuple(spans), f"{old} → {new}")
        return


#: Words that mark a noun as the rest of a set already counted: "the other theory".
_OTHER_WORDS = {"other", "another", "second", "latter", "remaining"}


def _said_again_as_other(doc: Any, noun: Any) -> bool:
    """The claim names the counted noun again as another of its kind ("one theory ... the
    other theory", "one son ... another son"): the count is tied to that second mention.

    >>> from mutators._nlp import parse
    >>> doc = parse("By one account he won, and the other account says he lost.")
    >>> _said_again_as_other(doc, doc[2])
    True
    """
    return any(t.i != noun.i and t.lemma_ == noun.lemma_ and
               any(c.lower_ in _OTHER_WORDS for c in t.children if c.i < t.i)
               for t in doc)


def _counted_lemma(noun: Any) -> str:
    """What a count really counts: the noun after "kind of", "type of" ("one kind of network"
    counts networks), else the noun itself.

    >>> from mutators._nlp import parse
    >>> doc = parse("It runs on more than one kind of network.")
    >>> _counted_lemma(doc[6])
    'network'
    """
    if noun.lemma_ in lexicon("numbers")["kind_nouns"]:
        of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        counted = next((c for c in of.children if c.dep_ == "pobj"), None) if of else None
        if counted is not None:
            return counted.lemma_
    return noun.lower_


def _conjuncts(a: Any, b: Any) -> bool:
    """'one gas station or one store': two nouns of one coordination, each counted apart."""
    return b.dep_ == "conj" and b.head.i == a.i or a.dep_ == "conj" and a.head.i == b.i


def _one_count_start(doc: Any, token: Any) -> Any:
    """The first token of a count of one ('one', or the 'a' of 'a single') before a singular
    common noun it counts, or None: not 'one of', 'the one', 'one another', nor a bound
    ('at most one') where more is weaker."""
    if token.lower_ == "single" and token.i > 0 and doc[token.i - 1].lower_ in ("a", "one"):
        start = doc[token.i - 1]
    elif token.lower_ == "one" and token.dep_ == "nummod":
        start = token
    else:
        return None
    noun = token.head
    if noun.i <= token.i or noun.tag_ != "NN" or noun.pos_ != "NOUN" or \
            noun.i - token.i > 3 or not noun.text.islower():
        return None
    if any(t.pos_ not in ("ADJ", "ADV", "NOUN") or t.tag_ == "NNS"
           for t in doc[token.i + 1:noun.i]):
        return None  # "one Charlie Brown's ...": only adjectives or nouns between
    if sum(1 for t in doc[token.i + 1:noun.i] if t.pos_ == "NOUN") > 1:
        return None  # "one item referencing biology": a chain of nouns hides the counted one
    before = doc[start.i - 1].lower_ if start.i > 0 else ""
    if before in _ONE_PRONOUN_BEFORE or re.search(
            r"\b(?:at most|no more than|up to|fewer than|less than|under)\s*$",
            doc.text[:start.idx], re.IGNORECASE):
        return None  # "the one room", "up to one guest": a pronoun, or a bound more loosens
    after = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    if after is not None and (after.text in ("-", "'s", "’s") or after.tag_ == "POS"):
        return None  # "one-time", "one man's": a compound or a possessor
    if any(c.dep_ in ("cc", "conj") for c in noun.children):
        return None  # "one user or organization site": the count spans both, one turns plural
    if _COORDINATED_AFTER.match(doc.text[noun.idx + len(noun.text):]):
        return None  # "a single zone, subnet, or VLAN": the count spans every item listed
    if _fixed_one(doc, start, noun) or _singular_frame(noun) or _after_there_is(doc, start):
        return None
    return start


def _fixed_one(doc: Any, start: Any, noun: Any) -> bool:
    """'one' that names rather than counts: after a noun ('formula one race', 'day one'),
    or in the idiom 'on one hand'."""
    before = doc[start.i - 1] if start.i > 0 else None
    if before is None:
        return False
    if start.lower_ == "one" and before.pos_ in ("NOUN", "PROPN"):
        return True  # "the first formula one race" gave "formula three races"
    return before.lower_ == "on" and noun.lower_ == "hand"


def _singular_frame(noun: Any) -> bool:
    """The sentence frame stays singular when the noun turns plural: 'there is one room'
    ('there is two rooms'), a predicate or an appositive of one thing ('Hawk-dove is one
    example of ...' gave 'is three examples'), or the subject of 'be' with a nominal or clausal complement
    ('one solution was to ...' gave 'two solutions were to ...', about one thing)."""
    verb = noun.head
    if noun.dep_ in ("attr", "appos", "oprd"):
        return True  # "Hawk-dove is one example of ...": "is three examples" of one thing
    return noun.dep_ in ("nsubj", "nsubjpass") and verb.lemma_ == "be" and any(
        c.dep_ in ("attr", "xcomp", "ccomp") for c in verb.children)


def _agreement_spans(doc: Any, noun: Any) -> list[Span] | None:
    """The verbs that must turn plural with ``noun`` ('is' → 'are', 'says' → 'say'), or None
    where the sentence would still read as about one thing (a singular pronoun after it)."""
    sent = noun.sent
    personal = noun.lemma_ in _TIME_UNIT_NAMES  # "one month before his birthday": no "he" of a month
    if any(t.lower_ in _SINGULAR_PRONOUNS and not (personal and t.lower_ not in ("its", "itself"))
           for t in sent if t.i > noun.i):
        return None
    if any(t.lower_ in ("a", "an") and t.head.i == noun.i and
           doc[t.i + 1].lower_ != "single" for t in sent):
        return None
    verbs = [noun.head] if noun.dep_ in _SUBJECT_DEPS else []
    verbs += [c for c in noun.children if c.dep_ == "relcl" and any(
        s.dep_ in _SUBJECT_DEPS and s.lower_ in ("that", "who", "which") for s in c.children)]
    spans = []
    for verb in verbs:
        auxes = [a for a in verb.children if a.dep_ in ("aux", "auxpass", "cop")
                 and a.i < verb.i]
        finite = auxes[0] if auxes else verb
        if finite.tag_ not in ("VBZ", "VBD"):
            continue
        low = finite.lower_
        if low in _PLURAL_VERB:
            spans.append(Span(finite.idx, finite.idx + len(finite.text),
                              match_case(finite.text, _PLURAL_VERB[low])))
        elif finite.tag_ == "VBZ":
            if not finite.lemma_ or not finite.lemma_.isalpha():
                return None
            spans.append(Span(finite.idx, finite.idx + len(finite.text),
                              match_case(finite.text, finite.lemma_)))
    return spans


#: "a million", "one thousand", "half a million": one (or half) of a scale word.
_SCALE_ONE = re.compile(r"\b(half an?|an?|one)\s+(hundred|thousand|million|billion|trillion)\b"
                        r"(?![-–]|\s+(?:and|or|to|of|percent|per cent)\b|\s*%)", re.IGNORECASE)
_SCALE_VALUE = {"hundred": 10 ** 2, "thousand": 10 ** 3, "million": 10 ** 6,
                "billion": 10 ** 9, "trillion": 10 ** 12}


def _scale_one_edits(text: str, doc: Any, passages: list[str]) -> Iterator[Edit]:
    """'over a million people' → 'over two million people', 'about half a million dollars' →
    'about a million dollars': one (or half) of a scale word under a lower bound or an
    approximation doubles (a bare "a million other languages" is often a figure of speech),
    never under a negation, never to a value a passage states or exceeds ("Ridership:
    2,400,000" keeps "over two million" true).

    >>> from mutators._nlp import parse
    >>> text = "The line carries over a million people each year."
    >>> [e.note for e in _scale_one_edits(text, parse(text), [])]
    ['a million → two million']
    """
    names = set(lexicon("numbers")["name_entities"])
    for match in _SCALE_ONE.finditer(text):
        tokens = _tokens(doc, match.start(), match.end())
        if not tokens or any(t.ent_type_ in names for t in tokens) or _inside_title(
                text, match.start(), match.end()):
            continue
        before = text[max(0, match.start() - 30):match.start()].lower()
        if re.search(r"\b(?:in|than|of)\s+$", before) and not re.search(
                r"\b(?:more|greater|larger)\s+than\s+$", before):
            continue  # "one in a million", "fewer than a million": no count to grow
        q = Quantity(match.start(), match.end(), match.group(), 1, 0, False, None)
        side = _bound(text, q)
        governor = _governing_verb(tokens[0])
        if not (side > 0 or _hedged(text, q)) or governor is not None and _negated(governor):
            continue  # "and a million other languages": a bare one is often a figure of speech
        old, scale = match.group(1), match.group(2)
        half = old.lower().startswith("half")
        new = "a" if half else "two"
        value = _SCALE_VALUE[scale.lower()] * (1 if half else 2)
        if any(v >= value if side > 0 else v == value
               for v in _passage_values(scale.lower(), passages)):
            continue
        replacement = f"{match_case(old, new)} {scale}"
        yield Edit((Span(match.start(), match.end(), replacement),),
                   f"{match.group()} → {replacement}")
        return


def _passage_values(scale: str, passages: list[str]) -> list[float]:
    """The amounts the passages write of a scale: with its word ("1.4 million") or in digits
    of its size ("1,400,000"), so a count of that scale can be checked against them.

    >>> _passage_values("million", ["Ridership: 1,400,000 (2017), 2.5 million in 2018"])
    [1400000.0, 2500000.0]
    """
    size = _SCALE_VALUE[scale]
    values = []
    for passage in passages:
        for q in find_quantities(passage):
            word = _SCALE.match(passage[q.end:])
            if word is not None and _SCALE_NAMES.get(word.group(1).lower(),
                                                     word.group(1).lower()) == scale:
                values.append(q.value * size)
            elif word is None and q.commas and size <= q.value < size * 1000:
                values.append(q.value)
    return values


# ----------------------------------------------------------------------------- calendar


#: The days of each month (February 29 exists only in a leap year, so it is left out).
_DAYS_IN = {"January": 31, "February": 28, "March": 31, "April": 30, "May": 31, "June": 30,
            "July": 31, "August": 31, "September": 30, "October": 31, "November": 30,
            "December": 31}


def _calendar_edits(text: str, doc: Any, rng: np.random.Generator,
                    passages: list[str]) -> Iterator[Edit]:
    for target in _calendar_targets(text, doc, passages):
        tokens = _tokens(doc, target.start, target.end)
        governor = _governing_verb(tokens[0]) if tokens else None
        if governor is not None and _negated(governor):
            continue  # "did not sign in 2015" is most likely true as well
        options = [o for o in target.options if not _passages_name(o, passages)
                   and not _passages_year(o, passages)]
        if options:
            pick = options[int(rng.integers(min(len(options), _NEAREST)))]
            spans = [Span(target.start, target.end, pick)]
            article = article_fix(text, target.start, pick)  # "a sixth" -> "an eighth"
            if article is not None:
                spans.append(article)
            yield Edit(tuple(spans), f"{target.note_old} → {pick}")


#: Tokens that join the members of a list or a run: "November, December and January".
_RUN_JOINS = {",", "and", "or", "&", "/", "-", "–", "—"}


def _in_run(doc: Any, token: Any, rank: Any, *, cycle: int = 0) -> bool:
    """The token is one of a list of three or more consecutive members of a sequence
    ("(November, December, January)", "the second, third and fourth seasons"): ``rank``
    gives a token's place in the sequence or None, ``cycle`` its length when it wraps around
    (12 months). A member moved leaves a list that is no run, which reads as an error of
    writing; a pair ("in October and November") is a list like any other.

    >>> from mutators._nlp import parse
    >>> doc = parse("It peaks in winter (November, December, January).")
    >>> months = ["November", "December", "January"]
    >>> _in_run(doc, doc[7], lambda t: months.index(t.text) if t.text in months else None)
    True
    """
    members = [token]
    for way in (-1, 1):
        j = token.i
        while True:
            k = j + way
            while 0 <= k < len(doc) and doc[k].lower_ in _RUN_JOINS:
                k += way
            if k == j + way or not 0 <= k < len(doc) or rank(doc[k]) is None:
                break  # the next member must be joined to this one, not only beside it
            members.append(doc[k])
            j = k
    ranks = [rank(t) for t in sorted(members, key=lambda t: t.i)]
    here = sorted(members, key=lambda t: t.i).index(token)
    for step in (1, -1):
        lo = hi = here
        while lo > 0 and _next_in(ranks[lo - 1], ranks[lo], step, cycle):
            lo -= 1
        while hi + 1 < len(ranks) and _next_in(ranks[hi], ranks[hi + 1], step, cycle):
            hi += 1
        if hi - lo >= 2:
            return True
    return False


def _next_in(a: int, b: int, step: int, cycle: int) -> bool:
    """``b`` follows ``a`` by ``step`` in a sequence, wrapping around a ``cycle`` if one."""
    return (b - a - step) % cycle == 0 if cycle else b - a == step


def _in_disjunction(token: Any) -> bool:
    """A date that is one alternative of an "or" ("in the late 1920s or early 20th century"):
    the claim holds when the other does, so a moved date leaves it as true as before.

    >>> from mutators._nlp import parse
    >>> doc = parse("It began in the late 1920s or early 20th century.")
    >>> _in_disjunction(doc[5]), _in_disjunction(doc[9])
    (True, True)
    """
    head = token.head if token.dep_ == "conj" else token
    return any(c.dep_ == "cc" and c.lower_ == "or" for c in head.children) and (
        token.dep_ == "conj" or any(c.dep_ == "conj" for c in token.children))


def _passages_year(value: str, passages: list[str]) -> bool:
    """A passage states the new year itself ("The Many Adventures of Winnie the Pooh (1977)"):
    the same person or place may well have done the like thing then, so the mutant may be
    true of what the passage says; any year the passages give is left out."""
    year = re.fullmatch(r"(1\d{3}|20\d{2})", value)
    return year is not None and any(
        re.search(r"(?<!\d)" + year.group(1) + r"(?!\d)", p) for p in passages)


def _passages_name(value: str, passages: list[str]) -> bool:
    """A passage names the new decade (or a year in it) or the new ordinal, so the mutant
    may well be true of something it says ("most successful of the 1970s"). A single year
    or month named elsewhere in a passage is most often about another event: not checked."""
    decade = re.fullmatch(r"(\d{3})0(?:s|'s|’s)", value)
    if decade:
        pattern = r"(?<!\d)" + decade.group(1) + r"\d(?!\d)"
    elif re.fullmatch(r"\d+(?:st|nd|rd|th)", value):
        pattern = r"(?<!\d)" + value + r"\b"
    elif value in _ORDINAL_WORDS:  # "second" or "2nd" ("2nd century BC to 5th century")
        number = _ORDINAL_WORDS.index(value) + 1
        pattern = r"\b(?:" + value + "|" + f"{number}{_suffix(number)}" + r")\b"
    else:
        return False
    return any(re.search(pattern, p) for p in passages)


def _calendar_targets(text: str, doc: Any, passages: list[str]) -> Iterator[_Target]:
    words = lexicon("numbers")
    this_year = int(words["this_year"])
    names = set(words["name_entities"])
    for match in _YEAR.finditer(text):
        tokens = _tokens(doc, match.start(), match.end())
        if not tokens or any(t.ent_type_ in names for t in tokens):
            continue
        if not (tokens[0].ent_type_ == "DATE" or _year_context(text, match.start())):
            continue
        if not match.group(2) and _counts_plural(doc, match.start(1), match.end(1)):
            continue  # "for almost 2000 years": a count, an amount target
        if _inside_title(text, match.start(), match.end()):
            continue
        if _in_disjunction(tokens[0]):
            continue  # "the late 1920s or early 20th century": the other alternative may hold
        if _state_in_year(text, tokens[0], match.start()) or \
                _edition(text, match) and not any(match.group(1) in p for p in passages):
            continue  # an edition year no passage gives: another edition is as supported
        if _YEAR_SPAN.search(tokens[0].sent.text) and _PERIOD_COUNT.search(tokens[0].sent.text):
            continue  # "two terms from 2009 to 2017": the count fixes the span
        if _year_repeated(text, match):
            continue  # "the 1849 disturbance ... occurred on May 10, 1849": one year, one event
        if len(_YEAR.findall(tokens[0].sent.text)) > 1 and (
                _PERIOD_COUNT.search(tokens[0].sent.text) or
                _AGE.search(tokens[0].sent.text)):
            continue  # "born in 1585 and died in 1596 at the age of 11": the age fixes both
        year, decade = int(match.group(1)), bool(match.group(2)) and match.group(1)[-1] == "0"
        if match.group(2) and not decade:
            continue
        suffix = match.group(2) or ""
        # other years of the sentence keep their order ("from 2001 to 2005", "born in 1950,
        # died in 1953"): a swap never puts an end before its start
        sent = tokens[0].sent
        others = [int(m.group(1)) for m in _YEAR.finditer(sent.text)
                  if sent.start_char + m.start() != match.start()]
        options = [y[:4] + suffix for y in _years(year, decade, this_year, text)
                   if all((int(y[:4]) - o) * (year - o) > 0 for o in others)]
        side = date_bound_side(text, match.start())
        if side and _in_condition(tokens[0]):
            continue  # "if you signed up before 2021": an earlier date narrows the condition
        if side:
            options = [y for y in options if (int(y[:4]) - year) * side > 0 and
                       not _passage_year_beyond(int(y[:4]), side, text, match.start(),
                                                passages)]
        yield _Target(match.start(), match.end(), options, match.group())
    months = words["months"]
    for token in doc:
        if token.text in months and token.ent_type_ == "DATE" and not _may_is_verb(token):
            index = months.index(token.text)
            if _in_run(doc, token, lambda t: months.index(t.text) if t.text in months else None,
                       cycle=12):
                continue  # "(November, December, January)": one moved leaves no run
            steps = (2, -2, 3, -3, 4)
            side = date_bound_side(text, token.idx)
            if side and _in_condition(token):
                continue  # "if you signed up before 12 August": an earlier month narrows it
            if side:  # "after May 1923" moves later, within its year; never past a year given
                year = re.match(r"\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(1\d{3}|20\d{2})\b",
                                text[token.idx + len(token.text):])
                if year is None or _passage_year_beyond(int(year.group(1)), side, text,
                                                        token.idx, passages, inclusive=True):
                    continue
                steps = tuple(k for k in steps if k * side > 0 and 0 <= index + k < 12)
            options = [months[(index + k) % 12] for k in steps]
            # "October 16, 2010 ... December 18, 2010": other months of that year keep their side
            year_after = _MONTH_YEAR.match(text[token.idx + len(token.text):])
            if year_after is not None:
                for other in token.sent:
                    later = _MONTH_YEAR.match(text[other.idx + len(other.text):])
                    if other.i != token.i and other.text in months and later is not None \
                            and later.group(1) == year_after.group(1):
                        there = months.index(other.text)
                        options = [m for m in options
                                   if (months.index(m) - there) * (index - there) > 0]
            day = re.match(r"\s+(\d{1,2})", text[token.idx + len(token.text):])
            if day:  # "November 31st" is no date: keep the day inside the new month
                options = [m for m in options if int(day.group(1)) <= _DAYS_IN[m]]
            yield _Target(token.idx, token.idx + len(token.text),
                          [m for m in options if m not in text], token.text)
    yield from _ordinal_targets(text, doc)
    yield from _era_targets(text, doc, passages)
    for match in _CLOCK.finditer(text):
        tokens = _tokens(doc, match.start(), match.end())
        if any(t.ent_type_ in names for t in tokens) or "24/7" in text[match.start():]:
            continue
        yield _Target(match.start(), match.end(),
                      _clock_times(match, text, want=_clock_range_side(text, match) or
                                   _clock_bound_side(text, doc, match)),
                      match.group())


#: A year of an era: "400 BC", "9,000 BC", "500 CE", "180 AD", "AD 79" (group 1 or 4 the
#: number, group 2 or 3 the era word).
_ERA_YEAR = re.compile(r"(?<![\w.,])(\d{1,4}|\d{1,2},\d{3})\s?(BCE|BC|B\.C\.E?\.?|AD|A\.D\.|CE|C\.E\.)"
                       r"(?![\w])|(?<![\w.])(AD|A\.D\.)\s?(\d{1,4})(?![\w.,]|\s?(?:BC|AD|CE)\b)")
#: Words before an era year that make it a bound whose way this rule does not read.
_ERA_BOUND_BEFORE = re.compile(r"\b(?:least|most|early as|late as|before|after|by|since|until|"
                               r"till|prior to|earlier than|later than|up to|between|from|"
                               r"and|or|to)\s+$", re.IGNORECASE)


def _era_targets(text: str, doc: Any, passages: list[str]) -> Iterator[_Target]:
    """'around 400 BC' → '300 BC', 'in 180 AD' → '170 AD': a year of an era moves by a step of
    its own roundness and keeps its era; no bound ("by 9,000 BC", "since at least 500 CE"),
    no year the claim writes twice or beside another era year, none the passages give."""
    names = set(lexicon("numbers")["name_entities"])
    matches = list(_ERA_YEAR.finditer(text))
    for match in matches:
        number = match.group(1) or match.group(4)
        era = match.group(2) or match.group(3)
        start = match.start(1) if match.group(1) else match.start(4)
        end = start + len(number)
        tokens = _tokens(doc, start, end)  # the era word itself is often tagged ORG
        if not tokens or any(t.ent_type_ in names for t in tokens):
            continue
        sent = tokens[0].sent
        if sum(1 for m in matches if sent.start_char <= m.start() < sent.end_char) > 1:
            continue  # "from 2nd century BC to 500 AD", "1368 BC ... 1300 BC": an order
        if text.count(number) > 1:
            continue
        side = _era_bound_side(text[:match.start()], era)
        if side is None or side and _in_condition(tokens[0]):
            continue
        governor = _governing_verb(tokens[0])
        if governor is not None and _negated(governor):
            continue
        value = int(number.replace(",", ""))
        options = [_era_written(v, number) for v in _era_values(value)
                   if side == 0 or (v - value) * side > 0]
        options = [o for o in options if not _passages_era_year(o, era, passages)]
        yield _Target(start, end, options, f"{number} {era}")


_ERA_EARLIER = re.compile(r"\b(?:by|before|prior to|earlier than|as early as)\s+$", re.IGNORECASE)
_ERA_LATER = re.compile(r"\b(?:after|later than)\s+$", re.IGNORECASE)


def _era_bound_side(before: str, era: str) -> int | None:
    """+1 if a larger number makes the claim stronger, -1 if a smaller one, 0 if no bound,
    None for a bound whose way is not read ("since at least", "between"). "By 9,000 BC" is
    stronger earlier, and earlier is a larger number before Christ, a smaller one after."""
    bc = era.upper().startswith("B")
    if _ERA_EARLIER.search(before):
        return 1 if bc else -1
    if _ERA_LATER.search(before):
        return -1 if bc else 1
    return None if _ERA_BOUND_BEFORE.search(before) else 0


def _era_values(value: int) -> list[int]:
    """Nearby years of an era, a step of the year's own roundness away (400 → 300, 500)."""
    step = next((s for s in (1000, 100, 10) if value % s == 0 and value >= s), 0)
    deltas = (step, -step, 2 * step) if step else (3, -3, 2, -2, 5)
    return [value + d for d in deltas if value + d >= 1 and
            len(str(value + d)) == len(str(value)) or step == 1000 and value + d >= 1000]


def _era_written(value: int, like: str) -> str:
    """``value`` written with thousands commas if ``like`` had them ("9,000" → "8,000")."""
    return f"{value:,}" if "," in like else str(value)


def _passages_era_year(value: str, era: str, passages: list[str]) -> bool:
    """A passage gives the new year of the era itself ("300 BC"), or as a bare number."""
    pattern = r"(?<![\d,.])" + re.escape(value) + r"(?![\d,]|\.\d)"
    return any(re.search(pattern, p) for p in passages)


#: An age ("at the age of 11", "aged 40", "12 years old"): with two years, the years fix it.
_AGE = re.compile(r"\b(?:age|aged)\s+(?:of\s+)?\d{1,3}\b|\b\d{1,3}\s+years?\s+old\b",
                  re.IGNORECASE)
#: The year after a month, perhaps after its day (" 16, 2010"), as group 1.
_MONTH_YEAR = re.compile(r"\s+(?:\d{1,2}(?:st|nd|rd|th)?\s?,?\s+)?(1\d{3}|20\d{2})\b")
#: Parts whose count is fixed: the ordinal stays within it (past centuries only).
_ORDERED_PARTS = {"half": 2, "halves": 2, "quarter": 4, "century": 20, "centuries": 20}
_ORDINAL_WORDS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
                  "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
                  "nineteenth twentieth").split()
_DIGIT_ORDINAL = re.compile(r"(?<![\w.,/-])(\d{1,2})(st|nd|rd|th)\b")
_SMALL_COUNT = re.compile(r"\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|"
                          r"others?|another|both|previous|earlier|again)\b", re.IGNORECASE)


def _ordinal_rank(token: Any) -> int | None:
    """The place an ordinal names ("third" and "3rd": 3), or None.

    >>> from mutators._nlp import parse
    >>> [_ordinal_rank(t) for t in parse("the 3rd and fourth")]
    [None, 3, None, 4]
    """
    if token.lower_ in _ORDINAL_WORDS:
        return _ORDINAL_WORDS.index(token.lower_) + 1
    digit = _DIGIT_ORDINAL.fullmatch(token.text)
    return int(digit.group(1)) if digit else None


def _ordinal_targets(text: str, doc: Any) -> Iterator[_Target]:
    """'the fourth lab', 'the 6th largest', 'the 12th century': a rank or a place in order
    moves a step or two, never to or from 'first' (an idiom as often as a rank: 'at first',
    'for the first time'), never beside a count it is tied to ('a third foot, two others')."""
    names = set(lexicon("numbers")["name_entities"])
    months = lexicon("numbers")["months"]
    for token in doc:
        digit = _DIGIT_ORDINAL.fullmatch(token.text)
        word = (token.text in _ORDINAL_WORDS[1:] or _first_rank(doc, token)) and \
            token.ent_type_ in ("ORDINAL", "DATE")
        if not (digit or word) or token.ent_type_ in names:
            continue
        if _in_run(doc, token, _ordinal_rank):
            continue  # "the second, third and fourth seasons": one moved leaves no run
        if sum(1 for t in token.sent if t.lower_ == token.lower_) > 1:
            continue  # "a second account ... a second checking account": one rank, said twice
        after = doc[token.i + 1] if token.i + 1 < len(doc) else None
        hyphened = _hyphened_rank(doc, token)
        if hyphened:  # "the 19th-century historian", "the second-largest producer"
            after = doc[token.i + 2]
        if after is not None and after.text[:1].isupper() and not after.lower_.startswith(
                "centur"):
            continue  # "the 2nd Boer War", "Second Vatican Council": part of a name
        near = [t.text for t in doc[max(0, token.i - 2):token.i + 3]]
        rest = token.sent.text.replace(token.text, "", 1)
        if after is not None and after.lower_.startswith("centur"):
            # "both sports originated in the 19th century": a count is tied to a century
            # only when it counts centuries too ("two centuries later", "the 12th and 13th")
            tied = re.search(r"\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|"
                             r"both|several|few|many)\s+(?:[a-z]+\s+)?centur|\d(?:st|nd|rd|th)\b",
                             rest.replace(after.text, "", 1), re.IGNORECASE) is not None
        else:
            tied = _SMALL_COUNT.search(rest) is not None
        if any(m in near for m in months) or token.i + 1 < len(doc) and \
                doc[token.i + 1].lower_ in ("of", "-") and not hyphened or tied:
            continue
        if word and _time_unit_second(doc, token):
            continue  # "half-megaton per second", "a split second": a unit of time, no rank
        governor = _governing_verb(token)
        if governor is not None and _negated(governor):
            continue
        value = int(digit.group(1)) if digit else _ORDINAL_WORDS.index(token.text) + 1
        noun = re.match(r"[\s-]*([a-z]+)", text[token.idx + len(token.text):].lower())
        top = 10 if word else 99
        century = noun is not None and noun.group(1).startswith("centur")
        if century and _in_disjunction(token.head):
            continue  # "the late 1920s or early 20th century": the other alternative may hold
        side = date_bound_side(text, token.idx) if century else 0
        if century and governor is not None and not _dates_a_thing(doc, token) \
                and (governor.lemma_ in _STATE_LEMMAS or governor.lemma_ == "be"):
            continue  # "were a tribe in the third century": a lasting state held in others too
        if noun is not None and noun.group(1) in _ORDERED_PARTS:
            top = _ORDERED_PARTS[noun.group(1)]  # "second half", "third quarter", "12th century"
        # one step only: a second step more often leaves what exists ("Newton's fourth law")
        options = [value + k for k in (1, -1) if 2 <= value + k <= top and (
            not side or k * side > 0)]  # "around since the 14th century" only moves earlier
        written = [_ORDINAL_WORDS[v - 1] if word else f"{v}{_suffix(v)}" for v in options]
        yield _Target(token.idx, token.idx + len(token.text),
                      [w for w in written if w not in text], token.text)


def _dates_a_thing(doc: Any, token: Any) -> bool:
    """A century written before the noun it dates ("a 20th century work of art", "a 19th
    century physicist"): the thing belongs to that one century, unlike a state held in it.

    >>> from mutators._nlp import parse
    >>> doc = parse("It is a 20th century work of art.")
    >>> _dates_a_thing(doc, doc[3])
    True
    """
    century = token.head if token.head.lower_.startswith("centur") else None
    if century is None or century.i != token.i + 1:
        return False
    if token.i > 0 and doc[token.i - 1].lower_ in ("a", "an"):
        return True
    dated = century.head  # "the 2nd century AD" names an era, no thing it dates
    return century.dep_ == "compound" and dated.pos_ == "NOUN" and dated.text.islower()


def _hyphened_rank(doc: Any, token: Any) -> bool:
    """An ordinal joined by a hyphen to "century" or a superlative ("19th-century",
    "second-largest"): a place in order, unlike "second-hand" or "third-party"."""
    if token.i + 2 >= len(doc) or doc[token.i + 1].text != "-":
        return False
    nxt = doc[token.i + 2]
    return nxt.lower_ in ("century", "centuries") or nxt.tag_ == "JJS" or \
        nxt.lower_ in _SUPERLATIVES


_SUPERLATIVES = {"largest", "biggest", "highest", "longest", "oldest", "smallest", "best",
                 "busiest", "richest", "tallest", "deepest", "most", "least", "lowest"}


#: Possessors and the article before a rank: "the first chairman", "its first showing".
_RANK_OWNERS = {"the", "its", "his", "her", "their", "our", "my", "your", "'s", "’s"}
#: Nouns whose "first" is an idiom, a title or a name part rather than a rank.
_FIRST_IDIOMS = {"time", "place", "sight", "glance", "name", "lady", "hand", "instance",
                 "mate", "officer", "minister", "secretary", "baseman", "person",
                 # "at the very first beginning": 'first' stresses a start, it ranks nothing
                 "beginning", "start", "outset", "onset", "step"}


def _first_rank(doc: Any, token: Any) -> bool:
    """'first' as a rank in order: after 'the' or a possessor, before the singular common
    noun it ranks ('the first chairman', 'its first public showing'), which 'second'
    contradicts; not 'for the first time', 'in the first place', 'the first settlers' (one of
    several), 'First Lady' or a 'first' standing alone ('being the first', 'when first formed').
    """
    if token.text != "first" or token.i == 0 or token.dep_ != "amod":
        return False
    noun = token.head
    if doc[token.i - 1].lower_ not in _RANK_OWNERS or noun.i <= token.i or \
            noun.i - token.i > 3 or noun.tag_ != "NN" or noun.pos_ != "NOUN" or \
            not noun.text.islower() or noun.lemma_ in _FIRST_IDIOMS:
        return False
    if any(t.pos_ not in ("ADJ", "ADV", "NOUN") or not t.text.islower()
           for t in doc[token.i + 1:noun.i]):
        return False  # "the first IRA attack": only plain modifiers ("openly gay")
    return not any(c.dep_ in ("cc", "conj") for c in token.children)


_PER_BEFORE = {"per", "each", "every", "split", "a", "one", "half"}


def _time_unit_second(doc: Any, token: Any) -> bool:
    """'second' as the unit of time ('per second', 'a split second', 'half a second'),
    not the ordinal: no neighbouring rank makes 'per third' mean anything."""
    if token.lower_ != "second" or token.i == 0:
        return False
    before = doc[token.i - 1]
    if before.lower_ in ("per", "each", "every", "split") or before.like_num:
        return True
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return before.lower_ in _PER_BEFORE and (after is None or after.pos_ in (
        "PUNCT", "ADP", "CCONJ", "SCONJ", "PART") or after.lower_ in ("later", "ago"))


def _suffix(value: int) -> str:
    """'st', 'nd', 'rd' or 'th' for an ordinal written in digits.

    >>> [f"{v}{_suffix(v)}" for v in (2, 11, 12, 13, 21, 23)]
    ['2nd', '11th', '12th', '13th', '21st', '23rd']
    """
    if value % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")


_OBLIGATION = {"must", "need", "required", "should", "have", "has", "latest"}


def _clock_bound_side(text: str, doc: Any, match: re.Match[str]) -> int:
    """A time after 'after' or 'from' opens a window, one after 'until', 'before' or 'by'
    closes it: a wider window is the stronger claim ("check in any time after 3 pm" →
    earlier), unless the time is a deadline one must meet ("must check out by 11am")."""
    before = text[max(0, match.start() - 30):match.start()].lower()
    if re.search(r"\b(?:after|from|starting(?: at| from)?|as early as|beginning at)\s+$", before):
        side = -1
    elif re.search(r"\b(?:until|till|before|by|up to|no later than)\s+$", before):
        side = 1
    else:
        return 0
    tokens = _tokens(doc, match.start(), match.end())
    governor = _governing_verb(tokens[0]) if tokens else None
    if governor is not None and (_negated(governor) or any(
            w.lower_ in _OBLIGATION for w in [governor, *governor.children])):
        side = -side
    return side


def _clock_range_side(text: str, match: re.Match[str]) -> int:
    """Opening hours widen ("9am-5pm": start earlier, end later): narrowing stays true."""
    join = r"\s*(?:-|–|—|to|and|until|till)\s*"
    if re.match(join + r"\d", text[match.end():]):
        return -1
    if re.search(r"\d(?:am|pm|a\.m\.|p\.m\.|:\d\d)?" + join + "$", text[:match.start()],
                 re.IGNORECASE):
        return 1
    return 0


def _state_in_year(text: str, token: Any, start: int) -> bool:
    """A lasting state dated 'in YEAR' ("were already present in the Americas in 1490"):
    it held the years after as well, so a later year is as true and an earlier one is what
    the passage never says; no swap."""
    if not re.search(r"\bin\s+$", text[:start]):
        return False
    verb = _governing_verb(token)
    if verb is None:
        return False
    if any(c.lower_ in ("already", "still") for c in verb.subtree):
        return True
    if verb.lemma_ in _STATE_LEMMAS:
        return True
    return verb.lemma_ == "be" and any(c.dep_ == "acomp" for c in verb.children)


def _year_repeated(text: str, match: re.Match[str]) -> bool:
    """Whether the claim writes the same year again elsewhere: an event named by its year
    and dated in the next clause ("The 1849 disturbance ... It occurred on May 10, 1849"),
    or a text pasted twice. Either copy moved alone contradicts the other in the claim's
    own words.

    >>> text = "The 1849 riot was caused by a feud. It occurred on May 10, 1849."
    >>> [_year_repeated(text, m) for m in _YEAR.finditer(text)]
    [True, True]
    """
    return any(other.group(1) == match.group(1) and other.start() != match.start()
               for other in _YEAR.finditer(text))


def _edition(text: str, match: re.Match[str]) -> bool:
    """'The 2021 Annual Conference ...': the year names an edition of an event."""
    return re.search(r"\b[Tt]he\s+$", text[:match.start()]) is not None and \
        re.match(r"\s+[A-Z]", text[match.end():]) is not None


def _year_context(text: str, start: int) -> bool:
    return re.search(r"\b(?:in|since|from|until|by|of|before|after|around|circa|c\.)\s+(?:the\s+)?$",
                     text[:start], re.IGNORECASE) is not None


#: Words that make a date a bound: +1 where a later date is the stronger claim ("after
#: 1990": the event lies beyond it), -1 where an earlier one is ("before", "by", "since":
#: a state held since 1987 has held since 1990 too).
_DATE_BOUNDS = ((re.compile(r"\b(?:after|later than|not before)\s+$"), 1),
                (re.compile(r"\b(?:before|prior to|by|since|earlier than|no later than|"
                            r"not after)\s+$"), -1))
#: The bounds a passage's own date may satisfy on the stronger side ("after July 1923" is as
#: true when the passage dates the event 2005): "since" states the start itself.
_LOOSE_BOUND = re.compile(r"\b(?:after|later than|not before|before|prior to|by|earlier than|"
                          r"no later than|not after)\s+$")


def date_bound_side(text: str, start: int) -> int:
    """+1 if a later date at ``start`` makes the claim stronger, -1 if an earlier one, 0 if
    the date is no bound (a later "after" date is not entailed by the original).

    >>> text = "2 Hearts came out after May 1923 and before 2010, sold since 2012 and in 2015."
    >>> [date_bound_side(text, text.index(w)) for w in ("May", "1923", "2010", "2012", "2015")]
    [1, 1, -1, -1, 0]
    """
    before = _bound_words_before(text, start)
    for pattern, side in _DATE_BOUNDS:
        if pattern.search(before):
            return side
    return 0


_MONTH_BEFORE = re.compile(r"(?:\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?\b(?:january|february|"
                           r"march|april|may|june|july|august|september|october|november|december)\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?$")


def _bound_words_before(text: str, start: int) -> str:
    """The words before a date, lower-cased, without its month or "the early" ("after May
    1923" and "before the late 1990s" read as "after" and "before")."""
    before = _MONTH_BEFORE.sub("", text[max(0, start - 50):start].lower())
    before = re.sub(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?$", "", before)  # "before 12 August"
    return re.sub(r"(?:\b(?:the|early|late|mid|the end of|the start of)\s+)+$", "", before)


def _passage_year_beyond(value: int, side: int, text: str, start: int, passages: list[str],
                         *, inclusive: bool = False) -> bool:
    """A loose bound ("after", "before", "by") moved to ``value``: a passage year on its
    stronger side may be the event's own date, so the stronger claim may still hold."""
    before = _bound_words_before(text, start)
    if not _LOOSE_BOUND.search(before):
        return False  # "since 1990" states the start itself
    for passage in passages:
        for match in _YEAR.finditer(passage):
            year = int(match.group(1))
            if (year - value) * side > 0 or inclusive and year == value:
                return True
    return False


def _may_is_verb(token: Any) -> bool:
    return token.text == "May" and token.pos_ in ("AUX", "VERB")


def _years(year: int, decade: bool, this_year: int, text: str) -> list[str]:
    """Nearby years (or decades) that keep the era and stay in the past when it was past."""
    steps = (10, -10, 20, -20) if decade else (3, -3, 2, -2, 5, -5, 1, -1)
    out = []
    for step in steps:
        value = year + step
        if decade and value % 10:
            continue
        if (year < this_year and value >= this_year) or (decade and year <= this_year < value + 1 and
                                         value > this_year - this_year % 10):
            continue
        if value // 100 != year // 100 and not decade:
            continue
        written = f"{value}{'s' if decade else ''}"
        if written not in text:
            out.append(written)
    return out


def _clock_times(match: re.Match[str], text: str, *, want: int) -> list[str]:
    """Clock times one to three hours away, same notation, inside the day."""
    steps = [k for k in (2, -2, 1, -1, 3, -3) if want * k >= 0]
    out: list[str] = []
    if match.group(4):
        hour = int(match.group(1))
        if not 1 <= hour <= 12:
            return []
        minutes = f":{match.group(2)}" if match.group(2) else ""
        for step in steps:
            value = hour + step
            if 1 <= value <= 11:
                written = f"{value}{minutes}{match.group(3)}{match.group(4)}"
                if written not in text:
                    out.append(written)
        return out
    hour, minutes = int(match.group(5)), match.group(6)
    for step in steps:
        value = hour + step
        if 0 <= value <= 23:
            written = f"{value:0{len(match.group(5))}d}:{minutes}"
            if written not in text:
                out.append(written)
    return out
