"""The HTML report in a real browser: headless Chromium over the DevTools protocol.

A run with the lexical checker (hand-made mutators, labels, error states, hostile text and a
saved section) is rendered, then opened from disk. The page must show its tables and decoded
images, log no console error, open no dialog, and request nothing but itself and data: URIs.

Set ``MUTATO_SCREENSHOTS=<dir>`` to keep full-page screenshots (desktop, phone, dark).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mutato.decide.sections import Section, save_section
from mutato.report.render import render_run_folder
from tests.helpers.cdp import CHROMIUM, Browser
from tests.helpers.report_run import HOSTILE, build_run

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(),
                                reason=f"needs Chromium at {CHROMIUM} (apt-get install chromium)")


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    run = build_run(tmp_path_factory.mktemp("browser"))
    (run.folder / "gate.png").write_bytes((run.folder / "detection.png").read_bytes())
    save_section(run.folder, Section(
        slug="gate", title="Answer gate", markdown="passed",
        html='<p>The gate passed.</p><img src="gate.png" alt="gate curve">'))
    render_run_folder(run.folder)
    return run.folder / "report.html"


def _screenshot(browser: Browser, name: str) -> None:
    folder = os.environ.get("MUTATO_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        browser.screenshot(Path(folder) / f"{name}.png")


def _outside(requests: list[str]) -> list[str]:
    return [url for url in requests if not url.startswith(("file:", "data:"))]


def test_report_shows_tables_and_images_without_errors_or_network(report: Path) -> None:
    with Browser() as browser:
        browser.open_page(width=1280, height=900)
        log = browser.load(report.as_uri())
        page = browser.evaluate("""(() => {
            const images = Array.from(document.images);
            const rates = document.querySelector('table.rates');
            return {
                images: images.map(i => ({complete: i.complete, width: i.naturalWidth,
                                          alt: i.alt})),
                ratesCaption: rates && rates.caption.textContent,
                ratesRows: rates ? rates.tBodies[0].rows.length : 0,
                ratesVisible: rates ? rates.getBoundingClientRect().height > 0 : false,
                tables: document.querySelectorAll('table').length,
                missedOpen: document.querySelectorAll('details.has-misses[open]').length,
                dels: document.querySelectorAll('#missed del').length,
                inss: document.querySelectorAll('#missed ins').length,
                scripts: document.scripts.length,
                width: document.documentElement.scrollWidth,
                gate: !!document.querySelector('#section-gate img'),
                text: document.body.innerText,
            };
        })()""")
        _screenshot(browser, "report-desktop")
    assert log.console_errors == []
    assert log.dialogs == []
    assert _outside(log.requests) == []
    assert log.requests[0] == report.as_uri()
    # the detection plot, the threshold-choice plot every run adds, and the gate section's
    assert len(page["images"]) == 3 and page["gate"]
    for image in page["images"]:
        assert image["complete"] and image["width"] > 0 and image["alt"], image
    assert page["ratesCaption"].startswith("Adjusted rates")
    assert page["ratesRows"] == 4 and page["ratesVisible"]
    assert page["tables"] >= 5
    assert page["missedOpen"] >= 2 and page["dels"] > 0 and page["inss"] > 0
    assert page["scripts"] == 0
    assert page["width"] <= 1280
    assert HOSTILE in page["text"]  # shown as text, never run
    assert "Faults missed at threshold 0.98" in page["text"]


def test_report_fits_a_phone_screen(report: Path) -> None:
    with Browser() as browser:
        browser.open_page(width=390, height=844, mobile=True)
        log = browser.load(report.as_uri())
        width = browser.evaluate("document.documentElement.scrollWidth")
        _screenshot(browser, "report-phone")
    assert log.console_errors == [] and _outside(log.requests) == []
    # a mobile viewport grows to fit wide content, so compare with the device width itself
    assert width <= 390, "wide tables and images must fit or scroll inside their wrapper"


def test_report_in_dark_mode(report: Path) -> None:
    with Browser() as browser:
        browser.open_page()
        browser.send("Emulation.setEmulatedMedia",
                     {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        log = browser.load(report.as_uri())
        colors = browser.evaluate("""(() => {
            const body = getComputedStyle(document.body);
            return [body.backgroundColor, body.color];
        })()""")
        _screenshot(browser, "report-dark")
    assert log.console_errors == []
    assert colors == ["rgb(15, 20, 25)", "rgb(230, 237, 243)"]


def test_the_harness_sees_outside_requests(report: Path, tmp_path: Path) -> None:
    """The checks above are not vacuous: an outside image in the report is caught twice,
    as a blocked request (the page's Content-Security-Policy) and as a console error."""
    page = report.read_text(encoding="utf-8").replace(
        "</main>", '<img src="http://127.0.0.1:9/x.png" alt="outside"></main>')
    tampered = tmp_path / "tampered.html"
    tampered.write_text(page, encoding="utf-8")
    with Browser() as browser:
        browser.open_page()
        log = browser.load(tampered.as_uri())
    assert _outside(log.requests) == ["http://127.0.0.1:9/x.png"]
    assert log.console_errors, "a CSP violation must reach the console"
    assert any("127.0.0.1:9" in error or "Content Security Policy" in error
               for error in log.console_errors)
