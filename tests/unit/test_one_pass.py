"""A run writes its folder once: the claims table is never read back, each report renders once.

Counted by wrapping the Parquet reader and both renderers around a real run of larkspur with
the lexical checker (a fast checker that needs no model).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pandas as pd

import mutato.report.render as render
from mutato.decide.sections import Section, save_section
from mutato.io_safety.run_folder import write_run_folder
from mutato.run import RunConfig, run_suite


def test_a_run_reads_no_claims_table_and_renders_each_report_once(tmp_path, monkeypatch):
    calls: Counter[str] = Counter()
    read_parquet = pd.read_parquet

    def counting_read(path, *args, **kwargs):
        calls[f"read {Path(path).name}"] += 1
        return read_parquet(path, *args, **kwargs)

    def counting(name, renderer):
        def wrapped(*args, **kwargs):
            calls[name] += 1
            return renderer(*args, **kwargs)
        return wrapped

    monkeypatch.setattr(pd, "read_parquet", counting_read)
    monkeypatch.setattr(render, "render_markdown", counting("markdown", render.render_markdown))
    monkeypatch.setattr(render, "render_html", counting("html", render.render_html))
    result = run_suite(RunConfig(suite="larkspur", checker="lexical", out=tmp_path,
                                 progress=False))
    assert calls["read claims.parquet"] == calls["read rates.parquet"] == 0, calls
    assert (calls["markdown"], calls["html"]) == (1, 1), calls
    # and the one render shows what the sections analyses attached in memory
    report = (result.folder / "report.md").read_text(encoding="utf-8")
    assert "## Threshold choice" in report and "## Answers" in report
    assert {p.name for p in (result.folder / "sections").iterdir()} >= {
        "threshold-choice.json", "sample-size-plan.json", "answers.json"}
    assert not list(tmp_path.glob("larkspur/.*staging*"))


def test_a_staged_sections_folder_keeps_the_sections_other_verbs_saved(tmp_path):
    target = tmp_path / "run"
    (target / "sections").mkdir(parents=True)
    (target / "sections" / "regression-gate.json").write_text("gate", encoding="utf-8")
    (target / "sections" / "answers.json").write_text("old answers", encoding="utf-8")
    (target / "notes.txt").write_text("mine", encoding="utf-8")
    write_run_folder(target, {"report.md": lambda p: p.write_text("# new\n"),
                              "sections/answers.json": lambda p: p.write_text("new answers")})
    assert (target / "sections" / "regression-gate.json").read_text() == "gate"
    assert (target / "sections" / "answers.json").read_text() == "new answers"
    assert (target / "notes.txt").read_text() == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run"]  # no staging folder left


def test_a_re_run_shows_the_sections_other_verbs_saved(tmp_path):
    config = RunConfig(suite="larkspur", checker="lexical", out=tmp_path, progress=False)
    folder = run_suite(config).folder
    save_section(folder, Section(slug="regression-gate", title="Regression gate",
                                 markdown="**Gate PASSED**", html="<p>passed</p>", order=20))
    assert run_suite(config).folder == folder
    assert (folder / "sections" / "regression-gate.json").is_file()
    report = (folder / "report.md").read_text(encoding="utf-8")
    assert "## Regression gate" in report and "## Threshold choice" in report
