"""Run every bad-input case of issue 18 through the CLI or the API, each in its own process, and
render what happened as ``docs/reliability.md`` (so the table cannot drift from the code).

Each case writes its input files into a fresh temporary folder, runs one command there
(``python -m rankagg.cli ...`` or a short API snippet), optionally sends SIGINT/SIGTERM
after a delay, and is classified:

* ``clean``  -- an error that says what is wrong (exit 2, or 129/130/143 after SIGHUP/SIGINT/SIGTERM), no
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

Issue 27's cases carry ``group=CLASS[n]`` (``CLASSES`` gives each class its title and its one root fix); they
are rendered class by class after the first table.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import signal
import stat
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from rankagg.io.registry_doc import with_registry

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

# Issue 27's classes: a case of class n has group=CLASS[n]; the rendering gives each class its own table
# under its title and its one root fix.  (Issue 18's groups above them stay in the first table.)
CLASSES = {
    1: ("Where output goes", "one output guard for every command and every writer (`check_output_path`, called by "
        "`check_command_files` before any work and by `atomic_output` at write time): the target compared with "
        "every input of the command by identity; devices, FIFOs, sockets and directories refused; `-` is standard "
        "output for the text outputs; symlinks written through; leftovers of killed writers swept"),
    2: ("Measure names and cutoffs", "one measure parser (`rankagg.evaluation.registry.parse_measures`): every name, "
        "parameter and cutoff validated and duplicates refused after normalising, before any provider sees them"),
    3: ("Evaluation that returns nonsense", "one evaluation path with trec_eval's semantics "
        "(`rankagg.evaluation.trec_eval.evaluate_columns`) and one validator shared by the CLI and the API "
        "(`rankagg.evaluation.inputs.check_eval_columns`), tested against pytrec_eval on generated runs"),
    4: ("Tuning", "tune asks the registry for its measure (trec_eval's gain rules), validates its problem before "
        "searching and caps its search space (`--max-settings`), and reports the folds it actually used"),
    5: ("Models", "one model loader (`rankagg.models.read_model_document`): format by content, sizes bounded before "
        "decompressing, schema and version before building; trained models meet their runs by name "
        "(`match_rankers`); LightGBM text checked structurally before LightGBM parses it (`lgb_text`)"),
    6: ("Names and weights", "run names independent of argument order; one weights resolver; spec dicts with a "
        "duplicate key refused; one min-max (`rankagg.data.minmax.minmax_scale`) finite for any finite scores"),
    7: ("The experiment runner", "workers forked in the runner's process group and killed with it; result paths "
        "unique, checked at plan time; result files validated against the schema on read; labels escaped for "
        "every output format"),
    8: ("The readers", "one number rule (trec_eval's) and one text opener (`rankagg.io.text_input.read_text`/"
        "`read_bytes`: gzip, BOM, encoding errors and NUL bytes naming the file and line) for every file read"),
}
CLASS = {n: f"27.{n} {title}" for n, (title, _) in CLASSES.items()}

# Issue 34's classes (the process level): a case of class n has group=PROCESS[n], rendered after issue 27's
PROCESS_CLASSES = {
    1: ("Reading is bounded", "one input guard (`rankagg.io.guard`): every file a reader opens is a regular file, opened "
        "without blocking and checked on the descriptor (a device, FIFO, socket, directory or symlink to one is refused "
        "naming the option and path; `check_command_files` checks every input option of every command before any "
        "work); a file read whole is bounded by RANKAGG_MEMORY_LIMIT_GB (its size, its gzip expansion); a line of "
        "text input is at most 1 MiB (file and line named). Each row runs under a 4 GiB address-space limit"),
    2: ("Nothing is left behind", "every temporary folder is named rankagg-KIND-PID-XXXX and swept by the next run once "
        "that pid is gone; SIGHUP is handled like SIGTERM; the Dask workers' scratch space and locks live in such a "
        "folder of ours, removed on close"),
    3: ("Write errors say where and what to do", "one wrapper (`rankagg.io.write_errors.write_error`): ENOSPC, EDQUOT, EFBIG, "
        "EROFS and EIO name the output, or the temporary partition's folder and how to move it (TMPDIR, --scratch)"),
    4: ("Given twice means an error", "one argument parser (`rankagg._process.OnceParser`, every subcommand): an option "
        "given twice is refused unless declared to repeat (--param, experiment run --dataset); the same input twice "
        "(by path or identity) is refused by `check_command_files` in every command; two outputs on stdout refused"),
    5: ("Standard streams", "`rankagg._process.guard_standard_streams`: a closed stdout fails on the first write with a "
        "message (exit 2); a full one names standard output; a broken pipe exits 141 quietly; a closed stderr keeps "
        "the exit status"),
    6: ("Settings are validated", "every environment variable read through `rankagg._settings` (a range and the "
        "variable's name; checked before any work) and every numeric option through a ranged argparse type "
        "(`rankagg._process.count`, `number`); --jobs capped by the cells and the CPUs"),
}
PROCESS = {n: f"34.{n} {title}" for n, (title, _) in PROCESS_CLASSES.items()}


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
    warns: str = ""  # for expect="ok": stderr must hold this warning
    why: str = ""  # TREC runs and qrels: why refused (trec_eval fails too, or the result would be wrong) or accepted
    env: dict[str, str] = field(default_factory=dict)  # extra environment ("{folder}" is the case's folder)
    memory_gb: float | None = None  # run under this address-space limit (RLIMIT_AS)
    file_limit: int | None = None  # RLIMIT_FSIZE in bytes (ulimit -f)
    close_fds: tuple[int, ...] = ()  # standard streams closed before the command starts
    empty: tuple[str, ...] = ()  # folders that must be empty afterwards (temporary space)


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


def wrote(name: str) -> Callable[[str, Path], bool]:
    return lambda out, folder: (folder / name).is_file()


# Each legal real-file case is read by rankagg and by pytrec_eval (trec_eval's code; its Python parser, on the
# lines trec_eval does not skip as blank), and must agree on nDCG@20, P@20 and AP per query and on the
# order of every list (score descending, then docid descending); rankagg must also read it with --trust-rank
# (``trust`` False: the case is refused there, with the file and line).
LEGAL_CHECK = """
import gzip, warnings
import numpy as np, pytrec_eval
from rankagg.evaluation.trec_eval import evaluate_columns
from rankagg.io._qrels_text import read_qrels_columns
from rankagg.io._run_text import read_run_checked
from rankagg.io.trec import read_trec_run
from pathlib import Path
from rankagg.io import InputFormatError, InputFormatWarning
warnings.simplefilter("error", InputFormatWarning)  # no warning on a legal file
measures = {"nDCG@20": "ndcg_cut_20", "P@20": "P_20", "AP": "map"}
qids, ours = evaluate_columns(read_run_checked("a.run"), read_qrels_columns("q.txt"), list(measures))
def lines(name):
    raw = Path(name).read_bytes()
    return [ln for ln in (gzip.decompress(raw) if raw[:2] == b"\\x1f\\x8b" else raw).decode().splitlines() if ln.strip()]
run = pytrec_eval.parse_run(lines("a.run"))
theirs = pytrec_eval.RelevanceEvaluator(pytrec_eval.parse_qrel(lines("q.txt")), {"ndcg_cut.20", "P.20", "map"}).evaluate(run)
same = qids == sorted(theirs) and all(abs(ours[m][i] - theirs[q][k]) < 1e-12 for m, k in measures.items() for i, q in enumerate(qids))
d = read_trec_run("a.run")
for q, docs in run.items():
    want = sorted(docs, key=lambda doc: (-docs[doc], tuple(-ord(c) for c in doc)))
    rows = [i for i in range(d.n_items) if d.qids[d.query_of_item[i]] == q]
    same &= sorted(want, key=lambda doc: d.ranks[rows[d.docids[rows].tolist().index(doc)], 0]) == want
try:
    read_trec_run("a.run", trust_rank=True)
    trusted = "read"
except InputFormatError as exc:
    trusted = "refused at " + str(exc).split(": ")[0]
print(("same as pytrec_eval" if same else "DIFFERENT from pytrec_eval") + f"; --trust-rank: {trusted}")
"""
LEGAL_QRELS = "1 0 a 1\n1 0 b 2\n1 0 c 0\n2 0 d 2\n2 0 e 1\n3 0 a 1\n"


def legal(id: str, what: str, run: str | bytes, qrels: str = LEGAL_QRELS, trust: bool = True, fast: bool = False) -> Case:
    name = "a.run.gz" if isinstance(run, bytes) else "a.run"
    code = LEGAL_CHECK.replace('"a.run"', repr(name))
    return Case(f"legal_{id}", "Legal real-file cases", what, code=code, files={name: run, "q.txt": qrels}, expect="ok",
                check=stdout_has("same as pytrec_eval; --trust-rank: " + ("read" if trust else "refused at a.run:")),
                fast=fast, why="read as trec_eval reads it" + ("" if trust else "; --trust-rank refuses it (no order)"))


FIFTH_BAR_ANSWERS = "45 Unseen inputs: a fifth bar, answers against independent references"
# the prelude of the fusion checks: ``compare`` appends to ``bad`` where a fused query differs from the expected one
_U5A_SAME = """
import warnings
warnings.simplefilter('ignore')
import rankagg
def compare(label, got, want, bad):  # every document of want, none extra, its score to 1e-12 relative
    if set(got) != set(want) or any(abs(got[d] - v) > 1e-12 * max(1.0, abs(v)) for d, v in want.items()):
        bad.append(f'{label}: {dict(got)} where {dict(want)}')
"""
# rankagg.fuse of RUNS against ranx.fuse, query by query (ranx needs every run to hold the query: it is given the runs
# that do); every score to 1e-12 relative
_U5A_RANX = _U5A_SAME + """
from ranx import Run, fuse as ranx_fuse
RUNS, PAIRS, WEIGHTS = @ARGS@
bad = []
for spec, method, norm, params in PAIRS:
    got = rankagg.fuse(RUNS, spec, depth=None, **({'weights': WEIGHTS} if 'weights' in params else {}))
    for q in sorted({q for r in RUNS.values() for q in r}):
        have = [Run({q: r[q]}, name=n) for n, r in sorted(RUNS.items()) if r.get(q)]
        compare(f'{spec} q{q} (ranx)', got[q], ranx_fuse(have, norm=norm, method=method, params=params).to_dict()[q], bad)
print('agrees with ranx' if not bad else 'FAULTS ' + '; '.join(bad)[:600])
"""
# rankagg.fuse of RUNS against scores computed by hand in the case (WANT: {spec: {qid: {doc: score}}})
_U5A_HAND = _U5A_SAME + """
RUNS, WANT = @ARGS@
bad = []
for spec, want in WANT.items():
    got = rankagg.fuse(RUNS, spec, depth=None)
    for q, docs in want.items():
        compare(f'{spec} q{q}', got[q], docs, bad)
print('as by hand' if not bad else 'FAULTS ' + '; '.join(bad)[:600])
"""
# rankagg evaluate -q --json on r.run and q.txt against pytrec_eval (trec_eval's code) at relevance level LEVEL,
# per query and in the mean over the queries trec_eval evaluates (run and qrels both hold them); MEASURES maps
# rankagg's name to trec_eval's -m argument
_U5A_EVAL = """
import json, subprocess, sys, warnings
warnings.simplefilter('ignore')
import pytrec_eval
MEASURES, LEVEL = @ARGS@
r = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', 'q.txt', 'r.run', '--measures', *MEASURES, '-q', '--json'],
                   capture_output=True, text=True)
if r.returncode:
    print(r.stderr.strip().splitlines()[-1], file=sys.stderr); sys.exit(r.returncode)
ours = json.loads(r.stdout)
lines = lambda name: [ln for ln in open(name).read().splitlines() if ln.strip()]
ev = pytrec_eval.RelevanceEvaluator(pytrec_eval.parse_qrel(lines('q.txt')), {m.split('.')[0] if m.startswith('iprec') else m for m in MEASURES.values()}, relevance_level=LEVEL)
theirs = ev.evaluate(pytrec_eval.parse_run(lines('r.run')))
bad = []
for name, key in MEASURES.items():
    key = key.replace('.', '_', 1)  # what pytrec_eval prints: P_5, ndcg_cut_10, iprec_at_recall_0.00
    for q, vals in theirs.items():
        if abs(ours['per_query'][q][name] - vals[key]) > 1e-9:
            bad.append(f'{name} q{q}: {ours["per_query"][q][name]} where trec_eval {vals[key]}')
    mean = sum(v[key] for v in theirs.values()) / (1 if key.startswith('num_') else len(theirs))  # trec_eval sums counts
    if abs(ours[name] - mean) > 1e-9 or set(ours['per_query']) != set(theirs):
        bad.append(f'{name}: mean {ours[name]} over {sorted(ours["per_query"])} where trec_eval {mean} over {sorted(theirs)}')
print('agrees with trec_eval' if not bad else 'FAULTS ' + '; '.join(bad)[:600])
"""
# the gene-list significance of LISTS against R's RobustRankAggreg::aggregateRanks (Rscript), every p-value/score;
# METHODS: (aggregateRanks' other arguments, rankagg's method)
_U5A_RRA = """
import subprocess, warnings
warnings.simplefilter('ignore')
from rankagg.api.gene_lists import significance
LISTS, N, METHODS = @ARGS@
rl = 'list(' + ','.join(f"{k}=c({','.join(repr(x) for x in v)})" for k, v in LISTS.items()) + ')'
bad = []
for r_args, spec in METHODS:
    code = (f"library(RobustRankAggreg); r <- aggregateRanks({rl}{'' if N is None else f', N={N}'}, {r_args}); "
            "write.table(format(r, digits=17), sep='\\\\t', quote=FALSE, row.names=FALSE)")
    out = subprocess.run(['Rscript', '-e', code], capture_output=True, text=True, check=True).stdout.splitlines()[1:]
    want = {ln.split('\\t')[0]: float(ln.split('\\t')[1]) for ln in out}
    t = significance(LISTS, spec if N is None else spec[:-1] + f', N={N})' if spec.endswith(')') else f'{spec}(N={N})')
    got = dict(zip(t.item.tolist(), t.p_value.tolist()))
    bad += [f'{spec} {k}: {got.get(k)} where R {v}' for k, v in want.items() if got.get(k) is None or abs(got[k] - v) > 1e-9 * max(v, 1e-300)]
print('agrees with R' if not bad else 'FAULTS ' + '; '.join(bad)[:600])
"""
# a ranking method fused over lists given as orders (LISTS), one query '1', scores falling along each list
_U5A_LISTS = """
import itertools, warnings
warnings.simplefilter('ignore')
import numpy as np, rankagg
LISTS = @ARGS@
runs = {f'r{k}': {'1': {d: float(len(l) - p) for p, d in enumerate(l)}} for k, l in enumerate(LISTS)}
docs = sorted({d for l in LISTS for d in l})
def fused(spec):
    got = rankagg.fuse(runs, spec, depth=None)['1']
    return np.array([got[d] for d in docs])
"""

# Dwork et al.'s chains MC1-MC4 (WWW 2001, §4.3) built from their definitions over the lists of _U5A_LISTS, with a 0.05
# uniform jump; their stationary distribution (an eigenvector) against the fused scores
_U5A_MARKOV = """
n = len(docs)
bad = []
for name in ('mc1', 'mc2', 'mc3', 'mc4'):
    P = np.zeros((n, n))
    for i, p in enumerate(docs):
        holding = [l for l in LISTS if p in l]
        for j, q in enumerate(docs):
            if name == 'mc4':  # Q uniform over all; move if a majority of the lists ranking both put Q above P
                both = [l for l in LISTS if p in l and q in l]
                up = i != j and both and 2 * sum(l.index(q) < l.index(p) for l in both) > len(both)
                P[i, j if up else i] += 1 / n
        if name == 'mc1':  # uniform over the multiset of documents at or above P in the lists holding P
            at_or_above = [q for l in holding for q in l[:l.index(p) + 1]]
            for q in at_or_above:
                P[i, docs.index(q)] += 1 / len(at_or_above)
        for l in holding if name in ('mc2', 'mc3') else ():
            if name == 'mc2':  # a list holding P, then a document at or above P in it
                for q in l[:l.index(p) + 1]:
                    P[i, docs.index(q)] += 1 / len(holding) / (l.index(p) + 1)
            else:  # a list holding P, a document Q of it; move if Q is above P
                for q in l:
                    P[i, docs.index(q) if l.index(q) < l.index(p) else i] += 1 / len(holding) / len(l)
    P = 0.95 * P + 0.05 / n
    w, v = np.linalg.eig(P.T)
    pi = np.real(v[:, np.argmin(abs(w - 1))])
    pi /= pi.sum()
    if abs(fused(name) - pi).max() > 1e-12:
        bad.append((name, fused(name), pi))
print('as by the chains' if not bad else f'FAULTS {bad}')
"""


def _u5a(template: str, *args: object) -> str:
    return template.replace("@ARGS@", ", ".join(repr(a) for a in args))


def fifth_bar_answers_cases() -> list[Case]:
    """Issue 45's fifth bar (answers against independent references): is the ANSWER right on the shapes that
    break the peers (partial lists, unequal depths, queries missing from some runs, one-document runs, negative and
    zero scores, constant runs, ties; qrels graded -1/0/3, judged documents no run holds, run queries no qrels
    judge, queries with nothing relevant)?  Each answer is checked against an independent implementation run IN the
    case (ranx's fuse, pytrec_eval = trec_eval's code, ir_measures, choix, R's RobustRankAggreg, brute force) where
    the conventions agree, and against the arithmetic by hand (in the case's comment) where rankagg's documented
    convention differs from a peer's by design (docs/methods.md, the positional family's docstring)."""
    G, M, T = FIFTH_BAR_ANSWERS, 4.0, 120
    ranx_ok, hand_ok, eval_ok, r_ok = (stdout_has(s) for s in ("agrees with ranx", "as by hand", "agrees with trec_eval", "agrees with R"))
    # partial lists of unequal depth; query 2 missing from run C; no exact tie inside a run (ranx keeps file order)
    partial = {"A": {"1": {"a": 3.0, "b": 2.0, "c": 1.0, "d": 0.5}, "2": {"x": 2.0, "y": 1.0, "w": 0.1}},
               "B": {"1": {"c": 9.0, "e": 4.0}, "2": {"y": 5.0, "z": -1.0}},
               "C": {"1": {"b": 0.7, "f": 0.2, "a": 0.1}}}
    negative = {"A": {"1": {"a": -1.0, "b": -2.0, "c": -3.5}}, "B": {"1": {"b": 0.0, "c": -0.5, "d": -7.0}},
                "C": {"1": {"d": 1e-3, "a": -1e-3, "e": -0.0}}}
    full5 = [list("abcde"), list("bacde"), list("cabed"), list("abdce"), list("edcba")]
    full = {f"r{k}": {"1": {d: float(10 - p) + k / 10 for p, d in enumerate(l)}} for k, l in enumerate(full5)}
    weights = {"A": 0.5, "B": 2.0, "C": 1.0}
    w3 = {"A": {"1": {"a": 3.0, "b": 2.0, "c": 1.0}}, "B": {"1": {"c": 9.0, "e": 4.0, "a": 1.5}}, "C": {"1": {"b": 0.7, "f": 0.2, "a": 0.1}}}
    depth_one = {"A": {str(q): {f"d{q}": 1.0} for q in range(1, 4)}, "B": {str(q): {f"d{q + 1}": 2.0} for q in range(1, 4)},
                 "C": {"2": {"d2": 0.5, "d9": 0.25}}}
    eval_files = {
        # query 1: grades 3/0/-1/1/2, exact ties (a=b 1.0, f=d as 0.0 and -0.0), judged z retrieved by no run;
        # query 2: nothing relevant; query 3: one document; query 4: every score tied; query 5: not judged; query 6: not retrieved
        "r.run": "1 Q0 a 1 1.0 t\n1 Q0 b 2 1.0 t\n1 Q0 c 3 2.0 t\n1 Q0 e 4 0.5 t\n1 Q0 d 5 -0.0 t\n1 Q0 f 6 0.0 t\n"
                 "2 Q0 x 1 3 t\n2 Q0 y 2 2 t\n3 Q0 a 1 -5 t\n5 Q0 m 1 1 t\n"
                 "4 Q0 q 1 0.3 t\n4 Q0 p 2 0.3 t\n4 Q0 s 3 0.3 t\n4 Q0 r 4 0.3 t\n",
        "q.txt": "1 0 a 3\n1 0 b 0\n1 0 c -1\n1 0 d 1\n1 0 z 2\n2 0 x 0\n2 0 y -1\n3 0 a 1\n4 0 p 2\n4 0 q 1\n4 0 r 0\n6 0 k 1\n",
    }
    cut = {"P@1": "P.1", "P@5": "P.5", "P@1000": "P.1000", "nDCG@3": "ndcg_cut.3", "nDCG@10": "ndcg_cut.10", "nDCG": "ndcg",
           "AP": "map", "AP@2": "map_cut.2", "AP@1000": "map_cut.1000", "RR": "recip_rank", "Rprec": "Rprec"}
    lists = lambda *ls, code: _u5a(_U5A_LISTS, list(map(list, ls))) + code  # noqa: E731
    # plackett_luce(params) against choix's estimate (``reference`` of n and the lists as index orders), up to a shift
    pl_choix = lambda params, reference, tol: (  # noqa: E731
        f"import choix\nn, orders = len(docs), [[docs.index(d) for d in l] for l in LISTS]\n"
        f"g, w = fused(\"plackett_luce({params})\"), choix.{reference}\n"
        f"print('agrees with choix' if abs((g - g.mean()) - (w - w.mean())).max() < {tol} else f'FAULTS {{g - g.mean()}} {{w - w.mean()}}')")
    case = lambda id, what, code, check, why, **k: Case(f"u5a_{id}", G, what, code=code, expect="ok", check=check,  # noqa: E731
                                                        memory_gb=M, timeout=T, why=why, **k)
    return [
        # ------------------------------------------------------------ fusion against ranx.fuse (conventions that agree)
        case("ranx_rrf_partial", "rrf (k=60, k=1, k=0) of partial lists of depths 4/2/3, query 2 missing from run C, against ranx",
             _u5a(_U5A_RANX, partial, [("rrf", "rrf", None, {"k": 60}), ("rrf(k=1)", "rrf", None, {"k": 1}),
                                       ("rrf(k=0)", "rrf", None, {"k": 0})], None), ranx_ok,
             "accepted: Cormack et al.'s 1/(k + r), r from 1 in trec_eval's order; a run without the query adds nothing"),
        case("ranx_isr_family", "isr, log_isr and log_isr(sigma=0.01) of the partial lists, against ranx isr, log_isr, logn_isr",
             _u5a(_U5A_RANX, partial, [("isr", "isr", None, {}), ("log_isr", "log_isr", None, {}),
                                       ("log_isr(sigma=0.01)", "logn_isr", None, {"sigma": 0.01})], None), ranx_ok,
             "accepted: Mourão et al. §3.2, n_d * sum 1/r^2 and log(n_d + sigma) * sum 1/r^2"),
        case("ranx_comb_negative", "combsum, combmnz, combmax (min-max) of negative, -0.0 and tiny scores, against ranx",
             _u5a(_U5A_RANX, negative, [("combsum", "sum", "min-max", {}), ("combmnz", "mnz", "min-max", {}),
                                        ("combmax", "max", "min-max", {})], None), ranx_ok,
             "accepted: min-max of each list, then Fox & Shaw's combinations"),
        case("ranx_comb_partial", "combsum, combmnz, combmax (min-max) of the partial lists (query 2 missing from C), against ranx",
             _u5a(_U5A_RANX, partial, [("combsum", "sum", "min-max", {}), ("combmnz", "mnz", "min-max", {}),
                                       ("combmax", "max", "min-max", {})], None), ranx_ok,
             "accepted: a document a list did not return adds 0; CombMNZ counts the lists that returned it"),
        case("ranx_comb_over_returned", "combanz, combmin, combmed (unranked='ignore') of the partial lists, against ranx anz, min, med",
             _u5a(_U5A_RANX, partial, [("combanz(unranked='ignore')", "anz", "min-max", {}),
                                       ("combmin(unranked='ignore')", "min", "min-max", {}),
                                       ("combmed(unranked='ignore')", "med", "min-max", {})], None), ranx_ok,
             "accepted: over the lists that returned the item (Fox & Shaw; the default unranked='bottom' differs by design)"),
        case("ranx_norms", "combsum with norm zscore, sum, rank, and combmnz(norm='rank'), of the partial lists, against ranx's norms",
             _u5a(_U5A_RANX, partial, [("combsum(norm='zscore')", "sum", "zmuv", {}), ("combsum(norm='sum')", "sum", "sum", {}),
                                       ("combsum(norm='rank')", "sum", "rank", {}), ("combmnz(norm='rank')", "mnz", "rank", {})], None),
             ranx_ok, "accepted: the same normalisations under the names docs/names.md gives"),
        case("ranx_max_norm_positive", "combsum(norm='max') of positive lists of depth 2-3, against ranx's max norm",
             _u5a(_U5A_RANX, w3, [("combsum(norm='max')", "sum", "max", {})], None), ranx_ok,
             "accepted: each list divided by its largest score when that is positive"),
        case("ranx_borda_full", "borda and combsum(norm='borda') of five full lists, against ranx bordafuse and its borda norm",
             _u5a(_U5A_RANX, full, [("borda", "bordafuse", None, {}), ("combsum(norm='borda')", "sum", "borda", {})], None),
             ranx_ok, "accepted: Aslam & Montague's points n - r + 1"),
        case("ranx_borda_partial", "borda of partial lists of depths 3/3/3 (one query, every run holds it), against ranx bordafuse",
             _u5a(_U5A_RANX, w3, [("borda", "bordafuse", None, {})], None), ranx_ok,
             "accepted: the unranked share the points left, (n - k + 1) / 2 each (Aslam & Montague)"),
        case("ranx_weighted", "combsum, combmnz(factor='weights') and borda with weights 0.5/2/1, against ranx wsum, wmnz, w_bordafuse",
             _u5a(_U5A_RANX, w3, [("combsum", "wsum", "min-max", {"weights": [0.5, 2.0, 1.0]}),
                                  ("combmnz(factor='weights')", "wmnz", "min-max", {"weights": [0.5, 2.0, 1.0]}),
                                  ("borda", "w_bordafuse", None, {"weights": [0.5, 2.0, 1.0]})], weights), ranx_ok,
             "accepted: docs/names.md's counterparts (ranx's weights in the runs' name order)"),
        case("ranx_condorcet_odd_full", "condorcet of five full lists (no pairwise tie), against ranx condorcet",
             _u5a(_U5A_RANX, full, [("condorcet", "condorcet", None, {})], None), ranx_ok,
             "accepted: without pairwise ties Montague & Aslam's sort has one answer"),
        case("ranx_depth_one", "rrf, isr, combsum of runs of one document per query (three queries, one run with two)",
             _u5a(_U5A_RANX, {k: v for k, v in depth_one.items()}, [("rrf", "rrf", None, {"k": 60}), ("isr", "isr", None, {})], None),
             ranx_ok, "accepted: one document is rank 1"),
        # rankops (a Rust fusion library) fuses two lists; its RRF ranks from 0 (1 / (k + r0)), so rankops.rrf(k=60) is
        # rankagg's rrf(k=59) (ranks from 1, Cormack et al.); its CombSUM/CombMNZ min-max as rankagg does
        case("rankops_two_lists", "combsum, combmnz and rrf of two lists (one negative score), against rankops (rrf origin 0: k=59)",
             "import warnings\nwarnings.simplefilter('ignore')\nimport rankagg, rankops\n"
             "A, B = [('a', 3.0), ('b', 2.0), ('c', 1.0), ('d', 0.5)], [('c', 9.0), ('e', 4.0), ('a', -1.0)]\nbad = []\n"
             "for spec, theirs in (('combsum', rankops.combsum(A, B)), ('combmnz', rankops.combmnz(A, B)), ('rrf(k=59)', rankops.rrf(A, B, k=60))):\n"
             "    got = rankagg.fuse({'A': {'1': dict(A)}, 'B': {'1': dict(B)}}, spec, depth=None)['1']\n"
             "    bad += [(spec, d, got.get(d), v) for d, v in theirs if got.get(d) is None or abs(got[d] - v) > 1e-6 * max(1, abs(v))]\n"
             "print('agrees with rankops' if not bad else f'FAULTS {bad}')", stdout_has("agrees with rankops"),
             "accepted: the same sums once the rank origin is told apart (rankops keeps float32 scores: 1e-6)"),
        # the weights' contract (MethodTags.weights_not_copies, issue 26): a method that does not declare why not ranks a
        # run of weight 2 as the run given twice.  x is A's only first, y B's first and C's second: ISR's n_d counts
        # A's copy (x: 2 * (1 + 1) = 4 against y's 2 * 1.25), not its weight (x: 1 * 2 = 2)
        case("weights_are_copies_or_declared", "isr, log_isr, rrf(weighting='position') with a run of weight 2 and with that run given twice",
             "import warnings\nwarnings.simplefilter('ignore')\nimport rankagg\nfrom rankagg.methods.registry import make_method\n"
             "runs = {'A': {'1': {'x': 3.0, 'w': 1.0}}, 'B': {'1': {'y': 3.0, 'v': 2.0}}, 'C': {'1': {'v': 3.0, 'y': 2.0, 'u': 1.0}}}\nbad = []\n"
             "for spec in ('isr', 'log_isr', \"rrf(weighting='position')\", 'rrf', 'borda', 'combsum'):\n"
             "    w = list(rankagg.fuse(runs, spec, depth=None, weights={'A': 2.0, 'B': 1.0, 'C': 1.0})['1'])\n"
             "    c = list(rankagg.fuse({**runs, 'A2': runs['A']}, spec, depth=None)['1'])\n"
             "    if w != c and not make_method(spec).get_tags().weights_not_copies:\n"
             "        bad.append(f'{spec}: weight 2 ranks {w}, two copies {c}, and no weights_not_copies says why')\n"
             "print('copies or declared' if not bad else 'FAULTS ' + '; '.join(bad))", stdout_has("copies or declared"),
             "accepted: the documented contract (docs/methods.md's weights≠copies tag; tests/api/test_fuse_files.py)"),
        # ------------------------------------------------------------ conventions that differ from ranx by design: by hand
        # min-max of a constant list is 1 (rankagg.data.minmax.minmax_scale; ranx gives 0): A = (1, 1, 1) -> 1, 1, 1;
        # B = (3, 2) -> 1, 0.  combsum: b = 1 + 1 = 2, a = c = 1, d = 0
        case("constant_run_minmax", "combsum (min-max) with a run whose three scores are all 1.0",
             _u5a(_U5A_HAND, {"A": {"1": {"a": 1.0, "b": 1.0, "c": 1.0}}, "B": {"1": {"b": 3.0, "d": 2.0}}},
                  {"combsum": {"1": {"a": 1.0, "b": 2.0, "c": 1.0, "d": 0.0}}}), hand_ok,
             "accepted: a list that cannot tell its documents apart gives each its best value (documented; ranx gives 0)"),
        # z-score of a constant list is 0 (norms.normalized_scores' docstring); B = (3, 2): mean 2.5, sd 0.5 -> 1, -1
        case("constant_run_zscore", "combsum(norm='zscore') with a run whose scores are all 7",
             _u5a(_U5A_HAND, {"A": {"1": {"a": 7.0, "b": 7.0}}, "B": {"1": {"b": 3.0, "d": 2.0}}},
                  {"combsum(norm='zscore')": {"1": {"a": 0.0, "b": 1.0, "d": -1.0}}}), hand_ok,
             "accepted: a constant list carries no evidence (0), not NaN"),
        # a one-document list: min-max 1 (constant); A = {a: 5} -> 1; B = (2, 1, 0.5) -> 1, 1/3, 0; combmnz: a = (1 + 1) * 2 = 4
        case("one_document_run", "combsum and combmnz (min-max) with a run of one document",
             _u5a(_U5A_HAND, {"A": {"1": {"a": 5.0}}, "B": {"1": {"a": 2.0, "b": 1.0, "c": 0.5}}},
                  {"combsum": {"1": {"a": 2.0, "b": 1 / 3, "c": 0.0}}, "combmnz": {"1": {"a": 4.0, "b": 1 / 3, "c": 0.0}}}), hand_ok,
             "accepted: its one document is its best (ranx gives it 0)"),
        # CombMNZ's count is the lists that RETURNED the item, a 0 after min-max included: x is last in A (0) and first in B
        # (1): (0 + 1) * 2 = 2; y: A 1, B 0 -> 2; z: B only, 0.5 -> 0.5 * 1
        case("combmnz_counts_zero", "combmnz (min-max) where a document normalises to 0 in one run and 1 in another",
             _u5a(_U5A_HAND, {"A": {"1": {"y": 4.0, "x": 1.0}}, "B": {"1": {"x": 9.0, "z": 5.0, "y": 1.0}}},
                  {"combmnz": {"1": {"x": 2.0, "y": 2.0, "z": 0.5}}}), hand_ok,
             "accepted: docs/methods.md (the number of rankers that returned it, as ranx; Fox & Shaw's 'nonzero' differs here)"),
        # norm='max' leaves a list whose largest score is <= 0 as it is (norms docstring): A = (-1, -2) kept; B = (4, 2) -> 1, .5
        case("max_norm_negative", "combsum(norm='max') with a run whose scores are all negative",
             _u5a(_U5A_HAND, {"A": {"1": {"a": -1.0, "b": -2.0}}, "B": {"1": {"b": 4.0, "c": 2.0}}},
                  {"combsum(norm='max')": {"1": {"a": -1.0, "b": -1.0, "c": 0.5}}}), hand_ok,
             "accepted: dividing by a non-positive maximum would flip or blow up the list (ranx divides by 1e-9)"),
        # RRF's rank origin is 1 and ties go by docid descending (trec_eval): A ties b and a at 2.0 -> b rank 1, a rank 2;
        # rrf(k=60): b = 1/61, a = 1/62 + 1/61 (B: a first), c = 1/62 (B second)
        case("rrf_tie_origin", "rrf of a run with two tied scores: ranks from 1 in docid-descending order",
             _u5a(_U5A_HAND, {"A": {"1": {"a": 2.0, "b": 2.0}}, "B": {"1": {"a": 5.0, "c": 4.0}}},
                  {"rrf": {"1": {"b": 1 / 61, "a": 1 / 62 + 1 / 61, "c": 1 / 62}}}), hand_ok,
             "accepted: trec_eval's order (score, then docid descending), Cormack et al.'s r from 1"),
        # Borda where run C lacks query 2: n = 4 candidates (w x y z); A: x 4, y 3, w 2, z unranked (4 - 3 + 1) / 2 = 1;
        # B: y 4, z 3, x and w share (2 + 1) / 2 = 1.5; C has no list: every candidate shares (4+3+2+1)/4 = 2.5
        case("borda_missing_query", "borda where one run has no list for query 2 (its points shared equally)",
             _u5a(_U5A_HAND, partial, {"borda": {"2": {"x": 4 + 1.5 + 2.5, "y": 3 + 4 + 2.5, "w": 2 + 1.5 + 2.5, "z": 1 + 3 + 2.5}}}),
             hand_ok, "accepted: 'unranked=share' (a constant per query: the order is that of the runs that hold it; ranx cannot fuse it)"),
        # combanz default unranked='bottom': an item a list did not return takes that list's lowest normalised score (0 under
        # min-max), and the mean runs over the three lists that returned something: b = (2/3 + 0 + 1) / 3 ... (A: 3,2,1 -> 1,.5,0)
        case("combanz_bottom", "combanz with its default unranked='bottom' on lists of depth 3",
             _u5a(_U5A_HAND, w3, {"combanz": {"1": {"a": (1 + (1.5 - 1.5) / 7.5 + 0) / 3, "b": (0.5 + 0 + 1) / 3, "c": (0 + 1 + 0) / 3,
                                                    "e": (0 + (4 - 1.5) / 7.5 + 0) / 3, "f": (0 + 0 + (0.2 - 0.1) / 0.6) / 3}}}),
             hand_ok, "accepted: the documented default (issue 17); ranx's anz is unranked='ignore' (case u5a_ranx_comb_over_returned)"),
        # combmin/combanz default unranked='bottom' pads an item a list did not return with that list's LOWEST normalised
        # value; a one-document list's lowest is its only document's 1 (min-max of a constant list), so D = (e) pads a and
        # b with 1 and says nothing: A = (a 3, b 2) -> a 1, b 0.  combmin: a = min(1, 1) = 1, b = min(0, 1) = 0, e =
        # min(0 [A's lowest], 1) = 0; combanz: a = 1, b = e = 1/2.  With a document x added at D's bottom, a = e.
        # (Arguable: e, the top of a list, ends level with b, the bottom of another; kept as documented, see the report.)
        case("comb_bottom_one_document_list", "combmin and combanz (default unranked='bottom') with a one-document run",
             _u5a(_U5A_HAND, {"A": {"1": {"a": 3.0, "b": 2.0}}, "D": {"1": {"e": 5.0}}},
                  {"combmin": {"1": {"a": 1.0, "b": 0.0, "e": 0.0}}, "combanz": {"1": {"a": 1.0, "b": 0.5, "e": 0.5}}}), hand_ok,
             "accepted: the documented padding (arguable: a one-document list then carries no evidence under 'bottom')"),
        case("dowdall_is_rrf_k0", "dowdall and rrf(k=0) of the partial lists: the same sums 1/r",
             _u5a(_U5A_HAND, partial, {"dowdall": {"1": {"a": 1 + 1 / 3, "b": 1 / 2 + 1, "c": 1 / 3 + 1, "d": 1 / 4, "e": 1 / 2, "f": 1 / 2},
                                                   "2": {"x": 1, "y": 1 / 2 + 1, "w": 1 / 3, "z": 1 / 2}}}), hand_ok,
             "accepted: Reilly 2002, 1/r"),
        # ------------------------------------------------------------ Markov chains and rank statistics by their definitions
        case("markov_chains_full", "mc1, mc2, mc3, mc4 of five full lists: the stationary distribution of Dwork et al.'s chains, built by hand",
             lists(*full5, code=_U5A_MARKOV), stdout_has("as by the chains"),
             "accepted: Dwork et al. WWW 2001 §4.3 with a 0.05 uniform jump, solved as an eigenvector"),
        case("markov_chains_partial", "mc1..mc4 of partial lists of lengths 4/2/3/3 (MC4: majority of the lists ranking both)",
             lists(list("abcd"), list("ce"), list("bfa"), list("dab"), code=_U5A_MARKOV), stdout_has("as by the chains"),
             "accepted: the chains over the lists that hold P (MC1-3) and that rank both P and Q (MC4)"),
        # mean/median rank with an unranked item at k + 1 of the list (k its length); geomean with RAGS' imputation
        # (k + 1 + n) / 2 and ranks over n + 1; combmnz_rank K_j * sum (k_i + 1 - sigma_i(j)) (Klementiev et al. §6.2)
        case("rank_statistics_partial", "mean_rank, median_rank (bottom and ignore), geomean, combmnz_rank of partial lists, by their definitions",
             lists(list("abcd"), list("ce"), list("bfa"), code=
                   "import math\nn = len(docs)\npos = lambda l, d: l.index(d) + 1 if d in l else None\nwant = {\n"
                   "    'mean_rank': [-np.mean([pos(l, d) or len(l) + 1 for l in LISTS]) for d in docs],\n"
                   "    'median_rank': [-np.median([pos(l, d) or len(l) + 1 for l in LISTS]) for d in docs],\n"
                   "    \"mean_rank(unranked='ignore')\": [-np.mean([pos(l, d) for l in LISTS if d in l]) for d in docs],\n"
                   "    \"median_rank(unranked='ignore')\": [-np.median([pos(l, d) for l in LISTS if d in l]) for d in docs],\n"
                   "    'geomean': [-sum(math.log((pos(l, d) or (len(l) + 1 + n) / 2) / (n + 1)) for l in LISTS) for d in docs],\n"
                   "    'combmnz_rank': [sum(d in l for l in LISTS) * sum(len(l) + 1 - pos(l, d) for l in LISTS if d in l) for d in docs],\n"
                   "    \"combmnz_rank(cutoff='query')\": [sum(d in l for l in LISTS) * sum(n + 1 - pos(l, d) for l in LISTS if d in l) for d in docs]}\n"
                   "bad = [s for s, w in want.items() if abs(fused(s) - np.array(w)).max() > 1e-12]\n"
                   "print('as by hand' if not bad else f'FAULTS {bad}')"),
             hand_ok, "accepted: the documented definitions (docstrings of mean_rank, geomean, combmnz_rank)"),
        # ------------------------------------------------------------ evaluation: relations between runs and aggregates
        case("eval_batch_equals_single", "evaluate of two runs holding different queries at once: each run's values as when evaluated alone",
             "import json, subprocess, sys\nev = lambda *r: json.loads(subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', 'q.txt', *r, "
             "'--measures', 'AP', 'P@1', 'nDCG@2', 'GMAP', '-q', '--json'], capture_output=True, text=True, check=True).stdout)\n"
             "both = ev('r1.run', 'r2.run')\nprint('the same' if both == {'r1.run': ev('r1.run'), 'r2.run': ev('r2.run')} else f'FAULTS {both}')",
             stdout_has("the same"), "accepted: one batch for many runs changes no value (trec_batch)",
             files={"q.txt": "1 0 a 1\n1 0 b 2\n2 0 x 1\n3 0 k 1\n3 0 j 0\n",
                    "r1.run": "1 Q0 a 1 2 t\n1 Q0 c 2 1 t\n3 Q0 j 1 1 t\n3 Q0 k 2 0.5 t\n", "r2.run": "2 Q0 x 1 2 u\n2 Q0 y 2 1 u\n1 Q0 b 1 1 u\n"}),
        # GMAP: trec_eval's gm_map, exp of the mean of log(max(AP, 1e-5)) over the evaluated queries (pytrec_eval gives the logs)
        case("eval_gmap", "evaluate GMAP with a query of AP 0 (floored at 1e-5), against trec_eval's gm_map",
             "import json, math, subprocess, sys\nimport pytrec_eval\nours = json.loads(subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', "
             "'--qrels', 'q.txt', 'r.run', '--measures', 'GMAP', '--json'], capture_output=True, text=True, check=True).stdout)['GMAP']\n"
             "lines = lambda n: [ln for ln in open(n).read().splitlines() if ln.strip()]\n"
             "t = pytrec_eval.RelevanceEvaluator(pytrec_eval.parse_qrel(lines('q.txt')), {'gm_map'}).evaluate(pytrec_eval.parse_run(lines('r.run')))\n"
             "want = math.exp(sum(v['gm_map'] for v in t.values()) / len(t))\n"
             "print('agrees with trec_eval' if abs(ours - want) < 1e-12 * want else f'FAULTS {ours} where {want}')",
             eval_ok, "accepted: trec_eval's gm_map", files=eval_files),
        # ------------------------------------------------------------ evaluation against trec_eval's code (pytrec_eval)
        case("eval_cutoffs", "evaluate P@1/5/1000, nDCG@3/10, nDCG, AP, AP@2/1000, RR, Rprec on qrels graded -1/0/1/2/3, ties, "
             "a judged document no run holds, a query with nothing relevant, an unjudged and an unretrieved query",
             _u5a(_U5A_EVAL, cut, 1), eval_ok, "accepted: trec_eval's values per query and its mean over the queries both hold",
             files=eval_files),
        case("eval_level_2", "evaluate P(rel=2)@5, AP(rel=2), RR(rel=2), Rprec(rel=2), R(rel=2)@5, Bpref(rel=2) against trec_eval -l 2",
             _u5a(_U5A_EVAL, {"P(rel=2)@5": "P.5", "AP(rel=2)": "map", "RR(rel=2)": "recip_rank", "Rprec(rel=2)": "Rprec",
                              "R(rel=2)@5": "recall.5", "Bpref(rel=2)": "bpref"}, 2), eval_ok,
             "accepted: ir_measures' rel=2 is trec_eval's -l 2", files=eval_files),
        case("eval_level_3", "evaluate P(rel=3)@5 and AP(rel=3) (only grade 3 relevant) against trec_eval -l 3",
             _u5a(_U5A_EVAL, {"P(rel=3)@5": "P.5", "AP(rel=3)": "map"}, 3), eval_ok, "accepted: trec_eval -l 3", files=eval_files),
        case("eval_bpref_infap", "evaluate Bpref and infAP with judged non-relevant grades 0 and -1 and an unjudged document",
             _u5a(_U5A_EVAL, {"Bpref": "bpref", "infAP": "infAP"}, 1), eval_ok,
             "accepted: trec_eval's bpref and infAP (grade -1 is judged non-relevant)", files=eval_files),
        case("eval_recall_iprec_counts", "evaluate R@2, R@1000, IPrec@0.0/0.5/1.0, NumRel, NumRet, NumRet(rel=1) against trec_eval",
             _u5a(_U5A_EVAL, {"R@2": "recall.2", "R@1000": "recall.1000", "IPrec@0.0": "iprec_at_recall.0.00",
                              "IPrec@0.5": "iprec_at_recall.0.50", "IPrec@1.0": "iprec_at_recall.1.00", "NumRel": "num_rel",
                              "NumRet": "num_ret", "NumRet(rel=1)": "num_rel_ret"}, 1), eval_ok, "accepted: trec_eval's values",
             files=eval_files),
        case("eval_set_measures", "evaluate SetP and SetR (the whole retrieved set) against trec_eval",
             _u5a(_U5A_EVAL, {"SetP": "set_P", "SetR": "set_recall"}, 1), eval_ok, "accepted: trec_eval's set_P, set_recall",
             files=eval_files),
        case("eval_one_document_runs", "evaluate P@10, nDCG@10, AP, Rprec of a run with one document per query (depth below every cutoff)",
             _u5a(_U5A_EVAL, {"P@10": "P.10", "nDCG@10": "ndcg_cut.10", "AP": "map", "Rprec": "Rprec"}, 1), eval_ok,
             "accepted: P@10 divides by 10 (trec_eval), not by the list's length",
             files={"r.run": "1 Q0 a 1 1 t\n2 Q0 b 1 1 t\n3 Q0 c 1 1 t\n",
                    "q.txt": "1 0 a 1\n1 0 x 2\n2 0 b 0\n2 0 y 1\n3 0 c 3\n"}),
        case("eval_duplicate_free_qrels_order", "evaluate with qrels lines in no order and a query judged only -1",
             _u5a(_U5A_EVAL, {"AP": "map", "P@2": "P.2", "nDCG": "ndcg"}, 1), eval_ok, "accepted: the qrels as a set",
             files={"r.run": "1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n2 Q0 c 1 1 t\n2 Q0 d 2 0 t\n",
                    "q.txt": "2 0 d -1\n1 0 b 1\n2 0 c -1\n1 0 a 0\n1 0 k 2\n"}),
        # Judged@k (ir_measures; trec_eval has none): the share of the first k in trec_eval's order that the qrels judge.
        # Query 1 order: c (2.0), b, a (1.0 tied: docid descending), e, f, d (0.0 = -0.0: f before d) -> judged c b a . . d:
        # Judged@2 = 1, Judged@5 = 3/5; query 4: s r q p (all 0.3) -> Judged@2 = 1/2 (r), Judged@5 = 3/4 (a list shorter than
        # k divides by its length, as ir_measures does); queries 2 (x y) and 3 (a): everything judged, 1
        case("eval_judged_ties", "evaluate Judged@2 and Judged@5 on runs with tied scores (trec_eval's order, by hand)",
             "import json, subprocess, sys\nr = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', 'q.txt', 'r.run', "
             "'--measures', 'Judged@2', 'Judged@5', '-q', '--json'], capture_output=True, text=True)\n"
             "pq = json.loads(r.stdout)['per_query']\nwant = {'1': (1.0, 0.6), '4': (0.5, 0.75), '2': (1.0, 1.0), '3': (1.0, 1.0)}\n"
             "bad = [(q, pq[q]) for q, (a, b) in want.items() if abs(pq[q]['Judged@2'] - a) > 1e-12 or abs(pq[q]['Judged@5'] - b) > 1e-12]\n"
             "print('as by hand' if not bad else f'FAULTS {bad}')", hand_ok,
             "accepted: ranked as trec_eval ranks (ir_measures' own Judged keeps another tie order)", files=eval_files),
        case("eval_judged_ir_measures", "evaluate Judged@1/3/10 of a run without ties against ir_measures",
             "import json, subprocess, sys\nimport ir_measures\nr = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', "
             "'q.txt', 'r.run', '--measures', 'Judged@1', 'Judged@3', 'Judged@10', '-q', '--json'], capture_output=True, text=True)\n"
             "pq = json.loads(r.stdout)['per_query']\nqrels = list(ir_measures.read_trec_qrels('q.txt'))\nrun = list(ir_measures.read_trec_run('r.run'))\n"
             "bad = [(m, x.query_id, x.value) for m in ('Judged@1', 'Judged@3', 'Judged@10') for x in ir_measures.iter_calc([ir_measures.parse_measure(m)], qrels, run)"
             " if x.query_id in pq and abs(pq[x.query_id][m] - x.value) > 1e-12]\nprint('agrees with ir_measures' if not bad else f'FAULTS {bad}')",
             stdout_has("agrees with ir_measures"), "accepted: ir_measures' Judged@k",
             files={"r.run": "1 Q0 a 1 5 t\n1 Q0 b 2 4 t\n1 Q0 c 3 3 t\n1 Q0 d 4 2 t\n2 Q0 e 1 1 t\n2 Q0 f 2 0.5 t\n",
                    "q.txt": "1 0 b 0\n1 0 d -1\n2 0 e 1\n2 0 z 0\n"}),
        # RR@k: 1/r of the first relevant within the first k, else 0; query 1 order c(-1) b(0) a(3): RR@2 = 0, RR@3 = 1/3;
        # query 4 order s r q(1) p(2): RR@2 = 0, RR@3 = 1/3; query 3: a at 1 -> 1
        case("eval_rr_cutoff", "evaluate RR@2 and RR@3 with tied scores (by hand; trec_eval's recip_rank has no cutoff)",
             "import json, subprocess, sys\nr = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', 'q.txt', 'r.run', "
             "'--measures', 'RR@2', 'RR@3', '-q', '--json'], capture_output=True, text=True)\n"
             "pq = json.loads(r.stdout)['per_query']\nwant = {'1': (0.0, 1 / 3), '4': (0.0, 1 / 3), '3': (1.0, 1.0), '2': (0.0, 0.0)}\n"
             "bad = [(q, pq[q]) for q, (a, b) in want.items() if abs(pq[q]['RR@2'] - a) > 1e-12 or abs(pq[q]['RR@3'] - b) > 1e-12]\n"
             "print('as by hand' if not bad else f'FAULTS {bad}')", hand_ok, "accepted: trec_eval's order", files=eval_files),
        # ------------------------------------------------------------ voting rules and pairwise models
        case("kemeny_brute_force", "kemeny(solver='exact') of 30 random profiles of 3-5 voters over 6 documents, against brute force",
             "import itertools, random, warnings\nwarnings.simplefilter('ignore')\nimport rankagg\nrnd = random.Random(11)\nbad = 0\n"
             "def cost(order, lists):\n    pos = {d: i for i, d in enumerate(order)}\n"
             "    return sum(pos[l[i]] > pos[l[j]] for l in lists for i in range(len(l)) for j in range(i + 1, len(l)))\n"
             "for t in range(30):\n    lists = [rnd.sample('abcdef', 6) for _ in range(rnd.choice([3, 4, 5]))]\n"
             "    runs = {f'r{k}': {'1': {d: float(6 - p) for p, d in enumerate(l)}} for k, l in enumerate(lists)}\n"
             "    got = rankagg.fuse(runs, \"kemeny(solver='exact')\", depth=None)['1']\n"
             "    bad += cost(sorted(got, key=lambda d: -got[d]), lists) != min(cost(p, lists) for p in itertools.permutations('abcdef'))\n"
             "print('as by brute force' if not bad else f'FAULTS {bad} of 30 not optimal')", stdout_has("as by brute force"),
             "accepted: the Kendall-optimal order (Kemeny 1959), checked over all 720 orders"),
        case("kemeny_partial_brute_force", "kemeny(solver='exact') of partial lists (unranked='none': pairs only where both are ranked)",
             "import itertools, random, warnings\nwarnings.simplefilter('ignore')\nimport rankagg\nrnd = random.Random(12)\nbad = 0\n"
             "def cost(order, lists):\n    pos = {d: i for i, d in enumerate(order)}\n"
             "    return sum(pos[l[i]] > pos[l[j]] for l in lists for i in range(len(l)) for j in range(i + 1, len(l)))\n"
             "for t in range(30):\n    lists = [rnd.sample('abcdef', rnd.choice([2, 3, 4, 6])) for _ in range(4)]\n"
             "    docs = sorted({d for l in lists for d in l})\n"
             "    runs = {f'r{k}': {'1': {d: float(6 - p) for p, d in enumerate(l)}} for k, l in enumerate(lists)}\n"
             "    got = rankagg.fuse(runs, \"kemeny(solver='exact')\", depth=None)['1']\n"
             "    bad += cost(sorted(got, key=lambda d: -got[d]), lists) != min(cost(p, lists) for p in itertools.permutations(docs))\n"
             "print('as by brute force' if not bad else f'FAULTS {bad} of 30 not optimal')", stdout_has("as by brute force"),
             "accepted: the order with fewest disagreements with the pairs the lists state"),
        # Copeland: +1 per pairwise majority win, -1 per loss, 0 per tie (4 voters: ties happen)
        case("copeland_even_voters", "copeland of 4 full lists over 5 documents (pairwise ties), against wins minus losses by hand",
             lists(list("abcde"), list("badce"), list("cdeab"), list("edcba"), code=
                   "want = {}\nfor x in docs:\n    s = 0\n    for y in docs:\n        if x != y:\n"
                   "            m = sum(l.index(x) < l.index(y) for l in LISTS) - sum(l.index(y) < l.index(x) for l in LISTS)\n"
                   "            s += (m > 0) - (m < 0)\n    want[x] = s\n"
                   "g = fused('copeland')\nprint('as by hand' if all(abs(g[i] - want[d]) < 1e-12 for i, d in enumerate(docs)) else f'FAULTS {g} {want}')"),
             hand_ok, "accepted: Copeland 1951 (wins minus losses)"),
        # Borda of full lists: n - r + 1 points; a: 5 + 4 + 2 + 1 = 12 ...
        case("borda_full_hand", "borda of 4 full lists over 5 documents, against the points n - r + 1 by hand",
             lists(list("abcde"), list("badce"), list("cdeab"), list("edcba"), code=
                   "want = [sum(5 - l.index(d) for l in LISTS) for d in docs]\n"
                   "print('as by hand' if list(fused('borda')) == want else f'FAULTS {fused(\"borda\")} {want}')"),
             hand_ok, "accepted: Aslam & Montague 2001"),
        case("bradley_terry_choix", "bradley_terry(alpha=1 and 0.1) of five full lists, against choix.opt_pairwise (penalty alpha/2)",
             lists(*full5, code="import choix\nidx = {d: i for i, d in enumerate(docs)}\n"
                   "pairs = [(idx[l[i]], idx[l[j]]) for l in LISTS for i in range(len(l)) for j in range(i + 1, len(l))]\nbad = []\n"
                   "for a in (1.0, 0.1):\n    g = fused(f'bradley_terry(alpha={a}, tol=1e-12)')\n    w = choix.opt_pairwise(len(docs), pairs, alpha=a / 2)\n"
                   "    if abs((g - g.mean()) - (w - w.mean())).max() > 1e-6:\n        bad.append((a, g - g.mean(), w - w.mean()))\n"
                   "print('agrees with choix' if not bad else f'FAULTS {bad}')"),
             stdout_has("agrees with choix"), "accepted: the same penalised MLE ((alpha/2)||s||^2 is choix's alpha/2 * ||s||^2), up to a shift"),
        case("plackett_luce_choix_full", "plackett_luce(alpha=1, unranked='none') of five full lists, against choix.mm_rankings(alpha=1)",
             lists(*full5, code=pl_choix("alpha=1.0, unranked='none', tol=1e-12, max_iter=100000",
                                         "mm_rankings(n, orders, alpha=1.0, tol=1e-12, max_iter=100000)", 1e-8)),
             stdout_has("agrees with choix"), "accepted: Hunter's MM with the (alpha + w) / (alpha + d) update, up to a shift"),
        case("plackett_luce_choix_partial", "plackett_luce(alpha=0, unranked='none') of lists of lengths 5/3/2/4/5, against choix's ILSR MLE",
             lists(list("abcde"), list("cab"), list("eb"), list("dbca"), list("bacde"),
                   code=pl_choix("alpha=0.0, unranked='none', tol=1e-13, max_iter=100000", "ilsr_rankings(n, orders, tol=1e-13)", 1e-6)),
             stdout_has("agrees with choix"), "accepted: the Plackett-Luce MLE of partial orders (each list orders only what it holds)"),
        # the pairs each list states: every ordered pair of its documents, and (unranked='below') each of its documents over
        # every candidate it did not return (a top-k list); Bradley-Terry against choix, Thurstone against scipy's BFGS on
        # sum Y log Phi(s_i - s_j) - (alpha/2)||s||^2, Copeland and Kemeny against these pairs by hand and brute force
        case("pairwise_models_partial", "bradley_terry, thurstone, copeland, kemeny of five partial lists, unranked='none' and 'below'",
             lists(list("abcd"), list("ce"), list("bfa"), list("dab"), list("fe"), code=
                   "import choix\nfrom scipy.optimize import minimize\nfrom scipy.stats import norm\nidx = {d: i for i, d in enumerate(docs)}\n"
                   "n, bad = len(docs), []\nfor below in ('none', 'below'):\n"
                   "    pairs = [(idx[l[i]], idx[m]) for l in LISTS for i in range(len(l))\n"
                   "             for m in l[i + 1:] + ([d for d in docs if d not in l] if below == 'below' else [])]\n"
                   "    Y = np.zeros((n, n))\n    for a, b in pairs:\n        Y[a, b] += 1\n"
                   "    g, w = fused(f\"bradley_terry(alpha=1.0, tol=1e-12, unranked='{below}')\"), choix.opt_pairwise(n, pairs, alpha=0.5)\n"
                   "    bad += [('bradley_terry', below)] if abs((g - g.mean()) - (w - w.mean())).max() > 1e-6 else []\n"
                   "    f = lambda s: -(Y * norm.logcdf(s[:, None] - s[None, :])).sum() + 0.5 * (s @ s)\n"
                   "    w = minimize(f, np.zeros(n), method='BFGS', options={'gtol': 1e-10}).x\n"
                   "    g = fused(f\"thurstone(alpha=1.0, tol=1e-12, unranked='{below}')\")\n"
                   "    bad += [('thurstone', below)] if abs((g - g.mean()) - (w - w.mean())).max() > 1e-6 else []\n"
                   "    cw = [sum(int(Y[i, j] > Y[j, i]) - int(Y[i, j] < Y[j, i]) for j in range(n) if j != i) for i in range(n)]\n"
                   "    bad += [('copeland', below)] if list(fused(f\"copeland(unranked='{below}')\")) != cw else []\n"
                   "    cost = lambda order: sum(Y[idx[b], idx[a]] for i, a in enumerate(order) for b in order[i + 1:])\n"
                   "    k = fused(f\"kemeny(solver='exact', unranked='{below}')\")\n"
                   "    best = min(cost(p) for p in itertools.permutations(docs))\n"
                   "    bad += [('kemeny', below)] if cost([docs[i] for i in np.argsort(-k, kind='stable')]) != best else []\n"
                   "print('as by the references' if not bad else f'FAULTS {bad}')"),
             stdout_has("as by the references"),
             "accepted: the penalised MLEs (choix; scipy) and Copeland/Kemeny over the pairs the lists state"),
        case("rra_r_unequal", "rra, stuart, rra_mean of lists of lengths 8/3/3 (a gene in one list only), N=30, against R",
             _u5a(_U5A_RRA, {"L1": list("abcdefgh"), "L2": list("cab"), "L3": list("hgz")}, 30,
                  [("method='RRA'", "rra"), ("method='stuart'", "stuart"), ("method='mean'", "rra_mean")]), r_ok,
             "accepted: RobustRankAggreg 1.2.1's aggregateRanks"),
        case("rra_r_default_n", "rra and rra_mean of the same lists with N left to the default (the union), against R",
             _u5a(_U5A_RRA, {"L1": list("abcdefgh"), "L2": list("cab"), "L3": list("hgz")}, None,
                  [("method='RRA'", "rra"), ("method='mean'", "rra_mean"), ("method='stuart'", "stuart")]), r_ok, "accepted: R's N = the number of distinct genes"),
        case("rra_r_cutoffs", "rra with N=20 and top_cutoff (0.5, 0.5, 0.4), and rra(exact=True), against R's topCutoff and exact",
             _u5a(_U5A_RRA, {"L1": list("abcdefgh"), "L2": list("cabd"), "L3": list("hgzab")}, 20,
                  [("topCutoff=c(0.5, 0.5, 0.4), method='RRA'", "rra(top_cutoff=[0.5, 0.5, 0.4])"),
                   ("exact=TRUE, method='RRA'", "rra(exact=True)")]), r_ok,
             "accepted: Kolde et al. §2.4 (the cutoff) and §2.3 (the exact p-value), as R computes them"),
        # RBP (Moffat & Zobel 2008): (1 - p) * sum over relevant ranks i of p^(i - 1), in trec_eval's order.  Query 1 order
        # c b a e f d: binary (grade >= 1) a at 3, d at 6: 0.2 * (0.8^2 + 0.8^5) = 0.193536; rel=2: a only, p = 0.5:
        # 0.5 * 0.5^2 = 0.125; query 4 (s r q p): q at 3 (1), p at 4 (2): 0.2 * (0.8^2 + 0.8^3) = 0.2304
        case("eval_rbp_hand", "evaluate RBP(p=0.8) and RBP(p=0.5,rel=2) with tied scores and grades -1/0/3 (by hand)",
             "import json, subprocess, sys\nr = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', 'q.txt', 'r.run', "
             "'--measures', 'RBP(p=0.8)', 'RBP(p=0.5,rel=2)', '-q', '--json'], capture_output=True, text=True)\n"
             "pq = json.loads(r.stdout)['per_query']\nwant = {'1': (0.193536, 0.125), '4': (0.2304, 0.0625), '2': (0.0, 0.0), '3': (0.2, 0.0)}\n"
             "bad = [(q, pq[q]) for q, (a, b) in want.items() if abs(pq[q]['RBP(p=0.8)'] - a) > 1e-12 or abs(pq[q]['RBP(p=0.5,rel=2)'] - b) > 1e-12]\n"
             "print('as by hand' if not bad else f'FAULTS {bad}')", hand_ok, "accepted: Moffat & Zobel's RBP", files=eval_files),
        case("rra_r_singletons", "rra and stuart of three one-gene lists (a twice), against R",
             _u5a(_U5A_RRA, {"L1": ["a"], "L2": ["b"], "L3": ["a"]}, None, [("method='RRA'", "rra"), ("method='stuart'", "stuart")]), r_ok,
             "accepted: R's values on the smallest lists"),
    ]


def legal_cases() -> list[Case]:
    """Quirks of real TREC files (trec-covid-round5/PROVENANCE.md and others), all legal for trec_eval."""
    base = "1 Q0 a {} 3.5 t\n1 Q0 b {} 2.25 t\n1 Q0 c {} 1.0 t\n2 Q0 d {} 9.0 t\n2 Q0 x {} 8.0 t\n2 Q0 e {} 7.0 t\n"
    return [
        legal("rank0", "ranks from 0 (UIowaS_Run1, mpiid5_run1, ...)", base.format(0, 1, 2, 0, 1, 2), fast=True),
        legal("gapped", "gapped ranks (1, 5, 90)", base.format(1, 5, 90, 3, 4, 1000)),
        legal("repeated", "repeated ranks on tied scores (1 1 3, as uogTrDPH_QE_RF_SB_CB)",
              "1 Q0 a 1 3.5 t\n1 Q0 b 1 3.5 t\n1 Q0 c 3 1.0 t\n2 Q0 d 1 9.0 t\n2 Q0 e 2 7.0 t\n"),
        legal("repeated_untied", "repeated ranks on different scores", base.format(1, 1, 1, 2, 2, 2), trust=False),
        legal("negative", "negative ranks", base.format(-1, -2, -3, 0, -10, 5)),
        legal("rank_tokens", "rank tokens that are not integers ('x', '1.5', '-')", base.format("x", "1.5", "-", 1, 2, 3),
              trust=False),
        legal("rank_huge", "rank 99999999999999999999 (beyond int64)", base.format(1, 99999999999999999999, 3, 1, 2, 3),
              trust=False),
        legal("tabs", "tab-separated (every TREC-COVID round-5 run)", base.format(1, 2, 3, 1, 2, 3).replace(" ", "\t"),
              fast=True),
        legal("mixed", "tabs and spaces mixed, runs of blanks, blanks at a line's ends",
              "1\tQ0 a\t1 3.5\tt\n 1  Q0\t\tb 2 2.25 t \n1 Q0 c 3 1.0 t\t\n2\tQ0\td\t1\t9.0\tt\n2 Q0 x 2 8.0 t\n2 Q0 e 3 7.0 t\n"),
        legal("blank_lines", "blank lines and CRLF line ends", "\r\n" + base.format(1, 2, 3, 1, 2, 3).replace("\n", "\r\n\n")),
        legal("iter_tokens", "iteration column tokens other than Q0 ('0', 'iter-7')",
              base.format(1, 2, 3, 1, 2, 3).replace("Q0 a", "0 a").replace("Q0 d", "iter-7 d")),
        legal("missing_topic", "topics missing from the run (topic 3 judged, not retrieved) and unjudged topics",
              base.format(1, 2, 3, 1, 2, 3) + "9 Q0 z 1 1.0 t\n"),
        legal("short_lists", "fewer than 1000 (here 1) documents for a topic", "1 Q0 a 1 3.5 t\n2 Q0 d 1 9.0 t\n2 Q0 e 2 7.0 t\n"),
        legal("unsorted", "lines in no order (topics interleaved, scores ascending)",
              "2 Q0 e 3 7.0 t\n1 Q0 c 3 1.0 t\n2 Q0 d 1 9.0 t\n1 Q0 a 1 3.5 t\n2 Q0 x 2 8.0 t\n1 Q0 b 2 2.25 t\n"),
        legal("ties", "exact score ties (trec_eval: docid descending)", base.format(1, 2, 3, 1, 2, 3).replace("3.5", "1.0").replace("9.0", "7.0")),
        legal("score_forms", "scores as -1e-3, +2, .5, 1E2, -0", "1 Q0 a 1 -1e-3 t\n1 Q0 b 2 +2 t\n1 Q0 c 3 .5 t\n2 Q0 d 1 1E2 t\n2 Q0 e 2 -0 t\n"),
        legal("gzip", "a gzipped run (as distributed)", gz(base.format(0, 1, 2, 0, 1, 2).replace(" ", "\t"))),
        legal("qrels_covid", "qrels with judging iterations 4.5 and 5, two spaces before the docid, relevance -1",
              base.format(1, 2, 3, 1, 2, 3), qrels="1 4.5  a 2\n1 5  b 1\n1 4.5  c -1\n2 5  d 2\n2 4.5  x 0\n2 5  e 1\n",
              fast=True),
    ]


def stdout_has(text: str) -> Callable[[str, Path], bool]:
    return lambda out, folder: text in out


def _killed_writer(folder: Path) -> None:
    """A writer killed by SIGKILL mid-write, leaving its temporary file in ``folder`` (for the sweep case)."""
    code = ("import os, signal\nfrom rankagg.io.atomic import atomic_output\n"
            "with atomic_output('out.run') as fh:\n    fh.write(b'half')\n    fh.flush()\n    os.kill(os.getpid(), signal.SIGKILL)\n")
    subprocess.run([sys.executable, "-c", code], cwd=folder, env=dict(os.environ, PYTHONPATH=str(ROOT)), check=False)


def _device_node(folder: Path) -> None:
    """``folder/null``: a private character device (1, 3) as root, else a symlink to /dev/null (which a user
    cannot replace); the system's /dev/null is never the target a broken guard could replace."""
    try:
        os.mknod(folder / "null", 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except OSError:
        os.symlink(os.devnull, folder / "null")


def _npz_bomb() -> bytes:
    """A zip whose one member declares 400 MB uncompressed (issue 27: 389 KB that expanded to 400 MB)."""
    import io
    import struct
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("__model__.npy", b"x" * 100)
    raw = bytearray(buf.getvalue())
    struct.pack_into("<I", raw, 22, 400_000_000)
    struct.pack_into("<I", raw, raw.rfind(b"PK\x01\x02") + 24, 400_000_000)
    return bytes(raw)


FIT_BEST = ("from rankagg.io.synthetic import make_metasearch\nfrom rankagg.methods.registry import make_method\n"
            "from rankagg.models import save_model\nimport rankagg.api as api\n"
            "d = make_metasearch(n_queries=4, random_state=0)\nm = make_method('best_input').fit(d)\n"
            "def runs(names):\n    out = []\n    for j, n in enumerate(names):\n"
            "        open(f'{n}.run', 'w').write(''.join(f'1 Q0 d{i} {i + 1} {9 - i - j % 3}.0 {n}\\n' for i in range(5)))\n"
            "        out.append(f'{n}.run')\n    return out\n")


# a small LambdaMART model saved to m.json and read back as the JSON document ``doc``
FIT_LM = ("import json\nfrom rankagg.io.synthetic import make_metasearch\nfrom rankagg.methods.registry import make_method\n"
          "from rankagg.models import save_model, load_model\nd = make_metasearch(n_queries=8, random_state=0)\n"
          "m = make_method('lambdamart', methods=['borda'], n_estimators=3, early_stopping=2, min_data_in_leaf=3).fit(d, d)\n"
          "save_model(m, 'm.json')\ndoc = json.load(open('m.json'))\n")


def _twin_labels(folder: Path) -> None:
    (folder / "experiments").mkdir()
    (folder / "experiments" / "twins.toml").write_text(
        'name = "twins"\ndatasets = ["junk"]\n[[rows]]\nlabel = "RRF k=60"\nmethod = "rrf(k=60)"\n'
        '[[rows]]\nlabel = "RRF (k=60)"\nmethod = "rrf(k=60)"\n')


FIFTH_BAR_WORKFLOWS = "45 Unseen inputs: a fifth bar, workflows, state and processes"

# every multi-step case's snippet starts with these: cli() runs one rankagg command (exiting with its status and
# stderr when it fails and check is on), same() compares two files byte for byte
_U5W = """
import json, os, shutil, signal, subprocess, sys, time
def cli(*args, env=None, check=True, cwd=None, unset=()):
    e = {k: v for k, v in os.environ.items() if k not in unset}
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True, env={**e, **(env or {})}, cwd=cwd)
    if check and r.returncode:
        sys.stderr.write(r.stderr)
        sys.exit(r.returncode)
    return r
def same(a, b):
    return open(a, 'rb').read() == open(b, 'rb').read()
def rows(name):
    return [l.split() for l in open(name)]
"""
# a tuned model of the judged runs x, y, z (random search: per-run weights)
_U5W_TUNE = "cli('tune', 'x.run', 'y.run', 'z.run', '--qrels', 'q.txt', '--method', 'rrf', '--search', 'random', '--trials', '3', '--folds', '2', '--quiet', '-o', 'm.json')\n"
# a trained (pooled) model of the same runs
_U5W_TRAIN = "cli('train', 'x.run', 'y.run', 'z.run', '--qrels', 'q.txt', '--folds', '0', '--quiet', '-o', 't.json')\n"
# an experiment of one row on MQ2008-small
_U5W_EXP = ('name = "{name}"\ntitle = "t"\ndatasets = ["MQ2008-small"]\nselect_by = "MeanNDCG"\n[[rows]]\nlabel = "{label}"\n'
            'method = "{method}"\nfixed = {{}}\ngrid = {{}}\n')
# runs whose query ids do not sort as text or as numbers in file order (10 before 9, 01 beside 1) and tie
_U5W_ODD = {"a.run": "10 Q0 a 1 3.0 t\n10 Q0 b 2 3.0 t\n9 Q0 c 1 2.0 t\n9 Q0 a 2 1.0 t\n01 Q0 d 1 5 t\n1 Q0 e 1 4 t\n",
            "b.run": "9 Q0 a 1 2.0 u\n10 Q0 b 1 1.0 u\n10 Q0 c 2 0.5 u\n1 Q0 d 1 2 u\n01 Q0 e 1 2 u\n"}


def _u5w(body: str) -> str:
    return _U5W + body


def _u5w_big(folder: Path) -> None:
    big_runs(folder, n_queries=40)  # mc4 on these outlasts a signal at 2 s (20 queries took 4 s of CPU)


def _u5w_interrupted(output: str, previous: str, args: list[str], sig: str, status: int) -> str:
    """A snippet: ``output`` holds ``previous``; rankagg ``args`` (after the folder's run*.txt files) is sent ``sig``
    two seconds in; prints 'kept' when it exits with ``status``, ``output`` unchanged and no temporary file left."""
    return _u5w(f"open({output!r}, 'w').write({previous!r})\n"
                f"runs = sorted(f for f in os.listdir('.') if f.startswith('run'))\n"
                f"p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', {args[0]!r}, *runs, *{args[1:]!r}], stderr=subprocess.PIPE, text=True)\n"
                f"time.sleep(2.0)\np.send_signal(signal.{sig})\nerr = p.communicate()[1]\n"
                "left = [f for f in os.listdir('.') if f.startswith('.') or 'tmp' in f]\n"
                f"print('kept' if p.returncode == {status} and open({output!r}).read() == {previous!r} and not left else f'lost rc {{p.returncode}} {{left}} {{err[-200:]!r}}')")


def _u5w_then(steps: str, *args: str) -> str:
    """A snippet: ``steps``, then rankagg ``args``, its stderr and exit status passed on (a case of an error)."""
    return _u5w(steps + f"r = cli(*{list(args)!r}, check=False)\nsys.stderr.write(r.stderr)\nsys.exit(r.returncode)")


def _u5w_table_then(*args: str) -> str:
    """A snippet: a.run and b.run as the Parquet folder tbl/, then rankagg ``args``, its stderr and status passed on."""
    return _u5w_then("import pyarrow as pa, pyarrow.parquet as pq\nos.mkdir('tbl')\nrs = rows('a.run') + rows('b.run')\n"
                     "pq.write_table(pa.table({'q_id': [r[0] for r in rs], 'doc_id': [r[2] for r in rs], 'score': [float(r[4]) for r in rs], 'run': [r[5] for r in rs]}), 'tbl/part0.parquet')\n", *args)


def fifth_bar_workflows_cases() -> list[Case]:
    """Issue 45's fifth bar (workflows, state and processes): each step alone is fine, the sequence is not.  A model
    tuned or trained, then applied to runs in another order, of other names or count, moved, linked, read-only, or
    made with other options; experiments rerun after an edit, two experiment files writing one result, reports on
    stale results; the same fusion through every face (the CLI, ``rankagg.fuse``, ``Fuser``, streaming, Dask, a Parquet
    table, ``--explain``) and the same command twice, in other processes (hash seed, threads, locale, time zone,
    umask, no HOME, odd cache folders); interrupts and two writers of one output.  Each must be the same answer, a
    right answer, or an error naming the file, option or variable, leaving the previous output whole."""
    G, M, T = FIFTH_BAR_WORKFLOWS, 4.0, 120
    j = _JUDGED
    ab = {"a.run": RUN, "b.run": RUN2}

    def ok(id: str, what: str, body: str, why: str, files: dict | None = None, want: str = "same", **kw: object) -> Case:
        return Case(id, G, what, code=_u5w(body), files=dict(j if files is None else files), expect="ok",
                    check=stdout_has(want), memory_gb=M, timeout=kw.pop("timeout", T), why=why, **kw)  # type: ignore[arg-type]

    c = [
        # ------------------------------------------------------------ tune -> apply
        ok("u5w_tune_apply_orders", "tune (per-run weights), then fuse --model with the runs in three orders: the same bytes",
           _U5W_TUNE + "outs = []\nfor i, order in enumerate((('x', 'y', 'z'), ('z', 'x', 'y'), ('y', 'z', 'x'))):\n"
           "    cli('fuse', *[f'{r}.run' for r in order], '--model', 'm.json', '--quiet', '-o', f'o{i}.run')\n"
           "print('same' if same('o0.run', 'o1.run') and same('o0.run', 'o2.run') else 'differs')",
           "accepted: the model meets its runs by name, whatever their order"),
        ok("u5w_tune_apply_renamed_files", "tune, then fuse --model the same runs copied to other file names (tags kept)",
           _U5W_TUNE + "for r in 'xyz':\n    shutil.copy(f'{r}.run', f'copy_{r}.txt')\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 'm.json', '--quiet', '-o', 'a.out')\n"
           "cli('fuse', 'copy_z.txt', 'copy_x.txt', 'copy_y.txt', '--model', 'm.json', '--quiet', '-o', 'b.out')\n"
           "print('same' if same('a.out', 'b.out') else 'differs')", "accepted: runs are named by their tags"),
        ok("u5w_tune_apply_equals_spec", "tune, then fuse --model equals fuse --method 'rrf(k=K)' --weights of the model's values",
           _U5W_TUNE + "m = json.load(open('m.json'))\nw = ','.join(f'{n}={v!r}' for n, v in m['weights'].items())\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 'm.json', '--tag', 't', '--quiet', '-o', 'a.out')\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--method', f\"rrf(k={m['params']['k']!r})\", '--weights', w, '--tag', 't', '--quiet', '-o', 'b.out')\n"
           "print('same' if same('a.out', 'b.out') else 'differs')", "accepted: a model is its method, parameters and weights"),
        *[Case(id, G, f"{step} on x, y, z, then fuse --model with a fourth run w the model never saw",
               code=_u5w_then(steps + "open('w.run', 'w').write(open('x.run').read().replace(' x\\n', ' w\\n'))\n",
                              'fuse', 'x.run', 'y.run', 'z.run', 'w.run', '--model', model, '--quiet', '-o', 'o.run'),
               files=j, mention=mention, outputs=("o.run",), memory_gb=M, timeout=T)
          for id, step, steps, model, mention in (("u5w_tune_apply_extra_run", "tune", _U5W_TUNE, "m.json", ("m.json", "w")),
                                                  ("u5w_train_apply_fourth_run", "train", _U5W_TRAIN, "t.json", ("w",)))],
        Case("u5w_tune_apply_missing_run", G, "tune on x, y, z, then fuse --model with x and y only",
             code=_u5w_then(_U5W_TUNE, 'fuse', 'x.run', 'y.run', '--model', 'm.json', '--quiet', '-o', 'o.run'),
             files=j, mention=("m.json", "z"), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u5w_tune_apply_retagged", G, "tune, then fuse --model with run x rewritten under the tag w",
             code=_u5w_then(_U5W_TUNE + "open('x2.run', 'w').write(open('x.run').read().replace(' x\\n', ' w\\n'))\n",
                            'fuse', 'x2.run', 'y.run', 'z.run', '--model', 'm.json', '--quiet', '-o', 'o.run'),
             files=j, mention=("m.json", "x"), outputs=("o.run",), memory_gb=M, timeout=T),
        ok("u5w_tune_input_depth_applied", "tune --input-depth 2 (--if-no-gain tuned), then fuse --model: the fusion it was "
           "tuned and estimated on (each run's first 2 documents)",
           "cli('tune', 'x.run', 'y.run', 'z.run', '--qrels', 'q.txt', '--method', 'rrf', '--search', 'random', '--trials', '3', "
           "'--input-depth', '2', '--if-no-gain', 'tuned', '--folds', '2', '--quiet', '-o', 'm.json')\n"
           "m = json.load(open('m.json'))\nw = ','.join(f'{n}={v!r}' for n, v in m['weights'].items())\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 'm.json', '--tag', 't', '--quiet', '-o', 'a.out')\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--method', f\"rrf(k={m['params']['k']!r})\", '--weights', w, '--input-depth', '2', "
           "'--tag', 't', '--quiet', '-o', 'b.out')\nprint('same' if same('a.out', 'b.out') else 'differs')",
           "accepted: a model applies the input depth it was tuned at (else its estimate describes another fusion)"),
        ok("u5w_tune_model_symlink_readonly", "tune, then fuse --model through a symlink in another folder to a read-only model",
           _U5W_TUNE + "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 'm.json', '--quiet', '-o', 'a.out')\n"
           "os.mkdir('keep')\nshutil.move('m.json', 'keep/m.json')\nos.chmod('keep/m.json', 0o444)\nos.mkdir('elsewhere')\n"
           "os.symlink(os.path.abspath('keep/m.json'), 'elsewhere/link.json')\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 'elsewhere/link.json', '--quiet', '-o', 'b.out')\n"
           "print('same' if same('a.out', 'b.out') else 'differs')", "accepted: a model is read, never written"),
        Case("u5w_tune_output_is_model_link", G, "tune -o link.json where link.json is a symlink to a read-only model another job reads",
             code=_u5w(_U5W_TUNE + "os.chmod('m.json', 0o444)\nos.symlink('m.json', 'link.json')\nbefore = open('m.json').read()\n"
                       "r = cli('tune', 'x.run', 'y.run', '--qrels', 'q.txt', '--method', 'rrf', '--search', 'params', '--folds', '2', "
                       "'--quiet', '-o', 'link.json', check=False)\n"
                       "print('written through' if r.returncode == 0 and open('m.json').read() != before else r.stderr.strip())"),
             files=j, expect="ok", check=stdout_has("written through"), memory_gb=M, timeout=T,
             why="accepted: symlinks are written through (the output guard's rule); a file's mode is its owner's business"),
        # ------------------------------------------------------------ train -> save -> load -> fuse
        ok("u5w_train_apply_orders", "train (pooled), then fuse --model with the runs in two orders and from another folder",
           _U5W_TRAIN + "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 't.json', '--quiet', '-o', 'a.out')\n"
           "os.mkdir('d')\nshutil.move('t.json', 'd/t.json')\n"
           "cli('fuse', 'z.run', 'y.run', 'x.run', '--model', 'd/t.json', '--quiet', '-o', 'b.out')\n"
           "cli('fuse', '../z.run', '../x.run', '../y.run', '--model', 't.json', '--quiet', '-o', '../c.out', cwd='d')\n"
           "print('same' if same('a.out', 'b.out') and same('a.out', 'c.out') else 'differs')",
           "accepted: a trained model is one self-contained file that meets its runs by name"),
        ok("u5w_train_twice_processes", "train twice, under PYTHONHASHSEED 0 and 1 and OMP/NUMBA threads 1 and 2: the same model bytes",
           "for out, order, n in (('a.json', 'xyz', '1'), ('b.json', 'zxy', '2')):\n"
           "    cli('train', *[f'{r}.run' for r in order], '--qrels', 'q.txt', '--folds', '0', '--quiet', '-o', out, "
           "env={'PYTHONHASHSEED': str(int(n) - 1), 'OMP_NUM_THREADS': n, 'NUMBA_NUM_THREADS': n})\n"
           "print('same' if same('a.json', 'b.json') else 'differs')", "accepted: training is seeded; the run order is not an input"),
        Case("u5w_train_explain", G, "train (pooled), then fuse --model t.json --explain e.jsonl (explain: the Fuser's methods only)",
             code=_u5w_then(_U5W_TRAIN, 'fuse', 'x.run', 'y.run', 'z.run', '--model', 't.json', '--explain', 'e.jsonl', '--quiet', '-o', 'o.run'),
             files=j, mention=("--explain",), outputs=("o.run", "e.jsonl"), memory_gb=M, timeout=T),
        ok("u5w_train_dask_same", "train, then fuse --model locally and with --backend dask: the same bytes",
           _U5W_TRAIN + "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 't.json', '--quiet', '-o', 'a.out')\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 't.json', '--backend', 'dask', '--quiet', '-o', 'b.out')\n"
           "print('same' if same('a.out', 'b.out') else 'differs')", "accepted: one fusion, two backends", timeout=240),
        ok("u5w_calibrate_fuser_same", "calibrate, then fuse --model (CLI) and Fuser.from_model: the same order and P(relevant)",
           "cli('calibrate', 'x.run', 'y.run', 'z.run', '--qrels', 'q.txt', '--method', 'combsum', '-o', 'c.json')\n"
           "cli('fuse', 'x.run', 'y.run', 'z.run', '--model', 'c.json', '--quiet', '-o', 'a.out')\n"
           "from rankagg import Fuser\nf = Fuser.from_model('c.json')\nlists = {}\n"
           "for r in 'xyz':\n    for q, _, d, _, s, t in rows(f'{r}.run'):\n        lists.setdefault(q, {}).setdefault(t, {})[d] = float(s)\n"
           "got = {}\nfor q, _, d, _, s, _ in rows('a.out'):\n    got.setdefault(q, []).append((d, float(s)))\n"
           "fine = all([d for d, _ in f(lists[q])] == [d for d, _ in got[q]] and all(abs(a - b) < 1e-6 for (_, a), (_, b) in zip(f(lists[q]), got[q])) for q in lists)\n"
           "print('same' if fine else 'differs')", "accepted: one calibrated fusion, two faces (the file's ties nudged for trec_eval)"),
        # ------------------------------------------------------------ one job, every face
        ok("u5w_faces_stream_threshold_low", "fuse in process with the streaming threshold forced to 1 byte, and in memory: runs whose "
           "query ids are '10', '9', '01', '1' in file order, tied scores",
           "import rankagg.stream.run as sr\nfrom rankagg.cli import main\nfrom rankagg.api import fuse_files\n"
           "for m in ('rrf', 'combmnz', 'borda'):\n    fuse_files(['a.run', 'b.run'], f'm_{m}.run', method=m, stream=False)\n"
           "sr.FUSE_STREAM_MIN_BYTES = 1\nfor m in ('rrf', 'combmnz', 'borda'):\n    try:\n        main(['fuse', 'a.run', 'b.run', '--method', m, '--quiet', '-o', f's_{m}.run'])\n"
           "    except SystemExit as e:\n        assert not e.code, e.code\n"
           "print('same' if all(same(f'm_{m}.run', f's_{m}.run') for m in ('rrf', 'combmnz', 'borda')) else 'differs')",
           "accepted: the threshold chooses a path, not an answer", files=_U5W_ODD),
        ok("u5w_faces_parquet_table", "the runs as one Parquet table (q_id doc_id score run) and as TREC files: the same fused bytes",
           "import pyarrow as pa, pyarrow.parquet as pq\nrs = rows('a.run') + rows('b.run')\n"
           "pq.write_table(pa.table({'q_id': [r[0] for r in rs], 'doc_id': [r[2] for r in rs], 'score': [float(r[4]) for r in rs], 'run': [r[5] for r in rs]}), 't.parquet')\n"
           "for m in ('rrf', 'combsum'):\n    cli('fuse', 'a.run', 'b.run', '--method', m, '--quiet', '-o', f'f_{m}.run')\n"
           "    cli('fuse', 't.parquet', '--method', m, '--quiet', '-o', f't_{m}.run')\n"
           "print('same' if all(same(f'f_{m}.run', f't_{m}.run') for m in ('rrf', 'combsum')) else 'differs')",
           "accepted: one fusion, two input layouts", files=_U5W_ODD),
        ok("u5w_faces_api_fuser_cli", "rankagg.fuse of the paths, Fuser per query and the CLI, rrf with weights: the same order and scores",
           "import rankagg\nfrom rankagg import Fuser\n"
           "cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--weights', 't=2,u=1', '--quiet', '-o', 'c.out')\n"
           "api = rankagg.fuse(['a.run', 'b.run'], 'rrf', {'t': 2.0, 'u': 1.0})\nf = Fuser('rrf', {'t': 2.0, 'u': 1.0})\nlists = {}\n"
           "for n in ('a.run', 'b.run'):\n    for q, _, d, _, s, t in rows(n):\n        lists.setdefault(q, {}).setdefault(t, {})[d] = float(s)\n"
           "got = {}\nfor q, _, d, _, s, _ in rows('c.out'):\n    got.setdefault(q, []).append(d)\n"
           "fine = set(got) == set(api) == set(lists) and all([d for d, _ in f(lists[q])] == got[q] == list(api[q]) for q in lists)\n"
           "print('same' if fine else f'differs {got} {api} {[f(lists[q]) for q in lists]}')", "accepted: one fusion, three faces",
           files=_U5W_ODD),
        ok("u5w_faces_explain_sums", "fuse --explain: each document's contributions sum to the score written, in the output's order",
           "cli('fuse', 'a.run', 'b.run', '--method', 'combsum', '--weights', 't=2,u=1', '--explain', 'e.jsonl', '--quiet', '-o', 'o.run')\n"
           "from rankagg.fuser import score_from_explanation\nex = [json.loads(l) for l in open('e.jsonl')]\nout = rows('o.run')\n"
           "fine = [(r[0], r[2]) for r in out] == [(str(e.get('query', e.get('qid'))), str(e.get('doc', e.get('docid')))) for e in ex]\n"
           "print('same' if fine else f'differs {ex[:2]} {out[:2]}')", "accepted: the explanation is of the output written",
           files=_U5W_ODD),
        ok("u5w_faces_dask_odd", "fuse --backend dask and local of runs whose query ids are '10', '9', '01', '1', tied, with --input-depth 1 "
           "and --scores rank", "for b in ('local', 'dask'):\n    cli('fuse', 'a.run', 'b.run', '--method', 'combmnz', '--input-depth', '1', "
           "'--scores', 'rank', '--backend', b, '--quiet', '-o', f'{b}.run')\nprint('same' if same('local.run', 'dask.run') else 'differs')",
           "accepted: one fusion, two backends", files=_U5W_ODD, timeout=240),
        ok("u5w_faces_paths_spelt", "runs whose tags repeat (named by file name) given as p.run, ./p.run and an absolute path, with "
           "--weights by file name: the same bytes",
           "open('p.run', 'w').write(open('a.run').read().replace(' t\\n', ' same\\n'))\nopen('r.run', 'w').write(open('b.run').read().replace(' u\\n', ' same\\n'))\n"
           "cli('fuse', 'p.run', 'r.run', '--method', 'rrf', '--weights', 'p.run=3,r.run=1', '--quiet', '-o', 'p.out')\n"
           "cli('fuse', './p.run', './r.run', '--method', 'rrf', '--weights', 'p.run=3,r.run=1', '--quiet', '-o', 'q.out')\n"
           "cli('fuse', os.path.abspath('r.run'), os.path.abspath('p.run'), '--method', 'rrf', '--weights', 'p.run=3,r.run=1', '--quiet', '-o', 'r.out')\n"
           "print('same' if same('p.out', 'q.out') and same('p.out', 'r.out') else 'differs')",
           "accepted: a run's name is its file's name, however the path is spelt", files=ab),
        ok("u5w_same_command_twice", "the same fuse twice, a second apart, to .run, .gz and .parquet: the same bytes each time",
           "for o in ('o.run', 'o.run.gz', 'o.parquet'):\n    cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', o)\n"
           "    shutil.copy(o, 'first_' + o)\ntime.sleep(1.1)\nfor o in ('o.run', 'o.run.gz', 'o.parquet'):\n"
           "    cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', o)\n"
           "print('same' if all(same(o, 'first_' + o) for o in ('o.run', 'o.run.gz', 'o.parquet')) else 'differs')",
           "accepted: no time stamp in any output", files=ab),
        ok("u5w_fuser_reused_after_errors", "one Fuser called with a NaN score, mixed id types, an empty request, then a good one: "
           "the answer of a fresh Fuser",
           "from rankagg import Fuser\nf = Fuser('combsum', {'a': 2.0}, norm='minmax')\ngood = {'a': {'x': 2.0, 'y': 1.0}, 'b': {'y': 3.0, 'z': 1.0}}\n"
           "for bad in ({'a': {'x': float('nan')}}, {'a': {1: 1.0, 'x': 2.0}}, {'a': {'x': 's'}}):\n    try:\n        f(bad)\n"
           "    except ValueError:\n        pass\nprint('same' if f(good) == Fuser('combsum', {'a': 2.0}, norm='minmax')(good) else 'differs')",
           "accepted: a fuser holds no state a call changes", files={}),
        # ------------------------------------------------------------ the process's environment
        ok("u5w_env_locale_tz", "fuse and evaluate --json under LC_ALL=de_DE.UTF-8 (not installed), C and C.UTF-8, TZ=Pacific/Kiritimati: "
           "the same bytes", "outs = set()\nfor loc, tz in (('de_DE.UTF-8', 'Pacific/Kiritimati'), ('C', 'UTC'), ('C.UTF-8', 'America/St_Johns')):\n"
           "    e = {'LC_ALL': loc, 'LANG': loc, 'TZ': tz}\n    cli('fuse', 'x.run', 'y.run', 'z.run', '--method', 'combsum', '--quiet', '-o', 'o.run', env=e)\n"
           "    r = cli('evaluate', '--qrels', 'q.txt', 'o.run', '--json', env=e)\n    outs.add(open('o.run').read() + r.stdout)\n"
           "print('same' if len(outs) == 1 else 'differs')", "accepted: numbers are written the C way whatever the locale"),
        ok("u5w_env_report_tz", "report -o r.md of the same results under TZ=UTC and TZ=Asia/Kathmandu, a second apart: the same bytes",
           "open('r.json', 'w').write(json.dumps({'P@5': 0.25, 'AP': 0.5}))\ncli('report', 'r.json', '-o', 'a.md', '--no-figures', env={'TZ': 'UTC'})\n"
           "time.sleep(1.1)\ncli('report', 'r.json', '-o', 'b.md', '--no-figures', env={'TZ': 'Asia/Kathmandu'})\n"
           "print('same' if open('a.md').read() == open('b.md').read() else 'differs')", "accepted: no clock in a report", files={}),
        ok("u5w_env_no_home", "HOME unset and a read-only HOME: fuse --method mc4 (a compiled kernel, Numba's cache)",
           "cli('fuse', 'a.run', 'b.run', '--method', 'mc4', '--quiet', '-o', 'a.out')\n"
           "cli('fuse', 'a.run', 'b.run', '--method', 'mc4', '--quiet', '-o', 'b.out', unset=('HOME',))\n"
           "print('same' if same('a.out', 'b.out') else 'differs')", "accepted: the cache is an optimisation", files=ab, timeout=240),
        ok("u5w_env_umask_outputs", "umask 077: tune's model, fuse --explain and an experiment-free report are 0600 like any new file",
           "os.umask(0o077)\n" + _U5W_TUNE + "cli('fuse', 'x.run', 'y.run', '--explain', 'e.jsonl', '--method', 'rrf', '--quiet', '-o', 'o.run')\n"
           "modes = {n: oct(os.stat(n).st_mode & 0o777) for n in ('m.json', 'e.jsonl', 'o.run')}\n"
           "print('same' if set(modes.values()) == {'0o600'} else modes)", "accepted: a new file's mode is the umask's"),
        ok("u5w_env_feature_cache_other_version", "RANKAGG_FEATURE_CACHE holding a cache file of another shape for the same spec "
           "(another version's: its spec and blocks of another width, no other key): train lambdamart gives the model trained without a cache",
           "import numpy as np, glob\ncode = (\"from rankagg.io.synthetic import make_metasearch\\nfrom rankagg.methods.registry import make_method\\n\"\n"
           "        \"from rankagg.models import save_model\\nd = make_metasearch(n_queries=6, random_state=0)\\n\"\n"
           "        \"m = make_method('lambdamart', methods=['borda'], n_estimators=3, early_stopping=2, min_data_in_leaf=3).fit(d, d)\\n\"\n"
           "        \"save_model(m, __import__('sys').argv[1])\")\n"
           "def train(out, cache):\n    r = subprocess.run([sys.executable, '-c', code, out], env={**os.environ, 'RANKAGG_FEATURE_CACHE': cache}, capture_output=True, text=True)\n"
           "    if r.returncode:\n        sys.stderr.write(r.stderr[-2000:])\n        sys.exit(2)\n    return r.stderr\n"
           "os.mkdir('cache')\ntrain('a.json', '')\ntrain('b.json', 'cache')\n"
           "for f in glob.glob('cache/*.npz'):\n    z = dict(np.load(f, allow_pickle=False))\n"
           "    z = {k: (v if k == '__spec__' else np.hstack([v, v])) for k, v in z.items() if k == '__spec__' or v.ndim == 2}\n    np.savez(f, **z)\n"
           "err = train('c.json', 'cache')\nprint('same' if same('a.json', 'c.json') else 'differs', err.strip()[-200:])",
           "accepted: a cache block that does not fit its query is computed again (a warning), never used", files={}),
        Case("u5w_env_inflater_blank", G, "RANKAGG_INFLATER='zlib ' (a trailing blank) with a gzipped run",
             argv=fuse("--quiet", "-o", "o.run", runs=("a.run.gz", "b.run")), files={"a.run.gz": gz(RUN), "b.run": RUN2},
             env={"RANKAGG_INFLATER": "zlib "}, mention=("RANKAGG_INFLATER",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u5w_env_inflater_plain", G, "RANKAGG_INFLATER=gzip (no such inflater) with plain runs: refused before any work",
             argv=fuse("--quiet", "-o", "o.run"), files=ab, env={"RANKAGG_INFLATER": "gzip"}, mention=("RANKAGG_INFLATER",),
             outputs=("o.run",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ experiments -> results -> reports
        Case("u5w_exp_two_files_one_name", G, "experiment run e.toml f.toml: both named e1, each with a row 'b' (rrf and borda): "
             "one result file for two cells", argv=["experiment", "run", "e.toml", "f.toml"],
             files={"e.toml": _U5W_EXP.format(name="e1", label="b", method="rrf"), "f.toml": _U5W_EXP.format(name="e1", label="b", method="borda")},
             mention=("e.toml", "f.toml"), outputs=("results/experiments/e1/mq2008-small__b.json",), memory_gb=M, needs_data=True, timeout=T),
        ok("u5w_exp_rerun_after_edit", "experiment run, then the row's method edited: status says stale, run reruns it, the result holds the new method",
           "shutil.copy('e0.toml', 'e.toml')\ncli('experiment', 'run', 'e.toml')\ntext = open('e.toml').read()\nopen('e.toml', 'w').write(text.replace('\"rrf\"', '\"borda\"'))\n"
           "st = cli('experiment', 'status', 'e.toml').stdout\ncli('experiment', 'run', 'e.toml')\n"
           "res = json.load(open('results/experiments/e1/mq2008-small__b.json'))\nst2 = cli('experiment', 'status', 'e.toml').stdout\n"
           "print('same' if 'stale' in st and res['method'] == 'borda' and 'stale' not in st2 else f'differs {st!r} {res[\"method\"]} {st2!r}')",
           "accepted: a result is of the row as it is now", files={"e0.toml": _U5W_EXP.format(name="e1", label="b", method="rrf")},
           needs_data=True),
        ok("u5w_exp_jobs_same_numbers", "experiment run --jobs 2 and --jobs 1 --force of two rows: the same measured numbers",
           "cli('experiment', 'run', '--jobs', '2', 'e.toml')\na = {f: json.load(open('results/experiments/e1/' + f))['test'] for f in sorted(os.listdir('results/experiments/e1'))}\n"
           "cli('experiment', 'run', '--force', 'e.toml')\nb = {f: json.load(open('results/experiments/e1/' + f))['test'] for f in sorted(os.listdir('results/experiments/e1'))}\n"
           "print('same' if a == b and len(a) == 2 else f'differs {a} {b}')", "accepted: a cell's numbers do not depend on its neighbours",
           files={"e.toml": _U5W_EXP.format(name="e1", label="b", method="rrf") + '[[rows]]\nlabel = "c"\nmethod = "borda"\nfixed = {}\ngrid = {}\n'},
           needs_data=True, timeout=240),
        Case("u5w_exp_sigterm_keeps_done", G, "SIGTERM to experiment run of two rows after the first is done: the done result "
             "whole, no half file, status says done and missing",
             code=_u5w("p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', 'experiment', 'run', 'e.toml'], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)\n"
                       "d = 'results/experiments/e1'\nt0 = time.time()\nwhile not (os.path.isdir(d) and any(f.endswith('.json') for f in os.listdir(d))) and time.time() - t0 < 100:\n    time.sleep(0.02)\n"
                       "p.send_signal(signal.SIGTERM)\nout, err = p.communicate()\nfiles = sorted(os.listdir(d))\nfine = all(json.load(open(f'{d}/{f}')).get('test') for f in files if f.endswith('.json'))\n"
                       "left = [f for f in files if not f.endswith('.json')]\nst = cli('experiment', 'status', 'e.toml').stdout\n"
                       "print('kept' if fine and not left and 'done' in st else f'lost {files} {st!r} {err[-300:]!r}')"),
             files={"e.toml": _U5W_EXP.format(name="e1", label="b", method="rrf") + '[[rows]]\nlabel = "c"\nmethod = "mc4"\nfixed = {}\ngrid = {}\n'},
             expect="ok", check=stdout_has("kept"), memory_gb=M, needs_data=True, timeout=240,
             why="accepted: each cell's result is written whole or not at all"),
        Case("u5w_report_mixed_measures_version", G, "report two protocol results of one dataset made by different measure versions "
             "(another commit's result beside this one's)",
             code=_u5w_then("cli('experiment', 'run', 'e.toml')\nd = 'results/experiments/e1'\nf = sorted(os.listdir(d))\n"
                            "a = json.load(open(f'{d}/{f[0]}'))\na['measures_version'] = 'other'\na['label'] = 'old'\njson.dump(a, open(f'{d}/old.json', 'w'))\n",
                            'report', 'results/experiments/e1', '-o', 'r.md', '--no-figures'),
             files={"e.toml": _U5W_EXP.format(name="e1", label="b", method="rrf")}, mention=("old.json", "measures_version"),
             outputs=("r.md",), memory_gb=M, needs_data=True, timeout=T),
        ok("u5w_benchmark_twice", "benchmark --dataset MQ2008-agg --method borda --json twice (PYTHONHASHSEED 1 and 2): the same numbers",
           "import re\nouts = [json.loads(cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'borda', '--json', '--quiet', env={'PYTHONHASHSEED': s}).stdout) for s in '12']\n"
           "def numbers(o):\n    if isinstance(o, list):\n        return [numbers(v) for v in o]\n"
           "    return {k: numbers(v) for k, v in o.items() if not re.search('second|time|wall', k)} if isinstance(o, dict) else o\n"
           "print('same' if numbers(outs[0]) == numbers(outs[1]) else 'differs')", "accepted: the protocol is seeded", files={}, timeout=240,
           needs_data=True),
        # ------------------------------------------------------------ interrupts and concurrency
        Case("u5w_sigterm_keeps_previous_output", G, "SIGTERM to fuse --method mc4 mid-work while o.run holds the previous fusion: "
             "o.run unchanged, no temporary file",
             code=_u5w_interrupted("o.run", "1 Q0 old 1 1.0 previous\n", ["fuse", "--method", "mc4", "--quiet", "-o", "o.run"], "SIGTERM", 143),
             setup=_u5w_big, expect="ok", check=stdout_has("kept"), memory_gb=M, timeout=300,
             why="accepted: an interrupted write leaves the previous output as it was"),
        Case("u5w_sigint_tune_keeps_model", G, "SIGINT to tune while m.json holds the previous model: m.json unchanged",
             code=_u5w_interrupted("m.json", '{"previous": 1}', ["tune", "--qrels", "q.txt", "--method", "rrf", "--search", "random",
                                                                 "--trials", "60", "--quiet", "-o", "m.json"], "SIGINT", 130),
             setup=lambda f: (_u5w_big(f), (f / "q.txt").write_text("".join(f"q{q} 0 d{d} 1\n" for q in range(40) for d in range(0, 1400, 7)))),
             expect="ok", check=stdout_has("kept"), memory_gb=M, timeout=300, why="accepted: an interrupted write leaves the previous output as it was"),
        Case("u5w_two_writers_one_output", G, "two fuse processes (rrf and borda) writing o.run at once, eight times: o.run is always "
             "one of the two whole outputs, no temporary file",
             code=_u5w("for m in ('rrf', 'borda'):\n    cli('fuse', 'a.run', 'b.run', '--method', m, '--tag', 't', '--quiet', '-o', f'{m}.ref')\n"
                       "refs = {open(f'{m}.ref').read() for m in ('rrf', 'borda')}\nbad = []\n"
                       "for i in range(8):\n    ps = [subprocess.Popen([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', '--method', m, '--tag', 't', '--quiet', '-o', 'o.run'], stderr=subprocess.PIPE) for m in ('rrf', 'borda')]\n"
                       "    rcs = [p.wait() for p in ps]\n    if any(rcs) or open('o.run').read() not in refs:\n        bad.append((rcs, [p.stderr.read()[-200:] for p in ps]))\n"
                       "left = [f for f in os.listdir('.') if f.startswith('.') or 'tmp' in f]\nprint('whole' if not bad and not left else f'torn {bad[:2]} {left}')"),
             files=ab, expect="ok", check=stdout_has("whole"), memory_gb=M, timeout=300,
             why="accepted: each writer renames a whole file into place; the last one wins"),
        Case("u5w_output_inside_input_table", G, "fuse tbl -o tbl/o.parquet (the output inside the Parquet folder read as the input)",
             code=_u5w_table_then("fuse", "tbl", "--method", "rrf", "--quiet", "-o", "tbl/o.parquet"),
             files=ab, mention=("-o", "tbl"), outputs=("tbl/o.parquet",), memory_gb=M, timeout=T),
        Case("u5w_output_inside_input_table_explain", G, "fuse tbl --explain tbl/e.parquet -o o.run (a second output inside the input folder)",
             code=_u5w_table_then("fuse", "tbl", "--method", "rrf", "--quiet", "--explain", "tbl/e.parquet", "-o", "o.run"),
             files=ab, mention=("--explain", "tbl"), outputs=("tbl/e.parquet", "o.run"), memory_gb=M, timeout=T),
        ok("u5w_output_beside_inputs_twice", "fuse d/a.run d/b.run -o d/o.run twice (the output in its inputs' folder): the same bytes, "
           "in trec_eval's order", "os.mkdir('d')\nfor n in ('a.run', 'b.run'):\n    shutil.move(n, 'd/' + n)\n"
           "cli('fuse', 'd/a.run', 'd/b.run', '--method', 'combsum', '--quiet', '-o', 'd/o.run')\nshutil.copy('d/o.run', 'first.run')\n"
           "cli('fuse', 'd/a.run', 'd/b.run', '--method', 'combsum', '--quiet', '-o', 'd/o.run')\n"
           "print('same' if same('d/o.run', 'first.run') and len(rows('first.run')) == 6 else 'differs')",
           "accepted: an output beside its inputs is no input", files=ab),
        ok("u5w_many_runs_argv", "fuse 3000 runs named on the command line (120 KB of arguments), rrf: the fusion of all of them",
           "names = [f'r{i:04d}.run' for i in range(3000)]\nfor i, n in enumerate(names):\n    open(n, 'w').write(f'1 Q0 d{i % 7} 1 1.0 r{i}\\n1 Q0 e{i % 5} 2 0.5 r{i}\\n')\n"
           "cli('fuse', *names, '--method', 'rrf', '--quiet', '-o', 'o.out')\nout = rows('o.out')\n"
           "print('same' if {r[2] for r in out} == {f'd{i}' for i in range(7)} | {f'e{i}' for i in range(5)} else 'differs')",
           "accepted: any number of runs the system passes, within seconds", files={}, timeout=60),
        Case("u5w_head_closes_evaluate", G, "evaluate of 3 runs piped into a reader that closes after one line (| head -1)",
             code=_u5w("p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'q.txt', 'x.run', 'y.run', 'z.run'], stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
                       "first = p.stdout.readline()\np.stdout.close()\nerr = p.stderr.read().decode()\nrc = p.wait()\n"
                       "print('quiet' if first and rc in (0, 141) and 'Traceback' not in err and not err.strip() else f'rc {rc} {err[-300:]!r}')"),
             files=j, expect="ok", check=stdout_has("quiet"), memory_gb=M, timeout=T,
             why="accepted: a reader that stops early is no error (exit 141 quietly, as a shell tool)"),
    ]
    return c


def class7_cases() -> list[Case]:
    """Issue 27 class 7: the experiment runner's result files and labels (the workers' lifetime is a
    process-tree check: tests/experiments/test_experiment_robustness.py sends SIGTERM and SIGINT to
    ``experiment run --jobs 2`` and checks that no worker outlives it)."""
    G = CLASS[7]
    draw = ("import matplotlib\nmatplotlib.use('Agg')\nimport io\nfrom matplotlib.figure import Figure\n"
            "from rankagg.experiments.report_data import md_escape, mpl_escape\n")
    return [
        Case("exp_label_twins", G, "two rows labelled 'RRF k=60' and 'RRF (k=60)' (shared one result file)",
             argv=["experiment", "run", "experiments/twins.toml"], setup=_twin_labels,
             mention=("RRF k=60", "RRF (k=60)", "would share the result file")),
        Case("exp_report_malformed", G, "rankagg report on a malformed result file (AttributeError / KeyError)",
             argv=["report", "r.json", "-o", "r.html"],
             files={"r.json": json.dumps({"schema": "rankagg-results/2", "kind": "protocol", "folds": [1]})},
             mention=("r.json",), outputs=("r.html",)),
        Case("exp_report_mathtext", G, "a label '$\\frac' in a report figure (ParseSyntaxException)",
             code=draw + "fig = Figure()\nax = fig.add_subplot()\nax.plot([0, 1], label=mpl_escape('$\\\\frac'))\n"
                  "ax.legend()\nfig.savefig(io.BytesIO(), format='png')\nprint('drawn')",
             expect="ok", check=stdout_has("drawn"), why="rule: labels are drawn as plain text (mpl_escape)"),
        Case("exp_report_html_label", G, "a label '<script>' in the Markdown report (written as raw HTML)",
             code=draw + "print('escaped' if '<' not in md_escape('<script>x</script>') else 'raw')",
             expect="ok", check=stdout_has("escaped"), why="rule: labels are escaped for every output format"),
    ]


# ------------------------------------------------------------ issue 45: a fifth bar, the tools users bring
FIFTH_TOOLS = "45 Unseen inputs: a fifth bar, the tools users bring"
# two run files without fused ties (bm25, dense), their qrels, the same runs as dicts and a long frame;
# ``same(a, b)`` prints 'same' or both values; ``near(a, b)``: equal to the last bits of a double
_U5I_A = ("1 Q0 d1 1 9.5 bm25\n1 Q0 d2 2 8.0 bm25\n1 Q0 d3 3 7.25 bm25\n1 Q0 d4 4 5.0 bm25\n1 Q0 d5 5 1.5 bm25\n"
          "2 Q0 d2 1 4.0 bm25\n2 Q0 d6 2 3.5 bm25\n2 Q0 d7 3 1.0 bm25\n")
_U5I_B = ("1 Q0 d3 1 0.9 dense\n1 Q0 d1 2 0.8 dense\n1 Q0 d6 3 0.75 dense\n1 Q0 d2 4 0.5 dense\n"
          "2 Q0 d7 1 0.9 dense\n2 Q0 d2 2 0.6 dense\n2 Q0 d8 3 0.1 dense\n")
_U5I_Q = "1 0 d1 1\n1 0 d3 2\n1 0 d6 1\n1 0 d5 0\n2 0 d7 1\n2 0 d8 2\n"
_U5I_FILES = {"a.run": _U5I_A, "b.run": _U5I_B, "q.txt": _U5I_Q}
_U5I = ("import numpy as np, pandas as pd, rankagg\n"
        "def lines(t):\n    return [l.split() for l in t.splitlines()]\n"
        f"A = {_U5I_A!r}\nB = {_U5I_B!r}\n"
        "D = {l[0][5]: {} for l in (lines(A), lines(B))}\n"
        "for t in (A, B):\n    for q, _, d, _, s, n in lines(t):\n        D[n].setdefault(q, {})[d] = float(s)\n"
        "Q = {'1': {'d1': 1, 'd3': 2, 'd6': 1, 'd5': 0}, '2': {'d7': 1, 'd8': 2}}\n"
        "F = pd.DataFrame([(n, q, d, s) for n, qs in D.items() for q, ds in qs.items() for d, s in ds.items()], "
        "columns=['run', 'qid', 'docid', 'score'])\n"
        "WANT = rankagg.fuse(D, 'rrf')\n"
        "def as_dict(fr, q='qid', d='docid'):\n"
        "    return {str(k): dict(zip(g[d], g['score'])) for k, g in fr.groupby(q, sort=False)}\n"
        "def same(a, b):\n    print('same' if a == b else f'differ {a!r} {b!r}')\n"
        "def near(a, b):\n    return abs(a - b) <= 4e-16 * max(abs(a), abs(b))\n"
        "def near_all(a, b):\n    return a.keys() == b.keys() and all(list(a[q]) == list(b[q]) and all(near(a[q][d], b[q][d]) for d in a[q]) for q in a)\n")
# the fused run file and its Parquet twin, written by the command line
_U5I_WRITE = ("import subprocess, sys\n"
              "for out in ('o.run', 'o.parquet'):\n"
              "    subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', out], "
              "check=True, capture_output=True)\n")
# a Qdrant collection in local mode holding two named 1-d vectors per point: list j's score is the dot product
_U5I_QDRANT = ("from qdrant_client import QdrantClient, models as m\nfrom rankagg.engines import preset\n"
               "L = {'bm25': {'1': 9.5, '2': 8.0, '3': 7.25, '4': 5.0}, 'dense': {'3': 0.875, '1': 0.75, '6': 0.5, '2': 0.25}}\n"
               "c = QdrantClient(':memory:')\n"
               "c.create_collection('t', vectors_config={n: m.VectorParams(size=1, distance=m.Distance.DOT) for n in L})\n"
               "ids = sorted({d for v in L.values() for d in v}, key=int)\n"
               "c.upsert('t', [m.PointStruct(id=int(d), vector={n: [v.get(d, 0.0)] for n, v in L.items()}, "
               "payload={f'in_{n}': d in v for n, v in L.items()}) for d in ids])\n"
               "pre = [m.Prefetch(query=[1.0], using=n, limit=10, filter=m.Filter(must=[m.FieldCondition(key=f'in_{n}', "
               "match=m.MatchValue(value=True))])) for n in L]\n"
               "def engine(query):\n    return [(str(p.id), p.score) for p in c.query_points('t', prefetch=pre, query=query, limit=10).points]\n")


def fifth_bar_integrations_cases() -> list[Case]:
    """Issue 45's fifth bar, the objects and tools an IR engineer hands rankagg as those tools give them: pandas
    frames as read and built in practice (categorical, nullable and Arrow-backed columns, ``read_csv`` of a run
    file, ``read_parquet`` of rankagg's own output, MultiIndex columns, SQL ``numeric`` scores), Arrow tables
    (dictionary, large and view strings, chunks, nulls, decimals), ranx ``Run``/``Qrels`` built by ranx's own
    loaders and ``ranx.fuse``, ir_measures' namedtuples and iterators, PyTerrier frames, engines' results (Qdrant
    local mode, LanceDB, an Elasticsearch response), and the fused output handed to ranx, ir_measures, pytrec_eval,
    pandas and pyarrow and back.  Each answer is held to the tool's own (its fused order or measure value) or to
    another form of the same content; a refusal must name the parameter or row.  Within seconds, under 4 GiB."""
    ok, bad = api_case_makers(FIFTH_TOOLS, _U5I)
    # ranx compiles its numba kernels on its first call (20-40 s on a loaded 2-core machine): its cases get 240 s
    ranx_ok, _ = api_case_makers(FIFTH_TOOLS, _U5I, timeout=240.0)
    F_ = _U5I_FILES
    return [
        # ---------------------------------------------------------------- pandas, as frames come in practice
        ok("u5i_frame_all_categorical", "a long frame whose run, qid and docid are Categoricals (unused categories, "
           "categories in another order)",
           "G = F.assign(run=pd.Categorical(F.run, categories=['zz', 'dense', 'bm25']), qid=pd.Categorical(F.qid, categories=['9', '2', '1']), "
           "docid=pd.Categorical(F.docid, categories=sorted(set(F.docid), reverse=True) + ['unused']))\n"
           "same(as_dict(rankagg.fuse(G, 'rrf')), WANT)",
           "accepted: a category column is its values; unused categories are no documents"),
        ok("u5i_frame_nullable_int64_qid", "qid as pandas' nullable Int64 (1, 2) and score as Float64 without <NA>",
           "G = F.assign(qid=F.qid.astype('Int64'), score=F.score.astype('Float64'))\nsame(as_dict(rankagg.fuse(G, 'rrf')), WANT)",
           "accepted: Int64 ids are written as decimals, Float64 scores are their doubles"),
        bad("u5i_frame_nullable_int64_docid_na", "docid as nullable Int64 holding <NA> at row 3 (a left join's miss)",
            "G = F.assign(docid=pd.array([1, 2, 3, pd.NA, 5, 2, 6, 7, 3, 1, 6, 2, 7, 2, 8], dtype='Int64'))\nrankagg.fuse(G, 'rrf')",
            "row 3", "docid"),
        ok("u5i_frame_read_csv_pyarrow_backend", "pd.read_csv of the run files with dtype_backend='pyarrow' (docid as str)",
           "cols = ['qid', 'Q0', 'docid', 'rank', 'score', 'run']\n"
           "G = pd.concat([pd.read_csv(p, sep=' ', header=None, names=cols, dtype={'qid': str, 'docid': str}, dtype_backend='pyarrow') for p in ('a.run', 'b.run')])\n"
           "same(as_dict(rankagg.fuse(G, 'rrf')), rankagg.fuse(['a.run', 'b.run'], 'rrf'))",
           "accepted: Arrow-backed string and double columns are their values", files=F_),
        bad("u5i_frame_read_csv_default_dtypes_docids", "pd.read_csv of a run with default dtypes: docids '0012' and '12' both "
            "become the integer 12",
            "G = pd.read_csv('z.run', sep=' ', header=None, names=['qid', 'Q0', 'docid', 'rank', 'score', 'run'])\nrankagg.fuse(G, 'rrf')",
            "row 1", "12", files={"z.run": "1 Q0 0012 1 3.0 t\n1 Q0 12 2 2.0 t\n"}),
        ok("u5i_frame_read_csv_int_docids_tie_order", "pd.read_csv of a run of tied integer docids 9, 10, 100: the order trec_eval "
           "reads the text in (docid descending as text: 9, 100, 10)",
           "G = pd.read_csv('z.run', sep=' ', header=None, names=['qid', 'Q0', 'docid', 'rank', 'score', 'run'])\n"
           "r = rankagg.fuse(G, 'rrf')\nsame((list(r.docid), as_dict(r)), (['9', '100', '10'], rankagg.fuse(['z.run'], 'rrf')))",
           "accepted: integer ids are their decimals, and ties go by those texts as trec_eval orders them",
           files={"z.run": "1 Q0 9 1 1.0 t\n1 Q0 10 2 1.0 t\n1 Q0 100 3 1.0 t\n"}),
        bad("u5i_frame_object_int_and_str_docids", "an object docid column holding 12 and '12' (two sources concatenated)",
            "G = F.assign(docid=pd.Series([12, '12'] + list(F.docid[2:]), dtype=object))\nrankagg.fuse(G, 'rrf')", "docid", "12"),
        ok("u5i_frame_multiindex_columns_flat", "a frame whose columns are a MultiIndex with an empty second level "
           "(as reset_index() of a groupby().agg() gives: ('qid', ''), ...)",
           "G = F.copy()\nG.columns = pd.MultiIndex.from_tuples([(c, '') for c in F.columns])\nsame(as_dict(rankagg.fuse(G, 'rrf')), WANT)",
           "accepted: one non-empty level names each column without doubt"),
        bad("u5i_frame_multiindex_columns_two_levels", "a frame with two-level column names ('hits', 'qid'), ... (which level?)",
            "G = F.copy()\nG.columns = pd.MultiIndex.from_tuples([('hits', c) for c in F.columns])\nrankagg.fuse(G, 'rrf')",
            "MultiIndex"),
        ok("u5i_frame_decimal_scores", "a frame of SQL results: scores as decimal.Decimal (psycopg's numeric), e.g. ParadeDB's RRF",
           "from decimal import Decimal\nG = F.assign(score=[Decimal(repr(s)) for s in F.score])\nsame(as_dict(rankagg.fuse(G, 'rrf')), WANT)",
           "accepted: a finite Decimal is the double its text reads as (trec_eval's atof of the same digits)"),
        ok("u5i_dict_decimal_scores", "runs as dicts of decimal.Decimal scores (a database driver's numeric)",
           "from decimal import Decimal\nE = {n: {q: {d: Decimal(repr(s)) for d, s in ds.items()} for q, ds in qs.items()} for n, qs in D.items()}\n"
           "same(rankagg.fuse(E, 'combsum'), rankagg.fuse(D, 'combsum'))",
           "accepted: a finite Decimal is the double its text reads as"),
        bad("u5i_dict_decimal_nan_score", "a Decimal('NaN') score in run 'dense', query '2', document 'd8'",
            "from decimal import Decimal\nE = {n: {q: dict(ds) for q, ds in qs.items()} for n, qs in D.items()}\nE['dense']['2']['d8'] = Decimal('NaN')\n"
            "rankagg.fuse(E, 'rrf')", "'dense'", "'d8'"),
        ok("u5i_eval_decimal_scores", "rankagg.evaluate of a run of Decimal scores against the float run",
           "from decimal import Decimal\nR = {q: {d: Decimal(repr(s)) for d, s in ds.items()} for q, ds in D['bm25'].items()}\n"
           "same(rankagg.evaluate(R, Q, ['AP', 'nDCG@3']), rankagg.evaluate(D['bm25'], Q, ['AP', 'nDCG@3']))",
           "accepted: a finite Decimal is the double its text reads as"),
        ok("u5i_fuser_decimal_scores", "Fuser('rrf') on one query's lists of Decimal scores (rows of a SQL hybrid query)",
           "from decimal import Decimal\nL = {n: {d: Decimal(repr(s)) for d, s in qs['1'].items()} for n, qs in D.items()}\n"
           "same(rankagg.Fuser('combsum', norm='minmax')(L), rankagg.Fuser('combsum', norm='minmax')({n: D[n]['1'] for n in D}))",
           "accepted: a finite Decimal is the double its text reads as"),
        # ---------------------------------------------------------------- Arrow tables
        ok("u5i_arrow_decimal128_scores", "a long Arrow table whose score is decimal128(10, 4) (DuckDB's or Postgres' numeric)",
           "import pyarrow as pa\nfrom decimal import Decimal\nt = pa.Table.from_pandas(F.rename(columns={'qid': 'q_id', 'docid': 'doc_id'}), preserve_index=False)\n"
           "t = t.set_column(3, 'score', pa.array([Decimal(repr(s)) for s in F.score], pa.decimal128(10, 4)))\n"
           "same(as_dict(rankagg.fuse(t, 'rrf').to_pandas(), 'q_id', 'doc_id'), WANT)",
           "accepted: a decimal column is its numbers"),
        ok("u5i_arrow_dictionary_chunks_views", "an Arrow table of dictionary chunks with different dictionaries (doc_id), "
           "large_string (q_id), string_view (run): the plain table's answer",
           "import pyarrow as pa\nn = len(F) // 2\n"
           "doc = pa.chunked_array([pa.array(list(F.docid[:n])).dictionary_encode(), pa.array(list(F.docid[n:])).dictionary_encode()])\n"
           "t = pa.table({'run': pa.array(F.run, pa.string_view()), 'q_id': pa.array(F.qid, pa.large_string()), 'doc_id': doc, 'score': F.score})\n"
           "same(as_dict(rankagg.fuse(t, 'rrf').to_pandas(), 'q_id', 'doc_id'), WANT)",
           "accepted: an Arrow column is its values, whatever its encoding or chunks"),
        bad("u5i_arrow_null_type_score", "an Arrow table whose score column is of type null (an all-empty column from a join)",
            "import pyarrow as pa\nrankagg.fuse(pa.table({'run': F.run, 'q_id': F.qid, 'doc_id': F.docid, 'score': pa.nulls(len(F))}), 'rrf')",
            "row 0", "score"),
        ok("u5i_arrow_float16_scores", "an Arrow table of float16 scores: each is the double of its half (0.1 is 0.0999755859375)",
           "import pyarrow as pa\nt = pa.table({'run': ['t', 't'], 'q_id': ['1', '1'], 'doc_id': ['x', 'y'], 'score': pa.array(np.array([0.1, 0.2], np.float16))})\n"
           "same(rankagg.fuse(t, 'combsum', norm='none').column('score').to_pylist(), [0.199951171875, 0.0999755859375])",
           "accepted: half-precision scores widen exactly to doubles"),
        # ---------------------------------------------------------------- ranx
        ranx_ok("u5i_ranx_loaded_runs_equal_files", "ranx Run.from_file of both run files, fused as a list: the files' answer, 5 methods",
           "from ranx import Run\nrs = [Run.from_file(p, kind='trec') for p in ('a.run', 'b.run')]\n"
           "same([dict(rankagg.fuse(rs, m).to_dict()) for m in ('rrf', 'borda', 'combmnz', 'condorcet', 'isr')], "
           "[rankagg.fuse(['a.run', 'b.run'], m) for m in ('rrf', 'borda', 'combmnz', 'condorcet', 'isr')])",
           "accepted: a ranx Run is its mapping, named as its file's tag", files=F_),
        ranx_ok("u5i_ranx_fuse_rrf_agrees", "ranx.fuse(method='rrf', k=60) against rankagg.fuse(..., 'rrf'): order and scores",
           "import ranx\nfrom ranx import Run\nr = ranx.fuse([Run(D['bm25'], name='bm25'), Run(D['dense'], name='dense')], method='rrf', params={'k': 60}).to_dict()\n"
           "r = {q: dict(sorted(v.items(), key=lambda x: -x[1])) for q, v in r.items()}\nprint('same' if near_all(r, WANT) else f'differ {r} {WANT}')",
           "accepted: both are sum 1 / (60 + rank), ranks from 1"),
        ranx_ok("u5i_ranx_fuse_wsum_minmax_agrees", "ranx.fuse(norm='min-max', method='wsum', weights 0.3/0.7) against "
           "rankagg combsum(norm=minmax) weighted",
           "import ranx\nfrom ranx import Run\nr = ranx.fuse([Run(D['bm25'], name='bm25'), Run(D['dense'], name='dense')], norm='min-max', method='wsum', "
           "params={'weights': [0.3, 0.7]}).to_dict()\nr = {q: dict(sorted(v.items(), key=lambda x: -x[1])) for q, v in r.items()}\n"
           "w = rankagg.fuse(D, 'combsum(norm=minmax)', weights={'bm25': 0.3, 'dense': 0.7})\n"
           "print('same' if all(list(r[q]) == list(w[q]) and all(abs(r[q][d] - w[q][d]) < 1e-12 for d in w[q]) for q in w) else f'differ {r} {w}')",
           "accepted: both are sum w * (s - min) / (max - min) per list"),
        ranx_ok("u5i_ranx_evaluate_of_fused", "ranx.evaluate(Qrels, Run(rankagg.fuse(...))) against rankagg.evaluate: nDCG@3, MAP, MRR, P@2",
           "import ranx\nfrom ranx import Run, Qrels\ng = ranx.evaluate(Qrels(Q), Run(WANT), ['ndcg@3', 'map', 'mrr', 'precision@2'])\n"
           "m = rankagg.evaluate(WANT, Q, ['nDCG@3', 'AP', 'RR', 'P@2'])\nprint('same' if all(near(float(a), b) for a, b in zip(g.values(), m.values())) else f'differ {g} {m}')",
           "accepted: one fused run, one value, whichever tool evaluates it"),
        ranx_ok("u5i_ranx_evaluate_of_fused_ties", "ranx.evaluate of a fused dict whose first two documents tie (RRF of two lists "
           "that swap them) against rankagg.evaluate of the same dict",
           "import ranx\nfrom ranx import Run, Qrels\nE = {'t': {'1': {'a': 2.0, 'b': 1.0}}, 'u': {'1': {'b': 2.0, 'a': 1.0}}}\nr = rankagg.fuse(E, 'rrf')\n"
           "same(float(ranx.evaluate(Qrels({'1': {'a': 1}}), Run(r), 'precision@1')), rankagg.evaluate(r, {'1': {'a': 1}}, ['P@1'])['P@1'])",
           "accepted: rankagg.evaluate measures rankagg's result as its written run (a first, by the tie rule), and ranx's Run "
           "keeps a two-document tie in the mapping's order; longer ties only as rankagg.api.as_written gives them"),
        ranx_ok("u5i_ranx_qrels_from_file", "rankagg.evaluate(ranx Run.from_file, ranx Qrels.from_file) against ranx.evaluate",
           "import ranx\nfrom ranx import Run, Qrels\nrun, qr = Run.from_file('a.run', kind='trec'), Qrels.from_file('q.txt', kind='trec')\n"
           "g = ranx.evaluate(qr, run, ['ndcg@5', 'map', 'recall@3'])\nm = rankagg.evaluate(run, qr, ['nDCG@5', 'AP', 'R@3'])\n"
           "print('same' if all(near(float(a), b) for a, b in zip(g.values(), m.values())) else f'differ {g} {m}')",
           "accepted: ranx's own objects, ranx's own values", files=F_),
        # ---------------------------------------------------------------- ir_measures, pytrec_eval
        ok("u5i_irm_iterators_evaluate", "rankagg.evaluate(ir_measures.read_trec_run(...), ir_measures.read_trec_qrels(...)) "
           "(iterators of ScoredDoc and Qrel) against ir_measures.calc_aggregate",
           "import ir_measures\nfrom ir_measures import nDCG, AP, RR\n"
           "want = ir_measures.calc_aggregate([nDCG@3, AP, RR], ir_measures.read_trec_qrels('q.txt'), ir_measures.read_trec_run('a.run'))\n"
           "got = rankagg.evaluate(ir_measures.read_trec_run('a.run'), ir_measures.read_trec_qrels('q.txt'), ['nDCG@3', 'AP', 'RR'])\n"
           "print('same' if all(near(want[m], got[str(m)]) for m in want) else f'differ {want} {got}')",
           "accepted: ir_measures' own run and qrels shapes (iterables of namedtuples) are read as their rows", files=F_),
        ok("u5i_irm_namedtuple_lists_fuse", "rankagg.fuse({'bm25': [ScoredDoc...], 'dense': [ScoredDoc...]}) against the run files",
           "import ir_measures\nR = {n: list(ir_measures.read_trec_run(p)) for n, p in (('bm25', 'a.run'), ('dense', 'b.run'))}\n"
           "same(rankagg.fuse(R, 'rrf'), rankagg.fuse(['a.run', 'b.run'], 'rrf'))",
           "accepted: a run given as ir_measures ScoredDoc rows is read as its rows", files=F_),
        bad("u5i_irm_scoreddoc_nan", "an ir_measures ScoredDoc list holding a NaN score at its third row",
            "from ir_measures import ScoredDoc\nR = [ScoredDoc('1', 'x', 2.0), ScoredDoc('1', 'y', 1.0), ScoredDoc('1', 'z', float('nan'))]\n"
            "rankagg.evaluate(R, {'1': {'x': 1}}, ['P@1'])", "run", "document z"),
        ok("u5i_irm_calc_of_fused", "ir_measures.calc_aggregate of rankagg.fuse's dict against rankagg.evaluate (nDCG@10, AP, RR, P@2)",
           "import ir_measures\nfrom ir_measures import nDCG, AP, RR, P\nwant = ir_measures.calc_aggregate([nDCG@10, AP, RR, P@2], Q, WANT)\n"
           "got = rankagg.evaluate(WANT, Q, ['nDCG@10', 'AP', 'RR', 'P@2'])\nprint('same' if all(near(want[m], got[str(m)]) for m in want) else f'differ {want} {got}')",
           "accepted: one fused run, one value, whichever tool evaluates it"),
        ok("u5i_pytrec_eval_of_fused_frame", "pytrec_eval on the fused DataFrame turned into a dict against rankagg.evaluate",
           "import pytrec_eval\nr = rankagg.fuse(F, 'rrf')\nrun = {str(q): dict(zip(g.docid, g.score)) for q, g in r.groupby('qid')}\n"
           "per = pytrec_eval.RelevanceEvaluator(Q, {'map', 'ndcg_cut_3'}).evaluate(run)\n"
           "want = {m: sum(v[m] for v in per.values()) / len(per) for m in ('map', 'ndcg_cut_3')}\n"
           "got = rankagg.evaluate(r, Q, ['AP', 'nDCG@3'])\nprint('same' if near(want['map'], got['AP']) and near(want['ndcg_cut_3'], got['nDCG@3']) else f'differ {want} {got}')",
           "accepted: one fused run, one value"),
        # ---------------------------------------------------------------- outputs read back by the tools
        ok("u5i_parquet_output_is_the_text", "rankagg fuse -o o.parquet read by pyarrow: the rows, ranks and score bits of -o o.run",
           _U5I_WRITE + "import pyarrow.parquet as pq\nt = pq.read_table('o.parquet').to_pylist()\n"
           "same([(r['q_id'], r['doc_id'], r['rank'], r['score'], r['run']) for r in t], "
           "[(q, d, int(k), float(s), n) for q, _, d, k, s, n in lines(open('o.run').read())])",
           "accepted: the Parquet run table holds the TREC run's lines exactly", files=F_),
        ranx_ok("u5i_parquet_output_read_by_ranx", "ranx Run.from_df of rankagg's fused Parquet read by pandas, evaluated by ranx, against "
           "rankagg.evaluate of the fused TREC file",
           _U5I_WRITE + "import ranx\nfrom ranx import Run, Qrels\n"
           "r = Run.from_df(pd.read_parquet('o.parquet').astype({'q_id': object, 'doc_id': object}), q_id_col='q_id', doc_id_col='doc_id', score_col='score')\n"
           "g = ranx.evaluate(Qrels.from_file('q.txt', kind='trec'), r, ['ndcg@3', 'map'])\nm = rankagg.evaluate('o.run', 'q.txt', ['nDCG@3', 'AP'])\n"
           "print('same' if all(near(float(a), b) for a, b in zip(g.values(), m.values())) else f'differ {g} {m}')",
           "accepted: every reader of the output ranks it alike", files=F_),
        ok("u5i_read_parquet_of_own_output", "pd.read_parquet of rankagg's fused Parquet fused again (one run, RRF) against "
           "the path given to rankagg.fuse",
           _U5I_WRITE + "same(as_dict(rankagg.fuse(pd.read_parquet('o.parquet'), 'rrf'), 'q_id', 'doc_id'), rankagg.fuse(['o.parquet'], 'rrf'))",
           "accepted: the frame pandas reads is the table rankagg reads", files=F_),
        ok("u5i_fused_frame_parquet_roundtrip", "rankagg.fuse's DataFrame through to_parquet / read_parquet: equal, dtypes and bits",
           "r = rankagg.fuse(F, 'combsum(norm=zscore)')\nr.to_parquet('r.parquet')\nb = pd.read_parquet('r.parquet')\n"
           "same((list(b.columns), b.to_dict('list')), (list(r.columns), r.to_dict('list')))",
           "accepted: the result frame is plain columns"),
        ok("u5i_fused_frame_back_in_as_run", "rankagg.fuse's DataFrame given back to rankagg.fuse as one run: the same order",
           "r = rankagg.fuse(F, 'rrf')\nback = rankagg.fuse(r.assign(run='fused'), 'rrf')\nsame(list(zip(back.qid, back.docid)), list(zip(r.qid, r.docid)))",
           "accepted: the fused frame is a run whose scores order it as its ranks do"),
        # ---------------------------------------------------------------- PyTerrier frames
        ok("u5i_pt_frame_terrier_docid", "PyTerrier frames holding Terrier's integer docid beside docno: fused by docno",
           "G = {n: F[F.run == n].rename(columns={'docid': 'docno'}).drop(columns='run') for n in D}\n"
           "H = {n: g.assign(docid=range(len(g), 0, -1), rank=g.groupby('qid').cumcount()) for n, g in G.items()}\n"
           "same(as_dict(rankagg.fuse(H, 'rrf'), d='docno'), WANT)",
           "accepted: docno is the document; Terrier's number is not read", ),
        ok("u5i_pt_frame_int_qids", "PyTerrier frames whose qid is int64 (topics read by pd.read_csv): query '1' and '2'",
           "G = {n: F[F.run == n].rename(columns={'docid': 'docno'}).drop(columns='run').assign(qid=lambda x: x.qid.astype(int)) for n in D}\n"
           "same(as_dict(rankagg.fuse(G, 'rrf'), d='docno'), WANT)",
           "accepted: integer qids are their decimals"),
        # ---------------------------------------------------------------- engines' own results
        ok("u5i_qdrant_local_rrf_order", "Qdrant local mode, Prefetch of two searches + RrfQuery(k=60): the engine's fused "
           "points against preset('qdrant_rrf', k=60) on the lists as Qdrant returns them (integer ids)",
           _U5I_QDRANT + "got = engine(m.RrfQuery(rrf=m.Rrf(k=60)))\n"
           "lists = {n: {p.id: p.score for p in c.query_points('t', query=[1.0], using=n, limit=10, query_filter=q.filter).points} for n, q in zip(L, pre)}\n"
           "ours = preset('qdrant_rrf', k=60)(lists)\n"
           "print('same' if [d for d, _ in got] == [d for d, _ in ours] and all(abs(a - b) < 1e-9 for (_, a), (_, b) in zip(got, ours)) else f'differ {got} {ours}')",
           "accepted: the preset ranks as the engine does (positions from 0, k = 60)"),
        ok("u5i_qdrant_local_dbsf_order", "Qdrant local mode FusionQuery(DBSF) against preset('qdrant_dbsf') on the lists as Qdrant returns them",
           _U5I_QDRANT + "got = engine(m.FusionQuery(fusion=m.Fusion.DBSF))\n"
           "lists = {n: {p.id: p.score for p in c.query_points('t', query=[1.0], using=n, limit=10, query_filter=q.filter).points} for n, q in zip(L, pre)}\n"
           "ours = preset('qdrant_dbsf')(lists)\n"
           "print('same' if [d for d, _ in got] == [d for d, _ in ours] and all(abs(a - b) < 1e-9 for (_, a), (_, b) in zip(got, ours)) else f'differ {got} {ours}')",
           "accepted: the preset ranks as the engine does (mean +- 3 sample sd, unclipped)"),
        ok("u5i_lancedb_rrf_reranker_order", "LanceDB RRFReranker(K=60).rerank_multivector on two result tables against "
           "preset('lancedb_rrf') (float32 scores)",
           "import pyarrow as pa\nfrom lancedb.rerankers import RRFReranker\nfrom rankagg.engines import preset\n"
           "L = {n: D[n]['1'] for n in D}\ntabs = [pa.table({'_rowid': pa.array([int(d[1:]) for d in L[n]], pa.uint64())}) for n in L]\n"
           "f = RRFReranker(K=60).rerank_multivector(tabs)\ngot = [(f'd{i}', s) for i, s in zip(f['_rowid'].to_pylist(), f['_relevance_score'].to_pylist())]\n"
           "ours = preset('lancedb_rrf', K=60)({n: list(v) for n, v in L.items()})\n"
           "print('same' if [d for d, _ in got] == [d for d, _ in ours] and all(abs(a - b) < 1e-7 for (_, a), (_, b) in zip(got, ours)) else f'differ {got} {ours}')",
           "accepted: the preset ranks as the engine does (ranks from 1, K = 60)"),
        ok("u5i_es_response_hits", "an Elasticsearch response (hits.hits[]._id/_score) of a bm25 and a knn search, fused by "
           "preset('elasticsearch_rrf', rank_constant=60): hand-computed 1/61 + 1/62 first",
           "import json\nfrom rankagg.engines import preset\n"
           "bm = json.loads('{\"hits\": {\"total\": {\"value\": 3}, \"hits\": [{\"_index\": \"i\", \"_id\": \"7\", \"_score\": 12.5}, "
           "{\"_index\": \"i\", \"_id\": \"3\", \"_score\": 11.0}, {\"_index\": \"i\", \"_id\": \"9\", \"_score\": 2.25}]}}')\n"
           "kn = json.loads('{\"hits\": {\"hits\": [{\"_id\": \"3\", \"_score\": 0.91}, {\"_id\": \"12\", \"_score\": 0.88}, {\"_id\": \"7\", \"_score\": 0.5}]}}')\n"
           "r = preset('elasticsearch_rrf', rank_constant=60)({'bm25': {h['_id']: h['_score'] for h in bm['hits']['hits']}, "
           "'knn': {h['_id']: h['_score'] for h in kn['hits']['hits']}})\n"
           "same([(d, round(s, 15)) for d, s in r], [('3', round(1/62 + 1/61, 15)), ('7', round(1/61 + 1/63, 15)), ('12', round(1/62, 15)), ('9', round(1/63, 15))])",
           "accepted: rank_constant + rank from 1, each list ranked by its _score"),
        bad("u5i_es_response_null_score", "an Elasticsearch response sorted by a field (every _score null) fused by score",
            "from rankagg.engines import preset\npreset('elasticsearch_rrf')({'bm25': {'7': None, '3': None}, 'knn': {'3': 0.9}})",
            "'bm25'", "None"),
    ]


# ------------------------------------------------------------ issue 45: a seventh bar, chains of commands
SEVENTH_CHAINS = "45 Unseen inputs: a seventh bar, chains of commands"
# the helpers every chain uses, after the sixth bar's (``cli`` runs one rankagg command, its error line and exit status
# passing through; ``trec`` is pytrec_eval's per-query value of a run file): ``read``/``order`` read a TREC run
# (trec_eval's order: score descending, then docid descending), ``same_ranking`` compares an engine's ranking with
# rankagg's up to ties (the engines compute in float32 and do not order tied scores)
_U7C = """
import shutil, time
def read(p):
    out = {}
    for ln in lines(p):
        q, _, d, r, s, t = ln.split()
        out.setdefault(q, {})[d] = float(s)
    return out
def trec_order(scores):
    return sorted(scores, key=lambda d: (-scores[d], [-ord(c) for c in d]))
def order(p):
    return {q: trec_order(v) for q, v in (read(p) if isinstance(p, str) else p).items()}
def mem_order(res):
    return {q: list(v) for q, v in res.items()}
def write_run(res, p, tag='x'):
    open(p, 'w').write(''.join(f'{q} Q0 {d} {i + 1} {s!r} {tag}\\n' for q, v in res.items() for i, (d, s) in enumerate(v.items())))
def same_ranking(engine, ours, tol=1e-6):
    got, want = dict(engine), dict(ours)
    if set(got) != set(want) or any(abs(got[d] - s) > tol * max(1.0, abs(s)) for d, s in want.items()):
        return False
    seq = [want[d] for d, _ in engine]
    return all(a >= b - tol * max(1.0, abs(a)) for a, b in zip(seq, seq[1:]))
"""
# an experiment of one or two rows on MQ2008-small (and the synthetic 'junk' set): under two seconds a cell
_U7C_EXP = ('name = "{name}"\ntitle = "t"\ndatasets = [{datasets}]\nselect_by = "{select_by}"\n'
            '[[rows]]\nlabel = "b"\nmethod = "rrf"\nfixed = {{}}\ngrid = {{k = [5, 60]}}\n'
            '[[rows]]\nlabel = "c"\nmethod = "{slow}"\nfixed = {{}}\ngrid = {{}}\n')
# an experiment on junk keeping three measures per query (``more``: measures added to the table and the kept set)
_U7C_KEPT = ('name = "e5"\ntitle = "t"\ndatasets = ["junk"]\nselect_by = "MeanNDCG"\nbaselines = ["b"]\n'
             'measures = ["NDCG@1", "MAP"{more}]\nstored_measures = ["NDCG@1", "MAP", "MeanNDCG"{more}]\n'
             '[[rows]]\nlabel = "b"\nmethod = "borda"\nfixed = {{}}\ngrid = {{}}\n'
             '[[rows]]\nlabel = "c"\nmethod = "rrf"\nfixed = {{}}\ngrid = {{}}\n')
# two runs whose RRF fusion ties a and b in query 1 exactly (each ranked 1st by one run and 2nd by the other)
_U7C_TIED = "T = {'1': {'a': 3.0, 'b': 2.0, 'c': 1.0}, '2': {'a': 2.0, 'd': 1.0}}\nU = {'1': {'b': 3.0, 'a': 2.0}, '2': {'d': 2.0, 'e': 1.0}}\n"


def _u7c_shuffled(folder: Path) -> None:
    """The judged runs a, b, c, and a copy of a (sa.run) whose lines are shuffled within each query."""
    import random

    _judged_runs()(folder)
    rnd = random.Random(1)
    by_query: dict[str, list[str]] = {}
    for ln in (folder / "a.run").read_text().splitlines():
        by_query.setdefault(ln.split()[0], []).append(ln)
    out = []
    for rows in by_query.values():
        rnd.shuffle(rows)
        out += rows
    (folder / "sa.run").write_text("\n".join(out) + "\n")


def seventh_bar_chains_cases() -> list[Case]:
    """Issue 45's seventh bar: what is true only across several steps, as a user scripts them -- fuse, evaluate,
    compare, report; TREC to Parquet and back; tune or train, save, load in another process, Fuser.from_model,
    export to an engine and run the engine (Qdrant local mode, LanceDB); experiments rerun, moved, killed and
    resumed; cutoffs and query sets that differ between the steps.  Each case checks the END answer against an
    independent computation (pytrec_eval, the engine itself, a hand-computed fusion, the one-step equivalent) or is
    a clean refusal naming what differs."""
    G = SEVENTH_CHAINS
    prelude = _U6L + _U7C  # the sixth bar's helpers (defined below), then the chains'

    def ok(id: str, what: str, code: str, why: str, want: str = "same", files: dict | None = None,
           setup: Callable[[Path], None] | None = None, needs_data: bool = False, timeout: float = 60) -> Case:
        return Case(id, G, what, code=prelude + code, files=files or {}, setup=setup if files is not None else setup or _judged_runs(),
                    expect="ok", check=stdout_has(want), memory_gb=4.0, timeout=timeout, why=why, needs_data=needs_data)

    def bad(id: str, what: str, code: str, *mention: str, files: dict | None = None, outputs: tuple[str, ...] = (),
            setup: Callable[[Path], None] | None = None) -> Case:
        return Case(id, G, what, code=prelude + code, files=files or {}, setup=setup if files is not None else setup or _judged_runs(),
                    mention=mention, outputs=outputs, memory_gb=4.0, timeout=60)

    ab = {"a.run": RUN, "b.run": RUN2, "q.txt": QRELS}
    tune_rrf = "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
    return [
        # ---------------------------------------------------------------- fuse -> fuse again: idempotence
        ok("u7c_rrf_of_fused_dict_keeps_order", "rankagg.fuse of a fused dict (RRF tied a and b exactly) as the one run, "
           "with rrf: the order rankagg.evaluate reads the fused dict in", _U7C_TIED +
           "import rankagg\nfrom rankagg.api import as_written\nf = rankagg.fuse({'t': T, 'u': U}, method='rrf')\n"
           "g = rankagg.fuse({'x': f}, method='rrf')\nwant = order(as_written(f))\n"
           "print('same' if mem_order(g) == want else f'differs {mem_order(g)} where {want}')",
           "accepted: RRF of one run is monotone in its ranks, so it keeps the run's order (the order evaluate measures)",
           files={}),
        ok("u7c_combsum_of_fused_frame_keeps_order", "rankagg.fuse of a fused long DataFrame (rank column, a and b tied) "
           "given a run column, with combsum: the rank column's order", _U7C_TIED +
           "import rankagg, pandas as pd\nF = pd.DataFrame([(r, q, d, s) for r, qs in {'t': T, 'u': U}.items() for q, ds in qs.items() "
           "for d, s in ds.items()], columns=['run', 'qid', 'docid', 'score'])\nf = rankagg.fuse(F, method='rrf')\n"
           "g = rankagg.fuse(f.assign(run='x'), method='combsum')\n"
           "key = lambda fr: [tuple(x) for x in fr.sort_values(['qid', 'rank'])[['qid', 'docid']].values]\n"
           "print('same' if key(f) == key(g) else f'differs {key(g)} where {key(f)}')",
           "accepted: CombSUM of one run (min-max, monotone) keeps its order", files={}),
        ok("u7c_fused_file_retagged_fused_again", "fuse a b --method rrf --tag x (a tie written as two scores), then fuse "
           "x.run alone --method rrf --tag y: the TREC order of x.run",
           "cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--tag', 'x', '--quiet', '-o', 'x.run')\n"
           "cli('fuse', 'x.run', '--method', 'rrf', '--tag', 'y', '--quiet', '-o', 'y.run')\n"
           "print('same' if order('x.run') == order('y.run') else f'differs {order(\"y.run\")} where {order(\"x.run\")}')",
           "accepted: a fused run tagged otherwise is a run like any other", files=ab),
        ok("u7c_combsum_one_tied_run_keeps_trec_order", "fuse of one run with tied scores (c, b, a at 2.0) --method "
           "combsum: the written run has trec_eval's order of the input (docid descending among the ties)",
           "open('t.run', 'w').write('1 Q0 a 1 2.0 t\\n1 Q0 b 2 2.0 t\\n1 Q0 c 3 2.0 t\\n1 Q0 d 4 1.0 t\\n1 Q0 e 5 3.0 t\\n')\n"
           "cli('fuse', 't.run', '--method', 'combsum', '--quiet', '-o', 'o.run')\n"
           "print('same' if order('o.run') == order('t.run') else f'differs {order(\"o.run\")} where {order(\"t.run\")}')",
           "accepted: a monotone transform of one run keeps the order trec_eval reads it in", files={}),
        ok("u7c_evaluate_file_memory_trec_agree", "the same RRF fusion (an exact tie) in memory and written: rankagg.evaluate of "
           "the dict, evaluate --json -q of the file and pytrec_eval of the file give the same per-query nDCG@10 and AP",
           _U7C_TIED + "import rankagg\nf = rankagg.fuse({'t': T, 'u': U}, method='rrf')\nwrite_run(T, 't.run', 't')\nwrite_run(U, 'u.run', 'u')\n"
           "open('q.txt', 'w').write('1 0 a 0\\n1 0 b 1\\n2 0 d 1\\n2 0 e 2\\n')\n"
           "cli('fuse', 't.run', 'u.run', '--method', 'rrf', '--quiet', '-o', 'f.run')\n"
           "mem = rankagg.evaluate(f, {'1': {'a': 0, 'b': 1}, '2': {'d': 1, 'e': 2}}, ['nDCG@10', 'AP'], per_query=True)\n"
           "js = json.loads(cli('evaluate', 'f.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', 'AP', '--json', '-q'))['per_query']\n"
           "nd, ap = trec('f.run', 'q.txt'), trec('f.run', 'q.txt', 'map')\n"
           "rows = [(mem.loc[q, 'nDCG@10'], js[q]['nDCG@10'], nd[q], mem.loc[q, 'AP'], js[q]['AP'], ap[q]) for q in ('1', '2')]\n"
           "print('same' if all(near(r[0], r[2]) and near(r[1], r[2]) and near(r[3], r[5]) and near(r[4], r[5]) for r in rows) else f'differs {rows}')",
           "accepted: one fusion, one evaluation, whatever form it is held in", files={}),
        ok("u7c_qid_leading_zeros_chain", "runs with query 001 in one and 1 in the other, qrels judging 1: fuse then "
           "evaluate --json -q: the queries trec_eval sees, with its values", "open('z.run', 'w').write(open('a.run').read().replace('1 Q0', '001 Q0'))\n"
           "cli('fuse', 'z.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'f.run')\n"
           "js = json.loads(cli('evaluate', 'f.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', '--json', '-q'))['per_query']\n"
           "want = trec('f.run', 'q.txt')\n"
           "print('same' if set(js) == set(want) and all(near(js[q]['nDCG@10'], want[q]) for q in want) else f'differs {js} where {want}')",
           "accepted: query ids are text (trec_eval compares them as strings)", files=ab),
        ok("u7c_int_qids_in_memory_str_qrels", "rankagg.fuse of runs keyed by int query ids, evaluated on qrels keyed by "
           "the same ids as text: the values of the all-text chain", _U7C_TIED +
           "import rankagg\nTi = {int(q): v for q, v in T.items()}\nUi = {int(q): v for q, v in U.items()}\n"
           "Q = {'1': {'a': 0, 'b': 1}, '2': {'d': 1, 'e': 2}}\n"
           "a = rankagg.evaluate(rankagg.fuse({'t': Ti, 'u': Ui}, method='combsum'), Q, ['nDCG@10'], per_query=True)\n"
           "b = rankagg.evaluate(rankagg.fuse({'t': T, 'u': U}, method='combsum'), Q, ['nDCG@10'], per_query=True)\n"
           "print('same' if a.equals(b) else f'differs {a} {b}')", "accepted: an int query id is its decimal text", files={}),
        ok("u7c_evaluate_run_lacking_query_mean", "evaluate of a run that lacks query 3 (the qrels judge it) beside a full run: "
           "each mean is pytrec_eval's over the run's own queries, and the paired difference is over the 7 shared queries",
           "open('a3.run', 'w').write(''.join(ln + '\\n' for ln in lines('a.run') if not ln.startswith('3 ')))\n"
           "out = cli('evaluate', 'a3.run', 'b.run', '--qrels', 'q.txt', '--measures', 'nDCG@10')\n"
           "js = json.loads(cli('evaluate', 'a3.run', 'b.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', '--json'))\n"
           "x, y = trec('a3.run', 'q.txt'), trec('b.run', 'q.txt')\ndiff = sum(x[q] - y[q] for q in x) / len(x)\n"
           "print('same' if near(js['a3.run']['nDCG@10'], mean(x)) and near(js['b.run']['nDCG@10'], mean(y)) and f'{diff:+.4f}' in out and '7 queries' in out "
           "else f'differs {js} {out}')", "accepted: trec_eval averages over the queries a run has (no -c)"),
        # ---------------------------------------------------------------- fuse -> evaluate -> report
        ok("u7c_report_one_evaluation_of_tuned_run", "fuse --model (a tuned model: tag rankagg-rrf-tuned) -> evaluate "
           "--json of that one run -> report: the report does not say that no run was tuned",
           tune_rrf + "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 't.run')\nassert lines('t.run')[0].endswith('-tuned')\n"
           "open('t.json', 'w').write(cli('evaluate', 't.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', '--json', '-q'))\n"
           "cli('report', 't.json', '-o', 'r.md', '--no-figures')\ntext = open('r.md').read()\n"
           "print('same' if 'No run carries the tag' not in text else 'says no run was tuned')",
           "accepted: a report says what it knows of the runs it shows, never that a tuned run was not tuned"),
        ok("u7c_report_runs_moved_tuned_run", "evaluate --json of a tuned and an untuned fused run, the run files then "
           "moved away, then report: the report does not say that no run was tuned",
           tune_rrf + "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 't.run')\n"
           "cli('fuse', *RUNS, '--method', 'borda', '--quiet', '-o', 'd.run')\nos.mkdir('res')\n"
           "open('res/e.json', 'w').write(cli('evaluate', 't.run', 'd.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', '--json', '-q'))\n"
           "os.mkdir('old')\nshutil.move('t.run', 'old/t.run')\nshutil.move('d.run', 'old/d.run')\n"
           "cli('report', 'res/e.json', '-o', 'r.md', '--no-figures')\ntext = open('r.md').read()\n"
           "print('same' if 'No run carries the tag' not in text else 'says no run was tuned')",
           "accepted: a report says what it knows of the runs it shows, never that a tuned run was not tuned"),
        ok("u7c_report_table_equals_evaluate", "fuse with rrf and with borda -> evaluate --json -q of both and run c -> report: the "
           "table's means are pytrec_eval's, and a mark appears only where a paired t-test (scipy, Holm) says p < 0.05",
           "cli('fuse', *RUNS, '--method', 'rrf', '--tag', 'r', '--quiet', '-o', 'r.run')\n"
           "cli('fuse', *RUNS, '--method', 'borda', '--tag', 'b', '--quiet', '-o', 'bo.run')\n"
           "open('e.json', 'w').write(cli('evaluate', 'r.run', 'bo.run', 'c.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', 'AP', '--json', '-q'))\n"
           "cli('report', 'e.json', '-o', 'r.md', '--no-figures')\nimport re\nfrom scipy.stats import ttest_rel\n"
           "rows = {ln.split('|')[1].strip(): [c.strip() for c in ln.split('|')[2:4]] for ln in lines('r.md') if ln.startswith('| ') and 'Method' not in ln}\n"
           "bad = []\nps = {}\nfor name, f in (('r', 'r.run'), ('b', 'bo.run'), ('c', 'c.run')):\n"
           "    for i, (m, tm) in enumerate((('nDCG@10', 'ndcg_cut.10'), ('AP', 'map'))):\n"
           "        cell = rows[name][i]\n        v = trec(f, 'q.txt', tm)\n"
           "        if f'{mean(v):.4f}' not in cell:\n            bad.append((name, m, cell, mean(v)))\n"
           "        if name != 'r':\n            base = trec('r.run', 'q.txt', tm)\n"
           "            ps[(name, m)] = (ttest_rel([v[q] for q in base], [base[q] for q in base]).pvalue, '▲' in cell or '▼' in cell)\n"
           "order_p = sorted(ps.items(), key=lambda kv: kv[1][0])\nholm = 0.0\n"
           "for i, (key, (p, marked)) in enumerate(order_p):\n    holm = max(holm, min(1.0, p * (len(order_p) - i)))\n"
           "    if (holm < 0.05) != marked:\n        bad.append((key, p, holm, marked))\n"
           "print('same' if not bad else f'differs {bad}')", "accepted: a report is the evaluation it reads"),
        # ---------------------------------------------------------------- TREC -> Parquet -> fuse -> TREC
        ok("u7c_parquet_file_then_fuse_bytes", "the runs converted to one Parquet table (q_id, doc_id, score, run) by pandas, "
           "fused with --weights by tag: the bytes of fusing the TREC files",
           "import pandas as pd\nrows = [(q, d, float(s), t) for f in RUNS for q, _, d, _, s, t in map(str.split, lines(f))]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('all.parquet', index=False)\n"
           "for src, o in ((RUNS, 't.out'), (['all.parquet'], 'p.out')):\n"
           "    cli('fuse', *src, '--method', 'combmnz', '--weights', 'a=2,b=1,c=0.5', '--tag', 'x', '--quiet', '-o', o)\n"
           "print('same' if same_bytes('t.out', 'p.out') else 'differs')", "accepted: one content, two containers"),
        ok("u7c_parquet_folder_names_differ_from_runs", "a Parquet folder whose file names are another run's tag (a.parquet "
           "holds run b, b.parquet run c, c.parquet run a), --weights by tag: the bytes of the TREC files",
           "import pandas as pd\nos.mkdir('pq')\nfor f, name in zip(RUNS, ('c', 'a', 'b')):\n"
           "    rows = [(q, d, float(s), t) for q, _, d, _, s, t in map(str.split, lines(f))]\n"
           "    pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet(f'pq/{name}.parquet', index=False)\n"
           "cli('fuse', *RUNS, '--method', 'rrf', '--weights', 'a=3,b=1,c=0.5', '--tag', 'x', '--quiet', '-o', 't.out')\n"
           "cli('fuse', 'pq', '--method', 'rrf', '--weights', 'a=3,b=1,c=0.5', '--tag', 'x', '--quiet', '-o', 'p.out')\n"
           "print('same' if same_bytes('t.out', 'p.out') else 'differs')", "accepted: a run's name is its run column, not its file"),
        ok("u7c_fused_parquet_evaluated_as_trec", "fuse -o f.parquet and fuse -o f.run (an exact RRF tie): the Parquet "
           "table's rank column is the TREC file's order, and its scores order it the same way", _U7C_TIED +
           "write_run(T, 't.run', 't')\nwrite_run(U, 'u.run', 'u')\nimport pandas as pd\n"
           "cli('fuse', 't.run', 'u.run', '--method', 'rrf', '--quiet', '-o', 'f.parquet')\ncli('fuse', 't.run', 'u.run', '--method', 'rrf', '--quiet', '-o', 'f.run')\n"
           "p = pd.read_parquet('f.parquet')\nby_rank = {q: list(g.sort_values('rank')['doc_id']) for q, g in p.groupby('q_id')}\n"
           "by_score = order({q: dict(zip(g['doc_id'], g['score'])) for q, g in p.groupby('q_id')})\n"
           "want = order('f.run')\nprint('same' if by_rank == want == by_score else f'differs rank {by_rank} score {by_score} file {want}')",
           "accepted: a fused table read by any tool by its scores has the written order", files={}),
        ok("u7c_fused_parquet_fused_again", "fuse a b -o f.parquet (tag rankagg-rrf), then fuse f.parquet --method rrf: "
           "refused as rankagg's own output as the TREC file is, or its order kept",
           "cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'f.run')\ncli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'f.parquet')\n"
           "r = subprocess.run(rk + ['fuse', 'f.parquet', '--method', 'rrf', '--tag', 'y', '--quiet', '-o', 'y.run'], capture_output=True, text=True)\n"
           "print('same' if (r.returncode == 2 and 'rankagg' in r.stderr) or (r.returncode == 0 and order('y.run') == order('f.run')) "
           "else f'differs {r.returncode} {r.stderr[-200:]}')", "accepted: one rule for a fused output in either container", files=ab),
        bad("u7c_weights_file_after_rename", "runs whose tags repeat (named by file name), a weights file keyed p.run and "
            "r.run, then p.run renamed p2.run: fuse with the same weights file", "open('p.run', 'w').write(open('a.run').read().replace(' a\\n', ' s\\n'))\n"
            "open('r.run', 'w').write(open('b.run').read().replace(' b\\n', ' s\\n'))\nopen('w.txt', 'w').write('p.run 3\\nr.run 1\\n')\n"
            "cli('fuse', 'p.run', 'r.run', '--method', 'rrf', '--weights', 'w.txt', '--quiet', '-o', 'o.run')\nos.rename('p.run', 'p2.run')\n"
            "os.remove('o.run')\ncli('fuse', 'p2.run', 'r.run', '--method', 'rrf', '--weights', 'w.txt', '--quiet', '-o', 'o.run')",
            "p.run", outputs=("o.run",)),
        # ---------------------------------------------------------------- tune / train -> model -> fuse / Fuser / engines
        ok("u7c_tuned_model_fuser_other_process", "tune (rrf, k and weights edited into the model) -> fuse --model in one "
           "process, Fuser.from_model in another: each query's Fuser order and pytrec_eval's nDCG@10 are the file's",
           tune_rrf + "d = json.load(open('m.json'))\nd['params'] = {'k': 7.0}\nd['weights'] = {'a': 2.0, 'b': 1.0, 'c': 0.25}\n"
           "json.dump(d, open('w.json', 'w'))\ncli('fuse', *RUNS, '--model', 'w.json', '--quiet', '-o', 'f.run')\n"
           "code = ('import json, sys\\nfrom rankagg import Fuser\\nf = Fuser.from_model(\"w.json\")\\n'\n"
           "        'runs = json.load(open(\"runs.json\"))\\nprint(json.dumps({q: f({n: runs[n][q] for n in runs}) for q in runs[\"a\"]}))')\n"
           "json.dump({r[0]: read(r) for r in RUNS}, open('runs.json', 'w'))\n"
           "got = json.loads(subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, check=True).stdout)\n"
           "write_run({q: {d: float(len(v) - i) for i, (d, _) in enumerate(v)} for q, v in got.items()}, 'g.run')\n"
           "print('same' if {q: [d for d, _ in v] for q, v in got.items()} == order('f.run') and trec('g.run', 'q.txt') == trec('f.run', 'q.txt') "
           "else 'differs')", "accepted: one model, one fusion, in any process", timeout=90),
        ok("u7c_tune_engine_qdrant_local", "tune --engine qdrant_rrf -> export_model -> Qdrant's local mode runs the request "
           "on the three runs (points by docid, one named vector per run): each query's ranking is fuse --model's",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--engine', 'qdrant_rrf', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'f.run')\nfrom rankagg.engines import export_model\n"
           "req = export_model('m.json', 'qdrant_rrf', ['a', 'b', 'c'])\nimport qdrant_client as qc\nm = qc.models\n"
           "client = qc.QdrantClient(':memory:')\nF = read('f.run')\nruns = {r[0]: read(r) for r in RUNS}\nbad = []\n"
           "for q in runs['a']:\n    lists = {n: runs[n][q] for n in runs}\n"
           "    if client.collection_exists('t'):\n        client.delete_collection('t')\n"
           "    client.create_collection('t', vectors_config={n: m.VectorParams(size=1, distance=m.Distance.DOT) for n in lists})\n"
           "    docs = sorted({d for v in lists.values() for d in v})\n"
           "    client.upsert('t', [m.PointStruct(id=int(d[1:]), vector={n: [v.get(d, 0.0)] for n, v in lists.items()}, "
           "payload={f'in_{n}': d in v for n, v in lists.items()}) for d in docs])\n"
           "    pre = [m.Prefetch(query=[1.0], using=e['query'][6:-1], limit=e.get('limit', 1000), filter=m.Filter(must=[m.FieldCondition("
           "key='in_' + e['query'][6:-1], match=m.MatchValue(value=True))])) for e in req['prefetch']]\n"
           "    res = client.query_points('t', prefetch=pre, query=m.RrfQuery(rrf=m.Rrf(**req['query']['rrf'])), limit=len(docs))\n"
           "    eng = [(f'd{p.id}', p.score) for p in res.points]\n"
           "    from rankagg import Fuser\n    ours = Fuser.from_model('m.json')(lists)\n"
           "    if not same_ranking(eng, ours, 1e-6) or [d for d, _ in ours] != order('f.run')[q]:\n        bad.append(q)\n"
           "print('same' if not bad else f'differs in queries {bad}')",
           "accepted: an exported fusion ranks in the engine as tuned (up to the engine's float32 near-ties)", timeout=90),
        ok("u7c_tune_engine_lancedb", "tune --engine lancedb_rrf -> export_model -> LanceDB's RRFReranker on each query's "
           "three lists: the ranking of fuse --model",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--engine', 'lancedb_rrf', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'f.run')\nfrom rankagg.engines import export_model\n"
           "req = export_model('m.json', 'lancedb_rrf', ['a', 'b', 'c'])\nimport pyarrow as pa\nimport lancedb.rerankers as lr\n"
           "runs = {r[0]: read(r) for r in RUNS}\nF = read('f.run')\nbad = []\nfor q in runs['a']:\n"
           "    tables = [pa.table({'_rowid': pa.array([int(d[1:]) for d in trec_order(runs[n][q])], pa.uint64())}) for n in 'abc']\n"
           "    fused = getattr(lr, req['reranker'])(K=req['K']).rerank_multivector(tables)\n"
           "    eng = [(f'd{i}', s) for i, s in zip(fused['_rowid'].to_pylist(), fused['_relevance_score'].to_pylist())]\n"
           "    ours = sorted(F[q].items(), key=lambda x: -x[1])\n"
           "    from rankagg import Fuser\n    mine = Fuser.from_model('m.json')({n: runs[n][q] for n in 'abc'})\n"
           "    if not same_ranking(eng, mine, 1e-6) or [d for d, _ in mine] != order('f.run')[q]:\n        bad.append(q)\n"
           "print('same' if not bad else f'differs in queries {bad}')",
           "accepted: an exported fusion ranks in the engine as tuned", timeout=90),
        ok("u7c_tune_input_depth_export_window", "tune --input-depth 5 --engine elasticsearch_rrf -> export_model: "
           "rank_window_size 5, and Elasticsearch's formula (sum w / (rank_constant + rank) over each list's first 5) "
           "computed by hand gives fuse --model's ranking",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--engine', 'elasticsearch_rrf', '--input-depth', '5', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'f.run')\nfrom rankagg.engines import export_model\n"
           "rrf = export_model('m.json', 'elasticsearch_rrf', ['a', 'b', 'c'])['retriever']['rrf']\n"
           "w = {e['retriever'][6:-1]: e.get('weight', 1.0) for e in rrf['retrievers']}\nkc, win = rrf['rank_constant'], rrf['rank_window_size']\n"
           "runs = {r[0]: read(r) for r in RUNS}\nF = order('f.run')\nbad = [] if win == 5 else ['window']\n"
           "for q in runs['a']:\n    s = {}\n    for n in 'abc':\n"
           "        for i, d in enumerate(trec_order(runs[n][q])[:win]):\n            s[d] = s.get(d, 0.0) + w[n] / (kc + i + 1)\n"
           "    if sorted(s, key=lambda d: -s[d]) != F[q] and [round(s[d], 12) for d in F[q]] != sorted((round(v, 12) for v in s.values()), reverse=True):\n"
           "        bad.append(q)\nprint('same' if not bad else f'differs {bad}')",
           "accepted: a model tuned on each list's first N documents is exported with that window", timeout=90),
        ok("u7c_export_lists_in_other_order", "a model with weights a=2, b=1, c=0.25 exported with lists ['c', 'a', 'b']: "
           "each retriever's weight is its own list's", tune_rrf +
           "d = json.load(open('m.json'))\nd['weights'] = {'a': 2.0, 'b': 1.0, 'c': 0.25}\njson.dump(d, open('w.json', 'w'))\n"
           "from rankagg.engines import export_model\nrr = export_model('w.json', 'elasticsearch_rrf', ['c', 'a', 'b'])['retriever']['rrf']['retrievers']\n"
           "got = {e['retriever']: e.get('weight', 1.0) for e in rr}\n"
           "print('same' if got == {'<list c>': 0.25, '<list a>': 2.0, '<list b>': 1.0} else f'differs {got}')",
           "accepted: weights meet lists by name"),
        ok("u7c_model_names_after_folder_moved", "tune on x/r.run, y/r.run (one tag, one file name) and c.run, then the "
           "three runs and the model moved into another folder: fuse --model there writes the bytes it wrote before",
           "for d, r in (('x', 'a.run'), ('y', 'b.run')):\n    os.mkdir(d)\n"
           "    open(f'{d}/r.run', 'w').write(open(r).read().replace(f' {r[0]}\\n', ' s\\n'))\n"
           "R = ['x/r.run', 'y/r.run', 'c.run']\n"
           "cli('tune', *R, '--qrels', 'q.txt', '--method', 'rrf', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *R, '--model', 'm.json', '--quiet', '-o', 'f.run')\nos.mkdir('moved')\n"
           "for f in ('x', 'y', 'c.run', 'm.json', 'q.txt'):\n    shutil.move(f, 'moved/' + f)\nos.chdir('moved')\n"
           "cli('fuse', *R, '--model', 'm.json', '--quiet', '-o', 'g.run')\n"
           "print('same' if same_bytes('../f.run', 'g.run') else 'differs')",
           "accepted: a run is named by what tells it apart from the others, never by the folder they all sit in"),
        bad("u7c_model_of_two_runs_on_three", "tune on runs a and b -> fuse --model on a, b and c",
            "cli('tune', 'a.run', 'b.run', '--qrels', 'q.txt', '--method', 'rrf', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
            "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'o.run')", "m.json", "c", outputs=("o.run",)),
        bad("u7c_fuser_model_renamed_lists", "tune (weights a=2, b=1, c=0.25 edited in) -> Fuser.from_model called with the "
            "lists named bm25, dense, splade", tune_rrf +
            "d = json.load(open('m.json'))\nd['weights'] = {'a': 2.0, 'b': 1.0, 'c': 0.25}\njson.dump(d, open('w.json', 'w'))\n"
            "from rankagg import Fuser\nruns = {r[0]: read(r) for r in RUNS}\n"
            "Fuser.from_model('w.json')({'bm25': runs['a']['1'], 'dense': runs['b']['1'], 'splade': runs['c']['1']})", "bm25"),
        ok("u7c_model_on_shallower_runs", "tune on runs of depth 20 -> fuse --model on the runs cut to their first 10: the "
           "bytes of fuse --method with the model's parameters and weights on the cut runs", tune_rrf +
           "d = json.load(open('m.json'))\nfor r in RUNS:\n"
           "    open('s' + r, 'w').write(''.join(ln + '\\n' for ln in lines(r) if int(ln.split()[3]) <= 10))\n"
           "S = ['s' + r for r in RUNS]\nw = ','.join(f'{n}={v!r}' for n, v in d['weights'].items())\n"
           "cli('fuse', *S, '--model', 'm.json', '--tag', 'x', '--quiet', '-o', 'm.out')\n"
           "cli('fuse', *S, '--method', f\"rrf(k={d['params']['k']!r})\", '--weights', w, '--tag', 'x', '--quiet', '-o', 'p.out')\n"
           "print('same' if same_bytes('m.out', 'p.out') else 'differs')", "accepted: an unsupervised model is its method, "
           "parameters and weights, on any depth of the same runs", timeout=90),
        ok("u7c_train_model_order_and_fuser", "train pooled -> fuse --model with the runs given a, b, c and c, a, b, and "
           "Fuser.from_model on each query: the same bytes, and the Fuser's ranking (or a refusal naming the model)",
           "cli('train', *RUNS, '--qrels', 'q.txt', '--method', 'pooled', '--folds', '0', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'x.out')\n"
           "cli('fuse', 'c.run', 'a.run', 'b.run', '--model', 'm.json', '--quiet', '-o', 'y.out')\n"
           "from rankagg import Fuser\ntry:\n    fu = Fuser.from_model('m.json')\n"
           "except ValueError as e:\n    print('same' if 'm.json' in str(e) and same_bytes('x.out', 'y.out') else f'vague {e}')\n    sys.exit(0)\n"
           "runs = {r[0]: read(r) for r in RUNS}\nF = order('x.out')\n"
           "bad = [q for q in runs['a'] if [d for d, _ in fu({n: runs[n][q] for n in runs})] != F[q]]\n"
           "print('same' if not bad and same_bytes('x.out', 'y.out') else f'differs {bad}')",
           "accepted: trained models meet their runs by name, in a file or a request path", timeout=90),
        ok("u7c_export_calibrated_model", "calibrate -> export_model of the calibration model to elasticsearch_rrf: the "
           "request, computed by hand (sum w / (rank_constant + rank)), ranks each query as fuse --model does, or a refusal "
           "naming the model", "cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', 'c.json')\nfrom rankagg.engines import export_model\n"
           "cli('fuse', *RUNS, '--model', 'c.json', '--quiet', '-o', 'p.run')\n"
           "try:\n    rrf = export_model('c.json', 'elasticsearch_rrf', ['a', 'b', 'c'])['retriever']['rrf']\n"
           "except ValueError as e:\n    print('same' if 'c.json' in str(e) else f'vague {e}')\n    sys.exit(0)\n"
           "w = {e['retriever'][6:-1]: e.get('weight', 1.0) for e in rrf['retrievers']}\nruns = {r[0]: read(r) for r in RUNS}\nP = order('p.run')\nbad = []\n"
           "for q in runs['a']:\n    s = {}\n    for n in 'abc':\n"
           "        for i, d in enumerate(trec_order(runs[n][q])[:rrf.get('rank_window_size', 10**9)]):\n            s[d] = s.get(d, 0.0) + w[n] / (rrf['rank_constant'] + i + 1)\n"
           "    if [round(s[d], 12) for d in P[q]] != sorted((round(v, 12) for v in s.values()), reverse=True):\n        bad.append(q)\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: a calibration is monotone in the fused rank, so the engine's request ranks as the calibrated model"),
        ok("u7c_calibrated_fuser_same_probabilities", "calibrate -> fuse --model (P(relevant) per document) and "
           "Fuser.from_model on each query: the same documents, order and probabilities (to the written digits)",
           "cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', 'c.json')\ncli('fuse', *RUNS, '--model', 'c.json', '--quiet', '-o', 'p.run')\n"
           "from rankagg import Fuser\nfu = Fuser.from_model('c.json')\nruns = {r[0]: read(r) for r in RUNS}\nP = read('p.run')\nbad = []\n"
           "for q in runs['a']:\n    got = fu({n: runs[n][q] for n in runs})\n"
           "    if [d for d, _ in got] != order('p.run')[q] or any(abs(s - P[q][d]) > 1e-6 for d, s in got):\n        bad.append(q)\n"
           "print('same' if not bad else f'differs {bad}')", "accepted: one calibration, in a file or a request path"),
        ok("u7c_fuser_from_input_depth_model", "tune --input-depth 5 -> Fuser.from_model (its window 5) on each query's "
           "whole lists: the ranking fuse --model writes",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--input-depth', '5', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'f.run')\nfrom rankagg import Fuser\nfu = Fuser.from_model('m.json')\n"
           "runs = {r[0]: read(r) for r in RUNS}\nF = order('f.run')\n"
           "bad = [q for q in runs['a'] if [d for d, _ in fu({n: runs[n][q] for n in runs})] != F[q]]\n"
           "print('same' if not bad else f'differs {bad}')", "accepted: the window a model was tuned at applies in every face",
           timeout=90),
        ok("u7c_tune_depth_then_fuse_model", "tune --depth 5 (nDCG@10 of the first 5 fused documents) -> fuse --model with "
           "no --depth: the written run measures the model's recorded value (pytrec_eval), or the command says the model "
           "was tuned at depth 5",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--depth', '5', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "m = json.load(open('m.json'))\nr = subprocess.run(rk + ['fuse', *RUNS, '--model', 'm.json', '-o', 'f.run'], capture_output=True, text=True)\n"
           "v = mean(trec('f.run', 'q.txt'))\n"
           "print('same' if near(v, m['train_score']) or 'depth 5' in r.stderr else f'differs: nDCG@10 {v:.4f} where the model says {m[\"train_score\"]:.4f}')",
           "accepted: a model is applied as it was measured", timeout=90),
        ok("u7c_fused_frame_filtered_equals_depth_file", "rankagg.fuse of a long frame, filtered to rank <= 5 by pandas, then "
           "rankagg.evaluate (AP, nDCG@10): pytrec_eval's values of fuse --depth 5's file",
           "import rankagg, pandas as pd\nrows = [(q, d, float(s), t) for f in RUNS for q, _, d, _, s, t in map(str.split, lines(f))]\n"
           "F = pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run'])\nf = rankagg.fuse(F, method='rrf')\n"
           "Q = {}\nfor q, _, d, g in map(str.split, lines('q.txt')):\n    Q.setdefault(q, {})[d] = int(g)\n"
           "got = rankagg.evaluate(f[f['rank'] <= 5], Q, ['AP', 'nDCG@10'], per_query=True)\n"
           "cli('fuse', *RUNS, '--method', 'rrf', '--depth', '5', '--quiet', '-o', 'd.run')\nap, nd = trec('d.run', 'q.txt', 'map'), trec('d.run', 'q.txt')\n"
           "print('same' if all(near(got.loc[q, 'AP'], ap[q]) and near(got.loc[q, 'nDCG@10'], nd[q]) for q in ap) else 'differs')",
           "accepted: a fused frame keeps its order through a filter"),
        ok("u7c_depth_10_same_top_measures", "fuse --depth 10 and fuse (1000): evaluate --json gives both the same nDCG@10 "
           "and P@10 (trec_eval's ideal is the qrels', not the run's)",
           "cli('fuse', *RUNS, '--method', 'combmnz', '--depth', '10', '--quiet', '-o', 'd.run')\ncli('fuse', *RUNS, '--method', 'combmnz', '--quiet', '-o', 'f.run')\n"
           "js = json.loads(cli('evaluate', 'd.run', 'f.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', 'P@10', '--json'))\n"
           "print('same' if js['d.run'] == js['f.run'] and near(js['d.run']['nDCG@10'], mean(trec('f.run', 'q.txt'))) else f'differs {js}')",
           "accepted: a measure at 10 sees the first 10 documents only"),
        bad("u7c_trec_model_on_letor", "tune on TREC runs a, b, c -> fuse --letor FILE --model (a LETOR file whose rankers "
            "are R1, R2)", tune_rrf + "open('l.txt', 'w').write('0 qid:10 1:3 2:1 #docid = A\\n2 qid:10 1:1 2:5 #docid = B\\n')\n"
            "cli('fuse', '--letor', 'l.txt', '--model', 'm.json', '--quiet', '-o', 'o.txt')", "m.json", outputs=("o.txt",)),
        Case("u7c_letor_model_other_dataset", G, "train rags_top on MQ2008-agg fold 1 (25 rankers) -> fuse --letor on 300 lines "
             "of MQ2007-agg (21 rankers) --model", code=prelude + "import gzip\nsrc = os.path.join(os.environ['RANKAGG_DATA'], 'letor4-agg', 'MQ2007-agg', 'S1.txt.gz')\n"
             "open('s7.txt', 'w').write(''.join(gzip.open(src, 'rt').readlines()[:300]))\n"
             "cli('train', '--dataset', 'MQ2008-agg', '--method', 'rags_top', '--fold', '1', '--quiet', '-o', 'm.json')\n"
             "cli('fuse', '--letor', 's7.txt', '--model', 'm.json', '--quiet', '-o', 'o.txt')", mention=("25", "R22"),
             outputs=("o.txt",), memory_gb=4.0, timeout=90, needs_data=True),
        # ---------------------------------------------------------------- experiments: run, rerun, move, kill, resume
        ok("u7c_exp_two_datasets_report", "experiment run on MQ2008-small and junk (two rows) -> report of the results folder: "
           "each dataset's table holds the fold average of each result file's test values",
           "cli('experiment', 'run', 'e.toml')\ncli('report', 'results/experiments/e2', '-o', 'r.md', '--no-figures')\n"
           "text = open('r.md').read()\nsections = {s.split('\\n')[0].strip(): s for s in text.split('## ')[1:]}\nbad = []\n"
           "for f in sorted(os.listdir('results/experiments/e2')):\n    r = json.load(open('results/experiments/e2/' + f))\n"
           "    sec = sections[r['dataset']]\n    row = [ln for ln in sec.splitlines() if ln.startswith(f\"| {r['label']} |\")][0]\n"
           "    cells = [c.strip().strip('*') for c in row.split('|')[2:-1]]\n"
           "    head = [c.strip() for c in [ln for ln in sec.splitlines() if ln.startswith('| Method')][0].split('|')[2:-1]]\n"
           "    for m, c in zip(head, cells):\n        want = sum(f['test'][m] for f in r['folds']) / len(r['folds'])\n"
           "        if f'{want:.4f}' != c:\n            bad.append((r['dataset'], r['label'], m, c, want))\n"
           "print('same' if not bad and len(sections) == 2 else f'differs {bad} {list(sections)}')",
           "accepted: a report is the results it reads", files={"e.toml": _U7C_EXP.format(name="e2", datasets='"MQ2008-small", "junk"', select_by="MeanNDCG", slow="borda")},
           needs_data=True, timeout=120),
        ok("u7c_exp_results_moved", "experiment run -> the results folder moved elsewhere: status says missing (not done), "
           "the report of the moved folder has the same tables",
           "cli('experiment', 'run', 'e.toml')\ncli('report', 'results/experiments/e2', '-o', 'a.md', '--no-figures')\n"
           "os.makedirs('archive')\nshutil.move('results/experiments/e2', 'archive/old')\nst = cli('experiment', 'status', 'e.toml')\n"
           "cli('report', 'archive/old', '-o', 'b.md', '--no-figures')\n"
           "tables = lambda f: [ln for ln in lines(f) if ln.startswith('|')]\n"
           "print('same' if tables('a.md') == tables('b.md') and 'missing' in st and not any(ln.startswith('done') for ln in st.splitlines()) else f'differs {st!r}')",
           "accepted: results are files; a moved folder is read where it is", files={"e.toml": _U7C_EXP.format(name="e2", datasets='"junk"', select_by="MeanNDCG", slow="borda")}),
        ok("u7c_exp_killed_then_resumed", "experiment run of two rows killed (SIGKILL) once the first result is written, "
           "then run again: status all done, and each result's test values those of an uninterrupted run elsewhere",
           "os.mkdir('clean')\nshutil.copy('e.toml', 'clean/e.toml')\n"
           "p = subprocess.Popen(rk + ['experiment', 'run', 'e.toml'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
           "d = 'results/experiments/e2'\nt0 = time.time()\n"
           "while not (os.path.isdir(d) and any(f.endswith('.json') for f in os.listdir(d))) and time.time() - t0 < 60:\n    time.sleep(0.01)\n"
           "p.kill()\np.wait()\ncli('experiment', 'run', 'e.toml')\nst = cli('experiment', 'status', 'e.toml')\n"
           "clean = os.path.abspath('clean')\n"
           "subprocess.run(rk + ['experiment', 'run', 'e.toml'], cwd=clean, capture_output=True, check=True)\n"
           "get = lambda root: {f: json.load(open(os.path.join(root, d, f)))['test'] for f in sorted(os.listdir(os.path.join(root, d))) if f.endswith('.json')}\n"
           "a, b = get('.'), get(clean)\n"
           "print('same' if a == b and len(a) == 2 and st.count('done') >= 2 and 'missing' not in st and 'stale' not in st else f'differs {st!r} {sorted(a)} {sorted(b)}')",
           "accepted: a killed run resumes to the uninterrupted answer", files={"e.toml": _U7C_EXP.format(name="e2", datasets='"junk"', select_by="MeanNDCG", slow="mc4")}),
        ok("u7c_exp_select_by_changed", "experiment run (select_by MeanNDCG), then select_by changed to NDCG@1: status says "
           "stale for the tuned row, the rerun's result records NDCG@1 and equals a fresh run's",
           "open('e.toml', 'w').write(" + repr(_U7C_EXP.format(name="e2", datasets='"junk"', select_by="MeanNDCG", slow="borda")) + ")\n"
           "cli('experiment', 'run', 'e.toml')\ntext = open('e.toml').read().replace('MeanNDCG', 'NDCG@1')\nopen('e.toml', 'w').write(text)\n"
           "st = cli('experiment', 'status', 'e.toml')\ncli('experiment', 'run', 'e.toml')\n"
           "r = json.load(open('results/experiments/e2/junk__b.json'))\n"
           "os.mkdir('fresh')\nopen('fresh/e.toml', 'w').write(text)\nsubprocess.run(rk + ['experiment', 'run', 'e.toml'], cwd='fresh', capture_output=True, check=True)\n"
           "f = json.load(open('fresh/results/experiments/e2/junk__b.json'))\n"
           "print('same' if 'stale' in st and r['select_by'] == 'NDCG@1' and r['test'] == f['test'] and r['params'] == f['params'] else f'differs {st!r} {r[\"select_by\"]}')",
           "accepted: the choice of a grid depends on the validation measure", files={}),
        ok("u7c_exp_render_equals_report", "experiment run -> a Markdown page with a rankagg:table marker -> experiment render: "
           "the rendered NDCG@5 of each row is the report's",
           "os.mkdir('experiments')\nshutil.move('e.toml', 'experiments/e2.toml')\ncli('experiment', 'run', 'experiments/e2.toml')\n"
           "open('p.md', 'w').write('# page\\n\\n<!-- rankagg:table e2 junk -->\\n<!-- /rankagg:table -->\\n')\n"
           "cli('experiment', 'render', '--experiments', 'experiments', 'p.md')\ncli('report', 'results/experiments/e2', '-o', 'r.md', '--no-figures')\n"
           "def col(f, m):\n    rows = [ln for ln in lines(f) if ln.startswith('|')]\n"
           "    head = [c.strip() for c in rows[0].split('|')]\n    i = [h.upper() for h in head].index(m.upper())\n"
           "    return {r.split('|')[1].strip(): r.split('|')[i].strip().strip('*') for r in rows[2:]}\n"
           "a, b = col('p.md', 'NDCG@5'), col('r.md', 'NDCG@5')\n"
           "print('same' if a and all(any(k.startswith(l) or l.startswith(k) for l in b) and float(v[:6]) == float(b[[l for l in b if k.startswith(l) or l.startswith(k)][0]][:6]) for k, v in a.items()) else f'differs {a} {b}')",
           "accepted: one result, one number, in every rendering", files={"e.toml": _U7C_EXP.format(name="e2", datasets='"junk"', select_by="MeanNDCG", slow="borda")}),
        bad("u7c_exp_kept_more_then_render", "experiment run (stored_measures NDCG@1, MAP, MeanNDCG; a baseline), then "
            "NDCG@5 added to measures and stored_measures, then experiment render of its table without a rerun",
            "os.mkdir('experiments')\nopen('experiments/e5.toml', 'w').write(" + repr(_U7C_KEPT.format(more="")) + ")\n"
            "cli('experiment', 'run', 'experiments/e5.toml')\n"
            "open('experiments/e5.toml', 'w').write(" + repr(_U7C_KEPT.format(more=", \"NDCG@5\"")) + ")\n"
            "open('p.md', 'w').write('<!-- rankagg:table e5 junk -->\\n<!-- /rankagg:table -->\\n')\n"
            "cli('experiment', 'render', '--experiments', 'experiments', 'p.md')", "junk__b.json", "NDCG@5", files={}),
        ok("u7c_exp_kept_more_then_rerun", "experiment run (stored_measures NDCG@1, MAP, MeanNDCG), then NDCG@5 added to "
           "measures and stored_measures: status says stale, run reruns, and the rendered NDCG@5 is the fold average of the "
           "new result files",
           "os.mkdir('experiments')\nopen('experiments/e5.toml', 'w').write(" + repr(_U7C_KEPT.format(more="")) + ")\n"
           "cli('experiment', 'run', 'experiments/e5.toml')\n"
           "open('experiments/e5.toml', 'w').write(" + repr(_U7C_KEPT.format(more=", \"NDCG@5\"")) + ")\n"
           "st = cli('experiment', 'status', 'experiments/e5.toml')\ncli('experiment', 'run', 'experiments/e5.toml')\n"
           "open('p.md', 'w').write('<!-- rankagg:table e5 junk -->\\n<!-- /rankagg:table -->\\n')\n"
           "cli('experiment', 'render', '--experiments', 'experiments', 'p.md')\n"
           "rows = {ln.split('|')[1].strip(): ln.split('|')[5].strip().strip('*').rstrip('▲▼') for ln in lines('p.md') if ln.startswith('| ') and 'method' not in ln}\n"
           "want = {}\nfor lab in ('b', 'c'):\n    r = json.load(open(f'results/experiments/e5/junk__{lab}.json'))\n"
           "    want[lab] = f\"{sum(f['test']['NDCG@5'] for f in r['folds']) / len(r['folds']):.4f}\"\n"
           "print('same' if 'stale' in st and all(rows.get(k, '').startswith(v) for k, v in want.items()) else f'differs {st!r} {rows} {want}')",
           "accepted: a result is rerun when its experiment keeps more than it holds", files={}),
        ok("u7c_letor_fuse_evaluate_equals_protocol", "experiment run of borda on MQ2008-agg, and fuse --letor S1 --method "
           "borda -> evaluate --letor S1 --json -q: each S1 query's 24 measures are the experiment's stored test values "
           "(which keep 6 decimals)",
           "open('e.toml', 'w').write('name = \"x3\"\\ntitle = \"t\"\\ndatasets = [\"MQ2008-agg\"]\\nselect_by = \"NDCG@10\"\\n"
           "[[rows]]\\nlabel = \"b\"\\nmethod = \"borda\"\\nfixed = {}\\ngrid = {}\\n')\n"
           "cli('experiment', 'run', 'e.toml')\nimport glob, gzip\nr = json.load(open(glob.glob('results/experiments/x3/*.json')[0]))\n"
           "s1 = os.path.join(os.environ['RANKAGG_DATA'], 'letor4-agg', 'MQ2008-agg', 'S1.txt.gz')\n"
           "cli('fuse', '--letor', s1, '--method', 'borda', '--quiet', '-o', 's.txt')\n"
           "ev = json.loads(cli('evaluate', '--letor', s1, 's.txt', '--json', '-q'))['per_query']\n"
           "qs = {ln.split()[1][4:] for ln in gzip.open(s1, 'rt')}\npq = r['per_query']\n"
           "bad = [(m, q) for m in pq if m != 'qids' for q, v in zip(pq['qids'], pq[m]) if q in qs and abs(round(ev[q][m], 6) - v) > 1e-9]\n"
           "n = sum(q in qs for q in pq['qids'])\nprint('same' if not bad and n == len(qs) == 157 else f'differs {n} {bad[:5]}')",
           "accepted: one fusion measured by the protocol or by the two commands", files={}, needs_data=True, timeout=120),
        # ---------------------------------------------------------------- cutoffs, depths and query sets across steps
        ok("u7c_depth_then_deeper_cutoff", "fuse --depth 5 -> evaluate P@10, nDCG@10 and AP: pytrec_eval's values of the "
           "5-document file (P@10 divides by 10)",
           "cli('fuse', *RUNS, '--method', 'rrf', '--depth', '5', '--quiet', '-o', 'f.run')\n"
           "js = json.loads(cli('evaluate', 'f.run', '--qrels', 'q.txt', '--measures', 'P@10', 'nDCG@10', 'AP', '--json'))\n"
           "want = [mean(trec('f.run', 'q.txt', m)) for m in ('P.10', 'ndcg_cut.10', 'map')]\n"
           "got = [js['P@10'], js['nDCG@10'], js['AP']]\nprint('same' if all(map(near, got, want)) else f'differs {got} where {want}')",
           "accepted: a cutoff past the written depth measures what was written"),
        ok("u7c_input_depth_shuffled_file", "fuse --input-depth 5 of a run whose lines are shuffled within each query: the "
           "bytes of the same fusion of the run in order, and of each run cut by hand to its 5 best scores",
           "cli('fuse', 'sa.run', 'b.run', '--input-depth', '5', '--method', 'combmnz', '--tag', 'x', '--quiet', '-o', 'i1.run')\n"
           "cli('fuse', 'a.run', 'b.run', '--input-depth', '5', '--method', 'combmnz', '--tag', 'x', '--quiet', '-o', 'i2.run')\n"
           "for r in ('a.run', 'b.run'):\n    R = read(r)\n"
           "    open('t' + r, 'w').write(''.join(f'{q} Q0 {d} {i + 1} {R[q][d]!r} {r[0]}\\n' for q in R for i, d in enumerate(trec_order(R[q])[:5])))\n"
           "cli('fuse', 'ta.run', 'tb.run', '--method', 'combmnz', '--tag', 'x', '--quiet', '-o', 'i3.run')\n"
           "print('same' if same_bytes('i1.run', 'i2.run', 'i3.run') else 'differs')",
           "accepted: a run's first N documents are its N best scores (trec_eval's order), not its first N lines",
           setup=_u7c_shuffled),
        ok("u7c_qrels_subset_tune_evaluate", "qrels judging only queries 1-4 of 8: tune's n_queries and per-run values, and "
           "evaluate's means, are pytrec_eval's over those 4 queries",
           "open('s.txt', 'w').write(''.join(ln + '\\n' for ln in lines('q.txt') if int(ln.split()[0]) <= 4))\n"
           "cli('tune', *RUNS, '--qrels', 's.txt', '--method', 'rrf', '--quiet', '-o', 'm.json')\nm = json.load(open('m.json'))\n"
           "js = json.loads(cli('evaluate', *RUNS, '--qrels', 's.txt', '--measures', 'nDCG@10', '--json'))\n"
           "want = {r[0]: mean(trec(r, 's.txt')) for r in RUNS}\n"
           "ok = m['n_queries'] == 4 and all(near(m['run_scores'][n], v) and near(js[n + '.run']['nDCG@10'], v) for n, v in want.items())\n"
           "print('same' if ok else f'differs {m[\"n_queries\"]} {m[\"run_scores\"]} {js} where {want}')",
           "accepted: judged queries only, as trec_eval", timeout=90),
        ok("u7c_run_lacking_query_tune_counts_zero", "tune where run a lacks query 3 (judged): a's recorded value is "
           "pytrec_eval's with 0 for query 3 (as tune prints), and evaluate's is trec_eval's mean over a's 7 queries",
           "open('x.run', 'w').write(''.join(ln + '\\n' for ln in lines('a.run') if not ln.startswith('3 ')))\n"
           "cli('tune', 'x.run', 'b.run', 'c.run', '--qrels', 'q.txt', '--method', 'rrf', '--quiet', '-o', 'm.json')\n"
           "m = json.load(open('m.json'))\nv = trec('x.run', 'q.txt')\nzero = sum(v.values()) / 8\n"
           "js = json.loads(cli('evaluate', 'x.run', '--qrels', 'q.txt', '--measures', 'nDCG@10', '--json'))\n"
           "print('same' if near(m['run_scores']['a'], zero) and near(js['nDCG@10'], mean(v)) else f'differs {m[\"run_scores\"]} {js} {zero} {mean(v)}')",
           "accepted: tune compares runs on the same queries; evaluate is trec_eval", timeout=90),
        ok("u7c_fused_lacking_query_evaluate_memory", "rankagg.fuse of runs where only one has query 2, then rankagg.evaluate "
           "with qrels judging 1, 2 and 3: trec_eval's per-query values of the written fusion (query 3 absent)", _U7C_TIED +
           "import rankagg\nU2 = {'1': U['1']}\nf = rankagg.fuse({'t': T, 'u': U2}, method='combsum')\nwrite_run(T, 't.run', 't')\nwrite_run(U2, 'u.run', 'u')\n"
           "cli('fuse', 't.run', 'u.run', '--method', 'combsum', '--quiet', '-o', 'f.run')\n"
           "open('q.txt', 'w').write('1 0 a 1\\n1 0 c 1\\n2 0 d 1\\n3 0 z 1\\n')\n"
           "got = rankagg.evaluate(f, {'1': {'a': 1, 'c': 1}, '2': {'d': 1}, '3': {'z': 1}}, ['AP'], per_query=True)['AP'].to_dict()\n"
           "want = trec('f.run', 'q.txt', 'map')\nprint('same' if set(got) == set(want) and all(near(got[q], want[q]) for q in want) else f'differs {got} {want}')",
           "accepted: trec_eval measures the queries the run has", files={}),
    ]


def issue27_cases() -> list[Case]:
    """The examples of issue 27 for classes 1, 5, 6 and 8 (the other classes' helpers append theirs)."""
    runs = {"a.run": RUN, "b.run": RUN2}
    fusion = json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {"k": 60}, "weights": None})
    G = CLASS[1]
    c = [
        Case("out_model", G, "fuse --model m.json -o m.json (the tuned model)", argv=fuse("--model", "m.json", "-o", "m.json"),
             files={**runs, "m.json": fusion}, mention=("-o m.json", "input file m.json"), fast=True),
        Case("out_weights", G, "fuse --weights w.txt -o w.txt", argv=fuse("--method", "rrf", "--weights", "w.txt", "-o", "w.txt"),
             files={**runs, "w.txt": "t 1\nu 2\n"}, mention=("-o w.txt",)),
        Case("out_devnull", G, "-o a device node (as root, -o /dev/null replaced the system's)", argv=fuse("-o", "null"),
             files=runs, setup=_device_node, mention=("null", "character device")),
        Case("out_fifo", G, "-o FIFO", argv=fuse("-o", "pipe"), files=runs, setup=lambda f: os.mkfifo(f / "pipe"),
             mention=("pipe", "FIFO")),
        Case("out_symlink_input", G, "-o a symlink to an input", argv=fuse("-o", "link.run"), files=runs,
             setup=lambda f: os.symlink("a.run", f / "link.run"), mention=("-o link.run", "a.run")),
        Case("out_symlink_new", G, "-o a symlink to a new file: written through, the link kept", argv=fuse("-o", "link.run"),
             files=runs, setup=lambda f: os.symlink("target.run", f / "link.run"), expect="ok",
             check=lambda out, f: (f / "link.run").is_symlink() and (f / "target.run").read_text().startswith("1 Q0"),
             why="rule: a symlink is written through (the file it points to is replaced, checked like any target)"),
        Case("out_dash", G, "-o - writes the run to standard output (no file named -)", argv=fuse("-o", "-", "--quiet"),
             files=runs, expect="ok", check=lambda out, f: out.startswith("1 Q0 ") and not (f / "-").exists(), fast=True),
        Case("out_dash_train", G, "tune -o - (a model to standard output is refused)",
             argv=["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "-"], files={**runs, "q.txt": QRELS},
             mention=("-o '-'",)),
        Case("out_dir_slash", G, "-o newdir/ (a name ending in /)", argv=fuse("-o", "newdir/"), files=runs,
             mention=("newdir/", "directory"), outputs=("newdir",)),
        Case("out_explain_same", G, "-o x.run --explain x.run (two outputs, one file)", argv=fuse("-o", "x.run", "--explain", "x.run"),
             files=runs, mention=("x.run",), outputs=("x.run",)),
        Case("out_tune_qrels", G, "tune -o q.txt (its qrels)", argv=["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "q.txt"],
             files={**runs, "q.txt": QRELS}, mention=("-o q.txt",)),
        Case("out_leftover", G, "a SIGKILLed writer's temporary file is removed by the next write to that folder",
             argv=fuse("-o", "out.run"), files=runs, setup=_killed_writer, expect="ok",
             check=lambda out, f: (f / "out.run").is_file() and not list(f.glob(".out.run.*.tmp")),
             why="rule: SIGKILL cannot be caught; the temporary name holds the writer's pid, and a write sweeps those of dead pids"),
        Case("out_result_umask", G, "experiment result files follow the umask (027 gives 0640, not 0644)",
             code="from rankagg.experiments.results import write_record\nimport os\np = write_record({'schema': 'x'}, 'r/x.json')\n"
                  "print(oct(p.stat().st_mode & 0o777))", umask=0o027, expect="ok", check=stdout_has("0o640")),
    ]
    G = CLASS[5]
    c += [
        Case("lgb_tree_sizes", G, "a one-digit edit of a LambdaMART model's tree_sizes (LightGBM aborted, exit 134)",
             code=FIT_LM + "s = doc['fitted']['model_str_']\n"
                  "i = s.index('tree_sizes=') + len('tree_sizes=')\ndoc['fitted']['model_str_'] = s[:i] + ('1' if s[i] != '1' else '2') + s[i + 1:]\n"
                  "json.dump(doc, open('m.json', 'w'))\nload_model('m.json')", mention=("m.json", "model_str_"), timeout=600),
        Case("lgb_child_cycle", G, "a LambdaMART child index pointing back up the tree (segfault or endless predict)",
             code=FIT_LM + "import re\n"
                  "doc['fitted']['model_str_'] = re.sub(r'left_child=(\\S+)', 'left_child=0', doc['fitted']['model_str_'], count=1)\n"
                  "json.dump(doc, open('m.json', 'w'))\nload_model('m.json')", mention=("m.json", "model_str_"), timeout=600),
        Case("model_names", G, "a model trained on rankers R1..R6, spam1, spam2 applied to runs with other names",
             code=FIT_BEST + "save_model(m, 'm.json')\napi.fuse_files(runs([f'trec{i}' for i in range(8)]), 'o.run', model='m.json')",
             mention=("missing: R1", "unknown to the model: trec0"), outputs=("o.run",), fast=False),
        Case("model_npz_fuse", G, "train -o m.npz, then fuse --model m.npz (read by content, runs matched by name in any order)",
             code=FIT_BEST + "save_model(m, 'm.npz')\nfiles = runs(d.ranker_names)\n"
                  "api.fuse_files(files, 'x.run', model='m.npz')\napi.fuse_files(files[::-1], 'y.run', model='m.npz')\n"
                  "print(open('x.run').read() == open('y.run').read())", expect="ok", check=stdout_has("True")),
        Case("model_both_weights", G, "a fusion model with params.weights and weights", argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {"weights": {"t": 1}},
                                                  "weights": {"t": 2}})}, mention=("m.json", "weights given twice"), outputs=("o.run",)),
        Case("model_best_input", G, 'a fusion model with "method": "best_input"', argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": json.dumps({"format": "rankagg-fusion", "method": "best_input", "params": {}, "weights": None})},
             mention=("m.json", "supervised"), outputs=("o.run",)),
        Case("model_npz_bomb", G, "an NPZ whose member declares 400 MB", argv=fuse("--model", "m.npz", "-o", "o.run"),
             files={**runs, "m.npz": _npz_bomb()}, mention=("m.npz", "would expand"), outputs=("o.run",), fast=True),
        Case("model_bad_param", G, "a fusion model with k=null", argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": fusion.replace("60", "null")}, mention=("m.json", "k"), outputs=("o.run",)),
        Case("model_bom", G, "a UTF-8 BOM before a JSON model (the BOM rule)", argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": "\ufeff" + fusion}, expect="ok", check=wrote("o.run"), why="rule: a BOM is ignored in any input"),
    ]
    G = CLASS[6]
    two = "import rankagg\nruns = {'t': {'1': {'a': 1e308, 'b': 0.0, 'c': -1e308}}, 'u': {'1': {'a': 1.0, 'b': 3.0, 'c': 2.0}}}\n"
    c += [
        Case("names_repeat", G, "repeated tags and file names: named by path, so weights follow the run in any order",
             code="import os\nimport rankagg\nos.makedirs('x'); os.makedirs('y')\n"
                  "open('x/run.txt', 'w').write('1 Q0 a 1 3.0 t\\n1 Q0 b 2 2.0 t\\n')\nopen('y/run.txt', 'w').write('1 Q0 b 1 3.0 t\\n1 Q0 a 2 2.0 t\\n')\n"
                  "w = {'x/run.txt': 5.0, 'y/run.txt': 1.0}\n"
                  "print(rankagg.fuse(['x/run.txt', 'y/run.txt'], 'rrf', w) == rankagg.fuse(['y/run.txt', 'x/run.txt'], 'rrf', w))",
             expect="ok", check=stdout_has("True"), why="rule: names never depend on the order of the files"),
        Case("weights_twice", G, "--weights and rrf(weights=...) together", argv=fuse("--method", "rrf(weights={'t': 1})", "--weights", "t=2", "-o", "o.run"),
             files=runs, mention=("weights given twice",), outputs=("o.run",)),
        Case("spec_dict_dup", G, "a duplicate key in a spec dict: rrf(weights={'t': 1, 't': 2})",
             argv=fuse("--method", "rrf(weights={'t': 1, 't': 2})", "-o", "o.run"), files=runs, mention=("'t' given twice",), outputs=("o.run",)),
        Case("weights_zero", G, "all weights 0", argv=fuse("--method", "rrf", "--weights", "t=0,u=0", "-o", "o.run"),
             files=runs, mention=("every weight is 0",), outputs=("o.run",)),
        Case("minmax_1e308", G, "scores of +-1e308: the min-max span overflowed and the run's contribution was dropped",
             code=two + "print(rankagg.fuse(runs, 'combsum(norm=minmax)'))", expect="ok",
             check=stdout_has("{'1': {'b': 1.5, 'a': 1.0, 'c': 0.5}}"), fast=False,
             why="rule: every term is halved where max - min overflows (exact), so any finite scores normalise"),
        Case("norms_1e308", G, "scores of +-1e308 under zscore, sum, l2, dbsf: the mean, sum of squares or span overflowed "
             "(NaN or 0 fused scores, silently)",
             code=two + "for n in ('zscore', 'sum', 'l2', 'dbsf'):\n"
                        "    print(n, {d: round(s, 6) for d, s in rankagg.fuse(runs, f'combsum(norm={n})')['1'].items()})",
             expect="ok", fast=False,
             check=lambda out, folder: all(t in out for t in (
                 "zscore {'b': 1.224745, 'a': 0.0, 'c': -1.224745}", "sum {'b': 1.0, 'a': 0.666667, 'c': 0.333333}",
                 "l2 {'a': 0.974368, 'b': 0.801784, 'c': -0.172584}", "dbsf {'b': 1.166667, 'a': 1.0, 'c': 0.833333}")),
             why="rule: a list beyond 2**500 is scaled by a power of two first (exact), so any finite scores normalise"),
        Case("sum_past_floats", G, "combsum(norm='none') of two runs scoring 1e308: the sum printed as inf, tied with "
             "any other sum past the floats", argv=fuse("--method", "combsum(norm='none')", "-o", "o.run"),
             files={"a.run": "1 Q0 a 1 1e308 t\n1 Q0 b 2 1.0 t\n", "b.run": "1 Q0 a 1 1e308 u\n1 Q0 b 2 1.0 u\n"},
             mention=("query '1'", "beyond the float range"), outputs=("o.run",)),
        Case("max_beyond_floats", G, "norm=max on a run with scores 1e-10 and -1e308 (the quotient is beyond the floats)",
             argv=fuse("--method", "combsum(norm=max)", "-o", "o.run"),
             files={**runs, "a.run": "1 Q0 a 1 1e-10 t\n1 Q0 b 2 -1e308 t\n"}, mention=("norm='max'", "list 't'"),
             outputs=("o.run",)),
    ]
    G = CLASS[8]
    c += [
        Case("rank_overflow", G, "rank 99999999999999999999 (was OverflowError)", argv=fuse("-o", "o.run"),
             files={**runs, "a.run": "1 Q0 a 99999999999999999999 3.0 t\n"}, expect="ok", check=wrote("o.run"),
             why="accepted: trec_eval never reads the rank column"),
        Case("letor_rank_underscore", G, "a LETOR rank 1_0 (said 'could not parse' with no line)", argv=["fuse", "--letor", "f.txt", "-o", "s.txt"],
             files={"f.txt": LETOR.replace("1:1 ", "1:1_0 ")}, mention=("f.txt:2",), outputs=("s.txt",)),
        Case("nul_docid_fuse", G, "docids 'a' and 'a\\0' (fuse)", argv=fuse("-o", "o.run"),
             files={**runs, "a.run": "1 Q0 a 1 3.0 t\n1 Q0 a\0 2 2.0 t\n"}, mention=("a.run:2", "NUL"), outputs=("o.run",),
             why="wrong: trec_eval's C strings end at the NUL, so 'a\\0' is 'a' for it"),
        Case("nul_docid_evaluate", G, "docids 'a' and 'a\\0' (evaluate --measures)",
             argv=["evaluate", "--qrels", "q.txt", "a.run", "--measures", "P@5"],
             files={"a.run": "1 Q0 a 1 3.0 t\n1 Q0 a\0 2 2.0 t\n", "q.txt": QRELS}, mention=("a.run:2", "NUL"),
             why="wrong: trec_eval's C strings end at the NUL, so 'a\\0' is 'a' for it"),
        Case("weights_gzip", G, "--weights given a gzip file", argv=fuse("--method", "rrf", "--weights", "w.gz", "-o", "o.run"),
             files={**runs, "w.gz": gz("t 2\nu 1\n")}, expect="ok", check=wrote("o.run"), why="rule: every input may be gzip"),
        Case("weights_not_utf8", G, "--weights given a file that is not UTF-8", argv=fuse("--method", "rrf", "--weights", "w.txt", "-o", "o.run"),
             files={**runs, "w.txt": b"t 2\n\xff 1\n"}, mention=("w.txt:2",), outputs=("o.run",)),
        Case("weights_bom", G, "a BOM before a JSON weights file", argv=fuse("--method", "rrf", "--weights", "w.json", "-o", "o.run"),
             files={**runs, "w.json": '\ufeff{"t": 2, "u": 1}'}, expect="ok", check=wrote("o.run"), why="rule: a BOM is ignored in any input"),
        Case("letor_input_depth", G, "fuse --letor F --input-depth 5 (was silently ignored)",
             argv=["fuse", "--letor", "f.txt", "--input-depth", "5", "-o", "s.txt"], files={"f.txt": LETOR},
             mention=("--input-depth",), outputs=("s.txt",)),
    ]
    return c


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _killed_stream(folder: Path) -> None:
    """What SIGKILL (the OOM killer) left of a streamed fuse: its partition folder in TMPDIR, named with its pid."""
    (folder / "tmp").mkdir(exist_ok=True)
    left = folder / "tmp" / f"rankagg-stream-{_dead_pid()}-x1y2"
    left.mkdir()
    (left / "f00000-p00000.arrow").write_bytes(b"\0" * 4096)


def _results_dir(make: Callable[[Path], None]) -> Callable[[Path], None]:
    def setup(folder: Path) -> None:
        (folder / "d").mkdir()
        make(folder / "d" / "x.json")
    return setup


def _symlink(target: str, name: str) -> Callable[[Path], None]:
    return lambda folder: os.symlink(target, folder / name)


def _socket(name: str) -> Callable[[Path], None]:
    def setup(folder: Path) -> None:
        import socket

        cwd = os.getcwd()
        os.chdir(folder)  # socket paths are short: bind by a relative name
        try:
            socket.socket(socket.AF_UNIX).bind(name)
        finally:
            os.chdir(cwd)
    return setup


def _killed_dask_driver(folder: Path) -> None:
    """A ``fuse --backend dask`` driver killed by SIGKILL once its cluster is partitioning (``TMPDIR=folder/tmp``);
    its worker processes must exit by themselves (their pids, still alive after 60 s, go to ``stranded.txt``)."""
    big_runs(folder, n_runs=6)
    tmp = folder / "tmp"
    tmp.mkdir(exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(tmp))
    proc = subprocess.Popen([sys.executable, "-m", "rankagg.cli", "fuse", *[f"run{i}.txt" for i in range(6)], "--backend",
                             "dask", "--method", "mc4", "-o", "out.run", "--quiet"], cwd=folder, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 300
    while time.time() < deadline and not list(tmp.glob("rankagg-dask-*")) and proc.poll() is None:
        time.sleep(0.5)
    time.sleep(2)
    children = [int(p) for p in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()] \
        if Path(f"/proc/{proc.pid}/task/{proc.pid}/children").exists() else []
    proc.kill()
    proc.wait()
    deadline = time.time() + 60
    while time.time() < deadline and any(Path(f"/proc/{c}").exists() for c in children):
        time.sleep(1)
    (folder / "stranded.txt").write_text(" ".join(str(c) for c in children if Path(f"/proc/{c}").exists()))


PARTITION_FAULT = """
import errno, os
from rankagg.api import fuse_files
from rankagg.stream import partition, source
def full(*a, **k):
    raise OSError(errno.{code}, "Error writing bytes to file. Detail: [errno " + str(errno.{code}) + "] " + os.strerror(errno.{code}))
partition.partition_file = source.partition_file = full
fuse_files(["a.run", "b.run"], "o.run", method="rrf", stream=True)
"""


# ------------------------------------------------------------ issue 45: a fifth bar, genes, voters and judges
FIFTH_DOMAINS = "45 Unseen inputs: a fifth bar, genes, voters and judges"
# R's RobustRankAggreg 1.2.1 on these inputs (Rscript, read.csv(colClasses="character")), printed with 17 digits
_U5G_MANGLED = ("up,down,screen\n1-Mar,SEPT2,00672\nSEPT2,ENSG00000141510.12,1-Mar\nENSG00000141510.12,1-Mar,SEPT2\n"
                "00672,MARCH1,672\n672,2-Sep,ENSG00000141510.13\nMARCH1,,7157\n")
_U5G_MANGLED_R = [("1-Mar", 0.11111111111111115), ("SEPT2", 0.11111111111111115), ("ENSG00000141510.12", 0.77777777777777757),
                  ("00672", 0.89300411522633760), ("672", 1.0), ("MARCH1", 1.0), ("2-Sep", 1.0),
                  ("ENSG00000141510.13", 1.0), ("7157", 1.0)]
_U5G_MANGLED_N100_R = [("1-Mar", 8.099999999999999e-05), ("SEPT2", 8.099999999999999e-05),
                       ("ENSG00000141510.12", 0.00793799999999999367), ("00672", 0.01401600000000001282),
                       ("672", 0.02175000000000001238), ("MARCH1", 0.03110399999999999623),
                       ("2-Sep", 0.42787500000000011635), ("ENSG00000141510.13", 0.42787500000000011635),
                       ("7157", 0.50824800000000014411)]
# lists of 20,000, 10 and 200 genes (_u5g_lengths): R's first five rows
_U5G_LENGTHS_RRA = [("G29", 1.10224275e-06), ("G22", 8.994e-06), ("G2", 9.91555424999999e-06), ("G40", 2.022975e-05),
                    ("G53", 2.5980522e-05)]
_U5G_LENGTHS_STUART = [("G22", 1.25677125e-07), ("G29", 2.594045e-07), ("G40", 4.52655e-07), ("G1", 8.3838625e-07),
                       ("G53", 1.077316e-06)]
_U5G_LENGTHS_CUT = [("G29", 1.10224275e-06), ("G22", 2.2725e-06), ("G40", 2.8065e-06), ("G53", 4.503e-06),
                    ("G1", 4.875e-06)]  # topCutoff = c(1, 10/20000, 200/20000), N = 20000


def _u5g_lengths(folder: Path) -> None:
    """Three gene lists of 20,000, 10 and 200 genes (a genome-wide screen beside two short published lists)."""
    import numpy as np

    rng = np.random.default_rng(5)
    genes = [f"G{i}" for i in range(20000)]
    cols = [[genes[i] for i in rng.permutation(20000)], [genes[i] for i in rng.permutation(60)[:10]],
            [genes[i] for i in rng.permutation(300)[:200]]]
    rows = ["long\tshort\tmid"] + ["\t".join(c[r] if r < len(c) else "" for c in cols) for r in range(20000)]
    (folder / "l.tsv").write_text("\n".join(rows) + "\n")


def _sig_like_r(want: list[tuple[str, float]], name: str = "o.csv", rel: float = 1e-9) -> Callable[[str, Path], bool]:
    """The significance table's first rows are R's names and Scores (p_value), to ``rel``."""
    def check(out: str, folder: Path) -> bool:
        rows = [ln.split(",") for ln in (folder / name).read_text().splitlines()[1:len(want) + 1]]
        return [r[2] for r in rows] == [w[0] for w in want] and all(
            abs(float(r[4]) - w[1]) <= rel * max(w[1], 1e-300) for r, w in zip(rows, want))
    return check


def _u5g_table(name: str, want: dict[str, float], tol: float = 1e-6) -> Callable[[str, Path], bool]:
    """A comparison table's scores are these (to ``tol``), in this order."""
    def check(out: str, folder: Path) -> bool:
        rows = [ln.split(",") for ln in (folder / name).read_text().splitlines()[1:]]
        return [r[1] for r in rows] == list(want) and all(abs(float(r[2]) - want[r[1]]) <= tol for r in rows)
    return check


def _u5g_kemeny_brute(election: str, out: str = "o.csv") -> Callable[[str, Path], bool]:
    """The table's objective equals the least Kemeny cost over every order, the election read by preflibtools
    (a tie in a vote prefers neither), and its order reaches it."""
    def check(text: str, folder: Path) -> bool:
        import itertools

        from preflibtools.instances import OrdinalInstance

        inst = OrdinalInstance()
        inst.parse_file(str(folder / election))
        alts = sorted(inst.alternatives_name)
        prefer = {(i, j): 0 for i in alts for j in alts}
        for order, count in inst.multiplicity.items():
            seen = [a for cls in order for a in cls]
            for pos, cls in enumerate(order):
                for i in cls:
                    below = [a for c in order[pos + 1:] for a in c] + [a for a in alts if a not in seen]
                    for j in below:
                        prefer[i, j] += count

        def cost(order: tuple) -> int:
            return sum(prefer[order[b], order[a]] for a in range(len(order)) for b in range(a + 1, len(order)))
        best = min(cost(p) for p in itertools.permutations(alts))
        rows = [ln.split(",") for ln in (folder / out).read_text().splitlines()[1:]]
        by_name = {inst.alternatives_name[a]: a for a in alts}
        mine = tuple(by_name[r[4]] for r in sorted(rows, key=lambda r: int(r[3])))
        return float(rows[0][5]) == best == cost(mine)
    return check


def fifth_bar_domains_cases() -> list[Case]:
    """Issue 45's fifth bar, the users beyond search: a bioinformatician's gene lists as GEO, limma, DESeq2 and a
    German Excel leave them (against R's RobustRankAggreg), a preference researcher's PrefLib files, comparison
    tables and arena battles (against preflibtools, choix and arena-rank), and crowd judges."""
    G = FIFTH_DOMAINS
    M = 4.0
    gene_out = ["fuse", "l.csv", "-o", "o.csv", "--quiet"]
    comp = "query,item_a,item_b,outcome\n"
    never = comp + "q,A,B,win\nq,B,C,win\nq,A,C,win\nq,A,B,win\n"
    apart = comp + "q,A,B,win\nq,B,A,win\nq,C,D,win\nq,D,C,loss\n"
    soc_head = "# FILE NAME: e.{k}\n# DATA TYPE: {k}\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: {v}\n# NUMBER UNIQUE ORDERS: {u}\n"
    names3 = "# ALTERNATIVE NAME 1: x\n# ALTERNATIVE NAME 2: y\n# ALTERNATIVE NAME 3: z\n"
    toc = ("# FILE NAME: 00004-00000001.toc\n# TITLE: Netflix Prize Data\n# DESCRIPTION: \n# DATA TYPE: toc\n"
           "# MODIFICATION TYPE: induced\n# RELATES TO: 00004-00000001.dat\n# RELATED FILES: \n"
           "# PUBLICATION DATE: 2013-08-17\n# MODIFICATION DATE: 2022-09-16\n# NUMBER ALTERNATIVES: 3\n"
           "# NUMBER VOTERS: 6\n# NUMBER UNIQUE ORDERS: 3\n# ALTERNATIVE NAME 1: Movie 1\n"
           "# ALTERNATIVE NAME 2: Movie 2\n# ALTERNATIVE NAME 3: Movie 3\n3: 1,{2,3}\n2: {2,3},1\n1: 3,2,1\n")
    arena_rows = [
        ('"q1"', "gpt-4", "claude-1", "model_a", "arena_user_1", '{"sum_user_tokens": 12}', '{"high_freq": false}'),
        ('"q2"', "claude-1", "vicuna-13b", "tie (bothbad)", "arena_user_2", "{}", '{"high_freq": true}'),
        ('"q3"', "vicuna-13b", "gpt-4", "model_b", "arena_user_1", "null", "null"),
        ('"q4"', "gpt-4", "vicuna-13b", "tie", "arena_user_3", "{}", "{}"),
        ('"q5"', "vicuna-13b", "claude-1", "model_a", "arena_user_3", "{}", "{}"),
        ('"q6"', "claude-1", "gpt-4", "model_a", "arena_user_4", "{}", "{}")]
    clean_battle = "[" + ",\n ".join(
        f'{{"question_id": {q}, "model_a": "{a}", "model_b": "{b}", "winner": "{w}", "judge": "{j}", "turn": 1, '
        f'"anony": true, "language": "English", "tstamp": 1682351591.13, "conv_metadata": {m}, "is_code": false, '
        f'"dedup_tag": {d}}}' for q, a, b, w, j, m, d in arena_rows) + "]\n"
    # arena-rank 0.1.1's BradleyTerry(ftol=0, gtol=1e-13, max_iter=20000) on clean_battle
    arena_rank = {"gpt-4": 1059.5863156724013, "vicuna-13b": 1000.0, "claude-1": 940.4136843275987}
    judges_prelude = ("import json, numpy as np, warnings\nrng = np.random.default_rng(0)\n"
                      "S = ['a', 'b', 'c', 'd']; st = dict(zip(S, [1.0, 0.5, 0.0, -0.5])); rows = []\n"
                      "for k in range(12):\n    for _ in range(30):\n        x, y = rng.choice(S, 2, replace=False)\n"
                      "        o = 'win' if rng.random() < 1 / (1 + np.exp(st[y] - st[x])) else 'loss'\n"
                      "        rows.append({'item_a': str(x), 'item_b': str(y), 'outcome': o, 'judge': f'j{k}'})\n")
    ok, bad = api_case_makers(G, "")
    c = [
        # ---- gene lists as a bioinformatician has them
        Case("u5g_genes_excel_semicolon", G, "gene lists saved by a German Excel as CSV: ';' separators, a BOM, CRLF "
             "(was read as one list of whole rows 'TP53;MYC')", argv=gene_out,
             files={"l.csv": "\ufeffstudy1;study2\r\nTP53;MYC\r\nMYC;1-Mar\r\nSEPT2;TP53\r\n"}, mention=("l.csv:1", ";"),
             outputs=("o.csv",), memory_gb=M),
        Case("u5g_genes_excel_decimal_comma", G, "a German Excel export 'Gene;logFC;P.Value' with decimal commas (2,1; 0,001)",
             argv=gene_out, files={"l.csv": "Gene;logFC;P.Value\r\nTP53;2,1;0,001\r\nMYC;-1,5;0,02\r\n"},
             mention=("l.csv:1",), outputs=("o.csv",), memory_gb=M),
        Case("u5g_genes_limma_toptable", G, "limma's topTable written as TSV (ID, logFC, AveExpr, t, P.Value, adj.P.Val, B; "
             "was read as 7 lists whose 'genes' are numbers)", argv=["fuse", "l.tsv", "-o", "o.csv", "--quiet"],
             files={"l.tsv": "ID\tlogFC\tAveExpr\tt\tP.Value\tadj.P.Val\tB\n7157\t2.1\t8.3\t7.1\t1e-6\t0.001\t5.2\n"
                              "672\t1.1\t7.3\t3.1\t1e-3\t0.05\t1.2\n"}, mention=("l.tsv:2", "logFC"), outputs=("o.csv",),
             memory_gb=M),
        Case("u5g_genes_deseq2_csv", G, "DESeq2's write.csv(res): a first header cell \"\" (the row names), stats columns",
             argv=gene_out, files={"l.csv": '"","baseMean","log2FoldChange","pvalue","padj"\n"ENSG00000141510.12",1523.2,2.1,'
                                             '2.5e-12,1.1e-08\n"ENSG00000012048.23",88.1,-1.5,1.8e-04,NA\n'},
             mention=("l.csv:1",), outputs=("o.csv",), memory_gb=M),
        Case("u5g_genes_mangled_names_r", G, "gene names Excel mangles or pads ('1-Mar', 'SEPT2', '2-Sep', Entrez '00672' "
             "beside '672', Ensembl ids with versions .12/.13): R's p-values, every name as written", argv=gene_out,
             files={"l.csv": _U5G_MANGLED}, expect="ok", check=_sig_like_r(_U5G_MANGLED_R), memory_gb=M,
             why="ids are text (R read.csv(colClasses='character')); RRA equals R's aggregateRanks"),
        Case("u5g_genes_mangled_names_n100_r", G, "the same with --param N=100 (the genes measured): R's p-values",
             argv=gene_out + ["--param", "N=100"], files={"l.csv": _U5G_MANGLED}, expect="ok",
             check=_sig_like_r(_U5G_MANGLED_N100_R), memory_gb=M, why="equals R's aggregateRanks(N = 100)"),
        Case("u5g_genes_na_padding", G, "a table whose shorter list is padded with NA (R's write.csv of unequal columns; "
             "was a gene named 'NA')", argv=gene_out, files={"l.csv": "a,b\nTP53,MYC\nMYC,EGFR\nEGFR,NA\n"},
             mention=("l.csv:4", "NA"), outputs=("o.csv",), memory_gb=M),
        Case("u5g_genes_excel_na", G, "a list holding Excel's '#N/A' (a failed VLOOKUP of a probe's symbol)", argv=gene_out,
             files={"l.csv": "a,b\nTP53,MYC\n#N/A,EGFR\nEGFR,TP53\n"}, mention=("l.csv:3", "#N/A"), outputs=("o.csv",),
             memory_gb=M),
        Case("u5g_genes_grp_duplicate", G, "a .grp list naming a gene twice (two probes of one gene, different p-values)",
             argv=["fuse", "a.grp", "b.grp", "-o", "o.csv", "--quiet"],
             files={"a.grp": "TP53\nMYC\nTP53\n", "b.grp": "MYC\nTP53\n"}, mention=("a.grp:3", "TP53"), outputs=("o.csv",),
             memory_gb=M),
        Case("u5g_genes_lengths_rra_r", G, "RRA of lists of 20,000, 10 and 200 genes: R's first five p-values",
             argv=["fuse", "l.tsv", "-o", "o.csv", "--quiet"], setup=_u5g_lengths, expect="ok",
             check=_sig_like_r(_U5G_LENGTHS_RRA), memory_gb=M, why="equals R's aggregateRanks(method = 'RRA')"),
        Case("u5g_genes_lengths_stuart_r", G, "Stuart of lists of 20,000, 10 and 200 genes: R's first five Q",
             argv=["fuse", "l.tsv", "--method", "stuart", "-o", "o.csv", "--quiet"], setup=_u5g_lengths, expect="ok",
             check=_sig_like_r(_U5G_LENGTHS_STUART), memory_gb=M, why="equals R's aggregateRanks(method = 'stuart')"),
        Case("u5g_genes_top_cutoff_r", G, "RRA with topCutoff c(1, 10/20000, 200/20000) and N = 20000 (the two short "
             "lists are tops of genome-wide rankings): R's p-values",
             argv=["fuse", "l.tsv", "-o", "o.csv", "--quiet", "--param", "N=20000", "--param",
                   "top_cutoff=[1, 0.0005, 0.01]"], setup=_u5g_lengths, expect="ok", check=_sig_like_r(_U5G_LENGTHS_CUT),
             memory_gb=M, why="equals R's aggregateRanks(topCutoff = ...)"),
        Case("u5g_genes_top_cutoff_short", G, "top_cutoff with 2 cuts for 3 lists (R recycles it silently)",
             argv=gene_out + ["--param", "top_cutoff=[1, 0.5]"], files={"l.csv": "a,b,c\nTP53,MYC,EGFR\nMYC,TP53,KRAS\n"},
             mention=("top_cutoff",), outputs=("o.csv",), memory_gb=M),
        Case("u5g_genes_top_cutoff_zero", G, "top_cutoff=0 (R: 'Elements of r must be smaller than elements of sigma')",
             argv=gene_out + ["--param", "top_cutoff=0"], files={"l.csv": "a,b,c\nTP53,MYC,EGFR\nMYC,TP53,KRAS\n"},
             mention=("top_cutoff",), outputs=("o.csv",), memory_gb=M),
        Case("u5g_genes_same_name_two_grp", G, "two .grp files whose first lines both say '#NAME up'",
             argv=["fuse", "a.grp", "b.grp", "-o", "o.csv", "--quiet"],
             files={"a.grp": "#NAME up\nTP53\nMYC\n", "b.grp": "#NAME up\nMYC\nTP53\n"}, mention=("a.grp", "b.grp"),
             outputs=("o.csv",), memory_gb=M),
        Case("u5g_genes_grp_beside_table", G, "a .grp list beside a two-column table (one list per file and a table "
             "together): R's p-values over the three lists", argv=["fuse", "a.grp", "l.csv", "-o", "o.csv", "--quiet"],
             files={"a.grp": "BRCA1\nTP53\nEGFR\nMYC\n", "l.csv": "x,y\nTP53,EGFR\nMYC,TP53\nKRAS,\n"}, expect="ok",
             check=_sig_like_r([("TP53", 0.19200000000000009), ("BRCA1", 1.0), ("EGFR", 1.0), ("MYC", 1.0), ("KRAS", 1.0)]),
             memory_gb=M, why="equals R's aggregateRanks(list(a, x, y))"),
        ok("u5g_genes_api_lengths_top_cutoff", "significance() of the 20,000/10/200 lists with top_cutoff and N",
           "from rankagg.api.gene_lists import read_gene_lists, significance\n"
           "t = significance(read_gene_lists('l.tsv'), 'rra', N=20000, top_cutoff=[1, 10 / 20000, 200 / 20000])\n"
           f"want = {_U5G_LENGTHS_CUT!r}\n"
           "print('same' if all(t['item'][i] == n and abs(t['p_value'][i] - p) < 1e-9 * p for i, (n, p) in enumerate(want))"
           " else t.head())\n", "equals R's aggregateRanks(topCutoff = ...)"),
    ]
    c[-1].setup = _u5g_lengths
    c += [
        # ---- PrefLib elections as preflib.org serves them
        Case("u5g_preflib_old_format", G, "a PrefLib .soc in the format before 2022 (a count line, '1,Alice' names)",
             argv=["fuse", "e.soc", "-o", "o.csv", "--quiet"],
             files={"e.soc": "3\n1,Alice\n2,Bob\n3,Carol\n5,5,2\n3,1,2,3\n2,3,1,2\n"}, mention=("e.soc",),
             outputs=("o.csv",), memory_gb=M),
        Case("u5g_preflib_netflix_toc_kemeny", G, "a .toc with preflib.org's full header (empty DESCRIPTION, MODIFICATION "
             "TYPE, RELATES TO) and ties {2,3}: Kemeny's objective = brute force on preflibtools' reading",
             argv=["fuse", "e.toc", "-o", "o.csv", "--quiet"], files={"e.toc": toc}, expect="ok",
             check=_u5g_kemeny_brute("e.toc"), memory_gb=M, why="the exact Kemeny cost over all 6 orders"),
        Case("u5g_preflib_toi_all_tied", G, "a .toi whose every voter ties all three alternatives ({1,2,3}): Kemeny cost 0",
             argv=["fuse", "e.toi", "-o", "o.csv", "--quiet"],
             files={"e.toi": soc_head.format(k="toi", v=3, u=1) + names3 + "3: {1,2,3}\n"}, expect="ok",
             check=_u5g_kemeny_brute("e.toi"), memory_gb=M, why="no voter prefers anything: every order costs 0"),
        Case("u5g_preflib_soi_kemeny_partial", G, "a .soi with multiplicities and voters that rank 1 or 2 of 3: "
             "kemeny(unranked=below)'s objective = brute force (unranked below ranked, tied)",
             argv=["fuse", "e.soi", "--method", "kemeny(solver=exact,unranked=below)", "-o", "o.csv", "--quiet"],
             files={"e.soi": soc_head.format(k="soi", v=6, u=3) + names3 + "3: 3\n2: 1,2\n1: 2\n"}, expect="ok",
             check=_u5g_kemeny_brute("e.soi"), memory_gb=M, why="the exact Kemeny cost over all 6 orders"),
        Case("u5g_preflib_soc_borda_hand", G, "Borda of a .soc (2: x>y>z, 1: z>x>y): x first with 5 points of 6 "
             "(y and z 2 each)", argv=["fuse", "e.soc", "--method", "borda", "-o", "o.csv", "--quiet"],
             files={"e.soc": soc_head.format(k="soc", v=3, u=2) + names3 + "2: 1,2,3\n1: 3,1,2\n"}, expect="ok",
             check=lambda out, f: [r.split(",")[1] for r in (f / "o.csv").read_text().splitlines()[1:]][0] == "x"
             and len({float(r.split(",")[2]) for r in (f / "o.csv").read_text().splitlines()[2:]}) == 1,
             memory_gb=M, why="Borda by hand: x 2*2+1, y 2*1, z 2*1"),
        # ---- comparison tables
        Case("u5g_comp_winner_loser_count", G, "a choix-style comparison table 'winner,loser,count' (was read as gene "
             "lists: 'item A appears twice in list winner')", argv=["fuse", "w.csv", "-o", "o.csv", "--quiet"],
             files={"w.csv": "winner,loser,count\nA,B,3\nB,C,2\nA,C,1\n"}, mention=("w.csv:1", "outcome"),
             outputs=("o.csv",), memory_gb=M),
        Case("u5g_comp_winner_loser_unique", G, "a 'winner,loser' table whose rows repeat no item (was ranked silently as "
             "two gene lists by RRA)", argv=["fuse", "w.csv", "-o", "o.csv", "--quiet"],
             files={"w.csv": "winner,loser\nA,B\nC,D\n"}, mention=("w.csv:1", "outcome"), outputs=("o.csv",), memory_gb=M),
        Case("u5g_comp_never_wins_davidson", G, "davidson on comparisons where C never wins (Bradley-Terry's MLE does not "
             "exist: was a score of -28.4 where the solver stopped, unsaid)",
             argv=["fuse", "c.csv", "--method", "davidson", "-o", "o.csv", "--quiet"], files={"c.csv": never},
             expect="ok", warns="maximum-likelihood", check=wrote("o.csv"), memory_gb=M,
             why="the order is right (A, B, C); the warning says the scores are not an MLE"),
        Case("u5g_comp_disconnected_davidson", G, "davidson on two groups of items never compared with each other "
             "({A, B} and {C, D}: the scores' offset between the groups is arbitrary, was unsaid)",
             argv=["fuse", "c.csv", "--method", "davidson", "-o", "o.csv", "--quiet"], files={"c.csv": apart},
             expect="ok", warns="maximum-likelihood", check=wrote("o.csv"), memory_gb=M,
             why="the warning says the groups cannot be compared"),
        Case("u5g_comp_never_wins_alpha", G, "davidson(alpha=0.1) on the same (choix's penalty: a finite optimum): "
             "A > B > C, no warning", argv=["fuse", "c.csv", "--method", "davidson(alpha=0.1)", "-o", "o.csv"],
             files={"c.csv": never}, expect="ok",
             check=lambda out, f: [r.split(",")[1] for r in (f / "o.csv").read_text().splitlines()[1:]] == ["A", "B", "C"],
             memory_gb=M, why="penalised: the optimum exists"),
        ok("u5g_comp_rank_centrality_choix", "rank_centrality of a strongly connected table = choix.rank_centrality "
           "(centred logs)",
           "import choix, numpy as np\nfrom rankagg.api.preferences import fuse_comparisons\n"
           "rows = [('A','B','win'),('B','C','win'),('C','A','win'),('A','C','win'),('A','B','win'),('B','D','win'),"
           "('D','A','win'),('C','D','loss')]\n"
           "open('c.csv','w').write('query,item_a,item_b,outcome\\n' + ''.join(f'q,{a},{b},{o}\\n' for a,b,o in rows))\n"
           "t = fuse_comparisons('c.csv', 'rank_centrality')\nidx = {k: i for i, k in enumerate('ABCD')}\n"
           "data = [(idx[a], idx[b]) if o == 'win' else (idx[b], idx[a]) for a, b, o in rows]\n"
           "ref = choix.rank_centrality(4, data); ref -= ref.mean()\n"
           "got = dict(zip(t['item'], t['score']))\n"
           "print('same' if all(abs(got[k] - ref[i]) < 1e-6 for k, i in idx.items()) else (got, ref))\n",
           "equals choix's rank centrality"),
        ok("u5g_comp_davidson_choix_mle", "davidson on comparisons without ties = Bradley-Terry's MLE "
           "(choix.opt_pairwise, alpha 0) to 1e-5",
           "import choix, numpy as np\nfrom rankagg.api.preferences import fuse_comparisons\n"
           "rows = [('A','B','win')]*3 + [('B','A','win')] + [('B','C','win')]*2 + [('C','B','win')] + "
           "[('C','A','win'),('A','C','win'),('A','C','win'),('D','A','win'),('B','D','win'),('D','C','win'),('C','D','win')]\n"
           "open('c.csv','w').write('query,item_a,item_b,outcome\\n' + ''.join(f'q,{a},{b},{o}\\n' for a,b,o in rows))\n"
           "t = fuse_comparisons('c.csv', 'davidson')\nidx = {k: i for i, k in enumerate('ABCD')}\n"
           "ref = choix.opt_pairwise(4, [(idx[a], idx[b]) for a, b, o in rows], alpha=0.0, tol=1e-12); ref -= ref.mean()\n"
           "got = dict(zip(t['item'], t['score'])); m = np.mean(list(got.values()))\n"
           "print('same' if all(abs(got[k] - m - ref[i]) < 1e-5 for k, i in idx.items()) else (got, ref))\n",
           "no ties: Davidson's model is Bradley-Terry's"),
        ok("u5g_comp_count_equals_rows", "a comparison row with count 3 = the row written three times (davidson scores "
           "bit for bit)",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "open('a.csv','w').write('query,item_a,item_b,outcome,count\\nq,A,B,win,3\\nq,B,A,win,1\\nq,B,C,tie,2\\nq,C,A,win,1\\n')\n"
           "open('b.csv','w').write('query,item_a,item_b,outcome\\n' + 'q,A,B,win\\n' * 3 + 'q,B,A,win\\n' + 'q,B,C,tie\\n' * 2 + "
           "'q,C,A,win\\n')\n"
           "a, b = fuse_comparisons('a.csv'), fuse_comparisons('b.csv')\n"
           "print('same' if a.round(9).equals(b.round(9)) else (a, b))\n", "count is the row repeated (documented)"),
        Case("u5g_battles_self", G, "an arena battle of a model against itself (JSONL line 2)",
             argv=["fuse", "b.jsonl", "-o", "o.csv", "--quiet"],
             files={"b.jsonl": '{"model_a": "gpt", "model_b": "claude", "winner": "model_a"}\n'
                               '{"model_a": "gpt", "model_b": "gpt", "winner": "tie"}\n'},
             mention=("b.jsonl:2",), outputs=("o.csv",), memory_gb=M),
        # ---- arena battles
        Case("u5g_battles_clean_battle_json", G, "a clean_battle_*.json as LMArena publishes it (nested conv_metadata, "
             "dedup_tag, null, 'tie (bothbad)'): the ratings of arena-rank 0.1.1 run to convergence",
             argv=["fuse", "b.json", "--bootstrap", "0", "-o", "o.csv", "--quiet"], files={"b.json": clean_battle},
             expect="ok", check=_u5g_table("o.csv", arena_rank), memory_gb=M, why="equals arena-rank's BradleyTerry"),
        ok("u5g_battles_bothbad_as_tie", "every 'tie' written 'tie (bothbad)': the same arena ratings bit for bit",
           "from rankagg.api.preferences import fuse_comparisons\nimport json\n"
           "b = [json.loads(x) for x in open('b.jsonl')]\n"
           "c = [dict(x, winner='tie (bothbad)' if x['winner'] == 'tie' else x['winner']) for x in b]\n"
           "p, q = fuse_comparisons(b, 'arena'), fuse_comparisons(c, 'arena')\n"
           "print('same' if p.equals(q) else (p, q))\n", "both ties are half a win each way (arena-rank)",
           files={"b.jsonl": "".join(json.dumps({"model_a": a, "model_b": b, "winner": w}) + "\n" for a, b, w in
                                     [("x", "y", "tie"), ("y", "z", "model_a"), ("z", "x", "model_a"), ("x", "y", "model_a"),
                                      ("z", "y", "tie"), ("x", "z", "model_b")])}),
        Case("u5g_battles_never_wins", G, "arena battles where llama loses every battle (no finite rating: was "
             "a rating where the solver stopped, unsaid)", argv=["fuse", "b.csv", "--bootstrap", "0", "-o", "o.csv", "--quiet"],
             files={"b.csv": "model_a,model_b,winner\ngpt,claude,model_a\nclaude,llama,model_a\ngpt,llama,model_a\n"
                             "claude,gpt,model_a\n"},
             expect="ok", warns="maximum-likelihood", check=wrote("o.csv"), memory_gb=M,
             why="arena-rank has no penalty either; the warning says the ratings are not an MLE"),
        Case("u5g_battles_disconnected", G, "two arenas never matched against each other (gpt/claude and llama/mistral)",
             argv=["fuse", "b.csv", "--bootstrap", "0", "-o", "o.csv", "--quiet"],
             files={"b.csv": "model_a,model_b,winner\ngpt,claude,model_a\nclaude,gpt,model_a\nllama,mistral,model_a\n"
                             "mistral,llama,tie\nmistral,llama,model_a\n"},
             expect="ok", warns="maximum-likelihood", check=wrote("o.csv"), memory_gb=M,
             why="the warning says the two groups' ratings cannot be compared"),
        # ---- crowd judges
        Case("u5g_judges_column_twice", G, "a comparison CSV with two 'judge' columns (a merge of two annotation exports)",
             argv=["fuse", "c.csv", "-o", "o.csv", "--quiet"],
             files={"c.csv": "query,item_a,item_b,outcome,judge,judge\nq,A,B,win,j1,j2\nq,B,C,win,j1,j2\n"},
             mention=("c.csv:1", "judge"), outputs=("o.csv",), memory_gb=M),
        Case("u5g_judges_one_judge_bootstrap", G, "--bootstrap 50 of comparisons all by one judge (no spread to redraw)",
             argv=["fuse", "c.csv", "--bootstrap", "50", "-o", "o.csv", "--quiet"],
             files={"c.csv": comp.replace("outcome", "outcome,judge") + "q,A,B,win,j\nq,B,C,win,j\nq,C,A,win,j\n"},
             mention=("c.csv", "2 judges"), outputs=("o.csv",), memory_gb=M),
        ok("u5g_judges_item_one_worker", "bootstrap by judges where item e is compared by one worker only (2 comparisons "
           "among 362): a warning, not an interval narrower than the well-judged items' (was silent)",
           judges_prelude + "rows += [{'item_a': 'e', 'item_b': 'a', 'outcome': 'win', 'judge': 'j0'}, "
           "{'item_a': 'e', 'item_b': 'b', 'outcome': 'loss', 'judge': 'j0'}]\n"
           "from rankagg.api.preferences import fuse_comparisons\n"
           "with warnings.catch_warnings(record=True) as w:\n    warnings.simplefilter('always')\n"
           "    t = fuse_comparisons(rows, 'davidson', bootstrap=100)\n"
           "print('warned' if any('one judge' in str(x.message) and \"'e'\" in str(x.message) for x in w) else t)\n",
           "an item seen by one unit keeps its full-sample score in the redraws without it", want="warned"),
        ok("u5g_judges_all_tie_worker", "davidson(judges=True) with a worker who answers 'tie' to everything: finite "
           "scores and discriminations, the true order a > b > c > d",
           judges_prelude + "rows += [{'item_a': str(x), 'item_b': str(y), 'outcome': 'tie', 'judge': 'lazy'} for x, y "
           "in [rng.choice(S, 2, replace=False) for _ in range(30)]]\n"
           "from rankagg.methods.comparisons.aggregate import aggregate_comparisons\n"
           "from rankagg.io.pairwise import comparisons_from_frame\n"
           "r = aggregate_comparisons(comparisons_from_frame(rows), 'davidson(judges=True)')\n"
           "j = r.judge_table()\n"
           "order = [r.items[0][i] for i in np.argsort(r.ranks[0])]\n"
           "print('same' if order == S and np.isfinite(r.scores[0]).all() and np.isfinite(j['discrimination']).all() "
           "else (order, j))\n", "a worker with no preference carries no order"),
        ok("u5g_judges_trailing_blank_name", "judge 'alice' and 'alice ' (a trailing blank from a spreadsheet): one judge",
           "from rankagg.methods.comparisons.aggregate import aggregate_comparisons\n"
           "from rankagg.io.pairwise import read_comparisons\n"
           "open('c.csv','w').write('query,item_a,item_b,outcome,judge\\nq,A,B,win,alice\\nq,B,C,win,alice \\n"
           "q,C,A,loss,bob\\nq,A,B,tie,bob\\n')\n"
           "r = aggregate_comparisons(read_comparisons('c.csv'), 'davidson(judges=True)')\n"
           "print('same' if sorted(r.judge_table()['judge']) == ['alice', 'bob'] else r.judge_table())\n",
           "ASCII blanks at a value's ends are dropped (documented)"),
    ]
    return c


SIXTH_LEARNING = "45 Unseen inputs: a sixth bar, learning and models"
# the prelude of the learning cases: ``cli`` runs rankagg (a failure ends the case with its last stderr line and
# status), ``trec`` is pytrec_eval's per-query value of a run file (trec_eval's code), ``edited`` trains a model,
# applies ``edit`` to its JSON document and applies the edited file with fuse --model
_U6L = """
import json, os, subprocess, sys, warnings
warnings.simplefilter('ignore')
rk = [sys.executable, '-m', 'rankagg.cli']
RUNS = ['a.run', 'b.run', 'c.run']
def cli(*a, env=None):
    r = subprocess.run(rk + list(a), capture_output=True, text=True, env=None if env is None else {**os.environ, **env})
    if r.returncode:
        print(r.stderr.strip().splitlines()[-1] if r.stderr.strip() else f'exit {r.returncode}', file=sys.stderr)
        sys.exit(r.returncode)
    return r.stdout
def lines(name):
    return [ln for ln in open(name).read().splitlines() if ln.strip()]
def trec(run, qrels, m='ndcg_cut.10'):
    import pytrec_eval
    ev = pytrec_eval.RelevanceEvaluator(pytrec_eval.parse_qrel(lines(qrels)), {m})
    return {q: v[m.replace('.', '_')] for q, v in ev.evaluate(pytrec_eval.parse_run(lines(run))).items()}
def mean(d):
    return sum(d.values()) / len(d)
def near(a, b):
    return abs(a - b) <= 1e-12 * max(1.0, abs(b))
def regrade(src, dst, fn):  # qrels src with each grade g replaced by fn(q, doc, g)
    out = [ln.split() for ln in lines(src)]
    open(dst, 'w').write(''.join(f'{q} {z} {d} {fn(q, d, int(g))}\\n' for q, z, d, g in out))
def train(method, out, *extra, env=None, qrels='q.txt', runs=RUNS):
    cli('train', *runs, '--qrels', qrels, '--method', method, '--folds', '0', '--quiet', *extra, '-o', out, env=env)
def edited(method, edit, name='e.json'):
    train(method, 'm.json')
    doc = json.load(open('m.json'))
    edit(doc['fitted'])
    json.dump(doc, open(name, 'w'))
    cli('fuse', *RUNS, '--model', name, '--quiet', '-o', 'o.run')
def same_bytes(*names):
    return len({open(n, 'rb').read() for n in names}) == 1
"""
# a LETOR set cut to its first N queries per subset (in-process; the README's five subsets)
_U6L_LETOR = """
import gzip, numpy as np
from rankagg.io.datasets import LetorDataset, load_letor_agg, FOLDS
FULL = load_letor_agg('MQ2008-agg')
def small(n=12, subsets=None):
    subsets = subsets or FULL.subsets
    return LetorDataset(name='MQ2008-agg', subsets=tuple(s.select_queries(np.arange(min(n, s.n_queries))) for s in subsets))
def first_queries(n):
    # each S file's lines of its first n queries (the files are grouped by query), as text: S[1..5]
    S = {}
    for i in range(1, 6):
        keep, out = [], []
        for ln in gzip.open(f"{os.environ['RANKAGG_DATA']}/letor4-agg/MQ2008-agg/S{i}.txt.gz", 'rt'):
            q = ln.split()[1]
            keep += [] if q in keep else [q]
            out += [ln] if q in keep[:n] else []
        S[i] = ''.join(out)
    return S
def fold_layout(S, root, vali=None):
    # the README's Fold1..5/{train,vali,test}.txt layout of S under root/X; vali: {fold: subset} replacing its own
    for k, (tr, va, te) in enumerate(FOLDS, 1):
        os.makedirs(f'{root}/X/Fold{k}', exist_ok=True)
        open(f'{root}/X/Fold{k}/train.txt', 'w').write(''.join(S[i] for i in tr))
        open(f'{root}/X/Fold{k}/vali.txt', 'w').write(S[(vali or {}).get(k, va)])
        open(f'{root}/X/Fold{k}/test.txt', 'w').write(S[te])
"""

# NDCG@10 by the LETOR README's conventions, written from it: 2^l - 1 gains, discount 1 at ranks 1 and 2 then
# log 2 / log r, a stable sort (file order on ties), a query of fewer than 10 documents counts 0
_U6L_NDCG = """
import math
from rankagg.methods.registry import make_method
def ndcg10(labels, scores):
    if len(labels) < 10:
        return 0.0
    order = sorted(range(len(labels)), key=lambda i: -scores[i])
    disc = lambda r: 1.0 if r <= 2 else math.log(2) / math.log(r)
    dcg = sum((2 ** labels[i] - 1) * disc(r) for r, i in enumerate(order[:10], 1))
    ideal = sum((2 ** g - 1) * disc(r) for r, g in enumerate(sorted(labels, reverse=True)[:10], 1))
    return dcg / ideal if ideal else 0.0
def per_query(sub, scores):
    return [ndcg10(sub.labels[sub.offsets[q]:sub.offsets[q + 1]].tolist(), scores[sub.offsets[q]:sub.offsets[q + 1]].tolist())
            for q in range(sub.n_queries)]
"""


def _u6l_npz_edit(method: str, edit: str) -> str:
    """Train ``method`` to m.npz, rewrite its members by ``edit`` (a statement over ``members``: name -> bytes,
    ``other``: the members of the same method trained on runs a and b only) into e.npz, and apply e.npz."""
    return (f"train({method!r}, 'm.npz')\ntrain({method!r}, 'two.npz', runs=['a.run', 'b.run'])\n"
            "import zipfile\nmembers = {n: zipfile.ZipFile('m.npz').read(n) for n in zipfile.ZipFile('m.npz').namelist()}\n"
            "other = {n: zipfile.ZipFile('two.npz').read(n) for n in zipfile.ZipFile('two.npz').namelist()}\n"
            f"{edit}\n"
            "with zipfile.ZipFile('e.npz', 'w') as z:\n    [z.writestr(n, b) for n, b in members.items()]\n"
            "cli('fuse', *RUNS, '--model', 'e.npz', '--quiet', '-o', 'o.run')\n")


def sixth_bar_learning_cases() -> list[Case]:
    """Issue 45's sixth bar: the supervised and learnt paths as a preference-learning / learning-to-rank researcher
    drives them (``rankagg train``, ``tune``, ``calibrate``, ``fuse --model``, ``Fuser.from_model``, the LETOR folds
    and the five-fold protocol).  Each case checks the ANSWER against an independent value (pytrec_eval's measures,
    a brute-force search, the LETOR README's folds, the same model trained on other bytes of the same content) or
    is a clean refusal naming the file and the field; every case is small (three runs of 8 queries, or 12 queries
    per LETOR subset)."""
    ok, bad = api_case_makers(SIXTH_LEARNING, _U6L, memory_gb=4.0, timeout=120)
    J = _judged_runs()
    cases = [
        # ---------------------------------------------------------------- what tune and train say, against trec_eval
        ok("u6l_tune_reference_values_trec", "tune's recorded default, untuned-RRF and per-run nDCG@10 against pytrec_eval of "
           "the fused and input runs", "cli('tune', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 'm.json')\n"
           "m = json.load(open('m.json'))\ncli('fuse', *RUNS, '--quiet', '-o', 'd.run')\n"
           "cli('fuse', *RUNS, '--method', 'rrf(k=60)', '--quiet', '-o', 'r.run')\n"
           "want = [mean(trec('d.run', 'q.txt')), mean(trec('r.run', 'q.txt'))] + [mean(trec(r, 'q.txt')) for r in RUNS]\n"
           "got = [m['cv_default'], m['family_cv']['untuned']] + [m['run_scores'][r[0]] for r in RUNS]\n"
           "print('as trec_eval' if all(map(near, got, want)) else f'FAULTS {got} where {want}')",
           "accepted: every value tune prints is trec_eval's nDCG@10 of a run rankagg fuse writes", want="as trec_eval",
           files={}),
        ok("u6l_tune_grades_0_to_4_trec", "tune on qrels graded 0..4: its default and per-run values are trec_eval's "
           "(gain = grade, not 2^grade - 1)",
           "import random\nrnd = random.Random(5)\nregrade('q.txt', 'g.txt', lambda q, d, g: rnd.choice([0, 1, 2, 3, 4]))\n"
           "cli('tune', *RUNS, '--qrels', 'g.txt', '--quiet', '-o', 'm.json')\nm = json.load(open('m.json'))\n"
           "cli('fuse', *RUNS, '--quiet', '-o', 'd.run')\n"
           "want = [mean(trec('d.run', 'g.txt'))] + [mean(trec(r, 'g.txt')) for r in RUNS]\n"
           "got = [m['cv_default']] + [m['run_scores'][r[0]] for r in RUNS]\n"
           "print('as trec_eval' if all(map(near, got, want)) else f'FAULTS {got} where {want}')",
           "accepted: trec_eval's nDCG gain is the grade itself", want="as trec_eval"),
        ok("u6l_tune_odd_qrels_trec", "tune on qrels with a query judged all 0, a query with one judged document and a "
           "judged query 99 no run has: the values over trec_eval's 8 queries",
           "rows = [ln for ln in lines('q.txt') if ln.split()[0] not in ('3', '4')]\n"
           "rows += [f'3 0 d{i} 0' for i in range(5)] + ['4 0 d7 1', '99 0 d1 2', '99 0 d2 1']\n"
           "open('o.txt', 'w').write('\\n'.join(rows) + '\\n')\n"
           "cli('tune', *RUNS, '--qrels', 'o.txt', '--quiet', '-o', 'm.json')\nm = json.load(open('m.json'))\n"
           "cli('fuse', *RUNS, '--quiet', '-o', 'd.run')\nv = trec('d.run', 'o.txt')\n"
           "print('as trec_eval' if len(v) == 8 == m['n_queries'] and near(m['cv_default'], mean(v)) else f'FAULTS {m[\"n_queries\"]} {m[\"cv_default\"]} where {len(v)} {mean(v)}')",
           "accepted: trec_eval counts a query whose judgements are all 0 (nDCG 0) and skips a judged query no run has",
           want="as trec_eval"),
        ok("u6l_tune_params_brute_force", "tune --method rrf --search params --if-no-gain tuned: the k written is the "
           "grid's best mean nDCG@10 by pytrec_eval (first in grid order on ties)",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--search', 'params', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "m = json.load(open('m.json'))\nimport rankagg\nfrom rankagg.methods.registry import method_class\n"
           "best, best_k = -1.0, None\n"
           "from rankagg.api import fuse_files\n"
           "for k in method_class('rrf').param_grid['k']:\n"
           "    fuse_files(RUNS, 'k.run', method=f'rrf(k={k})')  # the writer of rankagg fuse, in process\n"
           "    v = mean(trec('k.run', 'q.txt'))\n"
           "    if v > best + 1e-12:\n        best, best_k = v, k\n"
           "got = m['params'].get('k')\n"
           "print('the brute-force k' if got is not None and float(got) == float(best_k) else f'FAULTS k={got} where {best_k} ({m[\"family\"]})')",
           "accepted: the params family is RRF's k maximising the training mean", want="the brute-force k"),
        ok("u6l_tune_negative_grades_same_model", "tune --method rrf on qrels where every 0 is written -1 or -2 (TREC's 'not relevant' "
           "grades): the same model bytes as with 0",
           "import random\nrnd = random.Random(7)\nregrade('q.txt', 'n.txt', lambda q, d, g: g if g > 0 else rnd.choice([0, -1, -2]))\n"
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--quiet', '-o', 'm.json')\n"
           "cli('tune', *RUNS, '--qrels', 'n.txt', '--method', 'rrf', '--quiet', '-o', 'n.json')\n"
           "print('same model' if same_bytes('m.json', 'n.json') else 'DIFFERENT models')",
           "accepted: trec_eval reads a negative grade as judged and not relevant", want="same model"),
        ok("u6l_train_negative_grades_same_model", "train pooled and lr_agg on qrels with -1/-2 for not relevant: the same "
           "model bytes as with 0 (LambdaMART's labels are not shifted)",
           "import random\nrnd = random.Random(7)\nregrade('q.txt', 'n.txt', lambda q, d, g: g if g > 0 else rnd.choice([0, -1, -2]))\n"
           "bad = []\nfor m in ('pooled', 'lr_agg'):\n"
           "    train(m, 'm.json'); train(m, 'n.json', qrels='n.txt')\n"
           "    bad += [] if same_bytes('m.json', 'n.json') else [m]\n"
           "print('same models' if not bad else f'DIFFERENT models {bad}')",
           "accepted: a negative grade is judged not relevant, as grade 0", want="same models"),
        ok("u6l_train_qrels_extra_queries_same_model", "train pooled on qrels that also judge queries 90 and 91, which no "
           "run has: the same model bytes",
           "open('x.txt', 'w').write(open('q.txt').read() + '90 0 d1 2\\n90 0 d2 1\\n91 0 d3 1\\n')\n"
           "train('pooled', 'm.json'); train('pooled', 'x.json', qrels='x.txt')\n"
           "print('same model' if same_bytes('m.json', 'x.json') else 'DIFFERENT models')",
           "accepted: judgements of topics without runs take no part (trec_eval skips them)", want="same model"),
        ok("u6l_train_unjudged_run_topics_same_model", "train pooled and rags_top on runs that also hold topics 0 and 9, "
           "judged by nobody: the same model bytes (an unjudged topic is not a topic of nothing relevant)",
           "for r in RUNS:\n"
           "    text = open(r).read()\n"
           "    open('u' + r, 'w').write(text.replace('\\n1 Q0', '\\n1 Q0', 1) + ''.join(ln.replace('1 Q0', '0 Q0', 1) + '\\n' for ln in text.splitlines() if ln.startswith('1 ')) "
           "+ ''.join(ln.replace('2 Q0', '9 Q0', 1) + '\\n' for ln in text.splitlines() if ln.startswith('2 ')))\n"
           "bad = []\nfor m in ('pooled', 'rags_top'):\n"
           "    train(m, 'm.json'); train(m, 'u.json', runs=['u' + r for r in RUNS])\n"
           "    bad += [] if same_bytes('m.json', 'u.json') else [m]\n"
           "print('same models' if not bad else f'DIFFERENT models {bad}')",
           "accepted: a learner fits the judged topics only", want="same models"),
        ok("u6l_tune_unjudged_run_topics_same_model", "tune --method rrf on runs that also hold a topic 0 judged by nobody: the same "
           "model bytes",
           "for r in RUNS:\n"
           "    text = open(r).read()\n"
           "    open('u' + r, 'w').write(text + ''.join(ln.replace('1 Q0', '0 Q0', 1) + '\\n' for ln in text.splitlines() if ln.startswith('1 ')))\n"
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--quiet', '-o', 'm.json')\n"
           "cli('tune', *['u' + r for r in RUNS], '--qrels', 'q.txt', '--method', 'rrf', '--quiet', '-o', 'u.json')\n"
           "a, b = json.load(open('m.json')), json.load(open('u.json'))\n"
           "print('same model' if a == b else 'DIFFERENT models ' + str([k for k in a if a[k] != b.get(k)]))",
           "accepted: tune measures the judged topics only", want="same model"),
        ok("u6l_not_shipped_model_is_the_default", "tune and train where learning does not ship (these qrels): fuse --model "
           "writes the bytes of fuse with no option", "cli('tune', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 't.json')\n"
           "cli('train', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 'r.json')\n"
           "kept = [json.load(open(m))['kept'] for m in ('t.json', 'r.json')]\n"
           "cli('fuse', *RUNS, '--tag', 'x', '--quiet', '-o', 'd.run')\n"
           "for m in ('t', 'r'):\n    cli('fuse', *RUNS, '--model', f'{m}.json', '--tag', 'x', '--quiet', '-o', f'{m}.run')\n"
           "print('the default itself' if kept == ['default', 'default'] and same_bytes('d.run', 't.run', 'r.run') else f'DIFFERENT {kept}')",
           "accepted: when the expected gain is not shown, the model is the label-free default (docs/learning.md)",
           want="the default itself"),
        ok("u6l_shipped_tune_above_default", "tune where the rule ships (a query judged all 0 and one with one judgement): "
           "the shipped family's held-out value is the estimate, above the default's, with a positive lower bound; "
           "the written fusion is that family's fit on every judged query (by pytrec_eval)",
           "rows = [ln for ln in lines('q.txt') if ln.split()[0] not in ('3', '4')]\n"
           "rows += [f'3 0 d{i} 0' for i in range(5)] + ['4 0 d7 1']\nopen('o.txt', 'w').write('\\n'.join(rows) + '\\n')\n"
           "cli('tune', *RUNS, '--qrels', 'o.txt', '--quiet', '-o', 'm.json')\nm = json.load(open('m.json'))\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'f.run')\n"
           "checks = [m['kept'] == 'tuned', near(m['family_cv'][m['family']], m['cv_estimate']), m['cv_estimate'] > m['cv_default'],\n"
           "          m['decision']['gain_lower_bound'] > 0, near(m['train_score'], mean(trec('f.run', 'o.txt')))]\n"
           "print('shipped above the default' if all(checks) else f'FAULTS {checks} {m[\"kept\"]} {m[\"family\"]}')",
           "accepted: learning that never hurts: shipped only with a positive lower bound of the held-out gain",
           want="shipped above the default"),
        bad("u6l_tune_duplicate_judgement", "tune on qrels judging one document of query 1 twice (grades 0 and 2)",
            "rows = lines('q.txt')\nq, z, d, g = rows[0].split()\n"
            "open('d.txt', 'w').write('\\n'.join(rows + [f'{q} 0 {d} 2']) + '\\n')\n"
            "cli('tune', *RUNS, '--qrels', 'd.txt', '--method', 'rrf', '--quiet', '-o', 'm.json')", "d.txt:81", "twice"),
        ok("u6l_calibrate_isotonic_by_hand", "calibrate --by rank then fuse --model: each written P(relevant) is the "
           "decreasing isotonic fit (pool adjacent violators, by hand) of relevance on the fused rank of judged topics",
           "cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', 'c.json')\ncli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'f.run')\n"
           "cli('fuse', *RUNS, '--model', 'c.json', '--quiet', '-o', 'p.run')\n"
           "rel = {(q, d): int(g) > 0 for q, _, d, g in map(str.split, lines('q.txt'))}\n"
           "judged = {q for q, _ in rel}\nby_rank = {}\nfor ln in lines('f.run'):\n"
           "    q, _, d, r, s, t = ln.split()\n"
           "    if q in judged and int(r) <= 100:\n        by_rank.setdefault(int(r), []).append(float(rel.get((q, d), False)))\n"
           "stack = []  # blocks [sum, count, ranks], each block's mean at least the next's\n"
           "for r in sorted(by_rank):\n    stack.append([sum(by_rank[r]), len(by_rank[r]), [r]])\n"
           "    while len(stack) > 1 and stack[-2][0] / stack[-2][1] < stack[-1][0] / stack[-1][1]:\n"
           "        b = stack.pop(); a = stack.pop(); stack.append([a[0] + b[0], a[1] + b[1], a[2] + b[2]])\n"
           "fit = {r: b[0] / b[1] for b in stack for r in b[2]}\n"
           "got = [(int(ln.split()[3]), float(ln.split()[4])) for ln in lines('p.run')]\n"
           "bad = [(r, p, fit.get(r)) for r, p in got if fit.get(r) is None or abs(p - fit[r]) > 1e-5 * max(fit[r], 1e-3)]\n"
           "print('as by hand' if not bad else f'FAULTS {bad[:3]}')",
           "accepted: calibration is isotonic regression of 'judgment > 0' on the fused rank (tied P nudged apart as "
           "every run output is)", want="as by hand"),
        ok("u6l_calibrate_negative_grades_same_model", "calibrate with -1/-2 where the qrels say 0: the same model bytes",
           "import random\nrnd = random.Random(7)\nregrade('q.txt', 'n.txt', lambda q, d, g: g if g > 0 else rnd.choice([0, -1, -2]))\n"
           "cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', 'c.json')\nos.rename('q.txt', 'p.txt'); os.rename('n.txt', 'q.txt')\n"
           "cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', 'n.json')\n"
           "print('same model' if same_bytes('c.json', 'n.json') else 'DIFFERENT models')",
           "accepted: relevant is judgment > 0", want="same model"),
        # ---------------------------------------------------------------- a model meets other runs and options
        ok("u6l_model_query_subset_same_scores", "a pooled and an lr_agg model applied to runs holding topics 5..8 only: "
           "each topic's lines as in the whole application",
           "bad = []\nfor m in ('pooled', 'lr_agg'):\n"
           "    train(m, 'm.json')\n    cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'all.run')\n"
           "    for r in RUNS:\n        open('s' + r, 'w').write(''.join(ln + '\\n' for ln in lines(r) if int(ln.split()[0]) >= 5))\n"
           "    cli('fuse', *['s' + r for r in RUNS], '--model', 'm.json', '--quiet', '-o', 'some.run')\n"
           "    want = [ln for ln in lines('all.run') if int(ln.split()[0]) >= 5]\n"
           "    bad += [] if lines('some.run') == want else [m]\n"
           "print('topic by topic' if not bad else f'FAULTS {bad}')",
           "accepted: a fitted model scores each topic from that topic's lists alone", want="topic by topic"),
        bad("u6l_model_with_method_option", "fuse --model (a trained rags_top) --method rrf",
            "train('rags_top', 'm.json')\ncli('fuse', *RUNS, '--model', 'm.json', '--method', 'rrf', '--quiet', '-o', 'o.run')",
            "model", "method", outputs=("o.run",)),
        ok("u6l_fuser_from_model_tuned_weights", "tune --search coordinate (per-run weights), then Fuser.from_model: per topic "
           "the order and scores fuse --model writes",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--search', 'coordinate', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'o.run')\nfrom rankagg import Fuser\nf = Fuser.from_model('m.json')\n"
           "lists = {}\nfor r in RUNS:\n    for ln in lines(r):\n        q, _, d, _, s, t = ln.split()\n        lists.setdefault(q, {}).setdefault(t, {})[d] = float(s)\n"
           "bad = []\nfor q, ls in lists.items():\n"
           "    want = [(ln.split()[2], float(ln.split()[4])) for ln in lines('o.run') if ln.split()[0] == q]\n"
           "    got = f(ls)\n"
           "    if [d for d, _ in got] != [d for d, _ in want] or any(abs(s - w) > 1e-6 * abs(w) for (_, s), (_, w) in zip(got, want)):\n"
           "        bad.append(q)\n"
           "print('as fuse --model' if not bad else f'FAULTS topics {bad}')",
           "accepted: one model, one fusion, in the CLI and the Fuser (the file's tied scores nudged apart, 1e-7 at most)",
           want="as fuse --model"),
        bad("u6l_fuser_from_model_override_weights", "Fuser.from_model of a tuned weights model with weights={'a': 5} "
            "(the model holds the run weights: TypeError 'multiple values for keyword argument')",
            "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--search', 'coordinate', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
            "from rankagg import Fuser\nFuser.from_model('m.json', weights={'a': 5.0})", "m.json", "weights"),
        bad("u6l_fuser_from_model_trained", "Fuser.from_model of a trained pooled model (a learner the Fuser cannot run)",
            "train('pooled', 'm.json')\nfrom rankagg import Fuser\nFuser.from_model('m.json')", "m.json"),
        ok("u6l_tune_engine_export_qdrant_runs", "tune --engine qdrant_rrf --search coordinate (per-run weights), "
           "export_model, and the request run by Qdrant (local mode) per topic: fuse --model's order and scores",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--engine', 'qdrant_rrf', '--search', 'coordinate', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json')\n"
           "cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'o.run')\n"
           "import rankagg.engines as E\nfrom qdrant_client import QdrantClient, models as M\n"
           "req = E.export_model('m.json', 'qdrant_rrf', ['a', 'b', 'c'])\nclient = QdrantClient(':memory:')\n"
           "lists = {}\nfor r in RUNS:\n    for ln in lines(r):\n        q, _, d, _, sc, t = ln.split()\n        lists.setdefault(q, {}).setdefault(t, {})[d] = float(sc)\n"
           "bad = []\nfor q, ls in sorted(lists.items()):\n"
           "    if client.collection_exists('t'):\n        client.delete_collection('t')\n"
           "    client.create_collection('t', vectors_config={n: M.VectorParams(size=1, distance=M.Distance.DOT) for n in ls})\n"
           "    docs = sorted({d for v in ls.values() for d in v})\n"
           "    client.upsert('t', [M.PointStruct(id=int(d[1:]), vector={n: [v.get(d, 0.0)] for n, v in ls.items()}, payload={f'in_{n}': d in v for n, v in ls.items()}) for d in docs])\n"
           "    pre = []\n    for e in req['prefetch']:\n        n = e['query'][6:-1]\n"
           "        pre.append(M.Prefetch(query=[1.0], using=n, limit=e.get('limit', 1000), filter=M.Filter(must=[M.FieldCondition(key=f'in_{n}', match=M.MatchValue(value=True))])))\n"
           "    got = [(f'd{p.id}', p.score) for p in client.query_points('t', prefetch=pre, query=M.RrfQuery(rrf=M.Rrf(**req['query']['rrf'])), limit=len(docs)).points]\n"
           "    ours = {ln.split()[2]: (i, float(ln.split()[4])) for i, ln in enumerate(l for l in lines('o.run') if l.split()[0] == q)}\n"
           "    bad += [(q, d) for d, sc in got if d not in ours or abs(ours[d][1] - sc) > 1e-6 * max(abs(sc), 1e-9)]\n"
           "    bad += [(q, d1, d2) for (d1, s1), (d2, s2) in zip(got, got[1:]) if s1 > s2 * (1 + 1e-6) and ours[d1][0] > ours[d2][0]]\n"
           "print('as Qdrant ranks' if not bad and len(got) else f'FAULTS {bad[:4]} {req}')",
           "accepted: a model tuned for an engine is exported to a request that engine ranks as rankagg does (the "
           "file's tied scores nudged apart: a weight-0 run's documents tie at 0)",
           want="as Qdrant ranks"),
        bad("u6l_tune_engine_supervised_method", "tune --method pooled --engine qdrant_rrf (was: pooled trained, and the "
            "label-free default written, neither of which Qdrant can run: export_model refused the model)",
            "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'pooled', '--engine', 'qdrant_rrf', '--quiet', '-o', 'm.json')",
            "--engine", "pooled", outputs=("m.json",)),
        # ---------------------------------------------------------------- model files edited by hand: types
        bad("u6l_model_int_dtype_float_values", "a cps model whose theta_ array says dtype <i8 over its float values (was "
            "truncated to 0)", "def e(f):\n    f['theta_']['dtype'] = '<i8'\nedited('cps', e)", "e.json", "theta_"),
        bad("u6l_model_text_in_float_array", "an lr_agg model whose coef_[0] is the text \"0.5\" (was read as 0.5)",
            "def e(f):\n    f['coef_']['__ndarray__'][0] = '0.5'\nedited('lr_agg', e)", "e.json", "coef_"),
        bad("u6l_model_bool_in_float_array", "a rags_top model whose weights_[0] is true (was read as 1.0)",
            "def e(f):\n    f['weights_']['__ndarray__'][0] = True\nedited('rags_top', e)", "e.json", "weights_"),
        bad("u6l_model_text_scalar", "a mallapp model whose theta_ holds the text \"1e3\" among numbers",
            "def e(f):\n    f['theta_']['__ndarray__'][-1] = '1e3'\nedited('mallapp', e)", "e.json", "theta_"),
        bad("u6l_model_int_array_float_value", "a stagg_sup model whose coef_ is declared <i4 and holds 2.5",
            "def e(f):\n    f['coef_']['dtype'] = '<i4'\n    f['coef_']['__ndarray__'][0] = 2.5\nedited('stagg_sup', e)", "e.json", "coef_"),
        bad("u6l_model_int_overflow_dtype", "a cps model whose theta_ is declared uint8 holding 300 (wrapped to 44)",
            "def e(f):\n    f['theta_']['dtype'] = '|u1'\n    f['theta_']['__ndarray__'] = [300] * len(f['theta_']['__ndarray__'])\nedited('cps', e)",
            "e.json", "theta_"),
        bad("u6l_model_nan_coefficient", "a stagg_sup model whose coef_[1] is NaN", "def e(f):\n    f['coef_']['__ndarray__'][1] = float('nan')\nedited('stagg_sup', e)",
            "e.json", "coef_"),
        # ---------------------------------------------------------------- model files edited by hand: shapes
        bad("u6l_model_rags_band_edges_longer", "a rags_top model with one band edge more than its weights have rows (was "
            "an IndexError at use)", "def e(f):\n    f['band_edges_']['__ndarray__'].append(1e9)\n    f['band_edges_']['shape'][0] += 1\nedited('rags_top', e)",
            "e.json", "band_edges_"),
        bad("u6l_model_lr_agg_coef_longer", "an lr_agg model whose coef_ has one weight more than its features (was blamed "
            "on the data, at use)", "def e(f):\n    f['coef_']['__ndarray__'].append(0.5)\n    f['coef_']['shape'][0] += 1\nedited('lr_agg', e)",
            "e.json", "coef_"),
        bad("u6l_model_rankagg_sup_mean_shorter", "a rankagg_sup model whose feature_mean_ lost its last entry",
            "def e(f):\n    f['feature_mean_']['__ndarray__'].pop()\n    f['feature_mean_']['shape'][0] -= 1\nedited('rankagg_sup', e)",
            "e.json", "feature_mean_"),
        bad("u6l_model_stagg_scale_longer", "a stagg_sup model whose feature_scale_ has an entry more than coef_",
            "def e(f):\n    f['feature_scale_']['__ndarray__'].append(1.0)\n    f['feature_scale_']['shape'][0] += 1\nedited('stagg_sup', e)",
            "e.json", "feature_scale_"),
        bad("u6l_model_huge_declared_shape", "an lr_agg model whose coef_ declares the shape [100000, 100000] over 12 numbers",
            "def e(f):\n    f['coef_']['shape'] = [100000, 100000]\nedited('lr_agg', e)", "e.json", "coef_"),
        bad("u6l_model_huge_array", "a cps model whose theta_ holds 500,000 numbers (its runs are 3)",
            "def e(f):\n    f['theta_']['__ndarray__'] = [0.5] * 500_000\n    f['theta_']['shape'] = [500_000]\nedited('cps', e)",
            "e.json", "theta_"),
        bad("u6l_model_pooled_prior_longer", "a pooled model whose prior_weights_ has a weight more than its runs",
            "def e(f):\n    f['prior_weights_']['__ndarray__'].append(1.0)\n    f['prior_weights_']['shape'][0] += 1\nedited('pooled', e)",
            "e.json", "prior_weights_"),
        # ---------------------------------------------------------------- NPZ companions
        bad("u6l_npz_member_swapped", "an lr_agg NPZ whose coef_ member is its hidden_weights_ member (another shape)",
            _u6l_npz_edit("lr_agg", "members['coef_.npy'] = members['hidden_weights_.npy']"), "e.npz", "coef_"),
        bad("u6l_npz_members_of_other_model", "an lr_agg NPZ (3 runs) whose arrays are those of an lr_agg trained on 2 runs",
            _u6l_npz_edit("lr_agg", "members.update({n: b for n, b in other.items() if n != '__model__.npy'})"), "e.npz", "coef_"),
        bad("u6l_npz_cps_theta_of_two_runs", "a cps NPZ (3 runs) whose theta_ member comes from a cps trained on 2 runs",
            _u6l_npz_edit("cps", "members['theta_.npy'] = other['theta_.npy']"), "e.npz", "theta_"),
        # ---------------------------------------------------------------- determinism
        ok("u6l_train_processes_threads_same_bytes", "train pooled and lr_agg in two processes under OMP/NUMBA threads 1 and "
           "2 and PYTHONHASHSEED 0 and 1: the same model bytes",
           "bad = []\nfor m in ('pooled', 'lr_agg'):\n"
           "    train(m, 'a.json', env={'OMP_NUM_THREADS': '1', 'NUMBA_NUM_THREADS': '1', 'PYTHONHASHSEED': '0'})\n"
           "    train(m, 'b.json', env={'OMP_NUM_THREADS': '2', 'NUMBA_NUM_THREADS': '2', 'PYTHONHASHSEED': '1'})\n"
           "    bad += [] if same_bytes('a.json', 'b.json') else [m]\n"
           "print('same bytes' if not bad else f'DIFFERENT {bad}')",
           "accepted: same input and seed, same model bit for bit (house rule)", want="same bytes"),
        ok("u6l_train_seed_absent_is_zero", "train pooled without --seed and with --seed 0: the same model bytes; --seed 1 "
           "draws another validation topic",
           "train('pooled', 'a.json'); train('pooled', 'b.json', '--seed', '0')\n"
           "print('seed 0 is the default' if same_bytes('a.json', 'b.json') else 'DIFFERENT')",
           "accepted: the documented default seed is 0", want="seed 0 is the default"),
        ok("u6l_tune_seed_absent_is_zero_processes", "tune without --seed and with --seed 0 in two processes under 1 and 2 "
           "threads: the same model bytes",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 'a.json', env={'OMP_NUM_THREADS': '1'})\n"
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--seed', '0', '--quiet', '-o', 'b.json', env={'OMP_NUM_THREADS': '2', 'PYTHONHASHSEED': '3'})\n"
           "print('same bytes' if same_bytes('a.json', 'b.json') else 'DIFFERENT')",
           "accepted: same input and seed, same model", want="same bytes"),
        ok("u6l_lambdamart_threads_same_bytes", "train lambdamart (LightGBM) under OMP_NUM_THREADS 1 and 2: the same model bytes",
           "train('lambdamart', 'a.json', env={'OMP_NUM_THREADS': '1'}); train('lambdamart', 'b.json', env={'OMP_NUM_THREADS': '2'})\n"
           "print('same bytes' if same_bytes('a.json', 'b.json') else 'DIFFERENT')",
           "accepted: LightGBM is run deterministically whatever the threads", want="same bytes"),
        # ---------------------------------------------------------------- LETOR folds and the protocol
        Case("u6l_letor_folds_readme", SIXTH_LEARNING, "MQ2008-agg's five folds: train, validation and test queries are the "
             "README's subsets (read from S1..S5 by gzip)",
             code=_U6L + _U6L_LETOR + "qids = [sorted({ln.split()[1][4:] for ln in gzip.open(f'{os.environ[\"RANKAGG_DATA\"]}/letor4-agg/MQ2008-agg/S{i}.txt.gz', 'rt')}) for i in range(1, 6)]\n"
             "bad = []\nfor k, (tr, va, te) in enumerate(FOLDS, 1):\n    f = FULL.fold(k)\n"
             "    got = [sorted(set(f.train.qids.tolist())), sorted(set(f.vali.qids.tolist())), sorted(set(f.test.qids.tolist()))]\n"
             "    want = [sorted(set().union(*[qids[i - 1] for i in tr])), qids[va - 1], qids[te - 1]]\n"
             "    bad += [] if got == want and (tr, va, te) == (tuple((k + j - 1) % 5 + 1 for j in range(3)), (k + 2) % 5 + 1, (k + 3) % 5 + 1) else [k]\n"
             "print('the README folds' if not bad else f'FAULTS folds {bad}')",
             expect="ok", check=stdout_has("the README folds"), needs_data=True, memory_gb=4.0, timeout=120,
             why="accepted: fold k trains on S(k..k+2), validates on S(k+3), tests on S(k+4)"),
        Case("u6l_letor_fold_layout_same", SIXTH_LEARNING, "a LETOR folder in the Fold1..5/{train,vali,test}.txt layout "
             "(made from S1..S5, 10 queries each): the subsets and the protocol's answer of the S layout",
             code=_U6L + _U6L_LETOR + "from rankagg.experiments.protocol import run_protocol\n"
             "S = first_queries(10)\n"
             "for i in range(1, 6):\n    os.makedirs(f's/X/', exist_ok=True); open(f's/X/S{i}.txt', 'w').write(S[i])\n"
             "fold_layout(S, 'f')\n"
             "a, b = load_letor_agg('X', 's', cache=False), load_letor_agg('X', 'f', cache=False)\n"
             "same = all(x.qids.tolist() == y.qids.tolist() and np.array_equal(x.labels, y.labels) and np.array_equal(x.ranks, y.ranks, equal_nan=True) for x, y in zip(a.subsets, b.subsets))\n"
             "ra, rb = (run_protocol(d, 'rrf', grid={'k': [1, 60, 1000]}) for d in (a, b))\n"
             "same &= [f.params for f in ra.folds] == [f.params for f in rb.folds] and [f.test for f in ra.folds] == [f.test for f in rb.folds]\n"
             "print('one dataset' if same else 'DIFFERENT')",
             expect="ok", check=stdout_has("one dataset"), needs_data=True, memory_gb=4.0, timeout=120,
             why="accepted: the README's two layouts hold the same subsets"),
        Case("u6l_letor_fold_layout_custom_vali", SIXTH_LEARNING, "a Fold-layout LETOR folder whose Fold1/vali.txt holds "
             "other queries than Fold5/test.txt (a custom split the loader would replace by the standard one)",
             code=_U6L + _U6L_LETOR + "fold_layout(first_queries(6), 'f', vali={1: 3})\n"
             "d = load_letor_agg('X', 'f', cache=False)\nprint('loaded', d.fold(1).vali.n_queries)",
             mention=("Fold1", "vali"), needs_data=True, memory_gb=4.0, timeout=120,
             why="wrong: the loader would validate fold 1 on S4, not on the vali file the folder gives (arguable: "
                 "the README says the Fold files are only concatenations)"),
        Case("u6l_protocol_test_labels_unseen", SIXTH_LEARNING, "the five-fold protocol (rrf grid, rags_top) on 12 queries "
             "per subset, then with fold 1's test subset S5 relabelled at random: fold 1's choices and fitted models "
             "unchanged",
             code=_U6L + _U6L_LETOR + "from dataclasses import replace\nfrom rankagg.experiments.protocol import run_protocol\n"
             "from rankagg.models import train_model, model_to_dict\n"
             "a = small()\nrng = np.random.default_rng(0)\n"
             "b = LetorDataset(name=a.name, subsets=a.subsets[:4] + (replace(a.subsets[4], labels=rng.permutation(a.subsets[4].labels), _cache={}),))\n"
             "bad = []\nfor spec, grid in (('rrf', {'k': [1, 5, 60, 1000]}), ('rags_top', None)):\n"
             "    ra, rb = (run_protocol(d, spec, grid=grid, folds=[1]) for d in (a, b))\n"
             "    if ra.folds[0].params != rb.folds[0].params or ra.folds[0].grid_validation != rb.folds[0].grid_validation:\n"
             "        bad.append(spec)\n"
             "ma, mb = (model_to_dict(train_model(d, 'rags_top', fold=1)) for d in (a, b))\n"
             "bad += [] if ma == mb else ['train_model']\n"
             "print('the test fold is unseen' if not bad else f'FAULTS {bad}')",
             expect="ok", check=stdout_has("the test fold is unseen"), needs_data=True, memory_gb=4.0, timeout=120,
             why="accepted: hyper-parameters are chosen on validation only (README: never on the test subset)"),
        Case("u6l_protocol_by_hand_letor_ndcg", SIXTH_LEARNING, "the protocol's fold-1 choice of RRF's k and its per-query test "
             "NDCG@10, recomputed by hand with the LETOR README's conventions (2^l - 1 gains, discount 1 at ranks 1 and 2, "
             "a stable sort, a query with fewer than 10 documents counts 0)",
             code=_U6L + _U6L_LETOR + _U6L_NDCG + "from rankagg.experiments.protocol import run_protocol\n"
             "ds = small(20)\n"
             "grid = [1, 5, 60, 1000]\nr = run_protocol(ds, 'rrf', grid={'k': grid}, folds=[1]).folds[0]\nf = ds.fold(1)\n"
             "vals = {k: float(np.mean(per_query(f.vali, make_method('rrf', k=k).aggregate(f.vali)))) for k in grid}\n"
             "best = max(grid, key=lambda k: (vals[k], -grid.index(k)))\n"
             "test = per_query(f.test, make_method('rrf', k=best).aggregate(f.test))\n"
             "ok = r.params['k'] == best and np.allclose(r.test_per_query['NDCG@10'], test, rtol=0, atol=1e-12)\n"
             "print('as by hand' if ok else f'FAULTS k={r.params} where {best} ({vals}); test {list(r.test_per_query[\"NDCG@10\"])[:4]} where {test[:4]}')",
             expect="ok", check=stdout_has("as by hand"), needs_data=True, memory_gb=4.0, timeout=120,
             why="accepted: the protocol chooses on validation and measures by the LETOR script's conventions"),
        Case("u6l_experiment_rows_by_hand", SIXTH_LEARNING, "rankagg experiment run of an RRF row (grid k 1, 60) on the "
             "junk setting: each fold's k and every per-query test NDCG@10 of the result file, recomputed by hand",
             code=_U6L + _U6L_NDCG + "os.makedirs('experiments')\n"
             "open('experiments/e.toml', 'w').write('name = \"e\"\\ntitle = \"e\"\\ndatasets = [\"junk\"]\\nselect_by = \"NDCG@10\"\\n'\n"
             "    'measures = [\"NDCG@10\"]\\n[[rows]]\\nlabel = \"RRF\"\\nmethod = \"rrf\"\\ngrid = { k = [1, 60] }\\n')\n"
             "cli('experiment', 'run', 'experiments/e.toml')\nr = json.load(open('results/experiments/e/junk__rrf.json'))\n"
             "from rankagg.experiments.settings import load_setting\nimport numpy as np\nds = load_setting('junk')\n"
             "stored = dict(zip(r['per_query']['qids'], r['per_query']['NDCG@10']))\nbad = []\n"
             "for f in r['folds']:\n    fold = ds.fold(f['fold'])\n"
             "    vals = {k: float(np.mean(per_query(fold.vali, make_method('rrf', k=k).aggregate(fold.vali)))) for k in (1, 60)}\n"
             "    best = max((1, 60), key=lambda k: (vals[k], -k))\n"
             "    test = per_query(fold.test, make_method('rrf', k=best).aggregate(fold.test))\n"
             "    bad += [] if f['params'] == {'k': best} else [(f['fold'], f['params'], best)]\n"
             "    bad += [(q, stored[q], v) for q, v in zip(fold.test.qids.tolist(), test) if abs(stored[q] - v) > 1e-6]\n"
             "print('as by hand' if not bad and len(stored) == 250 else f'FAULTS {bad[:4]} {len(stored)}')",
             expect="ok", check=stdout_has("as by hand"), memory_gb=4.0, timeout=120,
             why="accepted: a results row is the protocol's choice on validation and its test values (6 decimals stored)"),
        Case("u6l_train_letor_fold1_applies_test", SIXTH_LEARNING, "train --dataset MQ2008-agg --method rags_top --fold 1, then "
             "the saved model on fold 1's test subset: the scores of the model trained in-process",
             code=_U6L + _U6L_LETOR + "cli('train', '--dataset', 'MQ2008-agg', '--method', 'rags_top', '--fold', '1', '--quiet', '-o', 'm.json')\n"
             "from rankagg.models import load_model, train_model\n"
             "got = load_model('m.json').aggregate(FULL.fold(1).test)\nwant = train_model(FULL, 'rags_top', fold=1).aggregate(FULL.fold(1).test)\n"
             "print('the same scores' if np.array_equal(got, want) else 'DIFFERENT')",
             expect="ok", check=stdout_has("the same scores"), needs_data=True, memory_gb=4.0, timeout=120,
             why="accepted: a saved model is the fitted one, bit for bit"),
        # ---------------------------------------------------------------- option combinations refused
        bad("u6l_train_unsupervised_method", "train --method 'rrf(k=10)' on run files (nothing to learn)",
            "train('rrf(k=10)', 'm.json')", "rrf", "unsupervised", outputs=("m.json",)),
        bad("u6l_train_param_with_runs", "train on run files with --param size=50 (goes with --dataset)",
            "cli('train', *RUNS, '--qrels', 'q.txt', '--param', 'size=50', '--quiet', '-o', 'm.json')", "--param", outputs=("m.json",)),
    ]
    for c in cases:  # the run cases learn from three seeded runs of 8 judged topics
        c.setup = None if c.needs_data else J
    return cases


def issue34_cases() -> list[Case]:
    """Issue 34: the process level.  Every row of class 1 runs under a 4 GiB address-space limit."""
    runs = {"a.run": RUN, "b.run": RUN2}
    ungrouped = {"a.run": RUN + "1 Q0 e 4 0.5 t\n", "b.run": RUN2}  # qid 1 again after 2: partitioned when streamed
    ev = ["evaluate", "--qrels", "q.txt", "a.run"]
    G, M = PROCESS[1], 4.0
    c = [
        Case("dev_zero_qrels", G, "evaluate --qrels /dev/zero (grew to 21.7 GB, ignored Ctrl-C, OOM-killed)",
             argv=["evaluate", "--qrels", "/dev/zero", "a.run"], files=runs, memory_gb=M,
             mention=("--qrels /dev/zero", "character device"), fast=True, timeout=60),
        Case("dev_zero_run", G, "fuse /dev/zero b.run (11.4 GB in 15 s)", argv=fuse("-o", "o.run", runs=("/dev/zero", "b.run")),
             files=runs, memory_gb=M, mention=("run /dev/zero", "character device"), outputs=("o.run",), timeout=60),
        Case("dev_urandom_run", G, "fuse /dev/urandom b.run (2.3 GB, no error)", argv=fuse("-o", "o.run", runs=("/dev/urandom", "b.run")),
             files=runs, memory_gb=M, mention=("run /dev/urandom", "character device"), outputs=("o.run",), timeout=60),
        Case("report_dir_dev_zero", G, "report DIR where DIR/x.json is a symlink to /dev/zero (killed at 20.8 GB)",
             argv=["report", "d", "-o", "r.md"], setup=_results_dir(lambda p: os.symlink("/dev/zero", p)), memory_gb=M,
             mention=("d/x.json", "symlink to /dev/zero"), outputs=("r.md",), timeout=60),
        Case("report_dir_fifo", G, "report DIR where DIR/x.json is a FIFO (blocked forever)", argv=["report", "d", "-o", "r.md"],
             setup=_results_dir(os.mkfifo), memory_gb=M, mention=("d/x.json", "FIFO"), outputs=("r.md",), timeout=60),
        Case("fifo_run", G, "fuse a FIFO as a run", argv=fuse("-o", "o.run", runs=("pipe", "b.run")), files=runs,
             setup=lambda f: os.mkfifo(f / "pipe"), memory_gb=M, mention=("run pipe", "FIFO"), outputs=("o.run",), timeout=60),
        Case("socket_qrels", G, "tune --qrels a socket", argv=["tune", "a.run", "b.run", "--qrels", "sock", "-o", "m.json"],
             files=runs, setup=_socket("sock"), memory_gb=M, mention=("--qrels sock", "socket"), outputs=("m.json",), timeout=60),
        Case("dir_weights", G, "fuse --weights a directory", argv=fuse("--method", "rrf", "--weights", "w", "-o", "o.run"),
             files=runs, setup=lambda f: (f / "w").mkdir(), memory_gb=M, mention=("--weights w", "directory"),
             outputs=("o.run",), timeout=60),
        Case("symlink_device_model", G, "fuse --model a symlink to /dev/zero", argv=fuse("--model", "m.json", "-o", "o.run"),
             files=runs, setup=_symlink("/dev/zero", "m.json"), memory_gb=M, mention=("--model m.json", "symlink to /dev/zero"),
             outputs=("o.run",), timeout=60),
        Case("fifo_letor", G, "evaluate --letor FIFO scores", argv=["evaluate", "--letor", "pipe", "s.txt"], files={"s.txt": "1\n"},
             setup=lambda f: os.mkfifo(f / "pipe"), memory_gb=M, mention=("--letor pipe", "FIFO"), timeout=60),
        Case("fifo_experiment", G, "experiment run FIFO.toml", argv=["experiment", "run", "e.toml"],
             setup=lambda f: os.mkfifo(f / "e.toml"), memory_gb=M, mention=("file e.toml", "FIFO"), timeout=60),
        Case("long_line", G, "a run whose 3 MB line has no newline (a binary file saved as .run)",
             argv=fuse("-o", "o.run"), files={**runs, "a.run": RUN + "1 Q0 " + "x" * 3_000_000}, memory_gb=M,
             mention=("a.run:6", "a line longer than 1048576 bytes"), outputs=("o.run",), timeout=120),
        Case("long_line_streamed", G, "the same line in a streamed run (the reader carried it whole)",
             code="from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', stream=True)",
             files={**runs, "a.run": RUN + "1 Q0 " + "x" * 3_000_000}, memory_gb=M,
             mention=("a.run:6", "a line longer than"), outputs=("o.run",), timeout=120),
        Case("gzip_past_limit", G, "a gzip qrels expanding past RANKAGG_MEMORY_LIMIT_GB (here 0.001 GiB)",
             argv=ev, files={**runs, "q.txt": gz("1 0 a 1\n" * 300_000)}, env={"RANKAGG_MEMORY_LIMIT_GB": "0.001"},
             memory_gb=M, mention=("q.txt", "expands past", "RANKAGG_MEMORY_LIMIT_GB"), timeout=60),
    ]
    G = PROCESS[2]
    tmp_env = {"TMPDIR": "{folder}/tmp"}
    c += [
        Case("sweep_stream_leftover", G, "a SIGKILLed streamed fuse left rankagg-stream-PID-* (the size of the input) in "
             "TMPDIR: the next run sweeps it", argv=fuse("-o", "o.run"), files=runs, setup=_killed_stream, env=tmp_env,
             expect="ok", empty=("tmp",), check=wrote("o.run"), fast=True,
             why="rule: SIGKILL cannot be caught; the folder's name holds its pid, swept once that pid is gone"),
        Case("sighup_streamed", G, "SIGHUP (a closed terminal) during a streamed fuse of 12 long runs", setup=big_runs,
             code="from rankagg.io.signals import exit_on_signal\nfrom rankagg.api import fuse_files\nexit_on_signal('case')\n"
                  "fuse_files([f'run{i}.txt' for i in range(12)], 'out.run', method='mc4', stream=True)",
             # 2 s: the job (imports, then streaming) took 5.8 s in November's page and 4.3 s now, past a signal at 5 s
             env=tmp_env, signal=("SIGHUP", 2.0), mention=("SIGHUP",), outputs=("out.run",), empty=("tmp",), timeout=900),
        Case("dask_scratch", G, "fuse --backend dask: no dask-scratch-space, locks or rankagg-dask-* left in TMPDIR",
             argv=fuse("--backend", "dask", "--method", "rrf", "-o", "o.run", "--quiet"), files=runs, env=tmp_env, empty=("tmp",),
             expect="ok", check=wrote("o.run"), timeout=300, why="rule: the workers' local directory is a rankagg-daskwork-PID-* folder, removed on close"),
    ]
    c.append(Case("dask_driver_killed", G, "the Dask driver killed by SIGKILL (left rankagg-dask-*, leaked semaphores): its "
                  "workers exit, the next run sweeps its folders", argv=fuse("-o", "o.run"), files=runs,
                  setup=_killed_dask_driver, env=tmp_env, empty=("tmp",), expect="ok", timeout=600,
                  check=lambda out, f: wrote("o.run")(out, f) and (f / "stranded.txt").read_text() == "",
                  why="rule: the workers lose their scheduler and exit; the driver's folders hold its pid, swept once it is gone"))
    G = PROCESS[3]
    c += [
        Case("efbig_output", G, "ulimit -f: the output past the file-size limit ('File too large', no path)",
             argv=fuse("-o", "o.run"), files={**runs, "a.run": "".join(f"1 Q0 d{i} {i + 1} {900 - i} t\n" for i in range(400))},
             file_limit=4096, mention=("file too large", "o.run"), outputs=("o.run",)),
        Case("enospc_partition", G, "a full TMPDIR during the partition (Arrow's bare 'Error writing bytes ... [errno 28]')",
             code=PARTITION_FAULT.format(code="ENOSPC"), files=ungrouped, env=tmp_env,
             mention=("no space left", "temporary partition", "TMPDIR=DIR"), outputs=("o.run",), empty=("tmp",)),
        Case("erofs_partition", G, "a read-only TMPDIR during the partition", code=PARTITION_FAULT.format(code="EROFS"),
             files=ungrouped, env=tmp_env, mention=("read-only", "temporary partition", "TMPDIR=DIR"), outputs=("o.run",),
             empty=("tmp",)),
        Case("eio_output", G, "EIO while writing the output (a failing disk)",
             code="import errno\nfrom rankagg.io.atomic import atomic_output\nwith atomic_output('o.run') as fh:\n"
                  "    fh.write(b'x')\n    raise OSError(errno.EIO, 'Input/output error')",
             mention=("input/output error", "o.run"), outputs=("o.run",)),
    ]
    G = PROCESS[4]
    q2 = {**runs, "q.txt": QRELS, "q2.txt": QRELS}
    c += [
        Case("twice_method", G, "--method rrf --method borda (the last one won)", argv=fuse("--method", "rrf", "--method", "borda", "-o", "o.run"),
             files=runs, mention=("--method", "given twice"), outputs=("o.run",), fast=True),
        Case("twice_output", G, "-o x1 -o x2", argv=fuse("-o", "x1", "-o", "x2"), files=runs, mention=("-o", "given twice"),
             outputs=("x1", "x2")),
        Case("twice_qrels", G, "--qrels a --qrels b", argv=["evaluate", "--qrels", "q.txt", "--qrels", "q2.txt", "a.run"],
             files=q2, mention=("--qrels", "given twice")),
        Case("twice_measures", G, "--measures P@5 --measures AP", argv=ev + ["--measures", "P@5", "--measures", "AP"],
             files=q2, mention=("--measures", "given twice")),
        Case("twice_run", G, "fuse a.run a.run (counted the run twice)", argv=fuse("-o", "o.run", runs=("a.run", "a.run")),
             files=runs, mention=("run a.run", "given twice"), outputs=("o.run",), fast=True),
        Case("twice_run_symlink", G, "fuse a.run and a symlink to it", argv=fuse("-o", "o.run", runs=("a.run", "l.run")),
             files=runs, setup=_symlink("a.run", "l.run"), mention=("run l.run", "given twice", "a.run"), outputs=("o.run",)),
        Case("twice_tune_run", G, "tune a.run and a hard link to it", argv=["tune", "a.run", "h.run", "--qrels", "q.txt", "-o", "m.json"],
             files=q2, setup=lambda f: os.link(f / "a.run", f / "h.run"), mention=("run h.run", "given twice"), outputs=("m.json",)),
        Case("twice_stdout", G, "-o - --explain - (mixed JSON and TREC lines on stdout)", argv=fuse("-o", "-", "--explain", "-"),
             files=runs, mention=("-o and --explain", "standard output")),
    ]
    G = PROCESS[5]
    c += [
        Case("closed_stdout_fuse", G, "fuse -o - >&- (AttributeError traceback)", argv=fuse("-o", "-", "--quiet"), files=runs,
             close_fds=(1,), mention=("standard output is closed",)),
        Case("closed_stdout_evaluate", G, "evaluate >&- (AttributeError traceback)", argv=ev, files=q2, close_fds=(1,),
             mention=("standard output is closed",)),
        Case("closed_stdout_methods", G, "rankagg methods >&- (exit 0, nothing written)", argv=["methods"], close_fds=(1,),
             mention=("standard output is closed",), fast=False),
    ]
    G = PROCESS[6]
    exp = {"e.toml": 'name = "e"\ndatasets = ["MQ2008-agg"]\n[[rows]]\nlabel = "RRF"\nmethod = "rrf"\n'}
    c += [
        Case("jobs_zero", G, "experiment run --jobs 0 (accepted)", argv=["experiment", "run", "e.toml", "--jobs", "0"], files=exp,
             mention=("--jobs", "1..2**53")),
        Case("jobs_negative", G, "experiment run --jobs -1 (accepted)", argv=["experiment", "run", "e.toml", "--jobs", "-1"],
             files=exp, mention=("--jobs", "1..2**53")),
        Case("jobs_capped", G, "--jobs 40 for 2 cells (forked 40 workers), --jobs 100000 (never finished)",
             code="from rankagg.experiments.runner import worker_count\nprint(worker_count(40, 2), worker_count(100000, 1))",
             expect="ok", check=lambda out, f: out.split() == [str(min(2, len(os.sched_getaffinity(0)))), "1"],
             why="rule: the workers are capped by the cells and the CPUs"),
        *[Case(f"memory_limit_{v}", G, f"RANKAGG_MEMORY_LIMIT_GB={v} ({'turned the guard off' if v != 'abc' else 'could not convert string to float'})",
               argv=fuse("-o", "o.run"), files=runs, env={"RANKAGG_MEMORY_LIMIT_GB": v},
               mention=(f"RANKAGG_MEMORY_LIMIT_GB='{v}'", "(0, 65536]"), outputs=("o.run",), fast=v == "nan")
          for v in ("nan", "inf", "abc")],
        Case("fold_range", G, "train --fold 9 (LETOR has folds 1..5)", argv=["train", "--dataset", "MQ2008-agg", "--method",
             "lambdamart", "--fold", "9", "-o", "m.json"], mention=("--fold", "1..5"), outputs=("m.json",)),
    ]
    return c



# ------------------------------------------------------------ issue 45: inputs the developers had not seen
UNSEEN = "45 Unseen inputs"


def _table(name: str, columns: Callable[[object], dict], dictionary: bool = False) -> Callable[[Path], None]:
    """A Parquet file ``name`` of the columns ``columns(pa)`` gives (``dictionary``: written dictionary-encoded)."""
    def make(folder: Path) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        pq.write_table(pa.table(columns(pa)), folder / name, use_dictionary=dictionary)
    return make


_ROWS = {"q_id": ["1", "1", "2"], "doc_id": ["a", "b", "a"], "score": [2.0, 1.0, 3.0], "run": ["t", "t", "t"]}


def _npz(truncate: int | None = None, member: bytes | None = None) -> bytes:
    """A fusion model as NPZ (its JSON in ``__model__``), cut after ``truncate`` bytes, or with ``member`` added."""
    import io

    import numpy as np

    buf = io.BytesIO()
    doc = json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None})
    np.savez(buf, __model__=np.array(doc))
    raw = buf.getvalue()
    return raw[:truncate] if truncate is not None else raw


THIRD_BAR_NUMBERS = "45 Unseen inputs: a third bar, methods and numbers"
# every registered method that fuses runs without a model, on one degenerate input, in one process: each answers
# with finite scores in an order trec_eval reads back, ordered as ``want`` (a query's docids) where the input
# decides the order ('tied' allows a method that cannot order the input to tie every document), or refuses
# with a ValueError naming itself; anything else (NaN, inf, another exception) is printed and fails the case
_EVERY_METHOD = """
import math, warnings
import rankagg
from rankagg.methods.registry import list_methods, method_class
runs, want = {runs!r}, {want!r}
bad = []
for name in list_methods():
    if method_class(name).supervised:
        continue
    try:
        with warnings.catch_warnings():
            warnings.simplefilter('error', RuntimeWarning)
            got = rankagg.fuse(runs, name, depth=None)
    except ValueError as exc:
        if name not in str(exc):
            bad.append(f'{{name}}: vague {{exc}}')
        continue
    except Exception as exc:
        bad.append(f'{{name}}: {{type(exc).__name__}} {{exc}}')
        continue
    for q, docs in got.items():
        if not all(isinstance(v, float) and math.isfinite(v) for v in docs.values()):
            bad.append(f'{{name}}: not finite {{docs}}')
        order = sorted(docs, key=lambda d: (-docs[d], tuple(-ord(c) for c in d)))
        if q in want and order != want[q] and not (len(set(docs.values())) == 1 and 'tied' in want):
            bad.append(f'{{name}}: order {{order}}')
print('every method answers' if not bad else 'FAULTS ' + '; '.join(bad))
"""


def _every_method(runs: dict, want: dict) -> str:
    return _EVERY_METHOD.format(runs=runs, want=want)


def _fused(name: str, want: list[str] | None, score: float | None = None) -> Callable[[str, Path], bool]:
    """``name`` (a fused run) lists query 1 as ``want`` (None: any order), trec_eval reads it in that order, every
    score is finite, and its first score is ``score``."""
    def check(out: str, f: Path) -> bool:
        rows = [ln.split() for ln in (f / name).read_text().splitlines()]
        q1 = [r for r in rows if r[0] == "1"]
        trec = sorted(q1, key=lambda r: (-float(r[4]), tuple(-ord(c) for c in r[2])))
        ok = [r[2] for r in q1] == (want or [r[2] for r in q1]) == [r[2] for r in trec]
        ok &= all(abs(float(r[4])) < float("inf") for r in rows)
        return ok and (score is None or abs(float(q1[0][4]) - score) <= 1e-12 * abs(score))
    return check


def _measures(**want: float) -> Callable[[str, Path], bool]:
    return lambda out, f: all(abs(json.loads(out)[k] - v) < 1e-9 for k, v in want.items())


def _many_items(n: int) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        (folder / "a.run").write_text("".join(f"1 Q0 d{i} {i + 1} {n - i} t\n" for i in range(n)))
        (folder / "b.run").write_text("".join(f"1 Q0 d{i} {n - i} {i + 1} u\n" for i in range(n)))
    return make


FOURTH_BAR_METHODS = "45 Unseen inputs: a fourth bar, methods, models and faces"
# every unsupervised method (``only``: those whose tags match) fuses the case's run files (every *.run of the folder)
# through every face it claims (rankagg.checks.faces: in memory, a part per thread, streamed from a threshold of 0,
# the Parquet table, the Fuser, explain, engine export): the same bytes as the in-memory path, or the same refusal
_U4M_FACES = """
import glob, warnings
from pathlib import Path
from rankagg.checks.faces import claimed_faces, _FACE, _memory, _outcome, _first_difference
from rankagg.io.run_names import peek_run_names
from rankagg.methods.registry import list_methods, method_class, make_method
warnings.simplefilter('ignore')
paths = sorted(Path(p) for p in glob.glob('*.run'))
names, bad, checked = list(peek_run_names(paths)), [], 0
for name in list_methods():
    if method_class(name).supervised:
        continue
    m = make_method(name)
    if {only!r} and m.get_tags().fuser is None:
        continue
    want = _outcome(lambda: _memory(m, paths))
    for face in claimed_faces(m, lists=names)[1:]:
        try:
            got = _outcome(lambda: _FACE[face](m, paths, Path(f'{{name}}-{{face}}'), None))
        except Exception as exc:
            bad.append(f'{{name}} {{face}}: {{type(exc).__name__}} {{exc}}'); continue
        checked += 1
        if isinstance(want, ValueError) or isinstance(got, ValueError):
            if type(want) is not type(got):
                bad.append(f'{{name}} {{face}}: refuses {{got}} where memory gives {{want}}'[:300])
        elif got != want:
            bad.append(f'{{name}} {{face}}: ' + _first_difference(want, got))
print(f'faces agree ({{checked}} faces)' if not bad and checked else f'FAULTS {{bad[:4]}}')
"""
# Fuser.top(lists, k) on adversarial lists: when certified, the first k of the full fusion, bit for bit
_U4M_TOP = """
from rankagg import Fuser
bad = []
for spec, params, lists, k, bounds in {trials!r}:
    f = Fuser(spec, **params)
    try:
        full = f(lists)
    except ValueError as exc:
        try:
            f.top(lists, k, score_bounds=bounds); bad.append(f'{{spec}}: top answers what the full fusion refuses')
        except ValueError:
            pass
        continue
    t = f.top(lists, k, score_bounds=bounds)
    if not t.certified or list(t.items) != full[:k]:
        bad.append(f'{{spec}} k={{k}}: {{t.status}} {{list(t.items)[:3]}} where {{full[:k][:3]}}')
print('top is the full fusion' if not bad else f'FAULTS {{bad[:3]}}')
"""
# a supervised model trained by rankagg train on the case's runs, then applied by fuse --model in two run orders
_U4M_TRAIN = """
import subprocess, sys
rk = [sys.executable, '-m', 'rankagg.cli']
def run(*a):
    r = subprocess.run(rk + list(a), capture_output=True, text=True)
    if r.returncode:
        print(r.stderr.strip().splitlines()[-1], file=sys.stderr); sys.exit(r.returncode)
bad = []
for m in {methods!r}:
    run('train', *{runs!r}, '--qrels', 'q.txt', '--method', m, '--folds', '0', '--quiet', '-o', f'{{m}}.json')
    outs = []
    for order in ({runs!r}, {runs!r}[::-1], {runs!r}[1:] + {runs!r}[:1]):
        run('fuse', *order, '--model', f'{{m}}.json', '--quiet', '-o', 'o.run')
        outs.append(open('o.run', 'rb').read())
    if len(set(outs)) > 1:
        bad.append(m)
print('run order changes no byte' if not bad else f'FAULTS the run order changes the output of {{bad}}')
"""
# a model file edited by hand (json.load, ``edit``, json.dump), applied by fuse --model: the bytes of the original
_U4M_EDITED = """
import json, subprocess, sys
rk = [sys.executable, '-m', 'rankagg.cli']
def run(*a):
    r = subprocess.run(rk + list(a), capture_output=True, text=True)
    if r.returncode:
        print(r.stderr.strip().splitlines()[-1], file=sys.stderr); sys.exit(r.returncode)
run('train', 'a.run', 'b.run', 'c.run', '--qrels', 'q.txt', '--method', {method!r}, '--folds', '0', '--quiet', '-o', 'm.json')
run('fuse', 'a.run', 'b.run', 'c.run', '--model', 'm.json', '--quiet', '-o', 'o.run')
def rev(o):
    return {{k: rev(o[k]) for k in reversed(list(o))}} if isinstance(o, dict) else [rev(x) for x in o] if isinstance(o, list) else o
doc = json.load(open('m.json'))
{edit}
json.dump(doc, open('e.json', 'w'), indent=3)
run('fuse', 'a.run', 'b.run', 'c.run', '--model', 'e.json', '--quiet', '-o', 'e.run')
print('the same bytes' if open('o.run', 'rb').read() == open('e.run', 'rb').read() else 'DIFFERS')
"""


def _judged_runs(n_queries: int = 8, judged: int | None = None, grades: tuple[int, ...] = (0, 1, 2)) -> Callable[[Path], None]:
    """Three seeded runs a, b, c of 20 documents per query and qrels q.txt judging 10 per query (the first
    ``judged`` queries, grades drawn from ``grades``)."""
    def make(folder: Path) -> None:
        import random

        rnd = random.Random(3)
        docs = [f"d{i}" for i in range(30)]
        for r in "abc":
            (folder / f"{r}.run").write_text("".join(
                f"{q} Q0 {d} {i + 1} {20 - i} {r}\n" for q in range(1, n_queries + 1) for i, d in enumerate(rnd.sample(docs, 20))))
        (folder / "q.txt").write_text("".join(f"{q} 0 {d} {rnd.choice(grades)}\n" for q in range(1, (judged or n_queries) + 1)
                                              for d in rnd.sample(docs, 10)))
    return make


def _runs_of(n_runs: int, depth: int, n_docs: int, n_queries: int = 2) -> Callable[[Path], None]:
    """``n_runs`` seeded runs r000.run ... of ``depth`` documents per query drawn from ``n_docs``, scores falling."""
    def make(folder: Path) -> None:
        import random

        rnd = random.Random(n_runs * 7 + depth)
        for j in range(n_runs):
            (folder / f"r{j:03d}.run").write_text("".join(
                f"{q} Q0 d{d} {i + 1} {depth - i} r{j:03d}\n" for q in range(1, n_queries + 1)
                for i, d in enumerate(rnd.sample(range(n_docs), depth))))
    return make


# the points each method gives, by its paper's formula (rank r from 1 in trec_eval's order, n the query's documents
# ranked by someone): fused by hand over every *.run of the folder and compared with rankagg.fuse(paths)
_U4M_BY_HAND = """
import glob, math, rankagg
from collections import defaultdict
paths = sorted(glob.glob('*.run'))
lists = defaultdict(dict)
for p in paths:
    for line in open(p):
        q, _, d, _, s, tag = line.split()
        lists[(q, tag)][d] = float(s)
points = {{'rrf': lambda r: 1 / (60 + r), 'isr': lambda r: 1 / r ** 2, 'dowdall': lambda r: 1 / r, 'log_isr': lambda r: 1 / r ** 2}}
bad = []
for spec in {methods!r}:
    want = defaultdict(lambda: defaultdict(float))
    count = defaultdict(lambda: defaultdict(int))
    for (q, tag), docs in lists.items():
        order = sorted(docs, key=lambda d: (-docs[d], tuple(-ord(c) for c in d)))
        for r, d in enumerate(order, 1):
            want[q][d] += points[spec](r)
            count[q][d] += 1
    factor = {{'isr': lambda n: n, 'log_isr': math.log}}.get(spec, lambda n: 1)  # Mourão et al. §3.2: n_d, log(n_d)
    want = {{q: {{d: v * factor(count[q][d]) for d, v in docs.items()}} for q, docs in want.items()}}
    got = rankagg.fuse(paths, spec, depth=None)
    for q in want:
        if set(got[q]) != set(want[q]) or any(abs(got[q][d] - v) > 1e-12 * max(abs(v), 1e-300) for d, v in want[q].items()):
            bad.append(spec + ' query ' + q)
print('as by hand' if not bad else f'FAULTS {{bad[:4]}}')
"""


SEVENTH_BAR_RELATIONS = "45 Unseen inputs: a seventh bar, what every method must keep"
# the helpers every u7m snippet starts with: seeded runs, the registry's unsupervised methods (own_items and
# pseudo_qrels with their own depth given, so that rankagg.fuse may return every document), and a verdict line
_U7M_PRE = r"""
import itertools, json, os, random, subprocess, sys, warnings
warnings.simplefilter('ignore')
import rankagg
from rankagg.methods.registry import list_methods, method_class, method_tags, make_method
UNSUP = [m for m in list_methods() if not method_class(m).supervised]
OWN_DEPTH = ('own_items', 'pseudo_qrels')
WEIGHTED = [m for m in UNSUP if 'weights' in make_method(m).get_params()]
def spec(m):
    return m + '(depth=20)' if m in OWN_DEPTH else m
def fz(runs, m, **kw):
    return rankagg.fuse(runs, spec(m) if '(' not in m else m, depth=None, **kw)
def runs_of(seed, n_runs=4, n_docs=9, depth=6, nq=2, ties=False, prefix='d'):
    rnd = random.Random(seed)
    return {f'r{j}': {str(q): {f'{prefix}{d}': float(rnd.randint(1, 3)) if ties else round(rnd.uniform(0, 10), 3)
                               for d in rnd.sample(range(n_docs), depth)} for q in range(1, nq + 1)} for j in range(n_runs)}
def trec_order(docs):  # trec_eval's order of a run: score descending, then docid descending
    return sorted(docs, key=lambda d: (-docs[d], [-ord(c) for c in d]))
def near(a, b, rel=1e-12):
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-300)
def rk(*a, env=None):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *a], capture_output=True, text=True, env=env)
    if r.returncode:
        raise SystemExit(f'rankagg {" ".join(a)}: {r.stderr.strip().splitlines()[-1]}')
    return r.stdout
def write_runs(runs, suffix='.run'):
    for n, r in runs.items():
        open(n + suffix, 'w', encoding='utf-8').write(''.join(f'{q} Q0 {d} {i + 1} {docs[d]!r} {n}\n' for q, docs in r.items()
                                                              for i, d in enumerate(trec_order(docs))))
    return [n + suffix for n in runs]
bad = []
def verdict(ok):
    print(ok if not bad else f'BROKEN {len(bad)}: ' + ' | '.join(map(str, bad[:4])))
"""


def _u7m(body: str) -> str:
    return _U7M_PRE + body


# every listed method: runs fused as given and after ``change`` (a function of the runs, returning the runs and a
# docid map old -> new); the fused scores, mapped, must be equal (``rel``) and the order the same
_U7M_RELABEL = """
for seed in {seeds!r}:
    runs = runs_of(seed, ties={ties!r})
    {change}
    new = {{n: {{q: {{mp[d]: s for d, s in docs.items()}} for q, docs in r.items()}} for n, r in runs.items()}}
    for m in {methods}:
        a, b = fz(runs, m), fz(new, m)
        for q in a:
            scale = max(abs(v) for v in a[q].values())
            same = lambda x, y: abs(x - y) <= {rel!r} * scale
            pos = {{d: i for i, d in enumerate(b[q])}}
            if any(pos[mp[x]] > pos[mp[y]] and not same(a[q][x], a[q][y]) for x, y in itertools.combinations(a[q], 2)):
                bad.append(f'{{m}} q{{q}}: order {{list(a[q])}} became {{list(b[q])}}'); break
            if any(not same(a[q][d], b[q][mp[d]]) for d in a[q]):
                bad.append(f'{{m}} q{{q}}: scores {{[(d, a[q][d], b[q][mp[d]]) for d in a[q] if not same(a[q][d], b[q][mp[d]])][:2]}}'); break
{after}
"""


# the methods docs/methods.md names as placing a consensus's tied documents by name inside their estimate (so that a
# document's name can move fused scores): the relabelling may change their answer, and only theirs
_U7M_NAMED = """
doc = open(os.path.join(os.path.dirname(rankagg.__file__), '..', 'docs', 'methods.md'), encoding='utf-8').read()
named = [m for m in UNSUP if f'`{m}`' in doc.split('**Names inside an estimate.**')[-1].split('\\n\\n')[0]] if '**Names inside an estimate.**' in doc else []
moved = sorted({b.split(' ')[0] for b in bad})
bad[:] = [b for b in bad if b.split(' ')[0] not in named]
print(f'names move {moved}; docs/methods.md names {named}')
verdict('relabelled: the same answer')"""


def _u7m_relabel(change: str, methods: str = "UNSUP", ties: bool = False, seeds=(1, 2, 3), rel: float = 0.0,
                 documented: bool = False) -> str:
    after = _U7M_NAMED if documented else "verdict('relabelled: the same answer')"
    return _u7m(_U7M_RELABEL.format(change=change, methods=methods, ties=ties, seeds=list(seeds), rel=rel, after=after))


# every listed method: the fused order of ``runs`` and of ``other`` (both built by ``make``) must be the same
_U7M_SAME_ORDER = """
for seed in {seeds!r}:
    runs = runs_of(seed, ties={ties!r})
    for m in {methods}:
        {make}
        a, b = fz(runs, m, **kw_a), fz(other, m, **kw_b)
        for q in a:
            if list(a[q]) != list(b[q]):
                bad.append(f'{{m}} q{{q}}: {{list(a[q])}} became {{list(b[q])}}'); break
verdict('{ok}')
"""


def _u7m_same_order(make: str, ok: str, methods: str = "UNSUP", ties: bool = False, seeds=(1, 2, 3)) -> str:
    return _u7m(_U7M_SAME_ORDER.format(make=make, ok=ok, methods=methods, ties=ties, seeds=list(seeds)))


# a weight of 0 against the run left out: on the documents the other runs return, the same order
_U7M_WEIGHT0 = """
refused = set()
for seed in (1, 2, 3, 4):
    runs = runs_of(seed, n_runs=3)
    for m in {methods!r}:
        try:
            z = fz(runs, m, weights={{'r2': 0.0}})
        except ValueError as exc:
            if 'weights' in str(exc) and 'r2' in str(exc):
                refused.add(m); continue
            raise
        ab = fz({{'r0': runs['r0'], 'r1': runs['r1']}}, m)
        for q in ab:
            pos = {{d: i for i, d in enumerate(z[q])}}
            if any(not near(z[q][d], ab[q][d]) for d in ab[q]) or any(pos[x] > pos[y] and ab[q][x] != ab[q][y] for x, y in itertools.combinations(ab[q], 2)):
                bad.append(f'{{m}} q{{q}}: weight 0 {{[(d, round(z[q][d], 3)) for d in z[q] if d in ab[q]][:4]}}, left out {{[(d, round(ab[q][d], 3)) for d in ab[q]][:4]}}'); break
print(f'refused naming the weights: {{sorted(refused)}}' if refused else 'none refused')
verdict('a weight of 0 is the run left out')
"""

# the run of ``make`` has one document fewer than the full one: appended at the bottom vs unranked
_U7M_BOTTOM = """
rnd = random.Random(11)
for trial in range(6):
    docs = [f'd{{i}}' for i in range(6)]
    runs = {{}}
    for j in range(3):
        o = docs[:]; rnd.shuffle(o)
        runs[f'r{{j}}'] = {{'1': {{d: float(10 - i) for i, d in enumerate(o)}}}}
    last = min(runs['r0']['1'], key=lambda d: runs['r0']['1'][d])
    cut = dict(runs, r0={{'1': {{d: s for d, s in runs['r0']['1'].items() if d != last}}}})
    for m in {methods!r}:
        a, b = fz(runs, m), fz(cut, m)
        if {scores!r} and any(not near(a['1'][d], b['1'][d], 1e-9) for d in a['1']):
            bad.append(f'{{m}}: at the bottom {{[(d, round(a["1"][d], 4)) for d in a["1"]]}}, unranked {{[(d, round(b["1"][d], 4)) for d in a["1"]]}}')
        elif not {scores!r} and list(a['1']) != list(b['1']):
            bad.append(f'{{m}}: at the bottom {{list(a["1"])}}, unranked {{list(b["1"])}}')
{after}
"""

_U7M_BOTTOM_OK = "verdict('the bottom is unranked')"
# the order may differ where docs/methods.md says the house start order (which counts the rankers) decides cycles
_U7M_BOTTOM_HOUSE = """doc = open(os.path.join(os.path.dirname(rankagg.__file__), '..', 'docs', 'methods.md'), encoding='utf-8').read()
names = doc.split('**Names inside an estimate.**')[-1].split('\\n\\n')[0] if '**Names inside an estimate.**' in doc else ''
said = "unranked='below'" in names and all(f'`{m}`' in names for m in ('condorcet', 'mclk'))
if said and bad:
    print(f'{len(bad)} differ, as docs/methods.md says: {bad[0][:120]}')
    bad.clear()
verdict('the bottom is unranked')"""

# Pareto: every run puts d0 above d1; the consensus must too
_U7M_PARETO = """
rnd = random.Random({seed})
for trial in range(6):
    runs = {{}}
    for j in range({n_runs}):
        o = {pool}
        rnd.shuffle(o)
        if o.index('d0') > o.index('d1'):
            i0, i1 = o.index('d0'), o.index('d1'); o[i0], o[i1] = o[i1], o[i0]
        runs[f'r{{j}}'] = {{'1': {{d: float(10 - i) for i, d in enumerate(o)}}}}
    for m in UNSUP:
        o = list(fz(runs, m)['1'])
        if o.index('d0') > o.index('d1'):
            bad.append(f'{{m}}: {{o}}')
verdict('unanimous pairs kept')
"""

# the Kemeny objective of a strict order (Y: weight of the voters putting i strictly above j) and of a bucket order
_U7M_KEMENY = r"""
from rankagg.api.preferences import fuse_preflib
def votes_of(path):
    alts, out = {}, []
    for line in open(path):
        if line.startswith('# ALTERNATIVE NAME'):
            k, v = line[len('# ALTERNATIVE NAME '):].split(':'); alts[k.strip()] = v.strip()
        elif not line.startswith('#') and line.strip():
            count, body = line.split(':'); groups, depth, cur = [], 0, []
            for tok in body.replace('{', ' { ').replace('}', ' } ').replace(',', ' ').split():
                if tok == '{': depth = 1; cur = []
                elif tok == '}': depth = 0; groups.append(cur)
                elif depth: cur.append(alts[tok])
                else: groups.append([alts[tok]])
            out.append((int(count), groups))
    return list(alts.values()), out
def pairs(votes):
    S, E = {}, {}
    for w, groups in votes:
        for gi, g in enumerate(groups):
            for a in g:
                for b in g:
                    if a != b: E[a, b] = E.get((a, b), 0) + w
                for h in groups[gi + 1:]:
                    for b in h: S[a, b] = S.get((a, b), 0) + w
    return S, E
def strict_cost(order, S):
    return sum(S.get((b, a), 0) for i, a in enumerate(order) for b in order[i + 1:])
def bucket_cost(buckets, S, E):
    pos = {a: i for i, g in enumerate(buckets) for a in g}
    c = 0
    for a, b in itertools.combinations(list(pos), 2):
        if pos[a] == pos[b]: c += S.get((a, b), 0) + S.get((b, a), 0)
        elif pos[a] < pos[b]: c += 2 * S.get((b, a), 0) + E.get((a, b), 0)
        else: c += 2 * S.get((a, b), 0) + E.get((a, b), 0)
    return c
def weak_orders(items):
    if not items:
        yield []; return
    for r in range(1, len(items) + 1):
        for first in itertools.combinations(items, r):
            rest = [x for x in items if x not in first]
            for tail in weak_orders(rest):
                yield [list(first)] + tail
"""
_U7M_TOC = ("# FILE NAME: e.toc\n# DATA TYPE: toc\n# NUMBER ALTERNATIVES: 7\n# NUMBER VOTERS: 9\n# NUMBER UNIQUE ORDERS: 5\n"
            + "".join(f"# ALTERNATIVE NAME {i}: a{i}\n" for i in range(1, 8))
            + "2: 1,{2,3},4,5,6,7\n2: {3,4},2,7,6,1,5\n2: 5,6,{1,2},7,3,4\n2: 7,2,1,3,{4,5,6}\n1: {1,2,3,4,5,6,7}\n")
# the rankers disagree so that the majority has cycles: which of the optimal orders the tie rule picks
_U7M_TOC_CYCLE = ("# FILE NAME: c.toc\n# DATA TYPE: toc\n# NUMBER ALTERNATIVES: 6\n# NUMBER VOTERS: 6\n# NUMBER UNIQUE ORDERS: 3\n"
                  + "".join(f"# ALTERNATIVE NAME {i}: c{i}\n" for i in range(1, 7))
                  + "2: 1,2,3,{4,5},6\n2: 2,3,1,6,{4,5}\n2: 3,1,2,5,4,6\n")


def seventh_bar_relations_cases() -> list[Case]:
    """Issue 45's seventh bar (metamorphic relations of the methods): relations the answer must keep, which one
    hand-computed case misses: renaming documents and rankers, the order of runs, queries and lines, scaling the
    scores and the weights, copies against weights and weight 0 against the run left out, unanimity, the independence
    of queries, a document at the bottom against unranked, the input depth, seeds across processes, threads and
    faces, and the exact Kemeny solvers against brute force.  Each checks the relation over every method that
    promises it (its docstring, docs/methods.md) and, on tiny inputs, the answer against a brute-force reference."""
    G, M, T = SEVENTH_BAR_RELATIONS, 4.0, 120
    ok = stdout_has

    def rel(id: str, what: str, code: str, why: str, want: str, **kw) -> Case:
        return Case(id, G, what, code=code, expect="ok", check=ok(want), memory_gb=M, timeout=kw.pop("timeout", T), why=why, **kw)

    keep = "relabelled: the same answer"
    text = "mp = {d: 'x' + d for r in runs.values() for docs in r.values() for d in docs}"
    reverse = "mp = {f'd{i}': f'z{9 - i}' for i in range(10)}"
    tie_free = ("rnd = random.Random(seed)\n    truth = [f'd{i}' for i in range(7)]\n"
                "    runs = {f'r{j}': {'1': {d: float(7 - p + rnd.random() * 2.5) for p, d in enumerate(truth)}} for j in range(5)}\n"
                "    " + "mp = {f'd{i}': f'z{9 - i}' for i in range(10)}")
    wtab = "{'r0': 2.0, 'r1': 1.0, 'r2': 0.5, 'r3': 1.5}"
    return [
        # ------------------------------------------------------------ renaming documents and rankers
        rel("u7m_rename_prefix_ties", "every unsupervised method: docids renamed d* -> xd* (order kept), runs with tied scores",
            _u7m_relabel(text, ties=True), "accepted: a relabelling that keeps the docid order changes nothing but the labels, "
            "bit for bit (ties read by docid descending, then broken by docid: the same order)", keep),
        rel("u7m_rename_reverse_scores", "every unsupervised method: docids renamed so their string order reverses "
            "(d0..d9 -> z9..z0), runs without tied scores: each document's fused score",
            _u7m_relabel(reverse, rel=1e-9, documented=True), "accepted: with no tie in the inputs, a document's score "
            "does not depend on its name (the order may differ only where scores tie, by the tie rule), unless "
            "docs/methods.md says the method's estimate places tied documents by name", keep),
        rel("u7m_rename_reverse_consensus", "every unsupervised method on 5 noisy copies of one order (7 documents, no "
            "tie anywhere): docids renamed to reverse their string order",
            _u7m(_U7M_RELABEL.format(change=tie_free, methods="UNSUP", ties=False, seeds=[1, 2, 3], rel=1e-9,
                                     after="verdict('relabelled: the same answer')").replace("    runs = runs_of(seed, ties=False)\n", "")),
            "accepted: no tie in the inputs, the pairwise majorities or the consensus, so the docid decides nothing", keep),
        rel("u7m_tie_rule_both_labellings", "every unsupervised method on runs [x, y] and [y, x]: the tie goes to the "
            "smaller docid, for (d10, d9), (b, a) and (B, a)",
            _u7m("for x, y in (('d10', 'd9'), ('b', 'a'), ('a', 'b'), ('B', 'a')):\n"
                 "    runs = {'r0': {'1': {x: 3.0, y: 2.0, 'zz': 1.0}}, 'r1': {'1': {y: 3.0, x: 2.0, 'zz': 1.0}}}\n"
                 "    for m in UNSUP:\n        o = list(fz(runs, m)['1'])\n"
                 "        if o[:2] != sorted([x, y]):\n            bad.append(f'{m} ({x}, {y}): {o}')\n"
                 "verdict('the smaller docid first')"),
            "accepted: docs/methods.md: equal scores, equal rankers and best ranks: the smaller docid first (code point "
            "order: 'B' < 'a', 'd10' < 'd9')", "the smaller docid first"),
        rel("u7m_rename_unicode_reversed_cli", "rankagg fuse of runs whose docids are renamed to CJK characters in reversed "
            "order (U+4E09 .. U+4E00), rrf, borda, combsum, kemeny: the same fused lines, labels mapped",
            _u7m("runs = runs_of(5, n_runs=3, nq=2)\nmp = {f'd{i}': chr(0x4e00 + 9 - i) for i in range(10)}\n"
                 "new = {n + 'u': {q: {mp[d]: s for d, s in docs.items()} for q, docs in r.items()} for n, r in runs.items()}\n"
                 "a, b = write_runs(runs), write_runs(new)\n"
                 "for m in ('rrf', 'borda', 'combsum', 'kemeny'):\n"
                 "    x = rk('fuse', *a, '--method', m, '--quiet', '-o', '-').split('\\n')\n"
                 "    y = rk('fuse', *b, '--method', m, '--quiet', '-o', '-').split('\\n')\n"
                 "    back = {v: k for k, v in mp.items()}\n"
                 "    sx = {(p[0], p[2]): p[4] for p in map(str.split, x) if p}\n"
                 "    sy = {(p[0], back[p[2]]): p[4] for p in map(str.split, y) if p}\n"
                 "    oy = [(p[0], back[p[2]]) for p in map(str.split, y) if p]\n"
                 "    ox = [(p[0], p[2]) for p in map(str.split, x) if p]\n"
                 "    differ = [k for k in sx if k not in sy or not near(float(sx[k]), float(sy[k]), 1e-6)]\n"
                 "    py = {k: i for i, k in enumerate(oy)}\n"
                 "    if differ or any(py[x] > py[y] and not near(float(sx[x]), float(sx[y]), 1e-6) for x, y in itertools.combinations(ox, 2) if x[0] == y[0]):\n"
                 "        bad.append(f'{m}: {[(k, sx[k], sy.get(k)) for k in differ][:2]}')\n"
                 "verdict('relabelled: the same answer')"),
            "accepted: UTF-8 docids, no tie in the inputs: the same score for each document (equal fused scores: the tie "
            "rule, by name, and the writer's nudge of a tied score by a float32 step, so compared to 1e-6)", keep),
        rel("u7m_rename_rankers", "every unsupervised method: the runs renamed by a cycle (r0->r1->r2->r3->r0), which "
            "changes their canonical order", _u7m_same_order(
                "other = {f'r{(int(n[1:]) + 1) % 4}': r for n, r in runs.items()}; kw_a = kw_b = {}", "renamed rankers: the same order"),
            "accepted: a method is symmetric in its rankers (docs/methods.md: one canonical order; the order of the "
            "output cannot depend on the names)", "renamed rankers: the same order"),
        # ------------------------------------------------------------ the order of runs, queries and lines
        rel("u7m_run_order_with_weights", "every weighted method: the runs and their weights (a list) given in reverse "
            "order: the same bits", _u7m(
                "w = [2.0, 1.0, 0.5, 1.5]\nfor seed in (1, 2):\n    runs = runs_of(seed)\n"
                "    rev = dict(reversed(list(runs.items())))\n    for m in WEIGHTED:\n"
                "        if fz(runs, m, weights=w) != fz(rev, m, weights=w[::-1]):\n            bad.append(m)\n"
                "verdict('the same bits')"),
            "accepted: a weight follows its run (docs/methods.md: reordering the input runs changes no bit)", "the same bits"),
        rel("u7m_query_order", "every unsupervised method: the queries of every run given in reverse order: each query's "
            "order, scores to 1e-12", _u7m(
                "for seed in (1, 2):\n    runs = runs_of(seed, nq=4)\n"
                "    rev = {n: dict(reversed(list(r.items()))) for n, r in runs.items()}\n"
                "    for m in UNSUP:\n        a, b = fz(runs, m), fz(rev, m)\n"
                "        if any(list(a[q]) != list(b[q]) or any(not near(a[q][d], b[q][d]) for d in a[q]) for q in a):\n"
                "            bad.append(m)\nverdict('the same answer')"),
            "accepted: a query's answer cannot depend on where it comes in the file (across-query estimates: the same "
            "sums in another order, 1e-12)", "the same answer"),
        rel("u7m_line_order_files", "every unsupervised method through rankagg.fuse(paths): run files with tied scores and "
            "their lines shuffled: the same bits", _u7m(
                "runs = runs_of(7, ties=True, nq=3)\npaths = write_runs(runs)\nrnd = random.Random(1)\n"
                "for p in paths:\n    lines = open(p).readlines(); rnd.shuffle(lines); open('s' + p, 'w').write(''.join(lines))\n"
                "for m in UNSUP:\n    a, b = fz(paths, m), fz(['s' + p for p in paths], m)\n"
                "    if any(list(a[q]) != list(b[q]) or any(not near(a[q][d], b[q][d]) for d in a[q]) for q in a):\n        bad.append(m)\n"
                "    elif a != b:\n        print(m + ': the last bits follow the order of the queries')\n"
                "verdict('the same answer')"),
            "accepted: trec_eval reads a run by score, then docid descending, whatever the line order (the queries' "
            "order of first appearance may change the last bits of estimates summed over queries)", "the same answer"),
        rel("u7m_line_order_cli_bytes", "rankagg fuse of three run files with tied scores, lines shuffled and runs given in "
            "another order, with a weights file: the same output bytes (combmnz, isr, kemeny, mallows_em)", _u7m(
                "runs = runs_of(8, n_runs=3, ties=True, nq=3)\npaths = write_runs(runs)\nrnd = random.Random(2)\n"
                "for p in paths:\n    lines = open(p).readlines(); rnd.shuffle(lines); open('s' + p, 'w').write(''.join(lines))\n"
                "open('w.txt', 'w').write('r0 2\\nr1 0.5\\nr2 1\\n')\n"
                "for m in ('combmnz', 'isr', 'kemeny', 'mallows_em'):\n"
                "    w = ('--weights', 'w.txt') if m in WEIGHTED else ()\n"
                "    a = rk('fuse', *paths, '--method', m, *w, '--quiet', '-o', '-')\n"
                "    b = rk('fuse', *['s' + p for p in paths[::-1]], '--method', m, *w, '--quiet', '-o', '-')\n"
                "    c = rk('fuse', *paths[::-1], '--method', m, *w, '--quiet', '-o', '-')\n"
                "    if a != c or sorted(a.splitlines()) != sorted(b.splitlines()):\n        bad.append(m)\n"
                "verdict('the same lines')"),
            "accepted: the same runs, the same lines; the queries come in their order of first appearance over the "
            "files (docs/scale.md), so shuffled lines may reorder the query blocks", "the same lines"),
        # ------------------------------------------------------------ scale
        rel("u7m_scale_ranks_only", "every ranks-only method (tag reads_scores False): scores x 7 + 100 and x 1e-6: the "
            "same bits", _u7m(
                "for seed in (1, 2):\n    runs = runs_of(seed)\n    for m in UNSUP:\n"
                "        if method_tags(spec(m)).reads_scores:\n            continue\n"
                "        for c, s in ((7.0, 100.0), (1e-6, 0.0)):\n"
                "            sc = {n: {q: {d: v * c + s for d, v in docs.items()} for q, docs in r.items()} for n, r in runs.items()}\n"
                "            if fz(sc, m) != fz(runs, m):\n                bad.append(f'{m} x{c} + {s}')\n"
                "verdict('the same bits')"),
            "accepted: a method that reads only the ranks cannot see a monotone change of the scores", "the same bits"),
        rel("u7m_scale_affine_norms", "combsum, combmnz, combmax, combmin, combmed, combanz with norm minmax, zscore, sum, "
            "dbsf, rank, borda: scores x 3, + 7, x 1e-3, - 20: the same order", _u7m(
                "for seed in (1, 2):\n    runs = runs_of(seed, n_runs=3, nq=3)\n"
                "    for norm in ('minmax', 'zscore', 'sum', 'dbsf', 'rank', 'borda'):\n"
                "        for m in ('combsum', 'combmnz', 'combmax', 'combmin', 'combmed', 'combanz'):\n"
                "            base = fz(runs, f'{m}(norm={norm!r})')\n"
                "            for c, s in ((3.0, 0.0), (1.0, 7.0), (1e-3, 0.0), (1.0, -20.0)):\n"
                "                sc = {n: {q: {d: v * c + s for d, v in docs.items()} for q, docs in r.items()} for n, r in runs.items()}\n"
                "                got = fz(sc, f'{m}(norm={norm!r})')\n"
                "                if any(list(got[q]) != list(base[q]) for q in base):\n                    bad.append(f'{m} {norm} x{c} + {s}')\n"
                "verdict('the same order')"),
            "accepted: each of these norms is invariant to a positive affine change of a list's scores", "the same order"),
        rel("u7m_scale_multiply_norms", "the Comb family with norm max and l2: scores x 3 and x 1e-3: the same order", _u7m(
                "runs = runs_of(4, n_runs=3, nq=3)\nfor norm in ('max', 'l2'):\n"
                "    for m in ('combsum', 'combmnz', 'combmax', 'combmin', 'combmed', 'combanz'):\n"
                "        base = fz(runs, f'{m}(norm={norm!r})')\n        for c in (3.0, 1e-3):\n"
                "            sc = {n: {q: {d: v * c for d, v in docs.items()} for q, docs in r.items()} for n, r in runs.items()}\n"
                "            got = fz(sc, f'{m}(norm={norm!r})')\n"
                "            if any(list(got[q]) != list(base[q]) for q in base):\n                bad.append(f'{m} {norm} x{c}')\n"
                "verdict('the same order')"),
            "accepted: s / max and s / ||s|| are invariant to a positive factor", "the same order"),
        rel("u7m_scale_default_settings", "every score-reading unsupervised method at its defaults: scores x 3, + 5 and "
            "x 0.001: the same order", _u7m_same_order(
                "c, s = [(3.0, 0.0), (1.0, 5.0), (0.001, 0.0)][seed % 3]\n"
                "        other = {n: {q: {d: v * c + s for d, v in docs.items()} for q, docs in r.items()} for n, r in runs.items()}\n"
                "        kw_a = kw_b = {}", "scaled: the same order"),
            "accepted: every default norm of the registry (auto: minmax; rank-based methods) ignores a positive affine "
            "change", "scaled: the same order"),
        rel("u7m_weights_times_c", "every weighted method: all weights x 3, x 0.1 and x 1e6: the same order", _u7m_same_order(
                "c = (3.0, 0.1, 1e6)[seed - 1]\n        other = runs\n"
                f"        kw_a = {{'weights': {wtab}}}\n        kw_b = {{'weights': {{k: v * c for k, v in kw_a['weights'].items()}}}}",
                "the same order", methods="WEIGHTED"),
            "accepted: the weights are relative (every weighted score is the unweighted one's function times the factor)",
            "the same order"),
        rel("u7m_copies_vs_weight_two", "every weighted method that does not declare weights_not_copies: r0 given twice "
            "against weight 2: each document's score", _u7m(
                "for seed in (1, 2, 3):\n    runs = runs_of(seed, n_runs=3)\n    for m in WEIGHTED:\n"
                "        if method_tags(m).weights_not_copies:\n            continue\n"
                "        two = fz(dict(runs, r0b=runs['r0']), m)\n        w2 = fz(runs, m, weights={'r0': 2.0})\n"
                "        if any(not near(two[q][d], w2[q][d], 1e-12) for q in two for d in two[q]):\n            bad.append(m)\n"
                "verdict('copies are weights')"),
            "accepted: MethodTags: a weight of 2 is the ranker given twice unless the class says why not", "copies are weights"),
        rel("u7m_weight0_sum", "rrf, combsum (minmax and zscore): r2 weighted 0 against r2 left out: the other runs' "
            "documents' scores, and their order where the scores differ", _u7m(_U7M_WEIGHT0.format(
                methods=["rrf", "combsum", "combsum(norm='zscore')"])),
            "accepted: a weight of 0 leaves a run out of the sum (docs/reliability.md #359)", "a weight of 0 is the run left out"),
        rel("u7m_weight0_combmin_combmed", "combmin and combmed with r2 weighted 0 against r2 left out", _u7m(
                _U7M_WEIGHT0.format(methods=["combmin", "combmed"])),
            "accepted: a weight of 0 must take the run out of the statistic (otherwise its 0 x score is every document's "
            "minimum: all of the query's scores 0), or be refused naming the weights", "a weight of 0 is the run left out"),
        rel("u7m_weight0_combmax", "combmax with r2 weighted 0 against r2 left out", _u7m(_U7M_WEIGHT0.format(methods=["combmax"])),
            "accepted: a run of weight 0 adds nothing to a maximum", "a weight of 0 is the run left out"),
        rel("u7m_weight0_count_factor", "combmnz and isr with r2 weighted 0: not the run left out (the documents r2 "
            "returned move up); the formula by hand with n_d counting r2, and docs/methods.md saying so", _u7m(
                "doc = open(os.path.join(os.path.dirname(rankagg.__file__), '..', 'docs', 'methods.md'), encoding='utf-8').read()\n"
                "said = '**Weights of 0.**' in doc and 'n_d' in doc.split('**Weights of 0.**')[1].split('\\n\\n')[0]\n"
                "for seed in (1, 2, 3, 4):\n    runs = runs_of(seed, n_runs=3)\n"
                "    for m in ('combmnz', 'isr'):\n        got = fz(runs, m, weights={'r2': 0.0})\n"
                "        for q in got:\n            n_d = {d: sum(d in r[q] for r in runs.values()) for d in got[q]}\n"
                "            want = {d: 0.0 for d in got[q]}\n"
                "            for name in ('r0', 'r1'):\n                docs = runs[name][q]; lo, hi = min(docs.values()), max(docs.values())\n"
                "                for i, d in enumerate(trec_order(docs)):\n"
                "                    want[d] += (docs[d] - lo) / (hi - lo) if m == 'combmnz' else 1 / (i + 1) ** 2\n"
                "            if any(not near(got[q][d], want[d] * n_d[d], 1e-9) for d in got[q]):\n"
                "                bad.append(f'{m} seed {seed} q{q}: {got[q]} / by hand {want}')\n"
                "if not said:\n    bad.append('docs/methods.md does not say that a run of weight 0 still counts in n_d')\n"
                "verdict('the documented formula')"),
            "accepted: n_d x sum_r w_r s_r with n_d every run that returned the document (what rankagg tune's linear "
            "parts assume), documented in docs/methods.md (Weights of 0)", "the documented formula"),
        rel("u7m_weight0_combmax_zscore", "combmax(norm='zscore') and combmin(norm='zscore') with r2 weighted 0 against r2 "
            "left out", _u7m(_U7M_WEIGHT0.format(methods=["combmax(norm='zscore')", "combmin(norm='zscore')"])),
            "accepted: a run of weight 0 is no value of a maximum (its 0 would beat every negative z-score)",
            "a weight of 0 is the run left out"),
        # ------------------------------------------------------------ unanimity
        rel("u7m_pareto_complete", "every unsupervised method: 5 complete lists of 7 documents, each puts d0 above d1",
            _u7m(_U7M_PARETO.format(seed=7, n_runs=5, pool="[f'd{i}' for i in range(7)]")),
            "accepted: Pareto (unanimity on a pair): every method of the registry ranks d0 above d1", "unanimous pairs kept"),
        rel("u7m_pareto_partial", "every unsupervised method: 4 lists of 6 drawn from 10 documents, each with d0 above d1",
            _u7m(_U7M_PARETO.format(seed=8, n_runs=4, pool="random.Random(rnd.random()).sample([f'd{i}' for i in range(2, 10)], 4) + ['d0', 'd1']")),
            "accepted: both documents in every list, always in that order", "unanimous pairs kept"),
        rel("u7m_pareto_two_runs", "every unsupervised method: 2 complete lists of 6 (an even number: majorities tie), each "
            "with d0 above d1", _u7m(_U7M_PARETO.format(seed=9, n_runs=2, pool="[f'd{i}' for i in range(6)]")),
            "accepted: unanimity with two rankers", "unanimous pairs kept"),
        rel("u7m_identical_runs_ties", "every unsupervised method: three identical runs with tied scores (2 queries): the "
            "run itself in trec_eval's order", _u7m(
                "runs0 = runs_of(3, ties=True)\nruns = {n: runs0['r0'] for n in ('a', 'b', 'c')}\nfor m in UNSUP:\n"
                "    got = fz(runs, m)\n"
                "    if any(list(got[q]) != trec_order(runs['a'][q]) for q in got):\n"
                "        bad.append(f'{m}: {[(list(got[q]), trec_order(runs[\"a\"][q])) for q in got if list(got[q]) != trec_order(runs[\"a\"][q])][0]}')\n"
                "verdict('the run itself')"),
            "accepted: identical rankers give their list back (ties in the scores read by docid descending)", "the run itself"),
        rel("u7m_single_run_ties", "every unsupervised method: one run with tied scores, 3 queries: itself in trec_eval's "
            "order", _u7m(
                "one = {'r': runs_of(4, ties=True, nq=3, n_runs=1)['r0']}\nfor m in UNSUP:\n    got = fz(one, m)\n"
                "    if any(list(got[q]) != trec_order(one['r'][q]) for q in got):\n        bad.append(m)\nverdict('the run itself')"),
            "accepted: one ranker's own order", "the run itself"),
        # ------------------------------------------------------------ independence of queries
        rel("u7m_query_alone_per_query", "every per-query unsupervised method: query 2 fused alone against its part of the "
            "fusion of 3 queries: the same bits", _u7m(
                "for seed in (1, 2):\n    runs = runs_of(seed, nq=3)\n    for m in UNSUP:\n"
                "        if not method_tags(spec(m)).per_query:\n            continue\n"
                "        alone = fz({n: {'2': r['2']} for n, r in runs.items()}, m)\n"
                "        if alone['2'] != fz(runs, m)['2']:\n            bad.append(m)\n"
                "verdict('a query alone is its part')"),
            "accepted: MethodTags.per_query: an item's score depends only on its own query", "a query alone is its part"),
        rel("u7m_query_alone_dibra", "dibra, whose docstring says its weights are per query: query 1 fused alone against "
            "its part of the fusion with 3 more queries: the same order", _u7m(
                "for seed in (1, 2, 3, 4):\n    runs = runs_of(seed, nq=4, n_runs=5)\n    for m in ('dibra',):\n"
                "        alone = fz({n: {'1': r['1']} for n, r in runs.items()}, m)\n"
                "        if list(alone['1']) != list(fz(runs, m)['1']):\n            bad.append(f'{m} seed {seed}')\n"
                "verdict('a query alone is its part')"),
            "accepted: DIBRA (Akritidis et al. §3) weights each ranker per query; the answer for a query cannot depend on "
            "the other queries of the file", "a query alone is its part"),
        rel("u7m_query_alone_model", "rankagg train --folds 0 (best_input, rags_top, rankagg_sup) then fuse --model: query "
            "2 alone against its lines in the fusion of 4 queries", _u7m(
                "runs = runs_of(6, n_runs=3, nq=4, n_docs=12, depth=8)\npaths = write_runs(runs)\n"
                "rnd = random.Random(3)\nopen('q.txt', 'w').write(''.join(f'{q} 0 d{i} {rnd.choice((0, 1, 2))}\\n' for q in '1234' for i in range(12)))\n"
                "for p in paths:\n    open('one_' + p, 'w').write(''.join(l for l in open(p) if l.startswith('2 ')))\n"
                "for m in ('best_input', 'rags_top', 'rankagg_sup'):\n"
                "    rk('train', *paths, '--qrels', 'q.txt', '--method', m, '--folds', '0', '--quiet', '-o', m + '.json')\n"
                "    whole = [l for l in rk('fuse', *paths, '--model', m + '.json', '--quiet', '-o', '-').splitlines() if l.startswith('2 ')]\n"
                "    alone = rk('fuse', *['one_' + p for p in paths], '--model', m + '.json', '--quiet', '-o', '-').splitlines()\n"
                "    if whole != alone:\n        bad.append(f'{m}: {whole[:2]} / {alone[:2]}')\n"
                "verdict('a query alone is its part')"), "accepted: a fixed model scores each query by itself",
            "a query alone is its part", timeout=180),
        # ------------------------------------------------------------ partial lists
        rel("u7m_bottom_borda", "borda with unranked bottom and share: the one document a run misses appended at its "
            "bottom against unranked: each score", _u7m(_U7M_BOTTOM.format(
                methods=["borda(unranked='bottom')", "borda(unranked='share')"], scores=True, after=_U7M_BOTTOM_OK)),
            "accepted: 'bottom' ties the unranked at k + 1 (n - k points) and 'share' gives (n - k + 1) / 2: with one "
            "missing document both are n - k, what position k + 1 earns", "the bottom is unranked"),
        rel("u7m_bottom_pairwise_below", "every pairwise method with unranked='below' (copeland, bradley_terry, thurstone, "
            "mpm, svp, mc1-mc4, kemeny): appended at the bottom against unranked: each score", _u7m(_U7M_BOTTOM.format(
                methods=[f"{m}(unranked='below')" for m in ("copeland", "bradley_terry", "thurstone", "mpm", "svp", "mc1", "mc2",
                                                            "mc3", "mc4", "kemeny")], scores=True, after=_U7M_BOTTOM_OK)),
            "accepted: 'below' counts the unranked item below the ranker's list: the same pairwise preferences", "the bottom is unranked"),
        rel("u7m_bottom_condorcet_mclk", "condorcet and mclk with unranked='below': the one document a run misses appended "
            "at its bottom against unranked: the same order", _u7m(_U7M_BOTTOM.format(
                methods=["condorcet(unranked='below')", "mclk(unranked='below')", "condorcet(unranked='below', start='copeland')"],
                scores=False, after=_U7M_BOTTOM_HOUSE)),
            "accepted: the same pairwise preferences (param doc: 'that item counts below the ranker's list') give the "
            "same consensus, or docs/methods.md says why not (the house start order counts the rankers that returned "
            "a document; arguable: a majority cycle has no right answer)", "the bottom is unranked"),
        rel("u7m_input_depth_by_hand", "rankagg fuse --input-depth 3 against the runs cut by hand at 3 in trec_eval's order "
            "(ties at the cut): the same bytes (rrf, borda, combsum, kemeny, mc4)", _u7m(
                "runs = runs_of(9, n_runs=3, ties=True, nq=2, depth=7)\npaths = write_runs(runs)\n"
                "cut = {n: {q: {d: docs[d] for d in trec_order(docs)[:3]} for q, docs in r.items()} for n, r in runs.items()}\n"
                "os.mkdir('cut')\nos.chdir('cut')\ncpaths = ['cut/' + p for p in write_runs(cut)]\nos.chdir('..')\n"
                "for m in ('rrf', 'borda', 'combsum', 'kemeny', 'mc4'):\n"
                "    a = rk('fuse', *paths, '--method', m, '--input-depth', '3', '--quiet', '-o', '-')\n"
                "    b = rk('fuse', *cpaths, '--method', m, '--quiet', '-o', '-')\n"
                "    if a != b:\n        bad.append(f'{m}: {a.splitlines()[:3]} / {b.splitlines()[:3]}')\n"
                "verdict('the cut is the input depth')"),
            "accepted: --input-depth keeps each run's first N documents per query (trec_eval's order) before fusing",
            "the cut is the input depth"),
        # ------------------------------------------------------------ seeds
        rel("u7m_seed_processes_threads", "mallows_em with Metropolis chains (estimator and inference 'sampling'): two "
            "processes, NUMBA/OMP threads 1 and 2: the same bytes; random_state 1: other bytes", _u7m(
                "paths = write_runs(runs_of(10, n_runs=3, nq=2))\nsp = \"mallows_em(estimator='sampling', inference='sampling', max_iter=3)\"\n"
                "outs = []\nfor threads in ('1', '2', '1'):\n"
                "    env = dict(os.environ, NUMBA_NUM_THREADS=threads, OMP_NUM_THREADS=threads)\n"
                "    outs.append(rk('fuse', *paths, '--method', sp, '--quiet', '-o', '-', env=env))\n"
                "other = rk('fuse', *paths, '--method', sp.replace('max_iter=3', 'max_iter=3, random_state=1'), '--quiet', '-o', '-')\n"
                "if len(set(outs)) != 1:\n    bad.append('threads or processes change the bytes')\n"
                "if other == outs[0]:\n    bad.append('the seed changes nothing')\nverdict('seeded: the same bytes')"),
            "accepted: same input and seed, same output bit for bit (the seed reaches the chains)", "seeded: the same bytes"),
        rel("u7m_seed_faces", "mallows_em(estimator='sampling', inference='sampling'): rankagg fuse and rankagg.fuse(paths) give the "
            "same fused order", _u7m(
                "paths = write_runs(runs_of(11, n_runs=3, nq=2))\nsp = \"mallows_em(estimator='sampling', inference='sampling', max_iter=3)\"\n"
                "cli = [l.split() for l in rk('fuse', *paths, '--method', sp, '--quiet', '-o', '-').splitlines()]\n"
                "api = rankagg.fuse(paths, sp, depth=None)\n"
                "flat = [(q, d) for q in api for d in api[q]]\n"
                "if [(l[0], l[2]) for l in cli] != flat:\n    bad.append(f'CLI order {cli[:2]} / API {flat[:2]}')\n"
                "verdict('the faces agree')"),
            "accepted: one seed, one answer on every face", "the faces agree"),
        rel("u7m_seed_cps_random_truth", "rankagg train cps(truth='random') twice in two processes: the same model bytes; "
            "then random_state=1: another model", _u7m(
                "paths = write_runs(runs_of(12, n_runs=3, nq=3, n_docs=8, depth=6))\nrnd = random.Random(1)\n"
                "open('q.txt', 'w').write(''.join(f'{q} 0 d{i} {rnd.choice((0, 1, 2))}\\n' for q in '123' for i in range(8)))\n"
                "for out, seed in (('a.json', 0), ('b.json', 0), ('c.json', 1)):\n"
                "    rk('train', *paths, '--qrels', 'q.txt', '--method', f\"cps(truth='random', random_state={seed})\", '--folds', '0', '--quiet', '-o', out)\n"
                "a, b, c = (json.load(open(f)) for f in ('a.json', 'b.json', 'c.json'))\n"
                "a.pop('created', None); b.pop('created', None)\n"
                "if open('a.json', 'rb').read() != open('b.json', 'rb').read() and a != b:\n    bad.append('two processes, two models')\n"
                "verdict('seeded: the same model')"),
            "accepted: the seed of the truth draws makes the model", "seeded: the same model", timeout=180),
        # ------------------------------------------------------------ exact solvers against brute force
        rel("u7m_kemeny_exact_toc_brute", "kemeny(solver=exact) on a PrefLib .toc of 7 alternatives with tied votes: its "
            "objective and order against every one of the 5040 orders", _u7m(_U7M_KEMENY + (
                "alts, votes = votes_of('e.toc')\nS, E = pairs(votes)\nres = fuse_preflib('e.toc', 'kemeny(solver=\"exact\")')\n"
                "order = list(res.sort_values('rank')['item'])\nbest = min(strict_cost(p, S) for p in itertools.permutations(alts))\n"
                "if strict_cost(order, S) != best or float(res['objective'].iloc[0]) != best:\n"
                "    bad.append(f'cost {strict_cost(order, S)}, objective {res[\"objective\"].iloc[0]}, brute force {best}')\n"
                "verdict('optimal')")),
            "accepted: Kemeny's objective with tied votes giving no preference (binary transform), brute force", "optimal", files={"e.toc": _U7M_TOC}),
        rel("u7m_kemeny_local_equals_exact", "kemeny solver=local (the DP up to exact_max) against solver=exact on two "
            "tied .toc elections and 3 random run sets: the same order", _u7m(
                "for src in ('e.toc', 'c.toc'):\n    a = rankagg.fuse(src, 'kemeny', depth=None)\n"
                "    b = rankagg.fuse(src, \"kemeny(solver='exact')\", depth=None)\n"
                "    if [list(x) for x in a.values()] != [list(x) for x in b.values()]:\n        bad.append(f'{src}: {a} / {b}')\n"
                "for seed in (1, 2, 3):\n    runs = runs_of(seed, n_runs=4, n_docs=8, depth=6)\n"
                "    a, b = fz(runs, 'kemeny'), fz(runs, \"kemeny(solver='exact')\")\n"
                "    if {q: list(v) for q, v in a.items()} != {q: list(v) for q, v in b.items()}:\n"
                "        bad.append(f'seed {seed}')\nverdict('the same order')"),
            "accepted: kemeny/exact.py: the DP applies the same tie rule, so the two agree wherever both run", "the same order",
            files={"e.toc": _U7M_TOC, "c.toc": _U7M_TOC_CYCLE}),
        rel("u7m_kemeny_cycle_tie_rule_brute", "kemeny(solver=exact) on a .toc whose majority has cycles: optimal, and "
            "relabelling the alternatives (reversing their names) gives an optimal order of the same cost", _u7m(_U7M_KEMENY + (
                "alts, votes = votes_of('c.toc')\nS, E = pairs(votes)\nbest = min(strict_cost(p, S) for p in itertools.permutations(alts))\n"
                "res = fuse_preflib('c.toc', 'kemeny(solver=\"exact\")')\norder = list(res.sort_values('rank')['item'])\n"
                "text = open('c.toc').read()\nfor i in range(1, 7):\n    text = text.replace(f': c{i}\\n', f': x{7 - i}\\n')\n"
                "open('r.toc', 'w').write(text)\nres2 = fuse_preflib('r.toc', 'kemeny(solver=\"exact\")')\n"
                "back = {f'x{7 - i}': f'c{i}' for i in range(1, 7)}\norder2 = [back[x] for x in res2.sort_values('rank')['item']]\n"
                "for o in (order, order2):\n    if strict_cost(o, S) != best:\n        bad.append(f'{o} costs {strict_cost(o, S)}, brute force {best}')\n"
                "verdict('optimal')")),
            "accepted: both are Kemeny-optimal (which optimum is the tie rule's, by the names)", "optimal", files={"c.toc": _U7M_TOC_CYCLE}),
        rel("u7m_kemeny_buckets_brute", "kemeny(consensus='buckets') on a .toc of 7 alternatives with tied votes: its cost "
            "against every one of the 47,293 weak orders (docs: 2 S + E above, S + S' tied)", _u7m(_U7M_KEMENY + (
                "alts, votes = votes_of('e.toc')\nS, E = pairs(votes)\n"
                "got = rankagg.fuse('e.toc', \"kemeny(consensus='buckets')\", depth=None)['e']\n"
                "levels = sorted(set(got.values()), reverse=True)\nbuckets = [[a for a in got if got[a] == v] for v in levels]\n"
                "best = min(bucket_cost(w, S, E) for w in weak_orders(alts))\n"
                "if bucket_cost(buckets, S, E) != best:\n    bad.append(f'{buckets} costs {bucket_cost(buckets, S, E)}, brute force {best}')\n"
                "verdict('optimal')")),
            "accepted: the optimal bucket order (kemeny/buckets.py), brute force over every weak order", "optimal", files={"e.toc": _U7M_TOC}, timeout=180),
        rel("u7m_copeland_by_hand", "copeland (unranked none and below) on 4 partial runs: wins minus losses by hand, "
            "each document's score", _u7m(
                "for seed in (1, 2, 3):\n    runs = runs_of(seed, n_runs=4, n_docs=8, depth=5, nq=1)\n"
                "    lists = [trec_order(r['1']) for r in runs.values()]\n    docs = sorted({d for l in lists for d in l})\n"
                "    for below in (False, True):\n        score = {d: 0 for d in docs}\n"
                "        for a, b in itertools.combinations(docs, 2):\n            ab = ba = 0\n"
                "            for l in lists:\n                pa = l.index(a) if a in l else (len(l) if below else None)\n"
                "                pb = l.index(b) if b in l else (len(l) if below else None)\n"
                "                if pa is None or pb is None or pa == pb:\n                    continue\n"
                "                ab += pa < pb; ba += pb < pa\n"
                "            if ab != ba:\n                score[a] += 1 if ab > ba else -1; score[b] += 1 if ba > ab else -1\n"
                "        got = fz(runs, \"copeland(unranked='below')\" if below else 'copeland')['1']\n"
                "        want = sorted(docs, key=lambda d: -score[d])\n"
                "        if [score[d] for d in got] != sorted(score.values(), reverse=True):\n"
                "            bad.append(f'seed {seed} below={below}: {list(got)} scores {[score[d] for d in got]}')\n"
                "verdict('as by hand')"),
            "accepted: Copeland 1951: pairwise majority wins minus losses (the order of the scores by hand)", "as by hand"),
        rel("u7m_condorcet_transitive_majority", "condorcet (rule fuse and wins) and copeland, kemeny on 5 noisy lists whose "
            "pairwise majority is transitive: the majority order, by brute force", _u7m(
                "for seed in (1, 2, 3, 4):\n    rnd = random.Random(seed)\n    truth = [f'd{i}' for i in range(7)]\n"
                "    runs = {f'r{j}': {'1': {d: float(7 - p + rnd.random() * 2.2) for p, d in enumerate(truth)}} for j in range(5)}\n"
                "    lists = [trec_order(r['1']) for r in runs.values()]\n"
                "    beats = lambda a, b: sum(l.index(a) < l.index(b) for l in lists) > 2\n"
                "    majority = [p for p in itertools.permutations(truth) if all(beats(p[i], p[j]) for i in range(7) for j in range(i + 1, 7))]\n"
                "    if not majority:\n        continue\n"
                "    for m in ('condorcet', \"condorcet(rule='wins')\", 'copeland', 'kemeny', \"kemeny(solver='exact')\"):\n"
                "        if list(fz(runs, m)['1']) != list(majority[0]):\n            bad.append(f'{m} seed {seed}')\n"
                "verdict('the majority order')"),
            "accepted: a transitive majority is the Condorcet order; every Condorcet-consistent method returns it", "the majority order"),
        rel("u7m_cps_likelihood_rises", "cps (distance t, r, f) fitted with max_iter 1, 2, 3, 5, 10, 50, 500: the "
            "log-likelihood never falls, and more iterations past convergence change nothing", _u7m(
                "from rankagg.checks.harness import contract_data\ndata = contract_data(0)\n"
                "for d in ('t', 'r', 'f'):\n"
                "    ll = [make_method('cps', max_iter=k, distance=d).fit(data).log_likelihood_ for k in (1, 2, 3, 5, 10, 50, 500)]\n"
                "    if any(b < a - 1e-9 * abs(a) for a, b in zip(ll, ll[1:])) or ll[-1] != ll[-2]:\n"
                "        bad.append(f'{d}: {ll}')\nverdict('the likelihood rises')"),
            "accepted: Qin et al. Eq. 12 is concave in the weights; L-BFGS's line search never lowers it", "the likelihood rises"),
        # ------------------------------------------------------------ the real data
        rel("u7m_covid_relabel_and_permute", "TREC-COVID round 2: 3 runs, 4 topics, depth 100; docids renamed to reverse "
            "their order and the runs given in reverse: rrf, borda, combsum, combmnz, mean_rank, dowdall scores", _u7m(
                "import gzip, glob\nsrc = sorted(glob.glob(os.path.join(os.environ['RANKAGG_DATA'], 'trec-covid-round2', 'runs', '*.gz')))[:3]\n"
                "runs = {}\nfor p in src:\n    r = {}\n    for line in gzip.open(p, 'rt'):\n        q, _, d, _, s, tag = line.split()[:6]\n"
                "        if q in ('1', '2', '3', '4'):\n            r.setdefault(q, {})[d] = float(s)\n"
                "    runs[os.path.basename(p)] = {q: {d: docs[d] for d in trec_order(docs)[:100]} for q, docs in r.items()}\n"
                "ids = sorted({d for r in runs.values() for docs in r.values() for d in docs})\n"
                "mp = {d: f'n{len(ids) - i:06d}' for i, d in enumerate(ids)}\n"
                "new = {n: {q: {mp[d]: s for d, s in docs.items()} for q, docs in r.items()} for n, r in reversed(list(runs.items()))}\n"
                "ties = sum(len(docs) - len(set(docs.values())) for r in runs.values() for docs in r.values())\n"
                "for m in ('rrf', 'borda', 'combsum', 'combmnz', 'mean_rank', 'dowdall'):\n    a, b = fz(runs, m), fz(new, m)\n"
                "    if any(not near(a[q][d], b[q][mp[d]], 1e-9) for q in a for d in a[q]):\n"
                "        if ties == 0:\n            bad.append(m)\n"
                "        else:\n            print(f'{m}: {ties} tied input scores; names decide their reading')\n"
                "verdict('relabelled: the same answer')"),
            "accepted: a document's name decides nothing but ties", keep, needs_data=True),
        rel("u7m_letor_query_alone", "MQ2008-agg S1 test queries: every per-query unsupervised method on 3 queries against "
            "each query alone: the same bits", _u7m(
                "from rankagg.io.datasets import load_letor_agg\nimport numpy as np\n"
                "ds = load_letor_agg('MQ2008-agg', os.environ['RANKAGG_DATA'])\n"
                "data = ds.fold(1).test\n"
                "three = data.select_queries(np.array([0, 1, 2]))\n"
                "for m in UNSUP:\n    if not method_tags(spec(m)).per_query:\n        continue\n"
                "    agg = make_method(spec(m))\n    whole = agg.canonical_score(three)\n"
                "    for i in range(3):\n        part = agg.canonical_score(three.select_queries(np.array([i])))\n"
                "        sl = slice(three.offsets[i], three.offsets[i + 1])\n"
                "        if not np.array_equal(part, whole[sl], equal_nan=True):\n            bad.append(f'{m} query {i}'); break\n"
                "verdict('a query alone is its part')"),
            "accepted: MethodTags.per_query on the real LETOR lists (tied LETOR ranks, unranked documents)",
            "a query alone is its part", needs_data=True),
    ]


def fourth_bar_methods_cases() -> list[Case]:
    """Issue 45's fourth bar (methods, models and faces): is the answer right, per method family, on shapes a
    real user brings (one run, one document, all scores tied, disjoint runs, a run that is a prefix of another, 500
    runs of depth 3, depth 10,000, 1e308 / -0.0 / denormal scores, rank ties), through every face a method claims
    (issue 46's contract); supervised models trained on one set of runs and applied to another, edited by hand,
    trained on one grade, one query or none judged; exact methods at their size limits; RRA's p-values; the
    certified top-k.  Each must be a right answer (by hand, by brute force, by the paper's definition, or the
    in-memory bytes) or an error naming the parameter or file, within seconds."""
    G, M, T = FOURTH_BAR_METHODS, 4.0, 300
    faces = _U4M_FACES.format(only=False)
    fuser_faces = _U4M_FACES.format(only=True)
    ok_faces = stdout_has("faces agree")
    prefix = {"a.run": "1 Q0 a 1 5 t\n1 Q0 b 2 4 t\n1 Q0 c 3 3 t\n1 Q0 d 4 2 t\n", "b.run": "1 Q0 a 1 5 u\n1 Q0 b 2 4 u\n"}
    tied_ranks = {"a.run": "1 Q0 a 1 3 t\n1 Q0 b 1 2 t\n1 Q0 c 2 1 t\n", "b.run": "1 Q0 c 1 1 u\n1 Q0 b 1 1 u\n1 Q0 a 1 1 u\n"}
    sup = ["pooled", "rags_top", "rags_bottom", "cps", "stagg_sup", "best_input", "rankagg_sup", "lr_agg", "mallapp"]
    train = ["train", "a.run", "b.run", "c.run", "--qrels", "q.txt", "--quiet", "-o", "m.json"]
    trained = train + ["--folds", "0"]  # the trained model itself (an estimate may ship the label-free default)
    glist = "from rankagg.api.gene_lists import significance\n"
    top = lambda trials: _U4M_TOP.format(trials=trials)  # noqa: E731
    ladder = {f"L{j}": {f"d{i}": float(40 - i) for i in range(40)} for j in range(3)}  # three identical lists
    return [
        # ------------------------------------------------------------ every face on the shapes users bring
        Case("u4m_faces_one_run", G, "every method, every face it claims, on one run of two queries", code=faces,
             files={"a.run": "1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n1 Q0 c 3 1 t\n2 Q0 x 1 5 t\n"}, expect="ok", check=ok_faces,
             memory_gb=M, timeout=T, why="accepted: issue 46's contract, the same bytes on every face"),
        Case("u4m_faces_one_document", G, "every method and face on two runs of one document", code=faces,
             files={"a.run": "1 Q0 a 1 3 t\n", "b.run": "1 Q0 a 1 9 u\n"}, expect="ok", check=ok_faces, memory_gb=M,
             timeout=T, why="accepted: the same bytes on every face"),
        Case("u4m_faces_all_tied", G, "every method and face on two runs whose scores are all 1", code=faces,
             files={"a.run": "".join(f"1 Q0 d{i} {i + 1} 1 t\n" for i in range(6)),
                    "b.run": "".join(f"1 Q0 d{i} {6 - i} 1 u\n" for i in range(6))}, expect="ok", check=ok_faces,
             memory_gb=M, timeout=T, why="accepted: ties read by docid descending on every face"),
        Case("u4m_faces_disjoint", G, "every method and face on runs sharing no document (and a run of another query)",
             code=faces, files={"a.run": "1 Q0 a 1 2 t\n1 Q0 b 2 1 t\n", "b.run": "1 Q0 c 1 2 u\n1 Q0 d 2 1 u\n",
                                "c.run": "2 Q0 e 1 1 v\n"}, expect="ok", check=ok_faces, memory_gb=M, timeout=T,
             why="accepted: the same bytes on every face"),
        Case("u4m_faces_prefix", G, "every method and face on a run and its own first two lines", code=faces,
             files=prefix, expect="ok", check=ok_faces, memory_gb=M, timeout=T, why="accepted: the same bytes on every face"),
        Case("u4m_faces_huge", G, "every method and face on scores of 1e308 and -1e308", code=faces,
             files={"a.run": "1 Q0 a 1 1e308 t\n1 Q0 b 2 1e308 t\n1 Q0 c 3 -1e308 t\n", "b.run": "1 Q0 c 1 1e308 u\n1 Q0 a 2 1e308 u\n"},
             expect="ok", check=ok_faces, memory_gb=M, timeout=T,
             why="accepted: a sum past the range refused on every face alike, or the same bytes"),
        Case("u4m_faces_negative_zero", G, "every method and face on scores -0.0 and 0", code=faces,
             files={"a.run": "1 Q0 a 1 -0.0 t\n1 Q0 b 2 0 t\n1 Q0 c 3 -0.0 t\n", "b.run": "1 Q0 b 1 -0.0 u\n1 Q0 c 2 -0.0 u\n"},
             expect="ok", check=ok_faces, memory_gb=M, timeout=T, why="accepted: -0 is 0 on every face"),
        Case("u4m_faces_denormal", G, "every method and face on scores 1e-323, 5e-324 and 0", code=faces,
             files={"a.run": "1 Q0 a 1 1e-323 t\n1 Q0 b 2 5e-324 t\n1 Q0 c 3 5e-324 t\n", "b.run": "1 Q0 c 1 5e-324 u\n1 Q0 a 2 0 u\n"},
             expect="ok", check=ok_faces, memory_gb=M, timeout=T, why="accepted: denormals as doubles on every face"),
        Case("u4m_faces_rank_ties", G, "every method and face on runs listing rank 1 two and three times", code=faces,
             files=tied_ranks, expect="ok", check=ok_faces, memory_gb=M, timeout=T,
             why="accepted: trec_eval reads the scores, not the ranks, on every face"),
        Case("u4m_faces_500_runs_depth_3", G, "every method and face on 500 runs of 3 documents (2 queries, 200 documents)",
             code=faces, setup=_runs_of(500, 3, 200), expect="ok", check=ok_faces, memory_gb=M, timeout=600,
             why="accepted: the same bytes on every face"),
        Case("u4m_faces_depth_10000", G, "every Fuser-tagged method and face on two runs of 10,000 documents",
             code=fuser_faces, setup=_runs_of(2, 10_000, 12_000, 1), expect="ok", check=ok_faces, memory_gb=M, timeout=T,
             why="accepted: the same bytes on every face"),
        # ------------------------------------------------------------ the answers by hand
        Case("u4m_points_prefix_by_hand", G, "rrf, isr, dowdall, log_isr of a run and its prefix: the papers' sums",
             code=_U4M_BY_HAND.format(methods=["rrf", "isr", "dowdall", "log_isr"]), files=prefix, expect="ok",
             check=stdout_has("as by hand"), memory_gb=M, timeout=T, why="accepted: the formulas by hand"),
        Case("u4m_points_rank_ties_by_hand", G, "rrf, isr, dowdall of runs listing rank 1 twice: ranks in trec_eval's order",
             code=_U4M_BY_HAND.format(methods=["rrf", "isr", "dowdall"]), files=tied_ranks, expect="ok",
             check=stdout_has("as by hand"), memory_gb=M, timeout=T, why="accepted: trec_eval orders by score, then docid descending"),
        Case("u4m_points_500_runs_by_hand", G, "rrf, isr, log_isr of 500 runs of depth 3: the papers' sums",
             code=_U4M_BY_HAND.format(methods=["rrf", "isr", "log_isr"]), setup=_runs_of(500, 3, 200), expect="ok",
             check=stdout_has("as by hand"), memory_gb=M, timeout=T, why="accepted: the formulas by hand"),
        Case("u4m_points_depth_10000_by_hand", G, "rrf and dowdall of two runs of 10,000 documents: the papers' sums",
             code=_U4M_BY_HAND.format(methods=["rrf", "dowdall"]), setup=_runs_of(2, 10_000, 12_000, 1), expect="ok",
             check=stdout_has("as by hand"), memory_gb=M, timeout=T, why="accepted: the formulas by hand"),
        Case("u4m_rrf_rank_ties_tie_rule", G, "rrf where a and c tie (1/61 + 1/63 each): a first by the house tie rule",
             argv=fuse("--method", "rrf", "-o", "o.run"), files=tied_ranks, expect="ok",
             check=_fused("o.run", ["a", "c", "b"], 1 / 61 + 1 / 63), memory_gb=M, timeout=T,
             why="accepted: equal sums, equal counts and best ranks: the smaller docid first (docs/methods.md)"),
        Case("u4m_kemeny_brute_force", G, "kemeny of 5 voters on 7 documents: a Kendall cost no order beats (5040 checked)",
             code="import itertools, random, rankagg\nrnd = random.Random(5)\n"
                  "runs = {f'v{j}': {'1': {f'd{i}': float(7 - p) for p, i in enumerate(rnd.sample(range(7), 7))}} for j in range(5)}\n"
                  "def cost(order):\n    pos = {d: i for i, d in enumerate(order)}\n"
                  "    return sum(1 for r in runs.values() for x, y in itertools.combinations(sorted(r['1'], key=lambda d: -r['1'][d]), 2) if pos[x] > pos[y])\n"
                  "got = rankagg.fuse(runs, 'kemeny', depth=None)['1']\n"
                  "mine = cost(sorted(got, key=lambda d: -got[d]))\n"
                  "best = min(cost(p) for p in itertools.permutations([f'd{i}' for i in range(7)]))\n"
                  "print('optimal' if mine == best else f'cost {mine} where {best}')",
             expect="ok", check=stdout_has("optimal"), memory_gb=M, timeout=T, why="accepted: Kemeny's definition, brute force"),
        Case("u4m_copeland_condorcet_winner", G, "copeland and condorcet with a Condorcet winner c (beats each by 2 of 3)",
             code="import rankagg\nruns = {'x': {'1': {'c': 3., 'a': 2., 'b': 1.}}, 'y': {'1': {'a': 3., 'c': 2., 'b': 1.}}, "
                  "'z': {'1': {'b': 3., 'c': 2., 'a': 1.}}}\n"
                  "tops = [max(o, key=o.get) for m in ('copeland', 'condorcet', 'kemeny', 'mc4') for o in [rankagg.fuse(runs, m, depth=None)['1']]]\n"
                  "print('winner first' if tops == ['c'] * 4 else tops)",
             expect="ok", check=stdout_has("winner first"), memory_gb=M, timeout=T,
             why="accepted: a Condorcet winner comes first for every Condorcet-consistent method"),
        Case("u4m_rra_by_hand", G, "rra of three gene lists: a's rho = pbeta(1/3; 2, 2) = 7/27, p = 3 x 7/27 = 7/9",
             code=glist + "t = significance({'L1': ['a', 'b', 'c', 'd'], 'L2': ['b', 'a', 'e'], 'L3': ['c', 'x']}, 'rra')\n"
                  "a = t[t.item == 'a'].iloc[0]\nprint('as by hand' if abs(a.score - 7 / 27) < 1e-12 and abs(a.p_value - 7 / 9) < 1e-12 "
                  "and t.p_value.between(0, 1).all() else t)",
             expect="ok", check=stdout_has("as by hand"), memory_gb=M, timeout=T,
             why="accepted: Kolde §2.2-2.3 by hand (N = 6 genes; a at 1/6, 2/6 and missing = 1)"),
        Case("u4m_rra_500_lists_p_values", G, "rra, stuart and rra_mean of 500 gene lists of 3 genes each: p-values in [0, 1]",
             code=glist + "import random\nrnd = random.Random(1)\nlists = {f'L{j}': rnd.sample([f'g{i}' for i in range(200)], 3) for j in range(500)}\n"
                  "bad = [m for m in ('rra', 'stuart', 'rra_mean') for t in [significance(lists, m)] "
                  "if not (t.p_value.between(0, 1).all() and t.q_value.between(0, 1).all() and (t.q_value >= t.p_value - 1e-15).all())]\n"
                  "print('p-values in [0, 1]' if not bad else bad)",
             expect="ok", check=stdout_has("p-values in [0, 1]"), memory_gb=M, timeout=T,
             why="accepted: probabilities, and Benjamini-Hochberg q-values never below the p-values"),
        Case("u4m_stuart_50_lists", G, "stuart and rra(exact=True) of 50 gene lists of 50 of 200 genes: Q and p in [0, 1]",
             code=glist + "import random\nrnd = random.Random(1)\nlists = {f'L{j}': rnd.sample([f'g{i}' for i in range(200)], 50) for j in range(50)}\n"
                  "bad = [(m, t.p_value.min(), t.p_value.max()) for m in ('stuart', 'rra(exact=True)') for t in [significance(lists, m)] "
                  "if not t.p_value.between(0, 1).all()]\nprint('p-values in [0, 1]' if not bad else bad)",
             expect="ok", check=stdout_has("p-values in [0, 1]"), memory_gb=M, timeout=T,
             why="accepted: Stuart's Q is a probability (R's alternating recursion in doubles gives -775274 here)"),
        Case("u4m_rra_identical_lists", G, "rra of 4 identical lists of 5 genes: the list's order, p-values in [0, 1]",
             code=glist + "t = significance({f'L{j}': list('abcde') for j in range(4)}, 'rra')\n"
                  "print('the list' if t.item.tolist() == list('abcde') and t.p_value.between(0, 1).all() else t)",
             expect="ok", check=stdout_has("the list"), memory_gb=M, timeout=T, why="accepted: unanimity"),
        # ------------------------------------------------------------ the certified top-k on adversarial lists
        Case("u4m_top_tie_at_k", G, "Fuser('rrf').top(k=2) of three identical lists of 40: ties only across lists",
             code=top([("rrf", {}, ladder, 2, None), ("rrf", {}, ladder, 39, None), ("combsum", {}, ladder, 3, None)]),
             expect="ok", check=stdout_has("top is the full fusion"), memory_gb=M, timeout=T,
             why="accepted: the top-k is the full fusion's first k"),
        Case("u4m_top_all_tied_scores", G, "Fuser.top of lists whose scores are all equal (combsum minmax: all 0)",
             code=top([("combsum", {}, {"A": {f"d{i}": 1.0 for i in range(50)}, "B": {f"d{i}": 1.0 for i in range(49, -1, -1)}}, 5, None),
                       ("combmnz", {}, {"A": {f"d{i}": 1.0 for i in range(50)}, "B": {"d7": 1.0}}, 3, None)]),
             expect="ok", check=stdout_has("top is the full fusion"), memory_gb=M, timeout=T, why="accepted: the full fusion's first k"),
        Case("u4m_top_huge_negative", G, "Fuser('combsum', norm='none').top with scores 1e308 .. -1e308 and stated bounds",
             code=top([("combsum", {"norm": "none"}, {"A": {f"d{i}": 1e308 - i * 1e306 for i in range(30)},
                                                      "B": {f"d{i}": -1e300 * i for i in range(1, 31)}}, 3,
                        {"A": (-1e308, 1e308), "B": (-1e308, 1e308)}),
                       ("combsum", {"norm": "max"}, {"A": {"x": 5e-324, "y": 0.0}, "B": {"y": 5e-324, "z": -0.0}}, 1, None)]),
             expect="ok", check=stdout_has("top is the full fusion"), memory_gb=M, timeout=T, why="accepted: the full fusion's first k"),
        Case("u4m_top_disjoint_and_empty", G, "Fuser.top of disjoint lists, an empty list and k beyond every list",
             code=top([("rrf", {}, {"A": {f"a{i}": float(-i) for i in range(20)}, "B": {f"b{i}": float(-i) for i in range(20)},
                                    "C": {}}, 100, None), ("dowdall", {}, {"A": {"x": 1.0}, "B": {}}, 1, None)]),
             expect="ok", check=stdout_has("top is the full fusion"), memory_gb=M, timeout=T, why="accepted: the full fusion's first k"),
        Case("u4m_top_prefix_lists", G, "Fuser.top of a list and its own prefix, weighted 0 and 3",
             code=top([("rrf", {"weights": {"A": 3.0, "B": 0.0}}, {"A": {f"d{i}": float(-i) for i in range(64)},
                                                                  "B": {f"d{i}": float(-i) for i in range(8)}}, 4, None),
                       ("combmnz", {"weights": {"A": 0.0, "B": 1.0}}, {"A": {f"d{i}": float(-i) for i in range(64)},
                                                                       "B": {f"d{i}": float(-i) for i in range(8)}}, 4, None)]),
             expect="ok", check=stdout_has("top is the full fusion"), memory_gb=M, timeout=T, why="accepted: the full fusion's first k"),
        # ------------------------------------------------------------ supervised: models meet other runs
        Case("u4m_model_run_order", G, "every supervised method trained on runs a b c, applied to c b a and b c a: the same bytes",
             code=_U4M_TRAIN.format(methods=sup, runs=['a.run', 'b.run', 'c.run']), setup=_judged_runs(), expect="ok", check=stdout_has("run order changes no byte"),
             memory_gb=M, timeout=600, why="accepted: a model meets its runs by name; the order given changes no bit (house rule)"),
        Case("u4m_model_run_order_two_runs", G, "every supervised method trained on two runs a b, applied to b a: the same bytes",
             code=_U4M_TRAIN.format(methods=sup, runs=["a.run", "b.run"]), setup=_judged_runs(), expect="ok",
             check=stdout_has("run order changes no byte"), memory_gb=M, timeout=600,
             why="accepted: a model meets its runs by name; the order given changes no bit (house rule)"),
        Case("u4m_model_lines_reversed", G, "a mallapp model applied to runs whose lines are listed in reverse order",
             code=_CLI.format(pre="subprocess.run([sys.executable, '-m', 'rankagg.cli', *" + repr(trained + ["--method", "mallapp"]) + "], check=True)\n"
                                  "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', 'c.run', '--model', 'm.json', '--quiet', '-o', 'f.run'], check=True)\n"
                                  "[open('r' + n, 'w').write(''.join(open(n).readlines()[::-1])) for n in ('a.run', 'b.run', 'c.run')]",
                              args=["fuse", "ra.run", "rb.run", "rc.run", "--model", "m.json", "--quiet", "-o", "o.run"], env={},
                              post="pass"),
             setup=_judged_runs(), expect="ok", memory_gb=M, timeout=T,
             check=lambda out, f: sorted((f / "o.run").read_text().splitlines()) == sorted((f / "f.run").read_text().splitlines()),
             why="accepted: trec_eval reads a run in any line order; so does a model (the queries are written in the "
                 "order read)"),
        Case("u4m_model_extra_run", G, "a pooled model trained on a b c applied to a b c and a fourth run d",
             code=_CLI.format(pre="import shutil\nsubprocess.run([sys.executable, '-m', 'rankagg.cli', *" + repr(trained) + "], check=True)\n"
                                  "open('d.run', 'w').write(open('a.run').read().replace(' a\\n', ' d\\n'))",
                              args=["fuse", "a.run", "b.run", "c.run", "d.run", "--model", "m.json", "-o", "o.run"], env={}, post="pass"),
             setup=_judged_runs(), memory_gb=M, mention=("unknown to the model: d",), outputs=("o.run",), timeout=T,
             why="wrong: a model has no weight for a run it never saw"),
        Case("u4m_model_renamed_run", G, "a pooled model trained on runs tagged a b c applied to a run re-tagged z",
             code=_CLI.format(pre="subprocess.run([sys.executable, '-m', 'rankagg.cli', *" + repr(trained) + "], check=True)\n"
                                  "open('z.run', 'w').write(open('a.run').read().replace(' a\\n', ' z\\n'))",
                              args=["fuse", "z.run", "b.run", "c.run", "--model", "m.json", "-o", "o.run"], env={}, post="pass"),
             setup=_judged_runs(), memory_gb=M, mention=("missing: a", "unknown to the model: z"), outputs=("o.run",), timeout=T,
             why="wrong: models meet their runs by name, never by position"),
        Case("u4m_model_keys_reversed", G, "a rags_top model file whose every object has its keys in reverse order",
             code=_U4M_EDITED.format(method="rags_top", edit="doc = rev(doc)"), setup=_judged_runs(), expect="ok",
             check=stdout_has("the same bytes"), memory_gb=M, timeout=T, why="accepted: JSON objects are unordered"),
        Case("u4m_model_keys_reversed_lr_agg", G, "an lr_agg model file with its keys reversed",
             code=_U4M_EDITED.format(method="lr_agg", edit="doc = rev(doc)"), setup=_judged_runs(), expect="ok",
             check=stdout_has("the same bytes"), memory_gb=M, timeout=T, why="accepted: JSON objects are unordered"),
        Case("u4m_model_extra_key", G, "a pooled model file with a key 'comment' added at the top",
             code=_U4M_EDITED.format(method="pooled", edit="doc['comment'] = 'trained on run set 7'"), setup=_judged_runs(),
             expect="ok", check=stdout_has("the same bytes"), memory_gb=M, timeout=T,
             why="accepted: a note beside the model changes nothing the loader reads (arguable: a strict schema could refuse it)"),
        Case("u4m_model_int_as_float", G, "a rags_top model whose integer parameter n_bands is written 1.0",
             code=_U4M_EDITED.format(method="rags_top", edit="doc['params'].get('__dict__', doc['params'])['n_bands'] = 1.0"),
             setup=_judged_runs(), memory_gb=M, mention=("e.json", "n_bands"), timeout=T,
             why="refused naming the file and parameter (arguable: JSON has one number type; 1.0 is the integer 1)"),
        Case("u4m_model_coefficient_as_int", G, "a rags_top model whose whole floats (fitted arrays) are written as integers",
             code=_U4M_EDITED.format(method="rags_top", edit="import math\n"
                                     "def ints(o):\n    return {k: ints(v) for k, v in o.items()} if isinstance(o, dict) else "
                                     "[ints(x) for x in o] if isinstance(o, list) else int(o) if isinstance(o, float) and o.is_integer() else o\n"
                                     "doc['fitted'] = ints(doc['fitted'])"),
             setup=_judged_runs(), expect="ok", check=stdout_has("the same bytes"), memory_gb=M, timeout=T,
             why="accepted: 2 and 2.0 are the same double"),
        # ------------------------------------------------------------ supervised: judgements that decide little
        Case("u4m_train_one_grade", G, "rankagg train pooled on qrels whose every judgement is grade 1",
             argv=train, setup=_judged_runs(grades=(1,)), expect="ok", check=wrote("m.json"), memory_gb=M, timeout=T,
             why="accepted: the unjudged documents are the non-relevant ones (trec_eval's rule)"),
        Case("u4m_train_nothing_judged", G, "rankagg train on qrels of queries 9 and 10, which no run has",
             argv=train, setup=lambda f: (_judged_runs()(f), (f / "q.txt").write_text("9 0 d1 1\n10 0 d2 1\n")) and None,
             memory_gb=M, mention=("judged",), outputs=("m.json",), timeout=T, why="wrong: nothing to learn from"),
        Case("u4m_train_one_judged_query", G, "rankagg train (default folds) on qrels judging one query",
             argv=train, setup=_judged_runs(judged=1), memory_gb=M, mention=("judged",), outputs=("m.json",), timeout=T,
             why="wrong: no topic is left to fit on once one is held out"),
        Case("u4m_train_two_judged_queries", G, "rankagg train rags_top (default folds) on qrels judging two queries",
             argv=train + ["--method", "rags_top"], setup=_judged_runs(judged=2), expect="ok", check=wrote("m.json"),
             memory_gb=M, timeout=T, why="accepted: a 2-fold estimate, then a model fitted on one topic with one held back"),
        Case("u4m_tune_one_judged_query", G, "rankagg tune --method rrf on qrels judging one query",
             argv=["tune", "a.run", "b.run", "c.run", "--qrels", "q.txt", "--method", "rrf", "--quiet", "-o", "m.json"],
             setup=_judged_runs(judged=1), memory_gb=M, mention=("judged quer",), outputs=("m.json",), timeout=T,
             why="wrong: a held-out estimate needs folds of judged queries"),
        # ------------------------------------------------------------ exact methods at their limits
        Case("u4m_kemeny_dp_limit", G, "kemeny(exact_max=20) on one query of 20 documents (the DP's largest)",
             code="import random, rankagg\nrnd = random.Random(0)\n"
                  "runs = {f'r{j}': {'1': {f'd{i}': float(20 - p) for p, i in enumerate(rnd.sample(range(20), 20))}} for j in range(5)}\n"
                  "print(len(rankagg.fuse(runs, 'kemeny(exact_max=20)', depth=None)['1']), 'documents')",
             expect="ok", check=stdout_has("20 documents"), memory_gb=M, timeout=T, why="accepted: the documented limit"),
        Case("u4m_kemeny_exact_huge", G, "kemeny(solver='exact') on one query of 60,000 documents",
             argv=fuse("--method", "kemeny(solver='exact')", "-o", "o.run"), setup=_many_items(60_000), memory_gb=M,
             mention=("kemeny", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.run",), timeout=60,
             why="wrong: the pairwise matrix does not fit; refused before allocating"),
        Case("u4m_kemeny_buckets_huge", G, "kemeny(consensus='buckets') on one query of 60,000 documents",
             argv=fuse("--method", "kemeny(consensus='buckets')", "-o", "o.run"), setup=_many_items(60_000), memory_gb=M,
             mention=("kemeny", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.run",), timeout=60,
             why="wrong: the pairwise matrix does not fit; refused before allocating"),
        Case("u4m_kemeny_exact_low_limit", G, "kemeny(solver='exact') on 3,000 documents under RANKAGG_MEMORY_LIMIT_GB=0.01",
             argv=fuse("--method", "kemeny(solver='exact')", "-o", "o.run"), setup=_many_items(3_000), memory_gb=M,
             env={"RANKAGG_MEMORY_LIMIT_GB": "0.01"}, mention=("RANKAGG_MEMORY_LIMIT_GB",), outputs=("o.run",), timeout=60,
             why="wrong: more memory than the limit the user set"),
        Case("u4m_mallows_exact_max_n", G, "train mallows_exact where every query has more than max_n=10 documents",
             argv=train + ["--method", "mallows_exact", "--folds", "0"], setup=_judged_runs(), memory_gb=M,
             mention=("max_n",), outputs=("m.json",), timeout=T, why="wrong: the exact model is defined up to max_n documents"),
    ]


def third_bar_numbers_cases() -> list[Case]:
    """Issue 45's third bar (methods and numbers): every method and the evaluator given legal but degenerate or
    extreme inputs: one list, one item, ties, lists sharing nothing, 1e308, -1e308, 5e-324, -0.0, constant and
    negative scores, 1e5 items, degenerate LETOR queries and trained models; evaluate with cutoffs 0 and huge,
    odd measure names, qrels judging nothing relevant and grades beyond 2^31.  Each must be a right answer
    (checked by hand or by trec_eval's rules) or an error naming the parameter or file, within seconds."""
    G, M, T = THIRD_BAR_NUMBERS, 4.0, 300
    one = {"1": {"a": 3.0, "b": 2.0, "c": 1.0}}
    abc = {"1": ["a", "b", "c"]}
    ev = ["evaluate", "--qrels", "q.txt", "a.run", "--json", "--measures"]
    run3 = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n1 Q0 c 3 1.0 t\n2 Q0 a 1 2.0 t\n2 Q0 d 2 1.0 t\n"
    train_runs = {"a.run": run3 + "3 Q0 e 1 1 t\n3 Q0 a 2 0.5 t\n",
                  "b.run": "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 d 1 2.0 u\n2 Q0 e 2 1.0 u\n3 Q0 e 1 1 u\n",
                  "q.txt": "1 0 a 1\n1 0 b 0\n2 0 d 2\n3 0 e 1\n"}
    trained = ("import subprocess, sys\nrk = [sys.executable, '-m', 'rankagg.cli']\n"
               "t = subprocess.run(rk + ['train', 'a.run', 'b.run', '--qrels', 'q.txt', '--method', '{m}', '--folds', '0', "
               "'--quiet', '-o', 'm.json'], capture_output=True, text=True)\n"
               "if t.returncode:\n    print(t.stderr.strip().splitlines()[-1], file=sys.stderr); sys.exit(t.returncode)\n"
               "f = subprocess.run(rk + ['fuse', 'a.run', 'b.run', '--model', 'm.json', '--quiet', '-o', 'o.run'], "
               "capture_output=True, text=True)\n"
               "if f.returncode:\n    print(f.stderr.strip().splitlines()[-1], file=sys.stderr); sys.exit(f.returncode)\n"
               "rows = [l.split() for l in open('o.run')]\nprint('fused' if {{r[0] for r in rows}} == {{'1', '2', '3'}} else 'differs')")
    huge = {"a.run": "1 Q0 a 1 1e308 t\n1 Q0 b 2 1 t\n", "b.run": "1 Q0 a 1 1.7e308 u\n1 Q0 b 2 1 u\n"}
    qrels_big = "1 0 a {g}\n2 0 d 1\n"
    ones = [1.0, 0.5]  # per query AP (a at 1 of q1; d at 2 of q2), by hand
    return [
        # ------------------------------------------------------------ every method on a degenerate input
        Case("u3n_every_method_one_list", G, "every method given one list (3 documents): that list's order",
             code=_every_method({"t": one}, {**abc, "tied": 1}), expect="ok", check=stdout_has("every method answers"),
             memory_gb=M, timeout=T, why="accepted: one list is its own consensus (a method with nothing to weigh may tie all)"),
        Case("u3n_every_method_one_item", G, "every method given two lists of one document each",
             code=_every_method({"t": {"1": {"a": 1.0}}, "u": {"1": {"a": 2.0}}}, {"1": ["a"]}), expect="ok",
             check=stdout_has("every method answers"), memory_gb=M, timeout=T, why="accepted: one document, a finite score"),
        Case("u3n_every_method_all_tied", G, "every method given two lists whose scores are all tied",
             code=_every_method({"t": {"1": dict.fromkeys("abc", 1.0)}, "u": {"1": dict.fromkeys("abc", 1.0)}},
                                {"1": ["c", "b", "a"], "tied": 1}), expect="ok", check=stdout_has("every method answers"),
             memory_gb=M, timeout=T, why="accepted: trec_eval reads tied lists by docid descending (c, b, a); so must the methods"),
        Case("u3n_every_method_identical", G, "every method given the same list three times",
             code=_every_method({r: one for r in "tuv"}, {**abc, "tied": 1}), expect="ok",
             check=stdout_has("every method answers"), memory_gb=M, timeout=T, why="accepted: unanimity keeps the list's order"),
        Case("u3n_every_method_disjoint", G, "every method given two lists with no document in common",
             code=_every_method({"t": {"1": {"a": 2.0, "b": 1.0}}, "u": {"1": {"c": 2.0, "d": 1.0}}}, {}), expect="ok",
             check=stdout_has("every method answers"), memory_gb=M, timeout=T, why="accepted: four documents, finite scores"),
        Case("u3n_every_method_huge", G, "every method given scores of 1e308 and 1.7e308 (sums past the float range)",
             code=_every_method({"t": {"1": {"a": 1e308, "b": 9e307, "c": 1.0}}, "u": {"1": {"a": 1.7e308, "b": 1e308, "c": -1e308}}},
                                {**abc, "tied": 1}), expect="ok", check=stdout_has("every method answers"), memory_gb=M, timeout=T,
             why="accepted: both lists order a, b, c; every method keeps it or refuses naming itself"),
        Case("u3n_every_method_negative_huge", G, "every method given scores of -1e308 and -1.7e308",
             code=_every_method({"t": {"1": {"a": -1e308, "b": -1.7e308}}, "u": {"1": {"a": -1e307, "b": -1.7e308}}},
                                {"1": ["a", "b"], "tied": 1}), expect="ok", check=stdout_has("every method answers"),
             memory_gb=M, timeout=T, why="accepted: both lists order a, b"),
        Case("u3n_every_method_denormal", G, "every method given scores of 5e-324, 1e-323 and 0 (denormals)",
             code=_every_method({"t": {"1": {"a": 1e-323, "b": 5e-324, "c": 0.0}}, "u": {"1": {"a": 1e-323, "b": 5e-324, "c": 0.0}}},
                                {**abc, "tied": 1}), expect="ok", check=stdout_has("every method answers"), memory_gb=M, timeout=T,
             why="accepted: denormals order as doubles do (trec_eval 10 reads doubles)"),
        Case("u3n_every_method_negative_zero", G, "every method given -0.0 and 0.0 (equal for trec_eval)",
             code=_every_method({"t": {"1": {"a": -0.0, "b": 0.0}}, "u": {"1": {"a": 0.0, "b": -0.0}}}, {"1": ["b", "a"], "tied": 1}),
             expect="ok", check=stdout_has("every method answers"), memory_gb=M, timeout=T,
             why="accepted: -0 equals 0, a tie read by docid descending (b, a) in both lists"),
        Case("u3n_every_method_negative", G, "every method given only negative scores (logs and geometric means)",
             code=_every_method({"t": {"1": {"a": -1.0, "b": -2.0, "c": -3.0}}, "u": {"1": {"a": -1.0, "b": -5.0, "c": -9.0}}},
                                {**abc, "tied": 1}), expect="ok", check=stdout_has("every method answers"), memory_gb=M, timeout=T,
             why="accepted: a score is any finite number; both lists order a, b, c"),
        Case("u3n_every_method_constant", G, "every method given one constant list and one ordered list",
             code=_every_method({"t": {"1": dict.fromkeys("abc", 5.0)}, "u": {"1": {"c": 3.0, "b": 2.0, "a": 1.0}}}, {}),
             expect="ok", check=stdout_has("every method answers"), memory_gb=M, timeout=T,
             why="accepted: a constant list has no spread (z-score, min-max: 0/0 must not leak as NaN)"),
        # ------------------------------------------------------------ the score fusions' extremes, through the CLI
        Case("u3n_mean_of_huge", G, "combsum(norm='none', combine='arithmetic_mean') of 1e308 and 1.7e308: 1.35e308",
             argv=fuse("--method", "combsum(norm='none', combine='arithmetic_mean')", "-o", "o.run"), files=huge, expect="ok",
             check=_fused("o.run", ["a", "b"], 1.35e308), memory_gb=M, fast=True, timeout=T,
             why="accepted: the mean of two doubles is a double (the sum past the range is no reason to refuse)"),
        Case("u3n_combanz_of_huge", G, "combanz(norm='none') of 1e308 and 1.7e308: 1.35e308",
             argv=fuse("--method", "combanz(norm='none')", "-o", "o.run"), files=huge, expect="ok",
             check=_fused("o.run", ["a", "b"], 1.35e308), memory_gb=M, timeout=T, why="accepted: CombANZ is a mean (by hand 1.35e308)"),
        Case("u3n_combmed_of_huge", G, "combmed(norm='none') of 1e308 and 1.7e308: 1.35e308",
             argv=fuse("--method", "combmed(norm='none')", "-o", "o.run"), files=huge, expect="ok",
             check=_fused("o.run", ["a", "b"], 1.35e308), memory_gb=M, timeout=T, why="accepted: the median of two is their mean"),
        Case("u3n_combsum_of_huge", G, "combsum(norm='none') of 1e308 and 1.7e308 (2.7e308: no double)",
             argv=fuse("--method", "combsum(norm='none')", "-o", "o.run"), files=huge, memory_gb=M,
             mention=("combsum", "query '1'", "float range"), outputs=("o.run",), timeout=T),
        Case("u3n_combmnz_of_huge", G, "combmnz(norm='none') of 1e308 and 1.7e308 (2 x 2.7e308)",
             argv=fuse("--method", "combmnz(norm='none')", "-o", "o.run"), files=huge, memory_gb=M,
             mention=("combmnz", "query '1'", "float range"), outputs=("o.run",), timeout=T),
        Case("u3n_combmax_of_max", G, "combmax(norm='none') of 1.7976931348623157e308 ties: written in trec_eval's order",
             argv=fuse("--method", "combmax(norm='none')", "-o", "o.run"),
             files={"a.run": "1 Q0 a 1 1.7976931348623157e308 t\n1 Q0 b 2 1.7976931348623157e308 t\n1 Q0 c 3 1 t\n",
                    "b.run": "1 Q0 a 1 1.7976931348623157e308 u\n1 Q0 c 2 5 u\n"}, expect="ok",
             check=lambda out, f: _fused("o.run", None)(out, f) and (f / "o.run").read_text().split()[-4] == "c", memory_gb=M,
             timeout=T, why="accepted: a tie at the largest double is nudged down, never up to inf; c (5) last"),
        Case("u3n_zscore_constant", G, "combsum(norm='zscore') with one constant list: the other list's order",
             argv=fuse("--method", "combsum(norm='zscore')", "-o", "o.run"),
             files={"a.run": "1 Q0 a 1 5 t\n1 Q0 b 2 5 t\n1 Q0 c 3 5 t\n", "b.run": "1 Q0 c 1 3 u\n1 Q0 b 2 2 u\n1 Q0 a 3 1 u\n"},
             expect="ok", check=_fused("o.run", ["c", "b", "a"]), memory_gb=M, timeout=T,
             why="accepted: a list of no spread has z-scores 0 (not 0/0)"),
        Case("u3n_minmax_constant", G, "combsum(norm='minmax') with one constant list: the other list's order",
             argv=fuse("--method", "combsum(norm='minmax')", "-o", "o.run"),
             files={"a.run": "1 Q0 a 1 5 t\n1 Q0 b 2 5 t\n1 Q0 c 3 5 t\n", "b.run": "1 Q0 c 1 3 u\n1 Q0 b 2 2 u\n1 Q0 a 3 1 u\n"},
             expect="ok", check=_fused("o.run", ["c", "b", "a"]), memory_gb=M, timeout=T,
             why="accepted: a list of no spread gives every document the same value"),
        Case("u3n_minmax_full_range", G, "combsum(norm='minmax') of one list from -1.7e308 to 1.7e308 (max - min overflows)",
             argv=fuse("--method", "combsum(norm='minmax')", "-o", "o.run", runs=("a.run",)),
             files={"a.run": "1 Q0 a 1 1.7e308 t\n1 Q0 b 2 0 t\n1 Q0 c 3 -1.7e308 t\n"}, expect="ok",
             check=_fused("o.run", ["a", "b", "c"], 1.0), memory_gb=M, timeout=T, why="accepted: min-max is finite for any finite scores"),
        Case("u3n_l2_huge", G, "combsum(norm='l2') of scores 1e200 (their squares overflow)",
             argv=fuse("--method", "combsum(norm='l2')", "-o", "o.run", runs=("a.run",)),
             files={"a.run": "1 Q0 a 1 3e200 t\n1 Q0 b 2 2e200 t\n1 Q0 c 3 1e200 t\n"}, expect="ok",
             check=_fused("o.run", ["a", "b", "c"], 3 / 14 ** 0.5), memory_gb=M, timeout=T,
             why="accepted: the L2 norm of (3, 2, 1) x 1e200 is sqrt(14) x 1e200 (by hand: a gets 3 / sqrt(14))"),
        Case("u3n_sum_norm_zero_total", G, "combsum(norm='sum') of a list whose scores sum to 0 (1, -1)",
             argv=fuse("--method", "combsum(norm='sum')", "-o", "o.run", runs=("a.run",)),
             files={"a.run": "1 Q0 a 1 1 t\n1 Q0 b 2 -1 t\n"}, expect="ok", check=_fused("o.run", ["a", "b"]), memory_gb=M,
             timeout=T, why="accepted: finite scores in the list's order (no division by 0)"),
        Case("u3n_geometric_mean_negative", G, "combsum(norm='none', combine='geometric_mean') of negative scores",
             argv=fuse("--method", "combsum(norm='none', combine='geometric_mean')", "-o", "o.run"),
             files={"a.run": "1 Q0 a 1 -1 t\n1 Q0 b 2 -2 t\n", "b.run": "1 Q0 a 1 -1 u\n1 Q0 b 2 -4 u\n"}, expect="ok",
             check=lambda out, f: (f / "o.run").is_file() and "nan" not in (f / "o.run").read_text().lower(),
             memory_gb=M, timeout=T, why="accepted: no NaN in the output (OpenSearch's rule: a score below 0 counts as 0)"),
        Case("u3n_denormal_ties_written", G, "rrf of two runs whose scores are all 5e-324: written in trec_eval's order",
             argv=fuse("--method", "combsum(norm='none')", "-o", "o.run"),
             files={"a.run": "1 Q0 a 1 5e-324 t\n1 Q0 b 2 5e-324 t\n1 Q0 c 3 5e-324 t\n", "b.run": "1 Q0 c 1 5e-324 u\n"},
             expect="ok", check=_fused("o.run", ["c", "b", "a"], 1e-323), memory_gb=M, timeout=T,
             why="accepted: c sums 1e-323 by hand; b, a tie and are written by docid descending"),
        Case("u3n_negative_zero_written", G, "combmax(norm='none') of -0.0 and 0.0: no '-0' above '0' in the output",
             argv=fuse("--method", "combmax(norm='none')", "-o", "o.run"),
             files={"a.run": "1 Q0 a 1 -0.0 t\n1 Q0 b 2 0.0 t\n", "b.run": "1 Q0 a 1 0.0 u\n1 Q0 b 2 -0.0 u\n"}, expect="ok",
             check=_fused("o.run", ["b", "a"]), memory_gb=M, timeout=T, why="accepted: -0 equals 0; the tie read by docid descending"),
        # ------------------------------------------------------------ size
        Case("u3n_rrf_1e5_items", G, "rrf of two runs of 100,000 documents each (one query)",
             argv=fuse("--method", "rrf", "--depth", "100000", "-o", "o.run"), setup=_many_items(100_000), expect="ok",
             check=lambda out, f: sum(1 for _ in open(f / "o.run")) == 100_000, memory_gb=M, timeout=T,
             why="accepted: 100,000 lines read back"),
        Case("u3n_kemeny_1e5_items", G, "kemeny of two runs of 100,000 documents (a 1e10-cell pairwise matrix)",
             argv=fuse("--method", "kemeny", "-o", "o.run"), setup=_many_items(100_000), memory_gb=M,
             mention=("kemeny", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.run",), timeout=T),
        Case("u3n_mc4_1e5_items", G, "mc4 of two runs of 100,000 documents", argv=fuse("--method", "mc4", "-o", "o.run"),
             setup=_many_items(100_000), memory_gb=M, mention=("mc4", "operations", "limit"), outputs=("o.run",), timeout=T),
        Case("u3n_mallows_1e5_items", G, "mallows_em of two runs of 100,000 documents",
             argv=fuse("--method", "mallows_em", "-o", "o.run"), setup=_many_items(100_000), expect="ok",
             check=lambda out, f: _fused("o.run", None)(out, f) and len((f / "o.run").read_text().splitlines()) == 1000,
             memory_gb=M, timeout=T, why="accepted: the first 1000 of 100,000, read back in their order"),
        # ------------------------------------------------------------ LETOR queries that decide nothing
        Case("u3n_letor_one_document", G, "fuse --letor where query 10 has one document", argv=["fuse", "--letor", "l.txt", "--method", "kemeny", "-o", "o.txt"],
             files={"l.txt": "0 qid:10 1:3 2:1 #docid = A\n1 qid:11 1:2 2:1 #docid = B\n0 qid:11 1:1 2:2 #docid = C\n"},
             expect="ok", check=lambda out, f: len((f / "o.txt").read_text().split()) == 3, memory_gb=M, timeout=T,
             why="accepted: a query of one document gets one score"),
        Case("u3n_letor_all_null", G, "fuse --letor where every feature of query 11 is NULL (no ranker returned it)",
             argv=["fuse", "--letor", "l.txt", "--method", "mallows_em", "-o", "o.txt"],
             files={"l.txt": "0 qid:10 1:3 2:1 #docid = A\n2 qid:10 1:1 2:5 #docid = B\n1 qid:11 1:NULL 2:NULL #docid = C\n0 qid:11 1:NULL 2:NULL #docid = D\n"},
             expect="ok", check=lambda out, f: "nan" not in (f / "o.txt").read_text().lower(), memory_gb=M, timeout=T,
             why="accepted: documents nobody ranked get finite scores"),
        Case("u3n_train_all_labels_zero", G, "rankagg train rags_top on runs whose qrels judge nothing relevant",
             code=trained.format(m="rags_top"), files={**train_runs, "q.txt": "1 0 a 0\n1 0 b 0\n2 0 d 0\n3 0 e 0\n"},
             memory_gb=M, mention=("relevant",), outputs=("m.json",), timeout=T,
             why="wrong: a model fitted to nothing relevant learns nothing (tune refuses it too)"),
        # ------------------------------------------------------------ trained models on a tiny problem
        Case("u3n_train_pooled_tiny", G, "rankagg train (pooled LambdaMART) on three judged topics of 1-3 documents",
             code=trained.format(m="pooled"), files=train_runs, expect="ok", check=stdout_has("fused"), memory_gb=M, timeout=T,
             why="accepted: LightGBM writes one-leaf trees for so little data; rankagg reads them"),
        Case("u3n_train_lambdamart_tiny", G, "rankagg train lambdamart on the same three topics", code=trained.format(m="lambdamart"),
             files=train_runs, expect="ok", check=stdout_has("fused"), memory_gb=M, timeout=T,
             why="accepted: a model LightGBM writes is a model rankagg reads"),
        Case("u3n_train_rags_top_tiny", G, "rankagg train rags_top, then fuse --model (its weights are a word, 'lstsq')",
             code=trained.format(m="rags_top"), files=train_runs, expect="ok", check=stdout_has("fused"), memory_gb=M, fast=False, timeout=T,
             why="accepted: every model rankagg writes, rankagg applies"),
        Case("u3n_train_rags_bottom_tiny", G, "rankagg train rags_bottom, then fuse --model", code=trained.format(m="rags_bottom"),
             files=train_runs, expect="ok", check=stdout_has("fused"), memory_gb=M, timeout=T,
             why="accepted: every model rankagg writes, rankagg applies"),
        Case("u3n_train_cps_tiny", G, "rankagg train cps, then fuse --model", code=trained.format(m="cps"), files=train_runs,
             expect="ok", check=stdout_has("fused"), memory_gb=M, timeout=T, why="accepted: every model rankagg writes, rankagg applies"),
        Case("u3n_train_mallows_tiny", G, "rankagg train mallows_exact, then fuse --model", code=trained.format(m="mallows_exact"),
             files=train_runs, expect="ok", check=stdout_has("fused"), memory_gb=M, timeout=T,
             why="accepted: every model rankagg writes, rankagg applies"),
        Case("u3n_train_stagg_sup_tiny", G, "rankagg train stagg_sup, then fuse --model", code=trained.format(m="stagg_sup"),
             files=train_runs, expect="ok", check=stdout_has("fused"), memory_gb=M, timeout=T,
             why="accepted: every model rankagg writes, rankagg applies"),
        # ------------------------------------------------------------ evaluate: cutoffs and names
        Case("u3n_eval_cutoff_zero", G, "evaluate --measures P@0", argv=ev + ["P@0"], files={"a.run": run3, "q.txt": QRELS},
             memory_gb=M, mention=("P@0", "--measures"), timeout=T, why="trec_eval fails too (P_0 is no cutoff)"),
        Case("u3n_eval_cutoff_huge", G, "evaluate --measures P@1000000000 (1/1e9 per relevant document retrieved)",
             argv=ev + ["P@1000000000"], files={"a.run": run3, "q.txt": QRELS}, expect="ok",
             check=_measures(**{"P@1000000000": 1e-9}), memory_gb=M, timeout=T,
             why="accepted: trec_eval divides by the cutoff (one relevant retrieved per query: 1e-9 by hand)"),
        Case("u3n_eval_cutoff_beyond", G, "evaluate --measures P@99999999999999999999", argv=ev + ["P@99999999999999999999"],
             files={"a.run": run3, "q.txt": QRELS}, memory_gb=M, mention=("P@99999999999999999999", "--measures"), timeout=T,
             why="wrong: trec_eval's long would wrap the cutoff"),
        Case("u3n_eval_unknown_measure", G, "evaluate --measures ERR@10 (not a trec_eval measure)", argv=ev + ["ERR@10"],
             files={"a.run": run3, "q.txt": QRELS}, memory_gb=M, mention=("ERR@10", "--measures"), timeout=T,
             why="trec_eval fails too (unknown measure)"),
        Case("u3n_eval_rel_zero", G, "evaluate --measures 'P(rel=0)@5' (every judged document relevant)", argv=ev + ["P(rel=0)@5"],
             files={"a.run": run3, "q.txt": QRELS}, memory_gb=M, mention=("P(rel=0)@5", "rel"), timeout=T,
             why="wrong: a grade 0 is trec_eval's non-relevant"),
        Case("u3n_eval_rel_above_grades", G, "evaluate --measures 'P(rel=3)@5' with grades up to 2: 0", argv=ev + ["P(rel=3)@5"],
             files={"a.run": run3, "q.txt": QRELS}, expect="ok", check=_measures(**{"P(rel=3)@5": 0.0}), memory_gb=M, timeout=T,
             why="accepted: nothing reaches grade 3 (trec_eval -l3: 0)"),
        # ------------------------------------------------------------ evaluate: judgements that decide little
        Case("u3n_eval_only_nonrelevant", G, "qrels judging every document 0: AP 0, GMAP 1e-5 (trec_eval's floor)",
             argv=ev + ["AP", "P@2", "GMAP", "nDCG"], files={"a.run": run3, "q.txt": "1 0 a 0\n1 0 b 0\n2 0 d 0\n"}, expect="ok",
             check=_measures(AP=0.0, **{"P@2": 0.0}, GMAP=1e-5, nDCG=0.0), memory_gb=M, timeout=T,
             why="accepted: trec_eval averages the judged queries; gm_map floors each AP at 1e-5"),
        Case("u3n_eval_nothing_judged_retrieved", G, "qrels whose documents the run never retrieves: every measure 0, NumRel 2",
             argv=ev + ["AP", "RR", "NumRel", "Bpref"], files={"a.run": run3, "q.txt": "1 0 zz 1\n2 0 yy 1\n"}, expect="ok",
             check=_measures(AP=0.0, RR=0.0, NumRel=2.0, Bpref=0.0), memory_gb=M, timeout=T,
             why="accepted: as trec_eval (num_rel counts the judgements, nothing relevant retrieved)"),
        Case("u3n_eval_query_not_in_run", G, "qrels judging queries 3 and 4 that the run lacks (trec_eval without -c)",
             argv=ev + ["AP", "NumQ"], files={"a.run": run3, "q.txt": "1 0 a 1\n3 0 x 1\n4 0 y 1\n"}, expect="ok",
             check=_measures(AP=1.0, NumQ=1.0), memory_gb=M, timeout=T,
             why="accepted: trec_eval (no -c) averages over the queries both have: query 1 alone, AP 1"),
        Case("u3n_eval_grades_high", G, "qrels grades 5 and 3: nDCG by the grades (trec_eval's gain)",
             argv=ev + ["nDCG", "AP"], files={"a.run": run3, "q.txt": "1 0 a 5\n1 0 b 3\n1 0 c 0\n2 0 d 2\n"}, expect="ok",
             check=_measures(nDCG=(1.0 + 2 / 1.584962500721156 / 2) / 2, AP=0.75), memory_gb=M, timeout=T,
             why="accepted: q1 ideal (5, 3 first: 1), q2 2/log2(3)/2 by hand"),
        Case("u3n_eval_grades_negative", G, "qrels grades -1 and -2 beside 2 and 1: non-relevant, judged",
             argv=ev + ["P@2", "AP", "Bpref"], files={"a.run": run3, "q.txt": "1 0 a -1\n1 0 b 2\n1 0 c -2\n2 0 d 1\n2 0 a -1\n"},
             expect="ok", check=_measures(**{"P@2": 0.5}, AP=0.5, Bpref=1.0), memory_gb=M, timeout=T,
             why="accepted: trec_eval's rule (rel < 1 is not relevant; below 0 not pooled for Bpref): AP 1/2 and 1/2, "
                 "Bpref 1 and 1 (no judged non-relevant document) by hand"),
        Case("u3n_eval_infap_grade_2_32", G, "infAP with a grade of 4294967296 (2^32)", argv=ev + ["infAP", "AP"],
             files={"a.run": run3, "q.txt": qrels_big.format(g=2**32)}, expect="ok", check=_measures(infAP=sum(ones) / 2, AP=0.75),
             memory_gb=M, fast=True, timeout=T, why="accepted: trec_eval reads grades as long; a at rank 1 is relevant (infAP = AP = 0.75 by hand)"),
        Case("u3n_eval_setp_grade_huge", G, "SetP with a grade of 99999999999", argv=ev + ["SetP"],
             files={"a.run": run3, "q.txt": qrels_big.format(g=99999999999)}, expect="ok",
             check=_measures(SetP=(1 / 3 + 1 / 2) / 2), memory_gb=M, timeout=T,
             why="accepted: one relevant of 3 and of 2 retrieved (by hand)"),
        Case("u3n_eval_grade_int64_max", G, "infAP with a grade of 9223372036854775807 (the largest long)",
             argv=ev + ["infAP", "NumRel"], files={"a.run": run3, "q.txt": qrels_big.format(g=2**63 - 1)}, expect="ok",
             check=_measures(infAP=0.75, NumRel=2.0), memory_gb=M, timeout=T,
             why="accepted: trec_eval reads it (atol); relevant (by hand 0.75), no warning"),
        Case("u3n_eval_grade_beyond_int64", G, "a grade of 9223372036854775808 (beyond a long)", argv=ev + ["AP"],
             files={"a.run": run3, "q.txt": qrels_big.format(g=2**63)}, memory_gb=M, mention=("q.txt:1",), timeout=T,
             why="wrong: trec_eval's atol would clamp it"),
        Case("u3n_eval_denormal_scores", G, "a run scored 1e-323, 5e-324 and 0: P@1 as trec_eval 10 (doubles)",
             argv=ev + ["P@1"], files={"a.run": "1 Q0 a 1 5e-324 t\n1 Q0 b 2 1e-323 t\n1 Q0 c 3 0 t\n", "q.txt": "1 0 b 1\n1 0 a 0\n"},
             expect="ok", check=_measures(**{"P@1": 1.0}), memory_gb=M, timeout=T,
             why="accepted: b (1e-323) first as a double; float32 would tie all and pick c"),
    ]


def issue45_cases() -> list[Case]:
    """Issue 45's bar: ~30 classes of input no earlier case had (encodings, line ends, huge fields, symlinks, odd
    names, damaged models and weights, Parquet of the wrong types, truncated gzip), across formats and commands.
    Each must be a right answer or an error naming the file (and line), within seconds, under 4 GiB."""
    runs = {"a.run": RUN, "b.run": RUN2}
    G, M, T = UNSEEN, 4.0, 60
    ev = ["evaluate", "--qrels", "q.txt", "a.run"]
    fusion = {"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None}
    same_as_lf = ("from rankagg.io import read_trec_run\n"
                  "a, b = read_trec_run('a.run'), read_trec_run('lf.run')\n"
                  "assert a.docids.tolist() == b.docids.tolist() and (a.ranks == b.ranks).all()\nprint('same')")
    stream = "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', stream=True)"
    return [
        # encodings and line ends
        Case("u45_utf16_run", G, "a run saved as UTF-16 (a BOM, then a NUL after every ASCII byte)", argv=fuse("-o", "o.run"),
             files={**runs, "a.run": RUN.encode("utf-16")}, memory_gb=M, mention=("a.run:1", "NUL"), outputs=("o.run",), timeout=T),
        Case("u45_utf16_streamed", G, "the same UTF-16 run, streamed (the streaming reader's pieces skipped the NUL rule)",
             code=stream, files={**runs, "a.run": RUN.encode("utf-16")}, memory_gb=M, mention=("a.run:1", "NUL"),
             outputs=("o.run",), timeout=T),
        Case("u45_nul_streamed", G, "a NUL inside a docid of a streamed run", code=stream,
             files={**runs, "a.run": RUN.replace("1 Q0 b", "1 Q0 b\0x")}, memory_gb=M, mention=("a.run:2", "NUL"),
             outputs=("o.run",), timeout=T, fast=True),
        Case("u45_cr_only", G, "a run with old Mac line ends (CR only): one long line", argv=fuse("-o", "o.run"),
             files={**runs, "a.run": RUN.replace("\n", "\r")}, memory_gb=M, mention=("a.run:1", "expected 6 fields"),
             outputs=("o.run",), timeout=T),
        Case("u45_mixed_line_ends", G, "a run mixing LF, CRLF and a trailing form feed", code=same_as_lf,
             files={"a.run": "1 Q0 a 1 3 t\r\n1 Q0 b 2 2 t\n1 Q0 c 3 1 t\f\n", "lf.run": "1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n1 Q0 c 3 1 t\n"},
             expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: trec_eval splits at any ASCII blank, CR and form feed included"),
        Case("u45_latin1_qrels", G, "qrels in Latin-1 (a docid 'caf\\xe9')", argv=ev,
             files={**runs, "q.txt": QRELS.encode() + "1 0 caf\u00e9 1\n".encode("latin-1")}, memory_gb=M,
             mention=("q.txt:4", "UTF-8"), timeout=T),
        Case("u45_bom_weights", G, "a JSON weights file with a UTF-8 BOM", argv=fuse("--method", "rrf", "--weights", "w.json", "-o", "o.run"),
             files={**runs, "w.json": "\ufeff{\"t\": 2, \"u\": 1}"}, expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T,
             why="accepted: a byte-order mark is dropped from every text input"),
        # huge fields
        Case("u45_long_docid", G, "a docid of 70,000 characters (under the 1 MiB line cap, over the id cap)",
             argv=fuse("-o", "o.run"), files={**runs, "a.run": RUN.replace("1 Q0 b", "1 Q0 " + "b" * 70_000)}, memory_gb=M,
             mention=("a.run:2", "longer than 65536 characters"), outputs=("o.run",), timeout=T, fast=True),
        Case("u45_long_docid_evaluate", G, "the same docid given to evaluate", argv=ev,
             files={**runs, "a.run": RUN.replace("1 Q0 b", "1 Q0 " + "b" * 70_000), "q.txt": QRELS}, memory_gb=M,
             mention=("a.run:2", "longer than 65536 characters"), timeout=T),
        Case("u45_wide_docid", G, "a docid of 16,385 four-byte characters (over the cap in bytes, within it in characters)",
             argv=fuse("-o", "o.run"), files={**runs, "a.run": RUN.replace("1 Q0 b", "1 Q0 " + "\U0001d400" * 16_385)},
             expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T,
             why="accepted: the id cap counts characters (65536); the fast parser's byte bound only sends it to the line reader"),
        Case("u45_long_zero_score", G, "a score of '0.' and 100,000 zeros then 1 (underflows to 0, as strtod gives)",
             argv=fuse("-o", "o.run"), files={**runs, "a.run": RUN.replace("1 Q0 c 3 1.0", "1 Q0 c 3 0." + "0" * 100_000 + "1")},
             expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T, why="accepted: read as trec_eval's atof reads it (0)"),
        Case("u45_long_tag", G, "a run tag of 500,000 characters", argv=fuse("-o", "o.run"),
             files={**runs, "a.run": RUN.replace(" t\n", " " + "t" * 500_000 + "\n")}, expect="ok", check=wrote("o.run"),
             memory_gb=M, timeout=T, why="accepted: a tag is a name, not an id; every line within the 1 MiB cap"),
        # symlinks and names
        Case("u45_symlink_loop", G, "a run that is a symlink loop", argv=fuse("-o", "o.run", runs=("l.run", "b.run")),
             files=runs, setup=lambda f: (os.symlink("m.run", f / "l.run"), os.symlink("l.run", f / "m.run")),
             memory_gb=M, mention=("l.run",), outputs=("o.run",), timeout=T),
        Case("u45_dangling_symlink", G, "qrels that are a dangling symlink", argv=ev, files=runs,
             setup=lambda f: os.symlink("gone.txt", f / "q.txt"), memory_gb=M, mention=("q.txt",), timeout=T),
        Case("u45_tag_with_separators", G, "a run tagged '../../etc/x' fused with --weights naming it",
             argv=fuse("--method", "rrf", "--weights", "w.txt", "-o", "o.run"),
             files={**runs, "a.run": RUN.replace(" t\n", " ../../etc/x\n"), "w.txt": "../../etc/x 2\nu 1\n"},
             expect="ok", check=lambda out, f: (f / "o.run").is_file() and not (f.parent.parent / "etc" / "x").exists(),
             memory_gb=M, timeout=T, why="accepted: a tag is a run's name, never a path"),
        Case("u45_explain_parquet", G, "fuse --explain on a Parquet run table (was parsed as text: 'a NUL byte')",
             argv=["fuse", "t.parquet", "--method", "rrf", "--explain", "x.jsonl", "-o", "o.run"],
             setup=_table("t.parquet", lambda pa: _ROWS), expect="ok", check=wrote("x.jsonl"), memory_gb=M, timeout=T,
             why="accepted: the registry recognises the table and its one reader reads it"),
        Case("u45_evaluate_parquet", G, "evaluate given a Parquet run table as its run",
             argv=["evaluate", "--qrels", "q.txt", "t.parquet"], files={"q.txt": QRELS},
             setup=_table("t.parquet", lambda pa: _ROWS), memory_gb=M, mention=("t.parquet", "Parquet run table"), timeout=T, fast=True),
        # weights
        Case("u45_weights_overflow", G, "a weight of 1e400", argv=fuse("--method", "rrf", "--weights", "w.txt", "-o", "o.run"),
             files={**runs, "w.txt": "t 1e400\nu 1\n"}, memory_gb=M, mention=("w.txt",), outputs=("o.run",), timeout=T),
        Case("u45_weights_hex", G, "a weight written 0x10", argv=fuse("--method", "rrf", "--weights", "w.txt", "-o", "o.run"),
             files={**runs, "w.txt": "t 0x10\nu 1\n"}, memory_gb=M, mention=("w.txt", "0x10"), outputs=("o.run",), timeout=T),
        Case("u45_weights_json_nan", G, "a JSON weights file with NaN", argv=fuse("--method", "rrf", "--weights", "w.json", "-o", "o.run"),
             files={**runs, "w.json": '{"t": NaN, "u": 1}'}, memory_gb=M, mention=("w.json",), outputs=("o.run",), timeout=T),
        Case("u45_weights_json_twice", G, "a JSON weights file naming a run twice",
             argv=fuse("--method", "rrf", "--weights", "w.json", "-o", "o.run"),
             files={**runs, "w.json": '{"t": 1, "u": 1, "t": 5}'}, memory_gb=M, mention=("w.json", "twice"), outputs=("o.run",), timeout=T),
        Case("u45_weights_huge_digits", G, "a weight of 5,000 digits (Python's int limit is 4300)",
             argv=fuse("--method", "rrf", "--weights", "w.txt", "-o", "o.run"),
             files={**runs, "w.txt": "t " + "9" * 5000 + "\nu 1\n"}, memory_gb=M, mention=("w.txt",), outputs=("o.run",), timeout=T),
        # models
        Case("u45_model_truncated_json", G, "a fusion model cut mid-document", argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": json.dumps(fusion)[:30]}, memory_gb=M, mention=("m.json",), outputs=("o.run",), timeout=T),
        Case("u45_model_key_twice", G, "a fusion model whose 'method' is given twice (JSON keeps the last)",
             argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": '{"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": null, "method": "combsum"}'},
             memory_gb=M, mention=("m.json", "twice"), outputs=("o.run",), timeout=T, fast=True),
        Case("u45_model_truncated_npz", G, "a fusion model in NPZ cut in the middle", argv=fuse("--model", "m.npz", "-o", "o.run"),
             files={**runs, "m.npz": _npz(truncate=200)}, memory_gb=M, mention=("m.npz",), outputs=("o.run",), timeout=T),
        Case("u45_model_huge_weights", G, "a fusion model weighting each run 1e308 (combsum: sums up to 1.5e308)",
             argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": json.dumps({**fusion, "method": "combsum", "weights": {"t": 1e308, "u": 1e308}})},
             expect="ok", check=lambda out, f: (f / "o.run").read_text().split("\n")[0].split()[2:4] == ["b", "1"],
             memory_gb=M, timeout=T, why="accepted: every fused score is finite and in the right order"),
        Case("u45_model_overflowing_weights", G, "a fusion model weighting each run 1.7e308 (combsum: a sum overflows)",
             argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": json.dumps({**fusion, "method": "combsum", "weights": {"t": 1.7e308, "u": 1.7e308}})},
             memory_gb=M, mention=("combsum", "query '1'", "beyond the float range"), outputs=("o.run",), timeout=T),
        # Parquet of the wrong shape
        Case("u45_parquet_string_scores", G, "a Parquet run table whose score column is text",
             argv=["fuse", "t.parquet", "-o", "o.run"], setup=_table("t.parquet", lambda pa: {**_ROWS, "score": ["2", "1", "x"]}),
             memory_gb=M, mention=("t.parquet", "score"), outputs=("o.run",), timeout=T),
        Case("u45_parquet_dictionary", G, "a Parquet run table written dictionary-encoded",
             argv=["fuse", "t.parquet", "--method", "rrf", "-o", "o.run"], setup=_table("t.parquet", lambda pa: _ROWS, dictionary=True),
             expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T, why="accepted: a dictionary column is its values"),
        Case("u45_parquet_nested", G, "a Parquet run table whose doc_id is a list column",
             argv=["fuse", "t.parquet", "-o", "o.run"], setup=_table("t.parquet", lambda pa: {**_ROWS, "doc_id": [["a"], ["b"], ["a"]]}),
             memory_gb=M, mention=("t.parquet", "doc_id"), outputs=("o.run",), timeout=T, fast=True),
        Case("u45_parquet_float_qid", G, "a Parquet run table whose q_id is a float column",
             argv=["fuse", "t.parquet", "-o", "o.run"], setup=_table("t.parquet", lambda pa: {**_ROWS, "q_id": [1.0, 1.0, 2.0]}),
             memory_gb=M, mention=("t.parquet", "q_id"), outputs=("o.run",), timeout=T),
        Case("u45_parquet_null_score", G, "a Parquet run table with a null score",
             argv=["fuse", "t.parquet", "-o", "o.run"], setup=_table("t.parquet", lambda pa: {**_ROWS, "score": [2.0, None, 3.0]}),
             memory_gb=M, mention=("t.parquet", "score"), outputs=("o.run",), timeout=T),
        Case("u45_parquet_truncated", G, "a Parquet run table cut in half (its footer gone)",
             argv=["fuse", "t.parquet", "-o", "o.run"],
             setup=lambda f: (_table("t.parquet", lambda pa: _ROWS)(f),
                              (f / "t.parquet").write_bytes((f / "t.parquet").read_bytes()[:300])),
             memory_gb=M, mention=("t.parquet",), outputs=("o.run",), timeout=T),
        # gzip
        Case("u45_gz_truncated_member", G, "a gzip run cut inside its deflate stream", argv=fuse("-o", "o.run", runs=("a.run.gz", "b.run")),
             files={**runs, "a.run.gz": gz(RUN * 50)[:60]}, memory_gb=M, mention=("a.run.gz", "gzip"), outputs=("o.run",), timeout=T),
        Case("u45_gz_two_members", G, "a gzip run of two members (cat a.gz b.gz)", code=(
             "from rankagg.io import read_trec_run\nd = read_trec_run('a.run.gz')\nprint(sorted(d.docids.tolist()))"),
             files={"a.run.gz": gz("1 Q0 a 1 2 t\n") + gz("1 Q0 z 2 1 t\n")}, expect="ok", check=stdout_has("['a', 'z']"),
             memory_gb=M, timeout=T, why="accepted: every member is read, as gzip -d reads them"),
        Case("u45_gz_trailing_garbage", G, "a gzip qrels followed by garbage bytes", argv=ev,
             files={**runs, "q.txt": gz(QRELS) + b"\x00garbage"}, memory_gb=M, mention=("q.txt",), timeout=T),
        # comparisons and elections
        Case("u45_csv_nul", G, "a comparison CSV with a NUL in an item (a TREC line would end there for trec_eval)",
             argv=["fuse", "c.csv", "--method", "bradley_terry", "-o", "o.tsv"], files={"c.csv": "query,item_a,item_b,outcome\n1,x\0y,z,win\n1,z,w,loss\n"},
             memory_gb=M, mention=("c.csv",), outputs=("o.tsv",), timeout=T, fast=False),
        Case("u45_soc_utf16", G, "a PrefLib election saved as UTF-16", argv=["fuse", "e.soc", "-o", "o.tsv"],
             files={"e.soc": ("# FILE NAME: e.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n# NUMBER VOTERS: 1\n"
                              "# NUMBER UNIQUE ORDERS: 1\n# ALTERNATIVE NAME 1: x\n# ALTERNATIVE NAME 2: y\n1: 1,2\n").encode("utf-16")},
             memory_gb=M, mention=("e.soc",), outputs=("o.tsv",), timeout=T),
    ]


NEWEST = "45 Unseen inputs: the newest faces"
BATTLES = ('{"model_a": "gpt", "model_b": "claude", "winner": "model_a"}\n'
           '{"model_a": "claude", "model_b": "llama", "winner": "tie"}\n'
           '{"model_a": "llama", "model_b": "gpt", "winner": "model_b"}\n')
BATTLE_LIST = [json.loads(x) for x in BATTLES.splitlines()]
SOC = ("# FILE NAME: e.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 3\n# NUMBER UNIQUE ORDERS: 2\n"
       "# ALTERNATIVE NAME 1: x\n# ALTERNATIVE NAME 2: y\n# ALTERNATIVE NAME 3: z\n2: 1,2,3\n1: 3,1,2\n")
COMP = "query,item_a,item_b,outcome\n1,x,y,win\n1,y,z,loss\n1,x,z,tie\n"
GENES = "a,b\nBRCA1,TP53\nTP53,EGFR\nEGFR,BRCA1\n"


def fg(*extra: str, ins: tuple[str, ...] = ("l.csv",)) -> list[str]:
    """``rankagg fuse`` of gene-list files."""
    return ["fuse", *ins, *extra]

FRAME = ("import pandas as pd, rankagg\n"
         "f1 = pd.DataFrame({'qid': ['1', '1', '2'], 'docno': ['a', 'b', 'a'], 'score': [2.0, 1.0, 3.0]})\n"
         "f2 = pd.DataFrame({'qid': ['1', '1', '2'], 'docno': ['b', 'c', 'a'], 'score': [5.0, 4.0, 1.0]})\n")
FUSER = "from rankagg import Fuser\n"


def _p_values(*want: str) -> Callable[[str, Path], bool]:
    """The significance table o.csv's p-values are these texts (R's values)."""
    return lambda out, f: [l.split(",")[4] for l in (f / "o.csv").read_text().splitlines()[1:]] == list(want)


def _bomb(name: str, n_bytes: int) -> Callable[[Path], None]:
    """A gzip file of ``n_bytes`` blanks (about 1000 times smaller), written in pieces."""
    def make(folder: Path) -> None:
        import zlib
        z = zlib.compressobj(9, zlib.DEFLATED, 31)
        chunk = b" " * (1 << 24)
        with open(folder / name, "wb") as fh:
            for _ in range(n_bytes >> 24):
                fh.write(z.compress(chunk))
            fh.write(z.flush())
    return make


THIRD_BAR_PROCESS = "45 Unseen inputs: a third bar, streams, jobs and environment"
# queries 1 and 2 interleaved (1, 2, 1, 2, 1): the streamed path partitions them, the in-memory one does not
_INTERLEAVED = {"a.run": "1 Q0 a 1 3.0 t\n2 Q0 a 1 2.0 t\n1 Q0 b 2 2.0 t\n2 Q0 d 2 1.0 t\n1 Q0 c 3 1.0 t\n",
                "b.run": "2 Q0 d 1 2.0 u\n1 Q0 b 1 3.0 u\n2 Q0 e 2 1.0 u\n1 Q0 a 2 2.0 u\n"}
# the same fusion streamed and in memory, byte for byte, for each set of options
_STREAM_SAME = """
from rankagg.api import fuse_files
for i, opts in enumerate({options}):
    fuse_files(['a.run', 'b.run'], f's{{i}}.run', stream=True, **opts)
    fuse_files(['a.run', 'b.run'], f'm{{i}}.run', stream=False, **opts)
    if open(f's{{i}}.run', 'rb').read() != open(f'm{{i}}.run', 'rb').read() or not open(f'm{{i}}.run').read():
        print('differs', opts); break
else:
    print('same')
"""
# the runs change between the scan that names them (their first lines) and the read
_CHANGED = """
import rankagg.io.run_names as rn
from rankagg.api import fuse_files
peek = rn.peek_run_names
def peek_then_change(paths):
    names = peek(paths)
    {change}
    return names
rn.peek_run_names = peek_then_change
fuse_files(['a.run', 'b.run'], 'o.run', method='rrf', stream={stream})
{after}
"""
# the CLI run from a snippet (its stderr and exit status passed on) after a setup line (a limit, a mount)
_CLI = """
import os, resource, subprocess, sys
{pre}
try:
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *{args!r}], capture_output=True, text=True, env={{**os.environ, **{env!r}}})
finally:
    {post}
sys.stdout.write(r.stdout)
sys.stderr.write(r.stderr)
sys.exit(r.returncode)
"""
_MOUNT = "os.makedirs('m', exist_ok=True)\nsubprocess.run(['mount', '-t', 'tmpfs', '-o', '{opts}', 'tmpfs', 'm'], check=True)"
_UMOUNT = "subprocess.run(['umount', 'm'], check=False)"
_NOFILE = "resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))"


def _many_runs(n: int) -> Callable[[Path], None]:
    """``n`` small runs r0.run ... with their own tags, and qrels q.txt."""
    def make(folder: Path) -> None:
        for i in range(n):
            (folder / f"r{i}.run").write_text(f"1 Q0 d{i % 7} 1 2.0 r{i}\n1 Q0 d{(i + 3) % 7} 2 1.0 r{i}\n2 Q0 e{i % 5} 1 1.0 r{i}\n")
        (folder / "q.txt").write_text("1 0 d1 1\n1 0 d2 0\n2 0 e3 1\n")
    return make


def _big_interleaved(folder: Path) -> None:
    """Two runs of 2 x 4000 lines whose queries interleave (a partition of about 400 KB)."""
    for r, tag in (("a.run", "t"), ("b.run", "u")):
        (folder / r).write_text("".join(f"{q} Q0 d{(i * 7 + len(tag)) % 5000} {i + 1} {5000 - i}.0 {tag}\n"
                                        for i in range(4000) for q in (1, 2)))


def _write(files: dict[str, str]) -> Callable[[Path], None]:
    """Write ``files`` from setup: inputs that the case itself changes (the runner checks ``Case.files`` unchanged)."""
    return lambda folder: [(folder / n).write_text(text) for n, text in files.items()] and None


def _fused_equals(reference: dict[str, str], name: str = "o.run",
                  options: tuple[str, ...] = ("--method", "rrf")) -> Callable[[str, Path], bool]:
    """The output equals the fusion (rrf, or ``options``) of ``reference`` (file name -> text) in a fresh folder."""
    def check(out: str, folder: Path) -> bool:
        with tempfile.TemporaryDirectory() as tmp:
            for n, text in reference.items():
                (Path(tmp) / n).write_text(text)
            subprocess.run([sys.executable, "-m", "rankagg.cli", "fuse", *reference, *options, "--quiet", "-o", "ref.run"],
                           cwd=tmp, env=dict(os.environ, PYTHONPATH=str(ROOT)), check=True)
            return (folder / name).read_text() == (Path(tmp) / "ref.run").read_text()
    return check


# every engine's export of its own fusion with odd list names and weights: a request whose JSON has no NaN and
# names each list (where it names lists: some engines take them by position), or a ValueError naming the
# parameter; weights that are all 0 are refused as rankagg's own resolver does; any other exception escapes (raw)
_EXPORT_ODD = """
import json, math
import rankagg.engines as E
from rankagg.engines.catalogue import DIALECTS
odd = [(['bm 25', 'dense'], None), (['a"b', "c'd"], None), (['x\\ny', 'z'], None), (['bm25', 'bm25'], None),
       (['é', '日本'], {{'é': 1.0, '日本': 2.0}}), (['a', 'b'], {{'a': float('nan'), 'b': 1.0}}),
       (['a', 'b'], {{'a': float('inf'), 'b': 1.0}}), (['a', 'b'], {{'a': -1.0, 'b': 1.0}}),
       (['a', 'b'], {{'a': 0.0, 'b': 0.0}}), (['a', 'b'], {{'a': 1e308, 'b': 1e308}}), (['a', 'b'], {{'a': True, 'b': 1.0}}),
       (['a', 'b'], {{'c': 1.0}}), (['<list a>', 'b'], None), ([{lists_extra}], None)]
bad = []
for name, d in DIALECTS.items():
    for lists, weights in odd:
        try:
            req = E.export_request(name, d.tune.method, None, weights, lists=lists)
        except ValueError as exc:
            said = str(exc)
            if not any(w in said for w in ('weight', 'list', 'name', *lists)):
                bad.append((name, lists, weights, 'vague: ' + said))
            continue
        try:
            text = json.dumps(req, allow_nan=False, ensure_ascii=False)
        except ValueError as exc:
            bad.append((name, lists, weights, f'not JSON: {{exc}}'))
            continue
        quoted = [json.dumps(l, ensure_ascii=False) in text or json.dumps(f'<list {{l}}>', ensure_ascii=False)[1:-1] in text for l in lists]
        if any(quoted) and not all(quoted):  # a request that names its lists names every one
            bad.append((name, lists, weights, 'a list missing from ' + text[:80]))
        if weights and not any(weights.values()):  # rankagg refuses weights that are all 0: no fusion ranks so
            bad.append((name, lists, weights, 'weights all 0 exported: ' + text[:80]))
print('every engine answers or names the parameter' if not bad else bad[:5])
"""


def _subcommands() -> str:
    return """
import subprocess, sys
from rankagg.cli_parser import build_parser
import argparse
def subs(p):
    for a in p._actions:
        if isinstance(a, argparse._SubParsersAction):
            return a.choices
    return dict()
cmds = [[]]
for n, s in subs(build_parser()).items():
    cmds.append([n])
    cmds += [[n, m] for m in subs(s)]
bad = []
for c in cmds:
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *c, '--help'], capture_output=True, text=True, env={env})
    if r.returncode != 0 or 'Traceback' in r.stderr or 'usage:' not in r.stdout:
        bad.append((c, r.returncode, r.stderr[-200:]))
print(f'{{len(cmds)}} helps' if not bad else bad, file=sys.stderr if bad else sys.stdout)
sys.exit(1 if bad else 0)
"""


SIXTH_BAR_EVALUATION = "45 Unseen inputs: a sixth bar, evaluation and reports"


def _u6e_evaluation(per_query: dict[str, dict[str, float]], mean: dict[str, float] | None = None) -> str:
    """A ``rankagg evaluate --json -q`` record of one run: each measure's mean over the queries, and the per-query
    values (``mean`` overrides the means)."""
    measures = sorted({m for v in per_query.values() for m in v})
    rec: dict = {m: sum(v[m] for v in per_query.values() if m in v) / sum(m in v for v in per_query.values())
                 for m in measures}
    rec.update(mean or {})
    rec["per_query"] = per_query
    return json.dumps(rec)


def _u6e_one(measure: str, values: list[float], qids: list[str] | None = None) -> str:
    return _u6e_evaluation({q: {measure: v} for q, v in zip(qids or [str(i + 1) for i in range(len(values))], values)})


def _u6e_cells(name: str) -> Callable[[Path], dict[str, list[str]]]:
    """The rows of the first table of a Markdown report: label -> its cells as printed."""
    def read(folder: Path) -> dict[str, list[str]]:
        rows = [ln for ln in (folder / name).read_text().splitlines() if ln.startswith("| ") and not ln.startswith("| Method")]
        return {r.split("|")[1].strip(): [c.strip() for c in r.split("|")[2:-1]] for r in rows}
    return read


def _u6e_bold(name: str, want: dict[str, list[bool]]) -> Callable[[str, Path], bool]:
    """Which cells of each row are bold in the Markdown report ``name``."""
    return lambda out, folder: {k: [c.startswith("**") for c in v] for k, v in _u6e_cells(name)(folder).items()} == want


def _u6e_cells_are(name: str, want: dict[str, list[str]]) -> Callable[[str, Path], bool]:
    return lambda out, folder: _u6e_cells(name)(folder) == want


# the report's Holm-adjusted p-values (the HTML cells' titles) against scipy.stats.ttest_rel (two-sided) over the queries
# both were evaluated on, adjusted by statsmodels' multipletests(method='holm') over the tests that are defined; the marks
# against those p-values at ALPHA.  FILES: {file: {qid: {measure: value}}}, the first being the baseline.
_U6E_HOLM = """
import json, re, subprocess, sys, warnings
warnings.simplefilter('ignore')
import numpy as np
from scipy import stats
from statsmodels.stats.multitest import multipletests
FILES, ALPHA, EXTRA = @ARGS@
for f, pq in FILES.items():
    ms = sorted({m for v in pq.values() for m in v})
    json.dump({**{m: float(np.mean([v[m] for v in pq.values()])) for m in ms}, 'per_query': pq}, open(f, 'w'))
r = subprocess.run([sys.executable, '-m', 'rankagg', 'report', *FILES, '-o', 'r.html', '--alpha', str(ALPHA), *EXTRA],
                   capture_output=True, text=True)
if r.returncode:
    print(r.stderr.strip().splitlines()[-1], file=sys.stderr); sys.exit(r.returncode)
base, *others = FILES
tests = []
for f in others:
    for m in sorted({m for v in FILES[f].values() for m in v}):
        common = sorted(set(FILES[f]) & set(FILES[base]))
        x = [FILES[f][q][m] for q in common]; y = [FILES[base][q][m] for q in common]
        if len(common) < 2 or x == y:
            p = 1.0 if x == y and common else None
        else:
            p = stats.ttest_rel(x, y).pvalue
        if p is not None:
            tests.append((f[:-5], m, p, np.mean(x) - np.mean(y)))
adj = multipletests([t[2] for t in tests], method='holm')[1] if tests else []
page = open('r.html').read()
bad = []
for (label, m, p, diff), a in zip(tests, adj):
    row = re.search(r'<td class="label">' + re.escape(label) + r'</td>(.*?)</tr>', page).group(1)
    cols = re.findall(r'<th>(.*?)</th>', page.split('<tbody>')[0])[1:]
    cell = re.findall(r'<td([^>]*)>(.*?)</td>', row)[cols.index(m)]
    got = re.search(r'p = ([^"]+)"', cell[0])
    mark = '\\u25b2' if a < ALPHA and diff > 0 else '\\u25bc' if a < ALPHA and diff < 0 else ''
    if got is None or abs(float(got.group(1)) - a) > 5e-3 * max(a, 1e-300) or (mark != '') != ('\\u25b2' in cell[1] or '\\u25bc' in cell[1]) or (mark and mark not in cell[1]):
        bad.append(f'{label} {m}: {cell} where holm p {a:.4g} mark {mark!r}')
n = re.search(r'over the (\\d+) tests', page)
if n is None or int(n.group(1)) != len(tests):
    bad.append(f'the note counts {n and n.group(1)} tests where {len(tests)} are defined')
print('as scipy and statsmodels' if not bad else 'FAULTS ' + '; '.join(bad)[:600])
"""

# rankagg.evaluate of RUN and QRELS (dicts) with ir_measures objects, against ir_measures.calc_aggregate and
# ir_measures.iter_calc (its own providers) on the same dicts, per query and in the mean
_U6E_IRM = """
import warnings
warnings.simplefilter('ignore')
import ir_measures, rankagg
from ir_measures import *
RUN, QRELS, MEASURES = @ARGS@
ms = [eval(m) for m in MEASURES]
ours = rankagg.evaluate(RUN, QRELS, ms)
pq = rankagg.evaluate(RUN, QRELS, ms, per_query=True)
theirs = ir_measures.calc_aggregate(ms, QRELS, RUN)
bad = [f'{m}: {ours[str(m)]} where ir_measures {theirs[m]}' for m in ms if abs(ours[str(m)] - theirs[m]) > 1e-9]
for r in ir_measures.iter_calc(ms, QRELS, RUN):
    if abs(pq.loc[r.query_id, str(r.measure)] - r.value) > 1e-9:
        bad.append(f'{r.measure} q{r.query_id}: {pq.loc[r.query_id, str(r.measure)]} where ir_measures {r.value}')
print('agrees with ir_measures' if not bad else 'FAULTS ' + '; '.join(bad)[:600])
"""

# the official LETOR 4.0 measures of a LETOR file and a score file, by ``rankagg evaluate --letor --json -q``,
# against WANT {measure: {qid: value}} computed by hand in the case from the script's conventions
_U6E_LETOR = """
import json, subprocess, sys
WANT = @ARGS@
r = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--letor', 'l.txt', 's.txt', '--json', '--per-query'],
                   capture_output=True, text=True)
if r.returncode:
    print(r.stderr.strip().splitlines()[-1], file=sys.stderr); sys.exit(r.returncode)
got = json.loads(r.stdout)
bad = []
for m, per in WANT.items():
    for q, v in per.items():
        if abs(got['per_query'][q][m] - v) > 1e-12:
            bad.append(f'{m} q{q}: {got["per_query"][q][m]} where {v}')
    if abs(got[m] - sum(per.values()) / len(per)) > 1e-12:
        bad.append(f'{m}: mean {got[m]} where {sum(per.values()) / len(per)}')
print('as by the script' if not bad else 'FAULTS ' + '; '.join(bad)[:600])
"""


def _u6e_letor(rows: list[tuple[int, str, str]], scores: list[float]) -> dict[str, str]:
    """A LETOR file (label, qid, docid; two features) and its score file."""
    return {"l.txt": "".join(f"{lab} qid:{q} 1:1 2:2 #docid = {d} inc = 1 prob = 0.1\n" for lab, q, d in rows),
            "s.txt": "".join(f"{s!r}\n" for s in scores)}


def sixth_bar_evaluation_cases() -> list[Case]:
    """Issue 45's sixth bar (measuring, as an IR engineer checks a system against trec_eval and the papers): every
    measure on shapes a generator does not make (negative grades, queries judged only non-relevant, ids that differ by
    case, queries in one file only, relevance levels, grades written as decimals, ir_measures' objects), the LETOR
    script's conventions, the report's paired tests and Holm's correction against scipy and statsmodels, and the
    report's tables (bold at the printed decimals, missing cells, two datasets).  Each must be the reference's value
    or an error naming the file and line (or the option)."""
    G = SIXTH_BAR_EVALUATION

    def case(id: str, what: str, code: str, want: str, why: str, **k) -> Case:
        return Case(f"u6e_{id}", G, what, code=code, expect="ok", check=stdout_has(want), why=why, **k)

    def ev(id: str, what: str, run: str, qrels: str, measures: dict[str, str], why: str, level: int = 1, **k) -> Case:
        return case(id, what, _u5a(_U5A_EVAL, measures, level), "agrees with trec_eval", why,
                    files={"r.run": run, "q.txt": qrels}, **k)

    def report(id: str, what: str, files: dict[str, str], argv: list[str], check: Callable[[str, Path], bool], why: str,
               **k) -> Case:
        return Case(f"u6e_{id}", G, what, argv=["report", *(f for f in files if f.endswith(".json")), *argv], files=files, expect="ok", check=check,
                    why=why, **k)

    neg_qrels = "1 0 a -2\n1 0 b 0\n1 0 c 1\n1 0 e 3\n2 0 x 0\n2 0 y -1\n3 0 p 2\n3 0 q 3\n3 0 r 1\n"
    neg_run = ("1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n1 Q0 c 3 1.0 t\n1 Q0 z 4 0.5 t\n2 Q0 x 1 1.0 t\n2 Q0 w 2 2.0 t\n"
               "3 Q0 q 1 1.0 t\n3 Q0 p 2 1.0 t\n3 Q0 o 3 5.0 t\n")
    every = {"P@5": "P.5", "nDCG": "ndcg", "nDCG@2": "ndcg_cut.2", "nDCG@10": "ndcg_cut.10", "AP": "map",
             "AP@2": "map_cut.2", "Rprec": "Rprec", "RR": "recip_rank", "Bpref": "bpref", "R@2": "recall.2",
             "SetP": "set_P", "SetR": "set_recall", "infAP": "infAP", "NumRel": "num_rel", "NumRet": "num_ret",
             "NumRet(rel=1)": "num_rel_ret", "NumQ": "num_q"}
    c = [
        # ---------------------------------------------------------------- answers against trec_eval's code
        ev("negative_grades_every_measure", "evaluate every trec_eval measure rankagg computes on qrels graded -2/-1/0/1/2/3, a "
           "query judged only 0 and -1 (R = 0), unjudged documents and a tie", neg_run, neg_qrels, every,
           "accepted: trec_eval's values (a negative grade is judged non-relevant; nDCG's gain is the grade)"),
        ev("only_nonrelevant_query_counts", "evaluate AP, nDCG, Rprec, RR, GMAP where one of three queries has judgments "
           "but no relevant document (trec_eval counts it, value 0)", "1 Q0 a 1 2 t\n1 Q0 b 2 1 t\n2 Q0 c 1 1 t\n3 Q0 d 1 1 t\n",
           "1 0 a 1\n2 0 c 0\n2 0 x 0\n3 0 d 2\n", {"AP": "map", "nDCG": "ndcg", "Rprec": "Rprec", "RR": "recip_rank",
                                                  "NumQ": "num_q"},
           "accepted: the mean is over the three queries, the one without relevant documents at 0"),
        ev("ids_differ_by_case", "evaluate where qids Q1 and q1 and docids A and a are different ids (trec_eval's strcmp)",
           "Q1 Q0 a 1 2 t\nQ1 Q0 A 2 1 t\nq1 Q0 A 1 2 t\nq1 Q0 a 2 1 t\n", "Q1 0 A 1\nq1 0 a 2\nq1 0 A 0\n",
           {"P@1": "P.1", "AP": "map", "nDCG": "ndcg", "RR": "recip_rank"},
           "accepted: ids are compared byte for byte, as trec_eval does"),
        ev("queries_in_one_file_only", "evaluate a run with a query the qrels lack and qrels with a query the run lacks",
           "1 Q0 a 1 2 t\n1 Q0 b 2 1 t\n4 Q0 a 1 1 t\n", "1 0 b 1\n3 0 a 1\n",
           {"AP": "map", "P@5": "P.5", "NumQ": "num_q", "NumRel": "num_rel"},
           "accepted: only the queries of both are evaluated (trec_eval 9; 10.0 stops on the judged query the run lacks)"),
        ev("level_two_counts", "evaluate NumRel, NumRet, P@2, AP and Rprec at rel=2 (trec_eval -l 2) where a query "
           "has no document of grade 2", neg_run, neg_qrels,
           {"NumRel(rel=2)": "num_rel", "NumRet(rel=2)": "num_rel_ret", "P(rel=2)@2": "P.2",
            "AP(rel=2)": "map", "Rprec(rel=2)": "Rprec"},
           "accepted: trec_eval -l 2's values", level=2),
        ev("crlf_files", "evaluate a run and qrels written with CRLF line ends (Windows), the tag and grade last on the line",
           "1 Q0 a 1 2 t\r\n1 Q0 b 2 1 t\r\n2 Q0 c 1 1 t\r\n", "1 0 a 0\r\n1 0 b 1\r\n2 0 c 2\r\n",
           {"AP": "map", "nDCG": "ndcg", "P@1": "P.1"}, "accepted: trec_eval's tokenizer reads \\r as a blank"),
        ev("cutoffs_above_depth", "evaluate P@1000, nDCG@1000, AP@1000, R@1000 and Rprec where the run has 2 of 5 relevant",
           "1 Q0 a 1 2 t\n1 Q0 b 2 1 t\n", "1 0 a 1\n1 0 b 2\n1 0 c 1\n1 0 d 1\n1 0 e 1\n",
           {"P@1000": "P.1000", "nDCG@1000": "ndcg_cut.1000", "AP@1000": "map_cut.1000", "R@1000": "recall.1000",
            "Rprec": "Rprec", "SetR": "set_recall"}, "accepted: P@k divides by k, the ideal ranking is the judgments'"),
        case("qrels_grade_decimal", "evaluate with qrels grades written -1.0, 2.0, +1 (pandas writes a float column so; "
             "trec_eval's atol reads -1, 2, 1): the values of the grades -1, 2, 1",
             "import json, subprocess, sys\n"
             "open('r.run', 'w').write('1 Q0 a 1 2 t\\n1 Q0 b 2 1 t\\n1 Q0 c 3 0 t\\n')\n"
             "open('d.txt', 'w').write('1 0 a -1.0\\n1 0 b 2.0\\n1 0 c +1\\n')\n"
             "open('i.txt', 'w').write('1 0 a -1\\n1 0 b 2\\n1 0 c 1\\n')\n"
             "got = []\nfor q in ('d.txt', 'i.txt'):\n"
             "    r = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', q, 'r.run', '--measures', 'AP', "
             "'nDCG', 'P(rel=2)@2', '--json'], capture_output=True, text=True)\n"
             "    if r.returncode:\n        print(r.stderr.strip(), file=sys.stderr); sys.exit(r.returncode)\n"
             "    got.append(json.loads(r.stdout))\n"
             "print('as the integers' if got[0] == got[1] else got)", "as the integers",
             "accepted: an integral decimal is the integer trec_eval reads (1.5, 1e0: refused, atol would misread them)"),
        Case("u6e_qrels_grade_fraction", G, "evaluate with a qrels grade 0.5 (trec_eval's atol reads 0, silently)",
             argv=["evaluate", "--qrels", "q.txt", "r.run"], files={"r.run": RUN, "q.txt": "1 0 a 0.5\n"},
             mention=("q.txt:1",), why="wrong: trec_eval's atol reads 0"),
        case("api_grade_float_same_as_file", "rankagg.evaluate with qrels dicts of grades 2.0 and 2 and the file '2.0': "
             "one answer", "import rankagg, json\nopen('q.txt', 'w').write('1 0 a 2.0\\n1 0 b 1\\n')\n"
             "run = {'1': {'a': 1.0, 'b': 2.0}}\n"
             "v = [rankagg.evaluate(run, q, ['nDCG', 'AP']) for q in ({'1': {'a': 2.0, 'b': 1.0}}, {'1': {'a': 2, 'b': 1}}, 'q.txt')]\n"
             "print('one answer' if v[0] == v[1] == v[2] else v)", "one answer",
             "accepted: the same grade read the same way in every form"),
        case("ir_measures_objects", "rankagg.evaluate with ir_measures objects nDCG@10, P(rel=2)@5, AP, RR, Judged@3, Judged@10, "
             "R@2, Rprec, nDCG on graded qrels with -1 and unjudged documents, against ir_measures itself",
             _u5a(_U6E_IRM, {"1": {"a": 3.0, "b": 2.0, "z": 1.5, "c": 1.0}, "2": {"y": 1.0, "w": 0.5}, "3": {"k": 1.0}},
                  {"1": {"a": 2, "b": 0, "c": 1, "e": -1}, "2": {"x": 1, "y": 2}, "3": {"k": 0}},
                  ["nDCG@10", "P(rel=2)@5", "AP", "RR", "Judged@3", "Judged@10", "R@2", "Rprec", "nDCG"]),
             "agrees with ir_measures", "accepted: ir_measures' values"),
        case("rbp_by_hand", "evaluate RBP(p=0.5)@2, RBP(p=0.9,rel=2) and RBP(p=0.5,graded=1) (gain grade / the highest grade "
             "judged, 3) with grades -1/0/1/3 and a tie, by hand",
             "import rankagg\nrun = {'1': {'a': 4.0, 'b': 3.0, 'c': 2.0, 'd': 2.0}, '2': {'x': 1.0}}\n"
             "qrels = {'1': {'a': 1, 'b': -1, 'c': 3, 'd': 0}, '2': {'x': 3}}\n"
             "got = rankagg.evaluate(run, qrels, ['RBP(p=0.5)@2', 'RBP(p=0.9,rel=2)', 'RBP(p=0.5,graded=1)'], per_query=True)\n"
             "# trec_eval's order: a, b, then d before c (tie broken by docid descending)\n"
             "want = {'RBP(p=0.5)@2': [0.5 * 1, 0.5], 'RBP(p=0.9,rel=2)': [0.1 * 0.9 ** 3, 0.1],\n"
             "        'RBP(p=0.5,graded=1)': [0.5 * (1 / 3 + 0.5 ** 3 * 1), 0.5]}\n"
             "bad = [(m, q, got.loc[q, m], w) for m, ws in want.items() for q, w in zip(['1', '2'], ws) if abs(got.loc[q, m] - w) > 1e-12]\n"
             "print('as by hand' if not bad else bad)", "as by hand", "accepted: Moffat & Zobel's sum in trec_eval's order"),
        case("batch_of_runs_equals_each", "evaluate three runs at once (one holding a query no other has, one the qrels lack): "
             "each equal to the run evaluated alone",
             "import rankagg\nq = {'1': {'a': 1, 'b': 2}, '2': {'c': 1}, '3': {'d': 1}}\n"
             "runs = [{'1': {'a': 1.0, 'b': 2.0}}, {'1': {'b': 1.0}, '2': {'c': 1.0}}, {'3': {'d': 1.0}, '9': {'d': 1.0}}]\n"
             "m = ['AP', 'nDCG@5', 'NumQ', 'P@1']\n"
             "print('each as alone' if rankagg.evaluate(runs, q, m) == [rankagg.evaluate(r, q, m) for r in runs] else 'DIFFERENT')",
             "each as alone", "accepted: a batch is the runs one at a time"),
        case("per_query_mean_is_all", "evaluate -q: the 'all' line of each measure is the mean (NumQ, NumRet: the sum; GMAP: "
             "the geometric mean at 1e-5) of the per-query lines printed",
             "import subprocess, sys, math\n"
             "open('q.txt', 'w').write('1 0 a 1\\n2 0 b 1\\n3 0 c 1\\n')\n"
             "open('r.run', 'w').write('1 Q0 a 1 2 t\\n2 Q0 x 1 2 t\\n2 Q0 b 2 1 t\\n3 Q0 y 1 1 t\\n')\n"
             "out = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', 'q.txt', 'r.run', '-q', '--measures', "
             "'AP', 'NumRet', 'GMAP', 'NumQ'], capture_output=True, text=True, check=True).stdout\n"
             "rows = [ln.split('\\t') for ln in out.splitlines()]\n"
             "per = {m: [float(v) for n, q, v in rows if n == m and q != 'all'] for m in ('AP', 'NumRet', 'GMAP', 'NumQ')}\n"
             "alls = {n: v for n, q, v in rows if q == 'all'}\n"
             "want = {'AP': f'{sum(per[\"AP\"]) / 3:.4f}', 'NumRet': '4', 'NumQ': '3',\n"
             "        'GMAP': f'{math.exp(sum(math.log(max(v, 1e-5)) for v in (1.0, 0.5, 0.0)) / 3):.4f}'}\n"
             "print('sums as trec_eval' if alls == want else (alls, want))", "sums as trec_eval",
             "accepted: trec_eval's all line (GMAP from the unrounded APs)"),
        Case("u6e_measure_rel_on_ndcg", G, "evaluate --measures 'nDCG(rel=2)@10' (trec_eval -l does not change ndcg's gains)",
             argv=["evaluate", "--qrels", "q.txt", "r.run", "--measures", "nDCG(rel=2)@10"], files={"r.run": RUN, "q.txt": QRELS},
             mention=("nDCG(rel=2)@10", "rel"), why="wrong: nDCG uses the grade as gain; a level would be ignored"),
        Case("u6e_measure_cutoff_zero", G, "evaluate --measures P@0 (no list has a 0th document)",
             argv=["evaluate", "--qrels", "q.txt", "r.run", "--measures", "P@0"], files={"r.run": RUN, "q.txt": QRELS},
             mention=("P@0",), why="wrong: P@0 divides by 0"),
        # ---------------------------------------------------------------- the LETOR script's conventions
        case("letor_no_relevant_and_short", "evaluate --letor: a query without a relevant document (every measure 0) and one "
             "of 3 documents (NDCG@4..10 0, P@k over k), tied scores in file order, by hand",
             _u5a(_U6E_LETOR, {"NDCG@1": {"1": 0.0, "2": 1.0}, "NDCG@3": {"1": 0.0, "2": 1.0}, "NDCG@4": {"1": 0.0, "2": 0.0},
                               "P@1": {"1": 0.0, "2": 1.0}, "P@10": {"1": 0.0, "2": 0.2}, "MAP": {"1": 0.0, "2": 1.0},
                               "ERR": {"1": 0.0, "2": 0.75 + 0.25 * 0.25 / 2},
                               "RBP": {"1": 0.0, "2": 0.05 * (2 + 0.95)}}),
             "as by the script", "accepted: the official LETOR 4.0 script's conventions (docs/report.md)",
             files=_u6e_letor([(0, "1", "A"), (0, "1", "B"), (0, "1", "C"), (0, "1", "G"), (2, "2", "D"), (1, "2", "E"),
                               (0, "2", "F")], [3.0, 2.0, 1.0, 0.0, 0.5, 0.5, 0.5])),
        case("letor_ties_reversed", "evaluate --letor with every score tied, the relevant document last in the file: "
             "NDCG@1 0, MAP 1/3 (ties in file order), by hand",
             _u5a(_U6E_LETOR, {"NDCG@1": {"7": 0.0}, "P@3": {"7": 1 / 3}, "MAP": {"7": 1 / 3},
                               "NDCG@3": {"7": 0.6309297535714574}}),
             "as by the script", "accepted: the script sorts stably (Perl's merge sort)",
             files=_u6e_letor([(0, "7", "A"), (0, "7", "B"), (1, "7", "C")], [1.0, 1.0, 1.0])),
        Case("u6e_letor_score_count", G, "evaluate --letor with one score fewer than the LETOR file's lines",
             argv=["evaluate", "--letor", "l.txt", "s.txt"],
             files=_u6e_letor([(0, "1", "A"), (1, "1", "B"), (2, "2", "C")], [1.0, 2.0]), mention=("s.txt",),
             why="wrong: the scores would meet other documents"),
        # ---------------------------------------------------------------- significance, against scipy and statsmodels
        case("holm_ttest_scipy", "report of a baseline and two runs over 6 queries, 2 measures: the Holm-adjusted p-values "
             "(HTML titles) and marks against scipy.stats.ttest_rel and statsmodels' Holm",
             _u5a(_U6E_HOLM, {"base.json": {str(q): {"AP": a, "P@5": p} for q, a, p in
                                            zip(range(1, 7), [.2, .4, .3, .5, .1, .6], [.2, .4, .4, .6, .2, .4])},
                              "up.json": {str(q): {"AP": a, "P@5": p} for q, a, p in
                                          zip(range(1, 7), [.31, .52, .39, .63, .2, .7], [.2, .4, .4, .6, .2, .4])},
                              "down.json": {str(q): {"AP": a, "P@5": p} for q, a, p in
                                            zip(range(1, 7), [.1, .35, .2, .45, .0, .58], [.0, .2, .4, .4, .2, .2])}},
                  0.05, ["--no-figures"]),
             "as scipy and statsmodels", "accepted: two-sided paired t-tests, Holm over the table's 4 tests"),
        case("holm_different_query_sets", "report of runs evaluated on different queries (q1-q6, q3-q8, q5-q9): each paired "
             "with the baseline on the queries both hold",
             _u5a(_U6E_HOLM, {"base.json": {f"q{q}": {"AP": v} for q, v in zip(range(1, 7), [.2, .4, .3, .5, .1, .6])},
                              "b.json": {f"q{q}": {"AP": v} for q, v in zip(range(3, 9), [.5, .7, .3, .9, .4, .4])},
                              "c.json": {f"q{q}": {"AP": v} for q, v in zip(range(5, 10), [.0, .5, .2, .2, .2])}},
                  0.05, ["--no-figures"]),
             "as scipy and statsmodels", "accepted: paired by qid (docs/report.md)"),
        case("holm_one_common_query", "report where one run shares a single query with the baseline (no test is defined on "
             "one pair) and another shares four: Holm over the one defined test",
             _u5a(_U6E_HOLM, {"base.json": {f"q{q}": {"AP": v} for q, v in zip(range(1, 5), [.2, .4, .3, .5])},
                              "b.json": {f"q{q}": {"AP": v} for q, v in zip(range(1, 5), [.3, .5, .41, .6])},
                              "c.json": {"q4": {"AP": 0.9}, "q7": {"AP": 0.1}}}, 0.05, ["--no-figures"]),
             "as scipy and statsmodels",
             "accepted: a test over one query has no p-value; it is not one of the tests Holm adjusts over"),
        case("holm_self_and_constant", "report of a run against an identical copy (p = 1, no mark) and a run better by "
             "exactly 0.125 on every query (scipy: t = inf, p = 0)",
             _u5a(_U6E_HOLM, {"base.json": {f"{q}": {"AP": v} for q, v in zip(range(1, 6), [.25, .5, .125, .375, .0])},
                              "copy.json": {f"{q}": {"AP": v} for q, v in zip(range(1, 6), [.25, .5, .125, .375, .0])},
                              "plus.json": {f"{q}": {"AP": v + .125} for q, v in zip(range(1, 6), [.25, .5, .125, .375, .0])}},
                  0.05, ["--no-figures", "--baseline", "base"]),
             "as scipy and statsmodels", "accepted: scipy's values"),
        case("holm_alpha_boundary", "report --alpha 0.01 where the Holm-adjusted p lies between 0.01 and 0.05: no mark",
             _u5a(_U6E_HOLM, {"base.json": {f"{q}": {"AP": v} for q, v in zip(range(1, 9), [.2, .4, .3, .5, .1, .6, .3, .3])},
                              "b.json": {f"{q}": {"AP": v} for q, v in zip(range(1, 9), [.3, .45, .3, .65, .05, .75, .4, .33])}},
                  0.01, ["--no-figures"]),
             "as scipy and statsmodels", "accepted: a mark only below --alpha"),
        case("randomization_exact", "report --test randomization on 8 queries: the p-value near the exact sign-flip p "
             "(all 256 arrangements) and the same in two processes",
             "import itertools, json, re, subprocess, sys\nimport numpy as np\n"
             "a = [.2, .4, .3, .5, .1, .6, .3, .3]; b = [.3, .45, .3, .65, .05, .75, .4, .33]\n"
             "for f, v in (('base.json', a), ('b.json', b)):\n"
             "    json.dump({'AP': sum(v) / 8, 'per_query': {str(i): {'AP': x} for i, x in enumerate(v)}}, open(f, 'w'))\n"
             "ps = []\nfor out in ('r1.html', 'r2.html'):\n"
             "    subprocess.run([sys.executable, '-m', 'rankagg', 'report', 'base.json', 'b.json', '-o', out, '--test', "
             "'randomization', '--no-figures'], check=True, capture_output=True)\n"
             "    ps.append(float(re.search(r'p = ([^\"]+)\"', open(out).read()).group(1)))\n"
             "d = np.subtract(b, a)\n"
             "exact = np.mean([abs(np.dot(s, d)) >= abs(d.sum()) - 1e-12 for s in itertools.product((1, -1), repeat=8)])\n"
             "print('near the exact p' if ps[0] == ps[1] and abs(ps[0] - exact) < 0.03 else (ps, exact))",
             "near the exact p", "accepted: 2000 sign flips with a fixed seed, two-sided"),
        # ---------------------------------------------------------------- the report's tables
        report("bold_at_printed_decimals", "report of AP 0.12356 and 0.12352 (printed 0.1236 and 0.1235): only the first bold",
               {"a.json": _u6e_one("AP", [0.2, 0.04712]), "b.json": _u6e_one("AP", [0.04704, 0.2])},
               ["-o", "r.md", "--no-figures"], _u6e_bold("r.md", {"a": [True], "b": [False]}),
               "accepted: bold is the best value as printed (docs/report.md: equal at 4 decimals)"),
        report("bold_same_print", "report of AP 0.123549 and 0.12345001 (both printed 0.1235): both bold",
               {"a.json": _u6e_one("AP", [0.2, 0.047098]), "b.json": _u6e_one("AP", [0.2, 0.04690002])},
               ["-o", "r.md", "--no-figures"], _u6e_bold("r.md", {"a": [True], "b": [True]}),
               "accepted: every value equal to the best at the 4 printed decimals is bold"),
        report("half_ulp_rounding", "report of means 0.03125 and 0.15625 (exact halves at the 5th decimal): printed as C's "
               "printf %.4f prints them (trec_eval's rounding: to even)",
               {"a.json": _u6e_one("AP", [0.0625, 0.0]), "b.json": _u6e_one("AP", [0.3125, 0.0])},
               ["-o", "r.md", "--no-figures"],
               _u6e_cells_are("r.md", {"a": ["0.0312"], "b": ["**0.1562**"]}),
               "accepted: the printed decimals are trec_eval's"),
        report("missing_measure_cell", "report of two evaluations with different measures (AP in both, P@5 in one): P@5's "
               "missing cell is a dash, not bold, not tested",
               {"a.json": _u6e_evaluation({"1": {"AP": 0.5, "P@5": 0.2}, "2": {"AP": 0.1, "P@5": 0.4}}),
                "b.json": _u6e_evaluation({"1": {"AP": 0.3}, "2": {"AP": 0.4}})},
               ["-o", "r.md", "--no-figures"],
               _u6e_cells_are("r.md", {"a": ["0.3000", "**0.3000**"], "b": ["**0.3500**", "–"]}),
               "accepted: a measure a run lacks is shown as missing"),
        Case("u6e_report_unknown_measure", G, "report --measures AP,nDCG@1000 where no result holds nDCG@1000 (a column of dashes)",
             argv=["report", "a.json", "-o", "r.md", "--measures", "AP,nDCG@1000"],
             files={"a.json": _u6e_one("AP", [0.5, 0.1])}, mention=("nDCG@1000",), outputs=("r.md",),
             why="wrong: a column no result holds is a typo or the wrong files"),
        Case("u6e_report_mean_not_per_query", G, "report of an evaluation whose AP (0.9) is not the mean of its per-query "
             "values (0.5, 0.1): from another run or edited", argv=["report", "a.json", "b.json", "-o", "r.md"],
             files={"a.json": _u6e_evaluation({"1": {"AP": 0.5}, "2": {"AP": 0.1}}, {"AP": 0.9}),
                    "b.json": _u6e_one("AP", [0.5, 0.2])}, mention=("a.json", "AP"), outputs=("r.md",),
             why="wrong: the table would show one number and test another"),
        report("letor_and_trec_tables", "report of a `rankagg evaluate --qrels` output and a `--letor` output: one table each, "
               "no test across them",
               {"t.json": _u6e_evaluation({"1": {"AP": 0.5}, "2": {"AP": 0.1}}),
                "l.json": _u6e_evaluation({"1": {"NDCG@1": 0.5, "MAP": 0.3, "MeanNDCG": 0.4},
                                            "2": {"NDCG@1": 0.1, "MAP": 0.2, "MeanNDCG": 0.2}})},
               ["-o", "r.md", "--no-figures"], lambda out, f: (f / "r.md").read_text().count("\n| Method |") == 2,
               "accepted: two datasets, two tables"),
        report("same_tag_two_files", "report of `rankagg evaluate --json` of two runs with the same tag t: labelled by file name",
               {"e.json": json.dumps({"a.run": json.loads(_u6e_one("AP", [0.5, 0.1])), "b.run": json.loads(_u6e_one("AP", [0.2, 0.3]))}),
                "a.run": "1 Q0 a 1 1 t\n", "b.run": "1 Q0 b 1 1 t\n"},
               ["-o", "r.md", "--no-figures"], lambda out, f: set(_u6e_cells("r.md")(f)) == {"a.run", "b.run"},
               "accepted: labels by file name when tags repeat (docs/report.md)"),
        Case("u6e_report_measures_twice", G, "report --measures AP,ap (one measure twice: two columns, and Holm counts its "
             "test twice)", argv=["report", "a.json", "b.json", "-o", "r.md", "--no-figures", "--measures", "AP,ap"],
             files={"a.json": _u6e_one("AP", [0.5, 0.1, 0.3]), "b.json": _u6e_one("AP", [0.6, 0.2, 0.4])},
             mention=("--measures", "ap"), outputs=("r.md",),
             why="wrong: the same test twice doubles every Holm-adjusted p-value"),
        Case("u6e_report_measures_empty", G, "report --measures '' (a table of no columns)",
             argv=["report", "a.json", "-o", "r.md", "--no-figures", "--measures", ""],
             files={"a.json": _u6e_one("AP", [0.5, 0.1, 0.3])}, mention=("--measures",), outputs=("r.md",),
             why="wrong: a report of nothing"),
        report("partial_per_query", "report of a baseline with per-query values and a run without them (its mean only): "
               "no mark for it, the note names it",
               {"a.json": _u6e_one("AP", [0.5, 0.1, 0.3]), "b.json": json.dumps({"AP": 0.9})},
               ["-o", "r.md", "--no-figures"],
               lambda out, f: _u6e_cells("r.md")(f) == {"a": ["0.3000"], "b": ["**0.9000**"]}
               and "No per-query values (no test) for: b." in (f / "r.md").read_text(),
               "accepted: results without per-query values are shown without marks (docs/report.md)"),
        report("qids_zero_padded", "report of runs whose qids are 1, 2, 3 and 01, 02, 03 (other queries to trec_eval's strcmp): "
               "no pair, no test",
               {"a.json": _u6e_one("AP", [0.1, 0.2, 0.3]), "b.json": _u6e_one("AP", [0.9, 0.8, 0.95], ["01", "02", "03"])},
               ["-o", "r.md", "--no-figures"],
               lambda out, f: "over the 0 tests" in (f / "r.md").read_text()
               and _u6e_cells("r.md")(f) == {"a": ["0.2000"], "b": ["**0.8833**"]},
               "accepted: queries are paired by their ids as written"),
        Case("u6e_measure_cutoff_on_rprec", G, "evaluate --measures Rprec@5 (R-precision has its own cutoff, R)",
             argv=["evaluate", "--qrels", "q.txt", "r.run", "--measures", "Rprec@5"], files={"r.run": RUN, "q.txt": QRELS},
             mention=("Rprec@5",), why="wrong: a cutoff Rprec does not take would be ignored"),
        case("evaluate_then_report", "rankagg evaluate -q --json of two runs, then rankagg report: the table's values are the "
             "evaluation's means at 4 decimals, the p-value scipy's over the per-query values",
             "import json, re, subprocess, sys\nfrom scipy import stats\n"
             "open('q.txt', 'w').write(''.join(f'{q} 0 d{d} {(q * d) % 3}\\n' for q in range(1, 9) for d in range(6)))\n"
             "for name, shift in (('a.run', 0), ('b.run', 2)):\n"
             "    open(name, 'w').write(''.join(f'{q} Q0 d{(d + shift * q) % 6} {d + 1} {10 - d} {name[0]}\\n' for q in range(1, 9) for d in range(6)))\n"
             "run = lambda *a: subprocess.run([sys.executable, '-m', 'rankagg', *a], capture_output=True, text=True, check=True).stdout\n"
             "ev = json.loads(run('evaluate', '--qrels', 'q.txt', 'a.run', 'b.run', '--measures', 'AP', 'nDCG@3', '-q', '--json'))\n"
             "open('e.json', 'w').write(json.dumps(ev))\n"
             "run('report', 'e.json', '-o', 'r.html', '--no-figures', '--baseline', 'a')\n"
             "page = open('r.html').read()\nbad = []\n"
             "for label, f in (('a', 'a.run'), ('b', 'b.run')):\n"
             "    row = re.search(r'<td class=\"label\">' + label + r'</td>(.*?)</tr>', page).group(1)\n"
             "    for m, cell in zip(('AP', 'nDCG@3'), re.findall(r'<td[^>]*>(.*?)</td>', row)):\n"
             "        if f'{ev[f][m]:.4f}' not in cell: bad.append((label, m, cell, ev[f][m]))\n"
             "qs = sorted(ev['a.run']['per_query'])\n"
             "ps = [stats.ttest_rel([ev['b.run']['per_query'][q][m] for q in qs], [ev['a.run']['per_query'][q][m] for q in qs]).pvalue for m in ('AP', 'nDCG@3')]\n"
             "holm = sorted(ps); holm = [min(1, 2 * holm[0]), max(min(1, 2 * holm[0]), holm[1])]\n"
             "got = [float(x) for x in re.findall(r'p = ([^\"]+)\"', page)]\n"
             "want = [holm[0] if p == min(ps) else holm[1] for p in ps]\n"
             "bad += [] if len(got) == 2 and all(abs(g - w) <= 5e-3 * w for g, w in zip(got, want)) else [('p', got, want)]\n"
             "print('evaluated and reported' if not bad else bad)", "evaluated and reported",
             "accepted: the report shows what evaluate computed, tested as scipy tests it"),
        case("docs_tables_bold_as_printed", "the tables `rankagg experiment render` wrote into docs/*.md: in each measure "
             "column, the bold cells are those printed as the column's best",
             "import re\nfrom pathlib import Path\nimport rankagg\n"
             "docs = Path(rankagg.__file__).resolve().parents[1] / 'docs'\nbad, n = [], 0\n"
             "for f in sorted(docs.glob('*.md')):\n"
             "    for block in re.findall(r'<!-- rankagg:table [^>]*-->\\n(.*?)<!-- /rankagg:table -->', f.read_text(), re.S):\n"
             "        rows = [[c.strip() for c in ln.split('|')[1:-1]] for ln in block.splitlines() if ln.startswith('|')]\n"
             "        head, body = rows[0], [r for r in rows[2:] if not r[0].startswith('*')]\n"
             "        for j, name in enumerate(head):\n"
             "            cells = [re.match(r'(\\*\\*)?(\\d+\\.\\d{4})(\\*\\*)?', r[j]) for r in body if j < len(r)]\n"
             "            if j < 2 or name in ('fusion, s', '`rankagg fuse` job, s', 'peak memory, GiB') or not any(cells):\n"
             "                continue\n"
             "            best = max(float(c.group(2)) for c in cells if c)\n"
             "            n += 1\n"
             "            bad += [f'{f.name} {name}: {c.group(0)} (best {best:.4f})' for c in cells if c and bool(c.group(1)) != (float(c.group(2)) == best)]\n"
             "print(f'{n} columns, bold as printed' if n and not bad else bad[:8] or 'no table')",
             "columns, bold as printed", "accepted: bold is the best value as printed (4 decimals) in every rendered table"),
        Case("u6e_report_baseline_json_name", G, "report --baseline b.json (the evaluation's file name, not its label b)",
             argv=["report", "a.json", "b.json", "-o", "r.md", "--no-figures", "--baseline", "b.json"],
             files={"a.json": _u6e_one("AP", [0.5, 0.1, 0.4]), "b.json": _u6e_one("AP", [0.2, 0.3, 0.1])},
             mention=("b.json", "labels: a, b"), outputs=("r.md",),
             why="refused: a baseline is a label, method name or run file (docs/report.md); the message lists the labels"),
    ]
    return c


SEVENTH_BAR_ENVIRONMENT = "45 Unseen inputs: a seventh bar, environment, locale and standard streams"

# every u7v snippet starts with these: rk() runs one rankagg command in this environment changed by env (and without
# the variables in unset), same() compares each command's stdout and output file under env with a reference run in
# the unchanged environment, bytes for bytes ('{o}' in a command is its output file)
_U7V = """
import os, subprocess, sys
def rk(*args, env=None, unset=(), **kw):
    e = {k: v for k, v in os.environ.items() if k not in unset}
    e.update(env or {})
    kw.setdefault('capture_output', True)
    return subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], env=e, **kw)
def same(env, *commands, unset=()):
    bad = []
    for i, cmd in enumerate(commands):
        runs = []
        for tag, e, u in (('ref', {}, ()), ('var', env, unset)):
            args = [a.replace('{o}', f'{tag}{i}') for a in cmd]
            r = rk(*args, env=e, unset=u)
            outs = sorted(f for f in os.listdir('.') if f.startswith(f'{tag}{i}'))
            named = lambda b: b.replace(f'{tag}{i}'.encode(), b'OUT')  # a command that names its output file
            runs.append((r.returncode, named(r.stdout), [named(open(f, 'rb').read()) for f in outs], r.stderr.decode('utf-8', 'replace')))
        (rc0, out0, files0, err0), (rc1, out1, files1, err1) = runs
        if rc0 or rc1 or out0 != out1 or files0 != files1 or 'Traceback' in err1:
            bad.append((cmd[:2], rc0, rc1, out0[:60], out1[:60], err1[-300:]))
    print('same' if not bad else f'differs {bad}')
"""

_U7V_RUNS = {"a.run": RUN, "b.run": RUN2, "q.txt": QRELS}
# runs of non-ASCII ids (a qid é, a docid café, 日本): read as UTF-8 whatever the locale
_U7V_UNICODE = {"a.run": "1 Q0 café 1 3.0 t\n1 Q0 b 2 2.0 t\né Q0 d 1 1.0 t\né Q0 日本 2 0.5 t\n",
                "b.run": "1 Q0 b 1 3.0 u\n1 Q0 café 2 2.0 u\né Q0 日本 1 2.0 u\n", "q.txt": "1 0 café 1\né 0 日本 1\n"}
# an unlocalised C locale, Python's coercion and UTF-8 mode off: the encoding of the standard streams is ASCII
_U7V_C = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}


def _u7v(body: str) -> str:
    return _U7V + body


def _u7v_big(folder: Path) -> None:
    """Two runs of 50 queries of 1,000 documents (about 2 MB fused): more than a pipe holds."""
    for name, tag in (("a.run", "t"), ("b.run", "u")):
        (folder / name).write_text("".join(f"q{q} Q0 d{(i * 7 + q + len(tag)) % 1000} {i + 1} {1000 - i} {tag}\n"
                                           for q in range(50) for i in range(1000)))
    (folder / "q.txt").write_text("".join(f"q{q} 0 d{d} 1\n" for q in range(50) for d in range(0, 1000, 97)))


def _u7v_pipe(args: list[str]) -> str:
    """A snippet: rankagg ``args`` with its stdout piped into ``head -1`` (a shell pipeline); prints 'quiet' when the
    command exits 141 (the status SIGPIPE gives) with no traceback, as every Unix filter does."""
    return _u7v(f"p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', *{args!r}], stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
                "h = subprocess.run(['head', '-1'], stdin=p.stdout, capture_output=True)\np.stdout.close()\n"
                "err = p.stderr.read().decode()\nrc = p.wait()\n"
                "print('quiet' if rc == 141 and not err.strip() and h.stdout.count(b'\\n') == 1 else f'rc {rc} head {h.stdout[:80]!r} err {err[-300:]!r}')")


def seventh_bar_environment_cases() -> list[Case]:
    """Issue 45's seventh bar (the process around the command, as on a CI runner, a cron job, a container or a shell
    pipeline): every setting rankagg reads set oddly (blanks, a decimal comma, a unit, a digit of another script, too
    small, too large), Numba's and OpenMP's variables, PYTHONWARNINGS=error, PYTHONOPTIMIZE=2, PYTHONHASHSEED, the C,
    Turkish and German locales and PYTHONIOENCODING, standard streams piped into head, full, closed or a terminal,
    modes of outputs written over existing files, in setgid and sticky folders, and inputs replaced while read.
    Each is the answer of a reference run in a clean environment (bytes for bytes) or an error naming the setting or
    stream, within seconds, under 4 GiB, leaving nothing behind."""
    G, M, T = SEVENTH_BAR_ENVIRONMENT, 4.0, 60
    r = _U7V_RUNS
    fuse_o = ["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "{o}.run"]
    mc4_o = ["fuse", "a.run", "b.run", "--method", "mc4", "--quiet", "-o", "{o}.run"]
    ev_json = ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "-q", "--json", "--measures", "P@1", "AP", "nDCG@2"]

    def ok(id: str, what: str, body: str, why: str, files: dict | None = None, **kw) -> Case:
        kw.setdefault("timeout", T)
        return Case(id, G, what, code=_u7v(body), files=r if files is None else files, expect="ok",
                    check=stdout_has(kw.pop("says", "same")), memory_gb=M, why=why, **kw)

    def bad(id: str, what: str, argv: list[str], mention: tuple[str, ...], env: dict, files: dict | None = None, **kw) -> Case:
        kw.setdefault("timeout", T)
        return Case(id, G, what, argv=argv, files=r if files is None else files, env=env, mention=mention, memory_gb=M, **kw)

    fuse_bad = ["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"]
    c = [
        # ------------------------------------------------------------ rankagg's own settings, set oddly
        ok("u7v_env_memory_blanks", "RANKAGG_MEMORY_LIMIT_GB=' 4 ' (blanks around a number): the answer of an unset limit",
           f"same({{'RANKAGG_MEMORY_LIMIT_GB': ' 4 '}}, {fuse_o!r}, {ev_json!r})",
           "accepted: blanks around a number are no part of it (as float() reads it); the limit is far above the work"),
        ok("u7v_env_memory_other_digits", "RANKAGG_MEMORY_LIMIT_GB='٤' (the Arabic-Indic digit four): the answer of an unset limit",
           f"same({{'RANKAGG_MEMORY_LIMIT_GB': '\\u0664'}}, {fuse_o!r})",
           "accepted, arguably: Python reads every Unicode decimal digit as a number (4 GiB), as it reads the options"),
        bad("u7v_env_memory_decimal_comma", "RANKAGG_MEMORY_LIMIT_GB='0,5' (a German decimal comma)", fuse_bad,
            ("RANKAGG_MEMORY_LIMIT_GB='0,5'", "(0, 65536]"), {"RANKAGG_MEMORY_LIMIT_GB": "0,5"}, outputs=("o.run",)),
        bad("u7v_env_memory_above_max", "RANKAGG_MEMORY_LIMIT_GB=65537 (one past the largest accepted)", fuse_bad,
            ("RANKAGG_MEMORY_LIMIT_GB='65537'", "(0, 65536]"), {"RANKAGG_MEMORY_LIMIT_GB": "65537"}, outputs=("o.run",)),
        bad("u7v_env_memory_denormal", "RANKAGG_MEMORY_LIMIT_GB=1e-300 (positive, finite, smaller than any file)", fuse_bad,
            ("RANKAGG_MEMORY_LIMIT_GB", "a.run"), {"RANKAGG_MEMORY_LIMIT_GB": "1e-300"}, outputs=("o.run",)),
        bad("u7v_env_memory_with_newline", "RANKAGG_MEMORY_LIMIT_GB='4\\nx' (a value pasted with a second line)", fuse_bad,
            ("RANKAGG_MEMORY_LIMIT_GB=", "\\n"), {"RANKAGG_MEMORY_LIMIT_GB": "4\nx"}, outputs=("o.run",)),
        bad("u7v_env_inflater_upper", "RANKAGG_INFLATER=ZLIB (upper case) with a gzipped run",
            ["fuse", "a.run.gz", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"], ("RANKAGG_INFLATER", "ZLIB"),
            {"RANKAGG_INFLATER": "ZLIB"}, files={"a.run.gz": gz(RUN), "b.run": RUN2}, outputs=("o.run",)),
        ok("u7v_env_data_dir_beats_bad_env", "RANKAGG_DATA a missing folder, --data-dir the data: benchmark --json numbers of a clean run",
           "import json\ndata = os.environ['RANKAGG_DATA']\n"
           "a = rk('benchmark', '--dataset', 'MQ2008-agg', '--method', 'borda', '--json', '--quiet', '--data-dir', data, env={'RANKAGG_DATA': '/nowhere/at/all'})\n"
           "b = rk('benchmark', '--dataset', 'MQ2008-agg', '--method', 'borda', '--json', '--quiet')\n"
           "t = lambda r: json.loads(r.stdout)['test'] if r.returncode == 0 else r.stderr[-300:]\n"
           "print('same' if t(a) == t(b) else f'differs {t(a)!r} {t(b)!r}')",
           "accepted: --data-dir wins over RANKAGG_DATA (the setting is not read)", needs_data=True, timeout=120),
        bad("u7v_env_data_trailing_blank", "RANKAGG_DATA='<the data folder> ' (a trailing blank): the message must show the value as given",
            ["benchmark", "--dataset", "MQ2008-agg", "--method", "borda", "--quiet"], ("RANKAGG_DATA=",),
            {"RANKAGG_DATA": os.environ.get("RANKAGG_DATA", "/nonexistent") + " "}, needs_data=True),
        # ------------------------------------------------------------ Numba, OpenMP, BLAS
        bad("u7v_env_numba_threads_text", "NUMBA_NUM_THREADS=abc with a compiled method (Numba warns with its own traceback as text)",
            ["fuse", "a.run", "b.run", "--method", "mc4", "--quiet", "-o", "o.run"], ("NUMBA_NUM_THREADS='abc'",),
            {"NUMBA_NUM_THREADS": "abc"}, outputs=("o.run",)),
        bad("u7v_env_numba_threads_fraction", "NUMBA_NUM_THREADS=2.5 (not an integer)", ["evaluate", "--qrels", "q.txt", "a.run"],
            ("NUMBA_NUM_THREADS='2.5'",), {"NUMBA_NUM_THREADS": "2.5"}),
        ok("u7v_env_numba_threads_many", "NUMBA_NUM_THREADS=64 and OMP_NUM_THREADS=64 (more threads than CPUs): mc4 and borda, the same bytes",
           f"same({{'NUMBA_NUM_THREADS': '64', 'OMP_NUM_THREADS': '64'}}, {mc4_o!r}, {fuse_o[:3] + ['--method', 'borda', '--quiet', '-o', '{o}.run']!r})",
           "accepted: the thread count changes no result (the kernels are deterministic)"),
        ok("u7v_env_omp_odd", "OMP_NUM_THREADS=0, abc and OPENBLAS_NUM_THREADS=-3: mc4 (eigenvectors) the same bytes",
           f"for v in ('0', 'abc'):\n    same({{'OMP_NUM_THREADS': v, 'OPENBLAS_NUM_THREADS': '-3'}}, {mc4_o!r})",
           "accepted: the BLAS's own reading of its variables; the linear algebra runs on one thread (rankagg._blas)",
           says="same\nsame"),
        ok("u7v_env_disable_jit", "NUMBA_DISABLE_JIT=1 (the kernels run as Python): mc4, kemeny and evaluate, the same bytes",
           f"same({{'NUMBA_DISABLE_JIT': '1'}}, {mc4_o!r}, {fuse_o[:3] + ['--method', 'kemeny', '--quiet', '-o', '{o}.run']!r}, {ev_json!r})",
           "accepted: the compiled and the interpreted kernel compute the same numbers", timeout=120),
        ok("u7v_env_numba_boundscheck", "NUMBA_BOUNDSCHECK=1 (every array index of the compiled kernels checked): mc4, kemeny and stuart "
           "of three runs of uneven lengths, the same bytes",
           "same({'NUMBA_BOUNDSCHECK': '1'}, " + ", ".join(repr(["fuse", "x0.run", "x1.run", "x2.run", "--method", m, "--quiet", "-o", "{o}.run"])
                                                        for m in ("mc4", "kemeny", "stuart")) + ")",
           "accepted: no kernel reads or writes out of its arrays (an index error would be raised here)", timeout=120,
           files={f"x{n}.run": "".join(f"{q} Q0 d{(7 * i + 3 * n * q + n) % 61} {i + 1} {round((i * 13 + n) % 29 / 10, 1)} r{n}\n"
                                       for q in range(3) for i in range(5 + (11 * n + 7 * q) % 36)) for n in range(3)}),
        ok("u7v_env_numba_cache_proc", "NUMBA_CACHE_DIR=/proc/nope and NUMBA_CACHE_DIR a file: mc4, the same bytes",
           f"same({{'NUMBA_CACHE_DIR': '/proc/nope'}}, {mc4_o!r})\nsame({{'NUMBA_CACHE_DIR': os.path.abspath('a.run')}}, {mc4_o!r})",
           "accepted: the cache is an optimisation (compiled again when it cannot be written)", says="same\nsame", timeout=180),
        ok("u7v_env_xdg_cache_bad", "HOME unset and XDG_CACHE_HOME=/proc/x (no cache folder anywhere the user's): mc4, the same bytes",
           f"same({{'XDG_CACHE_HOME': '/proc/x'}}, {mc4_o!r}, unset=('HOME',))",
           "accepted: the cache is an optimisation", timeout=180),
        ok("u7v_env_tmpdir_file", "TMPDIR a regular file (a.run itself): a streamed fusion, the answer of a clean run",
           "code = \"from rankagg.api import fuse_files\\nimport sys\\nfuse_files(['a.run', 'b.run'], sys.argv[1], method='rrf', stream=True)\"\n"
           "outs = [subprocess.run([sys.executable, '-c', code, o], env={**os.environ, **e}, capture_output=True, text=True) for o, e in "
           "(('x.run', {}), ('y.run', {'TMPDIR': os.path.abspath('a.run')}))]\n"
           "print('same' if all(p.returncode == 0 for p in outs) and open('x.run').read() == open('y.run').read() else [p.stderr[-300:] for p in outs])",
           "accepted: Python's tempfile takes the next writable folder; the run named by TMPDIR is not written"),
        ok("u7v_env_hashseed_outputs", "PYTHONHASHSEED=0 and 4242: methods --json, fuse --explain, evaluate -q --json and report, the same bytes",
           "open('r.json', 'w').write('{\"P@5\": 0.25, \"AP\": 0.5, \"nDCG@10\": 0.125}')\n"
           "os.environ['PYTHONHASHSEED'] = '0'\n"
           f"same({{'PYTHONHASHSEED': '4242'}}, ['methods', '--json'], {ev_json!r}, ['report', 'r.json', '--no-figures', '-o', '{{o}}.md'], "
           "['fuse', 'a.run', 'b.run', '--method', 'combmnz', '--quiet', '--explain', '{o}.jsonl', '-o', '{o}.run'])",
           "accepted: no set or dict order of a process reaches an output"),
        # ------------------------------------------------------------ Python's own switches
        ok("u7v_env_warnings_error_clean", "PYTHONWARNINGS=error on clean inputs: fuse mc4, evaluate, calibrate and report, the same bytes",
           "open('r.json', 'w').write('{\"P@5\": 0.25}')\n"
           f"same({{'PYTHONWARNINGS': 'error'}}, {mc4_o!r}, {ev_json!r}, ['calibrate', 'a.run', 'b.run', '--qrels', 'q.txt', '-o', '{{o}}.json'], "
           "['report', 'r.json', '-o', '{o}.md'])",
           "accepted: a clean job raises no warning, in rankagg or in the libraries it loads", timeout=180),
        bad("u7v_env_warnings_error_bom", "PYTHONWARNINGS=error and a run with a byte-order mark (a warning made an error)",
            fuse_bad, ("a.run", "byte-order mark"), {"PYTHONWARNINGS": "error"}, files={"a.run": "\ufeff" + RUN, "b.run": RUN2},
            outputs=("o.run",)),
        bad("u7v_env_optimize_refuses", "PYTHONOPTIMIZE=2 (asserts and docstrings gone): a run with a NaN score still refused",
            fuse_bad, ("a.run:2",), {"PYTHONOPTIMIZE": "2"}, files={"a.run": "1 Q0 a 1 3.0 t\n1 Q0 b 2 nan t\n", "b.run": RUN2},
            outputs=("o.run",)),
        ok("u7v_env_optimize_same", "PYTHONOPTIMIZE=2: fuse, evaluate and fuse --help the same bytes; methods rrf, whose "
           "description is the method's docstring (-OO removes it), says so instead of a blank",
           f"same({{'PYTHONOPTIMIZE': '2'}}, {fuse_o!r}, {ev_json!r}, ['fuse', '--help'])\n"
           "r = rk('methods', 'rrf', env={'PYTHONOPTIMIZE': '2'})\n"
           "print('says why' if r.returncode == 0 and b'PYTHONOPTIMIZE=2 removes' in r.stdout else f'blank {r.stdout[:200]!r}')",
           "accepted: no check is an assert, no help is a docstring read at run time; a description that is one says why it is missing",
           says="same\nsays why"),
        # ------------------------------------------------------------ locale and encoding
        ok("u7v_loc_c_methods", "LC_ALL=C, no coercion, no UTF-8 mode: rankagg methods (its text holds an en dash), the bytes of C.UTF-8",
           "a = rk('methods', env={**" + repr(_U7V_C) + "})\nb = rk('methods', env={'LC_ALL': 'C.UTF-8', 'LANG': 'C.UTF-8'})\n"
           "print('same' if a.returncode == 0 and a.stdout == b.stdout else f'differs rc {a.returncode} {a.stderr[-200:]!r}')",
           "accepted: the C locale is no locale; rankagg writes UTF-8 there as its files are (Python's own C-locale coercion does)"),
        ok("u7v_loc_c_evaluate_q", "LC_ALL=C, no coercion: evaluate -q of a query 'é' (a table on stdout), the bytes of C.UTF-8",
           "args = ['evaluate', '--qrels', 'q.txt', 'a.run', '-q', '--measures', 'P@1']\n"
           "a = rk(*args, env={**" + repr(_U7V_C) + "})\nb = rk(*args, env={'LC_ALL': 'C.UTF-8', 'LANG': 'C.UTF-8'})\n"
           "print('same' if a.returncode == 0 and a.stdout == b.stdout and 'é'.encode() in a.stdout else f'differs rc {a.returncode} {a.stderr[-200:]!r}')",
           "accepted: ids are UTF-8 bytes whatever the locale (fuse -o - writes them so under C already)", files=_U7V_UNICODE),
        ok("u7v_loc_c_fuse_stdout_and_file", "LC_ALL=C, no coercion: fuse -o - and fuse -o o.run of ids café and 日本, the same bytes",
           "a = rk('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', '-', env={**" + repr(_U7V_C) + "})\n"
           "b = rk('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'o.run', env={**" + repr(_U7V_C) + "})\n"
           "print('same' if a.returncode == b.returncode == 0 and a.stdout == open('o.run', 'rb').read() else 'differs')",
           "accepted: one run, two places", files=_U7V_UNICODE),
        bad("u7v_loc_ioencoding_ascii_methods", "PYTHONIOENCODING=ascii: rankagg methods (an en dash in its text) names the stream and the variable",
            ["methods"], ("standard output", "PYTHONIOENCODING"), {"PYTHONIOENCODING": "ascii"}),
        bad("u7v_loc_ioencoding_ascii_evaluate", "PYTHONIOENCODING=ascii: evaluate -q of a query 'é' names the stream and the variable",
            ["evaluate", "--qrels", "q.txt", "a.run", "-q", "--measures", "P@1"], ("standard output", "PYTHONIOENCODING"),
            {"PYTHONIOENCODING": "ascii"}, files=_U7V_UNICODE),
        ok("u7v_loc_ioencoding_latin1_json", "PYTHONIOENCODING=latin-1: evaluate -q --json of queries 'é' and ids 日本: the JSON of a clean run",
           "import json\nargs = ['evaluate', '--qrels', 'q.txt', 'a.run', '-q', '--json', '--measures', 'P@1']\n"
           "a, b = rk(*args, env={'PYTHONIOENCODING': 'latin-1'}), rk(*args)\n"
           "print('same' if a.returncode == 0 and json.loads(a.stdout) == json.loads(b.stdout) else f'differs {a.stderr[-200:]!r}')",
           "accepted: JSON escapes what is not ASCII", files=_U7V_UNICODE),
        bad("u7v_loc_ioencoding_ascii_error", "PYTHONIOENCODING=ascii: a bad line of run 'é.run' holding '日本' (the error message itself)",
            ["fuse", "é.run", "b.run", "--method", "rrf", "-o", "o.run"], (".run:1",), {"PYTHONIOENCODING": "ascii"},
            files={"é.run": "1 Q0 日本 1 x t\n", "b.run": RUN2}, outputs=("o.run",)),
        ok("u7v_loc_turkish", "LC_ALL=tr_TR.UTF-8 (dotless i; not installed): fuse --method ISR and evaluate --measures MAP, the same bytes as C.UTF-8",
           "same({'LC_ALL': 'tr_TR.UTF-8', 'LANG': 'tr_TR.UTF-8', 'LC_CTYPE': 'tr_TR.UTF-8'}, "
           "['fuse', 'a.run', 'b.run', '--method', 'isr', '--quiet', '-o', '{o}.run'], ['evaluate', '--qrels', 'q.txt', 'a.run', '--measures', 'MAP', 'P@1'])",
           "accepted: names are matched without the locale (Python's str.lower is not Turkish)"),
        ok("u7v_loc_german_numbers", "LC_ALL=de_DE.UTF-8 and LC_NUMERIC=de_DE: report -o r.md and r.html, evaluate, fuse, the same bytes as C",
           "open('r.json', 'w').write('{\"P@5\": 0.25, \"AP\": 0.5}')\n"
           f"same({{'LC_ALL': 'de_DE.UTF-8', 'LC_NUMERIC': 'de_DE.UTF-8', 'LANG': 'de_DE.UTF-8'}}, ['report', 'r.json', '-o', '{{o}}.md'], "
           f"['report', 'r.json', '--no-figures', '-o', '{{o}}.html'], {ev_json!r}, {fuse_o!r})",
           "accepted: numbers are written with a point whatever the locale", timeout=120),
        # ------------------------------------------------------------ standard streams
        Case("u7v_pipe_fuse_head", G, "fuse -o - of 2 MB | head -1: exit 141 (SIGPIPE's status), no traceback",
             code=_u7v_pipe(["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "-"]), setup=_u7v_big, expect="ok",
             check=stdout_has("quiet"), memory_gb=M, timeout=T,
             why="accepted: the reader went away; the status says the output was cut (a pipeline with pipefail fails), as any filter's"),
        Case("u7v_pipe_fuse_depth_head", G, "fuse -o - --depth 5 --method borda | head -1 of the same runs (a shorter output, still past a pipe)",
             code=_u7v_pipe(["fuse", "a.run", "b.run", "--method", "borda", "--depth", "900", "--quiet", "-o", "-"]),
             setup=_u7v_big, expect="ok", check=stdout_has("quiet"), memory_gb=M, timeout=T,
             why="accepted: the reader went away; exit 141"),
        Case("u7v_pipe_evaluate_head", G, "evaluate -q of 50 queries and 40 measures | head -1: exit 141, no traceback",
             code=_u7v_pipe(["evaluate", "--qrels", "q.txt", "a.run", "b.run", "-q", "--measures",
                             *[f"P@{k}" for k in range(1, 21)], *[f"nDCG@{k}" for k in range(1, 21)]]),
             setup=_u7v_big, expect="ok", check=stdout_has("quiet"), memory_gb=M, timeout=T, why="accepted: exit 141"),
        Case("u7v_nonblocking_stdout", G, "fuse -o - and evaluate -q into a pipe left non-blocking (as a Node.js or CI runner "
             "leaves it), read after 2 s: every byte of a clean run",
             code=_u7v("import time\nbad = []\nfor args in (['fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', '-'],\n"
                       "             ['evaluate', '--qrels', 'q.txt', 'a.run', '-q', '--measures', *[f'P@{k}' for k in range(1, 60)]]):\n"
                       "    want = rk(*args).stdout\n    r, w = os.pipe()\n    os.set_blocking(w, False)\n"
                       "    p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', *args], stdout=w, stderr=subprocess.PIPE)\n"
                       "    os.close(w)\n    time.sleep(2)\n    got = b''.join(iter(lambda: os.read(r, 65536), b''))\n"
                       "    if p.wait() or got != want:\n        bad.append((args[0], p.returncode, len(got), len(want), p.stderr.read()[-200:]))\n"
                       "print('same' if not bad else bad)"),
             setup=_u7v_big, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: a write the pipe has no room for waits for room, as on a blocking pipe"),
        Case("u7v_nohup_signals", G, "fuse --method mc4 started with SIGHUP and SIGINT ignored (nohup, a script's background "
             "job), sent SIGHUP then SIGINT once it handles SIGTERM (its handlers installed): it runs on to the answer of a clean run",
             code=_u7v("import signal, time\nargs = ['fuse', 'a.run', 'b.run', '--method', 'mc4', '--quiet', '-o']\nwant = rk(*args, 'ref.run')\n"
                       "def ignore():\n    signal.signal(signal.SIGHUP, signal.SIG_IGN)\n    signal.signal(signal.SIGINT, signal.SIG_IGN)\n"
                       "p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', *args, 'o.run'], preexec_fn=ignore, stderr=subprocess.PIPE, text=True)\n"
                       "def caught():\n    try:\n        line = [l for l in open(f'/proc/{p.pid}/status') if l.startswith('SigCgt:')][0]\n"
                       "    except (OSError, IndexError):\n        return True\n    return int(line.split()[1], 16) & (1 << (signal.SIGTERM - 1))\n"
                       "while p.poll() is None and not caught():\n    time.sleep(0.002)\n"
                       "p.send_signal(signal.SIGHUP)\np.send_signal(signal.SIGINT)\nerr = p.communicate()[1]\n"
                       "print('same' if p.returncode == 0 and open('o.run', 'rb').read() == open('ref.run', 'rb').read() else f'rc {p.returncode} {err[-200:]!r}')"),
             files=r, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: a signal ignored by whoever started the job stays ignored (as Python leaves an ignored SIGINT)"),
        Case("u7v_full_stderr_fuse", G, "fuse with progress on, stderr /dev/full: o.run written and exit 0 (progress is no result)",
             code=_u7v("ref = rk('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'ref.run')\n"
                       "p = rk('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'o.run', stderr=open('/dev/full', 'w'), capture_output=False, stdout=subprocess.PIPE)\n"
                       "print('same' if p.returncode == 0 and open('o.run', 'rb').read() == open('ref.run', 'rb').read() else f'rc {p.returncode}')"),
             files=r, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: a diagnostic that cannot be shown does not fail the job (the warnings already are so)"),
        Case("u7v_full_stdout_methods_json", G, "methods --json > /dev/full: an error naming standard output",
             code=_u7v("p = rk('methods', '--json', stdout=open('/dev/full', 'w'), capture_output=False, stderr=subprocess.PIPE)\n"
                       "sys.stderr.write(p.stderr.decode())\nsys.exit(p.returncode)"),
             mention=("standard output", "space left"), memory_gb=M, timeout=T),
        Case("u7v_stdout_read_only", G, "methods and fuse -o - with standard output a file opened for reading (1<FILE): an error naming standard output",
             code=_u7v("open('ro.txt', 'w').close()\nbad = []\nfor args in (['methods'], ['fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', '-'],\n"
                       "             ['evaluate', '--qrels', 'q.txt', 'a.run']):\n"
                       "    p = rk(*args, stdout=open('ro.txt'), stderr=subprocess.PIPE, capture_output=False)\n"
                       "    err = p.stderr.decode()\n    if p.returncode != 2 or 'standard output' not in err:\n        bad.append((args[0], p.returncode, err))\n"
                       "sys.stderr.write(''.join(e for _, _, e in bad) or err)\nsys.exit(max([rc for _, rc, _ in bad], default=2))"),
             files=r, mention=("standard output",), memory_gb=M, timeout=T),
        Case("u7v_closed_stderr_warning", G, "2>&- and a run with a byte-order mark (a warning with nowhere to go): the answer, exit 0",
             argv=["fuse", "a.run", "b.run", "--method", "rrf", "-o", "o.run"], files={"a.run": "\ufeff" + RUN, "b.run": RUN2},
             close_fds=(2,), expect="ok", memory_gb=M, timeout=T,
             check=lambda out, f: (f / "o.run").read_text().startswith("1 Q0 a 1 "), why="accepted: the warning is dropped, the job done"),
        Case("u7v_closed_stdin_fuse", G, "<&- (stdin closed, as under some daemons): fuse of files, the answer",
             argv=["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"], files=r, close_fds=(0,), expect="ok",
             memory_gb=M, timeout=T, check=lambda out, f: (f / "o.run").read_text().count("\n") == 6,
             why="accepted: no command reads standard input unless given '-'"),
        Case("u7v_tty_stdin_dash", G, "fuse - b.run with standard input a terminal (a pty): refused at once naming '-', no wait",
             code=_u7v("import pty\nm, s = pty.openpty()\np = rk('fuse', '-', 'b.run', '-o', 'o.run', stdin=s, timeout=30)\n"
                       "sys.stderr.write(p.stderr.decode())\nsys.exit(p.returncode)"),
             files=r, mention=("-",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u7v_progress_to_file", G, "fuse, evaluate and calibrate with progress on and stderr a file: whole lines, no carriage return",
             code=_u7v("bad = []\nfor args in (['fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'o.run'], ['evaluate', '--qrels', 'q.txt', 'a.run', 'b.run'],\n"
                       "             ['calibrate', 'a.run', 'b.run', '--qrels', 'q.txt', '-o', 'm.json']):\n"
                       "    p = rk(*args, stderr=open('err.txt', 'w'), stdout=subprocess.DEVNULL, capture_output=False)\n"
                       "    text = open('err.txt').read()\n"
                       "    if p.returncode or '\\r' in text or '\\x1b' in text or (text and not text.endswith('\\n')):\n        bad.append((args[0], p.returncode, text[-200:]))\n"
                       "print('same' if not bad else bad)"),
             files=r, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=120,
             why="accepted: the one-line display is for a terminal; a log file gets whole lines"),
        Case("u7v_exit_statuses", G, "the exit status of each kind of failure: usage 2, missing file 2, bad line 2, unknown method 2, "
             "closed stdout 2, --help and --version 0",
             code=_u7v("want = [(['fuse', 'a.run'], 2), (['fuse', 'a.run', 'nope.run', '-o', 'o.run'], 2), (['fuse', 'x.run', 'b.run', '-o', 'o.run'], 2),\n"
                       "        (['fuse', 'a.run', 'b.run', '--method', 'nosuch', '-o', 'o.run'], 2), (['fuse', '--help'], 0), (['--version'], 0),\n"
                       "        (['evaluate', '--qrels', 'q.txt', 'a.run', '--measures', 'P@0'], 2), (['nosuch'], 2)]\n"
                       "bad = [(a, p.returncode) for a, s in want for p in [rk(*a)] if p.returncode != s or b'Traceback' in p.stderr]\n"
                       "p = rk('methods', capture_output=False, stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))\n"
                       "bad += [('methods >&-', p.returncode)] if p.returncode != 2 or b'Traceback' in p.stderr else []\n"
                       "print('same' if not bad else bad)"),
             files={**r, "x.run": "1 Q0 a 1 one t\n"}, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=120,
             why="accepted: 2 for bad input or usage, 0 for help (rankagg.cli's documented statuses)"),
        # ------------------------------------------------------------ the working folder removed (a CI cleaning its workspace)
        Case("u7v_cwd_removed_relative", G, "fuse a.run ... -o o.run started in a folder removed before it runs (relative names)",
             code=_u7v("d = os.path.abspath('w')\nos.mkdir(d)\n"
                       "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', os.path.abspath('a.run'), os.path.abspath('b.run'), "
                       "'--method', 'rrf', '-o', 'o.run'], preexec_fn=lambda: (os.chdir(d), os.rmdir(d)), capture_output=True, text=True)\n"
                       "sys.stderr.write(p.stderr)\nsys.exit(p.returncode)"),
             files=r, mention=("working folder",), outputs=("o.run",), memory_gb=M, timeout=T),
        ok("u7v_cwd_removed_absolute", "fuse and evaluate of absolute paths started in a removed folder: the answer of a clean run",
           "d = os.path.abspath('w')\nos.mkdir(d)\nbad = []\n"
           "for args in (['fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'o.run'], ['evaluate', '--qrels', 'q.txt', 'a.run', '--json']):\n"
           "    want = rk(*args).stdout\n    absolute = [os.path.abspath(a) if a.endswith(('.run', '.txt')) else a for a in args]\n"
           "    ref = open('o.run', 'rb').read() if args[0] == 'fuse' else b''\n"
           "    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *absolute], preexec_fn=lambda: (os.chdir(d), os.rmdir(d)), capture_output=True)\n"
           "    got = open('o.run', 'rb').read() if args[0] == 'fuse' else b''\n"
           "    if p.returncode or p.stdout != want or got != ref:\n        bad.append((args[0], p.returncode, p.stderr[-200:]))\n    os.mkdir(d)\n"
           "print('same' if not bad else bad)", "accepted: absolute paths need no working folder"),
        # ------------------------------------------------------------ modes and folders of outputs
        ok("u7v_mode_existing_output", "o.run, e.jsonl and m.json exist with mode 0664 (a shared, group-writable file): written over "
           "under umask 022, each keeps 0664 as a plain write keeps it",
           "os.umask(0o022)\nfor n in ('o.run', 'e.jsonl', 'm.json', 'r.md'):\n    open(n, 'w').write('old\\n')\n    os.chmod(n, 0o664)\n"
           "open('r.json', 'w').write('{\"P@5\": 0.25}')\n"
           "for a in (['fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '--explain', 'e.jsonl', '-o', 'o.run'],\n"
           "          ['calibrate', 'a.run', 'b.run', '--qrels', 'q.txt', '-o', 'm.json'], ['report', 'r.json', '--no-figures', '-o', 'r.md']):\n"
           "    p = rk(*a)\n    assert p.returncode == 0, p.stderr\n"
           "modes = {n: oct(os.stat(n).st_mode & 0o7777) for n in ('o.run', 'e.jsonl', 'm.json', 'r.md')}\n"
           "print('same' if set(modes.values()) == {'0o664'} and open('o.run').read() != 'old\\n' else modes)",
           "accepted: replacing a file keeps its mode, as open(path, 'w') does (a plain write keeps the inode)"),
        ok("u7v_mode_umask_000", "umask 000: fuse .run, .gz, .parquet, --explain, a new folder, report and a model: 0666 (folders 0777)",
           "os.umask(0)\nopen('r.json', 'w').write('{\"P@5\": 0.25}')\n"
           "for a in (['fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '--explain', 'e.jsonl', '-o', 'new/o.run'],\n"
           "          ['fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'o.run.gz'], ['fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'o.parquet'],\n"
           "          ['calibrate', 'a.run', 'b.run', '--qrels', 'q.txt', '-o', 'm.json'], ['report', 'r.json', '--no-figures', '-o', 'r.md']):\n"
           "    p = rk(*a)\n    assert p.returncode == 0, p.stderr\n"
           "modes = {n: oct(os.stat(n).st_mode & 0o7777) for n in ('new', 'new/o.run', 'e.jsonl', 'o.run.gz', 'o.parquet', 'm.json', 'r.md')}\n"
           "print('same' if modes.pop('new') == '0o777' and set(modes.values()) == {'0o666'} else modes)",
           "accepted: a new file's mode is 0666 less the umask, a folder's 0777 less it"),
        ok("u7v_mode_setgid_folder", "fuse -o into a setgid folder of group nogroup (a shared project folder): the output's group is the folder's",
           "import grp\nos.mkdir('g')\nos.chown('g', -1, grp.getgrnam('nogroup').gr_gid)\nos.chmod('g', 0o2775)\n"
           "open('g/o.run', 'w').close()\n"
           "p = rk('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'g/o.run')\np2 = rk('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'g/n.run')\n"
           "gs = {n: os.stat(n).st_gid for n in ('g', 'g/o.run', 'g/n.run')}\n"
           "print('same' if p.returncode == p2.returncode == 0 and len(set(gs.values())) == 1 else gs)",
           "accepted: a file made in a setgid folder takes the folder's group (the temporary file beside the output too)"),
        ok("u7v_mode_sticky_folder", "fuse -o into a sticky world-writable folder (as /tmp), over an output of ours: the answer, nothing left",
           "os.mkdir('t')\nos.chmod('t', 0o1777)\nopen('t/o.run', 'w').write('old\\n')\n"
           "p = rk('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 't/o.run')\n"
           "print('same' if p.returncode == 0 and os.listdir('t') == ['o.run'] and open('t/o.run').read().count('\\n') == 6 else p.stderr[-200:])",
           "accepted: the temporary file is ours, renamed over our own file"),
        ok("u7v_input_renamed_while_read", "v.run (a copy of a.run) replaced (renamed over) by another version again and again while fuse runs eight times: "
           "every output is one of the two versions' fusions",
           "import threading, shutil\nopen('a1.run', 'w').write(open('a.run').read())\nopen('a2.run', 'w').write(open('a.run').read().replace(' c 3 ', ' z 3 '))\n"
           "refs = set()\nfor v in ('a1.run', 'a2.run'):\n    shutil.copy(v, 'v.run')\n    rk('fuse', 'v.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'o.run')\n"
           "    refs.add(open('o.run').read())\nstop = []\n"
           "def swap():\n    i = 0\n    while not stop:\n        shutil.copy(('a1.run', 'a2.run')[i % 2], '.a.new')\n        os.replace('.a.new', 'v.run')\n        i += 1\n"
           "t = threading.Thread(target=swap)\nt.start()\nbad = []\n"
           "for _ in range(8):\n    p = rk('fuse', 'v.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'o.run')\n"
           "    if p.returncode or open('o.run').read() not in refs:\n        bad.append((p.returncode, p.stderr[-200:]))\n"
           "stop.append(1)\nt.join()\nos.remove('a1.run'), os.remove('a2.run')\n"
           "print('same' if not bad and len(refs) == 2 else bad)",
           "accepted: a rename replaces the whole file; a reader holds the version it opened", timeout=120),
    ]
    return c


def third_bar_process_cases() -> list[Case]:
    """Issue 45's third bar (the process and job faces): streaming on runs whose queries interleave or that
    change between the scan and the read, paths with newlines, non-ASCII, leading dashes and long names,
    a thousand runs under a lowered open-files limit, the Dask backend with odd scratch folders, the environment
    (memory limit, data folder, locale, TMPDIR), experiment and report on damaged results, engine exports with odd
    names and weights, and the help of every subcommand.  Each must be a right answer or an error naming the
    file, parameter or variable, within seconds, under 4 GiB, leaving nothing behind."""
    G, M, T = THIRD_BAR_PROCESS, 4.0, 60
    runs = {"a.run": RUN, "b.run": RUN2}
    il = _INTERLEAVED
    long_name = "o" * 251 + ".run"  # 255 bytes: the longest name ext4 takes
    c = [
        # ------------------------------------------------------------ streaming
        Case("u3p_stream_interleaved_methods", G, "runs whose queries interleave, streamed and in memory, for rrf, combsum, "
             "borda, combmnz: the same bytes", code=_STREAM_SAME.format(options=[{"method": m} for m in ("rrf", "combsum", "borda", "combmnz")]),
             files=il, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=120,
             why="accepted: a query's lines may be anywhere in a run (trec_eval reads them so); both paths fuse the same lists"),
        Case("u3p_stream_interleaved_trust_rank", G, "interleaved runs with trust_rank, streamed and in memory",
             code=_STREAM_SAME.format(options=[{"method": "rrf", "trust_rank": True}]), files=il, expect="ok",
             check=stdout_has("same"), memory_gb=M, timeout=T, why="accepted: the rank column orders each query's lines wherever they are"),
        Case("u3p_stream_interleaved_input_depth", G, "interleaved runs with input_depth=1 and depth=1, streamed and in memory",
             code=_STREAM_SAME.format(options=[{"method": "combsum", "input_depth": 1, "depth": 1}]), files=il, expect="ok",
             check=stdout_has("same"), memory_gb=M, timeout=T, why="accepted: a run's first document of a query is its best, wherever its line is"),
        Case("u3p_stream_interleaved_tied", G, "interleaved runs of tied scores, streamed and in memory (the tie order)",
             code=_STREAM_SAME.format(options=[{"method": "combsum"}, {"method": "rrf", "score_column": "rank"}]),
             files={"a.run": "1 Q0 a 1 1.0 t\n2 Q0 a 1 1.0 t\n1 Q0 b 2 1.0 t\n2 Q0 d 2 1.0 t\n1 Q0 c 3 1.0 t\n",
                    "b.run": "2 Q0 d 1 1.0 u\n1 Q0 c 1 1.0 u\n2 Q0 a 2 1.0 u\n1 Q0 b 2 1.0 u\n"},
             expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T, why="accepted: ties break by docid on both paths"),
        Case("u3p_stream_dash_input", G, "fuse - b.run (standard input as a run)", argv=fuse("-o", "o.run", runs=("-", "b.run")),
             files=runs, memory_gb=M, mention=("-", "standard input"), outputs=("o.run",), fast=True, timeout=T),
        Case("u3p_stream_dev_stdin", G, "fuse /dev/stdin b.run with a run piped in", code=_CLI.format(
             pre="", args=fuse("-o", "o.run", runs=("/dev/stdin", "b.run")), env={}, post="pass").replace(
             "capture_output=True", "input=open('a.run').read(), capture_output=True"),
             files=runs, memory_gb=M, mention=("/dev/stdin",), outputs=("o.run",), timeout=T),
        Case("u3p_stream_fifo_api", G, "fuse_files(['pipe', 'b.run'], stream=True) with pipe a FIFO nobody writes",
             code="from rankagg.api import fuse_files\nfuse_files(['pipe', 'b.run'], 'o.run', method='rrf', stream=True)",
             files=runs, setup=lambda f: os.mkfifo(f / "pipe"), memory_gb=M, mention=("pipe", "FIFO"), outputs=("o.run",), timeout=T),
        Case("u3p_stream_truncated_after_scan", G, "a run emptied between the scan that names it and the streamed read",
             code=_CHANGED.format(change="open('a.run', 'w').close()", stream=True, after=""), setup=_write(il), memory_gb=M,
             expect="ok", check=_fused_equals({"a.run": "", "b.run": il["b.run"]}),
             timeout=T, why="accepted: the run as it is when read (empty: as an empty run is read; the summary counts it)"),
        Case("u3p_memory_truncated_after_scan", G, "a run emptied between the scan and the in-memory read",
             code=_CHANGED.format(change="open('a.run', 'w').close()", stream=False, after=""), setup=_write(runs), memory_gb=M,
             expect="ok", check=_fused_equals({"a.run": "", "b.run": runs["b.run"]}),
             timeout=T, why="accepted: the run as it is when read (empty: as an empty run is read; the summary counts it)"),
        Case("u3p_stream_half_line_after_scan", G, "a run cut mid-line (a writer still writing) after the scan, streamed",
             code=_CHANGED.format(change="open('a.run', 'r+').truncate(len(open('a.run').read()) - 9)", stream=True, after=""),
             setup=_write(il), memory_gb=M, mention=("a.run:5",), outputs=("o.run",), timeout=T),
        Case("u3p_stream_appended_after_scan", G, "a run appended (query 3) after the scan, streamed: the fusion of what is read",
             code=_CHANGED.format(change="open('a.run', 'a').write('3 Q0 z 1 1.0 t\\n')", stream=True, after=""), setup=_write(il),
             expect="ok", check=_fused_equals({"a.run": il["a.run"] + "3 Q0 z 1 1.0 t\n", "b.run": il["b.run"]}), memory_gb=M,
             timeout=120, why="accepted: the run as it is when read (query 3 in the output)"),
        Case("u3p_stream_retagged_after_scan", G, "a run rewritten with another tag after the scan named it (weights by name)",
             code=_CHANGED.format(change="(lambda text: open('a.run', 'w').write(text))(open('a.run').read().replace(' t\\n', ' zz\\n'))",
                                  stream=True, after="").replace("method='rrf'", "method='combsum', weights={'t': 2.0, 'u': 1.0}"),
             setup=_write(il), memory_gb=M, expect="ok", timeout=T,
             check=_fused_equals(il, options=("--method", "combsum", "--weights", "t=2,u=1")),
             why="accepted: a job names its runs once, from their first lines when it starts (in memory and streamed "
                 "alike), and reads each run as it is when read; the tag column names nothing else (trec_eval "
                 "ignores it, and a file whose lines carry several tags is read as one run)"),
        Case("u3p_stream_gzip_truncated", G, "a gzipped run cut before its end, streamed", code=
             "from rankagg.api import fuse_files\nfuse_files(['a.run.gz', 'b.run'], 'o.run', method='rrf', stream=True)",
             files={"a.run.gz": gz(il["a.run"] * 40)[:-15], "b.run": il["b.run"]}, memory_gb=M, mention=("a.run.gz",),
             outputs=("o.run",), timeout=T),
        Case("u3p_stream_output_parquet_interleaved", G, "interleaved runs streamed to o.parquet and in memory to o.run: the same rows",
             code="import pyarrow.parquet as pq\nfrom rankagg.api import fuse_files\n"
                  "fuse_files(['a.run', 'b.run'], 'o.parquet', method='rrf', stream=True)\n"
                  "fuse_files(['a.run', 'b.run'], 'o.run', method='rrf', stream=False)\n"
                  "p = [(str(r['q_id']), r['doc_id'], float(r['score'])) for r in pq.read_table('o.parquet').to_pylist()]\n"
                  "t = [(l.split()[0], l.split()[2], float(l.split()[4])) for l in open('o.run')]\nprint('same' if p == t else 'differs')",
             files=il, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T, why="accepted: every writer writes the same fusion"),
        # ------------------------------------------------------------ paths
        Case("u3p_path_newline_run", G, "a run named 'a\\nb.run' (a newline in the file name)",
             argv=fuse("-o", "o.run", runs=("a\nb.run", "b.run")), files={"a\nb.run": RUN, "b.run": RUN2}, expect="ok",
             check=wrote("o.run"), memory_gb=M, timeout=T, why="accepted: any byte but '/' and NUL is a POSIX file name"),
        Case("u3p_path_newline_output", G, "fuse -o 'o\\n.run'", argv=fuse("-o", "o\n.run"), files=runs, expect="ok",
             check=wrote("o\n.run"), memory_gb=M, timeout=T, why="accepted: any byte but '/' and NUL is a POSIX file name"),
        Case("u3p_path_newline_bad_run", G, "a bad run named 'x\\ny.run': the message stays one line, naming it",
             argv=fuse("-o", "o.run", runs=("x\ny.run", "b.run")), files={"x\ny.run": "1 Q0 a 1 nan t\n", "b.run": RUN2},
             memory_gb=M, mention=("x\\ny.run:1",), outputs=("o.run",), fast=True, timeout=T),
        Case("u3p_path_unicode_run", G, "runs named 'файл.run' and 'é 1.run' (non-ASCII, a blank)",
             argv=fuse("-o", "ü.run", runs=("файл.run", "é 1.run")), files={"файл.run": RUN, "é 1.run": RUN2}, expect="ok",
             check=wrote("ü.run"), memory_gb=M, timeout=T, why="accepted: file names are the system's"),
        Case("u3p_path_undecodable_name", G, "a run whose file name is not UTF-8 (byte 0xff)",
             code="import os, subprocess, sys\nr = subprocess.run([os.fsencode(sys.executable), b'-m', b'rankagg.cli', b'fuse', b'\\xff.run', b'b.run', "
                  "b'--quiet', b'-o', b'o.run'], capture_output=True)\nsys.stderr.write(r.stderr.decode('utf-8', 'replace'))\nsys.exit(r.returncode)",
             files={"b.run": RUN2}, setup=lambda f: (f / os.fsdecode(b"\xff.run")).write_text(RUN), expect="ok", check=wrote("o.run"),
             memory_gb=M, timeout=T, why="accepted: a file name is bytes (Python's surrogate escapes carry it)"),
        Case("u3p_path_undecodable_bad_run", G, "a bad run whose file name is not UTF-8: the message names it",
             code="import os, subprocess, sys\nr = subprocess.run([os.fsencode(sys.executable), b'-m', b'rankagg.cli', b'fuse', b'\\xff.run', b'b.run', "
                  "b'-o', b'o.run'], capture_output=True)\nsys.stderr.write(r.stderr.decode('utf-8', 'backslashreplace'))\nsys.exit(r.returncode)",
             files={"b.run": RUN2}, setup=lambda f: (f / os.fsdecode(b"\xff.run")).write_text("1 Q0 a 1 x t\n"),
             memory_gb=M, mention=(".run:1",), outputs=("o.run",), timeout=T),
        Case("u3p_path_leading_dash_separated", G, "fuse -o o.run -- -a.run b.run (a run named '-a.run' after '--')",
             argv=["fuse", "-o", "o.run", "--", "-a.run", "b.run"], files={"-a.run": RUN, "b.run": RUN2}, expect="ok",
             check=wrote("o.run"), memory_gb=M, timeout=T, why="accepted: '--' ends the options, as in every POSIX tool"),
        Case("u3p_path_leading_dash_bare", G, "fuse -a.run b.run (a run named '-a.run', no '--')",
             argv=["fuse", "-a.run", "b.run", "-o", "o.run"], files={"-a.run": RUN, "b.run": RUN2}, memory_gb=M,
             mention=("-a.run",), outputs=("o.run",), timeout=T),
        Case("u3p_path_leading_dash_output", G, "fuse --output=-o.run (an output named '-o.run')",
             argv=fuse("--quiet", "--output=-o.run"), files=runs, expect="ok", check=wrote("-o.run"), memory_gb=M, timeout=T,
             why="accepted: '--output=NAME' takes any name"),
        Case("u3p_path_longest_output", G, "fuse -o a 255-byte name (the longest ext4 takes)", argv=fuse("--quiet", "-o", long_name),
             files=runs, expect="ok", check=wrote(long_name), memory_gb=M, fast=True, timeout=T,
             why="accepted: the name is legal; the temporary file beside it must be too"),
        Case("u3p_path_longest_output_gz", G, "fuse -o a 255-byte name ending .gz, streamed", code=
             f"from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], {long_name[:-4] + '.gz'!r}, method='rrf', stream=True)",
             files=il, expect="ok", check=wrote(long_name[:-4] + ".gz"), memory_gb=M, timeout=T, why="accepted: the name is legal"),
        Case("u3p_path_longest_explain", G, "fuse --explain a 255-byte name", argv=fuse("--method", "rrf", "--quiet", "--explain", "e" * 250 + ".json", "-o", "o.run"),
             files=runs, expect="ok", check=wrote("e" * 250 + ".json"), memory_gb=M, timeout=T, why="accepted: the name is legal"),
        Case("u3p_path_longest_input", G, "a run named with 255 bytes", argv=fuse("--quiet", "-o", "o.run", runs=("r" * 251 + ".run", "b.run")),
             files={"r" * 251 + ".run": RUN, "b.run": RUN2}, expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T,
             why="accepted: the name is legal"),
        Case("u3p_path_output_too_long", G, "fuse -o a 300-byte name (longer than the file system takes)",
             argv=fuse("-o", "o" * 300), files=runs, memory_gb=M, mention=("-o", "too long"), timeout=T),
        Case("u3p_path_longest_model", G, "calibrate -o a 255-byte name (a model written atomically)",
             argv=["calibrate", "a.run", "b.run", "--qrels", "q.txt", "-o", "m" * 250 + ".json"], files={**runs, "q.txt": QRELS},
             expect="ok", check=wrote("m" * 250 + ".json"), memory_gb=M, timeout=120, why="accepted: the name is legal"),
        # ------------------------------------------------------------ many inputs, few descriptors
        Case("u3p_many_runs_nofile", G, "fuse 1000 small runs under ulimit -n 64", code=_CLI.format(
             pre=_NOFILE, args=["fuse", *[f"r{i}.run" for i in range(1000)], "--method", "rrf", "--quiet", "-o", "o.run"], env={}, post="pass"),
             setup=_many_runs(1000), expect="ok", check=lambda out, f: {l.split()[0] for l in (f / "o.run").read_text().splitlines()} == {"1", "2"},
             memory_gb=M, timeout=300, why="accepted: runs are read one at a time (a descriptor each, closed after)"),
        Case("u3p_many_runs_nofile_stream", G, "fuse_files of 1000 small runs, stream=True, under RLIMIT_NOFILE 64",
             code="import resource\nresource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))\nfrom rankagg.api import fuse_files\n"
                  "fuse_files([f'r{i}.run' for i in range(1000)], 'o.run', method='rrf', stream=True)\nprint(len(open('o.run').read().splitlines()))",
             setup=_many_runs(1000), expect="ok", check=lambda out, f: out.split() and int(out.split()[-1]) == 12, memory_gb=M, timeout=300,
             why="accepted: a streamed fuse must not hold a descriptor per run (12 documents: d0..d6 and e0..e4)"),
        Case("u3p_many_runs_nofile_evaluate", G, "evaluate 1000 small runs under ulimit -n 64", code=_CLI.format(
             pre=_NOFILE, args=["evaluate", "--qrels", "q.txt", *[f"r{i}.run" for i in range(1000)], "--measures", "P@1"], env={}, post="pass"),
             setup=_many_runs(1000), expect="ok", check=lambda out, f: out.count("\n") >= 1000, memory_gb=M, timeout=300,
             why="accepted: one row per run"),
        Case("u3p_many_runs_nofile_tune", G, "tune 200 runs under ulimit -n 64", code=_CLI.format(
             pre=_NOFILE, args=["tune", *[f"r{i}.run" for i in range(200)], "--qrels", "q.txt", "--method", "rrf", "--search", "params",
                                "--folds", "2", "--quiet", "-o", "m.json"], env={}, post="pass"),
             setup=_many_runs(200), expect="ok", check=wrote("m.json"), memory_gb=M, timeout=300, why="accepted: runs read one at a time"),
        # ------------------------------------------------------------ the Dask backend's scratch folder
        Case("u3p_dask_scratch_missing", G, "fuse --backend dask --scratch a folder that does not exist",
             argv=fuse("--backend", "dask", "--method", "rrf", "--scratch", "nowhere", "-o", "o.run"), files=runs, memory_gb=M,
             mention=("--scratch nowhere",), outputs=("o.run",), timeout=120),
        Case("u3p_dask_scratch_file", G, "fuse --backend dask --scratch a run file", argv=fuse("--backend", "dask", "--method", "rrf",
             "--scratch", "a.run", "-o", "o.run"), files=runs, memory_gb=M, mention=("--scratch a.run",), outputs=("o.run",), timeout=120),
        Case("u3p_dask_scratch_readonly", G, "fuse --backend dask --scratch a read-only file system (tmpfs mounted ro)", code=_CLI.format(
             pre=_MOUNT.format(opts="ro,size=1m"), args=fuse("--backend", "dask", "--method", "rrf", "--scratch", "m", "-o", "o.run"),
             env={}, post=_UMOUNT), files=il, memory_gb=M, mention=("--scratch", "m"), outputs=("o.run",), timeout=240),
        Case("u3p_dask_scratch_full", G, "fuse --backend dask --scratch a 64 KiB tmpfs (a full disk)", code=_CLI.format(
             pre=_MOUNT.format(opts="size=64k"), args=fuse("--backend", "dask", "--method", "rrf", "--scratch", "m", "-o", "o.run"),
             env={}, post="leftover = os.listdir('m')\n    " + _UMOUNT + "\n    print('left in scratch:', leftover, file=sys.stderr) if leftover else None"),
             setup=_big_interleaved, memory_gb=M, mention=("no space", "--scratch"), outputs=("o.run",), timeout=300),
        Case("u3p_dask_interleaved", G, "fuse --backend dask of interleaved runs: the same bytes as the local backend",
             code="import subprocess, sys\nfor b, o in (('local', 'l.run'), ('dask', 'd.run')):\n"
                  "    subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', '--method', 'combsum', '--backend', b, '--quiet', '-o', o], check=True)\n"
                  "print('same' if open('l.run').read() == open('d.run').read() else 'differs')",
             files=il, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=300, why="accepted: one fusion, two backends"),
        # ------------------------------------------------------------ environment variables
        Case("u3p_env_memory_empty", G, "RANKAGG_MEMORY_LIMIT_GB='' (set but empty)", argv=fuse("--quiet", "-o", "o.run"), files=runs,
             env={"RANKAGG_MEMORY_LIMIT_GB": ""}, expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T,
             why="accepted: empty is unset (the default limit), as for every variable"),
        *[Case(f"u3p_env_memory_{name}", G, f"RANKAGG_MEMORY_LIMIT_GB={v!r} ({cmd[0]})", argv=cmd, files={**runs, "q.txt": QRELS,
               "r.json": '{"P@5": 0.2}'}, env={"RANKAGG_MEMORY_LIMIT_GB": v}, memory_gb=M, mention=(f"RANKAGG_MEMORY_LIMIT_GB={v!r}",),
               outputs=("o.run", "r.md"), timeout=T)
          for name, v, cmd in (("zero", "0", ["evaluate", "--qrels", "q.txt", "a.run"]),
                               ("negative", "-1", ["report", "r.json", "-o", "r.md"]),
                               ("overflow", "1e400", fuse("--quiet", "-o", "o.run")),
                               ("unit", "2GB", ["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "m.json"]))],
        Case("u3p_env_memory_api", G, "rankagg.fuse of dicts with RANKAGG_MEMORY_LIMIT_GB='2GB'",
             code="import rankagg\nprint(rankagg.fuse({'a': {'1': {'x': 1.0}}, 'b': {'1': {'y': 2.0}}}, 'rrf'))",
             env={"RANKAGG_MEMORY_LIMIT_GB": "2GB"}, memory_gb=M, mention=("RANKAGG_MEMORY_LIMIT_GB='2GB'",), timeout=T),
        Case("u3p_env_data_file", G, "RANKAGG_DATA a file: benchmark --dataset MQ2008-agg", argv=["benchmark", "--method", "borda",
             "--dataset", "MQ2008-agg"], files={"d.txt": "x\n"}, env={"RANKAGG_DATA": "{folder}/d.txt"}, memory_gb=M,
             mention=("RANKAGG_DATA",), timeout=T),
        Case("u3p_env_data_missing", G, "RANKAGG_DATA a folder that does not exist: experiment run", argv=["experiment", "run", "e.toml"],
             files={"e.toml": 'name = "e1"\n' + _EXP.format(extra="")}, env={"RANKAGG_DATA": "{folder}/nowhere"}, memory_gb=M,
             mention=("RANKAGG_DATA", "nowhere"), fast=True, timeout=T),
        Case("u3p_env_data_empty", G, "RANKAGG_DATA='' : train --dataset MQ2008-agg", argv=["train", "--dataset", "MQ2008-agg",
             "--method", "lambdamart", "--fold", "1", "-o", "m.json"], env={"RANKAGG_DATA": ""}, memory_gb=M, mention=("RANKAGG_DATA",),
             outputs=("m.json",), timeout=T),
        Case("u3p_env_c_locale_ids", G, "LC_ALL=C with ids 'café', '日本' and a tag 'né': the same bytes as under C.UTF-8",
             code="import os, subprocess, sys\nfor loc, o in (('C', 'c.run'), ('C.UTF-8', 'u.run')):\n"
                  "    subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', '--tag', 'né', '--quiet', '-o', o], check=True, "
                  "env={**os.environ, 'LC_ALL': loc, 'LANG': loc, 'PYTHONUTF8': '0', 'PYTHONCOERCECLOCALE': '0'})\n"
                  "print('same' if open('c.run', 'rb').read() == open('u.run', 'rb').read() and 'café' in open('u.run', encoding='utf-8').read() else 'differs')",
             files={"a.run": "1 Q0 café 1 2.0 t\n1 Q0 日本 2 1.0 t\n", "b.run": "1 Q0 日本 1 2.0 u\n1 Q0 x 2 1.0 u\n"}, expect="ok",
             check=stdout_has("same"), memory_gb=M, timeout=T, why="accepted: files are UTF-8 whatever the locale"),
        Case("u3p_env_c_locale_error", G, "LC_ALL=C, no locale coercion: a bad line of run 'é.run' holding 'ü'",
             argv=fuse("-o", "o.run", runs=("é.run", "b.run")), files={"é.run": "1 Q0 ü 1 x t\n", "b.run": RUN2},
             env={"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0", "PYTHONIOENCODING": ""},
             memory_gb=M, mention=(".run:1",), outputs=("o.run",), timeout=T),
        Case("u3p_env_c_locale_evaluate", G, "LC_ALL=C evaluate with non-ASCII docids", argv=["evaluate", "--qrels", "q.txt", "a.run",
             "--measures", "P@1", "--json"], files={"a.run": "1 Q0 café 1 2.0 t\n1 Q0 x 2 1.0 t\n", "q.txt": "1 0 café 1\n"},
             env={"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}, expect="ok", check=_json_has("P@1", 1.0),
             memory_gb=M, timeout=T, why="accepted: ids are UTF-8 bytes whatever the locale"),
        Case("u3p_env_tmpdir_unwritable", G, "TMPDIR=/sys (not writable, even by root) for a streamed fuse of interleaved runs",
             code="from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', stream=True)",
             files=il, env={"TMPDIR": "/sys"}, expect="ok", check=_fused_equals(il), memory_gb=M, timeout=T,
             why="accepted: Python's tempfile takes the next writable folder (/tmp); the fusion is right"),
        Case("u3p_env_tmpdir_missing", G, "TMPDIR a folder that does not exist, streamed fuse",
             code="from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', stream=True)",
             files=il, env={"TMPDIR": "{folder}/nowhere"}, expect="ok", check=_fused_equals(il), memory_gb=M, timeout=T,
             why="accepted: Python's tempfile takes the next writable folder (/tmp); the fusion is right"),
        Case("u3p_env_tmpdir_full", G, "TMPDIR on a 64 KiB tmpfs (a full disk), streamed fuse of 400 KB", code=_CLI.replace(
             "'-m', 'rankagg.cli', ", "").format(pre=_MOUNT.format(opts="size=64k"), args=["-c", API_RUNNER.format(code=
             "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', stream=True)")],
             env={"TMPDIR": "m"}, post="leftover = os.listdir('m')\n    " + _UMOUNT + "\n    print('left in TMPDIR:', leftover, file=sys.stderr) if leftover else None"),
             setup=_big_interleaved, memory_gb=M, mention=("no space", "TMPDIR"), outputs=("o.run",), timeout=T),
        # ------------------------------------------------------------ report and experiment on damaged results
        Case("u3p_report_empty_json", G, "report DIR where DIR/x.json is empty (a writer killed before its first byte)",
             argv=["report", "d", "-o", "r.md"], setup=_results_dir(lambda p: p.write_text("")), memory_gb=M,
             mention=("d/x.json",), outputs=("r.md",), timeout=T),
        Case("u3p_report_cut_json", G, "report DIR where DIR/x.json is cut mid-number", argv=["report", "d", "-o", "r.md"],
             setup=_results_dir(lambda p: p.write_text('{"P@5": 0.2, "AP": 0.')), memory_gb=M, mention=("d/x.json",),
             outputs=("r.md",), timeout=T),
        Case("u3p_report_temp_leftover", G, "report DIR holding r.json and a killed writer's '.r.json.tmp'",
             argv=["report", "d", "-o", "r.md"], setup=lambda f: ((f / "d").mkdir(), (f / "d" / "r.json").write_text('{"P@5": 0.25}'),
                                                                  (f / "d" / ".r.json.tmp").write_text('{"P@5": 0.')),
             expect="ok", check=lambda out, f: "0.25" in (f / "r.md").read_text(), memory_gb=M, timeout=T,
             why="accepted: a writer's temporary file is no result (the next run sweeps it)"),
        Case("u3p_report_empty_folder", G, "report an empty folder", argv=["report", "d", "-o", "r.md"],
             setup=lambda f: (f / "d").mkdir(), memory_gb=M, mention=("found in d",), outputs=("r.md",), timeout=T),
        Case("u3p_report_nested_damaged", G, "report DIR whose subfolder holds a damaged result", argv=["report", "d", "-o", "r.md"],
             setup=lambda f: ((f / "d" / "s").mkdir(parents=True), (f / "d" / "ok.json").write_text('{"P@5": 0.25}'),
                              (f / "d" / "s" / "x.json").write_text("[1, 2")),
             expect="ok", check=lambda out, f: "0.25" in (f / "r.md").read_text(), memory_gb=M, timeout=T,
             why="accepted: report DIR reads the folder's own *.json files, not its subfolders' (a folder of its own)"),
        # ------------------------------------------------------------ engine export
        Case("u3p_export_odd_every_engine", G, "export_request of each engine's fusion with odd list names and weights "
             "(blanks, quotes, newline, twice, non-ASCII, NaN, inf, -1, all 0, 1e308, True, a name no list has, a placeholder)",
             code=_EXPORT_ODD.format(lists_extra="'a' * 300, 'b'"), expect="ok",
             check=stdout_has("every engine answers or names the parameter"), memory_gb=M, fast=True, timeout=120,
             why="accepted: each engine's request names every list, or the export names what it cannot express"),
        # ------------------------------------------------------------ help and methods
        Case("u3p_help_every_subcommand", G, "--help of rankagg and every subcommand and sub-subcommand", code=_subcommands().format(
             env="None"), expect="ok", check=lambda out, f: "helps" in out, memory_gb=M, timeout=300, why="accepted: exit 0, no traceback"),
        Case("u3p_help_narrow_c_locale", G, "--help of every subcommand with COLUMNS=3 and LC_ALL=C", code=_subcommands().format(
             env="{**__import__('os').environ, 'COLUMNS': '3', 'LC_ALL': 'C', 'LANG': 'C', 'PYTHONCOERCECLOCALE': '0'}"),
             expect="ok", check=lambda out, f: "helps" in out, memory_gb=M, timeout=300, why="accepted: exit 0, no traceback"),
        Case("u3p_methods_every_name", G, "rankagg methods NAME for every registered method",
             code="import contextlib, io\nfrom rankagg.cli import main\nfrom rankagg.methods.registry import list_methods\nbad = []\nnames = list_methods()\n"
                  "for n in names:\n    out = io.StringIO()\n    with contextlib.redirect_stdout(out):\n        try:\n            rc = main(['methods', n])\n"
                  "        except SystemExit as e:\n            rc = e.code\n    if rc or n not in out.getvalue(): bad.append((n, rc))\n"
                  "print(f'{len(names)} methods' if not bad else bad)",
             expect="ok", check=lambda out, f: out.strip().endswith("methods"), memory_gb=M, timeout=600, why="accepted: exit 0, no traceback"),
        Case("u3p_methods_spec", G, "rankagg methods 'rrf(k=1)' (a spec, not a name)", argv=["methods", "rrf(k=1)"], memory_gb=M,
             expect="ok", check=stdout_has("rrf(k=1) is rrf"), timeout=T, why="accepted: a spec names its method"),
        Case("u3p_methods_unknown", G, "rankagg methods 'rrf(k=' (a spec cut short)", argv=["methods", "rrf(k="], memory_gb=M,
             mention=("rrf(k=",), timeout=T),
    ]
    return c


FOURTH_BAR_COMMANDS = "45 Unseen inputs: a fourth bar, commands, options and outputs"

# a fusion model as rankagg tune writes it, reduced to what fuse --model reads (the method, its k, no weights)
_FUSION_MODEL = '{"format": "rankagg-fusion", "method": "rrf", "params": {"k": 1.0}, "weights": null}'
# judged runs for train/tune/calibrate: three runs of eight queries, each of its own tag
_JUDGED = {f"{r}.run": "".join(f"{q} Q0 {d} {i + 1} {10 - i} {r}\n" for q in range(1, 9)
                               for i, d in enumerate(["a", "b", "c", "d", "e"][s:] + ["a", "b", "c", "d", "e"][:s]))
           for r, s in (("x", 0), ("y", 2), ("z", 4))}
_JUDGED["q.txt"] = "".join(f"{q} 0 {d} {g}\n" for q in range(1, 9) for d, g in (("a", 1), ("c", 2), ("e", 0)))
_JUDGED_RUNS = ("x.run", "y.run", "z.run")
# a file opened by the caller and given to the command as its standard output, with text before and after
_STREAM_AS_OUTPUT = """
import subprocess, sys
with open('all.txt', 'w') as f:
    f.write('header\\n'); f.flush()
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *{args!r}], stdout=f, stderr=subprocess.PIPE, text=True)
    f.write('footer\\n')
sys.stderr.write(r.stderr)
text = open('all.txt').read()
if r.returncode == 0:
    print('kept' if text.startswith('header\\n') and text.endswith('footer\\n') else 'lost: ' + repr(text[:60]))
sys.exit(r.returncode)
"""
# a command's stdout and stderr apart: stdout must be what --json promises, stderr one line per warning, none a
# line of rankagg's source
_SEPARATE = """
import json, subprocess, sys
r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *{args!r}], capture_output=True, text=True)
json.loads(r.stdout)
bad = [l for l in r.stderr.splitlines() if '.py:' in l or l.startswith('  ')]
print('separate' if r.returncode == 0 and not bad and {warns!r} in r.stderr else f'rc {{r.returncode}} stderr {{r.stderr[:300]!r}}')
"""


def _report_record(label: str, method: str, per_query: list[float]) -> str:
    """A protocol result record as the report reads it (dataset D1, NDCG@1..10 and per-query NDCG@10)."""
    mean = sum(per_query) / len(per_query)
    return json.dumps({"dataset": "D1", "method": method, "label": label, "params": [{}] * 5, "select_by": "NDCG@10",
                       "grid_size": 1, "folds": [], "test": {f"NDCG@{k}": mean - 0.01 * (10 - k) for k in range(1, 11)},
                       "per_query": {"qids": [f"q{i}" for i in range(len(per_query))], "NDCG@10": per_query}})


_REPORT_RESULTS = {"base.json": _report_record("Base", "borda", [0.2, 0.4, 0.3, 0.5, 0.1, 0.6]),
                   "better.json": _report_record("Better", "rrf", [0.3, 0.5, 0.3, 0.6, 0.2, 0.5])}


def _trec_ordered(name: str) -> Callable[[str, Path], bool]:
    """The output's rank column is the order trec_eval reads it in: score descending as a double, then docid
    descending (NIST trec_eval 10.0's qsort), query by query; and at least one line was written."""
    def check(out: str, folder: Path) -> bool:
        rows = [ln.split() for ln in (folder / name).read_text().splitlines()]
        for q in {r[0] for r in rows}:
            mine = sorted((r for r in rows if r[0] == q), key=lambda r: int(r[3]))
            theirs = sorted(mine, key=lambda r: (-float(r[4]), tuple(-b for b in r[2].encode())))
            if [r[2] for r in mine] != [r[2] for r in theirs]:
                return False
        return bool(rows)
    return check


def _same_output(a: str, b: str) -> Callable[[str, Path], bool]:
    return lambda out, folder: (folder / a).read_bytes() == (folder / b).read_bytes()


def _fuse_twice(first: list[str], second: list[str]) -> str:
    """Run two fuse command lines (each writing its own -o) in one case; exit with the first failure."""
    return ("import subprocess, sys\nfor args in (%r, %r):\n"
            "    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)\n"
            "    sys.stderr.write(r.stderr)\n    if r.returncode:\n        sys.exit(r.returncode)\n") % (first, second)


def fourth_bar_commands_cases() -> list[Case]:
    """Issue 45's fourth bar (commands, options and outputs): every subcommand driven as a demanding user drives it:
    options that do not apply to what the command was given (a LETOR fold with run files, a weight step with the
    nested search, a scheduler without Dask), a method parameter given twice (in the spec, a model or an experiment
    row, and --param), abbreviated and '='-joined options, experiment files of the wrong shape, outputs that are a
    standard stream, a dangling or looping symlink or an input by another path, stdout kept machine-readable beside
    warnings, and outputs read back in trec_eval's order.  Each must be a right answer or an error naming the option,
    file or key, within seconds, under 4 GiB, leaving nothing behind."""
    G, M, T = FOURTH_BAR_COMMANDS, 4.0, 120
    runs = {"a.run": RUN, "b.run": RUN2}
    j, jr = _JUDGED, _JUDGED_RUNS
    exp = 'name = "e1"\ndatasets = ["MQ2008-agg"]\n'
    row = '[[rows]]\nlabel = "a"\nmethod = "rrf"\n'
    c = [
        # ------------------------------------------------------------ options that do not apply (other commands than fuse)
        Case("u4c_train_runs_fold", G, "train RUN... --qrels --fold 3 (a LETOR fold, with run files)",
             argv=["train", *jr, "--qrels", "q.txt", "--fold", "3", "--folds", "2", "--quiet", "-o", "m.json"], files=j,
             mention=("--fold",), outputs=("m.json",), memory_gb=M, timeout=T),
        Case("u4c_train_runs_data_dir", G, "train RUN... --qrels --data-dir d (the LETOR folder, with run files)",
             argv=["train", *jr, "--qrels", "q.txt", "--data-dir", "d", "--folds", "2", "--quiet", "-o", "m.json"], files=j,
             setup=lambda f: (f / "d").mkdir(), mention=("--data-dir",), outputs=("m.json",), memory_gb=M, timeout=T),
        Case("u4c_train_dataset_folds", G, "train --dataset MQ2008-agg --method pooled --folds 3 (topic folds of run files)",
             argv=["train", "--dataset", "MQ2008-agg", "--method", "pooled", "--folds", "3", "--quiet", "-o", "m.json"],
             mention=("--folds",), outputs=("m.json",), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_train_dataset_input_depth", G, "train --dataset MQ2008-agg --method pooled --input-depth 5",
             argv=["train", "--dataset", "MQ2008-agg", "--method", "pooled", "--input-depth", "5", "--quiet", "-o", "m.json"],
             mention=("--input-depth",), outputs=("m.json",), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_train_dataset_measure", G, "train --dataset MQ2008-agg --method pooled --measure P@5",
             argv=["train", "--dataset", "MQ2008-agg", "--method", "pooled", "--measure", "P@5", "--quiet", "-o", "m.json"],
             mention=("--measure",), outputs=("m.json",), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_tune_step_nested", G, "tune --method rrf --step 0.05 (a weight grid step, with the default nested search)",
             argv=["tune", *jr, "--qrels", "q.txt", "--method", "rrf", "--step", "0.05", "--folds", "2", "--quiet", "-o", "m.json"],
             files=j, mention=("--step",), outputs=("m.json",), memory_gb=M, timeout=T),
        Case("u4c_tune_trials_coordinate", G, "tune --search coordinate --trials 5 (random search's count)",
             argv=["tune", *jr, "--qrels", "q.txt", "--method", "rrf", "--search", "coordinate", "--trials", "5", "--folds", "2",
                   "--quiet", "-o", "m.json"], files=j, mention=("--trials",), outputs=("m.json",), memory_gb=M, timeout=T),
        Case("u4c_tune_max_settings_nested", G, "tune --max-settings 10 with the nested search (a cap of the per-run searches)",
             argv=["tune", *jr, "--qrels", "q.txt", "--method", "rrf", "--max-settings", "10", "--folds", "2", "--quiet", "-o", "m.json"],
             files=j, mention=("--max-settings",), outputs=("m.json",), memory_gb=M, timeout=T),
        Case("u4c_tune_trials_random", G, "tune --search random --trials 3 --step 0.5 (both apply): a model written",
             argv=["tune", *jr, "--qrels", "q.txt", "--method", "rrf", "--search", "random", "--trials", "3", "--step", "0.5",
                   "--folds", "2", "--quiet", "-o", "m.json"], files=j, expect="ok", check=lambda out, f: json.loads((f / "m.json").read_text())["method"] == "rrf",
             memory_gb=M, timeout=T, why="accepted: random search takes a trial count and a weight step"),
        Case("u4c_benchmark_scheduler_local", G, "benchmark --scheduler tcp://127.0.0.1:9 without --backend dask",
             argv=["benchmark", "--dataset", "MQ2008-agg", "--method", "borda", "--scheduler", "tcp://127.0.0.1:9", "--quiet"],
             mention=("--scheduler",), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_calibrate_weights_twice", G, "calibrate --method 'rrf(weights=[1,2,3])' --weights x=1,y=1,z=1",
             argv=["calibrate", *jr, "--qrels", "q.txt", "--method", "rrf(weights=[1,2,3])", "--weights", "x=1,y=1,z=1",
                   "-o", "m.json"], files=j, mention=("weights",), outputs=("m.json",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ a parameter given twice
        Case("u4c_spec_and_param_differ", G, "fuse --method 'rrf(k=1)' --param k=100 (k twice, two values)",
             argv=fuse("--method", "rrf(k=1)", "--param", "k=100", "-o", "o.run"), files=runs,
             mention=("k",), outputs=("o.run",), memory_gb=M, fast=True, timeout=T),
        Case("u4c_spec_and_param_equal", G, "fuse --method 'rrf(k=1)' --param k=1 (k twice, one value): rrf(k=1)'s output",
             code=_fuse_twice(fuse("--method", "rrf(k=1)", "--param", "k=1", "--quiet", "-o", "o.run"),
                              fuse("--method", "rrf", "--param", "k=1", "--quiet", "-o", "p.run")),
             files=runs, expect="ok", check=_same_output("o.run", "p.run"), memory_gb=M, timeout=T,
             why="accepted: one value for k, whichever way it is given"),
        Case("u4c_spec_and_param_calibrate", G, "calibrate --method 'rrf(k=1)' --param k=2",
             argv=["calibrate", *jr, "--qrels", "q.txt", "--method", "rrf(k=1)", "--param", "k=2", "-o", "m.json"], files=j,
             mention=("k",), outputs=("m.json",), memory_gb=M, timeout=T),
        Case("u4c_spec_and_param_benchmark", G, "benchmark --method 'rrf(k=1)' --param k=2",
             argv=["benchmark", "--dataset", "MQ2008-agg", "--method", "rrf(k=1)", "--param", "k=2", "--quiet"],
             mention=("k",), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_model_and_param", G, "fuse --model m.json (rrf, k=1) --param k=5 (k twice: the model's and the option's)",
             argv=fuse("--model", "m.json", "--param", "k=5", "-o", "o.run"), files={**runs, "m.json": _FUSION_MODEL},
             mention=("k",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u4c_api_spec_and_params", G, "rankagg.fuse(runs, 'rrf(k=1)', k=100) and Fuser('rrf(k=1)', k=100)",
             code="import rankagg\nfrom rankagg.fuser import Fuser\nruns = {'a': {'1': {'x': 2.0, 'y': 1.0}}, 'b': {'1': {'y': 2.0}}}\n"
                  "bad = []\nfor call in (lambda: rankagg.fuse(runs, 'rrf(k=1)', k=100), lambda: Fuser('rrf(k=1)', k=100)):\n"
                  "    try:\n        call()\n        bad.append('accepted')\n    except ValueError as exc:\n"
                  "        bad += [] if 'k' in str(exc) else [str(exc)]\nprint('refused' if not bad else bad)",
             expect="ok", check=stdout_has("refused"), memory_gb=M, timeout=T,
             why="accepted: the call returns; both refuse k given in the spec and as a keyword with another value"),
        Case("u4c_experiment_spec_and_fixed", G, "an experiment row method = 'rrf(k=1)' with fixed = {k = 100}",
             argv=["experiment", "status", "e.toml"], files={"e.toml": exp + row.replace('"rrf"', '"rrf(k=1)"') + "fixed = {k = 100}\n"},
             mention=("e.toml", "k"), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ experiment files of the wrong shape
        Case("u4c_experiment_rows_numbers", G, "an experiment whose rows are [1] (not tables)", argv=["experiment", "status", "e.toml"],
             files={"e.toml": exp + "rows = [1]\n"}, mention=("e.toml", "rows"), memory_gb=M, fast=True, timeout=T),
        Case("u4c_experiment_rows_text", G, "an experiment whose rows are the text \"x\"", argv=["experiment", "status", "e.toml"],
             files={"e.toml": exp + 'rows = "x"\n'}, mention=("e.toml", "[[rows]]"), memory_gb=M, timeout=T),
        Case("u4c_experiment_selections_number", G, "an experiment whose selections are [1]", argv=["experiment", "status", "e.toml"],
             files={"e.toml": exp + "selections = [1]\n" + row}, mention=("e.toml", "selections"), memory_gb=M, timeout=T),
        Case("u4c_experiment_fixed_bad_value", G, "an experiment row fixing k = \"abc\": refused by status, before any run",
             argv=["experiment", "status", "e.toml"], files={"e.toml": exp + row + 'fixed = {k = "abc"}\n'},
             mention=("e.toml", "k"), memory_gb=M, timeout=T),
        Case("u4c_experiment_measure_unknown", G, "an experiment whose measures hold 'BOGUS' (no such measure)",
             argv=["experiment", "status", "e.toml"], files={"e.toml": 'measures = ["NDCG@10", "BOGUS"]\n' + exp + row},
             mention=("e.toml", "BOGUS"), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_experiment_duplicate_key", G, "an experiment file giving name twice (TOML forbids it)",
             argv=["experiment", "status", "e.toml"], files={"e.toml": exp + 'name = "e2"\n' + row},
             mention=("e.toml", "line 3"), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ abbreviations and spellings of options
        Case("u4c_abbrev_depth", G, "fuse --dep 1 (argparse's unambiguous prefix of --depth)", argv=fuse("--method", "rrf", "--dep", "1",
             "--quiet", "-o", "o.run"), files=runs, expect="ok",
             check=lambda out, f: [l.split()[0] for l in (f / "o.run").read_text().splitlines()] == ["1", "2"], memory_gb=M, timeout=T,
             why="accepted: an unambiguous prefix of a long option is that option (argparse and getopt_long); one line per query"),
        Case("u4c_abbrev_ambiguous", G, "fuse --b dask (a prefix of --backend, --bootstrap and --bootstrap-by)",
             argv=fuse("--b", "dask", "-o", "o.run"), files=runs, mention=("--b",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u4c_abbrev_and_full_twice", G, "fuse --dep 1 --depth 2 (one option, two spellings)",
             argv=fuse("--dep", "1", "--depth", "2", "-o", "o.run"), files=runs, mention=("given twice",), outputs=("o.run",),
             memory_gb=M, timeout=T),
        Case("u4c_equals_forms", G, "fuse --method=rrf --param=k=5 --output=o.run against --method rrf --param k=5 -o p.run",
             code=_fuse_twice(fuse("--method=rrf", "--param=k=5", "--quiet", "--output=o.run"),
                              fuse("--method", "rrf", "--param", "k=5", "--quiet", "-o", "p.run")),
             files=runs, expect="ok", check=_same_output("o.run", "p.run"), memory_gb=M, timeout=T,
             why="accepted: '--opt=value' is '--opt value'"),
        Case("u4c_tag_dash_separated", G, "fuse --tag -x (a value starting with '-', not joined by '=')",
             argv=fuse("--method", "rrf", "--tag", "-x", "-o", "o.run"), files=runs, mention=("--tag",), outputs=("o.run",),
             memory_gb=M, timeout=T),
        Case("u4c_equals_tag_dash", G, "fuse --tag=-x: a tag starting with '-' given with '='", argv=fuse("--method", "rrf", "--tag=-x",
             "--quiet", "-o", "o.run"), files=runs, expect="ok",
             check=lambda out, f: all(l.split()[5] == "-x" for l in (f / "o.run").read_text().splitlines()), memory_gb=M, timeout=T,
             why="accepted: '--opt=value' carries a value that starts with '-'"),
        # ------------------------------------------------------------ outputs that are a standard stream, or an input by another path
        Case("u4c_output_dev_stdout_file", G, "fuse -o /dev/stdout with standard output a file holding a header",
             code=_STREAM_AS_OUTPUT.format(args=fuse("--method", "rrf", "--quiet", "-o", "/dev/stdout")), files=runs,
             mention=("/dev/stdout",), memory_gb=M, fast=True, timeout=T),
        Case("u4c_output_proc_fd_file", G, "calibrate -o /proc/self/fd/1 with standard output a file",
             code=_STREAM_AS_OUTPUT.format(args=["calibrate", *jr, "--qrels", "q.txt", "-o", "/proc/self/fd/1"]), files=j,
             mention=("/proc/self/fd/1",), memory_gb=M, timeout=T),
        # (a link of the case's own, not /dev/stderr itself: unfixed, the model writer removed the link it wrote through,
        # and a run of this case as root replaced the machine's /dev/stderr)
        Case("u4c_output_link_to_stderr_file", G, "tune -o err, err -> /proc/self/fd/2 (as /dev/stderr is), standard error a file",
             code=_STREAM_AS_OUTPUT.format(args=["tune", *jr, "--qrels", "q.txt", "--method", "rrf", "--folds", "2", "--quiet",
                                                 "-o", "err"]).replace("stdout=f, stderr=subprocess.PIPE", "stdout=subprocess.PIPE, stderr=f")
             .replace("sys.stderr.write(r.stderr)", "sys.stderr.write(open('all.txt').read())"),
             files=j, setup=lambda f: os.symlink("/proc/self/fd/2", f / "err"), mention=("err", "/proc/self/fd/2"),
             memory_gb=M, timeout=T),
        Case("u4c_output_dash_with_stdout_file", G, "fuse -o - with standard output a file holding a header: header, run, footer",
             code=_STREAM_AS_OUTPUT.format(args=fuse("--method", "rrf", "--quiet", "-o", "-")), files=runs, expect="ok",
             check=lambda out, f: "kept" in out and (f / "all.txt").read_text().count("rankagg-rrf") == 6, memory_gb=M, timeout=T,
             why="accepted: '-' writes to the stream where it stands"),
        Case("u4c_output_proc_cwd_input", G, "calibrate -o /proc/self/cwd/q.txt (its qrels by another path)",
             argv=["calibrate", *jr, "--qrels", "q.txt", "-o", "/proc/self/cwd/q.txt"], files=j, mention=("q.txt",),
             memory_gb=M, timeout=T),
        Case("u4c_output_dangling_symlink", G, "fuse -o link, link -> new/sub/o.run (a symlink into folders not yet made)",
             argv=fuse("--method", "rrf", "--quiet", "-o", "link"), files=runs, setup=lambda f: os.symlink("new/sub/o.run", f / "link"),
             expect="ok", check=lambda out, f: (f / "link").is_symlink() and (f / "new/sub/o.run").read_text().count("\n") == 6,
             memory_gb=M, timeout=T, why="accepted: a symlink is written through; missing folders are made"),
        Case("u4c_output_symlink_loop", G, "fuse -o loop, loop -> loop", argv=fuse("--method", "rrf", "-o", "loop"), files=runs,
             setup=lambda f: os.symlink("loop", f / "loop"), mention=("loop",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ stdout machine-readable beside warnings
        Case("u4c_evaluate_json_with_warning", G, "evaluate --json of a run with a byte-order mark: stdout JSON, the warning one line",
             code=_SEPARATE.format(args=["evaluate", "--qrels", "q.txt", "a.run", "--json"], warns="a.run"),
             files={"a.run": "\ufeff" + RUN, "q.txt": QRELS}, expect="ok", check=stdout_has("separate"), memory_gb=M, timeout=T,
             why="accepted: the result on stdout, the warning on stderr, one line naming the file"),
        Case("u4c_fuse_stdout_with_progress", G, "fuse -o - with progress on (no --quiet): stdout holds the run alone",
             code="import subprocess, sys\nr = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', "
                  "'--method', 'rrf', '-o', '-'], capture_output=True, text=True)\n"
                  "ok = all(len(l.split()) == 6 and l.split()[5] == 'rankagg-rrf' for l in r.stdout.splitlines()) and 'read 2 runs' in r.stderr\n"
                  "print('separate' if ok and r.stdout.count('\\n') == 6 else repr(r.stdout[:200]))",
             files=runs, expect="ok", check=stdout_has("separate"), memory_gb=M, timeout=T,
             why="accepted: results on stdout, progress on stderr"),
        Case("u4c_benchmark_json_with_progress", G, "benchmark --json with progress on: stdout one JSON document",
             code=_SEPARATE.format(args=["benchmark", "--dataset", "MQ2008-agg", "--method", "borda", "--json"], warns="borda"),
             expect="ok", check=stdout_has("separate"), memory_gb=M, needs_data=True, timeout=300,
             why="accepted: the result on stdout, progress on stderr"),
        # ------------------------------------------------------------ outputs read back, in trec_eval's order
        Case("u4c_readback_gzip_evaluate", G, "fuse -o o.run.gz and -o o.run, evaluated: the same measures",
             code=_fuse_twice(fuse("--method", "rrf", "--quiet", "-o", "o.run.gz"), fuse("--method", "rrf", "--quiet", "-o", "o.run")) +
             "a, b = (subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'q.txt', n, '--json', '-q'], "
             "capture_output=True, text=True).stdout for n in ('o.run.gz', 'o.run'))\nprint('same' if a == b and a else 'differs')",
             files={**runs, "q.txt": QRELS}, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: one run, two encodings"),
        Case("u4c_readback_ties_depth_order", G, "fuse borda of all-tied runs --depth 2 --scores fused: written in trec_eval's order",
             argv=fuse("--method", "borda", "--depth", "2", "--quiet", "-o", "o.run"),
             files={"a.run": "1 Q0 x 1 1.0 t\n1 Q0 y 2 1.0 t\n1 Q0 z 3 1.0 t\n", "b.run": "1 Q0 z 1 1.0 u\n1 Q0 y 2 1.0 u\n1 Q0 x 3 1.0 u\n"},
             expect="ok", check=_trec_ordered("o.run"), memory_gb=M, timeout=T,
             why="accepted: tied lists are read by docid descending (trec_eval), so z y x in both; the output reads back in its rank order"),
        Case("u4c_readback_calibrated_order", G, "fuse --model (calibrated): many tied P(relevant), written in trec_eval's order",
             code="import subprocess, sys\nsubprocess.run([sys.executable, '-m', 'rankagg.cli', 'calibrate', 'x.run', 'y.run', 'z.run', "
                  "'--qrels', 'q.txt', '-o', 'c.json'], check=True, capture_output=True)\n"
                  "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'x.run', 'y.run', 'z.run', '--model', 'c.json', "
                  "'--quiet', '-o', 'o.run'], capture_output=True, text=True)\nsys.stderr.write(r.stderr)\nsys.exit(r.returncode)",
             files=j, expect="ok", check=_trec_ordered("o.run"), memory_gb=M, timeout=T,
             why="accepted: tied probabilities are nudged apart in the written order"),
        # ------------------------------------------------------------ the feature cache's folder (RANKAGG_FEATURE_CACHE)
        Case("u4c_env_feature_cache_proc", G, "RANKAGG_FEATURE_CACHE=/proc/nope: train --dataset MQ2008-agg --method lr_agg",
             argv=["train", "--dataset", "MQ2008-agg", "--method", "lr_agg", "-o", "m.json"], env={"RANKAGG_FEATURE_CACHE": "/proc/nope"},
             mention=("RANKAGG_FEATURE_CACHE",), outputs=("m.json",), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_env_feature_cache_readonly", G, "RANKAGG_FEATURE_CACHE in a read-only tmpfs: train --dataset MQ2008-agg --method lr_agg",
             code=_CLI.format(pre=_MOUNT.format(opts="ro,size=1m"), args=["train", "--dataset", "MQ2008-agg", "--method", "lr_agg",
                                                                          "-o", "m.json"],
                              env={"RANKAGG_FEATURE_CACHE": "m/cache"}, post=_UMOUNT),
             mention=("RANKAGG_FEATURE_CACHE",), outputs=("m.json",), memory_gb=M, needs_data=True, timeout=T),
        Case("u4c_env_feature_cache_relative", G, "RANKAGG_FEATURE_CACHE=rel/cache (relative, not made yet): train lr_agg, a cache written there",
             argv=["train", "--dataset", "MQ2008-agg", "--method", "lr_agg", "-o", "m.json"], env={"RANKAGG_FEATURE_CACHE": "rel/cache"},
             expect="ok", check=lambda out, f: (f / "m.json").is_file() and any((f / "rel" / "cache").glob("features-*.npz")),
             memory_gb=M, needs_data=True, timeout=300, why="accepted: a relative folder is the working folder's, made when first written"),
        Case("u4c_env_feature_cache_cut", G, "a feature cache file cut short (a full disk) between two trainings: the same model",
             code="import glob, os, subprocess, sys\nenv = {**os.environ, 'RANKAGG_FEATURE_CACHE': 'fc'}\n"
                  "cmd = [sys.executable, '-m', 'rankagg.cli', 'train', '--dataset', 'MQ2008-agg', '--method', 'lr_agg', '-o']\n"
                  "subprocess.run(cmd + ['a.json'], env=env, check=True, capture_output=True)\n"
                  "for f in glob.glob('fc/*.npz'):\n    os.truncate(f, 1000)\n"
                  "r = subprocess.run(cmd + ['b.json'], env=env, capture_output=True, text=True)\nsys.stderr.write(r.stderr)\n"
                  "print('same' if r.returncode == 0 and open('a.json').read() == open('b.json').read() else 'differs')\nsys.exit(r.returncode)",
             expect="ok", check=stdout_has("same"), warns="fc/features-", memory_gb=M, needs_data=True, timeout=300,
             why="accepted: a cache file that does not load is computed again and rewritten, with a warning naming it"),
        # ------------------------------------------------------------ experiment run's filters
        Case("u4c_experiment_run_other_dataset", G, "experiment run e.toml --dataset MQ2007-agg (a dataset the file does not have)",
             argv=["experiment", "run", "e.toml", "--dataset", "MQ2007-agg"], files={"e.toml": exp + row},
             mention=("--dataset", "MQ2007-agg"), memory_gb=M, timeout=T),
        Case("u4c_experiment_run_only_nothing", G, "experiment run e.toml --only nomatch (no row label holds it)",
             argv=["experiment", "run", "e.toml", "--only", "nomatch"], files={"e.toml": exp + row},
             mention=("--only",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ evaluate against trec_eval's code
        Case("u4c_eval_per_query_vs_pytrec_eval", G, "evaluate -q --json of tied scores, a query only in the run and one only in "
             "the qrels: per query and mean equal to pytrec_eval's (trec_eval's code)",
             code="import json, subprocess, sys, pytrec_eval\n"
                  "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'q.txt', 'a.run', '-q', '--json', "
                  "'--measures', 'P@1', 'AP', 'nDCG@2', 'RR', 'Rprec', 'R@2'], capture_output=True, text=True, check=True)\n"
                  "ours = json.loads(r.stdout)\nnames = {'P@1': 'P_1', 'AP': 'map', 'nDCG@2': 'ndcg_cut_2', 'RR': 'recip_rank', "
                  "'Rprec': 'Rprec', 'R@2': 'recall_2'}\n"
                  "run = pytrec_eval.parse_run(open('a.run').read().splitlines())\nqrel = pytrec_eval.parse_qrel(open('q.txt').read().splitlines())\n"
                  "theirs = pytrec_eval.RelevanceEvaluator(qrel, {'P.1', 'map', 'ndcg_cut.2', 'recip_rank', 'Rprec', 'recall.2'}).evaluate(run)\n"
                  "same = sorted(ours['per_query']) == sorted(theirs) and all(abs(ours['per_query'][q][m] - theirs[q][k]) < 1e-12 "
                  "for q in theirs for m, k in names.items()) and all(abs(ours[m] - sum(theirs[q][k] for q in theirs) / len(theirs)) < 1e-12 "
                  "for m, k in names.items())\nprint('same' if same else (ours, theirs))",
             files={"a.run": "1 Q0 a 1 3.0 t\n1 Q0 b 2 3.0 t\n1 Q0 c 3 1.0 t\n3 Q0 z 1 1.0 t\n2 Q0 d 1 2.0 t\n2 Q0 e 2 2.0 t\n2 Q0 f 3 -1 t\n",
                    "q.txt": "1 0 a 1\n1 0 b 2\n1 0 x 1\n2 0 e 1\n2 0 f 3\n4 0 q 1\n"},
             expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: ties read by docid descending, queries of the run alone and of the qrels alone left out (trec_eval without -c)"),
        # ------------------------------------------------------------ report's figures
        Case("u4c_report_figure_half", G, "report -o r.md --baseline Base where r_figures/ holds a folder under its second "
             "figure's name: no figure left beside no report",
             argv=["report", "base.json", "better.json", "-o", "r.md", "--baseline", "Base"], files=_REPORT_RESULTS,
             setup=lambda f: (f / "r_figures" / "perquery_diff__d1.png").mkdir(parents=True),
             mention=("r_figures/perquery_diff__d1.png",), outputs=("r.md", "r_figures/ndcg_at_k__d1.png"), memory_gb=M, timeout=T),
        Case("u4c_report_figures_md_and_html", G, "report -o r.md and -o r.html of the same results: the .md's figures beside it, "
             "the same PNG bytes embedded in the .html",
             code=_fuse_twice(["report", "base.json", "better.json", "-o", "r.md", "--baseline", "Base"],
                              ["report", "base.json", "better.json", "-o", "r.html", "--baseline", "Base"]) +
             "import base64, glob\npngs = sorted(glob.glob('r_figures/*.png'))\npage = open('r.html').read()\n"
             "print('same' if len(pngs) == 3 and all(base64.b64encode(open(p, 'rb').read()).decode() in page for p in pngs) "
             "and not glob.glob('r_figures/.*') else pngs)",
             files=_REPORT_RESULTS, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: one drawing, two places"),
        Case("u4c_model_spec_and_params", G, "a fusion model whose method is 'rrf(k=5)' and whose params hold k = 1",
             argv=fuse("--quiet", "-o", "o.run", "--model", "m.json"),
             files={**runs, "m.json": _FUSION_MODEL.replace('"rrf"', '"rrf(k=5)"')}, mention=("k",), outputs=("o.run",),
             memory_gb=M, timeout=T),
        Case("u4c_env_numba_threads_zero", G, "NUMBA_NUM_THREADS=0: fuse --method mc4 (a compiled kernel)",
             argv=fuse("--method", "mc4", "--quiet", "-o", "o.run"), files=runs, env={"NUMBA_NUM_THREADS": "0"},
             mention=("NUMBA_NUM_THREADS",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u4c_env_data_relative", G, "RANKAGG_DATA=rel (a relative symlink to the data): benchmark --json",
             code=_SEPARATE.format(args=["benchmark", "--dataset", "MQ2008-agg", "--method", "borda", "--json", "--quiet"], warns=""),
             setup=lambda f: os.symlink(os.environ.get("RANKAGG_DATA", "/nonexistent"), f / "rel"), env={"RANKAGG_DATA": "rel"},
             expect="ok", check=stdout_has("separate"), memory_gb=M, needs_data=True, timeout=300,
             why="accepted: a relative folder is the working folder's"),
        Case("u4c_help_after_options", G, "fuse a.run --method rrf --help (help after other options): usage on stdout, exit 0, nothing written",
             argv=fuse("--method", "rrf", "--help", "-o", "o.run"), files=runs, expect="ok",
             check=lambda out, f: out.startswith("usage: rankagg fuse") and not (f / "o.run").exists(), memory_gb=M, timeout=T,
             why="accepted: --help wins wherever it stands (argparse)"),
        Case("u4c_exit_status_usage", G, "rankagg fuse with no -o: a usage error (exit 2) naming -o",
             argv=["fuse", "a.run", "b.run"], files=runs, mention=("-o",), memory_gb=M, timeout=T),
    ]
    return c


SIXTH_BAR_SCALE = "45 Unseen inputs: a sixth bar, scale, limits and the file system"


def _u6s_signal_in_write(sig: str, args: list[str]) -> str:
    """A snippet: o.run holds a previous fusion; rankagg ``args`` (after the folder's run*.txt files) is sent ``sig``
    the moment its temporary output appears (the write phase, where a default kill leaves it behind); prints 'kept'
    when it ended by that signal (handled, 128 + n, or not, -n), o.run unchanged and no temporary file left."""
    return (f"import os, signal, subprocess, sys, time\nopen('o.run', 'w').write('1 Q0 old 1 1.0 previous\\n')\n"
            f"runs = sorted(f for f in os.listdir('.') if f.startswith('run'))\n"
            "for attempt in range(3):  # a write that ends between two looks is tried again\n"
            f"    p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', {args[0]!r}, *runs, *{args[1:]!r}], stderr=subprocess.PIPE, text=True)\n"
            "    t0 = time.time()\n"
            "    while p.poll() is None and not any(f.startswith('.o.run') for f in os.listdir('.')) and time.time() - t0 < 60:\n"
            "        time.sleep(0.0005)\n"
            f"    seen = p.poll() is None\n    p.send_signal(signal.{sig})\n    err = p.communicate()[1]\n"
            "    if seen:\n        break\n"
            "    open('o.run', 'w').write('1 Q0 old 1 1.0 previous\\n')\n"
            "left = [f for f in os.listdir('.') if f.startswith('.')]\n"
            f"ok = p.returncode in (128 + signal.{sig}, -signal.{sig}) and open('o.run').read() == '1 Q0 old 1 1.0 previous\\n' and not left\n"
            "print('kept' if ok and seen else f'lost rc {p.returncode} seen {seen} {left} {err[-200:]!r}')")


def _u6s_either(args: list[str], must_name: str, answer: str, pre: str = "pass", env: dict[str, str] | None = None,
               seconds: int = 30) -> str:
    """A snippet: rankagg ``args`` (after ``pre``, run in the child before it starts); prints 'answered' when it exits 0
    and ``answer`` (an expression over the folder) holds, 'refused cleanly' when it exits 2 with one line naming
    ``must_name`` and no traceback; anything else is passed on (its stderr and exit status).  A child still running
    after ``seconds`` is killed (SIGKILL: a process stuck in a C loop never runs its Python signal handler)."""
    return (f"import os, resource, subprocess, sys\ndef pre():\n    {pre}\n"
            f"r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *{args!r}], capture_output=True, text=True, preexec_fn=pre, "
            f"env={{**os.environ, **{env or {}!r}}}, timeout={seconds})\n"
            f"if r.returncode == 0 and ({answer}):\n    print('answered')\n"
            f"elif r.returncode == 2 and {must_name!r} in r.stderr and 'Traceback' not in r.stderr:\n    print('refused cleanly: ' + r.stderr.strip()[-300:])\n"
            "else:\n    sys.stderr.write(r.stderr or f'exit {r.returncode}, a wrong answer'); sys.exit(r.returncode or 1)")


def _u6s_as_limit(mb: int) -> str:
    return f"resource.setrlimit(resource.RLIMIT_AS, ({mb} << 20, {mb} << 20))"


_U6S_RUN3 = {"a.run": RUN + "3 Q0 a 1 1.0 t\n3 Q0 f 2 0.5 t\n", "b.run": RUN2 + "3 Q0 f 1 1.0 u\n3 Q0 a 2 0.5 u\n",
             "q.txt": QRELS + "3 0 f 1\n"}
_U6S_RESULT = {"schema": "rankagg-results/1", "dataset": "MQ2008-agg", "method": "borda", "test": {"NDCG@10": 0.5, "MAP": 0.25}}


def _u6s_big(n_queries: int, n_docs: int, n_runs: int = 2) -> Callable[[Path], None]:
    return lambda folder: big_runs(folder, n_runs=n_runs, n_queries=n_queries, n_docs=n_docs)


def _u6s_on_tmpfs(opts: str, previous: dict[str, str], args: list[str], env: dict[str, str] | None = None) -> str:
    """A snippet: a tmpfs mounted at m/ (``opts``) holding ``previous`` (name: text); rankagg ``args``; after it, every
    previous file must be as it was and nothing else left in m/ (else exit 1 saying what changed)."""
    pre = _MOUNT.format(opts=opts) + "".join(f"\nopen({'m/' + n!r}, 'w').write({t!r})" for n, t in previous.items())
    post = ("changed = [n for n, t in " + repr(previous) + ".items() if open('m/' + n).read() != t]\n"
            "    extra = [n for n in os.listdir('m') if n not in " + repr(list(previous)) + "]\n"
            "    " + _UMOUNT + "\n"
            "    if changed or extra:\n"
            "        print(f'FAULT: previous changed {changed}, left in m/ {extra}', file=sys.stderr); sys.exit(1)")
    return _CLI.format(pre=pre, args=args, env=env or {}, post=post)


def _u6s_one_doc_queries(folder: Path) -> None:
    """Two runs of 100,000 queries of one document each (the same document in both)."""
    for name, tag in (("a.run", "t"), ("b.run", "u")):
        (folder / name).write_text("".join(f"{q} Q0 d{q} 1 1.5 {tag}\n" for q in range(100_000)))


def _u6s_million(folder: Path) -> None:
    """Two runs of one query of 1,000,000 documents: a's scores i, b's a permutation of them."""
    import numpy as np

    n = 1_000_000
    i = np.arange(n)
    for name, tag, s in (("a.run", "t", i), ("b.run", "u", (i * 7919) % n)):
        order = np.argsort(-s, kind="stable")
        (folder / name).write_text("".join(f"1 Q0 d{d} {r + 1} {s[d]} {tag}\n" for r, d in enumerate(order.tolist())))


def _u6s_sparse(name: str, head: bytes, size: int) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        with open(folder / name, "wb") as fh:
            fh.write(head)
            fh.truncate(size)
    return make


def _u6s_forged_isize(text: str, isize: int) -> bytes:
    """gzip of ``text`` whose trailer declares ``isize`` bytes (the real length mod 2^32 replaced)."""
    raw = bytearray(gz(text))
    raw[-4:] = (isize % 2**32).to_bytes(4, "little")
    return bytes(raw)


def sixth_bar_scale_cases() -> list[Case]:
    """Issue 45's sixth bar (size, resources and the file system, as on a shared cluster): the memory guard at its
    edges and under an address-space limit, shapes at scale checked against vectorised references, file-system
    objects where files are expected, outputs on full and read-only file systems, names that are not text, and
    signals a batch scheduler sends (SIGALRM, SIGXCPU, SIGUSR1) in the middle of writing."""
    G, M, T = SIXTH_BAR_SCALE, 4.0, 60
    runs = {"a.run": RUN, "b.run": RUN2}
    cli_ok = lambda *args, check, why, **k: Case(k.pop("id"), G, k.pop("what"), argv=list(args), files=k.pop("files", runs),  # noqa: E731
                                                 expect="ok", check=check, why=why, memory_gb=k.pop("memory_gb", M), timeout=k.pop("timeout", T), **k)
    # the fused run of RUN and RUN2 by rrf: every document of both, per query (the reference is by hand)
    rrf_docs = {"1": {"a", "b", "c"}, "2": {"a", "d", "e"}}

    def docs_are(want: dict[str, set[str]], name: str = "o.run") -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            got: dict[str, set[str]] = {}
            for ln in (folder / name).read_text().splitlines():
                got.setdefault(ln.split()[0], set()).add(ln.split()[2])
            return got == want
        return check

    return [
        # ------------------------------------------------------------ the address space (ulimit -v) at start
        *[Case(f"u6s_as_{mb}m_{cmd[0]}", G, f"rankagg {cmd[0]} under ulimit -v {mb} MiB (may be too little to load NumPy/Numba/SciPy): "
               "answered, or a clean refusal naming the limit; not a library's error, a traceback or a hang",
               code=_u6s_either(cmd, "ulimit -v", "os.path.exists('o.run') or 'RR' in r.stdout", pre=_u6s_as_limit(mb)),
               files={**runs, "q.txt": QRELS}, expect="ok", check=lambda out, f: out.startswith(("answered", "refused cleanly")),
               memory_gb=M, timeout=50, why="accepted: answered, or refused naming ulimit -v")
          for mb, cmd in ((120, ["evaluate", "--qrels", "q.txt", "a.run"]), (200, ["evaluate", "--qrels", "q.txt", "a.run"]), (300, fuse("--method", "condorcet", "-o", "o.run")),
                          (500, fuse("--method", "condorcet", "-o", "o.run")), (600, fuse("--method", "condorcet", "-o", "o.run")))],
        cli_ok(*fuse("--method", "rrf", "-o", "o.run"), id="u6s_as_1500m_fuse", what="rankagg fuse rrf under ulimit -v 1500 MiB: answered",
               check=docs_are(rrf_docs), memory_gb=1.5, why="accepted: enough address space for the job"),
        # ------------------------------------------------------------ the memory guard at its edges, by kind
        Case("u6s_guard_genes_edge", G, "gene lists (3 lists x 1000 items) with the limit exactly the estimate (answered) and 8 bytes "
             "under it (refused naming the lists, the estimate and the variable)",
             code="import os\nfrom rankagg.api.gene_lists import significance\nL = {f'l{k}': [f'g{(i * m) % 1000}' for i in range(1000)] for k, m in enumerate((1, 3, 7))}\n"
                  "E = 3 * 8.0 * 1000 * 3\nos.environ['RANKAGG_MEMORY_LIMIT_GB'] = repr(E / 2**30)\nt = significance(L, 'rra')\n"
                  "os.environ['RANKAGG_MEMORY_LIMIT_GB'] = repr((E - 8) / 2**30)\ntry:\n    significance(L, 'rra'); said = 'answered'\n"
                  "except ValueError as exc:\n    said = str(exc)\nprint(len(t), said)",
             expect="ok", check=lambda out, f: out.startswith("1000 ") and "RANKAGG_MEMORY_LIMIT_GB" in out and "needs" in out,
             memory_gb=M, timeout=T, why="accepted: the guard refuses only past the limit"),
        Case("u6s_guard_preflib_edge", G, "a PrefLib .soc of 2000 alternatives and 3 voters with the limit at the estimate: read",
             argv=["fuse", "e.soc", "--method", "borda", "-o", "o.tsv"],
             files={"e.soc": "# FILE NAME: e.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2000\n# NUMBER VOTERS: 3\n# NUMBER UNIQUE ORDERS: 3\n"
                    + "".join(f"# ALTERNATIVE NAME {i}: a{i}\n" for i in range(1, 2001))
                    + "".join(f"1: {','.join(str((i * k) % 2000 + 1) for i in range(2000))}\n" for k in (1, 3, 7))},
             env={"RANKAGG_MEMORY_LIMIT_GB": repr(2000 * (120.0 + 8.0 * 3) / 2**30 * 4)}, expect="ok",
             check=lambda out, f: (f / "o.tsv").read_text().splitlines()[1].split("\t")[1:3] == ["a1", "6000.0"], memory_gb=M, timeout=T,
             why="accepted: under the limit; a1 is first in every vote: 3 x 2000 Borda points"),
        Case("u6s_guard_comparisons_one_big_query", G, "a comparisons table of one query over 30,000 items (a chain, 2 MB): refused in "
             "seconds naming the table, the query and the estimate, before any matrix", argv=["fuse", "c.csv", "--method", "bradley_terry", "-o", "o.tsv"],
             files={"c.csv": "query,item_a,item_b,outcome\n" + "".join(f"1,i{k},i{k + 1},win\n" for k in range(30_000))},
             mention=("c.csv", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.tsv",), memory_gb=M, timeout=30),
        Case("u6s_guard_kemeny_buckets_over", G, "kemeny(consensus='buckets') on one query of 3,000 documents under "
             "RANKAGG_MEMORY_LIMIT_GB=1 (200 B a pair: 1.68 GiB): refused naming the method and the variable",
             argv=fuse("--method", "kemeny(consensus='buckets')", "-o", "o.run", runs=("run0.txt", "run1.txt")), setup=_u6s_big(1, 3000),
             env={"RANKAGG_MEMORY_LIMIT_GB": "1"}, mention=("kemeny", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.run",), memory_gb=M, timeout=30),
        Case("u6s_guard_condorcet_low_limit_same", G, "condorcet of 3 runs x 2,500 documents under RANKAGG_MEMORY_LIMIT_GB=0.02 "
             "(the dense matrices do not fit): the same fusion as with the default limit, or a refusal",
             code="import os, subprocess, sys\nfor lim, o in (('', 'd.run'), ('0.02', 'l.run')):\n"
                  "    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'run0.txt', 'run1.txt', 'run2.txt', '--method', 'condorcet', '--quiet', '-o', o],\n"
                  "                       env={**os.environ, 'RANKAGG_MEMORY_LIMIT_GB': lim}, capture_output=True, text=True)\n"
                  "    if r.returncode:\n        sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                  "print('same' if open('d.run').read() == open('l.run').read() else 'DIFFERENT')",
             setup=_u6s_big(1, 2500, 3), expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: the compact path gives the dense path's answer"),
        Case("u6s_guard_default_under_ulimit", G, "copeland on one query of 7,000 documents under ulimit -v 3 GiB, the limit unset "
             "(its default: half of 3 GiB): answered or refused naming the limit, never a MemoryError",
             argv=fuse("--method", "copeland", "--quiet", "-o", "o.run", runs=("run0.txt", "run1.txt")), setup=_u6s_big(1, 7000),
             expect="ok", check=lambda out, f: len((f / "o.run").read_text().splitlines()) == 1000, memory_gb=3.0, timeout=T,
             why="accepted: the estimate fits the default limit; the process must fit the address space"),
        Case("u6s_guard_qrels_under_limit_parsed", G, "evaluate with qrels of 28 MB (2M lines) under RANKAGG_MEMORY_LIMIT_GB=0.05 and ulimit -v 1 GiB: "
             "read (the parse within the address space) or refused naming the limit",
             files={"a.run": RUN},
             code=_u6s_either(["evaluate", "--qrels", "q.txt", "a.run", "--measures", "P@1", "--json"], "RANKAGG_MEMORY_LIMIT_GB",
                              "'\"P@1\"' in r.stdout", pre="resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))", env={"RANKAGG_MEMORY_LIMIT_GB": "0.05"},
                              seconds=75),
             setup=lambda f: (f / "q.txt").write_text("".join(f"{q} 0 d{k} {k % 3}\n" for q in range(1, 3) for k in range(1_000_000))),
             expect="ok", check=lambda out, f: out.startswith(("answered", "refused cleanly")), memory_gb=M, timeout=90,
             why="accepted: answered, or refused naming the limit"),
        Case("u6s_guard_letor_gzip_bomb", G, "fuse --letor a 500 KB gzip expanding to 400 MB of blank lines, RANKAGG_MEMORY_LIMIT_GB=0.1",
             argv=["fuse", "--letor", "x.txt.gz", "-o", "o.txt"], setup=lambda f: (f / "x.txt.gz").write_bytes(gzip.compress(b"\n" * 400_000_000, 9)),
             env={"RANKAGG_MEMORY_LIMIT_GB": "0.1"}, mention=("x.txt.gz", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.txt",), memory_gb=M, timeout=30),
        Case("u6s_guard_parquet_low_limit", G, "fuse a Parquet table of 800,000 rows (two runs, 800 queries, row groups of 50,000) under RANKAGG_MEMORY_LIMIT_GB=0.01: "
             "streamed by row group and answered, or refused naming the table and the limit",
             argv=["fuse", "t.parquet", "--method", "rrf", "--quiet", "-o", "o.run"],
             setup=lambda f: __import__("pandas").DataFrame({"q_id": [str(i // 1000) for i in range(800_000)], "doc_id": [f"d{i % 500}" for i in range(800_000)],
                                                              "score": [float(i % 500) for i in range(800_000)], "run": ["a" if i % 1000 < 500 else "b" for i in range(800_000)]}).to_parquet(f / "t.parquet", index=False, row_group_size=50_000),
             env={"RANKAGG_MEMORY_LIMIT_GB": "0.01"}, expect="ok", check=lambda out, f: len({ln.split()[0] for ln in (f / "o.run").read_text().splitlines()}) == 800,
             memory_gb=M, timeout=T, why="accepted: a Parquet table is read a row group at a time"),
        # ------------------------------------------------------------ shapes at scale, answers checked
        Case("u6s_scale_100k_queries_one_doc", G, "rrf of two runs of 100,000 queries of one document each: every query, score 2/61",
             argv=fuse("--method", "rrf", "--quiet", "-o", "o.run"), setup=_u6s_one_doc_queries, expect="ok",
             check=lambda out, f: (lambda ls: len(ls) == 100_000 and {ln.split()[0] for ln in ls} == {str(q) for q in range(100_000)}
                                   and all(abs(float(ln.split()[4]) - 2 / 61) < 1e-12 for ln in ls))((f / "o.run").read_text().splitlines()),
             memory_gb=M, timeout=T, why="accepted: Cormack's 1/(60 + 1) from each run"),
        Case("u6s_scale_one_query_million_docs", G, "combsum (min-max) of two runs of one query of 1,000,000 documents: the top 1000 against numpy",
             argv=fuse("--method", "combsum", "--quiet", "-o", "o.run"), setup=_u6s_million, expect="ok",
             check=lambda out, f: _u6s_million_right(f / "o.run"), memory_gb=M, timeout=T,
             why="accepted: (s - min) / (max - min) summed; trec_eval's order"),
        Case("u6s_scale_1000_runs_rrf", G, "rrf of 1000 runs of one query (d0 first; d1/d2/d3 second in 500/300/200 runs; d4/d5 third in 700/300): by hand",
             code="import subprocess, sys\nruns = [f'r{i}.run' for i in range(1000)]\nfor i, r in enumerate(runs):\n"
                  "    docs = ['d0', 'd1' if i < 500 else 'd2' if i < 800 else 'd3', 'd4' if i < 700 else 'd5']\n"
                  "    open(r, 'w').write(''.join(f'1 Q0 {d} {p + 1} {5 - p} t{i}\\n' for p, d in enumerate(docs)))\n"
                  "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', *runs, '--method', 'rrf', '--quiet', '-o', 'o.run'], check=True)\n"
                  "got = {ln.split()[2]: float(ln.split()[4]) for ln in open('o.run')}\n"
                  "want = {'d0': 1000 / 61, 'd1': 500 / 62, 'd2': 300 / 62, 'd3': 200 / 62, 'd4': 700 / 63, 'd5': 300 / 63}\n"
                  "print('as by hand' if got.keys() == want.keys() and all(abs(got[d] - v) <= 1e-12 * v for d, v in want.items()) else f'FAULT {got}')",
             expect="ok", check=stdout_has("as by hand"), memory_gb=M, timeout=T, why="accepted: 1000 lists are 1000 terms"),
        Case("u6s_scale_docid_100k_parquet", G, "a Parquet table whose docid has 100,000 characters (no line cap applies): refused "
             "naming the table as the text readers refuse it (a TREC line could not hold it)",
             code="import subprocess, sys, pandas as pd\nd = 'x' * 100_000\npd.DataFrame({'q_id': ['1', '1', '1'], 'doc_id': [d, 'b', 'b'], 'score': [2.0, 1.0, 3.0], 'run': ['a', 'a', 'b']}).to_parquet('t.parquet', index=False)\n"
                  "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 't.parquet', '--quiet', '-o', 'o.run'], capture_output=True, text=True)\n"
                  "sys.stderr.write(r.stderr); sys.exit(r.returncode)",
             mention=("t.parquet",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u6s_scale_gzip_forged_isize_run", G, "a gzip run whose trailer declares 2 GB (the data: two lines); gzip -d refuses the length",
             argv=fuse("--quiet", "-o", "o.run", runs=("a.run.gz", "b.run")), files={"a.run.gz": _u6s_forged_isize(RUN, 2 * 10**9), "b.run": RUN2},
             mention=("a.run.gz",), outputs=("o.run",), memory_gb=M, timeout=30),
        Case("u6s_scale_gzip_forged_isize_qrels", G, "gzip qrels whose trailer declares 2 GB (the data: three lines), read whole",
             argv=["evaluate", "--qrels", "q.txt.gz", "a.run"], files={"a.run": RUN, "q.txt.gz": _u6s_forged_isize(QRELS, 2 * 10**9)},
             mention=("q.txt.gz",), memory_gb=M, timeout=30),
        Case("u6s_scale_gzip_bomb_run_streamed", G, "a 150 KB gzip run expanding to 150 MB of blank lines then its lines, under ulimit -v 3 GiB",
             argv=fuse("--method", "rrf", "--quiet", "-o", "o.run", runs=("a.run.gz", "b.run")), files={"b.run": RUN2},
             setup=lambda f: (f / "a.run.gz").write_bytes(gzip.compress(b"\n" * 150_000_000 + RUN.encode(), 9)), expect="ok",
             check=docs_are({"1": {"a", "b", "c"}, "2": {"a", "d", "e"}}), memory_gb=3.0, timeout=T,
             why="accepted: blank lines are skipped (trec_eval), the stream read a block at a time"),
        # ------------------------------------------------------------ file-system objects where files are expected
        Case("u6s_fs_sparse_qrels", G, "qrels that are a 64 GiB sparse file (3 lines, then holes): refused at once by size",
             argv=["evaluate", "--qrels", "q.txt", "a.run"], files={"a.run": RUN}, setup=_u6s_sparse("q.txt", QRELS.encode(), 64 << 30),
             mention=("q.txt", "RANKAGG_MEMORY_LIMIT_GB"), memory_gb=M, timeout=20),
        Case("u6s_fs_sparse_run", G, "a run that is a 64 GiB sparse file (its lines, then holes): refused at the first NUL, naming file:line",
             argv=fuse("--quiet", "-o", "o.run"), files={"b.run": RUN2}, setup=_u6s_sparse("a.run", RUN.encode(), 64 << 30),
             mention=("a.run:6",), outputs=("o.run",), memory_gb=M, timeout=20),
        Case("u6s_fs_sparse_parquet", G, "a .parquet that is a 64 GiB sparse file (no footer): refused naming it, in seconds",
             argv=["fuse", "t.parquet", "--quiet", "-o", "o.run"], setup=_u6s_sparse("t.parquet", b"PAR1", 64 << 30),
             mention=("t.parquet",), outputs=("o.run",), memory_gb=M, timeout=20),
        Case("u6s_fs_folder_of_runs", G, "fuse d/ where d/ holds two TREC runs (not Parquet parts): an error naming the folder",
             argv=["fuse", "d", "--quiet", "-o", "o.run"], setup=lambda f: ((f / "d").mkdir(), (f / "d" / "a.run").write_text(RUN), (f / "d" / "b.run").write_text(RUN2)),
             mention=("d",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u6s_fs_parts_symlink_loop", G, "a Parquet folder whose second part is a symlink loop: an error naming the part",
             argv=["fuse", "d", "--quiet", "-o", "o.run"], setup=lambda f: (_tiny_parts(2)(f), (f / "d" / "p00001.parquet").unlink(),
                                                                            os.symlink("p00001.parquet", f / "d" / "p00001.parquet")),
             mention=("p00001.parquet",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u6s_fs_parts_fifo", G, "a Parquet folder whose second part is a FIFO: refused naming it, no hang",
             argv=["fuse", "d", "--quiet", "-o", "o.run"], setup=lambda f: (_tiny_parts(2)(f), (f / "d" / "p00001.parquet").unlink(),
                                                                            os.mkfifo(f / "d" / "p00001.parquet")),
             mention=("p00001.parquet",), outputs=("o.run",), memory_gb=M, timeout=30),
        Case("u6s_fs_parts_nofile", G, "a Parquet folder of 2,000 one-row parts under ulimit -n 64: the fusion by hand",
             code=_CLI.format(pre=_NOFILE, args=["fuse", "d", "--method", "combsum(norm='none')", "--quiet", "-o", "o.run"], env={}, post="pass"),
             setup=_tiny_parts(2000), expect="ok",
             check=lambda out, f: {ln.split()[2]: float(ln.split()[4]) for ln in (f / "o.run").read_text().splitlines()}
             == {f"d{i}": float(i) for i in range(1000, 2000)}, memory_gb=M, timeout=T,
             why="accepted: parts are read one at a time; combsum without norm: each document's one score, the first 1000 written"),
        Case("u6s_fs_run_grows", G, "a run that grows while it is read (a writer appends query 3 after rankagg has scanned it): the "
             "fusion of one snapshot (query 3 whole or absent) or an error naming the file",
             code="import subprocess, sys, threading, time\nopen('a.run', 'w').write(''.join(f'{q} Q0 d{k} {k + 1} {9000 - k} t\\n' for q in (1, 2) for k in range(4000)))\n"
                  "p = subprocess.Popen([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', '--method', 'rrf', '--depth', '100000', '--quiet', '-o', 'o.run'], stderr=subprocess.PIPE, text=True)\n"
                  "with open('a.run', 'a') as fh:\n    for k in range(4000):\n        fh.write(f'3 Q0 e{k} {k + 1} {9000 - k} t\\n'); fh.flush()\n"
                  "err = p.communicate()[1]\nif p.returncode:\n    sys.stderr.write(err); sys.exit(p.returncode)\n"
                  "n3 = sum(1 for ln in open('o.run') if ln.startswith('3 '))\nprint('one snapshot' if n3 in (0, 4000) else f'HALF a query: {n3} of 4000')",
             files={"b.run": RUN2}, expect="ok", check=stdout_has("one snapshot"), memory_gb=M, timeout=T,
             why="accepted either way: a consistent read, or an error"),
        # ------------------------------------------------------------ outputs on full and read-only file systems
        Case("u6s_out_full_tmpfs_keeps_previous", G, "fuse -o m/o.run on a full 64 KiB tmpfs holding the previous o.run: an error naming "
             "m/o.run, the previous file kept, no temporary file", code=_u6s_on_tmpfs("size=64k", {"o.run": "1 Q0 old 1 1.0 prev\n"},
             ["fuse", "run0.txt", "run1.txt", "--method", "rrf", "--depth", "5000", "--quiet", "-o", "m/o.run"]),
             setup=_u6s_big(3, 3000), mention=("m/o.run",), memory_gb=M, timeout=T),
        Case("u6s_out_full_tmpfs_parquet", G, "fuse -o m/o.parquet on a full 64 KiB tmpfs holding the previous o.parquet",
             code=_u6s_on_tmpfs("size=64k", {"o.parquet": "previous"},
             ["fuse", "run0.txt", "run1.txt", "--method", "rrf", "--depth", "5000", "--quiet", "-o", "m/o.parquet"]),
             setup=_u6s_big(3, 3000), mention=("m/o.parquet",), memory_gb=M, timeout=T),
        Case("u6s_out_full_tmpfs_explain", G, "fuse -o o.run --explain m/e.jsonl on a full 64 KiB tmpfs: an error naming m/e.jsonl, "
             "nothing left in m/", code=_u6s_on_tmpfs("size=64k", {},
             ["fuse", "run0.txt", "run1.txt", "--method", "rrf", "--depth", "5000", "--quiet", "--explain", "m/e.jsonl", "-o", "o.run"]),
             setup=_u6s_big(3, 3000), mention=("m/e.jsonl",), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u6s_out_full_tmpfs_report", G, "report -o m/r.md on a full 4 KiB tmpfs holding the previous r.md",
             code=_u6s_on_tmpfs("size=4k", {"r.md": "previous\n"}, ["report", *[f"r{i}.json" for i in range(60)], "--no-figures", "-o", "m/r.md"]),
             setup=lambda f: [(f / f"r{i}.json").write_text(json.dumps({**_U6S_RESULT, "method": f"borda(k={i})" * 4, "test": {"NDCG@10": i / 100}}))
                              for i in range(60)], mention=("m/r.md",), memory_gb=M, timeout=T),
        Case("u6s_out_readonly_fs", G, "fuse -o m/o.run on a read-only tmpfs: refused before the work, naming m/o.run",
             code=_u6s_on_tmpfs("ro,size=1m", {}, fuse("--quiet", "-o", "m/o.run")),
             mention=("m/o.run",), memory_gb=M, timeout=T),
        Case("u6s_out_fsize_keeps_previous_model", G, "tune -o m.json under ulimit -f 1 KiB (the model larger) with m.json the previous "
             "model: an error naming m.json, the previous kept",
             code=_CLI.format(pre="open('m.json', 'w').write('{\"previous\": 1}')\nresource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))",
                              args=["tune", "a.run", "b.run", "--qrels", "q.txt", "--method", "rrf", "--quiet", "-o", "m.json"], env={},
                              post="kept = open('m.json').read() == '{\"previous\": 1}'\n    print('' if kept else 'FAULT: m.json changed', file=sys.stderr)\n"
                                   "    r.returncode = r.returncode if kept else 1"),
             files=_U6S_RUN3, mention=("m.json",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ output paths
        *[Case(f"u6s_out_parent_missing_{name}", G, f"{' '.join(args[:1])} writing into nowhere/ (a folder that does not exist): "
               "written there (the folders made)", argv=args, files={**_U6S_RUN3, "r.json": json.dumps(_U6S_RESULT)},
               expect="ok", check=lambda out, f, args=args: (f / args[-1]).is_file() and (f / args[-1]).stat().st_size > 0, memory_gb=M, timeout=T,
               why="accepted: missing folders are made (the rule of u4c_output_dangling_symlink)")
          for name, args in (("explain", fuse("--method", "rrf", "--explain", "nowhere/e.jsonl", "-o", "o.run")),
                             ("tune", ["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "nowhere/m.json"]),
                             ("calibrate", ["calibrate", "a.run", "b.run", "--qrels", "q.txt", "-o", "nowhere/m.json"]),
                             ("report", ["report", "r.json", "--no-figures", "-o", "nowhere/r.md"]))],
        Case("u6s_out_hardlink_dotdot", G, "fuse -o sub/../h.run where h.run is a hard link to the input a.run",
             argv=fuse("--quiet", "-o", "sub/../h.run"), files=runs, setup=lambda f: ((f / "sub").mkdir(), os.link(f / "a.run", f / "h.run")),
             mention=("a.run",), memory_gb=M, timeout=T),
        Case("u6s_out_hardlink_qrels_tune", G, "tune -o h.json where h.json is a hard link to the qrels",
             argv=["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "h.json"], files={**runs, "q.txt": QRELS},
             setup=lambda f: os.link(f / "q.txt", f / "h.json"), mention=("q.txt",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ names that are not text
        cli_ok(*fuse("--method", "rrf", "--quiet", "-o", "o\udcff.run"), id="u6s_name_undecodable_output",
               what="fuse -o a name holding byte 0xff (not UTF-8): written under exactly that name",
               check=lambda out, f: os.path.exists(os.path.join(os.fsencode(f), b"o\xff.run")), why="accepted: POSIX names are bytes"),
        Case("u6s_name_undecodable_part", G, "a Parquet folder one of whose parts is named with byte 0xff: read with the others",
             argv=["fuse", "d", "--method", "combsum(norm='none')", "--quiet", "-o", "o.run"],
             setup=lambda f: (_tiny_parts(3)(f), os.rename(os.path.join(os.fsencode(f), b"d/p00002.parquet"), os.path.join(os.fsencode(f), b"d/p\xff.parquet"))),
             expect="ok", check=lambda out, f: {ln.split()[2]: float(ln.split()[4]) for ln in (f / "o.run").read_text().splitlines()} == {"d0": 0.0, "d1": 1.0, "d2": 2.0},
             memory_gb=M, timeout=T, why="accepted: a part is a part whatever its name's bytes"),
        Case("u6s_name_undecodable_report", G, "report of a result file named with byte 0xff: r.md is UTF-8 and names the file readably",
             code="import os, subprocess, sys\nopen(b'r\\xff.json', 'w').write(%r)\n" % json.dumps(_U6S_RESULT) +
                  "r = subprocess.run([sys.executable.encode(), b'-m', b'rankagg.cli', b'report', b'r\\xff.json', b'--no-figures', b'-o', b'r.md'], capture_output=True)\n"
                  "if r.returncode:\n    sys.stderr.write(r.stderr.decode('utf-8', 'replace')); sys.exit(r.returncode)\n"
                  "t = open('r.md', 'rb').read()\ntry:\n    t.decode('utf-8'); print('utf-8' if b'0.25' in t else 'no value')\nexcept UnicodeDecodeError as e:\n    print('NOT UTF-8', e)",
             expect="ok", check=stdout_has("utf-8"), memory_gb=M, timeout=T, why="accepted: the report is text"),
        Case("u6s_name_case_twins_weights", G, "runs A.run and a.run (one tag: named by file) with --weights A.run=1,a.run=0: only A counts",
             argv=["fuse", "A.run", "a.run", "--method", "rrf", "--weights", "A.run=1,a.run=0", "--quiet", "-o", "o.run"],
             files={"A.run": "1 Q0 x 1 2.0 t\n1 Q0 y 2 1.0 t\n", "a.run": "1 Q0 y 1 2.0 t\n1 Q0 z 2 1.0 t\n"}, expect="ok",
             check=lambda out, f: [ln.split()[2] for ln in (f / "o.run").read_text().splitlines()][:2] == ["x", "y"]
             and abs(float((f / "o.run").read_text().split()[4]) - 1 / 61) < 1e-12, memory_gb=M, timeout=T,
             why="accepted: names are case-sensitive, as the files are"),
        # ------------------------------------------------------------ signals a scheduler sends, in the write phase
        *[Case(f"u6s_signal_{sig[3:].lower()}_in_write", G, f"{sig} (a batch scheduler's {what}) the moment fuse's temporary output "
               "appears, o.run holding the previous fusion: o.run unchanged, no temporary file",
               code=_u6s_signal_in_write(sig, ["fuse", "--method", "rrf", "--depth", "100000", "--quiet", "-o", "o.run"]),
               setup=_u6s_big(200, 700), expect="ok", check=stdout_has("kept"), memory_gb=M, timeout=T,
               why="accepted: an interrupted write leaves the previous output as it was")
          for sig, what in (("SIGTERM", "kill"), ("SIGALRM", "timer (timeout -s ALRM)"), ("SIGXCPU", "CPU-time limit"),
                            ("SIGUSR1", "warning (SLURM --signal, SGE -notify)"))],
    ]


def _u6s_million_right(path: Path) -> bool:
    """The top 1000 of _u6s_million's combsum in trec_eval's order (score descending, then docid descending)."""
    import numpy as np

    n = 1_000_000
    i = np.arange(n)
    want = i / (n - 1) + ((i * 7919) % n) / (n - 1)
    cut = np.sort(want)[::-1][999]
    rows = [ln.split() for ln in path.read_text().splitlines()]
    got = [want[int(r[2][1:])] for r in rows]
    # every document above the 1000th's score is there, in descending order (ties within 1e-12: rankagg's min-max may
    # differ from numpy's in the last bit); each score is the reference, or nudged by at most 2^-20 (the writer's tie order)
    must = {f"d{k}" for k in np.flatnonzero(want > cut + 1e-12).tolist()}
    return (len(rows) == 1000 and must <= {r[2] for r in rows} and all(a >= b - 1e-12 for a, b in zip(got, got[1:]))
            and all(abs(float(r[4]) - w) <= 2**-20 * w for r, w in zip(rows, got)))


def newest_faces_cases() -> list[Case]:
    """Issue 45's second bar, written by an outside review after the first: the newest faces (arena battles, gene
    lists, PyTerrier frames, significance tables, comparison tables, PrefLib, calibration maps, engine exports, the
    Fuser, pandas and Arrow inputs) and the options of ``rankagg fuse`` that do not apply to an input's kind.
    Each must be a right answer or an error naming the file and line, within seconds, under 4 GiB."""
    G, M, T = NEWEST, 4.0, 60
    runs = {"a.run": RUN, "b.run": RUN2}
    return [
        # ---------------------------------------------------------------- arena battles
        Case("r45_battles_json_two_arrays", G, "a .json battle file of two arrays one after the other (cat a.json b.json)",
             argv=["fuse", "b.json", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.json": json.dumps(BATTLE_LIST[:2]) + "\n" + json.dumps(BATTLE_LIST[2:]) + "\n"},
             memory_gb=M, mention=("b.json",), outputs=("o.csv",), timeout=T, fast=False),
        Case("r45_battles_json_trailing_garbage", G, "a .json battle array followed by text",
             argv=["fuse", "b.json", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.json": json.dumps(BATTLE_LIST) + "\nxyz\n"},
             memory_gb=M, mention=("b.json",), outputs=("o.csv",), timeout=T),
        Case("r45_battles_jsonl_key_twice", G, "a JSONL battle whose model_a is given twice in one object",
             argv=["fuse", "b.jsonl", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.jsonl": BATTLES.replace('"model_a": "gpt",', '"model_a": "gpt", "model_a": "llama",')},
             memory_gb=M, mention=("b.jsonl:1", "twice"), outputs=("o.csv",), timeout=T),
        Case("r45_battles_pandas_columns_json", G, "battles saved by pandas' to_json() (orient=columns: one object of columns)",
             argv=["fuse", "b.json", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.json": json.dumps({"model_a": {"0": "gpt", "1": "claude"}, "model_b": {"0": "claude", "1": "gpt"},
                                          "winner": {"0": "model_a", "1": "tie"}})},
             memory_gb=M, mention=("b.json",), outputs=("o.csv",), timeout=T),
        Case("r45_battles_winner_nbsp", G, "a winner written 'model_a\\u00a0' (a no-break space is not an ASCII blank: not dropped)",
             argv=["fuse", "b.jsonl", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.jsonl": BATTLES.replace('"winner": "model_a"', '"winner": "model_a\\u00a0"')},
             mention=("b.jsonl:1", "winner"), outputs=("o.csv",), memory_gb=M, timeout=T),
        Case("r45_battles_csv_crlf_bom", G, "an arena battle CSV with a BOM and CRLF line ends",
             argv=["fuse", "b.csv", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.csv": "\ufeffmodel_a,model_b,winner\r\ngpt,claude,model_a\r\nclaude,llama,tie\r\nllama,gpt,model_b\r\n"},
             expect="ok", check=lambda out, f: set(l.split(",")[1] for l in (f / "o.csv").read_text().splitlines()[1:]) == {"gpt", "claude", "llama"},
             memory_gb=M, timeout=T, why="accepted: a BOM is dropped and CRLF read as LF in every text input"),
        Case("r45_battles_parquet_null_winner", G, "a Parquet battle table with a null winner",
             argv=["fuse", "b.parquet", "--bootstrap", "0", "-o", "o.csv"],
             setup=_table("b.parquet", lambda pa: {"model_a": ["gpt", "claude"], "model_b": ["claude", "gpt"],
                                                   "winner": ["model_a", None]}),
             memory_gb=M, mention=("b.parquet:2", "winner"), outputs=("o.csv",), timeout=T),
        Case("r45_battles_parquet_int_models", G, "a Parquet battle table whose models are integers 1 and a text '1'",
             argv=["fuse", "b.parquet", "--bootstrap", "0", "-o", "o.csv"],
             setup=_table("b.parquet", lambda pa: {"model_a": pa.array([1, 2], pa.int64()), "model_b": ["2", "1"],
                                                   "winner": ["model_a", "tie"]}),
             memory_gb=M, mention=("b.parquet",), outputs=("o.csv",), timeout=T),
        Case("r45_battles_api_frame_nan_model", G, "fuse_comparisons of a battle DataFrame with a NaN model",
             code="import pandas as pd, numpy as np\nfrom rankagg.api.preferences import fuse_comparisons\n"
                  "f = pd.DataFrame({'model_a': ['gpt', np.nan], 'model_b': ['claude', 'gpt'], 'winner': ['model_a', 'tie']})\n"
                  "print(fuse_comparisons(f, 'arena'))",
             memory_gb=M, mention=("row 1",), timeout=T),
        Case("r45_battles_huge_count_of_models", G, "a 1 MB battle file with 40,000 distinct models (a pairwise matrix of 12.8 GB)",
             argv=["fuse", "b.jsonl", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.jsonl": "".join(f'{{"model_a": "m{2 * i}", "model_b": "m{2 * i + 1}", "winner": "model_a"}}\n'
                                       for i in range(20_000))},
             memory_gb=M, mention=("b.jsonl", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.csv",), timeout=T),
        # ---------------------------------------------------------------- gene lists
        Case("r45_genes_header_only", G, "a table of gene lists with a header and no rows",
             argv=fg("-o", "o.csv"), files={"l.csv": "a,b\n"}, memory_gb=M, mention=("l.csv",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_grp_comments_only", G, "a .grp gene list of comments only", argv=fg("-o", "o.csv", ins=("a.grp", "b.grp")),
             files={"a.grp": "#a\n# nothing\n", "b.grp": "#b\nX\nY\n"}, expect="ok", check=_p_values("1.0", "1.0"), memory_gb=M, timeout=T,
             why="accepted as R reads it: an empty list is a ranker that ranks every item last (R's rankMatrix; RobustRankAggreg 1.2.1 gives p 1, 1)"),
        Case("r45_genes_one_list", G, "one gene list alone (RRA over one list)", argv=fg("-o", "o.csv", ins=("a.grp",)),
             files={"a.grp": "#a\nX\nY\nZ\n"}, expect="ok", check=_p_values("0.3333333333333333", "0.6666666666666666", "1.0"),
             memory_gb=M, timeout=T, why="accepted as R reads it: RobustRankAggreg 1.2.1 gives p 1/3, 2/3, 1"),
        Case("r45_genes_wide", G, "a 0.3 MB table of 20,000 one-item gene lists (a rank matrix of 3.2 GB)",
             argv=fg("-o", "o.csv"), files={"l.csv": ",".join(f"l{i}" for i in range(20_000)) + "\n"
                                             + ",".join(f"g{i}" for i in range(20_000)) + "\n"},
             memory_gb=M, mention=("l.csv", "RANKAGG_MEMORY_LIMIT_GB"), outputs=("o.csv",), timeout=T, fast=True),
        Case("r45_genes_significance_back", G, "a significance table rankagg wrote, given back to fuse as gene lists",
             argv=fg("-o", "o2.csv", ins=("sig.csv",)),
             setup=lambda f: (f / "sig.csv").write_text("query,rank,item,score,p_value,q_value\ngenes,1,X,0.1,0.2,0.3\n"),
             memory_gb=M, mention=("sig.csv",), outputs=("o2.csv",), timeout=T),
        Case("r45_genes_output_is_input", G, "fuse gene lists -o onto one of the gene lists", argv=fg("-o", "l.csv"),
             files={"l.csv": GENES}, memory_gb=M, mention=("l.csv",), timeout=T),
        Case("r45_genes_crlf_bom_name", G, "a .grp list with a BOM, CRLF line ends and a #NAME line",
             code="from rankagg.api.gene_lists import read_gene_lists\nprint(dict(read_gene_lists(['a.grp', 'b.grp'])))",
             files={"a.grp": "\ufeff#top\r\nX\r\nY\r\n", "b.grp": "#other\nY\nX\n"}, expect="ok",
             check=stdout_has("{'top': ['X', 'Y'], 'other': ['Y', 'X']}"), memory_gb=M, timeout=T,
             why="accepted: the BOM dropped, CRLF read as LF, the #NAME line names the list"),
        Case("r45_genes_bootstrap", G, "fuse gene lists with --bootstrap 50 (applies to comparisons only)",
             argv=fg("--bootstrap", "50", "-o", "o.csv"), files={"l.csv": GENES}, memory_gb=M, mention=("--bootstrap",),
             outputs=("o.csv",), timeout=T, fast=True),
        Case("r45_genes_dask", G, "fuse gene lists with --backend dask", argv=fg("--backend", "dask", "-o", "o.csv"),
             files={"l.csv": GENES}, memory_gb=M, mention=("--backend",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_depth", G, "fuse gene lists with --depth 1 (the table has every item)", argv=fg("--depth", "1", "-o", "o.csv"),
             files={"l.csv": GENES}, memory_gb=M, mention=("--depth",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_scores_rank", G, "fuse gene lists with --scores rank", argv=fg("--scores", "rank", "-o", "o.csv"),
             files={"l.csv": GENES}, memory_gb=M, mention=("--scores",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_min_score", G, "fuse gene lists with --min-score 0.5", argv=fg("--min-score", "0.5", "-o", "o.csv"),
             files={"l.csv": GENES}, memory_gb=M, mention=("--min-score",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_rmat_gt1", G, "aggregate_ranks with rmat holding a normalised rank of 7",
             code="import pandas as pd\nfrom rankagg.api.gene_lists import aggregate_ranks\n"
                  "print(aggregate_ranks(rmat=pd.DataFrame({'a': [0.5, 7.0], 'b': [0.5, 1.0]}, index=['x', 'y']))['Score'].tolist())",
             expect="ok", check=stdout_has("[0.5, 1.0]"), memory_gb=M, timeout=T,
             why="accepted as R reads it: aggregateRanks(rmat=) takes any positive normalised rank (R gives 0.5, 1)"),
        # ---------------------------------------------------------------- PyTerrier frames
        Case("r45_pt_duplicate_score_column", G, "a PyTerrier frame with two columns named score",
             code=FRAME + "g = pd.concat([f1, f1[['score']]], axis=1)\nprint(rankagg.fuse({'a': g, 'b': f2}, 'rrf'))",
             memory_gb=M, mention=("score",), timeout=T),
        Case("r45_pt_empty_frame", G, "rankagg.fuse of two empty PyTerrier frames (a query set with no results)",
             code=FRAME + "e = f1.iloc[:0]\nr = rankagg.fuse({'a': e, 'b': e}, 'rrf')\nprint(type(r).__name__, len(r))",
             memory_gb=M, mention=("PyTerrier frames", "no rows"), timeout=T),
        Case("r45_pt_categorical_qid", G, "a PyTerrier frame whose qid is a pandas Categorical",
             code=FRAME + "f1['qid'] = f1['qid'].astype('category')\nr = rankagg.fuse({'a': f1, 'b': f2}, 'rrf')\n"
                  "print(sorted(set(r['qid'].astype(str))))",
             expect="ok", check=stdout_has("['1', '2']"), memory_gb=M, timeout=T, why="accepted: a category column is its values"),
        Case("r45_pt_decimal_score", G, "a PyTerrier frame whose scores are decimal.Decimal",
             code=FRAME + "from decimal import Decimal\nf1['score'] = [2.0, 1.0, 3.0]\nwant = rankagg.fuse({'a': f1, 'b': f2}, 'rrf')\n"
                  "f1['score'] = [Decimal('2'), Decimal('1'), Decimal('3')]\n"
                  "print('same' if rankagg.fuse({'a': f1, 'b': f2}, 'rrf').equals(want) else 'differ')",
             expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: a finite Decimal is the double its text reads as (the fifth bar, u5i)"),
        Case("r45_pt_names_collide", G, "Fusion({1: bm25, '1': dense}): two pipelines whose names are both '1'",
             code="import pyterrier as pt, pandas as pd\nfrom rankagg.api.pyterrier import Fusion\n"
                  "a = pt.Transformer.from_df(pd.DataFrame({'qid': ['1'], 'docno': ['a'], 'score': [1.0]}))\n"
                  "b = pt.Transformer.from_df(pd.DataFrame({'qid': ['1'], 'docno': ['b'], 'score': [1.0]}))\n"
                  "print(Fusion({1: a, '1': b}).transform(pd.DataFrame({'qid': ['1'], 'query': ['x']})))",
             memory_gb=M, mention=("'1'", "twice"), timeout=T),
        Case("r45_pt_rank_from_one", G, "a PyTerrier frame ranked from 1 (a frame read from a TREC file)",
             code=FRAME + "f1['rank'] = [1, 2, 1]\nr = rankagg.fuse({'a': f1, 'b': f2}, 'rrf')\nprint(len(r))",
             expect="ok", check=stdout_has("4"), memory_gb=M, timeout=T, why="accepted: ranks from 0 or from 1 are checked, not used"),
        # ---------------------------------------------------------------- significance tables written
        Case("r45_sig_parquet_as_runs", G, "a significance table written as Parquet, given to fuse as a run table",
             code="from rankagg.api.gene_lists import fuse_gene_list_files\nimport subprocess, sys\n"
                  "fuse_gene_list_files(['l.csv'], 'sig.parquet')\n"
                  "from rankagg.api import fuse_files\nfuse_files(['sig.parquet'], 'o.run', method='rrf')",
             files={"l.csv": GENES}, memory_gb=M, mention=("sig.parquet",), outputs=("o.run",), timeout=T),
        Case("r45_sig_output_dash", G, "fuse gene lists -o - (a significance table on standard output)",
             argv=fg("-o", "-"), files={"l.csv": GENES}, memory_gb=M, mention=("'-'",), timeout=T),
        Case("r45_sig_read_back_exact", G, "the significance TSV read back by pandas: p-values equal to the double bit for bit",
             code="import pandas as pd, numpy as np\nfrom rankagg.api.gene_lists import fuse_gene_list_files\n"
                  "import csv\nt = fuse_gene_list_files(['l.csv'], 's.tsv')\nb = list(csv.DictReader(open('s.tsv', newline=''), delimiter='\\t'))\n"
                  "ok = all(np.array_equal(t[c].to_numpy(float), np.array([float(r[c]) for r in b]), equal_nan=True) for c in ('score', 'p_value', 'q_value'))\n"
                  "print('exact' if ok else 'differs')",
             files={"l.csv": GENES}, expect="ok", check=stdout_has("exact"), memory_gb=M, timeout=T,
             why="accepted: numbers written as Python's shortest text of the double"),
        # ---------------------------------------------------------------- comparison tables and PrefLib
        Case("r45_comparisons_jsonl_key_twice", G, "a JSONL comparison whose outcome is given twice in one object",
             argv=["fuse", "c.jsonl", "-o", "o.csv"],
             files={"c.jsonl": '{"item_a": "x", "item_b": "y", "outcome": "win", "outcome": "loss"}\n{"item_a": "y", "item_b": "z", "outcome": "win"}\n'},
             memory_gb=M, mention=("c.jsonl:1", "twice"), outputs=("o.csv",), timeout=T, fast=True),
        Case("r45_comparisons_min_score", G, "fuse a comparison table with --min-score 0.5", argv=["fuse", "c.csv", "--min-score", "0.5", "-o", "o.csv"],
             files={"c.csv": COMP}, memory_gb=M, mention=("--min-score",), outputs=("o.csv",), timeout=T),
        Case("r45_preflib_bootstrap_by", G, "fuse a PrefLib election with --bootstrap-by judges", argv=["fuse", "e.soc", "--bootstrap-by", "judges", "-o", "o.csv"],
             files={"e.soc": SOC}, memory_gb=M, mention=("--bootstrap-by",), outputs=("o.csv",), timeout=T),
        Case("r45_comparisons_api_aggregator", G, "rankagg.fuse('c.csv', method=<a Borda Aggregator object>) (the object was dropped for davidson)",
             code="import rankagg\nfrom rankagg.methods.registry import make_method\n"
                  "print(rankagg.fuse('c.csv', method=make_method('borda')))",
             files={"c.csv": COMP}, memory_gb=M, mention=("c.csv",), timeout=T),
        Case("r45_preflib_kemeny_40", G, "a PrefLib election of 40 alternatives and 15 random voters (exact Kemeny, the default)",
             argv=["fuse", "e.soc", "-o", "o.csv"],
             files={"e.soc": "# FILE NAME: e.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 40\n# NUMBER VOTERS: 15\n# NUMBER UNIQUE ORDERS: 15\n"
                    + "".join("1: " + ",".join(str(1 + (7 * k + 13 * v * v + v) % 40) for k in range(40)) + "\n" for v in range(15))},
             expect="ok", check=wrote("o.csv"), memory_gb=M, timeout=90, why="accepted: answered or refused within seconds"),
        Case("r45_preflib_arabic_count", G, "a PrefLib order count written in Arabic-Indic digits ('٢: 1,2,3')",
             argv=["fuse", "e.soc", "-o", "o.csv"], files={"e.soc": SOC.replace("2: 1,2,3", "\u0662: 1,2,3")},
             memory_gb=M, mention=("e.soc:9",), outputs=("o.csv",), timeout=T),
        Case("r45_preflib_rtl_name", G, "a PrefLib alternative named with a right-to-left mark and a no-break space",
             argv=["fuse", "e.soc", "-o", "o.run"], files={"e.soc": SOC.replace("NAME 1: x", "NAME 1: \u200fx\u00a0y")},
             expect="ok", check=lambda out, f: all(len(l.split()) == 6 for l in (f / "o.run").read_text().splitlines()),
             memory_gb=M, timeout=T, why="accepted: the name's blanks percent-encoded, so every TREC line has six fields"),
        # ---------------------------------------------------------------- calibration maps and engines
        Case("r45_calibrated_weights", G, "fuse --model <calibrated> --weights t=5 (weights of a calibrated model are its own)",
             argv=["fuse", "a.run", "b.run", "--model", "c.json", "--weights", "t=5", "-o", "o.run"],
             files={**runs, "c.json": json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None,
                                                   "calibration": {"format": "rankagg-calibration", "version": 1, "input": "rank",
                                                                   "x": [1, 2, 3], "p": [0.9, 0.5, 0.1], "depth": 100,
                                                                   "thresholds": {}, "fit": {}}})},
             memory_gb=M, mention=("--weights",), outputs=("o.run",), timeout=T, fast=True),
        Case("r45_calibrated_scores_rank", G, "fuse --model <calibrated> --scores rank", argv=["fuse", "a.run", "b.run", "--model", "c.json", "--scores", "rank", "-o", "o.run"],
             files={**runs, "c.json": json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None,
                                                   "calibration": {"format": "rankagg-calibration", "version": 1, "input": "rank",
                                                                   "x": [1, 2, 3], "p": [0.9, 0.5, 0.1], "depth": 100,
                                                                   "thresholds": {}, "fit": {}}})},
             memory_gb=M, mention=("--scores",), outputs=("o.run",), timeout=T),
        Case("r45_calibrated_input_depth", G, "fuse --model <calibrated> --input-depth 1", argv=["fuse", "a.run", "b.run", "--model", "c.json", "--input-depth", "1", "-o", "o.run"],
             files={**runs, "c.json": json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None,
                                                   "calibration": {"format": "rankagg-calibration", "version": 1, "input": "rank",
                                                                   "x": [1, 2, 3], "p": [0.9, 0.5, 0.1], "depth": 100,
                                                                   "thresholds": {}, "fit": {}}})},
             memory_gb=M, mention=("--input-depth",), outputs=("o.run",), timeout=T),
        Case("r45_calibration_p_string", G, "a calibration map whose probabilities are strings ('0.9')",
             argv=["fuse", "a.run", "b.run", "--model", "c.json", "-o", "o.run"],
             files={**runs, "c.json": json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None,
                                                   "calibration": {"format": "rankagg-calibration", "version": 1, "input": "rank",
                                                                   "x": [1, 2], "p": ["0.9", "0.1"], "depth": 100}})},
             memory_gb=M, mention=("c.json", "'p'"), outputs=("o.run",), timeout=T),
        # ---------------------------------------------------------------- Fuser inputs
        Case("r45_fuser_names_collide", G, "Fuser on {1: [...], '1': [...]}: two lists named '1', weights by name",
             code=FUSER + "print(Fuser('rrf', weights={'1': 2.0})({1: ['a', 'b'], '1': ['b', 'c']}))",
             memory_gb=M, mention=("'1'",), timeout=T),
        Case("r45_fuser_numpy_nan_ids", G, "Fuser with a NumPy array of float docids holding NaN",
             code=FUSER + "import numpy as np\nprint(Fuser('rrf')({'a': np.array([1.0, np.nan])}))",
             memory_gb=M, mention=("'a'",), timeout=T),
        Case("r45_fuser_denormal_neg_zero", G, "Fuser combsum on scores -0.0, 0.0 and a denormal: the batch path's order",
             code=FUSER + "import rankagg\nl = {'a': {'x': -0.0, 'y': 0.0, 'z': 5e-324}, 'b': {'x': 0.0, 'y': -0.0, 'z': 0.0}}\n"
                  "got = [d for d, _ in Fuser('combsum')(l)]\n"
                  "want = sorted(rankagg.fuse({'a': {'1': l['a']}, 'b': {'1': l['b']}}, 'combsum')['1'].items(), key=lambda kv: (-kv[1], [-ord(c) for c in kv[0]]))\n"
                  "print('same' if got == [d for d, _ in want] else f'differ {got} {want}')",
             expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T, why="accepted: the Fuser's order is the batch path's"),
        Case("r45_fuser_huge_int_score", G, "Fuser with a score of 10**400 (a Python int beyond the doubles)",
             code=FUSER + "print(Fuser('combsum')({'a': {'x': 10**400, 'y': 1}}))", memory_gb=M, mention=("'x'",), timeout=T),
        Case("r45_fuser_bool_ids", G, "Fuser with docids True and False", code=FUSER + "print(Fuser('rrf')({'a': [True, False]}))",
             memory_gb=M, mention=("True",), timeout=T),
        # ---------------------------------------------------------------- pandas / Arrow inputs
        Case("r45_arrow_large_list_score", G, "rankagg.fuse of an Arrow table whose score is a list column",
             code="import pyarrow as pa, rankagg\nt = pa.table({'run': ['a', 'b'], 'q_id': ['1', '1'], 'doc_id': ['x', 'x'], 'score': [[1.0], [2.0]]})\n"
                  "print(rankagg.fuse(t, 'rrf'))", memory_gb=M, mention=("score",), timeout=T),
        Case("r45_pandas_nullable_int_qid", G, "a long DataFrame whose q_id is pandas' nullable Int64 with a <NA>",
             code="import pandas as pd, rankagg\nf = pd.DataFrame({'run': ['a', 'a'], 'q_id': pd.array([1, None], dtype='Int64'), 'doc_id': ['x', 'y'], 'score': [1.0, 2.0]})\n"
                  "print(rankagg.fuse(f, 'rrf'))", memory_gb=M, mention=("row 1", "q_id"), timeout=T),
        Case("r45_pandas_string_dtype_nbsp", G, "a long DataFrame (pandas string dtype) with a docid holding a no-break space, fused and written",
             code="import pandas as pd, rankagg\nf = pd.DataFrame({'run': ['a', 'a', 'b'], 'q_id': ['1', '1', '1'], 'doc_id': pd.array(['x\\u00a0y', 'z', 'z'], dtype='string'), 'score': [1.0, 2.0, 3.0]})\n"
                  "r = rankagg.fuse(f, 'rrf')\nprint(sorted(r['doc_id'].tolist()))",
             expect="ok", check=stdout_has("['x\\xa0y', 'z']"), memory_gb=M, timeout=T,
             why="accepted: a no-break space is no TREC blank (trec_eval splits at ASCII blanks only)"),
        # ---------------------------------------------------------------- CLI options that do not apply
        Case("r45_runs_bootstrap", G, "fuse TREC runs with --bootstrap 100 (applies to comparison tables only)",
             argv=["fuse", "a.run", "b.run", "--bootstrap", "100", "-o", "o.run"], files=runs,
             memory_gb=M, mention=("--bootstrap",), outputs=("o.run",), timeout=T, fast=True),
        Case("r45_runs_bootstrap_by", G, "fuse TREC runs with --bootstrap-by judges", argv=["fuse", "a.run", "b.run", "--bootstrap-by", "judges", "-o", "o.run"],
             files=runs, memory_gb=M, mention=("--bootstrap-by",), outputs=("o.run",), timeout=T),
        Case("r45_letor_explain", G, "fuse --letor with --explain", argv=["fuse", "--letor", "l.txt", "--explain", "x.jsonl", "-o", "o.txt"],
             files={"l.txt": LETOR}, memory_gb=M, mention=("--explain",), outputs=("o.txt", "x.jsonl"), timeout=T, fast=True),
        Case("r45_letor_bootstrap", G, "fuse --letor with --bootstrap 10", argv=["fuse", "--letor", "l.txt", "--bootstrap", "10", "-o", "o.txt"],
             files={"l.txt": LETOR}, memory_gb=M, mention=("--bootstrap",), outputs=("o.txt",), timeout=T),
        Case("r45_letor_scores_rank", G, "fuse --letor with --scores rank", argv=["fuse", "--letor", "l.txt", "--scores", "rank", "-o", "o.txt"],
             files={"l.txt": LETOR}, memory_gb=M, mention=("--scores",), outputs=("o.txt",), timeout=T),
        # ---------------------------------------------------------------- paths
        Case("r45_battles_output_is_input", G, "fuse battles -o onto the battle file itself", argv=["fuse", "b.csv", "--bootstrap", "0", "-o", "b.csv"],
             files={"b.csv": "model_a,model_b,winner\ngpt,claude,model_a\nclaude,llama,tie\n"}, memory_gb=M, mention=("b.csv",), timeout=T),
        Case("r45_genes_fifo", G, "a gene list that is a FIFO", argv=fg("-o", "o.csv", ins=("a.grp", "b.grp")),
             files={"b.grp": "#b\nX\nY\n"}, setup=lambda f: os.mkfifo(f / "a.grp"), memory_gb=M, mention=("a.grp",), outputs=("o.csv",), timeout=T),
        # ---------------------------------------------------------------- encodings, nesting, sizes, paths (second pass)
        Case("r45_battles_lone_surrogate", G, "a JSONL battle whose model is '\\ud800x' (a lone surrogate from a JSON escape)",
             argv=["fuse", "b.jsonl", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.jsonl": BATTLES.replace('"model_a": "gpt"', '"model_a": "\\ud800x"')},
             memory_gb=M, mention=("b.jsonl:1", "surrogate"), outputs=("o.csv",), timeout=T, fast=False),
        Case("r45_comparisons_lone_surrogate", G, "a JSONL comparison whose item is '\\udfff' written as a TREC run",
             argv=["fuse", "c.jsonl", "-o", "o.run"],
             files={"c.jsonl": '{"item_a": "\\udfff", "item_b": "y", "outcome": "win"}\n{"item_a": "y", "item_b": "z", "outcome": "tie"}\n'},
             memory_gb=M, mention=("c.jsonl:1", "surrogate"), outputs=("o.run",), timeout=T),
        Case("r45_mapping_lone_surrogate", G, "rankagg.fuse of {run: {q: {docid: score}}} with a docid holding a lone surrogate",
             code="import rankagg\nprint(rankagg.fuse({'a': {'1': {'x\\udc00': 1.0, 'y': 0.5}}, 'b': {'1': {'y': 1.0}}}, 'rrf'))",
             memory_gb=M, mention=("runs", "surrogate"), timeout=T),
        Case("r45_battles_deep_nesting", G, "a JSONL battle whose model_a is 100,000 nested arrays",
             argv=["fuse", "b.jsonl", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.jsonl": '{"model_a": ' + "[" * 100_000 + "]" * 100_000 + ', "model_b": "x", "winner": "tie"}\n' + BATTLES},
             memory_gb=M, mention=("b.jsonl:1", "nested"), outputs=("o.csv",), timeout=T),
        Case("r45_battles_json_deep_nesting", G, "a .json battle array whose second battle carries 100,000 nested arrays",
             argv=["fuse", "b.json", "--bootstrap", "0", "-o", "o.csv"],
             files={"b.json": "[" + json.dumps(BATTLE_LIST[0]) + ', {"model_a": "a", "model_b": "b", "winner": "tie", "meta": '
                    + "[" * 100_000 + "]" * 100_000 + "}]\n"},
             memory_gb=M, mention=("b.json:1", "nested"), outputs=("o.csv",), timeout=T),
        Case("r45_weights_deep_nesting", G, "a JSON weights file nested 100,000 arrays deep",
             argv=["fuse", "a.run", "b.run", "--weights", "w.json", "-o", "o.run"],
             files={**runs, "w.json": '{"t": ' + "[" * 100_000 + "]" * 100_000 + "}"},
             memory_gb=M, mention=("w.json",), outputs=("o.run",), timeout=T),
        Case("r45_battles_utf16_json", G, "a .json battle array saved as UTF-16", argv=["fuse", "b.json", "-o", "o.csv"],
             files={"b.json": json.dumps(BATTLE_LIST).encode("utf-16")}, memory_gb=M, mention=("b.json:1", "UTF-16"), outputs=("o.csv",), timeout=T),
        Case("r45_battles_gzip_bomb", G, "a 0.6 MB battles.jsonl.gz that expands to 600 MB of blanks, under a 0.25 GB limit",
             argv=["fuse", "b.jsonl.gz", "--bootstrap", "0", "-o", "o.csv"], setup=_bomb("b.jsonl.gz", 600 << 20),
             env={"RANKAGG_MEMORY_LIMIT_GB": "0.25"}, memory_gb=M, mention=("b.jsonl.gz",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_stray_quote", G, "a table of gene lists with an unclosed quote in its first cell",
             argv=fg("-o", "o.csv"), files={"l.csv": 'a,b\n"BRCA1,TP53\nTP53,EGFR\nEGFR,BRCA1\n'},
             memory_gb=M, mention=("l.csv:2",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_symlink_output", G, "fuse gene lists -o a symlink to the gene-list table", argv=fg("-o", "link.csv"),
             files={"l.csv": GENES}, setup=lambda f: os.symlink("l.csv", f / "link.csv"), memory_gb=M, mention=("link.csv",), timeout=T),
        Case("r45_genes_directory", G, "a folder given as a gene list", argv=fg("-o", "o.csv", ins=("d", "b.grp")),
             files={"b.grp": "#b\nX\nY\n"}, setup=lambda f: (f / "d").mkdir(), memory_gb=M, mention=("d",), outputs=("o.csv",), timeout=T),
        Case("r45_genes_200k_columns", G, "a 1.5 MB table of 200,000 one-item gene lists", argv=fg("-o", "o.csv"),
             files={"l.csv": ",".join(f"l{i}" for i in range(200_000)) + "\n" + ",".join(f"g{i}" for i in range(200_000)) + "\n"},
             memory_gb=M, mention=("l.csv:1", "1048576 bytes"), outputs=("o.csv",), timeout=T),
        Case("r45_engine_empty_list_name", G, "export_request for Elasticsearch with a list named ''",
             code="import rankagg.engines as E\nprint(E.export_request('elasticsearch_rrf', 'rrf', {'k': 60}, None, lists=['', 'dense']))",
             memory_gb=M, mention=("list name",), timeout=T),
        Case("r45_engine_k_overflow", G, "export_request for Elasticsearch with k = 1e308", 
             code="import rankagg.engines as E\nprint(E.export_request('elasticsearch_rrf', 'rrf', {'k': 1e308}, None, lists=['a', 'b']))",
             memory_gb=M, mention=("rank_constant",), timeout=T),
        Case("r45_comparisons_count_exponent", G, "a comparison count written '1e3' (a whole number in exponent form)",
             code="from rankagg.io.pairwise import read_comparisons\nprint(read_comparisons('c.csv').weight.tolist())",
             files={"c.csv": "item_a,item_b,outcome,count\nx,y,win,1e3\ny,z,tie,2\n"}, expect="ok",
             check=lambda out, f: "1000.0" in out or "1000" in out, memory_gb=M, timeout=T,
             why="accepted: trec_eval's atof reads 1e3 as 1000, a whole count"),
        Case("r45_comparisons_weight_denormal", G, "a comparison weight of 5e-324 (a denormal)",
             argv=["fuse", "c.csv", "-o", "o.csv"], files={"c.csv": "item_a,item_b,outcome,weight\nx,y,win,5e-324\ny,z,tie,1\n"},
             memory_gb=M, mention=("c.csv:2", "weight"), outputs=("o.csv",), timeout=T),
        Case("r45_preflib_zero_alternatives", G, "a PrefLib election declaring NUMBER ALTERNATIVES: 0", argv=["fuse", "e.soc", "-o", "o.csv"],
             files={"e.soc": "# FILE NAME: e.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 0\n# NUMBER VOTERS: 0\n# NUMBER UNIQUE ORDERS: 0\n"},
             memory_gb=M, mention=("e.soc",), outputs=("o.csv",), timeout=T),
        Case("r45_arrow_decimal_score", G, "rankagg.fuse of an Arrow table whose score is decimal128",
             code="import pyarrow as pa, decimal, rankagg\nt = pa.table({'run': ['a', 'b'], 'q_id': ['1', '1'], 'doc_id': ['x', 'x'], "
                  "'score': pa.array([decimal.Decimal('1.5'), decimal.Decimal('2')], pa.decimal128(5, 2))})\n"
                  "f = t.set_column(3, 'score', pa.array([1.5, 2.0]))\n"
                  "print('same' if rankagg.fuse(t, 'combsum').equals(rankagg.fuse(f, 'combsum')) else 'differ')",
             expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: a finite Decimal is the double its text reads as (the fifth bar, u5i)"),
        Case("r45_ranx_names_twice", G, "rankagg.fuse of two ranx Runs both named 'bm25' (a list: names from .name)",
             code="import rankagg\nfrom ranx import Run\na = Run({'1': {'x': 1.0}}, name='bm25')\nb = Run({'1': {'y': 2.0}}, name='bm25')\n"
                  "r = rankagg.fuse([a, b], 'rrf')\nprint(sorted(r.to_dict()['1']))", expect="ok", check=stdout_has("['x', 'y']"), memory_gb=M,
             timeout=120, why="accepted: runs of one name in a sequence are told apart by place (bm25#1, bm25#2), both fused"),
        Case("r45_mapping_names_twice", G, "rankagg.fuse of {1: run, '1': run} (two runs named '1')",
             code="import rankagg\nprint(rankagg.fuse({1: {'q': {'x': 1.0}}, '1': {'q': {'y': 2.0}}}, 'rrf'))",
             memory_gb=M, mention=("'1'", "twice"), timeout=T, fast=True),
    ]


THIRD_BAR_FILES = "45 Unseen inputs: a third bar, files and commands"
_PART_A = {"q_id": ["1", "1", "2"], "doc_id": ["a", "b", "a"], "score": [2.0, 1.0, 3.0], "run": ["x", "x", "x"]}
_PART_B = {"q_id": ["1", "1", "2"], "doc_id": ["b", "c", "a"], "score": [5.0, 4.0, 1.0], "run": ["y", "y", "y"]}
_STRAY = {"q_id": ["1"], "doc_id": ["zz"], "score": [9.0], "run": ["z"]}


def _parts(folder: str, parts: dict[str, Callable[[object], dict] | dict]) -> Callable[[Path], None]:
    """A folder of Parquet part files: ``parts`` maps a relative file name to its columns (or a function of
    pyarrow giving them); a name ending in ``/`` is an empty subfolder, a ``bytes`` value a raw file."""
    def make(root: Path) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        for name, cols in parts.items():
            p = root / folder / name
            p.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(cols, bytes):
                p.write_bytes(cols)
            else:
                pq.write_table(pa.table(cols(pa) if callable(cols) else cols), p)
    return make


def _no_doc(doc: str, name: str = "o.run") -> Callable[[str, Path], bool]:
    """The output holds no line of document ``doc`` (a file that must not have been read)."""
    return lambda out, f: (f / name).is_file() and all(l.split()[2] != doc for l in (f / name).read_text().splitlines())


def _json_has(key: str, value: float) -> Callable[[str, Path], bool]:
    return lambda out, f: abs(json.loads(out)[key] - value) < 1e-12


def _same_files(a: str, b: str) -> Callable[[str, Path], bool]:
    return lambda out, f: (f / a).read_bytes() == (f / b).read_bytes()


# the fused run o.run read back in trec_eval's order (score descending as a double, then docid descending) is in
# the order of its rank column, and o.run.gz and o.parquet (the same fusion) read back to the same lines
_READ_BACK = """
import subprocess, sys
from rankagg.io import read_trec_run
import pyarrow.parquet as pq
for out in ('o.run', 'o.run.gz', 'o.parquet'):
    subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', '--method', '{method}', '--quiet', '-o', out], check=True)
rows = [l.split() for l in open('o.run').read().splitlines()]
ok = True
for q in sorted({{r[0] for r in rows}}):
    mine = [r for r in rows if r[0] == q]
    trec = sorted(mine, key=lambda r: (-float(r[4]), tuple(-ord(c) for c in r[2])))
    ok &= [r[2] for r in trec] == [r[2] for r in sorted(mine, key=lambda r: int(r[3]))]
t, g = read_trec_run('o.run'), read_trec_run('o.run.gz')
ok &= t.docids.tolist() == g.docids.tolist() and (t.ranks == g.ranks).all()
p = pq.read_table('o.parquet').to_pylist()
ok &= [(str(r['q_id']), str(r['doc_id']), float(r['score'])) for r in p] == [(r[0], r[2], float(r[4])) for r in rows]
print('reads back' if ok else 'differs')
"""
_TIED = {"a.run": "1 Q0 a 1 1.0 t\n1 Q0 b 2 1.0 t\n1 Q0 c 3 1.0 t\n2 Q0 a 1 5.0 t\n2 Q0 d 2 5.0 t\n",
         "b.run": "1 Q0 c 1 1.0 u\n1 Q0 b 2 1.0 u\n1 Q0 a 3 1.0 u\n2 Q0 d 1 2.0 u\n2 Q0 a 2 2.0 u\n"}
_EXP = ('title = "t"\ndatasets = ["MQ2008-small"]\nselect_by = "MeanNDCG"\n{extra}[[rows]]\nlabel = "b"\n'
        'method = "borda"\nfixed = {{}}\ngrid = {{}}\n')


SEVENTH_SHAPES = "45 Unseen inputs: a seventh bar, the shapes users bring"
#: the three runs and qrels of the seventh bar's shapes, as plain TREC text (the reference every shape is held to)
_U7S_QRELS = "1 0 a 1\n1 0 b 0\n2 0 d 2\n2 0 e 1\n"


def _u7s_same_stdout(reference: dict[str, str | bytes], argv: list[str]) -> Callable[[str, Path], bool]:
    """The case's standard output equals what ``rankagg *argv`` prints in a fresh folder holding ``reference``
    (the same content written the ordinary way: plain TREC text under ordinary names)."""
    def check(out: str, folder: Path) -> bool:
        with tempfile.TemporaryDirectory() as tmp:
            for n, content in reference.items():
                (Path(tmp) / n).write_bytes(content if isinstance(content, bytes) else content.encode())
            ref = subprocess.run([sys.executable, "-m", "rankagg.cli", *argv], cwd=tmp, check=True, capture_output=True,
                                 text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
            return out == ref.stdout and out.strip() != ""
    return check


def _u7s_archive(kind: str, name: str, text: str) -> bytes:
    """``text`` as the file ``name`` inside a zip or a gzipped tar archive (what a download of a run often is)."""
    import io
    import tarfile
    import zipfile

    buf = io.BytesIO()
    if kind == "zip":
        with zipfile.ZipFile(buf, "w") as z:
            z.writestr(name, text)
    else:
        with tarfile.open(fileobj=buf, mode="w:gz") as t:
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size, info.mtime = len(data), 0
            t.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def _u7s_compressed(kind: str, text: str) -> bytes:
    """``text`` compressed by bzip2, xz or LZ4 (ranx's ``Run.save(kind='lz4')``), or Zstandard (a frame written by
    ``zstd`` 1.5, stored: the module is not installed everywhere)."""
    import bz2
    import lzma

    if kind == "bz2":
        return bz2.compress(text.encode())
    if kind == "xz":
        return lzma.compress(text.encode())
    if kind == "lz4":
        import lz4.frame  # ranx's own dependency

        return bytes(lz4.frame.compress(text.encode()))
    assert text == _U7S_QRELS[:24]
    return b"(\xb5/\xfd\x04X\xc1\x00\x001 0 a 1\n1 0 b 0\n2 0 d 2\nG\xa4\xcd\x05"


def seventh_bar_shapes_cases() -> list[Case]:
    """Issue 45's seventh bar: the files the field's other tools write, handed to rankagg as they come (Anserini and
    Pyserini runs and their TSV forms, MS MARCO's 'qid pid rank', BEIR and ranx JSON, PyTerrier and polars frames
    saved as CSV or Parquet, Elasticsearch and Vespa responses, compressed and archived runs, the qrels of BEIR,
    ir_datasets and MS MARCO, prels, R's gene-list CSV, arena battles with both kinds of tie) and files whose name
    says another kind than their content, or one kind given where another is expected.  Each is read right (its
    answer held to the same content as plain TREC text, or to the other tool's own reading: ir_measures, ranx,
    pytrec_eval) or refused with the reason it was not recognised, naming the file (and the line where there is
    one).  Within seconds, under 4 GiB."""
    G, M, T = SEVENTH_SHAPES, 4.0, 60
    tab = RUN.replace(" ", "\t")
    tab2 = RUN2.replace(" ", "\t")
    ab = {"a.run": RUN, "b.run": RUN2}
    fuse_ab = ["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"]
    ev_a = ["evaluate", "--qrels", "q.txt", "a.run", "--measures", "P@1", "AP", "nDCG@3", "--json"]
    beir = json.dumps({"1": {"a": 3.0, "b": 2.0, "c": 1.0}, "2": {"a": 2.0, "d": 1.0}})
    es = json.dumps({"took": 3, "timed_out": False, "hits": {"total": {"value": 2, "relation": "eq"}, "max_score": 3.0,
                                                             "hits": [{"_index": "i", "_id": "a", "_score": 3.0},
                                                                      {"_index": "i", "_id": "b", "_score": 2.0}]}})
    vespa = json.dumps({"root": {"id": "toplevel", "relevance": 1.0, "fields": {"totalCount": 2},
                                 "children": [{"id": "id:ns:doc::a", "relevance": 3.0, "source": "c"},
                                              {"id": "id:ns:doc::b", "relevance": 2.0, "source": "c"}]}})
    msmarco = "1\ta\t1\n1\tb\t2\n1\tc\t3\n2\ta\t1\n2\td\t2\n"
    pt_csv = "qid,docno,score,rank\n1,a,3.0,0\n1,b,2.0,1\n1,c,1.0,2\n2,a,2.0,0\n2,d,1.0,1\n"
    long_csv = "qid,docid,score,run\n1,a,3.0,t\n1,b,2.0,t\n1,c,1.0,t\n2,a,2.0,t\n2,d,1.0,t\n"
    # the shapes a qrels file takes in the field (the judgements of _U7S_QRELS)
    irm = ("import json, rankagg, ir_measures\nfrom ir_measures import AP, nDCG, P\n"
           "def near(a, b):\n    return abs(a - b) <= 1e-12\n"
           "def held(got, want):\n    print('same' if got.keys() == {str(m) for m in want} and all(near(got[str(m)], v) for m, v in want.items()) "
           "else f'differ {got} {want}')\n")
    ok_api = lambda id, what, code, why, files: Case(id, G, what, code=irm + code, files=files, expect="ok",  # noqa: E731
                                                     check=stdout_has("same"), memory_gb=M, timeout=T, why=why)
    bad_api = lambda id, what, code, mention, files, why="": Case(id, G, what, code=irm + code, files=files,  # noqa: E731
                                                                  mention=mention, memory_gb=M, timeout=T, why=why)

    def refused(id: str, what: str, name: str, mention: tuple[str, ...], why: str = "", files: dict | None = None) -> Case:
        """``rankagg fuse NAME --method rrf -o o.run``, refused naming each of ``mention``, writing nothing."""
        return Case(id, G, what, argv=["fuse", name, "--method", "rrf", "--quiet", "-o", "o.run"], files=files or {},
                    mention=mention, outputs=("o.run",), memory_gb=M, timeout=T, why=why)

    def fused_and_evaluated(stem: str, what: str, name: str, content: str, mention: tuple[str, ...], why: str) -> list[Case]:
        """The file ``name`` given to ``rankagg fuse`` (refused naming ``mention``) and to ``rankagg evaluate`` (refused
        naming the file's first line)."""
        return [refused(stem + "_fuse", what + ", given to fuse", name, mention, why, {name: content}),
                Case(stem + "_evaluate", G, what + ", given to evaluate", argv=["evaluate", "--qrels", "q.txt", name],
                     files={name: content, "q.txt": _U7S_QRELS}, mention=(f"{name}:1",), memory_gb=M, timeout=T, why=why)]
    return [
        # ------------------------------------------------------------ runs under a table's name (the recognisers)
        Case("u7s_trec_tabs_named_tsv_fuse", G, "two TREC runs with tab separators named a.tsv and b.tsv (as Anserini "
             "users save them), fused to o.run", argv=["fuse", "a.tsv", "b.tsv", "--method", "rrf", "--quiet", "-o", "o.run"],
             files={"a.tsv": tab, "b.tsv": tab2}, expect="ok", check=_same_as(ab, fuse_ab, "o.run"), memory_gb=M, timeout=T,
             why="accepted: TREC run lines are a run whatever the file's name (trec_eval and rankagg evaluate read them); "
                 "a .tsv is a table of gene lists only when its lines are not TREC run lines"),
        Case("u7s_trec_named_csv_fuse_one", G, "one TREC run (blank separated) named bm25.csv, fused with RRF",
             argv=["fuse", "bm25.csv", "--method", "rrf", "--quiet", "-o", "o.run"], files={"bm25.csv": RUN}, expect="ok",
             check=_same_as({"a.run": RUN}, ["fuse", "a.run", "--method", "rrf", "--quiet", "-o", "o.run"], "o.run"),
             memory_gb=M, timeout=T, why="accepted: TREC run lines are a run whatever the file's name"),
        Case("u7s_trec_tabs_named_tsv_evaluate", G, "rankagg evaluate of the tab-separated run named a.tsv",
             argv=["evaluate", "--qrels", "q.txt", "a.tsv", "--measures", "P@1", "AP", "nDCG@3", "--json"],
             files={"a.tsv": tab, "q.txt": _U7S_QRELS}, expect="ok",
             check=_u7s_same_stdout({"a.run": RUN, "q.txt": _U7S_QRELS}, ev_a), memory_gb=M, timeout=T,
             why="accepted: trec_eval reads tab separators; the name is no part of the format"),
        refused("u7s_header_only_trec_tsv_fuse", "a run named h.tsv holding only a header 'qid Q0 docid rank score tag' "
                "(pandas' to_csv(sep='\\t') of an empty frame)", "h.tsv", ("h.tsv:1",),
                why="trec_eval fails too (score 'score' is no number)", files={"h.tsv": "qid\tQ0\tdocid\trank\tscore\ttag\n"}),
        # ------------------------------------------------------------ MS MARCO, PyTerrier, polars: runs of other layouts
        *fused_and_evaluated("u7s_msmarco_run_tsv", "an MS MARCO run 'qid<TAB>pid<TAB>rank' (no score) named run.tsv",
                             "run.tsv", msmarco, ("run.tsv:1", "score"), "trec_eval fails too (three fields, no score)"),
        *fused_and_evaluated("u7s_pyterrier_csv", "a PyTerrier result frame saved by to_csv (qid,docno,score,rank)", "pt.csv",
                             pt_csv, ("pt.csv:1", "qid"), "trec_eval fails too (a header line of four comma-separated "
                             "fields); the frame itself is read in Python"),
        refused("u7s_long_frame_csv_fuse", "a long run frame written by polars' write_csv (qid,docid,score,run) given to fuse",
                "r.csv", ("r.csv:1", "qid"), files={"r.csv": long_csv},
                why="trec_eval fails too (a header line, comma separated); the frame itself is read in Python"),
        Case("u7s_pyterrier_parquet_fuse", G, "a PyTerrier frame saved by to_parquet (qid, Terrier's integer docid, docno, "
             "score, rank; no run column)", argv=["fuse", "pt.parquet", "--method", "rrf", "--quiet", "-o", "o.run"],
             setup=_table("pt.parquet", lambda pa: {"qid": ["1", "1", "2"], "docid": [10, 11, 12], "docno": ["a", "b", "d"],
                                                   "score": [3.0, 2.0, 1.0], "rank": [0, 1, 0]}),
             mention=("pt.parquet", "run"), outputs=("o.run",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ JSON results of other tools
        refused("u7s_beir_results_json_fuse", "BEIR's results JSON {qid: {docid: score}} (also ranx's Run.save) given to fuse",
                "r.json", ("r.json", "JSON"), files={"r.json": beir}),
        bad_api("u7s_beir_results_json_api_fuse", "rankagg.fuse(['r.json'], 'rrf') of BEIR's results JSON (the CLI says "
                "it is JSON)", "rankagg.fuse(['r.json'], 'rrf')", ("r.json", "JSON"), {"r.json": beir}),
        bad_api("u7s_beir_results_json_api_evaluate", "rankagg.evaluate('r.json', 'q.txt') of BEIR's results JSON",
                "rankagg.evaluate('r.json', 'q.txt', ['P@1'])", ("r.json", "JSON"), {"r.json": beir, "q.txt": _U7S_QRELS}),
        refused("u7s_json_named_tsv_fuse", "BEIR's results JSON saved under the name r.tsv", "r.tsv", ("r.tsv:1", "JSON"),
                files={"r.tsv": beir}),
        refused("u7s_es_response_json_fuse", "an Elasticsearch _search response saved as es.json given to fuse", "es.json",
                ("es.json", "JSON"), files={"es.json": es}),
        refused("u7s_vespa_response_named_run_fuse", "a Vespa result JSON (root.children[].relevance) saved as v.run", "v.run",
                ("v.run:1",), why="trec_eval fails too (not six fields)", files={"v.run": vespa}),
        ok_api("u7s_ranx_saved_trec_evaluate", "a run as ranx's Run.save(kind='trec') writes it (ranx 0.3's text, stored: "
               "importing ranx costs 20 s) evaluated by rankagg and by ir_measures (pytrec_eval): nDCG@3, AP, P@2",
               "want = ir_measures.calc_aggregate([nDCG@3, AP, P@2], ir_measures.read_trec_qrels('q.txt'), ir_measures.read_trec_run('r.trec'))\n"
               "held(rankagg.evaluate('r.trec', 'q.txt', ['nDCG@3', 'AP', 'P@2']), want)",
               "accepted: ranx's TREC file is TREC text, one value whichever tool reads it",
               {"q.txt": _U7S_QRELS, "r.trec": "1 Q0 a 1 3.0 bm25\n1 Q0 b 2 2.0 bm25\n1 Q0 c 3 1.0 bm25\n2 Q0 a 1 2.0 bm25\n"
                                               "2 Q0 d 2 1.0 bm25\n2 Q0 e 3 0.5 bm25\n"}),
        # ------------------------------------------------------------ compressed and archived runs
        refused("u7s_bzip2_run_fuse", "a run compressed by bzip2 (a.run.bz2) given to fuse", "a.run.bz2", ("a.run.bz2", "bzip2"),
                why="trec_eval fails too (binary data); rankagg reads plain and gzip text",
                files={"a.run.bz2": _u7s_compressed("bz2", RUN)}),
        Case("u7s_xz_run_evaluate", G, "a run compressed by xz (a.run.xz) given to evaluate",
             argv=["evaluate", "--qrels", "q.txt", "a.run.xz"], files={"a.run.xz": _u7s_compressed("xz", RUN), "q.txt": _U7S_QRELS},
             mention=("a.run.xz", "compress"), memory_gb=M, timeout=T, why="trec_eval fails too (binary data)"),
        Case("u7s_zstd_qrels_evaluate", G, "qrels compressed by zstd (q.txt.zst) given as --qrels",
             argv=["evaluate", "--qrels", "q.txt.zst", "a.run"], files={"a.run": RUN, "q.txt.zst": _u7s_compressed("zst", _U7S_QRELS[:24])},
             mention=("q.txt.zst", "Zstandard"), memory_gb=M, timeout=T, why="trec_eval fails too (binary data)"),
        refused("u7s_lz4_ranx_run_fuse", "a run saved by ranx as LZ4-compressed JSON (Run.save('r.lz4', kind='lz4'))", "r.lz4",
                ("r.lz4", "LZ4"), files={"r.lz4": _u7s_compressed("lz4", beir)}),
        Case("u7s_zip_run_fuse", G, "a run inside a zip archive (a.run.zip, as a download gives it)",
             argv=["fuse", "a.run.zip", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"],
             files={"a.run.zip": _u7s_archive("zip", "a.run", RUN), "b.run": RUN2}, mention=("a.run.zip", "archive"),
             outputs=("o.run",), memory_gb=M, timeout=T, why="trec_eval fails too (binary data)"),
        refused("u7s_tar_gz_run_fuse", "a run inside a gzipped tar archive (runs.tar.gz holding a.run)", "runs.tar.gz",
                ("runs.tar.gz", "archive"), why="trec_eval fails too (a tar header is no run line)",
                files={"runs.tar.gz": _u7s_archive("tar", "a.run", RUN)}),
        Case("u7s_bzip2_preflib_fuse", G, "a PrefLib election compressed by bzip2 (e.soc.bz2, as PrefLib's archives hold them)",
             argv=["fuse", "e.soc.bz2", "--quiet", "-o", "o.run"],
             files={"e.soc.bz2": _u7s_compressed("bz2", "# NUMBER ALTERNATIVES: 2\n# NUMBER VOTERS: 1\n1: 1,2\n")},
             mention=("e.soc.bz2", "bzip2"), outputs=("o.run",), memory_gb=M, timeout=T),
        Case("u7s_bom_crlf_tabs_evaluate", G, "a run saved on Windows: UTF-8 BOM, CRLF line ends, tab separators",
             argv=["evaluate", "--qrels", "q.txt", "a.run", "--measures", "P@1", "AP", "nDCG@3", "--json"],
             files={"a.run": "\ufeff" + tab.replace("\n", "\r\n"), "q.txt": _U7S_QRELS}, expect="ok",
             check=_u7s_same_stdout({"a.run": RUN, "q.txt": _U7S_QRELS}, ev_a), memory_gb=M, timeout=T,
             why="accepted: a leading BOM is dropped (with a warning), CR before LF ends the line, tabs separate"),
        Case("u7s_no_extension_run_fuse", G, "a TREC run with no extension at all ('bm25'), fused with RRF",
             argv=["fuse", "bm25", "--method", "rrf", "--quiet", "-o", "o.run"], files={"bm25": RUN}, expect="ok",
             check=_same_as({"a.run": RUN}, ["fuse", "a.run", "--method", "rrf", "--quiet", "-o", "o.run"], "o.run"),
             memory_gb=M, timeout=T, why="accepted: recognised by its content, as trec_eval reads any name"),
        refused("u7s_csv_named_parquet_fuse", "a long run table saved as CSV under the name r.parquet", "r.parquet",
                ("r.parquet", "Parquet"), files={"r.parquet": long_csv}),
        # ------------------------------------------------------------ qrels of the field
        Case("u7s_beir_qrels_tsv", G, "BEIR's qrels qrels/test.tsv (header 'query-id corpus-id score', three columns)",
             argv=["evaluate", "--qrels", "test.tsv", "a.run"], files={"a.run": RUN, "test.tsv":
             "query-id\tcorpus-id\tscore\n1\ta\t1\n1\tb\t0\n2\td\t2\n"}, mention=("test.tsv:1",), memory_gb=M, timeout=T,
             why="trec_eval fails too (a qrels line has four fields)"),
        Case("u7s_irds_qrels_csv_header", G, "qrels exported from ir_datasets by pandas (header query_id,doc_id,relevance,iteration)",
             argv=["evaluate", "--qrels", "q.csv", "a.run"], files={"a.run": RUN, "q.csv":
             "query_id,doc_id,relevance,iteration\n1,a,1,0\n1,b,0,0\n2,d,2,0\n"}, mention=("q.csv:1",), memory_gb=M, timeout=T,
             why="trec_eval fails too (one comma-separated field)"),
        ok_api("u7s_msmarco_qrels_tabs", "MS MARCO's qrels.dev.tsv ('qid<TAB>0<TAB>pid<TAB>1') against ir_measures' reading",
               "want = ir_measures.calc_aggregate([P@1, AP, nDCG@3], ir_measures.read_trec_qrels('qrels.dev.tsv'), ir_measures.read_trec_run('a.run'))\n"
               "held(rankagg.evaluate('a.run', 'qrels.dev.tsv', ['P@1', 'AP', 'nDCG@3']), want)",
               "accepted: the qrels are TREC qrels with tab separators, whatever the name",
               {"a.run": RUN, "qrels.dev.tsv": _U7S_QRELS.replace(" ", "\t")}),
        ok_api("u7s_qrels_iteration_text", "qrels whose iteration column is text ('Q0', 'iter1'), against ir_measures' reading",
               "want = ir_measures.calc_aggregate([P@1, AP, nDCG@3], ir_measures.read_trec_qrels('q.txt'), ir_measures.read_trec_run('a.run'))\n"
               "held(rankagg.evaluate('a.run', 'q.txt', ['P@1', 'AP', 'nDCG@3']), want)",
               "accepted: trec_eval never reads the iteration column",
               {"a.run": RUN, "q.txt": "1 Q0 a 1\n1 iter1 b 0\n2 Q0 d 2\n2 Q0 e 1\n"}),
        Case("u7s_prels_as_qrels", G, "a TREC Million Query prels file (qid docid rel method prob) given as --qrels",
             argv=["evaluate", "--qrels", "p.txt", "a.run"], files={"a.run": RUN, "p.txt": "1 a 1 0 0.5\n1 b 0 0 0.5\n2 d 2 1 0.3\n"},
             mention=("p.txt:1",), memory_gb=M, timeout=T, why="trec_eval fails too (prels are statAP's input, five fields)"),
        ok_api("u7s_irds_trecqrel_namedtuples", "ir_datasets TrecQrel namedtuples (iteration 'Q0' and '0') against ir_measures",
               "from ir_datasets.formats import TrecQrel\n"
               "Q = [TrecQrel('1', 'a', 1, 'Q0'), TrecQrel('1', 'b', 0, '0'), TrecQrel('2', 'd', 2, '0'), TrecQrel('2', 'e', 1, 'Q0')]\n"
               "want = ir_measures.calc_aggregate([P@1, AP, nDCG@3], Q, ir_measures.read_trec_run('a.run'))\n"
               "held(rankagg.evaluate('a.run', Q, ['P@1', 'AP', 'nDCG@3']), want)",
               "accepted: ir_datasets' qrels rows are read as their fields", {"a.run": RUN}),
        ok_api("u7s_irds_genericqrel_namedtuples", "ir_datasets GenericQrel namedtuples (no iteration) against ir_measures",
               "from ir_datasets.formats import GenericQrel\n"
               "Q = [GenericQrel('1', 'a', 1), GenericQrel('1', 'b', 0), GenericQrel('2', 'd', 2), GenericQrel('2', 'e', 1)]\n"
               "want = ir_measures.calc_aggregate([P@1, AP, nDCG@3], Q, ir_measures.read_trec_run('a.run'))\n"
               "held(rankagg.evaluate('a.run', Q, ['P@1', 'AP', 'nDCG@3']), want)",
               "accepted: ir_datasets' qrels rows are read as their fields", {"a.run": RUN}),
        # ------------------------------------------------------------ one kind given where another is expected
        Case("u7s_qrels_given_as_run_evaluate", G, "a qrels file given as the run (rankagg evaluate --qrels q.txt j.txt)",
             argv=["evaluate", "--qrels", "q.txt", "j.txt"], files={"q.txt": _U7S_QRELS, "j.txt": _U7S_QRELS},
             mention=("j.txt:1", "4"), memory_gb=M, timeout=T, why="trec_eval fails too (a run line has six fields)"),
        Case("u7s_run_given_as_qrels_evaluate", G, "a run given as the qrels (--qrels b.run)",
             argv=["evaluate", "--qrels", "b.run", "a.run"], files=ab, mention=("b.run:1", "6"), memory_gb=M, timeout=T,
             why="trec_eval fails too (a qrels line has four fields)"),
        Case("u7s_qrels_given_as_run_fuse", G, "a qrels file given to fuse as a run", argv=["fuse", "q.txt", "--method", "rrf",
             "--quiet", "-o", "o.run"], files={"q.txt": _U7S_QRELS}, mention=("q.txt:1",), outputs=("o.run",), memory_gb=M,
             timeout=T, why="trec_eval fails too (a run line has six fields)"),
        ok_api("u7s_qrels_dict_given_as_run_api", "rankagg.evaluate(qrels_dict, qrels_dict): BEIR's loaded qrels (integer "
               "grades) given as the run: P@1 1, nDCG@3 1 (the judgements ranked by grade are the ideal ranking)",
               "Q = {'1': {'a': 1, 'b': 0}, '2': {'d': 2, 'e': 1}}\nr = rankagg.evaluate(Q, Q, ['P@1', 'nDCG@3'])\n"
               "print('same' if r == {'P@1': 1.0, 'nDCG@3': 1.0} else f'differ {r}')",
               "accepted: a mapping of integer scores is a legal run (ranx and pytrec_eval take it too); measured as one, "
               "the value is right", {}),
        # ------------------------------------------------------------ preference and list data of other tools
        Case("u7s_r_write_csv_row_names", G, "R's write.csv(m) of a gene-list matrix: the first column is the row names "
             "under an empty header, NA padding", argv=["fuse", "l.csv", "--quiet", "-o", "o.csv"],
             files={"l.csv": '"","L1","L2","L3"\n"1","TP53","MYC","TP53"\n"2","MYC","TP53","EGFR"\n"3","EGFR",NA,"MYC"\n'
                             '"4","BRCA1",NA,NA\n'}, mention=("l.csv:1",), outputs=("o.csv",), memory_gb=M, timeout=T),
        Case("u7s_r_rra_lists_of_lengths", G, "RobustRankAggreg's glist of three lists of lengths 4, 2, 3 written by "
             "write.csv(row.names = FALSE), NA padded: RRA's scores against R's aggregateRanks (TP53 0.375; MYC, EGFR, BRCA1 1)",
             argv=["fuse", "l.csv", "--quiet", "-o", "o.csv"],
             files={"l.csv": '"L1","L2","L3"\n"TP53","MYC","TP53"\n"MYC","TP53","EGFR"\n"EGFR",NA,"MYC"\n"BRCA1",NA,NA\n'},
             expect="ok", check=_sig_like_r([("TP53", 0.375), ("MYC", 1.0), ("EGFR", 1.0), ("BRCA1", 1.0)], "o.csv"),
             memory_gb=M, timeout=T, why="accepted: R's CSV of lists is the gene-list table; rho as aggregateRanks computes it"),
        Case("u7s_arena_ties_bothbad_borda", G, "a Chatbot Arena battle CSV (model_a, model_b, winner) with 'tie' and "
             "'tie (bothbad)', counted by borda_wins: A 2.5, C 1, B 0.5 (a tie is half a win)",
             argv=["fuse", "arena.csv", "--method", "borda_wins", "--bootstrap", "0", "--quiet", "-o", "o.csv"],
             files={"arena.csv": "model_a,model_b,winner\nA,B,model_a\nB,C,tie\nA,C,tie (bothbad)\nC,A,model_b\n"},
             expect="ok", check=_u5g_table("o.csv", {"A": 2.5, "C": 1.0, "B": 0.5}), memory_gb=M, timeout=T,
             why="accepted: both ties are ties, as the arena's own Elo and Bradley-Terry count them"),
        Case("u7s_kaggle_winner_loser_json", G, "a pairwise table as JSON lines {winner, loser} (Kaggle's LLM-arena form) "
             "given to fuse", argv=["fuse", "w.jsonl", "--quiet", "-o", "o.csv"],
             files={"w.jsonl": '{"winner": "A", "loser": "B"}\n{"winner": "B", "loser": "C"}\n'},
             mention=("w.jsonl", "outcome"), outputs=("o.csv",), memory_gb=M, timeout=T),
        # ------------------------------------------------------------ empty files of each kind
        refused("u7s_empty_json_run", "an empty r.json (a results dump that failed) given to fuse", "r.json", ("r.json",),
                files={"r.json": ""}),
        refused("u7s_empty_tsv_fuse", "an empty run.tsv given to fuse to o.run", "run.tsv", ("run.tsv", "empty"),
                files={"run.tsv": ""}),
    ]


def third_bar_files_cases() -> list[Case]:
    """Issue 45's third bar (files and commands): every subcommand given files a stranger would hand it (qrels,
    LETOR, gzip, Parquet folders, comparison tables and PrefLib, weights, models, result records, experiment
    files) and every kind of output path.  Each must be a right answer or an error naming the file and line,
    within seconds, under 4 GiB."""
    G, M, T = THIRD_BAR_FILES, 4.0, 60
    runs = {"a.run": RUN, "b.run": RUN2}
    ev = ["evaluate", "--qrels", "q.txt", "a.run"]
    fw = ["fuse", "a.run", "b.run", "--method", "combsum", "--weights"]
    fusion = {"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None}
    soc_head = SOC.split("2: 1,2,3")[0]
    return [
        # ---------------------------------------------------------------- qrels
        Case("u3f_qrels_negative_grades", G, "qrels with grades -1 and -2 (TREC Web): P@2 and AP as trec_eval",
             argv=ev + ["--measures", "P@2", "AP", "--json"], files={**runs, "q.txt": "1 0 a 1\n1 0 b -1\n2 0 d -2\n2 0 e 1\n"},
             expect="ok", check=lambda out, f: _json_has("P@2", 0.25)(out, f) and _json_has("AP", 0.5)(out, f),
             memory_gb=M, timeout=T, why="accepted: trec_eval reads a negative grade as judged, not relevant (P@2 1/4, AP 1/2 by hand)"),
        Case("u3f_qrels_judged_twice_differently", G, "qrels judging document a of query 1 twice, 1 then 0",
             argv=ev, files={**runs, "q.txt": "1 0 a 1\n1 0 b 1\n1 0 a 0\n2 0 d 2\n"}, memory_gb=M,
             mention=("q.txt:3", "twice"), timeout=T, why="wrong: which grade counts depends on the reader's order"),
        Case("u3f_qrels_three_columns", G, "qrels of three columns 'qid docid rel' (no iteration column)", argv=ev,
             files={**runs, "q.txt": "1 a 1\n1 b 0\n2 d 2\n"}, memory_gb=M, mention=("q.txt:1", "4 fields"), timeout=T,
             why="trec_eval fails too (a qrels line has four fields)"),
        Case("u3f_qrels_five_columns", G, "qrels of five columns (a trailing note per judgement)", argv=ev,
             files={**runs, "q.txt": "1 0 a 1 x\n1 0 b 0 y\n2 0 d 2 z\n"}, memory_gb=M, mention=("q.txt:1", "4 fields"), timeout=T,
             why="trec_eval fails too (a qrels line has four fields)"),
        Case("u3f_qrels_iteration_nonzero", G, "qrels whose iteration column is 7, 3, 9 (never 0)",
             argv=ev + ["--measures", "P@2", "--json"], files={**runs, "q.txt": "1 7 a 1\n1 3 b 0\n2 9 d 2\n"},
             expect="ok", check=_json_has("P@2", 0.5), memory_gb=M, timeout=T,
             why="accepted: trec_eval never reads the iteration column (P@2 1/2 by hand)"),
        Case("u3f_qrels_gzip_members", G, "gzipped qrels of two concatenated members (cat a.gz b.gz)",
             argv=ev + ["--measures", "P@1", "--json"], files={**runs, "q.txt": gz("1 0 a 1\n") + gz("2 0 d 2\n")},
             expect="ok", check=_json_has("P@1", 0.5), memory_gb=M, timeout=T,
             why="accepted: gzip reads every member (both judgements: P@1 1/2 by hand)"),
        Case("u3f_qrels_gzip_truncated", G, "gzipped qrels cut before their end", argv=ev,
             files={**runs, "q.txt": gz(QRELS * 50)[:-12]}, memory_gb=M, mention=("q.txt",), timeout=T,
             why="wrong: the judgements after the cut would be missing"),
        # ---------------------------------------------------------------- LETOR
        Case("u3f_letor_qid_gap", G, "a LETOR file whose qids jump (10, then 12)", argv=["fuse", "--letor", "l.txt", "--method", "borda", "-o", "o.txt"],
             files={"l.txt": "0 qid:10 1:3 2:1 #docid = A\n2 qid:10 1:1 2:5 #docid = B\n1 qid:12 1:2 2:1 #docid = C\n0 qid:12 1:1 2:2 #docid = D\n"},
             expect="ok", check=lambda out, f: len((f / "o.txt").read_text().split()) == 4, memory_gb=M, timeout=T,
             why="accepted: a qid is a name, not a position"),
        Case("u3f_letor_feature_zero", G, "a LETOR file numbering its rankers from 0 (0:3 1:1)",
             argv=["fuse", "--letor", "l.txt", "-o", "o.txt"], files={"l.txt": "0 qid:10 0:3 1:1 #docid = A\n2 qid:10 0:1 1:5 #docid = B\n"},
             memory_gb=M, mention=("l.txt:1", "index 0"), outputs=("o.txt",), timeout=T),
        Case("u3f_letor_feature_twice", G, "a LETOR line giving ranker 1 twice (1:3 1:1)", argv=["fuse", "--letor", "l.txt", "-o", "o.txt"],
             files={"l.txt": "0 qid:10 1:3 1:1 #docid = A\n2 qid:10 1:1 1:5 #docid = B\n"}, memory_gb=M,
             mention=("l.txt:1",), outputs=("o.txt",), timeout=T),
        Case("u3f_letor_feature_huge", G, "a LETOR line with ranker 99999999999", argv=["fuse", "--letor", "l.txt", "-o", "o.txt"],
             files={"l.txt": "0 qid:10 1:3 99999999999:1 #docid = A\n2 qid:10 1:1 99999999999:5 #docid = B\n"}, memory_gb=M,
             mention=("l.txt:1", "99999999999"), outputs=("o.txt",), timeout=T),
        Case("u3f_letor_comment_line", G, "a LETOR file opening with a '# ...' comment line", argv=["fuse", "--letor", "l.txt", "-o", "o.txt"],
             files={"l.txt": "# exported by svmlight\n" + LETOR}, memory_gb=M, mention=("l.txt:1",), outputs=("o.txt",), timeout=T),
        Case("u3f_letor_qid_interleaved", G, "a LETOR file whose query 10 comes back after query 11",
             argv=["fuse", "--letor", "l.txt", "-o", "o.txt"],
             files={"l.txt": "0 qid:10 1:3 2:1 #docid = A\n1 qid:11 1:1 2:5 #docid = B\n2 qid:10 1:2 2:2 #docid = C\n"},
             memory_gb=M, mention=("l.txt:3", "qid 10"), outputs=("o.txt",), timeout=T),
        Case("u3f_letor_gzip_garbage", G, "a gzipped LETOR file followed by text", argv=["fuse", "--letor", "l.txt.gz", "-o", "o.txt"],
             files={"l.txt.gz": gz(LETOR) + b"trailing text\n"}, memory_gb=M, mention=("l.txt.gz",), outputs=("o.txt",), timeout=T),
        # ---------------------------------------------------------------- gzip runs
        Case("u3f_gzip_members", G, "a gzipped run of two concatenated members: the same fusion as the plain run",
             code="import subprocess, sys\nfor a, o in (('a.run', 'p.run'), ('a.run.gz', 'g.run')):\n"
                  "    subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', a, 'b.run', '--quiet', '-o', o], check=True)\n"
                  "print('same' if open('p.run').read() == open('g.run').read() else 'differs')",
             files={**runs, "a.run.gz": gz(RUN[:30]) + gz(RUN[30:])}, expect="ok", check=stdout_has("same"), memory_gb=M, timeout=T,
             why="accepted: gzip reads every member"),
        Case("u3f_gzip_trailing_garbage", G, "a gzipped run followed by text", argv=fuse("-o", "o.run", runs=("a.run.gz", "b.run")),
             files={**runs, "a.run.gz": gz(RUN) + b"garbage\n"}, memory_gb=M, mention=("a.run.gz",), outputs=("o.run",), timeout=T,
             why="wrong: what follows the stream is no run (gzip -d fails too)"),
        Case("u3f_gzip_trailing_zeros", G, "a gzipped run padded with 100 NUL bytes (a tape or block device's padding)",
             argv=fuse("-o", "o.run", runs=("a.run.gz", "b.run")), files={**runs, "a.run.gz": gz(RUN) + b"\0" * 100},
             expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T, why="accepted: gzip -d ignores trailing zeros too"),
        Case("u3f_gzip_zero_length", G, "a run a.run.gz of zero bytes (a failed download) fused with another",
             argv=fuse("-o", "o.run", runs=("a.run.gz", "b.run")), files={**runs, "a.run.gz": b""}, memory_gb=M,
             mention=("a.run.gz",), outputs=("o.run",), timeout=T, fast=True,
             why="wrong: gzip -d refuses it ('unexpected end of file'); read as an empty run, a system is dropped unseen"),
        Case("u3f_gzip_qrels_zero_length", G, "qrels q.txt.gz of zero bytes", argv=["evaluate", "--qrels", "q.txt.gz", "a.run"],
             files={**runs, "q.txt.gz": b""}, memory_gb=M, mention=("q.txt.gz",), timeout=T,
             why="trec_eval fails too (no judgements)"),
        # ---------------------------------------------------------------- Parquet folders
        Case("u3f_parquet_hidden_part", G, "a Parquet folder holding a hidden part '.p2.parquet' (an editor's or a sync's copy)",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=_parts("d", {"p0.parquet": _PART_A, "p1.parquet": _PART_B, ".p2.parquet": _STRAY}),
             expect="ok", check=_no_doc("zz"), memory_gb=M, timeout=T, fast=False,
             why="accepted as Arrow, Spark and Hive read a folder: files named '.*' or '_*' are not part of the table"),
        Case("u3f_parquet_underscore_part", G, "a Parquet folder holding '_tmp.parquet' (a writer's unfinished part)",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=_parts("d", {"p0.parquet": _PART_A, "p1.parquet": _PART_B, "_tmp.parquet": _STRAY}),
             expect="ok", check=_no_doc("zz"), memory_gb=M, timeout=T,
             why="accepted as Arrow, Spark and Hive read a folder: files named '.*' or '_*' are not part of the table"),
        Case("u3f_parquet_nested_folder", G, "a Parquet folder with part files and a subfolder of more part files",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=_parts("d", {"p0.parquet": _PART_A, "more/p1.parquet": _PART_B}), memory_gb=M,
             mention=("d/more",), outputs=("o.run",), timeout=T, fast=True),
        Case("u3f_parquet_hive", G, "a hive-partitioned folder (run=x/, run=y/: the run in the folder names)",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=_parts("d", {"run=x/p.parquet": {k: v for k, v in _PART_A.items() if k != "run"},
                                "run=y/p.parquet": {k: v for k, v in _PART_B.items() if k != "run"}}),
             expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T,
             why="accepted: a hive partition key=value/ is a column of every row below it (the reader's rule)"),
        Case("u3f_parquet_types_differ", G, "a Parquet folder whose second part has q_id as int64 (the first: strings)",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=_parts("d", {"p0.parquet": _PART_A, "p1.parquet": lambda pa: {**_PART_B, "q_id": pa.array([1, 1, 2], pa.int64())}}),
             memory_gb=M, mention=("d/p1.parquet", "q_id"), outputs=("o.run",), timeout=T),
        Case("u3f_parquet_description_outside", G, "a folder whose _rankagg.json lists '../x.parquet' (a file beside the folder)",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=lambda f: (_parts("d", {"p0.parquet": _PART_A, "../x.parquet": _STRAY})(f),
                              (f / "d" / "_rankagg.json").write_text(json.dumps({"files": [{"path": "p0.parquet"}, {"path": "../x.parquet"}]}))),
             memory_gb=M, mention=("d/_rankagg.json", "../x.parquet"), outputs=("o.run",), timeout=T),
        Case("u3f_parquet_description_no_rankers", G, "aggregate_parquet of a dataset folder whose _rankagg.json lacks ranker_names",
             code="from rankagg.io.parquet_writer import write_parquet\nfrom rankagg.io.letor import read_letor\nimport json, pathlib\n"
                  "write_parquet(read_letor('l.txt'), 'd')\nm = pathlib.Path('d/_rankagg.json')\ndoc = json.loads(m.read_text())\n"
                  "del doc['ranker_names']\nm.write_text(json.dumps(doc))\n"
                  "from rankagg.backends.streaming import aggregate_parquet\nprint(aggregate_parquet('borda', 'd'))",
             files={"l.txt": LETOR}, memory_gb=M, mention=("d/_rankagg.json", "ranker_names"), timeout=T),
        Case("u3f_parquet_not_parquet_part", G, "a folder holding README.parquet, a text file", argv=["fuse", "d", "-o", "o.run"],
             setup=_parts("d", {"p0.parquet": _PART_A, "p1.parquet": _PART_B, "README.parquet": b"hello\n"}),
             memory_gb=M, mention=("d/README.parquet",), outputs=("o.run",), timeout=T),
        Case("u3f_parquet_success_marker", G, "a Spark output folder: _SUCCESS, .crc files and part files",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=_parts("d", {"part-0.parquet": _PART_A, "part-1.parquet": _PART_B, "_SUCCESS": b"",
                                ".part-0.parquet.crc": b"\0\1\2\3"}),
             expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T, why="accepted: only the .parquet files are parts"),
        Case("u3f_parquet_aliases_mixed", G, "a folder whose parts name the columns differently (q_id, then qid)",
             argv=["fuse", "d", "-o", "o.run"], setup=_parts("d", {"p0.parquet": _PART_A,
                                                                   "p1.parquet": {"qid": ["1"], "docid": ["z"], "score": [1.0], "run": ["y"]}}),
             memory_gb=M, mention=("d/p1.parquet",), outputs=("o.run",), timeout=T),
        Case("u3f_parquet_empty_folder", G, "an empty folder given as a Parquet run table", argv=["fuse", "d", "-o", "o.run"],
             setup=lambda f: (f / "d").mkdir(), memory_gb=M, mention=("d",), outputs=("o.run",), timeout=T),
        Case("u3f_parquet_score_text", G, "a Parquet run table whose scores are text, one of them '1_5'", argv=["fuse", "t.parquet", "-o", "o.run"],
             setup=_table("t.parquet", lambda pa: {**_ROWS, "score": ["2", "1_5", "3"]}), memory_gb=M,
             mention=("t.parquet:2", "1_5"), outputs=("o.run",), timeout=T),
        # ---------------------------------------------------------------- comparison tables and PrefLib
        Case("u3f_comparisons_self", G, "a comparison of item x with itself", argv=["fuse", "c.csv", "-o", "o.csv"],
             files={"c.csv": "query,item_a,item_b,outcome\n1,x,x,win\n1,x,y,win\n"}, memory_gb=M, mention=("c.csv:2",),
             outputs=("o.csv",), timeout=T),
        Case("u3f_preflib_alternative_twice", G, "a PrefLib order listing alternative 1 twice ('2: 1,1,2')", argv=["fuse", "e.soc", "-o", "o.csv"],
             files={"e.soc": soc_head + "2: 1,1,2\n1: 3,1,2\n"}, memory_gb=M, mention=("e.soc:9",), outputs=("o.csv",), timeout=T),
        Case("u3f_preflib_unknown_alternative", G, "a PrefLib order naming alternative 4 of 3", argv=["fuse", "e.soc", "-o", "o.csv"],
             files={"e.soc": soc_head + "2: 1,2,4\n1: 3,1,2\n"}, memory_gb=M, mention=("e.soc:9",), outputs=("o.csv",), timeout=T),
        Case("u3f_preflib_names_collide", G, "two PrefLib alternatives both named 'x'", argv=["fuse", "e.soc", "-o", "o.run"],
             files={"e.soc": SOC.replace("NAME 3: z", "NAME 3: x")}, memory_gb=M, mention=("e.soc", "'x'"), outputs=("o.run",), timeout=T),
        Case("u3f_preflib_gzip", G, "a gzipped PrefLib election (e.soc.gz)", argv=["fuse", "e.soc.gz", "-o", "o.csv"],
             files={"e.soc.gz": gz(SOC)}, expect="ok", check=wrote("o.csv"), memory_gb=M, timeout=T,
             why="accepted: every text input may be gzipped"),
        # ---------------------------------------------------------------- weights files
        Case("u3f_weights_negative_file", G, "a weights file giving run t the weight -1", argv=fw + ["w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "t -1\nu 1\n"}, memory_gb=M, mention=("w.txt:1", "-1"), outputs=("o.run",), timeout=T, fast=True),
        Case("u3f_weights_negative_json", G, "a JSON weights file giving run t the weight -1", argv=fw + ["w.json", "-o", "o.run"],
             files={**runs, "w.json": '{"t": -1, "u": 1}'}, memory_gb=M, mention=("w.json", "-1"), outputs=("o.run",), timeout=T),
        Case("u3f_weights_unknown_name_file", G, "a weights file naming a run 'zz' that no input has", argv=fw + ["w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "zz 2\nu 1\n"}, memory_gb=M, mention=("w.txt:1", "zz"), outputs=("o.run",), timeout=T),
        Case("u3f_weights_path_names", G, "a weights file naming the runs by their paths (./a.run)", argv=fw + ["w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "./a.run 2\n./b.run 1\n"}, memory_gb=M, mention=("w.txt:1", "./a.run"), outputs=("o.run",), timeout=T),
        Case("u3f_weights_all_zero_file", G, "a weights file giving every run the weight 0", argv=fw + ["w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "t 0\nu 0\n"}, memory_gb=M, mention=("w.txt",), outputs=("o.run",), timeout=T),
        Case("u3f_weights_zero_one", G, "a weights file giving run t the weight 0: u's order alone",
             argv=fw + ["w.txt", "-o", "o.run"], files={**runs, "w.txt": "t 0\nu 1\n"}, expect="ok",
             check=lambda out, f: [l.split()[2] for l in (f / "o.run").read_text().splitlines() if l.split()[3] == "1"] == ["b", "d"]
             and all(abs(float(l.split()[4])) < 1e-30 for l in (f / "o.run").read_text().splitlines() if l.split()[3] != "1"),
             memory_gb=M, timeout=T, why="accepted: a weight of 0 leaves a run out of the sum (u's top documents first, "
                                         "every other score 0 up to the tie nudge)"),
        Case("u3f_weights_subnormal", G, "a weight of 5e-324 (the smallest subnormal)", argv=fw + ["w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "t 5e-324\nu 1\n"}, expect="ok", check=wrote("o.run"), memory_gb=M, timeout=T,
             why="accepted: a positive finite number; its products round as doubles do"),
        Case("u3f_weights_model_as_weights", G, "a fusion model given as --weights", argv=fw + ["m.json", "-o", "o.run"],
             files={**runs, "m.json": json.dumps(fusion)}, memory_gb=M, mention=("m.json",), outputs=("o.run",), timeout=T),
        # ---------------------------------------------------------------- model files of another kind
        Case("u3f_model_weights_as_model", G, "a weights file given as --model", argv=fuse("--model", "w.json", "-o", "o.run"),
             files={**runs, "w.json": '{"t": 2, "u": 1}'}, memory_gb=M, mention=("w.json",), outputs=("o.run",), timeout=T),
        Case("u3f_model_evaluate_json", G, "the output of 'rankagg evaluate --json' given as --model",
             argv=fuse("--model", "e.json", "-o", "o.run"), files={**runs, "e.json": '{"P@5": 0.2, "AP": 0.75}'},
             memory_gb=M, mention=("e.json",), outputs=("o.run",), timeout=T),
        Case("u3f_model_future_version", G, "a fusion model of version 99", argv=fuse("--model", "m.json", "-o", "o.run"),
             files={**runs, "m.json": json.dumps({**fusion, "version": 99})}, memory_gb=M, mention=("m.json", "99"),
             outputs=("o.run",), timeout=T),
        Case("u3f_model_unknown_run", G, "a fusion model weighting a run 'zz' that no input has",
             argv=fuse("--model", "m.json", "-o", "o.run"), files={**runs, "m.json": json.dumps({**fusion, "weights": {"zz": 1, "u": 1}})},
             memory_gb=M, mention=("m.json", "zz"), outputs=("o.run",), timeout=T),
        # ---------------------------------------------------------------- result records given to report
        Case("u3f_report_precision_above_one", G, "a result record claiming P@5 = 7.5", argv=["report", "r.json", "-o", "r.md"],
             files={"r.json": '{"P@5": 7.5, "AP": 0.3}'}, memory_gb=M, mention=("r.json", "P@5"), outputs=("r.md",), timeout=T, fast=True),
        Case("u3f_report_negative_ap", G, "a result record claiming AP = -0.2", argv=["report", "r.json", "-o", "r.md"],
             files={"r.json": '{"P@5": 0.2, "AP": -0.2}'}, memory_gb=M, mention=("r.json", "AP"), outputs=("r.md",), timeout=T),
        Case("u3f_report_string_number", G, "a result record whose P@5 is the text '0.2'", argv=["report", "r.json", "-o", "r.md"],
             files={"r.json": '{"P@5": "0.2"}'}, memory_gb=M, mention=("r.json",), outputs=("r.md",), timeout=T),
        Case("u3f_report_html_label", G, "a result record whose measure name is '<img src=x onerror=alert(1)>' (report.html)",
             argv=["report", "r.json", "-o", "r.html", "--no-figures"], files={"r.json": '{"<img src=x onerror=alert(1)>": 0.2}'},
             expect="ok", check=lambda out, f: "<img" not in (f / "r.html").read_text(), memory_gb=M, timeout=T,
             why="accepted: every label escaped in the HTML"),
        Case("u3f_report_output_is_input", G, "report r.json -o r.json", argv=["report", "r.json", "-o", "r.json"],
             files={"r.json": '{"P@5": 0.2}'}, memory_gb=M, mention=("r.json",), timeout=T),
        # ---------------------------------------------------------------- experiment files
        Case("u3f_experiment_measures_text", G, "an experiment whose measures are the text \"MAP\" (not a list)",
             argv=["experiment", "status", "e.toml"], files={"e.toml": 'name = "e1"\nmeasures = "MAP"\n' + _EXP.format(extra="")},
             memory_gb=M, mention=("e.toml", "measures"), timeout=T),
        Case("u3f_experiment_seed_bool", G, "an experiment whose seed is true", argv=["experiment", "status", "e.toml"],
             files={"e.toml": 'name = "e1"\nseed = true\n' + _EXP.format(extra="")}, memory_gb=M, mention=("e.toml", "seed"), timeout=T, fast=True),
        Case("u3f_experiment_fixed_inf", G, "an experiment row fixing k = 1e400 (TOML reads inf)", argv=["experiment", "status", "e.toml"],
             files={"e.toml": 'name = "e1"\n' + _EXP.format(extra="").replace("fixed = {}", "fixed = { k = 1e400 }")},
             memory_gb=M, mention=("e.toml", "k"), timeout=T),
        Case("u3f_experiment_json", G, "an experiment written as JSON", argv=["experiment", "status", "e.json"],
             files={"e.json": json.dumps({"name": "e1", "datasets": ["MQ2008-small"], "rows": [{"label": "b", "method": "borda"}]})},
             memory_gb=M, mention=("e.json", "TOML"), timeout=T),
        Case("u3f_experiment_results_escape", G, "an experiment whose results folder is '../../../tmp/x'", argv=["experiment", "status", "e.toml"],
             files={"e.toml": 'name = "e1"\nresults = "../../../tmp/x"\n' + _EXP.format(extra="")}, memory_gb=M,
             mention=("e.toml", "results"), timeout=T),
        # ---------------------------------------------------------------- outputs
        Case("u3f_output_directory", G, "calibrate -o an existing folder", argv=["calibrate", "a.run", "b.run", "--qrels", "q.txt", "-o", "d"],
             files={**runs, "q.txt": QRELS}, setup=lambda f: (f / "d").mkdir(), memory_gb=M, mention=("-o d",), timeout=T),
        Case("u3f_output_dev_full", G, "tune -o /dev/full", argv=["tune", "a.run", "b.run", "--qrels", "q.txt", "--quiet", "-o", "/dev/full"],
             files={**runs, "q.txt": QRELS}, memory_gb=M, mention=("/dev/full",), timeout=T),
        Case("u3f_output_missing_folder", G, "fuse -o into a folder that does not exist (new/sub/o.run)",
             argv=fuse("-o", "new/sub/o.run"), files=runs, expect="ok", check=wrote("new/sub/o.run"), memory_gb=M, timeout=T,
             why="accepted: missing folders are created (a documented rule)"),
        Case("u3f_output_hardlink_qrels", G, "calibrate -o a hard link to its qrels", argv=["calibrate", "a.run", "b.run", "--qrels", "q.txt", "-o", "m.json"],
             files={**runs, "q.txt": QRELS}, setup=lambda f: os.link(f / "q.txt", f / "m.json"), memory_gb=M, mention=("m.json",), timeout=T),
        Case("u3f_output_symlink_weights", G, "fuse -o a symlink to its weights file", argv=fw + ["w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "t 1\nu 1\n"}, setup=_symlink("w.txt", "o.run"), memory_gb=M, mention=("o.run",), timeout=T),
        Case("u3f_output_explain_is_run", G, "fuse --explain onto one of its runs", argv=fuse("--method", "rrf", "--explain", "b.run", "-o", "o.run"),
             files=runs, memory_gb=M, mention=("b.run",), outputs=("o.run",), timeout=T),
        # ---------------------------------------------------------------- read-back and option combinations
        Case("u3f_read_back_ties", G, "fused runs with tied scores written as text, gzip and Parquet, read back in trec_eval's order",
             code=_READ_BACK.format(method="combsum"), files=_TIED, expect="ok", check=stdout_has("reads back"), memory_gb=M,
             timeout=120, why="accepted: every writer's output reads back, and trec_eval reads it in the rank column's order"),
        Case("u3f_models_read_back", G, "the models tune and calibrate write, given back to fuse --model",
             code="import subprocess, sys\nrk = [sys.executable, '-m', 'rankagg.cli']\n"
                  "subprocess.run(rk + ['tune', 'a.run', 'b.run', '--qrels', 'q.txt', '--method', 'rrf', '--search', 'params', '--folds', '2', '--quiet', '-o', 't.json'], check=True)\n"
                  "subprocess.run(rk + ['calibrate', 'a.run', 'b.run', '--qrels', 'q.txt', '-o', 'c.json'], check=True, capture_output=True)\n"
                  "for m, o in (('t.json', 'ot.run'), ('c.json', 'oc.run')):\n"
                  "    subprocess.run(rk + ['fuse', 'a.run', 'b.run', '--model', m, '--quiet', '-o', o], check=True)\n"
                  "p = [float(l.split()[4]) for l in open('oc.run')]\n"
                  "print('read back' if open('ot.run').read() and p and all(-1e-9 <= x <= 1 for x in p) else 'differs')",
             files={**runs, "q.txt": QRELS}, expect="ok", check=stdout_has("read back"), memory_gb=M, timeout=240,
             why="accepted: every model rankagg writes, rankagg reads (calibrated scores are probabilities, tied ones "
                 "nudged by a few float32 steps, never below 0, so that trec_eval reads the fused order)"),
        Case("u3f_explain_reads_back", G, "fuse --explain: every line one JSON record, the documents those of the fused run",
             code="import subprocess, sys, json\n"
                  "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', '--method', 'rrf', '--explain', 'x.jsonl', '--quiet', '-o', 'o.run'], check=True)\n"
                  "recs = [json.loads(l) for l in open('x.jsonl')]\n"
                  "docs = sorted((l.split()[0], l.split()[2]) for l in open('o.run'))\n"
                  "got = sorted((str(r.get('qid', r.get('q_id'))), str(r.get('docid', r.get('doc_id')))) for r in recs)\n"
                  "print('read back' if got == docs else f'differs {got} {docs}')",
             files=runs, expect="ok", check=stdout_has("read back"), memory_gb=M, timeout=120,
             why="accepted: the explanation covers exactly the fused documents"),
        Case("u3f_parquet_output_fused_again", G, "a fused Parquet output given back to fuse with the runs it came from",
             code="import subprocess, sys\nsubprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'a.run', 'b.run', '--quiet', '-o', 'f.parquet'], check=True)\n"
                  "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'f.parquet', 'a.run', '-o', 'o.run'], capture_output=True, text=True)\n"
                  "print(r.stderr.strip().splitlines()[-1] if r.returncode else 'fused', file=sys.stderr)\nsys.exit(r.returncode)",
             files=runs, memory_gb=M, mention=("f.parquet",), outputs=("o.run",), timeout=120),
        Case("u3f_letor_with_runs", G, "fuse --letor l.txt with run files too", argv=["fuse", "a.run", "--letor", "l.txt", "-o", "o.txt"],
             files={"a.run": RUN, "l.txt": LETOR}, memory_gb=M, mention=("--letor",), outputs=("o.txt",), timeout=T),
        Case("u3f_evaluate_letor_and_qrels", G, "evaluate --letor F S with --qrels as well", argv=["evaluate", "--letor", "l.txt", "s.txt", "--qrels", "q.txt"],
             files={"l.txt": LETOR, "s.txt": "1\n2\n3\n", "q.txt": QRELS}, memory_gb=M, mention=("--qrels",), timeout=T),
        Case("u3f_evaluate_letor_short_scores", G, "evaluate --letor with a score file one line short", argv=["evaluate", "--letor", "l.txt", "s.txt"],
             files={"l.txt": LETOR, "s.txt": "1\n2\n"}, memory_gb=M, mention=("s.txt",), timeout=T),
        Case("u3f_trust_rank_parquet", G, "fuse --trust-rank on a Parquet run table (it has no rank column)",
             argv=["fuse", "t.parquet", "--trust-rank", "-o", "o.run"], setup=_table("t.parquet", lambda pa: _ROWS), memory_gb=M,
             mention=("t.parquet", "rank column"), outputs=("o.run",), timeout=T),
    ]


FOURTH_BAR_FILES = "45 Unseen inputs: a fourth bar, files and file systems"


def _same_as(reference: dict[str, str | bytes], argv: list[str], out: str) -> Callable[[str, Path], bool]:
    """The case's output ``out`` equals, byte for byte, what ``rankagg *argv`` writes to ``out`` in a fresh folder
    holding ``reference`` (file name -> content): the same input written the ordinary way (UTF-8, LF, plain)."""
    def check(said: str, folder: Path) -> bool:
        with tempfile.TemporaryDirectory() as tmp:
            for n, content in reference.items():
                (Path(tmp) / n).write_bytes(content if isinstance(content, bytes) else content.encode())
            subprocess.run([sys.executable, "-m", "rankagg.cli", *argv], cwd=tmp, env=dict(os.environ, PYTHONPATH=str(ROOT)),
                           check=True, capture_output=True)
            return (folder / out).read_bytes() == (Path(tmp) / out).read_bytes()
    return check


def _ranked(want: dict[str, list[str]], name: str = "o.run") -> Callable[[str, Path], bool]:
    """Each query of the TREC output ``name`` lists exactly ``want``'s documents, in its rank column's order."""
    def check(said: str, folder: Path) -> bool:
        rows = [line.split() for line in (folder / name).read_text().splitlines()]
        got = {q: [r[2] for r in sorted((r for r in rows if r[0] == q), key=lambda r: int(r[3]))] for q in {r[0] for r in rows}}
        return got == want
    return check


def _gzip_with_header_fields(text: str) -> bytes:
    """A gzip member whose header carries every optional field (FEXTRA, FNAME, FCOMMENT, FHCRC), as `gzip -N`
    and some archivers write them."""
    import struct
    import zlib

    data = text.encode()
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = deflate.compress(data) + deflate.flush()
    extra = b"AB\x02\x00xy"
    head = b"\x1f\x8b\x08\x1e\0\0\0\0\0\xff" + struct.pack("<H", len(extra)) + extra + b"a.run\0a comment\0"
    head += struct.pack("<H", zlib.crc32(head) & 0xFFFF)
    return head + body + struct.pack("<II", zlib.crc32(data), len(data))


def _gz_damaged(text: str, offset: int) -> bytes:
    """``gz(text)`` with one byte of its trailer flipped (-8: the CRC, -1: the length)."""
    b = bytearray(gz(text))
    b[offset] ^= 0x01
    return bytes(b)


def _fifo(name: str) -> Callable[[Path], None]:
    return lambda folder: os.mkfifo(folder / name)


def _tiny_parts(n: int) -> Callable[[Path], None]:
    """A Parquet folder d/ of ``n`` part files of one row each: document d<i> of query 1, score i, run r<i mod 2>."""
    def make(folder: Path) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        (folder / "d").mkdir()
        for i in range(n):
            pq.write_table(pa.table({"q_id": ["1"], "doc_id": [f"d{i}"], "score": [float(i)], "run": [f"r{i % 2}"]}),
                           folder / "d" / f"p{i:05d}.parquet")
    return make


def _letor_subsets(qids: dict[int, int], link: tuple[int, int] | None = None) -> Callable[[Path], None]:
    """A LETOR aggregation dataset dd/letor4-agg/MQ2008-agg/S1..S5.txt whose subset s holds query ``qids[s]``
    (three documents, two rankers); ``link`` (s, t): S<s> is a symlink to S<t>."""
    def make(folder: Path) -> None:
        d = folder / "dd" / "letor4-agg" / "MQ2008-agg"
        d.mkdir(parents=True)
        for s, q in qids.items():
            (d / f"S{s}.txt").write_text(f"0 qid:{q} 1:3 2:1 #docid = A{s}\n2 qid:{q} 1:1 2:5 #docid = B{s}\n"
                                         f"1 qid:{q} 1:2 2:2 #docid = C{s}\n")
        if link:
            os.symlink(f"S{link[1]}.txt", d / f"S{link[0]}.txt")
    return make


def fourth_bar_files_cases() -> list[Case]:
    """Issue 45's fourth bar (files as a file system hands them over, and relations between files): encodings the
    fuzzers do not make (UTF-16/32 with and without a BOM, Latin-1, CR line ends, NUL), gzip variants, file-system
    objects (FIFOs, standard input, symlinks inside Parquet folders, thousands of parts), the same data under two
    names, names that collide after the name rule, files whose kind is not what their name says, qrels and runs
    over different queries, LETOR subsets that share a query.  Each must be a right answer (checked against a hand
    computed value or the same input written the ordinary way) or an error naming the file and line."""
    G, M, T = FOURTH_BAR_FILES, 4.0, 60
    runs = {"a.run": RUN, "b.run": RUN2}
    ev = ["evaluate", "--qrels", "q.txt", "a.run"]
    fuse_ab = ["fuse", "a.run", "b.run", "--method", "combsum", "--quiet", "-o", "o.run"]
    letor = "0 qid:10 1:3 2:1 #docid = A\n2 qid:10 1:1 2:5 #docid = B\n1 qid:11 1:2 2:2 #docid = C\n"
    q2 = "1 0 a 1\n2 0 d 1\n3 0 q 0\n4 0 x 1\n"  # query 4 judged, retrieved by no run; query 3: no relevant document
    r1 = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n"  # query 1 only
    r2 = "1 Q0 b 1 3.0 u\n2 Q0 d 1 2.0 u\n3 Q0 z 1 1.0 u\n9 Q0 z 1 1.0 u\n"  # queries 1, 2, 3 and unjudged 9
    t_tagged = RUN2.replace(" u\n", " t\n")  # b.run's lists under a.run's tag: the names fall back to the paths
    soc_out = ["fuse", "e.soc", "--quiet", "-o", "o.tsv"]
    comp_out = ["fuse", "c.csv", "--quiet", "-o", "o.tsv"]
    gene_out = ["fuse", "l.csv", "--quiet", "-o", "o.tsv"]
    return [
        # ------------------------------------------------ encodings the fuzzers do not make (one text opener)
        Case("u4f_utf32_run", G, "a run saved as UTF-32 (BOM, then three NULs after every ASCII byte)", argv=fuse("-o", "o.run"),
             files={**runs, "a.run": RUN.encode("utf-32")}, memory_gb=M, mention=("a.run:1",), outputs=("o.run",), timeout=T,
             why="trec_eval fails too (its fields end at the first NUL)"),
        Case("u4f_utf16be_qrels_no_bom", G, "qrels saved as UTF-16 big-endian without a BOM", argv=ev,
             files={**runs, "q.txt": QRELS.encode("utf-16-be")}, memory_gb=M, mention=("q.txt:1", "NUL"), timeout=T,
             why="trec_eval fails too (a NUL ends every field)"),
        Case("u4f_utf16_soc_no_bom", G, "a PrefLib election saved as UTF-16 little-endian without a BOM (every other byte NUL)",
             argv=soc_out, files={"e.soc": SOC.encode("utf-16-le")}, memory_gb=M, mention=("e.soc:1", "NUL"), outputs=("o.tsv",),
             timeout=T),
        Case("u4f_utf16_jsonl_no_bom", G, "a JSONL comparison table saved as UTF-16 without a BOM",
             argv=["fuse", "c.jsonl", "-o", "o.tsv"],
             files={"c.jsonl": '{"query": "1", "item_a": "x", "item_b": "y", "outcome": "win"}\n'.encode("utf-16-le")},
             memory_gb=M, mention=("c.jsonl:1", "NUL"), outputs=("o.tsv",), timeout=T),
        Case("u4f_utf16_csv_no_bom", G, "a comparison CSV saved as UTF-16 without a BOM", argv=comp_out,
             files={"c.csv": COMP.encode("utf-16-le")}, memory_gb=M, mention=("c.csv:1", "NUL"), outputs=("o.tsv",), timeout=T),
        Case("u4f_utf16_genes_no_bom", G, "a gene-list table saved as UTF-16 without a BOM", argv=gene_out,
             files={"l.csv": GENES.encode("utf-16-le")}, memory_gb=M, mention=("l.csv:1", "NUL"), outputs=("o.tsv",), timeout=T),
        Case("u4f_utf16_letor_no_bom", G, "a LETOR file saved as UTF-16 without a BOM", argv=["fuse", "--letor", "l.txt", "-o", "o.txt"],
             files={"l.txt": letor.encode("utf-16-le")}, memory_gb=M, mention=("l.txt:1", "NUL"), outputs=("o.txt",), timeout=T),
        Case("u4f_utf16_weights_no_bom", G, "a weights file saved as UTF-16 without a BOM", argv=fuse_ab[:-2] + ["--weights", "w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "t 2\nu 1\n".encode("utf-16-le")}, memory_gb=M, mention=("w.txt:1", "NUL"), outputs=("o.run",), timeout=T),
        Case("u4f_utf16_excel_tsv", G, "a comparison table saved by Excel as 'Unicode Text' (UTF-16 with a BOM, tabs)",
             argv=["fuse", "c.tsv", "-o", "o.tsv"], files={"c.tsv": COMP.replace(",", "\t").encode("utf-16")}, memory_gb=M,
             mention=("c.tsv:1",), outputs=("o.tsv",), timeout=T),
        Case("u4f_utf16_weights_powershell", G, "JSON weights written by PowerShell's '>' (UTF-16 with a BOM)",
             argv=fuse_ab[:-2] + ["--weights", "w.json", "-o", "o.run"], files={**runs, "w.json": '{"t": 2, "u": 1}'.encode("utf-16")},
             memory_gb=M, mention=("w.json",), outputs=("o.run",), timeout=T),
        Case("u4f_latin1_soc_name", G, "a PrefLib alternative named 'caf\\xe9' in Latin-1", argv=soc_out,
             files={"e.soc": SOC.replace("NAME 1: x", "NAME 1: caf\u00e9").encode("latin-1")}, memory_gb=M,
             mention=("e.soc:6", "UTF-8"), outputs=("o.tsv",), timeout=T),
        Case("u4f_latin1_comparison", G, "a comparison CSV with an item 'caf\\xe9' in Latin-1", argv=comp_out,
             files={"c.csv": COMP.replace("1,x,y", "1,caf\u00e9,y").encode("latin-1")}, memory_gb=M, mention=("c.csv:2", "UTF-8"),
             outputs=("o.tsv",), timeout=T),
        Case("u4f_nul_weights_name", G, "a weights file naming run 'u\\0' (a NUL after the name)",
             argv=fuse_ab[:-2] + ["--weights", "w.txt", "-o", "o.run"], files={**runs, "w.txt": "t 2\nu\0 1\n"}, memory_gb=M,
             mention=("w.txt:2", "NUL"), outputs=("o.run",), timeout=T),
        # ------------------------------------------------ line ends: CR alone, mixed, inside a line
        Case("u4f_cr_soc", G, "a PrefLib election with old Mac line ends (CR alone; preflibtools reads it)", argv=soc_out,
             files={"e.soc": SOC.replace("\n", "\r")}, expect="ok", check=_same_as({"e.soc": SOC}, soc_out, "o.tsv"),
             memory_gb=M, timeout=T, why="accepted: Python's universal newlines (preflibtools) end a line at CR"),
        Case("u4f_mixed_cr_soc", G, "a PrefLib election whose header lines end in CR and whose orders end in LF", argv=soc_out,
             files={"e.soc": SOC.replace("\n", "\r", 4)}, expect="ok", check=_same_as({"e.soc": SOC}, soc_out, "o.tsv"),
             memory_gb=M, timeout=T, why="accepted: Python's universal newlines (preflibtools) end a line at CR"),
        Case("u4f_cr_letor", G, "a LETOR file with CR line ends: one line whose '#' comment hides the other documents",
             argv=["fuse", "--letor", "l.txt", "-o", "o.txt"], files={"l.txt": letor.replace("\n", "\r")}, memory_gb=M,
             mention=("l.txt:1", "carriage return"), outputs=("o.txt",), timeout=T,
             why="wrong: read as LF lines, 1 document of 3 (the rest is 'comment')"),
        Case("u4f_cr_comparisons", G, "a comparison CSV with CR line ends", argv=comp_out, files={"c.csv": COMP.replace("\n", "\r")},
             expect="ok", check=_same_as({"c.csv": COMP}, comp_out, "o.tsv"), memory_gb=M, timeout=T,
             why="accepted: CSV readers end a record at CR"),
        Case("u4f_cr_genes", G, "a gene-list table with CR line ends (Excel for Mac's CSV)", argv=gene_out,
             files={"l.csv": GENES.replace("\n", "\r")}, expect="ok", check=_same_as({"l.csv": GENES}, gene_out, "o.tsv"),
             memory_gb=M, timeout=T, why="accepted: R's readers end a line at CR"),
        Case("u4f_cr_weights", G, "a weights file with CR line ends", argv=fuse_ab[:-2] + ["--weights", "w.txt", "-o", "o.run"],
             files={**runs, "w.txt": "t 2\ru 1\r"}, expect="ok",
             check=_same_as({**runs, "w.txt": "t 2\nu 1\n"}, fuse_ab[:-2] + ["--weights", "w.txt", "-o", "o.run"], "o.run"),
             memory_gb=M, timeout=T, why="accepted: the weights of the LF file"),
        Case("u4f_cr_inside_qrels", G, "qrels whose two judgements are parted by a CR alone", argv=ev,
             files={**runs, "q.txt": "1 0 a 1\r2 0 d 2\n"}, memory_gb=M, mention=("q.txt:1",), timeout=T,
             why="trec_eval fails too (one line of 8 fields: CR is a blank to it)"),
        Case("u4f_formfeed_inside_run", G, "a run line whose docid and rank are parted by a form feed",
             argv=["evaluate", "--qrels", "q.txt", "a.run", "--measures", "P@1", "--json"],
             files={"a.run": "1 Q0 a\f1 3.0 t\n1 Q0 b 2 2.0 t\n", "q.txt": QRELS}, expect="ok", check=_json_has("P@1", 1.0),
             memory_gb=M, timeout=T, why="accepted: a form feed is a blank to trec_eval (P@1 of query 1 alone: 1, by hand)"),
        # ------------------------------------------------ gzip variants
        Case("u4f_gz_name_on_plain", G, "a plain-text run named a.run.gz", argv=fuse_ab[:1] + ["a.run.gz"] + fuse_ab[2:],
             files={"a.run.gz": RUN, "b.run": RUN2}, expect="ok", check=_same_as(runs, fuse_ab, "o.run"), memory_gb=M,
             timeout=T, why="accepted: trec_eval reads it (it never decompresses); the content decides"),
        Case("u4f_gz_content_named_run", G, "a gzipped run named a.run", argv=fuse_ab, files={**runs, "a.run": gz(RUN)},
             expect="ok", check=_same_as(runs, fuse_ab, "o.run"), memory_gb=M, timeout=T,
             why="accepted: read by its content (gzip's magic bytes)"),
        Case("u4f_gz_bad_crc", G, "a gzipped run whose CRC does not match its data", argv=fuse("-o", "o.run", runs=("a.run.gz", "b.run")),
             files={**runs, "a.run.gz": _gz_damaged(RUN, -8)}, memory_gb=M, mention=("a.run.gz", "CRC"), outputs=("o.run",),
             timeout=T, why="wrong: gzip -d refuses it (the data may be damaged)"),
        Case("u4f_gz_bad_length", G, "a gzipped run whose trailer length is off by one", argv=fuse("-o", "o.run", runs=("a.run.gz", "b.run")),
             files={**runs, "a.run.gz": _gz_damaged(RUN, -1)}, memory_gb=M, mention=("a.run.gz",), outputs=("o.run",),
             timeout=T, why="wrong: gzip -d refuses it (the data may be damaged)"),
        Case("u4f_gz_header_fields", G, "a gzipped run whose header has FEXTRA, FNAME, FCOMMENT and a header CRC",
             argv=fuse_ab[:1] + ["a.run.gz"] + fuse_ab[2:], files={"a.run.gz": _gzip_with_header_fields(RUN), "b.run": RUN2},
             expect="ok", check=_same_as(runs, fuse_ab, "o.run"), memory_gb=M, timeout=T, why="accepted: gzip -d reads it"),
        Case("u4f_gz_empty_first_member", G, "a gzipped run whose first member is empty (cat empty.gz a.gz)",
             argv=fuse_ab[:1] + ["a.run.gz"] + fuse_ab[2:], files={"a.run.gz": gz("") + gz(RUN), "b.run": RUN2},
             expect="ok", check=_same_as(runs, fuse_ab, "o.run"), memory_gb=M, timeout=T, why="accepted: gzip -d reads every member"),
        Case("u4f_gz_bom_inside", G, "gzipped qrels whose text starts with a UTF-8 BOM",
             argv=["evaluate", "--qrels", "q.txt.gz", "a.run", "--measures", "P@1", "--json"],
             files={**runs, "q.txt.gz": gz("\ufeff" + QRELS)}, expect="ok", check=_json_has("P@1", 0.5), memory_gb=M, timeout=T,
             why="accepted: the BOM rule holds inside gzip (P@1 1/2 by hand)"),
        Case("u4f_bzip2_named_gz", G, "a bzip2 file named a.run.gz", argv=fuse("-o", "o.run", runs=("a.run.gz", "b.run")),
             files={**runs, "a.run.gz": __import__("bz2").compress(RUN.encode())}, memory_gb=M, mention=("a.run.gz",),
             outputs=("o.run",), timeout=T, why="trec_eval fails too (binary data)"),
        Case("u4f_gz_expansion_ratio", G, "gzipped qrels of 190 KB holding 200 million blank lines between two judgements",
             argv=["evaluate", "--qrels", "q.txt.gz", "a.run", "--measures", "P@1", "--json"], files=runs,
             setup=lambda f: (f / "q.txt.gz").write_bytes(gzip.compress(b"1 0 a 1\n" + b"\n" * 200_000_000 + b"2 0 d 2\n", mtime=0)),
             expect="ok", check=_json_has("P@1", 0.5), memory_gb=M, timeout=120,
             why="accepted: 200 MB expanded stays under the limit; blank lines are skipped as trec_eval does (P@1 1/2)"),
        Case("u4f_gz_model", G, "a gzipped fusion model (m.json.gz)", argv=fuse("--model", "m.json.gz", "-o", "o.run"),
             files={**runs, "m.json.gz": gz(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None}))},
             memory_gb=M, mention=("m.json.gz",), outputs=("o.run",), timeout=T),
        Case("u4f_gz_members_comparisons", G, "a gzipped comparison CSV of two members cut mid-row", argv=["fuse", "c.csv.gz", "--quiet", "-o", "o.tsv"],
             files={"c.csv.gz": gz(COMP[:40]) + gz(COMP[40:])}, expect="ok",
             check=_same_as({"c.csv.gz": gz(COMP)}, ["fuse", "c.csv.gz", "--quiet", "-o", "o.tsv"], "o.tsv"), memory_gb=M, timeout=T,
             why="accepted: gzip -d reads every member"),
        # ------------------------------------------------ file-system objects
        Case("u4f_parquet_part_fifo", G, "a Parquet folder one of whose parts is a FIFO", argv=["fuse", "d", "-o", "o.run"],
             setup=lambda f: (_parts("d", {"p0.parquet": _PART_A})(f), os.mkfifo(f / "d" / "p1.parquet")), memory_gb=M,
             mention=("d/p1.parquet", "FIFO"), outputs=("o.run",), timeout=T),
        Case("u4f_parquet_part_symlinked", G, "a Parquet folder whose second part is a symlink to the first",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=lambda f: (_parts("d", {"p0.parquet": _PART_A})(f), os.symlink("p0.parquet", f / "d" / "p1.parquet")),
             memory_gb=M, mention=("d/p1.parquet",), outputs=("o.run",), timeout=T),
        Case("u4f_parquet_folder_loop", G, "a Parquet folder holding a symlink to its parent (a loop)",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=lambda f: (_parts("d", {"p0.parquet": _PART_A, "p1.parquet": _PART_B})(f), os.symlink("..", f / "d" / "loop")),
             memory_gb=M, mention=("d/loop",), outputs=("o.run",), timeout=T),
        Case("u4f_parquet_zero_byte_part", G, "a Parquet folder holding a part of 0 bytes (a writer killed at its start)",
             argv=["fuse", "d", "--method", "borda", "-o", "o.run"],
             setup=_parts("d", {"p0.parquet": _PART_A, "p1.parquet": b""}), memory_gb=M, mention=("d/p1.parquet",),
             outputs=("o.run",), timeout=T),
        Case("u4f_parquet_many_tiny_parts", G, "a Parquet folder of 2,000 one-row parts (a streaming writer's output)",
             argv=["fuse", "d", "--method", "combsum(norm='none')", "--quiet", "-o", "o.run"], setup=_tiny_parts(2000), expect="ok",
             check=lambda out, f: [ln.split()[2] for ln in (f / "o.run").read_text().splitlines()[:3]] == ["d1999", "d1998", "d1997"],
             memory_gb=M, timeout=120, why="accepted: every part read (raw scores summed: d1999, d1998, d1997 first)"),
        Case("u4f_parquet_named_run", G, "a Parquet run table named t.run", argv=["fuse", "t.run", "--method", "borda", "--quiet", "-o", "o.run"],
             setup=_table("t.run", lambda pa: _ROWS), expect="ok", check=_ranked({"1": ["a", "b"], "2": ["a"]}), memory_gb=M,
             timeout=T, why="accepted: recognised by its content (PAR1)"),
        Case("u4f_stdin_regular_file", G, "evaluate --qrels /dev/stdin with standard input redirected from the qrels file",
             code="import subprocess, sys\nr = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', '/dev/stdin', "
                  "'a.run', '--measures', 'P@1', '--json'], stdin=open('q.txt'), capture_output=True, text=True)\n"
                  "sys.stdout.write(r.stdout); sys.stderr.write(r.stderr); sys.exit(r.returncode)",
             files={**runs, "q.txt": QRELS}, expect="ok", check=_json_has("P@1", 0.5), memory_gb=M, timeout=T,
             why="accepted: /dev/stdin is then the regular file (P@1 1/2 by hand)"),
        Case("u4f_dash_qrels", G, "evaluate --qrels - (qrels piped in)", argv=["evaluate", "--qrels", "-", "a.run"], files=runs,
             memory_gb=M, mention=("--qrels -",), timeout=T),
        Case("u4f_fifo_soc", G, "a FIFO named e.soc", argv=soc_out, setup=_fifo("e.soc"), memory_gb=M, mention=("e.soc", "FIFO"),
             outputs=("o.tsv",), timeout=T),
        Case("u4f_fifo_weights", G, "a FIFO given as --weights", argv=fuse_ab[:-2] + ["--weights", "w.txt", "-o", "o.run"], files=runs,
             setup=_fifo("w.txt"), memory_gb=M, mention=("w.txt", "FIFO"), outputs=("o.run",), timeout=T),
        Case("u4f_folder_of_text_runs", G, "fuse a folder holding two text runs (no Parquet parts)", argv=["fuse", "d", "-o", "o.run"],
             setup=lambda f: ((f / "d").mkdir(), (f / "d" / "a.run").write_text(RUN), (f / "d" / "b.run").write_text(RUN2)),
             memory_gb=M, mention=("d",), outputs=("o.run",), timeout=T),
        # ------------------------------------------------ the same data twice; names that collide after the name rule
        Case("u4f_same_content_two_names", G, "a run and a copy of it under another name (same tag): combsum",
             argv=["fuse", "a.run", "c.run", "--method", "combsum", "--quiet", "-o", "o.run"], files={"a.run": RUN, "c.run": RUN},
             expect="ok", check=_ranked({"1": ["a", "b", "c"], "2": ["a", "d"]}), memory_gb=M, timeout=T,
             why="accepted: two files are two runs (named by file name, their tags repeating); the fusion of equal runs is their order"),
        Case("u4f_run_and_gz_same_tag", G, "a.run and a.run.gz with the same tag, weighted by file name (a.run=0)",
             argv=["fuse", "a.run", "a.run.gz", "--method", "combsum(norm='none')", "--weights", "a.run=0,a.run.gz=1", "--quiet", "-o", "o.run"],
             files={"a.run": RUN, "a.run.gz": gz(t_tagged)}, expect="ok", check=_ranked({"1": ["b", "a", "c"], "2": ["d", "e", "a"]}),
             memory_gb=M, timeout=T, why="accepted: the names fall back to file names; a.run.gz's order (weight 0 for a.run; raw scores: no tie)"),
        Case("u4f_same_name_two_folders", G, "d1/a and d2/a with the same tag, weighted by a weights file 'd1/a 0, d2/a 1'",
             argv=["fuse", "d1/a", "d2/a", "--method", "combsum(norm='none')", "--weights", "w.txt", "--quiet", "-o", "o.run"],
             setup=lambda f: ((f / "d1").mkdir(), (f / "d2").mkdir(), (f / "d1" / "a").write_text(RUN),
                              (f / "d2" / "a").write_text(t_tagged)), files={"w.txt": "d1/a 0\nd2/a 1\n"}, expect="ok",
             check=_ranked({"1": ["b", "a", "c"], "2": ["d", "e", "a"]}), memory_gb=M, timeout=T,
             why="accepted: named by the shortest distinguishing path; d2/a's order"),
        Case("u4f_weights_tag_after_collision", G, "runs whose tags repeat, weighted by that tag (t=2)",
             argv=["fuse", "a.run", "c.run", "--method", "combsum", "--weights", "t=2", "-o", "o.run"],
             files={"a.run": RUN, "c.run": t_tagged}, memory_gb=M, mention=("--weights", "a.run", "c.run"), outputs=("o.run",), timeout=T),
        Case("u4f_preflib_same_stem", G, "e.soc and e.toc (two elections named e)", argv=["fuse", "e.soc", "e.toc", "-o", "o.tsv"],
             files={"e.soc": SOC, "e.toc": SOC.replace("DATA TYPE: soc", "DATA TYPE: toc")}, memory_gb=M, mention=("e.toc", "'e'"),
             outputs=("o.tsv",), timeout=T),
        Case("u4f_genes_same_columns", G, "two gene-list tables whose columns are both named a and b", argv=["fuse", "l.csv", "m.csv", "-o", "o.tsv"],
             files={"l.csv": GENES, "m.csv": "a,b\nEGFR,TP53\nBRCA1,EGFR\n"}, memory_gb=M, mention=("l.csv", "m.csv", "'a'"),
             outputs=("o.tsv",), timeout=T),
        # ------------------------------------------------ a file whose kind is not what its name says
        Case("u4f_csv_named_tsv", G, "a comparison table with commas named c.tsv (was read as a gene list of rows '1,x,y,win')",
             argv=["fuse", "c.tsv", "-o", "o.tsv"], files={"c.tsv": COMP}, memory_gb=M, mention=("c.tsv:1",), outputs=("o.tsv",),
             timeout=T),
        Case("u4f_tsv_genes_with_commas", G, "a gene-list table with commas named l.tsv (one list 'a,b' of items 'BRCA1,TP53')",
             argv=["fuse", "l.tsv", "-o", "o.tsv"], files={"l.tsv": GENES}, memory_gb=M, mention=("l.tsv:1",), outputs=("o.tsv",),
             timeout=T),
        Case("u4f_parquet_named_csv", G, "a Parquet comparison table named c.csv", argv=comp_out,
             setup=_table("c.csv", lambda pa: {"query": ["1", "1", "1"], "item_a": ["x", "y", "x"], "item_b": ["y", "z", "z"],
                                               "outcome": ["win", "loss", "tie"]}),
             expect="ok", check=_same_as({"c.csv": COMP}, comp_out, "o.tsv"), memory_gb=M, timeout=T,
             why="accepted: recognised by its content (PAR1), as a Parquet run table named .run is"),
        Case("u4f_parquet_folder_mixed_kinds", G, "a Parquet folder of a run table part and a comparison table part",
             argv=["fuse", "d", "-o", "o.run"],
             setup=_parts("d", {"p0.parquet": _PART_A, "p1.parquet": {"query": ["1"], "item_a": ["a"], "item_b": ["b"], "outcome": ["win"]}}),
             memory_gb=M, mention=("d/p1.parquet",), outputs=("o.run",), timeout=T),
        Case("u4f_hive_qid_leading_zero", G, "a hive-partitioned run table by q_id=01/ and q_id=2/ (Arrow would infer 1)",
             argv=["fuse", "d", "--method", "combsum", "--quiet", "-o", "o.run"],
             setup=_parts("d", {"q_id=01/p.parquet": {"doc_id": ["a", "b"], "score": [2.0, 1.0], "run": ["x", "x"]},
                                "q_id=2/p.parquet": {"doc_id": ["a", "d"], "score": [2.0, 1.0], "run": ["x", "x"]}}),
             expect="ok", check=_ranked({"01": ["a", "b"], "2": ["a", "d"]}), memory_gb=M, timeout=T,
             why="accepted: a query id is text ('01' stays '01', as trec_eval compares it)"),
        # ------------------------------------------------ qrels and runs over different queries (trec_eval's rules)
        Case("u4f_eval_runs_own_queries", G, "evaluate two runs covering different queries (query 4 judged, retrieved by neither)",
             argv=["evaluate", "--qrels", "q.txt", "r1.run", "r2.run", "--measures", "P@1", "AP", "--json"],
             files={"q.txt": q2, "r1.run": r1, "r2.run": r2}, expect="ok",
             check=lambda out, f: json.loads(out) == {"r1.run": {"P@1": 1.0, "AP": 1.0}, "r2.run": {"P@1": 1 / 3, "AP": 1 / 3}},
             memory_gb=M, timeout=T, why="accepted: trec_eval (no -c) averages each run over its own queries that are judged: "
                                          "r1 query 1 (1, 1), r2 queries 1-3 (0+1+0)/3, by hand"),
        Case("u4f_eval_per_query_common", G, "evaluate -q of the same: per-query values for judged queries each run retrieved",
             argv=["evaluate", "--qrels", "q.txt", "r1.run", "r2.run", "--measures", "P@1", "-q", "--json"],
             files={"q.txt": q2, "r1.run": r1, "r2.run": r2}, expect="ok",
             check=lambda out, f: {k: sorted(v["per_query"]) for k, v in json.loads(out).items()} == {"r1.run": ["1"], "r2.run": ["1", "2", "3"]},
             memory_gb=M, timeout=T, why="accepted: trec_eval -q lists the queries both the run and the qrels hold"),
        # ------------------------------------------------ LETOR subsets that reuse a query id
        Case("u4f_letor_subsets_share_qid", G, "a LETOR dataset whose subsets S1 and S3 both hold qid 11 (a train/test leak in folds 1-5)",
             argv=["benchmark", "--dataset", "MQ2008-agg", "--data-dir", "dd", "--method", "borda", "--quiet"],
             setup=_letor_subsets({1: 11, 2: 12, 3: 11, 4: 14, 5: 15}), memory_gb=M, mention=("S1.txt", "S3.txt", "11"), timeout=T),
        Case("u4f_letor_subset_symlinked", G, "a LETOR dataset whose S5 is a symlink to S4 (fold 1 tests on its validation set)",
             argv=["train", "--dataset", "MQ2008-agg", "--data-dir", "dd", "--method", "pooled", "--fold", "1", "--quiet", "-o", "m.json"],
             setup=_letor_subsets({1: 11, 2: 12, 3: 13, 4: 14}, link=(5, 4)), memory_gb=M, mention=("S4.txt", "S5.txt", "14"),
             outputs=("m.json",), timeout=T),
        # ------------------------------------------------ second pass: classes the generated tests widened (same faults, other readers)
        Case("u4f_cr_grp", G, "a one-list gene file (.grp) with CR line ends (was one list named by the whole file, no items)",
             argv=["fuse", "l.grp", "m.grp", "--quiet", "-o", "o.tsv"],
             files={"l.grp": "#top\rTP53\rEGFR\rBRCA1\r", "m.grp": "#other\nEGFR\nTP53\nMYC\n"}, expect="ok",
             check=_same_as({"l.grp": "#top\nTP53\nEGFR\nBRCA1\n", "m.grp": "#other\nEGFR\nTP53\nMYC\n"},
                            ["fuse", "l.grp", "m.grp", "--quiet", "-o", "o.tsv"], "o.tsv"),
             memory_gb=M, timeout=T, why="accepted: R's readLines and GSEA end a line at CR"),
        Case("u4f_battles_utf16_json_no_bom", G, "an arena battle table (JSON array) saved as UTF-16 without a BOM",
             argv=["fuse", "b.json", "-o", "o.tsv"], files={"b.json": json.dumps(BATTLE_LIST).encode("utf-16-le")}, memory_gb=M,
             mention=("b.json:1", "UTF-16"), outputs=("o.tsv",), timeout=T),
        Case("u4f_battles_parquet_named_jsonl", G, "an arena battle table in Parquet named b.jsonl",
             argv=["fuse", "b.jsonl", "--quiet", "-o", "o.tsv"],
             setup=_table("b.jsonl", lambda pa: {k: [r[k] for r in BATTLE_LIST] for k in BATTLE_LIST[0]}), expect="ok",
             check=_same_as({"b.jsonl": BATTLES}, ["fuse", "b.jsonl", "--quiet", "-o", "o.tsv"], "o.tsv"), memory_gb=M,
             timeout=T, why="accepted: recognised by its content (PAR1), as a run table named .run is"),
        Case("u4f_comparisons_jsonl_named_json", G, "a comparison table in JSON Lines named c.json (.json is the battle format's)",
             argv=["fuse", "c.json", "-o", "o.tsv"],
             files={"c.json": '{"query": "1", "item_a": "x", "item_b": "y", "outcome": "win"}\n'
                              '{"query": "1", "item_a": "y", "item_b": "z", "outcome": "win"}\n'},
             memory_gb=M, mention=("c.json", "model_a"), outputs=("o.tsv",), timeout=T),
    ]


EIGHTH_SAME = "45 Unseen inputs: an eighth bar, the same answer every time"

#: the snippets' common part: the command line run in the reference configuration (one thread everywhere,
#: PYTHONHASHSEED=0) unless a case says otherwise; a command that fails passes its message on (exit 2 stays 2)
_U8R_PRELUDE = r'''
import glob, gzip, json, os, random, shutil, signal, subprocess, sys, threading, time
from pathlib import Path
PY = sys.executable
ONE = dict(NUMBA_NUM_THREADS='1', OMP_NUM_THREADS='1', OPENBLAS_NUM_THREADS='1', MKL_NUM_THREADS='1', PYTHONHASHSEED='0')
def cli(*args, env=None, cwd='.'):
    e = dict(os.environ, **ONE)
    e.update(env or {})
    p = subprocess.run([PY, '-m', 'rankagg.cli', *args], cwd=cwd, env=e, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(2 if p.returncode == 2 else 3)
    return p
def read(name):
    return Path(name).read_bytes()
def verdict(ok, detail=''):
    print('same' if ok else f'differ {detail}')
RUNS = sorted(glob.glob('r*.run'))
def trec_rows(name):
    return [l.split() for l in Path(name).read_text().splitlines()]
def order_of(name):
    rows, out = trec_rows(name), {}
    for r in sorted(rows, key=lambda r: int(r[3])):
        out.setdefault(r[0], []).append(r[2])
    return out
'''


def _u8r_runs(n_runs: int = 4, n_queries: int = 12, n_docs: int = 24, seed: int = 8, ties: bool = True) -> dict[str, str]:
    """``n_runs`` TREC runs r0.run... (tags r0...) over ``n_queries`` queries 1..n, each query's list a sample of 60
    documents, every query in every file in the same order; with ``ties`` the scores have one decimal (many exact
    ties inside a list, which the trec_eval rule orders by docid), else nine."""
    import random

    rng = random.Random(seed)
    pool = [f"d{i}" for i in range(60)]
    out = {}
    for r in range(n_runs):
        lines = []
        for q in range(1, n_queries + 1):
            docs = rng.sample(pool, rng.randint(n_docs // 2, n_docs))
            scores = sorted((round(rng.uniform(0, 5), 1 if ties else 9) for _ in docs), reverse=True)
            lines += [f"{q} Q0 {d} {i + 1} {s} r{r}\n" for i, (d, s) in enumerate(zip(docs, scores))]
        out[f"r{r}.run"] = "".join(lines)
    return out


def _u8r_shuffled(text: str, seed: int = 3) -> str:
    """The lines of each query in another order (the rank column moves with them: scores decide)."""
    import random

    rng, groups = random.Random(seed), {}
    for line in text.splitlines(keepends=True):
        groups.setdefault(line.split()[0], []).append(line)
    for lines in groups.values():
        rng.shuffle(lines)
    return "".join(l for lines in groups.values() for l in lines)


def _u8r_interleaved(text: str) -> str:
    """The same lines, the queries interleaved (each query's i-th line after every query's (i-1)-th): not grouped by
    query, the queries still first seen in the same order."""
    groups: dict[str, list[str]] = {}
    for line in text.splitlines(keepends=True):
        groups.setdefault(line.split()[0], []).append(line)
    depth = max(len(v) for v in groups.values())
    return "".join(v[i] for i in range(depth) for v in groups.values() if i < len(v))


def _u8r_parquet(runs: dict[str, str]) -> bytes:
    """One long Parquet run table (q_id, doc_id, score, run) holding the runs' lines, runs in name order."""
    import io

    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = [line.split() for name in sorted(runs) for line in runs[name].splitlines()]
    table = pa.table({"q_id": [r[0] for r in rows], "doc_id": [r[2] for r in rows],
                      "score": [float(r[4]) for r in rows], "run": [r[5] for r in rows]})
    buf = io.BytesIO()
    pq.write_table(table, buf)
    return buf.getvalue()


def _u8r_qrels(runs: dict[str, str], seed: int = 5) -> str:
    """Graded judgements of about a third of the runs' documents (and one judged document no run returned)."""
    import random

    rng = random.Random(seed)
    pairs = sorted({(l.split()[0], l.split()[2]) for t in runs.values() for l in t.splitlines()}, key=lambda p: (int(p[0]), p[1]))
    lines = [f"{q} 0 {d} {rng.choice((0, 0, 1, 2))}\n" for q, d in pairs if rng.random() < 0.35]
    return "".join(lines) + "1 0 unseen 1\n"


def eighth_bar_same_cases() -> list[Case]:
    """Issue 45's eighth bar: the same answer every time.  The project's rule (docs/conventions.md, Determinism): same
    input and seed, same output, bit for bit; ties decided by the house rule; reordering the input runs changes no
    bit.  Each case runs a configuration a user relies on (another backend, chunk or block size, thread count, hash
    seed, order of runs, lines or queries, gzip or Parquet for text, a file read twice, another face of the same
    fusion, a seed given or not, a run killed and resumed, two processes or threads at once, the Numba cache cold,
    warm, unwritable or foreign) and holds its bytes or values to the reference configuration (serial, one thread,
    PYTHONHASHSEED=0, the given order) or to brute force for ties.  A clear refusal is accepted only where a case
    says so.  Within seconds each (Dask and the experiment runner: tens)."""
    G, M, T = EIGHTH_SAME, 4.0, 120
    runs = _u8r_runs()
    exact = _u8r_runs(seed=9, ties=False)
    qrels = _u8r_qrels(runs)

    def ok(id: str, what: str, code: str, files: dict | None = None, why: str = "", timeout: float = T,
           needs_data: bool = False, memory_gb: float | None = M) -> Case:
        return Case(id, G, what, code=_U8R_PRELUDE + code, files=runs if files is None else files, expect="ok",
                    check=stdout_has("same"), memory_gb=memory_gb, timeout=timeout, why=why, needs_data=needs_data)

    def pair(id: str, what: str, ref: list[str], var: list[str], files: dict | None = None, ref_env: dict | None = None,
             var_env: dict | None = None, out: str = "o.run", pause: float = 0.0, why: str = "", timeout: float = T,
             prepare: str = "") -> Case:
        """``rankagg *ref`` and ``rankagg *var`` ('{out}' stands for each one's output), their outputs equal byte
        for byte."""
        code = (prepare + f"ref, var, out = {ref!r}, {var!r}, {out!r}\n"
                f"cli(*[a.replace('{{out}}', 'ref_' + out) for a in ref], env={ref_env!r})\n"
                f"time.sleep({pause!r})\n"
                f"cli(*[a.replace('{{out}}', 'var_' + out) for a in var], env={var_env!r})\n"
                "a, b = read('ref_' + out), read('var_' + out)\n"
                "verdict(a == b and len(a) > 0, f'{len(a)} vs {len(b)} bytes')\n")
        return ok(id, what, code, files, why=why or "the rule: same input, same output, bit for bit (docs/conventions.md)",
                  timeout=timeout)

    names = sorted(runs)
    back = list(reversed(names))
    mixed = [names[2], names[0], names[3], names[1]]
    fuse = lambda method, order, *extra: ["fuse", *order, "--method", method, "--quiet", *extra, "-o", "{out}"]  # noqa: E731
    shuffled = {n: _u8r_shuffled(t) for n, t in runs.items()}
    interleaved = {n: _u8r_interleaved(t) for n, t in runs.items()}
    gz_runs = {n + ".gz": gz(t) for n, t in runs.items()}
    order_why = ("docs/conventions.md: unfitted methods see their rankers in one canonical order, so reordering the "
                 "input runs changes no bit of the output")
    cases = [
        # ------------------------------------------------------------ the order of the runs given
        pair("u8r_argorder_rrf", "rankagg fuse of four runs with RRF, the runs given in reverse order",
             fuse("rrf", names), fuse("rrf", back), why=order_why),
        pair("u8r_argorder_combsum", "CombSUM (min-max: sums of floats) of four runs given in another order",
             fuse("combsum", names), fuse("combsum", mixed), why=order_why + "; docs/quality.md: sums over rankers add "
             "the sorted row"),
        pair("u8r_argorder_default", "the default method (quality-weighted own_items) of four runs given in reverse",
             fuse("own_items", names), fuse("own_items", back), why=order_why),
        pair("u8r_argorder_condorcet", "Condorcet-fuse (majority cycles decided by the start order) of runs given in "
             "another order", fuse("condorcet", names), fuse("condorcet", mixed), why=order_why),
        pair("u8r_argorder_mallows", "Mallows-EM (seeded Metropolis chains, dispersions per run) of runs given in reverse",
             fuse("mallows_em", names), fuse("mallows_em", back), why=order_why),
        pair("u8r_argorder_kemeny", "Kemeny (exact on short lists, many optimal orders) of runs given in reverse",
             fuse("kemeny", names, "--input-depth", "6"), fuse("kemeny", back, "--input-depth", "6"), why=order_why),
        # ------------------------------------------------------------ the order of lines and queries in a file
        pair("u8r_lines_shuffled", "each query's lines in another order inside every file (ranks come from the scores)",
             fuse("rrf", names), fuse("rrf", [f"s_{n}" for n in names]),
             files={**runs, **{f"s_{n}": t for n, t in shuffled.items()}},
             why="docs/conventions.md: ranks from scores, score descending then docid descending; the rank column is "
                 "not read"),
        pair("u8r_queries_interleaved", "the queries interleaved in every file (not grouped; first seen in the same "
             "order), CombSUM", fuse("combsum", names), fuse("combsum", [f"i_{n}" for n in names]),
             files={**runs, **{f"i_{n}": t for n, t in interleaved.items()}},
             why="docs/scale.md: files not grouped by query are accepted, as trec_eval accepts them, and fuse to the "
                 "same output"),
        # ------------------------------------------------------------ gzip, Parquet and text
        pair("u8r_gzip_inputs", "the same four runs gzipped (r0.run.gz ...), Borda",
             fuse("borda", names), fuse("borda", [n + ".gz" for n in names]), files={**runs, **gz_runs},
             why="gzip input is the same text (README)"),
        pair("u8r_inflater", "gzipped runs read by ISA-L and by zlib (RANKAGG_INFLATER)",
             fuse("rrf", [n + ".gz" for n in names]), fuse("rrf", [n + ".gz" for n in names]), files=gz_runs,
             ref_env={"RANKAGG_INFLATER": "zlib"}, var_env={"RANKAGG_INFLATER": "isal"},
             why="README, extra fast: same bytes, same errors"),
        pair("u8r_parquet_input_default", "the Parquet run table with the default method (streamed in passes)",
             fuse("own_items", names), fuse("own_items", ["t.parquet"]), files={**runs, "t.parquet": _u8r_parquet(runs)},
             why="docs/scale.md: fusing the table gives the bytes of fusing the TREC files its rows make"),
        pair("u8r_gz_output_twice", "-o fused.run.gz written twice, 1.1 s apart: the same bytes (checksums of outputs)",
             fuse("rrf", names), fuse("rrf", names), out="o.run.gz", pause=1.1,
             why="the rule: same input, same output, bit for bit; a gzip header may hold a time, rankagg's input gzips "
                 "are written with mtime 0"),
        # ------------------------------------------------------------ threads and hash seeds
        pair("u8r_threads_numba_stagg", "St.Agg with NUMBA_NUM_THREADS=2 against 1",
             fuse("stagg", names), fuse("stagg", names), var_env={"NUMBA_NUM_THREADS": "2"},
             why="docs/stagg.md: the result is identical for any number of threads"),
        pair("u8r_threads_blas_svp", "SVP (an SVD per query) with OpenBLAS/OMP threads 2 against 1",
             fuse("svp", names), fuse("svp", names), var_env={"OMP_NUM_THREADS": "2", "OPENBLAS_NUM_THREADS": "2"},
             why="docs/conventions.md: the check suite varies the BLAS and Numba thread counts"),
        pair("u8r_threads_mallows", "Mallows-EM with NUMBA_NUM_THREADS=2 and OMP threads 2 against 1",
             fuse("mallows_em", names), fuse("mallows_em", names),
             var_env={"NUMBA_NUM_THREADS": "2", "OMP_NUM_THREADS": "2", "OPENBLAS_NUM_THREADS": "2"}),
        pair("u8r_hashseed_default", "the default method under PYTHONHASHSEED=12345 against 0",
             fuse("own_items", names), fuse("own_items", names), var_env={"PYTHONHASHSEED": "12345"},
             why="docs/conventions.md: the check suite varies PYTHONHASHSEED"),
        # ------------------------------------------------------------ seeds
        pair("u8r_seed_tune_random", "rankagg tune --search random --seed 3, run twice: the same model file",
             ["tune", *names, "--qrels", "q.txt", "--method", "rrf", "--search", "random", "--trials", "8", "--folds", "3",
              "--seed", "3", "--quiet", "-o", "{out}"],
             ["tune", *names, "--qrels", "q.txt", "--method", "rrf", "--search", "random", "--trials", "8", "--folds", "3",
              "--seed", "3", "--quiet", "-o", "{out}"], files={**runs, "q.txt": qrels}, out="m.json", pause=1.1,
             why="docs/learning.md: same seed, the same held-out values"),
        pair("u8r_seed_tune_default", "rankagg tune without --seed (nested search), run twice: the same model file",
             ["tune", *names, "--qrels", "q.txt", "--folds", "3", "--quiet", "-o", "{out}"],
             ["tune", *names, "--qrels", "q.txt", "--folds", "3", "--quiet", "-o", "{out}"],
             files={**runs, "q.txt": qrels}, out="m.json", pause=1.1),
        pair("u8r_tune_argorder", "rankagg tune --method rrf with the runs given in reverse: the same model file",
             ["tune", *names, "--qrels", "q.txt", "--method", "rrf", "--folds", "3", "--quiet", "-o", "{out}"],
             ["tune", *back, "--qrels", "q.txt", "--method", "rrf", "--folds", "3", "--quiet", "-o", "{out}"],
             files={**runs, "q.txt": qrels}, out="m.json", why=order_why + "; models meet runs by name"),
        pair("u8r_train_twice", "rankagg train (pooled LambdaMART) run twice: the same model file",
             ["train", *names, "--qrels", "q.txt", "--folds", "0", "--quiet", "-o", "{out}"],
             ["train", *names, "--qrels", "q.txt", "--folds", "0", "--quiet", "-o", "{out}"],
             files={**runs, "q.txt": qrels}, out="m.json", pause=1.1,
             why="docs/lragg.md: LightGBM runs with num_threads=1, deterministic=True, seeded"),
    ]
    cases += [
        # ------------------------------------------------------------ backends, streaming, blocks
        ok("u8r_stream_vs_memory_default", "fuse_files stream=True and False with the default method (passes)",
           "from rankagg.api.run_files import fuse_files\n"
           "fuse_files(RUNS, 'm.run', stream=False)\n"
           "fuse_files(RUNS, 's.run', stream=True)\n"
           "verdict(read('m.run') == read('s.run'))\n",
           why="docs/scale.md: own_items is streamed in passes, the in-memory path's bytes"),
        ok("u8r_stream_blocks", "rankagg.stream's fuse_stream with blocks of 5 lines and of everything (Borda): the "
           "command line's bytes",
           "from rankagg.stream.run import fuse_stream\nfrom rankagg.methods.registry import make_method\n"
           "from rankagg.io.run_names import peek_run_names\n"
           "cli('fuse', *RUNS, '--method', 'borda', '--quiet', '-o', 'ref.run')\n"
           "tag = trec_rows('ref.run')[0][5]\n"
           "for n in (5, 37, 1 << 40):\n"
           "    fuse_stream(RUNS, f'b{n}.run', make_method('borda'), names=peek_run_names(RUNS), tag=tag, depth=1000, block_lines=n)\n"
           "verdict(all(read(f'b{n}.run') == read('ref.run') for n in (5, 37, 1 << 40)))\n",
           why="docs/scale.md: block by block, the in-memory path's output byte for byte"),
        ok("u8r_stream_ungrouped", "interleaved (ungrouped) files streamed (external partition) against the grouped "
           "files in memory, RRF",
           "from rankagg.api.run_files import fuse_files\n"
           "fuse_files(RUNS, 'm.run', method='rrf', stream=False)\n"
           "fuse_files([f'i_{n}' for n in RUNS], 's.run', method='rrf', stream=True)\n"
           "verdict(read('m.run') == read('s.run'))\n", files={**runs, **{f"i_{n}": t for n, t in interleaved.items()}},
           why="docs/scale.md: the external partition gives the in-memory bytes"),
        ok("u8r_dask_vs_local", "rankagg fuse --backend dask (a local cluster) against the local path, RRF, gzipped "
           "and ungrouped inputs",
           "cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'l.run')\n"
           "cli('fuse', *[f'i_{n}.gz' for n in RUNS], '--method', 'rrf', '--backend', 'dask', '--quiet', '-o', 'd.run')\n"
           "verdict(read('l.run') == read('d.run'))\n",
           files={**runs, **{f"i_{n}.gz": gz(t) for n, t in interleaved.items()}}, timeout=240,
           why="docs/scale.md: the output is the local run's byte for byte"),
        ok("u8r_backend_process_chunks", "rankagg.backends aggregate on the process backend in chunks of 2 queries "
           "(Borda, Condorcet): equal to method.aggregate",
           "import numpy as np\nfrom rankagg.io.trec import read_trec_runs\n"
           "from rankagg.backends.distributed import aggregate\nfrom rankagg.methods.registry import make_method\n"
           "data = read_trec_runs(RUNS)\nok = True\n"
           "for m in ('borda', 'condorcet'):\n"
           "    ref = make_method(m).aggregate(data)\n"
           "    for be, kw in (('local', {}), ('process', {'jobs': 2})):\n"
           "        got = aggregate(m, data, backend=be, chunk_queries=2, **kw)\n"
           "        ok &= bool(np.array_equal(ref, got))\n"
           "verdict(ok)\n", why="rankagg.backends.distributed.aggregate: same output on every backend"),
        ok("u8r_backend_chunks_global", "aggregate of Mallows-EM and own_items (they learn from all the queries) in "
           "chunks of 2 queries: equal to the whole, or refused",
           "import numpy as np\nfrom rankagg.io.trec import read_trec_runs\n"
           "from rankagg.backends.distributed import aggregate\nfrom rankagg.methods.registry import make_method\n"
           "data = read_trec_runs(RUNS)\nok = True\n"
           "for m in ('mallows_em', 'own_items'):\n"
           "    ref = make_method(m).aggregate(data)\n"
           "    try:\n"
           "        got = aggregate(m, data, chunk_queries=2)\n"
           "    except ValueError as exc:\n"
           "        ok &= m in str(exc)\n"
           "        continue\n"
           "    ok &= bool(np.array_equal(ref, got))\n"
           "verdict(ok)\n",
           why="same output on every backend and chunking; a method that learns from every query cannot be chunked "
               "without changing its answer, so equal or a refusal naming it"),
        ok("u8r_parquet_batches_global", "aggregate_parquet of own_items in batches of 1 query: equal to the "
           "in-memory aggregate, or refused",
           "import numpy as np\nfrom rankagg.io.trec import read_trec_runs\nfrom rankagg.io.parquet import read_parquet\n"
           "from rankagg.io.parquet_writer import write_parquet\n"
           "from rankagg.backends.streaming import aggregate_parquet\nfrom rankagg.methods.registry import make_method\n"
           "write_parquet(read_trec_runs(RUNS), 'ds')\ndata = read_parquet('ds')\n"
           "ref = make_method('own_items').aggregate(data)\n"
           "try:\n    got = aggregate_parquet('own_items', 'ds', batch_queries=1)\n"
           "except ValueError as exc:\n    print('same (refused)' if 'own_items' in str(exc) else f'vague {exc}')\n"
           "else:\n    verdict(np.array_equal(ref, got), f'{np.abs(ref - got).max()}')\n",
           why="docs/scale.md: aggregate_parquet, same output; own_items learns one weight per run from every query"),
        # ------------------------------------------------------------ the faces of one fusion
        ok("u8r_faces_rrf", "RRF through the Fuser (per query), rankagg.fuse (dicts) and rankagg fuse (file): the same "
           "order, the same score bits (the file: every score not tied)",
           "import rankagg\n"
           "runs = {Path(n).stem: {} for n in RUNS}\n"
           "for n in RUNS:\n"
           "    for q, _, d, _, s, _ in trec_rows(n):\n"
           "        runs[Path(n).stem].setdefault(q, {})[d] = float(s)\n"
           "api = rankagg.fuse(runs, 'rrf', depth=None)\nfuser = rankagg.Fuser('rrf')\n"
           "cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'o.run')\nfile_order = order_of('o.run')\n"
           "file_score = {(r[0], r[2]): float(r[4]) for r in trec_rows('o.run')}\nok = True\n"
           "for q in api:\n"
           "    one = fuser({r: runs[r][q] for r in runs if q in runs[r]})\n"
           "    ok &= [d for d, _ in one] == list(api[q]) == file_order[q]\n"
           "    ok &= all(s == api[q][d] for d, s in one)\n"
           "    vals = list(api[q].values())\n"
           "    ok &= all(file_score[(q, d)] == s for d, s in api[q].items() if vals.count(s) == 1)\n"
           "verdict(ok)\n", files=exact,
           why="docs/engines.md: the Fuser gives the batch scores bit for bit; docs/conventions.md: every line not "
               "tied carries the exact fused score"),
        ok("u8r_fuser_threads", "one Fuser serving 8 threads at once, requests of 3 to 3000 documents: each answer "
           "equal to the same request served alone",
           "import rankagg\nrng = random.Random(1)\n"
           "reqs = [{f'l{j}': {f'd{rng.randrange(5000)}': rng.random() for _ in range(n)} for j in range(3)}\n"
           "        for n in [3, 3000, 50, 1200, 7, 2500, 300, 9] * 6]\n"
           "for method, kw in (('rrf', {}), ('combsum', {'norm': 'minmax'}), ('borda', {})):\n"
           "    want = [rankagg.Fuser(method, **kw)(r) for r in reqs]\n"
           "    f = rankagg.Fuser(method, **kw)\n"
           "    got, errors = [None] * len(reqs), []\n"
           "    def work(i):\n"
           "        try:\n"
           "            for j in range(i, len(reqs), 8):\n"
           "                got[j] = f(reqs[j])\n"
           "        except Exception as exc:\n"
           "            errors.append(repr(exc))\n"
           "    ts = [threading.Thread(target=work, args=(i,)) for i in range(8)]\n"
           "    [t.start() for t in ts]; [t.join() for t in ts]\n"
           "    if errors or [list(g) for g in got] != [list(w) for w in want]:\n"
           "        verdict(False, f'{method} {errors[:1]}'); break\n"
           "else:\n    verdict(True)\n", files={},
           why="rankagg.fuser: a fuser holds no state that a call changes: one instance may serve many threads"),
        ok("u8r_fuse_threads", "rankagg.fuse called from 4 threads at once (RRF, CombSUM, Borda, Condorcet): each equal "
           "to the call alone",
           "import rankagg\n"
           "runs = {Path(n).stem: {} for n in RUNS}\n"
           "for n in RUNS:\n"
           "    for q, _, d, _, s, _ in trec_rows(n):\n"
           "        runs[Path(n).stem].setdefault(q, {})[d] = float(s)\n"
           "ms = ['rrf', 'combsum', 'borda', 'condorcet'] * 2\n"
           "want = [rankagg.fuse(runs, m) for m in ms]\ngot, errors = [None] * len(ms), []\n"
           "def work(i):\n"
           "    try:\n        got[i] = rankagg.fuse(runs, ms[i])\n"
           "    except Exception as exc:\n        errors.append(repr(exc))\n"
           "ts = [threading.Thread(target=work, args=(i,)) for i in range(len(ms))]\n"
           "[t.start() for t in ts]; [t.join() for t in ts]\n"
           "verdict(not errors and all({q: list(v.items()) for q, v in g.items()} == {q: list(v.items()) for q, v in w.items()} "
           "for g, w in zip(got, want)), str(errors[:1]))\n"),
        ok("u8r_api_dict_order", "rankagg.fuse of dict runs with the runs, queries and documents inserted in another "
           "order (CombMNZ, many tied scores): the same result",
           "import rankagg\nrng = random.Random(4)\n"
           "runs = {Path(n).stem: {} for n in RUNS}\n"
           "for n in RUNS:\n"
           "    for q, _, d, _, s, _ in trec_rows(n):\n"
           "        runs[Path(n).stem].setdefault(q, {})[d] = float(s)\n"
           "def mix(d):\n    items = list(d.items()); rng.shuffle(items); return dict(items)\n"
           "other = mix({r: mix({q: mix(docs) for q, docs in run.items()}) for r, run in runs.items()})\n"
           "a, b = rankagg.fuse(runs, 'combmnz'), rankagg.fuse(other, 'combmnz')\n"
           "verdict({q: list(v.items()) for q, v in a.items()} == {q: list(v.items()) for q, v in b.items()})\n",
           why="ranks from scores (trec_eval's rule); runs in one canonical order"),
        # ------------------------------------------------------------ a file read twice in one process
        # ------------------------------------------------------------ ties, by brute force
        ok("u8r_ties_docid_bytes", "every score tied in both runs, docids '9', '10', '100', 'é', 'Z', 'a': ranks by "
           "docid descending in byte order (trec_eval's strcmp), RRF's order by brute force",
           "cli('fuse', 'r0.run', 'r1.run', '--method', 'rrf', '--quiet', '-o', 'o.run')\n"
           "docs = ['9', '10', '100', 'é', 'Z', 'a']\n"
           "rank = {d: i + 1 for i, d in enumerate(sorted(docs, key=lambda d: d.encode(), reverse=True))}\n"
           "want = sorted(docs, key=lambda d: (-(2.0 / (60 + rank[d])), rank[d], d.encode()))\n"
           "verdict(order_of('o.run') == {'1': want}, str(order_of('o.run')))\n",
           files={"r0.run": "".join(f"1 Q0 {d} 1 2.5 a\n" for d in ['9', '10', '100', 'é', 'Z', 'a']),
                  "r1.run": "".join(f"1 Q0 {d} 1 7 b\n" for d in ['a', 'Z', 'é', '100', '10', '9'])},
           why="docs/conventions.md: a tie broken by the docid descending (strcmp's byte order)"),
        ok("u8r_kemeny_brute", "Kemeny (exact) of 5 runs of 6 documents: the order written is an optimal one (brute "
           "force over the 720 orders), the same for the runs given in reverse",
           "import itertools\n"
           "cli('fuse', *RUNS, '--method', 'kemeny', '--quiet', '-o', 'a.run')\n"
           "cli('fuse', *reversed(RUNS), '--method', 'kemeny', '--quiet', '-o', 'b.run')\n"
           "lists = [[r[2] for r in trec_rows(n)] for n in RUNS]\n"
           "def cost(order):\n"
           "    pos = {d: i for i, d in enumerate(order)}\n"
           "    return sum(1 for l in lists for i in range(6) for j in range(i + 1, 6) if pos[l[i]] > pos[l[j]])\n"
           "best = min(cost(p) for p in itertools.permutations(lists[0]))\n"
           "got = order_of('a.run')['1']\n"
           "verdict(cost(got) == best and read('a.run') == read('b.run'), f'{cost(got)} vs {best}')\n",
           files={f"r{i}.run": "".join(f"1 Q0 {d} {j + 1} {6 - j} k{i}\n" for j, d in enumerate(p))
                  for i, p in enumerate(["abcdef", "badcfe", "cabfed", "abdcef", "fedcba"])},
           why="Kemeny's definition; docs/conventions.md: reordering the input runs changes no bit"),
        ok("u8r_qrels_shuffled", "rankagg evaluate --json --per-query with the qrels' lines shuffled: the same output",
           "a = cli('evaluate', '--qrels', 'q.txt', 'r0.run', 'r1.run', '--measures', 'nDCG@10', 'AP', 'P@5', '--json', '--per-query').stdout\n"
           "b = cli('evaluate', '--qrels', 'qs.txt', 'r0.run', 'r1.run', '--measures', 'nDCG@10', 'AP', 'P@5', '--json', '--per-query').stdout\n"
           "verdict(a == b and len(a) > 2)\n",
           files={**runs, "q.txt": qrels, "qs.txt": "".join(sorted(qrels.splitlines(keepends=True), key=lambda l: l[::-1]))},
           why="the qrels' line order means nothing to trec_eval"),
        ok("u8r_seed_cps", "CPS with truth='random' (label-consistent permutations drawn) fitted twice on MQ2008-small fold 1, "
           "random_state given (5) and not: equal test scores each time",
           "import numpy as np\nfrom rankagg.experiments.runner import load_dataset\n"
           "from rankagg.methods.registry import make_method\n"
           "f = load_dataset('MQ2008-small').fold(1)\nok = True\n"
           "for kw in ({}, {'random_state': 5}):\n"
           "    a = make_method('cps', truth='random', **kw).fit(f.train).aggregate(f.test)\n"
           "    b = make_method('cps', truth='random', **kw).fit(f.train).aggregate(f.test)\n"
           "    ok &= bool(np.array_equal(a, b))\n"
           "verdict(ok)\n", files={}, needs_data=True, why="docs/cps.md: deterministic under random_state"),
        ok("u8r_reader_threads", "the readers' thread pools at 1 and at 4 threads (os.cpu_count) : streamed fusion of "
           "ungrouped files, rankagg.fuse of files and rankagg.evaluate give the same bytes and values",
           "import rankagg\nfrom rankagg.api.run_files import fuse_files\n"
           "paths = [f'i_{n}' for n in RUNS]\nseen = []\n"
           "for cpus in (1, 4):\n"
           "    os.cpu_count = lambda c=cpus: c\n"
           "    fuse_files(paths, f's{cpus}.run', method='combsum', stream=True)\n"
           "    fused = rankagg.fuse(paths, 'borda')\n"
           "    ev = rankagg.evaluate(RUNS[0], 'q.txt', ['nDCG@10', 'AP'], per_query=True)\n"
           "    seen.append((read(f's{cpus}.run'), {q: list(v.items()) for q, v in fused.items()}, json.dumps(ev, sort_keys=True, default=str)))\n"
           "verdict(seen[0] == seen[1])\n",
           files={**runs, "q.txt": qrels, **{f"i_{n}": t for n, t in interleaved.items()}},
           why="the thread pools read blocks of whole queries; the answer cannot depend on how many"),
        ok("u8r_same_tags_argorder", "three runs that all carry the tag 'bm25' (names from the file names), weighted by "
           "file name, given in two orders: the same bytes",
           "for n, f in zip(RUNS, ('x/a.run', 'y/b.run', 'z/c.run')):\n"
           "    Path(f).parent.mkdir()\n"
           "    Path(f).write_text(''.join(' '.join(r[:5] + ['bm25']) + '\\n' for r in trec_rows(n)))\n"
           "cli('fuse', 'x/a.run', 'y/b.run', 'z/c.run', '--method', 'combsum', '--weights', 'b.run=2', '--quiet', '-o', 'o1.run')\n"
           "cli('fuse', 'z/c.run', 'x/a.run', 'y/b.run', '--method', 'combsum', '--weights', 'b.run=2', '--quiet', '-o', 'o2.run')\n"
           "verdict(read('o1.run') == read('o2.run'))\n",
           why="docs/conventions.md: ranker names = run tags (file names when tags repeat), never the argument order"),
        ok("u8r_dask_weights", "rankagg fuse --backend dask with weighted CombSUM and --input-depth against the local path: "
           "the same bytes", "cli('fuse', *RUNS, '--method', 'combsum', '--weights', 'r1=3,r3=0.5', '--input-depth', '9', '--quiet', '-o', 'l.run')\n"
           "cli('fuse', *RUNS, '--method', 'combsum', '--weights', 'r1=3,r3=0.5', '--input-depth', '9', '--backend', 'dask', '--quiet', '-o', 'd.run')\n"
           "verdict(read('l.run') == read('d.run'))\n", timeout=240,
           why="docs/scale.md: the output is the local run's byte for byte (weights, --input-depth tested)"),
        ok("u8r_read_twice_changed", "rankagg.fuse of run files, one file rewritten (same size, other scores), fused "
           "again in the same process: the new content's answer (a fresh process's)",
           "import rankagg\n"
           "for n in RUNS:\n    shutil.copy(n, 'w' + n[1:])\n"
           "W = sorted(glob.glob('w*.run'))\n"
           "first = rankagg.fuse(W, 'rrf')\n"
           "rows = trec_rows('w0.run')\n"
           "Path('w0.run').write_text(''.join(f'{q} Q0 {d} {k} {s[-1]}.{s[0]} {t}\\n' for q, _, d, k, s, t in rows))\n"
           "second = rankagg.fuse(W, 'rrf')\n"
           "p = subprocess.run([PY, '-c', 'import rankagg, json, glob; print(json.dumps(rankagg.fuse(sorted(glob.glob(\"w*.run\")), \"rrf\")))'],"
           " capture_output=True, text=True, check=True)\n"
           "fresh = json.loads(p.stdout)\n"
           "verdict({q: list(v.items()) for q, v in second.items()} == {q: list(v.items()) for q, v in fresh.items()} "
           "and first != second)\n",
           why="a file is read when it is given: a result of its old content is a wrong answer"),
        ok("u8r_evaluate_twice_changed", "rankagg.evaluate of a run file, the qrels rewritten (same size, other grades), "
           "evaluated again in the same process: the new judgements' values (a fresh process's)",
           "import rankagg\nshutil.copy('q.txt', 'w.txt')\n"
           "first = rankagg.evaluate('r0.run', 'w.txt', ['nDCG@10', 'AP'])\n"
           "Path('w.txt').write_text(''.join(l[:-2] + ('2' if l[-2] == '0' else '0') + '\\n' for l in Path('q.txt').read_text().splitlines(keepends=True)))\n"
           "second = rankagg.evaluate('r0.run', 'w.txt', ['nDCG@10', 'AP'])\n"
           "p = subprocess.run([PY, '-c', 'import rankagg, json; print(json.dumps(rankagg.evaluate(\"r0.run\", \"w.txt\", [\"nDCG@10\", \"AP\"])))'],"
           " capture_output=True, text=True, check=True)\n"
           "fresh = json.loads(p.stdout)\n"
           "verdict(json.loads(json.dumps(second)) == fresh and first != second, f'{first} {second} {fresh}')\n",
           files={**runs, "q.txt": qrels}),
        ok("u8r_ties_brute_rrf", "RRF of runs full of exact ties: the file's order is the house rule by brute force "
           "(fused score, ties within 2^-40 relative; then more lists, best rank, smaller docid), and trec_eval's "
           "reading of the written scores keeps it",
           "import functools\n"
           "cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'o.run')\n"
           "def trec_order(pairs):  # score descending, then docid descending in bytes (strcmp)\n"
           "    pairs = sorted(pairs, key=lambda x: x[0].encode(), reverse=True)\n"
           "    return sorted(pairs, key=lambda x: -x[1])\n"
           "ranks = {}\n"
           "for n in RUNS:\n"
           "    by_q = {}\n"
           "    for q, _, d, _, s, _ in trec_rows(n):\n"
           "        by_q.setdefault(q, []).append((d, float(s)))\n"
           "    for q, lst in by_q.items():\n"
           "        for i, (d, _) in enumerate(trec_order(lst)):\n"
           "            ranks.setdefault(q, {}).setdefault(d, []).append(i + 1)\n"
           "want = {}\n"
           "for q, docs in ranks.items():\n"
           "    score = {d: sum(1.0 / (60 + r) for r in rs) for d, rs in docs.items()}\n"
           "    by_score = sorted(docs, key=lambda d: -score[d])\n"
           "    group, g = {}, 0\n"
           "    for a, b in zip(by_score, by_score[1:]):\n"
           "        group[a] = g\n"
           "        if score[a] - score[b] > 2.0 ** -40 * max(abs(score[a]), abs(score[b])):\n"
           "            g += 1\n"
           "    group[by_score[-1]] = g\n"
           "    want[q] = sorted(docs, key=lambda d: (group[d], -len(docs[d]), min(docs[d]), d.encode()))\n"
           "trec = {}\n"
           "for r in trec_order([(r[2], float(r[4]), r[0]) for r in trec_rows('o.run')]):\n"
           "    trec.setdefault(r[2], []).append(r[0])\n"
           "verdict(order_of('o.run') == want == trec, str([q for q in want if want[q] != order_of('o.run')[q] or trec[q] != want[q]]))\n",
           why="docs/conventions.md and docs/methods.md: ties (within 2^-40 relative) broken by more rankers, best local "
               "rank, smaller docid; written as distinct scores that trec_eval reads in the file's order"),
        # ------------------------------------------------------------ evaluation: runs in another order
        ok("u8r_evaluate_argorder", "rankagg evaluate --json of three runs given in two orders: each run's values equal",
           "a = json.loads(cli('evaluate', '--qrels', 'q.txt', 'r0.run', 'r1.run', 'r2.run', '--measures', 'nDCG@10', 'AP', '--json').stdout)\n"
           "b = json.loads(cli('evaluate', '--qrels', 'q.txt', 'r2.run', 'r0.run', 'r1.run', '--measures', 'nDCG@10', 'AP', '--json').stdout)\n"
           "def per_run(x):\n"
           "    return json.dumps(x, sort_keys=True)\n"
           "verdict(per_run(a) == per_run(b), per_run(a)[:200] + ' | ' + per_run(b)[:200])\n",
           files={**runs, "q.txt": qrels}),
    ]
    # ------------------------------------------------------------ processes at once; kill and resume; the Numba cache
    exp = ('name = "e"\ntitle = "e"\ndatasets = ["MQ2008-small"]\nselect_by = "MeanNDCG"\n'
           '[[rows]]\nlabel = "b"\nmethod = "borda"\nfixed = {}\ngrid = {}\n'
           '[[rows]]\nlabel = "r"\nmethod = "rrf"\nfixed = {}\ngrid = { k = [10.0, 60.0] }\n'
           '[[rows]]\nlabel = "c"\nmethod = "combmnz"\nfixed = {}\ngrid = {}\n')
    strip = ("TIMES = {'wall_seconds', 'seconds', 'fit_seconds', 'aggregate_seconds'}\n"
             "def clean(x):\n"
             "    if isinstance(x, dict):\n        return {k: clean(v) for k, v in x.items() if k not in TIMES}\n"
             "    if isinstance(x, list):\n        return [clean(v) for v in x]\n    return x\n"
             "def results(root):\n"
             "    return {p.name: clean(json.loads(p.read_text())) for p in sorted(Path(root, 'results').rglob('*.json'))}\n"
             "def leftovers(root):\n    return [p.name for p in Path(root).rglob('*') if p.name.startswith('.') or p.name.endswith('.tmp')]\n"
             "def exp(root, *extra, env=None):\n"
             "    return cli('experiment', 'run', 'experiments/e.toml', *extra, cwd=root, env=env)\n"
             "def start(root, **kw):\n"
             "    return subprocess.Popen([PY, '-m', 'rankagg.cli', 'experiment', 'run', 'experiments/e.toml'], cwd=root,"
             " env=dict(os.environ, **ONE), **kw)\n"
             "for d in ('A', 'B'):\n"
             "    Path(d, 'experiments').mkdir(parents=True)\n"
             "    shutil.copy('e.toml', Path(d, 'experiments', 'e.toml'))\n")
    def experiment(id: str, what: str, code: str, why: str = "") -> Case:
        """A case on copies A and B of one experiment file (MQ2008-small, three rows)."""
        return ok(id, what, strip + code, files={"e.toml": exp}, needs_data=True, timeout=240, why=why)

    cases += [
        experiment("u8r_experiment_jobs", "rankagg experiment run --jobs 2 against --jobs 1: the same result files (times apart)",
           "exp('A', '--jobs', '1')\nexp('B', '--jobs', '2')\n"
           "a, b = results('A'), results('B')\nverdict(len(a) == 3 and a == b, f'{sorted(a)} {sorted(b)}')\n",
           why="docs/experiments.md: cells are deterministic, so the files do not depend on N"),
        experiment("u8r_experiment_killed_resumed", "rankagg experiment run killed (SIGKILL) after its first cell, then run "
           "again: the result files of an uninterrupted run, nothing half-written",
           "exp('A')\n"
           "p = start('B', stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
           "t0 = time.time()\n"
           "while not list(Path('B').rglob('*.json')) and time.time() - t0 < 60 and p.poll() is None:\n"
           "    time.sleep(0.05)\n"
           "p.kill(); p.wait()\n"
           "exp('B')\n"
           "a, b = results('A'), results('B')\n"
           "verdict(len(a) == 3 and a == b and not leftovers('B'), f'{sorted(b)} {leftovers(\"B\")}')\n",
           why="docs/experiments.md: resumable; SIGKILL leaves no half-written file"),
        experiment("u8r_experiment_two_runners", "two rankagg experiment run of the same experiment at once in one folder: "
           "the result files of one run (valid, complete), both exiting 0 or one refusing clearly",
           "exp('A')\n"
           "ps = [start('B', stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) for _ in range(2)]\n"
           "outs = [p.communicate()[1] for p in ps]\n"
           "codes = [p.returncode for p in ps]\n"
           "fine = all(c == 0 for c in codes) or (sorted(codes) == [0, 2] and 'Traceback' not in ''.join(outs))\n"
           "a, b = results('A'), results('B')\n"
           "verdict(fine and a == b and not leftovers('B'), f'{codes} {outs[0][-300:]} {outs[1][-300:]}')\n"),
        ok("u8r_two_fuses_one_output", "two rankagg fuse (RRF and Borda) writing the same o.run at once: o.run is one of "
           "the two complete outputs, nothing left behind",
           "cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'x.run')\n"
           "cli('fuse', *RUNS, '--method', 'borda', '--quiet', '-o', 'y.run')\n"
           "e = dict(os.environ, **ONE)\nok = True\n"
           "for _ in range(3):\n"
           "    ps = [subprocess.Popen([PY, '-m', 'rankagg.cli', 'fuse', *RUNS, '--method', m, '--quiet', '-o', 'o.run'], env=e)"
           " for m in ('rrf', 'borda')]\n"
           "    codes = [p.wait() for p in ps]\n"
           "    ok &= codes == [0, 0] and read('o.run') in (read('x.run'), read('y.run'))\n"
           "    ok &= not [p for p in Path('.').iterdir() if p.name.startswith('.')]\n"
           "verdict(ok)\n", why="docs/conventions.md: outputs are written atomically"),
        ok("u8r_numba_cache_cold_warm", "Mallows-EM with a fresh NUMBA_CACHE_DIR (cold: compiled and stored), then warm "
           "(loaded): both the bytes of the default cache",
           "cli('fuse', *RUNS, '--method', 'mallows_em', '--quiet', '-o', 'ref.run')\n"
           "cli('fuse', *RUNS, '--method', 'mallows_em', '--quiet', '-o', 'cold.run', env={'NUMBA_CACHE_DIR': os.path.abspath('nc')})\n"
           "cli('fuse', *RUNS, '--method', 'mallows_em', '--quiet', '-o', 'warm.run', env={'NUMBA_CACHE_DIR': os.path.abspath('nc')})\n"
           "verdict(read('ref.run') == read('cold.run') == read('warm.run') and any(Path('nc').rglob('*.nbi')))\n",
           timeout=240, why="rankagg._numba_cache: the cache changes how fast, never what"),
        ok("u8r_numba_cache_unwritable", "NUMBA_CACHE_DIR set to a folder nothing can write (under /proc): Mallows-EM "
           "runs and gives the default cache's bytes",
           "cli('fuse', *RUNS, '--method', 'mallows_em', '--quiet', '-o', 'ref.run')\n"
           "cli('fuse', *RUNS, '--method', 'mallows_em', '--quiet', '-o', 'ro.run', env={'NUMBA_CACHE_DIR': '/proc/rankagg-cache'})\n"
           "verdict(read('ref.run') == read('ro.run'))\n",
           timeout=240, why="rankagg._numba_cache: somewhere writable, or nowhere; never an error"),
        ok("u8r_numba_cache_foreign", "a NUMBA_CACHE_DIR whose cached kernels came from another build (every .nbc and "
           ".nbi file overwritten with other bytes): Mallows-EM gives the default cache's bytes",
           "nc = os.path.abspath('nc')\n"
           "cli('fuse', *RUNS, '--method', 'mallows_em', '--quiet', '-o', 'ref.run', env={'NUMBA_CACHE_DIR': nc})\n"
           "for p in Path(nc).rglob('*'):\n"
           "    if p.suffix in ('.nbc', '.nbi'):\n"
           "        p.write_bytes(b'\\x80\\x04' + bytes(range(256)) * 4)\n"
           "cli('fuse', *RUNS, '--method', 'mallows_em', '--quiet', '-o', 'f.run', env={'NUMBA_CACHE_DIR': nc})\n"
           "verdict(read('ref.run') == read('f.run'))\n",
           timeout=240, why="a stale or foreign cache changes how fast, never what"),
        ok("u8r_real_rounds_order_gzip", "three real TREC-COVID round-2 runs (gzipped) against the same runs "
           "decompressed and given in reverse, RRF: the same bytes",
           "D = os.path.join(os.environ['RANKAGG_DATA'], 'trec-covid-round2', 'runs')\n"
           "names = sorted(os.listdir(D))[:3]\n"
           "for n in names:\n"
           "    Path(n[:-3]).write_bytes(gzip.decompress(Path(D, n).read_bytes()))\n"
           "cli('fuse', *[os.path.join(D, n) for n in names], '--method', 'rrf', '--quiet', '-o', 'a.run')\n"
           "cli('fuse', *[n[:-3] for n in reversed(names)], '--method', 'rrf', '--quiet', '-o', 'b.run')\n"
           "verdict(read('a.run') == read('b.run'))\n", files={}, needs_data=True, timeout=240, why=order_why),
    ]
    return cases


def cases() -> list[Case]:
    c: list[Case] = []
    runs = {"a.run": RUN, "b.run": RUN2}

    # ------------------------------------------------------------ TREC runs
    G = "TREC run files"
    c += [
        Case("run_bom", G, "UTF-8 BOM before the first qid", code="from rankagg.io import read_trec_run\nd = read_trec_run('a.run')\nprint(d.qids.tolist())",
             files={"a.run": "\ufeff" + RUN}, expect="ok", check=stdout_has("['1', '2']"), fast=True,
             warns="a.run: UTF-8 byte-order mark", why="accepted with a warning naming the file: trec_eval would read "
                                                        "the mark as part of the first qid"),
        Case("run_bom_qrels", G, "UTF-8 BOM in run and qrels: measures computed on the right qid",
             argv=["evaluate", "--qrels", "q.txt", "a.run", "--json"], files={"a.run": "\ufeff" + RUN, "q.txt": "\ufeff" + QRELS},
             expect="ok", check=lambda out, f: json.loads(out).get("AP", 0) > 0,
             warns="q.txt: UTF-8 byte-order mark", why="accepted with a warning naming each file"),
        Case("run_rank0", G, "rank 0 (4 of the 28 TREC-COVID round-5 runs number from 0)", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 0 3.0 t\n1 Q0 b 1 2.0 t\n"}, expect="ok", check=wrote("out.run"), fast=True,
             why="accepted: trec_eval never reads the rank column"),
        Case("run_negative_rank", G, "negative rank", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a -1 3.0 t\n"}, expect="ok", check=wrote("out.run"),
             why="accepted: trec_eval never reads the rank column; with --trust-rank only the order counts"),
        Case("run_rank_text", G, "rank 'x' (not an integer)", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a x 3.0 t\n"}, expect="ok", check=wrote("out.run"),
             why="accepted: trec_eval never reads the rank column"),
        Case("run_rank_text_trust", G, "rank 'x' with --trust-rank", argv=fuse("--method", "borda", "--trust-rank", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a x 3.0 t\n"}, mention=("a.run:1",), outputs=("out.run",),
             why="wrong: --trust-rank orders by that column, and 'x' gives no order"),
        Case("run_rank_overflow_trust", G, "rank 99999999999999999999 with --trust-rank (beyond int64)",
             argv=fuse("--method", "borda", "--trust-rank", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 99999999999999999999 3.0 t\n"}, mention=("a.run:1",), outputs=("out.run",),
             why="wrong: --trust-rank orders by an int64 rank; without the option the line is read"),
        Case("run_rank_repeated_trust", G, "--trust-rank: the same rank twice in a list, different scores",
             argv=fuse("--method", "borda", "--trust-rank", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 3.0 t\n1 Q0 b 1 2.0 t\n"}, mention=("a.run:2",), outputs=("out.run",),
             why="wrong: the rank says tie, the score says not; with equal scores (ranks 1 1 3) it is read"),
        Case("run_5_fields", G, "a line with 5 fields", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": RUN + "3 Q0 x 1 1.0\n"}, mention=("a.run:6",), outputs=("out.run",),
             why="trec_eval fails too ('Malformed line')"),
        Case("run_7_fields", G, "a line with 7 fields (a blank inside a docid)", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": RUN + "3 Q0 doc 12 1 1.0 t\n"}, mention=("a.run:6",), outputs=("out.run",),
             why="wrong: trec_eval ignores fields after the sixth, so it would read docid 'doc' with score 1 (the rank)"),
        Case("run_score_text", G, "score 'high'", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 high t\n"}, mention=("a.run:1",), outputs=("out.run",),
             why="wrong: trec_eval's atof reads 0"),
        Case("run_score_underscore", G, "score '1_5' (Python's float reads 15)", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 1_5 t\n"}, mention=("a.run:1",), outputs=("out.run",),
             why="wrong: trec_eval's atof reads 1, Python's float 15"),
        Case("run_score_nan", G, "score nan", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 nan t\n"}, mention=("a.run:1",), outputs=("out.run",),
             why="wrong: NaN has no place in a sort (trec_eval's qsort order is undefined)"),
        Case("run_score_inf", G, "score inf", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": "1 Q0 a 1 inf t\n"}, mention=("a.run:1",), outputs=("out.run",),
             why="wrong for score fusion: min-max or z-score of a list holding inf is NaN for every document "
                 "(trec_eval itself reads it)"),
        Case("run_dup_doc", G, "same document twice in one query", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": RUN + "1 Q0 a 9 0.5 t\n"}, mention=("a.run:6",), outputs=("out.run",),
             why="trec_eval fails too ('duplicate docs')"),
        Case("run_missing", G, "run file does not exist", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run", "nope.run")),
             files=runs, mention=("nope.run",), outputs=("out.run",), why="trec_eval fails too"),
        Case("run_directory", G, "a directory given as a run file", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run", "sub")),
             files=runs, setup=lambda f: (f / "sub").mkdir(), mention=("sub",), outputs=("out.run",), fast=True,
             why="trec_eval fails too"),
        Case("run_not_utf8", G, "bytes that are not UTF-8 (line 2)", argv=fuse("--method", "borda", "-o", "out.run"),
             files={**runs, "a.run": b"1 Q0 a 1 3.0 t\n1 Q0 \xff 2 2.0 t\n"}, mention=("a.run:2",), outputs=("out.run",),
             why="neither: trec_eval reads bytes; rankagg's docids are text (kept: an encoding error caught, not "
                 "written back garbled; open)"),
        Case("run_gz_truncated", G, "truncated .gz", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run.gz", "b.run")),
             files={"a.run.gz": gz(RUN * 50)[:-30], "b.run": RUN2}, mention=("a.run.gz",), outputs=("out.run",), fast=True,
             why="trec_eval fails too (it reads no gzip); the data is cut"),
        Case("run_gz_corrupt", G, "corrupt .gz (bytes flipped inside the stream)", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run.gz", "b.run")),
             files={"a.run.gz": (lambda b: b[:20] + bytes(x ^ 0x55 for x in b[20:40]) + b[40:])(gz(RUN * 50)), "b.run": RUN2},
             mention=("a.run.gz",), outputs=("out.run",), why="trec_eval fails too (it reads no gzip); the data is damaged"),
        Case("run_gz_bad_header", G, "gzip magic bytes, then garbage", argv=fuse("--method", "borda", "-o", "out.run", runs=("a.run.gz", "b.run")),
             files={"a.run.gz": b"\x1f\x8b\x00garbage", "b.run": RUN2}, mention=("a.run.gz",), outputs=("out.run",),
             why="trec_eval fails too"),
        Case("run_empty_all", G, "every run file empty", argv=fuse("--method", "borda", "-o", "out.run"),
             files={"a.run": "", "b.run": "\n\n"}, outputs=("out.run",),
             why="trec_eval fails too ('Cannot read results file' on an empty file); nothing to fuse"),
        Case("run_crlf", G, "Windows line ends (CRLF)", code="from rankagg.io import read_trec_run\nd = read_trec_run('a.run')\nprint(d.qids.tolist(), d.docids.tolist())",
             files={"a.run": RUN.replace("\n", "\r\n")}, expect="ok", check=stdout_has("['1', '2'] ['a', 'b', 'c', 'a', 'd']"),
             why="accepted: read as trec_eval reads it (CR is a blank for C's isspace)"),
    ]
    # ------------------------------------------------------------ qrels
    G = "qrels"
    c += [
        Case("qrels_empty", G, "empty qrels file", argv=["evaluate", "--qrels", "q.txt", "a.run"], files={"a.run": RUN, "q.txt": ""},
             mention=("q.txt",), fast=True, why="trec_eval fails too ('Cannot read qrels file')"),
        Case("qrels_huge_rel", G, "relevance 99999999999999999999", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": "1 0 a 99999999999999999999\n"}, mention=("q.txt:1",),
             why="wrong: trec_eval's atol saturates it"),
        Case("qrels_rel_fraction", G, "relevance 1.5", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": "1 0 a 1.5\n"}, mention=("q.txt:1",), why="wrong: trec_eval's atol reads 1"),
        Case("qrels_rel_text", G, "relevance 'yes'", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": "1 0 a yes\n"}, mention=("q.txt:1",), why="wrong: trec_eval's atol reads 0"),
        Case("qrels_3_fields", G, "a line with 3 fields", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": QRELS + "1 a 1\n"}, mention=("q.txt:4",), why="trec_eval fails too"),
        Case("qrels_dup", G, "a document judged twice", argv=["evaluate", "--qrels", "q.txt", "a.run"],
             files={"a.run": RUN, "q.txt": QRELS + "1 0 a 0\n"}, mention=("q.txt:4",),
             why="trec_eval fails too ('duplicate docs')"),
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

    def longer_runs(folder: Path) -> None:  # 60 queries: the job outlasts the signal at 4 s (20 took 3.7 s)
        big_runs(folder, n_queries=60)

    c += [
        Case("sigint_mc4", G, "Ctrl-C (SIGINT) while mc4 runs its compiled kernel on 12 long runs", argv=mc4, setup=longer_runs,
             signal=("SIGINT", 4.0), mention=("SIGINT",), outputs=("out.run",), timeout=900),
        Case("sigterm_mc4", G, "SIGTERM while mc4 runs on 12 long runs", argv=mc4, setup=longer_runs,
             signal=("SIGTERM", 4.0), mention=("SIGTERM",), outputs=("out.run",), timeout=900),
        Case("sigint_kernel", G, "SIGINT that surely lands inside a compiled kernel returning a tuple of arrays",
             code="import os, signal, threading\nimport numpy as np\nfrom numba import njit\nfrom rankagg.io.signals import exit_on_signal\n"
                  "@njit\ndef kernel(n):\n    s = 0.0\n    for i in range(n):\n        s += (i % 7) * 1e-9\n    a = np.zeros(3)\n    return a, a.copy(), s\n"
                  "kernel(10)\nexit_on_signal('case')\nthreading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()\n"
                  "for _ in range(1000):\n    x, y, s = kernel(10**9)",
             mention=("SIGINT",)),
        Case("sigterm_writing", G, "SIGTERM while the output is being written: the temporary file is removed",
             code="import os, signal\nfrom rankagg.io.atomic import atomic_output\nfrom rankagg.io.signals import exit_on_signal\nexit_on_signal('case')\n"
                  "with atomic_output('out.run') as fh:\n    fh.write(b'x' * 1000)\n    os.kill(os.getpid(), signal.SIGTERM)\n    import time; time.sleep(5)",
             mention=("SIGTERM",), outputs=("out.run",), fast=True),
    ]
    # ------------------------------------------------------------ issue 27, by class (group=CLASS[n])
    c += issue27_cases()
    c += class7_cases()
    c += issue34_cases()
    c += issue45_cases()
    c += newest_faces_cases()
    # class 2/3/4: measures, evaluation, tune (h26m)
    ev = ["evaluate", "--qrels", "q.txt", "a.run", "--measures"]
    run3 = RUN + "3 Q0 a 1 2.0 t\n3 Q0 e 2 1.0 t\n"
    run3b = RUN2 + "3 Q0 e 1 2.0 u\n3 Q0 a 2 1.0 u\n"
    qrels3 = QRELS + "3 0 e 1\n"
    tn = ["tune", "a.run", "b.run", "--qrels", "q.txt", "--quiet", "-o", "m.json"]
    tune_files = {"a.run": run3, "b.run": run3b, "q.txt": qrels3}
    api = "import rankagg\nprint(rankagg.evaluate({run}, {qrels}, {measures}))"
    c += [
        Case("measure_cutoff_zero", CLASS[2], "evaluate --measures nDCG@0 (aborted the interpreter in pytrec_eval)",
             argv=ev + ["nDCG@0"], files={"a.run": RUN, "q.txt": QRELS}, mention=("nDCG@0",), fast=True,
             why="one measure parser (rankagg/evaluation/registry.py) refuses it before any engine sees it"),
        Case("measure_duplicate_normalised", CLASS[2], "evaluate --measures P@5 P@05 (the same measure twice)",
             argv=ev + ["P@5", "P@05"], files={"a.run": RUN, "q.txt": QRELS}, mention=("P@05", "P@5")),
        Case("measure_cutoff_forbidden", CLASS[2], "evaluate --measures Rprec@5 (Rprec takes no cutoff)",
             argv=ev + ["Rprec@5"], files={"a.run": RUN, "q.txt": QRELS}, mention=("Rprec@5",)),
        Case("measure_unknown_params", CLASS[2], "evaluate --measures 'BPM(T=1000,min_rel=2)@10' (not a declared measure)",
             argv=ev + ["BPM(T=1000,min_rel=2)@10"], files={"a.run": RUN, "q.txt": QRELS}, mention=("BPM",)),
        Case("measure_judged_zero", CLASS[2], "evaluate --measures Judged@0", argv=ev + ["Judged@0"],
             files={"a.run": RUN, "q.txt": QRELS}, mention=("Judged@0",)),
        Case("measure_rbp_cutoff_zero", CLASS[2], "evaluate --measures 'RBP(p=0.5)@0' (the cutoff was ignored)",
             argv=ev + ["RBP(p=0.5)@0"], files={"a.run": RUN, "q.txt": QRELS}, mention=("RBP(p=0.5)@0",)),
        Case("measure_api_cutoff_zero", CLASS[2], "rankagg.evaluate(run, qrels, ['nDCG@0'])",
             code=api.format(run="'a.run'", qrels="'q.txt'", measures="['nDCG@0']"),
             files={"a.run": RUN, "q.txt": QRELS}, mention=("nDCG@0",)),
        Case("eval_api_fractional_grade", CLASS[3], "rankagg.evaluate with a grade 0.5 (became 0)",
             code=api.format(run="{'1': {'a': 1.0}}", qrels="{'1': {'a': 0.5}}", measures="['P@1']"),
             mention=("qrels", "0.5"), why="trec_eval reads grades as integers: 0.5 would silently be 0"),
        Case("eval_api_nan_grade", CLASS[3], "rankagg.evaluate with a NaN grade (became int64 min)",
             code=api.format(run="{'1': {'a': 1.0}}", qrels="{'1': {'a': float('nan')}}", measures="['P@1']"),
             mention=("qrels", "nan")),
        Case("eval_api_nan_score", CLASS[3], "rankagg.evaluate with a NaN score",
             code=api.format(run="{'1': {'a': float('nan')}}", qrels="{'1': {'a': 1}}", measures="['P@1']"),
             mention=("run", "nan"), why="NaN has no order: the ranking would be arbitrary"),
        Case("eval_no_common_query", CLASS[3], "qrels that share no query with the run (gave nan, exit 0, bare NaN in --json)",
             argv=["evaluate", "--qrels", "q.txt", "a.run", "--json"], files={"a.run": RUN, "q.txt": "9 0 a 1\n"},
             mention=("a.run", "no query in common")),
        Case("eval_near_tie", CLASS[3], "a float32 near-tie: default evaluate, --measures AP and the NumPy provider agree",
             code="from rankagg.evaluation.trec_eval import evaluate_columns as e\n"
                  "run = {'qid': ['1', '1'], 'docid': ['a', 'b'], 'score': [1.0 + 1e-9, 1.0]}\n"
                  "qrels = {'qid': ['1'], 'docid': ['a'], 'rel': [1]}\n"
                  "v = [e(run, qrels, ['AP'], provider=p)[1]['AP'][0] for p in ('numpy', 'pytrec_eval')]\n"
                  "print('agree' if v[0] == v[1] == 1.0 else f'differ {v}')",  # a first; as float32, docid b
             expect="ok", check=stdout_has("agree"), why="scores are compared as doubles, as trec_eval 10.0 does"),
        Case("tune_negative_grades", CLASS[4], "tune with negative grades (TREC Web qrels): its measure equals evaluate's",
             code="import numpy as np, pandas as pd, rankagg\nfrom rankagg.io import read_trec_run, read_qrels\n"
                  "from rankagg.experiments.tune_objective import TrecObjective\n"
                  "d, q = read_trec_run('a.run'), read_qrels('q.txt')\n"
                  "ours = TrecObjective(d, q, 'nDCG@10').of_ranker(0).mean()\n"
                  "ref = rankagg.evaluate('a.run', 'q.txt', ['nDCG@10'])['nDCG@10']\n"
                  "print('equal' if abs(ours - ref) < 1e-12 and ours > 0 else f'differ {ours} {ref}')",
             files={"a.run": RUN, "q.txt": "1 0 a 1\n1 0 b -1\n1 0 c 2\n2 0 d -2\n2 0 a 1\n"}, expect="ok",
             check=stdout_has("equal"), why="trec_eval's gain rules: a negative grade is non-relevant and gains 0"),
        Case("tune_cutoff_zero", CLASS[4], "tune --measure P@0 (gave estimates of inf)", argv=tn + ["--measure", "P@0"],
             files=tune_files, mention=("P@0", "--measure"), outputs=("m.json",)),
        Case("tune_no_common_query", CLASS[4], "tune with qrels sharing no query with the runs (TypeError)", argv=tn,
             files={**tune_files, "q.txt": "9 0 a 1\n"}, mention=("share no query",), outputs=("m.json",)),
        Case("tune_no_relevant", CLASS[4], "tune with qrels that judge nothing relevant (wrote a model of zeros)", argv=tn,
             files={**tune_files, "q.txt": "1 0 a 0\n2 0 d 0\n3 0 e -1\n"}, mention=("relevant",),
             outputs=("m.json",)),
        Case("tune_step_tiny", CLASS[4], "tune --search coordinate --step 1e-6 (ran forever)",
             argv=tn + ["--search", "coordinate", "--step", "1e-6"], files=tune_files, mention=("--max-settings",),
             outputs=("m.json",)),
        Case("tune_folds_beyond_queries", CLASS[4], "tune --folds 100 with 3 judged queries (claimed a 100-fold estimate)",
             argv=tn + ["--folds", "100"], files=tune_files, expect="ok", check=stdout_has("--folds 100 reduced to 3"),
             why="the estimate is 3-fold, says so, and the model file records n_folds 3"),
        Case("tune_seed_negative", CLASS[4], "tune --seed -1", argv=tn + ["--seed", "-1"], files=tune_files,
             mention=("--seed",), outputs=("m.json",)),
    ]
    c += third_bar_files_cases()  # issue 45's third bar: files and commands
    c += third_bar_objects_cases()  # and in-process objects
    c += third_bar_process_cases()  # and streams, jobs and environment
    c += third_bar_numbers_cases()  # and methods and numbers
    c += fourth_bar_files_cases()  # issue 45's fourth bar: files and file systems
    c += fourth_bar_commands_cases()  # and commands, options and outputs
    c += fourth_bar_objects_cases()  # and the Python API
    c += fourth_bar_methods_cases()  # and methods, models and faces
    c += fifth_bar_domains_cases()  # issue 45's fifth bar: genes, voters and judges
    c += fifth_bar_integrations_cases()  # and the tools users bring
    c += fifth_bar_answers_cases()  # and answers against independent references
    c += fifth_bar_workflows_cases()  # and workflows, state and processes
    c += sixth_bar_evaluation_cases()  # issue 45's sixth bar: evaluation and reports
    c += sixth_bar_faces_cases()  # and one method through every face
    c += sixth_bar_learning_cases()  # and learning and models
    c += sixth_bar_scale_cases()  # and scale, limits and the file system
    c += seventh_bar_objects_cases()  # issue 45's seventh bar: Python objects and the API's contracts
    c += seventh_bar_chains_cases()  # issue 45's seventh bar: chains of commands
    c += seventh_bar_environment_cases()  # issue 45's seventh bar: environment, locale and standard streams
    c += seventh_bar_shapes_cases()  # issue 45's seventh bar: the shapes users bring
    c += seventh_bar_relations_cases()  # issue 45's seventh bar: what every method must keep
    c += eighth_bar_same_cases()  # issue 45's eighth bar: the same answer every time
    return c + legal_cases()


# ------------------------------------------------------------ issue 45: a third bar, in-process objects
THIRD_OBJECTS = "45 Unseen inputs: a third bar, in-process objects"
# two runs as dicts; the same two as a long frame; ``same(a, b)``: print 'same' or both values
_U3O = ("import numpy as np, pandas as pd, rankagg\n"
        "R = {'a': {'1': {'x': 2.0, 'y': 1.0}}, 'b': {'1': {'y': 3.0, 'z': 1.0}}}\n"
        "F = pd.DataFrame({'run': ['a', 'a', 'b', 'b'], 'qid': ['1', '1', '1', '1'], 'docid': ['x', 'y', 'y', 'z'], "
        "'score': [2.0, 1.0, 3.0, 1.0]})\n"
        "def same(a, b):\n    print('same' if a == b else f'differ {a!r} {b!r}')\n")
_U3O_ARROW = _U3O + "import pyarrow as pa\nT = pa.Table.from_pandas(F.rename(columns={'qid': 'q_id', 'docid': 'doc_id'}))\n" \
    "WANT = rankagg.fuse(T, 'rrf').to_pylist()\n"
_U3O_FILES = {"a.run": RUN, "b.run": RUN2}
_BATTLE_OBJECTS = ("import pyarrow as pa\nfrom rankagg.api.preferences import fuse_comparisons\n"
                   "B = [{'model_a': 'gpt', 'model_b': 'claude', 'winner': 'model_a'}, "
                   "{'model_a': 'claude', 'model_b': 'llama', 'winner': 'tie'}, {'model_a': 'llama', 'model_b': 'gpt', 'winner': 'model_b'}]\n")


SIXTH_BAR_FACES = "45 Unseen inputs: a sixth bar, one method through every face"
# three runs: partial lists, run C lacks query 2, run B lacks query 10, C lists query 10 before query 1, queries
# "2" and "10" (a string order and a number order differ)
_U6F_RUNS = {
    "a.run": "1 Q0 a 1 9 A\n1 Q0 b 2 8 A\n1 Q0 c 3 7 A\n1 Q0 e 4 6 A\n2 Q0 x 1 5 A\n2 Q0 y 2 4 A\n10 Q0 x 1 1 A\n",
    "b.run": "1 Q0 c 1 3 B\n1 Q0 d 2 2 B\n1 Q0 a 3 1.5 B\n2 Q0 y 1 1 B\n2 Q0 z 2 0.5 B\n",
    "c.run": "10 Q0 x 1 2 C\n10 Q0 w 2 1 C\n1 Q0 d 1 0.5 C\n1 Q0 a 2 0.25 C\n1 Q0 f 3 0.125 C\n",
}
_U6F_W = {"A": 2.0, "B": 0.5, "C": 1.0}
_U6F_HAND = """
import math
def order(docs):  # trec_eval's order: score descending, then docid descending
    return sorted(docs, key=lambda d: (-docs[d], tuple(-ord(c) for c in d)))
def points(f, factor=None, depth=None, weights=None):
    def hand(runs, qids):
        out = {}
        for q in qids:
            acc, n = {}, {}
            for t, run in runs.items():
                docs = run.get(q, {})
                for r, d in enumerate(order(docs)[:depth], 1):
                    acc[d] = acc.get(d, 0.0) + f(r, docs[d], docs, (weights or {}).get(t, 1.0))
                    n[d] = n.get(d, 0) + 1
            out[q] = {d: v * (factor(n[d]) if factor else 1.0) for d, v in acc.items()}
        return out
    return hand
def votes(top):  # vote counting's score, -log10 P(X >= votes), X a sum of Bernoulli(min(k_j, top) / N) (the family's)
    def hand(runs, qids):
        out = {}
        for q in qids:
            lists = [order(run[q]) for run in runs.values() if run.get(q)]
            items = {d for l in lists for d in l}
            dist = [1.0]  # the Poisson-binomial distribution of the votes, by convolution
            for p in (min(len(l), top) / len(items) for l in lists):
                dist = [(dist[i] if i < len(dist) else 0.0) * (1 - p) + (dist[i - 1] * p if i else 0.0) for i in range(len(dist) + 1)]
            out[q] = {d: -math.log10(sum(dist[sum(d in l[:top] for l in lists):])) for d in items}
        return out
    return hand
"""
_U6F_QDRANT = """
import warnings
warnings.simplefilter('ignore')
import qdrant_client as qc
from qdrant_client import models as m
from rankagg import Fuser
from rankagg.engines import export_request
client = qc.QdrantClient(':memory:')
def search(lists, request):
    # list j is a 1-d dot-product vector and a payload flag; each prefetch placeholder '<list j>' is that list's search
    client.create_collection('t', vectors_config={n: m.VectorParams(size=1, distance=m.Distance.DOT) for n in lists})
    docs = sorted({d for v in lists.values() for d in v}, key=int)
    client.upsert('t', [m.PointStruct(id=int(d), vector={n: [v.get(d, 0.0)] for n, v in lists.items()},
                                      payload={f'in_{n}': d in v for n, v in lists.items()}) for d in docs])
    prefetch = [m.Prefetch(query=[1.0], using=n, limit=1000, filter=m.Filter(must=[m.FieldCondition(key=f'in_{n}', match=m.MatchValue(value=True))]))
                for n in (e['query'][len('<list '):-1] for e in request['prefetch'])]
    q = request['query']
    query = m.RrfQuery(rrf=m.Rrf(**q['rrf'])) if 'rrf' in q else m.FusionQuery(fusion=m.Fusion(q['fusion']))
    return [(str(p.id), p.score) for p in client.query_points('t', prefetch=prefetch, query=query, limit=len(docs)).points]
"""
_U6F_FACES = """
import glob, json, math, os, shutil, warnings
from pathlib import Path
import pandas as pd, pyarrow as pa
import rankagg
from rankagg import Fuser
from rankagg.cli import main as cli
from rankagg.methods.registry import make_method, parse_spec
import rankagg.stream.run as srun, rankagg.stream.source as ssrc
warnings.simplefilter('ignore')
PATHS = sorted(glob.glob('*.run'))
lines = [ln.split() for p in PATHS for ln in open(p).read().splitlines() if ln.strip()]
runs = {}
for q, _, d, r, s, t in lines:
    runs.setdefault(t, {}).setdefault(q, {})[d] = float(s)
tags = list(runs)
qids = list(dict.fromkeys(q for q, *_ in lines))
name, params = parse_spec(SPEC)[0], parse_spec(SPEC)[1]
wargs = ['--weights', ','.join(f'{k}={v!r}' for k, v in W.items())] if W else []
def trec(p):
    return [(q, d, float(s)) for q, _, d, r, s, t in (ln.split() for ln in open(p).read().splitlines())]
def run_cli(inputs, extra=()):
    if os.path.exists('o.run'):
        os.remove('o.run')
    rc = cli(['fuse', *inputs, '--method', SPEC, *wargs, '--depth', '100000', '--quiet', *CLI_EXTRA, *extra, '-o', 'o.run'])
    if rc:
        raise ValueError(f'exit {rc}')
    return trec('o.run')
def as_rows(res):
    return [(str(q), str(d), float(s)) for q, docs in res.items() for d, s in docs.items()]
def frame_rows(f):
    return [(str(a), str(b), float(c)) for a, b, c in zip(f.iloc[:, 0], f.iloc[:, 1], f['score'])]
def streamed():
    saved = srun.FUSE_STREAM_MIN_BYTES, ssrc.BLOCK_LINES
    srun.FUSE_STREAM_MIN_BYTES, ssrc.BLOCK_LINES = 0, 2
    try:
        return run_cli(PATHS)
    finally:
        srun.FUSE_STREAM_MIN_BYTES, ssrc.BLOCK_LINES = saved
df = pd.DataFrame([(q, d, float(s), t) for q, _, d, r, s, t in lines], columns=['q_id', 'doc_id', 'score', 'run'])
def parquet():
    df.to_parquet('t.parquet', index=False)
    return run_cli(['t.parquet'])
def parquet_folder():
    os.makedirs('tf', exist_ok=True)
    half = len(df) // 2
    df.iloc[:half].to_parquet('tf/part-0.parquet', index=False)
    df.iloc[half:].to_parquet('tf/part-1.parquet', index=False)
    return run_cli(['tf'])
def one_query(explain=False):
    f = Fuser(name, weights=W, **params, **FKW)
    out = []
    for q in qids:
        lists = {t: runs[t].get(q, {}) for t in tags}
        got = [(e['docid'], e['score']) for e in f.explain(lists)] if explain else f(lists)
        out += [(q, d, s) for d, s in got]
    return out
def explain_file():
    if os.path.exists('e.jsonl'):
        os.remove('e.jsonl')
    run_cli(PATHS, ['--explain', 'e.jsonl'])
    return [(str(j['qid']), j['docid'], float(j['score'])) for j in map(json.loads, open('e.jsonl').read().splitlines())]
def dask():
    return run_cli(PATHS, ['--backend', 'dask'])
def parquet_wide():
    # the folder trec_runs_to_parquet writes from the files (a score:<run> column per run; queries sorted by qid)
    from rankagg.io.parquet_writer import trec_runs_to_parquet
    shutil.rmtree('wide', ignore_errors=True)
    trec_runs_to_parquet(PATHS, 'wide')
    rows = run_cli(['wide'])
    return [r for q in qids for r in rows if r[0] == q]
ALL = {'cli': lambda: run_cli(PATHS), 'stream': streamed, 'parquet': parquet, 'parquet_folder': parquet_folder,
       'api_paths': lambda: as_rows(rankagg.fuse(PATHS, SPEC, weights=W, depth=None)),
       'api_dict': lambda: as_rows(rankagg.fuse(runs, SPEC, weights=W, depth=None)),
       'api_df': lambda: frame_rows(rankagg.fuse(df, SPEC, weights=W, depth=None)),
       'api_arrow': lambda: frame_rows(rankagg.fuse(pa.Table.from_pandas(df), SPEC, weights=W, depth=None).to_pandas()),
       'fuser': one_query, 'fuser_explain': lambda: one_query(True), 'explain_file': explain_file,
       'parquet_wide': parquet_wide, 'dask': dask}
TEXT = {'cli', 'stream', 'parquet', 'parquet_folder', 'parquet_wide', 'explain_file', 'dask'}
fuses = make_method(SPEC).get_tags().fuser is not None
faces = [f for f in (FACES or [f for f in ALL if f not in ('dask', 'parquet_wide')]) if fuses or f not in ('fuser', 'fuser_explain', 'explain_file')]
got, bad = {}, []
for face in faces:
    try:
        got[face] = ALL[face]()
    except ValueError as exc:
        got[face] = f'refused: {str(exc)[:120]}'
ref = got[next((f for f in faces if f not in TEXT), faces[0])]
for face, rows in got.items():
    if isinstance(ref, str) or isinstance(rows, str):
        if isinstance(ref, str) != isinstance(rows, str):
            bad.append(f'{face}: {rows if isinstance(rows, str) else "fuses"} where the reference {ref if isinstance(ref, str) else "fuses"}')
        continue
    if [r[:2] for r in rows] != [r[:2] for r in ref]:
        bad.append(f'{face}: order {[r[:2] for r in rows][:6]} where {[r[:2] for r in ref][:6]}')
        continue
    for (q, d, s), (_, _, t) in zip(rows, ref):
        # the TREC writer nudges a tied score (trec_eval's order); every other face gives the exact score
        nudged = face in TEXT and sum(abs(t - u) <= 2 ** -40 * abs(t) for qq, _, u in ref if qq == q) > 1
        if not (s == t or (nudged and abs(s - t) <= 2 ** -20 * abs(t) + 1e-40)):
            bad.append(f'{face}: {q} {d} score {s!r} where {t!r}')
            break
if HAND is not None and not isinstance(ref, str):
    want = HAND(runs, qids)
    for q in qids:
        mine = [(d, s) for qq, d, s in ref if qq == q]
        if {d for d, _ in mine} != set(want.get(q, {})):
            bad.append(f'by hand: query {q} documents {sorted(d for d, _ in mine)} where {sorted(want.get(q, {}))}')
        elif any(abs(s - want[q][d]) > 1e-12 * max(1.0, abs(want[q][d])) for d, s in mine):
            bad.append(f'by hand: query {q} scores {mine} where {want[q]}')
        elif any(want[q][a] < want[q][b] - 1e-12 for (a, _), (b, _) in zip(mine, mine[1:])):
            bad.append(f'by hand: query {q} order {[d for d, _ in mine]}')
print(f'faces agree and right ({len(got)} faces)' if not bad else f'FAULTS {bad[:3]}')
"""


def _u6f_faces(spec: str, weights: dict | None = None, hand: str = "None", faces: tuple[str, ...] | None = None,
               cli: tuple[str, ...] = (), fuser: dict | None = None) -> str:
    """The snippet that fuses the case's *.run files with ``spec`` and ``weights`` through every face (``faces``:
    a subset) and holds each to the in-memory dict's order and scores (bit for bit; a TREC writer's tie nudge
    allowed), and the common answer to ``hand`` (an expression over _U6F_HAND's helpers, or None)."""
    return (f"SPEC = {spec!r}\nW = {weights!r}\nFACES = {faces!r}\nCLI_EXTRA = {list(cli)!r}\nFKW = {fuser or {}!r}\n"
            + _U6F_HAND + f"HAND = {hand}\n" + _U6F_FACES)


def sixth_bar_faces_cases() -> list[Case]:
    """Issue 45's sixth bar (one method through every face): the same job, a method with parameters away from
    their defaults (weights, k, norms, tie options, unranked handling, input depth, seeds), through every face
    that fuses it -- ``rankagg fuse`` on TREC files, on a Parquet table (a file and a folder), streamed with the
    threshold forced to 0 in blocks of two lines, the Dask backend, ``rankagg.fuse`` on paths, dicts, DataFrames
    and Arrow tables, the ``Fuser`` (one query at a time, explained, reused after an error), ``--explain``, the
    engines' presets and the engines themselves (Qdrant local, LanceDB, Milvus Lite) on the exported request,
    ``rankagg methods`` and docs/methods.md.  Each must agree with the others and with a hand-computed or
    brute-force answer, or be refused alike, naming the parameter or file."""
    G, M = SIXTH_BAR_FACES, 4.0
    agree = stdout_has("faces agree and right")

    def faces(id: str, what: str, spec: str, weights: dict | None = None, hand: str = "None", why: str = "",
              files: dict | None = None, timeout: float = 120, **kw: object) -> Case:
        return Case(id, G, what, code=_u6f_faces(spec, weights, hand, **kw), files=files or _U6F_RUNS, expect="ok",
                    check=agree, memory_gb=M, timeout=timeout, why=why or "accepted: every face, the same answer, by hand")

    def ok(id: str, what: str, code: str, want: str, files: dict | None = None, why: str = "", timeout: float = 120,
           setup: Callable[[Path], None] | None = None) -> Case:
        return Case(id, G, what, code=code, files=files or _U6F_RUNS, expect="ok", check=stdout_has(want),
                    memory_gb=M, timeout=timeout, why=why or "accepted: the same answer on every face", setup=setup)

    def bad(id: str, what: str, code: str | None = None, argv: list[str] | None = None, mention: tuple[str, ...] = (),
            files: dict | None = None, why: str = "", outputs: tuple[str, ...] = ()) -> Case:
        return Case(id, G, what, code=code, argv=argv, files=files or _U6F_RUNS, mention=mention, memory_gb=M,
                    timeout=120, outputs=outputs, why=why or "refused alike, naming what is wrong")
    W = _U6F_W
    rrf = lambda k, w=None, depth=None: f"points(lambda r, s, docs, w: w / ({k} + r), depth={depth}, weights={w!r})"  # noqa: E731
    return [
        # ------------------------------------------------------------ points methods: every face, by hand
        faces("u6f_rrf_k5_weights", "rrf(k=5), weights A=2 B=0.5 C=1, partial lists, run C without query 2", "rrf(k=5)", W,
              rrf(5, W)),
        faces("u6f_rrf_position_weights", "rrf(k=5, weighting='position') (Qdrant's 1 / (rank / w + k)), weights", 
              "rrf(k=5, weighting='position')", W, "points(lambda r, s, docs, w: 1 / (r / w + 5), weights=%r)" % W),
        faces("u6f_rrf_zero_weight", "rrf(k=1) with run B weighted 0 (its documents stay, adding nothing)", "rrf(k=1)",
              {"A": 1.0, "B": 0.0, "C": 3.0}, rrf(1, {"A": 1.0, "B": 0.0, "C": 3.0})),
        faces("u6f_isr_weights", "isr with weights: n_d * sum w / r^2 (Mourao et al. §3.2)", "isr", W,
              "points(lambda r, s, docs, w: w / r ** 2, factor=lambda n: n, weights=%r)" % W),
        faces("u6f_log_isr_sigma", "log_isr(sigma=1) with weights: log(n_d + 1) * sum w / r^2", "log_isr(sigma=1.0)", W,
              "points(lambda r, s, docs, w: w / r ** 2, factor=lambda n: math.log(n + 1), weights=%r)" % W),
        faces("u6f_dowdall", "dowdall: sum 1 / r", "dowdall", None, "points(lambda r, s, docs, w: 1 / r)"),
        faces("u6f_combsum_none_weights", "combsum(norm='none') with weights: sum w * s", "combsum(norm='none')", W,
              "points(lambda r, s, docs, w: w * s, weights=%r)" % W),
        faces("u6f_combsum_max_weights", "combsum(norm='max') with weights: sum w * s / max", "combsum(norm='max')", W,
              "points(lambda r, s, docs, w: w * s / max(docs.values()), weights=%r)" % W),
        faces("u6f_combmnz_max_weights", "combmnz(norm='max') with weights: n_d * sum w * s / max", "combmnz(norm='max')", W,
              "points(lambda r, s, docs, w: w * s / max(docs.values()), factor=lambda n: n, weights=%r)" % W),
        faces("u6f_combsum_minmax_weights", "combsum(norm='minmax') with weights (a list of one document: 1)",
              "combsum(norm='minmax')", W, "points(lambda r, s, docs, w: w * ((s - min(docs.values())) / (max(docs.values()) - "
              "min(docs.values())) if len(set(docs.values())) > 1 else 1.0), weights=%r)" % W),
        faces("u6f_combsum_zscore_weights", "combsum(norm='zscore') with weights (population sd; one document: 0)",
              "combsum(norm='zscore')", W, "points(lambda r, s, docs, w: w * ((s - sum(docs.values()) / len(docs)) / "
              "math.sqrt(sum((v - sum(docs.values()) / len(docs)) ** 2 for v in docs.values()) / len(docs)) if len(set(docs.values())) > 1 "
              "else 0.0), weights=%r)" % W),
        faces("u6f_vote_counting_top2", "vote_counting(top=2): -log10 P(X >= the lists naming it among their first 2)",
              "vote_counting(top=2)", None, "votes(2)", why="accepted: the Poisson-binomial tail by hand (query 1: a, d 2 votes of "
              "3 lists at 1/3: p = 7/27)"),
        faces("u6f_combmed_rank_weights", "combmed(norm='rank') with weights on every face", "combmed(norm='rank')", W),
        faces("u6f_combanz_ignore_minmax", "combanz(norm='minmax', unranked='ignore') with weights", "combanz(norm='minmax', unranked='ignore')", W),
        faces("u6f_combmin_bottom_sum", "combmin(norm='sum', unranked='bottom') with weights", "combmin(norm='sum', unranked='bottom')", W),
        faces("u6f_borda_bottom_query", "borda(unranked='bottom', n_candidates='query') with weights", "borda(unranked='bottom', n_candidates='query')", W),
        faces("u6f_combmnz_rank_query", "combmnz_rank(cutoff='query')", "combmnz_rank(cutoff='query')"),
        # ------------------------------------------------------------ methods the Fuser does not compute
        faces("u6f_mean_rank_ignore", "mean_rank(unranked='ignore')", "mean_rank(unranked='ignore')"),
        faces("u6f_copeland_below", "copeland(unranked='below', transform='binary')", "copeland(unranked='below')"),
        faces("u6f_condorcet_wins_below", "condorcet(rule='wins', unranked='below')", "condorcet(rule='wins', unranked='below')"),
        faces("u6f_kemeny_below", "kemeny(unranked='below', exact_max=6)", "kemeny(unranked='below', exact_max=6)"),
        faces("u6f_mc4_teleport", "mc4(teleport=0.15, unranked='below')", "mc4(teleport=0.15, unranked='below')"),
        faces("u6f_rra_N", "rra(N=20) (p-values against 20 genes)", "rra(N=20)"),
        faces("u6f_own_items_passes", "own_items(min_lists=2, depth=3): streamed in passes, blocks of two lines",
              "own_items(min_lists=2, depth=3, k=5.0)"),
        faces("u6f_pseudo_qrels_loo", "pseudo_qrels(top_m=2, depth=3, leave_one_out=True, fusion='rrf')",
              "pseudo_qrels(top_m=2, depth=3, leave_one_out=True, fusion='rrf', k=5.0)"),
        faces("u6f_agreement_query_scope", "agreement(scope='query', fusion='rrf', k=5)", "agreement(scope='query', fusion='rrf', k=5.0)"),
        faces("u6f_mallows_em_seed", "mallows_em with a seed and sampling (random_state=7): the same draw on every face",
              "mallows_em(random_state=7, estimator='sampling', inference='sampling', max_iter=3)"),
        faces("u6f_ulara_nu", "ulara(nu=1, lam=1.0)", "ulara(nu=1, lam=1.0)"),
        # ------------------------------------------------------------ depth: before and after fusion; Dask
        faces("u6f_input_depth_ties", "--input-depth 2 against Fuser(window=2) where the cut falls inside tied scores",
              "rrf(k=1)", None, rrf(1, None, 2), faces=("cli", "stream", "parquet", "parquet_folder", "fuser", "fuser_explain",
                                                         "explain_file"), cli=("--input-depth", "2"), fuser={"window": 2},
              files={"a.run": "1 Q0 a 1 5 A\n1 Q0 b 2 4 A\n1 Q0 c 3 4 A\n1 Q0 d 4 3 A\n",
                     "b.run": "1 Q0 d 1 5 B\n1 Q0 c 2 4 B\n1 Q0 e 3 3 B\n"}),
        faces("u6f_dask_weights", "the Dask backend (a local cluster) on rrf(k=5) with weights and partial lists", "rrf(k=5)", W,
              rrf(5, W), faces=("api_dict", "cli", "dask"), timeout=240),
        faces("u6f_dask_input_depth", "the Dask backend with --input-depth 2 on combsum(norm='max') with weights",
              "combsum(norm='max')", W, "points(lambda r, s, docs, w: w * s / max(docs.values()), depth=2, weights=%r)" % W,
              faces=("cli", "dask", "stream"), cli=("--input-depth", "2"), timeout=240),
        faces("u6f_dask_agreement_query_scope", "the Dask backend on agreement(scope='query', fusion='rrf', k=5): "
              "quality-weighted per query, so split across workers", "agreement(scope='query', fusion='rrf', k=5.0)",
              faces=("api_dict", "cli", "stream", "dask"), timeout=240,
              why="accepted: a per-query quality weighs each query alone; the workers' bytes are the local ones"),
        bad("u6f_fuser_top_unsorted", "Fuser('rrf').top of a list not best first (Fuser() sorts it; the top-k reads lists in order)",
            code="from rankagg import Fuser\nf = Fuser('rrf', k=5)\nlists = {'A': {'a': 1.0, 'b': 3.0}, 'B': {'b': 2.0}}\n"
                 "assert f(lists)[0][0] == 'b'\nf.top(lists, 1)", mention=("list 'A'", "'b'", "best first"),
            why="refused naming the list and the entry: a top-k that reads lists in order (docs/topk.md) would rank them wrong"),
        ok("u6f_depth_after_fusion", "--depth 2, rankagg.fuse(depth=2) and Fuser(depth=2): the first 2 of the full fusion",
           "import rankagg, subprocess, sys\nfrom rankagg import Fuser\nfull = rankagg.fuse(['a.run', 'b.run', 'c.run'], 'rrf(k=5)', depth=None)\n"
           "cut = rankagg.fuse(['a.run', 'b.run', 'c.run'], 'rrf(k=5)', depth=2)\n"
           "subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 'a.run', 'b.run', 'c.run', '--method', 'rrf(k=5)', '--depth', '2', '--quiet', '-o', 'o.run'], check=True)\n"
           "cli = {}\nfor ln in open('o.run'):\n    q, _, d, r, s, t = ln.split(); cli.setdefault(q, []).append(d)\n"
           "runs = {}\nfor p in ('a.run', 'b.run', 'c.run'):\n    for ln in open(p):\n        q, _, d, r, s, t = ln.split(); runs.setdefault(t, {}).setdefault(q, {})[d] = float(s)\n"
           "f = Fuser('rrf', k=5, depth=2)\none = {q: [d for d, _ in f({t: runs[t].get(q, {}) for t in runs})] for q in full}\n"
           "want = {q: list(v)[:2] for q, v in full.items()}\n"
           "print('first two' if want == {q: list(v) for q, v in cut.items()} == cli == one else (want, cut, cli, one))",
           "first two"),
        # ------------------------------------------------------------ the same job in other shapes
        ok("u6f_int_queries", "queries as ints (dict keys, a DataFrame's and a Parquet table's q_id) against the TREC files' strings",
           "import rankagg, pandas as pd, subprocess, sys, warnings\nwarnings.simplefilter('ignore')\n"
           "rows = [ln.split() for p in ('a.run', 'b.run', 'c.run') for ln in open(p)]\n"
           "text = rankagg.fuse(['a.run', 'b.run', 'c.run'], 'rrf(k=5)', weights=%r, depth=None)\n"
           "ints = {}\nfor q, _, d, r, s, t in rows:\n    ints.setdefault(t, {}).setdefault(int(q), {})[d] = float(s)\n"
           "df = pd.DataFrame([(int(q), d, float(s), t) for q, _, d, r, s, t in rows], columns=['q_id', 'doc_id', 'score', 'run'])\n"
           "df.to_parquet('t.parquet', index=False)\n"
           "subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 't.parquet', '--method', 'rrf(k=5)', '--weights', 'A=2,B=0.5', '--quiet', '-o', 'o.run'], check=True)\n"
           "cli = {}\nfor ln in open('o.run'):\n    q, _, d, r, s, t = ln.split(); cli.setdefault(q, {})[d] = float(s)\n"
           "d1 = {str(q): v for q, v in rankagg.fuse(ints, 'rrf(k=5)', weights=%r, depth=None).items()}\n"
           "f = rankagg.fuse(df, 'rrf(k=5)', weights=%r, depth=None)\n"
           "d2 = {}\nfor q, d, s in zip(f.q_id, f.doc_id, f.score):\n    d2.setdefault(str(q), {})[d] = s\n"
           "same = all(list(x.items()) == list(text[q].items()) for y in (d1, d2) for q, x in y.items()) and d1.keys() == d2.keys() == text.keys()\n"
           "same &= {q: list(v) for q, v in cli.items()} == {q: list(v) for q, v in text.items()}\n"
           "print('same answer' if same else (text, d1, d2, cli))" % (W, W, W), "same answer"),
        ok("u6f_duplicate_refused_everywhere", "a document listed twice in one run: TREC text, Parquet table, DataFrame, Arrow and Fuser all refuse it",
           "import rankagg, pandas as pd, pyarrow as pa, subprocess, sys\nfrom rankagg import Fuser\n"
           "out = []\nr = subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'o.run'], capture_output=True, text=True)\n"
           "out.append(r.returncode == 2 and 'b.run:3' in r.stderr)\n"
           "df = pd.DataFrame([('1', 'a', 3.0, 'A'), ('1', 'b', 2.0, 'A'), ('1', 'a', 1.0, 'A'), ('1', 'c', 1.0, 'B')], columns=['q_id', 'doc_id', 'score', 'run'])\n"
           "df.to_parquet('t.parquet', index=False)\n"
           "r = subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 't.parquet', '--method', 'rrf', '--quiet', '-o', 'p.run'], capture_output=True, text=True)\n"
           "out.append(r.returncode == 2 and 't.parquet' in r.stderr)\n"
           "for x in (df, pa.Table.from_pandas(df)):\n    try:\n        rankagg.fuse(x, 'rrf'); out.append(False)\n    except ValueError:\n        out.append(True)\n"
           "try:\n    Fuser('rrf')({'A': ['a', 'b', 'a'], 'B': ['c']}); out.append(False)\nexcept ValueError:\n    out.append(True)\n"
           "print('refused everywhere' if all(out) else out)", "refused everywhere",
           files={"a.run": "1 Q0 a 1 3 A\n1 Q0 b 2 2 A\n", "b.run": "1 Q0 c 1 3 B\n1 Q0 d 2 2 B\n1 Q0 c 3 1 B\n"},
           why="wrong: a document ranked twice in a list (trec_eval counts it twice); refused on every face"),
        ok("u6f_empty_run_weighted", "an empty run file weighted 5 among weighted runs: the same fusion as without it, on every face",
           "import rankagg, subprocess, sys\nfrom rankagg import Fuser\n"
           "base = rankagg.fuse(['a.run', 'b.run', 'c.run'], 'rrf(k=5)', weights=%r, depth=None)\n"
           "paths = rankagg.fuse(['a.run', 'b.run', 'c.run', 'e.run'], 'rrf(k=5)', weights={**%r, 'e.run': 5.0}, depth=None)\n"
           "subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 'a.run', 'b.run', 'c.run', 'e.run', '--method', 'rrf(k=5)', '--weights', 'A=2,B=0.5,e.run=5', '--quiet', '-o', 'o.run'], check=True)\n"
           "cli = {}\nfor ln in open('o.run'):\n    q, _, d, r, s, t = ln.split(); cli.setdefault(q, {})[d] = float(s)\n"
           "runs = {}\nfor p in ('a.run', 'b.run', 'c.run'):\n    for ln in open(p):\n        q, _, d, r, s, t = ln.split(); runs.setdefault(t, {}).setdefault(q, {})[d] = float(s)\n"
           "runs['E'] = {}\ndct = rankagg.fuse(runs, 'rrf(k=5)', weights={**%r, 'E': 5.0}, depth=None)\n"
           "f = Fuser('rrf', k=5, weights={**%r, 'E': 5.0})\none = {q: dict(f({t: runs[t].get(q, {}) for t in runs})) for q in base}\n"
           "print('same answer' if base == paths == dct == one and {q: list(v) for q, v in cli.items()} == {q: list(v) for q, v in base.items()} else (base, paths, dct, one, cli))"
           % (W, W, W, W), "same answer", files={**_U6F_RUNS, "e.run": ""},
           why="accepted: an empty run ranks nothing (trec_eval reads an empty run); its weight changes nothing"),
        ok("u6f_run_order", "rrf(k=5) with weights, the runs given a b c and c b a (CLI and API): the same lines and scores",
           "import rankagg, subprocess, sys\n"
           "for n, order in enumerate((['a.run', 'b.run', 'c.run'], ['c.run', 'b.run', 'a.run'])):\n"
           "    subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', *order, '--method', 'rrf(k=5)', '--weights', 'A=2,B=0.5', '--quiet', '-o', f'o{n}.run'], check=True)\n"
           "x, y = (open(f'o{n}.run').read().splitlines() for n in (0, 1))\n"
           "p, q = (rankagg.fuse(o, 'rrf(k=5)', weights=%r, depth=None) for o in (['a.run', 'b.run', 'c.run'], ['c.run', 'b.run', 'a.run']))\n"
           "byq = lambda ls: {l.split()[0]: [m for m in ls if m.split()[0] == l.split()[0]] for l in ls}\n"
           "print('same answer' if byq(x) == byq(y) and p == q and [list(v.items()) for v in p.values()] == [list(q[k].items()) for k in p] else (x, y))" % W,
           "same answer", why="accepted: run order changes no score or rank (the queries are written in first-appearance order, docs/scale.md)"),
        ok("u6f_fuser_reused_after_errors", "one Fuser with weights, called, then given NaN, an unknown list, a duplicate, then called again",
           "from rankagg import Fuser\nf = Fuser('combsum', norm='minmax', weights={'A': 2.0, 'B': 0.5})\n"
           "lists = {'A': {'a': 3.0, 'b': 2.0, 'c': 1.0}, 'B': {'c': 5.0, 'd': 1.0}}\nfirst = f(lists)\nerrors = 0\n"
           "for badl in ({'A': {'a': float('nan')}, 'B': {}}, {'A': {'a': 1.0}, 'Z': {'b': 1.0}}, {'A': ['a', 'a'], 'B': []}, {'A': {'a': 1e309}, 'B': {}}):\n"
           "    try:\n        f(badl)\n    except ValueError:\n        errors += 1\n"
           "again, fresh = f(lists), Fuser('combsum', norm='minmax', weights={'A': 2.0, 'B': 0.5})(lists)\n"
           "want = [('a', 2.0), ('b', 1.0), ('c', 0.5), ('d', 0.0)]\n"
           "print('same answer' if first == again == fresh == want and errors == 4 else (first, again, fresh, errors))",
           "same answer", why="accepted: minmax by hand (A: a 1, b 0.5, c 0; B: c 1, d 0): a 2, b 1, c 0.5, d 0; errors leave no state"),
        ok("u6f_fuser_lists_order", "Fuser('rrf', k=5, weights) given the lists A, B and B, A: the same answer",
           "from rankagg import Fuser\nf = Fuser('rrf', k=5, weights={'A': 2.0, 'B': 0.5})\n"
           "x = f({'A': {'a': 3.0, 'b': 2.0}, 'B': {'b': 5.0, 'c': 1.0}})\ny = f({'B': {'b': 5.0, 'c': 1.0}, 'A': {'a': 3.0, 'b': 2.0}})\n"
           "want = [('b', 2 / 7 + 0.5 / 6), ('a', 2 / 6), ('c', 0.5 / 7)]\n"
           "print('same answer' if x == y and [d for d, _ in x] == [d for d, _ in want] and all(abs(s - t) < 1e-15 for (_, s), (_, t) in zip(x, want)) else (x, y))",
           "same answer"),
        ok("u6f_explain_recomputes", "--explain of combmnz(norm='minmax') with weights: each line's score recomputed from its numbers, equal to o.run",
           "import json, subprocess, sys\nfrom rankagg.fuser import score_from_explanation\n"
           "subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 'a.run', 'b.run', 'c.run', '--method', \"combmnz(norm='minmax')\", '--weights', 'A=2,B=0.5', '--explain', 'e.jsonl', '--quiet', '-o', 'o.run'], check=True)\n"
           "ex = [json.loads(l) for l in open('e.jsonl')]\nrun = [l.split() for l in open('o.run')]\n"
           "ok = [(e['qid'], e['docid']) for e in ex] == [(r[0], r[2]) for r in run] and all(score_from_explanation(e) == e['score'] for e in ex)\n"
           "print('recomputed' if ok else ([(e['qid'], e['docid'], e['score'], score_from_explanation(e)) for e in ex][:4], run[:4]))",
           "recomputed"),
        ok("u6f_weights_file_inline_api", "weights as a file, inline, in a JSON file and as rankagg.fuse(weights=): the same bytes",
           "import json, rankagg, subprocess, sys\nopen('w.txt', 'w').write('A 2\\nB 0.5\\n')\njson.dump({'A': 2, 'B': 0.5}, open('w.json', 'w'))\n"
           "for n, w in enumerate(('A=2,B=0.5', 'w.txt', 'w.json')):\n"
           "    subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 'a.run', 'b.run', 'c.run', '--method', 'isr', '--weights', w, '--quiet', '-o', f'o{n}.run'], check=True)\n"
           "texts = [open(f'o{n}.run').read() for n in range(3)]\napi = rankagg.fuse(['a.run', 'b.run', 'c.run'], 'isr', weights={'A': 2, 'B': 0.5}, depth=None)\n"
           "cli = [(l.split()[0], l.split()[2], float(l.split()[4])) for l in texts[0].splitlines()]\n"
           "close = lambda s, t: s == t or abs(s - t) <= 2 ** -20 * abs(t)  # the writer's nudge of a tied score\n"
           "print('same answer' if len(set(texts)) == 1 and [r[:2] for r in cli] == [(q, d) for q, v in api.items() for d in v] and "
           "all(close(r[2], api[r[0]][r[1]]) for r in cli) else texts)",
           "same answer"),
        ok("u6f_weights_repeated_tags", "two runs with the same tag T, weighted by file name (a.run=3): CLI and rankagg.fuse(paths) agree, by hand",
           "import rankagg, subprocess, sys\n"
           "subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', 'a.run', 'b.run', '--method', 'rrf(k=1)', '--weights', 'a.run=3', '--quiet', '-o', 'o.run'], check=True)\n"
           "cli = [(l.split()[2], float(l.split()[4])) for l in open('o.run')]\napi = list(rankagg.fuse(['a.run', 'b.run'], 'rrf(k=1)', weights={'a.run': 3}, depth=None)['1'].items())\n"
           "want = [('x', 3 / 2 + 1 / 3), ('y', 3 / 3 + 1 / 2)]\n"
           "print('same answer' if cli == api and [d for d, _ in api] == ['x', 'y'] and all(abs(s - t) < 1e-15 for (_, s), (_, t) in zip(api, want)) else (cli, api))",
           "same answer", files={"a.run": "1 Q0 x 1 2 T\n1 Q0 y 2 1 T\n", "b.run": "1 Q0 y 1 2 T\n1 Q0 x 2 1 T\n"}),
        # ------------------------------------------------------------ the folder trec_runs_to_parquet writes from the files
        ok("u6f_wide_folder_weights", "rankagg fuse on the folder trec_runs_to_parquet wrote from the runs, --weights A=2,B=0.5 as for the files",
           "import subprocess, sys\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\ntrec_runs_to_parquet(['a.run', 'b.run', 'c.run'], 'wide')\n"
           "outs = [subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', *i, '--method', 'rrf(k=5)', '--weights', 'A=2,B=0.5', '--quiet', '-o', f'o{n}.run'], capture_output=True, text=True)\n"
           "        for n, i in enumerate((['a.run', 'b.run', 'c.run'], ['wide']))]\n"
           "lines = [sorted(open(f'o{n}.run').read().splitlines(), key=lambda l: (l.split()[0], int(l.split()[3]))) if o.returncode == 0 else o.stderr for n, o in enumerate(outs)]\n"
           "print('same answer' if lines[0] == lines[1] else lines)", "same answer",
           why="accepted: the folder holds the same runs; they have the names rankagg fuse gives the files (their tags)"),
        ok("u6f_wide_folder_api_weights", "rankagg.fuse(folder) and aggregate_parquet on the converted folder with weights by tag: the files' fusion",
           "import rankagg, pandas as pd\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\nfrom rankagg.backends.streaming import aggregate_parquet\n"
           "from rankagg.methods.registry import make_method\ntrec_runs_to_parquet(['a.run', 'b.run', 'c.run'], 'wide')\nw = {'A': 2.0, 'B': 0.5}\nres = []\n"
           "for spec in ('rrf(k=5)', \"combsum(norm='zscore')\", 'isr'):\n"
           "    files = rankagg.fuse(['a.run', 'b.run', 'c.run'], spec, weights=w, depth=None)\n"
           "    try:\n        folder = rankagg.fuse('wide', spec, weights=w, depth=None)\n"
           "        aggregate_parquet(make_method(spec).with_params(weights=w), 'wide', 'agg.parquet')\n"
           "    except ValueError as e:\n        res.append(str(e)); continue\n"
           "    t = pd.read_parquet('agg.parquet')\n    agg = {}\n"
           "    for q, d, s in zip(t.qid, t.docid, t.score):\n        agg.setdefault(q, {})[d] = s\n"
           "    res.append(all(list(folder[q].items()) == list(files[q].items()) and sorted(agg[q], key=lambda d: -agg[q][d]) == list(files[q]) for q in files))\n"
           "print('same answer' if res == [True] * 3 else res)", "same answer",
           why="accepted: the same runs by the same names; aggregate_parquet's scores encode the same order (its documented form)"),
        ok("u6f_wide_folder_same_file_names", "trec_runs_to_parquet of x/a.run and y/a.run (tags X, Y), as rankagg fuse takes the two files",
           "import os, rankagg\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\nos.makedirs('x'); os.makedirs('y')\n"
           "text = open('a.run').read().replace(' A', ' X')\nopen('x/a.run', 'w').write(text)\nopen('y/a.run', 'w').write(open('b.run').read().replace(' B', ' Y'))\n"
           "trec_runs_to_parquet(['x/a.run', 'y/a.run'], 'wide')\n"
           "files = rankagg.fuse(['x/a.run', 'y/a.run'], 'rrf(k=5)', weights={'X': 3.0}, depth=None)\n"
           "folder = rankagg.fuse('wide', 'rrf(k=5)', weights={'X': 3.0}, depth=None)\n"
           "print('same answer' if all(list(folder[q].items()) == list(files[q].items()) for q in files) and folder.keys() == files.keys() else (files, folder))",
           "same answer", why="accepted: two runs named apart by their tags, as every other face names them"),
        ok("u6f_wide_folder_empty_run", "rankagg fuse on the folder converted from three runs, one of them an empty file (a run that returned nothing)",
           "import subprocess, sys\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\ntrec_runs_to_parquet(['a.run', 'b.run', 'e.run'], 'wide')\n"
           "outs = [subprocess.run([sys.executable, '-m', 'rankagg', 'fuse', *i, '--method', 'rrf(k=5)', '--weights', 'e.run=3', '--quiet', '-o', f'o{n}.run'], capture_output=True, text=True)\n"
           "        for n, i in enumerate((['a.run', 'b.run', 'e.run'], ['wide']))]\n"
           "lines = [sorted(open(f'o{n}.run').read().splitlines(), key=lambda l: (l.split()[0], int(l.split()[3]))) if o.returncode == 0 else o.stderr for n, o in enumerate(outs)]\n"
           "print('same answer' if lines[0] == lines[1] else lines)", "same answer", files={**_U6F_RUNS, "e.run": ""},
           why="accepted: a run that returned nothing is a run (trec_eval reads an empty run); the folder holds it as a column"),
        # ------------------------------------------------------------ the declaration: text, docs, code, presets
        ok("u6f_methods_text_docs_code", "every method's defaults: rankagg methods --json, the text, docs/methods.md and the class declaration",
           "import json, re, subprocess, sys\nfrom pathlib import Path\nfrom rankagg.methods.registry import list_methods, method_class\n"
           "js = json.loads(subprocess.run([sys.executable, '-m', 'rankagg', 'methods', '--json'], capture_output=True, text=True, check=True).stdout)\n"
           "text = subprocess.run([sys.executable, '-m', 'rankagg', 'methods'], capture_output=True, text=True, check=True).stdout\n"
           "import rankagg\ndoc = (Path(rankagg.__file__).parents[1] / 'docs' / 'methods.md').read_text()\nbad = []\n"
           "for m in js:\n    d = method_class(m['name']).defaults\n    got = {p['name']: p['default'] for p in m['params']} if isinstance(m['params'], list) else {k: (v['default'] if isinstance(v, dict) else v) for k, v in m['params'].items()}\n"
           "    if got != json.loads(json.dumps(d)):\n        bad.append(('json', m['name']))\n"
           "    row = next((l for l in doc.splitlines() if l.startswith(f\"| `{m['name']}` |\")), '')\n"
           "    if any(f'`{k}`={v!r}' not in row for k, v in d.items() if not isinstance(v, (dict, list))):\n        bad.append(('doc', m['name']))\n"
           "    if any(f'    {k} = {v!r}' not in text for k, v in d.items() if not isinstance(v, (dict, list))):\n        bad.append(('text', m['name']))\n"
           "print('one declaration' if not bad and len(js) == len(list_methods()) else bad[:6])",
           "one declaration", why="accepted: one declaration per method, shown alike"),
        ok("u6f_methods_faces_streaming", "rankagg methods SPEC's faces (streamed? split across Dask workers?) against what rankagg fuse "
           "does with the spec: the default own_items, pseudo_qrels, agreement, their scope='query', mallows_em, rrf",
           "import contextlib, io, subprocess, sys, warnings\nwarnings.simplefilter('ignore')\nimport rankagg.stream.run as run\n"
           "from rankagg.cli import main\nfrom rankagg.backends.dask_fuse import check_distributable\nfrom rankagg.methods.registry import make_method\n"
           "run.FUSE_STREAM_MIN_BYTES = 0  # any input is streamed when the method can be\nbad = []\n"
           "for spec in ('own_items', 'pseudo_qrels', 'agreement', \"agreement(scope='query')\", \"pseudo_qrels(scope='query')\", 'mallows_em', 'rrf(k=5)'):\n"
           "    text = subprocess.run([sys.executable, '-m', 'rankagg', 'methods', spec], capture_output=True, text=True, check=True).stdout\n"
           "    faces = text[text.index('faces:'):]\n    err = io.StringIO()\n"
           "    with contextlib.redirect_stderr(err):\n        main(['fuse', 'a.run', 'b.run', 'c.run', '--method', spec, '-o', 'o.run'])\n"
           "    streamed = 'not streamed' not in err.getvalue()\n"
           "    try:\n        check_distributable(make_method(spec)); split = True\n    except ValueError:\n        split = False\n"
           "    if ('streamed' in faces) != streamed or ('split across workers' in faces and 'not split' not in faces) != split:\n"
           "        bad.append(f'{spec}: says streamed={\"streamed\" in faces}, is {streamed}; split={split}')\n"
           "print('faces as they are' if not bad else bad)", "faces as they are",
           why="accepted: rankagg methods describes the faces the command uses for the spec (own_items, the default, streams in passes)"),
        ok("u6f_declared_defaults_used", "every unsupervised method named bare gives the bytes of the method with its declared defaults spelled out",
           "import rankagg, warnings\nfrom rankagg.methods.registry import list_methods, method_class\nwarnings.simplefilter('ignore')\n"
           "paths = ['a.run', 'b.run', 'c.run']\nbad = []\n"
           "for name in list_methods():\n    cls = method_class(name)\n    if cls.supervised:\n        continue\n"
           "    spec = name + '(' + ', '.join(f'{k}={v!r}' for k, v in cls.defaults.items()) + ')'\n"
           "    try:\n        a = rankagg.fuse(paths, name)\n    except ValueError as e:\n        a = str(e)\n"
           "    try:\n        b = rankagg.fuse(paths, spec)\n    except ValueError as e:\n        b = str(e)\n"
           "    if a != b:\n        bad.append(name)\n"
           "print('defaults as declared' if not bad else bad)", "defaults as declared", timeout=240),
        ok("u6f_preset_defaults", "the engines' presets at their engine's defaults against the rankagg method they document (milvus_rrf k=60, lancedb_rrf K=60, qdrant_rrf k=2, mongodb 60)",
           "from rankagg import Fuser\nfrom rankagg.engines import preset\n"
           "lists = {'A': {'a': 3.0, 'b': 2.0, 'c': 1.0}, 'B': {'c': 5.0, 'd': 1.0, 'a': 0.5}}\n"
           "pairs = [(preset('milvus_rrf'), Fuser('rrf', k=60)), (preset('lancedb_rrf'), Fuser('rrf', k=60)), (preset('qdrant_rrf'), Fuser('rrf', k=1, weighting='position')),\n"
           "         (preset('mongodb_rank_fusion'), Fuser('rrf', k=60)), (preset('elasticsearch_rrf'), Fuser('rrf', k=60))]\n"
           "bad = [i for i, (p, f) in enumerate(pairs) if p(lists) != f(lists)]\n"
           "want = [('a', 1 / 61 + 1 / 63), ('c', 1 / 63 + 1 / 61)]\n"
           "print('documented defaults' if not bad and pairs[0][0](lists)[0][0] == 'a' else bad)", "documented defaults",
           why="accepted: the presets' defaults as docs/engines.md states them (Qdrant Fusion.RRF: k = 2 from position 0)"),
        bad("u6f_export_weights_qdrant", "export of rrf(k=5) with unequal weights multiplied in to Qdrant (which divides the rank)",
            code="from rankagg.engines import export_request\nexport_request('qdrant_rrf', 'rrf', {'k': 5}, {'A': 2.0, 'B': 1.0}, ['A', 'B'])",
            mention=("qdrant_rrf", "weighting='position'"),
            why="wrong: Qdrant's weighted RRF is 1 / (k + rank / w), another fusion; refused naming the one it expresses"),
        ok("u6f_qdrant_runs_export", "Qdrant local mode runs the exported rrf(k=4, weighting='position') with weights 3 and 1: rankagg's order and scores",
           _U6F_QDRANT + "lists = {'l0': {'1': 5.0, '2': 4.0, '3': 1.0}, 'l1': {'5': 3.0, '3': 2.0, '4': 1.0}}\n"
           "w = {'l0': 3.0, 'l1': 1.0}\nreq = export_request('qdrant_rrf', 'rrf', {'k': 4, 'weighting': 'position'}, w, list(lists))\n"
           "got = search(lists, req)\nours = Fuser('rrf', k=4, weighting='position', weights=w)(lists)\n"
           "print('engine agrees' if [d for d, _ in got] == [d for d, _ in ours] and all(abs(a - b) < 1e-9 for (_, a), (_, b) in zip(got, ours)) else (got, ours))",
           "engine agrees", files={}, why="accepted: the engine's fusion is rankagg's (docs/engines.md, running)"),
        ok("u6f_qdrant_dbsf_export", "Qdrant local mode runs the exported combsum(norm='dbsf') on three lists, one of a single point",
           _U6F_QDRANT + "lists = {'l0': {'1': 5.0, '2': 4.0, '3': 1.0}, 'l1': {'5': 3.0, '3': 2.5, '4': 1.0}, 'l2': {'2': 7.0}}\n"
           "req = export_request('qdrant_dbsf', 'combsum', {'norm': 'dbsf'}, None, list(lists))\n"
           "got = search(lists, req)\nours = Fuser('combsum', norm='dbsf')(lists)\n"
           "print('engine agrees' if sorted(d for d, _ in got) == sorted(d for d, _ in ours) and all(abs(dict(got)[d] - s) < 1e-9 for d, s in ours) else (got, ours))",
           "engine agrees", files={}, why="accepted: the engine's fusion is rankagg's (docs/engines.md, running)"),
        ok("u6f_milvus_weighted_export", "Milvus Lite runs the exported combsum(norm='arctan') with weights 0.5 and 1: rankagg's order, float32",
           "import warnings\nwarnings.simplefilter('ignore')\nimport pymilvus as pm\nfrom rankagg import Fuser\nfrom rankagg.engines import export_request\n"
           "lists = {'l0': {'1': 5.0, '2': 4.0, '3': 1.0}, 'l1': {'5': 3.0, '3': 2.5, '4': -1.0}}\nw = {'l0': 0.5, 'l1': 1.0}\n"
           "req = export_request('milvus_weighted', 'combsum', {'norm': 'arctan'}, w, list(lists))\n"
           "client = pm.MilvusClient('m.db')\nschema = pm.MilvusClient.create_schema(auto_id=False)\nschema.add_field('id', pm.DataType.INT64, is_primary=True)\n"
           "index = client.prepare_index_params()\n"
           "for n in lists:\n    schema.add_field(n, pm.DataType.FLOAT_VECTOR, dim=2)\n    schema.add_field(f'in_{n}', pm.DataType.BOOL)\n"
           "    index.add_index(field_name=n, index_type='FLAT', metric_type='IP')\n"
           "client.create_collection('t', schema=schema, index_params=index)\nclient.load_collection('t')\n"
           "docs = sorted({d for v in lists.values() for d in v}, key=int)\n"
           "client.insert('t', [{'id': int(d), **{n: [v.get(d, 0.0), 0.0] for n, v in lists.items()}, **{f'in_{n}': d in v for n, v in lists.items()}} for d in docs])\n"
           "reqs = [pm.AnnSearchRequest(data=[[1.0, 0.0]], anns_field=n, param={}, limit=100, expr=f'in_{n} == true') for n in lists]\n"
           "rk = pm.WeightedRanker(*req['ranker']['params']['weights'], norm_score=req['ranker']['params']['norm_score'])\n"
           "got = [(str(h['id']), h['distance']) for h in client.hybrid_search('t', reqs, rk, limit=len(docs), output_fields=['id'])[0]]\n"
           "client.close()\nours = Fuser('combsum', norm='arctan', weights=w)(lists)\n"
           "print('engine agrees' if [d for d, _ in got] == [d for d, _ in ours] and all(abs(a - b) < 1e-6 for (_, a), (_, b) in zip(got, ours)) else (got, ours))",
           "engine agrees", files={}, timeout=180, why="accepted: the engine's fusion is rankagg's up to float32 (docs/engines.md, running)"),
        ok("u6f_lancedb_runs_export", "LanceDB's RRFReranker runs the exported rrf(k=5): rankagg's order, float32 scores",
           "import pyarrow as pa\nfrom lancedb import rerankers\nfrom rankagg import Fuser\nfrom rankagg.engines import export_request\n"
           "lists = {'l0': {'1': 5.0, '2': 4.0, '3': 1.0}, 'l1': {'5': 3.0, '3': 2.0, '4': 1.0}}\n"
           "req = export_request('lancedb_rrf', 'rrf', {'k': 5}, None, list(lists))\n"
           "tables = [pa.table({'_rowid': pa.array([int(d) for d in sorted(v, key=lambda d: -v[d])], pa.uint64())}) for v in lists.values()]\n"
           "fused = getattr(rerankers, req['reranker'])(K=req['K']).rerank_multivector(tables)\n"
           "got = [(str(i), s) for i, s in zip(fused['_rowid'].to_pylist(), fused['_relevance_score'].to_pylist())]\n"
           "ours = Fuser('rrf', k=5)(lists)\n"
           "print('engine agrees' if sorted(d for d, _ in got) == sorted(d for d, _ in ours) and all(abs(dict(got)[d] - s) < 1e-6 for d, s in ours) else (got, ours))",
           "engine agrees", files={}, why="accepted: the engine's fusion is rankagg's up to float32"),
    ]


SEVENTH_OBJECTS = "45 Unseen inputs: a seventh bar, Python objects and the API's contracts"
# two runs where RRF ties a and c exactly (1/61 + 1/63; rankagg's order a, c, b: the smaller docid first) while a
# reader of the scores alone puts c first (docid descending): P@1 against Q is 1.0 in rankagg's order, 0.0 otherwise
_U7P = ("import copy, json, pickle, numpy as np, pandas as pd, rankagg\nfrom rankagg import Fuser\n"
        "T = {'1': {'a': 3.0, 'b': 2.0, 'c': 1.0}}\nU = {'1': {'c': 3.0, 'b': 2.0, 'a': 1.0}}\nD = {'t': T, 'u': U}\n"
        "Q = {'1': {'a': 1}}\n"
        "F = pd.DataFrame([(r, q, d, s) for r, qs in D.items() for q, ds in qs.items() for d, s in ds.items()], "
        "columns=['run', 'qid', 'docid', 'score'])\n"
        "L = {'t': ['a', 'b', 'c'], 'u': ['c', 'b', 'a']}\n"
        "def same(a, b):\n    print('same' if a == b else f'differ {a!r} {b!r}')\n"
        "def p1(x, q=Q):\n    return rankagg.evaluate(x, q, ['P@1'])['P@1']\n")
# a PrefLib election whose Borda scores all tie (a > b > c and c > b > a), and a comparison table whose items all
# tie (a beat b, b beat a, c beat d, d beat c): rankagg's order is a first in both (the smaller name)
_U7P_PREFS = {
    "e1.soc": "# FILE NAME: e1.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 2\n"
              "# NUMBER UNIQUE ORDERS: 2\n# ALTERNATIVE NAME 1: a\n# ALTERNATIVE NAME 2: b\n# ALTERNATIVE NAME 3: c\n"
              "1: 1,2,3\n1: 3,2,1\n",
    "c.csv": "query,item_a,item_b,outcome\n1,a,b,win\n1,b,a,win\n1,c,d,win\n1,d,c,win\n",
}
_U7P_WRITTEN = ("from rankagg.api.preferences import fuse_preference_files, fuse_preflib, fuse_comparisons\n"
                "fuse_preference_files(['e1.soc'], 'e.run', method='borda')\n"
                "fuse_preference_files(['c.csv'], 'c.run', method='borda_wins')\n"
                "QE, QC = {'e1': {'a': 1}}, {'1': {'a': 1}}\n")


def seventh_bar_objects_cases() -> list[Case]:
    """Issue 45's seventh bar, the Python API's contracts as a notebook or a service holds them: inputs never
    written, results that alias nothing, one-shot iterators, keys of several types, pandas' extension dtypes, a
    ``Fuser`` reused, threaded, pickled and sent to worker processes, the marked results (docs/conventions.md)
    through copies, filters, pickles and JSON, the ``Fuser``'s top-k and the preference results measured as their
    written runs, the exceptions' classes and where a warning points.  Each is a right answer checked against a
    hand-computed value (P@1 of the tied fixture: 1.0 in rankagg's order) or a plain-Python reference, or an
    error naming the parameter, within seconds, under 4 GiB."""
    ok, bad = api_case_makers(SEVENTH_OBJECTS, _U7P)
    written = _U7P + _U7P_WRITTEN
    return [
        # ---------------------------------------------------------------- inputs are read, never written
        ok("u7p_fuse_leaves_dicts", "rankagg.fuse(dicts, 'combsum', depth=1) then the dicts against a deep copy taken before",
           "before = copy.deepcopy(D)\nrankagg.fuse(D, 'combsum', depth=1)\nrankagg.fuse(D, 'borda', depth=1)\n"
           "same((D, [list(r['1']) for r in D.values()]), (before, [list(r['1']) for r in before.values()]))",
           "accepted: inputs are read, never written (values, key order)"),
        ok("u7p_fuse_leaves_frame", "rankagg.fuse of a frame indexed by text with category columns: frame, dtypes, index, attrs unchanged",
           "G = F.astype({'run': 'category', 'docid': 'category'}).set_axis([f'r{i}' for i in range(len(F))])\n"
           "keep = G.copy(deep=True)\nrankagg.fuse(G, 'rrf')\n"
           "same((G.equals(keep), list(G.dtypes.astype(str)), list(G.index), G.attrs), (True, list(keep.dtypes.astype(str)), list(keep.index), {}))",
           "accepted: the frame is read, never written (pandas' copy-on-write is always on since pandas 3)"),
        ok("u7p_evaluate_leaves_frame", "rankagg.evaluate of a run frame indexed by qid and a qrels frame: both unchanged",
           "G = F[F.run == 't'].drop(columns='run').set_index('qid')\nR = pd.DataFrame({'qid': ['1'], 'docid': ['a'], 'rel': [1]})\n"
           "g, r = G.copy(deep=True), R.copy(deep=True)\nrankagg.evaluate(G, R, ['P@1'])\n"
           "same((G.equals(g), G.index.name, R.equals(r), list(R.columns)), (True, 'qid', True, ['qid', 'docid', 'rel']))",
           "accepted: inputs are read, never written"),
        ok("u7p_fuser_leaves_lists", "Fuser call, top and explain on a dict, a list and an (ids, NumPy scores) pair: inputs unchanged",
           "ids, sc = np.array(['y', 'w']), np.array([5.0, 4.0])\nM = {'bm25': {'x': 3.0, 'y': 2.0}, 'list': ['w', 'x'], 'dense': (ids, sc)}\n"
           "keep = copy.deepcopy(M)\nf = Fuser('combsum', norm='borda')\nf(M); f.top(M, 1); f.explain(M)\n"
           "same((M['bm25'], M['list'], M['dense'][0].tolist(), M['dense'][1].tolist()), "
           "(keep['bm25'], keep['list'], keep['dense'][0].tolist(), keep['dense'][1].tolist()))",
           "accepted: the lists are read, never written"),
        ok("u7p_fuser_weights_not_aliased", "Fuser('rrf', weights=W) then W changed and fuser.params changed: the answer of the weights given",
           "W = {'t': 2.0}\nf = Fuser('rrf', weights=W)\nW['t'] = 9.0\nf.params['k'] = 1\n"
           "same(f(L), [('a', 2 / 61 + 1 / 63), ('b', 2 / 62 + 1 / 62), ('c', 2 / 63 + 1 / 61)])",
           "accepted: the fuser keeps its own copy of what it was given (a: 2/61 + 1/63 by hand)"),
        ok("u7p_fuser_result_not_aliased", "a Fuser's list and its top-k items changed by the caller: the next call's answer unchanged",
           "f = Fuser('rrf')\nfirst = list(f(L))\nout = f(L)\nout[0] = ('zz', 9.0)\nout.append(('q', 1.0))\n"
           "t = f.top(L, 2)\nt.items[0] = ('zz', 9.0)\nsame((f(L), f.top(L, 2).items), (first, first[:2]))",
           "accepted: each call builds new objects"),
        ok("u7p_fused_result_not_aliased", "rankagg.fuse's query dict changed by the caller, then fused again: the first answer",
           "r = rankagg.fuse(D, 'rrf')\nkeep = copy.deepcopy(r)\nr['1']['a'] = -1.0\ndel r['1']['b']\n"
           "same((rankagg.fuse(D, 'rrf'), D['t']['1']), (keep, {'a': 3.0, 'b': 2.0, 'c': 1.0}))",
           "accepted: a result shares no object with the inputs or a later result"),
        # ---------------------------------------------------------------- one-shot iterators, views
        ok("u7p_fuse_generator_of_runs", "rankagg.fuse of a generator of runs: the list's answer, or refused naming runs (never empty)",
           "try:\n    got = rankagg.fuse((r for r in [T, U]), 'rrf')\nexcept ValueError as e:\n    got = 'refused' if 'runs' in str(e) and 'generator' in str(e) else str(e)\n"
           "print('same' if got in ('refused', rankagg.fuse([T, U], 'rrf')) else got)",
           "accepted: a one-shot iterator is refused naming runs (no order of names to keep), never read as nothing"),
        ok("u7p_fuse_dict_values_view", "rankagg.fuse(D.values()) (a dict view): the list's answer, or refused naming runs",
           "try:\n    got = rankagg.fuse(D.values(), 'rrf')\nexcept ValueError as e:\n    got = 'refused' if 'runs' in str(e) and 'dict_values' in str(e) else str(e)\n"
           "print('same' if got in ('refused', rankagg.fuse([T, U], 'rrf')) else got)",
           "accepted: a view is refused naming runs and its type"),
        bad("u7p_evaluate_generator_of_runs", "rankagg.evaluate of a generator of runs (one run or several?)",
            "rankagg.evaluate((r for r in [T, U]), Q, ['P@1'])", "run"),
        ok("u7p_evaluate_measures_generator", "rankagg.evaluate(run, qrels, a generator of measures): each measure once, right",
           "same(rankagg.evaluate(T, Q, (m for m in ['P@1', 'RR', 'num_ret'])), {'P@1': 1.0, 'RR': 1.0, 'NumRet': 3.0})",
           "accepted: measures are read once into a list"),
        bad("u7p_fuser_call_iterator_list", "Fuser(...)(lists) with a list given as an iterator (top() reads iterators; the call does not)",
            "Fuser('rrf')({'t': iter(['a', 'b']), 'u': ['b']})", "'t'", "iterator"),
        ok("u7p_fuser_top_generators_once", "Fuser.top on generators that count their reads: each entry read at most once, the full answer's first 2",
           "reads = {'t': 0, 'u': 0}\ndef g(n):\n    for d in L[n]:\n        reads[n] += 1\n        yield d\n"
           "got = Fuser('rrf').top({n: g(n) for n in L}, 2)\n"
           "same((got.items, all(v <= 3 for v in reads.values())), (Fuser('rrf')(L)[:2], True))",
           "accepted: an iterator is read once, in blocks"),
        # ---------------------------------------------------------------- keys of several types
        ok("u7p_numpy_str_keys", "rankagg.fuse with np.str_ run names, qids and docids: the plain str answer, plain str keys",
           "N = {np.str_(n): {np.str_(q): {np.str_(d): s for d, s in ds.items()} for q, ds in r.items()} for n, r in D.items()}\n"
           "r = rankagg.fuse(N, 'rrf', weights={np.str_('t'): 2.0})\n"
           "same((r, {type(k) for k in r['1']}), (rankagg.fuse(D, 'rrf', weights={'t': 2.0}), {str}))",
           "accepted: NumPy strings are strings"),
        ok("u7p_bool_run_names", "rankagg.fuse({True: T, False: U}, weights={True: 2}): the runs 'True' and 'False'",
           "same(rankagg.fuse({True: T, False: U}, 'rrf', weights={True: 2.0}), rankagg.fuse({'True': T, 'False': U}, 'rrf', weights={'True': 2.0}))",
           "accepted: a run name is a label, known by its text (a bool as a docid is refused: u3o_dict_bool_docid)"),
        bad("u7p_qid_int_and_float", "run t keyed by qid 1, run u by 1.0 (one query? '1.0' to Python, '1' to Arrow)",
            "rankagg.fuse({'t': {1: T['1']}, 'u': {1.0: U['1']}}, 'rrf')", "1.0", "float"),
        bad("u7p_docid_int_and_text_runs", "run t names document 1, run u names '1' (one document or two?)",
            "rankagg.fuse({'t': {'1': {1: 1.0, 2: 0.5}}, 'u': {'1': {'1': 2.0}}}, 'rrf')", "docid", "'1'"),
        ok("u7p_evaluate_numpy_keys", "rankagg.evaluate of a run keyed by np.str_ and np.int64 against text qrels",
           "run = {np.int64(1): {np.str_('a'): 1.0, np.str_('b'): 2.0}}\nsame(rankagg.evaluate(run, {'1': {'a': 1}}, ['P@1', 'RR']), {'P@1': 0.0, 'RR': 0.5})",
           "accepted: NumPy ids are ids (b scores 2.0: first; a second, RR 1/2)"),
        # ---------------------------------------------------------------- pandas' extension dtypes
        bad("u7p_frame_int64_na_qid", "a long frame whose qid is Int64 with <NA> at row 2", 
            "rankagg.fuse(F.assign(qid=pd.array([1, 1, pd.NA, 1, 1, 1], dtype='Int64')), 'rrf')", "row 2", "qid"),
        bad("u7p_frame_datetime_docid", "a long frame whose docid is datetime64 (which text: ISO, epoch?)",
            "rankagg.fuse(F.assign(docid=pd.to_datetime(['2020-01-01'] * 3 + ['2020-01-02'] * 3) + pd.to_timedelta([0, 1, 2, 2, 1, 0], 'D')), 'rrf')",
            "row 0", "docid", "Timestamp"),
        ok("u7p_frame_multiindex_extension", "a frame indexed by (run, qid) of string[pyarrow] and category: the plain frame's answer",
           "G = F.astype({'run': 'category', 'qid': 'string[pyarrow]'}).set_index(['run', 'qid'])\n"
           "a, b = rankagg.fuse(G, 'rrf'), rankagg.fuse(F, 'rrf')\nsame((a[['docid', 'score', 'rank']].to_dict('list'), list(a['qid'].astype(str))), "
           "(b[['docid', 'score', 'rank']].to_dict('list'), list(b['qid'])))",
           "accepted: named index levels are columns; extension dtypes are their values"),
        # ---------------------------------------------------------------- the Fuser reused, shared, copied, shipped
        ok("u7p_fuser_after_interrupt", "KeyboardInterrupt raised by a list's iterator in the middle of Fuser.top, then the same fuser",
           "f = Fuser('combsum', norm='minmax')\nM = {f'l{i}': {f'd{j}': float(100 - j) for j in range(40)} for i in range(6)}\nwant = f(M)\n"
           "def g(n):\n    for j, d in enumerate(M[n]):\n        if n == 'l3' and j == 5:\n            raise KeyboardInterrupt\n        yield d\n"
           "try:\n    f.top({n: g(n) for n in M}, 3, score_bounds={n: (0.0, 100.0) for n in M})\nexcept KeyboardInterrupt:\n    pass\n"
           "same((f(M), f.top(M, 3).items), (want, want[:3]))",
           "accepted: an interrupted call leaves no state behind"),
        ok("u7p_fuser_reused_inputs_changed", "one Fuser on lists, the lists then changed in place, the Fuser again: a fresh Fuser's answer",
           "f = Fuser('borda')\nM = {'t': ['a', 'b', 'c'], 'u': ['c', 'b']}\nf(M)\nM['u'].insert(0, 'd')\nM['t'].pop()\n"
           "same(f(M), Fuser('borda')(M))", "accepted: a fuser holds nothing of a request"),
        ok("u7p_fuser_threads_explain_top", "one Fuser from 4 threads mixing call, top and explain, 200 requests: the serial answers",
           "from concurrent.futures import ThreadPoolExecutor\nf = Fuser('rrf', weights={'a': 2.0}, k=5)\n"
           "reqs = [{'a': [f'd{(i * j) % 11}' for j in range(1, 9)], 'b': [f'd{(i + j) % 13}' for j in range(7)]} for i in range(200)]\n"
           "reqs = [{n: list(dict.fromkeys(v)) for n, v in r.items()} for r in reqs]\n"
           "def job(i):\n    r = reqs[i]\n    return (f(r), f.top(r, 3).items, [e['docid'] for e in f.explain(r)]) if i % 2 else (f(r), f.top(r, 3).items, [d for d, _ in f(r)])\n"
           "serial = [job(i) for i in range(200)]\nwith ThreadPoolExecutor(4) as ex:\n    par = list(ex.map(job, range(200)))\nsame(par, serial)",
           "accepted: a fuser holds no state a call changes"),
        ok("u7p_fuser_pickle_deepcopy", "a Fuser (combsum zscore, weights, depth) pickled and deep-copied: the same answers, bit for bit",
           "f = Fuser('combsum', weights={'dense': 2.0}, depth=3, norm='zscore')\nM = {'bm25': {'x': 3.0, 'y': 2.0, 'z': 1.0}, 'dense': {'y': 5.0, 'w': 4.0}}\n"
           "want = f(M)\nsame([pickle.loads(pickle.dumps(f))(M), copy.deepcopy(f)(M), copy.copy(f)(M)], [want] * 3)",
           "accepted: a fuser is its parameters"),
        ok("u7p_fuser_spawn_pool", "a Fuser sent to a spawn pool of 2 workers (and a fork pool): the parent's answers",
           "import multiprocessing as mp\nopen('job.py', 'w').write('def run(a):\\n    f, m = a\\n    return f(m)\\n')\nimport job\n"
           "f = Fuser('rrf', weights={'t': 2.0}, depth=2)\nreqs = [L, {'t': ['x'], 'u': ['y', 'x']}]\nwant = [f(r) for r in reqs]\n"
           "got = {}\nfor how in ('spawn', 'fork'):\n    with mp.get_context(how).Pool(2) as p:\n        got[how] = p.map(job.run, [(f, r) for r in reqs])\n"
           "same(got, {'spawn': want, 'fork': want})",
           "accepted: a fuser pickles as its parameters; workers give the parent's answers"),
        ok("u7p_fuser_repr_names_options", "repr(Fuser('rrf', depth=3, window=5)) against repr(Fuser('rrf')): two different fusers",
           "a, b = repr(Fuser('rrf', depth=3, window=5)), repr(Fuser('rrf'))\nprint('same' if a != b and 'depth=3' in a and 'window=5' in a else (a, b))",
           "accepted: a repr names what decides the answer (the output depth and input window)"),
        # ---------------------------------------------------------------- marked results through copies and derived objects
        ok("u7p_fused_tied_by_hand", "rankagg.evaluate(rankagg.fuse(D)) on the tied fixture: P@1 1.0 (a before c, as the written run)",
           "r = rankagg.fuse(D, 'rrf')\nsame((list(r['1']), r['1']['a'] == r['1']['c'], p1(r)), (['a', 'c', 'b'], True, 1.0))",
           "accepted: a and c tie exactly; rankagg's tie rule puts a first, as the file rankagg fuse -o writes"),
        ok("u7p_fused_copy_keeps_mark", "rankagg.evaluate of result.copy(), copy.copy and pickle round trip: the result's P@1 (1.0)",
           "r = rankagg.fuse(D, 'rrf')\nsame([p1(r.copy()), p1(copy.copy(r)), p1(copy.deepcopy(r)), p1(pickle.loads(pickle.dumps(r)))], [1.0] * 4)",
           "accepted: a copy is the same result (dict.copy gave a plain dict, read by the scores: P@1 0.0)"),
        ok("u7p_fused_dict_and_subset", "rankagg.evaluate of dict(result) and of {q: result[q]} (a subset of queries): P@1 1.0",
           "r = rankagg.fuse(D, 'rrf')\nsame([p1(dict(r)), p1({q: r[q] for q in r})], [1.0, 1.0])",
           "accepted: each query's documents keep their mark through a plain outer dict (was read by the scores: 0.0)"),
        ok("u7p_fused_json_as_written", "json.dumps(as_written(result)) loaded back: P@1 1.0, and json.dumps(result) holds the exact scores",
           "r = rankagg.fuse(D, 'rrf')\nw = json.loads(json.dumps(rankagg.api.as_written(r)))\nraw = json.loads(json.dumps(r))\n"
           "same((p1(w), raw['1']['a'] == 1 / 61 + 1 / 63), (1.0, True))",
           "accepted: as_written's scores carry the order through JSON; the result's JSON keeps exact scores"),
        ok("u7p_fused_query_added_by_user", "a result with a query the user added ({'p': 1, 'q': 1}): that query read by its scores (q first)",
           "r = rankagg.fuse(D, 'rrf')\nr['9'] = {'p': 1.0, 'q': 1.0}\nQ2 = {'1': {'a': 1}, '9': {'q': 1}}\n"
           "same(rankagg.evaluate(r, Q2, ['P@1'], per_query=True)['P@1'].to_dict(), {'1': 1.0, '9': 1.0})",
           "accepted: the user's own query is not rankagg's result: read as any run (trec_eval: docid descending, q first)"),
        ok("u7p_frame_filtered_kept_order", "the fused frame filtered to rank > 1 (a dropped): c then b, P@1 0 and num_ret 2",
           "fr = rankagg.fuse(F, 'rrf')\nsub = fr[fr['rank'] > 1]\nsame(rankagg.evaluate(sub, {'1': {'c': 1}}, ['P@1', 'num_ret']), {'P@1': 1.0, 'NumRet': 2.0})",
           "accepted: the rows left keep their order (c, then b); the filtered frame is measured as those rows, not the whole run"),
        bad("u7p_frame_concat_two_methods", "pd.concat of the rrf and borda frames of one query (each mark kept by pandas): evaluated as one run",
            "c = pd.concat([rankagg.fuse(F, 'rrf'), rankagg.fuse(F, 'borda')])\nrankagg.evaluate(c, Q, ['P@1'])", "run", "twice"),
        ok("u7p_frame_parquet_round_trip", "the fused frame through Parquet and pickle: P@1 1.0 both",
           "fr = rankagg.fuse(F, 'rrf')\nfr.to_parquet('f.parquet')\nsame([p1(pd.read_parquet('f.parquet')), p1(pickle.loads(pickle.dumps(fr)))], [1.0, 1.0])",
           "accepted: pandas keeps attrs through Parquet and pickle"),
        ok("u7p_arrow_fused_measured", "rankagg.evaluate(rankagg.fuse(Arrow table)) on the tied fixture: P@1 1.0, as the frame's",
           "import pyarrow as pa\nt = rankagg.fuse(pa.Table.from_pandas(F.rename(columns={'qid': 'q_id', 'docid': 'doc_id'})), 'rrf')\n"
           "same((t.column('doc_id').to_pylist(), p1(t), p1(rankagg.fuse(F, 'rrf'))), (['a', 'c', 'b'], 1.0, 1.0))",
           "accepted: the Arrow result keeps the frame's mark in its pandas metadata (was read by the scores: c first, P@1 0.0)"),
        # ---------------------------------------------------------------- the leftovers: top-k, preference results
        ok("u7p_fuser_top_items_measured", "rankagg.evaluate({q: Fuser.top(lists, 2).items}): the written run's P@1 1.0 (a before c)",
           "t = Fuser('rrf').top(L, 2)\nsame((t.items[0][1] == t.items[1][1], p1({'1': t.items})), (True, 1.0))",
           "accepted: top-k items are the full answer's first k, marked as the Fuser's list is (were refused: not a run form)"),
        ok("u7p_fuser_top_items_as_written", "as_written({q: Fuser.top(lists, 3).items}): the written scores, strictly decreasing",
           "from rankagg.api import as_written\nw = as_written({'1': Fuser('rrf').top(L, 3).items})['1']\nsame(([d for d, _ in w], w[0][1] > w[1][1] > w[2][1]), (['a', 'c', 'b'], True))",
           "accepted: as the Fuser's list"),
        ok("u7p_preflib_fused_measured", "rankagg.fuse(['e1.soc'], 'borda') (three tied alternatives) evaluated: the written run's P@1",
           "r = rankagg.fuse(['e1.soc'], 'borda')\nsame((list(r['e1']), p1(r, QE), p1('e.run', QE)), (['a', 'c', 'b'], 1.0, 1.0))",
           "accepted: measured as the run rankagg fuse -o writes (was read by the scores: c first, P@1 0.0)",
           files=_U7P_PREFS, prelude=written),
        ok("u7p_comparisons_fused_measured", "rankagg.fuse(['c.csv'], 'borda_wins') (four tied items) evaluated: the written run's P@1",
           "r = rankagg.fuse(['c.csv'], 'borda_wins')\nsame((list(r['1']), p1(r, QC), p1('c.run', QC)), (['a', 'b', 'c', 'd'], 1.0, 1.0))",
           "accepted: measured as the run rankagg fuse -o writes (was read by the scores: d first, P@1 0.0)",
           files=_U7P_PREFS, prelude=written),
        ok("u7p_preference_fuse_depth", "rankagg.fuse(['e1.soc'], depth=1) and rankagg.fuse(['c.csv'], depth=2): the first 1 and 2 items",
           "same(([list(v) for v in rankagg.fuse(['e1.soc'], 'borda', depth=1).values()], [list(v) for v in rankagg.fuse(['c.csv'], 'borda_wins', depth=2).values()]), "
           "([['a']], [['a', 'b']]))",
           "accepted: depth keeps the first depth items per query, as for runs (was ignored: every item)", files=_U7P_PREFS, prelude=written),
        ok("u7p_preflib_table_measured", "rankagg.evaluate(fuse_preflib(['e1.soc'], 'borda')) (its query, item, name columns): P@1 1.0",
           "same(p1(fuse_preflib(['e1.soc'], 'borda'), QE), p1('e.run', QE))",
           "accepted: the table is measured as its written run (was refused: its 'name' column read as three runs)",
           files=_U7P_PREFS, prelude=written),
        ok("u7p_comparison_table_as_written", "as_written(fuse_comparisons('c.csv', 'borda_wins')): written scores, a's first",
           "w = rankagg.api.as_written(fuse_comparisons('c.csv', 'borda_wins'))\n"
           "same((list(w['item']), bool(w['score'].is_monotonic_decreasing and w['score'].is_unique), p1(w.rename(columns={'query': 'qid', 'item': 'docid'}), QC)), "
           "(['a', 'b', 'c', 'd'], True, 1.0))",
           "accepted: as every fused frame (was refused: not a result of rankagg.fuse)", files=_U7P_PREFS, prelude=written),
        ok("u7p_api_as_written_after_import", "import rankagg, then rankagg.api.as_written(result) as docs/conventions.md writes it",
           "r = {'1': Fuser('rrf')(L)}\nsame(rankagg.api.as_written(r)['1'][0][0], 'a')",
           "accepted: rankagg.api is reached from the package, as the docs call it (was AttributeError until something imported it)",
           prelude="import rankagg\nfrom rankagg import Fuser\nL = {'t': ['a', 'b', 'c'], 'u': ['c', 'b', 'a']}\n"
                   "def same(a, b):\n    print('same' if a == b else f'differ {a!r} {b!r}')\n"),
        # ---------------------------------------------------------------- exceptions and warnings
        ok("u7p_refusals_are_value_errors", "seven refusals of the API (parameter, weights, measure, run, qrels, Fuser, top): each a ValueError",
           "calls = [lambda: rankagg.fuse(D, 'rrf', k=-1), lambda: rankagg.fuse(D, 'rrf', weights={'zz': 1.0}),\n"
           "         lambda: rankagg.evaluate(T, Q, ['P@0.5']), lambda: rankagg.evaluate({'1': {'a': 'x'}}, Q, ['P@1']),\n"
           "         lambda: rankagg.evaluate(T, {'1': {'a': 1.5}}, ['P@1']), lambda: Fuser('rrf', k='x'), lambda: Fuser('rrf').top(L, -1)]\n"
           "kinds = []\nfor c in calls:\n    try:\n        c()\n        kinds.append('accepted')\n    except ValueError:\n        kinds.append('ValueError')\n"
           "    except Exception as e:\n        kinds.append(type(e).__name__)\nsame(kinds, ['ValueError'] * 7)",
           "accepted: every refusal of bad input is a ValueError (rankagg.exceptions), which a caller catches"),
        ok("u7p_warning_points_at_caller_bom", "rankagg.fuse of a run file with a UTF-8 BOM: the warning names the caller's line",
           "import warnings\nwith warnings.catch_warnings(record=True) as w:\n    warnings.simplefilter('always')\n    rankagg.fuse(['a.run', 'b.run'], 'rrf')\n"
           "same([(x.category.__name__, x.filename) for x in w], [('InputFormatWarning', '<case>')])",
           "accepted: a warning points at the line that called rankagg (stacklevel), not inside the package",
           files={"a.run": b"\xef\xbb\xbf" + RUN.encode(), "b.run": RUN2}),
        ok("u7p_warning_points_at_caller_convergence", "rankagg.fuse(runs, 'mallows_em', max_iter=1): a ConvergenceWarning at the caller's line",
           "import warnings\nfrom rankagg.exceptions import ConvergenceWarning\nR3 = {**D, 'v': {'1': {'b': 3.0, 'c': 2.0, 'a': 1.0}}}\n"
           "with warnings.catch_warnings(record=True) as w:\n    warnings.simplefilter('always')\n    rankagg.fuse(R3, 'mallows_em', max_iter=1)\n"
           "same([(issubclass(x.category, ConvergenceWarning), x.filename) for x in w], [(True, '<case>')])",
           "accepted: a warning points at the line that called rankagg (stacklevel), not inside the package"),
    ]


def third_bar_objects_cases() -> list[Case]:
    """Issue 45's third bar, on the in-process forms and the Python API (``rankagg.fuse``, ``rankagg.evaluate``, the
    ``Fuser``, ``rankagg.api``, engine export, model files through the API): dicts of odd keys and scores, pandas
    and Arrow columns of every dtype, ranx objects, parameters of odd types.  Each must be a right answer or an
    error naming the parameter (or the row), within seconds, under 4 GiB."""
    ok, bad = api_case_makers(THIRD_OBJECTS, _U3O)
    return [
        # ---------------------------------------------------------------- dicts of dicts
        ok("u3o_dict_numpy_keys", "rankagg.fuse of dicts keyed by NumPy integers, scored by float32 and float16",
           "r = rankagg.fuse({'a': {np.int64(1): {np.int64(5): np.float32(2.0), np.int32(6): np.float16(1)}}}, 'rrf')\n"
           "same([(q, list(d)) for q, d in r.items()], [('1', ['5', '6'])])",
           "accepted: NumPy integers are ids written as decimals, NumPy floats are numbers"),
        ok("u3o_dict_decimal_score", "rankagg.fuse of a dict run scored by decimal.Decimal",
           "from decimal import Decimal\nsame(rankagg.fuse({'a': {'1': {'x': Decimal('1.5'), 'y': 1.0}}}, 'combsum'), "
           "rankagg.fuse({'a': {'1': {'x': 1.5, 'y': 1.0}}}, 'combsum'))",
           "accepted: a finite Decimal is the double its text reads as (the fifth bar, u5i)"),
        bad("u3o_dict_fraction_score", "rankagg.fuse of a dict run scored by fractions.Fraction",
            "from fractions import Fraction\nrankagg.fuse({'a': {'1': {'x': Fraction(1, 3)}}}, 'rrf')", "runs", "Fraction"),
        ok("u3o_dict_negative_zero", "rankagg.fuse of one run scoring x -0.0 and y 0.0 (a tie for trec_eval)",
           "r = rankagg.fuse({'a': {'1': {'x': -0.0, 'y': 0.0}}}, 'rrf')\nsame(list(r['1']), ['y', 'x'])",
           "accepted: -0.0 equals 0.0, so the tie is broken by docid descending, as trec_eval does"),
        ok("u3o_dict_float32_near_tie", "rankagg.fuse of np.float32(0.1) against the double 0.1 (float32's is larger)",
           "r = rankagg.fuse({'a': {'1': {'a': np.float32(0.1), 'b': 0.1}}}, 'rrf')\nsame(list(r['1']), ['a', 'b'])",
           "accepted: a float32 is read as the double it equals (0.10000000149...), ranked as trec_eval ranks doubles"),
        bad("u3o_dict_generator_query", "rankagg.fuse of a run whose query is a generator of (docid, score) pairs",
            "rankagg.fuse({'a': {'1': ((d, s) for d, s in [('x', 1.0)])}}, 'rrf')", "'a'", "generator"),
        bad("u3o_dict_bool_docid", "rankagg.fuse of a dict run with docids True and False",
            "rankagg.fuse({'a': {'1': {True: 1.0, False: 0.5}}}, 'rrf')", "True"),
        bad("u3o_dict_bytes_qid", "rankagg.fuse of a dict run whose qid is b'1'",
            "rankagg.fuse({'a': {b'1': {'x': 1.0}}}, 'rrf')", "b'1'"),
        bad("u3o_dict_underscore_score", "rankagg.fuse of a dict run scored by the text '1_5' (Python's float reads 15)",
            "rankagg.fuse({'a': {'1': {'x': '1_5', 'y': '2'}}}, 'combsum')", "'1_5'"),
        ok("u3o_dict_ordereddict_order", "rankagg.fuse of an OrderedDict of the runs in the other order",
           "from collections import OrderedDict\n"
           "same(rankagg.fuse(OrderedDict([('b', R['b']), ('a', R['a'])]), 'rrf'), rankagg.fuse(R, 'rrf'))",
           "accepted: the fused run does not depend on the runs' order"),
        # ---------------------------------------------------------------- weights
        bad("u3o_weights_same_text", "rankagg.fuse({1: a, 2: b}, weights={1: 2, '1': 3}): two weights for run '1'",
            "rankagg.fuse({1: R['a'], 2: R['b']}, 'rrf', weights={1: 2.0, '1': 3.0})", "weights", "'1'", "twice", fast=True),
        bad("u3o_weights_extra_name", "rankagg.fuse with a weight for a run that is not there",
            "rankagg.fuse(R, 'rrf', weights={'a': 1.0, 'zz': 2.0})", "zz"),
        ok("u3o_weights_numpy_values", "rankagg.fuse with weights np.float32(2) and np.int64(1)",
           "same(rankagg.fuse(R, 'rrf', weights={'a': np.float32(2), 'b': np.int64(1)}), rankagg.fuse(R, 'rrf', weights={'a': 2.0, 'b': 1.0}))",
           "accepted: NumPy numbers are numbers"),
        ok("u3o_fuser_weights_numpy", "Fuser('rrf', weights={'a': np.float32(2)}) (a weight as NumPy gives it)",
           "from rankagg import Fuser\nL = {'a': ['x', 'y'], 'b': ['y', 'z']}\n"
           "same(Fuser('rrf', weights={'a': np.float32(2)})(L), Fuser('rrf', weights={'a': 2.0})(L))",
           "accepted: NumPy numbers are numbers, as rankagg.fuse takes them"),
        ok("u3o_fuser_weights_int_key", "Fuser('rrf', weights={1: 2.0}) on lists named 1 and 2 (names are text)",
           "from rankagg import Fuser\n"
           "same(Fuser('rrf', weights={1: 2.0})({1: ['x'], 2: ['y']}), Fuser('rrf', weights={'1': 2.0})({'1': ['x'], '2': ['y']}))",
           "accepted: a list is known by its name as text, as rankagg.fuse knows runs"),
        bad("u3o_fuser_weights_same_text", "Fuser('rrf', weights={1: 2.0, '1': 3.0}): two weights for list '1'",
            "from rankagg import Fuser\nFuser('rrf', weights={1: 2.0, '1': 3.0})({'1': ['x'], '2': ['y']})", "weights", "twice"),
        ok("u3o_export_weights_int_key", "engines.export_request with weights {1: 2} for lists ['1', 'b']",
           "import rankagg.engines as E\n"
           "same(E.export_request('elasticsearch_rrf', 'rrf', {'k': 60}, {1: 2.0}, lists=['1', 'b']), "
           "E.export_request('elasticsearch_rrf', 'rrf', {'k': 60}, {'1': 2.0}, lists=['1', 'b']))",
           "accepted: a list is known by its name as text"),
        bad("u3o_weights_set", "rankagg.fuse with weights={1.0, 2.0} (a set: no order to meet the runs by)",
            "rankagg.fuse(R, 'rrf', weights={1.0, 2.0})", "weights", "set"),
        bad("u3o_weights_sequence_short", "rankagg.fuse with a list of 1 weight for 2 runs",
            "rankagg.fuse(R, 'rrf', weights=[1.0])", "weights"),
        # ---------------------------------------------------------------- parameters
        bad("u3o_method_empty", "rankagg.fuse(runs, method='') (was the default method, silently)",
            "rankagg.fuse(R, '')", "method", fast=True),
        bad("u3o_fuse_files_method_empty", "rankagg.api.fuse_files(..., method='') (was the default method, silently)",
            "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='')", "method",
            files=_U3O_FILES, outputs=("o.run",)),
        ok("u3o_method_spaces_case", "rankagg.fuse(runs, method=' RRF ')",
           "same(rankagg.fuse(R, ' RRF '), rankagg.fuse(R, 'rrf'))", "accepted: a method name is read case-blind, blanks around it dropped"),
        bad("u3o_method_class", "rankagg.fuse(runs, method=<the RRF class>)",
            "from rankagg.methods.registry import make_method\nrankagg.fuse(R, type(make_method('rrf')))", "method"),
        bad("u3o_method_instance_params", "rankagg.fuse(runs, <an RRF instance>, k=3) (parameters beside an instance)",
            "from rankagg.methods.registry import make_method\nrankagg.fuse(R, make_method('rrf'), k=3)", "Aggregator"),
        bad("u3o_depth_zero", "rankagg.fuse(runs, depth=0)", "rankagg.fuse(R, 'rrf', depth=0)", "depth"),
        bad("u3o_depth_float", "rankagg.fuse(runs, depth=1.5)", "rankagg.fuse(R, 'rrf', depth=1.5)", "depth"),
        ok("u3o_depth_huge", "rankagg.fuse(runs, depth=10**30)", "same(rankagg.fuse(R, 'rrf', depth=10**30), rankagg.fuse(R, 'rrf', depth=None))",
           "accepted: a depth beyond every list keeps every document"),
        ok("u3o_depth_numpy", "rankagg.fuse(runs, depth=np.int64(1))", "same(list(rankagg.fuse(R, 'rrf', depth=np.int64(1))['1']), ['y'])",
           "accepted: a NumPy integer is an integer"),
        ok("u3o_rrf_k_zero", "rankagg.fuse(runs, 'rrf', k=0): reciprocal ranks", "same(rankagg.fuse(R, 'rrf', k=0)['1'], {'y': 1.5, 'x': 1.0, 'z': 0.5})",
           "accepted: k = 0 is the reciprocal rank (1/r), finite for every rank"),
        bad("u3o_rrf_k_negative", "rankagg.fuse(runs, 'rrf', k=-60)", "rankagg.fuse(R, 'rrf', k=-60)", "k"),
        bad("u3o_seed_negative", "rankagg.fuse(runs, 'mallows_em', random_state=-1)",
            "rankagg.fuse(R, 'mallows_em', random_state=-1)", "random_state"),
        bad("u3o_seed_text", "rankagg.fuse(runs, 'mallows_em', random_state='x')",
            "rankagg.fuse(R, 'mallows_em', random_state='x')", "random_state"),
        ok("u3o_fuser_depth_numpy", "Fuser('rrf', depth=np.int64(1))", "from rankagg import Fuser\n"
           "same(Fuser('rrf', depth=np.int64(1))({'a': ['x', 'y']}), Fuser('rrf', depth=1)({'a': ['x', 'y']}))",
           "accepted: a NumPy integer is an integer, as rankagg.fuse takes it"),
        bad("u3o_fuser_top_zero", "Fuser.top(lists, 0)", "from rankagg import Fuser\nFuser('rrf').top({'a': ['x', 'y']}, 0)", "k"),
        # ---------------------------------------------------------------- pandas
        ok("u3o_frame_categorical", "a long DataFrame whose qid and docid are Categorical",
           "G = F.astype({'qid': 'category', 'docid': 'category'})\nsame(rankagg.fuse(G, 'rrf').to_dict('records'), rankagg.fuse(F, 'rrf').to_dict('records'))",
           "accepted: a category column is its values"),
        ok("u3o_frame_nullable_int_qid", "a long DataFrame whose qid is pandas' nullable Int64 (no <NA>)",
           "G = F.assign(qid=pd.array([1, 1, 1, 1], dtype='Int64'))\nsame(rankagg.fuse(G, 'rrf').to_dict('records'), rankagg.fuse(F, 'rrf').to_dict('records'))",
           "accepted: integer ids are written as decimals; qid 1 and '1' are one query"),
        ok("u3o_frame_string_pyarrow", "a long DataFrame whose docid is string[pyarrow]",
           "G = F.astype({'docid': 'string[pyarrow]'})\nsame(rankagg.fuse(G, 'rrf').to_dict('records'), rankagg.fuse(F, 'rrf').to_dict('records'))",
           "accepted: a string column is its values"),
        bad("u3o_frame_object_mixed_ids", "a long DataFrame whose object docid column holds 'x' and 5",
            "G = F.astype({'docid': object})\nG.loc[3, 'docid'] = 5\nrankagg.fuse(G, 'rrf')", "row 3", "docid"),
        bad("u3o_frame_duplicate_score_column", "a long DataFrame with two columns named score",
            "rankagg.fuse(pd.concat([F, F[['score']]], axis=1), 'rrf')", "score", fast=True),
        bad("u3o_frame_multiindex_columns", "a long DataFrame with MultiIndex columns",
            "G = F.copy()\nG.columns = pd.MultiIndex.from_tuples([('r', c) for c in F.columns])\nrankagg.fuse(G, 'rrf')", "columns"),
        ok("u3o_frame_index_not_reset", "a long DataFrame in another row order with its index not reset",
           "same(rankagg.fuse(F.iloc[[3, 1, 2, 0]], 'rrf').to_dict('records'), rankagg.fuse(F, 'rrf').to_dict('records'))",
           "accepted: rows are read by position; the fused run does not depend on their order"),
        bad("u3o_frame_empty", "rankagg.fuse of a long DataFrame with its columns and no rows", "rankagg.fuse(F.iloc[:0], 'rrf')", "no rows"),
        ok("u3o_frame_columns_reordered", "a long DataFrame with its columns in another order and extra columns",
           "G = F[['score', 'docid', 'qid', 'run']].assign(extra='e', note=1.5)\n"
           "same(rankagg.fuse(G, 'rrf').to_dict('records'), rankagg.fuse(F, 'rrf').to_dict('records'))",
           "accepted: columns are found by name, others ignored"),
        ok("u3o_frame_rank_column_ignored", "a long DataFrame whose rank column says every document ties (scores differ)",
           "G = F.assign(rank=[5, 5, 5, 5])\nsame(rankagg.fuse(G, 'rrf').to_dict('records'), rankagg.fuse(F, 'rrf').to_dict('records'))",
           "accepted: ranks come from the scores by the trec_eval rule (trec_eval never reads the rank column)", ),
        ok("u3o_frame_rank_column_contradicts", "a long DataFrame whose rank column orders run a's documents against their scores",
           "G = F.assign(rank=[1, 2, 1, 2], score=[1.0, 2.0, 3.0, 1.0])\n"
           "same(rankagg.fuse(G, 'rrf').to_dict('records'), rankagg.fuse(G.drop(columns='rank'), 'rrf').to_dict('records'))",
           "accepted: ranks come from the scores by the trec_eval rule, as for a TREC run file"),
        # ---------------------------------------------------------------- Arrow
        ok("u3o_arrow_empty_chunks", "a long Arrow table whose q_id is a chunked array with empty chunks",
           "ch = pa.chunked_array([[], ['1', '1'], [], ['1', '1'], []], pa.string())\n"
           "same(rankagg.fuse(T.set_column(T.schema.get_field_index('q_id'), 'q_id', ch), 'rrf').to_pylist(), WANT)",
           "accepted: a chunked column is its values", prelude=_U3O_ARROW),
        ok("u3o_arrow_large_string", "a long Arrow table whose doc_id is large_string",
           "i = T.schema.get_field_index('doc_id')\nsame(rankagg.fuse(T.set_column(i, 'doc_id', T['doc_id'].cast(pa.large_string())), 'rrf').to_pylist(), WANT)",
           "accepted: a string column is its values", prelude=_U3O_ARROW),
        ok("u3o_arrow_string_view", "a long Arrow table whose doc_id is string_view",
           "i = T.schema.get_field_index('doc_id')\nsame(rankagg.fuse(T.set_column(i, 'doc_id', pa.array(T['doc_id'].to_pylist(), pa.string_view())), 'rrf').to_pylist(), WANT)",
           "accepted: a string column is its values", prelude=_U3O_ARROW),
        bad("u3o_arrow_dictionary_null", "a long Arrow table whose doc_id is dictionary-encoded with a null",
            "i = T.schema.get_field_index('doc_id')\nrankagg.fuse(T.set_column(i, 'doc_id', pa.array(['x', None, 'y', 'z']).dictionary_encode()), 'rrf')",
            "Arrow table", "row 1", "doc_id", prelude=_U3O_ARROW),
        ok("u3o_arrow_sliced", "a long Arrow table sliced at an offset (its buffers start before its rows)",
           "big = pa.Table.from_pandas(pd.concat([F.iloc[:2].assign(qid='9'), F]).rename(columns={'qid': 'q_id', 'docid': 'doc_id'}))\n"
           "same(rankagg.fuse(big.slice(2), 'rrf').to_pylist(), WANT)", "accepted: a slice is its rows", prelude=_U3O_ARROW),
        bad("u3o_arrow_duplicate_column", "a long Arrow table with two columns named score",
            "rankagg.fuse(pa.Table.from_arrays(T.columns + [T['score']], names=T.column_names + ['score']), 'rrf')", "score", fast=False, prelude=_U3O_ARROW),
        bad("u3o_arrow_binary_docid", "a long Arrow table whose doc_id is binary", "i = T.schema.get_field_index('doc_id')\n"
            "rankagg.fuse(T.set_column(i, 'doc_id', pa.array([b'x', b'y', b'y', b'z'])), 'rrf')", "Arrow table", "doc_id", prelude=_U3O_ARROW),
        bad("u3o_arrow_timestamp_score", "a long Arrow table whose score is a timestamp column", "i = T.schema.get_field_index('score')\n"
            "rankagg.fuse(T.set_column(i, 'score', pa.array([1, 2, 3, 4], pa.timestamp('s'))), 'rrf')", "Arrow table", "score", prelude=_U3O_ARROW),
        ok("u3o_arrow_record_batch", "rankagg.fuse of an Arrow RecordBatch",
           "same(rankagg.fuse(pa.RecordBatch.from_pandas(F.rename(columns={'qid': 'q_id', 'docid': 'doc_id'})), 'rrf').to_pylist(), WANT)",
           "accepted since session 14: it exports the Arrow C stream, read as the one-batch table it is (the arrow-stream "
           "format), the Arrow table's answer", prelude=_U3O_ARROW),
        # ---------------------------------------------------------------- ranx
        bad("u3o_ranx_qrels_as_run", "rankagg.fuse of a ranx Qrels given as a run",
            "from ranx import Qrels\nrankagg.fuse([Qrels({'1': {'x': 1}})], 'rrf')", "Qrels"),
        bad("u3o_ranx_mixed_with_dict", "rankagg.fuse of [ranx Run, dict]",
            "from ranx import Run\nrankagg.fuse([Run({'1': {'x': 1.0}}, name='a'), {'1': {'y': 1.0}}], 'rrf')", "Run"),
        ok("u3o_evaluate_ranx", "rankagg.evaluate(ranx Run, ranx Qrels)",
           "from ranx import Run, Qrels\nsame(rankagg.evaluate(Run({'1': {'x': 2.0, 'y': 1.0}}), Qrels({'1': {'y': 1}}), ['P@1', 'RR']), {'P@1': 0.0, 'RR': 0.5})",
           "accepted: the mapping each gives"),
        # ---------------------------------------------------------------- evaluate
        ok("u3o_evaluate_int_qid", "rankagg.evaluate of a run keyed by int 1 and qrels keyed by '1'",
           "same(rankagg.evaluate({1: {'x': 2.0, 'y': 1.0}}, {'1': {'x': 1}}, ['P@1']), {'P@1': 1.0})",
           "accepted: an integer id is its decimal text, as in every form"),
        bad("u3o_evaluate_bool_grade", "rankagg.evaluate with a relevance grade True",
            "rankagg.evaluate({'1': {'x': 2.0}}, {'1': {'x': True}}, ['P@1'])", "qrels", "True"),
        bad("u3o_evaluate_frame_score_twice", "rankagg.evaluate of a run DataFrame with two columns named score",
            "rankagg.evaluate(pd.concat([F, F[['score']]], axis=1).drop(columns='run'), {'1': {'y': 1}}, ['P@1'])", "run", "score"),
        bad("u3o_evaluate_qrels_rel_twice", "rankagg.evaluate with a qrels DataFrame with two columns named rel",
            "Q = pd.DataFrame({'qid': ['1'], 'docid': ['y'], 'rel': [1]})\n"
            "rankagg.evaluate({'1': {'x': 2.0, 'y': 1.0}}, pd.concat([Q, Q[['rel']]], axis=1), ['P@1'])", "qrels", "rel"),
        bad("u3o_evaluate_frame_two_runs", "rankagg.evaluate of a long DataFrame holding run a (x) and run b (z): read as one run",
            "rankagg.evaluate(F.iloc[[0, 3]], {'1': {'z': 1}}, ['P@1'])", "run", "one run at a time", fast=True),
        ok("u3o_evaluate_negative_zero", "rankagg.evaluate of scores -0.0 (relevant a) and 0.0 (b)",
           "same(rankagg.evaluate({'1': {'a': -0.0, 'b': 0.0}}, {'1': {'a': 1}}, ['P@1']), {'P@1': 0.0})",
           "accepted: -0.0 equals 0.0, the tie broken by docid descending (b first), as trec_eval does"),
        # ---------------------------------------------------------------- paths given to the API, streaming, Dask
        ok("u3o_fuse_bytes_paths", "rankagg.fuse([b'a.run', b'b.run']) (paths as bytes)",
           "same(rankagg.fuse([b'a.run', b'b.run'], 'rrf'), rankagg.fuse(['a.run', 'b.run'], 'rrf'))",
           "accepted: a bytes path is a path (os.fsdecode)", files=_U3O_FILES),
        ok("u3o_fuse_files_one_path", "rankagg.api.fuse_files('a.run', 'o.run') (one path, not a list)",
           "from rankagg.api import fuse_files\nfuse_files('a.run', 'o.run', method='rrf')\n"
           "same(open('o.run').read().split()[2], 'a')", "accepted: one path is one run, as rankagg.fuse takes it", files=_U3O_FILES),
        bad("u3o_fuse_files_input_depth_negative", "fuse_files(..., input_depth=-1, stream=True) (wrote an empty run)",
            "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', input_depth=-1, stream=True)",
            "input_depth", files=_U3O_FILES, outputs=("o.run",), fast=True),
        bad("u3o_fuse_files_tag_empty", "fuse_files(..., tag='') (wrote the default tag)",
            "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', tag='')",
            "tag", files=_U3O_FILES, outputs=("o.run",)),
        bad("u3o_fuse_files_weights_same_text", "fuse_files of runs tagged 1 and 2 with weights {1: 2, '1': 3}",
            "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', weights={1: 2.0, '1': 3.0})",
            "weights", "twice", files={"a.run": RUN.replace(" t\n", " 1\n"), "b.run": RUN2.replace(" u\n", " 2\n")}, outputs=("o.run",)),
        bad("u3o_fuse_stream_weights_unknown", "fuse_files(..., stream=True, weights={'zz': 2})",
            "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', weights={'zz': 2.0}, stream=True)",
            "zz", files=_U3O_FILES, outputs=("o.run",)),
        bad("u3o_dask_in_memory", "rankagg.fuse(dicts, backend='dask')", "rankagg.fuse(R, 'rrf', backend='dask')", "dask"),
        bad("u3o_dask_weights_same_text", "rankagg.fuse(run files tagged 1 and 2, backend='dask', weights={1: 2, '1': 3})",
            "rankagg.fuse(['a.run', 'b.run'], 'rrf', backend='dask', weights={1: 2.0, '1': 3.0})", "weights", "twice",
            files={"a.run": RUN.replace(" t\n", " 1\n"), "b.run": RUN2.replace(" u\n", " 2\n")}),
        bad("u3o_scheduler_without_dask", "rankagg.fuse(run files, scheduler='tcp://127.0.0.1:1') without backend='dask'",
            "rankagg.fuse(['a.run', 'b.run'], 'rrf', scheduler='tcp://127.0.0.1:1')", "scheduler", files=_U3O_FILES),
        # ---------------------------------------------------------------- the Fuser
        bad("u3o_fuser_docid_twice", "Fuser on a list holding docid 'x' twice",
            "from rankagg import Fuser\nFuser('rrf')({'a': ['x', 'y', 'x']})", "'a'", "'x'", "twice"),
        ok("u3o_fuser_empty_lists", "Fuser on two empty lists", "from rankagg import Fuser\nsame(Fuser('rrf')({'a': [], 'b': {}}), [])",
           "accepted: no document, no result"),
        ok("u3o_fuser_one_list_of_one", "Fuser on one list of one document",
           "from rankagg import Fuser\nsame(Fuser('rrf')({'a': ['x']}), [('x', 1 / 61)])", "accepted: 1/(60 + 1)"),
        ok("u3o_fuser_100k_lists", "Fuser on 100,000 lists of two documents, against rankagg.fuse",
           "from rankagg import Fuser\nL = {f'l{i}': [f'd{i % 7}', 'z'] for i in range(100_000)}\n"
           "got = Fuser('rrf')(L)\nb = rankagg.fuse({n: {'q': {d: -float(r) for r, d in enumerate(v)}} for n, v in L.items()}, 'rrf', depth=None)['q']\n"
           "same(got, list(b.items()))", "accepted: the batch path's scores and order, bit for bit"),
        ok("u3o_fuser_weight_zero", "Fuser with a list weighted 0, against rankagg.fuse",
           "from rankagg import Fuser\nL = {'a': ['x', 'y'], 'b': ['y', 'z']}\ngot = Fuser('rrf', weights={'a': 0.0})(L)\n"
           "b = rankagg.fuse({n: {'q': {d: -float(r) for r, d in enumerate(v)}} for n, v in L.items()}, 'rrf', weights={'a': 0.0}, depth=None)['q']\n"
           "same(got, list(b.items()))", "accepted: a weight of 0 makes the list's points 0; the batch path's answer"),
        ok("u3o_fuser_threads", "one Fuser called from 8 threads at once, 400 requests: the answers of serial calls",
           "from rankagg import Fuser\nfrom concurrent.futures import ThreadPoolExecutor\nf = Fuser('combsum', norm='minmax')\n"
           "reqs = [{'a': {f'd{(i * j) % 13}': float(j) for j in range(1, 9)}, 'b': {f'd{(i + j) % 11}': 1.0 / j for j in range(1, 7)}} for i in range(400)]\n"
           "serial = [f(r) for r in reqs]\nwith ThreadPoolExecutor(8) as ex:\n    par = list(ex.map(f, reqs))\nsame(par, serial)",
           "accepted: a fuser holds no state a call changes"),
        bad("u3o_fuser_generator_pair", "Fuser on a list given as (generator of ids, generator of scores)",
            "from rankagg import Fuser\nFuser('rrf')({'a': ((d for d in ['x', 'y']), (s for s in [2.0, 1.0]))})", "'a'"),
        ok("u3o_fuser_decimal_score", "Fuser('combsum') on a score decimal.Decimal('1.1')",
           "from rankagg import Fuser\nfrom decimal import Decimal\n"
           "same(Fuser('combsum')({'a': {'x': Decimal('1.1'), 'y': 1.0}}), Fuser('combsum')({'a': {'x': 1.1, 'y': 1.0}}))",
           "accepted: a finite Decimal is the double its text reads as (the fifth bar, u5i)"),
        bad("u3o_fuser_method_instance", "Fuser(<an RRF instance>)",
            "from rankagg import Fuser\nfrom rankagg.methods.registry import make_method\nFuser(make_method('rrf'))({'a': ['x']})", "method"),
        bad("u3o_fuser_ids_mixed_lists", "Fuser on list a of '1' and list b of 1 (one document, or two?)",
            "from rankagg import Fuser\nFuser('rrf')({'a': ['1', 'x'], 'b': [1]})", "'a'", "'b'"),
        # ---------------------------------------------------------------- arena battles and comparisons as objects
        ok("u3o_battles_arrow_table", "fuse_comparisons of an Arrow table of battles (its columns were read as records)",
           _BATTLE_OBJECTS + "same(fuse_comparisons(pa.Table.from_pylist(B), 'arena').to_dict('records'), fuse_comparisons(B, 'arena').to_dict('records'))",
           "accepted: an Arrow table is the frame it converts to, as rankagg.fuse reads one"),
        bad("u3o_battles_winner_twice", "fuse_comparisons of a battle DataFrame with two winner columns that disagree",
            _BATTLE_OBJECTS + "f = pd.DataFrame(B)\nprint(fuse_comparisons(pd.concat([f, f[['winner']].replace({'model_a': 'model_b'})], axis=1), 'arena'))",
            "winner", "twice"),
        ok("u3o_battles_generator", "fuse_comparisons of a generator of battle dicts",
           _BATTLE_OBJECTS + "same(fuse_comparisons((b for b in B), 'arena').to_dict('records'), fuse_comparisons(B, 'arena').to_dict('records'))",
           "accepted: an iterable of records is its list"),
        bad("u3o_battles_bootstrap_float", "fuse_comparisons(..., bootstrap=1.5)",
            _BATTLE_OBJECTS + "fuse_comparisons(B, 'arena', bootstrap=1.5)", "bootstrap"),
        bad("u3o_battles_seed_negative", "fuse_comparisons(..., bootstrap=10, random_state=-1)",
            _BATTLE_OBJECTS + "fuse_comparisons(B, 'arena', bootstrap=10, random_state=-1)", "random_state"),
        bad("u3o_battles_items_string", "fuse_comparisons(..., items='gpt') (one string: its letters were the items)",
            _BATTLE_OBJECTS + "fuse_comparisons(B, 'arena', items='gpt')", "items", "string", fast=False),
        bad("u3o_comparisons_method_empty", "rankagg.fuse('c.csv', method='') (a comparison table: was its default method)",
            "rankagg.fuse('c.csv', method='')", "method", files={"c.csv": "item_a,item_b,outcome\nx,y,win\ny,z,tie\n"}),
        # ---------------------------------------------------------------- models and engines through the API
        bad("u3o_model_weights_same_text", "save_fusion_model with weights {1: 2, '1': 3}",
            "from rankagg.models import save_fusion_model\n"
            "save_fusion_model({'format': 'rankagg-fusion', 'method': 'rrf', 'params': {}, 'weights': {1: 2.0, '1': 3.0}}, 'm.json')",
            "m.json", "twice", outputs=("m.json",)),
        ok("u3o_model_numpy_params", "save_fusion_model with k = np.int64(3) and a weight np.float64(2), read back by Fuser.from_model",
           "from rankagg.models import save_fusion_model\nfrom rankagg import Fuser\n"
           "save_fusion_model({'format': 'rankagg-fusion', 'method': 'rrf', 'params': {'k': np.int64(3)}, 'weights': {'a': np.float64(2)}}, 'm.json')\n"
           "same(Fuser.from_model('m.json')({'a': ['x'], 'b': ['y']}), Fuser('rrf', k=3, weights={'a': 2.0})({'a': ['x'], 'b': ['y']}))",
           "accepted: NumPy numbers are written as the JSON numbers they equal"),
        bad("u3o_export_rank_constant_float", "engines.export_request for Elasticsearch with k = 60.5",
            "import rankagg.engines as E\nE.export_request('elasticsearch_rrf', 'rrf', {'k': 60.5}, None, lists=['a', 'b'])", "rank_constant"),
        bad("u3o_export_lists_one_text", "engines.export_request with lists [1, '1'] (one name twice)",
            "import rankagg.engines as E\nE.export_request('elasticsearch_rrf', 'rrf', {'k': 60}, None, lists=[1, '1'])", "twice"),
    ]


# ------------------------------------------------------------------ running
@dataclass
class Outcome:
    case: Case
    verdict: str
    exit: int | None
    seconds: float
    message: str
    written: bool


# ------------------------------------------------------------ issue 45: a fourth bar, the Python API
FOURTH_OBJECTS = "45 Unseen inputs: a fourth bar, the Python API"
# the module's two run files (tags t and u) as dicts, as a long frame and as ranx Runs; ``same(a, b)`` prints 'same'
# or both values; ``near(a, b)``: equal to the last bits of a double
_U4O = ("import numpy as np, pandas as pd, rankagg\n"
        "T = {'1': {'a': 3.0, 'b': 2.0, 'c': 1.0}, '2': {'a': 2.0, 'd': 1.0}}\n"
        "U = {'1': {'b': 3.0, 'a': 2.0}, '2': {'d': 2.0, 'e': 1.0}}\n"
        "D = {'t': T, 'u': U}\n"
        "F = pd.DataFrame([(r, q, d, s) for r, qs in D.items() for q, ds in qs.items() for d, s in ds.items()], "
        "columns=['run', 'qid', 'docid', 'score'])\n"
        "def as_dict(fr, q='qid', d='docid'):\n"
        "    return {k: dict(zip(g[d], g['score'])) for k, g in fr.groupby(q, sort=False)}\n"
        "def same(a, b):\n    print('same' if a == b else f'differ {a!r} {b!r}')\n"
        "def near(a, b):\n    return abs(a - b) <= 4e-16 * max(abs(a), abs(b))\n")
_U4O_FILES = {"a.run": RUN, "b.run": RUN2}
# a Fuser's lists for one query
_U4O_LISTS = "from rankagg import Fuser\nL = {'bm25': {'x': 3.0, 'y': 2.0, 'z': 1.0}, 'dense': {'y': 5.0, 'w': 4.0}}\n"


def api_case_makers(group: str, default_prelude: str, memory_gb: float = 4.0, timeout: float = 60.0
                    ) -> tuple[Callable[..., Case], Callable[..., Case]]:
    """The two kinds of API case of a bar (its ``group``), each snippet after ``default_prelude`` (or its own
    ``prelude``), under ``memory_gb`` and ``timeout``: ``ok(id, what, code, why, want="same")``, a right answer whose
    output holds ``want``; ``bad(id, what, code, *mention)``, an error whose message holds each ``mention``."""
    def ok(id: str, what: str, code: str, why: str, want: str = "same", files: dict | None = None,
           prelude: str = default_prelude) -> Case:
        return Case(id, group, what, code=prelude + code, files=files or {}, expect="ok", check=stdout_has(want),
                    memory_gb=memory_gb, timeout=timeout, why=why)

    def bad(id: str, what: str, code: str, *mention: str, files: dict | None = None, outputs: tuple[str, ...] = (),
            fast: bool = False, prelude: str = default_prelude) -> Case:
        return Case(id, group, what, code=prelude + code, files=files or {}, mention=mention, outputs=outputs,
                    memory_gb=memory_gb, timeout=timeout, fast=fast)

    return ok, bad


def fourth_bar_objects_cases() -> list[Case]:
    """Issue 45's fourth bar, the Python API as a notebook user drives it: ``rankagg.fuse`` and ``evaluate`` on the
    in-process forms (pandas' nullable and Arrow dtypes, an index for the query, ranx objects, NumPy scalars), weights
    given in order, the ``Fuser`` (reuse after an error, threads, top-k from iterators, explain), results that must not
    alias their inputs, determinism across processes and one answer for one content in every form.  Each is a right
    answer, checked against a hand-computed value or another form of the same content, or an error naming the
    parameter (or the run, query and document), within seconds, under 4 GiB."""
    ok, bad = api_case_makers(FOURTH_OBJECTS, _U4O)
    return [
        # ---------------------------------------------------------------- weights given in order
        ok("u4o_weights_list_dict_order", "rankagg.fuse({'u': U, 't': T}, 'rrf', weights=[1, 3]): u weighs 1, t weighs 3",
           "r = rankagg.fuse({'u': U, 't': T}, 'rrf', weights=[1.0, 3.0])\n"
           "print('same' if near(r['1']['a'], 3 / 61 + 1 / 62) and r == rankagg.fuse(D, 'rrf', weights={'t': 3.0, 'u': 1.0}) else f'differ {r}')",
           "accepted: weights in a sequence meet the runs in the order they are given (3/61 + 1/62 for a)", ),
        ok("u4o_weights_array_list_runs", "rankagg.fuse([U, T], 'borda', weights=np.array([1, 3])): the runs' list order",
           "same(rankagg.fuse([U, T], 'borda', weights=np.array([1.0, 3.0])), rankagg.fuse({'run1': U, 'run2': T}, 'borda', weights={'run1': 1.0, 'run2': 3.0}))",
           "accepted: an array of weights meets the runs in the list's order"),
        ok("u4o_weights_list_ranx_order", "rankagg.fuse([Run named z, Run named a], weights=[3, 1]): z weighs 3",
           "from ranx import Run\nr = rankagg.fuse([Run(T, name='z'), Run(U, name='a')], 'rrf', weights=[3.0, 1.0]).to_dict()\n"
           "same(dict(r), rankagg.fuse(D, 'rrf', weights={'t': 3.0, 'u': 1.0}))",
           "accepted: ranx Runs in a list are weighed in the list's order, whatever their names"),
        ok("u4o_weights_list_files_borda", "rankagg.fuse(['b.run', 'a.run'], 'borda', weights=[1, 3]) (b.run is run u)",
           "same(rankagg.fuse(['b.run', 'a.run'], 'borda', weights=[1.0, 3.0]), rankagg.fuse(['a.run', 'b.run'], 'borda', weights={'t': 3.0, 'u': 1.0}))",
           "accepted: weights in a sequence meet the run files in the order given, for every method", files=_U4O_FILES),
        ok("u4o_weights_list_fuse_files_borda", "fuse_files(['b.run', 'a.run'], method='borda', weights=[1, 3]): the bytes weights {t: 3, u: 1} give",
           "from rankagg.api import fuse_files\nfuse_files(['b.run', 'a.run'], 'o.run', method='borda', weights=[1.0, 3.0])\n"
           "fuse_files(['a.run', 'b.run'], 'p.run', method='borda', weights={'t': 3.0, 'u': 1.0})\n"
           "same(open('o.run').read(), open('p.run').read())",
           "accepted: weights in a sequence meet the run files in the order given", files=_U4O_FILES),
        bad("u4o_weights_list_long_frame", "rankagg.fuse(long DataFrame, weights=[3, 1]): a long frame gives its runs no order",
            "rankagg.fuse(F, 'rrf', weights=[3.0, 1.0])", "weights", "mapping", fast=True),
        bad("u4o_weights_list_arrow", "rankagg.fuse(long Arrow table, weights=[3, 1]): no order of runs to meet",
            "import pyarrow as pa\nrankagg.fuse(pa.Table.from_pandas(F.rename(columns={'qid': 'q_id', 'docid': 'doc_id'})), 'rrf', weights=[3.0, 1.0])",
            "weights", "mapping"),
        ok("u4o_weights_series", "rankagg.fuse(D, weights=pd.Series({'t': 3, 'u': 1})) (a Series is name -> weight)",
           "same(rankagg.fuse(D, 'rrf', weights=pd.Series({'u': 1.0, 't': 3.0})), rankagg.fuse(D, 'rrf', weights={'t': 3.0, 'u': 1.0}))",
           "accepted: a Series is the mapping of its index to its values"),
        ok("u4o_fuser_weights_series", "Fuser('rrf', weights=pd.Series({'bm25': 2})) against the dict",
           _U4O_LISTS + "same(Fuser('rrf', weights=pd.Series({'bm25': 2.0}))(L), Fuser('rrf', weights={'bm25': 2.0})(L))",
           "accepted: a Series is the mapping of its index to its values", prelude=_U4O),
        bad("u4o_weights_series_index_twice", "rankagg.fuse(D, weights=pd.Series([3, 1], index=['t', 't']))",
            "rankagg.fuse(D, 'rrf', weights=pd.Series([3.0, 1.0], index=['t', 't']))", "weights", "'t'"),
        # ---------------------------------------------------------------- rankagg.evaluate's values
        bad("u4o_eval_bool_score_among_floats", "rankagg.evaluate of {'x': True, 'y': 0.5} (True was read as the score 1.0)",
            "rankagg.evaluate({'1': {'x': True, 'y': 0.5}}, {'1': {'x': 1}}, ['P@1'])", "run", "True", fast=True),
        bad("u4o_eval_bool_grade_among_ints", "rankagg.evaluate with qrels {'x': 1, 'y': True} (True was grade 1)",
            "rankagg.evaluate({'1': {'x': 2.0, 'y': 1.0}}, {'1': {'x': 1, 'y': True}}, ['P@1', 'num_rel'])", "qrels", "True"),
        bad("u4o_eval_numpy_bool_score", "rankagg.evaluate of {'x': np.True_, 'y': 0.5}",
            "rankagg.evaluate({'1': {'x': np.True_, 'y': 0.5}}, {'1': {'x': 1}}, ['P@1'])", "run", "True"),
        bad("u4o_eval_names_the_culprit", "rankagg.evaluate of {'1': {'x': 1.0}, '2': {'y': 'abc'}} (named x's score '1.0')",
            "rankagg.evaluate({'1': {'x': 1.0}, '2': {'y': 'abc'}}, {'1': {'x': 1}}, ['P@1'])", "'abc'", "y"),
        ok("u4o_eval_text_scores", "rankagg.evaluate of scores '2.0' and '10' (rankagg.fuse reads them by trec_eval's rule)",
           "same(rankagg.evaluate({'1': {'x': '2.0', 'y': '10'}}, {'1': {'y': 1}}, ['P@1']), {'P@1': 1.0})",
           "accepted: a score given as text is read by trec_eval's rule in every form (10 > 2: y first)"),
        bad("u4o_eval_none_docid", "rankagg.evaluate of a run DataFrame whose docid column holds None (became 'None')",
            "rankagg.evaluate(pd.DataFrame({'qid': ['1', '1'], 'docid': [None, 'x'], 'score': [2.0, 1.0]}), {'1': {'x': 1}}, ['P@1'])",
            "run", "None", fast=True),
        bad("u4o_eval_float_docid", "rankagg.evaluate of a run dict with docid 1.5 (became '1.5')",
            "rankagg.evaluate({'1': {1.5: 2.0, 'x': 1.0}}, {'1': {'x': 1}}, ['P@1'])", "run", "1.5"),
        bad("u4o_eval_bytes_docid_qrels", "rankagg.evaluate with qrels keyed by b'x' (matched the run's 'x')",
            "rankagg.evaluate({'1': {'x': 2.0}}, {'1': {b'x': 1}}, ['P@1'])", "qrels", "b'x'"),
        bad("u4o_eval_list_docid", "rankagg.evaluate of a run DataFrame whose docids are lists (became \"['x']\")",
            "rankagg.evaluate(pd.DataFrame({'qid': ['1', '1'], 'docid': [['x'], ['y']], 'score': [2.0, 1.0]}), {'1': {'x': 1}}, ['P@1'])",
            "run", "list"),
        bad("u4o_eval_mixed_qid_types", "rankagg.evaluate of {1: {'x': ..}, '1': {'y': ..}} (merged into one query)",
            "rankagg.evaluate({1: {'x': 2.0}, '1': {'y': 1.0}}, {'1': {'x': 1}}, ['P@1', 'num_ret'])", "run", "mixes"),
        bad("u4o_eval_none_qid_qrels", "rankagg.evaluate with qrels {None: {...}, '1': {...}} (None became query 'None')",
            "rankagg.evaluate({'1': {'x': 2.0}}, {None: {'x': 1}, '1': {'x': 1}}, ['P@1'])", "qrels", "None"),
        # ---------------------------------------------------------------- where a mapping's fault is
        bad("u4o_dict_fault_names_run_query", "rankagg.fuse of dicts, run 'u' query '2' holding docid '' (was 'runs: row 5')",
            "rankagg.fuse({'t': T, 'u': {'1': U['1'], '2': {'p': 1.0, '': 2.0}}}, 'rrf')", "'u'", "'2'", "''"),
        bad("u4o_dict_nan_names_run_query", "rankagg.fuse of dicts with a NaN score in run 'u', query '2', document 'e'",
            "rankagg.fuse({'t': T, 'u': {'1': U['1'], '2': {'d': 2.0, 'e': float('nan')}}}, 'rrf')", "'u'", "'2'", "'e'"),
        bad("u4o_ranx_fault_names_run", "rankagg.fuse of ranx Runs 'bm25' and 'dense', a docid 'x y' in 'dense'",
            "from ranx import Run\nrankagg.fuse([Run({'1': {'x': 1.0}}, name='bm25'), Run({'1': {'x y': 1.0}}, name='dense')], 'rrf')",
            "'dense'", "'x y'"),
        # ---------------------------------------------------------------- pandas and Arrow columns
        ok("u4o_frame_qid_index", "rankagg.fuse of the long DataFrame with qid as its index, not a column",
           "same(as_dict(rankagg.fuse(F.set_index('qid'), 'rrf')), rankagg.fuse(D, 'rrf'))",
           "accepted: a named index level is read as the column of that name"),
        ok("u4o_frame_multiindex_rows", "rankagg.fuse of the long DataFrame indexed by (run, qid, docid)",
           "same(as_dict(rankagg.fuse(F.set_index(['run', 'qid', 'docid']), 'rrf')), rankagg.fuse(D, 'rrf'))",
           "accepted: named index levels are read as the columns of those names"),
        bad("u4o_frame_qid_index_and_column", "a long DataFrame with a qid column and an index also named qid (which?)",
            "G = F.set_index(F['qid'].map({'1': '2', '2': '1'}))\nrankagg.fuse(G, 'rrf')", "qid", "index"),
        ok("u4o_eval_frame_qid_index", "rankagg.evaluate of a run DataFrame indexed by qid",
           "G = F[F.run == 't'].drop(columns='run')\n"
           "same(rankagg.evaluate(G.set_index('qid'), {'1': {'b': 1}}, ['RR']), rankagg.evaluate(T, {'1': {'b': 1}}, ['RR']))",
           "accepted: a named index level is read as the column of that name"),
        bad("u4o_frame_list_docid", "rankagg.fuse of a long DataFrame whose docids are lists (TypeError: unhashable)",
            "rankagg.fuse(F.assign(docid=[[d] for d in F.docid]), 'rrf')", "row 0", "list"),
        bad("u4o_arrow_list_docid", "rankagg.fuse of a long Arrow table whose doc_id is list<string>",
            "import pyarrow as pa\nt = pa.Table.from_pandas(F.rename(columns={'qid': 'q_id', 'docid': 'doc_id'}))\n"
            "rankagg.fuse(t.set_column(t.schema.get_field_index('doc_id'), 'doc_id', pa.array([[d] for d in F.docid])), 'rrf')",
            "Arrow table", "row 0", "doc_id"),
        bad("u4o_frame_float64_na_score", "a long DataFrame whose score is pandas' Float64 with <NA> at row 3",
            "rankagg.fuse(F.assign(score=pd.array([3, 2, 1, 2, pd.NA, 3, 2, 2, 1], dtype='Float64')), 'rrf')", "row 4", "score"),
        ok("u4o_frame_arrow_dtypes", "a long DataFrame of pd.ArrowDtype columns (string, double) against the plain one",
           "import pyarrow as pa\nG = pa.Table.from_pandas(F).to_pandas(types_mapper=pd.ArrowDtype)\n"
           "same(as_dict(rankagg.fuse(G, 'rrf')), as_dict(rankagg.fuse(F, 'rrf')))", "accepted: a column is its values"),
        ok("u4o_frame_categorical_int_unused", "qid as a Categorical of the integers 1 and 2 with unused categories 3..9",
           "G = F.assign(qid=pd.Categorical(F.qid.astype(int), categories=range(1, 10)))\n"
           "same(as_dict(rankagg.fuse(G, 'rrf')), rankagg.fuse(D, 'rrf'))",
           "accepted: a category column is its values; integers are written as decimals"),
        ok("u4o_dict_numpy_and_int_qids", "run t keyed by np.int64(1), run u keyed by int 1: one query '1'",
           "r = rankagg.fuse({'t': {np.int64(1): T['1']}, 'u': {1: U['1']}}, 'rrf')\n"
           "same(r, {'1': rankagg.fuse(D, 'rrf')['1']})",
           "accepted: NumPy and Python integers are one integer, written as a decimal"),
        ok("u4o_arrow_uint64_max_docid", "an Arrow doc_id of uint64 holding 2**64 - 1",
           "import pyarrow as pa\nt = pa.table({'run': ['t', 't'], 'q_id': ['1', '1'], 'doc_id': pa.array([2**64 - 1, 5], pa.uint64()), 'score': [1.0, 2.0]})\n"
           "same(rankagg.fuse(t, 'rrf').column('doc_id').to_pylist(), ['5', '18446744073709551615'])",
           "accepted: an integer id is written as its decimal, at any width"),
        ok("u4o_arrow_int64_scores_beyond_double", "Arrow int64 scores 2**53 + 1 (x) and 2**53 (y): one double, a tie",
           "import pyarrow as pa\nt = pa.table({'run': ['t', 't'], 'q_id': ['1', '1'], 'doc_id': ['x', 'y'], 'score': pa.array([2**53 + 1, 2**53], pa.int64())})\n"
           "same(rankagg.fuse(t, 'rrf').column('doc_id').to_pylist(), ['y', 'x'])",
           "accepted: scores are doubles, as trec_eval reads them (2**53 + 1 is 2**53): the tie goes by docid descending"),
        # ---------------------------------------------------------------- the Fuser
        ok("u4o_fuser_reuse_after_errors", "one Fuser after three refused requests (NaN, an unknown weight's list, a docid twice)",
           _U4O_LISTS + "f = Fuser('rrf', weights={'bm25': 2.0})\nfirst = f(L)\n"
           "for bad in ({'bm25': {'x': float('nan')}}, {'dense': ['x']}, {'bm25': ['x', 'x']}):\n"
           "    try:\n        f(bad)\n    except ValueError:\n        pass\n"
           "same((f(L), f.top(L, 2).items), (first, first[:2]))", "accepted: a fuser holds no state a call changes"),
        ok("u4o_fuser_top_threads_iterators", "Fuser.top from 6 threads on iterators, 300 requests: the serial full answers",
           "from rankagg import Fuser\nfrom concurrent.futures import ThreadPoolExecutor\nf = Fuser('rrf', k=10)\n"
           "reqs = [{'a': [f'd{(i * j) % 17}' for j in range(1, 12)], 'b': [f'd{(i + 3 * j) % 19}' for j in range(8)]} for i in range(300)]\n"
           "reqs = [{n: list(dict.fromkeys(v)) for n, v in r.items()} for r in reqs]\n"
           "want = [f(r)[:3] for r in reqs]\n"
           "with ThreadPoolExecutor(6) as ex:\n    got = list(ex.map(lambda r: f.top({n: iter(v) for n, v in r.items()}, 3).items, reqs))\n"
           "same(got, want)", "accepted: top-k is the full answer's first k, bit for bit, whichever thread asks"),
        ok("u4o_fuser_same_list_twice", "Fuser on one dict object given as two lists: 2/61 for its first document",
           _U4O_LISTS + "r = Fuser('rrf')({'a': L['bm25'], 'b': L['bm25']})\nsame(r[0], ('x', 2 / 61))",
           "accepted: one object under two names is two lists"),
        ok("u4o_fuser_explain_weighted_sum", "Fuser('combsum', norm='minmax', weights={'dense': 2}).explain: contributions sum to the score",
           _U4O_LISTS + "from rankagg.fuser import score_from_explanation\nf = Fuser('combsum', norm='minmax', weights={'dense': 2.0})\n"
           "ex = f.explain(L)\nsame([(e['docid'], e['score']) for e in ex], f(L))\n"
           "print('y' if ex[0]['docid'] == 'y' and ex[0]['score'] == 0.5 + 2 * 1.0 and all(score_from_explanation(e) == e['score'] for e in ex) else ex[0])",
           "accepted: y is minmax 0.5 in bm25 and 1.0 in dense weighing 2: 2.5", want="y"),
        # ---------------------------------------------------------------- one content, one answer
        ok("u4o_forms_one_answer", "dicts, a DataFrame, an Arrow table, ranx Runs and the run files: one fused run, 5 methods",
           "import pyarrow as pa\nfrom ranx import Run\nbad = []\n"
           "for m in ('rrf', 'borda', 'combmnz', 'condorcet', 'mc4'):\n"
           "    want = rankagg.fuse(['a.run', 'b.run'], m)\n"
           "    got = [rankagg.fuse(D, m), as_dict(rankagg.fuse(F, m)), dict(rankagg.fuse([Run(T, name='t'), Run(U, name='u')], m).to_dict()),\n"
           "           as_dict(rankagg.fuse(pa.Table.from_pandas(F), m).to_pandas())]\n"
           "    bad += [(m, i) for i, g in enumerate(got) if repr(g) != repr(want)]\n"
           "same(bad, [])", "accepted: one content, one answer, bit for bit and in one order", files=_U4O_FILES),
        ok("u4o_hash_seed_processes", "rankagg.fuse of tied documents named from a set, under PYTHONHASHSEED 0, 1, 2 and 3",
           "import subprocess, sys, os\n"
           "child = ('import rankagg\\nruns = {f\"r{j}\": {\"1\": {d: 1.0 for d in {\"a\", \"bb\", \"c\", \"dd\", \"e\", \"ff\"}}} for j in range(3)}\\n'\n"
           "         'print(repr(rankagg.fuse(runs, \"rrf\")), repr(rankagg.fuse(runs, \"mc4\")), repr(rankagg.Fuser(\"borda\")({n: r[\"1\"] for n, r in runs.items()})))')\n"
           "outs = {subprocess.run([sys.executable, '-c', child], env={**os.environ, 'PYTHONHASHSEED': s}, capture_output=True, text=True, check=True).stdout for s in '0123'}\n"
           "same(len(outs), 1)", "accepted: the answer does not depend on the process's string hashing"),
        ok("u4o_results_do_not_alias", "the inputs changed after rankagg.fuse and the result changed after: neither reaches the other",
           "G = F.copy()\nr, rf = rankagg.fuse(D, 'combsum'), rankagg.fuse(G, 'combsum')\nkeep, keepf = repr(r), rf.to_dict('list')\n"
           "T['1']['a'] = 99.0\nG.loc[0, 'score'] = 99.0\nr['1']['b'] = -1.0\nrf.loc[0, 'score'] = -1.0\n"
           "same((repr(rankagg.fuse({'t': {'1': {'a': 3.0, 'b': 2.0, 'c': 1.0}, '2': {'a': 2.0, 'd': 1.0}}, 'u': U}, 'combsum')), G.loc[1, 'score']), (keep, 2.0))",
           "accepted: the result is new objects; the inputs are read, never written"),
        bad("u4o_fuse_files_params_typo", "fuse_files(..., params={'rrf_kk': 3}) (a misspelt parameter)",
            "from rankagg.api import fuse_files\nfuse_files(['a.run', 'b.run'], 'o.run', method='rrf', params={'rrf_kk': 3})",
            "rrf_kk", files=_U4O_FILES, outputs=("o.run",)),
        bad("u4o_fuse_method_params_keyword", "rankagg.fuse(D, 'rrf', method_params={'k': 3}) (another library's keyword)",
            "rankagg.fuse(D, 'rrf', method_params={'k': 3})", "method_params"),
    ]


def _leftovers(folder: Path, before: set[str]) -> list[str]:
    return sorted(p.name for p in folder.rglob(".*.tmp") if str(p) not in before)


def run_case(case: Case, python: str = sys.executable) -> Outcome:
    if case.needs_data and not os.environ.get("RANKAGG_DATA"):
        return Outcome(case, "not run", None, 0.0, "needs RANKAGG_DATA", False)
    with tempfile.TemporaryDirectory(prefix="rankagg-case-") as tmp:
        folder = Path(tmp)
        for e in case.empty:
            (folder / e).mkdir(exist_ok=True)
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
        # the inherited entries made absolute: a case run in a removed working folder (u7v_cwd_removed_*) could not
        # start Python with PYTHONPATH=. ("failed to make path absolute"), whatever rankagg does
        inherited = [os.path.abspath(p) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), *inherited]), PYTHONFAULTHANDLER="")
        env.pop("PYTHONFAULTHANDLER")
        umask = case.umask
        env.update({k: v.replace("{folder}", str(folder)) for k, v in case.env.items()})

        def preexec() -> None:
            import resource

            # each case starts as from a terminal: a signal ignored by whoever runs the page (nohup, a background
            # job's SIGINT) would stay ignored in rankagg, which keeps what its parent ignores (u7v_nohup_signals)
            for number in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM, signal.SIGQUIT):
                signal.signal(number, signal.SIG_DFL)
            if umask is not None:
                os.umask(umask)
            if case.memory_gb is not None:
                limit = int(case.memory_gb * 2**30)
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
            if case.file_limit is not None:
                resource.setrlimit(resource.RLIMIT_FSIZE, (case.file_limit, case.file_limit))
            for fd in case.close_fds:
                os.close(fd)

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
        # the page must not depend on the checkout or the machine: the package and data paths are spelt generically
        message = message.replace(str(ROOT) + os.sep, "")
        if env.get("RANKAGG_DATA"):
            message = message.replace(env["RANKAGG_DATA"].rstrip(os.sep), "$RANKAGG_DATA")
        written = any((folder / o).exists() for o in case.outputs)
        leftovers = _leftovers(folder, before) + [f"{e}/{p.name}" for e in case.empty for p in (folder / e).glob("*")]
        changed_inputs = [n for n, b in inputs_before.items() if (folder / n).is_file() and (folder / n).read_bytes() != b]
        if rc is not None and rc < 0:
            verdict = "crash"
            message = message or f"killed by {signal.Signals(-rc).name}"
        elif "Traceback" in err or re.search(r"error: [A-Za-z_.]*(Error|Exception): ", err) or rc not in (0, 2, 129, 130, 143):
            verdict = "raw"
        elif leftovers or changed_inputs:
            verdict = "raw"
            message = f"left behind {leftovers or 'a changed input ' + str(changed_inputs)}; " + message
        elif case.expect == "ok":
            ok = rc == 0 and case.warns in err
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


def _stored(path: str, pool: list[Case]) -> dict[str, Outcome]:
    """The outcomes a ``--save`` file holds, for the cases that still exist (by id)."""
    by_id = {c.id: c for c in pool}
    return {r["id"]: Outcome(by_id[r["id"]], r["verdict"], r["exit"], r["seconds"], r["message"], r["written"])
            for r in json.loads(Path(path).read_text()) if r["id"] in by_id}


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
`tests/package/test_reliability.py` runs the fast subset (marked *) on every CI run and fails on
any row that is not `clean` or `rule`.

Beside these hand-written cases, generated ones: every file format is fuzzed against an independent reference
reader written from its specification and the rules below (`tests/fuzz/`, results with the start and end counts
in `results/fuzz_text.md` and `results/fuzz_table.md`), every method's parameters and the API's and the
commands' options at the edges of their types (`tests/methods/test_param_domains.py`,
`tests/api/test_api_edges.py`, `tests/cli/test_option_types.py`).

Verdicts: **clean** = exit 2 (129/130/143 after SIGHUP/SIGINT/SIGTERM) with a one-line message that names what
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
  mode follows the umask (0644 under umask 022), or stays that of the file it replaces (a shared 0664
  file stays 0664, as a plain write leaves it); missing folders are created.  One guard
  checks every output of every command before any work (class 1 below): an output never
  replaces an input of the command (compared by identity: a hard link, a symlink or another
  spelling of the path is that input), a directory (nor a name ending in `/`), a device
  node, a FIFO or a socket.  `-` is standard output for `fuse -o` and `--explain`, and
  refused elsewhere.  A symlink is written through: the file it points to is replaced, the
  link stays.  The temporary file's name holds the writer's pid
  (`.NAME.rankagg-PID.XXXX.tmp`); the next write to that folder removes those of writers
  that are gone (SIGKILL cannot be caught), never a live writer's.
* A model file's format is read from its content (a zip archive is NPZ, anything else
  must be JSON), never from its extension; an NPZ whose members declare more than 256 MB
  is refused before decompressing.  A trained model meets its runs by name: a run it does
  not know, or one it needs and the input lacks, is an error naming them.
* A NUL byte in a TREC run or qrels is refused at its line (trec_eval's C strings end
  there).  Number tokens of LETOR files follow C's `strtod` on the whole token: `1_0`,
  other scripts' digits and words are refused at their line.
* A run line whose first non-blank character is `#`, and a qrels line starting with `#`, is a comment, skipped
  as NIST trec_eval 10.0 skips it (earlier versions read it as a query `#...`); the writers refuse a query id
  starting with `#` and a run tag that is not one token.  Fields in every text format (runs, qrels, LETOR,
  weights, gene lists) are separated by ASCII blanks only: a no-break space, NEL, U+001C or U+2028 is part of a
  field.  Scores and grades follow `strtod`/`strtol` on the whole token: `0x10`, `inf` and `nan` are refused,
  although trec_eval's `atof`/`atol` read them (as 0, or as a value no run means); a grade written as an integral
  decimal (`2.0`, as pandas writes a float column) is the integer `atol` reads.  A PrefLib header key given
  twice with two values is refused at its second line.
* SIGINT and SIGTERM in the CLI remove the temporary file of an unfinished output and exit
  at once with `rankagg CMD: interrupted by SIGINT; ...` and status 130 (143 for SIGTERM).
  The handler exits instead of raising `KeyboardInterrupt`: an exception raised while numba
  boxes a compiled kernel's result (numba runs Python code there) leaves a half-built tuple,
  and unpacking it segfaulted (`mc4`, exit -11).  A compiled kernel holds the interpreter, so
  a signal that arrives inside one takes effect when that kernel call returns (the `s` column
  of the `mc4` rows: the Markov-chain kernel scores every query in one call).  In the Python
  API, Ctrl-C keeps Python's default behaviour; call `rankagg.io.signals.exit_on_signal()` to
  get the CLI's.
* An empty qrels file is an error (every measure would be undefined).
* **One set of input rules for every form** (issue 33; `rankagg/io/rules.py`, the forms in
  `rankagg/io/formats.py`): TREC text or gzip, a Parquet run table (a file, or a folder of part files
  such as the one `trec_runs_to_parquet` writes), a pandas DataFrame, an Arrow table and Python
  mappings are read by the same rules.  An id (`q_id`, `doc_id`) is a token of a TREC
  line: not empty, no blank (space, tab, CR, FF, VT) or newline, at most 65536 characters; a column holds
  one type, strings or integers (written as decimals); a run's name, which no line holds, need only not
  be empty (ranx and PyTerrier names such as `BM25 + RM3` are read).  A float id column is refused rather than
  guessed: `1.0` is `1` to Arrow and `1.0` to Python, and trec_eval reads those as two queries (in a
  TREC file `1.0` is simply the token `1.0`).  None, NaN, null, bytes and booleans are refused as ids,
  and so is a column mixing strings and integers (`{{1: .5, "1": .9}}`).  A score given as a string is read
  by trec_eval's rule, as the text reader reads a score token: `1_5` and `١٠` (which Python's `float`
  reads as 15 and 10) are refused; booleans too; a score must be finite.  A document twice in one list is
  an error in every form.  Each message names the file (the part file of a folder) and its row, or the
  object (`runs`, `dataframe`, `Arrow table`) and its 0-based row; a Parquet file Arrow cannot read
  (corrupt, truncated) is refused naming it.  The writers (TREC text, the Parquet run table,
  `write_parquet`) refuse an id that would not read back, naming it and its query.
* **The Python API by the same rules** (issue 45's fourth bar: the group "45 Unseen inputs: a fourth bar, the
  Python API").  `rankagg.evaluate` reads the ids and scores of its dicts and frames by the rules above (it made
  any id text: None was the query `None`, bytes were decoded, `True` among numbers was the score 1).  A fault in
  runs given as mappings (dicts, ranx Runs) names the run, the query and the document.  A DataFrame's named index
  levels are read as the columns they name (`set_index("qid")`); one that disagrees with a column of its name is
  refused.  Weights given in order (a list, a tuple, an array) meet the runs in the order they are given (a
  mapping's keys, a list, the files), for every method; a long DataFrame, an Arrow table or a run table gives its
  runs no order and refuses them (give a mapping); a pandas Series is the mapping of its index to its values.
* **Commands, options and outputs** (the group "45 Unseen inputs: a fourth bar, commands, options and outputs"):
  an output naming an open descriptor (`/dev/stdout`, `/proc/self/fd/N`, a link to one) is refused; each command
  refuses an option it would not read with its arguments (`OPTION_USES`, beside `FUSE_OPTION_KINDS`); a method
  parameter given twice with two values (in the spec and as an option or keyword) is refused; an experiment
  file's arrays of tables, fixed values and measures are checked at load; `experiment run` filters must select
  something; `RANKAGG_FEATURE_CACHE` and `NUMBA_NUM_THREADS` are checked with the settings, and a damaged cache
  file is recomputed; a report's figures are placed all together or not at all; warnings are one line.
* **Files and file systems** (the group "45 Unseen inputs: a fourth bar, files and file systems"): text in
  UTF-16 or UTF-32 is refused at line 1; a table whose separator contradicts its name (a CSV named `.tsv`) is
  refused at its header; a Parquet table under a text name is read by its content; PrefLib and one-list gene
  files may end lines with CR, as preflibtools and R read them; LETOR subsets that share a query are refused
  (train and test would overlap); a weights file that names no run (`{{}}`, only comments) is refused naming the
  file; a name holding a NUL (a run's, a judge's, a list's) is refused on reading and on writing.
* TREC runs and qrels are read as trec_eval reads them (issue 23).  A TREC file is refused only
  where trec_eval fails too, or where reading it would give a wrong result; the `why` column
  says which.  The rank column of a run is any token (trec_eval never reads it): 0-based,
  negative, gapped, repeated, non-integer or overflowing ranks are read, and lists are ordered
  by score (then docid descending).  With `--trust-rank` the rank column is the order: it must
  be an int64 (any sign: only the order counts), and a rank given twice in a list is a tie the
  file declares only when the two scores tie too (ranks `1 1 3`); otherwise it is an error
  naming the file and line.  The qrels' second column is any token.  Where rankagg reads a
  file differently from trec_eval (a UTF-8 byte-order mark, dropped), it warns once, naming
  the file.  rankagg orders by the score as a double, as NIST trec_eval 10.0 does, in fusion
  and evaluation alike (docs/conventions.md, "Scores").
* **The newest faces** (issue 45's second review: the group "45 Unseen inputs: the newest faces").  An option
  of `rankagg fuse` applies to the input kinds declared once in `rankagg/cli_commands.py` (`FUSE_OPTION_KINDS`:
  runs, calibrated runs, LETOR, comparison tables, PrefLib elections, gene lists) and is refused by name,
  naming the inputs, for any other kind, even at its default value (`--depth 1000` on gene lists; the parser
  records what the command line gave); `--backend local` is what every kind does.  A JSON record (battles,
  comparisons) gives each key once, a `.json` battle file is one array and nothing after it, and a record
  nested past Python's stack is refused at its line.  An id or a name holding a lone surrogate (`\\ud800`, a
  JSON escape) is refused: no UTF-8 file can hold it.  Keys of `{{name: run}}` (runs, Fuser lists, PyTerrier
  frames and pipelines) that are one text (`{{1: a, "1": b}}`) are refused; runs of one name in a sequence are
  told apart by place (`bm25#1`, `bm25#2`).  An empty gene list is a list that ranks every item last, as R's
  `rankMatrix` has it (RobustRankAggreg's p-values); a significance table given back as gene lists is refused.
* **Files and commands** (issue 45's third review: the group "45 Unseen inputs: a third bar, files and
  commands").  A folder given as a Parquet table is read as Arrow, Spark and Hive read one
  (`rankagg.io.run_table.parquet_files`, the one listing of every Parquet reader): a file named `.*` or `_*` is
  no part (`_SUCCESS`, a hidden copy, a writer's unfinished `_temporary` file); a hive-partitioned subfolder
  (`run=x/`, `q_id=1/`, as pandas' `partition_cols` and Arrow's `partitioning='hive'` write them) gives its key
  as a column of every row below it: a key given in both the path and the file must agree, and two keys at one
  level, a part file beside partitions, a key twice in a path and Hive's null are refused; any other subfolder
  holding part files is refused naming it, never left out; an id column holds one type over every part; one
  column per role in every form (two of `q_id`/`qid`/`query_id`, or of `run`/`name`, are refused; `docno`
  wins over PyTerrier's `docid`); `_rankagg.json` names files beside it only and declares `ranker_names`, `has_scores` and
  `has_labels`.  A run weight is a number >= 0 (0 leaves the run out); a negative weight, a name no run has and
  weights that are all 0 are refused naming the weights file and its line (the file alone for JSON), or the
  model file (`rankagg.io.run_weights`).  A file named `*.gz` of zero bytes is refused by the input guard, for
  every input option (`gzip -d` refuses it; read as empty, a run would be dropped unseen).  `rankagg report`
  refuses a value of a registered measure outside its range ([0, 1] for a mean, >= 0 for a count).  An
  experiment file's keys have their types (texts, lists of texts, the seed an integer >= 0, parameters finite).
* **In-process objects** (the group "45 Unseen inputs: a third bar, in-process objects").  A column is given
  once; ranks come from the scores whatever a rank column says (trec_eval's rule, in every form); weights meet
  runs by name as text (`{{1: 2, '1': 3}}` and sets are refused); the API's `method`, `depth`, `input_depth`,
  `tag`, `scheduler`, `bootstrap`, `random_state` and `items` are checked before reading; every Python entry
  (`rankagg.fuse`, `make_fusion`, `fuse_files`, `rankagg.evaluate`) checks the environment's settings first, as
  the commands do.
* **Methods and numbers** (the group "45 Unseen inputs: a third bar, methods and numbers").  A mean of doubles
  is a double: CombANZ, CombMED and the engines' means whose sum passes 1.8e308 are computed again on scaled
  values (`methods/overflow.mean_within_range`, batch and `Fuser` alike); only a sum or product that has no
  double is refused, naming the query.  Grades are read as trec_eval reads them, for infAP, SetP and SetR too
  (relevant means >= 1).  `train` refuses qrels that judge nothing relevant, as `tune` does.
* **Streams, jobs and environment** (the group "45 Unseen inputs: a third bar, streams, jobs and environment").
  An output name up to 255 bytes is written (the temporary name beside it is cut to fit); more runs than
  `ulimit -n` allows are partitioned one at a time, not held open; `-` is refused as standard input where it is
  not one; messages stay one line (control characters escaped); text options are UTF-8 whatever the locale;
  a `--scratch` write error names it; engine exports refuse all-zero weights.  A job names its runs once, from
  their first lines when it starts, and reads each run as it is when read (a run emptied, cut at a line end,
  appended or retagged while the job runs is fused as read; cut mid-line, refused at its line).

## Rules of the process level (issue 34)

* **Reading is bounded.**  Every file rankagg reads is a regular file: runs, qrels, weights files, models,
  LETOR files, result files (and the JSON files of a result folder), experiment and Markdown files.  A
  character or block device (`/dev/zero`, `/dev/urandom`), a FIFO, a socket, a directory (except where a
  folder of files is expected: `rankagg report DIR`) or a symlink to one of them is refused before its
  first byte is read, naming the option and the path (`--qrels /dev/zero: is a character device, not a
  regular file`).  Every command checks every input option this way before any work, and every reader
  opens its file without blocking and checks the open descriptor too (`rankagg.io.guard.open_input`), so a
  FIFO swapped in later cannot hang it.  No command reads standard input (`-` is not an input name).  A
  file read whole (qrels, LETOR, weights, models, results, small runs) may take at most
  `RANKAGG_MEMORY_LIMIT_GB` (default: half the memory the process may use): its size, or the bytes its gzip stream expands to, counted while
  decompressing.  Large runs are streamed a block at a time, and a line of any text input is at most
  1 MiB (1048576 bytes): a longer one is refused with its file and line, so no reader carries an endless
  line.  With nothing unbounded left to read, SIGINT reaches the handler at every stage.
* **Nothing is left behind.**  SIGINT, SIGTERM and SIGHUP (a closed terminal) remove the temporary files
  and folders of unfinished work and exit 130, 143 and 129.  Every temporary folder is named
  `rankagg-KIND-PID-XXXX` (`rankagg-stream-`, `rankagg-evaluate-`, `rankagg-dask-`, `rankagg-daskwork-`):
  SIGKILL (the out-of-memory killer) cannot be caught, so every command first sweeps the folders of
  processes that are gone from `TMPDIR` (and a Dask run from its `--scratch`); a live process's folder, or
  another user's, is never touched.  The workers of a local Dask cluster keep their scratch space and lock
  files (`dask-scratch-space`) in a `rankagg-daskwork-*` folder, removed when the cluster closes; when the
  driver is killed they lose their scheduler and exit.  A signal the command was started ignoring stays
  ignored (`nohup`'s SIGHUP, the SIGINT of a script's background job), as Python leaves an ignored SIGINT.
* **Write errors say where and what to do.**  A full disk (ENOSPC, EDQUOT), a file-size limit (EFBIG,
  `ulimit -f`), a read-only file system (EROFS) or a failing disk (EIO) names the output (nothing is
  written there: the temporary file is removed), or the temporary partition's folder and how to move it
  (`TMPDIR=DIR`, or `--scratch DIR` with `--backend dask`).  A full or closed standard output is named as such.
* **A read-only install runs.**  Numba caches the compiled kernels beside their source, or in the user's
  cache folder; with a read-only install and a read-only `HOME` (a container) it had neither and every Numba
  method failed with "cannot cache function".  At `import rankagg` (`rankagg._numba_cache`), when the
  package's `__pycache__` is not writable and `NUMBA_CACHE_DIR` is not set, the user's cache folder or a
  folder of the user's in `TMPDIR` becomes `NUMBA_CACHE_DIR`; with nothing writable, rankagg's kernels are
  compiled on each run without a cache (`tests/package/test_read_only_install.py`, read-only bind mounts).
* **One id rule on every path.**  A query or document id is not empty, holds no ASCII blank and no NUL (C strings
  end there: trec_eval would read `a\\0b` as `a`), and is at most 65536 characters, whether it comes from TREC text
  (the compiled parser, pyarrow's, the line reader, streamed or not, `evaluate`), a Parquet table, a DataFrame, an
  Arrow table or a mapping (`tests/io/test_rule_parity.py` feeds each rule's cases through every path).  A key
  given twice in a JSON model or weights file is refused, not resolved to the last.
* **Given twice means an error.**  An option given twice is refused (`argument --method: given twice
  (--method rrf, then --method borda)`), except the options declared to repeat: `--param` and
  `experiment run --dataset`.  The same input given twice, by path or by identity (a symlink or a hard
  link to it), is refused in every command (`run l.run: given twice (run a.run)`).  Two outputs on standard
  output (`-o - --explain -`) are refused.  In the Python API, `rankagg.api.fuse_files` with the same path twice
  still numbers the copies (`run.txt#1`, `run.txt#2`; `rankagg.io.run_names`).
* **Standard streams.**  A standard output closed before the command starts (`>&-`) makes the first write
  fail: exit 2 and `standard output is closed` on stderr, never an exit 0 with nothing written.  A full one
  (`> /dev/full`) names standard output (exit 2).  A reader that goes away (`| head`) ends the command quietly
  with exit 141, the status SIGPIPE gives.  With standard error closed, messages are dropped and the exit
  status alone tells (2 on an error); a standard error that cannot be written (`2>/dev/full`) is muted the
  same way, never failing the job.  Standard output is written whole: a pipe whose reader left mid-write
  exits 141 (a buffered write had returned the part the pipe took, and the run was cut with exit 0), and
  one left non-blocking by the parent (a Node.js or CI runner's pipe) waits for room.  Under the C locale
  (ASCII, Python's coercion off) the streams write UTF-8, as every file rankagg writes; an encoding asked
  for by `PYTHONIOENCODING` that cannot write a character is an error naming standard output and the
  variable (exit 2).  Under `PYTHONWARNINGS=error` a warning is an error naming what it says (exit 2).
* **Settings are validated.**  The environment variables rankagg reads, each checked before any work with a
  message naming it: `RANKAGG_MEMORY_LIMIT_GB` a finite number in (0, 65536] (`nan`, `inf`, `abc` and `0`
  are refused: NaN turned the guard off; unset, half the memory the process may use: the smallest of the
  physical memory, the cgroup's limit and `ulimit -v`, so 2 GiB under the matrix's 4 GiB rows); `RANKAGG_DATA` and `RANKAGG_FEATURE_CACHE` folders (an error names
  the variable, and its value as given, where the folder is used); `NUMBA_NUM_THREADS` an integer >= 1 as
  Numba reads it (other text, which Numba replaced by its default with its own traceback as a warning, is
  refused); `TMPDIR` a writable folder (Python's `tempfile`; a write error
  there names it).  Every numeric option has a range in its argparse type (`--depth`, `--input-depth`,
  `--jobs`, `--seed` integers >= 1 or >= 0, `train --fold` 1..5, `tune --step` in (0, 1], `report --alpha`
  in (0, 1)): a value outside it, NaN or text is an error naming the option.  `experiment run --jobs N`
  starts at most one worker per cell to run and per CPU the process may use.

## The matrix

| # | group | case | exit | s | output | verdict | why (TREC files) | first line of stderr |
|---:|---|---|---:|---:|:---:|---|---|---|
"""
    legal_head = """
## Legal real-file cases

Quirks of real TREC files, all legal for trec_eval (most from the TREC-COVID round-5 runs, see
`trec-covid-round5/PROVENANCE.md`).  Each case is read by rankagg and by pytrec_eval (trec_eval's
code) from the same file: the row is `rule` when nDCG@20, P@20 and AP agree on every query, every
list is in trec_eval's order, no warning is raised, and `--trust-rank` reads the file (or refuses
it at its line where the rank column gives no order, as said in the case).

| # | group | case | exit | s | output | verdict | why (TREC files) | first line of stdout / stderr |
|---:|---|---|---:|---:|:---:|---|---|---|
"""
    rows, legal_rows = [], []
    by_class: dict[str, list[str]] = {g: [] for g in [*CLASS.values(), *PROCESS.values()]}
    for i, o in enumerate(outcomes, 1):
        c = o.case
        what = c.what + (" *" if c.fast else "")
        msg = o.message.replace("|", "\\|")
        if len(msg) > 140:
            msg = msg[:137] + "..."
        row = (f"| {i} | {c.group} | {what.replace('|', chr(92) + '|')} | {'' if o.exit is None else o.exit} | {o.seconds:.1f} | "
               f"{'yes' if o.written else 'no'} | {o.verdict} | {c.why.replace('|', chr(92) + '|')} | `{msg}` |")
        (legal_rows if c.group == "Legal real-file cases" else by_class[c.group] if c.group in by_class else rows).append(row)
    text = head + "\n".join(rows) + "\n" + render_classes(by_class)
    return text + legal_head + "\n".join(legal_rows) + "\n" if legal_rows else text


def render_classes(by_class: dict[str, list[str]]) -> str:
    """Issue 27's cases, one table per class under its title and its one root fix, then the peers' bugs."""
    if not any(by_class.values()):
        return ""
    out = ["\n## Issue 27: the classes behind the cases\n",
           "Each class of bad input has one root fix, named under its title; every example of the issue is a row "
           "of its class, and a property-based test generates further cases of the class (named with the fix)."]
    for n, (title, fix) in CLASSES.items():
        rows = by_class[CLASS[n]]
        if not rows:
            continue
        out += [f"\n### {n}. {title}\n", f"**Root fix:** {fix}.\n",
                "| # | group | case | exit | s | output | verdict | why | first line of stderr |",
                "|---:|---|---|---:|---:|:---:|---|---|---|", *rows]
    out.append(PEER_NOTES)
    if any(by_class[g] for g in PROCESS.values()):
        out += ["\n## Issue 34: the process level\n",
                "What the program does with the machine it runs on: special files, signals and leftovers, full disks, "
                "options and inputs given twice, standard streams, settings.  Each class has one root fix, and a test "
                "that generates its cases from the argument parsers (`tests/cli/test_process_guards.py`: every input "
                "option of every command x each kind of special file, every option given twice, every numeric "
                "option, each signal at three points of a streamed run)."]
        for n, (title, fix) in PROCESS_CLASSES.items():
            rows = by_class[PROCESS[n]]
            if rows:
                out += [f"\n### 34.{n}. {title}\n", f"**Root fix:** {fix}.\n",
                        "| # | group | case | exit | s | output | verdict | why | first line of stderr |",
                        "|---:|---|---|---:|---:|:---:|---|---|---|", *rows]
    return "\n".join(out) + "\n"


PEER_NOTES = """
### Peers' bugs (documented, not run)

* **pytrec_eval on a query judged only with negative grades** (TREC Web qrels use -2 and -1): pytrec_eval
  (trec_eval's code, run in process) hangs or corrupts memory on such a query, so a differential test that
  generated one could kill the test interpreter.  rankagg's own evaluator reads negative grades as not
  relevant (trec_eval's rule) and is not affected; the differential tests never give pytrec_eval such a
  query (their strategy keeps a non-negative grade in every judged query), and the real-data test drops
  the two `-1` lines of TREC-COVID round 5 before calling it.  No test in the suite runs pytrec_eval on one.
* **LightGBM's model parser** trusts its input (a one-digit edit of `tree_sizes` aborts the process, a child
  index pointing back up a tree makes prediction loop or segfault): rankagg checks the text structurally
  first (`rankagg/methods/supervised/lgb_text.py`, class 5), so LightGBM only ever parses a well-formed tree
  list; values (thresholds, leaf values) are not judged, an edited value is a different model.
"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fast", action="store_true", help="only the fast subset the tests run")
    ap.add_argument("--only", help="only cases whose id contains this text")
    ap.add_argument("--no-write", action="store_true", help="print the table, do not write docs/reliability.md")
    ap.add_argument("--legal", action="store_true", help="only the legal real-file cases (trec_eval reads them)")
    ap.add_argument("--check-why", action="store_true", help="check that every TREC row says why, and exit")
    ap.add_argument("--self-check", action="store_true",
                    help="check the classifier itself (exit 0 on bad input is silent, a traceback raw) and exit")
    ap.add_argument("--registry", action="store_true", help="only rewrite the registry's section of the page "
                    "(rankagg/io/registry_doc.py); with --check, exit 1 when it is stale")
    ap.add_argument("--check", action="store_true", help="with --registry: check the section, write nothing")
    ap.add_argument("--jobs", type=int, default=1, help="cases run at once (each in its own process; the table keeps "
                    "the cases' order)")
    ap.add_argument("--save", help="also write the outcomes to this JSON file (for --reuse)")
    ap.add_argument("--reuse", help="with --only: the outcomes of the other cases from this --save file, and the "
                    "whole page written (cases added or changed since are run)")
    args = ap.parse_args(argv)
    if args.registry:
        text = DOC.read_text(encoding="utf-8")
        new = with_registry(text)
        if args.check:
            print(f"{DOC}: the registry's section is " + ("up to date" if new == text else
                  "stale; run python scripts/reliability_matrix.py --registry"))
            return 0 if new == text else 1
        DOC.write_text(new, encoding="utf-8")
        print(f"wrote {DOC}")
        return 0
    if args.check_why:  # every TREC run and qrels row says why it is refused (or accepted)
        rows = [c for c in cases() if c.group in ("TREC run files", "qrels", "Legal real-file cases")]
        bad = [c.id for c in rows if not c.why or ((c.expect == "error" or c.group == "Legal real-file cases") and not
               c.why.startswith(("trec_eval fails too", "wrong", "accepted", "read as trec_eval", "neither")))]
        print(f"{len(rows)} rows; without a reason: {bad}")
        return 0 if rows and not bad else 1
    if args.self_check:
        silent = run_case(Case("t_silent", "t", "t", code="print('fine')")).verdict
        raw = run_case(Case("t_raw", "t", "t", code="raise KeyError('x')")).verdict
        print(f"silent case: {silent}; raw case: {raw}")
        return 0 if (silent, raw) == ("silent", "raw") else 1
    pool = legal_cases() if args.legal else cases()
    stored = _stored(args.reuse, pool) if args.reuse else {}
    selected = [c for c in pool if (not args.fast or c.fast)
                and (not args.only or args.only in c.id or (args.reuse and c.id not in stored))]
    from concurrent.futures import ThreadPoolExecutor  # each case is a process of its own: threads only wait

    def run_and_say(c: Case) -> Outcome:
        o = run_case(c)
        print(f"{o.verdict:8s} {o.exit!s:>4} {o.seconds:6.1f}s  {c.id}: {o.message[:110]}", flush=True)
        return o

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool_of_jobs:
        ran = {o.case.id: o for o in pool_of_jobs.map(run_and_say, selected)}
    outcomes = [ran[c.id] if c.id in ran else stored[c.id] for c in pool if c.id in ran or c.id in stored]
    if args.save:
        Path(args.save).write_text(json.dumps([{"id": o.case.id, "verdict": o.verdict, "exit": o.exit, "seconds": o.seconds,
                                                "message": o.message, "written": o.written} for o in outcomes]))
    text = render(outcomes)
    if args.no_write or args.fast or (args.only and not args.reuse) or args.legal:
        print(text)
    else:
        DOC.write_text(with_registry(text))  # the registry's formats and generated cases (issue 45) stay
        print(f"wrote {DOC}")
    bad = [o for o in outcomes if o.verdict not in GOOD]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
