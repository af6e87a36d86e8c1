"""A new user's first runs, end to end through ``mutato.cli.main.main``: the report leads with the
operating point, and the later verbs default to it (issue 12).

Two lexical runs of larkspur (no model), and a copy of the first whose manifest records
another checker fingerprint and suite digest (as after a model or suite update).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from mutato.analysis.operating_point import load_operating_point
from mutato.cli.main import main
from mutato.errors import EXIT_USAGE

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("reports")
    assert main(["run", "larkspur", "-c", "lexical", "--out", str(out), "--no-progress"]) == 0
    assert main(["run", "larkspur", "-c", "lexical", "-o", "label_threshold=0.6", "--out",
                 str(out), "--name", "lexical-0.6", "--no-progress"]) == 0
    lexical = out / "larkspur" / "lexical"
    updated = out / "larkspur" / "lexical-updated"
    shutil.copytree(lexical, updated)
    manifest = json.loads((updated / "manifest.json").read_text(encoding="utf-8"))
    manifest["checker"]["key"] = "lexical-0000000000000000"
    manifest["suite"]["sha256"] = "0" * 64
    (updated / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return {"out": out, "lexical": lexical, "other": out / "larkspur" / "lexical-0.6",
            "updated": updated}


def test_both_reports_lead_with_the_operating_point(runs):
    folder = runs["lexical"]
    point = load_operating_point(folder)
    assert point is not None and point.source == "picked"
    headline = point.headline()
    assert re.fullmatch(r"At 0\.\d+ \(picked on half the claims, measured on the other\): "
                        r"detection \d+/\d+ \(.*\), false alarms \d+/\d+ \(.*\); .*\.", headline)
    markdown = (folder / "report.md").read_text(encoding="utf-8")
    assert markdown.splitlines()[2] == f"**{headline}**"           # right under the title
    at = f"{point.threshold:g}"
    assert f"## Faults missed at threshold {at}" in markdown
    assert f"## Faithful claims flagged at threshold {at}" in markdown
    assert f"Row {at} is the operating threshold." in markdown
    page = (folder / "report.html").read_text(encoding="utf-8")
    summary = page.split('id="summary"', 1)[1].split('id="thresholds"', 1)[0]
    assert f'<p class="lede headline"><strong>{headline}</strong></p>' in summary
    assert f"Faults missed at threshold {at}" in page
    assert '<tr class="operating">' in page


def test_false_alarm_cards_are_coloured_like_misses(runs):
    page = (runs["lexical"] / "report.html").read_text(encoding="utf-8")
    tiles = re.findall(r'<div class="tile( alert)?"><p class="tile-label">([^<]+)</p>'
                       r'<p class="tile-value">([^<]+)</p>', page)
    by_label = {label: (bool(alert), value) for alert, label, value in tiles}
    controls_alert, controls_value = by_label["False alarms: controls"]
    assert controls_value.split("/")[0] != "0" and controls_alert
    missed_alert, missed_value = by_label["Faults missed"]
    assert missed_alert == (missed_value != "0")


def test_given_operating_threshold_leads_the_report(runs):
    out = runs["out"]
    assert main(["run", "larkspur", "-c", "lexical", "--out", str(out), "--name", "given",
                 "--operating-threshold", "0.6", "--no-progress"]) == 0
    markdown = (out / "larkspur" / "given" / "report.md").read_text(encoding="utf-8")
    assert markdown.splitlines()[2].startswith(
        "**At 0.6 (given with --operating-threshold, measured on every claim): detection ")
    assert "## Faults missed at threshold 0.6" in markdown


def test_verbs_default_to_the_operating_point_and_say_so(runs, capsys):
    folder = str(runs["lexical"])
    assert main(["pick", folder, "--max-false-alarm", "0.2"]) == 0
    out = capsys.readouterr().out
    point = load_operating_point(folder)
    assert f"operating point saved: {point.headline()}" in out
    note = f"threshold {point.threshold:g} (the run's operating point, picked)"
    main(["gate", folder, "--min-detection", "all=0.1", "--no-save"])
    assert note in capsys.readouterr().out
    assert main(["hardcases", folder, "--out", str(runs["out"] / "hard.jsonl")]) == 0
    assert note in capsys.readouterr().out
    assert main(["drift", folder, str(runs["lexical"]), "--no-save"]) == 0
    assert note in capsys.readouterr().out


def test_compare_decides_each_run_at_its_own_operating_point(runs, capsys):
    assert main(["pick", str(runs["updated"]), "--max-control-false-alarm", "-1"]) == 0
    a, b = load_operating_point(runs["lexical"]), load_operating_point(runs["updated"])
    assert a.threshold != b.threshold
    capsys.readouterr()
    assert main(["compare", str(runs["lexical"]), str(runs["updated"])]) == 0
    captured = capsys.readouterr()
    first = captured.out.splitlines()[0]
    assert f"threshold {a.threshold:g}" in first and f"threshold {b.threshold:g}" in first
    assert "note: the checker fingerprint changed" in captured.err     # expected: two checkers
    assert "warning: the suite file (sha256) changed" in captured.err
    assert main(["compare", str(runs["lexical"]), str(runs["other"]), "--threshold-a", "0.5",
                 "--threshold-b", "0.7"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert "threshold 0.5 (given) for lexical, threshold 0.7 (given) for lexical-0.6" in first


def test_drift_warns_when_the_checker_fingerprint_changes(runs, capsys):
    assert main(["drift", str(runs["lexical"]), str(runs["other"]), "--no-save"]) == 0
    assert "warning" not in capsys.readouterr().err     # label_threshold does not change scores
    assert main(["drift", str(runs["lexical"]), str(runs["updated"]), "--no-save"]) == 0
    err = capsys.readouterr().err
    assert "warning: the checker fingerprint changed between larkspur/lexical" in err
    assert "warning: the suite file (sha256) changed" in err


def test_a_mistyped_gate_group_is_a_usage_error_not_a_failure(runs, capsys):
    status = main(["gate", str(runs["lexical"]), "--min-detection", "number_swop=0.5"])
    err = capsys.readouterr().err
    assert status == EXIT_USAGE != 1
    assert "number_swop" in err and "Did you mean 'number_swap'" in err


def test_operating_point_file_is_written_by_the_run(runs):
    data = json.loads((runs["other"] / "operating_point.json").read_text(encoding="utf-8"))
    assert data["headline"] == load_operating_point(runs["other"]).headline()


def test_answers_default_to_the_operating_point(runs, capsys):
    folder = runs["other"]
    point = load_operating_point(folder)
    assert main(["answers", str(folder)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith(
        f"at threshold {point.threshold:g} (the run's operating point, picked)")
    assert main(["answers", str(folder), "-t", "0.5", "-t", "0.9"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "at threshold(s) 0.5, 0.9 (given)"
