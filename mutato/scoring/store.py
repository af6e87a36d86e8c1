"""The score store: every (premise, claim) score a checker ever produced, kept in SQLite.

Rows are keyed by the checker's fingerprint key and the hashes of premise and claim, so a
re-run scores only what it has not seen. Each batch is committed as soon as it is scored:
an interrupted run loses at most the batch in flight. WAL mode and a busy timeout let two
runs share one store. Error states are not stored, so they are retried on the next run.

>>> store = ScoreStore(":memory:")
>>> store.put("lexical-abc", [("p1", "c1", 0.5, {"coverage": 0.5})])
>>> store.get("lexical-abc", [("p1", "c1"), ("p2", "c2")])
{('p1', 'c1'): (0.5, {'coverage': 0.5})}
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..errors import StoreError
from ..io_safety.redact import redact

_SCHEMA = """
CREATE TABLE IF NOT EXISTS scores (
    checker TEXT NOT NULL,
    premise_hash TEXT NOT NULL,
    claim_hash TEXT NOT NULL,
    score REAL NOT NULL,
    detail TEXT,
    created REAL NOT NULL,
    PRIMARY KEY (checker, premise_hash, claim_hash)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS checkers (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    first_seen REAL NOT NULL
);
"""

#: Columns mutato reads from each table; a store without them is not a mutato store.
_COLUMNS = {"scores": {"checker", "premise_hash", "claim_hash", "score", "detail"},
            "checkers": {"key", "fingerprint"}}

Key = tuple[str, str]


class ScoreStore:
    """A persistent map (checker key, premise hash, claim hash) -> (score, detail).

    Every SQLite failure becomes a :class:`StoreError` naming the store and the real cause. A
    store the user cannot write is opened read-only: a run that reuses every score works, and
    only a write that is really needed fails.
    """

    def __init__(self, path: str | Path, *, timeout: float = 60.0) -> None:
        self.path = str(path)
        self.read_only = False
        with self._errors("open"):
            if self.path != ":memory:":
                self.read_only = _prepare_path(Path(self.path))
            if self.read_only:
                uri = Path(self.path).resolve().as_uri() + "?mode=ro"
                self._db = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)
            else:
                self._db = sqlite3.connect(self.path, timeout=timeout, isolation_level=None)
            self._check_schema(present_only=True)  # before any write: a foreign file stays as is
            if self.path != ":memory:" and not self.read_only:
                self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(f"PRAGMA busy_timeout={int(timeout * 1000)}")
            if not self.read_only:
                self._db.executescript(_SCHEMA)
            self._check_schema()

    def _check_schema(self, *, present_only: bool = False) -> None:
        for table, columns in _COLUMNS.items():
            found = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
            if present_only and not found:
                continue
            if not columns <= found:
                raise StoreError(
                    f"score store {self.path!r} is a SQLite file but not a mutato score store: "
                    f"table {table!r} has columns {sorted(found) or 'none'}, expected "
                    f"{sorted(columns)}. Pass another --store (the default is "
                    "<out>/scores.sqlite), or move this file away.")

    @contextmanager
    def _errors(self, action: str) -> Iterator[None]:
        """Turn any SQLite failure into a StoreError that says what to do."""
        try:
            yield
        except sqlite3.Error as exc:
            raise StoreError(_explain(self.path, action, exc)) from exc

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ScoreStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def register(self, key: str, fingerprint: dict[str, Any]) -> None:
        """Remember which fingerprint a key stands for (for humans reading the store)."""
        if self.read_only:
            return  # a note for humans; reading scores must not need a write
        with self._errors("write to"):
            self._db.execute(
                "INSERT OR IGNORE INTO checkers (key, fingerprint, first_seen) VALUES (?, ?, ?)",
                (key, json.dumps(redact(fingerprint), sort_keys=True, default=str), time.time()),
            )

    def get(self, checker: str, keys: Sequence[Key]) -> dict[Key, tuple[float, dict[str, Any]]]:
        """The stored (score, detail) of each key whose stored score is valid."""
        rows = self._lookup(checker, keys, "s.score, s.detail")
        out = {}
        for p, c, score, detail in rows:
            if not isinstance(checked_score(score), str):
                out[(p, c)] = (score, _detail(detail))
        return out

    def scores(self, checker: str, keys: Sequence[Key]) -> dict[Key, float | str]:
        """The stored score of each key that has one, without the details (lighter).

        A stored value that is not a number in [0, 1] (a damaged or hand-edited store) comes
        back as a string saying so: the caller makes it an error state, never a score.
        """
        return {(p, c): checked_score(score)
                for p, c, score in self._lookup(checker, keys, "s.score")}

    def flagged(self, checker: str, keys: Sequence[Key], *names: str
                ) -> dict[Key, tuple[Any, ...]]:
        """The values of detail fields ``names`` for each key whose stored detail has any.

        Read in SQLite (``json_extract``), so a run's 10^5-10^6 details are never loaded to
        find the few pairs that carry a flag (an input cut to fit the model, say).

        >>> store = ScoreStore(":memory:")
        >>> store.put("k", [("p", "c", 0.5, {"cut": True}), ("q", "c", 0.5, {})])
        >>> store.flagged("k", [("p", "c"), ("q", "c")], "cut", "over")
        {('p', 'c'): (1, None)}
        """
        bad = [n for n in names if not n.isidentifier()]
        if bad or not names:
            raise ValueError(f"detail field names must be identifiers, got {names!r}")
        fields = [f"json_extract(s.detail, '$.{n}')" for n in names]
        rows = self._lookup(checker, keys, ", ".join(fields),
                            where=" OR ".join(f"{f} IS NOT NULL" for f in fields))
        return {(p, c): tuple(_json_value(v) for v in values) for p, c, *values in rows}

    def _lookup(self, checker: str, keys: Sequence[Key], columns: str,
                where: str | None = None) -> list[tuple]:
        with self._errors("read"):
            return self._select(checker, keys, columns, where)

    def _select(self, checker: str, keys: Sequence[Key], columns: str,
                where: str | None = None) -> list[tuple]:
        db = self._db
        if not keys or not db.execute("SELECT EXISTS (SELECT 1 FROM scores WHERE checker = ?)",
                                      (checker,)).fetchone()[0]:
            return []  # a checker's first run: nothing to look up
        db.execute("CREATE TEMP TABLE IF NOT EXISTS wanted (p TEXT, c TEXT)")
        db.execute("BEGIN")
        try:
            db.execute("DELETE FROM wanted")
            db.executemany("INSERT INTO wanted VALUES (?, ?)", keys)
            return db.execute(
                f"SELECT s.premise_hash, s.claim_hash, {columns} FROM wanted w "
                "JOIN scores s ON s.checker = ? AND s.premise_hash = w.p AND s.claim_hash = w.c"
                + (f" WHERE {where}" if where else ""),
                (checker,),
            ).fetchall()
        finally:
            if db.in_transaction:
                db.execute("COMMIT")

    def put(self, checker: str, rows: Iterable[tuple[str, str, float, dict[str, Any]]]) -> None:
        """Store scores in one transaction; a pair already stored keeps its first score."""
        now = time.time()
        payload = [(checker, p, c, float(s), json.dumps(d, default=str) if d else None, now)
                   for p, c, s, d in rows]
        if not payload:
            return
        if self.read_only:
            raise StoreError(
                f"score store {self.path!r} is read-only and {len(payload)} new scores need "
                "storing. Make it writable, or pass --store with a writable path; every score "
                "stored before is kept.")
        with self._errors("write to"):
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany(
                    "INSERT OR IGNORE INTO scores "
                    "(checker, premise_hash, claim_hash, score, detail, created) "
                    "VALUES (?, ?, ?, ?, ?, ?)", payload)
            except BaseException:
                if self._db.in_transaction:  # SQLite may have rolled back already (disk full)
                    self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def count(self, checker: str | None = None) -> int:
        """How many scores are stored (for one checker key, or in all)."""
        with self._errors("read"):
            if checker is None:
                return self._db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]
            return self._db.execute("SELECT COUNT(*) FROM scores WHERE checker = ?",
                                    (checker,)).fetchone()[0]


def checked_score(value: Any) -> float | str:
    """A stored score as read back: the float when it is one in [0, 1], else why it is not.

    >>> checked_score(0.5), checked_score("0.5"), checked_score(1.5)
    (0.5, "stored score '0.5' is text, not a number in [0, 1]", 'stored score 1.5 is outside [0, 1]')
    """
    if type(value) is float and 0.0 <= value <= 1.0:
        return value
    if isinstance(value, int) and not isinstance(value, bool) and value in (0, 1):
        return float(value)
    if isinstance(value, str | bytes):
        return f"stored score {value!r} is text, not a number in [0, 1]"
    if isinstance(value, float) and math.isnan(value):
        return "stored score is NaN"
    if isinstance(value, int | float):
        return f"stored score {value!r} is outside [0, 1]"
    return f"stored score {value!r} is not a number in [0, 1]"


def _json_value(raw: Any) -> Any:
    """A value json_extract returned: arrays and objects come back as JSON text."""
    if isinstance(raw, str) and raw[:1] in "[{":
        try:
            return json.loads(raw)
        except ValueError:
            return raw
    return raw


def _detail(raw: Any) -> dict[str, Any]:
    if not raw:
        return {}
    try:
        detail = json.loads(raw)
    except (TypeError, ValueError, RecursionError):
        return {"stored_detail": "unreadable"}
    return detail if isinstance(detail, dict) else {"stored_detail": detail}


def _prepare_path(path: Path) -> bool:
    """Check the store's path; True when it exists but cannot be written (open it read-only)."""
    if path.is_dir():
        raise StoreError(f"score store {str(path)!r} is a folder; expected a SQLite file such "
                         f"as {str(path / 'scores.sqlite')!r}. Pass --store with a file path.")
    if path.exists():
        return not writable(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(f"cannot create the folder of score store {str(path)!r}: "
                         f"{exc.strerror or exc}. Pass --store with a writable path.") from exc
    return False


def writable(path: Path) -> bool:
    """Whether this process may write the store file and the journal files beside it."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def _explain(path: str, action: str, exc: sqlite3.Error) -> str:
    reason = str(exc)
    lowered = reason.lower()
    if "not a database" in lowered or "malformed" in lowered or "corrupt" in lowered:
        fix = ("it is damaged or not a mutato score store. The store only caches scores: "
               "move it away (or pass another --store) and the run scores again")
    elif "full" in lowered:
        fix = ("the disk is full. Free some space and re-run: every batch committed before is "
               "kept and reused")
    elif "readonly" in lowered or "read-only" in lowered:
        fix = "it cannot be written. Make it writable, or pass --store with a writable path"
    elif "unable to open" in lowered:
        fix = "SQLite cannot open it. Check the path and its folder, or pass another --store"
    elif "locked" in lowered or "busy" in lowered:
        fix = "another process holds it locked. Wait for that run to finish, then re-run"
    else:
        fix = "pass another --store, or move this one away to score again"
    return f"cannot {action} score store {path!r}: {reason}; {fix}."
