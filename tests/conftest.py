"""pytest configuration shared by every test folder."""

from __future__ import annotations

from collections import OrderedDict
from fnmatch import fnmatch
from typing import Any

import pytest

# Helpers are imported by tests, never collected: collecting them for doctests would import
# plugin_example.py, whose import registers a test mutator for the whole session.
collect_ignore = ["helpers"]

#: Test files that each take a minute or more (one held-out round replayed per file). Under
#: ``--dist loadfile`` they are handed out first, so that the last files to start are short
#: ones and both workers finish together.
SLOWEST_FIRST = ("tests/unit/test_heldout_replay_*.py",)


def slowest_first(files: list[str]) -> list[str]:
    """``files`` with the ones matching :data:`SLOWEST_FIRST` moved to the front, each group
    in its given order.

    >>> slowest_first(["tests/a.py", "tests/unit/test_heldout_replay_2.py", "tests/b.py"])
    ['tests/unit/test_heldout_replay_2.py', 'tests/a.py', 'tests/b.py']
    """
    def slow(name: str) -> bool:
        return any(fnmatch(name, pattern) for pattern in SLOWEST_FIRST)
    return [f for f in files if slow(f)] + [f for f in files if not slow(f)]


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile`` as pytest-xdist does it (most tests per file first), except that
    the slowest files go first: xdist's order puts a one-test file last, and a replay file
    is one test of a minute or more, so the run used to end with one worker replaying a
    round while the other sat idle."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class SlowestFirst(LoadFileScheduling):
        ordered = False

        def _assign_work_unit(self, node: Any) -> None:
            if not self.ordered:  # the queue is complete before the first unit goes out
                queue = self.workqueue
                self.workqueue = OrderedDict((f, queue[f]) for f in slowest_first(list(queue)))
                self.ordered = True
            super()._assign_work_unit(node)

    return SlowestFirst(config, log)
