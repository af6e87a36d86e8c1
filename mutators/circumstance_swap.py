"""circumstance_swap (fault): a circumstance of the claim changes: a weekday, a month or
season without a number, a frequency (monthly → yearly, per month → per year), before ↔
after, a time of day, or a place (replaced by another place of the same type named in the
claim's passages).

Dates and times that hold a digit or a number word stay with number_swap: this mutator never
edits them. A swap that some window of the claim's passages states is no fault and is not made.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, Suite

from ._edits import checked, numeric_or_named
from ._lexicons import table
from ._nlp import parse
from ._support import mentions_any, states
from ._text import article_fix, match_case

MAX_PER_CLAIM = 2
_PARTS = {"morning": "evening", "evening": "morning", "afternoon": "morning"}
_SEASONS = {"spring": "autumn", "autumn": "spring", "fall": "spring", "summer": "winter",
            "winter": "summer"}
_FREQUENCY_NEXT = {"hourly": "daily", "daily": "weekly", "weekly": "monthly",
                   "monthly": "yearly", "quarterly": "monthly", "yearly": "monthly"}
_UNIT_NEXT = {"hour": "day", "day": "week", "week": "month", "month": "year", "year": "month"}


@mutator(name="circumstance_swap", kind="fault", version=1,
         target="a weekday, month, season, frequency, before/after, time of day, or a "
                "place whose passages name another place of its type")
def circumstance_swap(claim: Claim, suite: Suite, *,
                      rng: np.random.Generator) -> Iterator[Edit]:
    """Change when, how often or where: a weekday, frequency, before/after, season or place.

    >>> from mutators._example import mutate
    >>> mutate(circumstance_swap, "Team plans are billed monthly.")
    ['Team plans are billed yearly.']
    """
    made = 0
    for start, end, new in _candidates(claim):
        if made == MAX_PER_CLAIM:
            return
        if new.lower() in claim.text.lower():
            continue
        spans = [Span(start, end, new)]
        article = article_fix(claim.text, start, new)
        if article is not None:
            spans.append(article)
        edit = Edit(tuple(spans), f"{claim.text[start:end]} → {new}")
        text = checked(claim.text, edit)
        if text is None or states(claim.passages, text, share=0.7,
                                  must={new.lower().split()[-1]}):
            continue
        made += 1
        yield edit


def _candidates(claim: Claim) -> Iterator[tuple[int, int, str]]:
    """(start, end, replacement) for every circumstance of the claim, in text order."""
    tables = table("circumstances")
    doc = parse(claim.text)
    weekdays, months = tables["weekdays"], tables["months"]
    synonyms = tables["frequency_synonyms"]
    found: list[tuple[int, int, str]] = []
    for token in doc:
        word, low = token.text, token.lower_
        start, end = token.idx, token.idx + len(token.text)
        if numeric_or_named(token) and token.ent_type_ not in ("DATE", "TIME", ""):
            continue
        if any(c.isdigit() for c in word) or _in_numbered_date(token):
            continue
        day = word[:-1] if word.endswith("s") and word[:-1] in weekdays else word
        if day in weekdays:
            other = weekdays[(weekdays.index(day) + 1) % 7]
            if other in claim.text:
                other = weekdays[(weekdays.index(day) - 1) % 7]
            found.append((start, start + len(day), other))
        elif word in months:
            found.append((start, end, months[(months.index(word) + 1) % 12]))
        elif low in _FREQUENCY_NEXT or low in synonyms:
            base = synonyms.get(low, low)
            found.append((start, end, match_case(word, _FREQUENCY_NEXT[base])))
        elif low in _PARTS and token.dep_ == "pobj":
            found.append((start, end, match_case(word, _PARTS[low])))
        elif low in _SEASONS and token.pos_ == "NOUN" and token.dep_ == "pobj":
            found.append((start, end, match_case(word, _SEASONS[low])))
        elif low in ("before", "after") and token.pos_ in ("ADP", "SCONJ", "ADV"):
            if low == "after" and token.i + 1 < len(doc) and doc[token.i + 1].lower_ == "that":
                continue
            found.append((start, end, match_case(word, tables["order"][low])))
        elif token.lemma_.lower() in _UNIT_NEXT and token.i > 0 and \
                doc[token.i - 1].lower_ in ("per", "every", "each", "a") and token.tag_ == "NN":
            before = doc[token.i - 1]
            if before.lower_ == "a" and not (token.i > 1 and (
                    doc[token.i - 2].like_num or doc[token.i - 2].ent_type_ == "MONEY")):
                continue  # "a month" only as a rate: "€12 a month"
            if before.lower_ == "each" and token.dep_ not in ("npadvmod", "pobj"):
                continue
            found.append((start, end, _UNIT_NEXT[low]))
    found += list(_places(claim, doc))
    seen: set[int] = set()
    for start, end, new in sorted(found):
        if start not in seen:
            seen.add(start)
            yield start, end, new


def _in_numbered_date(token) -> bool:  # type: ignore[no-untyped-def]
    """True inside a DATE or TIME entity with a digit or number word: number_swap's."""
    if token.ent_type_ not in ("DATE", "TIME"):
        return False
    ent = next(e for e in token.doc.ents if e.start <= token.i < e.end)
    return any(t.like_num or any(c.isdigit() for c in t.text) for t in ent)


def _places(claim: Claim, doc) -> Iterator[tuple[int, int, str]]:  # type: ignore[no-untyped-def]
    """A place in the claim swapped for another place of the same type its passages name."""
    labels = table("circumstances")["place_labels"]
    others: dict[str, list[str]] = {}
    for text in claim.passages.values():
        for ent in parse(text).ents:
            if ent.label_ in labels:
                others.setdefault(ent.label_, [])
                if ent.text not in others[ent.label_]:
                    others[ent.label_].append(ent.text)
    for ent in doc.ents:
        if ent.label_ not in labels or ent.root.dep_ != "pobj":
            continue
        head = ent.root.head.lower_
        if head not in ("in", "at", "from", "to", "near", "into", "across", "around", "outside"):
            continue
        options = [o for o in others.get(ent.label_, []) if o not in claim.text
                   and ent.text not in o and o not in ent.text
                   and not re.search(r"\d", o)]
        for option in options:
            if not mentions_any({"x": option}, {ent.text.lower()}):
                yield ent.start_char, ent.end_char, option
                break
