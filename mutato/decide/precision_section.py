"""The report section every run has: how its labels were reached, each mutator's reviewed
precision, and its detection raw against detection on confirmed faults.

It is built for every render (never saved), so it always reads the claims table the report
shows: :func:`with_precision` adds it to the sections a caller hands the renderer.

>>> from collections.abc import Sequence

import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["a", "b"], "role": ["fault", "fault"],
...     "mutator": ["entity_swap"] * 2, "label": ["fault", "not_fault"],
...     "ruling": ["unanimous", "adjudicated"], "best_score": [0.1, 0.9], "n_errors": [0, 0]})
>>> from mutato.manifest import Manifest
>>> section = precision_section(claims, Manifest(), threshold=0.5)
>>> "only 1/2 of entity_swap's reviewed mutants are real faults" in section.markdown
True
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from ..analysis.precision import LOW_PRECISION, mutator_precision
from ..manifest import Manifest
from .doc import Doc
from .sections import Section

SLUG = "reviewed-precision"


def precision_section(claims: pd.DataFrame, manifest: Manifest, *,
                      threshold: float) -> Section:
    """The section, at ``threshold`` (the operating threshold, as the misses table uses)."""
    doc = Doc()
    refreshed = manifest.labels.refreshed if manifest.labels else None
    if refreshed:
        doc.p(f"**Labels changed since the run**: re-read at {refreshed.get('at', '?')} "
              f"({refreshed.get('changed', 0)} mutants' labels changed); every table of this "
              "report uses the labels as they are now.")
    rulings = claims["ruling"] if "ruling" in claims else pd.Series(dtype=object)
    counts = {basis: int((rulings == basis).sum())
              for basis in ("adjudicated", "unanimous", "single", "disputed")}
    doc.p(f"Labels: **{counts['adjudicated']} adjudicated**, **{counts['unanimous']} "
          f"unanimous** (and {counts['single']} ruled by one reviewer only), "
          f"**{counts['disputed']} disputed** (reviewers disagree and nobody adjudicated: "
          "left out of adjusted and confirmed figures). `mutato agreement SUITE` shows the "
          "disagreements; `mutato review SUITE --adjudicate` settles them.")
    rows = mutator_precision(claims, threshold=threshold)
    if not rows:
        doc.p("This run has no mutants, so there is no mutator to review.")
        return doc.section(slug=SLUG, title="Reviewed precision per mutator", order=5)
    doc.p(f"Precision is the share of a mutator's reviewed mutants ruled as intended (a real "
          f"fault; for a control, meaning-preserving), unsure and disputed left out of n. "
          f"Detection (controls: false alarms) at threshold {threshold:g}, raw over every "
          "mutant and on confirmed mutants only; each figure is k/n with its Wilson 95% "
          "interval.")
    doc.table(["mutator", "kind", "mutants", "reviewed precision", "unsure", "disputed",
               "unreviewed", "raw", "on confirmed"],
              [[r.mutator, "fault" if r.role == "fault" else "control", r.mutants,
                str(r.precision), r.unsure, r.disputed, r.unreviewed, str(r.raw),
                str(r.confirmed)] for r in rows],
              caption="Reviewed precision, raw and confirmed detection per mutator")
    warnings = []
    for r in rows:
        if not r.low:
            continue
        what = "real faults" if r.role == "fault" else "meaning-preserving"
        mixed = ("its raw detection mixes in non-faults; read its detection on confirmed "
                 "faults" if r.role == "fault" else
                 "its raw false alarms mix in real faults; read the confirmed column")
        warnings.append(f"**Warning**: only {r.precision.k}/{r.precision.n} of {r.mutator}'s "
                        f"reviewed mutants are {what} (below {LOW_PRECISION:.0%}): {mixed}.")
    doc.items(warnings)
    unreviewed = sum(r.unreviewed for r in rows)
    if unreviewed:
        doc.p(f"{unreviewed} mutants are still unreviewed: `mutato review SUITE --reviewer "
              "NAME` (or `--sample N` per mutator for a precision estimate).")
    return doc.section(slug=SLUG, title="Reviewed precision per mutator", order=5)


def with_precision(sections: Sequence[Section], claims: pd.DataFrame, manifest: Manifest,
                   *, threshold: float) -> list[Section]:
    """The saved sections plus the reviewed-precision section at the operating threshold
    (the one the headline and the missed-faults drill-down use), built from the claims, in
    report order."""
    built = precision_section(claims, manifest, threshold=threshold)
    return sorted([s for s in sections if s.slug != SLUG] + [built],
                  key=lambda s: (s.order, s.slug))
