"""Fault types may not take the names of the groups the analysis itself reports."""

from __future__ import annotations

import pytest

from mutato.cli.main import main
from mutato.errors import MutatoError
from mutato.mutation.registry import mutator
from mutato.schema import ALL, FALSE_ALARM_GROUPS
from mutato.suite.model import RESERVED_GROUPS
from tests.helpers.robust_inputs import error_text, write_suite


def test_every_group_name_the_analysis_uses_is_reserved():
    assert {*FALSE_ALARM_GROUPS, ALL} <= RESERVED_GROUPS


@pytest.mark.parametrize("name", ["originals", "all", "controls", "derived originals",
                                  " Originals ", "ALL", "derived   originals"])
def test_a_suite_fault_type_with_a_reserved_name(tmp_path, capsys, name):
    suite = write_suite(tmp_path, "  - id: bad-price\n    claim: The Team plan costs 5 euros.\n"
                                  "    passages: [plans]\n    label: unsupported\n"
                                  f"    fault_type: '{name}'\n")
    assert main(["run", str(suite), "-c", "lexical", "--out", str(tmp_path / "o"),
                 "--no-progress"]) == 2
    err = capsys.readouterr().err
    canonical = " ".join(name.split()).casefold()
    assert error_text(err).startswith(f"mutato: error: {suite}:18: field 'fault_type': fault type "
                          f"{name!r} is reserved: {canonical!r} is a group mutato's own "
                          "analysis uses")
    assert not (tmp_path / "o" / "tiny").exists()


@pytest.mark.parametrize("value", [5, "", "   ", ["a"]])
def test_a_fault_type_that_is_not_a_name(tmp_path, capsys, value):
    suite = write_suite(tmp_path, "  - id: bad-price\n    claim: The Team plan costs 5 euros.\n"
                                  "    passages: [plans]\n    label: unsupported\n"
                                  f"    fault_type: {value!r}\n")
    assert main(["mutate", str(suite), "--out", "-"]) == 2
    assert f"{suite}:18: field 'fault_type': expected a fault type name (a non-empty string)" \
        in capsys.readouterr().err


def test_a_plugin_mutator_with_a_reserved_fault_type():
    with pytest.raises(MutatoError, match="mutator 'pooled': fault type 'all' is reserved"):
        @mutator(name="pooled", kind="fault", fault_type="all", register=False)
        def pooled(claim, suite, rng):
            """Never registered."""
            return []
    with pytest.raises(MutatoError, match="mutator 'originals': fault type 'originals' is"):
        @mutator(name="originals", kind="fault", register=False)
        def originals(claim, suite, rng):
            """Never registered."""
            return []
