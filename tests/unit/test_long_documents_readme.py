"""The long-document figures in benchmarks/README.md are the rendering of long_documents.json,
and they meet the window-selection targets they are quoted for."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load():
    spec = importlib.util.spec_from_file_location("long_documents",
                                                  BENCHMARKS / "long_documents.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module, json.loads((BENCHMARKS / "long_documents.json").read_text("utf-8"))


def test_the_readme_block_is_rendered_from_the_results() -> None:
    module, results = load()
    readme = (BENCHMARKS / "README.md").read_text(encoding="utf-8")
    block = readme.split(module.START, 1)[1].split(module.END, 1)[0]
    assert block.strip() == module.render(results).strip()


def test_the_results_meet_the_selection_targets() -> None:
    _, results = load()
    for row in results["parts"].values():
        if row["part"] == "heldout":
            assert row["agreement"]["share_unchanged"] >= 0.99, row["checker"]
            agreement = row["agreement"]
            assert len(agreement["changed"]) == agreement["verdicts"] - agreement["unchanged"]
    lexical = {(r["sentences"], r["policy"]): r["pairs_per_claim"]
               for r in results["growth"]["rows"] if r["checker"] == "lexical"}
    for length in (50, 100, 200):
        assert lexical[(length, "exhaustive")] >= 5 * lexical[(length, "selected")], length
    selected = [lexical[(n, "selected")] for n in (10, 25, 50, 100, 200)]
    assert max(selected) <= 1.5 * min(selected)  # flat as the document grows 20-fold
