"""negation_flip: the main predicate says the opposite (can → cannot, is not → is).

Only the main clause's predicate is flipped: a leading condition ("If you cancel, ...") and a
relative clause on the subject ("Jobs that run on Windows ...") are skipped. Lexical verbs get
do-support ("Export links expire" → "Export links do not expire"; "Deleting a codespace does
not reduce" → "... reduces"). "only" goes when a predicate is negated, because "not available
only on X" would not contradict "available only on X". Sentences whose flip is not a clear
contradiction yield nothing: modal may/might/could ("may not" is not "may"), subjects like
"some" or "many", past-tense verbs, and negated claims that also say "only".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, Suite

from ._clauses import (
    ADVERBS,
    CONTRACTED_AUXILIARIES,
    NEGATED_AUXILIARIES,
    Predicate,
    base_form,
    find_predicate,
    is_third_person,
    third_person,
)
from ._text import Token, capitalize_first, indefinite_article, match_case, words

_WEAK_MODALS = {"may", "might", "could"}
_HEDGED_SUBJECTS = {"some", "many", "most", "several", "few", "certain", "both", "either",
                    "neither", "none", "nobody", "nothing", "one"}
_DROPPED_WHEN_NEGATING = {"only", "also", "still", "just"}
_NPI = {"any": "some", "anything": "something", "anyone": "someone", "anywhere": "somewhere"}


@mutator(name="negation_flip", kind="fault", version=1)
def negation_flip(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Add or remove the negation of the claim's main predicate.

    >>> from mutators._example import mutate
    >>> mutate(negation_flip, "Export links expire after 7 days.")
    ['Export links do not expire after 7 days.']
    >>> mutate(negation_flip, "SSO is available only on the Enterprise plan.")
    ['SSO is not available on the Enterprise plan.']
    """
    text = claim.text
    if text.rstrip().endswith("?") or re.search(r"\bnot only\b", text, re.IGNORECASE):
        return
    predicate = find_predicate(text)
    if predicate is None or _hedged_subject(predicate):
        return
    edit = _flip(text, predicate)
    if edit is not None:
        yield edit


def _hedged_subject(predicate: Predicate) -> bool:
    first = predicate.tokens[0].lower if predicate.tokens else ""
    return first in _HEDGED_SUBJECTS


def _flip(text: str, predicate: Predicate) -> Edit | None:
    leading_no = _leading_no(text, predicate)
    if leading_no is not None:
        return leading_no
    if predicate.kind == "aux":
        return _flip_auxiliary(text, predicate)
    return _flip_lexical(text, predicate)


# --------------------------------------------------------------------------- removing


def _leading_no(text: str, predicate: Predicate) -> Edit | None:
    """'No refunds are given' -> 'Refunds are given'."""
    first = predicate.tokens[0]
    if first.lower != "no" or predicate.index < 2:
        return None
    if predicate.tokens[1].lower in ("one", "longer", "matter"):
        return None
    if _has_only(predicate):
        return None
    rest = predicate.tokens[1]
    replacement = text[rest.start:rest.end]
    if first.text[0].isupper():
        replacement = capitalize_first(replacement)
    spans = [Span(first.start, rest.end, replacement)]
    spans += _npi_spans(text, predicate, after=predicate.token.end)
    return Edit(tuple(spans), "no → (removed)")


def _negation_after(predicate: Predicate) -> list[Token]:
    """'not', 'never' or 'no longer' / 'no' within two words after the auxiliary."""
    tokens, index = predicate.tokens, predicate.index
    for offset in (1, 2, 3):
        if index + offset >= len(tokens):
            return []
        token = tokens[index + offset]
        if token.lower in ("not", "never"):
            return [token]
        if token.lower == "no":
            following = tokens[index + offset + 1] if index + offset + 1 < len(tokens) else None
            if following is not None and following.lower == "longer":
                return [token, following]
            return [token]
        if token.lower not in ADVERBS and token.lower != "be":
            return []
    return []


def _flip_auxiliary(text: str, predicate: Predicate) -> Edit | None:
    token = predicate.token
    low = token.lower
    negated_form = next((v for k, v in NEGATED_AUXILIARIES.items() if low == k), None)
    if negated_form is not None:
        return _remove_contracted(text, predicate, negated_form)
    negation = _negation_after(predicate)
    if negation:
        return _remove_negation(text, predicate, negation)
    return _add_to_auxiliary(text, predicate)


def _remove_contracted(text: str, predicate: Predicate, positive: str) -> Edit | None:
    if _has_only(predicate):
        return None
    token = predicate.token
    if positive in ("do", "does", "did"):
        return _undo_do_support(text, predicate, token.start, token.end, positive)
    spans = [Span(token.start, token.end, match_case(token.text, positive))]
    spans += _npi_spans(text, predicate, after=token.end)
    return Edit(tuple(spans), f"{token.text} → {positive}")


def _remove_negation(text: str, predicate: Predicate, negation: list[Token]) -> Edit | None:
    if _has_only(predicate):
        return None
    token = predicate.token
    low = token.lower
    if low in ("do", "does", "did") and negation[0].lower == "not":
        return _undo_do_support(text, predicate, token.start, negation[-1].end, low)
    first, last = negation[0], negation[-1]
    if first.lower == "no" and len(negation) == 1:
        return _remove_no(text, predicate, first)
    end = last.end
    while end < len(text) and text[end] == " ":
        end += 1
    spans = [Span(first.start, end, "")]
    spans += _npi_spans(text, predicate, after=end)
    return Edit(tuple(spans), f"{text[first.start:last.end]} → (removed)")


