"""Review sheets: CSV a spreadsheet opens cleanly, and reads back whatever it was saved as.

The sheet carries everything needed to rule without opening the suite: the question, the
original with the edit marked, the mutant, the mutator's note, the best passage windows and
the whole context set, plus columns for reviewer, label and reason. It is written as UTF-8
with a byte-order mark (so a spreadsheet shows "€" and "→"), and any cell a spreadsheet
would run as a formula is neutralised with a leading apostrophe, which import removes.

Import accepts UTF-8 with or without a BOM, UTF-16 and Windows-1252, and reports every row
it ignored (unknown id, bad value, duplicate) instead of stopping at the first.

>>> neutralise("=HYPERLINK(1)"), restore(neutralise("=HYPERLINK(1)"))
("'=HYPERLINK(1)", '=HYPERLINK(1)')
"""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import LabelError
from ..io_safety.csv_safety import neutralise, restore
from ..mutation.mutants import Mutant
from ..suite.model import Suite
from ..suite.reviews import UNNAMED, Key, Ruling, check_reviewer, checked_value
from .evidence import best_windows

SHEET_COLUMNS = ("mutant_id", "claim_id", "mutator", "kind", "fault_type", "question",
                 "original", "mutant", "edit", "note", "best_windows", "passages",
                 "reviewer", "label", "reason")
BOM = "\ufeff"
def export_sheet(mutants: Iterable[Mutant], suite: Suite, rulings: Mapping[str, Ruling], *,
                 reviewer: str = "") -> str:
    """The sheet's text, BOM first; ``rulings`` (by mutant id) fill label and reason."""
    claims = {claim.id: claim for claim in suite.claims}
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(SHEET_COLUMNS)
    for mutant in mutants:
        claim = claims.get(mutant.claim_id)
        passages = dict(claim.passages) if claim else {}
        ruling = rulings.get(mutant.id)
        windows = best_windows(mutant.original, passages)
        row = {
            "mutant_id": mutant.id, "claim_id": mutant.claim_id, "mutator": mutant.mutator,
            "kind": mutant.kind, "fault_type": mutant.fault_type,
            "question": (claim.question if claim else None) or "",
            "original": mutant.marked_original(), "mutant": mutant.marked(),
            "edit": mutant.diff_markdown(), "note": mutant.note,
            "best_windows": "\n".join(f"[{w.id}] {w.text}" for w in windows),
            "passages": "\n".join(f"[{pid}] {text}" for pid, text in passages.items()),
            "reviewer": reviewer, "label": ruling.value if ruling else "",
            "reason": ruling.reason if ruling else "",
        }
        writer.writerow([neutralise(str(row[c])) for c in SHEET_COLUMNS])
    return BOM + buffer.getvalue()


@dataclass
class SheetImport:
    """Rulings read from a sheet, and every row left out with its reason."""

    rulings: dict[Key, Ruling] = field(default_factory=dict)
    ignored: list[str] = field(default_factory=list)
    blank: int = 0
    encoding: str = "utf-8"


def decode_sheet(path: str | Path) -> tuple[str, str]:
    """(text, encoding) of a sheet: UTF-8 (BOM or not), UTF-16 (BOM, or NUL-patterned), or
    Windows-1252; anything else is an error naming the file and line of the first bad byte.

    >>> import tempfile, pathlib
    >>> sheet = pathlib.Path(tempfile.mkdtemp()) / "s.csv"
    >>> _ = sheet.write_bytes("mutant_id,reason\\nx,€12\\n".encode("cp1252"))
    >>> decode_sheet(sheet)
    ('mutant_id,reason\\nx,€12\\n', 'cp1252')
    """
    path = Path(path)
    if path.is_dir():
        raise LabelError(f"{path} is a folder; expected a CSV review sheet")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise LabelError(f"cannot read the sheet {path}: {exc.strerror}") from None
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        candidates = ["utf-16"]
    elif data.startswith(b"\xef\xbb\xbf"):
        candidates = ["utf-8-sig"]
    elif len(data) >= 4 and data[1:4:2] == b"\x00\x00" and data[0] != 0:
        candidates = ["utf-16-le"]
    elif len(data) >= 4 and data[0:3:2] == b"\x00\x00" and data[1] != 0:
        candidates = ["utf-16-be"]
    else:
        candidates = ["utf-8", "cp1252"]
    failure = None
    for encoding in candidates:
        try:
            return data.decode(encoding), encoding.removesuffix("-sig")
        except UnicodeDecodeError as exc:
            failure = exc  # the last candidate's failure is the one to report
    assert failure is not None
    line = data[:failure.start].count(b"\n") + 1
    byte = data[failure.start:failure.start + 1].hex()
    raise LabelError(f"{path}:{line}: cannot decode the sheet (byte 0x{byte} is not "
                     f"{' or '.join(candidates)}); save it from the spreadsheet as "
                     "'CSV UTF-8' and import again")


