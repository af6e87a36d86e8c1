"""Fill a review sheet's ``ruling`` and ``reviewer_note`` columns from reviewers' chunk files.

Usage (from the repository root)::

    python tests/heldout/merge_rulings.py SHEET.csv CHUNK_DIR --out tests/heldout/X.csv

Each ``CHUNK_DIR/chunk_<i>.csv`` (header ``row,ruling,reviewer_note``) comes from one reviewer,
recorded as ``reviewer-<i>``. Every sheet row must be ruled exactly once, with a ruling allowed
for its kind; anything else stops the merge. Prints the real share per mutator.
"""

from __future__ import annotations

import argparse
import csv
import re
from collections import Counter
from pathlib import Path

RULINGS = {"fault": {"fault", "not_fault", "broken"},
           "control": {"preserving", "changed", "broken"}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sheet", type=Path)
    parser.add_argument("chunks", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    with args.sheet.open(encoding="utf-8", newline="") as stream:
        reader = csv.DictReader(stream)
        fields = [*reader.fieldnames, "reviewer"]
        rows = {r["row"]: r for r in reader}
    ruled: dict[str, tuple[str, str, str]] = {}
    for path in sorted(args.chunks.glob("chunk_*.csv")):
        reviewer = "reviewer-" + re.sub(r"\D", "", path.stem)
        with path.open(encoding="utf-8", newline="") as stream:
            for entry in csv.DictReader(stream):
                key = entry["row"].strip()
                if key in ruled or key not in rows:
                    raise SystemExit(f"{path}: row {key} is unknown or ruled twice")
                ruling = entry["ruling"].strip()
                if ruling not in RULINGS[rows[key]["kind"]]:
                    raise SystemExit(f"{path}: row {key}: {ruling!r} is not allowed")
                ruled[key] = (ruling, entry["reviewer_note"].strip(), reviewer)
    if missing := sorted(set(rows) - set(ruled), key=int):
        raise SystemExit(f"{len(missing)} rows have no ruling, e.g. {missing[:5]}")
    counts: dict[str, Counter] = {}
    with args.out.open("w", encoding="utf-8", newline="") as stream:
        writer = csv.DictWriter(stream, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for key, row in rows.items():
            ruling, note, reviewer = ruled[key]
            writer.writerow({**row, "ruling": ruling, "reviewer_note": note,
                             "reviewer": reviewer})
            counts.setdefault(row["mutator"], Counter())[ruling] += 1
    for name, c in sorted(counts.items()):
        real = c["fault"] + c["preserving"]
        print(f"{name:20s} {real}/{sum(c.values())}  {dict(c)}")


if __name__ == "__main__":
    main()
