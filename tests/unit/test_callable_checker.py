"""The ``callable`` checker: functions in a module, bad targets, through the engine."""

from __future__ import annotations

import math

import pytest

from mutato.checkers import build_checker, fingerprint_key
from mutato.checkers.callable import CallableChecker
from mutato.errors import CheckerError
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore
from mutato.suite.loading import load_suite

MODULE = "tests.helpers.callable_scorers"


def test_scores_come_from_the_function() -> None:
    checker = build_checker("callable", {"target": f"{MODULE}:overlap"})
    scores = checker.score_pairs(["Links expire after 7 days.", "Storage is pooled."],
                                 ["Links expire after 7 days.", "Links expire."])
    assert [s.score for s in scores] == [1.0, 0.0]


def test_every_return_shape_is_read_or_refused() -> None:
    scores = CallableChecker(target=f"{MODULE}:mixed").score_pairs(["p"] * 9, ["c"] * 9)
    assert [s.score for s in scores[:3]] == [0.25, 0.5, 0.75]
    assert scores[1].detail == {"why": "dict"}
    assert scores[3].error == "cannot score"
    assert [s.ok for s in scores[3:]] == [False] * 6  # error, NaN, 1.5, None, "high", True
    assert "NaN" in scores[4].error and "outside [0, 1]" in scores[5].error


@pytest.mark.parametrize("target, problem", [
    ("tests.helpers.callable_scorers:overlapp", "Did you mean 'overlap'?"),
    ("tests.helpers.callable_scorer:overlap", "cannot import module"),
    ("tests.helpers.callable_scorers", "is not package.module:function"),
    ("tests.helpers.callable_scorers:NOT_A_FUNCTION", "is a int, not a function"),
    ("tests.helpers.callable_scorers:Scorers.halve", "Did you mean 'half'?"),
])
def test_a_bad_target_is_a_checker_error_that_teaches(target: str, problem: str) -> None:
    with pytest.raises(CheckerError, match=problem.replace("?", r"\?")):
        build_checker("callable", {"target": target})


def test_a_dotted_attribute_path_works() -> None:
    [score] = CallableChecker(target=f"{MODULE}:Scorers.half").score_pairs(["p"], ["c"])
    assert score.score == 0.5


@pytest.mark.parametrize("name, problem", [("too_few", "returned 1 results for 2 pairs"),
                                           ("crashes", "raised RuntimeError('model not loaded')")])
def test_a_broken_function_gives_error_states(name: str, problem: str) -> None:
    scores = CallableChecker(target=f"{MODULE}:{name}").score_pairs(["p", "q"], ["c", "d"])
    assert all(not s.ok and problem in s.error for s in scores)


def test_version_is_in_the_fingerprint() -> None:
    v1 = CallableChecker(target=f"{MODULE}:overlap", version="1")
    v2 = CallableChecker(target=f"{MODULE}:overlap", version="2")
    assert v1.fingerprint() == {"name": "callable", "target": f"{MODULE}:overlap", "version": "1"}
    assert fingerprint_key(v1) != fingerprint_key(v2)
    assert v1.manifest()["module_file"].endswith("callable_scorers.py")


def test_through_the_scoring_engine() -> None:
    items = items_for(load_suite("larkspur"), [])
    checker = CallableChecker(target=f"{MODULE}:overlap", batch_size=7)
    result = score_items(items, checker, ScoreStore(":memory:"), progress=False)
    assert result.stats.errors == 0 and result.stats.scored == result.stats.distinct_pairs
    best = dict(zip(result.claims["item_id"], result.claims["best_score"], strict=True))
    assert best["export-expiry"] == 1.0  # the claim is a sentence of the passage
    assert all(0.0 <= value <= 1.0 and not math.isnan(value) for value in best.values())


def test_a_crashing_function_through_the_engine_is_counted_as_errors() -> None:
    items = items_for(load_suite("larkspur"), [])
    checker = CallableChecker(target=f"{MODULE}:crashes")
    result = score_items(items, checker, ScoreStore(":memory:"), progress=False)
    assert result.stats.errors == result.stats.distinct_pairs
    assert result.claims["best_score"].isna().all()
    assert result.claims["error"].str.contains("model not loaded").all()


def test_premise_policy_passages_gives_the_whole_context_set() -> None:
    items = items_for(load_suite("larkspur"), [])
    checker = CallableChecker(target=f"{MODULE}:overlap", premise_policy="passages")
    result = score_items(items, checker, ScoreStore(":memory:"), progress=False)
    assert result.claims["n_windows"].eq(1).all()
    assert result.claims["best_premise"].str.startswith("[plans] ").all()


def test_an_unknown_premise_policy_is_refused() -> None:
    with pytest.raises(CheckerError, match="premise_policy='sentences'"):
        build_checker("callable", {"target": f"{MODULE}:overlap", "premise_policy": "sentences"})
