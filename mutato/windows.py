"""Premises: sentence windows inside one passage, never across two.

A window is one sentence, or two adjacent sentences, of a single passage. Short premises
keep an NLI model inside the granularity it was trained on; keeping each window inside one
passage stops half-true claims from being "supported" by two unrelated halves.

>>> [w.text for w in make_windows({"p": "A is 1. B is 2. C is 3."})]
['A is 1.', 'B is 2.', 'C is 3.', 'A is 1. B is 2.', 'B is 2. C is 3.']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .text import split_sentences

#: The policy recorded in every run manifest.
WINDOW_POLICY = {"sizes": [1, 2], "crosses_passages": False, "splitter": "mutato.text"}


@dataclass(frozen=True)
class Window:
    """A premise: ``size`` sentences of passage ``passage_id`` starting at sentence ``start``."""

    passage_id: str
    start: int
    size: int
    text: str

    @property
    def id(self) -> str:
        """Readable id, e.g. ``billing#0+2`` for the first two sentences of ``billing``."""
        return f"{self.passage_id}#{self.start}+{self.size}"


def make_windows(passages: Mapping[str, str], *, sizes: tuple[int, ...] = (1, 2)) -> list[Window]:
    """Every window of every passage: all single sentences first, then adjacent pairs."""
    windows: list[Window] = []
    for pid, text in passages.items():
        sentences = split_sentences(text)
        for size in sizes:
            for start in range(len(sentences) - size + 1):
                windows.append(
                    Window(pid, start, size, " ".join(sentences[start:start + size]))
                )
    return windows


def whole_passages(passages: Mapping[str, str]) -> list[Window]:
    """The whole context set as one premise, for checkers that read every passage at once."""
    text = "\n".join(f"[{pid}] {body}" for pid, body in passages.items())
    return [Window("*", 0, 0, text)]
