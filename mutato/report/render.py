"""Rendering a run's reports from its folder: ``report.md`` and ``report.html``.

The reports are a view of a run (claims, rates, manifest, mutants, plot) plus its
sections, so a report can be re-rendered at any time and always says the same as the tables
beside it. ``mutato run`` builds the view in memory from the tables it is about to write
(:func:`run_view`) and renders it once; ``mutato report`` and the decision verbs build it
from the folder (:func:`load_run_folder`). Both go through the same code, so a fresh report
and a re-rendered one are identical.

>>> import tempfile
>>> from mutato.run import RunConfig, run_suite
>>> run = run_suite(RunConfig(suite="larkspur", checker="lexical", out=tempfile.mkdtemp(),
...                           progress=False))
>>> [p.name for p in render_run_folder(run.folder)]
['report.md', 'report.html']
"""

from __future__ import annotations

import base64
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from ..analysis.operating_point import OperatingPoint
from ..analysis.run_data import RunData, load_run
from ..decide.sections import Section, load_sections
from ..errors import MutatoError
from ..io_safety.files import write_text_atomic
from ..manifest import Manifest
from ..mutation.mutants import Mutant, read_mutants
from .html import Image, render_html
from .markdown import render_markdown
from .summary import RunFacts, summarize, summary_markdown

PLOT_FILE = "detection.png"


@dataclass
class RunFolder:
    """Everything a report shows, read from one run folder."""

    folder: Path
    name: str
    claims: pd.DataFrame
    rates: pd.DataFrame
    manifest: Manifest
    mutants: dict[str, Mutant]
    sections: list[Section]
    plot: bytes | None
    #: The run's operating point, settled by the caller (never here).
    point: OperatingPoint

    @property
    def heading(self) -> str:
        """``<suite> × <run name>``."""
        suite = self.manifest.suite
        return f"{(suite.name if suite else None) or '?'} × {self.name}"

    @property
    def title(self) -> str:
        return f"mutato report: {self.heading}"

    @property
    def report_thresholds(self) -> list[float]:
        thresholds = self.manifest.thresholds
        return sorted(float(t) for t in (thresholds.report if thresholds else None) or [])

    @property
    def facts(self) -> RunFacts:
        return summarize(self.claims, self.manifest)

    @property
    def operating_point(self) -> OperatingPoint:
        return self.point


def load_run_folder(folder: str | Path, *, name: str | None = None) -> RunFolder:
    """Read a run folder; ``name`` overrides the run name (the folder's name by default).

    The tables and manifest are read and checked by :func:`mutato.analysis.run_data.load_run`,
    the one reader every decision uses; a report also needs the mutants and sections.
    """
    return stored_run_view(load_run(folder), name=name)


def stored_run_view(run: RunData, *, name: str | None = None) -> RunFolder:
    """The view of a run already loaded from its folder: mutants, sections and plot are read
    from the folder, the tables are the ones ``run`` holds (not read again). The operating
    point is the run's own (:attr:`RunData.operating_point`: saved, or settled in analysis for
    old folders) and the precision section is built by :mod:`mutato.decide`."""
    from ..decide.precision_section import with_precision

    mutants_path = run.folder / "mutants.jsonl"
    plot_path = run.folder / PLOT_FILE
    point = run.operating_point
    sections = with_precision(load_sections(run.folder), run.claims, run.manifest,
                              threshold=point.threshold)
    return run_view(run, mutants=read_mutants(mutants_path) if mutants_path.is_file() else [],
                    sections=sections, point=point,
                    plot=plot_path.read_bytes() if plot_path.is_file() else None, name=name)


