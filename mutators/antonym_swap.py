"""antonym_swap (fault): a verb, adjective, adverb or preposition becomes its antonym
(rose → fell, available → unavailable, with → without), with no negation word.

Pairs come from a curated lexicon with parts of speech (``data/antonyms.tsv``); a word is
swapped only where the parse gives it that part of speech, outside names, numbers and dates,
and not under a negation. before/after belong to circumstance_swap. A swap that some window
of the claim's passages states is no fault and is not made. Checked in context: no swap when
another lexicon word in the sentence could fight it ("improved earnings decreased"), when the
verb takes another verb or a from-to path ("began to emerge", "advanced from A to B"), for
prefix antonyms of verbs ("covered a song" → "uncovered"), deictic "last year", set phrases
("a full bar"), or "with" after a verb with an object ("provided the client with a quote").
Senses and frames the antonym lacks ("high school", "passed" for died, "lost to X", "hope of
winning") are refused by ``_antonym_senses``; a sentence that itself fixes the word's direction
("unavailable, because they have a full bar", "nearly complete", "increase from six to nine")
by ``_antonym_context``. Graded antonyms keep their degree ("the most quiet" → "the loudest").
After round 15: "over"/"under" bound a quantity after "a" too ("for over a decade", "under a
million"), never a period ("grew over a decade"); "older"/"younger" flip only of people;
the claim "I" speaks of itself, a short bracketed gloss, and "male"/"female" beside "he" or
"she" are left alone. After round 16: "cool" only of temperature nouns, the life-stage
"early", "earliest" beside "first", a holiday that "falls" in a month, a verb the parse
cannot attach, "over" + a period a thing was done in ("painted over two years"), and a word
in a ", so" result are left alone; "takes over 10 years to orbit", "a late 80's movie" and a
sentence-opening "So" no longer block a swap. After round 18 (``_antonym_families``): another
form of the word's scale in its sentence ("northernmost ... opposite the South Pole"), a
preposition its verb or noun governs ("keep vigil over"), "fall to communism", a state over a
span bounded from above, and "has an online presence" are left alone; "available to users"
and "over fifty times" now flip.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from ._antonym_context import (
    approximated,
    clause_of,
    numeric_bound,
    numeric_range,
    same_stem,
    tied_reason,
)
from ._antonym_evidence import attested
from ._antonym_families import tied_or_governed
from ._antonym_frames import fixed_by_frame
from ._antonym_polarity import judged_clause, polarity_clash, swap_polarity, word_polarity
from ._antonym_senses import participle_compound, refused, same_scale
from ._degree_forms import graded, takes_suffix
from ._edits import checked, numeric_or_named
from ._inflect import inflect
from ._lexicons import antonyms, table
from ._nlp import parse, per_doc
from ._support import states
from ._text import article_fix, match_case

MAX_PER_CLAIM = 2
_POS = ("VERB", "ADJ", "ADV", "ADP")
_CIRCUMSTANCE = frozenset({"before", "after", "earlier", "later", "prior"})
_WITH_HEADS = frozenset({"come", "ship", "arrive", "sell", "offer", "provide", "equip", "book",
                         "rent", "serve", "deliver", "available", "room", "suite", "apartment",
                         "house", "car", "table", "seat", "hotel", "restaurant", "option",
                         "ticket", "plan", "package", "dish", "meal", "person", "people",
                         "guest", "flat", "cabin", "bathroom", "kitchen", "balcony"})
#: Words of direction or size: two in one sentence are tied ("improved earnings increased",
#: "reducing net debt below $25B"), and flipping one alone gives nonsense.
_DIRECTION = frozenset({"improve", "worsen", "increase", "decrease", "reduce", "lower", "raise",
                        "rise", "fall", "grow", "shrink", "decline", "cut", "boost", "drop",
                        "gain", "lose", "higher", "below", "above", "up", "down", "strong",
                        "weak", "strengthen", "weaken", "expand", "contract", "augment",
                        "upped", "exceed", "surpass", "beat", "miss", "improved", "increased",
                        "decreased", "reduced", "lowered", "raised", "boosted", "weakened",
                        "strengthened", "expanded", "cheap", "cheaper", "cheapest", "expensive",
                        "pricier", "low", "high", "highest", "lowest", "reduction", "surge",
                        "growth", "costly", "affordable",
                        "diminish"})
#: Verbs of decrease: a bound they bring a quantity under is no "over" ("cut ... to under $12").
_DECREASE = frozenset({"cut", "reduce", "lower", "decrease", "drop", "shrink", "trim", "slash",
                       "lessen", "diminish", "bring"})
#: Verbs after which "with" gives what comes included ("ships with a charger").
_WITH_VERBS = frozenset({"come", "ship", "arrive", "sell", "deliver", "serve", "equip", "book",
                         "rent", "offer"})
_NEGATIONS = frozenset({"no", "not", "n't", "never", "none", "nobody", "nothing", "without",
                        "cannot", "neither", "nor", "only"})
#: "gluten free", "sugar free", "duty free": "free of", not "at no cost".
_FREE_OF = frozenset({"gluten", "sugar", "fat", "dairy", "nut", "alcohol", "smoke", "duty",
                      "tax", "hands", "lactose", "caffeine", "cruelty", "meat", "wheat"})
_MOTION = frozenset({"from", "off", "into", "onto", "down", "out", "over", "asleep", "ill",
                     "sick", "behind", "apart", "through"})
_PARTICLES = frozenset({"yes", "no", "sure", "sorry", "unfortunately", "yeah", "yep"})


@mutator(name="antonym_swap", kind="fault", version=19,
         target="a verb, adjective, adverb or preposition of the antonym lexicon")
def antonym_swap(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Swap a verb, adjective, adverb or preposition for its antonym.

    >>> from mutators._example import mutate
    >>> mutate(antonym_swap, "Sales rose in the second quarter.",
    ...        passages={"p": "Sales rose in the second quarter."})
    ['Sales fell in the second quarter.']
    """
    made = 0
    doc = parse(claim.text)
    for token in doc:
        if made == MAX_PER_CLAIM:
            return
        if _negated(token):
            continue  # "no pets allowed" → "no pets forbidden": negations garble antonyms
        new = _antonym(token)
        if new is None or _already_said(token, new) or _contradicted(token, new):
            continue
        start, new = _graded_span(token, new)
        spans = [Span(start, token.idx + len(token.text), new)]
        spans += _answer_particle(doc, token)
        article = article_fix(claim.text, start, new)
        if article is not None:
            spans.append(article)
        edit = Edit(tuple(spans), f"{token.text} → {new}")
        text = checked(claim.text, edit)
        if text is None or states(claim.passages, text, must={new.lower().split()[0]}):
            continue
        made += 1
        yield edit


