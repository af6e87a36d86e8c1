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


#: The first line of a premise that carries the claim's question (empty when it has none).
QUESTION_PREFIX = "Question: "


def question_and_passages(question: str | None, passages: Mapping[str, str]) -> list[Window]:
    """The question on a first line, then the whole context set: for checkers that must read
    what was asked (the omission judge) or may use the numbers the user gave (calculator).

    >>> [premise] = question_and_passages("Can we cancel?", {"billing": "Cancel any time."})
    >>> print(premise.text)
    Question: Can we cancel?
    [billing] Cancel any time.
    >>> split_question("Question: \\n[billing] Cancel any time.")
    (None, '[billing] Cancel any time.')
    """
    asked = " ".join((question or "").split())
    text = QUESTION_PREFIX + asked + "\n" + whole_passages(passages)[0].text
    return [Window("?", 0, 0, text)]


def split_question(premise: str) -> tuple[str | None, str]:
    """(question or None, passages text) of a premise built by :func:`question_and_passages`;
    a premise without the question line is all passages."""
    if not premise.startswith(QUESTION_PREFIX):
        return None, premise
    first, _, rest = premise.partition("\n")
    return first[len(QUESTION_PREFIX):].strip() or None, rest
