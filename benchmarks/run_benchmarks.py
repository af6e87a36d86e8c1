"""mutato's performance benchmarks: throughput, sweep, warm re-runs and peak memory.

Run from the repository root::

    python benchmarks/run_benchmarks.py          # full run, writes results.json
    python benchmarks/run_benchmarks.py --quick  # smoke run, writes results-quick.json
    python benchmarks/run_benchmarks.py --only throughput,sweep

Sections (see benchmarks/README.md for the figures):

1. ``throughput``: ``score_items`` against the model's own call on the same distinct pairs,
   (a) the embedding checker against ``SentenceTransformer.encode`` + cosines, (b) a randomly
   initialised BERT-base-shaped cross-encoder through ``NLIChecker`` against
   ``CrossEncoder.predict``. The two sides alternate inside one process; each repetition
   is one measurement of each side, and the ratio is reported per repetition and as the
   median over repetitions.
2. ``sweep``: ``sweep()`` over a 10,000-mutant claims table against the reference article's
   loop that re-scores every claim at every threshold (measured on a subset, extrapolated).
3. ``warm``: ``run_suite`` cold (fresh store) then warm (same store), each in a fresh process.
4. ``memory``: ``run_suite`` with every registered mutator and the embedding checker on a
   synthetic help-center suite of 2,500, 5,000 and 10,000 claims, each in its own process;
   peak RSS from ``os.wait4`` (``ru_maxrss``) and the child's own ``VmHWM``.

Nothing is downloaded: the embedding model is the bundled all-MiniLM-L6-v2 and the
cross-encoder is built locally from a ``BertConfig`` (random weights; speed, not accuracy).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parent


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values))


# =========================================================================== machine


def machine_info() -> dict[str, Any]:
    """What the figures were measured on."""
    import torch

    from mutato.manifest import library_versions
    from mutato.registry import load_mutators

    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_kb = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem_kb = int(line.split()[1])
    except OSError:
        pass
    commit, changed = None, None
    try:  # read-only git queries: the commit, and which tracked or new files differ from it
        commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "HEAD"], check=True,
                                capture_output=True, text=True).stdout.strip()
        status = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--",
                                 "mutato", "mutators"], check=True, capture_output=True,
                                text=True).stdout.splitlines()
        changed = len(status)
    except (OSError, subprocess.CalledProcessError):
        pass
    mutators = load_mutators()
    return {
        "cpu": cpu, "cores": os.cpu_count(), "torch_threads": torch.get_num_threads(),
        "memory_gb": round(mem_kb / 1024 / 1024, 1) if mem_kb else None,
        "python": sys.version.split()[0], "platform": platform.platform(),
        "libraries": library_versions(), "git_commit": commit,
        "uncommitted_files_in_mutato_and_mutators": changed,
        "mutators": sorted(mutators),
        "loadavg_start": list(os.getloadavg()),
    }


# =========================================================================== suites


def larkspur_variant(suite: Any, k: int) -> Any:
    """Variant ``k`` of larkspur: plan names rotated and every stated number shifted by ``k``.

    Derived claims are recomputed from their derivation, so every variant stays a faithful
    suite of the same shape and length as the original.
    """
    import re

    from mutato.suite import Claim, Suite

    if k == 0:
        return suite
    teams = ("Team", "Starter", "Business", "Growth", "Studio", "Plus", "Scale", "Squad")
    enterprises = ("Enterprise", "Premier", "Corporate", "Ultimate", "Elite")
    team, enterprise = teams[k % len(teams)], enterprises[(k // len(teams)) % len(enterprises)]
    stated = sorted({int(n) for text in suite.all_passages().values()
                     for n in re.findall(r"\d+", text)})
    shift = {n: n + k for n in stated}

    def rename(text: str) -> str:
        text = re.sub(r"\bTeam\b", team, text)
        return re.sub(r"\bEnterprise\b", enterprise, text)

    def renumber(text: str) -> str:
        return re.sub(r"\d+", lambda m: str(shift.get(int(m.group()), int(m.group()))), text)

    claims = []
    for claim in suite.claims:
        passages = {f"v{k}-{pid}": renumber(rename(body)) for pid, body in claim.passages.items()}
        text, derivation = rename(claim.text), claim.derivation
        if claim.derived and derivation:
            a, b = (int(x) for x in re.findall(r"\d+", derivation))
            a2, b2 = shift.get(a, a), shift.get(b, b)
            old = a * b
            text = re.sub(rf"\b{old}\b", str(a2 * b2), text)
            text = re.sub(rf"\b{b}\b", str(b2), text)
            derivation = f"{a2} * {b2}"
        else:
            text = renumber(text)
        claims.append(Claim(id=f"v{k}-{claim.id}", text=text, passages=passages,
                            question=claim.question, label=claim.label, derived=claim.derived,
                            derivation=derivation))
    return Suite(name=f"{suite.name}-v{k}", claims=tuple(claims))


def expanded_larkspur_items(min_pairs: int) -> tuple[list[Any], int]:
    """Larkspur items (originals + every mutant) over as many variants as ``min_pairs`` needs."""
    from mutato.items import items_for
    from mutato.mutants import generate_mutants
    from mutato.suite_loading import load_suite

    base = load_suite("larkspur")
    items: list[Any] = []
    pairs: set[tuple[str, str]] = set()
    k = 0
    while len(pairs) < min_pairs:
        suite = larkspur_variant(base, k)
        batch = items_for(suite, generate_mutants(suite, seed=0))
        for item in batch:
            items.append(item)
            for window in premise_texts(item.passages):
                pairs.add((window, item.text))
            if len(pairs) >= min_pairs:
                break
        k += 1
    return items, k


_WINDOW_CACHE: dict[tuple[tuple[str, str], ...], list[str]] = {}


def premise_texts(passages: Any) -> list[str]:
    from mutato.scoring import premises_for

    key = tuple(passages.items())
    found = _WINDOW_CACHE.get(key)
    if found is None:
        found = _WINDOW_CACHE[key] = [w.text for w in premises_for(passages, "windows")]
    return found


def distinct_pairs(items: Sequence[Any]) -> list[tuple[str, str]]:
    """(premise, claim) pairs in first-seen order, as ``score_items`` dedupes them."""
    seen: dict[tuple[str, str], None] = {}
    for item in items:
        for window in premise_texts(item.passages):
            seen.setdefault((window, item.text), None)
    return list(seen)


def pair_scores_from_result(items: Sequence[Any], result: Any) -> dict[tuple[str, str], float]:
    """Map (premise text, claim text) -> score from a ScoreResult's pair table."""
    scores = result.pairs["score"].to_numpy()
    out: dict[tuple[str, str], float] = {}
    row = 0
    for item in items:
        for window in premise_texts(item.passages):
            out[(window, item.text)] = float(scores[row])
            row += 1
    assert row == len(scores), (row, len(scores))
    return out


# --------------------------------------------------------------------------- help center

PLANS = ("Free", "Starter", "Team", "Business", "Enterprise", "Pro", "Plus", "Growth", "Scale",
         "Premium")
CURRENCIES = ("€", "$", "£")
FEATURES = ("Single sign-on", "Audit logs", "API access", "Priority support", "Custom domains",
            "Guest access", "Two-factor enforcement", "Data residency in the EU",
            "Usage analytics", "Version history", "Shared inboxes", "Automated backups",
            "Role-based permissions", "Webhooks", "SCIM provisioning", "IP allow-listing")
ROLES = ("Workspace owners", "Admins", "Billing managers", "Project leads", "Members", "Guests")
ACTIONS = ("export all data as a CSV file", "invite new members", "change the billing email",
           "delete archived projects", "restore deleted files", "rotate API keys",
           "download past invoices", "transfer ownership of a project",
           "create public share links", "connect third-party integrations")
PLACES = ("from Settings", "from the Billing page", "in the Admin console",
          "in the Security tab", "from the project menu")
