"""Build the real-text corpus suites (dev part in git, held-out part sealed) from fetched repos.

Each genre reads one public dataset from a bare git directory (as the search tool's ``fetch``
leaves it, e.g. ``/work/.mirror/owner+name/repo``), keeps only claims the dataset's own humans
judged faithful, and writes mutato JSONL suites::

    python tests/heldout/corpus/build_corpus.py support GITDIR
    python tests/heldout/corpus/build_corpus.py summaries GITDIR
    python tests/heldout/corpus/build_corpus.py encyclopedic GITDIR

The dev part goes to ``tests/heldout/corpus/dev/<genre>.jsonl``; the held-out part goes to
``--sealed`` (default ``/work/sealed/<genre>.jsonl``), which must stay outside git until the
mutator rules are frozen. The script prints counts only, never the held-out texts.

The split is mechanical and is decided before any text is read in detail: every item belongs to
a group (the document or knowledge snippet it is grounded in), and ``side(group)`` is ``dev``
when the first byte of sha256("corpus-split:" + group) is below 85, else ``heldout``. Which
groups are taken at all (when a source holds more than the target count) is decided by a second
hash, ``sha256("corpus-order:" + group)``, so the selection never looks at the text either.

Only the standard library is imported, and nothing runs on import, so pytest's doctest
collection of ``tests/`` can import this file offline.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEV_DIR = HERE / "dev"
SEALED_DIR = Path("/work/sealed")

#: sha256 first byte below this puts a group on the dev side (85/256 is about one third).
DEV_BYTE_LIMIT = 85


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words that open a question, a request or an offer rather than a statement.
NON_DECLARATIVE_OPENERS = _word_set(
    "would could can do does did is are was were shall should will may might please let how "
    "what which where when why who whom whose feel enjoy thank thanks have has need "
    "hope"
)

#: Words too common or too conversational to show that a sentence is about its passage.
STOPWORDS = _word_set(
    """about above after again against also another anything because been before being below
    between both cannot could does doing down during each every from further have having here
    into itself just like more most much need only other over please same should some such
    sure than that their them then there these they this those through under until very were
    what when where which while with would your yours help happy book booking reservation
    reserve anything else information know like want looking find check great glad course
    definitely"""
)


def side(group: str) -> str:
    """The side of a group: ``dev`` for about one third of groups, ``heldout`` for the rest.

    >>> side("doc-1"), side("doc-1") == side("doc-1")
    ('heldout', True)
    """
    digest = hashlib.sha256(("corpus-split:" + group).encode("utf-8")).digest()
    return "dev" if digest[0] < DEV_BYTE_LIMIT else "heldout"


def order_key(group: str) -> str:
    """A text-blind order in which groups are taken when a source holds more than needed."""
    return hashlib.sha256(("corpus-order:" + group).encode("utf-8")).hexdigest()


def git_show(gitdir: Path, path: str) -> bytes:
    """The bytes of ``path`` at HEAD of a bare git directory."""
    return subprocess.run(["git", "-C", str(gitdir), "show", f"HEAD:{path}"],
                          check=True, capture_output=True).stdout


def git_head(gitdir: Path) -> str:
    """The commit HEAD points at."""
    return subprocess.run(["git", "-C", str(gitdir), "rev-parse", "HEAD"], check=True,
                          capture_output=True, text=True).stdout.strip()


def git_has(gitdir: Path, path: str) -> bool:
    """Whether ``path`` exists at HEAD and its blob is present in the snapshot."""
    result = subprocess.run(["git", "-C", str(gitdir), "cat-file", "-e", f"HEAD:{path}"],
                            check=False, capture_output=True)
    return result.returncode == 0


_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")


def sentences(text: str) -> list[str]:
    """Split text into sentences at ., ! or ? followed by space and a capital or digit.

    >>> sentences("Yes, it has a gym. Would you like to book? It opens at 6 a.m. daily.")
    ['Yes, it has a gym.', 'Would you like to book?', 'It opens at 6 a.m. daily.']
    """
    parts = []
    for block in re.split(r"\n\s*\n|\n", text):
        parts += [p.strip() for p in _SENTENCE_END.split(block.strip()) if p.strip()]
    return parts


def content_words(text: str) -> set[str]:
    """Lower-cased words of four or more letters that are not stopwords."""
    return {w for w in re.findall(r"[a-z][a-z'-]{3,}", text.lower()) if w not in STOPWORDS}


def declarative_reason(sentence: str) -> str | None:
    """Why a sentence is not kept as a declarative claim, or None when it is kept.

    >>> declarative_reason("Would you like me to book it?")
    'not a statement (ends with ?/!)'
    >>> declarative_reason("Please note parking costs extra.")
    'opens like a question or request'
    >>> declarative_reason("Parking costs extra per night.") is None
    True
    """
    stripped = sentence.strip().rstrip("\"')]")
    if not stripped.endswith("."):
        return "not a statement (ends with ?/!)" if stripped[-1:] in "?!" else "no final period"
    words = re.findall(r"[A-Za-z0-9'’-]+", stripped)
    if len(words) < 4:
        return "fewer than 4 words"
    if len(words) > 60:
        return "more than 60 words"
    if words[0].lower() in NON_DECLARATIVE_OPENERS:
        return "opens like a question or request"
    if stripped.count('"') % 2:
        return "unbalanced quotation marks"
    return None


class Tally:
    """Counts of what was kept and dropped, and why, for SOURCES.md."""

    def __init__(self) -> None:
        self.dropped: dict[str, int] = {}

    def drop(self, reason: str) -> None:
        self.dropped[reason] = self.dropped.get(reason, 0) + 1


def keep_sentence(sentence: str, passages: Iterable[str], tally: Tally) -> bool:
    """A declarative sentence that shares at least one content word with its passages."""
    reason = declarative_reason(sentence)
    if reason is None and not content_words(sentence) & content_words(" ".join(passages)):
        reason = "shares no content word with its passages (pleasantry)"
    if reason is not None:
        tally.drop(reason)
        return False
    return True


def take_groups(groups: dict[str, list[dict]], target: int) -> list[dict]:
    """Whole groups in hash order until ``target`` items are reached."""
    taken: list[dict] = []
    for group in sorted(groups, key=order_key):
        if len(taken) >= target:
            break
        taken += groups[group]
    return taken


def write_split(genre: str, items: list[dict], *, dev_dir: Path, sealed_dir: Path) -> dict:
    """Write each item to the dev or the sealed file by its group's side; return counts."""
    dev_dir.mkdir(parents=True, exist_ok=True)
    sealed_dir.mkdir(parents=True, exist_ok=True)
    counts = {"dev": 0, "heldout": 0, "dev_groups": set(), "heldout_groups": set()}
    paths = {"dev": dev_dir / f"{genre}.jsonl", "heldout": sealed_dir / f"{genre}.jsonl"}
    handles = {name: path.open("w", encoding="utf-8") for name, path in paths.items()}
    try:
        for item in sorted(items, key=lambda i: i["id"]):
            where = side(item["source"]["group"])
            handles[where].write(json.dumps(item, ensure_ascii=False) + "\n")
            counts[where] += 1
            counts[f"{where}_groups"].add(item["source"]["group"])
    finally:
        for handle in handles.values():
            handle.close()
    return {"dev": counts["dev"], "heldout": counts["heldout"],
            "dev_groups": len(counts["dev_groups"]),
            "heldout_groups": len(counts["heldout_groups"]),
            "files": {k: str(v) for k, v in paths.items()}}


