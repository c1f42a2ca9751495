"""Run every bad-input case of issue 18 through the CLI or the API, each in its own process, and
render what happened as ``docs/reliability.md`` (so the table cannot drift from the code).

Each case writes its input files into a fresh temporary folder, runs one command there
(``python -m rankagg.cli ...`` or a short API snippet), optionally sends SIGINT/SIGTERM
after a delay, and is classified:

* ``clean``  -- an error that says what is wrong (exit 2, or 130/143 after a signal), no
  traceback, no output or temporary file left behind, and, where the case asks for it,
  the file name and line (or the parameter) in the message;
* ``rule``   -- input the library accepts on purpose (a documented rule), and the result
  was checked to be right;
* ``vague``  -- a clean exit that does not name what the case asks it to name;
* ``silent`` -- exit 0 although the input is bad, or a wrong result;
* ``raw``    -- a traceback, a bare exception type, another exit code, or leftovers;
* ``crash``  -- killed by a signal (segmentation fault).

    python scripts/reliability_matrix.py                 # every case, writes docs/reliability.md
    python scripts/reliability_matrix.py --fast --no-write   # the subset the test suite runs
    python scripts/reliability_matrix.py --only bom      # cases whose id contains 'bom'

Cases that need the LETOR data (``RANKAGG_DATA``) are reported as ``not run`` without it.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "reliability.md"

# an API snippet runs inside this wrapper: ValueError/OSError become a one-line error and exit 2,
# anything else escapes as a traceback (and is classified raw)
API_RUNNER = """
import sys
try:
    exec(compile({code!r}, "<case>", "exec"))
except (ValueError, OSError) as exc:
    print(f"error: {{exc}}", file=sys.stderr)
    sys.exit(2)
