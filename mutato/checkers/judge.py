"""``judge``: an LLM judge over any OpenAI-compatible chat endpoint, with strict JSON and quotes.

The judge reads the whole context set (``premise_policy = "passages"``) and labels each
claim SUPPORTED, CONTRADICTED or NOT_FOUND with a quote from the passages. The support score
is 1.0 for SUPPORTED and 0.0 otherwise; the label and the quote stay in the detail, and a
quote that is not in the passages is flagged (``quote_found: false``) and counted.

Replies are parsed strictly (see :mod:`mutato.checkers.judge_prompt`). An invalid reply is
sent back to the model with what was wrong, at most twice; a reply that is still invalid, or
a call that fails after its retries, is an error state, never a pass.

Works with OpenAI, vLLM, Ollama and the llama.cpp server. The base URL, key and model come
from the options or the environment (``MUTATO_JUDGE_BASE_URL`` or ``OPENAI_BASE_URL``,
``MUTATO_JUDGE_API_KEY``, or ``OPENAI_API_KEY`` for api.openai.com only, ``MUTATO_JUDGE_MODEL``):

>>> judge = JudgeChecker(base_url="http://localhost:11434/v1", model="qwen3:4b")
>>> judge.fingerprint()["base_url_host"], judge.fingerprint()["claims_per_call"]
('localhost:11434', 1)
>>> plan_calls(["P", "Q", "P", "P"], ["a", "b", "c", "d"], claims_per_call=2)
[[0, 2], [3], [1]]
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any
from urllib.parse import urlsplit

from .. import __version__
from ..errors import CheckerError
from .base import PairScore
from .http import ChatClient, ChatHTTPError, ChatReply, ChatTransportError
from .judge_prompt import (
    LABELS,
    PROMPT_HASH,
    SCHEMA_HASH,
    SYSTEM_PROMPT,
    InvalidReply,
    Verdict,
    parse_verdicts,
    quote_found,
    render_reask,
    render_user_prompt,
    response_format,
)

BASE_URL_ENV = ("MUTATO_JUDGE_BASE_URL", "OPENAI_BASE_URL")
API_KEY_ENV = ("MUTATO_JUDGE_API_KEY",)
#: A provider's own key variable is sent only to that provider's host, never to any base_url.
PROVIDER_KEY_ENV = {"api.openai.com": "OPENAI_API_KEY", "openrouter.ai": "OPENROUTER_API_KEY",
                    "api.groq.com": "GROQ_API_KEY", "api.mistral.ai": "MISTRAL_API_KEY",
                    "api.together.xyz": "TOGETHER_API_KEY",
                    "api.deepseek.com": "DEEPSEEK_API_KEY"}
MODEL_ENV = ("MUTATO_JUDGE_MODEL",)
MAX_REASKS = 2
_URL_EXAMPLES = ("https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), "
                 "http://localhost:8000/v1 (vLLM), http://localhost:8080/v1 (llama.cpp server)")


@dataclass
class JudgeCounters:
    """What the judge did so far; recorded in the run manifest."""

    calls: int = 0
    reasks: int = 0
    invalid_replies: int = 0
    parse_failures: int = 0
    failed_calls: int = 0
    quote_not_found: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    structured_fallbacks: int = 0


class JudgeChecker:
    """LLM judge over an OpenAI-compatible chat API: SUPPORTED/CONTRADICTED/NOT_FOUND + quote."""

    name = "judge"
    premise_policy = "passages"

    def __init__(self, *, model: str | None = None, base_url: str | None = None,
                 api_key: str | None = None, claims_per_call: int = 1, structured: bool = True,
                 concurrency: int = 4, timeout: float = 120.0, max_retries: int = 4,
                 backoff: float = 1.0, max_reasks: int = MAX_REASKS, temperature: float = 0.0,
                 seed: int = 0, max_tokens: int | None = None, batch_size: int = 32) -> None:
        given_url, self.base_url_source = _setting(base_url, BASE_URL_ENV)
        given_model, self.model_source = _setting(model, MODEL_ENV)
        self.base_url, self.model = _require_settings(given_url, given_model)
        api_key, self.api_key_source = _setting(api_key, api_key_env(self.base_url))
        _check_ranges(claims_per_call=claims_per_call, concurrency=concurrency,
                      max_reasks=max_reasks, timeout=timeout, max_retries=max_retries)
        self.claims_per_call = claims_per_call
        self.structured = structured
        self.concurrency = concurrency
        self.max_reasks = max_reasks
        self.temperature = temperature
        self.seed = seed
        self.max_tokens = max_tokens
        self.batch_size = batch_size
        self.client = ChatClient(base_url=self.base_url, api_key=api_key, timeout=timeout,
                                 max_retries=max_retries, backoff=backoff)
        self.counters = JudgeCounters()
        self._structured_ok = structured
        self._lock = threading.Lock()

    # -- what a run records ----------------------------------------------------------------

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "base_url_host": _host(self.base_url), "model": self.model,
                "prompt_hash": PROMPT_HASH, "schema_hash": SCHEMA_HASH,
                "claims_per_call": self.claims_per_call,
                "temperature": self.temperature, "seed": self.seed,
                "structured": self.structured}

    def manifest(self) -> dict[str, Any]:
        with self._lock:
            counters = asdict(self.counters)
        return {**self.fingerprint(), "model_id": self.model,
                "endpoint": _public_url(self.client.url),
                "base_url_source": self.base_url_source, "model_source": self.model_source,
                "api_key_source": self.api_key_source, "labels": list(LABELS),
                "score": "1.0 for SUPPORTED, 0.0 for CONTRADICTED and NOT_FOUND",
                "structured_effective": self._structured_ok, "concurrency": self.concurrency,
                "timeout": self.client.timeout, "max_retries": self.client.max_retries,
                "max_reasks": self.max_reasks, "max_tokens": self.max_tokens,
                "batch_size": self.batch_size, **counters, "retries": self.client.retries,
                "mutato": __version__}

    # -- scoring ---------------------------------------------------------------------------

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        """One verdict per pair; pairs sharing a premise share calls of ``claims_per_call``."""
        groups = plan_calls(premises, claims, claims_per_call=self.claims_per_call)
        out: list[PairScore] = [PairScore.failed("not judged")] * len(claims)
        if not groups:
            return out
        jobs = [(premises[group[0]], [claims[i] for i in group]) for group in groups]
        workers = max(1, min(self.concurrency, len(jobs)))
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="judge") as pool:
            results = list(pool.map(lambda job: self.judge_call(*job), jobs))
        for group, scores in zip(groups, results, strict=True):
            for index, score in zip(group, scores, strict=True):
                out[index] = score
        return out

    def judge_call(self, passages: str, claims: Sequence[str]) -> list[PairScore]:
        """One conversation: ask, re-ask on an invalid reply, and score the verdicts."""
        messages = [{"role": "system", "content": SYSTEM_PROMPT},
                    {"role": "user", "content": render_user_prompt(passages, claims)}]
        problem = ""
        reply: ChatReply | None = None
        for reasks in range(self.max_reasks + 1):
            if reply is not None:  # the previous reply was invalid: say why and ask again
                messages += [{"role": "assistant", "content": reply.content},
                             {"role": "user", "content": render_reask(problem, len(claims))}]
                self._count(reasks=1)
            try:
                reply = self._send(messages)
            except (ChatHTTPError, ChatTransportError) as exc:
                self._count(failed_calls=1)
                return [PairScore.failed(f"judge call failed: {exc}", reasks=reasks)
                        for _ in claims]
            try:
                verdicts = parse_verdicts(reply.content, claims)
            except InvalidReply as exc:
                self._count(invalid_replies=1)
                problem = str(exc)
                continue
            return [self._scored(v, passages, reasks=reasks, size=len(claims)) for v in verdicts]
        self._count(parse_failures=1)
        assert reply is not None  # the loop runs at least once and every pass sets it
        cut = " (the reply was cut off at max_tokens)" if reply.finish_reason == "length" else ""
        reason = (f"the judge's reply was invalid after {self.max_reasks} re-ask(s): "
                  f"{problem}{cut}")
        return [PairScore.failed(reason, reply=reply.content[-500:], reasks=self.max_reasks)
                for _ in claims]

    def _scored(self, verdict: Verdict, passages: str, *, reasks: int, size: int) -> PairScore:
        found: bool | None = None
        if verdict.quote.strip():
            found = quote_found(verdict.quote, passages)
        elif verdict.label != "NOT_FOUND":
            found = False  # a verdict for or against a claim must show its evidence
        if found is False:
            self._count(quote_not_found=1)
        detail = {"label": verdict.label, "quote": verdict.quote, "quote_found": found,
                  "reasks": reasks, "claims_in_call": size}
        return PairScore(1.0 if verdict.label == "SUPPORTED" else 0.0, detail=detail)

    def _send(self, messages: list[dict[str, str]]) -> ChatReply:
        body: dict[str, Any] = {"model": self.model, "messages": messages,
                                "temperature": self.temperature, "seed": self.seed}
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        if self._structured_ok:
            body["response_format"] = response_format()
        try:
            reply = self._post(body)
        except ChatHTTPError as exc:
            if exc.status != 400 or "response_format" not in body:
                raise
            body.pop("response_format")
            reply = self._post(body)  # plain JSON; the parser validates it the same way
            with self._lock:
                self._structured_ok = False
                self.counters.structured_fallbacks += 1
        return reply

    def _post(self, body: Mapping[str, Any]) -> ChatReply:
        self._count(calls=1)
        try:
            reply = self.client.complete(body)
        except ChatHTTPError as exc:
            if exc.status in (401, 403):
                raise CheckerError(
                    f"the judge server {self.client.url} refused the API key (HTTP "
                    f"{exc.status}: {exc.body[:200]}). Set {API_KEY_ENV[0]} or pass "
                    "-o api_key=...") from exc
            if 300 <= exc.status < 400:
                raise CheckerError(f"the judge server {self.client.url} answered HTTP "
                                   f"{exc.status}: {exc.body[:300]}") from exc
            if exc.status == 404:
                raise CheckerError(
                    f"the judge server answered 404 for {self.client.url} with model "
                    f"{self.model!r}: {exc.body[:200]}. Check that base_url ends where the "
                    f"API starts (usually /v1; e.g. {_URL_EXAMPLES}) and that the model is "
                    "served there.") from exc
            raise
        self._count(prompt_tokens=reply.prompt_tokens, completion_tokens=reply.completion_tokens)
        return reply

    def _count(self, **increments: int) -> None:
        with self._lock:
            for key, value in increments.items():
                setattr(self.counters, key, getattr(self.counters, key) + value)


def plan_calls(premises: Sequence[str], claims: Sequence[str], *,
               claims_per_call: int) -> list[list[int]]:
    """Pair indices grouped by premise (first seen first), cut into calls of at most N claims."""
    by_premise: dict[str, list[int]] = {}
    for index, premise in enumerate(premises[:len(claims)]):
        by_premise.setdefault(premise, []).append(index)
    return [indices[start:start + claims_per_call]
            for indices in by_premise.values()
            for start in range(0, len(indices), claims_per_call)]


def api_key_env(base_url: str | None) -> tuple[str, ...]:
    """The environment variables whose key may go to ``base_url``: mutato's own everywhere,
    a provider's own only to that provider's host.

    >>> api_key_env("https://api.openai.com/v1"), api_key_env("http://localhost:11434/v1")
    (('MUTATO_JUDGE_API_KEY', 'OPENAI_API_KEY'), ('MUTATO_JUDGE_API_KEY',))
    """
    host = (urlsplit(base_url or "").hostname or "").lower()
    provider = PROVIDER_KEY_ENV.get(host)
    return API_KEY_ENV + ((provider,) if provider else ())


def _host(url: str) -> str:
    """``host:port`` of a URL, without any ``user:password@``."""
    return urlsplit(url).netloc.rpartition("@")[2]


def _public_url(url: str) -> str:
    """The URL without credentials or query string, safe to record."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{_host(url)}{parts.path}"


