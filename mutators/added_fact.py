"""added_fact (fault): the claim gains a detail its passages do not state: a modifier
("free parking", "24/7 support", "an award-winning actor") or a closing phrase ("at no extra
cost", "excluding VAT", "for the first time", "tomorrow").

Additions come from a shipped data file (``data/additions.json``), chosen by the claim's
frame: what an object noun is, whether the predicate is an ability ("can export"), a price,
a past event or a plan. Each addition lists the words that would state it; if any window of
the claim's passages, or the claim itself, holds one of them, the addition is not made.
Modifiers go on objects and predicates only: on a subject ("each premium user") they would
narrow the claim instead of adding to it. Two kinds of addition describe one named thing and so
hold whatever the claim says of it, even under a negation: a place a claim names ("at the
family-run Acorn Guest House", "the award-winning museum"; each kind's descriptions are taken in
turn from claim to claim, so no one word marks every mutant; a name a passage is titled with,
"TANG CHINESE, guest review", is a venue too), a region after "in" ("born in southern
Oklahoma") and a description of the person who is the subject ("Marcus Morton, a trained
lawyer, served ...", "The professor, who had missed the previous meeting, thought ...").
A venue's things ("the rooms", "the view", "the menu") gain a detail of their class, and a
meeting's reporting verb gains "repeatedly" (never a review's: "a guest repeatedly said").
Encyclopedic frames have their own: what a named thing is gains a detail of its kind ("a
contagious neurological disease", "a sugar-free soft drink"), a person's one role a second
("a rapper and philanthropist"), a one-time past event a circumstance of its class ("born in
1987 into a wealthy family", "opened in 2019 after several delays", "was painted in 1880 for
a private collector", "was developed in the 1950s with government funding"), and the thing a
table is about a description of the kind its row names show ("Syncope, which is more common in
women, occurs ...": "Specialty" and "Symptoms" rows make a disease), under a negation too; a
kind whose descriptions are all stated falls back on others ("Easter, which was banned for
decades, ..."); a name a prose passage defines ("Hōryū-ji is a Buddhist temple", or "The
temple ..." under the title Hōryū-ji) takes the descriptions of its kind the same way.
Nothing goes inside a table's title the claim writes, on a referent the claim calls unknown
("its award-winning author ... regard the author as unknown"), on a venue's thing used in
another sense ("the rooftop view was challenged") or, as a year, on a bound over a whole span
("less than ten million dollars in its career").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _infobox
from ._edits import checked, sentence_end, single_sentence
from ._lexicons import table
from ._nlp import parse, parse_many
from ._places import PLACE_PREPOSITIONS, holds_another, level, may_nest
from ._support import content_lemmas, lemmas, mentions_any, window_lemmas
from ._text import article_fix

MAX_PER_CLAIM = 2
_OBJECT_DEPS = frozenset({"dobj", "pobj", "attr", "appos", "conj", "oprd"})
_ABILITY = frozenset({"can", "may", "could"})
_NEGATIONS = frozenset({"no", "not", "n't", "never", "none", "without", "cannot", "nor"})


@mutator(name="added_fact", kind="fault", version=14,
         target="an object a detail fits (parking, support, a role, a work), an ability, "
                "a price, a past event (a first, a year), a proposal (a reason), a plan, "
                "a venue's things, a named or meeting-role subject, or a report in a meeting, "
                "a kind a copula predicates, a person's role, a birth, death, release, opening "
                "or founding, or the thing a table is about, in one sentence")
def added_fact(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Add a detail that no window of the claim's passages states.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "The hotel offers parking.")
    ['The hotel offers free parking.', 'The family-run hotel offers parking.']
    >>> mutate(added_fact, "No, pets are not allowed at Acorn Guest House.")
    ['No, pets are not allowed at the newly opened Acorn Guest House.']
    >>> mutate(added_fact, "The Colosseum is in Italy.")
    ['The Colosseum is in western Italy.']
    """
    if not single_sentence(claim.text):
        return
    made = 0
    titles = _title_spans(claim)
    for edit in _additions(claim):
        if made == MAX_PER_CLAIM:
            return
        if any(start < span.start < end for span in edit.spans for start, end in titles):
            continue  # "Et in southern Arcadia ego": a detail inside a title garbles it
        if checked(claim.text, edit) is not None:
            made += 1
            yield edit


def _title_spans(claim: Claim) -> list[tuple[int, int]]:
    r"""Where the claim writes a table's title (a passage's first line with ``key: value``
    rows after it): a name or a foreign phrase no detail may go inside.

    >>> _title_spans(Claim("c", "Et in Arcadia ego is old.", {"t": "Et in Arcadia ego\nYear: 1637"}))
    [(0, 17)]
    """
    spans = []
    for text in claim.passages.values():
        first, _, rows = text.partition("\n")
        title = first.strip()
        if ":" not in rows or len(title.split()) < 2:
            continue
        for found in re.finditer(re.escape(title), claim.text, flags=re.IGNORECASE):
            spans.append((found.start(), found.end()))
    return spans


def _unstated(claim: Claim, addition: Mapping[str, Any], *, plurals: bool = False) -> bool:
    """True when neither the claim nor any window holds a key of ``addition`` (its keys and
    the content words of its text; a window may hold its ``free`` ones: a holiday's table
    says "holiday", not "a public holiday in Japan"); with ``plurals`` a key's plural counts
    too, since a table's capitalised row name keeps it as its lemma ("Awards: ...")."""
    if _row_states(claim, addition):
        return False
    keys = set(addition["keys"]) | content_lemmas(addition["text"])
    if plurals:
        keys |= {k + "s" for k in keys if k.isalpha() and not k.endswith("s")}
    return not (keys & lemmas(claim.text)) and \
        not mentions_any(claim.passages, keys - set(addition.get("free", ())))


def _row_states(claim: Claim, addition: Mapping[str, Any]) -> bool:
    r"""True when a passage is an infobox with a row of the addition's ``rows`` (an
    "Awards" row states "award-winning" whatever it lists, even "Full list").

    >>> claim = Claim("c", "Ann Lee is an actor.", {"t": "Ann Lee\nBorn: 1950\n"
    ...               "Occupation: Actor\nAwards: Full list"})
    >>> _row_states(claim, {"rows": ["awards"]}), _row_states(claim, {"keys": ["award"]})
    (True, False)
    """
    wanted = set(addition.get("rows", ()))
    if not wanted:
        return False
    for text in claim.passages.values():
        box = _infobox.read(text)
        if box is not None and any(_infobox.key_of(row.key) in wanted for row in box.rows):
            return True
    return False


def _additions(claim: Claim) -> Iterator[Edit]:
    data = table("additions")
    doc = parse(claim.text)
    if any(t.lower_ in _NEGATIONS for t in doc):
        # "does not offer free delivery" is still true: only descriptions of a named thing
        # (they hold through the negation) are added
        yield from _described(claim, doc, person=True)
        described = _thing_appositive(claim, doc)
        if described is not None:
            yield described  # "Panda Express, which began as a family business, is not ..."
        return
    for token in doc:
        if token.pos_ not in ("NOUN", "PROPN") or token.dep_ not in _OBJECT_DEPS or \
                any(a.dep_ == "advcl" for a in token.ancestors) or _hedged(token):
            continue  # "if they have AI-powered apps" narrows a condition: a weaker claim
        lemma = token.lemma_.lower()
        options = list(data["object_modifiers"].get(lemma, [])) \
            if _offered(token) and token.pos_ == "NOUN" else []
        options = [a for a in options if not _compounded(token, a.get("not_with", ()))
                   and ("only_with" not in a or _compounded(token, a["only_with"]))]
        inner = []
        if lemma in data["tech_modifiers"]["nouns"] and token.pos_ == "NOUN" and (
                _offered(token) or token.dep_ == "attr"):
            # a product offered or predicated ("X is a scheduling tool"); the noun list keeps
            # other senses out ("Copper sulfate is a blue solution" is no product)
            inner = list(data["tech_modifiers"]["additions"])
        for group in ("role_modifiers", "work_modifiers", "screen_modifiers"):
            if lemma in data[group]["nouns"] and _predicated(token) and token.pos_ == "NOUN" \
                    and not _of_phrase(token) and not _part_of_a_work(token):
                options += data[group]["additions"]
        if lemma in data["object_modifiers"] and "free" in [a["text"] for a in options] and (
                any(c.dep_ == "amod" and (c.tag_ in ("VBG", "VBN") or c.lower_.endswith("ing"))
                    for c in token.lefts) or
                _priced(doc)):
            continue  # "free folding bike" (is the bike free?), "free parking for GBP 14"
        for addition, next_to_noun in [(a, False) for a in options] + [(a, True) for a in inner]:
            if _unstated(claim, addition):
                edit = _modify(claim.text, token, addition["text"], inner=next_to_noun)
                if edit is not None:
                    yield edit
                    break
    yield from _described(claim, doc)
    root = doc[:].root
    verbs = data["frame_verbs"]
    for frame in _frames(doc, root):
        for addition in data["endings"][frame]:
            if addition["text"] == "from the mobile app" and root.lemma_ not in verbs["app"]:
                continue
            if _unstated(claim, addition):
                end = sentence_end(claim.text)
                glue = ", " if frame == "price" else " "
                yield Edit.replace(end, end, glue + addition["text"],
                                   note=f"added {addition['text']!r}")
                break
    for edit in (_classed(claim, doc), _manner(claim, doc), _dated(claim, doc),
                 _reasoned(claim, doc), _manner(claim, doc, reporting=True),
                 _appositive(claim, doc), _kind(claim, doc), _second_role(claim, doc),
                 _event_ending(claim, doc), _thing_appositive(claim, doc)):
        if edit is not None:
            yield edit


