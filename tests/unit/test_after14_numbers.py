"""Round 14 refusals of number_in_words and number_swap (sentences written for the tests)."""

from __future__ import annotations

from mutators._example import mutate
from mutators.number_in_words import number_in_words
from mutators.number_swap import number_swap


def test_in_words_keeps_digits_of_a_form_code() -> None:
    for text in ("Companies file a 10-K every year.", "Filings such as 8-Ks are public."):
        assert not any("ten-" in m or "eight-" in m for m in mutate(number_in_words, text))


def test_in_words_refuses_an_index_after_a_title() -> None:
    for text in ("Orbit Data Files (NASA) 4.", "The motto was “Work Hard, Play Fair.” 5."):
        assert mutate(number_in_words, text) == []


def test_in_words_still_writes_a_count() -> None:
    assert mutate(number_in_words, "The trip takes 4 days.") == ["The trip takes four days."]


def test_swap_refuses_an_index_after_a_title() -> None:
    for text in ("Orbit Data Files (NASA) 4.", "The motto was “Work Hard, Play Fair.” 5."):
        assert mutate(number_swap, text) == []


def test_swap_refuses_a_count_its_colon_list_names() -> None:
    text = "There are two ways of paying for the tickets: using a card and sending a cheque."
    assert mutate(number_swap, text) == []


def test_swap_refuses_a_single_count_over_a_list() -> None:
    text = "If all pods in a cluster, or in a single zone, rack, or VPC are affected, you can file a report."
    assert mutate(number_swap, text) == []


def test_swap_reads_a_doubled_bound_word() -> None:
    text = "The charity has raised more than than $4.5 million for schools."
    for mutant in mutate(number_swap, text):
        value = float(mutant.split("$")[1].split()[0])
        assert value > 4.5
