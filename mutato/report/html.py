"""The HTML report: one self-contained file a reviewer can open, mail or archive.

Nothing is fetched: the stylesheet is inline, fonts are the system's, plots are
``data:image/png`` URIs and there is no script. A Content-Security-Policy of
``default-src 'none'`` makes the browser refuse any outside reference that slips in.
Every piece of run data is escaped; only section fragments, which mutato's own analyses
write, are inserted as HTML.

The edit of a mutant is drawn against its original from the stored spans:

>>> from mutato.mutation.mutants import Span
>>> highlight_edit("Links expire after 7 days.", [Span(19, 20, "9")])
'Links expire after <del>7</del><ins>9</ins> days.'
>>> highlight_edit("a <b>", [Span(2, 5, "&")])
'a <del>&lt;b&gt;</del><ins>&amp;</ins>'
"""

from __future__ import annotations

import base64
import html
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

import pandas as pd

from ..analysis.operating_point import OperatingPoint
from ..analysis.stats import Rate, format_rate
from ..decide.sections import Section
from ..manifest import Manifest
from ..mutation.mutants import Mutant, Span
from ..schema import DETECTION, FALSE_ALARM_GROUPS, Verdict, verdict_codes
from ..scoring.attribution import describe
from .markdown import with_operating
from .summary import (
    GATE_SKIPPED,
    LABEL_STATES,
    RunFacts,
    gate_sentence,
    premise_sentence,
    truncation_sentence,
)

#: The browser may load nothing from outside the file: styles and images are inline.
CONTENT_SECURITY_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"
#: Rows listed per table before pointing the reader at ``claims.csv``.
MAX_ROWS = 200
_EXTRA = ' class="extra"'  # sections saved by analyses (their fragments may run wide)


@dataclass(frozen=True)
class Image:
    """A PNG shown in the report, with the text a screen reader reads for it."""

    png: bytes
    alt: str
    caption: str


def esc(value: Any) -> str:
    """Escape any value for HTML text and attribute positions (quotes included)."""
    return html.escape("" if value is None else str(value), quote=True)


def data_uri(png: bytes) -> str:
    """A ``data:image/png;base64,...`` URI for PNG bytes."""
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def highlight_edit(original: str, spans: Sequence[Span]) -> str:
    """The original with each replaced stretch in ``<del>`` and its replacement in ``<ins>``.

    Spans are in original coordinates and do not overlap (as :class:`Mutant` stores them).
    """
    out: list[str] = []
    cursor = 0
    for span in sorted(spans, key=lambda s: (s.start, s.end)):
        out.append(esc(original[cursor:span.start]))
        if span.end > span.start:
            out.append(f"<del>{esc(original[span.start:span.end])}</del>")
        if span.replacement:
            out.append(f"<ins>{esc(span.replacement)}</ins>")
        cursor = max(cursor, span.end)
    out.append(esc(original[cursor:]))
    return "".join(out)


def stylesheet() -> str:
    """The report's CSS, shipped beside this module."""
    return files(__package__).joinpath("report.css").read_text(encoding="utf-8")


