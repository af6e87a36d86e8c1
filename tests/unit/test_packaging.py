"""Packaging: what a plain wheel install needs, and files that follow the umask."""

from __future__ import annotations

import os
import stat
import zipfile
from pathlib import Path

import pytest

from mutato.io_safety.files import write_text_atomic
from mutato.io_safety.run_folder import write_run_folder

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_atomic_file_follows_umask(tmp_path: Path, umask_022) -> None:
    target = tmp_path / "report.md"
    write_text_atomic(target, "# hi\n")
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_run_folder_follows_umask(tmp_path: Path, umask_022) -> None:
    target = tmp_path / "run"
    write_run_folder(target, {"report.md": lambda p: p.write_text("x")})
    assert stat.S_IMODE(target.stat().st_mode) == 0o755
    assert stat.S_IMODE((target / "report.md").stat().st_mode) == 0o644


def test_private_umask_is_respected(tmp_path: Path) -> None:
    old = os.umask(0o077)
    try:
        target = tmp_path / "secret.md"
        write_text_atomic(target, "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


@pytest.mark.slow
def test_wheel_carries_seeds_and_py_typed(tmp_path: Path) -> None:
    """A built wheel holds the bundled suites and the typing marker (no editable shortcut)."""
    import shutil

    from setuptools import build_meta  # the project's own build backend

    source = tmp_path / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "build")
    for name in ("mutato", "mutators", "seeds"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    cwd = Path.cwd()
    os.chdir(source)
    try:
        wheel = build_meta.build_wheel(str(tmp_path))
    finally:
        os.chdir(cwd)
    names = set(zipfile.ZipFile(tmp_path / wheel).namelist())
    assert "mutato/py.typed" in names
    assert "mutato/_seeds/larkspur/suite.yaml" in names
    assert "mutato/_seeds/faq/suite.jsonl" in names
    assert not any(n.startswith("seeds/") for n in names)
    assert {"mutato/cli/__main__.py", "mutato/report/report.css",
            "mutato/mutation/toolkit.py"} <= names
    assert any(n.startswith("mutators/data/") for n in names)
    [points] = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
    listed = zipfile.ZipFile(tmp_path / wheel).read(points).decode()
    assert "mutato = mutato.cli.main:main" in listed
    assert "lexical = mutato.checkers.lexical:LexicalChecker" in listed
    assert "number_swap = mutators.number_swap" in listed
