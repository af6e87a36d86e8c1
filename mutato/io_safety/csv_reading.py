"""Reading a CSV mutato (or a person) wrote, with errors that name the file and line.

Fields may be as long as the file: mutato's own tables hold whole claims and passages, which
can pass the ``csv`` module's default limit of 131072 characters. A file that is not UTF-8 or
not CSV is a :class:`MutatoError`, never a traceback.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "history.csv"
>>> _ = path.write_text("label,value\\nrun1," + "9" * 200_000 + "\\n", encoding="utf-8")
>>> fields, rows = read_csv_dicts(path, what="history file")
>>> fields, rows[0][0], len(rows[0][1]["value"])
(['label', 'value'], 2, 200000)
"""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import MutatoError


def read_csv_dicts(path: str | Path, *, what: str = "CSV file"
                   ) -> tuple[list[str], list[tuple[int, dict[str, str]]]]:
    """The header and every row as ``(line number, {column: value})``."""
    path = Path(path)
    if path.is_dir():
        raise MutatoError(f"{what} {str(path)!r} is a folder; expected a CSV file")
    if not path.is_file():
        raise MutatoError(f"{what} {str(path)!r} does not exist")
    data = path.read_bytes()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise MutatoError(f"{path}:{line}: {what} is not UTF-8 (byte 0x{data[exc.start]:02x} at "
                          f"offset {exc.start}); save it as UTF-8") from None
    rows: list[tuple[int, dict[str, str]]] = []
    with _unlimited_fields():
        reader = csv.DictReader(io.StringIO(text, newline=""))  # \n and \r only, never U+2028
        try:
            fields = list(reader.fieldnames or [])
            for row in reader:
                rows.append((reader.line_num, row))
        except csv.Error as exc:
            raise MutatoError(f"{path}:{reader.line_num}: {what} is not valid CSV ({exc})") \
                from None
    return fields, rows


@contextmanager
def _unlimited_fields() -> Iterator[None]:
    previous = csv.field_size_limit()
    csv.field_size_limit(sys.maxsize)
    try:
        yield
    finally:
        csv.field_size_limit(previous)
