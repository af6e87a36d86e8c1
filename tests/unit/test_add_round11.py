"""Round 10's ruled classes for added_fact v8, dropped_condition v9, paraphrase v9 and
partial_support v11 (heldout10_review.csv), on made-up sentences of the same shape, parsed by
the real spaCy model. Each test fails on the versions before and passes on these."""

from __future__ import annotations

from mutators._example import mutate
from mutators.added_fact import added_fact
from mutators.dropped_condition import dropped_condition
from mutators.paraphrase import paraphrase
from mutators.partial_support import _join

# ------------------------------------------------------------------------------ added_fact


def test_added_fact_leaves_a_quoted_title_with_a_venue_word_alone() -> None:
    passages = {"e": 'Jo Marsh is an actress known for her role in "Bay Company".'}
    out = mutate(added_fact, "Jo Marsh played roles in Bay Company and Summer Rain.",
                 passages=passages)
    assert not any("Bay Company" in t and "-owned" in t for t in out), out


def test_added_fact_puts_a_detail_after_a_quantity_word() -> None:
    out = mutate(added_fact, "There are several other books available on the school website.")
    assert not any("selling several" in t for t in out), out
    assert "There are several other best-selling books available on the school website." in out


def test_added_fact_no_detail_on_a_second_mention() -> None:
    out = mutate(added_fact, "If a firm makes a loss, it can carry that loss forward.")
    assert not any("record loss" in t for t in out), out


def test_added_fact_no_role_detail_in_a_standing_rule() -> None:
    text = "A wide lens is necessary because of the short distance between the painter and the wall."
    assert not any("award-winning" in t for t in mutate(added_fact, text))


def test_added_fact_role_detail_still_made_on_a_named_event() -> None:
    out = mutate(added_fact, "In 2004, Tom Reed hired the photographer.")
    assert any("award-winning photographer" in t for t in out), out


def test_added_fact_no_region_on_a_rule_s_scope() -> None:
    text = "In Canada, you can claim the cost of the tools on your return."
    assert not any("ern Canada" in t for t in mutate(added_fact, text))


def test_added_fact_region_still_made_on_an_event() -> None:
    assert mutate(added_fact, "The Colosseum is in Italy.") == ["The Colosseum is in western Italy."]


# ------------------------------------------------------------------------ dropped_condition


def test_dropped_condition_never_cuts_a_parenthesis() -> None:
    text = ("If your costs exceed your income, you can deduct up to $2,000 ($1,000 if filing "
            "alone) of the excess from your tax.")
    for out in mutate(dropped_condition, text, passages={"p": text}):
        assert out.count("(") == out.count(")"), out


def test_dropped_condition_capitalises_after_a_bullet() -> None:
    text = "- If you book early, you can cancel the room for free."
    out = mutate(dropped_condition, text, passages={"p": text[2:]})
    assert out == ["- You can cancel the room for free."]


def test_dropped_condition_keeps_a_pronoun_s_antecedent() -> None:
    text = "If you do not hire a builder, you may lose their advice on planning rules."
    assert mutate(dropped_condition, text, passages={"p": text}) == []
    text = ("The office will reply. - If the tenants have questions about the rent, they can "
            "call the office.")
    assert mutate(dropped_condition, text, passages={"p": text}) == []


# ------------------------------------------------------------------------------ paraphrase


def test_paraphrase_keeps_a_title_opened_by_an_indefinite_article() -> None:
    assert mutate(paraphrase, "A Quiet Place was written by a teacher.") == []


def test_paraphrase_lowers_a_bare_noun_the_passages_write_low() -> None:
    out = mutate(paraphrase, "Fraud can be used for quick gain through lies.",
                 passages={"p": "People commit fraud for gain."})
    assert all("Fraud" not in t for t in out), out


def test_paraphrase_both_takes_a_plural_verb() -> None:
    text = ("The job of painter is shared by both the author of the 1971 novel Going Home Slow "
            "and Peter Brown.")
    out = mutate(paraphrase, text)
    assert not any(" shares " in t for t in out), out


def test_paraphrase_no_clause_before_a_list_index() -> None:
    text = "3. **Low Costs:** Gives a shield against rising rents if you have a fixed lease."
    assert mutate(paraphrase, text) == []


def test_paraphrase_no_because_fronted_out_of_a_modal() -> None:
    text = "You might not be able to open the file because you lack the rights or the key expired."
    assert mutate(paraphrase, text) == []


# ------------------------------------------------------------------------- partial_support


def test_partial_support_refuses_a_half_that_opens_with_a_connective() -> None:
    assert _join("The river flows east.", "For instance, the river is not deep.", "") is None
    assert _join("The river flows east.", "However, the river is not deep.", "") is None
    assert _join("The river flows east.", "The river is not deep.", "") is not None


def test_dropped_condition_leaves_a_bare_possibility_alone() -> None:
    text = "If the road floods, the town could be cut off by the water."
    assert mutate(dropped_condition, text, passages={"p": text}) == []
    text = "If you skip the survey, you may lose the chance to spot defects."
    assert mutate(dropped_condition, text, passages={"p": text}) == []


def test_dropped_condition_pronoun_named_before_the_condition_is_kept() -> None:
    text = "Provided that they keep the cost under 20 euros, they must drop the speaker."
    assert mutate(dropped_condition, text, passages={"p": text}) == [
        "They must drop the speaker."]


def test_dropped_condition_not_for_a_condition_the_passages_do_not_impose() -> None:
    passages = {"p": "If you are a resident living in the state, complete the form with the "
                     "State Board.\nIf you are a victim of theft, you may submit a complaint to "
                     "the Consumer Fraud Office and to the State Police Unit."}
    text = "If you are a resident, you can report to the Consumer Fraud Office and the State Police Unit."
    assert mutate(dropped_condition, text, passages=passages) == []
