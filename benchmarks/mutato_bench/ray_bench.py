"""Section 5: the Ray engine against the local engine on the same pairs, on this machine.

One local Ray instance (``ray.init(num_cpus=2, include_dashboard=False)``, nothing on the
network) serves the whole section. Measured here:

- **Throughput**: ``score_items`` with ``engine=RayEngine(actors=1)`` against the default
  local engine, on the same larkspur pairs, for the lexical checker, the bundled embedding
  checker and a BERT-base-shaped cross-encoder. Each side of each repetition gets a fresh
  checker and a fresh store (nothing reused); the Ray side gets a fresh actor, started and
  warmed on a small unrelated batch before the clock starts (its start-up is reported apart),
  as the local side's model is loaded before the clock starts. The actor uses the driver's
  torch thread count, so both sides compute on the same two cores.
- **Per-batch overhead**: a no-op checker (:mod:`.noop`) mapped over the same real text
  batches by both engines at several batch sizes; Ray's time minus local time per batch,
  fitted as a fixed cost per batch plus a cost per pair (dispatch + serialising the texts
  there and the scores back).
- **The driver's ceiling**: the same no-op checker through ``score_items`` on the Ray engine
  (dedupe, dispatch, store commits, tables: everything but the model), and the store's
  commit rate on its own.

Extrapolated (:func:`scaling_estimate`): N GPU actors, from the measured per-batch overhead
and driver ceiling and an assumed GPU throughput for BERT-base, stated with its source.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from . import BENCHMARKS, REPO
from .data import distinct_pairs, expanded_larkspur_items, pair_scores_from_result
from .harness import Side, TreeCpuMeter, alternate, empty_store, log, median
from .noop import TARGET as NOOP_TARGET

#: A small batch of texts found in no measured pair: it starts an actor's model and its first
#: torch call without filling the checker's caches with measured texts.
WARMUP = ([f"Warm-up passage {i} says the plan costs {i} euros." for i in range(8)],
          [f"The warm-up plan costs {i} euros." for i in range(8)])

#: Assumed, not measured here (no GPU on this machine): BERT-base on one NVIDIA T4.
GPU_ASSUMPTION = {
    "pairs_per_second": round(128 / 0.14420, 1),
    "what": "BERT-base, sequence length 128, batch 128, FP16, TensorRT: 144.20 ms average "
            "latency per batch of 128 on one NVIDIA T4, i.e. 128 / 0.1442 s",
    "source": "NVIDIA/TensorRT demo/BERT/README.md, 'Inference performance: NVIDIA T4 (16GB)', "
              "BERT Base table (commit 007c34702bc7878285e3123eb39829a1f9aef3f0)",
    "caveat": "an optimised TensorRT engine; a plain PyTorch FP32 model on the same GPU is "
              "slower, and larkspur's pairs (40-60 tokens) are shorter than 128, which is faster",
}
#: Sizes the estimate is written out for, and the workload it is priced on (assumption from
#: issue 13: about 10 windows a claim on the bundled suites).
ACTOR_COUNTS = (1, 2, 4, 8, 16, 32, 64, 128)
WORKLOAD = {"claims": 100_000, "windows_per_claim": 10}


def start_ray() -> tuple[Any, float]:
    """A local Ray instance on two CPUs, no dashboard; workers import this checkout."""
    import ray

    paths = [str(REPO), str(BENCHMARKS), os.environ.get("PYTHONPATH", "")]
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
    started = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    return ray, time.perf_counter() - started


def _checker(name: str, options: dict[str, Any]) -> Any:
    from mutato.checkers import build_checker

    checker = build_checker(name, options)
    load = getattr(checker, "load", None)
    if load is not None:
        load()
    return checker


def bench_engines(tmp: Path, name: str, options: dict[str, Any], *, min_pairs: int,
                  reps: int, max_wait: float) -> dict[str, Any]:
    """Ray (one actor) against local on the same pairs; fresh checker, store and actor."""
    from mutato.checkers.base import fingerprint_key
    from mutato.scoring.ray_engine import RayEngine
    from mutato.scoring.scorer import call_checker, score_items

    items, variants = expanded_larkspur_items(min_pairs)
    pairs = distinct_pairs(items)
    probe = _checker(name, options)
    fingerprint_key(probe)  # a weights hash is computed once per process, outside the clock
    batch_size = int(probe.batch_size)
    log(f"ray vs local, {name}: {len(items)} items, {len(pairs)} distinct pairs, batches of "
        f"{batch_size}")
    ready: dict[str, Any] = {}
    startups: list[float] = []

    def prepare_local() -> None:
        checker = _checker(name, options)
        call_checker(checker, *WARMUP)
        ready["local"] = checker

    def prepare_ray() -> None:
        old = ready.pop("engine", None)
        if old is not None:
            old.close()
        engine = RayEngine(actors=1)
        checker = probe  # the driver only fingerprints it; the actor builds its own
        started = time.perf_counter()
        for _ in engine.map(checker, [WARMUP]):  # the actor starts and builds its checker
            pass
        startups.append(time.perf_counter() - started)
        ready["engine"], ready["ray"] = engine, checker

    def run(side: str) -> dict[tuple[str, str], float]:
        engine = ready["engine"] if side == "ray" else None
        with empty_store(tmp, f"{name}-{side}") as store:
            result = score_items(items, ready.pop(side), store, progress=False, engine=engine)
        assert result.stats.scored == len(pairs), result.stats
        return pair_scores_from_result(items, result)

    out = alternate((Side("ray", lambda: run("ray"), setup=prepare_ray),
                     Side("local", lambda: run("local"), setup=prepare_local)),
                    reps, len(pairs), meter_class=TreeCpuMeter, max_wait=max_wait, attempts=1)
    ready.pop("engine").close()
    batches = -(-len(pairs) // batch_size)
    extra = [r - loc for r, loc in zip(out["seconds"]["ray"], out["seconds"]["local"], strict=True)]
    out.update(checker=name, items=len(items), larkspur_variants=variants,
               batch_size=batch_size, batches=batches, actors=1,
               actor_startup_seconds=[round(s, 3) for s in startups],
               actor_startup_median_seconds=round(median(startups), 3),
               ray_minus_local_per_batch_ms=round(1000 * median(extra) / batches, 2))
    return out


def bench_dispatch(tmp: Path, *, sizes: tuple[int, ...], total_pairs: int, reps: int
                   ) -> dict[str, Any]:
    """A no-op checker over the same real text batches, local against Ray, per batch size."""
    from mutato.checkers import build_checker
    from mutato.scoring.engines import LocalEngine
    from mutato.scoring.ray_engine import RayEngine

    items, _ = expanded_larkspur_items(total_pairs)
    pairs = distinct_pairs(items)[:total_pairs]
    rows = []
    for size in sizes:
        checker = build_checker("callable", {"target": NOOP_TARGET, "batch_size": size})
        batches = [([p for p, _ in pairs[i:i + size]], [c for _, c in pairs[i:i + size]])
                   for i in range(0, len(pairs), size)]
        engine = RayEngine(actors=1)
        for _ in engine.map(checker, [WARMUP]):
            pass
        seconds: dict[str, list[float]] = {"ray": [], "local": []}
        for _ in range(reps):
            for side, eng in (("local", LocalEngine()), ("ray", engine)):
                started = time.perf_counter()
                for _ in eng.map(checker, batches):
                    pass
                seconds[side].append(time.perf_counter() - started)
        engine.close()
        per_batch = [(r - loc) / len(batches) for r, loc in zip(seconds["ray"], seconds["local"], strict=True)]
        rows.append({"batch_size": size, "batches": len(batches), "pairs": len(pairs),
                     "seconds": {k: [round(x, 4) for x in v] for k, v in seconds.items()},
                     "ray_minus_local_per_batch_ms": round(1000 * median(per_batch), 3)})
        log(f"  no-op, batches of {size}: Ray adds {rows[-1]['ray_minus_local_per_batch_ms']} "
            f"ms a batch")
    fit = _line([r["batch_size"] for r in rows], [r["ray_minus_local_per_batch_ms"] for r in rows])
    return {"rows": rows, "reps": reps, "fixed_ms_per_batch": round(fit[0], 3),
            "us_per_pair": round(1000 * fit[1], 3),
            "what": "Ray engine minus local engine, per batch, mapping a no-op checker over "
                    "the same real larkspur (premise, claim) batches: dispatch, serialising "
                    "the texts to the actor and the scores back; least-squares line over the "
                    "batch sizes"}


def _line(xs: list[float], ys: list[float]) -> tuple[float, float]:
    """Least-squares intercept and slope."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx if sxx else 0.0
    return my - slope * mx, slope


