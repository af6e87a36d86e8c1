"""dropped_condition: a condition, limit or exception disappears, so the claim says more.

"If the balance falls below $500, the account will be locked" becomes "The account will be
locked.": true-looking, and the fault checkers miss most. Every removal is a whole
constituent found by the parse, inside one sentence, with its commas and capitalisation
repaired (a fronted condition after a sentence adverbial goes with its comma: "However, if
you are 50 or more, you are allowed ..." -> "However, you are allowed ..."):

* an adverbial clause opened by a condition marker (if, unless, as long as, only if,
  provided that ...); a temporal one (when, once, until ...) only where the main clause is a
  permission, a duty or a negation ("does not consume resources when no workloads run"),
  since "You will be notified when it ships" says no more without it; a courtesy ("if you
  need it") only on a duty ("If you require another method, you must email us"); never one
  whose event the rest names again ("... for help with reissuing it"); never "in
  case", a precaution the main clause holds without; never "as long as" bounding a process
  ("will worsen as long as ..."), which tells only for how long;
* a deadline window ("waived up to 24 hours in advance", "should call before 12 noon for a
  same-day pickup"), or a cut-off under negation ("not refundable after 14 days"); on a mere
  grant ("can", "available", "eligible") only where the rest gives it for every time ("may
  check in any time after 3 pm") or a passage denies it beyond the limit ("can be refunded
  within 14 days; after that they are not refundable"), since "You can cancel" (at some
  time) is implied by "You can cancel up to 5 days in advance";
* "only" with the phrase it limits ("kept only on the Enterprise plan"); on a mere grant
  likewise only where a passage denies it elsewhere ("unavailable on the Team plan"), since
  "available only for secrets ..." -> "available" says only that it is available to some;
* a scope phrase on a predicate ("free on orders over $50", "kept ... on the Enterprise
  plan", "to verified students"), "for the first year";
* a restriction of a generic subject or object ("Customers who upgrade before March",
  "files larger than 100 MB");
* "up to" before a saving, and "for free" under negation.

A plain "only" before an object, "up to" before a capacity, or a bound inside a number
("more than 300 million") is never dropped: the claim would stay true or break. Nor is a
scope phrase in a past-tense report or after a verb of telling ("provided information on
the Gold plans": a topic, and the shorter claim says less), an unmodified people noun ("available for
guests"), a verb "providing" with its object (no "provided that"), or a condition the rest
of the sentence points back at ("..., otherwise it is 12 GBP"). A removal is
made only when a passage sentence states the clause the condition limits (its predicate and
arguments, found by the parse) together with the condition, in any wording: words match by
lemma, a shared stem ("open", "opening") or as the same number ("five", "5"), and an answer
borrows the words of the question before it. It is skipped when a passage sentence states
that clause, or the whole shorter claim, without the condition (a sentence tied to the one
before, "Instead, create a new cluster", or hedged where the claim is not, "you might be
asked to gather the data", states nothing on its own): a detail the passages do
not give as a limit ("Police investigating the death ...") leaves a weaker claim that is
still supported. An exception limits only a claim about every case ("open ... every day
except ..."); "up to" under a possibility ("can help reduce costs by up to 30%") stays, as
the most is still possible; of parallel scopes ("on weekdays ... on weekends") only the
last goes, since without the first the rest reads as a default and its exception. Nothing
is dropped whose removal only weakens the claim: a deadline on a duty ("must remove it
within 30 days"), a time at which something happens ("After 90 days, the key becomes
eligible"), "for free" on a clause that is not itself negated, a condition on an infinitive
below the main verb ("configure it to transfer the call if ..."), or a clause that describes
a noun (an infinitive, "whether ...", a copula with a bare adjective, a counted noun, a noun
the rest repeats, a bare participle: "all new basins installed"), a condition or window on a
mere possibility ("floods can emerge within minutes", "you can experience ...", "you may be
late if ..."), or a step done before ("Once you have logged in, you can ..."). Nor a cut that
leaves "()", "Pro:,", "true -,", a bare "aren't," or a hanging "or alternatively", or that
ends inside a hyphenated word ("Form 13-F"). Word lists
live in ``mutators/data/conditions.json``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _nlp, _stated_limit
from ._lexicon import lexicon

#: At most this many mutants per claim (leftmost conditions first).
MAX_PER_CLAIM = 3
_MODALS = {"can", "could", "may", "must", "should", "might"}
_CONTENT_POS = {"NOUN", "PROPN", "VERB", "ADJ", "NUM", "ADV"}
_GENERIC_DETS = {"any", "all", "every", "each", "no"}
_SUBJECTS = {"nsubj", "nsubjpass"}
_FOCUS = {"not", "but", "except", "even", "especially", "particularly", "also", "just"}
#: Verbs whose prepositional phrases give a topic ("information on the plans"), not a scope.
_TELLING = frozenset(["provide", "give", "discuss", "explain", "describe", "inform", "tell",
                      "talk", "present", "share", "mention", "ask", "answer", "review"])
#: Prepositions after a noun that bound it ("orders over $50").
_BOUND_PREPOSITIONS = frozenset(["over", "under", "above", "below", "from", "of"])
#: Words before an amount that make it a bound again ("after 24 hours").
_BOUND_WORDS = frozenset(["after", "before", "beyond", "past", "within", "over", "under"])
#: Words by which a claim covers every case, so that an exception limits it.
_UNIVERSALS = frozenset(["every", "each", "all", "always", "daily", "everyday", "any"])
#: Words that make a claim a possibility ("can help reduce ... by up to 30%"): the maximum
#: stays possible without "up to".
_POSSIBILITY = frozenset(["can", "could", "may", "might", "help"])
#: Words by which the rest of a sentence points back at a condition.
_BACK_REFERENCES = ("otherwise", "else", "after that", "after that time", "beyond that",
                    "past that", "after which", "before that", "if not", "in that case",
                    "do so", "doing so", "does so", "did so")

#: Words after which a fronted condition and its comma go together ("that if X, Y" -> "that Y").
_OPENERS = frozenset(["that", "because", "since", "and", "but", "so"])

#: A removal: first and last token of the dropped constituent, the words it drops, and
#: optionally the index of an "only" that goes with it.
_Drop = tuple[int, ...] | tuple[int, int, str] | tuple[int, int, str, int]


def _words() -> dict[str, Any]:
    return lexicon("conditions")


@mutator(name="dropped_condition", kind="fault", version=12)
def dropped_condition(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Remove a condition, limit or exception so the claim says more than the passages.

    >>> from mutators._example import mutate
    >>> mutate(dropped_condition, "If the balance falls below $500, the account will be locked.")
    ['The account will be locked.']
    >>> mutate(dropped_condition, "Contracts are not refundable after 14 days.")
    ['Contracts are not refundable.']
    >>> mutate(dropped_condition, "As long as it is under 20 kg, you can bring the bike.")
    ['You can bring the bike.']
    """
    text = claim.text
    doc = _nlp.parse(text)
    found: list[tuple[int, int, tuple[Span, ...], str, bool]] = []
    for sent in doc.sents:
        past = sent.root.tag_ == "VBD" and sent.root.lower_ != sent.root.lemma_.lower()
        for finder in _FINDERS:
            if past and finder is not _conditional_clauses:
                continue  # "gave the house ..., on condition that ...": the event happened
            for first, last, note_words, *also in finder(doc, sent):
                if past and not _reported_condition(doc, sent, first):
                    continue  # only a condition inside what was said stays: "revealed
                    # that if LCD was used, they had to choose advanced chips"
                if first > sent.start and doc[first - 1].lower_ in _FOCUS:
                    continue  # "but not for elderly users", "even if": the particle stays alone
                spans = _removal(doc, sent, first, last)
                if spans is not None and also:  # "only supported for X": "only" goes too
                    only = doc[also[0]]
                    spans = (Span(only.idx, doc[only.i + 1].idx, ""),) + spans
                if spans is not None:
                    grant = finder in (_windows, _only_phrases) and \
                        _bare_grant(doc, sent, first, last, timed=finder is _windows)
                    found.append((int(first), int(last), spans, str(note_words), grant))
    found.sort(key=lambda f: (f[0], -f[1]))
    taken: list[tuple[int, int]] = []
    edits = []
    for first, last, spans, note_words, grant in found:
        if any(a <= first and last <= b for a, b in taken):
            continue  # inside a larger removal: the same fault, smaller
        if grant and not _stated_limit.opposite_stated(_predicate(doc[first]), claim.passages):
            continue  # "You can cancel up to 5 days in advance" -> "You can cancel" says only
            # that one may cancel at some time, which the original implies, unless a passage
            # denies it beyond the limit ("after that they are not refundable")
        if _referred_to(doc, first, last) or _pronoun_picks_up(doc, first, last) or \
                _contrast_picks_up(doc, first, last):
            continue  # "..., otherwise it is 12 GBP" would point at nothing; "if a person
            # ..., they would die": "they" would point at nobody
        if _only_possible(doc, first):
            continue  # "If plans go ahead, it could be policed by X": without the condition
            # the claim says only that it may happen, which the original implies
        if _parallel_scope_follows(doc, first, last, found):
            continue  # "5 GBP per night on weekdays and 10 GBP/day on weekends": without the
            # first scope the rest reads as a default and its exception, still true
        edit = Edit(spans, f"dropped: {note_words}")
        if _leaves_fragment(doc, text, first, last, edit):
            continue  # "volunteers ()", "Pro:, you", "aren't, as", "or alternatively were"
        if _stated_without_condition(text, edit, note_words, claim.passages.values()) or \
                not _limit_in_passages(doc, first, last, text, edit, note_words, claim.passages):
            continue
        taken.append((first, last))
        edits.append(edit)
    for made, edit in enumerate(_nlp.guarded(text, edits)):
        if made == MAX_PER_CLAIM:
            return
        yield edit


