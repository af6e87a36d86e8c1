"""negation_flip: the main predicate says the opposite (can → cannot, does not have → has).

The predicate is the root verb of a sentence found by the dependency parse, negated with its
lemma: "wrote" → "did not write", "expires" → "does not expire", "does not have" → "has",
"cannot" → "can", "never expires" → "expires", "is no longer paid" → "is paid". A modal of
possibility (may, might, could) is not negated: "may not" does not contradict "may"; a lone
"may" right before its verb becomes "cannot" ("may be renewed" -> "cannot be renewed"). A
quantified subject is denied on its quantifier ("Most X have" -> "No X have"). Nouns, names
and titles are never negated: only a verbal root is. "No X are ..." loses its "No" only when
X is plural, so the result stays grammatical. A content frame flips its clause ("One fun fact
is that X was built" -> "... that X was not built"); a clause after a dash is a statement of
its own, not a reported clause.

A leading answer particle or stance word must agree with the new polarity: "Yes, it has
parking" → "No, it does not have parking"; a particle with no clear opposite ("Sure", "Sorry")
means no mutant. Deleting a leading "No," alone is never a negation. Word lists live in
``mutators/data/negation.json``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _nlp
from ._antonym_polarity import tied_evaluations
from ._lexicon import lexicon
from ._text import match_case

_SUBJECTS = {"nsubj", "nsubjpass", "expl", "csubj"}


@mutator(name="negation_flip", kind="fault", version=17)
def negation_flip(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Add or remove the negation of a sentence's main predicate (particles agree).

    >>> from mutators._example import mutate
    >>> mutate(negation_flip, "Yes, the hotel does not offer parking.")
    ['No, the hotel offers parking.']
    >>> mutate(negation_flip, "Mary Shelley wrote Frankenstein.")
    ['Mary Shelley did not write Frankenstein.']
    """
    text = claim.text
    doc = _nlp.parse(text)
    sentences = list(doc.sents)
    for number, sentence in enumerate(sentences):
        if _presupposed_later(sentence, sentences[number + 1:]):
            continue  # "... a second player. That second player won ...": flip the later one
        for clause in (None, *_joined_clauses(sentence)):
            edit = _flip_sentence(text, sentence, clause)
            kept = list(_nlp.guarded(text, [edit])) if edit is not None else []
            if kept:  # an edit the grammar check rejects leaves the next clause to try
                yield from kept
                return


#: Subjects by which a joined clause takes up the first clause's referent ("..., and it is
#: found in all groups"): such a clause elaborates the first, whose claim it presumes.
_BACK_SUBJECTS = {"it", "they", "he", "she", "that", "this", "these", "those"}


def _joined_clauses(sentence: Any) -> list[Any]:
    """Clauses joined to the main one by a plain "and", each with a subject of its own (not a
    relative pronoun, nor a pronoun or "that X" taking up the first clause's referent, and no
    echo like "also"): when the main predicate has no fluent flip, the joined one may ("X is
    Y, and it determines Z" -> "..., and it does not determine Z"), and denying it falsifies
    the claim as well. A "but" is left alone: its contrast may presume the joined clause's
    polarity ("X was cast, but he fell ill" -> "..., but he did not fall ill" contrasts
    nothing).

    >>> from mutators._nlp import parse
    >>> doc = parse("The bridge is old, and the ferry carries trains.")
    >>> [c.text for c in _joined_clauses(doc[:])]
    ['carries']
    >>> _joined_clauses(parse("The bridge is old, but it carries trains.")[:])
    []
    """
    root = sentence.root
    joiners = [c for c in root.children if c.dep_ == "cc"]
    return [c for c in root.children if c.dep_ == "conj" and c.i > root.i and
            c.pos_ in ("VERB", "AUX") and any(g.dep_ in _SUBJECTS for g in c.children) and
            not any(g.dep_ == "mark" for g in c.children) and
            not any(g.dep_ in _SUBJECTS and (g.tag_ in _WH_TAGS or g.lower_ in _BACK_SUBJECTS or
                                            any(d.lower_ in _BACK_REFERENCES for d in g.children))
                    for g in c.children) and
            not any(t.lower_ in _ECHOES and t.dep_ == "advmod" for t in c.subtree) and
            [j.lower_ for j in joiners if root.i < j.i < c.i] == ["and"]]


#: Subordinators no main clause opens with: a root under one is a subordinate clause the
#: parse took for the sentence ("... to catch him if they can is back behind bars").
_SUBORDINATORS = {"if", "whether", "though", "although", "unless", "because", "whereas",
                  "while"}


def _flip_sentence(text: str, sentence: Any, clause: Any = None) -> Edit | None:
    """The flip of the sentence's main predicate, or of ``clause`` (a joined clause) if given."""
    if len(sentence) > 1 and sentence[0].lower_ in ("so", "neither", "nor") and \
            sentence[1].pos_ == "AUX":
        return None  # "So is the hospital ...": an echo of the sentence before
    root = _asserted(sentence.root) if clause is None else clause
    if root is not None and clause is None:
        root = _negated_report(_reported_under_hedge(root, lexicon("negation")))
    if root is None or sentence.text.rstrip().endswith("?") or root.pos_ not in ("VERB", "AUX"):
        return None
    if root.tag_ in ("VBG", "VBN") and not _auxiliaries(root) and not _past_as_participle(root):
        return None  # a fragment ("Located in Paris.")
    imperative = _imperative(root)
    if not imperative and not any(c.dep_ in _SUBJECTS for c in root.children):
        return None  # a fragment, or an imperative with no plain "do not" form
    if root.ent_type_ or (root.text[:1].isupper() and root.i != sentence.start and
                          not imperative):
        return None  # a verb inside a title ("I Kissed a Girl is ...")
    if any(c.pos_ == "VERB" and c.dep_ in ("dobj", "attr", "dep", "npadvmod", "appos") and
           any(a.dep_ in ("aux", "auxpass") for a in c.children) for c in root.children):
        return None  # the parse is confused
    if root.dep_ == "ROOT" and any(c.dep_ == "mark" and c.i < root.i and
                                   c.lower_ in _SUBORDINATORS
                                   for t in (root, *_auxiliaries(root)) for c in t.children):
        return None  # "... telling them to catch him if they can is back": a subordinate root
    if _reduced_relative_root(root):
        return None  # "X, included in the album released in 1996, was released": not the verb
    if _run_on(root):
        return None  # "It's just jazz is magical" -> "It's not jazz is magical"
    after = root.doc[root.i + 1] if root.i + 1 < len(root.doc) else None
    if after is not None and after.pos_ == "AUX" and after.head.i != root.i:
        return None  # "Calcaneal spurs can be detected": the root is really a noun
    if root.tag_ == "VBZ" and any(a.lower_ == "does" for a in _auxiliaries(root)):
        return None  # "does has": the claim's own typo
    if _modal_without_base(root):
        return None  # "You can also resources to plan": a modal before no base-form verb
    if any(t.lower_ in ("neither", "nor") and t.dep_ in ("preconj", "cc", "dep", "advmod") and
           _in_own_clause(t, root) for t in sentence):
        return None  # "neither provides A nor B": a flip doubles the negation
    if _elaborated(sentence, root):
        return None  # "was nominated for 62 awards, winning six": the rest presumes it
    if not _is_negated(root) and _carries_its_evidence(sentence, root):
        return None  # "won the election, receiving 902,438 votes against 772,817": denied,
        # the sentence's own figures contradict it
    if _conditional_permission(root):
        return None  # "allowed as long as it is folded" -> "not allowed as long as ..."
    words = lexicon("negation")
    hedged = _hedged(root, words)
    quantified = _quantified_subject(root, words) if hedged else None
    if hedged and quantified is None and not _deniable_may(root, words) or \
            any(t.lower_ == "not" and t.i + 1 < len(t.doc) and t.doc[t.i + 1].lower_ == "only"
                for t in sentence):
        return None
    particle = _particle(sentence, root, words)
    if particle is False or (imperative or clause is not None) and particle is not None:
        return None  # ("Yes, A and not B" answers neither way)
    if imperative and root.lemma_ == "be" and any(
            c.dep_ == "acomp" and any(x.dep_ == "xcomp" for x in c.children)
            for c in root.children):
        return None  # "Be sure to read" -> "Do not be sure to read" ("Be careful" stays)
    if not _is_negated(root) and (_clausal_frame(root) or _negative_in_clause(root) or
                                  _shared_object_conjunct(root)):
        return None  # "It is not important to note", "not under no", "does not X and Ys"
    if not _is_negated(root) and _has_negation(sentence, root):
        return None  # a second negation nearby reads as garble
    if _leaned_on(root):
        return None  # "..., while at the Lodge the sights are equally amazing"
    if _evidenced(root):
        return None  # "gets high ratings ... with customers saying service was great"
    if _is_negated(root) and (_stranded_polarity(root) or _restricted_after(root)):
        return None  # "were not sure whether" -> "were sure whether"
    hedges = _hedge_spans(root) if not _is_negated(root) else []
    if hedges is None or (not _is_negated(root) and _negated_complement(root)):
        return None  # "A couple of guests would not", "did not decide that X was not needed"
    if _refused_frame(root) or _contradicted_in_sentence(root) or _denied_referred_to(root):
        return None
    if _unnegatable_form(root) or _stance_judged(root):
        return None
    if _bound_to_rest(sentence, root, words):
        return None  # "the farther apart X are, the weaker", "in X, particularly in Y"
    if _presumed_by_rest(root) or _cut_off(sentence) or _rest_inconsistent(root):
        return None  # "is compatible with X and can be used as X", "slowly or quickly"
    if not _is_negated(root) and _prefixed_negative(root):
        return None  # "was unnecessary" -> "was not unnecessary": a double negative
    if not _is_negated(root) and _negative_adverb(root):
        return None  # "is hardly twenty" -> "is not hardly"
    if not _is_negated(root) and (_epistemic_adverb(root) or _bound_in_scope(root)):
        return None  # "does not possibly affect", "did not work with at least one rapper"
    if _contrasted_conjunct(root):
        return None  # "are not affected by it but can be treated": the "but" presumes it
    if quantified is not None:
        if particle is not None or _is_negated(root):
            return None
        spans = sorted([*_dropped(root, words), quantified], key=lambda s: s.start)
        if any(a.end > b.start for a, b in zip(spans, spans[1:], strict=False)):
            return None  # "Also, many X" -> both edits at the sentence's first word
        return Edit(tuple(spans), note=f"negation flipped: {quantified.replacement} ({root.text})")
    another = _another_subject(root) if not _is_negated(root) else None
    if another is not None:
        if particle is not None:
            return None
        return Edit((another,), note=f"negation flipped: {another.replacement} ({root.text})")
    stance = _stance_after_particle(sentence, root, words) if particle is not None else []
    if stance is None:
        return None
    never = _never_form(root)
    if never is False:
        return None  # "does not sometimes have", "does not rarely have"
    if isinstance(never, Span):
        return _never_edit(root, never, words, particle)
    shared = _shared_subject_verbs(root) if any(
        c.dep_ == "cc" and c.lower_ == "or" for c in root.children) else []
    if shared and _is_negated(root):
        return None  # "did not love X or think Y" -> "loved X or think Y"
    spans = _negated(text, root, words) if not _is_negated(root) else _affirmed(text, root, words)
    if spans is None:
        return None
    if shared:
        # "loved X or thought Y" -> "did not love X or think Y": the negation covers both
        if _auxiliaries(root):  # "can be incorporated or inherited": the auxiliary is shared
            if any(c.dep_ in ("aux", "auxpass") for v in shared for c in v.children):
                return None
        else:
            bases = [_base(v) for v in shared]
            if root.lemma_ == "be" or any(b is None or v.tag_ != root.tag_
                                          for b, v in zip(bases, shared, strict=True)):
                return None
            spans += [Span(v.idx, v.idx + len(v.text), b or "")
                      for b, v in zip(bases, shared, strict=True)]
    spans += _some_to_any(root) + hedges if not _is_negated(root) else _npi_rewrites(root)
    if particle is not None:
        spans += [particle, *stance]
    spans.sort(key=lambda s: s.start)
    old = text[spans[0].start:spans[-1].end]
    return Edit(tuple(spans), note=f"negation flipped: {root.text} ({old!r})")


def _never_edit(root: Any, never: Span, words: dict[str, Any], particle: Span | None) -> Edit:
    """'The Hotpot sometimes has slow service' -> 'The Hotpot never has slow service'."""
    spans = _dropped(root, words) + [never] + _some_to_any(root)
    if particle is not None:
        spans.append(particle)
    spans.sort(key=lambda s: s.start)
    return Edit(tuple(spans), note=f"negation flipped: {root.text} (sometimes -> never)")


#: Frequency adverbs of "at least once": negated, they read "does not sometimes have"; the
#: fluent opposite is "never" in their place.
_SOMETIMES = {"sometimes", "occasionally", "sporadically", "periodically"}
#: Frequency adverbs that are already negative: "does not rarely have" is garble.
_RARELY = {"rarely", "seldom", "hardly", "barely", "scarcely", "infrequently"}
_FREQUENCY_PHRASES = re.compile(r"\b(?:at times|from time to time|now and then|once in a while|"
                                r"every so often|on occasion|off and on|on and off|"
                                r"intermittently|on and off again)\b", re.I)


def _never_form(root: Any) -> Span | None | bool:
    """How a frequency adverb on the predicate is flipped: a Span putting "never" in place of
    "sometimes" (right before the verb, or after its auxiliary or copula), None when there is
    no such adverb, False when no fluent flip exists (a negative adverb like "rarely", a
    "sometimes" elsewhere in the clause, or the predicate is already negated).

    >>> from mutators._nlp import parse
    >>> _never_form(parse("The Hotpot sometimes has slow service.")[3]).replacement
    'never'
    >>> _never_form(parse("The Hotpot rarely has slow service.")[3])
    False
    >>> _never_form(parse("The Hotpot has slow service.")[2]) is None
    True
    """
    adverbs = [c for c in root.children if c.dep_ == "advmod" and
               c.lower_ in _SOMETIMES | _RARELY]
    if not adverbs:
        clause = root.doc[root.left_edge.i:root.right_edge.i + 1].text
        return False if _FREQUENCY_PHRASES.search(clause) else None
    adverb = adverbs[0]
    if adverb.lower_ in _RARELY or _is_negated(root) or len(adverbs) > 1:
        return False
    auxiliaries = _auxiliaries(root)
    slot = auxiliaries[-1].i + 1 if auxiliaries else root.i - 1
    if root.lemma_ == "be" and not auxiliaries:
        slot = root.i + 1  # "The rooms are sometimes noisy"
    if adverb.i != slot:
        return False  # "Sometimes the hotel has ...": "Sometimes ... does not" is no opposite
    return Span(adverb.idx, adverb.idx + len(adverb.text), match_case(adverb.text, "never"))