def render_html(*, title: str, heading: str, facts: RunFacts, claims: pd.DataFrame,
                rates: pd.DataFrame, mutants: Mapping[str, Mutant],
                report_thresholds: Sequence[float],
                images: Sequence[Image], sections: Sequence[Section],
                manifest: Manifest,
                operating_point: OperatingPoint | None = None) -> str:
    """The whole ``report.html`` document; ``title`` names the page, ``heading`` heads it.

    The summary, its cards and the drill-downs are at the operating threshold (the highest
    report threshold when there is no operating point).
    """
    operating = None if operating_point is None else operating_point.threshold
    thresholds = with_operating(rates, report_thresholds, operating)
    top = max(report_thresholds) if operating is None else operating
    table = _with_verdicts(claims, top)
    # raw rates differ from adjusted ones only when a ruling left some mutant out
    has_labels = bool((~claims["counted"]).any())
    blocks: list[tuple[str, str, str]] = [
        ("summary", "Summary", _summary(facts, rates, table, top, operating_point)),
        ("thresholds", "Detection and false alarms by threshold",
         _threshold_block(rates, thresholds, has_labels, operating, tuple(facts.untested))),
    ]
    if images:
        blocks.append(("plots", "Plots", "".join(_figure(image) for image in images)))
    blocks += [
        ("missed", f"Faults missed at threshold {top:g}", _missed(table, mutants, top)),
        ("false-alarms", f"Faithful claims flagged at threshold {top:g}",
         _false_alarms(table, mutants, top)),
        ("errors", "Error states", _errors(table, top)),
    ]
    blocks += [(f"section-{s.slug}", s.title, s.html) for s in sections]
    blocks.append(("manifest", "Run manifest", _manifest(manifest.to_json())))

    created = f" · created {esc(facts.created)}" if facts.created else ""
    version = f"mutato {esc(facts.mutato_version)}" if facts.mutato_version else "mutato"
    return page(title=title, heading=heading, byline=f"{version}{created}", blocks=blocks,
                skip=("#missed", "Skip to missed faults"),
                footer=f"Written by {version} from the files in this run folder. Re-render "
                       "after adding sections with <code>mutato report RUN_FOLDER</code>.")


def render_section_page(section: Section, *, title: str, byline: str) -> str:
    """A standalone page holding one section, for folders that are not runs (a cascade).

    >>> html = render_section_page(Section("cascade", "Cascade", "md", "<p>x</p>"),
    ...                            title="cascade", byline="mutato")
    >>> "<p>x</p>" in html and "Content-Security-Policy" in html
    True
    """
    return page(title=title, heading=section.title, byline=esc(byline),
                blocks=[(f"section-{section.slug}", section.title, section.html)],
                skip=(f"#section-{section.slug}", "Skip to the content"),
                footer="Written by mutato from the files in this folder.")


def page(*, title: str, heading: str, byline: str, blocks: Sequence[tuple[str, str, str]],
         skip: tuple[str, str], footer: str) -> str:
    """The HTML document around titled blocks (slug, heading, HTML): CSP, style, contents."""
    nav = "".join(f'<li><a href="#{esc(slug)}">{esc(block_heading)}</a></li>'
                  for slug, block_heading, _ in blocks)
    body = "".join(
        f'<section id="{esc(slug)}" aria-labelledby="{esc(slug)}-h"'
        f'{_EXTRA if slug.startswith("section-") else ""}>'
        f'<h2 id="{esc(slug)}-h">{esc(block_heading)}</h2>{content}</section>'
        for slug, block_heading, content in blocks)
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{esc(CONTENT_SECURITY_POLICY)}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="color-scheme" content="light dark">'
        '<meta name="generator" content="mutato">'
        '<link rel="icon" href="data:,">'
        f"<title>{esc(title)}</title><style>{stylesheet()}</style></head>"
        f'<body><a class="skip" href="{esc(skip[0])}">{esc(skip[1])}</a>'
        f'<header class="page"><p class="eyebrow">mutato report</p><h1>{esc(heading)}</h1>'
        f'<p class="byline">{byline}</p></header>'
        f'<nav aria-label="Contents"><ol>{nav}</ol></nav>'
        f"<main>{body}</main>"
        f'<footer class="page">{footer}</footer>'
        "</body></html>\n"
    )


# --- summary -------------------------------------------------------------------------------

def _summary(facts: RunFacts, rates: pd.DataFrame, table: pd.DataFrame, top: float,
             point: OperatingPoint | None) -> str:
    warning = ""
    if facts.gate_skipped:
        warning = (f'<p class="callout warn" role="note"><strong>Warning: '
                   f"{esc(GATE_SKIPPED[0])}</strong> {esc(GATE_SKIPPED[1])}</p>")
    if point is None:
        lede = (f'<p class="lede">At threshold <strong>{top:g}</strong>, the report\'s '
                "highest: a claim is caught when its best support over its premises is below "
                "it.</p>")
    else:
        lede = (f'<p class="lede headline"><strong>{esc(point.headline())}</strong></p>'
                f'<p class="lede">The cards count every claim at the operating threshold '
                f"{top:g}: a claim is caught when its best support over its premises is below "
                "it. False alarms are marked as seriously as misses.</p>")
    return warning + lede + _tiles(rates, table, top) + _facts(facts)


