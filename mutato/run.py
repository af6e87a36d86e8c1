"""One run, end to end: suite → mutants → stored scores → sweep → sections → report folder.

Everything a run folder holds (tables, plots, sections, both reports) is built in memory and
written once, through one staging folder swapped in atomically; nothing is read back.

>>> import tempfile
>>> result = run_suite(RunConfig(suite="larkspur", checker="lexical",
...                              out=tempfile.mkdtemp(), progress=False))
>>> sorted(p.name for p in result.folder.iterdir())[:3]
['claims.csv', 'claims.parquet', 'detection.png']
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pandas as pd

from .analysis.hard_cases import is_hard_case_suite
from .analysis.operating_point import OPERATING_POINT_FILE, OperatingPoint, settle_operating_point
from .analysis.run_data import RunData, prepare_claims
from .analysis.sweep import sweep, thresholds_with, verdicts_long
from .checkers import build_checker
from .checkers.base import Checker
from .decide.plots import figure_png
from .decide.precision_section import with_precision
from .decide.run_sections import RunSections, run_sections
from .decide.sections import load_sections, section_file, section_json
from .errors import MutatoError
from .io_safety.files import output_folder
from .io_safety.paths import check_name, inside
from .io_safety.redact import checker_secrets, redact
from .io_safety.run_folder import (
    as_stored,
    bytes_writer,
    csv_frame,
    json_text,
    table_writers,
    text_writer,
    write_run_folder,
)
from .manifest import (
    CheckerRecord,
    EnvironmentRecord,
    GateRecord,
    LabelsRecord,
    Manifest,
    MutatorRecord,
    ScoringRecord,
    SuiteRecord,
    ThresholdsRecord,
    WindowPolicyRecord,
    environment,
    file_digest,
    library_versions,
    nlp_pipeline,
    read_manifest,
)
from .mutation.mutants import Mutant, generate_mutants, iter_mutant_lines
from .mutation.registry import select_mutators
from .mutation.windows import WINDOW_POLICY
from .report.plots import plot_detection
from .report.render import rendered_reports, run_view
from .run_hooks import PhaseClock, RunHooks
from .schema import annotate
from .scoring.attribution import with_diagnosis
from .scoring.engines import Engine, build_engine
from .scoring.items import items_for
from .scoring.scorer import ScoreResult
from .scoring.selection import WindowSelection
from .scoring.store import ScoreStore
from .scoring.strategy import strategy_for
from .scoring.validity import (
    MIN_CANARIES,
    GateReport,
    build_canaries,
    gate_stage,
    raise_if_miswired,
    raise_if_originals_rejected,
    warn_if_weak,
)
from .suite.labels import default_labels_path, load_labels, suite_rulings
from .suite.loading import load_suite
from .suite.model import Suite
from .validation import check_unit_interval

#: Thresholds shown in the report's table when the user gives none (the CSVs hold the grid).
DEFAULT_REPORT_THRESHOLDS = (0.5, 0.7, 0.9, 0.98)


@dataclass(frozen=True)
class RunConfig:
    """What a run needs; everything else has a recorded default."""

    suite: str | Path
    checker: str
    options: dict[str, Any] = field(default_factory=dict)
    thresholds: Sequence[float] = ()
    out: str | Path = "reports"
    name: str | None = None
    seed: int = 0
    mutators: Sequence[str] | None = None
    #: option values per mutator name (``-M name.key=value``)
    mutator_options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    labels: str | Path | None = None
    store: str | Path | None = None
    progress: bool = True
    gate: bool = True
    operating_threshold: float | None = None
    force: bool = False
    command: str | None = None
    windows: WindowSelection = field(default_factory=WindowSelection)
    engine: str = "local"
    ray_address: str | None = None
    actors: int = 1
    gpus_per_actor: float = 0.0


@dataclass(frozen=True)
class RunResult:
    """The run's folder and the tables it wrote."""

    folder: Path
    suite: Suite
    mutants: list[Mutant]
    rates: pd.DataFrame
    claims: pd.DataFrame
    score: ScoreResult
    manifest: Manifest
    operating_point: OperatingPoint | None = None
    #: The default folder this run did not replace (it holds another checker fingerprint).
    kept: Path | None = None


