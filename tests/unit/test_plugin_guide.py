"""The plug-in guide's example package works through mutato's plug-in path (issue 12): its
entry points, read from its own pyproject.toml, list and run a mutator and a checker."""

from __future__ import annotations

import json
import sys
import tomllib
from importlib.metadata import EntryPoint
from importlib.metadata import entry_points as installed_entry_points
from pathlib import Path

import pytest

from mutato import checkers
from mutato.cli.main import main
from mutato.mutation import registry

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "examples" / "mutato-plugin-example"


@pytest.fixture
def installed(monkeypatch):
    """The example as if pip-installed: on sys.path, its entry points visible to mutato."""
    project = tomllib.loads((PACKAGE / "pyproject.toml").read_text(encoding="utf-8"))
    points = [EntryPoint(name, value, group)
              for group, table in project["project"]["entry-points"].items()
              for name, value in table.items()]
    monkeypatch.syspath_prepend(str(PACKAGE))
    for module in [m for m in sys.modules if m.startswith("mutato_plugin_example")]:
        monkeypatch.delitem(sys.modules, module)

    def entry_points(*, group):
        return [*installed_entry_points(group=group), *(p for p in points if p.group == group)]

    monkeypatch.setattr(registry, "entry_points", entry_points)
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(registry, "_loaded", False)
    monkeypatch.setattr(checkers, "entry_points", entry_points)
    return points


def test_the_example_package_lists_and_runs(installed, tmp_path, capsys):
    assert main(["list", "mutators"]) == 0
    assert any(line.startswith("unit_swap ") and " fault " in line
               for line in capsys.readouterr().out.splitlines())
    assert main(["list", "checkers"]) == 0
    assert "min_length" in capsys.readouterr().out
    out = tmp_path / "out"
    assert main(["run", "larkspur", "-c", "overlap", "-m", "unit_swap", "-m", "number_swap",
                 "--out", str(out), "--no-progress"]) == 0
    folder = out / "larkspur" / "overlap"
    header = next(line for line in (folder / "report.md").read_text(encoding="utf-8")
                  .splitlines() if line.startswith("| threshold |"))
    assert header.endswith("| unit_swap |") and "| number_swap |" in header
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["mutators_that_applied"] == ["number_swap", "unit_swap"]
    assert manifest["checker"]["name"] == "overlap"


def test_the_guide_names_the_entry_points_the_package_declares(installed):
    guide = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    for point in installed:
        assert f'{point.name} = "{point.value}"' in guide
