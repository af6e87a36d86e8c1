"""Section 6: ``mutato mutate`` on 10,000 claims: cold, warm (cached parses), and memory.

The claims are real text (:func:`speed_records`): every claim of the real-text corpus
(``tests/heldout/corpus/*/*.jsonl``: the development part and every held-out part already
read: support answers, encyclopedic claims, news and dialogue summaries, about 9,800 claims)
and of the bundled seeds (larkspur, faq), each with its own passages;
then every sentence of those passages as a claim restating it, with the same passages; then,
to reach the size, two-sentence claims: a real claim followed by one sentence of its own
passages (each pair once, in a seeded order). Nothing is invented, every claim text is
distinct, and the two-sentence claims (most of them at 10,000) are about twice as long to
parse and mutate, so the timings err on the slow side. The claims are shuffled (seeded), so
a smaller size is a prefix with the same mix.

Each run is ``python -m mutato.cli mutate suite.jsonl --out folder/mutants.jsonl`` in a
fresh process reaped by a small launcher (``os.wait4``: the child's own peak RSS):

- **cold**: a new output folder (no parse cache), at each size;
- **warm**: the same size again into the same folder, so every (claim, mutator) is read
  from ``mutants.cache.sqlite`` and nothing is parsed (same mutants, checked by comparing
  the two files byte for byte).
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

CORPUS = REPO / "tests" / "heldout" / "corpus"
#: Corpus parts still sealed are never here: a part is committed only once it has been read.
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
    """The real claims with their passages: every corpus part, then the bundled seeds."""
    from mutato.suite.loading import load_suite

    rows = []
    for path in sorted(CORPUS.glob("*/*.jsonl")):
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


class MutateRun:
    """One ``mutato mutate`` in a fresh process, reaped by the ``os.wait4`` launcher."""

    def __init__(self, suite: Path, out: Path, *, profile: Path | None = None) -> None:
        self.report = out.parent.parent / f"launcher-{time.perf_counter_ns()}.json"
        command = [sys.executable]
        if profile is not None:
            command += ["-m", "cProfile", "-o", str(profile)]
        command += ["-m", "mutato.cli", "mutate", str(suite), "--out", str(out)]
        self.stdout = tempfile.TemporaryFile("w+")
        self.stderr = tempfile.TemporaryFile("w+")
        self.busy0 = CpuMeter.busy()
        self.process = subprocess.Popen([sys.executable, "-c", _LAUNCHER, str(self.report),
                                         *command], cwd=REPO, stdout=self.stdout,
                                        stderr=self.stderr, text=True)

    def done(self) -> bool:
        return self.process.poll() is not None

    def kill(self) -> None:
        self.process.kill()

    def result(self) -> dict[str, Any]:
        """Wall and CPU seconds, peak RSS, mutants; the machine's busy cores meanwhile."""
        self.process.wait()
        self.stdout.seek(0)
        self.stderr.seek(0)
        out, err = self.stdout.read(), self.stderr.read()
        launched = json.loads(self.report.read_text()) if self.report.exists() else {}
        if self.process.returncode != 0 or launched.get("exit") != 0:
            raise RuntimeError(f"mutate failed ({launched}):\n{err[-3000:]}")
        found = re.match(r"(\d+) mutants of (\d+) claims", out.strip())
        busy = (CpuMeter.busy() - self.busy0) / max(launched["seconds"], 1e-9)
        return {"seconds": round(launched["seconds"], 2),
                "cpu_seconds": round(launched["cpu_seconds"], 2),
                "peak_rss_mb": round(launched["ru_maxrss_kb"] / 1024, 1),
                "mutants": int(found.group(1)) if found else None,
                "claims": int(found.group(2)) if found else None,
                "machine_busy_cores": round(busy, 2)}


def mutate_once(suite: Path, out: Path, *, profile: Path | None = None) -> dict[str, Any]:
    return MutateRun(suite, out, profile=profile).result()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def profile_top(path: Path, lines: int = 25) -> str:
    import io
    import pstats

    stream = io.StringIO()
    pstats.Stats(str(path), stream=stream).sort_stats("cumulative").print_stats(lines)
    text = stream.getvalue()
    return text[text.find("   ncalls"):] if "   ncalls" in text else text


