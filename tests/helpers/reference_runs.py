"""The reference's Move 6 cascade as stored scores: NLI (A) and an LLM judge (B)."""

from __future__ import annotations

import pandas as pd

from mutato.analysis.run_data import claims_frame


def reference_runs() -> tuple[pd.DataFrame, pd.DataFrame]:
    """NLI (A) and judge (B) scores reproducing the reference's Move 6 cascade.

    12 originals and 26 mutants; 24 are confirmed faults (one number swap and one dropped
    condition are ruled not_fault). NLI at 0.5 catches every number swap and negation flip,
    5 of 9 plan swaps and no dropped condition; 0.9 catches 3 more plan swaps; 0.98 the last
    one (0.979) and one dropped condition (0.976). The judge catches every number swap,
    negation and plan swap, no dropped condition, and passes every original.
    """
    nli, judge = [], []

    def add(item, role, fault_type, a, b, label=None, claim=None):
        base = {"item_id": item, "role": role, "claim_id": claim or item,
                "fault_type": fault_type, "label": label}
        nli.append({**base, "best_score": a})
        judge.append({**base, "best_score": b})

    for i in range(12):
        add(f"o{i}", "original", None, 0.992 + i * 0.0005, 1.0)
    for i in range(6):
        add(f"num{i}", "fault", "number_swap", 0.01, 0.0,
            "not_fault" if i == 0 else "fault", f"o{i}")
    for i in range(8):
        add(f"neg{i}", "fault", "negation_flip", 0.02, 0.0, "fault", f"o{i}")
    for i, score in enumerate([0.1] * 5 + [0.7, 0.814, 0.85, 0.979]):
        add(f"ent{i}", "fault", "entity_swap", score, 0.0, "fault", f"o{i}")
    for i, (score, label) in enumerate([(0.976, "fault"), (0.997, "fault"),
                                        (0.995, "not_fault")]):
        add(f"drop{i}", "fault", "dropped_condition", score, 1.0, label, f"o{6 + i}")
    return claims_frame(nli), claims_frame(judge)