LIMITS = (("users", (3, 5, 10, 25, 50, 100, 250)), ("projects", (3, 10, 20, 50, 100)),
          ("guests", (2, 5, 10, 20)), ("integrations", (3, 5, 10, 25)),
          ("automations per month", (100, 500, 1000, 5000)), ("dashboards", (5, 10, 50)))
EXPIRING = ("Export links", "Invitation links", "Password reset links", "Shared preview links",
            "Invoice download links", "Guest passes")
TRASHED = ("files", "projects", "messages", "comments", "dashboards")
CONDITIONS = ("if the plan is billed annually", "during the free trial",
              "after the first invoice is paid", "for verified nonprofit organizations",
              "when two-factor authentication is enabled", "unless the account is past due",
              "for workspaces with more than 50 users")
CHANNELS = ("Phone", "Live chat", "Email")
HOURS = ("24/7", "from 9:00 to 17:00 CET on weekdays", "on business days only")


def _sentence(rng: np.random.Generator, plan: str, kind: int,
              facts: dict[str, Any]) -> tuple[str, str | None]:
    """One passage sentence of template ``kind`` and a faithful claim drawn from it."""
    pick = lambda seq: seq[int(rng.integers(len(seq)))]
    cond = pick(CONDITIONS) if rng.random() < 0.3 else None
    if kind == 0:
        cur, price = pick(CURRENCIES), int(pick((4, 6, 8, 10, 12, 15, 19, 25, 30, 45)))
        facts["price"] = (cur, price)
        tail = f", {cond}" if cond else ""
        return (f"The {plan} plan costs {cur}{price} per user per month{tail}.",
                (f"The {plan} plan costs {cur}{price} per user per month"
                f"{' ' + cond if cond else ''}."))
    if kind == 1:
        unit, values = pick(LIMITS)
        n = int(pick(values))
        if unit == "users":
            facts["users"] = n
        return (f"The {plan} plan includes up to {n} {unit}.",
                f"The {plan} plan includes up to {n} {unit}.")
    if kind == 2:
        feature = pick(FEATURES)
        return (f"{feature} is available only on the {plan} plan.",
                f"{feature} is available only on the {plan} plan.")
    if kind == 3:
        feature, cur = pick(FEATURES), pick(CURRENCIES)
        return ((f"{feature} is not included in the {plan} plan; it can be added for "
                f"{cur}{int(pick((5, 10, 20, 50)))} per month."),
                f"{feature} is not included in the {plan} plan.")
    if kind == 4:
        role, action, place = pick(ROLES), pick(ACTIONS), pick(PLACES)
        return f"{role} can {action} {place}.", f"{role} can {action}."
    if kind == 5:
        role, action = pick(ROLES), pick(ACTIONS)
        return (f"{role} cannot {action} unless an admin grants them permission.",
                f"{role} cannot {action} without an admin's permission.")
    if kind == 6:
        period, unit = pick((("monthly", "month"), ("annually", "year")))
        sentence = (f"{plan} plans are billed {period} and can be cancelled at any time, but "
                    f"the current {unit} is not refunded.")
        claim = pick((f"{plan} plans are billed {period}.",
                      f"{plan} plans can be cancelled at any time.",
                      f"The current {unit} is not refunded when a {plan} plan is cancelled."))
        return sentence, claim
    if kind == 7:
        n = int(pick((7, 14, 30, 60)))
        sentence = (f"Annual {plan} contracts can be refunded in full within {n} days of "
                    "signing; after that they are not refundable.")
        claim = pick(((f"Annual {plan} contracts can be refunded in full within {n} days of "
                      "signing."), f"Annual {plan} contracts are not refundable after {n} days."))
        return sentence, claim
    if kind == 8:
        thing = pick(EXPIRING)
        n, unit = pick(((24, "hours"), (48, "hours"), (72, "hours"), (7, "days"), (14, "days"),
                        (30, "days")))
        return f"{thing} expire after {n} {unit}.", f"{thing} expire after {n} {unit}."
    if kind == 9:
        thing, n = pick(TRASHED), int(pick((7, 14, 30, 60, 90)))
        return ((f"Deleted {thing} stay in the trash for {n} days before they are removed "
                "permanently."), f"Deleted {thing} are removed permanently after {n} days.")
    if kind == 10:
        channel, hours = pick(CHANNELS), pick(HOURS)
        return (f"{channel} support is available {hours} for {plan} customers.",
                f"{plan} customers get {channel.lower()} support {hours}.")
    if kind == 11:
        n = int(pick((60, 100, 300, 600, 1000, 5000)))
        tail = f" {cond}" if cond else ""
        return (f"The API allows {n} requests per minute on the {plan} plan{tail}.",
                f"The {plan} plan allows {n} API requests per minute{tail}.")
    if kind == 12:
        n = int(pick((5, 10, 20, 50, 100)))
        facts["storage"] = n
        return ((f"Each user on the {plan} plan gets {n} GB of storage, pooled across the "
                "workspace."), f"Each {plan} user gets {n} GB of storage.")
    n = int(pick((7, 14, 30)))
    return (f"The {plan} plan comes with a {n}-day free trial, and no credit card is required.",
            f"The {plan} plan has a {n}-day free trial.")


N_TEMPLATES = 14


def helpcenter_records(n_claims: int, *, seed: int = 0) -> list[dict[str, Any]]:
    """A synthetic help-center suite: passages of 2-4 sentences, ~3 claims each.

    Each claim restates one sentence of its passage (or is a derived number computed
    from two stated ones), and its context set is that passage plus one other passage
    (the way a retriever returns a relevant and a distracting article).
    """
    rng = np.random.default_rng(seed)
    passages: list[tuple[str, str]] = []
    records: list[dict[str, Any]] = []
    while len(records) < n_claims:
        pid = f"article-{len(passages):05d}"
        plan = PLANS[int(rng.integers(len(PLANS)))]
        kinds = rng.choice(N_TEMPLATES, size=int(rng.integers(2, 5)), replace=False)
        facts: dict[str, Any] = {}
        sentences, claims = [], []
        for kind in kinds:
            sentence, claim = _sentence(rng, plan, int(kind), facts)
            sentences.append(sentence)
            if claim and rng.random() < 0.9:
                claims.append((claim, False, None))
        if "price" in facts and rng.random() < 0.5:
            cur, price = facts["price"]
            k = int(rng.integers(2, 9))
            claims.append((f"{k} {plan} users pay {cur}{k * price} a month.", True,
                           f"{k} * {price}"))
        if "storage" in facts and rng.random() < 0.5:
            k = int(rng.integers(2, 9))
            claims.append(((f"A {plan} workspace with {k} users has {k * facts['storage']} GB "
                           "of pooled storage."), True, f"{k} * {facts['storage']}"))
        text = " ".join(sentences)
        passages.append((pid, text))
        for claim, derived, derivation in claims:
            if len(records) >= n_claims:
                break
            context = {pid: text}
            if len(passages) > 1:
                other_id, other = passages[int(rng.integers(len(passages) - 1))]
                context[other_id] = other
                if rng.random() < 0.5:
                    context = dict(reversed(list(context.items())))
            record: dict[str, Any] = {
                "id": f"hc-{len(records):05d}", "claim": claim, "passages": context,
                "question": f"What does the help center say about the {plan} plan?",
                "label": "supported",
            }
            if derived:
                record["derived"] = True
                record["derivation"] = derivation
            records.append(record)
    return records


def write_helpcenter(path: Path, n_claims: int, *, seed: int = 0) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as stream:
        for record in helpcenter_records(n_claims, seed=seed):
            stream.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


# =========================================================================== 1. throughput


@dataclass
class Side:
    """One side of an A/B timing: a name and a callable returning scores by pair."""

    name: str
    run: Callable[[], dict[tuple[str, str], float]]
    setup: Callable[[], None] | None = None  # untimed, before each run


