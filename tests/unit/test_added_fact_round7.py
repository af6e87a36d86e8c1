"""added_fact v6: round 7's failure classes (heldout7_review.csv), each on the real claim and
passages the reviewers ruled, parsed by the real spaCy model."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.added_fact import added_fact

MONSTER = {"e1": "The Monster (song)\n\"The Monster\" is a song by American rapper Eminem, "
                 "featuring guest vocals from Barbadian singer Rihanna, taken from Eminem's "
                 "album The Marshall Mathers LP 2 (2013)."}
PSYCHO = {"e1": "Norman Bates\nNorman Bates is a fictional character created by Robert Bloch "
                "as the main antagonist in his 1959 novel Psycho, and portrayed by Anthony "
                "Perkins in the 1960 film of the same name directed by Alfred Hitchcock."}
VISION = {"e1": "Nora Roberts\nNora Roberts (born Eleanor Marie Robertson on October 10, 1950) "
                "is an American bestselling author of more than 213 romance novels.",
          "e2": "Elizabeth Hardwick (writer)\nElizabeth Hardwick (July 27, 1916 – December 2, "
                "2007) was an American literary critic, novelist, and short story writer.",
          "e3": "Vision in White\nVision In White is the first book of the Bride Quartet series "
                "of romance novels, written by Nora Roberts."}
DEATH_NOTE = {"e1": "Death Note (2015 TV series)\nis a Japanese television drama series based "
                    "on the manga series of the same name by Tsugumi Ohba and Takeshi Obata.",
              "e2": "Takeshi Obata\nis a Japanese manga artist that usually works as the "
                    "illustrator in collaboration with a writer. He first gained international "
                    "attention for Hikaru no Go (1998 – 2003) with Yumi Hotta, but is better "
                    "known for Death Note (2003 – 2006) and Bakuman."}
MCCARTHY = {"e1": "Jenny McCarthy\nShe began her career in 1993 as a nude model for Playboy "
                  "magazine and was later named their Playmate of the Year."}
CAPELLA = {"e1": "Victor Koman\nHis Ph.D. in Information Technology was conferred by Capella "
                 "University in 2016.",
           "e2": "Capella University\nCapella University is a for-profit institution of higher "
                 "learning in Minneapolis, Minnesota]].",
           "e3": "Kings of the High Frontier\nKings of the High Frontier is a hard science "
                 "fiction novel by Victor Koman, first published (electronically) in 1996."}
WILLCOX = {"e1": "Walter Francis Willcox\nWillcox received three degrees from Amherst College.",
           "e2": "Amherst College\nAmherst College is a private liberal arts college in "
                 "Amherst, Massachusetts."}


@pytest.mark.parametrize("claim, passages, word", [
    # an amenity's modifier on a copula's predicate: "a work of nightly music"
    ("The Monster is a work of music.", MONSTER, "nightly"),
    ("The Monster is a work of music by an American rapper.", MONSTER, "nightly"),
    # a title the small model calls a place: no region word on it
    ("Norman Bates is main antagonist in Psycho.", PSYCHO, "ern Psycho"),
    # a place inside a title ("Vision in White"): the region word garbles the name
    ("The author of Vision in White and Elizabeth Hardwick share a profession.", VISION,
     "ern White"),
    # a series the small model calls a person takes no person's description
    ("Death Note is a Japanese television drama series based on a manga series illustrated "
     "by Takeshi Obata.", DEATH_NOTE, "Death Note, a"),
    # a passage's honour implies the addition ("Playmate of the Year": award-winning)
    ("Jenny McCarthy appeared as a model in Playboy magazine.", MCCARTHY, "award-winning"),
    # "for-profit" implies "private"
    ("The Kings of the High Frontier author's Ph.D. was conferred by a university located in "
     "Minneapolis.", CAPELLA, "private"),
])
def test_round7_failure_classes_are_refused(claim, passages, word):
    assert not any(word in text for text in mutate(added_fact, claim, passages=passages))


@pytest.mark.parametrize("claim, passages, expected", [
    # "there is" offers an amenity: its modifier is still added
    ("There is parking at the hotel.", {"p": "Guests can park behind the hotel."},
     "There is free parking at the hotel."),
])
def test_round7_refusals_keep_their_faults(claim, passages, expected):
    assert any(expected in text for text in mutate(added_fact, claim, passages=passages))


def test_venue_descriptions_vary_across_claims():
    """One description on every venue is a formula; the claims take the kind's additions in
    turn (round 7's reviewers called "family-run" formulaic)."""
    passages = {"p": "The food was good and the staff were friendly."}
    words = set()
    for name in ("Curry Queen", "Golden Wok", "Little Seoul", "Bangkok City", "La Mimosa",
                 "Zizzi Cambridge"):
        for text in mutate(added_fact, f"The {name} restaurant serves alcohol.",
                           passages=passages):
            words |= {w for w in ("family-run", "Michelin-starred", "newly opened")
                      if w in text}
    assert len(words) >= 2


MEETING = {"p": "Project Manager: Okay. Marketing: I think we use rubber. PhD E: yeah."}


@pytest.mark.parametrize("claim, expected", [
    # a role and a speaker's letter is one meeting role (heldout6/7 summaries)
    ("PhD E explained that the best result was when FFT bins were applied with a Wiener "
     "filter.", "PhD E, who"),
    ("Grad C was concerned that the same person acting as the wizard might not be the best "
     "idea.", "Grad C, who"),
    # after an opening connective
    ("Also, the professor thought that the results were fine.", "Also, the professor, who"),
    # a meeting's group as subject of a past verb
    ("The team decided to use rubber as the material.", "The team, which"),
])
def test_meeting_subjects_gain_a_description(claim, expected):
    assert any(text.startswith(expected) for text in mutate(added_fact, claim, passages=MEETING))


@pytest.mark.parametrize("claim", [
    "The interface was simple to use.",  # a thing: a role word only with a capital
    "The professor will compare the results.",  # "who had missed ..." misfits a future verb
    "The team will decide later.",
])
def test_meeting_descriptions_refuse_things_and_other_tenses(claim):
    assert not any(", who" in t or ", which" in t
                   for t in mutate(added_fact, claim, passages=MEETING))


@pytest.mark.parametrize("claim, passages, expected", [
    # a venue's things of a class, bare after an article, gain their class's detail
    ("The location is good in that it is described as safe.",
     {"p": "AYLESBRAY, guest review\nThe area felt safe."}, "The central location is good"),
    ("The breakfast was really good.", {"p": "ROSA'S, guest review\nBreakfast was tasty."},
     "The continental breakfast"),
])
def test_venue_things_gain_their_class_detail(claim, passages, expected):
    assert any(expected in text for text in mutate(added_fact, claim, passages=passages))


def test_no_description_before_a_quantified_name():
    """"The dog-friendly Both Lovell Lodge and Ashley Hotel" (heldout6 support): a venue's
    description never goes before "Both"."""
    passages = {"p": "LOVELL LODGE, guest review\nThe rooms were small but clean."}
    claim = ("Both Lovell Lodge and Ashley Hotel have had complaints of small rooms, but also "
             "have been complimented for their large open and spacious rooms.")
    assert not any(" Both" in text for text in mutate(added_fact, claim, passages=passages))


# added_fact v7 (round 9): parts of a work take no work modifier; a region word is not added
# to a place whose passages name a place inside it.

def test_parts_of_a_work_gain_no_work_modifier() -> None:
    assert not [t for t in mutate(added_fact, "There are four books in the treatise written "
                                  "by the monk.") if "best-selling" in t]


def test_whole_works_still_gain_a_work_modifier() -> None:
    assert "best-selling" in " ".join(mutate(added_fact, "She wrote the novel."))


def test_no_region_word_where_the_passages_name_a_place_inside() -> None:
    passages = {"p": "The raid on the depot at Hendon, London was the first attack in England "
                     "since 1990."}
    assert not [t for t in mutate(added_fact, "The raid was the first attack in England since "
                                  "1990.", passages=passages) if "ern England" in t]


def test_a_region_word_stays_where_the_passages_name_no_place_inside() -> None:
    passages = {"p": "The raid was the first attack in England since 1990."}
    assert [t for t in mutate(added_fact, "The raid was the first attack in England since 1990.",
                              passages=passages) if "ern England" in t or "central Eng" in t]


def test_no_region_word_where_a_passage_sets_a_town_in_the_place() -> None:
    # round 7 ruled "in northern Massachusetts" a fault; since round 9 a town the passages set
    # in the place ("Amherst, Massachusetts") may make the region word true, so it is refused
    claim = "Statistician Walter Francis Willcox received three degrees from Amherst College " \
            "in Massachusetts."
    assert not [t for t in mutate(added_fact, claim, passages=WILLCOX) if "ern Mass" in t]
