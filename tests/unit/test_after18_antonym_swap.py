"""After rounds 18 and 18b, antonym_swap v19 refuses swaps the rest of the sentence ties or
governs, as general properties read from ``data/antonym_families.json``: another form of the
word's scale in its sentence (either pole, or a word of the scale between them), a
preposition its verb or noun takes as its own ("keep vigil over"), "rise"/"fall" "to" a state
rather than a figure, a state held for a span bounded from above, and an indefinite thing
"had" of a kind things usually have both of. Each rule refuses an invented sentence, beside a
control it must still flip. Two reach rules: a negative-prefix adjective before "to" and its
object ("available to members"), and "over" before a count of occasions ("over forty times"); and "close" with a preposition
of time ("closed in the spring of 1990"), which is no "close in on"."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

_UNRELATED = {"p": "The weather in spring is mild and the parks are busy."}


def _antonyms(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages=_UNRELATED)


@pytest.mark.parametrize("claim", [
    "The cape lies in the western part of the bay, near the East Harbour.",     # other pole
    "The song begins with a slow melody that plays through the start of the song.",
    "The lake sits in the high valleys above the middle slopes.",               # scale word
    "Gout is an uncommon illness found in a small share of adults.",           # prevalence
    "The council approved the plan in favor of the older one.",                 # preference
    "The guards kept watch over the old harbour.",                              # governed over
    "The duchy would later fall to the empire.",                                # fall to a state
    "The band was active for under three years.",                               # upper bound
    "The bakery has an online presence.",                                       # both kinds
    "The lamp gives a bright glow of light.",                                   # light ties it
    "She was teased as a child for being short.",                               # stature
])
def test_tied_or_governed_swaps_stay(claim: str) -> None:
    assert _antonyms(claim) == []


@pytest.mark.parametrize(("claim", "mutant"), [
    ("The cape lies in the western part of the bay.",
     "The cape lies in the eastern part of the bay."),
    ("The song begins with a slow melody.", "The song ends with a slow melody."),
    ("Gout is an illness found in a small share of adults.",
     "Gout is an illness found in a large share of adults."),
    ("The council approved the plan.", "The council rejected the plan."),
    ("The club fell to fourth place in the league.",
     "The club rose to fourth place in the league."),
    ("The band was active for more than three years.",
     "The band was inactive for more than three years."),
    ("The school has a male mascot.", "The school has a female mascot."),
    ("The hallway is bright.", "The hallway is dark."),
    ("The ferry ride is short.", "The ferry ride is long."),
    ("The beach stays open all year.", "The beach stays closed all year."),
    ("The old mill closed in the spring of 1990.", "The old mill opened in the spring of 1990."),
])
def test_controls_still_flip(claim: str, mutant: str) -> None:
    assert mutant in _antonyms(claim)


@pytest.mark.parametrize(("claim", "mutant"), [
    ("The archive became available to members in 2004.",
     "The archive became unavailable to members in 2004."),
    ("The trophy has been awarded over forty times.",
     "The trophy has been awarded under forty times."),
])
def test_reach_rules_flip(claim: str, mutant: str) -> None:
    assert mutant in _antonyms(claim)


@pytest.mark.parametrize("claim", [
    "The park is open to the public.",                 # no prefix pair: "closed to" differs
    "The mural was painted over two years.",           # a span the work took, no count
])
def test_reach_controls_stay(claim: str) -> None:
    assert _antonyms(claim) == []
