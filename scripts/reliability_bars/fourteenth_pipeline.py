"""Issue 45's fourteenth bar of scripts/reliability_matrix.py, a data-pipeline engineer's day (its cases, registered in
its ``cases()``): kept here so that the matrix stays a file of reasonable size; the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has  # noqa: F401
from .thirteenth import _U13L


FOURTEENTH_PIPELINE = "45 Unseen inputs: a fourteenth bar, a data-pipeline engineer's day"

# the house tie rule as the thirteenth bar wrote it (``rankagg methods rrf``), one copy
_HOUSE = _U13L[_U13L.index('def house('):_U13L.index('def diff(')]

# The pipeline engineer's helpers, independent of rankagg's code.  ``gen`` draws runs ({q: {docid: score}}, scores of
# one decimal so that a list has ties); ``put`` writes one as TREC text (plain or gzip, LF or CRLF, a BOM, lines
# shuffled); ``rrf`` is Cormack et al.'s formula, sum w / (k + rank), each list ranked by trec_eval's rule (score
# descending, then docid descending, docs/conventions.md); ``house`` the tie rule of ``rankagg methods rrf`` (equal
# within 2^-40 relative: more lists, then the best rank, then the smaller docid); ``check_run`` reads a written run as
# trec_eval does (six fields, its order by score then docid descending must be the file's order) and compares it with
# the formula; ``te`` is NIST trec_eval (pytrec_eval where the binary is missing); ``refused`` says what is wrong with
# a command's refusal (exit 2, one line, no traceback, naming each name).
_U14P = r"""
import functools, gzip, hashlib, json, os, random, shutil, stat, subprocess, sys, time, zlib
from pathlib import Path
PY = sys.executable
TE = next((p for p in (os.environ.get('TREC_EVAL'), shutil.which('trec_eval'), '/tmp/trec_eval/trec_eval',
                       '/tmp/u11u_te/trec_eval') if p and os.path.isfile(p) and os.access(p, os.X_OK)), None)
TOL = 2.0 ** -40
def cli(*args, env=None, cwd=None):
    e = dict(os.environ, **(env or {}))
    return subprocess.run([PY, '-m', 'rankagg.cli', *map(str, args)], capture_output=True, env=e, cwd=cwd,
                          stdin=subprocess.DEVNULL)
def sh(cmd, env=None):
    e = dict(os.environ, **(env or {}))
    return subprocess.run(['bash', '-c', cmd], capture_output=True, env=e, stdin=subprocess.DEVNULL)
def gen(n_runs=6, n_q=20, n_d=30, seed=0, pool=None, qids=None):
    rng = random.Random(seed)
    qids = qids or [str(q) for q in range(1, n_q + 1)]
    pool = pool or 2 * n_d
    runs = []
    for r in range(n_runs):
        run = {}
        for q in qids:
            run[q] = {f'D{q}-{d}': round(rng.uniform(0, 10), 1) for d in rng.sample(range(pool), n_d)}
        runs.append((f'sys{r}', run))
    return runs
def ranked(docs):
    return [d for d, s in sorted(docs.items(), key=lambda x: (x[1], x[0].encode()), reverse=True)]
def text(tag, run, eol='\n', shuffle=None):
    lines = [f'{q} Q0 {d} {i} {docs[d]!r} {tag}' for q, docs in run.items() for i, d in enumerate(ranked(docs), 1)]
    if shuffle is not None:
        random.Random(shuffle).shuffle(lines)
    return eol.join(lines) + eol
def put(name, tag, run, eol='\n', bom=False, gz=False, shuffle=None):
    b = (b'\xef\xbb\xbf' if bom else b'') + text(tag, run, eol, shuffle).encode()
    if gz:
        b = gzip.compress(b, compresslevel=1, mtime=0)
    Path(name).parent.mkdir(parents=True, exist_ok=True)
    Path(name).write_bytes(b)
    return name
def rrf(runs, k=60.0, w=None):
    ref = {}
    for tag, run in runs:
        for q, docs in run.items():
            sc, cnt, best = ref.setdefault(q, ({}, {}, {}))
            for r, d in enumerate(ranked(docs), 1):
                sc[d] = sc.get(d, 0.0) + (w or {}).get(tag, 1.0) / (k + r)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, r), r)
    return ref
""" + _HOUSE + r"""
def read_run(path):
    raw = Path(path).read_bytes()
    if raw[:2] == b'\x1f\x8b':
        raw = gzip.decompress(raw)
    out, bad = {}, ''
    for i, ln in enumerate(raw.decode('utf-8').split('\n')[:-1], 1):
        f = ln.split()
        if len(f) != 6 and not bad:
            bad = f'{path}:{i} has {len(f)} fields: {ln!r}'
        out.setdefault(f[0], []).append((f[2], float(f[4])))
    for q, lst in out.items():
        if lst != sorted(lst, key=lambda x: (x[1], x[0].encode()), reverse=True) and not bad:
            bad = f'{path}: query {q} is not in trec_eval order'
    return out, bad
def check_run(path, ref, depth=1000):
    out, bad = read_run(path)
    if bad:
        return bad
    if set(out) != set(ref):
        return f'queries {sorted(set(out) ^ set(ref))[:6]} differ'
    for q, (sc, cnt, best) in ref.items():
        want, got = house(sc, cnt, best)[:depth], [d for d, _ in out[q]]
        if got != want:
            return f'query {q}: {got[:6]} where the formula gives {want[:6]}'
        for d, s in out[q]:
            if abs(s - sc[d]) > 1e-5 * abs(sc[d]):
                return f'query {q} {d}: score {s} where the formula gives {sc[d]}'
    return ''
def write_ref(ref, path, depth=1000):
    with open(path, 'w') as f:
        for q, (sc, cnt, best) in ref.items():
            for i, d in enumerate(house(sc, cnt, best)[:depth], 1):
                f.write(f'{q} Q0 {d} {i} {10000 - i} ref\n')
def qrels_for(runs, path, seed=5):
    rng = random.Random(seed)
    docs = sorted({(q, d) for _, run in runs for q, l in run.items() for d in l})
    with open(path, 'w') as f:
        for q, d in docs:
            if rng.random() < 0.3:
                f.write(f'{q} 0 {d} {rng.choice([1, 2])}\n')
def te(run, qrels, measures=('map', 'P.10', 'ndcg_cut.10')):
    if TE:
        args = [TE, '-q'] + [x for m in measures for x in ('-m', m)] + [qrels, run]
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        return {(ln.split()[0], ln.split()[1]): float(ln.split()[2]) for ln in out.splitlines()}
    import pytrec_eval
    qr, rn = {}, {}
    for ln in open(qrels):
        q, _, d, g = ln.split(); qr.setdefault(q, {})[d] = int(g)
    for ln in open(run):
        q, _, d, _, s, _ = ln.split(); rn.setdefault(q, {})[d] = float(s)
    names = {'map': 'map', 'P.10': 'P_10', 'ndcg_cut.10': 'ndcg_cut_10'}
    res = pytrec_eval.RelevanceEvaluator(qr, {names[m] for m in measures}).evaluate(rn)
    got = {(n, q): v for q, r in res.items() for n, v in r.items()}
    # trec_eval -q ends with each measure's 'all' line, the mean over the queries evaluated; pytrec_eval gives none
    return {**got, **{(n, 'all'): sum(r[n] for r in res.values()) / len(res) for n in {n for n, _ in got}}}
def refused(r, *names):
    err = r.stderr.decode(errors='replace')
    if r.returncode != 2:
        return f'exit {r.returncode}: {err[-400:]}'
    if 'Traceback' in err:
        return 'traceback: ' + err[-400:]
    missing = [n for n in names if n not in err]
    return f'message without {missing}: {err[-400:]}' if missing else ''
def ran(r):
    err = r.stderr.decode(errors='replace')
    return '' if r.returncode == 0 and 'Traceback' not in err else f'exit {r.returncode}: {err[-400:]}'
def freeze(path):
    os.makedirs(path, exist_ok=True)
    if os.geteuid() == 0:
        r = subprocess.run(['chattr', '+i', path], capture_output=True)
        if r.returncode:
            raise SystemExit('cannot make a read-only folder here: ' + r.stderr.decode())
    else:
        os.chmod(path, 0o555)
def thaw(path):
    if os.geteuid() == 0:
        subprocess.run(['chattr', '-i', path], capture_output=True)
    else:
        os.chmod(path, 0o755)
def md5(path):
    return hashlib.md5(Path(path).read_bytes()).hexdigest()
def long_table(runs):
    import pyarrow as pa
    rows = [(q, d, s, tag) for tag, run in runs for q, docs in run.items() for d, s in docs.items()]
    return pa.table({'q_id': [r[0] for r in rows], 'doc_id': [r[1] for r in rows], 'score': [r[2] for r in rows],
                     'run': [r[3] for r in rows]})