def run_suite(config: RunConfig, *, checker: Checker | None = None,
              hooks: RunHooks | None = None) -> RunResult:
    """Do every step of a run and write ``<out>/<suite>/<name or checker>/``.

    ``hooks`` hears each phase of :data:`mutato.run_hooks.PHASES` begin and end.
    """
    clock = PhaseClock(hooks)
    clock.start("load")
    given = [] if config.operating_threshold is None else [config.operating_threshold]
    for threshold in config.thresholds:
        check_unit_interval(threshold, name="--threshold", what="a support score",
                            fix="e.g. --threshold 0.5 --threshold 0.98")
    for threshold in given:
        check_unit_interval(threshold, name="--operating-threshold", what="a support score",
                            fix="e.g. --operating-threshold 0.9")
    if config.name is not None:
        check_name(config.name, what="run name (--name)")  # before any work is done
    suite = load_suite(config.suite)
    labels_path = Path(config.labels) if config.labels else default_labels_path(suite.source)
    labels = load_labels(labels_path)
    out = output_folder(config.out)
    clock.start("mutate")
    mutants = generate_mutants(suite, mutators=config.mutators,
                               options=config.mutator_options, seed=config.seed,
                               parse_cache=out / "parses.sqlite",
                               mutant_cache=out / "mutants.cache.sqlite")
    checker = checker or build_checker(config.checker, config.options)
    store_path = Path(config.store) if config.store else out / "scores.sqlite"
    report_thresholds = sorted(set(config.thresholds or DEFAULT_REPORT_THRESHOLDS))
    engine = build_engine(config.engine, ray_address=config.ray_address, actors=config.actors,
                          gpus_per_actor=config.gpus_per_actor)
    scored_this_run: set[tuple[str, str, str]] = set()
    strategy = strategy_for(checker)  # a cascade routes between its stages; else one checker
    with ScoreStore(store_path) as store:
        clock.start("gate")
        gate = (_canary_gate(suite, strategy.stages, store, engine, scored_this_run)
                if config.gate else None)
        clock.start("score")
        items = items_for(suite, mutants)
        score = strategy.score(items, store, progress=config.progress,
                               selection=config.windows, engine=engine,
                               scored_this_run=scored_this_run)
        clock.start("analyse")
    check_originals = config.gate and not is_hard_case_suite(suite)
    if check_originals:
        raise_if_originals_rejected(score.claims, report_thresholds[0], checker.name)
    grid = thresholds_with([*report_thresholds, *given])
    claims = _claims_table(score.claims, mutants, {**suite_rulings(suite), **labels})
    claims = with_diagnosis(claims, items)  # contradiction level and TF-IDF attribution
    rates = sweep(claims, thresholds=grid)
    point = settle_operating_point(claims, grid=grid, fallback=report_thresholds[0],
                                   given=config.operating_threshold)
    parent = inside(out, out / check_name(suite.name, what="suite name"), what="run folder")
    folder, kept = _run_folder(parent, config, checker.name, score.checker_key)
    folder = inside(out, folder, what="run folder")
    manifest = _manifest(config, suite, mutants, checker, strategy.stages, score, labels_path,
                         labels, store_path, report_thresholds, grid, gate, check_originals,
                         engine)
    manifest_text = json_text(manifest.to_json())
    # the tables as a later reader of the folder sees them (dict cells and the manifest as
    # JSON), so the sections and reports made from them equal a re-render of the folder
    stored = RunData(folder=folder, claims=prepare_claims(as_stored(claims)),
                     manifest=Manifest.from_json(json.loads(manifest_text)),
                     rates=as_stored(rates))
    sections = run_sections(stored, suite=suite)  # threshold choice, sample sizes, answers
    clock.start("write")
    _write(stored, mutants, score, claims, rates, manifest_text, report_thresholds, point,
           sections)
    clock.stop()
    return RunResult(folder, suite, mutants, rates, claims, score, manifest, point, kept)


