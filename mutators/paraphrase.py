"""paraphrase (control): a structural rewrite that keeps the meaning: active ↔ passive
("Team plans can be cancelled at any time" ↔ "You can cancel Team plans at any time"), an
adverbial clause moved to the other end ("If you cancel, your plan ends." ↔ "Your plan ends
if you cancel."), and "X is available only on Y" → "Only Y has X".

Only plain clauses are rewritten: one subject, one object, no particle, no quantifier whose
scope could change with the order ("every", "all", "no"), no stative verb that has no passive
("costs", "has", "includes"), no negated or vague amount ("not much is known") whose
scope the order moves. An additive focus word ("as well", "too", "also") is never moved
ahead of what it adds to, and every rewrite passes a surface check: no doubled space or
mark, no comma left before a stop, no word capitalised mid-sentence that the claim wrote in
lower case ("... know Not much").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Suite, mutator

from ._edits import checked, lower_first, sentence_end, single_sentence
from ._inflect import inflect
from ._lexicons import table
from ._nlp import known_verb, known_word, parse
from ._text import capitalize_first

_OBJECTIVE = {"i": "me", "he": "him", "she": "her", "we": "us", "they": "them"}
_SUBJECTIVE = {v: k for k, v in _OBJECTIVE.items()}
_STATIVE = frozenset("have get cost include contain lack resemble weigh fit suit mean become "
                     "want need like take make hold let seem equal total last reach".split())
_SCOPE = frozenset("every each all no none some any most few many several both either neither "
                   "only not never nothing nobody much little".split())
_MARKS = frozenset({"if", "when", "unless", "once", "because", "although", "though", "while",
                    "whenever"})
_CREATION = frozenset("write direct produce compose design found create build paint publish "
                      "invent develop record sing draw compile establish".split())
_PARTICLES = frozenset({"yes", "no", "sure", "sorry", "unfortunately", "yeah"})
_FOCUS = frozenset({"only", "even", "also", "just", "too", "alone", "solely"})
_MODALS = frozenset({"can", "could", "may", "might", "must", "should", "will", "would"})
#: Modals of what the reader may do: the only ones an agentless passive gives to "you".
_ABILITY = frozenset({"can", "could", "may"})
#: Object heads that count what follows ("a lot of options"): the verb agrees with the
#: counted noun, which the passive cannot tell ("options is featured").
_COUNTING = frozenset("lot lots plenty number couple variety range majority minority bunch "
                      "handful host series selection array kind sort type".split())


@mutator(name="paraphrase", kind="control", version=13,
         target="a passive with an agent or a modal, a plain active clause, an if/when "
                "clause, or 'X is available only on Y'")
def paraphrase(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Rewrite the structure, keep the meaning: voice, clause order, "only Y has X".

    >>> from mutators._example import mutate
    >>> mutate(paraphrase, "Team plans can be cancelled at any time.")
    ['You can cancel Team plans at any time.']
    >>> mutate(paraphrase, "The film was directed by Steven Spielberg.")
    ['Steven Spielberg directed the film.']
    """
    if not single_sentence(claim.text):
        return
    # "Yes, the park offers parking.": the answer word stays in front, the rest is rewritten
    lead, body = _answer_particle(claim.text)
    if not body or not single_sentence(body):
        return
    doc = parse(body)
    if doc[0].pos_ == "INTJ" or doc[0].lower_ in _PARTICLES or _stop_glued(doc):
        return
    focus = any(t.lower_ in _FOCUS for t in doc)
    context = " ".join(claim.passages.values())
    # "only serves beer" → "beer is served": focus words do not survive a change of voice
    rewrites = (_move_clause, _only_has) if focus else (_to_active, _to_passive, _move_clause)
    for rewrite in rewrites:
        new = rewrite(body, context)
        for option in ([new] if isinstance(new, str) else new or []):
            if lead:
                first = option.split(" ", 1)[0]
                written_low = re.search(r"\b" + re.escape(first.lower()) + r"\b", claim.text)
                option = lead + (first.lower() + option[len(first):] if written_low
                                 else option)
            edit = Edit.replace(0, len(claim.text), option, note=rewrite.__name__.strip("_"))
            if option != claim.text and clean_surface(claim.text, option) and \
                    checked(claim.text, edit) is not None:
                yield edit
                break


#: Marks of a slip a rewrite leaves: a comma before another mark (",  ." ",,"), a space
#: before a mark, a doubled space or stop.
_SLIPS = (r",\s*[,.;:!?]", r"\s[,.;:!?]", r"\s\s", r"[.;:!?]\s*[.;:]")


def clean_surface(original: str, rewritten: str) -> bool:
    """Whether the rewrite reads clean: no slip it does not copy from the claim (a comma
    before the stop of "... by Dennis Rodman,  ."), and no word capitalised after the first
    that the claim writes only in lower case ("off-worlders know Not much").

    >>> clean_surface("Dennis Rodman,  hosted a show.", "A show was hosted by Dennis Rodman,  .")
    False
    >>> clean_surface("The film was directed by Ann Lee.", "Ann Lee directed the film.")
    True
    """
    for slip in _SLIPS:
        if len(re.findall(slip, rewritten)) > len(re.findall(slip, original)) or \
                (slip == _SLIPS[0] and re.search(slip, rewritten)):
            return False
    written = set(re.findall(r"[A-Za-z][\w'’-]*", original))
    later = re.findall(r"(?<=\s)[A-Z][\w'’-]*", rewritten)
    return all(word in written for word in later)


