"""A scripted reviewer drives the terminal app through Textual's Pilot: rule 30 mutants of
larkspur by keyboard, quit, resume, finish; a second reviewer disagrees on purpose."""

from __future__ import annotations

import asyncio
import shutil

import pytest
from sklearn.metrics import cohen_kappa_score

from mutato.cli.main import main
from mutato.mutation.mutants import generate_mutants
from mutato.review.app import ReviewApp
from mutato.review.session import Session
from mutato.suite.loading import load_suite
from mutato.suite.reviews import ADJUDICATED, load_reviews

KEYS = {"fault": "f", "not_fault": "n", "unsure": "u"}


def _drive(session: Session, keys: list[str]) -> list[str]:
    """Press the keys; return the mutant ids shown before each key."""
    shown: list[str] = []

    async def run() -> None:
        app = ReviewApp(session)
        async with app.run_test() as pilot:
            for key in keys:
                shown.append("" if session.finished else session.current.id)
                await pilot.press(key)
            assert not app.is_running or keys[-1] != "q"

    asyncio.run(run())
    return shown


def _open(path, reviewer, mutants, suite):
    return Session.open(suite=suite, mutants=mutants, labels_path=path, reviewer=reviewer)


def test_thirty_mutants_by_keyboard_quit_resume_finish_then_a_second_reviewer(tmp_path, capsys):
    suite = load_suite("larkspur")
    mutants = generate_mutants(suite)[:30]
    path = tmp_path / "labels.jsonl"
    ana = {m.id: ("fault" if m.kind == "fault" else "not_fault") for m in mutants}

    first = _open(path, "ana", mutants, suite)
    order = [m.id for m in first.queue]
    assert sorted(order) == sorted(ana) and len({m.mutator for m in first.queue[:5]}) == 5
    keys = [KEYS[ana[i]] for i in order[:12]]
    keys[3:3] = ["r", *"too", "space", *"vague", "enter"]  # a reason, typed inline
    keys += ["s", "b", "q"]  # skip one, come back, quit mid-way
    _drive(first, keys)
    saved = load_reviews(path)
    assert {mid for mid, _ in saved} == set(order[:12])
    assert saved[(order[3], "ana")].reason == "too vague"

    resumed = _open(path, "ana", mutants, suite)
    assert resumed.current.id not in {mid for mid, _ in saved}  # starts at the unreviewed
    rest = [m.id for m in resumed.queue if (m.id, "ana") not in saved]
    shown = _drive(resumed, [KEYS[ana[i]] for i in rest] + ["q"])
    assert shown[:len(rest)] == rest
    saved = load_reviews(path)
    assert {mid: r.value for (mid, who), r in saved.items() if who == "ana"} == ana
    assert resumed.finished and resumed.remaining() == 0

    # ben disagrees on purpose on every third mutant of his queue
    ben_session = _open(path, "ben", mutants, suite)
    ben = {}
    for i, m in enumerate(ben_session.queue):
        ben[m.id] = ("unsure" if i % 3 == 0 else ana[m.id])
    _drive(ben_session, [KEYS[ben[m.id]] for m in ben_session.queue] + ["q"])
    assert {mid: r.value for (mid, who), r in load_reviews(path).items() if who == "ben"} == ben

    # `mutato agreement` prints sklearn's kappa for the same pair
    ids = [m.id for m in mutants]
    expected = cohen_kappa_score([ana[i] for i in ids], [ben[i] for i in ids])
    suite_file = tmp_path / "suite.yaml"
    shutil.copy(suite.source, suite_file)  # labels.jsonl beside it is the one written above
    capsys.readouterr()
    assert main(["agreement", str(suite_file)]) == 0
    out = capsys.readouterr().out
    overall = next(line for line in out.splitlines() if line.startswith("ana vs ben"))
    assert f"κ = {expected:.3f}" in overall and f"{len(ids)} mutants ruled by both" in overall
    assert sum(1 for line in out.splitlines() if line.startswith("  - ")) == \
        sum(ana[i] != ben[i] for i in ids)

    # adjudication walks exactly the disagreements and settles them
    judge = Session.open(suite=suite, mutants=generate_mutants(suite), labels_path=path,
                         reviewer=ADJUDICATED, by="cy")
    assert {m.id for m in judge.queue} == {i for i in ids if ana[i] != ben[i]}
    _drive(judge, ["f"] * len(judge.queue) + ["q"])
    settled = {mid: r for (mid, who), r in load_reviews(path).items() if who == ADJUDICATED}
    assert set(settled) == {i for i in ids if ana[i] != ben[i]}
    assert {r.by for r in settled.values()} == {"cy"}


@pytest.mark.parametrize("keys", [["s", "s", "b", "b", "b"], ["f", "b", "n"]])
def test_back_and_skip_move_the_cursor_and_rerule_replaces(tmp_path, keys):
    suite = load_suite("larkspur")
    mutants = generate_mutants(suite)[:5]
    session = _open(tmp_path / "labels.jsonl", "ana", mutants, suite)
    first = session.current.id
    _drive(session, keys)
    saved = load_reviews(tmp_path / "labels.jsonl")
    if "f" in keys:
        assert saved[(first, "ana")].value == "not_fault" and len(saved) == 1
    else:
        assert not saved and session.position == 0
