"""The fault library's word lists, kept as JSON data files under ``mutators/data/``.

>>> "up to" in lexicon("numbers")["upper_bounds"]
True
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

from mutato.mutation.toolkit import MutatoError


@functools.cache
def lexicon(name: str) -> dict[str, Any]:
    """The parsed ``mutators/data/<name>.json`` (read once)."""
    try:
        raw = resources.files("mutators").joinpath("data", f"{name}.json").read_text("utf-8")
    except FileNotFoundError:
        raise MutatoError(f"mutators/data/{name}.json is missing; reinstall mutato "
                          "(pip install -e .) so its package data is present") from None
    return json.loads(raw)
