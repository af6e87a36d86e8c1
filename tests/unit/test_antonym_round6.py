"""Table tests of antonym_swap v7 (held-out round 6): sentences that tie the swapped word to
another (a word of the same scale in a contrast or parallel, a complaint, a purpose, a reason
below the word's clause, a fallback condition, a decrease verb on "under"), and senses the
antonym does not oppose ("straight forward", "a modern remote control"). Each blocked row is a
sentence v6 swapped and a reviewer ruled broken; each made row is its control."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

ROWS = [
    # another word of the same scale, in a contrast or a parallel
    ("Some customers have said that it is very quiet, however it has also been reported that "
     "it is very noisy and they had their sleep disturbed.", []),
    ("Most people feel that the rooms at Ashley Hotel are spacious, but there are some that "
     "feel they are on the smaller side.", []),
    ("The people who got the bigger rooms were very happy and the folks with smaller rooms "
     "were unhappy and felt cramped.", []),
    ("The rooms are quiet and the staff are friendly.",
     ["The rooms are loud and the staff are friendly."]),
    # a complaint fixes the evaluative adjective
    ("It is a common complaint that the guesthouse is quite noisy and you could hear your "
     "neighbors as well as traffic.", []),
    # a purpose after "so that"
    ("The designer recommended to put all the options into this screen so that few buttons "
     "were needed and users would find it easy to use.", []),
    # a reason below the word's clause
    ("Yes, one should expect to find a high quality Alheria when eating at the Nandos City "
     "Centre as their food is generally perfectly cooked.", []),
    # "too" in a fallback condition
    ("A decision was made to acquire a wireless microphone should the installation of more "
     "close-talking microphones prove too difficult.", []),
    ("The reviews say the drinks were far too expensive.",
     ["The reviews say the drinks were far too cheap."]),
    # a decrease verb brings a quantity under a bound
    ("After some discussions, the group finally cut the cost down to under twelve dollars.", []),
    ("Pinterest is used by over 200,000,000 people.",
     ["Pinterest is used by under 200,000,000 people."]),
    # a word of the same stem, shorter
    ("If you're inclined to eat outdoors, the Shiraz Restaurant does feature a great outdoor "
     "seating area.", []),
    # senses: a fixed word before, a head noun the antonym does not oppose, a frame
    ("The professor said that people insist on going in with a damaged system, overlooking "
     "straight forward solutions.", []),
    ("Industrial Designer believed that a modern remote control should control a diverse "
     "subset of equipment.", []),
    ("Modern historians believe the wall was built in the third century.",
     ["Ancient historians believe the wall was built in the third century."]),
    ("Georgians arose from an ancient kingdom on the coast of the Black Sea.",
     ["Georgians arose from a modern kingdom on the coast of the Black Sea."]),
    ("F proposed that they be attached to the word or segment level.", []),
]


@pytest.mark.parametrize(("claim", "expected"), ROWS)
def test_round6_ties_and_senses(claim, expected):
    assert mutate(antonym_swap, claim, passages={"p": "Nothing about it here."}) == expected
