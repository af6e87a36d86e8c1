r"""The one JSONL reader and writer for every file mutato keeps one record a line in.

Lines end at ``"\n"`` only. ``str.splitlines`` also breaks at U+2028, U+2029, U+0085 and
form feeds, which JSON allows raw inside strings, so a claim holding one used to make a
file unreadable. Every mutato reader splits with :func:`numbered_lines`, and the writer
keeps such characters as they are, so an existing file is rewritten byte for byte.

>>> line = dumps_line({"reason": "a\u2028b"})
>>> line == '{"reason": "a\u2028b"}'
True
>>> list(parse_lines('{"a": 1}\n\n{"a": "x\u2028y"}\n'))
[(1, {'a': 1}), (3, {'a': 'x\u2028y'})]
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from ..errors import MutatoError
from .files import write_text_atomic

ErrorFactory = Callable[[str, int], Exception]


def dumps_line(record: Any, *, sort_keys: bool = False) -> str:
    """One JSON line, UTF-8 text kept readable (``json.dumps`` escapes ``\\n`` itself)."""
    return json.dumps(record, ensure_ascii=False, sort_keys=sort_keys)


def jsonl_text(records: Iterable[Any], *, sort_keys: bool = False) -> str:
    """The whole file: one ``dumps_line`` per record, each ending in ``\\n``."""
    return "".join(dumps_line(r, sort_keys=sort_keys) + "\n" for r in records)


def write_jsonl(path: str | Path, records: Iterable[Any], *, sort_keys: bool = False) -> Path:
    """Write records as JSONL atomically (a failed write leaves the old file intact)."""
    path = Path(path)
    write_text_atomic(path, jsonl_text(records, sort_keys=sort_keys))
    return path


def numbered_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` for each non-blank line, split on ``\\n`` only."""
    for number, raw in enumerate(text.split("\n"), start=1):
        if raw.strip():
            yield number, raw.removesuffix("\r")


def parse_lines(text: str, *, error: ErrorFactory | None = None,
                reject_duplicate_keys: bool = False) -> Iterator[tuple[int, Any]]:
    """``(line number, value)`` for each non-blank line; a bad line raises ``error(msg, line)``.

    >>> list(parse_lines('{"a": 1, "a": 2}', reject_duplicate_keys=True))
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: line 1: invalid JSON: key 'a' appears twice in one object
    """
    make = error or (lambda message, line: MutatoError(f"line {line}: {message}"))
    hook = _no_duplicates if reject_duplicate_keys else None
    for number, raw in numbered_lines(text):
        try:
            yield number, json.loads(raw, object_pairs_hook=hook)
        except json.JSONDecodeError as exc:
            raise make(f"invalid JSON: {exc.msg} (column {exc.colno})", number) from None
        except _DuplicateKey as exc:
            raise make(f"invalid JSON: key {exc.args[0]!r} appears twice in one object",
                       number) from None
        except RecursionError:
            raise make("nested too deeply to read (lists or tables inside thousands of "
                       "others); a suite needs only a few levels, flatten it", number) from None


def read_jsonl(path: str | Path, *, error: ErrorFactory | None = None) -> Iterator[tuple[int, Any]]:
    """``parse_lines`` over a UTF-8 file; errors name the file and the line."""
    path = Path(path)
    make = error or (lambda message, line: MutatoError(f"{path}:{line}: {message}"))
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise make(f"invalid UTF-8 at byte {exc.start}; save the file as UTF-8", 1) from None
    except IsADirectoryError:
        raise make("is a folder, expected a JSONL file", 1) from None
    yield from parse_lines(text, error=make)


class _DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out
