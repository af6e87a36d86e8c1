"""A tiny OpenAI-compatible chat client over the standard library (no extra dependency).

It speaks ``POST {base_url}/chat/completions`` as OpenAI, vLLM, Ollama (``/v1``) and the
llama.cpp server do. A 429, a 5xx, a timeout or a dropped connection is retried with
exponential backoff and jitter, honouring ``Retry-After``; any other HTTP error is raised at
once as :class:`ChatHTTPError` so the caller can decide (the judge falls back to plain JSON
when a server rejects ``response_format`` with a 400).

>>> chat_url("http://localhost:11434/v1/")
'http://localhost:11434/v1/chat/completions'
>>> backoff_delay(3, base=0.5, cap=30.0, jitter=0.0)
2.0
"""

from __future__ import annotations

import email.utils
import http.client
import json
import random
import socket
import threading
import time
import urllib.error
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

#: Statuses worth another try: request timeout, rate limit, server errors.
RETRY_STATUSES = frozenset({408, 429}) | frozenset(range(500, 600))


class ChatHTTPError(Exception):
    """The server answered with an HTTP error that is not retried (or retries ran out)."""

    def __init__(self, status: int, body: str, url: str, *,
                 retry_after: str | None = None) -> None:
        self.status = status
        self.body = body
        self.url = url
        self.retry_after = retry_after
        super().__init__(f"HTTP {status} from {url}: {body[:500]}")


class ChatTransportError(Exception):
    """No usable answer: timeouts or connection errors until the retries ran out."""


@dataclass(frozen=True)
class ChatReply:
    """The first choice's text, the token usage and the raw JSON answer."""

    content: str
    finish_reason: str | None
    prompt_tokens: int
    completion_tokens: int
    raw: Mapping[str, Any] = field(repr=False)


def chat_url(base_url: str) -> str:
    """The chat-completions endpoint under ``base_url`` (which usually ends in ``/v1``)."""
    base = base_url.rstrip("/")
    return base if base.endswith("/chat/completions") else base + "/chat/completions"


def backoff_delay(attempt: int, *, base: float, cap: float, jitter: float = 1.0,
                  rng: random.Random | None = None) -> float:
    """``base * 2**(attempt-1)``, capped, plus up to ``jitter`` times itself at random."""
    delay = min(cap, base * 2 ** max(0, attempt - 1))
    spread = (rng or random).uniform(0.0, jitter * delay) if jitter else 0.0
    return min(cap, delay + spread)


