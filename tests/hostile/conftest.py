"""Shared pieces of the hostile-input tests: a small suite file and a CLI runner."""

from __future__ import annotations

from pathlib import Path

import pytest

from mutato.cli.main import main

LARKSPUR = Path(__file__).resolve().parents[2] / "seeds" / "larkspur" / "suite.yaml"


def larkspur_text(*, name: str | None = "larkspur") -> str:
    """The bundled larkspur suite, with its ``name:`` line replaced (or removed)."""
    lines = LARKSPUR.read_text(encoding="utf-8").splitlines()
    out = [ln for ln in lines if not ln.startswith("name:")]
    if name is not None:
        out.insert(0, f"name: {name}")
    return "\n".join(out) + "\n"


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file below ``root`` with its bytes: the victim folder before and after."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


@pytest.fixture()
def cli(capsys):
    """Run ``mutato`` in-process; returns (exit code, stdout, stderr)."""
    def run(*argv: str) -> tuple[int, str, str]:
        code = main([str(a) for a in argv])
        captured = capsys.readouterr()
        return code, captured.out, captured.err
    return run
