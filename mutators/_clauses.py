"""Where a sentence's main clause and main predicate are, without a parser.

Help-center sentences are short and regular: an optional leading condition ("If you cancel,
..."), a subject that may carry a relative clause ("Jobs that run on Windows ..."), then the
predicate: an auxiliary (is, can, will, does not, won't ...) or a present-tense verb from a
lexicon of verbs such text uses (expires, costs, includes ...). That is enough to negate the
predicate, or to find the subject a condition restricts.

>>> text = "If you cancel, jobs that run on Windows consume more minutes."
>>> find_predicate(text).token.text
'consume'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._text import NUMBER_WORDS, Token, words

AUXILIARIES = {"is", "are", "was", "were", "am", "be", "can", "could", "will", "would", "shall",
               "should", "must", "may", "might", "has", "have", "had", "does", "do", "did"}
NEGATED_AUXILIARIES = {
    "isn't": "is", "aren't": "are", "wasn't": "was", "weren't": "were", "can't": "can",
    "cannot": "can", "couldn't": "could", "won't": "will", "wouldn't": "would",
    "shouldn't": "should", "mustn't": "must", "hasn't": "has", "haven't": "have",
    "hadn't": "had", "doesn't": "does", "don't": "do", "didn't": "did", "shan't": "shall",
}
#: Pronoun contractions that carry an auxiliary (you'll, we're).
CONTRACTED_AUXILIARIES = {"'ll": "will", "'re": "are"}
RELATIVE_PRONOUNS = {"that", "which", "who", "whom", "whose"}
SUBORDINATORS = {"if", "when", "whenever", "unless", "until", "because", "once", "while",
                 "whereas", "although", "though", "since"}
_LEADING_OPENERS = {"if", "when", "whenever", "once", "unless", "while", "although", "though",
                    "because", "since", "after", "before", "as", "until", "where", "for",
                    "with", "without", "in", "on", "at", "by", "during", "under", "from",
                    "within", "upon", "starting", "following", "throughout", "across",
                    "depending", "according", "to", "per", "via", "over", "beyond", "between",
                    "outside", "inside", "besides", "unlike", "like", "regardless"}
_DISCOURSE = re.compile(r"\s*(?:for example|for instance|in addition|in general|however|also|"
                        r"otherwise|therefore|note that|additionally|please note|in short),?\s+",
                        re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r",\s+(?:while|but|whereas|although|though|so|which|except|even if|"
                           r"however|and then)\b|;\s|\s[—–]\s|:\s")
DETERMINERS = {"the", "a", "an", "this", "that", "these", "those", "your", "our", "their",
               "its", "my", "his", "her", "each", "every", "any", "some", "no", "all", "both"}
PREPOSITIONS = {"of", "for", "to", "in", "on", "at", "by", "with", "from", "into", "about",
                "per", "via", "as", "than", "after", "before", "without", "within", "across",
                "through", "over", "under", "between", "and", "or", "not"}
_PLURAL_PRONOUNS = {"we", "you", "they", "i"}
#: Verbs that open instructions ("Click Save"); a sentence opening with one has no subject.
IMPERATIVES = {"click", "tap", "select", "enter", "visit", "contact", "see", "go", "choose",
               "press", "type", "follow", "please", "navigate", "scroll", "ensure", "make"}
#: Adverbs that may stand between a subject and its verb ("usually ships", "also offer").
ADVERBS = {"always", "usually", "generally", "typically", "normally", "automatically",
           "currently", "now", "often", "already", "immediately", "really", "actually",
           "then", "sometimes", "only", "also", "still", "just", "never"}

#: Base forms of verbs help and policy texts use as main predicates. Nouns that are often
#: the head of a subject (plan, file, access, order, issue) are left out on purpose.
VERBS = frozenset("""
accept accrue add affect allow appear apply arrive ask begin belong bill block break bring
build buy calculate cancel carry cause change charge check choose collect come consume contain
continue cost count cover create deduct delete deliver depend differ disable drop earn enable
ensure equal exceed expire extend fail fall free get give go grant guarantee happen help hold
include incur increase involve keep last lead let limit live look lose make mean measure meet move
need notify offer open operate owe own pay permit place prevent process protect provide
qualify reach receive reduce refund reject release remain remove renew replace reply report
require reset restrict retain return run save see sell send serve set ship show sign start stay
stop store suit supply support take tell track transfer trigger update use vary wait waive work
""".split())
_ES_ENDINGS = ("ss", "sh", "ch", "x", "z", "o")
_IRREGULAR_THIRD = {"have": "has", "do": "does", "go": "goes", "be": "is"}
_IRREGULAR_BASE = {v: k for k, v in _IRREGULAR_THIRD.items()}


@dataclass(frozen=True)
class Predicate:
    """The main predicate: an auxiliary or a present-tense lexical verb, and its clause."""

    token: Token
    kind: str            # "aux" or "lexical"
    clause: tuple[int, int]
    tokens: tuple[Token, ...]  # the clause's words
    index: int           # position of ``token`` in ``tokens``


def third_person(base: str) -> str:
    """expire -> expires, apply -> applies, push -> pushes, have -> has."""
    if base in _IRREGULAR_THIRD:
        return _IRREGULAR_THIRD[base]
    if base.endswith("y") and len(base) > 1 and base[-2] not in "aeiou":
        return base[:-1] + "ies"
    if base.endswith(_ES_ENDINGS):
        return base + "es"
    return base + "s"


def base_form(verb: str) -> str | None:
    """The base form of a lexicon verb given as base or third person, else None."""
    low = verb.lower()
    if low in _IRREGULAR_BASE:
        return _IRREGULAR_BASE[low]
    if low in VERBS:
        return low
    for base in (low[:-3] + "y" if low.endswith("ies") else None,
                 low[:-2] if low.endswith("es") else None,
                 low[:-1] if low.endswith("s") else None):
        if base and base in VERBS and third_person(base) == low:
            return base
    return None


def is_third_person(verb: str) -> bool:
    low = verb.lower()
    base = base_form(low)
    return base is not None and low != base and third_person(base) == low


def main_clause(text: str) -> tuple[int, int]:
    """Offsets of the main clause: after leading conditions, before a contrast or list."""
    start = _skip_openers(text)
    end = len(text)
    found = _CLAUSE_BREAK.search(text, start)
    if found:
        end = found.start()
    return start, end


def _skip_openers(text: str) -> int:
    position = 0
    while True:
        discourse = _DISCOURSE.match(text, position)
        if discourse:
            position = discourse.end()
            continue
        end = _opener_end(text, position, min_words_after=2)
        if end is None:
            return position
        position = end


def opener_span(text: str) -> tuple[int, int] | None:
    """The leading condition or scope ("If you cancel, ", "For private repositories, ")."""
    start = _DISCOURSE.match(text)
    position = start.end() if start else 0
    end = _opener_end(text, position, min_words_after=3)
    return None if end is None else (position, end)


def _opener_end(text: str, position: int, *, min_words_after: int) -> int | None:
    """Where an opener starting at ``position`` ("If you cancel, ") ends, if the words after
    its comma are at least ``min_words_after``; None when no opener starts there."""
    first = re.match(r"\s*([A-Za-z]+)", text[position:])
    if not first or first.group(1).lower() not in _LEADING_OPENERS:
        return None
    comma = re.search(r",\s+", text[position:])
    if comma is None or len(words(text, position + comma.end())) < min_words_after:
        return None
    return position + comma.end()


def find_predicate(text: str) -> Predicate | None:
    """The main clause's predicate, or None when the sentence shape is not recognised."""
    start, end = main_clause(text)
    tokens = tuple(words(text, start, end))
    if tokens and tokens[0].lower in IMPERATIVES:
        return None  # "Click Save ...", "Contact support ...": an instruction, no subject
    in_relative = False
    for index, token in enumerate(tokens):
        low = token.lower
        if index and low in SUBORDINATORS:
            return None
        if index and low in RELATIVE_PRONOUNS:
            in_relative = True
            continue
        if in_relative and low not in DETERMINERS and low not in _PLURAL_PRONOUNS | {
                "he", "she", "it"} and not _is_auxiliary(low) and base_form(low) is None:
            in_relative = False  # "who upgrade": the relative clause's own verb
            continue
        if _is_auxiliary(low):
            if in_relative:
                in_relative = False
                continue
            return Predicate(token, "aux", (start, end), tokens, index)
        if base_form(low) is not None:
            if in_relative:
                in_relative = False
                continue
            if _confident_verb(text, tokens, index):
                return Predicate(token, "lexical", (start, end), tokens, index)
    return None


