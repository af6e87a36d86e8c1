"""Section 3: ``run_suite`` cold (fresh store) then warm (same store), each in a fresh process."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from .harness import log, median, spawn_run


def bench_warm(tmp: Path, *, reps: int) -> dict[str, Any]:
    """Cold (fresh store) then warm (same store) run_suite on larkspur, each in a new process."""
    runs = []
    for rep in range(reps):
        folder = tmp / f"warm-{rep}"
        store = folder / "scores.sqlite"
        cold = spawn_run("larkspur", folder / "out", store)
        warm = spawn_run("larkspur", folder / "out", store, fresh_store=False)
        log(f"warm: rep {rep + 1}/{reps}: cold {cold['run_suite_seconds']}s "
            f"(scored {cold['scored']}), warm {warm['run_suite_seconds']}s "
            f"(reused {warm['reused']}, scored {warm['scored']})")
        runs.append({"cold": cold, "warm": warm})
        shutil.rmtree(folder, ignore_errors=True)
    pick = lambda side, key: [r[side][key] for r in runs]
    return {
        "suite": "larkspur", "checker": "embedding", "reps": reps, "runs": runs,
        "median": {side: {key: median(pick(side, key)) for key in
                          ("run_suite_seconds", "scoring_seconds", "process_seconds")}
                   for side in ("cold", "warm")},
        "counts": {side: {key: runs[-1][side][key] for key in
                          ("items", "pairs", "distinct_pairs", "reused", "scored", "errors")}
                   for side in ("cold", "warm")},
    }
