"""Window selection: exhaustive where context sets are short, top-k plus kept windows above."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mutato.checkers.lexical import LexicalChecker
from mutato.cli.main import main
from mutato.errors import MutatoError
from mutato.mutation.mutants import generate_mutants
from mutato.mutation.windows import make_windows
from mutato.scoring.items import items_for
from mutato.scoring.scorer import score_items
from mutato.scoring.selection import (
    EXHAUSTIVE,
    WindowRanker,
    WindowSelection,
    select_windows,
    terms,
)
from mutato.scoring.store import ScoreStore
from mutato.suite.loading import load_suite
from mutato.suite.model import Claim, Suite

# Sixty sentences about different things; the claims below are about three of them.
TOPICS = [f"Office {i} in district {i} opens at {7 + i % 3} a.m. on weekdays." for i in range(57)]
DOC = " ".join(TOPICS[:20] + ["Refunds are possible within 14 days of purchase."]
               + TOPICS[20:40] + ["The Pro plan includes 500 GB of encrypted storage."]
               + TOPICS[40:] + ["Support replies by email within one business day."])


def test_terms_normalise_numbers_and_drop_stopwords() -> None:
    assert terms("Up to 1,000 users, at €12.50 each.") == ["1000", "users", "12.50"]


def test_ranking_keeps_the_window_that_states_the_claim() -> None:
    windows = make_windows({"doc": DOC})
    keep = select_windows("Refunds are possible within 14 days of purchase.", windows,
                          policy=WindowSelection(mode="top-k", k=3))
    kept = [windows[i].text for i in keep]
    assert "Refunds are possible within 14 days of purchase." in kept
    assert len(keep) < len(windows) / 5


def test_windows_sharing_a_number_are_kept_even_outside_the_top_k() -> None:
    windows = make_windows({"doc": DOC})
    ranker = WindowRanker(windows)
    keep = ranker.select("The plan includes 14 GB.", k=1)
    assert any("14 days" in windows[i].text for i in keep)
    assert any("500 GB" in windows[i].text for i in keep)


def test_selection_is_deterministic_and_in_window_order() -> None:
    windows = make_windows({"doc": DOC})
    policy = WindowSelection(mode="top-k", k=5)
    first = select_windows("Support replies by email within one day.", windows, policy=policy)
    assert first == sorted(first)
    assert first == select_windows("Support replies by email within one day.", windows,
                                   policy=policy)


@pytest.mark.parametrize("n_windows, auto, top_k, every", [
    (10, False, True, False), (40, False, True, False), (41, True, True, False)])
def test_which_context_sets_are_selected(n_windows, auto, top_k, every) -> None:
    assert WindowSelection().applies_to(n_windows) is auto
    assert WindowSelection(mode="top-k", k=8).applies_to(n_windows) is top_k
    assert EXHAUSTIVE.applies_to(n_windows) is every


@pytest.mark.parametrize("options, field", [({"mode": "top_k"}, "mode"), ({"k": 0}, "k"),
                                            ({"exhaustive_up_to": -1}, "exhaustive_up_to")])
def test_bad_policies_are_errors_that_name_the_field(options, field) -> None:
    with pytest.raises(MutatoError, match=field):
        WindowSelection(**options)


def test_auto_is_exhaustive_on_the_bundled_suite() -> None:
    suite = load_suite("larkspur")
    items = items_for(suite, generate_mutants(suite, seed=0))
    auto = score_items(items, LexicalChecker(), ScoreStore(":memory:"), progress=False,
                       selection=WindowSelection())
    every = score_items(items, LexicalChecker(), ScoreStore(":memory:"), progress=False)
    assert auto.stats.items_selected == 0
    assert auto.claims.equals(every.claims)
    assert auto.pairs.equals(every.pairs)


def test_selected_scoring_scores_fewer_pairs_and_reuses_the_exhaustive_store() -> None:
    claims = tuple(Claim(f"c{i}", text, {"doc": DOC}) for i, text in enumerate([
        "Refunds are possible within 14 days of purchase.",
        "The Pro plan includes 500 GB of encrypted storage.",
        "Support replies by email within one business day."]))
    items = items_for(Suite("long", claims), [])
    store = ScoreStore(":memory:")
    every = score_items(items, LexicalChecker(), store, progress=False)
    chosen = score_items(items, LexicalChecker(), store, progress=False,
                         selection=WindowSelection(mode="top-k", k=4))
    assert chosen.stats.items_selected == 3
    assert chosen.stats.pairs_exhaustive == every.stats.pairs
    assert chosen.stats.pairs * 5 <= every.stats.pairs
    assert chosen.stats.scored == 0  # a pair's score does not depend on the policy
    assert chosen.claims["best_score"].tolist() == every.claims["best_score"].tolist()
    assert (chosen.claims["n_windows"] < every.claims["n_windows"]).all()


def test_the_run_records_the_policy(tmp_path: Path) -> None:
    assert main(["run", "larkspur", "-c", "lexical", "--out", str(tmp_path), "--no-progress",
                 "--windows", "top-k", "--top-k", "2"]) == 0
    manifest = json.loads((tmp_path / "larkspur" / "lexical" / "manifest.json").read_text())
    policy = manifest["window_policy"]
    assert policy["selection"]["mode"] == "top-k" and policy["selection"]["k"] == 2
    assert policy["items_selected"] > 0
    assert manifest["scoring"]["pairs"] < policy["pairs_exhaustive"]
    assert manifest["checker"]["window_selection"] == policy["selection"]
