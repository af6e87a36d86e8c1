"""The validity gate: canaries before scoring, and a sanity check on the originals after.

Before a suite is scored, up to twelve canaries go through the checker, taken from each
context set in turn. A canary is a sentence copied word for word from a passage (or, when
the passages hold too few, a confirmed faithful claim), the same sentence with a negation
added when it has a verb that takes one, and an unrelated claim. A checker that is wired
right scores the copy above the unrelated claim, never below its negation, and finds its
best support in the premise that holds the copied sentence. Unless it passes three canaries
in four, mutato stops before printing any number: a swapped label map, logits read as
probabilities, the wrong model or scores returned out of order produce plausible-looking
tables that are all wrong. With fewer than four canaries the gate cannot catch scores
returned out of order, and the run warns.

A tie between the copy and its negation is a blind spot, not miswiring: a word-overlap
checker cannot see "not", and measuring that is what the run is for. Such ties are recorded
(``negation_ties``) and shown in the report; a negation scored *above* the copy fails it.

After scoring, the run also stops when the checker rejects most of the confirmed faithful
claims at the lowest chosen threshold.

>>> from mutato.suite.loading import load_suite
>>> canaries = build_canaries(load_suite("larkspur"))
>>> [c.role for c in canaries[:3]], canaries[1].text
(['canary_copy', 'canary_flipped', 'canary_unrelated'], 'Workspace owners cannot export all data as a ZIP file from Settings.')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..checkers.base import Checker
from ..errors import ValidityGateError, warn
from ..mutation.text import split_sentences
from ..suite.model import Claim, Suite
from .items import Item, Role
from .store import ScoreStore

#: Claims no help-center or policy passage supports; one is paired with each copy.
UNRELATED_CLAIMS = (
    "The violin has four strings tuned in perfect fifths.",
    "Penguins are flightless birds that live mostly in the Southern Hemisphere.",
    "The Danube flows through ten countries before reaching the Black Sea.",
    "Honey stored in a sealed jar can stay edible for centuries.",
    "Saturn's rings are made mostly of ice particles and rock.",
    "A marathon is a little over forty-two kilometres long.",
    "Octopuses have three hearts and blue blood.",
    "The Great Wall of China was built over many centuries.",
)
_NEGATABLE = re.compile(
    r"\b(is|are|was|were|can|will|should|must|may|could|would|has been|have been)\b"
)
# Sentences with a negation or "only" are skipped: adding "not" there is not a clean flip.
_AMBIGUOUS = re.compile(r"\b(not|no|never|cannot|can't|none|nothing|only|unless)\b|n't\b",
                        re.I)

LIKELY_CAUSES = (
    "the label order is read wrong (an index assumed instead of config.id2label, or a "
    "swapped label map), so P(contradiction) is read as support",
    "logits are read as probabilities (no softmax), so scores are not comparable",
    "the model is not an NLI / support model (a wrong model id or a similarity model "
    "scored as entailment)",
    "for command or callable checkers: scores returned in a different order than the pairs",
)


#: Fewer canaries than this cannot tell a checker that returns its scores out of order
#: from a working one with any confidence; the run warns loudly.
MIN_CANARIES = 4
#: Where a canary's text comes from (kept in the ``mutator`` column of the canary table).
SENTENCE, CLAIM = "passage_sentence", "faithful_claim"
#: Share of canaries a checker must pass. A checker wired right passes all of them (a copy of
#: a premise sentence is supported); one reading its scores out of order passes about a third.
PASS_SHARE = 0.75


@dataclass(frozen=True)
class GateReport:
    """What the canaries showed: canaries checked, canaries passed, and the failures."""

    triples: int
    passed: int
    errors: int
    failures: tuple[str, ...]
    negation_ties: int = 0
    stages: int = 1  #: checkers gated on the same canaries (a cascade gates each stage)

    @property
    def ok(self) -> bool:
        return self.triples > 0 and self.passed >= PASS_SHARE * self.triples

    @property
    def weak(self) -> bool:
        """Too few canaries to catch a checker that returns scores out of order."""
        return self.triples < MIN_CANARIES * self.stages

    @classmethod
    def none(cls) -> GateReport:
        """No checker gated: the report to add stages' reports to."""
        return cls(triples=0, passed=0, errors=0, failures=(), negation_ties=0, stages=0)

    def __add__(self, other: GateReport) -> GateReport:
        """Two stages' reports as one (a cascade gates each stage on the same canaries).

        >>> one = GateReport(triples=12, passed=11, errors=0, failures=("x",))
        >>> both = GateReport.none() + one + one
        >>> both.triples, both.passed, both.failures, both.stages
        (24, 22, ('x', 'x'), 2)
        """
        return GateReport(triples=self.triples + other.triples,
                          passed=self.passed + other.passed,
                          errors=self.errors + other.errors,
                          failures=self.failures + other.failures,
                          negation_ties=self.negation_ties + other.negation_ties,
                          stages=self.stages + other.stages)


