"""The claims table's schema: one set of columns, verdict codes and groups for every module."""

from __future__ import annotations

import numpy as np
import pandas as pd

from mutato.analysis.run_data import claims_frame
from mutato.analysis.sweep import sweep
from mutato.checkers.lexical import LexicalChecker
from mutato.schema import (
    ALL,
    CLAIMS_COLUMNS,
    CONTROLS,
    CROSS_PASSAGE,
    FALSE_ALARM_GROUPS,
    ITEM_COLUMNS,
    ORIGINALS,
    RATE_COLUMNS,
    VERDICT_LABELS,
    Verdict,
    annotate,
    iter_groups,
    verdict_matrix,
    verdicts_at,
)
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore
from mutato.suite.labels import Label
from mutato.suite.loading import load_suite


def test_scoring_writes_the_item_columns_and_a_claims_frame_has_them_all():
    result = score_items(items_for(load_suite("larkspur"), []), LexicalChecker(),
                         ScoreStore(":memory:"), progress=False)
    assert tuple(result.claims.columns) == ITEM_COLUMNS
    frame = claims_frame([{"item_id": "c1", "role": "original", "best_score": 0.9}])
    assert tuple(frame.columns) == CLAIMS_COLUMNS
    assert CLAIMS_COLUMNS[:len(ITEM_COLUMNS)] == ITEM_COLUMNS


def test_verdict_codes_and_their_names():
    assert [int(v) for v in Verdict] == [0, 1, 2]
    assert VERDICT_LABELS == ("passed", "caught", "error")
    codes = verdict_matrix(np.array([0.5, 0.49, np.nan]), np.array([False, False, True]),
                           [0.5])[:, 0]
    assert [Verdict(c) for c in codes] == [Verdict.PASSED, Verdict.CAUGHT, Verdict.ERROR]
    claims = pd.DataFrame({"item_id": ["a", "b", "c"], "best_score": [0.5, 0.49, np.nan],
                           "n_errors": [0, 0, 1]})
    assert verdicts_at(claims, 0.5).to_dict() == {"a": "passed", "b": "caught", "c": "error"}


def _table() -> pd.DataFrame:
    return annotate(pd.DataFrame({
        "item_id": ["o", "d", "f1", "f2", "f3", "k", "x"],
        "role": ["original", "original", "fault", "fault", "fault", "control", "control"],
        "fault_type": [None, None, "number_swap", "negation_flip", "number_swap", "paraphrase",
                       CROSS_PASSAGE],
        "derived": [False, True, False, False, False, False, False],
        "best_score": [0.9] * 7, "n_errors": [0] * 7,
    }), {"f3": Label("not_fault")})


def test_groups_come_in_one_order_pooled_first():
    table = _table()
    groups = list(iter_groups(table, false_alarms=FALSE_ALARM_GROUPS))
    assert [(g.name, g.metric) for g in groups] == [
        (ALL, "detection"), ("negation_flip", "detection"), ("number_swap", "detection"),
        (ORIGINALS, "false_alarm"), ("derived originals", "false_alarm"),
        (CONTROLS, "false_alarm"), (CROSS_PASSAGE, "false_alarm")]
    assert groups[0].members.tolist() == [False, False, True, True, True, False, False]


def test_groups_within_the_counted_rows():
    table = _table()
    counted = list(iter_groups(table, within=table["counted"], pooled=True))
    number_swap = next(g for g in counted if g.name == "number_swap")
    assert number_swap.members.tolist() == [False, False, True, False, False, False, False]
    assert CROSS_PASSAGE not in {g.name for g in counted}  # decisions weigh three alarm groups


def test_the_sweep_reports_every_group_of_the_iterator_and_only_those():
    table = _table()
    rates = sweep(table, thresholds=[0.5])
    assert list(rates.columns[:len(RATE_COLUMNS)]) == list(RATE_COLUMNS)
    expected = {g.name for g in iter_groups(table, pooled=False,
                                            false_alarms=FALSE_ALARM_GROUPS)}
    assert set(rates["group"]) == expected