def _already_said(token, new: str) -> bool:  # type: ignore[no-untyped-def]
    """The antonym already stands in the claim as a word of its own (or of its lemma): "the
    shop opens at 9 and closes at 5" has no "closes at 9". Matched on words, not letters, so
    "female" is no "male", "allow" no "low" and "recommend" no "end".

    >>> from mutators._nlp import parse
    >>> doc = parse("The first female board member was elected.")
    >>> _already_said(doc[2], "male")
    False
    >>> _already_said(parse("The shop opens at 9 and closes at 5.")[2], "close")
    True
    >>> _already_said(parse("Parking is unavailable.")[2], "available")
    True
    >>> _already_said(parse("The road closed in May and has reopened.")[2], "open")
    True
    """
    if token.lower_ != new.lower() and token.lower_.endswith(new.lower()) and \
            _prefix_pair(token.lower_, new):
        return True  # a negative prefix is never dropped ("disapprove" → "approve"): the
        # letter match always refused it, so no reviewer has ruled such a swap
    words = new.lower().split()
    doc = token.doc
    for i in range(len(doc) - len(words) + 1):
        span = doc[i:i + len(words)]
        if span.start <= token.i < span.end:
            continue
        if all(_same_word(t, w) for t, w in zip(span, words, strict=True)):
            return True
    return False


#: Prefixes that derive a word from another: "reopened" holds "open", "unlock" holds "lock".
_DERIVING = ("re", "un", "dis", "in", "im", "il", "ir", "non", "pre")


def _same_word(token, word: str) -> bool:  # type: ignore[no-untyped-def]
    """``token`` is ``word``, one of its forms, or ``word`` with a deriving prefix."""
    forms = (token.lower_, token.lemma_.lower())
    return word in forms or any(f.startswith(p) and f[len(p):] == word
                                for f in forms for p in _DERIVING)


_URL = re.compile(r"https?://|www\.|\b[a-z0-9-]+\.(?:com|org|net|gov|edu|io)\b", re.I)
_DEGREE_DOWN = frozenset({"less", "least"})


def _contradicted(token, new: str) -> bool:  # type: ignore[no-untyped-def]
    """The rest of the sentence contradicts the swap (held-out rounds 12 and 13): the word
    again in the sentence, in a name or on the same noun ("the temporary certificates");
    a result clause drawn from it (", making it suitable for"); a web address (no "offline
    at www..."); a bracketed gloss just after it ("active (nocturnal)"); a negative-prefix
    antonym under "less"/"least" (a double negative); an adjective inside an opening
    participial frame ("Based on the available data,").

    >>> from mutators._nlp import parse
    >>> doc = parse("Order it online at www.example.com today.")
    >>> _contradicted(doc[2], "offline")
    True
    >>> _contradicted(parse("Order it online today.")[2], "offline")
    False
    """
    return _speaker(token) or _in_brackets(token) or _sexed_reference(token) or \
        _repeated_in_sentence(token) or \
        _result_clause(token) or \
        bool(_URL.search(token.sent.text)) or _bracket_gloss(token) or \
        _double_negative(token, new) or _opening_frame(token) or \
        _outcome_stated(token) or _absent_source(token, new) or fixed_by_frame(token)


def _speaker(token) -> bool:  # type: ignore[no-untyped-def]
    """A clause whose subject is "I": the answer speaking of its own search ("I am unable
    to find any information", "I have limited information"), no fact of the passages.

    >>> from mutators._nlp import parse
    >>> _speaker(parse("I am unable to find any information on that.")[2])
    True
    >>> _speaker(parse("I found that the hotel is cheap.")[6])
    False
    """
    clause = clause_of(token)
    return any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ == "i" for c in clause.children)


def _sexed_reference(token) -> bool:  # type: ignore[no-untyped-def]
    """"male"/"female" in a claim that calls someone "he" or "she": the pronoun would
    contradict the swap ("The first female member, she was born ...").

    >>> from mutators._nlp import parse
    >>> _sexed_reference(parse("The first female member, she was born in Oslo.")[2])
    True
    >>> _sexed_reference(parse("The panel had one female judge.")[4])
    False
    """
    pronouns = table("antonym_senses")["sexed_pronouns"]
    return token.lower_ in ("male", "female") and any(t.lower_ in pronouns for t in token.doc)


def _in_brackets(token) -> bool:  # type: ignore[no-untyped-def]
    """Inside a short bracket of three words or fewer: a gloss of the words before it ("can
    be canceled (made invalid)"), which its antonym would contradict; a longer aside ("(often
    covered by a grating)") says its own thing.

    >>> from mutators._nlp import parse
    >>> _in_brackets(parse("The deal can be canceled (made invalid) by either side.")[6])
    True
    >>> _in_brackets(parse("The deal is invalid (see the terms).")[3])
    False
    """
    doc = token.doc
    opened = max((t.i for t in token.sent if t.i < token.i and t.text == "("), default=None)
    if opened is None or any(t.text == ")" for t in doc[opened:token.i]):
        return False
    closed = next((t.i for t in doc[token.i:token.sent.end] if t.text == ")"), token.sent.end)
    return closed - opened - 1 <= 3  # a gloss of a word or three, not an aside


#: Adjectives of outcome: whether a thing achieved what it aimed at.
_OUTCOMES = frozenset({"successful", "unsuccessful", "effective", "ineffective", "fruitful",
                       "fruitless", "victorious", "failed", "productive", "unproductive"})
#: Verbs of result and achievement: a subject that "resulted in", "led to", "established" or
#: "won" something had the outcome its adjective of outcome names.
_ACHIEVING = frozenset({"result", "lead", "culminate", "achieve", "accomplish", "establish",
                        "win", "secure", "gain", "bring", "produce", "yield", "create",
                        "force", "overthrow", "defeat", "topple", "oust", "liberate",
                        "restore", "capture", "conquer", "succeed"})


