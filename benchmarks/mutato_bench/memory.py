"""Section 4: peak memory of ``run_suite`` on synthetic help-center suites, and mutator scaling.

Each run is a fresh process; peak RSS comes from ``os.wait4`` and the child's own ``VmHWM``.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .data import write_helpcenter
from .harness import log, spawn_run


def bench_mutator_scaling(tmp: Path, *, sizes: Sequence[int],
                          project_to: Sequence[int]) -> dict[str, Any]:
    """Seconds each registered mutator takes over a whole help-center suite, by suite size.

    The exponent of a log-log fit says how a mutator scales (1 = linear in the claims);
    the projection extends that fit to the memory section's sizes.
    """
    from mutato.mutation.mutants import mutate_claim
    from mutato.mutation.registry import select_mutators
    from mutato.suite.loading import load_suite

    specs = select_mutators(None)
    table: dict[str, dict[str, Any]] = {s.name: {"seconds": [], "mutants": []} for s in specs}
    for n in sizes:
        suite = load_suite(write_helpcenter(tmp / f"scaling-{n}" / "helpcenter.jsonl", n))
        for spec in specs:
            started = time.perf_counter()
            made = sum(len(mutate_claim(c, suite, spec, seed=0)) for c in suite.originals)
            table[spec.name]["seconds"].append(round(time.perf_counter() - started, 3))
            table[spec.name]["mutants"].append(made)
        log(f"mutator scaling: {n} claims: " + ", ".join(
            f"{name} {row['seconds'][-1]:.1f}s" for name, row in table.items()))
    x = np.log(np.asarray(sizes, dtype=float))
    for row in table.values():
        y = np.log(np.maximum(np.asarray(row["seconds"], dtype=float), 1e-4))
        exponent, _intercept = np.polyfit(x, y, 1)
        exponent = max(float(exponent), 1.0)  # never project better than linear
        last_n, last_s = sizes[-1], max(row["seconds"][-1], 1e-4)
        row["exponent"] = round(float(np.polyfit(x, y, 1)[0]), 2)
        row["projected_seconds"] = {str(n): round(last_s * (n / last_n) ** exponent, 1)
                                    for n in project_to}
    return {"sizes": list(sizes), "mutators": table}


def bench_memory(tmp: Path, *, sizes: Sequence[int], scaling: dict[str, Any] | None,
                 budget_seconds: float) -> dict[str, Any]:
    """Peak RSS of run_suite (all mutators, embedding) on synthetic help-center suites.

    A mutator whose projected generation time at the largest size exceeds
    ``budget_seconds`` is left out of these runs, and the record says so.
    """
    from mutato.mutation.registry import select_mutators

    names = [s.name for s in select_mutators(None)]
    excluded = {}
    if scaling is not None:
        for name, row in scaling["mutators"].items():
            projected = row["projected_seconds"].get(str(max(sizes)))
            if projected is not None and projected > budget_seconds:
                excluded[name] = {"projected_seconds_at_largest": projected,
                                  "exponent": row["exponent"]}
    used = [n for n in names if n not in excluded]
    if excluded:
        log(f"memory: leaving out {sorted(excluded)} (projected generation time over "
            f"{budget_seconds:.0f}s at {max(sizes)} claims)")
    runs = []
    warm = None
    for n in sizes:
        folder = tmp / f"memory-{n}"
        suite = write_helpcenter(folder / "helpcenter.jsonl", n)
        store = folder / "scores.sqlite"
        log(f"memory: {n} claims, cold run ...")
        record = spawn_run(suite, folder / "out", store, used if excluded else None)
        record["size"] = n
        runs.append(record)
        log(f"memory: {n} claims: {record['items']} items, {record['distinct_pairs']} distinct "
            f"pairs, peak {record['ru_maxrss_mb']} MB, run_suite {record['run_suite_seconds']}s")
        if n == sizes[0]:
            warm = spawn_run(suite, folder / "out", store, used if excluded else None,
                             fresh_store=False)
            warm["size"] = n
            log(f"memory: {n} claims warm re-run: {warm['run_suite_seconds']}s, reused "
                f"{warm['reused']}, peak {warm['ru_maxrss_mb']} MB")
        shutil.rmtree(folder, ignore_errors=True)
    x = np.array([r["size"] for r in runs], dtype=float)
    items = np.array([r["items"] for r in runs], dtype=float)
    y = np.array([r["ru_maxrss_mb"] for r in runs], dtype=float)
    slope, intercept = np.polyfit(x, y, 1)
    residual = float(np.max(np.abs(y - (slope * x + intercept))))
    per_item, item_intercept = np.polyfit(items, y, 1)
    out: dict[str, Any] = {
        "checker": "embedding", "mutators_used": used, "mutators_left_out": excluded,
        "runs": runs, "warm_rerun_of_smallest": warm,
        "linear_fit": {"mb_per_1000_claims": round(slope * 1000, 1),
                       "intercept_mb": round(intercept, 1),
                       "max_residual_mb": round(residual, 1),
                       "mb_per_1000_items": round(per_item * 1000, 1)},
        "limit_mb": 2048, "under_limit": bool(y.max() < 2048),
    }
    if excluded and scaling is not None:
        # the left-out mutators' mutants per claim, from the scaling runs, added as items
        extra_per_claim = sum(scaling["mutators"][name]["mutants"][-1] for name in excluded) \
            / scaling["sizes"][-1]
        largest = runs[-1]
        extra = extra_per_claim * largest["size"]
        out["estimate_with_left_out_mutators"] = {
            "extra_items_per_claim": round(extra_per_claim, 3),
            "items_at_largest": int(largest["items"] + extra),
            "peak_mb_at_largest": round(item_intercept + per_item * (largest["items"] + extra), 1),
            "how": "the peak-vs-items line of these runs, extended by the left-out mutators' "
                   "mutants per claim measured in the scaling runs",
        }
    return out
