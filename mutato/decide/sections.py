"""Report sections: the blocks decisions add to a run's report (threshold choice, cascade,
compare, gate, ...).

A section is a title with the same content as Markdown and as an HTML fragment. It is saved
as ``<run folder>/sections/<slug>.json`` (``mutato run`` stages its own with the other files,
the decision verbs save theirs later), and both ``report.md`` and ``report.html`` show every
saved section.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = save_section(folder, Section(slug="gate", title="Gate", markdown="passed",
...                                   html="<p>passed</p>"))
>>> [s.title for s in load_sections(folder)]
['Gate']
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path

from ..io_safety.files import write_text_atomic

SECTIONS_DIR = "sections"


@dataclass(frozen=True)
class Section:
    """One titled block of a report; ``order`` sorts sections (lower first), then slug."""

    slug: str
    title: str
    markdown: str
    html: str
    order: int = 50

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[a-z0-9][a-z0-9_.-]*", self.slug):
            raise ValueError(f"section slug must be lowercase letters, digits, '-', '_' or '.', "
                             f"got slug={self.slug!r}")


def section_file(section: Section) -> str:
    """Where a section is saved, relative to its run folder: ``sections/<slug>.json``."""
    return f"{SECTIONS_DIR}/{section.slug}.json"


def section_json(section: Section) -> str:
    """The saved form of a section (what :func:`load_sections` reads)."""
    return json.dumps(asdict(section), indent=2, ensure_ascii=False) + "\n"


def save_section(folder: str | Path, section: Section) -> Path:
    """Write (or replace) a section of a run folder."""
    path = Path(folder) / section_file(section)
    write_text_atomic(path, section_json(section))
    return path


def load_sections(folder: str | Path) -> list[Section]:
    """Every section saved in a run folder, in report order."""
    directory = Path(folder) / SECTIONS_DIR
    if not directory.is_dir():
        return []
    sections = [Section(**json.loads(p.read_text(encoding="utf-8")))
                for p in sorted(directory.glob("*.json"))]
    return sorted(sections, key=lambda s: (s.order, s.slug))