def _answer_particle(text: str) -> tuple[str, str]:
    """("Yes, ", "the park offers parking.") for a claim that opens with an answer word and
    a comma; ("", text) otherwise. The body is capitalised to parse as a sentence."""
    match = re.match(r"(?i)(yes|no|sure|sorry|unfortunately)\s*,\s+", text)
    if not match:
        return "", text
    rest = text[match.end():]
    return match.group(0), rest[:1].upper() + rest[1:]


def _stop_glued(doc) -> bool:  # type: ignore[no-untyped-def]
    """Whether the final stop is part of the last word ("sing R&B." parses "R&B." as one
    token): a rewrite would carry the stop inside the sentence ("R&B. is sung by ...")."""
    last = doc[-1]
    return not last.is_punct and len(last.text) > 1 and last.text[-1] in ".!?"


#: Auxiliaries and modals that stand for a verb phrase left out ("while Anatolia does not").
_ELLIPSIS_HEADS = frozenset({"do", "have", "be", "can", "could", "will", "would", "should",
                             "may", "might", "must", "shall"})
#: What an elliptical clause keeps beside its auxiliary: a subject, a marker, a negation.
_ELLIPSIS_KEEPS = frozenset({"nsubj", "nsubjpass", "expl", "mark", "neg", "advmod", "cc",
                             "punct", "aux"})

def _elliptical(doc) -> bool:  # type: ignore[no-untyped-def]
    """Whether a clause other than the main one leaves its verb out and leans on the main
    verb as written ("Efes offers outdoor seating while Anatolia does not", "as does X",
    "and so did Y"): a change of voice or of order leaves the ellipsis without its verb.

    >>> from mutators._nlp import parse
    >>> [_elliptical(parse(t)) for t in ("Efes offers outdoor seating while Anatolia does not.",
    ...                                  "Efes has seating while Anatolia does not have any.")]
    [True, False]
    """
    for token in doc:
        if token.dep_ in ("ROOT", "aux", "auxpass", "neg") or token.head.i == token.i:
            continue
        if token.lemma_.lower() in _ELLIPSIS_HEADS or token.tag_ == "MD":
            if all(c.dep_ in _ELLIPSIS_KEEPS for c in token.children):
                return True
    return False


def _lowered(text: str, context: str) -> str | None:
    """``lower_first(text)``, or None where it would lower-case a word no word list knows:
    a name the tagger read as a common noun ("Efes has ..." → "efes has")."""
    low = lower_first(text, context=context)
    if low[:1] == text[:1]:
        return low
    first = parse(text)[0]
    if first.pos_ in ("DET", "PRON", "ADP", "SCONJ", "ADV", "AUX", "PART", "CCONJ"):
        return low
    word = first.lower_
    if known_word(first.lemma_) or known_word(word) or \
            re.search(r"(?<![A-Za-z])" + re.escape(word) + r"(?![A-Za-z])", context):
        return low
    return None


def _doubled(verb, lemma: str, tag: str) -> str:  # type: ignore[no-untyped-def]
    """``inflect(lemma, tag)``, with the final consonant doubled where the claim writes the
    verb doubled ("conferred", "cancelled"): never "confered" for "conferred"."""
    form = inflect(lemma, tag)
    double = lemma + lemma[-1:] + "ed"
    if tag in ("VBD", "VBN") and verb.lower_ == double.lower() and form.lower() != double.lower():
        return double
    return form


def _loose_punctuation(doc, subj, root) -> bool:  # type: ignore[no-untyped-def]
    """A comma or other mark between the subject and its verb ("... Technology, was
    conferred"): a source slip that a moved subject carries to the end (",.")."""
    return any(t.is_punct for t in doc[subj.right_edge.i:root.i]) or \
        doc[subj.right_edge.i].is_punct


def lemma_ok(lemma: str) -> bool:
    """True for verbs whose implicit agent is the reader ("can be cancelled": by you)."""
    return lemma in table("additions")["frame_verbs"]["you_can"]


def _span_text(doc, token) -> str:  # type: ignore[no-untyped-def]
    return doc[token.left_edge.i:token.right_edge.i + 1].text


def _plural(token) -> bool:  # type: ignore[no-untyped-def]
    return token.tag_ in ("NNS", "NNPS") or token.lower_ in ("we", "they", "you", "i") or any(
        c.dep_ == "conj" for c in token.children)


def _members(token) -> list:  # type: ignore[type-arg]
    """The token and every member coordinated with it ("A, B and C" from "A")."""
    found = [token]
    for member in found:
        found.extend(c for c in member.children if c.dep_ == "conj")
    return found


def _noun_headed(token) -> bool:  # type: ignore[no-untyped-def]
    """Whether every member of a phrase has a noun or pronoun head: "West African, Irish and
    European" (music left out) are adjectives, which cannot be a subject alone.

    >>> from mutators._nlp import parse
    >>> [_noun_headed([t for t in d if t.dep_ == "pobj"][0])
    ...  for d in map(parse, ("It was influenced by Irish and Scottish songs.",
    ...                       "It was influenced by West African, Irish and European."))]
    [True, False]
    """
    return all(m.pos_ in ("NOUN", "PROPN", "PRON") and not _bare_nationality(m)
               for m in _members(token))


def _bare_nationality(token) -> bool:  # type: ignore[no-untyped-def]
    """A nationality in the singular with no article ("by West African"): an adjective the
    tagger took for a name; "the Dutch" and "Italians" are nouns."""
    return token.ent_type_ == "NORP" and token.tag_ == "NNP" and \
        not any(c.dep_ == "det" for c in token.children)


