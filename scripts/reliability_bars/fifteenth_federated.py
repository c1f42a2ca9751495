"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, a federated / distributed search engineer's day (its
cases, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's."""

from __future__ import annotations

import gzip
import random
import signal  # noqa: F401  (a case's signal names)
from pathlib import Path

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401
from .references import reference_namespace


FIFTEENTH_FEDERATED = "45 Unseen inputs: a fifteenth bar, a federated search engineer's result merging"

# The engineer's references, independent of rankagg's code.  One source, run in the matrix (the CLI cases' checks)
# and in each API case's process: ``read_run`` reads TREC text as trec_eval does (plain or gzip, every member of a
# concatenated gzip, as ``gzip -dc`` does); ``ranked`` orders a list by trec_eval's rule (score descending, then
# docid descending as bytes: docs/conventions.md); ``norm`` is each list's normalisation as the docs and ranx state
# it (minmax: (s - min) / (max - min), a list of equal scores gives 1; zscore: (s - mean) / population sd, ranx's
# zmuv; sum: (s - min) / sum(s - min), ranx's sum, equal scores 1 / n: docs/conventions.md names these as the only
# places rankagg differs from ranx); ``fuse_ref`` is RRF (sum w / (k + r), r from 1: Cormack et al. 2009) or
# CombSUM / CombMNZ / CombMAX of the normalised scores (Fox & Shaw 1994; MNZ multiplies by the lists that
# returned the document); ``house`` is docs/conventions.md's tie rule (equal within 2^-40 relative: more lists
# that returned the document, then its best local rank, then the smaller docid); ``check_written`` reads a written
# run, requires its line order per query to be the reference's and trec_eval's reading order (score descending,
# docid descending) to be the file's, and the scores to be the reference's (to 1e-6 relative: tied lines are
# nudged by float32 steps); ``trec_measures`` is pytrec_eval.
_REF = r'''
import functools, gzip, json, math, os, sys
import rankagg
TOL = 2.0 ** -40
def read_run(path):
    op = gzip.open if str(path).endswith('.gz') else open
    runs = {}
    with op(path, 'rt', encoding='utf-8') as f:
        for line in f:
            p = line.split()
            if not p:
                continue
            q = runs.setdefault(p[0], {})
            if p[2] in q:
                raise AssertionError(f'duplicate {p[2]} in {path}')
            q[p[2]] = float(p[4])
    return runs
def ranked(lst):
    by = sorted(lst.items(), key=lambda kv: str(kv[0]).encode(), reverse=True)
    return [d for d, _ in sorted(by, key=lambda kv: -kv[1])]
def norm(lst, how):
    ids = ranked(lst)
    s = [float(lst[d]) for d in ids]
    n = len(s)
    lo, hi = min(s), max(s)
    if how == 'none':
        v = s
    elif how == 'minmax':
        v = [1.0] * n if hi == lo else [(x - lo) / (hi - lo) for x in s]
    elif how == 'zscore':
        m = sum(s) / n
        sd = math.sqrt(sum((x - m) ** 2 for x in s) / n)
        v = [(x - m) / sd for x in s]
    elif how == 'sum':
        t = sum(x - lo for x in s)
        v = [1.0 / n] * n if t == 0 else [(x - lo) / t for x in s]
    else:
        raise ValueError(how)
    return dict(zip(ids, v))
def fuse_ref(lists, method='rrf', k=60.0, w=None, how='minmax', window=None):
    sc, cnt, best = {}, {}, {}
    for name, l in lists.items():
        if not l:
            continue
        ids = ranked(l)
        if window is not None:
            ids = ids[:window]
            l = {d: l[d] for d in ids}
        ww = 1.0 if w is None else w.get(name, 1.0)
        val = {d: 1.0 / (k + r) for r, d in enumerate(ids, 1)} if method == 'rrf' else norm(l, how)
        for r, d in enumerate(ids, 1):
            if method == 'combmax':
                sc[d] = max(sc.get(d, -math.inf), ww * val[d])
            else:
                sc[d] = sc.get(d, 0.0) + ww * val[d]
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, r), r)
    if method == 'combmnz':
        sc = {d: v * cnt[d] for d, v in sc.items()}
    return sc, cnt, best
def house(ref):
    # scores descending; a run of scores each within TOL of the one before is a tie group, ordered by more lists,
    # then the best local rank, then the smaller docid as text (integer docids as their decimals)
    sc, cnt, best = ref
    out, group = [], []
    for d in sorted(sc, key=lambda d: -sc[d]):
        if group and abs(sc[group[-1]] - sc[d]) > TOL * max(abs(sc[group[-1]]), abs(sc[d])):
            out += sorted(group, key=lambda e: (-cnt[e], best[e], str(e).encode()))
            group = []
        group.append(d)
    return out + sorted(group, key=lambda e: (-cnt[e], best[e], str(e).encode()))
def per_query(runs, qids=None):
    # runs: name -> {q: {d: s}} -> q -> name -> {d: s}
    out = {}
    for name, run in runs.items():
        for q, docs in run.items():
            out.setdefault(q, {})[name] = docs
    return out
def file_lines(path):
    op = gzip.open if str(path).endswith('.gz') else open
    rows = {}
    order = []
    with op(path, 'rt', encoding='utf-8') as f:
        for line in f:
            p = line.split()
            if len(p) != 6:
                raise AssertionError(f'{len(p)} fields: {line!r}')
            if p[0] not in rows:
                order.append(p[0])
            rows.setdefault(p[0], []).append((p[2], float(p[4])))
    return order, rows
def check_written(path, refs, depth=None, qorder=None):
    # refs: q -> (sc, cnt, best); returns '' when right, else what differs
    order, rows = file_lines(path)
    if set(order) != {q for q, r in refs.items() if r[0]}:
        return f'queries {order} where the reference has {sorted(refs)}'
    if qorder is not None and order != qorder:
        return f'query order {order} where {qorder} is first appearance'
    for q, ref in refs.items():
        if not ref[0]:
            continue
        want = house(ref)[:depth]
        got = [d for d, _ in rows[q]]
        if got != want:
            return f'{q}: {got} where the formula gives {want}'
        trec = [d for d, _ in sorted(rows[q], key=lambda r: (-r[1], tuple(-b for b in r[0].encode()) + (1,)))]
        if trec != got:
            return f'{q}: trec_eval reads {trec}, the file holds {got}'
        for d, s in rows[q]:
            if abs(s - ref[0][d]) > 1e-6 * max(1.0, abs(ref[0][d])):
                return f'{q} {d}: score {s} where the formula gives {ref[0][d]}'
    return ''
def same_order(got, ref, depth=None, tol=1e-12):
    # got: [(docid, score)] best first
    want = house(ref)[:depth]
    ids = [d for d, _ in got]
    if ids != want:
        return f'{ids} where the formula gives {want}'
    for d, s in got:
        if abs(s - ref[0][d]) > tol * max(1.0, abs(ref[0][d])):
            return f'{d}: {s!r} where the formula gives {ref[0][d]!r}'
    return ''
def trec_measures(run, qrels, measures):
    import pytrec_eval
    ev = pytrec_eval.RelevanceEvaluator(qrels, set(measures))
    return ev.evaluate({q: {str(d): float(s) for d, s in docs.items()} for q, docs in run.items() if docs})
def say(problem):
    print('differs: ' + problem if problem else 'same')
def read_qrels(path):
    qrels = {}
    for line in open(path):
        q, _, d, g = line.split()
        qrels.setdefault(q, {})[d] = int(g)
    return qrels
def json_floats(o, vals=None):
    vals = [] if vals is None else vals
    if isinstance(o, dict):
        for v in o.values():
            json_floats(v, vals)
    elif isinstance(o, list):
        for v in o:
            json_floats(v, vals)
    elif isinstance(o, float):
        vals.append(o)
    return vals
'''
_NS = reference_namespace(_REF, "<fifteenth_federated reference>")


