"""After round 18, partial_support v17 reaches long encyclopedic answer sentences (tuned on
part 18's CLAPNQ answers and part 17, development): a word the passage repeats in three
sentences names its topic and marks no shared slot; a participle trailing the claim is no
condition; two clauses, each with its own subject, may run to 50 words; a claim opening
with a phrase that dates it takes the false half before it ("Y did not do B, and in 1999,
X did A"). It refuses a false half that is a comma splice, a swapped year that moves past
a year the claim states, and any join after a claim whose opening phrase holds a verb.
Each rule beside the control it must still refuse or make. Invented sentences, in the style
of a Wikipedia paragraph."""

from __future__ import annotations

import pytest

from mutators.partial_support import (
    _clause_before_verb,
    _crosses_a_year,
    _dated_opening,
    _join,
    _redescribes,
    _row_subject,
    _same_slot,
    _scoped_claim,
    _verb_before_subject,
    topic_lemmas,
    usable_fault,
)
from tests.helpers.sibling_mutants import partials

_FERRY = ("Harwick Ferry\nThe Harwick Ferry crosses the Lune estuary twice an hour. The ferry "
          "was built in 1931 by the Morland yard. In 1962, the ferry was rebuilt with a diesel "
          "engine. The ferry carries up to 40 cars on each crossing. Its hull is painted red.")


def test_a_topic_word_marks_no_shared_slot() -> None:
    topic = topic_lemmas((_FERRY,))
    assert "ferry" in topic and "engine" not in topic
    claim = "The Morland yard built the ferry in 1931."
    original = "The county council bought the ferry in 1962."
    false = "The county council did not buy the ferry in 1962."
    assert _same_slot(claim, original, false)  # "ferry" near the edit, without the topic
    assert not _same_slot(claim, original, false, topic=topic)
    # control: a word the passage says once is still a slot the two halves share
    assert _same_slot("The Morland yard built the diesel engine.",
                      "The county council bought the diesel engine.",
                      "The county council did not buy the diesel engine.", topic=topic)


@pytest.mark.parametrize(("claim", "scoped"), [
    ("The ferry carries 40 cars, making it the largest on the estuary.", False),
    ("The ferry carries 40 cars when the tide is high.", True),
    ("Though small, the ferry carries 40 cars.", True),
])
def test_only_a_trailing_participle_is_no_condition(claim: str, scoped: bool) -> None:
    assert _scoped_claim(claim) is scoped


def test_a_claim_opening_with_a_date_takes_the_false_half_first() -> None:
    made = _join("In 1962, the ferry was rebuilt with a diesel engine.",
                 "The Harwick Ferry does not cross the Lune estuary.", _FERRY)
    assert made == (0, 2, "The Harwick Ferry does not cross the Lune estuary, and in")
    assert _dated_opening("In the spring of 1962, the ferry was rebuilt.")
    # controls: a causal opening relates the claim to the false half; a pronoun in the
    # claim would take the false half's subject; a false half with an opening of its own
    assert not _dated_opening("As a result, the ferry was rebuilt.")
    assert _join("In 1962, it was rebuilt with a diesel engine.",
                 "The Harwick Ferry does not cross the Lune estuary.", _FERRY) is None
    assert _join("In 1962, the ferry was rebuilt with a diesel engine.",
                 "In 1931, the Morland yard did not build the ferry.", _FERRY) is None


def test_two_long_clauses_join_up_to_fifty_words() -> None:
    claim = ("The Harwick Ferry crosses the Lune estuary twice an hour between the old "
             "harbour at Harwick and the landing stage below Morland Hill.")
    fact = ("The Morland yard did not build the ferry in 1931 for the estuary crossing that "
            "the county council had run since the bridge closed.")
    made = _join(claim, fact, _FERRY)
    assert made is not None and made[2].startswith(", and the Morland yard did not build")
    # control: past fifty words the sentence no longer reads as one
    longer = fact[:-1] + " after the great flood of the winter, as the old pier had fallen."
    assert _join(claim, longer, _FERRY) is None


def test_the_joins_in_a_suite() -> None:
    made = partials(["In 1962, the ferry was rebuilt with a diesel engine.",
                     "The Harwick Ferry crosses the Lune estuary twice an hour."], _FERRY)
    assert any(m.startswith("The Harwick Ferry does not cross") and ", and in 1962, " in m
               for m in made)


def test_a_comma_splice_and_a_fronted_purpose_are_refused() -> None:
    assert _clause_before_verb("The yard did not see the need for it, the ferry was born.")
    assert not _clause_before_verb("The yard did not see the need for a ferry.")
    assert _verb_before_subject("For the ferry to cross at low tide, a channel was dug.")
    assert not _verb_before_subject("For the first two years, the ferry ran empty.")
    assert _join("For the ferry to cross at low tide, a channel was dug.",
                 "The Harwick Ferry does not carry 40 cars.", _FERRY) is None


