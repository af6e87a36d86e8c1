"""partial_support (fault): the claim joined with one false fact about the same subject, in
one sentence ("The Team plan includes up to 10 users and SSO."). Half true.

The false fact is a fault mutant (number_swap or negation_flip: the sources whose mutants
reviewers ruled reliably real; antonym_swap only for a prefixed antonym, "available →
unavailable", since its sense errors such as "died → failed" and entity_swap's containment
swaps read broken or true once joined) of a sibling claim: another faithful claim of the suite whose passages the
claim shares a passage with (what contradicts the false half may sit in a passage the claim
lacks: the half is then unsupported, still not true of the claim's passages). Same
subject: the two share their subject (then one subject takes both predicates) or the false
fact names a content word of the claim's subject. Only where those make nothing, a false
fact about another subject is joined as a second clause ("X has A, and Y does not have B":
half true all the same) when its subject stands alone (a name or a noun phrase, never a
pronoun) and, unless it is a number swap, a window states two thirds of its sibling's words
(a loosely worded sibling's negation may be true: "did not depict" where it says "built");
a "he" / "she" subject takes the claim's subject when that is the one person either sentence
names. Where no sibling gives a join (the claim is alone on its passages, or its siblings
restate it), the false fact is a fault mutant of a sentence of the claim's own passages about
the same subject: the passage states that sentence, so its mutant is false ("X refers to Y
and is not an unconventional finding"); only sentences that read as a fact of their own
(opening with their subject, no brackets, quotes, speakers or first person) are used. No
false half may contradict the true half in words (round 7): none restating the claim with
subject and object swapped, none denying a kind of thing the claim names one of ("The beer
is cold ..., and X does not serve alcohol"), none judging the claim's thing the other way
("really nice ..., and the atmosphere was not enjoyable"), none denying mixed views the
claim reports. No false half joined as a clause of its own may carry a passage's title glued to
its sentence (", and economy of X Agricultural and allied sectors accounted", round 13) or a
fragment before its subject (its verb with two subjects), nor a "than" with no comparative.
This is what claim decomposition exists to catch, so it is its own fault type.
"""

from __future__ import annotations

import re
import unicodedata
from collections import OrderedDict
from collections.abc import Iterator
from functools import lru_cache

import numpy as np

from mutato.mutation.toolkit import (
    Claim,
    Edit,
    PassageSet,
    Suite,
    get_mutator,
    mutate_claim,
    mutator,
    split_sentences,
    stable_hash,
)

from ._edits import checked, lower_first, single_sentence
from ._joins import (
    _fronted_adjunct,
    _reversed_years,
    head_lemma,
    join,
    needs_context,
    subject,
    subject_start,
    well_stated,
)
from ._lexicon import lexicon
from ._lexicons import table
from ._nlp import parse, parse_bare_many, parse_many
from ._siblings import sharing_a_passage
from ._support import content_lemmas, mentions_any

MAX_PER_CLAIM = 2
SOURCES = ("number_swap", "negation_flip", "antonym_swap")
#: antonym_swap only where the antonym is the word with a negative prefix ("available →
#: unavailable"): such a pair cannot take the wrong sense ("died → failed").
_NEGATIVE_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "non")
_COUNTS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten".split())}
_NEGATIONS = frozenset({"not", "n't", "no", "never", "nor", "neither"})
#: A flipped premise of "thus" / "so" breaks the reasoning the claim states.
_CONSEQUENCES = frozenset({"thus", "so", "therefore", "hence", "because", "consequently"})
#: Words a negation before them scopes ambiguously over ("not both", "not a few"), or
#: that read garbled under one ("does not occur in less than 1%": an upper bound denied).
_SCOPED = frozenset({"both", "either", "few", "some", "several", "many", "all",
                     "most", "every", "each", "less", "fewer"})
_cache: OrderedDict[PassageSet, dict[str, list[tuple[str, str]]]] = OrderedDict()


@mutator(name="partial_support", kind="fault", version=17,
         target="a one-sentence claim with a sibling claim on the same passages whose fault "
                "mutant is about the same subject or stands alone as a second clause, or "
                "else a sentence of its passages about the same subject")
