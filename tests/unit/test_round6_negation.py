"""The sixth held-out round's broken classes of negation_flip (v5), as a table.

Each row is a sentence of the ruled class (the reviewers' own rows of heldout6_review.csv, or
rows of the read parts on the same pattern, parsed by the real model) and the mutants the
mutator must make of it now; v4 made a broken mutant of every row marked "was".
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators._nlp import known_verb
from mutators.negation_flip import negation_flip

ROWS = [
    # a frequency adverb of "at least once" becomes "never" (was: "does not sometimes have")
    ("The Hotpot sometimes has slow service.", ["The Hotpot never has slow service."]),
    ("The rooms are sometimes noisy.", ["The rooms are never noisy."]),
    # ... and where "never" cannot take its place, or the adverb is already negative: no mutant
    ("Sometimes the rooms are noisy.", []),
    ("The Hotpot rarely has slow service.", []),
    # a frequency adverb that negates fluently stays
    ("Red sauce is typically used in patatas bravas.",
     ["Red sauce is not typically used in patatas bravas."]),
    # an option or hypothetical with an infinitive (was: "One way ... would not be to build")
    ("One way to solve this would be to build some sort of cabinet and collect the cables in "
     "one spot to avoid clutter.", []),
    ("It would be better to have a child lock.", ["It would not be better to have a child lock."]),
    # a report set against other reports (was: "One guest did not say ... cheap, but ...")
    ("One guest said the drinks were cheap, but 3 guests said they felt it was too high priced.",
     []),
    ("One reviewer did say they thought the selection was mediocre but others said they "
     "thought it was nice and varied.", []),
    # an outcome that presumes the flipped predicate (was: "did not try ..., but the results")
    ("The team tried using silence detection to improve performance, but the results were not "
     "too promising.", []),
    # an affirmed "not A, but B" would leave the contrast pointing at nothing
    ("The results were not significant, but they were reasonable.", []),
    # a result clause that follows from the flipped one (was: "is not low ... resulting in")
    ("Water pressure is low at Aylesbray Lodge Guest House resulting in showers taking longer.",
     []),
    ("Postdoc A thought that the original headphones had low gain, so he purchased new "
     "earphones.", []),
    # a verb reading the lemma list does not know (was: "did not codename", "misidentifie")
    ("The camp where the 3rd Marine Division (United States) was named after the Major killed "
     "at the battle codenamed Operation Iceberg.", []),
    ("Transcribers occasionally misidentified speakers.", []),
    # a word of a subordinate clause is no longer dropped with the main predicate's negation
    # (was: "... did not say that there didn't have", "although improvements are possible")
    ("Project Manager said that there were always left-handers or right-handers in a family.",
     ["Project Manager did not say that there were always left-handers or right-handers in a "
      "family."]),
    ("Even if it is not colourful, it should also choose a monochrome colour.",
     ["Even if it is not colourful, it should not choose a monochrome colour."]),
    # untouched: a plain predicate, and "only" of the predicate's own clause still goes
    ("Mary Shelley wrote Frankenstein.", ["Mary Shelley did not write Frankenstein."]),
    ("The hotel is available only on weekends.", ["The hotel is not available on weekends."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_negation_flip_sixth_round_classes(text, expected):
    assert mutate(negation_flip, text) == expected


def test_known_verb_reads_the_lemmatizer_index():
    assert known_verb("write") and known_verb("feature")
    assert not known_verb("codename")
