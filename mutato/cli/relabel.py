"""Labels stay true after a run: ``mutato report RUN`` re-reads them and says what changed.

A run records the labels file it read (path and sha256). When the file has changed since,
the run's claims and rates tables are re-annotated with the labels as they are now (scores
never change: no checker is called), the manifest records when and how many labels
changed, and the reports then render from the updated tables, with a note saying so.

>>> import tempfile, pathlib, shutil
>>> from mutato.run import RunConfig, run_suite
>>> from mutato.suite.loading import load_suite
>>> work = pathlib.Path(tempfile.mkdtemp())
>>> _ = shutil.copy(load_suite("larkspur").source, work / "suite.yaml")
>>> run = run_suite(RunConfig(suite=work / "suite.yaml", checker="lexical", out=work / "out",
...                           progress=False))
>>> refresh_labels(run.folder).changed
0
>>> from mutato.suite.reviews import Ruling, save_reviews
>>> save_reviews(work / "labels.jsonl", {(run.mutants[0].id, "ana"): Ruling("not_fault")})
>>> refresh_labels(run.folder).changed
1
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from pathlib import Path

import pandas as pd

from ..analysis.run_data import RunFolderError, load_run, load_run_suite
from ..analysis.sweep import sweep
from ..io_safety.files import write_atomic
from ..io_safety.run_folder import table_writers
from ..manifest import LabelsRecord, file_digest
from ..schema import annotate
from ..suite.labels import Label, load_labels, suite_rulings


@dataclass(frozen=True)
class LabelRefresh:
    """What re-reading the labels found: how many items' labels changed, and a sentence."""

    changed: int
    message: str


def refresh_labels(folder: str | Path) -> LabelRefresh:
    """Re-read the run's labels; rewrite its claims and rates tables when labels changed."""
    run = load_run(folder)
    recorded = run.manifest.labels or LabelsRecord()
    path = recorded.path
    if not path:
        return LabelRefresh(0, "labels: this run recorded no labels file; nothing re-read")
    labels: dict[str, Label] = {}
    try:
        labels.update(suite_rulings(load_run_suite(run)))
    except RunFolderError:
        pass  # the suite file is gone: its own rulings are already in the claims table
    labels.update(load_labels(path))
    claims = run.claims
    new = annotate(claims, labels)
    new["ruling"] = [(labels[i].basis or "suite") if i in labels else None
                     for i in new["item_id"]]
    before = _values(claims["label"]) if "label" in claims else [None] * len(claims)
    after = _values(new["label"])
    ruling_before = _values(claims["ruling"]) if "ruling" in claims else [None] * len(claims)
    changed = sum(1 for a, b, c, d in zip(before, after, ruling_before, _values(new["ruling"]),
                                          strict=True)
                  if a != b or (c != d and c is not None))
    digest = file_digest(path)
    if not changed:
        moved = digest != recorded.sha256
        return LabelRefresh(0, f"labels: re-read {path}; "
                               + ("the file changed since the run but no label did"
                                  if moved else "unchanged since the run"))
    rates = sweep(new, thresholds=run.grid)
    writers = {**table_writers("claims", new), **table_writers("rates", rates)}
    for name, writer in writers.items():
        write_atomic(run.folder / name, writer)
    ids = set(claims["item_id"])
    refreshed = {"at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "changed": changed,
                 "sha256_at_run": (recorded.refreshed or {}).get("sha256_at_run",
                                                                 recorded.sha256)}
    manifest = replace(run.manifest, labels=replace(
        recorded, sha256=digest, labeled=sum(1 for i in ids if i in labels),
        extra={**recorded.extra, "refreshed": refreshed}))
    text = json.dumps(manifest.to_json(), indent=2, sort_keys=True, default=str,
                      ensure_ascii=False)
    write_atomic(run.folder / "manifest.json",
                 lambda p: p.write_text(text + "\n", encoding="utf-8"))
    return LabelRefresh(changed, f"labels changed since the run: {changed} mutants' labels "
                                 f"differ from {path} as the run read it; the claims and rates "
                                 "tables now use the labels as they are (scores unchanged)")


def _values(column: pd.Series) -> list[object]:
    return [None if (v is None or (isinstance(v, float) and pd.isna(v))) else v
            for v in column]