def partial_support(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Join the claim with a sibling claim's fault mutant about the same subject.

    >>> from mutato.suite.model import Claim, Suite
    >>> from mutato.mutation.mutants import mutate_claim
    >>> passages = {"plans": "The Team plan costs €12 per month and includes up to 10 users."}
    >>> a = Claim("a", "The Team plan costs €12 per month.", passages)
    >>> b = Claim("b", "The Team plan includes up to 10 users.", passages)
    >>> for m in mutate_claim(a, Suite("s", (a, b)), partial_support.spec, seed=0):
    ...     print(m.text)
    The Team plan costs €12 per month and includes up to 12 users.
    The Team plan costs €12 per month and does not include up to 10 users.
    """
    if claim.derived or not single_sentence(claim.text) or _scoped_claim(claim.text):
        return  # "When you upgrade, X and not Y": the false half would take the condition
    mine = subject(claim.text)
    if mine is None:
        return
    own = set(claim.passages.values())
    options: list[Edit] = []
    wider: list[Edit] = []  # a pronoun named or another subject: made only when none above
    context = " ".join(claim.passages.values())
    topic = topic_lemmas(tuple(claim.passages.values()))
    by_name = not _narrated_in_past(context)  # a story's "pockets of Mr. Fownes" are no
    # fact about Fownes a summary would add, nor its past a clause after a retelling
    for other in sharing_a_passage(suite, claim):  # the originals that share a passage
        if other.id == claim.id or other.derived or not set(other.passages.values()) & own \
                or other.text == claim.text:
            continue
        if _restates(claim.text, other.text) or not _distinct_fact(claim, other):
            continue  # a paraphrase of the claim would make "X and not X"
        if _scoped_claim(other.text):
            continue
        trailing = _conditional(other.text)  # a participle after it ("..., making it huge")
        for source, false_fact in _faults_of(suite, other):
            if trailing and source != "number_swap":
                continue  # denied, the participle still presumes what the denial takes back
            if not usable_fault(claim.text, other.text, source, false_fact, topic=topic):
                continue
            named = _named_for_pronoun(claim.text, false_fact)
            if named == false_fact and _about(mine[0], false_fact, by_name=by_name):
                found = options
            elif (_about(mine[0], named, by_name=by_name) or _stands_alone(named)
                  and not _redescribes(claim.text, named)) and (
                    source == "number_swap" or _stated(other)):
                found = wider  # a loosely worded sibling's negation may be true ("depicted")
            else:
                continue
            joined = _join(claim.text, named, context, repeat=by_name)
            if joined is not None:
                found.append(Edit.replace(*joined, note=f"joined with a false fact: {named}"))
    made = 0
    for tier in (options, wider, None):  # each only when the tiers before made nothing
        if tier is None:  # a passage sentence's false fact: no sibling gave a join
            tier = [] if made else _passage_options(claim, suite, mine[0], context)
        # the same suite in any claim order offers the same options in the same order
        tier.sort(key=lambda e: (e.spans[0].replacement, e.note))
        for index in (rng.permutation(len(tier)) if tier and not made else []):
            if made == MAX_PER_CLAIM:
                return
            if checked(claim.text, tier[int(index)]) is not None:
                made += 1
                yield tier[int(index)]


def usable_fault(claim: str, original: str, source: str, false_fact: str, *,
                 topic: frozenset[str] = frozenset()) -> bool:
    """True when ``false_fact`` (a fault mutant of ``original`` by ``source``) may be the
    false half joined to ``claim``: an antonym only by its negative prefix, a sound flip,
    no contradiction of the claim in words, no list miscounted, one predicate, no
    coordination under a negation, subject and verb agreeing. ``topic``: the words the
    passages are about (:func:`topic_lemmas`), which mark no slot a contradiction shares.

    >>> usable_fault("The plan costs €12.", "The plan includes SSO.", "negation_flip",
    ...              "The plan does not include SSO.")
    True
    >>> usable_fault("Billy Herman was a manager.", "Billy Herman died in 1992.",
    ...              "antonym_swap", "Billy Herman failed in 1992.")
    False
    """
    if source == "antonym_swap" and not _prefixed_antonym(original, false_fact):
        return False
    return _sound_flip(original, false_fact) and not (
        _contradicts(claim, original, false_fact, topic=topic)
        or _miscounts_list(original, false_fact)
        or _compound(false_fact) or _negates_a_coordination(false_fact)
        or _disagrees(false_fact) or _misplaced_article(false_fact)
        or _count_disagrees(false_fact) or _repeats_a_conjunct(false_fact)
        or _stacked_people(false_fact) or _clause_before_verb(false_fact)
        or _crosses_a_year(claim, original, false_fact)
        or _weakened_bound(original, false_fact) or _names_twice(false_fact)
        or _negated(original, false_fact) and _purpose_after(false_fact))


def _names_twice(fact: str) -> bool:
    """True when the subject writes one capitalised word twice ("Hive Metastore - Hive
    metastore (HMS) is ..."): a page's title glued to the sentence, garbled once joined.

    >>> _names_twice("Hive Metastore - Hive metastore (HMS) is not a service.")
    True
    >>> _names_twice("The Hive metastore is not a service.")
    False
    >>> _names_twice("The Footballer of the Year award was not given in 1966.")
    False
    """
    doc = parse(fact)
    found = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not found:
        return False
    words = [t.lower_ for t in found[0].subtree if t.is_alpha]
    named = [t.lower_ for t in found[0].subtree
             if t.text[:1].isupper() and t.is_alpha and not t.is_stop]  # "The ... of the"
    return any(words.count(w) > 1 for w in set(named))


def _purpose_after(fact: str) -> bool:
    """True when a purpose follows the main clause ("..., in order to replace cells", "so
    that ..."): under a negation it reads as denying the purpose, not the fact.

    >>> _purpose_after("Marrow is not a site of production, in order to replace cells.")
    True
    >>> _purpose_after("Marrow is not a site of blood cell production.")
    False
    """
    words = [t.lower_ for t in parse(fact)]
    return any(words[i:i + 3] == ["in", "order", "to"] or words[i:i + 2] == ["so", "that"]
               for i in range(len(words)))


#: Words before a number that make it a lower or an upper bound ("more than two kinds").
_LOWER_BOUNDS = frozenset({"more than", "over", "at least", "above", "greater than",
                           "upwards of", "in excess of"})
#: ("up to 10 users" states a maximum offered, which "up to 12" overstates: no bound.)
_UPPER_BOUNDS = frozenset({"less than", "fewer than", "under", "at most", "below",
                           "no more than"})


def _weakened_bound(original: str, false_fact: str) -> bool:
    """True when the edit lowered a lower bound or raised an upper one ("more than six
    kinds" → "more than two kinds", "under 10 minutes" → "under 12 minutes"): what the
    original bounds still meets the new bound, so the half is true.

    >>> _weakened_bound("It runs on more than five networks.", "It runs on more than two networks.")
    True
    >>> _weakened_bound("It runs on more than five networks.", "It runs on more than eight networks.")
    False
    """
    old, new = parse(original), parse(false_fact)
    if len(old) != len(new):
        return False
    for a, b in zip(old, new, strict=True):
        if a.text == b.text or a.like_num is False or b.like_num is False:
            continue
        x, y = _number(a.lower_), _number(b.lower_)
        before = " ".join(t.lower_ for t in new[max(0, b.i - 2):b.i])
        if x is None or y is None:
            continue
        if y < x and any(before.endswith(w) for w in _LOWER_BOUNDS) or y > x and any(
                before.endswith(w) for w in _UPPER_BOUNDS):
            return True
    return False


def _number(word: str) -> float | None:
    """``word`` as a number ("six", "1,200", "2.5"), or None."""
    if word in _COUNTS:
        return float(_COUNTS[word])
    try:
        return float(word.replace(",", ""))
    except ValueError:
        return None


def _crosses_a_year(claim: str, original: str, false_fact: str) -> bool:
    """True when a year the edit changed moves to the other side of a year the claim states
    ("recorded in 1974" beside "re-recorded in 1975" → "in 1972"): the two events swap
    order, and the sentence contradicts itself in time instead of adding a false date.

    >>> _crosses_a_year("It was recorded in 1974.", "It was re-recorded in 1975.",
    ...                 "It was re-recorded in 1972.")
    True
    >>> _crosses_a_year("It was recorded in 1974.", "It was re-recorded in 1975.",
    ...                 "It was re-recorded in 1978.")
    False
    """
    mine = [t.text for t in parse(claim) if t.ent_type_ == "DATE" and _YEAR.fullmatch(t.text)]
    old = [int(y) for y in _YEAR.findall(original)]  # (a flight's "1549" is no year)
    new = [int(y) for y in _YEAR.findall(false_fact)]
    if not mine or len(old) != len(new):
        return False
    return any((a > int(y)) != (b > int(y)) for a, b in zip(old, new, strict=True) if a != b
               for y in mine)


def _clause_before_verb(fact: str) -> bool:
    """True when a whole clause stands before the main verb's subject, joined by a comma
    alone ("X did not see the need for it, the Grange was born", a comma splice; "The band
    is great, he said"): the main clause is not the fact, and the join reads garbled.

    >>> _clause_before_verb("Ann did not see the need for it, the club was born.")
    True
    >>> _clause_before_verb("Ann did not see the need for a club.")
    False
    """
    root = parse(fact)[:].root
    return any(c.dep_ in ("ccomp", "parataxis") and c.i < root.i for c in root.children)


def _verb_before_subject(text: str) -> bool:
    """True when the phrase before the main clause's subject holds a verb of its own ("For
    a bridge to span a gap, ...", "Having won, ..."): a purpose or a condition, which would
    scope over a clause joined after the sentence.

    >>> _verb_before_subject("For a bridge to span a gap, piers are needed.")
    True
    >>> _verb_before_subject("For the first two seasons, the song was used.")
    False
    """
    doc = parse(text)
    return any(t.pos_ == "VERB" for t in doc[:subject_start(doc)])


#: Sentences of a passage that must hold a word for it to name the passage's topic.
TOPIC_SENTENCES = 3


@lru_cache(maxsize=1_024)
def topic_lemmas(passages: tuple[str, ...]) -> frozenset[str]:
    """The content lemmas that :data:`TOPIC_SENTENCES` sentences of one passage or more
    hold: the thing the passage is about ("coat" in a breed's paragraph on its coat), which
    every fact it states shares, so two facts sharing it need not share a slot.

    >>> sorted(topic_lemmas(("The coat is blue. The coat is thick. Tips give the coat a "
    ...                      "sheen. The eyes are green.",)))
    ['coat']
    """
    found: set[str] = set()
    for text in passages:
        counts: dict[str, int] = {}
        for line in text.splitlines():
            for sentence in split_sentences(line):
                for lemma in content_lemmas(sentence):
                    counts[lemma] = counts.get(lemma, 0) + 1
        found |= {w for w, n in counts.items() if n >= TOPIC_SENTENCES}
    return frozenset(found)


def _stacked_people(fact: str) -> bool:
    """True when two words for a person stand side by side with no "and" ("an American
    singer musician"): a sibling's slip, garbled once carried into the join.

    >>> _stacked_people("Dave is not an American singer musician.")
    True
    >>> _stacked_people("Dave is not a rock singer."), _stacked_people("Dave is a singer-songwriter.")
    (False, False)
    """
    people = frozenset(lexicon("entities").get("person_nouns", []))
    return any(t.dep_ == "compound" and t.lower_ in people and t.head.lower_ in people
               and t.whitespace_ and t.head.i == t.i + 1 for t in parse(fact))


def _repeats_a_conjunct(fact: str) -> bool:
    """True when a list in ``fact`` names one item twice ("royalty, mystery, piety and
    mystery"): a swap landed on a word the list already holds, and reads garbled.

    >>> _repeats_a_conjunct("Purple is not tied to royalty, mystery, piety and mystery.")
    True
    >>> _repeats_a_conjunct("Purple is not tied to royalty, mystery and piety.")
    False
    """
    for token in parse(fact):
        items = [token.lower_] + [c.lower_ for c in token.conjuncts]
        if len(items) > 1 and len(set(items)) < len(items):
            return True
    return False


#: Phrases by which a sentence adds to the one before it: joined to another claim they
#: dangle ("..., and in addition, beeper or other noise things were not needed as well").
_ADDITIVE = re.compile(r"\b(?:in addition|additionally|as well|on top of that)\b", re.IGNORECASE)
#: Discourse connectives that open a sentence and tie it to the one before it (an example,
#: a contrast, a consequence): after "and" they no longer fit ("..., and for instance, X").
#: ("Also", "Then", "Finally" still read after "and", so they stay allowed.)
_LEANING = re.compile(
    r"^\W*(?:for (?:instance|example)|e\.g\.|in (?:fact|particular|contrast|turn|short|"
    r"general|other words)|as a result|by contrast|however|moreover|furthermore|likewise|"
    r"similarly|therefore|thus|hence|instead|nevertheless|nonetheless|meanwhile|"
    r"consequently|accordingly|indeed|besides|specifically|namely)\b", re.IGNORECASE)


#: Words a join of two clauses may hold, each with its own subject ("X did A, and Y did
#: not do B"): longer than one subject's two predicates may run (``_joins.MAX_WORDS``), as
#: an article's two sentences are; the clause stays whole, so it reads as its own.
CLAUSE_MAX_WORDS = 50
#: Main verbs one subject may take twice, the facts lying in their complements ("is a
#: dish and is not a soup", "had four children and did not have ..."); "died ... and
#: died" restates.
_SHARED_VERBS = frozenset({"be", "have"})


def _join(claim: str, fact: str, context: str, *,
          repeat: bool = False) -> tuple[int, int, str] | None:
    """The standalone join of ``claim`` and ``fact``, unless the fact adds to a sentence
    before it ("in addition", "as well") or its opening word stays
    capitalised mid-sentence where the claim writes it in lower case ("..., auditory events,
    and Acoustic events were not ..."): the parse took a common word for a name.

    >>> _join("The work had something similar to acoustic events.",
    ...       "Acoustic events were not a feature of the signal.", "") is None
    True
    >>> _join("Wood was an option.", "In addition, beepers were not needed as well.", "") is None
    True
    >>> _join("The river flows east.", "For instance, the river is not navigable.", "") is None
    True
    >>> _join("Ann lives in the U.S.", "Ann is not a singer.", "")
    (21, 21, ' and is not a singer.')
    >>> _join("Ann filed Form 13-F.", "Ann is not a singer.", "", repeat=True)
    (19, 20, ', and Ann is not a singer.')
    """
    if _ADDITIVE.search(fact) or _LEANING.match(fact):
        return None  # "In addition, ... as well", "For instance, ..." lean on what came
        # before them: joined by "and" they relate the false half to nothing
    if _bare_than(fact):
        return None  # "up to 6 inches and than 10 feet": the comparison was cut away
    if _verb_before_subject(claim):  # "For a bridge to span a gap, X, and Y": the purpose
        return None  # would scope over the false half too
    fact = _in_claims_tense(claim, fact, context)  # type: ignore[assignment]
    if fact is None or _unheld_pronoun(claim, fact) or _other_number(claim, fact):
        return None
    joined = join(claim, fact, context=context, standalone=True, shared_verbs=_SHARED_VERBS)
    if joined is None:  # two long sentences: joined only as two clauses, each whole
        longer = join(claim, fact, context=context, standalone=True,
                      shared_verbs=_SHARED_VERBS, repeat_subject=repeat,
                      max_words=CLAUSE_MAX_WORDS)
        joined = longer if longer is not None and longer[2].startswith(", and ") else None
    if joined is None:
        return _join_before(claim, fact, context)
    if joined is not None and joined[2].startswith(" and ") and (
            _tense(parse(claim)) != _tense(parse(fact)) or _ends_in_clause(claim)):
        # one subject, two tenses ("is ... and did not"), or the predicate would hang on
        # the claim's last clause ("..., which soon became gills and was not"): the false
        # half takes its subject again, as a clause of its own where the caller allows it
        # (``repeat``): not for a story's sentence, a non sequitur however joined ("Jeff
        # notes the mountains ..., and Jeff did not have a peculiar suggestion", round 8)
        joined = join(claim, fact, context=context, standalone=True,
                      shared_verbs=_SHARED_VERBS, repeat_subject=True) if repeat else None
    if joined is None:
        return None
    if joined[2].startswith(", and "):
        if glued_heading(fact, context):
            return None  # a page title or a fragment before the fact's subject: garbled
        first = joined[2][len(", and "):].split(" ", 1)[0]
        if first[:1].isupper() and re.search(r"\b" + re.escape(first.lower()) + r"\b", claim):
            return None
        if first[:1].islower() and (_repeats_name(claim, fact)
                                    or _written_as_name(fact.split(" ", 1)[0], context)):
            # the claim's own subject again is the name it wrote ("Close Encounters of the
            # Third Kind ..., and Close Encounters ..."), capitalised however the parse read it
            joined = joined[0], joined[1], ", and " + fact[:1] + joined[2][len(", and ") + 1:]
    last = parse(claim)[-1].text
    if last.endswith(".") and last.count(".") > 1:  # "the U.S.": its stop is the word's own
        return joined[0] + 1, joined[1], joined[2]  # (a "Form 13-F." keeps only one)
    return joined


#: Nouns of a fronted phrase that dates its clause ("In the season premiere, ...").
_TIME_NOUNS = frozenset({"point", "time", "day", "year", "week", "month", "era", "period",
                         "spring", "summer", "autumn", "fall", "winter", "century", "decade",
                         "season", "series", "episode", "premiere", "remake", "edition",
                         "version", "war", "reign", "establishment"})


def _dated_opening(claim: str) -> bool:
    """True when every phrase before the claim's subject is a preposition's phrase that
    dates it ("In 1999, ...", "In the spring of 542, ...", "In the 1993 remake, ..."): a
    time read with its own clause wherever it stands. A causal or discourse opening ("As a
    consequence, ...", "Ultimately, ...") relates the clause to the one before it.

    >>> _dated_opening("In the spring of 542, the plague reached Rome.")
    True
    >>> _dated_opening("As a consequence, the plague reached Rome.")
    False
    """
    doc = parse(claim)
    root = doc[:].root
    found = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
    before = [c for c in root.children if c.i < (found[0].left_edge.i if found else root.i)
              and c.dep_ != "punct"]
    return bool(before) and all(
        c.dep_ == "prep" and any(t.ent_type_ in ("DATE", "TIME") or t.pos_ == "NUM"
                                 or t.lemma_.lower() in _TIME_NOUNS for t in c.subtree)
        for c in before)


def _join_before(claim: str, fact: str, context: str) -> tuple[int, int, str] | None:
    """The false half put before a claim that opens with a phrase dating it ("In 1999, X
    did A" → "Y did not do B, and in 1999, X did A"): after the claim, the date would
    scope over the false half too; before it, each clause keeps its own. The false half
    must then open the sentence, as its own sentence did: a subject that stands alone, no
    opening phrase of its own, no word leaning on a sentence before; the claim no pronoun
    the false half could take, and no earlier year than the false half's. A claim whose
    subject is "It" goes after a false half whose subject is the passage's title, which the
    answer's "it" stands for ("Insulin is not a hormone ..., and it regulates ...").

    >>> _join_before("In 1999, Clinton widened the embargo.",
    ...              "An embargo was not imposed on Cuba in 1958.", "")
    (0, 2, 'An embargo was not imposed on Cuba in 1958, and in')
    >>> _join_before("In 1999, it was widened.", "An embargo was not imposed in 1958.", "")
    """
    dated = _dated_opening(claim) and _fronted_adjunct(claim)
    if not dated and not _names_the_pronoun(claim, fact, context) or _fronted_adjunct(fact) \
            or dated and needs_context(claim) or needs_context(fact) or not _stands_alone(fact) \
            or _reversed_years(fact, claim) \
            or _LEANING.match(claim) or " and " in fact and ", and " in fact \
            or len((fact + " " + claim).split()) > CLAUSE_MAX_WORDS \
            or not single_sentence(fact) or glued_heading(fact, context):
        return None
    last = parse(fact)[-1]
    if last.text != "." or parse(fact)[-2].text.endswith("."):
        return None  # a fact ending in "U.S." or in no full stop: its end is not its stop
    word = parse(claim)[0].text
    opened = lower_first(claim, context=context)[:len(word)]
    return 0, len(word), fact[:last.idx].rstrip() + ", and " + opened


def _names_the_pronoun(claim: str, fact: str, context: str) -> bool:
    """True when the claim's subject is an opening "It", the claim leans on nothing else,
    and ``fact``'s subject is the title of a passage (what a paragraph's "it" stands for).

    >>> _names_the_pronoun("It lies in a rift valley.", "The Dead Sea is not a lake.",
    ...                    "Dead Sea\\nThe Dead Sea is a salt lake. It lies in a rift valley.")
    True
    >>> _names_the_pronoun("It lies in a rift valley.", "The Jordan is not a river.",
    ...                    "Dead Sea\\nThe Dead Sea is a salt lake. It lies in a rift valley.")
    False
    """
    doc = parse(claim)
    found, theirs = subject(claim), subject(fact)
    if found is None or theirs is None or found[0] != "It" or doc[0].dep_ not in (
            "nsubj", "nsubjpass") or needs_context(theirs[0] + claim[found[1]:]):
        return False
    titles = {_folded_name(line.split("\n")[0]) for line in (context, *_headings(context))}
    return _folded_name(theirs[0]) in titles


def _written_as_name(word: str, context: str) -> bool:
    """True when the passages write ``word`` capitalised inside a sentence and never in
    lower case ("Day6", "Guillain–Barré"): a name the join must not lower-case.

    >>> _written_as_name("Day6", "Fans of Day6 wait. Day6 is a band.")
    True
    >>> _written_as_name("Dogs", "Dogs bark. Many dogs bark."), _written_as_name("The", "On The")
    (False, False)
    """
    if not word[:1].isupper() or parse(word)[0].is_stop or re.search(r"\b" + re.escape(word.lower()) + r"\b", context):
        return False
    return any(m.start() > 0 and not re.search(r"[.!?:\n]\W*$", context[:m.start()])
               for m in re.finditer(r"\b" + re.escape(word) + r"\b", context))


def _repeats_name(claim: str, fact: str) -> bool:
    """True when ``fact`` opens with the claim's own subject and that subject is a name in
    title case, two words or more ("Close Encounters of the Third Kind"): its first capital
    is the name's, not the sentence's. A one-word subject ("Syncope") tells nothing.

    >>> _repeats_name("Close Encounters is a film.", "Close Encounters was not released in 1977.")
    True
    >>> _repeats_name("Sleep paralysis is common.", "Sleep paralysis does not last long.")
    False
    """
    mine, theirs = subject(claim), subject(fact)
    if mine is None or theirs is None or not fact.startswith(theirs[0]) \
            or mine[0].lower() != theirs[0].lower():
        return False
    words = mine[0].split()
    return len(words) > 1 and words[0] not in ("The", "A", "An") and all(
        w[:1].isupper() or w in _NAME_LINKS for w in words)


def _headings(context: str) -> tuple[str, ...]:
    """The title lines of the passages: a short line with no closing punctuation that has
    more text after it ("Economy of India\\nThe retail industry ...")."""
    # passages joined by spaces glue a title to the last sentence of the passage before it
    lines = [re.split(r"(?<=[.?!]) ", line.strip())[-1] if line.strip()[-1:] not in ".?!"
             else line.strip() for line in context.splitlines()]
    return tuple(dict.fromkeys(
        line for i, line in enumerate(lines[:-1])
        if line and line[-1:] not in ".?!:;," and len(line.split()) <= 8
        and any(lines[i + 1:])))


def glued_heading(fact: str, context: str) -> bool:
    """True when ``fact`` carries a passage's title glued to its sentence ("Economy of India
    Agricultural and allied sectors accounted ..."), a heading the sentence split left on it,
    or when its main verb has two subjects ("Lunar distance (astronomy) Astronomers O'Keefe
    calculated", "Studios in Burbank, and the show was shot"): a title or a fragment before
    the real subject, garbled once the fact is spliced into another sentence.

    >>> glued_heading("Trade of Peru Mining and fishing employ 40 % of workers.",
    ...               "Trade of Peru\\nMining and fishing employ 40 % of workers .")
    True
    >>> glued_heading("Mining and fishing employ 40 % of workers.",
    ...               "Trade of Peru\\nMining and fishing employ 40 % of workers .")
    False
    >>> glued_heading("Moon orbit (astronomy) Astronomers Smith and Jones measured the orbit "
    ...               "in 1960 .", "")
    True
    >>> glued_heading("Offices in Austin, Texas, and the team was hired in Boston.", "")
    True
    """
    text = _PARTICLE_OPENING.sub("", fact.strip())
    low = text.lower()
    for title in _headings(context):
        at = low.find(title.lower() + " ")
        if at < 0 or at and len(title.split()) < 2:
            continue
        after = text[at + len(title) + 1:]
        if after[:1].isupper():
            return True  # the sentence's own capital follows the title: two lines glued
    root = parse(text)[:].root
    return sum(c.dep_ in ("nsubj", "nsubjpass") for c in root.children) > 1


_PARTICLE_OPENING = re.compile(r"^(?:yes|no)\s*,\s*", re.IGNORECASE)
#: Words that open a comparison "than" completes ("more", "rather", "other").
_COMPARING = frozenset({"more", "less", "fewer", "rather", "other", "else", "different",
                        "differently", "otherwise"})


def _bare_than(fact: str) -> bool:
    """True when a "than" has no comparative before it in its clause ("up to 6 inches and
    than 10 feet"): the edit cut the comparison away and the half reads garbled.

    >>> _bare_than("Logs are up to 2 feet wide and than 8 feet long."), _bare_than(
    ...     "Logs are no longer than 8 feet.")
    (True, False)
    """
    doc = parse(fact)
    for token in doc:
        if token.lower_ != "than":
            continue
        before = doc[max(0, token.i - 5):token.i]
        if not any(t.tag_ in ("JJR", "RBR") or t.lower_ in _COMPARING for t in before):
            return True
    return False


#: Finite verbs of the past, and the present forms a retelling puts them in ("did not" →
#: "does not"); a past lexical verb ("took") has no form here, so its half is refused.
_TO_PRESENT = {"did": ("does", "do"), "was": ("is", "are"), "were": ("is", "are"),
               "had": ("has", "have")}
_PAST_WORDS = re.compile(r"\b(?:was|were|had|did)\b", re.IGNORECASE)
_PRESENT_WORDS = re.compile(r"\b(?:is|are|has|have|does|do)\b", re.IGNORECASE)
_LATER_MODALS = frozenset({"could", "would", "might", "should"})


def _finite(doc):  # type: ignore[no-untyped-def]
    """The finite verb of the main clause (its first auxiliary, or the verb itself)."""
    root = doc[:].root
    verbs = sorted([c for c in root.children if c.dep_ in ("aux", "auxpass")] + [root],
                   key=lambda t: t.i)
    return next((t for t in verbs if t.tag_ in ("VBD", "VBZ", "VBP", "MD")), None)


def _tense(doc) -> str | None:  # type: ignore[no-untyped-def]
    """"past" or "present": the tense of the main clause's finite verb, None for none."""
    verb = _finite(doc)
    if verb is None:
        return None
    if verb.tag_ == "MD":
        return "past" if verb.lower_ in _LATER_MODALS else "present"
    return "past" if verb.tag_ == "VBD" else "present"


@lru_cache(maxsize=256)
def _narrated_in_past(context: str) -> bool:
    """True when the passages tell of the past throughout (a story, a stay): a claim in the
    present then retells them, as a summary does, and a fact in their past tense clashes."""
    past = len(_PAST_WORDS.findall(context))
    return past >= 5 and past >= 2 * len(_PRESENT_WORDS.findall(context))


def _in_claims_tense(claim: str, fact: str, context: str) -> str | None:
    """``fact`` in the claim's tense where the two would clash, or None where it cannot be.

    A present-tense claim on passages narrated in the past retells them ("Hathaway walks
    toward the house"): a past false half ("Hathaway did not shake his head") clashes with
    it, so its finite auxiliary takes the present ("does not shake"); a past lexical verb
    cannot, and is refused. A dated past half ("was not born in 1968") keeps its tense,
    as does any half on passages that mix the tenses (an article's "is" and "was born").

    >>> story = "He was tired. He had a boat. He did not sleep. They were late. It was cold."
    >>> _in_claims_tense("Tom walks home.", "Tom did not shake his head.", story)
    'Tom does not shake his head.'
    >>> _in_claims_tense("Tom walks home.", "Tom took four glasses.", story) is None
    True
    >>> _in_claims_tense("Tom is a singer.", "Tom was not born in 1968.", story)
    'Tom was not born in 1968.'
    """
    mine, doc = _tense(parse(claim)), parse(fact)
    if mine != "present" or _tense(doc) != "past" or not _narrated_in_past(context) \
            or any(e.label_ == "DATE" for e in doc.ents):
        return fact
    verb = _finite(doc)
    if verb is None or verb.lower_ not in _TO_PRESENT:
        return None
    heads = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    plural = bool(heads) and (heads[0].tag_ in ("NNS", "NNPS") or heads[0].lower_ in (
        "they", "we", "you") or any(c.dep_ == "conj" for c in heads[0].children))
    if plural and verb.lower_ == "was" or not plural and verb.lower_ == "were":
        return None  # the parse and the verb disagree on the subject's number
    word = _TO_PRESENT[verb.lower_][plural]
    return fact[:verb.idx] + word + fact[verb.idx + len(verb.text):]


def _ends_in_clause(claim: str) -> bool:
    """True when a verb of another clause follows the claim's main verb ("..., ensuring the
    safety of incoming people", "a pistol, which he uses"): a predicate joined with "and"
    after it would read as that clause's.

    >>> _ends_in_clause("Barry grew marks, which soon became gills.")
    True
    >>> _ends_in_clause("The plan costs €12 and includes SSO.")
    False
    """
    doc = parse(claim)
    root = doc[:].root
    return any(t.i > root.i and t.pos_ in ("VERB", "AUX") and t.dep_ not in ("aux", "auxpass")
               and not (t.dep_ == "conj" and t.head == root) for t in doc)


_PERSONAL = {"he": "m", "him": "m", "his": "m", "himself": "m", "she": "f", "her": "f",
             "hers": "f", "herself": "f"}
_OBJECT_CASE = frozenset({"him", "them"})


def _unheld_pronoun(claim: str, fact: str) -> bool:
    """True when a pronoun past the false half's subject may stand for someone the joined
    sentence never names ("Edna did not open her eyes when his weight left the bed", "the
    man was not waiting for him"): an object pronoun points away from the subject; a
    possessive or reflexive holds only where it can be the subject's, one gender throughout,
    the claim's own where the claim has one, and one person named at most otherwise.

    >>> _unheld_pronoun("Ann sings.", "Ann did not see him.")
    True
    >>> _unheld_pronoun("Tom walks to his car.", "Tom did not shake his head.")
    False
    >>> _unheld_pronoun("Tom meets Ann.", "Tom did not shake his head.")
    True
    """
    doc = parse(fact)
    heads = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    inside = {t.i for t in heads[0].subtree} if heads else set()
    pronouns = [t for t in doc if t.i not in inside and t.lower_ in _PERSONAL | {
        "them": "", "their": "", "themselves": ""}]
    if not pronouns:
        return False
    if any(t.lower_ in _OBJECT_CASE or t.lower_ == "her" and t.dep_ != "poss"
           for t in pronouns):
        return True
    genders = {_PERSONAL.get(t.lower_, "p") for t in pronouns}
    claimed = {_PERSONAL[t.lower_] for t in parse(claim) if t.lower_ in _PERSONAL}
    if len(genders) > 1 or claimed and claimed != genders:
        return True
    if claimed:
        return False
    people = {e.text for e in parse(claim).ents if e.label_ == "PERSON"}
    people |= {e.text for e in doc.ents if e.label_ == "PERSON"}
    return genders != {"p"} and len(people) > 1 or any(
        t.dep_ == "conj" for h in heads for t in h.children)


def _other_number(claim: str, fact: str) -> bool:
    """True when one subject counts its noun ("the two earth men") and the other names it
    in the other number ("the man"): it names someone else, whom the claim never named. A
    kind in the plural ("Team plans") and one of it ("the Team plan") are the same thing.

    >>> _other_number("The two men grab a drink.", "The man was not waiting.")
    True
    >>> _other_number("Team plans are billed monthly.", "The Team plan has 10 users.")
    False
    """
    def head(text: str):  # type: ignore[no-untyped-def]
        found = [c for c in parse(text)[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
        return found[0] if found and found[0].pos_ == "NOUN" else None
    a, b = head(claim), head(fact)
    if a is None or b is None or a.lemma_.lower() != b.lemma_.lower() \
            or (a.tag_ == "NNS") == (b.tag_ == "NNS"):
        return False
    return any(c.dep_ == "nummod" or c.lower_ in ("both", "several")
               for h in (a, b) for c in h.children)


#: Words of a passage sentence that tie it to its speaker, its place or a quote: such a
#: sentence does not read as a fact of its own once joined to the claim.
_SPEAKER_BOUND = frozenset({"i", "me", "my", "we", "us", "our", "you", "your", "here",
                            "said", "says", "say", "told", "according", "following",
                            "below", "above",
                            # a hedged opinion, negated, reads garbled ("not fairly poor")
                            "fairly", "rather", "somewhat", "quite", "pretty", "too"})
#: Passage sentences tried per claim (a long context set has hundreds).
MAX_PASSAGE_SENTENCES = 60


def _passage_options(claim: Claim, suite: Suite, mine: str, context: str) -> list[Edit]:
    """Joins of the claim with a fault mutant of a sentence of its own passages about the
    same subject: the sentence is true (the passage states it word for word), so its fault
    mutant is a false fact about the claim's subject, and the join is half true. Used only
    where no sibling claim gives a join (a claim alone on its passages, or whose siblings
    restate it)."""
    found: list[Edit] = []
    rows = row_facts(claim, mine)  # a table's rows, read as sentences: none tells a story
    for sentence in passage_facts(claim)[:MAX_PASSAGE_SENTENCES] + rows:
        row = sentence in rows  # only a row's subject may be named inside the claim's or
        # repeated as a clause of its own: a story's sentence ("He had a peculiar suggestion
        # of humor") joined so is a non sequitur (round 8), whatever its tense says
        named = _named_for_pronoun(claim.text, sentence)
        if not _about(mine, named, by_name=row):
            continue  # the cheap test first: a fault keeps its sentence's subject
        if not row and _story_event(sentence):
            continue
        fact = Claim(f"{claim.id}~{stable_hash(sentence, *claim.passages)}", sentence,
                     claim.passages)
        if _restates(claim.text, sentence) or not _distinct_fact(claim, fact) \
                or _conditional(sentence):
            continue
        for source, false_fact in _faults_of(suite, fact):
            if not usable_fault(claim.text, sentence, source, false_fact,
                                topic=topic_lemmas(tuple(claim.passages.values()))):
                continue
            named = _named_for_pronoun(claim.text, false_fact)
            if not _about(mine, named, by_name=row):
                continue
            joined = _join(claim.text, named, context, repeat=row)
            if joined is not None:
                kind = "a table row read as" if sentence in rows else "a passage sentence,"
                found.append(Edit.replace(
                    *joined, note=f"joined with a false fact ({kind} "
                                  f"{sentence!r}, made false): {named}"))
    return found


#: A year in a table's value ("March 25, 1984", "1903").
_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
#: Small words a name may hold in lower case ("University of Marburg").
_NAME_LINKS = frozenset({"of", "and", "the", "de", "da", "del", "von", "van", "for", "y"})


def row_facts(claim: Claim, mine: str) -> list[str]:
    """The rows of the claim's table passages read as sentences about the table's subject
    (``mutators/data/table_rows.json``: "Directed by: Ang Lee" → "Brokeback Mountain was
    directed by Ang Lee."): the passage states each, so each one's fault mutant is false.
    A table is a passage whose first line is a title and whose other lines are mostly
    "Key: value" rows; its subject is the claim's own (``mine``) when that is the title
    ("The album Ctrl" for "Ctrl"), the title when the claim's subject only names it
    ("Jimmy Fallon's career"), and no table is read for a claim about something else.

    >>> infobox = "Ctrl\\nReleased: June 9, 2017\\nGenre: R&B\\nLength: 49:15\\nProducer: Ant Clemons"
    >>> row_facts(Claim("c", "The album Ctrl took three years.", {"t": infobox}), "The album Ctrl")
    ['The album Ctrl was released in 2017.']
    >>> row_facts(Claim("c", "Jon Ekdal's career began in 1990.", {"t": "Jon Ekdal\\nBorn: "
    ...           "( 1961-06-04 ) 4 June 1961\\nBirth name: Jon Erik Ekdal\\nChildren: 2"}),
    ...           "Jon Ekdal's career")
    ['Jon Ekdal was born in 1961.', 'Jon Ekdal was born Jon Erik Ekdal.']
    """
    rows = table("table_rows")["rows"]
    found: list[str] = []
    for text in claim.passages.values():
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        entries = [line.split(": ", 1) for line in lines[1:] if ": " in line]
        if len(entries) < 3 or 2 * len(entries) < len(lines) - 1:
            continue  # prose, not a table
        who = _row_subject(mine, lines[0])
        for key, value in entries if who else []:
            spec = rows.get(key.strip().lower())
            said = _row_value(value, spec["value"]) if spec else None
            if spec and said:
                found.append(spec["template"].format(subject=who, value=said) + ".")
    return list(dict.fromkeys(found))


def _row_subject(mine: str, title: str) -> str | None:
    """Whom a table's rows speak of, as the join should name it: the claim's subject when
    it is the title or the title's name before a comma or bracket ("Denver" for "Denver,
    Colorado"), or ends in it as its head ("The album Ctrl"); the title's proper name when
    the claim's subject names it in a phrase of its own ("Jimmy Fallon's career"); else
    None.

    >>> _row_subject("The album Ctrl", "Ctrl"), _row_subject("Denver", "Denver, Colorado")
    ('The album Ctrl', 'Denver')
    >>> _row_subject("Ann Berg's career", "Ann  Berg"), _row_subject("Oslo", "Norway")
    ('Ann Berg', None)
    >>> _row_subject("Chance The Rapper's real name", "Chance The Rapper")
    'Chance The Rapper'
    """
    title = " ".join(title.split())
    names = [title, " ".join(re.split(r"[,(]", title)[0].split())]
    bare = _folded_name(mine)
    for name in names:
        if name and (bare == _folded_name(name) or bare.endswith(" " + _folded_name(name))
                     and parse(mine + " is.")[len(parse(mine)) - 1].dep_ in ("nsubj",
                                                                            "nsubjpass")):
            return mine
    name = _proper_name(names[1])
    if name and names[1].endswith(" " + name) and all(
            w[:1].isupper() or w in _NAME_LINKS for w in names[1].split()):
        # "Chance The Rapper": the parse read "The" as an article and the name as its
        # last word; a name cut short ("Rapper was born") names no one, the whole title does
        return names[1] if re.search(r"(?<!\w)" + re.escape(names[1]) + r"(?!\w)", mine,
                                     re.IGNORECASE) else None
    return name if name and _names(name, mine) else None


def _folded_name(text: str) -> str:
    """A name compared as written but for case, accents, a leading "the" and dashes
    ("The Rosenheim–Salzburg Railway" = "Rosenheim-Salzburg Railway", "Giant cell" =
    "Giant-cell", "Zösky" = "Zosky")."""
    spaced = re.sub(r"[-–—]", " ", text.lower())
    plain = unicodedata.normalize("NFKD", spaced).encode("ascii", "ignore").decode()
    return " ".join(plain.split()).removeprefix("the ")


def _row_value(value: str, kind: str) -> str | None:
    """A row's value as its sentence needs it, or None when it is not of ``kind`` (a list,
    a bracketed note, a range): see ``mutators/data/table_rows.json``."""
    plain = " ".join(re.sub(r"\([^)]*\)", " ", value).split())  # "( 1984-03-25 )" dropped
    words = plain.split()
    if kind == "year":
        found = _YEAR.search(plain)
        return found.group(1) if found else None
    if kind == "percent":
        return plain if re.fullmatch(r"\d+(?:\.\d+)?%", plain) else None
    if kind == "since":
        found = re.fullmatch(r"(\d{4}) ?[-–] ?present", plain)
        return found.group(1) if found else None
    if not words or any(c in plain for c in ";/•[]"):
        return None
    if kind == "amount":
        return plain if len(words) <= 4 and any(c.isdigit() for c in plain) \
            and "," not in plain.replace(",000", "") and not re.search(r"\d ?[-–] ?\d", plain) \
            else None
    if any(c.isdigit() for c in plain) or "," in plain:
        return None
    if kind == "demonym":
        return plain if len(words) == 1 and plain[:1].isupper() else None
    if len(words) > 6 or not all(w[:1].isupper() or w in _NAME_LINKS for w in words) \
            or not words[0][:1].isupper() or "of" in words and words[0] != "The":
        return None  # "owned by State of California" wants an article the row omits
    return "the " + plain[4:] if plain.startswith("The ") else plain


#: Verbs of state: a past sentence on them ("Marla was tired") states a fact, not an event.
_STATE_LEMMAS = frozenset({"be", "have"})


def _story_event(sentence: str) -> bool:
    """True when the passage sentence tells an event in the past ("He tossed the dossier on
    the seat", "She did not sleep"): negated and joined to a claim it reads as a non
    sequitur no writer would add (round 8: 26 of 36 such joins on stories ruled broken).

    >>> _story_event("Marla opened the gate slowly."), _story_event("Marla was tired.")
    (True, False)
    """
    verb = _finite(parse(sentence))
    return verb is not None and verb.tag_ == "VBD" and verb.lemma_ not in _STATE_LEMMAS


def _negates_a_coordination(fact: str) -> bool:
    """True when the fact's negated verb takes coordinated noun phrases of their own ("does
    not have rocky ledges by the water and a green sloop"): "not A and B" is true when only
    one is missing, and two things under one "not" read garbled (round 8); a bare pair
    ("does not serve wine and beer") is one kind, ruled a real fault.

    >>> _negates_a_coordination("The island does not have ledges and a sloop.")
    True
    >>> _negates_a_coordination("The island has ledges and a sloop.")
    False
    >>> _negates_a_coordination("Cotto does not serve wine and beer.")
    False
    """
    root = parse(fact)[:].root
    if not any(c.lower_ in _NEGATIONS for c in root.children):
        return False
    predicate = [t for c in root.children if c.dep_ not in ("nsubj", "nsubjpass")
                 for t in c.subtree]
    return any(t.dep_ == "conj" and t.pos_ in ("NOUN", "PROPN")
               and any(d.dep_ == "det" for d in t.children) for t in predicate)


def passage_facts(claim: Claim) -> list[str]:
    """The sentences of the claim's passages that read as a fact of their own: one
    declarative sentence of 5 to 30 words opening with its subject (no fronted "In the
    election, ..."), no question, speaker label, transcript mark, bracket or quote, no first
    or second person, no "here", "said" or "the following"; never a passage's opening
    sentence when more follow (it may sum up the rest, which the claim then entails).

    >>> text = ("Tom\\nQ: Is he tall?\\nTom is a man of note. Tom was born in 1950. I met "
    ...         "Tom here once. In 1990, Tom moved to Oslo. Tom (born 1950) is tall. Tom has "
    ...         "lived in Oslo since 1990 .")
    >>> c = Claim("c", "Tom works.", {"p": text})
    >>> passage_facts(c)
    ['Tom was born in 1950.']
    """
    return list(_passage_facts(tuple(claim.passages.values())))


@lru_cache(maxsize=1_024)
def _passage_facts(passages: tuple[str, ...]) -> tuple[str, ...]:
    """:func:`passage_facts` of a context set, worked out once per run (every claim on the
    same passages asks), the sentences left by the cheap tests parsed in one batch."""
    candidates: list[str] = []
    for text in passages:
        stated = [one for line in text.splitlines() for one in split_sentences(line)
                  if one[-1:] == "."]  # a title line or a question states nothing
        # a passage's opening sentence often sums up what follows ("GitHub limits the size
        # of files"): a claim drawn from the rest may entail it, so its mutant is "X and not X"
        for sentence in stated[1:] if len(stated) > 1 else stated:
            words = sentence.split()
            if not 5 <= len(words) <= 30 or not sentence[:1].isupper() \
                    or sentence[-1:] != "." or any(c in sentence for c in ':{}[]()"“”?!;') \
                    or " ," in sentence or " ." in sentence:  # tokenised web text
                continue
            candidates.append(sentence)
    found: list[str] = []
    for sentence, doc in zip(candidates, parse_many(candidates), strict=True):
        if _SPEAKER_BOUND & {t.lower_ for t in doc} or " as well" in sentence \
                or not _opens_with_subject(doc):
            continue
        if sentence not in found and single_sentence(sentence):
            found.append(sentence)
    return tuple(found)


def _opens_with_subject(doc) -> bool:  # type: ignore[no-untyped-def]
    """True when the main clause's subject is the sentence's first phrase and names nothing
    twice (web text glues a page's title to it: "Judge Sonia Sotomayor Sonia Sotomayor has").

    >>> _opens_with_subject(parse("Sotomayor Sonia Sotomayor has served as a judge."))
    False
    >>> _opens_with_subject(parse("Sotomayor has served as a judge."))
    True
    >>> _opens_with_subject(parse("View is ok, nothing great."))
    False
    """
    found = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not found or found[0].left_edge.i != 0:
        return False
    head = found[0]
    if head.tag_ == "NN" and not list(head.children):
        return False  # a review's note ("View is ok, nothing great."), not a stated fact
    names = [t.lower_ for t in head.subtree if t.text[:1].isupper()]
    return len(names) == len(set(names))


#: Subjects that point at the speaker or reader, or at something a sentence before named.
_DEICTIC = frozenset({"i", "you", "we", "he", "she", "it", "they", "this", "that", "these",
                      "those", "one", "there", "someone", "everyone", "anyone"})


def _stands_alone(fact: str) -> bool:
    """True when ``fact`` can follow another claim as a clause of its own: its subject is a
    noun phrase that says who or what it is ("The hotel", "PhD G"), not a pronoun.

    >>> _stands_alone("Zizzi does not have a terrace."), _stands_alone("They do not have a bar.")
    (True, False)
    """
    doc = parse(fact)
    found = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not found:
        return False
    head = found[0]
    return head.pos_ in ("NOUN", "PROPN") and head.lower_ not in _DEICTIC and not any(
        t.lower_ in _DEICTIC and t.pos_ in ("PRON", "DET") for t in head.subtree)


def _redescribes(claim: str, fact: str) -> bool:
    """True when ``fact``'s subject is an indefinite noun phrase headed by a noun the claim
    uses of its own subject ("Death Certificate is a hip hop album ..., and a hip hop album
    with 3 producers was released in 1991"): it stands for the claim's subject without
    naming it, so the clause names no subject of the claim.

    >>> _redescribes("Dusk is a hip hop album by Kay.", "A hip hop album with 3 producers "
    ...              "was not released in 1991.")
    True
    >>> _redescribes("Dusk is a hip hop album by Kay.", "A small label did not release it.")
    False
    """
    doc = parse(fact)
    found = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not found or not any(c.lower_ in ("a", "an") for c in found[0].children):
        return False
    theirs = subject(claim)
    said = content_lemmas(claim[theirs[1]:]) if theirs else frozenset()
    return found[0].lemma_.lower() in said


def _named_for_pronoun(claim: str, fact: str) -> str:
    """``fact`` with a "He" / "She" subject replaced by the claim's subject when that subject
    is a person's name and neither sentence names another person: the two co-refer simply.

    >>> _named_for_pronoun("Barack Obama was born in Hawaii.", "He served four terms.")
    'Barack Obama served four terms.'
    >>> _named_for_pronoun("Obama met Biden in 2008.", "He served four terms.")
    'He served four terms.'
    """
    doc = parse(fact)
    if not doc or doc[0].lower_ not in ("he", "she") or doc[0].dep_ not in ("nsubj", "nsubjpass"):
        return fact
    found = subject(claim)
    mine = parse(claim)
    people = {e.text for e in mine.ents if e.label_ == "PERSON"} | {
        e.text for e in doc.ents if e.label_ == "PERSON"}
    if found is None or len(people) != 1 or found[0] not in people:
        return fact
    if any(t.lower_ in ("he", "she", "his", "her", "him") for t in doc[1:]):
        return fact  # a second pronoun may point at someone else
    return found[0] + fact[len(doc[0].text):]


def _stated(claim: Claim) -> bool:
    """True when one window of the claim's passages holds two thirds of its content words or
    more, its main verb among them: then its negation is false, where a loosely worded
    claim's ("depicted" for "built") may be true. A summary's sibling names its topic in the meeting's own
    words though it puts the rest in its own ("The team did not agree that it was important
    to keep good backups"), as the same-subject joins, which need no window, always took."""
    root = parse(claim.text)[:].root
    verb = root.lemma_.lower() if root.pos_ in ("VERB", "AUX") and root.lemma_ != "be" \
        else None  # the predicate a loose wording gets wrong must be the passage's own
    return well_stated(claim.text, claim.passages,
                       misses=len(content_lemmas(claim.text)) // 3) and (
        verb is None or mentions_any(claim.passages, [verb]))


def _conditional(text: str) -> bool:
    """True when the main clause has a condition or time clause (if, when, unless...)."""
    doc = parse(text)
    return any(c.dep_ == "advcl" for c in doc[:].root.children)


def _scoped_claim(text: str) -> bool:
    """True when the claim's main clause has an adverbial clause that would scope over a
    half joined after it: one opened by a subordinator ("if", "when", "though", "so") or
    standing before the verb. A participle trailing the clause ("..., making it a huge
    province") says what the clause did, and scopes over no "and" after it.

    >>> _scoped_claim("When you upgrade, the plan costs more.")
    True
    >>> _scoped_claim("The plan costs more if you upgrade.")
    True
    >>> _scoped_claim("Bengal had 78 million people, making it a huge province.")
    False
    """
    root = parse(text)[:].root
    return any(c.dep_ == "advcl" and (c.i < root.i or c.tag_ not in ("VBG", "VBN") or any(
        d.dep_ in ("mark", "advmod", "nsubj", "nsubjpass") and d.i < c.i for d in c.children))
        for c in root.children)


def _restates(claim: str, other: str) -> bool:
    """True when ``other`` says mostly what ``claim`` says: over half the content words of
    its predicate (the words past its subject) are the claim's too, in the claim's predicate
    or anywhere in the claim (the two name the same things in swapped roles).

    >>> _restates("The county council of Cambridgeshire is Cambridgeshire County Council.",
    ...           "Cambridgeshire County Council is the county council of Cambridgeshire, England.")
    True
    >>> _restates("Kenny Chesney is American.", "Kenny Chesney was born on March 26, 1968.")
    False
    """
    def predicate(text: str) -> frozenset[str]:
        found = subject(text)
        return content_lemmas(text) - (content_lemmas(found[0]) if found else frozenset())
    mine, theirs = predicate(claim), predicate(other)
    if not theirs or len(mine & theirs) > 0.5 * len(theirs):
        return True
    # subject and object swapped ("The county council of Cambridgeshire is Cambridgeshire
    # County Council" / "Cambridgeshire County Council is the county council of ..."): the
    # other's predicate is mostly the claim's words, wherever the claim has them
    found = subject(other)
    said = content_lemmas(other[found[1]:]) if found else frozenset()
    return bool(said) and len(content_lemmas(claim) & said) > 0.5 * len(said)


def _support_sentence(claim: Claim) -> str:
    """The sentence (or line) of the claim's passages that shares the most of the claim's
    content words past its subject; "" when none shares any."""
    return _support_sentence_of(claim.text, tuple(claim.passages.values()))


@lru_cache(maxsize=8_192)
def _support_sentence_of(text: str, passages: tuple[str, ...]) -> str:
    """:func:`_support_sentence`, once per claim: asked again for each sibling pair."""
    mine = content_lemmas(text)
    found = subject(text)
    said = mine - content_lemmas(found[0]) if found else mine
    mine = said or mine  # what the claim says of its subject, not the subject's name, which a
    # table's title line repeats ("Brokeback Mountain" would support every claim about it)
    # a line is a unit of its own: a table's rows ("Budget: £85m") hold no full stop
    sentences = [s for passage in passages for line in passage.splitlines()
                 for s in split_sentences(line)
                 if s.strip() and not s.rstrip().endswith("?")]  # an FAQ's question states nothing
    parse_bare_many(sentences)  # the lemmas below read each: one batch, not one at a time
    best = max(sentences, key=lambda s: len(mine & content_lemmas(s)), default="")
    return best if mine & content_lemmas(best) else ""  # no line says it in the claim's words


#: A table's row: "Key: value" ("Opened: November 12, 1936").
_ROW = re.compile(r"^[^:.!?]{1,40}: \S")


def _distinct_fact(claim: Claim, other: Claim) -> bool:
    """True when ``other`` states another fact than ``claim``: another sentence supports it,
    or the one sentence holds two facts and each claim covers its own part of it, unless
    the sentence is a table's row and both tell its time: a date and the span since it
    ("opened in the 1930s", "has been around for over 80 years", both from "Opened: 1936;
    82 years ago") are one fact."""
    mine, theirs = _support_sentence(claim), _support_sentence(other)
    if not mine and not theirs:  # no line says either in its words: two wordings of one
        return _different_kinds(claim.text, other.text)  # fact are likely, kinds must differ
    if not mine or not theirs:  # one is a line's words, the other in words of its own ("over
        return _apart(claim.text, other.text)  # two hours long" for "Running time: 134 min")
    if mine != theirs:
        return True
    if _ROW.match(mine) and "time" in _fact_kinds(claim.text) & _fact_kinds(other.text):
        return False  # a table's row holds one time; a sentence may hold two (born, died)
    sentence = content_lemmas(mine)

    def part(c: Claim) -> frozenset[str]:
        found = subject(c.text)
        return (content_lemmas(c.text) & sentence) - (content_lemmas(found[0]) if found
                                                      else frozenset())
    a, b = part(claim), part(other)
    return bool(a) and bool(b) and len(a & b) <= 1 and not (a <= b or b <= a)


#: Entity labels that name the same kind of fact: a date, a span or an age are all "when".
_KIND_OF_LABEL = {"DATE": "time", "TIME": "time", "CARDINAL": "amount", "QUANTITY": "amount",
                  "MONEY": "amount", "PERCENT": "amount", "ORDINAL": "amount",
                  "GPE": "place", "LOC": "place", "FAC": "place", "NORP": "origin",
                  "LANGUAGE": "origin"}


def _fact_kinds(text: str) -> frozenset[str]:
    """The kinds of the entities a claim states past its subject: "was founded in 1931" is a
    "time", "is a rapper from New Jersey" a "place"."""
    doc = parse(text)
    found = subject(text)
    start = found[1] if found else 0
    return frozenset(_KIND_OF_LABEL.get(e.label_, e.label_.lower()) for e in doc.ents
                     if e.start_char >= start)


def _different_kinds(claim: str, other: str) -> bool:
    """True when two claims about one subject state facts of different kinds, each naming at
    least one: a time and a place are two facts, two times ("formed in 1931", "founded in
    the 20th century") may be one fact in two wordings.

    >>> _different_kinds("Joe Budden has been rapping for two decades.",
    ...                  "Joe Budden is a rapper from New Jersey.")
    True
    >>> _different_kinds("The institute was formed in 1931.",
    ...                  "The institute was founded in the 20th century.")
    False
    """
    mine, theirs = _fact_kinds(claim), _fact_kinds(other)
    return bool(mine) and bool(theirs) and not mine & theirs


def _apart(claim: str, other: str) -> bool:
    """True when two claims about one subject share no word past it and no kind of fact: a
    retold event beside a passage's state ("Marla rows out to the far island" / "Marla had a
    small boat in the harbour") is two facts; "is over two hours long" beside "runs 134
    minutes" (two times) may be one.

    >>> _apart("Marla rows out to the far island.", "Marla had a small boat in the harbour.")
    True
    >>> _apart("The film is over two hours long.", "The film runs for 134 minutes.")
    False
    """
    def said(text: str) -> frozenset[str]:
        found = subject(text)
        return content_lemmas(text) - (content_lemmas(found[0]) if found else frozenset())
    return not said(claim) & said(other) and not _fact_kinds(claim) & _fact_kinds(other)


def _about(subject_text: str, fact: str, *, by_name: bool = False) -> bool:
    """True when ``fact`` is about the subject: same subject, the same head sharing one of
    its words, or (``by_name``) one subject, no pair, named in the other ("Jimmy Fallon" in
    "Jimmy Fallon's career", "Detroit" in "The city of Detroit").

    >>> _about("Jimmy Fallon's career", "Jimmy Fallon did not attend college.", by_name=True)
    True
    >>> _about("Japan's upper house", "The capital of Japan is not Kyoto.", by_name=True)
    False
    >>> _about("Vauna and Gravgak", "Gravgak is not a guard.", by_name=True)
    False
    """
    theirs = subject(fact)
    if theirs is None:
        return False
    if theirs[0].lower() == subject_text.lower() or (
            head_lemma(fact) == head_lemma(subject_text + " is.")
            and bool(content_lemmas(subject_text) & content_lemmas(theirs[0]))):
        return True
    return by_name and not any(" and " in f" {s} " for s in (subject_text, theirs[0])) and (
        _names(theirs[0], subject_text) or _names(subject_text, theirs[0]))


def _names(named: str, within: str) -> bool:
    """True when ``named`` is headed by a proper name ("Jimmy Fallon", "Detroit, Michigan")
    that ``within`` writes word for word ("Jimmy Fallon's career")."""
    name = _proper_name(named)
    return bool(name) and bool(re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", within,
                                         re.IGNORECASE))


def _proper_name(text: str) -> str:
    """The proper name heading the noun phrase ``text`` ("Kamal Haasan" of "Chevalier Kamal
    Haasan" where the parse reads the title apart), or ""."""
    doc = parse(text + " is.")
    heads = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not heads or heads[0].pos_ != "PROPN":
        return ""
    head = heads[0]
    start = min([c.i for c in head.children if c.dep_ == "compound" and c.i < head.i
                 and c.pos_ == "PROPN"] + [head.i])
    return doc[start:head.i + 1].text


def _faults_of(suite: Suite, other: Claim) -> list[tuple[str, str]]:
    """The fault mutants of ``other`` as (source mutator, text) (seed 0, memoised per suite)."""
    table = _cache.get(suite.passage_set)
    if table is None:
        table = _cache[suite.passage_set] = {}
        while len(_cache) > 4:
            _cache.popitem(last=False)
    if other.id not in table:
        texts: list[tuple[str, str]] = []
        for name in SOURCES:
            texts += [(name, m.text) for m in mutate_claim(other, suite, get_mutator(name),
                                                            seed=0)]
        table[other.id] = list(dict.fromkeys(texts))
        parse_many(text for _, text in table[other.id])  # the checks parse each: one batch
    return table[other.id]


def _words(text: str) -> list[str]:
    return list(_words_of(text))


@lru_cache(maxsize=8_192)
def _words_of(text: str) -> tuple[str, ...]:
    """The lowercase words of ``text``, read once per text: the fault checks ask them of the
    same claim and candidate facts again and again (30 times per text on average)."""
    return tuple(t.lower_ for t in parse(text) if not t.is_punct)


def _changed_lemmas(original: str, false_fact: str) -> frozenset[str]:
    """Content lemmas of the false fact near its edit: the words it changed and three either
    side (the predicate the edit concerns)."""
    old, new = _words(original), _words(false_fact)
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and old[-1 - end] == new[-1 - end]:
        end += 1
    window = new[max(0, start - 3):len(new) - end + 3]
    return content_lemmas(" ".join(window))


def _stem_match(a: str, b: str) -> bool:
    """True for one word in two forms ("Turkish" / "Turkey"): a shared start of at least
    four letters and most of the shorter word."""
    shared = 0
    while shared < min(len(a), len(b)) and a[shared] == b[shared]:
        shared += 1
    return shared >= 4 and shared >= 0.6 * min(len(a), len(b))


def _objects(text: str) -> frozenset[str]:
    """Lemmas of the head nouns the main verb takes as object or complement.

    >>> sorted(_objects("The Lodge does not have original and clean bathrooms or a pool."))
    ['bathroom', 'pool']
    """
    root = parse(text)[:].root
    heads = [c for c in root.children if c.dep_ in ("dobj", "attr", "oprd")]
    heads += [c for h in heads for c in h.conjuncts]
    return frozenset(h.lemma_.lower() for h in heads if h.pos_ in ("NOUN", "PROPN"))


def _described(text: str) -> frozenset[str]:
    """Lemmas of the nouns an adjective describes ("pristine bathrooms"): what a claim
    judges, whatever the parse made of the phrase holding them.

    >>> sorted(_described("Both offer pristine bathrooms and a big pool."))
    ['bathroom', 'pool']
    """
    return frozenset(t.head.lemma_.lower() for t in parse(text)
                     if t.dep_ == "amod" and t.pos_ == "ADJ" and t.head.pos_ == "NOUN")


def _negated_predicate(original: str, false_fact: str) -> frozenset[str]:
    """The content lemmas past the negation a fault added ("was not born on the west coast"
    → born, west, coast): the words the negation denies, however far from it; none for a
    fault that is no negation, nor a unit counted.

    >>> sorted(_negated_predicate("Kim was born on the coast.", "Kim was not born on the coast."))
    ['bear', 'coast']
    >>> sorted(_negated_predicate("Al ran 20 yards.", "Al did not run 20 yards."))
    ['run']
    """
    if not _negated(original, false_fact):
        return frozenset()
    doc = parse(false_fact)
    at = next((t.i for t in doc if t.lower_ in _NEGATIONS), len(doc))
    return content_lemmas(false_fact) & {
        t.lemma_.lower() for t in doc[at + 1:]
        if t.pos_ != "NUM" and not any(c.dep_ == "nummod" for c in t.children)}  # a unit counted ("2000 yards")
        # names no slot: "with 10,000 passing yards" and "not rushed 2000 yards" are two


def _same_slot(claim: str, original: str, false_fact: str, *,
               topic: frozenset[str] = frozenset()) -> bool:
    """True when the false half's edit concerns what the claim itself asserts ("Turkish-born
    ..., and ... not from Turkey"): the joined sentence would contradict itself, which reads
    as nonsense rather than as a half-true claim.

    >>> _same_slot("Ali is Turkish-born.", "Ali is from Turkey.", "Ali is not from Turkey.")
    True
    >>> _same_slot("Ali is a chef.", "Ali is from Turkey.", "Ali is not from Turkey.")
    False
    >>> _same_slot("Both offer pristine bathrooms.", "The Lodge has original and clean bathrooms.",
    ...            "The Lodge does not have original and clean bathrooms.")
    True
    >>> _same_slot("Kim is from the west coast.", "Kim was born on the west coast of Canada.",
    ...            "Kim was not born on the west coast of Canada.")
    True

    A word of the passages' ``topic`` (:func:`topic_lemmas`) is shared by every fact they
    state, and marks no slot:

    >>> _same_slot("The silver tips give the coat a sheen.", "The cat has a blue coat.",
    ...            "The cat does not have a blue coat.", topic=frozenset({"coat"}))
    False
    """
    found = subject(claim)
    theirs = subject(original)
    named = (content_lemmas(found[0]) if found else frozenset()) | (
        content_lemmas(theirs[0]) if theirs else frozenset()) | topic
    mine = {w for w in content_lemmas(claim.replace("-", " ")) - named}
    near = _changed_lemmas(original, false_fact) - named
    if sum(w in _NEGATIONS for w in _words(original)) != sum(
            w in _NEGATIONS for w in _words(false_fact)) \
            and _objects(false_fact) & (_objects(claim) | _described(claim)) - named:
        return True  # "does not have original and clean bathrooms" denies the claim's
        # "offer pristine bathrooms" however far past the negation the noun sits
    denied = _negated_predicate(original, false_fact) - named
    if sum(any(a == b or _stem_match(a, b) for b in denied) for a in mine) > 1:
        return True  # "was not born on the west coast" denies two of the claim's words
        # however far past its "not" they sit ("is from the west coast")
    return any(a == b or _stem_match(a, b) for a in mine for b in near
               if a.isalpha() and b.isalpha())  # a shared number is no shared slot


#: Words for a kind of thing, and words for things of that kind: a claim about one of them
#: presumes the kind ("The beer is cold" presumes alcohol is served), so a false half that
#: denies the kind contradicts the true half in words.
_KINDS: dict[str, frozenset[str]] = {
    "alcohol": frozenset("beer wine cocktail liquor spirit ale lager cider champagne whisky "
                         "whiskey vodka gin rum sake prosecco sangria margarita mojito "
                         "pint".split()),
    "drink": frozenset("beer wine cocktail liquor coffee tea juice soda lemonade smoothie "
                       "espresso latte cappuccino water".split()),
    "beverage": frozenset("beer wine cocktail liquor coffee tea juice soda".split()),
    "internet": frozenset("wifi wi-fi wireless broadband connection".split()),
    "wifi": frozenset("internet wireless connection".split()),
    "coffee": frozenset("espresso latte cappuccino".split()),
    "pet": frozenset("dog cat puppy".split()),
    "meal": frozenset("breakfast lunch dinner brunch supper".split()),
    "food": frozenset("breakfast lunch dinner brunch supper meal dish pizza pasta curry "
                      "dessert".split()),
}
#: Adjectives that only praise or only fault ("nice", "enjoyable", "poor"): two of one leaning
#: say the same of one subject, so one negated beside the other contradicts it.
_PRAISE = frozenset("nice good great enjoyable pleasant lovely excellent wonderful amazing "
                    "fantastic awesome superb perfect fine decent positive delightful "
                    "beautiful outstanding terrific relaxing relaxed comfortable cozy cosy "
                    "welcoming charming peaceful".split())
_FAULT = frozenset("bad poor terrible awful horrible mediocre negative unpleasant "
                   "disappointing dreadful lousy subpar".split())


def _contradicts(claim: str, original: str, false_fact: str, *,
                 topic: frozenset[str] = frozenset()) -> bool:
    """True when the false half (``false_fact``, a fault of ``original``) denies in words what
    the claim says: the same slot (:func:`_same_slot`), a kind the claim's thing belongs to
    (:func:`_denies_kind`), or the same judgement of the same thing (:func:`_judged_alike`).

    >>> _contradicts("The beer is cold and cheap.", "The Curry Queen does serve alcohol.",
    ...              "The Curry Queen does not serve alcohol.")
    True
    """
    return _same_slot(claim, original, false_fact, topic=topic) \
        or _denies_kind(claim, original, false_fact) \
        or _judged_alike(claim, original, false_fact) \
        or _denies_mixed_views(claim, original, false_fact) \
        or _denies_a_thing_named(claim, original, false_fact, topic=topic) \
        or _denies_the_agent(claim, original, false_fact) \
        or _restates_own_value(claim, original, false_fact) \
        or _denies_a_bare_class(claim, original, false_fact) \
        or _shares_content(claim, original, false_fact)


@lru_cache(maxsize=1)
def _relatives() -> dict[str, frozenset[str]]:
    """Each lemma of ``partial_relatives.json`` with the lemmas that name its fact too,
    read both ways ("marry" ↔ "husband")."""
    found: dict[str, set[str]] = {}
    for word, kin in table("partial_relatives")["relatives"].items():
        for other in kin:
            found.setdefault(word, set()).add(other)
            found.setdefault(other, set()).add(word)
    return {w: frozenset(k) for w, k in found.items()}


def _akin(a: str, b: str) -> bool:
    """True for two lemmas of one fact in two words: relatives ("married" / "husband") or
    one word with and without a negative prefix ("active" / "inactive"). (One word in both
    halves is :func:`_same_slot`'s, near the edit only: a class noun or a year shared by
    two facts of one subject is common in good rows.)"""
    return b in _relatives().get(a, frozenset()) or any(
        a == p + b or b == p + a for p in _NEGATIVE_PREFIXES)


def _predicate_lemmas(text: str, named: frozenset[str]) -> frozenset[str]:
    """Content lemmas of ``text`` outside its subject's and the sibling's subject's
    (``named``), in lower case, numbers left out."""
    return frozenset(w for w in content_lemmas(text.replace("-", " ")) - named
                     if w.replace(".", "").isalpha())


def _shares_content(claim: str, original: str, false_fact: str) -> bool:
    """True when the false half talks about a fact of the claim's: a predicate word of
    each names it in two words ("married twice" / "not a husband", "active" / "inactive",
    "developed in 1979" / "debuted over 75 years ago"). The joined sentence then
    contradicts itself in its wording instead of adding an unsupported claim.

    >>> _shares_content("Ann has been married twice.", "Ann is a singer and a mother.",
    ...                 "Ann is not a wife.")
    True
    >>> _shares_content("The band is from France.", "The band is a French group.",
    ...                 "The band is not a French group.")
    False
    """
    found, theirs = subject(claim), subject(original)
    named = (content_lemmas(found[0]) if found else frozenset()) | (
        content_lemmas(theirs[0]) if theirs else frozenset())
    mine, false = _predicate_lemmas(claim, named), _predicate_lemmas(false_fact, named)
    return any(_akin(a, b) for a in mine for b in false)


_MONTHS = frozenset("january february march april may june july august september october "
                    "november december".split())
_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th)$")


def _values(text: str) -> frozenset[str]:
    """The numbers (ordinal endings and thousands commas dropped) and month names of a text:
    the slots of a date or a count, "April 23rd, 2017" → {"april", "23", "2017"}."""
    found = set()
    for token in parse(text):
        low = token.lower_.replace(",", "")
        if low.isdigit():
            found.add(low)
        elif _ORDINAL.match(low):
            found.add(_ORDINAL.match(low).group(1))  # type: ignore[union-attr]
        elif low in _MONTHS and token.pos_ == "PROPN":
            found.add(low)
    return frozenset(found)


def _restates_own_value(claim: str, original: str, false_fact: str) -> bool:
    """True when the false half is about the claim's own subject and restates the claim's date
    or number, then changes or denies it ("The ceremony was on April 23rd, 2017, and the
    ceremony was not held on 23 April 2017" / "was held on 23 July 2017"): the sentence
    contradicts itself on its face.

    >>> _restates_own_value("The final was on May 3rd, 2019.",
    ...     "The final, the cup's last match, was played on 3 May 2019 in Madrid.",
    ...     "The final, the cup's last match, was played on 3 June 2019 in Madrid.")
    True
    >>> _restates_own_value("The final was on May 3rd, 2019.",
    ...     "The final drew 60,000 fans.", "The final drew 70,000 fans.")
    False
    """
    mine, theirs = subject(claim), subject(original)
    if mine is None or theirs is None or \
            not content_lemmas(mine[0]) & content_lemmas(theirs[0]):
        return False
    claimed = _values(claim) - _values(mine[0])
    if not claimed or not claimed <= _values(original):
        return False
    changed = claimed & (_values(original) - _values(false_fact))
    if changed:
        return True  # the false half moves the claim's own date or number
    return _negated(original, false_fact) and (
        len(claimed) >= 2 or head_lemma(claim) == head_lemma(original))


def _negated(original: str, false_fact: str) -> bool:
    """True when the fault added a negation (or took one away)."""
    return sum(w in _NEGATIONS for w in _words(original)) != sum(
        w in _NEGATIONS for w in _words(false_fact))


def _predicate_nouns(text: str) -> frozenset[str]:
    """Lemmas of the common nouns past the main clause's subject that name a thing, not a
    unit counted ("10 users", "€12 per user")."""
    doc = parse(text)
    heads = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    inside = {t.i for t in heads[0].subtree} if heads else set()
    return frozenset(t.lemma_.lower() for t in doc if t.pos_ == "NOUN" and t.i not in inside
                     and t.head.lower_ != "per" and not any(
                         c.dep_ == "nummod" for c in t.children))


def _denies_a_thing_named(claim: str, original: str, false_fact: str, *,
                          topic: frozenset[str] = frozenset()) -> bool:
    """True when a negated false half speaks of a thing the claim's predicate names ("the
    rooms had excellent views, and guests have not been pleased with the gorgeous views"):
    it denies what the true half asserts of that thing, however the two word it.

    >>> _denies_a_thing_named("The rooms had excellent views.", "Guests loved the views.",
    ...                       "Guests did not love the views.")
    True
    >>> _denies_a_thing_named("The rooms had excellent views.", "Guests loved the pool.",
    ...                       "Guests did not love the pool.")
    False
    """
    return _negated(original, false_fact) and bool(
        _predicate_nouns(claim) & _predicate_nouns(false_fact) - topic)


def _classing_noun(text: str):  # type: ignore[no-untyped-def]
    """The noun a copular main clause classes its subject with ("a bull" of "X is a bull
    that ..."), or None."""
    root = parse(text)[:].root
    found = [c for c in root.children if c.dep_ == "attr"]
    return found[0] if root.lemma_ == "be" and found else None


def _denies_a_bare_class(claim: str, original: str, false_fact: str) -> bool:
    """True when the claim classes its subject with a noun and a negated false half denies
    it a bare class, a noun with only its article ("Bushwacker is a bull that weighed nearly
    a ton, and Bushwacker is not a bovine", round 16): the bare class may be the claim's own
    kind one level up, and the sentence then denies what it asserts. A class with words of
    its own ("is not a 1980 drama") denies a checkable detail, and passes.

    >>> _denies_a_bare_class("Rex is a dog that barks.", "Rex is a mammal.", "Rex is not a mammal.")
    True
    >>> _denies_a_bare_class("Rex is a dog that barks.", "Rex is a Welsh breed.",
    ...                      "Rex is not a Welsh breed.")
    False
    >>> _denies_a_bare_class("Rex barks a lot.", "Rex is a mammal.", "Rex is not a mammal.")
    False
    """
    if not _negated(original, false_fact) or _classing_noun(claim) is None:
        return False
    theirs = _classing_noun(false_fact)
    return theirs is not None and any(c.lower_ in ("a", "an") for c in theirs.children) \
        and all(c.dep_ == "det" for c in theirs.children)


def _denies_the_agent(claim: str, original: str, false_fact: str) -> bool:
    """True when the claim and a negated false half both say by whom their subject was
    acted on ("was financed by a group ..., and was not funded by an organization"): the
    half denies the claim's own agent in other words.

    >>> _denies_the_agent("The study was financed by a group.", "It was funded by a body.",
    ...                   "It was not funded by a body.")
    True
    """
    def agent(text: str) -> bool:
        return any(c.dep_ == "agent" for c in parse(text)[:].root.children)
    return _negated(original, false_fact) and agent(claim) and agent(false_fact)


#: Words that say opinions split ("mixed reviews", "people differ"), and words of a claim that
#: reports both sides ("some ..., but others ...").
_MIXED = frozenset("mixed mix split differ divide divided vary varied disagree conflict "
                   "conflicting".split())
_SIDES = frozenset("but while whereas others other half some however although".split())


def _denies_mixed_views(claim: str, original: str, false_fact: str) -> bool:
    """True when the false fact denies that views are mixed while the claim reports both
    sides: "Some say the portions were generous while others complained, and the Riverside
    does not have mixed reviews" contradicts itself.

    >>> _denies_mixed_views("Some say it is good, but others say it is slow.",
    ...                     "People are split in their opinions of the service.",
    ...                     "People are not split in their opinions of the service.")
    True
    >>> _denies_mixed_views("The staff is friendly.",
    ...                     "People are split in their opinions of the service.",
    ...                     "People are not split in their opinions of the service.")
    False
    """
    if _NEGATIONS & set(_words(original)) == _NEGATIONS & set(_words(false_fact)):
        return False
    return bool(_MIXED & content_lemmas(original) | _MIXED & set(_words(original))) \
        and bool(_SIDES & set(_words(claim)) or _MIXED & set(_words(claim)))


def _denies_kind(claim: str, original: str, false_fact: str) -> bool:
    """True when the false fact's edit concerns a kind of thing the claim names one of
    ("The beer is cold" with "does not serve alcohol"; "The wifi is fast" with "no internet").

    >>> _denies_kind("The beer is cold.", "Zizzi serves alcohol.", "Zizzi does not serve alcohol.")
    True
    >>> _denies_kind("The drinks were good.", "Zizzi serves alcohol.",
    ...              "Zizzi does not serve alcohol.")
    False
    """
    mine = content_lemmas(claim) | {w.lower() for w in _words(claim)}
    near = _changed_lemmas(original, false_fact)
    return any(mine & _KINDS.get(word, frozenset()) for word in near)


def _leaning(text: str) -> set[str]:
    """The leanings ("praise", "fault") of the plain judging adjectives of ``text``, also
    where the parse reads one as a participle ("a relaxing atmosphere").

    >>> _leaning("The inn has a relaxing atmosphere."), _leaning("The inn is not far.")
    ({'praise'}, set())
    """
    words = {t.lemma_.lower() for t in parse(text) if t.pos_ == "ADJ"} | {
        t.lower_ for t in parse(text) if t.dep_ in ("amod", "acomp")}
    return {name for name, lexicon in (("praise", _PRAISE), ("fault", _FAULT))
            if words & lexicon}


def _judged_alike(claim: str, original: str, false_fact: str) -> bool:
    """True when the false fact flips a judgement ("was enjoyable") of a thing the claim
    judges the same way ("is really nice"): the sentence then calls one thing nice and not
    enjoyable. A number swap judges nothing.

    >>> _judged_alike("The atmosphere is really nice.", "The entire atmosphere was enjoyable.",
    ...               "The entire atmosphere was not enjoyable.")
    True
    >>> _judged_alike("The rooms are nice.", "The pool was enjoyable.",
    ...               "The pool was not enjoyable.")
    False
    """
    if _words(original) == _words(false_fact) or not _NEGATIONS & (
            set(_words(original)) ^ set(_words(false_fact))) and not _prefixed_antonym(
                original, false_fact):
        return False  # not a flip of polarity
    doc = parse(original)
    heads = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not heads or heads[0].lemma_.lower() not in {
            t.lemma_.lower() for t in parse(claim) if t.pos_ in ("NOUN", "PROPN")}:
        return False
    return bool(_leaning(original) & _leaning(claim))


def _sound_flip(original: str, false_fact: str) -> bool:
    """False for a negation edit that reads garbled: two negations in one sentence ("not
    tall, dark but not handsome"), a negation dropped before "any" ("has any regard in law"),
    or a flipped premise of "thus" / "so" ("can be trusted and thus mistreats").

    >>> _sound_flip("Shaka was tall but not handsome.", "Shaka was not tall but not handsome.")
    False
    >>> _sound_flip("The plan includes SSO.", "The plan does not include SSO.")
    True
    >>> _sound_flip("He was both a king and an emperor.", "He was not both a king and an emperor.")
    False
    >>> _sound_flip("Tatum got married.", "Tatum got not married.")
    False
    """
    old, new = _words(original), _words(false_fact)
    if sum(w in _NEGATIONS for w in old) == sum(w in _NEGATIONS for w in new):
        return True  # not a negation edit
    if sum(w in _NEGATIONS for w in new) > 1 or "any" in new and not _NEGATIONS & set(new):
        return False
    negated = [i for i, w in enumerate(new) if w in _NEGATIONS]
    if negated and _SCOPED & set(new[negated[0]:]):
        return False  # "not both a king and an emperor", "did not have a few officials"
    if negated and _denies_a_pair(false_fact):
        return False
    doc = parse(false_fact)
    if any(t.lower_ in _NEGATIONS and t.i and doc[t.i - 1].tag_.startswith("VB")
           and doc[t.i - 1].lemma_.lower() not in ("be", "do", "have") for t in doc):
        return False  # "got not married": the negation after a main verb is no English
    return not _CONSEQUENCES & set(new)


def _denies_a_pair(fact: str) -> bool:
    """True when the negated predicate is a pair of descriptions ("is not tall and
    slender"): "not A and B" holds where only one of the two fails, so the half may be
    true. Things named in a pair ("does not serve wine and beer") read as neither, and pass.

    >>> _denies_a_pair("Gord is not tall and slender."), _denies_a_pair("Gord is not tall.")
    (True, False)
    >>> _denies_a_pair("Cotto does not serve wine and beer.")
    False
    """
    root = parse(fact)[:].root
    return any(c.dep_ in ("acomp", "oprd") and any(
        g.dep_ == "conj" for g in c.children) for c in root.children)


def _disagrees(fact: str) -> bool:
    """True when the fact's finite verb is plural and its subject one singular noun ("David
    Hughes do not live ...", a sibling's own slip the fault kept): joined to the claim it
    reads broken. (A singular verb after a plural-looking subject is often right: "Rickets
    does not ...".)

    >>> _disagrees("David Hughes do not live in Wales."), _disagrees("David Hughes lives here.")
    (True, False)
    """
    doc = parse(fact)
    heads = [c for c in doc[:].root.children if c.dep_ in ("nsubj", "nsubjpass")]
    verb = _finite(doc)
    if not heads or verb is None or any(c.dep_ == "conj" for c in heads[0].children):
        return False
    return heads[0].tag_ in ("NN", "NNP") and verb.tag_ == "VBP"


def _misplaced_article(fact: str) -> bool:
    """True when an article follows an adjective of its own noun ("in late the 20th
    century"): a sibling's slip, in its own words or its fault's, carried into the join
    reads broken (round 16). Adverbs before an article ("only the second", "almost the
    whole") and predeterminers ("such a") are English. Only where the tagger reads the
    word as an adjective: "late" read as an adverb passes.

    >>> _misplaced_article("Vellmark did not gain independence in late the 19th century.")
    True
    >>> _misplaced_article("Vellmark did not gain independence in the late 19th century.")
    False
    >>> _misplaced_article("He is only the second player."), _misplaced_article(
    ...     "It is such a good idea.")
    (False, False)
    """
    doc = parse(fact)
    return any(t.dep_ == "det" and t.i and doc[t.i - 1].head.i == t.head.i
               and doc[t.i - 1].tag_.startswith("JJ") and doc[t.i - 1].dep_ in ("amod", "advmod")
               for t in doc)


def _count_disagrees(fact: str) -> bool:
    """True when a count above one stands before a singular noun: the noun it counts ("won
    two game"), or a noun inside the counted phrase while the swap made a later one plural
    ("at least two item referencing biologies", round 16: the participle the parse read as a
    noun shows "item" is counted). A year before a noun ("a 1982 drama") or a unit ("5
    percent") counts nothing.

    >>> _count_disagrees("Kim has written at least two item referencing biologies.")
    True
    >>> _count_disagrees("The team won two game in a row.")
    True
    >>> _count_disagrees("Kim has written two computer books."), _count_disagrees(
    ...     "Brubaker is a 1982 drama."), _count_disagrees("Al took a four year hiatus.")
    (False, False, False)
    """
    doc = parse(fact)
    for token in doc[:-1]:
        after = doc[token.i + 1]
        if token.dep_ != "nummod" or after.tag_ != "NN":
            continue
        if _COUNTS.get(token.lower_, 0) > 1 and after.i == token.head.i \
                and after.dep_ != "compound":
            return True  # "two game": a spelled count, never a year or a unit; "a five
            # day match" counts the days of a match
        between = doc[after.i + 1:token.head.i]
        if (_COUNTS.get(token.lower_, 0) > 1 or token.text.isdigit() and int(token.text) > 1) \
                and token.head.tag_ == "NNS" and any(
                    t.tag_ in ("NN", "VBG") and t.suffix_ == "ing" for t in between):
            return True  # "two item referencing biologies": a participle read as a noun
            # chains "item" onto the plural; "two computer science books" passes
    return False


def _compound(fact: str) -> bool:
    """True when the fact's main verb takes a second predicate or clause ("was from a
    privileged family and then gave up ..."): the false edit hits one part and the other may
    contradict it or the claim.

    >>> _compound("Diana had two sons and passed away in 1997."), _compound("Diana had two sons.")
    (True, False)
    """
    root = parse(fact)[:].root
    return any(c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") for c in root.children)


def _miscounts_list(original: str, false_fact: str) -> bool:
    """True when the false fact changed a count that the list after it spells out ("five
    teams, the Mariners and Reds"): the sentence then contradicts itself.

    >>> _miscounts_list("He played for two teams, the Mariners and Reds.",
    ...                 "He played for five teams, the Mariners and Reds.")
    True
    """
    if _words(original) == _words(false_fact):
        return False
    doc = parse(original)
    for token in doc:
        value = _COUNTS.get(token.lower_, int(token.text) if token.text.isdigit() else None)
        if value is None:
            continue
        if len(token.head.conjuncts) == value and token.head.i > token.i:
            return True  # "two teams, the Mariners and Reds" parses the list onto "teams"
        for later in doc[token.i + 1:]:
            if later.dep_ != "conj" and any(c.dep_ == "conj" for c in later.children) \
                    and len(later.conjuncts) + 1 == value:
                return True
    return False


def _prefixed_antonym(original: str, false_fact: str) -> bool:
    """True when the one word changed became itself with a negative prefix or lost it.

    >>> _prefixed_antonym("Polls are available.", "Polls are unavailable.")
    True
    >>> _prefixed_antonym("Billy Herman died in 1992.", "Billy Herman failed in 1992.")
    False
    """
    old, new = _words(original), _words(false_fact)
    if len(old) != len(new):
        return False
    changed = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
    return len(changed) == 1 and any(
        b == p + a or a == p + b for a, b in changed for p in _NEGATIVE_PREFIXES)
