"""Sentence context that fixes the direction of a word, so its antonym would contradict the
sentence itself rather than the passages (held-out round 5):

- a reason, purpose, result or concession tied to the word's clause, or holding the word:
  "unavailable, because they have a full bar", "despite their small size", "rooms so you won't
  be disturbed", "the weak cover to protect the product", "weak enough to stand a hit";
- a relative clause with a negation on the noun the word describes ("a loud atmosphere in
  which one won't be disrupted");
- an approximator, which presupposes a scale toward the word ("nearly incomplete");
- a numeric range "from six to nine", which fixes the direction of a change;
- another word of the same stem ("modernization ... to an ancient lakehouse", "eat outdoors
  ... outdoor seating");

and (held-out round 6):

- a reason tied to a clause below the word's clause ("find a high quality dish when eating
  there as their food is perfectly cooked");
- an adjective after a purpose "so that" or "in order to" ("so that few buttons were needed
  and users would find it easy to use");
- "too" on an adjective of ease, or on any adjective in a condition ("should the installation
  prove too difficult": a fallback, which "too easy" does not call for);

and (held-out round 7) a motive after a preposition ("for fear that the exorbitant price would
shock consumers ... for a lower price", "out of the hope that it would help in cold days");
and (held-out round 8) a purpose "to"-infinitive no longer holds a verb or adverb of the clause
it serves: it fixes the quality that serves it ("a strong cover to protect"), not how often or
whether one acts ("often uses it to break out" → "rarely uses it").
"""

from __future__ import annotations

from ._nlp import climb

#: Subordinators of reason, result and concession ("if" is left out: a condition does not
#: fix which way the main clause goes).
_REASON_MARKS = frozenset({"because", "since", "so", "although", "though", "whereas", "lest",
                           "as"})
#: Prepositions of reason and concession; "because" / "due" / "thanks" take "of" / "to".
_REASON_PREPS = frozenset({"despite", "because", "due", "thanks", "owing", "notwithstanding"})
#: Nouns of motive after a preposition: "for fear that ...", "out of the hope that ..." give
#: the reason of the clause they attach to (held-out round 7).
_MOTIVES = frozenset({"fear", "fears", "hope", "hopes", "worry", "concern", "concerns"})
_APPROXIMATORS = frozenset({"nearly", "almost", "barely", "virtually", "practically", "hardly",
                            "scarcely", "near"})
_NEGATIONS = frozenset({"no", "not", "n't", "never", "none", "nothing", "nobody", "without"})
_CLAUSE_DEPS = frozenset({"ROOT", "conj", "ccomp", "advcl", "relcl", "acl", "parataxis",
                          "xcomp", "csubj", "pcomp"})


def clause_of(token):  # type: ignore[no-untyped-def]
    """The word heading the clause ``token`` sits in (itself when it heads one).

    >>> from mutators._nlp import parse
    >>> clause_of(parse("Sales rose in the second quarter.")[5]).text
    'rose'
    """
    return climb(token, lambda t: t.dep_ not in _CLAUSE_DEPS
                 or t.pos_ not in ("VERB", "AUX", "ADJ", "NOUN"))


def clause_scopes(token) -> set[int]:  # type: ignore[no-untyped-def]
    """Positions of the clause heads above ``token``, up to the first coordinated clause."""
    scopes = set()
    head = clause_of(token)
    while True:
        scopes.add(head.i)
        if head.head.i == head.i or head.dep_ == "conj":
            return scopes
        head = clause_of(head.head)


