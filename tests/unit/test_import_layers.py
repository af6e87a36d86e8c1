"""The import graph follows the flow suite → mutation → scoring → analysis → decide → report.

Each module's imports are read with ``ast`` (nothing is imported), resolved to absolute
names, and every import of a higher layer from a lower one fails the test. Checkers sit
between mutation and scoring (scoring calls them); the command line, the review screen and
the run itself sit on top and may import any layer.

Decisions flow into reports: ``decide`` builds the sections (their model, the ``Doc`` markup
and the decision figures live there) and attaches them without rendering; ``report`` sits above
it and only renders. The caller on top (the command line, the run) renders once afterwards.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: (module prefix, layer); the longest matching prefix decides a module's layer.
LAYERS = (
    ("mutato", 0),  # the package itself: __version__ only
    ("mutato.errors", 0),
    ("mutato.schema", 0),  # the claims table's columns, verdict codes and groups
    ("mutato.validation", 0),  # every range and option check, one message shape
    ("mutato.io_safety", 0),
    ("mutato.options", 0),
    ("mutato.suite", 1),
    ("mutato.mutation", 2),
    ("mutators", 2),
    ("mutato.checkers", 3),
    ("mutato.scoring", 4),
    ("mutato.manifest", 4),  # what a run records; analysis and decisions read it
    ("mutato.analysis", 5),
    ("mutato.decide", 6),  # sections built and attached, never rendered
    ("mutato.report", 7),  # rendering only: it reads the sections decide built
    ("mutato.review", 8),
    ("mutato.decomposition", 8),
    ("mutato.run_hooks", 8),
    ("mutato.run", 8),
    ("mutato.cli", 9),
)

#: Upward imports known today, each with the reason it is still here.
ALLOWED: set[tuple[str, str]] = set()


def layer_of(module: str) -> int:
    """The layer of ``module``: its longest prefix in :data:`LAYERS`."""
    best = None
    for prefix, layer in LAYERS:
        if module == prefix or module.startswith(prefix + "."):
            if best is None or len(prefix) > len(best[0]):
                best = (prefix, layer)
    if best is None:
        raise AssertionError(f"{module} is in no layer; add it to LAYERS")
    return best[1]


def module_name(path: Path) -> tuple[str, str]:
    """(module, package it lives in) for a file under the repository root."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
        return ".".join(parts), ".".join(parts)
    return ".".join(parts), ".".join(parts[:-1])


def imported_modules(path: Path) -> set[str]:
    """Every project module ``path`` imports, as absolute names."""
    module, package = module_name(path)
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            # ``from mutato import suite`` imports the sub-package
            found.update(f"{target}.{a.name}" for a in node.names
                         if (ROOT / target.replace(".", "/") / a.name).exists())
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {m for m in found if m.split(".")[0] in {"mutato", "mutators"}}


def upward_imports(paths: list[Path]) -> list[tuple[str, str]]:
    """(importer, imported) pairs where a lower layer imports a higher one."""
    found = []
    for path in paths:
        module, _ = module_name(path)
        for target in sorted(imported_modules(path)):
            if layer_of(target) > layer_of(module):
                found.append((module, target))
    return found


def project_files() -> list[Path]:
    return sorted([*(ROOT / "mutato").rglob("*.py"), *(ROOT / "mutators").rglob("*.py")])


def test_no_import_runs_up_the_flow() -> None:
    upward = [pair for pair in upward_imports(project_files()) if pair not in ALLOWED]
    assert not upward, "upward imports:\n" + "\n".join(f"  {a} -> {b}" for a, b in upward)


def test_the_allowed_exceptions_still_exist() -> None:
    """An exception that is gone must leave the list, so the list never hides a new one."""
    present = set(upward_imports(project_files()))
    assert ALLOWED <= present, f"no longer imported, remove from ALLOWED: {ALLOWED - present}"


def test_an_upward_import_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "mutato" / "suite"
    fake.mkdir(parents=True)
    (fake / "bad.py").write_text("from ..report.render import report_writers\n"
                                 "from ..errors import MutatoError\n")
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    assert upward_imports([fake / "bad.py"]) == [("mutato.suite.bad", "mutato.report.render")]


def test_every_module_is_in_a_layer() -> None:
    for path in project_files():
        layer_of(module_name(path)[0])
