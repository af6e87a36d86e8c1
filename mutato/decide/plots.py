"""Plots for decisions: the false-alarm/detection curve and the cascade frontier.

Each ``plot_*`` takes a tidy frame, draws on ``ax`` (or a new figure) and returns the Figure;
none calls ``show()``. ``figure_png`` turns a figure into PNG bytes for a self-contained
HTML fragment.

>>> import pandas as pd
>>> curve = pd.DataFrame({"threshold": [0.5, 0.9], "group": ["all", "all"],
...     "detection": [0.5, 0.9], "false_alarm": [0.0, 0.1], "det_n": [10, 10],
...     "operating_point": [True, False]})
>>> len(plot_false_alarm_curve(curve).axes)
1
"""

from __future__ import annotations

import base64
import io
import math
from typing import Any

import matplotlib

matplotlib.use("Agg")
# Group names and ids come from suites: draw "$" and "\\" as typed, never as mathtext.
matplotlib.rcParams["text.parse_math"] = False
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from ..schema import ALL, CONTROLS, DERIVED, ORIGINALS  # noqa: E402

#: Fixed colours of the false-alarm groups; fault types take the palette below in order.
_ALARM_COLOURS = {ORIGINALS: "#444444", DERIVED: "#8c6d31", CONTROLS: "#7b4173"}
_PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#17becf", "#e377c2",
            "#bcbd22", "#8c564b", "#393b79", "#637939", "#843c39", "#5254a3", "#6b6ecf")


def group_colour(group: str) -> str:
    """One colour per group, the same in every plot of every run.

    Built-in fault types take palette slots in their sorted order; any other name (a plug-in
    fault type) takes a slot from a stable hash of its name.

    >>> group_colour("number_swap") == group_colour("number_swap")
    True
    >>> group_colour("originals")
    '#444444'
    """
    if group in _ALARM_COLOURS:
        return _ALARM_COLOURS[group]
    from ..mutation.registry import load_mutators

    known = sorted({s.fault_type for s in load_mutators().values() if s.kind == "fault"})
    if group in known:
        return _PALETTE[known.index(group) % len(_PALETTE)]
    from ..mutation.text import stable_hash

    return _PALETTE[int(stable_hash(group), 16) % len(_PALETTE)]


def _axes(ax: Any, size: tuple[float, float]) -> tuple[Figure, Any]:
    if ax is None:
        fig, ax = plt.subplots(figsize=size, layout="constrained")
        return fig, ax
    return ax.figure, ax


def plot_false_alarm_curve(curve: pd.DataFrame, *, ax: Any = None) -> Figure:
    """Detection (y) against false alarms on originals (x), one line per fault type.

    The pooled ``all`` line is thicker; the run's report thresholds (``operating_point``)
    are marked with dots and labeled with their threshold.
    """
    fig, ax = _axes(ax, (7.5, 5.2))
    groups = [g for g in [ALL] + sorted(set(curve["group"]) - {ALL}) if g in set(curve["group"])]
    for group in groups:
        part = curve[curve["group"].eq(group)].sort_values("threshold")
        if part.empty or part["detection"].isna().all():
            continue
        n = int(part["det_n"].max())
        width, style = (2.6, "-") if group == ALL else (1.3, "--")
        line, = ax.plot(part["false_alarm"], part["detection"], style, linewidth=width,
                        drawstyle="steps-post", label=f"{group} (n={n})",
                        color="black" if group == ALL else group_colour(group))
        marked = part[part["operating_point"].astype(bool)]
        ax.plot(marked["false_alarm"], marked["detection"], "o", color=line.get_color(),
                markersize=6 if group == ALL else 4)
        if group == ALL:
            for row in marked.itertuples(index=False):
                ax.annotate(f"t={row.threshold:g}", (row.false_alarm, row.detection),
                            textcoords="offset points", xytext=(6, -10), fontsize=8)
    ax.set_xlabel("false alarms on originals (share of faithful claims caught)")
    ax.set_ylabel("detection (share of fault mutants caught)")
    ax.set_title("What each threshold buys: detection against false alarms")
    marked = curve.loc[curve["operating_point"].astype(bool), "false_alarm"].dropna()
    right = min(1.0, max(0.1, float(marked.max()) * 1.5)) if not marked.empty else 1.0
    if right < 1.0:   # zoom in where the report thresholds live; say so
        ax.set_xlabel(ax.get_xlabel() + f", zoomed to 0–{right:.2f}")
    ax.set_xlim(-0.01 * right, right * 1.02)
    ax.set_ylim(-0.02, 1.02)
    ax.grid(alpha=0.3)
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=8, loc="lower right")
    return fig


def plot_cascade_frontier(frontier: pd.DataFrame, *, ax: Any = None,
                          chosen: float | None = None) -> Figure:
    """Pooled detection (with Wilson 95% bars) against B calls, one point per routing threshold.

    Points on the frontier are joined; ``B alone`` (every claim to B) is a square; the chosen
    routing threshold, if any, is circled.
    """
    fig, ax = _axes(ax, (7.5, 5.0))
    data = frontier.dropna(subset=["detection"])
    finite = data[data["routing"].map(math.isfinite)]
    ax.errorbar(finite["b_calls"], finite["detection"],
                yerr=[finite["detection"] - finite["det_low"],
                      finite["det_high"] - finite["detection"]],
                fmt=".", color="tab:blue", alpha=0.35, elinewidth=0.8,
                label="routing threshold r")
    edge = data[data["on_frontier"].astype(bool)].sort_values("b_calls")
    ax.plot(edge["b_calls"], edge["detection"], "-o", color="tab:blue", markersize=4,
            label="frontier")
    for row in edge.itertuples(index=False):
        label = "B alone" if not math.isfinite(row.routing) else f"r={row.routing:g}"
        ax.annotate(label, (row.b_calls, row.detection), textcoords="offset points",
                    xytext=(4, -11), fontsize=7)
    alone = data[~data["routing"].map(math.isfinite)]
    ax.plot(alone["b_calls"], alone["detection"], "s", color="tab:red", label="B alone")
    if chosen is not None:
        pick = data[data["routing"].eq(chosen)]
        ax.plot(pick["b_calls"], pick["detection"], "o", markersize=13, fillstyle="none",
                color="black", label="cheapest meeting the target")
    ax.set_xlabel("B calls (claims routed to the second checker)")
    ax.set_ylabel("pooled detection of the cascade")
    ax.set_title("Cascade: detection against B calls")
    ax.set_ylim(-0.02, 1.02)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")
    return fig


def figure_png(fig: Figure, *, dpi: int = 110) -> bytes:
    """The figure as PNG bytes; the figure is closed."""
    buffer = io.BytesIO()
    try:
        fig.savefig(buffer, format="png", dpi=dpi)
    finally:
        plt.close(fig)
    return buffer.getvalue()


def png_data_uri(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")
