"""entity_swap: a name or term becomes another of the same kind from the suite's passages.

Team ↔ Enterprise, Linux ↔ Windows, owners ↔ admins: word overlap with the passages stays
high, which is why checkers that match sentence shape let these through. Two terms are of
the same kind when the passages show it: both stand before the same head noun ("Team plan",
"Enterprise plan"), both sit in one list ("Windows and macOS runners"), or both open a row
("GitHub Pro: 1 GB ..."). A term that only names a vendor (the first word of several other
terms, like "GitHub" in "GitHub Pro" and "GitHub Team") is not swapped. A swap that the
passages state for the new term too (both plans include the same amount) is skipped, and so
is a term with no same-kind alternative.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, PassageSet, Suite
from mutato.text import split_sentences

from ._clauses import AUXILIARIES, NEGATED_AUXILIARIES, PREPOSITIONS, base_form
from ._text import NUMBER_WORDS, article_fix, sentence_initial, words

#: At most this many mutants per claim (one per swappable term).
MAX_PER_CLAIM = 2
_STILL_TRUE_COVERAGE = 0.8
_FUNCTION_WORDS = frozenset("""
a an the this that these those each every all any some no only if when while for in on at by
with from to of and or but not you your we our it its they their there here what how why who
which i he she his her my me us them as is are was were be can will do does may must also
annual monthly new free paid most more many much other such same both either neither please
note see yes after before during until unless once per via up into over under about
""".split())
_UNITS = frozenset("gb mb kb tb gib mib tib gbps mbps usd eur gbp cad aud utc am pm id ids "
                   "url urls api apis faq faqs ok".split())
_GENERIC_HEADS = frozenset("""
usage support data feature features setting settings page pages documentation docs way time
use information help access option options account accounts service services team teams
version versions product products user users customer customers people person thing things
""".split())
ROLES = ("owner", "admin", "administrator", "member", "guest", "moderator", "collaborator",
         "maintainer", "viewer", "editor", "billing manager", "agent", "reviewer")
_ROLE = re.compile(r"\b(" + "|".join(ROLES) + r")(s)?\b", re.IGNORECASE)
_LIST_GAP = re.compile(r",\s+|,?\s+(?:and|or)\s+|\s*/\s*")


@dataclass(frozen=True)
class Occurrence:
    """A term as written at one place of a text."""

    start: int
    end: int
    term: str


@dataclass
class Lexicon:
    """Terms of a suite and the kinds the passages give them."""

    kinds: dict[str, set[tuple[str, ...]]] = field(default_factory=lambda: defaultdict(set))
    namespaces: set[str] = field(default_factory=set)
    capitalised_inside: set[str] = field(default_factory=set)

    def same_kind(self, term: str) -> list[str]:
        """Other terms that share a kind with ``term`` (sorted, deterministic).

        The other term must be named the same way: "GitHub Team" swaps with "GitHub Pro",
        not with a bare "Free", and a short form ("Packages" of "GitHub Packages") is no
        candidate of its own.
        """
        mine = self.kinds.get(term, set())
        out = [other for other, theirs in self.kinds.items()
               if other != term and mine & theirs and other not in self.namespaces
               and other not in term and term not in other
               and self.vendor(other) == self.vendor(term) and not self.short_form(other)]
        return sorted(out)

    def vendor(self, term: str) -> str:
        """The namespace a term starts with ("GitHub" for "GitHub Pro"), or ''."""
        found = [n for n in self.namespaces if term.startswith(n + " ")]
        return max(found, key=len) if found else ""

    def short_form(self, term: str) -> bool:
        """True for the last words of a longer term ("Packages" of "GitHub Packages")."""
        return any(other.endswith(" " + term) for other in self.kinds)


@mutator(name="entity_swap", kind="fault", version=1)
def entity_swap(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Swap a name or term for another of the same kind that the passages mention.

    >>> from mutators._example import mutate
    >>> passages = {"p": "The Team plan costs €12. SSO needs the Enterprise plan."}
    >>> mutate(entity_swap, "A Team workspace costs €12 per user.", passages=passages)
    ['An Enterprise workspace costs €12 per user.']
    """
    own = list(claim.passages.values())
    lexicon, in_suite = _lexicon_for(claim, suite)
    made = 0
    for term, occurrences in _claim_terms(claim.text, lexicon):
        if made == MAX_PER_CLAIM:
            return
        options = _options(term, lexicon, claim.text, own, in_suite)
        options = [u for u in options if not _still_true(claim.text, term, u, own)]
        if not options:
            continue
        new = options[int(rng.integers(len(options)))]
        made += 1
        yield _swap(claim.text, occurrences, new)
    for edit in _role_swaps(claim, own, rng):
        if made == MAX_PER_CLAIM:
            return
        made += 1
        yield edit


