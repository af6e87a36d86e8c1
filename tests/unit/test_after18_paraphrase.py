"""Round 18 paraphrase rules: no active voice from a bare "by" noun with a participle's
phrase (a means: "by population using the census"), no passive whose object carries a "to"
phrase on one of its nouns (the verb's recipient may go with it) or has a parallel object
after it, and no moved clause that would carry off the verb's preposition ("called for if"),
each beside a rewrite still made."""

from __future__ import annotations

import pytest

from mutators._example import mutate
from mutators.paraphrase import paraphrase


@pytest.mark.parametrize("text", [
    "Seats in the council are allotted to towns by population using the latest survey figures.",
    "The Governor proposes a list of judges to the President of the Court.",
    "Norway shares a long border with Sweden in the east and shorter borders with Finland.",
    "A second coat is also called for if the wood is very dry.",
])
def test_refused(text: str) -> None:
    assert mutate(paraphrase, text) == []


@pytest.mark.parametrize("text,expected", [
    ("The mayor submits a list of candidates.", "A list of candidates is submitted by the mayor."),
    ("Growth is affected by climate.", "Climate affects growth."),
    ("A second coat is needed if the wood is very dry.",
     "If the wood is very dry, a second coat is needed."),
])
def test_made(text: str, expected: str) -> None:
    assert mutate(paraphrase, text) == [expected]