def _outcome_stated(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective of outcome on the subject (or passive agent) of a verb of result or
    achievement ("The successful revolt resulted in a new state"): the verb states the
    outcome, and the antonym contradicts its own sentence (held-out round 14).

    >>> from mutators._nlp import parse
    >>> doc = parse("The successful strike resulted in higher pay.")
    >>> _outcome_stated(doc[1])
    True
    >>> _outcome_stated(parse("The successful strike was in May.")[1])
    False
    """
    if token.lower_ not in _OUTCOMES or token.dep_ != "amod":
        return False
    noun = token.head
    if noun.dep_ in ("nsubj", "csubj"):
        verb = noun.head
    elif noun.dep_ == "pobj" and noun.head.lower_ == "by" and noun.head.dep_ == "agent":
        verb = noun.head.head
    else:
        return False
    return verb.lemma_.lower() in _ACHIEVING or any(
        c.lemma_.lower() in _ACHIEVING for c in verb.children if c.dep_ in ("xcomp", "conj"))


#: Antonyms that deny a thing is there to be had or known.
_ABSENT = frozenset({"unavailable", "nonexistent", "non-existent", "absent", "missing",
                     "inaccessible", "unknown", "undisclosed", "unpublished", "hidden",
                     "invisible", "unseen", "lost"})
#: Verbs of communication or evidence: their subject must be there to say or show anything.
_TELLING = frozenset({"suggest", "show", "indicate", "say", "state", "reveal", "prove",
                      "confirm", "imply", "demonstrate", "point", "tell", "explain", "mention",
                      "note", "report", "describe", "support", "recommend", "highlight",
                      "list", "provide", "give", "offer", "contain", "specify", "outline",
                      "detail", "advise", "warn", "claim", "argue", "find", "establish"})


def _absent_source(token, new: str) -> bool:  # type: ignore[no-untyped-def]
    """An antonym of absence ("unavailable", "nonexistent") on a noun that speaks or gives
    ground: the subject of a verb of communication or evidence ("the available information
    suggests" → "the unavailable information suggests") or the object of "based on" /
    "according to". What is not there cannot suggest anything (held-out rounds 12, 14).

    >>> from mutators._nlp import parse
    >>> doc = parse("The available data suggests a rise.")
    >>> _absent_source(doc[1], "unavailable")
    True
    >>> _absent_source(parse("The available rooms cost more.")[1], "unavailable")
    False
    """
    if new.lower() not in _ABSENT or token.dep_ != "amod":
        return False
    noun = token.head
    while noun.dep_ == "conj" and noun.head.pos_ in ("NOUN", "PROPN"):
        noun = noun.head
    if noun.dep_ in ("nsubj", "csubj"):
        verb = noun.head
        return verb.lemma_.lower() in _TELLING or any(
            c.lemma_.lower() in _TELLING for c in verb.children if c.dep_ == "xcomp")
    if noun.dep_ == "pobj":
        prep = noun.head
        above = prep.head
        return (prep.lower_ == "on" and above.lemma_.lower() in ("base", "depend", "rely")) or \
            (prep.lower_ == "to" and above.lower_ == "according")
    return False


def _repeated_in_sentence(token) -> bool:  # type: ignore[no-untyped-def]
    """The word again in its sentence, inside a capitalised name ("mandatory ... MANDATORY
    RECYCLING LAW") or on a noun of the same lemma ("lost temporary cards, the temporary
    cards"): the two stand or fall together."""
    for other in token.sent:
        if other.i == token.i or other.lower_ != token.lower_:
            continue
        if other.i > other.sent.start and other.text != other.lower_:
            return True
        if token.dep_ == other.dep_ == "amod" and \
                token.head.lemma_.lower() == other.head.lemma_.lower():
            return True
    return False


def _result_clause(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective followed by ", making it suitable ...": a participial clause of result
    that predicates an adjective draws on the swapped word."""
    if token.pos_ != "ADJ":
        return False
    verb = clause_of(token)
    doc = token.doc
    for c in verb.children:
        if c.dep_ == "advcl" and c.tag_ == "VBG" and c.i > token.i and \
                doc[c.i - 1].text == "," and any(
                    g.pos_ == "ADJ" and g.dep_ in ("ccomp", "oprd", "xcomp", "acomp")
                    for g in c.children):
            return True
    return False


def _bracket_gloss(token) -> bool:  # type: ignore[no-untyped-def]
    """A short bracketed lower-case word or two a few words after it, glossing the phrase
    ("most active at dusk (crepuscular)"), not an abbreviation ("(TLS)"): the swap would
    contradict the gloss."""
    doc = token.doc
    end = min(token.sent.end, token.i + 8)
    for i in range(token.i + 1, end):
        if doc[i].text != "(":
            continue
        inner = []
        for t in doc[i + 1:token.sent.end]:
            if t.text == ")":
                return 0 < len(inner) <= 3 and all(w.is_alpha and w.is_lower for w in inner)
            inner.append(t)
        return False
    return False


def _double_negative(token, new: str) -> bool:  # type: ignore[no-untyped-def]
    """A negative-prefix antonym under "less"/"least" ("less unlikely"): a garbled double
    negative."""
    if not _prefix_pair(token.lower_, new):
        return False
    before = token.doc[token.i - 1] if token.i > 0 else None
    return (before is not None and before.lower_ in _DEGREE_DOWN) or any(
        c.dep_ == "advmod" and c.lower_ in _DEGREE_DOWN for c in token.children)


def _opening_frame(token) -> bool:  # type: ignore[no-untyped-def]
    """An adjective inside an opening participial frame set off by a comma ("Based on the
    available information, ..."): the frame names the claim's ground, not a fact."""
    if token.pos_ != "ADJ":
        return False
    sent = token.sent
    first = sent[0]
    if first.tag_ not in ("VBN", "VBG") or first.dep_ not in ("prep", "advcl"):
        return False
    right = first.right_edge.i
    doc = token.doc
    return first.i <= token.i <= right and right + 1 < len(doc) and doc[right + 1].text == ","


#: Adjectives of dimension whose antonym makes the same compound on any noun: "high-risk" /
#: "low-risk", "short-term" / "long-term", "low-income" / "high-income".
_COMPOUNDING = frozenset({"high", "low", "long", "short"})


def _scale_compound(token) -> bool:  # type: ignore[no-untyped-def]
    """The first element of a hyphenated compound of a dimension adjective and a noun ("a
    high-risk strategy"), which its antonym forms too; not "long-standing" or "modern-day".

    >>> from mutators._nlp import parse
    >>> doc = parse("This is a high-risk strategy.")
    >>> _scale_compound(doc[3])
    True
    >>> _scale_compound(parse("It is a long-standing rule.")[3])
    False
    """
    doc = token.doc
    if token.lower_ not in _COMPOUNDING or token.i + 2 >= len(doc) or \
            doc[token.i + 1].text != "-" or (token.i > 0 and doc[token.i - 1].text == "-"):
        return False
    noun = doc[token.i + 2]
    after = doc[token.i + 3] if token.i + 3 < len(doc) else None
    return noun.tag_ in ("NN", "NNS") and noun.is_alpha and noun.is_lower and \
        (after is None or after.text != "-")


#: Verbs of an end: with nothing but a subject, "end" is ceasing to be, and "begin" is no
#: opposite of that ("the unsustainable will end" → "will begin", held-out round 12); a bare
#: "the siege began" → "ended" keeps its sense.
_PHASES = frozenset({"end", "finish"})


def _bare_phase(token) -> bool:  # type: ignore[no-untyped-def]
    """A verb of ending with no object, complement, time or place: "That will end."

    >>> from mutators._nlp import parse
    >>> _bare_phase(parse("That which is unsustainable will end.")[5])
    True
    >>> _bare_phase(parse("The sale will end on Sunday.")[3])
    False
    """
    return token.lemma_.lower() in _PHASES and all(
        c.dep_ in ("nsubj", "nsubjpass", "csubj", "aux", "auxpass", "punct", "cc") or
        c.lower_ in ("eventually", "soon", "finally") for c in token.children)


def _phase_in_span(token) -> bool:  # type: ignore[no-untyped-def]
    """A verb of beginning or ending placed in a span long enough to hold both ends ("began
    in the 20th century", "closed during the Victorian era"; see ``coarse_periods``): its
    antonym may hold as well (after round 16).

    >>> _phase_in_span(parse("The line began in the 20th century.")[2])
    True
    >>> _phase_in_span(parse("The line began in May.")[2])
    False
    """
    spans = table("antonym_senses")["coarse_periods"]
    return token.lemma_.lower() in table("antonym_senses")["phase_verbs"] and any(
        c.dep_ == "prep" and c.lower_ in ("in", "during", "within") and any(
            o.dep_ == "pobj" and o.lemma_.lower() in spans for o in c.children)
        for c in token.children)


def _graded_span(token, new: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    """Where the replacement starts and what it is: "the most quiet" becomes "the loudest",
    not "the most loud", when the antonym is graded with -er/-est."""
    before = token.doc[token.i - 1] if token.i > 0 else None
    if before is None or before.lower_ not in ("more", "most") or before.head.i != token.i \
            or token.pos_ not in ("ADJ", "ADV") or " " in new or not takes_suffix(new):
        return token.idx, new
    tag = "JJS" if before.lower_ == "most" else "JJR"
    return before.idx, match_case(before.text, graded(new, tag))


def _answer_particle(doc, token) -> list[Span]:  # type: ignore[no-untyped-def]
    """Spans that drop a leading "Yes," (it would now answer against the claim) and
    capitalise the word after it."""
    first = doc[0]
    if first.lower_ not in _PARTICLES or len(doc) < 3 or doc[1].text != "," or \
            token.i <= 2 or first.sent != token.sent:
        return []
    after = doc[2]
    keep = after.text if after.pos_ == "PROPN" or after.text == "I" else \
        after.text[:1].upper() + after.text[1:]
    return [Span(first.idx, after.idx + len(after.text), keep)]


def _negated(token) -> bool:  # type: ignore[no-untyped-def]
    """A negation (or "only", "without") in the clause of ``token`` or in a clause above it:
    "the investigation remains open" may flip after "has never been identified, and"."""
    scopes = _negation_scopes(token)
    return any(t.lower_ in _NEGATIONS and clause_of(t).i in scopes for t in token.sent)


def _negation_scopes(token) -> set[int]:  # type: ignore[no-untyped-def]
    """The clause heads whose negation reaches ``token``: its own clause and those above it,
    up to a coordinated clause, and not past an adverbial or relative clause, which a
    negation of the main clause does not reach ("While the Cocum gets high marks for their
    food, I don't see any mention of naan")."""
    scopes = set()
    head = clause_of(token)
    while True:
        scopes.add(head.i)
        if head.head.i == head.i or head.dep_ in ("conj", "advcl", "relcl"):
            return scopes
        head = clause_of(head.head)


def _inside_quotes(token) -> bool:  # type: ignore[no-untyped-def]
    before = token.doc[:token.i].text
    return before.count('"') % 2 == 1 or before.count("“") > before.count("”")


def _antonym(token) -> str | None:  # type: ignore[no-untyped-def]
    """The antonym of ``token`` in its context, or None where a swap would not be a clean fault."""
    if token.pos_ not in _POS or numeric_or_named(token) or token.lower_ in _CIRCUMSTANCE:
        return None
    if _inside_quotes(token) or (token.text[:1].isupper() and (
            token.i > 0 or (token.i + 1 < len(token.doc)
                            and token.doc[token.i + 1].text[:1].isupper()))):
        return None  # quoted words and titles ("Private Lives") are not the claim's own
    if token.i > 0 and token.doc[token.i - 1].pos_ == "ADP" and token.pos_ == "ADJ" and not (
            token.dep_ == "amod" and token.head.i > token.i and
            token.head.pos_ in ("NOUN", "PROPN")):
        return None  # "for free", "in full"; "for small vehicles", "in western Europe" may flip
    doc = token.doc
    if ((token.i > 0 and doc[token.i - 1].text == "-") or (
            token.i + 1 < len(doc) and doc[token.i + 1].text == "-")) and \
            not _scale_compound(token):
        return None  # "full-year", "single-digit": part of a compound word
    if any(c.dep_ == "neg" for c in (*token.children, *token.head.children)):
        return None
    if _INTERMITTENT.search(token.sent.text) or _idiom(token) or _affiliation(token):
        return None  # "active off and on" is as true as "inactive off and on"; "going
        # strong"; "recorded under four labels" is no quantity
    if _clashes(token) or refused(token) or polarity_clash(token) or judged_clause(token):
        return None  # refused: a sense or frame the antonym lacks ("high school", "passed")
    if _presumed_elsewhere(token) or _fixed_by_claim(token):
        return None  # "high quality, so it is probably fresh", "need skill on this hard trip",
        # "simultaneously active. They were active between 1921 and 1946"
    if tied_or_governed(token):
        return None  # "the northernmost point, opposite the South Pole", "keep vigil over",
        # "fall to communism", "active for less than two decades", "has an online presence"
    if tied_reason(token) or approximated(token) or same_stem(token) or \
            numeric_bound(token) or (_directed(token) and numeric_range(token)):
        return None  # the sentence itself fixes the word ("because they have a full bar",
        # "nearly complete", "increase from six to nine", "modernization to a modern ...")
    if token.pos_ == "VERB":
        found = antonyms().get((token.lemma_.lower(), "VERB"))
        if found is None or token.tag_ not in ("VB", "VBP", "VBZ", "VBD", "VBN", "VBG") or \
                token.dep_ == "amod" or any(c.dep_ == "prt" for c in token.children):
            return None
        if not _verb_frame_fits(token, found) or not attested(token, found) or \
                participle_compound(token):
            return None  # (and "supporting actor": one word, no "opposing actor")
        if token.lemma_ in ("include", "exclude") and (token.tag_ == "VBG" or any(
                t.like_num for t in token.subtree if t.i > token.i)):
            return None  # "includes up to 10 users", "carriers, including El Al"
        if token.lemma_ in ("rise", "fall") and any(
                c.dep_ in ("acomp", "oprd") or c.lower_ in _MOTION for c in token.children):
            return None  # "fell from a cliff", "fallen sick" are no "rose" or "risen sick"
        if token.lemma_ in ("rise", "fall") and _calendar_fall(token):
            return None  # "Sankranti can fall on different days": a date, no "rise on"
        if token.dep_ in ("dep", "attr"):
            return None  # unattached or a predicate noun: a noun the tagger took for a verb
            # ("several Bridal Veil falls throughout the USA"), with no "rises"
        if _instrument_passive(token):
            return None  # "can be expanded with a microSD card" has no "shrunk with"
        if _bare_phase(token) or _phase_in_span(token):
            return None  # "what is unsustainable will end" → "will begin": ceasing to be;
            # "began in the 20th century" may have ended in it too
        if token.lemma_ in ("agree", "disagree") and any(c.dep_ == "xcomp" for c in token.children):
            return None  # "agreed to accelerate" has no "disagreed to accelerate"
        return match_case(token.text, inflect(found, token.tag_))
    found = antonyms().get((token.lower_, token.pos_))
    if found is None and token.tag_ in ("JJR", "JJS", "RBR", "RBS"):
        base = antonyms().get((token.lemma_.lower(), token.pos_))
        found = None if base is None else graded(base, token.tag_)  # "quieter" → "louder"
    if found is None or not _fits(token) or not attested(token, found):
        return None
    return match_case(token.text, found)


#: "Off and on": a state held intermittently holds its opposite intermittently as well.
_INTERMITTENT = re.compile(r"\b(?:off and on|on and off|intermittently|on-and-off|"
                           r"off-and-on|sporadically)\b", re.I)
#: Verb-and-word idioms whose word has no antonym there: "going strong", "fell short".
_IDIOMS = frozenset({("go", "strong"), ("come", "true"), ("fall", "short"), ("run", "short"),
                     ("stand", "firm"), ("hold", "fast"), ("play", "fair"), ("hold", "true"),
                     ("come", "close"), ("come", "clean"), ("break", "even"), ("go", "wrong"),
                     ("lie", "low"), ("run", "dry"), ("go", "dark"), ("go", "live")})
#: Nouns an "under" or "over" places a thing within, not a quantity it stays below: "recorded
#: under four labels", "served under two presidents".
_AUSPICES = frozenset({"label", "name", "banner", "flag", "title", "pseudonym", "alias",
                       "contract", "management", "leadership", "command", "supervision",
                       "direction", "guidance", "auspices", "rule", "control", "brand",
                       "moniker", "umbrella", "president", "king", "coach", "manager",
                       "government", "administration", "regime", "owner", "ownership"})
#: Nouns of the calendar a holiday falls on.
_CALENDAR = frozenset({"day", "date", "weekend", "weekday", "holiday", "monday", "tuesday",
                       "wednesday", "thursday", "friday", "saturday", "sunday", "eve"})


def _idiom(token) -> bool:  # type: ignore[no-untyped-def]
    """The word completes a fixed phrase with its verb: "has been going strong".

    >>> _idiom(parse("The show is still going strong.")[4])
    True
    """
    return (token.head.lemma_.lower(), token.lower_) in _IDIOMS or \
        (token.lemma_.lower(), *[c.lower_ for c in token.children if c.dep_ == "acomp"][:1]) \
        in _IDIOMS


def _affiliation(token) -> bool:  # type: ignore[no-untyped-def]
    """An "under"/"over" that places its object under an authority or a name.

    >>> _affiliation(parse("He recorded under four labels.")[2])
    True
    >>> _affiliation(parse("It costs under four dollars.")[2])
    False
    """
    return token.lower_ in ("under", "over") and any(
        c.dep_ == "pobj" and c.lemma_.lower() in _AUSPICES for c in token.children)


_CURRENCY = frozenset({"€", "$", "£", "¥"})


def _quantity_bound(token) -> bool:  # type: ignore[no-untyped-def]
    """"over"/"under" bounding a quantity: before a number or a currency sign ("over 50
    years"), before a fraction or a number word ("over half of"), as the modifier of a number
    ("married for over a decade", "under a million people"), or before "a" and a number word
    or unit of measure ("over a quarter million", "over a mile above sea level"). Before "a"
    and a period it is time spent ("grew over a decade", "over a 10-game span"): no "under".

    >>> _quantity_bound(parse("Johannesburg has under a million people.")[2])
    True
    >>> _quantity_bound(parse("She was married for over a decade.")[4])
    True
    >>> _quantity_bound(parse("The town grew over a decade of change.")[3])
    False
    """
    doc = token.doc
    if token.i + 1 >= len(doc):
        return False
    nxt = doc[token.i + 1]
    senses = table("antonym_senses")
    if _period_spent(token):
        return False
    fractions = frozenset(senses["bound_fractions"])
    if nxt.like_num or nxt.text in _CURRENCY or (
            nxt.lower_ in fractions and not nxt.text[:1].isupper()):
        return True  # a capitalised "Half" begins a name ("over Half-Sack's funeral")
    if token.dep_ == "quantmod" and token.head.i > token.i:
        return True  # the parse reads it as a modifier of the number after it
    if nxt.lower_ not in ("a", "an") or token.i + 2 >= len(doc):
        return False
    after = doc[token.i + 2]
    if after.lemma_.lower() in senses["bound_units"]:
        return True
    periods = frozenset(senses["bound_periods"])
    return (after.like_num or after.lower_ in fractions) and not any(
        c.dep_ == "pobj" and c.lemma_.lower() in periods for c in token.children)


def _period_spent(token) -> bool:  # type: ignore[no-untyped-def]
    """"over" + a period as the object of a verb's own preposition: the time the thing was
    done in ("painted over two years"), whose "under two years" lacks an "in" (after round
    16); verbs a span measures (``duration_verbs``: "lasted over two years") keep a bound.

    >>> _period_spent(parse("It was painted over two years by a famous painter.")[3])
    True
    >>> _period_spent(parse("The war lasted over two years.")[3])
    False
    """
    senses = table("antonym_senses")
    if token.dep_ == "prep":
        verb = token.head
        noun = next((c for c in token.children if c.dep_ == "pobj"), None)
    elif token.dep_ == "quantmod" and token.head.dep_ == "nummod":
        noun = token.head.head  # "painted over three years": the parse reads a number
        verb = noun.head if noun.dep_ in ("npadvmod", "dobj") else None
    else:
        return False
    return noun is not None and verb is not None and verb.pos_ == "VERB" and \
        verb.lemma_.lower() not in senses["duration_verbs"] and \
        noun.lemma_.lower() in senses["bound_periods"] and \
        noun.lower_ not in table("antonym_families")["count_nouns"]  # "over fifty times" counts


_PERSONAL = frozenset({"he", "she", "they", "who", "we", "you", "i"})


def _decade_part(token) -> bool:  # type: ignore[no-untyped-def]
    """"early"/"late" on a decade written as a number ("a late 80's movie", "the early 90s"),
    outside a date entity: the other part of the same decade (after round 16).

    >>> _decade_part(parse("It is a late 80's movie.")[3])
    True
    >>> _decade_part(parse("The late 3 kings ruled long.")[1])
    False
    """
    if token.lower_ not in table("antonym_senses")["decade_parts"] or token.dep_ != "amod":
        return False
    head = token.head
    after = token.doc[head.i + 1] if head.i + 1 < len(token.doc) else None
    return head.i == token.i + 1 and head.like_num and (
        head.text.endswith("s") or (after is not None and after.text in ("'s", "s")))


def _of_people(token) -> bool:  # type: ignore[no-untyped-def]
    """"older"/"younger" comparing people: before "than" with a person as subject ("He is
    five years older than Max"), on a noun of people ("older adults", "her older sister"),
    or closing an age ("18 years of age and older"). See ``age_nouns``.

    >>> _of_people(parse("She is older than her cousin.")[2])
    True
    >>> _of_people(parse("The disease mostly affects older adults.")[4])
    True
    >>> _of_people(parse("Upgrade clusters that run older versions.")[4])
    False
    """
    doc = token.doc
    if token.dep_ == "amod":
        return token.head.i > token.i and _person(token.head)
    before = doc[token.i - 1] if token.i > 0 else None
    if before is not None and before.lower_ in ("and", "or") and any(
            t.lower_ in _AGE_WORDS for t in doc[max(token.i - 5, 0):token.i - 1]):
        return True  # "18 years of age and older", "aged 65 or older"; not "iOS 14 or older"
    if token.i + 1 >= len(doc) or doc[token.i + 1].lower_ != "than":
        return False
    clause = clause_of(token)
    return any(c.dep_ in ("nsubj", "nsubjpass") and _person(c) for c in clause.children)


_AGE_WORDS = frozenset({"age", "aged", "year", "years"})


def _person(token) -> bool:  # type: ignore[no-untyped-def]
    """A person: a name, a personal pronoun or a noun of ``age_nouns``."""
    return token.ent_type_ == "PERSON" or token.lower_ in _PERSONAL or \
        token.lemma_.lower() in table("antonym_senses")["age_nouns"]


def _calendar_fall(token) -> bool:  # type: ignore[no-untyped-def]
    """"falls on a Sunday", "can fall on different days": the date a day comes on; or a
    holiday or date as the subject ("Easter falls in April", after round 16; see
    ``calendar_subjects``).

    >>> _calendar_fall(parse("The festival falls on different days.")[2])
    True
    >>> _calendar_fall(parse("Easter falls in April this year.")[1])
    True
    >>> _calendar_fall(parse("Sales fell in the second quarter.")[1])
    False
    """
    subjects = frozenset(table("antonym_senses")["calendar_subjects"])
    return any(c.dep_ == "prep" and c.lower_ == "on" and any(
        o.dep_ == "pobj" and o.lemma_.lower() in _CALENDAR for o in c.children)
        for c in token.children) or any(
        s.lemma_.lower() in subjects for s in _subjects(token))


def _subjects(verb) -> list:  # type: ignore[no-untyped-def]
    """The verb's subjects, a relative pronoun read as the noun it stands for ("a festival
    that falls in October": "festival").

    >>> [t.text for t in _subjects(parse("It is a feast that falls in May.")[5])]
    ['feast']
    """
    found = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return [verb.head if verb.dep_ == "relcl" and s.tag_ in ("WDT", "WP") else s for s in found]


def _instrument_passive(token) -> bool:  # type: ignore[no-untyped-def]
    """A passive verb of change with its means: "can be expanded with a card".

    >>> _instrument_passive(parse("Storage can be expanded with a card.")[3])
    True
    >>> _instrument_passive(parse("Risk increases with age.")[1])
    False
    """
    return any(c.dep_ == "auxpass" for c in token.children) and any(
        c.dep_ in ("prep", "agent") and c.lower_ in ("with", "by", "using", "via")
        for c in token.children)


#: Adjectives of difficulty or risk, which a need for effort or luck presumes.
_DIFFICULTY = frozenset({"difficult", "hard", "harder", "hardest", "easy", "easier", "easiest",
                         "tough", "tougher", "challenging", "simple", "dangerous", "safe",
                         "risky"})
#: Verbs of a need: "will need plenty of skill on this difficult trip" presumes difficulty.
_NEEDS = frozenset({"need", "require", "demand", "take"})
#: Adverbs by which a clause adds to what an earlier clause said of the same subject.
_ADDING = frozenset({"also", "too", "likewise", "similarly", "equally"})


def _presumed_elsewhere(token) -> bool:  # type: ignore[no-untyped-def]
    """The rest of the sentence presumes the word's direction, so its antonym would leave the
    sentence contradicting itself (held-out round 9): a result drawn from it (", so it is
    probably fresh" after "high quality"), a need for effort on a difficult thing ("will need
    plenty of skill on this difficult trip"), or a clause that adds to an earlier judgement
    of the subject ("the most impulsive member; he also jumps to conclusions quickly").

    >>> from mutators._nlp import parse
    >>> _presumed_elsewhere(parse("Guests say it is high quality, so it is probably new.")[4])
    True
    >>> _presumed_elsewhere(parse("Guests say it is high quality and cheap.")[4])
    False
    """
    return _result_after(token) or _result_before(token) or _needed_effort(token) or \
        _added_judgement(token)


def _result_after(token) -> bool:  # type: ignore[no-untyped-def]
    """A ", so ..." result later in the sentence (no purpose "so that", no degree "so good")."""
    return any(_result_so(other) for other in token.doc[token.i + 1:token.sent.end])


def _result_before(token) -> bool:  # type: ignore[no-untyped-def]
    """The word inside a ", so ..." result: the cause before it fixes its direction ("lasts
    for over a year, so it takes quite a long time" has no "short time", after round 16)."""
    doc = token.doc
    return any(_result_so(other) for other in doc[token.sent.start:token.i])


def _result_so(token) -> bool:  # type: ignore[no-untyped-def]
    """A "so" after a comma that opens a result clause (no "so that", no degree "so good")."""
    doc = token.doc
    if token.lower_ != "so" or token.i == 0 or doc[token.i - 1].text != ",":
        return False
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return nxt is not None and nxt.lower_ not in ("that", "as") and \
        nxt.pos_ not in ("ADJ", "ADV", "DET")


def _needed_effort(token) -> bool:  # type: ignore[no-untyped-def]
    """A difficulty word in the clause of a verb of need: "need luck on this difficult trip"."""
    if token.lower_ not in _DIFFICULTY:
        return False
    return any(t.i != token.i and t.pos_ == "VERB" and t.lemma_.lower() in _NEEDS and
               token.i in {d.i for d in t.subtree} for t in token.sent)


def _added_judgement(token) -> bool:  # type: ignore[no-untyped-def]
    """The word's clause adds ("also", "too") to an earlier clause of the sentence that
    judges its subject with an adjective: "the most impulsive member; he also jumps quickly"."""
    clause = clause_of(token)
    adding = next((c for c in clause.children if c.dep_ == "advmod" and c.lower_ in _ADDING),
                  None)
    if adding is None:
        return False
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    start = subject.left_edge.i if subject is not None and subject.i < adding.i else adding.i
    return any(t.pos_ == "ADJ" and t.dep_ in ("amod", "acomp", "conj", "attr") and
               t.i < start and t.i != token.i for t in token.sent)


#: Arguments of a verb: a name in one of them is acted on, not just mentioned ("ranked for
#: Best Airport").
_ARGUMENTS = frozenset({"dobj", "nsubj", "nsubjpass", "iobj"})
#: Extremes that, with no determiner after "with" or "for", state an aim or a manner ("move
#: with minimum hassle", "for maximum comfort"): the antonym is an aim no one has.
_EXTREMES = frozenset({"maximum", "minimum", "maximal", "minimal"})


def _fixed_by_claim(token) -> bool:  # type: ignore[no-untyped-def]
    """The rest of the claim holds the word's direction, so the antonym would contradict it
    (held-out round 10): the same word again elsewhere in the claim ("simultaneously active
    ... They were active between 1921 and 1946"), another superlative the word supports
    ("the highest audience ..., making it the most popular event"), the subject of a
    predicative adjective acted on later in the sentence ("v4 is now available, and you
    should update Vulnerability Advisor to version 4"), an extreme stated as an aim ("with
    minimum hassle"), or the predicate of a restrictive relative clause that picks out its
    noun ("the dynasty that was active when the stone was inscribed").

    >>> from mutators._nlp import parse
    >>> doc = parse("They were active in film. They were active until 1946.")
    >>> _fixed_by_claim(doc[2])
    True
    >>> _fixed_by_claim(parse("They were active in film until 1946.")[2])
    False
    """
    return _restated(token) or _other_superlative(token) or _subject_acted_on(token) or \
        _extreme_aim(token) or _defining_relative(token)


def _restated(token) -> bool:  # type: ignore[no-untyped-def]
    """The same word (lemma and part of speech) stands in another sentence of the claim,
    which restates it ("were active in film. They were active until 1946"); within one
    sentence two uses are mostly of two things ("open on Saturday and open on Sunday"), and
    a comparative or superlative is measured against its own standard each time."""
    if token.tag_ in ("JJR", "JJS", "RBR", "RBS"):
        return False  # each comparison has its own standard ("larger than X. It is larger
        # as an oil trader"): the second is no restatement of the first
    starts = _sentences_by_word(token.doc).get((token.lemma_.lower(), token.pos_), ())
    return any(start != token.sent.start for start in starts)


def _sentences_by_word(doc) -> dict[tuple[str, str], set[int]]:  # type: ignore[no-untyped-def]
    """The start of each sentence holding a (lowercase lemma, part of speech), read once per
    doc (:func:`~mutators._nlp.per_doc`): every candidate word of a claim asks it of the
    whole claim."""
    return per_doc(doc, "sentences_by_word", _sentence_index)  # type: ignore[no-any-return]


def _sentence_index(doc) -> dict[tuple[str, str], set[int]]:  # type: ignore[no-untyped-def]
    index: dict[tuple[str, str], set[int]] = {}
    for t in doc:
        index.setdefault((t.lemma_.lower(), t.pos_), set()).add(t.sent.start)
    return index


def _superlative(token) -> bool:  # type: ignore[no-untyped-def]
    if token.tag_ in ("JJS", "RBS") and token.lower_ not in ("most", "least"):
        return True
    return token.pos_ in ("ADJ", "ADV") and any(
        c.dep_ == "advmod" and c.lower_ in ("most", "least") for c in token.children)


def _other_superlative(token) -> bool:  # type: ignore[no-untyped-def]
    """A superlative with another superlative in its sentence, outside its own coordination:
    one extreme is given as the ground of the other ("the most prestigious tournament and has
    the highest audience, making it the most popular event")."""
    if not _superlative(token):
        return False
    own = {token.i, token.head.i} | {c.i for c in token.children if c.dep_ == "conj"}
    return any(t.i not in own and _superlative(t) for t in token.sent)


def _subject_acted_on(token) -> bool:  # type: ignore[no-untyped-def]
    """A predicative adjective whose subject's name comes again later in the sentence, where
    the rest acts on it ("v4 is now available, and you should update Vulnerability Advisor to
    version 4"): the later clause presumes the state the adjective gives."""
    if token.pos_ != "ADJ" or token.dep_ not in ("acomp", "attr", "oprd"):
        return False
    subject = next((c for c in token.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN"):
        return False
    names = {t.lower_ for t in subject.subtree if t.pos_ == "PROPN"}
    after = max(token.i, subject.right_edge.i)
    return any(t.i > after and t.pos_ == "PROPN" and t.lower_ in names and
               (t.head if t.dep_ == "compound" else t).dep_ in _ARGUMENTS for t in token.sent)


def _extreme_aim(token) -> bool:  # type: ignore[no-untyped-def]
    """"with minimum hassle", "for maximum comfort": an extreme with no determiner in a
    phrase of manner or purpose."""
    if token.lower_ not in _EXTREMES or token.dep_ != "amod":
        return False
    noun = token.head
    return noun.dep_ == "pobj" and noun.head.lower_ in ("with", "for") and \
        not any(c.dep_ in ("det", "poss") for c in noun.children)


def _defining_relative(token) -> bool:  # type: ignore[no-untyped-def]
    """The predicative adjective of a restrictive relative clause on a noun with "the", dated
    by a "when" or "while" clause ("the dynasty that was active when the stone was
    inscribed"): the clause picks the noun out by its time, and its antonym describes what
    the claim never spoke of."""
    if token.pos_ != "ADJ" or token.dep_ not in ("acomp", "attr"):
        return False
    clause = token.head
    if clause.dep_ != "relcl" or not any(
            c.dep_ == "advcl" and any(m.lower_ in ("when", "while") and m.dep_ in (
                "advmod", "mark") for m in c.children) for c in (*clause.children,
                                                                 *token.children)):
        return False
    noun = clause.head
    doc = token.doc
    restrictive = noun.i + 1 < len(doc) and doc[noun.i + 1].text != ","
    return restrictive and any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children)


def _directed(token) -> bool:  # type: ignore[no-untyped-def]
    return token.lemma_.lower() in _DIRECTION or token.lower_ in _DIRECTION


def _clashes(token) -> bool:  # type: ignore[no-untyped-def]
    """A word of the lexicon next to it in the parse (head, child, sibling, grandchild), the
    antonym's own lemma anywhere in the sentence, or a coordinated adjective: the swap would fight the rest of the
    sentence ("improved earnings decreased", "reducing net debt above", "a bad and
    reasonable price", "left the club to leave Millwall")."""
    lexicon = antonyms()
    found = lexicon.get((token.lemma_.lower(), token.pos_)) or \
        lexicon.get((token.lower_, token.pos_))
    directed = token.lemma_.lower() in _DIRECTION or token.lower_ in _DIRECTION
    for other in token.sent:
        if other.i == token.i:
            continue
        if found is not None and other.lemma_.lower() == found.lower():
            return True
        if directed and (other.lemma_.lower() in _DIRECTION or other.lower_ in _DIRECTION):
            return True  # "reducing net debt below $25B", "cut costs ... using cheaper materials":
            # two words of direction in one sentence are tied by its reasons and examples
        # spaCy makes a new Token object on every access: compare positions, never identity
        near = other.i in (token.head.i, token.head.head.i) or \
            token.i in (other.head.i, other.head.head.i) or other.head.i == token.head.i
        if near and _stacked(token, other):
            continue  # "a free online encyclopedia": two modifiers of two scales
        if near and other.pos_ == "ADP" and not _fits(other):
            continue  # "strong over the past decade": a preposition off its scale
        if near and other.pos_ in _POS and not numeric_or_named(other) and (
                (other.lemma_.lower(), other.pos_) in lexicon or
                (other.lower_, other.pos_) in lexicon) and other.lower_ not in _CIRCUMSTANCE \
                and other.lower_ != "with":
            return True
    return token.pos_ == "ADJ" and (
        any(c.dep_ == "conj" and c.pos_ == "ADJ" for c in token.children)
        or (token.dep_ == "conj" and token.head.pos_ == "ADJ"))


def _stacked(token, other) -> bool:  # type: ignore[no-untyped-def]
    """Two adjectives stacked on one noun with nothing between them, on no common scale and
    with no polarity: each says its own thing ("a free online encyclopedia" → "a paid online
    encyclopedia"), unlike "a strong, stable connection" or "a bad and reasonable price".
    An outer adjective of position places the noun within what the inner one names, and
    was chosen for it: "inner urban neighbourhood" has no "inner rural" (held-out round 10)."""
    if not (token.dep_ == other.dep_ == "amod" and token.head.i == other.head.i
            and abs(token.i - other.i) == 1 and token.pos_ == other.pos_ == "ADJ"):
        return False
    if other.i == token.i - 1 and other.lower_ in table("antonym_senses")["positional"]:
        return False  # "inner urban neighbourhood": the outer word places within the inner
    return not same_scale(token) and not word_polarity(other) and not swap_polarity(token)


def _verb_frame_fits(token, found: str) -> bool:  # type: ignore[no-untyped-def]
    """Verb frames where the antonym does not read as the opposite: a verb taking another
    verb ("began to emerge", "allowed them to peer"), a path ("advanced from prototyping to
    delivery", "increased from 5 to 6"), a prefix antonym ("covered a song" → "uncovered"),
    time spent ("spend 30 days"), a confirmed thing rather than a fact ("confirms a call")."""
    children = list(token.children)
    if _prefix_pair(token.lemma_.lower(), found) and token.tag_ != "VBN" and any(
            c.dep_ == "ccomp" and any(m.dep_ == "mark" and m.lower_ == "that"
                                      for m in c.children) for c in children):
        return True  # "agree that the service is good" → "disagree that ...": the same frame
    if any(c.dep_ in ("xcomp", "ccomp", "parataxis") for c in children) or \
            token.dep_ == "parataxis":
        return False  # a verb of another verb or clause ("began to emerge", "X, he said")
    if any(c.dep_ == "prep" and c.lower_ == "by" and any(g.tag_ == "VBG" for g in c.children)
           for c in children):
        return False  # "expand by adding stores": the means fixes the direction
    preps = {c.lower_ for c in children if c.dep_ == "prep"}
    if "from" in preps and (preps & {"to", "into"} or token.lemma_.lower() in ("advance", "retreat")):
        return False
    if "from" in preps and any(c.dep_ == "auxpass" for c in children):
        return False  # a passive of source or descent ("is descended from", "was excluded
        # from") has no antonym with the same "from": "is ascended from", "was included from"
    if found.lower().startswith(("un", "dis")) and not token.lemma_.lower().startswith(("un", "dis")):
        return False
    objects = [c for c in children if c.dep_ == "dobj"]
    units = {"day", "hour", "week", "month", "year", "minute", "night", "time", "weekend"}
    if token.lemma_.lower() in ("spend", "save") and any(o.lemma_.lower() in units for o in objects):
        return False
    if token.lemma_.lower() in ("confirm", "deny") and not any(c.dep_ == "ccomp" for c in children):
        return False
    return True


#: Adverbs of place: right after a noun they say where that noun is.
_LOCATIVE = frozenset({"inside", "outside", "indoors", "outdoors", "upstairs", "downstairs"})
#: Adjectives of ease, whose antonyms take the same "to"-infinitive ("easy to use").
_EASE = frozenset({"easy", "easier", "easiest", "difficult", "hard", "harder", "hardest"})


def _prefix_pair(word: str, antonym: str) -> bool:
    """One word is the other with a negative prefix: "likely"/"unlikely", "agree"/"disagree"."""
    word, antonym = word.lower(), antonym.lower()
    return any(antonym == p + word or word == p + antonym
               for p in ("un", "in", "im", "il", "ir", "dis", "non"))


def _same_complement(token, nxt) -> bool:  # type: ignore[no-untyped-def]
    """A predicative adjective whose antonym takes its complement too: a negative-prefix
    pair ("likely to be moved", "available to users", "available from the system",
    "compatible with") or an
    adjective of ease before an infinitive ("difficult to determine" → "easy to determine")."""
    found = antonyms().get((token.lower_, "ADJ"))
    if found is None or token.dep_ not in ("acomp", "oprd", "conj", "xcomp", "ccomp") or \
            nxt.lower_ == "of":
        return False
    verb = token.doc[nxt.i + 1] if nxt.i + 1 < len(token.doc) else None
    infinitive = nxt.lower_ == "to" and verb is not None and verb.tag_ == "VB"
    if token.lower_ in _EASE:
        return infinitive
    return _prefix_pair(token.lower_, found) and nxt.lower_ in ("to", "from", "with")
    # "available to users" → "unavailable to users", "invisible to the eye" → "visible to"


def _fits(token) -> bool:  # type: ignore[no-untyped-def]
    """Context guards for words whose antonym reads only in some frames."""
    nxt = token.nbor(1) if token.i + 1 < len(token.doc) else None
    word = token.lower_
    if token.pos_ == "ADJ":
        if word in ("older", "younger"):
            return _of_people(token)  # "older versions" have no "younger versions"
        if word in ("first", "last") and nxt is not None and nxt.lemma_.lower() in (
                "year", "week", "month", "quarter", "night", "season", "time", "day"):
            return False  # "a loss last year": deictic, "first year" is no opposite
        if any(c.dep_ == "npadvmod" and any(t.like_num for t in c.subtree)
               for c in token.children):
            return False  # "0.7 miles long" is a measure, no "0.7 miles short"
        if word in ("full", "empty") and token.dep_ == "amod":
            return False  # "a full bar", "full board": set phrases
        if nxt is not None and nxt.lower_ in ("of", "to", "from", "with") and not (
                word in ("open", "closed") and nxt.lower_ == "from") and not \
                _same_complement(token, nxt):
            return False  # "free of charge", "free to cancel", "open to the public", "thick
            # with smoke": the antonym must take the same complement ("thin with" does not)
        if _decade_part(token):
            return True  # "a late 80's movie" → "an early 80's movie"
        if token.dep_ == "amod" and (token.head.pos_ not in ("NOUN", "PROPN")
                                     or token.head.i < token.i) or token.head.pos_ == "ADP":
            return False  # "in full" is no "in empty"
        if word in ("free", "paid") and token.i > 0 and token.doc[token.i - 1].lower_ == "for":
            return False  # "cancel for free" has no "cancel for paid"
        if word in ("free", "paid") and (token.dep_ != "amod" or list(token.children) or (
                token.i > 0 and (token.doc[token.i - 1].pos_ in ("NOUN", "PROPN")
                                 or token.doc[token.i - 1].lower_ in _FREE_OF))):
            return False  # "ships free", "gluten free" have no "paid" reading
        if word in ("available", "unavailable") and any(
                c.dep_ == "prep" and c.lower_ == "for" for c in token.children):
            return False  # "available for free"
        if word in ("available", "unavailable") and any(t.lower_ == "only" for t in token.sent):
            return False
        return token.dep_ in ("amod", "acomp", "attr", "conj", "oprd", "ccomp", "xcomp")
    if token.pos_ == "ADP":
        if word == "with":
            if nxt is not None and nxt.like_num:
                return False
            head = token.head
            if head.pos_ in ("VERB", "AUX") and head.lemma_.lower() not in _WITH_VERBS:
                return False  # "provided the client with a quote", "rooming with them"
            return head.lemma_.lower() in _WITH_HEADS
        if word in ("over", "under", "above", "below"):
            if any(t.lemma_.lower() in _DECREASE for t in token.sent):
                return False  # "cut the cost down to under twelve dollars" has no "to over"
            return _quantity_bound(token)
        return token.dep_ == "prep"
    if nxt is not None and nxt.lower_ in ("on", "off", "out"):
        return False  # "early on", "later on": a set phrase, no "late on"
    if word in _LOCATIVE and token.i > 0 and token.doc[token.i - 1].dep_ == "pobj" and \
            token.doc[token.i - 1].pos_ == "NOUN":
        return False  # "a view of the lake outside": after a noun it places that noun, and
        # the antonym must fit it ("the lake inside" does not)
    return token.dep_ in ("advmod", "npadvmod")
