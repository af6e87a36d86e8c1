"""circumstance_swap (fault): a circumstance of the claim changes: a weekday, a month or
season without a number, a frequency (monthly → yearly, per month → per year), before ↔
after, a time of day, or a place (replaced by another place of the same type named in the
claim's passages).

Dates and times that hold a digit or a number word stay with number_swap: this mutator never
edits them. A swap that some window of the claim's passages states is no fault and is not made.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from difflib import SequenceMatcher

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _places
from ._edits import checked, numeric_or_named
from ._lexicons import table
from ._nlp import parse, per_doc, verb_of
from ._support import states
from ._text import article_fix, match_case, sentence_initial

MAX_PER_CLAIM = 2
_PARTS = {"morning": "evening", "evening": "morning", "afternoon": "morning"}
_SEASONS = {"spring": "autumn", "autumn": "spring", "fall": "spring", "summer": "winter",
            "winter": "summer"}
_FREQUENCY_NEXT = {"hourly": "daily", "daily": "weekly", "weekly": "monthly",
                   "monthly": "yearly", "quarterly": "monthly", "yearly": "monthly"}
_UNIT_NEXT = {"hour": "day", "day": "week", "week": "month", "month": "year", "year": "month"}
#: The period of each frequency adverb: "monthly" recurs every month.
_PERIOD = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month",
           "quarterly": "quarter", "yearly": "year"}


@mutator(name="circumstance_swap", kind="fault", version=17,
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
    doc = parse(claim.text)
    for start, end, new in _candidates(claim):
        if made == MAX_PER_CLAIM:
            return
        if new.lower() in claim.text.lower() or _negated(doc, start):
            continue
        if _spelling_only(claim.text[start:end], new):
            continue  # "U.S." → "US": the same place spelled another way
        spans = [Span(start, end, new)]
        article = article_fix(claim.text, start, new)
        if article is not None:
            spans.append(article)
        edit = Edit(tuple(spans), f"{claim.text[start:end]} → {new}")
        text = checked(claim.text, edit)
        if text is None or states(_by_rows(claim.passages), text, share=0.7,
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
        other = _season(token) or _compass(token)
        if other is not None:  # a season or a direction: words, even inside a date or name
            found.append((start, end, match_case(word, other)))
            continue
        if numeric_or_named(token) and token.ent_type_ not in ("DATE", "TIME", ""):
            continue
        if any(c.isdigit() for c in word) or _in_numbered_date(token):
            continue
        day = word[:-1] if word.endswith("s") and word[:-1] in weekdays else word
        if day in weekdays:
            step = _range_end(doc, token)
            other = weekdays[(weekdays.index(day) + (step or 1)) % 7]
            if other in claim.text and step is None:
                other = weekdays[(weekdays.index(day) - 1) % 7]
            if other not in claim.text:
                found.append((start, start + len(day), other))
        elif word in months:
            if _in_name(doc, token):
                continue  # "The Long March" has no "The Long April"
            found.append((start, end, months[(months.index(word) + 1) % 12]))
        elif low in _FREQUENCY_NEXT or low in synonyms:
            if _clock_times(token) or _compared(token) or _names_a_kind(token):
                continue  # "open 10:00 am to 8:00 pm daily" has no "weekly"; "more monthly
                # issues than X" holds for yearly counts too; "daily life" has no "weekly life"
            base = synonyms.get(low, low)
            if _frequency_clash(token, _PERIOD[_FREQUENCY_NEXT[base]]):
                continue  # "ran monthly for about a year" has no "ran yearly"
            found.append((start, end, match_case(word, _FREQUENCY_NEXT[base])))
        elif low in _PARTS and token.dep_ == "pobj":
            found.append((start, end, match_case(word, _PARTS[low])))
        elif low == "night" and token.dep_ == "pobj" and token.head.lower_ == "at" and \
                token.head.i == token.i - 1 and not list(token.children) and \
                not any(t.lemma_.lower() == "day" for t in token.sent):
            at = token.head  # "wakes up at night" → "wakes up during the day"
            found.append((at.idx, end, match_case(at.text, "during the day")))
        elif low in ("before", "after") and token.pos_ in ("ADP", "SCONJ"):
            if low == "after" and token.i + 1 < len(doc) and doc[token.i + 1].lower_ == "that":
                continue
            if _fixed_order(token) or _years_fix_order(token) or _order_stated_elsewhere(token):
                continue
            if _lifecycle_pair(token) or _natural_order(token):
                continue  # "discontinued 14 years after being released", "went to college
                # after high school", "a preview night before it starts": one must come first
            if _prerequisite(token) or _span_start(token):
                continue  # "a migration before you can update plans", "any time after the
                # Petition is filed until the Final Judgment is entered" (held-out round 10)
            if _places_nest(claim, token):
                continue  # "lived in Paris after moving to France": Paris lies in France
            if token.head.lemma_.lower() in _NOT_TIME_HEADS or \
                    token.head.lower_.endswith("named"):
                continue  # "named after", "nicknamed after", "takes after": no time order
            if _no_object(token) or _speech_act(token):
                continue  # "As I mentioned before, ...": an adverb of the telling, not a
                # time of the event (held-out round 14)
            found.append((start, end, match_case(word, tables["order"][low])))
        elif token.lemma_.lower() in _UNIT_NEXT and token.i > 0 and \
                doc[token.i - 1].lower_ in ("per", "every", "each", "a") and token.tag_ == "NN":
            before = doc[token.i - 1]
            if before.lower_ == "a" and not (token.i > 1 and (
                    doc[token.i - 2].like_num or doc[token.i - 2].ent_type_ == "MONEY")):
                continue  # "a month" only as a rate: "€12 a month"
            if before.lower_ == "each" and token.dep_ not in ("npadvmod", "pobj"):
                continue
            if low == "day" and _clock_times(token):
                continue  # "open 10 am to 6 pm every day" has no "every week"
            if _frequency_clash(token, _UNIT_NEXT[low]):
                continue  # "falls on different dates every year" has no "every month"
            if _rate_restated(token) or _speed(token):
                continue  # "miles per hour (kilometers per hour)", "gallons per day (mgd)":
                # the sentence states the rate twice; "55 miles per day" is no speed
            found.append((start, end, _UNIT_NEXT[low]))
    found += list(_place_swaps(claim, doc))
    seen: set[tuple[int, int]] = set()
    for start, end, new in sorted(found):
        if (start, end) not in seen:  # "South" of "South Korea" and the whole name both swap
            seen.add((start, end))
            yield start, end, new


#: Modifiers a season keeps its sense under ("the early spring", "the following winter").
_SEASON_MODIFIERS = frozenset({"early", "late", "mid", "following", "previous", "same"})


def _season(token) -> str | None:  # type: ignore[no-untyped-def]
    """The opposite season for a season word that dates something: "in the winter", "the
    winter of 1936" (the year stays number_swap's), "the summer months", "last spring". Not
    in a name or another sense ("the Arab Spring", "the fall of Rome", "a hot spring",
    "winter storms"), nor where a month of its clause fixes the season.

    >>> from mutators._nlp import parse
    >>> [_season(t) for t in parse("He was born in the winter of 1936.") if t.lower_ == "winter"]
    ['summer']
    >>> [_season(t) for t in parse("Rome saw the fall of its empire.") if t.lower_ == "fall"]
    [None]
    """
    low = token.lower_
    if low not in _SEASONS or token.pos_ not in ("NOUN", "PROPN"):
        return None
    words = table("circumstances")
    for child in token.children:
        if child.lower_ == "of" and not any(
                _YEAR.match(g.text) for g in child.children if g.dep_ == "pobj"):
            return None  # "the fall of Rome", "the summer of love"
        if child.dep_ == "det" and child.lower_ not in ("the", *words["season_determiners"]["words"]):
            return None  # "a spring": a source of water
        if child.dep_ in ("amod", "compound", "poss", "nmod") and \
                child.lower_ not in _SEASON_MODIFIERS | set(words["season_determiners"]["words"]):
            return None  # "the Arab Spring", "a hot spring", "the 2019 summer"
    year = any(c.lower_ == "of" for c in token.children)  # "of 1936", checked above
    if token.is_title and not token.is_sent_start and not year and token.dep_ != "compound" \
            and not _capitalised_date(token, words["season_prepositions"]["words"]):
        return None  # "The Lion in Winter", "The Winds of Winter": a title's word
    if token.dep_ == "compound":
        dates = token.head.lower_ in words["season_nouns"]["words"]
    elif token.dep_ == "pobj":
        dates = low != "fall" or token.head.lower_ in words["season_prepositions"]["words"]
    elif token.dep_ in ("npadvmod", "nsubj", "nsubjpass", "attr"):
        dates = any(c.dep_ == "prep" for c in token.children) or any(
            c.lower_ in words["season_determiners"]["words"] for c in token.children)
    else:
        dates = False
    if not dates or _months_fix_season(token, words["months"]):
        return None  # "in the fall, especially in October": the months fix the season
    return _SEASONS[low]


def _capitalised_date(token, prepositions) -> bool:  # type: ignore[no-untyped-def]
    """True for a capitalised season that still dates an event: "in the Fall" with a
    lower-case "the" as its only modifier and no name word after it ("is in the Fall.",
    not "The Lion in Winter" nor "in The Fall Guy").

    >>> doc = parse("Her birthday is in the Fall.")
    >>> _capitalised_date(doc[5], ["in"])
    True
    >>> doc = parse("He starred in The Fall Guy.")
    >>> _capitalised_date(doc[4], ["in"])
    False
    """
    children = list(token.children)
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return token.dep_ == "pobj" and token.head.lower_ in prepositions and \
        [c.text for c in children] == ["the"] and children[0].dep_ == "det" and \
        (after is None or after.is_punct or not after.is_title)


def _compass(token) -> str | None:  # type: ignore[no-untyped-def]
    """The opposite direction for a direction word that places by a part of a place: before a
    noun of a part or kind of place ("the west coast", "a northern European country"), as an
    adjective on a place ("the western U.S."), or opening the name of a country, state or
    region whose opposite the tables also know ("South Korea", "Western Europe"). Not in a
    longer name ("the West Coast Eagles"), nor where the claim names another direction.

    >>> from mutators._nlp import parse
    >>> [_compass(t) for t in parse("She lives on the west coast.") if t.lower_ == "west"]
    ['east']
    >>> [_compass(t) for t in parse("He studied in West Virginia.") if t.lower_ == "west"]
    [None]
    """
    words = table("circumstances")
    opposite = words["compass"].get(token.lower_)
    doc = token.doc
    if not isinstance(opposite, str) or any(
            t.lower_ in words["compass"] for t in doc if t.i != token.i):
        return None
    if token.ent_type_ not in ("", "GPE", "LOC", "NORP", "DATE"):
        return None  # "the West Coast Eagles" (ORG), "East of Eden" (WORK_OF_ART)
    if token.i > 0 and doc[token.i - 1].is_title and doc[token.i - 1].pos_ == "PROPN" and \
            not sentence_initial(doc.text, doc[token.i - 1].idx):
        return None  # "the Pacific Northwest region": the direction is part of a name
    head = token.head
    if head.i <= token.i or any(doc[k].pos_ not in ("ADJ", "PROPN", "NOUN")
                                or doc[k].head.i != head.i for k in range(token.i + 1, head.i)):
        return None
    if head.dep_ == "compound" or (head.i + 1 < len(doc) and doc[head.i + 1].pos_ == "PROPN"):
        return None  # "the east side story", "North Carolina Tar Heels"
    if head.dep_ == "pobj" and head.head.lower_ in _EXCLUDING:
        return None  # "Outside North America, clubs qualify for the Euroleague": still true
        # outside South America
    if head.lemma_.lower() in words["compass_nouns"]["words"] and head.pos_ in ("NOUN", "PROPN"):
        return opposite
    place = next((e for e in doc.ents if e.root.i == head.i and e.label_ in ("GPE", "LOC")), None)
    if place is None:
        return None
    if place.start > token.i:  # "the western U.S.", "northern Italy"
        return opposite if token.pos_ == "ADJ" and _places.level(place.text) != "other" else None
    if place.start == token.i or (place.start == token.i - 1 and doc[place.start].lower_ == "the"):
        flipped = doc[token.i + 1:place.end].text
        level = _places.level(place.text)  # "South Korea" → "North Korea": both in the tables
        if level == "region" and any(e.label_ in ("GPE", "LOC") and e.start != place.start
                                     for e in token.sent.ents):
            return None  # "Argentina in South America": the region holds the other place
        if level in ("country", "state", "region") and \
                _places.level(f"{match_case(token.text, opposite)} {flipped}") == level:
            return opposite
    return None


#: Prepositions that place by exclusion: the opposite part is excluded as well, or not.
_EXCLUDING = frozenset({"outside", "beyond", "except", "excluding", "besides"})


#: Heads of an "after" that orders nothing in time: "named after", "takes after".
_NOT_TIME_HEADS = frozenset({"name", "nickname", "rename", "dub", "call", "model", "pattern",
                             "style", "title", "take", "look", "ask", "inquire", "chase", "run",
                             "come"})
_YEAR = re.compile(r"^(?:1[0-9]{3}|20[0-9]{2})s?$")


def _places_nest(claim: Claim, token) -> bool:  # type: ignore[no-untyped-def]
    """True when the sentence of before/after names two places one of which holds the other
    (by the tables or a nesting pattern of the passages): "lived in Paris after moving to
    France" orders the two events by meaning, and "before" contradicts itself."""
    labels = table("circumstances")["place_labels"]
    places = [e.text for e in token.sent.ents if e.label_ in labels]
    if len(places) < 2:
        return False
    passages = [parse(text) for text in claim.passages.values()]
    return any(_places.holds_another(big, [small], passages)
               for big in places for small in places if big != small)