def _unique(texts: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(texts))


@dataclass
class _SuiteTerms:
    """The lexicon of a suite's passages, built once per suite and shared by its claims."""

    texts: tuple[str, ...]
    text_set: frozenset[str]
    lexicon: Lexicon
    terms: set[str]
    present: dict[str, bool] = field(default_factory=dict)

    def mentions(self, term: str) -> bool:
        """Whether some passage of the suite names ``term`` as a whole word (memoised)."""
        found = self.present.get(term)
        if found is None:
            pattern = re.compile(r"\b" + re.escape(term) + r"\b")
            found = self.present[term] = any(pattern.search(t) for t in self.texts)
        return found


@lru_cache(maxsize=8)
def _suite_terms(passages: PassageSet) -> _SuiteTerms:
    lexicon, terms = _lexicon_and_terms(list(passages.texts))
    return _SuiteTerms(passages.texts, frozenset(passages.texts), lexicon, terms)


def _lexicon_for(claim: Claim, suite: Suite) -> tuple[Lexicon, Callable[[str], bool]]:
    """The lexicon of the suite's passages plus the claim, and "does the suite name it?".

    Equal to ``build_lexicon(passages + [claim])``; the passages' part is built once per
    suite, so a suite of n claims costs n small extensions instead of n full builds.
    """
    shared = _suite_terms(suite.passage_set)
    own = list(claim.passages.values())
    claim_caps = _capitalised_inside([claim.text])
    if set(own) <= shared.text_set and claim_caps <= shared.lexicon.capitalised_inside:
        lexicon = Lexicon(kinds={k: set(v) for k, v in shared.lexicon.kinds.items()},
                          capitalised_inside=shared.lexicon.capitalised_inside)
        terms = set(shared.terms)
        _add_text(lexicon, claim.text, terms)
        lexicon.namespaces = (shared.lexicon.namespaces if terms == shared.terms
                              else _namespaces(terms))
        return lexicon, shared.mentions
    everything = _unique(own + list(shared.texts))  # rare: the claim brings its own names
    lexicon = build_lexicon(everything + [claim.text])
    return lexicon, lambda term: any(re.search(r"\b" + re.escape(term) + r"\b", t)
                                     for t in everything)


# --------------------------------------------------------------------------- terms


def build_lexicon(texts: list[str]) -> Lexicon:
    """Every capitalised term of ``texts`` with its kinds: head nouns, lists and rows."""
    return _lexicon_and_terms(texts)[0]


def _lexicon_and_terms(texts: list[str]) -> tuple[Lexicon, set[str]]:
    lexicon = Lexicon(capitalised_inside=_capitalised_inside(texts))
    all_terms: set[str] = set()
    for text in texts:
        _add_text(lexicon, text, all_terms)
    lexicon.namespaces = _namespaces(all_terms)
    return lexicon, all_terms