def bench_driver(tmp: Path, *, min_pairs: int, reps: int) -> dict[str, Any]:
    """The driver's ceiling: everything ``score_items`` does on the Ray engine but the model,
    and the store's commit rate alone (rows of real hashes, 4,096 a transaction)."""
    from mutato.checkers import build_checker
    from mutato.mutation.text import stable_hash
    from mutato.scoring.ray_engine import RayEngine
    from mutato.scoring.scorer import score_items

    items, _ = expanded_larkspur_items(min_pairs)
    pairs = distinct_pairs(items)
    checker = build_checker("callable", {"target": NOOP_TARGET, "batch_size": 4096})
    engine = RayEngine(actors=1)
    for _ in engine.map(checker, [WARMUP]):
        pass
    through_ray = []
    for _ in range(reps):
        with empty_store(tmp, "driver") as store:
            started = time.perf_counter()
            result = score_items(items, checker, store, progress=False, engine=engine)
            through_ray.append(time.perf_counter() - started)
        assert result.stats.scored == len(pairs), result.stats
    engine.close()
    rows = [(stable_hash(p), stable_hash(c), 0.5, {}) for p, c in pairs]
    commits = []
    for _ in range(reps):
        with empty_store(tmp, "commit") as store:
            store.register("bench", {"name": "bench"})
            started = time.perf_counter()
            for i in range(0, len(rows), 4096):
                store.put("bench", rows[i:i + 4096])
            commits.append(time.perf_counter() - started)
    return {"pairs": len(pairs), "reps": reps,
            "score_items_noop_ray_seconds": [round(s, 4) for s in through_ray],
            "driver_pairs_per_second": round(len(pairs) / median(through_ray), 1),
            "commit_seconds": [round(s, 4) for s in commits],
            "commit_pairs_per_second": round(len(rows) / median(commits), 1),
            "commit_rows_per_transaction": 4096}


