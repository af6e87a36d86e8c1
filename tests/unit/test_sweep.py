"""The sweep's verdict rule, its label handling and its counts."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from mutato.analysis.sweep import default_grid, sweep, thresholds_with, verdicts_long
from mutato.schema import annotate, verdict_matrix
from mutato.suite.labels import Label


def claims_frame(rows: list[tuple]) -> pd.DataFrame:
    """rows: (item_id, role, fault_type, derived, best_score, n_errors)."""
    return pd.DataFrame(rows, columns=["item_id", "role", "fault_type", "derived",
                                       "best_score", "n_errors"])


def test_caught_is_strictly_below_the_threshold_and_errors_are_neither():
    best = np.array([0.5, 0.49, 0.9, np.nan, 0.3])
    errors = np.array([False, False, True, True, True])
    matrix = verdict_matrix(best, errors, [0.5])
    # 0.5 passes at 0.5; 0.49 caught; 0.9 passes despite an errored window (max >= t);
    # all-error item is an error; 0.3 with an errored window cannot be called caught.
    assert matrix[:, 0].tolist() == [0, 1, 0, 2, 2]


def test_rates_count_labels_raw_and_adjusted():
    claims = claims_frame([
        ("o1", "original", None, False, 0.95, 0),
        ("o2", "original", None, False, 0.40, 0),
        ("d1", "original", None, True, 0.10, 0),
        ("m1", "fault", "number_swap", False, 0.10, 0),
        ("m2", "fault", "number_swap", False, 0.20, 0),
        ("m3", "fault", "number_swap", False, 0.99, 0),   # ruled not_fault: equivalent mutant
        ("m4", "fault", "number_swap", False, 0.80, 0),   # unsure
        ("m5", "fault", "number_swap", False, 0.30, 1),   # error state
        ("c1", "control", "control", False, 0.30, 0),
        ("c2", "control", "control", False, 0.90, 0),     # ruled fault: control changed meaning
    ])
    labels = {"m1": Label("fault"), "m3": Label("not_fault"), "m4": Label("unsure"),
              "c2": Label("fault")}
    rates = sweep(annotate(claims, labels), thresholds=[0.5])
    get = rates.set_index(["basis", "group"])
    adjusted = get.loc[("adjusted", "number_swap")]
    assert (adjusted.k, adjusted.n, adjusted.errors, adjusted.excluded, adjusted.unlabeled) \
        == (2, 2, 1, 2, 2)  # m2 and m5 are unlabeled (assumed faults)
    raw = get.loc[("raw", "number_swap")]
    assert (raw.k, raw.n, raw.errors) == (2, 4, 1)
    assert (get.loc[("adjusted", "originals")].k, get.loc[("adjusted", "originals")].n) == (1, 2)
    assert (get.loc[("adjusted", "derived originals")].k,
            get.loc[("adjusted", "derived originals")].n) == (1, 1)
    controls = get.loc[("adjusted", "controls")]
    assert (controls.k, controls.n, controls.excluded) == (1, 1, 1)
    assert get.loc[("adjusted", "originals")].metric == "false_alarm"


def test_rates_are_monotone_in_the_threshold():
    rng = np.random.default_rng(0)
    claims = claims_frame([(f"m{i}", "fault", "negation_flip", False, float(s), 0)
                           for i, s in enumerate(rng.random(200))])
    rates = sweep(claims, thresholds=default_grid())
    adjusted = rates[rates.basis == "adjusted"].sort_values("threshold")
    assert adjusted.k.is_monotonic_increasing
    assert adjusted.k.iloc[0] == 0 and adjusted.k.iloc[-1] == 200


def test_grid_contains_the_users_thresholds():
    grid = thresholds_with([0.987, 0.5])
    assert 0.987 in grid and 0.5 in grid and grid == sorted(set(grid))
    assert grid[0] == 0.0 and grid[-1] == 1.0


def test_verdicts_long_has_one_row_per_item_and_threshold():
    claims = claims_frame([("a", "fault", "x", False, 0.2, 0), ("b", "fault", "x", False,
                                                                math.nan, 3)])
    table = verdicts_long(claims, [0.1, 0.5])
    assert table.values.tolist() == [["a", 0.1, "passed"], ["a", 0.5, "caught"],
                                     ["b", 0.1, "error"], ["b", 0.5, "error"]]