#: Modals of possibility or need: "before you can update" states a prerequisite, and
#: "after you can update" says nothing.
_MODALS = frozenset({"can", "could", "may", "might", "must", "ca"})
#: Words that close a span of time opened by after/before ("after X until Y").
_SPAN_ENDS = frozenset({"until", "till", "til", "through"})
#: Nouns of a point in time that an after/before clause can date ("any time after X").
_TIME_NOUNS = frozenset({"time", "moment", "point", "period", "day", "date", "stage"})


def _prerequisite(token) -> bool:  # type: ignore[no-untyped-def]
    """True for before/after heading a clause with a modal of possibility: "a migration
    before you can update plans" gives a prerequisite, which "after" does not reverse into a
    claim anyone would make ("after you can update plans").

    >>> from mutators._nlp import parse
    >>> doc = parse("You need a key before you can open the door.")
    >>> _prerequisite(next(t for t in doc if t.lower_ == "before"))
    True
    >>> doc = parse("You need a key before you open the door.")
    >>> _prerequisite(next(t for t in doc if t.lower_ == "before"))
    False
    """
    if token.dep_ != "mark":
        return False
    verb = token.head
    return any(c.dep_ == "aux" and c.lower_ in _MODALS for c in verb.children) or \
        any(c.lemma_ == "able" for c in verb.children if c.dep_ == "acomp")


