"""The operating point: its headline, where it comes from, and the pick's control limit."""

from __future__ import annotations

import pandas as pd
import pytest

from mutato.analysis.compare import compare_runs
from mutato.analysis.gate import MIN_DETECTION, parse_check, unknown_groups
from mutato.analysis.operating_point import (
    FALLBACK,
    GIVEN,
    PICKED,
    OperatingPoint,
    load_operating_point,
    save_operating_point,
    settle_operating_point,
)
from mutato.analysis.provenance import run_changes
from mutato.analysis.run_data import claims_frame
from mutato.analysis.threshold_choice import HELD_OUT, TUNING, halves, pick_threshold, split_half
from mutato.errors import UsageError
from mutato.manifest import Manifest


def _ids(half: str, count: int) -> list[str]:
    """Claim ids that land in one half of the split."""
    out, i = [], 0
    while len(out) < count:
        if split_half(f"c{i}") == half:
            out.append(f"c{i}")
        i += 1
    return out


def _suite(*, control_score: float = 0.6) -> pd.DataFrame:
    """Per claim: an original at 0.95, a fault at 0.7 and a control at ``control_score``."""
    records = []
    for claim in _ids(TUNING, 6) + _ids(HELD_OUT, 6):
        records += [
            {"item_id": claim, "role": "original", "best_score": 0.95},
            {"item_id": f"{claim}:f", "role": "fault", "claim_id": claim,
             "fault_type": "number_swap", "best_score": 0.7},
            {"item_id": f"{claim}:c", "role": "control", "claim_id": claim,
             "fault_type": "control", "best_score": control_score},
        ]
    return claims_frame(records)


def test_headline_names_threshold_origin_rates_and_verdict():
    picked = OperatingPoint(threshold=0.72, source=PICKED, detection=(12, 43),
                            false_alarms=(1, 12))
    assert picked.headline() == (
        "At 0.72 (picked on half the claims, measured on the other): detection 12/43 "
        "(0.17–0.43), false alarms 1/12 (0.01–0.35); not enough faults for a firm choice.")
    firm = OperatingPoint(threshold=0.5, source=GIVEN, detection=(380, 400),
                          false_alarms=(3, 400))
    assert firm.firm and "given with --operating-threshold" in firm.headline()
    assert firm.headline().endswith("both intervals are within ±0.1.")
    few_originals = OperatingPoint(threshold=0.5, source=GIVEN, detection=(380, 400),
                                   false_alarms=(0, 5))
    assert "not enough faithful claims" in few_originals.headline()
    fallback = OperatingPoint(threshold=0.5, source=FALLBACK, detection=(0, 3),
                              false_alarms=(0, 0), reason="the tuning half holds no originals")
    assert "no threshold could be picked: the tuning half holds no originals" in \
        fallback.headline()


def test_given_picked_and_fallback_are_measured_where_they_say(tmp_path):
    claims = _suite()
    given = settle_operating_point(claims, grid=[0.5, 0.8], fallback=0.5, given=0.8)
    assert (given.source, given.threshold, given.detection) == (GIVEN, 0.8, (12, 12))
    picked = settle_operating_point(claims, grid=[0.5, 0.8, 0.99], fallback=0.5,
                                    max_control_false_alarm=None)
    assert (picked.source, picked.threshold) == (PICKED, 0.8)
    held_out = int(halves(claims).eq(HELD_OUT).sum()) // 3   # claims in the held-out half
    assert picked.detection == (held_out, held_out) and picked.false_alarms == (0, held_out)
    only_faults = claims[claims["role"].ne("original")]
    fallback = settle_operating_point(only_faults, grid=[0.5, 0.8], fallback=0.5)
    assert fallback.source == FALLBACK and fallback.threshold == 0.5 and fallback.reason
    save_operating_point(tmp_path, picked)
    assert load_operating_point(tmp_path) == picked
    assert load_operating_point(tmp_path / "missing") is None


def test_control_limit_keeps_the_pick_off_thresholds_that_flag_every_control():
    claims = _suite(control_score=0.6)
    free = pick_threshold(claims, thresholds=[0.5, 0.8], max_control_false_alarm=None)
    assert free.threshold == 0.8                 # detects every fault, flags every control
    limited = pick_threshold(claims, thresholds=[0.5, 0.8], max_control_false_alarm=0.2)
    assert limited.threshold == 0.5 and "on controls at most 0.2" in limited.rule
    with pytest.raises(Exception, match="max_control_false_alarm"):
        pick_threshold(claims, thresholds=[0.5], max_control_false_alarm=2.0)


def test_compare_takes_one_threshold_per_run():
    a = _suite()
    b = a.assign(best_score=a["best_score"] / 10)      # the same verdicts on a scale of 0.1
    same = compare_runs(a, b, threshold=0.8)
    assert same.row("number_swap")["b_k"] == 12 and same.row("originals")["b_k"] == 12
    own = compare_runs(a, b, threshold=0.8, b_threshold=0.08)
    assert own.row("number_swap")["a_only"] == 0 and own.row("originals")["b_only"] == 0
    assert own.b_threshold == 0.08


def test_a_mistyped_gate_group_is_a_usage_error():
    claims = _suite()
    with pytest.raises(UsageError, match="Did you mean 'number_swap'"):
        unknown_groups(claims, [parse_check(MIN_DETECTION, "number_swop=0.5")])
    unknown_groups(claims, [parse_check(MIN_DETECTION, "number_swap=0.5")])


def test_run_changes_names_the_checker_and_the_suite():
    base = Manifest.from_json({"checker": {"key": "k1"}, "suite": {"sha256": "s1"}})
    runs = [("r1", base), ("r2", base), ("r3", Manifest.from_json({"checker": {"key": "k2"},
                                                                   "suite": {"sha256": "s2"}}))]
    changes = run_changes(runs)
    assert [(c.what, c.before, c.after) for c in changes] == [("checker", "r2", "r3"),
                                                               ("suite", "r2", "r3")]
    assert "k1" in changes[0].message() and "k2" in changes[0].message()
