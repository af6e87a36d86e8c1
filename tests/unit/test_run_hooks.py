"""run_suite's phase hooks: each phase begins and ends once, in order, at the right moment."""

from __future__ import annotations

from pathlib import Path

import pytest

from mutato.errors import MutatoError
from mutato.run import RunConfig, run_suite
from mutato.run_hooks import PHASES, PhaseClock, RunHooks


class Recorder(RunHooks):
    """Keeps every callback, and what the output folder held when each phase began."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.events: list[tuple[str, str]] = []
        self.seconds: dict[str, float] = {}
        self.folder_existed_at_start: dict[str, bool] = {}

    def on_phase_start(self, name: str) -> None:
        self.events.append(("start", name))
        self.folder_existed_at_start[name] = self.folder.exists()

    def on_phase_end(self, name: str, seconds: float) -> None:
        self.events.append(("end", name))
        self.seconds[name] = seconds


def test_a_run_reports_every_phase_in_order(tmp_path):
    recorder = Recorder(tmp_path / "larkspur" / "lexical")
    result = run_suite(RunConfig(suite="larkspur", checker="lexical", out=tmp_path,
                                 progress=False), hooks=recorder)
    expected = [(kind, name) for name in PHASES for kind in ("start", "end")]
    assert recorder.events == expected
    assert all(seconds >= 0.0 for seconds in recorder.seconds.values())
    # the folder appears during the write phase, not before
    assert not any(recorder.folder_existed_at_start.values())
    assert result.folder == recorder.folder and result.folder.is_dir()


def test_the_phase_seconds_add_up_to_no_more_than_the_run(tmp_path):
    import time

    recorder = Recorder(tmp_path / "unused")
    started = time.perf_counter()
    run_suite(RunConfig(suite="larkspur", checker="lexical", out=tmp_path, progress=False),
              hooks=recorder)
    wall = time.perf_counter() - started
    assert 0.0 < sum(recorder.seconds.values()) <= wall


def test_a_run_that_fails_ends_only_the_phases_it_finished(tmp_path):
    recorder = Recorder(tmp_path)
    with pytest.raises(MutatoError):
        run_suite(RunConfig(suite="larkspur", checker="no-such-checker", out=tmp_path,
                            progress=False), hooks=recorder)
    assert recorder.events == [("start", "load"), ("end", "load"), ("start", "mutate")]


def test_the_clock_measures_the_time_between_boundaries(monkeypatch):
    ticks = iter([10.0, 12.5, 13.0, 13.5])  # load starts; load ends; mutate starts; ends
    monkeypatch.setattr("mutato.run_hooks.time.perf_counter", lambda: next(ticks))
    recorder = Recorder(Path("."))
    clock = PhaseClock(recorder)
    clock.start("load")
    clock.start("mutate")
    clock.stop()
    assert recorder.seconds == {"load": 2.5, "mutate": 0.5}
