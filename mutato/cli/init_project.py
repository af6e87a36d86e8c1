"""``mutato init``: a template suite and a project file, to start a suite of one's own.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> [p.name for p in init_project(folder)]
['suite.yaml', 'mutato.toml']
>>> from mutato.suite.loading import load_suite
>>> len(load_suite(folder / "suite.yaml").originals)
2
"""

from __future__ import annotations

from pathlib import Path

from ..errors import MutatoError
from ..io_safety.files import write_text_atomic

SUITE_TEMPLATE = """\
# A mutato suite: passages, and claims a person confirmed faithful to them.
# mutato injects known faults into these claims and measures what a checker catches.
name: {name}

passages:
  pricing: >-
    The Pro plan costs $20 per month and includes 5 seats.
    Annual billing is available only on the Business plan.

claims:
  - id: pro-price
    claim: The Pro plan costs $20 per month.
    question: How much is the Pro plan?
  - id: pro-seats
    claim: The Pro plan includes 5 seats.
    question: How many seats come with Pro?
"""

CONFIG_TEMPLATE = """\
# mutato's project file: defaults for `mutato run`, `pick` and `gate`; flags override them.
suite = "suite.yaml"
checker = "lexical"            # no model needed; try "embedding" next
thresholds = [0.5, 0.7, 0.9]

[checkers.lexical]
label_threshold = 0.75

[pick]
max_false_alarm = 0.05
max_control_false_alarm = 0.2

[gate]
min_detection = ["all=0.5"]
max_false_alarm = ["0.2"]
"""


def init_project(folder: str | Path = ".", *, name: str | None = None) -> list[Path]:
    """Write ``suite.yaml`` and ``mutato.toml`` into ``folder``; refuse to overwrite either."""
    root = Path(folder)
    targets = [root / "suite.yaml", root / "mutato.toml"]
    existing = [str(p) for p in targets if p.exists()]
    if existing:
        raise MutatoError(f"{', '.join(existing)} already exist(s); mutato init writes only "
                          "new files. Pick an empty folder: mutato init FOLDER")
    suite_name = name or (root.resolve().name or "my-suite")
    write_text_atomic(targets[0], SUITE_TEMPLATE.format(name=suite_name))
    write_text_atomic(targets[1], CONFIG_TEMPLATE)
    return targets
