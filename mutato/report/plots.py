"""Plots over the tidy rates table. Each returns a Figure and never calls ``show()``.

>>> import pandas as pd
>>> from mutato.analysis.sweep import with_wilson
>>> rates = with_wilson(pd.DataFrame({"threshold": [0.5, 0.9], "group": ["number_swap"] * 2,
...     "metric": ["detection"] * 2, "basis": ["adjusted"] * 2, "k": [3, 5], "n": [5, 5],
...     "errors": [0, 0], "excluded": [0, 0], "unlabeled": [0, 0]}))
>>> fig = plot_detection(rates)
>>> [ax.get_title() for ax in fig.axes if ax.get_visible()]
['number_swap (caught, n=5)']
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

from ..decide.plots import group_colour  # noqa: E402
from ..schema import DETECTION, FALSE_ALARM, FALSE_ALARM_GROUPS  # noqa: E402


def zoomed_range(rates: pd.DataFrame, marks: list[float] | None = None, *,
                 pad: float = 0.03) -> tuple[float, float]:
    """The thresholds where some rate moves: from the last threshold where every group is
    still at 0 to the first where every group is at 1 (plus ``marks``), padded.

    >>> import pandas as pd
    >>> rates = pd.DataFrame({"threshold": [0.5, 0.6, 0.7, 0.8], "group": ["x"] * 4,
    ...                       "k": [0, 1, 2, 2], "n": [2, 2, 2, 2]})
    >>> zoomed_range(rates)
    (0.47, 0.73)
    """
    moving = rates[rates["n"] > 0]
    if moving.empty:
        return 0.0, 1.0
    lows, highs = [], []
    for _, part in moving.groupby("group"):
        part = part.sort_values("threshold")
        zero = part[part["k"] == 0]["threshold"]
        full = part[part["k"] == part["n"]]["threshold"]
        lows.append(float(zero.max()) if len(zero) else float(part["threshold"].min()))
        highs.append(float(full.min()) if len(full) else float(part["threshold"].max()))
    low, high = min(lows + list(marks or [])), max(highs + list(marks or []))
    if high - low < 0.1:
        middle = (low + high) / 2
        low, high = middle - 0.05, middle + 0.05
    return round(max(0.0, low - pad), 6), round(min(1.0, high + pad), 6)


def plot_detection(rates: pd.DataFrame, *, basis: str = "adjusted",
                   marks: list[float] | None = None, axes: Any = None) -> Figure:
    """Small multiples against threshold: one panel per fault type (detection), then one per
    false-alarm group, each with its Wilson 95% band, all on one zoomed x axis.

    Dotted verticals mark ``marks`` thresholds. ``axes``, when given, is a sequence of at
    least as many axes as panels.
    """
    data = rates[rates["basis"] == basis]
    faults = sorted(set(data.loc[data["metric"] == DETECTION, "group"]))
    alarms = [g for g in FALSE_ALARM_GROUPS
              if g in set(data.loc[data["metric"] == FALSE_ALARM, "group"])]
    panels = faults + alarms
    low, high = zoomed_range(data, marks)
    columns = min(4, max(1, len(panels)))
    rows = max(1, -(-len(panels) // columns))
    if axes is None:
        fig, grid = plt.subplots(rows, columns, figsize=(3.3 * columns, 2.7 * rows + 0.6),
                                 sharex=True, sharey=True, layout="constrained",
                                 squeeze=False)
        axes = list(grid.flat)
    else:
        axes = list(axes)
        fig = axes[0].figure
    for ax, group in zip(axes, panels, strict=False):
        part = data[data["group"] == group].sort_values("threshold")
        colour = group_colour(group)
        n = int(part["n"].max()) if len(part) else 0
        ax.plot(part["threshold"], part["rate"], color=colour, linewidth=1.8)
        ax.fill_between(part["threshold"], part["low"], part["high"], color=colour, alpha=0.2,
                        linewidth=0)
        kind = "false alarms" if group in alarms else "caught"
        ax.set_title(f"{group} ({kind}, n={n})", fontsize=9, color=colour)
        ax.set_xlim(low, high)
        ax.set_ylim(-0.02, 1.02)
        ax.grid(alpha=0.3)
        ax.tick_params(labelsize=8)
        for mark in marks or []:
            ax.axvline(mark, color="grey", linestyle=":", linewidth=1)
    for ax in axes[len(panels):]:
        ax.set_visible(False)
    zoom = "" if (low, high) == (0.0, 1.0) else f", zoomed to {low:.2f}–{high:.2f}"
    fig.supxlabel(f"threshold (caught when best support < threshold){zoom}", fontsize=9)
    fig.supylabel("share caught or flagged (Wilson 95% band)", fontsize=9)
    fig.suptitle("Detection per fault type (higher is better), then false alarms (lower is "
                 "better)", fontsize=10)
    return fig


def save_figure(fig: Figure, path: str) -> None:
    """Save as PNG at a readable resolution and release the figure's memory."""
    fig.savefig(path, dpi=110)
    plt.close(fig)
