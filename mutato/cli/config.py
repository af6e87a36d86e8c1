"""The project file: ``mutato.toml``, or ``[tool.mutato]`` in ``pyproject.toml``.

Like pytest and mutmut, mutato looks in the working directory and its parents for the first
``mutato.toml`` (or a ``pyproject.toml`` with a ``[tool.mutato]`` table) and reads defaults
from it; flags given on the command line win. It holds:

.. code-block:: toml

    suite = "larkspur"                 # the default suite of `mutato run`
    checker = "embedding"              # the default checker
    thresholds = [0.5, 0.7, 0.9]       # report thresholds
    operating_threshold = 0.72         # optional: skip the held-out pick
    out = "reports"

    [checkers.embedding]               # options per checker, as -o KEY=VALUE
    model = "sentence-transformers/all-MiniLM-L6-v2"

    [pick]
    max_false_alarm = 0.05
    max_control_false_alarm = 0.2

    [gate]                             # targets of `mutato gate` when none are given
    min_detection = ["all=0.3", "number_swap=0.8"]
    max_false_alarm = ["0.1", "controls=0.2"]

>>> import pathlib, tempfile
>>> root = pathlib.Path(tempfile.mkdtemp())
>>> _ = (root / "mutato.toml").write_text('checker = "lexical"\\n[gate]\\nmin_detection = ["all=0.5"]\\n')
>>> config = find_config(root)
>>> config.get("checker"), config.table("gate")["min_detection"], config.path.name
('lexical', ['all=0.5'], 'mutato.toml')
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import MutatoError, did_you_mean

CONFIG_FILE = "mutato.toml"
#: Keys the project file may hold, with the type each value must have.
TOP_KEYS: dict[str, type | tuple[type, ...]] = {
    "suite": str, "checker": str, "thresholds": list, "operating_threshold": (int, float),
    "out": str, "checkers": dict, "pick": dict, "gate": dict}
TABLE_KEYS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "pick": {"max_false_alarm": (int, float), "max_control_false_alarm": (int, float)},
    "gate": {"min_detection": list, "max_false_alarm": list, "threshold": (int, float)},
}


class ConfigError(MutatoError):
    """The project file is malformed; the message names the file and the key."""


@dataclass(frozen=True)
class Config:
    """The project file's values (empty when there is none)."""

    path: Path | None = None
    values: dict[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def table(self, key: str) -> dict[str, Any]:
        return dict(self.values.get(key) or {})

    def checker_options(self, checker: str) -> dict[str, str]:
        """Options of one checker, as strings (the form ``-o KEY=VALUE`` gives them)."""
        options = self.table("checkers").get(checker) or {}
        if not isinstance(options, dict):
            raise ConfigError(f"{self.path}: [checkers.{checker}] must be a table of options, "
                              f"got {options!r}")
        return {str(k): v if isinstance(v, str) else _toml_text(v) for k, v in options.items()}


def find_config(start: str | Path | None = None) -> Config:
    """The first project file in ``start`` (default: the working directory) or a parent."""
    here = Path(start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        own = folder / CONFIG_FILE
        if own.is_file():
            return Config(own, _checked(_read(own), own))
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            table = (_read(pyproject).get("tool") or {}).get("mutato")
            if table is not None:
                return Config(pyproject, _checked(table, pyproject, prefix="tool.mutato."))
    return Config()


def _read(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{path}: cannot be read as TOML ({exc}); fix it or delete it") \
            from exc


def _checked(values: Any, path: Path, *, prefix: str = "") -> dict[str, Any]:
    if not isinstance(values, dict):
        raise ConfigError(f"{path}: [{prefix.rstrip('.')}] must be a table")
    for key, value in values.items():
        if key not in TOP_KEYS:
            raise ConfigError(f"{path}: unknown key {prefix}{key!r}.{did_you_mean(key, TOP_KEYS)} "
                              f"Known: {', '.join(TOP_KEYS)}.")
        _check_type(path, f"{prefix}{key}", value, TOP_KEYS[key])
        for sub, sub_value in (value.items() if key in TABLE_KEYS else ()):
            known = TABLE_KEYS[key]
            if sub not in known:
                raise ConfigError(f"{path}: unknown key {prefix}{key}.{sub}."
                                  f"{did_you_mean(sub, known)} Known: {', '.join(known)}.")
            _check_type(path, f"{prefix}{key}.{sub}", sub_value, known[sub])
    return values


def _check_type(path: Path, key: str, value: Any, expected: type | tuple[type, ...]) -> None:
    if isinstance(value, bool) or not isinstance(value, expected):
        names = (expected,) if isinstance(expected, type) else expected
        wanted = " or ".join({int: "a number", float: "a number", str: "a string",
                              list: "a list", dict: "a table"}[t] for t in names)
        raise ConfigError(f"{path}: {key} must be {wanted}, got {value!r}")


def _toml_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
