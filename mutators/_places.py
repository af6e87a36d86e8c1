"""Whether two places may hold one another: the one place rule of entity_swap and
circumstance_swap.

Swapping a place for a place that contains it, or that it contains, is no fault: "in the
West End" → "in London" is only weaker. The passages seldom say which place holds which, so
two places *may nest*, and are no swap, when any of these holds:

1. their names share a word other than "the", "of", "and" (Latin America / South America);
2. the shipped tables put them at different levels (region > country > state > feature >
   other; a name in two tables takes the lower level, so Wales is a state of Britain):
   Wales / Britain, Florida / Miami, Brazil / Sinop;
3. one is a *part name* outside the tables, opening with a compass or part word (West End,
   Upper Silesia, Greater Manchester): it lies inside a larger place, which may be the other,
   so it swaps only with another part name;
4. a passage writes them in a nesting pattern, either way round: "A, B", "A in B", "A of B",
   "B's A", "A near B", "A outside B" (an optional "the" before the second), B not going on
   as a list ("Leeds, York and Hull" nests nothing);
5. neither is in the tables and a passage writes one as the setting of some place
   ("Basildon, Essex"): it is a larger place, of no level we know.

Tables: ``countries``, ``states`` and ``regions`` of ``mutators/data/circumstances.json``
(``countries`` of ``entities.json`` too).

>>> from mutators._nlp import parse
>>> may_nest("West End", "London", [])
True
>>> may_nest("Sydney", "Canberra", [parse("Flights leave Sydney daily for Canberra.")])
False
>>> may_nest("Gracemount", "Edinburgh", [parse("A factory in Gracemount, Edinburgh.")])
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from ._lexicon import lexicon
from ._lexicons import table
from ._nlp import doc_text, per_doc, positions

_FILLERS = frozenset(["the", "of", "and"])
#: Words that open the name of a part of a larger place.
_PART_WORDS = frozenset(["north", "south", "east", "west", "northern", "southern", "eastern",
                         "western", "central", "upper", "lower", "greater", "inner", "outer",
                         "mid", "north-east", "north-west", "south-east", "south-west",
                         "northeast", "northwest", "southeast", "southwest", "downtown"])
_FEATURES = re.compile(r"\b(?:River|Lake|Loch|Mount|Mountains?|Ocean|Sea|Bay|Valley|Island|"
                       r"Islands|Forest|Desert|Hills?|Canal|Falls|Glacier)\b")
_NEST = r"(?:,|\s+in|\s+of|\s+near|\s+outside)\s+(?:the\s+)?"
#: Levels from the largest down; "part" and "other" are outside the tables.
_RANKED = ("region", "country", "state", "feature")


@lru_cache(maxsize=1)
def _tables() -> dict[str, frozenset[str]]:
    places = table("circumstances")
    countries = set(places["countries"]) | set(lexicon("entities")["countries"])
    return {"region": frozenset(_bare(r) for r in places["regions"]),
            "country": frozenset(_bare(c) for c in countries),
            "state": frozenset(_bare(s) for s in places["states"])}


def _bare(name: str) -> str:
    return re.sub(r"^the\s+", "", " ".join(name.lower().split()))


def level(name: str) -> str:
    """The level of a place name: region, country, state, feature, part or other.

    >>> [level(n) for n in ("Europe", "the UK", "Wales", "Florida", "River Swift", "West End",
    ...                     "Miami")]
    ['region', 'country', 'state', 'state', 'feature', 'part', 'other']
    """
    bare = _bare(name)
    for rank in ("state", "country", "region"):  # Wales is a country of the UK
        if bare in _tables()[rank]:
            return rank
    if _FEATURES.search(name):
        return "feature"
    return "part" if bare.split()[:1] and bare.split()[0] in _PART_WORDS else "other"


def may_nest(one: str, other: str, passages: Iterable[Any]) -> bool:
    """Whether one place may hold the other (rules 1-5 of the module docstring), given the
    parsed passages.

    >>> from mutators._nlp import parse
    >>> may_nest("Wales", "Britain", [])
    True
    >>> may_nest("Porthcawl", "Cardiff", [parse("A medal found in Porthcawl went to Cardiff.")])
    False
    >>> may_nest("Porthcawl", "Bridgend", [parse("A medal found in Porthcawl, Bridgend.")])
    True
    """
    docs = list(passages)
    a, b = _bare(one), _bare(other)
    if (set(a.split()) - _FILLERS) & set(b.split()):
        return True
    levels = level(one), level(other)
    if levels[0] != levels[1]:
        return True
    texts = [per_doc(doc, "places.folded", _folded_text) for doc in docs]
    for first, second in ((a, b), (b, a)):
        pattern = re.compile(r"(?<!\w)" + re.escape(first) + _NEST + re.escape(second) +
                             r"(?!\w)(?!\s*(?:,|and\b|or\b|&))|(?<!\w)" + re.escape(second) +
                             r"['’]s\s+(?:\w+\s+){0,3}" + re.escape(first) + r"(?!\w)")
        if any(pattern.search(text) for text in texts):
            return True
    if levels[0] == "other":
        return any(_setting(name, doc) for name in (a, b) for doc in docs)
    return False


_DIVISION = re.compile(r"(?:shire\b|\b(?:County|Province|District|Region|Prefecture|Oblast|"
                       r"Governorate|Canton|Department|Borough|Municipality|Parish|Territory|"
                       r"Autonomous|Shire|Krai|Voivodeship|Raion|Emirate)\b)")


def division(name: str) -> bool:
    """The name calls its place an administrative division ("Aberdeenshire", "Clayton
    County", "Hubei Province"): a place between a country and a town, which may hold a town
    or village the tables do not know (Catterline lies in Aberdeenshire).

    >>> division("Aberdeenshire"), division("Clayton County"), division("Catterline")
    (True, True, False)
    """
    return bool(_DIVISION.search(name))


def holds_another(name: str, others: Iterable[str], passages: Iterable[Any]) -> bool:
    """Whether the place ``name`` is known to hold one of ``others`` (other places the
    passages name): a swap to it keeps the claim true if the event was in that place. It is
    when the ``cities`` table puts the other in it (New York City in the United States), when
    ``name`` is a region and the other a smaller kind, when their names share a word, or when
    a passage writes the other in a nesting pattern of it ("Antwerp in Belgium").

    >>> holds_another("the United States", ["New York City"], [])
    True
    >>> holds_another("Peru", ["Antwerp", "Las Palmas", "the Andes"], [])
    False
    """
    docs = list(passages)
    texts = [per_doc(doc, "places.folded", _folded_text) for doc in docs]
    big = _bare(name)
    inside = _known_inside().get(_country(big), frozenset())
    for other in others:
        small = _bare(other)
        if small in inside or (set(big.split()) - _FILLERS) & set(small.split()):
            return True
        if level(name) == "region" and level(other) in ("country", "state", "part", "other"):
            return True  # no table says which countries a region holds
        if _nested_in(small, big, texts):
            return True
    return False


def _nested_in(small: str, big: str, texts: list[str]) -> bool:
    """A passage writes ``small`` in a nesting pattern of ``big``: "Antwerp, Belgium",
    "Antwerp in Belgium", "Belgium's Antwerp"."""
    pattern = re.compile(r"(?<!\w)" + re.escape(small) + _NEST + re.escape(big) +
                         r"(?!\w)(?!\s*(?:,|and\b|or\b|&))|(?<!\w)" + re.escape(big) +
                         r"['’]s\s+(?:\w+\s+){0,3}" + re.escape(small) + r"(?!\w)")
    return any(pattern.search(text) for text in texts)


def _country_entry(name: str) -> tuple[str, list[str]] | None:
    """The table's country that ``name`` is one way of writing, with its aliases, or None."""
    bare = _bare(name)
    for country, aliases in table("circumstances")["country_aliases"].items():
        if bare in {_bare(a) for a in aliases} | {_bare(country)}:
            return country, aliases
    return None


def _country(name: str) -> str:
    """The table's name of a country written another way ("the us", "britain")."""
    entry = _country_entry(name)
    return name if entry is None else _bare(entry[0])


def country_names(name: str) -> set[str]:
    """Every name of the table's country that ``name`` is, as written but without an article;
    a name the aliases lack stands for itself.

    >>> sorted(country_names("the UK"))
    ['Britain', 'Great Britain', 'U.K.', 'UK', 'United Kingdom']
    >>> country_names("Peru")
    {'Peru'}
    """
    entry = _country_entry(name)
    if entry is None:
        return {re.sub(r"^the\s+", "", " ".join(name.split()), flags=re.IGNORECASE)}
    country, aliases = entry
    return {re.sub(r"^the\s+", "", a) for a in aliases} | {country}


@lru_cache(maxsize=1)
def _known_inside() -> dict[str, frozenset[str]]:
    """Country (bare, lower case) → the bare names of the places the table puts in it."""
    return {_bare(country): frozenset(_bare(p) for p in places)
            for country, places in table("circumstances")["cities"].items()}


def _setting(name: str, doc: Any) -> bool:
    """The passage writes ``name`` right after "<place>, " and not as a list member
    ("Basildon, Essex." but not "Leeds, York and Hull"): the setting of a place."""
    for start in _starts(name, doc):
        if start < 2 or doc[start - 1].text != "," or \
                doc[start - 2].ent_type_ not in ("GPE", "LOC"):
            continue
        end = start + len(name.split())
        after = doc[end] if end < len(doc) else None
        if after is None or after.lower_ not in (",", "and", "or", "&"):
            return True
    return False


def _folded_text(doc: Any) -> str:
    """The doc's text in lower case, every run of white space one space."""
    return " ".join(doc_text(doc).lower().split())


def _starts(name: str, doc: Any) -> list[int]:
    """Token indices where ``name`` (lower case, bare) is written in ``doc``.

    >>> from mutators._nlp import parse
    >>> _starts("new york", parse("New York is not York. We left new York."))
    [0, 8]
    """
    words = name.split()
    if not len(doc):
        return []
    return [i for i in positions(doc, words[0])  # the tokens whose lower_ is the first word
            if [w.lower_ for w in doc[i:i + len(words)]] == words]


def part_of_a_name(doc: Any, first: int) -> bool:
    """The place starting at token ``first`` is the "of <place>" of a proper name or style
    ("Alexander II of Russia", "the Duke of York"): not a setting of the claim.

    >>> from mutators._nlp import parse
    >>> doc = parse("Alexander II of Russia was assassinated.")
    >>> part_of_a_name(doc, 3)
    True
    """
    if first < 2 or doc[first - 1].lower_ != "of":
        return False
    before = doc[first - 2]
    return before.pos_ == "PROPN" or (before.text[:1].isupper() and not before.is_sent_start)


#: Prepositions that put a place as the setting of an event: "in Leeds", "from Cardiff".
PLACE_PREPOSITIONS = frozenset({"in", "at", "from", "to", "near", "into", "across", "around",
                                "outside"})


def written_as_place(name: str, docs: Iterable[Any]) -> bool:
    """The name is a place of the tables, or some parsed passage writes it after a place
    preposition or as the setting after "<place>, ": "Fergal" of "Fergal Keane" or a person
    "Pte Boaden" the recogniser calls a place are none.

    >>> from mutators._nlp import parse
    >>> written_as_place("Porthcawl", [parse("A medal was found in Porthcawl.")])
    True
    >>> written_as_place("Rebecca", [parse("Rebecca and her child were found safe.")])
    False
    """
    if level(name) in _RANKED:
        return True
    for doc in docs:
        for start in _starts(_bare(name), doc):
            root = doc[start:start + len(_bare(name).split())].root
            if root.dep_ == "pobj" and root.head.lower_ in PLACE_PREPOSITIONS:
                return True
            if start >= 2 and doc[start - 1].text == "," and \
                    doc[start - 2].ent_type_ in ("GPE", "LOC"):
                return True
    return False


def stem_in(name: str, text: str) -> bool:
    """The text already names the place by another word on its stem: "Turkish-born" for
    Turkey, "Syrian" for Syria (a swap to it would contradict the claim itself).

    >>> stem_in("Turkey", "The bomber was Turkish-born."), stem_in("Syria", "born in Ankara")
    (True, False)
    """
    words = _bare(name).split()
    if len(words) != 1 or len(words[0]) < 5:
        return False
    stem = words[0][:4]
    return any(w.startswith(stem) and w != words[0] for w in re.findall(r"[a-z]+", text.lower()))


def in_place_slot(doc: Any, tokens: Iterable[int]) -> bool:
    """The words at ``tokens`` stand after a place preposition ("a field in Porthcawl"): a
    swap there needs a replacement the passages write as a place too.

    >>> from mutators._nlp import parse
    >>> doc = parse("A medal was found in Porthcawl.")
    >>> in_place_slot(doc, [5]), in_place_slot(parse("Porthcawl won."), [0])
    (True, False)
    """
    indices = sorted(tokens)
    root = doc[indices[0]:indices[-1] + 1].root
    return root.dep_ == "pobj" and root.head.lower_ in PLACE_PREPOSITIONS
