"""Section 2: ``sweep()`` on stored scores against re-scoring every claim at every threshold.

The reference article's loop is measured on a subset of claims and extrapolated.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import numpy as np

from .data import helpcenter_records, synthetic_claims
from .harness import CpuMeter, log, median, wait_for_quiet


def bench_sweep(tmp: Path, *, n_mutants: int, n_originals: int, subset: int,
                reps: int, nli_pairs_per_second: float | None) -> dict[str, Any]:
    from mutato.analysis.sweep import default_grid, sweep
    from mutato.checkers.embedding import EmbeddingChecker
    from mutato.checkers.lexical import LexicalChecker
    from mutato.mutation.windows import make_windows

    claims, labels = synthetic_claims(n_mutants, n_originals)
    n_items = len(claims)
    thresholds = [round(x, 4) for x in np.linspace(0.02, 1.0, 50)]
    grid = default_grid()
    sweep(claims, thresholds=thresholds, labels=labels)  # warm-up (imports)
    t50, tgrid = [], []
    wait_for_quiet()
    for _ in range(reps):
        started = time.perf_counter()
        rates = sweep(claims, thresholds=thresholds, labels=labels)
        t50.append(time.perf_counter() - started)
        started = time.perf_counter()
        sweep(claims, thresholds=grid, labels=labels)
        tgrid.append(time.perf_counter() - started)
    log(f"sweep: {n_items} items x 50 thresholds in {median(t50) * 1000:.1f} ms "
        f"({len(rates)} rate rows); default grid ({len(grid)}) {median(tgrid) * 1000:.1f} ms")

    # The reference's loop: for every threshold, for every claim, score the claim against
    # its premises with the checker and compare the best score with the threshold.
    records = helpcenter_records(subset, seed=1)
    subset_windows = [[w.text for w in make_windows(r["passages"])] for r in records]
    windows_per_claim = float(np.mean([len(w) for w in subset_windows]))
    lexical = LexicalChecker()
    wait_for_quiet()
    flagged = 0
    with CpuMeter() as lexical_meter:
        for threshold in thresholds:
            for record, premises in zip(records, subset_windows):
                scores = lexical.score_pairs(premises, [record["claim"]] * len(premises))
                flagged += max(s.score for s in scores) < threshold
    loop_seconds = lexical_meter.wall
    lexical_per_claim_threshold = loop_seconds / (subset * len(thresholds))
    lexical_full = lexical_per_claim_threshold * n_items * len(thresholds)

    # Embedding and NLI re-scoring: a model call per pair; the per-pair cost is measured
    # once (fresh checker, nothing cached) and multiplied out, since the reference keeps
    # no cache between thresholds.
    embedding = EmbeddingChecker()
    embedding.load()
    premises = [p for ws in subset_windows for p in ws]
    claims_rep = [r["claim"] for r, ws in zip(records, subset_windows) for _ in ws]
    embedding.score_pairs(premises[:8], claims_rep[:8])
    embedding = EmbeddingChecker()
    embedding.load()
    wait_for_quiet()
    with CpuMeter() as embedding_meter:
        embedding.score_pairs(premises, claims_rep)
    embedding_subset_seconds = embedding_meter.wall
    embedding_per_claim = embedding_subset_seconds / subset
    embedding_full = embedding_per_claim * n_items * len(thresholds)

    sweep_s = median(t50)
    out: dict[str, Any] = {
        "items": n_items, "mutants": n_mutants, "originals": n_originals,
        "labels": len(labels), "thresholds": len(thresholds), "reps": reps,
        "sweep_seconds": [round(x, 5) for x in t50], "sweep_median_seconds": round(sweep_s, 5),
        "default_grid_thresholds": len(grid),
        "default_grid_median_seconds": round(median(tgrid), 5),
        "windows_per_claim": round(windows_per_claim, 2),
        "reference_loop": {
            "subset_claims": subset,
            "lexical": {"measured_seconds_on_subset": round(loop_seconds, 3),
                        "extrapolated_seconds": round(lexical_full, 2),
                        "others_cores_during": round(lexical_meter.others_cores, 3),
                        "speedup": round(lexical_full / sweep_s, 1),
                        "how": f"the loop ran on {subset} help-center claims x 50 thresholds; "
                               f"scaled linearly by {n_items}/{subset} claims"},
            "embedding": {"measured_seconds_one_pass_on_subset":
                          round(embedding_subset_seconds, 3),
                          "extrapolated_seconds": round(embedding_full, 1),
                          "others_cores_during": round(embedding_meter.others_cores, 3),
                          "speedup": round(embedding_full / sweep_s, 1),
                          "how": f"one cold pass of {subset} claims ({len(premises)} pairs) "
                                 f"through EmbeddingChecker, scaled by {n_items}/{subset} "
                                 "claims and x50 thresholds (no cache kept between thresholds)"},
        },
    }
    # End to end: mutato scores each pair once, then sweeps; the reference scores 50 times.
    out["end_to_end"] = {
        "lexical": {"mutato_seconds": round(lexical_full / len(thresholds) + sweep_s, 2),
                    "reference_seconds": round(lexical_full, 1)},
        "embedding": {"mutato_seconds": round(embedding_full / len(thresholds) + sweep_s, 1),
                      "reference_seconds": round(embedding_full, 1)},
    }
    if nli_pairs_per_second:  # the loop's cost at the measured cross-encoder throughput
        nli_full = n_items * windows_per_claim * len(thresholds) / nli_pairs_per_second
        out["end_to_end"]["nli_bert_base"] = {
            "mutato_seconds": round(nli_full / len(thresholds) + sweep_s, 1),
            "reference_seconds": round(nli_full, 1)}
        out["reference_loop"]["nli_bert_base"] = {
            "pairs_per_second": nli_pairs_per_second,
            "extrapolated_seconds": round(nli_full, 1),
            "speedup": round(nli_full / sweep_s, 1),
            "how": f"{n_items} claims x {windows_per_claim:.1f} windows x 50 thresholds at "
                   "the direct CrossEncoder.predict throughput of section 1b",
        }
    return out
