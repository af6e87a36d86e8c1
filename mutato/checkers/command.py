"""``command``: any program that reads JSONL pairs on stdin and writes one score per line.

The program is started once per batch. It gets one ``{"premise": ..., "claim": ...}`` line
per pair and must print, in the same order, one line per pair: a bare number, an object
``{"score": x}`` (an optional ``"detail"`` object is kept), or ``{"error": "..."}`` for a
pair it could not score. A crash, a timeout, a short answer or an extra line turns the
whole batch into error states; an unparseable line turns its own pair into one. Every such
message ends with the last lines of the program's stderr. The protocol is in docs/checkers.md.

>>> import sys
>>> cmd = f'{sys.executable} -c "import sys; [print(0.5) for _ in sys.stdin]"'
>>> [s.score for s in CommandChecker(cmd=cmd).score_pairs(["A is 1."], ["A is 1."])]
[0.5]
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import signal
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import CheckerError
from ..validation import check_at_least
from .base import PairScore, validated

STDERR_TAIL_LINES = 20
POLICIES = ("windows", "passages", "question_passages")


class CommandChecker:
    """Any program reading JSONL pairs on stdin and writing one score per line on stdout."""

    name = "command"

    def __init__(self, *, cmd: str, timeout: float = 600.0, version: str | None = None,
                 batch_size: int = 256, premise_policy: str = "windows") -> None:
        self.premise_policy = check_policy(premise_policy, "command")
        self.cmd = cmd
        self.argv = _split(cmd)
        self.executable = shutil.which(self.argv[0])
        if self.executable is None:
            raise CheckerError(f"command checker: cannot find the program {self.argv[0]!r} of "
                               f"cmd={cmd!r}; give a path or a program on PATH, e.g. "
                               "cmd='python my_scorer.py'.")
        check_at_least(timeout, 0, name="command checker: timeout", strict=True,
                       what="seconds", fix="e.g. -o timeout=60", error=CheckerError)
        self.timeout = timeout
        self.version = version
        self.batch_size = batch_size
        self.scripts = script_digests(self.argv)
        self.runs = 0
        self.failed_runs = 0

    def fingerprint(self) -> dict[str, Any]:
        """Name, command line and version, plus the digest of every script file the command
        names, so editing ``score.py`` without bumping ``version`` re-scores."""
        fingerprint: dict[str, Any] = {"name": self.name, "cmd": self.cmd,
                                       "version": self.version}
        if self.scripts:
            fingerprint["scripts"] = self.scripts
        return fingerprint

    def manifest(self) -> dict[str, Any]:
        return {**self.fingerprint(), "model_id": None, "executable": self.executable,
                "premise_policy": self.premise_policy, "timeout": self.timeout,
                "batch_size": self.batch_size, "runs": self.runs,
                "failed_runs": self.failed_runs, "mutato": __version__}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        """Run the program once on the batch and read one score per pair."""
        if not claims:
            return []
        stdin = "".join(json.dumps({"premise": p, "claim": c}) + "\n"
                        for p, c in zip(premises, claims, strict=True))
        self.runs += 1
        try:
            done = run_in_own_group(self.argv, stdin, timeout=self.timeout)
        except subprocess.TimeoutExpired as exc:
            return self._batch_failed(f"did not finish within timeout={self.timeout}s",
                                      _text(exc.stderr), len(claims))
        except OSError as exc:
            return self._batch_failed(f"could not be started ({exc})", "", len(claims))
        if done.returncode != 0:
            return self._batch_failed(f"exited with status {done.returncode}", done.stderr,
                                      len(claims))
        lines = [line.removesuffix("\r") for line in done.stdout.split("\n")]
        if lines and lines[-1] == "":
            lines.pop()  # the newline ending the last line
        if len(lines) != len(claims):
            few = "fewer" if len(lines) < len(claims) else "more"
            return self._batch_failed(f"printed {len(lines)} lines for {len(claims)} pairs "
                                      f"({few} than one per pair)", done.stderr, len(claims))
        return [parse_line(line, n, done.stderr) for n, line in enumerate(lines, 1)]

    def _batch_failed(self, what: str, stderr: str, count: int) -> list[PairScore]:
        self.failed_runs += 1
        reason = f"command {self.cmd!r} {what} on a batch of {count} pairs{_tail(stderr)}"
        return [PairScore.failed(reason) for _ in range(count)]


def script_digests(argv: Sequence[str]) -> dict[str, str]:
    """``{argument: sha256}`` of the files a command line names: every argument after the
    program that is an existing file, and the program itself when it is a script given as a
    path (``./score.sh``, starting with ``#!``; an interpreter binary is not hashed).

    >>> import pathlib, tempfile
    >>> script = pathlib.Path(tempfile.mkdtemp()) / "score.py"
    >>> _ = script.write_text("print(1)")
    >>> digests = script_digests(["python", str(script), "--fast"])
    >>> list(digests) == [str(script)], len(digests[str(script)])
    (True, 64)
    """
    digests = {}
    for i, argument in enumerate(argv):
        path = Path(argument)
        try:
            if not path.is_file():
                continue
            data = path.read_bytes() if i > 0 else _script_bytes(path)
        except OSError:
            continue
        if data is not None:
            digests[argument] = hashlib.sha256(data).hexdigest()
    return digests


def _script_bytes(path: Path) -> bytes | None:
    with path.open("rb") as handle:
        if handle.read(2) != b"#!":
            return None
    return path.read_bytes()


def run_in_own_group(argv: Sequence[str], stdin: str, *,
                     timeout: float) -> subprocess.CompletedProcess[str]:
    """Run ``argv`` in a new process group; on timeout kill the whole group (children and
    grandchildren too) and raise ``subprocess.TimeoutExpired``."""
    with subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, encoding="utf-8",
                          errors="replace", start_new_session=True) as process:
        try:
            stdout, stderr = process.communicate(stdin, timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            _kill_group(process.pid)
            _, stderr = process.communicate()
            exc.stderr = stderr.encode("utf-8")  # bytes, as TimeoutExpired declares it
            raise
        finally:
            if process.poll() is None:  # interrupted (Ctrl-C): leave nothing running
                _kill_group(process.pid)
    return subprocess.CompletedProcess(argv, process.returncode, stdout, stderr)


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def check_policy(policy: str, checker: str) -> str:
    """A valid ``premise_policy`` option, or an error listing the choices."""
    if policy not in POLICIES:
        raise CheckerError(f"{checker} checker: premise_policy={policy!r}; expected 'windows' "
                           "(sentence windows of one passage), 'passages' (the whole "
                           "context set as one premise) or 'question_passages' (the claim's "
                           "question on a first line, then the context set)")
    return policy


def parse_line(line: str, number: int, stderr: str = "") -> PairScore:
    """One output line as a score, the program's own error, or an error naming the line.

    >>> parse_line('{"score": 0.25}', 1).score, parse_line("0.5", 2).score
    (0.25, 0.5)
    >>> parse_line('{"error": "premise too long"}', 3).error
    'the command could not score this pair: premise too long'
    """
    try:
        value = json.loads(line)
    except json.JSONDecodeError:
        return _bad_line(line, number, stderr)
    detail: Any = {}
    if isinstance(value, dict):
        if "error" in value:
            return PairScore.failed(f"the command could not score this pair: {value['error']}")
        detail = value.get("detail") or {}
        if "score" not in value or not isinstance(detail, dict):
            return _bad_line(line, number, stderr)
        value = value["score"]
    if isinstance(value, bool) or not isinstance(value, int | float):
        return _bad_line(line, number, stderr)
    checked = validated(value, what=f"output line {number}")
    return PairScore(checked.score, checked.error, detail)


def _bad_line(line: str, number: int, stderr: str) -> PairScore:
    shown = line if len(line) <= 200 else line[:200] + "..."
    return PairScore.failed(f"output line {number} is not a score: {shown!r}; expected a number, "
                            '{"score": x} or {"error": "..."}' + _tail(stderr))


def _split(cmd: str) -> list[str]:
    try:
        argv = shlex.split(cmd)
    except ValueError as exc:
        raise CheckerError(f"command checker: cannot split cmd={cmd!r} ({exc}); quote it as a "
                           "shell would, e.g. cmd='python \"my scorer.py\" --fast'") from None
    if not argv:
        raise CheckerError("command checker: cmd is empty; e.g. -o cmd='python my_scorer.py'")
    return argv


def _text(value: str | bytes | None) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value or ""


def _tail(stderr: str, lines: int = STDERR_TAIL_LINES) -> str:
    kept = stderr.rstrip().splitlines()[-lines:]
    if not kept:
        return " (stderr was empty)"
    return "; last stderr lines:\n" + "\n".join(kept)
