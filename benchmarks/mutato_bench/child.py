"""One ``run_suite`` inside a fresh child process, probed at its phase boundaries.

The probes read ``/proc/self/status`` through :class:`mutato.run_hooks.RunHooks`: the
high-water mark (``VmHWM``) as scoring begins and ends and as writing begins, so the
report can say which phase holds the peak. The run itself is not patched.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from mutato.run_hooks import RunHooks


def status_mb(field: str) -> float | None:
    """A ``/proc/self/status`` memory field (``VmHWM``, ``VmRSS``) in MB, or None."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field):
            return round(int(line.split()[1]) / 1024, 1)
    return None


class PhaseMarks(RunHooks):
    """Seconds since the run began and memory, at the boundaries of scoring and writing."""

    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.marks: dict[str, Any] = {}
        self.phase_seconds: dict[str, float] = {}

    def since_start(self) -> float:
        return round(time.perf_counter() - self.started, 2)

    def on_phase_start(self, name: str) -> None:
        if name == "score":
            self.marks["score_start_s"] = self.since_start()
            self.marks["hwm_before_scoring_mb"] = status_mb("VmHWM")
        elif name == "write":
            self.marks["hwm_before_writing_mb"] = status_mb("VmHWM")
            self.marks["write_start_s"] = self.since_start()

    def on_phase_end(self, name: str, seconds: float) -> None:
        self.phase_seconds[name] = round(seconds, 3)
        if name == "score":
            self.marks["score_end_s"] = self.since_start()
            self.marks["hwm_after_scoring_mb"] = status_mb("VmHWM")
            self.marks["rss_after_scoring_mb"] = status_mb("VmRSS")


def child_run(*, suite: str, out: str, store: str, mutators: str | None) -> None:
    """One run_suite (embedding checker), then print what it did and its own peak memory."""
    started = time.perf_counter()
    import mutato.run as run_module
    imported = time.perf_counter() - started
    probe = PhaseMarks()
    result = run_module.run_suite(run_module.RunConfig(
        suite=suite, checker="embedding", out=out, store=store, progress=False,
        name="bench", mutators=mutators.split(",") if mutators else None), hooks=probe)
    wall = time.perf_counter() - probe.started
    stats = result.score.stats
    print(json.dumps({
        "claims": len(result.suite.claims), "mutants": len(result.mutants),
        "items": int(result.claims.shape[0]), "pairs": stats.pairs,
        "distinct_pairs": stats.distinct_pairs, "reused": stats.reused, "scored": stats.scored,
        "errors": stats.errors, "scoring_seconds": round(stats.seconds, 2),
        "run_suite_seconds": round(wall, 2), "import_seconds": round(imported, 2),
        "vmhwm_mb": status_mb("VmHWM"), **probe.marks, "phase_seconds": probe.phase_seconds,
        "mutators_applied": result.manifest["mutators_that_applied"],
    }))
