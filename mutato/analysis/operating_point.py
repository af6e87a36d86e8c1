"""The operating point: the one threshold a run's decisions are made at, and its headline.

A run settles its operating threshold once, and every later verb (gate, compare, drift,
hardcases, answers) defaults to it. In order of precedence it is:

- **given**: the user's ``--operating-threshold``, measured on every claim;
- **picked**: the honest pick of :func:`mutato.analysis.threshold_choice.pick_threshold`,
  chosen on the tuning half and measured on the held-out half;
- **fallback**: when nothing can be picked, the run's first report threshold, measured on
  every claim, with the reason no pick was possible.

It is saved as ``operating_point.json`` in the run folder (``mutato pick`` replaces it), and
the report opens with its one-sentence headline:

>>> point = OperatingPoint(threshold=0.72, source=PICKED, detection=(5, 25),
...                        false_alarms=(1, 5))
>>> print(point.headline())
At 0.72 (picked on half the claims, measured on the other): detection 5/25 (0.09–0.39), false alarms 1/5 (0.04–0.62); not enough faults for a firm choice.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import MutatoError
from ..io_safety.files import write_text_atomic
from ..schema import ALL, ORIGINALS
from .run_data import decision_rates, prepare_claims, rate_row
from .stats import Rate

GIVEN, PICKED, FALLBACK = "given", "picked", "fallback"
OPERATING_POINT_FILE = "operating_point.json"
#: A quoted rate whose Wilson 95% half-width exceeds this is too loose for a firm choice.
FIRM_HALFWIDTH = 0.1
#: The pick's default limits: false alarms on originals and on controls (point estimates).
DEFAULT_MAX_FALSE_ALARM = 0.05
DEFAULT_MAX_CONTROL_FALSE_ALARM = 0.2


@dataclass(frozen=True)
class OperatingPoint:
    """The operating threshold, where it came from, and the figures the headline quotes.

    ``detection`` is pooled adjusted detection and ``false_alarms`` the false alarms on
    originals, each ``(k, n)``: on the held-out half for a pick, on every claim otherwise.
    """

    threshold: float
    source: str
    detection: tuple[int, int]
    false_alarms: tuple[int, int]
    errors: int = 0
    reason: str | None = None
    rule: str | None = None

    @property
    def measured_on(self) -> str:
        return "the held-out half" if self.source == PICKED else "every claim"

    @property
    def origin(self) -> str:
        """Where the threshold came from, as the parenthesis of the headline says it."""
        if self.source == PICKED:
            return "picked on half the claims, measured on the other"
        if self.source == GIVEN:
            return "given with --operating-threshold, measured on every claim"
        return (f"the run's first report threshold, because no threshold could be picked: "
                f"{self.reason or 'no reason recorded'}; measured on every claim")

    @property
    def firm(self) -> bool:
        """True when both quoted intervals are at most ±FIRM_HALFWIDTH wide."""
        return all(n and (rate.high - rate.low) / 2 <= FIRM_HALFWIDTH
                   for rate, n in ((self.detection_rate, self.detection[1]),
                                   (self.false_alarm_rate, self.false_alarms[1])))

    @property
    def detection_rate(self) -> Rate:
        return Rate.of(*self.detection)

    @property
    def false_alarm_rate(self) -> Rate:
        return Rate.of(*self.false_alarms)

    def verdict(self) -> str:
        """The closing clause: whether the figures can carry a decision."""
        if self.firm:
            return "both intervals are within ±0.1"
        if not self.detection[1] or (self.detection_rate.high - self.detection_rate.low) / 2 \
                > FIRM_HALFWIDTH:
            return "not enough faults for a firm choice"
        return "not enough faithful claims for a firm choice"

    def headline(self) -> str:
        """One sentence: the threshold, its origin, detection, false alarms and a verdict."""
        errors = f", {self.errors} undecided (errors)" if self.errors else ""
        return (f"At {self.threshold:g} ({self.origin}): detection {self.detection_rate}, "
                f"false alarms {self.false_alarm_rate}{errors}; {self.verdict()}.")

    def note(self) -> str:
        """Where a verb's default threshold came from, for its first printed line."""
        return f"threshold {self.threshold:g} (the run's operating point, {self.source})"

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "detection": list(self.detection),
                "false_alarms": list(self.false_alarms), "headline": self.headline()}

    @classmethod
    def from_json(cls, data: dict[str, Any], *, source: str = OPERATING_POINT_FILE
                  ) -> OperatingPoint:
        try:
            return cls(threshold=float(data["threshold"]), source=str(data["source"]),
                       detection=(int(data["detection"][0]), int(data["detection"][1])),
                       false_alarms=(int(data["false_alarms"][0]),
                                     int(data["false_alarms"][1])),
                       errors=int(data.get("errors", 0)), reason=data.get("reason"),
                       rule=data.get("rule"))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise MutatoError(f"{source}: not an operating point ({exc!r}); expected the "
                              "file `mutato run` or `mutato pick` writes. Delete it and run "
                              "`mutato pick RUN_FOLDER` to write it again") from exc


