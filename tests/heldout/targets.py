"""Which claims hold each fault mutator's target, decided independently of the mutators.

Reach is the share of claims holding a mutator's target for which the mutator made a mutant.
Its denominator must not come from the mutator itself (a mutator that skips a hard claim
would also "not see" its target), so each target here is a plain reading of the parse, written
apart from the mutators and frozen before the held-out mutants were generated:

- number_swap: a number, amount, percentage, date or time with a digit or number word, outside
  a name (entity types CARDINAL, MONEY, QUANTITY, PERCENT, DATE, TIME, ORDINAL); a list
  index ("2." or "2)" opening the claim or a line, as in "2. **Fees:** ...") counts no quantity
  and is no number (changed before the eleventh part was unsealed: part 10's MTRAG answers
  are numbered lists);
- negation_flip: a declarative main clause: a root verb or auxiliary that is not a question;
- entity_swap: a named entity whose own passages name another entity of the same type (the
  same name spelled another way, "the Axiom Hotel" for "Axiom Hotel", is not another entity;
  this was added before the third held-out part was unsealed);
- dropped_condition: a condition or limit: a clause opened by if / unless / when / once /
  as long as / provided, "only" opening a phrase or clause ("only on the Enterprise plan";
  a bare "only serves beer" is no condition, since without it the claim says less: changed
  before the third held-out part was unsealed), "up to" (as words: "group to" is none; fixed
  before the eighth part was unsealed), or a phrase opened by within /
  until / except;
- antonym_swap: a word whose lemma and part of speech stand in the shipped antonym lexicon;
- circumstance_swap: a weekday, month (not the modal "may"), season, frequency word,
  before/after, a time of day, or a place entity whose passages name another place;
- added_fact: every claim (any claim can gain a detail);
- partial_support: a claim with a sibling claim on the same passages that does not restate
  it. A restating sibling (the same text, or one whose content words are all the claim's:
  "Gotham premiered in 2014" beside "Gotham premiered on September 22, 2014") gives no
  new fact, only the claim's own, so its fault is "X and not X" (the seventh round's broken
  class), never a half-true join: the target is the issue's own ("one false fact about the
  same subject, drawn from a fault mutant of a sibling claim"), and a claim whose siblings
  all restate it never held it. This was changed after the seventh part was read (it counted
  every sibling before) and for nothing else;
- derived_number: a claim marked ``derived``.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable
from pathlib import Path

from mutato.suite.model import Claim, Suite

NUMERIC = {"CARDINAL", "MONEY", "QUANTITY", "PERCENT", "DATE", "TIME", "ORDINAL"}
NAMES = {"PERSON", "ORG", "GPE", "LOC", "FAC", "PRODUCT", "WORK_OF_ART", "EVENT", "NORP", "LAW",
         "LANGUAGE"}
PLACES = {"GPE", "LOC", "FAC"}
#: Parts of speech whose words say what a claim states (nouns, verbs, adjectives, numbers).
CONTENT_POS = {"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"}
NUMBER_WORDS = set("one two three four five six seven eight nine ten eleven twelve twenty "
                   "thirty forty fifty hundred thousand million billion first second third "
                   "half dozen".split())
CONDITION_MARKS = {"if", "unless", "when", "once", "provided", "providing", "whenever"}
LIMIT_PREPOSITIONS = {"within", "until", "except", "excluding"}
CIRCUMSTANCE_WORDS = set(
    "monday tuesday wednesday thursday friday saturday sunday weekday weekdays weekend weekends "
    "january february march april may june july august september october november december "
    "spring summer autumn fall winter daily weekly monthly yearly annually hourly quarterly "
    "before after morning afternoon evening night overnight".split())


def _parse(text: str):
    from mutators._nlp import parse

    return parse(text)


def _is_list_index(token) -> bool:  # type: ignore[no-untyped-def]
    """A bare integer numbering a list item: "2." or "2)" opening the text or a line."""
    doc = token.doc
    follows = doc[token.i + 1].text if token.i + 1 < len(doc) else ""
    opens_line = token.i == 0 or "\n" in doc[token.i - 1].text_with_ws
    return token.text.isdigit() and follows in (".", ")") and opens_line


def _has_number(claim: Claim, suite: Suite) -> bool:
    for ent in _parse(claim.text).ents:
        if ent.label_ in NUMERIC and any((t.like_num or t.lower_ in NUMBER_WORDS or
                                          any(c.isdigit() for c in t.text))
                                         and not _is_list_index(t) for t in ent):
            return True
    return False


def _has_predicate(claim: Claim, suite: Suite) -> bool:
    doc = _parse(claim.text)
    if claim.text.rstrip().endswith("?"):
        return False
    return any(t.dep_ == "ROOT" and t.pos_ in ("VERB", "AUX") for t in doc)


def _passage_entities(claim: Claim) -> list[tuple[str, str]]:
    found = []
    for text in claim.passages.values():
        found.extend((e.label_, e.text.lower()) for e in _parse(text).ents)
    return found


def _name_key(text: str) -> str:
    """A name as compared for sameness: lower case, no leading article, letters and digits."""
    lowered = re.sub(r"^the\s+", "", text.lower().split("\n")[0].strip())
    return re.sub(r"[^a-z0-9]+", "", lowered)


def _same_name(one: str, other: str) -> bool:
    """``Axiom Hotel`` and ``the Axiom Hotel``, ``Nandos City Centre`` and ``NANDOS``.

    >>> _same_name("the Axiom Hotel", "Axiom Hotel"), _same_name("Nandos City Centre", "NANDOS")
    (True, True)
    >>> _same_name("Visa", "Mastercard")
    False
    """
    a, b = _name_key(one), _name_key(other)
    return not a or not b or a in b or b in a


def _has_swappable_entity(claim: Claim, suite: Suite) -> bool:
    others = _passage_entities(claim)
    for ent in _parse(claim.text).ents:
        if ent.label_ in NAMES and any(label == ent.label_ and not _same_name(text, ent.text)
                                       for label, text in others):
            return True
    return False


def _has_condition(claim: Claim, suite: Suite) -> bool:
    doc = _parse(claim.text)
    lowered = claim.text.lower()
    if " as long as " in f" {lowered} " or re.search(r"\bup to\b", lowered):  # not "group to"
        return True
    for token in doc:
        if token.dep_ == "mark" and token.lower_ in CONDITION_MARKS:
            return True
        if token.lower_ == "only" and _limits_a_phrase(token):
            return True
        if token.dep_ == "prep" and token.lower_ in LIMIT_PREPOSITIONS:
            return True
    return False


def _limits_a_phrase(only) -> bool:  # type: ignore[no-untyped-def]
    """``only`` opening a limiting phrase or clause ("only on the Enterprise plan", "only if",
    "only to members"), whose removal claims more. A bare restrictive "only" ("only serves
    beer and wine") is no condition: without it the claim says less, never more.

    >>> [_limits_a_phrase(t) for t in _parse("SSO is available only on the Enterprise plan.")
    ...  if t.lower_ == "only"]
    [True]
    >>> [_limits_a_phrase(t) for t in _parse("The bar only serves beer and wine.")
    ...  if t.lower_ == "only"]
    [False]
    """
    following = only.nbor(1) if only.i + 1 < len(only.doc) else None
    return following is not None and (following.pos_ in ("ADP", "SCONJ")
                                      or following.dep_ in ("prep", "mark"))


def _antonym_lemmas() -> set[tuple[str, str]]:
    path = Path(__file__).resolve().parents[2] / "mutators" / "data" / "antonyms.tsv"
    pairs: set[tuple[str, str]] = set()
    if not path.exists():
        return pairs
    with path.open(encoding="utf-8") as stream:
        for row in csv.reader((line for line in stream if not line.startswith("#")),
                              delimiter="\t"):
            if len(row) >= 3:
                pairs.add((row[0].strip().lower(), row[2].strip()))
                pairs.add((row[1].strip().lower(), row[2].strip()))
    return pairs


_ANTONYMS: set[tuple[str, str]] | None = None


def _has_antonym_word(claim: Claim, suite: Suite) -> bool:
    global _ANTONYMS
    if _ANTONYMS is None:
        _ANTONYMS = _antonym_lemmas()
    return any((t.lemma_.lower(), t.pos_) in _ANTONYMS or (t.lower_, t.pos_) in _ANTONYMS
               for t in _parse(claim.text) if t.ent_type_ not in NUMERIC | NAMES)


def _has_circumstance(claim: Claim, suite: Suite) -> bool:
    doc = _parse(claim.text)
    if any(t.lower_ in CIRCUMSTANCE_WORDS and t.tag_ != "MD" for t in doc):  # not modal "may"
        return True
    places = {text for label, text in _passage_entities(claim) if label in PLACES}
    return any(e.label_ in PLACES and places - {e.text.lower()} for e in doc.ents)


def _content_words(text: str) -> frozenset[str]:
    return frozenset(t.lemma_.lower() for t in _parse(text)
                     if t.pos_ in CONTENT_POS and not t.is_stop)


def _restates(claim: Claim, other: Claim) -> bool:
    """True when ``other`` says nothing ``claim`` does not: the same text (case, spacing and
    punctuation aside), or every content word of it is one of the claim's.

    >>> def claim(text):
    ...     return Claim("c", text, {"p": "."})
    >>> _restates(claim("Gotham premiered on September 22, 2014."),
    ...           claim("Gotham premiered in 2014."))
    True
    >>> _restates(claim("Gotham premiered in 2014."), claim("Gotham premiered on Fox."))
    False
    """
    def key(text: str) -> str:
        return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()

    if key(claim.text) == key(other.text):
        return True
    theirs = _content_words(other.text)
    return bool(theirs) and theirs <= _content_words(claim.text)


def _has_sibling(claim: Claim, suite: Suite) -> bool:
    mine = set(claim.passages.values())
    return any(other.id != claim.id and mine & set(other.passages.values())
               and not _restates(claim, other) for other in suite.originals)


TARGETS: dict[str, Callable[[Claim, Suite], bool]] = {
    "number_swap": _has_number,
    "negation_flip": _has_predicate,
    "entity_swap": _has_swappable_entity,
    "dropped_condition": _has_condition,
    "antonym_swap": _has_antonym_word,
    "circumstance_swap": _has_circumstance,
    "added_fact": lambda claim, suite: True,
    "partial_support": _has_sibling,
    "derived_number": lambda claim, suite: claim.derived,
}
