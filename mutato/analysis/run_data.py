"""Loading a run folder back into frames, and refusing folders that are not mutato runs.

Every decision (threshold choice, cascade, paired comparison, gate, drift) reads what a run
stored: ``claims.parquet`` (one row per item with its best support), ``manifest.json`` and,
when present, ``rates.parquet``. Nothing here calls a checker.

>>> import tempfile
>>> load_run(tempfile.mkdtemp())  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
mutato.analysis.run_data.RunFolderError: ... is not a mutato run folder: it has no claims.parquet...
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..errors import MutatoError, did_you_mean, warn
from ..manifest import Manifest, ManifestError
from ..manifest import read_manifest as read_manifest_file
from ..schema import (
    ALL,
    ANNOTATION_COLUMNS,
    CLAIMS_COLUMNS,
    DETECTION,
    EDIT_COLUMNS,
    ITEM_COLUMNS,
    RATE_COLUMNS,
    REQUIRED_COLUMNS,
    annotate,
)
from ..validation import check_unit_interval


class RunFolderError(MutatoError):
    """A path that should be a run folder is missing, incomplete or not a mutato run."""


@dataclass(frozen=True)
class RunData:
    """One run as stored: its folder, claims table, rates table (if any) and manifest."""

    folder: Path
    claims: pd.DataFrame
    manifest: Manifest = field(default_factory=Manifest)
    rates: pd.DataFrame | None = None

    @property
    def name(self) -> str:
        """The run's name: its folder name (``lexical`` in ``reports/larkspur/lexical``)."""
        return self.folder.name

    @property
    def suite_name(self) -> str | None:
        return self.manifest.suite.name if self.manifest.suite else None

    @property
    def suite_path(self) -> str | None:
        return self.manifest.suite.path if self.manifest.suite else None

    @property
    def report_thresholds(self) -> list[float]:
        """The thresholds the run reported (the manifest's ``thresholds.report``)."""
        thresholds = self.manifest.thresholds
        return [float(t) for t in (thresholds.report if thresholds else None) or []]

    @property
    def grid(self) -> list[float]:
        """The run's threshold grid; the default grid when the manifest has none."""
        from .sweep import default_grid

        grid = self.manifest.thresholds.grid if self.manifest.thresholds else None
        return [float(t) for t in grid] if grid else default_grid()

    @property
    def operating_point(self):
        """The threshold decisions default to (see :mod:`mutato.analysis.operating_point`)."""
        from .operating_point import operating_point_of

        return operating_point_of(self.folder, self.claims, grid=self.grid,
                                  report_thresholds=self.report_thresholds)

    @property
    def label(self) -> str:
        """``suite/name`` for messages."""
        return f"{self.suite_name or '?'}/{self.name}"


def load_run(folder: str | Path) -> RunData:
    """Read a run folder; raise :class:`RunFolderError` saying what is wrong otherwise."""
    path = Path(folder)
    if not path.exists():
        raise RunFolderError(f"run folder {str(path)!r} does not exist.{_nearby_runs(path)}")
    if not path.is_dir():
        raise RunFolderError(f"{str(path)!r} is a file; expected a run folder such as "
                             "reports/<suite>/<run name>/ written by `mutato run`")
    claims_path = path / "claims.parquet"
    manifest_path = path / "manifest.json"
    if not claims_path.is_file():
        inside = _runs_below(path)
        hint = (f" Run folders below it: {', '.join(inside[:8])}." if inside else
                " Point at the folder `mutato run` printed (reports/<suite>/<run name>).")
        raise RunFolderError(f"{str(path)!r} is not a mutato run folder: it has no "
                             f"claims.parquet.{hint}")
    if not manifest_path.is_file():
        raise RunFolderError(f"{str(path)!r} has claims.parquet but no manifest.json, so it is "
                             "not a complete mutato run; re-run `mutato run` to rewrite it")
    manifest = read_manifest(manifest_path)
    claims = prepare_claims(read_table(claims_path), source=str(claims_path))
    rates_path = path / "rates.parquet"
    rates = read_table(rates_path) if rates_path.is_file() else None
    return RunData(folder=path, claims=claims, manifest=manifest, rates=rates)


