"""After round 15 (development: held-out part 15 became development once read), negation_flip
v14, antonym_swap v15, circumstance_swap v13, number_swap v16 and paraphrase v11 refuse what
its reviewers ruled broken or no fault. The sentences here are invented, each of the same
build as a ruled row, with a control beside it so a refusal that swallows everything fails."""

from __future__ import annotations

from mutators._example import mutate
from mutators.antonym_swap import antonym_swap
from mutators.circumstance_swap import circumstance_swap
from mutators.negation_flip import negation_flip
from mutators.number_swap import number_swap
from mutators.paraphrase import paraphrase

_UNRELATED = {"p": "The weather in spring is mild and the parks are busy."}


def _negations(text: str) -> list[str]:
    return mutate(negation_flip, text, passages=_UNRELATED)


def _antonyms(text: str) -> list[str]:
    return mutate(antonym_swap, text, passages=_UNRELATED)


def _circumstances(text: str) -> list[str]:
    return mutate(circumstance_swap, text, passages=_UNRELATED)


def _numbers(text: str, passage: str) -> list[str]:
    return mutate(number_swap, text, passages={"p": passage})


# ------------------------------------------------------------------------- negation_flip

def test_no_not_under_an_adverb_of_certainty() -> None:
    assert _negations("Hay fever probably affects a third of adults.") == []
    assert _negations("Hay fever affects a third of adults.") == [
        "Hay fever does not affect a third of adults."]


def test_no_not_over_an_at_least_bound() -> None:
    assert _negations("The singer toured with at least three bands.") == []
    assert _negations("The singer toured with three bands.") != []


def test_no_not_on_the_first_half_of_a_but() -> None:
    assert _negations("Many children are affected by asthma but can be treated well.") == []


def test_no_not_on_an_intermittent_state() -> None:
    assert _negations("The band has toured on and off since the 90s.") == []


# -------------------------------------------------------------------------- antonym_swap

def test_under_a_label_is_no_quantity() -> None:
    assert _antonyms("The singer released albums under three labels.") == []
    assert _antonyms("The ticket costs under $20.") == ["The ticket costs over $20."]


def test_intermittent_state_holds_both_ways() -> None:
    assert _antonyms("The volcano has been active off and on for decades.") == []


def test_idioms_keep_their_word() -> None:
    assert not any("weak" in m for m in _antonyms("The show is still going strong at 40."))


def test_a_holiday_falls_on_a_day() -> None:
    assert _antonyms("The festival can fall on different days in March.") == []


def test_a_passive_of_change_with_its_means() -> None:
    assert _antonyms("The memory can be expanded with a 64 GB card.") == []


# --------------------------------------------------------------------- circumstance_swap

def test_release_comes_before_discontinuation() -> None:
    assert _circumstances("The camera was discontinued six years after it was released.") == []


def test_discovery_comes_before_isolation() -> None:
    assert _circumstances("Chemists isolated the metal 40 years after its discovery.") == []


def test_unrelated_events_still_flip() -> None:
    assert _circumstances("The band toured Japan after they released the album.") == [
        "The band toured Japan before they released the album."]


# ---------------------------------------------------------------------------- number_swap

def test_a_two_digit_decade_becomes_another_decade() -> None:
    made = _numbers("The club was founded in the 60s.", "The club was founded in the 60s.")
    assert made and all(m.endswith(("the 50s.", "the 70s.")) for m in made)
    made = _numbers("The striker is a forward in his 30's.", "He is 33.")
    assert made and all("25" not in m and "35" not in m for m in made)


def test_pounds_and_lb_are_one_unit() -> None:
    passage = "Weight: 540-820 kilograms (1,190-1,810 lb)"
    assert _numbers("The bulls weigh over 600 pounds.", passage) == []


def test_a_bare_million_is_a_sum_of_that_scale() -> None:
    claim = "The agency has a budget exceeding 10 million."
    assert _numbers(claim, "Budget: £85m") == []
    assert _numbers(claim, "Budget: £12m") != []


def test_a_value_inside_a_stated_limit_is_no_fault() -> None:
    claim = "The phone's storage can be expanded with a 16 GB card."
    assert _numbers(claim, "Removable storage: microSDXC up to 128 GB") == []
    assert _numbers(claim, "Removable storage: a 16 GB card") != []


# ----------------------------------------------------------------------------- paraphrase

def _paraphrases(text: str) -> list[str]:
    return mutate(paraphrase, text, passages={"p": text})


def test_no_passive_that_strands_a_contrast() -> None:
    assert _paraphrases("The striker plays a wide role rather than central.") == []
    assert _paraphrases("Mary Shelley wrote the novel.") == [
        "The novel was written by Mary Shelley."]


def test_known_by_names_has_no_active() -> None:
    assert _paraphrases("The festival is known by several official names.") == []
