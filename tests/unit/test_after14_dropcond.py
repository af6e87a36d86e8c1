"""After round 14: dropped_condition refuses drops that only weaken the claim or cut a word.

Round-14 reviewers ruled as not faults the drops under a possibility ("floods can emerge"
without "within minutes", "you can experience ..." or "you may be late" without their
condition), a step done before ("Once you have accessed the portal, you can ..."), and a bare
participle on a noun ("all new basins installed"); and as broken a cut inside a hyphenated
name ("Form 13-F" cut after "13") and one that leaves a dash before a comma ("true -, you").
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.dropped_condition import dropped_condition


@pytest.mark.parametrize("claim, refused", [
    ("Storms can arrive within minutes, flooding the town.",
     "Storms can arrive, flooding the town."),
    ("Parcels can arrive within two days.", "Parcels can arrive."),
    ("If you are on a hill, you can experience colder air than at sea level.",
     "You can experience colder air than at sea level."),
    ("You may be late for the bus if there is heavy traffic.", "You may be late for the bus."),
    ("Once you have logged in to the site, you can download your invoice.",
     "You can download your invoice."),
    ("All new cars sold carry a warranty.", "All new cars carry a warranty."),
    ("Every new home built has a smoke alarm.", "Every new home has a smoke alarm."),
    ("Companies must report any stake exceeding 5% by filing Form 12-B.",
     "Companies must report any stake-B."),
    ("Any trader knows the rule is true - if you trade on secret news, you risk being charged.",
     "Any trader knows the rule is true -."),
])
def test_weakening_or_broken_drop_is_refused(claim: str, refused: str) -> None:
    assert refused not in mutate(dropped_condition, claim)


@pytest.mark.parametrize("claim, made", [
    ("Guests cannot cancel after 24 hours of booking.", "Guests cannot cancel."),
    ("If you are over 65, you can claim a free bus pass.", "You can claim a free bus pass."),
    ("Contract fees are waived within 14 days of signing.", "Contract fees are waived."),
])  # a window on a mere grant ("Guests can cancel within 24 hours") is refused since v12
def test_overgeneralising_drop_is_kept(claim: str, made: str) -> None:
    assert made in mutate(dropped_condition, claim)
