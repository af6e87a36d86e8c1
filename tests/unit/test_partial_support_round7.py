"""partial_support v8: the seventh held-out round's broken class, a false half that
contradicts the true half in words (real DSTC11 and FEVER text, parsed by the real model)."""

from __future__ import annotations

import pytest

from mutato.mutation.mutants import mutate_claim
from mutato.suite.model import Claim, Suite
from mutators.partial_support import partial_support

CAMBRIDGESHIRE = {
    "e1": "Cambridgeshire\nLocal government is divided between Cambridgeshire County Council "
          "and Peterborough City Council, which is a separate unitary authority.",
    "e2": "Cambridgeshire County Council\nCambridgeshire County Council is the county council "
          "of Cambridgeshire, England."}
BEDOUIN = {
    "restaurant-19183-review5": "BEDOUIN, guest review\nIt was a great atmosphere as there was "
                                "nice outdoor dining with a pleasant view to contemplate as I ate.",
    "restaurant-19183-review2": "BEDOUIN, guest review\nThe entire atmosphere was enjoyable.",
    "restaurant-19183-review4": "BEDOUIN, guest review\nThis is an adventurous high quality "
                                "restaurant."}
CURRY_QUEEN = {
    "restaurant-19184-faq4": "CURRY QUEEN\nQ: Is there alcohol served at Curry Queen?\nA: Yes, "
                             "Curry Queen serves alcohol.",
    "restaurant-19184-review0": "CURRY QUEEN, guest review\nThey have the highest quality Korma "
                                "in town and the beer is cold and cheap.",
    "restaurant-19184-review5": "CURRY QUEEN, guest review\nThe drinks weren't great though, and "
                                "overpriced too."}
COTTO = {
    "restaurant-19171-review5": "COTTO, guest review\nThe drinks were okay but they were "
                                "overpriced.",
    "restaurant-19171-faq2": "COTTO\nQ: What alcoholic drinks does Cotto serve?\nA: Cotto serves "
                             "wine and beer."}

LOVELL_LODGE = {
    "hotel-26-review7": "LOVELL LODGE, guest review\nAnd lastly, I found that the bathrooms and "
                        "other restroom facilities were pristine and clean.",
    "hotel-26-review8": "LOVELL LODGE, guest review\nI hate to say anything negative but if I "
                        "had to nitpick something it was that the bathroom wasn't as clean as I "
                        "would have liked and the water pressure was low."}

#: claim, its siblings, passages, words no mutant's added half may hold
CONTRADICTIONS = [
    # the passage sentence restates the claim with subject and object swapped
    ("The county council of Cambridgeshire is Cambridgeshire County Council.", (),
     CAMBRIDGESHIRE, "not the county council"),
    ("Cambridgeshire's county council is a council.", (), CAMBRIDGESHIRE,
     "not the county council"),
    # "really nice" and "not enjoyable" judge one atmosphere both ways
    ("The atmosphere ate the bedouin is really nice according to guests.", (), BEDOUIN,
     "not enjoyable"),
    # cold beer presumes alcohol is served
    ("The beer is cold and cheap.", ("The Curry Queen does serve alcohol.",), CURRY_QUEEN,
     "not serve alcohol"),
    # a negation scopes over the whole predicate: "not ... clean bathroom" beside "pristine
    # bathrooms", though the noun sits past the words the edit touched
    ("Both offer for most part pristine bathrooms.",
     ("The Lovell Lodge has original and clean bathroom which have been thoroughly cleaned "
      "including other restroom facilities.",), LOVELL_LODGE, "not have original"),
]


def _made(claim: str, siblings: tuple[str, ...], passages: dict[str, str]) -> list[str]:
    claims = tuple(Claim(f"c{i}", text, passages) for i, text in enumerate((claim, *siblings)))
    suite = Suite("s", claims)
    return [m.text for m in mutate_claim(claims[0], suite, partial_support.spec, seed=0)]


@pytest.mark.parametrize(("claim", "siblings", "passages", "words"), CONTRADICTIONS)
def test_partial_support_refuses_a_false_half_that_contradicts_the_claim(claim, siblings,
                                                                         passages, words):
    made = _made(claim, siblings, passages)
    assert not [t for t in made if words in t], made


def test_partial_support_still_denies_a_kind_the_claim_does_not_name():
    # "drinks" need not be alcohol: the reviewers ruled this join a real fault
    made = _made("Cotto gets some mediocre reviews on their drinks.",
                 ("Cotto serves wine and beer.",), COTTO)
    assert "Cotto gets some mediocre reviews on their drinks and does not serve wine and " \
           "beer." in made


def test_partial_support_refuses_a_second_clause_opening_with_a_capitalised_common_word():
    # dev (QMSum): the parse kept "Acoustic" capitalised though the claim writes it in lower case
    passages = {"p": "Professor: The SPAM work had something similar to acoustic events, "
                     "auditory events. Acoustic events were a feature of the acoustic signal "
                     "that could be derived from the data."}
    made = _made("The professor recalled that the SPAM work had something similar to acoustic "
                 "events, auditory events.",
                 ("Acoustic events were a feature of the acoustic signal that could be derived "
                  "from the data.",), passages)
    assert not [t for t in made if ", and Acoustic" in t], made