@contextmanager
def _large_fields() -> Iterator[None]:
    """Let the csv module read fields as long as the ones mutato writes (whole passages)."""
    old = csv.field_size_limit()
    csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
    try:
        yield
    finally:
        csv.field_size_limit(old)


def import_sheet(path: str | Path, *, known_ids: Iterable[str] | None = None,
                 reviewer: str | None = None) -> SheetImport:
    """Rulings from a filled sheet, keyed by (mutant id, reviewer).

    The reviewer is the row's ``reviewer`` cell, else ``reviewer``, else the unnamed
    reviewer. Blank labels are skipped (still unreviewed); unknown ids, bad values and a
    second row for the same (mutant, reviewer) are left out and listed in ``ignored``.
    """
    path = Path(path)
    text, encoding = decode_sheet(path)
    known = set(known_ids) if known_ids is not None else None
    result = SheetImport(encoding=encoding)
    first_line: dict[Key, str] = {}
    with _large_fields():
        reader = csv.DictReader(io.StringIO(text.removeprefix(BOM), newline=""))
        try:
            fieldnames = reader.fieldnames or []
        except csv.Error as exc:
            raise LabelError(f"{path}:1: not a CSV sheet: {exc}") from None
        for column in ("mutant_id", "label"):
            if column not in fieldnames:
                raise LabelError(f"{path}:1: column {column!r} is missing; expected the "
                                 f"columns {', '.join(SHEET_COLUMNS)} (`mutato labels export`)")
        previous = reader.line_num
        try:
            for number, row in enumerate(reader, start=2):  # the spreadsheet's row number
                # a quoted cell may span lines: a row starts after the previous one ended
                line, previous = previous + 1, reader.line_num
                _read_row(row, path, (line, number), known, reviewer, result, first_line)
        except csv.Error as exc:
            raise LabelError(f"{path}:{reader.line_num}: not a CSV row: {exc}") from None
    return result


def _read_row(row: dict[str | None, str | None], path: Path, line: tuple[int, int],
              known: set[str] | None, reviewer: str | None, result: SheetImport,
              first_line: dict[Key, str]) -> None:
    def cell(name: str) -> str:
        value = row.get(name)
        return restore(value).strip() if isinstance(value, str) else ""

    value = cell("label")
    if not value:
        result.blank += 1
        return
    mutant_id = cell("mutant_id")
    where = f"{path}:{line[0]}"
    row_name = f"line {line[0]} (row {line[1]})"
    if known is not None and mutant_id not in known:
        result.ignored.append(f"{where}: (row {line[1]}) mutant {mutant_id!r} is not a mutant "
                              "of this suite (re-export the sheet after the mutators changed)")
        return
    try:
        ruling = Ruling(checked_value(value, where), cell("reason"))
        name = cell("reviewer") or reviewer or UNNAMED
        if name != UNNAMED:
            check_reviewer(name)
    except LabelError as exc:
        message = str(exc).removeprefix(f"{where}: ")
        result.ignored.append(f"{where}: (row {line[1]}) {message}")
        return
    key = (mutant_id, name)
    if key in result.rulings:
        same = "the same ruling" if result.rulings[key] == ruling else "a different ruling"
        result.ignored.append(f"{where}: (row {line[1]}) mutant {mutant_id!r} by {name!r} "
                              f"repeats {first_line[key]} with {same}; kept "
                              f"{first_line[key]}")
        return
    first_line[key] = row_name
    result.rulings[key] = ruling
