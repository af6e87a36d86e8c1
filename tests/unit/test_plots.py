"""The detection plot (issue 12): small multiples, one colour per fault type in every plot,
an x axis zoomed to where the rates move, and no label outside the figure."""

from __future__ import annotations

import matplotlib.colors as mcolors
import pandas as pd

from mutato.analysis.sweep import sweep
from mutato.analysis.threshold_choice import false_alarm_curve
from mutato.decide.plots import plot_false_alarm_curve
from mutato.report.plots import group_colour, plot_detection, zoomed_range
from mutato.run import RunConfig, run_suite


def _claims(tmp_path) -> pd.DataFrame:
    return run_suite(RunConfig(suite="larkspur", checker="lexical", out=tmp_path,
                               progress=False)).claims


def test_one_panel_per_group_zoomed_and_unclipped(tmp_path):
    claims = _claims(tmp_path)
    rates = sweep(claims, thresholds=[t / 100 for t in range(101)])
    fig = plot_detection(rates, marks=[0.5, 0.9])
    panels = [ax for ax in fig.axes if ax.get_visible()]
    groups = sorted(set(claims.loc[claims["role"].eq("fault"), "fault_type"]))
    titles = [ax.get_title().split(" (")[0] for ax in panels]
    assert titles == groups + ["originals", "derived originals", "controls", "cross_passage"]
    for ax, group in zip(panels, titles, strict=True):
        assert len(ax.collections) == 1                          # one band per panel
        assert mcolors.to_hex(ax.lines[0].get_color()) == group_colour(group)
    low, high = panels[0].get_xlim()
    assert (low, high) == zoomed_range(rates[rates["basis"] == "adjusted"], [0.5, 0.9])
    squeezed = claims.assign(best_score=0.6 + 0.4 * claims["best_score"])  # scores in [0.6, 1]
    zoomed = plot_detection(sweep(squeezed, thresholds=[t / 100 for t in range(101)]))
    assert zoomed.axes[0].get_xlim()[0] >= 0.55                   # nothing to see below 0.6
    fig.canvas.draw()
    box = fig.bbox
    renderer = fig.canvas.get_renderer()
    for text in [*fig.texts, *(ax.title for ax in panels)]:
        extent = text.get_window_extent(renderer)
        assert box.x0 <= extent.x0 and extent.x1 <= box.x1 and extent.y1 <= box.y1, \
            text.get_text()


def test_a_fault_type_keeps_its_colour_in_the_threshold_choice_plot(tmp_path):
    claims = _claims(tmp_path)
    curve = false_alarm_curve(claims, thresholds=[t / 20 for t in range(21)])
    fig = plot_false_alarm_curve(curve)
    colours = {line.get_label().split(" (")[0]: mcolors.to_hex(line.get_color())
               for line in fig.axes[0].lines if not line.get_label().startswith("_")}
    for group, colour in colours.items():
        if group != "all":
            assert colour == group_colour(group), group
    assert len(set(colours.values())) == len(colours)             # all distinct
