"""The Markdown report: the threshold table with counts and intervals, and the misses.

Every cell reads ``caught/n (low–high)``: the count behind the rate and its Wilson 95%
interval, so nobody mistakes 5/5 for a guarantee.

>>> import pandas as pd
>>> from mutato.analysis.sweep import with_wilson
>>> rates = with_wilson(pd.DataFrame({"threshold": [0.98], "group": ["number_swap"],
...     "metric": ["detection"], "basis": ["adjusted"], "k": [5], "n": [5], "errors": [0],
...     "excluded": [0], "unlabeled": [0]}))
>>> print(threshold_table(rates, [0.98]))
| threshold | number_swap |
|---|---|
| 0.98 | 5/5 (0.57–1.00) |
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd

from ..analysis.stats import format_rate
from ..io_safety.md_escape import md_code, md_text
from ..schema import DETECTION, FALSE_ALARM_GROUPS
from ..scoring.attribution import describe

_MAX_LISTED = 40


def threshold_table(rates: pd.DataFrame, thresholds: Sequence[float], *,
                    basis: str = "adjusted", operating: float | None = None,
                    untested: Sequence[str] = ()) -> str:
    """A Markdown table: one row per threshold, false-alarm columns then fault types; a fault
    type in ``untested`` gets a column that says "not tested: 0 mutants".

    The ``operating`` threshold gets a row of its own, marked, when the rates hold it.
    """
    thresholds = with_operating(rates, thresholds, operating)
    data = rates[(rates["basis"] == basis) & rates["threshold"].isin(list(thresholds))]
    alarms = [g for g in FALSE_ALARM_GROUPS if g in set(data["group"]) | set(untested)]
    faults = sorted((set(data.loc[data["metric"] == DETECTION, "group"]) | set(untested))
                    - set(FALSE_ALARM_GROUPS))
    columns = alarms + faults
    header = ["threshold"] + [f"false alarms: {g}" if g in alarms else md_text(g)
                              for g in columns]
    if not alarms:
        header = ["threshold"] + [md_text(g) for g in columns]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for threshold in sorted(thresholds):
        row = data[data["threshold"] == threshold].set_index("group")
        cells = [f"{threshold:g}"]
        for group in columns:
            if group in untested and group not in row.index:
                cells.append("not tested: 0 mutants")
                continue
            if group not in row.index:
                cells.append("–")
                continue
            r = row.loc[group]
            cell = format_rate(int(r["k"]), int(r["n"]), r["low"], r["high"])
            if r["errors"]:
                cell += f", {int(r['errors'])} errors"
            cells.append(cell)
        lines.append("| " + " | ".join(cells) + " |")
    if operating is not None and operating in thresholds:
        lines.append(f"\nRow {operating:g} is the operating threshold.")
    return "\n".join(lines)


def with_operating(rates: pd.DataFrame, thresholds: Sequence[float],
                   operating: float | None) -> list[float]:
    """The report thresholds plus the operating one, when the rates table holds it."""
    shown = sorted({float(t) for t in thresholds})
    if operating is not None and operating not in shown \
            and bool(rates["threshold"].eq(operating).any()):
        shown = sorted([*shown, float(operating)])
    return shown


def render_markdown(*, title: str, summary: list[str], rates: pd.DataFrame,
                    claims: pd.DataFrame, report_thresholds: Sequence[float],
                    plot_file: str | None, sections: Sequence[tuple[str, str]] = (),
                    headline: str | None = None, operating: float | None = None,
                    untested: Sequence[str] = ()) -> str:
    """The whole report.md text: the headline first, then the summary, the table and the
    drill-downs at the ``operating`` threshold (the highest report threshold without one)."""
    # raw rates differ from adjusted ones only when a ruling left some mutant out
    has_labels = bool((~claims["counted"]).any())
    at = max(report_thresholds) if operating is None else operating
    lead = [f"**{headline}**", ""] if headline else []
    parts = [f"# {md_text(title)}", "", *lead, *summary, "",
             "## Detection and false alarms by threshold", "",
             "A claim is **caught** when its best support over its premises is below the "
             "threshold. Each cell is caught/n with the Wilson 95% interval. Fault columns "
             "are detection (higher is better); `false alarms` columns count faithful claims "
             "the checker rejected (lower is better).", "",
             threshold_table(rates, report_thresholds, operating=operating, untested=untested), ""]
    if untested:
        parts += ["`not tested: 0 mutants`: no mutant of that type was made for this suite "
                  "(the reason is in the summary above); its detection is unknown, not zero.",
                  ""]
    if has_labels:
        parts += ["Raw rates, counting every generated mutant whatever its label:", "",
                  threshold_table(rates, report_thresholds, basis="raw", operating=operating,
                                  untested=untested),
                  ""]
    if plot_file:
        parts += [f"![detection and false alarms against threshold]({plot_file})", ""]
    parts += _misses(claims, at)
    parts += _false_alarms(claims, at)
    parts += _errors(claims)
    for heading, body in sections:
        parts += [f"## {md_text(heading)}", "", body, ""]
    return "\n".join(parts).rstrip() + "\n"


def _misses(claims: pd.DataFrame, threshold: float) -> list[str]:
    faults = claims[(claims["role"] == "fault") & claims["counted"]
                    & (claims["best_score"] >= threshold)]
    lines = [f"## Faults missed at threshold {threshold:g}", ""]
    if faults.empty:
        return lines + ["None: every counted fault scored below this threshold.", ""]
    lines += ["| fault type | mutant | best support | best premise | contradiction · attribution |",
              "|---|---|---|---|---|"]
    for _, row in faults.sort_values(["fault_type", "best_score"],
                                     ascending=[True, False]).head(_MAX_LISTED).iterrows():
        lines.append(f"| {_cell(row['fault_type'])} | {_shown(row)} "
                     f"({md_code(row['item_id'])}) | {row['best_score']:.3f} | "
                     f"{_cell(row['best_premise'])} | {_cell(describe(row) or None)} |")
    if len(faults) > _MAX_LISTED:
        lines.append(f"\n… and {len(faults) - _MAX_LISTED} more in `claims.csv`.")
    return lines + [""]


def _false_alarms(claims: pd.DataFrame, threshold: float) -> list[str]:
    flagged = claims[(claims["role"] != "fault") & claims["counted"]
                     & (claims["best_score"] < threshold) & (claims["n_errors"] == 0)]
    lines = [f"## Faithful claims flagged at threshold {threshold:g}", ""]
    if flagged.empty:
        return lines + ["None.", ""]
    lines += ["| group | claim | best support | best premise | contradiction · attribution |",
              "|---|---|---|---|---|"]
    for _, row in flagged.sort_values("best_score").head(_MAX_LISTED).iterrows():
        lines.append(f"| {_cell(row['group'])} | {_shown(row)} "
                     f"({md_code(row['item_id'])}) | {row['best_score']:.3f} | "
                     f"{_cell(row['best_premise'])} | {_cell(describe(row) or None)} |")
    return lines + [""]


def _errors(claims: pd.DataFrame) -> list[str]:
    errored = claims[claims["n_errors"] > 0]
    if errored.empty:
        return []
    lines = ["## Error states", "",
             f"{len(errored)} claims had at least one premise the checker could not score. "
             "They count as neither caught nor passed wherever the missing score could decide.",
             "", "| claim | errors | first error |", "|---|---|---|"]
    for _, row in errored.head(_MAX_LISTED).iterrows():
        lines.append(f"| {md_code(row['item_id'])} | {int(row['n_errors'])}/{int(row['n_windows'])} "
                     f"| {_cell(str(row['error']))} |")
    return lines + [""]


def _shown(row: pd.Series) -> str:
    """A mutant as its edit against the original (already escaped, with ~~ and ** marks);
    any other claim as its escaped text."""
    marked = row.get("marked")
    return marked if isinstance(marked, str) and marked else _cell(row["text"])


def _cell(text: Any) -> str:
    """Suite and checker text as one inert table cell (see :mod:`mutato.io_safety.md_escape`)."""
    if text is None or (isinstance(text, float) and pd.isna(text)):
        return "–"
    return md_text(text)
