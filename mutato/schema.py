"""The claims table's schema: its columns, the verdict codes, the groups, the annotation.

The claims table has one row per scored item (an original, a fault or a control) with its
best valid support. Scoring writes the item columns; :func:`annotate` adds the columns every
rate is counted by; a run adds the edit columns. Every module that reads or writes the table
takes its column names, verdict codes and group names from here.

At threshold t an item is *caught* when its best valid support is below t, *passed* when it
is at least t, and an *error* when no valid premise reaches t and some premise errored.

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["a", "b"], "role": ["original", "fault"],
...     "fault_type": [None, "number_swap"], "derived": [False, False],
...     "best_score": [0.95, 0.2], "n_errors": [0, 0]})
>>> verdicts_at(claims, 0.5).tolist()
['passed', 'caught']
>>> for group in iter_groups(annotate(claims)):
...     print(group.name, group.metric, group.members.tolist())
all detection [False, True]
number_swap detection [False, True]
originals false_alarm [True, False]
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING, Protocol

import numpy as np

if TYPE_CHECKING:  # pandas loads only where a table is built: `mutato mutate` needs none
    import pandas as pd


class Ruling(Protocol):
    """What :func:`annotate` reads of a label (a :class:`mutato.suite.labels.Label`)."""

    @property
    def value(self) -> str: ...

#: What scoring writes per item, in order.
ITEM_COLUMNS = ("item_id", "role", "claim_id", "fault_type", "mutator", "derived", "text",
                "best_score", "best_window", "best_premise", "best_detail", "n_windows",
                "n_errors", "error")
#: What :func:`annotate` adds: the label, the group and metric, and whether adjusted rates count it.
ANNOTATION_COLUMNS = ("label", "group", "metric", "counted")
#: What a run adds for the report: the mutant's edit, marked up and as a note.
EDIT_COLUMNS = ("marked", "edit")
#: The claims table's columns, in the order ``mutato run`` writes them (a run also adds the
#: ruling and the diagnosis columns of :mod:`mutato.attribution`).
CLAIMS_COLUMNS = ITEM_COLUMNS + ANNOTATION_COLUMNS + EDIT_COLUMNS
#: Columns a claims table must have for any decision to read it.
REQUIRED_COLUMNS = ("item_id", "role", "claim_id", "fault_type", "derived", "best_score",
                    "n_errors")

#: The rates table's count columns (``rate``, ``low`` and ``high`` follow from k and n).
RATE_COLUMNS = ("threshold", "group", "metric", "basis", "k", "n", "errors", "excluded",
                "unlabeled")

#: Metrics: detection is counted on faults, false alarms on everything else.
DETECTION, FALSE_ALARM = "detection", "false_alarm"
#: Groups besides the fault types (each fault type is a detection group of its own).
ORIGINALS, DERIVED, CONTROLS = "originals", "derived originals", "controls"
#: Two faithful claims from two passages joined: the false alarms the window policy costs.
CROSS_PASSAGE = "cross_passage"
#: Every false-alarm group, in the order reports print them.
FALSE_ALARM_GROUPS = (ORIGINALS, DERIVED, CONTROLS, CROSS_PASSAGE)
#: The false-alarm groups decisions (compare, cascade, gate) weigh.
DECISION_FALSE_ALARM_GROUPS = (ORIGINALS, DERIVED, CONTROLS)
#: The pooled detection group: every fault type together.
ALL = "all"


class Verdict(IntEnum):
    """An item's verdict at one threshold; the codes of :func:`verdict_matrix`."""

    PASSED = 0
    CAUGHT = 1
    ERROR = 2

    @property
    def label(self) -> str:
        """``'passed'``, ``'caught'`` or ``'error'``, as tables and the CLI print it."""
        return self.name.lower()


#: The verdict names, indexed by code.
VERDICT_LABELS = tuple(v.label for v in Verdict)
CAUGHT, PASSED, ERROR = Verdict.CAUGHT.label, Verdict.PASSED.label, Verdict.ERROR.label


