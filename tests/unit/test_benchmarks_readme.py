"""The benchmark README's figures are the rendering of the committed results files, not
hand-typed: the results block (results.json, with the Ray and mutate-speed sections) and the
long-document block (long_documents.json), both by mutato_bench.render."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_script():
    spec = importlib.util.spec_from_file_location("run_benchmarks",
                                                  BENCHMARKS / "run_benchmarks.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def results() -> dict:
    return json.loads((BENCHMARKS / "results.json").read_text(encoding="utf-8"))


def block(start: str, end: str) -> str:
    readme = (BENCHMARKS / "README.md").read_text(encoding="utf-8")
    assert readme.count(start) == 1 and readme.count(end) == 1, (start, end)
    return readme.split(start, 1)[1].split(end, 1)[0]


def test_readme_figures_are_rendered_from_results_json():
    script = load_script()
    assert block(script.START, script.END).strip() == script.render_tables(results()).strip()


def test_the_long_document_block_is_rendered_from_its_json():
    load_script()
    from mutato_bench import render

    long = json.loads((BENCHMARKS / "long_documents.json").read_text(encoding="utf-8"))
    shown = block(render.LONG_START, render.LONG_END)
    assert shown.strip() == render.render_long_documents(long).strip()


def test_the_ray_and_mutate_figures_are_in_the_rendered_block():
    script = load_script()
    r = results()
    shown = block(script.START, script.END)
    ray, mutate = r["ray"], r["mutate"]
    for row in ray["engines"].values():  # each side's pairs/s and the ratio, as measured
        assert f"**{row['ratio_median']:.3f}**" in shown
        assert len(row["ratio_per_rep"]) == row["reps"] >= 3
        assert row["max_abs_score_difference"] == 0.0  # same scores from both engines
    assert f"{ray['dispatch']['fixed_ms_per_batch']:.2f} ms per batch" in shown
    for row in mutate["runs"] + mutate["warm_runs"]:  # every run's own CPU seconds
        assert f"| {row['size']:,} | {row['run']} | {row['seconds']:.1f} | " \
            f"{row['cpu_seconds']:.1f} |" in shown


def test_the_scaling_estimate_follows_from_its_inputs():
    load_script()
    from mutato_bench.ray_bench import scaling_estimate

    ray = results()["ray"]
    nli, d = ray["engines"]["nli_bert_base"], ray["dispatch"]
    again = scaling_estimate(
        cpu_actor_pairs_per_second=nli["pairs_per_second"]["ray"],
        batch_size=nli["batch_size"], fixed_ms_per_batch=d["fixed_ms_per_batch"],
        us_per_pair=d["us_per_pair"],
        driver_pairs_per_second=ray["driver"]["driver_pairs_per_second"],
        commit_pairs_per_second=ray["driver"]["commit_pairs_per_second"])
    assert again == ray["scaling"]
    rows = again["rows"]
    assert all(r["pairs_per_second"] <= ray["driver"]["driver_pairs_per_second"] for r in rows)
    assert [r["pairs_per_second"] for r in rows] == sorted(r["pairs_per_second"] for r in rows)


def test_results_hold_the_figures_the_issues_ask_for():
    r = results()
    for key in ("throughput_embedding", "throughput_nli"):
        ratios = r[key]["ratio_per_rep"]
        assert len(ratios) >= 3 and all(x > 0 for x in ratios)
    assert r["sweep"]["thresholds"] == 50 and r["sweep"]["mutants"] >= 10_000
    assert r["sweep"]["sweep_median_seconds"] < 1.0
    warm = r["warm_rerun"]["median"]
    assert warm["warm"]["run_suite_seconds"] < warm["cold"]["run_suite_seconds"]
    runs = r["memory"]["runs"]
    assert max(row["claims"] for row in runs) >= 10_000
    assert r["memory"]["under_limit"] == all(row["ru_maxrss_mb"] < 2048 for row in runs)
    mutate = r["mutate"]
    assert len(mutate["runs"]) >= 3  # several sizes, for the linear fits
    measured = {row["size"] for row in mutate["runs"]}
    assert 10_000 in measured or "cpu_fit" in mutate  # measured, or extrapolated from a fit
    assert all(row["claims"] == row["size"] for row in mutate["runs"] + mutate["warm_runs"])
    assert mutate["warm_same_mutants"]
