"""Round 14 (splice): a clause spliced from a passage must not carry the passage's title.

Round 13's reviewers ruled broken the joins whose appended clause kept a page title glued to
its first sentence (", and economy of X Agricultural ... accounted"), and round 12's those
whose fact was a fragment before its real subject or a comparison cut to a bare "than".
"""

from __future__ import annotations

from mutato.mutation.mutants import mutate_claim
from mutato.suite.model import Claim, Suite
from mutators.cross_passage import cross_passage
from mutators.partial_support import _bare_than, glued_heading, partial_support

_TRADE = "Trade of Peru\nTrade of Peru\n"
PASSAGES = {
    "p1": _TRADE + "Copper exports rose by 12 % in 2010 . The port of Callao grew quickly .",
    "p2": _TRADE + "Mining and fishing employ 40 % of workers in 2011 . Wages rose slowly .",
}


def _made(mutator, claim: Claim, *others: Claim) -> list[str]:
    suite = Suite("s", (claim, *others))
    return [m.text for m in mutate_claim(claim, suite, mutator.spec, seed=0)]


def test_title_glued_to_a_sentence_is_found() -> None:
    context = "\n".join(PASSAGES.values())
    assert glued_heading("Trade of Peru Mining and fishing employ 40 % of workers in 2011.",
                         context)
    assert not glued_heading("Mining and fishing employ 40 % of workers in 2011.", context)
    assert not glued_heading("Trade of Peru grew in 2011.", context)  # the title as subject


def test_two_subjects_of_one_verb_is_a_fragment() -> None:
    assert glued_heading("Offices in Austin, Texas, and the team was hired in Boston.", "")
    assert not glued_heading("In return, the city was not given control of the port.", "")


def test_bare_than() -> None:
    assert _bare_than("Logs are up to 2 feet wide and than 8 feet long.")
    assert not _bare_than("Logs are no longer than 8 feet.")
    assert not _bare_than("More boats than cars cross the bay.")


def test_partial_support_refuses_a_titled_fact() -> None:
    a = Claim("a", "Copper exports rose by 12 % in 2010.", PASSAGES)
    b = Claim("b", "Trade of Peru Mining and fishing employ 40 % of workers in 2011.", PASSAGES)
    made = _made(partial_support, a, b)
    assert not any("trade of peru" in m.lower() for m in made), made


def test_cross_passage_refuses_a_titled_claim() -> None:
    a = Claim("a", "Copper exports rose by 12 % in 2010.", PASSAGES)
    b = Claim("b", "Trade of Peru Mining and fishing employ 40 % of workers in 2011.", PASSAGES)
    made = _made(cross_passage, a, b)
    assert not any("trade of peru" in m.lower() for m in made), made
