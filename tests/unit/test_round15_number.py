"""Round 15: number_swap reaches years of an era, hyphened ranks and speeds in "MPH".

Round 15 also keeps a bound the weakening way out of an equative degree ("less than 1% as
much air as on Earth") and a count of parts within its whole ("44 states ... in the continental
United States": 48 at most).

A year written with its era ("400 BC", "AD 79") was read as a name ("BC" is upper case, and
often tagged ORG); an ordinal joined by a hyphen to "century" or a superlative ("19th-century",
"second-largest") was refused with "second-hand"; "25 MPH" was read as a name like "737 MAX".
"""

from __future__ import annotations

from mutators._example import mutate
from mutators.number_swap import number_swap


def test_year_before_christ_moves_and_keeps_its_era():
    mutants = mutate(number_swap, "The walls were raised around 600 BC by the first kings.")
    assert mutants and all(m.endswith("00 BC by the first kings.") and "600" not in m
                           for m in mutants)


def test_year_with_leading_era_word_moves():
    assert mutate(number_swap, "The harbour town was rebuilt in AD 64 after the fire.")


def test_era_year_with_commas_keeps_them():
    (mutant,) = mutate(number_swap, "Goats were herded in the valley in 7,000 BC.")
    assert mutant in ("Goats were herded in the valley in 8,000 BC.",
                      "Goats were herded in the valley in 6,000 BC.",
                      "Goats were herded in the valley in 9,000 BC.")


def test_bound_before_christ_moves_earlier():
    mutants = mutate(number_swap, "Rice was grown on the plain by 3,000 BC.")
    assert mutants and all(int(m.split()[-2].replace(",", "")) > 3000 for m in mutants)


def test_bound_after_christ_moves_earlier():
    mutants = mutate(number_swap, "The road was paved by 300 AD.")
    assert mutants and all(int(m.split()[-2]) < 300 for m in mutants)


def test_unread_era_bound_is_left_alone():
    assert mutate(number_swap, "Looms were used there since at least 500 CE.") == []


def test_two_era_years_in_one_sentence_are_left_alone():
    text = "The king was born in 250 BC and died in 190 BC."
    assert mutate(number_swap, text) == []


def test_era_year_the_passages_give_is_not_chosen():
    text = "The bridge fell in 300 BC."
    passages = {"p": "The bridge fell in 300 BC; a second one fell in 200 BC and 400 BC."}
    assert all("200 BC" not in m and "400 BC" not in m
               for m in mutate(number_swap, text, passages=passages))


def test_hyphened_century_moves_a_step():
    mutants = mutate(number_swap, "The square was laid out by a 17th-century architect.")
    assert mutants and all(m in ("The square was laid out by a 16th-century architect.",
                                 "The square was laid out by an 18th-century architect.")
                           for m in mutants)


def test_hyphened_superlative_rank_moves_a_step():
    mutants = mutate(number_swap, "Norway is the third-largest exporter of salmon.")
    assert any(m.startswith("Norway is the fourth-largest") or
               m.startswith("Norway is the second-largest") for m in mutants)


def test_hyphened_idiom_is_left_alone():
    assert mutate(number_swap, "She sold me a second-hand bicycle.") == []


def test_speed_in_mph_moves():
    mutants = mutate(number_swap, "The lane has a limit of 20 MPH near the school.")
    assert mutants and all("MPH near the school" in m and "20 MPH" not in m for m in mutants)


def test_equative_bound_is_a_degree_never_weakened():
    text = ("The probe studies the thin Venusian atmosphere where less than 2% as much water on "
            "the ground as on Earth is found.")
    for seed in range(4):
        for mutant in mutate(number_swap, text, seed=seed):
            assert float(mutant.split("less than ")[1].split("%")[0]) < 2


def test_count_of_parts_stays_within_its_whole():
    text = "In 2019, 45 states in the continental United States reported cases of the flu."
    for seed in range(4):
        counts = [int(m.split(", ")[1].split()[0]) for m in mutate(number_swap, text, seed=seed)
                  if m.startswith("In 2019")]
        assert counts and all(c <= 48 for c in counts)
