"""Build the real-text corpus suites (dev part in git, held-out part sealed) from fetched repos.

Each genre reads one public dataset from a bare git directory (as the search tool's ``fetch``
leaves it, e.g. ``/work/.mirror/owner+name/repo``), keeps only claims the dataset's own humans
judged faithful, and writes mutato JSONL suites::

    python tests/heldout/corpus/build_corpus.py support GITDIR
    python tests/heldout/corpus/build_corpus.py summaries GITDIR
    python tests/heldout/corpus/build_corpus.py encyclopedic GITDIR
    python tests/heldout/corpus/build_corpus.py sixth --mirror /work/.mirror  # all of part 6
    python tests/heldout/corpus/build_corpus.py seventh --mirror /work/.mirror  # all of part 7
    python tests/heldout/corpus/build_corpus.py eighth --mirror /work/.mirror  # part 8
    python tests/heldout/corpus/build_corpus.py ninth --mirror /work/.mirror  # part 9
    python tests/heldout/corpus/build_corpus.py tenth --mirror /work/.mirror  # part 10
    python tests/heldout/corpus/build_corpus.py eleventh --mirror /work/.mirror  # part 11
    python tests/heldout/corpus/build_corpus.py twelfth --mirror /work/.mirror  # part 12
    python tests/heldout/corpus/build_corpus.py thirteenth --mirror /work/.mirror  # part 13
    python tests/heldout/corpus/build_corpus.py fourteenth --mirror /work/.mirror  # part 14
    python tests/heldout/corpus/build_corpus.py fifteenth --mirror /work/.mirror  # part 15
    python tests/heldout/corpus/build_corpus.py sixteenth --mirror /work/.mirror  # part 16
    python tests/heldout/corpus/build_corpus.py seventeenth --mirror /work/.mirror  # part 17
    python tests/heldout/corpus/build_corpus.py eighteenth --mirror /work/.mirror  # part 18
    python tests/heldout/corpus/build_corpus.py sixteenth-support --mirror /work/.mirror  # 16b
    python tests/heldout/corpus/build_corpus.py eighteenth-support --mirror /work/.mirror  # 18b
    python tests/heldout/corpus/build_corpus.py nineteenth --mirror /work/.mirror  # part 19
    python tests/heldout/corpus/build_corpus.py nineteenth-support --mirror /work/.mirror  # 19b

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
import csv
import hashlib
import html
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterable, Iterator, Sequence
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
#: Words whose period does not end a sentence ("Mr. Smith", "U.S. officials", "J. Smith").
_ABBREVIATION = re.compile(
    r"(?:\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Gov|Sen|Rep|Gen|Lt|Col|Capt|Sgt|Inc|Co|Corp|Ltd|"
    r"vs|etc|approx|Ave|Blvd|Rd|Mt|Ft|Jan|Feb|Mar|Apr|Aug|Sept|Sep|Oct|Nov|Dec)|"
    r"(?<![\w&])[A-Z]|(?:\b[A-Za-z]\.)+[A-Za-z])\.$"
)


def sentences(text: str) -> list[str]:
    """Split text into sentences at ., ! or ? followed by space and a capital or digit.

    A period after a common abbreviation, an initial or a dotted acronym does not split.

    >>> sentences("Yes, it has a gym. Would you like to book? It opens at 6 a.m. daily.")
    ['Yes, it has a gym.', 'Would you like to book?', 'It opens at 6 a.m. daily.']
    >>> sentences("Mr. Smith met U.S. officials in St. Louis. They agreed.")
    ['Mr. Smith met U.S. officials in St. Louis.', 'They agreed.']
    """
    parts: list[str] = []
    for block in text.split("\n"):  # a line break always ends a sentence
        merged: list[str] = []
        for piece in _SENTENCE_END.split(block.strip()):
            if not piece.strip():
                continue
            if merged and _ABBREVIATION.search(merged[-1]):
                merged[-1] += " " + piece.strip()
            else:
                merged.append(piece.strip())
        parts += merged
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


def admit(claim: str, seen: set[str], tally: Tally, *, unit: str, cap: int,
          cap_name: str = "cap") -> bool:
    """Keep ``claim`` if its group (a ``unit``) has not kept it and holds fewer than ``cap``.

    >>> seen, tally = set(), Tally()
    >>> [admit(c, seen, tally, unit="document", cap=2) for c in ["A.", "a.", "B.", "C."]]
    [True, False, True, False]
    >>> sorted(tally.dropped)
    ['document already has 2 claims (cap)', 'same sentence already kept for this document']
    """
    if claim.lower() in seen:
        tally.drop(f"same sentence already kept for this {unit}")
        return False
    if len(seen) >= cap:
        tally.drop(f"{unit} already has {cap} claims ({cap_name})")
        return False
    seen.add(claim.lower())
    return True


def capped_groups(candidates: dict[str, list[dict]], tally: Tally, *, unit: str,
                  cap: int) -> dict[str, list[dict]]:
    """Each group's items in the order of the sha256 of their ids, each kept by :func:`admit`
    (no repeat, at most ``cap`` per group); groups left empty are gone.

    >>> items = [{"id": i, "claim": c} for i, c in (("x", "A."), ("y", "a."), ("z", "B."))]
    >>> [i["id"] for i in capped_groups({"g": items}, Tally(), unit="table", cap=3)["g"]]
    ['x', 'z']
    """
    groups: dict[str, list[dict]] = {}
    for group, items in candidates.items():
        seen: set[str] = set()
        for item in sorted(items, key=lambda i: hashlib.sha256(i["id"].encode()).hexdigest()):
            if admit(item["claim"], seen, tally, unit=unit, cap=cap):
                groups.setdefault(group, []).append(item)
    return groups


def take_groups(groups: dict[str, list[dict]], target: int, *,
                after: int | Sequence[int] = 0) -> list[dict]:
    """Whole groups in hash order until ``target`` items are reached.

    With ``after``, the groups an earlier build with target ``after`` took are passed over
    first, and the next groups in the same order are taken: a fresh part nobody has seen.
    A sequence of targets replays several earlier builds in turn (the first one's groups, then
    the groups the next one took after those, ...), so each part's groups are skipped exactly,
    not by a summed target, which could stop inside a group a later build took.

    >>> groups = {g: [{"g": g}] * 2 for g in ("a", "b", "c", "d", "e")}
    >>> [g for g in sorted(groups, key=order_key)]
    ['c', 'a', 'e', 'd', 'b']
    >>> [i["g"] for i in take_groups(groups, 3)]
    ['c', 'c', 'a', 'a']
    >>> [i["g"] for i in take_groups(groups, 3, after=3)]
    ['e', 'e', 'd', 'd']
    >>> [i["g"] for i in take_groups(groups, 1, after=[3, 1])]
    ['d', 'd']
    >>> [i["g"] for i in take_groups(groups, 1, after=4)]  # a summed target: not the same
    ['e', 'e']
    """
    taken: list[dict] = []
    for group in untaken_groups(groups, after):
        if len(taken) >= target:
            break
        taken += groups[group]
    return taken


def untaken_groups(groups: dict[str, list[dict]], after: int | Sequence[int]) -> list[str]:
    """The groups, in hash order, that earlier builds with targets ``after`` did not take.

    >>> untaken_groups({g: [{}] * 2 for g in ("a", "b", "c", "d", "e")}, [3, 1])
    ['d', 'b']
    """
    ordered = sorted(groups, key=order_key)
    for earlier in ([after] if isinstance(after, int) else after):
        skipped = 0
        while earlier and skipped < earlier and ordered:
            skipped += len(groups[ordered.pop(0)])
    return ordered


def write_split(genre: str, items: list[dict], *, dev_dir: Path, sealed_dir: Path,
                tally: Tally) -> dict:
    """Write each item to the dev or the sealed file by its group's side; return counts.

    A claim whose exact text (ignoring case) is already on the dev side, or earlier on its own
    side, is dropped, so the held-out part holds no sentence anyone tuned on.
    """
    dev_dir.mkdir(parents=True, exist_ok=True)
    sealed_dir.mkdir(parents=True, exist_ok=True)
    paths = {"dev": dev_dir / f"{genre}.jsonl", "heldout": sealed_dir / f"{genre}.jsonl"}
    by_side: dict[str, list[dict]] = {"dev": [], "heldout": []}
    for item in sorted(items, key=lambda i: i["id"]):
        by_side[side(item["source"]["group"])].append(item)
    texts: set[str] = set()
    counts: dict = {}
    for where in ("dev", "heldout"):
        kept = []
        for item in by_side[where]:
            if item["claim"].lower() in texts:
                tally.drop(f"same claim text already in the suite ({where} side)")
                continue
            texts.add(item["claim"].lower())
            kept.append(item)
        with paths[where].open("w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(item, ensure_ascii=False) + "\n" for item in kept)
        counts[where] = len(kept)
        counts[f"{where}_groups"] = len({item["source"]["group"] for item in kept})
        counts[f"{where}_sha256"] = hashlib.sha256(paths[where].read_bytes()).hexdigest()
    counts["files"] = {k: str(v) for k, v in paths.items()}
    return counts


def claim_texts(paths: Iterable[Path]) -> set[str]:
    """The lower-cased claim texts of suite files (never printed), to keep a fresh part apart."""
    return {item["claim"].lower() for item in _suite_items(paths)}


def passage_texts(paths: Iterable[Path]) -> set[str]:
    """The passage texts of suite files (never printed), to keep a fresh part's passages unread.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     suite = Path(folder) / "s.jsonl"
    ...     _ = suite.write_text('{"claim": "A b c d.", "passages": {"p": "A b c d e."}}\\n')
    ...     sorted(passage_texts([suite]))
    ['A b c d e.']
    """
    return {text for item in _suite_items(paths) for text in item["passages"].values()}


def _suite_items(paths: Iterable[Path]) -> Iterator[dict]:
    """Every item (one JSON object per non-blank line) of suite files, never printed."""
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                yield json.loads(line)


def write_fresh(genre: str, items: list[dict], *, sealed_dir: Path, exclude: set[str],
                tally: Tally, exclude_passages: frozenset[str] | set[str] = frozenset()) -> dict:
    """Write every item to the sealed file, whatever its side; return counts.

    Used for a second held-out part, made of groups no earlier build took: both sides of those
    groups go to the sealed file. A claim whose text (ignoring case) is in ``exclude`` (the
    earlier parts) or earlier in this part is dropped, and so is a claim with a passage whose
    exact text is in ``exclude_passages`` (a passage someone has already read).
    """
    sealed_dir.mkdir(parents=True, exist_ok=True)
    path = sealed_dir / f"{genre}.jsonl"
    texts = set(exclude)
    kept = []
    for item in sorted(items, key=lambda i: i["id"]):
        if item["claim"].lower() in texts:
            tally.drop("same claim text already in an earlier part or in this one")
            continue
        if exclude_passages and any(t in exclude_passages for t in item["passages"].values()):
            tally.drop("a passage already in an earlier part")
            continue
        texts.add(item["claim"].lower())
        kept.append(item)
    with path.open("w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(item, ensure_ascii=False) + "\n" for item in kept)
    return {"fresh": len(kept), "fresh_groups": len({i["source"]["group"] for i in kept}),
            "fresh_sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
            "files": {"fresh": str(path)}}


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


DSTC10_REPO = "alexa/alexa-with-dstc10-track2-dataset"
DSTC10_LICENCE = ("Apache-2.0 (repository LICENSE and README badge; covers the knowledge base, the "
                  "released system outputs and their human evaluation files)")


class DstcLayout:
    """Where one DSTC knowledge-grounded challenge keeps its test labels, knowledge and entries.

    DSTC9 track 1 and DSTC10 track 2 (task 2) share one format; only the paths, names and
    licence notes differ. ``key`` prefixes group and claim ids (``dstc9`` kept as it was).

    >>> [(layout.key, layout.labels, layout.results) for layout in DSTC_LAYOUTS]
    [('dstc9', 'data_eval/test/labels.json', 'results'), ('dstc10', 'task2/data/test/labels.json', 'task2/results')]
    """

    def __init__(self, key: str, *, data: str, results: str, repo: str, licence: str,
                 dataset: str, first_part: int) -> None:
        self.key, self.repo, self.licence, self.dataset = key, repo, licence, dataset
        #: the first held-out part (1, 2, ...) built from this source: ``--after`` replays that
        #: part and the later ones over it, not the parts built before it joined
        self.first_part = first_part
        self.labels, self.knowledge = f"{data}/test/labels.json", f"{data}/knowledge.json"
        self.results = results


DSTC_LAYOUTS = (
    DstcLayout("dstc9", data="data_eval", results="results", repo=DSTC9_REPO,
               licence=DSTC9_LICENCE,
               dataset="DSTC9 Track 1 evaluation set (test), human-evaluated entries",
               first_part=1),
    DstcLayout("dstc10", data="task2/data", results="task2/results", repo=DSTC10_REPO,
               licence=DSTC10_LICENCE,
               dataset="DSTC10 Track 2 Task 2 evaluation set (test, spoken), human-evaluated "
                       "entries",
               first_part=3),
)


def dstc_layout(gitdir: Path) -> DstcLayout:
    """The DSTC layout a snapshot holds (by its test labels file)."""
    for layout in DSTC_LAYOUTS:
        if git_has(gitdir, layout.labels):
            return layout
    raise SystemExit(f"{gitdir}: neither a DSTC9 track 1 nor a DSTC10 track 2 snapshot")


def build_support(gitdirs: list[Path], target: int, tally: Tally, *,
                  after: int | Sequence[int] = 0,
                  domains: list[str] | None = None) -> list[dict]:
    """DSTC9 track 1 (and DSTC10 track 2) test turns: answers raters scored 5/5 for accuracy.

    A turn is kept only when the system picked the gold FAQ snippet first, so the rated answer
    and the passage agree. One system answer per turn (chosen by hash); its declarative
    sentences become claims. Items are grouped by the gold snippet (the document).

    ``after`` replays each earlier build over the sources it read (parts 1 and 2: DSTC9; part
    3: DSTC9 and DSTC10), so a source joins a replay only from the part that first read it and
    adding it does not shift which groups of the older source count as taken.

    The cleaned MTRAG conversations (``pashaAbri/mt-rag-benchmark``) are read only together
    with the IBM subset snapshot, which then only names the conversations to leave out. A
    ``asappresearch/scale-score`` snapshot gives DialFact's supported responses
    (``dialfact_groups``), a ``primeqa/clapnq`` snapshot CLAPNQ's reviewed answers
    (``clapnq_groups``), a ``Yale-LILY/FeTaQA`` snapshot FeTaQA's table answers
    (``fetaqa_groups``).
    """
    cleaned = [gitdir for gitdir in gitdirs if git_has(gitdir, MTRAG_CLEANED_CONVERSATIONS)]
    taken: set[str] = set()
    if cleaned:
        # the IBM subset snapshot then only names the conversations part 10 took
        subsets = [gitdir for gitdir in gitdirs if git_has(gitdir, MTRAG_FILE)]
        if not subsets:
            raise SystemExit("the cleaned MTRAG conversations need the IBM/mt-rag-benchmark "
                             "snapshot too, to leave out the conversations part 10 took")
        taken = set().union(*(mtrag_subset_conversations(gitdir) for gitdir in subsets))
        gitdirs = [gitdir for gitdir in gitdirs if gitdir not in subsets]
    sources = [(MTRAG_CLEANED_FIRST_PART, mtrag_cleaned_groups(gitdir, tally, exclude=taken))
               if gitdir in cleaned
               else (DIALFACT_FIRST_PART, dialfact_groups(gitdir, tally))
               if git_has(gitdir, DIALFACT_FILE)
               else (CLAPNQ_FIRST_PART, clapnq_groups(gitdir, tally))
               if git_has(gitdir, CLAPNQ_FILE)
               else (FETAQA_FIRST_PART, fetaqa_groups(gitdir, tally))
               if git_has(gitdir, FETAQA_FILES[0])
               else (MTRAG_FIRST_PART, mtrag_groups(gitdir, tally)) if git_has(gitdir, MTRAG_FILE)
               else (DSTC11_FIRST_PART, dstc11_groups(gitdir, tally))
               if git_has(gitdir, DSTC11_LABELS[0]) and git_has(gitdir, DSTC11_KNOWLEDGE)
               else (dstc_layout(gitdir).first_part, dstc_groups(gitdir, tally))
               for gitdir in gitdirs]
    return take_groups(untaken_by_part(sources, after), target)


def untaken_by_part(sources: list[tuple[int, dict[str, list[dict]]]],
                    after: int | Sequence[int]) -> dict[str, list[dict]]:
    """The groups of all sources that earlier builds did not take, each build replayed in turn.

    ``sources`` pairs each source's groups with the first part (1, 2, ...) that read it; the
    n-th target of ``after`` is replayed over the untaken groups of the sources read by part n.
    A source first read later joins with all its groups.

    >>> old = {g: [{}] * 2 for g in ("a", "b", "c", "d", "e")}
    >>> new = {g: [{}] * 2 for g in ("f", "g", "h")}
    >>> sorted(old, key=order_key), sorted(new, key=order_key)
    (['c', 'a', 'e', 'd', 'b'], ['g', 'h', 'f'])
    >>> sorted(untaken_by_part([(1, old), (3, new)], [3, 1]))  # part 3 not built yet
    ['b', 'd', 'f', 'g', 'h']
    >>> sorted(untaken_by_part([(1, old), (3, new)], [3, 1, 3]))  # part 3 took g and h
    ['b', 'd', 'f']
    >>> sorted(untaken_by_part([(1, old), (3, new)], 0)) == sorted(old | new)
    True
    """
    targets = [after] if isinstance(after, int) else list(after)
    taken: set[str] = set()
    for part, target in enumerate(targets, start=1):
        pool = {group: items for first, groups in sources if first <= part
                for group, items in groups.items() if group not in taken}
        taken |= set(pool) - set(untaken_groups(pool, target))
    return {group: items for _, groups in sources for group, items in groups.items()
            if group not in taken}


def dstc_groups(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """The claims of one DSTC snapshot, grouped by gold snippet (see ``build_support``)."""
    layout = dstc_layout(gitdir)
    commit = git_head(gitdir)
    labels = json.loads(git_show(gitdir, layout.labels))
    knowledge = json.loads(git_show(gitdir, layout.knowledge))
    listing = subprocess.run(["git", "-C", str(gitdir), "ls-tree", "-r", "--name-only", "HEAD",
                              layout.results], check=True, capture_output=True,
                             text=True).stdout
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
        for turn, (gold, system, rating) in enumerate(zip(labels, systems, ratings, strict=True)):
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
        group = f"{layout.key}:" + "+".join(sorted(passages))
        seen = {c["claim"].lower() for c in groups.get(group, [])}
        entry = outputs.removeprefix(layout.results + "/").removesuffix(".json")
        for index, sentence in enumerate(sentences(response)):
            if not keep_sentence(sentence, passages.values(), tally):
                continue
            if not admit(sentence, seen, tally, unit="snippet", cap=MAX_PER_SNIPPET,
                         cap_name="variety cap"):
                continue
            groups.setdefault(group, []).append({
                "id": f"support-{layout.key}-t{turn}-s{index}",
                "claim": sentence,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": layout.dataset,
                    "repo": layout.repo, "commit": commit,
                    "paths": [outputs, eval_path, layout.labels, layout.knowledge],
                    "original_id": f"test turn {turn}, system {entry}, sentence {index}",
                    "subset": gold.get("source"),
                    "annotation": f"accuracy rated 5,5,5 by the three {layout.key.upper()} "
                                  "human raters; system selected the gold knowledge snippet "
                                  "first",
                    "licence": layout.licence,
                    "group": group,
                    "passage_format": "entity name, then 'Q: <FAQ title>' and 'A: <FAQ body>'",
                },
            })
    return groups


DSTC11_REPO = "alexa/dstc11-track5"
DSTC11_LICENCE = ("CDLA-Sharing-1.0 for the data files (repository DATALICENSE and README "
                  "'License' section; code Apache-2.0)")
DSTC11_LABELS = ("data/test/labels.json", "data/val/labels.json")
DSTC11_KNOWLEDGE = "data/knowledge.json"
#: the first held-out part built from DSTC11, for ``--after`` replays (see ``untaken_by_part``)
DSTC11_FIRST_PART = 5


def dstc11_passages(knowledge: dict, refs: list[dict]) -> dict[str, str]:
    """One passage per gold knowledge document of a DSTC11 turn: an FAQ, or a review's gold sentences.

    An FAQ reads ``<entity>\\nQ: <question>\\nA: <answer>`` (as DSTC9's snippets); a review
    reads ``<entity>, guest review\\n`` and then the gold sentences of that review in their order.

    >>> kb = {"hotel": {"7": {"name": "Alba", "faqs": {"0": {"question": "Pets?", "answer": "No."}},
    ...        "reviews": {"3": {"sentences": {"0": "Nice staff.", "1": "Loud bar.", "2": "Big bed."}}}}}}
    >>> refs = [{"domain": "hotel", "entity_id": 7, "doc_type": "review", "doc_id": 3, "sent_id": 2},
    ...         {"domain": "hotel", "entity_id": 7, "doc_type": "review", "doc_id": 3, "sent_id": 0},
    ...         {"domain": "hotel", "entity_id": 7, "doc_type": "faq", "doc_id": 0}]
    >>> dstc11_passages(kb, refs)
    {'hotel-7-review3': 'Alba, guest review\\nNice staff. Big bed.', 'hotel-7-faq0': 'Alba\\nQ: Pets?\\nA: No.'}
    """
    reviews: dict[str, tuple[str, list[int]]] = {}
    passages: dict[str, str] = {}
    for ref in refs:
        entity = knowledge[ref["domain"]][str(ref["entity_id"])]
        base = f"{ref['domain']}-{ref['entity_id']}-{ref['doc_type']}{ref['doc_id']}"
        if ref["doc_type"] == "faq":
            faq = entity["faqs"][str(ref["doc_id"])]
            passages[base] = (f"{entity['name']}\nQ: {faq['question'].strip()}\n"
                              f"A: {faq['answer'].strip()}")
        else:
            name, sent_ids = reviews.setdefault(base, (entity["name"], []))
            sent_ids.append(int(ref["sent_id"]))
            passages[base] = ""
    for base, (name, sent_ids) in reviews.items():
        domain, entity_id, doc = base.split("-")
        review = knowledge[domain][entity_id]["reviews"][doc.removeprefix("review")]
        text = " ".join(review["sentences"][str(i)].strip() for i in sorted(set(sent_ids)))
        passages[base] = f"{name}, guest review\n{text}"
    return passages


def dstc11_groups(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """DSTC11 track 5 human responses (test and val) to knowledge-seeking turns, as claims.

    DSTC11's labels hold, for each knowledge-seeking turn, the gold knowledge (FAQs and review
    sentences of hotels and restaurants) and a response written by a person from it. Each
    declarative response sentence that shares a content word with the passages is a claim; at
    most ``MAX_PER_SNIPPET`` per knowledge set. Grouped by the turn's gold knowledge set.
    """
    commit = git_head(gitdir)
    knowledge = json.loads(git_show(gitdir, DSTC11_KNOWLEDGE))
    groups: dict[str, list[dict]] = {}
    for path in DSTC11_LABELS:
        split = path.split("/")[1]
        for turn, gold in enumerate(json.loads(git_show(gitdir, path))):
            if not gold.get("target"):
                continue
            passages = dstc11_passages(knowledge, gold["knowledge"])
            group = "dstc11:" + "+".join(sorted(passages))
            seen = {c["claim"].lower() for c in groups.get(group, [])}
            for index, sentence in enumerate(sentences(gold["response"])):
                if not keep_sentence(sentence, passages.values(), tally):
                    continue
                if not admit(sentence, seen, tally, unit="knowledge set", cap=MAX_PER_SNIPPET,
                             cap_name="variety cap"):
                    continue
                groups.setdefault(group, []).append({
                    "id": f"support-dstc11-{split}-t{turn}-s{index}",
                    "claim": sentence,
                    "passages": passages,
                    "label": "supported",
                    "source": {
                        "dataset": f"DSTC11 Track 5 ({split} split), human responses",
                        "repo": DSTC11_REPO, "commit": commit,
                        "paths": [path, DSTC11_KNOWLEDGE],
                        "original_id": f"{split} turn {turn}, sentence {index}",
                        "annotation": "response written by a person from the turn's gold "
                                      "knowledge (DSTC11's 'human responses'); not separately "
                                      "rated",
                        "licence": DSTC11_LICENCE,
                        "group": group,
                        "passage_format": "one passage per gold document: an FAQ as '<entity>', "
                                          "'Q: ...', 'A: ...'; a review as '<entity>, guest "
                                          "review' and its gold sentences",
                    },
                })
    return groups


DIALFACT_REPO = "asappresearch/scale-score"
DIALFACT_FILE = "data/true/dialfact.csv"
DIALFACT_LICENCE = ("DialFact BSD 3-Clause (salesforce/DialFact LICENSE.txt; its README says the code "
                    "is released under BSD 3-Clause, and the data sits in the same repository with "
                    "no other terms stated); this copy is TRUE's conversion (google-research/true "
                    "src/download_datasets.py, Apache-2.0) as committed in asappresearch/scale-score, "
                    "which has no licence file of its own; evidence snippets are Wikipedia text "
                    "(CC BY-SA)")
#: The first held-out part built from DialFact (the sixteenth's second genre, ``sealed16b``).
DIALFACT_FIRST_PART = 16
#: Words by which a dialogue sentence speaks of its speaker or its listener: an opinion, a
#: wish or an offer ("I love that band.", "You should try it."), which the evidence cannot
#: support even when the response as a whole was judged supported.
PERSONAL_WORDS = _word_set(
    "i i'm i've i'd i'll im ive me my mine myself we we're we've we'd we'll us our ours "
    "ourselves you you're you've you'd you'll your yours yourself yourselves"
)


def personal_reason(sentence: str) -> str | None:
    """Why a dialogue sentence is not kept as a claim for its speaking of a person, or None.

    >>> personal_reason("I love Ireland, it is an island in the North Atlantic.")
    'speaks of its speaker or listener (personal, not checkable)'
    >>> personal_reason("Ireland is an island in the North Atlantic.") is None
    True
    """
    words = re.findall(r"[a-z]+(?:'[a-z]+)?", sentence.lower().replace("\u2019", "'"))
    if any(word in PERSONAL_WORDS for word in words):
        return "speaks of its speaker or listener (personal, not checkable)"
    return None


def dialfact_groups(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """DialFact dialogue responses its crowd annotators labelled SUPPORTS by their evidence.

    The snapshot holds TRUE's binary conversion of DialFact's validation split: only
    verifiable (``type_label`` factual) responses with evidence, ``grounding`` the Wikipedia
    evidence snippets shown to the annotators joined with spaces, ``label`` 1 for SUPPORTS and
    0 for REFUTES or NOT ENOUGH INFO. Each declarative sentence of a label-1 response that does
    not speak of its speaker or listener (``personal_reason``) and shares a content word with
    the evidence is a claim; the evidence is its one passage. Grouped by the evidence text, at
    most ``MAX_PER_SNIPPET`` claims per group in the order of the sha256 of their ids.
    """
    commit = git_head(gitdir)
    csv.field_size_limit(1 << 30)
    rows = csv.DictReader(io.StringIO(git_show(gitdir, DIALFACT_FILE).decode("utf-8")))
    candidates: dict[str, list[dict]] = {}
    for row in rows:
        if row["label"] != "1":
            tally.drop("DialFact: not SUPPORTS (TRUE label 0: refuted or not enough info)")
            continue
        grounding = row["grounding"].strip()
        key = hashlib.sha256(grounding.encode("utf-8")).hexdigest()[:12]
        group = f"dialfact:{key}"
        passages = {f"dialfact-{key}": grounding}
        for index, sentence in enumerate(sentences(row["generated_text"])):
            if declarative_reason(sentence) is None and (reason := personal_reason(sentence)):
                tally.drop(reason)
                continue
            if not keep_sentence(sentence, passages.values(), tally):
                continue
            candidates.setdefault(group, []).append({
                "id": f"support-dialfact-valid-r{row['']}-s{index}",
                "claim": sentence,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": "DialFact (Gupta et al., ACL 2022), validation split, verifiable "
                               "responses, in TRUE's binary format",
                    "repo": DIALFACT_REPO, "commit": commit, "paths": [DIALFACT_FILE],
                    "original_id": f"{DIALFACT_FILE} row {row['']}, sentence {index}",
                    "annotation": "DialFact response_label SUPPORTS (TRUE label 1): labelled "
                                  "supported by the Wikipedia evidence shown, in DialFact's "
                                  "crowd annotation of verifiable responses",
                    "licence": DIALFACT_LICENCE,
                    "group": group,
                    "passage_format": "the evidence snippets DialFact showed, joined with spaces "
                                      "by TRUE's conversion (one passage)",
                },
            })
    return capped_groups(candidates, tally, unit="evidence set", cap=MAX_PER_SNIPPET)


CLAPNQ_REPO = "primeqa/clapnq"
#: The only annotated answerable file the snapshot holds (train files are absent: 4 MiB or more).
CLAPNQ_FILE = "annotated_data/dev/clapnq_dev_answerable.jsonl"
CLAPNQ_LICENCE = ("Apache-2.0 (repository LICENSE, the full text; the README states no other data "
                  "licence); passages are Natural Questions' Wikipedia paragraphs (NQ CC BY-SA "
                  "3.0; Wikipedia text CC BY-SA)")
#: The first held-out part built from CLAPNQ (the eighteenth's second genre, ``sealed18b``).
CLAPNQ_FIRST_PART = 18
#: Traces of Natural Questions' tokenisation, which CLAPNQ answers keep where the annotator
#: pasted passage text: a space before closing punctuation or a clitic, after an opening
#: bracket, PTB quotes (`` and ''), and quotes set off by spaces.
_NQ_TOKENS = re.compile(r" [,.;:?!%)\]]|[(\[] |``|''| '\s|\s' | (?:'s|n't|'re|'ve|'ll|'d|'m)\b")


def nq_tokenised(sentence: str) -> str | None:
    """Why an answer sentence is not kept for carrying NQ's tokenisation, or None.

    Such a sentence was pasted from the tokenised passage; it is dropped, not repaired, so
    every claim is text as a person wrote it.

    >>> nq_tokenised("The name means ' market ' in Spanish , from Latin .")
    'carries Natural Questions tokenisation (pasted from the passage)'
    >>> nq_tokenised("It was n't built until 1902.")
    'carries Natural Questions tokenisation (pasted from the passage)'
    >>> nq_tokenised("The surname (Mercado) is Spanish, and it's old.") is None
    True
    """
    if _NQ_TOKENS.search(sentence):
        return "carries Natural Questions tokenisation (pasted from the passage)"
    return None


def clapnq_reviewed_answer(outputs: list[dict]) -> str | None:
    """The round-2 answer of a CLAPNQ question: a second annotator's kept or revised answer.

    Round-1 answers nobody reviewed (pilot questions, or a round 2 that was skipped) give None.

    >>> clapnq_reviewed_answer([{"answer": "A.", "meta": {"round": 1}},
    ...                         {"answer": "B.", "meta": {"round": 2, "skip": False}}])
    'B.'
    >>> clapnq_reviewed_answer([{"answer": "A.", "meta": {"round": 1}},
    ...                         {"answer": None, "meta": {"round": 2, "skip": True}}]) is None
    True
    >>> clapnq_reviewed_answer([{"answer": None, "meta": None}]) is None
    True
    """
    for output in outputs:
        meta = output.get("meta") or {}
        if meta.get("round") == 2 and not meta.get("skip") and (output.get("answer") or "").strip():
            return output["answer"]
    return None


def clapnq_passage(passage: dict) -> tuple[str, str]:
    """The passage id and text of a CLAPNQ gold passage: its page title, then the paragraph
    with NQ's tokenisation undone (``detokenize``).

    >>> clapnq_passage({"title": "De Mercado", "text": "It is a surname ( Spanish ) , old ."})
    ('clapnq-c7c36705e9e3', 'De Mercado\\nIt is a surname (Spanish), old.')
    """
    text = f"{passage['title'].strip()}\n{detokenize(passage['text'])}"
    return f"clapnq-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:12]}", text


def clapnq_groups(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """CLAPNQ's reviewed long-form answers (dev, answerable), sentence by sentence, as claims.

    CLAPNQ annotators read an NQ question and its gold Wikipedia paragraph split into
    sentences, selected the sentences that answer it and wrote a concise answer from them
    (round 1); answers built from non-consecutive sentences were shown to a second annotator,
    who kept or revised them (round 2). Only round-2 answers are read
    (``clapnq_reviewed_answer``). Each of their sentences that carries no NQ tokenisation
    (``nq_tokenised``), does not speak of a person (``personal_reason``) and passes the usual
    filters is a claim; its one passage is the gold paragraph (``clapnq_passage``). Grouped by
    that passage, at most ``MAX_PER_SNIPPET`` claims per group in the order of the sha256 of
    their ids.
    """
    commit = git_head(gitdir)
    candidates: dict[str, list[dict]] = {}
    for line in git_show(gitdir, CLAPNQ_FILE).decode("utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        answer = clapnq_reviewed_answer(record["output"])
        if answer is None:
            tally.drop("CLAPNQ question without a round-2 (reviewed) answer")
            continue
        pid, text = clapnq_passage(record["passages"][0])
        passages = {pid: text}
        group = f"clapnq:{pid.removeprefix('clapnq-')}"
        for index, sentence in enumerate(sentences(answer)):
            if reason := nq_tokenised(sentence):
                tally.drop(reason)
                continue
            if declarative_reason(sentence) is None and (reason := personal_reason(sentence)):
                tally.drop(reason)
                continue
            if not keep_sentence(sentence, passages.values(), tally):
                continue
            candidates.setdefault(group, []).append({
                "id": f"support-clapnq-dev-{record['id']}-s{index}",
                "claim": sentence,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": "CLAPNQ (Rosenthal et al., 2024), dev split, answerable "
                               "questions, round-2 answers",
                    "repo": CLAPNQ_REPO, "commit": commit, "paths": [CLAPNQ_FILE],
                    "original_id": f"{CLAPNQ_FILE} question {record['id']}, round-2 answer, "
                                   f"sentence {index}",
                    "annotation": "answer written by a CLAPNQ annotator from the passage "
                                  "sentences they selected, then kept or revised by a second "
                                  "annotator (round 2); not rated for faithfulness",
                    "licence": CLAPNQ_LICENCE,
                    "group": group,
                    "passage_format": "the Wikipedia page title, then the gold NQ paragraph "
                                      "with its tokenisation undone (one passage)",
                },
            })
    return capped_groups(candidates, tally, unit="passage", cap=MAX_PER_SNIPPET)


FETAQA_REPO = "Yale-LILY/FeTaQA"
#: The annotated files the snapshot holds (the train file is absent: 4 MiB or more).
FETAQA_FILES = ("data/fetaQA-v1_dev.jsonl", "data/fetaQA-v1_test.jsonl")
FETAQA_LICENCE = ("CC BY-SA 4.0 (repository LICENSE, the full text; README 'License': \"The FeTaQA "
                  "dataset is distributed under a Creative Commons Attribution-ShareAlike 4.0 "
                  "International License\"); tables are Wikipedia tables (CC BY-SA) by way of ToTTo")
#: The first held-out part built from FeTaQA (the nineteenth's second genre, ``sealed19b``).
FETAQA_FIRST_PART = 19


def fetaqa_table_passage(record: dict) -> tuple[str, str]:
    r"""The passage id and text of a FeTaQA table: "<page title>, <section title>", then one line
    per body row, each cell as "<column header>: <value>" (empty cells left out), the first row
    of ``table_array`` being the header.

    >>> pid, text = fetaqa_table_passage({"table_page_title": "Gabriele Becker",
    ...     "table_section_title": "International competitions",
    ...     "table_array": [["Year", "Venue", "Position"], ["1992", "Seoul", "10th"],
    ...                     ["1993", "", "7th"]]})
    >>> print(text)
    Gabriele Becker, International competitions
    Year: 1992; Venue: Seoul; Position: 10th
    Year: 1993; Position: 7th
    >>> pid
    'fetaqa-b0967d9bf89f'
    """
    header, *body = record["table_array"]
    title = ", ".join(part.strip() for part in (record["table_page_title"],
                                                record["table_section_title"]) if part.strip())
    lines = [title]
    for row in body:
        cells = [f"{key.strip()}: {value.strip()}" if key.strip() else value.strip()
                 for key, value in zip(header, row, strict=True) if value.strip()]
        if cells:
            lines.append("; ".join(cells))
    text = "\n".join(line for line in lines if line)
    return f"fetaqa-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:12]}", text


def fetaqa_groups(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """FeTaQA's free-form answers to questions about a Wikipedia table, sentence by sentence.

    FeTaQA's annotators wrote a question and a free-form answer about a ToTTo table and marked
    the table cells that support it (``highlighted_cell_ids``); the answer is text a person
    wrote from a marked grounding, not a rated answer. Each answer sentence that carries no
    tokenisation (``nq_tokenised``'s pattern), does not speak of a person (``personal_reason``)
    and passes the usual filters is a claim; its one passage is the whole table
    (``fetaqa_table_passage``). Grouped by the table's page and section, at most
    ``MAX_PER_SNIPPET`` claims per group in the order of the sha256 of their ids.
    """
    commit = git_head(gitdir)
    candidates: dict[str, list[dict]] = {}
    for path in FETAQA_FILES:
        split = path.rsplit("_", 1)[1].removesuffix(".jsonl")
        for line in git_show(gitdir, path).decode("utf-8").splitlines():
            if not line.strip():
                continue
            record = json.loads(line)
            pid, text = fetaqa_table_passage(record)
            passages = {pid: text}
            table = f"{record['page_wikipedia_url']}#{record['table_section_title']}"
            group = f"fetaqa:{hashlib.sha256(table.encode('utf-8')).hexdigest()[:12]}"
            for index, sentence in enumerate(sentences(record["answer"])):
                if nq_tokenised(sentence):
                    tally.drop("carries tokenisation (a space before punctuation or a clitic)")
                    continue
                if declarative_reason(sentence) is None and (reason := personal_reason(sentence)):
                    tally.drop(reason)
                    continue
                if not keep_sentence(sentence, passages.values(), tally):
                    continue
                candidates.setdefault(group, []).append({
                    "id": f"support-fetaqa-{split}-{record['feta_id']}-s{index}",
                    "claim": sentence,
                    "passages": passages,
                    "label": "supported",
                    "source": {
                        "dataset": f"FeTaQA (Nan et al., TACL 2022), {split} split, free-form "
                                   "answers",
                        "repo": FETAQA_REPO, "commit": commit, "paths": [path],
                        "original_id": f"{path} feta_id {record['feta_id']}, sentence {index}",
                        "annotation": "free-form answer written by a FeTaQA annotator to a question "
                                      "about the table, with its supporting cells marked; not "
                                      "rated for faithfulness",
                        "licence": FETAQA_LICENCE,
                        "group": group,
                        "passage_format": "'<page title>, <section title>', then one line per "
                                          "table row of '<column header>: <value>' cells (the "
                                          "whole table, one passage)",
                    },
                })
    return capped_groups(candidates, tally, unit="table", cap=MAX_PER_SNIPPET)


MTRAG_REPO = "IBM/mt-rag-benchmark"
MTRAG_FILE = "mtrag-human/evaluations/reference_subset_with_human_evaluations.json"
MTRAG_LICENCE = ("Apache-2.0 (repository LICENSE; the README states no other data licence); "
                 "passages are from MTRAG's four corpora (ClapNQ Wikipedia pages, CC BY-SA; "
                 "FiQA; IBM Cloud documentation; US government web pages), as redistributed "
                 "by MTRAG")
#: the first held-out part built from MTRAG, for ``--after`` replays (see ``untaken_by_part``)
MTRAG_FIRST_PART = 10
#: Turns whose reference answer is not meant to be grounded in the passages are left out.
MTRAG_ANSWERABILITY = frozenset({"ANSWERABLE", "PARTIAL"})


def mtrag_top_faithful(annotations: dict) -> bool:
    """Whether every rater (at least two) scored an answer's faithfulness 4, the top of 1-4.

    >>> mtrag_top_faithful({"faithfulness": {"r1": {"value": "4"}, "r2": {"value": "4"}}})
    True
    >>> mtrag_top_faithful({"faithfulness": {"r1": {"value": "4"}, "r2": {"value": "3"}}})
    False
    >>> mtrag_top_faithful({"faithfulness": {"r1": {"value": "4"}}})
    False
    """
    values = [rating.get("value") for rating in annotations.get("faithfulness", {}).values()]
    return len(values) >= 2 and all(value == "4" for value in values)


def mtrag_passage(document: dict) -> str:
    """A context as a passage: its title (when it has one) on the first line, then its text.

    >>> mtrag_passage({"document_id": "d1", "title": "Oslo ", "text": " A city."})
    'Oslo\\nA city.'
    >>> mtrag_passage({"document_id": "d2", "text": "A city."})
    'A city.'
    """
    title = (document.get("title") or "").strip()
    return f"{title}\n{document['text'].strip()}" if title else document["text"].strip()


def mtrag_pick(answers: list[dict], task_id: str) -> dict:
    """The one answer of a turn to take: the reference answer if it is among ``answers``, else
    the model answer first in the order of sha256("<task id>:<model id>") (never two answers
    of one turn, which would be near-paraphrases).

    >>> mtrag_pick([{"model_id": "gpt-4o"}, {"model_id": "reference"}], "c<::>1")["model_id"]
    'reference'
    """
    return min(answers, key=lambda a: (a["model_id"] != "reference", hashlib.sha256(
        f"{task_id}:{a['model_id']}".encode()).hexdigest()))


def mtrag_groups(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """MTRAG answers that every human rater scored 4/4 for faithfulness, with their passages.

    MTRAG's human-evaluation subset holds 159 conversation turns, each with the reference
    answer and two model answers (Llama 3.1 405B, GPT-4o), each rated by two or three people
    for faithfulness to the turn's passages (1-4). Kept: answerable or partly answerable turns
    with at least one passage; of their answers scored 4 by every rater, one per turn
    (``mtrag_pick``). Each declarative sentence sharing a content word with the passages is a
    claim. Passages: the turn's contexts (``mtrag_passage``). Grouped by conversation (the
    subset holds only 20, so a conversation is a large group); at most ``MAX_PER_SNIPPET``
    claims per turn, in the order of the sha256 of their ids, and no sentence twice in a
    conversation.
    """
    commit = git_head(gitdir)
    data = json.loads(git_show(gitdir, MTRAG_FILE))
    documents = {doc["document_id"]: doc for doc in data["documents"]}
    tasks = {task["task_id"]: task for task in data["tasks"]}
    top: dict[str, list[dict]] = {}
    for answer in data["evaluations"]:
        if mtrag_top_faithful(answer["annotations"]):
            top.setdefault(answer["task_id"], []).append(answer)
        else:
            tally.drop("MTRAG answer not scored 4/4 for faithfulness by every rater")
    candidates: dict[str, list[dict]] = {}
    for task_id in sorted(top):
        task = tasks[task_id]
        if not set(task["Answerability"]) & MTRAG_ANSWERABILITY:
            tally.drop("MTRAG turn unanswerable or conversational (answer not grounded)")
            continue
        refs = [c["document_id"] for c in task["contexts"]]
        if not refs:
            tally.drop("MTRAG turn without passages")
            continue
        passages = {ref: mtrag_passage(documents[ref]) for ref in refs}
        answer = mtrag_pick(top[task_id], task_id)
        for _ in range(len(top[task_id]) - 1):
            tally.drop("MTRAG top-rated answer not taken: another answer of its turn was")
        conversation, turn = task_id.split("<::>")
        group = f"mtrag:{conversation}"
        for index, sentence in enumerate(sentences(answer["model_response"])):
            if not keep_sentence(sentence, passages.values(), tally):
                continue
            candidates.setdefault(group, []).append({
                "id": f"support-mtrag-{conversation}-t{turn}-{answer['model_id']}-s{index}",
                "claim": sentence,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": "MTRAG human evaluation subset (mtrag-human), "
                               f"{task['Collection']}",
                    "repo": MTRAG_REPO, "commit": commit, "paths": [MTRAG_FILE],
                    "original_id": f"task {task_id}, answer {answer['model_id']}, "
                                   f"sentence {index}",
                    "answerability": task["Answerability"],
                    "annotation": "faithfulness scored 4 (top of 1-4) by every MTRAG human "
                                  f"rater ({len(answer['annotations']['faithfulness'])}); "
                                  + ("the reference answer (written and repaired by MTRAG's "
                                     "annotators)" if answer["model_id"] == "reference"
                                     else f"a {answer['model_id']} answer"),
                    "licence": MTRAG_LICENCE,
                    "group": group,
                    "passage_format": "one passage per context of the turn: '<title>' "
                                      "(when it has one) and then its text",
                },
            })
    return mtrag_capped(candidates, tally)


def mtrag_capped(candidates: dict[str, list[dict]], tally: Tally) -> dict[str, list[dict]]:
    """Each conversation's candidate claims, at most ``MAX_PER_SNIPPET`` per turn (the turn is
    the first comma-separated field of ``original_id``), in the order of the sha256 of their
    ids, and no sentence twice in a conversation.

    >>> items = [{"id": f"c-{n}", "claim": claim, "source": {"original_id": f"task c<::>{t}, s{n}"}}
    ...          for n, (t, claim) in enumerate([(1, "A b."), (1, "C d."), (1, "E f."), (1, "G h."),
    ...                                          (2, "c D."), (2, "I j.")])]
    >>> tally = Tally()
    >>> sorted(i["id"] for i in mtrag_capped({"mtrag:c": items}, tally)["mtrag:c"])
    ['c-1', 'c-2', 'c-3', 'c-5']
    >>> sorted(tally.dropped)
    ['same sentence already kept for this conversation', 'turn already has 3 claims (variety cap)']
    """
    groups: dict[str, list[dict]] = {}
    for group, items in candidates.items():
        seen: set[str] = set()  # repeats are dropped across the whole conversation
        per_turn: dict[str, int] = {}
        for item in sorted(items, key=lambda i: hashlib.sha256(i["id"].encode()).hexdigest()):
            turn = item["source"]["original_id"].split(",")[0]
            if per_turn.get(turn, 0) >= MAX_PER_SNIPPET:
                tally.drop(f"turn already has {MAX_PER_SNIPPET} claims (variety cap)")
                continue
            if admit(item["claim"], seen, tally, unit="conversation", cap=10**6):
                per_turn[turn] = per_turn.get(turn, 0) + 1
                groups.setdefault(group, []).append(item)
    return groups


MTRAG_CLEANED_REPO = "pashaAbri/mt-rag-benchmark"
MTRAG_CLEANED_CONVERSATIONS = "cleaned_data/conversations"
MTRAG_CLEANED_TASKS = "cleaned_data/tasks"
MTRAG_CLEANED_LICENCE = ("Apache-2.0 (repository LICENSE, the same blob as IBM/mt-rag-benchmark's; "
                         "a copy of MTRAG's data); passages are from MTRAG's four corpora "
                         "(ClapNQ Wikipedia pages, CC BY-SA; FiQA; IBM Cloud documentation; US "
                         "government web pages), as redistributed by MTRAG")
#: the first held-out part built from the cleaned MTRAG conversations (``untaken_by_part``)
MTRAG_CLEANED_FIRST_PART = 11


def mtrag_relevant(context: dict) -> bool:
    """Whether the latest relevance judgment of a context (by timestamp, of any annotator) is
    ``yes``: the contexts MTRAG's own task files keep (checked against all 159 turns of the
    human-evaluation subset: the same document ids in the same order).

    >>> mtrag_relevant({"feedback": {"relevant": {"a": {"value": "no", "timestamp": 1},
    ...                                           "b": {"value": "yes", "timestamp": 2}}}})
    True
    >>> mtrag_relevant({"feedback": {"relevant": {"a": {"value": "yes", "timestamp": 3},
    ...                                           "b": {"value": "no", "timestamp": 4}}}})
    False
    >>> mtrag_relevant({"document_id": "d"})
    False
    """
    judgments = list(context.get("feedback", {}).get("relevant", {}).values())
    return bool(judgments) and max(judgments, key=lambda j: j["timestamp"])["value"] == "yes"


def git_list(gitdir: Path, folder: str) -> list[str]:
    """The paths of the files under ``folder`` at HEAD of a bare git directory."""
    return subprocess.run(["git", "-C", str(gitdir), "ls-tree", "-r", "--name-only", "HEAD",
                           folder], check=True, capture_output=True, text=True).stdout.split("\n")


def mtrag_subset_conversations(gitdir: Path) -> set[str]:
    """The conversation ids of MTRAG's human-evaluation subset (task ids ``<id><::><turn>``)."""
    return {task["task_id"].split("<::>")[0]
            for task in json.loads(git_show(gitdir, MTRAG_FILE))["tasks"]}


