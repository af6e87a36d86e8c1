"""Does a passage state a fact as limited by a condition? Lemma checks on the limited clause.

Dropping a condition is a fault only when the passages give the limit: some passage sentence
states the clause the condition limits (its predicate and arguments, as found by the parse)
together with the condition, in its own wording ("open ... except for Tuesdays" against "The
opening hours are ... except for tuesday"). Words match by lemma, by a shared stem of four or
more letters ("open", "opening") or as the same number ("five", "5").

>>> from mutators import _nlp
>>> doc = _nlp.parse("The museum is open from 10am to 6pm except for Tuesdays.")
>>> sorted(fact_words(doc, 10, 12))
['10', '6', 'museum', 'open', 'pm']
>>> said = "Museum\\nQ: When is it open?\\nA: The museum's opening hours are 10am to 6pm except for tuesday."
>>> limit_stated(fact_words(doc, 10, 12), {"tuesdays"}, "", {"p": said})
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from . import _nlp

_CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "NUM", "ADV"})
_PREDICATES = frozenset({"VERB", "AUX", "ADJ"})
#: Predicate words whose head verb carries their subject ("is free", "can help reduce").
_COMPLEMENTS = frozenset({"acomp", "attr", "xcomp", "oprd"})
#: Children of the limited predicate that are other facts, not parts of this one.
_OTHER_FACTS = frozenset({"conj", "cc", "parataxis", "advcl", "ccomp", "relcl", "punct"})
_NUMBER_WORDS = {w: str(n) for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
#: A limited fact must be stated by at least this share of its content words.
FACT_SHARE = 0.6


def word_key(token: Any) -> str:
    """The lower-cased lemma of a token, a number word as digits ("five" -> "5")."""
    lemma = token.lemma_.lower()
    return _NUMBER_WORDS.get(lemma, lemma)


def content_keys(tokens: Iterable[Any]) -> set[str]:
    """The content words of ``tokens`` (no stop words, no "be"/"have") as keys."""
    return {word_key(t) for t in tokens
            if (t.pos_ in _CONTENT_POS or t.like_num) and not t.is_stop
            and t.lemma_ not in ("be", "have")}


def fact_words(doc: Any, first: int, last: int) -> set[str]:
    """The content words of the clause that tokens ``first..last`` limit: the nearest predicate
    above them with its subtree, less the condition and any other clause hanging on it.

    >>> from mutators import _nlp
    >>> doc = _nlp.parse("It can reduce costs by up to 30% and offers a free trial.")
    >>> sorted(fact_words(doc, 5, 6))
    ['%', '30', 'cost', 'reduce']
    """
    inside = set(range(first, last + 1))
    top = next((t for t in doc[first:last + 1] if t.head.i not in inside or t.head.i == t.i),
               doc[first])
    node = top.head if top.head.i not in inside else top
    while node.pos_ not in _PREDICATES and node.head.i != node.i:
        node = node.head
    while node.dep_ in _COMPLEMENTS | {"conj"} and node.head.i != node.i:
        node = node.head  # "Shipping is free on ...", "viewed and searched on ...": the head
        # verb holds the subject too
    path = {t.i for t in top.ancestors} | {top.i}
    dropped = set(inside)
    for token in node.subtree:
        if token.dep_ in _OTHER_FACTS and token.i not in path and token.i != node.i:
            dropped |= {t.i for t in token.subtree}
    return content_keys(t for t in node.subtree if t.i not in dropped)


_SPELLED = re.compile(r"(?<![A-Za-z_])((?:[A-Za-z]_){2,})")


def plain(passage: str) -> str:
    """A passage with letter-by-letter transcript spellings joined ("L_C_D_" -> "LCD", as
    the meeting transcripts write every acronym), so they match the claim's words.

    >>> plain("we need the most expensive chip if we use an L_C_D_ on the T_V_ .")
    'we need the most expensive chip if we use an LCD on the TV .'
    """
    return _SPELLED.sub(lambda m: m.group(1).replace("_", ""), passage)


def _matches(word: str, have: set[str]) -> bool:
    if word in have:
        return True
    return len(word) >= 4 and any(len(h) >= 4 and (h.startswith(word) or word.startswith(h))
                                  for h in have if h[:4] == word[:4])


def _sentences(passages: Mapping[str, str]) -> Iterable[tuple[str, set[str], set[str]]]:
    """Each stating sentence: its text, its own words, and its words with those of a question
    just before it ("Q: Can I bring a wheelchair? A: Yes, as long as ..." answers that)."""
    for passage in passages.values():
        asked: set[str] = set()
        for sentence in _nlp.parse(plain(passage)).sents:
            keys = content_keys(sentence) | {t.lower_ for t in sentence} | \
                {word_key(t) for t in sentence}
            if sentence.text.rstrip().endswith("?"):
                asked = keys  # "Can I bring a wheelchair?" asks; it states nothing
                continue
            if not content_keys(sentence):
                continue  # "A:" opens the answer
            yield sentence.text, keys, keys | asked
            asked = set()


def _share(words: set[str], have: set[str]) -> float:
    return sum(_matches(w, have) for w in words) / len(words) if words else 0.0


def limit_stated(fact: set[str], condition: set[str], phrase: str,
                 passages: Mapping[str, str]) -> bool:
    """True when one passage sentence states ``fact`` (most of its words) with more than half
    of ``condition``'s words, or, for a condition without content words ("up to"), with
    ``phrase`` itself.

    >>> limit_stated({"refund", "contract"}, {"14", "day"}, "", {"p": "Contracts are refundable for 14 days."})
    True
    >>> limit_stated({"refund", "contract"}, {"14", "day"}, "", {"p": "Contracts are refundable."})
    False
    """
    if len(fact) < 2:
        return False
    for text, have, answered in _sentences(passages):
        if _share(fact, answered) < FACT_SHARE:
            continue
        if not condition:
            if phrase and f" {phrase} " in f" {' '.join(text.lower().split())} ":
                return True
            continue
        missing = sum(not _matches(w, have) for w in condition)
        if missing <= (len(condition) - 1) // 2:
            return True
    return False


def _lexicon() -> dict[str, Any]:
    from ._lexicon import lexicon

    return lexicon("conditions")


def hedged(tokens: Iterable[Any]) -> bool:
    """Whether ``tokens`` hold a hedge ("might", "may", "possibly", "sometimes").

    >>> from mutators import _nlp
    >>> hedged(_nlp.parse("You might be asked to gather data.")), hedged(_nlp.parse("You must."))
    (True, False)
    """
    words = set(_lexicon()["hedges"])
    return any(t.lower_ in words for t in tokens)


def states_plainly(sentence: Any, *, claim_hedged: bool) -> bool:
    """Whether a passage sentence can state a fact on its own: it opens with no word that
    ties it to the sentence before ("Instead, create a new cluster", "In that case, ..."),
    and unless the claim is itself hedged, it holds no hedge ("you might later be asked to
    gather the data" does not state "you must gather the data").

    >>> from mutators import _nlp
    >>> states_plainly(_nlp.parse("Instead, create a new cluster.")[:], claim_hedged=False)
    False
    >>> states_plainly(_nlp.parse("Create a new cluster.")[:], claim_hedged=False)
    True
    """
    opening = " ".join(t.lower_ for t in sentence if not t.is_space)
    if any(opening == o or opening.startswith(o + " ") for o in _lexicon()["anaphoric_openers"]):
        return False
    return claim_hedged or not hedged(sentence)


def stated_unlimited(fact: set[str], condition: set[str], passages: Mapping[str, str], *,
                     claim_hedged: bool = True) -> bool:
    """True when a passage sentence states every word of ``fact`` and none of ``condition``:
    the passages give the fact without the limit, so dropping it leaves a supported claim.
    With ``claim_hedged`` false (the claim holds no hedge), a hedged sentence or one tied to the
    sentence before it ("Instead, ...") does not count.

    >>> stated_unlimited({"kitchen", "available"}, {"guest"}, {"p": "A kitchen is available."})
    True
    >>> stated_unlimited({"kitchen", "available"}, {"guest"}, {"p": "A kitchen is available for guests."})
    False
    """
    if not fact or not condition:
        return False
    return any(all(_matches(w, have) for w in fact) and
               not any(_matches(w, have) for w in condition) and
               states_plainly(_nlp.parse(text)[:], claim_hedged=claim_hedged)
               for text, have, _ in _sentences(passages))


def limit_stated_nearby(fact: set[str], condition: set[str], passages: Mapping[str, str], *,
                        width: int = 3) -> bool:
    """True when ``width`` consecutive sentences of one passage state most of ``fact`` and more
    than half of ``condition``: a story tells an event and what it hangs on across sentences.

    >>> limit_stated_nearby({"guard", "catch"}, {"capture", "city"},
    ...                     {"p": "He feared the city. If captured there, the guards would catch him."})
    True
    """
    if len(fact) < 2 or not condition:
        return False
    for passage in passages.values():
        keys = [have for _, have, _ in _sentences({"p": passage})]
        for start in range(max(len(keys) - width + 1, 1)):
            have = set().union(*keys[start:start + width]) if keys else set()
            if _share(fact, have) >= FACT_SHARE and \
                    sum(not _matches(w, have) for w in condition) <= (len(condition) - 1) // 2:
                return True
    return False


def _denied(token: Any) -> bool:
    """The token is negated: a "not" / "never" on it or on the verb it complements, a "no"
    or "not" just before it, or a negative prefix ("unavailable", "non-refundable")."""
    words = set(_lexicon()["negations"])
    heads = [token] + ([token.head] if token.dep_ in ("acomp", "xcomp", "attr", "oprd") else [])
    if any(c.dep_ == "neg" or c.lower_ in words for h in heads for c in h.children
           if c.i < token.i):
        return True
    return token.i > 0 and token.doc[token.i - 1].lower_ in words


def opposite_stated(predicate: str, passages: Mapping[str, str]) -> bool:
    """True when a passage sentence denies ``predicate`` ("after that they are not
    refundable" for "refunded", "non-refundable", "unavailable"): the passages say the
    grant fails beyond its limit, so the grant without its limit contradicts them.

    >>> opposite_stated("refund", {"p": "Contracts can be refunded within 14 days; after that they are not refundable."})
    True
    >>> opposite_stated("refund", {"p": "Contracts can be refunded within 14 days."})
    False
    """
    if len(predicate) < 4:
        return False
    for passage in passages.values():
        for token in _nlp.parse(plain(passage)):
            key = word_key(token)
            for prefix in ("un", "non-", "non", "in"):
                if token.pos_ == "ADJ" and key.startswith(prefix) and \
                        _matches(predicate, {key[len(prefix):]}):
                    return True
            if _matches(predicate, {key}) and token.pos_ in ("VERB", "ADJ") and _denied(token):
                return True
    return False


#: Words that open a condition in a passage sentence.
_CONDITION_OPENERS = frozenset({"if", "unless", "provided", "providing", "when", "once"})


def limited_otherwise(fact: set[str], condition: set[str], passages: Mapping[str, str]) -> bool:
    """True when a passage sentence states ``fact`` under a condition of its own that is not
    ``condition`` (most of its words missing): the passages tie the fact to another case
    ("If you are a victim, you may complain to the FTC" for a claim's "If you are a citizen,
    you can report to the FTC"), so the claim's condition is none they impose, and a
    neighbouring sentence that names it speaks of something else.

    >>> limited_otherwise({"complain", "ftc"}, {"citizen"},
    ...                   {"p": "If you are a victim, you may complain to the FTC."})
    True
    >>> limited_otherwise({"complain", "ftc"}, {"citizen"},
    ...                   {"p": "If you are a citizen, you may complain to the FTC."})
    False
    """
    if len(fact) < 2 or not condition:
        return False
    for text, have, _ in _sentences(passages):
        words = set(re.findall(r"[a-z]+", text.lower()))
        if _share(fact, have) >= FACT_SHARE and words & _CONDITION_OPENERS and \
                sum(not _matches(w, have) for w in condition) > (len(condition) - 1) // 2:
            return True
    return False

