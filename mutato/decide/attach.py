"""Attaching decisions to a stored run: files and sections written, the reports rendered once.

>>> import tempfile
>>> from mutato.analysis.run_data import claims_frame
>>> from mutato.analysis.sweep import sweep
>>> from mutato.manifest import Manifest
>>> claims = claims_frame([{"item_id": "f", "role": "fault", "best_score": 0.2}])
>>> run = RunData(folder=Path(tempfile.mkdtemp()), claims=claims,
...               manifest=Manifest.from_json({"thresholds": {"report": [0.5], "grid": [0.5]}}),
...               rates=sweep(claims, thresholds=[0.5]))
>>> paths = attach(run, [Section(slug="note", title="Note", markdown="hi", html="<p>hi</p>")])
>>> [p.name for p in paths], "## Note" in (run.folder / "report.md").read_text(encoding="utf-8")
(['note.json'], True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from ..analysis.run_data import RunData
from ..io_safety.files import write_atomic
from ..report.folder import Writer
from ..report.render import stored_run_view, write_reports
from ..report.sections import Section, save_section


def attach(run: RunData, sections: Sequence[Section] = (), *,
           files: Mapping[str, Writer] | None = None) -> list[Path]:
    """Write ``files`` (name → writer, each atomically) and ``sections`` into ``run``'s folder,
    then render its report.md and report.html once from the tables ``run`` holds; return the
    sections' paths."""
    for name, writer in (files or {}).items():
        write_atomic(run.folder / name, writer)
    paths = [save_section(run.folder, section) for section in sections]
    write_reports(stored_run_view(run))
    return paths
