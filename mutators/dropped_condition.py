"""dropped_condition: a condition, limit or exception disappears, so the claim says more.

"Contracts can be refunded in full within 14 days of signing" becomes "Contracts can be
refunded in full.": true-looking, and the fault checkers miss most. Only removals that
widen the claim are made: a leading or trailing condition (if, when, unless, once, while,
except ...), a restriction on the subject ("Jobs that run on Windows ...", "Files larger than
100 MB ..."), a permission window ("can be returned within 30 days"), a cut-off under
negation ("not refundable after 14 days"), a scope after "is free/available/supported"
("free for public repositories"), "only on X", "per user" after a price, "for the first year", "up to"
before a saving, and "for free" under negation. Dropping "up to" before a capacity, a
guarantee of speed ("within 2 days") or a plain "only" would leave a claim that is still
true, so those stay. A removal that leaves a claim some passage clause states on its own is
skipped too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, Suite
from mutato.text import split_sentences

from ._clauses import base_form, find_predicate, is_negated, main_clause, opener_span
from ._numbers import UNIT_ABBREVIATIONS, find_quantities
from ._text import capitalize_first, words

MAX_PER_CLAIM = 3
_CONDITION_OPENERS = {"if", "when", "whenever", "once", "unless", "for", "with", "without",
                      "in", "on", "at", "under", "during", "within", "after", "before", "until",
                      "by", "from", "starting", "depending", "per", "as", "over", "beyond"}
_TRAILING = re.compile(r",?\s+(?:only\s+if|only\s+when|if|when|whenever|unless|once|as long as|"
                       r"provided(?:\s+that)?|except(?:\s+for)?|other than|excluding|while)\s",
                       re.IGNORECASE)
_PERMISSION = re.compile(r"\b(?:can|could|may|allowed|permitted|eligible|entitled|able|"
                         r"refundable|returnable|accepted|free)\b", re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|no|never|cannot)\b|n't\b", re.IGNORECASE)
_SCOPED_ADJECTIVES = re.compile(r"\b(?:is|are|be|been|remains?|stays?)\s+(?:[a-z]+ly\s+)?(?:only\s+)?"
                                r"(?:free|available|allowed|permitted|supported|refundable|"
                                r"returnable|required|mandatory)(\s+(?:for|on|to|in|with)\s)",
                                re.IGNORECASE)
_ADJECTIVE = re.compile(r"[a-z]+(?:able|ible|ed|en)|available|free|open|valid|possible|eligible")
_ONLY_PHRASE = re.compile(r"\s+only(\s+(?:on|in|for|to|with|within|at|by|through|via|from)\s)",
                          re.IGNORECASE)
_COMPARATIVE = re.compile(r"\s+(?:(?:larger|smaller|longer|shorter|bigger|heavier|lighter|"
                          r"older|newer|more|less|fewer|greater)\s+than|over|under|above|below)"
                          r"\s+(?=[€$£¥]?\d|(?:a|an|the)\s)", re.IGNORECASE)
_SUBJECT_MODIFIER = re.compile(r"\s+(?:that|who|which|with|without|beyond|outside|except|"
                               r"[a-z]+ed\s+(?:on|in|from|for|with|by|at|during|before|after))\b")
_PER_UNIT = re.compile(r"\s+per\s+(?:user|seat|member|person|head|license|device|employee|"
                       r"guest|account)\b", re.IGNORECASE)
_FIRST_PERIOD = re.compile(r"\s+(?:for|during|in)\s+the\s+first\s+(?:\w+\s+)?"
                           r"(?:days?|weeks?|months?|years?|billing\s+(?:cycles?|periods?))\b",
                           re.IGNORECASE)
_UP_TO = re.compile(r"\bup\s+to\s+(?=[€$£¥]?\d)", re.IGNORECASE)
_BENEFIT = re.compile(r"\b(?:sav(?:e|es|ing|ings)|discount\w*|refund\w*|reimburs\w*|"
                      r"compensat\w*|credit\w*|cashback|earn\w*)\b", re.IGNORECASE)
_FOR_FREE = re.compile(r"\s+(?:for free|free of charge|at no (?:extra |additional )?"
                       r"(?:cost|charge))\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;:]|\s[—–]\s|[.!?]\s*$")
_SENTENCE_REST_END = re.compile(r",\s+(?=(?:but|while|so|which|even|although|though|whereas|"
                                r"however)\b)|[;:]|\s[—–]\s|[.!?]\s*$")
_CONTRAST = re.compile(r",\s+(?:but|while|whereas)\s+|;\s+")
_NAMED_PLAN = re.compile(r"\s+(?:on|for|in|with)\s+(?:the\s+|your\s+|an?\s+)?(?:[A-Z][\w-]*\s+)+"
                         r"(?:plans?|tiers?|subscriptions?|editions?)\b")
_NEGATED_SCOPE = re.compile(r"\b(?:not|n't|cannot|never)\s+(?:be\s+)?(?:[a-z]+ly\s+)?"
                            r"[a-z]+(?:ed|en)(\s+(?:to|for|on)\s)")
_RECIPIENTS = re.compile(r"\s+(?:to|for)\s+(?:all\s+)?(?:qualifying|eligible|verified|registered|"
                         r"selected|participating|approved)\s", re.IGNORECASE)
_STOP = frozenset("a an the of to in on at for and or is are be can will it its this that "
                  "your our their you we they with by from as".split())

Finder = Callable[[str], list[tuple[int, int, str]]]


@mutator(name="dropped_condition", kind="fault", version=1)
def dropped_condition(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Remove a condition, limit or exception so the claim says more than the passages.

    >>> from mutators._example import mutate
    >>> mutate(dropped_condition, "Contracts can be refunded in full within 14 days of signing.")
    ['Contracts can be refunded in full.']
    """
    text = claim.text
    taken: list[tuple[int, int]] = []
    for finder in FINDERS:
        for start, end, replacement in finder(text):
            if len(taken) == MAX_PER_CLAIM:
                return
            if any(s <= start and end <= e for s, e in taken):
                continue  # inside a removal already made: the same fault, smaller
            edit = _checked(claim, start, end, replacement)
            if edit is not None:
                taken.append((start, end))
                yield edit