def peak(args, env=None):
    # (exit status, stderr, peak RSS in MB) of one child: its VmHWM, sampled until it exits (ru_maxrss would
    # include this process's memory at the fork)
    e = dict(os.environ, **(env or {}))
    with open('peak.err', 'w+b') as ef:
        p = subprocess.Popen([PY, *args], env=e, stdout=subprocess.DEVNULL, stderr=ef, stdin=subprocess.DEVNULL)
        hwm = 0
        while p.poll() is None:
            try:
                with open(f'/proc/{p.pid}/status') as st:
                    hwm = max(hwm, int(next(l for l in st if l.startswith('VmHWM')).split()[1]))
            except (OSError, StopIteration, ValueError):
                pass
            time.sleep(0.01)
        ef.seek(0)
        err = ef.read().decode(errors='replace')
    os.remove('peak.err')
    return p.returncode, err, hwm / 1024
def within(limit_gb, big, small, what):
    # a job that answered stayed within the limit (its peak over the same job on a small input, with room for 2x), or
    # it refused naming RANKAGG_MEMORY_LIMIT_GB
    rc, err, mb = big
    if rc == 0:
        extra = mb - small[2]
        return '' if extra <= 2 * limit_gb * 1024 else f'{what}: answered with {extra:.0f} MB over the small job under a {limit_gb * 1024:.0f} MB limit'
    if rc == 2 and 'Traceback' not in err and 'RANKAGG_MEMORY_LIMIT_GB' in err:
        return ''
    return f'{what}: exit {rc}: {err[-300:]}'
def say(problem):
    print('same' if not problem else 'differs: ' + problem)
