"""The HTML report of a real larkspur run in headless Chromium at 1280 and 1920 px (issue
12): the main table is shown whole, no label is clipped, the headline leads, and the plot is
small multiples. Screenshots go to $MUTATO_SCREENSHOTS when it is set."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mutato.run import RunConfig, run_suite
from tests.helpers.cdp import CHROMIUM, Browser

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not Path(CHROMIUM).exists(),
                                 reason=f"needs Chromium at {CHROMIUM} (apt-get install chromium)")]

#: Elements whose text must never be cut off.
LABELS = "th, td, dt, dd, .tile-label, .tile-value, .tile-note, caption, summary, h1, h2, .lede"


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    run = run_suite(RunConfig(suite="larkspur", checker="lexical",
                              out=tmp_path_factory.mktemp("screens"), progress=False))
    return run.folder / "report.html"


@pytest.mark.parametrize("width", [1280, 1920])
def test_report_fits_and_clips_nothing(report: Path, width: int) -> None:
    with Browser() as browser:
        browser.open_page(width=width, height=1000)
        browser.load(report.as_uri())
        page = browser.evaluate(f"""(() => {{
            const wrap = document.querySelector('#thresholds .table-wrap');
            const table = wrap.querySelector('table.rates');
            const clipped = Array.from(document.querySelectorAll('{LABELS}'))
                .filter(e => e.offsetParent !== null && e.closest('details:not([open])') === null)
                .filter(e => e.scrollWidth > e.clientWidth + 1
                             && getComputedStyle(e).overflowX !== 'visible')
                .map(e => e.tagName + ': ' + e.textContent.slice(0, 60));
            const headline = document.querySelector('#summary .lede.headline');
            return {{
                tableWidth: table.getBoundingClientRect().width,
                wrapWidth: wrap.clientWidth,
                wrapScroll: wrap.scrollWidth,
                pageScroll: document.documentElement.scrollWidth,
                viewport: window.innerWidth,
                clipped: clipped,
                headline: headline ? headline.textContent : null,
                plot: Array.from(document.images).map(i => i.naturalWidth)
            }};
        }})()""")
        folder = os.environ.get("MUTATO_SCREENSHOTS")
        if folder:
            Path(folder).mkdir(parents=True, exist_ok=True)
            browser.screenshot(Path(folder) / f"report-{width}.png")
    assert page["wrapScroll"] <= page["wrapWidth"] + 1, page      # the table is shown whole
    assert page["pageScroll"] <= page["viewport"], page           # nothing runs off the page
    assert page["clipped"] == [], page["clipped"]
    assert page["headline"].startswith("At 0.")
    assert page["plot"] and all(w > 0 for w in page["plot"])
