"""`mutato mutate` speed on 10,000 claims: cold (parsing), warm (cached parses), and memory.

Claims are the dev corpus (tests/heldout/corpus/dev) cycled with a numbered suffix so every
claim text is distinct (distinct texts are parsed; passages repeat as in real suites).
Run: python benchmarks/mutate_speed.py [n_claims]   (targets: cold < 120 s, warm < 10 s)
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEV = ROOT / "tests" / "heldout" / "corpus" / "dev"


def build_suite(n: int, path: Path) -> None:
    rows = [json.loads(line) for f in sorted(DEV.glob("*.jsonl")) for line in f.open()]
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            row = rows[i % len(rows)]
            claim = row["claim"] if i < len(rows) else f"{row['claim'].rstrip('.')} in case {i}."
            out.write(json.dumps({"id": f"c{i}", "claim": claim, "passages": row["passages"]}) + "\n")


def timed(args: list[str]) -> tuple[float, int]:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mutato.cli.main", *args], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return time.perf_counter() - start, peak_kb


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    with tempfile.TemporaryDirectory() as tmp:
        suite = Path(tmp) / "bench.jsonl"
        build_suite(n, suite)
        out = Path(tmp) / "out" / "mutants.jsonl"
        cold, peak = timed(["mutate", str(suite), "--out", str(out)])
        warm, _ = timed(["mutate", str(suite), "--out", str(out)])
        print(json.dumps({"claims": n, "cold_seconds": round(cold, 1),
                          "warm_seconds": round(warm, 1), "peak_rss_mb": peak // 1024}))


if __name__ == "__main__":
    main()