def _span_start(token) -> bool:  # type: ignore[no-untyped-def]
    """True when after/before opens a span its sentence closes later ("any time after the
    Petition is filed until the Final Judgment is entered"): "before" would leave the span
    with no start. An "until" inside the after/before clause bounds that clause's own event
    ("after mixing the powder until it dissolves") unless the clause dates a noun of time.

    >>> from mutators._nlp import parse
    >>> doc = parse("Orders are issued any time after the petition is filed until it is heard.")
    >>> _span_start(next(t for t in doc if t.lower_ == "after"))
    True
    >>> doc = parse("After stirring the tea until it cools, pour it into a cup.")
    >>> _span_start(next(t for t in doc if t.lower_ == "after"))
    False
    """
    clause = token.head if token.dep_ == "mark" else token
    inside = {t.i for t in clause.subtree}
    before = token.doc[token.i - 1] if token.i > 0 else None
    timed = before is not None and before.lemma_.lower() in _TIME_NOUNS or (
        clause.dep_ in ("relcl", "acl") and clause.head.lemma_.lower() in _TIME_NOUNS)
    return any(t.i > token.i and t.lower_ in _SPAN_ENDS and t.dep_ in ("mark", "prep")
               and (timed or t.i not in inside) for t in token.sent)


def _years_fix_order(token) -> bool:  # type: ignore[no-untyped-def]
    """True when years on both sides of before/after fix the order: "After releasing X in
    June 2003, the band released Y in 2004" reads as nonsense with "Before". A year on one
    side only, or the same year on both ("after ... April 2014, the 2014 by-election"),
    leaves the order open.

    >>> from mutators._nlp import parse
    >>> doc = parse("After releasing Kid A in 2000, the band released Amnesiac in 2001.")
    >>> _years_fix_order(doc[0])
    True
    """
    span = token.head.subtree if token.dep_ == "mark" else token.subtree
    inside = {t.i for t in span}
    years = [(t.i in inside, t.text.rstrip("s")) for t in token.sent if _YEAR.match(t.text)]
    within = {y for side, y in years if side}
    outside = {y for side, y in years if not side}
    return bool(within and outside and within != outside)


#: Words by which a claim states an order a second way ("was born first", "the elder"):
#: a flipped before/after would contradict them.
_ORDER_WORDS = frozenset({"first", "last", "second", "older", "younger", "elder", "oldest",
                          "youngest", "eldest", "earlier", "later", "earliest", "latest",
                          "sooner", "afterwards", "afterward", "beforehand"})


def _order_stated_elsewhere(token) -> bool:  # type: ignore[no-untyped-def]
    """True when the claim, in any of its sentences, gives the order another way: an
    adverbial or predicative "first" / "last" ("He was born first.", "so they can be first
    to walk the hall") or a comparison of age or time ("older", "earlier"). Flipping
    before/after would make the claim contradict itself.

    >>> from mutators._nlp import parse
    >>> doc = parse("The poet was born first. He was born before the painter.")
    >>> _order_stated_elsewhere(next(t for t in doc if t.lower_ == "before"))
    True
    """
    for other in token.doc:
        if other.i == token.i or other.lower_ not in _ORDER_WORDS:
            continue
        if other.lower_ in ("first", "last", "second") and \
                other.dep_ not in ("advmod", "npadvmod", "acomp"):
            continue  # "the first album released after X": an ordinal, no order of the two
        return True
    return False


def _names_a_kind(token) -> bool:  # type: ignore[no-untyped-def]
    """True for a frequency word that is no frequency: an adjective in a fixed phrase ("daily
    life", "weekly magazine" names a kind) or a capitalised word inside a name ("Business
    Monthly")."""
    if token.is_title and not token.is_sent_start:
        return True
    kinds = set(table("circumstances")["kind_nouns"]["words"])
    return token.dep_ == "amod" and token.head.lower_ in kinds


def _compared(token) -> bool:  # type: ignore[no-untyped-def]
    """A frequency word inside a comparison of counts ("more monthly publications than"):
    the comparison may hold for any period, so the swap is no clean fault."""
    return any(t.lower_ in ("more", "fewer", "less", "than") or t.tag_ in ("JJR", "RBR")
               for t in token.sent)


_RANGE_MARKS = frozenset({"-", "–", "through", "to", "until", "thru"})
#: Words that fix an order of events whatever the claim says: "died after complications",
#: "recorded with him before his death", "hired after he hit ... the previous day".
_ORDER_ANCHORS = frozenset({"death", "die", "birth", "born", "complication", "previous",
                            "prior", "following", "next", "later", "earlier", "afterwards",
                            "previously", "already", "formerly",
                            "then", "subsequently", "finally", "eventually"})
_DURATIONS = frozenset({"second", "minute", "hour", "day", "night", "week", "month", "year",
                        "decade", "while"})


def _range_end(doc, token) -> int | None:  # type: ignore[no-untyped-def]
    """+1 for the last day of a weekday range ("Monday to Friday"), -1 for its first day,
    None outside a range: a range moves outward, since "Monday to Thursday" is still true
    of a place open Monday to Friday."""
    if token.i >= 2 and doc[token.i - 1].lower_ in _RANGE_MARKS:
        return 1
    if token.i + 2 < len(doc) and doc[token.i + 1].lower_ in _RANGE_MARKS and \
            doc[token.i + 2].text.rstrip("s") in table("circumstances")["weekdays"]:
        return -1
    return None


