"""The judge against a real chat-completions server on 127.0.0.1 with scripted replies.

Every scripted failure must end as the right verdict or as an error state, never a pass.
"""

from __future__ import annotations

import json
import re

import pytest

from mutato.checkers import build_checker, fingerprint_key
from mutato.checkers.judge import JudgeChecker, plan_calls
from mutato.checkers.judge_prompt import InvalidReply, parse_verdicts, quote_found
from mutato.errors import CheckerError
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.store import ScoreStore
from mutato.suite.loading import load_suite
from tests.helpers.chat_server import ChatServer, Reply, claims_in, quote_passages, verdicts_reply

PASSAGES = ("[plans] The Team plan costs €12 per user per month and includes up to 10 users.\n"
            "[export] Export links expire after 7 days.")
CLAIM = "Export links expire after 7 days."
WRONG = "Export links expire after 30 days."
GOOD = verdicts_reply([CLAIM], "SUPPORTED", "Export links expire after 7 days.")


def judge(server: ChatServer, **options: object) -> JudgeChecker:
    """A judge on the test server with fast retries."""
    settings = {"model": "test-model", "backoff": 0.01, "max_retries": 2, "timeout": 5.0}
    settings.update(options)
    return JudgeChecker(base_url=server.base_url, **settings)


def one(checker: JudgeChecker, claim: str = CLAIM):
    [score] = checker.score_pairs([PASSAGES], [claim])
    return score


# -- replies that must give a verdict -------------------------------------------------------

def test_good_reply_gives_the_verdict_label_and_quote() -> None:
    with ChatServer([GOOD]) as server:
        score = one(judge(server))
    assert score.ok and score.score == 1.0
    assert score.detail["label"] == "SUPPORTED"
    assert score.detail["quote"] == "Export links expire after 7 days."
    assert score.detail["quote_found"] is True


@pytest.mark.parametrize("label", ["CONTRADICTED", "NOT_FOUND"])
def test_anything_but_supported_scores_zero(label: str) -> None:
    with ChatServer([verdicts_reply([WRONG], label, "expire after 7 days")]) as server:
        score = one(judge(server), WRONG)
    assert score.ok and score.score == 0.0 and score.detail["label"] == label


def test_json_in_a_code_fence_is_accepted() -> None:
    fenced = Reply(content="```json\n" + GOOD.content + "\n```")
    with ChatServer([fenced]) as server:
        checker = judge(server)
        score = one(checker)
    assert score.score == 1.0 and checker.counters.reasks == 0


def test_request_carries_temperature_zero_seed_and_schema() -> None:
    with ChatServer([GOOD]) as server:
        one(judge(server, seed=7))
    body = server.requests[0]
    assert body["temperature"] == 0.0 and body["seed"] == 7 and body["model"] == "test-model"
    assert body["response_format"]["type"] == "json_schema"
    assert server.paths == ["/v1/chat/completions"]
    assert claims_in(body) == [CLAIM]
    assert "[export] Export links expire after 7 days." in body["messages"][1]["content"]


def test_usage_is_counted() -> None:
    usage = {"prompt_tokens": 120, "completion_tokens": 30, "total_tokens": 150}
    replies = [Reply(content=GOOD.content, usage=usage), Reply(content=GOOD.content, usage=usage)]
    with ChatServer(replies) as server:
        checker = judge(server)
        one(checker)
        one(checker)
    manifest = checker.manifest()
    assert (manifest["prompt_tokens"], manifest["completion_tokens"], manifest["calls"]) == (
        240, 60, 2)


# -- replies that must never pass -----------------------------------------------------------

TRAILING_COMMA = Reply(content=GOOD.content.replace('"}]}', '",}]}'))
TOO_FEW = verdicts_reply([CLAIM], "SUPPORTED", "Export links")  # sent for two claims
GARBAGE = Reply(content="Sure! The claim looks SUPPORTED to me.")


@pytest.mark.parametrize("bad", [TRAILING_COMMA, GARBAGE, Reply(content="")],
                         ids=["trailing-comma", "garbage", "empty"])
def test_an_invalid_reply_after_two_reasks_is_an_error(bad: Reply) -> None:
    with ChatServer([bad, bad, bad]) as server:
        checker = judge(server)
        score = one(checker)
    assert not score.ok and score.score is None
    assert "invalid after 2 re-ask(s)" in score.error
    assert (checker.counters.calls, checker.counters.reasks, checker.counters.parse_failures) == (
        3, 2, 1)


def test_one_verdict_too_few_is_an_error_for_every_claim_of_the_call() -> None:
    with ChatServer([TOO_FEW] * 3) as server:
        scores = judge(server, claims_per_call=2).score_pairs([PASSAGES] * 2, [CLAIM, WRONG])
    assert [s.ok for s in scores] == [False, False]
    assert "expected 2 verdict(s), one per claim, got 1" in scores[0].error