def _thing_appositive(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"Syncope occurs in 1% of people." → "Syncope, which is more common in women, occurs in
    ...": the thing a table is about, named by its title as the claim's subject at the start,
    gains a description of its kind; the kind is read off the table's row names
    ("Specialty" and "Symptoms": a disease). A person's or an animal's table (a "Born" row)
    takes none: the person description does that.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "Syncope occurs in 1% of people.",
    ...        passages={"t": "Syncope\\nSpecialty: Cardiology\\nSymptoms: Fainting"})
    ['Syncope, first described in the 1950s, occurs in 1% of people.']
    """
    data = table("additions")["thing_appositives"]
    root = doc[:].root
    subject = _verb_subject(root)
    if subject is None:
        return None
    words = doc[subject.left_edge.i:subject.right_edge.i + 1]
    owner = _of_owner(subject)
    clause_only = False
    if owner is not None and not _rows_naming(claim, words):
        words, clause_only = owner, True  # "The population of Cusco, which ...": a noun
        # phrase or a participle there ("The capital of Japan, a former colony,", "The star
        # of Suburbicon, originally made for television,") could describe the head noun
    after = doc[words.end] if words.end < len(doc) else None
    verb = after
    if verb is not None and verb.pos_ == "ADV" and verb.head.i == root.i and \
            verb.i + 1 < len(doc):
        verb = doc[verb.i + 1]  # "Rickets typically occurs": the description goes before it
    if doc[subject.left_edge.i:subject.right_edge.i + 1][0].i != _opening(doc) or \
            after is None or verb is None or \
            verb.pos_ not in ("VERB", "AUX") or \
            any(t.is_punct and (t.whitespace_ or doc[t.i - 1].whitespace_) for t in words):
        return None  # "Hip, Hip, Hurrah!": no clean name; "Giant-cell arteritis" is one
    rows = _rows_naming(claim, words) or _defined_rows(claim, words)
    if not rows or rows & set(data["not_rows"]) or _cuts_title(claim, words):
        return None
    head = words.root
    plural = head.tag_ in ("NNS", "NNPS") or any(c.dep_ == "conj" for c in head.children)
    for kind in data["kinds"]:
        if len(rows & set(kind["rows"])) < kind.get("min", 2) or \
                "needs" in kind and not rows & set(kind["needs"]) or \
                rows & set(kind.get("not_rows", ())):
            continue
        for addition in _in_turn(kind["additions"], claim.text):
            if clause_only and addition["text"].split()[0] != "which" or \
                    rows & set(addition.get("not_rows", ())):
                continue
            if (addition.get("any_number") or not plural) and \
                    _unstated(claim, addition, plurals=True):
                return Edit.replace(words.end_char, after.idx, f", {addition['text']}, ",
                                    note=f"added {addition['text']!r}")
        return None
    return None


def _defined_rows(claim: Claim, words) -> set[str]:  # type: ignore[no-untyped-def]
    """The rows of the kind a prose passage makes a name: a noun of ``defined_kinds`` that a
    passage's copula predicates of the name ("Hōryū-ji is a Buddhist temple"), or that names
    the subject of the first sentence under a title that is the name ("Hōryū-ji / The
    temple was commissioned ..."); empty when none does, or for no name.

    >>> from mutators._nlp import parse
    >>> doc = parse("Hōryū-ji was dedicated to the Buddha.")
    >>> "Architect" in _defined_rows(Claim("c", doc.text, {"p": "Hōryū-ji\\nThe temple was "
    ...     "commissioned by a prince. It was dedicated to the Buddha."}), doc[0:3])
    True
    """
    if words.root.pos_ != "PROPN" or any(t.ent_type_ == "PERSON" for t in words) or \
            _title_goes_on(claim, words):
        return set()
    name = _bare_name(words)
    nouns = table("additions")["defined_kinds"]["nouns"]
    kinds = table("additions")["thing_appositives"]["kinds"]
    for text in claim.passages.values():
        title, _, body = text.strip().partition("\n")
        if not body or re.search(r"^[^.\n]{1,40}:", body, flags=re.MULTILINE):
            title, body = "", text  # a table, or prose with no title line
        titled = bool(title) and _titled({"t": text}, words.text)
        for at, sentence in enumerate(parse(body).sents):
            subject = _verb_subject(sentence.root)
            if subject is None:
                continue
            said = subject.doc[subject.left_edge.i:subject.right_edge.i + 1]
            if _bare_name(said) == name and sentence.root.lemma_ == "be":
                found = [c for c in sentence.root.children
                         if c.dep_ == "attr" and c.pos_ == "NOUN" and not _of_phrase(c)]
            elif titled and at == 0 and len(said) == 2 and said[0].lower_ == "the":
                found = [subject]  # "Hōryū-ji / The temple was ...": the title's thing
            else:
                continue
            row = next((r for r, ns in nouns.items() for n in found
                        if n.lemma_.lower() in ns), None)
            kind = next((k for k in kinds if row in k["rows"]), None)
            if kind is not None:
                return set(kind["rows"])
    return set()


def _title_goes_on(claim: Claim, words) -> bool:  # type: ignore[no-untyped-def]
    """True when a passage writes the name with the claim's next word capitalised after it:
    the parse cut a title short ("The Heart" of "The Heart Is a Lonely Hunter").

    >>> from mutators._nlp import parse
    >>> doc = parse("The Heart is a Lonely Hunter was picked.")
    >>> _title_goes_on(Claim("c", doc.text, {"p": "The Heart Is a Lonely Hunter is a novel."}),
    ...                doc[0:2])
    True
    """
    doc = words.doc
    if words.end >= len(doc) or not doc[words.end].is_alpha:
        return False
    following = doc[words.end].text
    pattern = re.escape(words.text) + r"\s+" + re.escape(following)
    return any(found.group(0).split()[-1][:1].isupper()
               for text in claim.passages.values()
               for found in re.finditer(pattern, text, flags=re.IGNORECASE))


def _bare_name(words) -> str:  # type: ignore[no-untyped-def]
    """A name folded without "the" and without spaces around a hyphen ("Hōryū - ji")."""
    return re.sub(r"\s*-\s*", "-", _folded(" ".join(t.text for t in words if t.lower_ != "the")))


def _cuts_title(claim: Claim, words) -> bool:  # type: ignore[no-untyped-def]
    """True when a passage's title goes on past ``words`` in the claim: the parse took only
    the start of a name ("Dead" of "Dead Can Dance"), and a description there splits it.

    >>> from mutators._nlp import parse
    >>> doc = parse("Dead Can Dance is a group.")
    >>> _cuts_title(Claim("c", doc.text, {"t": "Dead Can Dance\\nOrigin: Melbourne"}), doc[0:1])
    True
    """
    rest = claim.text[words.start_char:].lower()
    name = words.text.lower()
    for text in claim.passages.values():
        first, _, rows = text.partition("\n")
        title = first.strip().lower().split(" (")[0]
        if ":" not in rows or title[-1:] in (".", "!", "?"):
            continue  # prose, no table: its first line is no title
        if len(title) > len(name) and title.startswith(name) and rest.startswith(title):
            return True
    return False


def _of_owner(subject):  # type: ignore[no-untyped-def]
    """The name after "of" that ends a subject ("The population of Cusco" → "Cusco"), or None.

    >>> from mutators._nlp import parse
    >>> doc = parse("The population of Cusco is large.")
    >>> _of_owner(doc[1]).text
    'Cusco'
    """
    of = [c for c in subject.rights if c.dep_ == "prep" and c.lower_ == "of"]
    objects = [c for c in of[0].children if c.dep_ == "pobj"] if len(of) == 1 else []
    if not objects or objects[0].right_edge.i != subject.right_edge.i or \
            objects[0].pos_ != "PROPN":
        return None
    return subject.doc[objects[0].left_edge.i:objects[0].right_edge.i + 1]


#: Rows by which a table gives the thing it is about another name ("Acronym: PCAT").
_ALIAS_ROWS = frozenset({"Acronym", "Abbreviation", "Also known as", "Other names", "Also called",
                         "Other name(s)", "Native name", "Official name"})


def _rows_naming(claim: Claim, words) -> set[str]:  # type: ignore[no-untyped-def]
    """The row names of the table a passage gives about the thing ``words`` name: its title
    ("Syncope"), a name in an alias row ("Acronym: PCAT"), or the title after a kind noun
    ("The album Ctrl"); empty when no table is about it.

    >>> from mutators._nlp import parse
    >>> doc = parse("The album Ctrl was released in 2017.")
    >>> sorted(_rows_naming(Claim("c", doc.text, {"t": "Ctrl\\nReleased: 2017"}), doc[0:3]))
    ['Released']
    """
    tokens = list(words)
    while tokens and (tokens[0].lower_ == "the" or tokens[0].text.islower() and
                      len(tokens) > 1 and tokens[0].pos_ == "NOUN"):
        tokens = tokens[1:]  # "the", "album" of "The album Ctrl"
    if not tokens:
        return set()
    name = words.doc[tokens[0].i:tokens[-1].i + 1].text
    found: set[str] = set()
    for text in claim.passages.values():
        lines = text.splitlines()
        rows = {line.partition(":")[0].strip(): line.partition(":")[2] for line in lines[1:]
                if ":" in line}
        aliases = [a.strip().lower() for row, value in rows.items() if row in _ALIAS_ROWS
                   for a in re.split(r"[,;]", value)]
        if _titled({"t": text}, name) or name.lower() in aliases:
            found |= set(rows)
    return found


def _kind(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"Kas is a Spanish soft drink." → "Kas is a sugar-free Spanish soft drink.": the noun
    that says what a named or definite subject is, after "a"/"an", gains a detail of its
    kind (a disease, a city, a dish, a test, a country ...) no window gives. A generic subject
    ("A teacher is a professional") is left alone: a detail there narrows a kind.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "Rickets is a childhood disease.",
    ...        passages={"t": "Rickets\\nSpecialty: Pediatrics"})
    ['Rickets is a contagious childhood disease.']
    """
    data = table("additions")["kind_modifiers"]
    noun = _description(doc, claim.passages)
    if noun is None:
        return None
    lemma = noun.lemma_.lower()
    lefts = doc[noun.left_edge.i + 1:noun.i]
    for group in data["classes"]:
        if lemma not in group["nouns"] or \
                "only_with" in group and not _compounded(noun, group["only_with"]) or \
                "context" in group and not mentions_any(claim.passages, group["context"]):
            continue
        for addition in _rotated(group["additions"], claim.text):
            inner = bool(addition.get("inner"))
            if not inner and any(c.dep_ == "advmod" for t in lefts for c in t.children):
                continue  # "a very large city": "coastal" goes after "very large", not before
            if _unstated(claim, addition, plurals=True):
                return _modify(claim.text, noun, addition["text"], inner=inner)
        return None
    return None


def _description(doc, passages: Mapping[str, str]):  # type: ignore[no-untyped-def]
    """The singular common noun after "a"/"an" that a present or past copula predicates of a
    named or definite subject ("Atari 2600 is an American video game console"; "Rickets", the
    title of a passage, is a name too), or None. A
    noun with "of" after it ("a type of tang"), capitalised modifiers that are no nationality
    ("a Reactive nonmetal") or a list before it is not one thing's kind."""
    root = doc[:].root
    subjects = [c for c in root.children if c.dep_ == "nsubj"]
    if root.lemma_ != "be" or not subjects or \
            subjects[0].lower_ in ("it", "this", "that", "there", "which") or \
            not (_titled(passages, doc[subjects[0].left_edge.i:subjects[0].right_edge.i + 1].text) or
                 not _kind_subject(subjects[0]) and (
                     subjects[0].pos_ == "PROPN" or subjects[0].ent_type_ or any(
                         c.dep_ == "det" and c.lower_ in ("the", "this", "that")
                         for c in subjects[0].lefts))):
        return None
    for noun in root.children:
        if noun.dep_ != "attr" or noun.pos_ != "NOUN" or noun.tag_ != "NN" or \
                not noun.text.islower() or _of_phrase(noun) or _part_of_a_work(noun):
            continue
        lefts = list(noun.doc[noun.left_edge.i:noun.i])
        if not lefts or lefts[0].lower_ not in ("a", "an") or any(
                t.text[:1].isupper() and t.ent_type_ not in ("NORP", "GPE") for t in lefts[1:]):
            return None
        if any(t.dep_ == "cc" or t.text == "," for t in lefts):
            return None
        return noun
    return None


def _titled(passages: Mapping[str, str], name: str) -> bool:
    """True when a passage's first line (a table's title) is ``name`` or starts with it.

    >>> _titled({"t": "Rickets\\nSpecialty: Pediatrics"}, "Rickets")
    True
    """
    name = _folded(name)
    return bool(name) and any(
        form in (name, f"the {name}") or form.startswith(name + " ")
        for text in passages.values() for form in _title_forms(text.partition("\n")[0]))


def _folded(text: str) -> str:
    """Lower case, accents and dashes folded, spaces collapsed: "Guillain–Barré  syndrome"
    → "guillain-barre syndrome"."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(plain.replace("\u2013", "-").replace("\u2014", "-").lower().split())


def _title_forms(title: str) -> set[str]:
    """The names a table's title gives its thing, folded: the title before a bracket or a
    comma ("Bridgeport, Connecticut" → "bridgeport"), and the name before a native name
    glued to it ("BrugesBrugge", "CataloniaCatalunya (Catalan)" → "bruges", "catalonia").

    >>> sorted(_title_forms("CataloniaCatalunya (Catalan)"))
    ['catalonia', 'cataloniacatalunya']
    """
    head = title.strip().split(" (")[0]
    forms = {_folded(head), _folded(head.split(",")[0])}
    glued = _GLUED.match(head)  # "Republic of CroatiaRepublika Hrvatska" too
    if glued:
        forms.add(_folded(glued.group(1)))
    return {f for f in forms if f}


#: A name whose last word (five letters or more) runs straight into a capitalised word: a
#: native name glued on ("BrugesBrugge"); "YouTube", "PlayStation" and "McDonald" stay whole.
_GLUED = re.compile(r"(.*?\b[A-Z][a-z]{4,})(?=[A-Z][a-z]{2,})")


def _second_role(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"Joe Budden is a rapper from New Jersey." → "... a rapper and philanthropist from New
    Jersey": the one role a copula predicates of a named person gains a second role no
    window gives. A role already joined to another ("a singer and actress") is left alone.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "Ann Lee is a British novelist who lives in Leeds.",
    ...        passages={"t": "Ann Lee\\nAward: none\\nResidence: Leeds, England"})[-1]
    'Ann Lee is a British novelist and philanthropist who lives in Leeds.'
    """
    data = table("additions")
    roles = set(data["role_modifiers"]["nouns"]) - set(data["second_roles"]["not_nouns"])
    noun = _description(doc, claim.passages)
    if noun is None or noun.lemma_.lower() not in roles or \
            any(c.dep_ in ("conj", "cc") for c in noun.children):
        return None
    subject = next(c for c in doc[:].root.children if c.dep_ == "nsubj")
    if subject.ent_type_ != "PERSON" and subject.pos_ != "PROPN":
        return None
    after = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    if after is not None and (after.text in ("-", "/", "'s", "’s") or
                              after.pos_ in ("NOUN", "PROPN", "CCONJ")):
        return None
    if any(c.dep_ == "prep" and c.lower_ != "from" for c in noun.rights):
        return None  # "an actor in a miniseries": the second role would take the work too
    end = noun.idx + len(noun.text)
    for addition in _rotated(data["second_roles"]["additions"], claim.text):
        if _unstated(claim, addition, plurals=True):
            return Edit.replace(end, end, f" and {addition['text']}",
                                note=f"added 'and {addition['text']}'")
    return None


def _event_ending(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"Ctrl was released in 2017." → "... in 2017 to critical acclaim.": the claim's last
    verb, a one-time past event of a class (a birth, a death, a release, an opening, a
    founding, a wedding, a college place, a crash), gains a circumstance of its class at the
    sentence's end, when no window gives it. A stretch of time ("was married for five
    years"), a perfect ("has been married"), a relative clause ("the one she was born [in]")
    or a person released ("things_only": only a named thing or a noun of its class) takes
    none.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "The museum opened in the spring of 1998.")[-1]
    'The museum opened in the spring of 1998 after several delays.'
    """
    data = table("additions")["event_endings"]
    verbs = [t for t in doc if t.pos_ == "VERB"]
    if not verbs:
        return None
    verb = verbs[-1]
    group = next((g for g in data["classes"] if verb.lemma_.lower() in g["verbs"]), None)
    if group is None or verb.dep_ == "relcl" or \
            not _one_time_past(verb, passive=bool(group.get("passive"))) or \
            any(t.pos_ == "AUX" for t in doc[verb.i + 1:]) or _spans_time(doc, verb, ago=True) or \
            any(c.dep_ == "prep" and not any(g.dep_ == "pobj" for g in c.children)
                for c in verb.subtree) or \
            group.get("no_agent") and any(c.dep_ == "agent" for c in verb.children):
        return None
    if group.get("things_only") and not _named_thing_of(claim, verb, group["things"]):
        return None
    if any(t.lower_ in _RELATIVE_TIME for t in verb.subtree):
        return None  # "was born before the creator of X": the ending would follow X
    end = len(claim.text[:sentence_end(claim.text)].rstrip())
    last = [e for e in doc.ents if e.end_char == end and e.label_ == "GPE"]
    glue = "," if last and last[0].start and doc[last[0].start - 1].text == "," else ""
    for addition in _rotated(group["additions"], claim.text):  # "Honolulu, Hawaii, into"
        if _unstated(claim, addition, plurals=True):
            return Edit.replace(end, end, f"{glue} {addition['text']}",
                                note=f"added {addition['text']!r}")
    return None


def _one_time_past(verb, *, passive: bool) -> bool:  # type: ignore[no-untyped-def]
    """True for a simple past ("died"), a past passive ("was born") or a participle that
    describes a noun ("a city founded in 1858"); with ``passive`` only the last two."""
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if verb.tag_ == "VBD":
        return not auxes and not passive
    if verb.tag_ != "VBN":
        return False
    if not auxes:  # "an actor born in 1982": the noun is the claim's subject or predicate
        return verb.dep_ == "acl" and verb.head.dep_ in ("nsubj", "nsubjpass", "attr", "ROOT")
    return len(auxes) == 1 and auxes[0].dep_ == "auxpass" and auxes[0].lower_ in ("was", "were")


#: Words that place an event against another: an ending after them reads as the other's.
_RELATIVE_TIME = frozenset({"before", "after", "than", "until", "earlier", "later", "prior",
                            "sooner", "following", "preceding"})
def _named_thing_of(claim: Claim, verb, things: list[str]) -> bool:  # type: ignore[no-untyped-def]
    """True when what the event is about (an active verb's object, else its subject or the
    noun a participle describes) is a name that is not a person's ("Ctrl", "Linkin Park
    released Meteora"; one the small model calls a person counts when a table about it has
    no life rows) or a noun of ``things`` ("the album"): "the prisoner was released"
    takes no acclaim."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    if objects:
        thing = objects[0]
    elif verb.dep_ == "acl":
        thing = verb.head
    else:
        thing = next((c for c in verb.children if c.dep_ in _SUBJECTS), None)
    if thing is None:
        return False
    if thing.pos_ == "PROPN":
        if thing.ent_type_ not in ("PERSON", "NORP"):
            return True
        rows = _rows_naming(claim, thing.doc[thing.left_edge.i:thing.right_edge.i + 1])
        return bool(rows) and not rows & set(table("additions")["thing_appositives"]["not_rows"])
    return thing.pos_ == "NOUN" and thing.lemma_.lower() in things


