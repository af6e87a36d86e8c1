"""What ``mutato run`` prints when it finishes: a short table, like pytest's last lines.

One row per fault type and per false-alarm group at the operating threshold, then the
headline and where the reports are.

>>> import pandas as pd
>>> from mutato.analysis.operating_point import OperatingPoint
>>> from mutato.analysis.sweep import with_wilson
>>> rates = with_wilson(pd.DataFrame({"threshold": [0.7, 0.7], "group": ["number_swap",
...     "originals"], "metric": ["detection", "false_alarm"], "basis": ["adjusted"] * 2,
...     "k": [9, 1], "n": [10, 12], "errors": [0, 0], "excluded": [0, 0],
...     "unlabeled": [0, 0]}))
>>> point = OperatingPoint(threshold=0.7, source="given", detection=(9, 10),
...                        false_alarms=(1, 12))
>>> print(summary_table(rates, point))
at 0.7        caught / flagged  95% interval  missed / passed
number_swap   9/10              0.60–0.98     1
false alarms
originals     1/12              0.01–0.35     11
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from ..analysis.operating_point import OperatingPoint
from ..schema import DETECTION, FALSE_ALARM_GROUPS


def summary_table(rates: pd.DataFrame, point: OperatingPoint) -> str:
    """Detection per fault type, then false alarms per group, at the operating threshold."""
    at = rates[(rates["basis"] == "adjusted")
               & ((rates["threshold"] - point.threshold).abs() < 1e-9)]
    detection = at[at["metric"] == DETECTION].sort_values("group")
    alarms = at[at["group"].isin(FALSE_ALARM_GROUPS)]
    alarms = alarms.assign(_o=alarms["group"].map(FALSE_ALARM_GROUPS.index)).sort_values("_o")
    rows = [[f"at {point.threshold:g}", "caught / flagged", "95% interval", "missed / passed"]]
    rows += [_row(r) for r in detection.itertuples(index=False)]
    if len(alarms):
        rows.append(["false alarms", "", "", ""])
        rows += [_row(r) for r in alarms.itertuples(index=False)]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
                     for row in rows)


def _row(r) -> list[str]:
    interval = "–" if not r.n else f"{r.low:.2f}–{r.high:.2f}"
    errors = f" ({int(r.errors)} errors)" if r.errors else ""
    return [str(r.group), f"{int(r.k)}/{int(r.n)}{errors}", interval, str(int(r.n - r.k))]


def run_summary(rates: pd.DataFrame, point: OperatingPoint, folder: Path) -> str:
    """The table, the headline and the two report paths."""
    return "\n".join([summary_table(rates, point), "", point.headline(),
                      f"HTML report:     {folder / 'report.html'}",
                      f"Markdown report: {folder / 'report.md'}"])