def read_manifest(path: Path) -> Manifest:
    """A run's ``manifest.json``, typed and checked (see :class:`mutato.manifest.Manifest`)."""
    try:
        return read_manifest_file(path)
    except ManifestError as exc:
        raise RunFolderError(str(exc)) from exc


def read_table(path: Path) -> pd.DataFrame:
    """One Parquet table of a run folder; a damaged file is a RunFolderError naming it."""
    try:
        return pd.read_parquet(path)
    except Exception as exc:  # pyarrow raises several types for a damaged file
        raise RunFolderError(f"{path}: cannot be read as Parquet ({exc}); re-run `mutato run` "
                             "to rewrite it") from exc


def prepare_claims(claims: pd.DataFrame, *, source: str = "claims table") -> pd.DataFrame:
    """Check the columns a decision needs and add the annotation columns when missing."""
    missing = [c for c in REQUIRED_COLUMNS if c not in claims.columns]
    if missing:
        raise RunFolderError(f"{source}: missing column(s) {', '.join(missing)}; expected the "
                             f"claims table `mutato run` writes (columns "
                             f"{', '.join(REQUIRED_COLUMNS)}, ...)")
    out = claims
    if not all(c in claims.columns for c in ANNOTATION_COLUMNS):
        out = annotate(claims.drop(columns=[c for c in ANNOTATION_COLUMNS if c in claims]))
    out = out.copy()
    out["best_score"], out["n_errors"], bad = checked_scores(out["best_score"], out["n_errors"])
    if bad:
        warn(f"{source}: {bad} best_score value(s) are not numbers in [0, 1] (or are missing "
             "with no error recorded); they count as error states, never as scores. Re-run "
             "`mutato run` to rewrite the table.")
        if "error" in out:
            out["error"] = out["error"].astype(object)
    if out["item_id"].duplicated().any():
        dupes = out.loc[out["item_id"].duplicated(), "item_id"].head(3).tolist()
        raise RunFolderError(f"{source}: item ids must be unique, found repeats such as {dupes}")
    return out.reset_index(drop=True)


def checked_scores(scores: pd.Series, n_errors: pd.Series) -> tuple[pd.Series, pd.Series, int]:
    """Stored best scores as floats, and error counts; a bad score becomes an error state.

    Text, a value outside [0, 1], or a NaN with no error recorded (which would otherwise read
    as neither caught nor an error) becomes NaN with at least one error. Returns the scores,
    the error counts and how many values were bad.

    >>> s, e, bad = checked_scores(pd.Series([0.5, "0.9", 1.5, None]), pd.Series([0, 0, 0, 0]))
    >>> s.tolist()[:1], e.tolist(), bad
    ([0.5], [0, 1, 1, 1], 3)
    """
    if pd.api.types.is_float_dtype(scores) or pd.api.types.is_integer_dtype(scores):
        numeric = scores.astype(np.float64)
    else:  # text, booleans or a mix: only real numbers are scores, "0.9" is not
        numeric = pd.Series([float(v) if isinstance(v, int | float | np.number)
                             and not isinstance(v, bool | np.bool_) else np.nan
                             for v in scores], index=scores.index, dtype=np.float64)
    errors = pd.to_numeric(n_errors, errors="coerce").fillna(1).astype(np.int64).clip(lower=0)
    outside = ~numeric.between(0.0, 1.0) & numeric.notna()
    unexplained = numeric.isna() & errors.eq(0)
    bad = outside | unexplained
    numeric = numeric.mask(outside)
    errors = errors.mask(bad, errors.clip(lower=1))
    return numeric, errors.astype(np.int64), int(bad.sum())


def same_items(a: RunData, b: RunData, *, what: str) -> None:
    """Raise unless both runs scored the same suite and exactly the same item ids."""
    if a.suite_name and b.suite_name and a.suite_name != b.suite_name:
        raise RunFolderError(f"{what} needs two runs of the same suite, got suite "
                             f"{a.suite_name!r} ({a.folder}) and {b.suite_name!r} ({b.folder})")
    same_ids(a.claims, b.claims, a_label=a.label, b_label=b.label, what=what)


