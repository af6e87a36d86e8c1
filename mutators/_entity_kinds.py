"""Evidence, read off every parse of a claim and its passages, that two names are the same kind.

The small spaCy model's entity types on web text are often wrong ("Boyhood" as a person,
"Brent" as an organisation, "Gold" of "the Gold plan" as a person). entity_swap therefore
trusts a type only when the parses agree, and checks the slot from the parse:

* **one type everywhere**: a name the recogniser types differently in different places (or
  types in one place and not at all in another, for a person) has no reliable type and is
  neither swapped nor used as a replacement;
* **seen twice**: a one-word name is used (as a target or as a replacement) only when the
  texts write it at least twice, each time with the same type, so one parse's guess is never
  trusted alone (a place or nationality, a reliable type, may replace after one sighting);
* **structure outranks types**: two names the passages use the same way ("the Gold card" /
  "the Silver card", "GitHub Free:" / "GitHub Pro:", "Hotel Rivera" / "Hotel Sol") are the
  same kind whatever the recogniser says, and the type checks above are not needed;
* **a list shares its type**: members of one list take the type nouns of the list ("television
  shows The Class, True Blood, and Party Down": Party Down is a show, not a person);
* **the kind word agrees**: a name ending in a word that says its kind ("Kent State
  University", "Washington State Labor Council") swaps only with a name ending in a word of
  the same group ("Ohio State University" → "Peking University", never "Air Force");
* **a person is a person**: a person's name swaps only when it is a full name (two or more
  words) or the surname of a full name the texts give ("Higgins" of "John Higgins"), and the
  texts never put it after "in", "at", "to" or "from" like a place ("travel to Bahia Blanca");
* **same use**: a name used as a modifier ("the RSV vaccine", "the Gold plan") swaps only with
  a name the passages use as a modifier too (places excepted: "a Sydney clifftop" → "a Boston
  clifftop"), so "the US Food and Drug Administration vaccine" is never made; a name used as a head
  swaps only with one the passages use as a subject, object or owner ("Brent crude" gives no
  subject for "The Bank of Japan said", "(Photo: Galveston County Jail)" no place), and never
  with the other party of a verb the two share ("University Arms Hotel accepts American
  Express");
* **a capital that shows a name**: a one-word name only ever written opening a sentence
  ("Focus will be on ...") may be a common word in sentence case, and is not used;
* **same article**: a name written after "the" ("the U.S.", "The Bronx") swaps only with one
  the passages also write after "the", and a bare name only with one written bare ("in the
  China", "the Sarah plan", "The John Hodge's director" are never made).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ._nlp import alpha_words, climb_deps

#: Types whose modifier use is reliable enough to swap with any name of the type.
_FREE_MODIFIER_LABELS = frozenset(["GPE", "LOC"])
_PLACE_LABELS = frozenset(["GPE", "LOC", "NORP"])
#: Dependencies of a name that is an argument of its clause (not furniture like "(Photo: X)").
_ARGUMENT_DEPS = frozenset(["nsubj", "nsubjpass", "dobj", "pobj", "poss", "attr", "dative",
                            "agent", "oprd"])
_PLACE_PREPOSITIONS = frozenset(["in", "at", "to", "from", "near", "across", "into", "outside",
                                 "inside", "around", "throughout"])
_SUBJECTS = frozenset(["nsubj", "nsubjpass", "agent"])
#: Dependencies of a modifier inside a noun phrase.
_MODIFIER_DEPS = frozenset(["compound", "amod", "nmod"])


class _TermLike(Protocol):
    key: str
    tokens: tuple[int, ...]
    proper: bool
    label: str


@dataclass
class KindEvidence:
    """What the claim's and passages' parses say about each name (by lower-cased key)."""

    labels: defaultdict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    surnames: set[str] = field(default_factory=set)
    modifies: defaultdict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    heads: set[str] = field(default_factory=set)
    with_the: set[str] = field(default_factory=set)
    after_the: set[str] = field(default_factory=set)  # right after "the", head or modifier
    bare: set[str] = field(default_factory=set)
    spellings: set[str] = field(default_factory=set)  # every word as written, for "BIDEN"
    arguments: set[str] = field(default_factory=set)  # used as a subject, object, owner
    in_text: set[str] = field(default_factory=set)  # used once at least outside an apposition
    inside: set[str] = field(default_factory=set)  # written somewhere not opening a sentence
    partners: set[frozenset[str]] = field(default_factory=set)  # subject and object of a verb
    types: defaultdict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    seen: defaultdict[str, int] = field(default_factory=lambda: defaultdict(int))  # occurrences
    placed: set[str] = field(default_factory=set)  # after "in", "at", "to", "from": a place
    mid_sentence: set[str] = field(default_factory=set)  # written once inside a sentence,
    # not opening a line or following a stop
    named: set[str] = field(default_factory=set)  # ... and there not as an adjective


def modifier_head(doc: Any, term: _TermLike) -> str | None:
    """The lemma of the noun a name modifies ("plan" of "the Gold plan"), or None for a head.

    >>> from mutators import _nlp
    >>> from types import SimpleNamespace
    >>> doc = _nlp.parse("The Gold plan costs more.")
    >>> modifier_head(doc, SimpleNamespace(tokens=(1,)))
    'plan'
    """
    last = doc[term.tokens[-1]]
    head = last.head
    if last.dep_ in _MODIFIER_DEPS and head.i > last.i and head.pos_ in ("NOUN", "PROPN") \
            and head.i not in term.tokens:
        return head.lemma_.lower()
    return None


def article_of(doc: Any, term: _TermLike) -> str | None:
    """``the`` when a head name is written after "the", ``bare`` when after no determiner,
    None when it modifies a noun (the article belongs to that noun) or sits after another
    determiner or a possessive."""
    if modifier_head(doc, term) is not None:
        return None
    first = doc[term.tokens[0]]
    if first.lower_ == "the":
        return "the"
    before = doc[first.i - 1] if first.i > 0 else None
    if before is None or before.is_punct or before.pos_ in ("ADP", "VERB", "AUX", "CCONJ",
                                                            "SCONJ", "PART"):
        return "bare"
    if before.lower_ == "the":
        return "the"
    return None


def role(doc: Any, term: _TermLike) -> Any:
    """The token that carries the name's role in its clause (a list member counts as its
    list's first member)."""
    return climb_deps(doc[term.tokens[-1]], ("conj",))


