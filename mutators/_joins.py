"""Joining two claims into one fluent sentence: a shared subject takes both predicates
("The Team plan costs €12 and includes up to 10 users."); different subjects make two
clauses ("The Team plan costs €12, and each user gets 50 GB.").

>>> join("The Team plan costs €12.", "The Team plan includes up to 10 users.")
(23, 24, ' and includes up to 10 users.')
>>> join("The Team plan costs €12.", "Each user gets 50 GB of storage.")
(23, 24, ', and each user gets 50 GB of storage.')
"""

from __future__ import annotations

import re

from ._edits import lower_first, sentence_end, single_sentence
from ._nlp import parse

_SUBJECTS = ("nsubj", "nsubjpass")
#: Longer joins stop reading as one sentence.
MAX_WORDS = 40
_PARTICLE = re.compile(r"^(?:yes|no|sure|sorry|unfortunately|yeah)\s*,\s*", re.IGNORECASE)


def _without_particle(text: str) -> str:
    """The claim without a leading answer word ("Yes, the park has..." → "The park has...")."""
    match = _PARTICLE.match(text)
    if not match:
        return text
    rest = text[match.end():]
    return rest[:1].upper() + rest[1:]


def subject(text: str) -> tuple[str, int] | None:
    """The subject of the main clause as written, and the offset where it ends.

    >>> subject("Annual Enterprise contracts are not refundable.")
    ('Annual Enterprise contracts', 27)
    """
    doc = parse(text)
    root = doc[:].root
    found = [c for c in root.children if c.dep_ in _SUBJECTS]
    if not found:
        return None
    span = doc[found[0].left_edge.i:found[0].right_edge.i + 1]
    return span.text, span.end_char


def join(first: str, second: str, *, context: str = "") -> tuple[int, int, str] | None:
    """The edit of ``first`` (start, end, replacement) that appends ``second`` to it;
    ``context`` (the passages) tells whether the second claim's first word is a name."""
    second = _without_particle(second)
    if not (single_sentence(first) and single_sentence(second)) or \
            len((first + " " + second).split()) > MAX_WORDS:
        return None
    end = sentence_end(first)
    stop = first[end:] or "."
    a, b = subject(first), subject(second)
    if a is None or b is None:
        return None
    if _same(a[0], b[0]) and second[b[1]:b[1] + 1] == " ":
        rest = second[b[1]:].strip()
        return end, len(first), " and " + rest.rstrip(".!?") + stop
    if " and " in first[:end] and ", and " in first[:end]:
        return None
    return end, len(first), ", and " + lower_first(second.strip(), context=context).rstrip(".!?") + stop


def head_lemma(text: str) -> str:
    """The lemma of the head noun of the main clause's subject, or ''."""
    doc = parse(text)
    found = [c for c in doc[:].root.children if c.dep_ in _SUBJECTS]
    return found[0].lemma_.lower() if found else ""


def _same(a: str, b: str) -> bool:
    return a.lower().removeprefix("the ") == b.lower().removeprefix("the ")
