"""The timing harness: alternating A/B sides, a CPU meter for a shared machine, child runs.

Each figure comes from one process measuring both sides in turn (or from fresh child
processes for whole runs), and every timed block records how much CPU the rest of the
machine took meanwhile, so a disturbed measurement can be re-run.
"""

from __future__ import annotations

import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from . import ENTRY, REPO


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values))


def machine_info() -> dict[str, Any]:
    """What the figures were measured on."""
    import torch

    from mutato.manifest import library_versions
    from mutato.mutation.registry import load_mutators

    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_kb = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem_kb = int(line.split()[1])
    except OSError:
        pass
    commit, changed = None, None
    try:  # read-only git queries: the commit, and which tracked or new files differ from it
        commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "HEAD"], check=True,
                                capture_output=True, text=True).stdout.strip()
        status = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--",
                                 "mutato", "mutators"], check=True, capture_output=True,
                                text=True).stdout.splitlines()
        changed = len(status)
    except (OSError, subprocess.CalledProcessError):
        pass
    mutators = load_mutators()
    return {
        "cpu": cpu, "cores": os.cpu_count(), "torch_threads": torch.get_num_threads(),
        "memory_gb": round(mem_kb / 1024 / 1024, 1) if mem_kb else None,
        "python": sys.version.split()[0], "platform": platform.platform(),
        "libraries": library_versions(), "git_commit": commit,
        "uncommitted_files_in_mutato_and_mutators": changed,
        "mutators": sorted(mutators),
        "loadavg_start": list(os.getloadavg()),
    }


@dataclass
class Side:
    """One side of an A/B timing: a name and a callable returning scores by pair."""

    name: str
    run: Callable[[], dict[tuple[str, str], float]]
    setup: Callable[[], None] | None = None  # untimed, before each run


class CpuMeter:
    """CPU used by other processes while a block runs: system busy time minus our own.

    The machine is shared (two cores), so every timed run records how much CPU the rest
    of the system took meanwhile; a repetition disturbed by others is re-run.
    """

    TICK = os.sysconf("SC_CLK_TCK")

    @classmethod
    def busy(cls) -> float:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
        user, nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in fields[:8])
        return (user + nice + system + irq + softirq + steal) / cls.TICK

    @staticmethod
    def own() -> float:
        import resource
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return time.process_time() + children.ru_utime + children.ru_stime

    def __enter__(self) -> Self:
        self.wall0, self.busy0, self.own0 = time.perf_counter(), self.busy(), self.own()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = time.perf_counter() - self.wall0
        self.own_cpu = self.own() - self.own0
        others = (self.busy() - self.busy0) - self.own_cpu
        self.others_cores = max(0.0, others) / max(self.wall, 1e-9)


class TreeCpuMeter(CpuMeter):
    """A :class:`CpuMeter` whose own CPU is this process and all its live descendants.

    A local Ray instance runs in processes this one started (its daemons, and its workers
    under them); their CPU is the run's own, not another session's load.
    """

    @staticmethod
    def own() -> float:
        return CpuMeter.own() + sum(_cpu_seconds(pid) for pid in _descendants(os.getpid()))


