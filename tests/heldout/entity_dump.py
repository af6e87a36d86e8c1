"""Dump entity_swap's mutants of corpus parts to a JSONL file, to diff two versions' output.

Usage: ``python tests/heldout/entity_dump.py OUT.jsonl tests/heldout/corpus/heldout6/*.jsonl``
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite


def main() -> None:
    out, paths = Path(sys.argv[1]), [Path(p) for p in sys.argv[2:]]
    with out.open("w") as fh:
        for path in paths:
            suite = load_suite(path)
            for mutant in generate_mutants(suite, mutators=["entity_swap"], seed=0, workers=1):
                fh.write(json.dumps({"part": f"{path.parent.name}/{path.stem}",
                                     "claim_id": mutant.claim_id, "text": mutant.text,
                                     "original": suite_text(suite, mutant.claim_id)}) + "\n")


def suite_text(suite, claim_id):  # type: ignore[no-untyped-def]
    return next(c.text for c in suite.originals if c.id == claim_id)


if __name__ == "__main__":
    main()