def _type_class(noun: str) -> str:
    from ._lexicon import lexicon

    people = lexicon("entities").get("person_nouns", [])
    return "person" if noun in people else noun


def type_nouns(doc: Any, term: _TermLike, token: Any) -> set[str]:
    """The common nouns a text says the name is: "the film X", "X is a 2002 film", "X, an
    American actress" (people's nouns count as one class, ``person``).

    >>> from mutators import _nlp
    >>> from types import SimpleNamespace
    >>> doc = _nlp.parse("Cadet Kelly is a 2002 American comedy film.")
    >>> sorted(type_nouns(doc, SimpleNamespace(tokens=(0, 1)), doc[1]))
    ['film']
    """
    found: set[str] = set()
    first = doc[term.tokens[0]]
    before = doc[first.i - 1] if first.i > 0 else None
    if before is not None and before.pos_ == "NOUN" and before.text.islower():
        found.add(before.lemma_.lower())
    if token.dep_ in ("nsubj", "nsubjpass") and token.head.lemma_ == "be":
        found.update(c.lemma_.lower() for c in token.head.children
                     if c.dep_ == "attr" and c.pos_ == "NOUN")
    found.update(c.lemma_.lower() for c in token.children
                 if c.dep_ == "appos" and c.pos_ == "NOUN")
    if token.dep_ == "appos" and token.head.pos_ == "NOUN":
        found.add(token.head.lemma_.lower())
    return {_type_class(noun) for noun in found}


