"""A tiny NLI-like model with hand-set weights, for validity-gate tests through the real code.

Random tiny models score every input alike, and gradient training is slow and flaky on two
shared cores. This BERT (one layer, hidden size 4) is wired by hand instead: every token
embeds as one of three orthogonal directions (ordinary word, negation word, off-topic
word), uniform attention averages them into [CLS], and the classifier reads the average.
A pair whose text holds a negation word is "contradiction", one rich in off-topic words is
"neutral", anything else "entailment". Saved with the true label map it acts like a
well-wired NLI model on the gate's canaries; saved with entailment and contradiction
swapped (same weights, wrong names) it is the miswired checker the gate must stop.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

LABELS = ("contradiction", "entailment", "neutral")
NEGATIONS = ("not", "cannot", "never", "no")
_ORDINARY, _NEGATION, _OFF_TOPIC = [1.0, -1.0, 0.0, 0.0], [0.0, 0.0, 1.0, -1.0], \
    [1.0, 1.0, -1.0, -1.0]
_GAIN = 400.0          # logit scale of the classifier
_ENTAILMENT_BIAS = 4.0  # beats a pair with no negation and few off-topic words


def build_rule_nli(folder: str | Path, *, off_topic_words: Iterable[str],
                   swap_labels: bool = False) -> Path:
    """Save the hand-wired model to ``folder`` with the true or a swapped label map."""
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification
    from transformers.utils import logging

    from mutato.checkers.models import bundled_minilm_path

    tokenizer = AutoTokenizer.from_pretrained(str(bundled_minilm_path()))
    names = list(LABELS)
    if swap_labels:
        names[0], names[1] = names[1], names[0]
    config = BertConfig(vocab_size=tokenizer.vocab_size, hidden_size=4, num_hidden_layers=1,
                        num_attention_heads=1, intermediate_size=4, max_position_embeddings=512,
                        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                        id2label=dict(enumerate(names)),
                        label2id={n: i for i, n in enumerate(names)})
    model = BertForSequenceClassification(config)
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.zero_()
        _wire(model, tokenizer, off_topic_words)
    folder = Path(folder)
    was_enabled = logging.is_progress_bar_enabled()
    logging.disable_progress_bar()
    try:
        model.save_pretrained(folder)
    finally:
        if was_enabled:
            logging.enable_progress_bar()
    tokenizer.save_pretrained(folder)
    return folder


def _wire(model, tokenizer, off_topic_words: Iterable[str]) -> None:
    import torch

    bert = model.bert
    words = bert.embeddings.word_embeddings.weight
    words[:] = torch.tensor(_ORDINARY)
    for special in tokenizer.all_special_ids:
        words[special] = 0.0  # [CLS], [SEP], [PAD] carry nothing
    for token in _token_ids(tokenizer, NEGATIONS):
        words[token] = torch.tensor(_NEGATION)
    for token in _token_ids(tokenizer, off_topic_words):
        words[token] = torch.tensor(_OFF_TOPIC)
    bert.embeddings.LayerNorm.weight.fill_(1.0)
    layer = bert.encoder.layer[0]
    layer.attention.self.value.weight.copy_(torch.eye(4))  # Q = K = 0: uniform attention
    layer.attention.output.dense.weight.copy_(torch.eye(4))
    layer.attention.output.LayerNorm.weight.fill_(1.0)
    layer.output.LayerNorm.weight.fill_(1.0)  # the feed-forward block adds nothing
    bert.pooler.dense.weight.copy_(torch.eye(4) * 0.1)  # tanh stays near-linear
    classifier = model.classifier
    index = {name: i for i, name in enumerate(LABELS)}  # weights follow the TRUE meaning
    classifier.weight[index["contradiction"]] = torch.tensor(_NEGATION) * _GAIN
    classifier.weight[index["neutral"]] = torch.tensor(_OFF_TOPIC) * _GAIN / 2
    classifier.bias[index["entailment"]] = _ENTAILMENT_BIAS


def _token_ids(tokenizer, words: Iterable[str]) -> set[int]:
    ids: set[int] = set()
    for word in words:
        ids.update(tokenizer(word.lower(), add_special_tokens=False)["input_ids"])
    return ids
