"""The benchmark README's figures are the rendering of benchmarks/results.json, not hand-typed."""

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


def test_readme_figures_are_rendered_from_results_json():
    script = load_script()
    results = json.loads((BENCHMARKS / "results.json").read_text(encoding="utf-8"))
    readme = (BENCHMARKS / "README.md").read_text(encoding="utf-8")
    block = readme.split(script.START, 1)[1].split(script.END, 1)[0]
    assert block.strip() == script.render_tables(results).strip()


def test_results_hold_the_four_figures_the_issue_asks_for():
    results = json.loads((BENCHMARKS / "results.json").read_text(encoding="utf-8"))
    for key in ("throughput_embedding", "throughput_nli"):
        ratios = results[key]["ratio_per_rep"]
        assert len(ratios) >= 3 and all(r > 0 for r in ratios)
    assert results["sweep"]["thresholds"] == 50 and results["sweep"]["mutants"] >= 10_000
    assert results["sweep"]["sweep_median_seconds"] < 1.0
    warm = results["warm_rerun"]["median"]
    assert warm["warm"]["run_suite_seconds"] < warm["cold"]["run_suite_seconds"]
    runs = results["memory"]["runs"]
    assert max(row["claims"] for row in runs) >= 10_000
    assert results["memory"]["under_limit"] == all(row["ru_maxrss_mb"] < 2048 for row in runs)
