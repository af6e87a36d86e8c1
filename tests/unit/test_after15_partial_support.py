"""After round 15, partial_support v14 reaches more claims on tables (tuned on part 15,
development): a shared subject's second predicate in another tense, or after a clause that
would take it, becomes a clause of its own with the subject repeated; a copula or "have"
may be shared ("is a dish and is not a soup"); a subject named inside the other ("Ann
Berg's career", "Ann Berg") is the same subject. Each rule beside the control it must still
refuse. Invented tables and claims, in the style of InfoTabS."""

from __future__ import annotations

import pytest

from mutato.suite.model import Claim
from mutators.partial_support import _about, _disagrees, row_facts
from tests.helpers.sibling_mutants import partials


def _partials(texts: list[str], table: str) -> list[str]:
    return partials(texts, table, key="t")


_SINGER = ("Lena Vogt\nBorn: 4 June 1961, Bergen, Norway\nOccupation: Singer\n"
           "Years active: 1980-present\nLabels: Polar, Nord, Vinyl Moon\n"
           "Spouse(s): Ole Dahl (m. 1990)\nChildren: 2")


def test_another_tense_takes_the_subject_again() -> None:
    made = _partials(["Lena Vogt recorded under three labels.",
                      "Lena Vogt has been married for over twenty years."], _SINGER)
    assert made and all(m.startswith("Lena Vogt recorded under three labels, and Lena Vogt ")
                        for m in made)


def test_a_verb_other_than_be_or_have_is_not_shared() -> None:
    # "died ... and did not die": one verb twice restates, whatever its tense
    made = _partials(["Per Lund died in Oslo.", "Per Lund died of a fever in 1950."],
                     "Per Lund\nDied: 1950, Oslo\nCause of death: Fever")
    assert not any(" die " in m or "and died" in m for m in made)


_CAT = "Mira\nSpecies: Felis catus\nSex: Female\nBorn: 1990\nDied: 2015 (aged 25)\nColour: Grey"


def test_a_copula_may_be_shared() -> None:
    made = _partials(["Mira was a grey tabby cat.", "Mira was a long-lived animal."], _CAT)
    assert "Mira was a grey tabby cat and was not a long-lived animal." in made


_COLLEGE = ("Halden College\nType: Private\nEstablished: 1948\nMascot: Olaf the Owl\n"
            "Students: 5,800\nWebsite: halden.edu")


def test_a_trailing_clause_takes_the_subject_again() -> None:
    made = _partials(["Halden College is a private college established in the 20th century.",
                      "Halden College has a male mascot."], _COLLEGE)
    assert ("Halden College is a private college established in the 20th century, and "
            "Halden College does not have a male mascot.") in made


def test_a_subject_named_in_the_other_is_the_same_subject() -> None:
    table = ("Ann Berg\nBorn: 1975\nOccupation: Comedian, host\nYears active: 1994-present\n"
             "Alma mater: Tromso College")
    made = _partials(["Ann Berg's career has lasted over two decades.",
                      "Ann Berg attended college."], table)
    assert any(m.endswith(", and Ann Berg did not attend college.") for m in made)


@pytest.mark.parametrize(("mine", "fact", "expected"), [
    ("Ann Berg's career", "Ann Berg did not attend college.", True),
    ("The city of Bergen", "Bergen is not above sea level.", True),
    ("Norway's upper house", "The capital of Norway is not Bergen.", False),  # another thing
    ("Vauna and Gravgak", "Gravgak is not a guard.", False),  # one of a pair
])
def test_about(mine: str, fact: str, expected: bool) -> None:
    assert _about(mine, fact, by_name=True) is expected


def test_a_negation_of_the_claims_own_words_is_refused() -> None:
    # "is from the west coast, and ... was not born on the west coast" contradicts itself
    table = ("Kim Lowe\nBorn: 2 May 1984, Vancouver, British Columbia, Canada\n"
             "Occupation: Actress\nChildren: 1")
    made = _partials(["Kim Lowe is from the west coast of Canada.",
                      "Kim Lowe was born on the west coast of North America."], table)
    assert not any("west coast of North America" in m for m in made)