class CpuMeter:
    """CPU used by other processes while a block runs: system busy time minus our own.

    The machine is shared (two cores), so every timed run records how much CPU the rest
    of the system took meanwhile; a repetition disturbed by others is re-run.
    """

    TICK = os.sysconf("SC_CLK_TCK")

    @classmethod
    def busy(cls) -> float:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
        user, nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in fields[:8])
        return (user + nice + system + irq + softirq + steal) / cls.TICK

    @staticmethod
    def own() -> float:
        import resource
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return time.process_time() + children.ru_utime + children.ru_stime

    def __enter__(self) -> Self:
        self.wall0, self.busy0, self.own0 = time.perf_counter(), self.busy(), self.own()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = time.perf_counter() - self.wall0
        self.own_cpu = self.own() - self.own0
        others = (self.busy() - self.busy0) - self.own_cpu
        self.others_cores = max(0.0, others) / max(self.wall, 1e-9)


def wait_for_quiet(*, threshold: float = 0.15, max_wait: float = 600.0) -> float:
    """Wait until other processes use less than ``threshold`` cores; seconds waited."""
    started = time.perf_counter()
    announced = False
    while True:
        with CpuMeter() as meter:
            time.sleep(1.0)
        if meter.others_cores < threshold or time.perf_counter() - started > max_wait:
            return time.perf_counter() - started
        if not announced:
            log(f"  waiting for a quiet machine (others use {meter.others_cores:.2f} cores)")
            announced = True


#: A repetition counts when others used less than this many cores during each side.
QUIET_CORES = 0.15
MAX_ATTEMPTS = 4


def alternate(sides: tuple[Side, Side], reps: int, n_pairs: int) -> dict[str, Any]:
    """Time both sides ``reps`` times, alternating which goes first; ratios per repetition.

    Before each repetition the machine must be quiet; a repetition during which other
    processes took more than ``QUIET_CORES`` cores is recorded and re-run (at most
    ``MAX_ATTEMPTS`` tries, then kept and flagged). Wall time is the figure; process CPU
    time is kept beside it.
    """
    seconds: dict[str, list[float]] = {s.name: [] for s in sides}
    cpu: dict[str, list[float]] = {s.name: [] for s in sides}
    others: dict[str, list[float]] = {s.name: [] for s in sides}
    discarded: list[dict[str, Any]] = []
    last: dict[str, dict[tuple[str, str], float]] = {}
    for rep in range(reps):
        order = sides if rep % 2 == 0 else sides[::-1]
        for attempt in range(1, MAX_ATTEMPTS + 1):
            waited = wait_for_quiet()
            got: dict[str, tuple[float, float, float]] = {}
            for side in order:
                if side.setup is not None:
                    side.setup()
                gc.collect()
                with CpuMeter() as meter:
                    last[side.name] = side.run()
                got[side.name] = (meter.wall, meter.own_cpu, meter.others_cores)
            clean = all(g[2] < QUIET_CORES for g in got.values())
            log(f"  rep {rep + 1}/{reps} try {attempt}: " + ", ".join(
                f"{name} {w:.2f}s (others {o:.2f} cores)" for name, (w, c, o) in got.items())
                + ("" if clean else " -> disturbed") + (f", waited {waited:.0f}s" if waited > 2
                                                        else ""))
            if clean or attempt == MAX_ATTEMPTS:
                for name, (w, c, o) in got.items():
                    seconds[name].append(w)
                    cpu[name].append(c)
                    others[name].append(round(o, 3))
                break
            discarded.append({name: {"seconds": round(w, 3), "others_cores": round(o, 3)}
                              for name, (w, c, o) in got.items()})
    a, b = (s.name for s in sides)
    ratios = [seconds[b][i] / seconds[a][i] for i in range(reps)]  # throughput a / throughput b
    diffs = [abs(last[a][k] - last[b][k]) for k in last[b]]
    rounded = lambda table: {name: [round(x, 4) for x in xs] for name, xs in table.items()}
    return {
        "pairs": n_pairs, "reps": reps,
        "seconds": rounded(seconds), "cpu_seconds": rounded(cpu),
        "others_cores_during": others, "discarded_disturbed_reps": discarded,
        "median_seconds": {name: round(median(xs), 4) for name, xs in seconds.items()},
        "pairs_per_second": {name: round(n_pairs / median(xs), 2)
                             for name, xs in seconds.items()},
        "ratio_per_rep": [round(r, 4) for r in ratios],
        "ratio_median": round(median(ratios), 4),
        "ratio_of_medians": round(median(seconds[b]) / median(seconds[a]), 4),
        "ratio_of_minimums": round(min(seconds[b]) / min(seconds[a]), 4),
        "max_abs_score_difference": float(max(diffs)) if diffs else None,
    }


def _fresh_store(tmp: Path, tag: str) -> Any:
    from mutato.store import ScoreStore

    path = tmp / f"{tag}-{time.perf_counter_ns()}.sqlite"
    return ScoreStore(path)


def bench_embedding(tmp: Path, *, min_pairs: int, reps: int) -> dict[str, Any]:
    from sentence_transformers import SentenceTransformer

    from mutato.checkers.base import fingerprint_key
    from mutato.checkers.embedding import EmbeddingChecker
    from mutato.checkers.models import bundled_minilm_path
    from mutato.scoring import score_items

    items, variants = expanded_larkspur_items(min_pairs)
    pairs = distinct_pairs(items)
    texts = list(dict.fromkeys(t for pair in pairs for t in pair))
    log(f"embedding: {len(items)} items over {variants} larkspur variant(s), {len(pairs)} "
        f"distinct pairs, {len(texts)} distinct texts")

    probe = EmbeddingChecker()
    started = time.perf_counter()
    fingerprint_key(probe)  # hashes the weights file once per process (lru_cache)
    first_fingerprint = time.perf_counter() - started
    batch_size = probe.encode_batch_size
    models: list[Any] = []

    def load_direct() -> None:  # a fresh model instance per run, as the checker side gets
        models.append(SentenceTransformer(str(bundled_minilm_path()), device="cpu"))

    def direct() -> dict[tuple[str, str], float]:
        model = models.pop()
        distinct = list(dict.fromkeys(t for pair in pairs for t in pair))
        index = {t: i for i, t in enumerate(distinct)}
        vectors = model.encode(distinct, batch_size=batch_size, normalize_embeddings=True,
                               convert_to_numpy=True, show_progress_bar=False)
        p = np.fromiter((index[a] for a, _ in pairs), dtype=np.int64, count=len(pairs))
        c = np.fromiter((index[b] for _, b in pairs), dtype=np.int64, count=len(pairs))
        cosines = np.clip(np.einsum("ij,ij->i", vectors[p], vectors[c]), 0.0, 1.0)
        return dict(zip(pairs, cosines.tolist()))

    checkers: list[Any] = []

    def prepare() -> None:  # a fresh checker (empty text cache) with its model already loaded
        checker = EmbeddingChecker()
        checker.load()
        checkers.append(checker)

    def via_mutato() -> dict[tuple[str, str], float]:
        checker = checkers.pop()
        with _fresh_store(tmp, "embedding") as store:
            result = score_items(items, checker, store, progress=False)
        assert result.stats.scored == len(pairs), result.stats
        return pair_scores_from_result(items, result)

    # warm-up both paths on a small slice (torch first-call costs, lazy imports)
    prepare()
    with _fresh_store(tmp, "warmup") as store:
        score_items(items[:20], checkers.pop(), store, progress=False)
    load_direct()
    models[0].encode(texts[:64], batch_size=batch_size, normalize_embeddings=True)
    models.clear()

    out = alternate((Side("mutato", via_mutato, setup=prepare),
                     Side("direct", direct, setup=load_direct)), reps, len(pairs))
    out.update(items=len(items), larkspur_variants=variants, distinct_texts=len(texts),
               checker_batch_size=probe.batch_size, encode_batch_size=batch_size,
               store="temp SQLite file (WAL), fresh per repetition",
               first_fingerprint_seconds=round(first_fingerprint, 3))
    return out


