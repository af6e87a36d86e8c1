"""Section 6: ``mutato mutate`` on 10,000 claims: cold, warm (cached parses), and memory.

The claims are real text (:func:`speed_records`): every claim of the development corpus
(``tests/heldout/corpus/dev/*.jsonl``: support answers, encyclopedic claims, news and
dialogue summaries) and of the bundled seeds (larkspur, faq), each with its own passages;
then every sentence of those passages as a claim restating it, with the same passages; then,
to reach the size, two-sentence claims: a real claim followed by one sentence of its own
passages (each pair once, in a seeded order). Nothing is invented, every claim text is
distinct, and the two-sentence claims (most of them at 10,000) are about twice as long to
parse and mutate, so the timings err on the slow side. The claims are shuffled (seeded), so
a smaller size is a prefix with the same mix.

Each run is ``python -m mutato.cli mutate suite.jsonl --out folder/mutants.jsonl`` in a
fresh process reaped by a small launcher (``os.wait4``: the child's own peak RSS):

- **cold**: a new output folder (no parse cache), at each size;
- **warm**: the largest size again into the same folder, so every parse is read from
  ``parses.sqlite`` (same mutants, checked by comparing the two files).
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from . import REPO
from .harness import _LAUNCHER, CpuMeter, log

DEV = REPO / "tests" / "heldout" / "corpus" / "dev"
SEEDS = ("larkspur", "faq")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(])|\n+")


def _sentences(text: str) -> list[str]:
    """Whole sentences of a passage (25-250 characters, a capital first and a stop last)."""
    out = []
    for piece in _SENTENCE_END.split(text):
        piece = piece.strip()
        if 25 <= len(piece) <= 250 and piece[0].isupper() and piece[-1] in ".!?" \
                and not piece.startswith(("Q:", "A:")):
            out.append(piece)
    return out


def base_records() -> list[dict[str, Any]]:
    """The real claims with their passages: the dev corpus, then the bundled seeds."""
    from mutato.suite.loading import load_suite

    rows = []
    for path in sorted(DEV.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                rows.append({"claim": record["claim"], "passages": record["passages"]})
    for name in SEEDS:
        suite = load_suite(name)
        rows += [{"claim": c.text, "passages": dict(c.passages)} for c in suite.originals]
    return rows


def speed_records(n: int, *, seed: int = 0) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """``n`` distinct real claims with their passages (see the module doc), and how many of
    each kind: ``claims``, ``passage_sentences``, ``two_sentence``."""
    rows = base_records()
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    kinds = {"claims": 0, "passage_sentences": 0, "two_sentence": 0}

    def add(text: str, passages: dict[str, str], kind: str) -> None:
        if len(out) < n and text not in seen:
            seen.add(text)
            out.append({"id": f"c{len(out)}", "claim": text, "passages": passages})
            kinds[kind] += 1

    for row in rows:
        add(row["claim"], row["passages"], "claims")
    for row in rows:
        for passage in row["passages"].values():
            for sentence in _sentences(passage):
                add(sentence, row["passages"], "passage_sentences")
    singles = list(out)
    pairs = [(first, second) for first in singles for p in first["passages"].values()
             for second in _sentences(p) if second != first["claim"]]
    order = np.random.default_rng(seed).permutation(len(pairs))
    for at in order:
        if len(out) >= n:
            break
        first, second = pairs[at]
        add(f"{first['claim']} {second}", first["passages"], "two_sentence")
    if len(out) < n:
        raise ValueError(f"only {len(out)} distinct real claims can be built; asked for {n}")
    shuffled = [out[i] for i in np.random.default_rng(seed + 1).permutation(len(out))]
    return shuffled, kinds  # shuffled: every prefix (a smaller size) has the same mix


def write_suite(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                    encoding="utf-8")
    return path


def mutate_once(suite: Path, out: Path, *, profile: Path | None = None) -> dict[str, Any]:
    """One ``mutato mutate`` in a fresh process: wall seconds, peak RSS, others' load."""
    report = out.parent / f"launcher-{time.perf_counter_ns()}.json"
    command = [sys.executable]
    if profile is not None:
        command += ["-m", "cProfile", "-o", str(profile)]
    command += ["-m", "mutato.cli", "mutate", str(suite), "--out", str(out)]
    with CpuMeter() as meter:
        done = subprocess.run([sys.executable, "-c", _LAUNCHER, str(report), *command],
                              cwd=REPO, capture_output=True, text=True, check=False)
    launched = json.loads(report.read_text()) if report.exists() else {"exit": done.returncode}
    if done.returncode != 0 or launched.get("exit") != 0:
        raise RuntimeError(f"mutate failed ({launched}):\n{done.stderr[-3000:]}")
    summary = done.stdout.strip().splitlines()[0] if done.stdout.strip() else ""
    found = re.match(r"(\d+) mutants of (\d+) claims", summary)
    return {"seconds": round(launched["seconds"], 2),
            "peak_rss_mb": round(launched["ru_maxrss_kb"] / 1024, 1),
            "mutants": int(found.group(1)) if found else None,
            "claims": int(found.group(2)) if found else None,
            "others_cores_during": round(meter.others_cores, 3)}


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def profile_top(path: Path, lines: int = 25) -> str:
    import io
    import pstats

    stream = io.StringIO()
    pstats.Stats(str(path), stream=stream).sort_stats("cumulative").print_stats(lines)
    text = stream.getvalue()
    return text[text.find("   ncalls"):] if "   ncalls" in text else text


