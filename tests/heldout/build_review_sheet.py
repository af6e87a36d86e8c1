"""Build a review sheet of mutants drawn from real suites, for a person to rule on one by one.

Usage (from the repository root)::

    python tests/heldout/build_review_sheet.py --out tests/heldout/heldout_review.csv \\
        --per-mutator 100 --seed 7 SUITE.jsonl [SUITE.jsonl ...]

Each suite file's stem is its genre. For every built-in mutator the sheet holds a seeded random
sample of at most ``--per-mutator`` mutants, spread over the genres in proportion to what each
genre produced. Each row carries what a reviewer needs beside the two texts: the question, the
edit, the mutator's note, and the claim's passage windows that share most words with it.
The ``ruling`` and ``reviewer_note`` columns are left blank for the reviewer: for a fault
mutator ``fault`` (a real fault that reads naturally), ``not_fault`` (the claim is still
supported, or says nothing different) or ``broken`` (not fluent, ungrammatical, nonsense); for
a control ``preserving``, ``changed`` or ``broken``.
"""

from __future__ import annotations

import argparse
import csv
import re
from collections import defaultdict
from pathlib import Path

import numpy as np

from mutato.mutation.mutants import Mutant, generate_mutants
from mutato.mutation.registry import load_mutators
from mutato.mutation.windows import make_windows
from mutato.suite.loading import load_suite
from mutato.suite.model import Claim

COLUMNS = ("row", "genre", "mutator", "kind", "mutant_id", "claim_id", "question", "original",
           "mutant", "edit", "note", "evidence", "ruling", "reviewer_note")
_WORD = re.compile(r"[A-Za-z0-9]+")


def builtin_mutators() -> list[str]:
    """The names of the mutators mutato ships (plug-ins left out)."""
    return [n for n, s in load_mutators().items() if s.func.__module__.startswith("mutators.")]


def evidence_for(claim: Claim, *, texts: tuple[str, ...], most: int = 3) -> str:
    """The claim's passage windows sharing most words with ``texts``, best first."""
    wanted = {w.lower() for text in texts for w in _WORD.findall(text)}
    windows = make_windows(claim.passages, sizes=(1,))
    ranked = sorted(windows, key=lambda w: (-len(wanted & {t.lower() for t in
                                                            _WORD.findall(w.text)}), w.id))
    chosen = sorted({w.id: w for w in ranked[:most]}.values(), key=lambda w: w.id)
    return "\n".join(f"[{w.id}] {w.text}" for w in chosen)


def edit_text(mutant: Mutant) -> str:
    return "; ".join(f"{mutant.original[s.start:s.end]!r} → {s.replacement!r}"
                     for s in mutant.spans)


def build_rows(paths: list[Path], *, per_mutator: int, seed: int,
               per_control: int | None = None, evidence_windows: int = 3) -> list[dict[str, str]]:
    """Sample mutants per mutator across the suites and return the sheet's rows."""
    names = builtin_mutators()
    pool: dict[str, list[tuple[str, Claim, Mutant]]] = defaultdict(list)
    for path in paths:
        suite = load_suite(path)
        claims = {c.id: c for c in suite.claims}
        for mutant in generate_mutants(suite, mutators=names, seed=0):
            pool[mutant.mutator].append((path.stem, claims[mutant.claim_id], mutant))
    rng = np.random.default_rng(seed)
    rows: list[dict[str, str]] = []
    for name in names:
        candidates = sorted(pool.get(name, []), key=lambda t: t[2].id)
        wanted = per_mutator
        if per_control is not None and candidates and candidates[0][2].kind == "control":
            wanted = per_control
        if len(candidates) > wanted:
            picked = sorted(rng.choice(len(candidates), size=wanted, replace=False))
            candidates = [candidates[i] for i in picked]
        for genre, claim, mutant in candidates:
            rows.append({
                "row": str(len(rows) + 1), "genre": genre, "mutator": name,
                "kind": mutant.kind, "mutant_id": mutant.id, "claim_id": claim.id,
                "question": claim.question or "", "original": mutant.original,
                "mutant": mutant.text, "edit": edit_text(mutant), "note": mutant.note,
                "evidence": evidence_for(claim, texts=(mutant.original, mutant.text),
                                         most=evidence_windows),
                "ruling": "", "reviewer_note": "",
            })
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--per-mutator", type=int, default=100)
    parser.add_argument("--per-control", type=int, default=None,
                        help="sample size for each control (default: --per-mutator)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--evidence-windows", type=int, default=3,
                        help="passage windows shown per row (more for table passages, whose "
                             "one-line rows are short)")
    args = parser.parse_args()
    rows = build_rows(args.suites, per_mutator=args.per_mutator, seed=args.seed,
                      per_control=args.per_control, evidence_windows=args.evidence_windows)
    with args.out.open("w", encoding="utf-8", newline="") as stream:
        writer = csv.DictWriter(stream, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows(rows)
    counts: dict[str, int] = defaultdict(int)
    for row in rows:
        counts[row["mutator"]] += 1
    print(f"{len(rows)} rows → {args.out}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