#: Adverbs of the speaker's certainty: "does not possibly affect" is no sentence.
_EPISTEMIC = {"possibly", "probably", "likely", "perhaps", "maybe", "presumably", "apparently",
              "reportedly", "allegedly", "supposedly", "arguably", "seemingly", "certainly",
              "definitely", "undoubtedly", "surely"}


def _epistemic_adverb(root: Any) -> bool:
    """The predicate carries an adverb of certainty, which a "not" cannot sit under.

    >>> from mutators._nlp import parse
    >>> _epistemic_adverb(parse("Sleep paralysis possibly affects half of us.")[3])
    True
    >>> _epistemic_adverb(parse("Sleep paralysis affects half of us.")[2])
    False
    """
    return any(c.dep_ == "advmod" and c.lower_ in _EPISTEMIC for c in root.children)


#: Lower and upper bounds: "does not affect at least two million people" reads as hedging the
#: number, not as denying the predicate.
_SCOPE_BOUNDS = re.compile(r"\b(?:at least|at most|at the (?:very )?least|no fewer than|"
                           r"no less than|no more than)\b", re.I)


def _bound_in_scope(root: Any) -> bool:
    """An "at least"/"at most" bound sits after the predicate, where the new "not" would scope
    over it.

    >>> from mutators._nlp import parse
    >>> _bound_in_scope(parse("He worked with at least one rapper.")[1])
    True
    >>> _bound_in_scope(parse("He worked with one rapper.")[1])
    False
    """
    after = root.doc[root.i + 1:root.right_edge.i + 1].text
    return _SCOPE_BOUNDS.search(after) is not None