def scaling_estimate(*, cpu_actor_pairs_per_second: float, batch_size: int,
                     fixed_ms_per_batch: float, us_per_pair: float,
                     driver_pairs_per_second: float, commit_pairs_per_second: float,
                     gpu_pairs_per_second: float = GPU_ASSUMPTION["pairs_per_second"],
                     actor_counts: tuple[int, ...] = ACTOR_COUNTS) -> dict[str, Any]:
    """Pairs/s with N GPU actors: min(N × one actor's rate, the driver's ceiling).

    One actor's rate is the assumed GPU rate slowed by the measured Ray overhead of its
    batches (not overlapped with compute: conservative); the ceiling is the measured rate
    of the driver with a no-op model (it dispatches, commits and tabulates every pair).

    >>> est = scaling_estimate(cpu_actor_pairs_per_second=10, batch_size=100,
    ...     fixed_ms_per_batch=10, us_per_pair=0, driver_pairs_per_second=1000,
    ...     commit_pairs_per_second=5000, gpu_pairs_per_second=100, actor_counts=(1, 20))
    >>> est["per_actor_pairs_per_second"], [r["pairs_per_second"] for r in est["rows"]]
    (99.0, [99.0, 1000.0])
    """
    overhead_s = (fixed_ms_per_batch + us_per_pair * batch_size / 1000) / 1000
    per_actor = batch_size / (batch_size / gpu_pairs_per_second + overhead_s)
    pairs_total = WORKLOAD["claims"] * WORKLOAD["windows_per_claim"]
    rows = []
    for n in actor_counts:
        rate = min(n * per_actor, driver_pairs_per_second)
        rows.append({"actors": n, "pairs_per_second": round(rate, 1),
                     "bound": "actors" if n * per_actor < driver_pairs_per_second else "driver",
                     "hours_for_workload": round(pairs_total / rate / 3600, 2)})
    return {
        "formula": "rate(N) = min(N × B / (B / g + o(B)), D); o(B) = a + b × B",
        "inputs": {
            "B (pairs per batch, the checker's batch_size)": batch_size,
            "a (ms per batch, measured: no-op fit)": fixed_ms_per_batch,
            "b (µs per pair, measured: no-op fit)": us_per_pair,
            "D (driver pairs/s, measured: no-op checker through score_items on Ray)":
                driver_pairs_per_second,
            "store commit pairs/s (measured, part of D)": commit_pairs_per_second,
            "g (pairs/s of one GPU actor, ASSUMED)": gpu_pairs_per_second,
            "CPU actor pairs/s here (measured, BERT-base shape, 2 threads)":
                cpu_actor_pairs_per_second,
            "workload (ASSUMED: issue 13's ~10 windows a claim)":
                f"{WORKLOAD['claims']:,} claims × {WORKLOAD['windows_per_claim']} windows = "
                f"{pairs_total:,} pairs",
        },
        "gpu_assumption": GPU_ASSUMPTION,
        "per_actor_pairs_per_second": round(per_actor, 1),
        "overhead_share_per_batch": round(overhead_s / (batch_size / gpu_pairs_per_second
                                                        + overhead_s), 4),
        "actors_to_reach_driver_ceiling": round(driver_pairs_per_second / per_actor, 1),
        "gpu_over_cpu_actor": round(gpu_pairs_per_second / cpu_actor_pairs_per_second, 1),
        "rows": rows,
    }


