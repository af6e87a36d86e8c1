"""The eleventh round's classes of number_swap (v11) and number_in_words (v7): the round-10
rows ruled broken or not a fault (a number with its bracketed repeat, a count tied to a
formula, a list index read as a quantity or spelled out, a number glued to "+") and the
misses on support text that a refusal made too broad ("(usually 18)", a century beside
"both"). Sentences are made up on the pattern of the ruled rows."""

from __future__ import annotations

import re

import pytest

from mutators._example import mutate
from mutators._text import NUMBER_WORDS
from mutators.number_in_words import number_in_words
from mutators.number_swap import number_swap

SWAP_REFUSED = [
    # a count the claim also writes as a formula (was: "three versions behind (n-2)")
    "Nodes may run up to two releases behind the main release (n-2).",
    "When a release (n) ships, releases up to 2 behind (n-2) stay supported.",
    # a list index, opening the claim or left at its end (was: "4. **Billing**", "quality 4.")
    "2. **Billing Address**: Check that the address on the card matches your profile.",
    "3) Open the settings page and choose a new plan.",
    "Poor sleep quality 2.",
    "Weakness of the immune system 7.",
    "You can try these steps to save power: 1.",
    # a number closing a bracket stays refused unless a hedge or a bound opens it: a name's
    # part, a year range's end, a bare gloss
    "Harbour Lights (season 3) aired on a cable channel.",
    "He studied at the college (1931-4) and later taught there.",
    "You must be of legal age (18) to sign the lease.",
    # a century beside a count of centuries stays
    "The bridge was built in the 12th century, two centuries before the castle.",
]


@pytest.mark.parametrize("text", SWAP_REFUSED)
def test_number_swap_leaves_indices_and_formula_counts(text):
    assert mutate(number_swap, text) == []


ECHOES = [
    "The tenant must be notified no later than ten (10) days before the move.",
    "Each applicant may submit up to three (3) forms per year.",
    "You have 14 (fourteen) days to appeal the decision.",
]


@pytest.mark.parametrize("text", ECHOES)
def test_number_swap_moves_a_number_with_its_bracketed_repeat(text):
    mutants = mutate(number_swap, text)
    assert mutants  # was: "two (10) days" or "ten (12) days"
    for mutant in mutants:
        found = re.search(r"(\w+) \((\w+)\)", mutant)
        assert found is not None
        first, second = (int(w) if w.isdigit() else NUMBER_WORDS[w.lower()]
                         for w in found.groups())
        assert first == second and found.group() not in text


def test_number_swap_bracketed_repeat_keeps_the_direction_of_prior():
    # "no later than ten (10) days before": at least ten days ahead; only more is stronger
    mutants = mutate(number_swap, ECHOES[0])
    assert all(NUMBER_WORDS[re.search(r"than (\w+) \(", m).group(1)] > 10 for m in mutants)


SWAP_LIFTED = [
    # a number in a parenthesis is no list marker (was: "not an amount")
    "Usually you must be of full age (typically 18) to open an account.",
    # a century beside "both" that counts no centuries (was: no mutant)
    "Both games arose from an older ball game in the 18th century.",
]


@pytest.mark.parametrize("text", SWAP_LIFTED)
def test_number_swap_reaches_numbers_refused_too_broadly(text):
    assert len(mutate(number_swap, text)) == 1


def test_number_swap_still_keeps_a_plain_final_amount():
    assert mutate(number_swap, "The monthly fee for the plan is 5.") != []


WORDS_REFUSED = [
    "You can try these steps to save power: 1.",
    "Poor sleep quality 2.",
    "The tenant must be notified no later than ten (10) days before the move.",
    "You have 14 (fourteen) days to appeal the decision.",
    "Investing pays off over the long run, which means 10+ years.",
]


@pytest.mark.parametrize("text", WORDS_REFUSED)
def test_number_in_words_leaves_indices_repeats_and_signs(text):
    assert mutate(number_in_words, text) == []  # was: "One.", "ten (ten)", "ten+ years"


def test_number_in_words_still_spells_a_plain_count():
    assert mutate(number_in_words, "Links expire after 7 days.") == ["Links expire after seven days."]