def _checked(claim: Claim, start: int, end: int, replacement: str) -> Edit | None:
    """An edit whose result is a sentence that no passage clause states on its own."""
    text = claim.text
    mutant = text[:start] + replacement + text[end:]
    if len(words(mutant)) < 3:
        return None
    if _stated_without_condition(mutant, text[start:end], claim.passages.values()):
        return None
    removed = _removed_words(text[start:end], replacement)
    return Edit((Span(start, end, replacement),), f"dropped: {removed}")


def _removed_words(span: str, replacement: str) -> str:
    """The words a removal drops: the span without what its replacement keeps."""
    kept = replacement.strip().lower()
    if kept and span.lower().rstrip().endswith(kept):
        span = span.rstrip()[:-len(kept)]  # "If you cancel, y" re-cased as "Y"
    elif kept:
        span = span.replace(replacement.strip(), " ", 1)  # " only supported for X" keeps "supported"
    return " ".join(span.split()).strip(" ,")


def _stated_without_condition(mutant: str, removed: str, passages: Iterable[str]) -> bool:
    """True when a passage clause says the mutant without the removed condition's words."""
    need = _content(mutant)
    condition = _content(removed) - need
    if not need:
        return False
    for passage in passages:
        for sentence in split_sentences(passage):
            clauses = [sentence] if opener_span(sentence) else _CONTRAST.split(sentence)
            for clause in clauses:
                have = _content(clause)
                if need <= have and len(condition & have) * 2 < max(len(condition), 1):
                    return True
    return False


def _content(text: str) -> set[str]:
    out = set()
    for token in words(text.replace(",", "")):
        low = token.lower
        if low in _STOP:
            continue
        out.add(low[:-1] if low.endswith("s") and len(low) > 3 else low)
    return out


# --------------------------------------------------------------------------- finders


def _clause_end(text: str, start: int) -> int:
    """Where the clause that begins at ``start`` ends (before , ; : or final punctuation)."""
    found = _CLAUSE_END.search(text, start)
    return found.start() if found else len(text)


def _leading_condition(text: str) -> list[tuple[int, int, str]]:
    span = opener_span(text)
    if span is None:
        return []
    start, end = span
    first = words(text, start, end)[0].lower
    if first not in _CONDITION_OPENERS or end >= len(text):
        return []
    replacement = capitalize_first(text[end]) if start == 0 else text[end]
    return [(start, end + 1, replacement)]


