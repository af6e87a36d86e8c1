"""After round 16, antonym_swap v17 refuses the word senses reviewers ruled broken on part 16
(development now): "cool" that means nice, the life-stage "early", "earliest" beside "first",
a holiday that "falls" on a date or a noun the tagger took for a verb, "over" + a period
as the time a thing was done in, a word inside a ", so" result its cause fixes, and a start
or end placed in a century (ruled not a fault). Each rule is shown refusing an invented
sentence, beside a control it must still flip; then the reach rules: a bound on what a verb
"takes" before an infinitive, and "early"/"late" on a decade written as a number."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

_UNRELATED = {"p": "The weather in spring is mild and the parks are busy."}


def _antonyms(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages=_UNRELATED)


@pytest.mark.parametrize("claim", [
    "One more cool thing is that the team was founded in 1921.",       # cool = nice
    "That is so cool, the bridge opened in 1932.",
    "Early childhood is a key time for learning words.",                # a life stage
    "She learned to swim at an early age.",
    "The earliest record of the name was first printed in 1790.",       # tied to "first"
    "There are several Horsetail falls across the state though.",       # a noun, no verb
    "Diwali is a festival that falls in October or November.",          # a date
    "The mural was painted over three years by two brothers.",          # time spent
    "The trip lasts for over a week, so it takes quite a long time.",   # result of a cause
    "The tram company began in the 19th century.",                      # may have ended too
])
def test_senses_reviewers_ruled_broken_stay(claim: str) -> None:
    assert _antonyms(claim) == []


@pytest.mark.parametrize(("claim", "mutant"), [
    ("The evenings are cool in the hills.", "The evenings are warm in the hills."),
    ("Cool water flows from the spring.", "Warm water flows from the spring."),
    ("The earliest record of the name dates from 1790.",
     "The latest record of the name dates from 1790."),
    ("The river rises in the Alps.", "The river falls in the Alps."),
    ("The ceasefire lasted over two years.", "The ceasefire lasted under two years."),
    ("The trip takes a long time.", "The trip takes a short time."),
    ("The tram company began in May.", "The tram company ended in May."),
])
def test_same_words_in_their_opposable_sense_flip(claim: str, mutant: str) -> None:
    assert _antonyms(claim) == [mutant]


@pytest.mark.parametrize(("claim", "mutant"), [
    ("Mars takes over two years to circle the sun.",
     "Mars takes under two years to circle the sun."),
    ("Top Gun is a late 80's film starring Tom Cruise.",
     "Top Gun is an early 80's film starring Tom Cruise."),
    ("So the museum is open on Sundays.", "So the museum is closed on Sundays."),
])
def test_reach_after_round_16(claim: str, mutant: str) -> None:
    assert _antonyms(claim) == [mutant]


@pytest.mark.parametrize("claim", [
    "They chose a strong cover to protect the phone.",       # a purpose fixes a quality
    "The museum has thick walls, so it is quiet inside.",    # a mid-sentence result still
])
def test_reach_after_round_16_controls(claim: str) -> None:
    assert _antonyms(claim) == []
