"""Reading a classifier's label order from ``config.id2label``, never assuming it.

facebook/bart-large-mnli orders its labels contradiction, neutral, entailment; the
cross-encoder NLI models order them contradiction, entailment, neutral. Reading index 1 as
"entailment" silently swaps verdicts between them, so the index is always looked up by name.

>>> support_index({0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT"}, "entailment")
2
>>> support_index({0: "LABEL_0", 1: "LABEL_1"}, "entailment")
Traceback (most recent call last):
...
mutato.errors.CheckerError: the model has no 'entailment' label: config.id2label is {0: 'LABEL_0', 1: 'LABEL_1'}. Generic LABEL_i names mean the model card must say which index is support; pass support_label=LABEL_i once you have checked it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ..errors import CheckerError
from .base import PairScore

#: Names accepted for the entailment label, compared case-insensitively.
ENTAILMENT_ALIASES = ("entailment", "entailed", "entails", "entail")


def normalised_id2label(id2label: Mapping[Any, str]) -> dict[int, str]:
    """``config.id2label`` with integer keys, sorted by index."""
    return {int(k): str(v) for k, v in sorted(id2label.items(), key=lambda kv: int(kv[0]))}


def support_index(id2label: Mapping[Any, str], wanted: str,
                  aliases: tuple[str, ...] = ()) -> int:
    """The index whose label is ``wanted`` (or an alias), case-insensitively; else an error."""
    labels = normalised_id2label(id2label)
    names = {wanted.lower(), *(a.lower() for a in aliases)}
    matches = [i for i, name in labels.items() if name.lower() in names]
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        raise CheckerError(f"config.id2label names {wanted!r} more than once: {labels}")
    generic = all(name.upper().startswith("LABEL_") for name in labels.values())
    hint = (" Generic LABEL_i names mean the model card must say which index is support; "
            "pass support_label=LABEL_i once you have checked it." if generic else
            f" Pass support_label=<one of {sorted(labels.values())}> if another label means "
            "'supported'.")
    raise CheckerError(f"the model has no {wanted!r} label: config.id2label is {labels}.{hint}")


def softmax(logits: np.ndarray) -> np.ndarray:
    """Row-wise softmax, stable for large logits.

    >>> softmax(np.array([[0.0, 0.0]])).tolist()
    [[0.5, 0.5]]
    """
    shifted = logits - logits.max(axis=1, keepdims=True)
    exp = np.exp(shifted)
    return exp / exp.sum(axis=1, keepdims=True)


def sigmoid(logits: np.ndarray) -> np.ndarray:
    """Element-wise logistic function."""
    return 1.0 / (1.0 + np.exp(-logits))


def support_scores(probs: np.ndarray, labels: Mapping[int, str],
                   support: int) -> list[PairScore]:
    """One PairScore per row of probabilities: P(support), every label's share as detail.

    A row with a NaN or an infinity is an error state, never a score.

    >>> [s.score for s in support_scores(np.array([[0.1, 0.9]]), {0: "no", 1: "yes"}, 1)]
    [0.9]
    """
    out = []
    for row in probs:
        if not np.all(np.isfinite(row)):
            out.append(PairScore.failed("model returned non-finite logits"))
            continue
        detail = {labels.get(j, f"LABEL_{j}"): round(float(row[j]), 6)
                  for j in range(row.shape[0])}
        out.append(PairScore(float(row[support]), detail=detail))
    return out
