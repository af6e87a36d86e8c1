"""entity_swap: a name or a term becomes another of the same kind from the claim's passages.

Team ↔ Enterprise, Sydney ↔ Canberra, work devices ↔ personal devices: word overlap with the
passages stays high, which is why checkers that match sentence shape let these through. The
replacement always comes from the claim's OWN passages, never from another document, and is
of the same kind, read off the parse:

* a named entity (person, organisation, place, nationality, product, work, event, law,
  language) swaps with a different entity of the same NER type;
* a common-noun phrase swaps with another phrase on the same head noun ("Economy class" ↔
  "Business class", "monthly plan" ↔ "annual plan"); the head word stays as the claim wrote
  it, so number agreement holds.

The swapped span is the whole entity or phrase; a/an is repaired. A replacement is refused
when the passages say it holds in the same slot: it shares a coordination with the original
("cards, PayPal and Apple Pay"), fills the same dependency slot of the same word, or a
passage sentence about it states the rest of the claim. Aliases (Perry / Katy Perry, ZDF /
Zimbabwe Defence Forces) and places that may hold one another (West End / London, Wales /
Britain: the rule of ``mutators/_places.py``; a subdivision such as Aberdeenshire and a
village) are no alternatives. Round 7: a common noun the claim names twice is left alone, a
work noun under a verb that takes only some works ("directed the film") swaps only with a
work the passages give that verb, an occupation the passages hyphenate or list with the
claim's ("actor-singer") and a modifier of an indefinite noun another name of the passages
takes ("an American actor" / "a Canadian actor") hold too. Round 8: a replacement the
passages give to the target's verb (or a near one: "stars" / "featuring") when the claim
leaves that verb's other party unnamed ("starred with X in a sitcom"), one a passage sentence
says is what another definite phrase of the claim describes ("the director of Break of Day"),
a place for a person, another spelling of the same title, a spouse's counterpart ("her
husbands" → "wives") and a kin noun another word covers ("his son and child") are refused.
Round 10: a name whose kind word clashes with the noun the claim calls it ("the Hudson River
is an important river" → "Atlantic Ocean"), a PERSON-typed place or group ("County Dublin",
"Jennifer Nettles Band"), another subject of "X is not the writer of ..." the passages do not
tie to it, a person a pronoun beside the target may be, a later player of "this team" after
"also", and noun-compound near-synonyms ("security" / "software vulnerabilities", "income" /
"tax rate") are refused.
After round 15: a passage written as an infobox (a title line, then ``key: value`` rows:
``mutators/_infobox.py``) gives each value its kind by its row. A value swaps with a value of
another row of the same kind (a birthplace for a place of death, a director for the composer,
a spouse for a child), never with one a row naming the target lists too; a person table's
title swaps with another person of the table (a relative, a doctoral advisor), and a
product's, disease's or racehorse's title with a peer its rows list (successor, differential
diagnosis, sire) when the claim gives a number. Words of kin or marriage keep the spouse out,
words of sex keep every person out but one the table marks of that sex ("(brother)"), and
values one row lists side by side ("Occupation: Actor, dancer") hold in one slot.
Word lists live in ``mutators/data/entities.json`` and ``mutators/data/infobox.json``.
"""

from __future__ import annotations

import difflib
import functools
import os
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _entity_kinds, _infobox, _nlp, _places
from ._lexicon import lexicon
from ._text import article_fix

#: At most this many mutants per claim (one per swappable term).
MAX_PER_CLAIM = 2
_STILL_TRUE_COVERAGE = 0.8
_CONTENT_POS = {"NOUN", "PROPN", "VERB", "ADJ", "NUM"}
_PLURAL_TAGS = {"NNS", "NNPS"}
#: Types the small model often misses: an untyped name may stand in when the passages give
#: both the same structural kind ("GitHub Pro: ..." / "GitHub Free: ...").
_LOOSE_LABELS = {"ORG", "PRODUCT", "FAC", "WORK_OF_ART", "EVENT", "LAW"}
#: Types the recogniser tells apart well enough to trust alone (people, places, peoples);
#: any other name swaps only with a name the passages use the same way or call the same thing.
_TRUSTED_LABELS = frozenset(["PERSON", "GPE", "LOC", "NORP", "LANGUAGE"])
_PLACES = frozenset(["GPE", "LOC", "FAC"])
_NUMBER_WORDS = frozenset(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "million", "billion"])


@dataclass(frozen=True)
class Term:
    """An entity, a name or a noun phrase: its text, its kinds, and where its words are."""

    text: str
    kinds: frozenset[tuple[str, ...]]
    start: int  # character offsets in the text it came from
    end: int
    tokens: tuple[int, ...]
    head_text: str = ""  # for a noun phrase or a class noun: the head noun as written
    plural: bool = False
    proper: bool = False  # a named entity or a proper-noun name
    initial: bool = False  # opens its sentence (a capital there may be sentence case)
    capital_word: bool = False  # its first word is a name or an acronym (PROPN, "SSO")
    the: bool = False  # written after "the" ("the US", "the Hotel Rivera")
    label: str = ""  # the NER type, when the recogniser gave one
    last_tag: str = ""  # the fine tag of the last word (NNP / NNPS: number agreement)
    clean: bool = True  # reads as a whole name: no digits, quotes, slashes, loose words
    bounded: bool = True  # no name words run on past it ("West Ham" of "West Ham United")
    titled: bool = False  # after a title ("Sir John", "President Mugabe")

    @property
    def key(self) -> str:
        return " ".join(self.text.lower().split())


def _words() -> dict[str, Any]:
    return lexicon("entities")