def retry_after_seconds(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header: a number of seconds or an HTTP date.

    >>> retry_after_seconds("2"), retry_after_seconds(None), retry_after_seconds("soon")
    (2.0, None, None)
    """
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


class ChatClient:
    """Sends chat-completion requests with retries; thread-safe, counts its retries."""

    def __init__(self, *, base_url: str, api_key: str | None, timeout: float,
                 max_retries: int = 4, backoff: float = 1.0, max_backoff: float = 60.0,
                 sleep: Callable[[float], None] = time.sleep,
                 rng: random.Random | None = None) -> None:
        self.url = chat_url(base_url)
        self.api_key = api_key
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.sleep = sleep
        self.rng = rng or random.Random()
        self.retries = 0
        self.max_reply_bytes = MAX_REPLY_BYTES
        self._lock = threading.Lock()

    def complete(self, body: Mapping[str, Any]) -> ChatReply:
        """POST ``body``; retry what is transient; raise what is not."""
        attempt = 0
        while True:
            try:
                return _parse_reply(self._post(body), self.url)
            except ChatHTTPError as exc:
                if exc.status not in RETRY_STATUSES or attempt >= self.max_retries:
                    raise
                wait = retry_after_seconds(exc.retry_after)
            except (TimeoutError, ConnectionError, http.client.HTTPException, urllib.error.URLError) as exc:
                if attempt >= self.max_retries:
                    raise ChatTransportError(
                        f"no answer from {self.url} after {attempt + 1} attempt(s): {exc!r}. "
                        "Is the server running, and is timeout= long enough for this model?"
                    ) from exc
                wait = None
            attempt += 1
            with self._lock:
                self.retries += 1
            delay = backoff_delay(attempt, base=self.backoff, cap=self.max_backoff, rng=self.rng)
            self.sleep(min(self.max_backoff, wait) if wait is not None else delay)

    def _post(self, body: Mapping[str, Any]) -> dict[str, Any]:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        status, reply_headers, payload = post_once(self.url, data, headers,
                                                   timeout=self.timeout,
                                                   max_bytes=self.max_reply_bytes)
        if 300 <= status < 400:
            target = reply_headers.get("Location", "?")
            raise ChatHTTPError(status, f"redirect to {_origin_of(target)} not followed: the "
                                "API key is never sent to another address. Set base_url to "
                                "the final address", self.url)
        if status >= 400:
            raise ChatHTTPError(status, payload.decode("utf-8", "replace"), self.url,
                                retry_after=reply_headers.get("Retry-After"))
        try:
            return json.loads(payload.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
            raise ChatHTTPError(200, f"the answer is not JSON ({exc}): {payload[:300]!r}",
                                self.url) from None


#: Largest reply body read from a chat server (a verdict list is a few kilobytes).
MAX_REPLY_BYTES = 4 * 1024 * 1024


def post_once(url: str, data: bytes, headers: Mapping[str, str], *, timeout: float,
              max_bytes: int = MAX_REPLY_BYTES) -> tuple[int, Mapping[str, str], bytes]:
    """One POST, without following redirects, finished within ``timeout`` seconds in total.

    The timeout covers connecting, sending and reading the whole reply: a watchdog shuts
    the socket at the deadline, so a server trickling bytes cannot stretch one call. A
    reply body larger than ``max_bytes`` is refused (``ChatHTTPError``).
    """
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ChatHTTPError(0, "expected an http(s) URL", url)
    connection_class = (http.client.HTTPSConnection if parts.scheme == "https"
                        else http.client.HTTPConnection)
    connection = connection_class(parts.hostname, parts.port, timeout=timeout)
    expired = threading.Event()

    def cut() -> None:
        expired.set()
        sock = connection.sock
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    watchdog = threading.Timer(timeout, cut)
    watchdog.daemon = True
    watchdog.start()
    try:
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        connection.request("POST", path, body=data, headers=dict(headers))
        response = connection.getresponse()
        declared = response.getheader("Content-Length")
        if declared and declared.isdigit() and int(declared) > max_bytes:
            raise ChatHTTPError(response.status, f"the reply declares {declared} bytes, more "
                                f"than the {max_bytes} allowed", url)
        chunks, size = [], 0
        while chunk := response.read1(65536):
            size += len(chunk)
            if size > max_bytes:
                raise ChatHTTPError(response.status, f"the reply is larger than the "
                                    f"{max_bytes} bytes allowed", url)
            chunks.append(chunk)
        if expired.is_set():
            raise TimeoutError(f"the call took longer than timeout={timeout:g}s in total")
        return response.status, dict(response.getheaders()), b"".join(chunks)
    except (OSError, http.client.HTTPException) as exc:
        if expired.is_set():
            raise TimeoutError(f"the call took longer than timeout={timeout:g}s in total") \
                from exc
        raise
    finally:
        watchdog.cancel()
        connection.close()


def _origin_of(url: str) -> str:
    parts = urlsplit(url)
    host = parts.netloc.rpartition("@")[2]
    return f"{parts.scheme}://{host}" if parts.scheme else url[:100]


def _parse_reply(answer: Any, url: str) -> ChatReply:
    """The first choice of a chat-completions answer; a malformed answer is an HTTP error."""
    try:
        choice = answer["choices"][0]
        content = choice["message"]["content"]
    except (KeyError, IndexError, TypeError):
        raise ChatHTTPError(200, f"the answer has no choices[0].message.content: "
                                 f"{json.dumps(answer)[:300]}", url) from None
    usage = answer.get("usage") or {}
    return ChatReply(content=content if isinstance(content, str) else "",
                     finish_reason=choice.get("finish_reason"),
                     prompt_tokens=_int(usage.get("prompt_tokens")),
                     completion_tokens=_int(usage.get("completion_tokens")), raw=answer)


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
