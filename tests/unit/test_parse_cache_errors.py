"""A broken parse cache fails with an error naming its own file, not the score store."""

from __future__ import annotations

from pathlib import Path

import pytest

from mutato.mutation.toolkit import MutatoError
from mutators import _nlp


def test_a_file_that_is_not_sqlite_names_the_parse_cache(tmp_path: Path) -> None:
    broken = tmp_path / "parses.sqlite"
    broken.write_bytes(b"not a database at all, just bytes " * 100)
    with pytest.raises(MutatoError, match=r"the parse cache .*parses\.sqlite failed"):
        with _nlp.parse_cache(broken):
            _nlp.parse_many(["A sentence to cache."])

