"""results.json rendered as the README's figures, so the two never disagree."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import SECTIONS
from .harness import median

START, END = "<!-- results:start -->", "<!-- results:end -->"
#: The long-document block (``benchmarks/long_documents.py`` writes long_documents.json).
LONG_START, LONG_END = "<!-- long-documents:start -->", "<!-- long-documents:end -->"


def _fmt(x: float, digits: int = 2) -> str:
    if x >= 1e6:
        return f"{x / 1e6:,.1f} million"
    return f"{x:,.{digits}f}"


def _section_provenance(history: Sequence[dict[str, Any]]) -> dict[str, str]:
    """For each section, the run (time and commit) its figures come from: the newest one."""
    out: dict[str, str] = {}
    for run in history:
        for section in run["sections"]:
            out[section] = f"{run['created']} at `{(run.get('git_commit') or '?')[:7]}`"
    return {name: out[name] for name in SECTIONS if name in out}


def render_tables(r: dict[str, Any]) -> str:
    """The README's figures, rendered from results.json (so the two never disagree)."""
    m = r["machine"]
    latest = ", ".join(r["history"][-1]["sections"]) if r.get("history") else "all"
    lines = [(f"Measured {r['created']} ({r['mode']} sizes, sections: {latest}; "
             f"{r['total_seconds']:.0f} s) on "
             f"{m['cpu']}, {m['cores']} cores (torch threads {m['torch_threads']}), "
             f"{m['memory_gb']} GB RAM, Python {m['python']}, torch "
             f"{m['libraries'].get('torch')}, sentence-transformers "
             f"{m['libraries'].get('sentence-transformers')}, transformers "
             f"{m['libraries'].get('transformers')}; mutato commit `{(m['git_commit'] or '?')[:7]}`"
             f" ({m.get('uncommitted_files_in_mutato_and_mutators')} uncommitted files in "
             f"mutato/ and mutators/); mutators: {', '.join(m['mutators'])}."), ""]
    provenance = _section_provenance(r.get("history", []))
    if len(set(provenance.values())) > 1:  # a partial run kept older sections' figures
        lines[-1:] = ["", "Sections come from different runs: " + "; ".join(
            f"{name} from {when}" for name, when in provenance.items()) + ".", ""]
    if "throughput_embedding" in r:
        lines += ["### 1. Scoring throughput: `score_items` vs the model's own call", "",
                  ("| checker | distinct pairs | reps | mutato pairs/s | direct pairs/s | "
                  "ratio (median of per-rep) | per-rep range | ratio of median times | "
                  "target ≥ 0.95 (median of per-rep) |"),
                  "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
        for key, label in (("throughput_embedding", "embedding (MiniLM-L6) vs `encode` + cosine"),
                           ("throughput_nli", "BERT-base cross-encoder vs `CrossEncoder.predict`")):
            t = r[key]
            ok = "met" if t["ratio_median"] >= 0.95 else "**missed**"
            lines.append(f"| {label} | {t['pairs']:,} | {t['reps']} | "
                         f"{_fmt(t['pairs_per_second']['mutato'], 1)} | "
                         f"{_fmt(t['pairs_per_second']['direct'], 1)} | "
                         f"**{t['ratio_median']:.3f}** | {min(t['ratio_per_rep']):.2f}–"
                         f"{max(t['ratio_per_rep']):.2f} | {t['ratio_of_medians']:.3f} | {ok} |")
        lines.append("")
    if "sweep" in r:
        sw = r["sweep"]
        ref = sw["reference_loop"]
        sweep_ms = sw["sweep_median_seconds"] * 1000
        lines += ["### 2. Threshold sweep on stored scores vs re-scoring at every threshold", "",
                  (f"Claims table: {sw['mutants']:,} mutants + {sw['originals']:,} originals "
                  f"({sw['items']:,} items, {sw['labels']:,} labeled), {sw['thresholds']} "
                  f"thresholds."), "",
                  "| what | seconds | speed-up of the sweep |", "|---|---:|---:|",
                  (f"| `sweep()` on stored best scores, {sw['thresholds']} thresholds "
                  f"(median of {sw['reps']}) | {sweep_ms / 1000:.3f} | — |"),
                  (f"| `sweep()` on the default grid ({sw['default_grid_thresholds']} thresholds) "
                  f"| {sw['default_grid_median_seconds']:.3f} | — |"),
                  (f"| reference loop, lexical checker (measured on {ref['subset_claims']} "
                  f"claims, ×{sw['items'] // ref['subset_claims']}) | "
                  f"{_fmt(ref['lexical']['extrapolated_seconds'], 1)} | "
                  f"{_fmt(ref['lexical']['speedup'], 0)}× |"),
                  (f"| reference loop, embedding checker (one pass measured, ×claims ×50) | "
                  f"{_fmt(ref['embedding']['extrapolated_seconds'], 0)} | "
                  f"{_fmt(ref['embedding']['speedup'], 0)}× |")]
        if "nli_bert_base" in ref:
            lines.append(f"| reference loop, BERT-base cross-encoder (section 1 throughput, "
                         f"{sw['windows_per_claim']} windows/claim) | "
                         f"{_fmt(ref['nli_bert_base']['extrapolated_seconds'], 0)} | "
                         f"{_fmt(ref['nli_bert_base']['speedup'], 0)}× |")
        lines += ["", ("End to end (score every pair once, then sweep; against scoring "
                       "50 times):"), "",
                  "| checker | mutato s | reference s | speed-up |", "|---|---:|---:|---:|"]
        for name, row in sw.get("end_to_end", {}).items():
            lines.append(f"| {name} | {_fmt(row['mutato_seconds'], 1)} | "
                         f"{_fmt(row['reference_seconds'], 0)} | "
                         f"{row['reference_seconds'] / row['mutato_seconds']:.0f}× |")
        lines.append("")
    if "warm_rerun" in r:
        w = r["warm_rerun"]
        lines += [("### 3. Warm re-run vs cold run (`run_suite`, embedding checker, "
                   "same store)"), "",
                  ("| suite | run | `run_suite` s | of which scoring s | before the run's "
                   "scoring s | distinct pairs | reused | scored |"),
                  "|---|---|---:|---:|---:|---:|---:|---:|"]
        for side in ("cold", "warm"):
            c = w["counts"][side]
            before = median([run[side]["score_start_s"] for run in w["runs"]])
            lines.append(f"| larkspur (median of {w['reps']}) | {side} | "
                         f"{w['median'][side]['run_suite_seconds']:.2f} | "
                         f"{w['median'][side]['scoring_seconds']:.2f} | {before:.2f} | "
                         f"{c['distinct_pairs']:,} | {c['reused']:,} | {c['scored']:,} |")
        mem = r.get("memory", {})
        cold = mem.get("runs", [None])[0]
        warm = mem.get("warm_rerun_of_smallest")
        if cold and warm:
            for side, run in (("cold", cold), ("warm", warm)):
                lines.append(f"| help center, {run['size']:,} claims (one run) | {side} | "
                             f"{run['run_suite_seconds']:.1f} | {run['scoring_seconds']:.1f} | "
                             f"{run['score_start_s']:.1f} | {run['distinct_pairs']:,} | "
                             f"{run['reused']:,} | {run['scored']:,} |")
        lines.append("")
    if "memory" in r:
        mem = r["memory"]
        fit = mem["linear_fit"]
        lines += ["### 4. Peak memory of `run_suite` (every mutator, embedding checker)", "",
                  ("| claims | items | distinct pairs | peak RSS MB (wait4) | HWM before scoring | "
                  "HWM after scoring | `run_suite` s | scoring s | others' CPU |"),
                  "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for run in mem["runs"]:
            lines.append(f"| {run['size']:,} | {run['items']:,} | {run['distinct_pairs']:,} | "
                         f"**{run['ru_maxrss_mb']:,.0f}** | {run['hwm_before_scoring_mb']:,.0f} | "
                         f"{run['hwm_after_scoring_mb']:,.0f} | {run['run_suite_seconds']:.0f} | "
                         f"{run['scoring_seconds']:.0f} | {run['others_cores_during']:.2f} cores |")
        left_out = mem.get("mutators_left_out") or {}
        lines += ["", f"Linear fit: {fit['mb_per_1000_claims']} MB per 1,000 claims "
                  f"({fit['mb_per_1000_items']} MB per 1,000 items) over {fit['intercept_mb']} MB; "
                  f"largest residual {fit['max_residual_mb']} MB. Limit 2,048 MB: "
                  f"{'under' if mem['under_limit'] else '**over**'}."
                  + (f" Left out (projected too slow): {sorted(left_out)}." if left_out else
                     " No mutator was left out."), ""]
    if "ray" in r:
        lines += render_ray(r["ray"])
    if "mutate" in r:
        lines += render_mutate(r["mutate"])
    return "\n".join(lines)


def write_readme_tables(results: dict[str, Any], path: Path) -> bool:
    """Replace the block between the results markers of the README; False if none."""
    return replace_block(path, START, END, render_tables(results))


def write_long_documents_block(results: dict[str, Any], path: Path) -> bool:
    """Replace the long-document block of the README; False if it has none."""
    return replace_block(path, LONG_START, LONG_END, render_long_documents(results))


def replace_block(path: Path, start: str, end: str, body: str) -> bool:
    """Put ``body`` between the ``start`` and ``end`` markers of ``path``; False if absent."""
    if not path.exists():
        return False
    text = path.read_text(encoding="utf-8")
    if start not in text or end not in text:
        return False
    head, rest = text.split(start, 1)
    _, tail = rest.split(end, 1)
    path.write_text(f"{head}{start}\n{body}\n{end}{tail}", encoding="utf-8")
    return True


def render_ray(ray: dict[str, Any]) -> list[str]:
    """Section 5: the Ray engine against the local engine, overhead, and the scaling estimate."""
    before = ", ".join(f"{x:.2f}" for x in ray["loadavg_before"])
    after = ", ".join(f"{x:.2f}" for x in ray["loadavg_after"])
    lines = ["### 5. Ray engine vs local engine (same pairs, one run)", "",
             (f"Measured on a local Ray {ray['ray_version']} instance, `{ray['ray_init']}` "
              f"(started in {ray['ray_init_seconds']:.1f} s, not timed); one actor, with the "
              f"driver's torch threads. Load average (1, 5, 15 min) before: {before}; after: "
              f"{after}."), "",
             ("| checker | distinct pairs | pairs per batch | reps | Ray pairs/s | local pairs/s "
              "| ratio Ray/local (median of per-rep) | per-rep range | target ≥ 0.85 | "
              "Ray − local per batch, ms | actor start-up s (untimed) | max score difference |"),
             "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|"]
    for name, row in ray["engines"].items():
        ok = "met" if row["ratio_median"] >= 0.85 else "**missed**"
        lines.append(
            f"| {name} | {row['pairs']:,} | {row['batch_size']:,} | {row['reps']} | "
            f"{_fmt(row['pairs_per_second']['ray'], 1)} | "
            f"{_fmt(row['pairs_per_second']['local'], 1)} | **{row['ratio_median']:.3f}** | "
            f"{min(row['ratio_per_rep']):.2f}–{max(row['ratio_per_rep']):.2f} | {ok} | "
            f"{row['ray_minus_local_per_batch_ms']:.1f} | "
            f"{row['actor_startup_median_seconds']:.1f} | {row['max_abs_score_difference']:.1g} |")
    d = ray["dispatch"]
    lines += ["", (f"Per-batch overhead, isolated: a no-op checker mapped by both engines over "
                   f"the same real larkspur batches ({d['reps']} reps, median):"), "",
              "| pairs per batch | batches | Ray − local, ms per batch |", "|---:|---:|---:|"]
    lines += [f"| {r['batch_size']:,} | {r['batches']} | {r['ray_minus_local_per_batch_ms']:.2f} |"
              for r in d["rows"]]
    drv = ray["driver"]
    lines += ["", (f"Fit: **{d['fixed_ms_per_batch']:.2f} ms per batch + "
                   f"{d['us_per_pair']:.2f} µs per pair** (dispatch, and serialising the texts "
                   f"out and the scores back). The driver's ceiling, the no-op checker through "
                   f"`score_items` on Ray ({drv['pairs']:,} pairs: dedupe, dispatch, store "
                   f"commits, tables): **{_fmt(drv['driver_pairs_per_second'], 0)} pairs/s**; "
                   f"the store's commits alone: {_fmt(drv['commit_pairs_per_second'], 0)} "
                   f"pairs/s ({drv['commit_rows_per_transaction']:,} rows a transaction)."), ""]
    s = ray["scaling"]
    lines += ["Scaling estimate for N GPU actors (**extrapolated**; this machine has no GPU):",
              "", f"`{s['formula']}`", "", "| input | value |", "|---|---:|"]
    lines += [f"| {k} | {v if isinstance(v, str) else _fmt(float(v), 2)} |"
              for k, v in s["inputs"].items()]
    g = s["gpu_assumption"]
    lines += ["", (f"g is an assumption: {g['what']} ({g['source']}); {g['caveat']}. "
                   f"That is {s['gpu_over_cpu_actor']:.0f}× the CPU actor measured here. One GPU "
                   f"actor then gives {_fmt(s['per_actor_pairs_per_second'], 1)} pairs/s "
                   f"(Ray's overhead is {100 * s['overhead_share_per_batch']:.2f}% of a batch), "
                   f"and the driver's ceiling is reached near "
                   f"N = {s['actors_to_reach_driver_ceiling']:.0f}."), "",
              "| N actors | pairs/s | bound by | hours for the workload |", "|---:|---:|---|---:|"]
    lines += [f"| {r['actors']} | {_fmt(r['pairs_per_second'], 0)} | {r['bound']} | "
              f"{r['hours_for_workload']:.2f} |" for r in s["rows"]]
    return lines + [""]


def render_mutate(m: dict[str, Any]) -> list[str]:
    """Section 6: ``mutato mutate`` cold and warm, CPU and peak memory at several sizes."""
    kinds = m["kinds_of_claims_at_largest"]
    before = ", ".join(f"{x:.2f}" for x in m["loadavg_before"])
    after = ", ".join(f"{x:.2f}" for x in m["loadavg_after"])
    target = m["targets"]
    lines = ["### 6. `mutato mutate` speed and memory (real claims, up to 10,000)", "",
             (f"Claims: {kinds['claims']:,} real claims (every read part of the real-text "
              "corpus, development and held-out, and the bundled seeds), "
              f"{kinds['passage_sentences']:,} sentences of their passages, and "
              f"{kinds['two_sentence']:,} two-sentence claims (one of those, then another "
              f"sentence of its passages), shuffled. Every size ran in its own process, "
              + ("the sizes side by side" if m.get("side_by_side", True) else
                 "one run after another (each alone on the machine)")
              + ", each cold run followed by a warm one."
              + (f" A run of {m['forks_from_claims']:,}+ claims forks one worker per core, and "
                 "its CPU s counts them." if "forks_from_claims" in m else "")
              + f" Load average before: {before}; after: {after}."), "",
             "| claims | run | wall s | CPU s (own) | mutants | peak RSS MB | peak MB per "
             "1,000 claims | machine busy |", "|---:|---|---:|---:|---:|---:|---:|---:|"]
    rows = sorted(m["runs"] + m["warm_runs"], key=lambda r: (r["size"], r["run"]))
    for r in rows:
        lines.append(f"| {r['size']:,} | {r['run']} | {r['seconds']:.1f} | "
                     f"{r['cpu_seconds']:.1f} | {r['mutants']:,} | {r['peak_rss_mb']:,.0f} | "
                     f"{1000 * r['peak_rss_mb'] / r['size']:,.1f} | "
                     f"{r['machine_busy_cores']:.2f} of 2 cores |")
    if m["unfinished"]:
        lines += ["", "Stopped at the time limit, unfinished: " + ", ".join(m["unfinished"])
                  + "."]
    cold = {r["size"]: r for r in m["runs"]}
    warm = {r["size"]: r for r in m["warm_runs"]}
    lines.append("")
    alone = not m.get("side_by_side", True)  # each run alone: its wall time is its own
    for label, measured, limit in (("Cold", cold, "cold_seconds"),
                                   ("Warm", warm, "warm_seconds")):
        if target["claims"] not in measured:
            continue
        r = measured[target["claims"]]
        held = r["seconds"] if alone else r["cpu_seconds"]
        ok = "met" if held < target[limit] else "**missed**"
        if alone:
            lines.append(f"{label}, {target['claims']:,} claims: **{r['seconds']:.1f} s wall** "
                         f"({r['cpu_seconds']:.1f} CPU s over both cores), alone on the "
                         f"machine; target < {target[limit]} s wall: {ok}.")
        else:
            lines.append(f"{label}, {target['claims']:,} claims: **{r['cpu_seconds']:.1f} CPU "
                         f"s** ({r['seconds']:.1f} s wall on the loaded machine); target "
                         f"< {target[limit]} s: {ok}.")
    n = target["claims"]
    for name, run, limit in (("cpu_fit", "cold", "cold_seconds"),
                             ("warm_cpu_fit", "warm", "warm_seconds")):
        measured = cold if run == "cold" else warm
        if n not in measured and name in m:
            fit = m[name]
            guess = fit["intercept"] + fit["per_1000_claims"] * n / 1000
            ok = "would be met" if guess < target[limit] else "**would be missed**"
            lines.append(f"{run.capitalize()}, {n:,} claims: not measured here (see above); "
                         f"**extrapolated** from the CPU fit below, {guess:,.0f} CPU s against "
                         f"the target of < {target[limit]} s: {ok}.")
    for name, label, unit in (("cpu_fit", "Cold CPU", "s"), ("warm_cpu_fit", "Warm CPU", "s"),
                              ("memory_fit", "Peak RSS", "MB")):
        if name in m:
            fit = m[name]
            extra = (f"; largest residual {fit['max_residual']} {unit}"
                     if "max_residual" in fit else "")
            lines.append(f"{label}: {fit['per_1000_claims']} {unit} per 1,000 claims over "
                         f"{fit['intercept']} {unit} (least squares over the sizes{extra}).")
    lines.append(f"Warm runs wrote {'the same' if m['warm_same_mutants'] else '**different**'} "
                 "mutants files as their cold runs.")
    lines.append("")
    if "profile" in m:
        p = m["profile"]
        for run in ("cold", "warm"):
            lines += [f"cProfile of a {run} run of {p['size']:,} claims "
                      f"({p[run]['seconds_under_cprofile']:.1f} s under the profiler), top "
                      "lines by cumulative time:", "", "```",
                      p[run]["top_cumulative"].rstrip(), "```", ""]
    return lines


def render_long_documents(results: dict[str, Any]) -> str:
    """The long-document block of the README, rendered from long_documents.json."""
    lines = [f"Measured {results['created']} on {results['cores']} cores, mutato commit "
             f"`{results['git_commit'][:7]}`; suite: {results['suite']}.", "",
             "| part | checker | items | pairs/item, all → selected | fewer pairs | "
             "seconds, all → selected | verdicts unchanged (4 thresholds) |",
             "|---|---|---|---|---|---|---|"]
    for row in results["parts"].values():
        per = row["pairs_per_item"]
        agree = row["agreement"]
        lines.append(
            f"| {row['part']} | {row['checker']} | {row['items']} | {per['exhaustive']:.1f} → "
            f"{per['selected']:.1f} | {row['pairs_exhaustive'] / row['pairs_selected']:.1f}× | "
            f"{row['seconds']['exhaustive']:.1f} → {row['seconds']['selected']:.1f} | "
            f"{agree['unchanged']}/{agree['verdicts']} ({100 * agree['share_unchanged']:.2f}%) |")
    heldout = [row for row in results["parts"].values() if row["part"] == "heldout"]
    names = sorted({g for row in heldout for g in row["agreement"]["by_group"]})
    lines += ["", "Verdicts unchanged per group, held-out part:", "",
              "| checker | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    for row in heldout:
        groups = row["agreement"]["by_group"]
        lines.append(f"| {row['checker']} | " + " | ".join(
            f"{groups[g]['same']}/{groups[g]['n']}" if g in groups else "–" for g in names)
            + " |")
    changed = [(row["part"], row["checker"], c) for row in results["parts"].values()
               for c in row["agreement"]["changed"]]
    lines += ["", f"Every changed verdict ({len(changed)}):", ""]
    if changed:
        lines += ["| part | checker | item | threshold | best support: all → selected |",
                  "|---|---|---|---|---|"]
        lines += [f"| {p} | {k} | `{c['item']}` | {c['threshold']} | {c['exhaustive']} → "
                  f"{c['selected']} |" for p, k, c in changed]
    else:
        lines.append("none.")
    growth = results["growth"]
    lines += ["", f"Cost per claim as one document grows ({growth['claims']} claims, "
              "![plot](long_documents.png)):", "",
              "| sentences | pairs/claim all | pairs/claim selected | lexical ms/claim all → "
              "selected | embedding ms/claim all → selected |", "|---|---|---|---|---|"]
    for length in sorted({r["sentences"] for r in growth["rows"]}):
        pick = {(r["checker"], r["policy"]): r for r in growth["rows"]
                if r["sentences"] == length}
        lines.append(
            f"| {length} | {pick[('lexical', 'exhaustive')]['pairs_per_claim']:.1f} | "
            f"{pick[('lexical', 'selected')]['pairs_per_claim']:.1f} | "
            f"{pick[('lexical', 'exhaustive')]['ms_per_claim']:.2f} → "
            f"{pick[('lexical', 'selected')]['ms_per_claim']:.2f} | "
            f"{pick[('embedding', 'exhaustive')]['ms_per_claim']:.2f} → "
            f"{pick[('embedding', 'selected')]['ms_per_claim']:.2f} |")
    return "\n".join(lines)