def bench_ray(tmp: Path, *, lexical_pairs: int, embedding_pairs: int, nli_pairs: int,
              reps: int, nli_reps: int, max_wait: float = 5.0) -> dict[str, Any]:
    """The whole section in one Ray instance; see the module doc."""
    from .throughput import build_cross_encoder

    load_before = list(os.getloadavg())
    ray, init_seconds = start_ray()
    log(f"ray {ray.__version__} started in {init_seconds:.1f}s")
    try:
        folder = tmp / "bert-base-nli"
        shape = build_cross_encoder(folder)
        engines = {
            "lexical": bench_engines(tmp, "lexical", {}, min_pairs=lexical_pairs, reps=reps,
                                     max_wait=max_wait),
            "embedding": bench_engines(tmp, "embedding", {}, min_pairs=embedding_pairs,
                                       reps=reps, max_wait=max_wait),
            "nli_bert_base": bench_engines(tmp, "nli", {"model": str(folder)},
                                           min_pairs=nli_pairs, reps=nli_reps,
                                           max_wait=max_wait),
        }
        engines["nli_bert_base"]["model"] = shape
        for name, row in engines.items():
            log(f"{name}: ray/local throughput {row['ratio_median']} (per-rep "
                f"{row['ratio_per_rep']})")
        dispatch = bench_dispatch(tmp, sizes=(64, 256, 1024, 4096), total_pairs=16_384,
                                  reps=reps)
        driver = bench_driver(tmp, min_pairs=embedding_pairs, reps=reps)
    finally:
        ray.shutdown()
    nli = engines["nli_bert_base"]
    scaling = scaling_estimate(
        cpu_actor_pairs_per_second=nli["pairs_per_second"]["ray"], batch_size=nli["batch_size"],
        fixed_ms_per_batch=dispatch["fixed_ms_per_batch"], us_per_pair=dispatch["us_per_pair"],
        driver_pairs_per_second=driver["driver_pairs_per_second"],
        commit_pairs_per_second=driver["commit_pairs_per_second"])
    return {"ray_version": ray.__version__, "ray_init": "ray.init(num_cpus=2, "
            "include_dashboard=False, log_to_driver=False)",
            "ray_init_seconds": round(init_seconds, 2), "engines": engines,
            "dispatch": dispatch, "driver": driver, "scaling": scaling,
            "loadavg_before": load_before, "loadavg_after": list(os.getloadavg())}