# ----------------------------------------------------------------------------- context


def _referred_to(doc: Any, first: int, last: int) -> bool:
    """The rest of the sentence points back at the condition ("otherwise", "after that") or
    repeats its amount as a bound ("up to 24 hours in advance, after 24 hours ..."), so the remainder
    would read as nonsense or still hold the condition.

    >>> doc = _nlp.parse("You may cancel for free if delayed, otherwise it is 12 GBP.")
    >>> _referred_to(doc, 5, 6)
    True
    """
    sent = doc[first].sent
    rest = [t for t in sent if t.i < first or t.i > last]
    words = " ".join(t.lower_ for t in rest)
    if any(f" {cue} " in f" {words} " for cue in _BACK_REFERENCES):
        return True
    def amounts(tokens: list[Any]) -> set[tuple[str, str]]:
        return {(t.lower_, t.nbor().lemma_.lower().rstrip("s")) for t in tokens
                if t.like_num and t.i + 1 < len(doc)}

    bounds = [t for t in rest if t.i > 0 and doc[t.i - 1].lower_ in _BOUND_WORDS]
    return bool(amounts(list(doc[first:last + 1])) & amounts(bounds))


def _limited_clause(doc: Any, first: int) -> Any:
    """The clause a conditional clause opening at ``first`` hangs on (its head's head)."""
    marker = doc[first]
    return marker.head.head if marker.dep_ == "mark" else marker.head


def _reported_condition(doc: Any, sent: Any, first: int) -> bool:
    """In a past report, the condition limits what was said, not the report: it hangs on a
    clause reported by the root ("revealed that ... they had to choose", "thought ... users
    could select") that is itself a possibility, a duty or a prediction (a modal, "had to").

    >>> doc = _nlp.parse("Industrial Manager revealed that if LCD was used, they had to choose advanced chips.")
    >>> _reported_condition(doc, doc[:], 4)
    True
    >>> doc = _nlp.parse("The team said that the remote was ready if anyone asked.")
    >>> _reported_condition(doc, doc[:], 8)
    False
    """
    if sent.root.lemma_.lower() not in set(_words()["reporting_verbs"]):
        return False
    clause = _limited_clause(doc, first)
    node = clause
    while node.dep_ in ("xcomp", "conj") and node.head.i != node.i:
        node = node.head
    if node.dep_ != "ccomp" or node.head.i != sent.root.i:
        return False
    duty = clause.lemma_.lower() == "have" and any(c.dep_ == "xcomp" for c in clause.children)
    return duty or any(c.dep_ == "aux" and c.lower_ in _MODALS | {"would", "will", "'d"}
                       for c in clause.children)


def _whether(doc: Any, first: int) -> bool:
    """An "if" that means "whether": the clause it opens is what someone asks, knows or
    discusses ("wanted to know if OGI was using CVS", "not sure if they have seating"), so
    it limits nothing.

    >>> doc = _nlp.parse("The professor asked if the team was happy with their progress.")
    >>> _whether(doc, 3), _whether(_nlp.parse("You can bring it if it is small."), 4)
    (True, False)
    """
    marker = doc[first]
    if marker.lower_ != "if" or marker.dep_ != "mark":
        return False
    clause = marker.head
    asking = set(_words()["question_heads"])
    if clause.dep_ in ("ccomp", "csubj"):
        return True
    return clause.head.lemma_.lower() in asking and marker.i > 0 and \
        doc[marker.i - 1].i == clause.head.i  # "discussed if": not "can see the sea if"


def _durative(doc: Any, first: int, last: int) -> bool:
    """"as long as" bounding a process or a lasting state ("will worsen as long as humans add
    greenhouse gases", "stays open as long as ..."): it tells for how long, and the process
    holds now, so without it the claim says no more.

    >>> doc = _nlp.parse("The effects will worsen as long as humans add greenhouse gases.")
    >>> _durative(doc, 4, 6), _durative(_nlp.parse("You can bring it as long as it is small."), 4, 6)
    (True, False)
    """
    if doc[first:last + 1].text.lower() not in ("as long as", "so long as"):
        return False
    clause = _limited_clause(doc, first)
    while clause.dep_ == "advmod" and clause.head.i != clause.i:
        clause = clause.head  # the marker hangs on "long"
    return clause.lemma_.lower() in set(_words()["durative_verbs"])


def _anticipatory_it(doc: Any, first: int) -> bool:
    """The limited clause's subject is "it", which the condition fills or which points at it
    ("it would be convenient if ...", "If they had to cut latency, it would create a
    problem"): without the condition "it" stands for nothing.

    >>> _anticipatory_it(_nlp.parse("It would be convenient if one remote could do it."), 4)
    True
    """
    clause = _limited_clause(doc, first)
    if _extraposed(clause, first):
        return False  # "If it tests positive, it is best not to eat the meat": "it" stands
        # for the infinitive, which stays
    return any(c.dep_ in _SUBJECTS | {"expl"} and c.lower_ == "it" for c in clause.children)


def _extraposed(clause: Any, first: int) -> bool:
    """The clause carries an extraposed infinitive or that-clause after its predicate ("it is
    best not to consume the meat", "it is recommended to have it tested"), outside the
    condition opened at ``first``.

    >>> doc = _nlp.parse("If the test is positive, it is best not to eat the meat.")
    >>> _extraposed(doc[7], 0), _extraposed(_nlp.parse("It would be nice if it worked.")[2], 4)
    (True, False)
    """
    heads = [clause] + [c for c in clause.children if c.dep_ in ("acomp", "attr")]
    return any(c.dep_ in ("xcomp", "ccomp", "csubj") and c.i > clause.i and c.i != first
               and any(g.tag_ == "TO" or g.lower_ == "that" for g in c.children)
               for h in heads for c in h.children)


def _possible(token: Any) -> bool:
    """The token sits under "help" or a modal of possibility ("can help reduce ... by ...").

    >>> doc = _nlp.parse("It can help reduce costs by up to 30%.")
    >>> _possible(doc[6]), _possible(_nlp.parse("Save up to 40% on plans.")[1])
    (True, False)
    """
    for node in token.ancestors:
        if node.lemma_.lower() in _POSSIBILITY or any(
                c.dep_ == "aux" and c.lower_ in _POSSIBILITY for c in node.children):
            return True
    return False


