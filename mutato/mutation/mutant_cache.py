"""Mutants kept across runs: a warm re-run reads each (claim, mutator) result back instead of
parsing and mutating again.

One SQLite file (``mutants.sqlite``, beside ``parses.sqlite`` in the output folder) maps a
content key to the JSON of the mutants one mutator made of one claim. The key hashes
everything the result can depend on:

- the claim as the mutator sees it (id, text, passages in order, label, question,
  ``derived``/``derivation``, answer id, extra fields), and, for a mutator whose code reads
  the suite (other claims, the passage set), every claim of the suite;
- the mutator's name, version, kind, fault type and option values, and the seed;
- the spaCy pipeline (package, version, spaCy version; and numpy's and Python's), read from the installed metadata so
  that a run whose entries all hit never loads spaCy;
- the **source** of the whole built-in library: every file of the ``mutators`` package
  (modules and ``mutators/data``) and of ``mutato/mutation``. Mutators call each other and
  share helpers, so an edit anywhere in them, with or without a version bump, changes every
  key: a stale mutant is never read.

Only built-in mutators (modules under ``mutators.``) are cached: a plug-in's code and data
are not known here. An entry that does not check out (bad digest, bad JSON, a mutant whose
text is not its original with its spans applied, a wrong id) is a miss and is rebuilt; a file
that is not a readable database is replaced.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> with MutantCache(folder / "mutants.sqlite") as cache:
...     cache.store({"k": []})
...     cache.load(["k", "other"])
{'k': []}
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import json
import sqlite3
import sys
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from ..suite.model import Claim, Suite
from .registry import BUILTIN_PACKAGE, MutatorSpec

#: Bumped when the key or the stored form changes.
FORMAT = "mutato-mutant-cache-1"
_HERE = Path(__file__).resolve().parent


def is_cached(spec: MutatorSpec) -> bool:
    """Whether this mutator's results are kept: built-in mutators only."""
    return spec.func.__module__.startswith(BUILTIN_PACKAGE + ".")


@cache
def library_digest() -> str:
    """A hash of every file of the built-in library and of ``mutato/mutation`` (paths and
    bytes; ``__pycache__`` left out).

    >>> len(library_digest())
    64
    """
    spec = importlib.util.find_spec(BUILTIN_PACKAGE)
    roots = [_HERE]
    if spec is not None and spec.submodule_search_locations:
        roots += [Path(p) for p in spec.submodule_search_locations]
    digest = hashlib.sha256()
    for root in roots:
        for path in sorted(p for p in root.rglob("*") if p.is_file()
                           and "__pycache__" not in p.parts and p.suffix != ".pyc"):
            name = path.relative_to(root).as_posix().encode()
            body = path.read_bytes()
            digest.update(len(name).to_bytes(8, "big") + name)
            digest.update(len(body).to_bytes(8, "big") + body)
    return digest.hexdigest()


@cache
def reads_suite(module_name: str) -> bool:
    """Whether a mutator module's code reads its ``suite`` argument: any use of the name
    ``suite`` beyond declaring the parameter (docstrings and strings do not count); a module
    whose source cannot be read counts as reading it.

    >>> reads_suite("mutators.cross_passage"), reads_suite("mutators.negation_flip")
    (True, False)
    """
    spec = importlib.util.find_spec(module_name)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        return True
    try:
        tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return True
    return any(isinstance(node, ast.Name) and node.id == "suite" for node in ast.walk(tree))


def _claim_record(claim: Claim) -> dict[str, Any]:
    return {"id": claim.id, "text": claim.text, "passages": list(claim.passages.items()),
            "question": claim.question, "label": claim.label, "derived": claim.derived,
            "derivation": claim.derivation, "answer_id": claim.answer_id,
            "extra": dict(claim.extra)}


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr)


def suite_digest(suite: Suite) -> str:
    """A hash of every claim of the suite (what a suite-reading mutator may look at)."""
    return hashlib.sha256(_dump([_claim_record(c) for c in suite.claims]).encode()).hexdigest()


