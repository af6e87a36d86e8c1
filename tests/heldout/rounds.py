"""The held-out review rounds: which sheet, which corpus part, which figures, which frozen rules.

Each round is an unread corpus part, sealed until the mutator rules were frozen, then sampled
into a sheet that independent reviewers ruled one mutant at a time. ``tests/unit/
test_heldout_rounds.py`` keeps every round's printed figures equal to its sheet, and
``tests/unit/test_heldout_replay_<n>.py`` (one file per round) its sheet
tied to the code that made it.

>>> [r.name for r in ROUNDS]
['round 1', 'round 2', 'round 3', 'round 4', 'round 5', 'round 6', 'round 7', 'round 8', 'round 9', 'round 10', 'round 11', 'round 12', 'round 13', 'round 14', 'round 15', 'round 16', 'round 17', 'round 18', 'round 18b', 'round 19']
>>> ROUNDS[1].real_over_reviewed()["negation_flip"]
(58, 60)
"""

from __future__ import annotations

import csv
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HELDOUT = Path(__file__).resolve().parent
GENRES = ("support", "encyclopedic", "summaries")
RULINGS = {"fault": {"fault", "not_fault", "broken"},
           "control": {"preserving", "changed", "broken"}}
BAR = 0.95


@dataclass(frozen=True)
class ReviewRound:
    """One held-out round: its sheet, its corpus part and what was printed about it."""

    name: str
    sheet: Path
    part: str
    #: Real and fluent (faults) or meaning-preserving (controls) over reviewed, as printed.
    figures: dict[str, tuple[int, int]]
    #: Each mutator's version at the freeze; a later revision makes its rows history.
    frozen_versions: dict[str, int]
    #: The parts read before this one: no claim of the sheet may come from them.
    #: The mutators printed as meeting the bar in this round.
    meets_bar: frozenset[str] = frozenset()
    earlier_parts: tuple[str, ...] = ()
    reviewers: int = 6
    rows_expected: int | None = None
    genres: tuple[str, ...] = field(default=GENRES)

    def rows(self) -> list[dict[str, str]]:
        with self.sheet.open(encoding="utf-8", newline="") as stream:
            return list(csv.DictReader(stream))

    def real_over_reviewed(self) -> dict[str, tuple[int, int]]:
        counts: dict[str, Counter[str]] = {}
        for row in self.rows():
            counts.setdefault(row["mutator"], Counter())[row["ruling"]] += 1
        return {name: (c["fault"] + c["preserving"], sum(c.values()))
                for name, c in counts.items()}

    def corpus(self, genre: str) -> Path:
        return HELDOUT / "corpus" / self.part / f"{genre}.jsonl"


