"""The scoring engine: every distinct (premise, claim) pair scored once per checker, stored.

Items are expanded into pairs with their premises (sentence windows, or the whole context
set for checkers that read it all). Distinct pairs are looked up in the store; only the
missing ones go to the checker, longest first, in batches that are committed as soon as
they are scored. A claim's support is the best valid score over its premises.

>>> from mutato.checkers.lexical import LexicalChecker
>>> from mutato.scoring.store import ScoreStore
>>> from mutato.suite.loading import load_suite
>>> from mutato.scoring.items import items_for
>>> items = items_for(load_suite("larkspur"), [])
>>> result = score_items(items, LexicalChecker(), ScoreStore(":memory:"), progress=False)
>>> result.stats.scored == result.stats.distinct_pairs, result.claims.shape[0]
(True, 17)
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np
import pandas as pd

from ..checkers.base import Checker, PairScore, fingerprint_key, validated
from ..errors import CheckerExitError, MutatoError, warn
from ..io_safety.redact import checker_secrets, redact
from ..mutation.text import stable_hash
from ..mutation.windows import Window, make_windows, question_and_passages, whole_passages
from ..schema import ITEM_COLUMNS
from .engines import Engine, LocalEngine
from .input_limit import InputLimitCounts, count_input_limits
from .items import Item
from .selection import EXHAUSTIVE, WindowRanker, WindowSelection
from .store import ScoreStore


@dataclass(frozen=True)
class ScoreStats:
    """What the engine did: pairs needed, reused from the store, newly scored, failed."""

    pairs: int
    distinct_pairs: int
    reused: int
    scored: int
    errors: int
    seconds: float
    #: Pairs exhaustive scoring would have needed, and items scored on selected windows only.
    pairs_exhaustive: int | None = None
    items_selected: int = 0

    def __add__(self, other: ScoreStats) -> ScoreStats:
        """Both engines' counts together (a cascade's two stages), field by field.

        >>> one = ScoreStats(pairs=4, distinct_pairs=3, reused=1, scored=2, errors=0,
        ...                  seconds=0.5, pairs_exhaustive=4)
        >>> total = one + one
        >>> total.pairs, total.scored, total.seconds, total.pairs_exhaustive
        (8, 4, 1.0, 8)
        """
        exhaustive = (None if self.pairs_exhaustive is None and other.pairs_exhaustive is None
                      else (self.pairs_exhaustive or 0) + (other.pairs_exhaustive or 0))
        return ScoreStats(pairs=self.pairs + other.pairs,
                          distinct_pairs=self.distinct_pairs + other.distinct_pairs,
                          reused=self.reused + other.reused, scored=self.scored + other.scored,
                          errors=self.errors + other.errors,
                          seconds=self.seconds + other.seconds,
                          pairs_exhaustive=exhaustive,
                          items_selected=self.items_selected + other.items_selected)


@dataclass(frozen=True)
class Routing:
    """How many of a cascade's claims its first checker routed to the second."""

    routed: int
    claims: int


@dataclass(frozen=True)
class ScoreResult:
    """Per-pair scores, per-item best support, and the engine's counts."""

    pairs: pd.DataFrame
    claims: pd.DataFrame
    stats: ScoreStats
    checker_key: str
    #: A cascade's routing (see :mod:`mutato.scoring.strategy`); None for a single checker.
    routing: Routing | None = None
    #: Inputs beyond the model's limit, from the stored pair details (None: not counted).
    input_limit: InputLimitCounts | None = None
    #: A cascade's counts per stage (``first``, ``second``), from the same stored details.
    stage_input_limits: dict[str, InputLimitCounts] | None = None


@dataclass(frozen=True)
class _Premises:
    """One context set's premises with their text hashes and ids, computed once per run."""

    windows: list[Window]
    hashes: list[str]
    ids: list[str]


