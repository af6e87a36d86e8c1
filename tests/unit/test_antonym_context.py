"""Table tests of antonym_swap v6 (held-out round 5): the rest of the sentence fixing the
swapped word's direction, approximators, numeric ranges, same-stem words, prepositional verbs
and graded forms. Each blocked row was made by v5; each made row is its control."""

from __future__ import annotations

import pytest

from mutators._degree_forms import graded
from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

ROWS = [
    # a reason, purpose, result or concession tied to the word's clause, or holding it
    ("Beer is available at the restaurant, because they have a full bar available to choose "
     "from.", []),
    ("Beer is available at the restaurant.", ["Beer is unavailable at the restaurant."]),
    ("Giant planets are able to spin quickly despite their large size.", []),
    ("A hotel complex in Bournemouth has been approved despite English Heritage stating it "
     "would be a blow to the area.", []),
    ("The titanium provided the tough look and the strong cover to protect the product.", []),
    ("The group wanted to test if it would be strong enough to stand a hit.", []),
    ("The modifications will require changes to obtain a more accurate estimation.", []),
    ("If you disapprove of noise, the guest house will provide a quiet atmosphere in which one "
     "won't be disrupted by outside noise.", []),
    ("The guest house will provide a quiet atmosphere.",
     ["The guest house will provide a loud atmosphere."]),
    ("The hotel is rated with the most quiet rooms so you won't be disturbed in your sleep.", []),
    # an approximator presupposes a scale toward the word
    ("A test set of digits data totalling two hours is nearly complete.", []),
    ("The organisation of the nodes is almost complete.", []),
    ("The organisation of the nodes is complete.", ["The organisation of the nodes is "
                                                    "incomplete."]),
    # a numeric from/to range fixes the direction of a change
    ("He thought that it would be okay to increase the states from six to nine.", []),
    ("He thought that it would be okay to increase the states.",
     ["He thought that it would be okay to decrease the states."]),
    # a numeric bound fixes a limit word
    ("They need to control the maximum number of buttons within ten.", []),
    ("They need to control the maximum number of buttons.",
     ["They need to control the minimum number of buttons."]),
    # another word of the same stem: the sentence is about that quality
    ("The second pillar of modernization from a legacy warehouse to a modern lakehouse is "
     "a plan.", []),
    # a prepositional verb the antonym cannot take
    ("Terraform modules allow for abstraction of infrastructure resources.", []),
    # reach: an adjective whose antonym takes its complement, "agree that" → "disagree that"
    ("The exact timeline of the spread of ironworking is difficult to determine.",
     ["The exact timeline of the spread of ironworking is easy to determine."]),
    ("The directories of Aurora data were likely to be moved.",
     ["The directories of Aurora data were unlikely to be moved."]),
    ("You are free to cancel at any time.", []),
    ("Most people agree that the service is good.",
     ["Most people disagree that the service is good."]),
    ("The family of a youth player has agreed to damages.", []),
    ("It was agreed that the menu button will work.", []),  # no "It was disagreed that"
    ("The reviews say the drinks were far too expensive.",
     ["The reviews say the drinks were far too cheap."]),
    # a measure phrase: "0.7 miles long" has no "0.7 miles short"
    ("The Battery to Bluffs Trail is 0.7 miles long.", []),
    # graded forms: "the most quiet" is written "the loudest", never "the most loud"
    ("The hotel has the most quiet rooms in town.", ["The hotel has the loudest rooms in town."]),
]


@pytest.mark.parametrize(("claim", "expected"), ROWS)
def test_context_fixes_direction(claim, expected):
    assert mutate(antonym_swap, claim, passages={"p": "Nothing about it here."}) == expected


@pytest.mark.parametrize(("word", "tag", "form"), [
    ("loud", "JJS", "loudest"), ("loud", "JJR", "louder"), ("big", "JJR", "bigger"),
    ("easy", "JJS", "easiest"), ("late", "JJR", "later"), ("narrow", "JJR", "narrower"),
    ("good", "JJR", "better"), ("bad", "JJS", "worst"), ("difficult", "JJR", "more difficult"),
    ("expensive", "JJS", "most expensive"), ("cool", "JJR", "cooler"), ("loud", "JJ", "loud"),
])
def test_graded_forms(word, tag, form):
    assert graded(word, tag) == form
