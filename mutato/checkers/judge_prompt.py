"""The judge's prompt, its JSON schema and the strict parser of its replies.

The labels are defined in the prompt, ``NOT_FOUND`` included, so "the passages do not say"
cannot drift into a pass. The judge may use only the passages and must quote them. A reply
is accepted only if it is exactly the documented JSON; a code fence around it and a leading
``<think>`` block of a reasoning model are removed first. A trailing comma, a missing or an
extra verdict, an unknown label or a claim echo that does not match its claim makes it
invalid, and an invalid reply is never read as a verdict.

>>> reply = '{"verdicts": [{"claim": "A is 1.", "label": "SUPPORTED", "quote": "A is 1"}]}'
>>> parse_verdicts(reply, ["A is 1."])
[Verdict(claim='A is 1.', label='SUPPORTED', quote='A is 1')]
>>> parse_verdicts(reply.replace('"}]}', '",}]}'), ["A is 1."])
Traceback (most recent call last):
...
mutato.checkers.judge_prompt.InvalidReply: the reply is not valid JSON (Expecting property name enclosed in double quotes at line 1 char 76); a trailing comma or a comment is not allowed
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..mutation.text import stable_hash

LABELS = ("SUPPORTED", "CONTRADICTED", "NOT_FOUND")

SYSTEM_PROMPT = """\
You are a careful fact checker. You decide, claim by claim, whether source passages support \
a claim. You use only the passages you are given, never your own knowledge, even when you \
believe the passages are wrong or out of date.

Give every claim exactly one label:
SUPPORTED: the passages state the claim, or it follows from what they state; arithmetic on \
numbers the passages give counts as following from them.
CONTRADICTED: the passages state something that cannot be true at the same time as the \
claim, or as any part of it.
NOT_FOUND: the passages do not settle the claim, or they settle only some of its parts and \
contradict none.

A claim that joins several facts is SUPPORTED only if the passages support every one of them.
For each claim, copy into "quote" the exact words of the passages you relied on (without the \
[id] tag). Quote nothing you did not read in the passages; use "" when no words apply.
Answer with JSON only: no prose, no code fence."""

USER_TEMPLATE = """\
Passages:
{passages}

Claims:
{claims}

Reply with one JSON object, exactly in this shape, with one verdict per claim, in the order \
of the claims ({count} in all), each copying its claim word for word:
{{"verdicts": [{{"claim": "<the claim>", "label": "SUPPORTED" | "CONTRADICTED" | "NOT_FOUND", \
"quote": "<exact words from the passages>"}}]}}"""

REASK_TEMPLATE = """\
Your reply could not be used: {problem}.
Reply again to the same request with the JSON object only: {count} verdict(s), in the order \
of the claims, each with the keys "claim", "label" and "quote", and the label one of \
SUPPORTED, CONTRADICTED, NOT_FOUND."""

VERDICT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "verdicts": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "claim": {"type": "string"},
                    "label": {"type": "string", "enum": list(LABELS)},
                    "quote": {"type": "string"},
                },
                "required": ["claim", "label", "quote"],
                "additionalProperties": False,
            },
        },
    },
    "required": ["verdicts"],
    "additionalProperties": False,
}

#: Hashes recorded in every fingerprint: change a word of the prompt and scores are redone.
PROMPT_HASH = stable_hash(SYSTEM_PROMPT, USER_TEMPLATE, REASK_TEMPLATE)
SCHEMA_HASH = stable_hash(json.dumps(VERDICT_SCHEMA, sort_keys=True))

_THINK = re.compile(r"\A\s*<think>.*?</think>", re.DOTALL)
_FENCE = re.compile(r"\A```[A-Za-z]*[ \t]*\n(?P<body>.*?)\n?```\Z", re.DOTALL)
_SPACE = re.compile(r"\s+")
_EDGE = "\"'`“”‘’«».,;:!?()[]{} \t\n"
_ELLIPSIS = re.compile(r"\s*(?:\.\.\.|…|\[\.\.\.\])\s*")


class InvalidReply(ValueError):
    """A judge reply that is not exactly the documented JSON; the message says why."""


@dataclass(frozen=True)
class Verdict:
    """One claim's verdict: the claim as echoed, the label and the quote."""

    claim: str
    label: str
    quote: str


def response_format() -> dict[str, Any]:
    """The ``response_format`` asking an OpenAI-compatible server for schema-valid JSON."""
    return {"type": "json_schema",
            "json_schema": {"name": "verdicts", "strict": True, "schema": VERDICT_SCHEMA}}


