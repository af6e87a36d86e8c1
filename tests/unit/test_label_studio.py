"""Label Studio task JSON: mutato's export has the documented shape, and Label Studio's export
of the annotated tasks reads back into the same rulings."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from mutato.mutation.mutants import generate_mutants
from mutato.review.label_studio import (
    CHOICES,
    LABEL_CONFIG,
    REASON,
    RULING,
    TO_NAME,
    export_tasks,
    import_tasks,
)
from mutato.suite.loading import load_suite
from mutato.suite.reviews import Ruling


def _annotated(task: dict, index: int, value: str, reason: str, user: object) -> dict:
    """The task as Label Studio's JSON export writes it after a person annotated it
    (https://labelstud.io/guide/task_format)."""
    result = [{"id": f"r{index}", "from_name": RULING, "to_name": TO_NAME, "type": "choices",
               "value": {"choices": [CHOICES[value]]}, "origin": "manual"}]
    if reason:
        result.append({"id": f"t{index}", "from_name": REASON, "to_name": TO_NAME,
                       "type": "textarea", "value": {"text": [reason]}, "origin": "manual"})
    return {"id": index + 1, "project": 3, "data": task["data"],
            "annotations": [{"id": 100 + index, "completed_by": user, "result": result,
                             "was_cancelled": False, "ground_truth": False, "task": index + 1,
                             "lead_time": 3.2}],
            "predictions": task.get("predictions", [])}


def test_export_then_label_studio_export_round_trips(tmp_path):
    suite = load_suite("larkspur")
    mutants = generate_mutants(suite)[:6]
    prior = {mutants[0].id: ("ana", Ruling("fault", "12 → 9"))}
    tasks = export_tasks(mutants, suite, prior)
    json.dumps(tasks)  # plain JSON
    assert all(set(t["data"]) >= {"mutant_id", "original", "mutant", "best_windows", "question"}
               for t in tasks)
    prediction = tasks[0]["predictions"][0]["result"]
    assert prediction[0]["value"] == {"choices": ["fault"]}
    assert prediction[1]["value"] == {"text": ["12 → 9"]}
    config = ET.fromstring(LABEL_CONFIG)  # the config is valid XML naming the same fields
    assert config.find(f"Choices[@name='{RULING}']").get("toName") == TO_NAME
    assert {t.get("value")[1:] for t in config.iter("Text")} <= set(tasks[0]["data"])

    wanted = {(mutants[0].id, "ana@example.org"): Ruling("fault", "12 → 9"),
              (mutants[1].id, "ana@example.org"): Ruling("not_fault", ""),
              (mutants[2].id, "ls-7"): Ruling("unsure", "cannot tell")}
    users = {"ana@example.org": {"id": 1, "email": "ana@example.org"}, "ls-7": 7}
    exported = [_annotated(tasks[i], i, wanted[(m.id, who)].value, wanted[(m.id, who)].reason,
                           users[who])
                for i, m in enumerate(mutants[:3]) for who in users if (m.id, who) in wanted]
    cancelled = _annotated(tasks[3], 3, "fault", "", 7)
    cancelled["annotations"][0]["was_cancelled"] = True
    exported += [cancelled, {"id": 5, "data": tasks[4]["data"], "annotations": []},
                 {"id": 6, "data": {"mutant_id": "gone:x:1"}, "annotations": []}]
    path = tmp_path / "project-3-at-2026.json"
    path.write_text(json.dumps(exported, ensure_ascii=False), encoding="utf-8")
    got = import_tasks(path, known_ids=[m.id for m in mutants])
    assert got.rulings == wanted
    assert got.unannotated == 2
    assert len(got.ignored) == 1 and "'gone:x:1'" in got.ignored[0]


def test_a_choice_label_studio_did_not_offer_is_reported(tmp_path):
    path = tmp_path / "x.json"
    path.write_text(json.dumps([{"data": {"mutant_id": "a:b:1"}, "annotations": [
        {"completed_by": 1, "result": [{"from_name": RULING, "to_name": TO_NAME,
                                        "type": "choices", "value": {"choices": ["maybe"]}}]}]}]))
    got = import_tasks(path)
    assert not got.rulings and "'maybe'" in got.ignored[0]
