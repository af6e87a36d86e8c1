"""added_fact v12 (after round 16): the round's bad classes refused, and the new reach (a
table kind's fallback description, a table subject's description under a negation, a
painting's and a development's circumstance), each beside a control it must refuse.
Sentences and tables are invented in the style of InfoTabS and DialFact."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.added_fact import added_fact

HOLIDAY = ("Lantern Day\nObserved by: Japan, as a public holiday\nSignificance: Harvest\n"
           "Celebrations: Dancing")
COMPANY = ("Rosco Foods\nIndustry: Food\nFounded: 1951\nHeadquarters: Ohio\nProducts: Soup\n"
           "Key people: Ann Rosco, family business owner")
LINE = ("Harbour Loop\nTermini: North Pier, South Pier\nStations: 9\nBegan service: 1961\n"
        "Closed: 1990\nTrack length: 3 miles")
BAND = ("Blue Can Sing\nOrigin: Leeds, England\nGenres: Rock\nYears active: 1990-present\n"
        "Labels: Ace\nAssociated acts: The Reds")
PERSON = "Tom Reyes\nBorn: May 2, 1960\nOccupation: Politician\nEducation: Yale University"
PAINTING = ("The Harbour at Dawn\nArtist: Jan Vos\nYear: 1880\nMedium: Oil on canvas\n"
            "Location: City Museum")


@pytest.mark.parametrize("claim, passages, expected", [
    # the holiday's one description is stated ("public holiday", "Japan"): a fallback one
    ("Lantern Day is celebrated in the autumn.", {"t": HOLIDAY},
     "Lantern Day, which was banned for decades, is celebrated in the autumn."),
    # a table subject's description holds through a negation; the company's first one is
    # stated ("family business"), so its fallback goes on
    ("Rosco Foods does not sell soup in Canada.", {"t": COMPANY},
     "Rosco Foods, which went bankrupt in the 1990s, does not sell soup in Canada."),
    # a painting named by a table gains who it was painted for
    ("The Harbour at Dawn was painted in 1880.", {"t": PAINTING},
     "The Harbour at Dawn was painted in 1880 for a private collector."),
    # a chatty reply's past passive of a development gains its funding
    ("It was developed in the 1950s.",
     {"p": "The engine was developed in the 1950s at a small firm."},
     "It was developed in the 1950s with government funding."),
    # a fall in a measure is a change: "record" fits it
    ("The report showed a fall in revenue.", {"p": "The report showed a fall in revenue."},
     "The report showed a record fall in revenue."),
    # no degree in law: a lawyer is a description the table does not give
    ("Tom Reyes grew up in Iowa.", {"t": PERSON}, "Tom Reyes, a trained lawyer, grew up in Iowa."),
])
def test_new_reach(claim, passages, expected):
    assert expected in mutate(added_fact, claim, passages=passages)


@pytest.mark.parametrize("claim, passages, word", [
    # a closed line runs nowhere now: neither "free to ride" nor "24 hours a day"
    ("The Harbour Loop opened in 1961.", {"t": LINE}, ", which"),
    # "the fall" a person is born in is a season: no "record fall"
    ("Mary Cole was born in the fall.",
     {"t": "Mary Cole\nBorn: October 3, 1950\nOccupation: Singer"}, "record"),
    # the parse takes "Blue" alone as the subject: no description inside the band's name
    ("Blue Can Sing is an English rock band.", {"t": BAND}, "Blue,"),
    # a JD is a law degree: "a trained lawyer" is stated
    ("Tom Reyes grew up in Iowa.", {"t": PERSON + " (JD)"}, "lawyer"),
    # a commissioned painting's patron is stated
    ("The Harbour at Dawn was painted in 1880.",
     {"t": PAINTING + "\nCommissioned by: Duke of Mar"}, "painted in 1880 "),
    # a fence is no painting
    ("Jan Vos painted the fence in 1880.", {"t": PAINTING}, "fence in 1880 "),
    # the passage says who paid for it
    ("It was developed in the 1950s.",
     {"p": "The engine was developed in the 1950s, funded by the army."}, "funding"),
    # an active "developed" is no development of a thing ("developed a cough")
    ("She developed a cough in 1950.", {"p": "She developed a cough in 1950."}, "funding"),
])
def test_refused(claim, passages, word):
    assert not any(word in m for m in mutate(added_fact, claim, passages=passages))