def build_canaries(suite: Suite, *, triples: int = 12) -> list[Item]:
    """Up to ``triples`` canaries, taken from each context set in turn until enough.

    A canary is a sentence of the context copied word for word (or, when the passages hold
    too few sentences, a confirmed faithful claim of it), the same text with a "not" added
    when it has a verb that takes one, and an unrelated claim. Context sets are visited in
    turn so the canaries cover as many as possible.
    """
    pools = [iter(_candidates(group)) for group in _by_context(suite.claims)]
    items: list[Item] = []
    used: set[str] = set()
    n = 0
    while pools and n < triples:
        for pool in list(pools):
            picked = next((entry for entry in pool if entry[1] not in used), None)
            if picked is None:
                pools.remove(pool)
                continue
            if n >= triples:
                break
            claim, text, source = picked
            used.add(text)
            flipped = _add_negation(text) if source == SENTENCE and _negatable(text) else None
            unrelated = UNRELATED_CLAIMS[n % len(UNRELATED_CLAIMS)]
            members: tuple[tuple[Role, str | None], ...] = (
                ("canary_copy", text), ("canary_flipped", flipped),
                ("canary_unrelated", unrelated))
            for role, member in members:
                if member is not None:
                    items.append(Item(f"canary:{n}:{role.removeprefix('canary_')}",
                                      role, member, claim.id, None,
                                      source, False, claim.passages))
            n += 1
    return items


def copy_support(canaries: Sequence[Item], pairs: pd.DataFrame, policy: str) -> dict[str, float]:
    """For each sentence copied from a passage: its best score over the premises holding it.

    ``pairs`` is the per-pair table of scoring the canaries (item id, window id, score).
    """
    from .scorer import premises_for

    holders = {item.id: {w.id for w in premises_for(item.passages, policy) if item.text in w.text}
               for item in canaries if item.role == "canary_copy" and item.mutator == SENTENCE}
    own: dict[str, float] = {}
    for item_id, window, score in zip(pairs["item_id"], pairs["window"], pairs["score"],
                                      strict=True):
        if window in holders.get(item_id, ()) and score == score:  # NaN is no support
            own[item_id] = max(own.get(item_id, 0.0), float(score))
    return own


def check_canaries(claims: pd.DataFrame, own: dict[str, float] | None = None) -> GateReport:
    """Judge scored canaries: one passes when the copy outscores the unrelated claim and is
    not outscored by its negation (a tie is a blind spot, counted apart), and, given ``own``
    (see :func:`copy_support`), when no premise supports a copied sentence more than the
    premises it was copied from."""
    failures: list[str] = []
    passed = errors = ties = 0
    by_id = claims.set_index("item_id")
    triples = sorted({i.split(":")[1] for i in claims["item_id"] if i.startswith("canary:")},
                     key=int)
    for n in triples:
        copy, unrelated = (by_id.loc[f"canary:{n}:{k}"] for k in ("copy", "unrelated"))
        flipped = by_id.loc[f"canary:{n}:flipped"] if f"canary:{n}:flipped" in by_id.index \
            else None
        members = [copy, unrelated] + ([flipped] if flipped is not None else [])
        if any(pd.isna(m["best_score"]) for m in members):
            errors += 1
            reason = next((m["error"] for m in members if m["error"]), None)
            failures.append(f"canary {n}: error state ({reason})")
            continue
        top, low = copy["best_score"], unrelated["best_score"]
        negated = flipped["best_score"] if flipped is not None else None
        key = f"canary:{n}:copy"
        misplaced = own is not None and key in own and own[key] < top
        if top > low and (negated is None or top >= negated) and not misplaced:
            passed += 1
            ties += int(negated is not None and top == negated)
        else:
            versus = f" vs negated {negated:.3f}" if negated is not None else ""
            where = (f"; it scored {own[key]:.3f} against the premise it "
                     f"was copied from, less than {top:.3f} against {copy['best_premise']!r}"
                     if misplaced and own is not None else "")
            failures.append(f"canary {n}: copy {top:.3f}{versus} vs unrelated {low:.3f} for "
                            f"{copy['text']!r}{where}")
    return GateReport(len(triples), passed, errors, tuple(failures), int(ties))


def gate_stage(canaries: Sequence[Item], checker: Checker, store: ScoreStore, *,
               engine: Any = None,
               scored_this_run: set[tuple[str, str, str]] | None = None) -> GateReport:
    """Score the canaries with one checker (stored like any pair) and judge them."""
    from .scorer import score_items

    result = score_items(canaries, checker, store, progress=False, engine=engine,
                         scored_this_run=scored_this_run)
    return check_canaries(result.claims,
                          copy_support(canaries, result.pairs, checker.premise_policy))


def warn_if_weak(report: GateReport, checker_name: str) -> None:
    """Warn loudly when the suite gave too few canaries to trust the gate."""
    if report.weak:
        warn(f"only {report.triples} canaries could be built from this suite for checker "
             f"{checker_name!r} (at least {MIN_CANARIES} are needed to catch a checker that "
             "returns its scores out of order): the validity gate is weak. Add passages with "
             "sentences of four words or more, or more confirmed faithful claims.")


