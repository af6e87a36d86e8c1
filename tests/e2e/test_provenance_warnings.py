"""`drift` and `compare` read real run folders and warn when the checker fingerprint changed
between them, and stay quiet when it did not (the store key must survive manifest redaction)."""

from __future__ import annotations

import json

from mutato.cli.main import main


def _run(out, name, checker="lexical"):
    args = ["run", "larkspur", "-c", checker, "--out", str(out), "--name", name,
            "--no-progress", "-q", "-m", "number_swap", "-m", "negation_flip"]
    assert main(args) == 0
    return out / "larkspur" / name


def test_drift_warns_on_a_changed_fingerprint_and_not_on_a_repeat(tmp_path, capsys):
    out = tmp_path / "out"
    first = _run(out, "a")
    again = _run(out, "b")
    other = _run(out, "c", "embedding")
    keys = [json.loads((f / "manifest.json").read_text())["checker"]["key"]
            for f in (first, again, other)]
    assert keys[0] == keys[1] != keys[2] and keys[0].startswith("lexical-")
    assert keys[0] != "***"                       # redaction took the store key for a secret
    capsys.readouterr()
    assert main(["drift", str(first), str(again), "--no-save"]) == 0
    assert "checker fingerprint changed" not in capsys.readouterr().err
    assert main(["drift", str(again), str(other), "--no-save"]) == 0
    err = capsys.readouterr().err
    assert "warning: the checker fingerprint changed between" in err
    assert keys[1][:37] in err and keys[2][:37] in err
