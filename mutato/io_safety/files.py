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

from ..errors import MutatoError


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
    if path.is_dir():
        raise MutatoError(f"{str(path)!r} is a folder; expected a file path to write. Give a "
                          f"file name, e.g. {str(path / 'review.csv')!r}.")
    output_folder(path.parent)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(handle)
    try:
        follow_umask(tmp)
        writer(Path(tmp))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def output_folder(path: str | Path, *, option: str = "--out") -> Path:
    """``path`` as a folder to write into, created if needed; a file in the way is an error.

    >>> import tempfile, pathlib
    >>> blocker = pathlib.Path(tempfile.mkdtemp()) / "reports"
    >>> _ = blocker.write_text("not a folder")
    >>> output_folder(blocker)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: --out '.../reports' is a file; expected a folder ...
    """
    path = Path(path)
    for part in (path, *path.parents):
        if part.exists() and not part.is_dir():
            raise MutatoError(f"{option} {str(path)!r} is a file; expected a folder to write "
                              f"into ({str(part)!r} is a file). Give another {option}, or move "
                              "the file.")
    path.mkdir(parents=True, exist_ok=True)
    return path
