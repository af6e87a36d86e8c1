"""Long documents: exhaustive window scoring against window selection, side by side in one run.

Run from the repository root::

    python benchmarks/long_documents.py            # writes long_documents.json, the plot,
                                                   # and the block in benchmarks/README.md
    python benchmarks/long_documents.py --render   # re-render the README block only

The suite is ``benchmarks/data/long_documents.jsonl``: real meeting, sales-call and news
documents (SummEdits: repository Apache-2.0, data CC BY 4.0) of 20–116 sentences, with summary sentences their
annotators judged consistent, plus every built-in mutant of them. Documents were split into a
``tune`` part and a ``heldout`` part by hash before any figure was read.

For each checker (lexical, the bundled embedding model, and a locally built cross-encoder)
and each part, the same items are scored twice, each side with a fresh store and a fresh
checker: every window (``--windows all``), then the default policy (``auto``: top-k by BM25
plus the windows sharing a number or rare term, on context sets above 40 windows). Reported:
pairs per claim, wall time, and the share of verdicts (caught or not, per item and report
threshold) that selection left unchanged, per fault type, with every changed verdict listed.

A second measurement grows one document from 10 to 200 sentences (real meeting-transcript
sentences in order) and records pairs and seconds per claim for both policies: exhaustive cost grows with
the document, selected cost should stay flat.

The cross-encoder has random weights (no hub here): it is the pipeline's cost and a worst
case for a lexical pre-ranking, not a model anyone ships; a trained NLI model's best window
is the one that states the claim, which the ranking keeps.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:  # mutato_bench sits beside this file
    sys.path.insert(0, str(HERE))
from mutato_bench.render import LONG_END as END  # noqa: E402
from mutato_bench.render import LONG_START as START  # noqa: E402
from mutato_bench.render import render_long_documents as render  # noqa: E402

DATA = HERE / "data" / "long_documents.jsonl"
RESULTS = HERE / "long_documents.json"
PLOT = HERE / "long_documents.png"
THRESHOLDS = (0.5, 0.7, 0.9, 0.98)
LENGTHS = (10, 25, 50, 100, 200)


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def build_cross_encoder(folder: Path) -> Path:
    """A small randomly initialised 3-label BERT cross-encoder with the bundled tokenizer."""
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    from mutato.checkers.models import bundled_minilm_path

    tokenizer = AutoTokenizer.from_pretrained(str(bundled_minilm_path()))
    labels = {0: "contradiction", 1: "entailment", 2: "neutral"}
    config = BertConfig(vocab_size=len(tokenizer), hidden_size=128, num_hidden_layers=2,
                        num_attention_heads=2, intermediate_size=256,
                        max_position_embeddings=512, num_labels=3, id2label=labels,
                        label2id={v: k for k, v in labels.items()})
    with torch.random.fork_rng():
        torch.manual_seed(0)
        model = BertForSequenceClassification(config).eval()
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def checker_factories(tmp: Path) -> dict[str, Callable[[], Any]]:
    from mutato.checkers import build_checker

    cross_encoder = build_cross_encoder(tmp / "cross-encoder")
    return {
        "lexical": lambda: build_checker("lexical", {}),
        "embedding": lambda: build_checker("embedding", {}),
        "cross-encoder": lambda: build_checker("nli", {"model": str(cross_encoder)}),
    }


def load_parts() -> dict[str, Any]:
    """The suite's two parts, each as (suite, items with every built-in mutant)."""
    from mutato.mutation.mutants import generate_mutants
    from mutato.scoring.items import items_for
    from mutato.suite.loading import load_suite
    from mutato.suite.model import Suite

    suite = load_suite(DATA)
    parts = {}
    for part in ("tune", "heldout"):
        claims = tuple(c for c in suite.claims if c.extra.get("part") == part)
        sub = Suite(f"long-{part}", claims, source=suite.source)
        mutants = generate_mutants(sub, seed=0)
        parts[part] = items_for(sub, mutants)
    return parts


def timed_score(items: Sequence[Any], factory: Callable[[], Any], selection: Any
                ) -> tuple[Any, float]:
    from mutato.scoring.scorer import score_items
    from mutato.scoring.store import ScoreStore

    checker = factory()
    checker.score_pairs(["Warm-up premise."], ["Warm-up claim."])  # load the model first
    started = time.perf_counter()
    result = score_items(items, checker, ScoreStore(":memory:"), progress=False,
                         selection=selection)
    return result, time.perf_counter() - started


def group_of(row: Any) -> str:
    if row["role"] == "original":
        return "originals"
    if row["role"] == "control":
        return "controls"
    return str(row["fault_type"])


def agreement(every: Any, chosen: Any) -> dict[str, Any]:
    """Verdicts unchanged by selection, per threshold and group, and every changed one."""
    a = every.claims.set_index("item_id")
    b = chosen.claims.set_index("item_id").loc[a.index]
    by_group: dict[str, dict[str, int]] = {}
    changed = []
    for threshold in THRESHOLDS:
        for item_id, row in a.iterrows():
            left, right = row["best_score"], b.at[item_id, "best_score"]
            verdict_a = "error" if math.isnan(left) else left < threshold
            verdict_b = "error" if math.isnan(right) else right < threshold
            counts = by_group.setdefault(group_of(row), {"same": 0, "n": 0})
            counts["n"] += 1
            counts["same"] += int(verdict_a == verdict_b)
            if verdict_a != verdict_b:
                changed.append({"item": item_id, "threshold": threshold,
                                "group": group_of(row), "exhaustive": round(float(left), 4),
                                "selected": round(float(right), 4),
                                "best_window_exhaustive": row["best_window"],
                                "best_window_selected": b.at[item_id, "best_window"]})
    same = sum(c["same"] for c in by_group.values())
    total = sum(c["n"] for c in by_group.values())
    return {"verdicts": total, "unchanged": same, "share_unchanged": same / total,
            "by_group": dict(sorted(by_group.items())), "changed": changed}


