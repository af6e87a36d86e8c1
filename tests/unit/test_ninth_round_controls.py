"""Table tests for the eighth held-out round's notes on the controls: contraction (v4),
number_in_words (v6), paraphrase (v7) and synonym (v6), and a class read on dev text (a
number before a unit's symbol). Sentences are made on the pattern of
the ruled rows and parsed by the real model; each row is (claim, expected mutant texts), an
empty list a refusal. The code of the round failed every row marked "was"."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.contraction import contraction
from mutators.number_in_words import number_in_words
from mutators.paraphrase import clean_surface, paraphrase
from mutators.synonym import synonym

CONTRACTIONS = [
    # a title opening the claim (was: "Do not Stop Me Now is ...", "You are Beautiful was")
    ("Don't Stop Me Now is the second single by this band. The singer and a guitarist do not "
     "share a hometown.",
     ["Don't Stop Me Now is the second single by this band. The singer and a guitarist don't "
      "share a hometown."]),
    ('You\'re Beautiful was recorded before "Goodbye My Lover" .', []),
    ("Isn't It Romantic is a 2019 film that did not open in France.",
     ["Isn't It Romantic is a 2019 film that didn't open in France."]),
    # untouched: a sentence start before a nationality or a plain word
    ("They are Canadian citizens.", ["They're Canadian citizens."]),
    ("They are then greeted by a guard.", ["They're then greeted by a guard."]),
]


@pytest.mark.parametrize(("claim", "expected"), CONTRACTIONS)
def test_contraction_ninth_round(claim: str, expected: list[str]) -> None:
    assert mutate(contraction, claim) == expected


NUMBERS = [
    # the last word of a title after its lower-case small words (was: "Thirteen Going on
    # thirty", "Fight for ten")
    ("Thirteen Going on 30 stars an actress from Texas.", []),
    ("The film Fight for 10 was released in 7 countries.",
     ["The film Fight for 10 was released in seven countries."]),
    # a number in a quoted title
    ('The song "Top 10 Hits" lasts 3 minutes.', ['The song "Top 10 Hits" lasts three minutes.']),
    # enumerators opening a sentence (was: "One: The politician ... 2: The party")
    ("1: The politician was named chief of the party in 1996. 2: The party and the city are "
     "both in China.", []),
    ("The band released 3 albums. 2: The singer left.",
     ["The band released three albums. 2: The singer left."]),
    # a measure before a unit's symbol (was: "weighs three lb", "are eighteen in (460 mm)")
    ("The parcel weighs 3 lb and travels 5 km.", []),
    ("The shells are 18 in (460 mm) long.", []),
    # untouched
    ("Stephen King wrote 7 novels under a pen name.",
     ["Stephen King wrote seven novels under a pen name."]),
]


@pytest.mark.parametrize(("claim", "expected"), NUMBERS)
def test_number_in_words_ninth_round(claim: str, expected: list[str]) -> None:
    assert mutate(number_in_words, claim) == expected


PARAPHRASES = [
    # a moved appositive leaves ",  ." (was: "... by former Chicago Bulls player, Scottie
    # Pippen,  .")
    ("Former Chicago Bulls player, Scottie Pippen,  hosted a radio show on ESPN in 2001.", []),
    # a negated or vague amount as subject (was: "historians ... know Not much",
    # "outsiders of Martian customs know little")
    ("Unfortunately, not much is known by historians of the early settlers.", []),
    ("Not much is known by scholars of the ancient tribes.", []),
    ("Unfortunately, little is known by outsiders of Martian customs.", []),
    # an additive focus word moved ahead of what it adds to (was: "While the Ritz has a spa
    # as well, the Grand Hotel ...", "While the gallery opens late too, ...")
    ("The Grand Hotel has a rooftop pool while the Ritz has a spa as well.", []),
    ("The museum opens late on Fridays while the gallery opens late too.", []),
    # untouched
    ("If you cancel, your plan ends.", ["Your plan ends if you cancel."]),
    ("The film was directed by Steven Spielberg.", ["Steven Spielberg directed the film."]),
    ("Yes, the park offers parking.", ["Yes, parking is offered by the park."]),
]


@pytest.mark.parametrize(("claim", "expected"), PARAPHRASES)
def test_paraphrase_ninth_round(claim: str, expected: list[str]) -> None:
    assert mutate(paraphrase, claim) == expected


@pytest.mark.parametrize(("original", "rewritten", "clean"), [
    ("Ann Lee,  hosted a show.", "A show was hosted by Ann Lee,  .", False),
    ("Ann Lee hosted a show.", "A show was hosted by Ann Lee,.", False),
    ("The show is run by Ann , her sister.", "Ann , her sister runs the show.", True),
    ("Yes, not much is known.", "Yes, people know Not much.", False),
    ("The film was directed by Ann Lee.", "Ann Lee directed the film.", True),
])
def test_clean_surface(original: str, rewritten: str, clean: bool) -> None:
    assert clean_surface(original, rewritten) is clean


SYNONYMS = [
    # an adverb that must follow its verb (was: "would be right away arrested")
    ("The suspect would be immediately arrested if he were found in the capital.", []),
    ("The order will be immediately shipped.", []),
    ("The refund is issued immediately.", ["The refund is issued right away."]),
    # a word of a fixed phrase (was: "In extra to offering free parking")
    ("In additional to offering free parking, the hotel provides a shuttle.",
     ["In additional to offering free parking, the hotel offers a shuttle."]),
    ("Guests pay an additional fee for parking.", ["Guests pay an extra fee for parking."]),
    ("The fees are additional.", ["The fees are extra."]),
]


@pytest.mark.parametrize(("claim", "expected"), SYNONYMS)
def test_synonym_ninth_round(claim: str, expected: list[str]) -> None:
    assert mutate(synonym, claim) == expected


# paraphrase v8 (round 9): a bare common noun as object takes no passive, whose subject would
# read generically ("Film is directed by X" says all film is).
BARE_OBJECTS = [
    ("Jane Roe produces television.", []),
    ("Puma designs running gear.", []),
    ("Nike makes shoes.", []),
    ("Jane Roe produced the show.", ["The show was produced by Jane Roe."]),
]


@pytest.mark.parametrize(("claim", "expected"), BARE_OBJECTS)
def test_paraphrase_bare_object_takes_no_passive(claim: str, expected: list[str]) -> None:
    assert mutate(paraphrase, claim) == expected