def _run_folder(parent: Path, config: RunConfig, checker_name: str,
                key: str) -> tuple[Path, Path | None]:
    """The run's folder, and the default folder it leaves alone.

    A named run goes where it is named. An unnamed one goes to ``<checker name>``, unless
    that folder holds a run of another checker fingerprint (another command, model or
    option): then, without ``force``, it goes to ``<checker name>-<fingerprint>`` so the
    earlier run is not silently replaced.
    """
    if config.name:
        return parent / config.name, None
    default = parent / checker_name
    recorded = _recorded_key(default)
    if config.force or recorded is None or recorded == key:
        return default, None
    return parent / f"{checker_name}-{key.rsplit('-', 1)[-1][:8]}", default


def _recorded_key(folder: Path) -> str | None:
    try:
        checker = read_manifest(folder / "manifest.json").checker
    except (OSError, MutatoError):
        return None
    return None if checker is None or checker.key is None else str(checker.key)


def _canary_gate(suite: Suite, stages: Sequence[Checker], store: ScoreStore,
                 engine: Engine | None = None,
                 scored_this_run: set[tuple[str, str, str]] | None = None) -> GateReport:
    """Score the canaries (stored like any pair) and stop if a checker is miswired.

    A cascade passes whatever its first stage supports, so each stage is gated on its own.
    A checker that sets ``canaries_apply = False`` (it judges only numbers, or only
    omissions) is not gated: an unrelated claim without numbers is rightly "supported" there.
    """
    canaries = build_canaries(suite)
    total = GateReport.none()
    for stage in stages:
        if not getattr(stage, "canaries_apply", True):
            continue  # it does not score support (numbers, omissions): copy > unrelated is moot
        report = gate_stage(canaries, stage, store, engine=engine,
                            scored_this_run=scored_this_run)
        warn_if_weak(report, stage.name)
        raise_if_miswired(report, stage.name)
        total += report
    return total


def _claims_table(claims: pd.DataFrame, mutants: list[Mutant], labels: dict) -> pd.DataFrame:
    annotated = annotate(claims, labels)
    annotated["ruling"] = [(labels[i].basis or "suite") if i in labels else None
                           for i in annotated["item_id"]]
    marked = {m.id: m.diff_markdown() for m in mutants}
    annotated["marked"] = [marked.get(i) for i in annotated["item_id"]]
    notes = {m.id: m.note for m in mutants}
    annotated["edit"] = [notes.get(i) for i in annotated["item_id"]]
    return annotated


