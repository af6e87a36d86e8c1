"""Fuzz: arbitrary bytes and JSON values as suites through the CLI, arbitrary checker output.

Whatever the input, mutato answers with exit code 0 or a one-line ``mutato: error:`` and
exit code 2: never a traceback, never a write outside its working folder, never a score
outside [0, 1]. Bounded (few examples, no deadline) so it runs in CI.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mutato.checkers.callable import as_pair_score
from mutato.checkers.command import parse_line
from mutato.cli.main import main

FIELDS = ["id", "claim", "passages", "name", "claims", "answers", "label", "derived",
          "question", "answer_id", "refusal", "text", "derivation", "pid"]
SCALARS = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
           | st.text(max_size=30) | st.sampled_from(["..", "/", "a/../b", "\u2028", "=1+1",
                                                    "Team costs €12.", "supported"]))
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=8), inner, max_size=5),
    max_leaves=20)
TEXT = st.text(min_size=1, max_size=60) | st.sampled_from([
    "The Team plan costs €12 per user per month.", "Links expire after 7 days, not 9.",
    "SSO is not available on the Team plan.", "=HYPERLINK(\"x\")", "a\u2028b\u0085c"])
NEAR_VALID_CLAIM = st.fixed_dictionaries(
    {"claim": TEXT, "passages": st.lists(TEXT, min_size=1, max_size=3)
     | st.dictionaries(st.text(min_size=1, max_size=5), TEXT, min_size=1, max_size=3)},
    optional={"id": st.text(max_size=12) | st.integers(), "label": SCALARS,
              "derived": SCALARS, "question": SCALARS, "answer_id": SCALARS})
NEAR_VALID_DOCUMENT = st.fixed_dictionaries(
    {"passages": st.dictionaries(st.text(min_size=1, max_size=5), TEXT, min_size=1,
                                 max_size=3),
     "claims": st.lists(st.fixed_dictionaries({"claim": TEXT},
                                              optional={"id": st.text(max_size=12),
                                                        "label": SCALARS}),
                        min_size=1, max_size=3)},
    optional={"name": st.text(max_size=12) | SCALARS, "answers": JSON_VALUES})
SETTINGS = settings(max_examples=int(os.environ.get("MUTATO_FUZZ_EXAMPLES", "40")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def through_cli(suffix: str, data: bytes) -> None:
    """Write ``data`` as a suite file, run `mutate` and `labels export` on it, check it all."""
    outer = Path(tempfile.mkdtemp(prefix="mutato-fuzz-"))
    work, victim = outer / "work", outer / "victim"
    work.mkdir()
    victim.mkdir()
    (victim / "keep.txt").write_text("keep")
    suite = work / f"suite{suffix}"
    suite.write_bytes(data)
    before = os.getcwd()
    os.chdir(work)
    try:
        for argv in (["mutate", str(suite)], ["mutate", str(suite), "--out", "m.jsonl"],
                     ["labels", "export", str(suite), "--out", "sheet.csv"]):
            err = io.StringIO()
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                code = main(argv)
            assert code in (0, 2), (argv, code)
            if code == 2:
                message = err.getvalue()
                assert message.startswith("mutato: error: ") and "Traceback" not in message
    finally:
        os.chdir(before)
    assert sorted(p.name for p in outer.iterdir()) == ["victim", "work"]
    assert [p.name for p in victim.iterdir()] == ["keep.txt"]
    for path in outer.rglob("*"):
        assert path.resolve().is_relative_to(outer.resolve())


@SETTINGS
@given(suffix=st.sampled_from([".yaml", ".jsonl", ".toml"]), data=st.binary(max_size=400))
def test_arbitrary_bytes_as_a_suite(suffix, data):
    through_cli(suffix, data)


@SETTINGS
@given(values=st.lists(JSON_VALUES, min_size=1, max_size=4))
def test_arbitrary_json_values_as_jsonl_suite_lines(values):
    text = "\n".join(json.dumps(v, ensure_ascii=False, allow_nan=True) for v in values)
    through_cli(".jsonl", text.encode("utf-8", "surrogatepass"))


@SETTINGS
@given(value=JSON_VALUES)
def test_arbitrary_json_values_as_a_yaml_suite(value):
    through_cli(".yaml", yaml.safe_dump(value, allow_unicode=True).encode("utf-8",
                                                                           "surrogatepass"))


@SETTINGS
@given(value=JSON_VALUES | st.text(max_size=40))
def test_arbitrary_checker_output_is_a_score_in_range_or_an_error(value):
    line = value if isinstance(value, str) else json.dumps(value, allow_nan=True)
    for score in (parse_line(line, 1), as_pair_score(value)):
        if score.score is None:
            assert score.error
        else:
            assert 0.0 <= score.score <= 1.0 and not math.isnan(score.score)


@SETTINGS
@given(claims=st.lists(NEAR_VALID_CLAIM, min_size=1, max_size=3))
def test_near_valid_jsonl_suites_with_arbitrary_text(claims):
    text = "\n".join(json.dumps(c, ensure_ascii=False) for c in claims)
    through_cli(".jsonl", text.encode("utf-8", "surrogatepass"))


@SETTINGS
@given(document=NEAR_VALID_DOCUMENT)
def test_near_valid_yaml_suites_with_arbitrary_text(document):
    through_cli(".yaml", yaml.safe_dump(document, allow_unicode=True).encode("utf-8",
                                                                              "surrogatepass"))
