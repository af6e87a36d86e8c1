"""Joining two claims into one fluent sentence: a shared subject takes both predicates
("The Team plan costs €12 and includes up to 10 users."); different subjects make two
clauses ("The Team plan costs €12, and each user gets 50 GB.").

>>> join("The Team plan costs €12.", "The Team plan includes up to 10 users.")
(23, 24, ' and includes up to 10 users.')
>>> join("The Team plan costs €12.", "Each user gets 50 GB of storage.")
(23, 24, ', and each user gets 50 GB of storage.')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ._edits import _NAMED, lower_first, sentence_end, single_sentence
from ._nlp import parse
from ._support import content_lemmas, window_lemmas

_SUBJECTS = ("nsubj", "nsubjpass")
#: Longer joins stop reading as one sentence.
MAX_WORDS = 40
_ORPHANS = frozenset({"it", "they", "this", "that", "these", "those", "he", "she", "them",
                      "there", "its", "their"})
_PARTICLE = re.compile(r"^(?:yes|no|sure|sorry|unfortunately|yeah)\s*,\s*", re.IGNORECASE)


def _without_particle(text: str) -> str:
    """The claim without a leading answer word ("Yes, the park has..." → "The park has...")."""
    match = _PARTICLE.match(text)
    if not match:
        return text
    rest = text[match.end():]
    return rest[:1].upper() + rest[1:]


def subject(text: str) -> tuple[str, int] | None:
    """The subject of the main clause as written, and the offset where it ends.

    >>> subject("Annual Enterprise contracts are not refundable.")
    ('Annual Enterprise contracts', 27)
    """
    doc = parse(text)
    root = doc[:].root
    found = [c for c in root.children if c.dep_ in _SUBJECTS]
    if not found:
        return None
    span = doc[found[0].left_edge.i:found[0].right_edge.i + 1]
    return span.text, span.end_char


def join(first: str, second: str, *, context: str = "", standalone: bool = False,
         shared_verbs: frozenset[str] = frozenset(),
         repeat_subject: bool = False, max_words: int = MAX_WORDS) -> tuple[int, int, str] | None:
    """The edit of ``first`` (start, end, replacement) that appends ``second`` to it;
    ``context`` (the passages) tells whether the second claim's first word is a name.

    ``standalone`` asks that the joined sentence read as the two claims and nothing more:
    no fronted adverbial of the first scoping over the second (nor one of the second, which
    a shared subject would cut off mid-sentence), no definite reference in the
    second to something the first never named, no half that leans on a sentence before it
    ("also", "in it"; for two clauses, a first claim that does either), no second half dating
    an earlier event (a read sequence), no shared subject with a quantifier ("Only one moai
    has legs and ...") or taking the same verb twice, and its first word lower-cased by the
    parse. ``shared_verbs`` are main verbs a shared subject may take twice, the fact lying
    in what follows them ("is a dish and is not a soup"); ``repeat_subject`` writes a
    shared subject's second predicate as a clause of its own ("X was born in 1950, and X
    did not ..."); ``max_words`` caps the joined sentence's length.

    >>> join("Only one moai has legs.", "Only one moai is red.", standalone=True) is None
    True
    >>> join("Bosintang is a dish.", "Bosintang is not a soup.", standalone=True,
    ...      shared_verbs=frozenset({"be"}))
    (19, 20, ' and is not a soup.')
    >>> join("Ann was born in 1950.", "Ann did not sing.", repeat_subject=True)
    (20, 21, ', and Ann did not sing.')
    >>> join("He was born in Nepal.", "He was born rich.", standalone=True) is None
    True
    >>> join("Carlton won 4 awards.", "Despite basketball, Carlton chose baseball.",
    ...      standalone=True) is None
    True
    """
    second = _without_particle(second)
    if not (single_sentence(first) and single_sentence(second)) or \
            len((first + " " + second).split()) > max_words:
        return None
    if standalone and (_fronted_adjunct(first) or _fronted_adjunct(second)
                       or _unanchored_reference(first, second)
                       or needs_context(second) or _reversed_years(first, second)):
        return None
    end = sentence_end(first)
    stop = first[end:] or "."
    a, b = subject(first), subject(second)
    if a is None or b is None or parse(second)[0].pos_ == "CCONJ":
        return None
    if b[0].lower() in _ORPHANS and not _same(a[0], b[0]):
        return None  # "..., and it is common": the pronoun loses what it stood for
    if _same(a[0], b[0]) and second[b[1]:b[1] + 1] == " " and not _trailing_clause(first):
        verb = _root_lemma(first)
        if standalone and (_quantified(first) or verb == _root_lemma(second)
                           and verb not in shared_verbs):
            return None  # "Only one moai has legs and ...": "only" would scope over both
        if not repeat_subject:
            rest = second[b[1]:].strip()
            return end, len(first), " and " + rest.rstrip(".!?") + stop
    if " and " in first[:end] and ", and " in first[:end]:
        return None
    if standalone and needs_context(first):
        return None  # "It has inspired films, and the text was published": "it" turns murky
    opened = _lower_by_parse(second.strip(), context) if standalone else \
        lower_first(second.strip(), context=context)
    return end, len(first), ", and " + opened.rstrip(".!?") + stop


#: Words whose sense hangs on a sentence before them ("also", "too", "however").
_DISCOURSE = frozenset({"also", "too", "however", "instead", "again", "moreover", "still",
                        "furthermore", "therefore", "thus", "meanwhile", "later", "then",
                        "likewise", "nevertheless", "though", "besides", "otherwise"})
_POINTERS = frozenset({"it", "its", "they", "them", "their", "theirs", "this", "these",
                       "those", "itself", "themselves"})
#: Subject words that scope over every predicate the subject takes.
_QUANTIFIERS = frozenset({"only", "most", "some", "no", "every", "all", "each", "few", "many",
                          "several", "none", "both", "either", "neither", "any", "just"})


def needs_context(text: str) -> bool:
    """True when ``text`` leans on a sentence before it: a discourse word ("also", "then") or
    a pronoun past its subject pointing at something it never names ("in it", "those").

    >>> needs_context("Joe was also a manager in it."), needs_context("Joe was a manager.")
    (True, False)
    >>> needs_context("One of those diplomats was bribed.")
    True
    """
    return any(t.lower_ in _DISCOURSE and t.pos_ in ("ADV", "SCONJ", "CCONJ")
               or t.lower_ in _POINTERS and t.pos_ in ("PRON", "DET")
               for t in parse(text))


def _quantified(text: str) -> bool:
    """True when the main clause's subject holds a quantifier or a number ("Only one moai").

    >>> _quantified("Only one kneeling moai has legs."), _quantified("The moai has legs.")
    (True, False)
    """
    doc = parse(text)
    found = [c for c in doc[:].root.children if c.dep_ in _SUBJECTS]
    return bool(found) and any(t.lower_ in _QUANTIFIERS or t.pos_ == "NUM"
                               for t in found[0].subtree)


def _root_lemma(text: str) -> str:
    return parse(text)[:].root.lemma_.lower()


def _years(text: str) -> list[int]:
    return [int(t.text) for t in parse(text) if re.fullmatch(r"1[0-9]{3}|20[0-9]{2}", t.text)]


def _reversed_years(first: str, second: str) -> bool:
    """True when the second claim dates an earlier event than the first: "filmed in 1920, and
    the text was published in 1847" reads as a sequence the passages never state.

    >>> _reversed_years("It was filmed in 1920.", "The text was published in 1847.")
    True
    >>> _reversed_years("The text was published in 1847.", "It was filmed in 1920.")
    False
    """
    a, b = _years(first), _years(second)
    return bool(a) and bool(b) and min(b) < max(a)


def _stem_found(word: str, have: frozenset[str],
                stems: Mapping[str, tuple[str, ...]] | None = None) -> bool:
    """True when ``have`` holds ``word`` or a word of the same stem: both of five letters or
    more, one starting with the other. ``stems`` is :func:`_stem_index` of ``have``.

    >>> have = frozenset({"baker", "wrote"})
    >>> _stem_found("bakery", have), _stem_found("bake", have), _stem_found("write", have)
    (True, False, False)
    """
    if word in have:
        return True
    if len(word) < 5:
        return False
    if stems is None:
        stems = _stem_index(have)
    # two words of five letters or more, each starting with the other's first five, share
    # those five: only the words filed under the same five letters can match
    return any(word.startswith(w) or w.startswith(word) for w in stems.get(word[:5], ()))


def _stem_index(words: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """The words of five letters or more, by their first five."""
    index: dict[str, list[str]] = {}
    for w in words:
        if len(w) >= 5:
            index.setdefault(w[:5], []).append(w)
    return {head: tuple(found) for head, found in index.items()}


def _folded(words: frozenset[str]) -> frozenset[str]:
    return frozenset(unicodedata.normalize("NFKD", w).encode("ascii", "ignore").decode() or w
                     for w in words)


@lru_cache(maxsize=20_000)
def _window_stems(found: frozenset[str]) -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    """A window's words folded (:func:`_folded`) and their :func:`_stem_index`, made once per
    window: :func:`well_stated` asks them of the same windows for claim after claim."""
    have = _folded(found)
    return have, _stem_index(have)


def well_stated(text: str, passages: Mapping[str, str], *, misses: int = 0) -> bool:
    """True when one window of ``passages`` holds every content word of ``text`` but
    ``misses`` (a word or its stem: "writer" for "written"; accents folded) and every
    currency or percent sign it writes: a claim loosely worded against its passage
    ("depicted" where it says "built", "$" for "£") makes a join that says more than the
    passages.

    >>> p = {"e": "Diana also left her butler around £50,000 in cash."}
    >>> well_stated("Diana left her butler £50,000.", p)
    True
    >>> well_stated("Diana left her butler $50,000.", p), well_stated("Diana hid £50,000.", p)
    (False, False)
    """
    needed = _folded(content_lemmas(text))
    signs = set(re.findall(r"[$£€¥%]", text))
    if not needed:
        return False
    for window, found in window_lemmas(passages):
        if signs and not signs <= set(window):
            continue
        have, stems = _window_stems(found)
        if sum(not _stem_found(w, have, stems) for w in needed) <= misses:
            return True
    return False


#: Nouns of a fronted phrase that dates or times what follows ("At one point", "In 2007").
_TIME_NOUNS = frozenset({"point", "time", "day", "year", "week", "month", "era", "period",
                         "moment", "age", "century", "decade", "season", "night", "morning",
                         "evening", "weekend", "today", "tomorrow", "yesterday"})


def _fronted_adjunct(text: str) -> bool:
    """True when the main clause opens with an adverbial before its subject that times,
    conditions or explains it ("In April 2007, he ...", "Due to its decay, ..."): an appended
    clause would read as falling under it too. A fronted place or product ("In Zulip Cloud,
    ...") scopes over nothing the second half says of another time.

    >>> _fronted_adjunct("In April 2007, he was diagnosed."), _fronted_adjunct("He left.")
    (True, False)
    >>> _fronted_adjunct("At one point, Vichy was the capital.")
    True
    >>> _fronted_adjunct("In Zulip Cloud, retention policies are available.")
    False
    """
    doc = parse(text)
    root = doc[:].root
    before = subject_start(doc)
    for c in root.children:
        if c.i >= before or c.dep_ not in ("prep", "advcl", "advmod", "npadvmod", "pobj",
                                           "agent"):
            continue
        if c.dep_ != "prep" or any(t.ent_type_ in ("DATE", "TIME") or t.pos_ == "NUM"
                                   or t.lemma_.lower() in _TIME_NOUNS for t in c.subtree) \
                or c.lower_ not in ("in", "on", "at", "for", "across", "within"):
            return True
    return False


def subject_start(doc: Any) -> int:
    """The index of the first token of the main clause's subject (of its verb, if it has
    none): what stands before it opens the sentence ahead of the clause.

    >>> from mutators._nlp import parse
    >>> subject_start(parse("In April 2007, he was diagnosed."))
    4
    """
    root = doc[:].root
    found = [c for c in root.children if c.dep_ in _SUBJECTS]
    return found[0].left_edge.i if found else root.i


_DEFINITE = frozenset({"the", "this", "that", "these", "those"})


def _unanchored_reference(first: str, second: str) -> bool:
    """True when the second claim's subject points back at something the first never named:
    "the novel", "his family", "this landmark" (a name, "the Brandenburg Gate", stands alone).

    >>> _unanchored_reference("Her pseudonym is Ellis Bell.", "Most of the novel is a story.")
    True
    >>> _unanchored_reference("The novel has ten chapters.", "The novel is a story.")
    False
    """
    doc = parse(second)
    found = [c for c in doc[:].root.children if c.dep_ in _SUBJECTS]
    if not found:
        return False
    named = {t.lemma_.lower() for t in parse(first) if t.pos_ in ("NOUN", "PROPN")}
    for token in found[0].subtree:
        if token.tag_ in ("PRP", "PRP$") and token.lower_ not in ("i", "you", "we", "my",
                                                                   "your", "our"):
            return True
        if token.lower_ in _DEFINITE and token.dep_ == "det" and token.head.pos_ == "NOUN" and \
                token.head.lemma_.lower() not in named and \
                not any(t.pos_ == "PROPN" for t in token.head.subtree):
            return True
    return False


def _lower_by_parse(text: str, context: str) -> str:
    """``text`` with its first word lower-cased unless the parse reads it as a name (or the
    passages write it capitalised after a lower-case word on the same line, "the Team plan").

    >>> _lower_by_parse("More than twenty cardinals tweet.", "Intro\\nMore than twenty")
    'more than twenty cardinals tweet.'
    >>> _lower_by_parse("The Vietnam War lasted long.", "Vietnam War, Background; The war.")
    'the Vietnam War lasted long.'
    """
    doc = parse(text)
    first = doc[0]
    word = first.text
    if word == "I" or (word.isupper() and len(word) > 1) or re.match(r"[A-Z][a-z]*[A-Z]", word):
        return text
    # an article is capitalised mid-sentence only as part of a name ("in The Hague"): look
    # for the two words together, not for any "The" a title or a heading wrote
    written = word + " " + doc[1].text if first.pos_ == "DET" and len(doc) > 1 else word
    mid_sentence = re.search(r"[a-z,;] +" + re.escape(written) + r"\b", context)
    if first.pos_ == "PROPN" or first.ent_type_ in _NAMED and first.pos_ != "DET" \
            or mid_sentence:
        return text
    return text[:1].lower() + text[1:]


def _trailing_clause(text: str) -> bool:
    """True when the main verb has a clause after it ("... once booking is complete"): a
    shared-subject "and ..." there would read as part of that clause."""
    doc = parse(text)
    root = doc[:].root
    return any(c.dep_ in ("advcl", "ccomp", "relcl", "conj") and c.i > root.i
               for c in root.children)


def head_lemma(text: str) -> str:
    """The lemma of the head noun of the main clause's subject, or ''."""
    doc = parse(text)
    found = [c for c in doc[:].root.children if c.dep_ in _SUBJECTS]
    return found[0].lemma_.lower() if found else ""


def _same(a: str, b: str) -> bool:
    return a.lower().removeprefix("the ") == b.lower().removeprefix("the ")