# ------------------------------------------------------------------------------------------------ the shard data
def _shards(seed: int = 15, n_shards: int = 3, queries=("q1", "q2", "q3"), replicas: int = 0):
    """Per shard ``{q: {docid: score}}``: disjoint docids (a global id space split by shard), each shard's BM25 on
    its own scale (its own collection statistics: shard 0 in 8-24, shard 1 in 2-9, shard 2 in 20-55), 3 to 8 hits
    a query (fewer than asked); ``replicas`` documents of shard 0 also on shard 1 with another score."""
    rnd = random.Random(seed)
    scales = [(8.0, 24.0), (2.0, 9.0), (20.0, 55.0), (-14.0, -3.0)]
    shards = []
    for s in range(n_shards):
        lo, hi = scales[s]
        run = {}
        for qi, q in enumerate(queries):
            n = rnd.randint(3, 8)
            ids = rnd.sample(range(100), n)
            run[q] = {f"doc{s}{i:02d}": round(rnd.uniform(lo, hi), 4) for i in ids}
        shards.append(run)
    if replicas:
        for q in queries:
            for d in list(shards[0][q])[:replicas]:
                shards[1][q][d] = round(rnd.uniform(*scales[1]), 4)
    return shards


def _dense(shards, seed: int = 16, queries=("q1", "q2", "q3")):
    """An unsharded dense retriever over a sample of every shard's documents, cosine scores in 0.2-0.95."""
    rnd = random.Random(seed)
    run = {}
    for q in queries:
        pool = sorted({d for sh in shards for d in sh.get(q, {})})
        pick = rnd.sample(pool, max(1, len(pool) // 2))
        run[q] = {d: round(rnd.uniform(0.2, 0.95), 4) for d in pick}
    return run


def _text(run, tag, ranks: str = "local") -> str:
    """TREC lines, each query's lines best first with ranks from 1 (a shard's own ranks)."""
    out = []
    for q, docs in run.items():
        for r, d in enumerate(_NS["ranked"](docs), 1):
            out.append(f"{q} Q0 {d} {r} {docs[d]} {tag}\n")
    return "".join(out)


def _gz(text: str) -> bytes:
    return gzip.compress(text.encode(), mtime=0)


def _qrels(runs, seed: int = 17) -> tuple[str, dict]:
    rnd = random.Random(seed)
    q: dict = {}
    for run in runs:
        for qid, docs in run.items():
            for d in sorted(docs):
                q.setdefault(qid, {})[d] = rnd.choice([0, 0, 1, 2])
    text = "".join(f"{qid} 0 {d} {g}\n" for qid, docs in q.items() for d, g in docs.items())
    return text, q


def _read(folder: Path, name: str):
    return _NS["read_run"](folder / name)


def _written(out: str, lists_of, method="rrf", depth=None, qorder=None, **kw):
    """A check: the written run ``out`` against the formula over the lists ``lists_of(folder)`` gives
    (``{name: {q: {docid: score}}}``)."""
    def check(stdout: str, folder: Path) -> bool:
        runs = lists_of(folder)
        refs = {q: _NS["fuse_ref"](lists, method, **kw) for q, lists in _NS["per_query"](runs).items()}
        return _NS["check_written"](folder / out, refs, depth=depth, qorder=qorder) == ""
    return check


def fifteenth_bar_federated_cases() -> list[Case]:
    """Issue 45's fifteenth bar: a federated / distributed search engineer's day.  Each engine's results arrive as
    shard files (one per shard, the same queries in each, disjoint or overlapping docids), BM25 on each shard's own
    scale, a shard that timed out (an empty file, or a query missing), shards that return fewer documents than
    asked, a document twice in a shard, replicas (one document on two shards with other scores), shard files
    concatenated with ``cat`` (gzip members included, each shard's own ranks from 1); the merge by RRF,
    CombSUM / CombMNZ / CombMAX with min-max, z-score and sum normalisation, per-engine and per-shard weights, the
    ``Fuser`` in a service loop, ``Fuser.top``, the streaming, Dask and Parquet paths, and the merged runs
    evaluated.  The right answers: the formulas as the docs and the papers state them, worked by brute force
    (``_REF``), pytrec_eval, and the docs' words about tags, weights, depth, duplicates and ranks."""
    G = FIFTEENTH_FEDERATED
    R = _NS

    cli_ok, cli_bad = command_cases(G, outputs=("out.run",), bad_timeout=120)

    ok, bad = snippet_cases(G, _REF)

    sh = _shards()
    dense = _dense(sh)
    shard_files = {f"bm25.shard{i}.run": _text(s, "bm25") for i, s in enumerate(sh)}
    dense_file = {"dense.run": _text(dense, "dense")}
    four = {**shard_files, **dense_file}
    names4 = [*shard_files, "dense.run"]

    def lists4(folder: Path):
        return {n: _read(folder, n) for n in names4}

    # the three shards concatenated as `cat bm25.shard*.run > bm25.run` gives: each query in three places, each
    # shard's ranks from 1 again
    concat = "".join(shard_files.values())
    n0 = len(shard_files["bm25.shard0.run"].splitlines())

    def bm25_union(folder: Path, name: str = "bm25.run"):
        return {"bm25": _read(folder, name), "dense": _read(folder, "dense.run")}

    rep = _shards(replicas=2)
    rep_files = {f"bm25.shard{i}.run": _text(s, "bm25") for i, s in enumerate(rep)}
    rep_dense = _dense(rep)
    rep_concat = "".join(rep_files.values())
    # the first replica: a document of shard 0 that shard 1 returns too; its line in the concatenation
    rep_doc = list(rep[0]["q1"])[0]
    rep_line = next(i for i, ln in enumerate(rep_concat.splitlines(), 1)
                    if ln.split()[2] == rep_doc and i > len(rep_files["bm25.shard0.run"].splitlines()))

    neg = _shards(seed=23, n_shards=4)  # shard 3: Indri's query likelihood, negative log-probabilities
    neg_files = {f"s{i}.run": _text(s, f"shard{i}") for i, s in enumerate(neg)}

    qrels_text, qrels = _qrels([*sh, dense])

    c: list[Case] = []
    # ------------------------------------------------------------------------------ shard files as the lists
    c.append(cli_ok(
        "u15f_shards_combsum_minmax", "per-shard min-max normalisation merge: combsum(norm=minmax) of three shard "
        "files on scales 8-24, 2-9 and 20-55 and a dense run; each list normalised on its own",
        ["fuse", *names4, "--method", "combsum", "--param", "norm=minmax", "-o", "out.run", "--quiet"], four,
        _written("out.run", lists4, "combsum", how="minmax"), "Fox & Shaw's CombSUM of min-max scores (Lee 1997)"))
    c.append(cli_ok(
        "u15f_shards_combsum_zscore", "z-score merging of shards of unequal length (3-8 hits): "
        "combsum(norm=zscore) is sum (s - mean) / sd per list with the population sd (ranx's zmuv; Montague & "
        "Aslam's ZMUV), values and order",
        ["fuse", *names4, "--method", "combsum(norm='zscore')", "-o", "out.run", "--quiet"], four,
        _written("out.run", lists4, "combsum", how="zscore"),
        "ZMUV as ranx computes it (np.std, ddof 0); docs/conventions.md lists no difference from ranx there"))
    c.append(cli_ok(
        "u15f_shards_sum_norm_negative_indri", "four shards, one an Indri shard whose query-likelihood scores are "
        "negative (-14 to -3): combsum(norm=sum) is (s - min) / sum(s - min) per list (ranx's sum), so the Indri "
        "shard's best document keeps the largest share; a plain s / sum(s) would turn its order upside down",
        ["fuse", *neg_files, "--method", "combsum", "--param", "norm=sum", "-o", "out.run", "--quiet"], neg_files,
        _written("out.run", lambda f: {n: _read(f, n) for n in neg_files}, "combsum", how="sum"),
        "ranx's sum_norm; docs/conventions.md names only the all-equal list as a difference"))
    c.append(cli_ok(
        "u15f_replicas_combmnz_counts_both", "replicated documents: two documents of shard 0 per query also on "
        "shard 1 with another score; combmnz(norm=minmax) multiplies their sum by 2 (two lists returned them)",
        ["fuse", *rep_files, "--method", "combmnz", "--param", "norm=minmax", "-o", "out.run", "--quiet"], rep_files,
        _written("out.run", lambda f: {n: _read(f, n) for n in rep_files}, "combmnz", how="minmax"),
        "CombMNZ: n_d times CombSUM (Fox & Shaw 1994)"))
    c.append(cli_ok(
        "u15f_input_depth_concat_by_score", "--input-depth 3 on the concatenated bm25.run (each query's lines in "
        "three shard blocks, ranks from 1 in each): the bm25 list keeps the three best of the union by score, not "
        "the first three lines nor rank 1 of each shard",
        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "--input-depth", "3", "-o", "out.run", "--quiet"],
        {"bm25.run": concat, **dense_file}, _written("out.run", bm25_union, window=3),
        "docs/conventions.md: --input-depth counts places, and places come from the scores (the rank column is not "
        "read)"))
    c.append(cli_ok(
        "u15f_weights_by_shard_file_name", "--weights bm25.shard1.run=3,dense.run=0.5 (the runs named by file "
        "as the shards' tags repeat): weighted RRF by brute force",
        ["fuse", *names4, "--method", "rrf", "--weights", "bm25.shard1.run=3,dense.run=0.5", "-o", "out.run",
         "--quiet"],
        four, lambda out, f: _written("out.run", lambda g: {"bm25.shard0.run": _read(g, "bm25.shard0.run"),
                                                             "bm25.shard1.run": _read(g, "bm25.shard1.run"),
                                                             "bm25.shard2.run": _read(g, "bm25.shard2.run"),
                                                             "dense.run": _read(g, "dense.run")},
                                      w={"bm25.shard1.run": 3.0, "dense.run": 0.5})(out, f),
        "docs/trec.md: --weights names runs by tag, or by file name when tags repeat"))

    # shard 0's process restarted after q1 and wrote its later lines with another tag
    restarted = "".join(ln if ln.startswith("q1 ") else ln.replace(" bm25\n", " bm25-r2\n")
                        for ln in shard_files["bm25.shard0.run"].splitlines(keepends=True))
    c.append(cli_ok(
        "u15f_tag_changes_inside_shard_file", "shard 0's file changes its tag after q1 (bm25, then bm25-r2: the "
        "process restarted); fused by RRF with shard 1 and the dense run: the file is one list (one ranker a file, "
        "trec_eval ignores the tag column), the formula's run",
        ["fuse", "bm25.shard0.run", "bm25.shard1.run", "dense.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"bm25.shard0.run": restarted, "bm25.shard1.run": shard_files["bm25.shard1.run"], **dense_file},
        _written("out.run", lambda f: {n: _read(f, n) for n in ("bm25.shard0.run", "bm25.shard1.run", "dense.run")}),
        "rankagg fuse --help: TREC run files, one ranker each"))
    # ------------------------------------------------------------------------------ concatenated shards
    c.append(cli_ok(
        "u15f_cat_shards_one_run_rrf", "cat bm25.shard*.run > bm25.run: each query in three places of the file, "
        "each shard's ranks from 1 again; fused by RRF with the dense run: the bm25 list is the union of the shards "
        "ranked by raw score (the rank column is not read)",
        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"bm25.run": concat, **dense_file}, _written("out.run", bm25_union),
        "docs/conventions.md: the rank column is not read, a query may be split over the file as trec_eval reads it"))
    c.append(cli_bad(
        "u15f_cat_shards_trust_rank_repeated_rank", "the concatenated shards with --trust-rank: rank 1 of q1 comes "
        "again at the second shard's first line with another score; refused naming bm25.run and that line",
        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "--trust-rank", "-o", "out.run", "--quiet"],
        {"bm25.run": concat, **dense_file}, f"bm25.run:{n0 + 1}",
        why="docs/conventions.md: --trust-rank takes a repeated rank only on tied scores"))
    c.append(cli_bad(
        "u15f_cat_shards_replica_twice", "cat of shards that hold replicas: a document of q1 on shard 0 and again "
        "on shard 1 (another score) in the one bm25.run; refused naming bm25.run and the second line",
        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"bm25.run": rep_concat, "dense.run": _text(rep_dense, "dense")}, f"bm25.run:{rep_line}",
        why="docs/conventions.md: a document twice in one list is refused with the file and line (trec_eval refuses "
            "duplicate docnos too)"))
    gz_members = b"".join(_gz(t) for t in rep_files.values())
    c.append(cli_bad(
        "u15f_cat_gz_members_replica_twice", "cat bm25.shard*.run.gz > bm25.run.gz (one gzip member per shard) "
        "with a replica on shards 0 and 1: refused naming bm25.run.gz and the line in the decompressed text",
        ["fuse", "bm25.run.gz", "dense.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"bm25.run.gz": gz_members, "dense.run": _text(rep_dense, "dense")}, f"bm25.run.gz:{rep_line}",
        why="gzip -dc reads every member; a document twice in a list is refused"))
    members = b"".join(_gz(t) for t in shard_files.values())
    c.append(ok(
        "u15f_evaluate_gz_members_run", "rankagg evaluate of bm25.run.gz made by cat of three gzipped shard runs "
        "(one member each, queries split across members): per-query AP and nDCG@10 equal pytrec_eval's on gzip "
        "-dc's text",
        "import subprocess\n"
        "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'qrels.txt', 'bm25.run.gz', "
        "'--measures', 'AP', 'nDCG@10', '-q', '--json'], check=True, capture_output=True, text=True)\n"
        "got = json.loads(r.stdout)\n"
        "qrels = read_qrels('qrels.txt')\n"
        "ref = trec_measures(read_run('bm25.run.gz'), qrels, ['map', 'ndcg_cut_10'])\n"
        "vals = json_floats(got)\n"
        "want = [ref[q][m] for q in ref for m in ('map', 'ndcg_cut_10')]\n"
        "missing = [w for w in want if not any(abs(w - v) < 1e-9 for v in vals)]\n"
        "say('' if not missing and len(ref) == 3 else f'pytrec_eval values {missing} not in the JSON')\n",
        "RFC 1952: every member is read; trec_eval reads a query split over the file",
        files={"bm25.run.gz": members, "qrels.txt": qrels_text}))
    c.append(cli_ok(
        "u15f_cat_gz_members_streamed", "the three-member bm25.run.gz, ungrouped, under RANKAGG_MEMORY_LIMIT_GB "
        "so small (60 KB) that fuse streams: the same fused run as the formula",
        ["fuse", "bm25.run.gz", "dense.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"bm25.run.gz": members, **dense_file}, _written("out.run", lambda f: bm25_union(f, "bm25.run.gz")),
        "docs/scale.md: inputs whose memory would pass the limit stream, through the external partition when "
        "ungrouped; the output is the in-memory path's", env={"RANKAGG_MEMORY_LIMIT_GB": "0.00006"}))
    c.append(cli_ok(
        "u15f_cat_plain_streamed_combsum", "the concatenated plain bm25.run (queries split in three places) and "
        "the dense run streamed under a 60 KB memory limit, combsum(norm=zscore): the formula's run",
        ["fuse", "bm25.run", "dense.run", "--method", "combsum(norm='zscore')", "-o", "out.run", "--quiet"],
        {"bm25.run": concat, **dense_file}, _written("out.run", bm25_union, "combsum", how="zscore"),
        "docs/scale.md: the streamed output is the in-memory path's", env={"RANKAGG_MEMORY_LIMIT_GB": "0.00006"}))
    c.append(cli_ok(
        "u15f_cat_shards_dask", "the concatenated bm25.run (ungrouped) and the dense run with --backend dask "
        "--method rrf on a local cluster: the formula's run",
        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "--backend", "dask", "-o", "out.run", "--quiet"],
        {"bm25.run": concat, **dense_file}, _written("out.run", bm25_union),
        "docs/scale.md: the Dask output is the local run's byte for byte", timeout=240))
    # ------------------------------------------------------------------------------ what `cat` does to shard files
    bom = {n: "\ufeff" + t for n, t in shard_files.items()}  # shard nodes that write a byte-order mark
    bom_cat = "".join(bom.values())

    def either_refused_or_merged(argv: list[str], files_of: str, line: str) -> str:
        # the run is accepted only if fused right; otherwise refused naming the file and line, nothing written
        return (
            "import subprocess\n"
            f"r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *{argv!r}], capture_output=True, text=True)\n"
            "if r.returncode == 0:\n"
            "    runs = {'bm25': {}, 'dense': read_run('dense.run')}\n"
            f"    for t in {files_of}:\n"
            "        for ln in t.replace('\\ufeff', '').splitlines():\n"
            "            p = ln.split()\n"
            "            runs['bm25'].setdefault(p[0], {})[p[2]] = float(p[4])\n"
            "    refs = {q: fuse_ref(lists) for q, lists in per_query(runs).items()}\n"
            "    say(check_written('out.run', refs))\n"
            "else:\n"
            f"    say('' if r.returncode == 2 and {line!r} in r.stderr and 'Traceback' not in r.stderr and not "
            "os.path.exists('out.run') else f'exit {r.returncode}: {r.stderr[-300:]}')\n")

    c.append(ok(
        "u15f_cat_bom_shards_mid_file", "cat of shard files that each start with a UTF-8 byte-order mark: the "
        "second shard's mark sits at the start of line " + str(n0 + 1) + " (before 'q1'); either read as q1 (the "
        "BOM rule) and fused right, or refused naming bm25.run and that line; never a query '\\ufeffq1' of its own",
        either_refused_or_merged(["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "out.run", "--quiet"],
                                 repr(list(bom.values())), f"bm25.run:{n0 + 1}"),
        "a query id with an invisible mark is another query for trec_eval: the shard's q1 hits would be lost "
        "silently", files={"bm25.run": bom_cat, **dense_file}))
    no_eol = shard_files["bm25.shard0.run"].rstrip("\n") + shard_files["bm25.shard1.run"]
    c.append(cli_bad(
        "u15f_cat_shard_without_final_newline", "cat of a shard file that lacks its final newline and the next "
        "shard: two lines joined into one of 11 fields at line " + str(n0) + "; refused naming bm25.run and that "
        "line, nothing written",
        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"bm25.run": no_eol, **dense_file}, f"bm25.run:{n0}", why="trec_eval fails on a line of 11 fields"))
    # a replica that is the last (lowest-scored) hit of shard 1: min-max 0 there, still returned by two lists
    low = {"s0.run": "q1 Q0 a 1 20.0 s0\nq1 Q0 r 2 14.0 s0\nq1 Q0 b 3 10.0 s0\n",
           "s1.run": "q1 Q0 c 1 9.0 s1\nq1 Q0 d 2 6.0 s1\nq1 Q0 r 3 3.0 s1\n"}
    c.append(cli_ok(
        "u15f_combmnz_replica_at_shard_minimum", "replica r is 2nd on shard 0 (min-max 0.4) and last on shard 1 "
        "(min-max 0): combmnz(norm=minmax) counts both lists that returned it, 2 x 0.4 = 0.8, above d (0.5)",
        ["fuse", "s0.run", "s1.run", "--method", "combmnz(norm='minmax')", "-o", "out.run", "--quiet"], low,
        _written("out.run", lambda f: {n: _read(f, n) for n in low}, "combmnz", how="minmax"),
        "rankagg methods combmnz: CombSUM times the number of rankers that returned the item (ranx's mnz too)"))
    c.append(cli_ok(
        "u15f_input_depth_concat_streamed", "--input-depth 3 on the concatenated bm25.run under a 60 KB memory "
        "limit (streamed through the external partition): the three best of the union by score per query",
        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "--input-depth", "3", "-o", "out.run", "--quiet"],
        {"bm25.run": concat, **dense_file}, _written("out.run", bm25_union, window=3),
        "docs/scale.md: the streamed output is the in-memory path's", env={"RANKAGG_MEMORY_LIMIT_GB": "0.00006"}))
    c.append(cli_ok(
        "u15f_dask_empty_shard_and_gz_members", "--backend dask with shard 2's file empty (timed out) and the "
        "other shards as one two-member bm25.run.gz, with dense, combmnz(norm=minmax): the formula's run",
        ["fuse", "bm25.run.gz", "bm25.shard2.run", "dense.run", "--method", "combmnz(norm='minmax')", "--backend",
         "dask", "-o", "out.run", "--quiet"],
        {"bm25.run.gz": _gz(shard_files["bm25.shard0.run"]) + _gz(shard_files["bm25.shard1.run"]),
         "bm25.shard2.run": "", **dense_file},
        _written("out.run", lambda f: {"bm25": _read(f, "bm25.run.gz"), "dense": _read(f, "dense.run")},
                 "combmnz", how="minmax"),
        "docs/scale.md: the Dask output is the local run's; an empty file is an empty ranking", timeout=240))
    # ------------------------------------------------------------------------------ depth, partial shards
    sub_a = {q: d for q, d in sh[0].items()}
    sub_a["q4"] = {"doc099": 11.5, "doc098": 9.25, "doc097": 14.0}
    sub_b = {"q2": sh[1]["q2"], "q1": sh[1]["q1"]}  # a shard that answered two queries, in another order
    c.append(cli_ok(
        "u15f_subset_qids_first_on_line", "shard B (q2, q1 only) given before shard A (q1, q2, q3, q4): q3 and q4 "
        "fused from A alone, queries written in first appearance over the files in argument order (q2 q1 q3 q4)",
        ["fuse", "b.run", "a.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"a.run": _text(sub_a, "shardA"), "b.run": _text(sub_b, "shardB")},
        _written("out.run", lambda f: {"a": _read(f, "a.run"), "b": _read(f, "b.run")},
                 qorder=["q2", "q1", "q3", "q4"]),
        "docs/conventions.md: query blocks in their order of first appearance over the files"))

    def explain_check(out: str, folder: Path) -> bool:
        import json
        runs = {"bm25.shard0.run": _read(folder, "bm25.shard0.run"), "bm25.shard1.run": _read(folder, "bm25.shard1.run"),
                "bm25.shard2.run": _read(folder, "bm25.shard2.run"), "dense.run": _read(folder, "dense.run")}
        w = {"bm25.shard1.run": 2.0}
        seen = 0
        for line in (folder / "ex.jsonl").read_text().splitlines():
            row = json.loads(line)
            q = str(row.get("qid", row.get("query", row.get("q_id"))))
            for name, part in row["lists"].items():
                docs = runs[name][q]
                if row["docid"] not in docs:
                    continue
                want = R["norm"](docs, "minmax")[row["docid"]] * w.get(name, 1.0)
                if abs(part["contribution"] - want) > 1e-9:
                    return False
                seen += 1
        return seen == sum(len(d) for r in runs.values() for d in r.values())

    c.append(cli_ok(
        "u15f_explain_cli_shard_contributions", "--explain ex.jsonl on combsum(norm=minmax) of the three shard "
        "files (named by file) and dense, --weights bm25.shard1.run=2: every (document, list) entry's contribution "
        "is its min-max score times the list's weight",
        ["fuse", *names4, "--method", "combsum(norm='minmax')", "--weights", "bm25.shard1.run=2", "--explain",
         "ex.jsonl", "-o", "out.run", "--quiet"], four, explain_check,
        "--explain: each list's rank, score, normalised score, weight and contribution"))
    only_dense = {q: d for q, d in dense.items()}
    only_dense["q9"] = {"doc012": 0.9, "doc155": 0.7, "doc230": 0.4}
    c.append(cli_ok(
        "u15f_query_every_shard_timed_out", "q9 answered by the dense run only (every BM25 shard timed out on it), "
        "combmnz(norm=minmax): q9 is the dense list's min-max scores; the other queries the formula's",
        ["fuse", *shard_files, "dense.run", "--method", "combmnz(norm='minmax')", "-o", "out.run", "--quiet"],
        {**shard_files, "dense.run": _text(only_dense, "dense")},
        _written("out.run", lambda f: {**{n: _read(f, n) for n in shard_files}, "dense": _read(f, "dense.run")},
                 "combmnz", how="minmax"), "a query a list lacks: that list adds nothing (CombMNZ counts lists)"))
    # equal raw BM25 scores on two shards: the written run must read back in the house order
    tie = {"s0.run": "q1 Q0 alpha 1 12.5 s0\nq1 Q0 kappa 2 7.25 s0\n",
           "s1.run": "q1 Q0 beta 1 20.0 s1\nq1 Q0 zulu 2 12.5 s1\n"}
    c.append(cli_ok(
        "u15f_raw_merge_tie_written_order", "raw-score merge (combsum norm=none) of two shards where alpha (1st on "
        "shard 0) and zulu (2nd on shard 1) both score 12.5: the house rule puts alpha first (better local rank); "
        "trec_eval, reading the file, must see alpha above zulu (it would put zulu first on an exact tie)",
        ["fuse", "s0.run", "s1.run", "--method", "combsum(norm='none')", "-o", "out.run", "--quiet"], tie,
        _written("out.run", lambda f: {n: _read(f, n) for n in tie}, "combsum", how="none"),
        "docs/conventions.md: tied lines are lowered so that trec_eval reads the file's order"))
    c.append(cli_bad(
        "u15f_glob_pattern_unmatched", "a shell that does not expand: rankagg fuse 'shards/*.run' with no such "
        "files; refused naming the pattern, nothing written",
        ["fuse", "shards/*.run", "--method", "rrf", "-o", "out.run", "--quiet"], {"dense.run": _text(dense, "d")},
        "shards/*.run", why="an input that cannot be read is named"))
    c.append(cli_bad(
        "u15f_same_shard_two_spellings", "rankagg fuse bm25.shard0.run ./bm25.shard0.run bm25.shard1.run (two globs "
        "that overlap, spelt differently): shard 0 given twice would count its votes twice; refused naming "
        "bm25.shard0.run, nothing written",
        ["fuse", "bm25.shard0.run", "./bm25.shard0.run", "bm25.shard1.run", "--method", "rrf", "-o", "out.run",
         "--quiet"], shard_files, "bm25.shard0.run", why="the same file given twice is refused (as a.run a.run is)"))
    # ------------------------------------------------------------------------------ evaluation of merged runs
    c.append(ok(
        "u15f_evaluate_cli_merged_vs_pytrec_eval", "rankagg evaluate -q --json of an RRF merge of the shards and "
        "dense run against pytrec_eval's map, ndcg_cut_10, P_5 and recall_100 per query",
        "import subprocess\n"
        "rk = [sys.executable, '-m', 'rankagg.cli']\n"
        "subprocess.run(rk + ['fuse', 'bm25.shard0.run', 'bm25.shard1.run', 'bm25.shard2.run', 'dense.run', "
        "'--method', 'rrf', '-o', 'm.run', '--quiet'], check=True)\n"
        "r = subprocess.run(rk + ['evaluate', '--qrels', 'qrels.txt', 'm.run', '--measures', 'AP', 'nDCG@10', 'P@5', "
        "'R@100', '-q', '--json'], check=True, capture_output=True, text=True)\n"
        "got = json.loads(r.stdout)\n"
        "qrels = read_qrels('qrels.txt')\n"
        "ref = trec_measures(read_run('m.run'), qrels, ['map', 'ndcg_cut_10', 'P_5', 'recall_100'])\n"
        "text = json.dumps(got)\n"
        "vals = json_floats(got)\n"
        "want = [ref[q][m] for q in ref for m in ('map', 'ndcg_cut_10', 'P_5', 'recall_100')]\n"
        "missing = [w for w in want if not any(abs(w - v) < 1e-9 for v in vals)]\n"
        "say('' if not missing else f'pytrec_eval values {missing} not in the JSON: {text[:300]}')\n",
        "pytrec_eval (trec_eval 9) on the written merge", files={**four, "qrels.txt": qrels_text}))
    part = {q: d for q, d in dense.items() if q != "q3"}
    c.append(ok(
        "u15f_evaluate_complete_all_shards_out", "a merged run without q3 (every shard timed out): "
        "rankagg.evaluate(..., complete=True) averages AP and nDCG@10 over the three judged queries with q3 as 0; "
        "without complete over q1 and q2 (pytrec_eval's mean)",
        f"run = {part!r}\nqrels = {qrels!r}\n"
        "ref = trec_measures(run, qrels, ['map', 'ndcg_cut_10'])\n"
        "plain = rankagg.evaluate(run, qrels, ['AP', 'nDCG@10'])\n"
        "full = rankagg.evaluate(run, qrels, ['AP', 'nDCG@10'], complete=True)\n"
        "want_p = {m: sum(ref[q][k] for q in ref) / 2 for m, k in (('AP', 'map'), ('nDCG@10', 'ndcg_cut_10'))}\n"
        "want_c = {m: sum(ref[q][k] for q in ref) / 3 for m, k in (('AP', 'map'), ('nDCG@10', 'ndcg_cut_10'))}\n"
        "bad = [(m, plain[m], want_p[m]) for m in want_p if abs(plain[m] - want_p[m]) > 1e-12]\n"
        "bad += [(m, full[m], want_c[m]) for m in want_c if abs(full[m] - want_c[m]) > 1e-12]\n"
        "say(str(bad) if bad else '')\n",
        "trec_eval -c: a judged query the run lacks counts as finding nothing (docs/trec.md)"))
    c.append(ok(
        "u15f_evaluate_concat_split_queries", "rankagg evaluate of the concatenated shards as they come (each query "
        "in three places, shard ranks from 1 again): per-query AP and P@5 equal pytrec_eval's on the same lines",
        "import subprocess\n"
        "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'qrels.txt', 'bm25.run', "
        "'--measures', 'AP', 'P@5', '-q', '--json'], check=True, capture_output=True, text=True)\n"
        "got = json.loads(r.stdout)\n"
        "qrels = read_qrels('qrels.txt')\n"
        "ref = trec_measures(read_run('bm25.run'), qrels, ['map', 'P_5'])\n"
        "vals = json_floats(got)\n"
        "want = [ref[q][m] for q in ref for m in ('map', 'P_5')]\n"
        "missing = [w for w in want if not any(abs(w - v) < 1e-9 for v in vals)]\n"
        "say('' if not missing else f'pytrec_eval values {missing} not in the JSON')\n",
        "trec_eval reads a query split over the file", files={"bm25.run": concat, "qrels.txt": qrels_text}))
    c.append(ok(
        "u15f_evaluate_fused_api_vs_pytrec_eval", "rankagg.evaluate(fused, qrels) of rankagg.fuse(shard dicts, "
        "'combsum', norm='minmax') equals pytrec_eval on rankagg.api.as_written(fused) (AP, nDCG@10, P@5)",
        f"runs = {dict(zip(['s0', 's1', 's2'], sh))!r}\nruns['dense'] = {dense!r}\nqrels = {qrels!r}\n"
        "from rankagg.api import as_written\n"
        "fused = rankagg.fuse(runs, 'combsum', norm='minmax')\n"
        "got = rankagg.evaluate(fused, qrels, ['AP', 'nDCG@10', 'P@5'])\n"
        "ref = trec_measures(as_written(fused), qrels, ['map', 'ndcg_cut_10', 'P_5'])\n"
        "want = {m: sum(ref[q][k] for q in ref) / len(ref) for m, k in (('AP', 'map'), ('nDCG@10', 'ndcg_cut_10'), "
        "('P@5', 'P_5'))}\n"
        "bad = [(m, got[m], want[m]) for m in want if abs(got[m] - want[m]) > 1e-9]\n"
        "say(str(bad) if bad else '')\n",
        "docs/conventions.md: as_written gives the written run's scores, which pytrec_eval ranks in rankagg's order"))
    # ------------------------------------------------------------------------------ the Python API
    c.append(ok(
        "u15f_api_fuse_shard_files_combmnz", "rankagg.fuse of the shard files and the dense run as paths, "
        "'combmnz', norm='minmax', depth=None: each query's dict in the formula's order with its scores",
        "paths = ['bm25.shard0.run', 'bm25.shard1.run', 'bm25.shard2.run', 'dense.run']\n"
        "fused = rankagg.fuse(paths, 'combmnz', norm='minmax', depth=None)\n"
        "runs = {p: read_run(p) for p in paths}\n"
        "pq = per_query(runs)\n"
        "bad = ''\n"
        "for q, lists in pq.items():\n"
        "    bad = bad or same_order(list(fused[q].items()), fuse_ref(lists, 'combmnz', how='minmax'), tol=1e-12)\n"
        "say(bad or ('' if set(fused) == set(pq) else f'queries {sorted(fused)}'))\n",
        "rankagg.fuse reads run files as rankagg fuse does", files=four))
    c.append(ok(
        "u15f_api_dict_run_timed_out_everywhere", "rankagg.fuse({'s0': ..., 's1': {}, 's2': ..., 'dense': ...}, "
        "'rrf'): shard 1 timed out on every query (an empty run); the result equals the formula over the others",
        f"runs = {dict(zip(['s0', 's1', 's2'], sh))!r}\nruns['dense'] = {dense!r}\nruns['s1'] = {{}}\n"
        "fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
        "bad = ''\n"
        "for q, lists in per_query({n: r for n, r in runs.items() if r}).items():\n"
        "    bad = bad or same_order(list(fused[q].items()), fuse_ref(lists), tol=1e-12)\n"
        "say(bad)\n",
        "an empty run adds nothing (docs/engines.md: a retriever that returned nothing adds nothing)"))
    c.append(ok(
        "u15f_api_dict_query_empty_in_one_shard", "rankagg.fuse with shard 2 holding q2 as {} (answered nothing): "
        "combsum(norm='zscore') equals the formula without that list",
        f"runs = {dict(zip(['s0', 's1', 's2'], sh))!r}\nruns['dense'] = {dense!r}\nruns['s2']['q2'] = {{}}\n"
        "fused = rankagg.fuse(runs, 'combsum', norm='zscore', depth=None)\n"
        "bad = ''\n"
        "for q, lists in per_query(runs).items():\n"
        "    bad = bad or same_order(list(fused[q].items()), fuse_ref(lists, 'combsum', how='zscore'), tol=1e-9)\n"
        "say(bad)\n",
        "a list that returned nothing adds nothing"))
    c.append(bad(
        "u15f_api_frame_one_engine_replica", "a long DataFrame q_id, doc_id, score, run where the three shards of "
        "bm25 are rows of run 'bm25' and a replica document of q1 comes from two shards: refused naming the "
        "document and the query (a document twice in one list)",
        "import pandas as pd\n"
        f"shards = {rep!r}\n"
        "rows = [(q, d, s, 'bm25') for sh in shards for q, docs in sh.items() for d, s in docs.items()]\n"
        f"rows += [(q, d, s, 'dense') for q, docs in {rep_dense!r}.items() for d, s in docs.items()]\n"
        "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
        "out = rankagg.fuse(df, 'rrf')\n"
        "print('fused', len(out))\n", rep_doc, "q1",
        why="docs/conventions.md: a document twice in one list is refused"))
    c.append(ok(
        "u15f_api_frame_shard_column_runs", "a long DataFrame whose run column names the shard (bm25-s0, bm25-s1, "
        "bm25-s2) and dense: rankagg.fuse(df, 'rrf', depth=None) returns a frame whose rank order per query is the "
        "formula's",
        "import pandas as pd\n"
        f"shards = {sh!r}\ndense = {dense!r}\n"
        "rows = [(q, d, s, f'bm25-s{i}') for i, sh in enumerate(shards) for q, docs in sh.items() for d, s in docs.items()]\n"
        "rows += [(q, d, s, 'dense') for q, docs in dense.items() for d, s in docs.items()]\n"
        "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
        "out = rankagg.fuse(df, 'rrf', depth=None)\n"
        "runs = {f'bm25-s{i}': s for i, s in enumerate(shards)}\nruns['dense'] = dense\n"
        "bad = ''\n"
        "for q, lists in per_query(runs).items():\n"
        "    part = out[out['q_id'] == q].sort_values('rank')\n"
        "    bad = bad or same_order(list(zip(part['doc_id'], part['score'])), fuse_ref(lists), tol=1e-12)\n"
        "say(bad)\n",
        "rankagg.fuse returns the same kind; the frame's rank column is the consensus order"))
    # parquet: the shards as one long table

    def replica_table(folder: Path) -> None:
        import pandas as pd
        rows = [(q, d, s, "bm25") for shard in rep for q, docs in shard.items() for d, s in docs.items()]
        rows += [(q, d, s, "dense") for q, docs in rep_dense.items() for d, s in docs.items()]
        pd.DataFrame(rows, columns=["q_id", "doc_id", "score", "run"]).to_parquet(folder / "t.parquet", index=False)

    c.append(ok(
        "u15f_parquet_cli_shard_table", "rankagg fuse shards.parquet --method rrf of one table q_id, doc_id, "
        "score, run whose run column names each shard and dense, rows shard after shard (queries not grouped): the "
        "formula's fused run",
        "import pandas as pd, subprocess\n"
        f"shards = {sh!r}\ndense = {dense!r}\n"
        "rows = [(q, d, s, f's{i}') for i, sh in enumerate(shards) for q, docs in sh.items() for d, s in docs.items()]\n"
        "rows += [(q, d, s, 'dense') for q, docs in dense.items() for d, s in docs.items()]\n"
        "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('shards.parquet', index=False)\n"
        "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'shards.parquet', '--method', 'rrf', '-o', "
        "'out.run', '--quiet'], check=True)\n"
        "runs = {f's{i}': s for i, s in enumerate(shards)}\nruns['dense'] = dense\n"
        "refs = {q: fuse_ref(lists) for q, lists in per_query(runs).items()}\n"
        "say(check_written('out.run', refs))\n",
        "docs/scale.md: each distinct run value is one run; the same bytes as the TREC files its rows make"))
    c.append(cli_bad(
        "u15f_parquet_cli_replica_in_one_run", "rankagg fuse of one Parquet table where run 'bm25' holds the three "
        "shards' rows and a replica of q1 appears twice: refused naming the table (and its row)",
        ["fuse", "t.parquet", "--method", "rrf", "-o", "out.run", "--quiet"], {}, "t.parquet",
        why="docs/scale.md: faults name the table and the row; a document twice in one list is refused"))
    c[-1].setup = replica_table
    # ------------------------------------------------------------------------------ the Fuser in a service loop
    c.append(ok(
        "u15f_fuser_service_loop_vs_batch", "a service loop: 30 requests, each the three shards' and the dense "
        "retriever's hits for one query (dicts), Fuser('rrf', weights={'dense': 2.0}); every answer equals the "
        "formula and rankagg.fuse of the same lists as a batch, bit for bit",
        "import random\n"
        "rnd = random.Random(5)\n"
        "fuser = rankagg.Fuser('rrf', weights={'dense': 2.0})\n"
        "bad = ''\n"
        "for i in range(30):\n"
        "    req = {}\n"
        "    for s, (lo, hi) in enumerate([(8, 24), (2, 9), (20, 55)]):\n"
        "        req[f'bm25-s{s}'] = {f'doc{s}{j:02d}': round(rnd.uniform(lo, hi), 3) for j in rnd.sample(range(60), rnd.randint(0, 7))}\n"
        "    pool = sorted(d for l in req.values() for d in l)\n"
        "    req['dense'] = {d: round(rnd.uniform(0.2, 0.9), 3) for d in rnd.sample(pool, len(pool) // 2)}\n"
        "    got = fuser(req)\n"
        "    bad = bad or same_order(got, fuse_ref(req, w={'dense': 2.0}), tol=0)\n"
        "    batch = rankagg.fuse({n: {'q': l} for n, l in req.items()}, 'rrf', weights={'dense': 2.0}, depth=None)\n"
        "    if not bad and list(batch.get('q', {}).items()) != [(d, s) for d, s in got]:\n"
        "        bad = f'request {i}: batch {list(batch.get(\"q\", {}).items())[:3]} fuser {got[:3]}'\n"
        "say(bad)\n",
        "fuser docstring: every fused score is the batch score bit for bit, in the house order"))
    c.append(bad(
        "u15f_fuser_list_of_pairs_three", "a request whose shard list is the engine's hits as [(docid, score), "
        "...] (three pairs), not one of the documented forms: refused naming the list, not read as docids",
        "fuser = rankagg.Fuser('combsum', norm='minmax')\n"
        "print(fuser({'bm25-s0': [('doc001', 12.5), ('doc007', 9.0), ('doc003', 4.5)], 'dense': {'doc001': 0.8}}))\n",
        "bm25-s0", why="Request: a list is a mapping, a sequence of docids or (ids, scores); docids are str or int"))
    c.append(bad(
        "u15f_fuser_list_of_pairs_two", "the same form with exactly two hits [('doc001', 12.5), ('doc007', 9.0)], "
        "which has the shape of (ids, scores): refused naming the list, never read as ids ('doc001', 12.5)",
        "fuser = rankagg.Fuser('combsum', norm='minmax')\n"
        "print(fuser({'bm25-s0': [('doc001', 12.5), ('doc007', 9.0)], 'dense': {'doc001': 0.8}}))\n",
        "bm25-s0", why="Request: docids are str or all int, never a mix; scores are numbers"))
    c.append(ok(
        "u15f_fuser_declared_shard_missing", "Fuser('combmnz', norm='minmax', lists=[s0, s1, s2, dense], "
        "weights={'s2': 2.0}): a request without s2 (it timed out) is fused as if s2 were empty; the weight naming "
        "the declared list stays valid",
        f"req = {{'s0': {sh[0]['q1']!r}, 's1': {sh[1]['q1']!r}, 'dense': {dense['q1']!r}}}\n"
        "fuser = rankagg.Fuser('combmnz', weights={'s2': 2.0}, lists=['s0', 's1', 's2', 'dense'], norm='minmax')\n"
        "say(same_order(fuser(req), fuse_ref(req, 'combmnz', how='minmax'), tol=1e-12))\n",
        "Fuser: a declared list a request lacks is fused empty"))
    c.append(bad(
        "u15f_fuser_undeclared_shard", "Fuser(lists=['s0', 's1', 'dense']) given a request with a shard s3 the "
        "service did not declare (a new shard came online): refused naming s3",
        f"req = {{'s0': {sh[0]['q1']!r}, 's3': {sh[1]['q1']!r}, 'dense': {dense['q1']!r}}}\n"
        "fuser = rankagg.Fuser('rrf', lists=['s0', 's1', 'dense'])\n"
        "print(fuser(req))\n", "s3", why="Fuser: lists are the lists a request may hold"))
    c.append(bad(
        "u15f_fuser_pair_doc_twice", "a shard's answer as (ids, scores) with doc003 twice (the shard returned a "
        "document twice): refused naming the list and doc003",
        "fuser = rankagg.Fuser('rrf')\n"
        "print(fuser({'s0': (['doc001', 'doc003', 'doc003'], [9.0, 7.5, 7.0]), 'dense': ['doc001']}))\n",
        "s0", "doc003", why="Request: a docid appears once a list"))
    c.append(bad(
        "u15f_fuser_pair_truncated_scores", "a shard's answer cut short in transit: (ids, scores) with three ids "
        "and two scores; refused naming the list",
        "fuser = rankagg.Fuser('combsum', norm='minmax')\n"
        "print(fuser({'s0': (['doc001', 'doc002', 'doc003'], [9.0, 7.5]), 'dense': ['doc001']}))\n",
        "s0", why="(ids, scores) are parallel sequences"))
    c.append(ok(
        "u15f_fuser_top_matches_full", "Fuser('combsum', norm='minmax').top(lists, 5) over three shards and "
        "dense per query: items equal the formula's first five (and the full fuser's)",
        f"runs = {dict(zip(['s0', 's1', 's2'], sh))!r}\nruns['dense'] = {dense!r}\n"
        "fuser = rankagg.Fuser('combsum', norm='minmax')\n"
        "bad = ''\n"
        "for q, lists in per_query(runs).items():\n"
        "    lists = {n: {d: l[d] for d in ranked(l)} for n, l in lists.items()}\n"
        "    top = fuser.top(lists, 5)\n"
        "    bad = bad or same_order(list(top.items), fuse_ref(lists, 'combsum', how='minmax'), depth=5, tol=1e-12)\n"
        "say(bad)\n",
        "docs/topk.md: the first k of the full answer, bit for bit"))
    c.append(ok(
        "u15f_fuser_window_and_depth", "Fuser('rrf', window=3, depth=4): each shard's first three hits "
        "(Elasticsearch's rank_window_size), the first four fused",
        f"runs = {dict(zip(['s0', 's1', 's2'], sh))!r}\nruns['dense'] = {dense!r}\n"
        "fuser = rankagg.Fuser('rrf', window=3, depth=4)\n"
        "bad = ''\n"
        "for q, lists in per_query(runs).items():\n"
        "    bad = bad or same_order(fuser(lists), fuse_ref(lists, window=3), depth=4, tol=1e-12)\n"
        "say(bad)\n",
        "Fuser: window keeps each list's first documents, depth the first fused"))
    c.append(ok(
        "u15f_fuser_int_point_ids_ties", "shards of a vector engine return integer point ids; shard 0 gives 9 and "
        "10 the same score: trec_eval's rule ranks by the docid's decimal text descending ('9' > '10'), so 9 is "
        "1st; RRF values and ids (ints) by brute force",
        "req = {'s0': {9: 0.5, 10: 0.5, 11: 0.25}, 's1': {200: 0.75, 10: 0.5}}\n"
        "got = rankagg.Fuser('rrf')(req)\n"
        "ints = all(type(d) is int for d, _ in got)\n"
        "say(same_order(got, fuse_ref(req), tol=0) or ('' if ints else f'ids {got}'))\n",
        "fuser docstring: integers as their decimals; integer docids come back as ints"))
    c.append(ok(
        "u15f_fuser_int_shard_keys_weights", "a service keys its shards by number: Fuser('rrf', weights={1: 3.0}) "
        "on a request {0: hits, 1: hits, 2: hits}; shard 1's points weigh 3 (a name is its text at every door)",
        f"req = {{0: {sh[0]['q1']!r}, 1: {sh[1]['q1']!r}, 2: {sh[2]['q1']!r}}}\n"
        "got = rankagg.Fuser('rrf', weights={1: 3.0})(req)\n"
        "say(same_order(got, fuse_ref(req, w={1: 3.0}), tol=1e-12))\n",
        "docs/conventions.md: a mapping keys each run by its name as text, at every door; {1: 2} weighs the run 1"))
    c.append(ok(
        "u15f_fuser_top_capped_by_depth", "Fuser('rrf', depth=3).top(lists, 10) over three shards and dense: "
        "min(k, depth) = 3 items, the formula's first three",
        f"runs = {dict(zip(['s0', 's1', 's2'], sh))!r}\nruns['dense'] = {dense!r}\n"
        "fuser = rankagg.Fuser('rrf', depth=3)\n"
        "bad = ''\n"
        "for q, lists in per_query(runs).items():\n"
        "    lists = {n: {d: l[d] for d in ranked(l)} for n, l in lists.items()}\n"
        "    bad = bad or same_order(list(fuser.top(lists, 10).items), fuse_ref(lists), depth=3, tol=1e-12)\n"
        "say(bad)\n",
        "Fuser.top: the first k documents of self(lists), of min(k, depth)"))
    c.append(ok(
        "u15f_fuser_explain_shard_contributions", "Fuser('combsum', norm='zscore').explain over shards: each "
        "document's per-list contribution is its z-score (population sd), summing to its score",
        f"lists = {{'s0': {sh[0]['q2']!r}, 's1': {sh[1]['q2']!r}, 'dense': {dense['q2']!r}}}\n"
        "ex = rankagg.Fuser('combsum', norm='zscore').explain(lists)\n"
        "z = {n: norm(l, 'zscore') for n, l in lists.items()}\n"
        "bad = ''\n"
        "for row in ex:\n"
        "    d = row['docid']\n"
        "    for n, part in row['lists'].items():\n"
        "        if part.get('contribution') is None:\n"
        "            continue\n"
        "        if d in lists[n] and abs(part['contribution'] - z[n][d]) > 1e-9:\n"
        "            bad = bad or f'{d} {n}: {part[\"contribution\"]} where the z-score is {z[n][d]}'\n"
        "    total = sum(p.get('contribution') or 0.0 for p in row['lists'].values())\n"
        "    if abs(total - row['score']) > 1e-9:\n"
        "        bad = bad or f'{d}: contributions {total} where the score is {row[\"score\"]}'\n"
        "say(bad or same_order([(r['docid'], r['score']) for r in ex], fuse_ref(lists, 'combsum', how='zscore'), tol=1e-9))\n",
        "Fuser.explain: per list rank, score, normalised score, weight, contribution"))
    return c