def test_a_unit_counted_on_both_sides_is_no_shared_slot() -> None:
    table = ("Al Rune\nPosition: Quarterback\nPassing yards: 9,200\nRushing yards: 1,300\n"
             "Rushing touchdowns: 12")
    made = _partials(["Al Rune is a quarterback with over 9,000 passing yards.",
                      "Al Rune has rushed over 1,000 yards."], table)
    assert any("has not rushed over 1,000 yards" in m for m in made)


_BRIDGE = ("Tallow Bridge\nCarries: Route 9\nLocale: Tallow County\nDesign: Suspension\n"
           "Opened: May 2, 1954; 65 years ago\nToll: None")


def test_a_date_and_the_span_since_it_are_one_fact() -> None:
    made = _partials(["The Tallow Bridge was opened in the 1950s.",
                      "The Tallow Bridge has been around for over 60 years."], _BRIDGE)
    assert made == []


def test_two_rows_still_make_two_facts() -> None:
    made = _partials(["The Tallow Bridge was opened in the 1950s.",
                      "The Tallow Bridge carries Route 9."], _BRIDGE)
    assert made


@pytest.mark.parametrize(("fact", "expected"), [
    ("Jon Ekdal do not live for more than half a century.", True),  # a sibling's slip
    ("Jon Ekdal does not live in Oslo.", False),
    ("Rickets does not typically occur in adults.", False),  # a singular disease name
])
def test_disagrees(fact: str, expected: bool) -> None:
    assert _disagrees(fact) is expected


def test_an_abbreviation_keeps_its_stop() -> None:
    table = "Dana Price\nBorn: 1960, Boston\nResidence: Los Angeles, California, U.S.\nChildren: 2"
    made = _partials(["Dana Price lives in the western U.S.", "Dana Price has two children."],
                     table)
    assert made and all(m.startswith("Dana Price lives in the western U.S. and ")
                        or m.startswith("Dana Price lives in the western U.S., and ")
                        for m in made)


_FILM = ("Night Harbour\nDirected by: Ida Holm\nStarring: Ola Berg, Siv Dahl\n"
         "Running time: 112 minutes\nBudget: $9 million\nCountry: Norway\nLanguage: Norwegian")


def test_a_table_row_is_a_false_fact_about_the_title() -> None:
    # the two siblings say one thing (two times, no row's words): only the rows are left
    made = _partials(["Night Harbour is longer than an hour and a half.",
                      "Night Harbour runs for nearly two hours."], _FILM)
    assert made and all(m.startswith("Night Harbour is longer than an hour and a half")
                        for m in made)
    assert any("Ida Holm" in m or "budget" in m for m in made)


def test_no_row_speaks_of_another_subject_than_the_title() -> None:
    assert _partials(["Ida Holm is a director from Norway.",
                      "Ida Holm is a Norwegian filmmaker."], _FILM) == []


def test_rows_read_as_sentences() -> None:
    claim = Claim("c", "Night Harbour is a drama.", {"t": _FILM})
    assert row_facts(claim, "Night Harbour") == [
        "Night Harbour was directed by Ida Holm.",  # a list ("Starring") is no one fact
        "Night Harbour has a running time of 112 minutes.",
        "Night Harbour had a budget of $9 million."]
    assert row_facts(Claim("c", "Ann sings.", {"p": "Ann sings. She lives in Oslo."}), "Ann") == []


def test_a_story_retold_takes_no_repeated_subject() -> None:
    # round 8: a present retelling and a past event of the story, joined however, is a non
    # sequitur ("Jeff notes the mountains ..., and Jeff did not have ...")
    story = ("Jeff walked up the path. He was tired. The house had a red door. He had a key. "
             "The air was warm. Jeff was not hungry. He had a long coat.")
    made = _partials(["Jeff notes the warm air that he feels on the porch.",
                      "Jeff had a long coat."], story)
    assert not any(", and Jeff " in m for m in made)
