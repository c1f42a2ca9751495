"""Why the command line starts again with two malloc arenas under ``ulimit -v`` (rankagg/_address_space.py).

    python -m benchmarks.bench_address_space [--rounds 2] [--quick]

Two small runs fused by methods with Numba kernels (``condorcet``, ``stagg_bc``, ``kemeny``, ``copeland``) under
address-space limits from 520 to 660 MiB, the band where the command had been ending by LLVM's own abort
(``LLVM ERROR: Unable to allocate section memory``, SIGABRT: no Python handler sees it), in two settings: as the
command runs (no ``MALLOC_ARENA_MAX`` given: it restarts with 2) and with glibc's default number of arenas (8 per
core, given explicitly, which also keeps the command from restarting).  Each job ends one of four ways: answered
(exit 0 with the fused run), refused cleanly (exit 2, one line naming ``ulimit -v``), ended by a signal or LLVM, or
still running after 60 s (killed).  The band moves with the libraries and the machine, so both settings are run in
the same session, alternating.  Writes results/bench_address_space.md and .json (results schema).
"""

from __future__ import annotations

import os
import resource
import subprocess
import tempfile
from pathlib import Path

from benchmarks import harness

METHODS = ("condorcet", "stagg_bc", "kemeny", "copeland")
LIMITS_MB = tuple(range(520, 661, 20))
RUNS = {"a.run": "1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n1 Q0 c 3 1 t\n2 Q0 a 1 3 t\n2 Q0 d 2 2 t\n",
        "b.run": "1 Q0 b 1 3 u\n1 Q0 a 2 2 u\n2 Q0 e 1 3 u\n2 Q0 a 2 2 u\n"}
OUTCOMES = ("answered", "refused cleanly", "ended by a signal or LLVM", "hung (killed after 60 s)")


def outcome(folder: Path, method: str, limit_mb: int, env: dict[str, str]) -> str:
    def pre() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit_mb << 20, limit_mb << 20))

    out = folder / "o.run"
    out.unlink(missing_ok=True)
    try:
        done = subprocess.run(harness.cli_job("fuse", "a.run", "b.run", "--method", method, "-o", "o.run"), cwd=folder,
                              env=env, preexec_fn=pre, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return OUTCOMES[3]
    if done.returncode == 0 and out.exists():
        return OUTCOMES[0]
    err = done.stderr.strip().splitlines()
    if done.returncode == 2 and len(err) == 1 and "ulimit -v" in err[0]:
        return OUTCOMES[1]
    return OUTCOMES[2]


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=None, out=harness.RESULTS / "bench_address_space", data=False)
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args(argv)
    if args.quick:
        args.rounds = 1
    base = {k: v for k, v in harness.child_env().items() if k != "MALLOC_ARENA_MAX"}
    settings = {"as the command runs (restarts with 2 arenas)": base,
                "glibc's default arenas (8 per core)": {**base, "MALLOC_ARENA_MAX": str(8 * (os.cpu_count() or 1))}}
    counts = {s: dict.fromkeys(OUTCOMES, 0) for s in settings}
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d)
        for name, text in RUNS.items():
            (folder / name).write_text(text)
        for method in METHODS:  # Numba's cache filled outside the limit: the jobs compare loading, not compiling
            harness.run_measured(harness.cli_job("fuse", *(str(folder / n) for n in RUNS), "--method", method, "-o",
                                                 str(folder / "warm.run")), env=base)
        for r in range(args.rounds):
            for limit in LIMITS_MB:
                for method in METHODS:
                    for setting, env in settings.items():
                        said = outcome(folder, method, limit, env)
                        counts[setting][said] += 1
                        print(f"round {r + 1} {limit} MiB {method} {setting}: {said}", flush=True)
    env_info = harness.environment()
    jobs = args.rounds * len(LIMITS_MB) * len(METHODS)
    lines = ["# The command under ulimit -v, with and without its restart (benchmarks/bench_address_space.py)", "",
             f"{harness.environment_line(env_info)} {jobs} jobs per setting: {', '.join(METHODS)} under "
             f"{LIMITS_MB[0]}-{LIMITS_MB[-1]} MiB in steps of 20, {args.rounds} round(s), settings alternating.", "",
             *harness.markdown_table(["setting", *OUTCOMES], [[s, *c.values()] for s, c in counts.items()])]
    rows = [{"method": "fuse", "mode": s, **{o.split(" (")[0]: n for o, n in c.items()}} for s, c in counts.items()]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("address_space", rows, json_path=json_path, md_path=md_path, markdown="\n".join(lines),
                          env=env_info, rounds=args.rounds)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