def _add_text(lexicon: Lexicon, text: str, all_terms: set[str]) -> None:
    """Add one text's terms and their kinds to ``lexicon`` (and its terms to ``all_terms``)."""
    occurrences = term_occurrences(text, lexicon.capitalised_inside)
    all_terms.update(o.term for o in occurrences)
    for occurrence in occurrences:
        lexicon.kinds.setdefault(occurrence.term, set())
        head = _head_noun(text, occurrence.end)
        if head:
            lexicon.kinds[occurrence.term].add(("head", head))
        if text[occurrence.end:occurrence.end + 1] == ":" and sentence_initial(
                text, occurrence.start):
            lexicon.kinds[occurrence.term].add(("row",))
    for number, group in enumerate(_lists(text, occurrences)):
        head = _head_noun(text, group[-1].end)
        for occurrence in group:
            lexicon.kinds[occurrence.term].add(("list", text[:40], number))
            if head:
                lexicon.kinds[occurrence.term].add(("head", head))


def term_occurrences(text: str, capitalised_inside: set[str]) -> list[Occurrence]:
    """Runs of capitalised words (GitHub Enterprise Cloud, SSO, macOS) in ``text``."""
    runs: list[list[tuple[int, int, str]]] = []
    for token in words(text):
        if not _capitalised(token.text) or _in_compound(text, token.start, token.end):
            continue
        word = re.sub(r"['’]s$", "", token.text)
        end = token.start + len(word)
        if word.lower() in _UNITS or word.isdigit() or len(word) < 2:
            continue
        if runs and text[runs[-1][-1][1]:token.start] == " " and not runs[-1][-1][2].endswith("'s"):
            runs[-1].append((token.start, end, token.text))
        else:
            runs.append([(token.start, end, token.text)])
    out = []
    for run in runs:
        first_start, _, first_text = run[0]
        if sentence_initial(text, first_start) and not _name_like(first_text) and (
                first_text.lower() in _FUNCTION_WORDS or first_text not in capitalised_inside):
            run = run[1:]
        if run:
            start, end = run[0][0], run[-1][1]
            out.append(Occurrence(start, end, text[start:end]))
    return out


def _name_like(word: str) -> bool:
    """GitHub, iPhone, SSO: a capital after the first letter marks a name anywhere."""
    return any(c.isupper() for c in word[1:])


def _capitalised(word: str) -> bool:
    return any(c.isupper() for c in word) and word[0].isalpha()


def _in_compound(text: str, start: int, end: int) -> bool:
    """'GitHub-hosted', 'Self-hosted': part of a hyphenated word, not a name."""
    after = text[end:end + 2]
    return (len(after) == 2 and after[0] == "-" and after[1].isalpha()) or (
        start > 0 and text[start - 1] == "-")


def _capitalised_inside(texts: list[str]) -> set[str]:
    """Capitalised words that also occur capitalised inside a sentence."""
    found = set()
    for text in texts:
        for token in words(text):
            if _capitalised(token.text) and not sentence_initial(text, token.start):
                found.add(token.text)
    return found


def _head_noun(text: str, end: int) -> str | None:
    match = re.match(r" ([a-z]+)\b(?![-'])", text[end:])
    if not match:
        return None
    word = match.group(1)
    if (word in _FUNCTION_WORDS or word in AUXILIARIES or word in PREPOSITIONS
            or word in NEGATED_AUXILIARIES or base_form(word) is not None
            or word in _GENERIC_HEADS or len(word) < 3 or word.endswith(("ing", "ed"))):
        return None
    return _singular(word)


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _lists(text: str, occurrences: list[Occurrence]) -> list[list[Occurrence]]:
    groups: list[list[Occurrence]] = []
    current: list[Occurrence] = []
    for occurrence in occurrences:
        if current and _LIST_GAP.fullmatch(text[current[-1].end:occurrence.start]):
            current.append(occurrence)
            continue
        if len(current) > 1:
            groups.append(current)
        current = [occurrence]
    if len(current) > 1:
        groups.append(current)
    return groups


def _namespaces(terms: set[str]) -> set[str]:
    """Terms that open two or more longer terms: vendor names, not things of a kind."""
    opened: dict[str, int] = defaultdict(int)
    for term in terms:  # every word-boundary prefix of a term, counted once per term
        for i, char in enumerate(term):
            if char == " ":
                opened[term[:i]] += 1
    return {term for term in terms if opened.get(term, 0) >= 2}


