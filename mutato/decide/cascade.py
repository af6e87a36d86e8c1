"""``mutato cascade``: cheap checker A on every claim, judge B on the claims A doubts, read from
two stored runs of the same suite at every routing threshold.

:func:`cascade` analyses, writes the cascade folder (report, frontier plot, tables) in one
write and attaches the section to run B. The folder's HTML page is drawn by the ``render_page``
its caller passes (the report layer's ``render_section_page``), so nothing here renders.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import pandas as pd

from ..analysis.cascade import CascadeResult, describe_routing, run_cascade
from ..analysis.run_data import RunData, choose_threshold, load_run, same_items
from ..io_safety.paths import check_name, inside
from ..io_safety.run_folder import (
    bytes_writer,
    json_writer,
    table_writers,
    text_writer,
    write_run_folder,
)
from .attach import attach
from .doc import MAX_LISTED, Doc, rate_cell
from .plots import figure_png, plot_cascade_frontier
from .sections import Section, section_file, section_json

FRONTIER_PLOT = "frontier.png"


def cascade_section(result: CascadeResult, *, show_routing: Sequence[float] = (),
                    plot_file: str | None = None, png: bytes | None = None) -> Section:
    doc = Doc()
    doc.p(f"Checker A (`{result.a_name}`) scores every claim; claims it supports at the routing "
          f"threshold r or above pass, every other claim goes to B (`{result.b_name}`), which "
          f"catches it when its support is below {result.judge_threshold:g}. Read from both "
          f"runs' stored scores: {result.items} claims, no checker called.")
    doc.image("cascade frontier: detection against B calls", png, plot_file)
    frontier = result.frontier
    shown = set(show_routing) | {math.inf}
    if result.choice and result.choice.routing is not None:
        shown.add(result.choice.routing)
    rows_f = frontier[frontier["on_frontier"] | frontier["routing"].isin(shown)]
    doc.p("Frontier (no other routing threshold catches more with fewer B calls), with the "
          "requested thresholds and B alone:")
    doc.table(["routing r", "B calls", "pooled detection", "false alarms on originals",
               "on frontier"],
              [[describe_routing(r.routing), f"{r.b_calls}/{r.items}",
                rate_cell(r.det_k, r.det_n, r.det_low, r.det_high, r.det_errors),
                f"{r.fa_k}/{r.fa_n}", "yes" if r.on_frontier else ""]
               for r in rows_f.itertuples(index=False)],
              caption="Cascade frontier: B calls against detection")
    if result.choice is not None:
        doc.p(("**Target met:** " if result.choice.routing is not None else
               "**Target not met:** ") + result.choice.message + ". The target is checked "
              "on the same items it is chosen on; confirm it on claims the choice did not see.")
    detail = sorted(shown)
    rates = result.rates[result.rates["routing"].isin(detail)]
    groups = list(dict.fromkeys(rates["group"]))
    if groups:
        doc.h("Per fault type and false alarms")
        doc.table(["routing r", "B calls"] + groups,
                  [[describe_routing(r), int(part["b_calls"].iloc[0])] +
                   [_group_cell(part, g) for g in groups]
                   for r, part in rates.groupby("routing", sort=True)],
                  caption="Cascade rates per fault type")
    spots = result.blind_spots
    doc.h("Blind spots the cascade inherits")
    if spots.empty:
        doc.p("At the listed routing thresholds A passed no fault mutant: nothing is hidden "
              "from B.")
    else:
        doc.p("Fault mutants A supported at or above r: B never sees them. `B alone` is what "
              "B would have said.")
        doc.table(["routing r", "fault type", "mutant", "A score", "B alone", "text"],
                  [[describe_routing(r.routing), r.fault_type, r.item_id, r.a_score,
                    r.b_alone, r.text] for r in spots.head(MAX_LISTED * 2).itertuples()],
                  caption="A's blind spots: faults that never reach B")
        if len(spots) > MAX_LISTED * 2:
            doc.p(f"... and {len(spots) - MAX_LISTED * 2} more in blind_spots.csv.")
    return doc.section(slug="cascade", title=f"Cascade {result.a_name} → {result.b_name}",
                       order=40)


def _group_cell(part: pd.DataFrame, group: str) -> str:
    row = part[part["group"].eq(group)]
    if row.empty:
        return "–"
    r = row.iloc[0]
    return rate_cell(r["k"], r["n"], r["low"], r["high"], r["errors"])


@dataclass(frozen=True)
class CascadeOutcome:
    """The two runs, B's decision threshold (and where it came from), the routing thresholds
    listed, the analysis and the cascade folder written."""

    a: RunData
    b: RunData
    judge_threshold: float
    judge_note: str
    listed: list[float]
    result: CascadeResult
    folder: Path
    #: The run whose folder gained sections (None when nothing was saved): its caller
    #: renders that run's reports once.
    attached: RunData | None = None

    @property
    def chosen(self) -> float | None:
        """The routing threshold that met ``--target-detection``, if one was asked and met."""
        return self.result.choice.routing if self.result.choice else None


def cascade(run_a: str | Path, run_b: str | Path, *, judge_threshold: float | None = None,
            target_detection: float | None = None, on_lower_bound: bool = False,
            routing: Sequence[float] = (), out: str | Path | None = None,
            render_page: Callable[..., str]) -> CascadeOutcome:
    """Evaluate A → B at every routing threshold of A's grid (and ``routing``), write the
    cascade folder (default ``cascade-<A>-<B>`` beside run A) and attach the section to B;
    ``render_page(section, *, title, byline)`` gives the folder's report.html."""
    a, b = load_run(run_a), load_run(run_b)
    same_items(a, b, what="a cascade")
    threshold, judge_note = choose_threshold(b, judge_threshold)
    listed = list(routing) or a.report_thresholds
    result = run_cascade(a.claims, b.claims, judge_threshold=threshold,
                         routing=sorted(set(a.grid) | set(listed)),
                         target_detection=target_detection,
                         on_lower_bound=on_lower_bound, list_at=listed,
                         a_name=a.name, b_name=b.name)
    if out is not None:
        folder = Path(out)
    else:
        folder = inside(a.folder.parent, a.folder.parent / check_name(
            f"cascade-{a.name}-{b.name}", what="cascade folder name"), what="cascade folder")
    chosen = result.choice.routing if result.choice else None
    png = figure_png(plot_cascade_frontier(result.frontier, chosen=chosen))
    section = cascade_section(result, show_routing=listed, plot_file=FRONTIER_PLOT, png=png)
    write_run_folder(folder, {
        "report.md": text_writer(f"# {section.title}\n\n{section.markdown}\n"),
        FRONTIER_PLOT: bytes_writer(png),
        "cascade.json": json_writer({
            "run_a": str(a.folder), "run_b": str(b.folder), "suite": a.suite_name,
            "judge_threshold": threshold, "target_detection": target_detection,
            "on_lower_bound": on_lower_bound, "listed_routing": listed,
            "rule": "A passes claims it supports at >= r; the rest go to B, caught when B's "
                    "support < judge_threshold"}),
        **table_writers("cascade_rates", result.rates),
        **table_writers("frontier", result.frontier),
        **table_writers("blind_spots", result.blind_spots),
        "report.html": text_writer(render_page(
            section, title=f"mutato cascade: {a.suite_name} {a.name} → {b.name}",
            byline=f"{a.folder} → {b.folder}")),
        section_file(section): text_writer(section_json(section)),
    })
    # the cascade appears in the second checker's run report too
    attach(b, [replace(section, slug=f"cascade-{a.name}",
                       title=f"Cascade: {a.name} routed to {b.name}")])
    return CascadeOutcome(a, b, threshold, judge_note, listed, result, folder, attached=b)
