"""Round 15 (circcond): circumstance_swap swaps a place in more slots, and takes countries,
states and regions of the tables from anywhere in the passages."""

from __future__ import annotations

from mutators._example import mutate
from mutators.circumstance_swap import circumstance_swap

_FILLER = (" The harbour froze early that year. Fishing boats stayed in port for weeks."
           " Prices of bread rose sharply. Schools closed for the holidays."
           " A new bridge opened over the river. ")


def _swaps(text: str, passage: str) -> list[str]:
    """The claim's mutants where the passage's first sentence and the rest lie far apart."""
    first, rest = passage.split(". ", 1)
    return mutate(circumstance_swap, text, passages={"p": first + "." + _FILLER + rest})


def test_country_subject_swaps_for_a_country_the_passages_name() -> None:
    """A country as subject takes another country of the passages."""
    made = _swaps("Norway has a large oil fund.",
                  "Norway has a large oil fund. Sweden joined the union in 1995.")
    assert "Sweden has a large oil fund." in made


def test_country_of_a_common_noun_swaps() -> None:
    """'the population of Norway' is a place slot."""
    made = _swaps("The population of Norway grew by ten percent.",
                  "The population of Norway grew by ten percent. Sweden grew more slowly.")
    assert "The population of Sweden grew by ten percent." in made


def test_conjoined_place_swaps() -> None:
    """The second place of 'in Norway and Denmark' swaps too."""
    made = _swaps("The tax was abolished in Norway and Denmark.",
                  "The tax was abolished in Norway and Denmark. Sweden kept it.")
    assert any("Sweden" in text for text in made)


def test_subject_that_is_no_ranked_place_stays() -> None:
    """A subject place the tables do not rank (a town) is not swapped."""
    made = _swaps("Porthcawl has a long beach.",
                  "Porthcawl has a long beach. A medal was found in Bridgend.")
    assert not any("Bridgend" in text for text in made)


def test_of_after_a_name_stays() -> None:
    """'the Bank of Norway' style names: 'of' after a capitalised noun is no place slot."""
    made = _swaps("He was the King of Norway.",
                  "He was the King of Norway. Sweden was his neighbour.")
    assert not any("Sweden" in text for text in made)


def test_another_name_of_the_same_country_is_no_swap() -> None:
    """America → the United States only renames the place."""
    made = _swaps("Commodore is a naval rank in America.",
                  "Commodore is a naval rank in America. The rank exists in the United States.")
    assert not any("United States" in text for text in made)


def test_a_country_the_claim_names_another_way_is_not_swapped_in() -> None:
    """'the US occupation ... of the United States' would contradict itself."""
    made = _swaps("The US occupation led to the democratization of Japan.",
                  "The US occupation led to the democratization of Japan. "
                  "Troops came from the United States.")
    assert not any("of the United States" in text for text in made)
