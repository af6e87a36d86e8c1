"""Tiny, randomly initialised sequence classifiers built locally, for HF code paths offline.

A 2-layer BERT with the bundled all-MiniLM-L6-v2 tokenizer, saved with ``save_pretrained``
so tests load it through the real loading code. ``bias_towards`` zeroes the classifier's
weights and sets its bias so that one label wins by a wide margin on every input.

>>> import tempfile
>>> folder = build_tiny_classifier(tempfile.mkdtemp(), ["contradiction", "entailment"],
...                                bias_towards="entailment")  # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

#: The logit margin ``bias_towards`` gives the winning label over every other one.
BIAS_MARGIN = 12.0


def build_tiny_classifier(path: str | Path, id2label: Sequence[str] | Mapping[int, str], *,
                          seed: int = 0, bias_towards: str | None = None,
                          max_position_embeddings: int = 512) -> Path:
    """Save a tiny BERT classifier with this label order (and the MiniLM tokenizer) to ``path``.

    ``id2label`` is a list (index order) or a mapping; a single label makes a one-logit model.
    ``bias_towards`` names the label that wins on every input; for a one-logit model it may be
    that label (a high logit) or ``"negative"`` (a low one).
    """
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    from mutato.checkers.models import bundled_minilm_path

    labels = dict(enumerate(id2label)) if not isinstance(id2label, Mapping) else {
        int(k): v for k, v in id2label.items()}
    folder = Path(path)
    folder.mkdir(parents=True, exist_ok=True)
    tokenizer = AutoTokenizer.from_pretrained(str(bundled_minilm_path()))
    config = BertConfig(vocab_size=tokenizer.vocab_size, hidden_size=32, num_hidden_layers=2,
                        num_attention_heads=2, intermediate_size=64,
                        max_position_embeddings=max_position_embeddings,
                        num_labels=len(labels), id2label=labels,
                        label2id={v: k for k, v in labels.items()})
    with torch.random.fork_rng():  # the caller's global RNG is left as it was
        torch.manual_seed(seed)
        model = BertForSequenceClassification(config)
    if bias_towards is not None:
        _bias(model.classifier, labels, bias_towards)
    _quietly(model.save_pretrained, folder)
    tokenizer.save_pretrained(folder)
    return folder


def _quietly(save, folder: Path) -> None:
    """Save without the "Writing model shards" progress bar, restoring its setting after."""
    from transformers.utils import logging

    was_enabled = logging.is_progress_bar_enabled()
    logging.disable_progress_bar()
    try:
        save(folder)
    finally:
        if was_enabled:
            logging.enable_progress_bar()


def _bias(layer, labels: Mapping[int, str], winner: str) -> None:
    import torch

    names = {name.lower(): index for index, name in labels.items()}
    with torch.no_grad():
        layer.weight.zero_()
        if len(labels) == 1:
            high = winner.lower() != "negative"
            layer.bias.fill_(BIAS_MARGIN / 2 if high else -BIAS_MARGIN / 2)
            return
        if winner.lower() not in names:
            raise ValueError(f"bias_towards={winner!r} is not one of {list(labels.values())}")
        layer.bias.fill_(-BIAS_MARGIN / 2)
        layer.bias[names[winner.lower()]] = BIAS_MARGIN / 2