def _trailing_condition(text: str) -> list[tuple[int, int, str]]:
    out = []
    for match in _TRAILING.finditer(text):
        if match.start() == 0 or text[match.start()] == "," and "while" in match.group().lower():
            continue  # ", while ..." contrasts; it is not a condition
        if re.match(r",?\s+even\s", text[match.start() - 5:match.start() + 6]):
            continue
        if _temporal_event(text, match):
            continue
        found = _SENTENCE_REST_END.search(text, match.end())
        out.append((match.start(), found.start() if found else len(text), ""))
    return out


def _temporal_event(text: str, match: re.Match[str]) -> bool:
    """'You will be notified when ...': without the 'when' the event still happens, so the
    claim only gets vaguer. Negated or present-tense states ('is blocked once ...') widen."""
    if not re.search(r"\b(?:when|whenever|once|while)\b", match.group(), re.IGNORECASE):
        return False
    head = text[:match.start()]
    if re.search(r"\bto\s+[a-z]+\b(?!.*\b(?:is|are|can)\b)", head):
        return True  # 'to receive emails when ...': the clause times the embedded event
    if _NEGATION.search(head):
        return False
    predicate = find_predicate(head)
    return predicate is None or predicate.token.lower not in ("is", "are", "can")


def _named_plan_scope(text: str) -> list[tuple[int, int, str]]:
    """'kept for one year on the Enterprise plan' -> 'kept for one year'."""
    return [(m.start(), m.end(), "") for m in _NAMED_PLAN.finditer(text)
            if not re.search(r"\bonly\s*$", text[:m.start()])]


def _negated_scope(text: str) -> list[tuple[int, int, str]]:
    """'cannot be used for larger runners' -> 'cannot be used'."""
    return [(m.start(1), _clause_end(text, m.end()), "") for m in _NEGATED_SCOPE.finditer(text)]


def _permission_window(text: str) -> list[tuple[int, int, str]]:
    """'can be refunded within 14 days of signing'; 'not refundable after 14 days'."""
    out = []
    clause_start, _ = main_clause(text)
    predicate = find_predicate(text)
    negated = predicate is not None and is_negated(predicate)
    for match in re.finditer(r"\s+(within|after)\s+", text, re.IGNORECASE):
        before = text[min(clause_start, match.start()):match.start()]
        word = match.group(1).lower()
        if word == "within" and not _PERMISSION.search(before):
            continue
        if word == "after" and not (negated or _PERMISSION.search(before)):
            continue
        end = _window_end(text, match.end())
        if end is not None:
            out.append((match.start(), end, ""))
    return out


def _window_end(text: str, start: int) -> int | None:
    """The end of '14 days of signing', '30 calendar days', 'that' after within/after."""
    pronoun = re.match(r"(?:that|this|then)\b", text[start:])
    if pronoun:
        return start + pronoun.end()
    article = re.match(r"(?:a|an|the)\s+", text[start:])
    begin = start + (article.end() if article else 0)
    quantity = next((q for q in find_quantities(text) if q.start >= begin), None)
    if quantity is None or text[begin:quantity.start].strip("€$£¥"):
        return None
    end = quantity.end
    unit = re.match(r"(?:\s*-|\s+)(?:(?:business|calendar|working)\s+)?[A-Za-z]+", text[end:])
    if unit:
        end += unit.end()
    tail = re.match(r"\s+(?:of|from|after)\s+(?:(?:the|your|a|an)\s+)?[a-z]+(?:\s+[a-z]+)?"
                    r"(?=[.,;]|$)", text[end:])
    if tail:
        end += tail.end()
    return end


def _only_phrase(text: str) -> list[tuple[int, int, str]]:
    """'available only on the Enterprise plan' -> 'available'. After a verb ('applies only
    to X') the phrase is the verb's complement and stays."""
    out = []
    for match in _ONLY_PHRASE.finditer(text):
        previous = re.search(r"([A-Za-z]+)$", text[:match.start()])
        if previous and _ADJECTIVE.fullmatch(previous.group(1).lower()):
            out.append((match.start(), _clause_end(text, match.end()), ""))
    return out


def _adjective_scope(text: str) -> list[tuple[int, int, str]]:
    """'is free for public packages' -> 'is free'."""
    out = []
    for match in _SCOPED_ADJECTIVES.finditer(text):
        start = match.start(1)
        adjective_start = re.search(r"[A-Za-z]+$", text[:start]).start()
        only = re.search(r"\s+only\s+$", text[:adjective_start])
        if only:  # 'only supported for X' -> 'supported', not 'only supported'
            adjective = text[adjective_start:start]
            out.append((only.start(), _clause_end(text, match.end()), " " + adjective))
            continue
        out.append((start, _clause_end(text, match.end()), ""))
    return out


