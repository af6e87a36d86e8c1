"""The omission judge against a real chat server on 127.0.0.1 with scripted replies."""

from __future__ import annotations

import pandas as pd
import pytest

from mutato.checkers import build_checker
from mutato.checkers.judge_prompt import InvalidReply
from mutato.checkers.omission import OmissionChecker, parse_missing
from mutato.decide.checker_sections import omission_section
from mutato.mutation.windows import question_and_passages
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore
from mutato.suite.loading import load_suite
from tests.helpers.chat_server import ChatServer, Reply

PASSAGES = {"billing": "Annual Enterprise contracts can be refunded in full within 14 days of "
                       "signing; after that they are not refundable."}
QUESTION = "Can we get a refund on our annual Enterprise contract?"
CLAIM = "Yes, annual Enterprise contracts can be refunded in full."
MISSING = '["Refunds are possible only within 14 days of signing."]'


def omission(server: ChatServer, **options: object) -> OmissionChecker:
    settings = {"model": "test-model", "backoff": 0.01, "max_retries": 1, "timeout": 5.0}
    settings.update(options)
    return OmissionChecker(base_url=server.base_url, **settings)


def one(checker: OmissionChecker, question: str | None = QUESTION):
    [score] = checker.score_pairs([question_and_passages(question, PASSAGES)[0].text], [CLAIM])
    return score


def test_a_listed_condition_is_a_catch_with_the_condition_kept() -> None:
    with ChatServer([Reply(content=MISSING)]) as server:
        score = one(omission(server))
        user = server.requests[0]["messages"][1]["content"]
    assert score.ok and score.score == 0.0
    assert score.detail["missing"] == ["Refunds are possible only within 14 days of signing."]
    assert f"Question: {QUESTION}" in user and f"Answer: {CLAIM}" in user
    assert "[billing] Annual Enterprise" in user
    assert "response_format" not in server.requests[0]


def test_an_empty_list_is_supported() -> None:
    with ChatServer([Reply(content="```json\n[]\n```")]) as server:
        score = one(omission(server))
    assert score.ok and score.score == 1.0 and score.detail["missing"] == []


@pytest.mark.parametrize("bad", [
    '{"missing": []}',                       # an object, not a list
    '["only within 14 days",]',              # trailing comma
    '["None"]',                              # "nothing" written as an item
    '[14]',                                  # not a string
    'Nothing is missing.',                   # prose
    '',                                      # empty
])
def test_a_malformed_reply_is_re_asked_then_an_error_state(bad: str) -> None:
    with ChatServer([Reply(content=bad)] * 3) as server:
        score = one(omission(server, max_reasks=2))
        requests = len(server.requests)
    assert not score.ok and score.score is None
    assert "invalid after 2 re-ask(s)" in score.error
    assert requests == 3


def test_a_malformed_reply_then_a_good_one_is_used() -> None:
    with ChatServer([Reply(content="['single quotes']"), Reply(content=MISSING)]) as server:
        score = one(omission(server))
        reask = server.requests[1]["messages"][-1]["content"]
    assert score.ok and score.score == 0.0 and score.detail["reasks"] == 1
    assert "could not be used" in reask


def test_no_question_is_an_error_state_and_no_call() -> None:
    with ChatServer([Reply(content="[]")]) as server:
        score = one(omission(server), question=None)
        calls = len(server.requests)
    assert not score.ok and "no question" in score.error and calls == 0


def test_a_server_error_is_an_error_state() -> None:
    with ChatServer([Reply(status=500, body="{}")] * 3) as server:
        score = one(omission(server))
    assert not score.ok and "omission call failed" in score.error


def test_parse_missing_is_strict() -> None:
    assert parse_missing(' ["a", "b"] ') == ["a", "b"]
    with pytest.raises(InvalidReply, match="non-empty string"):
        parse_missing('["a", " "]')


def test_it_shares_the_judge_endpoint_options_and_needs_them() -> None:
    with pytest.raises(Exception, match="base URL"):
        build_checker("omission", {"model": "m", "base_url": ""})
    checker = build_checker("omission", {"base_url": "http://localhost:1/v1", "model": "m",
                                         "max_reasks": "1", "concurrency": "2"})
    assert checker.premise_policy == "question_passages" and checker.max_reasks == 1
    assert checker.fingerprint()["prompt_hash"] != build_checker(
        "judge", {"base_url": "http://localhost:1/v1", "model": "m"}).fingerprint()["prompt_hash"]


def test_through_the_engine_each_claim_gets_its_own_question() -> None:
    suite = load_suite("larkspur")
    items = items_for(suite, [])

    def reply(body: dict) -> Reply:
        user = body["messages"][1]["content"]
        return Reply(content=MISSING if "Annual Enterprise contracts can be refunded" in
                     user.split("Answer: ", 1)[1].split("\n", 1)[0] else "[]")

    with ChatServer(fallback=reply) as server:
        claims = score_items(items, omission(server), ScoreStore(":memory:"),
                             progress=False).claims.set_index("item_id")
        asked = {m["content"].split("\n")[2] for b in server.requests for m in b["messages"]
                 if m["role"] == "user"}
    assert claims.loc["billing-enterprise-refund", "best_score"] == 0.0
    assert claims.loc["export-zip", "best_score"] == 1.0
    assert len(server.requests) == len(items)       # one call per claim
    assert "Question: Can we export our data?" in asked


def test_the_section_sets_catches_beside_false_alarms() -> None:
    claims = pd.DataFrame({
        "role": ["fault", "fault", "original", "original", "original", "original", "fault"],
        "fault_type": ["dropped_condition", "dropped_condition", None, None, None, None,
                       "number_swap"],
        "group": ["dropped_condition", "dropped_condition", "originals", "originals",
                  "originals", "originals", "number_swap"],
        "counted": [True] * 7,
        "best_score": [0.0, 1.0, 0.0, 0.0, 1.0, float("nan"), 0.0],
        "n_errors": [0, 0, 0, 0, 0, 1, 0],
    })
    section = omission_section(claims, [0.5])
    row = next(line for line in section.markdown.splitlines() if line.startswith("| 0.5"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[1].startswith("1/2") and cells[2].startswith("2/3")
    assert cells[3] == "3" and cells[4].startswith("1/3") and cells[5] == "1"