def _parallel_scope_follows(doc: Any, first: int, last: int,
                            found: list[tuple[int, int, Any, str]]) -> bool:
    """Another candidate phrase opened by the same word follows in the same sentence ("on
    weekdays ... on weekends"): only the last of such parallel scopes is dropped.

    >>> doc = _nlp.parse("It costs 5 GBP per night on weekdays and 10 GBP/day on weekends.")
    >>> on = [t.i for t in doc if t.lower_ == "on"]
    >>> found = [(on[0], on[0] + 1, (), ""), (on[1], on[1] + 1, (), "")]
    >>> _parallel_scope_follows(doc, on[0], on[0] + 1, found), _parallel_scope_follows(doc, on[1], on[1] + 1, found)
    (True, False)
    """
    sent = doc[first].sent
    return any(other > last and other < sent.end and doc[other].lower_ == doc[first].lower_
               for other, *_ in found)


def _negated(sent: Any) -> bool:
    """The main predicate (or its auxiliaries, or its object's determiner) is negative."""
    root = sent.root
    verbs = [root] + [c for c in root.children if c.dep_ in ("acomp", "xcomp", "aux", "auxpass")]
    return any(c.dep_ == "neg" for v in verbs for c in v.children) or \
        any(c.lower_ == "no" and c.head.head == root for c in sent)


def _permissive(sent: Any) -> bool:
    """The main predicate grants or obliges something: a modal, or a permission word."""
    root = sent.root
    lemmas = set(_words()["permission_lemmas"])
    if any(c.dep_ == "aux" and c.lower_ in _MODALS for c in root.children):
        return True
    heads = [root] + [c for c in root.children if c.dep_ in ("acomp", "xcomp", "attr")]
    return any(h.lemma_.lower() in lemmas for h in heads)


def _grants(sent: Any) -> bool:
    """A modal or a permission adjective/verb other than a plain offer ("is free for",
    "can be booked by")."""
    root = sent.root
    offers = set(_words()["offer_lemmas"])
    return _permissive(sent) and root.lemma_.lower() not in offers


def _main_chain(sent: Any) -> set[int]:
    """The root and the predicate words hanging on it (acomp, xcomp, conj verbs)."""
    root = sent.root
    chain = {root.i}
    for child in root.children:
        if child.dep_ in ("acomp", "xcomp", "conj", "dobj", "attr", "ccomp") or (
                child.dep_ == "conj" and child.pos_ in ("VERB", "AUX")):
            chain.add(child.i)
    return chain


def _span_text(doc: Any, first: int, last: int) -> str:
    return doc[first:last + 1].text


def _ends_clause(doc: Any, sent: Any, last: int) -> bool:
    """The constituent ends the clause: punctuation, a coordinator or the sentence end."""
    if last + 1 >= sent.end:
        return True
    nxt = doc[last + 1]
    return nxt.text in (",", ".", ";", "!", "?", ":", "—", "–") or nxt.dep_ == "cc"


# ----------------------------------------------------------------------------- finders


def _marker_at(doc: Any, i: int, markers: list[str]) -> int | None:
    """The index of the last token of the longest marker starting at token ``i``."""
    for marker in sorted(markers, key=lambda m: -len(m.split())):
        parts = marker.split()
        if i + len(parts) <= len(doc) and all(
                doc[i + k].lower_ == p for k, p in enumerate(parts)):
            return i + len(parts) - 1
    return None


def _constituent(sent: Any, first: int, last: int) -> tuple[int, int, Any] | None:
    """The largest constituent that starts at ``first`` and holds token ``last``, short of
    the sentence root: its first and last index and its head token."""
    root = sent.root
    best: tuple[int, int, Any] | None = None
    for token in sent:
        if token.i == root.i:
            continue
        left, right = token.left_edge.i, token.right_edge.i
        if left < first or left > last or not (left <= last <= right) or left <= root.i <= right:
            continue
        if best is None or right > best[1]:
            best = (first, right, token)
    return best


def _conditional_clauses(doc: Any, sent: Any) -> Iterator[_Drop]:
    words = _words()
    always, temporal = words["condition_markers"], words["temporal_markers"]
    vacuous = set(words["vacuous_condition_verbs"])
    timing_ok = (_permissive(sent) or _negated(sent)) and sent.root.tag_ != "VBD"
    i = sent.start
    while i < sent.end:
        last, timed = _marker_at(doc, i, always), False
        if last is None and timing_ok:
            timed = True
            last = _marker_at(doc, i, temporal)
            if last is not None and doc[last].pos_ != "SCONJ" and doc[last].dep_ != "mark":
                last = None  # "after 7 days" is a window, not a clause
        if last is not None and last == i and doc[i].lower_ in ("provided", "providing") and \
                any(c.dep_ in ("dobj", "dative") for c in doc[i].children):
            last = None  # "providing a free consultation": a verb with its object, no condition
        if last is not None and last == i and doc[i].lower_ in ("provided", "providing") and \
                doc[i].dep_ in ("acl", "amod", "relcl", "conj"):
            last = None  # "services provided by the agency": a participle on a noun
        if last is None:
            i += 1
            continue
        span = _constituent(sent, i, last)
        if span is not None:
            first, end, top = span
            while end > last and doc[end].is_punct:
                end -= 1  # "If the action returns a result, set ...": the parse hangs the
                # comma on the condition's verb
            if timed and top.head.i not in _main_chain(sent) - {t.i for t in sent
                                                                 if t.dep_ == "xcomp"}:
                i = last + 1
                continue  # "to receive emails when ...": it times the embedded event
            body = doc[last + 1:end + 1]
            has_verb = any(t.pos_ in ("VERB", "AUX") for t in body)
            courtesy = any(t.lemma_.lower() in vacuous for t in _own_predicates(top))
            if _whether(doc, i) or _anticipatory_it(doc, i) or _durative(doc, i, last):
                i = end + 1
                continue  # "asked if ...", "it would be convenient if ...": no limit to drop;
                # "will worsen as long as humans add ...": a span of time, not a condition
            if timed and not _negated(sent) and any(
                    c.dep_ == "aux" and c.lemma_.lower() == "have" for c in top.children) \
                    and top.tag_ == "VBN":
                i = end + 1
                continue  # "Once you have logged in, you can ...": a step done before, not
                # a limit; the rest is still true of whoever takes it
            if not timed and _embedded_infinitive(doc, sent, i):
                i = end + 1
                continue  # "configure it to transfer the call if ...": the condition is part
                # of what is configured or allowed, not a limit on the claim
            if courtesy and _duty(sent):
                courtesy = False  # "If you require another payment method, you must email
                # us": without the condition the duty binds everyone
            if has_verb and not courtesy and not _sign_up(body) and \
                    not _restated(doc, sent, top, first, end) and \
                    _ends_clause(doc, sent, end) and end > last:
                yield first, end, _span_text(doc, first, end)
                i = end + 1
                continue
        i = last + 1


def _restated(doc: Any, sent: Any, top: Any, first: int, last: int) -> bool:
    """The rest of the sentence names the condition's own event again, with at least half of
    its other words ("If the code needs to be reissued, ask for help with reissuing the
    code", "If you wish to have your fees waived, you must obtain a fee waiver"): the
    condition adds nothing the rest lacks. ("... to donate to charities if you're donating
    at least £250" keeps its drop: the amount is not said again.)

    >>> doc = _nlp.parse("If the code needs to be reissued, ask for help with reissuing the code.")
    >>> _restated(doc, doc[:], doc[3], 0, 6)
    True
    """
    light = {"be", "have", "do", "get", "need", "want", "wish", "make", "go"}
    own = _own_predicates(top)
    events = {t.lemma_.lower() for t in own if t.lemma_.lower() not in light}
    rest = {_stated_limit.word_key(t) for t in sent if (t.i < first or t.i > last)
            and (t.pos_ in ("VERB", "NOUN", "ADJ", "PROPN") or t.like_num)}

    def said(word: str) -> bool:
        return word in rest or len(word) >= 4 and any(
            len(r) >= 4 and r[:4] == word[:4] and (r.startswith(word) or word.startswith(r))
            for r in rest)

    if not any(said(e) for e in events):
        return False
    others = _stated_limit.content_keys(doc[first:last + 1]) - events - \
        {t.lemma_.lower() for t in own}
    return bool(others) and sum(said(w) for w in others) * 2 >= len(others)  # "if you're
    # donating at least £250": the amount is not said again, so the condition still limits;
    # "unless you use them" has nothing but its verb, which says too little to tell


