"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, an MLOps engineer's nightly batch job (its cases,
registered in its ``cases()``): reruns, failures that keep yesterday's output, jobs side by side in one folder,
folders made on demand, the streams a scheduler captures, the environment a pod sets, and the Python API inside a
long-running worker; the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import gzip
import signal  # noqa: F401  (a case's signal names)
from pathlib import Path

from .case import Case, stdout_has  # noqa: F401


FIFTEENTH_OPERATIONS = "45 Unseen inputs: a fifteenth bar, a nightly production job"


def _run(tag: str, seed: int, nq: int = 25, nd: int = 40, interleave: bool = False) -> str:
    """A day's log of one retriever: ``nq`` queries, ``nd`` distinct documents each, scores falling."""
    rows = []
    for q in range(1, nq + 1):
        docs = list(dict.fromkeys(f"d{(q * 7 + i * seed + i * i) % 97}" for i in range(3 * nd)))[:nd]
        rows.append([f"{q} Q0 {d} {r} {round(50.0 - r * 0.731 - (q % 3) * 0.1, 4)} {tag}\n" for r, d in enumerate(docs, 1)])
    if interleave:  # a query's lines in two places: the external partition's path (docs/scale.md)
        head = [r[: len(r) // 2] for r in rows]
        tail = [r[len(r) // 2:] for r in rows]
        return "".join("".join(x) for x in head[::-1]) + "".join("".join(x) for x in tail)
    return "".join("".join(r) for r in rows)


def _qrels(nq: int = 25) -> str:
    return "".join(f"{q} 0 d{d} {(q + d) % 3}\n" for q in range(1, nq + 1) for d in range(0, 97, 3))


DAY = {"a.run": _run("bm25", 3), "b.run": _run("dense", 5), "c.run": _run("splade", 11), "q.txt": _qrels()}
RUNS = ("a.run", "b.run", "c.run")


def _big(n_runs: int = 3, nq: int = 300, nd: int = 600, qrels: bool = False):
    def setup(folder: Path) -> None:
        for j in range(n_runs):
            with open(folder / f"r{j}.run", "w") as fh:
                for q in range(1, nq + 1):
                    fh.write("".join(f"{q} Q0 d{(i * (j + 3) + q) % (nd * 2)}x{i} {i + 1} {nd - i + 0.5 * j} t{j}\n"
                                     for i in range(nd)))
        if qrels:
            (folder / "q.txt").write_text("".join(f"{q} 0 d{(i * 3 + q) % (nd * 2)}x{i} {i % 3}\n"
                                                  for q in range(1, nq + 1) for i in range(0, nd, 7)))
    return setup


# The job's references, independent of rankagg's code: ``cli`` runs the command as the scheduler does (a fresh
# process, its exit status and both streams kept apart), ``rb`` a file's bytes, ``trec_lines`` whether a text is
# TREC run lines only (six blank-separated fields, an integer rank, a float score), ``leftovers`` the temporary
# files a writer could leave (``.*.tmp``) under a folder.
_P = """
import subprocess, sys, os, gzip, json, time, glob, threading
from pathlib import Path
PY = sys.executable
def cli(*args, env=None, unset=(), inp=None, cwd=None):
    e = dict(os.environ)
    e.update(env or {})
    for k in unset:
        e.pop(k, None)
    return subprocess.run([PY, '-m', 'rankagg.cli', *args], capture_output=True, text=True, env=e, input=inp, cwd=cwd)
def start(*args, env=None):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.Popen([PY, '-m', 'rankagg.cli', *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=e)
def rb(p):
    return open(p, 'rb').read()
def verdict(ok, msg=''):
    print('same' if ok else 'differs: ' + str(msg)[:600])
def trec_lines(text):
    for ln in text.splitlines():
        f = ln.split()
        if len(f) != 6:
            return False
        try:
            int(f[3]); float(f[4])
        except ValueError:
            return False
    return bool(text)
def leftovers(top='.'):
    return [str(p) for p in Path(top).rglob('.*.tmp')]
RUNS = ['a.run', 'b.run', 'c.run']
"""[1:]


def fifteenth_bar_operations_cases() -> list[Case]:
    G = FIFTEENTH_OPERATIONS

    def ok(id: str, what: str, code: str, why: str, want: str = "same", files: dict | None = None, **kw: object) -> Case:
        return Case(id, G, what, code=_P + code, files=dict(DAY if files is None else files), expect="ok",
                    check=lambda out, folder, want=want: out.strip().splitlines()[-1:] == [want], why=why, **kw)

    def bad(id: str, what: str, argv: list[str], *mention: str, files: dict | None = None,
            outputs: tuple[str, ...] = (), **kw: object) -> Case:
        return Case(id, G, what, argv=argv, files=dict(DAY if files is None else files), mention=mention,
                    outputs=outputs, **kw)

    gz_cut = gzip.compress(DAY["a.run"].encode(), mtime=0)
    return [
        # ------------------------------------------------------------ a failed night keeps yesterday's output
        ok("u15o_failed_fuse_keeps_yesterday", "o.run, o.run.gz and o.parquet hold yesterday's fusion; tonight a run has "
           "a bad line: exit 2 and each output byte for byte yesterday's",
           "outs = ['o.run', 'o.run.gz', 'o.parquet']\n"
           "Path('tonight.run').write_text(Path('c.run').read_text() + '3 Q0 dx 1.0 splade\\n')\n"
           "for o in outs:\n    assert cli('fuse', *RUNS, '--quiet', '-o', o).returncode == 0\n"
           "old = {o: rb(o) for o in outs}\n"
           "rcs = [cli('fuse', 'a.run', 'b.run', 'tonight.run', '--quiet', '-o', o).returncode for o in outs]\n"
           "verdict(rcs == [2, 2, 2] and all(rb(o) == old[o] for o in outs) and not leftovers(), (rcs, [rb(o) == old[o] for o in outs]))",
           "docs/reliability.md rules: outputs go through a temporary file renamed at the end; a failed job must "
           "leave the consumers the last good output, never a half or an empty one"),
        ok("u15o_failed_models_keep_yesterday", "m.json (tune), t.json (train) and c.json (calibrate) hold yesterday's "
           "models; tonight's qrels judge no query of the runs: exit 2 each, every model file unchanged",
           "jobs = {'m.json': ['tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--quiet'],\n"
           "        't.json': ['train', *RUNS, '--qrels', 'q.txt', '--quiet'],\n"
           "        'c.json': ['calibrate', *RUNS, '--qrels', 'q.txt']}\n"
           "for o, a in jobs.items():\n    p = cli(*a, '-o', o)\n    assert p.returncode == 0, p.stderr\n"
           "old = {o: rb(o) for o in jobs}\n"
           "Path('tonight.txt').write_text('901 0 d1 1\\n902 0 d2 1\\n')\n"
           "rcs = [cli(*[x if x != 'q.txt' else 'tonight.txt' for x in a], '-o', o).returncode for o, a in jobs.items()]\n"
           "verdict(rcs == [2, 2, 2] and all(rb(o) == old[o] for o in jobs) and not leftovers(), (rcs, [rb(o) == old[o] for o in jobs]))",
           "docs/trec.md: qrels sharing no query with a run are an error; a failed job leaves the last model"),
        ok("u15o_failed_explain_keeps_pair", "o.run and e.jsonl (fuse --explain) from yesterday; tonight a run is missing: "
           "exit 2, both files yesterday's bytes",
           "assert cli('fuse', *RUNS, '--method', 'rrf', '--explain', 'e.jsonl', '--quiet', '-o', 'o.run').returncode == 0\n"
           "old = (rb('o.run'), rb('e.jsonl'))\n"
           "p = cli('fuse', 'a.run', 'b.run', 'gone.run', '--method', 'rrf', '--explain', 'e.jsonl', '--quiet', '-o', 'o.run')\n"
           "verdict(p.returncode == 2 and (rb('o.run'), rb('e.jsonl')) == old and 'gone.run' in p.stderr, (p.returncode, p.stderr[-300:]))",
           "a job's outputs are a pair the consumers read together: neither may move alone on a failure"),
        bad("u15o_failed_job_leaves_no_folder", "fuse -o out/2026-12-01/o.run (folders missing) with a run whose line 2 "
            "has five fields: exit 2 naming the line, and no empty dated folder left for the consumer's sensor",
            ["fuse", "a.run", "bad.run", "--quiet", "-o", "out/2026-12-01/o.run"], "bad.run", "2",
            files={**DAY, "bad.run": "1 Q0 a 1 3.0 t\n1 Q0 b 2.0 t\n"}, outputs=("out",),
            why="the guard checks every output before any work (docs/reliability.md): a folder made for an output "
                "that is never written is half a write (an Airflow sensor waiting on the folder fires on it)"),
        # ------------------------------------------------------------ jobs side by side in one folder
        ok("u15o_two_jobs_make_one_folder", "two fuse jobs started together, writing out/N/day/rrf.run and "
           "out/N/day/borda.run into the same missing folders (8 rounds): both exit 0, each its serial bytes",
           "cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'ref_rrf.run')\n"
           "cli('fuse', *RUNS, '--method', 'borda', '--quiet', '-o', 'ref_borda.run')\n"
           "bad = []\n"
           "for n in range(8):\n"
           "    ps = {m: start('fuse', *RUNS, '--method', m, '--quiet', '-o', f'out/{n}/day/{m}.run') for m in ('rrf', 'borda')}\n"
           "    for m, p in ps.items():\n"
           "        err = p.communicate()[1]\n"
           "        if p.returncode or rb(f'out/{n}/day/{m}.run') != rb(f'ref_{m}.run'):\n"
           "            bad.append((n, m, p.returncode, err[-200:]))\n"
           "verdict(not bad and not leftovers(), bad)",
           "docs/reliability.md: missing folders are created; a folder another job made a moment earlier is no error"),
        ok("u15o_two_jobs_one_output", "two jobs (rrf and borda) writing the same o.run at once, 6 rounds: o.run is "
           "always exactly one of the two fusions, never a mix, and nothing is left behind",
           "cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'ref1.run')\n"
           "cli('fuse', *RUNS, '--method', 'borda', '--quiet', '-o', 'ref2.run')\n"
           "refs = {rb('ref1.run'), rb('ref2.run')}\n"
           "bad = []\n"
           "for n in range(6):\n"
           "    ps = [start('fuse', *RUNS, '--method', m, '--quiet', '-o', 'o.run') for m in ('rrf', 'borda')]\n"
           "    rcs = [p.wait() for p in ps]\n"
           "    if rcs != [0, 0] or rb('o.run') not in refs:\n"
           "        bad.append((n, rcs))\n"
           "verdict(not bad and not leftovers(), bad)",
           "outputs are renamed into place whole (docs/reliability.md): the last rename wins, a reader never sees a mix"),
        ok("u15o_reader_never_sees_half", "a consumer polls o.run while the job rewrites it 6 times (rrf / combsum "
           "of 3 runs of 300 queries x 600 documents): every read is one whole fusion",
           "cli('fuse', 'r0.run', 'r1.run', 'r2.run', '--method', 'rrf', '--quiet', '-o', 'ref1.run')\n"
           "cli('fuse', 'r0.run', 'r1.run', 'r2.run', '--method', 'combsum', '--quiet', '-o', 'ref2.run')\n"
           "refs = {rb('ref1.run'), rb('ref2.run')}\n"
           "seen, stop = [], threading.Event()\n"
           "def poll():\n"
           "    while not stop.is_set():\n"
           "        try:\n            seen.append(rb('o.run') in refs)\n"
           "        except FileNotFoundError:\n            pass\n"
           "t = threading.Thread(target=poll)\nt.start()\n"
           "rcs = [cli('fuse', 'r0.run', 'r1.run', 'r2.run', '--method', m, '--quiet', '-o', 'o.run').returncode for m in ('rrf', 'combsum') * 3]\n"
           "stop.set()\nt.join()\n"
           "verdict(rcs == [0] * 6 and seen and all(seen), (rcs, len(seen), seen.count(False)))",
           "a scheduled consumer reads whenever it likes: a rename replaces the whole file at once (POSIX rename)",
           files={}, setup=_big(3, 300, 600), timeout=600),
        ok("u15o_two_tunes_one_new_folder", "two tune jobs (rrf, combsum) at once into models/day/ (missing): both "
           "exit 0 and each model the bytes of a serial run",
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--quiet', '-o', 'ref_rrf.json')\n"
           "cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'combsum', '--quiet', '-o', 'ref_combsum.json')\n"
           "ps = {m: start('tune', *RUNS, '--qrels', 'q.txt', '--method', m, '--quiet', '-o', f'models/day/{m}.json') for m in ('rrf', 'combsum')}\n"
           "bad = [(m, p.wait(), p.stderr.read()[-200:]) for m, p in ps.items()]\n"
           "bad = [b for b in bad if b[1] or rb(f'models/day/{b[0]}.json') != rb(f'ref_{b[0]}.json')]\n"
           "verdict(not bad and not leftovers(), bad)",
           "tune's output is an output like fuse's (docs/reliability.md: missing folders are created, writes atomic)",
           timeout=600),
        ok("u15o_two_pods_one_volume", "two pods share the output volume: pod A (its own pid namespace, pid 999991) "
           "fuses 3 runs of 300 x 600 block by block (RANKAGG_MEMORY_LIMIT_GB=0.001) into shared/big.run; while A's "
           "temporary file is there, this host's job writes shared/s.run: "
           "A exits 0 with the serial bytes",
           "cli('fuse', 'r0.run', 'r1.run', 'r2.run', '--method', 'rrf', '--quiet', '-o', 'ref.run')\n"
           "pod = ('echo 999990 > /proc/sys/kernel/ns_last_pid; RANKAGG_MEMORY_LIMIT_GB=0.001 ' + PY + ' -m rankagg.cli fuse r0.run r1.run r2.run --method rrf --quiet -o shared/big.run')\n"
           "os.makedirs('shared', exist_ok=True)\n"
           "a = subprocess.Popen(['unshare', '--pid', '--fork', '--mount-proc', 'sh', '-c', pod], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)\n"
           "n = 0\n"
           "while a.poll() is None and not n:\n"
           "    if glob.glob('shared/.big.run.rankagg-*.tmp'):\n"
           "        n = cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'shared/s.run').returncode + 1\n"
           "    time.sleep(0.01)\n"
           "err = a.communicate()[1]\n"
           "verdict(n == 1 and a.returncode == 0 and rb('shared/big.run') == rb('ref.run'), (a.returncode, n, err[-300:]))",
           "docs/reliability.md: the sweep removes the temporary files of writers that are gone, never a live "
           "writer's; a writer in another pid namespace (a pod on a shared volume) is live",
           files={"a.run": DAY["a.run"], "b.run": DAY["b.run"]}, setup=_big(3, 300, 600), timeout=600),
        # ------------------------------------------------------------ a job stopped by the scheduler
        Case("u15o_sigterm_tune_no_model", G, "tune on 300 judged queries stopped by SIGTERM after 3 s (the pod evicted): "
             "exit 143, no model file, nothing left behind",
             argv=["tune", "r0.run", "r1.run", "r2.run", "--qrels", "q.txt", "--method", "rrf", "--search", "coordinate",
                   "--quiet", "-o", "models/m.json"],
             setup=_big(3, 300, 300, qrels=True), signal=("SIGTERM", 3.0), outputs=("models/m.json",), timeout=600,
             why="a stopped job writes nothing a consumer could take for a finished one"),
        Case("u15o_sigterm_train_no_model", G, "train on 300 judged queries stopped by SIGTERM after 3 s: exit 143, no "
             "model, nothing left behind",
             argv=["train", "r0.run", "r1.run", "r2.run", "--qrels", "q.txt", "--quiet", "-o", "t.json"],
             setup=_big(3, 300, 300, qrels=True), signal=("SIGTERM", 3.0), outputs=("t.json",), timeout=600),
        Case("u15o_sigint_calibrate_no_model", G, "calibrate on 1500 judged queries stopped by SIGINT after 3 s (an "
             "operator's Ctrl-C): exit 130, no model, nothing left behind",
             argv=["calibrate", "r0.run", "r1.run", "r2.run", "--qrels", "q.txt", "-o", "c.json"],
             setup=_big(3, 1500, 300, qrels=True), signal=("SIGINT", 3.0), outputs=("c.json",), timeout=600),
        # ------------------------------------------------------------ output folders
        ok("u15o_hive_partition_path", "fuse -o 'out/dt=2026-12-01/hour=00/fused.run.gz' (a Hive-style partition, "
           "folders missing): made, and its text the bytes of fuse -o -",
           "p = cli('fuse', *RUNS, '--quiet', '-o', 'out/dt=2026-12-01/hour=00/fused.run.gz')\n"
           "s = cli('fuse', *RUNS, '--quiet', '-o', '-')\n"
           "got = gzip.decompress(rb('out/dt=2026-12-01/hour=00/fused.run.gz')).decode()\n"
           "verdict(p.returncode == 0 and got == s.stdout and trec_lines(got), (p.returncode, p.stderr[-300:]))",
           "docs/reliability.md: missing folders are created; '=' is an ordinary character of a POSIX file name"),
        ok("u15o_model_writers_make_folders", "tune, train and calibrate -o into missing dated folders, then fuse "
           "--model from each: every command exits 0",
           "rcs = [cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--quiet', '-o', 'm/2026/12/tune.json').returncode,\n"
           "       cli('train', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 'm/2026/12/train/t.json').returncode,\n"
           "       cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', 'm/cal/2026/c.json').returncode]\n"
           "rcs += [cli('fuse', *RUNS, '--model', m, '--quiet', '-o', f'f{i}.run').returncode for i, m in enumerate(('m/2026/12/tune.json', 'm/2026/12/train/t.json', 'm/cal/2026/c.json'))]\n"
           "verdict(rcs == [0] * 6, rcs)",
           "docs/reliability.md: missing folders are created (one rule for every command's outputs)"),
        ok("u15o_parquet_explain_make_folders", "fuse -o p/day/o.parquet --explain e/day/e.jsonl (both folders missing): "
           "both written, the Parquet's rows the TREC output's",
           "import pyarrow.parquet as pq\n"
           "p = cli('fuse', *RUNS, '--method', 'rrf', '--explain', 'e/day/e.jsonl', '--quiet', '-o', 'p/day/o.parquet')\n"
           "s = cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', '-').stdout.split('\\n')\n"
           "t = pq.read_table('p/day/o.parquet').to_pylist()\n"
           "e = [json.loads(l) for l in open('e/day/e.jsonl')]\n"
           "verdict(p.returncode == 0 and len(t) == len([l for l in s if l]) and len(e) == len(t), (p.returncode, p.stderr[-300:], len(t), len(e)))",
           "docs/reliability.md: missing folders are created for every output"),
        bad("u15o_parent_is_a_file", "fuse -o yesterday.txt/o.run where yesterday.txt is a regular file: exit 2 naming it",
            ["fuse", *RUNS, "--quiet", "-o", "yesterday.txt/o.run"], "yesterday.txt",
            files={**DAY, "yesterday.txt": "x\n"}, why="POSIX ENOTDIR: a path through a file cannot be made"),
        bad("u15o_model_parent_is_a_file", "tune -o yesterday.txt/m.json where yesterday.txt is a regular file: exit 2 "
            "naming it, before tuning",
            ["tune", *RUNS, "--qrels", "q.txt", "--method", "rrf", "--quiet", "-o", "yesterday.txt/m.json"], "yesterday.txt",
            files={**DAY, "yesterday.txt": "x\n"}),
        # ------------------------------------------------------------ the streams a scheduler captures
        ok("u15o_quiet_means_silent", "fuse --quiet, tune --quiet and train --quiet on clean inputs: exit 0 and nothing "
           "at all on stderr (the job's log stays empty on a good night)",
           "ps = [cli('fuse', *RUNS, '--quiet', '-o', 'o.run'),\n"
           "      cli('fuse', *RUNS, '--method', 'combmnz', '--explain', 'e.jsonl', '--quiet', '-o', 'o.run.gz'),\n"
           "      cli('tune', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '--quiet', '-o', 'm.json'),\n"
           "      cli('train', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 't.json'),\n"
           "      cli('fuse', *RUNS, '--model', 'm.json', '--quiet', '-o', 'o2.run')]\n"
           "verdict(all(p.returncode == 0 and p.stderr == '' for p in ps), [(p.returncode, p.stderr[:150]) for p in ps])",
           "fuse --help: --quiet is 'no progress or summary on stderr'; clean inputs give no warning"),
        ok("u15o_stdout_run_only_ulara", "fuse --method ulara -o - (a method that loads every query and says so first): "
           "stdout holds only TREC lines, the bytes of -o o.run",
           "p = cli('fuse', *RUNS, '--method', 'ulara', '-o', '-')\n"
           "q = cli('fuse', *RUNS, '--method', 'ulara', '--quiet', '-o', 'o.run')\n"
           "verdict(p.returncode == 0 and trec_lines(p.stdout) and p.stdout.encode() == rb('o.run'), (p.returncode, p.stdout[:200]))",
           "docs/conventions.md: the summary goes to stderr; a job taking stdout as the result gets the run only"),
        ok("u15o_stdout_run_only_streamed", "fuse -o - of runs not grouped by query under RANKAGG_MEMORY_LIMIT_GB=0.001 "
           "(the external partition): stdout holds only TREC lines, the bytes of the in-memory run",
           "p = cli('fuse', *RUNS, '--method', 'rrf', '-o', '-', env={'RANKAGG_MEMORY_LIMIT_GB': '0.001'})\n"
           "q = cli('fuse', *RUNS, '--method', 'rrf', '--quiet', '-o', 'o.run')\n"
           "verdict(p.returncode == 0 and trec_lines(p.stdout) and p.stdout.encode() == rb('o.run'), (p.returncode, p.stderr[-300:]))",
           "docs/scale.md: the streamed output is the in-memory one byte for byte; messages go to stderr",
           files={"a.run": _run("bm25", 3, interleave=True), "b.run": _run("dense", 5, interleave=True),
                  "c.run": _run("splade", 11, interleave=True)}, env={"TMPDIR": "{folder}/tmp"}, empty=("tmp",)),
        ok("u15o_evaluate_json_unjudged", "evaluate --json of a run with a query the qrels lack and qrels judging a query "
           "the run lacks: stdout is one JSON document, its AP and nDCG@10 pytrec_eval's",
           "import pytrec_eval\n"
           "Path('x.run').write_text(Path('a.run').read_text() + '99 Q0 d1 1 1.0 bm25\\n')\n"
           "Path('x.txt').write_text(''.join(l for l in open('q.txt') if int(l.split()[0]) != 25) + '98 0 d1 1\\n')\n"
           "p = cli('evaluate', 'x.run', '--qrels', 'x.txt', '--measures', 'AP', 'nDCG@10', '--json')\n"
           "qrels = {}\n"
           "for l in open('x.txt'):\n    q, _, d, g = l.split()\n    qrels.setdefault(q, {})[d] = int(g)\n"
           "run = {}\n"
           "for l in open('x.run'):\n    q, _, d, r, s, t = l.split()\n    run.setdefault(q, {})[d] = float(s)\n"
           "per = pytrec_eval.RelevanceEvaluator(qrels, {'map', 'ndcg_cut_10'}).evaluate(run)\n"
           "want = [sum(v['map'] for v in per.values()) / len(per), sum(v['ndcg_cut_10'] for v in per.values()) / len(per)]\n"
           "j = json.loads(p.stdout)\n"
           "flat = json.dumps(j)\n"
           "verdict(p.returncode == 0 and all(('%.4f' % w) in flat or ('%.6f' % w)[:-1] in flat or repr(w) in flat for w in want), (want, flat[:400]))",
           "a scheduler parses stdout: warnings about unjudged queries belong on stderr (docs/trec.md: the mean is over "
           "queries judged and in the run)"),
        # ------------------------------------------------------------ the environment a pod sets
        ok("u15o_memory_limit_small_same_bytes", "RANKAGG_MEMORY_LIMIT_GB=0.002 (a small pod) on runs not grouped by "
           "query, rrf, combmnz and borda: the bytes of an unlimited run, and TMPDIR empty afterwards",
           "bad = []\n"
           "for m in ('rrf', 'combmnz', 'borda'):\n"
           "    p = cli('fuse', *RUNS, '--method', m, '--quiet', '-o', f's_{m}.run', env={'RANKAGG_MEMORY_LIMIT_GB': '0.002'})\n"
           "    q = cli('fuse', *RUNS, '--method', m, '--quiet', '-o', f'u_{m}.run', unset=('RANKAGG_MEMORY_LIMIT_GB',))\n"
           "    if p.returncode or q.returncode or rb(f's_{m}.run') != rb(f'u_{m}.run'):\n        bad.append((m, p.returncode, p.stderr[-200:]))\n"
           "verdict(not bad, bad)",
           "docs/scale.md: over the limit the same methods stream, the output byte for byte the in-memory one",
           files={"a.run": _run("bm25", 3, 60, 80, interleave=True), "b.run": _run("dense", 5, 60, 80, interleave=True),
                  "c.run": _run("splade", 11, 60, 80, interleave=True)}, env={"TMPDIR": "{folder}/tmp"}, empty=("tmp",)),
        bad("u15o_memory_limit_above_pod", "RANKAGG_MEMORY_LIMIT_GB=64 in a pod whose address space is 1.5 GB, kemeny "
            "on one query of 20000 documents: a clean exit 2, no MemoryError traceback, no output",
            ["fuse", "k1.run", "k2.run", "k3.run", "--method", "kemeny", "--quiet", "-o", "o.run"],
            files={f"k{j}.run": "".join(f"1 Q0 d{(i * (2 * j + 1)) % 20011} {i + 1} {20000 - i} k{j}\n" for i in range(20000))
                   for j in (1, 2, 3)},
            env={"RANKAGG_MEMORY_LIMIT_GB": "64"}, memory_gb=1.5, outputs=("o.run",), timeout=300,
            why="the limit the operator set is too high for the pod: an allocation that fails is still an error a "
                "scheduler can read, never a traceback"),
        bad("u15o_memory_limit_k8s_quantity", "RANKAGG_MEMORY_LIMIT_GB='2Gi' (a Kubernetes quantity pasted from the pod "
            "spec): exit 2 naming the variable",
            ["fuse", *RUNS, "--method", "kemeny", "--quiet", "-o", "o.run"], "RANKAGG_MEMORY_LIMIT_GB",
            env={"RANKAGG_MEMORY_LIMIT_GB": "2Gi"}, outputs=("o.run",)),
        ok("u15o_c_locale_weights_file_utf8", "LC_ALL=C without coercion or UTF-8 mode (a minimal container), run tags "
           "'bm25-é' and 'dense-ü' and a weights file naming them: the bytes of C.UTF-8",
           "Path('x.run').write_text(Path('a.run').read_text().replace('bm25', 'bm25-é'), encoding='utf-8')\n"
           "Path('y.run').write_text(Path('b.run').read_text().replace('dense', 'dense-ü'), encoding='utf-8')\n"
           "Path('w.txt').write_text('bm25-é 2\\ndense-ü 0.5\\n', encoding='utf-8')\n"
           "c = {'LC_ALL': 'C', 'LANG': 'C', 'PYTHONCOERCECLOCALE': '0', 'PYTHONUTF8': '0'}\n"
           "u = {'LC_ALL': 'C.UTF-8', 'LANG': 'C.UTF-8'}\n"
           "p = cli('fuse', 'x.run', 'y.run', '--method', 'combsum', '--weights', 'w.txt', '--explain', 'ec.jsonl', '--quiet', '-o', 'oc.run', env=c, unset=('PYTHONIOENCODING',))\n"
           "q = cli('fuse', 'x.run', 'y.run', '--method', 'combsum', '--weights', 'w.txt', '--explain', 'eu.jsonl', '--quiet', '-o', 'ou.run', env=u)\n"
           "verdict(p.returncode == 0 == q.returncode and rb('oc.run') == rb('ou.run') and rb('ec.jsonl') == rb('eu.jsonl'), (p.returncode, p.stderr[-300:]))",
           "docs/conventions.md: text inputs are UTF-8 whatever the locale; a job's container locale must not change bytes"),
        ok("u15o_c_locale_model_roundtrip", "LC_ALL=C without coercion: tune on runs tagged 'bm25-é' and 'dense-ü', then "
           "fuse --model: the model and the run the bytes of C.UTF-8",
           "Path('x.run').write_text(Path('a.run').read_text().replace('bm25', 'bm25-é'), encoding='utf-8')\n"
           "Path('y.run').write_text(Path('b.run').read_text().replace('dense', 'dense-ü'), encoding='utf-8')\n"
           "c = {'LC_ALL': 'C', 'LANG': 'C', 'PYTHONCOERCECLOCALE': '0', 'PYTHONUTF8': '0'}\n"
           "u = {'LC_ALL': 'C.UTF-8', 'LANG': 'C.UTF-8'}\n"
           "rc = [cli('tune', 'x.run', 'y.run', '--qrels', 'q.txt', '--method', 'rrf', '--search', 'coordinate', '--quiet', '-o', f'm{k}.json', env=e, unset=('PYTHONIOENCODING',)).returncode for k, e in (('c', c), ('u', u))]\n"
           "rc += [cli('fuse', 'x.run', 'y.run', '--model', f'm{k}.json', '--quiet', '-o', f'o{k}.run', env=e, unset=('PYTHONIOENCODING',)).returncode for k, e in (('c', c), ('u', u))]\n"
           "verdict(rc == [0] * 4 and rb('mc.json') == rb('mu.json') and rb('oc.run') == rb('ou.run'), rc)",
           "a model written by one job and read by the next: its bytes must not depend on the container's locale"),
        ok("u15o_c_locale_file_names", "LC_ALL=C without coercion: runs whose tags repeat, named by their non-ASCII file "
           "names 'läufer.run' and 'ökonom.run', fuse --explain: the bytes of C.UTF-8",
           "Path('läufer.run').write_text(Path('a.run').read_text())\n"
           "Path('ökonom.run').write_text(Path('b.run').read_text().replace('dense', 'bm25'))\n"
           "c = {'LC_ALL': 'C', 'LANG': 'C', 'PYTHONCOERCECLOCALE': '0', 'PYTHONUTF8': '0'}\n"
           "u = {'LC_ALL': 'C.UTF-8', 'LANG': 'C.UTF-8'}\n"
           "p = cli('fuse', 'läufer.run', 'ökonom.run', '--method', 'rrf', '--explain', 'ec.jsonl', '--quiet', '-o', 'oc.run', env=c, unset=('PYTHONIOENCODING',))\n"
           "q = cli('fuse', 'läufer.run', 'ökonom.run', '--method', 'rrf', '--explain', 'eu.jsonl', '--quiet', '-o', 'ou.run', env=u)\n"
           "verdict(p.returncode == 0 == q.returncode and rb('ec.jsonl') == rb('eu.jsonl') and rb('oc.run') == rb('ou.run'), (p.returncode, p.stderr[-300:]))",
           "docs/conventions.md: ranker names are file names when tags repeat; the locale changes no byte"),
        ok("u15o_c_locale_bad_line_non_ascii_name", "LC_ALL=C without coercion: a bad line in 'läufer.run': exit 2, a "
           "one-line message naming the file and line 2, no traceback",
           "Path('läufer.run').write_text('1 Q0 a 1 3.0 t\\n1 Q0 b 2.0 t\\n')\n"
           "p = cli('fuse', 'läufer.run', 'b.run', '--quiet', '-o', 'o.run', env={'LC_ALL': 'C', 'LANG': 'C', 'PYTHONCOERCECLOCALE': '0', 'PYTHONUTF8': '0'}, unset=('PYTHONIOENCODING',))\n"
           "verdict(p.returncode == 2 and 'Traceback' not in p.stderr and 'ufer.run' in p.stderr and '2' in p.stderr and not os.path.exists('o.run'), (p.returncode, p.stderr[-300:]))",
           "an error the scheduler logs must be readable in a C-locale container"),
        ok("u15o_tz_locale_calibrate_bytes", "calibrate and fuse --model --min-score 0.2 under TZ=Pacific/Kiritimati "
           "LC_NUMERIC=de_DE.UTF-8 LANG=tr_TR.UTF-8 and under TZ=UTC LANG=C.UTF-8: the same model and run bytes",
           "e1 = {'TZ': 'Pacific/Kiritimati', 'LC_NUMERIC': 'de_DE.UTF-8', 'LANG': 'tr_TR.UTF-8'}\n"
           "e2 = {'TZ': 'UTC', 'LANG': 'C.UTF-8'}\n"
           "rc = []\n"
           "for k, e in (('1', e1), ('2', e2)):\n"
           "    rc.append(cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', f'c{k}.json', env=e, unset=('LC_ALL',)).returncode)\n"
           "    rc.append(cli('fuse', *RUNS, '--model', f'c{k}.json', '--min-score', '0.2', '--quiet', '-o', f'o{k}.run', env=e, unset=('LC_ALL',)).returncode)\n"
           "    time.sleep(1.1)\n"
           "verdict(rc == [0] * 4 and rb('c1.json') == rb('c2.json') and rb('o1.run') == rb('o2.run'), rc)",
           "an idempotent rerun: same inputs, same bytes, whatever the clock and the locale"),
        ok("u15o_train_rerun_bytes_tz", "train twice a second apart under TZ=America/St_Johns and TZ=UTC: the same "
           "model bytes (the rerun of a retried task)",
           "rc = [cli('train', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 't1.json', env={'TZ': 'America/St_Johns'}).returncode]\n"
           "time.sleep(1.1)\n"
           "rc.append(cli('train', *RUNS, '--qrels', 'q.txt', '--quiet', '-o', 't2.json', env={'TZ': 'UTC'}).returncode)\n"
           "verdict(rc == [0, 0] and rb('t1.json') == rb('t2.json'), rc)",
           "a retried task must publish the same bytes (a content hash downstream decides whether to reload)"),
        ok("u15o_rerun_gz_parquet_touch", "fuse -o o.run.gz and -o o.parquet, the inputs touched (mtime one hour on), "
           "rerun under another TZ: the same bytes",
           "rc = [cli('fuse', *RUNS, '--quiet', '-o', o).returncode for o in ('1.run.gz', '1.parquet')]\n"
           "t = time.time() + 3600\n"
           "for n in RUNS:\n    os.utime(n, (t, t))\n"
           "time.sleep(1.1)\n"
           "rc += [cli('fuse', *RUNS, '--quiet', '-o', o, env={'TZ': 'Asia/Kathmandu'}).returncode for o in ('2.run.gz', '2.parquet')]\n"
           "verdict(rc == [0] * 4 and rb('1.run.gz') == rb('2.run.gz') and rb('1.parquet') == rb('2.parquet'), rc)",
           "a file's timestamp is not its content: the published bytes depend on the inputs' bytes only"),
        # ------------------------------------------------------------ inputs still being written
        bad("u15o_gz_still_being_written", "a.run.gz cut at 60 % (the producer still writing; no gzip trailer): exit 2 "
            "naming the file, no output",
            ["fuse", "a.run.gz", "b.run", "--quiet", "-o", "o.run"], "a.run.gz",
            files={**DAY, "a.run.gz": gz_cut[: int(len(gz_cut) * 0.6)]}, outputs=("o.run",),
            why="trec_eval (zcat) fails on a truncated gzip; a run missing its last queries would be a wrong answer"),
        bad("u15o_last_line_cut_after_rank", "c.run's last line cut after the rank ('25 Q0 d9 40', no newline: the "
                                             "producer still writing): exit 2 naming c.run and its line",
            ["fuse", *RUNS, "--quiet", "-o", "o.run"], "c.run", str(DAY["c.run"].count("\n") + 1),
            files={**DAY, "c.run": DAY["c.run"] + "25 Q0 dz9 41"}, outputs=("o.run",),
            why="trec_eval refuses a run line without its six fields"),
        bad("u15o_qrels_cut_mid_line", "q.txt's last line cut ('25 0 d9', the judgments still being exported): tune "
                                       "exits 2 naming q.txt and its line",
            ["tune", *RUNS, "--qrels", "q.txt", "--method", "rrf", "--quiet", "-o", "m.json"], "q.txt",
            str(DAY["q.txt"].count("\n") + 1), files={**DAY, "q.txt": DAY["q.txt"] + "25 0 d9"}, outputs=("m.json",),
            why="trec_eval refuses a qrels line without its four fields"),
        # ------------------------------------------------------------ the API in a long-running worker
        ok("u15o_api_prints_nothing_on_stdout", "in a worker whose stdout is its protocol channel: rankagg.fuse of paths, "
           "fuse_files to a file, rankagg.evaluate and a Fuser print nothing on stdout (fd 1)",
           "child = ('import rankagg\\nfrom rankagg.api import fuse_files\\nfrom rankagg import Fuser\\n'\n"
           "         'r = rankagg.fuse([\"a.run\", \"b.run\", \"c.run\"], \"rrf\")\\n'\n"
           "         'fuse_files([\"a.run\", \"b.run\"], \"o.run\", method=\"combmnz\")\\n'\n"
           "         'e = rankagg.evaluate(\"a.run\", \"q.txt\", [\"AP\"])\\n'\n"
           "         'f = Fuser(\"rrf\")({\"x\": [\"a\", \"b\"], \"y\": [\"b\", \"c\"]})\\n')\n"
           "p = subprocess.run([PY, '-c', child], capture_output=True, text=True)\n"
           "verdict(p.returncode == 0 and p.stdout == '', (p.returncode, p.stdout[:300], p.stderr[-300:]))",
           "a library writes its results to its return values: a JSON-RPC / MCP worker's stdout is the protocol"),
        ok("u15o_api_keeps_signal_handlers", "a worker's own SIGTERM, SIGINT and SIGHUP handlers: still its own after "
           "rankagg.fuse of paths, fuse_files to a file, a streamed fuse_files and rankagg.evaluate",
           "import signal, rankagg\nfrom rankagg.api import fuse_files\n"
           "def mine(*a):\n    pass\n"
           "for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):\n    signal.signal(s, mine)\n"
           "rankagg.fuse(RUNS, 'rrf')\nfuse_files(RUNS, 'o.run', method='borda')\n"
           "os.environ['RANKAGG_MEMORY_LIMIT_GB'] = '0.001'\nfuse_files(RUNS, 'o2.run', method='rrf')\n"
           "rankagg.evaluate('a.run', 'q.txt', ['AP'])\n"
           "got = [signal.getsignal(s) is mine for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)]\n"
           "verdict(all(got), got)",
           "a library must leave the process's signal dispositions to the application (the worker drains on SIGTERM)"),
        ok("u15o_api_keeps_logging_warnings", "after rankagg.fuse, fuse_files, rankagg.evaluate and a Fuser: the root "
           "logger's handlers and level, warnings.filters and numpy's error state are the worker's",
           "import logging, warnings, numpy as np\n"
           "root = logging.getLogger()\nh0, l0 = list(root.handlers), root.level\n"
           "w0, e0, p0 = list(warnings.filters), np.geterr(), np.get_printoptions()\n"
           "import rankagg\nfrom rankagg.api import fuse_files\nfrom rankagg import Fuser\n"
           "rankagg.fuse(RUNS, 'rrf')\nfuse_files(RUNS, 'o.run', method='combmnz')\nrankagg.evaluate('a.run', 'q.txt', ['AP', 'nDCG@10'])\n"
           "Fuser('borda')({'x': ['a', 'b', 'c'], 'y': ['c', 'b', 'a'], 'z': ['b', 'a']})\n"
           "got = (list(root.handlers) == h0, root.level == l0, list(warnings.filters) == w0, np.geterr() == e0, np.get_printoptions() == p0)\n"
           "verdict(all(got), got)",
           "Python's logging HOWTO: a library adds no handler to the root logger; global filters and numpy state are "
           "the application's"),
        ok("u15o_api_keeps_process_state", "after rankagg.fuse, fuse_files into a new folder and rankagg.evaluate: the "
           "worker's os.environ, working folder, umask and locale unchanged",
           "import locale, rankagg\nfrom rankagg.api import fuse_files\n"
           "os.umask(0o027)\n"
           "env0, cwd0, loc0 = dict(os.environ), os.getcwd(), locale.setlocale(locale.LC_ALL)\n"
           "rankagg.fuse(RUNS, 'rrf')\nfuse_files(RUNS, 'new/day/o.run', method='rrf')\nrankagg.evaluate('a.run', 'q.txt', ['AP'])\n"
           "um = os.umask(0o022)\n"
           "got = (dict(os.environ) == env0, os.getcwd() == cwd0, um == 0o027, locale.setlocale(locale.LC_ALL) == loc0)\n"
           "verdict(all(got), (got, set(os.environ) ^ set(env0)))",
           "a library changes no process-wide state the worker relies on"),
        ok("u15o_api_no_fd_leak", "a worker serving 150 requests: rankagg.fuse of plain and .gz paths, fuse_files and "
           "rankagg.evaluate: the open file descriptors the same after the 150th as after the first",
           "import rankagg, gzip\nfrom rankagg.api import fuse_files\n"
           "Path('b.run.gz').write_bytes(gzip.compress(rb('b.run')))\n"
           "def one(i):\n"
           "    rankagg.fuse(['a.run', 'b.run.gz', 'c.run'], 'rrf')\n"
           "    fuse_files(['a.run', 'b.run.gz'], f'o{i % 3}.run', method='borda')\n"
           "    rankagg.evaluate('a.run', 'q.txt', ['AP'])\n"
           "one(0)\nn0 = len(os.listdir('/proc/self/fd'))\n"
           "for i in range(1, 150):\n    one(i)\n"
           "n1 = len(os.listdir('/proc/self/fd'))\n"
           "verdict(n1 <= n0, (n0, n1))",
           "a long-running worker has a descriptor limit (ulimit -n 1024): each request must close what it opened",
           timeout=600),
        ok("u15o_api_streamed_leaves_no_tmp", "a worker calling fuse_files 10 times on runs not grouped by query under "
           "RANKAGG_MEMORY_LIMIT_GB=0.001: TMPDIR empty afterwards, every output the in-memory bytes",
           "import rankagg\nfrom rankagg.api import fuse_files\n"
           "p = subprocess.run([PY, '-c', 'from rankagg.api import fuse_files\\nfuse_files([\"a.run\", \"b.run\", \"c.run\"], \"ref.run\", method=\"rrf\")'],"
           " env={k: v for k, v in os.environ.items() if k != 'RANKAGG_MEMORY_LIMIT_GB'}, capture_output=True, text=True)\n"
           "os.environ['RANKAGG_MEMORY_LIMIT_GB'] = '0.001'\n"
           "for i in range(10):\n    fuse_files(RUNS, f'o{i}.run', method='rrf')\n"
           "verdict(p.returncode == 0 and all(rb(f'o{i}.run') == rb('ref.run') for i in range(10)), p.stderr[-300:])",
           "docs/scale.md: the partition folder is removed at the end; a worker's TMPDIR must not fill up",
           files={"a.run": _run("bm25", 3, interleave=True), "b.run": _run("dense", 5, interleave=True),
                  "c.run": _run("splade", 11, interleave=True)}, env={"TMPDIR": "{folder}/tmp"}, empty=("tmp",)),
        ok("u15o_fuser_reused_zscore_weights", "Fuser('combmnz', norm='zscore', weights={'x': 2.0}) reused for 300 "
           "requests of varying length and lists: each answer a fresh Fuser's, bit for bit",
           "from rankagg import Fuser\n"
           "f = Fuser('combmnz', norm='zscore', weights={'x': 2.0})\n"
           "bad = []\n"
           "for i in range(300):\n"
           "    n = 1 + i % 23\n"
           "    req = {'x': {f'd{(i * j) % 31}': float((j * 7 + i) % 11) for j in range(n)}, 'y': {f'd{(i + 2 * j) % 29}': float(n - j) for j in range(1 + i % 5)}}\n"
           "    if i % 4 == 0:\n        req['z'] = [f'd{j}' for j in range(3)]\n"
           "        req['z'] = {d: 1.0 for d in req['z']}\n"
           "    if repr(f(req)) != repr(Fuser('combmnz', norm='zscore', weights={'x': 2.0})(req)):\n        bad.append(i)\n"
           "verdict(not bad, bad[:10])",
           "a Fuser holds no state a request changes (docs: one object per configuration, reused)"),
        ok("u15o_fuser_from_model_reused", "Fuser.from_model of a calibrated model reused for 200 requests, against a "
           "fresh Fuser.from_model per request: the same documents and P(relevant)",
           "from rankagg import Fuser\n"
           "assert cli('calibrate', *RUNS, '--qrels', 'q.txt', '-o', 'c.json').returncode == 0\n"
           "f = Fuser.from_model('c.json')\n"
           "names = ['bm25', 'dense', 'splade']\n"
           "bad = []\n"
           "for i in range(200):\n"
           "    req = {n: [f'd{(i * (k + 2) + j * (k + 1)) % 53}' for j in range(5 + (i + k) % 9)] for k, n in enumerate(names)}\n"
           "    req = {n: list(dict.fromkeys(v)) for n, v in req.items()}\n"
           "    if repr(f(req)) != repr(Fuser.from_model('c.json')(req)):\n        bad.append(i)\n"
           "verdict(not bad, bad[:10])",
           "docs: calibrate writes a model for fuse --model and Fuser; a reused one answers as a fresh one"),
        ok("u15o_model_replaced_same_second", "a worker loads Fuser.from_model('m.json'); the nightly job replaces m.json "
           "(another fusion, its mtime kept) and the worker reloads: the new model's answer",
           "from rankagg import Fuser\n"
           "assert cli('calibrate', *RUNS, '--qrels', 'q.txt', '--method', 'rrf', '-o', 'm1.json').returncode == 0\n"
           "assert cli('calibrate', *RUNS, '--qrels', 'q.txt', '--method', 'combsum', '--by', 'score', '-o', 'm2.json').returncode == 0\n"
           "req = {'bm25': ['d1', 'd2', 'd3', 'd4'], 'dense': ['d4', 'd3', 'd9'], 'splade': ['d9', 'd1', 'd7']}\n"
           "os.replace('m1.json', 'm.json')\nst = os.stat('m.json')\n"
           "a = Fuser.from_model('m.json')(req)\n"
           "Path('m.json').write_bytes(rb('m2.json'))\nos.utime('m.json', ns=(st.st_atime_ns, st.st_mtime_ns))\n"
           "b = Fuser.from_model('m.json')(req)\n"
           "p = subprocess.run([PY, '-c', 'import json\\nfrom rankagg import Fuser\\nprint(repr(Fuser.from_model(\"m.json\")(' + repr(req) + ')))'], capture_output=True, text=True)\n"
           "verdict(p.returncode == 0 and repr(b) == p.stdout.strip(), (repr(a)[:100], repr(b)[:100], p.stdout[:100], p.stderr[-200:]))",
           "a file is read when it is given: the worker reloading after a deploy must get the new model"),
        ok("u15o_threads_fuse_paths", "a thread pool of 4 calling rankagg.fuse on the same run paths with rrf, borda, "
           "combmnz and mc4, 5 times each: the serial answers",
           "import rankagg\nfrom concurrent.futures import ThreadPoolExecutor\n"
           "ms = ['rrf', 'borda', 'combmnz', 'mc4'] * 5\n"
           "want = {m: repr(rankagg.fuse(RUNS, m)) for m in set(ms)}\n"
           "with ThreadPoolExecutor(4) as ex:\n    got = list(ex.map(lambda m: repr(rankagg.fuse(RUNS, m)), ms))\n"
           "verdict(all(g == want[m] for g, m in zip(got, ms)), [m for g, m in zip(got, ms) if g != want[m]])",
           "a threaded web worker fuses files per request: the answer does not depend on the other threads"),
    ]
