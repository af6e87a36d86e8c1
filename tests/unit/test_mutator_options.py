"""Mutators take keyword-only options, typed by their annotations and set with -M."""

from __future__ import annotations

import json
import sys
from importlib.metadata import EntryPoint
from importlib.metadata import entry_points as installed_entry_points

import pytest

import mutato.mutation.registry as registry
from mutato.cli.main import main
from mutato.errors import MutatoError
from mutato.mutation.mutants import generate_mutants
from mutato.suite.loading import load_suite

POINT = EntryPoint("echo_word", "tests.helpers.option_mutator", "mutato.mutators")


@pytest.fixture
def echo_installed(monkeypatch):
    """``echo_word`` as an installed plug-in, in a registry that forgets it afterwards."""
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(registry, "_loaded", False)
    monkeypatch.delitem(sys.modules, "tests.helpers.option_mutator", raising=False)
    monkeypatch.setattr(registry, "entry_points", lambda *, group: [
        *installed_entry_points(group=group), *([POINT] if group == POINT.group else [])])


def mutant_texts(folder):
    lines = (folder / "mutants.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["text"] for line in lines]


def test_an_option_set_on_the_command_line_changes_the_mutants(echo_installed, tmp_path):
    assert main(["mutate", "larkspur", "-m", "echo_word", "--out",
                 str(tmp_path / "one" / "mutants.jsonl"), "-q"]) == 0
    assert main(["mutate", "larkspur", "-m", "echo_word", "-M", "echo_word.times=3",
                 "--out", str(tmp_path / "three" / "mutants.jsonl"), "-q"]) == 0
    once, thrice = mutant_texts(tmp_path / "one"), mutant_texts(tmp_path / "three")
    assert once and len(once) == len(thrice)
    first = once[0].split()[0]
    assert once[0].split()[:2] == [first, first.lower()]
    assert thrice[0].split()[:4] == [first] + [first.lower()] * 3
    manifest = json.loads((tmp_path / "three" / "mutants.manifest.json").read_text())
    assert manifest["mutator_options"] == {"echo_word": {"times": "3"}}


def test_a_run_records_the_options_in_its_manifest(echo_installed, tmp_path):
    assert main(["run", "larkspur", "-c", "lexical", "-m", "echo_word", "-M",
                 "echo_word.lower=false", "--out", str(tmp_path), "-q", "--no-gate"]) == 0
    manifest = json.loads((tmp_path / "larkspur" / "lexical" / "manifest.json").read_text())
    [entry] = manifest["mutators"]
    assert entry["name"] == "echo_word" and entry["options"] == {"lower": False}
    texts = mutant_texts(tmp_path / "larkspur" / "lexical")
    assert texts[0].split()[0] == texts[0].split()[1]  # "Refunds Refunds ...", case kept


def test_options_are_listed_with_their_types(echo_installed, capsys):
    assert main(["list", "mutators"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("echo_word "))
    assert lines[at + 1:at + 3] == ["    times (int, default 1)", "    lower (bool, default True)"]


@pytest.mark.parametrize(("given", "message"), [
    ({"echo_word": {"tims": "2"}}, r"no option 'tims'\. Did you mean 'times'\?"),
    ({"echo_word": {"times": "two"}}, r"option times='two': expected int"),
    ({"number_swap": {"times": "2"}}, r"options given for mutator 'number_swap', which this "
                                      r"run does not use"),
])
def test_a_wrong_option_is_an_error_that_names_it(echo_installed, given, message):
    with pytest.raises(MutatoError, match=message):
        generate_mutants(load_suite("larkspur"), mutators=["echo_word"], options=given)


def test_a_malformed_flag_says_the_expected_shape():
    with pytest.raises(MutatoError, match=r"not MUTATOR\.KEY=VALUE"):
        registry.parse_mutator_options(["times=3"])
