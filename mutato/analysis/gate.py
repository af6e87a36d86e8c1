"""The regression gate: pass a run only when the interval, not the point estimate, clears the bar.

Each check names a group and a target:

- ``min_detection``: the Wilson 95% **lower** bound of the group's adjusted detection must be
  at least the target (``all`` pools every fault type);
- ``max_false_alarm``: the Wilson 95% **upper** bound of the group's false-alarm rate
  (``originals`` by default, or ``controls``, ``derived originals``) must be at most it.

A check also fails when its group has no decided items (n = 0: nothing supports a pass) or
any item in an error state (an unknown verdict could be a miss). Bounds are compared
unrounded; printed figures carry enough digits to show why a check failed.

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": [f"f{i}" for i in range(9)], "role": ["fault"] * 9,
...     "claim_id": ["c"] * 9, "fault_type": ["entity_swap"] * 9, "derived": [False] * 9,
...     "best_score": [0.1] * 9, "n_errors": [0] * 9})
>>> result = run_gate(claims, [parse_check("min_detection", "entity_swap=0.7")], threshold=0.5)
>>> result.passed, round(result.results[0].bound, 3)
(True, 0.701)
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import MutatoError, UsageError, did_you_mean
from ..manifest import Manifest
from ..schema import ALL, CONTROLS, DECISION_FALSE_ALARM_GROUPS, DERIVED, ORIGINALS
from ..validation import check_unit_interval
from .run_data import decision_rates, prepare_claims, rate_row

MIN_DETECTION, MAX_FALSE_ALARM = "min_detection", "max_false_alarm"
#: The check every gate on a run folder adds first: the run's own validity gate passed.
VALIDITY = "validity_gate"
_ALIASES = {"derived": DERIVED, "derived_originals": DERIVED, "control": CONTROLS,
            "original": ORIGINALS}
FALSE_ALARM_GROUPS = DECISION_FALSE_ALARM_GROUPS


@dataclass(frozen=True)
class Check:
    kind: str
    group: str
    target: float

    @property
    def name(self) -> str:
        if self.kind == VALIDITY:
            return "validity gate (canaries) passed"
        sign = ">=" if self.kind == MIN_DETECTION else "<="
        metric = "detection" if self.kind == MIN_DETECTION else "false alarms"
        return f"{metric} {self.group} {sign} {self.target:g}"


@dataclass(frozen=True)
class CheckResult:
    check: Check
    k: int
    n: int
    errors: int
    unlabeled: int
    rate: float
    bound: float
    passed: bool
    reason: str


@dataclass(frozen=True)
class GateResult:
    threshold: float
    threshold_note: str
    results: list[CheckResult]

    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.results)

    @property
    def failures(self) -> list[CheckResult]:
        return [r for r in self.results if not r.passed]


def parse_check(kind: str, spec: str) -> Check:
    """``'number_swap=0.9'`` → Check; a bare number gates ``all`` (detection) or ``originals``."""
    if kind not in (MIN_DETECTION, MAX_FALSE_ALARM):
        raise MutatoError(f"unknown check kind {kind!r}; expected {MIN_DETECTION!r} or "
                          f"{MAX_FALSE_ALARM!r}")
    flag = "--min-detection" if kind == MIN_DETECTION else "--max-false-alarm"
    group, sep, value = spec.rpartition("=")
    if not sep:
        group = ALL if kind == MIN_DETECTION else ORIGINALS
    group = _ALIASES.get(group.strip(), group.strip())
    try:
        target = float(value)
    except ValueError as exc:
        raise MutatoError(f"{flag} expects GROUP=RATE such as number_swap=0.9, got "
                          f"{spec!r}") from exc
    check_unit_interval(target, name=f"{flag} {spec!r}: the target", what="a rate",
                        fix="write it as a fraction, such as number_swap=0.9")
    if not group:
        raise MutatoError(f"{flag} {spec!r}: the group name is empty")
    if kind == MAX_FALSE_ALARM and group not in FALSE_ALARM_GROUPS:
        raise MutatoError(f"{flag} {spec!r}: false alarms are measured on "
                          f"{', '.join(FALSE_ALARM_GROUPS)}, not {group!r}."
                          f"{did_you_mean(group, FALSE_ALARM_GROUPS)}")
    if kind == MIN_DETECTION and group in FALSE_ALARM_GROUPS:
        raise MutatoError(f"{flag} {spec!r}: {group!r} holds faithful claims; gate it with "
                          f"--max-false-alarm {group}=RATE")
    return Check(kind=kind, group=group, target=target)


def unknown_groups(claims: pd.DataFrame, checks: Sequence[Check]) -> None:
    """Raise :class:`~mutato.errors.UsageError` when a check names a group the run lacks.

    A mistyped group is a usage error, not a failing check: CI must not read a typo as a
    regression.

    >>> from mutato.analysis.run_data import claims_frame
    >>> frame = claims_frame([{"item_id": "o", "role": "original", "best_score": 0.9}])
    >>> unknown_groups(frame, [parse_check(MIN_DETECTION, "number_swop=0.5")])
    Traceback (most recent call last):
    ...
    mutato.errors.UsageError: --min-detection names group 'number_swop', which this run does not have. Groups in this run: all, controls, derived originals, originals.
    """
    claims = prepare_claims(claims)
    known = set(claims["group"].dropna().astype(str)) | {ALL, *FALSE_ALARM_GROUPS}
    for check in checks:
        if check.group not in known:
            flag = "--" + check.kind.replace("_", "-")
            raise UsageError(f"{flag} names group {check.group!r}, which this run does not "
                             f"have.{did_you_mean(check.group, known)} Groups in this run: "
                             f"{', '.join(sorted(known))}.")


def validity_result(manifest: Manifest, *, allow_ungated: bool = False) -> CheckResult:
    """Whether the run's validity gate ran and passed; figures from a run whose canaries were
    skipped (``--no-gate``), never built or failed cannot pass a gate unless allowed.

    >>> validity_result(Manifest.from_json({"validity_gate": {"enabled": False}})).reason
    'validity gate (canaries) passed: FAIL, the run skipped it (--no-gate); re-run without --no-gate, or pass --allow-ungated'
    """
    record = manifest.validity_gate
    triples = passed = 0
    problem: str | None
    if record is None:
        problem = "the run records no validity gate"
    elif not record.enabled:
        problem = "the run skipped it (--no-gate)"
    else:
        triples, passed = _count(record.canary_triples), _count(record.passed)
        problem = ("no canary could be built, so nothing checked the wiring" if triples == 0
                   else None if passed * 2 > triples
                   else f"only {passed} of {triples} canary triples passed")
    check = Check(VALIDITY, "canaries", 0.5)
    rate = passed / triples if triples else math.nan
    if problem is None:
        return CheckResult(check, passed, triples, 0, 0, rate, rate, True,
                           f"{check.name}: PASS, {passed}/{triples} canary triples")
    ok = allow_ungated
    reason = (f"{check.name}: {'ALLOWED' if ok else 'FAIL'}, {problem}"
              + ("" if ok else "; re-run without --no-gate, or pass --allow-ungated"))
    return CheckResult(check, passed, triples, 0, 0, rate, rate, ok, reason)


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def run_gate(claims: pd.DataFrame, checks: Sequence[Check], *, threshold: float,
             threshold_note: str = "", manifest: Manifest | None = None,
             allow_ungated: bool = False) -> GateResult:
    """Evaluate every check at ``threshold`` on the adjusted basis; with the run's manifest,
    the run's own validity gate is checked too (last)."""
    if not checks:
        raise MutatoError("the gate has no checks; give --min-detection and/or "
                          "--max-false-alarm")
    check_unit_interval(threshold, name="threshold")
    claims = prepare_claims(claims)
    rates = decision_rates(claims, [threshold])
    known = sorted(set(rates["group"]))
    results = [_evaluate(check, rate_row(rates, check.group), known) for check in checks]
    if manifest is not None:
        results.append(validity_result(manifest, allow_ungated=allow_ungated))
    return GateResult(threshold=float(threshold),
                      threshold_note=threshold_note or f"threshold {threshold:g}",
                      results=results)