def _setting(value: str | None, env_names: Sequence[str]) -> tuple[str | None, str | None]:
    """The option if given, else the first environment variable set; and where it came from."""
    if value:
        return value, "option"
    for env in env_names:
        if os.environ.get(env):
            return os.environ[env], env
    return None, None


def _require_settings(base_url: str | None, model: str | None) -> tuple[str, str]:
    """(base_url, model) when both are set and the URL is http(s); else a CheckerError."""
    if not base_url:
        raise CheckerError("the judge needs the base URL of an OpenAI-compatible server: pass "
                           f"-o base_url=URL or set {BASE_URL_ENV[0]} (or {BASE_URL_ENV[1]}), "
                           f"e.g. {_URL_EXAMPLES}.")
    if urlsplit(base_url).scheme not in ("http", "https") or not urlsplit(base_url).netloc:
        raise CheckerError(f"judge base_url={base_url!r} is not an http(s) URL; expected e.g. "
                           f"{_URL_EXAMPLES}.")
    if not model:
        raise CheckerError("the judge needs a model name: pass -o model=NAME or set "
                           f"{MODEL_ENV[0]}, e.g. gpt-4o-mini (OpenAI) or qwen3:4b (Ollama).")
    return base_url, model


def _check_ranges(*, claims_per_call: int, concurrency: int, max_reasks: int, timeout: float,
                  max_retries: int) -> None:
    problems = []
    if claims_per_call < 1:
        problems.append(f"claims_per_call={claims_per_call} (expected 1 or more)")
    if concurrency < 1:
        problems.append(f"concurrency={concurrency} (expected 1 or more)")
    if not 0 <= max_reasks <= MAX_REASKS:
        problems.append(f"max_reasks={max_reasks} (expected 0 to {MAX_REASKS})")
    if timeout <= 0:
        problems.append(f"timeout={timeout} (expected seconds > 0)")
    if max_retries < 0:
        problems.append(f"max_retries={max_retries} (expected 0 or more)")
    if problems:
        raise CheckerError("judge options out of range: " + "; ".join(problems))
