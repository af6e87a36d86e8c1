"""number_swap: a stated number becomes another plausible value (the most common fault).

The new value keeps the unit and the way the number is written (€12 → €15, $19.99 → $24.99,
3,000 → 4,000, fifty → sixty, 85x60x60 cm → 85x60x50 cm), is of the same order of magnitude,
is a round value a help center would state, and differs from every other number of the
claim. Where words like "up to" or "within" make only one direction a clear error (a window
of 14 days is not contradicted by "within 7 days" as strongly as by "within 30 days"), the
new value goes that way. Ranges stay ordered.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np

from mutato.mutants import Edit, Span
from mutato.registry import mutator
from mutato.suite import Claim, Suite

from ._numbers import (
    PLURALS,
    WORD_FOR_NUMBER,
    Quantity,
    alternatives,
    direction,
    find_quantities,
    format_scaled,
)
from ._text import article_fix, match_case

#: At most this many mutants per claim (one per stated number, first numbers first).
MAX_PER_CLAIM = 3
_NEAREST = 3
_CENTS_ENDINGS = (99, 95, 49)
_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|to|and)\s*[€$£¥]?$")


@mutator(name="number_swap", kind="fault", version=1)
def number_swap(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Change a stated number to another plausible value with the same unit and format.

    >>> from mutators._example import mutate
    >>> mutate(number_swap, "Refunds are possible within 14 days; the fee is $19.99.")
    ['Refunds are possible within 28 days; the fee is $19.99.', 'Refunds are possible within 14 days; the fee is $14.99.']
    """
    text = claim.text
    quantities = find_quantities(text)
    made = 0
    for slot in _slots(quantities):
        if made == MAX_PER_CLAIM:
            return
        target = slot[int(rng.integers(len(slot)))] if len(slot) > 1 else slot[0]
        edit = _swap(text, target, quantities, rng)
        if edit is not None:
            made += 1
            yield edit


def _slots(quantities: list[Quantity]) -> list[list[Quantity]]:
    """Quantities grouped so a dimension like 85x60x60 is one slot (one mutant)."""
    slots: list[list[Quantity]] = []
    for q in quantities:
        if q.group is not None and slots and slots[-1][0].group == q.group:
            slots[-1].append(q)
        else:
            slots.append([q])
    return slots


def _swap(text: str, q: Quantity, quantities: list[Quantity],
          rng: np.random.Generator) -> Edit | None:
    old_is_one = q.scaled == 1 and q.decimals == 0
    if old_is_one and _needs_plural_but_unknown(text, q):
        return None
    avoid = {o.scaled for o in quantities if o is not q and o.decimals == q.decimals}
    if q.unit_word is not None or q.word:
        avoid.add(1)  # "1 days" / "one" would need a singular noun
    above, below = _range_bounds(text, q, quantities)
    choices = _choices(q, want=direction(text, q), avoid=avoid, above=above, below=below)
    if not choices:
        return None
    new_value = choices[int(rng.integers(len(choices)))]
    new_text = _written(q, new_value)
    spans = [Span(q.start, q.end, new_text)]
    article = article_fix(text, _prefix_start(text, q), _prefix(text, q) + new_text)
    if article is not None:
        spans.append(article)
    if old_is_one and q.unit_word is not None and not _adjectival(text, q):
        start, end = q.unit_word
        noun = text[start:end]
        if noun.lower() in PLURALS:
            spans.append(Span(start, end, match_case(noun, PLURALS[noun.lower()])))
    note = f"{_prefix(text, q)}{q.text} → {_prefix(text, q)}{new_text}"
    return Edit(tuple(spans), note)


def _choices(q: Quantity, *, want: int, avoid: set[int], above: int | None,
             below: int | None) -> list[int]:
    """The nearest few plausible values (prices ending .99 keep their ending)."""
    if q.unit == "currency" and q.decimals == 2 and q.scaled % 100 in _CENTS_ENDINGS:
        cents = q.scaled % 100
        whole = Quantity(q.start, q.end, q.text, q.scaled // 100 + 1, 0, False, "currency")
        near = alternatives(whole, want=want)
        values = [(w - 1) * 100 + cents for w in near if w > 1]
        values = [v for v in values if v not in avoid
                  and (above is None or v > above) and (below is None or v < below)]
        return values[:_NEAREST]
    return alternatives(q, want=want, avoid=avoid, above=above, below=below)[:_NEAREST]


def _written(q: Quantity, value: int) -> str:
    if q.word:
        return match_case(q.text, WORD_FOR_NUMBER[value])
    return format_scaled(value, q.decimals, commas=q.commas)


def _range_bounds(text: str, q: Quantity,
                  quantities: list[Quantity]) -> tuple[int | None, int | None]:
    """Keep a range ordered: the lower end stays below the upper end and vice versa."""
    index = quantities.index(q)
    above = below = None
    if index > 0 and _joined(text, quantities[index - 1], q):
        above = quantities[index - 1].scaled
    if index + 1 < len(quantities) and _joined(text, q, quantities[index + 1]):
        below = quantities[index + 1].scaled
    return above, below


def _joined(text: str, low: Quantity, high: Quantity) -> bool:
    between = text[low.end:high.start]
    between = re.sub(r"^[A-Za-z%]+", "", between) if low.unit else between
    if low.decimals != high.decimals or not _RANGE_JOIN.match(between):
        return False
    if "and" in between:
        return re.search(r"\bbetween\s+[€$£¥]?$", text[:low.start], re.IGNORECASE) is not None
    return True


def _needs_plural_but_unknown(text: str, q: Quantity) -> bool:
    """'1 repository' -> '2 repository' would be ungrammatical; only known nouns change."""
    if q.unit_word is not None or q.unit is not None:
        return False
    return re.match(r"\s+[a-z]", text[q.end:]) is not None


def _adjectival(text: str, q: Quantity) -> bool:
    """'a 1 hour call': after an article the amount modifies a noun and stays singular."""
    return re.search(r"\b[Aa]n?\s+$", text[:_prefix_start(text, q)]) is not None


def _prefix(text: str, q: Quantity) -> str:
    """The currency symbol written right before the number ('€' of '€12'), or ''."""
    symbol = text[q.start - 1:q.start]
    return symbol if q.unit == "currency" and symbol in "€$£¥₹" and symbol else ""


def _prefix_start(text: str, q: Quantity) -> int:
    return q.start - len(_prefix(text, q))