def test_reask_sends_back_the_reply_and_what_was_wrong_then_succeeds() -> None:
    with ChatServer([TRAILING_COMMA, GOOD]) as server:
        checker = judge(server)
        score = one(checker)
    assert score.ok and score.score == 1.0 and score.detail["reasks"] == 1
    messages = server.requests[1]["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user"]
    assert messages[2]["content"] == TRAILING_COMMA.content
    assert "trailing comma" in messages[3]["content"]
    assert checker.counters.reasks == 1 and checker.counters.parse_failures == 0


def test_a_persistent_server_error_is_an_error_state() -> None:
    with ChatServer([Reply(status=500, body="boom")] * 3) as server:
        checker = judge(server, max_retries=2)
        score = one(checker)
    assert not score.ok and "HTTP 500" in score.error
    assert checker.client.retries == 2 and checker.counters.failed_calls == 1


# -- transport: retries, Retry-After, timeouts ----------------------------------------------

def test_429_is_retried_honouring_retry_after() -> None:
    limited = Reply(status=429, body='{"error": "slow down"}', headers={"Retry-After": "3"})
    with ChatServer([limited, GOOD]) as server:
        checker = judge(server)
        waits: list[float] = []
        checker.client.sleep = waits.append
        score = one(checker)
    assert score.score == 1.0 and waits == [3.0] and checker.manifest()["retries"] == 1


def test_a_timeout_is_retried() -> None:
    with ChatServer([Reply(content=GOOD.content, delay=1.0), GOOD]) as server:
        checker = judge(server, timeout=0.2)
        score = one(checker)
    assert score.score == 1.0 and checker.client.retries == 1


def test_a_server_that_always_times_out_gives_an_error_state() -> None:
    slow = Reply(content=GOOD.content, delay=1.0)
    with ChatServer([slow, slow]) as server:
        checker = judge(server, timeout=0.2, max_retries=1)
        score = one(checker)
    assert not score.ok and "no answer" in score.error and "timeout" in score.error


def test_rejected_response_format_falls_back_to_plain_json() -> None:
    rejected = Reply(status=400, body='{"error": "response_format is not supported"}')
    with ChatServer([rejected, GOOD, GOOD]) as server:
        checker = judge(server)
        first, second = one(checker), one(checker)
    assert first.score == second.score == 1.0
    assert "response_format" in server.requests[0]
    assert "response_format" not in server.requests[1]
    assert "response_format" not in server.requests[2]  # the fallback sticks
    manifest = checker.manifest()
    assert manifest["structured_effective"] is False and manifest["structured_fallbacks"] == 1


def test_structured_false_never_sends_response_format() -> None:
    with ChatServer([GOOD]) as server:
        one(judge(server, structured=False))
    assert "response_format" not in server.requests[0]


def test_a_rejected_api_key_stops_the_run_with_the_fix() -> None:
    with ChatServer([Reply(status=401, body='{"error": "bad key"}')]) as server:
        with pytest.raises(CheckerError, match="MUTATO_JUDGE_API_KEY"):
            one(judge(server))


def test_the_api_key_is_sent_as_a_bearer_token_and_never_recorded(monkeypatch) -> None:
    monkeypatch.setenv("MUTATO_JUDGE_API_KEY", "sk-test-123")
    with ChatServer([GOOD]) as server:
        checker = judge(server)
        one(checker)
    assert "sk-test-123" not in json.dumps(checker.manifest())
    assert checker.manifest()["api_key_source"] == "MUTATO_JUDGE_API_KEY"


# -- quotes, grouping, fingerprint ----------------------------------------------------------

def test_a_quote_not_in_the_passages_is_flagged_and_counted() -> None:
    invented = verdicts_reply([CLAIM], "SUPPORTED", "links are valid for one week")
    with ChatServer([invented]) as server:
        checker = judge(server)
        score = one(checker)
    assert score.score == 1.0 and score.detail["quote_found"] is False
    assert checker.manifest()["quote_not_found"] == 1


def test_quote_matching_ignores_case_spacing_and_ellipses() -> None:
    assert quote_found("team plan COSTS  €12 ... expire after 7 days", PASSAGES)
    assert not quote_found("team plan costs €15", PASSAGES)


def test_claims_per_call_groups_pairs_that_share_a_premise() -> None:
    other = "[storage] Each user gets 50 GB."
    premises = [PASSAGES] * 5 + [other] * 2
    claims = [f"Claim {i}." for i in range(7)]
    with ChatServer(fallback=quote_passages) as server:
        checker = judge(server, claims_per_call=2)
        scores = checker.score_pairs(premises, claims)
    assert all(s.ok and s.score == 1.0 for s in scores)
    assert sorted(len(claims_in(body)) for body in server.requests) == [1, 2, 2, 2]
    assert checker.counters.calls == 4
    assert plan_calls(premises, claims, claims_per_call=3) == [[0, 1, 2], [3, 4], [5, 6]]


