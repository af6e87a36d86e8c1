"""Errors that name the real cause (issue 12): a crashed or unreachable checker is not a
label-order problem, a missing folder is a missing path, the bundled model is known by its
hub id, and an unreachable hub fails with one line before any retry."""

from __future__ import annotations

import shlex
import sys

import pytest

from mutato.checkers.embedding import EmbeddingChecker
from mutato.checkers.models import BUNDLED_MINILM_ID, bundled_minilm_path, preflight
from mutato.errors import CheckerError, ValidityGateError
from mutato.run import RunConfig, run_suite

CRASH = "import sys\nsys.stdin.read()\nraise SystemExit('Traceback: scorer crashed')\n"


def test_a_crashing_scorer_gets_an_infrastructure_message_not_the_label_order(tmp_path):
    script = tmp_path / "crash.py"
    script.write_text(CRASH, encoding="utf-8")
    cmd = f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"
    with pytest.raises(ValidityGateError) as stopped:
        run_suite(RunConfig(suite="larkspur", checker="command", options={"cmd": cmd},
                            out=tmp_path / "out", progress=False))
    message = str(stopped.value)
    assert "could not score the canaries" in message and "label order" not in message
    assert "First error: " in message and "exited with status 1" in message


def test_a_judge_server_that_is_down_names_the_connection_error(tmp_path):
    with pytest.raises(ValidityGateError) as stopped:
        run_suite(RunConfig(suite="larkspur", checker="judge",
                            options={"model": "m", "base_url": "http://127.0.0.1:9/v1",
                                     "max_retries": "0", "timeout": "5"},
                            out=tmp_path / "out", progress=False))
    message = str(stopped.value)
    assert "could not score the canaries" in message and "label order" not in message
    assert "refused" in message.lower() or "connect" in message.lower()


def test_the_bundled_model_is_recognised_by_its_hub_id():
    by_id = EmbeddingChecker(model=BUNDLED_MINILM_ID)
    assert by_id.model_path == str(bundled_minilm_path())
    assert by_id.fingerprint() == EmbeddingChecker().fingerprint()


def test_a_missing_local_path_is_a_missing_path(tmp_path):
    with pytest.raises(CheckerError, match="embedding model path .* does not exist") as raised:
        EmbeddingChecker(model=str(tmp_path / "nope")).load()
    assert "download" not in str(raised.value) and "hf download" not in str(raised.value)


def test_an_unreachable_hub_fails_with_one_line(monkeypatch, capsys):
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9")
    with pytest.raises(CheckerError) as raised:
        preflight("someone/not-cached-model", None, kind="embedding")
    message = str(raised.value)
    assert message.startswith("cannot reach http://127.0.0.1:9 to download embedding model "
                              "'someone/not-cached-model'") and "\n" not in message
    assert capsys.readouterr().err == ""
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(CheckerError, match="HF_HUB_OFFLINE=1 forbids a download"):
        preflight("someone/not-cached-model", None, kind="embedding")
