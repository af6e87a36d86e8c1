"""The seventh held-out round's broken classes of negation_flip (v6), as a table.

Each row is a sentence of the ruled class (the reviewers' own rows of heldout7_review.csv, or
rows of the read parts on the same pattern, parsed by the real model) and the mutants the
mutator must make of it now; v5 made a broken mutant of every row marked "was".
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

ROWS = [
    # the rest of the sentence evidences the predicate: a "with X saying" report, a reason
    # clause, the predicate repeated, the thing asserted named again (was: self-contradiction)
    ("The Copper Kettle generally gets really high ratings for their staff with customers "
     "saying service was really good, awesome, courteous, entertaining and great.", []),
    ("The reviews are mixed with some customers saying the atmosphere is warm, welcoming, and "
     "homey while others found it bland and boring.", []),
    ("Guests that have previously dined at the Da Vinci Pizzeria disagree about the quality of "
     "interior decorations, as half felt they were drab.", []),
    ("As for the material, titanium was preferred because it was unbreakable and baby-proof.",
     []),
    ("User Interface recommended the speech recognition when Marketing asked how to do with "
     "technological innovation because User Interface knew from the technology department that "
     "they had done research about it and recommended using speech.", []),
    ("According to past customers, there is alcohol, but some of the guests say that the "
     "alcohol menu was limited and expensive.", []),
    ("There are comments about it having a nice, modern look, but there is another comment "
     "about it being drab.", []),
    # ... but a "with" phrase that only describes stays
    ("The hotel offers rooms with balconies overlooking the sea.",
     ["The hotel does not offer rooms with balconies overlooking the sea."]),
    # a later sentence presupposes the earlier one: the later one is flipped instead
    ("\"Prime\" is a 2005 film starring an American actor. Another movie starring her is the "
     "1988 American historical drama film based upon Christopher Hampton's work.",
     ["\"Prime\" is a 2005 film starring an American actor. Another movie starring her is not "
      "the 1988 American historical drama film based upon Christopher Hampton's work."]),
    ("The Bash Brothers consisted of Jose Canseco and a second baseball player. That second "
     "American baseball player won the Man of the Year Award in 1997.",
     ["The Bash Brothers consisted of Jose Canseco and a second baseball player. That second "
      "American baseball player did not win the Man of the Year Award in 1997."]),
    ("Providence Hospital is located in Washington, D.C. So is the hospital the New Freedmen's "
     "Clinic is associated with.", []),
    ("The hotel has a pool. It is heated.", ["The hotel has a pool. It is not heated."]),
    # an existential is negated on its noun (was: "There are not comments")
    ("There are comments about the decor.", ["There are no comments about the decor."]),
    ("There is a fee for parking.", ["There is no fee for parking."]),
    ("There are several values (elements) defined in each of these models.",
     ["There are no values (elements) defined in each of these models."]),
    ("There are many options.", ["There are not many options."]),
    ("There is a lot of street noise.", ["There is not a lot of street noise."]),
    # a negative-polarity word left by the removed negation: rewritten, or no mutant
    ("It doesn't mention anything about Italian breakfast choices.",
     ["It mentions something about Italian breakfast choices."]),
    ("However, they were not sure whether it is expensive to design it.", []),
    ("Meihekou are not transportation hubs either.", []),
    ("The Hotpot has not opened yet.", []),
    ("Some customers have said that the views can not get any better.", []),
    ("People who have stayed at the Holiday Inn Express say the water pressure isn't that "
     "great.", []),
    ("The hotel does not have any pools.", ["The hotel has pools."]),
    # a hedge goes with the negation, a vague quantifier becomes "any" (was: "not somewhat")
    ("The non-alcoholic drinks menu at the Varsity Restaurant is somewhat limited, while that "
     "of Bloomsbury Restaurant offers a large variety.",
     ["The non-alcoholic drinks menu at the Varsity Restaurant is not limited, while that of "
      "Bloomsbury Restaurant offers a large variety."]),
    ("The Aylesbray Lodge Guest House is a bit noisy.",
     ["The Aylesbray Lodge Guest House is not noisy."]),
    ("The Copper Kettle generally gets really high ratings for their staff.",
     ["The Copper Kettle does not get really high ratings for their staff."]),
    ("During their discussion, they also took into consideration several detailed problems.",
     ["During their discussion, they did not take into consideration any detailed problems."]),
    ("A couple of the guests would rate the Allenbell highly.", []),
    # a double negative: the negated complement is affirmed instead, or no mutant
    ("Project Manager believed that remote control should not consume too much power.",
     ["Project Manager believed that remote control should consume too much power."]),
    ("However, since adding a screen cost more money, and TV could be used as the screen, they "
     "finally decided that screen was not necessary.", []),
    ("Project Manager said that there didn't always have all left-handers or all right-handers "
     "in a family.", []),
    # a report of one reviewer: what is reported is flipped (was: "One reviewer did not say")
    ("One reviewer said that the water pressure in the shower was too low.",
     ["One reviewer said that the water pressure in the shower was not low."]),
    ("One guest experienced a large room that made it comfortable.", []),
    ("One Dance reached number one in the Netherlands.",
     ["One Dance did not reach number one in the Netherlands."]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_negation_flip_seventh_round_classes(text, expected):
    assert mutate(negation_flip, text) == expected
