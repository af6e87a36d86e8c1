"""The drop alarm and the tail summary, with the reference's figures."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from mutato.analysis.drift import (
    CRITICAL,
    OK,
    WARNING,
    drift,
    drop_alarm,
    read_history_csv,
    run_point,
    summary_stats,
)
from mutato.analysis.run_data import claims_frame, load_run
from mutato.errors import MutatoError

HISTORY = [0.88, 0.86, 0.89, 0.87, 0.85, 0.84, 0.82, 0.76]


def test_reference_history_weeks_5_to_8():
    verdicts = {week: drop_alarm(HISTORY[:week]) for week in range(5, 9)}
    assert [verdicts[w].level for w in (5, 6, 7)] == [OK, OK, OK]
    week8 = verdicts[8]
    assert week8.level == CRITICAL
    assert week8.base == pytest.approx(0.845)
    assert f"{week8.drop:.1%}" == "10.1%"
    assert week8.message().startswith("CRITICAL drop 10.1% (base 0.845")
    # "a threshold at 0.11 would have stayed silent" (it is still a warning)
    assert drop_alarm(HISTORY, critical=0.11).level == WARNING


def test_too_short_history_has_no_verdict():
    assert drop_alarm(HISTORY[:4]) is None
    assert drop_alarm(HISTORY[:2], window=2) is None
    assert drop_alarm(HISTORY[:3], window=2) is not None


def test_warning_band_and_bad_options():
    alarm = drop_alarm([1.0, 1.0, 0.93], window=2)
    assert alarm.level == WARNING and alarm.drop == pytest.approx(0.07)
    with pytest.raises(MutatoError, match="warning <= critical"):
        drop_alarm(HISTORY, warning=0.2, critical=0.1)
    with pytest.raises(MutatoError, match="window"):
        drop_alarm(HISTORY, window=0)


def test_reference_summary_stats():
    stats = summary_stats([1.0, 1.0, 0.75, 1.0, 0.0, 0.5, 1.0, 1.0])
    assert {k: round(v, 3) for k, v in stats.items()} == \
        {"mean": 0.781, "std_dev": 0.364, "p10": 0.350, "below_0.5": 0.125}
    assert stats["std_dev"] == pytest.approx(np.std([1.0, 1.0, 0.75, 1.0, 0.0, 0.5, 1.0, 1.0],
                                                    ddof=1))
    assert math.isnan(summary_stats([])["mean"])


def test_lower_is_better_metrics_watch_the_complement(tmp_path):
    path = tmp_path / "history.csv"
    rows = ["label,metric,value"] + [f"w{i},false_alarm,0.02" for i in range(4)] + \
        ["w4,detection,0.5", "w5,false_alarm,0.20"]
    path.write_text("\n".join(rows) + "\n")
    points = read_history_csv(path, metric="false_alarm")
    assert [p.label for p in points] == ["w0", "w1", "w2", "w3", "w5"]
    result = drift(points, metric="false_alarm")
    assert result.alarm.level == CRITICAL          # 0.98 → 0.80 passed: an 18% drop
    assert result.alarm.base == pytest.approx(0.98)
    assert [a is None for a in result.earlier] == [True] * 4 + [False]


def test_history_csv_errors_name_the_line(tmp_path):
    path = tmp_path / "h.csv"
    path.write_text("value\n0.9\nabc\n")
    with pytest.raises(MutatoError, match=r"h.csv:3: field 'value'"):
        read_history_csv(path, metric="detection")
    path.write_text("score\n0.9\n")
    with pytest.raises(MutatoError, match="'value' column"):
        read_history_csv(path, metric="detection")


def test_run_point_reads_detection_from_a_run_folder(tmp_path):
    claims = claims_frame(
        [{"item_id": "o", "role": "original", "best_score": 0.99}]
        + [{"item_id": f"f{i}", "role": "fault", "claim_id": "o", "fault_type": "x",
            "best_score": 0.1 if i < 3 else 0.9} for i in range(4)])
    folder = tmp_path / "suite" / "run1"
    folder.mkdir(parents=True)
    claims.to_parquet(folder / "claims.parquet")
    (folder / "manifest.json").write_text(json.dumps(
        {"suite": {"name": "suite"}, "thresholds": {"report": [0.5]}}))
    point = run_point(load_run(folder), metric="detection", threshold=0.5)
    assert (point.k, point.n, point.value, point.label) == (3, 4, 0.75, "run1")
    alarm_point = run_point(load_run(folder), metric="false_alarm", threshold=0.5)
    assert (alarm_point.value, alarm_point.watched) == (0.0, 1.0)
    with pytest.raises(MutatoError, match="no answers"):
        run_point(load_run(folder), metric="unsupported_answer_rate", threshold=0.5)