def _tiles(rates: pd.DataFrame, table: pd.DataFrame, top: float) -> str:
    at = rates[(rates["basis"] == "adjusted") & (rates["threshold"] == top)]
    detection = at[at["metric"] == DETECTION]
    tiles = []
    if len(detection):
        pooled = Rate.of(int(detection["k"].sum()), int(detection["n"].sum()))
        tiles.append(_tile("Faults caught", pooled, "all fault types pooled", good_high=True))
    counted_faults = table[(table["role"] == "fault") & table["counted"]]
    missed = int((counted_faults["verdict"] == Verdict.PASSED).sum())
    undecided_faults = int((counted_faults["verdict"] == Verdict.ERROR).sum())
    tiles.append(
        f'<div class="tile{" alert" if missed else ""}"><p class="tile-label">Faults missed</p>'
        f'<p class="tile-value">{missed}</p><p class="tile-note">best support ≥ {top:g}; of '
        f"{len(counted_faults)} counted faults, {undecided_faults} undecided</p></div>")
    for group in FALSE_ALARM_GROUPS:
        row = at[at["group"] == group]
        if len(row):
            r = row.iloc[0]
            tiles.append(_tile(f"False alarms: {group}", Rate.of(int(r["k"]), int(r["n"])),
                               "faithful claims rejected", good_high=False,
                               alert=int(r["k"]) > 0))
    errored = int((table["n_errors"] > 0).sum())
    undecided = int((table["verdict"] == Verdict.ERROR).sum())
    tiles.append(
        f'<div class="tile{" warn" if errored else ""}"><p class="tile-label">Error states</p>'
        f'<p class="tile-value">{errored}</p><p class="tile-note">claims with an unscored '
        f"premise; {undecided} undecided at {top:g}</p></div>")
    return f'<div class="tiles">{"".join(tiles)}</div>'


def _tile(label: str, rate: Rate, note: str, *, good_high: bool, alert: bool = False) -> str:
    value = "–" if rate.n == 0 else f"{rate.k}/{rate.n}"
    interval = "" if rate.n == 0 else f"Wilson 95% {rate.low:.2f}–{rate.high:.2f}"
    return (f'<div class="tile{" alert" if alert else ""}"><p class="tile-label">{esc(label)}</p>'
            f'<p class="tile-value">{value}</p>'
            f'{_bar(rate.low, rate.high, rate.rate, "det" if good_high else "fa")}'
            f'<p class="tile-note">{esc(interval)}{"; " if interval else ""}{esc(note)}</p></div>')


def _facts(facts: RunFacts) -> str:
    identity = facts.checker_identity or f"`{facts.checker}`"
    rows: list[tuple[str, str]] = [("Checker", _code_spans(identity))]
    if facts.command:
        rows.append(("Command", f"<code>{esc(facts.command)}</code>"))
    if facts.model_id:
        rows.append(("Model", f"<code>{esc(facts.model_id)}</code>"))
        rows.append(("Revision", f"<code>{esc(facts.revision or 'not recorded')}</code>"))
    rows.append(("Suite", (f"<code>{esc(facts.suite)}</code>: {facts.originals} confirmed "
                           f"faithful claims ({facts.derived_originals} derived)")))
    by_type = ", ".join(f"{esc(t)} {n}" for t, n in facts.faults_by_type.items())
    rows.append(("Faults", f"{facts.faults}" + (f" ({by_type})" if by_type else "")))
    rows.append(("Controls", str(facts.controls)))
    for fault_type, reason in facts.untested.items():
        rows.append((f"Not tested: {fault_type}",
                     f'<strong class="attention">0 mutants</strong>; {esc(reason)}'))
    rows.append(("Fault labels", _labels(facts.fault_labels, fault=True)))
    if facts.controls:
        rows.append(("Control labels", _labels(facts.control_labels, fault=False)))
    s = facts.scoring
    seconds = f" in {s.seconds:g} s" if s.seconds is not None else ""
    rows.append(("Scoring", (f"{s.pairs or 0} premise–claim pairs, "
                             f"{s.distinct_pairs or 0} distinct: "
                             f"<strong>{s.reused or 0} reused</strong> from the store, "
                             f"{s.scored or 0} scored, {s.errors or 0} errors"
                             f"{seconds}")))
    premises = premise_sentence(facts.premise_policy)
    rows.append(("Seed, premises", f"{esc(facts.seed)}; {esc(premises)}"))
    if facts.truncated is not None:
        rows.append(("Input limit", esc(truncation_sentence(facts))))
    gate = gate_sentence(facts.gate)
    if gate is not None:
        rows.append(("Validity gate", f'<strong class="attention">{esc(gate)}</strong>'
                     if facts.gate_skipped else esc(gate)))
    items = "".join(f"<div><dt>{esc(k)}</dt><dd>{v}</dd></div>" for k, v in rows)
    return f'<dl class="facts">{items}</dl>'