def _agent_tail(doc, agent, root):  # type: ignore[no-untyped-def]
    """The phrase the parse hung on the verb right after the agent, which may be the
    agent's own ("adopted by a couple from Kansas"), or None. A date or time ("by the
    company in 2010") belongs to the verb.

    >>> from mutators._nlp import parse
    >>> doc = parse("He was adopted by a couple from Kansas.")
    >>> _agent_tail(doc, doc[3], doc[2]).text
    'from'
    """
    after = agent.right_edge.i + 1
    if after >= len(doc) or doc[after].dep_ != "prep" or doc[after].head.i != root.i:
        return None
    if any(c.dep_ == "pobj" and c.ent_type_ in ("DATE", "TIME") for c in doc[after].children):
        return None
    return doc[after]


def _origin(prep) -> bool:  # type: ignore[no-untyped-def]
    """Whether a phrase says where a person or group is from or of ("from Kansas", "of the
    Mets"): a place or an organisation after "from" or "of", with no comma or pronoun."""
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    return prep.lower_ in _tail_preps()["with_agent"] and len(objects) == 1 and \
        objects[0].ent_type_ in ("GPE", "LOC", "ORG") and \
        not any(t.text == "," or t.tag_ in ("PRP", "PRP$") for t in prep.subtree)


@lru_cache(maxsize=1)
def _tail_preps() -> dict[str, frozenset[str]]:
    return {key: frozenset(words) for key, words in table("voice")["agent_tails"].items()
            if not key.startswith("_")}


#: Entity types of one name that may hold "and" or "&" ("Fast & Furious", "Simon & Schuster").
_ONE_NAME = frozenset({"WORK_OF_ART", "ORG", "PRODUCT", "EVENT", "LAW", "FAC"})


def _one_name(head) -> bool:  # type: ignore[no-untyped-def]
    """Whether a coordinated phrase is one title or name ("Fast & Furious" is one film,
    singular), not a list of several: all its members lie in one entity of ``_ONE_NAME``, or
    they are joined by "&".

    >>> from mutators._nlp import parse
    >>> doc = parse("Universal Pictures released Fast & Furious in 2009.")
    >>> _one_name(doc[3])
    True
    """
    members = _members(head)
    if any(c.dep_ == "cc" and c.text == "&" for m in members for c in m.children):
        return not any(m.ent_type_ == "PERSON" for m in members)  # "Ann & Bo" are two
    spans = [e for e in head.doc.ents if e.label_ in _ONE_NAME and e.start <= head.i < e.end]
    return bool(spans) and all(spans[0].start <= m.i < spans[0].end for m in members)


def _back_reference(doc) -> bool:  # type: ignore[no-untyped-def]
    """Whether the sentence holds a phrase that points back to the order it says things in
    ("and vice versa", "respectively"): with the clauses reordered, it points at the wrong one.

    >>> from mutators._nlp import parse
    >>> _back_reference(parse("If there is more, the color is darker and vice versa."))
    True
    """
    words = " " + " ".join(t.lower_ for t in doc) + " "
    return any(f" {phrase} " in words for phrase in _back_phrases())


@lru_cache(maxsize=1)
def _back_phrases() -> tuple[str, ...]:
    return tuple(table("voice")["back_references"])


def _quantified(doc, token) -> bool:  # type: ignore[no-untyped-def]
    return any(t.lower_ in _SCOPE or t.like_num for t in doc[token.left_edge.i:token.right_edge.i + 1])


def _quotes_balanced(*pieces: str) -> bool:
    """Whether each moved piece opens and closes its own quotes ('his "carefree life"')."""
    return all(p.count('"') % 2 == 0 and p.count("“") == p.count("”") for p in pieces)


def _known_form(verb, lemma: str, tag: str) -> bool:  # type: ignore[no-untyped-def]
    """Whether ``inflect`` rebuilds the form written in the claim: else the verb is an
    irregular one the table lacks ("beaten" would come back as "beated")."""
    regular = {inflect(lemma, tag).lower(), (lemma + lemma[-1:] + "ed").lower()}  # "cancelled"
    return verb.tag_ != tag or verb.lower_ in regular


def _personal_pronoun(tokens) -> bool:  # type: ignore[no-untyped-def]
    """A he/it/their that would move before its antecedent with the new order."""
    return any(t.tag_ in ("PRP", "PRP$") for t in tokens)


def _rest(doc, root, skip: set[int]) -> str:  # type: ignore[no-untyped-def]
    """The words after the verb, minus ``skip``, as written (no final stop)."""
    end = len(doc) - 1 if doc[-1].is_punct else len(doc)
    words = [t for t in doc[root.i + 1:end] if t.i not in skip]
    return "".join(t.text_with_ws for t in words).rstrip()


