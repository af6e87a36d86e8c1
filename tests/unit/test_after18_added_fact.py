"""added_fact v14 (after round 18): round 18/18b's bad classes refused as general properties,
each beside a control the rule must still make, and two reach rules. Sentences and passages
are invented in the style of InfoTabS tables and CLAPNQ's written answers.

- no description of a referent the claim calls unknown or anonymous ("its award-winning
  author ... regard the author as unknown");
- no venue detail on a noun in its other sense, read from its context ("the rooftop view was
  challenged": a view argued or held is an opinion);
- no detail inside a table's title the claim writes ("Et in southern Arcadia ego");
- no year on a bound over a whole span ("less than a million dollars in its career in
  1993" follows from the original) or on a stretch ("retired for over a year in 1991");
- reach: a table titled through accents, a comma or a glued native name ("Tornio, Finland",
  "NarvikNarvik"); a year before a clause with its own subject (", but he ..."); a name a
  prose passage defines ("X is a Buddhist temple") takes the descriptions of its kind.
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.added_fact import added_fact

HUSKY = ("Storm Runner\nSire: Blue Vale\nDam: Queen Dot\nSex: Stallion\nFoaled: 1988\n"
         "Country: Ireland\nEarnings: $812,400")
PAINTING = ("Et in Boeotia nos\nArtist: Pierre Lenoir\nYear: 1702\nMedium: oil on canvas\n"
            "Location: Musee de Lyon")
TOWN = ("Tornio, Finland\nCountry: Finland\nDensity: 31/km2\nTime zone: EET\nMayor: Aila Koski\n"
        "Elevation: 10 m")
GLUED = ("VeszpremVeszprem (Hungarian)\nCountry: Hungary\nDensity: 470/km2\nTime zone: CET\n"
         "Mayor: Gyula Kiss\nElevation: 220 m")
TEMPLE = ("Kaizan-ji\nThe temple was founded by a local lord and rebuilt twice. It was given "
          "to the monks of Nara, who keep its gardens.")
ACTOR = ("Tom Vale, born in 1921, acted on stage for years. He was cast as the sheriff, but he "
         "fell ill during his early scenes and left the film.")


def _made(claim: str, passages: dict[str, str]) -> list[str]:
    return mutate(added_fact, claim, passages=passages)


@pytest.mark.parametrize(("claim", "refused", "made"), [
    ("Tradition gives it to a monk, so its author is often called Ivo, though most "
     "historians regard the author as unknown.", "award-winning author", None),
    ("The author of the hymn is anonymous, and the author wrote it for a choir.",
     "award-winning author", None),
    ("The author wrote the hymn for a choir.", None, "award-winning author"),
])
def test_no_description_of_an_unknown_referent(claim: str, refused: str | None,
                                               made: str | None) -> None:
    mutants = _made(claim, {"p": "A hymn for the choir was written long ago."})
    if refused:
        assert not any(refused in m for m in mutants)
    if made:
        assert any(made in m for m in mutants)


@pytest.mark.parametrize("claim", [
    "The view however was challenged by a later scholar who argued on style.",
    "Many historians held the view until the letters were found.",
    "The view that the poem is older was rejected by the editors.",
])
def test_no_venue_detail_on_a_view_that_is_an_opinion(claim: str) -> None:
    assert not any("rooftop view" in m for m in _made(claim, {"p": "Scholars disagree."}))


def test_a_venue_view_still_takes_its_detail() -> None:
    for claim in ("Guests praised the view.", "The view was stunning."):
        made = _made(claim, {"p": "The hotel is by the harbour. Guests loved the suites."})
        assert any("rooftop view" in m for m in made)


def test_no_detail_inside_a_title() -> None:
    made = _made("Et in Boeotia nos is over 300 years old.", {"t": PAINTING})
    assert not any("Et in" in m and "Boeotia nos" not in m for m in made)


def test_a_place_outside_a_title_still_takes_a_region() -> None:
    made = _made("Et in Boeotia nos hangs in France.", {"t": PAINTING})
    assert all("Et in Boeotia nos" in m for m in made)


@pytest.mark.parametrize("claim", [
    "Storm Runner earned less than a million dollars in his career.",
    "Storm Runner earned under a million dollars in total.",
    "Storm Runner retired for over a year.",
])
def test_no_year_on_a_bound_over_a_whole_span(claim: str) -> None:
    assert not any(" in 19" in m for m in _made(claim, {"t": HUSKY}))


def test_a_one_time_event_still_takes_a_year() -> None:
    assert "Storm Runner retired in 1991." in _made("Storm Runner retired.", {"t": HUSKY})


@pytest.mark.parametrize(("claim", "passages"), [
    ("Tornio has a single mayor.", {"t": TOWN}),
    ("Veszprem has a single mayor.", {"t": GLUED}),
])
def test_a_table_titled_with_more_than_the_name_is_about_it(claim: str,
                                                             passages: dict[str, str]) -> None:
    name = claim.split()[0]
    assert any(m.startswith(f"{name}, ") for m in _made(claim, passages))


def test_a_name_that_only_starts_a_title_word_is_not_it() -> None:
    made = _made("Veszp has a single mayor.", {"t": GLUED})
    assert not any(m.startswith("Veszp, ") for m in made)


def test_a_year_before_a_clause_with_its_own_subject() -> None:
    made = _made("Tom Vale was cast as the sheriff, but he fell ill.", {"p": ACTOR})
    assert any(m.startswith("Tom Vale was cast as the sheriff in 19") and
               m.endswith(", but he fell ill.") for m in made)


def test_no_year_between_two_verbs_that_share_what_follows() -> None:
    made = _made("The film was written and directed by the same man.",
                 {"p": "The film, shot in 1961, was written and directed by the same man."})
    assert not any("written in" in m for m in made)


def test_a_name_a_prose_passage_defines_takes_its_kind() -> None:
    made = _made("Kaizan-ji was given to the monks of Nara.", {"p": TEMPLE})
    assert any(m.startswith("Kaizan-ji, which") for m in made)


def test_a_name_no_passage_defines_takes_no_kind() -> None:
    made = _made("Kaizan-ji was given to the monks of Nara.",
                 {"p": "Kaizan-ji\nIt was given to the monks of Nara, who keep its gardens."})
    assert not any(m.startswith("Kaizan-ji, ") for m in made)


def test_only_a_relative_clause_follows_the_owner_of_an_of_phrase() -> None:
    film = "Blue Harbor\nDirected by: Ann Roe\nStarring: Lea Park\nBox office: $2 million"
    made = _made("The female star of Blue Harbor also sang.", {"t": film})
    assert not any("Blue Harbor, shot" in m or "Blue Harbor, originally" in m for m in made)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ann Roe won the cup four times and her home is Leeds.",
     {"p": "Ann Roe, born 1950 in Leeds, won the cup four times."}),
    ("Ann Roe was born on an island, that is far north of Scotland.",
     {"p": "Ann Roe, born 1950, grew up on an island far north of Scotland."}),
])
def test_no_year_on_a_count_or_before_a_relative_clause(claim: str,
                                                         passages: dict[str, str]) -> None:
    assert not any(" in 19" in m for m in _made(claim, passages))


def test_no_kind_for_a_name_a_title_goes_on_past() -> None:
    novel = ("The Sea Is a Grey Field\nThe Sea Is a Grey Field is a novel by Ann Roe. It was "
             "chosen for a book club.")
    made = _made("The Sea is a Grey Field was chosen for a book club.", {"p": novel})
    assert not any(m.startswith("The Sea, ") for m in made)