def _links(sent):  # type: ignore[no-untyped-def]
    """(host, subordinate) pairs of the sentence's reason, purpose and concession links."""
    for t in sent:
        word = t.lower_
        if word in _REASON_MARKS and t.dep_ == "mark" and t.head.head.i != t.head.i:
            yield t.head.head, t.head  # "..., because they have a full bar"
        elif word == "so" and t.dep_ in ("cc", "advmod") and t.i != sent.start and not (
                t.head.pos_ in ("ADJ", "ADV") and t.head.i == t.i + 1):
            # (a sentence-opening "So they eat ... when they swim" only moves the talk on)
            nxt = [c for c in t.head.children if c.i > t.i and c.dep_ in ("conj", "advcl")]
            for clause in nxt[:1]:
                yield t.head, clause  # "X, so you won't be disturbed" ("so quiet" is degree)
        elif word in _REASON_PREPS and t.dep_ in ("prep", "mark", "advmod"):
            yield t.head, t  # "despite their large size", "because of", "due to"
        elif word in _MOTIVES and t.dep_ == "pobj" and t.head.pos_ == "ADP":
            prep = t.head
            while prep.head.pos_ == "ADP" and prep.head.i != prep.i:
                prep = prep.head
            yield prep.head, prep  # "for fear that the price would shock", "out of the hope"
        elif word == "order" and t.i > 0 and t.doc[t.i - 1].lower_ == "in":
            prep = t.doc[t.i - 1]
            yield prep.head, prep  # "in order to test ..."
        elif t.tag_ == "VB" and any(c.dep_ == "aux" and c.lower_ == "to" for c in t.children) \
                and (t.dep_ in ("advcl", "acl") or (t.dep_ == "xcomp" and any(
                    c.dep_ == "dobj" and c.i < t.i for c in t.head.children))):
            yield t.head, t  # a purpose: "the strong cover to protect the product",
            # "require modifications to obtain a more accurate estimate"


#: Adjectives of ease: "too easy" is no fault anyone reports.
_EASE = frozenset({"easy", "easier", "difficult", "hard", "harder"})
_CONDITIONS = frozenset({"if", "unless", "should", "whether"})


def _conditional(token) -> bool:  # type: ignore[no-untyped-def]
    """``token``'s clause is a condition: "if it proves too hard", "should it prove too hard"."""
    head = clause_of(token)
    return head.dep_ == "advcl" and any(
        c.lower_ in _CONDITIONS and c.dep_ in ("mark", "aux") and c.i < head.i
        for c in head.children)


def _after_purpose(token) -> bool:  # type: ignore[no-untyped-def]
    """A purpose "so that", "so as to" or "in order to" before ``token`` in its sentence."""
    words = [t.lower_ for t in token.sent if t.i < token.i]
    pairs = set(zip(words, words[1:], strict=False))
    return bool(pairs & {("so", "that"), ("so", "as"), ("in", "order")})


def _infinitive(token) -> bool:  # type: ignore[no-untyped-def]
    """A "to"-infinitive ("to protect"), not a bare verb after "does" ("does have")."""
    return token.tag_ == "VB" and any(c.dep_ == "aux" and c.lower_ == "to" for c in token.children)


def _subtree(token) -> set[int]:  # type: ignore[no-untyped-def]
    return {t.i for t in token.subtree}


def tied_reason(token) -> bool:  # type: ignore[no-untyped-def]
    """True when a reason, purpose or concession is tied to ``token``'s clause or holds it.

    >>> from mutators._nlp import parse
    >>> doc = parse("Giant planets spin quickly despite their large size.")
    >>> tied_reason(doc[6])
    True
    >>> tied_reason(parse("Sales rose in the second quarter.")[1])
    False
    >>> tied_reason(parse("They chose a strong cover to protect the device.")[3])
    True
    >>> tied_reason(parse("The largest battle was a failed attempt to slow the army.")[1])
    False
    """
    scopes = clause_scopes(token)
    for host, subordinate in _links(token.sent):
        if host.i == token.i and token.pos_ == "ADJ" and subordinate.tag_ == "VB":
            continue  # the adjective's own complement: "difficult for outsiders to decode"
        if _extraposed(token, host, subordinate):
            continue  # "it is legal to trade stocks": the infinitive is what is legal
        if _infinitive(subordinate) and subordinate.dep_ == "acl" and host.pos_ == "NOUN" \
                and token.i not in _subtree(host):
            continue  # "an attempt to slow the advance" serves its own noun, not "the
            # largest battle" of the clause above it
        if _infinitive(subordinate) and token.pos_ in ("VERB", "ADV", "ADP") and \
                token.i not in _subtree(subordinate):
            continue  # a purpose fixes the quality that serves it ("a strong cover to protect"),
            # not how often or whether one acts for it ("often uses it to break out"), nor a
            # bound on what it takes ("takes over 10 years to orbit the sun", after round 16)
        if token.i in _subtree(subordinate) or clause_of(host).i in scopes or \
                clause_of(token).i in clause_scopes(host):
            return True  # the link sits on the word's clause, holds it or sits below it
    if token.pos_ in ("ADJ", "ADV") and _after_purpose(token):
        return True
    degree = {c.lower_ for c in token.children} | (
        {token.doc[token.i - 1].lower_} if token.i > 0 else set())
    if "enough" in degree or ("too" in degree and (any(
            c.tag_ == "VB" for c in token.children) or token.lower_ in _EASE
            or _conditional(token))):
        return True  # "strong enough", "too weak to stand a hit": a result of the degree
    if token.dep_ == "amod" and token.head.pos_ in ("NOUN", "PROPN"):
        for clause in token.head.children:
            if clause.dep_ in ("relcl", "acl") and any(
                    t.lower_ in _NEGATIONS for t in clause.subtree):
                return True  # "a quiet atmosphere in which one won't be disrupted"
    return False


