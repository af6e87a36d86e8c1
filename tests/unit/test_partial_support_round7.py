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


# partial_support v9: the eighth held-out round's broken classes, mostly on story summaries
# (made-up sentences in the style of the ruled rows, parsed by the real model)

STORY = {"s1": "Marla came home late that night. Marla was tired after the long trip. "
               "Marla opened the old wooden gate of the yard slowly. Marla took two glasses "
               "from the shelf by the door. Marla did not sleep at all that night. The wind "
               "was cold and the sea was loud. Marla had a small boat in the harbour."}


def test_partial_support_puts_a_story_fact_in_the_present_of_its_retelling():
    made = _made("Marla rows out to the far island.", (), STORY)
    assert made, made
    for text in made:
        added = text.split("island", 1)[1]
        assert not {" was ", " did ", " had ", " took "} & {f" {w} " for w in added.split()}, made


def test_partial_support_refuses_a_shared_predicate_after_a_trailing_clause():
    claim = "Barry grew dark marks on his neck, which soon turned into gills."
    sibling = "Barry was the son of a rich shipping manager in 1950."
    made = _made(claim, (sibling,), {"p": claim + " " + sibling})
    assert not [t for t in made if "gills and " in t], made


def test_partial_support_refuses_a_false_half_with_a_pronoun_the_claim_does_not_hold():
    passages = {"s": "Edna woke at dawn. Edna opened her eyes as soon as his weight left the "
                     "bed. Edna explained the rule of the house to the whole crew."}
    made = _made("Edna explains the rule of the house to the crew.",
                 ("Edna opened her eyes as soon as his weight left the bed.",), passages)
    assert not [t for t in made if "his weight" in t], made


def test_partial_support_refuses_a_subject_in_the_other_number():
    passages = {"s": "The two sailors bought a bottle of rum. The sailor was waiting at the "
                     "mouth of the long tunnel. The two sailors talked about secret plans."}
    made = _made("The two sailors buy a bottle of rum and talk about secret plans.",
                 ("The sailor was waiting at the mouth of the long tunnel.",), passages)
    assert not [t for t in made if "the sailor " in t], made


@pytest.mark.parametrize(("claim", "sibling", "words"), [
    # the agent denied in other words
    ("The survey was financed by a group that runs the naval research programs.",
     "The survey was funded by an organization.", "not funded"),
    # "excellent views" and "not pleased with the views"
    ("The reviewers thought that the rooms had excellent views.",
     "Guests have been very pleased with the gorgeous views at the Fenway Hotel.",
     "not been very pleased"),
    # "relaxing" and "not a nice place" judge one restaurant both ways
    ("The Lotus Restaurant has a relaxing atmosphere according to most.",
     "The Lotus Restaurant is a nice place to eat.", "not a nice place"),
])
def test_partial_support_refuses_a_false_half_denying_the_claim_in_other_words(claim, sibling,
                                                                              words):
    passages = {"p": claim + " " + sibling}
    made = _made(claim, (sibling,), passages)
    assert not [t for t in made if words in t], made


# partial_support v9, round 10 dev read (heldout8): classes v9 still made


def test_partial_support_refuses_a_story_event_of_the_passage_as_its_false_half():
    # a past event of the story ("Gwayne swore softly to himself"), negated and joined, reads
    # as a non sequitur no writer would add
    passages = {"s": "Tobin came to the harbour at noon. Tobin kicked the crate over the "
                     "pier. Tobin waved slowly to the boatman. Tobin was the new harbour master."}
    made = _made("Tobin is sent to watch the harbour for a month.", (), passages)
    assert not [t for t in made if "kick" in t or "wave" in t], made


def test_partial_support_refuses_a_negation_over_two_noun_phrases():
    # "does not have A by the water and a B with ...": true when only one is missing
    passages = {"p": "Mara walks to the far hill. The hill has tall pines by the lake and a "
                     "small red hut with a stone roof."}
    made = _made("Mara walks to the far hill.",
                 ("The hill has tall pines by the lake and a small red hut with a stone roof.",),
                 passages)
    assert not [t for t in made if "not have" in t], made


# partial_support v10 (round 9): a false half that restates the claim's own date or number
# about the claim's own subject, then moves or denies it, contradicts the first half.

@pytest.mark.parametrize("false_fact", [
    "The final, the league's last match, was not played on 3 May 2019 in Madrid.",
    "The final, the league's last match, was played on 3 June 2019 in Madrid.",
])
def test_a_false_half_moving_the_claims_own_date_is_refused(false_fact: str) -> None:
    from mutators.partial_support import _contradicts
    original = "The final, the league's last match, was played on 3 May 2019 in Madrid."
    assert _contradicts("The final of the league was on May 3rd, 2019.", original, false_fact)


def test_a_false_half_on_another_number_of_the_subject_stays() -> None:
    from mutators.partial_support import _restates_own_value
    assert not _restates_own_value("The final of the league was on May 3rd, 2019.",
                                   "The final of the league drew 60,000 fans.",
                                   "The final of the league drew 70,000 fans.")
