"""The whole-job cost of candidate defaults beside RRF k=60 and the shipped default, on the real rounds.

Issue 32 asks the default to cost at most 1.5x RRF's whole job. ``benchmarks/bench_default.py`` measures the
shipped default. This script measures any other method spec the same way, for example the settings the
selection of docs/quality.md §9 tried: ``rankagg fuse ROUND/runs/*.gz --method SPEC -o f.run``, each job in
a fresh process, interleaved ``--repeat`` times. The best wall time and the largest peak memory are kept,
and the time ratio to RRF k=60's job in the same run is reported.

    RANKAGG_DATA=../shared/data nice python -m benchmarks.bench_candidate_cost [--repeat 3] [--rounds 2 3 4 5]
        [--spec SPEC ...]

Writes ``results/bench_candidate_cost.json`` and ``results/bench_candidate_cost.md``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from benchmarks.harness import RESULTS, cli_job, data_dir, environment, environment_line, load, markdown_table
from benchmarks.harness import outputs, parser, run_measured, write_results

#: issue 32's candidates beside the shipped default (docs/quality.md §9.1): the default before it, the strict
#: maximin's pick of the second to fourth selections, and the leave-one-out quality saturated lower
CANDIDATES = (
    "pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.2, n_iter=1, max_share=2.0)",
    "pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, saturate_quantile=0.9, "
    "chance='subtract', n_iter=1, max_share=2.0)",
    "pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.1, saturate_quantile=0.9, "
    "chance='subtract', leave_one_out=True, n_iter=1, max_share=2.0)",
)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, repeat=3, out=RESULTS / "bench_candidate_cost")
    ap.add_argument("--rounds", type=int, nargs="+", default=[2, 3, 4, 5], choices=[2, 3, 4, 5])
    ap.add_argument("--spec", nargs="+", default=list(CANDIDATES), help="method specs to measure")
    args = ap.parse_args(argv)
    jobs = {"RRF k=60": ["--method", "rrf"], "default": [], **{s: ["--method", s] for s in args.spec}}
    root, env, rows = data_dir(args.data_dir), environment(), []
    repeat = 1 if args.quick else args.repeat
    for r in args.rounds:
        runs = sorted(str(p) for p in (root / f"trec-covid-round{r}").glob("runs/*.gz"))
        walls: dict[str, list[float]] = {label: [] for label in jobs}
        peaks: dict[str, list[float]] = {label: [] for label in jobs}
        loads: list[float] = []
        with tempfile.TemporaryDirectory() as tmp:
            for _ in range(repeat):
                for i, (label, extra) in enumerate(jobs.items()):
                    res = run_measured(cli_job("fuse", *runs, *extra, "-o", str(Path(tmp) / f"job{i}.run")))
                    walls[label].append(res.wall)
                    peaks[label].append(res.peak_mb)
                    loads.append(load())
        base = min(walls["RRF k=60"])
        for label in jobs:
            rows.append({"round": r, "method": label, "wall_s": min(walls[label]), "peak_mb": max(peaks[label]),
                         "time_ratio_to_rrf": min(walls[label]) / base, "load_min": min(loads), "load_max": max(loads)})
        print(f"round {r} done", file=sys.stderr, flush=True)
    table = markdown_table(["round", "method", "wall s (best)", "peak MB", "time / RRF k=60's", "load"],
                           [(x["round"], f"`{x['method']}`", f"{x['wall_s']:.2f}", f"{x['peak_mb']:.0f}",
                             f"{x['time_ratio_to_rrf']:.2f}x", f"{x['load_min']:.1f}-{x['load_max']:.1f}")
                            for x in rows])
    text = "\n".join([
        "# The whole-job cost of candidate defaults (python -m benchmarks.bench_candidate_cost)", "",
        f"`rankagg fuse ROUND/runs/*.gz --method SPEC -o f.run`, each job in a fresh process, interleaved {repeat} "
        "times; best wall time, largest peak memory, and the ratio to RRF k=60's best wall in the same run "
        "(issue 32's budget: 1.5x).", "", *table, "", environment_line(env), ""])
    json_path, md_path = outputs(args.out)
    write_results("bench_candidate_cost", rows, json_path=json_path, md_path=md_path, markdown=text, env=env)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
