"""The regression gate: Wilson bounds against targets, error and empty groups, JUnit XML."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest
from statsmodels.stats.proportion import proportion_confint

from mutato.analysis.gate import MAX_FALSE_ALARM, MIN_DETECTION, junit_xml, parse_check, run_gate
from mutato.analysis.run_data import claims_frame
from mutato.errors import MutatoError


def claims(*, caught: dict[str, tuple[int, int]], originals: int = 12, alarms: int = 0,
           errors: dict[str, int] | None = None, controls: tuple[int, int] | None = None):
    records = [{"item_id": f"o{i}", "role": "original",
                "best_score": 0.2 if i < alarms else 0.99} for i in range(originals)]
    for fault_type, (k, n) in caught.items():
        records += [{"item_id": f"{fault_type}{i}", "role": "fault", "claim_id": "o0",
                     "fault_type": fault_type, "best_score": 0.1 if i < k else 0.9,
                     "label": "fault"} for i in range(n)]
        records += [{"item_id": f"{fault_type}-err{i}", "role": "fault", "claim_id": "o0",
                     "fault_type": fault_type, "best_score": math.nan}
                    for i in range((errors or {}).get(fault_type, 0))]
    if controls:
        k, n = controls
        records += [{"item_id": f"ctl{i}", "role": "control", "claim_id": "o0",
                     "fault_type": "paraphrase", "best_score": 0.1 if i < k else 0.99}
                    for i in range(n)]
    return claims_frame(records)


def gate(frame, *specs, threshold=0.5):
    checks = [parse_check(kind, spec) for kind, spec in specs]
    return run_gate(frame, checks, threshold=threshold)


def test_detection_is_judged_on_the_wilson_lower_bound_not_the_point_estimate():
    frame = claims(caught={"entity_swap": (9, 9)})
    low = proportion_confint(9, 9, method="wilson")[0]
    passing = gate(frame, (MIN_DETECTION, f"entity_swap={low - 1e-6}"))
    failing = gate(frame, (MIN_DETECTION, "entity_swap=0.9"))     # point estimate is 1.0
    assert passing.passed and not failing.passed
    result = failing.results[0]
    assert result.rate == 1.0 and result.bound == pytest.approx(low)
    assert "9/9" in result.reason and "lower bound 0.701 < target 0.9" in result.reason


def test_false_alarms_are_judged_on_the_upper_bound():
    frame = claims(caught={"x": (5, 5)})
    result = gate(frame, (MAX_FALSE_ALARM, "0.05"))        # 0/12: upper bound 0.24
    assert not result.passed
    assert result.results[0].check.group == "originals"
    assert "0/12" in result.results[0].reason and "upper bound 0.242 > target 0.05" in \
        result.results[0].reason
    assert gate(frame, (MAX_FALSE_ALARM, "originals=0.25")).passed


def test_bound_is_compared_unrounded_and_printed_with_enough_digits():
    frame = claims(caught={"x": (9, 9)})
    low = proportion_confint(9, 9, method="wilson")[0]
    target = round(low, 3) + 0.0004   # prints as 0.701 with 3 decimals, yet above the bound
    result = gate(frame, (MIN_DETECTION, f"x={target}")).results[0]
    assert not result.passed
    shown = result.reason.split("lower bound ")[1].split(" ")[0]
    assert float(shown) != target and float(shown) < target


def test_errors_and_empty_groups_fail_with_a_reason():
    frame = claims(caught={"x": (10, 10)}, errors={"x": 1})
    result = gate(frame, (MIN_DETECTION, "x=0.5"), (MIN_DETECTION, "number_swop=0.5"),
                  (MAX_FALSE_ALARM, "controls=0.1"))
    x, typo, ctl = result.results
    assert not x.passed and x.errors == 1 and "error state" in x.reason
    assert not typo.passed and "n = 0" in typo.reason
    assert not ctl.passed and "controls" in ctl.reason
    named = gate(claims(caught={"number_swap": (1, 1)}), (MIN_DETECTION, "number_swop=0.5"))
    assert "Did you mean 'number_swap'" in named.results[0].reason


def test_all_pools_fault_types_and_controls_can_be_gated():
    frame = claims(caught={"a": (90, 100), "b": (95, 100)}, originals=200,
                   controls=(1, 100))
    result = gate(frame, (MIN_DETECTION, "all=0.87"), (MIN_DETECTION, "0.95"),
                  (MAX_FALSE_ALARM, "controls=0.06"))
    pooled, bare, ctl = result.results
    assert (pooled.k, pooled.n) == (185, 200) and pooled.passed
    assert bare.check.group == "all" and not bare.passed
    assert ctl.passed and ctl.bound == pytest.approx(proportion_confint(1, 100,
                                                                        method="wilson")[1])


def test_parse_check_refuses_nonsense():
    with pytest.raises(MutatoError, match="GROUP=RATE"):
        parse_check(MIN_DETECTION, "number_swap=high")
    with pytest.raises(MutatoError, match=r"\[0, 1\]"):
        parse_check(MIN_DETECTION, "x=1.5")
    with pytest.raises(MutatoError, match="Did you mean 'controls'"):
        parse_check(MAX_FALSE_ALARM, "contrls=0.1")
    with pytest.raises(MutatoError, match="--max-false-alarm"):
        parse_check(MIN_DETECTION, "originals=0.9")
    assert parse_check(MAX_FALSE_ALARM, "derived=0.1").group == "derived originals"
    with pytest.raises(MutatoError, match="no checks"):
        run_gate(claims(caught={"x": (1, 1)}), [], threshold=0.5)


def test_junit_xml_parses_and_has_one_testcase_per_check():
    frame = claims(caught={"x": (9, 9)})
    result = gate(frame, (MIN_DETECTION, "x=0.5"), (MIN_DETECTION, "x=0.9"),
                  (MAX_FALSE_ALARM, "0.05"))
    text = junit_xml(result, suite="lark<spur>", run="a&b")
    root = ET.fromstring(text.encode("utf-8"))
    assert root.tag == "testsuites" and root.get("failures") == "2" and root.get("tests") == "3"
    cases = root.findall("./testsuite/testcase")
    assert [c.get("name") for c in cases] == ["detection x >= 0.5", "detection x >= 0.9",
                                              "false alarms originals <= 0.05"]
    assert cases[0].find("failure") is None
    failure = cases[1].find("failure")
    assert "lower bound" in failure.get("message") and failure.text == failure.get("message")
    assert root.find("./testsuite").get("name") == "mutato gate lark<spur>/a&b"
