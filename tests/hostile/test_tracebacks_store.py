"""Every way the score store can be broken is one clear error, exit 2, and nothing lost."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from mutato.cli.main import main
from mutato.errors import StoreError
from mutato.scoring import store as store_module
from mutato.scoring.store import ScoreStore
from tests.helpers.robust_inputs import error_text, write_suite


def run(suite: Path, out: Path, store: Path, *extra: str) -> int:
    return main(["run", str(suite), "-c", "lexical", "--out", str(out), "--store", str(store),
                 "--no-progress", *extra])


def good_store(tmp_path: Path) -> tuple[Path, Path]:
    suite = write_suite(tmp_path)
    store = tmp_path / "scores.sqlite"
    assert run(suite, tmp_path / "first", store) == 0
    with sqlite3.connect(store) as db:  # fold the WAL in, so the file alone is the store
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return suite, store


def broken_stores(tmp_path: Path, store: Path) -> dict[str, tuple[Path, str]]:
    """Broken store -> (path, the words its message must hold)."""
    text = tmp_path / "text.sqlite"
    text.write_text("these are my notes, not a database\n")
    folder = tmp_path / "folder.sqlite"
    folder.mkdir()
    schema = tmp_path / "schema.sqlite"
    with sqlite3.connect(schema) as db:
        db.execute("CREATE TABLE scores (a INTEGER)")
    malformed = tmp_path / "malformed.sqlite"
    data = bytearray(store.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # the second page: the scores table's b-tree
    malformed.write_bytes(bytes(data))
    return {
        "not a database": (text, ("file is not a database; it is damaged or not a mutato "
                                 "score store")),
        "a folder": (folder, "is a folder; expected a SQLite file"),
        "wrong schema": (schema, ("is a SQLite file but not a mutato score store: table "
                                 "'scores' has columns ['a']")),
        "malformed pages": (malformed, "database disk image is malformed"),
    }


def test_each_broken_store_is_one_error_naming_it(tmp_path, capsys):
    suite, store = good_store(tmp_path)
    capsys.readouterr()
    for kind, (path, words) in broken_stores(tmp_path, store).items():
        before = path.read_bytes() if path.is_file() else None
        assert run(suite, tmp_path / kind, path) == 2, kind
        err = capsys.readouterr().err
        assert error_text(err).startswith("mutato: error: ") and repr(str(path)) in err, (kind,
                                                                                      err)
        assert words in err, (kind, err)
        assert "Traceback" not in err
        assert before is None or path.read_bytes() == before, f"{kind}: the store was changed"


def test_a_read_only_store_serves_a_run_that_reuses_every_score(tmp_path, capsys, monkeypatch):
    suite, store = good_store(tmp_path)
    before = store.read_bytes()
    monkeypatch.setattr(store_module, "writable", lambda path: False)
    assert run(suite, tmp_path / "again", store) == 0
    assert "0 new, 0 errors" in capsys.readouterr().out
    assert store.read_bytes() == before
    assert not Path(f"{store}-wal").exists() or Path(f"{store}-wal").stat().st_size == 0
    # a run that needs new scores says the store is read-only, and keeps every stored score
    assert run(suite, tmp_path / "seeded", store, "--seed", "7") == 2
    err = capsys.readouterr().err
    assert "is read-only and" in err and "new scores need storing" in err
    assert store.read_bytes() == before


def test_disk_full_shows_the_real_cause_and_keeps_committed_batches(tmp_path, monkeypatch):
    store = ScoreStore(tmp_path / "full.sqlite")
    store.put("k", [("p0", "c0", 0.5, {})])
    pages = store._db.execute("PRAGMA page_count").fetchone()[0]
    store._db.execute(f"PRAGMA max_page_count={pages}")  # the disk fills up now
    rows = [(f"p{i}", "c" * 200, 0.5, {"reason": "x" * 2000}) for i in range(1, 500)]
    with pytest.raises(StoreError) as full:
        store.put("k", rows)
    message = str(full.value)
    assert "database or disk is full" in message and "cannot rollback" not in message
    assert "every batch committed before is kept" in message
    assert store.count() == 1
