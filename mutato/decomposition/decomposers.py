"""Decomposers under test: split an answer into atomic claims, by a chat model or a program.

- ``judge``: an OpenAI-compatible chat model with a prompt in the reference's style (one
  fact per claim, pronouns replaced, numbers, conditions and negations kept, nothing
  added, one worked example). The reply must be a JSON list of strings; an invalid reply is
  sent back with what was wrong, at most ``max_reasks`` times. Endpoint options and
  environment variables are those of the ``judge`` checker.
- ``command``: any program. It reads one JSON object per answer on stdin,
  ``{"id": ..., "question": ..., "answer": ...}``, and writes, in the same order, one JSON
  list of claim strings per line on stdout.

An answer a decomposer could not split is an error, listed and left out of every count,
never an empty decomposition.

>>> import sys
>>> cmd = (f'{sys.executable} -c "import sys, json; '
...        '[print(json.dumps(json.loads(l)[\\'answer\\'].split(\\'. \\'))) for l in sys.stdin]"')
>>> build_decomposer("command", {"cmd": cmd}).decompose([("a1", None, "A is 1. B is 2.")])
[['A is 1', 'B is 2.']]
"""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from typing import Any

from .. import __version__
from ..checkers import checker_options, convert_option
from ..checkers.http import ChatClient, ChatHTTPError, ChatTransportError
from ..checkers.judge import (
    API_KEY_ENV,
    BASE_URL_ENV,
    MODEL_ENV,
    _public_url,
    _require_settings,
    _setting,
)
from ..checkers.judge_prompt import InvalidReply, _load_json, _strip_fence
from ..errors import MutatoError, did_you_mean
from ..mutation.text import stable_hash
from ..validation import check_at_least

#: One case for a decomposer: (answer id, question or None, answer text).
Case = tuple[str, str | None, str]


class DecomposeError(MutatoError):
    """A decomposer cannot be built, or an answer could not be split."""


PROMPT = """\
Split the answer into atomic claims: short sentences that each state one fact and can be \
read on their own.
Write the name a pronoun stands for instead of the pronoun. Keep every number, condition and \
negation exactly as the answer gives it.
One fact per claim: when a sentence lists several things, or joins facts with "and", "so" or \
a comma, write one claim for each. Add nothing the answer does not say.

Example
Answer: The Starter plan is free and includes 2 boards and chat support. You can upgrade any \
time and keep your boards.
Claims: ["The Starter plan is free.", "The Starter plan includes 2 boards.", \
"The Starter plan includes chat support.", "You can upgrade the Starter plan any time.", \
"You keep your boards when you upgrade the Starter plan."]

Question: {question}
Answer: {answer}
Reply with the claims as a JSON list of strings only: no prose, no code fence."""

REASK = """\
Your reply could not be used: {problem}.
Reply again with the claims as a JSON list of strings only."""
PROMPT_HASH = stable_hash(PROMPT, REASK)


def parse_claims(text: str) -> list[str]:
    """The claims of a reply: a non-empty JSON list of non-empty strings, else InvalidReply.

    >>> parse_claims('["A is 1.", "B is 2."]')
    ['A is 1.', 'B is 2.']
    """
    data = _load_json(_strip_fence(text))
    if not isinstance(data, list) or not data:
        raise InvalidReply(f"expected a non-empty JSON list of claim strings, got {data!r:.80}")
    for n, item in enumerate(data, 1):
        if not isinstance(item, str) or not item.strip():
            raise InvalidReply(f"claim {n} is {item!r}; every claim must be a non-empty string")
    return [" ".join(item.split()) for item in data]


class JudgeDecomposer:
    """Atomic claims from an OpenAI-compatible chat model (reference-style prompt)."""

    name = "judge"

    def __init__(self, *, model: str | None = None, base_url: str | None = None,
                 api_key: str | None = None, timeout: float = 120.0, max_retries: int = 4,
                 backoff: float = 1.0, max_reasks: int = 2, temperature: float = 0.0,
                 seed: int = 0, max_tokens: int | None = None) -> None:
        self.base_url, self.base_url_source = _setting(base_url, BASE_URL_ENV)
        self.model, self.model_source = _setting(model, MODEL_ENV)
        api_key, self.api_key_source = _setting(api_key, API_KEY_ENV)
        _require_settings(self.base_url, self.model)
        assert self.base_url is not None  # _require_settings raised otherwise
        if not 0 <= max_reasks <= 2:
            raise DecomposeError(f"max_reasks={max_reasks}; expected 0 to 2")
        self.max_reasks = max_reasks
        self.temperature, self.seed, self.max_tokens = temperature, seed, max_tokens
        self.client = ChatClient(base_url=self.base_url, api_key=api_key, timeout=timeout,
                                 max_retries=max_retries, backoff=backoff)
        self.calls = self.reasks = self.failures = 0

    def manifest(self) -> dict[str, Any]:
        return {"name": self.name, "model": self.model, "endpoint": _public_url(self.client.url),
                "base_url_source": self.base_url_source, "model_source": self.model_source,
                "api_key_source": self.api_key_source, "prompt_hash": PROMPT_HASH,
                "temperature": self.temperature, "seed": self.seed,
                "max_reasks": self.max_reasks, "calls": self.calls, "reasks": self.reasks,
                "failures": self.failures, "mutato": __version__}

    def decompose(self, cases: Sequence[Case]) -> list[list[str] | DecomposeError]:
        return [self._one(question, answer) for _, question, answer in cases]

    def _one(self, question: str | None, answer: str) -> list[str] | DecomposeError:
        messages = [{"role": "user", "content": PROMPT.format(question=question or "(none)",
                                                              answer=answer)}]
        problem = ""
        for reasks in range(self.max_reasks + 1):
            body: dict[str, Any] = {"model": self.model, "messages": messages,
                                    "temperature": self.temperature, "seed": self.seed}
            if self.max_tokens is not None:
                body["max_tokens"] = self.max_tokens
            self.calls += 1
            try:
                reply = self.client.complete(body)
            except (ChatHTTPError, ChatTransportError) as exc:
                self.failures += 1
                return DecomposeError(f"decomposer call failed: {exc}")
            try:
                return parse_claims(reply.content)
            except InvalidReply as exc:
                problem = str(exc)
                if reasks < self.max_reasks:
                    self.reasks += 1
                    messages = [*messages, {"role": "assistant", "content": reply.content},
                                {"role": "user", "content": REASK.format(problem=problem)}]
        self.failures += 1
        return DecomposeError(f"the decomposer's reply was invalid after {self.max_reasks} "
                              f"re-ask(s): {problem}")


