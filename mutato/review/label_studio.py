"""Label Studio: mutants out as its task JSON, rulings back from its JSON export.

A task's ``data`` holds what the reviewer reads (question, original with the edit marked,
mutant, note, best windows) and the mutant id. Rulings mutato already has go out as
``predictions`` (Label Studio shows them as pre-annotations to confirm or correct). Import
reads each task's ``annotations``: the ``ruling`` choice, the optional ``reason`` text, and
the annotator from ``completed_by`` (an email, a username or a user id). Cancelled
(skipped) annotations and tasks without a ruling are left out and counted.

Format: https://labelstud.io/guide/task_format (tasks, annotations, result items of type
``choices`` and ``textarea``). The labeling config to create the project with is
:data:`LABEL_CONFIG`.

>>> from mutato.mutation.mutants import Mutant, Span
>>> from mutato.suite.model import Claim, Suite
>>> claim = Claim("c", "Links expire after 7 days.", {"export": "Links expire after 7 days."})
>>> m = Mutant("c:number_swap:1", "c", "number_swap", 1, "fault", "number_swap",
...            claim.text, "Links expire after 9 days.", (Span(19, 20, "9"),))
>>> task = export_tasks([m], Suite("s", (claim,)), {})[0]
>>> task["data"]["mutant_id"], task["data"]["mutant"]
('c:number_swap:1', 'Links expire after [[9]] days.')
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import LabelError
from ..mutation.mutants import Mutant
from ..suite.model import Suite
from ..suite.reviews import RULING_VALUES, Key, Ruling, check_reviewer
from .evidence import best_windows

#: Result names in the labeling config (``from_name``) and the text they annotate.
RULING, REASON, TO_NAME = "ruling", "reason", "mutant"
#: Label Studio shows the choices with these captions; import maps them back.
CHOICES = {"fault": "fault", "not_fault": "not fault", "unsure": "unsure"}
_BY_CAPTION = {caption: value for value, caption in CHOICES.items()}

LABEL_CONFIG = f"""<View>
  <Header value="$question"/>
  <Text name="original" value="$original"/>
  <Text name="{TO_NAME}" value="$mutant"/>
  <Text name="note" value="$note"/>
  <Text name="evidence" value="$best_windows"/>
  <Choices name="{RULING}" toName="{TO_NAME}" choice="single" showInline="true" required="true">
{chr(10).join(f'    <Choice value="{c}"/>' for c in CHOICES.values())}
  </Choices>
  <TextArea name="{REASON}" toName="{TO_NAME}" placeholder="reason (optional)" maxSubmissions="1"/>
