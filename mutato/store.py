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
import sqlite3
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .redact import redact

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

Key = tuple[str, str]


class ScoreStore:
    """A persistent map (checker key, premise hash, claim hash) -> (score, detail)."""

    def __init__(self, path: str | Path, *, timeout: float = 60.0) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, timeout=timeout, isolation_level=None)
        if self.path != ":memory:":
            self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute(f"PRAGMA busy_timeout={int(timeout * 1000)}")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ScoreStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def register(self, key: str, fingerprint: dict[str, Any]) -> None:
        """Remember which fingerprint a key stands for (for humans reading the store)."""
        self._db.execute(
            "INSERT OR IGNORE INTO checkers (key, fingerprint, first_seen) VALUES (?, ?, ?)",
            (key, json.dumps(redact(fingerprint), sort_keys=True, default=str), time.time()),
        )

    def get(self, checker: str, keys: Sequence[Key]) -> dict[Key, tuple[float, dict[str, Any]]]:
        """The stored (score, detail) of each key that has one."""
        rows = self._lookup(checker, keys, "s.score, s.detail")
        return {(p, c): (score, json.loads(detail) if detail else {})
                for p, c, score, detail in rows}

    def scores(self, checker: str, keys: Sequence[Key]) -> dict[Key, float]:
        """The stored score of each key that has one, without the details (lighter)."""
        return {(p, c): score for p, c, score in self._lookup(checker, keys, "s.score")}

    def _lookup(self, checker: str, keys: Sequence[Key], columns: str) -> list[tuple]:
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
                "JOIN scores s ON s.checker = ? AND s.premise_hash = w.p AND s.claim_hash = w.c",
                (checker,),
            ).fetchall()
        finally:
            db.execute("COMMIT")

    def put(self, checker: str, rows: Iterable[tuple[str, str, float, dict[str, Any]]]) -> None:
        """Store scores in one transaction; a pair already stored keeps its first score."""
        now = time.time()
        payload = [(checker, p, c, float(s), json.dumps(d, default=str) if d else None, now)
                   for p, c, s, d in rows]
        if not payload:
            return
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.executemany(
                "INSERT OR IGNORE INTO scores "
                "(checker, premise_hash, claim_hash, score, detail, created) "
                "VALUES (?, ?, ?, ?, ?, ?)", payload)
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def count(self, checker: str | None = None) -> int:
        """How many scores are stored (for one checker key, or in all)."""
        if checker is None:
            return self._db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]
        return self._db.execute("SELECT COUNT(*) FROM scores WHERE checker = ?",
                                (checker,)).fetchone()[0]
