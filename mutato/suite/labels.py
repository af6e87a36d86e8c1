"""Human rulings on mutants, kept apart from the mutants and keyed by mutant id.

A label is ``fault`` (the edit really broke the claim), ``not_fault`` (an equivalent
mutant: the truth did not change) or ``unsure``, with an optional reason. Labels live in a
JSONL file beside the suite, one line per (mutant, reviewer) (see :mod:`mutato.suite.reviews`);
review sheets are :mod:`mutato.review.label_sheets`.
Because mutant ids hash the texts, a label stays attached across re-generation; a label
whose mutant is no longer generated is kept and reported as orphaned, never dropped.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "labels.jsonl"
>>> save_labels(path, {"c1:number_swap:1a2b3c4d": Label("fault", "12 is not 10")})
>>> load_labels(path)["c1:number_swap:1a2b3c4d"].value
'fault'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import LabelError
from .model import Suite

LABEL_VALUES = ("fault", "not_fault", "unsure")
#: The ``review`` a suite claim carries when no person ruled on it (see ``suite_rulings``).
UNREVIEWED = "unlabeled"


@dataclass(frozen=True)
class Label:
    """A mutant's label as reports count it; ``basis`` says how the reviewers' rulings
    reached it (see :mod:`mutato.suite.reviews`) and does not take part in equality."""

    value: str
    reason: str = ""
    basis: str = field(default="", compare=False)


def suite_rulings(suite: Suite) -> dict[str, Label]:
    """The rulings a suite file states itself: a claim labeled unsupported is a person's
    confirmed fault, unless ``mutato hardcases`` marked it ``review: unlabeled`` (a mutant
    nobody reviewed, counted as an assumed fault). The labels file overrides these.

    >>> from mutato.suite.model import Claim, Suite
    >>> claim = Claim("c1", "SSO is free.", {"p": "SSO costs extra."}, label="unsupported")
    >>> suite_rulings(Suite("s", (claim,)))["c1"].value
    'fault'
    """
    return {claim.id: Label("fault", "labeled unsupported in the suite")
            for claim in suite.labeled_unsupported
            if claim.extra.get("review") != UNREVIEWED}


def default_labels_path(suite_path: str | Path | None) -> Path:
    """``labels.jsonl`` beside ``suite.yaml``; ``faq.labels.jsonl`` beside ``faq.jsonl``.

    A suite built in memory (``suite_path`` None) has no file to keep labels beside.
    """
    if suite_path is None:
        raise LabelError("this suite was not read from a file, so it has no labels file "
                         "beside it; pass a labels path (--labels labels.jsonl)")
    suite_path = Path(suite_path)
    if suite_path.stem == "suite":
        return suite_path.parent / "labels.jsonl"
    return suite_path.with_name(f"{suite_path.stem}.labels.jsonl")


def load_labels(path: str | Path) -> dict[str, Label]:
    """Labels by mutant id, resolved over reviewers: adjudicated, else unanimous, else
    ``disputed``; a missing file means no labels yet."""
    from .reviews import load_reviews, resolve

    return {mid: Label(r.value, r.reason, r.basis)
            for mid, r in resolve(load_reviews(path)).items()}


def save_labels(path: str | Path, labels: Mapping[str, Label]) -> None:
    """Write labels as rulings of the unnamed reviewer, atomically, keeping every named
    reviewer's rulings already in the file."""
    from .reviews import UNNAMED, Ruling, load_reviews, save_reviews

    kept = {key: r for key, r in load_reviews(path).items() if key[1] != UNNAMED}
    kept.update({(mid, UNNAMED): Ruling(lab.value, lab.reason) for mid, lab in labels.items()})
    save_reviews(path, kept)