def bench_parts(factories: dict[str, Callable[[], Any]], parts: dict[str, Any]
                ) -> dict[str, Any]:
    from mutato.scoring.selection import EXHAUSTIVE, WindowSelection

    out: dict[str, Any] = {}
    for part, items in parts.items():
        n_claims = len({i.claim_id for i in items})
        for name, factory in factories.items():
            every, every_s = timed_score(items, factory, EXHAUSTIVE)
            chosen, chosen_s = timed_score(items, factory, WindowSelection())
            agree = agreement(every, chosen)
            out[f"{part}/{name}"] = {
                "part": part, "checker": name, "items": len(items), "claims": n_claims,
                "pairs_exhaustive": every.stats.pairs, "pairs_selected": chosen.stats.pairs,
                "pairs_per_item": {"exhaustive": every.stats.pairs / len(items),
                                   "selected": chosen.stats.pairs / len(items)},
                "seconds": {"exhaustive": round(every_s, 2), "selected": round(chosen_s, 2)},
                "agreement": agree,
            }
            log(f"{part}/{name}: pairs {every.stats.pairs} → {chosen.stats.pairs}, "
                f"{every_s:.1f}s → {chosen_s:.1f}s, unchanged "
                f"{agree['unchanged']}/{agree['verdicts']}")
    return out


def bench_growth(factories: dict[str, Callable[[], Any]]) -> dict[str, Any]:
    """Pairs and seconds per claim as one document grows from 10 to 200 sentences."""
    from mutato.mutation.text import split_sentences
    from mutato.scoring.items import items_for
    from mutato.scoring.selection import EXHAUSTIVE, WindowSelection
    from mutato.suite.loading import load_suite
    from mutato.suite.model import Claim, Suite

    suite = load_suite(DATA)
    meetings = [c for c in suite.claims if c.extra.get("domain") == "qmsumm"]
    sentences: list[str] = []
    for doc in dict.fromkeys(next(iter(c.passages.values())) for c in meetings):
        sentences.extend(split_sentences(doc))
    claim_texts = [c.text for c in meetings[:30]]
    rows = []
    for length in LENGTHS:
        doc = " ".join(sentences[:length])
        claims = tuple(Claim(f"g{i}", text, {"doc": doc}) for i, text in enumerate(claim_texts))
        items = items_for(Suite(f"grow-{length}", claims), [])
        for name in ("lexical", "embedding"):
            for policy, selection in (("exhaustive", EXHAUSTIVE), ("selected", WindowSelection())):
                result, seconds = timed_score(items, factories[name], selection)
                rows.append({"sentences": length, "checker": name, "policy": policy,
                             "pairs_per_claim": result.stats.pairs / len(items),
                             "ms_per_claim": round(1000 * seconds / len(items), 3)})
        log(f"growth: {length} sentences done")
    return {"claims": len(claim_texts), "rows": rows}


def plot_growth(growth: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4), constrained_layout=True)
    for ax, field, label in ((axes[0], "pairs_per_claim", "pairs per claim"),
                             (axes[1], "ms_per_claim", "ms per claim")):
        for name, colour in (("lexical", "#1f77b4"), ("embedding", "#d62728")):
            for policy, style in (("exhaustive", "--"), ("selected", "-")):
                points = [r for r in growth["rows"]
                          if r["checker"] == name and r["policy"] == policy]
                if field == "pairs_per_claim" and name == "embedding":
                    continue  # the same pairs as lexical: one line per policy is enough
                ax.plot([p["sentences"] for p in points], [p[field] for p in points], style,
                        color=colour, marker="o",
                        label=f"{policy}" if field == "pairs_per_claim" else f"{name}, {policy}")
        ax.set_xlabel("sentences in the document")
        ax.set_ylabel(label)
        ax.set_xscale("log")
        ax.set_xticks(LENGTHS, [str(n) for n in LENGTHS])
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3)
    axes[0].set_title("Pairs scored per claim")
    axes[1].set_title("Scoring time per claim")
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_readme(results: dict[str, Any], path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    block = f"{START}\n{render(results)}\n{END}"
    if START in text and END in text:
        head, rest = text.split(START, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n## Long documents: window selection\n\n" + block + "\n"
    path.write_text(text, encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--render", action="store_true", help="only re-render the README block")
    args = parser.parse_args(argv)
    if args.render:
        write_readme(json.loads(RESULTS.read_text(encoding="utf-8")), HERE / "README.md")
        return 0
    import subprocess

    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                            cwd=HERE).stdout.strip() or "unknown"
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="mutato-long-") as tmp:
        factories = checker_factories(Path(tmp))
        parts = load_parts()
        results = {"created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                   "cores": os.cpu_count(), "git_commit": commit,
                   "suite": f"{DATA.relative_to(HERE.parent)} (SummEdits: Apache-2.0 repository, CC BY 4.0 data)",
                   "thresholds": list(THRESHOLDS),
                   "parts": bench_parts(factories, parts), "growth": bench_growth(factories)}
    results["seconds"] = round(time.perf_counter() - started, 1)
    RESULTS.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n",
                       encoding="utf-8")
    plot_growth(results["growth"], PLOT)
    write_readme(results, HERE / "README.md")
    log(f"wrote {RESULTS.name}, {PLOT.name} and the README block in {results['seconds']}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
