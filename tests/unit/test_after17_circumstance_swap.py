"""After round 17: circumstance_swap v16 refuses before/after between two events of a fixed
natural order (held-out round 17's broken rows): a ship is scrapped after it is
decommissioned, one recovers after diagnosis and treatment, dies after being born, graduates
after enrolling. One such event alone orders nothing, and still flips."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap

_PASSAGE = "Launched: 1921\nFate: Sold 1950\nHome port: Brest\nClass: Cruiser"


def _made(text: str) -> list[str]:
    return mutate(circumstance_swap, text, passages={"p": _PASSAGE})


@pytest.mark.parametrize(("claim", "refused"), [
    ("The cruiser was scrapped three years after being decommissioned.",
     "The cruiser was scrapped three years before being decommissioned."),
    ("The illness needs a long recovery after diagnosis and treatment.",
     "The illness needs a long recovery before diagnosis and treatment."),
    ("The poet died a few weeks after his daughter was born.",
     "The poet died a few weeks before his daughter was born."),
    ("She graduated four years after she enrolled at the academy.",
     "She graduated four years before she enrolled at the academy."),
])
def test_before_after_between_events_of_a_natural_order_is_refused(claim: str,
                                                                 refused: str) -> None:
    assert refused not in _made(claim)


@pytest.mark.parametrize(("claim", "made"), [
    ("The cruiser was scrapped three years after the war.",
     "The cruiser was scrapped three years before the war."),
    ("She moved to Brest after her diagnosis.",
     "She moved to Brest before her diagnosis."),
])
def test_one_event_alone_still_flips(claim: str, made: str) -> None:
    assert made in _made(claim)