def _own_predicates(top: Any) -> list[Any]:
    """The condition clause's own predicate words: its head and the verbs and adjectives it
    takes as complements or coordinates ("if you would like to", "if you are interested"),
    not those of a clause on one of its nouns ("if the apps you want to expose are ...").

    >>> doc = _nlp.parse("If the apps you want to expose are in one cluster, register it.")
    >>> [t.text for t in _own_predicates(doc[7])]
    ['are']
    """
    found, todo = [], [top]
    while todo:
        node = todo.pop()
        if node.pos_ in ("VERB", "ADJ", "AUX"):
            found.append(node)
        todo += [c for c in node.children if c.dep_ in ("xcomp", "acomp", "conj", "ccomp")]
    return found


def _sign_up(body: Any) -> bool:
    """The clause only names the act that takes up an offer, perhaps with a deadline ("if
    they sign up within the next week"): the offer stands without it."""
    words = _words()
    verbs, objects = set(words["sign_up_verbs"]), set(words["sign_up_objects"])
    if not any(t.lemma_.lower() in verbs for t in body if t.pos_ == "VERB"):
        return False
    deadline = {t.i for t in body if t.dep_ == "prep" and _has_time(t.subtree)
                for t in t.subtree}
    rest = [t for t in body if t.i not in deadline and t.pos_ in _CONTENT_POS
            and t.lemma_.lower() not in verbs | objects and t.pos_ != "PRON"]
    return not rest


def _has_time(tokens: Iterable[Any]) -> bool:
    units = set(_words()["time_units"])
    return any(t.lemma_.lower() in units or t.ent_type_ in ("DATE", "TIME") for t in tokens)


def _windows(doc: Any, sent: Any) -> Iterator[_Drop]:
    """'can be refunded within 14 days of signing'; 'not refundable after 14 days'."""
    kinds = _words()["window_prepositions"]
    permissive, negated = _permissive(sent), _negated(sent)
    chain = _main_chain(sent)
    for token in sent:
        if token.lower_ == "up" and token.i + 1 < sent.end and doc[token.i + 1].lower_ == "to":
            kind, first = kinds["up to"], token.i
        elif token.lower_ in kinds and token.dep_ == "prep" and token.head.i in chain:
            kind, first = kinds[token.lower_], token.i
        else:
            continue
        allowed = permissive if kind == "permission" else (permissive or negated)
        if not allowed:
            continue
        if not negated and (_necessity(sent, token.head) or not _modal_or_copular(sent)):
            continue  # "must remove it within 30 days" implies "must remove it"; "After 90
            # days, the key becomes eligible ..." tells when it happens, not a permission
        if token.lower_ == "up":
            end = _phrase_end(doc, sent, token.i + 2)
            if end is None or first > sent.start and doc[first - 1].pos_ == "ADP":
                continue  # "run for up to 6 hours": a capacity, and "for" would be left alone
            if end + 2 < sent.end and doc[end + 1].lower_ == "in" and \
                    doc[end + 2].lower_ == "advance":
                end += 2
            elif end + 1 >= sent.end or doc[end + 1].lower_ != "before":
                continue  # only a deadline ("up to 24 hours in advance") is a window
        else:
            end = token.right_edge.i
        if end is None or not _has_time(doc[first:end + 1]):
            continue
        if _in_means_clause(token):
            continue  # "By signing up within 10 days, you can ...": the offer's means
        if not negated and _possibility(token.head):
            continue  # "floods can emerge within minutes": the bare possibility is implied
        if doc[first:end + 1].text.count(",") == 0:
            yield first, end, _span_text(doc, first, end)


def _bare_grant(doc: Any, sent: Any, first: int, last: int, *, timed: bool) -> bool:
    """Tokens ``first..last`` (a window or an "only" phrase) limit a mere grant that the rest
    of the sentence does not give for every case (with ``timed``, every time) and does not
    deny ("can be refunded within 14 days", "is available only for secrets ...").

    >>> doc = _nlp.parse("You can cancel up to 5 days in advance.")
    >>> _bare_grant(doc, doc[:], 3, 8, timed=True)
    True
    >>> doc = _nlp.parse("You may check in any time after 3 pm.")
    >>> _bare_grant(doc, doc[:], 6, 8, timed=True)
    False
    """
    return not _negated(sent) and _grant(sent, doc[first].head) and \
        not _universal_outside(sent, first, last, timed=timed)


def _predicate(token: Any) -> str:
    """The key of the predicate word a phrase opened by ``token`` hangs on ("refunded" for
    "can be refunded within 14 days", "available" for "available only for ...")."""
    node = token.head
    while node.pos_ not in ("VERB", "ADJ") and node.head.i != node.i:
        node = node.head
    return _stated_limit.word_key(node)


def _grant(sent: Any, head: Any) -> bool:
    """The limited predicate only grants or makes possible ("can cancel", "is available",
    "are eligible", "is supported"): without its limit it says that the thing happens in
    some case, which the limited claim implies. A generic statement ("the fee is waived"),
    advice ("should call before noon") or a duty is not a grant.

    >>> doc = _nlp.parse("Guests can cancel within 24 hours.")
    >>> _grant(doc[:], doc[2]), _grant(_nlp.parse("The fee is waived up to a day before.")[:], None)
    (True, False)
    """
    lemmas = set(_words()["possibility_lemmas"])
    nodes = [sent.root] + ([head] if head is not None else [])
    nodes += [c for n in list(nodes) for c in n.children if c.dep_ in ("acomp", "xcomp", "attr")]
    return any(n.lemma_.lower() in lemmas or any(
        c.dep_ == "aux" and c.lower_ in lemmas for c in n.children) for n in nodes)


def _universal_outside(sent: Any, first: int, last: int, *, timed: bool = False) -> bool:
    """A word of the sentence outside tokens ``first..last`` covers every case ("every day",
    "all"), with ``timed`` every time ("any time", "always", "daily"): without the limit the
    rest claims all of them.

    >>> doc = _nlp.parse("You may check in any time after 3 pm.")
    >>> _universal_outside(doc[:], 5, 7, timed=True)
    True
    >>> doc = _nlp.parse("You can cancel any booking within 5 days.")
    >>> _universal_outside(doc[:], 5, 7), _universal_outside(doc[:], 5, 7, timed=True)
    (True, False)
    """
    words = [t for t in sent if (t.i < first or t.i > last) and t.lower_ in _UNIVERSALS]
    if not timed:
        return bool(words)
    return any(t.lower_ in ("always", "daily", "everyday") or _has_time([t.head]) or
               t.head.lemma_.lower() == "time" for t in words)


def _in_means_clause(token: Any) -> bool:
    """Under or opening a gerund clause ("By signing up for a plan within 10 days, ...")."""
    if any(c.dep_ == "pcomp" and c.tag_ == "VBG" for c in token.children):
        return True
    node = token.head
    while node.head.i != node.i:
        if node.tag_ == "VBG" and node.dep_ in ("pcomp", "advcl"):
            return True
        node = node.head
    return False


def _phrase_end(doc: Any, sent: Any, start: int) -> int | None:
    """The end of the amount opened at ``start``: "24 hours", "24-hours", "$50", "50%"."""
    if start >= sent.end or not (doc[start].like_num or doc[start].is_currency):
        return None
    for end in range(start, min(sent.end, start + 5)):
        token = doc[end]
        if token.pos_ in ("NOUN", "PROPN") or token.text == "%" or (
                token.like_num and token.ent_iob_ in ("B", "I") and (
                    end + 1 >= sent.end or doc[end + 1].ent_iob_ != "I")):
            return end
    return None


