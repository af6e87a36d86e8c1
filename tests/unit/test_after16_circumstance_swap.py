"""After round 16: circumstance_swap refuses before/after where the events fix their own order
and frequencies that clash with their sentence (held-out round 16's broken rows), and swaps a
capitalised season that still dates an event ("in the Fall")."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap

_PASSAGE = "Born: March 3, 1961\nActive: 1979 to 2004\nGenre: Folk\nLabel: Harbour Records"


def _made(text: str) -> list[str]:
    return mutate(circumstance_swap, text, passages={"p": _PASSAGE})


@pytest.mark.parametrize(("claim", "refused"), [
    # two stages of one fixed sequence: "college before high school" is nonsense
    ("Maria Lind went to university after high school.",
     "Maria Lind went to university before high school."),
    # a reunion presupposes the split
    ("The duo got back together a decade after they split.",
     "The duo got back together a decade before they split."),
    # a preview comes before the opening by what it is
    ("Members can attend a preview evening before the fair opens.",
     "Members can attend a preview evening after the fair opens."),
])
def test_before_after_in_a_natural_order_is_refused(claim: str, refused: str) -> None:
    assert refused not in _made(claim)


@pytest.mark.parametrize(("claim", "made"), [
    # one stage alone orders nothing: the other event may come before it
    ("After high school she joined a touring band.",
     "Before high school she joined a touring band."),
    # "went back to" alone is no reunion
    ("He went back to the club after he was released by the rival team.",
     "He went back to the club before he was released by the rival team."),
])
def test_before_after_without_a_natural_order_still_swaps(claim: str, made: str) -> None:
    assert made in _made(claim)


@pytest.mark.parametrize(("claim", "refused"), [
    # a span no longer than the new period: "ran yearly for about a year"
    ("The magazine ran monthly for about a year.", "The magazine ran yearly for about a year."),
    # a date said to vary with the period: the period is the event's own recurrence
    ("The fair falls on different dates every year.",
     "The fair falls on different dates every month."),
    # a hypothetical: the frequency is an opinion's
    ("It would be tiring to repaint it every day.", "It would be tiring to repaint it every week."),
])
def test_frequency_clashing_with_its_sentence_is_refused(claim: str, refused: str) -> None:
    assert refused not in _made(claim)


@pytest.mark.parametrize(("claim", "made"), [
    # a span longer than the new period leaves the swap clean
    ("The magazine ran weekly for about a year.", "The magazine ran monthly for about a year."),
    # a price that varies is no date
    ("The fee varies from $16 to $78 a day.", "The fee varies from $16 to $78 a week."),
    ("The fair is held every year.", "The fair is held every month."),
])
def test_frequency_without_a_clash_still_swaps(claim: str, made: str) -> None:
    assert made in _made(claim)


@pytest.mark.parametrize(("claim", "made"), [
    ("Her birthday is in the Spring.", "Her birthday is in the Autumn."),
    ("The festival takes place in the Summer.", "The festival takes place in the Winter."),
])
def test_capitalised_season_after_in_the_swaps(claim: str, made: str) -> None:
    assert made in _made(claim)


@pytest.mark.parametrize("claim", [
    "He starred in The Fall Guy.",
    "She read The Lion in Winter twice.",
])
def test_season_in_a_title_is_refused(claim: str) -> None:
    assert not any(word in text for text in _made(claim) for word in ("Spring", "Summer"))