def _contrasted_conjunct(root: Any) -> bool:
    """The predicate is the first of two joined by "but"/"yet", whose contrast presumes it:
    "X are affected by it but can be treated" -> "are not affected ... but can be treated".

    >>> from mutators._nlp import parse
    >>> doc = parse("Millions are affected by it but can be treated.")
    >>> _contrasted_conjunct(doc[2])
    True
    """
    return any(c.dep_ == "cc" and c.lower_ in ("but", "yet") for c in root.children) and \
        any(c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") for c in root.children)


#: Participles opening a result clause ("resulting in", "leading to", "causing").
_RESULTING = {"result", "lead", "cause"}
#: Words opening a contrast the first clause is set against ("One guest said A, but ...").
_CONTRAST = {"but", "however", "while", "whereas", "although", "though", "yet"}
#: Subjects of a plan or an option: "One way to solve this would be to build ..."
_OPTIONS = {"way", "option", "solution", "alternative", "possibility", "idea", "approach",
            "method", "suggestion", "choice"}
#: Nouns naming the outcome of what the first clause did: "tried X, but the results were poor".
_OUTCOMES = {"result", "outcome", "effect"}


def _refused_frame(root: Any) -> bool:
    """A frame in which the flip reads unnaturally or leaves the rest of the sentence incoherent.

    - an option or hypothetical with an infinitive: "One way would be to build" ("would not
      be to");
    - a doubtful verb reading whose lemma the negation would have to write: a lemma no verb list
      knows ("codenamed" -> "did not codename", "misidentified" -> "did not misidentifie");
    - a result the predicate causes: "is low, resulting in longer showers", "..., so he bought";
    - a report set against other reports: "One guest said A, but three guests said B";
    - an outcome that presumes the predicate: "tried X, but the results were poor";
    - an affirmed "not A, but B": "were not significant, but reasonable" -> "were significant,
      but reasonable".

    >>> from mutators._nlp import parse
    >>> _refused_frame(parse("One way would be to build a cabinet.")[3])
    True
    >>> _refused_frame(parse("The hotel has a pool.")[2])
    False
    """
    return _option_frame(root) or _doubtful_verb(root) or _result_follows(root) or \
        _contrast_presumes(root)


#: Linking verbs a parse may take for an auxiliary ("Kevin becomes disoriented").
_COPULAS = {"become", "seem", "appear", "remain", "look", "sound", "feel", "get", "grow"}
#: Marks of a concession: "throws his bombs, even though nobody ordered him to".
#: Their inflected forms, for a parse that leaves the lemma unreduced ("becomes").
_COPULA_FORMS = {form for verb in _COPULAS for form in (verb + "s", verb + "ed", verb + "d")} | {
    "became", "got", "grew", "felt"}

#: Verbs of "I don't think so", an answer whose polarity the evidence after it carries.
_SO_ANSWERS = {"think", "believe", "guess", "suppose", "hope"}

_CONCESSIVE = {"though", "although"}
#: Participles of a range that presupposes variety: "opinions ..., ranging from A to B".
_RANGING = {"range", "vary", "span"}
#: Prepositions of an exception: "viewed as professional aside from a few pleased patrons".
_EXCEPTIONS = {("aside", "from"), ("apart", "from"), ("except", "for"), ("other", "than")}


def _contradicted_in_sentence(root: Any) -> bool:
    """The rest of the sentence presumes the predicate's polarity, so the flip would contradict
    it: a concession ("throws ..., even though no one ordered him"), a range that presumes
    variety ("share different opinions, ranging from plentiful to too small"), an exception
    ("professional aside from a few patrons"), or a "which"-comment with an evaluative word of
    the polarity lexicon tied to the predicate ("is well sound-proofed, which is great").

    >>> from mutators._nlp import parse
    >>> _contradicted_in_sentence(parse("The room is quiet, which is great for sleeping.")[2])
    True
    >>> _contradicted_in_sentence(parse("The room is quiet and clean.")[2])
    False
    """
    for child in root.children:
        if child.dep_ == "advcl" and child.i > root.i and any(
                m.dep_ in ("mark", "prep") and m.lower_ in _CONCESSIVE and
                m.doc[m.i - 1].lower_ == "even" for m in child.children):
            return True  # a fronted "Although A, B" still reads as a contrast once B is flipped
        if child.dep_ in ("advcl", "xcomp", "acl") and child.lemma_.lower() in _RANGING and \
                child.i > root.i and any(c.lower_ == "from" for c in child.children):
            return True
    later = [t for t in root.subtree if t.i > root.i]
    doc = root.doc
    if any(t.lower_ == "except" or t.i + 2 < len(doc) and
           (t.lower_, doc[t.i + 1].lower_) in _EXCEPTIONS and doc[t.i + 2].lower_ != "that"
           for t in later):  # ("other than that, ..." is a connective)
        return True
    evaluations = {t.i for t in tied_evaluations(root)}
    return any(t.i in evaluations for clause in _comments(root) for t in clause.subtree)


def _comments(root: Any) -> list[Any]:
    """Non-restrictive relative clauses of the predicate's side (after the verb): ", which is
    great", ", which soon turned into gills"."""
    doc = root.doc
    out = []
    for token in root.subtree:
        if token.i <= root.i or token.dep_ != "relcl":
            continue
        relativizer = token.left_edge
        if relativizer.lower_ in ("which", "who") and relativizer.i > 0 and \
                doc[relativizer.i - 1].text == ",":
            out.append(token)
    return out


#: Pronouns by which a later part of the claim refers back to a thing.
_PRONOUNS = {"it": False, "them": True, "they": True}


def _denied_referred_to(root: Any) -> bool:
    """The thing the flip would deny (the predicate's object or attribute) is referred to later:
    a ", which ..." clause on it ("developed dark marks, which turned into gills"), a pronoun
    after it ("There is an airlock ..., with two doors after it") where the subject cannot be
    the pronoun's referent (an expletive, a person, a noun of the other number).

    >>> from mutators._nlp import parse
    >>> _denied_referred_to(parse("There is a gate at the end, with a bell beside it.")[1])
    True
    >>> _denied_referred_to(parse("There is a gate at the end of the path.")[1])
    False
    """
    if root.lemma_ == "exist" and any(t.lower_ in _PRONOUNS for t in root.sent
                                      if t.i > root.i):
        return True  # "People like that exist - they are called X": "do not exist" garbles
    things = [c for c in root.children if c.dep_ in ("dobj", "attr") and c.i > root.i and
              c.pos_ in ("NOUN", "PROPN")]
    if not things:
        return False
    thing = things[0]
    inside = {t.i for t in thing.subtree}
    if any((c.i in inside or c.head.i in inside) and c.left_edge.lower_ == "which"
           for c in _comments(root)):
        return True  # (a ", who ..." clause is about a person, who exists either way)
    if thing.pos_ != "NOUN":
        return False
    subject = next((c for c in root.children if c.dep_ in _SUBJECTS), None)
    plural = thing.tag_ in ("NNS", "NNPS")
    for token in root.sent[thing.right_edge.i + 1 - root.sent.start:]:
        if token.lower_ not in _PRONOUNS or _PRONOUNS[token.lower_] != plural:
            continue
        if subject is None or subject.dep_ == "expl" or \
                subject.lower_ in ("i", "we", "you", "he", "she") or \
                (subject.lower_ == "they" and not plural and _reviewer_after(thing)):
            return True  # "they do not have a patio, one guest said it was lovely"
    return False


def _reviewer_after(thing: Any) -> bool:
    """A reviewer is the subject of a later clause: "..., one guest said that it was ..."."""
    return any(t.dep_ in ("nsubj", "nsubjpass") and t.lemma_.lower() in _REVIEWERS
               for t in thing.doc[thing.right_edge.i + 1:])


def _bound_to_rest(sentence: Any, root: Any, words: dict[str, Any]) -> bool:
    """The predicate's polarity is bound to the rest of the sentence, so a flip reads as
    garble or denies nothing (see each check).

    >>> from mutators._nlp import parse
    >>> from mutators._lexicon import lexicon
    >>> doc = parse("The longer the dough rests, the softer the bread gets.")
    >>> _bound_to_rest(doc[:], doc[:].root, lexicon("negation"))
    True
    >>> doc = parse("The bread gets softer after the dough rests.")
    >>> _bound_to_rest(doc[:], doc[:].root, lexicon("negation"))
    False
    """
    return _comparative_correlative(sentence) or _narrowed_circumstance(root, words) or \
        _concession_inside(sentence, root, words) or _partial_circumstance(root, words) or \
        _subject_there_after(root) or _comment_takes_back(root)


def _comparative_correlative(sentence: Any) -> bool:
    """'The farther apart the piers are, the weaker the bridge gets': each clause is a degree
    of the other ("the" before a comparative), so neither has a polarity to flip."""
    doc = sentence.doc
    return any(t.lower_ == "the" and t.dep_ in ("advmod", "npadvmod") and t.i + 1 < len(doc)
               and (doc[t.i + 1].tag_ in ("JJR", "RBR") or
                    doc[t.i + 1].lower_ in ("more", "less", "fewer"))
               for t in sentence)


def _narrowed_circumstance(root: Any, words: dict[str, Any]) -> bool:
    """'originated in Mesoamerica, particularly in Maya civilization': a phrase of the
    predicate itself, after a comma and a narrowing adverb, restates where or how the
    predicate held; denied, the sentence denies the place and then narrows it."""
    doc = root.doc
    for phrase in root.children:
        if phrase.dep_ not in ("prep", "advcl", "npadvmod") or phrase.i < root.i:
            continue
        adverbs = [t for t in doc[phrase.left_edge.i:phrase.i + 1]
                   if t.lower_ in words["narrowing_adverbs"]]
        before = doc[adverbs[0].i - 1] if adverbs and adverbs[0].i > 0 else None
        if adverbs and before is not None and before.text == ",":
            return True
    return any(c.dep_ == "advmod" and c.lower_ in words["narrowing_adverbs"] and
               c.i > root.i and doc[c.i - 1].text == "," and c.i + 1 < len(doc) and
               doc[c.i + 1].dep_ == "prep" and doc[c.i + 1].head.i == root.i
               for c in root.children)


def _concession_inside(sentence: Any, root: Any, words: dict[str, Any]) -> bool:
    """'Kentucky went on to beat Oklahoma, however, they are still not recognized': a
    concessive connective joins two clauses of the sentence, one set against the other's
    polarity; flipping either leaves a concession against nothing. (One opening the
    sentence answers the sentence before it and stays.)"""
    return any(t.lower_ in words["concessive_adverbs"] and t.i > sentence.start and
               any(v.pos_ in ("VERB", "AUX") and v.i < t.i for v in sentence)
               for t in sentence)


#: Personal pronouns by which a later clause names the predicate's subject again.
_PERSONAL = {"he", "she", "they", "we", "i", "you"}


def _subject_there_after(root: Any) -> bool:
    """'He attended Harvard, where he developed an interest in poetry': a ", where" clause
    on the predicate's complement tells what the subject itself did there, which presumes the
    predicate; "did not attend Harvard, where he developed" contradicts itself. (A clause
    about something else, "are tonal languages, where the same sounds ...", stays.)"""
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    doc = root.doc
    for where in root.subtree:
        clause = where.head
        if where.lower_ != "where" or where.i <= root.i or doc[where.i - 1].text != "," or \
                clause.dep_ != "relcl":
            continue
        if clause.lemma_ != "be" and any(
                s.dep_ in ("nsubj", "nsubjpass") and
                (s.lower_ in _PERSONAL or s.lemma_.lower() == subject.lemma_.lower())
                for s in clause.children):
            return True  # ("..., where they are a staple" states what holds there anyway)
    return False


def _comment_takes_back(root: Any) -> bool:
    """'was sent to Britain, which used it to fuel its industry': a ", which" comment after the
    predicate takes the predicate's own subject or object back as "it"/"them", so it presumes
    what the predicate says happened to that thing.

    >>> from mutators._nlp import parse
    >>> doc = parse("The grain was sent to Rome, which used it to feed the army.")
    >>> _comment_takes_back(doc[3])
    True
    >>> _comment_takes_back(parse("The grain was sent to Rome, which was a large city.")[3])
    False
    """
    doc = root.doc
    for clause in _comments(root):
        if any(t.lower_ in ("it", "them") and t.dep_ in ("dobj", "pobj", "dative")
               for t in clause.subtree):
            return True
    return any(t.dep_ == "relcl" and t.i > root.i and t.left_edge.lower_ == "which" and
               doc[t.left_edge.i - 1].text == "," and t.head.dep_ == "pobj" and
               any(x.lower_ in ("it", "them") and x.dep_ in ("dobj", "pobj", "dative")
                   for x in t.subtree) for t in root.subtree)


def _partial_circumstance(root: Any, words: dict[str, Any]) -> bool:
    """'In some other districts, school begins in August': the predicate is restricted to part
    of a set by a phrase of its own ("in some districts", "at certain times"); its denial
    ("in some districts, school does not begin") still holds of the rest of the set, so it
    contradicts nothing. After the predicate, only "some" and "certain" keep that scope: "does
    not occur in many breeds" denies the "many"."""
    for phrase in root.children:
        if phrase.dep_ != "prep":
            continue
        quantifiers = words["partial_quantifiers"] if phrase.i < root.i else ("some", "certain")
        for noun in phrase.children:
            if noun.dep_ == "pobj" and any(d.dep_ in ("det", "amod") and d.lower_ in quantifiers
                                           for d in noun.children):
                return True
    return False


#: Verbs that need an object: with none, "The Paella served at X is good" is a reduced relative.
_NEEDS_OBJECT = {"serve", "offer", "make", "provide", "build", "sell", "cook", "prepare",
                 "present", "list", "display", "produce", "create", "design", "use", "give"}


def _unnegatable_form(root: Any) -> bool:
    """A form the negation cannot be written into: a subject after a full verb (locative
    inversion, "Beyond the hill rests the base"), a reduced relative mis-parsed as the root
    ("The Paella served at La Tasca is good"), a negative quantifier ("There are few areas" ->
    "not few"), or an existential over coordinated nouns ("There is no table and a sideboard").

    >>> from mutators._nlp import parse
    >>> _unnegatable_form(parse("There are few shops in the village.")[1])
    True
    >>> _unnegatable_form(parse("There are shops in the village.")[1])
    False
    """
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is not None and subject.i > root.i and root.pos_ == "VERB" and \
            not _auxiliaries(root) and not any(c.dep_ == "expl" for c in root.children):
        return True
    if root.tag_ in ("VBD", "VBN") and not _auxiliaries(root) and \
            not any(c.dep_ in ("dobj", "dative", "prt", "ccomp", "xcomp") for c in root.children):
        if root.lemma_.lower() in _NEEDS_OBJECT and subject is not None and \
                subject.lower_ not in ("i", "we", "you", "he", "she", "they"):
            return True
        if any(c.dep_ in ("advcl", "parataxis") and c.tag_ in ("VBZ", "VBP", "VBD") and
               c.i > root.i and not any(g.dep_ in _SUBJECTS | {"mark"} for g in c.children)
               for c in root.children):
            return True
    things = [c for c in root.children if c.dep_ in ("dobj", "attr", "nsubj") and c.i > root.i]
    for thing in things:
        if any(d.lower_ in ("few", "little") and d.dep_ in ("amod", "det") and
               (d.i == 0 or root.doc[d.i - 1].lower_ != "a") for d in thing.children):
            return True
        if any(c.dep_ == "expl" for c in root.children) and \
                any(c.dep_ == "conj" for c in thing.children):
            return True
    return False


def _stance_judged(root: Any) -> bool:
    """An answer the flip would leave disagreeing with the evidence after it: "I don't think
    so, one said ..." -> "I think so, one said ...".

    >>> from mutators._nlp import parse
    >>> _stance_judged(parse("I don't think so, one guest said the room was dark.")[3])
    True
    >>> _stance_judged(parse("I don't think the room was dark.")[3])
    False
    """
    return root.lemma_.lower() in _SO_ANSWERS and any(c.lower_ == "so" for c in root.children)


#: Adverbs that are negative already: a "not" beside them reads as a double negative.
_NEGATIVE_ADVERBS = {"hardly", "scarcely", "barely", "seldom", "rarely", "never"}


def _negative_adverb(root: Any) -> bool:
    """A negative adverb anywhere in the predicate's own clause: "is hardly twenty years old"
    -> "is not hardly twenty" is a double negative, not the opposite.

    >>> from mutators._nlp import parse
    >>> _negative_adverb(parse("She is barely thirty years old.")[1])
    True
    >>> _negative_adverb(parse("She is thirty years old.")[1])
    False
    """
    return any(t.lower_ in _NEGATIVE_ADVERBS and not t.text[:1].isupper() or
               t.lower_ in _NEGATIVE_ADVERBS and t.i == t.sent.start for t in _own_clause(root))


def _another_subject(root: Any) -> Span | None:
    """The "Another" of an indefinite subject, as "No other": "Another film did not feature X"
    denies nothing (some other film may still not), so the negation goes on the subject:
    "No other film featured X".

    >>> from mutators._nlp import parse
    >>> _another_subject(parse("Another novel featured the town.")[2]).replacement
    'No other'
    >>> _another_subject(parse("The novel featured the town.")[2]) is None
    True
    """
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.pos_ != "NOUN" or subject.tag_ != "NN" or root.lemma_ == "be":
        return None  # ("Another film of hers is not the 1988 drama" identifies, and stays)
    first = subject.left_edge
    if first.lower_ != "another" or first.dep_ != "det" or first.head.i != subject.i:
        return None
    return Span(first.idx, first.idx + len(first.text), match_case(first.text, "no other"))


#: Quantifiers of a subject that "no" (or "none of") denies outright: "Most satellites have a
#: low orbit" -> "No satellites have a low orbit". "Many X do not" would deny nothing.
_DENIABLE_QUANTIFIERS = {"many", "most", "several", "all", "every", "each"}

#: Words after the predicate that presume some of the quantified set do it ("..., some with").
_REMAINDER_WORDS = {"some", "others", "other", "rest", "remainder", "many", "most"}


#: Modals of obligation: a quantifier denied under one reads as a ban ("No file must ...").
_OBLIGATION_MODALS = frozenset({"must", "should", "shall", "ought"})


def _quantified_subject(root: Any, words: dict[str, Any]) -> Span | None:
    """The quantifier of the root's subject as "No" (or "None" before "of"): the denial of a
    quantified claim is on its quantifier, not its verb. None under a weak modal ("Some X may
    Y" -> "No X may Y" reads as a ban) or a modal of obligation, for another quantifier, or
    when the rest of the sentence presumes part of the set ("..., while others circle").

    >>> from mutators._nlp import parse
    >>> _quantified_subject(parse("Most satellites have a low orbit.")[2], {"weak_modals": []})
    Span(start=0, end=4, replacement='No')
    >>> _quantified_subject(parse("Many of the rooms have a view.")[4], {"weak_modals": []})
    Span(start=0, end=4, replacement='None')
    """
    if any(a.lower_ in words["weak_modals"] or a.lower_ in _OBLIGATION_MODALS
           for a in _auxiliaries(root)):
        return None  # "No file must be smaller than 2 GB": a ban of unclear scope, not a denial
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > root.i or any(
            t.lower_ in _REMAINDER_WORDS for t in root.sent if t.i > root.i):
        return None
    first = subject.left_edge
    if first.lower_ not in _DENIABLE_QUANTIFIERS or first.i + 1 >= len(root.doc) or \
            any(t.tag_ in ("WDT", "WP", "WP$") for t in subject.subtree):
        return None  # "some species of which have": a relative clause, not the claim's subject
    after = root.doc[first.i + 1]
    if first.i == subject.i:  # "Many of them come" -> "None of them come"
        if not list(subject.children) and first.lower_ in ("many", "most", "several", "all"):
            return Span(first.idx, first.idx + len(first.text), match_case(first.text, "none"))
        if after.lower_ != "of" or after.head.i != subject.i:
            return None
        return Span(first.idx, first.idx + len(first.text), match_case(first.text, "none"))
    if first.head.i != subject.i or first.dep_ not in ("det", "amod") or \
            subject.pos_ != "NOUN" or after.tag_ in ("DT", "PRP$", "CD") or \
            after.pos_ not in ("ADJ", "NOUN", "PROPN", "VERB"):
        return None  # "all the rooms", "most of", "some 20 rooms"
    return Span(first.idx, first.idx + len(first.text), match_case(first.text, "no"))


def _stance_after_particle(sentence: Any, root: Any, words: dict[str, Any]) -> list[Span] | None:
    """A stance adverb right after a flipped answer particle judges the polarity too, so it
    flips with it: "No, unfortunately the inn does not offer X" -> "Yes, fortunately the inn
    offers X". [] when there is none; None (no mutant) when it has no opposite.

    >>> from mutators._nlp import parse
    >>> from mutators._lexicon import lexicon
    >>> doc = parse("Yes, sadly the inn has no pool.")
    >>> [s.replacement for s in _stance_after_particle(doc[:], doc[4], lexicon("negation"))]
    ['fortunately']
    """
    flips = words["stance_flips"]
    if len(sentence) < 3 or sentence[1].text != ",":
        return []
    stance = sentence[2]
    if stance.lower_ in ("yes", "yeah", "yep", "no", "nope") or stance.lower_ not in flips or \
            stance.pos_ != "ADV":
        return []
    replacement = flips[stance.lower_]
    if replacement is None:
        return None
    return [Span(stance.idx, stance.idx + len(stance.text),
                 match_case(stance.text, replacement.lower()))]


def _option_frame(root: Any) -> bool:
    """'One way would be to build', 'The best option is to call': "would not be to" reads wrong."""
    if root.lemma_ != "be" or any(c.dep_ in ("acomp", "attr") for c in root.children):
        return False
    subject = next((c for c in root.children if c.dep_ in _SUBJECTS), None)
    framed = any(a.lower_ in ("would", "could", "should") for a in _auxiliaries(root)) or \
        (subject is not None and subject.lemma_.lower() in _OPTIONS)
    return framed and any(c.dep_ in ("xcomp", "ccomp", "advcl") and c.i > root.i and
                          any(a.lower_ == "to" and a.dep_ == "aux" for a in c.children)
                          for c in root.children)


def _doubtful_verb(root: Any) -> bool:
    """A verb the negation would rewrite by its lemma ("did not VERB") whose lemma no verb
    list knows: a mis-tagged noun, a coined verb or a wrong lemma."""
    if root.pos_ != "VERB" or root.lemma_ == "be" or _auxiliaries(root):
        return False
    return not _nlp.known_verb(root.lemma_)


def _result_follows(root: Any) -> bool:
    """A later result clause follows from the predicate: "is low, resulting in longer showers",
    "had low gain, so he purchased new earphones" (a purpose "so that" is no result)."""
    later = [t for t in root.sent if t.i > root.i]
    for token in later:
        nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
        if token.lemma_ in _RESULTING and token.tag_ == "VBG" and \
                (token.lemma_ == "cause" or (nxt is not None and nxt.lower_ in ("in", "to"))):
            return True  # "resulting in", "leading to", "causing"
        if token.lower_ == "so" and token.doc[token.i - 1].text == "," and \
                (nxt is None or nxt.lower_ != "that"):
            return True  # "..., so he purchased new earphones"
    return False


def _contrast_presumes(root: Any) -> bool:
    """A contrast of the predicate's own clause that presumes its polarity: a report set
    against other reports, an affirmed "not A, but B", or "but the results ..." of an act."""
    later = [t for t in root.sent if t.i > root.i]
    own = {root.i} | {c.i for c in root.children if c.dep_ == "conj"}
    contrasts = [t for t in later if t.lower_ in _CONTRAST and t.dep_ in ("cc", "mark", "advmod")
                 and (t.head.i in own or t.head.head.i == root.i and t.head.dep_ == "advcl")]
    if root.lemma_.lower() in _REPORTING and any(
            t.i < root.i and t.lower_ in _CONTRAST and t.dep_ == "mark" and
            t.head.i != root.i and t.head.lemma_.lower() in _REPORTING for t in root.sent):
        return True  # "while others say A, most guests said B"
    if not contrasts:
        return False
    if root.lemma_.lower() in _REPORTING:
        return True  # "One guest did not say A, but three guests said B"
    if _is_negated(root) and any(c.dep_ == "cc" and c.lower_ in ("but", "yet")
                                 for c in root.children):
        return True  # "were not significant, but they were reasonable"
    after = contrasts[0].i
    return any(t.dep_ in ("nsubj", "nsubjpass") and t.lemma_.lower() in _OUTCOMES and
               t.i > after for t in later)


#: Imperatives whose "do not" reads as no instruction at all ("Do not see the guide", "Do not
#: make sure", "Do not consider adding"): verbs of pointing, minding and trying.
_NO_DO_NOT = {"see", "refer", "note", "remember", "consider", "let", "imagine", "suppose",
              "say", "keep", "make", "ensure", "feel", "please", "thank", "try", "look",
              "think", "know", "learn", "read", "find", "check"}
#: Dependents only a noun takes: a "verb" with one is a noun the parse mis-tagged.
_NOUN_DEPENDENTS = {"relcl", "det", "amod", "poss", "compound", "nummod", "acl"}
#: Tokens of a list marker before an instruction: "- Click", "2. Select", "* Open".
_MARKERS = {"-", "*", "•", "–", "—", ".", ")", "(", "#"}


def _imperative(root: Any) -> bool:
    """An affirmative instruction "do not" negates fluently: a bare verb opening its sentence
    (after a list marker or a fronted phrase and a comma: "In the form, select the engine",
    "Then, click Plan"), with no subject, auxiliary, negation, "please", that-clause, colon
    or adverb before it, and a verb whose "do not" is still an instruction.

    >>> from mutators._nlp import parse
    >>> _imperative(parse("Click the Billing tab.")[0])
    True
    >>> _imperative(parse("For more details, see the guide.")[4])
    False
    """
    if root.tag_ != "VB" or root.dep_ != "ROOT" or root.lemma_.lower() in _NO_DO_NOT:
        return False
    if any(c.dep_ in _SUBJECTS | {"aux", "auxpass", "neg", "ccomp", "mark"} for c in root.children):
        return False
    if any(c.dep_ in _NOUN_DEPENDENTS for c in root.children):
        return False  # "Sound that travels ... impacts": a relative clause hangs on a noun
    sentence = root.sent
    if any(t.lower_ == "please" or t.text in (":", ";") or t.lower_ in ("never", "not", "n't")
           for t in sentence):
        return False
    before = [t for t in sentence if t.i < root.i]
    if all(t.text in _MARKERS or t.like_num or t.is_space for t in before):
        return True
    fronted = {t.i for c in root.children if c.i < root.i and
               c.dep_ in ("prep", "advcl", "advmod", "npadvmod") for t in c.subtree}
    return root.i > sentence.start and root.doc[root.i - 1].text == "," and \
        all(t.i in fronted or t.is_punct or t.like_num for t in before) and \
        any(t.is_alpha for t in before)


def _past_as_participle(root: Any) -> bool:
    """A past-tense verb the parse tagged as a participle: no auxiliary, an active subject
    before it, and a form that is also the verb's past tense ("The first store opened in
    Roseville"). A form that is no past tense ("The store taken ...") stays a fragment.

    >>> from mutators._nlp import parse
    >>> _past_as_participle(parse("The first store opened in Roseville, Minnesota.")[3])
    True
    >>> _past_as_participle(parse("Located in Paris.")[0])
    False
    """
    if root.tag_ != "VBN" or _auxiliaries(root) or not root.lower_.isalpha():
        return False
    if not any(c.dep_ == "nsubj" and c.right_edge.i + 1 == root.i for c in root.children):
        return False  # ("The mass number, also called X, is ...": a participle of a noun)
    if any(c.dep_ in ("conj", "ccomp", "parataxis") and c.tag_ in _FINITE and
           not any(g.dep_ in _SUBJECTS for g in c.children) for c in root.children):
        return False  # "The store opened in 1962 is closed": the finite verb is the predicate
    return _inflect(root.lemma_.lower(), "did") == root.lower_


def _run_on(root: Any) -> bool:
    """A copula with nothing of its own but a bare clause after it: a run-on sentence ("It's
    just jazz is magical", "The problem is the price is high") that a negation garbles.

    >>> from mutators._nlp import parse
    >>> _run_on(parse("It's just jazz is magical.")[1])
    True
    >>> _run_on(parse("It's true that jazz is magical.")[1])
    False
    >>> _run_on(parse("Iron oxide is what gives it its red tint.")[2])
    False
    >>> _run_on(parse("Yes it is red hair is a rare trait.")[2])
    True
    """
    if root.lemma_ == "be" and any(
            c.dep_ == "ccomp" and c.lemma_ == "be" and not any(
                g.dep_ in _SUBJECTS | {"mark"} for g in c.children) and
            any(a.dep_ == "attr" and a.right_edge.i + 1 == c.i and
                not any(x.dep_ == "cc" for x in a.subtree) for a in root.children)
            for c in root.children):
        return True  # "Yes it is black hair is a trait": the attribute is the next subject
    if root.lemma_ != "be" or any(c.dep_ in ("attr", "acomp", "oprd", "prep", "xcomp")
                                  for c in root.children):
        return False
    return any(c.dep_ == "ccomp" and c.i > root.i and
               not any(m.dep_ == "mark" for m in c.children) and
               c.left_edge.tag_ not in _WH_TAGS and  # "is what gives it its tint"
               any(s.dep_ in _SUBJECTS and s.i > root.i for s in c.children)
               for c in root.children)


#: Tags of a wh-word: a clause it opens is a free relative or question, a copula's complement.
_WH_TAGS = {"WP", "WRB", "WDT", "WP$"}


def _reduced_relative_root(root: Any) -> bool:
    """The parse rooted the sentence on a reduced relative: a later verb with its own
    auxiliary and no subject is joined to the root without a conjunction ("This single,
    included in the album released in 1996, was released in 1998"), so that later verb is
    the real predicate and "the album did not release" would be garble.

    >>> from mutators._nlp import parse
    >>> doc = parse("This number two single by Ann, written by Bo Lind and included in the "
    ...             "album released two years before the Ann album Blue, was released in 2001.")
    >>> _reduced_relative_root(doc[:].root)
    True
    >>> _reduced_relative_root(parse("The band released an album and was dropped later.")[2])
    False
    """
    if _auxiliaries(root) or root.tag_ not in ("VBD", "VBN"):
        return False
    joined = {c.i for c in root.children if c.dep_ == "cc"}
    for child in root.children:
        if child.dep_ != "conj" or child.pos_ not in ("VERB", "AUX") or child.i < root.i:
            continue
        own_aux = any(a.dep_ in ("aux", "auxpass") for a in child.children)
        if own_aux and not any(g.dep_ in _SUBJECTS for g in child.children) and \
                not any(root.i < j < child.i for j in joined):
            return True
    return False


#: Focusing adverbs that need a phrase after them: a clause ending on one was cut off.
_FOCUSING = {"primarily", "mainly", "mostly", "chiefly", "largely", "particularly",
             "especially", "specifically", "solely", "merely", "only", "just", "exclusively"}


def _cut_off(sentence: Any) -> bool:
    """The sentence ends on a focusing adverb with nothing to focus on ("but the value it
    returns isn't primarily."): the source was cut off, and a flip of it stays garbled.

    >>> from mutators._nlp import parse
    >>> _cut_off(parse("A home is an investment, but the value it returns is not mainly.")[:])
    True
    >>> _cut_off(parse("The value it returns is mainly emotional.")[:])
    False
    """
    words = [t for t in sentence if not t.is_punct and not t.is_space]
    if not words:
        return False
    last = words[-1]
    head = last.head
    return last.lower_ in _FOCUSING and last.dep_ == "advmod" and \
        head.pos_ in ("VERB", "AUX") and last.i > head.i and \
        all(t.dep_ == "neg" for t in head.doc[head.i + 1:last.i])


#: Tags of a finite verb: a coordinated one does not fall under the root's auxiliary.
_FINITE = {"VBD", "VBZ", "VBP"}


def _presumed_by_rest(root: Any) -> bool:
    """A later part of the sentence presumes the predicate holds, so negating the predicate
    alone leaves the sentence contradicting itself: a finite verb coordinated with an
    auxiliary predicate, a participle of what the predicate makes possible, a "with" clause
    elaborating it, or a reason the parse split off (see each check).

    >>> from mutators._nlp import parse
    >>> _presumed_by_rest(parse("Her film was nominated and won the award in 2013.")[3])
    True
    >>> _presumed_by_rest(parse("The server can read the files, enabling fast analysis.")[3])
    True
    >>> _presumed_by_rest(parse("The server can read the files in the lake.")[3])
    False
    """
    return any(check(root) for check in _PRESUMING)


#: Dependencies of a verb's own complement or adjunct.
_COMPLEMENTS = {"dobj", "attr", "acomp", "prep", "agent", "xcomp", "ccomp", "oprd", "dative",
                "advmod", "npadvmod", "prt"}


def _finite_conjunct(root: Any) -> bool:
    """'was nominated and won the award' -> 'was not nominated and won': a bare auxiliary
    predicate shares what follows with a finite verb coordinated to it ("nominated [for]
    and won the award"); the "not" cannot reach that verb, which then presumes the
    predicate. A predicate with a phrase of its own ("was born in X and won Y") stays."""
    if not _auxiliaries(root):
        return False
    for conj in root.children:
        if conj.dep_ != "conj" or conj.tag_ not in _FINITE or conj.i < root.i or \
                any(g.dep_ in _SUBJECTS | {"aux", "auxpass"} for g in conj.children):
            continue
        if not any(c.dep_ in _COMPLEMENTS and root.i < c.i < conj.i for c in root.children):
            return True
    return False


#: Participles of what a predicate makes possible or brings about: "..., enabling robust
#: analysis", "..., allowing users to manage", "..., making it the third largest city".
_ENABLING = {"enable", "allow", "permit", "let", "empower", "facilitate", "make"}


def _enabling_result(root: Any) -> bool:
    """'can access the files, enabling robust analysis' -> 'cannot access ..., enabling ...':
    the participle after a comma states what the predicate makes possible."""
    doc = root.doc
    return any(c.dep_ in ("advcl", "xcomp") and c.tag_ == "VBG" and c.i > root.i and
               c.lemma_.lower() in _ENABLING and c.left_edge.i == c.i and c.i > 0 and
               doc[c.i - 1].text == "," for c in root.children)


def _with_clause(root: Any) -> bool:
    """'are taxed differently, with some states offering lower rates': a "with" clause on the
    predicate, with a subject and a participle of its own, elaborates it."""
    doc = root.doc
    return any(c.dep_ == "prep" and c.lower_ == "with" and c.i > root.i and
               doc[c.i - 1].text == "," and any(_partitive_instances(t, c) for t in c.subtree)
               for c in root.children)


def _partitive_instances(verb: Any, with_: Any) -> bool:
    """The participle of a "with" clause whose subject is a part of a set ("with some states
    offering", "with some emphasizing ..."): the clause lists instances of the predicate."""
    if verb.tag_ != "VBG" or verb.dep_ not in ("pcomp", "acl"):
        return False
    subjects = [g for g in verb.children if g.dep_ in _SUBJECTS]
    if verb.dep_ == "acl" and verb.head.head.i == with_.i:
        subjects.append(verb.head)
    return any(s.lower_ in _PARTS or any(d.lower_ in _PARTS and d.dep_ in ("det", "amod")
                                           for d in s.children) for s in subjects)


#: Words that take part of a set: "some", "many", "most", "several", "others".
_PARTS = {"some", "many", "most", "several", "others", "certain", "few"}


def _split_reason(root: Any) -> bool:
    """A reason clause, refused as in :func:`_reason_given`, that the parse hung on the
    predicate's complement ("is a saver [as spans of 90 are common]") or split: "is a long
    term investor as life spans of 90 are common" with "as" taken for a preposition and its
    verb for a complement or conjunct of the predicate."""
    doc = root.doc
    if any(t.lower_ == "as" and t.dep_ == "advmod" for t in root.sent):
        return False  # "as distinct as they are now": a comparison, not a reason
    complements = [c for c in root.children if c.dep_ in ("attr", "acomp", "dobj", "oprd")]
    if any(c.dep_ == "advcl" and c.left_edge.lower_ in ("as", "because") and
           c.left_edge.dep_ == "mark" for complement in complements for c in complement.children):
        return True  # ("since" may be a time: "the first attack since a bombing ...")
    joined = [c.i for c in root.children if c.dep_ == "cc"]
    for token in root.subtree:
        if token.i <= root.i or token.lower_ not in ("as", "because") or token.dep_ != "prep":
            continue
        if token.i > 0 and doc[token.i - 1].lower_ in ("such", "as", "well", "so"):
            continue  # "such as", "as well as"
        inside = {t.i for t in token.subtree if t.dep_ != "cc"}  # ("as X and Y continued")
        if any(v.tag_ in _FINITE and v.dep_ in ("ccomp", "advcl", "conj") and
               not (v.dep_ == "conj" and any(root.i < j < v.i for j in joined)) and
               v.left_edge.i > token.i + 1 and
               not any(g.dep_ in _SUBJECTS for g in v.children) and
               all(j in inside for j in range(token.i, v.left_edge.i))
               for v in root.children):
            return True
    return False


_PRESUMING = (_finite_conjunct, _enabling_result, _with_clause, _split_reason)

#: Subordinators of a concessive or contrastive clause: "A, although B" presumes A's polarity.
_CONCESSIVE = {"although", "though"}


def _rest_inconsistent(root: Any) -> bool:
    """The rest of the sentence presumes or fixes the predicate, so flipping the predicate
    alone leaves the sentence at odds with itself (see each check).

    >>> from mutators._nlp import parse
    >>> _rest_inconsistent(parse("They can develop slowly or quickly.")[2])
    True
    >>> _rest_inconsistent(parse("They can develop slowly in the cold.")[2])
    False
    """
    return any(check(root) for check in _INCONSISTENT)


def _shared_subject_and(root: Any) -> bool:
    """'is compatible with X and can be used as X' -> 'is not compatible ... and can be used':
    a copular state coordinated by "and" with a modal predicate of what it makes possible,
    sharing the subject; the negation reaches only the state, which the second presumes."""
    if root.lemma_ != "be" or not any(c.dep_ in ("acomp", "attr") for c in root.children):
        return False
    return any(c.dep_ == "conj" and c.i > root.i and c.pos_ in ("VERB", "AUX") and
               not any(g.dep_ in _SUBJECTS for g in c.children) and
               any(g.dep_ == "aux" and g.tag_ == "MD" for g in c.children) and
               any(x.dep_ == "cc" and x.lower_ == "and" and root.i < x.i < c.i
                   for x in root.children)
               for c in root.children)


def _concessive_after(root: Any) -> bool:
    """'is a cure, although donors are rare' -> 'is not a cure, although ...': a concessive or
    contrastive clause after the predicate concedes against its polarity."""
    return any(c.dep_ == "advcl" and c.i > root.i and
               any(m.dep_ == "mark" and m.lower_ in _CONCESSIVE for m in c.children)
               for c in root.children)


def _disjoined_modifier(root: Any) -> bool:
    """'can develop slowly or quickly' -> 'cannot develop slowly or quickly': a modifier of
    the predicate disjoined with another of its kind covers the alternatives, and denying
    all of them is absurd."""
    for c in root.children:
        if c.dep_ not in ("advmod", "acomp", "oprd") or c.pos_ not in ("ADV", "ADJ"):
            continue
        if any(x.dep_ == "cc" and x.lower_ == "or" for x in c.children) and \
                any(x.dep_ == "conj" and x.pos_ == c.pos_ for x in c.children):
            return True
    return False


def _enumerated_count(root: Any) -> bool:
    """'There are two methods: A and B', 'There are various types, some X and others Y':
    the things an existential counts are listed after a colon or a comma, which fixes the
    count the flip denies."""
    if not any(c.dep_ == "expl" for c in root.children):
        return False
    for attr in (c for c in root.children if c.dep_ in ("attr", "nsubj") and c.i > root.i):
        if any(t.text in (":", ";") and t.i > attr.i for t in root.sent):
            return True  # "two methods for X: A and B"
        sub = list(attr.subtree)
        for t in sub:
            if t.text == "," and t.i > attr.i and any(
                    x.dep_ == "cc" and x.i > t.i for x in sub):
                return True
    return False


def _confused_object(root: Any) -> bool:
    """'You need store the data' (no "to"): the parse takes the bare verb for an object noun
    with an object of its own; "do not need store" keeps the claim's garble."""
    return any(c.dep_ == "dobj" and c.pos_ == "NOUN" and c.i == root.i + 1 and
               any(g.dep_ == "dobj" for g in c.children) for c in root.children)


_INCONSISTENT = (_shared_subject_and, _concessive_after, _disjoined_modifier, _enumerated_count,
                 _confused_object)


def _prefixed_negative(root: Any) -> bool:
    """'was unnecessary' -> 'was not unnecessary': a complement with a negative prefix turns
    the flip into a double negative that says "maybe", not the opposite."""
    return any(c.dep_ == "acomp" and c.pos_ == "ADJ" and len(c.text) > 5 and
               c.lower_.startswith(("un", "non")) for c in root.children)


def _asserted(root: Any) -> Any:
    """The predicate a sentence asserts: the reported clause of a trailing attribution.

    "Prices rose, experts have said": the parse roots the sentence on "said", but the claim is
    that prices rose; "experts have not said" would read as garble. None when the reported
    clause has no verb of its own.
    """
    subject = next((c for c in root.children if c.dep_ in _SUBJECTS), None)
    for child in root.children:
        if child.dep_ == "ccomp" and child.i < root.i and (subject is None or subject.i > child.i):
            if _dash_between(child, root) and root.lemma_ not in _EVIDENCE_VERBS:
                return root  # "X goes back far - it's one of the first": a clause of its own
            if _fronted_adverbial(child) and _opens_on_subject(root, child):
                return root  # "During the period the story takes place, the class is taught"
            return child if child.pos_ in ("VERB", "AUX") else None
    return _framed_clause(root) or root


def _framed_clause(root: Any) -> Any:
    """The clause a content frame carries: "One fun fact is that the falls form ..." asserts
    that the falls form it, so "form" is flipped, not the frame's copula; None without one.

    >>> from mutators._nlp import parse
    >>> _framed_clause(parse("One fun fact is that the falls never freeze.")[3]).text
    'freeze'
    >>> _framed_clause(parse("The problem is that the falls freeze.")[2]) is None
    True
    """
    if root.lemma_ != "be" or any(c.dep_ in ("attr", "acomp", "neg") for c in root.children):
        return None
    if not any(c.dep_ == "nsubj" and c.pos_ == "NOUN" and
               c.lemma_.lower() in lexicon("negation")["content_frames"] for c in root.children):
        return None
    clauses = [c for c in root.children if c.dep_ == "ccomp" and c.i > root.i and
               c.pos_ in ("VERB", "AUX") and any(s.dep_ in _SUBJECTS for s in c.children)]
    return clauses[0] if len(clauses) == 1 else None


def _fronted_adverbial(clause: Any) -> bool:
    """A clause before the main one that hangs on a fronted preposition: its subject follows
    the preposition's object with no comma between, so the clause is a relative clause of
    that object ("During the period [the story takes place], the class is taught"), an
    adverbial of the main clause, not a statement of its own.

    >>> from mutators._nlp import parse
    >>> doc = parse("During the period the story takes place, the class is taught by Quirrell.")
    >>> _fronted_adverbial(doc[5])
    True
    >>> doc = parse("In 1950, Kentucky would go on to win, the team is still proud of it.")
    >>> [_fronted_adverbial(t) for t in doc if t.dep_ == "ccomp"]
    [False]
    """
    subject = next((c for c in clause.children if c.dep_ in _SUBJECTS), None)
    if subject is None:
        return False
    for prep in clause.children:
        if prep.dep_ == "prep" and prep.i < subject.i and prep.i == clause.left_edge.i and \
                prep.right_edge.i + 1 == subject.left_edge.i:
            return True
    return False


def _opens_on_subject(root: Any, clause: Any) -> bool:
    """The main clause after a fronted ``clause`` opens on its own subject right after the
    comma (", the class is taught"), the shape of an adverbial before its main clause; one
    opening on a connective (", so it seems that ...") is a second statement.

    >>> from mutators._nlp import parse
    >>> doc = parse("During the period the story takes place, the class is taught by Quirrell.")
    >>> _opens_on_subject(doc[11], doc[5])
    True
    """
    subject = next((c for c in root.children if c.dep_ in _SUBJECTS), None)
    doc = root.doc
    after = clause.right_edge.i + 1
    return subject is not None and after < len(doc) and doc[after].text == "," and \
        subject.left_edge.i == after + 1


def _dash_between(clause: Any, root: Any) -> bool:
    """A spaced dash ends the clause before the root: what follows is a second statement, not an
    attribution ("... look alikes - they are called doppelgangers").

    >>> from mutators._nlp import parse
    >>> doc = parse("Red dye goes back far - it is one of the first colors.")
    >>> _dash_between(doc[2], doc[7])
    True
    """
    doc = root.doc
    return any(t.text in _DASHES and t.whitespace_ and doc[t.i - 1].whitespace_ and
               t.head.i in (clause.i, root.i)  # (a hyphen in "non - related" is no dash)
               for t in doc[clause.i + 1:root.i])


_DASHES = {"-", "--", "\u2013", "\u2014"}


#: Words by which a later clause echoes the predicate: negating it leaves them pointing at nothing.
_ECHOES = {"equally", "also", "likewise", "similarly", "too", "same", "well"}
#: Words that refer back to the flipped clause ("that guest", "this would not be desirable").
_BACK_REFERENCES = {"this", "that", "these", "those", "such"}


def _leaned_on(root: Any) -> bool:
    """A later clause leans on the predicate: it echoes it ("equally amazing", "too", "as
    well") or refers back to what it asserts ("and that guest thought", "though the concern
    was that this ..."). Flipping the predicate would leave that clause incoherent.

    >>> from mutators._nlp import parse
    >>> root = parse("The Ashley has views, while at the Lodge the views are equally amazing.")[2]
    >>> root.text, _leaned_on(root)
    ('has', True)
    >>> _leaned_on(parse("The Ashley has great views.")[2])
    False
    """
    later = [c for c in root.children if c.i > root.i and
             c.dep_ in ("conj", "advcl", "parataxis") and c.pos_ in ("VERB", "AUX")]
    for clause in later:
        for token in clause.subtree:
            word = token.lower_
            if word in _ECHOES and token.dep_ in ("advmod", "amod", "preconj", "cc"):
                if word == "too" and (token.i + 1 >= len(token.doc) or
                                      token.doc[token.i + 1].is_alpha):
                    continue  # "too low" is a degree, not an echo
                if word == "well" and token.doc[token.i - 1].lower_ != "as":
                    continue
                return True
            if word in _BACK_REFERENCES and token.dep_ in ("det", "nsubj", "nsubjpass", "dobj") \
                    and token.tag_ != "WDT" and not any(c.dep_ == "prep" for c in token.children):
                return True  # not a relative "that", nor a contrast "those at the Avalon"
    return False


# ----------------------------------------------------------------------------- self-evidence

#: Verbs of a report that, in "with customers saying ...", quote the evidence for the predicate.
_EVIDENCE_VERBS = {"say", "note", "describe", "praise", "complain", "call", "claim", "state",
                   "mention", "comment", "report", "find", "feel", "express", "rate", "rave",
                   "agree", "suggest", "cite", "highlight", "recommend", "think", "give"}
#: Openers of a reason clause: "disagree about the decor, as half felt it was drab".
_REASONS = {"because", "since", "as"}
#: Predicates too common to tie a later clause to the flipped one by their lemma alone.
_LIGHT_VERBS = {"be", "have", "do", "get", "make", "go"}


def _evidenced(root: Any) -> bool:
    """The rest of the claim states the evidence for the predicate, so its negation would
    contradict the claim itself: a "with customers saying ..." report, a reason clause
    ("because", "since", "as"), the same predicate again later ("recommended X because ...
    recommended using X"), or the thing the predicate asserts named again ("there is alcohol,
    but ... the alcohol menu was limited").

    >>> from mutators._nlp import parse
    >>> doc = parse("The reviews are mixed with some customers saying the staff is warm.")
    >>> _evidenced(doc[3])
    True
    >>> _evidenced(parse("The hotel offers rooms with balconies overlooking the sea.")[2])
    False
    """
    return _with_report(root) or _reason_given(root) or _repeated_later(root) or \
        _asserted_thing_named_again(root)


def _with_report(root: Any) -> bool:
    """'... with customers saying service was great': a report of what the predicate sums up."""
    return any(t.lower_ == "with" and t.dep_ == "prep" and t.i > root.i and
               any(v.tag_ == "VBG" and v.lemma_ in _EVIDENCE_VERBS for v in t.subtree)
               for t in root.sent)


def _reason_given(root: Any) -> bool:
    """A reason clause of the predicate: "did not disagree ..., as half felt it was drab"."""
    return any(c.dep_ == "advcl" and c.left_edge.lower_ in _REASONS and
               c.left_edge.dep_ in ("mark", "prep") for c in root.children)


def _content_nouns(tokens: Any) -> set[str]:
    return {t.lemma_.lower() for t in tokens if t.pos_ == "NOUN" and len(t.text) > 2}


def _repeated_later(root: Any) -> bool:
    """Another verb of the claim repeats the predicate with one of its nouns: "won more events
    than X" twice, "recommended the speech recognition ... recommended using speech"."""
    if root.lemma_ in _LIGHT_VERBS:
        return False
    phrases = [c for c in root.children if c.i > root.i and c.dep_ in ("dobj", "attr", "prep",
                                                                          "dative", "acomp")]
    inside = {t.i for c in phrases for t in c.subtree}
    own = _content_nouns(root.doc[i] for i in inside)
    return any(verb.i != root.i and verb.i not in inside and verb.pos_ == "VERB" and
               verb.lemma_ == root.lemma_ and own & _content_nouns(verb.subtree)
               for verb in root.doc)


def _asserted_thing_named_again(root: Any) -> bool:
    """What the predicate says exists or is had ("there is alcohol", "has comments") is named
    again later in the claim: "but ... the alcohol menu was limited", "another comment"."""
    if root.lemma_ not in ("be", "have") or (root.lemma_ == "be" and
                                             not any(c.dep_ == "expl" for c in root.children)):
        return False
    things = [c for c in root.children if c.dep_ in ("attr", "dobj") and c.i > root.i and
              c.pos_ == "NOUN"]
    if not things:
        return False
    thing = things[0]
    lemma = thing.lemma_.lower()
    return any(t.lemma_.lower() == lemma and t.pos_ == "NOUN"
               for t in root.doc[thing.right_edge.i + 1:])


#: Words of a later sentence that point back at an earlier one ("That second player won",
#: "Another movie starring her", "... does not belong to it either", "So is the hospital").
_POINTERS = {"another", "same", "either", "too", "also", "both", "neither", "nor"}


#: Predicates that introduce a thing a next sentence's "It ..." may be about.
_OFFERING = {"have", "offer", "serve", "include", "feature", "provide", "contain"}


def _presupposed_later(sentence: Any, later: list[Any]) -> bool:
    """A later sentence of the claim points back at this one or repeats its predicate, so
    flipping this one would leave the later sentence presupposing what the mutant denies; the
    later sentence is flipped instead.

    >>> from mutators._nlp import parse
    >>> sents = list(parse("The Bash Brothers consisted of Jose Canseco and a second player. "
    ...                    "That second player won the award in 1997.").sents)
    >>> _presupposed_later(sents[0], sents[1:]), _presupposed_later(sents[1], [])
    (True, False)
    """
    for other in later:
        if other[0].lower_ in ("so", "neither", "nor"):
            return True  # "So is the hospital ..."
        for token in other:
            if token.lower_ in _BACK_REFERENCES and token.dep_ == "det" and token.tag_ == "DT":
                return True
            if token.lower_ in _POINTERS and token.dep_ in ("det", "amod", "advmod", "preconj"):
                return True
    root = sentence.root
    if root.lemma_ in _OFFERING and later and later[0][0].lower_ in ("it", "they") and \
            later[0][0].dep_ in ("nsubj", "nsubjpass"):
        return True  # "The hotel has a pool. It is heated."
    if root.lemma_ not in _LIGHT_VERBS and root.pos_ == "VERB":
        mine = _content_nouns(sentence)
        return any(t.lemma_ == root.lemma_ and t.pos_ == "VERB" and
                   mine & _content_nouns(t.subtree) for other in later for t in other)
    return False


# ----------------------------------------------------------------------------- polarity words

#: Hedges that read wrong under "not" ("is not somewhat limited", "does not generally get"):
#: they go with the negation, "is not limited". ("not typically" reads fine and stays.)
_DEGREE_HEDGES = {"somewhat", "fairly", "rather", "pretty", "slightly", "relatively",
                  "reasonably", "moderately", "generally", "mostly", "partly", "partially",
                  "kinda"}
#: Vague quantifiers ("There are not several values"): they become "any" ("does not have any
#: values"), or "no" in an existential ("There are no values").
_QUANTIFIERS = {"several", "various", "numerous"}
#: Two-word hedges by their words: "a bit noisy", "kind of slow"; quantifiers "a few
#: reviews", "a couple of guests", "a number of options".
_DEGREE_PAIRS = {("a", "bit"), ("a", "little"), ("kind", "of"), ("sort", "of")}
_QUANTIFIER_PAIRS = {("a", "few"), ("a", "couple"), ("a", "number")}
_TIME_UNITS = {"second", "minute", "hour", "day", "night", "week", "month", "year", "time"}


#: Negative words a clause can already hold ("under no obligation", "with nothing left").
_NEGATIVE_WORDS = {"no", "none", "nothing", "nobody", "nowhere", "never", "neither", "nor",
                   "no-one", "noone"}


def _clausal_frame(root: Any) -> bool:
    """A copula whose clausal complement carries the content: "It is important to note that
    X", "An interesting fact is that X". Negating the copula negates the frame, not X.

    >>> from mutators._nlp import parse
    >>> _clausal_frame(parse("It is important to note that fees apply.")[1])
    True
    >>> _clausal_frame(parse("The pool is open in summer.")[2])
    False
    """
    if root.lemma_ != "be":
        return False
    nominal = any(c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN") for c in root.children)
    if nominal and any(c.dep_ == "ccomp" and c.i > root.i and any(
            m.dep_ == "mark" and m.lower_ == "that" for m in c.children) for c in root.children):
        return True  # "An interesting fact is that X" ("It is possible that X" stays)
    # "to note that X": an infinitive under the copula or its complement, itself with a clause
    frames = [c for c in root.children if c.dep_ in ("acomp", "attr")]
    return bool(frames) and any(
        x.dep_ == "xcomp" and any(c.dep_ == "ccomp" and not any(
            m.dep_ == "mark" and m.lower_ in ("if", "whether") for m in c.children)
            for c in x.children)  # ("is hard to tell whether X" stays a fault)
        for t in (root, *frames) for x in t.children)


def _negative_in_clause(root: Any) -> bool:
    """A negative word already in the predicate's own clause ("are under no obligation"):
    adding "not" makes a double negative.

    >>> from mutators._nlp import parse
    >>> _negative_in_clause(parse("You are under no obligation to pay.")[1])
    True
    >>> _negative_in_clause(parse("You are under a duty to pay.")[1])
    False
    >>> _negative_in_clause(parse("Teams can add guests at no extra charge.")[2])
    False
    """
    negatives = [t for t in _own_clause(root) if t.i != root.i and t.lower_ in _NEGATIVE_WORDS
                 and t.dep_ != "intj" and t.pos_ != "INTJ"]  # not the answer "No, ..."
    if root.lemma_ == "be":
        return bool(negatives)  # the negative sits in the predicate itself
    # another verb: only a negative on the verb or its own argument ("never", "has no X");
    # one inside a phrase ("have 100 guests at no extra charge") reads fine negated
    return any(t.head.i == root.i or t.head.head.i == root.i and t.head.dep_ in (
        "dobj", "attr", "nsubj", "nsubjpass") for t in negatives)


def _shared_object_conjunct(root: Any) -> bool:
    """A verb coordinated with a second verb right after it, the two sharing their object
    ("encourages and supports the program"): "not" before the first negates only it.

    >>> from mutators._nlp import parse
    >>> _shared_object_conjunct(parse("The club encourages and supports young players.")[2])
    True
    >>> _shared_object_conjunct(parse("The club trains players and supports them.")[2])
    False
    """
    if _auxiliaries(root) or root.tag_ not in ("VBZ", "VBD", "VBP"):
        return False  # "is played and viewed", "start and grow": the negation covers both
    for conj in root.children:
        if conj.dep_ != "conj" or conj.pos_ not in ("VERB", "AUX") or conj.i < root.i:
            continue
        if any(c.dep_ in _SUBJECTS for c in conj.children):
            continue
        between = root.doc[root.i + 1:conj.i]
        if any(t.dep_ == "cc" and t.lower_ != "or" for t in between) and all(
                t.dep_ in ("cc", "advmod", "punct", "preconj") for t in between):
            return True
    return False


def _own_clause(root: Any) -> list[Any]:
    """The tokens of the predicate's own clause (no subordinate or coordinated clause)."""
    return [t for t in root.subtree if t.i == root.i or _in_own_clause(t, root)]


def _hedges(root: Any) -> list[tuple[list[Any], bool]]:
    """The hedges of the predicate's own clause: (tokens, is a quantifier), in text order."""
    doc, found = root.doc, []
    for token in _own_clause(root):
        nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
        pair = (token.lower_, nxt.lower_) if nxt is not None else ("", "")
        if token.lower_ in _DEGREE_HEDGES and token.dep_ == "advmod":
            found.append(([token], False))
        elif token.lower_ == "quite" and token.dep_ == "advmod" and token.head.head.i == root.i \
                and token.head.dep_ == "acomp":
            found.append(([token], False))  # "not quite good" says "almost good": no denial
        elif token.lower_ in _QUANTIFIERS and token.dep_ in ("amod", "det", "nummod"):
            found.append(([token], True))
        elif nxt is not None and pair in _DEGREE_PAIRS and \
                {token.dep_, nxt.dep_} & {"advmod", "npadvmod"}:
            found.append(([token, nxt], False))  # "a bit noisy", not "a little garden"
        elif nxt is not None and pair in _QUANTIFIER_PAIRS:
            words = [token, nxt]
            after = doc[nxt.i + 1] if nxt.i + 1 < len(doc) else None
            if nxt.lower_ != "few":
                if after is None or after.lower_ != "of":
                    continue
                following = doc[after.i + 1] if after.i + 1 < len(doc) else None
                if following is None or following.pos_ not in ("DET", "PRON"):
                    words.append(after)  # "a couple of reviews" -> "any reviews"
                    # ("a couple of the reviews" -> "any of the reviews")
            if words[-1].head.lemma_.lower() in _TIME_UNITS:
                continue  # "you'll have a few days to resolve it" is an amount: "won't have"
            found.append((words, True))
    return found


def _hedge_spans(root: Any) -> list[Span] | None:
    """Spans that take the predicate's hedges out of the negation's way: a degree hedge goes
    ("is somewhat limited" -> "is not limited"), a vague quantifier becomes "any" ("took
    several problems into account" -> "did not take any problems ..."); None (no mutant) when
    a hedge sits off the predicate, in its subject or deeper ("A couple of the guests").

    >>> from mutators._nlp import parse
    >>> [(s.replacement) for s in _hedge_spans(parse("The menu is somewhat limited.")[2])]
    ['']
    >>> _hedge_spans(parse("The hotel has a lot of rooms.")[2])
    []
    """
    if any(t.lower_ == "quite" and t.dep_ == "predet" for t in _own_clause(root)):
        return None  # "goes back quite a bit" -> "does not go back quite": no fluent negation
    spans = []
    existential = _existential_no(root)
    predicate = {root.i} | {c.i for c in root.children
                            if c.dep_ in ("acomp", "attr", "dobj", "xcomp", "oprd", "advmod")}
    for words, quantifier in _hedges(root):
        inside = {w.i for w in words}
        if quantifier and words[-1].lower_ in ("couple", "number", "of"):
            head = words[1]  # "a couple of guests": the quantifier is the phrase's head
        else:
            head = next((w.head for w in words if w.head.i not in inside), words[0].head)
        if head.i not in predicate and (quantifier or head.head.i not in predicate):
            return None  # "A couple of the guests would rate", "according to a few reviews"
        if quantifier and existential:
            continue  # "There are several values" -> "There are no values"
        start, last = words[0].idx, words[-1]
        if quantifier:
            spans.append(Span(start, last.idx + len(last.text), match_case(words[0].text, "any")))
        else:
            end = root.doc[last.i + 1].idx if last.i + 1 < len(root.doc) else len(root.doc.text)
            spans.append(Span(start, end, ""))
    return spans


def _negated_complement(root: Any) -> bool:
    """A complement clause of the predicate is negated already: "they finally decided that
    the screen was not necessary" -> "did not decide that ... was not necessary" (a double
    negative). A negated condition or contrast clause is no complement and stays, and so does
    one inside the complement ("argued that if they did not get aid, they would fall").

    >>> from mutators._nlp import parse
    >>> _negated_complement(parse("They decided that the fee was not needed.")[1])
    True
    >>> _negated_complement(parse("He argued that if they did not pay, they would fail.")[1])
    False
    """
    return any(c.dep_ in ("ccomp", "xcomp") and
               any((t.dep_ == "neg" or t.lower_ in ("never", "no", "nothing", "none", "nobody"))
                   and _in_own_clause(t, c) for t in c.subtree)  # (not "that if X did not")
               for c in root.children)


#: Negative-polarity words that a removed negation would leave stranded ("It mentions
#: anything" is handled by a rewrite; these have none): "are hubs either", "has opened yet".
_STRANDED = {"either", "ever", "yet", "anymore", "until", "till"}
#: Adjectives whose "whether" complement needs the negation: "were not sure whether".
_WHETHER_ADJECTIVES = {"sure", "certain", "clear", "convinced", "aware", "decided"}
#: What "anything" and its kin become once the negation is gone.
_NPI_REWRITES = {"anything": "something", "anyone": "someone", "anybody": "somebody",
                 "anywhere": "somewhere"}


def _stranded_polarity(root: Any) -> bool:
    """A negative-polarity word of the predicate's own clause that would be left stranded by
    removing the negation, with no fluent rewrite: "either", "yet", "ever", "until", "at
    all", "any more", or "whether" after "sure".

    >>> from mutators._nlp import parse
    >>> _stranded_polarity(parse("However, they were not sure whether it is expensive.")[3])
    True
    >>> _stranded_polarity(parse("The hotel does not have a pool.")[3])
    False
    """
    own = _own_clause(root)
    do_support = any(a.lemma_ == "do" for a in _auxiliaries(root))
    for token in own:
        if token.lower_ in _STRANDED and not (token.lower_ == "either" and
                                              token.dep_ == "preconj"):
            return True
        if token.lower_ == "any" and token.i > root.i and \
                (token.dep_ == "advmod" or not do_support):
            return True  # "can't get any better", "wouldn't make any difference"
        if token.lower_ == "that" and token.dep_ == "advmod":
            return True  # "is not that great" -> "is that great"
        nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
        if nxt is not None and (token.lower_, nxt.lower_) in (("at", "all"), ("any", "more"),
                                                             ("any", "longer")):
            return True
        if token.lower_ in _WHETHER_ADJECTIVES and any(
                m.lower_ in ("whether", "if") for c in token.children for m in c.children):
            return True
    # "cannot say whether X", "don't know if X": without the negation it asserts nothing
    return any(c.dep_ == "ccomp" and any(m.dep_ == "mark" and m.lower_ in ("whether", "if")
                                         for m in c.children) for c in root.children)


def _restricted_after(root: Any) -> bool:
    """A clause joined after a denied predicate restricts with "only", elaborating the denial:
    "there isn't a cure and the medication only treats the symptoms" -> "there is a cure and
    the medication only treats ..." contradicts itself.

    >>> from mutators._nlp import parse
    >>> _restricted_after(parse("There isn't a cure and the drug only eases the pain.")[1])
    True
    >>> _restricted_after(parse("There isn't a cure and the drug eases the pain.")[1])
    False
    """
    return any(c.dep_ == "conj" and c.i > root.i and
               not any(g.dep_ == "mark" for g in c.children) and  # ("and that only X can")
               any(t.lower_ == "only" and t.dep_ == "advmod" and _in_own_clause(t, c)
                   for t in c.subtree) for c in root.children)


def _npi_rewrites(root: Any) -> list[Span]:
    """'does not mention anything' -> 'mentions something' (the predicate's own clause), and
    the subject of a bare clause the predicate takes: 'don't see anything mentioning X' ->
    'see something mentioning X'."""
    own = {t.i for t in _own_clause(root)}
    return [Span(t.idx, t.idx + len(t.text), match_case(t.text, _NPI_REWRITES[t.lower_]))
            for t in root.subtree if t.lower_ in _NPI_REWRITES and t.i > root.i and
            (t.i in own or _bare_clause_subject(t, root))]


def _bare_clause_subject(token: Any, root: Any) -> bool:
    """``token`` is the subject of a tenseless clause right under the predicate: the
    "anything" of "don't see anything mentioning X" (a participle or a bare infinitive)."""
    clause = token.head
    return token.dep_ in ("nsubj", "nsubjpass") and clause.head.i == root.i and \
        clause.dep_ in ("ccomp", "xcomp", "acl") and clause.tag_ in ("VBG", "VB", "VBN") and \
        not any(c.dep_ in ("aux", "auxpass", "mark", "neg") for c in clause.children)


def _shared_subject_verbs(root: Any) -> list[Any]:
    """Verbs coordinated with the root that share its subject ("loved X or thought Y"); an
    "and" after a shared subject is left alone: "did not discuss X and decided Y" was ruled a
    fault in every round."""
    return [c for c in root.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and
            not any(g.dep_ in _SUBJECTS for g in c.children)]


def _some_to_any(root: Any) -> list[Span]:
    """'paid some attention' -> 'did not pay any attention': 'not ... some' reads oddly."""
    return [Span(d.idx, d.idx + len(d.text), match_case(d.text, "any"))
            for c in root.children if c.dep_ in ("dobj", "attr") and c.i > root.i
            for d in c.children if d.dep_ == "det" and d.lower_ == "some"]


_REPORTING = {"say", "state", "mention", "think", "feel", "agree", "note", "report", "comment",
              "claim", "believe", "write", "add", "point", "complain", "suggest"}
_CONTRAST = {"but", "however", "while", "although", "though", "whereas", "others", "other",
             "yet", "except"}


def _reported_under_hedge(root: Any, words: dict[str, Any]) -> Any:
    """'Most people say that the beer is good': a quantified reporter ("most", "some") is
    not negated (scope would be unclear), but what it reports is: "... the beer is not good".
    Not when the sentence contrasts it with other reports ("..., but others say ...")."""
    if root.lemma_.lower() not in _REPORTING or not _hedged(root, words) or \
            any(a.lower_ in words["weak_modals"] for a in _auxiliaries(root)):
        return root
    if any(t.lower_ in _CONTRAST for t in root.sent):
        return root
    reported = [c for c in root.children if c.dep_ == "ccomp" and c.i > root.i and
                c.pos_ in ("VERB", "AUX") and any(g.dep_ in _SUBJECTS for g in c.children)]
    return reported[0] if len(reported) == 1 else root


def _negated_report(root: Any) -> Any:
    """'PM believed that the remote should not consume much power': the negation of what is
    reported is removed ("... that the remote should consume much power"), since negating the
    report too would read as a double negative ("did not believe that ... should not").

    >>> from mutators._nlp import parse
    >>> _negated_report(parse("The team thought that they should not meet.")[2]).text
    'meet'
    """
    if _is_negated(root) or _reason_given(root):
        return root  # "since it cost more, they decided that X was not needed": the reason
    reported = [c for c in root.children if c.dep_ == "ccomp" and c.i > root.i and
                c.pos_ in ("VERB", "AUX") and any(g.dep_ in _SUBJECTS for g in c.children)]
    if len(reported) == 1 and any(c.dep_ == "neg" for c in reported[0].children) and \
            not (reported[0].lemma_ == "have" and
                 any(c.dep_ == "expl" for c in reported[0].children)):
        return reported[0]  # (not the source's own garble "that there didn't have")
    return root


def _has_negation(sentence: Any, root: Any) -> bool:
    """Whether a second negation would garble: a contrastive "X, not Y" or a negated relative.

    "was Turkish-born, not from Syria" → "was not Turkish-born, not from Syria"; "a novel that
    does not have to be read" → "not a novel that does not ...". A negated condition or
    contrast clause ("if it does not ..., while storage does not") reads fine and stays, and
    so does a negated relative on a noun of a clause below the predicate ("states that the
    song named two men, whose names she did not reveal").

    >>> from mutators._nlp import parse
    >>> doc = parse("It is a novel that does not have to be read.")
    >>> _has_negation(doc[:], doc[1])
    True
    """
    for token in sentence:
        if token.dep_ != "neg" and token.lower_ not in ("not", "n't", "n’t", "never"):
            continue
        head = token.head
        if head.pos_ not in ("VERB", "AUX"):
            return True
        if head.dep_ in ("relcl", "acl") and _in_own_clause(head.head, root):
            return True
    return False


#: Marks of a plain case or time a permission holds in ("If you sell at a loss, you can
#: deduct it" -> "you cannot deduct it" is a fluent fault); a requirement ("as long as",
#: "provided", "only if") stays refused.
_CASES = {"if", "when", "once", "after", "before", "whenever"}


def _conditional_permission(root: Any) -> bool:
    """A permission with a requirement or a 'but' rider: its negation reads as nonsense
    ("allowed as long as it is folded" -> "not allowed as long as ...").

    >>> from mutators._nlp import parse
    >>> _conditional_permission(parse("Dogs are allowed as long as they are on a lead.")[2])
    True
    >>> _conditional_permission(parse("If you sell at a loss, you can deduct the loss.")[8])
    False
    """
    allowing = {"allow", "permit", "accept", "welcome", "available", "can", "fine", "ok"}
    words = {root.lemma_.lower()} | {c.lemma_.lower() for c in root.children
                                     if c.dep_ in ("aux", "acomp")}
    if not words & allowing:
        return False
    rider = re.compile(r"\b(?:as long as|so long as|provided|unless|only when|only if|"
                       r"but (?:at|with|for|only|in|on|must|need|have to|should))\b", re.I)
    if rider.search(root.sent.text):
        return True
    for child in root.children:
        if child.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ not in _CASES
                                         for m in child.children):
            return True
        if child.dep_ == "cc" and child.lower_ == "but":
            following = [c for c in root.children if c.i > child.i and c.dep_ == "conj"]
            if not any(c.pos_ in ("VERB", "AUX") for c in following):
                return True
        if child.dep_ == "prep" and child.i > 0 and root.doc[child.i - 1].lower_ == "but":
            return True
    return False


#: People a review answer counts ("One reviewer said ...", "One guest found ..."): negating
#: what one of them did reads as a near-empty statement, true of all the others.
_REVIEWERS = {"guest", "customer", "reviewer", "review", "visitor", "user", "diner", "person",
              "patron", "traveller", "traveler", "client", "resident", "comment", "member"}


def _hedged(root: Any, words: dict[str, Any]) -> bool:
    if any(a.lower_ in words["weak_modals"] for a in _auxiliaries(root)):
        return True
    return _hedged_subject(root, words)


#: Verbs whose "may" is a hedge of the speaker, not a possibility "cannot" denies ("may seem",
#: "may need to", "may want to", "may be able to").
_HEDGING_VERBS = {"seem", "appear", "sound", "look", "feel", "need", "want", "wish", "like",
                  "have", "be", "get", "help", "prefer", "consider", "find"}


def _deniable_may(root: Any, words: dict[str, Any]) -> bool:
    """A lone "may" of possibility or permission right before its verb, which "cannot" denies:
    "The plan may be renewed monthly" -> "The plan cannot be renewed monthly". Not before an
    adverb or a hedging verb ("may also want to", "may seem"), nor with a hedged subject.

    >>> from mutators._nlp import parse
    >>> _deniable_may(parse("The plan may include a fee.")[3], {"hedged_subjects": []})
    True
    >>> _deniable_may(parse("The plan may seem costly.")[3], {"hedged_subjects": []})
    False
    """
    auxiliaries = _auxiliaries(root)
    if not auxiliaries or auxiliaries[0].lower_ != "may" or _is_negated(root) or \
            _hedged_subject(root, words):
        return False
    if any(a.dep_ != "auxpass" for a in auxiliaries[1:]) or root.lemma_ in _HEDGING_VERBS:
        return False
    between = root.doc[auxiliaries[0].i + 1:root.i]
    return not between and root.tag_ == "VB"  # "may be asked" stays: a passive hedge


def _hedged_subject(root: Any, words: dict[str, Any]) -> bool:
    for child in root.children:
        if child.dep_ in ("nsubj", "nsubjpass"):
            determiners = [t.lower_ for t in child.subtree
                           if t.dep_ in ("det", "amod", "nsubj") or
                           (t.dep_ == "nummod" and child.lemma_.lower() in _REVIEWERS)]
            if child.lower_ in words["hedged_subjects"] or \
                    any(d in words["hedged_subjects"] for d in determiners[:1]):
                return True
    return False


def _auxiliaries(root: Any) -> list[Any]:
    return [c for c in root.children if c.dep_ in ("aux", "auxpass") and c.i < root.i]


def _is_negated(root: Any) -> bool:
    return any(c.dep_ == "neg" for c in root.children) or _no_subject(root) is not None \
        or _no_object(root) is not None or _no_longer(root) is not None


def _no_object(root: Any) -> Any:
    """The 'no' of 'There is no fee' / 'has no pool' (on the root's attribute or object)."""
    doc = root.doc
    if root.i + 1 < len(doc) and doc[root.i + 1].lower_ == "no" and \
            doc[root.i + 1].dep_ in ("det", "neg"):
        return doc[root.i + 1]
    for child in root.children:
        if child.dep_ in ("attr", "dobj", "nsubj", "nsubjpass", "acomp"):
            for det in child.subtree:
                if det.dep_ == "det" and det.lower_ == "no" and det.head.i == child.i:
                    return det
    return None


def _no_longer(root: Any) -> Any:
    for child in root.children:
        if child.lower_ == "longer" and child.dep_ == "advmod" and child.i > 0 and \
                root.doc[child.i - 1].lower_ == "no":
            return child
    return None


def _no_subject(root: Any) -> Any:
    for child in root.children:
        if child.dep_ in ("nsubj", "nsubjpass"):
            for det in child.children:
                if det.dep_ == "det" and det.lower_ == "no" and det.i == child.left_edge.i:
                    return det
    return None


# ----------------------------------------------------------------------------- particles


def _particle(sentence: Any, root: Any, words: dict[str, Any]) -> Span | None | bool:
    """The span flipping a leading answer particle, None if there is none, False to give up.

    A particle with no comma that runs straight into the predicate's subject ("Yeah the 1980s
    were ...") gets its comma with its flip ("No, the 1980s were not ..."); one running into
    anything else ("Yes and there are ...") gives up.

    >>> from mutators._nlp import parse
    >>> from mutators._lexicon import lexicon
    >>> doc = parse("Yeah the album was a hit.")
    >>> _particle(doc[:], doc[3], lexicon("negation")).replacement
    'No, '
    >>> doc = parse("Yes and the album was a hit.")
    >>> _particle(doc[:], doc[4], lexicon("negation"))
    False
    """
    first = sentence[0]
    key = first.lower_
    two = f"{first.lower_} {sentence[1].lower_}" if len(sentence) > 1 else ""
    flips = words["stance_flips"]
    if two in flips:
        return False if flips[two] is None else Span(first.idx, sentence[1].idx +
                                                     len(sentence[1].text), flips[two])
    if key in flips and (first.pos_ in ("INTJ", "ADV") or first.dep_ in ("intj", "advmod")) \
            and len(sentence) > 1 and sentence[1].text in (",", "!", "."):
        replacement = flips[key]
        if replacement is None or (len(sentence) > 2 and sentence[2].lower_ == "but"):
            return False
        return Span(first.idx, first.idx + len(first.text), match_case(first.text, replacement))
    if key in flips and first.pos_ == "INTJ" and len(sentence) > 1 and sentence[1].is_alpha:
        subject = next((c for c in root.children if c.dep_ in _SUBJECTS), None)
        if flips[key] is None or subject is None or subject.left_edge.i != sentence[1].i or \
                any(a.lemma_ == "do" for a in _auxiliaries(root)):
            return False  # "Yes and there are", "Yes they do serve" (an echo of the question)
        return Span(first.idx, sentence[1].idx, flips[key] + ", ")
    lowered = sentence.text.lower()
    if any(phrase in lowered for phrase in words["stance_phrases"]):
        return False
    if any(t.lower_ in flips and flips[t.lower_] in ("No", "Yes") and t.pos_ == "INTJ"
           for t in sentence[1:3]):
        return False  # "Oh yes, X is Y": a particle after an interjection must agree too
    return None


# ----------------------------------------------------------------------------- negating


def _negated(text: str, root: Any, words: dict[str, Any]) -> list[Span] | None:
    """Spans that negate an affirmative predicate."""
    if _no_subject(root) is not None:
        return None
    auxiliaries = _auxiliaries(root)
    first = auxiliaries[0] if auxiliaries else (root if root.lemma_ == "be" else None)
    if first is None and root.lemma_ == "have" and root.tag_ in ("VBZ", "VBP", "VBD") and \
            any(c.dep_ == "aux" and c.i > root.i for c in root.children):
        return None  # "has to": an obligation, not possession
    dropped = _dropped(root, words)
    if _imperative(root):  # "Click the tab." -> "Do not click the tab."
        negation = "Do not " if root.text[:1].isupper() else "do not "
        return dropped + [Span(root.idx, root.idx + len(root.text),
                               negation + root.text.lower())]
    possessive = _possessive_have(root, words)
    if possessive is not None:
        return dropped + [possessive]
    if first is not None:
        end = first.idx + len(first.text)
        if first.lower_ in ("can", "may"):  # "may" only when _deniable_may allows it
            spans = [Span(first.idx, end, match_case(first.text, "cannot"))]
        elif first.lower_ in ("'ll", "’ll"):
            spans = [Span(first.idx, end, " won't" if first.text[0] == "'" else " won’t")]
        elif first.lower_.replace("’", "'") in ("'s", "'re", "'m") and first.lemma_ == "be" \
                and first.nbor().lower_ not in ("been", "got", "gotten"):
            if any(c.dep_ == "acomp" and c.lower_.startswith("un") for c in root.children):
                return None  # "it's unlikely" -> "it's not unlikely" says "maybe", no denial
            spans = _existential_no(root) or [Span(end, end, " not")]  # "it's" -> "it's not"
        elif "'" in first.text or "’" in first.text:
            return None  # "you've", "he'd": leave other contractions alone
        elif first.lemma_.lower() in _COPULAS or first.lower_ in _COPULA_FORMS:
            return None  # "becomes disoriented" parsed as an auxiliary: "becomes not" is garble
        else:
            spans = _existential_no(root) or [Span(end, end, " not")]
        return dropped + spans
    tag = "VBP" if root.tag_ == "VB" and _plural_subject(root) else root.tag_
    if _past_as_participle(root):
        tag = "VBD"  # "The first store opened in X" -> "did not open"
    if tag not in ("VBZ", "VBP", "VBD"):
        return None
    helper = {"VBZ": "does", "VBP": "do", "VBD": "did"}[tag]
    if root.idx > 0 and text[root.idx - 1] == "-":
        return None  # "co-wrote": "co-did not write" is garble
    start = root.idx
    before = [c for c in root.children if c.dep_ == "advmod" and c.i == root.i - 1 and
              c.lower_ not in words["dropped_when_negating"] and c.lower_ not in _DEGREE_HEDGES]
    if before and before[0].text[:1].isupper() and before[0].i != root.sent.start:
        return None  # "Apocalypse Now follows": the adverb belongs to a title
    if before:
        start = before[0].idx
    lemma = _base(root)
    if lemma is None:
        return None
    negation = f"{helper} not "
    if start != root.idx:
        return dropped + [Span(start, start, negation),
                          Span(root.idx, root.idx + len(root.text), lemma)]
    return dropped + [Span(root.idx, root.idx + len(root.text), negation + lemma)]


_DO_OF_HAVE = {"has": "does", "have": "do", "had": "did"}


def _possessive_have(root: Any, words: dict[str, Any]) -> Span | None:
    """'has scrambled eggs' parsed as a perfect: the participle is an adjective of a bare
    noun, and 'have' is possessive, so the negation is 'does not have scrambled eggs'.

    >>> from mutators._nlp import parse
    >>> from mutators._lexicon import lexicon
    >>> _possessive_have(parse("The diner has fried chicken on its menu.")[3],
    ...                  lexicon("negation")).replacement
    'does not have'
    """
    auxiliaries = _auxiliaries(root)
    if root.tag_ != "VBN" or len(auxiliaries) != 1 or \
            auxiliaries[0].lower_ not in _DO_OF_HAVE or auxiliaries[0].i != root.i - 1 or \
            root.lower_ not in words["attributive_participles"]:
        return None
    after = root.doc[root.i + 1] if root.i + 1 < len(root.doc) else None
    if after is None or after.pos_ != "NOUN" or not (
            after.dep_ == "dobj" and after.head.i == root.i or
            after.dep_ in ("compound", "amod") and after.head.dep_ == "dobj"):
        return None
    have = auxiliaries[0]
    return Span(have.idx, have.idx + len(have.text),
                match_case(have.text, f"{_DO_OF_HAVE[have.lower_]} not have"))


def _existential_no(root: Any) -> list[Span]:
    """'There are comments' -> 'There are no comments', 'There is a fee' -> 'There is no fee':
    English negates an existential on its noun, not with "not" ("There are not comments").
    Empty (keep "not") under an auxiliary, or before a number, "many", "the" or a name.

    >>> from mutators._nlp import parse
    >>> [s.replacement for s in _existential_no(parse("There is a fee for parking.")[1])]
    ['no']
    >>> _existential_no(parse("There are many options.")[1])
    []
    """
    if root.lemma_ != "be" or _auxiliaries(root) or \
            not any(c.dep_ == "expl" and c.i < root.i for c in root.children):
        return []
    noun = next((c for c in root.children if c.dep_ in ("attr", "nsubj") and c.i > root.i), None)
    if noun is None or noun.pos_ != "NOUN":
        return []
    first = noun.left_edge
    if any(not t.is_punct and t.lower_ not in lexicon("negation")["dropped_when_negating"]
           for t in root.doc[root.i + 1:first.i]):
        return []  # "there is downhill mountain biking": no "no" between a word and its noun
    quantifier = next((words for words, is_quantifier in _hedges(root)
                       if is_quantifier and words[0].i == first.i), None)
    if quantifier is not None:  # "There are several values" -> "There are no values"
        last = quantifier[-1]
        return [Span(first.idx, last.idx + len(last.text), match_case(first.text, "no"))]
    if first.lower_ in ("a", "an") and first.i + 1 < len(root.doc) and \
            root.doc[first.i + 1].lower_ in ("lot", "bit", "little", "number", "couple"):
        return []  # "There is not a lot of noise" reads fine
    if first.lower_ in ("a", "an"):
        return [Span(first.idx, first.idx + len(first.text), match_case(first.text, "no"))]
    if first.dep_ in ("det", "poss", "nummod", "quantmod", "advmod", "predet") or \
            first.like_num or first.lower_ in ("many", "much", "enough", "more", "less", "few"):
        return []
    return [Span(first.idx, first.idx, "no ")]


def _plural_subject(root: Any) -> bool:
    """A bare 'VB' root with a plural subject is a present verb mis-tagged ("The Nirala and
    the Golden Wok offer meals", "Those that have dined regard ...")."""
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject is not None and (
        subject.tag_ in ("NNS", "NNPS") or any(c.dep_ == "conj" for c in subject.children)
        or subject.lower_ in ("they", "we", "you", "those", "these"))


def _modal_without_base(root: Any) -> bool:
    """A modal not followed by a base-form verb: the parse took a noun for the verb ("can
    also resources to plan" -> "cannot resources to plan")."""
    chain = sorted([*_auxiliaries(root), root], key=lambda t: t.i)
    for number, token in enumerate(chain[:-1]):
        if token.tag_ == "MD" and chain[number + 1].tag_ != "VB":
            return True
    return False


#: Subordinators and prepositions of a contrast set against the sentence's predicate.
_CONTRAST_OPENERS = {("contrary", "to"), ("instead", "of"), ("rather", "than")}


def _elaborated(sentence: Any, root: Any) -> bool:
    """The rest of the sentence elaborates the predicate's polarity, so a flip contradicts
    it: a participle after a comma hanging on a modal predicate ("must work together,
    helping protect them") or counting back into the predicate's complement with a bare
    number ("was nominated for 62 awards, winning six"), or a contrast set against the
    clause ("Contrary to A, B ...", "Unlike A, B ...", "...; rather, it reflects ...").
    A plain "disappears, leaving the cash" or "was renovated, creating a wing" reads as a
    fault and stays."""
    doc = root.doc
    for token in sentence:
        if token.dep_ == "advcl" and token.tag_ == "VBG" and token.head.i == root.i and \
                token.i > root.i and doc[token.i - 1].text == "," and \
                (any(a.tag_ == "MD" for a in root.children) or
                 any(c.dep_ == "dobj" and c.tag_ == "CD" for c in token.children)):
            return True
        nxt = doc[token.i + 1] if token.i + 1 < sentence.end else None
        if nxt is not None and (token.lower_, nxt.lower_) in _CONTRAST_OPENERS:
            return True
        if token.lower_ == "unlike" and token.dep_ == "prep":
            return True
        if token.lower_ == "rather" and token.dep_ == "advmod" and token.i > root.i and \
                doc[token.i - 1].is_punct:
            return True
    return False


def _carries_its_evidence(sentence: Any, root: Any) -> bool:
    """The sentence gives, beside the predicate, what settles it, so a denial contradicts
    the sentence itself (a table's summary often does): a participle after a comma whose
    phrase holds a figure set against a rival's ("won, receiving 902,438 votes against
    772,817"; "defeating X ... by a margin of 134 votes"), a concession with a figure that
    presumes the predicate ("Despite losing 15 seats, won 98 seats"), a comparison of two figures ("is higher for men (80.00%) than
    for women (78.72%)"), a count the sentence then lists after a colon ("grouped under five
    categories: ..."), or a counted subject equated with the things it counts ("Two isotopes
    are A and B").

    >>> from mutators._nlp import parse
    >>> doc = parse("Chiles won the election, receiving 902,438 votes against 772,817.")
    >>> _carries_its_evidence(doc[:], doc[:].root)
    True
    >>> doc = parse("He played 589 games, scoring 14 goals and 125 assists.")
    >>> _carries_its_evidence(doc[:], doc[:].root)
    False
    """
    doc = root.doc
    margins = set(lexicon("negation")["outcome_margins"]["words"])
    for child in root.children:
        if child.dep_ == "advcl" and child.tag_ == "VBG" and child.i > root.i and \
                doc[child.i - 1].text == "," and \
                any(t.pos_ == "NUM" and t.ent_type_ != "DATE" for t in child.subtree) and \
                any(t.lower_ in margins for t in child.subtree):
            return True
        if child.dep_ == "prep" and child.lower_ in ("despite", "notwithstanding") and \
                child.i < root.i and any(t.pos_ == "NUM" for t in child.subtree):
            return True
        if child.dep_ in ("acomp", "advmod") and child.tag_ in ("JJR", "RBR") and \
                sum(t.pos_ == "NUM" for t in doc[root.i + 1:sentence.end]) >= 2:
            return True
    if any(t.pos_ == "NUM" and t.head.pos_ == "NOUN" and t.head.i + 1 < sentence.end and
           doc[t.head.i + 1].text == ":" for t in doc[root.i + 1:sentence.end]):
        return True  # "grouped under five categories: A, B, ..."
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
    return root.lemma_ == "be" and any(
        any(c.dep_ == "nummod" for c in s.children) for s in subjects) and any(
        c.dep_ in ("attr", "acomp") and any(x.dep_ == "conj" for x in c.children)
        for c in root.children)


def _base(verb: Any) -> str | None:
    lemma = verb.lemma_
    if not lemma.isalpha() or lemma.lower() != lemma:
        return None
    return match_case(verb.text, lemma) if verb.text[:1].isupper() else lemma


def _dropped(root: Any, words: dict[str, Any]) -> list[Span]:
    """'only', 'also', 'still' go: 'not available only on X' would not contradict."""
    out = []
    subject = {t.i for c in root.children if c.dep_ in _SUBJECTS for t in c.subtree}
    doc_text = root.doc.text
    for token in root.subtree:
        if token.lower_ in words["dropped_when_negating"] and token.dep_ in ("advmod", "amod") \
                and token.i not in subject - {root.sent.start} and _in_own_clause(token, root):
            end = token.idx + len(token.text)
            while end < len(doc_text) and doc_text[end] == " ":
                end += 1
            if token.i == root.sent.start:
                nxt = root.doc[token.i + 1]
                while nxt.is_punct and nxt.i + 1 < root.sent.end:
                    nxt = root.doc[nxt.i + 1]  # "Also, these tend" -> "These do not tend"
                out.append(Span(token.idx, nxt.idx + 1, nxt.text[0].upper()))
            elif end < len(doc_text) and not doc_text[end].isalnum():
                start = token.idx
                while start > 0 and doc_text[start - 1] == " ":
                    start -= 1
                out.append(Span(start, token.idx + len(token.text), ""))  # "use only." -> "use."
            else:
                out.append(Span(token.idx, end, ""))
    return out


#: Dependencies that open a clause of its own below the predicate.
_CLAUSES = {"ccomp", "advcl", "relcl", "acl", "conj", "parataxis", "csubj", "pcomp"}


def _in_own_clause(token: Any, root: Any) -> bool:
    """Whether ``token`` belongs to the predicate's own clause, not to a clause below it: the
    "still" of "although improvements are still possible" stays when the main verb is negated.
    """
    head = token.head
    while head.i != root.i and head.head.i != head.i:
        if head.dep_ in _CLAUSES and head.pos_ in ("VERB", "AUX"):
            return False
        head = head.head
    return True


# ----------------------------------------------------------------------------- affirming


def _affirmed(text: str, root: Any, words: dict[str, Any]) -> list[Span] | None:
    """Spans that remove the negation of a negated predicate."""
    no = _no_subject(root)
    if no is not None:
        subject = no.head
        if subject.tag_ not in ("NNS", "NNPS"):
            return None  # "No fee is charged" -> "A fee is charged" is not always grammatical
        nxt = no.doc[no.i + 1]
        spans = [Span(no.idx, nxt.idx, "")]
        if no.i == no.sent.start or no.doc[no.i - 1].text in (",",):
            spans.append(Span(nxt.idx, nxt.idx + 1, nxt.text[0].upper()))
        return spans
    no = _no_object(root)
    if no is not None and no.i + 1 < len(no.doc) and no.doc[no.i + 1].lower_ == "longer":
        after = no.doc[no.i + 2] if no.i + 2 < len(no.doc) else None
        end = after.idx if after is not None else len(text)
        return [Span(no.idx, end, "")]  # "are no longer interested" -> "are interested"
    if no is not None:
        noun = next((t for t in root.doc[no.i + 1:] if t.pos_ in ("NOUN", "PROPN")), None)
        comparative = no.dep_ in ("neg", "advmod") and no.head.tag_ in ("JJR", "RBR")
        counted = no.doc[no.i + 1].lower_ in ("one", "single") and noun is not None and \
            noun.i == no.head.i  # "no one particular day" -> "one particular day"
        if not comparative and not counted and (noun is None or
                                                noun.tag_ not in ("NNS", "NNPS") or
                                                noun.i != no.head.i):
            return None  # "no parking" -> "a parking"; "is no stranger" -> "is stranger"
        return [Span(no.idx, no.doc[no.i + 1].idx, "")]
    longer = _no_longer(root)
    if longer is not None:
        end = longer.idx + len(longer.text)
        while end < len(text) and text[end] == " ":
            end += 1
        return [Span(root.doc[longer.i - 1].idx, end, "")]
    negation = next(c for c in root.children if c.dep_ == "neg")
    contracted = lexicon("negation")["contracted_negations"]
    if negation.lower_ in ("n't", "’t", "not") and negation.i > 0:
        auxiliary = negation.doc[negation.i - 1]
        joined = (auxiliary.text + negation.text).lower().replace("’", "'")
        if joined in contracted or auxiliary.lower_ == "can" and negation.lower_ == "not" \
                and not auxiliary.whitespace_:
            positive = contracted.get(joined, "can")
            span_start, span_end = auxiliary.idx, negation.idx + len(negation.text)
            if auxiliary.lemma_ == "do" and auxiliary.dep_ == "aux":
                return _undo_do_support(root, auxiliary, span_start, span_end)
            return [Span(span_start, span_end, match_case(auxiliary.text, positive))]
        if auxiliary.lemma_ == "do" and auxiliary.dep_ == "aux" and auxiliary.head.i == root.i:
            return _undo_do_support(root, auxiliary, auxiliary.idx,
                                    negation.idx + len(negation.text))
    start, end = negation.idx, negation.idx + len(negation.text)
    if negation.lower_ == "no":
        longer = negation.doc[negation.i + 1] if negation.i + 1 < len(negation.doc) else None
        if longer is None or longer.lower_ != "longer":
            return None
        end = longer.idx + len(longer.text)
    while end < len(text) and text[end] == " ":
        end += 1
    return [Span(start, end, "")]


def _undo_do_support(root: Any, auxiliary: Any, start: int, end: int) -> list[Span] | None:
    """'does not have' -> 'has'; 'did not write' -> 'wrote'."""
    inflected = _inflect(root.lemma_, auxiliary.lower_)
    if inflected is None:
        return None
    text = root.doc.text
    while end < len(text) and text[end] == " ":
        end += 1
    anys = [_any_dropped(t) for t in root.subtree
            if t.lower_ == "any" and t.dep_ == "det" and t.i > root.i and t.i + 1 < len(t.doc)]
    if end == root.idx:
        return [Span(start, root.idx + len(root.text),
                     match_case(auxiliary.text, inflected))] + anys
    return [Span(start, end, ""), Span(root.idx, root.idx + len(root.text), inflected)] + anys


def _any_dropped(any_: Any) -> Span:
    """The "any" of a removed negation: dropped before a plural ("does not charge any fees" ->
    "charges fees"), "some" before a singular noun, which may count ("does not receive any
    share" -> "receives some share", not the bare "receives share").

    >>> from mutators._nlp import parse
    >>> doc = parse("It does not receive any share of the profit.")
    >>> _any_dropped(doc[4]).replacement
    'some'
    >>> _any_dropped(parse("It does not charge any fees.")[4]).replacement
    ''
    """
    if any_.head.tag_ == "NN" and any_.head.i > any_.i:
        return Span(any_.idx, any_.idx + len(any_.text), "some")
    return Span(any_.idx, any_.doc[any_.i + 1].idx, "")


def _inflect(lemma: str, helper: str) -> str | None:
    """The verb form 'does'/'did'/'do' stood for: has, wrote, offers, carried."""
    if helper in ("do", "don't"):
        return lemma
    irregular = lexicon("negation")["irregular_verbs"].get(lemma)
    past = helper.startswith("did")
    if irregular:
        return irregular[1 if past else 0]
    if not lemma.isalpha():
        return None
    if past:
        if lemma.endswith("e"):
            return lemma + "d"
        if lemma.endswith("y") and lemma[-2:-1] not in "aeiou":
            return lemma[:-1] + "ied"
        return lemma + "ed"
    if lemma.endswith(("s", "sh", "ch", "x", "z", "o")):
        return lemma + "es"
    if lemma.endswith("y") and lemma[-2:-1] not in "aeiou":
        return lemma[:-1] + "ies"
    return lemma + "s"
