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

from ._edits import _NAMED, lower_first, sentence_end, single_sentence
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


def join(first: str, second: str, *, context: str = "",
         standalone: bool = False) -> tuple[int, int, str] | None:
    """The edit of ``first`` (start, end, replacement) that appends ``second`` to it;
    ``context`` (the passages) tells whether the second claim's first word is a name.

    ``standalone`` asks that the joined sentence read as the two claims and nothing more:
    no fronted adverbial of the first scoping over the second, no definite reference in the
    second to something the first never named, and its first word lower-cased by the parse.
    """
    second = _without_particle(second)
    if not (single_sentence(first) and single_sentence(second)) or \
            len((first + " " + second).split()) > MAX_WORDS:
        return None
    if standalone and (_fronted_adjunct(first) or _unanchored_reference(first, second)):
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
    opened = _lower_by_parse(second.strip(), context) if standalone else \
        lower_first(second.strip(), context=context)
    return end, len(first), ", and " + opened.rstrip(".!?") + stop


def _fronted_adjunct(text: str) -> bool:
    """True when the main clause opens with an adverbial before its subject ("In April 2007,
    he ..."): an appended clause would read as falling under it too.

    >>> _fronted_adjunct("In April 2007, he was diagnosed."), _fronted_adjunct("He left.")
    (True, False)
    """
    doc = parse(text)
    root = doc[:].root
    found = [c for c in root.children if c.dep_ in _SUBJECTS]
    before = found[0].left_edge.i if found else root.i
    return any(c.dep_ in ("prep", "advcl", "advmod", "npadvmod", "pobj", "agent")
               and c.i < before for c in root.children)


_DEFINITE = frozenset({"the", "this", "that", "these", "those"})


def _unanchored_reference(first: str, second: str) -> bool:
    """True when the second claim's subject points back at something the first never named:
    "the novel", "his family", "this landmark" (a name, "the Brandenburg Gate", stands alone).

    >>> _unanchored_reference("Her pseudonym is Ellis Bell.", "Most of the novel is a story.")
    True
    >>> _unanchored_reference("The novel has ten chapters.", "The novel is a story.")
    False
    """
    doc = parse(second)
    found = [c for c in doc[:].root.children if c.dep_ in _SUBJECTS]
    if not found:
        return False
    named = {t.lemma_.lower() for t in parse(first) if t.pos_ in ("NOUN", "PROPN")}
    for token in found[0].subtree:
        if token.tag_ in ("PRP", "PRP$") and token.lower_ not in ("i", "you", "we", "my",
                                                                   "your", "our"):
            return True
        if token.lower_ in _DEFINITE and token.dep_ == "det" and token.head.pos_ == "NOUN" and \
                token.head.lemma_.lower() not in named and \
                not any(t.pos_ == "PROPN" for t in token.head.subtree):
            return True
    return False


def _lower_by_parse(text: str, context: str) -> str:
    """``text`` with its first word lower-cased unless the parse reads it as a name (or the
    passages write it capitalised after a lower-case word on the same line, "the Team plan").

    >>> _lower_by_parse("More than twenty cardinals tweet.", "Intro\\nMore than twenty")
    'more than twenty cardinals tweet.'
    """
    first = parse(text)[0]
    word = first.text
    if word == "I" or (word.isupper() and len(word) > 1) or re.match(r"[A-Z][a-z]*[A-Z]", word):
        return text
    mid_sentence = re.search(r"[a-z,;] +" + re.escape(word) + r"\b", context)
    if first.pos_ == "PROPN" or first.ent_type_ in _NAMED or mid_sentence:
        return text
    return text[:1].lower() + text[1:]


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
