"""Table tests for the sixth held-out round's notes on paraphrase (v5) and circumstance_swap
(v5): real claims of each failure class, parsed by the real model. Each row is (claim,
passages, expected mutant texts); an empty list is a refusal."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators._places import holds_another
from mutators.circumstance_swap import circumstance_swap
from mutators.paraphrase import paraphrase

PARAPHRASES = [
    # a demonstrative moved ahead of the noun it stands for
    ("The interior decor at Hakka is viewed as being uninspiring and mediocre while that at "
     "the Hotpot is not impressive and a bit dated.", []),
    ("The Spanakopita at La Mimosa restaurant is seen as well-prepared and authentic while "
     "that at the Shiraz Restaurant is either mediocre or great.", []),
    ("If you're searching for a bed that provides a restful night of sleep, those provided by "
     "Aylesbray Lodge Guest House will be acceptable.", []),
    # an "if" clause that is the question a verb asks, not a condition
    ("The team also discussed if averaging over the entire spectrum was a good idea.", []),
    # a passive only for a confident transitive verb, never a mis-tagged one or a counted head
    ("Gray Matters stars an actress.", []),
    ("Graffiti features a lot of non-alcoholic drink options if desired, whereas Travellers "
     "Rest restaurant disappoints in that specific category.", []),
    ("Roberto Orci wrote Star Trek.", ["Star Trek was written by Roberto Orci."]),
    ("Ron Dennis owns a catering company.", ["A catering company is owned by Ron Dennis."]),
    # a stop glued to the last word would land inside the sentence
    ("Sonny & Cher sing R&B.", []),
    # an agentless future passive is not the reader's act
    ("A syntactic analysis component that performs chunk parsing will be added to the system.",
     []),
    ("Team plans can be cancelled at any time.", ["You can cancel Team plans at any time."]),
    # moves that keep every pronoun after its antecedent still happen
    ("If you're inclined to eat outdoors, the Shiraz Restaurant does feature a great outdoor "
     "seating area.", ["The Shiraz Restaurant does feature a great outdoor seating area if "
                       "you're inclined to eat outdoors."]),
]


@pytest.mark.parametrize(("claim", "expected"), PARAPHRASES)
def test_paraphrase_sixth_round(claim: str, expected: list[str]) -> None:
    assert mutate(paraphrase, claim) == expected


FILMED = {"a": "Half Girlfriend is a 2017 Indian romantic drama film. Principal photography "
               "took place in India, and parts were filmed in New York City. The film was "
               "later released in the United States."}
RADIOHEAD = {"a": 'Radiohead released "Hail to the Thief" in June 2003. The band released '
                  "the EP COM LAG in 2004."}
CIRCUMSTANCES = [
    # a country that holds a place the passages name may keep the claim true
    ("Half Girlfriend was partially filmed in India.", FILMED, []),
    # different years on the two sides of before/after fix the order
    ('After releasing "Hail to the Thief" in June 2003, the band Radiohead released the EP '
     "COM LAG in 2004.", RADIOHEAD, []),
    ("After most details were checked, the Project Manager turned to the budget problem.", None,
     ["Before most details were checked, the Project Manager turned to the budget problem."]),
    # "nicknamed after" orders nothing in time
    ("Sven Scheuer served as backup goalkeeper to the player who was nicknamed after a "
     "character from a fictional book.", None, []),
    # a frequency inside a comparison of counts
    ("Y'all magazine eventually had more monthly publications than the magazine Mary Cantwell "
     "wrote for.", None, []),
    ("Team plans are billed monthly.", None, ["Team plans are billed yearly."]),
]


@pytest.mark.parametrize(("claim", "passages", "expected"), CIRCUMSTANCES)
def test_circumstance_swap_sixth_round(claim: str, passages: dict[str, str] | None,
                                       expected: list[str]) -> None:
    assert mutate(circumstance_swap, claim, passages=passages) == expected


def test_holds_another_knows_cities_and_leaves_unrelated_places() -> None:
    assert holds_another("the US", ["Chicago"], [])
    assert holds_another("Europe", ["Paris"], [])
    assert not holds_another("Scotland", ["London"], [])
    assert not holds_another("Peru", ["Antwerp", "the Andes"], [])