def raise_if_miswired(report: GateReport, checker_name: str) -> None:
    """Stop the run, naming the likely causes, when the canaries fail."""
    if report.ok:
        return
    if report.triples == 0:
        return  # no sentence to copy in the suite: nothing to check; the run warned
    if report.errors * 2 > report.triples:
        raise_infrastructure_failure(report, checker_name)
    causes = "\n".join(f"  - {cause}" for cause in LIKELY_CAUSES)
    raise ValidityGateError(
        f"checker {checker_name!r} failed the validity gate: the text copied from its premise "
        f"outscored the unrelated claim, scored at least as high as its negation and found its "
        f"best support where it was copied from in only {report.passed} of {report.triples} "
        f"canaries (at least {PASS_SHARE:.0%} must), so no report was written.\n"
        + "\n".join(f"  {f}" for f in report.failures)
        + f"\nLikely causes:\n{causes}\nFix the wiring, or pass --no-gate to report anyway "
        "(the report will carry a warning).")


def raise_infrastructure_failure(report: GateReport, checker_name: str) -> None:
    """Stop with the first underlying error when most canaries could not be scored at all.

    A server that is down, a scorer that crashes or a model that cannot load leaves every
    pair in an error state; blaming the label order then sends the user the wrong way.

    >>> raise_infrastructure_failure(GateReport(3, 0, 3, ("triple 0: error state "
    ...     "(ConnectionRefusedError: [Errno 111] Connection refused)",)), "judge")
    Traceback (most recent call last):
    ...
    mutato.errors.ValidityGateError: checker 'judge' could not score the canaries: 3 of 3 canary triples ended in an error state, so the checker itself failed (a server down, a crashing scorer, a model that cannot load), not its wiring. First error: ConnectionRefusedError: [Errno 111] Connection refused. Fix that and re-run; every score already stored is kept.
    """
    first = next((f for f in report.failures if "error state (" in f), "")
    cause = first.split("error state (", 1)[1].rsplit(")", 1)[0] if first else "not recorded"
    raise ValidityGateError(
        f"checker {checker_name!r} could not score the canaries: {report.errors} of "
        f"{report.triples} canary triples ended in an error state, so the checker itself "
        "failed (a server down, a crashing scorer, a model that cannot load), not its "
        f"wiring. First error: {cause}. Fix that and re-run; every score already stored is "
        "kept.")


def raise_if_originals_rejected(claims: pd.DataFrame, threshold: float,
                                checker_name: str) -> None:
    """Stop when the checker rejects most confirmed faithful claims at ``threshold``."""
    originals = claims[(claims["role"] == "original") & ~claims["derived"].astype(bool)]
    if originals.empty:
        return  # a suite of human-labeled faults only: no faithful claim to reject
    scored = originals.dropna(subset=["best_score"])
    if scored.empty:
        raise ValidityGateError(f"checker {checker_name!r} could not score any of the "
                                f"{len(originals)} original claims; first error: "
                                f"{originals['error'].dropna().head(1).tolist()}")
    rejected = int((scored["best_score"] < threshold).sum())
    if rejected * 2 > len(scored):
        raise ValidityGateError(
            f"checker {checker_name!r} rejects {rejected} of {len(scored)} confirmed faithful "
            f"claims at threshold {threshold:g}; detection figures from it would mean nothing. "
            "Check the threshold scale (similarity scores are not probabilities), the label "
            "map, and the model; or pass --no-gate to report anyway.")


def _by_context(claims: Sequence[Claim]) -> list[list[Claim]]:
    """Claims grouped by context set, in the order the sets first appear."""
    groups: dict[tuple[tuple[str, str], ...], list[Claim]] = {}
    for claim in claims:
        groups.setdefault(tuple(claim.passages.items()), []).append(claim)
    return list(groups.values())


def _candidates(claims: list[Claim]) -> list[tuple[Claim, str, str]]:
    """Canary texts of one context set, best first: negatable sentences, other sentences,
    then confirmed faithful claims (not derived ones: a checker may rightly doubt those)."""
    owner = claims[0]
    sentences = list(dict.fromkeys(
        sentence for passage in owner.passages.values() for sentence in split_sentences(passage)
        if len(sentence.split()) >= 4 and not _AMBIGUOUS.search(sentence)))
    faithful = [c.text for c in claims if c.is_original and not c.derived
                and not _AMBIGUOUS.search(c.text) and c.text not in sentences]
    ordered = ([s for s in sentences if _negatable(s)] + [s for s in sentences
                                                         if not _negatable(s)] + faithful)
    return [(owner, text, SENTENCE if text in sentences else CLAIM) for text in ordered]


def _negatable(text: str) -> bool:
    return _NEGATABLE.search(text) is not None and not _AMBIGUOUS.search(text)


def _add_negation(sentence: str) -> str:
    """Insert 'not' after the first auxiliary: 'Links are kept' -> 'Links are not kept'."""
    match = _NEGATABLE.search(sentence)
    assert match is not None
    verb = match.group(0)
    negated = "cannot" if verb == "can" else f"{verb} not"
    return sentence[:match.start()] + negated + sentence[match.end():]
