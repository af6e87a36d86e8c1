"""Which items become hard cases, and what each suite line carries."""

from __future__ import annotations

import math

import pytest

from mutato.analysis.hard_cases import FALSE_ALARM, MISSED_FAULT, hard_cases, is_hard_case_suite
from mutato.analysis.run_data import claims_frame
from mutato.errors import MutatoError
from mutato.scoring.items import items_for
from mutato.suite.labels import suite_rulings
from mutato.suite.loading import load_suite
from mutato.suite.model import Claim, Suite

LARKSPUR = load_suite("larkspur")


def fault(item_id: str, score: float, **extra) -> dict:
    return {"item_id": f"plans-price:{item_id}", "role": "fault", "claim_id": "plans-price",
            "fault_type": "number_swap", "mutator": "number_swap",
            "text": f"The Team plan costs {item_id} per user per month.", "best_score": score,
            **extra}


def test_only_counted_decided_mistakes_become_cases():
    claims = claims_frame([
        fault("€9", 0.9),                                   # missed, confirmed
        fault("€10", 0.9, label="not_fault"),               # missed but ruled no fault
        fault("€11", 0.2),                                  # caught
        fault("€13", math.nan, error="timeout"),            # error state
        fault("€14", 0.95, label=None),                     # missed, never reviewed
        {"item_id": "plans-price", "role": "original", "best_score": 0.3,
         "text": "The Team plan costs €12 per user per month."},           # false alarm
        {"item_id": "plans-sso", "role": "original", "best_score": 0.9,
         "text": "SSO is available only on the Enterprise plan."},         # passed
        {"item_id": "derived-team-cost", "role": "original", "derived": True,
         "best_score": 0.1, "text": "8 Team users pay €96 a month."},     # false alarm
        {"item_id": "plans-price:synonym:x", "role": "control", "claim_id": "plans-price",
         "mutator": "synonym", "best_score": 0.2, "label": "fault",
         "text": "The Team plan is priced at €12 per user per month."},   # ruled a fault
    ])
    claims.loc[claims["item_id"] == "plans-price:€9", "label"] = "fault"
    cases = hard_cases(claims, LARKSPUR, threshold=0.5, run_label="larkspur/x")
    kinds = {c.record["id"]: c.kind for c in cases.cases}
    assert kinds == {"plans-price:€9": MISSED_FAULT, "plans-price:€14": MISSED_FAULT,
                     "plans-price": FALSE_ALARM, "derived-team-cost": FALSE_ALARM}
    assert cases.errors == 1 and cases.unlabeled_faults == 1
    records = {c.record["id"]: c.record for c in cases.cases}
    assert records["plans-price:€9"]["review"] == "fault"
    assert records["plans-price:€14"]["review"] == "unlabeled"
    assert records["plans-price:€9"]["original"] == "The Team plan costs €12 per user per month."
    assert records["plans-price:€9"]["passages"] == dict(LARKSPUR.claim("plans-price").passages)
    assert records["derived-team-cost"]["derived"] is True
    assert records["derived-team-cost"]["derivation"] == "8 * 12"
    assert records["plans-price"]["hard_from"] == {
        "run": "larkspur/x", "threshold": 0.5, "best_support": 0.3,
        "best_window": None, "best_premise": None}


def test_a_case_from_a_claim_the_suite_no_longer_has_is_an_error():
    claims = claims_frame([{"item_id": "gone", "role": "original", "best_score": 0.1}])
    with pytest.raises(MutatoError, match="'gone'.*--suite"):
        hard_cases(claims, LARKSPUR, threshold=0.5, run_label="larkspur/x")


def test_a_hard_case_suite_keeps_fault_types_and_review_state():
    passages = {"p": "SSO costs extra."}
    confirmed = Claim("a", "SSO is free.", passages, label="unsupported",
                      extra={"fault_type": "negation_flip", "review": "fault",
                             "hard_from": {}})
    assumed = Claim("b", "SSO is cheap.", passages, label="unsupported",
                    extra={"fault_type": "entity_swap", "review": "unlabeled", "hard_from": {}})
    suite = Suite("hard", (confirmed, assumed))
    assert [item.fault_type for item in items_for(suite, [])] == ["negation_flip",
                                                                 "entity_swap"]
    assert set(suite_rulings(suite)) == {"a"}  # the unreviewed one stays an assumed fault
    assert is_hard_case_suite(suite) and not is_hard_case_suite(LARKSPUR)