def _is_auxiliary(low: str) -> bool:
    if low in AUXILIARIES or low in NEGATED_AUXILIARIES:
        return True
    return any(low.endswith(c) for c in CONTRACTED_AUXILIARIES) and "'" in low


def _confident_verb(text: str, tokens: tuple[Token, ...], index: int) -> bool:
    """A lexicon word is the verb only where a subject can precede it and agree with it."""
    before = index - 1
    while before >= 0 and tokens[before].lower in ADVERBS:
        before -= 1
    if before < 0:
        return False
    token, previous = tokens[index], tokens[before]
    if previous.lower in DETERMINERS or previous.lower in PREPOSITIONS:
        return False
    if base_form(previous.lower) == previous.lower or (
            before > 0 and tokens[before - 1].lower == "to"):
        return False  # "to apply changes": the verb is 'apply', 'changes' is its object
    if previous.lower in NUMBER_WORDS or (
            previous.lower.isdigit() and not re.search(r"[€$£¥][\d,.]*$", text[:previous.end])):
        return False  # "10 builds": a counted noun; "$50 ship" is fine
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    if following is not None and _is_auxiliary(following.lower):
        return False  # "Storage costs are ...": costs is a noun
    if is_third_person(token.text):
        if previous.lower in _PLURAL_PRONOUNS:
            return False
        # "charges apply": a plural noun before a base verb is the subject, not the verb
        return following is None or base_form(following.lower) != following.lower \
            or following.lower == "free"
    return any(_looks_plural(t) for t in tokens[:before + 1])


def _looks_plural(token: Token) -> bool:
    low = token.lower
    if low in _PLURAL_PRONOUNS or (low.isdigit() and low != "1"):
        return True
    return low.endswith("s") and not low.endswith(("ss", "us", "is", "'s")) and len(low) > 3


def is_negated(predicate: Predicate) -> bool:
    """True when the main predicate itself is negated (cannot, is not, never, no longer)."""
    low = predicate.token.lower
    if low in NEGATED_AUXILIARIES:
        return True
    following = predicate.tokens[predicate.index + 1:predicate.index + 4]
    previous = predicate.tokens[predicate.index - 1].lower if predicate.index else ""
    return previous == "never" or any(t.lower in ("not", "never", "no") for t in following)
