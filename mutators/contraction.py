"""contraction (control): cannot ↔ can't, is not ↔ isn't, you will ↔ you'll.

Meaning-preserving in both directions; the apostrophe style of the claim is kept. Words
inside quotation marks or a title in title case are quoted as written and never edited
(the song "Don't Come Around Here No More" keeps its name), nor are words of a name the
parser finds (a work, an organisation, a person), nor a title opening the claim ("Don't
Worry About Me is an album", "You're Next was filmed"): a capitalised form followed by a
capitalised common word is a title, not a sentence start.
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
_CONTRACTIONS = {
    "cannot": "can't", "will not": "won't", "is not": "isn't", "are not": "aren't",
    "does not": "doesn't", "do not": "don't", "did not": "didn't", "has not": "hasn't",
    "have not": "haven't", "was not": "wasn't", "were not": "weren't",
    "should not": "shouldn't", "would not": "wouldn't", "could not": "couldn't",
    "you will": "you'll", "we will": "we'll", "they will": "they'll", "you are": "you're",
    "we are": "we're", "they are": "they're",
}
_EXPANSIONS = {short: long for long, short in _CONTRACTIONS.items()}
_FORMS = sorted([*_CONTRACTIONS, *_EXPANSIONS], key=len, reverse=True)


@mutator(name="contraction", kind="control", version=4)
def contraction(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Contract or expand a negation or pronoun-verb pair; the claim means the same.

    >>> from mutators._example import mutate
    >>> mutate(contraction, "Links cannot be renewed and you'll need a new one.")
    ["Links can't be renewed and you'll need a new one.", 'Links cannot be renewed and you will need a new one.']
    """
    text = claim.text
    apostrophe = "’" if "’" in text else "'"
    edits = []
    end = 0
    quoted = [m.span() for m in re.finditer(r'"[^"]*"|“[^”]*”', text)]
    doc = _nlp.parse(text)
    for match in _matches(text):
        if match.start() < end or any(a < match.start() < b for a, b in quoted) or \
                _in_title(text, match) or _in_name(doc, match):
            continue
        found = match.group(1)
        key = found.lower().replace("’", "'")
        if key.endswith(" are") and re.match(r"\s*[.,;!?]|\s*$", text[match.end():]):
            continue  # "who you are." cannot become "who you're."
        if key.endswith((" will", " are")) and re.match(r"\s+not\b", text[match.end():]):
            continue  # "you will not" reads "you won't", not "you'll not"
        other = _CONTRACTIONS.get(key) or _EXPANSIONS.get(key)
        if other is None:
            continue
        other = match_case(found, other.replace("'", apostrophe))
        end = match.end()
        edits.append(Edit((Span(match.start(), match.end(), other),), f"{found} → {other}"))
    yield from list(_nlp.guarded(text, edits))[:MAX_PER_CLAIM]


def _matches(text: str) -> list[re.Match[str]]:
    """Every form's matches, overlapping ones included ("you will not" holds two)."""
    found = [m for form in _FORMS for m in re.finditer(
        r"\b(" + re.escape(form).replace("'", "['’]") + r")\b", text, re.IGNORECASE)]
    return sorted(found, key=lambda m: (m.start(), -len(m.group())))


def _in_title(text: str, match: re.Match[str]) -> bool:
    """Whether the form is a word of a title in title case ("Don't Stop Believin'")."""
    found = match.group(1)
    after = re.match(r"\s+([A-Z])", text[match.end():])
    return found[:1].isupper() and match.start() > 0 and after is not None


#: Entity types whose words are a name as written: never contracted or expanded.
_NAME_TYPES = frozenset({"WORK_OF_ART", "ORG", "PERSON", "PRODUCT", "EVENT", "LAW", "FAC"})
#: Entity types of a capitalised word that may follow a sentence's first words ("They are
#: Canadian", "You are Anna's guest"): a name, not the next word of a title.
_FOLLOWING_NAMES = frozenset({"NORP", "GPE", "LOC", "LANGUAGE", "DATE"})


def _in_name(doc: Any, match: re.Match[str]) -> bool:
    """Whether the form is a word of a name: inside an entity the parser types as a name,
    or a capitalised form opening a title ("Don't Worry About Me is ...", "You're Next
    movie", "Isn't It Romantic"), told from a sentence start ("They are Canadian", "You are Anna's guest") by
    the capitalised common word after it.

    >>> text = "Don't Worry About Me is an album."
    >>> _in_name(_nlp.parse(text), next(iter(_matches(text))))
    True
    """
    start, stop = match.span(1)
    tokens = [t for t in doc if t.idx < stop and t.idx + len(t.text) > start]
    if any(t.ent_type_ in _NAME_TYPES for t in tokens):
        return True
    if not match.group(1)[:1].isupper():
        return False
    following = [t for t in doc if t.idx >= stop and not t.is_space][:1]
    if not following or not following[0].text[:1].isupper():
        return False
    word = following[0]
    return word.text != "I" and word.ent_type_ not in _FOLLOWING_NAMES and \
        (_nlp.known_word(word.lower_) or _nlp.known_word(word.lemma_.lower()))
