"""Round 14: dropped_condition refuses drops that leave a fragment or only weaken the claim.

Reviewers of rounds 11-13 ruled as broken the cuts that left "volunteers ()", "Pro:, you",
"aren't, as" or a dangling "or alternatively", and as not faults the drops after which the
original implies the mutant: a deadline on a duty ("must remove ... within 30 days"), a time
at which something happens ("After 90 days, the key becomes eligible"), "for free" on a
clause that is not negated, a condition inside what is configured or allowed, and a
descriptive clause on a noun ("areas to focus on", "skills that are available").
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.dropped_condition import dropped_condition


@pytest.mark.parametrize("claim, refused", [
    ("Refunds (issued in cash) can be claimed within 14 days of purchase.",
     "Refunds () can be claimed within 14 days of purchase."),
    ("Pro: If you book early, you can get a better seat on the train.",
     "Pro:, you can get a better seat on the train."),
    ("The best seats aren't only on the upper deck, as you will see.",
     "The best seats aren't, as you will see."),
    ("You can configure the app to send an alert to a manager if the line fails for any reason.",
     "You can configure the app to send an alert to a manager."),
    ("These passes allow holders to visit the park as long as it is open.",
     "These passes allow holders to visit the park."),
    ("The staff must answer your complaint within 10 days if you send it by post.",
     "The staff must answer your complaint if you send it by post."),
    ("After 30 days, the file becomes eligible to be deleted.",
     "The file becomes eligible to be deleted."),
    ("Your card does not expire, and you can visit the museum for free with a member pass.",
     "Your card does not expire, and you can visit the museum with a member pass."),
    ("Two main topics to study are algebra and geometry.",
     "Two main topics are algebra and geometry."),
    ("Any practice tests that are available for you to take do not count toward your grade.",
     "Any practice tests do not count toward your grade."),
    ("In most places, income earned from rent is taxed as income.",
     "In most places, income is taxed as income."),
])
def test_weakening_or_broken_drop_is_refused(claim: str, refused: str) -> None:
    assert refused not in mutate(dropped_condition, claim)


@pytest.mark.parametrize("claim, made", [
    ("Contract fees are waived within 14 days of signing.", "Contract fees are waived."),
    ("If you are over 65, you can claim a free bus pass.", "You can claim a free bus pass."),
    ("You cannot cancel for free after check-in.", "You cannot cancel after check-in."),
    ("The staff must answer your complaint within 10 days if you send it by post.",
     "The staff must answer your complaint within 10 days."),
    ("Fees (charged in cash) are waived within 14 days of purchase.",
     "Fees (charged in cash) are waived."),
])  # a window on a mere grant ("can be claimed within 14 days") is refused since v12
def test_overgeneralising_drop_is_kept(claim: str, made: str) -> None:
    assert made in mutate(dropped_condition, claim)
