"""entity_swap after round 16: the classes round-16 reviewers ruled against, each beside a
control the fix must still make. Invented sentences and tables in the shape of InfoTabS
infoboxes and DialFact replies, never copied from the corpus.

- "born in U.S..": a place name that takes "the" gets it, and the claim's stop is kept once;
- a firm put in a place slot ("its release in the Eon Productions"): a country a firm's row
  names in brackets is no firm, and a piece of a hyphenated name is no name;
- a people or a language the passage gives in the same relation to one verb as the target
  ("derives from Middle English ..., from Old French ...") holds in the claim's slot too.
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.entity_swap import Term, _of_row_kind, entity_swap

ACTOR = ("Ruth Calder\n"
         "Born: ( 1961-04-02 ) April 2, 1961 (age 57)   Hamburg, Germany\n"
         "Residence: Travis County, Texas, U.S.\n"
         "Nationality: American\n"
         "Occupation: Actress\n"
         "Spouse(s): Dale Ashby ( m. 1990)")

FILM = ("Night Harbour\n"
        "Directed by: Paul Regan\n"
        "Produced by: Ruth Abel\n"
        "Production company: Northlight Productions, Stone-Lyle-Bramwell\n"
        "Distributed by: Lantern Productions (US), Orbis (International)\n"
        "Release date: 3 May 2001 (United Kingdom), 9 May 2001 (USA)\n"
        "Country: United Kingdom, Germany")


def _on(table: str, claim: str) -> list[str]:
    return mutate(entity_swap, claim, passages={"t": table})


@pytest.mark.parametrize(("claim", "made"), [
    # a place that takes "the" gets it, and its own stop does not double the claim's
    ("Ruth Calder was born in Germany.", "Ruth Calder was born in the U.S."),
    # the claim's "the" goes before a place that takes none, and the stop "U.S." held stays
    ("Ruth Calder lives in the U.S.", "Ruth Calder lives in Germany."),
    ("Ruth Calder lives in the U.S. with her husband.",
     "Ruth Calder lives in Germany with her husband."),
])
def test_the_and_the_stop_of_a_place(claim: str, made: str) -> None:
    assert made in _on(ACTOR, claim)
    assert not any(".." in m or "the Germany" in m or "in U.S" in m for m in _on(ACTOR, claim))


def test_a_place_used_as_a_modifier_keeps_the_claims_words() -> None:
    made = _on(ACTOR, "Ruth Calder is a Germany-born actress.")
    assert not any("the U.S." in m for m in made)


def test_a_country_a_firms_row_names_is_no_firm() -> None:
    made = _on(FILM, "Night Harbour opened in Germany a week after its release in the US.")
    assert not any(firm in m for m in made for firm in ("Northlight", "Lantern", "Orbis", "Stone",
                                                        "Lyle", "Bramwell"))


def test_a_firm_is_still_of_a_firms_row() -> None:
    firm, country = (Term(k, frozenset({("ent", label)}), 0, 0, (), proper=True, label=label)
                     for k, label in (("Lantern Productions", "ORG"), ("US", "GPE")))
    assert _of_row_kind(firm, "company") and not _of_row_kind(country, "company")
    assert _of_row_kind(country, "place")


def test_a_piece_of_a_hyphenated_name_is_no_option() -> None:
    made = _on(FILM, "Northlight Productions made Night Harbour.")
    assert not any(word in m for m in made for word in ("Lyle made", "Stone made",
                                                        "Bramwell made"))


@pytest.mark.parametrize(("claim", "passage"), [
    ('The word "baker" comes from the Middle English word "bakere", did you know?',
     'The word "baker" comes from the Middle English word "bakere", from Old English '
     '"bæcere", meaning one who bakes.'),
    ("Its roots are in West African music, I think.",
     "Samba has roots in West African dance and music, as well as in European court "
     "dances of the period."),
])
def test_a_people_in_the_same_relation_holds_too(claim: str, passage: str) -> None:
    assert mutate(entity_swap, claim, passages={"p": passage}) == []


@pytest.mark.parametrize(("claim", "passage", "made"), [
    ("Samba has its roots in West African music.",
     "Samba has roots in West African dance. It was later shaped by European court dances.",
     "Samba has its roots in European music."),
    ("Lena Hart is an Irish biologist.",
     "Lena Hart is an Irish biologist. She led a Scottish team that cloned a sheep.",
     "Lena Hart is a Scottish biologist."),
    # a trait of a named person: the passage's other name is another person
    ("The ode was inspired by the Roman poet and scholar.",
     "Vortex theory is a doctrine first taught by the ancient Greek scholar Anaxarchus and "
     "the Roman scholar Varro.",
     "The ode was inspired by the Greek poet and scholar."),
])
def test_a_people_in_another_relation_still_swaps(claim: str, passage: str, made: str) -> None:
    assert mutate(entity_swap, claim, passages={"p": passage}) == [made]