def gather(docs: Iterable[Any], found: Iterable[list[_TermLike]]) -> KindEvidence:
    """Collect the evidence from each parsed text and the names found in it."""
    evidence = KindEvidence()
    for doc, group in zip(docs, found, strict=True):
        evidence.spellings.update(alpha_words(doc))
        by_verb: defaultdict[int, list[tuple[str, str]]] = defaultdict(list)
        lists: defaultdict[int, list[str]] = defaultdict(list)
        for term in group:
            if not term.proper:
                continue
            token = role(doc, term)
            if token.dep_ != "appos":
                evidence.in_text.add(term.key)
            if token.dep_ == "pobj" and token.head.lower_ in _PLACE_PREPOSITIONS:
                evidence.placed.add(term.key)
            if token.dep_ in _ARGUMENT_DEPS:
                evidence.arguments.add(term.key)
                verb = token.head.head if token.dep_ in ("pobj", "agent") else token.head
                by_verb[verb.i].append((term.key, "subject" if token.dep_ in _SUBJECTS
                                        or token.head.dep_ == "agent" else "object"))
            if not doc[term.tokens[0]].is_sent_start:
                evidence.inside.add(term.key)
                if not _line_start(doc, term.tokens[0]):
                    evidence.mid_sentence.add(term.key)
                    if doc[term.tokens[0]].pos_ != "ADJ":
                        evidence.named.add(term.key)
            evidence.types[term.key].update(type_nouns(doc, term, token))
            listed = [doc[term.tokens[-1]], *doc[term.tokens[-1]].conjuncts]
            lists[min(t.i for t in listed)].append(term.key)
            evidence.labels[term.key].add(term.label)
            evidence.seen[term.key] += 1
            words = term.key.split()
            if term.label == "PERSON" and len(words) > 1:
                evidence.surnames.add(words[-1])
            head = modifier_head(doc, term)
            if head is None:
                evidence.heads.add(term.key)
            else:
                evidence.modifies[term.key].add(head)
            first = doc[term.tokens[0]]
            if first.i > 0 and doc[first.i - 1].lower_ == "the":
                evidence.after_the.add(term.key)
            article = article_of(doc, term)
            if article == "the":
                evidence.with_the.add(term.key)
            elif article == "bare":
                evidence.bare.add(term.key)
        for keys in lists.values():
            shared = set().union(*(evidence.types[k] for k in keys))
            labels = {label for k in keys for label in evidence.labels[k]} - {""}
            for key in keys if len(keys) > 1 else ():
                evidence.types[key].update(shared)
                if len(labels) > 1:
                    evidence.labels[key].update(labels)  # the list mixes types: trust none
        for members in by_verb.values():
            evidence.partners.update(_partner_pairs(members))
    return evidence


def _partner_pairs(members: list[tuple[str, str]]) -> set[frozenset[str]]:
    """Every pair of two names of one verb, one its subject and the other its object (each
    name once: a verb with many mentions made this quadratic in mentions).

    >>> sorted(sorted(p) for p in _partner_pairs(
    ...     [("ann", "subject"), ("bob", "object"), ("ann", "object"), ("cy", "object")]))
    [['ann', 'bob'], ['ann', 'cy']]
    """
    subjects = {key for key, kind in members if kind == "subject"}
    objects = {key for key, kind in members if kind != "subject"}  # the one other kind
    return {frozenset((key, other)) for key in subjects for other in objects if other != key}


def reliable_type(term: _TermLike, evidence: KindEvidence, *, replacement: bool = False) -> bool:
    """The recogniser gives the name one type wherever it occurs; a person is a full name or
    the surname of one.

    >>> from types import SimpleNamespace as T
    >>> ev = KindEvidence(inside={"boyhood"})
    >>> ev.seen["boyhood"] = 2
    >>> ev.labels["boyhood"].update({"PERSON", "WORK_OF_ART"})
    >>> reliable_type(T(key="boyhood", label="PERSON", proper=True), ev)
    False
    """
    seen = evidence.labels.get(term.key, {term.label}) | {term.label}
    if known_place(term, seen):
        return True
    if evidence.seen.get(term.key, 0) < 2 and len(term.key.split()) == 1 and not (
            replacement and term.label in _PLACE_LABELS):
        return False  # a one-word name typed once: nothing confirms the type
    if len(term.key.split()) == 1 and term.key not in evidence.inside:
        return False  # only ever sentence-initial: the capital may be sentence case ("Focus")
    if term.label == "PERSON":
        if seen != {"PERSON"} or term.key in evidence.placed:
            return False
        return len(term.key.split()) > 1 or term.key in evidence.surnames
    return not (seen - {"", term.label}) and (term.label != "" or len(seen) == 1)


#: Place levels the shipped tables give (see :func:`mutators._places.level`).
_TABLE_LEVELS = frozenset(["country", "state", "region"])


def known_place(term: _TermLike, seen: set[str]) -> bool:
    """A name the recogniser types a place and the shipped place tables list (a country, a
    state, a region): the tables fix its kind whatever other non-person type a list beside
    it lent it ("Egypt and Palestine" beside an army's name, "India" beside "Southeast
    Asia"). A name also typed a person ("Jordan", "Georgia") stays unsure.

    >>> from types import SimpleNamespace as T
    >>> [known_place(T(key=k, label="GPE"), s) for k, s in
    ...  (("france", {"GPE", "LOC"}), ("jordan", {"GPE", "PERSON"}), ("knutsford", {"GPE"}))]
    [True, False, False]
    """
    from ._places import level

    return term.label in ("GPE", "LOC") and "PERSON" not in seen and \
        level(term.key) in _TABLE_LEVELS


