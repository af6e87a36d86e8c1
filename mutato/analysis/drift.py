"""The drop alarm over a history of runs, and the summary that shows what a mean hides.

The alarm compares the latest value with the mean of the ``window`` values before it and
fires a **warning** when the relative drop ``(base − now) / base`` reaches ``warning``, a
**critical** alarm when it reaches ``critical`` (defaults 5%, 10%, window 4). With fewer than
``window + 1`` values there is no verdict (None). These defaults are starting points: measure
how much the metric moves when nothing changed (repeat the same suite) and set the
thresholds beyond that natural fluctuation.

The alarm watches a higher-is-better value. Detection is one. For false alarms and the
unsupported-answer rate, where higher is worse, it watches the complement (the share of
faithful claims passed, the share of answers fully supported), so a rise in false alarms is
a drop in what is watched.

>>> history = [0.88, 0.86, 0.89, 0.87, 0.85, 0.84, 0.82, 0.76]
>>> drop_alarm(history).message()
'CRITICAL drop 10.1% (base 0.845, now 0.760)'
>>> drop_alarm(history[:4]) is None
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import numpy as np

from ..errors import MutatoError
from ..io_safety.csv_reading import read_csv_dicts
from ..io_safety.csv_safety import restore
from ..schema import ALL, DETECTION, ORIGINALS
from ..validation import check_at_least, check_unit_interval, is_real
from .run_data import RunData, decision_rates, rate_row

OK, WARNING, CRITICAL = "ok", "warning", "critical"
LEVELS = (OK, WARNING, CRITICAL)

#: metric name → (higher is better?, what the alarm watches)
METRICS = {
    "detection": (True, "pooled adjusted detection"),
    "false_alarm": (False, "1 − false-alarm rate on originals (share of faithful claims passed)"),
    "unsupported_answer_rate": (False, ("1 − unsupported-answer rate (share of answers "
                                        "fully supported)")),
}


@dataclass(frozen=True)
class Alarm:
    """The verdict on the latest value of a history."""

    level: str
    drop: float
    base: float
    now: float
    window: int
    warning: float
    critical: float

    def message(self) -> str:
        if self.level == OK:
            return (f"ok: drop {self.drop:.1%} (base {self.base:.3f}, now {self.now:.3f}) is "
                    f"below the {self.warning:.0%} warning")
        return (f"{self.level.upper()} drop {self.drop:.1%} (base {self.base:.3f}, "
                f"now {self.now:.3f})")


def check_alarm_options(*, window: int, warning: float, critical: float) -> None:
    check_at_least(window, 1, name="window", what="a whole number of runs", whole=True)
    # one joint condition, so one message naming both values (not the shape of validation)
    if not (is_real(warning) and is_real(critical) and 0 < warning <= critical <= 1):
        raise MutatoError(f"expected relative drops 0 < warning <= critical <= 1 (e.g. 0.05 and "
                          f"0.10), got warning={warning!r}, critical={critical!r}")


def drop_alarm(history: Sequence[float], *, window: int = 4, warning: float = 0.05,
               critical: float = 0.10) -> Alarm | None:
    """Compare ``history[-1]`` with the mean of the ``window`` values before it.

    Returns None when the history has fewer than ``window + 1`` values. A base of 0 (a
    higher-is-better value that cannot drop further) gives a drop of 0.
    """
    check_alarm_options(window=window, warning=warning, critical=critical)
    values = [float(v) for v in history]
    if any(math.isnan(v) for v in values[-(window + 1):]):
        raise MutatoError("the history holds a missing value (NaN) in the alarm window; a "
                          "run with nothing to measure cannot be compared")
    if len(values) < window + 1:
        return None
    base = float(np.mean(values[-(window + 1):-1]))
    now = values[-1]
    drop = (base - now) / base if base > 0 else 0.0
    level = CRITICAL if drop >= critical else WARNING if drop >= warning else OK
    return Alarm(level=level, drop=drop, base=base, now=now, window=window, warning=warning,
                 critical=critical)


def summary_stats(scores: Sequence[float] | np.ndarray) -> dict[str, float]:
    """Mean, sample standard deviation (ddof=1), 10th percentile and share below 0.5.

    >>> stats = summary_stats([1.0, 1.0, 0.75, 1.0, 0.0, 0.5, 1.0, 1.0])
    >>> {k: round(v, 3) for k, v in stats.items()}
    {'mean': 0.781, 'std_dev': 0.364, 'p10': 0.35, 'below_0.5': 0.125}
    """
    p = np.asarray(scores, dtype=np.float64)
    if p.size == 0:
        return {"mean": math.nan, "std_dev": math.nan, "p10": math.nan, "below_0.5": math.nan}
    return {"mean": float(p.mean()),
            "std_dev": float(p.std(ddof=1)) if p.size > 1 else math.nan,
            "p10": float(np.percentile(p, 10)), "below_0.5": float((p < 0.5).mean())}


# ----------------------------------------------------------------------------- history


@dataclass(frozen=True)
class HistoryPoint:
    """One entry of a history: the metric as reported and the value the alarm watches."""

    label: str
    value: float
    watched: float
    k: int | None = None
    n: int | None = None
    source: str = ""


@dataclass(frozen=True)
class DriftResult:
    metric: str
    watched: str
    threshold: float | None
    points: list[HistoryPoint]
    alarm: Alarm | None
    earlier: list[Alarm | None] = field(default_factory=list)


def check_metric(metric: str) -> None:
    if metric not in METRICS:
        from ..errors import UnknownNameError

        raise UnknownNameError("drift metric", metric, METRICS)


def watched_value(metric: str, value: float) -> float:
    return value if METRICS[metric][0] else 1.0 - value


def run_point(run: RunData, *, metric: str, threshold: float,
              answers: Sequence | None = None) -> HistoryPoint:
    """The metric of one run at a threshold, as a history point with its k/n."""
    check_metric(metric)
    if metric == "unsupported_answer_rate":
        from .answers import answers_at, summarize_answers

        if not answers:
            raise MutatoError(f"{run.folder}: the suite has no answers, so it has no "
                              "unsupported-answer rate; add an `answers:` list to the suite")
        rate = summarize_answers(answers_at(answers, run.claims, threshold=threshold)).unsupported
        k, n = rate.k, rate.n
    else:
        rates = decision_rates(run.claims, [threshold])
        row = rate_row(rates, ALL if metric == DETECTION else ORIGINALS)
        k, n = (0, 0) if row is None else (int(row["k"]), int(row["n"]))
    if n == 0:
        raise MutatoError(f"{run.folder}: nothing to measure for {metric} at threshold "
                          f"{threshold:g} (n = 0)")
    value = k / n
    return HistoryPoint(label=run.name, value=value, watched=watched_value(metric, value),
                        k=k, n=n, source=str(run.folder))


def read_history_csv(path: str | Path, *, metric: str) -> list[HistoryPoint]:
    """Points from a CSV with a ``value`` column (optional ``label`` and ``metric``).

    Rows are taken in file order (oldest first). With a ``metric`` column, only rows of the
    requested metric are read.
    """
    check_metric(metric)
    path = Path(path)
    fields, rows = read_csv_dicts(path, what="history file")
    if "value" not in fields:
        raise MutatoError(f"{path}: expected a CSV with a 'value' column (and optionally "
                          f"'label' and 'metric'), got columns {fields or None}")
    points = []
    for number, row in rows:
        if row.get("metric") and row["metric"] != metric:
            continue
        try:
            value = float(row["value"])
        except (TypeError, ValueError) as exc:
            raise MutatoError(f"{path}:{number}: field 'value': expected a number, got "
                              f"{row['value']!r}") from exc
        check_unit_interval(value, name=f"{path}:{number}: field 'value'", what="a rate",
                            fix="rates are fractions, such as 0.92 for 92%")
        points.append(HistoryPoint(label=restore(row.get("label")) or f"{path.name}:{number}",
                                   value=value, watched=watched_value(metric, value),
                                   source=str(path)))
    return points


def chronological(runs: Sequence[RunData]) -> list[RunData]:
    """Runs oldest first by the time their manifest records (``created``), not given order.

    Runs made in the same second keep the order they were given in.
    """
    def created(run: RunData) -> datetime:
        stamp = run.manifest.created
        try:
            return datetime.fromisoformat(str(stamp))  # "...Z" reads as UTC (Python 3.11+)
        except ValueError:
            raise MutatoError(f"{run.folder}/manifest.json: field 'created': expected the run "
                              f"time (e.g. 2026-01-31T09:00:00Z), got {stamp!r}; drift orders "
                              "runs by it. Re-run `mutato run` to rewrite the manifest.") \
                from None

    times = [created(run) for run in runs]
    if any(t.tzinfo is None for t in times):
        times = [t.replace(tzinfo=None) for t in times]
    order = sorted(range(len(runs)), key=times.__getitem__)
    return [runs[i] for i in order]


def drift(points: Sequence[HistoryPoint], *, metric: str, threshold: float | None = None,
          window: int = 4, warning: float = 0.05, critical: float = 0.10) -> DriftResult:
    """The alarm on the latest point, and the alarm each earlier point would have raised."""
    check_metric(metric)
    check_alarm_options(window=window, warning=warning, critical=critical)
    watched = [p.watched for p in points]
    earlier = [drop_alarm(watched[:i], window=window, warning=warning, critical=critical)
               for i in range(1, len(watched) + 1)]
    return DriftResult(metric=metric, watched=METRICS[metric][1], threshold=threshold,
                       points=list(points), alarm=earlier[-1] if earlier else None,
                       earlier=earlier)
