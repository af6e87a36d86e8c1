"""Threshold choice: the curve, ROC AUC (against scipy's Mann–Whitney U), and the honest pick."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from scipy.stats import mannwhitneyu

from mutato.analysis.run_data import claims_frame, decision_rates
from mutato.analysis.threshold_choice import (
    HELD_OUT,
    TUNING,
    false_alarm_curve,
    halves,
    mann_whitney_auc,
    pick_threshold,
    roc_auc,
    split_half,
)
from mutato.errors import MutatoError


def reference_claims() -> pd.DataFrame:
    """NLI scores shaped like the reference's Move 6 suite: 12 originals, 26 mutants."""
    records = [{"item_id": f"o{i}", "role": "original", "best_score": 0.992 + i * 0.0005}
               for i in range(12)]
    records += [{"item_id": f"num{i}", "role": "fault", "claim_id": f"o{i}",
                 "fault_type": "number_swap", "best_score": 0.01,
                 "label": "not_fault" if i == 0 else "fault"} for i in range(6)]
    records += [{"item_id": f"neg{i}", "role": "fault", "claim_id": f"o{i}",
                 "fault_type": "negation_flip", "best_score": 0.02} for i in range(8)]
    records += [{"item_id": f"ent{i}", "role": "fault", "claim_id": f"o{i}",
                 "fault_type": "entity_swap", "best_score": s}
                for i, s in enumerate([0.1] * 5 + [0.7, 0.814, 0.85, 0.979])]
    records += [{"item_id": f"drop{i}", "role": "fault", "claim_id": f"o{6 + i}",
                 "fault_type": "dropped_condition", "best_score": s, "label": label}
                for i, (s, label) in enumerate([(0.976, "fault"), (0.997, "fault"),
                                                (0.995, "not_fault")])]
    return claims_frame(records)


def synthetic_claims(n_claims: int, rng: np.random.Generator, *,
                     fault_scores=None) -> pd.DataFrame:
    """n claims, each an original near 0.95 and one number_swap and one entity_swap mutant."""
    records = []
    for i in range(n_claims):
        cid = f"claim-{i}"
        records.append({"item_id": cid, "role": "original",
                        "best_score": float(np.clip(rng.normal(0.93, 0.05), 0, 1))})
        for fault_type, mean in (("number_swap", 0.3), ("entity_swap", 0.75)):
            score = fault_scores(rng) if fault_scores else float(
                np.clip(rng.normal(mean, 0.2), 0, 1))
            records.append({"item_id": f"{cid}:{fault_type}", "role": "fault",
                            "claim_id": cid, "fault_type": fault_type, "best_score": score})
    return claims_frame(records)


# ----------------------------------------------------------------------------- split


#: Larkspur's claims and their halves, pinned: if this changes, held-out figures of earlier
#: runs were computed on claims that now tune, and nobody would notice.
LARKSPUR_HALVES = {
    "plans-price": TUNING, "plans-users": HELD_OUT, "plans-sso": TUNING,
    "billing-monthly": TUNING, "billing-cancel": TUNING, "billing-no-refund": HELD_OUT,
    "billing-enterprise-refund": HELD_OUT, "billing-enterprise-late": TUNING,
    "storage-per-user": HELD_OUT, "storage-pooled": HELD_OUT, "export-zip": TUNING,
    "export-expiry": TUNING, "derived-team-cost": HELD_OUT, "derived-team-storage": HELD_OUT,
}


def test_split_is_pinned():
    assert {c: split_half(c) for c in LARKSPUR_HALVES} == LARKSPUR_HALVES


def test_split_is_about_half_and_mutants_follow_their_claim():
    rng = np.random.default_rng(0)
    claims = synthetic_claims(400, rng)
    half = halves(claims)
    by_claim = pd.DataFrame({"claim_id": claims["claim_id"], "half": half})
    assert by_claim.groupby("claim_id")["half"].nunique().max() == 1
    share = (by_claim.drop_duplicates("claim_id")["half"] == TUNING).mean()
    assert 0.42 < share < 0.58


def test_split_does_not_depend_on_other_claims_or_order():
    ids = list(LARKSPUR_HALVES) + ["extra-1", "extra-2"]
    frame = claims_frame([{"item_id": c, "role": "original", "best_score": 1.0}
                          for c in reversed(ids)])
    found = dict(zip(frame["claim_id"], halves(frame), strict=True))
    assert {c: found[c] for c in LARKSPUR_HALVES} == LARKSPUR_HALVES


# ----------------------------------------------------------------------------- AUC


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_auc_matches_scipy_mann_whitney_with_ties(seed):
    rng = np.random.default_rng(seed)
    claims = synthetic_claims(60, rng, fault_scores=lambda r: float(r.choice([0.2, 0.5, 0.95])))
    # round originals so that some tie with the faults at 0.95
    claims.loc[claims["role"].eq("original"), "best_score"] = \
        claims.loc[claims["role"].eq("original"), "best_score"].round(2).clip(upper=0.95)
    auc = roc_auc(claims).set_index("group")
    originals = claims.loc[claims["group"].eq("originals"), "best_score"].to_numpy()
    for group in ("all", "number_swap", "entity_swap"):
        faults = claims.loc[claims["role"].eq("fault") & (
            claims["fault_type"].eq(group) if group != "all" else True), "best_score"]
        u = mannwhitneyu(originals, faults.to_numpy()).statistic
        assert auc.loc[group, "auc"] == pytest.approx(u / (len(originals) * len(faults)))
        assert auc.loc[group, "positives"] == len(faults)