def _to_active(text: str, context: str) -> str | None:
    doc = parse(text)
    root = doc[:].root
    subjects = [c for c in root.children if c.dep_ == "nsubjpass"]
    auxes = [c for c in root.children if c.dep_ in ("aux", "auxpass", "neg")]
    if root.tag_ != "VBN" or not subjects or any(c.dep_ in ("prt", "dative", "ccomp", "conj")
                                                 for c in root.children):
        return None
    subj = subjects[0]
    if subj.left_edge.i != 0 or (auxes and auxes[-1].i + 1 != root.i) or _quantified(doc, subj) \
            or subj.right_edge.i + 1 + len(auxes) != root.i:
        return None  # "Exercise temporarily increases": a word between would be dropped
    if _loose_punctuation(doc, subj, root) or _elliptical(doc):
        return None
    agents = [c for c in root.children if c.dep_ == "agent"]
    if root.lemma_ == "know" and agents:
        return None  # "is known by six names": the names know nothing (held-out round 15)
    modals = [a for a in auxes if a.lower_ in _MODALS]
    negated = any(a.dep_ == "neg" for a in auxes)
    obj = _span_text(doc, subj)
    obj = _OBJECTIVE.get(obj.lower(), obj)
    if doc[0].lower_ in ("a", "an") and len(doc) > 1 and doc[1].text[:1].isupper():
        return None  # "An Education was created by ...": an indefinite article before a
        # capital opens a title, which lowered would read as a common noun ("an Education")
    if obj[0].isupper() and doc[subj.left_edge.i].pos_ in ("DET", "PRON", "ADJ", "NOUN"):
        lowered = _lowered(obj + " x.", context)  # a title keeps its case
        if lowered is None:
            return None
        obj = lowered[:-3]
        if obj[0].isupper() and subj.left_edge.i == subj.i and subj.tag_ in ("NN", "NNS"):
            # a bare common noun the model took for a name ("Fraud can be used ..."): lowered
            # where the passages write it low, kept where they write it only with its
            # capital (a title: "Rebel in the Rye"), else refused ("You can use Methods")
            word = subj.text
            if re.search(r"\b" + re.escape(word.lower()) + r"\b", context):
                obj = obj[:1].lower() + obj[1:]
            elif not re.search(r"\b" + re.escape(word) + r"\b", context):
                return None
    skip: set[int] = set()
    if agents:
        pobj = [c for c in agents[0].children if c.dep_ == "pobj"]
        if not pobj:
            return None
        actor_tok = pobj[0]
        if _personal_pronoun(t for t in actor_tok.subtree if t.i != actor_tok.i):
            return None  # "by a father who joked that it ...": "it" would precede the buggy
        if _comma_set(actor_tok) or (subj.pos_ == "PRON" and any(
                t.dep_ in ("relcl", "acl", "advcl") for t in actor_tok.subtree)):
            return None  # "by a virus, which spreads in water" has no closing comma before
            # the verb once it is the subject, and "it" left after a subject with a clause
            # of its own reads as a garden path ("A virus that spreads in water causes it")
        if _means_not_agent(actor_tok):
            return None  # "apportioned by population using the Census": a bare singular
            # noun after "by" is a means, not a doer ("Population apportions districts")
        if not _noun_headed(actor_tok):
            return None  # "by West African, Irish and European (music)": adjectives alone
            # cannot be a subject ("West African, Irish ... influenced it")
        skip = {t.i for t in agents[0].subtree}
        last = actor_tok.right_edge.i
        tail = _agent_tail(doc, agents[0], root)
        # "by a couple from Kansas": the parse gave "from Kansas" to the verb; left behind,
        # it would modify the adoption ("A couple adopted him from Kansas"), so it goes
        # with the agent ("A couple from Kansas adopted him"); "by a group in Boston" may
        # be either's, and is refused where the agent is a common noun
        if tail is not None and _origin(tail):
            last = tail.right_edge.i
            skip |= {t.i for t in tail.subtree}
        elif tail is not None and tail.lower_ in _tail_preps()["with_agent"] | \
                _tail_preps()["either"] and actor_tok.pos_ == "NOUN":
            return None
        if actor_tok.pos_ == "NOUN" and any(c.dep_ == "prep" and c.i > actor_tok.i and
                                            c.lower_ in _tail_preps()["either"]
                                            for c in actor_tok.children):
            return None  # "by volunteers on the weekend", "by a company at the site": the
            # parse gave the phrase to the agent, but it may be the act's time or place
        actor = doc[actor_tok.left_edge.i:last + 1].text
        actor = _SUBJECTIVE.get(actor.lower(), actor)
        # "both the writer of X and Y" is two, wherever the parse hung the second
        plural = _plural(actor_tok) or doc[actor_tok.left_edge.i].lower_ == "both"
    elif modals and modals[0].lower_ in _ABILITY and lemma_ok(root.lemma_):
        actor, plural = "you", True  # only for what a reader may do: "you can cancel", never
        # "you can refund" (the vendor refunds), "you will not bill" (the vendor bills) or
        # "will be added to the system" (the team adds it, not the reader)
    else:
        return None
    tense_aux = [a for a in auxes if a.dep_ == "auxpass"]
    lemma = root.lemma_
    if not known_verb(lemma) or not _known_form(root, lemma, "VBN"):
        return None  # "is mayored by" has no verb "mayore" to inflect ("Estlin mayores");
        # an irregular verb the table lacks: "has beaten" → "has beated"
    participle = _doubled(root, lemma, "VBN")
    if modals:
        verb = modals[0].text + (" not" if negated else "") + " " + lemma
    elif any(a.lemma_ == "have" for a in auxes):
        verb = ("have" if plural else "has") + (" not" if negated else "") + " " + participle
    elif tense_aux and tense_aux[0].tag_ == "VBD":
        verb = ("did not " + lemma) if negated else _doubled(root, lemma, "VBD")
    elif tense_aux and lemma in _CREATION and not negated:
        verb = _doubled(root, lemma, "VBD")  # "Easy A is written by X": X wrote it
    elif tense_aux:
        verb = (("do" if plural else "does") + " not " + lemma) if negated else \
            inflect(lemma, "VBP" if plural else "VBZ")
    else:
        return None
    rest = _rest(doc, root, skip)
    if any(t.pos_ == "PRON" for t in doc[root.i + 1:] if t.i not in skip):
        return None  # a pronoun after the verb may change its antecedent with the order
    stop = text[sentence_end(text):] or "."
    if not _quotes_balanced(actor, obj, rest, stop):
        return None  # a closing quote would be left behind at the end
    return capitalize_first(f"{actor} {verb} {obj}" + (f" {rest}" if rest else "")) + stop


