"""Small first-contact fixes (issue 12, group 7): init, list suites, refusal lines with a
claim, gate --help, show without a raw None, run --help naming every bundled suite, and the
column of a suite's own unsupported claims."""

from __future__ import annotations

import json
import shlex
import sys

import pytest

from mutato.cli.main import main
from mutato.errors import SuiteError
from mutato.scoring.items import HUMAN_LABELED, human_fault_type
from mutato.suite.loading import bundled_suites, load_suite
from mutato.suite.model import Claim


def test_init_writes_a_suite_and_a_config_that_run(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init"]) == 0
    assert (tmp_path / "suite.yaml").is_file() and (tmp_path / "mutato.toml").is_file()
    assert main(["run", "--no-progress"]) == 0           # suite and checker from mutato.toml
    assert (tmp_path / "reports" / tmp_path.name / "lexical" / "report.md").is_file()
    assert main(["init"]) == 2                           # never overwrites
    assert "already exist" in capsys.readouterr().err


def test_list_suites_names_every_bundled_suite(capsys):
    assert main(["list", "suites"]) == 0
    out = capsys.readouterr().out
    for name in bundled_suites():
        assert out.count(f"{name} ") >= 1
    assert {"larkspur", "faq"} <= set(bundled_suites())


def test_run_help_lists_every_bundled_suite(capsys):
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for name in bundled_suites():
        assert name in out


def test_gate_help_shows_a_single_percent_sign(capsys):
    with pytest.raises(SystemExit):
        main(["gate", "--help"])
    out = capsys.readouterr().out
    assert "95%" in out and "95%%" not in out


def test_a_refusal_line_with_a_claim_is_an_error(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_text(json.dumps({"id": "a", "claim": "SSO is free.", "passages": {"p": "x"},
                                "refusal": True, "answer_id": "q1"}) + "\n", encoding="utf-8")
    with pytest.raises(SuiteError, match=r"s.jsonl:1: field 'refusal': .*also has a claim"):
        load_suite(path)
    yaml = tmp_path / "s.yaml"
    yaml.write_text("name: s\npassages:\n  p: SSO is free on every plan.\nclaims:\n  - id: a\n"
                    "    claim: SSO is free on every plan.\nanswers:\n  - id: q1\n"
                    "    claims: [a]\n    refusal: true\n", encoding="utf-8")
    with pytest.raises(SuiteError, match="also lists claims"):
        load_suite(yaml)


def test_show_prints_no_raw_none_for_an_errored_claim(tmp_path, capsys):
    script = tmp_path / "nan.py"
    script.write_text("import sys\nfor line in sys.stdin:\n    print('NaN')\n", encoding="utf-8")
    cmd = f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"
    out = tmp_path / "out"
    assert main(["run", "larkspur", "-c", "command", "-o", f"cmd={cmd}", "--out", str(out),
                 "--no-gate", "--no-progress", "-m", "number_swap"]) == 0
    mutants = (out / "larkspur" / "command" / "mutants.jsonl").read_text().splitlines()
    mutant_id = json.loads(mutants[0])["id"]
    capsys.readouterr()
    assert main(["show", mutant_id, "--root", str(out)]) == 0
    shown = capsys.readouterr().out
    assert "None" not in shown and "no premise could be scored" in shown


def test_own_unsupported_claims_are_labeled_unsupported_not_human_labeled():
    claim = Claim("c1", "SSO is free.", {"p": "SSO costs extra."}, label="unsupported")
    assert human_fault_type(claim) == HUMAN_LABELED == "labeled unsupported"
