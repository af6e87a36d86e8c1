"""One validation module, one message shape: every range check refuses the same way."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from mutato.analysis.gate import parse_check, run_gate
from mutato.analysis.planner import plan_sample_sizes
from mutato.analysis.run_data import claims_frame
from mutato.analysis.threshold_choice import pick_threshold
from mutato.errors import CheckerError, MutatoError
from mutato.validation import (
    check_choice,
    check_type,
    check_unit_interval,
    check_unit_list,
    check_valid_interval,
    invalid,
)

#: <name>: expected <what> in <interval>, got <value>[; <fix>]
SHAPE = re.compile(r"^(?P<name>.+): expected (?P<what>.+) in [\[(]0, 1[\])], got (?P<got>[^;]+)")


def _claims() -> pd.DataFrame:
    return claims_frame([{"item_id": "c1", "role": "original", "best_score": 0.9},
                         {"item_id": "c1:x", "role": "fault", "claim_id": "c1",
                          "fault_type": "number_swap", "best_score": 0.1}])


REFUSALS = {
    "threshold of a decision": (lambda: run_gate(_claims(), [parse_check("min_detection",
                                                                        "all=0.5")],
                                                 threshold=1.5), "threshold", "1.5"),
    "gate target": (lambda: parse_check("min_detection", "number_swap=90"),
                    "--min-detection 'number_swap=90': the target", "90.0"),
    "planner rate": (lambda: plan_sample_sizes(_claims(), threshold=0.5, expected_detection=2),
                     "expected_detection", "2"),
    "planner half-width": (lambda: plan_sample_sizes(_claims(), threshold=0.5,
                                                     target_halfwidth=1.0),
                           "target half-width", "1.0"),
    "pick limit": (lambda: pick_threshold(_claims(), thresholds=[0.5], max_false_alarm=1.5),
                   "max_false_alarm", "1.5"),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_every_range_check_reads_the_same(case):
    call, name, got = REFUSALS[case]
    with pytest.raises(MutatoError) as raised:
        call()
    match = SHAPE.match(str(raised.value))
    assert match, str(raised.value)
    assert (match["name"], match["got"]) == (name, got)


def test_the_cascade_refuses_a_routing_threshold_outside_zero_one():
    from mutato.checkers.cascade import CascadeChecker

    with pytest.raises(CheckerError, match=r"^route_below: expected a support score in \[0, 1\]"
                                           r", got 2; e.g. -o route_below=0.5$"):
        CascadeChecker(first="lexical", second="lexical", route_below=2)


@pytest.mark.parametrize("value", [True, float("nan"), float("inf"), "0.5", None, 10 ** 400,
                                   -0.01, 1.01])
def test_only_finite_numbers_in_the_interval_pass(value):
    with pytest.raises(MutatoError, match=r"^x: expected a number in \[0, 1\], got "):
        check_unit_interval(value, name="x")


@pytest.mark.parametrize("value, low_open, high_open, ok", [
    (0.0, False, False, True), (0.0, True, False, False), (1.0, False, True, False),
    (1.0, True, False, True), (0.5, True, True, True),
])
def test_open_and_closed_ends(value, low_open, high_open, ok):
    def call():
        return check_valid_interval(value, name="x", low=0, high=1, low_open=low_open,
                                    high_open=high_open)
    if ok:
        assert call() == value
    else:
        with pytest.raises(MutatoError, match=re.escape(
                f"{'(' if low_open else '['}0, 1{')' if high_open else ']'}")):
            call()


def test_lists_name_the_first_bad_value_and_the_error_class():
    class FolderError(MutatoError):
        pass

    assert check_unit_list([0, 0.5, 1], name="grid") == [0.0, 0.5, 1.0]
    with pytest.raises(FolderError, match=r"^grid: expected a list of numbers in \[0, 1\], "
                                          r"got True; fix it$"):
        check_unit_list([0.5, True, 7], name="grid", fix="fix it", error=FolderError)


def test_types_and_choices():
    check_type(3, int, name="seed", expected="an integer")
    with pytest.raises(MutatoError, match=r"^seed: expected an integer, got True$"):
        check_type(True, int, name="seed", expected="an integer")
    assert check_choice("lexical", ["lexical"], name="--align") == "lexical"
    with pytest.raises(MutatoError, match="did you mean 'lexical'"):
        check_choice("lexcal", ["lexical", "embedding"], name="--align")
    assert str(invalid("n", 1, "two", "fix")) == "n: expected two, got 1; fix"