def same_ids(a: pd.DataFrame, b: pd.DataFrame, *, a_label: str = "A", b_label: str = "B",
             what: str = "this comparison") -> None:
    """Raise unless two claims tables hold exactly the same item ids; name how many differ."""
    ids_a = set(a["item_id"])
    ids_b = set(b["item_id"])
    if ids_a != ids_b:
        only_a = sorted(ids_a - ids_b)
        only_b = sorted(ids_b - ids_a)
        examples = ", ".join((only_a + only_b)[:3])
        raise RunFolderError(
            f"{what} needs the same mutants in both runs, but {len(only_a) + len(only_b)} item "
            f"ids differ: {len(only_a)} only in {a_label}, {len(only_b)} only in {b_label} "
            f"(e.g. {examples}). Re-run both with the same mutators, seed and suite file.")


def choose_threshold(run: RunData, threshold: float | None) -> tuple[float, str]:
    """The threshold to decide at, and a sentence saying where it came from."""
    if threshold is not None:
        check_unit_interval(threshold, name="threshold")
        return float(threshold), f"threshold {threshold:g} (given)"
    point = run.operating_point
    return point.threshold, point.note() + "; pass --threshold to choose another"




def slug(text: str) -> str:
    """A section-slug-safe version of a run name: ``'NLI v2'`` → ``'nli-v2'``."""
    cleaned = re.sub(r"[^a-z0-9_.-]+", "-", text.lower()).strip("-._")
    return cleaned or "run"


def _runs_below(path: Path) -> list[str]:
    return sorted(str(p.parent) for p in path.glob("*/claims.parquet")) + \
        sorted(str(p.parent) for p in path.glob("*/*/claims.parquet"))


def _nearby_runs(path: Path) -> str:
    parent = path.parent
    if not parent.is_dir():
        return " Runs are written by `mutato run` under reports/<suite>/<run name>/."
    siblings = [p.name for p in parent.iterdir() if (p / "claims.parquet").is_file()]
    hint = did_you_mean(path.name, siblings)
    if hint:
        return hint
    if siblings:
        return f" Runs in {parent}: {', '.join(sorted(siblings))}."
    return ""


def decision_rates(claims: pd.DataFrame, thresholds: Sequence[float], *,
                   basis: str = "adjusted") -> pd.DataFrame:
    """Tidy rates per threshold and group, plus ``all`` pooling every fault type.

    Same columns as :func:`mutato.analysis.sweep.sweep`, one basis only.
    """
    from .sweep import sweep, with_wilson

    columns = list(RATE_COLUMNS)
    if claims.empty:
        return with_wilson(pd.DataFrame(columns=columns).astype(
            {"threshold": float, "k": int, "n": int, "errors": int, "excluded": int,
             "unlabeled": int}))
    rates = sweep(claims, thresholds=list(thresholds))
    rates = rates[rates["basis"].eq(basis)]
    detection = rates[rates["metric"].eq(DETECTION)]
    if not detection.empty:
        pooled = (detection.groupby("threshold", as_index=False)[
            ["k", "n", "errors", "excluded", "unlabeled"]].sum())
        pooled["group"] = ALL
        pooled["metric"] = DETECTION
        pooled["basis"] = basis
        rates = pd.concat([rates[columns], pooled[columns]], ignore_index=True)
    return with_wilson(rates[columns].reset_index(drop=True))


def rate_row(rates: pd.DataFrame, group: str, threshold: float | None = None) -> pd.Series | None:
    """The row of one group (at one threshold, when several are present), or None."""
    rows = rates[rates["group"].eq(group)]
    if threshold is not None:
        rows = rows[np.isclose(rows["threshold"].to_numpy(dtype=float), threshold)]
    return None if rows.empty else rows.iloc[0]