def _code_spans(text: str) -> str:
    """Escape text, then turn its `backtick` spans into ``<code>``.

    >>> _code_spans("`a<b>` runs")
    '<code>a&lt;b&gt;</code> runs'
    """
    return re.sub(r"`([^`]*)`", r"<code>\1</code>", esc(text))


def _labels(counts: Mapping[str, int], *, fault: bool) -> str:
    parts = [f"{counts[state]} {state}" for state in LABEL_STATES[:-1]]
    assumed = "assumed faults" if fault else "assumed meaning-preserving"
    unlabeled = counts["unlabeled"]
    tail = f"{unlabeled} unlabeled, counted as {assumed}"
    excluded = "not_fault, unsure and disputed" if fault else "fault, unsure and disputed"
    strong = '<strong class="attention">' if unlabeled else "<strong>"
    return (", ".join(parts) + f"; {strong}{tail}</strong> "
            f'<span class="muted">({excluded} are left out of adjusted rates)</span>')


# --- threshold table -------------------------------------------------------------------------

def _threshold_block(rates: pd.DataFrame, thresholds: list[float], has_labels: bool,
                     operating: float | None = None,
                     untested: tuple[str, ...] = ()) -> str:
    intro = ("<p>Each cell is <strong>caught/n</strong> with its Wilson 95% interval, drawn as "
             "a band with the point estimate. Detection columns count injected faults the "
             "checker caught (higher is better); false-alarm columns count faithful claims it "
             "rejected (lower is better). Claims in an error state are left out of n and "
             "counted beside it.</p>")
    out = intro + _rates_table(rates, thresholds, basis="adjusted", operating=operating, untested=untested,
                               caption=(
        "Adjusted rates: mutants a person ruled not a fault (or unsure) are left out; "
        "unlabeled mutants count as assumed faults."))
    if has_labels:
        out += _rates_table(rates, thresholds, basis="raw", operating=operating, untested=untested, caption=(
            "Raw rates: every generated mutant, whatever its label."))
    return out