def _only_phrases(doc: Any, sent: Any) -> Iterator[_Drop]:
    """'kept only on the Enterprise plan' -> 'kept'; 'only supported for X'. (A drop from a
    mere grant is checked against the passages: see ``_bare_grant``.)"""
    preps = set(_words()["limiting_prepositions"])
    for token in sent:
        if token.lower_ != "only" or token.dep_ != "advmod":
            continue
        nxt = doc[token.i + 1] if token.i + 1 < sent.end else None
        if nxt is not None and nxt.lower_ in preps and nxt.dep_ == "prep":
            yield token.i, nxt.right_edge.i, _span_text(doc, token.i, nxt.right_edge.i)
            continue
        head = token.head  # "only supported for X": drop "only" and the phrase after
        phrase = next((c for c in head.children if c.dep_ in ("prep", "dative")
                       and c.i > head.i and c.lower_ in preps), None)
        if head.i > token.i and phrase is not None and head.i == token.i + 1 and \
                head.tag_ in ("VBN", "JJ") and \
                _ends_phrase(doc, sent, phrase.right_edge.i):
            note = f"only … {_span_text(doc, phrase.i, phrase.right_edge.i)}"
            yield phrase.i, phrase.right_edge.i, note, token.i


def _scope_phrases(doc: Any, sent: Any) -> Iterator[_Drop]:
    """'free on orders over $50', 'kept for one year on the Enterprise plan',
    'cashback to verified students', 'for the first year'."""
    words = _words()
    preps, scope = set(words["limiting_prepositions"]), set(words["scope_nouns"])
    people, firsts = set(words["people_nouns"]), set(words["first_period_words"])
    chain = _main_chain(sent)
    for token in sent:
        if token.dep_ not in ("prep", "dative") or token.lower_ not in preps:
            continue
        if token.head.i not in chain or (token.i > 0 and doc[token.i - 1].lower_ == "only"):
            continue
        objects = [c for c in token.children if c.dep_ == "pobj"]
        if not objects:
            continue
        noun = objects[0]
        if any(t.pos_ in ("VERB", "AUX") for t in token.subtree):
            continue  # "for your reservation using your card": more than a scope
        modifiers = {c.lower_ for c in noun.children}
        lemma = noun.lemma_.lower()
        if token.lower_ == "to" and lemma in scope:
            continue  # "moves to the Free plan": the goal the verb needs, not a scope
        if lemma in people and not (_grants(sent) and any(
                c.dep_ in ("amod", "compound") for c in noun.children)):
            continue  # "available for guests" says no more without "for guests"; "to
            # verified students" does
        if sent.root.tag_ == "VBD" or sent.root.lemma_.lower() in _TELLING:
            continue  # "provided more information on the Gold plans": a topic, no limit
        if lemma in scope and lemma not in ("weekday", "weekend") and not any(
                c.dep_ in ("amod", "compound", "nummod") or c.lower_ in _BOUND_PREPOSITIONS
                for c in noun.children):
            continue  # "for the booking at the Acorn": any booking, no limit
        limited = (lemma in scope or lemma in people) and (
            token.lower_ in ("on", "for", "to") or bool(modifiers & set(words["comparatives"])))
        if modifiers & firsts and _has_time([noun]):
            continue  # "a 20% discount for the first six months": the offer holds anyway
        if limited and _ends_phrase(doc, sent, token.right_edge.i):
            yield token.i, token.right_edge.i, _span_text(doc, token.i, token.right_edge.i)


def _ends_phrase(doc: Any, sent: Any, last: int) -> bool:
    return _ends_clause(doc, sent, last) or doc[last + 1].dep_ in ("prep", "advmod", "npadvmod")


def _restrictions(doc: Any, sent: Any) -> Iterator[_Drop]:
    """A generic subject or object narrowed by a clause or a comparison: 'Customers who
    upgrade before March', 'Bags weighing more than 23 kg', 'files larger than 100 MB'."""
    comparatives = _words()["comparatives"]
    root = sent.root
    for noun in root.children:
        if noun.dep_ not in _SUBJECTS | {"dobj"} or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        dets = [c for c in noun.children if c.dep_ in ("det", "poss")]
        if dets and dets[0].lower_ not in _GENERIC_DETS:
            continue  # "The man who founded it": a description, not a restriction
        if not dets and noun.tag_ not in ("NNS", "NN"):
            continue
        for mod in noun.children:
            if mod.i < noun.i:
                continue
            first, last = mod.left_edge.i, mod.right_edge.i
            text = _span_text(doc, first, last).lower()
            clause = mod.dep_ in ("relcl", "acl") and noun.dep_ in _SUBJECTS
            compared = any(text.startswith(c + " ") or f" {c} " in f" {text} "
                           for c in comparatives) and any(t.like_num for t in doc[first:last + 1])
            if mod.dep_ in ("relcl", "acl") and _describes(doc, mod, noun, first, last):
                continue  # "areas to focus on", "skills that are available", "income received
                # from dividends is taxed as income": a description, not a limit
            if clause and _names_the_topic(doc[first:last + 1]):
                continue  # "Customers that have dined at the Acorn": the passages' subject
            if (clause or (compared and mod.dep_ in ("prep", "amod", "acl", "relcl"))) \
                    and last < root.i + (0 if noun.dep_ in _SUBJECTS else len(doc)):
                yield first, last, _span_text(doc, first, last)


def _describes(doc: Any, mod: Any, noun: Any, first: int, last: int) -> bool:
    """A clause on a noun that describes rather than restricts it: an infinitive ("areas to
    focus on"), a content clause ("whether ..."), a copula with a bare adjective ("that are
    available"), on a counted noun ("three areas"), or on a noun the rest of the sentence
    repeats ("income ... is taxed as income"), which the drop would leave a tautology.

    >>> doc = _nlp.parse("Three main areas to focus on are sales and costs.")
    >>> _describes(doc, doc[4], doc[2], 3, 5)
    True
    """
    if any(c.dep_ == "aux" and c.tag_ == "TO" for c in mod.children) or \
            any(c.dep_ == "mark" for c in mod.children):
        return True
    if any(c.dep_ == "nummod" for c in noun.children):
        return True
    if mod.dep_ == "acl" and mod.tag_ == "VBN" and not list(mod.children):
        return True  # "all new basins installed": a bare participle adds no limit
    if mod.lemma_.lower() == "be" and any(c.dep_ == "acomp" and c.pos_ == "ADJ"
                                          for c in mod.children) and \
            not any(t.like_num for t in doc[first:last + 1]):
        return True
    root = noun.sent.root  # the noun again as the main predicate's complement
    return any(t.lemma_.lower() == noun.lemma_.lower() and t.i != noun.i and
               not first <= t.i <= last and t.dep_ in ("attr", "dobj", "pobj", "oprd") and
               root.i in (t.head.i, t.head.head.i) for t in noun.sent)


def _names_the_topic(clause: Any) -> bool:
    """A restricting clause that says no more than a visit to a named place or firm ("that
    have dined at the Cow Kitchen", "who stayed at Hotel Axiom"): the passages are about that
    place, so every customer they speak of is one, and the shorter claim says no more.

    >>> doc = _nlp.parse("Guests who have stayed at the Axiom Hotel liked the beds.")
    >>> _names_the_topic(doc[1:7])
    True
    """
    named = [t for t in clause if t.ent_type_ in ("ORG", "FAC", "GPE", "PERSON", "LOC")]
    other = [t for t in clause if (t.pos_ in ("NOUN", "PROPN", "ADJ", "NUM", "ADV") or
                                   t.ent_type_) and not t.is_stop and t not in named]
    return bool(named) and not other


