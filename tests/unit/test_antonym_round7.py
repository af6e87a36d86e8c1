"""Table tests of antonym_swap v8 (held-out round 7): an evaluative word tied to another of
the same polarity in its sentence (the swap would contradict the sentence itself), and pairs
that are no opposites in that sense or collocation ("3.5 mi short", "private transportation",
"hot winter days", "fairly unlimited"). Each blocked row is a sentence v7 swapped and a
reviewer ruled broken; each made row is its control, a real fault v8 still makes."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

ROWS = [
    # polarity: an evaluative word of the same polarity tied to the swapped word
    ("I can't find any information for Shiraz but La Mimosa gets high marks for the superb "
     "quality of their beer.", []),
    ("The Copper Kettle generally gets really high ratings for their staff with customers "
     "saying service was really good, awesome, courteous, entertaining and great.", []),
    ("Guests that require a strong, stable internet connection during their stay at El "
     "Shaddai are satisfied by their more than adequate offerings.", []),
    ("Unfortunately, one aspect of staying at the Lovell Lodge that's a negative is the "
     "exceptionally poor water pressure in its bathroom.", []),
    ("Reviews on the value of the Leverton House are universally positive, claiming its well "
     "worth the money spent and the pricing on the amenities is good.", []),
    # ... and its controls: a judgement in a coordinated clause stands apart
    ("Rajmahal portions are generous and the food is high quality.",
     ["Rajmahal portions are generous and the food is low quality."]),
    ("The Galleria serves Savignon Blanc and gets positive reviews on it.",
     ["The Galleria serves Savignon Blanc and gets negative reviews on it."]),
    ("Some said it was delicious with a good variety, but others said that the quality was low.",
     ["Some said it was delicious with a good variety, but others said that the quality was "
      "high."]),
    # the scale of the word stated again ("in peace", "hear yourself talk", "by hand")
    ("The Golden Curry offers a quiet environment where you can dine with your party in peace.",
     []),
    ("Yes, the interior has pleasing aesthetics, and if you want a quiet restaurant where you "
     "can hear yourself talk, this is a good place.", []),
    ('Segmentation for the recogniser has been done by hand which the group consider '
     '"cheating", instead now they want to use Thilo\'s automatic segmenter.', []),
    # a motive: "for fear that", "out of the hope that"
    ("For fear that the exorbitant price of 25 euros of the remote control would shock the "
     "potential consumers, Project Manager proposed to trade off some functions for a lower "
     "price.", []),
    # unopposed senses: a measure, a compound, a degree word the antonym does not take
    ("An area is delimited by a 3.5 mi long tributary containing an estimated 30000000 USgal "
     "of spilled oil.", []),
    ("It's located close to the city center and public transportation, although not scenic "
     "in view.", []),
    ("They named it Leopard Print, and it would also be helpful in cold winter days.", []),
    ("Within a brief discussion, they named it as Leopard Print out of the hope that it would "
     "also be helpful in cold winter days.", []),
    ("The non-alcoholic drinks menu at the Varsity Restaurant is somewhat limited.", []),
    ("Others say that the list of drinks was limited.",
     ["Others say that the list of drinks was unlimited."]),
    ("The public university is located in Washington, D.C.",
     ["The private university is located in Washington, D.C."]),
    # two stacked modifiers of two scales each say their own thing; a comma ties them
    ("The English Wikipedia is an edition of a free online encyclopedia.",
     ["The English Wikipedia is an edition of a paid online encyclopedia.",
      "The English Wikipedia is an edition of a free offline encyclopedia."]),
    # a negation of the main clause does not reach an adverbial clause
    ("While the Cocum gets high marks for their food, I don't see any mention of naan.",
     ["While the Cocum gets low marks for their food, I don't see any mention of naan."]),
    ("I don't think the prices are high.", []),
]


@pytest.mark.parametrize(("claim", "expected"), ROWS)
def test_round7_polarity_and_senses(claim, expected):
    assert mutate(antonym_swap, claim, passages={"p": "Nothing about it here."}) == expected
