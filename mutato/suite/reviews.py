"""Rulings per reviewer: keyed by (mutant id, reviewer), resolved into one label per mutant.

Several people may rule on the same mutant. Each ruling is one line of the labels file
(``labels.jsonl`` beside the suite) with a ``reviewer`` field; a line without one (the
format before reviewers existed) is a ruling by :data:`UNNAMED`. A ruling by the reserved
reviewer :data:`ADJUDICATED` settles a disagreement. A mutant's label, as reports count it,
is the adjudicated ruling; where there is none, the ruling every reviewer agrees on; and
otherwise :data:`DISPUTED`.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "labels.jsonl"
>>> save_reviews(path, {("m1", "ana"): Ruling("fault"), ("m1", "ben"): Ruling("not_fault")})
>>> resolve(load_reviews(path))["m1"].value
'disputed'
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..errors import LabelError
from ..io_safety.files import write_text_atomic
from ..io_safety.jsonl import dumps_line, numbered_lines

RULING_VALUES = ("fault", "not_fault", "unsure")
#: The reviewer of a line that names none (labels written before reviewers existed).
UNNAMED = "unnamed"
#: The reserved reviewer whose ruling settles a disagreement.
ADJUDICATED = "adjudicated"
#: The resolved value of a mutant whose reviewers disagree and nobody adjudicated.
DISPUTED = "disputed"
#: How a resolved label was reached.
BASES = ("adjudicated", "unanimous", "single", "disputed")
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@+-]{0,63}")

Key = tuple[str, str]


@dataclass(frozen=True)
class Ruling:
    """One reviewer's ruling on one mutant; ``by`` names who adjudicated."""

    value: str
    reason: str = ""
    by: str = ""


def check_reviewer(name: str) -> str:
    """A reviewer name: letters, digits and ``_.@+-``; the reserved names are refused.

    >>> check_reviewer("ana")
    'ana'
    """
    if not _NAME.fullmatch(name or ""):
        raise LabelError(f"reviewer {name!r} is not a name: use letters, digits and _.@+- "
                         "(at most 64), e.g. --reviewer ana")
    if name in (ADJUDICATED, UNNAMED):
        raise LabelError(f"reviewer name {name!r} is reserved; pick another, e.g. your initials")
    return name


def checked_value(value: object, where: str) -> str:
    """A ruling value, forgiving spreadsheet spellings ("Not fault", "not-fault")."""
    text = str(value or "").strip().lower().replace("-", "_").replace(" ", "_")
    if text not in RULING_VALUES:
        raise LabelError(f"{where}: field 'label': {value!r} is not one of "
                         f"{', '.join(RULING_VALUES)}")
    return text


def load_reviews(path: str | Path) -> dict[Key, Ruling]:
    """Every ruling in a labels file; a missing file means none yet.

    A second line for the same (mutant, reviewer) is an error naming both lines.
    """
    path = Path(path)
    if not path.exists():
        return {}
    if path.is_dir():
        raise LabelError(f"{path} is a folder; expected a labels file such as labels.jsonl")
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        line = path.read_bytes()[:exc.start].count(b"\n") + 1
        raise LabelError(f"{path}:{line}: not UTF-8 ({exc.reason}); a labels file is written "
                         "by mutato in UTF-8, restore it or re-import the sheet") from None
    reviews: dict[Key, Ruling] = {}
    first_line: dict[Key, int] = {}
    for number, raw in numbered_lines(text):
        where = f"{path}:{number}"
        try:
            record = json.loads(raw)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise LabelError(f"{where}: invalid JSON: {getattr(exc, 'msg', exc)}") from None
        if not isinstance(record, dict):
            raise LabelError(f"{where}: expected an object with mutant_id and label")
        mutant_id = record.get("mutant_id")
        if not isinstance(mutant_id, str) or not mutant_id:
            raise LabelError(f"{where}: field 'mutant_id' is missing")
        reviewer = record.get("reviewer") or UNNAMED
        if not isinstance(reviewer, str):
            raise LabelError(f"{where}: field 'reviewer': {reviewer!r} is not a name")
        key = (mutant_id, reviewer)
        if key in reviews:
            raise LabelError(f"{where}: mutant {mutant_id!r} is ruled again by {reviewer!r} "
                             f"(first at line {first_line[key]}); keep one of the two lines")
        first_line[key] = number
        reviews[key] = Ruling(checked_value(record.get("label"), where),
                              str(record.get("reason") or ""), str(record.get("by") or ""))
    return reviews


def save_reviews(path: str | Path, reviews: Mapping[Key, Ruling]) -> None:
    """Write every ruling sorted by (mutant id, reviewer), atomically.

    A ruling by :data:`UNNAMED` is written without a ``reviewer`` field, as it was read.
    """
    lines = []
    for (mutant_id, reviewer), ruling in sorted(reviews.items()):
        record: dict[str, str] = {"mutant_id": mutant_id}
        if reviewer != UNNAMED:
            record["reviewer"] = reviewer
        record["label"] = ruling.value
        record["reason"] = ruling.reason
        if ruling.by:
            record["by"] = ruling.by
        lines.append(dumps_line(record) + "\n")
    write_text_atomic(Path(path), "".join(lines))


def reviewers_of(reviews: Mapping[Key, Ruling]) -> list[str]:
    """The reviewers with at least one ruling, sorted; the adjudication is not a reviewer."""
    return sorted({r for _, r in reviews if r != ADJUDICATED})


def by_mutant(reviews: Mapping[Key, Ruling]) -> dict[str, dict[str, Ruling]]:
    """{mutant id: {reviewer: ruling}}."""
    out: dict[str, dict[str, Ruling]] = {}
    for (mutant_id, reviewer), ruling in reviews.items():
        out.setdefault(mutant_id, {})[reviewer] = ruling
    return out


@dataclass(frozen=True)
class Resolved:
    """A mutant's label as reports count it, and how it was reached (one of :data:`BASES`)."""

    value: str
    reason: str
    basis: str


def resolve(reviews: Mapping[Key, Ruling]) -> dict[str, Resolved]:
    """Adjudicated, else unanimous (one reviewer alone is ``single``), else disputed.

    >>> resolve({("m", "ana"): Ruling("fault", "9 ≠ 12"), ("m", "ben"): Ruling("fault")})["m"]
    Resolved(value='fault', reason='9 ≠ 12', basis='unanimous')
    """
    out: dict[str, Resolved] = {}
    for mutant_id, rulings in by_mutant(reviews).items():
        if ADJUDICATED in rulings:
            final = rulings[ADJUDICATED]
            out[mutant_id] = Resolved(final.value, final.reason, "adjudicated")
            continue
        values = {r.value for r in rulings.values()}
        if len(values) == 1:
            reason = next((r.reason for _, r in sorted(rulings.items()) if r.reason), "")
            out[mutant_id] = Resolved(values.pop(), reason,
                                      "single" if len(rulings) == 1 else "unanimous")
        else:
            listed = ", ".join(f"{name}: {r.value}" for name, r in sorted(rulings.items()))
            out[mutant_id] = Resolved(DISPUTED, listed, "disputed")
    return out


def disagreements(reviews: Mapping[Key, Ruling]) -> dict[str, dict[str, Ruling]]:
    """Mutants whose reviewers disagree, adjudicated or not: {mutant id: {reviewer: ruling}}."""
    return {mid: {r: v for r, v in rulings.items() if r != ADJUDICATED}
            for mid, rulings in sorted(by_mutant(reviews).items())
            if len({v.value for r, v in rulings.items() if r != ADJUDICATED}) > 1}