def render_user_prompt(passages: str, claims: Sequence[str]) -> str:
    """The user message: the passages as given, then the claims numbered from 1.

    >>> print(render_user_prompt("[p] A is 1.", ["A is 1."]).splitlines()[4])
    1. A is 1.
    """
    numbered = "\n".join(f"{i}. {_one_line(claim)}" for i, claim in enumerate(claims, 1))
    return USER_TEMPLATE.format(passages=passages, claims=numbered, count=len(claims))


def render_reask(problem: str, count: int) -> str:
    """The follow-up message that tells the model what was wrong with its reply."""
    return REASK_TEMPLATE.format(problem=problem, count=count)


def parse_verdicts(text: str, claims: Sequence[str]) -> list[Verdict]:
    """The verdicts of a reply, one per claim in order, or :class:`InvalidReply`."""
    data = _load_json(_strip_fence(text))
    if not isinstance(data, dict) or set(data) != {"verdicts"}:
        shape = type(data).__name__ if not isinstance(data, dict) else f"keys {sorted(data)}"
        raise InvalidReply(f'expected an object with the single key "verdicts", got {shape}')
    verdicts = data["verdicts"]
    if not isinstance(verdicts, list):
        raise InvalidReply(f'"verdicts" must be a list, got {type(verdicts).__name__}')
    if len(verdicts) != len(claims):
        raise InvalidReply(f"expected {len(claims)} verdict(s), one per claim, "
                           f"got {len(verdicts)}")
    pairs = zip(verdicts, claims, strict=True)  # lengths checked above
    return [_verdict(item, claim, n) for n, (item, claim) in enumerate(pairs, 1)]


def quote_found(quote: str, passages: str) -> bool:
    """Whether every fragment of the quote occurs in the passages (case and spacing ignored).

    Fragments are the parts between ellipses, so "A is 1 ... B is 2" checks both.

    >>> quote_found('"links EXPIRE  after 7 days."', "[export] Export links expire after 7 days.")
    True
    >>> quote_found("links expire after 30 days", "[export] Export links expire after 7 days.")
    False
    """
    haystack = normalise(passages)
    fragments = [normalise(part) for part in _ELLIPSIS.split(quote)]
    fragments = [part for part in fragments if part]
    return bool(fragments) and all(part in haystack for part in fragments)


def normalise(text: str) -> str:
    """Case-folded, spacing collapsed, quotes and end punctuation stripped from the edges."""
    return _SPACE.sub(" ", text.casefold()).strip(_EDGE)


def _one_line(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _strip_fence(text: str) -> str:
    """The reply without a leading <think> block (reasoning models) and a ```json fence."""
    stripped = _THINK.sub("", text, count=1).strip()
    match = _FENCE.match(stripped)
    return match.group("body").strip() if match else stripped


def _load_json(text: str) -> Any:
    if not text:
        raise InvalidReply("the reply is empty")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys,
                          parse_constant=_no_constant)
    except InvalidReply:
        raise
    except json.JSONDecodeError as exc:
        hint = ("; a trailing comma or a comment is not allowed"
                if re.search(r",\s*[}\]]|//|/\*", text) else "")
        raise InvalidReply(f"the reply is not valid JSON ({exc.msg} at line {exc.lineno} "
                           f"char {exc.colno}){hint}") from None


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    duplicates = sorted({key for key in keys if keys.count(key) > 1})
    if duplicates:
        raise InvalidReply(f"the reply repeats the key(s) {duplicates} in one object")
    return dict(pairs)


def _no_constant(name: str) -> Any:
    raise InvalidReply(f"the reply contains {name}, which is not JSON")


def _verdict(item: Any, claim: str, n: int) -> Verdict:
    if not isinstance(item, dict):
        raise InvalidReply(f"verdict {n} must be an object, got {type(item).__name__}")
    keys = set(item)
    if keys != {"claim", "label", "quote"}:
        missing, extra = sorted({"claim", "label", "quote"} - keys), sorted(keys - {
            "claim", "label", "quote"})
        raise InvalidReply(f"verdict {n} must have exactly the keys claim, label, quote "
                           f"(missing {missing}, unexpected {extra})")
    echo, label, quote = item["claim"], item["label"], item["quote"]
    if not all(isinstance(v, str) for v in (echo, label, quote)):
        raise InvalidReply(f"verdict {n}: claim, label and quote must be strings")
    if label not in LABELS:
        raise InvalidReply(f"verdict {n} has the label {label!r}; expected one of "
                           f"{', '.join(LABELS)} (upper case)")
    if normalise(echo) != normalise(claim):
        raise InvalidReply(f"verdict {n} echoes the claim {echo!r}, but claim {n} is "
                           f"{_one_line(claim)!r}: verdicts must follow the claims in order")
    return Verdict(echo, label, quote)