def bench_mutate(tmp: Path, *, sizes: tuple[int, ...], profile_size: int | None = None,
                 deadline: float | None = None, one_by_one: bool = False) -> dict[str, Any]:
    """Cold runs at every size, each followed by a warm re-run; a linear memory fit.

    The sizes run side by side (one process each), so on a machine shared with others they
    finish sooner; their CPU seconds and peak RSS are each process's own. With
    ``one_by_one`` each run starts when the one before it ended, so on a quiet machine its
    wall time is its own and can be held to the target. A run still going at ``deadline``
    (``time.time()``) is stopped and reported as unfinished.
    """
    import os

    load_before = list(os.getloadavg())
    records, kinds = speed_records(max(sizes))
    runs: dict[tuple[int, str], dict[str, Any]] = {}
    active: dict[tuple[int, str], MutateRun] = {}
    folders: dict[int, Path] = {}
    waiting: list[tuple[int, str]] = []
    for size in sorted(sizes):
        folder = folders[size] = Path(tempfile.mkdtemp(prefix=f"mutate-{size}-", dir=tmp))
        write_suite(folder / "suite.jsonl", records[:size])
        waiting.append((size, "cold"))
    unfinished: list[str] = []

    def start(size: int, run: str) -> None:
        folder = folders[size]
        active[(size, run)] = MutateRun(folder / "suite.jsonl", folder / "out" / "mutants.jsonl")

    while waiting and (not one_by_one or not active):
        start(*waiting.pop(0))
    while active:
        time.sleep(2.0)
        for (size, run), process in list(active.items()):
            if not process.done():
                if deadline is not None and time.time() > deadline:
                    process.kill()
                    unfinished.append(f"{size} {run}")
                    del active[(size, run)]
                continue
            del active[(size, run)]
            out = folders[size] / "out" / "mutants.jsonl"
            row = {"size": size, "run": run, **process.result(), "mutants_sha256": _digest(out)}
            runs[(size, run)] = row
            log(f"mutate {run} {size:,} claims: {row['seconds']}s wall, {row['cpu_seconds']}s "
                f"CPU, {row['mutants']} mutants, peak {row['peak_rss_mb']} MB")
            if run == "cold":
                waiting.insert(0, (size, "warm"))  # straight after its cold run
        while waiting and (not one_by_one or not active):
            start(*waiting.pop(0))
    cold = [runs[(s, "cold")] for s in sorted(sizes) if (s, "cold") in runs]
    warm = [runs[(s, "warm")] for s in sorted(sizes) if (s, "warm") in runs]
    xs = np.array([r["size"] for r in cold], dtype=float)
    result: dict[str, Any] = {
        "sizes": sorted(sizes), "kinds_of_claims_at_largest": kinds, "runs": cold,
        "warm_runs": warm, "unfinished": unfinished, "side_by_side": not one_by_one,
        "warm_same_mutants": all(w["mutants_sha256"] == runs[(w["size"], "cold")]
                                 ["mutants_sha256"] for w in warm),
        "targets": {"cold_seconds": 120, "warm_seconds": 10, "claims": 10_000},
        "loadavg_before": load_before, "forks_from_claims": _forks_from(),
    }
    for name, key in (("memory_fit", "peak_rss_mb"), ("cpu_fit", "cpu_seconds")):
        if len(cold) >= 2:
            ys = np.array([r[key] for r in cold])
            slope, intercept = np.polyfit(xs, ys, 1)
            residual = float(np.abs(ys - (slope * xs + intercept)).max())
            result[name] = {"per_1000_claims": round(1000 * float(slope), 2),
                            "intercept": round(float(intercept), 2),
                            "max_residual": round(residual, 2)}
    if len(warm) >= 2:
        ws = np.array([r["cpu_seconds"] for r in warm])
        slope, intercept = np.polyfit(np.array([r["size"] for r in warm], dtype=float), ws, 1)
        result["warm_cpu_fit"] = {"per_1000_claims": round(1000 * float(slope), 2),
                                  "intercept": round(float(intercept), 2)}
    if profile_size:
        result["profile"] = profile_mutate(tmp, records[:profile_size])
    result["loadavg_after"] = list(os.getloadavg())
    return result


def _forks_from() -> int:
    """From how many claims ``mutato mutate`` splits them among forked workers."""
    from mutato.mutation.parallel import MIN_CLAIMS

    return MIN_CLAIMS


def profile_mutate(tmp: Path, records: list[dict[str, Any]]) -> dict[str, Any]:
    """cProfile of a cold run and of the warm run after it (same folder) on ``records``."""
    folder = Path(tempfile.mkdtemp(prefix="mutate-profile-", dir=tmp))
    suite = write_suite(folder / "suite.jsonl", records)
    out: dict[str, Any] = {"size": len(records)}
    for run in ("cold", "warm"):
        stats = folder / f"{run}.prof"
        row = mutate_once(suite, folder / "out" / "mutants.jsonl", profile=stats)
        out[run] = {"seconds_under_cprofile": row["seconds"], "top_cumulative": profile_top(stats)}
    return out
