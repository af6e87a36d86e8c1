"""What a callable returns is a score only when it is a real number in [0, 1]."""

from __future__ import annotations

import math

import numpy as np
import pytest

from mutato.checkers.base import PairScore
from mutato.checkers.callable import CallableChecker
from mutato.scoring.items import Item
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore

#: returned value -> the start of the error state it must become
HOSTILE = [
    (True, "hostile_scorer:score returned True; expected a float in [0, 1]"),
    (False, "hostile_scorer:score returned False; expected a float in [0, 1]"),
    (float("nan"), "score is NaN"),
    (np.True_, "score is not a number: np.True_ (bool)"),
    ("0.9", "hostile_scorer:score returned '0.9'; expected a float in [0, 1]"),
    (b"0.9", "score is not a number: b'0.9' (bytes)"),
    ({"score": "0.9"}, "hostile_scorer:score returned '0.9'; expected a float in [0, 1]"),
    ({"score": True}, "hostile_scorer:score returned True; expected a float in [0, 1]"),
    ({"detail": {}}, "hostile_scorer:score returned {'detail': {}}; expected a dict with"),
    ({"score": {"score": 0.5}}, "score is not a number: {'score': 0.5} (dict)"),
    ([0.5], "score is not a number: [0.5] (list)"),
    (10 ** 400, "score is a int too large for a float; expected a number in [0, 1]"),
    (complex(0.5, 0), "score is not a number: (0.5+0j) (complex)"),
    (PairScore(True), "score is not a number: True (bool)"),  # type: ignore[arg-type]
    (PairScore("0.9"), "score is not a number: '0.9' (str)"),  # type: ignore[arg-type]
    (float("inf"), "score inf is outside [0, 1]"),
    (-0.5, "score -0.5 is outside [0, 1]"),
    (None, "hostile_scorer:score returned None; expected a float in [0, 1]"),
]
VALID = [(0.25, 0.25), (np.float32(0.5), 0.5), (1, 1.0), (np.int64(0), 0.0),
         ({"score": 0.75}, 0.75)]


def test_every_hostile_return_is_an_error_state_and_never_stored(tmp_path, monkeypatch):
    values = [value for value, _ in HOSTILE] + [value for value, _ in VALID]
    (tmp_path / "hostile_scorer.py").write_text(
        "VALUES = []\n\ndef score(premises, claims):\n    return VALUES\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    import hostile_scorer  # type: ignore[import-not-found]

    monkeypatch.setattr(hostile_scorer, "VALUES", values)
    checker = CallableChecker(target="hostile_scorer:score", batch_size=len(values))
    # same-length texts keep the engine's longest-first order equal to the item order
    items = [Item(f"c{i}", "original", f"claim {i:02d}", f"c{i}", None, None, False,
                  {"p": f"premise {i:02d}."}) for i in range(len(values))]
    store = ScoreStore(":memory:")
    claims = score_items(items, checker, store, progress=False).claims.set_index("item_id")
    for i, (value, expected) in enumerate(HOSTILE):
        row = claims.loc[f"c{i}"]
        assert math.isnan(row["best_score"]) and row["n_errors"] == 1, value
        assert str(row["error"]).startswith(expected), (value, row["error"])
    for j, (value, expected) in enumerate(VALID, start=len(HOSTILE)):
        row = claims.loc[f"c{j}"]
        assert row["best_score"] == expected and row["n_errors"] == 0, value
    assert store.count() == len(VALID)


@pytest.mark.parametrize("value", [10 ** 400, -(10 ** 400)])
def test_an_overflowing_score_from_a_callable_does_not_raise(value):
    from mutato.checkers.base import validated
    from mutato.checkers.callable import as_pair_score

    assert as_pair_score(value).error == "score is a int too large for a float; expected a " \
                                         "number in [0, 1]"
    assert validated(value).score is None
