"""The command line: which sections run at which sizes, and where the results go."""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import BENCHMARKS, SECTIONS
from .child import child_run
from .harness import log, machine_info
from .memory import bench_memory, bench_mutator_scaling
from .mutate_speed import bench_mutate
from .ray_bench import bench_ray
from .render import write_long_documents_block, write_readme_tables
from .sweep import bench_sweep
from .throughput import bench_embedding, bench_nli, profile_mutato
from .warm import bench_warm

DESCRIPTION = "mutato's performance benchmarks: throughput, sweep, warm re-runs and peak memory."


def main(argv: Sequence[str] | None = None) -> int:
    """Run the chosen sections, write the results file and, for a full run, the README."""
    parser = argparse.ArgumentParser(description=DESCRIPTION)
    parser.add_argument("--quick", action="store_true", help="small sizes: a smoke run")
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help=f"comma-separated sections ({', '.join(SECTIONS)})")
    parser.add_argument("--reps", type=int, default=5,
                        help="throughput repetitions per side (at least 3; default 5)")
    parser.add_argument("--embedding-reps", type=int, default=9,
                        help="embedding throughput repetitions (runs are short; default 9)")
    parser.add_argument("--embedding-pairs", type=int, default=None)
    parser.add_argument("--nli-pairs", type=int, default=None)
    parser.add_argument("--memory-sizes", default=None, help="e.g. 2500,5000,10000")
    parser.add_argument("--mutate-sizes", default=None, help="e.g. 1000,2000,5000,10000")
    parser.add_argument("--mutate-minutes", type=float, default=None,
                        help="stop mutate runs still going after this many minutes")
    parser.add_argument("--mutate-one-by-one", action="store_true",
                        help="run the mutate sizes one after another (each alone on the "
                             "machine, so its wall time counts) instead of side by side")
    parser.add_argument("--mutate-profile", type=int, default=None, metavar="CLAIMS",
                        help="also cProfile one cold mutate run of this many claims")
    parser.add_argument("--mutator-budget", type=float, default=900.0,
                        help="leave out of the memory runs a mutator projected to take longer "
                             "than this many seconds at the largest size (default 900)")
    parser.add_argument("--profile", action="store_true",
                        help="cProfile one score_items run per checker and keep the top lines")
    parser.add_argument("--out", type=Path, default=None,
                        help="results file (default results.json, or results-quick.json)")
    parser.add_argument("--render", action="store_true",
                        help="only re-render the README tables from the results file")
    parser.add_argument("--child-run", help=argparse.SUPPRESS)
    parser.add_argument("--child-out", help=argparse.SUPPRESS)
    parser.add_argument("--child-store", help=argparse.SUPPRESS)
    parser.add_argument("--child-mutators", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_run:
        child_run(suite=args.child_run, out=args.child_out, store=args.child_store,
                  mutators=args.child_mutators)
        return 0
    if args.reps < 3:
        parser.error("--reps must be at least 3 (medians of fewer are not reported)")
    sections = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = sorted(set(sections) - set(SECTIONS))
    if unknown:
        parser.error(f"unknown section(s) {unknown}; expected some of {list(SECTIONS)}")
    quick = args.quick
    embedding_pairs = args.embedding_pairs or (1500 if quick else 16000)
    nli_pairs = args.nli_pairs or (64 if quick else 400)
    sizes = [int(s) for s in args.memory_sizes.split(",")] if args.memory_sizes else \
        ([250, 500, 1000] if quick else [2500, 5000, 10000])
    out_path = args.out or BENCHMARKS / ("results-quick.json" if quick else "results.json")
    if args.render:
        write_readme_tables(json.loads(out_path.read_text()), BENCHMARKS / "README.md")
        long = BENCHMARKS / "long_documents.json"
        if long.exists():
            write_long_documents_block(json.loads(long.read_text()), BENCHMARKS / "README.md")
        return 0

    previous = json.loads(out_path.read_text()) if out_path.exists() else {}
    started = time.perf_counter()
    results: dict[str, Any] = {"mode": "quick" if quick else "full",
                               "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                               "machine": machine_info()}
    log(f"machine: {results['machine']['cpu']}, {results['machine']['cores']} cores, "
        f"mutators: {len(results['machine']['mutators'])}")
    with tempfile.TemporaryDirectory(prefix="mutato-bench-") as tmp_name:
        tmp = Path(tmp_name)
        if "throughput" in sections:
            results["throughput_embedding"] = bench_embedding(
                tmp, min_pairs=embedding_pairs, reps=3 if quick else max(args.reps,
                                                                         args.embedding_reps))
            log(f"embedding ratio (mutato/direct throughput): "
                f"{results['throughput_embedding']['ratio_median']}")
            results["throughput_nli"] = bench_nli(tmp, min_pairs=nli_pairs,
                                                  reps=3 if quick else args.reps)
            log(f"nli ratio (mutato/direct throughput): "
                f"{results['throughput_nli']['ratio_median']}")
            if args.profile:
                results["profiles"] = [profile_mutato(tmp, "embedding",
                                                      min_pairs=embedding_pairs)]
        if "sweep" in sections:
            measured = results.get("throughput_nli") or previous.get("throughput_nli", {})
            nli_rate = measured.get("pairs_per_second", {}).get("direct")
            results["sweep"] = bench_sweep(tmp, n_mutants=10_000, n_originals=2_000,
                                           subset=60 if quick else 300, reps=max(5, args.reps),
                                           nli_pairs_per_second=nli_rate)
        if "warm" in sections:
            results["warm_rerun"] = bench_warm(tmp, reps=3)
        if "memory" in sections:
            scaling_sizes = [50, 100, 150] if quick else [100, 200, 300]
            results["mutator_scaling"] = bench_mutator_scaling(tmp, sizes=scaling_sizes,
                                                               project_to=sizes)
            results["memory"] = bench_memory(tmp, sizes=sizes,
                                             scaling=results["mutator_scaling"],
                                             budget_seconds=args.mutator_budget)
        if "ray" in sections:
            results["ray"] = bench_ray(tmp, lexical_pairs=2000 if quick else 16000,
                                       embedding_pairs=1500 if quick else 8192,
                                       nli_pairs=64 if quick else 128,
                                       reps=3 if quick else args.reps,
                                       nli_reps=3)
        if "mutate" in sections:
            mutate_sizes = tuple(int(s) for s in args.mutate_sizes.split(",")) \
                if args.mutate_sizes else ((200, 500, 1000) if quick else
                                           (1000, 2500, 5000, 10000))
            deadline = time.time() + 60 * args.mutate_minutes if args.mutate_minutes else None
            results["mutate"] = bench_mutate(tmp, sizes=mutate_sizes, deadline=deadline,
                                             profile_size=args.mutate_profile,
                                             one_by_one=args.mutate_one_by_one)
    results["machine"]["loadavg_end"] = list(os.getloadavg())
    results["total_seconds"] = round(time.perf_counter() - started, 1)
    results["sections"] = sections
    history = previous.get("history", []) + [
        {"created": results["created"], "sections": sections,
         "git_commit": results["machine"]["git_commit"],
         "total_seconds": results["total_seconds"]}]
    if set(sections) != set(SECTIONS):  # a partial run keeps the other sections' figures
        results = {**previous, **results}
    results["history"] = history
    out_path.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
    log(f"wrote {out_path} in {results['total_seconds']}s")
    if not quick and args.out is None and write_readme_tables(results, BENCHMARKS / "README.md"):
        log("updated the figures in benchmarks/README.md")
    return 0
