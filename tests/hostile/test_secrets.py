"""Secrets: never written, never sent to an address they were not meant for."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from mutato.checkers.http import ChatClient, ChatHTTPError
from mutato.checkers.judge import JudgeChecker
from mutato.errors import CheckerError
from mutato.io_safety.redact import redact
from tests.helpers.chat_server import ChatServer, Reply, quote_passages

SECRET = "sk-test-9f8e7d6c5b4a"


def written_bytes(root: Path) -> bytes:
    """Every byte mutato wrote below ``root`` (the store read as rows, not pages)."""
    blob = b"".join(p.read_bytes() for p in sorted(root.rglob("*"))
                    if p.is_file() and p.suffix != ".sqlite")
    for store in root.rglob("*.sqlite"):
        with sqlite3.connect(store) as db:
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master")}
            rows = (db.execute("SELECT key, fingerprint FROM checkers").fetchall()
                    if "checkers" in tables else [])  # the parse cache holds suite text only
        blob += repr(rows).encode()
        blob += store.read_bytes()
    return blob


def test_a_judge_api_key_option_is_redacted_everywhere(tmp_path, cli):
    with ChatServer(fallback=quote_passages) as server:
        url = server.base_url.replace("http://", "http://alice:hunter2pass@")
        code, _, err = cli("run", "larkspur", "-c", "judge", "-m", "number_swap",
                           "-o", f"api_key={SECRET}", "-o", f"base_url={url}",
                           "-o", "model=test", "--out", tmp_path / "out", "--no-gate",
                           "--no-progress")
        sent = server.headers[0]["Authorization"]
    assert (code, err) == (0, "")
    assert sent == f"Bearer {SECRET}"              # the key still reaches its own server
    written = written_bytes(tmp_path / "out")
    assert SECRET.encode() not in written
    assert b"hunter2pass" not in written
    manifest = (tmp_path / "out" / "larkspur" / "judge" / "manifest.json").read_text()
    assert '"api_key": "***"' in manifest


def test_a_cascade_second_api_key_is_redacted(tmp_path, cli):
    with ChatServer(fallback=quote_passages) as server:
        code, _, err = cli("run", "larkspur", "-c", "cascade", "-m", "number_swap",
                           "-o", "first=lexical", "-o", "second=judge",
                           "-o", f"second.api_key={SECRET}",
                           "-o", f"second.base_url={server.base_url}",
                           "-o", "second.model=test", "--out", tmp_path / "out", "--no-gate",
                           "--no-progress")
    assert (code, err) == (0, "")
    assert SECRET.encode() not in written_bytes(tmp_path / "out")
    manifest = (tmp_path / "out" / "larkspur" / "cascade" / "manifest.json").read_text()
    assert '"second.api_key": "***"' in manifest


def test_a_token_inside_a_command_line_is_redacted(tmp_path, cli):
    code, _, _ = cli("run", "larkspur", "-c", "command", "-m", "number_swap",
                     "-o", f"cmd=python -c 'print(1)' --token={SECRET}",
                     "--out", tmp_path / "out", "--no-gate", "--no-progress")
    assert code == 0
    manifest = (tmp_path / "out" / "larkspur" / "command" / "manifest.json").read_text()
    assert SECRET not in manifest and "--token=***" in manifest


def test_an_environment_key_is_redacted_wherever_it_appears(tmp_path, cli, monkeypatch):
    monkeypatch.setenv("MUTATO_JUDGE_API_KEY", SECRET)
    with ChatServer(fallback=quote_passages) as server:
        code, _, _ = cli("run", "larkspur", "-c", "judge", "-m", "number_swap",
                         "-o", f"base_url={server.base_url}", "-o", f"model=m-{SECRET}",
                         "--out", tmp_path / "out", "--no-gate", "--no-progress")
    assert code == 0
    assert SECRET.encode() not in written_bytes(tmp_path / "out")
    manifest = (tmp_path / "out" / "larkspur" / "judge" / "manifest.json").read_text()
    assert '"model": "m-***"' in manifest and '"api_key_source": "MUTATO_JUDGE_API_KEY"' in manifest


@pytest.mark.parametrize(("document", "expected"), [
    ({"api_key": "k-1234"}, {"api_key": "***"}),
    ({"hf_token": "hf_abcd"}, {"hf_token": "***"}),
    ({"password": "pw-1234"}, {"password": "***"}),
    ({"Authorization": "Bearer abcd"}, {"Authorization": "***"}),
    ({"client_secret": "s-1234"}, {"client_secret": "***"}),
    ({"apiKey": "k-1234"}, {"apiKey": "***"}),
    ({"url": "https://u:p@h.example/v1"}, {"url": "https://***@h.example/v1"}),
    ({"url": "https://h.example/v1?key=abcd&x=1"}, {"url": "https://h.example/v1?key=***&x=1"}),
    ({"note": "header Authorization: Bearer abcd1234"},
     {"note": "header Authorization: Bearer ***"}),
    ({"max_tokens": 5, "tokenizer": "gpt2"}, {"max_tokens": 5, "tokenizer": "gpt2"}),
])
def test_redaction_rules(document, expected):
    assert redact(document) == expected


def test_the_judge_follows_no_redirect_so_the_key_stays_home():
    with ChatServer(fallback=quote_passages) as elsewhere:
        with ChatServer([Reply(status=302, body="",
                               headers={"Location": elsewhere.base_url + "/chat/completions"})]
                        ) as server:
            client = ChatClient(base_url=server.base_url, api_key=SECRET, timeout=5,
                                max_retries=0)
            with pytest.raises(ChatHTTPError) as info:
                client.complete({"model": "m", "messages": []})
        assert elsewhere.requests == [] and elsewhere.headers == []
    assert info.value.status == 302
    assert f"redirect to {elsewhere.base_url.rsplit('/', 1)[0]} not followed" in str(info.value)


def test_a_redirect_stops_the_judge_with_a_clear_error():
    with ChatServer([Reply(status=301, body="", headers={"Location": "http://evil.example/"})]
                    ) as server:
        judge = JudgeChecker(base_url=server.base_url, model="m", api_key=SECRET,
                             max_retries=0)
        with pytest.raises(CheckerError, match="answered HTTP 301: redirect to "
                                               "http://evil.example not followed"):
            judge.score_pairs(["[p] A is 1."], ["A is 1."])


def test_openai_api_key_is_not_sent_to_another_base_url(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.delenv("MUTATO_JUDGE_API_KEY", raising=False)
    with ChatServer(fallback=quote_passages) as server:
        judge = JudgeChecker(base_url=server.base_url, model="m")
        judge.score_pairs(["[p] A is 1."], ["A is 1."])
        assert "Authorization" not in server.headers[0]
    assert judge.manifest()["api_key_source"] is None
    openai = JudgeChecker(base_url="https://api.openai.com/v1", model="m")
    assert (openai.client.api_key, openai.manifest()["api_key_source"]) == (SECRET,
                                                                            "OPENAI_API_KEY")


def test_mutatos_own_key_variable_goes_to_any_base_url(monkeypatch):
    monkeypatch.setenv("MUTATO_JUDGE_API_KEY", SECRET)
    with ChatServer(fallback=quote_passages) as server:
        judge = JudgeChecker(base_url=server.base_url, model="m")
        judge.score_pairs(["[p] A is 1."], ["A is 1."])
        assert server.headers[0]["Authorization"] == f"Bearer {SECRET}"
    assert judge.manifest()["api_key_source"] == "MUTATO_JUDGE_API_KEY"
