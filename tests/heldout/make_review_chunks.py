"""Split a review sheet into blinded chunk files, one per reviewer.

Usage (from the repository root)::

    python tests/heldout/make_review_chunks.py SHEET.csv --out-dir DIR --chunks 6 --seed 11

A reviewer sees, per row: the row number, the kind (fault or control), the genre, the
original, the mutant, the edit and the passage evidence. The mutator's name and its note are
left out, so a ruling cannot lean on what the mutator meant to do. Rows are shuffled with the
seed and dealt out in turn, so every chunk mixes mutators and genres. Nothing is printed but
counts.
"""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

import numpy as np

HEADER = "PASSAGE EVIDENCE (the claim's passage sentences most related to the two texts):"
#: A control that appends a second claim is meant to say more than the original: asked only
#: whether it keeps the original's meaning, rounds 4 and 5 ruled 7 such joins "changed" for
#: the added claim alone, while as many others were ruled "preserving" with the same note.
APPENDED = ("EXPECTED: this control appends a second claim by design. Rule preserving when "
            "the passages state every part of the mutant and it reads as one natural "
            "sentence; changed when any part is unstated or altered.\n")


def appends_a_claim(row: dict[str, str]) -> bool:
    """True for a control whose mutant is the original with more after its last word.

    >>> appends_a_claim({"kind": "control", "original": "A costs 5.",
    ...                  "mutant": "A costs 5, and B costs 6."})
    True
    >>> appends_a_claim({"kind": "control", "original": "A costs 5.", "mutant": "A is 5."})
    False
    """
    stem = row["original"].rstrip().rstrip(".!?")
    return row["kind"] == "control" and row["mutant"].startswith(stem) and \
        len(row["mutant"].rstrip(".!?")) > len(stem) + 3


def render(row: dict[str, str]) -> str:
    """One row as a reviewer reads it (no mutator name, no note)."""
    return (f"### row {row['row']}  ({row['kind']}, genre {row['genre']})\n"
            f"ORIGINAL: {row['original']}\nMUTANT:   {row['mutant']}\nEDIT: {row['edit']}\n"
            + (APPENDED if appends_a_claim(row) else "")
            + f"{HEADER}\n{row['evidence']}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sheet", type=Path)
    parser.add_argument("--out-dir", type=Path, required=True)
    parser.add_argument("--chunks", type=int, default=6)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    with args.sheet.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    order = np.random.default_rng(args.seed).permutation(len(rows))
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for number in range(args.chunks):
        mine = [rows[i] for i in order[number::args.chunks]]
        path = args.out_dir / f"chunk_{number + 1}.txt"
        path.write_text("\n".join(render(r) for r in mine), encoding="utf-8")
        print(f"{path}: {len(mine)} rows")


if __name__ == "__main__":
    main()