def test_auc_puts_faults_on_the_low_side_and_leaves_out_errors():
    claims = claims_frame([
        {"item_id": "o1", "role": "original", "best_score": 0.9},
        {"item_id": "o2", "role": "original", "best_score": math.nan},
        {"item_id": "f1", "role": "fault", "claim_id": "o1", "fault_type": "x",
         "best_score": 0.1},
        {"item_id": "f2", "role": "fault", "claim_id": "o1", "fault_type": "x",
         "best_score": 0.95, "n_errors": 1},
    ])
    row = roc_auc(claims).set_index("group").loc["x"]
    assert row["auc"] == 1.0
    assert (row["positives"], row["negatives"], row["excluded_errors"]) == (1, 1, 2)
    assert mann_whitney_auc(np.array([0.5]), np.array([0.5])) == 0.5
    assert math.isnan(mann_whitney_auc(np.array([]), np.array([0.5])))


def test_auc_skips_mutants_ruled_not_fault():
    claims = reference_claims()
    row = roc_auc(claims).set_index("group").loc["number_swap"]
    assert row["positives"] == 5


# ----------------------------------------------------------------------------- curve


def test_curve_reproduces_the_reference_operating_points():
    curve = false_alarm_curve(reference_claims(), thresholds=[0.5, 0.9, 0.98, 0.99],
                              marks=[0.5, 0.9, 0.98])
    at = curve.set_index(["group", "threshold"])
    entity = at.loc[("entity_swap", 0.98)]
    assert (entity["det_k"], entity["det_n"]) == (9, 9)
    assert f"{entity['det_low']:.2f}" == "0.70"
    number = at.loc[("number_swap", 0.98)]
    assert (number["det_k"], number["det_n"], f"{number['det_low']:.2f}") == (5, 5, "0.57")
    assert (entity["fa_k"], entity["fa_n"], round(entity["fa_high"], 2)) == (0, 12, 0.24)
    assert at.loc[("entity_swap", 0.5), "det_k"] == 5
    assert at.loc[("entity_swap", 0.9), "det_k"] == 8
    assert at.loc[("all", 0.98), "det_k"] == 5 + 8 + 9 + 1
    assert curve["operating_point"].sum() == 3 * 5   # 3 marks x (all + 4 fault types)
    assert not at.loc[("all", 0.99), "operating_point"]


# ----------------------------------------------------------------------------- pick


def test_pick_follows_the_stated_rule_on_the_tuning_half_only():
    rng = np.random.default_rng(7)
    claims = synthetic_claims(300, rng)
    grid = [round(x, 2) for x in np.arange(0, 1.001, 0.01)]
    pick = pick_threshold(claims, thresholds=grid, max_false_alarm=0.05)
    tuning = claims[halves(claims).eq(TUNING)]
    rates = decision_rates(tuning, grid)
    fa = rates[rates["group"].eq("originals")].set_index("threshold")["rate"]
    det = rates[rates["group"].eq("all")].set_index("threshold")["rate"]
    eligible = [t for t in grid if fa.loc[t] <= 0.05]
    best = max(det.loc[t] for t in eligible)
    expected = min(t for t in eligible if det.loc[t] == best)
    assert pick.threshold == expected
    assert fa.loc[pick.threshold] <= 0.05
    assert "point estimate" in pick.rule and "lower threshold" in pick.rule


def test_pick_reports_held_out_rates_from_held_out_items_only():
    rng = np.random.default_rng(3)
    claims = synthetic_claims(200, rng)
    grid = [round(x, 2) for x in np.arange(0, 1.001, 0.05)]
    pick = pick_threshold(claims, thresholds=grid)
    held = claims[halves(claims).eq(HELD_OUT)]
    direct = decision_rates(held, [pick.threshold]).set_index("group")
    table = pick.table.set_index("group")
    for group in ("all", "number_swap", "entity_swap", "originals"):
        assert table.loc[group, "held_out_k"] == direct.loc[group, "k"]
        assert table.loc[group, "held_out_n"] == direct.loc[group, "n"]
    assert table.loc["all", "difference"] == pytest.approx(
        table.loc["all", "held_out_rate"] - table.loc["all", "tuning_rate"])
    assert pick.tuning_items + pick.held_out_items == len(claims)

    # Scrambling the held-out scores cannot move the choice; it only moves held-out figures.
    scrambled = claims.copy()
    mask = halves(claims).eq(HELD_OUT)
    scrambled.loc[mask, "best_score"] = 0.0
    again = pick_threshold(scrambled, thresholds=grid)
    assert again.threshold == pick.threshold
    assert again.table.set_index("group").loc["originals", "held_out_k"] > 0


def test_pick_breaks_ties_towards_the_lower_threshold():
    claims = claims_frame(
        [{"item_id": f"c{i}", "role": "original", "best_score": 0.99} for i in range(40)]
        + [{"item_id": f"c{i}:f", "role": "fault", "claim_id": f"c{i}", "fault_type": "x",
            "best_score": 0.2} for i in range(40)])
    pick = pick_threshold(claims, thresholds=[0.1, 0.3, 0.5, 0.9, 0.995])
    assert pick.threshold == 0.3    # 0.3, 0.5 and 0.9 all catch every fault; 0.995 alarms


def test_pick_explains_when_it_cannot_choose():
    only_originals = claims_frame([{"item_id": f"c{i}", "role": "original", "best_score": 1.0}
                                   for i in range(10)])
    pick = pick_threshold(only_originals, thresholds=[0.5])
    assert pick.threshold is None and "no fault mutants" in pick.reason
    assert pick.table.empty
    with pytest.raises(MutatoError, match="max_false_alarm"):
        pick_threshold(only_originals, thresholds=[0.5], max_false_alarm=1.5)