"""


def fourteenth_bar_pipeline_cases() -> list[Case]:
    """Issue 45's fourteenth bar: a data/platform engineer who runs rankagg in nightly batch jobs and shell pipelines:
    many TREC runs, plain and gzip (members concatenated, BGZF blocks, padding, cut copies); run tables in Parquet as
    one file and as folders of part files as Polars, Arrow, Spark and pandas write them (hive partitions, empty parts,
    ``_SUCCESS``, ``.crc``, int32/int64 and float32/decimal columns, an index column); ``aggregate_parquet``;
    streamed fusion and the Dask backend; standard output into ``gzip`` and into a reader that leaves early; outputs
    into folders that do not exist or are read-only; a job re-run over its own previous output; exit statuses a
    scheduler relies on; ``RANKAGG_MEMORY_LIMIT_GB``; generated inputs of hundreds of thousands of lines; CRLF and
    BOMs from other systems; the same job run twice giving the same bytes.  The right answers: Cormack et al.'s RRF
    formula by brute force with trec_eval's ranking rule and the house tie rule, NIST trec_eval 10.0 on the outputs
    (pytrec_eval where it is missing), pyarrow and pandas reading the outputs back, gzip's own reading of a file, and
    the docs' words (docs/scale.md, docs/conventions.md, docs/reliability.md's rules)."""
    G = FOURTEENTH_PIPELINE

    def ok(id: str, what: str, code: str, why: str, timeout: float = 90, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_U14P + code, files=files or {}, expect="ok", check=stdout_has("same"),
                    memory_gb=4.0, timeout=timeout, why=why)

    six = "runs = gen(6, 20, 30, seed=1)\n"
    return [
        # ---------------------------------------------------------------- many runs, plain and gzip
        ok("u14p_many_runs_mixed_gz_rrf", "a nightly job fuses 24 runs, every other one gzipped, 30 topics x 40 "
           "documents with tied scores: fuse --method rrf gives each topic the RRF formula's order and scores, "
           "and trec_eval's map, P@10 and nDCG@10 per topic equal those of the formula's ranking",
           "runs = gen(24, 30, 40, seed=3)\n"
           "paths = [put(f'in/r{i}.run' + ('.gz' if i % 2 else ''), t, r, gz=bool(i % 2)) for i, (t, r) in enumerate(runs)]\n"
           "r = cli('fuse', *paths, '--method', 'rrf', '-o', 'fused.run')\n"
           "ref = rrf(runs)\nproblem = ran(r) or check_run('fused.run', ref)\n"
           "if not problem:\n    qrels_for(runs, 'q.txt'); write_ref(ref, 'ref.run')\n"
           "    a, b = te('fused.run', 'q.txt'), te('ref.run', 'q.txt')\n"
           "    problem = '' if a == b else f'trec_eval differs on {[k for k in a if a[k] != b.get(k)][:4]}'\n"
           "say(problem)",
           "accepted: RRF, Cormack et al., ranks by trec_eval's rule (docs/conventions.md)"),
        ok("u14p_gz_and_plain_same_bytes", "the same 6 runs fused from plain files and from their gzipped copies "
           "(rrf, combsum, borda): each output byte for byte the same",
           six + "for i, (t, r) in enumerate(runs):\n    put(f'p/r{i}.run', t, r); put(f'g/r{i}.run.gz', t, r, gz=True)\n"
           "problem = ''\nfor m in ('rrf', 'combsum', 'borda'):\n"
           "    a = cli('fuse', *sorted(Path('p').iterdir()), '--method', m, '-o', f'p_{m}.run')\n"
           "    b = cli('fuse', *sorted(Path('g').iterdir()), '--method', m, '-o', f'g_{m}.run')\n"
           "    problem = problem or ran(a) or ran(b) or ('' if md5(f'p_{m}.run') == md5(f'g_{m}.run') else m + ': the outputs differ')\n"
           "say(problem)", "accepted: gzip is a container, not a different run"),
        ok("u14p_gz_bgzf_blocks", "a 60,000-line run compressed as BGZF (bgzip, as genomics and some pipelines "
           "write: 64 KiB members, each with the 'BC' extra field, and the empty end-of-file member): read as the "
           "plain file; the fused output is the same bytes",
           "runs = gen(3, 200, 100, seed=4)\nt, r = runs[0]\nbody = text(t, r).encode()\n"
           "def member(chunk):\n    c = zlib.compressobj(6, zlib.DEFLATED, -15)\n    data = c.compress(chunk) + c.flush()\n"
           "    extra = b'BC' + (2).to_bytes(2, 'little') + (len(data) + 25).to_bytes(2, 'little')\n"
           "    return (b'\\x1f\\x8b\\x08\\x04' + b'\\0\\0\\0\\0' + b'\\0\\xff' + len(extra).to_bytes(2, 'little') + extra + data\n"
           "            + (zlib.crc32(chunk) & 0xffffffff).to_bytes(4, 'little') + len(chunk).to_bytes(4, 'little'))\n"
           "Path('b.run.gz').write_bytes(b''.join(member(body[i:i + 65280]) for i in range(0, len(body), 65280)) + member(b''))\n"
           "ok_gz = subprocess.run(['gzip', '-dc', 'b.run.gz'], capture_output=True).stdout == body\n"
           "Path('b.run').write_bytes(body)\nothers = [put(f'o{i}.run', t2, r2) for i, (t2, r2) in enumerate(runs[1:])]\n"
           "a = cli('fuse', 'b.run', *others, '--method', 'rrf', '-o', 'a.out')\n"
           "b = cli('fuse', 'b.run.gz', *others, '--method', 'rrf', '-o', 'b.out')\n"
           "say(('' if ok_gz else 'the test file is not valid gzip') or ran(a) or ran(b) or ('' if md5('a.out') == md5('b.out') else 'BGZF read otherwise'))",
           "accepted: BGZF is valid multi-member gzip"),
        # ---------------------------------------------------------------- CRLF and BOM from other systems
        ok("u14p_crlf_bom_gz_stream_equal", "runs exported on Windows (CRLF), one starting with a BOM, gzipped, "
           "lines not grouped by topic: fuse_files(stream=True) and stream=False write the bytes that the same "
           "runs with LF and no BOM, uncompressed (lines in the same order), give",
           "from rankagg.api import fuse_files\n" + six +
           "crlf = [put(f'w/r{i}.run.gz', t, r, eol='\\r\\n', bom=(i == 2), gz=True, shuffle=i) for i, (t, r) in enumerate(runs)]\n"
           "lf = [put(f'u/r{i}.run', t, r, shuffle=i) for i, (t, r) in enumerate(runs)]\n"
           "fuse_files(lf, 'lf.out', method='rrf', stream=False)\n"
           "fuse_files(crlf, 's.out', method='rrf', stream=True)\nfuse_files(crlf, 'm.out', method='rrf', stream=False)\n"
           "say('' if md5('lf.out') == md5('s.out') == md5('m.out') else f'lf {md5(\"lf.out\")} stream {md5(\"s.out\")} memory {md5(\"m.out\")}')",
           "accepted: CRLF and a BOM are read like LF and nothing (docs/reliability.md's rules)"),
        ok("u14p_bom_seventh_run_weighted_out", "10 runs, the 7th (sys6) saved with a BOM by a spreadsheet export, "
           "--weights sys6=0: as docs/methods.md says of a weight 0, every document of the other 9 runs scores as "
           "without sys6 (sum 1/(60 + rank) over them) and sys6's own documents score 0; no topic id holds the BOM "
           "(topic 1 is one topic), and the BOM is warned about naming r6.run",
           "runs = gen(10, 12, 25, seed=6)\n"
           "paths = [put(f'r{i}.run', t, r, bom=(i == 6)) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '--weights', 'sys6=0', '-o', 'a.out')\n"
           "problem = ran(a)\nif not problem:\n    raw = Path('a.out').read_bytes()\n    out, bad = read_run('a.out')\n"
           "    ref = rrf(runs[:6] + runs[7:])\n"
           "    wrong = [(q, d, s) for q, l in out.items() for d, s in l if abs(s - ref[q][0].get(d, 0.0)) > 1e-6 * max(ref[q][0].get(d, 0.0), 1e-300) and not (d not in ref[q][0] and s <= 1e-300)]\n"
           "    problem = bad or ('a BOM in the output' if b'\\xef\\xbb\\xbf' in raw else '') or (f'topics {sorted(out)}' if sorted(out) != sorted(ref) else '') or (f'scores {wrong[:3]}' if wrong else '')\n"
           "    problem = problem or ('' if 'r6.run' in a.stderr.decode() else 'no warning naming r6.run')\n"
           "say(problem)", "accepted: a BOM is dropped, with a warning (docs/reliability.md); weight 0 (docs/methods.md)"),
        ok("u14p_crlf_bom_qrels_and_run_evaluate", "qrels and a run from a Windows system (CRLF, each with a BOM): "
           "rankagg evaluate gives per topic the map, P@10 and nDCG@10 that trec_eval gives on the LF copies",
           six + "qrels_for(runs, 'q.txt')\nput('r.run', *runs[0])\n"
           "Path('qw.txt').write_bytes(b'\\xef\\xbb\\xbf' + Path('q.txt').read_bytes().replace(b'\\n', b'\\r\\n'))\n"
           "put('rw.run', *runs[0], eol='\\r\\n', bom=True)\n"
           "r = cli('evaluate', '--qrels', 'qw.txt', 'rw.run', '-m', 'map', '-m', 'P.10', '-m', 'ndcg_cut.10', '-q')\n"
           "t = cli('evaluate', '--qrels', 'q.txt', 'r.run', '-m', 'map', '-m', 'P.10', '-m', 'ndcg_cut.10', '-q')\n"
           "problem = ran(r) or ran(t)\nif not problem:\n"
           "    nums = lambda s: [round(float(x), 4) for x in s.split() if x.replace('.', '', 1).isdigit() and '.' in x]\n"
           "    want = sorted(round(v, 4) for v in te('r.run', 'q.txt').values())\n"
           "    problem = ('' if nums(r.stdout.decode()) == nums(t.stdout.decode()) else 'the CRLF/BOM files are evaluated otherwise') or ('' if sorted(nums(t.stdout.decode())) == want else 'the LF copy differs from trec_eval')\n"
           "say(problem)", "accepted: CRLF and a BOM are read like LF (docs/reliability.md)", timeout=60),
        ok("u14p_crlf_bom_weights_file", "a weights file written by Notepad ('sys1 2' and 'sys3 0.5', CRLF, a BOM): "
           "the weights reach sys1 and sys3; the fused scores are the weighted RRF formula's",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "Path('w.txt').write_bytes(b'\\xef\\xbb\\xbfsys1 2\\r\\nsys3 0.5\\r\\n')\n"
           "r = cli('fuse', *paths, '--method', 'rrf', '--weights', 'w.txt', '-o', 'o.run')\n"
           "say(ran(r) or check_run('o.run', rrf(runs, w={'sys1': 2.0, 'sys3': 0.5})))",
           "accepted: a weights file is read as every text input (CRLF, BOM)"),
        ok("u14p_mixed_line_ends_one_file", "a run whose lines were appended by two systems, half CRLF and half LF: "
           "the same output bytes as the all-LF file",
           six + "t, r = runs[0]\nlines = text(t, r).split('\\n')[:-1]\n"
           "Path('x.run').write_bytes(''.join(l + ('\\r\\n' if i % 2 else '\\n') for i, l in enumerate(lines)).encode())\n"
           "put('y.run', t, r)\nothers = [put(f'o{i}.run', t2, r2) for i, (t2, r2) in enumerate(runs[1:])]\n"
           "a = cli('fuse', 'x.run', *others, '--method', 'rrf', '-o', 'a.out')\n"
           "b = cli('fuse', 'y.run', *others, '--method', 'rrf', '-o', 'b.out')\n"
           "say(ran(a) or ran(b) or ('' if md5('a.out') == md5('b.out') else 'mixed line ends read otherwise'))",
           "accepted: CRLF is read like LF, line by line"),
        # ---------------------------------------------------------------- Parquet run tables: files and folders
        ok("u14p_arrow_dataset_unpadded_parts", "a shuffled long table written by pyarrow.dataset.write_dataset in "
           "13 parts with Arrow's default names (part-0 ... part-12, not zero-padded, so part-10 lists before "
           "part-2): fuse gives the bytes of fusing the TREC files that the rows make in the order Arrow reads the "
           "folder (pyarrow.dataset.dataset(folder).to_table())",
           "import pyarrow.dataset as ds\n" + six + "tbl = long_table(runs)\nimport random as _r\n"
           "idx = list(range(tbl.num_rows)); _r.Random(2).shuffle(idx)\ntbl = tbl.take(idx)\n"
           "ds.write_dataset(tbl, 'tbl', format='parquet', max_rows_per_file=tbl.num_rows // 12 + 1, max_rows_per_group=tbl.num_rows // 12 + 1)\n"
           "back = ds.dataset('tbl', format='parquet').to_table().to_pylist()\n"
           "order = list(dict.fromkeys(r['run'] for r in back))\nfor i, name in enumerate(order):\n"
           "    Path(f'x{i}.run').write_text(''.join(f\"{r['q_id']} Q0 {r['doc_id']} 0 {r['score']!r} {name}\\n\" for r in back if r['run'] == name))\n"
           "a = cli('fuse', *[f'x{i}.run' for i in range(len(order))], '--method', 'rrf', '-o', 'a.out')\n"
           "b = cli('fuse', 'tbl', '--method', 'rrf', '-o', 'b.out')\n"
           "say(('' if len(list(Path('tbl').iterdir())) >= 12 else 'fewer parts than meant') or ran(a) or ran(b) or ('' if md5('a.out') == md5('b.out') else 'the folder is read in another order than Arrow reads it'))",
           "accepted: a folder's rows in the order Arrow reads them (docs/scale.md: its lines are its rows in table order)"),
        ok("u14p_spark_folder_named_parquet_empty_part", "a Spark job's output folder named runs.parquet/: "
           "part-00000-<uuid>-c000.snappy.parquet files, one of them with 0 rows (an empty partition), their "
           ".crc files, _SUCCESS: fuse runs.parquet gives the bytes of fusing the TREC files",
           "import pyarrow.parquet as pq\n" + six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "tbl = long_table(runs)\nos.mkdir('runs.parquet')\nu = '4f3c2a1e-0000-4a5b-9c8d-1234567890ab'\n"
           "parts = [tbl.slice(0, 0), tbl.slice(0, tbl.num_rows // 2), tbl.slice(tbl.num_rows // 2)]\n"
           "for i, p in enumerate(parts):\n    name = f'part-{i:05d}-{u}-c000.snappy.parquet'\n"
           "    pq.write_table(p, f'runs.parquet/{name}', compression='snappy')\n"
           "    Path(f'runs.parquet/.{name}.crc').write_bytes(b'crc\\0\\x01\\x02')\n"
           "Path('runs.parquet/_SUCCESS').write_bytes(b'')\nPath('runs.parquet/._SUCCESS.crc').write_bytes(b'crc')\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'a.out')\nb = cli('fuse', 'runs.parquet', '--method', 'rrf', '-o', 'b.out')\n"
           "say(ran(a) or ran(b) or ('' if md5('a.out') == md5('b.out') else 'the Spark folder fuses otherwise'))",
           "accepted: only .parquet files not named '.*' or '_*' are parts; an empty part adds no row"),
        ok("u14p_evaluate_partitioned_one_run", "rankagg evaluate of a one-run table written by Polars with "
           "partition_by='run' (run=bm25/00000000.parquet): per topic map, P@10 and nDCG@10 as trec_eval gives "
           "on the TREC text",
           "import polars as pl\n" + six + "qrels_for(runs, 'q.txt')\nput('r.run', 'bm25', runs[0][1])\n"
           "pl.from_arrow(long_table([('bm25', runs[0][1])])).write_parquet('tbl', partition_by='run')\n"
           "r = cli('evaluate', '--qrels', 'q.txt', 'tbl', '-m', 'map', '-m', 'P.10', '-q')\n"
           "t = cli('evaluate', '--qrels', 'q.txt', 'r.run', '-m', 'map', '-m', 'P.10', '-q')\n"
           "problem = ran(r) or ran(t)\nif not problem:\n    want = te('r.run', 'q.txt', ('map', 'P.10'))\n"
           "    nums = lambda s: sorted(round(float(x), 4) for x in s.split() if x.replace('.', '', 1).isdigit() and '.' in x)\n"
           "    mine = sorted(round(v, 4) for (m, q), v in want.items())\n"
           "    problem = '' if nums(r.stdout.decode()) == nums(t.stdout.decode()) and set(mine) <= set(nums(r.stdout.decode())) else 'the table is evaluated otherwise than its text'\n"
           "say(problem)", "accepted: a one-run table is evaluated as its text (docs/trec.md)"),
        # ---------------------------------------------------------------- re-running a job over its own output
        ok("u14p_rerun_gz_output_in_glob", "rankagg fuse runs/*.gz --method rrf -o runs/fused.run.gz, run twice (the "
           "glob now matches the first output): the second run writes the same bytes (the rankagg-tagged run left "
           "out, docs/trec.md), or refuses naming runs/fused.run.gz and leaves the first intact",
           six + "[put(f'runs/r{i}.run.gz', t, r, gz=True) for i, (t, r) in enumerate(runs)]\n"
           "glob = lambda: sorted(str(p) for p in Path('runs').glob('*.gz'))\n"
           "a = cli('fuse', *glob(), '--method', 'rrf', '-o', 'runs/fused.run.gz')\n"
           "first = gzip.decompress(Path('runs/fused.run.gz').read_bytes()) if not ran(a) else b''\n"
           "b = cli('fuse', *glob(), '--method', 'rrf', '-o', 'runs/fused.run.gz')\n"
           "now = gzip.decompress(Path('runs/fused.run.gz').read_bytes())\n"
           "if ran(a):\n    say('first run: ' + ran(a))\nelif b.returncode == 0:\n    say('' if now == first else 'the second run fused its own output')\n"
           "else:\n    say(refused(b, 'fused.run.gz') or ('' if now == first else 'the refusal changed the output'))",
           "accepted: a fused run is never read back (docs/trec.md)"),
        ok("u14p_rerun_retagged_output_in_glob", "the same job with --tag nightly (the output no longer looks like "
           "rankagg's), run twice with the glob runs/* matching its output: the second run refuses naming "
           "runs/fused.run (an output never replaces an input of the command) and the first output stays",
           six + "[put(f'runs/r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "glob = lambda: sorted(str(p) for p in Path('runs').iterdir())\n"
           "a = cli('fuse', *glob(), '--method', 'rrf', '--tag', 'nightly', '-o', 'runs/fused.run')\nfirst = Path('runs/fused.run').read_bytes()\n"
           "b = cli('fuse', *glob(), '--method', 'rrf', '--tag', 'nightly', '-o', 'runs/fused.run')\n"
           "say(ran(a) or refused(b, 'runs/fused.run') or ('' if Path('runs/fused.run').read_bytes() == first else 'the first output changed'))",
           "refused: the output is one of the command's inputs (docs/reliability.md)"),
        ok("u14p_rerun_explain_in_glob", "fuse runs/* --explain runs/explain.jsonl -o out.run run twice: the second "
           "run's glob holds last night's explain file (JSON lines, not a run): refused naming runs/explain.jsonl "
           "(or the same bytes if it is left out), never fused as a run",
           six + "[put(f'runs/r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "glob = lambda: sorted(str(p) for p in Path('runs').iterdir())\n"
           "a = cli('fuse', *glob(), '--method', 'rrf', '--explain', 'runs/explain.jsonl', '-o', 'out.run')\nfirst = Path('out.run').read_bytes()\n"
           "b = cli('fuse', *glob(), '--method', 'rrf', '--explain', 'runs/explain.jsonl', '-o', 'out.run')\n"
           "if ran(a):\n    say('first run: ' + ran(a))\nelif b.returncode == 0:\n    say('' if Path('out.run').read_bytes() == first else 'the explain file was fused')\n"
           "else:\n    say(refused(b, 'explain.jsonl'))",
           "accepted: refused naming the file, or left out"),
        ok("u14p_dataset_over_partial_previous", "trec_runs_to_parquet into a folder where last night's job was "
           "killed after writing 4 part files (bigger, other topics) and before _rankagg.json: the new dataset "
           "reads back (read_parquet) as the new runs only, and fuse FOLDER gives the new runs' fusion; or the "
           "write is refused naming the folder",
           "from rankagg.io.parquet_writer import trec_runs_to_parquet\nfrom rankagg.io.parquet import read_parquet\n"
           "old = gen(3, 40, 20, seed=11, qids=[f'old{i}' for i in range(40)])\nnew = gen(3, 6, 20, seed=12)\n"
           "po = [put(f'o/r{i}.run', t, r) for i, (t, r) in enumerate(old)]\npn = [put(f'n/r{i}.run', t, r) for i, (t, r) in enumerate(new)]\n"
           "trec_runs_to_parquet(po, 'ds', queries_per_file=10)\nos.remove('ds/_rankagg.json')\n"
           "try:\n    trec_runs_to_parquet(pn, 'ds', queries_per_file=10)\nexcept (ValueError, OSError) as exc:\n"
           "    say('' if 'ds' in str(exc) else f'refused without naming ds: {exc}')\nelse:\n"
           "    back = read_parquet('ds')\n    qs = set(map(str, back.qids)) if hasattr(back, 'qids') else set()\n"
           "    a = cli('fuse', 'ds', '--method', 'rrf', '-o', 'a.out')\n"
           "    say(ran(a) or check_run('a.out', rrf(new)) or ('' if not any(q.startswith('old') for q in qs) else 'stale parts read back'))",
           "accepted: the new dataset alone, or a refusal naming the folder", timeout=60),
        # ---------------------------------------------------------------- outputs read back, same bytes twice
        ok("u14p_parquet_output_read_back", "fuse -o fused.parquet read back by pandas and by pyarrow: per row the "
           "q_id, doc_id, score, run and rank of the same job's -o fused.run lines, in their order",
           "import pandas as pd, pyarrow.parquet as pq\n" + six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'f.run')\nb = cli('fuse', *paths, '--method', 'rrf', '-o', 'f.parquet')\n"
           "problem = ran(a) or ran(b)\nif not problem:\n"
           "    want = [(l.split()[0], l.split()[2], float(l.split()[4]), l.split()[5], int(l.split()[3])) for l in Path('f.run').read_text().splitlines()]\n"
           "    df = pd.read_parquet('f.parquet'); at = pq.read_table('f.parquet').to_pylist()\n"
           "    got = [(str(r.q_id), str(r.doc_id), float(r.score), str(r.run), int(r.rank)) for r in df.itertuples()]\n"
           "    got2 = [(str(r['q_id']), str(r['doc_id']), float(r['score']), str(r['run']), int(r['rank'])) for r in at]\n"
           "    problem = '' if got == want == got2 else f'rows differ: {[(g, w) for g, w in zip(got, want) if g != w][:3]}'\n"
           "say(problem)", "accepted: the Parquet output holds the TREC output's lines (docs/scale.md)"),
        ok("u14p_gz_output_header_name", "-o fused.run.gz: the gzip header names no file, or names fused.run (what "
           "gunzip -N restores); never a temporary name", six +
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'fused.run.gz')\nproblem = ran(a)\n"
           "if not problem:\n    h = Path('fused.run.gz').read_bytes()\n    flg, pos = h[3], 10\n"
           "    if flg & 4:\n        pos += 2 + int.from_bytes(h[10:12], 'little')\n"
           "    name = h[pos:h.index(b'\\0', pos)].decode('latin-1') if flg & 8 else None\n"
           "    problem = '' if name in (None, 'fused.run') else f'the header names {name!r}'\n"
           "say(problem)", "accepted: a gzip header names the file it holds, or nothing"),
        ok("u14p_twice_other_env_same_bytes", "the same 8-run job run from two places: relative paths with "
           "PYTHONHASHSEED=1 and TMPDIR=t1, then absolute paths with PYTHONHASHSEED=2, TMPDIR=t2, and "
           "once through fuse_files(stream=True): three outputs, the same bytes",
           "runs = gen(8, 15, 30, seed=13)\npaths = [put(f'r{i}.run.gz', t, r, gz=True, shuffle=i if i % 3 == 0 else None) for i, (t, r) in enumerate(runs)]\n"
           "os.mkdir('t1'); os.mkdir('t2')\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'a.out', env={'PYTHONHASHSEED': '1', 'TMPDIR': os.path.abspath('t1')})\n"
           "b = cli('fuse', *[os.path.abspath(p) for p in paths], '--method', 'rrf', '-o', os.path.abspath('b.out'), env={'PYTHONHASHSEED': '2', 'TMPDIR': os.path.abspath('t2')})\n"
           "from rankagg.api import fuse_files\nfuse_files(paths, 'c.out', method='rrf', stream=True)\n"
           "say(ran(a) or ran(b) or ('' if md5('a.out') == md5('b.out') == md5('c.out') else 'the outputs differ'))",
           "accepted: determinism (docs/conventions.md)"),
        # ---------------------------------------------------------------- aggregate_parquet
        ok("u14p_aggregate_parquet_rrf_formula", "trec_runs_to_parquet of 5 runs, then aggregate_parquet('rrf', "
           "folder, 'out.parquet', batch_queries=4): each query's documents read back by pyarrow, ordered by their "
           "(distinct) scores, are in the order of RRF's formula, sum 1/(60 + rank) (ranks by trec_eval's rule), ties by "
           "the house rule",
           "import pyarrow.parquet as pq\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\n"
           "from rankagg.backends.streaming import aggregate_parquet\nruns = gen(5, 11, 25, seed=14)\n"
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\ntrec_runs_to_parquet(paths, 'ds')\n"
           "aggregate_parquet('rrf', 'ds', 'out.parquet', batch_queries=4)\nref = rrf(runs)\n"
           "rows = pq.read_table('out.parquet').to_pylist()\nby = {}\n"
           "for r in rows:\n    by.setdefault(str(r['qid']), {})[str(r['docid'])] = r['score']\n"
           "bad = [q for q in ref if set(by.get(q, {})) != set(ref[q][0]) or ranked(by[q]) != house(*ref[q]) or len(set(by[q].values())) != len(by[q])]\n"
           "say(f'queries {bad[:4]}: order {ranked(by.get(bad[0], {}))[:5]} where the formula gives {house(*ref[bad[0]])[:5]}' if bad else '')",
           "accepted: RRF's formula (docs/scale.md)"),
        ok("u14p_aggregate_parquet_out_inside_dataset_twice", "aggregate_parquet('rrf', 'ds', 'ds/fused.parquet') "
           "run twice (the job writes into its dataset's folder): the second run gives the first's scores (its own "
           "output is not a part of the dataset), or refuses naming ds/fused.parquet",
           "import pyarrow.parquet as pq\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\n"
           "from rankagg.backends.streaming import aggregate_parquet\n" + six +
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\ntrec_runs_to_parquet(paths, 'ds')\n"
           "first = None\nfor _ in range(2):\n    try:\n        aggregate_parquet('rrf', 'ds', 'ds/fused.parquet')\n"
           "    except (ValueError, OSError) as exc:\n        say('' if 'fused.parquet' in str(exc) else f'refused without naming it: {exc}'); break\n"
           "    now = pq.read_table('ds/fused.parquet').to_pylist()\n    if first is not None:\n"
           "        say('' if now == first else 'the second run read its own output')\n    first = now",
           "accepted: the same scores, or a refusal naming the output"),
        ok("u14p_aggregate_parquet_missing_out_folder", "aggregate_parquet('rrf', 'ds', 'results/2026-12-01/"
           "fused.parquet') where results/ does not exist yet: the folders are created and the table equals the "
           "one written at the top (docs/reliability.md: missing folders are created)",
           "import pyarrow.parquet as pq\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\n"
           "from rankagg.backends.streaming import aggregate_parquet\n" + six +
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\ntrec_runs_to_parquet(paths, 'ds')\n"
           "aggregate_parquet('rrf', 'ds', 'top.parquet')\naggregate_parquet('rrf', 'ds', 'results/2026-12-01/fused.parquet')\n"
           "say('' if pq.read_table('results/2026-12-01/fused.parquet').equals(pq.read_table('top.parquet')) else 'tables differ')",
           "accepted: missing folders are created"),
        Case("u14p_aggregate_parquet_readonly_out", G, "aggregate_parquet('rrf', 'ds', 'ro/fused.parquet') where ro/ "
             "is read-only: an error naming ro/fused.parquet, nothing left in ro/",
             code=_U14P + "from rankagg.io.parquet_writer import trec_runs_to_parquet\n"
             "from rankagg.backends.streaming import aggregate_parquet\n" + six +
             "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\ntrec_runs_to_parquet(paths, 'ds')\n"
             "freeze('ro')\ntry:\n    aggregate_parquet('rrf', 'ds', 'ro/fused.parquet')\nfinally:\n"
             "    left = os.listdir('ro'); thaw('ro')\n    if left:\n        print('left behind', left)\n",
             mention=("ro/fused.parquet",), memory_gb=4.0, timeout=60),
        ok("u14p_aggregate_parquet_long_table", "aggregate_parquet('rrf', 't.parquet') given a long run table "
           "(q_id doc_id score run, as fuse reads): the RRF scores of those runs, or a refusal naming the table "
           "and what it lacks",
           "import numpy as np\nfrom rankagg.backends.streaming import aggregate_parquet\nimport pyarrow.parquet as pq\n" + six +
           "pq.write_table(long_table(runs), 't.parquet')\nref = rrf(runs)\n"
           "try:\n    got = aggregate_parquet('rrf', 't.parquet')\nexcept (ValueError, OSError) as exc:\n"
           "    say('' if 't.parquet' in str(exc) else f'refused without naming the table: {exc}')\nelse:\n"
           "    want = sorted(v for sc, _, _ in ref.values() for v in sc.values())\n"
           "    say('' if len(got) == len(want) and np.allclose(sorted(got), want, rtol=1e-12, atol=0) else 'other scores than RRF of the runs')",
           "accepted: the runs' RRF, or a refusal naming the table"),
        ok("u14p_aggregate_parquet_dask_equal", "aggregate_parquet('rrf', ds, out, backend='dask') on a local "
           "cluster: the same table as the serial backend (docs/scale.md)",
           "import pyarrow.parquet as pq\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\n"
           "from rankagg.backends.streaming import aggregate_parquet\n" + six +
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\ntrec_runs_to_parquet(paths, 'ds')\n"
           "aggregate_parquet('rrf', 'ds', 'a.parquet', batch_queries=5)\n"
           "aggregate_parquet('rrf', 'ds', 'b.parquet', batch_queries=5, backend='dask')\n"
           "say('' if pq.read_table('a.parquet').equals(pq.read_table('b.parquet')) else 'dask differs')",
           "accepted: one output on every backend", timeout=180),
        # ---------------------------------------------------------------- streaming and Dask
        ok("u14p_stream_default_method_gz_bom", "the default method (own_items, streamed in passes) on 8 gzipped "
           "runs, two with a BOM, one not grouped by topic: fuse_files(stream=True) writes the bytes of "
           "stream=False",
           "from rankagg.api import fuse_files\nruns = gen(8, 15, 30, seed=16)\n"
           "paths = [put(f'r{i}.run.gz', t, r, gz=True, bom=i in (1, 5), shuffle=3 if i == 4 else None) for i, (t, r) in enumerate(runs)]\n"
           "fuse_files(paths, 's.out', stream=True)\nfuse_files(paths, 'm.out', stream=False)\n"
           "say('' if md5('s.out') == md5('m.out') else 'streamed and in-memory outputs differ')",
           "accepted: the streamed output is the in-memory one byte for byte (docs/scale.md)"),
        ok("u14p_dask_mixed_inputs_new_folder", "rankagg fuse --backend dask --method rrf of 6 runs (gz, CRLF, a "
           "BOM, one not grouped) -o out/nightly/fused.run.gz (folders not there yet): the decompressed output is "
           "the local run's bytes",
           six + "paths = [put(f'r{i}.run' + ('.gz' if i % 2 else ''), t, r, gz=bool(i % 2), eol='\\r\\n' if i < 3 else '\\n', bom=i == 4, shuffle=9 if i == 5 else None) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'local.run')\n"
           "b = cli('fuse', *paths, '--method', 'rrf', '--backend', 'dask', '-o', 'out/nightly/fused.run.gz')\n"
           "say(ran(a) or ran(b) or ('' if gzip.decompress(Path('out/nightly/fused.run.gz').read_bytes()) == Path('local.run').read_bytes() else 'dask wrote other bytes'))",
           "accepted: the Dask output is the local one byte for byte (docs/scale.md)", timeout=180),
        ok("u14p_dask_readonly_output", "rankagg fuse --backend dask -o ro/fused.run with ro/ read-only: exit 2 "
           "naming ro/fused.run, nothing in ro/, no rankagg temporary folder left in TMPDIR",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\nos.mkdir('tmp')\nfreeze('ro')\n"
           "try:\n    b = cli('fuse', *paths, '--method', 'rrf', '--backend', 'dask', '-o', 'ro/fused.run', env={'TMPDIR': os.path.abspath('tmp')})\n"
           "finally:\n    left = os.listdir('ro'); thaw('ro')\n"
           "say(refused(b, 'ro/fused.run') or (f'left in ro: {left}' if left else '') or ('left in TMPDIR: ' + str(os.listdir('tmp')) if [p for p in os.listdir('tmp') if p.startswith('rankagg')] else ''))",
           "refused: a write error names the output (docs/reliability.md)", timeout=180),
        # ---------------------------------------------------------------- standard output and pipes
        ok("u14p_stdout_into_gzip", "set -o pipefail; rankagg fuse ... -o - | gzip -n > f.gz: the pipeline exits 0 "
           "and zcat f.gz is the bytes of -o f.run",
           "runs = gen(10, 50, 60, seed=17)\npaths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'f.run')\n"
           "b = sh(f'set -o pipefail; {PY} -m rankagg.cli fuse {\" \".join(paths)} --method rrf -o - | gzip -n > f.gz')\n"
           "say(ran(a) or ran(b) or ('' if gzip.decompress(Path('f.gz').read_bytes()) == Path('f.run').read_bytes() else 'the piped output differs'))",
           "accepted: '-' is standard output (docs/reliability.md)"),
        ok("u14p_explain_stdout_head_no_half_run", "rankagg fuse big runs --explain - -o out.run | head -n 1: the "
           "reader of the explanations leaves after one line; the command ends quietly (status 141, no traceback) "
           "and out.run is not left half-written (absent, or the complete run of the same job)",
           "runs = gen(8, 300, 100, seed=18)\npaths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "ref = cli('fuse', *paths, '--method', 'rrf', '-o', 'full.run')\n"
           "b = sh(f'{PY} -m rankagg.cli fuse {\" \".join(paths)} --method rrf --explain - -o out.run | head -n 1; echo \"${{PIPESTATUS[0]}}\" > status')\n"
           "st = Path('status').read_text().strip(); err = b.stderr.decode()\n"
           "problem = ran(ref) or ('traceback: ' + err[-300:] if 'Traceback' in err else '') or ('' if st in ('0', '141') else f'exit {st}: {err[-300:]}')\n"
           "if not problem and Path('out.run').exists():\n"
           "    problem = '' if Path('out.run').read_bytes() == Path('full.run').read_bytes() else f'out.run half-written ({Path(\"out.run\").stat().st_size} of {Path(\"full.run\").stat().st_size} bytes), exit {st}'\n"
           "if not problem and st == '0' and Path('out.run').exists() is False:\n    problem = 'exit 0 and no out.run'\n"
           "say(problem)", "accepted: a reader that leaves ends the job; nothing is written half", timeout=120),
        ok("u14p_stdout_head_ok_other_file", "rankagg fuse ... -o - --explain e.jsonl | head -n 2: status 141 or 0, "
           "and e.jsonl is either absent or the complete explanation of the job (no half file)",
           "runs = gen(8, 300, 100, seed=19)\npaths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "ref = cli('fuse', *paths, '--method', 'rrf', '--explain', 'full.jsonl', '-o', 'x.run')\n"
           "b = sh(f'{PY} -m rankagg.cli fuse {\" \".join(paths)} --method rrf --explain e.jsonl -o - | head -n 2; echo \"${{PIPESTATUS[0]}}\" > status')\n"
           "st = Path('status').read_text().strip(); err = b.stderr.decode()\n"
           "problem = ran(ref) or ('traceback: ' + err[-300:] if 'Traceback' in err else '') or ('' if st in ('0', '141') else f'exit {st}: {err[-300:]}')\n"
           "if not problem and Path('e.jsonl').exists():\n"
           "    problem = '' if Path('e.jsonl').read_bytes() == Path('full.jsonl').read_bytes() else f'e.jsonl half-written ({Path(\"e.jsonl\").stat().st_size} of {Path(\"full.jsonl\").stat().st_size} bytes), exit {st}'\n"
           "say(problem)", "accepted: nothing is written half", timeout=120),
        # ---------------------------------------------------------------- read-only and missing folders
        ok("u14p_readonly_output_folder", "rankagg fuse -o ro/fused.run with ro/ read-only (a mount the job may not "
           "write): exit 2 naming ro/fused.run, nothing left in ro/",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\nfreeze('ro')\n"
           "try:\n    b = cli('fuse', *paths, '--method', 'rrf', '-o', 'ro/fused.run')\nfinally:\n    left = os.listdir('ro'); thaw('ro')\n"
           "say(refused(b, 'ro/fused.run') or (f'left in ro: {left}' if left else ''))",
           "refused: a write error names the output"),
        ok("u14p_readonly_explain_folder", "rankagg fuse --explain ro/e.jsonl -o ok.run with ro/ read-only: exit 2 "
           "naming ro/e.jsonl, and ok.run not written either (a job fails whole, not half)",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\nfreeze('ro')\n"
           "try:\n    b = cli('fuse', *paths, '--method', 'rrf', '--explain', 'ro/e.jsonl', '-o', 'ok.run')\nfinally:\n    left = os.listdir('ro'); thaw('ro')\n"
           "say(refused(b, 'ro/e.jsonl') or (f'left in ro: {left}' if left else '') or ('ok.run written by a failed job' if Path('ok.run').exists() else ''))",
           "refused: nothing is written half"),
        ok("u14p_readonly_parquet_output", "rankagg fuse -o ro/fused.parquet with ro/ read-only: exit 2 naming "
           "ro/fused.parquet, nothing left in ro/",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\nfreeze('ro')\n"
           "try:\n    b = cli('fuse', *paths, '--method', 'rrf', '-o', 'ro/fused.parquet')\nfinally:\n    left = os.listdir('ro'); thaw('ro')\n"
           "say(refused(b, 'ro/fused.parquet') or (f'left in ro: {left}' if left else ''))",
           "refused: a write error names the output"),
        ok("u14p_readonly_parent_missing_child", "rankagg fuse -o ro/2026-12-01/fused.run: the dated folder does not "
           "exist and cannot be created under the read-only ro/: exit 2 naming ro/2026-12-01 (or the output), "
           "no traceback",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\nfreeze('ro')\n"
           "try:\n    b = cli('fuse', *paths, '--method', 'rrf', '-o', 'ro/2026-12-01/fused.run')\nfinally:\n    left = os.listdir('ro'); thaw('ro')\n"
           "say(refused(b, 'ro/2026-12-01') or (f'left in ro: {left}' if left else ''))",
           "refused: the folder cannot be made"),
        # ---------------------------------------------------------------- exit statuses, memory, large inputs
        ok("u14p_large_bad_line_deep_in_gz", "12 gzipped runs of 50,000 lines; the 9th has 5 fields at line "
           "40,001: exit 2 naming r8.run.gz and line 40001, no output file",
           "runs = gen(12, 500, 100, seed=20)\npaths = [put(f'r{i}.run.gz', t, r, gz=True) for i, (t, r) in enumerate(runs)]\n"
           "lines = gzip.decompress(Path('r8.run.gz').read_bytes()).split(b'\\n')\nf = lines[40000].split()\n"
           "lines[40000] = b' '.join(f[:5])\nPath('r8.run.gz').write_bytes(gzip.compress(b'\\n'.join(lines), compresslevel=1, mtime=0))\n"
           "b = cli('fuse', *paths, '--method', 'rrf', '-o', 'o.run')\n"
           "say(refused(b, 'r8.run.gz', '40001') or ('o.run written' if Path('o.run').exists() else ''))",
           "refused: trec_eval fails on a line of 5 fields"),
        ok("u14p_large_600k_lines_trec_eval", "12 gzipped runs x 500 topics x 100 documents (600,000 lines), fuse "
           "--method rrf --depth 50: the formula's order and scores per topic, and trec_eval's map and P@10 per "
           "topic equal those of the formula's ranking",
           "runs = gen(12, 500, 100, seed=21, pool=150)\npaths = [put(f'r{i}.run.gz', t, r, gz=True) for i, (t, r) in enumerate(runs)]\n"
           "r = cli('fuse', *paths, '--method', 'rrf', '--depth', '50', '-o', 'fused.run')\nref = rrf(runs)\n"
           "problem = ran(r) or check_run('fused.run', ref, depth=50)\n"
           "if not problem:\n    qrels_for(runs, 'q.txt'); write_ref(ref, 'ref.run', depth=50)\n"
           "    a, b = te('fused.run', 'q.txt', ('map', 'P.10')), te('ref.run', 'q.txt', ('map', 'P.10'))\n"
           "    problem = '' if a == b else 'trec_eval differs'\n"
           "say(problem)", "accepted: RRF", timeout=180),
        ok("u14p_memory_limit_small_stream", "RANKAGG_MEMORY_LIMIT_GB=0.03 (30 MB) on 8 runs of 40,000 lines "
           "(about 13 MB of text): the output of the job without the limit (streamed within it), or exit 2 naming "
           "RANKAGG_MEMORY_LIMIT_GB; never a MemoryError or a crash",
           "runs = gen(8, 400, 100, seed=22)\npaths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'a.out')\n"
           "b = cli('fuse', *paths, '--method', 'rrf', '-o', 'b.out', env={'RANKAGG_MEMORY_LIMIT_GB': '0.03'})\n"
           "if b.returncode == 0:\n    say(ran(a) or ran(b) or ('' if md5('a.out') == md5('b.out') else 'the output under the limit differs'))\n"
           "else:\n    say(refused(b, 'RANKAGG_MEMORY_LIMIT_GB') or ('b.out written' if Path('b.out').exists() else ''))",
           "accepted: within the limit, or refused naming it", timeout=120),
        # ---------------------------------------------------------------- more of the day
        ok("u14p_summary_line_counts", "the one-line summary a scheduler's log parser reads (runs, topics, documents, "
           "shortest and longest list) for 9 runs of ragged depth (3 to 40 per topic, some topics missing from some "
           "runs): each count equals the brute-force count over the files",
           "rng = random.Random(30)\nruns = []\nfor r in range(9):\n    run = {}\n"
           "    for q in range(1, 16):\n        if rng.random() < 0.2:\n            continue\n"
           "        run[str(q)] = {f'D{q}-{d}': round(rng.uniform(0, 10), 1) for d in rng.sample(range(60), rng.randint(3, 40))}\n"
           "    runs.append((f'sys{r}', run))\npaths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "r = cli('fuse', *paths, '--method', 'rrf', '-o', 'o.run')\nerr = r.stderr.decode()\n"
           "import re as _re\nline = next((l for l in err.splitlines() if 'read' in l and 'runs' in l), '')\n"
           "nums = [int(x.replace(',', '')) for x in _re.findall(r'\\d[\\d,]*', line.split(']', 1)[-1])]\n"
           "lens = [len(l) for _, run in runs for l in run.values()]\n"
           "want = [9, len({q for _, run in runs for q in run}), len({(q, d) for _, run in runs for q, l in run.items() for d in l})]\n"
           "per_q = max(len({d for _, run in runs for d in run.get(q, {})}) for q in {q for _, run in runs for q in run})\n"
           "say(ran(r) or ('' if nums[:3] == want and min(lens) in nums[3:] and max(lens) in nums[3:] else f'summary {line!r}; by hand: {want}, lists {min(lens)} to {max(lens)}, up to {per_q} per query'))",
           "accepted: docs/conventions.md's summary (runs, topics, documents, shortest and longest list)"),
        ok("u14p_output_hardlinked_archive", "-o fused.run where last night's fused.run is also hard-linked as "
           "archive/2026-11-30.run (a snapshot rotation, as rsnapshot does): tonight's fused.run is the new run, and "
           "the archive keeps last night's bytes",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\nPath('fused.run').write_text('1 Q0 old 1 1.0 lastnight\\n')\n"
           "os.mkdir('archive'); os.link('fused.run', 'archive/2026-11-30.run')\n"
           "r = cli('fuse', *paths, '--method', 'rrf', '-o', 'fused.run')\n"
           "say(ran(r) or check_run('fused.run', rrf(runs)) or ('' if Path('archive/2026-11-30.run').read_text() == '1 Q0 old 1 1.0 lastnight\\n' else 'the archived snapshot was overwritten'))",
           "accepted: an output is written through a new file and renamed (docs/reliability.md)"),
        ok("u14p_input_uppercase_gz_name", "runs fetched from a Windows share as R0.RUN.GZ, R1.RUN.GZ (gzip content, "
           "upper-case names): read as gzip; the output is the plain files' bytes",
           six + "p = [put(f'R{i}.RUN.GZ', t, r, gz=True) for i, (t, r) in enumerate(runs)]\nq = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *p, '--method', 'rrf', '-o', 'a.out')\nb = cli('fuse', *q, '--method', 'rrf', '-o', 'b.out')\n"
           "say(ran(a) or ran(b) or ('' if md5('a.out') == md5('b.out') else 'the .GZ files were read otherwise'))",
           "accepted: gzip is known by its content (docs: plain or gzip)"),
        ok("u14p_aggregate_parquet_out_run_name", "aggregate_parquet('rrf', 'ds', 'fused.run'): a name that says TREC "
           "run; what is written there must be what the name says (a TREC run trec_eval reads in the file's order, "
           "each topic in the formula's order; the score column is the consensus score), "
           "or the name is refused naming it; never Parquet bytes under a .run name",
           "from rankagg.io.parquet_writer import trec_runs_to_parquet\nfrom rankagg.backends.streaming import aggregate_parquet\n" + six +
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\ntrec_runs_to_parquet(paths, 'ds')\n"
           "try:\n    aggregate_parquet('rrf', 'ds', 'fused.run')\nexcept (ValueError, OSError) as exc:\n"
           "    say('' if 'fused.run' in str(exc) else f'refused without naming it: {exc}')\nelse:\n"
           "    head = Path('fused.run').read_bytes()[:4]\n"
           "    out, bad = read_run('fused.run')\n    ref = rrf(runs)\n"
           "    wrong = [q for q in ref if [d for d, _ in out.get(q, [])] != house(*ref[q])]\n"
           "    say('Parquet bytes written under fused.run' if head == b'PAR1' else bad or (f'topics {wrong[:4]} not in the formula order' if wrong else ''))",
           "accepted: a TREC run under a TREC name, or a refusal"),
        ok("u14p_trec_runs_to_parquet_mixed_inputs", "trec_runs_to_parquet of 8 runs as other systems hand them over "
           "(gz, CRLF, a BOM, lines not grouped by topic), then rankagg fuse FOLDER --method rrf: each topic as the "
           "RRF formula over the runs",
           "from rankagg.io.parquet_writer import trec_runs_to_parquet\nruns = gen(8, 12, 30, seed=31)\n"
           "paths = [put(f'r{i}.run' + ('.gz' if i % 2 else ''), t, r, gz=bool(i % 2), eol='\\r\\n' if i % 3 == 0 else '\\n', bom=i == 4, shuffle=i if i > 5 else None) for i, (t, r) in enumerate(runs)]\n"
           "trec_runs_to_parquet(paths, 'ds')\nr = cli('fuse', 'ds', '--method', 'rrf', '-o', 'o.run')\n"
           "say(ran(r) or check_run('o.run', rrf(runs)))", "accepted: the folder fuses to the files' lines (docs/scale.md)"),
        ok("u14p_dask_bad_line_names_file_line", "rankagg fuse --backend dask of 6 gzipped runs of 30,000 lines, the 4th "
           "with a score 'n/a' at line 20,001: exit 2 naming r3.run.gz and line 20001 (docs/scale.md: an input error "
           "names the file and line, as locally), no output, no rankagg folder left in TMPDIR",
           "runs = gen(6, 300, 100, seed=32)\npaths = [put(f'r{i}.run.gz', t, r, gz=True) for i, (t, r) in enumerate(runs)]\n"
           "lines = gzip.decompress(Path('r3.run.gz').read_bytes()).split(b'\\n')\nf = lines[20000].split()\nf[4] = b'n/a'\n"
           "lines[20000] = b' '.join(f)\nPath('r3.run.gz').write_bytes(gzip.compress(b'\\n'.join(lines), compresslevel=1, mtime=0))\n"
           "os.mkdir('tmp')\nb = cli('fuse', *paths, '--method', 'rrf', '--backend', 'dask', '-o', 'o.run', env={'TMPDIR': os.path.abspath('tmp')})\n"
           "left = [p for p in os.listdir('tmp') if p.startswith('rankagg')]\n"
           "say(refused(b, 'r3.run.gz', '20001') or ('o.run written' if Path('o.run').exists() else '') or (f'left in TMPDIR: {left}' if left else ''))",
           "refused: trec_eval fails on a score that is no number", timeout=180),
        ok("u14p_weights_file_gz", "a weights file kept gzipped with the job's config (w.txt.gz: 'sys1 2', 'sys4 0.5'): "
           "read as gzip, as every text input (the weights reach sys1 and sys4: the weighted RRF formula), or "
           "refused naming w.txt.gz",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "Path('w.txt.gz').write_bytes(gzip.compress(b'sys1 2\\nsys4 0.5\\n', mtime=0))\n"
           "r = cli('fuse', *paths, '--method', 'rrf', '--weights', 'w.txt.gz', '-o', 'o.run')\n"
           "say(check_run('o.run', rrf(runs, w={'sys1': 2.0, 'sys4': 0.5})) if r.returncode == 0 else refused(r, 'w.txt.gz'))",
           "accepted: one text opener for every file read (gzip, BOM)"),
        ok("u14p_rerun_parquet_output_in_glob", "rankagg fuse runs/* --method rrf -o runs/fused.parquet, run twice: the "
           "second run's glob holds last night's fused table beside the TREC runs; it is left out (a fused run is never "
           "read back: the same bytes) or the command refuses naming runs/fused.parquet; never fuses it as a run",
           six + "[put(f'runs/r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "glob = lambda: sorted(str(p) for p in Path('runs').iterdir())\n"
           "a = cli('fuse', *glob(), '--method', 'rrf', '-o', 'runs/fused.parquet')\n"
           "first = Path('runs/fused.parquet').read_bytes() if Path('runs/fused.parquet').exists() else None\n"
           "b = cli('fuse', *glob(), '--method', 'rrf', '-o', 'runs/fused.parquet')\n"
           "if a.returncode:\n    say(refused(a, 'fused.parquet'))\nelif b.returncode == 0:\n"
           "    say('' if Path('runs/fused.parquet').read_bytes() == first else 'the second run fused its own output')\n"
           "else:\n    say(refused(b, 'fused.parquet') or ('' if Path('runs/fused.parquet').read_bytes() == first else 'the refusal changed the output'))",
           "accepted: the same bytes, or a refusal naming the output"),
        ok("u14p_stream_ungrouped_bad_line", "fuse_files(stream=True) of 5 runs, the 3rd not grouped by topic (the "
           "external partition) with 5 fields at line 20,001: refused naming r2.run and line 20001, as the in-memory "
           "path does, no output",
           "from rankagg.api import fuse_files\nruns = gen(5, 300, 100, seed=33)\n"
           "paths = [put(f'r{i}.run', t, r, shuffle=7 if i == 2 else None) for i, (t, r) in enumerate(runs)]\n"
           "lines = Path('r2.run').read_text().split('\\n')\nlines[20000] = ' '.join(lines[20000].split()[:5])\nPath('r2.run').write_text('\\n'.join(lines))\n"
           "try:\n    fuse_files(paths, 'o.run', method='rrf', stream=True)\nexcept (ValueError, OSError) as exc:\n"
           "    m = str(exc)\n    say(('' if 'r2.run' in m and '20001' in m else f'refused without naming r2.run:20001: {m}') or ('o.run written' if Path('o.run').exists() else ''))\n"
           "else:\n    say('accepted a line of 5 fields')",
           "refused: trec_eval fails on a line of 5 fields"),
        ok("u14p_dask_stdout", "rankagg fuse --backend dask --method rrf -o - (the job's output into a pipe): standard "
           "output holds the local run's bytes, or '-' is refused naming it before any work",
           six + "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "a = cli('fuse', *paths, '--method', 'rrf', '-o', 'local.run')\nb = cli('fuse', *paths, '--method', 'rrf', '--backend', 'dask', '-o', '-')\n"
           "say(ran(a) or ((('' if b.stdout == Path('local.run').read_bytes() else 'dask wrote other bytes on standard output')) if b.returncode == 0 else refused(b, \"'-'\")))",
           "accepted: the same bytes, or a refusal naming '-'", timeout=180),
        ok("u14p_aggregate_parquet_query_in_two_parts", "aggregate_parquet('rrf', 'split', 'o.parquet') of a plain Parquet "
           "folder (qid, docid, rank:<run>, score:<run>) whose topic 1 is in part-00000 and again in part-00002 (a "
           "re-run appended a late partition): topic 1 is aggregated whole (the formula's order over all its "
           "documents, one score each) or the folder is refused naming the topic or the part",
           "import pyarrow.parquet as pq, pyarrow.compute as pc\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\n"
           "from rankagg.backends.streaming import aggregate_parquet\nruns = gen(4, 3, 20, seed=34)\n"
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\ntrec_runs_to_parquet(paths, 'ds')\n"
           "t = pq.read_table('ds')\nq = pc.cast(t['qid'], 'string')\none = t.filter(pc.equal(q, '1'))\nh = one.num_rows // 2\n"
           "os.mkdir('split')\npq.write_table(one.slice(0, h), 'split/part-00000.parquet')\n"
           "pq.write_table(t.filter(pc.not_equal(q, '1')), 'split/part-00001.parquet')\npq.write_table(one.slice(h), 'split/part-00002.parquet')\n"
           "try:\n    aggregate_parquet('rrf', 'split', 'o.parquet')\nexcept (ValueError, OSError) as exc:\n"
           "    m = str(exc)\n    say('' if 'part-0000' in m or \"'1'\" in m or 'query 1' in m or 'qid 1' in m else f'refused without naming the part or the topic: {m}')\n"
           "else:\n    ref = rrf(runs)\n    rows = pq.read_table('o.parquet').to_pylist()\n    by, seen = {}, []\n"
           "    for r in rows:\n        k = (str(r['qid']), str(r['docid']))\n        seen.append(k)\n        by.setdefault(k[0], {})[k[1]] = r['score']\n"
           "    bad = [x for x in ref if ranked(by.get(x, {})) != house(*ref[x]) or len(set(by[x].values())) != len(by[x])]\n"
           "    say(('a document given twice' if len(seen) != len(set(seen)) else '') or (f'topics {bad}: {ranked(by[bad[0]])[:6]} where the formula gives {house(*ref[bad[0]])[:6]}' if bad else ''))",
           "accepted: the topic whole, or a refusal naming it"),
        ok("u14p_memory_limit_fuse_measured", "RANKAGG_MEMORY_LIMIT_GB=0.1 on a fuse of 10 runs x 1000 topics x 100 "
           "documents (1,000,000 lines, 45 MB of text): the job answers within the limit (its peak RSS at most 2 x 100 MB "
           "above the same job on 5 of the topics) with the bytes of the job without the limit, or refuses naming "
           "RANKAGG_MEMORY_LIMIT_GB",
           "runs = gen(10, 1000, 100, seed=35, pool=200)\npaths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "tiny = [put(f't{i}.run', t, {q: r[q] for q in list(r)[:5]}) for i, (t, r) in enumerate(runs)]\n"
           "env = {'RANKAGG_MEMORY_LIMIT_GB': '0.1'}\n"
           "small = peak(['-m', 'rankagg.cli', 'fuse', *tiny, '--method', 'rrf', '-o', 't.out'], env)\n"
           "big = peak(['-m', 'rankagg.cli', 'fuse', *paths, '--method', 'rrf', '-o', 'b.out'], env)\n"
           "problem = within(0.1, big, small, 'fuse')\n"
           "if not problem and big[0] == 0:\n    a = cli('fuse', *paths, '--method', 'rrf', '-o', 'a.out')\n"
           "    problem = ran(a) or ('' if md5('a.out') == md5('b.out') else 'the output under the limit differs')\n"
           "say(problem)", "accepted: within the limit, or refused naming it (issue 45: limits before allocation)", timeout=180),
        ok("u14p_memory_limit_runs_to_parquet_measured", "RANKAGG_MEMORY_LIMIT_GB=0.1 on trec_runs_to_parquet of 10 "
           "runs x 600 topics x 100 documents (600,000 lines): within the limit (peak at most 2 x 100 MB above the same "
           "call on 5 of the topics), or refused naming RANKAGG_MEMORY_LIMIT_GB",
           "runs = gen(10, 600, 100, seed=36, pool=200)\npaths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "tiny = [put(f't{i}.run', t, {q: r[q] for q in list(r)[:5]}) for i, (t, r) in enumerate(runs)]\n"
           "env = {'RANKAGG_MEMORY_LIMIT_GB': '0.1'}\n"
           "code = 'import sys\\nfrom rankagg.io.parquet_writer import trec_runs_to_parquet\\ntry:\\n    trec_runs_to_parquet(sys.argv[2:], sys.argv[1])\\nexcept (ValueError, OSError) as exc:\\n    print(\"error:\", exc, file=sys.stderr); sys.exit(2)'\n"
           "small = peak(['-c', code, 'tds', *tiny], env)\nbig = peak(['-c', code, 'ds', *paths], env)\n"
           "say(within(0.1, big, small, 'trec_runs_to_parquet'))",
           "accepted: within the limit, or refused naming it (issue 45: limits before allocation)", timeout=180),
        ok("u14p_memory_limit_aggregate_global_measured", "RANKAGG_MEMORY_LIMIT_GB=0.1 on aggregate_parquet('own_items', "
           "ds, 'o.parquet') of a 600-topic dataset of 10 runs (own_items learns from every query, so it is given the "
           "whole dataset): within the limit (peak at most 2 x 100 MB above the same call on a 5-topic dataset), or "
           "refused naming RANKAGG_MEMORY_LIMIT_GB",
           "from rankagg.io.parquet_writer import trec_runs_to_parquet\nruns = gen(10, 600, 100, seed=37, pool=200)\n"
           "paths = [put(f'r{i}.run', t, r) for i, (t, r) in enumerate(runs)]\n"
           "tiny = [put(f't{i}.run', t, {q: r[q] for q in list(r)[:5]}) for i, (t, r) in enumerate(runs)]\n"
           "trec_runs_to_parquet(paths, 'ds'); trec_runs_to_parquet(tiny, 'tds')\nenv = {'RANKAGG_MEMORY_LIMIT_GB': '0.1'}\n"
           "code = 'import sys\\nfrom rankagg.backends.streaming import aggregate_parquet\\ntry:\\n    aggregate_parquet(\"own_items\", sys.argv[1], sys.argv[2])\\nexcept (ValueError, OSError) as exc:\\n    print(\"error:\", exc, file=sys.stderr); sys.exit(2)'\n"
           "small = peak(['-c', code, 'tds', 't.parquet'], env)\nbig = peak(['-c', code, 'ds', 'o.parquet'], env)\n"
           "say(within(0.1, big, small, 'aggregate_parquet'))",
           "accepted: within the limit, or refused naming it (issue 45: limits before allocation)", timeout=180),
    ]
