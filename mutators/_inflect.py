"""English verb forms from a lemma: enough for the antonym and voice rewrites.

>>> inflect("rise", "VBD"), inflect("stop", "VBG"), inflect("carry", "VBZ"), inflect("write", "VBN")
('rose', 'stopping', 'carries', 'written')
"""

from __future__ import annotations

from ._lexicons import irregular_verbs

_DOUBLING = frozenset(
    "stop zip unzip ban plan drop ship permit admit occur prefer control refer omit commit "
    "regret transfer equip submit begin forget forbid upset chat chop grab hug jog nod rob rub "
    "scan skip slip step swap tap trip wrap unwrap".split())


def inflect(lemma: str, tag: str) -> str:
    """``lemma`` in the form of Penn tag ``tag`` (VB, VBP, VBZ, VBD, VBN, VBG)."""
    low = lemma.lower()
    irregular = irregular_verbs().get(low)
    if tag in ("VB", "VBP"):
        return lemma
    if tag == "VBZ":
        if low in ("be", "have", "do", "go"):
            return {"be": "is", "have": "has", "do": "does", "go": "goes"}[low]
        if low.endswith(("s", "sh", "ch", "x", "z", "o")):
            return lemma + "es"
        if low.endswith("y") and low[-2:-1] not in "aeiou":
            return lemma[:-1] + "ies"
        return lemma + "s"
    if tag in ("VBD", "VBN"):
        if irregular:
            return irregular[0] if tag == "VBD" else irregular[1]
        if low.endswith("e"):
            return lemma + "d"
        if low.endswith("y") and low[-2:-1] not in "aeiou":
            return lemma[:-1] + "ied"
        if low in _DOUBLING:
            return lemma + lemma[-1] + "ed"
        return lemma + "ed"
    if tag == "VBG":
        if low.endswith("ie"):
            return lemma[:-2] + "ying"
        if low.endswith("e") and not low.endswith(("ee", "ye", "oe")) and low != "be":
            return lemma[:-1] + "ing"
        if low in _DOUBLING:
            return lemma + lemma[-1] + "ing"
        return lemma + "ing"
    return lemma
