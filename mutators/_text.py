"""Word-level helpers shared by the mutators: tokens, articles, number words, casing.

>>> [t.text for t in words("SSO isn't free, e.g. on Team.")]
['SSO', "isn't", 'free', 'e', 'g', 'on', 'Team']
>>> indefinite_article("8-core"), indefinite_article("SSO"), indefinite_article("user")
('an', 'an', 'a')
>>> int_to_words(48)
'forty-eight'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mutato.mutation.toolkit import Span

_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?")

_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
         "fourteen fifteen sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
#: Single-word number words and their values ("one" is left out: it is also a pronoun).
NUMBER_WORDS: dict[str, int] = {
    **{w: i for i, w in enumerate(_ONES) if i >= 2},
    **{w: 10 * i for i, w in enumerate(_TENS) if i >= 2},
}
WORD_FOR_NUMBER: dict[int, str] = {v: k for k, v in NUMBER_WORDS.items()}

# Letter names that start with a vowel sound (an FAQ, an SSO plan, an HR team).
_VOWEL_LETTERS = set("AEFHILMNORSX")
_A_BEFORE_VOWEL = ("uni", "use", "usu", "uti", "eu", "one", "once", "ufo", "ura", "uro")
_AN_BEFORE_H = ("hour", "honest", "honor", "honour", "heir")


@dataclass(frozen=True)
class Token:
    """A word with its character offsets in the text it came from."""

    text: str
    start: int
    end: int

    @property
    def lower(self) -> str:
        return self.text.lower().replace("’", "'")


def words(text: str, start: int = 0, end: int | None = None) -> list[Token]:
    """The words of ``text[start:end]`` (letters and digits, with one apostrophe part)."""
    end = len(text) if end is None else end
    return [Token(m.group(), m.start(), m.end()) for m in _WORD.finditer(text, start, end)]


def int_to_words(n: int) -> str:
    """English words for 0 <= n < 1,000,000 ("forty-eight", "one hundred and five")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" and {int_to_words(rest)}" if rest else "")
    thousands, rest = divmod(n, 1000)
    return f"{int_to_words(thousands)} thousand" + (f" {int_to_words(rest)}" if rest else "")


def indefinite_article(word: str) -> str:
    """'a' or 'an' for the word or number that follows the article."""
    digits = re.match(r"[€$£¥]?(\d[\d,]*)", word)
    if digits:
        value = int(digits.group(1).replace(",", ""))
        return "an" if int_to_words(value % 1_000_000 or value)[0] == "e" else "a"
    letters = re.match(r"[A-Za-z]+", word)
    if not letters:
        return "a"
    head = letters.group()
    if head.isupper() and (len(head) <= 3 or not re.search(r"[AEIOU]", head[1:])):
        return "an" if head[0] in _VOWEL_LETTERS else "a"
    low = head.lower()
    if low.startswith(_AN_BEFORE_H):
        return "an"
    if low.startswith(_A_BEFORE_VOWEL):
        return "a"
    return "an" if low[0] in "aeiou" else "a"


def article_fix(text: str, start: int, new_word: str) -> Span | None:
    """A span that corrects 'a'/'an' right before ``start`` for ``new_word``, if needed."""
    found = re.search(r"\b([Aa]n?)(\s+)$", text[:start])
    if not found:
        return None
    old = found.group(1)
    want = indefinite_article(new_word)
    if old.lower() == want:
        return None
    return Span(found.start(1), found.end(1), match_case(old, want))


def match_case(model: str, word: str) -> str:
    """``word`` with the capitalisation pattern of ``model`` (Title, UPPER or lower)."""
    if model.isupper() and len(model) > 1:
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def capitalize_first(text: str) -> str:
    """``text`` with its first letter upper-cased, the rest untouched."""
    return text[:1].upper() + text[1:]


def sentence_initial(text: str, start: int) -> bool:
    """True when ``start`` begins the text or follows a sentence end."""
    before = text[:start].rstrip(" \"'(“‘")
    return not before or before[-1] in ".!?:;\n"
