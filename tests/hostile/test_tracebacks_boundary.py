"""Whatever escapes a verb becomes one line on stderr and an exit code, never a traceback."""

from __future__ import annotations

import errno

import pytest

from mutato.cli import lookup
from mutato.cli.main import main


def failing_with(exc: BaseException):
    def find_item(*args, **kwargs):
        raise exc
    return find_item


@pytest.mark.parametrize("exc, code, message", [
    (OSError(errno.ENOSPC, "No space left on device", "reports/x/report.md"), 2,
     ("reports/x/report.md: the disk is full. Free some space and re-run: every score already "
     "stored is kept and reused.")),
    (PermissionError(errno.EACCES, "Permission denied", "/etc/mutato"), 2,
     "/etc/mutato: permission denied. Give a path you can write to, or fix its permissions."),
    (NotADirectoryError(errno.ENOTDIR, "Not a directory", "notes.txt/run"), 2,
     ("notes.txt/run: a file is in the way where a folder is needed. Give a folder path, or "
     "move the file.")),
    (RecursionError("maximum recursion depth exceeded"), 2,
     ("the input is nested too deeply to read (a value inside thousands of lists or objects); "
     "flatten it.")),
    (SystemExit(0), 2, ("code run inside mutato (a checker, plugin or its import) called "
                       "sys.exit(0), so the command stopped before it finished")),
    (ZeroDivisionError("division by zero"), 1,
     ("internal error ZeroDivisionError: division by zero. This is a bug in mutato; re-run with "
     "MUTATO_DEBUG=1 to see the traceback and report it.")),
])
def test_escaping_exceptions_become_one_line(monkeypatch, capsys, exc, code, message):
    monkeypatch.delenv("MUTATO_DEBUG", raising=False)
    monkeypatch.setattr(lookup, "find_item", failing_with(exc))
    assert main(["show", "some-id"]) == code
    err = capsys.readouterr().err
    assert err.startswith(f"mutato: error: {message}") and err.count("\n") == 1


def test_debug_mode_shows_the_traceback(monkeypatch):
    monkeypatch.setenv("MUTATO_DEBUG", "1")
    monkeypatch.setattr(lookup, "find_item", failing_with(ZeroDivisionError("boom")))
    with pytest.raises(ZeroDivisionError):
        main(["show", "some-id"])


def test_ctrl_c_still_says_scores_are_kept(monkeypatch, capsys):
    monkeypatch.setattr(lookup, "find_item", failing_with(KeyboardInterrupt()))
    assert main(["show", "some-id"]) == 130
    assert "every score already stored is kept" in capsys.readouterr().err
