"""Cascades from stored scores, checked against the reference's NLI → judge figures."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from mutato.analysis.cascade import cheapest_routing, run_cascade
from mutato.analysis.run_data import RunFolderError, claims_frame
from tests.helpers.reference_runs import reference_runs


def frontier_at(result, routing):
    return result.frontier.set_index("routing").loc[routing]


def test_reference_cascade_numbers():
    a, b = reference_runs()
    result = run_cascade(a, b, routing=[0.5, 0.9, 0.98], judge_threshold=0.5,
                         list_at=[0.5, 0.98])
    at_05, at_098, alone = (frontier_at(result, r) for r in (0.5, 0.98, math.inf))
    # "the cascade catches 18 of the 24 real faults, where the judge alone catches 22"
    assert (at_05["det_k"], at_05["det_n"]) == (18, 24)
    assert (alone["det_k"], alone["det_n"]) == (22, 24)
    # "routing at 0.98 ... catches 22 of 24 with 24 judge calls instead of 38"
    assert (at_098["det_k"], at_098["det_n"], at_098["b_calls"]) == (22, 24, 24)
    assert alone["b_calls"] == 38 == result.items
    # "The four plan swaps NLI passed never reach the judge"
    spots = result.blind_spots
    passed_05 = spots[spots["routing"].eq(0.5)]
    assert sorted(passed_05.loc[passed_05["fault_type"].eq("entity_swap"), "item_id"]) == \
        ["ent5", "ent6", "ent7", "ent8"]
    assert set(passed_05.loc[passed_05["fault_type"].eq("entity_swap"), "b_alone"]) == {"caught"}
    # not_fault mutants are no blind spot: they are not faults
    assert "drop2" not in set(spots["item_id"])
    assert list(spots.loc[spots["routing"].eq(0.98), "item_id"]) == ["drop1"]


def test_per_fault_type_rates_and_intervals():
    a, b = reference_runs()
    rates = run_cascade(a, b, routing=[0.5]).rates
    at = rates[rates["routing"].eq(0.5)].set_index("group")
    assert (at.loc["entity_swap", "k"], at.loc["entity_swap", "n"]) == (5, 9)
    assert (at.loc["number_swap", "k"], at.loc["number_swap", "n"]) == (5, 5)
    assert f"{at.loc['number_swap', 'low']:.2f}" == "0.57"
    assert (at.loc["originals", "k"], at.loc["originals", "n"]) == (0, 12)
    assert at.loc["originals", "metric"] == "false_alarm"


def test_cheapest_routing_meeting_a_target():
    a, b = reference_runs()
    result = run_cascade(a, b, target_detection=0.9)
    assert result.choice.routing is not None
    assert result.choice.b_calls == 24
    assert (result.choice.detection.k, result.choice.detection.n) == (22, 24)
    # every routing threshold with fewer calls falls short
    cheaper = result.frontier[result.frontier["b_calls"] < 24]
    assert (cheaper["detection"] < 0.9).all()
    # the cheapest of the routing thresholds reaching 22/24 is listed as a blind-spot row
    assert set(result.blind_spots["routing"]) == {result.choice.routing}


def test_target_on_the_lower_bound_can_be_unreachable():
    a, b = reference_runs()
    result = run_cascade(a, b, routing=[0.5, 0.98], target_detection=0.8, on_lower_bound=True)
    assert result.choice.routing is None
    assert "0.742" in result.choice.message      # best lower bound: 22/24 → 0.74
    loose = run_cascade(a, b, routing=[0.5, 0.98], target_detection=0.7, on_lower_bound=True)
    assert loose.choice.routing == 0.98


def test_frontier_marks_only_undominated_points():
    a, b = reference_runs()
    frontier = run_cascade(a, b, routing=[0.5, 0.9, 0.98, 0.999]).frontier.set_index("routing")
    assert frontier.loc[0.98, "on_frontier"]
    assert not frontier.loc[math.inf, "on_frontier"]   # same detection, more calls
    assert not frontier.loc[0.999, "on_frontier"]


def test_errors_route_to_b_and_b_errors_are_excluded_and_counted():
    a = claims_frame([
        {"item_id": "f1", "role": "fault", "claim_id": "c", "fault_type": "x",
         "best_score": math.nan},
        {"item_id": "f2", "role": "fault", "claim_id": "c", "fault_type": "x",
         "best_score": 0.1},
        {"item_id": "c", "role": "original", "best_score": 0.99}])
    b = claims_frame([
        {"item_id": "f1", "role": "fault", "claim_id": "c", "fault_type": "x",
         "best_score": 0.0},
        {"item_id": "f2", "role": "fault", "claim_id": "c", "fault_type": "x",
         "best_score": math.nan},
        {"item_id": "c", "role": "original", "best_score": 1.0}])
    result = run_cascade(a, b, routing=[0.5])
    row = result.rates[(result.rates["routing"].eq(0.5)) & result.rates["group"].eq("x")].iloc[0]
    assert (row["k"], row["n"], row["errors"], row["b_calls"]) == (1, 1, 1, 2)


def test_runs_with_different_mutants_are_refused_with_counts():
    a, b = reference_runs()
    b = b[~b["item_id"].isin(["num1", "neg2"])]
    extra = claims_frame([{"item_id": "new", "role": "fault", "claim_id": "o1",
                           "fault_type": "x", "best_score": 0.1}])
    b = pd.concat([b, extra], ignore_index=True)
    with pytest.raises(RunFolderError, match=r"3 item ids differ: 2 only in A, 1 only in B"):
        run_cascade(a, b)


def test_cheapest_routing_ties_go_to_higher_detection():
    frontier = pd.DataFrame({"routing": [0.3, 0.5, 0.7], "b_calls": [10, 10, 12],
                             "items": [20] * 3, "det_k": [8, 9, 10], "det_n": [10] * 3,
                             "detection": [0.8, 0.9, 1.0], "det_low": [0.5, 0.6, 0.7]})
    choice = cheapest_routing(frontier, target=0.8)
    assert choice.routing == 0.5
