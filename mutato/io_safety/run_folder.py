"""Writing a run folder all at once: tables, plot, Markdown and manifest, or nothing.

Everything is written into a staging folder beside the target and swapped in with renames,
so an error halfway never leaves a report that mixes two runs.

>>> import tempfile, pathlib
>>> target = pathlib.Path(tempfile.mkdtemp()) / "run"
>>> write_run_folder(target, {"report.md": lambda p: p.write_text("# hi\\n")})
>>> sorted(p.name for p in target.iterdir())
['report.md']
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import MutatoError
from ..io_safety.files import follow_umask

if TYPE_CHECKING:  # pandas loads only where a table is written: `mutato mutate` needs none
    import pandas as pd

Writer = Callable[[Path], Any]


def write_run_folder(target: Path, files: Mapping[str, Writer]) -> None:
    """Call each writer with its path inside a staging folder, then swap it onto ``target``.

    Only the files named in ``files`` are replaced; a name may lie in a subfolder
    (``sections/gate.json``). Anything else already in ``target`` (a ``--junit`` file,
    sections saved by other verbs, the user's notes) is moved into the new folder, so a
    re-run never deletes what mutato did not write.
    """
    target = Path(target)
    if target.exists() and not target.is_dir():
        raise MutatoError(f"{target} is a file; a run folder goes there. Move the file or "
                          "pick another --out or --name")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.staging-"))
    follow_umask(staging, directory=True)
    carried: list[str] = []
    try:
        for name, writer in files.items():
            (staging / name).parent.mkdir(parents=True, exist_ok=True)
            writer(staging / name)
        if target.exists():
            _carry_over(target, staging, files, carried)
        retired = None
        if target.exists():
            retired = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.old-"))
            retired.rmdir()
            target.rename(retired)
        staging.rename(target)
        if retired is not None:
            shutil.rmtree(retired, ignore_errors=True)
    except BaseException:
        _carry_back(staging, target, carried)
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _carry_over(target: Path, staging: Path, files: Mapping[str, Writer],
                carried: list[str]) -> None:
    """Move what ``target`` holds and ``files`` does not name into ``staging``; a folder both
    hold (``sections/``) is merged entry by entry. Each moved name is added to ``carried`` as
    it moves, so a failure can carry it back."""
    for entry in sorted(target.iterdir()):
        if entry.name in files:
            continue
        staged = staging / entry.name
        if entry.is_dir() and staged.is_dir():
            for child in sorted(entry.iterdir()):
                name = f"{entry.name}/{child.name}"
                if name not in files and not (staging / name).exists():
                    child.rename(staging / name)
                    carried.append(name)
            continue
        entry.rename(staged)
        carried.append(entry.name)


def _carry_back(staging: Path, target: Path, carried: list[str]) -> None:
    """After a failed swap, return the user's files to the old folder before cleaning up."""
    if not staging.exists() or not carried:
        return
    target.mkdir(parents=True, exist_ok=True)
    for name in carried:
        if (staging / name).exists() and not (target / name).exists():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            (staging / name).rename(target / name)


def table_writers(stem: str, frame: pd.DataFrame, *, csv: bool = True) -> dict[str, Writer]:
    """Writers for ``stem.parquet`` and (optionally) ``stem.csv`` of one tidy table."""
    clean = _jsonable(frame)
    writers: dict[str, Writer] = {f"{stem}.parquet": lambda p: clean.to_parquet(p, index=False)}
    if csv:
        writers[f"{stem}.csv"] = lambda p: csv_frame(clean).to_csv(p, index=False)
    return writers


def csv_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """What a CSV export holds: formula-like text cells neutralised, numbers at full precision
    (a score of 0.97999995 must not read as 0.98, the threshold it fails)."""
    from ..io_safety.csv_safety import neutralise_frame

    return neutralise_frame(frame)


def json_text(payload: Any) -> str:
    """A pretty-printed JSON document, as :func:`json_writer` writes it."""
    return json.dumps(payload, indent=2, sort_keys=True, default=str, ensure_ascii=False) + "\n"


def json_writer(payload: Any) -> Writer:
    """A writer for a pretty-printed JSON document."""
    text = json_text(payload)
    return lambda p: p.write_text(text, encoding="utf-8")


def bytes_writer(content: bytes) -> Writer:
    return lambda p: p.write_bytes(content)


def as_stored(frame: pd.DataFrame) -> pd.DataFrame:
    """A table as its Parquet file holds it (dict cells as JSON text, a fresh index), so what
    a run shows from memory is what a later reader of the folder sees."""
    return _jsonable(frame).reset_index(drop=True)


def text_writer(text: str) -> Writer:
    return lambda p: p.write_text(text, encoding="utf-8")


def _jsonable(frame: pd.DataFrame) -> pd.DataFrame:
    """Dict-valued columns become JSON strings so Parquet and CSV agree."""
    out = frame.copy()
    for column in out.columns:
        if out[column].dtype == object and out[column].map(lambda v: isinstance(v, dict)).any():
            out[column] = out[column].map(
                lambda v: json.dumps(v, sort_keys=True, default=str) if isinstance(v, dict)
                else v)
    return out