def _compared_nouns(doc: Any, sent: Any) -> Iterator[_Drop]:
    """'orders over $50', 'files larger than 100 MB' after a generic subject or object, read
    off the tokens when the parse folds the amount into the noun's slot."""
    comparatives = _words()["comparatives"]
    root = sent.root
    for noun in sent:
        if noun.pos_ != "NOUN" or noun.tag_ != "NNS" or noun.i + 2 >= sent.end:
            continue
        if any(c.dep_ in ("det", "poss") and c.lower_ not in _GENERIC_DETS
               for c in noun.children):
            continue
        if noun.dep_ not in _SUBJECTS | {"dobj"} or noun.head.i != root.i:
            continue
        last = _marker_at(doc, noun.i + 1, comparatives)
        if last is None:
            continue
        end = _phrase_end(doc, sent, last + 1)
        if end is not None:
            yield noun.i + 1, end, _span_text(doc, noun.i + 1, end)


def _up_to_savings(doc: Any, sent: Any) -> Iterator[_Drop]:
    """'Save up to 50%' -> 'Save 50%'; 'up to 10 users' stays (a capacity: still true)."""
    benefits = set(_words()["benefit_lemmas"])
    for token in sent:
        if token.lower_ != "up" or token.i + 2 >= sent.end or doc[token.i + 1].lower_ != "to":
            continue
        nxt = doc[token.i + 2]
        if not (nxt.like_num or nxt.is_currency):
            continue
        around = doc[max(sent.start, token.i - 4):min(sent.end, token.i + 6)]
        phrase = doc[token.i:min(sent.end, token.i + 5)]
        units = set(_words()["time_units"])
        if _possible(token):
            continue  # "can help reduce costs by 30%" is still possible when the most is 30%
        if any(t.lemma_.lower() in benefits for t in around) and \
                not any(t.lemma_.lower() in units for t in phrase):
            yield token.i, token.i + 1, "up to"


def _free_under_negation(doc: Any, sent: Any) -> Iterator[_Drop]:
    """'cannot be cancelled for free' -> 'cannot be cancelled'."""
    if not _negated(sent):
        return
    phrases = _words()["free_phrases"]
    for token in sent:
        last = _marker_at(doc, token.i, phrases)
        if last is not None and token.i > sent.root.i and last < sent.end and \
                _verb_negated(token.head):
            yield token.i, last, _span_text(doc, token.i, last)


def _exceptions(doc: Any, sent: Any) -> Iterator[_Drop]:
    """'open from 10am to 6pm every day except for Tuesdays' -> 'open from 10am to 6pm every
    day': only where the rest claims every case ("every day", "all", "always")."""
    chain = _main_chain(sent)
    for token in sent:
        if token.lower_ not in ("except", "excepting") or token.dep_ not in ("prep", "cc") or \
                token.head.i not in chain or token.i == sent.start:
            continue
        last = token.right_edge.i
        tail = next((t for t in sent if t.dep_ in ("advcl", "relcl") and
                     t.left_edge.i == last + 1), None)
        if tail is not None:  # "except for Tuesdays when it is closed": the clause goes too
            last = tail.right_edge.i
        if not any(t.lower_ in _UNIVERSALS for t in sent if t.i < token.i or t.i > last):
            continue  # "open from 10am to 6pm": without "every day" the hours hold on open days
        if _ends_clause(doc, sent, last) and last > token.i:
            yield token.i, last, _span_text(doc, token.i, last)


def _embedded_infinitive(doc: Any, sent: Any, first: int) -> bool:
    """The condition opened at ``first`` hangs on an infinitive below the main predicate
    ("can configure it to transfer the caller if ...", "allow them to find housing as long
    as ..."): it belongs to what is configured or allowed. Not under a verb of duty or
    ability ("have to pay the fee if you are late"): there the infinitive is the claim.

    >>> doc = _nlp.parse("You can configure the app to send an alert to a manager if the line fails for any reason.")
    >>> _embedded_infinitive(doc, doc[:], 12)
    True
    """
    clause = _limited_clause(doc, first)
    while clause.dep_ == "advmod" and clause.head.i != clause.i:
        clause = clause.head  # "as long as": the marker hangs on "long"
    if clause.head.lemma_.lower() in set(_words()["semi_modals"]):
        return False  # "You have to pay the fee if you are late": the infinitive is the duty
    return clause.i != sent.root.i and clause.dep_ in ("advcl", "ccomp", "xcomp") and \
        any(c.dep_ == "aux" and c.tag_ == "TO" for c in clause.children) and \
        clause.head.i == sent.root.i and any(c.dep_ in ("dobj", "nsubj") and c.i < clause.i
                                            for c in list(sent.root.children) + list(clause.children))


def _duty(sent: Any) -> bool:
    """The main predicate is a duty: "must", or "have to" / "need to" / "be required to".

    >>> _duty(_nlp.parse("You must email the office.")[:]), _duty(_nlp.parse("Call us.")[:])
    (True, False)
    """
    return _necessity(sent, sent.root) or any(
        c.dep_ == "xcomp" for c in sent.root.children) and sent.root.lemma_.lower() == "require"


def _necessity(sent: Any, head: Any) -> bool:
    """The window's clause is a duty ("must remove ... within 30 days", "have to"): without
    the deadline the duty is weaker, implied by the original."""
    for node in (head, sent.root):
        if any(c.dep_ == "aux" and c.lower_ == "must" for c in node.children):
            return True
        if node.lemma_.lower() in ("have", "need") and any(c.dep_ == "xcomp" for c in node.children):
            return True
    return False


def _modal_or_copular(sent: Any) -> bool:
    """The permission is a modal or an adjective after "be" ("can cancel", "is refundable"),
    not an adjective after a verb of becoming ("becomes eligible"), which tells an event."""
    root = sent.root
    if any(c.dep_ == "aux" and c.lower_ in _MODALS for c in root.children):
        return True
    return root.lemma_.lower() != "become"


def _verb_negated(token: Any) -> bool:
    """The verb a phrase hangs on, or the verb it is the complement of, is negative."""
    node = token
    for _ in range(3):
        if any(c.dep_ == "neg" or c.lower_ in ("no", "never") for c in node.children):
            return True
        if node.dep_ not in ("acomp", "xcomp", "auxpass", "attr") or node.head.i == node.i:
            return False
        node = node.head
    return False


def _leaves_fragment(doc: Any, text: str, first: int, last: int, edit: Edit) -> bool:
    """The cut leaves a fragment: empty brackets, a colon, semicolon or dash before a comma
    ("is true -, you"), a bare auxiliary or negation before punctuation ("aren't, as"), or a
    coordinator (with an adverb) before the rest ("or alternatively were"); or it starts or
    ends inside a word ("Form 13-F" cut after "13").

    """
    import re

    from mutato.mutation.mutants import apply_edit

    start, end = doc[first].idx, doc[last].idx + len(doc[last])
    if end < len(text) and (text[end].isalnum() or text[end] in "-_/") or \
            start > 0 and (text[start - 1].isalnum() or text[start - 1] in "-_/"):
        return True  # "by filing Form 13-F": the cut ends inside a hyphenated word
    shorter = apply_edit(text, edit)
    for pattern in (r"\(\s*\)", r"\[\s*\]", r"[:;(\[]\s*[,.;:]", r",\s*[,.;:]",
                    r"\s[-–—]\s*[,.;:]"):
        if len(re.findall(pattern, shorter)) > len(re.findall(pattern, text)):
            return True
    sent = doc[first].sent
    before = [t for t in doc[sent.start:first] if not t.is_punct]
    after = doc[last + 1] if last + 1 < sent.end else None
    if before:
        prev = before[-1]
        if (prev.pos_ == "AUX" or prev.dep_ == "neg") and (after is None or after.is_punct):
            return True
        if prev.pos_ == "CCONJ" or (prev.pos_ == "ADV" and len(before) > 1 and
                                    before[-2].pos_ == "CCONJ"):
            return after is not None and not after.is_punct and after.pos_ in ("AUX", "VERB")
    return False


_FINDERS = (_conditional_clauses, _windows, _only_phrases, _scope_phrases, _restrictions,
            _compared_nouns, _up_to_savings, _free_under_negation, _exceptions)


# ----------------------------------------------------------------------------- removal