def _line_start(doc: Any, i: int) -> bool:
    """The token opens a line or follows a sentence stop: a capital there may be sentence case."""
    return i == 0 or "\n" in doc[i - 1].text_with_ws or doc[i - 1].text in (".", "!", "?", ":")


def common_word(term: _TermLike, evidence: KindEvidence, *, structural: bool = False) -> bool:
    """A one-word "name" that may be a common word with a capital: the texts write it only
    opening a sentence or a line ("Refactor configuration to ..."), or, unless the passages
    use it the same way as another name (``structural``: "A Standard order" / "An Express
    order"), only as an adjective ("the Mediocre view", tagged a place). It is neither
    swapped nor used as a replacement.

    >>> from types import SimpleNamespace as T
    >>> ev = KindEvidence(mid_sentence={"yangzhou", "mediocre"}, named={"yangzhou"})
    >>> [common_word(T(key=k, proper=True), ev) for k in ("mediocre", "yangzhou", "refactor")]
    [True, False, True]
    """
    if not term.proper or len(term.key.split()) != 1:
        return False
    if term.key not in evidence.mid_sentence:
        return True
    return not structural and term.key not in evidence.named


def shouted(term: _TermLike, text: str, evidence: KindEvidence) -> bool:
    """An all-capitals word the texts also write in title case: a caption ("BIDEN")."""
    return any(word.isupper() and len(word) > 1 and word.title() in evidence.spellings
               for word in text.split())


def same_use(doc: Any, target: _TermLike, candidate: _TermLike, evidence: KindEvidence, *,
             structural: bool = False, free_modifier: bool = False) -> bool:
    """The candidate fills the target's kind of slot and takes the target's article; the
    passages never give the two as subject and object of one verb ("University Arms Hotel
    accepts American Express"). With ``structural`` (the passages use both names the same
    way), the slot checks are left out and only the article and the verb checks stay. With
    ``free_modifier`` (two demonyms), a modifier swaps like a place's: before any noun."""
    if frozenset((target.key, candidate.key)) in evidence.partners:
        return False
    if target.label == "PERSON" and not structural and not any(
            evidence.seen.get(t.key, 0) > 1 or "person" in evidence.types.get(t.key, set())
            for t in (target, candidate)):
        return False  # two names each typed a person once: "Blue Jasmine" / "Cate Blanchett"
    mine, theirs = evidence.types.get(target.key, set()), evidence.types.get(candidate.key, set())
    if not structural and not mine & theirs and (
            (mine and theirs) or ((mine or theirs) and target.label == "PERSON"
                                  and "person" not in mine | theirs)):
        return False  # "Cadet Kelly" (a film) and "Hilary Duff": a type given for one only
        # (a name a text calls a person, "Mary, a child", is no film)
    head = modifier_head(doc, target)
    if head is not None:
        if target.label in _FREE_MODIFIER_LABELS or free_modifier:
            return candidate.key in evidence.in_text  # not "(Photo: Galveston County Jail)"
        # the Gold plan / the Silver plan: both modify one noun somewhere, not "Telehealth
        # services" / "Elmwood Family Health" (a clinic that modifies "team")
        return bool(evidence.modifies.get(candidate.key, set()) &
                    evidence.modifies.get(target.key, set()))
    if not structural and (candidate.key not in evidence.heads
                           or candidate.key not in evidence.arguments):
        return False
    article = article_of(doc, target)
    if article == "the":
        with_the = evidence.after_the if structural else evidence.with_the
        return candidate.key in with_the and candidate.key not in evidence.bare
    if article == "bare":
        return candidate.key not in evidence.with_the
    return candidate.key not in evidence.with_the


def kind_word_group(key: str) -> str | None:
    """The group of the word that ends a name and says its kind ("university" → school)."""
    from ._lexicon import lexicon

    last = key.split()[-1] if key.split() else ""
    for group, words in lexicon("entities").get("kind_words", {}).items():
        if last in words:
            return str(group)
    return None


def same_kind_word(target: _TermLike, candidate: _TermLike) -> bool:
    """Names ending in a kind word swap only with names ending in one of the same group.

    >>> from types import SimpleNamespace as T
    >>> same_kind_word(T(key="kent state university"), T(key="air force"))
    False
    >>> same_kind_word(T(key="kent state university"), T(key="peking university"))
    True
    """
    if len(target.key.split()) < 2 and len(candidate.key.split()) < 2:
        return True  # "Team" / "Enterprise": a one-word name is no kind word
    mine, theirs = kind_word_group(target.key), kind_word_group(candidate.key)
    return mine == theirs
