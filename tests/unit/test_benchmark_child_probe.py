"""The benchmarks' child-run probe fills its marks from run_suite's hooks, in phase order."""

from __future__ import annotations

import sys
from pathlib import Path

from mutato.run import RunConfig, run_suite
from mutato.run_hooks import PHASES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from mutato_bench.child import PhaseMarks  # noqa: E402


def test_the_probe_marks_scoring_and_writing_in_order(tmp_path):
    probe = PhaseMarks()
    run_suite(RunConfig(suite="larkspur", checker="lexical", out=tmp_path, progress=False),
              hooks=probe)
    marks = probe.marks
    assert set(marks) == {"score_start_s", "score_end_s", "write_start_s",
                          "hwm_before_scoring_mb", "hwm_after_scoring_mb",
                          "rss_after_scoring_mb", "hwm_before_writing_mb"}
    assert 0.0 <= marks["score_start_s"] <= marks["score_end_s"] <= marks["write_start_s"]
    # a high-water mark never falls; the kernel reads it from per-CPU RSS counters that are
    # folded in lazily, so two reads can differ by a few hundred kB the wrong way
    slack_mb = 1.0
    assert marks["hwm_before_scoring_mb"] <= marks["hwm_after_scoring_mb"] + slack_mb
    assert marks["hwm_after_scoring_mb"] <= marks["hwm_before_writing_mb"] + slack_mb
    assert list(probe.phase_seconds) == list(PHASES)
