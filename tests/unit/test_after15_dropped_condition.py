"""After round 15: dropped_condition v12, more real drops and fewer that only weaken.

Reach: a fronted condition after a sentence adverbial ("However, if you are over 60, ...")
goes with its comma, and a condition whose comma the parse hangs on the condition's own verb
is still a whole clause. Precision: no window and no "only" phrase dropped from a mere grant
("You can cancel up to 5 days in advance" -> "You can cancel", round 3; "available only for
secrets ..." -> "available", round 14) unless a passage denies the grant beyond the limit
("after that they are not refundable"), no durative "as long as" ("will worsen as long as
humans add ...", round 14), and a pronoun never takes its own clause's subject as the
antecedent that survives the drop ("the bank will block it"). Every sentence is invented in
the style of the support answers; each rule is shown beside a control.
"""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.dropped_condition import dropped_condition


@pytest.mark.parametrize("claim, made", [
    # a fronted condition after a sentence adverbial
    ("However, if you are over 60, you are allowed an extra $2,000 contribution.",
     "However, you are allowed an extra $2,000 contribution."),
    ("For example, if your plan lapses, your data will be deleted after 30 days.",
     "For example, your data will be deleted after 30 days."),
    # the parse hangs the comma on the condition's verb
    ("If the job returns an error, set the retry flag to true in the config file.",
     "Set the retry flag to true in the config file."),
    ("If a locked table is targeted , the nightly repair task fails to run .",
     "The nightly repair task fails to run ."),
    # controls of the refusals below: a generic statement, every time, a condition
    ("The booking fee is waived up to 24 hours in advance.", "The booking fee is waived."),
    ("You may check in any time after 3 pm.", "You may check in any time."),
    ("Audit logs are kept for one year only on the Enterprise plan.",
     "Audit logs are kept for one year."),
    ("You can bring the bike as long as it is folded.", "You can bring the bike."),
    ("If the card is lost, the bank will block your account within an hour.",
     "The bank will block your account within an hour."),
])
def test_drop_is_made(claim: str, made: str) -> None:
    assert made in mutate(dropped_condition, claim)


@pytest.mark.parametrize("claim", [
    # the condition sits between commas after the subject and modal: no clean cut
    "Guests may, if they book a week ahead, park on site.",
    # a window or an "only" phrase on a mere grant: the rest is implied
    "You can cancel up to 5 days in advance.",
    "Refunds are available within 30 days of purchase.",
    "Automatic backups are available only for databases created by the console.",
    # "as long as" bounding a process: it tells for how long
    "Sea levels will rise as long as the ice sheets keep melting.",
    # "it" would lose its antecedent: the bank cannot block itself as "it"
    "Additionally, if the card is lost, the bank will block it within an hour.",
])
def test_drop_is_refused(claim: str) -> None:
    assert mutate(dropped_condition, claim) == []


_SERVERS = "If only some of your servers are affected, you must collect the logs for your ticket."
_PLAN = "If your plan is three versions behind, you must build a new plan."


@pytest.mark.parametrize("claim, passage, made", [
    # a hedged sentence does not state the bare duty; a plain one does
    (_SERVERS, _SERVERS + " However, you might later be asked to collect the logs for your "
     "ticket.", ["You must collect the logs for your ticket."]),
    (_SERVERS, _SERVERS + " Later you must collect the logs for your ticket.", []),
    # a sentence tied to the one before ("Instead, ...") inherits its condition
    (_PLAN, "If your plan is three versions behind, you can no longer update it and must build "
     "a new plan. Instead, build a new plan and move your data to it.",
     ["You must build a new plan."]),
    (_PLAN, _PLAN + " Build a new plan.", []),
])
def test_bare_statement_in_passages(claim: str, passage: str, made: list[str]) -> None:
    assert mutate(dropped_condition, claim, passages={"p": passage}) == made


@pytest.mark.parametrize("claim, made", [
    # an extraposed "it" stands for the infinitive, not for the condition's noun
    ("If the sample tests positive, it is best not to eat the meat.",
     ["It is best not to eat the meat."]),
    ("If it rains, it will flood the road.", []),
    # a courtesy verb inside a clause on the condition's noun is no courtesy condition
    ("If the files you want to share are in one folder, send the folder link to the team.",
     ["Send the folder link to the team."]),
    ("If you want to share the files, send the folder link to the team.", []),
    # an infinitive under a verb of duty is the claim itself, not an embedded act
    ("You have to pay the fee if you are late.", ["You have to pay the fee."]),
    ("You can configure the app to send an alert to a manager if the line fails.", []),
    # a courtesy condition ("if you want", "if you require") on a duty: the duty binds everyone
    ("If you require another payment method, you must email the boating office.",
     ["You must email the boating office."]),
    ("If you need help, call the support line.", []),
    # "in case" gives a precaution: the main clause holds anyway
    ("Carry an emergency kit in case you are exposed to latex.", []),
    # the rest presupposes the condition: "the new provider" after "a different provider"
    ("If you move your site to a different host, copy your files to the new host first.", []),
    ("If you move your site to a different host, you must copy your files first.",
     ["You must copy your files first."]),
    ("If your cluster master is three versions behind, you must create a new cluster and move "
     "your apps to the new cluster.",
     ["You must create a new cluster and move your apps to the new cluster."]),
    # the rest names the condition's event again: the condition adds nothing
    ("If the old code needs to be reissued, ask the seller for help with reissuing it.", []),
    ("If the old code has expired, you must ask the seller for help.",
     ["You must ask the seller for help."]),
    ("You can use this account to donate to charities abroad if you are donating at least "
     "250 pounds.", ["You can use this account to donate to charities abroad."]),
    ("Any sample skills that are free to use do not count toward your limit unless you use "
     "them.", ["Any sample skills that are free to use do not count toward your limit."]),
    # "it is possible ... if": possible anyway
    ("The report suggests that it is possible to save $8 million after 40 years if you max "
     "out the limit.", []),
    ("The report says that you will save $8 million after 40 years if you max out the limit.",
     ["The report says that you will save $8 million after 40 years."]),
])
def test_predicate_frames(claim: str, made: list[str]) -> None:
    assert mutate(dropped_condition, claim) == made


_REFUND = "Annual contracts can be refunded in full within 14 days of signing."


@pytest.mark.parametrize("claim, passage, made", [
    # a grant's limit goes only where a passage denies the grant beyond it
    (_REFUND, _REFUND[:-1] + "; after that they are not refundable.",
     ["Annual contracts can be refunded in full."]),
    (_REFUND, _REFUND, []),
    ("SSO is available only on the Enterprise plan.",
     "SSO is available only on the Enterprise plan. It is unavailable on the Team plan.",
     ["SSO is available."]),
    ("SSO is available only on the Enterprise plan.",
     "SSO is available only on the Enterprise plan.", []),
])
def test_grant_limit_needs_a_denial(claim: str, passage: str, made: list[str]) -> None:
    assert mutate(dropped_condition, claim, passages={"p": passage}) == made
