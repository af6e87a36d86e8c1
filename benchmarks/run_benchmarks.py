"""mutato's performance benchmarks: throughput, sweep, warm re-runs and peak memory.

Run from the repository root::

    python benchmarks/run_benchmarks.py          # full run, writes results.json
    python benchmarks/run_benchmarks.py --quick  # smoke run, writes results-quick.json
    python benchmarks/run_benchmarks.py --only throughput,sweep

Sections (see benchmarks/README.md for the figures):

1. ``throughput``: ``score_items`` against the model's own call on the same distinct pairs,
   (a) the embedding checker against ``SentenceTransformer.encode`` + cosines, (b) a randomly
   initialised BERT-base-shaped cross-encoder through ``NLIChecker`` against
   ``CrossEncoder.predict``. The two sides alternate inside one process; each repetition
   is one measurement of each side, and the ratio is reported per repetition and as the
   median over repetitions.
2. ``sweep``: ``sweep()`` over a 10,000-mutant claims table against the reference article's
   loop that re-scores every claim at every threshold (measured on a subset, extrapolated).
3. ``warm``: ``run_suite`` cold (fresh store) then warm (same store), each in a fresh process.
4. ``memory``: ``run_suite`` with every registered mutator and the embedding checker on a
   synthetic help-center suite of 2,500, 5,000 and 10,000 claims, each in its own process;
   peak RSS from ``os.wait4`` (``ru_maxrss``) and the child's own ``VmHWM``.

The code lives in the ``mutato_bench`` package beside this script (data, harness, one
module per section, render); this file is only its entry point.

Nothing is downloaded: the embedding model is the bundled all-MiniLM-L6-v2 and the
cross-encoder is built locally from a ``BertConfig`` (random weights; speed, not accuracy).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:  # mutato_bench sits beside this file
    sys.path.insert(0, HERE)

from mutato_bench.cli import main  # noqa: E402
from mutato_bench.render import END, START, render_tables, write_readme_tables  # noqa: E402

__all__ = ["END", "START", "main", "render_tables", "write_readme_tables"]

if __name__ == "__main__":
    sys.exit(main())