def _fixed_order(token) -> bool:  # type: ignore[no-untyped-def]
    """True when before/after cannot flip into a clean fault: its object is a span of time
    ("after a year" has no "before a year"), the sentence anchors the order elsewhere, one
    event must come first ("found dead after they were kidnapped", "reopened after it was
    hidden"), or a future main clause follows a past one ("will remain ... after ... paid")."""
    objects = [c for c in token.children if c.dep_ in ("pobj", "pcomp")]
    if any(o.lemma_.lower() in _DURATIONS and not any(c.like_num for c in o.children)
           for o in objects):
        return True
    if any(o.lower_ == "fact" and any(c.lower_ == "the" for c in o.children) and not any(
            c.dep_ in ("amod", "compound", "acl", "relcl", "ccomp") for c in o.children)
           for o in objects):
        return True  # "accounts written after the fact": an idiom, no "before the fact"
    if any(t.lemma_.lower() in _ORDER_ANCHORS or t.lemma_.lower() in _ORDERED_EVENTS
           or t.lower_ in _ORDERED_EVENTS for t in token.sent):
        return True
    return _future_after_past(token) or _present_result(token)


def _present_result(token) -> bool:  # type: ignore[no-untyped-def]
    """The clause before/after modifies is a present progressive or a present state ("is
    seeking ... after", "is being investigated after", "is missing after"): news of a state
    the other event brought about, which reads as nonsense once the order flips. (A present
    perfect, "has been arrested after", mostly flips into a clean fault and stays.)"""
    verb = verb_of(token.head.head if token.dep_ == "mark" else token.head)
    for clause in (verb, verb.head) if verb.dep_ == "xcomp" else (verb,):
        auxes = [c for c in clause.children if c.dep_ in ("aux", "auxpass")]
        present = [a for a in auxes if a.lemma_ == "be" and a.tag_ in ("VBZ", "VBP")]
        if present and (clause.tag_ == "VBG" or any(a.lower_ == "being" for a in auxes)):
            return True  # "is seeking", "is being investigated"
        if clause.lemma_ == "be" and clause.tag_ in ("VBZ", "VBP") and \
                any(c.dep_ == "acomp" for c in clause.children):
            return True  # "is missing"
    return False


def _future_after_past(token) -> bool:  # type: ignore[no-untyped-def]
    """"will remain on display after a fund paid": the past event is over, so "before" clashes
    with the future tense of the clause it modifies."""
    if token.dep_ == "mark":  # "after a fund paid": the clause's verb heads the marker
        clause, head = token.head, token.head.head
    else:
        clause, head = token, token.head
    future = any(c.dep_ == "aux" and c.lower_ in ("will", "shall", "'ll", "wo")
                 for c in head.children)
    past = any(t.tag_ == "VBD" for t in clause.subtree if t.i > token.i)
    return future and past


#: Events whose order against the other is given by what they are: one is found dead after
#: being kidnapped, reopens after being hidden, goes missing after overturning.
_ORDERED_EVENTS = frozenset({"kidnap", "abduct", "overturn", "capsize", "explode", "blow",
                             "reopen", "dead", "kill", "murder", "bomber", "sink", "drown",
                             "resume", "resurface", "reunite", "rebuild", "restore", "return",
                             "hang"})  # "felt unsafe before he was found hanged"
#: Events whose order is fixed by what they are: a thing is released before it is discontinued,
#: recorded before it is released, discovered before it is isolated (held-out round 15).
_LIFECYCLE = (("release", "discontinue"), ("record", "release"), ("discover", "isolate"),
              ("found", "dissolve"), ("found", "close"), ("open", "close"), ("start", "finish"),
              ("begin", "end"), ("build", "demolish"), ("construct", "demolish"),
              ("build", "open"), ("construct", "open"), ("launch", "retire"),
              ("launch", "discontinue"), ("introduce", "discontinue"), ("announce", "release"),
              ("write", "publish"), ("form", "disband"), ("form", "dissolve"), ("marry", "divorce"),
              ("join", "leave"), ("film", "release"), ("produce", "release"),
              ("develop", "release"), ("premiere", "cancel"), ("start", "complete"),
              ("begin", "complete"), ("elect", "resign"), ("arrest", "convict"),
              ("debut", "retire"), ("enter", "leave"), ("hire", "fire"))
#: Nouns of those events, by the verb they name: "after discovery", "before its closure".
_EVENT_NOUNS = {"discovery": "discover", "isolation": "isolate", "founding": "found",
                "foundation": "found", "dissolution": "dissolve", "opening": "open",
                "closure": "close", "closing": "close", "completion": "complete",
                "construction": "construct", "demolition": "demolish", "retirement": "retire",
                "introduction": "introduce", "discontinuation": "discontinue",
                "announcement": "announce", "publication": "publish", "formation": "form",
                "marriage": "marry", "divorce": "divorce", "recording": "record",
                "filming": "film", "production": "produce", "development": "develop",
                "premiere": "premiere", "cancellation": "cancel", "election": "elect",
                "resignation": "resign", "arrest": "arrest", "conviction": "convict",
                "debut": "debut", "entry": "enter", "departure": "leave", "release": "release",
                "launch": "launch", "start": "start", "beginning": "begin", "end": "end"}


def _lifecycle_pair(token) -> bool:  # type: ignore[no-untyped-def]
    """True when the sentence of before/after names two events of a fixed order, one on each
    side: "was discontinued 14 years after being released" cannot flip to "before".

    >>> doc = parse("The console was discontinued ten years after it was released.")
    >>> _lifecycle_pair(next(t for t in doc if t.lower_ == "after"))
    True
    >>> doc = parse("The console was discontinued two years after the rival won.")
    >>> _lifecycle_pair(next(t for t in doc if t.lower_ == "after"))
    False
    """
    events = {_EVENT_NOUNS.get(t.lemma_.lower(), t.lemma_.lower()) for t in token.sent
              if t.pos_ in ("VERB", "NOUN", "AUX")}
    return any(first in events and then in events for first, then in _LIFECYCLE)


