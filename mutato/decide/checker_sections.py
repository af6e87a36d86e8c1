"""Report sections about what a run's claims say beyond their scores: the corpus and omissions.

- ``contradiction levels``: how many claims each level holds (NONE / SOMETIMES / ALL, see
  :mod:`mutato.scoring.attribution`), and every SOMETIMES claim with its passages' labels: those
  point at an inconsistent corpus, not at the generator.
- ``omission check`` (runs of the ``omission`` checker): dropped_condition detection side by
  side with the false alarms on originals, and the flags a reviewer would read, as the
  reference measured them ("1 real catch in 5 answers, 4 flags to review, 2 of them
  useless").

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["a", "b"], "role": ["original", "fault"],
...     "text": ["A.", "B."], "contradiction_level": ["NONE", "SOMETIMES"],
...     "passage_labels": ["{}", '{"p": "contradicted", "q": "supported"}'],
...     "attributed_passage": ["p", "q"], "attribution_similarity": [0.5, 0.7]})
>>> contradiction_section(claims).markdown.count("Inconsistent corpus")
1
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import numpy as np
import pandas as pd

from ..analysis.stats import format_rate, wilson_interval
from ..manifest import Manifest
from ..schema import ORIGINALS, Verdict, verdict_matrix
from ..scoring.attribution import SOMETIMES_MEANING
from .doc import Doc
from .sections import Section

LEVELS = ("NONE", "SOMETIMES", "ALL")
_MAX_LISTED = 30


def contradiction_section(claims: pd.DataFrame) -> Section:
    """Level counts by role, and every SOMETIMES claim (an inconsistent corpus)."""
    doc = Doc()
    doc.p("Each claim is labeled by the lexical verifier against every passage of its context "
          "set (supported, contradicted, unverifiable). **NONE**: no passage contradicts it. "
          "**ALL**: every passage that settles it contradicts it, the generator's fault. "
          f"**SOMETIMES**: {SOMETIMES_MEANING}. Attribution is the passage most similar to "
          "the claim by TF-IDF cosine (fitted on the context set plus the claim).")
    rows = []
    for role, group in claims.groupby("role", sort=True):
        counts = group["contradiction_level"].value_counts()
        rows.append([role, len(group), *[int(counts.get(level, 0)) for level in LEVELS]])
    doc.table(["role", "claims", *LEVELS], rows, caption="Contradiction level by role")
    sometimes = claims[claims["contradiction_level"] == "SOMETIMES"]
    if sometimes.empty:
        doc.p("No claim is SOMETIMES: the passages never disagree about a claim of this run.")
    else:
        doc.p(f"**Inconsistent corpus:** {len(sometimes)} claim(s) are supported by one passage "
              "and contradicted by another. Look at the passages before blaming the generator "
              "or the checker.")
        listed = []
        for row in sometimes.head(_MAX_LISTED).itertuples(index=False):
            labels = json.loads(row.passage_labels or "{}")
            listed.append([f"`{row.item_id}`", row.text, _labels(labels),
                           f"{row.attributed_passage} ({row.attribution_similarity:.2f})"])
        doc.table(["item", "claim", "passages", "attributed to"], listed,
                  caption="SOMETIMES claims: the passages disagree")
        if len(sometimes) > _MAX_LISTED:
            doc.p(f"… and {len(sometimes) - _MAX_LISTED} more in `claims.csv`.")
    return doc.section(slug="contradiction-levels", title="Contradiction levels and attribution",
                       order=60)


def omission_section(claims: pd.DataFrame, thresholds: Sequence[float]) -> Section:
    """dropped_condition detection beside false alarms on originals, and flag precision."""
    doc = Doc()
    doc.p("The omission check reads the question, the claim and the passages and lists the "
          "conditions the claim leaves out. It is meant to fill a review queue: what matters is "
          "how many real omissions it flags (dropped_condition mutants caught) against how "
          "many true claims it flags for nothing (false alarms on originals). The reference "
          "measured 1 real catch in 5 answers, with 4 flags to review, 2 of them useless.")
    counted = claims[claims["counted"]]
    best = counted["best_score"].to_numpy(dtype=np.float64)
    errors = counted["n_errors"].to_numpy() > 0
    dropped = (counted["role"] == "fault") & (counted["fault_type"] == "dropped_condition")
    originals = counted["group"] == ORIGINALS
    rows = []
    for threshold in thresholds:
        verdicts = verdict_matrix(best, errors, [threshold])[:, 0]
        caught = verdicts == Verdict.CAUGHT
        decided = verdicts != Verdict.ERROR
        k_d, n_d = int((caught & dropped).sum()), int((decided & dropped).sum())
        k_o, n_o = int((caught & originals).sum()), int((decided & originals).sum())
        flags = k_d + k_o
        rows.append([f"{threshold:g}", format_rate(k_d, n_d, *wilson_interval(k_d, n_d)),
                     format_rate(k_o, n_o, *wilson_interval(k_o, n_o)), flags,
                     format_rate(k_d, flags, *wilson_interval(k_d, flags)),
                     int((~decided & (dropped | originals)).sum())])
    doc.table(["threshold", "dropped_condition caught", "false alarms: originals",
               "flags to review", "flags that are real omissions", "errors"], rows,
              caption="Omission check: real catches beside false alarms")
    doc.p("A flag is a claim whose reply listed a missing condition. Error states (an invalid "
          "reply, a claim without a question) are neither flags nor passes.")
    return doc.section(slug="omission-check", title="Omission check: catches and false alarms",
                       order=15)


def _labels(labels: dict[str, str]) -> str:
    return ", ".join(f"{pid}: {label}" for pid, label in labels.items()
                     if label != "unverifiable") or "–"


def checker_sections(claims: pd.DataFrame, manifest: Manifest, thresholds: Sequence[float]
                     ) -> list[Section]:
    """The sections of this module that apply to a run."""
    sections = []
    if "contradiction_level" in claims.columns:
        sections.append(contradiction_section(claims))
    checker = manifest.checker.name if manifest.checker else None
    if checker == "omission":
        sections.append(omission_section(claims, thresholds))
    return sections