</View>
"""


def export_tasks(mutants: Iterable[Mutant], suite: Suite,
                 rulings: Mapping[str, tuple[str, Ruling]]) -> list[dict[str, Any]]:
    """Label Studio tasks, one per mutant; ``rulings`` ({mutant id: (reviewer, ruling)})
    become predictions."""
    claims = {claim.id: claim for claim in suite.claims}
    tasks = []
    for mutant in mutants:
        claim = claims.get(mutant.claim_id)
        passages = dict(claim.passages) if claim else {}
        windows = best_windows(mutant.original, passages)
        task: dict[str, Any] = {"data": {
            "mutant_id": mutant.id, "claim_id": mutant.claim_id, "mutator": mutant.mutator,
            "fault_type": mutant.fault_type,
            "question": (claim.question if claim else None) or "",
            "original": mutant.marked_original(), "mutant": mutant.marked(),
            "note": mutant.note or "",
            "best_windows": "\n".join(f"[{w.id}] {w.text}" for w in windows),
        }}
        if mutant.id in rulings:
            reviewer, ruling = rulings[mutant.id]
            task["predictions"] = [{"model_version": f"mutato reviewer {reviewer}",
                                    "result": _result(ruling)}]
        tasks.append(task)
    return tasks


def _result(ruling: Ruling) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = [{"from_name": RULING, "to_name": TO_NAME, "type": "choices",
                                     "value": {"choices": [CHOICES[ruling.value]]}}]
    if ruling.reason:
        result.append({"from_name": REASON, "to_name": TO_NAME, "type": "textarea",
                       "value": {"text": [ruling.reason]}})
    return result


@dataclass
class TasksImport:
    """Rulings read from a Label Studio export, and what was left out."""

    rulings: dict[Key, Ruling] = field(default_factory=dict)
    ignored: list[str] = field(default_factory=list)
    unannotated: int = 0


def import_tasks(path: str | Path, *, known_ids: Iterable[str] | None = None,
                 reviewer: str | None = None) -> TasksImport:
    """Rulings from Label Studio's JSON export (a list of tasks with ``annotations``).

    ``reviewer`` names every annotator (when the export's user ids mean nothing here).
    """
    path = Path(path)
    try:
        tasks = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise LabelError(f"{path}: not a Label Studio JSON export: {exc}") from None
    if not isinstance(tasks, list):
        raise LabelError(f"{path}: expected a JSON list of tasks (Label Studio's JSON export), "
                         f"got {type(tasks).__name__}")
    known = set(known_ids) if known_ids is not None else None
    out = TasksImport()
    for index, task in enumerate(tasks):
        where = f"{path}: task {index + 1}"
        data = task.get("data") if isinstance(task, dict) else None
        mutant_id = data.get("mutant_id") if isinstance(data, dict) else None
        if not isinstance(mutant_id, str):
            out.ignored.append(f"{where}: no data.mutant_id (not a task mutato exported)")
            continue
        if known is not None and mutant_id not in known:
            out.ignored.append(f"{where}: mutant {mutant_id!r} is not a mutant of this suite")
            continue
        listed = task.get("annotations")
        annotations = [a for a in (listed if isinstance(listed, list) else [])
                       if isinstance(a, dict) and not a.get("was_cancelled")]
        if not annotations:
            out.unannotated += 1
        for annotation in annotations:
            _read_annotation(annotation, mutant_id, where, reviewer, out)
    return out


def _read_annotation(annotation: dict[str, Any], mutant_id: str, where: str,
                     reviewer: str | None, out: TasksImport) -> None:
    value, reason = None, ""
    result = annotation.get("result")
    for item in result if isinstance(result, list) else []:
        if not isinstance(item, dict) or not isinstance(item.get("value"), dict):
            continue
        if item.get("from_name") == RULING and item.get("type") == "choices":
            choices = item["value"].get("choices")
            value = choices[0] if isinstance(choices, list) and len(choices) == 1 else choices
        elif item.get("from_name") == REASON and item.get("type") == "textarea":
            text = item["value"].get("text")
            reason = " ".join(str(t) for t in text) if isinstance(text, list) else str(text or "")
    if value is None:
        out.unannotated += 1
        return
    ruling_value = _BY_CAPTION.get(value) if isinstance(value, str) else None
    if ruling_value is None and isinstance(value, str):
        ruling_value = _BY_CAPTION.get(value.strip().lower().replace("_", " "))
    if ruling_value not in RULING_VALUES:
        out.ignored.append(f"{where}: ruling {value!r} is not one of "
                           f"{', '.join(CHOICES.values())}")
        return
    name = reviewer or _annotator(annotation.get("completed_by"))
    try:
        check_reviewer(name)
    except LabelError as exc:
        out.ignored.append(f"{where}: {exc}")
        return
    key = (mutant_id, name)
    if key in out.rulings:
        out.ignored.append(f"{where}: a second annotation by {name!r}; kept the first")
        return
    out.rulings[key] = Ruling(ruling_value, reason.strip())


def _annotator(completed_by: Any) -> str:
    """A reviewer name from ``completed_by``: an email, a username, or ``ls-<user id>``."""
    if isinstance(completed_by, dict):
        for key in ("email", "username"):
            if completed_by.get(key):
                return str(completed_by[key])
        completed_by = completed_by.get("id")
    if isinstance(completed_by, str) and completed_by:
        return completed_by
    return f"ls-{completed_by}" if isinstance(completed_by, int) else "ls-unknown"
