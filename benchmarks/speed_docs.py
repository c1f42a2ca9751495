"""Render docs/speed.md from the committed benchmark results (issue 35: the speed tables live in one page).

    python -m benchmarks.speed_docs [--check]

Each section of the page is a results file written by a benchmark (``results/*.md``, the tables and their
preambles as the benchmark wrote them), under a heading that says which command regenerates it.  A missing
file leaves its section saying so.  ``--check``: exit 1 when docs/speed.md is not what the results give
(a benchmark was rerun without rendering the page).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "speed.md"

#: (heading, results file, command that regenerates it)
SECTIONS = (
    ("Evaluating many runs: rankagg vs trec_eval, pytrec_eval, ranx, ir_measures", "bench_trec_evaluate.md",
     "nice python -m benchmarks.bench_trec --section evaluate"),
    ("The whole fuse job on each real round: rankagg vs ranx", "bench_trec_rounds.md",
     "nice python -m benchmarks.bench_trec --section rounds"),
    ("The TREC fusion job, in process and whole, generated and real runs", "bench_trec.md",
     "nice python -m benchmarks.bench_trec"),
    ("No compile in the timed run: the demo's first and second run", "demo_times.md",
     "python -m benchmarks.bench_demo_times > results/demo_times.md"),
    ("One query at a time: the Fuser", "bench_fuser.md", "nice python -m benchmarks.bench_fuser"),
    ("The first k only: the certified top-k", "bench_topk.md", "nice python -m benchmarks.bench_topk"),
    ("Runs from strangers: ids made to collide in the run parser's hash tables", "bench_parser_hash.md",
     "nice python -m benchmarks.bench_parser_hash"),
)

#: what a reader must know about a results file older than the code
NOTES = {"bench_trec_evaluate.md": " Quiet machine (load 0.9-1.3). Runs already loaded as dicts: rankagg reads each "
                                   "run's dicts in C (`rankagg/_native/eval/module.c`: one pass, each line looked up among its "
                                   "query's judged docids, each score tie's docids sorted once) and counts the judged "
                                   "lines' ranks; the Python path gives the same bits. Round 5 with 10 measures, the "
                                   "one row where pytrec_eval was faster in the previous table (0.94x), is 2.00x here. "
                                   "Run files are parsed by the compiled TREC reader (`rankagg/_native/read/`).",
         "bench_trec_rounds.md": " Rerun on 2026-11-30 (commit ab34d90) at load 1.0-1.2: 21.6-26.8x, the 20x aimed "
                                 "at met on every row; the table of 2026-11-28 (commit e25a0af) gave 21.9-28.5x, with "
                                 "round 2 under load 2.3-3.0. rankagg's own times against that table: rounds 2-4 "
                                 "within 4% or faster, round 5's RRF 1.14 s against 1.01 s. Side by side in one run "
                                 "(`results/bench_fuse_versions.md`, this commit against 4c5bedd, before issues 45 "
                                 "and 46): wall ratios 0.83-1.07x, the same bytes on every row but the default "
                                 "(another method since issue 48). The runs are parsed "
                                 "by a compiled TREC reader (`rankagg/_native/read/`) and the sums over run entries "
                                 "of RRF, CombSUM and the default run in C without the GIL "
                                 "(`_fuse_native.entry_sums`).",
         "bench_trec.md": " Measured before issue 35 (commit 7a2a924): its `evaluate` row (pytrec_eval as "
                          "rankagg's engine then) is superseded by the evaluate section above."}

INTRO = """# Speed

Every table on this page is pasted from a results file that a benchmark wrote (`results/*.md`), by
`python -m benchmarks.speed_docs`; rerun the benchmark, then the script, to update it.  The machine is a
shared 2-core one: absolute times move with its load (each table records it); the ratios are measured
side by side in one run, the tools alternating under the same load, and are the point.
"""


def render() -> str:
    parts = [INTRO]
    for heading, name, command in SECTIONS:
        path = ROOT / "results" / name
        body = path.read_text().strip() if path.exists() else f"(no results yet: `{command}`)"
        # the results file's own title becomes a sub-heading of this page
        body = "\n".join(("###" + ln[1:]) if ln.startswith("# ") else ln for ln in body.splitlines())
        note = NOTES.get(name, "")
        parts.append(f"## {heading}\n\nRegenerate: `{command}` (results/{name}).{note}\n\n{body}\n")
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    text = render()
    if args.check:
        same = PAGE.exists() and PAGE.read_text() == text
        print("docs/speed.md is up to date" if same else "docs/speed.md differs from the results: run benchmarks/speed_docs.py")
        return 0 if same else 1
    PAGE.write_text(text)
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
