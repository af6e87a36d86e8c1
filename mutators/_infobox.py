"""Infoboxes: a passage written as a title line and one ``key: value`` line per row.

InfoTabS gives a Wikipedia infobox so ("Keith Richards\\nBorn: ... Dartford, Kent,
England\\nSpouse(s): Patti Hansen ..."). A row's key says what kind of thing its values are,
more surely than a recogniser reads a bare value: the people of a "Spouse(s)" row are a
person's relatives, the places of a "Born" row places of a life, the names of a "Labels" row
record labels. entity_swap swaps a value for a value of another row of the same kind, and a
person table's title for one of its relatives. The kinds of row keys live in
``mutators/data/infobox.json``.

>>> box = read("Coco\\nDirected by: Lee Unkrich\\nProduced by: Darla K. Anderson\\n"
...            "Running time: 105 minutes")
>>> box.title, [(row.key, row.kind) for row in box.rows]
('Coco', [('Directed by', 'person'), ('Produced by', 'person'), ('Running time', '')])
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ._lexicon import lexicon

#: A row line: a short key with no sentence stop in it, a colon, then its value.
_ROW = re.compile(r"^([^:.!?\n]{1,45}):[ \t]+(\S.*)$")
#: A table has at least this many rows, and rows make up at least this share of its lines.
_MIN_ROWS = 3
_MIN_ROW_SHARE = 0.6
#: How a speaker's turn in a transcript ends; a table's values mostly end with no stop.
_TURN_ENDS = (".", "?", "!", ",", "}")


@dataclass(frozen=True)
class Row:
    """One ``key: value`` line: its key, the kind the lexicon gives the key ("" for none),
    and the character span of its value in the passage text."""

    key: str
    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class Infobox:
    """A table passage: its title line (ending at ``title_end``) and its rows."""

    title: str
    title_end: int
    rows: tuple[Row, ...]

    def row_at(self, offset: int) -> Row | None:
        """The row whose value holds the character at ``offset``."""
        return next((row for row in self.rows if row.start <= offset < row.end), None)

    def person(self) -> bool:
        """A person's infobox: it has a row only a life has ("Born", "Spouse(s)"), and no
        pedigree row (a racehorse's "Sire", "Dam")."""
        life = set(lexicon("infobox")["life_rows"])
        if any(row.kind == "horse" for row in self.rows):
            return False  # a racehorse's table: "Died", but a sire and a dam
        return any(key_of(row.key) in life for row in self.rows)


def read(text: str) -> Infobox | None:
    """The infobox ``text`` is written as, or None when it is running text.

    >>> read("Lunch is served at noon. Dinner: from six.") is None
    True
    >>> read("Meeting\\nAnn: Hello.\\nBob: Hi.\\nAnn: Shall we start?\\nBob: Yes.") is None
    True
    """
    lines = text.split("\n")
    if len(lines) < _MIN_ROWS + 1 or (_ROW.match(lines[0]) and
                                      lines[0].rstrip().endswith((".", "?", "!"))):
        return None  # a table opens with its title, not with a speaker's turn
    rows = []
    offset = len(lines[0]) + 1
    for line in lines[1:]:
        found = _ROW.match(line)
        if found:
            key = found.group(1).strip()
            rows.append(Row(key, kind_of(key), offset + found.start(2), offset + len(line)))
        offset += len(line) + 1
    body = [line for line in lines[1:] if line.strip()]
    if len(rows) < _MIN_ROWS or len(rows) < _MIN_ROW_SHARE * len(body):
        return None
    if len({key_of(row.key) for row in rows}) < len(rows):
        return None  # a transcript: its speakers' turns repeat their names
    said = [row for row in rows if text[row.start:row.end].rstrip().endswith(_TURN_ENDS)]
    if len(said) * 2 > len(rows):
        return None  # turns of speech ("Marketing: Right , at the top ."), not values
    return Infobox(lines[0].strip(), len(lines[0]), tuple(rows))


def key_of(key: str) -> str:
    """A row key as the lexicon writes it: lower case, no "(s)", single spaces.

    >>> key_of("Spouse(s)"), key_of("Occupation(s)"), key_of("Parent(s)")
    ('spouse', 'occupation', 'parent')
    """
    key = key.lower().replace("(s)", "")
    return " ".join(re.sub(r"[^a-z0-9]+", " ", key).split())


@functools.cache
def _kinds() -> dict[str, str]:
    return {key: kind for kind, keys in lexicon("infobox")["row_kinds"].items() for key in keys}


def kind_of(key: str) -> str:
    """The kind of the values of a row with this key, or "" when the lexicon gives none.

    >>> kind_of("Spouse(s)"), kind_of("Resting place"), kind_of("Running time")
    ('spouse', 'place', '')
    """
    bare = key_of(key)
    return _kinds().get(bare) or _kinds().get(bare.rstrip("s"), "")


def writes(value: str, name: str) -> bool:
    """The value writes ``name`` as whole words, whatever the case.

    >>> writes("Dartford, Kent, England", "kent"), writes("Kentucky", "kent")
    (True, False)
    """
    return re.search(r"(?<!\w)" + re.escape(name.lower()) + r"(?!\w)", value.lower()) is not None


#: What separates the values a row lists ("Actor, dancer and singer; author").
_ITEM_SEPARATOR = re.compile(r"[,;/]|\band\b")


def items(value: str) -> list[str]:
    """The values a row's value lists, split at commas, semicolons, slashes and "and".

    >>> items("Actor, dancer and singer"), items("465,000 India v Pakistan")
    (['Actor', 'dancer', 'singer'], ['465', '000 India v Pakistan'])
    """
    return [item.strip() for item in _ITEM_SEPARATOR.split(value) if item.strip()]