# --------------------------------------------------------------------------- genre 1: support

DSTC9_REPO = "alexa/alexa-with-dstc9-track1-dataset"
DSTC9_LICENCE = ("Apache-2.0 (repository LICENSE; the README's licence badge covers data, system "
                 "outputs and human evaluation files)")


#: At most this many claims per FAQ snippet, so popular snippets do not dominate the suite.
MAX_PER_SNIPPET = 3


def faq_passage(knowledge: dict, ref: dict) -> tuple[str, str]:
    """The passage id and text of one FAQ snippet: entity name, question and answer."""
    entity = knowledge[ref["domain"]][str(ref["entity_id"])]
    doc = entity["docs"][str(ref["doc_id"])]
    pid = f"{ref['domain']}-{ref['entity_id']}-{ref['doc_id']}"
    name = entity.get("name")
    head = f"{name}\n" if name else ""
    return pid, f"{head}Q: {doc['title'].strip()}\nA: {doc['body'].strip()}"


def build_support(gitdir: Path, target: int, tally: Tally) -> list[dict]:
    """DSTC9 track 1 test turns: system answers all three raters scored 5/5 for accuracy.

    A turn is kept only when the system picked the gold FAQ snippet first, so the rated answer
    and the passage agree. One system answer per turn (chosen by hash); its declarative
    sentences become claims. Items are grouped by the gold snippet (the document).
    """
    commit = git_head(gitdir)
    labels = json.loads(git_show(gitdir, "data_eval/test/labels.json"))
    knowledge = json.loads(git_show(gitdir, "data_eval/knowledge.json"))
    listing = subprocess.run(["git", "-C", str(gitdir), "ls-tree", "-r", "--name-only", "HEAD",
                              "results"], check=True, capture_output=True, text=True).stdout
    entries = []
    for path in sorted(p for p in listing.split() if p.endswith(".human_eval.json")):
        outputs = path.replace(".human_eval.json", ".json")
        if not git_has(gitdir, outputs) or not git_has(gitdir, path):
            tally.drop(f"system entry absent from the snapshot: {outputs}")
            continue
        entries.append((outputs, json.loads(git_show(gitdir, outputs)),
                        path, json.loads(git_show(gitdir, path))))
    per_turn: dict[int, list[tuple[str, str, str]]] = {}
    for outputs, systems, eval_path, ratings in entries:
        for turn, (gold, system, rating) in enumerate(zip(labels, systems, ratings)):
            if not (gold.get("target") and system.get("target") and rating):
                continue
            if system.get("knowledge", [])[:1] != gold["knowledge"][:1]:
                tally.drop("system answer rated, but it chose another snippet than the gold one")
                continue
            if min(rating["accuracy"]) < 5:
                continue
            per_turn.setdefault(turn, []).append((outputs, eval_path, system["response"]))
    groups: dict[str, list[dict]] = {}
    turns = sorted(per_turn, key=lambda t: hashlib.sha256(f"turn:{t}".encode()).hexdigest())
    for turn in turns:
        candidates = per_turn[turn]
        outputs, eval_path, response = min(
            candidates, key=lambda c: hashlib.sha256(f"{turn}:{c[0]}".encode()).hexdigest())
        gold = labels[turn]
        passages = dict(faq_passage(knowledge, ref) for ref in gold["knowledge"])
        group = "dstc9:" + "+".join(sorted(passages))
        seen = {c["claim"].lower() for c in groups.get(group, [])}
        entry = outputs.removeprefix("results/").removesuffix(".json")
        for index, sentence in enumerate(sentences(response)):
            if not keep_sentence(sentence, passages.values(), tally):
                continue
            if sentence.lower() in seen:
                tally.drop("same sentence already kept for this snippet")
                continue
            if len(seen) >= MAX_PER_SNIPPET:
                tally.drop(f"snippet already has {MAX_PER_SNIPPET} claims (variety cap)")
                continue
            seen.add(sentence.lower())
            groups.setdefault(group, []).append({
                "id": f"support-dstc9-t{turn}-s{index}",
                "claim": sentence,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": "DSTC9 Track 1 evaluation set (test), human-evaluated entries",
                    "repo": DSTC9_REPO, "commit": commit,
                    "paths": [outputs, eval_path, "data_eval/test/labels.json",
                              "data_eval/knowledge.json"],
                    "original_id": f"test turn {turn}, system {entry}, sentence {index}",
                    "subset": gold.get("source"),
                    "annotation": "accuracy rated 5,5,5 by the three DSTC9 human raters; "
                                  "system selected the gold knowledge snippet first",
                    "licence": DSTC9_LICENCE,
                    "group": group,
                    "passage_format": "entity name, then 'Q: <FAQ title>' and 'A: <FAQ body>'",
                },
            })
    return take_groups(groups, target)


# --------------------------------------------------------------------------- command line

BUILDERS = {"support": build_support}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("genre", choices=sorted(BUILDERS))
    parser.add_argument("gitdir", type=Path, help="bare git directory of the fetched source")
    parser.add_argument("--target", type=int, default=480, help="claims to take in all")
    parser.add_argument("--dev-dir", type=Path, default=DEV_DIR)
    parser.add_argument("--sealed-dir", type=Path, default=SEALED_DIR)
    args = parser.parse_args(argv)
    tally = Tally()
    items = BUILDERS[args.genre](args.gitdir, args.target, tally)
    counts = write_split(args.genre, items, dev_dir=args.dev_dir, sealed_dir=args.sealed_dir)
    print(json.dumps({"genre": args.genre, **counts, "dropped": tally.dropped}, indent=1))
    return 0




if __name__ == "__main__":
    sys.exit(main())