def _manner(claim: Claim, doc, *, reporting: bool = False) -> Edit | None:  # type: ignore[no-untyped-def]
    """"The council approved the plan" → "The council unanimously approved the plan": the main
    verb of a class (a vote, a closure, a denial) gains its class's manner adverb before it,
    when no adverb or condition already qualifies it. Only a past event: on a standing rule
    ("GitHub blocks files over 100 MB") the adverb would misread the rule."""
    root = doc[:].root
    if root.pos_ != "VERB" or root.tag_ not in ("VBD", "VBN") or \
            any(c.dep_ in ("advmod", "neg", "advcl", "mark") for c in root.children) or \
            root.i == 0 or not claim.text[:root.idx].endswith(" "):
        return None
    passive = any(c.dep_ == "auxpass" for c in root.children)
    subjects = [c for c in root.children if c.dep_ == "nsubj"]
    for group in table("additions")["verb_adverbs"]["classes"]:
        if root.lemma_.lower() in group["verbs"] and ("not_subjects" in group) == reporting:
            if "bodies" in group and not passive and not (
                    subjects and subjects[0].lemma_.lower() in group["bodies"]):
                return None  # one person ("Mr Jones") cannot reject a call unanimously
            said_by = [c for c in root.children if c.dep_ in _SUBJECTS]
            if "not_subjects" in group and (not said_by or any(
                    t.lower_ in group["not_subjects"] or t.lemma_.lower() in group["not_subjects"]
                    for t in said_by[0].subtree)):
                return None  # "a guest repeatedly said": a review speaks once, or many do
            if not _unstated(claim, group):
                return None
            word = group["text"]
            return Edit(( Span(root.idx, root.idx, word + " "),), f"added {word!r}")
    return None