"""

RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n1 Q0 c 3 1.0 t\n2 Q0 a 1 2.0 t\n2 Q0 d 2 1.0 t\n"
RUN2 = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 d 1 2.0 u\n2 Q0 e 2 1.0 u\n"
QRELS = "1 0 a 1\n1 0 b 0\n2 0 d 2\n"
LETOR = (
    "0 qid:10 1:3 2:NULL #docid = A inc = 1 prob = 0.1\n"
    "2 qid:10 1:1 2:5 #docid = B inc = 1 prob = 0.1\n"
    "1 qid:11 1:2 2:1 #docid = A inc = 1 prob = 0.1\n"
)
SMALL_RANKINGS = "import numpy as np\nfrom rankagg.data.rankings import Rankings\n"


@dataclass
class Case:
    id: str
    group: str
    what: str
    argv: list[str] | None = None  # CLI arguments after 'rankagg'
    code: str | None = None  # or an API snippet
    files: dict[str, str | bytes] = field(default_factory=dict)
    expect: str = "error"  # "error" or "ok" (a documented rule)
    mention: tuple[str, ...] = ()  # the message must contain these (file:line, parameter)
    check: Callable[[str, Path], bool] | None = None  # for expect="ok": is the result right?
    outputs: tuple[str, ...] = ()  # files an error must not leave behind
    signal: tuple[str, float] | None = None  # ("SIGINT", seconds after start)
    setup: Callable[[Path], None] | None = None
    umask: int | None = None
    fast: bool = False  # part of the test suite's subset
    needs_data: bool = False
    timeout: float = 300.0


def gz(text: str) -> bytes:
    return gzip.compress(text.encode(), mtime=0)


def big_runs(folder: Path, n_runs: int = 12, n_queries: int = 20, n_docs: int = 700) -> None:
    """Long TREC runs that keep a pairwise kernel busy for tens of seconds."""
    import numpy as np

    rng = np.random.default_rng(0)
    for r in range(n_runs):
        lines = []
        for q in range(n_queries):
            docs = rng.permutation(2 * n_docs)[:n_docs]
            lines += [f"q{q} Q0 d{d} {i + 1} {n_docs - i}.0 r{r}\n" for i, d in enumerate(docs)]
        (folder / f"run{r}.txt").write_text("".join(lines))


def fuse(*extra: str, runs: tuple[str, ...] = ("a.run", "b.run")) -> list[str]:
    return ["fuse", *runs, *extra]


def stdout_has(text: str) -> Callable[[str, Path], bool]:
    return lambda out, folder: text in out


def cases() -> list[Case]:
    c: list[Case] = []
    runs = {"a.run": RUN, "b.run": RUN2}

    # ------------------------------------------------------------ TREC runs
    G = "TREC run files"
    c += [
        Case("run_bom", G, "UTF-8 BOM before the first qid", code="from rankagg.io import read_trec_run\nd = read_trec_run('a.run')\nprint(d.qids.tolist())",
             files={"a.run": "\ufeff" + RUN}, expect="ok", check=stdout_has("['1', '2']"), fast=True),
        Case("run_bom_qrels", G, "UTF-8 BOM in run and qrels: measures computed on the right qid",
             argv=["evaluate", "--qrels", "q.txt", "a.run", "--json"], files={"a.run": "\ufeff" + RUN, "q.txt": "\ufeff" + QRELS},
             expect="ok", check=lambda out, f: json.loads(out)["map"] > 0 if "map" in out else json.loads(out).get("MAP", 0) > 0),
        Case("run_rank0", G, "rank 0 (the README says ranks start at 1)", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 0 3.0 t\n1 Q0 b 1 2.0 t\n"}, mention=("a.run:1",), outputs=("out.run",), fast=True),
        Case("run_negative_rank", G, "negative rank", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a -1 3.0 t\n"}, mention=("a.run:1",), outputs=("out.run",)),
        Case("run_5_fields", G, "a line with 5 fields", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": RUN + "3 Q0 x 1 1.0\n"}, mention=("a.run:6",), outputs=("out.run",)),
        Case("run_score_text", G, "score 'high'", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 high t\n"}, mention=("a.run:1",), outputs=("out.run",)),
        Case("run_score_nan", G, "score nan", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 nan t\n"}, mention=("a.run:1",), outputs=("out.run",)),
        Case("run_score_inf", G, "score inf", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 inf t\n"}, mention=("a.run:1",), outputs=("out.run",)),
        Case("run_dup_doc", G, "same document twice in one query", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": RUN + "1 Q0 a 9 0.5 t\n"}, mention=("a.run:6",), outputs=("out.run",)),
        Case("run_missing", G, "run file does not exist", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run", "nope.run")),
             files=runs, mention=("nope.run",), outputs=("out.run",)),
        Case("run_directory", G, "a directory given as a run file", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run", "sub")),
             files=runs, setup=lambda f: (f / "sub").mkdir(), mention=("sub",), outputs=("out.run",), fast=True),
        Case("run_not_utf8", G, "bytes that are not UTF-8 (line 2)", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": b"1 Q0 a 1 3.0 t\n1 Q0 \xff 2 2.0 t\n"}, mention=("a.run:2",), outputs=("out.run",)),
        Case("run_gz_truncated", G, "truncated .gz", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run.gz", "b.run")),
             files={"a.run.gz": gz(RUN * 50)[:-30], "b.run": RUN2}, mention=("a.run.gz",), outputs=("out.run",), fast=True),
        Case("run_gz_corrupt", G, "corrupt .gz (bytes flipped inside the stream)", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run.gz", "b.run")),
             files={"a.run.gz": (lambda b: b[:20] + bytes(x ^ 0x55 for x in b[20:40]) + b[40:])(gz(RUN * 50)), "b.run": RUN2},
             mention=("a.run.gz",), outputs=("out.run",)),
        Case("run_gz_bad_header", G, "gzip magic bytes, then garbage", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run.gz", "b.run")),
             files={"a.run.gz": b"\x1f\x8b\x00garbage", "b.run": RUN2}, mention=("a.run.gz",), outputs=("out.run",)),
        Case("run_empty_all", G, "every run file empty", argv=fuse("--method", "borda", "-o", "out.run"),
             files={"a.run": "", "b.run": "\n\n"}, outputs=("out.run",)),
        Case("run_crlf", G, "Windows line ends (CRLF)", code="from rankagg.io import read_trec_run\nd = read_trec_run('a.run')\nprint(d.qids.tolist(), d.docids.tolist())",
             files={"a.run": RUN.replace("\n", "\r\n")}, expect="ok", check=stdout_has("['1', '2'] ['a', 'b', 'c', 'a', 'd']")),
    ]
    # ------------------------------------------------------------ qrels
    G = "qrels"
    c += [
        Case("qrels_empty", G, "empty qrels file", argv=["evaluate", "--qrels", "q.txt", "a.run"], files={"a.run": RUN, "q.txt": ""},
             mention=("q.txt",), fast=True),
        Case("qrels_huge_rel", G, "relevance 99999999999999999999", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": "1 0 a 99999999999999999999\n"}, mention=("q.txt:1",)),
        Case("qrels_rel_text", G, "relevance 'yes'", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": "1 0 a yes\n"}, mention=("q.txt:1",)),
        Case("qrels_3_fields", G, "a line with 3 fields", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": QRELS + "1 a 1\n"}, mention=("q.txt:4",)),
        Case("qrels_dup", G, "a document judged twice", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": QRELS + "1 0 a 0\n"}, mention=("q.txt:4",)),
    ]
    # ------------------------------------------------------------ LETOR and score files
    G = "LETOR and score files"
    letor_fuse = ["fuse", "--letor", "f.txt", "--method", "borda", "-o", "s.txt"]
    c += [
        Case("letor_label_5", G, "label 5 (LETOR 4.0 grades are 0..2)", argv=letor_fuse,
             files={"f.txt": LETOR.replace("2 qid:10", "5 qid:10")}, mention=("f.txt:2",), outputs=("s.txt",), fast=True),
        Case("letor_label_negative", G, "label -1", argv=letor_fuse,
             files={"f.txt": LETOR.replace("2 qid:10", "-1 qid:10")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_label_text", G, "label 'x'", argv=letor_fuse,
             files={"f.txt": LETOR.replace("2 qid:10", "x qid:10")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_label_huge", G, "label 99999999999999999999", argv=letor_fuse,
             files={"f.txt": LETOR.replace("2 qid:10", "99999999999999999999 qid:10")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_rank_1e20", G, "rank 1e20 (cannot be written back exactly)", argv=letor_fuse,
             files={"f.txt": LETOR.replace("1:1 ", "1:1e20 ")}, mention=("f.txt:2",), outputs=("s.txt",), fast=True),
        Case("letor_rank_0", G, "rank 0", argv=letor_fuse, files={"f.txt": LETOR.replace("1:1 ", "1:0 ")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_rank_frac", G, "rank 1.5", argv=letor_fuse, files={"f.txt": LETOR.replace("1:1 ", "1:1.5 ")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_rank_nan", G, "rank nan (only NULL means 'not ranked')", argv=letor_fuse,
             files={"f.txt": LETOR.replace("1:1 ", "1:nan ")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_no_docid", G, "line without '#docid = ...'", argv=letor_fuse,
             files={"f.txt": LETOR.replace("#docid = B", "#doc B")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_field_count", G, "a line with one ranker field too few", argv=letor_fuse,
             files={"f.txt": LETOR.replace(" 2:5 ", " ")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_index_order", G, "ranker indices out of order (2:.. 1:..)", argv=letor_fuse,
             files={"f.txt": LETOR.replace("1:1 2:5", "2:5 1:1")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_qid_split", G, "a query's lines not contiguous", argv=letor_fuse,
             files={"f.txt": LETOR + "1 qid:10 1:4 2:2 #docid = C\n"}, mention=("f.txt:4",), outputs=("s.txt",)),
        Case("letor_dup_doc", G, "a document twice in one query", argv=letor_fuse,
             files={"f.txt": LETOR.replace("#docid = B", "#docid = A")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("letor_gz_truncated", G, "truncated .gz LETOR file", argv=["fuse", "--letor", "f.txt.gz", "--method", "borda", "-o", "s.txt"],
             files={"f.txt.gz": gz(LETOR * 40)[:-25]}, mention=("f.txt.gz",), outputs=("s.txt",)),
        Case("letor_write_1e20", G, "write_letor of a rank 1e20 (would not read back)",
             code=SMALL_RANKINGS + "from rankagg.io import write_letor\nd = Rankings(offsets=[0, 1], ranks=[[1e20]], qids=['1'], docids=['a'], ranker_names=('R1',))\nwrite_letor('o.txt', d)",
             mention=("2**53",), outputs=("o.txt",)),
        Case("scores_nan", G, "score file with nan", argv=["evaluate", "--letor", "f.txt", "s.txt"],
             files={"f.txt": LETOR, "s.txt": "1\nnan\n2\n"}, mention=("s.txt:2",)),
        Case("scores_count", G, "score file with one score too few", argv=["evaluate", "--letor", "f.txt", "s.txt"],
             files={"f.txt": LETOR, "s.txt": "1\n2\n"}, mention=("s.txt",)),
        Case("scores_text", G, "score file with a word", argv=["evaluate", "--letor", "f.txt", "s.txt"],
             files={"f.txt": LETOR, "s.txt": "1\nx\n2\n"}, mention=("s.txt:2",)),
    ]
    # ------------------------------------------------------------ method specs and parameters
    G = "Method specs and parameters"
    spec = lambda s: fuse("--method", s, "-o", "out.run")  # noqa: E731
    c += [
        Case("spec_syntax", G, "spec with a syntax error: rrf(k=", argv=spec("rrf(k="), files=runs, mention=("rrf(k=",), outputs=("out.run",)),
        Case("spec_starstar", G, "rrf(**{'k': 1})", argv=spec("rrf(**{'k': 1})"), files=runs, mention=("rrf(**",), outputs=("out.run",), fast=True),
        Case("spec_nan", G, "rrf(k=nan): 'nan' is the word nan, refused as k", argv=spec("rrf(k=nan)"), files=runs, mention=("k",), outputs=("out.run",)),
        Case("spec_inf", G, "rrf(k=1e309) (infinite as a float)", argv=spec("rrf(k=1e309)"), files=runs, mention=("k=1e309",), outputs=("out.run",)),
        Case("spec_bool", G, "rrf(k=True)", argv=spec("rrf(k=True)"), files=runs, mention=("k",), outputs=("out.run",)),
        Case("spec_float_iter", G, "thurstone(max_iter=1e9) (a float count)", argv=spec("thurstone(max_iter=1e9)"), files=runs,
             mention=("max_iter",), outputs=("out.run",)),
        Case("spec_bare_word", G, "combmnz(norm=minmax): bare words are strings", argv=spec("combmnz(norm=minmax)"), files=runs,
             expect="ok", check=lambda out, f: (f / "out.run").exists()),
        Case("spec_injection", G, "__import__('os').system('touch pwned')", argv=spec("rrf(k=__import__('os').system('touch pwned'))"),
             files=runs, outputs=("out.run", "pwned")),
        Case("spec_positional", G, "rrf(60)", argv=spec("rrf(60)"), files=runs, mention=("rrf(60)",), outputs=("out.run",)),
        Case("spec_twice", G, "rrf(k=1, k=2)", argv=spec("rrf(k=1, k=2)"), files=runs, mention=("k given twice",), outputs=("out.run",)),
        Case("spec_unknown", G, "unknown method name", argv=spec("rfr"), files=runs, mention=("rfr",), outputs=("out.run",)),
        Case("param_inf", G, "--param k=1e309", argv=fuse("--method", "rrf", "--param", "k=1e309", "-o", "out.run"), files=runs,
             mention=("1e309",), outputs=("out.run",)),
        Case("param_no_equals", G, "--param k", argv=fuse("--method", "rrf", "--param", "k", "-o", "out.run"), files=runs, mention=("k",), outputs=("out.run",)),
        Case("param_unknown", G, "--param kk=1 (no such parameter)", argv=fuse("--method", "rrf", "--param", "kk=1", "-o", "out.run"), files=runs,
             mention=("kk",), outputs=("out.run",)),
        Case("supervised_no_model", G, "a supervised method without a trained model", argv=spec("best_input"), files=runs, outputs=("out.run",)),
    ]
    # ------------------------------------------------------------ CLI options and outputs
    G = "CLI options and outputs"
    c += [
        Case("depth_0", G, "--depth 0", argv=fuse("--method", "borda", "--depth", "0", "-o", "out.run"), files=runs, mention=("depth",), outputs=("out.run",), fast=True),
        Case("depth_neg", G, "--depth -1", argv=fuse("--method", "borda", "--depth", "-1", "-o", "out.run"), files=runs, mention=("depth",), outputs=("out.run",)),
        Case("out_is_input", G, "-o names an input file", argv=fuse("--method", "borda", "-o", "a.run"), files=runs, mention=("a.run",),
             check=None),
        Case("out_directory", G, "-o names a directory", argv=fuse("--method", "borda", "-o", "sub"), files=runs,
             setup=lambda f: (f / "sub").mkdir(), mention=("sub",)),
        Case("out_parent_is_file", G, "-o a.run/out.run (parent is a file)", argv=fuse("--method", "borda", "-o", "a.run/out.run"), files=runs, mention=("a.run",)),
        Case("out_new_dir", G, "-o newdir/out.run creates the folder", argv=fuse("--method", "borda", "-o", "newdir/out.run"), files=runs,
             expect="ok", check=lambda out, f: (f / "newdir" / "out.run").exists()),
        Case("out_umask", G, "output mode follows the umask (022 gives 0644)", argv=fuse("--method", "borda", "-o", "out.run"), files=runs,
             umask=0o022, expect="ok", check=lambda out, f: (f / "out.run").stat().st_mode & 0o777 == 0o644, fast=True),
        Case("out_umask_027", G, "output mode follows the umask (027 gives 0640)", argv=fuse("--method", "borda", "-o", "out.run"), files=runs,
             umask=0o027, expect="ok", check=lambda out, f: (f / "out.run").stat().st_mode & 0o777 == 0o640),
        Case("model_and_method", G, "--method and --model together", argv=fuse("--method", "borda", "--model", "m.json", "-o", "out.run"),
             files=runs, outputs=("out.run",)),
        Case("no_runs", G, "fuse without run files", argv=["fuse", "--method", "borda", "-o", "out.run"], outputs=("out.run",)),
        Case("evaluate_nothing", G, "evaluate without --letor or --qrels", argv=["evaluate"]),
        Case("select_by_foo", G, "benchmark --select-by FOO (refused before loading anything)",
             argv=["benchmark", "--dataset", "MQ2008-agg", "--method", "borda", "--select-by", "FOO"], mention=("FOO",), fast=True),
        Case("benchmark_unknown_dataset", G, "benchmark --dataset NOPE", argv=["benchmark", "--dataset", "NOPE", "--method", "borda"], mention=("NOPE",)),
        Case("dask_unreachable", G, "unreachable Dask scheduler (tcp://127.0.0.1:9)",
             argv=["benchmark", "--dataset", "MQ2008-agg", "--method", "borda", "--backend", "dask", "--scheduler", "tcp://127.0.0.1:9"],
             mention=("127.0.0.1:9",), needs_data=True, timeout=120),
    ]
    # ------------------------------------------------------------ report
    G = "report"
    result = {"schema": "rankagg-results/1", "dataset": "MQ2008-agg", "method": "borda", "test": {"NDCG@10": 0.5, "MAP": 0.4}}
    c += [
        Case("report_measure_foo", G, "report --measures FOO", argv=["report", "r.json", "-o", "rep.md", "--measures", "FOO", "--no-figures"],
             files={"r.json": json.dumps(result)}, mention=("FOO",), outputs=("rep.md",)),
        Case("report_test_list", G, 'results JSON with "test": [1]', argv=["report", "r.json", "-o", "rep.md", "--no-figures"],
             files={"r.json": json.dumps({**result, "test": [1]})}, mention=("r.json",), outputs=("rep.md",), fast=True),
        Case("report_bad_json", G, "results file that is not JSON", argv=["report", "r.json", "-o", "rep.md", "--no-figures"],
             files={"r.json": "{"}, mention=("r.json",), outputs=("rep.md",)),
        Case("report_missing", G, "results file that does not exist", argv=["report", "nope.json", "-o", "rep.md", "--no-figures"],
             mention=("nope.json",), outputs=("rep.md",)),
        Case("report_umask", G, "report output follows the umask (atomic writer)", argv=["report", "r.json", "-o", "rep.md", "--no-figures", "--measures", "MAP"],
             files={"r.json": json.dumps(result)}, umask=0o022, expect="ok", check=lambda out, f: (f / "rep.md").stat().st_mode & 0o777 == 0o644),
    ]
    # ------------------------------------------------------------ Python API
    G = "Python API"
    c += [
        Case("rankings_dup_doc", G, "Rankings(...) with a docid twice in one query",
             code=SMALL_RANKINGS + "Rankings(offsets=[0, 2], ranks=[[1], [2]], qids=['q'], docids=['a', 'a'], ranker_names=('R',))", mention=("'a'",)),
        Case("rankings_dup_doc_other_query", G, "the same docid in two queries is fine",
             code=SMALL_RANKINGS + "d = Rankings(offsets=[0, 1, 2], ranks=[[1], [1]], qids=['q', 'r'], docids=['a', 'a'], ranker_names=('R',))\nprint(d.n_items)",
             expect="ok", check=stdout_has("2")),
        Case("rankings_label_nan", G, "labels=[nan]", code=SMALL_RANKINGS + "Rankings(offsets=[0, 1], ranks=[[1]], qids=['q'], docids=['a'], ranker_names=('R',), labels=[float('nan')])",
             mention=("labels",), fast=True),
        Case("rankings_label_frac", G, "labels=[1.7]", code=SMALL_RANKINGS + "Rankings(offsets=[0, 1], ranks=[[1]], qids=['q'], docids=['a'], ranker_names=('R',), labels=[1.7])",
             mention=("labels",)),
        Case("rankings_rank_0", G, "ranks=[[0]]", code=SMALL_RANKINGS + "Rankings(offsets=[0, 1], ranks=[[0]], qids=['q'], docids=['a'], ranker_names=('R',))", mention=("ranks",)),
        Case("rankings_offsets", G, "offsets that do not end at n_items", code=SMALL_RANKINGS + "Rankings(offsets=[0, 5], ranks=[[1]], qids=['q'], docids=['a'], ranker_names=('R',))",
             mention=("offsets",)),
        Case("frame_conflicting_labels", G, "from_dataframe: two labels for one (qid, docid)",
             code="import pandas as pd\nfrom rankagg.io import from_dataframe\nfrom_dataframe(pd.DataFrame({'qid': ['q', 'q'], 'docid': ['a', 'a'], 'ranker': ['r1', 'r2'], 'rank': [1, 1], 'label': [0, 2]}))",
             mention=("label",)),
        Case("frame_label_frac", G, "from_dataframe: label 1.5",
             code="import pandas as pd\nfrom rankagg.io import from_dataframe\nfrom_dataframe(pd.DataFrame({'qid': ['q'], 'docid': ['a'], 'ranker': ['r1'], 'rank': [1], 'label': [1.5]}))",
             mention=("label",)),
        Case("make_method_inf", G, "make_method('rrf', k=float('inf'))", code="from rankagg.methods.registry import make_method\nmake_method('rrf', k=float('inf'))",
             mention=("k",)),
    ]
    # ------------------------------------------------------------ models
    G = "Model files"
    fit_save = (
        "from rankagg.io.synthetic import make_metasearch\nfrom rankagg.methods.registry import make_method\nfrom rankagg.models import save_model\n"
        "m = make_method('best_input').fit(make_metasearch(n_queries=6, random_state=0))\n"
    )
    c += [
        Case("train_npz_newdir", G, "save a model to newdir/m.npz (the folder is created, like .json)",
             code=fit_save + "save_model(m, 'newdir/m.npz')\nprint('saved')", expect="ok", check=lambda out, f: (f / "newdir" / "m.npz").exists()),
        Case("model_npz_not_zip", G, "an .npz model that is not a zip", code="from rankagg.models import load_model\nload_model('m.npz')",
             files={"m.npz": b"not a zip"}, mention=("m.npz",)),
        Case("model_json_not_json", G, "a .json model that is not JSON", code="from rankagg.models import load_model\nload_model('m.json')",
             files={"m.json": "{"}, mention=("m.json",)),
        Case("model_json_shape", G, "a model JSON array with the wrong shape",
             code="from rankagg.models import load_model\nload_model('m.json')",
             files={"m.json": json.dumps({"format": "rankagg-model", "version": 1, "name": "best_input", "params": {},
                                          "fitted": {"best_": {"__ndarray__": [1, 2, 3], "dtype": "<i8", "shape": [2, 2]}}})},
             mention=("m.json",)),
        Case("model_json_nesting", G, "a model JSON nested 100000 deep", code="from rankagg.models import load_model\nload_model('m.json')",
             files={"m.json": "[" * 100000 + "]" * 100000}, mention=("m.json",)),
        Case("model_pickle", G, "an .npz holding a pickled object array is refused (allow_pickle=False)",
             code="import numpy as np\nnp.savez('m.npz', __model__=np.array([object()], dtype=object))\nfrom rankagg.models import load_model\nload_model('m.npz')",
             mention=("m.npz",)),
    ]
    # ------------------------------------------------------------ interruption
    G = "Interruption"
    mc4 = ["fuse", *[f"run{i}.txt" for i in range(12)], "--method", "mc4", "-o", "out.run"]
    c += [
        Case("sigint_mc4", G, "Ctrl-C (SIGINT) while mc4 runs its compiled kernel on 12 long runs", argv=mc4, setup=big_runs,
             signal=("SIGINT", 1.5), mention=("SIGINT",), outputs=("out.run",), timeout=900),
        Case("sigterm_mc4", G, "SIGTERM while mc4 runs on 12 long runs", argv=mc4, setup=big_runs,
             signal=("SIGTERM", 1.5), mention=("SIGTERM",), outputs=("out.run",), timeout=900),
        Case("sigint_kernel", G, "SIGINT that surely lands inside a compiled kernel returning a tuple of arrays",
             code="import os, signal, threading\nimport numpy as np\nfrom numba import njit\nfrom rankagg.io._common import exit_on_signal\n"
                  "@njit\ndef kernel(n):\n    s = 0.0\n    for i in range(n):\n        s += (i % 7) * 1e-9\n    a = np.zeros(3)\n    return a, a.copy(), s\n"
                  "kernel(10)\nexit_on_signal('case')\nthreading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()\n"
                  "for _ in range(1000):\n    x, y, s = kernel(10**9)",
             mention=("SIGINT",)),
        Case("sigterm_writing", G, "SIGTERM while the output is being written: the temporary file is removed",
             code="import os, signal\nfrom rankagg.io._common import atomic_output, exit_on_signal\nexit_on_signal('case')\n"
                  "with atomic_output('out.run') as fh:\n    fh.write(b'x' * 1000)\n    os.kill(os.getpid(), signal.SIGTERM)\n    import time; time.sleep(5)",
             mention=("SIGTERM",), outputs=("out.run",), fast=True),
    ]
    return c


# ------------------------------------------------------------------ running
@dataclass
class Outcome:
    case: Case
    verdict: str
    exit: int | None
    seconds: float
    message: str
    written: bool


def _leftovers(folder: Path, before: set[str]) -> list[str]:
    return sorted(p.name for p in folder.rglob(".*.tmp") if str(p) not in before)


def run_case(case: Case, python: str = sys.executable) -> Outcome:
    if case.needs_data and not os.environ.get("RANKAGG_DATA"):
        return Outcome(case, "not run", None, 0.0, "needs RANKAGG_DATA", False)
    with tempfile.TemporaryDirectory(prefix="rankagg-case-") as tmp:
        folder = Path(tmp)
        for name, content in case.files.items():
            p = folder / name
            if isinstance(content, bytes):
                p.write_bytes(content)
            else:
                p.write_bytes(content.encode("utf-8"))
        if case.setup:
            case.setup(folder)
        before = {str(p) for p in folder.rglob(".*.tmp")}
        inputs_before = {n: (folder / n).read_bytes() for n in case.files if (folder / n).is_file()}
        cmd = [python, "-m", "rankagg.cli", *case.argv] if case.argv is not None else [python, "-c", API_RUNNER.format(code=case.code)]
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""), PYTHONFAULTHANDLER="")
        env.pop("PYTHONFAULTHANDLER")
        umask = case.umask

        def preexec() -> None:
            if umask is not None:
                os.umask(umask)

        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=folder, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                errors="replace", preexec_fn=preexec)
        try:
            if case.signal:
                name, delay = case.signal
                try:
                    proc.wait(timeout=delay)
                except subprocess.TimeoutExpired:
                    proc.send_signal(getattr(signal, name))
            out, err = proc.communicate(timeout=case.timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            return Outcome(case, "raw", None, time.perf_counter() - t0, f"timed out after {case.timeout:g} s", False)
        seconds = time.perf_counter() - t0
        rc = proc.returncode
        lines = [ln for ln in err.splitlines() if ln.strip() and not ln.startswith("[")]  # progress lines start with '['
        # the line that says what went wrong: the exception line of a traceback, argparse's 'error:' line
        said = [ln for ln in lines if "error:" in ln]
        message = lines[-1] if "Traceback" in err and lines else (said[0] if said else lines[0] if lines else "")
        message = message.replace(str(folder) + os.sep, "").replace(str(folder), ".")
        written = any((folder / o).exists() for o in case.outputs)
        leftovers = _leftovers(folder, before)
        changed_inputs = [n for n, b in inputs_before.items() if (folder / n).is_file() and (folder / n).read_bytes() != b]
        if rc is not None and rc < 0:
            verdict = "crash"
            message = message or f"killed by {signal.Signals(-rc).name}"
        elif "Traceback" in err or re.search(r"error: [A-Za-z_.]*(Error|Exception): ", err) or rc not in (0, 2, 130, 143):
            verdict = "raw"
        elif leftovers or changed_inputs:
            verdict = "raw"
            message = f"left behind {leftovers or 'a changed input ' + str(changed_inputs)}; " + message
        elif case.expect == "ok":
            ok = rc == 0
            if ok and case.check is not None:
                try:
                    ok = bool(case.check(out, folder))
                except Exception:  # noqa: BLE001 - a failed check is a wrong result
                    ok = False
            verdict = "rule" if ok else ("silent" if rc == 0 else "raw")
            if rc == 0 and not message:
                message = out.strip().splitlines()[0] if out.strip() else ""
        elif rc == 0:
            verdict = "silent"
        elif written:
            verdict = "raw"
            message = "an output was written despite the error; " + message
        else:
            verdict = "clean" if all(m in err for m in case.mention) else "vague"
    return Outcome(case, verdict, rc, seconds, message, written)


GOOD = ("clean", "rule", "not run")


def render(outcomes: list[Outcome]) -> str:
    counts: dict[str, int] = {}
    for o in outcomes:
        counts[o.verdict] = counts.get(o.verdict, 0) + 1
    open_rows = [o for o in outcomes if o.verdict not in GOOD]
    status = f"Rows neither clean nor rule: {len(open_rows)}."
    head = f"""# Reliability: what rankagg does with bad input

