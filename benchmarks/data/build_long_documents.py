"""Build the long-document suite the window-selection benchmark runs on, from real text.

Source: SummEdits (github.com/salesforce/factualNLG, repository Apache-2.0, data card
CC BY 4.0): real meeting transcripts (QMSum), sales calls and news articles, each with
summaries that the benchmark's annotators judged consistent with the document
(``label == 1``). Its podcast domain is left out: the Spotify podcast transcripts carry
terms of their own that do not allow redistribution here. Each summary
sentence of a consistent summary becomes a faithful claim about its whole document.

    python benchmarks/data/build_long_documents.py /path/to/factualNLG.git \\
        > benchmarks/data/long_documents.jsonl

The argument is a bare git directory of the repository (the commit used is recorded in each
line's ``source``). Documents are split into a tuning part and a held-out part by a hash of
the document, before any figure is read: window-selection settings are tuned on ``tune``
and reported on ``heldout`` beside it.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

from mutato.mutation.text import split_sentences

DOMAINS = ("qmsumm", "sales_call", "news")
MIN_SENTENCES = 20
CLAIMS_PER_DOCUMENT = 3


def main(git_dir: str) -> None:
    commit = subprocess.run(["git", "--git-dir", git_dir, "rev-parse", "HEAD"], check=True,
                            capture_output=True, text=True).stdout.strip()
    for domain in DOMAINS:
        path = f"data/summedits/summedits_{domain}.json"
        raw = subprocess.run(["git", "--git-dir", git_dir, "show", f"HEAD:{path}"], check=True,
                             capture_output=True, text=True).stdout
        claims_of: dict[str, list[tuple[str, str]]] = {}
        for entry in json.loads(raw):
            if entry["label"] != 1 or len(split_sentences(entry["doc"])) < MIN_SENTENCES:
                continue
            found = claims_of.setdefault(entry["doc"], [])
            for sentence in split_sentences(entry["summary"]):
                if len(found) < CLAIMS_PER_DOCUMENT and sentence not in {s for _, s in found} \
                        and len(sentence.split()) >= 6:
                    found.append((entry["id"], sentence))
        for doc, claims in sorted(claims_of.items()):
            digest = hashlib.sha256(doc.encode("utf-8")).hexdigest()
            part = "tune" if int(digest[:2], 16) < 86 else "heldout"
            for number, (entry_id, sentence) in enumerate(claims):
                print(json.dumps({
                    "id": f"{domain}-{digest[:10]}-{number}", "claim": sentence,
                    "passages": {f"{domain}-{digest[:10]}": doc}, "label": "supported",
                    "part": part, "domain": domain,
                    "source": {"repo": "salesforce/factualNLG", "commit": commit, "path": path,
                               "id": entry_id, "licence": "Apache-2.0"},
                }, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