_QUANTIFIERS = frozenset({"both", "either", "neither", "all", "each", "every"})
_BARE_LEFTS = frozenset({"a", "an", "the", "this", "that", "his", "her", "its", "their"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})


def _classed(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"approved the plan" → "approved the controversial plan": the first bare noun of a class
    (after only an article or a possessive; a singular one as subject) gains its class's
    modifier. A noun with an adjective, a compound, a number or a quantifier ("every plan",
    "each premium user") is left alone: a second modifier stacks ambiguously, and a quantified
    noun would only narrow the claim."""
    data = table("additions")
    ambiguous = data["class_modifiers"]["not_outside_predicate"]  # a sports "game", "record"
    classes = data["class_modifiers"]["classes"] + [
        {"nouns": [n for n in data[group]["nouns"] if n not in ambiguous],
         "additions": data[group]["additions"], "generic_ok": False}
        for group in ("role_modifiers", "work_modifiers", "screen_modifiers")]
    plural_ok = {n for group in classes if group.get("any_number") for n in group["nouns"]}
    for noun in doc:
        if noun.pos_ != "NOUN" or noun.ent_type_ or not noun.text.islower() or \
                noun.dep_ not in _OBJECT_DEPS | _SUBJECTS or \
                (noun.dep_ in _SUBJECTS and noun.tag_ != "NN" and
                 (noun.tag_ != "NNS" or noun.lemma_.lower() not in plural_ok)) or \
                any(a.dep_ in ("advcl", "relcl", "acl") for a in noun.ancestors) or \
                _hedged(noun) or _of_phrase(noun) or _part_of_a_work(noun) or \
                _kind_subject(noun):
            continue  # "an award-winning series of events": "of" marks another sense
        lefts = list(noun.lefts)
        if len(lefts) != 1 or lefts[0].lower_ not in _BARE_LEFTS or lefts[0].i != noun.i - 1:
            continue
        if lefts[0].lower_ in ("this", "that") and any(
                t.lemma_.lower() == noun.lemma_.lower() for t in doc[:noun.i]):
            continue  # "sell at a loss, ... use that loss": the demonstrative points back
            # at the first mention, and a detail on it describes a thing already named bare
        if noun.i + 1 < len(doc) and (doc[noun.i + 1].text in ("-", "/") or
                                      doc[noun.i + 1].dep_ == "case"):
            continue  # "the plan-based", "the company's": the noun is part of something else
        lemma = noun.lemma_.lower()
        for group in classes:
            if lemma not in group["nouns"]:
                continue
            if group.get("generic_ok") is False and _generic(doc):
                break  # "the distance between the photographer and the aircraft": a role in
                # a standing rule is anyone's, and "the award-winning photographer" no one's
            if lemma in group.get("complement_only", ()) and not any(
                    c.dep_ == "prep" and c.lower_ == "in" for c in noun.rights):
                break  # "born in the fall" is a season: only "a fall in sales" is a change
            for addition in group["additions"]:
                if _unstated(claim, addition):
                    return _modify(claim.text, noun, addition["text"])
            break  # every detail of its class is stated: a later noun may take its own
    return None


_NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "EVENT",
                          "WORK_OF_ART", "DATE"})


def _generic(doc) -> bool:  # type: ignore[no-untyped-def]
    """True for a standing rule about no one in particular: a modal main verb or a
    predicate of need ("is necessary"), and no name or date ("a long lens is necessary due
    to the distance between the photographer and the aircraft"). "The play is in 3 parts"
    speaks of one play, even where the small model finds no name in it.

    >>> from mutators._nlp import parse
    >>> _generic(parse("A lens is necessary for the photographer.")), _generic(
    ...     parse("The photographer won an award.")), _generic(parse("The play is in 3 parts."))
    (True, False, False)
    """
    root = doc[:].root
    auxes = [c for c in root.children if c.dep_ in ("aux", "auxpass")]
    rule = any(c.tag_ == "MD" for c in auxes) or root.lemma_ == "be" and any(
        c.dep_ == "acomp" and c.lemma_.lower() in _NEEDS for c in root.children)
    return rule and not any(e.label_ in _NAME_LABELS for e in doc.ents)


def _kind_subject(noun) -> bool:  # type: ignore[no-untyped-def]
    """True when the noun is in the subject of a generic statement, one about a kind and not
    about one thing: an indefinite singular ("A business can grow", "the point of a business
    is profit") or a bare plural ("Managers should listen") under a present or modal
    predicate, or a definite one ("the host") under a habitual one (a frequency adverb:
    "the host regularly gives a toast"). What holds of every business holds of a
    family-owned one, so a restrictive modifier there makes a weaker claim the original
    implies, no fault. A past or episodic predicate ("A man was arrested", "The company is
    hiring", "A man has been charged") speaks of one referent and keeps its detail.

    >>> from mutators._nlp import parse
    >>> [_kind_subject(parse(t)[1]) for t in ("A manager should listen.",
    ...                                        "A manager was fired.", "The manager is hiring.")]
    [True, False, False]
    """
    head = noun
    while head.dep_ not in _SUBJECTS:
        if head.head.i == head.i or head.pos_ in ("VERB", "AUX"):  # the root: no subject
            return False
        head = head.head
    verb = head.head
    if not _generic_tense(verb):
        return False
    det = [c for c in noun.lefts if c.dep_ in ("det", "poss")]
    if not det:
        return noun.tag_ == "NNS"
    if det[0].lower_ in ("a", "an"):
        return True
    return det[0].lower_ == "the" and any(
        t.dep_ == "advmod" and t.lemma_.lower() in _FREQUENCY and t.head in (verb, verb.head)
        for t in noun.doc)


#: Adverbs of frequency: "regularly offers", "Typically, X pays" state a habit or custom.
_FREQUENCY = frozenset({"regularly", "usually", "typically", "generally", "normally", "often",
                        "always", "traditionally", "customarily", "commonly", "frequently",
                        "habitually", "ordinarily", "sometimes", "invariably", "routinely"})


def _generic_tense(verb) -> bool:  # type: ignore[no-untyped-def]
    """True for a simple present ("offers", "is", "is divided") or a modal other than the
    future's ("can", "should", "may"); False for a past, a perfect, a progressive or
    "will"."""
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ == "VBD" or a.lemma_.lower() == "have" or
           a.lower_ in ("will", "'ll", "wo", "shall") for a in auxes) or verb.tag_ == "VBD":
        return False
    if any(a.tag_ == "MD" for a in auxes):
        return True
    if verb.tag_ == "VBG" or verb.tag_ == "VBN" and not any(a.dep_ == "auxpass" for a in auxes):
        return False  # "is hiring", a participle
    finite = [verb] + auxes
    return any(t.tag_ in ("VBZ", "VBP") for t in finite)


#: Predicates of a rule: "X is necessary" says what any case needs.
_NEEDS = frozenset({"necessary", "needed", "required", "essential", "important", "possible",
                    "advisable", "recommended", "useful", "helpful", "common", "typical",
                    "usual", "crucial", "vital"})


_CURRENCIES = frozenset({"£", "$", "€", "gbp", "usd", "eur", "euro", "euros", "pound", "pounds",
                         "dollar", "dollars", "cent", "cents", "pence", "p"})


def _priced(doc) -> bool:  # type: ignore[no-untyped-def]
    """True when the claim states a price ("for GBP 14 per day", "€10"): "free" would clash."""
    return any(e.label_ == "MONEY" for e in doc.ents) or any(
        t.like_num and any(n.lower_ in _CURRENCIES for n in doc[max(t.i - 1, 0):t.i + 2])
        for t in doc)


def _modify(text: str, noun, word: str, *, inner: bool = False) -> Edit | None:  # type: ignore[no-untyped-def]
    """Insert ``word`` before the noun's leftmost modifier (after any article, possessive or
    number), or with ``inner`` after its adjectives, before its compounds; None inside a
    hyphenated word ("expert-guiding support")."""
    kinds = ("compound",) if inner else ("amod", "compound", "nmod", "advmod")
    left = [c for c in noun.lefts if c.dep_ in kinds]
    if inner:
        classifiers = table("additions")["tech_modifiers"]["classifiers"]
        left += [c for c in noun.lefts if c.lower_ in classifiers]
        amods = [c for c in noun.lefts if c.dep_ == "amod" and c.lower_ not in classifiers]
        left = [c for c in left if not amods or c.i > amods[-1].right_edge.i]
    first = min((c.left_edge for c in left), key=lambda t: t.i, default=noun)
    while first.i < noun.i and (first.lower_ in _QUANTITY_WORDS or first.tag_ == "CD"):
        first = first.nbor(1)  # "several other games": the detail goes after the amount
        # ("several other best-selling games"), never before it ("best-selling several")
    if any(t.dep_ == "cc" or t.pos_ == "DET" for t in noun.doc[first.i:noun.i]):
        return None  # "both a lot and street parking": "free" would land before "a lot"
    if _unknown_referent(noun) or _other_sense(noun):
        return None  # "its award-winning author ... regard the author as unknown"; "the
        # rooftop view ... was challenged" (a view held or argued is an opinion)
    if _graded(noun.doc[first.i:noun.i]):
        return None  # "an award-winning really great physicist", "the world's award-winning
        # largest producer": a detail never stacks before a grade
    if first.i > 0 and (first.nbor(-1).text in ("-", "/") or not text[:first.idx].endswith(" ")):
        return None
    if inner and first.i > 0 and (first.nbor(-1).pos_ in ("NOUN", "PROPN") or
                                  first.nbor(-1).tag_ == "VBG"):
        return None  # "a coding AI-powered system": the word before classifies the noun
    if _beside_name(noun.doc, first.i):
        return None
    at = first.idx
    spans = [Span(at, at, word + " ")]
    article = article_fix(text, at, word)
    if article is not None:
        spans.append(article)
    return Edit(tuple(spans), f"added {word!r}")


def _unknown_referent(noun) -> bool:  # type: ignore[no-untyped-def]
    """True when the claim says a referent of the noun's lemma is not known: an adjective of
    ``unknown_referents`` on a noun of that lemma ("an anonymous author") or predicated of
    one ("regard the author as unknown", "the author is unknown"). A description of an
    unknown referent clashes with the claim.

    >>> from mutators._nlp import parse
    >>> doc = parse("Its author is often called Mark, though scholars regard the author as unknown.")
    >>> _unknown_referent(doc[1]), _unknown_referent(doc[6])
    (True, False)
    """
    words = set(table("additions")["unknown_referents"]["words"])
    unknown: set[str] = set()
    for t in noun.doc:
        if t.lower_ not in words:
            continue
        head = t.head.head if t.head.pos_ == "ADP" else t.head  # "regard X as unknown"
        if head.pos_ in ("NOUN", "PROPN"):
            unknown.add(head.lemma_.lower())  # "an anonymous author"
        elif head.pos_ in ("VERB", "AUX"):
            unknown |= {c.lemma_.lower() for c in head.children
                        if c.dep_ in ("nsubj", "nsubjpass", "dobj")}
    return noun.lemma_.lower() in unknown


def _other_sense(noun) -> bool:  # type: ignore[no-untyped-def]
    """True when a noun of ``other_senses`` shows its other sense by its context: a "view"
    a verb of opinion governs ("the view was challenged", "held the view") or one followed
    by "that" ("the view that ..."), where a venue's detail ("rooftop") misfits it.

    >>> from mutators._nlp import parse
    >>> [_other_sense(parse(t)[1]) for t in ("The view was challenged by scholars.",
    ...                                       "The view from the room was lovely.")]
    [True, False]
    """
    senses = table("additions")["other_senses"]["nouns"].get(noun.lemma_.lower())
    if senses is None:
        return False
    after = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
    if after is not None and after.lower_ in senses["after"]:
        return True
    head = noun.head
    while head.dep_ == "conj" and head.head.i != head.i:
        head = head.head
    return noun.dep_ in ("nsubj", "nsubjpass", "dobj") and head.lemma_.lower() in senses["verbs"]


#: Tags of a superlative ("largest", "most") and of an adverb grading an adjective ("really").
_GRADE_TAGS = frozenset({"JJS", "RBS", "RB"})


def _graded(modifiers) -> bool:  # type: ignore[no-untyped-def]
    """True when a modifier before the noun is a superlative or an intensified adjective
    ("really great", "largest", "second-largest", "most costly"): only a bare noun or one
    classed ("American", "rock", "twice-divorced") takes a description before it.

    >>> from mutators._nlp import parse
    >>> [_graded(parse(s)[1:-1]) for s in ("a really great physicist",
    ...  "the largest producer", "an American rock band")]
    [True, True, False]
    """
    return any(t.tag_ in _GRADE_TAGS and not (t.i + 1 < len(t.doc) and t.nbor(1).text == "-")
               for t in modifiers)


#: Words that count or pick out members before a noun's other modifiers ("several other").
_QUANTITY_WORDS = frozenset("several many few numerous various other multiple additional some "
                            "certain such countless".split())  # not "most": "most costly"


def _compounded(noun, words) -> bool:  # type: ignore[no-untyped-def]
    """True when one of ``words`` modifies the noun ("luggage storage" is never encrypted)."""
    return any(c.lower_ in words or c.lemma_.lower() in words for c in noun.lefts)


def _described(claim: Claim, doc, *, person: bool = False) -> Iterator[Edit]:  # type: ignore[no-untyped-def]
    """Descriptions of a named thing: a venue's kind ("the family-run hotel"), a region; with
    ``person``, the subject's description too (a negated claim's only other addition)."""
    venue = _venue(claim, doc)
    for edit in (venue, None if venue else _titled_venue(claim, doc), _region(claim, doc),
                 _age(claim, doc), _appositive(claim, doc) if person else None):
        if edit is not None:
            yield edit


def _venue(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"at Acorn Guest House" → "at the family-run Acorn Guest House": the first place the
    claim names that is a hotel, a restaurant or a museum (by a word of its name or noun)."""
    data = table("additions")["venue_modifiers"]
    for head in doc:
        if head.pos_ not in ("NOUN", "PROPN") or head.dep_ == "compound" or \
                head.dep_ not in ("nsubj", "nsubjpass", "pobj", "dobj", "attr", "poss"):
            continue
        words = [t for t in doc[head.left_edge.i:head.i + 1] if t.dep_ not in ("det", "case")]
        if words and words[0].lower_ in _QUANTIFIERS:
            return None  # "Both Lovell Lodge and Ashley Hotel": no description before "Both"
        if not words or any(t.dep_ in ("amod", "nummod", "poss") and t.pos_ != "PROPN"
                            for t in words[:-1]):
            continue
        names = [t.lower_ for t in words] + [" ".join(t.lower_ for t in words[i:i + 2])
                                             for i in range(len(words) - 1)]
        kind = next((k for k, nouns in data["kinds"].items() if set(names) & set(nouns)), None)
        if kind is None or (head.pos_ == "NOUN" and len(words) > 1 and
                            any(t.pos_ != "PROPN" for t in words[:-1])):
            continue
        determiner = [t for t in head.lefts if t.dep_ == "det"]
        if determiner and determiner[0].lower_ not in ("the", "this", "that"):
            continue
        if not determiner and head.pos_ != "PROPN":
            continue
        if _beside_name(doc, (determiner[0] if determiner else words[0]).i) or \
                head.i + 1 < len(doc) and _capitalised(doc[head.i + 1]):
            return None  # "Express by Holiday Inn": the parse holds only part of the name
        if head.pos_ == "PROPN" and _titled_work(claim, head, doc[words[0].i:head.i + 1].text):
            return None  # "roles in Three's Company": a show's title holds "Company"
        if head.pos_ == "NOUN" and not (head.dep_ in ("nsubj", "nsubjpass") or (
                head.dep_ == "pobj" and head.head.lower_ == "at")):
            continue  # "a restaurant on the bar": a common noun is a venue as subject or "at" it
        for addition in _rotated(data["additions"][kind], claim.text):
            if not _unstated(claim, addition):
                continue
            if determiner:
                det = determiner[0]
                word = det.text if not claim.text[:det.idx].strip() else det.lower_
                return Edit.replace(det.idx, det.idx + len(det.text) + 1,
                                    f"{word} {addition['text']} ",
                                    note=f"added {addition['text']!r}")
            at = words[0].idx
            article = "The" if not claim.text[:at].strip() else "the"
            return Edit.replace(at, at, f"{article} {addition['text']} ",
                                note=f"added {addition['text']!r}")
        return None
    return None


#: Words of performing in a work: "a role in X", "starred in X" make X a work, not a venue.
_PERFORMING = frozenset({"role", "part", "star", "appear", "play", "feature", "cast",
                         "perform", "act", "guest", "co-star", "episode", "season"})


def _titled_work(claim: Claim, head, name: str) -> bool:  # type: ignore[no-untyped-def]
    """True when a name is a work's title, not a venue's: a passage writes it in quotes
    ('her roles in "Three's Company"'), or the claim puts it after a word of performing
    ("played roles in Three's Company").

    >>> from mutators._nlp import parse
    >>> doc = parse("She had roles in Bay Company.")
    >>> _titled_work(Claim("c", doc.text, {}), doc[5], "Bay Company")
    True
    """
    quoted = re.compile(r"[\"“'‘]" + re.escape(name) + r"[\"”'’]", flags=re.IGNORECASE)
    if any(quoted.search(text) for text in claim.passages.values()):
        return True
    preposition = head.head
    return head.dep_ == "pobj" and preposition.lower_ in ("in", "on") and \
        preposition.head.lemma_.lower() in _PERFORMING


def _rotated(options: list[Any], text: str) -> list[Any]:
    """``options`` from an offset the claim's text fixes: one description per kind would be a
    formula a checker learns ("family-run" on every venue), so claims take them in turn.

    >>> _rotated(["a", "b", "c"], "ac")  # sum(map(ord, "ac")) % 3 == 1
    ['b', 'c', 'a']
    """
    if not options:
        return options
    start = sum(map(ord, text)) % len(options)
    return options[start:] + options[:start]


def _in_turn(options: list[Any], text: str) -> list[Any]:
    """``options`` rotated by the claim's text (``_rotated``), those marked ``fallback`` last:
    a fallback is tried only where every other option is stated, so adding one changes no
    other claim's turn.

    >>> [o["t"] for o in _in_turn([{"t": "a"}, {"t": "b", "fallback": True}, {"t": "c"}], "b")]
    ['a', 'c', 'b']
    """
    first = [o for o in options if not o.get("fallback")]
    return _rotated(first, text) + [o for o in options if o.get("fallback")]


def _titled_venue(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"at Hobsons House" → "at the family-run Hobsons House": a name that a passage is titled
    with (its first line, "HOBSONS HOUSE, guest review"), when a window speaks of a stay or a
    meal, is a lodging or an eatery even without a kind word in its name.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "The rooms at Hobsons House are clean.",
    ...        passages={"p": "HOBSONS HOUSE, guest review\\nThe rooms were clean."})[0]
    'The rooms at the family-run Hobsons House are clean.'
    """
    data = table("additions")["titled_venues"]
    if not mentions_any(claim.passages, data["hospitality"]):
        return None
    for title in _titles(claim):
        found = re.search(r"(?<![\w-])" + re.escape(title) + r"(?![\w-])", claim.text,
                          flags=re.IGNORECASE)
        span = doc.char_span(found.start(), found.end()) if found else None
        if span is None or not all(t.text[:1].isupper() or not t.is_alpha for t in span):
            continue
        if span.start > 0 and doc[span.start - 1].lower_ in _QUANTIFIERS:
            return None  # "Both Lovell Lodge and ..."
        before = doc[span.start - 1] if span.start else None
        after = doc[span.end] if span.end < len(doc) else None
        if after is not None and (_capitalised(after) or after.pos_ in ("NOUN", "PROPN") or
                                  after.text in ("-", "/")):
            return None  # "the Hobsons House rooms": the name classifies another noun
        if before is not None and before.text == "The" and before.i > 0:
            return None  # "Yes, The Autumn House": the article is written as part of the name
        if before is not None and before.lower_ == "the":
            at, word = before.idx + len(before.text) + 1, ""
        elif before is None or before.pos_ in ("ADP", "VERB", "AUX", "PUNCT", "CCONJ", "SCONJ"):
            at, word = span.start_char, ("The " if before is None else "the ")
        else:
            return None  # "its Hobsons House", "Cambridge's Hobsons House"
        if before is not None and before.text in ("-", "/") or _beside_name(doc, span.start) \
                and (before is None or before.lower_ != "the"):
            return None
        for addition in _rotated(data["additions"], claim.text):
            if _unstated(claim, addition):
                return Edit.replace(at, at, f"{word}{addition['text']} ",
                                    note=f"added {addition['text']!r}")
        return None
    return None


def _titles(claim: Claim) -> list[str]:
    """The venues the claim's passages are titled with: the first line of a guest review
    ("TANG CHINESE, guest review") or of an FAQ (a passage with "Q:" lines); longest first."""
    found = set()
    for text in claim.passages.values():
        first, _, rest = text.partition("\n")
        title = re.sub(r",\s*guest review\s*$", "", first.strip(), flags=re.IGNORECASE)
        reviewed = title != first.strip() or re.search(r"^Q:", rest, flags=re.MULTILINE)
        if reviewed and title and len(title.split()) <= 6 and not re.search(r"[.!?:]", title) \
                and not title.lower().startswith("the "):
            found.add(title)  # a review's or an FAQ's venue, not an article's subject
    return sorted(found, key=lambda t: (-len(t), t))


def _verb_subject(root):  # type: ignore[no-untyped-def]
    """The first subject of ``root`` when it is a verb or auxiliary, else None."""
    subjects = [c for c in root.children if c.dep_ in _SUBJECTS]
    return subjects[0] if root.pos_ in ("VERB", "AUX") and subjects else None


def _appositive(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"Marcus Morton served as a U.S. Representative." → "Marcus Morton, a trained lawyer,
    served ...": the person who is the main verb's subject, named at the start (a whole
    PERSON name the passages write with "he" or "she", or title a person's infobox with,
    never one the claim or a passage title calls a thing) or by a meeting role ("The professor", "Marketing", "PhD E") or group ("The
    team") of a past main verb, gains a description no window gives.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "The professor thought that the results were fine.")
    ['The professor, who had arrived late, thought that the results were fine.']
    """
    data = table("additions")["person_appositives"]
    root = doc[:].root
    subject = _verb_subject(root)
    if subject is None:
        return None
    words = doc[subject.left_edge.i:subject.right_edge.i + 1]
    after = doc[words.end] if words.end < len(doc) else None
    verb = doc[after.i + 1] if after is not None and after.pos_ == "ADV" and \
        after.head.i == root.i and after.i + 1 < len(doc) else after  # "currently lives"
    if subject.left_edge.i != _opening(doc) or after is None or verb is None or \
            verb.pos_ not in ("VERB", "AUX") or _cuts_title(claim, words) or \
            any(not t.is_alpha and t.text not in (".", "'") for t in words):
        return None  # "In 2001, ...", "X and Y", "X (born 1950)": no clean subject to follow
    roles = data["roles"]["nouns"]
    if _named_person(claim, doc, words) and not any(t.lower_ in roles for t in words) and \
            not _named_thing(claim, doc, words):
        options = _rotated(data["named"], claim.text)
        glue = ", {}, "
    elif _meeting_role(subject, words, data["roles"]) and _past(root):
        options = _rotated(data["roles"]["additions"], claim.text)
        glue = ", {}, "
    elif subject.lower_ in data["groups"]["nouns"] and len(words) == 2 and \
            words[0].lower_ == "the" and _past(root):
        options = _rotated(data["groups"]["additions"], claim.text)  # "The team decided"
        glue = ", {}, "
    else:
        return None
    for addition in options:
        if "since" in addition and _earliest_year(claim) < addition["since"]:
            continue  # "Johann Jacob Schweppe (born 1740), a qualified pilot": no pilots then
        if _unstated(claim, addition):
            end = words.end_char
            return Edit.replace(end, after.idx, glue.format(addition["text"]),
                                note=f"added {addition['text']!r}")
    return None


_OPENERS = frozenset({"and", "also", "then", "however", "besides", "so", "finally",
                      "meanwhile", "later", "next", "moreover", "furthermore", "additionally"})


def _opening(doc) -> int:  # type: ignore[no-untyped-def]
    """Where the subject may start: 0, or after one opening connective ("Also, the
    professor ...", "And User Interface ...").

    >>> from mutators._nlp import parse
    >>> _opening(parse("Also, the professor agreed.")), _opening(parse("The professor agreed."))
    (2, 0)
    """
    if len(doc) > 2 and doc[0].lower_ in _OPENERS:
        return 2 if doc[1].text == "," else 1
    return 0


def _meeting_role(subject, words, roles: Mapping[str, Any]) -> bool:  # type: ignore[no-untyped-def]
    """True when the subject is one meeting role: "The professor", "Marketing", "PhD E" (a
    role and a speaker's letter); "User Interface" and "Industrial Design" only with a capital
    ("the interface was simple" names a thing).

    >>> from mutators._nlp import parse
    >>> roles = table("additions")["person_appositives"]["roles"]
    >>> [_meeting_role(d[:2].root, d[:2], roles) for d in (parse("PhD E explained it."),
    ...                                                 parse("The interface was simple."))]
    [True, False]
    """
    if not all(t.pos_ in ("DET", "NOUN", "PROPN", "ADJ") for t in words) or \
            any(t.tag_ in ("NNS", "NNPS") for t in words):
        return False
    role = subject
    if role.lemma_.lower() not in roles["nouns"] and len(role.text) == 1 and role.text.isupper():
        role = next((c for c in role.lefts if c.dep_ == "compound"), role)  # "PhD E"
    if role.lemma_.lower() not in roles["nouns"]:
        return False
    return role.lower_ not in roles["capitalised_only"] or role.text[:1].isupper()


def _past(root) -> bool:  # type: ignore[no-untyped-def]
    """True when the main verb is in the past ("thought", "was", "had suggested"): a role's
    "who had missed the previous meeting" misfits "will compare"."""
    return root.tag_ == "VBD" or any(c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD"
                                     for c in root.children)


def _named_person(claim: Claim, doc, words) -> bool:  # type: ignore[no-untyped-def]
    """True when ``words`` are one whole PERSON name that a window writes with a "he" or
    "she" (a band or a film the small model calls a person is no "he")."""
    ents = [e for e in doc.ents if e.start == words.start and e.end == words.end]
    if not ents or ents[0].label_ != "PERSON" or len(words) < 2:
        return False
    last = words[-1].lower_
    return any(last in have and have & {"he", "she", "his", "her", "him"}
               for _text, have in window_lemmas(claim.passages)) or \
        _person_infobox(claim, words[-1].text)


#: Rows of a life ("Born: 12 May 1950") and rows only a person's infobox has besides (a
#: racehorse's has "Born" too, never "Occupation"): together they title a person.
_LIFE_ROWS = re.compile(r"^(?:Born|Died)\s*:", re.MULTILINE)
_PERSON_ROWS = re.compile(r"^(?:Spouse\(s\)|Spouse|Occupation|Children|Parent\(s\)|"
                          r"Years active|Nationality|Education|Alma mater)\s*:", re.MULTILINE)
_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")


def _earliest_year(claim: Claim) -> int:
    """The earliest year the claim or its passages write, or 9999 when none."""
    texts = [claim.text, *claim.passages.values()]
    return min((int(y) for text in texts for y in _YEAR.findall(text)), default=9999)


def _person_infobox(claim: Claim, last_name: str) -> bool:
    r"""True when a passage is a person's infobox (a "Born:" or "Occupation:" row, no pronoun
    needed) titled with the name's last word: "Karen Gillan" with a table "Karen Gillan /
    Born: 28 November 1987 / Occupation: Actress".

    >>> table = "Ann Lee\nBorn: 1950\nOccupation: Singer"
    >>> claim = Claim(id="c", text="Ann Lee sang.", passages={"t": table})
    >>> _person_infobox(claim, "Lee"), _person_infobox(claim, "Smith")
    (True, False)
    """
    return any(last_name.lower() in text.partition("\n")[0].lower().split() and
               _LIFE_ROWS.search(text) is not None and _PERSON_ROWS.search(text) is not None
               for text in claim.passages.values())


def _named_thing(claim: Claim, doc, words) -> bool:  # type: ignore[no-untyped-def]
    """True when the claim or a passage's title says the name is a thing, not a person: the
    claim predicates a work or a group of it ("Death Note is a Japanese television drama
    series"), or a passage is titled with it and a kind in brackets ("Death Note (2015 TV
    series)", "Scandal (American band)"). The small model calls such names PERSON.

    >>> from mutators._nlp import parse
    >>> doc = parse("Death Note is a Japanese television drama series.")
    >>> _named_thing(Claim(id="c", text=doc.text, passages={}), doc, doc[0:2])
    True
    """
    things = set(table("additions")["person_appositives"]["not_persons"])
    root = doc[:].root
    if root.lemma_ == "be" and any(c.dep_ == "attr" and c.lemma_.lower() in things
                                   for c in root.children):
        return True
    name = re.escape(words.text)
    for text in claim.passages.values():
        first = text.partition("\n")[0].strip()
        kind = re.fullmatch(name + r"\s*\(([^)]*)\)", first, flags=re.IGNORECASE)
        last = kind.group(1).split()[-1].lower() if kind and kind.group(1).split() else ""
        if last and (last in things or last[:-1] in things):
            return True  # "(TV series)", "(bands)"
    return False


def _age(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"A man was arrested" → "A 34-year-old man was arrested": the first person a claim
    names by a bare noun after an article gains an age (news reports give one)."""
    data = table("additions")["person_ages"]
    for noun in doc:
        ages = data["nouns"].get(noun.lower_)
        if ages is None or noun.pos_ != "NOUN" or noun.ent_type_ or not noun.text.islower() \
                or noun.dep_ not in (
                "nsubj", "nsubjpass", "dobj", "pobj", "appos", "attr"):
            continue
        lefts = list(noun.lefts)
        if len(lefts) != 1 or lefts[0].dep_ != "det" or lefts[0].lower_ not in ("a", "an", "the"):
            continue  # "a young man", "I Kissed a Girl": only a bare person noun, not in a title
        if _kind_subject(noun):
            continue  # "the father of the bride regularly offers a toast": anyone's role
        if mentions_any(claim.passages, data["keys"]) or set(data["keys"]) & lemmas(claim.text):
            return None
        low, high = ages
        age = low + sum(map(ord, claim.text)) % (high - low + 1)
        word = f"{age}-year-old"
        spans = [Span(noun.idx, noun.idx, word + " ")]
        article = article_fix(claim.text, noun.idx, word)
        if article is not None:
            spans.append(article)
        return Edit(tuple(spans), f"added {word!r}")
    return None


def _region(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"in Oklahoma" → "in southern Oklahoma": a country, state or region after "in"."""
    data = table("additions")["place_modifiers"]
    for ent in doc.ents:
        if ent.label_ not in ("GPE", "LOC") or ent.root.dep_ != "pobj" or \
                ent.root.head.lower_ != "in":
            continue
        before = doc[ent.start - 1] if ent.start else None
        if before is None or (before.lower_ != "in" and not (
                before.lower_ == "the" and ent.start > 1 and doc[ent.start - 2].lower_ == "in")):
            continue
        if any(t.pos_ not in ("PROPN", "PUNCT") for t in ent) or ent.end < len(doc) and \
                doc[ent.end].dep_ == "case":
            continue  # "in Italy's north", a name with common words
        if ent.start == 1 and ent.end < len(doc) and doc[ent.end].pos_ in ("AUX", "VERB"):
            continue  # "In Old Chicago is a film": the title, not a place
        if ent.root.head.head.lemma_.lower() in _MEMBERSHIPS:
            continue  # "his role in Uefa": a body one belongs to, not a region
        if _framing(doc, ent):
            continue  # "In the US, you can use a loss ...": a rule's scope narrowed to
            # "the northern US" still holds, a weaker claim and no fault
        keys = set(data["keys"])
        if keys & lemmas(claim.text) or mentions_any(claim.passages, keys) or \
                _places_within(claim, ent.text) or not _written_as_region(claim, doc, ent) or \
                _holds_a_named_place(claim, ent.text):
            return None
        word = data["words"][sum(map(ord, ent.text)) % len(data["words"])]
        return Edit.replace(ent.start_char, ent.start_char, word + " ", note=f"added {word!r}")
    return None


def _framing(doc, ent) -> bool:  # type: ignore[no-untyped-def]
    """True when "in <place>" opens a standing statement as its scope, before the subject
    and cut off by a comma ("In the US, if you sell ..."), not a past event's setting.

    >>> from mutators._nlp import parse
    >>> doc = parse("In France, you can claim the tax back.")
    >>> _framing(doc, doc.ents[0])
    True
    """
    root = doc[:].root
    preposition = ent.root.head
    past = root.tag_ == "VBD" or any(c.tag_ == "VBD" for c in root.children
                                     if c.dep_ in ("aux", "auxpass"))
    return preposition.i <= 1 and ent.end < len(doc) and doc[ent.end].text == "," and \
        preposition.head.i == root.i and not past


def _written_as_region(claim: Claim, doc, ent) -> bool:  # type: ignore[no-untyped-def]
    """True when the place is a place: a country, state or region of the tables, or one a
    passage writes after a place preposition ("in San Antonio") or as a setting ("Amherst,
    Massachusetts"), outside the capitalised name the claim writes it in. "Psycho" ("his novel
    Psycho") is a title the small model calls a place, and "White" of "Vision in White" is a
    part of one: a region word inside it garbles the name.

    >>> from mutators._example import mutate
    >>> [t for t in mutate(added_fact, "Norman Bates is main antagonist in Psycho.",
    ...                    passages={"e1": "Norman Bates is the main antagonist in his 1959 "
    ...                                    "novel Psycho."}) if "ern Psycho" in t]
    []
    """
    name = _name_run(doc, ent)
    texts = [re.sub(re.escape(name), " ", t, flags=re.IGNORECASE) if name else t
             for t in claim.passages.values()]
    texts = [t for t in texts if ent.text.lower() in t.lower()]
    if name and not texts:
        return False  # every sighting lies inside the title ("Vision in White")
    if level(ent.text) in ("region", "country", "state", "feature") or any(
            ent.text in cities for cities in table("circumstances")["cities"].values()):
        return True
    words = ent.text.lower().split()
    for passage in parse_many(texts):
        for t in passage:
            if [w.lower_ for w in passage[t.i:t.i + len(words)]] != words or t.i < 1:
                continue
            before = passage[t.i - 1]
            if before.lower_ == "the" and t.i > 1:
                before = passage[t.i - 2]
            if before.lower_ in PLACE_PREPOSITIONS or before.text == "," and t.i > 1 and \
                    passage[t.i - 2].ent_type_ in ("GPE", "LOC"):
                return True  # "in San Antonio", "Amherst, Massachusetts"; not "novel Psycho"
    return False


def _name_run(doc, ent) -> str:  # type: ignore[no-untyped-def]
    """The capitalised words before "in" and the place, when "in" continues a name or title
    ("Vision in White", "Amherst College in Massachusetts"), else ""."""
    at = ent.start - 1 if doc[ent.start - 1].lower_ == "in" else ent.start - 2
    first = at
    while first > 0 and _capitalised(doc[first - 1]):
        first -= 1
    if first == at:
        return ""
    return doc[first:ent.end].text


_MEMBERSHIPS = frozenset({"role", "position", "post", "job", "seat", "membership", "stake",
                          "interest", "share", "investment", "member", "place", "career"})


def _places_within(claim: Claim, name: str) -> bool:
    """True when the passages never write ``name`` (the claim inferred "England" from "Slough",
    "Florida" from "Miami": the region may follow from the same place) or write it as an
    organisation ("Uefa" is no region)."""
    name = name.lower()
    texts = [t for t in claim.passages.values() if name in t.lower()]
    if not texts:
        return True
    return any(ent.label_ in ("ORG", "NORP", "PERSON") and ent.text.lower() == name
               for doc in parse_many(texts) for ent in doc.ents)


def _holds_a_named_place(claim: Claim, name: str) -> bool:
    """True when the passages name a place that may lie inside ``name`` ("Mill Hill, London"
    for "England"): the event may have been there, and "southern England" may follow from it.

    >>> from mutato.suite.model import Claim
    >>> _holds_a_named_place(Claim("c", "It hit England.", {"p": "It hit Leeds in England."}),
    ...                      "England")
    True
    """
    passages = parse_many(list(claim.passages.values()))
    labels = ("GPE", "LOC", "FAC")
    others = {e.text for doc in passages for e in doc.ents
              if e.label_ in labels and e.text.lower() != name.lower()}
    return any(may_nest(name, other, passages) and _SIZE[level(other)] >= _SIZE[level(name)]
               and not holds_another(other, [name], passages) for other in others)


#: Place levels from the largest (0) down: a place may hold only one of its size or smaller.
_SIZE = {"region": 0, "country": 1, "state": 2, "feature": 3, "part": 4, "other": 4}


def _offered(noun) -> bool:  # type: ignore[no-untyped-def]
    """True for the object of a verb that offers it ("offers parking", "as a ZIP file", "there
    is parking"): a modifier there adds a fact. On the object of "blocks files" it would only
    narrow a universal claim ("blocks password-protected files" follows from it), and on a
    copula's predicate ("is a work of music") it would describe what the subject is."""
    head = noun.head
    while noun.dep_ == "conj" and head.pos_ == "NOUN":
        noun, head = head, head.head
    while noun.dep_ == "pobj" and head.lower_ == "of" and head.head.pos_ == "NOUN":
        noun, head = head.head, head.head.head  # "a suite of tools": the suite is offered
    if noun.dep_ == "pobj":
        if head.lower_ not in ("as", "with"):
            return False
        head = head.head
    if noun.dep_ == "attr":
        # "There is parking" offers it; "The Monster is a work of music" says what a thing is,
        # and an amenity's modifier ("nightly music") misfits a predicate noun
        return any(c.dep_ == "expl" for c in head.children)
    offering = table("additions")["frame_verbs"]["offering"]
    return head.lemma_.lower() in offering


def _predicated(token) -> bool:  # type: ignore[no-untyped-def]
    """True for the noun a copula predicates ("X is an American actor"), not a parenthesis."""
    return token.dep_ == "attr" or (token.dep_ == "conj" and token.head.dep_ == "attr")


_SPAN_WORDS = frozenset({"career", "whole", "entire", "same", "during", "throughout", "instead",
                         "always", "usually", "often", "every", "regularly", "repeatedly"})


_STRETCH_PREPOSITIONS = frozenset({"for", "during", "throughout", "over", "since", "from"})
_UNITS = frozenset({"year", "decade", "month", "week", "day", "season", "century"})


def _spans_time(doc, root, *, ago: bool = False) -> bool:  # type: ignore[no-untyped-def]
    """True when the event is a stretch or a count ("played for the Lakers", "led Britain for
    two decades", "played for 6 teams during his career"): "for the first time" misfits it.
    With ``ago`` a date counted back ("over 20 years ago") is a point, no stretch."""
    return any(e.label_ == "CARDINAL" or e.label_ in ("DATE", "TIME") and (
        e.root.head.lower_ in _STRETCH_PREPOSITIONS or
        any(t.lemma_.lower() in _UNITS and t.tag_ == "NNS" for t in e)) and
        not (ago and e[-1].lower_ == "ago") for e in doc.ents) or \
        any(t.lower_ in _SPAN_WORDS for t in doc) or \
        any(c.dep_ == "prep" and c.lower_ == "for" for c in root.children)


def _frames(doc, root) -> list[str]:  # type: ignore[no-untyped-def]
    """Which closing additions fit: a price, an ability, a past event, a person's plan.

    A closing phrase attaches to the last clause, so it is added only when the main verb's
    clause is the last one (no verb after it)."""
    if root.pos_ not in ("VERB", "AUX") or any(t.pos_ in ("VERB", "AUX") for t in doc[root.i + 1:]):
        return []
    verbs = table("additions")["frame_verbs"]
    aux = {c.lower_ for c in root.children if c.dep_ in ("aux", "auxpass")}
    lemmas_ = {t.lemma_.lower() for t in doc}
    subject = [c for c in root.children if c.dep_ == "nsubj"]
    frames = []
    if any(e.label_ == "MONEY" for e in doc.ents) and lemmas_ & set(verbs["price"]):
        frames.append("price")
    if aux & _ABILITY and not any(c.dep_ == "auxpass" for c in root.children) and \
            root.lemma_ in verbs["ability"] + verbs["app"]:
        frames.append("ability")
    elif aux & {"will", "'ll"} and subject and (
            subject[0].ent_type_ == "PERSON" or subject[0].pos_ == "PROPN") and not any(e.label_ in ("DATE", "TIME") for e in doc.ents):
        frames.append("future")
    elif root.tag_ == "VBD" and root.lemma_ in verbs["past_event"] and not aux and \
            not _spans_time(doc, root):
        frames.append("past_event")
    return frames


_NAME_LINKS = frozenset({"by", "of", "&", "and", "de", "du", "la", "le", "von", "van", "at"})


def _capitalised(token) -> bool:  # type: ignore[no-untyped-def]
    """True for a word written with a capital that is not the sentence's first word."""
    return token.i > 0 and token.text[:1].isupper() and token.is_alpha


def _beside_name(doc, i: int) -> bool:  # type: ignore[no-untyped-def]
    """True when position ``i`` follows a capitalised word, directly or over a name link
    ("Express by | Holiday Inn"): an insertion there may split a name the parser cut short."""
    if i == 0:
        return False
    before = doc[i - 1]
    return _capitalised(before) or (
        before.lower_ in _NAME_LINKS and i > 1 and _capitalised(doc[i - 2]))


def _of_phrase(noun) -> bool:  # type: ignore[no-untyped-def]
    """True when "of" follows the noun ("a series of events", "a demonstration of the system"):
    the noun names a quantity or an act there, not a thing of its class."""
    return noun.i + 1 < len(noun.doc) and noun.doc[noun.i + 1].lower_ == "of"


#: Nouns for a work that holds parts: "the books in the text" are sections of one work.
_WHOLE_WORKS = frozenset("text work treatise canon scripture corpus collection anthology "
                         "compilation manuscript epic bible codex volume cycle".split())


def _part_of_a_work(noun) -> bool:  # type: ignore[no-untyped-def]
    """True when the noun names parts of a work ("five books in the text", "the songs of
    the cycle"): a work's sections are not sold, praised or reviewed one by one.

    >>> from mutators._nlp import parse
    >>> _part_of_a_work(parse("There are five books in the text.")[3])
    True
    """
    return any(c.dep_ == "prep" and c.lower_ in ("in", "of", "within", "from") and
               any(o.dep_ == "pobj" and o.lemma_.lower() in _WHOLE_WORKS for o in c.children)
               for c in noun.rights)


_HEDGES = frozenset({"if", "whether", "unless"})
_ASKING = frozenset({"check", "see", "ask", "wonder", "find", "verify", "confirm", "look"})


def _hedged(noun) -> bool:  # type: ignore[no-untyped-def]
    """True inside a question or condition ("I can check to see if they offer seating"): the
    claim states nothing about the noun there, so a modifier adds no fact."""
    return any(c.dep_ == "mark" and c.lower_ in _HEDGES for a in noun.ancestors
               for c in a.children) or any(a.lemma_.lower() in _ASKING for a in noun.ancestors)


_YEAR = re.compile(r"\b(1[5-9]\d\d|20[0-2]\d)\b")
_TIME_WORDS = frozenset({"when", "after", "before", "until", "since", "during", "while", "then",
                         "later", "once", "ago", "first", "earlier", "previously", "recently",
                         "already", "yet", "again", "still", "now", "today", "year", "years",
                         "often", "usually", "always", "sometimes", "frequently", "never",
                         "regularly", "growing"})


def _last_clause(doc, root) -> bool:  # type: ignore[no-untyped-def]
    """True when no verb follows the main verb: a closing phrase then attaches to it."""
    return not any(t.pos_ in ("VERB", "AUX") for t in doc[root.i + 1:])


def _dated(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"The submarine was commissioned." → "... was commissioned in 1911.": a one-time past
    event with no date gains a year, when the passages are dated (they write years); the year
    is a passage year moved by a few, and no window writes it.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "The line was opened by the mayor.",
    ...        passages={"p": "The line, planned in 1901, was opened by the mayor."})
    ['The line was opened by the mayor in 1904.']
    """
    data = table("additions")["dated_events"]
    root = doc[:].root
    passive = any(c.dep_ == "auxpass" for c in root.children)
    aux = [c for c in root.children if c.dep_ == "aux"]
    if root.pos_ != "VERB" or root.lemma_.lower() not in data["verbs"] or aux or \
            not (root.tag_ == "VBD" or passive and root.tag_ == "VBN") or \
            _clause_end(claim.text, doc, root) is None or \
            any(e.label_ in ("DATE", "TIME", "EVENT") for e in doc.ents) or \
            any(t.lower_ in _TIME_WORDS or _YEAR.search(t.text) for t in doc) or \
            any(t.lower_ in _WHOLE_SPANS | _COUNTS for t in doc) or \
            any(c.dep_ == "prep" and c.lower_ in _STRETCH_PREPOSITIONS and any(
                o.dep_ == "pobj" and (o.lemma_.lower() in _UNITS or o.ent_type_ == "DATE")
                for o in c.children) for c in root.children):
        return None  # "earned less than $10M in its career": a bound over a whole span holds
        # for any year inside it, so "... in its career in 1993" follows from the original;
        # "was married for over a decade in 1959" puts a stretch inside one year
    if passive and not any(c.lower_ in ("was", "were") for c in root.children):
        return None  # "has been opened": a present perfect takes no date
    years = sorted({int(y) for text in claim.passages.values() for y in _YEAR.findall(text)})
    if not years:
        return None
    for offset in data["offsets"]:
        year = str(years[0] + offset)  # the earliest: a text's later years follow the event
        if int(year) <= 2024 and not mentions_any(claim.passages, [year]):
            end = _clause_end(claim.text, doc, root)
            last = [e for e in doc.ents if e.end_char == end and e.label_ == "GPE"]
            glue = "," if last and last[0].start and doc[last[0].start - 1].text == "," else ""
            return Edit.replace(end, end, f"{glue} in {year}", note=f"added 'in {year}'")
    return None


def _clause_end(text: str, doc, root) -> int | None:  # type: ignore[no-untyped-def]
    """Where the main verb's clause ends: the sentence's end when no verb follows it, or the
    end of its words before ", but he ..." (a clause with its own subject joined to it after
    a comma or a conjunction the main verb governs); None when a verb inside its
    own words (a relative clause, "to" and a verb) would take a closing phrase instead.

    >>> from mutators._nlp import parse
    >>> text = "Gig Young was cast, but he collapsed during his first scene."
    >>> text[:_clause_end(text, parse(text), parse(text)[:].root)]
    'Gig Young was cast'
    """
    if _last_clause(doc, root):
        return len(text[:sentence_end(text)].rstrip())
    joined = [c for c in root.rights if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")]
    if not joined or not any(c.dep_ in _SUBJECTS and c.tag_ not in ("WDT", "WP") and
                             c.lower_ != "that" for c in joined[0].children):
        return None  # "was written and directed by the same person": the two verbs share
        # what follows, and a year after the first would cut it off from it
    start = joined[0].left_edge.i
    while start - 1 > root.i and doc[start - 1].head.i == root.i and (
            doc[start - 1].dep_ == "cc" or doc[start - 1].text == ","):
        start -= 1
    if start == joined[0].left_edge.i or doc[start].text != "," and \
            not any(t.dep_ == "cc" for t in doc[start:joined[0].left_edge.i]):
        return None  # "was found dead leaving ...": no comma or conjunction marks the join
    if any(t.pos_ in ("VERB", "AUX") for t in doc[root.i + 1:start]):
        return None
    last = doc[start - 1]
    return last.idx + len(last.text)


#: Words that count how often an event happened ("won it four times"): a year cuts the count.
_COUNTS = frozenset({"times", "twice", "thrice"})
#: Words of a whole span an amount or a bound covers ("in its career", "in total").
_WHOLE_SPANS = frozenset({"career", "lifetime", "life", "total", "overall", "altogether",
                          "whole", "entire", "throughout", "history", "ever", "all-time"})


_DECIDERS = frozenset({"PERSON", "ORG", "NORP"})


def _reasoned(claim: Claim, doc) -> Edit | None:  # type: ignore[no-untyped-def]
    """"The professor recommended a bigger layer." → "..., citing cost concerns.": a proposal
    or decision by a person or a group gains a reason that no window gives.

    >>> from mutators._example import mutate
    >>> mutate(added_fact, "The team decided on a rubber case.")[0]
    'The team decided on a rubber case, citing cost concerns.'
    """
    data = table("additions")["reason_clauses"]
    root = doc[:].root
    subjects = [c for c in root.children if c.dep_ == "nsubj"]
    if root.pos_ != "VERB" or root.lemma_.lower() not in data["verbs"] or not subjects or \
            any(c.dep_ in ("aux", "auxpass") for c in root.children) or root.tag_ != "VBD" or \
            any(t.text in (",", ";", ":", "(", '"') or t.lower_ in _CLAUSE_LINKS or
                t.pos_ in ("VERB", "AUX") and t.head != root and t.dep_ != "amod"
                for t in doc[root.i + 1:]):
        return None  # "rejected a call to resign, citing ...": the reason would tie to "resign"
    subject = subjects[0]
    if not (subject.ent_type_ in _DECIDERS or subject.pos_ in ("PROPN", "PRON") and
            subject.lower_ not in ("it", "this", "that") or
            subject.lemma_.lower() in table("additions")["verb_adverbs"]["classes"][0]["bodies"]
            or subject.lemma_.lower() in _PEOPLE):
        return None
    for addition in data["additions"]:
        if _unstated(claim, addition):
            end = len(claim.text[:sentence_end(claim.text)].rstrip())  # "overlaps ." too
            return Edit.replace(end, end, ", " + addition["text"],
                                note=f"added {addition['text']!r}")
    return None


_CLAUSE_LINKS = frozenset({"because", "since", "as", "though", "although", "but", "while",
                           "which", "who", "so", "due", "citing", "given", "considering"})
_PEOPLE = frozenset({"group", "team", "professor", "manager", "designer", "marketing",
                     "expert", "student", "participant", "speaker", "user", "customer",
                     "everyone", "people", "members", "member", "phd", "postdoc", "lead",
                     "leader", "engineer", "researcher", "author", "company", "client"})
