"""After round 17, antonym_swap v18 refuses the frames reviewers ruled broken on part 17
(development now), where the rest of the sentence fixes the word's direction or sense: a
state a stated span presumes ("an active career for five decades"), the cause or the result
of "so ADJ (that) ...", a verb of vertical motion whose preposition fixes its direction, a
superlative its sentence grounds with a share of a whole, an adjective an appositive
restates, "late" before a name, "raise" with a person, and an answer word that judges the
previous turn. Each rule refuses an invented sentence, beside a control it must still flip."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

_UNRELATED = {"p": "The weather in spring is mild and the parks are busy."}


def _antonyms(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages=_UNRELATED)


@pytest.mark.parametrize("claim", [
    "The singer has had an active career for over thirty years.",     # a span presumes it
    "The choir was so successful it had to find a larger hall.",      # so ADJ ... result
    "Divers can descend below the reef to see the wrecks.",           # direction by "below"
    "Half of the world's tin comes from Peru, the largest producer.",  # share grounds it
    "The novel is set in a rural village, mostly the farms nearby.",   # appositive restates
    "The trainer worked with the late Silver Arrow in 1980.",          # late = deceased
    "Her grandparents raised her in Ohio.",                             # bring up a child
    "Yes that's correct the bridge opened in 1932.",                   # answers the turn
])
def test_frames_reviewers_ruled_broken_stay(claim: str) -> None:
    assert _antonyms(claim) == []


@pytest.mark.parametrize(("claim", "mutant"), [
    ("The singer has had an active career in film.",
     "The singer has had an inactive career in film."),
    ("The choir was successful in the contest.",
     "The choir was unsuccessful in the contest."),
    ("Divers can descend to the reef.", "Divers can ascend to the reef."),
    ("Peru is the largest producer of tin.", "Peru is the smallest producer of tin."),
    ("The novel is set in a rural village.", "The novel is set in an urban village."),
    ("The trainer arrived late in 1980.", "The trainer arrived early in 1980."),
    ("The company raised prices in 1980.", "The company lowered prices in 1980."),
    ("The figure in the report is correct.", "The figure in the report is incorrect."),
])
def test_same_words_outside_those_frames_flip(claim: str, mutant: str) -> None:
    assert _antonyms(claim) == [mutant]


def test_a_predicate_of_activity_with_a_span_still_flips() -> None:
    assert _antonyms("The band has been active for about six years.") == [
        "The band has been inactive for about six years."]