Generated by `python scripts/reliability_matrix.py` (do not edit by hand): every row is one
case run in its own process through the CLI (`rankagg ...`) or the Python API, in a fresh
temporary folder.  **{len(outcomes)} cases: {', '.join(f'{v} {n}' for v, n in sorted(counts.items()))}.**
{status}  The `s` column is wall-clock seconds on the machine that rendered the table (two
cores shared with other jobs): read it only as "checked before the work" or not.
`tests/test_reliability.py` runs the fast subset (marked *) on every CI run and fails on
any row that is not `clean` or `rule`.

Verdicts: **clean** = exit 2 (130/143 after a signal) with a one-line message that names what
is wrong (the file and line, or the parameter), no output and no temporary file left behind;
**rule** = input accepted on purpose (see the rules below) and the result checked;
**silent** = exit 0 on bad input or a wrong result; **raw** = a traceback, a bare exception
type or leftovers; **crash** = killed by a signal.

## Rules (accepted on purpose)

* A UTF-8 byte-order mark at the start of any input file is ignored; CRLF line ends are read
  like LF.
* LETOR labels are integers in 0..2 (the LETOR 4.0 grades, and the ERR of the St.Agg paper
  assumes y_max = 2); `read_letor(path, max_label=None)` accepts any non-negative integer.