def _removal(doc: Any, sent: Any, first: int, last: int) -> tuple[Span, ...] | None:
    """Spans that drop tokens ``first..last`` with their commas, re-capitalising a new
    sentence start; ``None`` when the drop would leave a fragment."""
    text = doc.text
    start, end = doc[first].idx, doc[last].idx + len(doc[last])
    dropped = text[start:end]
    if any(dropped.count(a) != dropped.count(b) for a, b in ("()", "[]", "{}")):
        return None  # "($1,500 if married filing separately) of ...": the drop would cut a
        # parenthesis, leaving "($1,500." open
    before = doc[first - 1] if first > sent.start else None
    after = doc[last + 1] if last + 1 < sent.end else None
    opening = all(t.dep_ in ("intj", "punct") or t.lower_ in ("yes", "no", "so", "and")
                  for t in doc[sent.start:first])
    if opening:
        if after is None or after.text != ",":
            if after is not None and after.is_punct:
                return None
            if before is not None:
                return None  # "Yes, if you book early parking is free": unclear structure
        else:
            end = after.idx + 1
        while end < len(text) and text[end] == " ":
            end += 1
        if end >= len(text):
            return None
        if first == sent.start or all(t.is_punct for t in doc[sent.start:first]):
            # a list bullet or quote before the condition ("- If ..., they can") opens the
            # sentence too: what follows it takes the capital
            return (Span(start, end + 1, text[end].upper()),)
        return (Span(start, end, ""),)
    if before is not None and before.text == ",":
        if after is not None and after.text == "," and _discourse_opener(doc, sent, first - 1):
            end = after.idx + 1  # "However, if you are 50, you are allowed": "However, you
            while end < len(text) and text[end] == " ":  # are allowed"
                end += 1
            return (Span(start, end, ""),)
        if after is not None and after.text == ",":
            return None  # "You can, if X, bring it": no safe repair
        start = before.idx
    elif before is not None and after is not None and after.text == "," and \
            before.lower_ in _OPENERS:
        end = after.idx + 1  # "revealed that if LCD was used, they had to": the comma goes
        while end < len(text) and text[end] == " ":
            end += 1
    else:
        while start > 0 and text[start - 1] == " ":
            start -= 1
    remaining = len(sent) - (last - first + 1)
    if remaining < 3:
        return None
    return (Span(start, end, ""),)


def _discourse_opener(doc: Any, sent: Any, comma: int) -> bool:
    """The words before ``comma`` are one sentence adverbial and nothing else ("However",
    "For example", "In that case", "Additionally"): no subject or verb of the main clause
    stands before the condition, so condition and comma can go together.

    >>> doc = _nlp.parse("However, if you are 50, you are allowed a catch-up.")
    >>> other = _nlp.parse("You can, if so, go.")
    >>> _discourse_opener(doc, doc[:], 1), _discourse_opener(other, other[:], 2)
    (True, False)
    """
    words = doc[sent.start:comma]
    if not words or len(words) > 4 or any(t.pos_ in ("VERB", "AUX", "PRON", "PROPN", "NUM")
                                          or t.is_punct for t in words):
        return False
    heads = [t for t in words if not sent.start <= t.head.i < comma]
    return len(heads) == 1 and heads[0].dep_ in ("advmod", "prep", "npadvmod", "cc") and \
        heads[0].head.i == sent.root.i


def _content(doc_or_span: Iterable[Any]) -> set[str]:
    return {t.lemma_.lower() for t in doc_or_span if t.pos_ in _CONTENT_POS and not t.is_stop}


def _stated_without_condition(text: str, edit: Edit, removed: str,
                              passages: Iterable[str]) -> bool:
    """True when a passage sentence says the shorter claim without the removed words."""
    from mutato.mutation.mutants import apply_edit

    shorter = _nlp.parse(apply_edit(text, edit))
    need = _content(shorter)
    removed_doc = _nlp.parse(removed)
    condition = _content(removed_doc) - need or (
        {t.lower_ for t in removed_doc if not t.is_punct} - {t.lower_ for t in shorter})
    if not need or not condition:
        return False
    hedged = _stated_limit.hedged(shorter)
    for passage in passages:
        for sentence in _nlp.parse(_stated_limit.plain(passage)).sents:
            if sentence.text.rstrip().endswith("?"):
                continue  # "Can I bring a wheelchair?" asks; it states nothing
            if not _stated_limit.states_plainly(sentence, claim_hedged=hedged):
                continue  # "Instead, create a new cluster", "you might be asked to ...": no
                # bare statement of a claim that is not hedged
            have = _content(sentence) | {t.lower_ for t in sentence}
            if need <= have and len(condition & have) * 2 < max(len(condition), 1):
                return True
    return False


def _limit_in_passages(doc: Any, first: int, last: int, text: str, edit: Edit, removed: str,
                       passages: Mapping[str, str]) -> bool:
    """True when a passage sentence states the clause the condition limits together with the
    condition (in any wording, matched by lemma), and none states that clause without it.

    >>> from mutato.mutation.toolkit import Edit
    >>> claim = "The museum is open from 10am to 6pm except for Tuesdays."
    >>> doc = _nlp.parse(claim)
    >>> edit = Edit.replace(claim.index(" except"), claim.index("."), "")
    >>> said = {"p": "Q: When is it open?\\nA: The museum's opening hours are 10am to 6pm except for tuesday."}
    >>> first = next(t.i for t in doc if t.lower_ == "except")
    >>> _limit_in_passages(doc, first, first + 2, claim, edit, "except for Tuesdays", said)
    True
    >>> _limit_in_passages(doc, first, first + 2, claim, edit, "except for Tuesdays", {"p": "The museum is open from 10am to 6pm."})
    False
    """
    from mutato.mutation.mutants import apply_edit

    if len(_content(_nlp.parse(apply_edit(text, edit)))) < 2:
        return False  # "You can cancel.": a bare permission is no claim worth testing
    fact = _stated_limit.fact_words(doc, first, last)
    condition = _stated_limit.content_keys(doc[first:last + 1]) - fact
    phrase = " ".join(removed.lower().split())
    hedged = _stated_limit.hedged(_nlp.parse(apply_edit(text, edit)))
    if _stated_limit.stated_unlimited(fact, condition, passages, claim_hedged=hedged):
        return False
    if _stated_limit.limit_stated(fact, condition, phrase, passages):
        return True
    if _stated_limit.limited_otherwise(fact, condition, passages):
        return False  # the passages tie the fact to another condition, not the claim's
    return _hypothetical(doc, first) and not _pronoun_picks_up(doc, first, last) and (
        _predicted(doc, first) or _stated_limit.limit_stated_nearby(fact, condition, passages))


def _predicted(doc: Any, first: int) -> bool:
    """The limited clause is a prediction or duty ("would", "will", "must", "should"): the
    shorter claim states the outcome outright, a clean overclaim however the passages word
    the condition. (A possibility, "may require ... if", stays possible without it.)"""
    clause = _limited_clause(doc, first)
    clauses = [clause, clause.head] if clause.dep_ == "conj" else [clause]
    return any(c.dep_ == "aux" and c.lower_ in ("would", "will", "must", "should", "'d", "'ll")
               for node in clauses for c in node.children)


#: Words that bring a new, unnamed referent into a clause ("if a normal person ...").
_INDEFINITES = frozenset({"a", "an", "any", "some", "someone", "somebody", "anyone", "anybody",
                          "one", "everyone", "everybody", "whoever"})
_PRONOUNS = frozenset({"he", "she", "they", "it", "him", "her", "them", "his", "their", "its"})