class KeyMaker:
    """The cache key of each (claim, mutator) of one run (see the module docstring)."""

    def __init__(self, suite: Suite, *, seed: int, pipeline: Mapping[str, str]) -> None:
        self._suite = suite
        self._run = _dump({"format": FORMAT, "seed": seed, "library": library_digest(),
                           "pipeline": dict(pipeline), "numpy": np.__version__,
                           "python": list(sys.version_info[:2])})
        self._suite_digest: str | None = None
        self._mutators: dict[int, tuple[MutatorSpec, str]] = {}  # by id: options may not hash
        self._last_claim: tuple[Claim, str] | None = None  # keys come claim by claim

    def key(self, claim: Claim, spec: MutatorSpec) -> str:
        """The hex key of ``spec``'s mutants of ``claim`` in this run."""
        scope = ""
        if reads_suite(spec.func.__module__):
            if self._suite_digest is None:
                self._suite_digest = suite_digest(self._suite)
            scope = self._suite_digest
        text = "\0".join((self._run, self._mutator_dump(spec), self._claim_dump(claim), scope))
        return hashlib.sha256(text.encode()).hexdigest()

    def _mutator_dump(self, spec: MutatorSpec) -> str:
        known = self._mutators.get(id(spec))
        if known is None or known[0] is not spec:
            known = self._mutators[id(spec)] = (spec, _dump({
                "name": spec.name, "version": spec.version, "kind": spec.kind,
                "fault_type": spec.fault_type, "module": spec.func.__module__,
                "function": spec.func.__qualname__, "options": list(spec.options)}))
        return known[1]

    def _claim_dump(self, claim: Claim) -> str:
        """The claim's JSON, made once for all the mutators of the claim (not once each)."""
        if self._last_claim is None or self._last_claim[0] is not claim:
            self._last_claim = (claim, _dump(_claim_record(claim)))
        return self._last_claim[1]


class MutantCache:
    """Mutant records by key in one SQLite table; one transaction per :meth:`store`."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._open()
        except sqlite3.DatabaseError:  # not a database (truncated, overwritten): start over
            self.path.unlink(missing_ok=True)
            for suffix in ("-wal", "-shm"):
                self.path.with_name(self.path.name + suffix).unlink(missing_ok=True)
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("CREATE TABLE IF NOT EXISTS mutants "
                       "(key TEXT PRIMARY KEY, digest TEXT, payload BLOB)")
            db.execute("SELECT count(*) FROM mutants").fetchone()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def __enter__(self) -> MutantCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self._db.close()

    def load(self, keys: Iterable[str]) -> dict[str, list[dict[str, Any]]]:
        """The stored records of the keys found; an entry failing its digest or its JSON is
        left out (so it is rebuilt)."""
        out: dict[str, list[dict[str, Any]]] = {}
        wanted = list(dict.fromkeys(keys))
        try:
            for i in range(0, len(wanted), 500):
                chunk = wanted[i:i + 500]
                marks = ",".join("?" * len(chunk))
                rows = self._db.execute(
                    f"SELECT key, digest, payload FROM mutants WHERE key IN ({marks})", chunk)
                for key, digest, payload in rows:
                    records = _decode(digest, payload)
                    if records is not None:
                        out[key] = records
        except sqlite3.DatabaseError:
            return out  # a damaged table: what was not read is rebuilt
        return out

    def store(self, entries: Mapping[str, list[dict[str, Any]]]) -> None:
        """Keep each key's records (replacing a damaged or older entry)."""
        rows = []
        for key, records in entries.items():
            payload = _dump(records).encode()
            rows.append((key, hashlib.sha256(payload).hexdigest(), payload))
        try:
            with self._db:
                self._db.executemany("INSERT OR REPLACE INTO mutants VALUES (?, ?, ?)", rows)
        except sqlite3.DatabaseError:
            pass  # the cache only saves time: a run that cannot keep its mutants still has them


def _decode(digest: Any, payload: Any) -> list[dict[str, Any]] | None:
    if not isinstance(payload, bytes) or hashlib.sha256(payload).hexdigest() != digest:
        return None
    try:
        records = json.loads(payload)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        return None
    return records
