"""What a reviewer needs beside a mutant: the passage windows that bear on it, and the words
its edit touched.

The best windows are the ones sharing the most content words and numbers with the original
claim (the claim a person confirmed, so its evidence is in the passages), ranked with the
lexical checker's own notion of content. No checker is called.

>>> from mutato.mutation.mutants import Mutant, Span
>>> m = Mutant("c:number_swap:1", "c", "number_swap", 1, "fault", "number_swap",
...            "Links expire after 7 days.", "Links expire after 9 days.", (Span(19, 20, "9"),))
>>> passages = {"export": "Owners can export data. Export links expire after 7 days."}
>>> [w.id for w in best_windows(m.original, passages, limit=1)]
['export#1+1']
>>> touched_words(m)
['7', '9']
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..checkers.lexical import content
from ..mutation.mutants import Mutant
from ..mutation.windows import Window, make_windows

_WORD = re.compile(r"\w[\w/.,€$£%-]*\w|\w", re.UNICODE)


def best_windows(claim: str, passages: Mapping[str, str], *, limit: int = 2) -> list[Window]:
    """The ``limit`` windows sharing most content with ``claim``; ties keep passage order.

    Single sentences win over a two-sentence window that adds nothing, so the reviewer
    reads as little as possible.
    """
    words, numbers = content(claim)
    wanted = words | numbers

    def overlap(window: Window) -> tuple[int, int]:
        got_words, got_numbers = content(window.text)
        return (len(wanted & (got_words | got_numbers)), -window.size)

    windows = make_windows(passages)
    ranked = sorted(range(len(windows)), key=lambda i: overlap(windows[i]), reverse=True)
    chosen: list[Window] = []
    for index in ranked:
        window = windows[index]
        if overlap(window)[0] == 0 and chosen:
            break
        if any(_covers(c, window) for c in chosen):
            continue
        chosen.append(window)
        if len(chosen) == limit:
            break
    return chosen


def _covers(a: Window, b: Window) -> bool:
    """True when the windows share a sentence of the same passage."""
    return (a.passage_id == b.passage_id
            and a.start < b.start + b.size and b.start < a.start + a.size)


def touched_words(mutant: Mutant) -> list[str]:
    """The words the edit removed and the words it put in, in that order, deduplicated."""
    words: list[str] = []
    for span in mutant.spans:
        for piece in (mutant.original[span.start:span.end], span.replacement):
            for word in _WORD.findall(piece):
                if word not in words:
                    words.append(word)
    return words


def highlight_spans(text: str, words: list[str]) -> list[tuple[int, int]]:
    """Character spans of ``text`` where one of ``words`` occurs as a whole word.

    >>> highlight_spans("Links expire after 7 days.", ["7", "days"])
    [(19, 20), (21, 25)]
    """
    spans = []
    for word in words:
        if not word.strip():
            continue
        pattern = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.IGNORECASE)
        spans += [(m.start(), m.end()) for m in pattern.finditer(text)]
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