def _confident_transitive(verb) -> bool:  # type: ignore[no-untyped-def]
    """Whether the verb is one the passive can be trusted with: a finite verb of
    ``data/voice.json`` with a direct object. The small tagger reads "stars" of "Gray
    Matters stars an actress" as the verb "stare" and "features" as a verb of a venue:
    their passives ("is stared by", "options is featured by") break.

    >>> from mutators._nlp import parse
    >>> [_confident_transitive(parse(t)[:].root) for t in ("Roberto Orci wrote Star Trek.",
    ...                                                   "Gray Matters stars an actress.")]
    [True, False]
    """
    return verb.pos_ == "VERB" and verb.tag_ in ("VB", "VBD", "VBZ", "VBP") and \
        verb.lemma_.lower() in _passive_verbs() and verb.lemma_ not in _STATIVE and \
        any(c.dep_ == "dobj" for c in verb.children)


@lru_cache(maxsize=1)
def _passive_verbs() -> frozenset[str]:
    return frozenset(table("voice")["passive_verbs"])


#: A contrast tied to the object, which a passive would leave stranded after the agent.
_CONTRASTED = re.compile(r"\b(?:rather than|instead of|as opposed to|in place of)\b", re.I)


def _to_passive(text: str, context: str) -> str | None:
    doc = parse(text)
    root = doc[:].root
    subjects = [c for c in root.children if c.dep_ == "nsubj"]
    objects = [c for c in root.children if c.dep_ == "dobj"]
    auxes = [c for c in root.children if c.dep_ in ("aux", "neg")]
    if not _confident_transitive(root) or len(subjects) != 1 or \
            len(objects) != 1 or any(c.dep_ in ("prt", "dative", "ccomp", "xcomp", "attr", "conj")
                                     for c in root.children):
        return None
    subj, obj = subjects[0], objects[0]
    if subj.left_edge.i != 0 or (auxes and auxes[-1].i + 1 != root.i) or root.i + 1 != \
            obj.left_edge.i or _quantified(doc, subj) or _quantified(doc, obj) or \
            obj.pos_ not in ("NOUN", "PROPN") or obj.lower_ in _COUNTING or \
            any(c.dep_ in ("relcl", "acl", "appos") for c in obj.children) or \
            subj.right_edge.i + 1 + len(auxes) != root.i or \
            "," in doc[obj.left_edge.i:obj.right_edge.i + 1].text:
        return None  # a comma in the object ("X, a platform that ...") loses its close
    modals = [a for a in auxes if a.lower_ in _MODALS]
    negated = any(a.dep_ == "neg" for a in auxes)
    if negated or (auxes and not modals):
        return None
    if _CONTRASTED.search(text):
        return None  # "plays an offensive position rather than defensive": the contrast's
        # second half stays behind the moved object (held-out round 15)
    if doc[0].tag_ == "VBG" or _elliptical(doc) or _loose_punctuation(doc, subj, root):
        return None  # "Internet Access is required by accessing email": a gerund agent
    if _bare_common(obj) and root.lemma_.lower() not in _PROVISION:
        return None  # "Film is directed by X", "High school was attended by Michael Ola":
        # a bare noun put first reads as all film, every high school
    if root.lemma_ == "attend" and (subj.ent_type_ == "PERSON" or subj.pos_ == "PRON"):
        return None  # one person attends: "Harvard was attended by Michael Ola" is unnatural
    after = doc[obj.right_edge.i + 1] if obj.right_edge.i + 1 < len(doc) else None
    if after is not None and after.pos_ in ("NOUN", "PROPN", "VERB", "AUX"):
        return None  # "increased their letters/symbols limits": the parse cut the object short
    if after is not None and after.dep_ == "prep" and after.head.i == root.i and \
            _nominalised(obj):
        return None  # "marked Africa's integration into the economy": the parse may give
        # the noun's own phrase to the verb, and the passive would strand it after the agent
    if _recipient_inside(obj) or _parallel_after(doc, obj):
        return None  # "proposes a list of ministers to the President": the recipient would
        # move with the object; "shares a border with X at the north and borders with Y":
        # the second object would stay behind the agent
    if _personal_pronoun(obj.subtree) or not _known_form(root, root.lemma_, "VBD"):
        return None  # "Their limits were increased by Twitter"; "beat" → "beated"
    actor = _span_text(doc, subj)
    if subj.pos_ == "PRON" and not (actor.lower() == "you" and modals):
        return None  # "The novel was written by her" reads worse than it means
    plural = _plural(obj) and not _one_name(obj)
    if modals:
        be = modals[0].text + " be"
    elif root.tag_ == "VBD":
        be = "were" if plural else "was"
    elif root.tag_ in ("VBZ", "VBP"):
        be = "are" if plural else "is"
    else:
        return None
    patient = _span_text(doc, obj)
    patient = _SUBJECTIVE.get(patient.lower(), patient)
    lowered = _lowered(actor + " x.", context)
    if lowered is None:
        return None
    agent = "" if actor.lower() == "you" and modals else \
        " by " + _OBJECTIVE.get(actor.lower(), lowered[:-3])
    rest = _rest(doc, root, {t.i for t in obj.subtree})
    if rest and agent and _has_modifier(subj):
        if any(t.dep_ in ("advcl", "ccomp", "xcomp", "mark") or t.text == ","
               for t in doc[obj.i + 1:]):
            return None  # a clause after "by <a noun with its own phrase>" has no clear host
        agent, rest = "", rest + agent  # "sold to Google by the owner of X", not "by the
        # owner of X to Google": the verb's phrase stays by the verb
    if any(t.pos_ == "PRON" for t in doc[obj.right_edge.i + 1:]):
        return None  # "Dogs can be brought by guests if they are small": whose "they"?
    stop = text[sentence_end(text):] or "."
    if not _quotes_balanced(actor, patient, rest, stop):
        return None
    participle = _doubled(root, root.lemma_, "VBN")
    doubled = root.lemma_ + root.lemma_[-1:] + "ed"
    if re.search(r"\b" + re.escape(doubled) + r"\b", context.lower() + " " + text.lower()):
        participle = doubled  # "cancelled", "conferred" where the text writes them doubled
    return capitalize_first(f"{patient} {be} {participle}{agent}"
                            + (f" {rest}" if rest else "")) + stop


