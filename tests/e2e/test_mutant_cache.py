"""`mutato mutate` run cold then warm on real claims: byte-identical mutants files, a warm run
that parses nothing, and a damaged cache that is rebuilt instead of trusted."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest

from mutato.cli.main import main
from mutato.mutation import mutant_cache
from mutato.mutation.mutant_cache import KeyMaker
from mutato.mutation.registry import get_mutator
from mutato.suite.loading import load_suite
from mutators import _nlp

ROOT = Path(__file__).resolve().parents[2]
DEV = ROOT / "tests" / "heldout" / "corpus" / "dev"


@pytest.fixture(scope="module")
def real_suite(tmp_path_factory) -> Path:
    """Five real claims of each development genre, with their passages."""
    lines = []
    for name in ("support", "encyclopedic", "summaries"):
        rows = (DEV / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
        lines += [r for r in rows if r.strip()][:5]
    path = tmp_path_factory.mktemp("suite") / "real.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def cold(real_suite, tmp_path_factory) -> tuple[Path, bytes]:
    """A cold run into a new folder: the mutants file's bytes (and the folder with its caches)."""
    out = tmp_path_factory.mktemp("cold") / "mutants.jsonl"
    assert main(["mutate", str(real_suite), "--out", str(out)]) == 0
    assert (out.parent / "mutants.cache.sqlite").is_file()
    return out, out.read_bytes()


def _no_parsing(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("a warm run parsed text")
    monkeypatch.setattr(_nlp, "parse_many", refuse)
    monkeypatch.setattr(_nlp, "pipeline", refuse)


def _warm(real_suite: Path, out: Path) -> bytes:
    assert main(["mutate", str(real_suite), "--out", str(out)]) == 0
    return out.read_bytes()


def test_warm_run_writes_the_same_bytes_without_parsing(real_suite, cold, monkeypatch):
    out, cold_bytes = cold
    assert cold_bytes.count(b"\n") > 10
    _no_parsing(monkeypatch)
    assert _warm(real_suite, out) == cold_bytes


def test_a_run_without_the_cache_makes_the_same_mutants(real_suite, cold, tmp_path):
    _, cold_bytes = cold
    assert main(["mutate", str(real_suite), "--out", "-"]) == 0  # no cache at all
    fresh = tmp_path / "mutants.jsonl"
    assert main(["mutate", str(real_suite), "--out", str(fresh)]) == 0
    assert fresh.read_bytes() == cold_bytes


def _copy_folder(cold: tuple[Path, bytes], tmp_path: Path) -> Path:
    out, _ = cold
    for name in ("mutants.jsonl", "mutants.cache.sqlite", "parses.sqlite"):
        (tmp_path / name).write_bytes((out.parent / name).read_bytes())
    return tmp_path / "mutants.jsonl"


def test_a_damaged_entry_is_rebuilt_not_trusted(real_suite, cold, tmp_path):
    out = _copy_folder(cold, tmp_path)
    db = sqlite3.connect(tmp_path / "mutants.cache.sqlite")
    rows = db.execute("SELECT key, payload FROM mutants").fetchall()
    with_mutants = [(k, p) for k, p in rows if json.loads(p)]
    key, payload = with_mutants[0]
    records = json.loads(payload)
    records[0]["text"] = records[0]["text"] + " Tampered."
    forged = json.dumps(records).encode()
    with db:  # a forged entry with a valid digest: the mutant no longer matches its spans
        db.execute("UPDATE mutants SET payload = ?, digest = ? WHERE key = ?",
                   (forged, hashlib.sha256(forged).hexdigest(), key))
        db.execute("UPDATE mutants SET payload = ? WHERE key = ?",
                   (b"{not json", with_mutants[1][0]))
    db.close()
    assert _warm(real_suite, out) == cold[1]
    db = sqlite3.connect(tmp_path / "mutants.cache.sqlite")
    repaired = dict(db.execute("SELECT key, payload FROM mutants").fetchall())
    db.close()
    assert repaired[key] == with_mutants[0][1]  # rebuilt with what the mutator makes


def test_a_cache_file_that_is_not_a_database_is_replaced(real_suite, cold, tmp_path):
    out = _copy_folder(cold, tmp_path)
    (tmp_path / "mutants.cache.sqlite").write_bytes(b"this is not sqlite" * 100)
    assert _warm(real_suite, out) == cold[1]


def test_keys_change_with_the_library_source_and_a_suite_readers_siblings(monkeypatch):
    suite = load_suite("larkspur")
    claim = suite.originals[0]
    local, reader = get_mutator("negation_flip"), get_mutator("partial_support")
    pipeline = _nlp.installed_pipeline()

    def keys(s, seed=0):
        maker = KeyMaker(s, seed=seed, pipeline=pipeline)
        return maker.key(claim, local), maker.key(claim, reader)

    base = keys(suite)
    assert keys(suite) == base
    assert keys(suite, seed=1)[0] != base[0]
    from dataclasses import replace
    other = suite.originals[1]
    changed = replace(suite, claims=tuple(replace(c, text=c.text + " Also.") if c is other else c
                                          for c in suite.claims))
    local_key, reader_key = keys(changed)
    assert local_key == base[0] and reader_key != base[1]
    monkeypatch.setattr(mutant_cache, "library_digest", lambda: "edited source")
    assert all(a != b for a, b in zip(keys(suite), base, strict=True))


def test_the_pipeline_is_known_without_loading_it():
    assert _nlp.installed_pipeline() == _nlp.pipeline_info()