def test_a_year_moved_past_the_claims_year_is_refused() -> None:
    claim = "The ferry was built in 1931."
    original = "The ferry was rebuilt in 1962."
    assert _crosses_a_year(claim, original, "The ferry was rebuilt in 1928.")
    assert not _crosses_a_year(claim, original, "The ferry was rebuilt in 1965.")


_SINGER = ("Lil Tide The Poet\nBorn: March 3, 1994\nOrigin: Memphis, Tennessee\n"
           "Genres: Hip hop\nYears active: 2012-present\nLabels: Harbor Records")


def test_a_name_is_never_cut_to_its_last_word() -> None:
    assert _row_subject("Lil Tide The Poet's real name", "Lil Tide The Poet") \
        == "Lil Tide The Poet"
    made = partials(["Lil Tide The Poet's real name is Tidus Carver."], _SINGER)
    assert not any(", and Poet " in m for m in made)
    # control: a name the parse reads whole is the rows' subject as before
    assert _row_subject("Tidus Carver's career", "Tidus Carver") == "Tidus Carver"


@pytest.mark.parametrize(("claim", "original", "false_fact", "refused"), [
    # the sex of a person, a sentence and legal trouble: one fact in two words
    ("Dusk Garden is a painting made by a woman.", "Dusk Garden is by a female painter.",
     "Dusk Garden is not by a female painter.", True),
    ("Rob Vance is a trader who was sentenced to prison in 2009.",
     "Rob Vance has been in legal trouble.", "Rob Vance has not been in legal trouble.", True),
    # controls: another fact of the same subject
    ("Dusk Garden is a painting made by a woman.", "Dusk Garden hangs in Ohio.",
     "Dusk Garden does not hang in Ohio.", False),
    ("Rob Vance is a trader who was sentenced to prison in 2009.",
     "Rob Vance was born in Leeds.", "Rob Vance was not born in Leeds.", False),
    # a lowered lower bound is still true; a raised one is false
    ("The Vega 3 phone was sold in 2012.", "The Vega 3 phone runs on more than five networks.",
     "The Vega 3 phone runs on more than two networks.", True),
    ("The Vega 3 phone was sold in 2012.", "The Vega 3 phone runs on more than five networks.",
     "The Vega 3 phone runs on more than eight networks.", False),
])
def test_round18_classes(claim: str, original: str, false_fact: str, refused: bool) -> None:
    source = "number_swap" if any(c.isdigit() for c in false_fact) or "than" in false_fact \
        else "negation_flip"
    assert usable_fault(claim, original, source, false_fact) is not refused


def test_an_indefinite_subject_redescribing_the_claims_subject_is_refused() -> None:
    assert _redescribes("Dusk is a hip hop album by Kay Marr.",
                        "A hip hop album with three producers was not released in 1991.")
    assert not _redescribes("Dusk is a hip hop album by Kay Marr.",
                            "A small label did not release the record.")


_SEA = ("Dead Sea\nThe Dead Sea is a salt lake bordered by Jordan to the east. It lies in the "
        "Jordan Rift Valley. Its surface is 430 metres below sea level. The lake is 50 "
        "kilometres long.")


def test_an_it_claim_follows_a_false_half_naming_the_passage_title() -> None:
    made = _join("It lies in the Jordan Rift Valley.",
                 "The Dead Sea is not a salt lake bordered by Jordan to the east.", _SEA)
    assert made == (0, 2, "The Dead Sea is not a salt lake bordered by Jordan to the east, "
                          "and it")
    # controls: a subject other than the title; a claim leaning on more than its "It"
    assert _join("It lies in the Jordan Rift Valley.",
                 "The Jordan valley is not a salt basin.", _SEA) is None
    assert _join("It also lies in the Jordan Rift Valley.",
                 "The Dead Sea is not a salt lake bordered by Jordan to the east.", _SEA) is None


def test_a_glued_title_and_a_denied_purpose_are_refused() -> None:
    claim = "The Lune estuary is tidal."
    assert not usable_fault(claim, "Harwick Ferry - Harwick ferry is a car ferry.",
                            "negation_flip", "Harwick Ferry - Harwick ferry is not a car ferry.")
    assert not usable_fault(claim, "The ferry runs at night, in order to carry freight.",
                            "negation_flip",
                            "The ferry does not run at night, in order to carry freight.")
    # control: the same facts, written plainly
    assert usable_fault(claim, "The Harwick ferry is a car ferry.", "negation_flip",
                        "The Harwick ferry is not a car ferry.")
