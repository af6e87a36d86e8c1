"""Section 1: ``score_items`` against the model's own call on the same distinct pairs.

(a) the embedding checker against ``SentenceTransformer.encode`` + cosines, (b) a randomly
initialised BERT-base-shaped cross-encoder through ``NLIChecker`` against
``CrossEncoder.predict``. The two sides alternate inside one process.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import numpy as np

from .data import distinct_pairs, expanded_larkspur_items, pair_scores_from_result
from .harness import Side, alternate, empty_store, log


def bench_embedding(tmp: Path, *, min_pairs: int, reps: int) -> dict[str, Any]:
    from sentence_transformers import SentenceTransformer

    from mutato.checkers.base import fingerprint_key
    from mutato.checkers.embedding import EmbeddingChecker
    from mutato.checkers.models import bundled_minilm_path
    from mutato.scoring.scorer import score_items

    items, variants = expanded_larkspur_items(min_pairs)
    pairs = distinct_pairs(items)
    texts = list(dict.fromkeys(t for pair in pairs for t in pair))
    log(f"embedding: {len(items)} items over {variants} larkspur variant(s), {len(pairs)} "
        f"distinct pairs, {len(texts)} distinct texts")

    probe = EmbeddingChecker()
    started = time.perf_counter()
    fingerprint_key(probe)  # hashes the weights file once per process (lru_cache)
    first_fingerprint = time.perf_counter() - started
    batch_size = probe.encode_batch_size
    models: list[Any] = []

    def load_direct() -> None:  # a fresh model instance per run, as the checker side gets
        models.append(SentenceTransformer(str(bundled_minilm_path()), device="cpu"))

    def direct() -> dict[tuple[str, str], float]:
        model = models.pop()
        distinct = list(dict.fromkeys(t for pair in pairs for t in pair))
        index = {t: i for i, t in enumerate(distinct)}
        vectors = model.encode(distinct, batch_size=batch_size, normalize_embeddings=True,
                               convert_to_numpy=True, show_progress_bar=False)
        p = np.fromiter((index[a] for a, _ in pairs), dtype=np.int64, count=len(pairs))
        c = np.fromiter((index[b] for _, b in pairs), dtype=np.int64, count=len(pairs))
        cosines = np.clip(np.einsum("ij,ij->i", vectors[p], vectors[c]), 0.0, 1.0)
        return dict(zip(pairs, cosines.tolist()))

    checkers: list[Any] = []

    def prepare() -> None:  # a fresh checker (empty text cache) with its model already loaded
        checker = EmbeddingChecker()
        checker.load()
        checkers.append(checker)

    def via_mutato() -> dict[tuple[str, str], float]:
        checker = checkers.pop()
        with empty_store(tmp, "embedding") as store:
            result = score_items(items, checker, store, progress=False)
        assert result.stats.scored == len(pairs), result.stats
        return pair_scores_from_result(items, result)

    # warm-up both paths on a small slice (torch first-call costs, lazy imports)
    prepare()
    with empty_store(tmp, "warmup") as store:
        score_items(items[:20], checkers.pop(), store, progress=False)
    load_direct()
    models[0].encode(texts[:64], batch_size=batch_size, normalize_embeddings=True)
    models.clear()

    out = alternate((Side("mutato", via_mutato, setup=prepare),
                     Side("direct", direct, setup=load_direct)), reps, len(pairs))
    out.update(items=len(items), larkspur_variants=variants, distinct_texts=len(texts),
               checker_batch_size=probe.batch_size, encode_batch_size=batch_size,
               store="temp SQLite file (WAL), fresh per repetition",
               first_fingerprint_seconds=round(first_fingerprint, 3))
    return out


def build_cross_encoder(folder: Path, *, layers: int = 12, hidden: int = 768, heads: int = 12,
                        intermediate: int = 3072) -> dict[str, Any]:
    """A randomly initialised BERT-base-shaped 3-label NLI model and the bundled tokenizer."""
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    from mutato.checkers.models import bundled_minilm_path

    tokenizer = AutoTokenizer.from_pretrained(str(bundled_minilm_path()))
    labels = {0: "contradiction", 1: "entailment", 2: "neutral"}
    config = BertConfig(vocab_size=len(tokenizer), hidden_size=hidden, num_hidden_layers=layers,
                        num_attention_heads=heads, intermediate_size=intermediate,
                        max_position_embeddings=512, num_labels=3, id2label=labels,
                        label2id={v: k for k, v in labels.items()})
    torch.manual_seed(0)
    model = BertForSequenceClassification(config).eval()
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    params = sum(p.numel() for p in model.parameters())
    return {"layers": layers, "hidden": hidden, "heads": heads, "intermediate": intermediate,
            "labels": labels, "parameters": int(params), "vocab": len(tokenizer)}


def bench_nli(tmp: Path, *, min_pairs: int, reps: int) -> dict[str, Any]:
    import torch
    from sentence_transformers import CrossEncoder

    from mutato.checkers.base import fingerprint_key
    from mutato.checkers.label_map import softmax
    from mutato.checkers.nli import NLIChecker
    from mutato.scoring.scorer import score_items

    folder = tmp / "bert-base-nli"
    shape = build_cross_encoder(folder)
    items, variants = expanded_larkspur_items(min_pairs)
    pairs = distinct_pairs(items)
    log(f"nli: BERT-base shape ({shape['parameters'] / 1e6:.0f}M parameters), {len(items)} "
        f"items over {variants} variant(s), {len(pairs)} distinct pairs")

    checker = NLIChecker(model=str(folder))
    checker.load()
    started = time.perf_counter()
    fingerprint_key(checker)  # sha256 of the 400+ MB weights file, once per process
    first_fingerprint = time.perf_counter() - started
    model = CrossEncoder(str(folder), device="cpu")
    support = checker._support
    predict_batch = checker.predict_batch_size

    def direct() -> dict[tuple[str, str], float]:
        logits = model.predict(pairs, batch_size=predict_batch, show_progress_bar=False)
        probs = softmax(np.asarray(logits, dtype=np.float64))
        return dict(zip(pairs, probs[:, support].tolist()))

    def via_mutato() -> dict[tuple[str, str], float]:
        with empty_store(tmp, "nli") as store:
            result = score_items(items, checker, store, progress=False)
        assert result.stats.scored == len(pairs), result.stats
        return pair_scores_from_result(items, result)

    with empty_store(tmp, "warmup") as store:
        score_items(items[:4], checker, store, progress=False)
    model.predict(pairs[:32], batch_size=predict_batch, show_progress_bar=False)

    out = alternate((Side("mutato", via_mutato), Side("direct", direct)), reps, len(pairs))
    out.update(items=len(items), larkspur_variants=variants, model=shape,
               checker_batch_size=checker.batch_size, predict_batch_size=predict_batch,
               truncated_pairs=checker.truncated, torch_threads=torch.get_num_threads(),
               store="temp SQLite file (WAL), fresh per repetition",
               first_fingerprint_seconds=round(first_fingerprint, 3))
    return out


def profile_mutato(tmp: Path, kind: str, *, min_pairs: int) -> dict[str, Any]:
    """cProfile of one score_items run: where the time goes outside the model."""
    import cProfile
    import io
    import pstats

    from mutato.scoring.scorer import score_items

    items, _ = expanded_larkspur_items(min_pairs)
    if kind == "embedding":
        from mutato.checkers.embedding import EmbeddingChecker
        checker = EmbeddingChecker()
    else:
        from mutato.checkers.nli import NLIChecker
        checker = NLIChecker(model=str(tmp / "bert-base-nli"))
    checker.load()
    profiler = cProfile.Profile()
    with empty_store(tmp, "profile") as store:
        profiler.enable()
        score_items(items, checker, store, progress=False)
        profiler.disable()
    stream = io.StringIO()
    stats = pstats.Stats(profiler, stream=stream).sort_stats("cumulative")
    stats.print_stats(30)
    return {"kind": kind, "top_cumulative": stream.getvalue()}