def run_view(run: RunData, *, mutants: Sequence[Mutant], sections: Sequence[Section],
             plot: bytes | None, point: OperatingPoint, name: str | None = None) -> RunFolder:
    """What a report shows, from tables in memory: ``run`` as it is (or will be) stored, its
    mutants, every section it shows (saved ones and the precision section the caller built;
    a ``<img src="x.png">`` naming a file of ``run.folder`` is inlined), the detection plot's
    PNG and the operating point."""
    if run.rates is None:
        raise MutatoError(
            f"{str(run.folder)!r} is not a complete run folder: it lacks rates.parquet. Give "
            "the folder `mutato run` wrote, e.g. reports/<suite>/<run name>.")
    folder = RunFolder(
        folder=run.folder,
        name=name or run.folder.name,
        claims=run.claims,
        rates=run.rates,
        manifest=run.manifest,
        mutants={m.id: m for m in mutants},
        sections=[_inline_images(s, run.folder) for s in sections],
        plot=plot,
        point=point,
    )
    return folder


def markdown_report(run: RunFolder) -> str:
    """The text of ``report.md``."""
    return render_markdown(
        title=run.title, summary=summary_markdown(run.facts), rates=run.rates,
        claims=run.claims, report_thresholds=run.report_thresholds,
        plot_file=PLOT_FILE if run.plot is not None else None,
        sections=[(s.title, s.markdown) for s in run.sections],
        headline=run.operating_point.headline(), operating=run.operating_point.threshold,
        untested=list(run.facts.untested))


def html_report(run: RunFolder) -> str:
    """The text of ``report.html``: one self-contained file."""
    return render_html(
        title=run.title, heading=run.heading, facts=run.facts, claims=run.claims, rates=run.rates,
        mutants=run.mutants, report_thresholds=run.report_thresholds,
        images=_images(run), sections=run.sections, manifest=run.manifest,
        operating_point=run.operating_point)


def rendered_reports(run: RunFolder) -> dict[str, str]:
    """The text of ``report.md`` and ``report.html``, by file name."""
    return {"report.md": markdown_report(run), "report.html": html_report(run)}


def write_reports(run: RunFolder) -> list[Path]:
    """Render both reports of ``run`` once and write them into its folder (atomically)."""
    written = []
    for filename, text in rendered_reports(run).items():
        path = run.folder / filename
        write_text_atomic(path, text)
        written.append(path)
    return written


def render_run_folder(folder: str | Path) -> list[Path]:
    """Re-render ``report.md`` and ``report.html`` of a run folder (each written atomically).

    Returns the paths written.
    """
    return write_reports(load_run_folder(folder))


def _images(run: RunFolder) -> list[Image]:
    png = run.plot if run.plot is not None else _plot_png(run)
    return [Image(
        png=png,
        alt=("Small multiples against threshold: one panel per fault type with the share of "
             "its injected faults caught, then one per group of faithful claims with the share "
             "flagged. Shaded bands are Wilson 95% intervals; dotted lines mark the report's "
             "thresholds; the x axis is zoomed to where the rates change."),
        caption=("Detection per fault type (higher is better), then false alarms (lower is "
                 "better), adjusted rates, each fault type in its own colour in every plot. "
                 "Bands: Wilson 95% intervals; dotted verticals: the thresholds in the table."))]


def _plot_png(run: RunFolder) -> bytes:
    """The detection plot drawn from the rates table, for folders without ``detection.png``."""
    from .plots import plot_detection, save_figure

    buffer = io.BytesIO()
    save_figure(plot_detection(run.rates, marks=run.report_thresholds), buffer)  # type: ignore[arg-type]
    return buffer.getvalue()


_LOCAL_IMG = re.compile(r'(<img\b[^>]*?\bsrc=)(["\'])([^"\':]+?\.png)\2', re.IGNORECASE)


def _inline_images(section: Section, folder: Path) -> Section:
    """A section whose ``<img src="x.png">`` names a file of the run folder gets it inlined,
    so the HTML report stays one self-contained file."""
    def inline(match: re.Match[str]) -> str:
        path = (folder / match.group(3)).resolve()
        if folder.resolve() not in path.parents or not path.is_file():
            return match.group(0)
        encoded = base64.b64encode(path.read_bytes()).decode("ascii")
        return f"{match.group(1)}{match.group(2)}data:image/png;base64,{encoded}{match.group(2)}"

    html = _LOCAL_IMG.sub(inline, section.html)
    if html == section.html:
        return section
    return Section(slug=section.slug, title=section.title, markdown=section.markdown,
                   html=html, order=section.order)
