"""Why claims holding antonym_swap's target get no mutant: each target word's first refusal.

For each claim ``targets.py`` says holds a word of the antonym lexicon (``_has_antonym_word``)
and antonym_swap leaves alone, every such word is traced through the mutator's own checks in
their order (``antonym_swap._antonym``, then the loop's negation, repetition, contradiction,
grammar and passage checks) and counted under the first that refuses it. Usage (from the
repository root)::

    python tests/heldout/antonym_reasons.py tests/heldout/corpus/heldout15/*.jsonl [--show]

``--show`` prints each refused word with its claim, for reading.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from targets import NAMES, NUMERIC, _antonym_lemmas, _has_antonym_word  # noqa: E402

from mutato.mutation.mutants import generate_mutants  # noqa: E402
from mutato.suite.loading import load_suite  # noqa: E402


def _word_checks(token: Any) -> list[tuple[str, Callable[[], bool]]]:
    """The refusals of ``antonym_swap._antonym`` before the part-of-speech branch, in order."""
    from mutators import _antonym_context as ctx
    from mutators import _antonym_polarity as pol
    from mutators import _antonym_senses as sen
    from mutators import antonym_swap as a
    from mutators._edits import numeric_or_named

    doc = token.doc
    return [
        ("pos", lambda: token.pos_ not in a._POS),
        ("numeric or named", lambda: numeric_or_named(token)),
        ("circumstance word", lambda: token.lower_ in a._CIRCUMSTANCE),
        ("quoted or title-case", lambda: a._inside_quotes(token) or (
            token.text[:1].isupper() and (token.i > 0 or (
                token.i + 1 < len(doc) and doc[token.i + 1].text[:1].isupper())))),
        ("adjective after a preposition", lambda: token.i > 0 and doc[token.i - 1].pos_ == "ADP"
         and token.pos_ == "ADJ" and not (token.dep_ == "amod" and token.head.i > token.i
                                         and token.head.pos_ in ("NOUN", "PROPN"))),
        ("hyphen compound", lambda: ((token.i > 0 and doc[token.i - 1].text == "-") or (
            token.i + 1 < len(doc) and doc[token.i + 1].text == "-"))
         and not a._scale_compound(token)),
        ("neg child", lambda: any(c.dep_ == "neg" for c in (*token.children,
                                                            *token.head.children))),
        ("intermittent", lambda: bool(a._INTERMITTENT.search(token.sent.text))),
        ("idiom", lambda: a._idiom(token)),
        ("affiliation", lambda: a._affiliation(token)),
        ("clashes", lambda: a._clashes(token)),
        ("senses.refused", lambda: sen.refused(token)),
        ("polarity clash", lambda: pol.polarity_clash(token)),
        ("judged clause", lambda: pol.judged_clause(token)),
        ("presumed elsewhere", lambda: a._presumed_elsewhere(token)),
        ("fixed by claim", lambda: a._fixed_by_claim(token)),
        ("tied reason", lambda: ctx.tied_reason(token)),
        ("approximated", lambda: ctx.approximated(token)),
        ("same stem", lambda: ctx.same_stem(token)),
        ("numeric bound", lambda: ctx.numeric_bound(token)),
        ("directed range", lambda: a._directed(token) and ctx.numeric_range(token)),
    ]


def _branch_reason(token: Any) -> str:
    """The refusal inside ``_antonym``'s part-of-speech branch."""
    from mutators import _antonym_senses as sen
    from mutators import antonym_swap as a
    from mutators._antonym_evidence import attested
    from mutators._degree_forms import graded
    from mutators._lexicons import antonyms

    if token.pos_ == "VERB":
        found = antonyms().get((token.lemma_.lower(), "VERB"))
        if found is None:
            return "verb: lemma not in lexicon"
        if token.tag_ not in ("VB", "VBP", "VBZ", "VBD", "VBN", "VBG"):
            return "verb: tag"
        if token.dep_ == "amod":
            return "verb: amod participle"
        if any(c.dep_ == "prt" for c in token.children):
            return "verb: particle"
        if not a._verb_frame_fits(token, found):
            return "verb: frame"
        if not attested(token, found):
            return "verb: not attested"
        if sen.participle_compound(token):
            return "verb: participle compound"
        return "verb: later guard"
    found = antonyms().get((token.lower_, token.pos_))
    if found is None and token.tag_ in ("JJR", "JJS", "RBR", "RBS"):
        base = antonyms().get((token.lemma_.lower(), token.pos_))
        found = None if base is None else graded(base, token.tag_)
    if found is None:
        return f"{token.pos_.lower()}: form not in lexicon"
    if not a._fits(token):
        return f"{token.pos_.lower()}: fits"
    if not attested(token, found):
        return f"{token.pos_.lower()}: not attested"
    return f"{token.pos_.lower()}: ?"


def word_reason(token: Any, claim: Any) -> str:
    """The first check that refuses ``token`` of ``claim``."""
    from mutato.mutation.toolkit import Edit, Span
    from mutators import antonym_swap as a
    from mutators._edits import checked
    from mutators._support import states
    from mutators._text import article_fix

    if a._negated(token):
        return "negated"
    for name, check in _word_checks(token):
        if check():
            return name
    new = a._antonym(token)
    if new is None:
        return _branch_reason(token)
    if new.lower() in claim.text.lower():
        return "antonym already in claim"
    if a._contradicted(token, new):
        return "contradicted"
    start, new = a._graded_span(token, new)
    spans = [Span(start, token.idx + len(token.text), new)]
    article = article_fix(claim.text, start, new)
    if article is not None:
        spans.append(article)
    text = checked(claim.text, Edit(tuple(spans), f"{token.text} → {new}"))
    if text is None:
        return "grammar check"
    if states(claim.passages, text, must={new.lower().split()[0]}):
        return "passages state it"
    return "made?"


def main() -> None:
    from mutators._nlp import parse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    lexicon = _antonym_lemmas()
    reasons: Counter[str] = Counter()
    words: Counter[str] = Counter()
    claims: Counter[str] = Counter()
    for path in args.suites:
        suite = load_suite(path)
        made = {m.claim_id for m in generate_mutants(suite, mutators=["antonym_swap"], seed=0)}
        for claim in suite.originals:
            if claim.id in made or not _has_antonym_word(claim, suite):
                continue
            mine = set()
            for token in parse(claim.text):
                if token.ent_type_ in NUMERIC | NAMES or not (
                        (token.lemma_.lower(), token.pos_) in lexicon
                        or (token.lower_, token.pos_) in lexicon):
                    continue
                why = word_reason(token, claim)
                reasons[why] += 1
                mine.add(why)
                words[f"{token.lower_}/{token.pos_}"] += 1
                if args.show:
                    print(f"{why:28} {token.text!r:14} {token.sent.text[:200]!r}")
            claims[" + ".join(sorted(mine))] += 1
    for why, n in reasons.most_common():
        print(f"{n:4} {why}")
    print("claims by their words' reasons:")
    for why, n in claims.most_common():
        print(f"{n:4} {why}")
    print("words:", ", ".join(f"{w} {n}" for w, n in words.most_common(30)))


if __name__ == "__main__":
    main()
