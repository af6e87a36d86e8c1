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
from ..analysis.sweep import FALSE_ALARM_GROUPS
from ..attribution import describe

_MAX_LISTED = 40


def threshold_table(rates: pd.DataFrame, thresholds: Sequence[float], *,
                    basis: str = "adjusted") -> str:
    """A Markdown table: one row per threshold, false-alarm columns then fault types."""
    data = rates[(rates["basis"] == basis) & rates["threshold"].isin(list(thresholds))]
    alarms = [g for g in FALSE_ALARM_GROUPS if g in set(data["group"])]
    faults = sorted(set(data.loc[data["metric"] == "detection", "group"]))
    columns = alarms + faults
    header = ["threshold"] + [f"false alarms: {g}" if g in alarms else g for g in columns]
    if not alarms:
        header = ["threshold"] + columns
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for threshold in sorted(thresholds):
        row = data[data["threshold"] == threshold].set_index("group")
        cells = [f"{threshold:g}"]
        for group in columns:
            if group not in row.index:
                cells.append("–")
                continue
            r = row.loc[group]
            cell = format_rate(int(r["k"]), int(r["n"]), r["low"], r["high"])
            if r["errors"]:
                cell += f", {int(r['errors'])} errors"
            cells.append(cell)
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def render_markdown(*, title: str, summary: list[str], rates: pd.DataFrame,
                    claims: pd.DataFrame, report_thresholds: Sequence[float],
                    plot_file: str | None, sections: Sequence[tuple[str, str]] = ()) -> str:
    """The whole report.md text."""
    # raw rates differ from adjusted ones only when a ruling left some mutant out
    has_labels = bool((~claims["counted"]).any())
    parts = [f"# {title}", "", *summary, "",
             "## Detection and false alarms by threshold", "",
             "A claim is **caught** when its best support over its premises is below the "
             "threshold. Each cell is caught/n with the Wilson 95% interval. Fault columns "
             "are detection (higher is better); `false alarms` columns count faithful claims "
             "the checker rejected (lower is better).", "",
             threshold_table(rates, report_thresholds), ""]
    if has_labels:
        parts += ["Raw rates, counting every generated mutant whatever its label:", "",
                  threshold_table(rates, report_thresholds, basis="raw"), ""]
    if plot_file:
        parts += [f"![detection and false alarms against threshold]({plot_file})", ""]
    parts += _misses(claims, max(report_thresholds))
    parts += _false_alarms(claims, max(report_thresholds))
    parts += _errors(claims)
    for heading, body in sections:
        parts += [f"## {heading}", "", body, ""]
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
        lines.append(f"| {row['fault_type']} | {_cell(_shown(row))} "
                     f"(`{row['item_id']}`) | {row['best_score']:.3f} | "
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
        lines.append(f"| {row['group']} | {_cell(_shown(row))} "
                     f"(`{row['item_id']}`) | {row['best_score']:.3f} | "
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
        lines.append(f"| `{row['item_id']}` | {int(row['n_errors'])}/{int(row['n_windows'])} "
                     f"| {_cell(str(row['error']))} |")
    return lines + [""]


def _shown(row: pd.Series) -> str:
    """A mutant as its edit against the original; any other claim as its text."""
    marked = row.get("marked")
    return marked if isinstance(marked, str) and marked else row["text"]


def _cell(text: Any) -> str:
    if text is None or (isinstance(text, float) and pd.isna(text)):
        return "–"
    return str(text).replace("|", "\\|").replace("\n", " ")