def _manifest(config: RunConfig, suite: Suite, mutants: list[Mutant], checker: Checker,
              stages: Sequence[Checker], score: ScoreResult, labels_path: Path, labels: dict, store_path: Path,
              report_thresholds: list[float], grid: list[float],
              gate: GateReport | None, check_originals: bool,
              engine: Engine) -> Manifest:
    used = {m.mutator for m in mutants}
    specs = select_mutators(config.mutators, options=config.mutator_options)
    ids = {m.id for m in mutants}
    reported = {**checker.manifest(), **_routing(score)}
    if score.input_limit is not None:  # counted from the stored pairs: warm runs say the same
        reported = {**reported, **score.input_limit.manifest_entries(reported)}
    for stage, counts in (score.stage_input_limits or {}).items():  # a cascade's stages
        if isinstance(reported.get(stage), dict):
            reported[stage] = {**reported[stage], **counts.manifest_entries(reported[stage])}
    gate_record = (GateRecord(enabled=False) if gate is None else GateRecord(
        enabled=True, canary_triples=gate.triples, passed=gate.passed, errors=gate.errors,
        negation_ties=gate.negation_ties, weak=gate.weak, min_canaries=MIN_CANARIES,
        failures=list(gate.failures),
        originals_rejected_check_at=report_thresholds[0] if check_originals else None))
    manifest = Manifest(
        mutato=library_versions(),
        environment=EnvironmentRecord(**environment()),
        created=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        command=config.command,
        suite=SuiteRecord(name=suite.name, path=suite.source, sha256=file_digest(suite.source),
                          claims=len(suite.claims), originals=len(suite.originals)),
        mutators=[MutatorRecord(name=s.name, kind=s.kind, fault_type=s.fault_type,
                                version=s.version, target=s.target,
                                mutants=sum(m.mutator == s.name for m in mutants),
                                extra={"options": dict(s.options)} if s.options else {})
                  for s in specs],
        mutators_that_applied=sorted(used),
        nlp_pipeline=nlp_pipeline(),
        seed=config.seed,
        mutants=len(mutants),
        labels=LabelsRecord(path=str(labels_path), sha256=file_digest(labels_path),
                            labeled=sum(1 for i in ids if i in labels),
                            orphaned=sum(1 for i in labels if i not in ids)),
        checker=CheckerRecord.from_json(
            {**reported, "options": dict(config.options),
             "window_selection": config.windows.describe()},
            where="the checker's manifest()", key="checker"),
        window_policy=WindowPolicyRecord(
            premise_policy=checker.premise_policy, selection=config.windows.describe(),
            items_selected=score.stats.items_selected,
            pairs_exhaustive=score.stats.pairs_exhaustive, extra=dict(WINDOW_POLICY)),
        validity_gate=gate_record,
        thresholds=ThresholdsRecord(report=report_thresholds, grid=grid,
                                    rule="caught when best support < threshold"),
        scoring=ScoringRecord(pairs=score.stats.pairs, distinct_pairs=score.stats.distinct_pairs,
                              reused=score.stats.reused, scored=score.stats.scored,
                              errors=score.stats.errors, seconds=round(score.stats.seconds, 3),
                              store=str(store_path), engine=engine.describe()))
    # secrets masked in the typed manifest too, not only in the file written from it
    redacted = Manifest.from_json(redact(manifest.to_json(),
                                         also=checker_secrets(checker, *stages)),
                                  source="the run's manifest")
    # the store key is a hash of the fingerprint, never a secret; redaction would mask it as
    # a "key", and run naming and drift/compare provenance read it back
    assert redacted.checker is not None
    return replace(redacted, checker=replace(redacted.checker, key=score.checker_key))


def _routing(score: ScoreResult) -> dict[str, int]:
    """A cascade's routing counts, as its manifest records them."""
    if score.routing is None:
        return {}
    return {"routed_to_second": score.routing.routed, "claims": score.routing.claims}


def _write(stored: RunData, mutants: list[Mutant], score: ScoreResult, claims: pd.DataFrame,
           rates: pd.DataFrame, manifest_text: str, report_thresholds: list[float],
           point: OperatingPoint, made: RunSections) -> None:
    """Stage every file of the run folder, both reports rendered once from the same tables,
    and swap it in."""
    folder, grid = stored.folder, stored.grid
    plot = figure_png(plot_detection(rates, marks=sorted({*report_thresholds, point.threshold})))
    files = {
        "detection.png": bytes_writer(plot),
        "manifest.json": text_writer(manifest_text),
        OPERATING_POINT_FILE: text_writer(json_text(point.to_json())),
        "mutants.jsonl": text_writer("".join(line + "\n" for line in iter_mutant_lines(mutants))),
        **table_writers("rates", rates),
        **table_writers("claims", claims),
        **table_writers("pairs", score.pairs, csv=False),
        **table_writers("verdicts", verdicts_long(claims, grid), csv=False),
        "verdicts.csv": lambda p: csv_frame(verdicts_long(claims, report_thresholds)).to_csv(
            p, index=False),
        **made.files,
        **{section_file(s): text_writer(section_json(s)) for s in made.sections},
    }
    # the report shows the sections other verbs saved into an earlier run of this folder
    # (they are carried over) beside the ones made now
    made_now = {s.slug for s in made.sections}
    kept = [s for s in load_sections(folder) if s.slug not in made_now]
    shown = OperatingPoint.from_json(point.to_json())
    sections = with_precision([*kept, *made.sections], stored.claims, stored.manifest,
                              threshold=shown.threshold)
    view = run_view(stored, mutants=mutants, sections=sections, plot=plot, point=shown)
    files.update({name: text_writer(text) for name, text in rendered_reports(view).items()})
    write_run_folder(folder, files)
