"""entity_swap, round 15: a nationality written as an adjective ("the Italian national team")
is a name there, and swaps with another demonym of the passages before any noun; a capital
adjective that is no demonym ("Fabian") is still no name."""

from __future__ import annotations

from mutators._example import mutate
from mutators.entity_swap import Term, _demonym_pair, entity_swap


def _norp(text: str) -> Term:
    return Term(text, frozenset({("ent", "NORP")}), 0, 0, (), label="NORP")


def test_nationality_adjective_swaps_with_another_of_the_passages() -> None:
    passages = {"p": "Marco Rossi is an Italian footballer. He plays for the Italian national "
                     "team and for Inter. He once trained with an American coach in Boston."}
    assert mutate(entity_swap, "Marco Rossi plays for the Italian national team.",
                  passages=passages) == ["Marco Rossi plays for the American national team."]


def test_nationality_modifier_swaps_before_another_noun() -> None:
    passages = {"p": "The Japanese economy grew quickly after the war. The Japanese government "
                     "invested in steel. Later the American market opened to Japanese cars."}
    assert mutate(entity_swap, "The Japanese economy grew quickly after the war.",
                  passages=passages) == ["The American economy grew quickly after the war."]


def test_capital_adjective_that_is_no_demonym_is_no_replacement() -> None:
    passages = {"p": "The Indian economy grew under Fabian ideas. Fabian thinkers shaped "
                     "Indian policy."}
    assert mutate(entity_swap, "The Indian economy grew quickly.", passages=passages) == []


def test_demonym_pair_needs_two_demonyms() -> None:
    assert _demonym_pair(_norp("Italian"), _norp("American"))
    assert not _demonym_pair(_norp("Italian"), _norp("Fabian"))
    assert not _demonym_pair(_norp("Italian"), _norp("Western"))


def test_listed_nationality_still_holds_too() -> None:
    passages = {"p": "Visitors include French, German and Italian tourists. The Italian "
                     "tourists come in summer."}
    assert mutate(entity_swap, "Many Italian tourists come in summer.", passages=passages) == []


def test_country_demonym_never_pairs_with_a_continent_one() -> None:
    assert not _demonym_pair(_norp("German"), _norp("European"))
    assert not _demonym_pair(_norp("Asian"), _norp("Japanese"))
    assert _demonym_pair(_norp("European"), _norp("African"))


def test_country_demonym_not_swapped_for_a_continent_one() -> None:
    passages = {"p": "Hans Falk was a German writer. Many European writers admired him. "
                     "His European readers were loyal."}
    assert mutate(entity_swap, "Hans Falk was a German writer.", passages=passages) == []