def build_cross_encoder(folder: Path, *, layers: int = 12, hidden: int = 768, heads: int = 12,
                        intermediate: int = 3072) -> dict[str, Any]:
    """A randomly initialised BERT-base-shaped 3-label NLI model and the bundled tokenizer."""
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    from mutato.checkers.models import bundled_minilm_path

    tokenizer = AutoTokenizer.from_pretrained(str(bundled_minilm_path()))
    labels = {0: "contradiction", 1: "entailment", 2: "neutral"}
    config = BertConfig(vocab_size=len(tokenizer), hidden_size=hidden, num_hidden_layers=layers,
                        num_attention_heads=heads, intermediate_size=intermediate,
                        max_position_embeddings=512, num_labels=3, id2label=labels,
                        label2id={v: k for k, v in labels.items()})
    torch.manual_seed(0)
    model = BertForSequenceClassification(config).eval()
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    params = sum(p.numel() for p in model.parameters())
    return {"layers": layers, "hidden": hidden, "heads": heads, "intermediate": intermediate,
            "labels": labels, "parameters": int(params), "vocab": len(tokenizer)}


def bench_nli(tmp: Path, *, min_pairs: int, reps: int) -> dict[str, Any]:
    import torch
    from sentence_transformers import CrossEncoder

    from mutato.checkers.base import fingerprint_key
    from mutato.checkers.label_map import softmax
    from mutato.checkers.nli import NLIChecker
    from mutato.scoring import score_items

    folder = tmp / "bert-base-nli"
    shape = build_cross_encoder(folder)
    items, variants = expanded_larkspur_items(min_pairs)
    pairs = distinct_pairs(items)
    log(f"nli: BERT-base shape ({shape['parameters'] / 1e6:.0f}M parameters), {len(items)} "
        f"items over {variants} variant(s), {len(pairs)} distinct pairs")

    checker = NLIChecker(model=str(folder))
    checker.load()
    started = time.perf_counter()
    fingerprint_key(checker)  # sha256 of the 400+ MB weights file, once per process
    first_fingerprint = time.perf_counter() - started
    model = CrossEncoder(str(folder), device="cpu")
    support = checker._support
    predict_batch = checker.predict_batch_size

    def direct() -> dict[tuple[str, str], float]:
        logits = model.predict(pairs, batch_size=predict_batch, show_progress_bar=False)
        probs = softmax(np.asarray(logits, dtype=np.float64))
        return dict(zip(pairs, probs[:, support].tolist()))

    def via_mutato() -> dict[tuple[str, str], float]:
        with _fresh_store(tmp, "nli") as store:
            result = score_items(items, checker, store, progress=False)
        assert result.stats.scored == len(pairs), result.stats
        return pair_scores_from_result(items, result)

    with _fresh_store(tmp, "warmup") as store:
        score_items(items[:4], checker, store, progress=False)
    model.predict(pairs[:32], batch_size=predict_batch, show_progress_bar=False)

    out = alternate((Side("mutato", via_mutato), Side("direct", direct)), reps, len(pairs))
    out.update(items=len(items), larkspur_variants=variants, model=shape,
               checker_batch_size=checker.batch_size, predict_batch_size=predict_batch,
               truncated_pairs=checker.truncated, torch_threads=torch.get_num_threads(),
               store="temp SQLite file (WAL), fresh per repetition",
               first_fingerprint_seconds=round(first_fingerprint, 3))
    return out


def profile_mutato(tmp: Path, kind: str, *, min_pairs: int) -> dict[str, Any]:
    """cProfile of one score_items run: where the time goes outside the model."""
    import cProfile
    import io
    import pstats

    from mutato.scoring import score_items

    items, _ = expanded_larkspur_items(min_pairs)
    if kind == "embedding":
        from mutato.checkers.embedding import EmbeddingChecker
        checker = EmbeddingChecker()
    else:
        from mutato.checkers.nli import NLIChecker
        checker = NLIChecker(model=str(tmp / "bert-base-nli"))
    checker.load()
    profiler = cProfile.Profile()
    with _fresh_store(tmp, "profile") as store:
        profiler.enable()
        score_items(items, checker, store, progress=False)
        profiler.disable()
    stream = io.StringIO()
    stats = pstats.Stats(profiler, stream=stream).sort_stats("cumulative")
    stats.print_stats(30)
    return {"kind": kind, "top_cumulative": stream.getvalue()}


# =========================================================================== 2. sweep


