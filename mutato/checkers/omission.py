"""``omission``: the judge's omission mode, which reads the question, the claim and the sources.

A claim can be true and still leave out the limit that matters: "Annual Enterprise contracts
can be refunded in full" is entailed by the billing passage, and misleading for a customer
who signed a month ago. Claim-level checking cannot see it by construction (reference,
Move 4); only a checker that reads what was asked can. This one asks an OpenAI-compatible
chat model which conditions, limits or exceptions of the sources the claim leaves out.

The reply must be a JSON list of strings and nothing else; ``[]`` means nothing is missing
and scores 1.0, any listed condition scores 0.0 and is kept in the detail (``missing``).
An invalid reply is sent back with what was wrong (as for ``judge``); still invalid, it is
an error state. A claim without a question is an error state too, never a pass: add the
suite's ``question`` field. Endpoint options are those of ``judge``; the reply is plain
JSON (a bare list cannot be a strict ``json_schema`` root), so ``structured`` is off.

>>> parse_missing('["Only within 14 days of signing."]')
['Only within 14 days of signing.']
>>> parse_missing('{"missing": []}')
Traceback (most recent call last):
...
mutato.checkers.judge_prompt.InvalidReply: expected a JSON list of strings, got an object
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..mutation.text import stable_hash
from ..mutation.windows import split_question
from .base import PairScore
from .http import ChatHTTPError, ChatTransportError
from .judge import MAX_REASKS, JudgeChecker, _host
from .judge_prompt import InvalidReply, _load_json, _strip_fence

SYSTEM_PROMPT = """\
You review answers of a help-center assistant against the source passages it was given. \
You use only the passages, never your own knowledge."""

USER_TEMPLATE = """\
An answer can be true and still mislead when it leaves out a condition, limit or exception \
that the sources attach to what it says. Read the question, the answer and the sources.

Question: {question}
Answer: {claim}
Sources:
{passages}

List each condition, limit or exception stated in the sources that changes the answer to \
this question and that the answer leaves out. List nothing the answer already states, and \
nothing that does not bear on this question.
Reply with a JSON list of strings only, one string per missing condition, and [] when \
nothing is missing: no prose, no code fence, no object."""

REASK_TEMPLATE = """\
Your reply could not be used: {problem}.
Reply again with a JSON list of strings only, [] when nothing is missing."""

PROMPT_HASH = stable_hash(SYSTEM_PROMPT, USER_TEMPLATE, REASK_TEMPLATE)
_EMPTY_WORDS = {"none", "nothing", "n/a", "na", "no", "-", "nothing is missing"}


def parse_missing(text: str) -> list[str]:
    """The conditions a reply lists, or :class:`InvalidReply` saying what is wrong."""
    data = _load_json(_strip_fence(text))
    if not isinstance(data, list):
        kind = "an object" if isinstance(data, dict) else type(data).__name__
        raise InvalidReply(f"expected a JSON list of strings, got {kind}")
    for n, item in enumerate(data, 1):
        if not isinstance(item, str) or not item.strip():
            raise InvalidReply(f"item {n} of the list is {item!r}; every item must be a "
                               "non-empty string")
        if item.strip().strip(".").lower() in _EMPTY_WORDS:
            raise InvalidReply(f"item {n} is {item!r}; reply [] when nothing is missing")
    return [item.strip() for item in data]


class OmissionChecker(JudgeChecker):
    """Judge mode: which conditions of the sources does the claim leave out? [] = supported."""

    name = "omission"
    premise_policy = "question_passages"
    canaries_apply = False  # a copied sentence can rightly leave a condition out

    def __init__(self, *, model: str | None = None, base_url: str | None = None,
                 api_key: str | None = None, concurrency: int = 4, timeout: float = 120.0,
                 max_retries: int = 4, backoff: float = 1.0, max_reasks: int = MAX_REASKS,
                 temperature: float = 0.0, seed: int = 0, max_tokens: int | None = None,
                 batch_size: int = 32) -> None:
        super().__init__(model=model, base_url=base_url, api_key=api_key, claims_per_call=1,
                         structured=False, concurrency=concurrency, timeout=timeout,
                         max_retries=max_retries, backoff=backoff, max_reasks=max_reasks,
                         temperature=temperature, seed=seed, max_tokens=max_tokens,
                         batch_size=batch_size)

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "base_url_host": _host(self.base_url or ""),
                "model": self.model,
                "prompt_hash": PROMPT_HASH, "temperature": self.temperature, "seed": self.seed}

    def manifest(self) -> dict[str, Any]:
        return {**super().manifest(), **self.fingerprint(), "labels": [],
                "canaries_apply": False,
                "score": "1.0 when the reply lists no missing condition ([]), else 0.0"}

    def judge_call(self, passages: str, claims: Sequence[str]) -> list[PairScore]:
        return [self._omission_call(passages, claim) for claim in claims]

    def _omission_call(self, premise: str, claim: str) -> PairScore:
        question, passages = split_question(premise)
        if question is None:
            return PairScore.failed(
                "the claim has no question: the omission check reads what was asked; add a "
                "'question' field to the claim in the suite")
        user = USER_TEMPLATE.format(question=question, claim=" ".join(claim.split()),
                                    passages=passages)
        messages = [{"role": "system", "content": SYSTEM_PROMPT},
                    {"role": "user", "content": user}]
        problem, reply = "", None
        for reasks in range(self.max_reasks + 1):
            if reasks and reply is not None:
                messages += [{"role": "assistant", "content": reply.content},
                             {"role": "user", "content": REASK_TEMPLATE.format(problem=problem)}]
                self._count(reasks=1)
            try:
                reply = self._send(messages)
            except (ChatHTTPError, ChatTransportError) as exc:
                self._count(failed_calls=1)
                return PairScore.failed(f"omission call failed: {exc}", reasks=reasks)
            try:
                missing = parse_missing(reply.content)
            except InvalidReply as exc:
                self._count(invalid_replies=1)
                problem = str(exc)
                continue
            return PairScore(0.0 if missing else 1.0,
                             detail={"missing": missing, "reasks": reasks})
        self._count(parse_failures=1)
        assert reply is not None  # the loop ran at least once and every exit above returned
        cut = " (the reply was cut off at max_tokens)" if reply.finish_reason == "length" else ""
        return PairScore.failed(f"the omission reply was invalid after {self.max_reasks} "
                                f"re-ask(s): {problem}{cut}", reply=reply.content[-500:],
                                reasks=self.max_reasks)

