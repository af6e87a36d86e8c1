"""The sixth held-out round's classes of number_swap (v7) and number_in_words (v5), as tables.

Each row is a sentence of the ruled class (the reviewers' own rows, or made up on the same
pattern) and the mutants the mutator must make of it now; the old code failed every row
marked "was".
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.number_in_words import number_in_words
from mutators.number_swap import number_swap

HEARTS = {"e1": "2 Hearts (Kylie Minogue song)\nThe song is a cover version of a track "
                "originally recorded by Kish Mauve.",
          "e2": "Kish Mauve\nThe group was formed in 2005 in London, England."}
NO_YEARS = {"p": "The album came out to good reviews."}

NUMBERS = [
    # a loose "after" bound on a date the passages place later: any nearby move stays true
    # (was: "after May 1920" and "after July 1923")
    ("2 Hearts came out after May 1923.", HEARTS, []),
    # "after YEAR" moves later, "before"/"by"/"since" earlier (was: either way)
    ("The album was released after 1990.", NO_YEARS, ["The album was released after 1992."]),
    ("The album was released before 1990.", NO_YEARS, ["The album was released before 1988."]),
    ("She has lived in Paris since 1990.", NO_YEARS, ["She has lived in Paris since 1988."]),
    # a count of the first items holds of fewer: only more is stronger (was: "first two")
    ("Smith worked on the HULU series that Reed Morano directed the first three episodes of "
     "that was based on a novel by Margaret Atwood.", None,
     ["Smith worked on the HULU series that Reed Morano directed the first five episodes of "
      "that was based on a novel by Margaret Atwood."]),
    # the other end of "four or five" is a word the finder skips (was: "four or four")
    ("He thought four or five changes would result in good improvements.", None, []),
    ("The box holds 2 or 3 kg of flour.", None, []),
    # a "to" range with a word first end still moves, above its first end
    ("He also thought that it would be okay to increase the states from six to eleven.", None,
     ["He also thought that it would be okay to increase the states from six to ten."]),
    # a count fixed by the list after it, whatever follows the list (was: "Four common things")
    ("Three common things, dice, cards, and boards, are used in playing the game inspired by "
     "The Landlord's Game and King of Tokyo.", None, []),
    # ... or before it (was: "the five children")
    ("Anna, Ben and Carl are the three children of the couple.", None, []),
    # a state held in a century holds in the next one the passage gives too
    ("The Vandals were an East Germanic tribe in the third century AD.",
     {"p": "The Vandals lived from the 2nd century BC to the 5th century."},
     []),  # a lasting state in a century (was: "the second century AD")
    # a price in words after the number, with "or even less" (was: no mutant)
    ("All these components would cost 5 Euros or even less than that.", None,
     ["All these components would cost 3 Euros or even less than that."]),
    # a count of a common noun behind a name modifier (was: no mutant)
    ("Jon Hamm received 16 Primetime Emmy Award nominations.", None,
     ["Jon Hamm received 20 Primetime Emmy Award nominations."]),
    # "No" opening a title is no negation (was: no mutant)
    ("No Strings Attached was released on January 21.", None,
     ["No Strings Attached was released on November 21."]),
    ("No guests were allowed in 2015.", None, []),
    ("He lives at 93 Cheyne Walk.", None, []),
    # untouched: an event year and a plain count
    ("He was born in 1950.", None, ["He was born in 1947."]),
]


@pytest.mark.parametrize(("text", "passages", "expected"), NUMBERS)
def test_number_swap_rows_of_the_sixth_round(text, passages, expected):
    assert mutate(number_swap, text, passages=passages) == expected


WORDS = [
    # a digit inside a name or a title (was: "two Live Crew", "Two Hearts")
    ("The album is a parody of 2 Live Crew's 1989 album.", []),
    ("2 Hearts came out after May 1923.", []),
    ("Apollo 11 landed on the Moon.", []),
    ("The show aired on Channel 4 for 5 seasons.", ["The show aired on Channel 4 for five seasons."]),
    # a count of a common noun a name modifies stays a control
    ("8 Team users pay €96 a month.", ["Eight Team users pay €96 a month."]),
    # untouched: plain counts, a unit, a sentence-initial opener
    ("Links expire after 7 days.", ["Links expire after seven days."]),
    ("Each user gets 50 GB.", ["Each user gets fifty GB."]),
    ("In 3 days the team met.", ["In three days the team met."]),
]


@pytest.mark.parametrize(("text", "expected"), WORDS)
def test_number_in_words_leaves_names_alone(text, expected):
    assert mutate(number_in_words, text) == expected
