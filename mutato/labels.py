"""Human rulings on mutants, kept apart from the mutants and keyed by mutant id.

A label is ``fault`` (the edit really broke the claim), ``not_fault`` (an equivalent
mutant: the truth did not change) or ``unsure``, with an optional reason. Labels live in a
JSONL file beside the suite and round-trip through CSV for review in a spreadsheet.
Because mutant ids hash the texts, a label stays attached across re-generation; a label
whose mutant is no longer generated is kept and reported as orphaned, never dropped.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "labels.jsonl"
>>> save_labels(path, {"c1:number_swap:1a2b3c4d": Label("fault", "12 is not 10")})
>>> load_labels(path)["c1:number_swap:1a2b3c4d"].value
'fault'
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from .errors import LabelError
from .jsonl import read_jsonl, write_jsonl
from .mutants import Mutant
from .suite import Suite

LABEL_VALUES = ("fault", "not_fault", "unsure")
#: The ``review`` a suite claim carries when no person ruled on it (see ``suite_rulings``).
UNREVIEWED = "unlabeled"
CSV_COLUMNS = ("mutant_id", "claim_id", "mutator", "kind", "fault_type", "original", "mutant",
               "edit", "label", "reason")


@dataclass(frozen=True)
class Label:
    """One human ruling on one mutant."""

    value: str
    reason: str = ""


def suite_rulings(suite: Suite) -> dict[str, Label]:
    """The rulings a suite file states itself: a claim labeled unsupported is a person's
    confirmed fault, unless ``mutato hardcases`` marked it ``review: unlabeled`` (a mutant
    nobody reviewed, counted as an assumed fault). The labels file overrides these.

    >>> from mutato.suite import Claim, Suite
    >>> claim = Claim("c1", "SSO is free.", {"p": "SSO costs extra."}, label="unsupported")
    >>> suite_rulings(Suite("s", (claim,)))["c1"].value
    'fault'
    """
    return {claim.id: Label("fault", "labeled unsupported in the suite")
            for claim in suite.labeled_unsupported
            if claim.extra.get("review") != UNREVIEWED}


def default_labels_path(suite_path: str | Path) -> Path:
    """``labels.jsonl`` beside ``suite.yaml``; ``faq.labels.jsonl`` beside ``faq.jsonl``."""
    suite_path = Path(suite_path)
    if suite_path.stem == "suite":
        return suite_path.parent / "labels.jsonl"
    return suite_path.with_name(f"{suite_path.stem}.labels.jsonl")


def load_labels(path: str | Path) -> dict[str, Label]:
    """Labels by mutant id; a missing file means no labels yet."""
    path = Path(path)
    if not path.exists():
        return {}
    labels: dict[str, Label] = {}
    for number, record in read_jsonl(
            path, error=lambda message, line: LabelError(f"{path}:{line}: {message}")):
        if not isinstance(record, dict):
            raise LabelError(f"{path}:{number}: expected a JSON object, got "
                             f"{type(record).__name__}")
        mutant_id = record.get("mutant_id")
        if not mutant_id or not isinstance(mutant_id, str):
            raise LabelError(f"{path}:{number}: field 'mutant_id' is missing")
        labels[mutant_id] = Label(_checked_value(record.get("label"), path, number),
                                  str(record.get("reason") or ""))
    return labels


def save_labels(path: str | Path, labels: Mapping[str, Label]) -> None:
    """Write labels sorted by mutant id, atomically."""
    write_jsonl(path, ({"mutant_id": mid, "label": lab.value, "reason": lab.reason}
                       for mid, lab in sorted(labels.items())))


def export_csv(mutants: Iterable[Mutant], labels: Mapping[str, Label]) -> str:
    """A review sheet: one row per mutant, existing labels filled in."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for mutant in mutants:
        label = labels.get(mutant.id)
        writer.writerow({
            "mutant_id": mutant.id, "claim_id": mutant.claim_id, "mutator": mutant.mutator,
            "kind": mutant.kind, "fault_type": mutant.fault_type, "original": mutant.original,
            "mutant": mutant.text, "edit": mutant.note or mutant.marked(),
            "label": label.value if label else "", "reason": label.reason if label else "",
        })
    return buffer.getvalue()


def import_csv(path: str | Path, known_ids: Iterable[str] | None = None) -> dict[str, Label]:
    """Labels from a review sheet; blank label cells are skipped (still unlabeled)."""
    path = Path(path)
    known = set(known_ids) if known_ids is not None else None
    with path.open(encoding="utf-8-sig", newline="") as stream:
        reader = csv.DictReader(stream)
        for column in ("mutant_id", "label"):
            if column not in (reader.fieldnames or []):
                raise LabelError(f"{path}:1: column {column!r} is missing; expected "
                                 f"{', '.join(CSV_COLUMNS)}")
        labels: dict[str, Label] = {}
        for row in reader:
            line = reader.line_num
            value = (row.get("label") or "").strip()
            if not value:
                continue
            mutant_id = (row.get("mutant_id") or "").strip()
            if known is not None and mutant_id not in known:
                raise LabelError(f"{path}:{line}: field 'mutant_id': {mutant_id!r} is not a "
                                 "mutant of this suite (re-export the sheet after `mutato "
                                 "mutate`)")
            labels[mutant_id] = Label(_checked_value(value, path, line),
                                      (row.get("reason") or "").strip())
    return labels


def _checked_value(value: object, path: Path, line: int) -> str:
    text = str(value or "").strip().lower().replace("-", "_").replace(" ", "_")
    if text not in LABEL_VALUES:
        raise LabelError(f"{path}:{line}: field 'label': {value!r} is not one of "
                         f"{', '.join(LABEL_VALUES)}")
    return text
