"""synonym (control): a conservative synonym for a word or phrase (costs → is priced at).

The table holds only replacements that keep the meaning wherever their guard matches: a
verb is replaced only where it is a verb ("costs" before an amount), "each" only before a
noun. "up to" ↔ "a maximum of" is not in it: "up to 24 hours in advance" is not "a
maximum of 24 hours in advance". Every mutant passes the grammar guard of ``_nlp``. Nothing that could shift a condition, a quantity or a
polarity is in it.

The parse decides where a table entry may apply (:func:`_fits`): a verb entry only on a verb;
"each" only as the one determiner of a noun that follows ("each month", never "they each
failed", "for each there", "each the Cambridge Belfry"); "requires" → "needs" only where the
subject is the one in need (a person, a device, a task), never a rule or an institution that
demands something of others ("The law requires a license" is not "The law needs a license").
"additional" → "extra" only as an adjective of a noun ("an additional fee"), never a word
of a fixed phrase ("in addition(al) to": "in extra to" is no English). A replacement keeps
its word's position class: "right away" stands after the verb it modifies ("was caught
immediately"), never before a verb or a participle ("would be right away caught").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _nlp
from ._text import match_case

MAX_PER_CLAIM = 2
_AMOUNT = r"(?=\s+[€$£¥]?\d)"
#: (pattern, replacement): the pattern's group 1 is replaced; lookaheads are the guards.
SYNONYMS: tuple[tuple[str, str], ...] = (
    (r"\b(costs)" + _AMOUNT, "is priced at"),
    (r"\b(includes)" + _AMOUNT, "comes with"),
    (r"\b(purchased)\b", "bought"),
    (r"\b(receives)\b", "gets"),
    (r"\b(receive)\b", "get"),
    (r"\b(additional)\b", "extra"),
    (r"\b(approximately)\b", "about"),
    (r"\b(immediately)\b", "right away"),
    (r"\b(prior to)\b", "before"),
    (r"\b(in order to)\b", "to"),
    (r"\b(requires)\b(?!\s+that)", "needs"),
    (r"\b(permitted)\b", "allowed"),
    (r"\b(obtain)\b", "get"),
    (r"\b(begins)\b", "starts"),
    (r"\b(at any time)\b", "at any point"),
    (r"\b(free of charge)\b", "at no cost"),
    # "provides businesses with tools" has no "offers businesses with": skip any "with"
    (r"\b(provides)\b(?!\s+that)(?!\s+for\b)(?![^.,;:]*\bwith\b)", "offers"),
    (r"\b(allows you to)\b", "lets you"),
    (r"\b(is able to)\b", "can"),
    (r"\b(are able to)\b", "can"),
    (r"\b(?:billed|charged|paid|renewed)\s+(monthly)\b(?!\s+[a-z]+s?\b(?<!\band)(?<!\bor))",
     "every month"),
    (r"\b(each)\b(?=\s+(?!other\b|of\b)[a-z][a-z-]+\b)", "every"),
)


@mutator(name="synonym", kind="control", version=6)
def synonym(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Replace a word or phrase with a synonym from a small curated table; same meaning.

    >>> from mutators._example import mutate
    >>> mutate(synonym, "The Team plan costs €12 and includes 50 GB.")
    ['The Team plan is priced at €12 and includes 50 GB.', 'The Team plan costs €12 and comes with 50 GB.']
    """
    found = []
    gerund_subject = re.match(r"\s*[A-Za-z]+ing\b", claim.text) is not None
    for pattern, replacement in SYNONYMS:
        if gerund_subject and replacement == "is priced at":
            continue  # "Using a codespace is priced at" is not English
        for match in re.finditer(pattern, claim.text, re.IGNORECASE):
            found.append((match.start(1), match.end(1), replacement))
    taken: list[tuple[int, int]] = []
    edits = []
    doc = _nlp.parse(claim.text) if found else None
    for start, end, replacement in sorted(found):
        if any(start < e and s < end for s, e in taken) or not _fits(doc, start, replacement):
            continue
        taken.append((start, end))
        written = match_case(claim.text[start:end], replacement)
        edits.append(Edit((Span(start, end, written),), f"{claim.text[start:end]} → {written}"))
    yield from list(_nlp.guarded(claim.text, edits))[:MAX_PER_CLAIM]


#: Entries that replace a verb: the matched word must be the parse's verb.
_VERB_ENTRIES = frozenset({"is priced at", "comes with", "bought", "gets", "get", "needs",
                           "allowed", "starts", "offers"})
