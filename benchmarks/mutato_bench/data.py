"""The benchmarks' inputs: larkspur variants, a synthetic help center, a synthetic claims table.

Everything is generated from a seed, so every run of the benchmarks scores the same texts.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np


def larkspur_variant(suite: Any, k: int) -> Any:
    """Variant ``k`` of larkspur: plan names rotated and every stated number shifted by ``k``.

    Derived claims are recomputed from their derivation, so every variant stays a faithful
    suite of the same shape and length as the original.
    """
    import re

    from mutato.suite.model import Claim, Suite

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
    from mutato.mutation.mutants import generate_mutants
    from mutato.scoring.items import items_for
    from mutato.suite.loading import load_suite

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
    from mutato.scoring.scorer import premises_for

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


def synthetic_claims(n_mutants: int, n_originals: int, *, seed: int = 0
                     ) -> tuple[Any, dict[str, Any]]:
    """A claims table shaped like ``score_items``'s, with synthetic best scores, and labels."""
    import pandas as pd

    from mutato.suite.labels import Label

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
