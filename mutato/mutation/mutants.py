"""Mutants: edits of confirmed faithful claims, with stable ids and full provenance.

A mutant id is ``<claim id>:<mutator>:<hash of original and mutant text>``: the same suite
and mutator give the same ids in any order, on any machine, and a label keyed by it
survives re-generation as long as the text it judged is unchanged.

>>> from mutato.suite.model import Claim, Suite
>>> claim = Claim(id="c1", text="Links expire after 7 days.", passages={"p": "..."})
>>> edit = Edit.replace(19, 20, "9")
>>> apply_edit(claim.text, edit)
'Links expire after 9 days.'
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import MutatoError, SuiteError
from ..io_safety.files import write_text_atomic
from ..io_safety.jsonl import dumps_line, read_jsonl
from ..io_safety.md_escape import md_text
from ..suite.model import Claim, Suite
from .registry import MutatorSpec, select_mutators
from .text import stable_hash


@dataclass(frozen=True)
class Span:
    """Replace ``original[start:end]`` with ``replacement`` (offsets into the original)."""

    start: int
    end: int
    replacement: str


@dataclass(frozen=True)
class Edit:
    """What a mutator yields: one or more non-overlapping replacements and a short note.

    ``provenance`` (key, value) pairs land in the mutant's ``extra["provenance"]``, e.g. the
    linguistic pipeline that found the edit.
    """

    spans: tuple[Span, ...]
    note: str = ""
    provenance: tuple[tuple[str, str], ...] = ()

    @classmethod
    def replace(cls, start: int, end: int, replacement: str, *, note: str = "",
                provenance: tuple[tuple[str, str], ...] = ()) -> Edit:
        """A single replacement of ``[start, end)``."""
        return cls((Span(start, end, replacement),), note, provenance)


@dataclass(frozen=True)
class Mutant:
    """A claim after one edit, with everything needed to show and trace the change."""

    id: str
    claim_id: str
    mutator: str
    mutator_version: int
    kind: str
    fault_type: str
    original: str
    text: str
    spans: tuple[Span, ...]
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (the line format of ``mutants.jsonl``)."""
        record = asdict(self)
        record["spans"] = [asdict(s) for s in self.spans]
        return record

    @classmethod
    def from_json(cls, record: dict[str, Any]) -> Mutant:
        spans = tuple(Span(**s) for s in record["spans"])
        return cls(**{**record, "spans": spans})

    def marked(self, *, left: str = "[[", right: str = "]]") -> str:
        """The mutant text with each replacement wrapped in markers."""
        return apply_edit(self.original, Edit(self.spans), left=left, right=right)

    def diff_markdown(self) -> str:
        """The original with each edit as Markdown: ~~removed~~ **added**; the texts are
        escaped, so only the marks are Markdown.

        >>> m = Mutant("c:x:1", "c", "x", 1, "fault", "x", "Costs €12 per user.",
        ...            "Costs €15.", (Span(6, 18, "€15"),))
        >>> m.diff_markdown()
        'Costs ~~€12 per user~~ **€15**.'
        """
        out, cursor = [], 0
        for span in sorted(self.spans, key=lambda s: s.start):
            old = self.original[span.start:span.end]
            out.append(md_text(self.original[cursor:span.start]))
            out.append(_emphasise(md_text(old), "~~")
                       + (" " if old.strip() and span.replacement.strip() else "")
                       + _emphasise(md_text(span.replacement), "**"))
            cursor = span.end
        out.append(md_text(self.original[cursor:]))
        return "".join(out)

    def marked_original(self, *, left: str = "[[", right: str = "]]") -> str:
        """The original text with each replaced stretch wrapped in markers."""
        spans = tuple(Span(s.start, s.end, self.original[s.start:s.end]) for s in self.spans)
        return apply_edit(self.original, Edit(spans), left=left, right=right)


