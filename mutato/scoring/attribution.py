"""Per claim: its contradiction level across the passages of its context set, and attribution.

Both come from the metric article (reference/faithfulness-metric.txt) and need no model:

- **contradiction level.** The lexical verifier labels the claim against each passage (its
  best-covering sentence): supported, contradicted (the words are there, a number is not) or
  unverifiable. ``NONE``: no passage contradicts the claim. ``ALL``: every passage that
  settles it contradicts it: the generator's fault. ``SOMETIMES``: some passages contradict
  it and others support it: the corpus holds two versions of one fact, and the remedy is
  upstream (document versions), not in the prompt. Unverifiable passages are left out of
  the count. The article's listing counts every chunk; on its example that gives the same
  SOMETIMES, but on a context set with off-topic passages it would call every contradiction
  SOMETIMES, and SOMETIMES would no longer point at the corpus.
- **attribution.** The passage most similar to the claim by TF-IDF cosine, with
  scikit-learn's ``TfidfVectorizer`` fitted on the context set plus the claim, as in the
  article: which chunk the generator should have used.

>>> chunks = {"2025": "2025 price list: the Base plan costs 100 euros a month.",
...           "2026": "2026 price list: the Base plan costs 120 euros a month.",
...           "phone": "Phone support is not available on the Base plan."}
>>> found = diagnose("The Base plan costs 120 euros a month", chunks)
>>> found.level, found.labels
('SOMETIMES', {'2025': 'contradicted', '2026': 'supported', 'phone': 'unverifiable'})
>>> [(pid, round(s, 2)) for pid, s in found.similarities]
[('2026', 0.74), ('2025', 0.54), ('phone', 0.19)]
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import pandas as pd

from ..checkers.lexical import coverage
from ..mutation.text import split_sentences

Level = Literal["NONE", "SOMETIMES", "ALL"]
#: Columns this module adds to a run's claims table.
COLUMNS = ("contradiction_level", "passage_labels", "attributed_passage",
           "attribution_similarity", "attribution")
#: What a SOMETIMES claim means, in the words every report uses.
SOMETIMES_MEANING = ("the passages disagree (one supports the claim, another contradicts it): "
                     "an inconsistent corpus, not the generator's fault; fix it upstream, where "
                     "document versions are kept")


@dataclass(frozen=True)
class Diagnosis:
    """A claim's contradiction level, its label per passage, and passages by similarity."""

    level: Level
    labels: dict[str, str]
    similarities: list[tuple[str, float]]  # (passage id, TF-IDF cosine), most similar first

    @property
    def attributed(self) -> tuple[str, float] | None:
        """The most similar passage and its similarity, or None for an empty context set."""
        return self.similarities[0] if self.similarities else None


def passage_label(claim: str, passage: str, *, label_threshold: float = 0.75) -> str:
    """The lexical verifier's label of the claim against the passage's best-covering sentence
    (the first one on a tie, as in the article's ``verify``).

    >>> passage_label("The Base plan costs 50 euros a month",
    ...               "The Base plan costs 100 euros a month and includes 5 users.")
    'contradicted'
    """
    best = None
    for sentence in split_sentences(passage) or [passage]:
        found = coverage(claim, sentence, label_threshold=label_threshold)
        if best is None or found["coverage"] > best["coverage"]:
            best = found
    assert best is not None
    return str(best["label"])


def contradiction_level(labels: Sequence[str]) -> Level:
    """NONE, SOMETIMES or ALL from per-passage labels (unverifiable ones left out).

    >>> contradiction_level(["contradicted", "unverifiable"])
    'ALL'
    >>> contradiction_level(["contradicted", "supported", "unverifiable"])
    'SOMETIMES'
    """
    contradicted = sum(label == "contradicted" for label in labels)
    settling = sum(label in ("supported", "contradicted") for label in labels)
    if contradicted == 0:
        return "NONE"
    return "ALL" if contradicted == settling else "SOMETIMES"


def similarities(claim: str, passages: Mapping[str, str]) -> list[tuple[str, float]]:
    """TF-IDF cosine of the claim with each passage, highest first (ties in passage order)."""
    return list(_similarities(claim, tuple(passages.items())))


@lru_cache(maxsize=1 << 14)  # mutants of one claim share its context set
def _similarities(claim: str, passages: tuple[tuple[str, str], ...]
                  ) -> tuple[tuple[str, float], ...]:
    from sklearn.feature_extraction.text import TfidfVectorizer

    if not passages:
        return ()
    texts = [text for _, text in passages]
    try:  # fit on the context set plus the claim; rows come out L2-normalised
        rows = TfidfVectorizer().fit_transform(texts + [claim])
    except ValueError:  # no word of two letters or more anywhere: nothing to compare
        return tuple((pid, 0.0) for pid, _ in passages)
    sims = (rows[:-1] @ rows[-1].T).toarray().ravel()  # cosine: a dot product of unit rows
    ranked = sorted(enumerate(sims), key=lambda pair: (-pair[1], pair[0]))
    return tuple((passages[i][0], float(s)) for i, s in ranked)


def diagnose(claim: str, passages: Mapping[str, str]) -> Diagnosis:
    """The contradiction level and the attribution of one claim in its context set."""
    labels = {pid: passage_label(claim, text) for pid, text in passages.items()}
    return Diagnosis(contradiction_level(list(labels.values())), labels,
                     similarities(claim, passages))


def diagnosis_columns(items: Sequence[object]) -> pd.DataFrame:
    """One row per item (``id``, ``text``, ``passages``): the columns of :data:`COLUMNS`.

    ``passage_labels`` and ``attribution`` are JSON text (label per passage; similarity per
    passage, most similar first), so the table stays flat for CSV and Parquet.
    """
    rows = []
    for item in items:
        found = diagnose(item.text, item.passages)  # type: ignore[attr-defined]
        top = found.attributed
        rows.append({
            "item_id": item.id,  # type: ignore[attr-defined]
            "contradiction_level": found.level,
            "passage_labels": json.dumps(found.labels, ensure_ascii=False),
            "attributed_passage": None if top is None else top[0],
            "attribution_similarity": float("nan") if top is None else round(top[1], 4),
            "attribution": json.dumps([[pid, round(s, 4)] for pid, s in found.similarities],
                                      ensure_ascii=False),
        })
    return pd.DataFrame(rows, columns=["item_id", *COLUMNS])


def with_diagnosis(claims: pd.DataFrame, items: Sequence[object]) -> pd.DataFrame:
    """The claims table with the diagnosis columns joined on ``item_id`` (order kept)."""
    columns = diagnosis_columns(items).drop_duplicates("item_id").set_index("item_id")
    out = claims.copy()
    for column in COLUMNS:
        out[column] = out["item_id"].map(columns[column])
    return out


def describe(row: Mapping[str, object]) -> str:
    """One line for a drill-down or ``mutato show``: ``SOMETIMES · attributed to plans (0.74)``.

    >>> describe({"contradiction_level": "ALL", "attributed_passage": "plans",
    ...           "attribution_similarity": 0.7366})
    'contradiction ALL · attributed to plans (0.74)'
    """
    level = row.get("contradiction_level")
    if not isinstance(level, str):
        return ""
    text = f"contradiction {level}"
    passage, similarity = row.get("attributed_passage"), row.get("attribution_similarity")
    if isinstance(passage, str) and isinstance(similarity, float) and not math.isnan(similarity):
        text += f" · attributed to {passage} ({similarity:.2f})"
    if level == "SOMETIMES":
        text += " · inconsistent corpus: the passages disagree, not the generator"
    return text
