"""A real HTTP server on 127.0.0.1 that speaks the chat-completions protocol with scripted replies.

Each request to ``POST /v1/chat/completions`` is recorded (its JSON body) and answered by
the next scripted :class:`Reply`; when the script runs out, ``fallback(body)`` answers.

>>> with ChatServer([Reply(content='{"verdicts": []}')]) as server:
...     server.base_url.startswith("http://127.0.0.1:")
True
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted answer: a status, message content (or a raw body), headers, a delay."""

    content: str | None = None
    status: int = 200
    body: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    usage: dict[str, int] | None = None
    finish_reason: str = "stop"

    def payload(self) -> bytes:
        if self.body is not None:
            return self.body.encode("utf-8")
        answer: dict[str, Any] = {
            "id": "chatcmpl-test", "object": "chat.completion", "model": "test",
            "choices": [{"index": 0, "finish_reason": self.finish_reason,
                         "message": {"role": "assistant", "content": self.content or ""}}],
        }
        if self.usage is not None:
            answer["usage"] = self.usage
        return json.dumps(answer).encode("utf-8")


def verdicts_reply(claims: Sequence[str], labels: Sequence[str] | str = "SUPPORTED",
                   quotes: Sequence[str] | str = "", **extra: Any) -> Reply:
    """A well-formed reply giving ``labels`` (one, or one per claim) to ``claims``."""
    labels = [labels] * len(claims) if isinstance(labels, str) else list(labels)
    quotes = [quotes] * len(claims) if isinstance(quotes, str) else list(quotes)
    verdicts = [{"claim": c, "label": lab, "quote": q}
                for c, lab, q in zip(claims, labels, quotes, strict=True)]
    return Reply(content=json.dumps({"verdicts": verdicts}), **extra)


def claims_in(body: dict[str, Any]) -> list[str]:
    """The numbered claims of the first user message of a request."""
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    section = user.split("Claims:\n", 1)[1].split("\n\n", 1)[0]
    return [m.group(1) for m in re.finditer(r"^\d+\. (.*)$", section, re.MULTILINE)]


def quote_passages(body: dict[str, Any]) -> Reply:
    """A fallback that supports every claim, quoting the first passage's first 20 characters."""
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    passages = user.split("Passages:\n", 1)[1].split("\n\nClaims:", 1)[0]
    first = re.sub(r"^\[[^\]]*\] ", "", passages.splitlines()[0])[:20]
    claims = claims_in(body)
    return verdicts_reply(claims, "SUPPORTED", first,
                          usage={"prompt_tokens": 100, "completion_tokens": 10 * len(claims)})


class ChatServer:
    """A chat-completions server in a thread, on an ephemeral port; a context manager."""

    def __init__(self, script: Sequence[Reply] = (),
                 fallback: Callable[[dict[str, Any]], Reply] | None = None) -> None:
        self.script = list(script)
        self.fallback = fallback
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.headers: list[dict[str, str]] = []  # the request headers, in order
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", 0), _handler_for(self))
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,),
                                        daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def next_reply(self, body: dict[str, Any], path: str) -> Reply:
        with self._lock:
            self.requests.append(body)
            self.paths.append(path)
            if self.script:
                return self.script.pop(0)
        if self.fallback is not None:
            return self.fallback(body)
        return Reply(status=500, body='{"error": "the test script ran out of replies"}')

    def __enter__(self) -> ChatServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # a handler still sleeping out a timeout must not block the test


def _handler_for(server: ChatServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - the http.server naming
            server.headers.append(dict(self.headers))
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            if self.path != "/v1/chat/completions":
                self._send(Reply(status=404, body='{"error": "not found"}'))
                return
            self._send(server.next_reply(body, self.path))

        def _send(self, reply: Reply) -> None:
            if reply.delay:
                time.sleep(reply.delay)
            payload = reply.payload()
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                for key, value in reply.headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test)

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
            pass

    return Handler
