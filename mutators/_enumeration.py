"""Numbers that are not amounts of what the claim states: list indices and numeral echoes.

Support answers are often lists cut into sentences: "2. **Country and Tax Details**: ...",
"Low semen quality 2." (the next item's index left at the end of this one), "free up space:
1."; and legal or help text writes a count twice, "five (5) days". An index changed or spelled
out is no fault and reads as garbled; an echo changed on one side contradicts itself.
Used by number_swap and number_in_words.
"""

from __future__ import annotations

import re
from typing import Any

from ._numbers import Quantity

#: A sentence boundary (or the claim's start) before an index: "^", ". ", a bullet "- ".
_INDEX_START = re.compile(r"(?:^|[.!?:;]\s+|\n\s*)[-*•]?\s*[(\[]?\s*$")


#: What a claim-closing index follows when no noun does: a colon, a closing bracket or
#: quotation mark, or a sentence's end (a title or a slogan the list item was).
_BEFORE_CLOSING_INDEX = (":", ")", "]", '"', "”", "’", ".", "!", "?")


def list_index(text: str, doc: Any, q: Quantity) -> bool:
    """Whether the number is a list item's index, not an amount: a bare integer opening a
    sentence before "." or ")" ("2. **Country**: ...", "3) Click ..."), or closing the claim
    right after a noun, a colon, a closing bracket or quotation mark or a sentence's end,
    with nothing after it but a full stop ("Low semen quality 2.", "free up space: 1.",
    "... Files (PDS) 2.", "... “Be Kind.” 3."), where the list's next item begins.

    >>> from mutators._nlp import parse
    >>> from mutators._numbers import find_quantities
    >>> def index(text):
    ...     return [list_index(text, parse(text), q) for q in find_quantities(text)]
    >>> index("2. Verify the tax details."), index("Poor sleep quality 3.")
    ([True], [True])
    >>> index("The monthly fee is 5.")
    [False]
    >>> index("See the Guide (PDF) 2."), index("Their motto was “Be Kind.” 3.")
    ([True], [True])
    """
    if q.word or q.decimals or q.commas or q.unit is not None:
        return False
    if re.match(r"\s*[.)]\s", text[q.end:]) and _INDEX_START.search(text[:q.start]):
        return True
    if not re.fullmatch(r"\s*[.:]?\s*", text[q.end:]):
        return False
    if text[:q.start].rstrip().endswith(_BEFORE_CLOSING_INDEX):
        return True  # "free up space: 1.", "... Files (PDS) 2.": no amount of anything
    before = [t for t in doc if t.idx + len(t.text) <= q.start]
    return bool(before) and before[-1].pos_ in ("NOUN", "PROPN")


#: A number written a second time in brackets right after itself: "five (5) days".
_ECHO = re.compile(r"\s*[(\[]\s*$")


def echo_of(q: Quantity, quantities: list[Quantity], text: str) -> Quantity | None:
    """The bracketed numeral that repeats ``q`` ("five (5)", "5 (five)"), or None."""
    for other in quantities:
        if other.start > q.end and other.scaled == q.scaled and \
                other.decimals == q.decimals and other.word != q.word and \
                _ECHO.fullmatch(text[q.end:other.start]) and \
                re.match(r"\s*[)\]]", text[other.end:]):
            return other
    return None


def echoes(q: Quantity, quantities: list[Quantity], text: str) -> bool:
    """Whether ``q`` is itself the bracketed repeat of the number before it ("(5)" of
    "five (5) days")."""
    return any(echo_of(other, quantities, text) == q for other in quantities
               if other.start < q.start)
