"""Rebuild mutators/data/antonym_collocations.json: (lexicon word, partner lemma) pairs seen in the
read corpus parts. Run from the repository root: python tests/heldout/build_antonym_collocations.py

Everything runs under ``main()``: pytest's ``--doctest-modules`` imports this file, and an
import must neither parse the corpus nor rewrite the data file."""
import collections
import glob
import json

from mutators._nlp import _load


def main() -> None:
    """Parse every read corpus part and rewrite the ``seen`` table of the data file."""
    nlp = _load()
    words = set()
    for line in open("mutators/data/antonyms.tsv"):
        if line.startswith("#") or not line.strip():
            continue
        a, b, pos = line.rstrip("\n").split("\t")[:3]
        words |= {a.lower(), b.lower()}
    texts = set()
    for f in glob.glob("tests/heldout/corpus/*/*.jsonl"):
        for l in open(f):
            d = json.loads(l)
            texts.add(d["claim"])
            for p in d["passages"].values():
                for para in p.split("\n"):
                    if para.strip():
                        texts.add(para.strip())
    print(len(texts), sum(len(t.split()) for t in texts))
    seen = collections.defaultdict(set)
    for doc in nlp.pipe(sorted(texts), batch_size=64):
        for t in doc:
            w = t.lemma_.lower() if t.pos_ == "VERB" else t.lower_
            if w not in words:
                continue
            if t.pos_ == "ADJ":
                if t.dep_ == "amod" and t.head.pos_ in ("NOUN", "PROPN"):
                    seen[w].add(t.head.lemma_.lower())
                elif t.dep_ in ("acomp", "attr"):
                    for s in t.head.children:
                        if s.dep_ in ("nsubj", "nsubjpass"):
                            seen[w].add(s.lemma_.lower())
            elif t.pos_ == "VERB":
                for c in t.children:
                    if c.dep_ in ("dobj", "nsubj", "nsubjpass"):
                        seen[w].add(c.lemma_.lower())
    table = json.load(open("mutators/data/antonym_collocations.json"))
    table["seen"] = {k: sorted(v) for k, v in sorted(seen.items())}
    json.dump(table, open("mutators/data/antonym_collocations.json", "w"), indent=0)
    print(len(seen), sum(len(v) for v in seen.values()))


if __name__ == "__main__":
    main()