def _natural_order(token) -> bool:  # type: ignore[no-untyped-def]
    """True when what the sentence's events are fixes their order: two stages of one
    sequence of the tables ("went to college after high school"), a noun of an event that is
    before or after by nature ("a preview night before it starts", "the aftermath"), or a
    reunion ("came back together after it split"). Flipping before/after there reads as
    nonsense, not as a fault (held-out round 16).

    >>> doc = parse("She went to college after high school.")
    >>> _natural_order(next(t for t in doc if t.lower_ == "after"))
    True
    >>> doc = parse("He went into baseball after high school.")
    >>> _natural_order(next(t for t in doc if t.lower_ == "after"))
    False
    """
    words = table("circumstances")
    sent = token.sent
    lemmas = [t.lemma_.lower() for t in sent]
    reunion = set(words["reunion_adverbs"]["words"])
    if any(reunion <= {c.lower_ for c in t.children if c.dep_ in ("advmod", "prt")}
           for t in sent if t.pos_ in ("VERB", "AUX")):
        return True  # "came back together", "got back together"
    if set(lemmas) & set(words["ordered_nouns"]["words"]):
        return True
    for sequence in words["fixed_sequences"]["sequences"]:
        ranks = {rank for rank, stage in enumerate(sequence)
                 if any(_holds_phrase(lemmas, phrase) for phrase in stage)}
        if len(ranks) >= 2:
            return True
    return False


def _holds_phrase(lemmas: list[str], phrase: str) -> bool:
    """True when the words of ``phrase`` stand in a row in ``lemmas``.

    >>> _holds_phrase(["go", "to", "high", "school"], "high school")
    True
    >>> _holds_phrase(["high", "hopes", "for", "school"], "high school")
    False
    """
    words = phrase.split()
    return any(lemmas[i:i + len(words)] == words for i in range(len(lemmas) - len(words) + 1))


def _frequency_clash(token, period: str) -> bool:  # type: ignore[no-untyped-def]
    """True when a frequency of ``period`` (the one a swap puts in) clashes with its
    sentence: a span the event lasts that is no longer than the period ("ran monthly for
    about a year" → "yearly"), a date said to vary with the frequency's period ("falls on
    different dates every year" → "every month"), or a hypothetical ("it would be a pain to
    colour it every day"), where a frequency is an opinion's (held-out round 16).

    >>> doc = parse("The comic ran monthly for about a year.")
    >>> _frequency_clash(doc[3], "year"), _frequency_clash(doc[3], "week")
    (True, False)
    >>> doc = parse("Easter falls on different dates every year.")
    >>> _frequency_clash(doc[6], "month")
    True
    """
    words = table("circumstances")
    sent = token.sent
    units = words["span_units"]["words"]
    verb = verb_of(token)
    if period in units and any(
            _span(t) and verb_of(t) == verb and units.index(t.lemma_.lower()) <= units.index(period)
            for t in sent if t.i != token.i and t.lemma_.lower() in units):
        return True
    if any(_varies(t) for t in sent):
        return True
    return any(t.tag_ == "MD" and t.lower_ in words["hypothetical_modals"]["words"]
               for t in sent)


def _span(token) -> bool:  # type: ignore[no-untyped-def]
    """True for a noun of time that states how long something lasts: the object of a span
    preposition ("for about a year"), not a rate ("every year", "per month") nor a count
    of work ("200 man-hours")."""
    doc = token.doc
    if token.i > 0 and doc[token.i - 1].lower_ in ("every", "each", "per"):
        return False
    return token.dep_ == "pobj" and token.head.lower_ in \
        table("circumstances")["span_prepositions"]["words"]


def _varies(token) -> bool:  # type: ignore[no-untyped-def]
    """True for a date noun said to vary: "different dates", "the date varies". A price
    that varies ("varies from $16 to $78 a day") is no date.

    >>> doc = parse("The festival falls on different dates every year.")
    >>> [_varies(t) for t in doc if t.lower_ == "dates"]
    [True]
    >>> doc = parse("The fee varies from $16 to $78 a day.")
    >>> any(_varies(t) for t in doc)
    False
    """
    varying = table("circumstances")["varying_words"]
    if token.lemma_.lower() not in varying["date_nouns"] or token.pos_ != "NOUN":
        return False
    if any(c.dep_ == "amod" and c.lemma_.lower() in varying["words"] for c in token.children):
        return True
    return token.dep_ in ("nsubj", "nsubjpass") and token.head.lemma_.lower() in varying["words"]


_CLOCK = re.compile(r"\d\s*(?:am|pm|a\.m\.|p\.m\.)|\d:\d\d|\b24 hours\b|\bnoon\b|\bmidnight\b",
                    re.IGNORECASE)


def _clock_times(token) -> bool:  # type: ignore[no-untyped-def]
    """True when the sentence gives clock times: a day's hours do not hold weekly."""
    return any(t.ent_type_ == "TIME" for t in token.sent) or bool(_CLOCK.search(token.sent.text))


def _in_name(doc, token) -> bool:  # type: ignore[no-untyped-def]
    """True for a month inside a name or title: a capitalised word before it that is not the
    sentence's first word ("The Long March"), or a capitalised noun after it ("March Madness")."""
    before = doc[token.i - 1] if token.i > 0 else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    calendar = set(table("circumstances")["months"]) | set(table("circumstances")["weekdays"])
    if before is not None and before.is_title and not before.is_sent_start and \
            before.text not in calendar and before.pos_ in ("ADJ", "PROPN", "NOUN"):
        return True
    if before is not None and before.is_sent_start and before.lower_ == "the":
        return True  # "The March": a title
    return after is not None and after.is_title and after.pos_ in ("PROPN", "NOUN") and \
        after.text not in calendar and not after.like_num


_NEGATIONS = frozenset({"no", "not", "n't", "never", "none", "without", "cannot", "nor"})


def _negated(doc, start: int) -> bool:  # type: ignore[no-untyped-def]
    """True when the sentence holding ``start`` has a negation: "doesn't offer daily
    housekeeping" says nothing against weekly housekeeping."""
    sentence = next((s for s in doc.sents if s.start_char <= start < s.end_char), None)
    return sentence is not None and any(t.lower_ in _NEGATIONS for t in sentence)


def _in_numbered_date(token) -> bool:  # type: ignore[no-untyped-def]
    """True inside a DATE or TIME entity with a digit or number word: number_swap's."""
    if token.ent_type_ not in ("DATE", "TIME"):
        return False
    ent = next(e for e in token.doc.ents if e.start <= token.i < e.end)
    return any(t.like_num or any(c.isdigit() for c in t.text) for t in ent)


