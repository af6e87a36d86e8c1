"""A real run folder with fault mutants, controls, labels, error states and hostile text.

The run goes through ``run_suite`` end to end with the lexical checker; only the mutators
are the small ones below (``register=False``, so the global registry is untouched) and the
checker is wrapped so that chosen pairs come back as error states.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from unittest import mock

from mutato.checkers.base import PairScore
from mutato.checkers.lexical import LexicalChecker
from mutato.mutation.mutants import Edit, Mutant, mutate_claim
from mutato.mutation.registry import mutator
from mutato.run import RunConfig, RunResult, run_suite
from mutato.suite.labels import Label, save_labels
from mutato.suite.loading import load_suite
from mutato.suite.model import Suite

HOSTILE = "<script>alert('pwned')</script>"
PLANS = ("The Team plan costs €12 per user per month and includes up to 10 users. "
         "Single sign-on (SSO) is available only on the Enterprise plan. "
         "Invoices are sent by email on the first day of each month.")
EXPORT = (f"Export links expire after 7 days. Exports keep tags like {HOSTILE} & "
          '"quotes" as text, <a href="https://evil.example/x">like this</a>.')
CLAIMS = [
    {"id": "price", "claim": "The Team plan costs €12 per user per month.",
     "passages": {"plans": PLANS}},
    {"id": "users", "claim": "The Team plan includes up to 10 users.",
     "passages": {"plans": PLANS}},
    {"id": "expiry", "claim": "Export links expire after 7 days.",
     "passages": {"export": EXPORT}},
    {"id": "tags", "claim": f"Exports keep tags like {HOSTILE} as text.",
     "passages": {"export": EXPORT}},
    {"id": "sso", "claim": "SSO is available only on the Enterprise plan.",
     "passages": {"plans": PLANS}},
    {"id": "team-cost", "claim": "8 Team users pay €96 a month.", "derived": True,
     "passages": {"plans": PLANS}},
]


@mutator(name="number_bump", kind="fault", register=False)
def number_bump(claim: Any, suite: Suite, *, rng: Any) -> Iterator[Edit]:
    """Add 2 to the first number of the claim."""
    found = re.search(r"\d+", claim.text)
    if found:
        yield Edit.replace(found.start(), found.end(), str(int(found.group()) + 2),
                           note=f"{found.group()} → {int(found.group()) + 2}")


@mutator(name="entity_swap", kind="fault", register=False)
def entity_swap(claim: Any, suite: Suite, *, rng: Any) -> Iterator[Edit]:
    """Swap Team for Enterprise and user for <admin> (two spans, hostile replacement)."""
    team = claim.text.find("Team")
    user = claim.text.find("user")
    if team >= 0 and user > team:
        yield Edit((Edit.replace(team, team + 4, "Enterprise").spans[0],
                    Edit.replace(user, user + 4, "<admin>").spans[0]),
                   note="Team → Enterprise, user → <admin>")


@mutator(name="scope_drop", kind="fault", register=False)
def scope_drop(claim: Any, suite: Suite, *, rng: Any) -> Iterator[Edit]:
    """Delete the word 'only ' (a pure deletion: empty replacement)."""
    at = claim.text.find("only ")
    if at >= 0:
        yield Edit.replace(at, at + 5, "", note="drop 'only'")


@mutator(name="tag_injection", kind="fault", register=False)
def tag_injection(claim: Any, suite: Suite, *, rng: Any) -> Iterator[Edit]:
    """Insert a script tag after the first word (a pure insertion the lexical checker misses:
    the export passage has the same words)."""
    end = claim.text.find(" ")
    if claim.id in ("expiry", "tags") and end > 0:
        yield Edit.replace(end, end, f" {HOSTILE}", note="insert <script>")


@mutator(name="word_swap", kind="fault", register=False)
def word_swap(claim: Any, suite: Suite, *, rng: Any) -> Iterator[Edit]:
    """Swap two words the passage also has (two spans; word coverage stays complete)."""
    for left, right in (("user", "month"), ("tags", "text")):
        a, b = claim.text.find(left), claim.text.find(right)
        if 0 <= a < b:
            yield Edit((Edit.replace(a, a + len(left), right).spans[0],
                        Edit.replace(b, b + len(right), left).spans[0]),
                       note=f"{left} ↔ {right}")


@mutator(name="synonym", kind="control", register=False)
def synonym(claim: Any, suite: Suite, *, rng: Any) -> Iterator[Edit]:
    """Replace 'costs' with 'is priced at' (meaning-preserving)."""
    at = claim.text.find("costs")
    if at >= 0:
        yield Edit.replace(at, at + 5, "is priced at", note="costs → is priced at")


SPECS = [f.spec for f in (number_bump, entity_swap, scope_drop, tag_injection, word_swap,
                          synonym)]


class FlakyLexical(LexicalChecker):
    """The lexical checker, except SSO claims never score and one export window errors."""

    name = "flaky-lexical"

    def fingerprint(self) -> dict[str, Any]:
        return {**super().fingerprint(), "name": self.name, "flaky": 1}

    def manifest(self) -> dict[str, Any]:
        return {**super().manifest(), "name": self.name, "model_id": "tiny/<model>",
                "revision": "abc123"}

    def score_pairs(self, premises: Sequence[str], claims: Sequence[str]) -> list[PairScore]:
        scores = super().score_pairs(premises, claims)
        out = []
        for premise, claim, score in zip(premises, claims, scores, strict=True):
            if "SSO" in claim:
                out.append(PairScore.failed(f"judge reply not JSON: {HOSTILE}"))
            elif premise.startswith("Exports keep") and "Export links" in claim:
                out.append(PairScore.failed("timeout after 30 s"))
            else:
                out.append(score)
        return out


def write_suite(folder: Path) -> Path:
    path = folder / "hostile.jsonl"
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in CLAIMS),
                    encoding="utf-8")
    return path


def build_run(tmp_path: Path, *, name: str = "flaky",
              operating_threshold: float | None = 0.98) -> RunResult:
    """Run the hostile suite through ``run_suite`` and return the result (folder included).

    The operating threshold is pinned to 0.98 (the suite is too small for an honest pick), so
    the drill-downs are at the report's highest threshold.
    """
    suite_path = write_suite(tmp_path)

    def generate(suite: Suite, *, mutators: Any = None, seed: int = 0,
                 options: Any = None, parse_cache: Any = None,
                 mutant_cache: Any = None) -> list[Mutant]:
        return [m for claim in suite.originals for spec in SPECS
                for m in mutate_claim(claim, suite, spec, seed=seed)]

    preview = generate(load_suite(suite_path))
    by_mutator = {m.mutator: m for m in preview}
    labels_path = tmp_path / "hostile.labels.jsonl"
    save_labels(labels_path, {
        by_mutator["entity_swap"].id: Label("fault", "Enterprise differs"),
        by_mutator["scope_drop"].id: Label("not_fault", "the passage says only"),
    })
    with mock.patch("mutato.run.generate_mutants", generate), \
            mock.patch("mutato.run.select_mutators", lambda names=None, options=None: SPECS):
        return run_suite(RunConfig(suite=suite_path, checker="lexical", out=tmp_path / "out",
                                   name=name, labels=labels_path, progress=False,
                                   operating_threshold=operating_threshold),
                         checker=FlakyLexical())