def bench_mutate(tmp: Path, *, sizes: tuple[int, ...], profile_size: int | None = None
                 ) -> dict[str, Any]:
    """Cold runs at every size, a warm re-run of the largest, a linear memory fit."""
    import os

    load_before = list(os.getloadavg())
    largest = max(sizes)
    records, kinds = speed_records(largest)
    runs = []
    folders: dict[int, Path] = {}
    for size in sorted(sizes):
        folder = Path(tempfile.mkdtemp(prefix=f"mutate-{size}-", dir=tmp))
        suite = write_suite(folder / "suite.jsonl", records[:size])
        out = folder / "out" / "mutants.jsonl"
        row = {"size": size, "run": "cold", **mutate_once(suite, out)}
        row["mutants_sha256"] = _digest(out)
        runs.append(row)
        folders[size] = folder
        log(f"mutate cold {size:,} claims: {row['seconds']}s, {row['mutants']} mutants, peak "
            f"{row['peak_rss_mb']} MB (others {row['others_cores_during']} cores)")
    folder = folders[largest]
    out = folder / "out" / "mutants.jsonl"
    warm = {"size": largest, "run": "warm", **mutate_once(folder / "suite.jsonl", out)}
    warm["mutants_sha256"] = _digest(out)
    log(f"mutate warm {largest:,} claims: {warm['seconds']}s")
    cold = next(r for r in runs if r["size"] == largest)
    xs = np.array([r["size"] for r in runs], dtype=float)
    ys = np.array([r["peak_rss_mb"] for r in runs])
    slope, intercept = np.polyfit(xs, ys, 1) if len(runs) > 1 else (0.0, float(ys[0]))
    residuals = ys - (slope * xs + intercept)
    result: dict[str, Any] = {
        "sizes": sorted(sizes), "kinds_of_claims_at_largest": kinds, "runs": runs,
        "warm": warm, "warm_same_mutants": warm["mutants_sha256"] == cold["mutants_sha256"],
        "cold_seconds": cold["seconds"], "warm_seconds": warm["seconds"],
        "warm_over_cold": round(warm["seconds"] / cold["seconds"], 4),
        "targets": {"cold_seconds": 120, "warm_seconds": 10},
        "memory_fit": {"mb_per_1000_claims": round(1000 * slope, 1),
                       "intercept_mb": round(float(intercept), 1),
                       "max_residual_mb": round(float(np.abs(residuals).max()), 1)},
        "loadavg_before": load_before,
    }
    if profile_size:
        folder = Path(tempfile.mkdtemp(prefix="mutate-profile-", dir=tmp))
        suite = write_suite(folder / "suite.jsonl", records[:profile_size])
        stats = folder / "mutate.prof"
        row = mutate_once(suite, folder / "out" / "mutants.jsonl", profile=stats)
        result["profile"] = {"size": profile_size, "seconds_under_cprofile": row["seconds"],
                             "top_cumulative": profile_top(stats)}
    result["loadavg_after"] = list(os.getloadavg())
    return result