def synthetic_claims(n_mutants: int, n_originals: int, *, seed: int = 0
                     ) -> tuple[Any, dict[str, Any]]:
    """A claims table shaped like ``score_items``'s, with synthetic best scores, and labels."""
    import pandas as pd

    from mutato.labels import Label

    rng = np.random.default_rng(seed)
    fault_types = ("number_swap", "negation_flip", "entity_swap", "dropped_condition",
                   "derived_number", "unit_swap")
    n_controls = n_mutants // 7
    n_faults = n_mutants - n_controls
    roles = ["original"] * n_originals + ["fault"] * n_faults + ["control"] * n_controls
    ftypes = [None] * n_originals + [fault_types[i % len(fault_types)] for i in range(n_faults)] \
        + ["control"] * n_controls
    best = np.concatenate([rng.beta(8, 1.2, n_originals), rng.beta(2, 2.5, n_faults),
                           rng.beta(7, 1.5, n_controls)])
    n_errors = (rng.random(len(roles)) < 0.005).astype(int)
    best[(n_errors > 0) & (rng.random(len(roles)) < 0.5)] = np.nan
    ids = [f"c{i % max(n_originals, 1):05d}" if r == "original" else
           f"c{i % max(n_originals, 1):05d}:{ft}:{i:08x}" for i, (r, ft) in
           enumerate(zip(roles, ftypes))]
    claims = pd.DataFrame({
        "item_id": ids, "role": roles, "claim_id": [i.split(":")[0] for i in ids],
        "fault_type": ftypes, "mutator": [None if r == "original" else ft
                                          for r, ft in zip(roles, ftypes)],
        "derived": [r == "original" and i % 10 == 0 for i, r in enumerate(roles)],
        "text": [f"synthetic claim {i} with a number {i % 97}" for i in range(len(roles))],
        "best_score": best, "best_window": "p#0+1", "best_premise": "premise text",
        "best_detail": None, "n_windows": 10, "n_errors": n_errors,
        "error": np.where(n_errors > 0, "checker raised RuntimeError()", None),
    })
    labels = {}
    choices = ("fault", "not_fault", "unsure")
    for i in rng.choice(np.arange(n_originals, len(roles)), size=n_mutants // 4, replace=False):
        labels[ids[i]] = Label(choices[int(rng.choice(3, p=(0.85, 0.1, 0.05)))])
    return claims, labels


def bench_sweep(tmp: Path, *, n_mutants: int, n_originals: int, subset: int,
                reps: int, nli_pairs_per_second: float | None) -> dict[str, Any]:
    from mutato.analysis.sweep import default_grid, sweep
    from mutato.checkers.embedding import EmbeddingChecker
    from mutato.checkers.lexical import LexicalChecker
    from mutato.windows import make_windows

    claims, labels = synthetic_claims(n_mutants, n_originals)
    n_items = len(claims)
    thresholds = [round(x, 4) for x in np.linspace(0.02, 1.0, 50)]
    grid = default_grid()
    sweep(claims, thresholds=thresholds, labels=labels)  # warm-up (imports)
    t50, tgrid = [], []
    wait_for_quiet()
    for _ in range(reps):
        started = time.perf_counter()
        rates = sweep(claims, thresholds=thresholds, labels=labels)
        t50.append(time.perf_counter() - started)
        started = time.perf_counter()
        sweep(claims, thresholds=grid, labels=labels)
        tgrid.append(time.perf_counter() - started)
    log(f"sweep: {n_items} items x 50 thresholds in {median(t50) * 1000:.1f} ms "
        f"({len(rates)} rate rows); default grid ({len(grid)}) {median(tgrid) * 1000:.1f} ms")

    # The reference's loop: for every threshold, for every claim, score the claim against
    # its premises with the checker and compare the best score with the threshold.
    records = helpcenter_records(subset, seed=1)
    subset_windows = [[w.text for w in make_windows(r["passages"])] for r in records]
    windows_per_claim = float(np.mean([len(w) for w in subset_windows]))
    lexical = LexicalChecker()
    wait_for_quiet()
    flagged = 0
    with CpuMeter() as lexical_meter:
        for threshold in thresholds:
            for record, premises in zip(records, subset_windows):
                scores = lexical.score_pairs(premises, [record["claim"]] * len(premises))
                flagged += max(s.score for s in scores) < threshold
    loop_seconds = lexical_meter.wall
    lexical_per_claim_threshold = loop_seconds / (subset * len(thresholds))
    lexical_full = lexical_per_claim_threshold * n_items * len(thresholds)

    # Embedding and NLI re-scoring: a model call per pair; the per-pair cost is measured
    # once (fresh checker, nothing cached) and multiplied out, since the reference keeps
    # no cache between thresholds.
    embedding = EmbeddingChecker()
    embedding.load()
    premises = [p for ws in subset_windows for p in ws]
    claims_rep = [r["claim"] for r, ws in zip(records, subset_windows) for _ in ws]
    embedding.score_pairs(premises[:8], claims_rep[:8])
    embedding = EmbeddingChecker()
    embedding.load()
    wait_for_quiet()
    with CpuMeter() as embedding_meter:
        embedding.score_pairs(premises, claims_rep)
    embedding_subset_seconds = embedding_meter.wall
    embedding_per_claim = embedding_subset_seconds / subset
    embedding_full = embedding_per_claim * n_items * len(thresholds)

    sweep_s = median(t50)
    out: dict[str, Any] = {
        "items": n_items, "mutants": n_mutants, "originals": n_originals,
        "labels": len(labels), "thresholds": len(thresholds), "reps": reps,
        "sweep_seconds": [round(x, 5) for x in t50], "sweep_median_seconds": round(sweep_s, 5),
        "default_grid_thresholds": len(grid),
        "default_grid_median_seconds": round(median(tgrid), 5),
        "windows_per_claim": round(windows_per_claim, 2),
        "reference_loop": {
            "subset_claims": subset,
            "lexical": {"measured_seconds_on_subset": round(loop_seconds, 3),
                        "extrapolated_seconds": round(lexical_full, 2),
                        "others_cores_during": round(lexical_meter.others_cores, 3),
                        "speedup": round(lexical_full / sweep_s, 1),
                        "how": f"the loop ran on {subset} help-center claims x 50 thresholds; "
                               f"scaled linearly by {n_items}/{subset} claims"},
            "embedding": {"measured_seconds_one_pass_on_subset":
                          round(embedding_subset_seconds, 3),
                          "extrapolated_seconds": round(embedding_full, 1),
                          "others_cores_during": round(embedding_meter.others_cores, 3),
                          "speedup": round(embedding_full / sweep_s, 1),
                          "how": f"one cold pass of {subset} claims ({len(premises)} pairs) "
                                 f"through EmbeddingChecker, scaled by {n_items}/{subset} "
                                 "claims and x50 thresholds (no cache kept between thresholds)"},
        },
    }
    # End to end: mutato scores each pair once, then sweeps; the reference scores 50 times.
    out["end_to_end"] = {
        "lexical": {"mutato_seconds": round(lexical_full / len(thresholds) + sweep_s, 2),
                    "reference_seconds": round(lexical_full, 1)},
        "embedding": {"mutato_seconds": round(embedding_full / len(thresholds) + sweep_s, 1),
                      "reference_seconds": round(embedding_full, 1)},
    }
    if nli_pairs_per_second:  # the loop's cost at the measured cross-encoder throughput
        nli_full = n_items * windows_per_claim * len(thresholds) / nli_pairs_per_second
        out["end_to_end"]["nli_bert_base"] = {
            "mutato_seconds": round(nli_full / len(thresholds) + sweep_s, 1),
            "reference_seconds": round(nli_full, 1)}
        out["reference_loop"]["nli_bert_base"] = {
            "pairs_per_second": nli_pairs_per_second,
            "extrapolated_seconds": round(nli_full, 1),
            "speedup": round(nli_full / sweep_s, 1),
            "how": f"{n_items} claims x {windows_per_claim:.1f} windows x 50 thresholds at "
                   "the direct CrossEncoder.predict throughput of section 1b",
        }
    return out


# =========================================================================== 3-4. run_suite


def _status_mb(field: str) -> float | None:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field):
            return round(int(line.split()[1]) / 1024, 1)
    return None


def child_run(args: argparse.Namespace) -> None:
    """In a fresh process: one run_suite, then print what it did and its own peak memory.

    ``VmHWM`` is read after scoring, after the sweep and at the end, so the report can say
    which phase holds the peak (the run itself is untouched: the two wrappers only read
    ``/proc/self/status``).
    """
    started = time.perf_counter()
    import mutato.run as run_module
    imported = time.perf_counter() - started
    marks: dict[str, Any] = {}
    score_items, write_run_folder = run_module.score_items, run_module.write_run_folder

    def scored(*a: Any, **k: Any) -> Any:  # the last call is the run's; earlier ones canaries
        marks["score_calls"] = marks.get("score_calls", 0) + 1
        marks["score_start_s"] = round(time.perf_counter() - started, 2)
        marks["hwm_before_scoring_mb"] = _status_mb("VmHWM")
        result = score_items(*a, **k)
        marks["score_end_s"] = round(time.perf_counter() - started, 2)
        marks["hwm_after_scoring_mb"] = _status_mb("VmHWM")
        marks["rss_after_scoring_mb"] = _status_mb("VmRSS")
        return result

    def written(*a: Any, **k: Any) -> Any:
        marks["hwm_before_writing_mb"] = _status_mb("VmHWM")
        marks["write_start_s"] = round(time.perf_counter() - started, 2)
        return write_run_folder(*a, **k)

    run_module.score_items, run_module.write_run_folder = scored, written
    started = time.perf_counter()
    result = run_module.run_suite(run_module.RunConfig(
        suite=args.suite, checker="embedding", out=args.out, store=args.store, progress=False,
        name="bench", mutators=args.mutators.split(",") if args.mutators else None))
    wall = time.perf_counter() - started
    stats = result.score.stats
    print(json.dumps({
        "claims": len(result.suite.claims), "mutants": len(result.mutants),
        "items": int(result.claims.shape[0]), "pairs": stats.pairs,
        "distinct_pairs": stats.distinct_pairs, "reused": stats.reused, "scored": stats.scored,
        "errors": stats.errors, "scoring_seconds": round(stats.seconds, 2),
        "run_suite_seconds": round(wall, 2), "import_seconds": round(imported, 2),
        "vmhwm_mb": _status_mb("VmHWM"), **marks,
        "mutators_applied": result.manifest["mutators_that_applied"],
    }))


#: Reaps the child with wait4 from a small process: a child forked from this (large)
#: process would inherit its RSS high-water mark into ru_maxrss across exec.
_LAUNCHER = """
import json, os, subprocess, sys, time
report, command = sys.argv[1], sys.argv[2:]
started = time.perf_counter()
child = subprocess.Popen(command)
_, status, usage = os.wait4(child.pid, 0)
with open(report, "w") as stream:
    json.dump({"exit": os.waitstatus_to_exitcode(status), "ru_maxrss_kb": usage.ru_maxrss,
               "seconds": time.perf_counter() - started}, stream)
"""


