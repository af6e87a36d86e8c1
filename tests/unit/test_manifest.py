"""The typed manifest: what a run writes reads back unchanged; a bad field names file and field."""

from __future__ import annotations

import json

import pytest

from mutato.cli.main import main
from mutato.manifest import Manifest, ManifestError, file_digest, read_manifest
from mutato.run import RunConfig, run_suite


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("manifest")
    return run_suite(RunConfig(suite="larkspur", checker="lexical", out=out, progress=False,
                               command="mutato run larkspur -c lexical"))


def test_the_written_manifest_is_the_typed_one_and_reads_back_unchanged(run):
    written = json.loads((run.folder / "manifest.json").read_text(encoding="utf-8"))
    assert written == json.loads(json.dumps(run.manifest.to_json()))
    assert Manifest.from_json(written).to_json() == written
    typed = read_manifest(run.folder / "manifest.json")
    assert typed.suite.name == "larkspur" and typed.checker.name == "lexical"
    assert typed.checker.key == run.score.checker_key  # the store key is not masked
    assert typed.thresholds.report == [0.5, 0.7, 0.9, 0.98]
    assert typed.scoring.distinct_pairs == run.score.stats.distinct_pairs
    assert typed.validity_gate.enabled is True and typed.mutants == len(run.mutants)
    assert {m.name for m in typed.mutators} >= set(typed.mutators_that_applied)


def test_keys_mutato_does_not_know_survive_a_round_trip():
    data = {"suite": {"name": "s", "future_field": [1]}, "checker": {"name": "x", "temp": 0.2},
            "validity_gate": {"enabled": False}, "new_part": {"a": 1}, "command": None,
            "nlp_pipeline": None}
    assert Manifest.from_json(data).to_json() == data


@pytest.mark.parametrize("change, field, shown", [
    (lambda m: m["suite"].update(name=5), "suite.name", "5"),
    (lambda m: m["scoring"].update(reused="3"), "scoring.reused", "'3'"),
    (lambda m: m.update(checker=["lexical"]), "checker", "['lexical']"),
    (lambda m: m["mutators"][0].update(version="two"), "mutators[0].version", "'two'"),
    (lambda m: m.update(seed=True), "seed", "True"),
])
def test_a_bad_field_is_refused_naming_the_file_and_the_field(run, tmp_path, change, field,
                                                               shown):
    data = json.loads((run.folder / "manifest.json").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ManifestError) as raised:
        read_manifest(path)
    assert str(raised.value).startswith(f"{path}: field {field!r}: expected ")
    assert f", got {shown}; fix it or re-run `mutato run`" in str(raised.value)


def test_the_mutate_verb_writes_the_same_manifest_class(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["mutate", "larkspur", "--out", str(tmp_path / "m" / "mutants.jsonl")]) == 0
    data = json.loads((tmp_path / "m" / "mutants.manifest.json").read_text(encoding="utf-8"))
    manifest = Manifest.from_json(data)
    assert manifest.to_json() == data
    assert set(data) == {"command", "suite", "seed", "nlp_pipeline"}
    assert manifest.suite.name == "larkspur" and manifest.seed == 0
    assert manifest.suite.sha256 == file_digest(manifest.suite.path)
    assert manifest.command.startswith("mutato mutate larkspur")