def verdict_matrix(best: np.ndarray, has_error: np.ndarray,
                   thresholds: Sequence[float]) -> np.ndarray:
    """items x thresholds array of :class:`Verdict` codes (int8).

    >>> verdict_matrix(np.array([0.4, 0.6, np.nan]), np.array([False, False, True]), [0.5])
    array([[1],
           [0],
           [2]], dtype=int8)
    """
    t = np.asarray(thresholds, dtype=np.float64)[None, :]
    valid = ~np.isnan(best)[:, None]
    passed = valid & (best[:, None] >= t)
    caught = ~passed & ~has_error[:, None] & valid
    out = np.full((best.size, t.size), Verdict.ERROR, dtype=np.int8)
    out[passed] = Verdict.PASSED
    out[caught] = Verdict.CAUGHT
    # an item with no valid premise and no recorded error cannot happen; treat as error
    return out


def verdict_codes(claims: pd.DataFrame, thresholds: Sequence[float]) -> np.ndarray:
    """:func:`verdict_matrix` of a claims table (its ``best_score`` and ``n_errors``)."""
    return verdict_matrix(claims["best_score"].to_numpy(dtype=np.float64),
                          claims["n_errors"].to_numpy() > 0, thresholds)


def verdicts_at(claims: pd.DataFrame, threshold: float) -> pd.Series:
    """``caught`` / ``passed`` / ``error`` for every item at one threshold (index: item_id)."""
    codes = verdict_codes(claims, [threshold])[:, 0]
    import pandas as pd

    names = np.array(VERDICT_LABELS, dtype=object)
    return pd.Series(names[codes], index=claims["item_id"].to_numpy(), name="verdict")


def annotate(claims: pd.DataFrame, labels: Mapping[str, Ruling] | None = None) -> pd.DataFrame:
    """Add ``group``, ``metric``, ``label`` and ``counted`` (kept in adjusted rates).

    A fault counts unless a person ruled it ``not_fault`` or ``unsure``; a control counts
    unless ruled ``fault``; originals always count.
    """
    labels = labels or {}
    out = claims.copy()
    out["label"] = [labels[i].value if i in labels else None for i in out["item_id"]]
    role = out["role"]
    derived = out["derived"].astype(bool)
    group = np.where(role.eq("original") & ~derived, ORIGINALS,
                     np.where(role.eq("original"), DERIVED,
                              np.where(role.eq("control") & out["fault_type"].eq(CROSS_PASSAGE),
                                       CROSS_PASSAGE,
                                       np.where(role.eq("control"), CONTROLS,
                                                out["fault_type"]))))
    out["group"] = group
    out["metric"] = np.where(role.eq("fault"), DETECTION, FALSE_ALARM)
    label = out["label"]
    out["counted"] = np.where(
        role.eq("fault"), label.isna() | label.eq("fault"),
        np.where(role.eq("control"), label.isna() | label.eq("not_fault"), True),
    ).astype(bool)
    return out


@dataclass(frozen=True)
class Group:
    """One group of an annotated claims table: its name, metric and member rows."""

    name: str
    metric: str
    members: np.ndarray


def iter_groups(table: pd.DataFrame, *, within: np.ndarray | pd.Series | None = None,
                pooled: bool = True,
                false_alarms: Sequence[str] = DECISION_FALSE_ALARM_GROUPS) -> Iterator[Group]:
    """The groups of an annotated table: ``all`` (when ``pooled``), each fault type, sorted,
    then each false-alarm group in ``false_alarms`` that has members.

    ``within`` restricts every group to those rows (the counted ones, say); fault types are
    those of the faults within it.
    """
    keep = (np.ones(len(table), dtype=bool) if within is None
            else np.asarray(within, dtype=bool))
    faults = keep & table["role"].eq("fault").to_numpy()
    if pooled:
        yield Group(ALL, DETECTION, faults)
    fault_type = table["fault_type"]
    for name in sorted(set(fault_type[faults].dropna().astype(str))):
        yield Group(name, DETECTION, faults & fault_type.eq(name).to_numpy())
    group = table["group"]
    for name in false_alarms:
        members = keep & group.eq(name).to_numpy()
        if members.any():
            yield Group(name, FALSE_ALARM, members)
