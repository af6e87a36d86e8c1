"""Properties every registered mutator keeps, on help-center-like and on arbitrary text.

* it never raises, whatever the claim, passages or derivation;
* every span is inside the original and spans do not overlap;
* every edit changes the text (a mutant differs from its original);
* the same seed gives the same mutants.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mutato.mutation.mutants import Edit, apply_edit, mutate_claim, rng_for
from mutato.mutation.registry import load_mutators
from mutato.suite.model import Claim, Suite

FRAGMENTS = [
    "The Team plan costs €12 per user per month.", "Refunds are not available after 14 days.",
    "If you cancel, your plan ends at the end of the billing period.", "SSO is available only",
    "on the Enterprise plan", "Checked bags over 23 kg cost $60", "can't", "won't", "does not",
    "never", "no longer", "only", "up to 10 users", "within 30 days of delivery", "24/7",
    "00:00:00 UTC", "v2.1.3", "1-800-555-0100", "501(c)3", "85x60x60 cm", "3-5 business days",
    "6 to 12-hour", "fifty", "a", "an", "Each", "Jobs that run on Windows runners consume",
    "Linux", "macOS", "Admins", "members", "Free, Team, and Enterprise plans", ",", ".", ";",
    "unless", "when", "while", "per user", "for the first year", "Save up to 40%", "$19.99",
    "1,000", "0.008", "100%", "No refunds are given", "There is no fee", "'s", "’", "—", "(",
]
_SENTENCE = st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=6).map(" ".join)
_TEXT = st.one_of(_SENTENCE, st.text(max_size=60),
                  st.text(alphabet=st.characters(whitelist_categories=("Nd", "P", "Zs", "Lu")),
                          max_size=30),
                  st.sampled_from(["", " ", ".", "1", "€", "not", "a an", "1 1 1", "ﬁ 5 ﬀ"]))
_DERIVATION = st.sampled_from([None, "8 * 12", "2 x 35", "1/0", "((", "12 - 12", "0.5 * 4"])
NAMES = sorted(load_mutators())
PROPERTY_SETTINGS = settings(max_examples=150, deadline=None,
                             suppress_health_check=[HealthCheck.too_slow])


@st.composite
def claims(draw: st.DrawFn) -> tuple[Claim, Suite]:
    text = draw(_TEXT)
    passages = draw(st.lists(st.one_of(_SENTENCE, st.text(max_size=40)), min_size=1, max_size=3))
    derivation = draw(_DERIVATION)
    claim = Claim(id="c1", text=text, passages={f"p{i}": p for i, p in enumerate(passages)},
                  derived=draw(st.booleans()) or derivation is not None, derivation=derivation)
    other = Claim(id="c2", text=draw(_SENTENCE), passages={"q": draw(_SENTENCE)})
    return claim, Suite(name="prop", claims=(claim, other))


@pytest.mark.parametrize("name", NAMES)
@PROPERTY_SETTINGS
@given(case=claims(), seed=st.integers(min_value=0, max_value=3))
def test_edits_are_in_bounds_disjoint_and_change_the_text(name, case, seed):
    claim, suite = case
    spec = load_mutators()[name]
    edits = list(spec.func(claim, suite, rng=rng_for(seed, claim.id, name)))
    for edit in edits:
        assert isinstance(edit, Edit) and edit.spans
        ordered = sorted(edit.spans, key=lambda s: (s.start, s.end))
        for span in ordered:
            assert 0 <= span.start <= span.end <= len(claim.text)
        for left, right in itertools.pairwise(ordered):
            assert left.end <= right.start
        assert apply_edit(claim.text, edit) != claim.text


@pytest.mark.parametrize("name", NAMES)
@PROPERTY_SETTINGS
@given(case=claims(), seed=st.integers(min_value=0, max_value=3))
def test_same_seed_same_mutants(name, case, seed):
    claim, suite = case
    spec = load_mutators()[name]
    first = mutate_claim(claim, suite, spec, seed=seed)
    assert first == mutate_claim(claim, suite, spec, seed=seed)
    assert all(m.text != claim.text for m in first)
    assert len({m.id for m in first}) == len(first)
