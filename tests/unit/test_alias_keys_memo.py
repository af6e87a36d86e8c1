"""entity_swap's ``_alias_keys`` is memoised (claims on the same passages compare the same
name pool again): the memoised answers are the ones the plain comparison gives."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from mutators import entity_swap  # noqa: E402

PAIRS = [("Perry", "Katy Perry"), ("Tech Crunch", "TechCrunch"), ("FDA", "U.S. Food & Drug Administration"),
         ("European Commission", "EU Commission"), ("Chris Kyle", "Christopher Scott Kyle"),
         ("Oslo", "Bergen"), ("African-Americans", "African American"), ("US", "United States"),
         ("Dr. Ann Lee", "Ann Lee"), ("NASA", "National Aeronautics and Space Administration")]


def _plain_squash(key: str) -> str:
    return "".join(c for c in key if c.isalnum()).rstrip("s")


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_squashed_is_the_plain_squash(a, b):
    assert entity_swap._squashed(a) == _plain_squash(a)
    assert entity_swap._squashed(b) == _plain_squash(b)


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_memoised_answer_is_the_plain_one(a, b):
    plain = entity_swap._alias_keys.__wrapped__
    for person in (False, True):
        first = entity_swap._alias_keys(a, b, person=person)
        again = entity_swap._alias_keys(a, b, person=person)
        assert first == again == plain(a, b, person=person)


def test_memoised():
    entity_swap._alias_keys("Mira Hale", "Hale")
    before = entity_swap._alias_keys.cache_info().hits
    entity_swap._alias_keys("Mira Hale", "Hale")
    assert entity_swap._alias_keys.cache_info().hits == before + 1
