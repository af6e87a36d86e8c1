"""results.json rendered as the README's figures, so the two never disagree."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import SECTIONS
from .harness import median

START, END = "<!-- results:start -->", "<!-- results:end -->"


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
    return "\n".join(lines)


def write_readme_tables(results: dict[str, Any], path: Path) -> bool:
    """Replace the block between the results markers of the README; False if none."""
    if not path.exists():
        return False
    text = path.read_text(encoding="utf-8")
    if START not in text or END not in text:
        return False
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    path.write_text(f"{head}{START}\n{render_tables(results)}\n{END}{tail}", encoding="utf-8")
    return True
