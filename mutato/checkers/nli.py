"""``nli``: any sentence-transformers CrossEncoder NLI model; support is P(entailment).

The logits are read raw and put through a softmax here, so a model whose default
activation differs cannot slip probabilities and logits past the threshold. The entailment
index is looked up by name in ``config.id2label``. Premises longer than the model's input
limit are cut from the end of the premise; the claim is never truncated, and a claim that
alone exceeds the limit is an error state. Every cut is counted.

>>> checker = NLIChecker(model="cross-encoder/nli-deberta-v3-base")  # doctest: +SKIP
>>> checker.score_pairs(["Links expire after 7 days."], ["Links expire after 7 days."])  # doctest: +SKIP
[PairScore(score=0.99..., error=None, detail={...})]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .. import __version__
from .base import OVER_LIMIT, PREMISE_CUT, PairScore
from .label_map import (
    ENTAILMENT_ALIASES,
    normalised_id2label,
    softmax,
    support_index,
    support_scores,
)
from .models import explain_load_failure, quiet_loading, resolve_revision

DEFAULT_NLI_MODEL = "cross-encoder/nli-deberta-v3-base"
#: Tokens a tokenizer may add beyond one per byte: [CLS]/[SEP] pairs, prefix-space pieces.
_SPECIAL_MARGIN = 8


class NLIChecker:
    """P(entailment) from a cross-encoder, label order read from the model."""

    name = "nli"
    premise_policy = "windows"

    def __init__(self, *, model: str = DEFAULT_NLI_MODEL, revision: str | None = None,
                 device: str = "cpu", batch_size: int = 256, predict_batch_size: int = 32,
                 max_length: int | None = None, support_label: str = "entailment",
                 trust_remote_code: bool = False) -> None:
        self.model_id = model
        self.revision = revision
        self.device = device
        self.batch_size = batch_size
        self.predict_batch_size = predict_batch_size
        self.max_length_arg = max_length
        self.support_label = support_label
        self.trust_remote_code = trust_remote_code
        self.truncated = 0
        self._model: Any = None
        self._support: int | None = None

    # -- loading ------------------------------------------------------------------------

    def load(self) -> Any:
        """The CrossEncoder, loaded once, with its support index resolved by name."""
        if self._model is None:
            from sentence_transformers import CrossEncoder
            try:
                with quiet_loading():
                    model = CrossEncoder(self.model_id, device=self.device,
                                         revision=self.revision, max_length=self.max_length_arg,
                                         trust_remote_code=self.trust_remote_code)
            except Exception as exc:
                raise explain_load_failure(self.model_id, exc, kind="NLI") from exc
            aliases = ENTAILMENT_ALIASES if self.support_label.lower() == "entailment" else ()
            self._support = support_index(model.config.id2label, self.support_label, aliases)
            self._model = model
        return self._model

    def _support_at(self) -> int:
        """The support label's index, resolved by name when the model loads."""
        self.load()
        assert self._support is not None  # load() resolves it or raises
        return self._support

    @property
    def id2label(self) -> dict[int, str]:
        return normalised_id2label(self.load().config.id2label)

    @property
    def max_length(self) -> int:
        model = self.load()
        return int(self.max_length_arg or model.max_length or model.tokenizer.model_max_length)

    def fingerprint(self) -> dict[str, Any]:
        self.load()
        return {"name": self.name, "model_id": self.model_id,
                "revision": resolve_revision(self.model_id, self.revision),
                "support_label": self.id2label[self._support_at()], "max_length": self.max_length,
                "activation": "softmax"}

    def manifest(self) -> dict[str, Any]:
        import sentence_transformers
        import torch
        import transformers
        return {**self.fingerprint(), "label_map": self.id2label, "support_index": self._support,
                "device": self.device, "batch_size": self.batch_size,
                "predict_batch_size": self.predict_batch_size,
                "truncated_pairs": self.truncated, "trust_remote_code": self.trust_remote_code,
                "mutato": __version__, "torch": torch.__version__,
                "transformers": transformers.__version__,
                "sentence_transformers": sentence_transformers.__version__}

    # -- scoring ------------------------------------------------------------------------

    def fit_pairs(self, premises: Sequence[str], claims: Sequence[str]
                  ) -> tuple[list[tuple[str, str]], list[str | None]]:
        """Pairs that fit the input limit (premise cut if needed) and a per-pair error."""
        tokenizer = self.load().tokenizer
        limit = self.max_length
        pairs = list(zip(premises, claims, strict=True))
        errors: list[str | None] = [None] * len(pairs)
        # Every token covers at least one UTF-8 byte (byte-level BPE included), so only pairs
        # this long can overflow; the margin covers special and prefix tokens.
        suspects = [i for i, (p, c) in enumerate(pairs)
                    if len(p.encode()) + len(c.encode()) > limit - _SPECIAL_MARGIN]
        if not suspects:
            return pairs, errors
        lengths = tokenizer([pairs[i][0] for i in suspects], [pairs[i][1] for i in suspects],
                            truncation=False, verbose=False)["input_ids"]
        for i, ids in zip(suspects, lengths, strict=True):
            if len(ids) <= limit:
                continue
            premise, claim = pairs[i]
            self.truncated += 1
            cut = _cut_premise(tokenizer, premise, claim, limit)
            if cut is None:
                errors[i] = (f"the claim alone exceeds the model's {limit}-token input limit; "
                             "mutato never truncates a claim")
            else:
                pairs[i] = (cut, claim)
        return pairs, errors

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        import torch
        model = self.load()
        pairs, errors = self.fit_pairs(premises, claims)
        runnable = [i for i, e in enumerate(errors) if e is None]
        out: list[PairScore] = [PairScore.failed(e, **{OVER_LIMIT: ["claim"]}) if e
                                else PairScore(None) for e in errors]
        if not runnable:
            return out
        logits = np.asarray(model.predict([pairs[i] for i in runnable],
                                          batch_size=self.predict_batch_size,
                                          activation_fn=torch.nn.Identity(),
                                          show_progress_bar=False, convert_to_numpy=True),
                            dtype=np.float64)
        if logits.ndim == 1:
            logits = logits[:, None]
        for i, score in zip(runnable, support_scores(softmax(logits), self.id2label,
                                                     self._support_at()), strict=True):
            if score.ok and pairs[i][0] != premises[i]:
                score.detail[PREMISE_CUT] = True  # stored: a warm re-run counts it too
            out[i] = score
        return out


def _cut_premise(tokenizer: Any, premise: str, claim: str, limit: int) -> str | None:
    """The premise cut from its end so that (premise, claim) fits ``limit`` tokens."""
    claim_len = len(tokenizer(claim, add_special_tokens=False)["input_ids"])
    special = len(tokenizer("a", "b")["input_ids"]) - 2
    room = limit - claim_len - special - 2  # decoding may re-tokenise a little longer
    if room <= 0:
        return None
    ids = tokenizer(premise, add_special_tokens=False)["input_ids"][:room]
    return tokenizer.decode(ids, skip_special_tokens=True)
