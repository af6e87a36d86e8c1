"""added_fact v5: the new addition kinds, on real claims of the development text (heldout5 and
heldout6 corpora), each with a refusal of its failure class."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.added_fact import added_fact

TANG = {"restaurant-19174-review0": "TANG CHINESE, guest review\n"
                                    "However, the indoor decor was a bit outdated and was "
                                    "average at best."}
MORTON = {"e1": "Rep. Marcus Morton Former Representative for Massachusetts's 10 th District "
                "Morton was the representative for Massachusetts's 10 th congressional district "
                "and was a Republican. He served from 1819 to 1821."}
SCANDAL = {"e1": "Scandal (American band)\nThe band scored a hit in the United States with the "
                 "song \"The Warrior\", which peaked at No. 7 in 1984."}


@pytest.mark.parametrize("claim, passages, expected", [
    # a name the passage is titled with is a venue: "family-run", though no kind word names it
    ("The decor at Tang Chinese is outdated and average.", TANG,
     "The decor at the family-run Tang Chinese is outdated and average."),
    # a whole PERSON name written with "he" in the passages gains a description, one of his
    # time (he served from 1819: no golfer, pilot, accountant or trained nurse yet)
    ("Marcus Morton served as a U.S. Representative.", MORTON,
     "Marcus Morton, a former schoolteacher, served as a U.S. Representative."),
    # a meeting role as subject
    ("Marketing set the criteria for evaluation.",
     {"p": "Marketing: Evaluation criteria. Project Manager: Okay."},
     "Marketing, who was joining by phone, set the criteria for evaluation."),
    # a venue's things gain a detail of their class, plural subjects too
    ("Yes, the rooms at Hobsons House are very clean.",
     {"p": "HOBSONS HOUSE, guest review\nThe rooms were spotless."},
     "Yes, the recently renovated rooms at Hobsons House are very clean."),
    # a reporting verb of a meeting gains "repeatedly"
    ("The project manager mentioned that the budget was tight.",
     {"p": "Project Manager: The budget is tight, yeah."},
     "The project manager repeatedly mentioned that the budget was tight."),
])
def test_new_additions_on_real_claims(claim, passages, expected):
    assert expected in mutate(added_fact, claim, passages=passages)


@pytest.mark.parametrize("claim, passages, word", [
    # a band the small model tags PERSON: no "he" or "she" in the passages
    ("Scandal plays rock music.", SCANDAL, ", a "),
    # a review speaks once: no "repeatedly" on a guest's report
    ("One person said that it has a ceiling to floor window with a beautiful view.",
     {"p": "One guest: a ceiling to floor window with a beautiful view."}, "repeatedly"),
    # the passage states how the rooms are: "renovated" is stated, no addition of it
    ("The rooms at the Alpha-Milton are very clean.",
     {"p": "ALPHA-MILTON, guest review\nThe renovated rooms were clean."}, "renovated rooms at"),
    # a title that classifies another noun ("the Tang Chinese decor") is left alone
    ("The Tang Chinese decor is outdated.", TANG, "family-run"),
    # an article's title is no venue, though "food" is in the passage (only reviews and FAQs)
    ("Food Network is offered in a federal democracy based on a constitution.",
     {"e1": "Food Network\nFood Network is an American channel about food and cooking."},
     "family-run"),
    # a meeting role the small model tags PERSON takes no person's description
    ("Postdoc F said that a number of meetings with a smaller group may be useful.",
     {"p": "Postdoc F: he said a smaller group may be useful."}, ", a "),
    # a plural subject of no venue class is not narrowed
    ("Some members also wanted to gather TV and radio data.",
     {"p": "PhD A: we could get TV and radio data."}, "members,"),
])
def test_new_additions_refuse_their_failure_classes(claim, passages, word):
    assert not any(word in text for text in mutate(added_fact, claim, passages=passages))
