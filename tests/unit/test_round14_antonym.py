"""Round 14: antonym_swap refuses swaps the rest of their sentence contradicts
(held-out rounds 12 and 13)."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap


def _swaps(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages={"p": "Nothing about this topic at all."})


@pytest.mark.parametrize("text, made", [
    ("The city passed two mandatory rules: the MANDATORY WATER SAVING ACT and a fee.",
     "optional rules"),
    ("If you break temporary badges, the temporary badges are not renewed.", "permanent badges"),
    ("The tent gives high stability, making it suitable for windy camps.", "low stability"),
    ("You can renew your fishing licence online at https://www.example.org/renew.", "offline"),
    ("Bats are most active during the night (nocturnal) and rest in caves.", "inactive"),
    ("Fresh paint may be less likely to crack than old paint.", "unlikely"),
    ("Based on the available data, the bridge will open in May.", "unavailable"),
])
def test_contradicted_swap_is_refused(text: str, made: str) -> None:
    assert not any(made in m for m in _swaps(text))


@pytest.mark.parametrize("text, made", [
    ("The city passed two mandatory rules last year.", "optional rules"),
    ("You can renew your fishing licence online.", "offline"),
    ("Download the Fast Editor (FE) image.", "Upload"),
])
def test_plain_swap_is_still_made(text: str, made: str) -> None:
    assert any(made in m for m in _swaps(text))