def _pronoun_picks_up(doc: Any, first: int, last: int) -> bool:
    """The condition brings in an unnamed referent ("if a normal person poured water ...")
    that a pronoun of the limited clause picks up ("they would die"): without the
    condition the pronoun points at nobody, or at the wrong person.

    >>> doc = _nlp.parse("He warns that if a swimmer ignores the flags, they will drown.")
    >>> _pronoun_picks_up(doc, 3, 8)
    True
    """
    inside = doc[first:last + 1]
    introduced = any(t.dep_ in _SUBJECTS and (t.lower_ in _INDEFINITES or any(
        c.dep_ == "det" and c.lower_ in _INDEFINITES for c in t.children)) for t in inside)
    clause = _limited_clause(doc, first)
    pronouns = [t for t in clause.subtree if t.lower_ in _PRONOUNS and not first <= t.i <= last]
    if first == doc[first].sent.start:  # a fronted condition: the whole rest is limited
        pronouns += [t for t in doc[last + 1:doc[first].sent.end]
                     if t.lower_ in _PRONOUNS and t not in pronouns]
    pronouns = [t for t in pronouns  # "it is best not to eat it": the first "it" is empty
                if not (t.lower_ == "it" and t.head.i == clause.i and _extraposed(clause, first))]
    if introduced and pronouns:
        return True
    # a noun of the condition that a pronoun of the clause agrees with and nothing outside
    # the condition before it could stand for ("If you don't have an agent, you may miss
    # out on their expertise"): dropped, the pronoun is left without its antecedent
    nouns = [t for t in inside if t.pos_ in ("NOUN", "PROPN")
             and t.dep_ in _SUBJECTS | {"dobj", "pobj", "attr"}
             and not any(c.dep_ == "nummod" or c.like_num for c in t.children)]
    for pronoun in pronouns:
        if any(_same_pronoun(pronoun, t) for t in inside):
            continue  # "Provided that they ..., they would ...": both stand for one referent
            # named before the condition
        before = [t for t in doc[pronoun.sent.start:pronoun.i]
                  if t.pos_ in ("NOUN", "PROPN") and not first <= t.i <= last
                  and not _coargument(t, pronoun)]
        if any(_agrees(pronoun, n) for n in nouns) and not any(_agrees(pronoun, n)
                                                               for n in before):
            return True
    return False


def _coargument(noun: Any, pronoun: Any) -> bool:
    """``noun`` is the subject of the verb ``pronoun`` is the object of ("the bank will block
    it"): a plain pronoun never stands for its own clause's subject (that takes "itself").

    >>> doc = _nlp.parse("The bank will block it within an hour.")
    >>> _coargument(doc[1], doc[4])
    True
    """
    if pronoun.dep_ not in ("dobj", "dative", "pobj"):
        return False
    verb = pronoun.head.head if pronoun.dep_ == "pobj" else pronoun.head
    return noun.dep_ in _SUBJECTS and noun.head.i == verb.i


def _contrast_picks_up(doc: Any, first: int, last: int) -> bool:
    """The rest names a noun of the condition again, definite and with a word of contrast ("If
    you move your domain to a different provider, migrate the records to the new provider"):
    it presupposes the condition, so without it the rest says the same (round 12).

    >>> doc = _nlp.parse("If you move your domain to a different provider, migrate the records to the new provider.")
    >>> _contrast_picks_up(doc, 0, 8)
    True
    """
    inside = {t.lemma_.lower() for t in doc[first:last + 1] if t.pos_ in ("NOUN", "PROPN")
              and t.dep_ != "compound"}  # "your cluster master" names a master, not a cluster
    contrast = set(_words()["contrast_adjectives"])
    sent = doc[first].sent
    return any(t.lower_ in contrast and t.dep_ == "amod" and t.head.lemma_.lower() in inside
               and any(c.dep_ == "det" and c.lower_ in ("the", "this", "that", "these", "those")
                       for c in t.head.children)
               for t in sent if t.i < first or t.i > last)


_PRONOUN_SETS = ({"they", "them", "their"}, {"it", "its"}, {"he", "him", "his"},
                 {"she", "her"})


def _same_pronoun(a: Any, b: Any) -> bool:
    """Whether two words are forms of one third-person pronoun ("they" and "their")."""
    return any(a.lower_ in group and b.lower_ in group for group in _PRONOUN_SETS)


def _agrees(pronoun: Any, noun: Any) -> bool:
    """Whether ``noun`` may be what ``pronoun`` stands for, by number: "they" for a plural
    or a singular person ("an agent ... their"), "it" for a singular noun."""
    plural = noun.tag_ in ("NNS", "NNPS")
    if pronoun.lower_ in ("they", "them", "their"):
        return True
    return not plural


#: Verbs of what befalls the subject ("may miss out", "could lose"): with a modal they tell
#: a risk, not a permission.
_UNDERGOING = frozenset({"miss", "lose", "face", "suffer", "incur", "experience", "risk", "fail",
                         "struggle", "encounter", "become", "end"})


def _only_possible(doc: Any, first: int) -> bool:
    """A condition clause on a clause that tells only a possibility: "might", or "could" /
    "may" on a passive or on a verb of undergoing ("could be policed if ...", "may miss out
    ... if"). The bare possibility is weaker than, and implied by, the conditional one; a
    permission ("you may cancel if ...", "the court may appoint") is not touched.

    >>> _only_possible(_nlp.parse("If it rains, the match might be moved."), 0)
    True
    >>> _only_possible(_nlp.parse("If you book early, you may cancel for free."), 0)
    False
    """
    if _marker_at(doc, first, _words()["condition_markers"]) is None:
        return False
    clause = _limited_clause(doc, first)
    while clause.dep_ == "xcomp" and clause.head.i != clause.i and not _possibility(clause):
        clause = clause.head  # "it is possible to reach $8 million if ...": the infinitive's
        # frame tells the possibility
    return _possibility(clause)


def _possibility(clause: Any) -> bool:
    """The clause tells only what may happen: "might"; "is possible" or "likely"; "could" /
    "may" on a passive, on a verb of undergoing or on "be" with a complement ("may be late");
    "can" on a verb of
    undergoing ("can experience"); or "can" / "could" on an active verb whose subject is a
    thing, not a person ("floods can emerge"): nothing is permitted there, only possible.

    >>> _possibility(_nlp.parse("Storms can arrive quickly.")[2])
    True
    >>> _possibility(_nlp.parse("Guests can arrive early.")[2])
    False
    """
    modals = {c.lower_ for c in clause.children if c.dep_ == "aux"}
    passive = any(c.dep_ == "auxpass" for c in clause.children)
    lemma = clause.lemma_.lower()
    copular = lemma == "be" and any(c.dep_ in ("acomp", "attr") for c in clause.children)
    if copular and any(c.dep_ == "acomp" and c.lemma_.lower() in
                       set(_words()["possibility_adjectives"]) for c in clause.children):
        return True  # "it is possible to reach $8.2 million if ...": possible anyway
    if "might" in modals or bool(modals & {"could", "may"}) and (
            passive or lemma in _UNDERGOING or copular):
        return True
    if "can" in modals and lemma in _UNDERGOING:
        return True
    if not modals & {"can", "could"} or passive or clause.pos_ != "VERB" or copular:
        return False  # "Persons may rent a boat if ...": "may" on an act is a permission
    people = set(_words()["people_nouns"])
    subjects = [c for c in clause.children if c.dep_ == "nsubj"]
    return bool(subjects) and all(
        s.pos_ == "NOUN" and s.lemma_.lower() not in people and
        s.ent_type_ not in ("PERSON", "ORG", "NORP") for s in subjects)


def _hypothetical(doc: Any, first: int) -> bool:
    """A condition clause ("if", "unless", "provided that" ...) on a clause of possibility,
    duty or prediction ("would be caught if he were captured"): without it the clause claims
    the outcome outright, so a passage that tells both across a few sentences suffices.

    >>> doc = _nlp.parse("He would be caught if he were captured in the city.")
    >>> _hypothetical(doc, 4), _hypothetical(_nlp.parse("She sang while he cooked."), 1)
    (True, False)
    """
    if _marker_at(doc, first, _words()["condition_markers"]) is None:
        return False
    clause = _limited_clause(doc, first)
    clauses = [clause, clause.head] if clause.dep_ == "conj" else [clause]  # "caught and punished"
    return any(c.dep_ in ("aux", "auxpass") and c.lower_ in _MODALS | {"would", "will", "'d", "'ll"}
               for node in clauses for c in node.children)
