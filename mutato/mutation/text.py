"""Small text utilities shared by windows and mutators: sentences and stable hashes.

>>> split_sentences("Plans cost €12, e.g. per user. Links expire after 7 days.")
['Plans cost €12, e.g. per user.', 'Links expire after 7 days.']
"""

from __future__ import annotations

import hashlib
import re

# Abbreviations that end with a period but do not end a sentence.
_ABBREVIATIONS = frozenset(
    "e.g i.e etc vs approx incl excl mr mrs ms dr st no nos fig min max dept est jan feb mar "
    "apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun u.s u.k a.m p.m".split()
)
_BOUNDARY = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9€$£])")


def split_sentences(text: str) -> list[str]:
    """Split text into sentences at ., ! or ? followed by space and a capital or digit.

    Common abbreviations (e.g., i.e., approx.) do not end a sentence.
    """
    return [text[start:end] for start, end in sentence_spans(text)]


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Character spans (start, end) of each sentence, whitespace trimmed."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        # only the last word matters: look back a bounded stretch, so a text full of
        # abbreviations is still split in linear time
        candidate = text[max(start, match.start() - 40):match.start()].rstrip()
        last_word = candidate.rsplit(None, 1)[-1].lower().rstrip(".") if candidate else ""
        if last_word.lstrip("(\"'") in _ABBREVIATIONS:
            continue
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    trimmed = []
    for s, e in spans:
        piece = text[s:e]
        left = len(piece) - len(piece.lstrip())
        right = len(piece.rstrip())
        if right > left:
            trimmed.append((s + left, s + right))
    return trimmed


def stable_hash(*parts: str, length: int = 16) -> str:
    """A hex digest of the parts that is the same on every machine and Python run.

    >>> stable_hash("a", "b") == stable_hash("a", "b") != stable_hash("ab")
    True
    """
    digest = hashlib.sha256()
    for part in parts:
        encoded = part.encode("utf-8")
        digest.update(len(encoded).to_bytes(8, "big"))
        digest.update(encoded)
    return digest.hexdigest()[:length]
