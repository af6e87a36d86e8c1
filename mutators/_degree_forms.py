"""Comparative and superlative forms of an adjective or adverb: "loud" → "louder", "loudest";
"good" → "better"; long words take "more"/"most" ("more difficult").

Used by antonym_swap to swap "quieter" → "louder" and to write "the most quiet" → "the
loudest" rather than "the most loud".
"""

from __future__ import annotations

_IRREGULAR = {"good": ("better", "best"), "well": ("better", "best"), "bad": ("worse", "worst"),
              "badly": ("worse", "worst"), "far": ("farther", "farthest"),
              "little": ("less", "least"), "much": ("more", "most"), "many": ("more", "most")}
_VOWELS = "aeiou"


def _syllables(word: str) -> int:
    """A rough count of vowel groups, a silent final "e" not counted."""
    groups, previous = 0, False
    for char in word.lower():
        vowel = char in _VOWELS + "y"
        groups += vowel and not previous
        previous = vowel
    if word.endswith("e") and not word.endswith(("le", "ee")) and groups > 1:
        groups -= 1
    return max(groups, 1)


def takes_suffix(word: str) -> bool:
    """True for words graded with -er/-est: one syllable, or two ending in -y/-ow.

    >>> takes_suffix("loud"), takes_suffix("easy"), takes_suffix("difficult")
    (True, True, False)
    """
    word = word.lower()
    if word in _IRREGULAR:
        return True
    if word.endswith("ly") or "-" in word or word.endswith(("ed", "ing")):
        return False
    count = _syllables(word)
    return count == 1 or (count == 2 and word.endswith(("y", "ow")))


def graded(word: str, tag: str) -> str:
    """``word`` in the degree of a Penn ``tag`` (JJR/RBR comparative, JJS/RBS superlative);
    other tags give ``word`` unchanged.

    >>> graded("loud", "JJS"), graded("big", "JJR"), graded("easy", "JJR"), graded("late", "JJS")
    ('loudest', 'bigger', 'easier', 'latest')
    >>> graded("difficult", "JJR"), graded("good", "JJS")
    ('more difficult', 'best')
    """
    superlative = tag in ("JJS", "RBS")
    if tag not in ("JJR", "RBR", "JJS", "RBS"):
        return word
    lower = word.lower()
    if lower in _IRREGULAR:
        return _IRREGULAR[lower][superlative]
    if not takes_suffix(lower):
        return ("most " if superlative else "more ") + word
    suffix = "est" if superlative else "er"
    if lower.endswith("e"):
        return word + suffix[1:]
    if lower.endswith("y") and len(lower) > 2 and lower[-2] not in _VOWELS:
        return word[:-1] + "i" + suffix
    if len(lower) >= 3 and lower[-1] not in _VOWELS + "wxy" and lower[-2] in _VOWELS \
            and lower[-3] not in _VOWELS and _syllables(lower) == 1:
        return word + word[-1] + suffix  # big → bigger, hot → hottest
    return word + suffix