def spawn_run(suite: Path | str, out: Path, store: Path,
              mutators: Sequence[str] | None = None, *, fresh_store: bool = True
              ) -> dict[str, Any]:
    """``_spawn_once``, run again once if other processes disturbed its wall time.

    A cold run is retried on a fresh store (so it stays cold); the disturbed attempt's
    figures are kept under ``disturbed_attempt``.
    """
    record = _spawn_once(suite, out, store, mutators)
    if record["others_cores_during"] >= QUIET_CORES:
        log(f"  run disturbed (others used {record['others_cores_during']:.2f} cores); again")
        if fresh_store:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{store}{suffix}").unlink(missing_ok=True)
        again = _spawn_once(suite, out, store, mutators)
        again["disturbed_attempt"] = {k: record[k] for k in (
            "run_suite_seconds", "scoring_seconds", "ru_maxrss_mb", "others_cores_during")}
        record = again
    return record


def _spawn_once(suite: Path | str, out: Path, store: Path,
                mutators: Sequence[str] | None = None) -> dict[str, Any]:
    """``child_run`` in a new process, reaped by a small launcher for a clean ru_maxrss."""
    out.mkdir(parents=True, exist_ok=True)
    report = out / "launcher.json"
    command = [sys.executable, "-c", _LAUNCHER, str(report),
               sys.executable, str(Path(__file__).resolve()), "--child-run", str(suite),
               "--child-out", str(out), "--child-store", str(store)]
    if mutators is not None:
        command += ["--child-mutators", ",".join(mutators)]
    waited = wait_for_quiet(max_wait=300.0)
    with tempfile.TemporaryFile("w+") as out_file, tempfile.TemporaryFile("w+") as err_file, \
            CpuMeter() as meter:
        code = subprocess.run(command, stdout=out_file, stderr=err_file, cwd=REPO,
                              check=False).returncode
        out_file.seek(0)
        err_file.seek(0)
        stdout, stderr = out_file.read(), err_file.read()
    launched = json.loads(report.read_text()) if report.exists() else {"exit": code}
    if code != 0 or launched.get("exit") != 0:
        raise RuntimeError(f"child run failed ({launched}):\n{stderr[-4000:]}")
    record = json.loads(stdout.strip().splitlines()[-1])
    record["process_seconds"] = round(launched["seconds"], 2)
    record["ru_maxrss_mb"] = round(launched["ru_maxrss_kb"] / 1024, 1)
    record["others_cores_during"] = round(meter.others_cores, 3)
    record["waited_for_quiet_s"] = round(waited, 1)
    return record


def bench_warm(tmp: Path, *, reps: int) -> dict[str, Any]:
    """Cold (fresh store) then warm (same store) run_suite on larkspur, each in a new process."""
    runs = []
    for rep in range(reps):
        folder = tmp / f"warm-{rep}"
        store = folder / "scores.sqlite"
        cold = spawn_run("larkspur", folder / "out", store)
        warm = spawn_run("larkspur", folder / "out", store, fresh_store=False)
        log(f"warm: rep {rep + 1}/{reps}: cold {cold['run_suite_seconds']}s "
            f"(scored {cold['scored']}), warm {warm['run_suite_seconds']}s "
            f"(reused {warm['reused']}, scored {warm['scored']})")
        runs.append({"cold": cold, "warm": warm})
        shutil.rmtree(folder, ignore_errors=True)
    pick = lambda side, key: [r[side][key] for r in runs]
    return {
        "suite": "larkspur", "checker": "embedding", "reps": reps, "runs": runs,
        "median": {side: {key: median(pick(side, key)) for key in
                          ("run_suite_seconds", "scoring_seconds", "process_seconds")}
                   for side in ("cold", "warm")},
        "counts": {side: {key: runs[-1][side][key] for key in
                          ("items", "pairs", "distinct_pairs", "reused", "scored", "errors")}
                   for side in ("cold", "warm")},
    }


def bench_mutator_scaling(tmp: Path, *, sizes: Sequence[int],
                          project_to: Sequence[int]) -> dict[str, Any]:
    """Seconds each registered mutator takes over a whole help-center suite, by suite size.

    The exponent of a log-log fit says how a mutator scales (1 = linear in the claims);
    the projection extends that fit to the memory section's sizes.
    """
    from mutato.mutants import mutate_claim
    from mutato.registry import select_mutators
    from mutato.suite_loading import load_suite

    specs = select_mutators(None)
    table: dict[str, dict[str, Any]] = {s.name: {"seconds": [], "mutants": []} for s in specs}
    for n in sizes:
        suite = load_suite(write_helpcenter(tmp / f"scaling-{n}" / "helpcenter.jsonl", n))
        for spec in specs:
            started = time.perf_counter()
            made = sum(len(mutate_claim(c, suite, spec, seed=0)) for c in suite.originals)
            table[spec.name]["seconds"].append(round(time.perf_counter() - started, 3))
            table[spec.name]["mutants"].append(made)
        log(f"mutator scaling: {n} claims: " + ", ".join(
            f"{name} {row['seconds'][-1]:.1f}s" for name, row in table.items()))
    x = np.log(np.asarray(sizes, dtype=float))
    for row in table.values():
        y = np.log(np.maximum(np.asarray(row["seconds"], dtype=float), 1e-4))
        exponent, _intercept = np.polyfit(x, y, 1)
        exponent = max(float(exponent), 1.0)  # never project better than linear
        last_n, last_s = sizes[-1], max(row["seconds"][-1], 1e-4)
        row["exponent"] = round(float(np.polyfit(x, y, 1)[0]), 2)
        row["projected_seconds"] = {str(n): round(last_s * (n / last_n) ** exponent, 1)
                                    for n in project_to}
    return {"sizes": list(sizes), "mutators": table}


def bench_memory(tmp: Path, *, sizes: Sequence[int], scaling: dict[str, Any] | None,
                 budget_seconds: float) -> dict[str, Any]:
    """Peak RSS of run_suite (all mutators, embedding) on synthetic help-center suites.

    A mutator whose projected generation time at the largest size exceeds
    ``budget_seconds`` is left out of these runs, and the record says so.
    """
    from mutato.registry import select_mutators

    names = [s.name for s in select_mutators(None)]
    excluded = {}
    if scaling is not None:
        for name, row in scaling["mutators"].items():
            projected = row["projected_seconds"].get(str(max(sizes)))
            if projected is not None and projected > budget_seconds:
                excluded[name] = {"projected_seconds_at_largest": projected,
                                  "exponent": row["exponent"]}
    used = [n for n in names if n not in excluded]
    if excluded:
        log(f"memory: leaving out {sorted(excluded)} (projected generation time over "
            f"{budget_seconds:.0f}s at {max(sizes)} claims)")
    runs = []
    warm = None
    for n in sizes:
        folder = tmp / f"memory-{n}"
        suite = write_helpcenter(folder / "helpcenter.jsonl", n)
        store = folder / "scores.sqlite"
        log(f"memory: {n} claims, cold run ...")
        record = spawn_run(suite, folder / "out", store, used if excluded else None)
        record["size"] = n
        runs.append(record)
        log(f"memory: {n} claims: {record['items']} items, {record['distinct_pairs']} distinct "
            f"pairs, peak {record['ru_maxrss_mb']} MB, run_suite {record['run_suite_seconds']}s")
        if n == sizes[0]:
            warm = spawn_run(suite, folder / "out", store, used if excluded else None,
                             fresh_store=False)
            warm["size"] = n
            log(f"memory: {n} claims warm re-run: {warm['run_suite_seconds']}s, reused "
                f"{warm['reused']}, peak {warm['ru_maxrss_mb']} MB")
        shutil.rmtree(folder, ignore_errors=True)
    x = np.array([r["size"] for r in runs], dtype=float)
    items = np.array([r["items"] for r in runs], dtype=float)
    y = np.array([r["ru_maxrss_mb"] for r in runs], dtype=float)
    slope, intercept = np.polyfit(x, y, 1)
    residual = float(np.max(np.abs(y - (slope * x + intercept))))
    per_item, item_intercept = np.polyfit(items, y, 1)
    out: dict[str, Any] = {
        "checker": "embedding", "mutators_used": used, "mutators_left_out": excluded,
        "runs": runs, "warm_rerun_of_smallest": warm,
        "linear_fit": {"mb_per_1000_claims": round(slope * 1000, 1),
                       "intercept_mb": round(intercept, 1),
                       "max_residual_mb": round(residual, 1),
                       "mb_per_1000_items": round(per_item * 1000, 1)},
        "limit_mb": 2048, "under_limit": bool(y.max() < 2048),
    }
    if excluded and scaling is not None:
        # the left-out mutators' mutants per claim, from the scaling runs, added as items
        extra_per_claim = sum(scaling["mutators"][name]["mutants"][-1] for name in excluded) \
            / scaling["sizes"][-1]
        largest = runs[-1]
        extra = extra_per_claim * largest["size"]
        out["estimate_with_left_out_mutators"] = {
            "extra_items_per_claim": round(extra_per_claim, 3),
            "items_at_largest": int(largest["items"] + extra),
            "peak_mb_at_largest": round(item_intercept + per_item * (largest["items"] + extra), 1),
            "how": "the peak-vs-items line of these runs, extended by the left-out mutators' "
                   "mutants per claim measured in the scaling runs",
        }
    return out



