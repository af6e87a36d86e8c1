"""After round 18b, negation_flip (v16): the CLAPNQ classes reviewers ruled against, each as a
general property of the parse, and three reach rules.

Refused: a clause hanging on a fronted preposition is no statement ("During the years the
museum was closed, ..."): the main clause is flipped instead; a comparative correlative ("The
longer X, the sharper Y"); a bare "verb" with a noun's dependents (a relative clause) is no
imperative; a phrase of the predicate narrowed after a comma ("in Persia, especially in the
courts"); a concessive connective joining two clauses of one sentence ("A, however, B"); a
circumstance restricted to part of a set ("In some regions, ..."); a ", where" clause telling
what the subject itself did there. Reach: a comma-less answer particle running into the
subject gets its comma with its flip ("Yeah the X was" -> "No, the X was not"); a copula
before a wh-clause is no run-on ("is what keeps"); a past participle with an active subject
and a past-tense form is a past verb ("The first mill opened in X"); a clause joined by
"and" with its own subject is flipped when the main one is refused ("X is Y, and it does not
draw Z"), unless it takes up the first clause's referent ("and it ..."); a bare quantifier subject becomes "None"; "no one fixed date" affirms to
"one fixed date"; a negation in a clause below the predicate's own ("..., whose names she did
not record") is no double negative. Each row: a made-up
sentence and the mutants the mutator must make of it (an empty list: no mutant).
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.negation_flip import negation_flip

REFUSALS = [
    # a clause on a fronted preposition's object is an adverbial: the main clause is flipped
    ("During the years the museum was closed, the paintings were kept in a mine.",
     ["During the years the museum was closed, the paintings were not kept in a mine."]),
    ("In 1994, the club reached the final.", ["In 1994, the club did not reach the final."]),
    # a comparative correlative has no polarity to flip
    ("The longer the cheese ages, the sharper its taste becomes.", []),
    ("Aged cheese has a sharper taste.", ["Aged cheese does not have a sharper taste."]),
    # a "verb" with a relative clause is a noun, not an imperative
    ("Sound that travels through the water impacts on the hull, and causes it to vibrate.", []),
    ("Open the valve slowly.", ["Do not open the valve slowly."]),
    # a phrase of the predicate narrowed after a comma; a noun narrowed stays a fault
    ("The custom began in Persia, especially in the royal courts.", []),
    ("The custom began in Persia.", ["The custom did not begin in Persia."]),
    ("The museum owns many paintings, especially portraits.",
     ["The museum does not own many paintings, especially portraits."]),
    # a concession inside the sentence; one opening the sentence answers the one before
    ("The bridge was finished in 1932, however, it did not open until 1934.", []),
    ("However, the bridge was finished in 1932.", ["However, the bridge was not finished in 1932."]),
    # a circumstance over part of a set
    ("In some regions, the festival takes place in June.", []),
    ("In the northern regions, the festival takes place in June.",
     ["In the northern regions, the festival does not take place in June."]),
    # ", where" the subject itself did something; ", where" about something else stays
    ("She studied at Oxford, where she met her husband.", []),
    ("She studied at Oxford.", ["She did not study at Oxford."]),
    ("The town lies on a plateau, where the winters are long.",
     ["The town does not lie on a plateau, where the winters are long."]),
]

REACH = [
    # a comma-less particle running into the subject; into anything else it gives up
    ("Yeah the bridge was finished in 1932.", ["No, the bridge was not finished in 1932."]),
    ("Yes and the bridge was finished in 1932.", []),
    # a particle after an interjection must agree too: no mutant
    ("Well yes, the bridge is the longest in the county.", []),
    # a wh-clause after a copula is its complement; a bare clause is still a run-on
    ("Salt is what keeps the fish from spoiling.", ["Salt is not what keeps the fish from spoiling."]),
    ("The salt is the fish keeps well.", []),
    # a copula whose attribute is the subject of a next copula is a run-on too
    ("Yes it is red hair is a rare trait.", []),
    ("Red hair is a rare trait.", ["Red hair is not a rare trait."]),
    # a participle tag on a past verb with an active subject; a subjectless one is a fragment
    ("The first mill opened in Lowell.", ["The first mill did not open in Lowell."]),
    ("The first mill built in Lowell.", []),
    # a clause joined by "and" with its own subject, when the main one is refused; not one
    # after "but" (its contrast may presume it), "so", or with a relative pronoun for subject
    ("The tower is unremarkable, and the town draws many visitors.",
     ["The tower is unremarkable, and the town does not draw many visitors."]),
    ("The tower is unremarkable, and it draws many visitors.", []),
    ("The actor was cast, but he fell ill during the first rehearsal.", []),
    ("The actor was cast, so he moved to London.", []),
    ("The stroke is common in handwriting but which is almost never used in print.", []),
    # "quite" on the predicate's adjective goes with the negation ("not quite good" hedges)
    ("Yeah the soup was quite good.", ["No, the soup was not good."]),
    # "Exactly" agrees and has no opposite
    ("Exactly, that is why the town has two names.", []),
    # "no longer" goes whole when affirmed
    ("The shop is quiet, and the owners are no longer interested in selling it.",
     ["The shop is quiet, and the owners are interested in selling it."]),
    # a ", which" comment taking the predicate's thing back as "it" presumes the predicate
    ("The grain was sent to Rome, which used it to feed the army.", []),
    ("The grain was sent to Rome.", ["The grain was not sent to Rome."]),
    # ", where" + a state holds there anyway: a fault
    ("They were first bred by farmers in the hills, where they are a common sight.",
     ["They were not first bred by farmers in the hills, where they are a common sight."]),
    # a joined "only" clause elaborates a denial, which stays
    ("No there isn't a ferry and the bridge only carries cars.", []),
    # no "no" between a word and its noun in an existential
    ("There is downhill cycling near the lake.", ["There is not downhill cycling near the lake."]),
    # a bare quantifier subject is denied as "None"
    ("Many have found a home in the old harbour.", ["None have found a home in the old harbour."]),
    # "no one" + noun affirms without an article; a bare singular "no" still has none
    ("There is no one fixed date on which all the markets open.",
     ["There is one fixed date on which all the markets open."]),
    ("There is no fixed date on which all the markets open.", []),
    # a negation below the predicate's own clause is no double negative
    ("She claims that the river carried two boats, whose names she did not record.",
     ["She does not claim that the river carried two boats, whose names she did not record."]),
    ("It is a river that does not freeze.", []),
    ("He warned that if the town did not build a dam, the valley would flood.",
     ["He did not warn that if the town did not build a dam, the valley would flood."]),
    ("He warned that the town did not build a dam.", ["He warned that the town built a dam."]),
]


@pytest.mark.parametrize(("text", "expected"), REFUSALS)
def test_after18_negation_refusals(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected


@pytest.mark.parametrize(("text", "expected"), REACH)
def test_after18_negation_reach(text: str, expected: list[str]) -> None:
    assert mutate(negation_flip, text) == expected
