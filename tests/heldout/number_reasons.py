"""Why claims holding number_swap's target get no mutant: each target number's first refusal.

For each claim ``targets.py`` says holds a number (``_has_number``) and number_swap leaves
alone, every number entity of the target is traced through the mutator's own steps: whether
``find_quantities`` reads it at all, whether it is an amount, which refusal of ``_swap`` or of
the calendar targets drops it. Usage (from the repository root)::

    python tests/heldout/number_reasons.py tests/heldout/corpus/heldout7/summaries.jsonl
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from targets import NUMBER_WORDS, NUMERIC, _has_number  # noqa: E402

from mutato.suite.loading import load_suite  # noqa: E402


def _target_entities(doc: Any) -> list[Any]:
    return [e for e in doc.ents if e.label_ in NUMERIC and any(
        t.like_num or t.lower_ in NUMBER_WORDS or any(c.isdigit() for c in t.text) for t in e)]


def _amount_reason(text: str, doc: Any, q: Any, quantities: list[Any],
                   passages: list[str]) -> str:
    from mutators import number_swap as ns

    if not ns._is_amount(doc, q):
        return "amount: not an amount"
    low_word = ns._RANGE_WORD_BEFORE.search(text[:q.start])
    checks: list[tuple[str, Callable[[], bool]]] = [
        ("counts stated items", lambda: ns._counts_stated_items(text, doc, q)),
        ("rank bound", lambda: ns._rank_bound(text, doc, q)),
        ("pace", lambda: ns._pace(text, doc, q)),
        ("'four or five'", lambda: low_word is not None and low_word.group(2).lower() == "or"),
        ("'a year or two'", lambda: bool(ns._LOOSE_PAIR_BEFORE.search(text[:q.start]))),
        ("rating scale", lambda: bool(ns._SCALE_BEFORE.search(text[:q.start]))),
        ("'1' before an unknown plural", lambda: q.scaled == 1 and q.decimals == 0
         and ns._needs_plural_but_unknown(text, q)),
        ("negated exact value", lambda: ns._negated_exact(text, doc, q)),
        ("'the first N <time>'", lambda: ns._first_count(text, doc, q) is None)]
    for name, check in checks:
        if check():
            return "amount: " + name
    edit = ns._swap(text, doc, q, quantities, np.random.default_rng(0), passages)
    return "amount: no value left" if edit is None else "amount: grammar guard"


def _entity_reason(text: str, doc: Any, ent: Any, passages: list[str]) -> str:
    from mutators import number_swap as ns
    from mutators._numbers import find_quantities

    years = [m.span() for m in ns._YEAR.finditer(text)]
    found = find_quantities(text)
    quantities = [q for q in found if ns._is_amount(doc, q)
                  and not any(a <= q.start < b for a, b in years)]
    calendar = [c for c in ns._calendar_targets(text, doc, passages)
                if ent.start_char <= c.start < ent.end_char]
    if calendar:
        options = [o for o in calendar[0].options if not ns._passages_name(o, passages)]
        return "calendar: grammar guard or negated" if options else "calendar: no value left"
    if any(ent.start_char <= a < ent.end_char for a, _ in years):
        return "year refused (name, state, edition, repeated, span)"
    inside = [q for q in found if ent.start_char <= q.start < ent.end_char]
    if inside:
        return _amount_reason(text, doc, inside[0], quantities, passages)
    words = ent.text.lower().split()
    if any(w in ("first", "second", "third") for w in words):
        return "not read: ordinal 'first' or one in a name or beside a count"
    if "one" in words or "a" in words:
        return "not read: 'one' / 'a hundred' (a pronoun or article as often as a count)"
    return "not read: other number words ('half', 'zero', 'one hundred percent', 'two-way')"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    args = parser.parse_args()
    from mutators import _nlp
    from mutators import number_swap as ns

    reasons: Counter[str] = Counter()
    for path in args.suites:
        suite = load_suite(path)
        for claim in suite.originals:
            if not _has_number(claim, suite) or list(
                    ns.number_swap(claim, suite, rng=np.random.default_rng(0))):
                continue
            doc = _nlp.parse(claim.text)
            passages = list(claim.passages.values())
            why = [(e.text, _entity_reason(claim.text, doc, e, passages))
                   for e in _target_entities(doc)]
            reasons[why[0][1] if why else "no target entity"] += 1
            print(f"{path.stem} {claim.id}: {claim.text[:200]!r}")
            for text, reason in why:
                print(f"    {text!r}: {reason}")
    for reason, count in reasons.most_common():
        print(f"{count:4}  {reason}")


if __name__ == "__main__":
    main()