* Ranks are integers from 1 to 2**53 (the largest integer a float64 holds exactly), so every
  file rankagg reads it can write back identically; `write_letor` refuses anything else.
* In a method spec a bare word is a string: `combmnz(norm=minmax)` is `norm="minmax"`;
  `true`/`false`/`none` (any case) are the booleans and None.  Specs are parsed with `ast`,
  never evaluated; a number too large for a float (`1e309`) is an error.
* Output files are written through a temporary file beside the target and renamed; their
  mode follows the umask (0644 under umask 022); missing folders are created; an output
  never replaces an input or a directory.
* SIGINT and SIGTERM in the CLI remove the temporary file of an unfinished output and exit
  at once with `rankagg CMD: interrupted by SIGINT; ...` and status 130 (143 for SIGTERM).
  The handler exits instead of raising `KeyboardInterrupt`: an exception raised while numba
  boxes a compiled kernel's result (numba runs Python code there) leaves a half-built tuple,
  and unpacking it segfaulted (`mc4`, exit -11).  A compiled kernel holds the interpreter, so
  a signal that arrives inside one takes effect when that kernel call returns (the `s` column
  of the `mc4` rows: the Markov-chain kernel scores every query in one call).  In the Python
  API, Ctrl-C keeps Python's default behaviour; call `rankagg.io._common.exit_on_signal()` to
  get the CLI's.
