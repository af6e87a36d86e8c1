"""Plots over the tidy rates table. Each returns a Figure and never calls ``show()``.

>>> import pandas as pd
>>> from mutato.analysis.sweep import with_wilson
>>> rates = with_wilson(pd.DataFrame({"threshold": [0.5, 0.9], "group": ["number_swap"] * 2,
...     "metric": ["detection"] * 2, "basis": ["adjusted"] * 2, "k": [3, 5], "n": [5, 5],
...     "errors": [0, 0], "excluded": [0, 0], "unlabeled": [0, 0]}))
>>> fig = plot_detection(rates)
>>> len(fig.axes)
2
"""

from __future__ import annotations

from typing import Any

import matplotlib

matplotlib.use("Agg")
# Group names and ids come from suites: draw "$" and "\\" as typed, never as mathtext.
matplotlib.rcParams["text.parse_math"] = False
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from ..analysis.sweep import FALSE_ALARM_GROUPS  # noqa: E402


def plot_detection(rates: pd.DataFrame, *, basis: str = "adjusted",
                   marks: list[float] | None = None, axes: Any = None) -> Figure:
    """Detection against threshold per fault type (left) and false alarms (right).

    Shaded bands are Wilson 95% intervals; dotted verticals mark ``marks`` thresholds.
    """
    data = rates[rates["basis"] == basis]
    if axes is None:
        fig, axes = plt.subplots(1, 2, figsize=(12, 4.8), sharex=True, sharey=True,
                                 layout="constrained")
    else:
        fig = axes[0].figure
    detection_ax, alarm_ax = axes
    _curves(detection_ax, data[data["metric"] == "detection"])
    detection_ax.set_title("Detection of injected faults (higher is better)")
    detection_ax.set_ylabel("share caught (Wilson 95% band)")
    _curves(alarm_ax, data[data["metric"] == "false_alarm"],
            order=[g for g in FALSE_ALARM_GROUPS if g in set(data["group"])])
    alarm_ax.set_title("False alarms on faithful claims (lower is better)")
    for ax in axes:
        ax.set_xlabel("threshold (caught when best support < threshold)")
        ax.set_xlim(0, 1)
        ax.set_ylim(-0.02, 1.02)
        ax.grid(alpha=0.3)
        for mark in marks or []:
            ax.axvline(mark, color="grey", linestyle=":", linewidth=1)
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=8, loc="best")
    return fig


def _curves(ax: Any, data: pd.DataFrame, *, order: list[str] | None = None) -> None:
    groups = order or sorted(set(data["group"]))
    for group in groups:
        part = data[data["group"] == group].sort_values("threshold")
        if part.empty or part["n"].max() == 0:
            continue
        n = int(part["n"].max())
        line, = ax.plot(part["threshold"], part["rate"], label=f"{group} (n={n})", linewidth=1.6)
        ax.fill_between(part["threshold"], part["low"], part["high"], color=line.get_color(),
                        alpha=0.15, linewidth=0)


def save_figure(fig: Figure, path: str) -> None:
    """Save as PNG at a readable resolution and release the figure's memory."""
    fig.savefig(path, dpi=110)
    plt.close(fig)
