"""`mutato mutate` speed on 10,000 real claims: cold, warm (cached mutants), and memory.

The section lives in ``mutato_bench/mutate_speed.py`` (claims from every read corpus part and
the bundled seeds; see its docstring); this script runs only that section and keeps the
other sections of ``results.json``::

    python benchmarks/mutate_speed.py                      # sizes 1,000 2,500 5,000 10,000
    python benchmarks/mutate_speed.py --mutate-one-by-one  # each run alone: wall time counts
    python benchmarks/mutate_speed.py --mutate-profile 2000  # plus a cProfile of 2,000 claims

Targets (issue 8): cold < 120 s, warm < 10 s, memory linear in the claims.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:  # mutato_bench sits beside this file
    sys.path.insert(0, HERE)

from mutato_bench.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(["--only", "mutate", *sys.argv[1:]]))
