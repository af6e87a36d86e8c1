"""entity_swap after round 15: infobox passages (a title line, then one ``key: value`` row per
line) give each value its kind by its row. A value swaps with a value of another row of the
same kind (a birthplace for a resting place, a director for the composer, a partner for a
spouse), a person table's title with a relative; each rule is shown beside a control it must
refuse. The tables are invented, in the shape of InfoTabS infoboxes."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators._infobox import read
from mutators.entity_swap import entity_swap

SINGER = ("Marta Lindqvist\n"
          "Born: ( 1961-04-02 ) April 2, 1961 (age 57)   Uppsala, Sweden\n"
          "Occupation: Singer, songwriter, dancer\n"
          "Years active: 1979-present\n"
          "Spouse(s): Anders Holm ( m.  1990)\n"
          "Children: 2; including Elin Holm\n"
          "Labels: Polar, Sonet\n"
          "Website: martalindqvist .se")

FILM = ("Harbor Lights\n"
        "Directed by: Paul Regan\n"
        "Produced by: Ruth Abel, Paul Regan\n"
        "Music by: Tomas Grell\n"
        "Running time: 112 minutes\n"
        "Country: United States")

PAINTER = ("Henrik Falk\n"
           "Born: 3 May 1840   Bergen, Norway\n"
           "Died: 9 June 1901 (aged 61)   Lyon, France\n"
           "Nationality: Norwegian\n"
           "Spouse(s): Ingrid Moe\n"
           "Children: Karl, Sofie")


def _on(table: str, claim: str) -> list[str]:
    return mutate(entity_swap, claim, passages={"t": table})


def test_infobox_rows_are_read_with_their_kinds() -> None:
    box = read(SINGER)
    assert box is not None and box.title == "Marta Lindqvist" and box.person()
    assert [row.kind for row in box.rows if row.kind] == ["place", "spouse", "relative",
                                                          "label"]


def test_running_text_is_no_infobox() -> None:
    assert read("Marta sings.\nShe lives in Uppsala.\nNote: she tours in May.") is None


@pytest.mark.parametrize(("claim", "allowed"), [
    # the title person for a relative the claim says nothing of
    ("Marta Lindqvist has been singing for four decades.",
     {"Anders Holm has been singing for four decades.",
      "Elin Holm has been singing for four decades."}),
    # a credit for a credit of another row; a name the claim has already is no option
    ("Harbor Lights was directed by Paul Regan with a score by Tomas Grell.",
     {"Harbor Lights was directed by Paul Regan with a score by Ruth Abel."}),
    ("Harbor Lights has music by Tomas Grell.",
     {"Harbor Lights has music by Ruth Abel.", "Harbor Lights has music by Paul Regan."}),
    # a birthplace for the place of death, both countries (and the title for a relative)
    ("Henrik Falk was born in Norway.",
     {"Henrik Falk was born in France.", "Ingrid Moe was born in Norway.",
      "Karl was born in Norway.", "Sofie was born in Norway."}),
])
def test_value_of_another_row_of_the_same_kind(claim: str, allowed: set[str]) -> None:
    table = {"Marta": SINGER, "Harbor": FILM, "Henrik": PAINTER}[claim.split()[0]]
    made = _on(table, claim)
    assert made and set(made) <= allowed


def test_title_person_for_a_relative_of_a_marriage_claim_is_never_the_spouse() -> None:
    made = _on(SINGER, "Marta Lindqvist has been married for almost thirty years.")
    assert made == ["Elin Holm has been married for almost thirty years."]


def test_title_person_is_not_swapped_when_the_claim_fixes_her_sex() -> None:
    assert _on(SINGER, "Marta Lindqvist released her first record in Sweden.") == []


def test_sibling_in_the_same_row_holds_in_the_same_slot() -> None:
    # Occupation lists "dancer" beside "singer": "works as a dancer" is no fault
    assert "Marta Lindqvist works as a dancer." not in _on(
        SINGER, "Marta Lindqvist works as a singer.")


def test_label_listed_in_the_same_row_is_no_rival() -> None:
    made = _on(SINGER, "Marta Lindqvist recorded for Polar.")
    assert made and not any("Sonet" in text for text in made)


def test_the_producer_who_also_directed_holds_in_the_directors_slot() -> None:
    # Paul Regan directed and produced: Ruth Abel shares his "Produced by" row
    assert "Harbor Lights was directed by Ruth Abel." not in _on(
        FILM, "Harbor Lights was directed by Paul Regan.")


def test_place_and_the_country_holding_it_are_no_rivals() -> None:
    table = ("Ola Berg\n"
             "Born: 1 March 1950   Lyon, France\n"
             "Residence: France\n"
             "Spouse(s): Kari Berg")
    assert "Ola Berg lives in Lyon." not in _on(table, "Ola Berg lives in France.")


def test_claim_naming_the_candidates_row_is_left_alone() -> None:
    table = ("Blue Door\n"
             "Production company: Red Fox Films, Kite Pictures\n"
             "Distributed by: North Star Releasing\n"
             "Running time: 95 minutes\n"
             "Country: Canada")
    assert _on(table, "North Star Releasing shared production with another studio.") == []


def test_a_first_name_alone_is_no_title() -> None:
    assert _on(SINGER, "Marta has been singing for four decades.") == []


DRUMMER = ("Tomas Berg\n"
           "Born: 4 July 1955   Malmo, Sweden\n"
           "Occupation: Drummer\n"
           "Spouse(s): Lena Berg ( m.  1980)\n"
           "Relatives: Olof Berg (brother), Maja Lind (cousin)")


def test_a_claim_fixing_his_sex_swaps_only_with_a_relative_marked_male() -> None:
    assert _on(DRUMMER, "Tomas Berg toured Japan when he was 25 years old.") == [
        "Olof Berg toured Japan when he was 25 years old."]


def test_a_claim_fixing_her_sex_has_no_relative_marked_female() -> None:
    assert _on(DRUMMER, "Tomas Berg toured Japan when she was 25 years old.") == []


PHONE = ("Vela Nova\n"
         "Manufacturer: Vela Mobile\n"
         "Predecessor: Vela Aria\n"
         "Successor: Vela Luna\n"
         "Memory: 2 GB")


def test_a_title_swaps_with_its_successor_in_a_claim_giving_a_number() -> None:
    made = _on(PHONE, "The Vela Nova was sold for over 3 years.")
    assert made and set(made) <= {"The Vela Aria was sold for over 3 years.",
                                  "The Vela Luna was sold for over 3 years."}


def test_a_claim_of_the_whole_class_keeps_its_title() -> None:
    assert _on(PHONE, "The Vela Nova is a phone made by a mobile company that sells well.") == []


PHYSICIST = ("Otto Reiner\n"
             "Born: 2 May 1861   Kassel, Germany\n"
             "Alma mater: University of Bonn\n"
             "Doctoral advisor: Emil Vogt\n"
             "Fields: Physics")

RACEHORSE = ("Silver Lane\n"
             "Sire: Grey Harbour\n"
             "Dam: Mona Lee\n"
             "Died: 4 May 2015\n"
             "Breeder: Anna Moss")


def test_title_person_for_another_person_of_the_table() -> None:
    assert _on(PHYSICIST, "Otto Reiner studied at a university for over 4 years.") == [
        "Emil Vogt studied at a university for over 4 years."]


def test_racehorse_table_is_no_person_table() -> None:
    box = read(RACEHORSE)
    assert box is not None and not box.person()
    assert "Anna Moss won 9 races in 2 years." not in _on(RACEHORSE,
                                                           "Silver Lane won 9 races in 2 years.")
