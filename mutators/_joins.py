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
_ORPHANS = frozenset({"it", "they", "this", "that", "these", "those", "he", "she", "them",
                      "there", "its", "their"})
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
    if a is None or b is None or parse(second)[0].pos_ == "CCONJ":
        return None
    if b[0].lower() in _ORPHANS and not _same(a[0], b[0]):
        return None  # "..., and it is common": the pronoun loses what it stood for
    if _same(a[0], b[0]) and second[b[1]:b[1] + 1] == " " and not _trailing_clause(first):
        rest = second[b[1]:].strip()
        return end, len(first), " and " + rest.rstrip(".!?") + stop
    if " and " in first[:end] and ", and " in first[:end]:
        return None
    return end, len(first), ", and " + lower_first(second.strip(), context=context).rstrip(".!?") + stop


def _trailing_clause(text: str) -> bool:
    """True when the main verb has a clause after it ("... once booking is complete"): a
    shared-subject "and ..." there would read as part of that clause."""
    doc = parse(text)
    root = doc[:].root
    return any(c.dep_ in ("advcl", "ccomp", "relcl", "conj") and c.i > root.i
               for c in root.children)


def head_lemma(text: str) -> str:
    """The lemma of the head noun of the main clause's subject, or ''."""
    doc = parse(text)
    found = [c for c in doc[:].root.children if c.dep_ in _SUBJECTS]
    return found[0].lemma_.lower() if found else ""


def _same(a: str, b: str) -> bool:
    return a.lower().removeprefix("the ") == b.lower().removeprefix("the ")
