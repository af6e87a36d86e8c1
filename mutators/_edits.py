"""Shared steps of the new mutators: which tokens are off limits, how an edit becomes a
checked mutant text, and where a sentence ends.

>>> doc = parse("Export links expire after 7 days.")
>>> [t.text for t in doc if numeric_or_named(t)]
['7', 'days']
>>> sentence_end("Export links expire after 7 days.")
32
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from mutato.mutation.toolkit import Edit, MutatoError, apply_edit

from ._fluency import fluent
from ._nlp import parse

#: Entity types whose words belong to number_swap (numbers, dates, times) or entity_swap.
_NAMED = frozenset({"PERSON", "ORG", "PRODUCT", "WORK_OF_ART", "EVENT", "LAW", "NORP",
                    "LANGUAGE", "FAC", "GPE", "LOC"})
_NUMERIC = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "MONEY", "QUANTITY", "PERCENT"})


def numeric_or_named(token) -> bool:  # type: ignore[no-untyped-def]
    """True for a token inside a name, or inside a number, date or time that holds a digit or
    a number word (number_swap's ground)."""
    if token.ent_type_ in _NAMED:
        return True
    if token.ent_type_ in _NUMERIC:
        ent = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
        if ent is None or any(t.like_num or any(c.isdigit() for c in t.text) for t in ent):
            return True
    return token.like_num


def sentence_end(text: str) -> int:
    """Offset of the closing stop (., ! or ?) of a one-sentence text, or its length."""
    stripped = text.rstrip()
    return len(stripped) - 1 if stripped[-1:] in ".!?" else len(stripped)


def single_sentence(text: str) -> bool:
    """True when the parser sees one sentence in ``text``."""
    return bool(text.strip()) and len(list(parse(text).sents)) == 1


def checked(text: str, edit: Edit) -> str | None:
    """The mutant text of ``edit`` if the grammar guard keeps it, else None (also when the
    edit's own spans overlap: that edit is malformed, not a mutant)."""
    try:
        mutant = apply_edit(text, edit)
    except MutatoError:
        return None
    if mutant == text or not fluent(text, mutant):
        return None
    return mutant


def lower_first(text: str, *, context: str = "") -> str:
    """``text`` with its first word lower-cased when it is a common word; names (a proper
    noun, or a word ``context`` capitalises inside a sentence), acronyms and "I" stay.

    >>> lower_first("The plan ends."), lower_first("Team plans end.", context="Team plans")
    ('the plan ends.', 'Team plans end.')
    """
    first = parse(text)[0]
    word = first.text
    if word == "I" or (word.isupper() and len(word) > 1) or re.match(r"[A-Z][a-z]*[A-Z]", word):
        return text
    if first.pos_ in ("DET", "PRON", "ADP", "SCONJ", "ADV"):
        return text[:1].lower() + text[1:]
    named = first.pos_ == "PROPN" or first.ent_type_ in _NAMED or re.search(
        r"[^.!?:\s]\s+" + re.escape(word) + r"\b", context + " " + text)
    return text if named else text[:1].lower() + text[1:]


def same_passages(a: Mapping[str, str], b: Mapping[str, str]) -> bool:
    """True when two context sets hold the same passages under the same ids."""
    return dict(a) == dict(b)