def mtrag_cleaned_ids(gitdir: Path) -> dict[tuple[str, int], tuple[str, int]]:
    """(conversation file number, turn) -> (MTRAG conversation id, agent timestamp), from the
    task files ``cleaned_data/tasks/<collection>/<conversation id><::><turn>.json``, whose
    ``conversation_id`` is the number of the conversation file and whose ``task_id`` (the file
    name) starts with the MTRAG conversation id."""
    ids = {}
    for path in git_list(gitdir, MTRAG_CLEANED_TASKS):
        if path.endswith(".json"):
            task = json.loads(git_show(gitdir, path))
            ids[(task["conversation_id"], int(task["turn_id"]))] = (
                task["task_id"].split("<::>")[0], task["agent"]["timestamp"])
    return ids


def mtrag_cleaned_groups(gitdir: Path, tally: Tally, *, exclude: set[str]) -> dict[str, list[dict]]:
    """The accepted agent answers of the cleaned MTRAG conversations, as claims.

    ``cleaned_data/conversations/<n>.json`` holds one MTRAG conversation (status ``accepted``)
    as alternating user and agent messages; each agent message's ``text`` is the answer MTRAG's
    annotators accepted, repaired from the model's ``original_text`` when that is present.
    A conversation is kept only when every agent turn maps to one MTRAG conversation id through
    the task files (``mtrag_cleaned_ids``) and that id is not in ``exclude`` (the conversations
    an earlier part took). Kept turns: answerable or partly answerable (the user message's
    ``Answerability``) with at least one context judged relevant (``mtrag_relevant``), which
    are the passages. Claims and caps as ``mtrag_groups``; grouped by conversation, under the
    same group names (``mtrag:<conversation id>``).
    """
    commit = git_head(gitdir)
    ids = mtrag_cleaned_ids(gitdir)
    paths = sorted((p for p in git_list(gitdir, MTRAG_CLEANED_CONVERSATIONS) if p.endswith(".json")),
                   key=lambda p: int(Path(p).stem))
    candidates: dict[str, list[dict]] = {}
    for path in paths:
        data = json.loads(git_show(gitdir, path))
        messages = data["messages"]
        if data.get("status") != "accepted" or [m["speaker"] for m in messages] != [
                "user", "agent"] * (len(messages) // 2):
            tally.drop("MTRAG conversation not accepted, or not alternating user/agent turns")
            continue
        turns = [(messages[k - 1], messages[k]) for k in range(1, len(messages), 2)]
        mapped = [ids.get((Path(path).stem, n)) for n in range(1, len(turns) + 1)]
        if any(m is None or m[1] != agent["timestamp"] for m, (_, agent) in zip(mapped, turns, strict=True)) \
                or len({m[0] for m in mapped if m}) != 1:
            tally.drop("MTRAG conversation not mapped to one MTRAG conversation id")
            continue
        conversation = next(m[0] for m in mapped if m)
        if conversation in exclude:
            tally.drop("MTRAG conversation already taken by an earlier part (the IBM subset)")
            continue
        group = f"mtrag:{conversation}"
        for turn, (user, agent) in enumerate(turns, start=1):
            answerability = user.get("enrichments", {}).get("Answerability", [])
            if not set(answerability) & MTRAG_ANSWERABILITY:
                tally.drop("MTRAG turn unanswerable or conversational (answer not grounded)")
                continue
            relevant = [c for c in agent["contexts"] if mtrag_relevant(c)]
            if not relevant:
                tally.drop("MTRAG turn without a context judged relevant")
                continue
            passages = {c["document_id"]: mtrag_passage(c) for c in relevant}
            repaired = "original_text" in agent
            task_id = f"{conversation}<::>{turn}"
            for index, sentence in enumerate(sentences(agent["text"])):
                if not keep_sentence(sentence, passages.values(), tally):
                    continue
                candidates.setdefault(group, []).append({
                    "id": f"support-mtrag-{conversation}-t{turn}-accepted-s{index}",
                    "claim": sentence,
                    "passages": passages,
                    "label": "supported",
                    "source": {
                        "dataset": f"MTRAG conversations (cleaned copy), {data['domain']}",
                        "repo": MTRAG_CLEANED_REPO, "commit": commit,
                        "paths": [path, f"{MTRAG_CLEANED_TASKS}/.../{task_id}.json"],
                        "original_id": f"task {task_id}, accepted agent answer, sentence {index}",
                        "answerability": answerability,
                        "annotation": "the agent answer MTRAG's annotators accepted in the "
                                      "conversation's creation (status 'accepted'), "
                                      + ("repaired by them from the model's answer" if repaired
                                         else "the model's answer accepted without an edit"),
                        "licence": MTRAG_CLEANED_LICENCE,
                        "group": group,
                        "passage_format": "one passage per context of the turn whose latest "
                                          "relevance judgment is 'yes': '<title>' (when it has "
                                          "one) and then its text",
                    },
                })
    return mtrag_capped(candidates, tally)


# --------------------------------------------------------------------------- genre 2: encyclopedic

WICE_REPO = "ryokamoi/wice"
WICE_LICENCE = ("WiCE annotations ODC-BY 1.0; claims are Wikipedia sentences (CC BY-SA); "
                "evidence is the cited web page as archived by Common Crawl (Common Crawl terms "
                "of use; page copyright stays with its owner)")
FEVER_SYMMETRIC_REPO = "TalSchuster/FeverSymmetric"
FEVER_LICENCE = ("CC BY-SA 3.0 (repository DATA_LICENSE: Wikipedia material under the Wikipedia "
                 "licence terms, otherwise CC BY-SA 3.0); claims and labels from FEVER")
#: Sentences of the cited page kept on each side of a supporting sentence, for context.
WICE_WINDOW = 1

_FEVER_TOKENS = [("-LRB-", "("), ("-RRB-", ")"), ("-LSB-", "["), ("-RSB-", "]"),
                 ("-COLON-", ":"), ("``", '"'), ("''", '"'), (" --", " –")]


def detokenize(text: str) -> str:
    """Undo FEVER's PTB tokenisation.

    >>> print(detokenize("Rome -LRB- Italy -RRB- is n't small , it 's `` big '' ."))
    Rome (Italy) isn't small, it's "big".
    """
    for token, plain in _FEVER_TOKENS:
        text = text.replace(token, plain)
    text = re.sub(r"\s+([.,;:!?%)\]])", r"\1", text)
    text = re.sub(r"([(\[$])\s+", r"\1", text)
    text = re.sub(r"\s+(n't|'s|'re|'ve|'ll|'d|'m)\b", r"\1", text)
    text = re.sub(r'"\s+(.*?)\s+"', r'"\1"', text)
    return re.sub(r"\s{2,}", " ", text).strip()


def wice_passages(evidence: list[str], supporting: list[list[int]]) -> dict[str, str]:
    """Each run of supporting sentences (with ``WICE_WINDOW`` neighbours) as one passage."""
    keep: set[int] = set()
    for index in {i for group in supporting for i in group}:
        keep.update(range(max(0, index - WICE_WINDOW),
                          min(len(evidence), index + WICE_WINDOW + 1)))
    runs: list[list[int]] = []
    for index in sorted(keep):
        if runs and index == runs[-1][-1] + 1:
            runs[-1].append(index)
        else:
            runs.append([index])
    return {f"s{run[0]}-{run[-1]}": " ".join(evidence[i].strip() for i in run) for run in runs
            if " ".join(evidence[i].strip() for i in run).strip()}


def build_wice(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """WiCE claims (Wikipedia sentences) its annotators labeled ``supported`` by the cited page."""
    commit = git_head(gitdir)
    groups: dict[str, list[dict]] = {}
    for split in ("dev", "test"):
        path = f"data/entailment_retrieval/claim/{split}.jsonl"
        for line in git_show(gitdir, path).decode("utf-8").splitlines():
            record = json.loads(line)
            if record["label"] != "supported":
                continue
            claim = record["claim"].strip()
            passages = wice_passages(record["evidence"], record["supporting_sentences"])
            if not passages or not keep_sentence(claim, passages.values(), tally):
                continue
            meta = record["meta"]
            group = "wice:" + meta["claim_title"]
            groups.setdefault(group, []).append({
                "id": f"encyclopedic-wice-{meta['id']}",
                "claim": claim,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": f"WiCE ({split}), claim level",
                    "repo": WICE_REPO, "commit": commit, "paths": [path],
                    "original_id": meta["id"],
                    "wikipedia_page": meta["claim_title"],
                    "wikipedia_section": meta.get("claim_section"),
                    "annotation": "WiCE label 'supported': annotators found the claim "
                                  "supported by the cited page; passages hold every annotated "
                                  "supporting sentence",
                    "licence": WICE_LICENCE,
                    "group": group,
                    "passage_format": f"each run of supporting sentences of the cited page with "
                                      f"{WICE_WINDOW} neighbouring sentence on each side; "
                                      "passage id s<first>-<last> sentence index",
                },
            })
    return groups


def build_fever(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """FEVER evidence sentences with claims a person labeled SUPPORTS, from FeverSymmetric.

    Two kinds are kept, both with an unchanged Wikipedia evidence sentence: original FEVER
    pairs labeled SUPPORTS by FEVER's annotators, and FeverSymmetric pairs (id suffix
    0000002/3/4) whose claim its authors wrote to be supported by an original FEVER evidence
    sentence. Pairs whose evidence the FeverSymmetric authors edited are dropped.
    """
    commit = git_head(gitdir)
    paths = ("symmetric_v0.2/fever_symmetric_dev.jsonl",
             "symmetric_v0.2/fever_symmetric_test.jsonl",
             "symmetric_v0.1/fever_symmetric_full.jsonl")
    rows = []
    for path in paths:
        for line in git_show(gitdir, path).decode("utf-8").splitlines():
            record = json.loads(line)
            fever_id = str(record["id"])
            synthetic = bool(re.search(r"00000[234]$", fever_id)) and len(fever_id) > 7
            evidence = record.get("evidence_sentence") or record["evidence"]
            label = record.get("gold_label") or record.get("label")
            rows.append((path, fever_id, synthetic, record["claim"], evidence, label))
    wikipedia_evidence = {row[4] for row in rows if not row[2]}
    groups: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for path, fever_id, synthetic, raw_claim, raw_evidence, label in rows:
        if label != "SUPPORTS" or fever_id in seen:
            continue
        seen.add(fever_id)
        if synthetic and raw_evidence not in wikipedia_evidence:
            tally.drop("FeverSymmetric pair with edited (non-Wikipedia) evidence")
            continue
        evidence, claim = detokenize(raw_evidence), detokenize(raw_claim)
        if not keep_sentence(claim, [evidence], tally):
            continue
        group = "fever:" + hashlib.sha256(evidence.encode("utf-8")).hexdigest()[:12]
        annotation = ("claim written and labeled SUPPORTS by the FeverSymmetric authors for "
                      "this unchanged FEVER evidence sentence" if synthetic else
                      "FEVER label SUPPORTS by FEVER's annotators, with this evidence sentence")
        groups.setdefault(group, []).append({
            "id": f"encyclopedic-fever-{fever_id}",
            "claim": claim,
            "passages": {"evidence": evidence},
            "label": "supported",
            "source": {
                "dataset": "FeverSymmetric " + ("symmetric claim" if synthetic
                                                else "original FEVER pair"),
                "repo": FEVER_SYMMETRIC_REPO, "commit": commit, "paths": [path],
                "original_id": f"FeverSymmetric/FEVER id {fever_id}",
                "annotation": annotation,
                "licence": FEVER_LICENCE,
                "group": group,
                "passage_format": "the evidence sentence, detokenised (PTB brackets and "
                                  "spacing undone); FEVER gives no page title",
            },
        })
    return groups


FM2_REPO = "google-research/fool-me-twice"
FM2_LICENCE = ("Apache-2.0 (repository LICENSE; the README states no other data licence); claims "
               "written by FM2 players; evidence sentences are Wikipedia text (CC BY-SA)")
FM2_FILES = ("dataset/dev.jsonl", "dataset/test.jsonl")


def fm2_voted_true(record: dict) -> bool:
    """A SUPPORTS claim that most of the players who were shown it also took for the true one.

    In the FM2 game a player writes a claim, labels it and picks its evidence; other players,
    shown it beside a claim of the opposite label, vote for the false one, so a correct vote on
    a SUPPORTS claim is a second person judging it true.

    >>> fm2_voted_true({"label": "SUPPORTS", "total_votes": 3, "correct_votes": 2})
    True
    >>> fm2_voted_true({"label": "SUPPORTS", "total_votes": 0, "correct_votes": 0})
    False
    >>> fm2_voted_true({"label": "REFUTES", "total_votes": 3, "correct_votes": 3})
    False
    """
    votes, correct = record["total_votes"], record["correct_votes"]
    return record["label"] == "SUPPORTS" and votes > 0 and 2 * correct > votes


def fm2_page_passages(page: str, records: list[dict]) -> dict[str, str]:
    """The gold evidence sentences of a page's kept claims, one passage each (``e1``, ``e2``...).

    Every kept claim of one Wikipedia page gets the same passages (the page's evidence pool),
    so claims of a page form one context set with several passages, as ``cross_passage`` needs.
    Each passage opens with the page title and section header, which FM2 stores with it.

    >>> records = [{"gold_evidence": [{"section_header": "Career", "text": "She sang."}]},
    ...            {"gold_evidence": [{"section_header": "Career", "text": "She sang."},
    ...                               {"section_header": "Life", "text": "She was born in Oslo."}]}]
    >>> fm2_page_passages("Ann Lee", records)
    {'e1': 'Ann Lee, Career\\nShe sang.', 'e2': 'Ann Lee, Life\\nShe was born in Oslo.'}
    """
    texts: list[str] = []
    for record in records:
        for evidence in record["gold_evidence"]:
            text = f"{page}, {evidence['section_header'].strip()}\n{evidence['text'].strip()}"
            if evidence["text"].strip() and text not in texts:
                texts.append(text)
    return {f"e{index}": text for index, text in enumerate(texts, start=1)}


def build_fm2(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """FoolMeTwice (FM2) claims labeled SUPPORTS by their writer and voted true by most players.

    Grouped by Wikipedia page; every claim of a page shares the page's evidence pool (see
    ``fm2_page_passages``). The train split is absent from the snapshot; dev and test are read.
    """
    commit = git_head(gitdir)
    by_page: dict[str, list[tuple[str, dict]]] = {}
    for path in FM2_FILES:
        for line in git_show(gitdir, path).decode("utf-8").splitlines():
            record = json.loads(line)
            if record["label"] != "SUPPORTS":
                continue
            if not fm2_voted_true(record):
                tally.drop("FM2 SUPPORTS claim without a majority of correct player votes")
                continue
            by_page.setdefault(record["wikipedia_page"], []).append((path, record))
    groups: dict[str, list[dict]] = {}
    for page, rows in by_page.items():
        passages = fm2_page_passages(page, [record for _, record in rows])
        group = "fm2:" + page
        for path, record in rows:
            claim = record["text"].strip()
            if not passages or not keep_sentence(claim, passages.values(), tally):
                continue
            groups.setdefault(group, []).append({
                "id": f"encyclopedic-fm2-{record['id']}",
                "claim": claim,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": f"FoolMeTwice (FM2), {path.split('/')[-1].split('.')[0]} split",
                    "repo": FM2_REPO, "commit": commit, "paths": [path],
                    "original_id": record["id"],
                    "wikipedia_page": page,
                    "category": record.get("category"),
                    "votes": f"{record['correct_votes']} of {record['total_votes']} players "
                             "voted it the true claim",
                    "annotation": "written and labeled SUPPORTS by an FM2 player with its gold "
                                  "evidence; most players shown it judged it the true claim",
                    "licence": FM2_LICENCE,
                    "group": group,
                    "passage_format": "the gold evidence sentences of every kept claim of this "
                                      "Wikipedia page, one passage each, opening with "
                                      "'<page title>, <section header>'",
                },
            })
    return groups


FCGPT_REPO = "yuxiaw/Factcheck-GPT"
FCGPT_FILE = "factcheck-GPT-benchmark.jsonl"
FCGPT_LICENCE = ("Apache-2.0 (repository LICENSE and README badge; the README states no other "
                 "data licence); claims decomposed from ChatGPT answers; evidence passages are "
                 "web-page snippets (their copyright stays with the page owners)")
#: sha256 of the few Factcheck-GPT texts printed while learning the format (short values shown
#: by a key count): these claims, and the responses to these prompts, are left out of the part.
FCGPT_SEEN_CLAIMS = frozenset({
    "c324d92b85973393dadf112a42d9935b9aa5ba5f4539a384877d43f67405a3d9",
    "e784053d820ab8044fd4ceacd6073dd9f7735bac4b9648a890ddd589895e10e5",
})
FCGPT_SEEN_PROMPTS = frozenset({
    "bcf5601b5d0eda535532f96d2f8621c3fbb63891d9f5acfa053ee1d12cb90126",
    "9f650417685b62ad04e802ec4f957cc56de3436296da78c43b370d8335b05541",
    "3f60c9b9f3a7e375d0529b99e91a55a8ad0d8a676fc776212ac7d96147971127",
    "08d7deef486809ca1e9138939b346a654800aee395f844d0ed46c03009f04323",
})
#: ... and the evidence snippets shown the same way (page furniture), never used as passages
FCGPT_SEEN_EVIDENCE = frozenset({
    "09621dc6378334b0dd9f4428028f29bfb55888e5ec3a6738898b30ef34567721",
    "5b5dedee32c5bd671f8d930b734993338d4192be1f63d0dfd64d1963586d7953",
    "f79ec421ded0900d54dc091757560d5992928c5c882e936156adbd1990327e8b",
    "f8f7cfb115b49964714c5d568b704719072f400af88a3a052ca8f58eb21da1d5",
    "c125d0397b605657bc89340953f5f2897a7e00a9b7d3474fa53720c8ccbbb3e3",
    "2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881",
})


def text_hash(text: str) -> str:
    """sha256 of a lower-cased, stripped text (to name a text without writing it down).

    >>> text_hash(" Abc ") == text_hash("abc")
    True
    """
    return hashlib.sha256(text.strip().lower().encode("utf-8")).hexdigest()


def fcgpt_supporting(evidence: list[str], stances: list[str]) -> dict[str, str] | None:
    """The evidence snippets annotators marked as completely supporting a claim (``e1``, ...).

    ``None`` when the stance list does not pair one to one with the evidence list.

    >>> fcgpt_supporting(["A b.", "C d.", "E f."], ["completely-support", "refute",
    ...                                           "completely-support"])
    {'e1': 'A b.', 'e2': 'E f.'}
    >>> fcgpt_supporting(["A b."], ["irrelevant", "refute"]) is None
    True
    """
    if len(evidence) != len(stances):
        return None
    texts = [text.strip() for text, stance in zip(evidence, stances, strict=True)
             if stance == "completely-support" and text.strip()
             and text_hash(text) not in FCGPT_SEEN_EVIDENCE]
    return {f"e{index}": text for index, text in enumerate(dict.fromkeys(texts), start=1)}


def build_factcheck_gpt(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """Factcheck-GPT claims its annotators labeled true, with the evidence they judged supporting.

    Factcheck-GPT decomposed 94 ChatGPT answers into sentences and claims; annotators labeled
    each claim's factuality and each retrieved web evidence snippet's stance toward it. Kept: a
    checkworthy factual claim labeled true with at least one snippet marked
    ``completely-support``; its passages are those snippets. Grouped by answer (prompt).
    """
    commit = git_head(gitdir)
    groups: dict[str, list[dict]] = {}
    for row_index, line in enumerate(git_show(gitdir, FCGPT_FILE).decode("utf-8").splitlines()):
        if not line.strip():
            continue
        record = json.loads(line)
        if text_hash(record["prompt"]) in FCGPT_SEEN_PROMPTS:
            tally.drop("Factcheck-GPT answer whose prompt was seen while learning the format")
            continue
        group = "fcgpt:" + hashlib.sha256(record["prompt"].encode("utf-8")).hexdigest()[:12]
        for key, sentence in record["sentences"].items():
            for index, claim in enumerate(sentence["claims"]):
                claim = claim.strip()
                if sentence["claims_factuality_label"][index] is not True:
                    tally.drop("Factcheck-GPT claim not labeled true")
                    continue
                if sentence["claim_checkworthiness"][index] != "factual":
                    tally.drop("Factcheck-GPT claim not marked factual (opinion or not a claim)")
                    continue
                if text_hash(claim) in FCGPT_SEEN_CLAIMS:
                    tally.drop("Factcheck-GPT claim seen while learning the format")
                    continue
                passages = fcgpt_supporting(sentence["auto_evidence"][index],
                                            sentence["stance_claim_autoEvid"][index])
                if passages is None:
                    tally.drop("Factcheck-GPT stances do not pair with the evidence list")
                    continue
                if not passages:
                    tally.drop("Factcheck-GPT true claim without a completely supporting snippet")
                    continue
                if not keep_sentence(claim, passages.values(), tally):
                    continue
                groups.setdefault(group, []).append({
                    "id": f"encyclopedic-fcgpt-r{row_index}-{key}-c{index}",
                    "claim": claim,
                    "passages": passages,
                    "label": "supported",
                    "source": {
                        "dataset": "Factcheck-GPT benchmark (94 annotated ChatGPT answers)",
                        "repo": FCGPT_REPO, "commit": commit, "paths": [FCGPT_FILE],
                        "original_id": f"row {row_index}, {key}, claim {index}",
                        "annotation": "claim labeled true by Factcheck-GPT annotators; each "
                                      "passage is a retrieved snippet they marked "
                                      "completely-support",
                        "licence": FCGPT_LICENCE,
                        "group": group,
                        "passage_format": "the web evidence snippets annotators marked as "
                                          "completely supporting the claim, one passage each",
                    },
                })
    return groups


SUFACTS_REPO = "copenlu/sufficient_facts"
#: FEVER and HoVer parts; the VitaminC part is left out, as VitaminC was for sealed1 (its real and
#: synthetic revisions cannot be told apart).
SUFACTS_FILES = {"fever": "data/sufficient_facts/fever_sufficient_facts.jsonl",
                 "hover": "data/sufficient_facts/hover_sufficient_facts.jsonl"}
SUFACTS_LICENCE = ("SufficientFacts MIT (its Hugging Face dataset card copenlu/sufficient_facts; the "
                   "GitHub repository states no licence); claims and labels from FEVER (CC BY-SA "
                   "3.0) and HoVer (repository LICENSE MIT); evidence sentences are Wikipedia text "
                   "(CC BY-SA)")
SUFACTS_ANNOTATION = {
    "fever": "FEVER label SUPPORTS by FEVER's annotators, who picked these evidence sentences",
    "hover": "HoVer label SUPPORTED by HoVer's annotators, for these supporting-fact sentences",
}
#: sha256 (``text_hash``) of the SufficientFacts texts shown by its data README (a REFUTES
#: example): the claim and the original evidence sentence; any claim with either is left out.
SUFACTS_SEEN_CLAIMS = frozenset({
    "8b9fec32b994a11b00c6327738b62b329d7c31c5750978096c6867fc79ff2140",
})
SUFACTS_SEEN_EVIDENCE = frozenset({
    "1b2462e9007d79acd30c2691330c613a1f20dcfb94278cce77bb05fe48aa1b17",
})


def sufacts_original_evidence(text_orig: str) -> list[tuple[str, str]]:
    """The original (title, sentence) pairs of a SufficientFacts row, before the omission.

    ``text_orig`` is the evidence as shown to the annotators: each sentence opens with
    ``[[<page title>]]`` and the omitted words sit inside a red ``<span>``; the span's words
    are put back, so this is the evidence the source dataset's annotators judged.

    >>> sufacts_original_evidence('[[Ann Lee]] She sang <span style="color:red;">in Oslo</span> .'
    ...                           ' [[Oslo]] Oslo is a city &amp; port .')
    [('Ann Lee', 'She sang in Oslo .'), ('Oslo', 'Oslo is a city & port .')]
    """
    plain = html.unescape(re.sub(r"<span[^>]*>(.*?)</span>", r"\1", text_orig, flags=re.S))
    pieces = re.split(r"\[\[(.*?)\]\]", plain)
    return [(title.strip(), re.sub(r"\s+", " ", text).strip())
            for title, text in zip(pieces[1::2], pieces[2::2], strict=True) if text.strip()]


def page_passages(evidence: list[tuple[str, str]]) -> dict[str, str]:
    """One passage per page (``e1``, ``e2``... in first-seen order): title, then its sentences.

    >>> page_passages([("Ann Lee", "She sang."), ("Oslo", "A city."), ("Ann Lee", "She sang."),
    ...                ("Ann Lee", "She wrote.")])
    {'e1': 'Ann Lee\\nShe sang. She wrote.', 'e2': 'Oslo\\nA city.'}
    """
    pages: dict[str, list[str]] = {}
    for title, text in evidence:
        if text not in pages.setdefault(title, []):
            pages[title].append(text)
    return {f"e{index}": f"{title}\n{' '.join(texts)}"
            for index, (title, texts) in enumerate(pages.items(), start=1)}


def page_components(titles_by_key: dict[str, list[str]]) -> dict[str, str]:
    """A group name per key: keys whose evidence shares a page title (directly or through other
    keys) share a group, so one page's claims never straddle two parts.

    >>> groups = page_components({"a": ["X", "Y"], "b": ["Y"], "c": ["Z"]})
    >>> groups["a"] == groups["b"] != groups["c"]
    True
    """
    parent: dict[str, str] = {}

    def root(title: str) -> str:
        while parent.setdefault(title, title) != title:
            parent[title] = parent[parent[title]]
            title = parent[title]
        return title

    for titles in titles_by_key.values():
        for title in titles[1:]:
            parent[root(title)] = root(titles[0])
    members: dict[str, set[str]] = {}
    for titles in titles_by_key.values():
        for title in titles:
            members.setdefault(root(title), set()).add(title)
    names = {top: hashlib.sha256("\n".join(sorted(pages)).encode("utf-8")).hexdigest()[:12]
             for top, pages in members.items()}
    return {key: names[root(titles[0])] for key, titles in titles_by_key.items()}


def build_sufficient_facts(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """FEVER and HoVer claims labeled supported, with their original Wikipedia evidence, as
    redistributed (evidence text included) by SufficientFacts.

    SufficientFacts showed crowd workers FEVER/HoVer claim-evidence pairs with some words of the
    evidence omitted; only the source datasets' own label (``label_before``: SUPPORTS or
    SUPPORTED, given by FEVER's or HoVer's annotators) and the original evidence are used here,
    never the omitted version. A claim recurs over several rows (different omissions); its
    evidence is the union of the rows' original sentences. Passages: one per Wikipedia page
    (``page_passages``). Grouped by connected pages (``page_components``); at most
    ``MAX_PER_DOCUMENT`` claims per group, in the order of the sha256 of their ids.
    """
    commit = git_head(gitdir)
    claims: dict[tuple[str, str], dict] = {}
    for name, path in SUFACTS_FILES.items():
        for row, line in enumerate(git_show(gitdir, path).decode("utf-8").splitlines()):
            if not line.strip():
                continue
            record = json.loads(line)
            if record["label_before"] not in ("SUPPORTS", "SUPPORTED"):
                continue
            claim = record["claim"].strip()
            entry = claims.setdefault((name, claim), {"path": path, "row": row, "evidence": []})
            for title, text in sufacts_original_evidence(record["text_orig"]):
                if name == "fever":
                    title, text = detokenize(title), detokenize(text)
                if (title, text) not in entry["evidence"]:
                    entry["evidence"].append((title, text))
    kept: dict[tuple[str, str], dict] = {}
    for (name, raw_claim), entry in claims.items():
        claim = detokenize(raw_claim) if name == "fever" else raw_claim
        if text_hash(claim) in SUFACTS_SEEN_CLAIMS or any(
                text_hash(text) in SUFACTS_SEEN_EVIDENCE for _, text in entry["evidence"]):
            tally.drop("SufficientFacts claim or evidence seen while learning the format")
            continue
        passages = page_passages(entry["evidence"])
        if not passages or not keep_sentence(claim, passages.values(), tally):
            continue
        kept[(name, claim)] = {**entry, "claim": claim, "passages": passages}
    group_names = page_components({f"{name}\n{claim}": [t for t, _ in entry["evidence"]]
                                   for (name, claim), entry in kept.items()})
    candidates: dict[str, list[dict]] = {}
    for (name, claim), entry in kept.items():
        group = "sufacts:" + group_names[f"{name}\n{claim}"]
        candidates.setdefault(group, []).append({
            "id": f"encyclopedic-sufacts-{name}-r{entry['row']}",
            "claim": claim,
            "passages": entry["passages"],
            "label": "supported",
            "source": {
                "dataset": f"{name.upper() if name == 'fever' else 'HoVer'} claims as "
                           "redistributed with evidence text by SufficientFacts",
                "repo": SUFACTS_REPO, "commit": commit, "paths": [entry["path"]],
                "original_id": f"{entry['path'].split('/')[-1]} row {entry['row']} (first "
                               "row of this claim)",
                "wikipedia_pages": list(dict.fromkeys(t for t, _ in entry["evidence"])),
                "annotation": SUFACTS_ANNOTATION[name] + "; the original evidence, not "
                              "SufficientFacts' version with words omitted",
                "licence": SUFACTS_LICENCE,
                "group": group,
                "passage_format": "one passage per Wikipedia page of the original evidence: "
                                  "'<page title>' and then its evidence sentences"
                                  + (" (FEVER tokenisation undone)" if name == "fever" else ""),
            },
        })
    return capped_groups(candidates, tally, unit="page group", cap=MAX_PER_DOCUMENT)


INFOTABS_REPO = "infotabs/infotabs"
INFOTABS_LICENCE = ("Apache-2.0 (repository LICENSE, the full text; the README asks to read it and the "
                    "Datasheet for non-academic use, and the Datasheet file holds only the string "
                    "'Datasheet.txt', absent from the snapshot); tables are Wikipedia infoboxes "
                    "(CC BY-SA)")
#: The splits with a validation file (train has none; alpha2's edited claims do not join theirs).
INFOTABS_SPLITS = ("dev", "test_alpha1", "test_alpha3")
INFOTABS_ENTAILED = 0  # the validation files' code for "entailment" (E in data/maindata)
INFOTABS_AGREEMENT = 0.8  # share of the other validators who must also say "entailment"
MAX_PER_TABLE = 3


def infotabs_validated(first: str, majority: str, others: str) -> bool:
    """The writer said "entailment", so did the validators' majority, and at least
    ``INFOTABS_AGREEMENT`` of the other validators.

    >>> infotabs_validated("0", "0", "[0, 0, 0, 0, 1]"), infotabs_validated("0", "0", "[0, 0, 0, 1, 2]")
    (True, False)
    >>> infotabs_validated("1", "0", "[0, 0, 0, 0, 0]")
    False
    """
    labels = [int(x) for x in re.findall(r"-?\d+", others)]
    return (first == majority == str(INFOTABS_ENTAILED) and bool(labels)
            and labels.count(INFOTABS_ENTAILED) >= INFOTABS_AGREEMENT * len(labels))


def infobox_passage(table: dict[str, list[str]]) -> str:
    r"""An infobox as text: its title, then one "key: value, value" line per row.

    >>> infobox_passage({"title": ["In Rainbows"], "Genre": ["rock", "art pop"], "Length": ["42:39"]})
    'In Rainbows\nGenre: rock, art pop\nLength: 42:39'
    """
    lines = [", ".join(v.strip() for v in table.get("title", []) if v.strip())]
    for key, values in table.items():
        if key != "title" and any(v.strip() for v in values):
            lines.append(f"{key.strip()}: " + ", ".join(v.strip() for v in values if v.strip()))
    return "\n".join(line for line in lines if line)


def build_infotabs(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """InfoTabS claims about a Wikipedia infobox that their writer labeled "entailment" and
    that at least four in five validators also judged entailed (``infotabs_validated``), with
    the infobox as the passage. Grouped by table; at most ``MAX_PER_TABLE`` claims per table,
    in the order of the sha256 of their ids."""
    commit = git_head(gitdir)
    candidates: dict[str, list[dict]] = {}
    for split in INFOTABS_SPLITS:
        path = f"data/validation/infotabs_valid_{split}.tsv"
        rows = git_show(gitdir, path).decode("utf-8").splitlines()
        header = rows[0].split("\t")
        for number, line in enumerate(rows[1:], start=2):
            row = dict(zip(header, line.split("\t"), strict=True))
            if not infotabs_validated(row["first_human_label"], row["majoritylabel"],
                                      row["other_human_labels"]):
                tally.drop("InfoTabS: not entailment for the writer and 4 in 5 validators")
                continue
            table_id, claim = row["table_id"], row["hypothesis"].strip()
            table_path = f"data/tables/json/{table_id}.json"
            passage = infobox_passage(json.loads(git_show(gitdir, table_path)))
            passages = {table_id: passage}
            if not keep_sentence(claim, passages.values(), tally):
                continue
            group = f"infotabs:{table_id}"
            candidates.setdefault(group, []).append({
                "id": f"encyclopedic-infotabs-{split}-l{number}",
                "claim": claim,
                "passages": passages,
                "label": "supported",
                "source": {
                    "dataset": "InfoTabS (Gupta et al., ACL 2020): a crowd worker's hypothesis "
                               "about a Wikipedia infobox, with the validation round's labels",
                    "repo": INFOTABS_REPO, "commit": commit, "paths": [path, table_path],
                    "original_id": f"{path} line {number} (writer {row['orignal_worker_id']})",
                    "annotation": "writer's label entailment, the validators' majority "
                                  f"entailment, other validators {row['other_human_labels']} "
                                  f"(0 = entailment)",
                    "licence": INFOTABS_LICENCE,
                    "group": group,
                    "passage_format": "the infobox: its title, then one 'key: value, value' "
                                      "line per row, in the JSON file's order",
                },
            })
    return capped_groups(candidates, tally, unit="table", cap=MAX_PER_TABLE)


def build_encyclopedic(gitdirs: list[Path], target: int, tally: Tally, *, after: int | Sequence[int] = 0,
                       domains: list[str] | None = None) -> list[dict]:
    """WiCE, FEVER, FM2, Factcheck-GPT, SufficientFacts (FEVER, HoVer) and InfoTabS supported
    claims."""
    groups: dict[str, list[dict]] = {}
    for gitdir in gitdirs:
        if git_has(gitdir, "data/entailment_retrieval/claim/dev.jsonl"):
            groups.update(build_wice(gitdir, tally))
        elif git_has(gitdir, "symmetric_v0.2/fever_symmetric_dev.jsonl"):
            groups.update(build_fever(gitdir, tally))
        elif git_has(gitdir, FM2_FILES[0]):
            groups.update(build_fm2(gitdir, tally))
        elif git_has(gitdir, FCGPT_FILE):
            groups.update(build_factcheck_gpt(gitdir, tally))
        elif git_has(gitdir, SUFACTS_FILES["hover"]):
            groups.update(build_sufficient_facts(gitdir, tally))
        elif git_has(gitdir, "data/validation/infotabs_valid_dev.tsv"):
            groups.update(build_infotabs(gitdir, tally))
        else:
            raise SystemExit(f"{gitdir}: not a WiCE, FeverSymmetric, FoolMeTwice, "
                             "Factcheck-GPT, SufficientFacts or InfoTabS snapshot")
    return take_groups(groups, target, after=after)


# --------------------------------------------------------------------------- genre 3: summaries

SUMMEDITS_REPO = "salesforce/factualNLG"
#: Domains taken, with the licence note for their documents. Left out: samsum (SAMSum is
#: CC BY-NC-ND 4.0), podcast (Spotify podcast transcripts, restrictive terms), scitldr, billsum
#: and shakespeare (not news or dialogue).
SUMMEDITS_DOMAINS = {
    "news": "news articles as redistributed by SummEdits; article copyright stays with the "
            "publishers",
    "qmsumm": "QMSum meeting transcripts (QMSum: MIT; AMI/ICSI CC BY 4.0, parliament open "
              "licences)",
    "sales_call": "synthetic sales-call transcripts written for SummEdits by its authors",
    "ectsum": "earnings-call transcripts as redistributed by SummEdits (via ECTSum); transcript "
              "copyright stays with its owners",
}
#: Domains not in the first build, usable for a later fresh part (``--domains``).
EXTRA_SUMMEDITS_DOMAINS = {
    "sales_email": "synthetic sales e-mail threads written for SummEdits by its authors",
}
SUMMEDITS_LICENCE = "Apache-2.0 (repository LICENSE.txt; the SummEdits data card says CC BY 4.0)"
#: At most this many claims per document: consistent edits of one summary are close variants.
MAX_PER_DOCUMENT = 8


def build_summaries(gitdirs: list[Path], target: int, tally: Tally, *, after: int | Sequence[int] = 0,
                    domains: list[str] | None = None) -> list[dict]:
    """SummEdits summaries that its annotators labeled consistent with their document.

    Per document: the seed summary (id ``..._og``) first, then the consistent edits
    (``label == 1``) in hash order; edits carrying an edit type despite label 1 are dropped as
    a conflicting signal. Each declarative sentence is a claim; exact repeats within a document
    are dropped and a document gives at most ``MAX_PER_DOCUMENT`` claims. The passage is the
    whole document (none exceeds ~8,300 characters, so nothing is cut). ``domains`` picks
    other SummEdits domains than the default four (keys of ``SUMMEDITS_DOMAINS`` or
    ``EXTRA_SUMMEDITS_DOMAINS``). A FIB snapshot is read by ``build_fib`` instead, a QMSum
    one by ``build_qmsum`` and a SQuALITY one by ``build_squality``.
    """
    [gitdir] = gitdirs
    if git_has(gitdir, FIB_DIR):
        return take_groups(build_fib(gitdir, tally), target, after=after)
    if git_has(gitdir, QMSUM_FILES[1]):
        return take_groups(build_qmsum(gitdir, tally), target, after=after)
    if git_has(gitdir, SQUALITY_FILES[0]):
        return take_groups(build_squality(gitdir, tally), target, after=after)
    commit = git_head(gitdir)
    groups: dict[str, list[dict]] = {}
    known = {**SUMMEDITS_DOMAINS, **EXTRA_SUMMEDITS_DOMAINS}
    for domain in domains or list(SUMMEDITS_DOMAINS):
        doc_licence = known[domain]
        path = f"data/summedits/summedits_{domain}.json"
        records = json.loads(git_show(gitdir, path))
        by_doc: dict[str, list[dict]] = {}
        for record in records:
            by_doc.setdefault(record["doc"], []).append(record)
        for doc, summaries in by_doc.items():
            doc_key = hashlib.sha256(doc.encode("utf-8")).hexdigest()[:12]
            group = f"summedits:{domain}:{doc_key}"
            consistent = []
            for record in summaries:
                if record["label"] != 1:
                    continue
                if record.get("edit_types"):
                    tally.drop("label 1 but an edit type is recorded (conflicting signal)")
                    continue
                consistent.append(record)
            consistent.sort(key=lambda r: (not r["id"].endswith("_og"),
                                           hashlib.sha256(r["id"].encode()).hexdigest()))
            seen: set[str] = set()
            for record in consistent:
                for index, sentence in enumerate(sentences(record["summary"])):
                    if not keep_sentence(sentence, [doc], tally):
                        continue
                    if not admit(sentence, seen, tally, unit="document", cap=MAX_PER_DOCUMENT):
                        continue
                    groups.setdefault(group, []).append({
                        "id": f"summaries-summedits-{record['id']}-s{index}",
                        "claim": sentence,
                        "passages": {f"{domain}-{doc_key}": doc},
                        "label": "supported",
                        "source": {
                            "dataset": f"SummEdits, domain {domain}",
                            "repo": SUMMEDITS_REPO, "commit": commit, "paths": [path],
                            "original_id": f"{record['id']}, sentence {index}",
                            "summedits_split": record.get("split"),
                            "annotation": "SummEdits label 1: annotators judged the summary "
                                          "consistent with the document"
                                          + (" (seed summary)" if record["id"].endswith("_og")
                                             else " (edited summary)"),
                            "licence": f"{SUMMEDITS_LICENCE}; documents: {doc_licence}",
                            "group": group,
                            "passage_format": "the whole document, unchanged",
                        },
                    })
    return take_groups(groups, target, after=after)


FIB_REPO = "r-three/fib"
FIB_LICENCE = ("FIB dataset CC BY 4.0 (repository dataset_LICENSE; code Apache-2.0); documents and "
               "reference summaries from XSum (BBC articles; copyright stays with the BBC)")
FIB_DIR = "multiple_choice-dataset/xsum/fib"
#: A document passage is closed once it holds at least this many characters (whole lines only).
PASSAGE_MIN_CHARS = 400


def line_chunks(document: str, min_chars: int = PASSAGE_MIN_CHARS) -> dict[str, str]:
    r"""A document cut at line breaks into passages ``p1``, ``p2``... of at least ``min_chars``.

    Lines are kept whole and in order; the last passage may be shorter. Joining the passages
    with newlines gives the document back (blank lines aside).

    >>> line_chunks("Aa aa.\nBb bb.\nCc cc.", min_chars=10)
    {'p1': 'Aa aa.\nBb bb.', 'p2': 'Cc cc.'}
    >>> line_chunks("One line only.")
    {'p1': 'One line only.'}
    """
    chunks: list[list[str]] = [[]]
    for line in (line.strip() for line in document.split("\n")):
        if not line:
            continue
        if sum(len(x) for x in chunks[-1]) >= min_chars:
            chunks.append([])
        chunks[-1].append(line)
    return {f"p{index}": "\n".join(lines) for index, lines in enumerate(chunks, start=1)
            if lines}


def build_fib(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """FIB's XSum part: reference summaries its authors manually verified as consistent.

    Every FIB file pairs a document with its verified-consistent reference summary
    (``correct_choice``) and one inconsistent model summary; the same reference recurs across
    the files of the different distractor models, so each (document, reference) pair is read
    once. The CNN/DM part is left out (lower-cased and tokenised text), and so is the folder
    of model-generated distractors (their consistency label is given only by a folder name).
    The document is cut at line breaks into passages (``line_chunks``).
    """
    commit = git_head(gitdir)
    listing = subprocess.run(["git", "-C", str(gitdir), "ls-tree", "-r", "--name-only", "HEAD",
                              FIB_DIR], check=True, capture_output=True, text=True).stdout
    seen: set[tuple[str, str]] = set()
    groups: dict[str, list[dict]] = {}
    for path in sorted(p for p in listing.split() if p.endswith(".jsonl")):
        for line in git_show(gitdir, path).decode("utf-8").splitlines():
            if not line.strip():
                continue
            record = json.loads(line)
            document, summary = record["input"], record["correct_choice"].strip()
            if (document, summary) in seen:
                continue
            seen.add((document, summary))
            passages = line_chunks(document)
            doc_key = hashlib.sha256(document.encode("utf-8")).hexdigest()[:12]
            group = f"fib:xsum:{doc_key}"
            for index, sentence in enumerate(sentences(summary)):
                if not keep_sentence(sentence, passages.values(), tally):
                    continue
                groups.setdefault(group, []).append({
                    "id": f"summaries-fib-xsum-{record['id']}-s{index}",
                    "claim": sentence,
                    "passages": passages,
                    "label": "supported",
                    "source": {
                        "dataset": "FIB (Factual Inconsistency Benchmark), XSum part",
                        "repo": FIB_REPO, "commit": commit, "paths": [path],
                        "original_id": f"XSum id {record['id']}, sentence {index}",
                        "annotation": "XSum reference summary that the FIB authors manually "
                                      "verified as factually consistent with the document",
                        "licence": FIB_LICENCE,
                        "group": group,
                        "passage_format": "the document (XSum, one sentence per line) cut at line "
                                          f"breaks into passages p1, p2, ... of at least "
                                          f"{PASSAGE_MIN_CHARS} characters",
                    },
                })
    return groups


QMSUM_REPO = "Yale-LILY/QMSum"
QMSUM_LICENCE = ("QMSum annotations MIT (repository LICENSE); transcripts from the AMI (Product) "
                 "and ICSI (Academic) meeting corpora, CC BY 4.0")
#: Committee (Welsh and Canadian parliament transcripts) is left out: their reuse terms are not
#: stated in the repository. Product's train file is absent from the snapshot.
QMSUM_FILES = tuple(f"data/{domain}/jsonl/{split}.jsonl" for domain in ("Academic", "Product")
                    for split in ("train", "val", "test"))


def qmsum_span_text(turns: list[dict], spans: list[list[str]]) -> str:
    """The turns of a query's relevant spans (inclusive turn indices), one ``speaker: words`` a line.

    >>> turns = [{"speaker": "A", "content": "Hi ."}, {"speaker": "B", "content": "So, the remote."},
    ...          {"speaker": "A", "content": "Yes."}]
    >>> qmsum_span_text(turns, [["1", "2"], ["2", "2"]])
    'B: So, the remote.\\nA: Yes.'
    """
    indices: list[int] = []
    for start, end in spans:
        indices += [i for i in range(int(start), int(end) + 1) if i not in indices]
    return "\n".join(f"{turns[i]['speaker'].strip()}: {turns[i]['content'].strip()}"
                     for i in sorted(indices) if i < len(turns) and turns[i]["content"].strip())


def build_qmsum(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """QMSum answers to specific queries: summaries people wrote of the given transcript spans.

    Each specific query of a meeting names its relevant spans; its answer was written by an
    annotator from them. The spans' turns, cut into passages of at least ``PASSAGE_MIN_CHARS``
    (``line_chunks``), are the passages; each declarative answer sentence is a claim. General
    queries (the whole meeting) are left out. Grouped by meeting; at most ``MAX_PER_DOCUMENT``
    claims per meeting, taken in the order of the sha256 of their ids.
    """
    commit = git_head(gitdir)
    groups: dict[str, list[dict]] = {}
    for path in QMSUM_FILES:
        if not git_has(gitdir, path):
            tally.drop(f"QMSum file absent from the snapshot: {path}")
            continue
        domain, split = path.split("/")[1], path.split("/")[-1].split(".")[0]
        for row, line in enumerate(git_show(gitdir, path).decode("utf-8").splitlines()):
            if not line.strip():
                continue
            meeting = json.loads(line)
            turns = meeting["meeting_transcripts"]
            key = hashlib.sha256(json.dumps(turns, sort_keys=True).encode("utf-8")).hexdigest()[:12]
            group = f"qmsum:{domain}:{key}"
            candidates = []
            for query_index, query in enumerate(meeting["specific_query_list"]):
                passages = line_chunks(qmsum_span_text(turns, query["relevant_text_span"]))
                if not passages:
                    tally.drop("QMSum query whose spans hold no transcript text")
                    continue
                for index, sentence in enumerate(sentences(query["answer"])):
                    if not keep_sentence(sentence, passages.values(), tally):
                        continue
                    candidates.append({
                        "id": f"summaries-qmsum-{domain.lower()}-{split}-m{row}-q{query_index}-s{index}",
                        "claim": sentence,
                        "passages": passages,
                        "label": "supported",
                        "source": {
                            "dataset": f"QMSum, {domain} domain, {split} split, specific queries",
                            "repo": QMSUM_REPO, "commit": commit, "paths": [path],
                            "original_id": f"meeting {row}, specific query {query_index}, "
                                           f"sentence {index}",
                            "annotation": "answer written by a QMSum annotator as a summary of "
                                          "the query's relevant transcript spans; not "
                                          "separately rated",
                            "licence": QMSUM_LICENCE,
                            "group": group,
                            "passage_format": "the turns of the query's relevant spans as "
                                              "'speaker: words' lines, cut at turn boundaries "
                                              f"into passages of at least {PASSAGE_MIN_CHARS} "
                                              "characters",
                        },
                    })
            seen: set[str] = set()
            for item in sorted(candidates,
                               key=lambda i: hashlib.sha256(i["id"].encode()).hexdigest()):
                if admit(item["claim"], seen, tally, unit="meeting", cap=MAX_PER_DOCUMENT):
                    groups.setdefault(group, []).append(item)
    return groups



SQUALITY_REPO = "nyu-mll/SQuALITY"
SQUALITY_LICENCE = ("SQuALITY summaries CC BY 4.0 (repository data/LICENSE; README 'License'); "
                    "stories from Project Gutenberg, public domain in the US, distributed under "
                    "the Project Gutenberg licence (data/GUTENBERG_LICENSE, each row's "
                    "metadata.license)")
#: v1.3 is the newest release (it restores words missing from 10 stories of v1.2); the txt
#: files hold the cleaned story text (the html files the raw page).
SQUALITY_FILES = tuple(f"data/v1-3/txt/{split}.jsonl" for split in ("train", "dev", "test"))
#: Stories run to ~40,000 characters; passages of at least this many characters give 18-36
#: passages per story instead of 54-87 at ``PASSAGE_MIN_CHARS``.
SQUALITY_PASSAGE_CHARS = 1000


def build_squality(gitdir: Path, tally: Tally) -> dict[str, list[dict]]:
    """SQuALITY reference summaries: answers hired writers wrote to questions about a story.

    Each story has five questions (the first always asks for the plot) and four reference
    answers per question, written from scratch by writers who had read the whole story. Each
    declarative sentence of an answer is a claim; the story, cut at line breaks into passages
    of at least ``SQUALITY_PASSAGE_CHARS`` (``line_chunks``), gives the passages. Grouped by
    story; at most ``MAX_PER_DOCUMENT`` claims per story, taken in the order of the sha256 of
    their ids, so the cap mixes questions and writers mechanically.
    """
    commit = git_head(gitdir)
    groups: dict[str, list[dict]] = {}
    for path in SQUALITY_FILES:
        split = path.split("/")[-1].split(".")[0]
        for line in git_show(gitdir, path).decode("utf-8").splitlines():
            if not line.strip():
                continue
            story = json.loads(line)
            story_id = str(story["metadata"]["passage_id"])
            group = f"squality:{story_id}"
            passages = line_chunks(story["document"], SQUALITY_PASSAGE_CHARS)
            candidates = []
            for question in story["questions"]:
                number = question["question_number"]
                for response in question["responses"]:
                    for index, sentence in enumerate(sentences(response["response_text"])):
                        if not keep_sentence(sentence, passages.values(), tally):
                            continue
                        candidates.append({
                            "id": f"summaries-squality-{story_id}-q{number}-{response['uid']}-s{index}",
                            "claim": sentence,
                            "passages": passages,
                            "label": "supported",
                            "source": {
                                "dataset": f"SQuALITY v1.3, {split} split",
                                "repo": SQUALITY_REPO, "commit": commit, "paths": [path],
                                "original_id": f"Gutenberg story {story_id}, question {number}, "
                                               f"response {response['uid']}, sentence {index}",
                                "annotation": "reference answer written from scratch by a "
                                              "SQuALITY writer who read the whole story; "
                                              "not separately rated",
                                "licence": SQUALITY_LICENCE,
                                "group": group,
                                "passage_format": "the story cut at line breaks into passages "
                                                  f"p1, p2, ... of at least "
                                                  f"{SQUALITY_PASSAGE_CHARS} characters",
                            },
                        })
            seen: set[str] = set()
            for item in sorted(candidates,
                               key=lambda i: hashlib.sha256(i["id"].encode()).hexdigest()):
                if admit(item["claim"], seen, tally, unit="story", cap=MAX_PER_DOCUMENT):
                    groups.setdefault(group, []).append(item)
    return groups


#: Word runs this long shared with an earlier part's passage mark a passage as already read
#: (the same transcript cut differently), for ``--exclude-overlapping-passages``.
OVERLAP_WORDS = 12


def word_runs(text: str, size: int = OVERLAP_WORDS) -> set[tuple[str, ...]]:
    """Every run of ``size`` consecutive lower-cased words of a text.

    >>> sorted(word_runs("A b C d", size=3))
    [('a', 'b', 'c'), ('b', 'c', 'd')]
    """
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + size]) for i in range(len(words) - size + 1)}


def drop_overlapping(items: list[dict], seen_runs: set[tuple[str, ...]], tally: Tally) -> list[dict]:
    """The items none of whose passages shares a word run with ``seen_runs`` (earlier passages).

    >>> seen = word_runs("one two three four five six seven eight nine ten eleven twelve")
    >>> items = [{"passages": {"p1": "x one two three four five six seven eight nine ten eleven twelve"}},
    ...          {"passages": {"p1": "a fresh passage nobody read"}}]
    >>> [i["passages"]["p1"][:7] for i in drop_overlapping(items, seen, Tally())]
    ['a fresh']
    """
    kept = []
    for item in items:
        if any(word_runs(text) & seen_runs for text in item["passages"].values()):
            tally.drop(f"a passage shares a {OVERLAP_WORDS}-word run with an earlier part")
            continue
        kept.append(item)
    return kept


# --------------------------------------------------------------------------- command line

BUILDERS = {"support": build_support, "encyclopedic": build_encyclopedic,
            "summaries": build_summaries}


#: The folders of the parts built before the sixth, whose claims and passages it must not repeat.
PARTS_BEFORE_SIXTH = ("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5")


def _fresh_part_options(parts: tuple[str, ...], sealed_dir: Path, corpus_dir: Path) -> list[str]:
    """The options every genre build of a fresh part shares: write to ``sealed_dir``, and
    exclude the claims, passages and 12-word passage runs of every file of ``parts``."""
    earlier = sorted(str(path) for part in parts for path in (corpus_dir / part).glob("*.jsonl"))
    return ["--sealed-dir", str(sealed_dir), "--exclude", *earlier, "--exclude-seen-passages",
            "--exclude-overlapping-passages"]


def sixth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The three genre builds of the sixth held-out part, as command lines for ``main``.

    Support: DSTC11 human responses after the groups part 5 took (parts 1-4 read no DSTC11, so
    their targets are 0); encyclopedic: SufficientFacts (FEVER and HoVer), new; summaries: QMSum
    after part 5's target. Every earlier part's files are excluded, passages included.

    >>> [argv[:2] for argv in sixth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['support', '/m/alexa+dstc11-track5/repo'], ['encyclopedic', '/m/copenlu+sufficient_facts/repo'], ['summaries', '/m/Yale-LILY+QMSum/repo']]
    >>> sixth_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0][2:9]
    ['--target', '380', '--after', '0', '0', '0', '0']
    """
    common = _fresh_part_options(PARTS_BEFORE_SIXTH, sealed_dir, corpus_dir)
    return [
        ["support", str(mirror / "alexa+dstc11-track5/repo"), "--target", "380",
         "--after", "0", "0", "0", "0", "250", *common],
        ["encyclopedic", str(mirror / "copenlu+sufficient_facts/repo"), "--target", "250",
         "--after", "0", *common],
        ["summaries", str(mirror / "Yale-LILY+QMSum/repo"), "--target", "250",
         "--after", "250", *common],
    ]


#: The folders of the parts built before the seventh: the sixth's and part 6 itself.
PARTS_BEFORE_SEVENTH = (*PARTS_BEFORE_SIXTH, "heldout6")


def seventh_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The three genre builds of the seventh held-out part, as command lines for ``main``.

    The same three sources as part 6, each after the groups parts 5 and 6 took: DSTC11 after
    part 5's target 250 and part 6's 380; SufficientFacts after part 6's 250; QMSum after part
    5's and part 6's 250, which leaves only its last 34 meetings. Parts 1-6 are excluded.

    >>> [argv[:2] for argv in seventh_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['support', '/m/alexa+dstc11-track5/repo'], ['encyclopedic', '/m/copenlu+sufficient_facts/repo'], ['summaries', '/m/Yale-LILY+QMSum/repo']]
    >>> [argv[2:argv.index("--sealed-dir")] for argv in seventh_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['--target', '500', '--after', '0', '0', '0', '0', '250', '380'], ['--target', '250', '--after', '250'], ['--target', '300', '--after', '250', '250']]
    """
    common = _fresh_part_options(PARTS_BEFORE_SEVENTH, sealed_dir, corpus_dir)
    return [
        ["support", str(mirror / "alexa+dstc11-track5/repo"), "--target", "500",
         "--after", "0", "0", "0", "0", "250", "380", *common],
        ["encyclopedic", str(mirror / "copenlu+sufficient_facts/repo"), "--target", "250",
         "--after", "250", *common],
        ["summaries", str(mirror / "Yale-LILY+QMSum/repo"), "--target", "300",
         "--after", "250", "250", *common],
    ]


#: The folders of the parts built before the eighth: the seventh's and part 7 itself.
PARTS_BEFORE_EIGHTH = (*PARTS_BEFORE_SEVENTH, "heldout7")


def eighth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the eighth held-out part, as command lines for ``main``.

    Support: DSTC11 after the groups parts 5, 6 and 7 took (targets 250, 380, 500);
    encyclopedic: SufficientFacts after parts 6 and 7 (250 each); summaries: SQuALITY, new
    (QMSum, part 7's summaries source, is exhausted). Parts 1-7 are excluded.

    >>> [argv[:2] for argv in eighth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['support', '/m/alexa+dstc11-track5/repo'], ['encyclopedic', '/m/copenlu+sufficient_facts/repo'], ['summaries', '/m/nyu-mll+SQuALITY/repo']]
    >>> [argv[2:argv.index("--sealed-dir")] for argv in eighth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['--target', '800', '--after', '0', '0', '0', '0', '250', '380', '500'], ['--target', '300', '--after', '250', '250'], ['--target', '300', '--after', '0']]
    """
    common = _fresh_part_options(PARTS_BEFORE_EIGHTH, sealed_dir, corpus_dir)
    return [
        ["support", str(mirror / "alexa+dstc11-track5/repo"), "--target", "800",
         "--after", "0", "0", "0", "0", "250", "380", "500", *common],
        ["encyclopedic", str(mirror / "copenlu+sufficient_facts/repo"), "--target", "300",
         "--after", "250", "250", *common],
        ["summaries", str(mirror / "nyu-mll+SQuALITY/repo"), "--target", "300",
         "--after", "0", *common],
    ]


#: The folders of the parts built before the ninth: the eighth's and part 8 itself.
PARTS_BEFORE_NINTH = (*PARTS_BEFORE_EIGHTH, "heldout8")


def ninth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the ninth held-out part, as command lines for ``main``.

    The same three sources as part 8, each after the groups the earlier parts took: DSTC11
    after parts 5-8 (targets 250, 380, 500, 800); SufficientFacts after parts 6-8 (250, 250,
    300); SQuALITY after part 8's 300, with a target of 1500 because little of it is left (most
    of its other stories share passage text with part 8). Parts 1-8 are excluded.

    >>> [argv[:2] for argv in ninth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['support', '/m/alexa+dstc11-track5/repo'], ['encyclopedic', '/m/copenlu+sufficient_facts/repo'], ['summaries', '/m/nyu-mll+SQuALITY/repo']]
    >>> [argv[2:argv.index("--sealed-dir")] for argv in ninth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['--target', '1000', '--after', '0', '0', '0', '0', '250', '380', '500', '800'], ['--target', '300', '--after', '250', '250', '300'], ['--target', '1500', '--after', '300']]
    """
    common = _fresh_part_options(PARTS_BEFORE_NINTH, sealed_dir, corpus_dir)
    return [
        ["support", str(mirror / "alexa+dstc11-track5/repo"), "--target", "1000",
         "--after", "0", "0", "0", "0", "250", "380", "500", "800", *common],
        ["encyclopedic", str(mirror / "copenlu+sufficient_facts/repo"), "--target", "300",
         "--after", "250", "250", "300", *common],
        ["summaries", str(mirror / "nyu-mll+SQuALITY/repo"), "--target", "1500",
         "--after", "300", *common],
    ]


#: The folders of the parts built before the tenth: the ninth's and part 9 itself.
PARTS_BEFORE_TENTH = (*PARTS_BEFORE_NINTH, "heldout9")


def tenth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the tenth held-out part, as command lines for ``main``.

    Support: MTRAG, new (DSTC11 is nearly exhausted): its human-evaluation subset's answers
    every rater scored 4/4 for faithfulness, all of them (target 400 is above the 276 there);
    encyclopedic: SufficientFacts after parts 6-9 (250, 250, 300, 300); no summaries (SQuALITY
    is exhausted and no other source was found). Parts 1-9 are excluded.

    >>> [argv[:2] for argv in tenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['support', '/m/IBM+mt-rag-benchmark/repo'], ['encyclopedic', '/m/copenlu+sufficient_facts/repo']]
    >>> [argv[2:argv.index("--sealed-dir")] for argv in tenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['--target', '400', '--after', '0'], ['--target', '300', '--after', '250', '250', '300', '300']]
    >>> "heldout9" in PARTS_BEFORE_TENTH and len(PARTS_BEFORE_TENTH) == 10
    True
    >>> PART_PRESETS["tenth"] == (tenth_part_argvs, Path("/work/sealed10"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_TENTH, sealed_dir, corpus_dir)
    return [
        ["support", str(mirror / "IBM+mt-rag-benchmark/repo"), "--target", "400",
         "--after", "0", *common],
        ["encyclopedic", str(mirror / "copenlu+sufficient_facts/repo"), "--target", "300",
         "--after", "250", "250", "300", "300", *common],
    ]


#: The folders of the parts built before the eleventh: the tenth's and part 10 itself.
PARTS_BEFORE_ELEVENTH = (*PARTS_BEFORE_TENTH, "heldout10")


def eleventh_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the eleventh held-out part, as command lines for ``main``.

    Support: MTRAG's cleaned conversations (``pashaAbri/mt-rag-benchmark``), new: the accepted
    agent answers of the 90 conversations outside the IBM subset part 10 took (the IBM snapshot
    is read only for those 20 ids), target 400 in group-hash order; encyclopedic:
    SufficientFacts after parts 6-10 (250, 250, 300, 300, 300); no summaries (none is left).
    Parts 1-10 are excluded.

    >>> [argv[:3] for argv in eleventh_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['support', '/m/pashaAbri+mt-rag-benchmark/repo', '/m/IBM+mt-rag-benchmark/repo'], ['encyclopedic', '/m/copenlu+sufficient_facts/repo', '--target']]
    >>> [argv[argv.index("--target"):argv.index("--sealed-dir")] for argv in eleventh_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['--target', '400', '--after', '0'], ['--target', '300', '--after', '250', '250', '300', '300', '300']]
    >>> "heldout10" in PARTS_BEFORE_ELEVENTH and len(PARTS_BEFORE_ELEVENTH) == 11
    True
    >>> PART_PRESETS["eleventh"] == (eleventh_part_argvs, Path("/work/sealed11"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_ELEVENTH, sealed_dir, corpus_dir)
    return [
        ["support", str(mirror / "pashaAbri+mt-rag-benchmark/repo"),
         str(mirror / "IBM+mt-rag-benchmark/repo"), "--target", "400", "--after", "0", *common],
        ["encyclopedic", str(mirror / "copenlu+sufficient_facts/repo"), "--target", "300",
         "--after", "250", "250", "300", "300", "300", *common],
    ]


#: The folders of the parts built before the twelfth: the eleventh's and part 11 itself.
PARTS_BEFORE_TWELFTH = (*PARTS_BEFORE_ELEVENTH, "heldout11")


def twelfth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the twelfth held-out part, as command lines for ``main``.

    Support only: MTRAG's cleaned conversations after the groups part 11 took (the source is
    first read by part 11, so parts 1-10 replay nothing and part 11 replays its target 400),
    target 400 in group-hash order. No encyclopedic part (SufficientFacts is exhausted) and no
    summaries (none is left). Parts 1-11 are excluded.

    >>> [argv[:3] for argv in twelfth_part_argvs(Path("/m"), Path("/s"), Path("/c"))]
    [['support', '/m/pashaAbri+mt-rag-benchmark/repo', '/m/IBM+mt-rag-benchmark/repo']]
    >>> argv = twelfth_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[argv.index("--target"):argv.index("--sealed-dir")]
    ['--target', '400', '--after', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '400']
    >>> "heldout11" in PARTS_BEFORE_TWELFTH and len(PARTS_BEFORE_TWELFTH) == 12
    True
    >>> PART_PRESETS["twelfth"] == (twelfth_part_argvs, Path("/work/sealed12"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_TWELFTH, sealed_dir, corpus_dir)
    earlier_targets = ["0"] * (MTRAG_CLEANED_FIRST_PART - 1) + ["400"]
    return [
        ["support", str(mirror / "pashaAbri+mt-rag-benchmark/repo"),
         str(mirror / "IBM+mt-rag-benchmark/repo"), "--target", "400",
         "--after", *earlier_targets, *common],
    ]


#: The folders of the parts built before the thirteenth: the twelfth's and part 12 itself.
PARTS_BEFORE_THIRTEENTH = (*PARTS_BEFORE_TWELFTH, "heldout12")


def thirteenth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the thirteenth held-out part, as command lines for ``main``.

    Support only: MTRAG's cleaned conversations after the groups parts 11 and 12 took (each
    replays its target 400), target 400 in group-hash order. Parts 1-12 are excluded.

    >>> argv = thirteenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[:3]
    ['support', '/m/pashaAbri+mt-rag-benchmark/repo', '/m/IBM+mt-rag-benchmark/repo']
    >>> argv[argv.index("--target"):argv.index("--sealed-dir")]
    ['--target', '400', '--after', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '400', '400']
    >>> "heldout12" in PARTS_BEFORE_THIRTEENTH and len(PARTS_BEFORE_THIRTEENTH) == 13
    True
    >>> PART_PRESETS["thirteenth"] == (thirteenth_part_argvs, Path("/work/sealed13"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_THIRTEENTH, sealed_dir, corpus_dir)
    earlier_targets = ["0"] * (MTRAG_CLEANED_FIRST_PART - 1) + ["400", "400"]
    return [
        ["support", str(mirror / "pashaAbri+mt-rag-benchmark/repo"),
         str(mirror / "IBM+mt-rag-benchmark/repo"), "--target", "400",
         "--after", *earlier_targets, *common],
    ]


#: The folders of the parts built before the fourteenth: the thirteenth's and part 13 itself.
PARTS_BEFORE_FOURTEENTH = (*PARTS_BEFORE_THIRTEENTH, "heldout13")


def fourteenth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the fourteenth held-out part, as command lines for ``main``.

    Support only: MTRAG's cleaned conversations after the groups parts 11, 12 and 13 took (each
    replays its target 400), target 400 in group-hash order. Parts 1-13 are excluded.

    >>> argv = fourteenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[:3]
    ['support', '/m/pashaAbri+mt-rag-benchmark/repo', '/m/IBM+mt-rag-benchmark/repo']
    >>> argv[argv.index("--target"):argv.index("--sealed-dir")]
    ['--target', '400', '--after', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '400', '400', '400']
    >>> "heldout13" in PARTS_BEFORE_FOURTEENTH and len(PARTS_BEFORE_FOURTEENTH) == 14
    True
    >>> PART_PRESETS["fourteenth"] == (fourteenth_part_argvs, Path("/work/sealed14"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_FOURTEENTH, sealed_dir, corpus_dir)
    earlier_targets = ["0"] * (MTRAG_CLEANED_FIRST_PART - 1) + ["400", "400", "400"]
    return [
        ["support", str(mirror / "pashaAbri+mt-rag-benchmark/repo"),
         str(mirror / "IBM+mt-rag-benchmark/repo"), "--target", "400",
         "--after", *earlier_targets, *common],
    ]


#: The folders of the parts built before the fifteenth: the fourteenth's and part 14 itself.
PARTS_BEFORE_FIFTEENTH = (*PARTS_BEFORE_FOURTEENTH, "heldout14")


def fifteenth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the fifteenth held-out part, as command lines for ``main``.

    Encyclopedic only: InfoTabS, a source no earlier part read, target 300 in group-hash
    order. Parts 1-14 are excluded.

    >>> argv = fifteenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[:2], argv[argv.index("--target"):argv.index("--sealed-dir")]
    (['encyclopedic', '/m/infotabs+infotabs/repo'], ['--target', '300', '--after', '0'])
    >>> "heldout14" in PARTS_BEFORE_FIFTEENTH and len(PARTS_BEFORE_FIFTEENTH) == 15
    True
    >>> PART_PRESETS["fifteenth"] == (fifteenth_part_argvs, Path("/work/sealed15"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_FIFTEENTH, sealed_dir, corpus_dir)
    return [["encyclopedic", str(mirror / "infotabs+infotabs/repo"), "--target", "300",
             "--after", "0", *common]]


#: The folders of the parts built before the sixteenth: the fifteenth's and part 15 itself.
PARTS_BEFORE_SIXTEENTH = (*PARTS_BEFORE_FIFTEENTH, "heldout15")


def sixteenth_part_argvs(mirror: Path, sealed_dir: Path, corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the sixteenth held-out part, as command lines for ``main``.

    Encyclopedic only: InfoTabS again, the next 300 claims in group-hash order after the 300
    part 15 took (``--after 300`` replays that take). Parts 1-15 are excluded.

    >>> argv = sixteenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[:2], argv[argv.index("--target"):argv.index("--sealed-dir")]
    (['encyclopedic', '/m/infotabs+infotabs/repo'], ['--target', '300', '--after', '300'])
    >>> "heldout15" in PARTS_BEFORE_SIXTEENTH and len(PARTS_BEFORE_SIXTEENTH) == 16
    True
    >>> PART_PRESETS["sixteenth"] == (sixteenth_part_argvs, Path("/work/sealed16"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_SIXTEENTH, sealed_dir, corpus_dir)
    return [["encyclopedic", str(mirror / "infotabs+infotabs/repo"), "--target", "300",
             "--after", "300", *common]]


def sixteenth_support_part_argvs(mirror: Path, sealed_dir: Path,
                                 corpus_dir: Path = HERE) -> list[list[str]]:
    """The second genre of the sixteenth held-out part (``sealed16b``), as command lines.

    Support only: DialFact's supported dialogue responses (TRUE's conversion, in the
    ``asappresearch/scale-score`` snapshot), a source no earlier part read, target 300 in
    group-hash order (``--after 0``: nothing replayed). Parts 1-15 are excluded, as for the
    sixteenth part's encyclopedic genre, which is sealed and holds no DialFact text.

    >>> argv = sixteenth_support_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[:2], argv[argv.index("--target"):argv.index("--sealed-dir")]
    (['support', '/m/asappresearch+scale-score/repo'], ['--target', '300', '--after', '0'])
    >>> argv[argv.index("--sealed-dir") + 1]
    '/s'
    >>> PART_PRESETS["sixteenth-support"] == (sixteenth_support_part_argvs, Path("/work/sealed16b"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_SIXTEENTH, sealed_dir, corpus_dir)
    return [["support", str(mirror / "asappresearch+scale-score/repo"), "--target", "300",
             "--after", "0", *common]]


PARTS_BEFORE_SEVENTEENTH = (*PARTS_BEFORE_SIXTEENTH, "heldout16")


def seventeenth_part_argvs(mirror: Path, sealed_dir: Path,
                           corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the seventeenth held-out part, as command lines for ``main``.

    The same two sources as part 16, the next groups of each in group-hash order:
    encyclopedic, InfoTabS after the 600 claims parts 15 and 16 took (``--after 600``
    replays those takes); support, DialFact after the 300 part 16 took. Parts 1-16 are
    excluded. DialFact's target is 650: its take in hash order still starts with part 16's
    groups, which the exclusion of part 16's claims and passages then drops (a target of 300
    left no claim), so 650 leaves about 300 fresh claims, chosen by count alone.

    >>> argvs = seventeenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))
    >>> [a[:2] + a[a.index("--target"):a.index("--sealed-dir")] for a in argvs]
    [['encyclopedic', '/m/infotabs+infotabs/repo', '--target', '300', '--after', '600'], ['support', '/m/asappresearch+scale-score/repo', '--target', '650', '--after', '300']]
    >>> PARTS_BEFORE_SEVENTEENTH[-1], PART_PRESETS["seventeenth"][1]
    ('heldout16', PosixPath('/work/sealed17'))
    """
    common = _fresh_part_options(PARTS_BEFORE_SEVENTEENTH, sealed_dir, corpus_dir)
    return [["encyclopedic", str(mirror / "infotabs+infotabs/repo"), "--target", "300",
             "--after", "600", *common],
            ["support", str(mirror / "asappresearch+scale-score/repo"), "--target", "650",
             "--after", "300", *common]]


PARTS_BEFORE_EIGHTEENTH = (*PARTS_BEFORE_SEVENTEENTH, "heldout17")


def eighteenth_part_argvs(mirror: Path, sealed_dir: Path,
                          corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the eighteenth held-out part, as command lines for ``main``.

    Encyclopedic only: InfoTabS, the next groups in group-hash order after the 900 claims
    parts 15-17 took. Parts 1-17 are excluded. DialFact (TRUE's conversion) is exhausted:
    past the takes of parts 16 and 17 (targets 300, then 650) no claim is left that the
    filters keep and no earlier part shares, so part 18's support genre needs a new source.

    >>> argvs = eighteenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))
    >>> [a[:2] + a[a.index("--target"):a.index("--sealed-dir")] for a in argvs]
    [['encyclopedic', '/m/infotabs+infotabs/repo', '--target', '300', '--after', '900']]
    >>> PARTS_BEFORE_EIGHTEENTH[-1], PART_PRESETS["eighteenth"][1]
    ('heldout17', PosixPath('/work/sealed18'))
    """
    common = _fresh_part_options(PARTS_BEFORE_EIGHTEENTH, sealed_dir, corpus_dir)
    return [["encyclopedic", str(mirror / "infotabs+infotabs/repo"), "--target", "300",
             "--after", "900", *common]]


#: The folders of every part built before the nineteenth, part 18 included (``heldout18``).
PARTS_BEFORE_NINETEENTH = (*PARTS_BEFORE_EIGHTEENTH, "heldout18")


def eighteenth_support_part_argvs(mirror: Path, sealed_dir: Path,
                                  corpus_dir: Path = HERE) -> list[list[str]]:
    """The second genre of the eighteenth held-out part (``sealed18b``), as command lines.

    Support only: CLAPNQ's reviewed long-form answers (``primeqa/clapnq`` snapshot), a
    source no earlier part read, target 300 in group-hash order (``--after 0``: nothing
    replayed). Parts 1-18 are excluded: part 18's encyclopedic genre (InfoTabS) is read by
    now, and MTRAG's ClapNQ passages (parts 10-14) come from the same Wikipedia paragraphs.

    >>> argv = eighteenth_support_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[:2], argv[argv.index("--target"):argv.index("--sealed-dir")]
    (['support', '/m/primeqa+clapnq/repo'], ['--target', '300', '--after', '0'])
    >>> argv[argv.index("--sealed-dir") + 1], argv[argv.index("--exclude-seen-passages") - 1]
    ('/s', '/c/heldout18/encyclopedic.jsonl')
    >>> PART_PRESETS["eighteenth-support"] == (eighteenth_support_part_argvs, Path("/work/sealed18b"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_EIGHTEENTH, sealed_dir, corpus_dir)
    # part 18's InfoTabS file only: heldout18/ now also holds this build's own claims
    common.insert(common.index("--exclude-seen-passages"),
                  str(corpus_dir / "heldout18" / "encyclopedic.jsonl"))
    return [["support", str(mirror / "primeqa+clapnq/repo"), "--target", "300",
             "--after", "0", *common]]


def nineteenth_part_argvs(mirror: Path, sealed_dir: Path,
                          corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the nineteenth held-out part, as command lines for ``main``.

    Encyclopedic only: InfoTabS, the next groups in group-hash order after the 1,200 claims
    parts 15-18 asked for (each a target of 300). Parts 1-18 are excluded. CLAPNQ's stored
    development answers are used up by part 18 (four claims were left), and no other
    conversational source was found, so part 19 has no support genre.

    >>> argvs = nineteenth_part_argvs(Path("/m"), Path("/s"), Path("/c"))
    >>> [a[:2] + a[a.index("--target"):a.index("--sealed-dir")] for a in argvs]
    [['encyclopedic', '/m/infotabs+infotabs/repo', '--target', '300', '--after', '1200']]
    >>> PART_PRESETS["nineteenth"][1]
    PosixPath('/work/sealed19')
    """
    common = _fresh_part_options(PARTS_BEFORE_NINETEENTH, sealed_dir, corpus_dir)
    return [["encyclopedic", str(mirror / "infotabs+infotabs/repo"), "--target", "300",
             "--after", "1200", *common]]


def nineteenth_support_part_argvs(mirror: Path, sealed_dir: Path,
                                  corpus_dir: Path = HERE) -> list[list[str]]:
    """The second genre of the nineteenth held-out part (``sealed19b``), as command lines.

    Support only: FeTaQA's free-form answers about Wikipedia tables (``Yale-LILY/FeTaQA``
    snapshot), a source no earlier part read, target 300 in group-hash order (``--after 0``:
    nothing replayed). Parts 1-18 are excluded (part 19's own encyclopedic file is sealed and
    is InfoTabS, which shares no source with FeTaQA).

    >>> argv = nineteenth_support_part_argvs(Path("/m"), Path("/s"), Path("/c"))[0]
    >>> argv[:2], argv[argv.index("--target"):argv.index("--sealed-dir")]
    (['support', '/m/Yale-LILY+FeTaQA/repo'], ['--target', '300', '--after', '0'])
    >>> argv[argv.index("--sealed-dir") + 1], PARTS_BEFORE_NINETEENTH[-1], len(PARTS_BEFORE_NINETEENTH)
    ('/s', 'heldout18', 19)
    >>> PART_PRESETS["nineteenth-support"] == (nineteenth_support_part_argvs, Path("/work/sealed19b"))
    True
    """
    common = _fresh_part_options(PARTS_BEFORE_NINETEENTH, sealed_dir, corpus_dir)
    return [["support", str(mirror / "Yale-LILY+FeTaQA/repo"), "--target", "300",
             "--after", "0", *common]]


#: The folders of every part built before the twentieth, part 19 included (``heldout19``).
PARTS_BEFORE_TWENTIETH = (*PARTS_BEFORE_NINETEENTH, "heldout19")


def twentieth_part_argvs(mirror: Path, sealed_dir: Path,
                         corpus_dir: Path = HERE) -> list[list[str]]:
    """The genre builds of the twentieth held-out part, as command lines for ``main``.

    Support only: FeTaQA's table answers, the next groups in group-hash order. As for
    DialFact's second take (part 17), the take still starts with part 19's groups, which the
    exclusion of parts 1-19 drops, so the target is 600 for about 300 fresh claims, chosen by
    count alone. InfoTabS is used up by part 19 and no encyclopedic or summaries source is
    left.

    >>> argvs = twentieth_part_argvs(Path("/m"), Path("/s"), Path("/c"))
    >>> [a[:2] + a[a.index("--target"):a.index("--sealed-dir")] for a in argvs]
    [['support', '/m/Yale-LILY+FeTaQA/repo', '--target', '600', '--after', '300']]
    >>> PARTS_BEFORE_TWENTIETH[-1], PART_PRESETS["twentieth"][1]
    ('heldout19', PosixPath('/work/sealed20'))
    """
    common = _fresh_part_options(PARTS_BEFORE_TWENTIETH, sealed_dir, corpus_dir)
    return [["support", str(mirror / "Yale-LILY+FeTaQA/repo"), "--target", "600",
             "--after", "300", *common]]


#: Each preset part: its genre builds and the sealed folder they write by default.
PART_PRESETS = {"sixth": (sixth_part_argvs, Path("/work/sealed6")),
                "seventh": (seventh_part_argvs, Path("/work/sealed7")),
                "eighth": (eighth_part_argvs, Path("/work/sealed8")),
                "ninth": (ninth_part_argvs, Path("/work/sealed9")),
                "tenth": (tenth_part_argvs, Path("/work/sealed10")),
                "eleventh": (eleventh_part_argvs, Path("/work/sealed11")),
                "twelfth": (twelfth_part_argvs, Path("/work/sealed12")),
                "thirteenth": (thirteenth_part_argvs, Path("/work/sealed13")),
                "fourteenth": (fourteenth_part_argvs, Path("/work/sealed14")),
                "fifteenth": (fifteenth_part_argvs, Path("/work/sealed15")),
                "sixteenth": (sixteenth_part_argvs, Path("/work/sealed16")),
                "sixteenth-support": (sixteenth_support_part_argvs, Path("/work/sealed16b")),
                "seventeenth": (seventeenth_part_argvs, Path("/work/sealed17")),
                "eighteenth": (eighteenth_part_argvs, Path("/work/sealed18")),
                "eighteenth-support": (eighteenth_support_part_argvs, Path("/work/sealed18b")),
                "nineteenth": (nineteenth_part_argvs, Path("/work/sealed19")),
                "twentieth": (twentieth_part_argvs, Path("/work/sealed20")),
                "nineteenth-support": (nineteenth_support_part_argvs, Path("/work/sealed19b"))}


def build_preset(name: str, argv: list[str]) -> int:
    """``build_corpus.py sixth|...|nineteenth|nineteenth-support [--mirror DIR] [--sealed-dir DIR]``:
    one preset part."""
    part_argvs, default_sealed = PART_PRESETS[name]
    parser = argparse.ArgumentParser(prog=f"build_corpus.py {name}",
                                     description=f"build the {name} held-out part")
    parser.add_argument("--mirror", type=Path, default=Path("/work/.mirror"),
                        help="folder of the fetched snapshots (<owner>+<name>/repo)")
    parser.add_argument("--sealed-dir", type=Path, default=default_sealed)
    args = parser.parse_args(argv)
    os.umask(0o077)  # the sealed files are readable by their owner only
    args.sealed_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    for genre_argv in part_argvs(args.mirror, args.sealed_dir):
        main(genre_argv)
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] and argv[0] in PART_PRESETS:
        return build_preset(argv[0], argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("genre", choices=sorted(BUILDERS))
    parser.add_argument("gitdirs", type=Path, nargs="+",
                        help="bare git directory of each fetched source")
    parser.add_argument("--target", type=int, default=480, help="claims to take in all")
    parser.add_argument("--dev-dir", type=Path, default=DEV_DIR)
    parser.add_argument("--sealed-dir", type=Path, default=SEALED_DIR)
    parser.add_argument("--after", type=int, nargs="+", default=None,
                        help="fresh part: pass over the groups a build with this target took "
                             "(several targets: the earlier builds in turn), take the next "
                             "ones, and write them all to --sealed-dir")
    parser.add_argument("--exclude", type=Path, nargs="*", default=[],
                        help="fresh part: suite files whose claim texts must not recur")
    parser.add_argument("--exclude-seen-passages", action="store_true",
                        help="fresh part: also drop claims with a passage found in --exclude")
    parser.add_argument("--exclude-overlapping-passages", action="store_true",
                        help="fresh part: also drop claims with a passage sharing a "
                             f"{OVERLAP_WORDS}-word run with a passage in --exclude")
    parser.add_argument("--domains", nargs="*", default=None,
                        help="summaries only: SummEdits domains to read instead of the default")
    args = parser.parse_args(argv)
    tally = Tally()
    items = BUILDERS[args.genre](args.gitdirs, args.target, tally, after=args.after or 0,
                                 domains=args.domains)
    if args.after is not None:
        seen_passages = passage_texts(args.exclude) if args.exclude_seen_passages else set()
        if args.exclude_overlapping_passages:
            runs = {run for text in passage_texts(args.exclude) for run in word_runs(text)}
            items = drop_overlapping(items, runs, tally)
        counts = write_fresh(args.genre, items, sealed_dir=args.sealed_dir,
                             exclude=claim_texts(args.exclude), tally=tally,
                             exclude_passages=seen_passages)
    else:
        counts = write_split(args.genre, items, dev_dir=args.dev_dir,
                             sealed_dir=args.sealed_dir, tally=tally)
    print(json.dumps({"genre": args.genre, **counts, "dropped": tally.dropped}, indent=1))
    return 0




if __name__ == "__main__":
    sys.exit(main())