def premises_for(passages: Mapping[str, str], policy: str, *,
                 question: str | None = None) -> list[Window]:
    """The premises a checker with this policy sees for a context set (and its question)."""
    if policy == "windows":
        return make_windows(passages)
    if policy == "passages":
        return whole_passages(passages)
    if policy == "question_passages":
        return question_and_passages(question, passages)
    raise MutatoError(f"unknown premise policy {policy!r}; expected 'windows', 'passages' "
                      "or 'question_passages'")


def score_items(
    items: Sequence[Item],
    checker: Checker,
    store: ScoreStore,
    *,
    progress: bool = True,
    on_batch: Callable[[int], None] | None = None,
    selection: WindowSelection = EXHAUSTIVE,
    engine: Engine | None = None,
    scored_this_run: set[tuple[str, str, str]] | None = None,
) -> ScoreResult:
    """Score every item against its premises, reusing stored scores; see the module doc.

    ``selection`` decides which windows of a long context set each item is scored on (see
    ``mutato.scoring.selection``); the default scores them all. ``engine`` decides where
    missing pairs are scored (``mutato.scoring.engines``; default: this process). A cascade
    routes whole claims between two checkers: :mod:`mutato.scoring.strategy` scores it with
    this function per stage.
    ``scored_this_run`` collects (checker key, premise hash, claim hash) of every pair scored
    here; pairs already in it (the run's own canaries) are counted as scored, not as reused
    from the store.
    """
    engine = engine or LocalEngine()
    started = time.perf_counter()
    key = fingerprint_key(checker)
    store.register(key, redact(checker.fingerprint(), also=checker_secrets(checker)))
    policy = checker.premise_policy

    Context = tuple[tuple[tuple[str, str], ...], str | None]  # passages, and the question
    premises_cache: dict[Context, _Premises] = {}
    asks = policy == "question_passages"
    rankers: dict[Context, WindowRanker] = {}
    pairs_exhaustive = 0
    items_selected = 0
    hash_cache: dict[str, str] = {}

    def text_hash(text: str) -> str:
        found = hash_cache.get(text)
        if found is None:
            found = hash_cache[text] = stable_hash(text)
        return found

    item_premises: list[_Premises] = []
    claim_hashes: list[str] = []
    distinct: dict[tuple[str, str], tuple[str, str]] = {}
    for item in items:
        context = (tuple(item.passages.items()), item.question if asks else None)
        premises = premises_cache.get(context)
        if premises is None:  # items of one context set share its premises and their hashes
            windows = premises_for(item.passages, policy, question=item.question)
            premises = premises_cache[context] = _Premises(
                windows, [text_hash(w.text) for w in windows], [w.id for w in windows])
        pairs_exhaustive += len(premises.windows)
        if policy == "windows" and selection.applies_to(len(premises.windows)):
            ranker = rankers.get(context)
            if ranker is None:
                ranker = rankers[context] = WindowRanker(premises.windows)
            premises = _subset(premises, ranker.select(item.text, k=selection.k))
            items_selected += 1
        item_premises.append(premises)
        claim_hash = text_hash(item.text)
        claim_hashes.append(claim_hash)
        for window_hash, window in zip(premises.hashes, premises.windows, strict=True):
            distinct.setdefault((window_hash, claim_hash), (window.text, item.text))

    # a valid score is kept as a bare float, an error state as its PairScore; details stay
    # in the store and only the best window's are read back (a run holds ~10^5-10^6 pairs)
    found = store.scores(key, list(distinct))
    own = 0 if scored_this_run is None else sum(
        1 for pair in found if (key, *pair) in scored_this_run)
    results: dict[tuple[str, str], float | PairScore] = {
        pair: PairScore.failed(f"{value} in the score store; it is damaged, so this pair is "
                               "an error state: move the store away to score it again")
        if isinstance(value, str) else value for pair, value in found.items()}
    damaged = sum(isinstance(v, PairScore) for v in results.values())
    if damaged:
        warn(f"{damaged} stored score(s) for checker {key} in {store.path} are not numbers in "
             "[0, 1]; they count as error states, never as scores. Move the store away (or "
             "pass another --store) to score them again.")
    missing = [pair for pair in distinct if pair not in results]
    if policy != "windows":  # keep one context set's claims together: a judge batches them
        missing.sort(key=lambda pair: pair[0])
    else:  # longest first: model batches of similar length pad least
        missing.sort(key=lambda pair: -(len(distinct[pair][0]) + len(distinct[pair][1])))
    errors = _score_missing(checker, store, key, missing, distinct, results,
                            progress=progress, on_batch=on_batch, engine=engine)
    if scored_this_run is not None:
        scored_this_run.update((key, *pair) for pair in missing)

    pairs, claims = _tables(items, item_premises, claim_hashes, results,
                            lambda best: store.get(key, best))
    stats = ScoreStats(pairs=int(pairs.shape[0]), distinct_pairs=len(distinct),
                       reused=len(found) - own - damaged, scored=len(missing) - errors + own,
                       errors=errors + damaged,
                       seconds=time.perf_counter() - started, pairs_exhaustive=pairs_exhaustive,
                       items_selected=items_selected)
    limits = count_input_limits(store, key, list(distinct), results)
    return ScoreResult(pairs=pairs, claims=claims, stats=stats, checker_key=key,
                       input_limit=limits)


