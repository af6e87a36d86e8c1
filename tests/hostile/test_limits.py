"""Resource limits: long claims, alias bombs, deep nesting, slow or huge judge replies,
command checkers that leave children behind."""

from __future__ import annotations

import os
import signal
import socket
import sys
import threading
import time
from pathlib import Path

import pytest

from mutato.checkers.command import CommandChecker
from mutato.checkers.http import ChatHTTPError, post_once
from mutato.errors import SuiteError
from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite
from mutato.suite.model import Claim, Suite


class _Alarm(Exception):
    pass


@pytest.fixture()
def alarm():
    """Fail (instead of hanging the suite) when the body takes longer than ``seconds``."""
    def start(seconds: int) -> None:
        def ring(signum, frame):
            raise _Alarm(f"took longer than {seconds}s")
        signal.signal(signal.SIGALRM, ring)
        signal.alarm(seconds)
    yield start
    signal.alarm(0)


def test_a_200_kb_claim_mutates_with_every_mutator(alarm):
    unit = "The Team plan costs €12 per user per month and links expire after 7 days. "
    text = (unit * (200_000 // len(unit) + 1))[:200_000].strip()
    suite = Suite(name="long", claims=(Claim(id="c1", text=text, passages={"p": unit}),))
    alarm(240)  # quadratic mutation took 515 s at this size; linear takes a few seconds
    mutants = generate_mutants(suite, seed=0)
    assert mutants and all(len(m.text) > 190_000 for m in mutants)
    per_mutator = {m.mutator for m in mutants}
    assert all(sum(m.mutator == name for m in mutants) <= 3 for name in per_mutator)


BOMB = """\
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
passages: {p: "x"}
claims: [{claim: "x", passages: *f}]
"""


def test_a_yaml_alias_bomb_is_refused(tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMB)
    with pytest.raises(SuiteError) as info:
        load_suite(path)
    assert str(info.value) == (f"{path}: YAML aliases expand 32 written nodes to 1270491 "
                               "(more than 1320); refusing an alias bomb. Write repeated "
                               "parts out, or use fewer nested aliases")


def test_modest_alias_reuse_is_still_allowed(tmp_path):
    path = tmp_path / "suite.yaml"
    claims = "".join(f"  - {{claim: 'A is {i}.', passages: *all}}\n" for i in range(50))
    path.write_text("passages: {p: 'A is 1.', q: 'B is 2.'}\nshared: &all [p, q]\n"
                    f"claims:\n{claims}")
    assert len(load_suite(path).claims) == 50


def test_a_recursive_alias_is_refused(tmp_path):
    path = tmp_path / "rec.yaml"
    path.write_text("passages: &r {p: [*r]}\nclaims: []\n")
    with pytest.raises(SuiteError, match="a YAML alias refers to the node that contains it"):
        load_suite(path)


@pytest.mark.parametrize(("suffix", "text"), [
    (".yaml", "[" * 5000 + "]" * 5000), (".jsonl", "[" * 100_000 + "]" * 100_000)])
def test_deep_nesting_is_a_clear_error(tmp_path, suffix, text):
    path = tmp_path / f"deep{suffix}"
    path.write_text(text)
    with pytest.raises(SuiteError, match="nested too deeply"):
        load_suite(path)


# --------------------------------------------------------------------------- the judge


class TrickleServer:
    """Answers one HTTP request with headers then one body byte every ``every`` seconds."""

    def __init__(self, *, every: float = 0.2, body: bytes = b"x" * 1000,
                 length: int | None = None) -> None:
        self.every, self.body = every, body
        self.length = len(body) if length is None else length
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(1)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/v1/chat/completions"
        self.stop = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        conn, _ = self.sock.accept()
        try:
            conn.recv(65536)
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                         + f"Content-Length: {self.length}\r\n\r\n".encode())
            for i in range(len(self.body)):
                if self.stop.is_set():
                    break
                conn.sendall(self.body[i:i + 1])
                time.sleep(self.every)
        except OSError:
            pass
        finally:
            conn.close()

    def close(self) -> None:
        self.stop.set()
        self.sock.close()


def test_a_trickling_server_cannot_stretch_one_call_past_its_timeout():
    server = TrickleServer(every=0.2)  # 1000 bytes: 200 s at one byte per read
    try:
        started = time.monotonic()
        with pytest.raises(TimeoutError, match="longer than timeout=1s in total"):
            post_once(server.url, b"{}", {}, timeout=1.0)
        assert time.monotonic() - started < 10  # the per-read timeout never fired here
    finally:
        server.close()


def test_a_reply_larger_than_the_cap_is_refused():
    server = TrickleServer(every=0.0, body=b"x" * 5000)
    try:
        with pytest.raises(ChatHTTPError, match="the reply declares 5000 bytes, more than "
                                                "the 1000 allowed"):
            post_once(server.url, b"{}", {}, timeout=5.0, max_bytes=1000)
    finally:
        server.close()


def test_a_reply_that_lies_about_its_length_is_still_capped():
    server = TrickleServer(every=0.0, body=b"x" * 5000, length=10)
    try:
        status, _, body = post_once(server.url, b"{}", {}, timeout=5.0, max_bytes=1000)
        assert (status, body) == (200, b"x" * 10)  # http.client stops at the stated length
    finally:
        server.close()


# --------------------------------------------------------------------------- command


def test_a_timed_out_command_kills_its_grandchildren(tmp_path):
    pid_file = tmp_path / "grandchild.pid"
    script = tmp_path / "spawner.py"
    script.write_text(
        "import subprocess, sys, time\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(120)'])\n"
        f"open({str(pid_file)!r}, 'w').write(str(child.pid))\n"
        "time.sleep(120)\n")
    checker = CommandChecker(cmd=f"{sys.executable} {script}", timeout=2)
    scores = checker.score_pairs(["A is 1."], ["A is 1."])
    assert scores[0].error.startswith(f"command {checker.cmd!r} did not finish within "
                                      "timeout=2s")
    grandchild = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while _alive(grandchild) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(grandchild)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/status")
    if status.exists():
        state = next((ln for ln in status.read_text().splitlines()
                      if ln.startswith("State:")), "")
        return "zombie" not in state and "(dead)" not in state
    return True