def align(a: pd.DataFrame, b: pd.DataFrame) -> pd.DataFrame:
    """Two runs' claims side by side, one row per item (ids must match; see ``same_ids``).

    Item facts (role, claim id, fault type, group, text) come from B. ``counted`` is True
    only when both runs count the item, so a mutant either run's labels rule out is left out;
    ``label`` is B's label where it has one, else A's.
    """
    same_ids(a, b)
    a = prepare_claims(a)
    b = prepare_claims(b)
    keep = ["item_id", "role", "claim_id", "fault_type", "derived", "group", "metric", "text",
            "label", "counted", "best_score", "n_errors"]
    left = b[[c for c in keep if c in b.columns]].rename(
        columns={"best_score": "b_score", "n_errors": "b_errors", "label": "b_label",
                 "counted": "b_counted"})
    right = a[["item_id", "best_score", "n_errors", "label", "counted"]].rename(
        columns={"best_score": "a_score", "n_errors": "a_errors", "label": "a_label",
                 "counted": "a_counted"})
    out = left.merge(right, on="item_id", how="inner", validate="one_to_one")
    out["label"] = out["b_label"].where(out["b_label"].notna(), out["a_label"])
    out["counted"] = out["a_counted"].astype(bool) & out["b_counted"].astype(bool)
    if "text" not in out:
        out["text"] = ""
    return out.drop(columns=["a_label", "b_label", "a_counted", "b_counted"])


def load_run_suite(run: RunData, suite_path: str | Path | None = None):
    """The suite a run was made from (for its answers), from ``suite_path`` or the manifest.

    Raises :class:`RunFolderError` when the file is gone; the caller decides whether the
    analysis can go on without it.
    """
    from ..suite.loading import load_suite

    path = suite_path or run.suite_path
    if not path:
        raise RunFolderError(f"{run.folder}/manifest.json does not name its suite file; "
                             "pass --suite")
    if not Path(path).exists():
        raise RunFolderError(f"the suite file of run {run.label} ({path}) no longer exists; "
                             "pass --suite")
    return load_suite(path)


def claims_frame(records: Sequence[dict[str, Any]]) -> pd.DataFrame:
    """A claims table with the full column set from short records (scores from elsewhere).

    Each record needs ``item_id``, ``role`` and ``best_score``; ``claim_id`` defaults to the
    item id, ``label`` (fault / not_fault / unsure) to none, ``n_errors`` to 1 when the score
    is NaN and 0 otherwise. Groups and the adjusted-basis flag are derived as in a run.

    >>> frame = claims_frame([{"item_id": "c1", "role": "original", "best_score": 0.99},
    ...     {"item_id": "c1:swap", "role": "fault", "claim_id": "c1",
    ...      "fault_type": "number_swap", "best_score": 0.1, "label": "not_fault"}])
    >>> frame[["group", "counted"]].values.tolist()
    [['originals', True], ['number_swap', False]]
    """
    from ..suite.labels import Label

    rows = []
    for record in records:
        missing = [k for k in ("item_id", "role", "best_score") if k not in record]
        if missing:
            raise MutatoError(f"claims_frame: record {record!r} lacks {', '.join(missing)}")
        score = float(record["best_score"])
        fault_type = record.get("fault_type")
        rows.append({
            "item_id": str(record["item_id"]), "role": record["role"],
            "claim_id": str(record.get("claim_id", record["item_id"])),
            "fault_type": fault_type, "mutator": record.get("mutator", fault_type),
            "derived": bool(record.get("derived", False)),
            "text": record.get("text", str(record["item_id"])), "best_score": score,
            "best_window": record.get("best_window"), "best_premise": record.get("best_premise"),
            "best_detail": None, "n_windows": int(record.get("n_windows", 1)),
            "n_errors": int(record.get("n_errors", 1 if math.isnan(score) else 0)),
            "error": record.get("error"),
        })
    frame = pd.DataFrame(rows, columns=list(ITEM_COLUMNS))
    frame["best_score"] = frame["best_score"].astype(np.float64)
    labels = {str(r["item_id"]): Label(r["label"]) for r in records if r.get("label")}
    out = annotate(frame, labels)
    for column in EDIT_COLUMNS:
        out[column] = None
    return out[list(CLAIMS_COLUMNS)]