def _subset(premises: _Premises, keep: Sequence[int]) -> _Premises:
    """The premises at ``keep`` (indices in window order)."""
    return _Premises([premises.windows[i] for i in keep], [premises.hashes[i] for i in keep],
                     [premises.ids[i] for i in keep])


def _score_missing(checker: Checker, store: ScoreStore, key: str,
                   missing: list[tuple[str, str]], texts: dict[tuple[str, str], tuple[str, str]],
                   results: dict[tuple[str, str], float | PairScore], *, progress: bool,
                   on_batch: Callable[[int], None] | None, engine: Engine) -> int:
    from tqdm import tqdm

    errors = 0
    done = 0
    batch_size = max(1, int(getattr(checker, "batch_size", 64)))
    # a bar redrawn with carriage returns is only for a terminal: in a log file it would leave
    # a stale "0%" line, so a non-terminal gets one plain line instead
    interactive = sys.stderr.isatty()
    if progress and missing and not interactive:
        print(f"scoring {len(missing)} pairs with {checker.name}", file=sys.stderr)
    batches = [missing[start:start + batch_size] for start in range(0, len(missing), batch_size)]
    texts_of = [([texts[pair][0] for pair in batch], [texts[pair][1] for pair in batch])
                for batch in batches]
    bar = tqdm(total=len(missing), desc=f"scoring with {checker.name}", unit="pair",
               disable=not progress or not missing or not interactive, file=sys.stderr,
               leave=False)
    try:
        for at, scored in engine.map(checker, texts_of):
            batch = batches[at]
            rows = []
            for pair, score in zip(batch, scored, strict=True):
                value = score.score if score.ok else None
                if value is not None:
                    results[pair] = value
                    rows.append((pair[0], pair[1], value, score.detail))
                else:
                    results[pair] = score
                    errors += 1
            store.put(key, rows)  # the driver alone writes, one commit per returned batch
            bar.update(len(batch))
            done += len(batch)
            if on_batch is not None:
                on_batch(done)
    finally:
        bar.close()
    return errors