def _subject_restriction(text: str) -> list[tuple[int, int, str]]:
    """'Jobs that run on Windows runners consume' -> 'Jobs consume'."""
    predicate = find_predicate(text)
    if predicate is None:
        return []
    clause_start = predicate.clause[0]
    subject = text[clause_start:predicate.token.start]
    out = []
    for match in _COMPARATIVE.finditer(subject):
        start = match.start()
        participle = re.search(r"\s+[a-z]+(?:ing|ed)\s*$", subject[:start])
        if participle:
            start = participle.start()  # "Bags weighing more than 23 kg" -> "Bags"
        if _after_noun(subject, start):
            out.append((clause_start + start, predicate.token.start - 1, ""))
            return out
    match = _SUBJECT_MODIFIER.search(subject)
    if match and _after_noun(subject, match.start()):
        end = predicate.token.start - 1
        while end > 0 and text[end - 1] == " ":
            end -= 1
        if text[clause_start + match.start():end].strip():
            out.append((clause_start + match.start(), end, ""))
    return out


def _after_noun(subject: str, position: int) -> bool:
    previous = re.search(r"([A-Za-z]+)\s*$", subject[:position])
    if previous is None:
        return False
    word = previous.group(1).lower()
    return base_form(word) is None and word not in _STOP and word not in ("no", "be", "been")


def _object_restriction(text: str) -> list[tuple[int, int, str]]:
    """'GitHub blocks files larger than 100 MB' -> 'GitHub blocks files'."""
    predicate = find_predicate(text)
    if predicate is None:
        return []
    out = []
    for match in _COMPARATIVE.finditer(text, predicate.token.end):
        if not _after_noun(text, match.start()):
            continue
        quantity = next((q for q in find_quantities(text) if q.start >= match.end()), None)
        if quantity is None:
            continue
        end = quantity.unit_word[1] if quantity.unit_word else quantity.end
        unit = re.match(r"\s*(%|[A-Za-z]+)", text[end:])
        if unit and (unit.group(1) == "%" or unit.group(1).lower() in UNIT_ABBREVIATIONS):
            end += unit.end()
        out.append((match.start(), end, ""))
    return out


def _restricted_recipients(text: str) -> list[tuple[int, int, str]]:
    """'25% off to qualifying nonprofits' -> '25% off': the offer is for some, not all."""
    return [(m.start(), _clause_end(text, m.end()), "") for m in _RECIPIENTS.finditer(text)]


def _per_unit_after_price(text: str) -> list[tuple[int, int, str]]:
    """'costs €12 per user per month' -> 'costs €12 per month'."""
    prices = [q for q in find_quantities(text) if q.unit == "currency"]
    return [(m.start(), m.end(), "") for m in _PER_UNIT.finditer(text)
            if any(q.end <= m.start() and m.start() - q.end < 30 for q in prices)]


def _first_period(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), "") for m in _FIRST_PERIOD.finditer(text)]


def _up_to_saving(text: str) -> list[tuple[int, int, str]]:
    """'Save up to 50%' -> 'Save 50%'; 'up to 10 users' stays (still true)."""
    out = []
    for match in _UP_TO.finditer(text):
        before = text[max(0, match.start() - 30):match.start()]
        after = text[match.end():match.end() + 20]
        if _BENEFIT.search(before) or re.match(r"[€$£¥]?[\d.,]+%?\s+(?:off|back)\b", after):
            out.append((match.start(), match.end(), ""))
    return out


def _free_under_negation(text: str) -> list[tuple[int, int, str]]:
    predicate = find_predicate(text)
    if predicate is None or not is_negated(predicate):
        return []
    return [(m.start(), m.end(), "") for m in _FOR_FREE.finditer(text)
            if m.start() > predicate.token.start]


FINDERS: tuple[Finder, ...] = (
    _leading_condition, _trailing_condition, _permission_window, _only_phrase,
    _adjective_scope, _named_plan_scope, _negated_scope, _subject_restriction,
    _object_restriction, _restricted_recipients, _per_unit_after_price, _first_period, _up_to_saving, _free_under_negation,
)
