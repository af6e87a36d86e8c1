"""The HTML report without a browser: escaping, self-containment, sections, edit highlighting.

The run folder comes from a real ``run_suite`` run (lexical checker) over a small suite with
hostile text, hand-made mutators, labels and error states (``tests/helpers/report_run.py``).
"""

from __future__ import annotations

import base64
import html
import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mutato.decide.sections import Section, save_section
from mutato.errors import MutatoError
from mutato.mutation.mutants import Edit, Span, apply_edit
from mutato.report.html import highlight_edit
from mutato.report.render import load_run_folder, render_run_folder
from mutato.report.summary import summarize, summary_markdown
from tests.helpers.report_run import HOSTILE, build_run

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory):
    return build_run(tmp_path_factory.mktemp("report"))


@pytest.fixture(scope="module")
def page(run) -> str:
    render_run_folder(run.folder)
    return (run.folder / "report.html").read_text(encoding="utf-8")


def _copy(run, tmp_path: Path) -> Path:
    target = tmp_path / run.folder.name
    shutil.copytree(run.folder, target)
    return target


# --- escaping and self-containment -----------------------------------------------------------

def test_hostile_text_is_escaped_everywhere(page: str) -> None:
    assert "<script" not in page.lower()
    assert html.escape(HOSTILE, quote=True) in page
    assert f"<ins> {html.escape(HOSTILE, quote=True)}</ins>" in page  # a missed insertion
    assert "<admin>" not in page and '<a href="https://' not in page
    assert "&lt;a href=&quot;https://evil.example/x&quot;&gt;" in page  # in a premise
    assert "tiny/&lt;model&gt;" in page  # the model id from the manifest