# =========================================================================== README tables

START, END = "<!-- results:start -->", "<!-- results:end -->"


def _fmt(x: float, digits: int = 2) -> str:
    if x >= 1e6:
        return f"{x / 1e6:,.1f} million"
    return f"{x:,.{digits}f}"


def _section_provenance(history: Sequence[dict[str, Any]]) -> dict[str, str]:
    """For each section, the run (time and commit) its figures come from: the newest one."""
    out: dict[str, str] = {}
    for run in history:
        for section in run["sections"]:
            out[section] = f"{run['created']} at `{(run.get('git_commit') or '?')[:7]}`"
    return {name: out[name] for name in SECTIONS if name in out}


def render_tables(r: dict[str, Any]) -> str:
    """The README's figures, rendered from results.json (so the two never disagree)."""
    m = r["machine"]
    latest = ", ".join(r["history"][-1]["sections"]) if r.get("history") else "all"
    lines = [(f"Measured {r['created']} ({r['mode']} sizes, sections: {latest}; "
             f"{r['total_seconds']:.0f} s) on "
             f"{m['cpu']}, {m['cores']} cores (torch threads {m['torch_threads']}), "
             f"{m['memory_gb']} GB RAM, Python {m['python']}, torch "
             f"{m['libraries'].get('torch')}, sentence-transformers "
             f"{m['libraries'].get('sentence-transformers')}, transformers "
             f"{m['libraries'].get('transformers')}; mutato commit `{(m['git_commit'] or '?')[:7]}`"
             f" ({m.get('uncommitted_files_in_mutato_and_mutators')} uncommitted files in "
             f"mutato/ and mutators/); mutators: {', '.join(m['mutators'])}."), ""]
    provenance = _section_provenance(r.get("history", []))
    if len(set(provenance.values())) > 1:  # a partial run kept older sections' figures
        lines[-1:] = ["", "Sections come from different runs: " + "; ".join(
            f"{name} from {when}" for name, when in provenance.items()) + ".", ""]
    if "throughput_embedding" in r:
        lines += ["### 1. Scoring throughput: `score_items` vs the model's own call", "",
                  ("| checker | distinct pairs | reps | mutato pairs/s | direct pairs/s | "
                  "ratio (median of per-rep) | per-rep range | ratio of median times | "
                  "target ≥ 0.95 (median of per-rep) |"),
                  "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
        for key, label in (("throughput_embedding", "embedding (MiniLM-L6) vs `encode` + cosine"),
                           ("throughput_nli", "BERT-base cross-encoder vs `CrossEncoder.predict`")):
            t = r[key]
            ok = "met" if t["ratio_median"] >= 0.95 else "**missed**"
            lines.append(f"| {label} | {t['pairs']:,} | {t['reps']} | "
                         f"{_fmt(t['pairs_per_second']['mutato'], 1)} | "
                         f"{_fmt(t['pairs_per_second']['direct'], 1)} | "
                         f"**{t['ratio_median']:.3f}** | {min(t['ratio_per_rep']):.2f}–"
                         f"{max(t['ratio_per_rep']):.2f} | {t['ratio_of_medians']:.3f} | {ok} |")
        lines.append("")
    if "sweep" in r:
        sw = r["sweep"]
        ref = sw["reference_loop"]
        sweep_ms = sw["sweep_median_seconds"] * 1000
        lines += ["### 2. Threshold sweep on stored scores vs re-scoring at every threshold", "",
                  (f"Claims table: {sw['mutants']:,} mutants + {sw['originals']:,} originals "
                  f"({sw['items']:,} items, {sw['labels']:,} labeled), {sw['thresholds']} "
                  f"thresholds."), "",
                  "| what | seconds | speed-up of the sweep |", "|---|---:|---:|",
                  (f"| `sweep()` on stored best scores, {sw['thresholds']} thresholds "
                  f"(median of {sw['reps']}) | {sweep_ms / 1000:.3f} | — |"),
                  (f"| `sweep()` on the default grid ({sw['default_grid_thresholds']} thresholds) "
                  f"| {sw['default_grid_median_seconds']:.3f} | — |"),
                  (f"| reference loop, lexical checker (measured on {ref['subset_claims']} "
                  f"claims, ×{sw['items'] // ref['subset_claims']}) | "
                  f"{_fmt(ref['lexical']['extrapolated_seconds'], 1)} | "
                  f"{_fmt(ref['lexical']['speedup'], 0)}× |"),
                  (f"| reference loop, embedding checker (one pass measured, ×claims ×50) | "
                  f"{_fmt(ref['embedding']['extrapolated_seconds'], 0)} | "
                  f"{_fmt(ref['embedding']['speedup'], 0)}× |")]
        if "nli_bert_base" in ref:
            lines.append(f"| reference loop, BERT-base cross-encoder (section 1 throughput, "
                         f"{sw['windows_per_claim']} windows/claim) | "
                         f"{_fmt(ref['nli_bert_base']['extrapolated_seconds'], 0)} | "
                         f"{_fmt(ref['nli_bert_base']['speedup'], 0)}× |")
        lines += ["", ("End to end (score every pair once, then sweep; against scoring "
                       "50 times):"), "",
                  "| checker | mutato s | reference s | speed-up |", "|---|---:|---:|---:|"]
        for name, row in sw.get("end_to_end", {}).items():
            lines.append(f"| {name} | {_fmt(row['mutato_seconds'], 1)} | "
                         f"{_fmt(row['reference_seconds'], 0)} | "
                         f"{row['reference_seconds'] / row['mutato_seconds']:.0f}× |")
        lines.append("")
    if "warm_rerun" in r:
        w = r["warm_rerun"]
        lines += [("### 3. Warm re-run vs cold run (`run_suite`, embedding checker, "
                   "same store)"), "",
                  ("| suite | run | `run_suite` s | of which scoring s | before the run's "
                   "scoring s | distinct pairs | reused | scored |"),
                  "|---|---|---:|---:|---:|---:|---:|---:|"]
        for side in ("cold", "warm"):
            c = w["counts"][side]
            before = median([run[side]["score_start_s"] for run in w["runs"]])
            lines.append(f"| larkspur (median of {w['reps']}) | {side} | "
                         f"{w['median'][side]['run_suite_seconds']:.2f} | "
                         f"{w['median'][side]['scoring_seconds']:.2f} | {before:.2f} | "
                         f"{c['distinct_pairs']:,} | {c['reused']:,} | {c['scored']:,} |")
        mem = r.get("memory", {})
        cold = mem.get("runs", [None])[0]
        warm = mem.get("warm_rerun_of_smallest")
        if cold and warm:
            for side, run in (("cold", cold), ("warm", warm)):
                lines.append(f"| help center, {run['size']:,} claims (one run) | {side} | "
                             f"{run['run_suite_seconds']:.1f} | {run['scoring_seconds']:.1f} | "
                             f"{run['score_start_s']:.1f} | {run['distinct_pairs']:,} | "
                             f"{run['reused']:,} | {run['scored']:,} |")
        lines.append("")
    if "memory" in r:
        mem = r["memory"]
        fit = mem["linear_fit"]
        lines += ["### 4. Peak memory of `run_suite` (every mutator, embedding checker)", "",
                  ("| claims | items | distinct pairs | peak RSS MB (wait4) | HWM before scoring | "
                  "HWM after scoring | `run_suite` s | scoring s | others' CPU |"),
                  "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for run in mem["runs"]:
            lines.append(f"| {run['size']:,} | {run['items']:,} | {run['distinct_pairs']:,} | "
                         f"**{run['ru_maxrss_mb']:,.0f}** | {run['hwm_before_scoring_mb']:,.0f} | "
                         f"{run['hwm_after_scoring_mb']:,.0f} | {run['run_suite_seconds']:.0f} | "
                         f"{run['scoring_seconds']:.0f} | {run['others_cores_during']:.2f} cores |")
        left_out = mem.get("mutators_left_out") or {}
        lines += ["", f"Linear fit: {fit['mb_per_1000_claims']} MB per 1,000 claims "
                  f"({fit['mb_per_1000_items']} MB per 1,000 items) over {fit['intercept_mb']} MB; "
                  f"largest residual {fit['max_residual_mb']} MB. Limit 2,048 MB: "
                  f"{'under' if mem['under_limit'] else '**over**'}."
                  + (f" Left out (projected too slow): {sorted(left_out)}." if left_out else
                     " No mutator was left out."), ""]
    return "\n".join(lines)


def write_readme_tables(results: dict[str, Any], path: Path) -> bool:
    """Replace the block between the results markers of the README; False if none."""
    if not path.exists():
        return False
    text = path.read_text(encoding="utf-8")
    if START not in text or END not in text:
        return False
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    path.write_text(f"{head}{START}\n{render_tables(results)}\n{END}{tail}", encoding="utf-8")
    return True


# =========================================================================== main


SECTIONS = ("throughput", "sweep", "warm", "memory")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes: a smoke run")
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help=f"comma-separated sections ({', '.join(SECTIONS)})")
    parser.add_argument("--reps", type=int, default=5,
                        help="throughput repetitions per side (at least 3; default 5)")
    parser.add_argument("--embedding-reps", type=int, default=9,
                        help="embedding throughput repetitions (runs are short; default 9)")
    parser.add_argument("--embedding-pairs", type=int, default=None)
    parser.add_argument("--nli-pairs", type=int, default=None)
    parser.add_argument("--memory-sizes", default=None, help="e.g. 2500,5000,10000")
    parser.add_argument("--mutator-budget", type=float, default=900.0,
                        help="leave out of the memory runs a mutator projected to take longer "
                             "than this many seconds at the largest size (default 900)")
    parser.add_argument("--profile", action="store_true",
                        help="cProfile one score_items run per checker and keep the top lines")
    parser.add_argument("--out", type=Path, default=None,
                        help="results file (default results.json, or results-quick.json)")
    parser.add_argument("--render", action="store_true",
                        help="only re-render the README tables from the results file")
    parser.add_argument("--child-run", help=argparse.SUPPRESS)
    parser.add_argument("--child-out", help=argparse.SUPPRESS)
    parser.add_argument("--child-store", help=argparse.SUPPRESS)
    parser.add_argument("--child-mutators", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_run:
        args.suite, args.out, args.store = args.child_run, args.child_out, args.child_store
        args.mutators = args.child_mutators
        child_run(args)
        return 0
    if args.reps < 3:
        parser.error("--reps must be at least 3 (medians of fewer are not reported)")
    sections = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = sorted(set(sections) - set(SECTIONS))
    if unknown:
        parser.error(f"unknown section(s) {unknown}; expected some of {list(SECTIONS)}")
    quick = args.quick
    embedding_pairs = args.embedding_pairs or (1500 if quick else 16000)
    nli_pairs = args.nli_pairs or (64 if quick else 400)
    sizes = [int(s) for s in args.memory_sizes.split(",")] if args.memory_sizes else \
        ([250, 500, 1000] if quick else [2500, 5000, 10000])
    out_path = args.out or HERE / ("results-quick.json" if quick else "results.json")
    if args.render:
        write_readme_tables(json.loads(out_path.read_text()), HERE / "README.md")
        return 0

    previous = json.loads(out_path.read_text()) if out_path.exists() else {}
    started = time.perf_counter()
    results: dict[str, Any] = {"mode": "quick" if quick else "full",
                               "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                               "machine": machine_info()}
    log(f"machine: {results['machine']['cpu']}, {results['machine']['cores']} cores, "
        f"mutators: {len(results['machine']['mutators'])}")
    with tempfile.TemporaryDirectory(prefix="mutato-bench-") as tmp_name:
        tmp = Path(tmp_name)
        if "throughput" in sections:
            results["throughput_embedding"] = bench_embedding(
                tmp, min_pairs=embedding_pairs, reps=3 if quick else max(args.reps,
                                                                         args.embedding_reps))
            log(f"embedding ratio (mutato/direct throughput): "
                f"{results['throughput_embedding']['ratio_median']}")
            results["throughput_nli"] = bench_nli(tmp, min_pairs=nli_pairs,
                                                  reps=3 if quick else args.reps)
            log(f"nli ratio (mutato/direct throughput): "
                f"{results['throughput_nli']['ratio_median']}")
            if args.profile:
                results["profiles"] = [profile_mutato(tmp, "embedding",
                                                      min_pairs=embedding_pairs)]
        if "sweep" in sections:
            measured = results.get("throughput_nli") or previous.get("throughput_nli", {})
            nli_rate = measured.get("pairs_per_second", {}).get("direct")
            results["sweep"] = bench_sweep(tmp, n_mutants=10_000, n_originals=2_000,
                                           subset=60 if quick else 300, reps=max(5, args.reps),
                                           nli_pairs_per_second=nli_rate)
        if "warm" in sections:
            results["warm_rerun"] = bench_warm(tmp, reps=3)
        if "memory" in sections:
            scaling_sizes = [50, 100, 150] if quick else [100, 200, 300]
            results["mutator_scaling"] = bench_mutator_scaling(tmp, sizes=scaling_sizes,
                                                               project_to=sizes)
            results["memory"] = bench_memory(tmp, sizes=sizes,
                                             scaling=results["mutator_scaling"],
                                             budget_seconds=args.mutator_budget)
    results["machine"]["loadavg_end"] = list(os.getloadavg())
    results["total_seconds"] = round(time.perf_counter() - started, 1)
    results["sections"] = sections
    history = previous.get("history", []) + [
        {"created": results["created"], "sections": sections,
         "git_commit": results["machine"]["git_commit"],
         "total_seconds": results["total_seconds"]}]
    if set(sections) != set(SECTIONS):  # a partial run keeps the other sections' figures
        results = {**previous, **results}
    results["history"] = history
    out_path.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
    log(f"wrote {out_path} in {results['total_seconds']}s")
    if not quick and args.out is None and write_readme_tables(results, HERE / "README.md"):
        log("updated the figures in benchmarks/README.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