def _place_swaps(claim: Claim, doc) -> Iterator[tuple[int, int, str]]:  # type: ignore[no-untyped-def]
    """A place in the claim swapped for another place of the same type its passages name."""
    labels = table("circumstances")["place_labels"]
    others: dict[str, list[tuple[str, bool]]] = {}
    plurals: dict[str, bool] = {}
    sentences: list[str] = []
    passages = [parse(text) for text in claim.passages.values()]
    for passage in passages:
        sentences += per_doc(passage, "sentence_texts", lambda d: [s.text for s in d.sents])
        for ent in passage.ents:
            # a place the passage itself puts after in/at/from/to: "Fergal" of "Fergal Keane"
            # is no place even if the tagger says so
            if ent.label_ in labels and (_places.in_place_slot(passage, range(ent.start, ent.end))
                                         or _ranked(ent.text) or _row_slot(ent) is not None) and \
                    not _cut_name(passage, ent):
                article = ent.start > 0 and passage[ent.start - 1].lower_ == "the"
                plurals.setdefault(ent.text, _plural(ent, article))
                entry = (ent.text, article)
                if entry not in others.setdefault(ent.label_, []):
                    others[ent.label_].append(entry)
    named = {ent.text for passage in passages for ent in passage.ents
             if ent.label_ in labels}
    rows = _rows(claim)
    for ent in doc.ents:
        if ent.label_ not in labels or not _place_slot(ent):
            continue
        if ent.end + 1 < len(doc) and doc[ent.end].text == "," and doc[ent.end + 1].is_title:
            continue  # "Washington, D.C.": one place in two parts
        if _cut_name(doc, ent):
            continue  # "Sault Ste" of "Sault Ste. Marie": the swap must take the whole name
        if _variant_of_named(ent.text, named, claim.passages.values()):
            continue  # "from Austrailia": a misspelling of a place the passages name
            # ("Melbourne, Australia"), whose relation to the others cannot be read
        has_article = _article_before(doc, ent)
        modified = _premodified(doc, ent)
        plural = _plural(ent, has_article)
        around = [e.text for e in ent.sent.ents if e.label_ in labels and e.text != ent.text]
        mine = [(slot, value) for slot, value in rows if _on_row(ent.text, value)]
        near = {n for n in named if any(_on_row(n, value) for _, value in mine)} if mine \
            else named  # in a table, the places of the claim's own slot
        loose = ent.root.head.lower_ == "from"
        for option, article in others.get(ent.label_, []):
            if not re.sub(r"^the\s+", "", option)[:1].isupper():
                continue  # "width": a place's name starts with a capital
            names = _places.country_names(option)
            if names & _places.country_names(ent.text) or _named_in(option, claim.text) or \
                    any(_places.stem_in(name, claim.text) for name in names):
                continue  # America → the United States; "the US occupation of the US";
                # "cotton from the American South" for the United States
            if option.endswith(".") and claim.text[ent.end_char:ent.end_char + 1] == ".":
                continue  # "U.S.." at a sentence end
            if option in claim.text or ent.text in option or option in ent.text or \
                    re.search(r"\d", option) or article != has_article:
                continue
            if modified and (article or option.lower().startswith("the ")):
                continue  # "from ancient Rome" has no "from ancient the Ottoman Turks"
            if plurals.get(option, False) != plural or \
                    (ent.label_ == "GPE" and (plural or plurals.get(option, False))):
                continue  # "the Byzantine Empire ... distinguish it" has no "the Ottoman
                # Turks ... distinguish it"; a plural GPE names a people, not a place
            if mine and not _other_slot(option, mine, rows, loose):
                continue  # "a rapper from New Jersey" → "from New York" where the table has
                # him born in New York: the place of another row that "from" may mean too
            if not mine and any(ent.text in s and option in s for s in sentences):
                continue  # "Iran's holy city of Qom": the two may both hold
            if _places.may_nest(ent.text, option, passages) or \
                    _places.stem_in(option, claim.text):
                continue  # Florida → Miami, West End → London: the other may hold it
            if _places.division(option) != _places.division(ent.text):
                continue  # Catterline → Aberdeenshire: a county may hold the village
            if any(_places.holds_another(big, [ent.text], passages) and
                   not _places.holds_another(big, [option], passages) for big in around):
                continue  # "in Paris after moving to France" → "in London": incoherent
            if _places.holds_another(option, near - {ent.text, option}, passages):
                continue  # India → the United States where a passage names New York City:
                # the event may have been there, and the claim stays true
            yield ent.start_char, ent.end_char, option
            break


_ROW = re.compile(r"^([^:\n]{1,40}):\s+(\S.*)$", re.MULTILINE)


def _slot(key: str) -> str | None:
    """The slot a table row's key gives its places ("Born" → birth, "Resting place" →
    death), or None for a key of no known slot.

    >>> _slot("Born"), _slot("Place of death"), _slot("Genres")
    ('birth', 'death', None)
    """
    words = re.findall(r"[a-z]+", key.lower())
    for slot, keys in table("circumstances")["place_rows"]["slots"].items():
        if any(k.split() == words[i:i + len(k.split())] for k in keys for i in range(len(words))):
            return slot
    return None


def _rows(claim: Claim) -> list[tuple[str | None, str]]:
    """(slot, value) for every ``key: value`` line of a table passage of the claim."""
    return [(_slot(key), value) for text in claim.passages.values()
            for key, value in _ROW.findall(text) if len(_ROW.findall(text)) >= 3]


def _by_rows(passages: Mapping[str, str]) -> dict[str, str]:
    """The passages with each table cut into its lines: a table states a fact in one row, and
    its rows, read as one unpunctuated sentence, would seem to state any mix of them ("born
    in Austria" from a birth row in Hungary and a death row in Austria).

    >>> _by_rows({"t": "Ada\\nBorn: Leeds\\nDied: York\\nJob: Poet"})
    {'t#0': 'Ada', 't#1': 'Born: Leeds', 't#2': 'Died: York', 't#3': 'Job: Poet'}
    """
    out: dict[str, str] = {}
    for pid, text in passages.items():
        if len(_ROW.findall(text)) < 3:
            out[pid] = text
            continue
        out.update((f"{pid}#{i}", line) for i, line in enumerate(text.splitlines()) if line.strip())
    return out


def _row_slot(ent) -> str | None:  # type: ignore[no-untyped-def]
    """The slot of the table row a passage entity stands in the value of ("Died: 1800,
    Brighton, Sussex": death), or None outside such a row."""
    text = ent.doc.text
    if len(_ROW.findall(text)) < 3:
        return None  # prose, or a note with a colon: no table
    start = text.rfind("\n", 0, ent.start_char) + 1
    row = _ROW.match(text, start)
    if row is None or row.start(2) > ent.start_char or row.end() < ent.end_char:
        return None
    return _slot(row.group(1))


def _on_row(name: str, value: str) -> bool:
    """True when a row's value names the place, by any name of it ("US" for "U.S.")."""
    return any(re.search(r"(?<!\w)" + re.escape(n) + r"(?!\w)", value)
               for n in _places.country_names(name) | {name})


def _other_slot(option: str, mine: list[tuple[str | None, str]],
                rows: list[tuple[str | None, str]], loose: bool) -> bool:
    """True when the table gives ``option`` only to known slots the claim's place is on no
    row of ("born in Kentucky" → "California" of the residence row): a place of another
    slot. After "from" (``loose``) the other slot must be none of the slots "from" may mean.

    >>> rows = [("birth", "Owensboro, Kentucky, US"), ("residence", "Los Angeles, California")]
    >>> _other_slot("California", rows[:1], rows, False), _other_slot("California", rows[:1], rows, True)
    (True, False)
    """
    theirs = {slot for slot, value in rows if _on_row(option, value)}
    slots = {slot for slot, _ in mine}
    spread = set(table("circumstances")["place_rows"]["loose"]) if loose else set()
    return bool(theirs) and None not in theirs | slots and not theirs & (slots | spread)


