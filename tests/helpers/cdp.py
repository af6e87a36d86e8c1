"""Headless Chromium driven over the Chrome DevTools Protocol, standard library only.

Chromium is started with ``--remote-debugging-pipe``: it reads protocol messages from file
descriptor 3 and writes replies to descriptor 4, each a JSON object ended by a NUL byte.
No port, no websocket, no extra package. One page is opened and attached with a flat
session; every event is kept so a test can ask what the page logged and requested.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self

CHROMIUM = "/usr/bin/chromium"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--mute-audio",
         "--hide-scrollbars")


class CDPError(RuntimeError):
    """The browser answered a command with an error, or did not answer in time."""


@dataclass
class PageLog:
    """What a page did while it loaded: requests, console errors, exceptions, dialogs."""

    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def add(self, method: str, params: dict[str, Any]) -> None:
        if method == "Network.requestWillBeSent":
            self.requests.append(params["request"]["url"])
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.console_errors.append(" ".join(
                str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.console_errors.append(details.get("exception", {}).get("description")
                                       or details.get("text", "exception"))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            entry = params["entry"]
            self.console_errors.append(f"[{entry.get('source')}] {entry.get('text')} "
                                       f"{entry.get('url', '')}".strip())
        elif method == "Network.loadingFailed":
            self.console_errors.append(f"[network] {params.get('errorText')} "
                                       f"{params.get('blockedReason', '')}".strip())
        elif method == "Page.javascriptDialogOpening":
            self.dialogs.append(params.get("message", ""))


class Browser:
    """One headless Chromium with one attached page; use as a context manager."""

    def __init__(self, executable: str = CHROMIUM, *, timeout: float = 30.0,
                 extra_flags: Sequence[str] = ()) -> None:
        self.timeout = timeout
        self._profile = tempfile.mkdtemp(prefix="mutato-chromium-")
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        # Park the child's ends above the low numbers, then let the shell move them onto 3
        # and 4 just before it execs Chromium (no preexec_fn: safe with threads; bash, because
        # dash cannot name descriptors above 9).
        high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)
        high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
        os.close(to_child_r)
        os.close(from_child_w)
        wiring = f'exec "$0" "$@" 3<&{high_r} 4>&{high_w} {high_r}<&- {high_w}>&-'
        try:
            self.process = subprocess.Popen(
                ["/bin/bash", "-c", wiring, executable, *FLAGS, *extra_flags,
                 f"--user-data-dir={self._profile}", "--remote-debugging-pipe", "about:blank"],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                pass_fds=(high_r, high_w))
        finally:
            os.close(high_r)
            os.close(high_w)
        self._next_id = 0
        self._replies: dict[int, queue.Queue[dict[str, Any]]] = {}
        self._events: queue.Queue[dict[str, Any]] = queue.Queue()
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.session: str | None = None
        self.log = PageLog()

    # --- protocol --------------------------------------------------------------------------

    def _read(self) -> None:
        buffer = b""
        with os.fdopen(self._from_child, "rb", buffering=0) as stream:
            while chunk := stream.read(65536):
                buffer += chunk
                *messages, buffer = buffer.split(b"\0")
                for raw in messages:
                    message = json.loads(raw)
                    if "id" in message:
                        with self._lock:
                            waiting = self._replies.get(message["id"])
                        if waiting is not None:
                            waiting.put(message)
                    else:
                        self._events.put(message)

    def send(self, method: str, params: dict[str, Any] | None = None, *,
             session: bool = True) -> dict[str, Any]:
        """Send one command (to the page's session unless ``session=False``); its result."""
        with self._lock:
            self._next_id += 1
            ident = self._next_id
            self._replies[ident] = reply = queue.Queue(maxsize=1)
        message: dict[str, Any] = {"id": ident, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        try:
            os.write(self._to_child, json.dumps(message).encode() + b"\0")
        except BrokenPipeError:
            raise CDPError(f"Chromium exited (status {self.process.poll()}) before {method}; "
                           f"run {self.process.args[3]} --headless --no-sandbox about:blank "
                           "by hand to see why") from None
        try:
            answer = reply.get(timeout=self.timeout)
        except queue.Empty:
            raise CDPError(f"no answer to {method} within {self.timeout} s") from None
        finally:
            with self._lock:
                self._replies.pop(ident, None)
        if "error" in answer:
            raise CDPError(f"{method} failed: {answer['error']}")
        return answer.get("result", {})

    def wait_for(self, method: str) -> dict[str, Any]:
        """Record events until ``method`` arrives; return its parameters."""
        while True:
            try:
                event = self._events.get(timeout=self.timeout)
            except queue.Empty:
                raise CDPError(f"no {method} event within {self.timeout} s") from None
            self.log.add(event["method"], event.get("params", {}))
            if event["method"] == method:
                return event.get("params", {})

    def drain(self) -> None:
        """Record every event received so far."""
        while True:
            try:
                event = self._events.get_nowait()
            except queue.Empty:
                return
            self.log.add(event["method"], event.get("params", {}))

    # --- page ------------------------------------------------------------------------------

    def open_page(self, *, width: int = 1280, height: int = 900, mobile: bool = False) -> None:
        """Create a blank page, attach to it and enable the domains that report problems."""
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = self.send("Target.attachToTarget",
                             {"targetId": target["targetId"], "flatten": True}, session=False)
        self.session = attached["sessionId"]
        for domain in ("Page", "Network", "Runtime", "Log"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def load(self, url: str) -> PageLog:
        """Navigate and wait for the load event; the log holds everything seen so far."""
        self.send("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired")
        self.evaluate("new Promise(r => requestAnimationFrame(() => setTimeout(r, 50)))")
        self.drain()
        return self.log

    def evaluate(self, expression: str) -> Any:
        """The JSON value of a JavaScript expression in the page (promises are awaited)."""
        result = self.send("Runtime.evaluate", {"expression": expression,
                                                "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise CDPError(f"{expression!r} threw: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, path: str | Path, *, full_page: bool = True) -> Path:
        """Save a PNG of the page (the whole page by default)."""
        params: dict[str, Any] = {"format": "png", "captureBeyondViewport": full_page}
        data = self.send("Page.captureScreenshot", params)["data"]
        path = Path(path)
        path.write_bytes(base64.b64decode(data))
        return path

    # --- lifetime --------------------------------------------------------------------------

    def close(self) -> None:
        try:
            if self.process.poll() is None:
                with contextlib.suppress(CDPError, OSError):
                    self.send("Browser.close", session=False)
                try:
                    self.process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait(timeout=10)
        finally:
            with contextlib.suppress(OSError):
                os.close(self._to_child)
            shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
