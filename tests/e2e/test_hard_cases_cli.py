"""`mutato hardcases` end to end: a run's mistakes become a suite that reproduces them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mutato.analysis.run_data import load_run
from mutato.cli.main import _parser, _run, main
from mutato.errors import MutatoError
from mutato.schema import verdicts_at

THRESHOLD = 0.7


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def round_trip(tmp_path_factory):
    """larkspur × lexical, its hard cases at 0.7, and a re-run of only those cases."""
    out = tmp_path_factory.mktemp("reports")
    assert main(["run", "larkspur", "-c", "lexical", "--out", str(out), "--no-progress"]) == 0
    first = out / "larkspur" / "lexical"
    hard = out / "hard.jsonl"
    assert main(["hardcases", str(first), "-t", str(THRESHOLD), "--out", str(hard)]) == 0
    assert main(["run", str(hard), "-c", "lexical", "--no-mutants", "--out", str(out),
                 "-t", str(THRESHOLD), "--no-progress"]) == 0
    return first, hard, out / "hard" / "lexical"


def test_the_file_holds_exactly_the_counted_mistakes_of_the_run(round_trip):
    first, hard, _ = round_trip
    run = load_run(first)
    verdicts = verdicts_at(run.claims, THRESHOLD)
    counted = run.claims[run.claims["counted"]]
    missed = {i for i, role in zip(counted["item_id"], counted["role"], strict=True)
              if role == "fault" and verdicts[i] == "passed"}
    flagged = {i for i, role in zip(counted["item_id"], counted["role"], strict=True)
               if role != "fault" and verdicts[i] == "caught"}
    assert missed and flagged  # lexical at 0.7 misses faults and rejects faithful claims
    records = read_jsonl(hard)
    assert {r["id"] for r in records if r["label"] == "unsupported"} == missed
    assert {r["id"] for r in records if r["label"] == "supported"} == flagged
    by_id = run.claims.set_index("item_id")
    for record in records:
        assert record["claim"] == by_id.loc[record["id"], "text"]
        assert record["hard_from"]["threshold"] == THRESHOLD
        if record["label"] == "unsupported":
            assert record["fault_type"] == by_id.loc[record["id"], "fault_type"]
            assert record["review"] == "fault"  # larkspur's faults are all confirmed


def test_re_running_the_hard_cases_reproduces_every_verdict_from_stored_scores(round_trip,
                                                                               capsys):
    first, hard, again = round_trip
    before = verdicts_at(load_run(first).claims, THRESHOLD)
    rerun = load_run(again)
    after = verdicts_at(rerun.claims, THRESHOLD)
    assert set(after.index) == {r["id"] for r in read_jsonl(hard)}  # no new mutants
    assert all(after[i] == before[i] for i in after.index)  # same windows, same scores
    assert rerun.manifest.scoring.scored == 0  # every pair came from the store
    assert rerun.manifest.validity_gate.originals_rejected_check_at is None
    faults = rerun.claims[rerun.claims["role"] == "fault"]
    assert faults["label"].eq("fault").all()  # confirmed in the first run, confirmed here
    assert set(faults["fault_type"]) <= set(load_run(first).claims["fault_type"].dropna())


def test_hard_cases_of_the_rerun_are_the_same_suite(round_trip, tmp_path):
    _, hard, again = round_trip
    second = tmp_path / "second.jsonl"
    assert main(["hardcases", str(again), "-t", str(THRESHOLD), "--out", str(second)]) == 0
    def by_id(path: Path) -> dict[str, dict]:  # a control is an original in the re-run, so
        return {r["id"]: {k: v for k, v in r.items() if k != "hard_from"}  # its place moves
                for r in read_jsonl(path)}

    assert by_id(second) == by_id(hard)


def test_no_mutants_and_a_mutator_contradict(tmp_path):
    args = _parser().parse_args(["run", "larkspur", "-c", "lexical", "--no-mutants",
                                 "-m", "number_swap", "--out", str(tmp_path)])
    with pytest.raises(MutatoError, match="contradict"):
        _run(args)
    assert not (tmp_path / "larkspur").exists()  # refused before anything was written
