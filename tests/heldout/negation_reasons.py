"""Why claims holding negation_flip's target get no mutant: the refusal each sentence meets.

For each claim ``targets.py`` says holds a declarative predicate (``_has_predicate``) and that
negation_flip leaves alone, each sentence is replayed through ``negation_flip._flip_sentence``
under a line tracer: the claim is counted under the check whose ``return None`` ended its first
sentence (the comment of that line names it), or under "presupposed by a later sentence" or
"grammar guard" when an edit was made and then dropped. Usage (from the repository root)::

    python tests/heldout/negation_reasons.py tests/heldout/corpus/heldout18/support.jsonl [--show N]

``--show N`` prints up to N claims of each of the largest reasons.
"""

from __future__ import annotations

import argparse
import inspect
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from targets import _has_predicate  # noqa: E402

from mutato.mutation.mutants import generate_mutants  # noqa: E402
from mutato.suite.loading import load_suite  # noqa: E402


def _refusal_names() -> dict[int, str]:
    """Line number of each ``return None`` in ``_flip_sentence`` → the check it ends: the
    ``if`` above it and the line's own comment."""
    from mutators import negation_flip as nf

    lines, first = inspect.getsourcelines(nf._flip_sentence)
    names = {}
    for offset, line in enumerate(lines):
        if line.strip().startswith("return None"):
            condition = next((lines[k].strip() for k in range(offset - 1, -1, -1)
                              if lines[k].strip().startswith(("if ", "elif "))), "?")
            comment = line.split("#", 1)[1].strip() if "#" in line else ""
            names[first + offset] = f"L{first + offset} {condition[:70]}" + (
                f"  # {comment[:60]}" if comment else "")
    return names


def sentence_reason(text: str, sentence: Any, names: dict[int, str]) -> str:
    """The refusal that ends ``_flip_sentence`` on ``sentence``, or what became of its edit."""
    from mutators import _nlp
    from mutators import negation_flip as nf

    code = nf._flip_sentence.__code__
    last: list[int] = [0]

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        if frame.f_code is not code:
            return None
        if event == "line":
            last[0] = frame.f_lineno
        return tracer

    sys.settrace(tracer)
    try:
        edit = nf._flip_sentence(text, sentence)
    finally:
        sys.settrace(None)
    if edit is None:
        return names.get(last[0], f"L{last[0]} (a return None not in the table)")
    if not list(_nlp.guarded(text, [edit])):
        return "grammar guard"
    return "made (another sentence or the pipeline dropped it)"


def claim_reason(text: str, names: dict[int, str]) -> str:
    from mutators import _nlp
    from mutators import negation_flip as nf

    sentences = list(_nlp.parse(text).sents)
    if nf._presupposed_later(sentences[0], sentences[1:]):
        return "presupposed by a later sentence"
    return sentence_reason(text, sentences[0], names)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--show", type=int, default=0, help="claims shown per reason")
    args = parser.parse_args()
    names = _refusal_names()
    reasons: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    total = 0
    for path in args.suites:
        suite = load_suite(path)
        mutated = {m.claim_id for m in generate_mutants(suite, mutators=["negation_flip"],
                                                        seed=0)}
        for claim in suite.originals:
            if not _has_predicate(claim, suite):
                continue
            total += 1
            if claim.id in mutated:
                continue
            reason = claim_reason(claim.text, names)
            reasons[reason] += 1
            examples[reason].append(claim.text)
    missed = sum(reasons.values())
    print(f"targeted {total}, no mutant {missed}")
    for reason, count in reasons.most_common():
        print(f"{count:4d}  {reason}")
        for text in examples[reason][:args.show]:
            print(f"        {text[:220]!r}")


if __name__ == "__main__":
    main()
