"""entity_swap after round 17: the classes round-17 reviewers ruled against, each beside a
control the fix must still make. Invented sentences and tables in the shape of InfoTabS
infoboxes, never copied from the corpus.

- a piece of a name that spans a conjunction ("Robert III and II", a table titled "Hale and
  Pike") is swapped whole or not at all;
- a person's slot takes only a person of a row of people, never a name an award, a
  "Known for" or an invention row gives;
- a count of the person's kin holds of a relative too: the title person is not swapped for
  a spouse or a child then.
"""

from __future__ import annotations

import pytest

from mutato.suite.model import Claim
from mutators._example import mutate
from mutators.entity_swap import Term, _no_person_of_the_table, context, entity_swap, terms

KING = ("Robert III and II\n"
        "Born: 4 May 1520 Stirling Castle, Scotland\n"
        "Died: 9 June 1580 (aged 60) Windsor Castle, England\n"
        "Spouse: Margaret of Hesse ( m. 1545)\n"
        "Children: Walter Stewart, Isobel Stewart\n"
        "Father: Robert II, King of Scots")

FIRM_TITLE = ("Hale and Pike\n"
              "Founded: 1890\n"
              "Founders: Tom Hale, Ed Pike\n"
              "Headquarters: Leeds, England\n"
              "Key people: Ann Webb (chair)")

AVIATOR = ("Martin Ashcombe\n"
           "Born: 3 March 1880 Cork, Ireland\n"
           "Died: 1 May 1921 (aged 41) Dover, England\n"
           "Occupation: Aviator, inventor\n"
           "Known for: Jet Sled, Seaplane Tender\n"
           "Awards: Order of St Andrew and St Paul, Air Force Cross\n"
           "Children: Lucy Ashcombe")

WRITER = ("Neil Booker\n"
          "Born: Dayton, Ohio, United States\n"
          "Occupation: Game designer, writer\n"
          "Spouse(s): Carla Booker\n"
          "Children: Owen Booker")


def _on(table: str, claim: str) -> list[str]:
    return mutate(entity_swap, claim, passages={"t": table})


@pytest.mark.parametrize("claim", [
    "Robert III and II was born in Scotland and died in England.",
    "Robert III and II died in a castle.",
])
def test_a_double_regnal_name_is_not_cut(claim: str) -> None:
    assert not any(m.count(" and II") and not m.startswith("Robert III") for m in
                   _on(KING, claim))
    assert all(m.startswith("Robert III and II") for m in _on(KING, claim))


def test_a_name_a_table_titles_with_its_and_is_not_cut() -> None:
    assert all("Hale and Pike" in m for m in _on(FIRM_TITLE, "Hale and Pike is based in Leeds."))


def test_two_names_joined_by_and_still_swap() -> None:
    made = _on(WRITER, "Neil Booker and Carla Booker were born in Ohio.")
    assert "Neil Booker and Owen Booker were born in Ohio." in made


@pytest.mark.parametrize("claim", [
    "Martin Ashcombe died in a different country than the one he was born in.",
    "Martin Ashcombe was a famous aviator.",
])
def test_a_person_is_not_swapped_for_an_award_or_an_invention(claim: str) -> None:
    made = _on(AVIATOR, claim)
    assert not any(w in m for m in made for w in ("St Andrew", "St Paul", "Jet Sled",
                                                  "Seaplane", "Air Force"))


@pytest.mark.parametrize(("name", "refused"), [
    ("St Andrew", True),  # of an award's name
    ("Jet Sled", True),  # of "Known for"
    ("Lucy Ashcombe", False),  # a child: a person of a row of people
])
def test_a_person_slot_takes_only_a_person_of_a_row_of_people(name: str,
                                                              refused: bool) -> None:
    ctx = context(Claim("c", "Martin Ashcombe was a great aviator.", {"t": AVIATOR}))
    martin = next(t for t in terms(ctx.doc) if t.text == "Martin Ashcombe")
    candidate = Term(name, frozenset({("ent", "PERSON")}), 0, 0, (), proper=True,
                     label="PERSON")
    assert _no_person_of_the_table(ctx, martin, candidate) is refused


def test_a_person_still_swaps_with_a_person_of_the_table() -> None:
    made = _on(AVIATOR, "Martin Ashcombe was born in 1880 and worked as an aviator.")
    assert made and all("Lucy Ashcombe" in m for m in made if "Martin" not in m)


@pytest.mark.parametrize("claim", [
    "Neil Booker has at least two immediate family members.",
    "Neil Booker has two children.",
])
def test_a_count_of_kin_is_not_swapped_for_a_relative(claim: str) -> None:
    made = _on(WRITER, claim)
    assert not any(m.startswith(("Carla", "Owen")) for m in made)


def test_a_claim_with_no_count_of_kin_still_swaps_the_title_for_a_relative() -> None:
    made = _on(WRITER, "Neil Booker works as a game designer and writer.")
    assert any(m.startswith(("Carla Booker", "Owen Booker")) for m in made)