def _evaluate(check: Check, row: pd.Series | None, known: list[str]) -> CheckResult:
    detection = check.kind == MIN_DETECTION
    if row is None or int(row["n"]) == 0:
        errors = 0 if row is None else int(row["errors"])
        hint = "" if row is not None else did_you_mean(check.group, known)
        why = (f"{check.name}: FAIL, no decided items in group {check.group!r} (n = 0"
               + (f", {errors} errors" if errors else "") + "); nothing supports a pass."
               + hint + ("" if row is not None else
                         f" Groups in this run: {', '.join(known) or '(none)'}."))
        return CheckResult(check, 0, 0, errors, 0, math.nan, math.nan, False, why)
    k, n, errors = int(row["k"]), int(row["n"]), int(row["errors"])
    unlabeled = int(row["unlabeled"])
    rate = float(row["rate"])
    bound = float(row["low"] if detection else row["high"])
    meets = bound >= check.target if detection else bound <= check.target
    passed = meets and errors == 0
    side = "lower" if detection else "upper"
    relation = (">=" if meets else "<") if detection else ("<=" if meets else ">")
    text = (f"{check.name}: {'PASS' if passed else 'FAIL'}, {k}/{n} = {rate:.3f}, Wilson 95% "
            f"{side} bound {_digits(bound, check.target)} {relation} target {check.target:g}")
    if errors:
        text += (f"; {errors} item(s) in an error state, so the gate cannot pass on unknown "
                 "verdicts")
    if unlabeled and detection:
        text += f" ({unlabeled} unlabeled, counted as assumed faults)"
    return CheckResult(check, k, n, errors, unlabeled, rate, bound, passed, text)


def _digits(bound: float, target: float) -> str:
    """The bound with 3 decimals, or as many as it takes not to print it equal to the target."""
    for decimals in range(3, 13):
        text = f"{bound:.{decimals}f}"
        if bound == target or float(text) != target:
            return text
    return repr(bound)


def junit_xml(result: GateResult, *, suite: str = "suite", run: str = "run") -> str:
    """JUnit XML: one testcase per check, a ``<failure>`` with the reason for each failed one."""
    failures = len(result.failures)
    root = ET.Element("testsuites", name="mutato gate", tests=str(len(result.results)),
                      failures=str(failures), errors="0")
    suite_el = ET.SubElement(root, "testsuite", name=f"mutato gate {suite}/{run}",
                             tests=str(len(result.results)), failures=str(failures),
                             errors="0", skipped="0")
    props = ET.SubElement(suite_el, "properties")
    ET.SubElement(props, "property", name="threshold", value=f"{result.threshold:g}")
    ET.SubElement(props, "property", name="threshold_source", value=result.threshold_note)
    for item in result.results:
        case = ET.SubElement(suite_el, "testcase", name=item.check.name,
                             classname=f"mutato.gate.{suite}.{run}")
        if item.passed:
            ET.SubElement(case, "system-out").text = item.reason
        else:
            failure = ET.SubElement(case, "failure", message=item.reason, type="GateFailure")
            failure.text = item.reason
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
