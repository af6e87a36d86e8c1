"""docs/api.md's Python blocks run, in order, in an empty folder (issue 12)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_api_page_runs_as_written(tmp_path, monkeypatch):
    page = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", page, flags=re.S)
    assert len(blocks) >= 4
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        for block in blocks:
            exec(compile(block, "docs/api.md", "exec"), namespace)   # noqa: S102
    out = printed.getvalue()
    assert "reports/larkspur/lexical" in out
    assert "12/43 (0.17–0.43)" in out
    assert namespace["result"].operating_point.headline() in out
    assert (tmp_path / "reports" / "larkspur" / "lexical" / "report.html").is_file()


def test_checkers_doc_covers_every_checker_and_every_lexical_option():
    from mutato.checkers import checker_class, checker_names, checker_options

    doc = (ROOT / "docs" / "checkers.md").read_text(encoding="utf-8")
    for name in checker_names():
        assert re.search(rf"^## {name}: ", doc, flags=re.M), name
    for option in checker_options(checker_class("lexical")):
        assert f"`{option.name}`" in doc, option.name
