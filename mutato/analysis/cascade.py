"""A cheap checker A in front of a judge B: what each routing threshold costs and misses.

Both checkers have already scored the same items (two runs of one suite). For a routing
threshold ``r``, A *passes* every claim it supports at ``r`` or above; every other claim
(A's best support below ``r``, or A in an error state) goes to B, which catches it when B's
best support is below ``judge_threshold``. The cascade's verdict on a claim is therefore
A's pass, or B's verdict. Nothing is re-scored: both runs' stored best supports are read.

For every ``r`` the cascade gives the number of B calls, detection per fault type and pooled
(``all``) with k/n and Wilson intervals, false alarms on originals, derived originals and
controls, and the faults A passed at ``r``: A's blind spots, which the cascade inherits
because B never sees them. ``r = inf`` is B on every claim (the judge alone).

The frontier is B calls against pooled detection; the cheapest routing threshold that meets
a detection target is read from it (on the point estimate, or on the Wilson lower bound).
The target is checked on the same items it is chosen on: treat it as a first estimate, and
confirm it on items the choice did not see.

>>> import pandas as pd
>>> a = pd.DataFrame({"item_id": ["o", "f"], "role": ["original", "fault"],
...     "claim_id": ["c", "c"], "fault_type": [None, "entity_swap"], "derived": [False, False],
...     "best_score": [0.99, 0.95], "n_errors": [0, 0]})
>>> b = a.assign(best_score=[1.0, 0.0])
>>> result = run_cascade(a, b, routing=[0.5, 0.98])
>>> print(result.frontier[["routing", "b_calls", "det_k", "det_n"]].to_string(index=False))
 routing  b_calls  det_k  det_n
    0.50        0      0      1
    0.98        1      1      1
     inf        2      1      1
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..errors import MutatoError
from ..schema import ALL, DETECTION, ORIGINALS, VERDICT_LABELS, Verdict, iter_groups, verdict_matrix
from ..validation import check_unit_interval
from .run_data import align
from .stats import Rate
from .sweep import default_grid

#: Routing value meaning "every claim goes to B" (the judge alone).
JUDGE_ALONE = math.inf


@dataclass(frozen=True)
class CascadeChoice:
    """The cheapest routing threshold meeting the target, or None with the best reachable."""

    target: float
    on_lower_bound: bool
    routing: float | None
    b_calls: int | None
    detection: Rate | None
    best_reachable: float
    message: str


@dataclass(frozen=True)
class CascadeResult:
    """Tables of a cascade analysis; see the module docstring."""

    a_name: str
    b_name: str
    judge_threshold: float
    items: int
    rates: pd.DataFrame
    frontier: pd.DataFrame
    blind_spots: pd.DataFrame
    choice: CascadeChoice | None


def run_cascade(a: pd.DataFrame, b: pd.DataFrame, *, judge_threshold: float = 0.5,
                routing: Sequence[float] | None = None, target_detection: float | None = None,
                on_lower_bound: bool = False, list_at: Sequence[float] = (),
                a_name: str = "A", b_name: str = "B") -> CascadeResult:
    """Evaluate the cascade at every routing threshold (default: the sweep grid) and B alone.

    ``list_at``: routing thresholds whose blind spots are listed (the chosen one is added).
    """
    check_unit_interval(judge_threshold, name="judge threshold")
    if target_detection is not None:
        check_unit_interval(target_detection, name="target detection")
    data = align(a, b)
    if not (data["metric"].eq(DETECTION) & data["counted"]).any():
        raise MutatoError(
            f"a cascade of {a_name} and {b_name} needs faults to measure detection, but the "
            f"runs hold none ({len(data)} items, all originals or controls, or every fault "
            "ruled out by a label). Run both checkers on the suite with its mutants (without "
            "--no-mutants), then cascade those runs.")
    grid = sorted({round(float(r), 6) for r in [*(routing if routing is not None
                                                     else default_grid()), *list_at]})
    for r in grid:
        check_unit_interval(r, name="routing threshold")
    values = grid + [JUDGE_ALONE]
    a_codes = verdict_matrix(data["a_score"].to_numpy(float),
                             data["a_errors"].to_numpy() > 0, grid)
    a_codes = np.concatenate([a_codes, np.full((len(data), 1), Verdict.CAUGHT, np.int8)], axis=1)
    b_codes = verdict_matrix(data["b_score"].to_numpy(float),
                             data["b_errors"].to_numpy() > 0, [judge_threshold])[:, 0]
    routed = a_codes != Verdict.PASSED
    final = np.where(routed, b_codes[:, None], Verdict.PASSED)

    rates = _rates(data, values, routed, final)
    frontier = _frontier(rates, routed, values)
    choice = None
    if target_detection is not None:
        choice = cheapest_routing(frontier, target=target_detection,
                                  on_lower_bound=on_lower_bound)
    listed = sorted({round(float(r), 6) for r in list_at} & set(grid)
                    | ({choice.routing} if choice and choice.routing is not None else set()))
    spots = _blind_spots(data, values, a_codes, b_codes, listed)
    return CascadeResult(a_name=a_name, b_name=b_name, judge_threshold=float(judge_threshold),
                         items=len(data), rates=rates, frontier=frontier, blind_spots=spots,
                         choice=choice)


def _rates(data: pd.DataFrame, values: list[float], routed: np.ndarray,
           final: np.ndarray) -> pd.DataFrame:
    groups = list(iter_groups(data, within=data["counted"].to_numpy(bool)))
    b_calls = routed.sum(axis=0)
    rows = []
    for j, r in enumerate(values):
        for name, metric, members in ((g.name, g.metric, g.members) for g in groups):
            verdicts = final[members, j]
            k = int((verdicts == Verdict.CAUGHT).sum())
            errors = int((verdicts == Verdict.ERROR).sum())
            n = int((verdicts != Verdict.ERROR).sum())
            rate = Rate.of(k, n)
            rows.append({"routing": r, "group": name, "metric": metric, "k": k, "n": n,
                         "errors": errors, "rate": rate.rate, "low": rate.low,
                         "high": rate.high, "b_calls": int(b_calls[j]),
                         "items": len(data)})
    return pd.DataFrame(rows, columns=["routing", "group", "metric", "k", "n", "errors", "rate",
                                       "low", "high", "b_calls", "items"])


def _frontier(rates: pd.DataFrame, routed: np.ndarray, values: list[float]) -> pd.DataFrame:
    pooled = rates[rates["group"].eq(ALL)].set_index("routing")
    alarms = rates[rates["group"].eq(ORIGINALS)].set_index("routing")
    rows = []
    for j, r in enumerate(values):
        row = {"routing": r, "b_calls": int(routed[:, j].sum()), "items": routed.shape[0]}
        d = pooled.loc[r] if r in pooled.index else None
        row.update({"det_k": 0 if d is None else int(d["k"]),
                    "det_n": 0 if d is None else int(d["n"]),
                    "det_errors": 0 if d is None else int(d["errors"]),
                    "detection": math.nan if d is None else d["rate"],
                    "det_low": math.nan if d is None else d["low"],
                    "det_high": math.nan if d is None else d["high"]})
        f = alarms.loc[r] if r in alarms.index else None
        row.update({"fa_k": 0 if f is None else int(f["k"]),
                    "fa_n": 0 if f is None else int(f["n"]),
                    "false_alarm": math.nan if f is None else f["rate"]})
        rows.append(row)
    frontier = pd.DataFrame(rows)
    frontier["on_frontier"] = _pareto(frontier)
    return frontier


def _pareto(frontier: pd.DataFrame) -> np.ndarray:
    """True for points no other point beats on both fewer B calls and higher detection."""
    order = frontier.sort_values(["b_calls", "detection", "routing"],
                                 ascending=[True, False, True], kind="stable").index
    best = -math.inf
    keep = np.zeros(len(frontier), bool)
    for i in order:
        value = frontier.at[i, "detection"]
        if not math.isnan(value) and value > best + 1e-12:
            keep[frontier.index.get_loc(i)] = True
            best = value
    return keep


def cheapest_routing(frontier: pd.DataFrame, *, target: float,
                     on_lower_bound: bool = False) -> CascadeChoice:
    """The routing threshold with the fewest B calls whose pooled detection meets ``target``.

    Ties on calls go to the higher detection, then the lower routing threshold.
    """
    column = "det_low" if on_lower_bound else "detection"
    what = "Wilson lower bound" if on_lower_bound else "point estimate"
    values = frontier[column].astype(float)
    meets = frontier[values >= target - 1e-12]
    best_reachable = float(values.max()) if values.notna().any() else math.nan
    if meets.empty:
        return CascadeChoice(target=target, on_lower_bound=on_lower_bound, routing=None,
                             b_calls=None, detection=None, best_reachable=best_reachable,
                             message=f"no routing threshold reaches pooled detection {target:g} "
                                     f"on the {what}; the best is {best_reachable:.3f}")
    row = meets.sort_values(["b_calls", column, "routing"], ascending=[True, False, True],
                            kind="stable").iloc[0]
    rate = Rate.of(int(row["det_k"]), int(row["det_n"]))
    routing = float(row["routing"])
    where = "B on every claim" if math.isinf(routing) else f"routing at {routing:g}"
    return CascadeChoice(target=target, on_lower_bound=on_lower_bound, routing=routing,
                         b_calls=int(row["b_calls"]), detection=rate,
                         best_reachable=best_reachable,
                         message=f"{where} is the cheapest to reach pooled detection "
                                 f"{target:g} on the {what}: {rate} with "
                                 f"{int(row['b_calls'])} B calls of {int(row['items'])} claims")


def _blind_spots(data: pd.DataFrame, values: list[float], a_codes: np.ndarray,
                 b_codes: np.ndarray, listed: list[float]) -> pd.DataFrame:
    names = np.array(VERDICT_LABELS, dtype=object)
    faults = (data["role"].eq("fault") & data["counted"]).to_numpy()
    rows = []
    for r in listed:
        j = values.index(r)
        passed = faults & (a_codes[:, j] == Verdict.PASSED)
        for i in np.flatnonzero(passed):
            item = data.iloc[i]
            rows.append({"routing": r, "item_id": item["item_id"], "claim_id": item["claim_id"],
                         "fault_type": item["fault_type"], "label": item["label"],
                         "text": item["text"], "a_score": float(item["a_score"]),
                         "b_score": float(item["b_score"]),
                         "b_alone": names[b_codes[i]]})
    spots = pd.DataFrame(rows, columns=["routing", "item_id", "claim_id", "fault_type", "label",
                                        "text", "a_score", "b_score", "b_alone"])
    return spots.sort_values(["routing", "fault_type", "a_score"], ascending=[True, True, False],
                             kind="stable").reset_index(drop=True)


def describe_routing(r: float) -> str:
    """``'0.98'`` or ``'B alone'`` for the judge-on-every-claim row."""
    return "B alone" if math.isinf(r) else f"{r:g}"

