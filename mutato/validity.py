"""The validity gate: canaries before scoring, and a sanity check on the originals after.

Before a suite is scored, each of a few canary triples goes through the checker: a claim
copied word for word from a premise sentence, the same sentence with a negation added, and
an unrelated claim. A checker that is wired right scores the copy above the unrelated claim
and never below its negation. When most triples fail, mutato stops before printing any
number: a swapped label map, logits read as probabilities or the wrong model produce
plausible-looking tables that are all wrong.

A tie between the copy and its negation is a blind spot, not miswiring: a word-overlap
checker cannot see "not", and measuring that is what the run is for. Such ties are recorded
(``negation_ties``) and shown in the report; a negation scored *above* the copy stops the run.

After scoring, the run also stops when the checker rejects most of the confirmed faithful
claims at the lowest chosen threshold.

>>> from mutato.suite_loading import load_suite
>>> canaries = build_canaries(load_suite("larkspur"))
>>> [c.role for c in canaries[:3]], canaries[1].text
(['canary_copy', 'canary_flipped', 'canary_unrelated'], 'Workspace owners cannot export all data as a ZIP file from Settings.')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import pandas as pd

from .errors import ValidityGateError
from .items import Item
from .suite import Claim, Suite
from .text import split_sentences

#: Claims no help-center or policy passage supports; one is paired with each copy.
UNRELATED_CLAIMS = (
    "The violin has four strings tuned in perfect fifths.",
    "Penguins are flightless birds that live mostly in the Southern Hemisphere.",
    "The Danube flows through ten countries before reaching the Black Sea.",
    "Honey stored in a sealed jar can stay edible for centuries.",
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


@dataclass(frozen=True)
class GateReport:
    """What the canaries showed: triples checked, triples passed, and the failures."""

    triples: int
    passed: int
    errors: int
    failures: tuple[str, ...]
    negation_ties: int = 0

    @property
    def ok(self) -> bool:
        return self.triples > 0 and self.passed * 2 > self.triples


def build_canaries(suite: Suite, *, triples: int = 3) -> list[Item]:
    """Up to ``triples`` (copy, flipped, unrelated) canaries from distinct passages."""
    items: list[Item] = []
    used_sentences: set[str] = set()
    for claim in _spread(suite.claims):  # canaries use passage sentences, not claim texts
        sentence = _negatable_sentence(claim, used_sentences)
        if sentence is None:
            continue
        used_sentences.add(sentence)
        n = len(items) // 3
        flipped = _add_negation(sentence)
        unrelated = UNRELATED_CLAIMS[n % len(UNRELATED_CLAIMS)]
        for role, text in (("canary_copy", sentence), ("canary_flipped", flipped),
                           ("canary_unrelated", unrelated)):
            items.append(Item(f"canary:{n}:{role.removeprefix('canary_')}", role, text,  # type: ignore[arg-type]
                              claim.id, None, None, False, claim.passages))
        if len(items) >= 3 * triples:
            break
    return items


def check_canaries(claims: pd.DataFrame) -> GateReport:
    """Judge scored canaries: a triple passes when the copy outscores both others."""
    failures: list[str] = []
    passed = errors = ties = 0
    by_id = claims.set_index("item_id")
    triples = sorted({i.split(":")[1] for i in claims["item_id"] if i.startswith("canary:")},
                     key=int)
    for n in triples:
        copy, flipped, unrelated = (by_id.loc[f"canary:{n}:{k}"]
                                    for k in ("copy", "flipped", "unrelated"))
        scores = [copy["best_score"], flipped["best_score"], unrelated["best_score"]]
        if any(pd.isna(s) for s in scores):
            errors += 1
            reason = copy["error"] or flipped["error"] or unrelated["error"]
            failures.append(f"triple {n}: error state ({reason})")
            continue
        if scores[0] >= scores[1] and scores[0] > scores[2]:
            passed += 1
            ties += int(scores[0] == scores[1])
        else:
            failures.append(
                f"triple {n}: copy {scores[0]:.3f} vs negated {scores[1]:.3f} vs unrelated "
                f"{scores[2]:.3f} for {copy['text']!r}")
    return GateReport(len(triples), passed, errors, tuple(failures), int(ties))


def raise_if_miswired(report: GateReport, checker_name: str) -> None:
    """Stop the run, naming the likely causes, when the canaries fail."""
    if report.ok:
        return
    if report.triples == 0:
        return  # no negatable sentence in the suite: nothing to check, recorded in manifest
    if report.errors * 2 > report.triples:
        raise_infrastructure_failure(report, checker_name)
    causes = "\n".join(f"  - {cause}" for cause in LIKELY_CAUSES)
    raise ValidityGateError(
        f"checker {checker_name!r} failed the validity gate: the claim copied from its premise "
        f"outscored the unrelated claim and scored at least as high as its negation in only "
        f"{report.passed} of {report.triples} canary triples, so no report was written.\n"
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


def _spread(claims: Sequence[Claim]) -> list[Claim]:
    """Claims ordered so consecutive picks come from different context sets when possible."""
    seen: set[tuple[str, ...]] = set()
    first, rest = [], []
    for claim in claims:
        key = tuple(claim.passages)
        (rest if key in seen else first).append(claim)
        seen.add(key)
    return first + rest


def _negatable_sentence(claim: Claim, used: set[str]) -> str | None:
    """A positive sentence of the claim's context with a verb a 'not' can follow."""
    for passage in claim.passages.values():
        for sentence in split_sentences(passage):
            if (sentence not in used and not _AMBIGUOUS.search(sentence)
                    and _NEGATABLE.search(sentence) and len(sentence.split()) >= 4):
                return sentence
    return None


def _add_negation(sentence: str) -> str:
    """Insert 'not' after the first auxiliary: 'Links are kept' -> 'Links are not kept'."""
    match = _NEGATABLE.search(sentence)
    assert match is not None
    verb = match.group(0)
    negated = "cannot" if verb == "can" else f"{verb} not"
    return sentence[:match.start()] + negated + sentence[match.end():]