def _extraposed(token, host, subordinate) -> bool:  # type: ignore[no-untyped-def]
    """An infinitive after a predicative adjective of an expletive "it" ("It is legal for a
    student to trade stocks"): the infinitive is the subject the adjective describes, no
    purpose or reason that fixes it.

    >>> from mutators._nlp import parse
    >>> doc = parse("It is legal for a student to trade stocks.")
    >>> _extraposed(doc[2], doc[1], doc[7])
    True
    """
    return token.dep_ == "acomp" and token.head.i == host.i and subordinate.head.i == host.i \
        and _infinitive(subordinate) and subordinate.i > token.i and any(
            c.dep_ == "nsubj" and c.lower_ == "it" for c in host.children)


def approximated(token) -> bool:  # type: ignore[no-untyped-def]
    """An approximator on an adjective or adverb: "nearly complete" has no "nearly incomplete".

    >>> from mutators._nlp import parse
    >>> approximated(parse("The set is nearly complete.")[4])
    True
    """
    if token.pos_ not in ("ADJ", "ADV") and token.tag_ != "VBN":
        return False
    before = token.doc[token.i - 1] if token.i > 0 else None
    return any(c.lower_ in _APPROXIMATORS for c in token.children) or (
        before is not None and before.lower_ in _APPROXIMATORS)


def numeric_range(token) -> bool:  # type: ignore[no-untyped-def]
    """A "from N to M" in the sentence: the numbers fix which way a change went.

    >>> from mutators._nlp import parse
    >>> numeric_range(parse("It is okay to increase the states from six to nine.")[5])
    True
    >>> numeric_range(parse("Prices increased by 5%.")[1])
    False
    """
    sent = token.sent
    def _numbered(word: str) -> bool:
        return any(t.lower_ == word and any(n.like_num for n in t.doc[t.i + 1:t.i + 4])
                   for t in sent)
    return _numbered("from") and _numbered("to")


_BOUNDS = frozenset({"within", "under", "below", "above", "over", "least", "most", "to"})


def numeric_bound(token) -> bool:  # type: ignore[no-untyped-def]
    """A limit word ("maximum", "minimum") with a numeric bound in its sentence: "control the
    maximum number of buttons within ten" has no "minimum ... within ten".

    >>> from mutators._nlp import parse
    >>> numeric_bound(parse("They need the maximum number of buttons within ten.")[3])
    True
    >>> numeric_bound(parse("They need the maximum number of buttons.")[3])
    False
    """
    if token.lower_ not in ("maximum", "minimum"):
        return False
    return any(t.lower_ in _BOUNDS and any(n.like_num for n in t.doc[t.i + 1:t.i + 3])
               for t in token.sent)


def same_stem(token) -> bool:  # type: ignore[no-untyped-def]
    """Another word of the sentence derived from the same stem ("modernization", "modern"):
    the sentence is about that quality, and one swapped occurrence would fight the other.

    >>> from mutators._nlp import parse
    >>> doc = parse("The modernization moved data to a modern lakehouse.")
    >>> same_stem(doc[6])
    True
    >>> same_stem(parse("The firm moved data to a modern lakehouse.")[6])
    False
    >>> same_stem(parse("If you eat outdoors, it has outdoor seating.")[3])
    True
    """
    stem = token.lemma_.lower()
    if len(stem) < 5:
        return False
    return any(other.i != token.i and other.lower_ != token.lower_ and (
        other.lower_.startswith(stem) or (len(other.lower_) >= 5 and other.pos_ != "PROPN"
                                          and token.lower_.startswith(other.lower_)))
        for other in token.sent)
