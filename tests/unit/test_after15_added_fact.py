"""After round 15, added_fact v11 reaches the frames encyclopedic claims use most (tuned on part
15, development): a kind noun a copula predicates, a person's second role, a one-time event's
circumstance, and the thing a table is about described by the kind its rows show. Each rule is
shown making a mutant beside a control it must refuse. Invented tables and claims."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.added_fact import added_fact

_DISEASE = ("Marsh fever\nOther names: Fen ague\nSpecialty: Neurology\nSymptoms: Tremor, fatigue\n"
            "Usual onset: Age 30-50\nFrequency: 2%")
_WRITER = ("Mara Velt\nBorn: 4 June 1966, Utrecht\nOccupation: Novelist\nYears active: 1990-present\n"
           "Awards: none")
_LINE = "Harbour Line\nType: Tram\nTermini: Quay, Park\nStations: 12\nOpened: 1998\nLine length: 9 km"


def _made(text: str, table: str) -> list[str]:
    return mutate(added_fact, text, passages={"t": table})


@pytest.mark.parametrize(("claim", "table", "expected"), [
    # a kind noun predicated of a named thing gains a detail of its kind
    ("Marsh fever is a neurological disease.", _DISEASE, "a contagious neurological disease"),
    ("Vell is a Danish soft drink.", "Vell\nType: Soda\nIntroduced: 1951\nFlavour: Lemon",
     "a sugar-free Danish soft drink"),
    # a person's one role gains a second, joined with "and"
    ("Mara Velt is a Dutch novelist from Utrecht.", _WRITER, "novelist and "),
    # a one-time past event gains a circumstance of its class at the end
    ("Mara Velt was born in the spring of 1966.", _WRITER, "1966 into a "),
    ("The Harbour Line opened in the autumn of 1998.", _LINE, "1998 after several delays"),
    # the thing a table is about gains a description of the kind its rows show
    ("Marsh fever occurs in 2% of adults.", _DISEASE, "Marsh fever, "),
])
def test_an_encyclopedic_frame_gains_a_detail(claim: str, table: str, expected: str) -> None:
    assert any(expected in m for m in _made(claim, table))


_SECOND = ("and philanthropist", "and entrepreneur")
_ENDINGS = ("into a wealthy family", "into a family of farmers", "to critical acclaim",
            "after several delays", "by two brothers", "in a private ceremony")


@pytest.mark.parametrize(("claim", "table", "refused"), [
    # a generic subject: a detail on what any nurse is narrows a kind
    ("A nurse is a health professional.", "Nurse\nOccupation type: Profession\nSector: Health",
     ("government-funded", "research")),
    # the table states the detail's class (an infection; a family history): nothing to add
    ("Marsh fever is a neurological disease.",
     _DISEASE + "\nCauses: Viral infection\nRisk factors: Family history",
     ("contagious", "hereditary")),
    # a role with a work after it: the second role would take the work too
    ("Mara Velt is a novelist in a crime series.", _WRITER, _SECOND),
    # a role already joined to another
    ("Mara Velt is a novelist and poet.", _WRITER, _SECOND),
    # an event placed against another: the ending would follow the other
    ("Mara Velt was born before her cousin.", _WRITER, _ENDINGS),
    # a stretch of time; a relative clause's stranded preposition
    ("Mara Velt was married for ten years.", _WRITER, _ENDINGS),
    ("Mara Velt lives in the town she was born.", _WRITER, _ENDINGS),
    # a person released takes no acclaim
    ("The prisoner was released in 2004.", "Tom Hale\nBorn: 1950\nOccupation: Clerk", _ENDINGS),
    # a person's table: no description of a thing's kind
    ("Mara Velt writes in Dutch.", _WRITER, ("Mara Velt, which", "Mara Velt, first")),
])
def test_a_control_is_refused(claim: str, table: str, refused: tuple[str, ...]) -> None:
    assert not any(word in m for m in _made(claim, table) for word in refused)


def test_a_state_of_the_past_is_no_former_colony() -> None:
    table = ("Oxu Khanate\nCapital: Oxu\nCommon languages: Oxian\nGovernment: Monarchy\n"
             "Established: 1500\nDisestablished: 1700")
    assert not any("colony" in m for m in _made("Oxu Khanate had four rulers.", table))