_NOMINAL_ENDINGS = ("tion", "sion", "ment", "ance", "ence", "ancy", "ency", "ure", "ism", "ship",
                    "ity", "ing")
#: Words that point back to something said before: never moved ahead of what they point to.
_ANAPHORS = frozenset("he him his himself she her hers herself it its itself they them their "
                      "theirs themselves others another latter former".split())
_DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
#: Verbs and adjectives that take an indirect question: "discussed if averaging was a good
#: idea" holds no condition, and "If averaging ..., the team discussed." reads as one.
_ASKING = frozenset("ask wonder discuss debate know see check decide consider question "
                    "determine doubt test verify confirm investigate explore examine evaluate "
                    "assess inquire enquire find figure learn remember forget understand tell "
                    "say show mention note clarify query matter depend care talk think wait "
                    "sure unsure clear certain uncertain".split())


#: Verbs of provision: their bare object says a thing is there to have ("offers parking"),
#: and so does the passive ("Parking is offered by the park"), with no generic reading.
_PROVISION = frozenset({"offer", "provide", "serve", "include", "feature", "supply"})


def _bare_common(noun) -> bool:  # type: ignore[no-untyped-def]
    """Whether a noun phrase is a common noun with no determiner, possessive or number
    ("film", "athletic clothing", "symptoms"): as the subject of a passive it reads
    generically ("Film is directed by Ed Decter" says all film is), which the object of the
    active did not.

    >>> from mutators._nlp import parse
    >>> doc = parse("Ann directs film and the play.")
    >>> [_bare_common(doc[2]), _bare_common(doc[5])]
    [True, False]
    """
    if noun.pos_ != "NOUN" or noun.ent_type_:
        return False
    return not any(c.dep_ in ("det", "poss", "nummod", "predet") or c.pos_ == "PROPN"
                   for c in noun.children)


def _nominalised(noun) -> bool:  # type: ignore[no-untyped-def]
    """A noun made from a verb or adjective ("integration", "access" excepted), which takes
    its own prepositional phrase ("integration into", "commitment to")."""
    return noun.pos_ == "NOUN" and noun.lemma_.lower().endswith(_NOMINAL_ENDINGS)


def _has_modifier(head) -> bool:  # type: ignore[no-untyped-def]
    """Whether a noun phrase ends in a phrase or clause of its own ("the owner of X")."""
    return head.pos_ != "PROPN" and not head.ent_type_ and any(
        c.dep_ in ("prep", "relcl", "acl", "appos", "conj") and c.i > head.i
        for c in head.children)  # a name's own words ("Alice in Chains") are no phrase


def _points_back(first, other) -> bool:  # type: ignore[no-untyped-def]
    """Whether the part put first holds a pronoun (or "others", "the latter") or a
    demonstrative ("that at the Hotpot", "those provided by", "the food there") whose
    antecedent may be in the other part: "Others thought they were a plus while some ..."."""
    return any(_anaphor(t) for t in first) and \
        any(t.pos_ in ("NOUN", "PROPN", "PRON") for t in other)


def _anaphor(token) -> bool:  # type: ignore[no-untyped-def]
    """A word that points back: a third-person pronoun, "others", a demonstrative
    determiner or pronoun (not the "that" of a clause), an anaphoric "there" or "such"."""
    if token.lower_ in _ANAPHORS:
        return token.pos_ in ("PRON", "DET", "NOUN", "ADJ")
    if token.lower_ in _DEMONSTRATIVES:  # "that" of "think that ..." is IN, a relative WDT;
        # "while that at the Hotpot is" parses as a second marker before a preposition
        following = token.nbor(1) if token.i + 1 < len(token.doc) else None
        return token.tag_ == "DT" or (following is not None and following.pos_ == "ADP")
    return (token.lower_ == "there" and token.dep_ != "expl") or token.lower_ in ("such",
                                                                                 "same")


