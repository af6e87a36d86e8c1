"""The facts at the top of a report, read from a run folder's claims table and manifest.

Both report formats state the same facts; they come from here so ``report.md`` and
``report.html`` never disagree, and a report re-rendered from the folder says what the run
said.

>>> import pandas as pd
>>> claims = pd.DataFrame({"item_id": ["c1", "c1:number_swap:1"], "role": ["original", "fault"],
...     "fault_type": [None, "number_swap"], "derived": [False, False], "label": [None, None],
...     "counted": [True, True]})
>>> facts = summarize(claims, Manifest.from_json({"suite": {"name": "demo"},
...     "checker": {"name": "lexical"}, "seed": 0, "scoring": {"pairs": 4, "distinct_pairs": 4,
...     "reused": 0, "scored": 4, "errors": 0}, "window_policy": {"premise_policy": "windows"}}))
>>> facts.faults_by_type, facts.fault_labels["unlabeled"]
({'number_swap': 1}, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from ..analysis.untested import untested_fault_types
from ..io_safety.md_escape import md_code, md_text
from ..manifest import CheckerRecord, GateRecord, Manifest, ScoringRecord

#: Label columns of the summary, in the order reports print them.
LABEL_STATES = ("fault", "not_fault", "unsure", "disputed", "unlabeled")


@dataclass(frozen=True)
class RunFacts:
    """What a reader needs before the numbers: who was tested on what, and how."""

    suite: str
    checker: str
    model_id: str | None
    revision: str | None
    originals: int
    derived_originals: int
    faults: int
    faults_by_type: dict[str, int]
    controls: int
    fault_labels: dict[str, int]
    control_labels: dict[str, int]
    scoring: ScoringRecord
    seed: Any
    premise_policy: str
    truncated: int | None
    truncated_what: str
    max_length: int | None
    gate: GateRecord | None
    created: str | None
    mutato_version: str | None
    checker_identity: str = ""
    command: str | None = None
    untested: dict[str, str] = field(default_factory=dict)

    @property
    def gate_skipped(self) -> bool:
        """True when the run was made with ``--no-gate`` (older runs record no gate)."""
        return self.gate is not None and self.gate.enabled is False


def summarize(claims: pd.DataFrame, manifest: Manifest) -> RunFacts:
    """The run's facts from its claims table (one row per item) and its manifest."""
    originals = claims[claims["role"] == "original"]
    faults = claims[claims["role"] == "fault"]
    controls = claims[claims["role"] == "control"]
    checker = manifest.checker or CheckerRecord()
    limit = checker.input_limit
    policy = manifest.window_policy
    return RunFacts(
        suite=str((manifest.suite.name if manifest.suite else None) or "?"),
        checker=str(checker.name or "?"),
        model_id=checker.model_id,
        revision=checker.revision,
        originals=len(originals),
        derived_originals=int(originals["derived"].astype(bool).sum()),
        faults=len(faults),
        faults_by_type={str(t): int(n) for t, n in
                        faults.groupby("fault_type").size().sort_index().items()},
        controls=len(controls),
        fault_labels=_label_counts(faults),
        control_labels=_label_counts(controls),
        scoring=manifest.scoring or ScoringRecord(),
        seed=manifest.seed,
        premise_policy=str((policy.premise_policy if policy else None) or "windows"),
        truncated=None if limit is None else limit[0],
        truncated_what="texts" if limit is None else limit[1],
        max_length=checker.max_length,
        gate=manifest.validity_gate,
        created=manifest.created,
        mutato_version=manifest.mutato_version,
        checker_identity=checker_identity(checker.to_json()),
        command=manifest.command,
        untested=untested_fault_types(manifest, claims),
    )


def checker_identity(checker: dict[str, Any]) -> str:
    """The checker as a reader needs to tell runs apart (inline code in backticks).

    >>> checker_identity({"name": "command", "cmd": "python score.py", "version": "2"})
    '`command` running `python score.py` (version 2)'
    >>> checker_identity({"name": "cascade", "route_below": 0.6,
    ...     "first": {"name": "lexical"}, "second": {"name": "nli", "model_id": "m"}})
    '`cascade`: first `lexical`; claims it supports below 0.6 go to second `nli` (model `m`)'
    """
    name = str(checker.get("name", "?"))
    if "first" in checker and "second" in checker:
        first, second = checker["first"] or {}, checker["second"] or {}
        return (f"`{name}`: first {checker_identity(first)}; claims it supports below "
                f"{checker.get('route_below', '?')} go to second {checker_identity(second)}")
    text = f"`{name}`"
    if checker.get("cmd"):
        text += f" running `{checker['cmd']}`"
        if checker.get("version"):
            text += f" (version {checker['version']})"
    elif checker.get("model_id"):
        text += f" (model `{checker['model_id']}`)"
    return text


