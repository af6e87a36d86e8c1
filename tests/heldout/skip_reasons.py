"""Why claims holding a mutator's target get no mutant: the first check that leaves no option.

For each claim that ``targets.py`` says holds the target of entity_swap, circumstance_swap or
dropped_condition and that got no mutant, the mutator's own checks are replayed in order and
the claim is counted under the last stage some option still passed. Usage::

    python tests/heldout/skip_reasons.py tests/heldout/corpus/heldout5/*.jsonl
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from targets import TARGETS  # noqa: E402

from mutato.mutation.mutants import generate_mutants  # noqa: E402
from mutato.suite.loading import load_suite  # noqa: E402

MUTATORS = ("entity_swap", "circumstance_swap", "dropped_condition")


def entity_reason(claim: Any) -> str:
    """The stage at which entity_swap loses its last option for ``claim``: the mutator's own
    staged checks (``entity_swap.options_for``, table rows included), read by
    ``entity_reach.claim_reason`` (one replay of them, not a copy here)."""
    from entity_reach import claim_reason

    return claim_reason(claim)[0]


def circumstance_reason(claim: Any) -> str:
    from mutato.mutation.toolkit import Edit, Span
    from mutators import circumstance_swap as cs
    from mutators._edits import checked
    from mutators._nlp import parse
    from mutators._support import states

    doc = parse(claim.text)
    found = list(cs._candidates(claim))
    if not found:
        from targets import CIRCUMSTANCE_WORDS
        words = sorted({t.lower_ for t in doc if t.lower_ in CIRCUMSTANCE_WORDS})
        kind = "word " + ",".join(_word_class(w) for w in words) if words else "place"
        return "1 no candidate: " + kind
    best = 1
    for start, end, new in found:
        if new.lower() in claim.text.lower():
            best = max(best, 2)
            continue
        if cs._negated(doc, start):
            best = max(best, 3)
            continue
        text = checked(claim.text, Edit((Span(start, end, new),), ""))
        if text is None:
            best = max(best, 4)
            continue
        best = max(best, 5)
        if not states(claim.passages, text, share=0.7, must={new.lower().split()[-1]}):
            best = 6
    return ["1 no candidate", "2 replacement already in claim", "3 negated sentence",
            "4 guard", "5 passages state the swap", "6 ?"][best - 1]


def _word_class(word: str) -> str:
    if word in ("before", "after"):
        return "before/after"
    if word in ("morning", "afternoon", "evening", "night", "overnight"):
        return "time of day"
    if word.endswith("day") or word.endswith("days") or word in ("weekend", "weekends"):
        return "weekday" if word not in ("daily",) else "frequency"
    if word in ("spring", "summer", "autumn", "fall", "winter"):
        return "season"
    if word.endswith("ly"):
        return "frequency"
    return "month"


def condition_reason(claim: Any) -> str:
    from mutato.mutation.toolkit import Edit
    from mutators import _nlp
    from mutators import dropped_condition as dc

    doc = _nlp.parse(claim.text)
    best = 0
    for sent in doc.sents:
        if sent.root.tag_ == "VBD" and sent.root.lower_ != sent.root.lemma_.lower():
            best = max(best, 1)
            continue
        for finder in dc._FINDERS:
            for first, last, words, *_also in finder(doc, sent):
                best = max(best, 2)
                if first > sent.start and doc[first - 1].lower_ in dc._FOCUS:
                    continue
                spans = dc._removal(doc, sent, first, last)
                if spans is None:
                    continue
                best = max(best, 3)
                if dc._referred_to(doc, first, last):
                    continue
                edit = Edit(spans, "")
                if dc._stated_without_condition(claim.text, edit, words, claim.passages.values()):
                    best = max(best, 4)
                    continue
                best = max(best, 5)
                if dc._limit_in_passages(doc, first, last, claim.text, edit, words,
                                         claim.passages):
                    best = 6
    return ["0 no finder: past-tense report or none", "1 past-tense report", "2 no clean removal",
            "3 referred to", "4 passages state it without", "5 limit not stated", "6 guard/other"
            ][best]


REASONS = {"entity_swap": entity_reason, "circumstance_swap": circumstance_reason,
           "dropped_condition": condition_reason}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--show", help="print each skipped claim of this mutator and reason")
    args = parser.parse_args()
    table: dict[str, Counter[str]] = {name: Counter() for name in MUTATORS}
    for path in args.suites:
        suite = load_suite(path)
        mutated: dict[str, set[str]] = {name: set() for name in MUTATORS}
        for mutant in generate_mutants(suite, mutators=list(MUTATORS), seed=0):
            mutated[mutant.mutator].add(mutant.claim_id)
        for name in MUTATORS:
            for claim in suite.originals:
                if not TARGETS[name](claim, suite):
                    continue
                if claim.id in mutated[name]:
                    table[name]["reached"] += 1
                    continue
                reason = REASONS[name](claim)
                table[name][reason] += 1
                if args.show in (name, "all"):
                    print(f"{name} [{reason}] {path.stem} {claim.id}: {claim.text[:200]}")
    for name in MUTATORS:
        total = sum(table[name].values())
        print(f"\n{name} ({total} claims hold the target)")
        for reason, count in sorted(table[name].items()):
            print(f"  {reason:40} {count}")


if __name__ == "__main__":
    main()
