"""After round 15, reach on tables (tuned on part 15, development): partial_support v13 finds
each claim's support by what it says past its subject and reads a table's rows as lines;
added_fact v10 describes the person an infobox is titled with. Invented tables and claims."""

from __future__ import annotations

from mutators._example import mutate
from mutators.added_fact import added_fact
from tests.helpers.sibling_mutants import partials

_SINGER = ("Maria Ostrova\nBorn: 3 May 1971, Riga, Latvia\nOccupation: Singer, songwriter\n"
           "Years active: 1990-present\nLabels: Polar, Nord")


def _partials(texts: list[str], table: str) -> list[str]:
    return partials(texts, table, key="t")


def test_two_rows_of_one_table_are_two_facts() -> None:
    made = _partials(["Maria Ostrova was born in Riga.", "Maria Ostrova started singing in 1990."],
                     _SINGER)
    assert made and all(m.startswith("Maria Ostrova was born in Riga") for m in made)


def test_one_fact_in_two_wordings_is_not_joined() -> None:
    # neither claim uses a row's words, and both name a time: perhaps one fact twice
    assert _partials(["Maria Ostrova started performing in 1990.",
                      "Maria Ostrova has been on stage since the late 20th century."],
                     "Maria Ostrova\nBorn: 1971\nYears active: 1990-present") == []


def test_a_person_infobox_takes_a_description() -> None:
    made = mutate(added_fact, "Maria Ostrova was born in Riga.", passages={"t": _SINGER})
    assert any(m.startswith("Maria Ostrova, a ") for m in made)


def test_a_racehorse_table_is_no_person() -> None:
    table = "Silver Arrow\nBorn: 2001\nSire: Night Wind\nWins: 12"
    made = mutate(added_fact, "Silver Arrow won twelve races.", passages={"t": table})
    assert not any(m.startswith("Silver Arrow, a ") for m in made)


def test_no_pilot_before_there_were_aircraft() -> None:
    table = "Jonas Wirth\nBorn: 1741, Basel\nOccupation: Watchmaker"
    made = mutate(added_fact, "Jonas Wirth was a Swiss watchmaker.", passages={"t": table})
    assert not any("pilot" in m or "golfer" in m or "accountant" in m for m in made)
