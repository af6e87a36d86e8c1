r"""Atomic writes: a failed or interrupted write never leaves half a file behind.

>>> import tempfile, pathlib
>>> target = pathlib.Path(tempfile.mkdtemp()) / "out" / "report.md"
>>> write_text_atomic(target, "# report\n")
>>> target.read_text()
'# report\n'
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path


def current_umask() -> int:
    """The process's umask (Linux reads it from /proc; elsewhere it is set and restored)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def follow_umask(path: str | Path, *, directory: bool = False) -> None:
    """Give ``path`` the mode a plain ``open``/``mkdir`` would have given it.

    ``mkstemp`` and ``mkdtemp`` create private files (0600) and folders (0700); a report that
    a teammate or a CI artifact server must read should follow the umask instead.
    """
    os.chmod(path, (0o777 if directory else 0o666) & ~current_umask())


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder and a rename."""
    write_atomic(path, lambda tmp: Path(tmp).write_text(text, encoding="utf-8"))


def write_atomic(path: str | Path, writer: Callable[[Path], object]) -> None:
    """Call ``writer(tmp_path)`` then rename the temporary file onto ``path``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(handle)
    try:
        follow_umask(tmp)
        writer(Path(tmp))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