def _emphasise(text: str, marker: str) -> str:
    """Wrap the non-blank part of ``text`` in a Markdown marker, keeping outer spaces."""
    core = text.strip()
    if not core:
        return text
    start = text.index(core)
    return f"{text[:start]}{marker}{core}{marker}{text[start + len(core):]}"


def apply_edit(text: str, edit: Edit, *, left: str = "", right: str = "") -> str:
    """Apply an edit's spans to ``text``; spans must be in bounds and must not overlap."""
    spans = sorted(edit.spans, key=lambda s: (s.start, s.end))
    if not spans:
        raise MutatoError("an edit needs at least one span")
    out: list[str] = []
    cursor = 0
    for span in spans:
        if not (0 <= span.start <= span.end <= len(text)):
            raise MutatoError(f"span [{span.start}, {span.end}) is outside the text "
                              f"(length {len(text)})")
        if span.start < cursor:
            raise MutatoError(f"spans overlap at offset {span.start}")
        out += [text[cursor:span.start], left, span.replacement, right]
        cursor = span.end
    out.append(text[cursor:])
    return "".join(out)


def mutant_id(claim_id: str, mutator: str, original: str, text: str) -> str:
    """The stable id of a mutant: readable prefix plus a content hash."""
    return f"{claim_id}:{mutator}:{stable_hash(original, text, length=8)}"


def rng_for(seed: int, claim_id: str, mutator: str) -> np.random.Generator:
    """An independent generator per (seed, claim, mutator): order and machine do not matter."""
    return np.random.default_rng(int(stable_hash(str(seed), claim_id, mutator), 16))


#: A claim longer than this is mutated piece by piece (see :func:`claim_pieces`), so that
#: mutation time stays linear in claim length whatever a mutator does inside one piece.
LONG_CLAIM_CHARS = 4000
#: Most mutants one mutator makes of one long claim (each is a full copy of the claim).
MAX_EDITS_PER_LONG_CLAIM = 3


#: While a :func:`_made` job runs, the mutants made so far by (claim, suite, mutator, seed), each
#: entry holding its claim and suite (so their ids stay theirs): a mutator that mutates a
#: sibling claim itself (partial_support joins a claim with a sibling's fault mutants, made
#: at seed 0) reuses what the run made of it, and the run reuses what it made.
_made_so_far: dict[tuple[int, int, MutatorSpec, int],
                   tuple[Claim, Suite, list[Mutant]]] | None = None


@contextlib.contextmanager
def _memoised() -> Iterator[None]:
    """:func:`mutate_claim` memoised while the block runs (see :data:`_made_so_far`)."""
    global _made_so_far
    previous, _made_so_far = _made_so_far, {}
    try:
        yield
    finally:
        _made_so_far = previous


def mutate_claim(claim: Claim, suite: Suite, spec: MutatorSpec, *, seed: int) -> list[Mutant]:
    """Run one mutator on one claim; mutants identical to the claim or to each other drop."""
    memo, key = _made_so_far, (id(claim), id(suite), spec, seed)
    try:
        found = memo.get(key) if memo is not None else None
    except TypeError:  # an option value that does not hash: not memoised
        memo = None
    if found is not None:
        return list(found[2])
    mutants = _mutate_claim(claim, suite, spec, seed=seed)
    if memo is not None:
        memo[key] = (claim, suite, mutants)
    return list(mutants)


def _mutate_claim(claim: Claim, suite: Suite, spec: MutatorSpec, *, seed: int) -> list[Mutant]:
    edits = _edits(claim, suite, spec, seed=seed)
    mutants: list[Mutant] = []
    seen = {claim.text}
    for edit in edits:
        if not isinstance(edit, Edit):
            raise MutatoError(f"mutator {spec.name!r} yielded {type(edit).__name__}; "
                              "expected mutato.mutation.mutants.Edit")
        try:
            text = apply_edit(claim.text, edit)
        except MutatoError as exc:
            raise MutatoError(f"mutator {spec.name!r} on claim {claim.id!r}: {exc}") from None
        if text in seen or not text.strip():
            continue
        seen.add(text)
        mutants.append(Mutant(
            id=mutant_id(claim.id, spec.name, claim.text, text),
            claim_id=claim.id,
            mutator=spec.name,
            mutator_version=spec.version,
            kind=spec.kind,
            fault_type=spec.fault_type,
            original=claim.text,
            text=text,
            spans=tuple(sorted(edit.spans, key=lambda s: s.start)),
            note=edit.note,
            extra={"provenance": dict(edit.provenance)} if edit.provenance else {},
        ))
    return mutants


