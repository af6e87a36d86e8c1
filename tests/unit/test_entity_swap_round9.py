"""entity_swap on the ninth held-out round's notes (development text now): the classes of
reviewed mutants that were no faults or broken, on made-up sentences in their style."""

from __future__ import annotations

from mutators import _nlp
from mutators._example import mutate
from mutators.entity_swap import _holds_too, _names_target, entity_swap, terms


def test_no_common_noun_swapped_for_another_word_of_the_same_description() -> None:
    passages = {"a": "Harbour Lights is a 2001 British drama film directed by Owen Marsh.",
                "b": "Owen Marsh (born April 2, 1950) is a British actor, screenwriter, "
                     "writer, film and television director."}
    assert mutate(entity_swap, "Harbour Lights was directed by a British writer.",
                  passages=passages) == []


def test_no_modifier_the_passages_give_the_same_thing() -> None:
    claim = _nlp.parse("The Tayo Adeyemi novel that Tin Roof borrows tropes from is a "
                       "counter narrative.")
    passage = _nlp.parse("The Salt Road is a classic post-colonial Kenyan novel by the "
                         "novelist Tayo Adeyemo.")
    names = [t for t in terms(claim) if t.proper]
    target = next(t for t in names if t.text == "Tayo Adeyemi")
    candidate = next(t for t in terms(passage) if t.text == "Kenyan")
    assert _holds_too(claim, target, candidate, [passage], names)


def test_a_modifier_said_of_another_thing_still_swaps() -> None:
    claim = _nlp.parse("The Tayo Adeyemi novel that Tin Roof borrows tropes from is a "
                       "counter narrative.")
    passage = _nlp.parse("The Salt Road is a classic Kenyan novel by the novelist Grace Otieno.")
    assert not _names_target(next(passage.sents), next(
        t for t in terms(claim) if t.text == "Tayo Adeyemi"))


def test_no_person_the_claim_describes_elsewhere() -> None:
    passages = {"a": "Tom Hale was born in Ashford.",
                "b": "Peter John Brant, better known as Pete Brant, is an English chef and "
                     "formerly one of the last three finalists in the second series of Bake Off.",
                "c": "He was born in Ashford, Kent.",
                "d": "Ashford was founded around 1300 as a market town."}
    mutants = mutate(entity_swap, "The town where Tom Hale was born is the birthplace of one "
                     "of the last three finalists in the second series of Bake Off.",
                     passages=passages)
    assert not any("Brant" in m for m in mutants)


def test_no_swap_in_a_negated_predicate_of_a_coordinated_subject() -> None:
    passages = {"a": "Mark Dunn is an American folk singer from Chicago.",
                "b": "Glass Harbour is an American rock band from Boston."}
    passages["c"] = "Blue Sky is a song by Mark Dunn."
    passages["b"] = "Glass Harbour is an American rock band from Denver, Colorado."
    assert mutate(entity_swap, "The singer who wrote the song Blue Sky and Glass Harbour are "
                  "not from Denver.", passages=passages) == []


def test_negated_predicate_of_one_named_subject_swaps_to_what_the_passages_state() -> None:
    passages = {"a": "Mark Dunn is an American folk singer from Chicago.",
                "b": "Glass Harbour is an American rock band from Boston."}
    assert mutate(entity_swap, "Mark Dunn is not from Boston.",
                  passages=passages) == ["Mark Dunn is not from Chicago."]


def test_no_country_name_as_a_modifier_of_a_noun_it_does_not_take() -> None:
    passages = {"a": "Iowa is the only U.S. state bordered by two navigable rivers.",
                "b": "The plant grows in Mexico and Guatemala."}
    mutants = mutate(entity_swap, "Des Moines is the capital of the only U.S. state bordered "
                     "by two navigable rivers.", passages=passages)
    assert not any("Mexico state" in m or "Guatemala state" in m for m in mutants)