def test_fingerprint_records_what_changes_verdicts() -> None:
    with ChatServer() as server:
        one_by_one, batched = judge(server), judge(server, claims_per_call=4)
    fp = one_by_one.fingerprint()
    assert {"model", "base_url_host", "prompt_hash", "schema_hash", "claims_per_call",
            "temperature", "seed", "structured"} <= set(fp)
    assert fingerprint_key(one_by_one) != fingerprint_key(batched)


# -- configuration errors ---------------------------------------------------------------------

def test_missing_base_url_says_which_variable_to_set(monkeypatch) -> None:
    for env in ("MUTATO_JUDGE_BASE_URL", "OPENAI_BASE_URL"):
        monkeypatch.delenv(env, raising=False)
    with pytest.raises(CheckerError, match="MUTATO_JUDGE_BASE_URL"):
        build_checker("judge", {"model": "m"})


def test_missing_model_says_which_variable_to_set(monkeypatch) -> None:
    monkeypatch.delenv("MUTATO_JUDGE_MODEL", raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    with pytest.raises(CheckerError, match="MUTATO_JUDGE_MODEL"):
        build_checker("judge", {})


def test_settings_come_from_the_environment(monkeypatch) -> None:
    monkeypatch.setenv("MUTATO_JUDGE_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("MUTATO_JUDGE_MODEL", "env-model")
    checker = build_checker("judge", {"claims_per_call": "3", "structured": "false"})
    assert (checker.model, checker.claims_per_call, checker.structured) == ("env-model", 3, False)


def test_more_than_two_reasks_is_refused() -> None:
    with pytest.raises(CheckerError, match="max_reasks=3"):
        JudgeChecker(base_url="http://127.0.0.1:9/v1", model="m", max_reasks=3)


# -- the strict parser on its own ---------------------------------------------------------------

def _reply(*verdicts: dict) -> str:
    return json.dumps({"verdicts": list(verdicts)})


V = {"claim": CLAIM, "label": "SUPPORTED", "quote": "expire"}


@pytest.mark.parametrize("text, problem", [
    (_reply(V, V), "expected 1 verdict(s)"),
    (_reply(), "expected 1 verdict(s)"),
    (_reply({**V, "label": "supported"}), "label 'supported'"),
    (_reply({**V, "label": "PARTIAL"}), "label 'PARTIAL'"),
    (_reply({**V, "claim": "Export links expire after 30 days."}), "echoes the claim"),
    (_reply({"claim": CLAIM, "label": "SUPPORTED"}), "missing ['quote']"),
    (_reply({**V, "reason": "x"}), "unexpected ['reason']"),
    (json.dumps([V]), 'single key "verdicts"'),
    ('{"verdicts": [], "verdicts": []}', "repeats the key"),
    ('{"verdicts": [{"claim": "x", "label": "SUPPORTED", "quote": NaN}]}', "NaN"),
    ("// verdicts\n" + _reply(V), "not valid JSON"),
])
def test_parser_rejects(text: str, problem: str) -> None:
    with pytest.raises(InvalidReply, match=re.escape(problem)):
        parse_verdicts(text, [CLAIM])


def test_parser_drops_a_leading_think_block_and_a_fence() -> None:
    text = "<think>The passage says 7 days.</think>\n```json\n" + _reply(V) + "\n```"
    assert parse_verdicts(text, [CLAIM])[0].label == "SUPPORTED"
    with pytest.raises(InvalidReply):
        parse_verdicts("Here you go:\n" + _reply(V), [CLAIM])


def test_parser_accepts_an_echo_that_differs_only_in_case_and_spacing() -> None:
    echo = {**V, "claim": "  export links expire after 7 days "}
    assert parse_verdicts(_reply(echo), [CLAIM])[0].label == "SUPPORTED"


# -- through the real engine --------------------------------------------------------------------

def test_judge_through_the_scoring_engine() -> None:
    items = items_for(load_suite("larkspur"), [])
    with ChatServer(fallback=quote_passages) as server:
        checker = judge(server, claims_per_call=4)
        result = score_items(items, checker, ScoreStore(":memory:"), progress=False)
    assert result.stats.errors == 0 and result.stats.distinct_pairs == len(items)
    assert (result.claims["best_score"] == 1.0).all()
    assert result.claims["n_windows"].eq(1).all()
    assert checker.counters.calls == len(server.requests) == -(-len(items) // 4)