def settle_operating_point(claims: pd.DataFrame, *, grid: Sequence[float],
                           fallback: float, given: float | None = None,
                           max_false_alarm: float = DEFAULT_MAX_FALSE_ALARM,
                           max_control_false_alarm: float | None =
                           DEFAULT_MAX_CONTROL_FALSE_ALARM) -> OperatingPoint:
    """The run's operating point from its claims table; see the module docstring.

    >>> from mutato.analysis.run_data import claims_frame
    >>> claims = claims_frame([{"item_id": "o", "role": "original", "best_score": 0.9},
    ...     {"item_id": "o:f", "role": "fault", "claim_id": "o", "fault_type": "x",
    ...      "best_score": 0.2}])
    >>> settle_operating_point(claims, grid=[0.5], fallback=0.5, given=0.6).detection
    (1, 1)
    """
    from .threshold_choice import HELD_OUT, halves, pick_threshold

    claims = prepare_claims(claims)
    if given is not None:
        return _measured(claims, float(given), GIVEN)
    pick = pick_threshold(claims, thresholds=grid, max_false_alarm=max_false_alarm,
                          max_control_false_alarm=max_control_false_alarm)
    if pick.threshold is None:
        return _measured(claims, float(fallback), FALLBACK, reason=pick.reason, rule=pick.rule)
    held_out = claims[halves(claims).eq(HELD_OUT)]
    return _measured(held_out, pick.threshold, PICKED, rule=pick.rule)


def _measured(claims: pd.DataFrame, threshold: float, source: str, *,
              reason: str | None = None, rule: str | None = None) -> OperatingPoint:
    rates = decision_rates(claims, [threshold])
    det = rate_row(rates, ALL)
    fa = rate_row(rates, ORIGINALS)
    return OperatingPoint(
        threshold=threshold, source=source,
        detection=(0, 0) if det is None else (int(det["k"]), int(det["n"])),
        false_alarms=(0, 0) if fa is None else (int(fa["k"]), int(fa["n"])),
        errors=sum(0 if r is None else int(r["errors"]) for r in (det, fa)),
        reason=reason, rule=rule)


def save_operating_point(folder: str | Path, point: OperatingPoint) -> Path:
    """Write (or replace) a run folder's ``operating_point.json``."""
    path = Path(folder) / OPERATING_POINT_FILE
    write_text_atomic(path, json.dumps(point.to_json(), indent=2, ensure_ascii=False) + "\n")
    return path


def load_operating_point(folder: str | Path) -> OperatingPoint | None:
    """A run folder's operating point, or None for runs made before it was recorded."""
    path = Path(folder) / OPERATING_POINT_FILE
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise MutatoError(f"{path}: not valid JSON ({exc}); run `mutato pick` on the run "
                          "folder to write it again") from exc
    return OperatingPoint.from_json(data, source=str(path))


def operating_point_of(folder: str | Path, claims: pd.DataFrame, *, grid: Sequence[float],
                       report_thresholds: Sequence[float]) -> OperatingPoint:
    """The saved operating point of a run folder, or (for runs made before one was saved)
    the one :func:`settle_operating_point` settles now from the same claims."""
    point = load_operating_point(folder)
    if point is not None:
        return point
    return settle_operating_point(claims, grid=grid,
                                  fallback=(sorted(report_thresholds) or [0.5])[0])
