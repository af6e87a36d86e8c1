"""synonym (control): a conservative synonym for a word or phrase (costs → is priced at).

The table holds only replacements that keep the meaning wherever their guard matches: a
verb is replaced only where it is a verb ("costs" before an amount), "each" only before a
noun. "up to" ↔ "a maximum of" is not in it: "up to 24 hours in advance" is not "a
maximum of 24 hours in advance". Every mutant passes the grammar guard of ``_nlp``. Nothing that could shift a condition, a quantity or a
polarity is in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

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


@mutator(name="synonym", kind="control", version=3)
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
    for start, end, replacement in sorted(found):
        if any(start < e and s < end for s, e in taken):
            continue
        taken.append((start, end))
        written = match_case(claim.text[start:end], replacement)
        edits.append(Edit((Span(start, end, written),), f"{claim.text[start:end]} → {written}"))
    yield from list(_nlp.guarded(claim.text, edits))[:MAX_PER_CLAIM]