@mutator(name="entity_swap", kind="fault", version=19)
def entity_swap(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Swap a name or a term for a different one of the same kind from the claim's passages.

    >>> from mutators._example import mutate
    >>> passages = {"p": "The Team plan costs €12. SSO needs the Enterprise plan."}
    >>> mutate(entity_swap, "A Team workspace costs €12 per user.", passages=passages)
    ['An Enterprise workspace costs €12 per user.']
    >>> mutate(entity_swap, "You can pay with PayPal.",
    ...        passages={"p": "We accept cards, PayPal and Apple Pay."})
    []
    """
    ctx = context(claim)
    edits = []
    seen: set[str] = set()
    for target in terms(ctx.doc):
        if target.key in seen:
            continue
        seen.add(target.key)
        _, options = options_for(ctx, target)
        if options:
            edits.append(_swap(ctx.doc, target, options[int(rng.integers(len(options)))]))
    for made, edit in enumerate(_nlp.guarded(claim.text, edits)):
        if made == MAX_PER_CLAIM:
            return
        yield edit


@dataclass
class Context:
    """A claim's parse, its passages' parses and what entity_swap reads off them once."""

    text: str
    doc: Any
    passages: list[Any]
    kinds: dict[str, set[tuple[str, ...]]]
    evidence: _entity_kinds.KindEvidence
    pool: list[Term]
    claim_names: list[Term]
    type_nouns: defaultdict[str, set[str]]
    tables: list[Table]


@dataclass(frozen=True)
class Table:
    """A passage written as an infobox, with its text, its parse and its terms."""

    box: _infobox.Infobox
    text: str
    doc: Any
    found: list[Term]


def context(claim: Claim) -> Context:
    """Parse ``claim`` and its passages and gather the evidence every target shares."""
    doc = _nlp.parse(claim.text)
    passages = [_nlp.parse(p) for p in claim.passages.values()]
    found = [terms(d) for d in passages]
    mine = terms(doc)
    return Context(
        text=claim.text, doc=doc, passages=passages,
        kinds=_kinds_by_key([doc, *passages], [mine, *found]),
        evidence=_entity_kinds.gather([doc, *passages], [mine, *found]),
        pool=_unique_longest([t for group in found for t in group]),
        claim_names=[t for t in mine if t.proper],
        type_nouns=_type_nouns([doc, *passages], [mine, *found]),
        tables=_tables(passages, found))


def _tables(passages: list[Any], found: list[list[Term]]) -> list[Table]:
    """The passages written as infoboxes (see :mod:`mutators._infobox`), each read once
    per parsed passage (every claim on a table asks for it)."""
    tables = [_nlp.per_doc(pdoc, "infobox", functools.partial(_table, group=group))
              for pdoc, group in zip(passages, found, strict=True)]
    return [table for table in tables if isinstance(table, Table)]


def _table(pdoc: Any, *, group: list[Term]) -> Table | bool:
    """The passage as a table, or False (a memo must not be None) when it is running text."""
    text = _nlp.doc_text(pdoc)
    box = _infobox.read(text)
    if box is None:
        return False
    keys = {t.key for t in group}
    items = [t for t in _row_items(pdoc, box) if t.key not in keys]
    return Table(box, text, pdoc, group + items)


#: Tokens that end one value of a row and start the next ("A, B and C (father); D").
_ITEM_BREAKS = frozenset([",", ";", ":", "(", ")", "and", "&", "/"])


#: Row kinds whose values are read off the row's separators (see :func:`_row_items`).
_ITEM_ROWS = frozenset(["spouse", "relative", "person", "peer"])


def _row_items(pdoc: Any, box: _infobox.Infobox) -> list[Term]:
    """The names a person row or a row of the title's peers lists ("Spouse(s): Cash Warren
    ( m. 2008)", "Children: Ilse, Hans, Ove", "Successor: Moto G4"), read off the row's own
    separators: the recogniser misses many bare names in a table. A value is a run of
    capitalised words between commas, brackets or "and" (a person's with no digit); what a
    bracket holds ("(father)", "( m. 2008)") is no value."""
    text = _nlp.doc_text(pdoc)
    out = []
    for row in box.rows:
        if row.kind not in _ITEM_ROWS:
            continue
        depth = 0
        run: list[Any] = []
        tokens = [t for t in pdoc if row.start <= t.idx < row.end]
        for token in tokens + [None]:
            if token is None or token.lower_ in _ITEM_BREAKS or token.is_space:
                if run and depth == 0:
                    out.extend(_row_item(text, run, person=row.kind != "peer"))
                run = []
                if token is not None:
                    depth += (token.text == "(") - (token.text == ")")
                continue
            if depth == 0:
                run.append(token)
    return out


def _row_item(text: str, run: list[Any], *, person: bool) -> list[Term]:
    """The run as a name, or nothing: leading lower-case words go ("including Theodora
    Dupree"); a person's words must all be capitalised words or initials, a peer's ("Atari
    5200", "Moto G4") must open with a capital and have no lower-case word but glue."""
    while run and run[0].text[:1].islower():
        run = run[1:]
    if not run or len(run) > 4 or not run[0].text[:1].isupper():
        return []
    if person and not all(t.text[:1].isupper() and t.text.rstrip(".").isalpha() for t in run):
        return []
    if not person and not all(t.pos_ in ("PROPN", "NUM") or t.lower_ in _NAME_GLUE
                              for t in run):
        return []  # "Other related festivals" is no name
    start, end = run[0].idx, run[-1].idx + len(run[-1])
    kinds = {("ent", "PERSON")} if person else {("item",)}
    return [Term(text[start:end], frozenset(kinds), start, end,
                 tuple(t.i for t in run), proper=True, capital_word=True,
                 label="PERSON" if person else "", last_tag=run[-1].tag_)]


def options_for(ctx: Context, target: Term) -> tuple[str, list[Term]]:
    """The replacements for ``target``, and the last check they went through (the one that
    left none, when the list is empty): ``swappable``, ``trusted``, ``pool``, ``shape``,
    ``compatible``, ``kind``, ``holds``, or ``ok``.

    >>> from mutato.suite.model import Claim
    >>> ctx = context(Claim("c", "You can pay with PayPal.",
    ...                     {"p": "We accept cards, PayPal and Apple Pay."}))
    >>> [options_for(ctx, t)[0] for t in terms(ctx.doc)]
    ['kind']
    """
    doc, passages = ctx.doc, ctx.passages
    if not _swappable(doc, target, passages):
        return "swappable", []
    if not _trusted(doc, target, ctx.evidence) or _bound_by_context(doc, target):
        return "trusted", []
    from_tables = _table_options(ctx, target)
    if from_tables is not None:
        return from_tables
    mine = ctx.kinds.get(target.key, set()) | target.kinds
    claim_low = ctx.text.lower()
    options = [c for c in ctx.pool if c.key != target.key and c.key not in claim_low
               and not (c.label in _PLACES and _places.stem_in(c.text, ctx.text))]
    stages: list[tuple[str, Any]] = [
        ("pool", lambda c: True),
        ("shape", lambda c: _same_shape(target, c) and not _spliced(target, c, passages)
         and not _number_clash(doc, target, c)),
        ("compatible", lambda c: _compatible(
            doc, target, c, mine & (ctx.kinds.get(c.key, set()) | c.kinds),
            ctx.claim_names, passages, ctx.type_nouns)),
        ("kind", lambda c: _same_kind(doc, target, c, ctx.evidence, passages, ctx.kinds)
         and not _no_person_of_the_table(ctx, target, c)),
        ("holds", lambda c: not _holds_too(doc, target, c, passages, ctx.claim_names)
         and not _table_siblings(ctx.tables, target, c)),
    ]
    for stage, keep in stages:
        options = [c for c in options if keep(c)]
        if not options:
            return stage, []
    return "ok", options


def _trusted(doc: Any, target: Term, evidence: _entity_kinds.KindEvidence) -> bool:
    """A name that is not a caption, with no title after it ("Prince Harry, Duke of Sussex");
    a class noun that is no title before a name ("brothers Robert")."""
    last = doc[target.tokens[-1]]
    if not target.proper:
        after = doc[last.i + 1] if last.i + 1 < len(doc) else None
        return after is None or after.pos_ != "PROPN"
    if any(child.dep_ == "appos" for child in last.children):
        return False
    return not _entity_kinds.shouted(target, target.text, evidence)


_ACRONYM_AFTER = re.compile(r"\s*\(\s*[A-Z][A-Za-z.&-]*[A-Z]s?\s*\)")
_CAMEL = re.compile(r"^([A-Z][a-z]{2,})([A-Z][a-z]{2,})$")


def _bound_by_context(doc: Any, target: Term) -> bool:
    """Words around the target that depend on its wording: an acronym in brackets right after
    it ("chronic wasting disease (CWD)"), a bare possessive apostrophe ("Mars' surface": a
    name not ending in s would read "Earth' surface"), "the" with an adjective before a
    name ("the western United States": a name taking no "the" reads wrong there), or an
    adjective or a participle right before a place ("English speaking Africa")."""
    after = doc.text[target.end:]
    if _ACRONYM_AFTER.match(after):
        return True
    if after[:1] in ("'", "\u2019") and not after[1:2].isalpha():
        return True
    if target.label in ("GPE", "LOC") and _owner_of_a_placed_noun(doc, target):
        return True
    first = doc[target.tokens[0]]
    if target.label in ("GPE", "LOC") and first.i > 1 and doc[first.i - 1].pos_ == "ADJ" and \
            doc[first.i - 1].dep_ == "amod" and doc[first.i - 2].lower_ == "the":
        return True
    if target.label in ("GPE", "LOC") and first.i > 0 and _describes(doc[first.i - 1]):
        return True  # "English speaking Africa", "central India": the word picks out a part
        # or a trait of that place, and of another it may name nothing
    return False


def _describes(word: Any) -> bool:
    """An adjective, or a participle with no auxiliary or subject of its own (a modifier,
    not the verb of a clause: "English speaking Africa", not "storms that have hit Ohio").

    >>> doc = _nlp.parse("Storms that have hit Ohio spared English speaking Canada.")
    >>> _describes(doc[3]), _describes(doc[7])
    (False, True)
    """
    if word.tag_ == "JJ":
        return True
    return word.tag_ in ("VBG", "VBN") and not any(
        c.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass") for c in word.children)


def _owner_of_a_placed_noun(doc: Any, target: Term) -> bool:
    """The place is the "of" complement of a noun a people or place word already modifies
    ("a vassal Judean state of Rome"): the passages may name that very place under another
    name, so a swap can make the state a vassal of itself."""
    last = doc[target.tokens[-1]]
    if last.dep_ != "pobj" or last.head.lower_ != "of" or last.head.head.pos_ != "NOUN":
        return False
    return any(child.dep_ in ("amod", "compound") and child.i not in target.tokens and
               (child.ent_type_ in _PLACE_TYPES or
                (child.pos_ in ("ADJ", "PROPN") and child.text[:1].isupper()
                 and not child.is_sent_start))
               for child in last.head.head.children)


_PLACE_TYPES = frozenset(["GPE", "LOC", "NORP"])
_SINGULAR_PRONOUNS = frozenset(["it", "its", "itself"])
_PLURAL_PRONOUNS = frozenset(["they", "them", "their", "themselves"])


def _plural_form(term: Term) -> bool:
    """A name whose last word has a plural ending ("Ottoman Turks", "the Mongols")."""
    last = term.text.split()[-1] if term.text.split() else ""
    if term.plural or term.last_tag in _PLURAL_TAGS:
        return True
    return len(last) > 3 and last[:1].isupper() and last.endswith("s") and \
        not last.endswith(("ss", "us", "is"))


def _number_clash(doc: Any, target: Term, candidate: Term) -> bool:
    """A pronoun after the name refers back to it ("refer to the Empire as such to
    distinguish it"), and the candidate's number differs from the target's: "the Ottoman
    Turks ... it" breaks the agreement.

    >>> doc = _nlp.parse("Historians call the Roman Empire great to praise it.")
    >>> empire = next(t for t in terms(doc) if t.text == "Roman Empire")
    >>> _number_clash(doc, empire, Term("Seljuk Turks", empire.kinds, 0, 0, (), proper=True))
    True
    """
    if not (target.proper and candidate.proper) or _plural_form(target) == _plural_form(candidate):
        return False
    later = {t.lower_ for t in doc if t.i > target.tokens[-1] and t.pos_ == "PRON"}
    return bool(later & (_PLURAL_PRONOUNS if _plural_form(target) else _SINGULAR_PRONOUNS))


def _inside_longer_name(pdoc: Any, token: Any) -> bool:
    """A one-word name written as part of a longer capitalised name or heading ("Year in
    Review", "Review Resources") or opening a line: no use of it as a name on its own."""
    i = token.i
    if i == 0 or "\n" in pdoc[i - 1].text_with_ws or pdoc[i - 1].is_space:
        return True
    nxt = pdoc[i + 1] if i + 1 < len(pdoc) else None
    if nxt is not None and token.whitespace_ and nxt.is_alpha and nxt.text[:1].isupper():
        return True
    before = pdoc[i - 1]
    if before.is_alpha and before.text[:1].isupper() and not before.is_sent_start:
        return True
    return i > 1 and before.lower_ in ("in", "of", "for", "on", "the", "&") and \
        pdoc[i - 2].is_alpha and pdoc[i - 2].text[:1].isupper() and \
        (not pdoc[i - 2].is_sent_start or _heading_line(pdoc, token))


def _heading_line(pdoc: Any, token: Any) -> bool:
    """The token's line is a short heading: no stop at its end ("2022 Year in Review")."""
    text = _nlp.doc_text(pdoc)
    start, end = text.rfind("\n", 0, token.idx) + 1, text.find("\n", token.idx)
    line = text[start:end if end >= 0 else len(text)].strip()
    return len(line.split()) <= 8 and not line.endswith((".", "!", "?", ":", ";"))


#: The spaced dash or bar between a page's name and its site's ("Exploration - NASA Science").
_TITLE_SEPARATOR = re.compile(r"\S \s*[-–—|]\s* \S")


def _title_fragment(doc: Any, target: Term, passages: list[Any]) -> bool:
    """The claim quotes a passage's title or heading line ("Lunar Discovery and
    Exploration - NASA Science") and the target is only a piece of it: a page title's own
    name, not a term the claim says something of.

    >>> doc = _nlp.parse("Moon Rocks and Dust - Space Notes says the Moon is old.")
    >>> passages = [_nlp.parse("Moon Rocks and Dust - Space Notes\\nThe Moon is old.")]
    >>> [t.text for t in terms(doc) if _title_fragment(doc, t, passages)][:1]
    ['Moon Rocks']
    """
    claim = _nlp.doc_text(doc)
    for pdoc in passages:
        for line in _nlp.doc_text(pdoc).split("\n"):
            line = line.strip()
            if target.text in line and line in claim and _TITLE_SEPARATOR.search(line) and \
                    len(line.split()) <= 12 and not line.endswith((".", "!", "?")):
                return True
    return False


def _spliced(target: Term, candidate: Term, passages: list[Any]) -> bool:
    """The candidate is no whole term of its passages: two capitalised words glued with no
    space whose first part the passages also write alone ("MoonArtemis"), a name every
    passage use of which runs on through a possessive into a longer name ("California
    Driver" of "California Driver's License"), or a person the passages list only with names
    of other types ("Channel 4, E4 and Comedy Central UK")."""
    if not candidate.proper:
        return False
    for word in candidate.text.split():
        glued = _CAMEL.match(word)
        if glued and any(_nlp.positions(p, glued.group(1).lower()) for p in passages):
            return True
    uses = {index: _occurrences(p, candidate) for index, p in enumerate(passages)}
    if len(candidate.text.split()) == 1 and candidate.label in _PLACES and all(
            _inside_longer_name(passages[index], o) for index, found in uses.items()
            for o in found):
        return True  # "Review" of "Year in Review": a heading word typed a place
    named = [passages[index] for index, found in uses.items() if found]
    runs = [_runs_on_possessive(p, candidate) for p in named]
    if any(runs) and all(r or not _spelt(p, candidate) for r, p in zip(runs, named, strict=True)):
        return True
    if target.label == "PERSON" and candidate.label == "PERSON":
        others = [c for found in uses.values() for o in found for c in o.conjuncts
                  if c.ent_type_]
        if others and not any(c.ent_type_ == "PERSON" for c in others):
            return True
    return False


def _spelt(pdoc: Any, term: Term) -> bool:
    return term.text in _nlp.doc_text(pdoc)


def _runs_on_possessive(pdoc: Any, term: Term) -> bool:
    """Every use of ``term`` in ``pdoc``, spelt as the name, is followed by "'s" and a
    capitalised word (``False`` when the passage spells it so nowhere)."""
    words = term.key.split()
    found = False
    for i in _nlp.positions(pdoc, words[0]):
        if pdoc[i:i + len(words)].text.split() != term.text.split():
            continue  # "California driver's license" writes no name
        found = True
        j = i + len(words)
        if not (j + 1 < len(pdoc) and pdoc[j].tag_ == "POS" and pdoc[j + 1].text[:1].isupper()):
            return False
    return found


def _same_kind(doc: Any, target: Term, candidate: Term, evidence: _entity_kinds.KindEvidence,
               passages: list[Any], kinds: dict[str, set[tuple[str, ...]]]) -> bool:
    """For names: the candidate's type is reliable, it fills the same kind of slot and takes
    the same article. For noun phrases: no modifier word of the candidate is in the claim
    already ("health, life, home and auto insurance" → "... and health insurance")."""
    if not target.proper:
        claim_words = {t.lower_ for t in doc}
        if any(k[0] == "class" for k in candidate.kinds) and \
                _nlp.parse(candidate.text)[-1].lemma_.lower() in {t.lemma_.lower() for t in doc}:
            return False  # "wine, beers, and liquors" → "wine, wines, and liquors"
        claim_lemmas = {t.lemma_.lower() for t in doc}
        mods = _nlp.parse(candidate.text)[:-1]
        if any(word in claim_words for word in candidate.key.split()[:-1]) or any(
                t.lemma_.lower() in claim_lemmas for t in mods if t.pos_ in ("NOUN", "PROPN")):
            return False  # "the quality of search results ... the queries" → "of language
            # query results": the new modifier names a thing the claim already has
        if _derived_modifier(target, candidate):
            return False
        return not _modifiers_compound(target, candidate, [doc, *passages]) and \
            not _unpaired_compounds(target, candidate, passages, doc.text)
    structural = _structural(target, candidate, kinds)
    nationalities = _demonym_pair(target, candidate)
    if _normal(candidate.text) == _normal(target.text) or any(
            _entity_kinds.common_word(term, evidence, structural=structural or nationalities)
            for term in (target, candidate)):
        return False
    if not structural and not _entity_kinds.same_kind_word(target, candidate):
        return False  # "Kent State University" / "Air Force"
    if not _entity_kinds.same_use(doc, target, candidate, evidence, structural=structural,
                                  free_modifier=nationalities) or \
            _co_participant(target, candidate, passages) or \
            _entity_kinds.shouted(candidate, candidate.text, evidence):
        return False
    if structural:
        return True
    if any(term.label in _PLACES and term.text.isupper() and _places.level(term.text) == "other"
           for term in (target, candidate)):
        return False  # "traditional AI plan recognition": an acronym typed a place that the
        # place tables do not know (US, UK and EU they do) is mostly a term of art
    if target.label not in _TRUSTED_LABELS and not (
            evidence.types.get(target.key, set()) & evidence.types.get(candidate.key, set())):
        return False  # an organisation, product or work: the recogniser's ORG covers firms,
        # products, papers and teams alike ("Popular Mechanics" / "Air Force One")
    return _entity_kinds.reliable_type(target, evidence) and \
        _entity_kinds.reliable_type(candidate, evidence, replacement=True)


def _derived_modifier(target: Term, candidate: Term) -> bool:
    """The two phrases' modifiers are forms of one word ("brokerage firms" / "brokering
    firms", "security policy" / "secure policy"): a derivational variant, same meaning.

    >>> one, other = (Term(k, frozenset({("np", "fee")}), 0, 0, ()) for k in ("advisory fee", "advising fee"))
    >>> _derived_modifier(one, other)
    True
    """
    mine, theirs = target.key.split()[:-1], candidate.key.split()[:-1]
    if len(mine) != len(theirs):
        return False
    for a, b in zip(mine, theirs, strict=True):
        if a == b:
            continue
        common = len(os.path.commonprefix([a, b]))
        return common >= 5 and common >= min(len(a), len(b)) - 4
    return False


def _demonym_group(term: Term) -> str | None:
    """``demonyms`` for a nationality typed NORP whose last word is a country's demonym
    ("Italian"), ``continental_demonyms`` for a people of many countries ("East Asian",
    "European"), None for any other name."""
    words = term.key.split()
    if term.label != "NORP" or not words or not term.text[:1].isupper():
        return None
    return next((group for group in ("demonyms", "continental_demonyms")
                 if words[-1] in _words()[group]), None)


def _demonym_pair(target: Term, candidate: Term) -> bool:
    """Both names are demonyms ("the Italian national team" / "American"): a nationality is
    used mostly as an adjective, so that use is no sign of a common word, and one demonym
    reads well before any noun another does ("the American national team"). A country's
    demonym never pairs with a continent's: "a German writer" is "a European writer" too.

    >>> italian, american = (Term(k, frozenset({("ent", "NORP")}), 0, 0, (), label="NORP")
    ...                      for k in ("Italian", "American"))
    >>> _demonym_pair(italian, american), _demonym_pair(italian, Term("Fabian", italian.kinds,
    ...                                                               0, 0, (), label="NORP"))
    (True, False)
    """
    group = _demonym_group(target)
    return group is not None and group == _demonym_group(candidate)


def _modifiers_compound(target: Term, candidate: Term, docs: list[Any]) -> bool:
    """One phrase's modifier noun is written as a modifier of the other's ("income tax" for
    "income rate" / "tax rate"): the two modifiers are no rival values of one attribute, the
    one names a kind of the other, so the swapped phrase may name the same thing.

    >>> docs = [_nlp.parse("Wages pay income tax.")]
    >>> one, other = (Term(k, frozenset({("np", "rate")}), 0, 0, ()) for k in ("income rate", "tax rate"))
    >>> _modifiers_compound(one, other, docs)
    True
    """
    mine, theirs = set(target.key.split()[:-1]), set(candidate.key.split()[:-1])
    if not mine or not theirs:
        return False
    for doc in docs:
        for token in doc:
            if token.dep_ != "compound" or token.lower_ not in mine | theirs:
                continue
            other = theirs if token.lower_ in mine else mine
            if token.head.lower_ in other or token.head.lemma_.lower() in other:
                return True
    return False


def _unpaired_compounds(target: Term, candidate: Term, passages: list[Any],
                        claim_text: str = "") -> bool:
    """Both phrases are noun compounds ("security vulnerabilities" / "software
    vulnerabilities"), no passage sentence names the two side by side, and none gives the
    candidate to another named holder. A noun modifier says many relations (what a thing is
    about, made of, found in), so two of them on one head are often two names for one thing;
    rivals the passages set next to each other ("phone support, unlike email support") or give
    to another thing ("The Pro plan adds phone support")."""
    parsed = [_nlp.parse(term.text) for term in (target, candidate)]
    if not all(len(p) > 1 and all(t.pos_ == "NOUN" for t in p) for p in parsed):
        return False
    if any(target.key in low and candidate.key.rsplit(" ", 1)[0] in low
           or candidate.key in low and target.key.rsplit(" ", 1)[0] in low
           for pdoc in passages for low in (s.text.lower() for s in pdoc.sents)):
        return False
    return not any(_rival_holder(o.sent, claim_text) for p in passages
                   for o in _occurrences(p, candidate))


def _rival_holder(sentence: Any, claim_text: str) -> bool:
    """The sentence names something the claim does not ("The Pro plan adds phone support"
    for "The Basic plan includes email support"): the passages give the candidate phrase to
    another holder, so it is a rival of the claim's, not another name of it."""
    low = claim_text.lower()
    if re.search(r"\b(it|they|he|she|its|their|his|her)\b", low):
        return False  # "It checks for ...": a name of the passages may be what "it" is
    return any((t.pos_ == "PROPN" or t.ent_type_ in _WORK_LABELS) and t.is_alpha
               and t.lower_ not in low for t in sentence)


def _structural(target: Term, candidate: Term, kinds: dict[str, set[tuple[str, ...]]]) -> bool:
    """The passages use both names the same way: before one head noun, as the first word of
    one prefix, or opening rows of one table."""
    shared = (kinds.get(target.key, set()) | target.kinds) & \
        (kinds.get(candidate.key, set()) | candidate.kinds)
    return any(kind[0] in ("before", "prefix", "row") for kind in shared)


def _normal(text: str) -> str:
    return re.sub(r"[\W_]+", "", unicodedata.normalize("NFKC", text).casefold())


def _co_participant(target: Term, candidate: Term, passages: list[Any]) -> bool:
    """A passage sentence names both, not as members of one list: they play different parts
    in one event ("Cadet Kelly is a film starring Hilary Duff"), so the swap would put the
    one in the other's part."""
    if target.label in ("GPE", "LOC", "NORP"):
        return False  # places in one sentence are settings of one story, not parts
    for pdoc in passages:
        mine = _occurrences(pdoc, target)
        for occurrence in _occurrences(pdoc, candidate):
            group = set(_coordination(occurrence))
            for other in mine:
                if other.sent.start == occurrence.sent.start and other.i not in group:
                    return True
    return False


# ----------------------------------------------------------------------------- infoboxes


def _table_options(ctx: Context, target: Term) -> tuple[str, list[Term]] | None:
    """For a name an infobox of the passages holds (a row's value, or a person table's
    title), the values of OTHER rows of the same kind: a birthplace for the place of death,
    a director for the producer, the title person for a spouse or a child. None when no
    infobox holds the target (the running-text checks decide then).

    A value its own row lists beside the target holds in the same slot ("Produced by: A,
    B"), and so does one any row naming the target names too; a place that may hold the
    target or be held by it, a place of another level, an alias or a spelling of a claim
    name, a value whose row the claim speaks of ("shared production" beside "Production
    company"), and a target the claim lists with another value of its kind ("with A and B")
    are refused. A title person swaps with a relative only when the claim says nothing of
    kin, marriage or sex ("has been married for thirty years" holds of the spouse too).
    None also when the infobox gives the target no kind (a transcript's speaker, a row the
    lexicon does not know) or no rival of its kind.
    """
    if not target.proper or not ctx.tables:
        return None
    held, options = False, []  # held: some infobox gives the target a kind
    for table in ctx.tables:
        rows = _rows_naming(table, target)
        kinds = {row.kind for row in rows if row.kind and _of_row_kind(target, row.kind)}
        if kinds & _KIN_ROWS:
            kinds |= _KIN_ROWS  # "married to A" → "married to B", B a child: false
        sex = _claim_sex(ctx.doc, target)
        if sex is not None:
            kinds -= _KIN_ROWS  # "his wife Ann" → "his wife Tom"
        titled = _names_title(table.box, target)
        if titled and table.box.person() and target.label in ("PERSON", "") and \
                len(target.key.split()) > 1 and sex in (None, "m", "f"):
            kinds |= {"relative", "person"}  # the whole name: "Jimmy" of "Jimmy fallon" is
            # none; another person of the table: a child, a doctoral advisor, a trainer
            if not _words_said(ctx.doc, target, "relation_words"):
                kinds.add("spouse")  # "married for thirty years" holds of the spouse too
        if titled and _states_an_amount(ctx.doc) and not _modified(ctx.doc, target):
            kinds |= {"peer", "horse"}  # "The Atari 2600 was discontinued 14 years after
            # ..." → "The Atari 5200 ...": a successor, a racehorse's sire; never a claim of
            # the whole class ("Hanukkah is celebrated annually" holds of Purim as well)
        held = held or bool(kinds)
        if _kin_count(ctx.doc, target):
            kinds -= _KIN_ROWS  # "has at least two family members" holds of a child too
        if _coarse_time_of(ctx.doc, target):
            kinds -= _PEOPLE_ROWS  # "was born in the 18th century" holds of a child too
        if not kinds or _listed_with_its_kind(ctx, table, target, kinds):
            continue
        options += [c for c in table.found
                    if _table_rival(ctx, table, target, c, rows, kinds)
                    and _sex_fits(ctx.doc, table, c, sex)]
    if not held or not options:
        return None  # the running-text checks may still find a rival ("India's biggest
        # match" → "Pakistan's", the other side of one "Single match" value)
    return "ok", _unique_longest(options)


def _rows_naming(table: Table, target: Term) -> list[_infobox.Row]:
    """The rows whose value writes the target, or a name it is an alias or a spelling of
    ("Disney" of "Walt Disney Pictures", "Stephen Spielberg" of "Steven Spielberg")."""
    rows = [row for row in table.box.rows
            if _infobox.writes(table.text[row.start:row.end], target.key)]
    for term in table.found:
        row = table.box.row_at(term.start)
        if row is not None and row not in rows and term.proper and (
                _alias_keys(term.key, target.key) or _near_spelling(term.key, target.key)):
            rows.append(row)
    return rows


def _table_siblings(tables: list[Table], target: Term, candidate: Term) -> bool:
    """One infobox row lists both terms ("Occupation: Actor, dancer, singer"): the claim's
    "known for their work as an actor" holds of a dancer too.

    >>> text = "Ann Lee\\nBorn: 1950\\nOccupation: Actor, dancer\\nSpouse: Tom Lee"
    >>> table = Table(_infobox.read(text), text, None, [])
    >>> actor, dancer, pilot = (Term(k, frozenset({("class", "occupation")}), 0, 0, ())
    ...                         for k in ("actor", "dancer", "pilot"))
    >>> _table_siblings([table], actor, dancer), _table_siblings([table], actor, pilot)
    (True, False)
    """
    for table in tables:
        for row in table.box.rows:
            items = _infobox.items(table.text[row.start:row.end])
            mine = {i for i, item in enumerate(items)
                    if any(_infobox.writes(item, form) for form in _forms(target))}
            theirs = {i for i, item in enumerate(items)
                      if any(_infobox.writes(item, form) for form in _forms(candidate))}
            if mine and theirs and not mine & theirs:
                return True  # not "Single match: India v Pakistan": two sides of one value
    return False


def _forms(term: Term) -> set[str]:
    """The term's text in both numbers when it is a class noun ("actor", "actors")."""
    forms = {term.key}
    if not term.proper and " " not in term.key:
        forms.add(_inflect(term, plural=not term.plural).lower())
    return forms


_AMOUNT_LABELS = frozenset(["CARDINAL", "DATE", "TIME", "MONEY", "QUANTITY", "PERCENT",
                            "ORDINAL"])


def _modified(doc: Any, target: Term) -> bool:
    """A word before the name describes it ("the third generation Moto G"), and may be true
    of the title alone."""
    first = doc[target.tokens[0]]
    before = doc[first.i - 1] if first.i > 0 else None
    return before is not None and before.pos_ in ("NOUN", "ADJ", "NUM", "PROPN") or any(
        t.dep_ in ("amod", "compound", "nummod", "nmod") and t.i < first.i
        for i in target.tokens for t in doc[i].children)


def _states_an_amount(doc: Any) -> bool:
    """The claim gives a number, a date or an amount: a fact of one thing ("discontinued 14
    years after"), not a trait of its whole class ("is celebrated annually")."""
    return any(ent.label_ in _AMOUNT_LABELS and any(t.like_num for t in ent)
               for ent in doc.ents)  # "annually" is a DATE with no number


def _near_spelling(one: str, other: str) -> bool:
    """Two writings of one name a letter or two apart ("Stephen" / "Steven Spielberg").

    >>> _near_spelling("stephen spielberg", "steven spielberg"), _near_spelling("moto g", "moto g4")
    (True, False)
    """
    if [c for c in one if c.isdigit()] != [c for c in other if c.isdigit()]:
        return False  # "Moto G" / "Moto G4", "Mi2" / "Mi3": models, not spellings
    return min(len(one), len(other)) >= 6 and \
        difflib.SequenceMatcher(None, one, other).ratio() >= 0.85


def _names_title(box: _infobox.Infobox, target: Term) -> bool:
    """The target is the table's title ("Keith Richards" of the Keith Richards infobox)."""
    title = " ".join(box.title.lower().split())
    return _infobox.writes(title, target.key) or _alias_keys(
        title, target.key, person=target.label == "PERSON")  # not "Atari VCS" of "Atari 2600"


#: Row kinds of a person's kin: a spouse's or partner's row, and the other relatives' rows.
_KIN_ROWS = frozenset(["spouse", "relative"])
#: Row kinds whose values are people, of either sex.
_PEOPLE_ROWS = _KIN_ROWS | {"person"}


def _kin_count(doc: Any, target: Term) -> bool:
    """The claim counts the person's kin ("has at least two immediate family members",
    "has three children"): a relative has kin too, often the same ones, so the count may
    hold of them as well.

    >>> doc = _nlp.parse("Ann Lee has at least two family members.")
    >>> _kin_count(doc, next(t for t in terms(doc) if t.text == "Ann Lee"))
    True
    >>> doc = _nlp.parse("Ann Lee was born in 1950 and married a pilot.")
    >>> _kin_count(doc, next(t for t in terms(doc) if t.text == "Ann Lee"))
    False
    """
    words = set(_infobox_words()["relation_words"])
    for number in doc:
        if number.dep_ != "nummod" or number.i in target.tokens:
            continue
        noun = number.head
        if {t.lemma_.lower() for t in (noun, *noun.children)} & words:
            return True
    return False


def _coarse_time_of(doc: Any, target: Term) -> bool:
    """The target is the subject of a clause that dates it by a time coarser than a year ("was
    born in the 18th century", "died in the 1790s"): a person's relatives and the people
    of their table lived in the same times, so the claim may hold of them too.

    >>> doc = _nlp.parse("Ann Lee was born in the 18th century.")
    >>> _coarse_time_of(doc, next(t for t in terms(doc) if t.text == "Ann Lee"))
    True
    >>> doc = _nlp.parse("Ann Lee was born in 1726.")
    >>> _coarse_time_of(doc, next(t for t in terms(doc) if t.text == "Ann Lee"))
    False
    """
    role = _entity_kinds.role(doc, target)
    if role.dep_ not in ("nsubj", "nsubjpass"):
        return False
    coarse = set(_words()["coarse_times"])
    return any(ent.label_ == "DATE" and ent.root.dep_ == "pobj" and
               ent.root.head.lower_ in ("in", "during") and ent.root.head.head == role.head
               and any(t.lower_ in coarse or _decade(t.lower_) for t in ent)
               for ent in doc.ents)  # a date of the verb, not "a 20th century physicist"
    # nor a span ("active for five decades")


def _decade(word: str) -> bool:
    """A decade written as a number ("1790s", "70s", "'70s").

    >>> _decade("1790s"), _decade("'70s"), _decade("1790")
    (True, True, False)
    """
    return word.endswith("s") and word[:-1].lstrip("'").rstrip("'").isdigit()


def _claim_sex(doc: Any, target: Term) -> str | None:
    """The sex the claim's words give its people: "m" ("named after his father", "a
    businessman"), "f", "?" for words of both or a kin noun ("his wife Ann": whose sex is
    fixed is unclear), None for no such word."""
    words = _infobox_words()
    said = {t.lower_ for t in doc if t.i not in target.tokens} | \
        {t.lemma_.lower() for t in doc if t.i not in target.tokens}
    if said & set(_words()["noun_classes"]["family"]):
        return "?"
    found = {sex for sex in ("m", "f") if said & set(words[f"{sex}_words"])}
    return None if not found else found.pop() if len(found) == 1 else "?"


def _sex_fits(doc: Any, table: Table, candidate: Term, sex: str | None) -> bool:
    """With no sex in the claim, any candidate fits; with one, a person fits only when the
    table marks them as of that sex in brackets ("Eddie Murphy (brother)" for "... he was
    born in"); a value of another kind (a horse's dam) is no person."""
    row = table.box.row_at(candidate.start)
    if sex is None or row is None or row.kind not in _PEOPLE_ROWS:
        return True
    after = table.text[candidate.end:candidate.end + 40].lstrip()
    if not after.startswith("("):
        return False
    note = after[1:].split(")", 1)[0].strip().lower()
    return _infobox_words()["kin_sex"].get(note) == sex


def _words_said(doc: Any, target: Term, group: str) -> bool:
    """The claim, outside the target, has a word of the infobox lexicon's ``group``
    (``relation_words``: kin or marriage, "has been married for thirty years" holds of the
    spouse too)."""
    words = set(_infobox_words()[group])
    return any(t.lemma_.lower() in words or t.lower_ in words
               for t in doc if t.i not in target.tokens)


def _infobox_words() -> dict[str, Any]:
    return lexicon("infobox")


def _listed_with_its_kind(ctx: Context, table: Table, target: Term, kinds: set[str]) -> bool:
    """The claim lists the target with another value of its kind ("sharing a history with
    Ahonoora and Green Desert"): the claim speaks of the group, and any member may hold."""
    head = ctx.doc[target.tokens[-1]]
    listed = {t.i for c in head.conjuncts for t in c.subtree}
    if head.dep_ == "conj":
        listed |= {t.i for t in head.head.subtree if t.i not in target.tokens}
    for other in ctx.claim_names:
        if other.key != target.key and set(other.tokens) & listed and any(
                row.kind in kinds for row in _rows_naming(table, other)):
            return True
    return False


def _table_rival(ctx: Context, table: Table, target: Term, candidate: Term,
                 rows: list[_infobox.Row], kinds: set[str]) -> bool:
    """``candidate`` is a value of another row of a kind of the target's, a whole name
    that neither holds in the target's slot nor names the target or a claim name."""
    row = table.box.row_at(candidate.start)
    if row is None or row in rows or row.kind not in kinds or not candidate.proper or \
            not (candidate.clean and candidate.bounded) or candidate.key == target.key:
        return False
    if not _of_row_kind(candidate, row.kind) or candidate.key in ctx.text.lower() or \
            _infobox.writes(table.box.title, candidate.key):
        return False
    if any(_infobox.writes(table.text[r.start:r.end], candidate.key) for r in rows):
        return False  # "Story by: Lee Unkrich, Jason Katz": both hold in one slot
    if _near_spelling(target.key, candidate.key) or any(
            _alias_keys(name.key, candidate.key) for name in ctx.claim_names):
        return False  # a shared surname is no alias in a table: "Kevin Jonas" is a brother
    if (target.last_tag in _PLURAL_TAGS) != (candidate.last_tag in _PLURAL_TAGS) and \
            row.kind != "place":
        return False
    if row.kind == "place" and _places_clash(target, candidate, ctx.passages):
        return False
    if len(candidate.key.split()) == 1 < len(target.key.split()) and \
            not _whole_item(table, candidate):
        return False  # "Ove" of "Ove Rasmussen": a piece of a longer name
    if not _same_shape(target, candidate) or _number_clash(ctx.doc, target, candidate):
        return False
    return not _row_spoken_of(ctx.doc, target, row)


def _no_person_of_the_table(ctx: Context, target: Term, candidate: Term) -> bool:
    """The target is a person (a person's name, a person table's title) and an infobox
    gives the candidate only in rows whose values are no people: "St Michael" of an award
    ("Awards: Order of St Michael and St George"), "Plasma Display" of "Known for". A
    person's slot takes a person of a row of people (a spouse, a child, a director).

    >>> from mutato.suite.model import Claim
    >>> box = "Ann Lee\\nBorn: 1950\\nKnown for: Plasma Display\\nChildren: Tom Lee"
    >>> ctx = context(Claim("c", "Ann Lee was a physicist.", {"p": box}))
    >>> ann = next(t for t in terms(ctx.doc) if t.text == "Ann Lee")
    >>> [_no_person_of_the_table(ctx, ann, Term(k, frozenset(), 0, 0, ()))
    ...  for k in ("Plasma Display", "Tom Lee")]
    [True, False]
    """
    if target.label != "PERSON" and not any(
            table.box.person() and _names_title(table.box, target) for table in ctx.tables):
        return False
    kinds = {row.kind for table in ctx.tables for row in table.box.rows
             if _infobox.writes(table.text[row.start:row.end], candidate.key)}
    return bool(kinds) and not kinds & _PEOPLE_ROWS


def _whole_item(table: Table, candidate: Term) -> bool:
    """The table writes the name as a whole value: after the row's colon or a comma, and
    before a comma, a bracket or the line's end ("Relatives: Sarika, Gautami (partner)")."""
    before = table.text[:candidate.start].rstrip(" ")
    after = table.text[candidate.end:].lstrip(" ")
    return before.endswith((":", ",")) and (not after or after[0] in ",(\n;")


def _of_row_kind(candidate: Term, kind: str) -> bool:
    """The candidate is a name its row's kind can be: a place in a place row ("Born" also
    holds a date and a birth name), a person in a person row."""
    if kind == "place":
        return candidate.label in _PLACES or _places.level(candidate.text) in _PLACE_LEVELS
    if kind in ("spouse", "relative", "person"):
        return candidate.label == "PERSON" or (not candidate.label and
                                               len(candidate.key.split()) > 1)
    if kind == "peer":
        return ("item",) in candidate.kinds  # read off the row, not a place the row names
        # in brackets ("Laba Festival (in China)")
    if kind == "horse":
        return candidate.label not in ("NORP", *_PLACES)  # a horse's name is often typed
        # a person ("Village Star")
    if _places.level(candidate.text) in _PLACE_LEVELS:
        return False  # "Distributed by: MGM Distribution Co. (US)": a country the row names
        # beside a firm is no firm ("its release in the US" → "in the Eon Productions")
    return candidate.label not in ("NORP", "PERSON")


_PLACE_LEVELS = ("region", "country", "state")


def _places_clash(target: Term, candidate: Term, passages: list[Any]) -> bool:
    """Two places that may hold one another (a city and its country, a state and the US),
    or of two levels (a country for a state: "born in Ohio" → "born in the U.S." may hold)."""
    if _places.may_nest(target.text, candidate.text, passages) or \
            _subdivision(target.text, candidate.text) or \
            _places.country_names(target.text) & _places.country_names(candidate.text):
        return True  # also one country's two names ("America" / "US")
    levels = {_places.level(target.text), _places.level(candidate.text)}
    return len(levels) > 1 and bool(levels & set(_PLACE_LEVELS))


def _row_spoken_of(doc: Any, target: Term, row: _infobox.Row) -> bool:
    """The claim names the candidate row's own key word, or a word of its stem ("shared
    production" beside "Production company: ...", "produced by" beside "Executive
    producer: ..."), so the claim may be about that row and the swap still true.

    >>> from mutators._infobox import Row
    >>> doc = _nlp.parse("The film was produced by Ann Lee.")
    >>> ann = next(t for t in terms(doc) if t.text == "Ann Lee")
    >>> [_row_spoken_of(doc, ann, Row(key, "person", 0, 0))
    ...  for key in ("Executive producer", "Music by")]
    [True, False]
    """
    key = {t.lemma_.lower() for t in _nlp.parse(row.key) if t.pos_ in _CONTENT_POS
           and not t.is_stop}
    said = _content(doc, set(target.tokens))
    return any(a == b or (len(os.path.commonprefix([a, b])) >= _STEM and
                          min(len(a), len(b)) >= _STEM) for a in key for b in said)


#: Letters two words share at their start to count as one stem ("produce" / "producer").
_STEM = 6


# ----------------------------------------------------------------------------- terms


def terms(doc: Any) -> list[Term]:
    """The named entities, proper-noun names, modified noun phrases and class nouns of a
    parsed text, in text order.

    >>> [(t.text, sorted(t.kinds)) for t in terms(_nlp.parse("Katy Perry recorded a studio album."))]
    [('Katy Perry', [('ent', 'PERSON')]), ('studio album', [('np', 'album')])]

    Found once per doc (:func:`~mutators._nlp.per_doc`): a passage's terms are asked for by
    every claim on it.
    """
    return list(_nlp.per_doc(doc, "terms", lambda d: tuple(_terms(d))))


def _terms(doc: Any) -> list[Term]:
    words = _words()
    labels, units = set(words["name_labels"]), set(words["units"])
    titles = set(words["titles"])
    out: list[Term] = []
    taken: set[int] = set()
    text = _nlp.doc_text(doc)  # Doc.text joins every token: once per doc

    def add_name(tokens: list[Any], kinds: set[tuple[str, ...]]) -> None:
        while tokens and (tokens[0].lower_ == "the" or tokens[0].is_punct):
            tokens = tokens[1:]
        the = bool(tokens) and tokens[0].i > 0 and doc[tokens[0].i - 1].lower_ == "the" and \
            tokens[-1].dep_ not in ("compound", "amod", "nmod")  # "the" of "the US", not of "the Team plan"
        while tokens and (tokens[-1].is_punct or tokens[-1].tag_ == "POS"
                          or tokens[-1].lower_ in _NAME_GLUE):
            tokens = tokens[:-1]
        if not tokens or not any(t.pos_ in ("PROPN", "NOUN", "ADJ") for t in tokens):
            return
        if any("\n" in t.text_with_ws for t in tokens[:-1]):
            return  # a name running over a line break is two names glued by the recogniser
        first = tokens[0]
        if first.i > 0 and (doc[first.i - 1].like_num or doc[first.i - 1].is_currency):
            return  # "100 MB": a unit, not a name
        start, end = first.idx, tokens[-1].idx + len(tokens[-1])
        if text[start:end].lower() in units or any(t.like_num for t in tokens[:1]):
            return
        label = next(iter(kinds))[1] if kinds else ""
        out.append(Term(text[start:end], frozenset(kinds), start, end,
                        tuple(t.i for t in tokens), proper=True,
                        initial=first.is_sent_start or first.i == 0, capital_word=True,
                        the=the, label=label, last_tag=tokens[-1].tag_,
                        clean=_clean_name(tokens, label), bounded=_bounded(doc, tokens),
                        titled=first.i > 0 and doc[first.i - 1].lower_.rstrip(".") in titles))
        taken.update(t.i for t in tokens)

    for ent in doc.ents:
        if ent.label_ in labels:
            add_name(list(ent), {("ent", ent.label_)})
        taken.update(t.i for t in ent)
    run: list[Any] = []
    for token in list(doc) + [None]:
        if token is not None and _name_word(token) and token.i not in taken and (
                not run or token.i == run[-1].i + 1):
            run.append(token)
            continue
        if run:
            add_name(run, set())
        run = [token] if token is not None and _name_word(token) and \
            token.i not in taken else []
    out.extend(_noun_phrases(doc, taken))
    return sorted(out, key=lambda t: t.start)


def _name_word(token: Any) -> bool:
    """A proper noun, or a capitalised modifier inside a sentence ("the Enterprise plan")."""
    if token.pos_ == "PROPN":
        return True
    return token.pos_ in ("NOUN", "ADJ") and token.dep_ in ("compound", "amod") and \
        token.text[:1].isupper() and not token.is_sent_start and token.i > 0 and \
        token.head.i > token.i


_NAME_GLUE = frozenset(["of", "the", "de", "la", "le", "du", "da", "di", "del", "van", "von", "der", "den", "y", "and", "&", "al", "bin", "ibn"])


def _clean_name(tokens: list[Any], label: str) -> bool:
    """Whether the words read as one whole name: capitalised words (or glue like "of"),
    no digits, quotes or slashes, and for a person only proper nouns."""
    for token in tokens:
        word = token.text
        if token.lower_ == "and" and label in ("PERSON", "ORG"):
            return False  # "Razak and Wood": two names joined
        if any(c.isdigit() for c in word) or any(c in word for c in "/\"“”\"|@") or \
                re.search(r"\.[a-z]{2,}$", word):
            return False  # digits, quotes, a web address ("Pixbay.com")
        if token.lower_ in _NAME_GLUE or word in (".", "-", "'", "’"):
            continue
        if not word[:1].isupper():
            return False
        if label == "PERSON" and (token.pos_ != "PROPN" or re.search(r"[a-z]{5}[A-Z]", word)):
            return False  # "Jane StevensonMore": two words glued
        if word.isupper() and len(word) > 5:
            return False  # "BILLY FARRELL": a caption, not running text
    return True


def _bounded(doc: Any, tokens: list[Any]) -> bool:
    """No name word runs on before or after ("West Ham" of "West Ham United F.C.", "Joe
    Dirt 2" of "Joe Dirt 2: Beautiful Loser", "Alice" of "Alice in Chains")."""
    first, last = tokens[0].i, tokens[-1].i
    before = doc[first - 1] if first > 0 else None
    if before is not None and before.lower_ == "the" and first > 1:
        before = doc[first - 2]
    if before is not None and before.pos_ == "PROPN" and before.whitespace_:
        return False
    if _hyphen_glued(doc, first, -1) or _hyphen_glued(doc, last, 1):
        return False  # "Goldwyn" of "Metro-Goldwyn-Mayer"
    after = doc[last + 1] if last + 1 < len(doc) else None
    if after is None:
        return True
    if after.pos_ == "PROPN" or (after.text[:1].isupper() and after.is_alpha
                                 and not after.is_sent_start):
        return False
    if after.lower_ == "of" and any(t.text[:1].isupper() for t in doc[last + 2:last + 5]):
        return False  # "PFA Team" of "PFA Team of the Year"
    nxt = doc[last + 2] if last + 2 < len(doc) else None
    if nxt is None or not (nxt.text[:1].isupper() and nxt.pos_ == "PROPN"):
        return True
    return not (after.text == ":" or after.lower_ in ("of", "&", "in"))


def _hyphen_glued(doc: Any, i: int, step: int) -> bool:
    """Token ``i`` is glued by a hyphen, with no space, to a capitalised word on the side
    ``step`` points to: a piece of a hyphenated name ("Metro" of "Metro-Goldwyn-Mayer").

    >>> doc = _nlp.parse("It was made by Metro-Goldwyn-Mayer.")
    >>> _hyphen_glued(doc, 4, 1), _hyphen_glued(doc, 2, 1)
    (True, False)
    """
    dash, word = i + step, i + 2 * step
    if not (0 <= dash < len(doc) and 0 <= word < len(doc)) or doc[dash].text not in "-–":
        return False
    gap = doc[min(i, word):max(i, word)]
    return not any(t.whitespace_ for t in gap) and doc[word].text[:1].isupper()


def _noun_phrases(doc: Any, taken: set[int]) -> Iterator[Term]:
    """'personal devices', 'vegetarian options': a common noun with the adjectives and
    nouns right before it; and a bare noun of a known class (admins, breakfast, brother)."""
    words = _words()
    generic, vague = set(words["generic_heads"]), set(words["vague_modifiers"])
    classes = {w: name for name, members in words["noun_classes"].items() for w in members}
    text = _nlp.doc_text(doc)  # Doc.text joins every token: once per doc
    for head in doc:
        if head.pos_ != "NOUN" or head.i in taken or head.lemma_.lower() in generic:
            continue
        first = head.i
        while first - 1 >= 0 and doc[first - 1].head.i == head.i and \
                doc[first - 1].dep_ == "compound" and first - 1 not in taken and \
                doc[first - 1].pos_ == "NOUN" and not doc[first - 1].like_num:
            first -= 1  # noun compounds only: adjectives are mostly paraphrase
        lead = doc[first]
        before = doc[first - 1] if first > 0 else None
        if before is not None and (
                (before.dep_ == "compound" and first <= before.head.i < head.i
                 and before.pos_ in ("NOUN", "PROPN")) or
                (before.text in "-–" and not before.whitespace_ and before.head.i == first)):
            continue  # "dioxide gas" of "sulfur dioxide gas", "term changes" of "long-term
            # changes": the phrase's first word has a modifier of its own that the phrase
            # leaves out, so it is a piece of a longer compound (swap whole ones or none)
        if before is not None and before.dep_ in ("compound", "nmod") and \
                first <= before.head.i <= head.i and \
                not (before.pos_ == "NOUN" and before.dep_ == "compound") and \
                not (before.is_sent_start or before.i == 0 or doc[before.i - 1].is_space):
            continue  # "facie limits" of "prima facie limits": a modifier word the phrase
            # does not take (a name word, a noun modifier the parser calls nmod) runs on
            # before it, so the phrase is a fragment of a longer term
        common: dict[str, Any] = {"head_text": head.text, "plural": head.tag_ == "NNS",
                                  "initial": lead.is_sent_start or lead.i == 0,
                                  "capital_word": lead.text.isupper() and len(lead) > 1}
        lemma = head.lemma_.lower()
        if _a_mention(doc, first, head.i):
            continue  # "the word virus" names a word, not a kind of virus
        if first == head.i or any(t.lower_ in vague or t.tag_ in ("JJR", "JJS")
                                  for t in doc[first:head.i]):
            if lemma in classes and first == head.i and not (
                    head.i > 0 and doc[head.i - 1].dep_ == "compound"):
                yield Term(head.text, frozenset({("class", classes[lemma])}), head.idx,
                           head.idx + len(head), (head.i,), **common)
            continue
        start, end = lead.idx, head.idx + len(head)
        yield Term(text[start:end], frozenset({("np", lemma)}), start, end,
                   tuple(range(first, head.i + 1)), **common)


def _a_mention(doc: Any, first: int, head: int) -> bool:
    """A noun phrase that mentions a word: a mention noun modifies the head or stands right
    before the phrase ("the word virus", "the term animal virus").

    >>> doc = _nlp.parse("He brought back the word virus.")
    >>> _a_mention(doc, 4, 5), _a_mention(_nlp.parse("It was an animal virus."), 3, 4)
    (True, False)
    """
    mentions = set(_words()["mention_nouns"])
    before = range(max(0, first - 1), head)
    return any(doc[i].lemma_.lower() in mentions and doc[i].pos_ == "NOUN" for i in before)


def _kinds_by_key(docs: list[Any], found: list[list[Term]]) -> dict[str, set[tuple[str, ...]]]:
    """Kinds the texts give each name: it stands before a head noun ("Team plan"), opens a
    row ("GitHub Pro: 1 GB"), or sits in a coordination with other names."""
    generic = set(_words()["generic_heads"])
    kinds: dict[str, set[tuple[str, ...]]] = {}
    for number, (doc, group) in enumerate(zip(docs, found, strict=True)):
        for term in group:
            if not term.proper:
                continue
            mine = kinds.setdefault(term.key, set())
            last = doc[term.tokens[-1]]
            after = doc[last.i + 1] if last.i + 1 < len(doc) else None
            if after is not None and after.pos_ == "NOUN" and last.whitespace_ != "" and \
                    after.lemma_.lower() not in generic:
                mine.add(("before", after.lemma_.lower()))
            words = term.key.split()
            if len(words) > 1:  # "Hotel Rivera" / "Hotel Sol", "GitHub Pro" / "GitHub Free"
                mine.add(("prefix", words[0]))
            if after is not None and after.text == ":" and doc[term.tokens[0]].is_sent_start:
                mine.add(("row",))
            root = last if last.dep_ != "compound" else last.head
            members = [root, *root.conjuncts]
            if len(members) > 1:
                mine.add(("list", str(number), str(min(m.i for m in members))))
    return kinds


def _swappable(doc: Any, target: Term, passages: list[Any]) -> bool:
    """A claim term worth swapping: a whole, clean name (not after a title, not the first
    part of "Washington, D.C."), or a noun phrase the passages use too."""
    if target.proper:
        if not (target.clean and target.bounded) or (target.titled and target.label == "PERSON"):
            return False
        if _title_fragment(doc, target, passages) or _conjoined_name(doc, target, passages):
            return False
        first, last = doc[target.tokens[0]], doc[target.tokens[-1]]
        root = first.sent.root
        if last.dep_ in ("nsubj", "nsubjpass") and last.head == root and root.lemma_ == "be" \
                and any(c.dep_ == "attr" for c in root.children) and len(first.sent) <= 10:
            return False  # "Basildon is a place": any other place is one too
        after = doc[last.i + 1:last.i + 3]
        before = doc[max(0, first.i - 2):first.i]
        if after[:1].text == "(":
            return False  # "Australia (2008 film)": part of a title
        places = ("GPE", "LOC")
        if target.label in _PLACES and _places.part_of_a_name(doc, first.i):
            return False  # "Alexander II of Russia": a style, not a setting
        if target.label in (*places, "FAC") and (
                (len(after) == 2 and after[0].text == "," and after[1].pos_ == "PROPN") or
                (len(before) == 2 and before[1].text == "," and before[0].pos_ == "PROPN")):
            return False  # one step of an address: "Lindsey Row, Chelsea, London"
        return not (len(after) == 2 and after[0].text == "," and after[1].ent_type_ in places) \
            and not (len(before) == 2 and before[1].text == "," and before[0].ent_type_ in places)
    before = doc[target.tokens[0] - 1] if target.tokens[0] > 0 else None
    if _hyphen_part(doc, target) or _disambiguator(doc, target) or _repeated(doc, target):
        return False
    if any(k[0] == "np" for k in target.kinds) and _transcript(passages):
        return False  # "speech recognition" / "voice recognition", "spin wheel" / "scroll
        # wheel": speakers name one thing many ways, and a head shared is a thing shared
    if before is not None and (
            (before.dep_ == "cc" and before.head.dep_ in ("amod", "compound", "nmod"))
            or (before.head.i in target.tokens[:-1] and before.dep_ in ("amod", "compound"))):
        return False  # "automobile and home insurance", "social media management": the
        # phrase is part of a larger one
    return any(_occurrences(p, target) for p in passages)


#: The letters of a roman numeral ("James VI and I", "Henry IV").
_NUMERAL_LETTERS = frozenset("IVXLCDM")


def _numeral(token: Any) -> bool:
    return token.text.isupper() and set(token.text) <= _NUMERAL_LETTERS


def _conjoined_name(doc: Any, target: Term, passages: list[Any]) -> bool:
    """The name is one side of a name that spans a conjunction: a double regnal name
    ("James VI and I"), or a name the passages write whole with its "and" ("Marks and
    Spencer"). Swapping one side leaves "Charles I and I was born".

    >>> doc = _nlp.parse("James VI and I was born in Scotland.")
    >>> [_conjoined_name(doc, t, []) for t in terms(doc) if t.proper][:1]
    [True]
    >>> doc = _nlp.parse("Ann Lee and Tom Hill were born in Ohio.")
    >>> [_conjoined_name(doc, t, [_nlp.parse("Ann Lee, Tom Hill")]) for t in terms(doc) if t.proper]
    [False, False, False]
    """
    first, last = doc[target.tokens[0]], doc[target.tokens[-1]]
    after = doc[last.i + 1:last.i + 3]
    if len(after) == 2 and after[0].lower_ in ("and", "&") and _numeral(after[1]) and \
            _numeral(last):
        return True  # "James VI and I"
    before = doc[max(0, first.i - 2):first.i]
    if len(before) == 2 and before[1].lower_ in ("and", "&") and _numeral(before[0]) and \
            _numeral(last):
        return True  # "I" of "James VI and I"
    whole = []
    if len(after) == 2 and after[0].lower_ in ("and", "&") and after[1].text[:1].isupper():
        whole.append(doc[first.i:_name_run_end(doc, after[1].i)].text)
    if len(before) == 2 and before[1].lower_ in ("and", "&") and before[0].text[:1].isupper():
        whole.append(doc[_name_run_start(doc, before[0].i):last.i + 1].text)
    return any(_wholly_named(pdoc, name) for pdoc in passages for name in whole)


def _name_run_end(doc: Any, i: int) -> int:
    """The end of the run of capitalised words from token ``i`` on."""
    while i < len(doc) and doc[i].text[:1].isupper():
        i += 1
    return i


def _name_run_start(doc: Any, i: int) -> int:
    """The start of the run of capitalised words that ends at token ``i``."""
    while i > 0 and doc[i - 1].text[:1].isupper():
        i -= 1
    return i


def _wholly_named(pdoc: Any, name: str) -> bool:
    """The passage writes ``name`` as one name: an entity or its first line (a table's
    title) is just that name."""
    key = " ".join(name.lower().split())
    lines = _nlp.doc_text(pdoc).split("\n")
    return " ".join(lines[0].lower().split()) == key or any(
        " ".join(ent.text.lower().split()) == key for ent in pdoc.ents)


def _repeated(doc: Any, term: Term) -> bool:
    """The claim names the common noun's thing again ("a popular board game. That popular
    board game ..."), so a swap of the first mention leaves the second about another thing.

    >>> doc = _nlp.parse("The adaption of a novel was released. The novel was a hit.")
    >>> [_repeated(doc, t) for t in terms(doc) if t.text == "novel"][:1]
    [True]
    """
    head = doc[term.tokens[-1]]
    return any(t.i != head.i and t.pos_ == "NOUN" and t.lemma_.lower() == head.lemma_.lower()
               for t in doc)


def _verb_frame(doc: Any, target: Term, candidate: Term, passages: list[Any]) -> bool:
    """A work noun the claim gives as an argument of a verb that takes only some works
    ("directed the film"; ``work_verbs`` of the lexicon) swaps only with a work the passages
    give to that verb as well: no "directed the song" ("released the song" may stay).

    >>> doc = _nlp.parse("Franc Roddam directed the film.")
    >>> film = next(t for t in terms(doc) if t.text == "film")
    >>> song = Term("song", film.kinds, 0, 0, ())
    >>> _verb_frame(doc, film, song, [_nlp.parse("The song was written by Pete.")])
    False
    """
    head = doc[target.tokens[-1]]
    verb = head.head.lemma_.lower()
    if ("class", "work") not in target.kinds or head.dep_ not in _VERB_ARGS or \
            head.head.pos_ != "VERB" or verb not in _words()["work_verbs"]:
        return True
    return any(o.dep_ in _VERB_ARGS and o.head.lemma_.lower() == verb
               for p in passages for o in _occurrences(p, candidate))


_VERB_ARGS = frozenset(["dobj", "nsubj", "nsubjpass"])


def _hyphen_part(doc: Any, term: Term) -> bool:
    """The term is one half of a hyphenated word ("singer" of "singer-songwriter")."""
    first, last = doc[term.tokens[0]], doc[term.tokens[-1]]
    glued_after = last.i + 1 < len(doc) and not last.whitespace_ and doc[last.i + 1].text in "-–"
    glued_before = first.i > 0 and doc[first.i - 1].text in "-–" and \
        not doc[first.i - 1].whitespace_
    return glued_after or glued_before


def _disambiguator(doc: Any, term: Term) -> bool:
    """The term stands alone in brackets after a name, telling which one is meant:
    "Hurry Sundown (film)", "Mercury (planet)".

    >>> doc = _nlp.parse("He wrote the screenplay for Hurry Sundown (film).")
    >>> [_disambiguator(doc, t) for t in terms(doc) if not t.proper]
    [True]
    """
    first, last = term.tokens[0], term.tokens[-1]
    return first > 1 and doc[first - 1].text == "(" and last + 1 < len(doc) and \
        doc[last + 1].text == ")" and doc[first - 2].pos_ in ("PROPN", "NOUN")


#: A speaker's turn in a transcript: "Project Manager: ...", "PhD F: ...", "Marketing: ...".
_TURN = re.compile(r"^[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*){0,2} ?:\s", re.M)


def _transcript(passages: list[Any]) -> bool:
    """The passages are a meeting transcript: three or more lines open with a speaker."""
    return sum(len(_TURN.findall(_nlp.doc_text(p))) for p in passages) >= 3


def _compatible(doc: Any, target: Term, candidate: Term, shared: set[tuple[str, ...]],
                claim_names: list[Term], passages: list[Any],
                type_nouns: dict[str, set[str]]) -> bool:
    """A shared kind, the same type and shape, no alias of a name the claim already uses,
    and for a noun phrase a parallel use in the passages (both fill the same kind of slot)."""
    return not _incompatible(doc, target, candidate, shared, claim_names, passages, type_nouns)


def _incompatible(doc: Any, target: Term, candidate: Term, shared: set[tuple[str, ...]],
                  claim_names: list[Term], passages: list[Any],
                  type_nouns: dict[str, set[str]]) -> str:
    """Why ``candidate`` cannot stand for ``target`` (see :func:`_compatible`), or ""."""
    if not shared or not _in_running_text(candidate, passages):
        return "no shared kind or running text"
    words = set(target.key.split()), set(candidate.key.split())
    if words[0] <= words[1] or words[1] <= words[0]:
        return "contains"  # "the remote" / "the remote control": one names the other
    if target.proper and {w for w in words[0] & words[1] if w not in _NAME_GLUE} and \
            _transcript(passages) and not any(_occurrences(p, target) for p in passages):
        return "unwritten name shares a word"  # in a transcript, "Industrial Manager",
        # said by no one, is "Industrial Designer" misnamed, not another speaker
    if not _verb_frame(doc, target, candidate, passages):
        return "verb takes no such work"  # "directed the film" → "directed the song"
    if ("class", "occupation") in target.kinds and _role_of_a_work(doc, target) and \
            not _role_of_a_name(candidate, passages):
        return "role of a work"  # "the director of 'Suburban Roulette'" → "the teacher of ..."
    if target.proper:
        if not (candidate.clean and candidate.bounded) or _role_noun(candidate, passages):
            return "unclean or role noun"
        if target.label and target.label != candidate.label and not (
                not candidate.label and target.label in _LOOSE_LABELS
                and any(k[0] != "ent" for k in shared)):
            return "other NER type"  # a typed name swaps only with a name of its type
        if target.label in ("GPE", "LOC") and (
                _places.may_nest(target.text, candidate.text, passages)
                or _subdivision(target.text, candidate.text)
                or (_places.in_place_slot(doc, target.tokens)
                    and not _places.written_as_place(candidate.text, passages))):
            return "places may nest"  # West End / London, Wales / Britain, "in Pte Boaden"
        if target.label in ("GPE", "LOC") and _named_by_a_part(candidate, passages):
            return "a person's name"  # "moved to New York" → "moved to Nellie Bertram",
            # a person the passages call "Nellie" and the recogniser a place
        if target.label in ("GPE", "LOC") and _place_modifier_clash(doc, target, candidate, passages):
            return "place as modifier"  # "the U.S. state" → "the Canada state"
        types = type_nouns[target.key]
        if types and not types & type_nouns[candidate.key]:
            return "type noun differs"  # "the app TikTok" swaps only with another app
        if _said_kind_clash(doc, target, candidate):
            return "said kind differs"  # "the Hudson River is an important river" → "the
            # Atlantic Ocean is an important river"
        if target.label == "PERSON" and _kind_named(candidate):
            return "kind word in a person"  # "a descendant of County Dublin", "Jennifer
            # Nettles Band": the recogniser's PERSON on a place or a group
        if (target.last_tag in _PLURAL_TAGS) != (candidate.last_tag in _PLURAL_TAGS) and not (
                target.label in ("GPE", "LOC") and not (target.the or candidate.the)):
            return "plural differs"  # Lithuanians / Baltic, the Flag has / the Brewers has; a town's
            # final s is no plural ("Leeds" tagged NNPS), a "the" is (the Netherlands)
        if target.label == "PERSON" and len(target.tokens) > 1 and len(candidate.key.split()) < 2:
            return "person needs full name"
        if _spelling_variant(target.key, candidate.key):
            return "spelling variant"  # "The Kids Are Alright" / "The Kids Are All Right"
        if any(_alias_keys(name.key, candidate.key, person="PERSON" in (
                name.label, candidate.label)) for name in claim_names):
            return "alias of a claim name"
        return "alias in passages" if _alias_in_passages(target, candidate, passages) else ""
    mods = set(target.key.split()[:-1]), set(candidate.key.split()[:-1])
    if mods[0] and mods[1] and (mods[0] <= mods[1] or mods[1] <= mods[0]):
        return "modifiers nest"  # "diving beetle" / "predaceous diving beetle": the same thing
    if any(a != b and (a in b or b in a) for a in mods[0] for b in mods[1]):
        return "modifier word holds another"  # "care centers" / "healthcare centers": one word holds the other
    deps = [{_dep(o) for p in passages for o in _occurrences(p, t)} for t in (target, candidate)]
    return "" if deps[0] & deps[1] else "phrase slot differs"


def _said_kinds(doc: Any, target: Term) -> set[str]:
    """The common nouns the claim says the target is: "an important river" of "the Hudson
    River is considered an important river", "the river" of "X, the river of ...")."""
    last = doc[target.tokens[-1]]
    root = _nlp.climb_deps(last, ("compound", "flat"))
    said = [c for c in root.children if c.dep_ == "appos"]
    if root.dep_ == "appos":
        said.append(root.head)
    if root.dep_ in ("nsubj", "nsubjpass"):
        verb = root.head
        said += [c for c in verb.children if c.dep_ in ("attr", "oprd")]
        said += [g for c in verb.children if c.dep_ == "xcomp" for g in c.children
                 if g.dep_ in ("attr", "oprd")]  # "is considered to be a river"
        said += [c for c in verb.children if c.dep_ == "oprd"]
    return {n.lemma_.lower() for n in said if n.pos_ == "NOUN"}


def _said_kind_clash(doc: Any, target: Term, candidate: Term) -> bool:
    """The claim says the target is a thing of a kind ("an important river") and the
    candidate's name ends in another kind word ("Atlantic Ocean"): the swap says an ocean
    is a river, which is no fact but nonsense.

    >>> doc = _nlp.parse("The Hudson River is considered an important river.")
    >>> hudson = next(t for t in terms(doc) if t.text == "Hudson River")
    >>> _said_kind_clash(doc, hudson, Term("Atlantic Ocean", hudson.kinds, 0, 0, ()))
    True
    """
    said = _said_kinds(doc, target)
    if not said:
        return False
    theirs = candidate.key.split()[-1]
    return _entity_kinds.kind_word_group(theirs) is not None and theirs not in said and \
        theirs.rstrip("s") not in said


#: Dependencies of a word that stands alone in its clause as a name: a subject, an object,
#: an owner, a list member.
_NAME_SLOTS = frozenset(["nsubj", "nsubjpass", "dobj", "pobj", "poss", "conj", "dative",
                         "appos"])


def _named_by_a_part(candidate: Term, passages: list[Any]) -> bool:
    """A name of two or more words, no place the tables know, one word of which the passages
    use alone as a name ("fire Nellie", "insults Toby and Nellie" beside "Nellie Bertram"):
    people are called by a first name or a surname, places almost never by a piece of theirs,
    so the name is a person's whatever type the recogniser gave it.

    >>> ps = [_nlp.parse("Andy wants to fire Nellie. He met Nellie Bertram in Scranton.")]
    >>> cand = lambda text: Term(text, frozenset(), 0, 0, (), label="GPE")
    >>> _named_by_a_part(cand("Nellie Bertram"), ps), _named_by_a_part(cand("New York"), ps)
    (True, False)
    """
    words = [w for w in candidate.text.split() if w[:1].isupper() and w.lower() not in _NAME_GLUE]
    if len(words) < 2 or _places.level(candidate.text) != "other":
        return False
    for word in words:
        if _entity_kinds.kind_word_group(word.lower()) is not None or \
                _places.level(word) != "other":
            continue  # "Kansas" of "Kansas City" is a place of its own
        for pdoc in passages:
            for i in _nlp.positions(pdoc, word.lower()):
                token = pdoc[i]
                alone = not any(0 <= j < len(pdoc) and pdoc[j].pos_ == "PROPN"
                                for j in (i - 1, i + 1))
                if token.text == word and token.pos_ == "PROPN" and alone and \
                        token.dep_ in _NAME_SLOTS:
                    return True
    return False


#: Kind groups whose word opens a place's name ("County Dublin", "Lake Geneva") or ends a
#: group's ("Jennifer Nettles Band", "Harvard University"), never a person's.
_PLACE_OPENERS = ("land", "water")
_GROUP_ENDERS = ("school", "ensemble")


def _kind_named(candidate: Term) -> bool:
    """The candidate's name says it is a place or a group: a land or water kind word opens
    it, or a school or ensemble word ends it."""
    words = candidate.key.split()
    if len(words) < 2:
        return False
    return _entity_kinds.kind_word_group(words[0]) in _PLACE_OPENERS or \
        _entity_kinds.kind_word_group(words[-1]) in _GROUP_ENDERS


#: The last word of a name of a country's subdivision: "Aberdeenshire", "Kerry County".
_SUBDIVISION = re.compile(r"(?:shire|\s(?:county|province|district|region|prefecture|oblast"
                          r"|canton|governorate|department|parish))$", re.I)


def _subdivision(one: str, other: str) -> bool:
    """One name is a subdivision's ("Aberdeenshire") and the other a place of no known level
    (a village, a town), which may lie in it: "in Catterline" → "in Aberdeenshire" is implied.

    >>> _subdivision("Catterline", "Aberdeenshire"), _subdivision("Leeds", "York")
    (True, False)
    """
    return any(_SUBDIVISION.search(a.strip()) and not _SUBDIVISION.search(b.strip())
               and _places.level(b) == "other" for a, b in ((one, other), (other, one)))


def _role_of_a_work(doc: Any, term: Term) -> bool:
    """A class noun with an "of" phrase naming something: "the director of 'Suburban
    Roulette'", "the writer of Run, Chris, Run"."""
    head = doc[term.tokens[-1]]
    return any(child.dep_ == "prep" and child.lower_ == "of" and any(
        t.pos_ == "PROPN" or t.text in "\"“'‘" for t in child.subtree) for child in head.children)


def _role_of_a_name(candidate: Term, passages: list[Any]) -> bool:
    """The passages write the candidate with an "of" phrase naming something too ("the
    director of Jaws"), so "the <candidate> of <a work>" reads as they would write it."""
    return any(_role_of_a_work(pdoc, Term(candidate.text, candidate.kinds, 0, 0, (token.i,)))
               for pdoc in passages for token in _occurrences(pdoc, candidate))


def _role_noun(candidate: Term, passages: list[Any]) -> bool:
    """Written after "a" / "an" as a head somewhere: a role in title case ("an Account
    Executive at ..."), no name ("an Express order" is a name used as a modifier)."""
    words = candidate.key.split()
    return any(i > 0 and pdoc[i - 1].lower_ in ("a", "an")
               and pdoc[i:i + len(words)].text.lower().split() == words
               and not (i + len(words) < len(pdoc)
                        and pdoc[i + len(words)].pos_ in ("NOUN", "PROPN"))
               for pdoc in passages for i in _nlp.positions(pdoc, words[0]))


def _in_running_text(candidate: Term, passages: list[Any]) -> bool:
    """The candidate is written at least once in a sentence of running text, not only in an
    e-mail subject, a greeting or a heading ("4. Vertical File Storage - Starting at $299",
    "Subject: Exclusive Limited-Time Offer: ..."), and is no heading glued by a dash."""
    if re.search(r"\s[-–—]\s", candidate.text):
        return False
    for pdoc in passages:
        text = _nlp.doc_text(pdoc)
        for occurrence in _occurrences(pdoc, candidate):
            start = text.rfind("\n", 0, occurrence.idx) + 1
            end = text.find("\n", occurrence.idx)
            line = text[start:end if end != -1 else len(text)].strip()
            if _HEADING_LINE.match(line):
                continue
            if line.endswith((".", "!", "?", '"', "”", ")")) or len(line.split()) >= 12:
                return True
    return False


#: Lines that are no running text: e-mail subjects and greetings.
_HEADING_LINE = re.compile(r"(subject|re|fwd?|to|from|cc)\s*:|(dear|hi|hello)\b", re.I)


def _dep(token: Any) -> str:
    return _nlp.climb_deps(token, ("compound", "amod", "conj", "appos")).dep_


def _alias_in_passages(target: Term, candidate: Term, passages: list[Any]) -> bool:
    """A passage gives one as the other's name: "Howard Allen O'Brien, known as Anne Rice"."""
    cues = _words()["alias_cues"]
    for pdoc in passages:
        # pronunciations and glosses in brackets stand between a name and its alias:
        # "Mogadishu ([ˌmɔːɡə…] Muqdisho; مقديشو), known locally as Hamar"
        low = _unbracketed(_nlp.doc_text(pdoc).lower())
        for a, b in ((target.key, candidate.key), (candidate.key, target.key)):
            at = low.find(a)
            while at != -1:
                gap = low[at + len(a):at + len(a) + 120]
                where = gap.find(b)
                if where != -1 and not re.search(r"[.!?]\s", gap[:where]) and (
                        "\x00" in gap[:where] or _ALIAS_PHRASE.search(gap[:where]) or any(
                            re.search(r"(?<!\w)" + re.escape(c) + r"(?!\w)", gap[:where])
                            for c in cues)):
                    return True
                at = low.find(a, at + 1)
    return False


_BRACKETED = re.compile(r"[(\[][^()\[\]]*[)\]]")


def _unbracketed(text: str) -> str:
    """The text with bracketed asides (nested ones too) cut down to a NUL mark, a cue."""
    for _ in range(3):
        text, cut = _BRACKETED.subn(" \x00 ", text)
        if not cut:
            break
    return text
#: "known locally as", "also known in Ancient Greek as", "called", "locally": one name's other name
_ALIAS_PHRASE = re.compile(r"\bknown\b[^,;]{0,40}\bas\b|\bcalled\b|\blocally\b|\bnamed\b")


def _type_nouns(docs: list[Any], found: list[list[Term]]) -> defaultdict[str, set[str]]:
    """The common noun each name is introduced with: "the app TikTok", "singer Katy Perry"."""
    out: defaultdict[str, set[str]] = defaultdict(set)
    for doc, group in zip(docs, found, strict=True):
        for term in group:
            first = doc[term.tokens[0]]
            if term.proper and first.i > 0 and doc[first.i - 1].pos_ == "NOUN" and \
                    doc[first.i - 1].text.islower():
                out[term.key].add(doc[first.i - 1].lemma_.lower())
    return out


def _same_shape(target: Term, candidate: Term) -> bool:
    """A noun phrase swaps only its modifiers (same head, other words before it)."""
    for kind in target.kinds & candidate.kinds:
        if kind[0] == "np":
            return target.key.rsplit(" ", 1)[0] != candidate.key.rsplit(" ", 1)[0]
    return target.proper == candidate.proper and (target.the or not candidate.the)


def _unique_longest(found: Iterable[Term]) -> list[Term]:
    """One term per text, sorted; a name that is part of a longer name goes."""
    by_key: dict[str, Term] = {}
    for term in found:
        kept = by_key.setdefault(term.key, term)
        if not (kept.clean and kept.bounded) and term.clean and term.bounded:
            by_key[term.key] = term  # "Belgium" of a results table ("Belgium Brazil 2–1"),
            # when a sentence also writes it whole ("Argentina beat Belgium")
    out = []
    for key, term in sorted(by_key.items()):
        if term.proper and any(other != key and by_key[other].proper and len(other) > len(key)
                               and _alias_keys(key, other) for other in by_key):
            continue
        out.append(term)
    return out


@functools.lru_cache(maxsize=1 << 16)
def _squashed(key: str) -> str:
    """``key``'s letters and digits, a final "s" off (each pool key is compared with many)."""
    return "".join(filter(str.isalnum, key)).rstrip("s")


@functools.lru_cache(maxsize=1 << 17)  # claims on the same passages compare the same pool
def _alias_keys(a: str, b: str, *, person: bool = False) -> bool:
    """Perry / Katy Perry, US / United States: one names the other (for a person, also a
    shared surname or a short first name: Chris Kyle / Christopher Scott Kyle)."""
    if _squashed(a) == _squashed(b):
        return True  # Tech Crunch / TechCrunch, African-Americans / African American
    wa, wb = set(a.replace(".", "").split()), set(b.replace(".", "").split())
    if wa <= wb or wb <= wa:
        return True  # Perry / Katy Perry
    if len(a.split()) > 1 and len(b.split()) > 1 and a.split()[-1] == b.split()[-1] and \
            a[0] == b[0]:
        return True  # European Commission / EU Commission
    first_a, first_b = sorted((a.split()[0], b.split()[0]), key=len)
    if person and ({w for w in wa & wb if len(w) > 2 and w not in _NAME_GLUE} or (
            len(first_a) > 2 and first_b.startswith(first_a))):
        return True  # Chris Kyle / Christopher Scott Kyle
    initials = lambda words: "".join(w[0] for w in words.split() if w[:1].isalpha())
    short, long = sorted((a.replace(".", ""), b.replace(".", "")), key=len)
    # U.S. Food & Drug Administration / FDA: the acronym may leave out a leading qualifier
    return " " not in short and len(short) > 1 and (initials(long) == short or (
        len(short) > 2 and initials(long).endswith(short)))


def _spelling_variant(a: str, b: str) -> bool:
    """Two writings of one long name, a letter or a space apart.

    >>> _spelling_variant("kids are alright", "kids are all right"), _spelling_variant("iran", "iraq")
    (True, False)
    """
    squash = lambda k: "".join(c for c in k if c.isalnum())
    one, other = squash(a), squash(b)
    return min(len(one), len(other)) >= 8 and \
        difflib.SequenceMatcher(None, one, other).ratio() >= 0.9


def _alias(target: Term, candidate: Term) -> bool:
    return target.proper and candidate.proper and _alias_keys(
        target.key, candidate.key, person="PERSON" in (target.label, candidate.label))


# ----------------------------------------------------------------------------- still true?


def _holds_too(doc: Any, target: Term, candidate: Term, passages: list[Any],
               claim_names: list[Term]) -> bool:
    """Whether the passages say the claim holds for ``candidate`` as well: the two share a
    coordination or an apposition in any passage sentence ("features Jena Malone, Catherine
    Keener, ..."), the candidate fills the target's slot in a sentence stating the rest of the
    target's clause ("Dlouhý and Vízner were the defending champions"), a passage gives the
    candidate as the modifier of the same noun about the same name ("DJ Maphorisa, a South
    African record producer"), the claim itself says the same of a thing the candidate may
    be ("So is the hospital ..."), or a passage sentence states the rest of the claim."""
    slot = _slot(doc, target)
    clause = _content(doc[target.tokens[0]].sent, set(target.tokens))
    if _said_of_another(doc, target, candidate) or _kin_clash(doc, target, candidate) or \
            _person_as_place(target, candidate, passages) or \
            _same_predicate_unnamed(doc, target, candidate, passages) or \
            _same_relation(target, candidate, passages):
        return True
    anchors = _anchors(doc, target, claim_names)
    titles = [_title_content(p) for p in passages]
    best = max((_overlap(clause, sent, title) for p, title in zip(passages, titles, strict=True)
                for sent in p.sents), default=0.0)
    negated = _negated(doc[target.tokens[-1]])  # "He and X are not both playwrights": a
    # candidate the passages call a playwright makes the claim false, not true
    if negated and _in_predicate(doc, target):
        return not _negation_falsified(doc, target, candidate, passages)
    if negated and _identity_denied(doc, target) and not any(candidate.key in sent.text.lower() and
                           _overlap(clause, sent) >= _NEGATED_SUBJECT_COVERAGE
                           for pdoc in passages for sent in pdoc.sents):
        return True  # "Roger Taylor was not the writer" → "Y was not the writer": false only
        # where the passages say Y was
    if target.label == "PERSON" and (_beside_pronoun(doc, target, candidate, passages,
                                                     claim_names)
                                     or _same_work_unnamed(doc, target, candidate, passages)):
        return True
    for pdoc, title in zip(passages, titles, strict=True):
        for occurrence in _occurrences(pdoc, candidate):
            if _turn_label(pdoc, occurrence):
                continue  # "User Interface: Yeah . / Project Manager: ...": no coordination
            group = set(_coordination(occurrence))
            if occurrence.dep_ == "appos" or any(c.dep_ == "appos" for c in occurrence.children):
                group.update(t.i for t in occurrence.head.subtree)
            about = not anchors or any(a in occurrence.sent.text.lower() for a in anchors)
            score = _overlap(clause, occurrence.sent, title)
            if any(_mentions(pdoc, i, target) and not _turn_label(pdoc, pdoc[i]) for i in group) \
                    and (score >= 0.3 or (score > 0 and score >= best) or not clause
                         or ("class", "occupation") in target.kinds) and about:
                return True  # listed together about the claim's matter, in any sentence
                # ("The film ... features Jena Malone, Catherine Keener" under its title)
            if ("class", "occupation") in target.kinds and _glued(pdoc, occurrence, target):
                return True  # "actor-singer Jim Nabors": one person holds both roles
            if not target.proper and _one_description(occurrence, target, doc):
                return True  # "is an American actor, screenwriter, producer": one person
            if _modified_noun(occurrence) == _modified_noun(doc[target.tokens[-1]]) is not None \
                    and _names_target(occurrence.sent, target):
                return True  # "a Sudanese novel by Tayeb Salih" for "the Tayeb Saleh novel"
            if slot is not None and not negated and _slots_meet(slot, _slot_of(occurrence), clause) \
                    and about and (
                    not target.proper or _states(clause, occurrence.sent, 0.5, extra=title)):
                return True  # same frame: "recorded by X" / "recorded by Y" with the same
                # amounts; for a common noun the frame alone ("maximize floor space")
            if (anchors and about or _indefinite(doc[target.tokens[-1]])) and \
                    _modified_noun(occurrence) == _modified_noun(doc[target.tokens[-1]]) is not None:
                return True  # "DJ Maphorisa ... is a South African record producer"
        if _stated_for(doc, target, candidate, pdoc) or \
                _describes_another(doc, target, candidate, pdoc, title):
            return True
    return False


_NEGATED_SUBJECT_COVERAGE = 0.5


def _identity_denied(doc: Any, target: Term) -> bool:
    """The target alone is the subject of a negated "be" with a definite noun ("Roger Taylor
    was not the writer of the song"): the sentence is true of all but one, so only the one
    the passages name with the rest of it makes a fault. Ellipses ("X wasn't.") and lists
    ("A, and X are not from ...") are left to the other checks."""
    last = _nlp.climb_deps(doc[target.tokens[-1]], ("compound", "flat"))
    if last.dep_ != "nsubj" or last.head.lemma_ != "be" or last.conjuncts:
        return False
    return any(c.dep_ == "attr" and any(d.dep_ == "det" and d.lower_ == "the" for d in c.children)
               for c in last.head.children)
#: Names of works, teams and firms that tie two people to one thing.
_WORK_LABELS = frozenset(["WORK_OF_ART", "ORG", "EVENT", "PRODUCT", "FAC"])


def _beside_pronoun(doc: Any, target: Term, candidate: Term, passages: list[Any],
                    claim_names: list[Term]) -> bool:
    """The target is coordinated with a pronoun ("He and Jim Thompson were both
    screenwriters") and a passage sentence ties the candidate to another name of the claim
    ("a novel by William Boyd" for "The author of Any Human Heart"): the pronoun may be the
    candidate, so the swap may say "he and he"."""
    last = _nlp.climb_deps(doc[target.tokens[-1]], ("compound", "flat"))
    if not any(t.pos_ == "PRON" for t in [last, *last.conjuncts]):
        return False
    others = [n.key for n in claim_names if n.key != target.key and n.key not in candidate.key]
    return any(candidate.key in low and any(o in low for o in others)
               for pdoc in passages for low in (s.text.lower() for s in pdoc.sents))


def _same_work_unnamed(doc: Any, target: Term, candidate: Term, passages: list[Any]) -> bool:
    """The target's sentence names no work or team ("Kyra Sedgwick had a role in a work",
    "Bob Gresham also played for this team") and the passages tie both people to one work or
    team they name ("The Edge of Seventeen", "the New York Jets"): in another role (its
    director, a later player), the candidate may make the vague claim true as well."""
    sentence = doc[target.tokens[0]].sent
    if any(t.ent_type_ in _WORK_LABELS for t in sentence) or not _also_of_this(doc, target):
        return False

    titles = {_bare(" ".join(_nlp.doc_text(p).lower().split("\n", 1)[0].split()))
              for p in passages if "\n" in _nlp.doc_text(p)}

    def works(name: Term) -> set[str]:
        found: set[str] = set()
        for pdoc in passages:
            text = _nlp.doc_text(pdoc).lower()
            if name.key not in text:
                continue
            title = " ".join(text.split("\n", 1)[0].split()) if "\n" in text else ""
            about = title == name.key
            for sent in pdoc.sents:
                if about or name.key in sent.text.lower():
                    found.update(_bare(e.text) for e in sent.ents if e.label_ in _WORK_LABELS)
                    found.update(t for t in titles if len(t.split()) > 1 and re.search(
                        rf"\b{re.escape(t)}\b", sent.text.lower()))  # another passage's topic
                    if title and not about:
                        found.add(_bare(title))  # "2015 New York Jets season": what it is about
        return {w for w in found if w and w not in target.key and w not in candidate.key
                and target.key not in w and candidate.key not in w}
    mine, theirs = works(target), works(candidate)
    return any(a == b or (len(a.split()) > 1 and re.search(rf"\b{re.escape(a)}\b", b))
               or (len(b.split()) > 1 and re.search(rf"\b{re.escape(b)}\b", a))
               for a in mine for b in theirs)


def _also_of_this(doc: Any, target: Term) -> bool:
    """The target is the subject of a verb with "also" whose object is a thing the claim
    described before ("Bob Gresham also played for this team"): another person of that
    thing (a later player) makes the sentence true as well. Other sentences ("Dev Patel
    appeared in a movie") keep their swaps: round-10 reviewers ruled the director of his film
    a fault there."""
    last = _nlp.climb_deps(doc[target.tokens[-1]], ("compound", "flat"))
    if last.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = last.head
    if not any(c.dep_ == "advmod" and c.lower_ in ("also", "too") for c in verb.children):
        return False
    objects = [c for c in verb.children if c.dep_ in ("dobj", "attr")]
    objects += [g for c in verb.children if c.dep_ == "prep" for g in c.children
                if g.dep_ == "pobj"]
    return any(d.lower_ in ("this", "that", "these", "those", "same")
               for o in objects for d in o.subtree)


def _bare(name: str) -> str:
    words = name.lower().split()
    return " ".join(words[1:] if words[:1] == ["the"] else words)


#: Verbs that give one relation between a work and who is in it ("starring" / "featuring").
_NEAR_PREDICATES = (frozenset(["star", "feature", "co-star", "costar", "appear"]),)
#: Verbs whose object is a place ("visit Buenos Aires"): a name there is no person.
_PLACE_VERBS = frozenset(["visit", "tour", "reach", "enter", "invade", "conquer", "colonize",
                          "colonise", "annex", "bomb", "occupy"])
_DEFINITE = frozenset(["the", "this", "that", "these", "those"])
_INDEFINITE = frozenset(["a", "an", "some", "another", "any"])


def _same_predicate_unnamed(doc: Any, target: Term, candidate: Term,
                            passages: list[Any]) -> bool:
    """The claim leaves the other party of the target's verb unnamed ("He starred with X in
    a sitcom", "a person who starred in the same show as X", "A movie featuring X") and a
    passage gives the candidate to the same verb or a near one ("The series also stars Y"):
    that unnamed party may be the passage's, so the swap may hold as well."""
    verb = _nlp.verb_of(doc[target.tokens[-1]])
    if verb.pos_ != "VERB" or not _unnamed_party(verb, set(target.tokens)):
        return False
    lemma = verb.lemma_.lower()
    group = next((g for g in _NEAR_PREDICATES if lemma in g), frozenset([lemma]))
    return any(_nlp.verb_of(o).lemma_.lower() in group
               for pdoc in passages for o in _occurrences(pdoc, candidate))


def _unnamed_party(verb: Any, skip: set[int]) -> bool:
    """An argument of the verb is an indefinite noun with no complement ("in a sitcom", not
    "a type of training"), or the verb describes one ("a person who starred", "a movie
    featuring"); a pronoun refers to what the claim says before it, and that is named."""
    parties = [c for c in verb.children if c.dep_ in _VERB_ARGS | {"attr", "agent", "prep"}]
    parties += [g for c in parties if c.dep_ in ("prep", "agent") for g in c.children
                if g.dep_ == "pobj"]
    if verb.dep_ in ("relcl", "acl"):
        parties.append(verb.head)
    return any(p.i not in skip and p.dep_ not in ("prep", "agent") and (
        p.pos_ == "NOUN" and not any(c.dep_ == "prep" for c in p.children) and any(
            c.dep_ == "det" and c.lower_ in _INDEFINITE for c in p.children))
        for p in parties)


def _describes_another(doc: Any, target: Term, candidate: Term, pdoc: Any,
                       title: set[str]) -> bool:
    """A definite description of the target's sentence ("than the director of the 1980
    film Break of Day", "this engagement, in which the blockhouse was captured") is what a
    passage sentence naming the candidate says of it ("a 1980 film directed by Jacques
    Demy"): the swap would compare the candidate with itself or make a relation reflexive."""
    mine = set(target.tokens)
    occurrences = _occurrences(pdoc, candidate)
    if not occurrences:
        return False
    for noun in doc[target.tokens[0]].sent:
        if noun.pos_ != "NOUN" or noun.i in mine or not any(
                c.dep_ in ("det", "poss") and (c.dep_ == "poss" or c.lower_ in _DEFINITE)
                for c in noun.children):
            continue
        words, roles = _description(noun, mine)
        if len(words) >= 3 and any(
                _covered(words, _content(o.sent) | title) >= _DESCRIPTION_COVERAGE
                and _covered(_role_words(o), roles) > 0 for o in occurrences):
            return True
    return False


def _role_words(occurrence: Any) -> set[str]:
    """What a passage says the name does or is: its verb ("directed by Jacques Demy"), or
    for "be" the nouns on either side ("The hosts were Ben Stein")."""
    verb = _nlp.verb_of(occurrence)
    if verb.lemma_ != "be":
        return {verb.lemma_.lower()}
    said = [c for c in verb.children if c.dep_ in ("nsubj", "attr")]
    said += [j for c in said for j in c.conjuncts]  # "a businessman and one of the ..."
    said += [g for c in said if c.lower_ in _PART_WORDS for p in c.children
             if p.dep_ == "prep" and p.lower_ == "of" for g in p.children if g.dep_ == "pobj"]
    return {c.lemma_.lower() for c in said} - {occurrence.lemma_.lower()}


#: Words that pick members out of a group: "one of the final four contestants".
_PART_WORDS = frozenset(["one", "two", "three", "four", "some", "many", "several", "each"])


_DESCRIPTION_COVERAGE = 0.65


def _description(noun: Any, skip: set[int]) -> tuple[set[str], set[str]]:
    """The content lemmas of a noun's phrase, its conjuncts left out, and its role words
    (the noun and the verbs of the phrase: "director", "captured"); none when the phrase
    holds a word of ``skip`` (the target)."""
    tokens, todo = [], [noun]
    while todo:
        token = todo.pop()
        if token.i in skip:
            return set(), set()
        tokens.append(token)
        todo.extend(c for c in token.children if c.dep_ not in ("conj", "cc"))
    roles = {noun.lemma_.lower()} | {t.lemma_.lower() for t in tokens if t.pos_ == "VERB"}
    return _content(tokens), roles


def _covered(needed: set[str], have: set[str]) -> float:
    """The share of ``needed`` in ``have``, a word of five letters or more counting by its
    first five ("director" / "direct")."""
    stems = {w[:5] for w in have if len(w) >= 5}
    hits = [w for w in needed if w in have or (len(w) >= 5 and w[:5] in stems)]
    return len(hits) / len(needed)


def _same_relation(target: Term, candidate: Term, passages: list[Any]) -> bool:
    """A people or a language the passages give in the same relation to one verb as the
    target, through the same preposition ("derives from the Middle English word ..., from
    Old French ...", "has roots in West African ... as well as European ..."): both hold in
    the claim's slot, so the swap may still be true. Two modifiers of one noun ("a
    Soviet/Russian mathematician") are no such relation: the noun may be another person.

    >>> pdoc = _nlp.parse("Jazz has roots in West African music and in European music.")
    >>> west, europe, asia = (Term(k, frozenset({("ent", "NORP")}), 0, 0, (), proper=True,
    ...                            label="NORP") for k in ("West African", "European", "Asian"))
    >>> _same_relation(west, europe, [pdoc]), _same_relation(west, asia, [pdoc])
    (True, False)
    """
    if target.label not in ("NORP", "LANGUAGE"):
        return False
    for pdoc in passages:
        mine = {_relation(o) for o in _occurrences(pdoc, target)}
        if any(relation[1] and relation in mine
               for relation in map(_relation, _occurrences(pdoc, candidate))):
            return True  # through a preposition only: "was a Soviet/Russian mathematician"
            # of another man says nothing of the claim's
    return False


def _relation(token: Any) -> tuple[int, str, int]:
    """The verb a modifier or a name hangs from, the first preposition on the way up to it
    ("" for none, and for a trait of a named person), and the sentence."""
    prep, step = "", token
    while step.pos_ not in ("VERB", "AUX") and step.head.i != step.i:
        step = step.head
        if step.ent_type_ == "PERSON":
            return -1, "", token.sent.start  # "the Roman philosopher Lucretius": a person's
            # trait, and the passage's other name ("Democritus") is another person
        if not prep and step.dep_ in ("prep", "agent"):
            prep = step.lower_
        elif not prep and step.dep_ == "conj" and step.pos_ == "ADP":
            prep = step.lower_  # "and in European music": a second "in" of the same verb
    return step.i, prep, token.sent.start


def _person_as_place(target: Term, candidate: Term, passages: list[Any]) -> bool:
    """A person's name swaps with no name the passages use as a place ("make Mary Alice
    believe" → "make Buenos Aires believe" after "visit Buenos Aires")."""
    if target.label != "PERSON":
        return False
    if _places.written_as_place(candidate.text, passages):
        return True
    return any(o.dep_ == "dobj" and o.head.lemma_.lower() in _PLACE_VERBS
               for pdoc in passages for o in _occurrences(pdoc, candidate))


#: Kin nouns by relation and sex, and the nouns that cover a relation whatever the sex.
_KIN = {"son": ("child", "m"), "daughter": ("child", "f"), "brother": ("sibling", "m"),
        "sister": ("sibling", "f"), "father": ("parent", "m"), "mother": ("parent", "f"),
        "husband": ("spouse", "m"), "wife": ("spouse", "f"), "uncle": ("auncle", "m"),
        "aunt": ("auncle", "f"), "nephew": ("nibling", "m"), "niece": ("nibling", "f"),
        "grandson": ("grandchild", "m"), "granddaughter": ("grandchild", "f"),
        "grandfather": ("grandparent", "m"), "grandmother": ("grandparent", "f")}
_KIN_COVERS = {"child": "child", "kid": "child", "offspring": "child", "sibling": "sibling",
               "parent": "parent", "spouse": "spouse", "partner": "spouse",
               "grandchild": "grandchild", "grandparent": "grandparent"}


def _kin_clash(doc: Any, target: Term, candidate: Term) -> bool:
    """A kin noun swapped for its spouse counterpart ("her four dead husbands" → "wives":
    the other partner fixes the sex), or for a noun another word of the sentence already
    covers ("his wife and child" → "his son and child")."""
    if ("class", "family") not in target.kinds:
        return False
    lemma = lambda term: _nlp.parse(term.text)[-1].lemma_.lower()
    mine, theirs = _KIN.get(lemma(target)), _KIN.get(lemma(candidate))
    if mine is None or theirs is None:
        return False
    if mine[0] == theirs[0] == "spouse":
        return True
    sentence = doc[target.tokens[0]].sent
    return any(_KIN_COVERS.get(t.lemma_.lower()) == theirs[0] for t in sentence
               if t.i not in target.tokens)


def _slots_meet(slot: tuple[str, str], other: tuple[str, str] | None, clause: set[str]) -> bool:
    """The same slot, or the same preposition on another word of the claim's clause ("a type
    of support from Syria" / "receives ... support from Iran")."""
    if other is None or other == slot:
        return other == slot
    return slot[0].startswith("pobj:") and other[0] == slot[0] and other[1] in clause


def _one_description(occurrence: Any, target: Term, doc: Any) -> bool:
    """The passage gives the candidate noun and the target's noun in one description of one
    thing ("X is an American actor, screenwriter, producer and director"): the claim's noun
    and the swapped one then name the same referent, so the swap may hold as well."""
    lemma = doc[target.tokens[-1]].lemma_.lower()
    top = occurrence
    while top.dep_ not in ("attr", "appos", "ROOT") and top.head.i != top.i:
        top = top.head
    if top.dep_ not in ("attr", "appos"):
        return False
    return any(t.i != occurrence.i and t.pos_ in ("NOUN", "PROPN") and t.lemma_.lower() == lemma
               for t in top.subtree)


#: How close a passage's spelling of a name must be to the claim's ("Salih" / "Saleh").
_SAME_NAME_RATIO = 0.8


def _names_target(sentence: Any, target: Term) -> bool:
    """The passage sentence names the target itself, spelt the same or nearly so."""
    words = target.key.split()
    tokens = [t.lower_ for t in sentence]
    return any(difflib.SequenceMatcher(None, " ".join(tokens[i:i + len(words)]),
                                       target.key).ratio() >= _SAME_NAME_RATIO
               for i in range(len(tokens) - len(words) + 1))


def _subjects(doc: Any, target: Term) -> list[Any]:
    verb = _nlp.verb_of(doc[target.tokens[-1]])
    return [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]


def _in_predicate(doc: Any, target: Term) -> bool:
    """The target is outside its clause's subject ("X is not from <target>")."""
    return not any(set(target.tokens) & {t.i for t in s.subtree} for s in _subjects(doc, target))


def _negation_falsified(doc: Any, target: Term, candidate: Term, passages: list[Any]) -> bool:
    """For a swap inside a negated predicate ("X is not from New York" → "... Charlestown"),
    whether the passages make the new relation true of the whole subject, so the negated
    mutant is false: the subject is one name (no "and" in it: "X and Y are not from ..."
    stays true when only one of them is) and a passage sentence names it with the candidate.
    A clause with no subject is refused; a target in the subject is left to the other checks."""
    subjects = _subjects(doc, target)
    if not subjects:
        return False
    subject = subjects[0]
    span = list(subject.subtree)
    if len(subjects) > 1 or any(t.dep_ in ("cc", "conj") or t.lower_ in ("and", "&") for t in span) \
            or subject.pos_ != "PROPN":
        return False
    name = doc[span[0].i:span[-1].i + 1].text.lower()
    return any(name in sent.text.lower() and candidate.key in sent.text.lower()
               for pdoc in passages for sent in pdoc.sents)


def _place_modifier_clash(doc: Any, target: Term, candidate: Term, passages: list[Any]) -> bool:
    """A place written as a modifier of a noun ("the U.S. state", "a Chicago suburb") swaps
    only with a place the passages write before the same noun, or, when neither is a country
    or region (a city reads as a modifier: "a Boston suburb"), with any place: a country name
    as a modifier reads wrong where its adjective is due ("the Canada state")."""
    head = _modified_noun(doc[target.tokens[-1]])
    if head is None:
        return False
    high = ("country", "region")
    if _places.level(target.text) not in high and _places.level(candidate.text) not in high:
        return False
    return not any(_modified_noun(o) == head for pdoc in passages
                   for o in _occurrences(pdoc, candidate))


def _glued(pdoc: Any, occurrence: Any, target: Term) -> bool:
    """A passage writes the candidate hyphenated with the target ("actor-singer")."""
    for step in (-2, 2):
        i = occurrence.i + step
        if 0 <= i < len(pdoc) and pdoc[(occurrence.i + i) // 2].text in "-–" and \
                pdoc[i].lower_ in target.key.split():
            return True
    return False


def _indefinite(token: Any) -> bool:
    """A modifier of a noun brought in with "a" / "an" ("by an American actor"): the claim
    says some such thing exists, so another one the passages name with the same noun ("a
    Canadian actor") may make the swap true as well."""
    if token.dep_ not in ("amod", "compound", "nmod") or token.ent_type_ != "NORP":
        return False  # a nationality ("American"), not a kind: "when a Team plan is
        # cancelled" and "a Standard order ships" are about any such plan or order
    head = _nlp.climb_deps(token.head, ("compound",))
    return any(c.dep_ == "det" and c.lower_ in ("a", "an", "some", "any") for c in head.children)


def _negated(token: Any) -> bool:
    """The clause the token belongs to is negated ("are not both", "never won")."""
    return any(child.dep_ == "neg" for child in _nlp.verb_of(token).children)


def _turn_label(pdoc: Any, token: Any) -> bool:
    """The token is in the speaker label opening a transcript line ("User Interface: ...")."""
    text = _nlp.doc_text(pdoc)
    start = text.rfind("\n", 0, token.idx) + 1
    found = _TURN.match(text, start)
    return found is not None and token.idx < start + found.end()


def _title_content(pdoc: Any) -> set[str]:
    """The content words of a passage's title line ("2007 Brasil Open – Doubles\n...")."""
    text = _nlp.doc_text(pdoc)
    line = text.split("\n", 1)[0]
    if "\n" not in text or len(line.split()) > 12 or line.rstrip().endswith((".", "!", "?")) \
            or _TURN.match(line):
        return set()
    return _content(t for t in pdoc if t.idx < len(line))


def _modified_noun(token: Any) -> str | None:
    """The lemma of the noun a modifier belongs to ("producer" of "Canadian record producer")."""
    if token.dep_ not in ("amod", "compound", "nmod"):
        return None
    head = _nlp.climb_deps(token.head, ("compound",))
    return head.lemma_.lower() if head.pos_ in ("NOUN", "PROPN") and head.i > token.i else None


def _anchors(doc: Any, target: Term, claim_names: list[Term]) -> list[str]:
    """For a modifier, the names its noun phrase is about: "DJ Maphorisa" of "The Canadian
    record producer DJ Maphorisa", of "DJ Maphorisa is a Canadian record producer"."""
    last = doc[target.tokens[-1]]
    if _modified_noun(last) is None:
        return []
    head = _nlp.climb_deps(last.head, ("compound",))
    near = {t.i for t in head.subtree}
    if head.dep_ in ("attr", "appos"):
        near.update(t.i for c in head.head.children if c.dep_ in ("nsubj", "nsubjpass")
                    for t in c.subtree)
        if head.dep_ == "appos":
            near.update(t.i for t in head.head.subtree)
    return [n.key for n in claim_names if n.key != target.key and set(n.tokens) & near]


def _said_of_another(doc: Any, target: Term, candidate: Term) -> bool:
    """The claim says the same of a thing it only describes ("So is the hospital the New
    Freedmen's Clinic is associated with"), and the candidate may be that thing (its last
    word is the described noun), so the swap may name it."""
    last = candidate.key.split()[-1]
    for sent in doc.sents:
        if len(sent) < 3 or sent[0].lower_ != "so" or sent[1].pos_ != "AUX":
            continue
        if any(t.pos_ == "NOUN" and t.lemma_.lower() in (last, last.rstrip("s"))
               and any(c.lower_ == "the" for c in t.children) for t in sent):
            return True
    return False


def _overlap(needed: set[str], sentence: Any, extra: set[str] | None = None) -> float:
    have = _content(sentence) | (extra or set())
    return len(needed & have) / len(needed) if needed else 0.0


def _occurrences(pdoc: Any, term: Term) -> list[Any]:
    """The head token of each place ``term`` is written in a passage."""
    words = term.key.split()
    out = []
    for i in _nlp.positions(pdoc, words[0]):  # the tokens whose lower_ is the first word
        if pdoc[i:i + len(words)].text.lower().split() == words:
            span = pdoc[i:i + len(words)]
            out.append(span.root)
    return out


def _coordination(token: Any) -> list[int]:
    """Token indices of everything coordinated with ``token`` ("cards, PayPal and Apple Pay")."""
    heads = [token] + list(token.conjuncts)
    if token.dep_ in ("compound", "amod"):
        heads += list(token.head.conjuncts)
    out: list[int] = []
    for head in heads:
        conjuncts = head.conjuncts
        inside = {c.i for c in conjuncts for c in c.subtree}  # once, not once per token
        out.extend(t.i for t in head.subtree if not conjuncts or t.i not in inside
                   or t == head)
        out.append(head.i)
    return out


def _mentions(pdoc: Any, i: int, term: Term) -> bool:
    token = pdoc[i]
    return token.lower_ in term.key.split() and term.key in " ".join(
        t.lower_ for t in pdoc[max(0, i - 4):i + 5])


def _slot(doc: Any, term: Term) -> tuple[str, str] | None:
    return _slot_of(doc[term.tokens[-1]])


def _slot_of(token: Any) -> tuple[str, str] | None:
    """The dependency and the word a term fills: ``("nsubj", "record")``, for a list
    member its list's (``"Dlouhý and Vízner were"``), for a subject of "be" the noun it is
    said to be (``("nsubj", "be:champion")``)."""
    token = _nlp.climb_deps(token, ("compound", "flat", "appos", "conj"))
    if token.dep_ == "ROOT":
        return None
    if token.dep_ == "pobj":
        prep = token.head
        return (f"pobj:{prep.lower_}", prep.head.lemma_.lower())
    head = token.head.lemma_.lower()
    if head == "be" and token.dep_ in ("nsubj", "nsubjpass"):
        head += ":" + ",".join(sorted(c.lemma_.lower() for c in token.head.children
                                      if c.dep_ == "attr"))
    return (token.dep_, head)


def _content(tokens: Iterable[Any], skip: set[int] | None = None) -> set[str]:
    """Content lemmas; numbers count by their text ("one" and "two" differ)."""
    skip = skip or set()
    return {t.lower_ if t.like_num else t.lemma_.lower() for t in tokens
            if t.i not in skip and (t.like_num or (t.pos_ in _CONTENT_POS and not t.is_stop))}


def _stated_for(doc: Any, target: Term, candidate: Term, pdoc: Any) -> bool:
    """A passage sentence about ``candidate`` that states most of the rest of the claim."""
    needed = _content(doc, set(target.tokens))
    return any(candidate.key in sentence.text.lower()
               and _states(needed, sentence, _STILL_TRUE_COVERAGE) for sentence in pdoc.sents)


def _states(needed: set[str], sentence: Any, coverage: float, *,
            extra: set[str] | None = None) -> bool:
    """The sentence (with the ``extra`` words of its passage's title) holds the claim's
    amounts and ``coverage`` of its other content words."""
    if not needed:
        return False
    have = _content(sentence) | (extra or set())
    numbers = {w for w in needed if w[:1].isdigit() or w in _NUMBER_WORDS}
    if numbers - have:
        return False  # the sentence gives another amount
    return len(needed & have) / len(needed) >= coverage


# ----------------------------------------------------------------------------- the edit


def _swap(doc: Any, target: Term, new: Term) -> Edit:
    text = doc.text
    replacement = new.text
    if any(k[0] == "np" for k in target.kinds & new.kinds):  # keep the claim's head word
        replacement = replacement[:len(replacement) - len(replacement.split()[-1])] + \
            target.head_text
    elif not new.proper and new.plural != target.plural:
        replacement = _inflect(new, plural=target.plural)
    if new.initial and not new.capital_word:
        replacement = replacement[:1].lower() + replacement[1:]
    start, replacement = _definite_article(doc, target, new, replacement)
    replacement = _final_stop(doc, target, replacement)
    if target.initial:
        replacement = replacement[:1].upper() + replacement[1:]
    spans = [Span(start, target.end, replacement)]
    article = article_fix(text, target.start, replacement)
    if article is not None:
        spans.insert(0, article)
    return Edit(tuple(spans), f"{target.text} → {replacement}")


def _definite_article(doc: Any, target: Term, new: Term, replacement: str) -> tuple[int, str]:
    """Where the swap starts and what it writes, "the" fixed for place names: a place that
    takes "the" ("the U.S.", "the Netherlands") gets it where the claim writes a bare name
    ("born in Germany" → "born in the U.S."), and the claim's "the" goes before a place that
    takes none ("lives in the U.S." → "lives in Germany"). A name used as a modifier ("the
    US government") or after another determiner keeps the claim's words.

    >>> doc = _nlp.parse("Ann was born in Germany.")
    >>> germany = next(t for t in terms(doc) if t.text == "Germany")
    >>> us = Term("U.S.", germany.kinds, 0, 0, (), proper=True, label="GPE")
    >>> _definite_article(doc, germany, us, "U.S.")
    (16, 'the U.S.')
    """
    first, last = doc[target.tokens[0]], doc[target.tokens[-1]]
    if not (_place_name(target) and _place_name(new)) or \
            last.dep_ in ("compound", "amod", "nmod"):
        return target.start, replacement
    takes = new.the or _takes_the(new)
    if target.the and not takes and first.i > 0:
        return doc[first.i - 1].idx, replacement  # "in the U.S." → "in Germany"
    before = doc[first.i - 1] if first.i > 0 else None
    if takes and not target.the and not _takes_the(target) and not (
            before is not None and before.dep_ in ("det", "poss")):
        return target.start, "the " + replacement
    return target.start, replacement


def _place_name(term: Term) -> bool:
    """A place the recogniser types so, or one the place tables know."""
    return term.proper and (term.label in ("GPE", "LOC") or
                            _places.level(term.text) in _PLACE_LEVELS)


def _takes_the(term: Term) -> bool:
    """The place's name is written with "the" (``the_places`` of the lexicon: "U.S.",
    "Netherlands", "Middle East")."""
    return term.key in _words()["the_places"]


def _final_stop(doc: Any, target: Term, replacement: str) -> str:
    """The replacement with the claim's full stop kept once: a name ending in a stop ("U.S.")
    at the end of a sentence holds the sentence's stop, so a name with none gets one ("lives
    in the U.S." → "in Germany."), and one with a stop before the claim's own stop drops it
    ("born in Germany." → "in the U.S.", never "U.S..")."""
    after = doc.text[target.end:target.end + 1]
    if replacement.endswith(".") and after == ".":
        return replacement[:-1]
    last = doc[target.tokens[-1]]
    if target.text.endswith(".") and not replacement.endswith(".") and \
            last.i == last.sent.end - 1:
        return replacement + "."
    return replacement


def _inflect(term: Term, *, plural: bool) -> str:
    """The class noun in the number the claim needs (admins → owner, owner → admins)."""
    irregular = _words()["irregular_plurals"]
    word = term.text
    if not plural:
        singular = {v: k for k, v in irregular.items()}.get(word.lower())
        if singular:
            return singular
        if word.endswith("ies"):
            return word[:-3] + "y"
        return word[:-2] if word.endswith(("ches", "shes", "sses", "xes")) else word[:-1]
    if word.lower() in irregular:
        return irregular[word.lower()]
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("ch", "sh", "s", "x")) else "s")