def summary_markdown(facts: RunFacts) -> list[str]:
    """The summary as Markdown list items (the top of ``report.md``)."""
    model = (f", model {md_code(facts.model_id)} (revision {md_code(facts.revision)})"
             if facts.model_id else "")
    identity = facts.checker_identity or md_code(facts.checker)
    if facts.model_id and identity.endswith(f"(model `{facts.model_id}`)"):
        identity = md_code(facts.checker)
    by_type = ", ".join(f"{md_text(t)} {n}" for t, n in facts.faults_by_type.items())
    labels = facts.fault_labels
    scoring = facts.scoring
    counts = {name: getattr(scoring, name) or 0
              for name in ("pairs", "distinct_pairs", "reused", "scored", "errors")}
    lines = [
        f"- **Checker**: {identity}{model}",
        (f"- **Suite**: {md_code(facts.suite)}: {facts.originals} confirmed faithful claims "
         f"({facts.derived_originals} derived), {facts.faults} faults"
         + (f" ({by_type})" if by_type else "") + f", {facts.controls} controls."),
        (f"- **Labels**: {labels['fault']} confirmed fault, {labels['not_fault']} not_fault, "
         f"{labels['unsure']} unsure and {labels['disputed']} disputed (left out of adjusted "
         "detection), "
         f"**{labels['unlabeled']} unlabeled, counted as assumed faults**."),
        (f"- **Scoring**: {counts['pairs']} premise–claim pairs, "
         f"{counts['distinct_pairs']} distinct; {counts['reused']} reused from "
         f"the store, {counts['scored']} scored, {counts['errors']} errors."),
    ]
    for fault_type, reason in facts.untested.items():
        lines.append(f"- **Not tested: {fault_type}**: 0 mutants; {reason}.")
    lines.append(f"- **Seed** {facts.seed}; " + premise_sentence(facts.premise_policy))
    if facts.truncated is not None:
        lines.append(f"- **Input limit**: {truncation_sentence(facts)}")
    if facts.command:
        lines.append(f"- **Command**: `{facts.command}`")
    if facts.gate_skipped:
        lines.insert(0, f"> **Warning: {GATE_SKIPPED[0]}** {GATE_SKIPPED[1]}\n")
    return lines


#: The warning (headline, body) every report of a run made with ``--no-gate`` opens with.
GATE_SKIPPED = ("the validity gate was skipped (--no-gate).",
                ("Nothing checked that this checker scores a copied claim above a negated one; "
                 "read every figure below with that in mind."))


def truncation_sentence(facts: RunFacts) -> str:
    """How many inputs exceeded the model's limit and what happened to them."""
    tail = ("; premises were cut from the end, claims never." if facts.truncated_what == "pairs"
            else "; the model read only their beginning.")
    return (f"{facts.truncated} {facts.truncated_what} exceeded the model's "
            f"{facts.max_length}-token limit{tail}")


def gate_sentence(gate: GateRecord | None) -> str | None:
    """What the validity gate checked, or None when the run recorded no gate."""
    if gate is None:
        return None
    if gate.enabled is False:
        return "skipped (--no-gate)"
    at = gate.originals_rejected_check_at
    originals = (f"originals checked at threshold {at}" if at is not None else
                 "originals not checked: a hard-case suite's faithful claims are there because "
                 "a checker rejected them")
    sentence = (f"{gate.passed or 0}/{gate.canary_triples or 0} canaries passed "
                f"({gate.errors or 0} errors); {originals}")
    if gate.weak:
        sentence += (f"; WEAK: fewer than {gate.min_canaries or 4} canaries per checker "
                     "could be built, too few to catch scores returned out of order")
    ties = gate.negation_ties or 0
    if ties:
        sentence += (f"; in {ties} triple(s) the checker scored a negated copy exactly as high "
                     "as the copy: it cannot see that negation")
    return sentence


def premise_sentence(policy: str) -> str:
    """One sentence saying what a premise is under this policy."""
    if policy == "windows":
        return "premises are sentence windows of 1 and 2 sentences inside one passage."
    return "the checker reads the whole context set."


def _label_counts(rows: pd.DataFrame) -> dict[str, int]:
    counts = rows["label"].value_counts(dropna=True) if len(rows) else pd.Series(dtype=int)
    out = {state: int(counts.get(state, 0)) for state in LABEL_STATES[:-1]}
    out["unlabeled"] = int(rows["label"].isna().sum())
    return out
