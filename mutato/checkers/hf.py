"""``hf``: any Hugging Face sequence-classification model, support read by label name.

The model is loaded with ``AutoTokenizer`` and ``AutoModelForSequenceClassification``. A
multi-label head goes through a softmax and the support score is the probability of
``support_label``, looked up by name in ``config.id2label``; a single-logit head (a
hallucination detector that outputs one consistency logit) goes through a sigmoid and needs
no label. With ``template`` the model gets one text, e.g. HHEM-style:

    template="<pad> Determine if the hypothesis is true given the premise?\\n\\n"
             "Premise: {premise}\\n\\nHypothesis: {claim}"

otherwise it gets the (premise, claim) pair. A pair that does not fit ``max_length`` tokens
has its premise cut from the end; the claim is never cut, and a claim that does not fit on
its own is an error state. Cuts are counted in the manifest. ``trust_remote_code`` is off
unless asked for.

>>> HFChecker(model="my/nli", template="Premise: {premise}")
Traceback (most recent call last):
...
mutato.errors.CheckerError: hf checker: template must contain both {premise} and {claim}; got 'Premise: {premise}'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .. import __version__
from ..errors import CheckerError
from .base import OVER_LIMIT, PREMISE_CUT, PairScore
from .label_map import (
    ENTAILMENT_ALIASES,
    normalised_id2label,
    sigmoid,
    softmax,
    support_index,
    support_scores,
)
from .models import explain_load_failure, preflight, quiet_loading, resolve_revision

#: Used when neither the tokenizer nor the config states an input limit.
FALLBACK_MAX_LENGTH = 512
_NO_LIMIT = 1_000_000  # tokenizers without a limit report a huge sentinel


class HFChecker:
    """Any HF sequence-classification model; P(support label) by name, or sigmoid of one logit."""

    name = "hf"
    premise_policy = "windows"

    def __init__(self, *, model: str, support_label: str = "entailment",
                 template: str | None = None, tokenizer: str | None = None,
                 revision: str | None = None, device: str = "cpu", batch_size: int = 256,
                 predict_batch_size: int = 32, max_length: int | None = None,
                 trust_remote_code: bool = False) -> None:
        if template is not None and not ("{premise}" in template and "{claim}" in template):
            raise CheckerError("hf checker: template must contain both {premise} and {claim}; "
                               f"got {template!r}")
        self.model_id = model
        self.support_label = support_label
        self.template = template
        self.tokenizer_id = tokenizer
        self.revision = revision
        self.device = device
        self.batch_size = batch_size
        self.predict_batch_size = predict_batch_size
        self.max_length_arg = max_length
        self.trust_remote_code = trust_remote_code
        self.truncated = 0
        self.claims_too_long = 0
        self._model: Any = None
        self._tokenizer: Any = None
        self._support = 0

    # -- loading ------------------------------------------------------------------------

    def load(self) -> Any:
        """The model (and tokenizer), loaded once, with the support index resolved by name."""
        if self._model is None:
            from transformers import AutoModelForSequenceClassification, AutoTokenizer
            options: dict[str, Any] = {"revision": self.revision,
                                       "trust_remote_code": self.trust_remote_code}
            preflight(self.model_id, self.revision, kind="sequence-classification")
            try:
                tokenizer = AutoTokenizer.from_pretrained(
                    self.tokenizer_id or self.model_id,
                    **(options if self.tokenizer_id is None else {}))
                with quiet_loading():
                    model = AutoModelForSequenceClassification.from_pretrained(self.model_id,
                                                                               **options)
            except Exception as exc:
                raise explain_load_failure(self.model_id, exc,
                                           kind="sequence-classification") from exc
            if model.config.num_labels > 1:
                aliases = ENTAILMENT_ALIASES if self.support_label.lower() == "entailment" else ()
                self._support = support_index(model.config.id2label, self.support_label, aliases)
            model.eval()
            self._model, self._tokenizer = model.to(self.device), tokenizer
        return self._model

    @property
    def tokenizer(self) -> Any:
        self.load()
        return self._tokenizer

    @property
    def id2label(self) -> dict[int, str]:
        return normalised_id2label(self.load().config.id2label)

    @property
    def activation(self) -> str:
        return "sigmoid" if self.load().config.num_labels == 1 else "softmax"

    @property
    def max_length(self) -> int:
        """The input limit: the option, else the smaller of the tokenizer's and the config's."""
        if self.max_length_arg:
            return int(self.max_length_arg)
        limits = [getattr(self.tokenizer, "model_max_length", None),
                  getattr(self.load().config, "max_position_embeddings", None)]
        known = [int(x) for x in limits if isinstance(x, int) and 0 < x < _NO_LIMIT]
        return min(known) if known else FALLBACK_MAX_LENGTH

    def fingerprint(self) -> dict[str, Any]:
        return {"name": self.name, "model_id": self.model_id,
                "revision": resolve_revision(self.model_id, self.revision),
                "tokenizer": self.tokenizer_id,
                "support_label": (self.id2label[self._support] if self.activation == "softmax"
                                  else None),
                "activation": self.activation, "max_length": self.max_length,
                "template": self.template}

    def manifest(self) -> dict[str, Any]:
        import torch
        import transformers
        return {**self.fingerprint(), "label_map": self.id2label,
                "support_index": self._support, "truncated_pairs": self.truncated,
                "claims_too_long": self.claims_too_long, "batch_size": self.batch_size,
                "predict_batch_size": self.predict_batch_size, "device": self.device,
                "trust_remote_code": self.trust_remote_code, "mutato": __version__,
                "torch": torch.__version__, "transformers": transformers.__version__}

    # -- fitting inputs -----------------------------------------------------------------

    def render(self, premise: str, claim: str) -> str:
        """The single text a templated model reads (replace, so other braces are kept)."""
        assert self.template is not None
        return self.template.replace("{premise}", premise).replace("{claim}", claim)

    def input_length(self, premise: str, claim: str) -> int:
        """Tokens the model would get for this pair, special tokens included."""
        if self.template is not None:
            encoded = self.tokenizer(self.render(premise, claim), verbose=False)
        else:
            encoded = self.tokenizer(premise, claim, verbose=False)
        return len(encoded["input_ids"])

    def input_lengths(self, premises: Sequence[str], claims: Sequence[str]) -> list[int]:
        """``input_length`` of many pairs in one tokenizer call."""
        if self.template is not None:
            texts = [self.render(p, c) for p, c in zip(premises, claims, strict=True)]
            encoded = self.tokenizer(texts, verbose=False)
        else:
            encoded = self.tokenizer(list(premises), list(claims), verbose=False)
        return [len(ids) for ids in encoded["input_ids"]]

    def fit(self, premise: str, claim: str, *, length: int | None = None
            ) -> tuple[str | None, str | None]:
        """(premise that fits, None), or (None, why the pair cannot fit); cuts are counted."""
        premise_fit, error, _ = self._fit(premise, claim, length=length)
        return premise_fit, error

    def _fit(self, premise: str, claim: str, *, length: int | None = None
             ) -> tuple[str | None, str | None, dict[str, Any]]:
        """``fit`` and the detail flag the pair's score carries (see ``PREMISE_CUT``)."""
        limit = self.max_length
        if (length if length is not None else self.input_length(premise, claim)) <= limit:
            return premise, None, {}
        without = self.input_length("", claim)
        if without >= limit:
            self.claims_too_long += 1
            return None, (f"the claim alone needs {without} of the model's {limit} input "
                          "tokens; mutato never truncates a claim"), {OVER_LIMIT: ["claim"]}
        self.truncated += 1
        ids = self.tokenizer(premise, add_special_tokens=False, verbose=False)["input_ids"]
        keep = min(len(ids), limit - without)
        while keep > 0:
            cut = self.tokenizer.decode(ids[:keep], skip_special_tokens=True)
            over = self.input_length(cut, claim) - limit
            if over <= 0:
                return cut, None, {PREMISE_CUT: True}
            keep -= over
        return None, (f"no room is left for the premise in {limit} tokens beside the "
                      "claim"), {PREMISE_CUT: True}

    # -- scoring ------------------------------------------------------------------------

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        if not claims:
            return []
        lengths = self.input_lengths(premises, claims)
        fitted = [self._fit(p, c, length=n) for p, c, n in zip(premises, claims, lengths,
                                                                 strict=True)]
        out = [PairScore.failed(error, **flag) if error else PairScore(None)
               for _, error, flag in fitted]
        fitting = [(i, premise) for i, (premise, _, _) in enumerate(fitted)
                   if premise is not None]
        runnable = [i for i, _ in fitting]
        if not runnable:
            return out
        logits = self.logits([premise for _, premise in fitting], [claims[i] for i in runnable])
        probs = sigmoid(logits) if self.activation == "sigmoid" else softmax(logits)
        for i, score in zip(runnable, support_scores(probs, self.id2label, self._support),
                            strict=True):
            if score.ok:
                score.detail.update(fitted[i][2])
            out[i] = score
        return out

    def logits(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        """Raw logits, one row per pair, shape (n, num_labels); inputs must already fit."""
        import torch
        model = self.load()
        rows = []
        for start in range(0, len(claims), self.predict_batch_size):
            chunk = slice(start, start + self.predict_batch_size)
            encoded = self._encode(premises[chunk], claims[chunk])
            with torch.inference_mode():
                output = model(**{k: v.to(self.device) for k, v in encoded.items()})
            logits = output.logits if hasattr(output, "logits") else output[0]
            rows.append(logits.detach().float().cpu().numpy())
        matrix = np.concatenate(rows).astype(np.float64)
        if matrix.ndim == 1:
            matrix = matrix[:, None]
        if matrix.shape != (len(claims), model.config.num_labels):
            raise CheckerError(f"hf checker: {self.model_id!r} returned logits of shape "
                               f"{matrix.shape}; expected ({len(claims)}, "
                               f"{model.config.num_labels}) for a sequence-classification head")
        return matrix

    def _encode(self, premises: Sequence[str], claims: Sequence[str]) -> Any:
        if self.template is not None:
            texts = [self.render(p, c) for p, c in zip(premises, claims, strict=True)]
            return self.tokenizer(texts, padding=True, truncation=False, return_tensors="pt")
        return self.tokenizer(list(premises), list(claims), padding=True, truncation=False,
                              return_tensors="pt")