def _descendants(root: int) -> list[int]:
    """Live processes below ``root``, from the parent ids in ``/proc/*/stat``."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    out, todo = [], list(children.get(root, []))
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a live process (0 if it has gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / CpuMeter.TICK


def wait_for_quiet(*, threshold: float = 0.15, max_wait: float = 600.0,
                   meter_class: type[CpuMeter] = CpuMeter) -> float:
    """Wait until other processes use less than ``threshold`` cores; seconds waited."""
    started = time.perf_counter()
    announced = False
    while True:
        with meter_class() as meter:
            time.sleep(1.0)
        if meter.others_cores < threshold or time.perf_counter() - started > max_wait:
            return time.perf_counter() - started
        if not announced:
            log(f"  waiting for a quiet machine (others use {meter.others_cores:.2f} cores)")
            announced = True


#: A repetition counts when others used less than this many cores during each side.
QUIET_CORES = 0.15
MAX_ATTEMPTS = 4


def alternate(sides: tuple[Side, Side], reps: int, n_pairs: int, *,
              meter_class: type[CpuMeter] = CpuMeter, max_wait: float = 600.0,
              attempts: int = MAX_ATTEMPTS) -> dict[str, Any]:
    """Time both sides ``reps`` times, alternating which goes first; ratios per repetition.

    Before each repetition the machine must be quiet; a repetition during which other
    processes took more than ``QUIET_CORES`` cores is recorded and re-run (at most
    ``attempts`` tries, then kept and flagged). Wall time is the figure; process CPU
    time is kept beside it. ``meter_class`` decides whose CPU is "own" (``TreeCpuMeter``
    when a side runs in processes this one started).
    """
    seconds: dict[str, list[float]] = {s.name: [] for s in sides}
    cpu: dict[str, list[float]] = {s.name: [] for s in sides}
    others: dict[str, list[float]] = {s.name: [] for s in sides}
    discarded: list[dict[str, Any]] = []
    last: dict[str, dict[tuple[str, str], float]] = {}
    for rep in range(reps):
        order = sides if rep % 2 == 0 else sides[::-1]
        for attempt in range(1, attempts + 1):
            waited = wait_for_quiet(max_wait=max_wait, meter_class=meter_class)
            got: dict[str, tuple[float, float, float]] = {}
            for side in order:
                if side.setup is not None:
                    side.setup()
                gc.collect()
                with meter_class() as meter:
                    last[side.name] = side.run()
                got[side.name] = (meter.wall, meter.own_cpu, meter.others_cores)
            clean = all(g[2] < QUIET_CORES for g in got.values())
            log(f"  rep {rep + 1}/{reps} try {attempt}: " + ", ".join(
                f"{name} {w:.2f}s (others {o:.2f} cores)" for name, (w, c, o) in got.items())
                + ("" if clean else " -> disturbed") + (f", waited {waited:.0f}s" if waited > 2
                                                        else ""))
            if clean or attempt == attempts:
                for name, (w, c, o) in got.items():
                    seconds[name].append(w)
                    cpu[name].append(c)
                    others[name].append(round(o, 3))
                break
            discarded.append({name: {"seconds": round(w, 3), "others_cores": round(o, 3)}
                              for name, (w, c, o) in got.items()})
    a, b = (s.name for s in sides)
    ratios = [seconds[b][i] / seconds[a][i] for i in range(reps)]  # throughput a / throughput b
    diffs = [abs(last[a][k] - last[b][k]) for k in last[b]]
    rounded = lambda table: {name: [round(x, 4) for x in xs] for name, xs in table.items()}
    return {
        "pairs": n_pairs, "reps": reps,
        "seconds": rounded(seconds), "cpu_seconds": rounded(cpu),
        "others_cores_during": others, "discarded_disturbed_reps": discarded,
        "median_seconds": {name: round(median(xs), 4) for name, xs in seconds.items()},
        "pairs_per_second": {name: round(n_pairs / median(xs), 2)
                             for name, xs in seconds.items()},
        "ratio_per_rep": [round(r, 4) for r in ratios],
        "ratio_median": round(median(ratios), 4),
        "ratio_of_medians": round(median(seconds[b]) / median(seconds[a]), 4),
        "ratio_of_minimums": round(min(seconds[b]) / min(seconds[a]), 4),
        "max_abs_score_difference": float(max(diffs)) if diffs else None,
    }


def empty_store(tmp: Path, tag: str) -> Any:
    """A new, empty score store under ``tmp``: nothing is reused between repetitions."""
    from mutato.scoring.store import ScoreStore

    path = tmp / f"{tag}-{time.perf_counter_ns()}.sqlite"
    return ScoreStore(path)


#: Reaps the child with wait4 from a small process: a child forked from this (large)
#: process would inherit its RSS high-water mark into ru_maxrss across exec.
_LAUNCHER = """
import json, os, subprocess, sys, time
report, command = sys.argv[1], sys.argv[2:]
started = time.perf_counter()
child = subprocess.Popen(command)
_, status, usage = os.wait4(child.pid, 0)
with open(report, "w") as stream:
    json.dump({"exit": os.waitstatus_to_exitcode(status), "ru_maxrss_kb": usage.ru_maxrss,
               "seconds": time.perf_counter() - started,
               "cpu_seconds": usage.ru_utime + usage.ru_stime}, stream)
"""


def spawn_run(suite: Path | str, out: Path, store: Path,
              mutators: Sequence[str] | None = None, *, fresh_store: bool = True
              ) -> dict[str, Any]:
    """``_spawn_once``, run again once if other processes disturbed its wall time.

    A cold run is retried on a fresh store (so it stays cold); the disturbed attempt's
    figures are kept under ``disturbed_attempt``.
    """
    record = _spawn_once(suite, out, store, mutators)
    if record["others_cores_during"] >= QUIET_CORES:
        log(f"  run disturbed (others used {record['others_cores_during']:.2f} cores); again")
        if fresh_store:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{store}{suffix}").unlink(missing_ok=True)
        again = _spawn_once(suite, out, store, mutators)
        again["disturbed_attempt"] = {k: record[k] for k in (
            "run_suite_seconds", "scoring_seconds", "ru_maxrss_mb", "others_cores_during")}
        record = again
    return record


def _spawn_once(suite: Path | str, out: Path, store: Path,
                mutators: Sequence[str] | None = None) -> dict[str, Any]:
    """``child_run`` in a new process, reaped by a small launcher for a clean ru_maxrss."""
    out.mkdir(parents=True, exist_ok=True)
    report = out / "launcher.json"
    command = [sys.executable, "-c", _LAUNCHER, str(report),
               sys.executable, str(ENTRY), "--child-run", str(suite),
               "--child-out", str(out), "--child-store", str(store)]
    if mutators is not None:
        command += ["--child-mutators", ",".join(mutators)]
    waited = wait_for_quiet(max_wait=300.0)
    with tempfile.TemporaryFile("w+") as out_file, tempfile.TemporaryFile("w+") as err_file, \
            CpuMeter() as meter:
        code = subprocess.run(command, stdout=out_file, stderr=err_file, cwd=REPO,
                              check=False).returncode
        out_file.seek(0)
        err_file.seek(0)
        stdout, stderr = out_file.read(), err_file.read()
    launched = json.loads(report.read_text()) if report.exists() else {"exit": code}
    if code != 0 or launched.get("exit") != 0:
        raise RuntimeError(f"child run failed ({launched}):\n{stderr[-4000:]}")
    record = json.loads(stdout.strip().splitlines()[-1])
    record["process_seconds"] = round(launched["seconds"], 2)
    record["ru_maxrss_mb"] = round(launched["ru_maxrss_kb"] / 1024, 1)
    record["others_cores_during"] = round(meter.others_cores, 3)
    record["waited_for_quiet_s"] = round(waited, 1)
    return record
