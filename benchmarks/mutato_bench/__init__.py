"""mutato's performance benchmarks as a package: data, harness, one module per section, render.

``benchmarks/run_benchmarks.py`` is the entry point; :mod:`.cli` holds its command line.
Modules: :mod:`.data` (larkspur variants, synthetic help center and claims table),
:mod:`.harness` (alternating sides, CPU meter, child processes, machine info),
:mod:`.child` (the run inside a child process, probed through run hooks),
:mod:`.throughput`, :mod:`.sweep`, :mod:`.warm`, :mod:`.memory`, :mod:`.ray_bench`,
:mod:`.mutate_speed` (one section each; :mod:`.noop` is the Ray section's no-op scorer) and
:mod:`.render` (results.json → the README's figures).
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

#: benchmarks/, the repository it sits in, and the script child runs are started through.
BENCHMARKS = Path(__file__).resolve().parents[1]
REPO = BENCHMARKS.parent
ENTRY = BENCHMARKS / "run_benchmarks.py"

#: The sections, in the order a full run measures them.
SECTIONS = ("throughput", "sweep", "warm", "memory", "ray", "mutate")
