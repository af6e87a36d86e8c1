"""Table tests for the fifth held-out round's notes on entity_swap, circumstance_swap and
dropped_condition: each row is (mutator, claim, passages, expected mutant texts)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap
from mutators.dropped_condition import dropped_condition
from mutators.entity_swap import entity_swap

MUTATORS = {"entity_swap": entity_swap, "circumstance_swap": circumstance_swap,
            "dropped_condition": dropped_condition}

CASES = [
    # entity_swap: a capitalised adjective the small model tags a place is no name
    ("entity_swap", "I only saw Yangzhou fried rice mentioned being served at The Lucky Star.",
     {"a": "THE LUCKY STAR, guest review\nThe portions are underwhelming. I recommend the chow "
           "mein or Yangzhou fried rice.",
      "b": "CHARLIE CHAN, guest review\nI disliked the Mediocre view and the food variety was a "
           "huge letdown."}, []),
]


@pytest.mark.parametrize(("name", "claim", "passages", "expected"), CASES)
def test_fifth_round_rows(name: str, claim: str, passages: dict[str, str],
                          expected: list[str]) -> None:
    assert mutate(MUTATORS[name], claim, passages=passages) == expected


FIFTH = Path(__file__).resolve().parents[1] / "heldout" / "corpus" / "heldout5"
#: Rows on fifth-round claims (development text now), read with their own passages by id.
CORPUS_CASES = [
    # a name whose first sighting is in a results table ("Belgium Brazil 2–1") is taken from
    # a sentence that writes it whole
    ("entity_swap", "encyclopedic", "encyclopedic-fcgpt-r38-sentence2-c0",
     ["France won the FIFA world cup in 1986."]),
]


def _claim(genre: str, claim_id: str) -> dict[str, object]:
    with (FIFTH / f"{genre}.jsonl").open(encoding="utf-8") as stream:
        return next(row for row in map(json.loads, stream) if row["id"] == claim_id)


@pytest.mark.parametrize(("name", "genre", "claim_id", "expected"), CORPUS_CASES)
def test_fifth_round_corpus_rows(name: str, genre: str, claim_id: str,
                                 expected: list[str]) -> None:
    row = _claim(genre, claim_id)
    assert mutate(MUTATORS[name], str(row["claim"]), passages=row["passages"]) == expected