#: Entity types and head nouns of a subject that demands rather than needs ("requires").
_DEMANDING_LABELS = frozenset({"ORG", "GPE", "NORP", "LAW", "FAC"})
_DEMANDING_NOUNS = frozenset(
    "law act statute rule regulation policy code constitution treaty agreement contract bill "
    "ordinance order decree directive standard guideline state government court authority "
    "council agency department ministry company firm employer hotel airline school university "
    "club league association board committee program programme process procedure".split())
_DETERMINERS = frozenset({"DT", "PDT", "PRP$", "WDT", "WP$", "POS", "CD"})


def _fits(doc: Any, start: int, replacement: str) -> bool:
    """Whether the entry at character ``start`` fits the parse of the claim (see module doc).

    >>> from mutators._nlp import parse
    >>> doc = parse("The law requires a license and each user pays.")
    >>> _fits(doc, 8, "needs"), _fits(doc, 31, "every")
    (False, True)
    """
    token = next((t for t in doc if t.idx <= start < t.idx + len(t.text)), None)
    if token is None:
        return False
    if replacement == "every":
        head = token.head
        between = doc[token.i + 1:head.i]
        return (token.dep_ == "det" and _one_countable(head) and head.i > token.i
                and not any(t.tag_ in _DETERMINERS or t.pos_ in ("PRON", "VERB", "AUX")
                            for t in between)
                and not any(c.dep_ in ("det", "poss", "nummod") and c.i != token.i
                            for c in head.children))
    if replacement in _VERB_ENTRIES and token.pos_ not in ("VERB", "AUX"):
        return False  # "the purchased tickets", "a free begins": not the verb the entry is
    if replacement == "needs":
        return not _demands(token)
    if replacement == "extra":
        return _modifies_noun(token)
    if replacement in _POSTVERBAL:
        return token.head.pos_ in ("VERB", "AUX") and token.head.i < token.i
    return True


#: Replacements that only stand after the verb they modify ("right away caught" is no
#: English, "caught right away" is).
_POSTVERBAL = frozenset({"right away"})


def _modifies_noun(adjective: Any) -> bool:
    """Whether an adjective describes a noun, before it ("additional fees") or after a
    copula ("the fees are additional"), rather than opening a fixed phrase ("In additional
    to serving ...", "in addition to")."""
    if adjective.dep_ == "amod":
        return adjective.head.pos_ in ("NOUN", "PROPN") and adjective.head.i > adjective.i
    return adjective.dep_ == "acomp" and not any(
        c.dep_ == "prep" and c.lower_ == "to" for c in adjective.children)


def _one_countable(head: Any) -> bool:
    """Whether "every" fits before this noun: one common noun ("each month"), or a name of
    a day or month ("each Monday"), never a list of names ("Each Eraina, Michaelhouse Cafe,
    and Darry's ... have": "every" before named places with a plural verb is no English).

    >>> from mutators._nlp import parse
    >>> doc = parse("Each Eraina, Michaelhouse Cafe, and Darry's Cookhouse have positives.")
    >>> _one_countable(doc[1])
    False
    """
    if any(c.dep_ in ("conj", "appos") for c in head.children):
        return False
    return head.pos_ == "NOUN" or head.pos_ == "PROPN" and head.ent_type_ == "DATE"


def _demands(verb: Any) -> bool:
    """Whether "requires" here is a demand made of others: its subject is a rule, an
    institution or a name, or it puts a duty on someone ("requires guests to ...",
    "requires a deposit from guests", "requires a license for the transport of ...")."""
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    for subj in subjects:
        if subj.ent_type_ in _DEMANDING_LABELS or subj.pos_ == "PROPN" or \
                subj.lemma_.lower() in _DEMANDING_NOUNS:
            return True
    if not subjects and verb.dep_ == "relcl" and verb.head.lemma_.lower() in _DEMANDING_NOUNS:
        return True  # "a law that requires a license"
    for obj in (c for c in verb.children if c.dep_ == "dobj"):
        if any(c.dep_ in ("relcl", "acl") and c.pos_ == "VERB" for c in obj.children):
            continue
        if any(c.dep_ == "prep" and c.lower_ in ("from", "of") for c in obj.children) or \
                any(c.dep_ in ("xcomp", "ccomp") for c in verb.children):
            return True  # "requires a deposit from guests", "requires guests to sign"
    return False
