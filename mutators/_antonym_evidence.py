"""Evidence that an antonym is used in a collocation: a verb with a noun object is swapped only
where the antonym verb was seen with that same noun in real text ("closed the road", "raised
prices"), so "a crash which opened road lanes", "shrinking its offering" or "forbidding a 15%
discount" are not made. Verbs of degree ("increase", "lower", "widen") oppose on any
quantity, and verbs of transfer or undoing ("export", "upload", "encrypt") oppose on any object
they take, so neither is held to it. Adjectives are not held to it: on the read rounds the table, built
from half a million words, was too sparse for them (it refused 113 of 201 adjective and verb
swaps ruled real faults to stop 4 broken ones).

The (word, noun lemma) pairs live in ``data/antonym_collocations.json``.
"""

from __future__ import annotations

from functools import cache

from ._lexicons import table

#: Verbs of change in degree: "decreased its prices" is the opposite whatever is measured.
_DEGREE = frozenset({"increase", "decrease", "raise", "lower", "rise", "fall", "expand", "shrink",
                     "strengthen", "weaken", "maximize", "minimize", "maximise", "minimise",
                     "widen", "narrow", "lengthen", "shorten", "accelerate", "decelerate",
                     "tighten", "loosen", "overestimate", "underestimate", "overpay",
                     "underpay", "overvalue", "undervalue", "outperform", "underperform"})
#: Verbs of transfer or undoing with one technical sense: "imported all data" is the opposite of
#: "exported all data" whatever the data is. Words with an idiomatic sense ("tie", "enable")
#: are left out.
_ANY_OBJECT = frozenset({"import", "export", "upload", "download", "encrypt", "decrypt",
                         "install", "uninstall", "subscribe", "unsubscribe", "zip", "unzip",
                         "mount", "unmount"})


#: Verbs of motion whose object is a place: in the passive another sense takes over ("the
#: judgment is entered" records it), which the antonym lacks ("is exited"), so the passive
#: subject is held to the table as an object is (held-out round 10). Other passives ("pets
#: are allowed", "cards are accepted") keep their sense and are not held to it.
_PLACE_VERBS = frozenset({"enter", "exit", "ascend", "descend", "mount", "advance", "retreat"})


@cache
def _seen() -> dict[str, frozenset[str]]:
    return {word: frozenset(nouns) for word, nouns in table("antonym_collocations")["seen"].items()}


def partners(token) -> list:  # type: ignore[no-untyped-def]
    """The nouns ``token``'s antonym would have to collocate with: a verb's noun objects;
    empty where no collocation is checked (verbs without a noun object, other words).

    >>> from mutators._nlp import parse
    >>> [t.text for t in partners(parse("The crash closed two lanes.")[2])]
    ['lanes']
    >>> partners(parse("The shop closed at noon.")[2])
    []
    >>> partners(parse("The firm raised its prices.")[2])
    []
    >>> partners(parse("Owners can export all data.")[2])
    []
    >>> [t.text for t in partners(parse("The order is entered by the clerk.")[3])]
    ['order']
    >>> partners(parse("Pets are allowed in the rooms.")[2])
    []
    """
    if token.pos_ == "VERB" and token.lemma_.lower() not in _DEGREE | _ANY_OBJECT:
        objects = [c for c in token.children if c.dep_ == "dobj" and c.pos_ == "NOUN"]
        if token.lemma_.lower() in _PLACE_VERBS and \
                any(c.dep_ == "auxpass" for c in token.children):
            # a passive's subject is its object ("the judgment is entered" is "entered the
            # judgment", which has no "exited the judgment"), held-out round 10
            objects += [c for c in token.children if c.dep_ == "nsubjpass"
                        and c.pos_ in ("NOUN", "PROPN")]
        return objects
    return []


def attested(token, antonym: str) -> bool:  # type: ignore[no-untyped-def]
    """True unless ``token`` has a partner noun and ``antonym`` (a lemma for verbs, the
    word for adjectives) was never seen with any of its partners.

    >>> from mutators._nlp import parse
    >>> attested(parse("The bank closed the account.")[2], "open")
    True
    >>> attested(parse("The crash closed two lanes.")[2], "open")
    False
    >>> attested(parse("Sales rose.")[1], "fall")
    True
    """
    nouns = partners(token)
    if not nouns:
        return True
    seen = _seen().get(antonym.lower(), frozenset())
    return any(n.lemma_.lower() in seen or n.lower_ in seen for n in nouns)
