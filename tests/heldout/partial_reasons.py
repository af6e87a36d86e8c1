"""Why claims holding partial_support's target get no mutant: the last stage an option passed.

For each claim that ``targets.py`` says holds partial_support's target (another claim shares a
passage with it) and that got no partial_support mutant, the mutator's checks are replayed in
order and the claim is counted under the last stage some option still passed; a claim the sibling
tiers leave without a mutant but a passage sentence's (or a table row's) false fact reaches is
counted apart.
Claims run one by one in this process (sibling faults are computed once). Usage::

    python tests/heldout/partial_reasons.py tests/heldout/corpus/heldout6/*.jsonl [--dump F]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from targets import TARGETS  # noqa: E402

from mutato.mutation.mutants import mutate_claim  # noqa: E402
from mutato.mutation.registry import get_mutator  # noqa: E402
from mutato.suite.loading import load_suite  # noqa: E402
from mutato.suite.model import Claim, Suite  # noqa: E402

PASSAGE_NOTES = ("(a passage sentence,", "(a table row read as")
STAGES = ("0 claim refused (derived, several sentences, conditional)",
          "1 claim has no subject",
          "2 every sibling is the same text, a restatement or the same fact",
          "3 every other sibling is conditional",
          "4 no sibling has a fault mutant",
          "5 every fault refused (antonym sense, unsound flip, same slot, list, compound)",
          "6 subject mismatch (not about the subject, not standing alone, not stated)",
          "7 join refused by the grammar guard",
          "8 join refused by the edit check",
          "9 made")


def reason(claim: Claim, suite: Suite) -> int:
    """The last stage of partial_support that some option of ``claim`` passed."""
    from mutators import partial_support as ps
    from mutators._edits import checked, single_sentence
    from mutators._joins import subject
    from mutators.partial_support import Edit

    if claim.derived or not single_sentence(claim.text) or ps._scoped_claim(claim.text):
        return 0
    mine = subject(claim.text)
    if mine is None:
        return 1
    own = set(claim.passages.values())
    best = 2
    context = " ".join(claim.passages.values())
    for other in ps.sharing_a_passage(suite, claim):
        if other.id == claim.id or other.derived or not set(other.passages.values()) & own \
                or other.text == claim.text:
            continue
        if ps._restates(claim.text, other.text) or not ps._distinct_fact(claim, other):
            continue
        best = max(best, 3)
        if ps._scoped_claim(other.text):
            continue
        best = max(best, 4)
        for source, false_fact in ps._faults_of(suite, other):
            if ps._conditional(other.text) and source != "number_swap":
                continue
            best = max(best, 5)
            if not ps.usable_fault(claim.text, other.text, source, false_fact,
                                   topic=ps.topic_lemmas(tuple(claim.passages.values()))):
                continue
            best = max(best, 6)
            named = ps._named_for_pronoun(claim.text, false_fact)
            by_name = not ps._narrated_in_past(context)
            if not (named == false_fact and ps._about(mine[0], false_fact, by_name=by_name)) \
                    and not ((ps._about(mine[0], named, by_name=by_name)
                              or ps._stands_alone(named))
                    and (source == "number_swap" or ps._stated(other))):
                continue
            best = max(best, 7)
            joined = ps._join(claim.text, named, context, repeat=by_name)
            if joined is None:
                continue
            best = max(best, 8)
            if checked(claim.text, Edit.replace(*joined, note="")) is not None:
                best = 9
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--dump", type=Path, help="write every mutant as JSON lines here")
    args = parser.parse_args()
    counts: Counter[tuple[str, int]] = Counter()
    recovered: Counter[tuple[str, int]] = Counter()
    spec = get_mutator("partial_support")
    dump = args.dump.open("w", encoding="utf-8") if args.dump else None
    suites = [(path.stem, load_suite(path)) for path in args.suites]
    # claims in turn from each suite, so a run cut short still samples every genre
    queue = [(genre, suite, claim) for at in range(max(len(s.originals) for _, s in suites))
             for genre, suite in suites if at < len(suite.originals)
             for claim in (suite.originals[at],)]
    for genre, suite, claim in queue:
        if not TARGETS["partial_support"](claim, suite):
            continue
        mutants = mutate_claim(claim, suite, spec, seed=0)
        by_sentence = bool(mutants) and all(any(n in m.note for n in PASSAGE_NOTES)
                                            for m in mutants)
        stage = 9 if mutants and not by_sentence else reason(claim, suite)
        for name in (genre, "all"):
            counts[(name, stage)] += 1
            recovered[(name, stage)] += by_sentence
        if dump:
            dump.write(json.dumps({"genre": genre, "claim_id": claim.id, "original": claim.text,
                                   "stage": stage, "recovered": by_sentence,
                                   "mutants": [[m.text, m.note] for m in mutants]}) + "\n")
            dump.flush()
    for genre in sorted({g for g, _ in counts}):
        total = sum(n for (g, _), n in counts.items() if g == genre)
        print(f"{genre} ({total} target claims; stage: claims, of them reached by a "
              "passage sentence)")
        for stage, name in enumerate(STAGES):
            if counts[(genre, stage)]:
                print(f"  {counts[(genre, stage)]:4} {recovered[(genre, stage)]:4}  {name}")


if __name__ == "__main__":
    main()