* An empty qrels file is an error (every measure would be undefined).

## The matrix

| # | group | case | exit | s | output | verdict | first line of stderr |
|---:|---|---|---:|---:|:---:|---|---|
"""
    rows = []
    for i, o in enumerate(outcomes, 1):
        c = o.case
        what = c.what + (" *" if c.fast else "")
        msg = o.message.replace("|", "\\|")
        if len(msg) > 140:
            msg = msg[:137] + "..."
        rows.append(
            f"| {i} | {c.group} | {what.replace('|', chr(92) + '|')} | {'' if o.exit is None else o.exit} | {o.seconds:.1f} | "
            f"{'yes' if o.written else 'no'} | {o.verdict} | `{msg}` |"
        )
    return head + "\n".join(rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fast", action="store_true", help="only the fast subset the tests run")
    ap.add_argument("--only", help="only cases whose id contains this text")
    ap.add_argument("--no-write", action="store_true", help="print the table, do not write docs/reliability.md")
    args = ap.parse_args(argv)
    selected = [c for c in cases() if (not args.fast or c.fast) and (not args.only or args.only in c.id)]
    outcomes = []
    for c in selected:
        o = run_case(c)
        print(f"{o.verdict:8s} {o.exit!s:>4} {o.seconds:6.1f}s  {c.id}: {o.message[:110]}", flush=True)
        outcomes.append(o)
    text = render(outcomes)
    if args.no_write or args.fast or args.only:
        print(text)
    else:
        DOC.write_text(text)
        print(f"wrote {DOC}")
    bad = [o for o in outcomes if o.verdict not in GOOD]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