def _move_clause(text: str, context: str) -> str | None:
    doc = parse(text)
    root = doc[:].root
    if _back_reference(doc):
        return None  # "If there is more, it is darker and vice versa": the back reference
        # needs the condition said before it
    clauses = [c for c in root.children if c.dep_ == "advcl" and any(
        m.dep_ == "mark" and m.lower_ in _MARKS for m in c.children)]
    if len(clauses) != 1:
        return None
    clause = clauses[0]
    first, last = clause.left_edge.i, clause.right_edge.i
    if _stranded_word_ahead(doc, clause):
        return None  # "It is called for if X": "for" is the verb's, and would go with X
    stop = text[sentence_end(text):] or "."
    end = len(doc) - 1 if doc[-1].is_punct else len(doc)
    if any(t.lower_ == "until" for t in clause.subtree):
        return None  # "once the limit is reached until licenses are added" splits badly
    if _elliptical(doc):
        return None  # "While Anatolia does not, Efes offers ...": the ellipsis comes first
    if _indirect_question(root, clause):
        return None
    if any(m.dep_ == "mark" and m.lower_ == "because" for m in clause.children) and any(
            c.dep_ == "neg" or c.tag_ == "MD" for c in root.children):
        return None  # "might not be able to ... because X": the reason lies inside the
        # modal's or the negation's scope; fronted, it is asserted as a fact
    if _LIST_MARK.match(text) or any(t.text in (":", "**", "*") for t in doc[:first]):
        return None  # "4. **Fixed Costs:** Provides ... if ...": a list index or a heading
        # opens the sentence; the clause cannot go before it or hang between
    if first == 0 and last + 1 < end and doc[last + 1].text == ",":
        main = doc[last + 2:end].text
        if doc[last + 2].pos_ in ("ADP", "ADV", "SCONJ") or "," in main:
            return None  # the main clause opens with its own adjunct: moving the condition
            # behind it ("With manual billing, no more users...") garbles the order
        moved = doc[first:last + 1].text
        if _points_back(doc[last + 2:end], doc[first:last + 1]) or \
                _additive(doc[last + 2:end]):
            return None
        lowered = _lowered(moved, context)
        return None if lowered is None else capitalize_first(main) + " " + lowered + stop
    if last + 1 == end and first > root.i and doc[first - 1].text != ",":
        main = doc[0:first].text
        if "," in main or any(c.dep_ in ("cc", "conj") for c in root.children):
            return None  # "offers A, and B if they sign up": the condition is B's alone
        if _bare_pronoun_clause(root, clause):
            return None  # "This is because X", "This is caused if X": fronted, the clause
            # leaves "..., this is." or "..., this is caused." to end the sentence
        moved = doc[first:last + 1].text
        if _points_back(doc[first:last + 1], doc[0:first]) or _additive(doc[first:last + 1]):
            return None  # "If they are small, dogs ...": the pronoun would come first
        lowered = _lowered(main, context)
        return None if lowered is None else capitalize_first(moved) + ", " + lowered + stop
    return None


#: What a bare main clause keeps beside its verb: subject, auxiliaries, negation, a stop.
_BARE_KEEPS = frozenset({"nsubj", "nsubjpass", "expl", "aux", "auxpass", "neg", "punct"})



def _means_not_agent(noun) -> bool:  # type: ignore[no-untyped-def]
    """Whether the noun after "by" is a bare singular common noun, with no determiner,
    possessive or number, that a participle's phrase follows: a means or a measure ("by
    population using the census", "by hand using a press"), which cannot become the subject
    of the active verb with that phrase. "affected by development" stays (a causer).

    >>> from mutators._nlp import parse
    >>> doc = parse("Districts are apportioned to states by population using the census results.")
    >>> [_means_not_agent(t) for t in doc if t.dep_ == "pobj" and t.head.dep_ == "agent"]
    [True]
    >>> doc = parse("Personality is affected by development.")
    >>> [_means_not_agent(t) for t in doc if t.dep_ == "pobj" and t.head.dep_ == "agent"]
    [False]
    """
    return noun.pos_ == "NOUN" and noun.tag_ == "NN" and not any(
        c.dep_ in ("det", "poss", "nummod", "predet") for c in noun.children) and any(
        c.dep_ == "acl" and c.tag_ == "VBG" for c in noun.children)


def _recipient_inside(obj) -> bool:  # type: ignore[no-untyped-def]
    """Whether the object's phrase holds a "to" phrase on one of its nouns ("a list of
    ministers to the President"): it may be the verb's recipient, which the passive would
    carry off with the object ("viewed as average to high" is no such phrase).

    >>> from mutators._nlp import parse
    >>> doc = parse("The Prime Minister proposes a list of ministers to the President.")
    >>> _recipient_inside([t for t in doc if t.dep_ == "dobj"][0])
    True
    """
    return any(t.dep_ == "prep" and t.lower_ == "to" and t.i > obj.i and
               t.head.pos_ in ("NOUN", "PROPN") for t in obj.subtree)


def _parallel_after(doc, obj) -> bool:  # type: ignore[no-untyped-def]
    """Whether a noun of the object's lemma comes again after the object in a coordination
    ("shares a border with X at the north and maritime borders with Y"): a second object in
    parallel, which the passive would leave behind the agent. "the image" again ("create an
    image ... to decrypt the image") points back and stays."""
    return any(t.lemma_.lower() == obj.lemma_.lower() and t.pos_ == "NOUN" and (
        t.dep_ == "conj" or any(c.dep_ == "cc" for c in t.subtree))
        for t in doc[obj.i + 1:])