def _edits(claim: Claim, suite: Suite, spec: MutatorSpec, *, seed: int) -> list[Edit]:
    """The mutator's edits of the claim; a long claim is edited one bounded piece at a time,
    pieces visited in a seeded order, until ``MAX_EDITS_PER_LONG_CLAIM`` edits are found."""
    if len(claim.text) <= LONG_CLAIM_CHARS:
        return _call(spec, claim, suite, rng_for(seed, claim.id, spec.name))
    pieces = claim_pieces(claim.text, size=LONG_CLAIM_CHARS // 2)
    order = rng_for(seed, claim.id, spec.name + ":pieces").permutation(len(pieces))
    edits: list[Edit] = []
    for index in order:
        start, end = pieces[int(index)]
        piece = replace(claim, text=claim.text[start:end])
        for edit in _call(spec, piece, suite, rng_for(seed, claim.id, f"{spec.name}:{start}")):
            if not isinstance(edit, Edit):
                raise MutatoError(f"mutator {spec.name!r} yielded {type(edit).__name__}; "
                                  "expected mutato.mutation.mutants.Edit")
            edits.append(Edit(tuple(Span(s.start + start, s.end + start, s.replacement)
                                    for s in edit.spans), edit.note))
        if len(edits) >= MAX_EDITS_PER_LONG_CLAIM:
            return edits[:MAX_EDITS_PER_LONG_CLAIM]
    return edits


def _call(spec: MutatorSpec, claim: Claim, suite: Suite, rng: np.random.Generator) -> list:
    try:
        return list(spec.func(claim, suite, rng=rng, **dict(spec.options)))
    except MutatoError:
        raise
    except Exception as exc:
        shown = claim.text if len(claim.text) <= 200 else claim.text[:200] + "..."
        raise MutatoError(
            f"mutator {spec.name!r} crashed on claim {claim.id!r} ({shown!r}): {exc!r}"
        ) from exc


def claim_pieces(text: str, *, size: int) -> list[tuple[int, int]]:
    """Cut ``text`` into spans of at most about ``size`` characters, in one pass: at the last
    sentence end (". ") of each window, else at its last space, else hard.

    >>> claim_pieces("One two. Three four five. Six.", size=12)
    [(0, 9), (9, 20), (20, 30)]
    """
    pieces, start = [], 0
    while len(text) - start > size:
        window_end = start + size
        cut = text.rfind(". ", start, window_end)
        cut = cut + 2 if cut > start else text.rfind(" ", start, window_end) + 1
        if cut <= start:
            cut = window_end
        pieces.append((start, cut))
        start = cut
    pieces.append((start, len(text)))
    return pieces


def generate_mutants(
    suite: Suite,
    *,
    mutators: Sequence[str] | None = None,
    options: Mapping[str, Mapping[str, Any]] | None = None,
    seed: int = 0,
    parse_cache: str | Path | None = None,
    mutant_cache: str | Path | None = None,
    workers: int | None = None,
) -> list[Mutant]:
    """Every mutant of every original claim, in suite order then mutator order; ``options``
    maps a mutator's name to its option values (see :func:`~.registry.with_options`).

    The built-in mutators parse every claim and passage first, in batches; ``parse_cache``
    (a SQLite file inside the output folder) keeps those parses for the next run, and
    ``mutant_cache`` (another, see :mod:`.mutant_cache`) the built-in mutators' mutants
    themselves: when every (claim, mutator) is found there, nothing is parsed. A large
    suite is mutated in ``workers`` forked processes (default: one per core from
    :data:`~.parallel.MIN_CLAIMS` claims on), with the same mutants in the same order.

    >>> from mutato.suite.loading import load_suite
    >>> mutants = generate_mutants(load_suite("larkspur"), seed=0)
    >>> mutants == generate_mutants(load_suite("larkspur"), seed=0)
    True
    """
    specs = select_mutators(mutators, options=options)
    uses_nlp = any(s.func.__module__.startswith("mutators.") for s in specs)
    if not uses_nlp:
        return _generate(suite, specs, seed)
    from mutators import _nlp

    if mutant_cache is None:
        tasks_made = _made(suite, [(c, s) for c in suite.originals for s in specs], seed=seed,
                           parse_cache=parse_cache, workers=workers)
        return [m for mutants in tasks_made for m in mutants]
    from .mutant_cache import KeyMaker, MutantCache, is_cached

    pipeline = _nlp.installed_pipeline()
    keys = KeyMaker(suite, seed=seed, pipeline=pipeline)
    tasks = [(claim, spec, keys.key(claim, spec) if is_cached(spec) else None)
             for claim in suite.originals for spec in specs]
    with MutantCache(mutant_cache) as cache:
        found = cache.load(key for _, _, key in tasks if key is not None)
        hits: dict[str, list[Mutant]] = {}
        for claim, spec, key in tasks:
            if key is not None and key in found:
                mutants = _cached_mutants(found[key])
                if mutants is not None and _belongs(mutants, claim, spec):
                    hits[key] = mutants
        out: list[Mutant] = []
        if all(key is not None and key in hits for _, _, key in tasks):
            for _, _, key in tasks:
                out.extend(hits[key])  # type: ignore[index]
            return out
        made: dict[str, list[Mutant]] = {}
        todo = [(claim, spec) for claim, spec, key in tasks
                if key is None or key not in hits]
        fresh = iter(_made(suite, todo, seed=seed, parse_cache=parse_cache, workers=workers))
        for _claim, _spec, key in tasks:
            if key is not None and key in hits:
                out.extend(hits[key])
                continue
            mutants = next(fresh)
            if key is not None:
                made[key] = mutants
            out.extend(mutants)
        if made and _nlp.pipeline_info() == pipeline:  # keyed on the pipeline that ran
            cache.store({key: [m.to_json() for m in mutants] for key, mutants in made.items()})
        return out


def _cached_mutants(records: list[dict[str, Any]]) -> list[Mutant] | None:
    """The mutants of a cache entry, or ``None`` when one does not check out: its text must
    be its original with its spans applied, and its id the id of that text."""
    try:
        mutants = [Mutant.from_json(r) for r in records]
        for m in mutants:
            if (not isinstance(m.extra, dict) or apply_edit(m.original, Edit(m.spans)) != m.text
                    or m.id != mutant_id(m.claim_id, m.mutator, m.original, m.text)):
                return None
    except (MutatoError, TypeError, KeyError, AttributeError, ValueError):
        return None
    return mutants


def _belongs(mutants: list[Mutant], claim: Claim, spec: MutatorSpec) -> bool:
    return all(m.claim_id == claim.id and m.original == claim.text and m.mutator == spec.name
               and m.mutator_version == spec.version and m.kind == spec.kind
               and m.fault_type == spec.fault_type for m in mutants)


def _made(suite: Suite, todo: Sequence[tuple[Claim, MutatorSpec]], *, seed: int,
          parse_cache: str | Path | None, workers: int | None) -> list[list[Mutant]]:
    """The mutants of each (claim, mutator) of ``todo``, in its order: the claims parsed
    first in batches, then mutated, in one process or split among forked workers."""
    from mutators import _nlp

    from . import parallel

    claims = list({id(claim): claim for claim, _ in todo}.values())
    count = parallel.worker_count(len(claims), workers=workers)

    def job(group: list[int]) -> list[tuple[int, list[Mutant]]]:
        mine = {id(claims[i]) for i in group}
        with _nlp.parse_cache(parse_cache), _memoised():
            _parse_claims([claims[i] for i in group])
            return _mutated([(at, claim, spec) for at, (claim, spec) in enumerate(todo)
                             if id(claim) in mine], suite, seed=seed)

    if count == 1:
        return [mutants for _, mutants in job(list(range(len(claims))))]
    _nlp.pipeline()  # loaded once, before the fork: the workers share its pages
    with _nlp.parse_cache(parse_cache):
        pass  # the file, its WAL mode and table made once here, not raced by the workers
    groups = parallel.groups_of([tuple(c.passages.items()) for c in claims], workers=count)
    out: list[list[Mutant] | None] = [None] * len(todo)
    for results in parallel.run_forked(job, groups):
        for at, mutants in results:
            out[at] = mutants
    assert all(mutants is not None for mutants in out)
    return out  # type: ignore[return-value]


def _mutated(tasks: Sequence[tuple[int, Claim, MutatorSpec]], suite: Suite, *,
             seed: int) -> list[tuple[int, list[Mutant]]]:
    """``(at, mutants)`` of each task: the built-in mutators' in turn on threads, their
    parses pooled into batches (:mod:`mutators._pooling`; the same mutants as one at a
    time), any other mutator's in this thread (it may hold what only this thread can use).
    A failure is raised where a plain loop over the tasks would raise it."""
    from mutators import _pooling

    pooled = [t for t in tasks if t[2].func.__module__.startswith("mutators.")]
    outcomes = dict(zip([at for at, _, _ in pooled], _pooling.run_pooled(
        [functools.partial(mutate_claim, claim, suite, spec, seed=seed)
         for _, claim, spec in pooled]), strict=True))
    out: list[tuple[int, list[Mutant]]] = []
    for at, claim, spec in tasks:
        if at not in outcomes:
            out.append((at, mutate_claim(claim, suite, spec, seed=seed)))
            continue
        made, value = outcomes[at]
        if not made:
            raise value
        out.append((at, value))
    return out


def _parse_claims(claims: Sequence[Claim]) -> None:
    """Parse claims in full and passages bare (no entities), each in one batched pass
    instead of one text at a time. The support checks read their sentence windows' lemmas
    off the passages' bare parses; a mutator that reads a passage's entities parses it in
    full then, which runs only the recogniser on a copy of the bare parse (the same Doc as
    a full parse from the start), so a passage no mutator reads entities of never pays for
    the recogniser, about half a parse."""
    from mutators import _nlp

    _nlp.parse_many(claim.text for claim in claims)
    _nlp.parse_bare_many(text for claim in claims for text in claim.passages.values())


def _generate(suite: Suite, specs: Sequence[MutatorSpec], seed: int) -> list[Mutant]:
    out: list[Mutant] = []
    for claim in suite.originals:
        for spec in specs:
            out.extend(mutate_claim(claim, suite, spec, seed=seed))
    return out


def iter_mutant_lines(mutants: Iterable[Mutant]) -> Iterator[str]:
    for mutant in mutants:
        yield dumps_line(mutant.to_json(), sort_keys=True)


def write_mutants(mutants: Iterable[Mutant], path: str | Path) -> Path:
    """Write mutants as JSONL, atomically (a failed write leaves the old file intact)."""
    path = Path(path)
    write_text_atomic(path, "".join(line + "\n" for line in iter_mutant_lines(mutants)))
    return path


def read_mutants(path: str | Path) -> list[Mutant]:
    """Read a ``mutants.jsonl`` written by :func:`write_mutants`."""
    path = Path(path)
    mutants = []
    for number, record in read_jsonl(
            path, error=lambda message, line: SuiteError(message, path=path, line=line)):
        try:
            mutants.append(Mutant.from_json(record))
        except (TypeError, KeyError, AttributeError) as exc:
            raise SuiteError(f"not a mutant record: {exc!r}", path=path, line=number) from None
    return mutants