def call_checker(checker: Checker, premises: list[str], claims: list[str]) -> list[PairScore]:
    """The checker's scores, validated; a crash or a short answer becomes error states."""
    try:
        raw = checker.score_pairs(premises, claims)
    except MutatoError:
        raise
    except Exception as exc:  # one bad batch is an error state, not a lost run
        return [PairScore.failed(f"checker raised {exc!r}") for _ in premises]
    except KeyboardInterrupt:
        raise  # Ctrl-C: the command line says every stored score is kept
    except BaseException as exc:  # sys.exit() or a bare BaseException must not end the run
        what = (f"called sys.exit({exc.code!r})" if isinstance(exc, SystemExit)
                else f"raised {type(exc).__name__}({exc})")
        raise CheckerExitError(
            f"checker {checker.name!r} {what} while scoring a batch of {len(premises)} pairs, "
            "so the run stopped with no report. Every batch scored before is kept in the "
            "store and reused when you re-run. Fix the checker: raise an Exception (a batch "
            "of error states) instead of exiting.") from exc
    if len(raw) != len(premises):
        return [PairScore.failed(f"checker returned {len(raw)} scores for {len(premises)} pairs")
                for _ in premises]
    out = []
    for score in raw:
        value = score.score
        if score.error is None and type(value) is float and 0.0 <= value <= 1.0:
            out.append(score)  # the common case: already valid (and frozen), kept as it is
        elif score.error is not None or value is None:
            out.append(PairScore.failed(score.error or "checker returned no score",
                                        **score.detail))
        else:
            checked = validated(value)
            out.append(PairScore(checked.score, checked.error, score.detail))
    return out


def _tables(items: Sequence[Item], item_premises: list[_Premises], claim_hashes: list[str],
            results: dict[tuple[str, str], float | PairScore],
            read_details: Callable[[list[tuple[str, str]]], dict]
            ) -> tuple[pd.DataFrame, pd.DataFrame]:
    item_ids: list[str] = []
    window_ids: list[str] = []
    scores: list[float] = []
    errors: list[str | None] = []
    claim_rows = []
    best_pairs: list[tuple[str, str] | None] = []
    for item, premises, claim_hash in zip(items, item_premises, claim_hashes, strict=True):
        windows, hashes, ids = premises.windows, premises.hashes, premises.ids
        found = [results[(h, claim_hash)] for h in hashes]
        item_ids.extend([item.id] * len(ids))
        window_ids.extend(ids)
        n_errors = 0
        first_error = None
        best_at, best_value = -1, -math.inf
        if all(type(r) is float for r in found):  # the common case: no error states
            values = cast("list[float]", found)
            scores.extend(values)
            errors.extend([None] * len(values))
            if values:
                best_at = max(range(len(values)), key=values.__getitem__)
        else:
            for at, result in enumerate(found):
                if isinstance(result, PairScore):  # an error state
                    scores.append(math.nan)
                    errors.append(result.error)
                    n_errors += 1
                    first_error = first_error or result.error
                    continue
                scores.append(result)
                errors.append(None)
                if best_at < 0 or result > best_value:
                    best_at, best_value = at, result
        best_pairs.append(None if best_at < 0 else (hashes[best_at], claim_hash))
        best = None if best_at < 0 else windows[best_at]
        claim_rows.append({
            "item_id": item.id, "role": item.role, "claim_id": item.claim_id,
            "fault_type": item.fault_type, "mutator": item.mutator, "derived": item.derived,
            "text": item.text,
            "best_score": math.nan if best is None else found[best_at],
            "best_window": None if best is None else best.id,
            "best_premise": None if best is None else best.text,
            "n_windows": len(windows), "n_errors": n_errors, "error": first_error,
        })
    details = read_details(list({p for p in best_pairs if p is not None}))
    for row, pair in zip(claim_rows, best_pairs, strict=True):
        row["best_detail"] = (details[pair][1] or None) if pair in details else None
    pairs = pd.DataFrame({"item_id": item_ids, "window": window_ids, "score": scores,
                          "error": errors})
    for column in ("item_id", "window"):  # few distinct values, repeated per window
        pairs[column] = pairs[column].astype("category")
    claims = pd.DataFrame(claim_rows, columns=ITEM_COLUMNS)
    claims["best_score"] = claims["best_score"].astype(np.float64)
    return pairs, claims