#: Dependencies of a place that is itself what the clause is about or whose it is ("France
#: has a deficit", "India's population"): a swap there needs a place of the tables.
_NAMED_SLOTS = frozenset({"nsubj", "nsubjpass", "poss"})


def _named_in(name: str, text: str) -> bool:
    """True when ``text`` already names the place ``name`` by one of its names, as written
    ("the US occupation" names the United States; the pronoun "us" does not)."""
    return any(re.search(r"(?<!\w)" + re.escape(n) + r"(?!\w)", text)
               for n in _places.country_names(name))


def _variant_of_named(name: str, named: set[str], passages: Iterable[str]) -> bool:
    """Whether the claim's place is neither written in the passages nor known to the tables,
    but is a near spelling of a place they name (a similarity of 0.85 or more): a misspelling or a variant ("Austrailia"
    of "Australia"), which the nesting checks cannot match against the passages' places.

    >>> _variant_of_named("Austrailia", {"Melbourne", "Australia"}, ["Melbourne, Australia"])
    True
    >>> _variant_of_named("Austria", {"Melbourne", "Australia"}, ["Melbourne, Australia"])
    False
    """
    if _places.level(name) != "other" or any(_named_in(name, text) for text in passages):
        return False  # a place the tables know ("Austria") is no misspelling
    return any(SequenceMatcher(None, name.lower(), other.lower()).ratio() >= 0.85
               for other in named if other != name)


def _ranked(name: str) -> bool:
    """True for a country, state or region of the tables: a place by what it is, wherever
    a sentence puts it."""
    return _places.level(name) in ("country", "state", "region")


def _place_slot(ent) -> bool:  # type: ignore[no-untyped-def]
    """True when the entity stands where a place swaps cleanly: after a place preposition
    ("in Leeds"), joined to such a place ("in the UK and France"), after "of" on a common
    noun ("the population of India"), or, for a country, state or region, as a subject or
    possessor ("France has a large deficit", "India's population").

    >>> from mutators._nlp import parse
    >>> doc = parse("The population of India rose quickly.")
    >>> _place_slot(doc.ents[0])
    True
    >>> doc = parse("Earth is far from the Sun.")
    >>> _place_slot(doc.ents[0])
    False
    """
    root = ent.root
    if root.dep_ == "pobj" and root.head.lower_ in _places.PLACE_PREPOSITIONS:
        return True
    if root.dep_ == "conj" and root.head.ent_type_ in ("GPE", "LOC", "FAC"):
        head = next((e for e in ent.doc.ents if e.start <= root.head.i < e.end), None)
        return head is not None and head.root.i == root.head.i and _place_slot(head)
    if root.dep_ == "pobj" and root.head.lower_ == "of" and _ranked(ent.text):
        noun = root.head.head  # not "the Republic of India", "the gas tank of the Clipper"
        return noun.pos_ == "NOUN" and noun.is_lower and noun.i < root.head.i
    return root.dep_ in _NAMED_SLOTS and _ranked(ent.text) and \
        not (root.dep_ == "poss" and ent.end < len(ent.doc) and
             ent.doc[ent.end].lower_ not in ("'s", "’s"))


def _article_before(doc, ent) -> bool:  # type: ignore[no-untyped-def]
    """True when "the" opens the entity's phrase, right before it or before adjectives that
    modify it ("the western United States"): a name that takes no article cannot stand in.

    >>> from mutators._nlp import parse
    >>> doc = parse("Snow falls in the northern United States.")
    >>> _article_before(doc, doc.ents[0])
    True
    """
    i = ent.start - 1
    while i >= 0 and doc[i].pos_ == "ADJ" and doc[i].dep_ == "amod" and \
            ent.start <= doc[i].head.i < ent.end:
        i -= 1
    return i >= 0 and doc[i].lower_ == "the"


#: Dependencies of a word before a name that modifies it ("ancient Rome", "its France",
#: "modern-day Iraq"): a replacement that opens with "the" cannot follow them.
_PREMODIFIERS = frozenset({"amod", "det", "poss", "nummod", "compound", "nmod"})


def _premodified(doc, ent) -> bool:  # type: ignore[no-untyped-def]
    """True when a modifier other than "the" stands right before the name and belongs to
    it: an adjective, a determiner, a possessive or a number ("from ancient Rome").

    >>> from mutators._nlp import parse
    >>> doc = parse("They told it apart from ancient Rome.")
    >>> _premodified(doc, doc.ents[0])
    True
    >>> doc = parse("They told it apart from Rome.")
    >>> _premodified(doc, doc.ents[0])
    False
    """
    if ent.start == 0:
        return False
    before = doc[ent.start - 1]
    if before.lower_ == "the":
        return False
    return (before.dep_ in _PREMODIFIERS and ent.start <= before.head.i < ent.end) or \
        before.tag_ in ("PRP$", "POS") or (before.pos_ in ("ADJ", "DET", "NUM") and
                                           before.head.i >= ent.start)


def _plural(ent, article: bool = False) -> bool:  # type: ignore[no-untyped-def]
    """True when the name takes "the" (in it or before it), the tables know it as no
    country, state or region, and its head is tagged plural or ends in a plural "-s" ("the
    Ottoman Turks", "the Alps"). "the United States" is one country, and a name with no
    article ("Leeds", "Athens", "Wales") is singular whatever its ending or tag.

    >>> from mutators._nlp import parse
    >>> doc = parse("He lived with the Ottoman Turks in Rome.")
    >>> [_plural(e) for e in doc.ents]
    [True, False]
    >>> doc = parse("Trade grew with the United States and Athens.")
    >>> [_plural(e) for e in doc.ents]
    [False, False]
    """
    if _ranked(ent.text) or not (article or ent[0].lower_ == "the"):
        return False
    root = ent.root
    if root.tag_ in ("NNS", "NNPS") or "Plur" in root.morph.get("Number"):
        return True
    word = ent[-1].lower_
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


#: Verbs of telling: before/after in an "as" clause of one of them places the telling in
#: the discourse ("as I mentioned before", "as noted after the table"), not the event.
_TELLING = frozenset({"mention", "say", "state", "note", "explain", "discuss", "describe",
                      "write", "show", "indicate", "point", "outline", "suggest", "tell",
                      "remark", "cover", "list", "see", "read", "hear"})


