"""What collecting the suite costs: ``--doctest-modules`` imports every module under ``tests/``
(``helpers/`` aside) in every xdist worker, so a script there must do its work under
``if __name__ == "__main__":`` and nothing at import. ``build_antonym_collocations.py`` once
parsed all 30,000 corpus texts and rewrote ``mutators/data/antonym_collocations.json`` at
import: once per worker, before a single test ran, and racing the mutators that read it."""

from __future__ import annotations

import ast
from fnmatch import fnmatch
from pathlib import Path

import pytest

from tests.conftest import SLOWEST_FIRST

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = sorted(p for p in (ROOT / "tests" / "heldout").rglob("*.py")
                 if not p.name.startswith("test_"))
#: What a module may do at import: define things and name constants.
DEFINITIONS = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
               ast.Assign, ast.AnnAssign)
#: Calls that read or parse data, never to be made at import.
WORK = {"open", "_load", "pipeline", "parse", "parse_many", "load_suite", "generate_mutants",
        "main"}


def work_at_import(path: Path) -> list[str]:
    """The top-level statements of ``path`` that do work when it is imported (line: kind)."""
    found = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue  # a docstring
        if isinstance(node, ast.Expr) and ast.unparse(node.value).startswith("sys.path."):
            continue  # a script finding its sibling modules
        if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            continue  # the script's entry point
        if not isinstance(node, DEFINITIONS):
            found.append(f"{node.lineno}: {type(node).__name__}")
            continue
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            for call in (n for n in ast.walk(node) if isinstance(n, ast.Call)):
                name = ast.unparse(call.func).rsplit(".", 1)[-1]
                if name in WORK:
                    found.append(f"{node.lineno}: calls {name}()")
    return found


@pytest.mark.parametrize("path", SCRIPTS, ids=[p.name for p in SCRIPTS])
def test_a_heldout_script_does_nothing_when_imported(path: Path) -> None:
    assert not work_at_import(path), (
        f"{path.name} works at import (doctest collection imports it in every worker): "
        f"{work_at_import(path)}; move it under if __name__ == '__main__':")


def test_the_check_catches_a_script_without_a_main_guard(tmp_path: Path) -> None:
    script = tmp_path / "script.py"
    script.write_text('"""Doc."""\nimport json\nfrom x import _load\n\nnlp = _load()\n'
                      'for line in open("f"):\n    pass\n', encoding="utf-8")
    assert work_at_import(script) == ["5: calls _load()", "6: For"]


def test_every_slowest_first_pattern_names_a_test_file() -> None:
    files = [p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").rglob("test_*.py")]
    for pattern in SLOWEST_FIRST:
        assert any(fnmatch(f, pattern) for f in files), f"{pattern} matches no test file"
