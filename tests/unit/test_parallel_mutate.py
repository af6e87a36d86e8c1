"""Mutating in forked workers gives the one-process mutants, in the same order."""

from __future__ import annotations

import pytest

from mutato.errors import MutatoError
from mutato.mutation import parallel
from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite


def test_groups_keep_a_context_together_and_balance_the_rest() -> None:
    groups = parallel.groups_of(["a", "b", "a", "c", "d", "b"], workers=2)
    assert sorted(i for g in groups for i in g) == list(range(6))
    for context in "abcd":
        members = [i for i, c in enumerate(["a", "b", "a", "c", "d", "b"]) if c == context]
        assert sum(set(members) <= set(g) for g in groups) == 1
    assert sorted(len(g) for g in groups) == [3, 3]


def test_two_workers_make_the_same_mutants_in_the_same_order() -> None:
    suite = load_suite("faq")  # 65 claims on many passage sets: both workers get claims
    claims = suite.originals
    groups = parallel.groups_of([tuple(c.passages.items()) for c in claims], workers=2)
    assert len(groups) == 2
    one = generate_mutants(suite, seed=0, workers=1)
    two = generate_mutants(suite, seed=0, workers=2)
    assert len(one) > 50
    assert [m.to_json() for m in two] == [m.to_json() for m in one]


def test_a_worker_error_reaches_the_caller_as_a_mutato_error() -> None:
    def job(group: list[int]) -> list[int]:
        if 1 in group:
            raise MutatoError("claim 1 broke")
        return group

    with pytest.raises(MutatoError, match="claim 1 broke"):
        parallel.run_forked(job, [[0], [1]])


def test_small_suites_stay_in_one_process() -> None:
    assert parallel.worker_count(parallel.MIN_CLAIMS - 1, workers=None) == 1
    assert parallel.worker_count(5, workers=3) == 3
