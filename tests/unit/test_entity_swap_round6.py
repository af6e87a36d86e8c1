"""entity_swap on the sixth held-out round's notes (development text now): the reviewed
mutants that were no faults are no longer made, and reviewed faults of the same classes stay.

Each row is read from ``tests/heldout/heldout6_review.csv`` and run on its own claim and
passages from the sixth part's corpus, with the real spaCy model.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from mutators._example import mutate
from mutators.entity_swap import entity_swap

HELDOUT = Path(__file__).resolve().parents[1] / "heldout"
ROWS = [r for r in csv.DictReader((HELDOUT / "heldout6_review.csv").open(encoding="utf-8"))
        if r["mutator"] == "entity_swap"]

#: Reviewed no-faults by class: the passages state the new term in the slot elsewhere (a second
#: film's cast list, a hospital the claim itself describes, a nationality, a champion pair),
#: synonyms in a transcript, a name the passages never write, a role noun in a disambiguator,
#: a role noun "of" a work, half of a hyphenated word.
NOT_FAULTS = [r["edit"] for r in ROWS if r["ruling"] != "fault"]
#: Faults near those classes that must stay: a nationality of another person's sentence, a
#: negated slot ("are not both playwrights"), speakers of a transcript.
KEPT = ["'Soviet' → 'Russian'", "'David Foster Wallace' → 'Albert Horton Foote Jr.'",
        "'User Interface' → 'Project Manager'", "'Grad B' → 'Grad C'"]


def _row(edit: str) -> dict[str, str]:
    return next(r for r in ROWS if r["edit"] == edit)


def _mutants(row: dict[str, str]) -> list[str]:
    with (HELDOUT / "corpus" / "heldout6" / f"{row['genre']}.jsonl").open(encoding="utf-8") as fh:
        claim = next(c for c in map(json.loads, fh) if c["id"] == row["claim_id"])
    return mutate(entity_swap, claim["claim"], passages=claim["passages"])


def test_classes_are_covered() -> None:
    assert len(NOT_FAULTS) == 13


@pytest.mark.parametrize("edit", NOT_FAULTS)
def test_reviewed_no_fault_not_made(edit: str) -> None:
    row = _row(edit)
    assert row["mutant"] not in _mutants(row)


@pytest.mark.parametrize("edit", KEPT)
def test_reviewed_fault_kept(edit: str) -> None:
    rows = [r for r in ROWS if r["edit"] == edit]
    assert any(r["mutant"] in _mutants(r) for r in rows)


@pytest.mark.parametrize(("claim", "passages"), [
    # a role noun in brackets names which work is meant, not what it is
    ("He did the screenplay for Hurry Sundown (film).",
     {"p": "Hurry Sundown is a 1967 film. It is based on the 1965 novel by K.B. Gilden. "
           "Horton Foote wrote the screenplay of the film."}),
    # half of a hyphenated word: "an engineer-songwriter"
    ("The song is performed by a singer-songwriter that died in 2006.",
     {"p": "Gene Pitney was an American singer-songwriter, musician, and sound engineer. "
           "The engineer who recorded it was Phil Ramone."}),
])
def test_no_swap_inside_a_word_or_a_disambiguator(claim: str, passages: dict[str, str]) -> None:
    assert not any(("(novel)" in m or "engineer-" in m) for m in
                   mutate(entity_swap, claim, passages=passages))


def test_no_same_head_swap_in_a_transcript() -> None:
    passages = {"p": "Marketing: We could add speech recognition .\n"
                     "Industrial Designer: Voice recognition is cheap .\n"
                     "Project Manager: OK , voice recognition then .\n"
                     "User Interface: And speech recognition for the remote ."}
    claim = "Marketing suggested speech recognition for the remote."
    assert not any("voice recognition" in m for m in
                   mutate(entity_swap, claim, passages=passages))


def test_no_class_noun_the_claim_already_lists() -> None:
    passages = {"p": "Meghna serves wine, beers and liquors. Guests can also order teas."}
    claim = "Yes, Meghna serves various alcoholic options including wine, beers, and liquors."
    assert not any("wines" in m for m in mutate(entity_swap, claim, passages=passages))
