"""Finding a mutant and every score it got, across the run folders under an output root.

>>> import tempfile
>>> from mutato.run import RunConfig, run_suite
>>> out = tempfile.mkdtemp()
>>> result = run_suite(RunConfig(suite="larkspur", checker="lexical", out=out, progress=False))
>>> found = find_item(result.mutants[0].id, root=out)
>>> found.mutant.id == result.mutants[0].id, found.scores[0]["run"]
(True, 'larkspur/lexical')
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..analysis.run_data import RunFolderError, prepare_claims, read_manifest, read_table
from ..errors import MutatoError, UnknownNameError, warn
from ..mutation.mutants import Mutant, read_mutants
from ..scoring.attribution import describe
from ..suite.labels import Label, default_labels_path, load_labels


@dataclass(frozen=True)
class FoundItem:
    """A mutant, its label and its best score in each run that scored it."""

    mutant: Mutant
    label: Label | None
    scores: list[dict[str, Any]] = field(default_factory=list)


def find_item(mutant_id: str, *, root: str | Path = "reports",
              suite_path: str | Path | None = None) -> FoundItem:
    """Look the id up in every ``mutants.jsonl`` and ``claims.parquet`` under ``root``."""
    root = Path(root)
    mutant = None
    suite_source = suite_path
    runs = sorted(root.glob("**/mutants.jsonl")) if root.exists() else []
    known: set[str] = set()
    for path in runs:
        try:
            candidates = read_mutants(path)
        except (MutatoError, OSError, UnicodeDecodeError) as exc:
            warn(f"skipped a damaged run: {exc}")
            continue
        for candidate in candidates:
            known.add(candidate.id)
            if candidate.id == mutant_id and mutant is None:
                mutant = candidate
                suite_source = suite_source or _suite_of(path.parent)
    if mutant is None:
        raise UnknownNameError("mutant id", mutant_id, known)
    label = None
    if suite_source:
        label = load_labels(default_labels_path(suite_source)).get(mutant_id)
    scores = []
    for claims_path in sorted(root.glob("**/claims.parquet")):
        try:
            claims = prepare_claims(read_table(claims_path), source=str(claims_path))
        except RunFolderError as exc:  # one damaged run must not hide the others' scores
            warn(f"skipped a damaged run: {exc}")
            continue
        row = claims[claims["item_id"] == mutant_id]
        if row.empty:
            continue
        record = row.iloc[0]
        scores.append({
            "run": str(claims_path.parent.relative_to(root)),
            "best_score": None if math.isnan(record["best_score"]) else float(record["best_score"]),
            "best_window": record["best_window"], "best_premise": record["best_premise"],
            "errors": int(record["n_errors"]), "windows": int(record["n_windows"]),
            "diagnosis": describe(record),
        })
    return FoundItem(mutant, label, scores)


@dataclass(frozen=True)
class FoundClaim:
    """An original claim and its mutants (from the newest run that has them), with labels."""

    claim_id: str
    text: str
    mutants: list[Mutant]
    labels: dict[str, Label]


def find_claim(claim_id: str, *, root: str | Path = "reports",
               suite_path: str | Path | None = None) -> FoundClaim | None:
    """The mutants of claim ``claim_id`` in the runs under ``root`` (or generated from
    ``suite_path`` when no run has it); None when nothing knows the id.

    >>> find_claim("plans-price", root="/nonexistent", suite_path="larkspur").text
    'The Team plan costs €12 per user per month.'
    """
    root = Path(root)
    runs = sorted(root.glob("**/mutants.jsonl"), key=lambda p: p.stat().st_mtime,
                  reverse=True) if root.exists() else []
    for path in runs:
        mutants = [m for m in read_mutants(path) if m.claim_id == claim_id]
        if mutants:
            source = suite_path or _suite_of(path.parent)
            labels = load_labels(default_labels_path(source)) if source else {}
            return FoundClaim(claim_id, mutants[0].original, mutants, labels)
    if suite_path:
        from ..mutation.mutants import generate_mutants
        from ..suite.loading import load_suite

        suite = load_suite(suite_path)
        claim = next((c for c in suite.claims if c.id == claim_id), None)
        if claim is not None:
            mutants = [m for m in generate_mutants(suite) if m.claim_id == claim_id]
            return FoundClaim(claim_id, claim.text, mutants,
                              load_labels(default_labels_path(suite.source)))
    return None


def _suite_of(folder: Path) -> str | None:
    for name in ("manifest.json", "mutants.manifest.json"):
        manifest = folder / name
        if manifest.is_file():
            try:
                suite = read_manifest(manifest).suite
            except RunFolderError as exc:
                warn(f"cannot tell which suite {folder} came from: {exc}")
                return None
            return suite.path if suite else None
    return None