def _remove_no(text: str, predicate: Predicate, no: Token) -> Edit | None:
    """'is no charge' -> 'is a charge'; 'has no limits' / 'be no larger' -> drop 'no'."""
    following = re.match(r"\s+([A-Za-z]+)", text[no.end:])
    if following is None:
        return None
    word = following.group(1)
    singular_noun = (not word.lower().endswith(("s", "er")) and word.lower() not in
                     ("more", "less", "longer", "later", "extra", "additional"))
    replacement = indefinite_article(word) if singular_noun and predicate.token.lower in (
        "is", "was", "has", "be") else ""
    end = no.end + (0 if replacement else len(following.group(0)) - len(word))
    spans = [Span(no.start, end, replacement)]
    spans += _npi_spans(text, predicate, after=end)
    return Edit(tuple(spans), f"no → {replacement or '(removed)'}")


def _undo_do_support(text: str, predicate: Predicate, start: int, end: int,
                     auxiliary: str) -> Edit | None:
    """'does not reduce' -> 'reduces'; 'do not count' -> 'count'."""
    verb = re.match(r"\s+([a-z]+)", text[end:])
    if verb is None or auxiliary == "did" or base_form(verb.group(1)) != verb.group(1):
        return None
    base = verb.group(1)
    new = third_person(base) if auxiliary == "does" else base
    verb_end = end + verb.end()
    spans = [Span(start, verb_end, match_case(text[start:start + 1], new))]
    spans += _npi_spans(text, predicate, after=verb_end)
    return Edit(tuple(spans), f"{text[start:verb_end]} → {new}")


def _npi_spans(text: str, predicate: Predicate, *, after: int) -> list[Span]:
    """Without the negation, the first 'any' of the predicate becomes 'some'."""
    end = predicate.clause[1]
    for token in words(text, after, end):
        if token.lower in _NPI:
            rest = text[token.end:token.end + 6].lower()
            before = text[max(0, token.start - 3):token.start].lower()
            if token.lower == "any" and (rest.startswith((" time", " other", " one"))
                                         or before.endswith("at ")):
                return []
            return [Span(token.start, token.end, match_case(token.text, _NPI[token.lower]))]
    return []


def _has_only(predicate: Predicate) -> bool:
    return any(t.lower == "only" for t in predicate.tokens)


# --------------------------------------------------------------------------- adding


def _add_to_auxiliary(text: str, predicate: Predicate) -> Edit | None:
    token = predicate.token
    low = token.lower
    if low in _WEAK_MODALS:
        return None
    following = predicate.tokens[predicate.index + 1] if predicate.index + 1 < len(
        predicate.tokens) else None
    if low in ("has", "have", "had") and not _perfect(following):
        return _do_support(text, predicate, "have")
    if low in ("do", "does", "did") and (
            following is None or base_form(following.lower) != following.lower):
        return None
    contraction = next((c for c in CONTRACTED_AUXILIARIES if low.endswith(c)), None)
    if contraction == "'ll":
        cut = token.end - 3
        spans = [Span(cut, token.end, " won't")]
        note = f"{token.text} → {token.text[:-3]} won't"
    elif low == "can":
        spans = [Span(token.start, token.end, match_case(token.text, "cannot"))]
        note = "can → cannot"
    else:
        spans = [Span(token.end, token.end, " not")]
        note = f"{token.text} → {token.text} not"
    spans += _dropped_particles(text, predicate)
    return Edit(tuple(spans), note)


def _perfect(token: Token | None) -> bool:
    return token is not None and (token.lower in ("been", "got", "gotten")
                                  or token.lower.endswith(("ed", "en")))


def _flip_lexical(text: str, predicate: Predicate) -> Edit | None:
    token = predicate.token
    previous = predicate.tokens[predicate.index - 1]
    if previous.lower == "never":
        end = previous.end
        while end < len(text) and text[end] == " ":
            end += 1
        return Edit((Span(previous.start, end, ""),), "never → (removed)")
    return _do_support(text, predicate, base_form(token.text) or token.lower)


def _do_support(text: str, predicate: Predicate, base: str) -> Edit | None:
    """'expires' -> 'does not expire'; an adverb before the verb moves after 'not'."""
    token = predicate.token
    auxiliary = "does" if (is_third_person(token.text) or token.lower == "has") else "do"
    if token.lower == "had":
        auxiliary = "did"
    start = token.start
    adverbs: list[str] = []
    index = predicate.index - 1
    while index > 0 and predicate.tokens[index].lower in ADVERBS:
        adverb = predicate.tokens[index]
        if adverb.lower not in _DROPPED_WHEN_NEGATING:
            adverbs.insert(0, adverb.text)
        start = adverb.start
        index -= 1
    phrase = " ".join([auxiliary, "not", *adverbs, base])
    spans = [Span(start, token.end, phrase)]
    spans += [s for s in _dropped_particles(text, predicate)
              if s.end <= start or s.start >= token.end]
    return Edit(tuple(spans), f"{text[start:token.end]} → {phrase}")


def _dropped_particles(text: str, predicate: Predicate) -> list[Span]:
    """'only', 'also', 'still' and 'just' go: 'cannot also export' is not English."""
    spans = []
    for position, token in enumerate(predicate.tokens):
        if token.lower not in _DROPPED_WHEN_NEGATING:
            continue
        if token.lower != "only" and position < predicate.index:
            continue
        end = token.end
        if position == 0:
            follower = predicate.tokens[1] if len(predicate.tokens) > 1 else None
            if follower is None:
                return []
            spans.append(Span(token.start, follower.start + 1,
                              match_case(token.text, text[follower.start])))
            continue
        start = token.start
        while start > 0 and text[start - 1] == " ":
            start -= 1
        spans.append(Span(start, end, ""))
    return spans