ROUNDS = (
    ReviewRound(
        name="round 1", sheet=HELDOUT / "heldout_review.csv", part="heldout",
        figures={"negation_flip": (96, 100), "number_swap": (90, 100),
                 "entity_swap": (51, 100), "dropped_condition": (4, 17),
                 "added_fact": (53, 58), "antonym_swap": (72, 100),
                 "circumstance_swap": (74, 81), "partial_support": (41, 50),
                 "contraction": (40, 40), "synonym": (40, 40), "paraphrase": (36, 38),
                 "number_in_words": (36, 39)},
        frozen_versions={"added_fact": 1, "antonym_swap": 1, "circumstance_swap": 1,
                         "contraction": 2, "derived_number": 2, "dropped_condition": 2,
                         "entity_swap": 2, "negation_flip": 2, "number_in_words": 2,
                         "number_swap": 2, "paraphrase": 1, "partial_support": 1,
                         "synonym": 2},
        meets_bar=frozenset({"negation_flip", "contraction", "synonym"}),
        earlier_parts=("dev",), rows_expected=763),
    ReviewRound(
        name="round 2", sheet=HELDOUT / "heldout2_review.csv", part="heldout2",
        figures={"negation_flip": (58, 60), "number_swap": (56, 60),
                 "antonym_swap": (54, 60), "circumstance_swap": (37, 42),
                 "added_fact": (30, 37), "partial_support": (14, 21),
                 "entity_swap": (22, 37), "dropped_condition": (3, 13),
                 "contraction": (20, 20), "number_in_words": (20, 20), "synonym": (17, 20),
                 "paraphrase": (15, 20)},
        frozen_versions={"added_fact": 1, "antonym_swap": 2, "circumstance_swap": 1,
                         "contraction": 2, "dropped_condition": 3, "entity_swap": 3,
                         "negation_flip": 2, "number_in_words": 2, "number_swap": 2,
                         "paraphrase": 1, "partial_support": 2, "synonym": 2},
        meets_bar=frozenset({"negation_flip", "contraction", "number_in_words"}),
        earlier_parts=("dev", "heldout"), rows_expected=410),
    ReviewRound(
        name="round 3", sheet=HELDOUT / "heldout3_review.csv", part="heldout3",
        figures={"number_swap": (95, 100), "negation_flip": (94, 100),
                 "added_fact": (94, 100), "antonym_swap": (83, 100),
                 "partial_support": (83, 100), "entity_swap": (47, 60),
                 "circumstance_swap": (68, 81), "dropped_condition": (3, 12),
                 "contraction": (40, 40), "number_in_words": (38, 40), "synonym": (8, 8),
                 "paraphrase": (24, 27), "cross_passage": (28, 38)},
        frozen_versions={"added_fact": 2, "antonym_swap": 3, "circumstance_swap": 2,
                         "contraction": 2, "cross_passage": 1, "dropped_condition": 4,
                         "entity_swap": 4, "negation_flip": 2, "number_in_words": 2,
                         "number_swap": 4, "paraphrase": 2, "partial_support": 3,
                         "synonym": 3},
        meets_bar=frozenset({"number_swap", "contraction", "number_in_words", "synonym"}),
        earlier_parts=("dev", "heldout", "heldout2"), reviewers=8, rows_expected=806),
    ReviewRound(
        name="round 4", sheet=HELDOUT / "heldout4_review.csv", part="heldout4",
        figures={"negation_flip": (100, 100), "number_swap": (87, 100),
                 "partial_support": (86, 98), "antonym_swap": (69, 93),
                 "added_fact": (61, 65), "circumstance_swap": (43, 50),
                 "entity_swap": (33, 42), "contraction": (14, 15),
                 "number_in_words": (26, 26), "synonym": (1, 3), "paraphrase": (14, 16),
                 "cross_passage": (9, 22)},
        frozen_versions={"added_fact": 2, "antonym_swap": 4, "circumstance_swap": 3,
                         "contraction": 2, "cross_passage": 2, "dropped_condition": 5,
                         "entity_swap": 5, "negation_flip": 3, "number_in_words": 3,
                         "number_swap": 4, "paraphrase": 3, "partial_support": 4,
                         "synonym": 3},
        meets_bar=frozenset({"negation_flip", "number_in_words"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3"), reviewers=8,
        rows_expected=630, genres=("encyclopedic", "summaries")),
    ReviewRound(
        name="round 5", sheet=HELDOUT / "heldout5_review.csv", part="heldout5",
        figures={"negation_flip": (95, 100), "antonym_swap": (72, 94),
                 "number_swap": (79, 84), "added_fact": (71, 82),
                 "entity_swap": (23, 27), "partial_support": (22, 24),
                 "circumstance_swap": (9, 10), "dropped_condition": (1, 2),
                 "contraction": (40, 40), "paraphrase": (38, 40), "synonym": (25, 27),
                 "number_in_words": (6, 6), "cross_passage": (0, 2)},
        frozen_versions={"added_fact": 3, "antonym_swap": 5, "circumstance_swap": 4,
                         "contraction": 2, "cross_passage": 3, "dropped_condition": 6,
                         "entity_swap": 6, "negation_flip": 3, "number_in_words": 3,
                         "number_swap": 5, "paraphrase": 3, "partial_support": 5,
                         "synonym": 3},
        meets_bar=frozenset({"negation_flip", "contraction", "paraphrase", "number_in_words"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4"), reviewers=8,
        rows_expected=538),
    ReviewRound(
        name="round 6", sheet=HELDOUT / "heldout6_review.csv", part="heldout6",
        figures={"added_fact": (99, 100), "number_swap": (94, 100),
                 "negation_flip": (92, 100), "antonym_swap": (57, 69),
                 "entity_swap": (41, 54), "partial_support": (23, 24),
                 "circumstance_swap": (15, 19), "contraction": (40, 40),
                 "paraphrase": (19, 28), "synonym": (18, 18), "number_in_words": (11, 14),
                 "cross_passage": (1, 2)},
        frozen_versions={"added_fact": 4, "antonym_swap": 6, "circumstance_swap": 4,
                         "contraction": 3, "cross_passage": 4, "dropped_condition": 6,
                         "entity_swap": 7, "negation_flip": 4, "number_in_words": 4,
                         "number_swap": 6, "paraphrase": 4, "partial_support": 6,
                         "synonym": 4},
        meets_bar=frozenset({"added_fact", "partial_support", "contraction", "synonym"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5"),
        reviewers=8, rows_expected=568),
    ReviewRound(
        name="round 7", sheet=HELDOUT / "heldout7_review.csv", part="heldout7",
        figures={"added_fact": (93, 100), "number_swap": (96, 100),
                 "negation_flip": (84, 100), "antonym_swap": (63, 78),
                 "entity_swap": (45, 55), "partial_support": (27, 31),
                 "circumstance_swap": (9, 10), "dropped_condition": (1, 1),
                 "contraction": (40, 40), "paraphrase": (22, 27), "synonym": (12, 13),
                 "number_in_words": (9, 9), "cross_passage": (1, 1)},
        frozen_versions={"added_fact": 5, "antonym_swap": 7, "circumstance_swap": 5,
                         "contraction": 3, "cross_passage": 4, "dropped_condition": 6,
                         "entity_swap": 8, "negation_flip": 5, "number_in_words": 5,
                         "number_swap": 7, "paraphrase": 5, "partial_support": 7,
                         "synonym": 4},
        meets_bar=frozenset({"number_swap", "dropped_condition", "contraction",
                             "number_in_words", "cross_passage"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6"),
        reviewers=8, rows_expected=565),
    ReviewRound(
        name="round 8", sheet=HELDOUT / "heldout8_review.csv", part="heldout8",
        figures={"added_fact": (99, 100), "number_swap": (97, 100),
                 "negation_flip": (88, 100), "antonym_swap": (64, 75),
                 "entity_swap": (55, 67), "partial_support": (39, 72),
                 "circumstance_swap": (30, 33), "dropped_condition": (0, 2),
                 "contraction": (38, 40), "paraphrase": (30, 33), "synonym": (13, 15),
                 "number_in_words": (5, 7)},
        frozen_versions={"added_fact": 6, "antonym_swap": 8, "circumstance_swap": 6,
                         "contraction": 3, "cross_passage": 4, "dropped_condition": 7,
                         "entity_swap": 9, "negation_flip": 6, "number_in_words": 5,
                         "number_swap": 8, "paraphrase": 6, "partial_support": 8,
                         "synonym": 5},
        meets_bar=frozenset({"added_fact", "number_swap", "contraction"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7"),
        reviewers=8, rows_expected=644),
    ReviewRound(
        name="round 9", sheet=HELDOUT / "heldout9_review.csv", part="heldout9",
        figures={"added_fact": (98, 100), "number_swap": (98, 100),
                 "negation_flip": (97, 100), "entity_swap": (40, 45),
                 "antonym_swap": (24, 28), "partial_support": (15, 17),
                 "circumstance_swap": (10, 12), "contraction": (39, 39),
                 "paraphrase": (8, 10), "number_in_words": (8, 8), "synonym": (4, 4)},
        frozen_versions={"added_fact": 6, "antonym_swap": 9, "circumstance_swap": 7,
                         "contraction": 4, "cross_passage": 4, "dropped_condition": 8,
                         "entity_swap": 10, "negation_flip": 7, "number_in_words": 6,
                         "number_swap": 9, "paraphrase": 7, "partial_support": 9,
                         "synonym": 6},
        meets_bar=frozenset({"added_fact", "number_swap", "negation_flip", "contraction",
                             "number_in_words", "synonym"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8"),
        reviewers=8, rows_expected=463),
    ReviewRound(
        name="round 10", sheet=HELDOUT / "heldout10_review.csv", part="heldout10",
        figures={"added_fact": (95, 100), "number_swap": (94, 100),
                 "negation_flip": (92, 100), "antonym_swap": (47, 62),
                 "entity_swap": (42, 52), "partial_support": (18, 19),
                 "circumstance_swap": (17, 19), "dropped_condition": (8, 12),
                 "contraction": (40, 40), "paraphrase": (32, 37), "synonym": (29, 29),
                 "number_in_words": (8, 13), "cross_passage": (2, 2)},
        frozen_versions={"added_fact": 7, "antonym_swap": 10, "circumstance_swap": 8,
                         "contraction": 4, "cross_passage": 4, "dropped_condition": 8,
                         "entity_swap": 11, "negation_flip": 8, "number_in_words": 6,
                         "number_swap": 10, "paraphrase": 8, "partial_support": 10,
                         "synonym": 6},
        meets_bar=frozenset({"added_fact", "contraction", "synonym", "cross_passage"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9"),
        reviewers=8, rows_expected=585, genres=("support", "encyclopedic")),
    ReviewRound(
        name="round 11", sheet=HELDOUT / "heldout11_review.csv", part="heldout11",
        figures={"added_fact": (31, 33), "number_swap": (95, 100),
                 "negation_flip": (91, 100), "antonym_swap": (44, 50),
                 "entity_swap": (53, 64), "partial_support": (46, 47),
                 "circumstance_swap": (14, 15), "dropped_condition": (4, 11),
                 "contraction": (40, 40), "paraphrase": (22, 24), "synonym": (17, 18),
                 "number_in_words": (17, 25), "cross_passage": (7, 7)},
        frozen_versions={"added_fact": 8, "antonym_swap": 11, "circumstance_swap": 9,
                         "contraction": 4, "cross_passage": 4, "dropped_condition": 9,
                         "entity_swap": 12, "negation_flip": 9, "number_in_words": 7,
                         "number_swap": 11, "paraphrase": 9, "partial_support": 11,
                         "synonym": 6},
        meets_bar=frozenset({"number_swap", "partial_support", "contraction",
                             "cross_passage"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10"),
        reviewers=8, rows_expected=534, genres=("support", "encyclopedic")),
    ReviewRound(
        name="round 12", sheet=HELDOUT / "heldout12_review.csv", part="heldout12",
        figures={"added_fact": (12, 19), "number_swap": (92, 100),
                 "negation_flip": (84, 100), "antonym_swap": (37, 47),
                 "entity_swap": (34, 50), "partial_support": (36, 42),
                 "circumstance_swap": (14, 18), "dropped_condition": (2, 6),
                 "contraction": (39, 40), "paraphrase": (8, 10), "synonym": (21, 22),
                 "number_in_words": (4, 10), "cross_passage": (5, 5)},
        frozen_versions={"added_fact": 8, "antonym_swap": 11, "circumstance_swap": 9,
                         "contraction": 4, "cross_passage": 4, "dropped_condition": 9,
                         "entity_swap": 12, "negation_flip": 9, "number_in_words": 7,
                         "number_swap": 11, "paraphrase": 9, "partial_support": 11,
                         "synonym": 6},
        meets_bar=frozenset({"contraction", "cross_passage", "synonym"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11"),
        reviewers=8, rows_expected=469, genres=("support",)),
    ReviewRound(
        name="round 13", sheet=HELDOUT / "heldout13_review.csv", part="heldout13",
        figures={"added_fact": (9, 10), "number_swap": (55, 61),
                 "negation_flip": (90, 100), "antonym_swap": (32, 38),
                 "entity_swap": (30, 31), "partial_support": (23, 26),
                 "circumstance_swap": (15, 20), "dropped_condition": (11, 15),
                 "contraction": (37, 37), "paraphrase": (11, 12), "synonym": (11, 11),
                 "number_in_words": (14, 14), "cross_passage": (6, 8)},
        frozen_versions={"added_fact": 8, "antonym_swap": 11, "circumstance_swap": 9,
                         "contraction": 4, "cross_passage": 4, "dropped_condition": 9,
                         "entity_swap": 13, "negation_flip": 10, "number_in_words": 8,
                         "number_swap": 12, "paraphrase": 9, "partial_support": 11,
                         "synonym": 6},
        meets_bar=frozenset({"contraction", "synonym", "number_in_words", "entity_swap"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12"),
        reviewers=8, rows_expected=383, genres=("support",)),
    ReviewRound(
        name="round 14", sheet=HELDOUT / "heldout14_review.csv", part="heldout14",
        figures={"added_fact": (12, 16), "number_swap": (71, 76),
                 "negation_flip": (91, 100), "antonym_swap": (56, 58),
                 "entity_swap": (15, 23), "partial_support": (11, 12),
                 "circumstance_swap": (11, 14), "dropped_condition": (7, 16),
                 "contraction": (40, 40), "paraphrase": (7, 9), "synonym": (19, 19),
                 "number_in_words": (16, 21), "cross_passage": (4, 4)},
        frozen_versions={"added_fact": 8, "antonym_swap": 13, "circumstance_swap": 11,
                         "contraction": 4, "cross_passage": 5, "dropped_condition": 10,
                         "entity_swap": 14, "negation_flip": 12, "number_in_words": 8,
                         "number_swap": 14, "paraphrase": 9, "partial_support": 12,
                         "synonym": 6},
        meets_bar=frozenset({"antonym_swap", "contraction", "synonym", "cross_passage"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12", "heldout13"),
        reviewers=8, rows_expected=408, genres=("support",)),
    ReviewRound(
        name="round 15", sheet=HELDOUT / "heldout15_review.csv", part="heldout15",
        figures={"added_fact": (36, 39), "antonym_swap": (41, 46),
                 "circumstance_swap": (5, 8), "contraction": (2, 2), "entity_swap": (1, 2),
                 "negation_flip": (96, 100), "number_in_words": (23, 23),
                 "number_swap": (94, 100), "paraphrase": (3, 5), "partial_support": (53, 54)},
        frozen_versions={"added_fact": 9, "antonym_swap": 14, "circumstance_swap": 12,
                         "contraction": 4, "cross_passage": 5, "dropped_condition": 11,
                         "entity_swap": 15, "negation_flip": 13, "number_in_words": 9,
                         "number_swap": 15, "paraphrase": 10, "partial_support": 12,
                         "synonym": 6},
        meets_bar=frozenset({"negation_flip", "partial_support", "contraction",
                             "number_in_words"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12", "heldout13", "heldout14"),
        reviewers=8, rows_expected=379, genres=("encyclopedic",)),
    ReviewRound(
        name="round 16", sheet=HELDOUT / "heldout16_review.csv", part="heldout16",
        figures={"added_fact": (97, 100), "antonym_swap": (59, 68),
                 "circumstance_swap": (28, 34), "contraction": (21, 21),
                 "dropped_condition": (0, 1), "entity_swap": (32, 36),
                 "negation_flip": (96, 100), "number_in_words": (27, 27),
                 "number_swap": (96, 100), "paraphrase": (11, 11),
                 "partial_support": (88, 100), "synonym": (6, 6)},
        frozen_versions={"added_fact": 11, "antonym_swap": 16, "circumstance_swap": 14,
                         "contraction": 4, "cross_passage": 5, "dropped_condition": 12,
                         "entity_swap": 16, "negation_flip": 14, "number_in_words": 9,
                         "number_swap": 16, "paraphrase": 11, "partial_support": 14,
                         "synonym": 6},
        meets_bar=frozenset({"added_fact", "negation_flip", "number_swap", "contraction",
                             "number_in_words", "paraphrase", "synonym"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12", "heldout13", "heldout14", "heldout15"),
        reviewers=8, rows_expected=604, genres=("support", "encyclopedic")),
    ReviewRound(
        name="round 17", sheet=HELDOUT / "heldout17_review.csv", part="heldout17",
        figures={"added_fact": (97, 100), "antonym_swap": (69, 81),
                 "circumstance_swap": (32, 35), "contraction": (21, 21),
                 "dropped_condition": (0, 2), "entity_swap": (31, 36),
                 "negation_flip": (99, 100), "number_in_words": (26, 28),
                 "number_swap": (98, 100), "paraphrase": (10, 15),
                 "partial_support": (86, 100), "synonym": (5, 5)},
        frozen_versions={"added_fact": 12, "antonym_swap": 17, "circumstance_swap": 15,
                         "contraction": 4, "cross_passage": 5, "dropped_condition": 12,
                         "entity_swap": 17, "negation_flip": 15, "number_in_words": 9,
                         "number_swap": 17, "paraphrase": 11, "partial_support": 15,
                         "synonym": 6},
        meets_bar=frozenset({"added_fact", "negation_flip", "number_swap", "contraction",
                             "synonym"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12", "heldout13", "heldout14", "heldout15",
                       "heldout16"),
        reviewers=8, rows_expected=623, genres=("support", "encyclopedic")),
    ReviewRound(
        name="round 18", sheet=HELDOUT / "heldout18_review.csv", part="heldout18",
        figures={"added_fact": (98, 100), "antonym_swap": (38, 41),
                 "circumstance_swap": (25, 27), "contraction": (1, 1),
                 "entity_swap": (26, 27), "negation_flip": (100, 100),
                 "number_in_words": (20, 21), "number_swap": (94, 100),
                 "paraphrase": (3, 3), "partial_support": (94, 100)},
        frozen_versions={"added_fact": 13, "antonym_swap": 18, "circumstance_swap": 16,
                         "contraction": 4, "cross_passage": 5, "dropped_condition": 12,
                         "entity_swap": 18, "negation_flip": 15, "number_in_words": 10,
                         "number_swap": 17, "paraphrase": 12, "partial_support": 16,
                         "synonym": 6},
        meets_bar=frozenset({"added_fact", "entity_swap", "negation_flip", "number_in_words",
                             "paraphrase", "contraction"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12", "heldout13", "heldout14", "heldout15",
                       "heldout16", "heldout17"),
        reviewers=6, rows_expected=520, genres=("encyclopedic",)),
    ReviewRound(
        name="round 18b", sheet=HELDOUT / "heldout18b_review.csv", part="heldout18",
        figures={"added_fact": (29, 31), "antonym_swap": (37, 43),
                 "circumstance_swap": (16, 16), "contraction": (9, 9),
                 "dropped_condition": (1, 1), "entity_swap": (31, 36),
                 "negation_flip": (94, 100), "number_in_words": (6, 8),
                 "number_swap": (95, 100), "paraphrase": (6, 10),
                 "partial_support": (23, 23), "synonym": (12, 12)},
        frozen_versions={"added_fact": 13, "antonym_swap": 18, "circumstance_swap": 16,
                         "contraction": 4, "cross_passage": 5, "dropped_condition": 12,
                         "entity_swap": 18, "negation_flip": 15, "number_in_words": 10,
                         "number_swap": 17, "paraphrase": 12, "partial_support": 16,
                         "synonym": 6},
        meets_bar=frozenset({"circumstance_swap", "dropped_condition", "number_swap",
                             "partial_support", "contraction", "synonym"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12", "heldout13", "heldout14", "heldout15",
                       "heldout16", "heldout17"),
        reviewers=6, rows_expected=389, genres=("support",)),
    ReviewRound(
        name="round 19", sheet=HELDOUT / "heldout19_review.csv", part="heldout19",
        figures={"added_fact": (92, 100), "antonym_swap": (13, 23),
                 "circumstance_swap": (20, 23), "contraction": (2, 2),
                 "entity_swap": (23, 24), "negation_flip": (86, 100),
                 "number_in_words": (21, 21), "number_swap": (95, 100),
                 "paraphrase": (15, 17), "partial_support": (94, 100), "synonym": (0, 1)},
        frozen_versions={"added_fact": 14, "antonym_swap": 19, "circumstance_swap": 17,
                         "contraction": 4, "cross_passage": 5, "dropped_condition": 12,
                         "entity_swap": 19, "negation_flip": 16, "number_in_words": 11,
                         "number_swap": 18, "paraphrase": 13, "partial_support": 17,
                         "synonym": 6},
        meets_bar=frozenset({"entity_swap", "number_in_words", "number_swap", "contraction"}),
        earlier_parts=("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                       "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                       "heldout11", "heldout12", "heldout13", "heldout14", "heldout15",
                       "heldout16", "heldout17", "heldout18"),
        reviewers=8, rows_expected=511, genres=("support", "encyclopedic")),
)