def _rates_table(rates: pd.DataFrame, thresholds: list[float], *, basis: str,
                 caption: str, operating: float | None = None,
                 untested: tuple[str, ...] = ()) -> str:
    data = rates[(rates["basis"] == basis) & rates["threshold"].isin(thresholds)]
    present = set(data["group"])
    alarms = [g for g in FALSE_ALARM_GROUPS if g in present | set(untested)]
    faults = sorted((set(data.loc[data["metric"] == DETECTION, "group"]) | set(untested))
                    - set(FALSE_ALARM_GROUPS))
    if not alarms and not faults:
        return f"<p>No rates to show ({esc(basis)}).</p>"
    groups = ""
    top = '<th scope="col" rowspan="2">threshold</th>'
    if alarms:
        groups += f'<colgroup span="{len(alarms)}" class="fa"></colgroup>'
        top += f'<th scope="colgroup" colspan="{len(alarms)}">False alarms (lower is better)</th>'
    if faults:
        groups += f'<colgroup span="{len(faults)}" class="det"></colgroup>'
        top += (f'<th scope="colgroup" colspan="{len(faults)}">Detection by fault type '
                "(higher is better)</th>")
    names = "".join(f'<th scope="col">{esc(g)}</th>' for g in alarms + faults)
    body = []
    for threshold in sorted(thresholds):
        row = data[data["threshold"] == threshold].set_index("group")
        cells = [f'<th scope="row">{threshold:g}</th>']
        for group in alarms + faults:
            if group in untested and group not in row.index:
                cells.append('<td class="rate"><strong>not tested</strong>: 0 mutants</td>')
                continue
            if group not in row.index:
                cells.append('<td class="rate">–</td>')
                continue
            r = row.loc[group]
            cells.append(_rate_cell(r, "fa" if group in alarms else "det"))
        row_class = ' class="operating"' if threshold == operating else ""
        body.append(f"<tr{row_class}>" + "".join(cells) + "</tr>")
    cap_id = f"rates-{basis}"
    if operating is not None and operating in thresholds:
        caption += f" The highlighted row, {operating:g}, is the operating threshold."
    return (f'<div class="table-wrap" role="region" aria-labelledby="{cap_id}" tabindex="0">'
            f'<table class="rates"><caption id="{cap_id}">{esc(caption)}</caption>'
            f"<colgroup></colgroup>{groups}<thead><tr>{top}</tr><tr>{names}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table></div>")


def _rate_cell(r: pd.Series, kind: str) -> str:
    k, n = int(r["k"]), int(r["n"])
    errors = int(r["errors"])
    text = format_rate(k, n, r["low"], r["high"])
    kn, _, interval = text.partition(" ")
    err = f'<span class="cell-err">{errors} error{"s" if errors != 1 else ""}</span>' \
        if errors else ""
    bar = _bar(r["low"], r["high"], r["rate"], kind) if n else ""
    return (f'<td class="rate"><span class="kn">{esc(kn)}</span> '
            f'<span class="ci">{esc(interval)}</span>{bar}{err}</td>')


def _bar(low: float, high: float, point: float, kind: str) -> str:
    if any(not isinstance(v, int | float) or math.isnan(v) for v in (low, high, point)):
        return ""
    left, width = 100 * low, 100 * max(high - low, 0.0)
    return (f'<span class="bar {kind}" aria-hidden="true"><span class="band" '
            f'style="left:{left:.1f}%;width:{width:.1f}%"></span><span class="point" '
            f'style="left:{100 * point:.1f}%"></span></span>')


# --- plots -----------------------------------------------------------------------------------

def _figure(image: Image) -> str:
    return (f'<figure><img src="{data_uri(image.png)}" alt="{esc(image.alt)}">'
            f"<figcaption>{esc(image.caption)}</figcaption></figure>")


# --- drill-down ------------------------------------------------------------------------------

def _with_verdicts(claims: pd.DataFrame, threshold: float) -> pd.DataFrame:
    out = claims.copy()
    out["verdict"] = verdict_codes(claims, [threshold])[:, 0]
    return out


