"""The command line's one exit point for failures: every exception becomes one clear message.

Library code raises :class:`MutatoError` with a message that names the value, what was
expected and the fix. What escapes anyway (an operating-system error on a path, checker code
calling ``sys.exit``, a store SQLite cannot read) is mapped here to the same kind of message
and an exit code, so a user never sees a traceback. Set ``MUTATO_DEBUG=1`` to re-raise.

>>> explain(IsADirectoryError(21, "Is a directory", "reports/x"))[0]
'reports/x: is a folder; expected a file path there. Give a file name, or remove the folder.'
>>> explain(SystemExit(0))[1]
2
"""

from __future__ import annotations

import errno
import sqlite3
import sys
import warnings
from typing import TextIO

from ..errors import MutatoError, MutatoWarning

#: Exit code of a refused or failed command with a clear message (bad input, broken files).
EXIT_ERROR = 2
#: Exit code of an unexpected failure inside mutato (a bug to report).
EXIT_INTERNAL = 1

_OS_HINTS = {
    errno.EISDIR: "is a folder; expected a file path there. Give a file name, or remove the folder.",
    errno.ENOTDIR: ("a file is in the way where a folder is needed. Give a folder path, or "
                    "move the file."),
    errno.EEXIST: ("already exists as a file where a folder is needed. Give a folder path, or "
                   "move the file."),
    errno.ENOENT: "does not exist. Check the path.",
    errno.EACCES: "permission denied. Give a path you can write to, or fix its permissions.",
    errno.EPERM: "operation not permitted. Give a path you can write to.",
    errno.EROFS: "is on a read-only file system. Give a writable path (e.g. --out).",
    errno.ENOSPC: ("the disk is full. Free some space and re-run: every score already stored "
                   "is kept and reused."),
}


def explain(exc: BaseException) -> tuple[str, int]:
    """The one-line message and exit code for an exception that reached the command line."""
    if isinstance(exc, MutatoError):
        return str(exc), EXIT_ERROR
    if isinstance(exc, SystemExit):
        return ((f"code run inside mutato (a checker, plugin or its import) called "
                f"sys.exit({exc.code!r}), so the command stopped before it finished; nothing "
                "was reported. Every score already stored is kept. Remove the exit from that "
                "code (raise an exception instead)."), EXIT_ERROR)
    if isinstance(exc, OSError) and exc.filename is not None:
        hint = _OS_HINTS.get(exc.errno or -1, f"{exc.strerror or exc}.")
        target = f"{exc.filename} -> {exc.filename2}" if exc.filename2 else str(exc.filename)
        if exc.errno in (errno.EISDIR, errno.EEXIST) and exc.filename2:
            target = str(exc.filename2)
        return f"{target}: {hint}", EXIT_ERROR
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
        return _OS_HINTS[errno.ENOSPC], EXIT_ERROR
    if isinstance(exc, sqlite3.Error):
        return ((f"the score store failed: {exc}. The store only caches scores: pass another "
                "--store, or delete the broken one to score again."), EXIT_ERROR)
    if isinstance(exc, RecursionError):
        return (("the input is nested too deeply to read (a value inside thousands of lists or "
                "objects); flatten it."), EXIT_ERROR)
    if isinstance(exc, UnicodeDecodeError):
        return ((f"a file is not valid UTF-8 ({exc.reason} at byte {exc.start}); save it as "
                "UTF-8."), EXIT_ERROR)
    return ((f"internal error {type(exc).__name__}: {exc}. This is a bug in mutato; re-run with "
            "MUTATO_DEBUG=1 to see the traceback and report it."), EXIT_INTERNAL)


def show_warnings_plainly() -> None:
    """Print every :class:`MutatoWarning` as ``mutato: warning: ...``, each one every time."""
    warnings.simplefilter("always", MutatoWarning)
    default = warnings.showwarning
    if getattr(default, "mutato", False):
        return

    def show(message: Warning | str, category: type[Warning], filename: str, lineno: int,
             file: TextIO | None = None, line: str | None = None) -> None:
        if issubclass(category, MutatoWarning):
            print(f"mutato: warning: {message}", file=file or sys.stderr)
        else:
            default(message, category, filename, lineno, file, line)

    show.mutato = True  # type: ignore[attr-defined]
    warnings.showwarning = show
