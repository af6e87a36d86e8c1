"""Round 15 antonym_swap: dimension compounds, prepositions off their scale, and the refusals
of round 13's open complaints."""

from __future__ import annotations

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap

_UNRELATED = {"p": "The weather in spring is mild and the parks are busy."}


def _swaps(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages=_UNRELATED)


def test_dimension_compound_is_swapped() -> None:
    assert _swaps("This fund is a high-risk choice.") == ["This fund is a low-risk choice."]


def test_compound_with_participle_is_refused() -> None:
    assert _swaps("It is a long-standing custom in the town.") == []


def test_compound_of_other_adjective_is_refused() -> None:
    assert _swaps("The museum shows modern-day tools.") == []


def test_preposition_off_its_scale_is_no_clash() -> None:
    assert _swaps("The harvest has been very strong over the past decade.") == \
        ["The harvest has been very weak over the past decade."]


def test_preposition_before_number_still_clashes() -> None:
    assert _swaps("Demand grew above 40 units.") == []


def test_bare_phase_verb_is_refused() -> None:
    assert _swaps("Whatever cannot go on will end.") == []


def test_phase_verb_with_time_is_swapped() -> None:
    assert _swaps("The festival will end on Sunday.") == ["The festival will begin on Sunday."]


def test_lower_case_product_name_is_refused() -> None:
    assert _swaps("The cluster also needs active directory on two servers.") == []


def test_latest_version_is_refused() -> None:
    assert _swaps("Updates move you to the latest version at once.") == []


def test_bare_beginning_is_still_swapped() -> None:
    assert _swaps("The strike began.") == ["The strike ended."]
