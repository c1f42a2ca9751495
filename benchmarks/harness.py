"""The one harness every benchmark uses: timing, subprocess measurement, flags, environment, output.

Run benchmarks from the repository root as modules (``python -m benchmarks.bench_trec ...``): the
root is then on ``sys.path``, so ``rankagg`` and this module import without editing it.

* :func:`timeit` -- warm-up calls, then ``repeat`` timed calls (each on a fresh argument from
  ``setup``, untimed); best / median / all times.  :func:`interleaved` times several functions in
  alternating blocks, so that a change in the machine's load falls on all of them alike.
* :func:`run_measured` -- one command in a fresh subprocess: wall, user and system seconds and its
  own peak memory (``wait4``'s ``ru_maxrss``), with a time limit.  :func:`child_env` is the
  environment for it (the repository on ``PYTHONPATH``, one BLAS/OpenMP thread).
* :func:`parser` -- the common flags: ``--repeat``, ``--warmup``, ``--quick``, ``--data-dir``, ``--out``.
* :func:`environment` -- the machine and software record (CPU, cores, load, versions, commit, time).
* :func:`write_results` -- JSON in the results schema (``kind: "benchmark"``, docs/results-schema.md)
  and the Markdown table beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "results"
SCHEMA = "rankagg-results/1"
PY = sys.executable
PACKAGES = ("rankagg", "numpy", "scipy", "numba", "pandas", "pyarrow", "ranx", "pyflagr", "pytrec-eval-terrier",
            "lightgbm", "dask")


# ---------------------------------------------------------------------------------------------- timing
@dataclass
class Timing:
    """Seconds per call of each timed repeat."""

    times: list[float] = field(default_factory=list)

    @property
    def best(self) -> float:
        return min(self.times)

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    def as_dict(self) -> dict[str, Any]:
        return {"best_s": self.best, "median_s": self.median, "repeat": len(self.times)}


def timeit(fn: Callable[..., Any], *, repeat: int = 3, warmup: int = 1, setup: Callable[[], Any] | None = None,
           min_time: float = 0.0) -> Timing:
    """Time ``fn()`` (or ``fn(setup())``, the setup untimed) ``repeat`` times after ``warmup`` untimed calls.

    With ``min_time`` > 0 each repeat calls ``fn`` until ``min_time`` seconds have passed and records the
    time per call (for calls far shorter than the clock's resolution)."""
    if repeat < 1:
        raise ValueError(f"repeat must be at least 1, got {repeat}")
    for _ in range(warmup):
        fn(setup()) if setup is not None else fn()
    out = Timing()
    for _ in range(repeat):
        arg = setup() if setup is not None else None
        calls = 0
        t0 = time.perf_counter()
        while True:
            fn(arg) if setup is not None else fn()
            calls += 1
            elapsed = time.perf_counter() - t0
            if elapsed >= min_time:
                break
        out.times.append(elapsed / calls)
    return out


def interleaved(fns: dict[str, Callable[[Any], Any]], arg: Any, *, calls: int, block: int = 25,
                warmup: int = 20) -> dict[str, Timing]:
    """Per-call times of each function, called in alternating blocks of ``block`` calls after ``warmup``."""
    for fn in fns.values():
        for _ in range(warmup):
            fn(arg)
    out = {k: Timing() for k in fns}
    for _ in range(max(1, calls // block)):
        for k, fn in fns.items():
            for _ in range(block):
                t = time.perf_counter()
                fn(arg)
                out[k].times.append(time.perf_counter() - t)
    return out


# ------------------------------------------------------------------------------------------ subprocesses
@dataclass
class Measured:
    """One subprocess: wall / user / system seconds, its own peak memory, its output."""

    wall: float
    user: float
    sys: float
    peak_mb: float
    returncode: int
    stdout: str
    stderr: str
    timed_out: bool = False

    @property
    def peak_gib(self) -> float:
        return self.peak_mb / 1024.0


def child_env(**extra: str) -> dict[str, str]:
    """This environment with the repository first on ``PYTHONPATH`` and one BLAS / OpenMP thread."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    env.setdefault("OMP_NUM_THREADS", "1")
    env.update(extra)
    return env


def run_measured(cmd: Sequence[str], *, env: dict[str, str] | None = None, timeout: float | None = None,
                 check: bool = True) -> Measured:
    """Run ``cmd`` in a fresh process; its peak RSS is its own (``wait4``), not this process's.

    ``check``: raise RuntimeError with the end of stderr when it exits non-zero.  After ``timeout``
    seconds it is killed and returned with ``timed_out=True``."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(list(cmd), env=env if env is not None else child_env(), stdout=out, stderr=err,
                                text=True)
        killer = threading.Timer(timeout, proc.kill) if timeout else None
        if killer:
            killer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            if killer:
                killer.cancel()
        proc.returncode = code = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - t0
        out.seek(0)
        err.seek(0)
        res = Measured(wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss / 1024.0, code, out.read(), err.read(),
                       timed_out=timeout is not None and code < 0 and wall >= timeout)
    if check and code != 0 and not res.timed_out:
        raise RuntimeError(f"{' '.join(map(str, cmd[:4]))} ... failed ({code}):\n{res.stderr[-2000:]}")
    return res


def python_job(code: str, *args: str) -> list[str]:
    """The command running ``code`` (``python -c``) with ``args``."""
    return [PY, "-c", code, *map(str, args)]


def cli_job(*args: str) -> list[str]:
    """The command running ``rankagg ARGS`` as the installed entry point does."""
    return [PY, "-m", "rankagg.cli", *map(str, args)]


# ------------------------------------------------------------------------------------------------- flags
def parser(doc: str | None, *, repeat: int | None = 3, out: str | Path | None = None,
           data: bool = True) -> argparse.ArgumentParser:
    """An ArgumentParser with the common flags (``repeat=None``: no ``--repeat``/``--warmup``).

    ``--quick`` asks for the smallest setting that still runs every step (a smoke run, not a measurement)."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    if repeat is not None:
        ap.add_argument("--repeat", type=int, default=repeat, help=f"timed repeats (default {repeat})")
        ap.add_argument("--warmup", type=int, default=1, help="untimed calls before timing (default 1)")
    ap.add_argument("--quick", action="store_true", help="smallest setting that runs every step (smoke run)")
    if data:
        ap.add_argument("--data-dir", default=None, help="the shared data folder (default: RANKAGG_DATA, ../shared/data)")
    if out is not None:
        ap.add_argument("--out", default=str(out), help=f"output file or stem (default {out})")
    return ap


def data_dir(given: str | os.PathLike[str] | None = None) -> Path:
    """``given``, else ``RANKAGG_DATA``, else ``../shared/data`` beside the repository."""
    return Path(given or os.environ.get("RANKAGG_DATA") or ROOT.parent / "shared" / "data")


# ------------------------------------------------------------------------------------------- environment
def package_version(name: str) -> str | None:
    try:
        return version(name)
    except PackageNotFoundError:
        return None


def _commit() -> str | None:
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.stdout.strip() or None


def environment(packages: Iterable[str] = PACKAGES) -> dict[str, Any]:
    """Where and with what a benchmark ran: recorded in every result it writes."""
    return {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": platform.machine(),
        "processor": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "python": platform.python_version(),
        "platform": platform.platform(),
        "commit": _commit(),
        "versions": {p: v for p in packages if (v := package_version(p)) is not None},
        "threads": {k: os.environ[k] for k in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "NUMBA_NUM_THREADS")
                    if k in os.environ},
    }


def environment_line(env: dict[str, Any]) -> str:
    """One Markdown sentence for a table's preamble."""
    v = env["versions"]
    soft = ", ".join(f"{k} {v[k]}" for k in ("numpy", "numba", "ranx", "pyflagr") if k in v)
    la = env["load_average"]
    return (f"Machine: {env['processor']}, {env['cpus']} cores (shared with other jobs), load average "
            f"{la[0]:.2f} / {la[1]:.2f} / {la[2]:.2f} at {env['when']}; Python {env['python']}, {soft}; "
            f"commit {env['commit'] or 'unknown'}.")


def load() -> float:
    """The 1-minute load average, recorded beside each measurement (the machine is shared)."""
    return os.getloadavg()[0]


# ------------------------------------------------------------------------------------------------ output
def write_results(name: str, rows: list[dict[str, Any]], *, json_path: str | Path | None,
                  md_path: str | Path | None = None, markdown: str | None = None,
                  env: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    """Write ``{"schema", "kind": "benchmark", "name", "environment", "rows", **extra}`` to ``json_path`` and
    ``markdown`` to ``md_path`` (parents made); either may be None.  Returns the record."""
    rec = {"schema": SCHEMA, "kind": "benchmark", "name": name, "environment": env or environment(),
           "rows": rows, **extra}
    for path, text in ((json_path, json.dumps(rec, indent=2, default=float) + "\n"), (md_path, markdown)):
        if path is not None and text is not None:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            Path(path).write_text(text if text.endswith("\n") else text + "\n")
    return rec


def outputs(out: str | Path) -> tuple[Path, Path]:
    """``(STEM.json, STEM.md)`` for ``--out STEM`` (a ``.json`` / ``.md`` suffix given is dropped)."""
    p = Path(out)
    stem = p.with_suffix("") if p.suffix in (".json", ".md") else p
    return stem.with_name(stem.name + ".json"), stem.with_name(stem.name + ".md")


def markdown_table(header: Sequence[str], rows: Iterable[Sequence[Any]]) -> list[str]:
    """A Markdown table's lines."""
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header),
            *("| " + " | ".join(str(c) for c in r) + " |" for r in rows)]
