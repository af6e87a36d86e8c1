"""Every held-out round is replayed: each round of ``rounds.ROUNDS`` has its own replay file
(``test_heldout_replay_<n>.py``, one per round so that ``--dist loadfile`` spreads the rounds
over the workers; see ``tests/heldout/replay.py``), and none names a round that does not exist.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "heldout"))

from rounds import ROUNDS  # noqa: E402

_ROUND = re.compile(r'^ROUND = "([^"]+)"$', re.MULTILINE)


def replayed_rounds() -> list[str]:
    """The round each replay file names, one entry per file."""
    names = []
    for path in sorted(HERE.glob("test_heldout_replay_*.py")):
        found = _ROUND.findall(path.read_text(encoding="utf-8"))
        assert len(found) == 1, f"{path.name} names {len(found)} rounds; expected one"
        names += found
    return names


def test_every_round_has_exactly_one_replay_file() -> None:
    replayed = replayed_rounds()
    assert sorted(replayed) == sorted(r.name for r in ROUNDS), (
        "each round of tests/heldout/rounds.py needs its own test_heldout_replay_<n>.py "
        f"(copy one and change ROUND); replayed: {replayed}")
