"""The sample-size planner: the reference's 139, current n, and warnings on small fault types."""

from __future__ import annotations

import math

import pytest
from statsmodels.stats.proportion import proportion_confint

from mutato.analysis.planner import plan_sample_sizes, plan_warnings
from mutato.analysis.run_data import claims_frame
from mutato.errors import MutatoError


def claims(groups: dict[str, tuple[int, int]], *, originals: int = 12, unlabeled: int = 0):
    """``groups``: fault type → (caught, total) at threshold 0.5; the first ``unlabeled``
    mutants of each type carry no label, the rest are confirmed faults."""
    records = [{"item_id": f"o{i}", "role": "original", "best_score": 0.99}
               for i in range(originals)]
    for fault_type, (caught, total) in groups.items():
        for i in range(total):
            records.append({"item_id": f"{fault_type}{i}", "role": "fault", "claim_id": "o0",
                            "fault_type": fault_type, "best_score": 0.1 if i < caught else 0.9,
                            "label": None if i < unlabeled else "fault"})
    return claims_frame(records)


def test_reference_figure_139_faults_for_plus_minus_005_around_09():
    plan = plan_sample_sizes(claims({"entity_swap": (9, 9)}), threshold=0.5)
    row = plan.set_index("group").loc["entity_swap"]
    assert row["needed"] == math.ceil(1.96 ** 2 * 0.9 * 0.1 / 0.05 ** 2) == 139
    assert (row["k"], row["n"], row["short_by"]) == (9, 9, 130)
    assert row["too_small"]


def test_current_halfwidth_is_the_wilson_interval_of_the_run():
    plan = plan_sample_sizes(claims({"number_swap": (5, 5), "negation_flip": (170, 200)}),
                             threshold=0.5).set_index("group")
    low, high = proportion_confint(170, 200, method="wilson")
    assert plan.loc["negation_flip", "halfwidth"] == pytest.approx((high - low) / 2)
    assert not plan.loc["negation_flip", "too_small"]       # ±0.049 at n = 200
    assert plan.loc["number_swap", "too_small"]            # 5/5: 0.57–1.00
    assert plan.loc["all", "n"] == 205


def test_warning_for_every_group_too_small_and_none_for_a_large_one():
    plan = plan_sample_sizes(claims({"number_swap": (5, 5), "entity_swap": (5, 9),
                                     "negation_flip": (180, 200)}, originals=12),
                             threshold=0.5)
    warnings = plan_warnings(plan)
    named = {w.split(":")[0] for w in warnings}
    assert named == {"number_swap", "entity_swap", "originals"}
    assert any("0/12" in w and "0.00–0.24" in w for w in warnings)


def test_confirmed_and_unlabeled_counts():
    plan = plan_sample_sizes(claims({"number_swap": (3, 6)}, unlabeled=2),
                             threshold=0.5).set_index("group")
    assert (plan.loc["number_swap", "confirmed"], plan.loc["number_swap", "unlabeled"]) == (4, 2)


def test_false_alarm_row_uses_its_own_expected_rate():
    plan = plan_sample_sizes(claims({"x": (1, 1)}), threshold=0.5,
                             expected_false_alarm=0.05).set_index("group")
    assert plan.loc["originals", "needed"] == math.ceil(1.959963984540054 ** 2 * 0.05 * 0.95
                                                        / 0.05 ** 2)


def test_bad_options_are_refused():
    with pytest.raises(MutatoError, match="half-width"):
        plan_sample_sizes(claims({"x": (1, 1)}), threshold=0.5, target_halfwidth=0)
    with pytest.raises(MutatoError, match="expected_detection"):
        plan_sample_sizes(claims({"x": (1, 1)}), threshold=0.5, expected_detection=2)
