"""The shipped data files of the new mutators, read once: antonyms, verb forms, additions,
circumstances (``mutators/data/``).

>>> antonyms()[("rise", "VERB")], irregular_verbs()["rise"]
('fall', ('rose', 'risen'))
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib.resources import files
from typing import Any


def _lines(name: str) -> list[list[str]]:
    text = files("mutators").joinpath("data", name).read_text(encoding="utf-8")
    return [line.split("\t") for line in text.splitlines()
            if line.strip() and not line.startswith("#")]


@lru_cache(maxsize=1)
def antonyms() -> dict[tuple[str, str], str]:
    """(word, POS) → antonym, both ways; the first listed pair of a word wins."""
    table: dict[tuple[str, str], str] = {}
    for word, opposite, pos in _lines("antonyms.tsv"):
        table.setdefault((word, pos), opposite)
        table.setdefault((opposite, pos), word)
    return table


@lru_cache(maxsize=1)
def irregular_verbs() -> dict[str, tuple[str, str]]:
    """lemma → (past, past participle) for the irregular verbs the rewrites meet."""
    return {lemma: (past, participle) for lemma, past, participle in _lines("irregular_verbs.tsv")}


@lru_cache(maxsize=4)
def table(name: str) -> Any:
    """A JSON data file by stem (``additions``, ``circumstances``)."""
    return json.loads(files("mutators").joinpath("data", f"{name}.json").read_text(
        encoding="utf-8"))
