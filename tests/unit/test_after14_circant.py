"""After round 14, circumstance_swap v12 and antonym_swap v14: a "the" name after a
premodifier, a plural name or a people for a singular place, before/after as an adverb of the
telling, an adjective of outcome that its verb of result states, and an antonym of absence on
a noun that suggests or gives ground."""

from __future__ import annotations

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap
from mutators.circumstance_swap import circumstance_swap

_UNRELATED = {"p": "The weather in spring is mild and the parks are busy."}


def _antonyms(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages=_UNRELATED)


def _circumstances(text: str, passages: dict[str, str] | None = None) -> list[str]:
    return mutate(circumstance_swap, text, passages=passages or _UNRELATED)


_PLACES = {"p": "The harbour passed to the Ottoman Turks in 1500. Traders from Genoa came "
                "to Venice."}


def test_article_name_after_adjective_is_refused() -> None:
    made = _circumstances("Scholars told it apart from medieval Venice.", _PLACES)
    assert not any("medieval the" in m for m in made)


def test_plural_people_for_a_singular_place_is_refused() -> None:
    made = _circumstances("Its bishop later fled to Venice.", _PLACES)
    assert not any("Turks" in m for m in made)


def test_adverb_of_the_telling_is_refused() -> None:
    assert _circumstances("As I noted before the break, the pumps are cleaned.") == []


def test_adverb_with_a_bare_article_is_refused() -> None:
    assert _circumstances("As I mentioned before the are designed to catch leaves.") == []


def test_before_with_a_clause_is_still_swapped() -> None:
    assert _circumstances("Rinse the filter before it dries.") == ["Rinse the filter after it dries."]


def test_outcome_stated_by_its_verb_is_refused() -> None:
    assert _antonyms("The successful strike resulted in a new wage deal for the miners.") == []


def test_outcome_without_a_verb_of_result_is_swapped() -> None:
    assert _antonyms("The successful strike took place in May.") == \
        ["The unsuccessful strike took place in May."]


def test_absent_source_of_a_verb_of_evidence_is_refused() -> None:
    assert _antonyms("The available evidence suggests that the bridge is safe.") == []


def test_absence_on_a_plain_subject_is_swapped() -> None:
    assert _antonyms("The available rooms face the garden.") == \
        ["The unavailable rooms face the garden."]
