"""entity_swap after round 18: the classes rounds 18 and 18b ruled against, and one reach
rule, each beside a control. Invented sentences and tables in the style of the real text
(CLAPNQ answers, InfoTabS infoboxes), never copied from the corpus.

- a replacement of another kind than its slot: a person's name for a place (a name one word
  of which the passages use alone, as people are called), a zone for a point ("the
  Northern Hemisphere" for "the South Pole");
- a noun phrase that mentions a word ("the word pathogen") is no kind of its head;
- a person dated by a century or a decade is not swapped for a relative, of whom the claim
  may hold too;
- reach: a place the shipped tables list (a country) is a place whatever type a list beside
  it lent it, and swaps with another country of the passages; a place right after an
  adjective or a participle that picks out part of it ("French speaking Canada") does not.
"""

from __future__ import annotations

import pytest

from mutators import _entity_kinds, _nlp
from mutators._example import mutate
from mutators.entity_swap import (
    Term,
    _a_mention,
    _coarse_time_of,
    _named_by_a_part,
    entity_swap,
    terms,
)

FRIENDS = ("Marta Kell worked with Greta Voss for years. Her boss wanted to fire Greta. She had "
           "a crush on Greta Voss in those years. Marta Kell later moved to Boston, where she "
           "opened a bakery. Her sister lived in Denver.")

BOTANIST = ("Oscar Lind\nBorn: 1832 Uppsala, Sweden\nDied: 4 May 1899\nOccupation: Botanist\n"
            "Spouse(s): Ida Berg\nChildren: Karl Lind, Sofia Lind")

REGIMENT = ("The regiment was raised in Ireland. The regiment fought in Greece and Serbia until "
            "it was disbanded in 1917. Its veterans later served in France and Belgium.")


def _place(text: str) -> Term:
    return Term(text, frozenset({("ent", "GPE")}), 0, 0, (), proper=True, label="GPE")


@pytest.mark.parametrize(("name", "refused"), [
    ("Greta Voss", True),  # "fire Greta": a person, whatever the recogniser says
    ("New York", False),  # no piece of it stands alone
])
def test_a_name_called_by_a_piece_is_no_place(name: str, refused: bool) -> None:
    assert _named_by_a_part(_place(name), [_nlp.parse(FRIENDS)]) is refused


def test_a_place_still_swaps_with_a_place() -> None:
    made = mutate(entity_swap, "Marta Kell moved to Boston where she opened a bakery.",
                  passages={"p": FRIENDS})
    assert made and not any("Greta" in m for m in made)
    assert any("moved to Denver" in m for m in made)


@pytest.mark.parametrize(("one", "other", "same"), [
    ("south pole", "northern hemisphere", False),  # a point and a zone
    ("south pole", "north pole", True),
    ("cape horn", "southern hemisphere", False),
])
def test_a_point_swaps_only_with_a_point(one: str, other: str, same: bool) -> None:
    terms_ = [Term(k, frozenset(), 0, 0, ()) for k in (one, other)]
    assert _entity_kinds.same_kind_word(*terms_) is same


def test_a_phrase_that_mentions_a_word_is_no_kind() -> None:
    doc = _nlp.parse("Later writers adopted the word pathogen, and the first animal "
                     "pathogen was found in 1876.")
    found = [t.text for t in terms(doc)]
    assert "word pathogen" not in found
    assert "animal pathogen" in found
    assert _a_mention(doc, 4, 5)


@pytest.mark.parametrize(("claim", "coarse"), [
    ("Oscar Lind was born in the 19th century.", True),
    ("Oscar Lind died in the 1890s.", True),
    ("Oscar Lind was born in Uppsala in 1832.", False),  # a year: the table fixes it
    ("Oscar Lind was a 19th century botanist.", False),  # the century is the noun's
    ("Oscar Lind worked as a botanist for five decades.", False),  # a span, not a date
])
def test_a_coarse_date_of_the_person(claim: str, coarse: bool) -> None:
    doc = _nlp.parse(claim)
    oscar = next(t for t in terms(doc) if t.text == "Oscar Lind")
    assert _coarse_time_of(doc, oscar) is coarse


def test_a_century_is_not_swapped_to_a_relative_but_a_year_is() -> None:
    assert not mutate(entity_swap, "Oscar Lind was born in the 19th century.",
                      passages={"t": BOTANIST})
    made = mutate(entity_swap, "Oscar Lind was born in Uppsala in 1832.",
                  passages={"t": BOTANIST})
    assert any(m.startswith(("Ida Berg", "Karl Lind", "Sofia Lind")) for m in made)


def test_a_country_of_the_tables_swaps_with_another_country() -> None:
    made = mutate(entity_swap, "The regiment fought in Greece and Serbia until it was "
                  "disbanded in 1917.", passages={"p": REGIMENT})
    assert made and all(any(c in m for c in ("France", "Belgium", "Ireland")) for m in made)


@pytest.mark.parametrize(("name", "labels", "known"), [
    ("greece", {"GPE", "LOC"}, True),
    ("jordan", {"GPE", "PERSON"}, False),  # also a person's name
    ("knutsford", {"GPE"}, False),  # a town the tables do not list
])
def test_a_known_place(name: str, labels: set[str], known: bool) -> None:
    assert _entity_kinds.known_place(_place(name), labels) is known


def test_a_place_a_describing_word_picks_out_is_not_swapped() -> None:
    assert not mutate(entity_swap, "The show was later broadcast in French speaking Canada.",
                      passages={"p": "The show aired in Mexico and Brazil in 2015. The show was "
                                "later broadcast in Spain, Italy and French speaking Canada."})
