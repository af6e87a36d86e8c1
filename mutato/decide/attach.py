"""Attaching decisions to a stored run: files and sections written into its folder.

Nothing here renders: the caller one level up (the command line, the run) renders the run's
reports once, after every section of the verb is attached.

>>> import tempfile
>>> from mutato.analysis.run_data import claims_frame
>>> from mutato.analysis.sweep import sweep
>>> from mutato.manifest import Manifest
>>> claims = claims_frame([{"item_id": "f", "role": "fault", "best_score": 0.2}])
>>> run = RunData(folder=Path(tempfile.mkdtemp()), claims=claims,
...               manifest=Manifest.from_json({"thresholds": {"report": [0.5], "grid": [0.5]}}),
...               rates=sweep(claims, thresholds=[0.5]))
>>> paths = attach(run, [Section(slug="note", title="Note", markdown="hi", html="<p>hi</p>")])
>>> [p.name for p in paths], (run.folder / "report.md").exists()
(['note.json'], False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from ..analysis.run_data import RunData
from ..io_safety.files import write_atomic
from ..io_safety.run_folder import Writer
from .sections import Section, save_section


def attach(run: RunData, sections: Sequence[Section] = (), *,
           files: Mapping[str, Writer] | None = None) -> list[Path]:
    """Write ``files`` (name → writer, each atomically) and ``sections`` into ``run``'s folder;
    return the sections' paths. The caller then renders the run's reports once."""
    for name, writer in (files or {}).items():
        write_atomic(run.folder / name, writer)
    return [save_section(run.folder, section) for section in sections]