def _no_object(token) -> bool:  # type: ignore[no-untyped-def]
    """True for before/after with no object and no clause (an object that is a bare article
    counts as none): an adverb ("as I mentioned before"), which "after" turns into nonsense.
    A preposition coordinated with another shares its object ("before and during the war").

    >>> from mutators._nlp import parse
    >>> doc = parse("As I mentioned before the are big.")
    >>> _no_object(next(t for t in doc if t.lower_ == "before"))
    True
    >>> doc = parse("The plan was made before and during the war.")
    >>> _no_object(next(t for t in doc if t.lower_ == "before"))
    False
    >>> doc = parse("He left before the storm.")
    >>> _no_object(next(t for t in doc if t.lower_ == "before"))
    False
    """
    if token.dep_ == "mark":
        return False
    if token.dep_ == "conj" and token.head.pos_ in ("ADP", "SCONJ"):
        return False
    for child in token.children:
        if child.dep_ == "conj" and child.pos_ in ("ADP", "SCONJ"):
            return False
        if child.dep_ in ("pobj", "pcomp", "advcl", "ccomp") and not (
                child.lower_ in ("the", "a", "an") and not list(child.children)):
            return False
    return True


def _speech_act(token) -> bool:  # type: ignore[no-untyped-def]
    """True for before/after on a verb of telling in an "as" clause ("As I said before the
    break, ..."): it places the telling in the discourse, not the event in time.

    >>> from mutators._nlp import parse
    >>> doc = parse("As I mentioned before the break, the rules are strict.")
    >>> _speech_act(next(t for t in doc if t.lower_ == "before"))
    True
    >>> doc = parse("She mentioned it before the break.")
    >>> _speech_act(next(t for t in doc if t.lower_ == "before"))
    False
    """
    verb = token.head if token.dep_ != "mark" else token.head.head
    return verb.lemma_.lower() in _TELLING and any(
        c.dep_ == "mark" and c.lower_ == "as" for c in verb.children)


def _spelling_only(old: str, new: str) -> bool:
    """True when the replacement is the original spelled another way: the same letters once
    dots, spaces and case are dropped ("U.S." / "US").

    >>> _spelling_only("U.S.", "US")
    True
    >>> _spelling_only("UK", "US")
    False
    """
    def letters(text: str) -> str:
        return re.sub(r"[.\s]", "", text).lower()
    return letters(old) == letters(new)


def _months_fix_season(token, months) -> bool:  # type: ignore[no-untyped-def]
    """True when a month of the season's clause dates the same event ("In the fall the
    weather turns, especially in October"): the months fix the season, and another season
    contradicts them. A month in another clause ("and May is the wettest month") leaves the
    season open.

    >>> from mutators._nlp import parse
    >>> from mutators._lexicons import table
    >>> doc = parse("In the fall the leaves turn, mostly in October.")
    >>> _months_fix_season(doc[2], table("circumstances")["months"])
    True
    """
    verb = verb_of(token)
    return any(t.text in months and verb_of(t) == verb for t in token.sent)


_OPEN_BRACKETS = frozenset({"(", "["})
_CLOSE_BRACKETS = frozenset({")", "]"})


def _rate_restated(token) -> bool:  # type: ignore[no-untyped-def]
    """True when the sentence states the rate a second time in brackets: a conversion
    ("3 miles per hour (5 kilometers per hour)") or an abbreviation right after the rate
    ("gallons per day (gpd)"). One side swapped alone contradicts the other on its face.

    >>> from mutators._nlp import parse
    >>> doc = parse("It moves at 3 miles per hour (5 kilometers per hour).")
    >>> _rate_restated(doc[5])
    True
    >>> _rate_restated(doc[10])
    True
    >>> doc = parse("The plant treats 9 million gallons per day (mgd).")
    >>> _rate_restated(doc[7])
    True
    """
    sent = token.sent
    depth, inside = 0, {}
    for t in sent:
        if t.text in _OPEN_BRACKETS:
            depth += 1
        elif t.text in _CLOSE_BRACKETS:
            depth = max(0, depth - 1)
        inside[t.i] = depth > 0
    rates = [t for t in sent if t.lower_ == "per" and t.i + 1 < sent.end and
             t.i != token.i - 1 and t.doc[t.i + 1].lemma_.lower() in _UNIT_NEXT]
    if any(inside[r.i] != inside[token.i] for r in rates):
        return True  # the rate and its restatement, one inside brackets
    after = token.i + 1
    if after + 2 < sent.end and token.doc[after].text in _OPEN_BRACKETS and \
            token.doc[after + 2].text in _CLOSE_BRACKETS:
        word = token.doc[after + 1]
        return word.is_alpha and len(word) <= 5 and (word.is_upper or word.is_lower) and \
            word.lower_ not in _UNIT_NEXT  # "(mgd)", "(MPH)"
    return False


def _speed(token) -> bool:  # type: ignore[no-untyped-def]
    """True for "per hour" after a counted unit of length ("55 miles per hour"): a speed,
    whose unit does not move to "per day" as a clean fault. A count of events per hour ("10
    builds per hour") and money per hour stay.

    >>> from mutators._nlp import parse
    >>> doc = parse("The limit is 60 miles per hour.")
    >>> _speed(doc[6])
    True
    >>> doc = parse("Sites have a soft limit of 10 builds per hour.")
    >>> _speed(doc[10])
    False
    """
    per = token.doc[token.i - 1]
    measure = per.head
    return token.lower_ == "hour" and per.lower_ == "per" and \
        measure.lemma_.lower() in _LENGTH_UNITS and \
        any(c.dep_ == "nummod" and c.like_num for c in measure.children)


#: Units of length: a number of them per hour is a speed.
_LENGTH_UNITS = {"mile", "kilometer", "kilometre", "km", "meter", "metre", "foot", "feet",
                 "yard", "inch", "knot", "league", "nautical"}


def _cut_name(doc, ent) -> bool:  # type: ignore[no-untyped-def]
    """True when the entity is only part of a longer name: the tagger stopped at or began
    after an abbreviation's period ("Sault Ste" + ". Marie", "St." + "Louis"), or a
    capitalised name word goes on right after it."""
    after = doc[ent.end] if ent.end < len(doc) else None
    following = doc[ent.end + 1] if ent.end + 1 < len(doc) else None
    if after is not None and after.text == "." and not ent[-1].whitespace_ and \
            following is not None and following.is_title:
        return True  # "Sault Ste" + ". Marie"
    if after is not None and after.is_title and after.pos_ == "PROPN":
        return True  # "Sault" + "Marie"
    if ent.start == 0:
        return False
    before = doc[ent.start - 1]
    if before.text.endswith(".") and len(before.text) > 1 and before.is_title:
        return True  # "St." + "Louis"
    return before.text == "." and ent.start > 1 and not doc[ent.start - 2].whitespace_ and \
        doc[ent.start - 2].is_title and len(doc[ent.start - 2].text) <= 4  # "Ste" "." "Marie"