def _stranded_word_ahead(doc, clause) -> bool:  # type: ignore[no-untyped-def]
    """Whether the clause's span opens with a word before its conjunction that is no
    conjunction of ours: a preposition of the main verb the parse hung on the clause ("It
    is called for if X"), which moving the clause would carry away.

    >>> from mutators._nlp import parse
    >>> doc = parse("It is also called for if the filling has a shorter bake time than the crust.")
    >>> _stranded_word_ahead(doc, [c for c in doc[:].root.children if c.dep_ == "advcl"][0])
    True
    """
    for token in doc[clause.left_edge.i:clause.i]:
        if token.lower_ in _MARKS:
            return False
        if token.dep_ == "mark" or token.pos_ == "ADP":
            return True
    return False

def _bare_pronoun_clause(root, clause) -> bool:  # type: ignore[no-untyped-def]
    """Whether the main clause, the adverbial clause set aside, is only a pronoun subject
    and its verb ("This is because ...", "This is caused if ..."): the clause is what the
    sentence says, and the bare "this is (caused)" cannot close a sentence once it is put
    first.

    >>> from mutators._nlp import parse
    >>> [_bare_pronoun_clause(d[:].root, [c for c in d[:].root.children if c.dep_ == "advcl"][0])
    ...  for d in map(parse, ("This is caused if the cable is loose.",
    ...                       "It is okay if the box gets wet."))]
    [True, False]
    """
    others = [c for c in root.children if c.i != clause.i]
    subjects = [c for c in others if c.dep_ in ("nsubj", "nsubjpass", "expl")]
    return bool(subjects) and all(c.dep_ in _BARE_KEEPS for c in others) and \
        all(s.pos_ == "PRON" or (s.tag_ == "DT" and s.left_edge.i == s.right_edge.i)
            for s in subjects)


def _comma_set(head) -> bool:  # type: ignore[no-untyped-def]
    """Whether a noun phrase holds a clause or apposition set off by a comma ("a virus,
    which spreads in water"): made the subject, its closing comma would fall before the verb,
    which the rewrite does not write.

    >>> from mutators._nlp import parse
    >>> doc = parse("It is caused by a virus, which spreads in water.")
    >>> _comma_set(doc[5])
    True
    """
    doc = head.doc
    return any(t.dep_ in ("relcl", "acl", "appos") and t.left_edge.i > 0 and
               doc[t.left_edge.i - 1].text == "," for t in head.subtree)


#: A list index, bullet or bold heading opening a sentence ("4. ", "- ", "**Costs:**").
_LIST_MARK = re.compile(r"\s*(?:\d+[.)]\s|[-*•#>]\s|\*\*)")


#: Additive focus words: they point back to what the sentence said before them.
_ADDITIVES = frozenset({"also", "too", "likewise", "similarly", "either"})


def _additive(tokens) -> bool:  # type: ignore[no-untyped-def]
    """Whether the part to be put first holds an additive focus word ("while Sitar has
    sights as well", "too", "also"): put first, it adds to a clause not yet said.

    >>> from mutators._nlp import parse
    >>> doc = parse("The hotel has a view while the inn has sights as well.")
    >>> _additive(doc[5:])
    True
    """
    text = " ".join(t.lower_ for t in tokens)
    return any(t.lower_ in _ADDITIVES and t.pos_ == "ADV" for t in tokens) or \
        re.search(r"\bas well\b(?! as\b)", text) is not None


def _indirect_question(root, clause) -> bool:  # type: ignore[no-untyped-def]
    """Whether an "if" clause may be the question a verb asks rather than a condition:
    "The team also discussed if averaging was a good idea", "not sure if it opens".

    >>> from mutators._nlp import parse
    >>> doc = parse("The team discussed if averaging was a good idea.")
    >>> _indirect_question(doc[:].root, [c for c in doc[:].root.children if c.dep_ == "advcl"][0])
    True
    """
    if not any(m.dep_ == "mark" and m.lower_ == "if" for m in clause.children):
        return False
    heads = [root, *(c for c in root.children if c.dep_ in ("acomp", "xcomp"))]
    return any(h.lemma_.lower() in _ASKING or h.lower_ in _ASKING for h in heads)


def _only_has(text: str, context: str) -> list[str] | None:
    doc = parse(text)
    root = doc[:].root
    if root.lemma_ != "be" or root.tag_ not in ("VBZ", "VBP"):
        return None
    subjects = [c for c in root.children if c.dep_ == "nsubj"]
    comps = [c for c in root.children if c.dep_ == "acomp" and c.lower_ == "available"]
    if len(subjects) != 1 or not comps or any(c.dep_ == "neg" for c in root.children):
        return None
    preps = [c for c in comps[0].children if c.dep_ == "prep" and c.lower_ in ("on", "in",
                                                                               "with", "to")]
    only = [c for c in (*comps[0].children, *(p for q in preps for p in q.children))
            if c.lower_ == "only"]
    if len(preps) != 1 or not only or len(list(doc)) - 1 != preps[0].right_edge.i + 1:
        return None
    pobj = [c for c in preps[0].children if c.dep_ == "pobj"]
    if not pobj:
        return None
    owner = _span_text(doc, pobj[0])
    lowered = _lowered(_span_text(doc, subjects[0]) + " x.", context)
    if lowered is None:
        return None
    thing = lowered[:-3]
    plural = _plural(pobj[0])
    stop = text[sentence_end(text):] or "."
    # "has" first; "offers" where the parser misreads "has X" (the guard would drop it)
    return [f"Only {owner} {'have' if plural else 'has'} {thing}{stop}",
            f"Only {owner} {'offer' if plural else 'offers'} {thing}{stop}"]