class _Tags(HTMLParser):
    """Every start tag with its attributes, as a browser's tokenizer sees them."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def _tags(page: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Tags()
    parser.feed(page)
    return parser.tags


def test_no_outside_references(page: str) -> None:
    tags = _tags(page)
    references = [attrs[name] or "" for _, attrs in tags
                  for name in ("src", "href", "action", "poster", "data", "srcset")
                  if name in attrs]
    assert references, "expected at least the plot and the table of contents"
    for ref in references:
        assert ref.startswith(("data:", "#")), ref
    assert {tag for tag, _ in tags} <= {
        "html", "head", "meta", "link", "title", "style", "body", "a", "header", "p", "h1",
        "h2", "nav", "ol", "li", "main", "section", "div", "strong", "span", "dl", "dt", "dd",
        "code", "table", "caption", "colgroup", "thead", "tbody", "tr", "th", "td", "figure",
        "img", "figcaption", "details", "summary", "del", "ins", "pre", "footer", "b",
        "h3", "ul"}
    assert not re.search(r"url\(\s*['\"]?(?!data:)", page), "CSS may only use data: URLs"
    assert "@import" not in page
    assert "<script" not in page.lower() and "<link rel=\"stylesheet\"" not in page
    assert "default-src &#x27;none&#x27;" in page  # the browser blocks whatever slips in


def test_images_are_png_data_uris(page: str) -> None:
    sources = re.findall(r'<img [^>]*src="([^"]+)"', page)
    assert sources
    for src in sources:
        prefix = "data:image/png;base64,"
        assert src.startswith(prefix)
        assert base64.b64decode(src[len(prefix):]).startswith(PNG_MAGIC)
    assert all(alt.strip() for alt in re.findall(r'<img [^>]*alt="([^"]*)"', page))


# --- content -----------------------------------------------------------------------------------

def test_threshold_tables_carry_counts_and_wilson_intervals(page: str) -> None:
    assert page.count('<table class="rates">') == 2  # adjusted, and raw because labels exist
    assert "Adjusted rates" in page and "Raw rates" in page
    # word_swap: 1 of 3 caught at every report threshold
    assert '<span class="kn">1/3</span> <span class="ci">(0.06–0.79)</span>' in page
    for threshold in ("0.5", "0.7", "0.9", "0.98"):
        assert f'<th scope="row">{threshold}</th>' in page


def test_multi_span_edit_is_drawn_against_the_original(page: str) -> None:
    assert ("The Team plan costs €12 per <del>user</del><ins>month</ins> per "
            "<del>month</del><ins>user</ins>.") in page


def test_drill_down_lists_exactly_the_missed_faults(run, page: str) -> None:
    missed_block = page.split('id="missed"', 1)[1].split('id="false-alarms"', 1)[0]
    claims = run.claims
    missed = claims[(claims["role"] == "fault") & claims["counted"]
                    & (claims["best_score"] >= 0.98)]
    assert len(missed) >= 3
    for item_id in missed["item_id"]:
        assert f"<code>{item_id}</code>" in missed_block
    # an error state, a caught fault and a fault labeled not_fault are not listed as missed
    for item_id in ("expiry:number_bump", "price:number_bump", "sso:scope_drop"):
        assert not re.search(f"<code>{re.escape(item_id)}:[0-9a-f]+</code>", missed_block)
    for fault_type, n in missed.groupby("fault_type").size().items():
        assert (f'<span class="ft">{fault_type}</span> <span class="pill miss">{n} missed'
                f"</span>") in missed_block
    assert missed_block.count('<details class="fault-type has-misses" open>') == \
        missed["fault_type"].nunique()
    assert '<span class="ft">entity_swap</span> <span class="pill ok">none missed' in missed_block
    assert "1 left out by label" in missed_block


def test_false_alarms_and_error_states(page: str) -> None:
    alarms = page.split('id="false-alarms"', 1)[1].split('id="errors"', 1)[0]
    assert "<code>team-cost</code>" in alarms  # a derived original the lexical checker rejects
    assert "<del>costs</del><ins>is priced at</ins>" in alarms  # a control, drawn as an edit
    errors = page.split('id="errors"', 1)[1].split('id="manifest"', 1)[0]
    assert "<code>sso</code>" in errors and '<td class="num">5/5</td>' in errors
    assert '<td class="verdict-undecided">undecided</td>' in errors
    assert html.escape(f"judge reply not JSON: {HOSTILE}", quote=True) in errors


def test_summary_counts(run, page: str) -> None:
    summary = page.split('id="summary"', 1)[1].split('id="thresholds"', 1)[0]
    unlabeled = int(run.claims.query("role == 'fault'")["label"].isna().sum())
    assert f"{unlabeled} unlabeled, counted as assumed faults" in summary
    assert "1 fault, 1 not_fault, 0 unsure" in summary
    scoring = run.manifest.scoring
    assert f"<strong>{scoring.reused} reused</strong> from the store" in summary
    assert "<code>abc123</code>" in summary  # the revision


def test_scoring_reuse_is_reported(tmp_path: Path) -> None:
    build_run(tmp_path, name="first")
    second = build_run(tmp_path, name="second")
    render_run_folder(second.folder)
    text = (second.folder / "report.html").read_text(encoding="utf-8")
    reused = second.manifest.scoring.reused
    assert reused > 0 and f"<strong>{reused} reused</strong>" in text


def test_manifest_is_pretty_escaped_json(page: str) -> None:
    block = page.split('id="manifest"', 1)[1]
    assert '<pre><code>{\n  &quot;checker&quot;: {' in block


def test_accessibility_basics(page: str) -> None:
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"en\">")
    assert page.count("<table") == page.count("<caption")
    header_cells = re.findall(r"<th\b[^>]*>", page)
    assert header_cells and all("scope=" in cell for cell in header_cells)
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert page.count('class="table-wrap"') == page.count("<table")


# --- sections and re-rendering ----------------------------------------------------------------

def test_sections_appear_in_both_reports_with_local_images_inlined(run, tmp_path: Path) -> None:
    folder = _copy(run, tmp_path)
    (folder / "gate.png").write_bytes((folder / "detection.png").read_bytes())
    save_section(folder, Section(slug="gate", title="Answer gate", order=40,
                                 markdown="The gate passed **9/10** answers.",
                                 html='<p>The gate passed <b>9/10</b>.</p><img src="gate.png" '
                                      'alt="gate curve">'))
    save_section(folder, Section(slug="cascade", title="Cascade <lexical → judge>", order=30,
                                 markdown="Cascade body.", html="<p>cascade body</p>"))
    render_run_folder(folder)
    page = (folder / "report.html").read_text(encoding="utf-8")
    assert "<p>The gate passed <b>9/10</b>.</p>" in page
    assert 'src="gate.png"' not in page and 'alt="gate curve"' in page
    assert re.search(r'<img src="data:image/png;base64,[^"]+" alt="gate curve">', page)
    assert "Cascade &lt;lexical → judge&gt;" in page  # titles are text, escaped
    assert page.index('id="section-cascade"') < page.index('id="section-gate"')
    assert '<a href="#section-gate">Answer gate</a>' in page
    markdown = (folder / "report.md").read_text(encoding="utf-8")
    assert "## Answer gate\n\nThe gate passed **9/10** answers." in markdown
    assert markdown.index("## Cascade") < markdown.index("## Answer gate")


def test_a_skipped_gate_and_truncation_are_stated_in_both_reports(run, tmp_path: Path) -> None:
    folder = _copy(run, tmp_path)
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    manifest["validity_gate"] = {"enabled": False}
    manifest["checker"].update(truncated_pairs=3, max_length=512)
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    markdown, page = (p.read_text(encoding="utf-8") for p in render_run_folder(folder))
    assert "> **Warning: the validity gate was skipped (--no-gate).** Nothing checked" in markdown
    assert ("- **Input limit**: 3 pairs exceeded the model's 512-token limit; premises were cut "
            "from the end, claims never.") in markdown
    assert '<p class="callout warn" role="note"><strong>Warning: the validity gate' in page
    assert "3 pairs exceeded the model&#x27;s 512-token limit" in page


def test_a_passed_gate_is_summarized(page: str) -> None:
    assert re.search(r"<dt>Validity gate</dt><dd>\d+/\d+ canaries passed", page)
    assert "callout warn" not in page


def test_derived_count_is_of_originals_only(run) -> None:
    summary = summary_markdown(summarize(run.claims, run.manifest))
    assert "6 confirmed faithful claims (1 derived)" in summary[1]


def test_run_renders_what_a_re_render_writes(tmp_path: Path) -> None:
    """What run.py renders in memory equals what `mutato report` writes later from the folder."""
    fresh = build_run(tmp_path)
    written = [(fresh.folder / name).read_text(encoding="utf-8")
               for name in ("report.md", "report.html")]
    assert [p.read_text(encoding="utf-8") for p in render_run_folder(fresh.folder)] == written


def test_rendering_is_deterministic(run, tmp_path: Path) -> None:
    folder = _copy(run, tmp_path)
    first = [p.read_text(encoding="utf-8") for p in render_run_folder(folder)]
    second = [p.read_text(encoding="utf-8") for p in render_run_folder(folder)]
    assert first == second


def test_missing_plot_is_drawn_from_the_rates(run, tmp_path: Path) -> None:
    folder = _copy(run, tmp_path)
    (folder / "detection.png").unlink()
    render_run_folder(folder)
    page = (folder / "report.html").read_text(encoding="utf-8")
    src = re.search(r'<img src="data:image/png;base64,([^"]+)"', page)
    assert src and base64.b64decode(src.group(1)).startswith(PNG_MAGIC)


def test_a_folder_that_is_not_a_run_is_refused(tmp_path: Path) -> None:
    with pytest.raises(MutatoError, match="not a mutato run folder: it has no claims.parquet"):
        render_run_folder(tmp_path)


def test_run_without_mutants_renders(tmp_path: Path) -> None:
    from mutato.run import RunConfig, run_suite

    result = run_suite(RunConfig(suite="larkspur", checker="lexical", out=tmp_path,
                                 progress=False))
    render_run_folder(result.folder)
    run = load_run_folder(result.folder)
    page = (result.folder / "report.html").read_text(encoding="utf-8")
    assert f"{run.facts.originals} confirmed faithful claims" in page


# --- highlighting ------------------------------------------------------------------------------

def test_highlight_insertion_deletion_and_replacement() -> None:
    original = "Each link is only valid 7 days."
    spans = [Span(13, 18, ""), Span(0, 4, "Some"), Span(12, 12, " not")]  # any order
    assert apply_edit(original, Edit(tuple(spans))) == "Some link is not valid 7 days."
    assert highlight_edit(original, spans) == (
        "<del>Each</del><ins>Some</ins> link is<ins> not</ins> <del>only </del>valid 7 days.")


_TAG = re.compile(r"<(/?)(del|ins)>")


def _side(marked: str, keep: str) -> str:
    drop = "ins" if keep == "del" else "del"
    without = re.sub(f"<{drop}>.*?</{drop}>", "", marked, flags=re.DOTALL)
    return html.unescape(_TAG.sub("", without))


@st.composite
def edits(draw: st.DrawFn) -> tuple[str, list[Span]]:
    text = draw(st.text(alphabet=st.sampled_from("ab <>&\"'é€\n"), max_size=30))
    cuts = sorted(draw(st.lists(st.integers(0, len(text)), max_size=6)))
    spans, start = [], 0
    for a, b in zip(cuts[::2], cuts[1::2], strict=False):
        if a >= start:
            spans.append(Span(a, b, draw(st.text(alphabet=st.sampled_from("xy<&>"),
                                                 max_size=4))))
            start = b
    return text, spans


@given(edits())
def test_highlight_reads_back_as_original_and_mutant(case: tuple[str, list[Span]]) -> None:
    text, spans = case
    marked = highlight_edit(text, spans)
    assert _side(marked, "del") == text
    expected = apply_edit(text, Edit(tuple(spans))) if spans else text
    assert _side(marked, "ins") == expected
    assert not re.search(r"<(?!/?(?:del|ins)>)", marked)  # nothing but our own tags