# --------------------------------------------------------------------------- swapping


def _claim_terms(text: str, lexicon: Lexicon) -> list[tuple[str, list[Occurrence]]]:
    grouped: dict[str, list[Occurrence]] = {}
    for occurrence in term_occurrences(text, lexicon.capitalised_inside):
        if occurrence.term in lexicon.kinds and occurrence.term not in lexicon.namespaces:
            grouped.setdefault(occurrence.term, []).append(occurrence)
    return list(grouped.items())


def _options(term: str, lexicon: Lexicon, claim_text: str, own: list[str],
             in_suite: Callable[[str], bool]) -> list[str]:
    """Same-kind terms, from the claim's own passages if any, else from the whole suite."""
    candidates = [u for u in lexicon.same_kind(term)
                  if not re.search(r"\b" + re.escape(u) + r"\b", claim_text)]
    found = [u for u in candidates if any(re.search(r"\b" + re.escape(u) + r"\b", t)
                                          for t in own)]
    return found or [u for u in candidates if in_suite(u)]


def _still_true(claim_text: str, old: str, new: str, passages: list[str]) -> bool:
    """True when a passage sentence about ``new`` states the rest of the claim too."""
    needed = _content(claim_text, exclude=old)
    if not needed:
        return False
    for passage in passages:
        for sentence in split_sentences(passage):
            for segment in re.split(r";\s+", sentence):
                if not re.search(r"\b" + re.escape(new) + r"\b", segment):
                    continue
                have = _content(segment, exclude=new)
                numbers = {w for w in needed if w[0].isdigit()}
                if numbers - have:
                    continue
                if re.search(r"\b" + re.escape(old) + r"\b", segment) and (
                        {w for w in have if w[0].isdigit()} - numbers):
                    continue  # "Windows and macOS ... at 2 and 10 times": one value each
                if len(needed & have) / len(needed) >= _STILL_TRUE_COVERAGE:
                    return True
    return False


def _content(text: str, *, exclude: str) -> set[str]:
    text = re.sub(r"\b" + re.escape(exclude) + r"\b", " ", text)
    out = set()
    for token in words(text.replace(",", "")):
        low = token.lower
        if low in NUMBER_WORDS or low == "one":
            out.add(str(NUMBER_WORDS.get(low, 1)))
        elif low.isdigit():
            out.add(low)
        elif low not in _FUNCTION_WORDS and low not in AUXILIARIES and len(low) > 1:
            out.add(_singular(low))
    return out


def _swap(text: str, occurrences: list[Occurrence], new: str) -> Edit:
    spans = []
    for occurrence in occurrences:
        spans.append(Span(occurrence.start, occurrence.end, new))
        article = article_fix(text, occurrence.start, new)
        if article is not None:
            spans.append(article)
    return Edit(tuple(spans), f"{occurrences[0].term} → {new}")


def _role_swaps(claim: Claim, own: list[str], rng: np.random.Generator) -> Iterator[Edit]:
    """owners ↔ admins: roles the claim's own passages also name."""
    present = {m.group(1).lower() for t in own for m in _ROLE.finditer(t)}
    seen: set[str] = set()
    for match in _ROLE.finditer(claim.text):
        role = match.group(1).lower()
        if role in seen:
            continue
        seen.add(role)
        options = sorted(r for r in present if r != role and r not in claim.text.lower())
        options = [r for r in options if not _still_true(claim.text, role, r, own)]
        if not options:
            continue
        new = options[int(rng.integers(len(options)))]
        plural = "s" if match.group(2) else ""
        written = new.capitalize() if match.group(1)[0].isupper() else new
        spans = [Span(match.start(), match.end(), written + plural)]
        article = article_fix(claim.text, match.start(), written)
        if article is not None:
            spans.append(article)
        yield Edit(tuple(spans), f"{match.group(0)} → {written + plural}")