def _missed(table: pd.DataFrame, mutants: Mapping[str, Mutant], top: float) -> str:
    faults = table[table["role"] == "fault"]
    if faults.empty:
        return ("<p>This run has no fault mutants: no mutator applied to the suite's claims "
                "(see <code>mutators_that_applied</code> in the manifest).</p>")
    intro = (f"<p>Counted faults whose best support was at least {top:g}: the checker let them "
             "through. Each edit is drawn against its original claim: "
             "<del>removed</del> <ins>inserted</ins>.</p>")
    parts = [intro]
    for fault_type, rows in faults.groupby("fault_type", sort=True):
        counted = rows[rows["counted"]]
        missed = counted[counted["verdict"] == Verdict.PASSED].sort_values(
            ["best_score", "item_id"], ascending=[False, True])
        caught = int((counted["verdict"] == Verdict.CAUGHT).sum())
        errors = int((counted["verdict"] == Verdict.ERROR).sum())
        excluded = rows[~rows["counted"]]
        excluded_passed = int((excluded["verdict"] == Verdict.PASSED).sum())
        if len(missed):
            pill = f'<span class="pill miss">{len(missed)} missed</span>'
        elif len(counted):
            pill = '<span class="pill ok">none missed</span>'
        else:
            pill = '<span class="pill neutral">none counted</span>'
        note = f"of {len(counted)} counted · {caught} caught"
        if errors:
            note += f" · {errors} error{'s' if errors != 1 else ''}"
        if len(excluded):
            note += f" · {len(excluded)} left out by label"
        inner = ""
        if len(missed):
            inner = _claim_table(
                missed, mutants,
                caption=f"{fault_type}: missed at threshold {top:g}, highest support first",
                first="Edit (original → mutant)", label=True)
        elif len(counted):
            inner = "<p>Every counted mutant of this fault type was caught or undecided.</p>"
        else:
            inner = "<p>No mutant of this fault type is counted in adjusted detection.</p>"
        if excluded_passed:
            inner += (f'<p class="muted">{excluded_passed} more passed but a person ruled them '
                      "not a fault or unsure; they are left out of adjusted detection.</p>")
        parts.append(
            f'<details class="fault-type{" has-misses" if len(missed) else ""}"'
            f'{" open" if len(missed) else ""}><summary><span class="ft">{esc(fault_type)}</span>'
            f' {pill} <span class="muted">{esc(note)}</span></summary>{inner}</details>')
    return "".join(parts)


def _false_alarms(table: pd.DataFrame, mutants: Mapping[str, Mutant], top: float) -> str:
    faithful = table[(table["role"] != "fault") & table["counted"]]
    flagged = faithful[faithful["verdict"] == Verdict.CAUGHT].sort_values(["best_score", "item_id"])
    if flagged.empty:
        return f"<p>None: every counted original and control reached {top:g}.</p>"
    return ("<p>Originals and controls whose best support was below the threshold: the checker "
            "rejected claims that are true to the passages.</p>"
            + _claim_table(flagged, mutants, caption=(
                f"Originals and controls flagged at threshold {top:g}, lowest support first"),
                first="Claim", group=True))