class CommandDecomposer:
    """Any program: answers as JSONL on stdin, one JSON list of claims per line on stdout."""

    name = "command"

    def __init__(self, *, cmd: str, timeout: float = 600.0, version: str | None = None) -> None:
        try:
            self.argv = shlex.split(cmd)
        except ValueError as exc:
            raise DecomposeError(f"decomposer cmd={cmd!r} cannot be split: {exc}") from None
        if not self.argv or shutil.which(self.argv[0]) is None:
            raise DecomposeError(f"command decomposer: cannot find the program of cmd={cmd!r}; "
                                 "give a path or a program on PATH, e.g. "
                                 "cmd='python my_decomposer.py'")
        check_at_least(timeout, 0, name="command decomposer: timeout", strict=True,
                       what="seconds", fix="e.g. -o timeout=60", error=DecomposeError)
        self.cmd, self.timeout, self.version = cmd, timeout, version

    def manifest(self) -> dict[str, Any]:
        return {"name": self.name, "cmd": self.cmd, "version": self.version,
                "timeout": self.timeout, "mutato": __version__}

    def decompose(self, cases: Sequence[Case]) -> list[list[str] | DecomposeError]:
        stdin = "".join(json.dumps({"id": cid, "question": q, "answer": a}, ensure_ascii=False)
                        + "\n" for cid, q, a in cases)
        try:
            done = subprocess.run(self.argv, input=stdin, capture_output=True, text=True,
                                  encoding="utf-8", errors="replace", timeout=self.timeout,
                                  check=False)
        except subprocess.TimeoutExpired:
            return self._all_failed(f"did not finish within timeout={self.timeout}s", cases)
        except OSError as exc:
            return self._all_failed(f"could not be started ({exc})", cases)
        tail = "\n".join(done.stderr.splitlines()[-20:])
        if done.returncode != 0:
            return self._all_failed(f"exited with status {done.returncode}; stderr: {tail}",
                                    cases)
        lines = [line for line in done.stdout.splitlines() if line.strip()]
        if len(lines) != len(cases):
            return self._all_failed(f"wrote {len(lines)} line(s) for {len(cases)} answer(s); "
                                    "expected one JSON list per answer", cases)
        out: list[list[str] | DecomposeError] = []
        for n, line in enumerate(lines, 1):
            try:
                out.append(parse_claims(line))
            except InvalidReply as exc:
                out.append(DecomposeError(f"line {n} of the decomposer's output: {exc}"))
        return out

    def _all_failed(self, why: str, cases: Sequence[Case]) -> list[list[str] | DecomposeError]:
        return [DecomposeError(f"command decomposer {self.cmd!r} {why}") for _ in cases]


_DECOMPOSERS: dict[str, type] = {"judge": JudgeDecomposer, "command": CommandDecomposer}


def build_decomposer(name: str, options: Mapping[str, Any]) -> JudgeDecomposer | CommandDecomposer:
    """A decomposer by name with string options converted by their annotations."""
    if name not in _DECOMPOSERS:
        raise DecomposeError(f"unknown decomposer {name!r}.{did_you_mean(name, _DECOMPOSERS)} "
                             f"Known: {', '.join(_DECOMPOSERS)}.")
    cls = _DECOMPOSERS[name]
    specs = {spec.name: spec for spec in checker_options(cls)}
    kwargs = {}
    for key, value in options.items():
        if key not in specs:
            raise DecomposeError(f"decomposer {name!r} has no option {key!r}."
                                 f"{did_you_mean(key, specs)} Options: {', '.join(specs)}.")
        kwargs[key] = convert_option(name, key, value, specs[key].type)
    missing = [s.name for s in specs.values() if s.required and s.name not in kwargs]
    if missing:
        raise DecomposeError(f"decomposer {name!r} needs option(s) {', '.join(missing)}: pass "
                             + " ".join(f"-o {m}=..." for m in missing))
    return cls(**kwargs)
