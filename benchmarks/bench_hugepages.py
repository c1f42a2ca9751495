"""Why ``rankagg fuse`` and ``evaluate`` turn off NumPy's transparent huge pages (rankagg/cli.py).

    RANKAGG_DATA=../shared/data python -m benchmarks.bench_hugepages [--rounds 5] [--quick]

The MQ2007-agg whole CLI job of ``bench_trec.py`` (21 TREC runs, ``rankagg fuse --method rrf``), run
as the command runs it (huge pages off unless ``NUMPY_MADVISE_HUGEPAGE`` is set) and with
``NUMPY_MADVISE_HUGEPAGE=1``, in alternating rounds, each job right after a ranx whole job (as in
``bench_trec.py``, where it is the other side of the comparison).  Reports wall, user and system time
(medians), and the time to fill 240 MB of new NumPy arrays (30 of 8 MB) either way.  The effect
depends on the kernel's memory state (``/sys/kernel/mm/transparent_hugepage/defrag``: with
``madvise`` the kernel compacts memory at first touch), so both are measured in the same session.
Writes results/bench_hugepages.md and .json (results schema).  ``--quick``: one round.
"""

from __future__ import annotations

import os
import statistics
import tempfile
from pathlib import Path

from benchmarks import harness
from benchmarks.bench_trec import RANX_JOB, mq2007_runs

FILL = "import time, numpy as np; t = time.perf_counter(); a = [np.ones(1_000_000) for _ in range(30)]; " \
       "print(time.perf_counter() - t)"
SETTINGS = {"as the command runs (huge pages off)": {}, "NUMPY_MADVISE_HUGEPAGE=1": {"NUMPY_MADVISE_HUGEPAGE": "1"}}


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """Wall, user and system seconds of one subprocess."""
    m = harness.run_measured(cmd, env=env)
    return m.wall, m.user, m.sys


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_hugepages")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    if args.quick:
        args.rounds = 1
    if args.data_dir:
        os.environ["RANKAGG_DATA"] = args.data_dir
    base = {k: v for k, v in harness.child_env(OMP_NUM_THREADS="1").items() if k != "NUMPY_MADVISE_HUGEPAGE"}
    thp = {n: (Path("/sys/kernel/mm/transparent_hugepage") / n) for n in ("enabled", "defrag")}
    thp_text = ", ".join(f"{n}: {p.read_text().strip() if p.exists() else 'n/a'}" for n, p in thp.items())
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        paths, _ = mq2007_runs(tmp)
        ranx = harness.python_job(RANX_JOB, str(tmp / "rx.run"), "rrf", *paths)
        fuse = harness.cli_job("fuse", *paths, "--method", "rrf", "--quiet", "-o", str(tmp / "ra.run"))
        timed(ranx, base)  # numba caches
        job: dict[str, list[tuple[float, float, float]]] = {s: [] for s in SETTINGS}
        fill: dict[str, list[float]] = {s: [] for s in SETTINGS}
        ranx_wall = []
        for r in range(args.rounds):
            for name, extra in SETTINGS.items():
                ranx_wall.append(timed(ranx, base)[0])
                job[name].append(timed(fuse, {**base, **extra}))
                fill_env = {**base, "NUMPY_MADVISE_HUGEPAGE": extra.get("NUMPY_MADVISE_HUGEPAGE", "0")}
                fill[name].append(float(harness.run_measured(harness.python_job(FILL), env=fill_env).stdout))
                print(f"round {r + 1} {name}: fuse {job[name][-1][0]:.3f} s, fill {fill[name][-1]:.3f} s", flush=True)
    rx = statistics.median(ranx_wall)
    env = harness.environment()
    lines = ["# NumPy huge pages and the MQ2007-agg fuse job (benchmarks/bench_hugepages.py)", "",
             f"{harness.environment_line(env)} Transparent huge pages {thp_text}; "
             f"{args.rounds} alternating rounds, each fuse job right after a ranx whole job "
             f"(ranx median {rx:.2f} s). Medians.", "",
             "| setting | fuse wall | user | system | ranx / fuse | 240 MB of new arrays |",
             "| --- | --- | --- | --- | --- | --- |"]
    rows = []
    for name in SETTINGS:
        w, u, s = (statistics.median(x[i] for x in job[name]) for i in range(3))
        rows.append({"method": "rrf", "mode": name, "seconds": w, "user_seconds": u, "system_seconds": s,
                     "ranx_seconds": rx, "fill_240mb_seconds": statistics.median(fill[name])})
        lines.append(f"| {name} | {w:.3f} s | {u:.3f} s | {s:.3f} s | {rx / w:.1f}x | "
                     f"{statistics.median(fill[name]):.3f} s (range {min(fill[name]):.3f}-{max(fill[name]):.3f}) |")
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("hugepages", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines),
                          env=env, transparent_hugepages=thp_text, rounds=args.rounds)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