def _claim_table(rows: pd.DataFrame, mutants: Mapping[str, Mutant], *, caption: str,
                 first: str, label: bool = False, group: bool = False) -> str:
    head = [first, "Best support", "Best-scoring window"]
    if group:
        head.insert(0, "Group")
    if label:
        head.append("Label")
    body = []
    for _, row in rows.head(MAX_ROWS).iterrows():
        cells = []
        if group:
            cells.append(f'<td><span class="pill neutral">{esc(row["group"])}</span></td>')
        cells.append(f"<td>{_claim_cell(row, mutants)}</td>")
        cells.append(f'<td class="num">{_score(row["best_score"])}</td>')
        cells.append(f"<td>{_window_cell(row)}</td>")
        if label:
            value = row["label"]
            cells.append("<td>" + (esc(value) if isinstance(value, str)
                                   else '<span class="muted">unlabeled (assumed fault)</span>')
                         + "</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    more = ""
    if len(rows) > MAX_ROWS:
        more = (f'<p class="muted">… and {len(rows) - MAX_ROWS} more in '
                "<code>claims.csv</code>.</p>")
    heads = "".join(f'<th scope="col">{esc(h)}</th>' for h in head)
    return (f'<div class="table-wrap" role="region" aria-label="{esc(caption)}" tabindex="0">'
            f'<table class="claims"><caption>{esc(caption)}</caption><thead><tr>{heads}</tr>'
            f"</thead><tbody>{''.join(body)}</tbody></table></div>{more}")


def _claim_cell(row: pd.Series, mutants: Mapping[str, Mutant]) -> str:
    mutant = mutants.get(row["item_id"])
    if mutant is not None and mutant.spans:
        text = f'<p class="diff">{highlight_edit(mutant.original, mutant.spans)}</p>'
        meta = [f"<code>{esc(mutant.id)}</code>"]
        if mutant.note:
            meta.append(esc(mutant.note))
    else:
        text = f'<p class="diff">{esc(row["text"])}</p>'
        meta = [f"<code>{esc(row['item_id'])}</code>"]
        edit = row.get("edit")
        if isinstance(edit, str) and edit:
            meta.append(esc(edit))
    return text + f'<p class="meta">{" · ".join(meta)}</p>'


def _window_cell(row: pd.Series) -> str:
    premise = row.get("best_premise")
    if not isinstance(premise, str):
        return '<span class="muted">no premise could be scored</span>'
    meta = [f"<code>{esc(row.get('best_window'))}</code>"]
    detail = _detail(row.get("best_detail"))
    if detail:
        meta.append(detail)
    diagnosis = describe(row)
    if diagnosis:
        meta.append(esc(diagnosis))
    return f'<p class="premise">{esc(premise)}</p><p class="meta">{" · ".join(meta)}</p>'


def _detail(value: Any) -> str:
    """The checker's own explanation of its best score, compact (lexical: what is missing)."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            return esc(value[:300])
    if not isinstance(value, dict) or not value:
        return ""
    parts = []
    for key, item in sorted(value.items()):
        if isinstance(item, float):
            shown = f"{item:.3g}"
        elif isinstance(item, str):
            shown = item
        else:
            shown = json.dumps(item, ensure_ascii=False)
        parts.append(f"{esc(key)} {esc(shown)}")
    text = " · ".join(parts)
    return text if len(text) <= 400 else text[:400] + "…"


def _score(value: Any) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return '<span class="muted">–</span>'
    return f"{float(value):.3f}"


def _errors(table: pd.DataFrame, top: float) -> str:
    errored = table[table["n_errors"] > 0]
    if errored.empty:
        return "<p>None: the checker scored every premise–claim pair.</p>"
    verdicts = {Verdict.PASSED: "passed", Verdict.CAUGHT: "caught", Verdict.ERROR: "undecided"}
    body = []
    for _, row in errored.head(MAX_ROWS).iterrows():
        verdict = verdicts[Verdict(int(row["verdict"]))]
        body.append(
            f"<tr><td><code>{esc(row['item_id'])}</code></td>"
            f'<td><span class="pill neutral">{esc(row["group"])}</span></td>'
            f'<td class="num">{int(row["n_errors"])}/{int(row["n_windows"])}</td>'
            f'<td class="num">{_score(row["best_score"])}</td>'
            f'<td class="verdict-{verdict}">{verdict}</td>'
            f'<td class="error-text">{esc(row["error"])}</td></tr>')
    more = "" if len(errored) <= MAX_ROWS else (
        f'<p class="muted">… and {len(errored) - MAX_ROWS} more in <code>claims.csv</code>.</p>')
    caption = "Claims with at least one premise the checker could not score"
    return ("<p>A checker error, a NaN score or an unparseable reply is an error state: never a "
            "pass and never a catch. A claim whose valid premises all fall below a threshold "
            "is undecided there, because a missing score might have supported it.</p>"
            f'<div class="table-wrap" role="region" aria-label="{esc(caption)}" tabindex="0">'
            f'<table class="claims errors"><caption>{esc(caption)}</caption><thead><tr>'
            '<th scope="col">Claim</th><th scope="col">Group</th>'
            '<th scope="col">Errored premises</th><th scope="col">Best valid support</th>'
            f'<th scope="col">At {top:g}</th><th scope="col">First error</th></tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table></div>{more}")


def _manifest(manifest: Mapping[str, Any]) -> str:
    text = json.dumps(manifest, indent=2, sort_keys=True, default=str, ensure_ascii=False)
    return ("<p>Everything needed to reproduce this run: checker, model and revision, label "
            "map, library versions, thresholds, window policy, seed and scoring counts.</p>"
            f"<details><summary>manifest.json</summary><pre><code>{esc(text)}</code></pre>"
            "</details>")
