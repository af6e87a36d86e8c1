"""Review sheets: what they carry, any encoding a spreadsheet saves, formulas, what is ignored."""

from __future__ import annotations

import csv
import io

import pytest

from mutato.errors import LabelError
from mutato.mutation.mutants import Mutant, Span, generate_mutants
from mutato.review.label_sheets import (
    SHEET_COLUMNS,
    decode_sheet,
    export_sheet,
    import_sheet,
    neutralise,
    restore,
)
from mutato.suite.loading import load_suite
from mutato.suite.model import Claim, Suite
from mutato.suite.reviews import UNNAMED, Ruling


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text.removeprefix("\ufeff"), newline="")))


def _fill(text: str, rulings: dict[int, tuple[str, str]]) -> str:
    rows = _rows(text)
    for i, (label, reason) in rulings.items():
        rows[i]["label"], rows[i]["reason"] = label, reason
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(SHEET_COLUMNS), lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def test_the_sheet_carries_passages_windows_note_and_a_bom():
    suite = load_suite("larkspur")
    mutants = generate_mutants(suite)[:3]
    text = export_sheet(mutants, suite, {mutants[0].id: Ruling("fault", "9 → 12")},
                        reviewer="ana")
    assert text.startswith("\ufeff")
    rows = _rows(text)
    assert [r["mutant_id"] for r in rows] == [m.id for m in mutants]
    first = rows[0]
    assert first["reviewer"] == "ana" and first["label"] == "fault"
    assert first["reason"] == "9 → 12"
    claim = next(c for c in suite.claims if c.id == mutants[0].claim_id)
    for pid, passage in claim.passages.items():
        assert f"[{pid}] {passage}" in first["passages"]
    assert first["best_windows"].startswith("[") and first["note"] == mutants[0].note
    assert "[[" in first["mutant"] and first["question"] == claim.question


def test_a_windows_1252_sheet_round_trips(tmp_path):
    suite = load_suite("larkspur")
    mutants = generate_mutants(suite)[:4]
    reason = "€12, not €9 – “wrong” (café)"
    filled = _fill(export_sheet(mutants, suite, {}), {0: ("fault", reason), 1: ("Not fault", "")})
    sheet = tmp_path / "resaved.csv"
    sheet.write_bytes(filled.encode("cp1252", errors="replace"))  # Excel: "?" for the rest
    got = import_sheet(sheet, known_ids=[m.id for m in mutants])
    assert got.encoding == "cp1252" and not got.ignored and got.blank == 2
    assert got.rulings == {(mutants[0].id, UNNAMED): Ruling("fault", reason),
                           (mutants[1].id, UNNAMED): Ruling("not_fault")}


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252"])
def test_every_encoding_a_spreadsheet_saves_is_read(tmp_path, encoding):
    sheet = tmp_path / "s.csv"
    sheet.write_bytes("mutant_id,label,reason\na:b:1,fault,€12 “x”\n".encode(encoding))
    got = import_sheet(sheet)
    assert got.rulings == {("a:b:1", UNNAMED): Ruling("fault", "€12 “x”")}


def test_an_undecodable_sheet_is_a_file_line_error(tmp_path):
    sheet = tmp_path / "bad.csv"
    sheet.write_bytes(b"mutant_id,label\na:b:1,fault\na:b:2,fault \x81\x8d\n")
    with pytest.raises(LabelError, match=r"bad.csv:3: cannot decode the sheet \(byte 0x81"):
        import_sheet(sheet)


def test_import_reports_unknown_ids_bad_values_and_duplicates_with_both_lines(tmp_path):
    sheet = tmp_path / "s.csv"
    sheet.write_text("mutant_id,reviewer,label\n"
                     "a:b:1,ana,fault\n"        # 2
                     "zz:b:9,ana,fault\n"       # 3 unknown
                     "a:b:2,ana,maybe\n"        # 4 bad value
                     "a:b:1,ana,not_fault\n"    # 5 duplicate of 2
                     "a:b:2,,\n"                # 6 blank
                     "a:b:2,ben,unsure\n", encoding="utf-8")
    got = import_sheet(sheet, known_ids=["a:b:1", "a:b:2"])
    assert got.rulings == {("a:b:1", "ana"): Ruling("fault"), ("a:b:2", "ben"): Ruling("unsure")}
    assert got.blank == 1
    assert [m.split(": ")[0] for m in got.ignored] == [f"{sheet}:3", f"{sheet}:4", f"{sheet}:5"]
    assert "'maybe'" in got.ignored[1] and "repeats line 2 (row 2)" in got.ignored[2]


@pytest.mark.parametrize("cell", ["=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\tx",
                                  "\rx", "'=already", "''+x", "plain", "'quoted", ""])
def test_formula_cells_are_neutralised_on_export_and_restored_on_import(tmp_path, cell):
    exported = neutralise(cell)
    assert not exported.startswith(("=", "+", "-", "@", "\t", "\r"))
    assert restore(exported) == cell
    claim = Claim("c1", "Plans cost 12 euros.", {"p": "Plans cost 12 euros."})
    mutant = Mutant("c1:x:1", "c1", "x", 1, "fault", "x", claim.text, cell or "x",
                    (Span(0, len(claim.text), cell or "x"),), note=cell)
    text = export_sheet([mutant], Suite("s", (claim,)), {"c1:x:1": Ruling("fault", cell)})
    row = _rows(text)[0]
    assert not row["note"].startswith(("=", "+", "-", "@", "\t", "\r"))
    sheet = tmp_path / "s.csv"
    sheet.write_text(text, encoding="utf-8")
    assert import_sheet(sheet).rulings[("c1:x:1", UNNAMED)].reason == cell.strip()


def test_fields_longer_than_the_csv_default_limit_are_read(tmp_path):
    passage = "Plans cost 12 euros. " * 10_000  # ~210 KB, over csv's 131,072 default
    claim = Claim("c1", "Plans cost 12 euros.", {"p": passage})
    mutant = Mutant("c1:x:1", "c1", "x", 1, "fault", "x", claim.text, "Plans cost 9 euros.",
                    (Span(11, 13, "9"),))
    sheet = tmp_path / "big.csv"
    sheet.write_text(export_sheet([mutant], Suite("s", (claim,)),
                                  {"c1:x:1": Ruling("unsure")}), encoding="utf-8")
    assert import_sheet(sheet).rulings == {("c1:x:1", UNNAMED): Ruling("unsure")}
    assert csv.field_size_limit() == 131072  # the global limit is put back


def test_decode_reports_utf16_by_bom(tmp_path):
    sheet = tmp_path / "s.csv"
    sheet.write_bytes("x,€".encode("utf-16"))
    assert decode_sheet(sheet) == ("x,€", "utf-16")
