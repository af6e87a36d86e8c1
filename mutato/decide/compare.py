"""``mutato compare``: run B against baseline run A, item by item, with exact McNemar tests.

:func:`compare` analyses, lists the checker or suite changes between the runs, and attaches
the comparison section to run B.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..analysis.compare import CHANGE_ORDER, Comparison, compare_runs
from ..analysis.provenance import run_changes
from ..analysis.run_data import RunData, choose_threshold, load_run, same_items, slug
from ..schema import DETECTION
from .attach import attach
from .doc import MAX_LISTED, Doc
from .sections import Section


def comparison_section(result: Comparison, *, threshold_note: str = "") -> Section:
    doc = Doc()
    doc.p(f"Run `{result.b_name}` against baseline `{result.a_name}`, item by item, at "
          f"{threshold_note or f'threshold {result.threshold:g}'}. Only items whose verdict "
          "changed carry evidence: the p-value is the exact McNemar test (two-sided "
          "binomial on the changed items). Items in an error state in either run are left "
          "out and counted.")
    rows = []
    for r in result.table.itertuples(index=False):
        if r.metric == DETECTION:
            worse, better = f"{r.a_only} newly missed", f"{r.b_only} newly caught"
        else:
            worse, better = f"{r.b_only} new false alarms", f"{r.a_only} fixed"
        rows.append([r.group, r.paired, f"{r.a_k}/{r.paired}", f"{r.b_k}/{r.paired}", worse,
                     better, r.errors, f"{r.p_value:.3g}"])
    doc.table(["group", "paired", f"caught by {result.a_name}", f"caught by {result.b_name}",
               "worse in B", "better in B", "errors", "p (exact McNemar)"], rows,
              caption="Paired comparison with exact McNemar tests")
    changes = result.changes
    if changes.empty:
        doc.p("No counted item changed verdict.")
    for change in CHANGE_ORDER:
        part = changes[changes["change"].eq(change)]
        if part.empty:
            continue
        doc.h(f"{change} ({len(part)})")
        doc.table(["item", "group", f"{result.a_name} score", f"{result.b_name} score", "text"],
                  [[r.item_id, r.group, r.a_score, r.b_score, r.text]
                   for r in part.head(MAX_LISTED).itertuples(index=False)], caption=change)
        if len(part) > MAX_LISTED:
            doc.p(f"... and {len(part) - MAX_LISTED} more.")
    return doc.section(slug=f"comparison-{slug(result.a_name)}",
                       title=f"Comparison with {result.a_name}", order=45)


@dataclass(frozen=True)
class CompareOutcome:
    """Both runs, what changed between them, each one's threshold, the result and the
    saved section."""

    a: RunData
    b: RunData
    changes: list
    threshold_a: float
    threshold_b: float
    note: str
    result: Comparison
    saved: Path
    #: The run whose folder gained sections (None when nothing was saved): its caller
    #: renders that run's reports once.
    attached: RunData | None = None


def compare(run_a: str | Path, run_b: str | Path, *, threshold: float | None = None,
            threshold_a: float | None = None, threshold_b: float | None = None
            ) -> CompareOutcome:
    """Compare two stored runs of the same items (each at its own threshold, default its
    operating point) and attach the section to run B."""
    a, b = load_run(run_a), load_run(run_b)
    same_items(a, b, what="a paired comparison")
    changes = run_changes([(r.label, r.manifest) for r in (a, b)])
    at_a, note_a = choose_threshold(a, _first(threshold_a, threshold))
    at_b, note_b = choose_threshold(b, _first(threshold_b, threshold))
    result = compare_runs(a.claims, b.claims, threshold=at_a, b_threshold=at_b,
                          a_name=a.name, b_name=b.name)
    note = note_b if at_a == at_b and note_a == note_b else \
        f"{note_a} for {a.name}, {note_b} for {b.name}"
    [path] = attach(b, [comparison_section(result, threshold_note=note)])
    return CompareOutcome(a, b, changes, at_a, at_b, note, result, path, attached=b)


def _first(*values: float | None) -> float | None:
    return next((v for v in values if v is not None), None)
