"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a vector-search engineer's ANN result arrays (its cases, ids ``u17x_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .references import CLI_OR_EXIT
from .case import Case, stdout_has, command_cases_files_optional

SEVENTEENTH_VECTORS = "45 Unseen inputs: a vector-search engineer's ANN result arrays"

# The engineer's day: FAISS's ``index.search(xq, k)`` gives ``(D, I)``, two (queries, k) arrays: I the int64 row
# positions of the neighbours (-1 where fewer than k were found), D float32 distances (L2: lower is better, so the
# engineer negates them; inner product: higher is better).  hnswlib's ``knn_query`` gives uint64 labels (their own
# ids, 64-bit hashes among them) and float32 cosine distances; ScaNN int32 neighbours.  A BM25 run and a second
# embedding model come as the same arrays.  The references below are independent of rankagg's code:
# ``trec_order`` ranks one list as docs/conventions.md says every form is ranked (score descending, a tie by the docid
# descending as text bytes: trec_eval's rule); ``rrf_ref`` is Cormack's ``sum w / (k + r)``; ``combsum_ref`` is
# CombSUM of min-max normalised scores (``(s - min) / (max - min)``, a list of equal scores giving 1, an absent document
# 0: docs/conventions.md); ``agree`` holds a fused list to a reference (the same ids, the scores within 1e-9 relative,
# the order by score and, among equal scores, by the house rule: more lists, then best place, then the smaller id
# as text); ``ap`` and ``p_at`` are trec_eval's AP and P@k over a ranked list.
# the helpers of the fast cases import NumPy and rankagg only (pandas alone takes a second to import)
_LIGHT = """
import math, sys
import numpy as np
import rankagg
def faiss_search(nq, k, seed, n=50000, metric='l2'):
    rng = np.random.default_rng(seed)
    I = np.stack([rng.choice(n, size=k, replace=False) for _ in range(nq)]).astype(np.int64)
    D = rng.random((nq, k)).astype(np.float32) * 4
    D = np.sort(D, axis=1) if metric == 'l2' else -np.sort(-D, axis=1)
    return D, I
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
def p_at(ranked, rel, k):
    return sum(1 for d in ranked[:k] if rel.get(d, 0) > 0) / k
def ap(ranked, rel):
    n_rel = sum(1 for g in rel.values() if g > 0)
    hits, total = 0, 0.0
    for i, d in enumerate(ranked, 1):
        if rel.get(d, 0) > 0:
            hits += 1
            total += hits / i
    return total / n_rel if n_rel else 0.0
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
"""[1:]
_K = _LIGHT + """
import json, os, subprocess
import pandas as pd
def trec_order(p):
    return sorted(p, key=lambda d: (float(p[d]), str(d).encode()), reverse=True)
def rrf_ref(lists, k=60.0, w=None):
    sc, cnt, best = {}, {}, {}
    for m, p in lists.items():
        wm = (w or {}).get(m, 1.0)
        for r, d in enumerate(trec_order(p), 1):
            sc[d] = sc.get(d, 0.0) + wm / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
def combsum_ref(lists, w=None):
    sc, cnt, best = {}, {}, {}
    for m, p in lists.items():
        wm = (w or {}).get(m, 1.0)
        lo, hi = min(p.values()), max(p.values())
        for r, d in enumerate(trec_order(p), 1):
            x = 1.0 if hi == lo else (float(p[d]) - lo) / (hi - lo)
            sc[d] = sc.get(d, 0.0) + wm * x
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
def agree(got, ref, tol=1e-9, scores=True):
    sc, cnt, best = ref
    got = [(d.item() if hasattr(d, 'item') else d, float(s)) for d, s in got]
    if len(got) != len(sc) or set(str(d) for d, _ in got) != set(str(d) for d in sc):
        return 'ids differ: %d fused, %d expected' % (len(got), len(sc))
    by = {str(d): d for d in sc}
    got = [(by[str(d)], s) for d, s in got]
    for d, s in got:
        if scores and not close(s, sc[d], tol):
            return 'score of %r: %r, expected %r' % (d, s, sc[d])
    for (a, _), (b, _) in zip(got, got[1:]):
        if sc[a] < sc[b] and not close(sc[a], sc[b]):
            return '%r (%r) before %r (%r)' % (a, sc[a], b, sc[b])
        if abs(sc[a] - sc[b]) > 2.0 ** -40 * max(abs(sc[a]), abs(sc[b])):
            continue
        ka, kb = (-cnt[a], best[a]), (-cnt[b], best[b])
        if ka > kb or (ka == kb and str(a) > str(b)):
            return 'tie %r before %r against the house rule' % (a, b)
    return ''
def row_lists(named, q):
    return {m: dict(zip(I[q].tolist(), np.asarray(s[q], dtype=np.float64).tolist())) for m, (I, s) in named.items()}
def long_frame(named):
    parts = []
    for m, (I, s) in named.items():
        nq, k = I.shape
        parts.append(pd.DataFrame({'q_id': np.repeat(np.arange(nq), k), 'doc_id': I.ravel(), 'score': s.ravel(), 'run': m}))
    return pd.concat(parts, ignore_index=True)
def frame_agree(out, named, ref_of, **kw):
    nq = next(iter(named.values()))[0].shape[0]
    for q in range(nq):
        o = out[out.q_id == q].sort_values('rank')
        msg = agree(list(zip(o.doc_id, o.score)), ref_of(row_lists(named, q)), **kw)
        if msg:
            return 'query %d: %s' % (q, msg)
    return ''
#CLI_OR_EXIT
def read_trec(path):
    out = {}
    for line in open(path):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
"""[1:].replace('#CLI_OR_EXIT\n', CLI_OR_EXIT)

# three retrievers over one batch of 40 queries: FAISS L2 (negated), a BM25 run, a second embedding model (IP)
_BATCH = ("D, I = faiss_search(40, 10, seed=1, n=300)\nD2, I2 = faiss_search(40, 10, seed=2, n=300, metric='ip')\n"
          "D3, I3 = faiss_search(40, 10, seed=3, n=300, metric='ip')\n"
          "named = {'dense': (I, -D), 'bm25': (I2, D2 * 10), 'e5': (I3, D3)}\n")

_ARRAYS = ("import numpy as np\nrng = np.random.default_rng(4)\n"
           "I = np.stack([rng.choice(500, size=8, replace=False) for _ in range(3)]).astype(np.int64)\n"
           "D = np.sort(rng.random((3, 8)).astype(np.float32), axis=1)\n")


def _setup(code: str):
    """A setup that writes the engineer's files (NumPy, pandas, pyarrow) in the case's folder: ``P(name)`` is a
    file's path there."""

    def setup(folder) -> None:
        exec(code, {"P": lambda name: str(folder / name)})

    return setup


def seventeenth_bar_vectors_cases() -> list[Case]:
    G = SEVENTEENTH_VECTORS

    def ok(id: str, what: str, code: str, why: str, timeout: float = 120, fast: bool = False) -> Case:
        return Case(id, G, what, code=(_LIGHT if fast else _K) + code, expect="ok", check=stdout_has("same"),
                    memory_gb=4.0, timeout=timeout, why=why, fast=fast)

    def bad(id: str, what: str, code: str, *mention: str, why: str = "", fast: bool = False) -> Case:
        return Case(id, G, what, code=(_LIGHT if fast else _K) + code, mention=mention, memory_gb=4.0, timeout=60,
                    why=why, fast=fast)

    cli_bad = command_cases_files_optional(G)[1]

    return [
        # ---------------------------------------------------------------- the serving loop over a FAISS batch
        ok("u17x_batch_rows_fuser_rrf", "a batch of 40 queries from three indexes (FAISS L2 negated, BM25, an IP "
           "model): Fuser('rrf') on each row's (I[q], scores[q]) arrays equals Cormack's RRF by hand",
           _BATCH + "fu = rankagg.Fuser('rrf')\nmsg = ''\nfor q in range(40):\n"
           "    got = fu({m: (Iq[q], s[q]) for m, (Iq, s) in named.items()})\n"
           "    msg = msg or agree(got, rrf_ref(row_lists(named, q)))\nreport(msg)\n",
           why="Cormack et al. 2009: sum 1 / (60 + r); ranks by score then docid (docs/conventions.md)"),
        ok("u17x_batch_frame_equals_rows", "the same batch flattened to a long DataFrame (np.repeat / ravel, int64 "
           "doc ids, float32 scores): rankagg.fuse(frame, 'rrf') gives each query the hand RRF",
           _BATCH + "out = rankagg.fuse(long_frame(named), 'rrf', depth=None)\nreport(frame_agree(out, named, rrf_ref))\n",
           why="README: rankagg.fuse takes a long DataFrame; RRF by hand on the same arrays"),
        ok("u17x_batch_frame_combsum_minmax", "CombSUM over min-max normalised scores of the batch's long frame, "
           "negated L2 distances among them (all negative)",
           _BATCH + "out = rankagg.fuse(long_frame(named), 'combsum', norm='minmax', depth=None)\n"
           "report(frame_agree(out, named, combsum_ref))\n",
           why="docs/conventions.md: min-max (s - min) / (max - min), an absent document contributes 0"),
        ok("u17x_three_models_weighted_rrf", "dense 1.0, BM25 0.3, e5 0.6 weights on the Fuser over 40 rows",
           _BATCH + "W = {'dense': 1.0, 'bm25': 0.3, 'e5': 0.6}\nfu = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
           "for q in range(40):\n    got = fu({m: (Iq[q], s[q]) for m, (Iq, s) in named.items()})\n"
           "    msg = msg or agree(got, rrf_ref(row_lists(named, q), w=W))\nreport(msg)\n",
           why="weighted RRF: sum w_r / (60 + r_r) (docs/engines.md's rrf row)"),
        ok("u17x_id_map_strings", "FAISS positions mapped through the corpus's id array (doc_ids[I[q]], NumPy str_) "
           "fused with BM25 lists keyed by the same string ids: the answer's ids are the strings",
           "D, I = faiss_search(12, 10, seed=5, n=60)\nD2, I2 = faiss_search(12, 10, seed=6, n=60, metric='ip')\n"
           "doc_ids = np.array(['PMC%07d' % (i * 7919 % 10 ** 7) for i in range(60)])\n"
           "fu = rankagg.Fuser('rrf')\nmsg = ''\nfor q in range(12):\n"
           "    dense = (doc_ids[I[q]], -D[q])\n    bm25 = dict(zip(doc_ids[I2[q]].tolist(), (D2[q] * 7).tolist()))\n"
           "    got = fu({'dense': dense, 'bm25': bm25})\n"
           "    if not all(type(d) is str for d, _ in got):\n        msg = msg or 'ids not str: %r' % type(got[0][0])\n"
           "    ref = rrf_ref({'dense': dict(zip(doc_ids[I[q]].tolist(), (-D[q]).astype(float).tolist())), 'bm25': bm25})\n"
           "    msg = msg or agree(got, ref)\nreport(msg)\n",
           why="docids are str or all int (docs/conventions.md); RRF by hand"),
        ok("u17x_scann_int32_arrow", "ScaNN's int32 neighbours and float32 scores as a long Arrow table: "
           "rankagg.fuse gives an Arrow table, CombSUM(min-max) by hand",
           "import pyarrow as pa\nD, I = faiss_search(20, 8, seed=7, n=200, metric='ip')\nD2, I2 = faiss_search(20, 8, seed=8, n=200, metric='ip')\n"
           "named = {'scann': (I.astype(np.int32), D), 'bm25': (I2.astype(np.int32), D2)}\n"
           "t = pa.Table.from_pandas(long_frame(named), preserve_index=False)\n"
           "out = rankagg.fuse(t, 'combsum', norm='minmax', depth=None)\n"
           "if not isinstance(out, pa.Table):\n    report('not an Arrow table: %s' % type(out).__name__)\n"
           "else:\n    report(frame_agree(out.to_pandas(), named, combsum_ref))\n",
           why="README: Arrow tables in, Arrow table out; min-max CombSUM by hand"),
        ok("u17x_polars_batch_rrf", "the batch as a polars DataFrame (int64 ids, float32 scores): a polars answer "
           "equal to hand RRF", "import polars as pl\n" + _BATCH +
           "out = rankagg.fuse(pl.from_pandas(long_frame(named)), 'rrf', depth=None)\n"
           "report(frame_agree(out.to_pandas(), named, rrf_ref) if isinstance(out, pl.DataFrame) else 'not polars')\n",
           why="README: polars tables are given back as polars; RRF by hand"),
        ok("u17x_large_batch_10k", "10,000 queries x 100 neighbours x 2 indexes (2,000,000 rows) as one long frame: "
           "RRF within the time and memory limit, each query's top 10 equal to a vectorised NumPy reference",
           "rng = np.random.default_rng(9)\nnq, k = 10000, 100\n"
           "def batch(seed):\n    r = np.random.default_rng(seed)\n"
           "    I = (np.argsort(r.random((nq, 300)), axis=1)[:, :k]).astype(np.int64)\n"
           "    return I, -np.sort(r.random((nq, k)).astype(np.float32), axis=1)\n"
           "A, B = batch(10), batch(11)\nframe = long_frame({'dense': A, 'bm25': B})\n"
           "out = rankagg.fuse(frame, 'rrf', depth=10)\n"
           "ref = np.zeros((nq, 300))\nfor I, s in (A, B):\n    ref[np.arange(nq)[:, None], I] += 1.0 / (60 + np.arange(1, k + 1))\n"
           "top = np.sort(ref, axis=1)[:, ::-1][:, :10]\n"
           "got = out.sort_values(['q_id', 'rank']).score.to_numpy().reshape(nq, 10)\n"
           "report('' if np.allclose(got, top, rtol=1e-12, atol=0) else 'top-10 scores differ')\n",
           why="RRF by hand, vectorised; issue 45: within seconds and the memory limit", timeout=240),
        ok("u17x_int_model_index_weights", "a long frame whose run column is the embedding model's index (0, 1, 2) "
           "and weights={0: 2.0}: run 0 weighs 2, the others 1",
           _BATCH + "f = long_frame(named)\nf['run'] = f['run'].map({'dense': 0, 'bm25': 1, 'e5': 2})\n"
           "out = rankagg.fuse(f, 'rrf', weights={0: 2.0}, depth=None)\n"
           "named2 = {0: named['dense'], 1: named['bm25'], 2: named['e5']}\n"
           "report(frame_agree(out, named2, lambda L: rrf_ref(L, w={0: 2.0})))\n",
           why="docs/conventions.md: a mapping keys each run by its name as text ({1: 2} weighs the run 1)"),
        ok("u17x_dict_from_zip_float32_combmnz", "{model: {qid: dict(zip(I[q], D[q]))}} with NumPy int64 keys and "
           "float32 values, CombMNZ(min-max): hand CombSUM times the lists that returned the document",
           _BATCH + "runs = {m: {q: dict(zip(Iq[q], s[q])) for q in range(40)} for m, (Iq, s) in named.items()}\n"
           "out = rankagg.fuse(runs, 'combmnz', norm='minmax', depth=None)\nmsg = ''\n"
           "for q in range(40):\n    sc, cnt, best = combsum_ref(row_lists(named, q))\n"
           "    ref = ({d: v * cnt[d] for d, v in sc.items()}, cnt, best)\n"
           "    msg = msg or agree(list(out[q].items()), ref)\nreport(msg)\n",
           why="CombMNZ = CombSUM x number of lists returning the document (Fox & Shaw 1994)"),
        ok("u17x_negative_ip_combsum", "inner products of normalised embeddings, all negative for an off-topic "
           "query, beside BM25: CombSUM(min-max) by hand (a negative best score is still the best)",
           "lists = {'dense': (np.array([11, 12, 13, 14], dtype=np.int64), np.array([-0.05, -0.2, -0.21, -0.7], dtype=np.float32)),\n"
           "         'bm25': (np.array([13, 15, 11]), np.array([7.5, 3.25, 1.0]))}\n"
           "got = rankagg.Fuser('combsum', norm='minmax')(lists)\n"
           "ref = combsum_ref({m: dict(zip(i.tolist(), np.asarray(s, dtype=float).tolist())) for m, (i, s) in lists.items()})\n"
           "report(agree(got, ref))\n", why="min-max of negative scores by hand (docs/conventions.md)"),
        ok("u17x_top_equals_hand_rrf", "Fuser.top(lists, 10) over a row of three ANN answers with float16 BM25 "
           "scores (ties): the certified items equal hand RRF's first 10",
           _BATCH + "fu = rankagg.Fuser('rrf')\nmsg = ''\nfor q in range(10):\n"
           "    L = {m: (Iq[q], s[q]) for m, (Iq, s) in named.items()}\n"
           "    L['bm25'] = (L['bm25'][0], L['bm25'][1].astype(np.float16))\n"
           "    t = fu.top(L, 10)\n    full = rrf_ref({m: dict(zip(i.tolist(), np.asarray(s, dtype=float).tolist())) for m, (i, s) in L.items()})\n"
           "    sc = full[0]\n    order = sorted(sc, key=lambda d: (-sc[d], -full[1][d], full[2][d], str(d)))[:10]\n"
           "    if not t.certified or [d for d, _ in t.items] != order:\n        msg = msg or 'query %d: %r vs %r' % (q, [d for d, _ in t.items][:4], order[:4])\n"
           "report(msg)\n", why="docs/topk.md: the certified top k is the full answer's first k; RRF by hand"),
        # ---------------------------------------------------------------- evaluating with the engine's own ids
        ok("u17x_evaluate_hnsw_u64_labels", "hnswlib's uint64 labels (64-bit hashes, some >= 2**63) as ids of a "
           "fused dict run and of the qrels: P@5 and AP by hand",
           "labels = [2 ** 64 - 1 - 977 * i for i in range(6)] + [12345, 2 ** 63 + 5]\n"
           "a = (np.array(labels[:6], dtype=np.uint64), np.array([.9, .8, .7, .6, .5, .4], dtype=np.float32))\n"
           "b = (np.array(labels[2:], dtype=np.uint64), np.array([3., 2.5, 2., 1.5, 1., .5]))\n"
           "fu = rankagg.Fuser('rrf')\nrun = {'q1': dict(fu({'hnsw': a, 'bm25': b}))}\n"
           "rel = {labels[2]: 1, labels[7]: 2, labels[0]: 1}\nqrels = {'q1': rel}\n"
           "got = rankagg.evaluate(run, qrels, ['P@5', 'AP'])\n"
           "ranked = [d for d, _ in fu({'hnsw': a, 'bm25': b})]\n"
           "want = {'P@5': p_at(ranked, rel, 5), 'AP': ap(ranked, rel)}\n"
           "report('' if all(close(got[m], want[m]) for m in want) else '%r vs %r' % (got, want))\n",
           why="trec_eval's P@5 and AP by hand; ids are ints written as decimals (docs/conventions.md)", fast=True),
        ok("u17x_evaluate_u64_frame_run", "a run DataFrame with a uint64 doc_id column beyond 2**63 (hnswlib "
           "labels) measured against qrels keyed by the same Python ints",
           "ids = np.array([2 ** 63 + 11, 2 ** 63 + 7, 2 ** 64 - 2, 40], dtype=np.uint64)\n"
           "run = pd.DataFrame({'q_id': ['7'] * 4, 'doc_id': ids, 'score': np.array([.9, .7, .5, .3], dtype=np.float32)})\n"
           "rel = {2 ** 63 + 7: 1, 40: 1}\ngot = rankagg.evaluate(run, {'7': rel}, ['P@2', 'AP'])\n"
           "ranked = [int(x) for x in ids]\nwant = {'P@2': p_at(ranked, rel, 2), 'AP': ap(ranked, rel)}\n"
           "report('' if all(close(got[m], want[m]) for m in want) else '%r vs %r' % (got, want))\n",
           why="trec_eval's P@2 and AP by hand; the run ranked by score"),
        ok("u17x_evaluate_hashed_qids", "query ids that are 64-bit hashes of the query text (>= 2**63, Python ints) "
           "in both the fused run and the qrels: AP by hand per query",
           "q1, q2 = 2 ** 64 - 12, 2 ** 63 + 99\nrun = {q1: {'a': 3.0, 'b': 2.0, 'c': 1.0}, q2: {'d': 2.0, 'e': 1.0}}\n"
           "qrels = {q1: {'b': 1}, q2: {'e': 1, 'f': 1}}\ngot = rankagg.evaluate(run, qrels, ['AP'])\n"
           "want = (ap(['a', 'b', 'c'], {'b': 1}) + ap(['d', 'e'], {'e': 1, 'f': 1})) / 2\n"
           "report('' if close(got['AP'], want) else '%r vs %r' % (got, want))\n",
           why="trec_eval's AP by hand, averaged over the two queries"),
        ok("u17x_evaluate_int_run_str_qrels", "a fused run keyed by int query and doc ids (FAISS positions) against "
           "qrels read as text ('3', '17'): the same documents, P@5 and AP by hand",
           _BATCH + "fused = rankagg.fuse({m: {q: dict(zip(Iq[q].tolist(), s[q].tolist())) for q in range(5)} for m, (Iq, s) in named.items()}, 'rrf')\n"
           "qrels = {str(q): {str(int(I2[q][j])): 1 for j in (0, 3, 7)} for q in range(5)}\n"
           "got = rankagg.evaluate(fused, qrels, ['P@5', 'AP'])\n"
           "pq, aq = [], []\nfor q in range(5):\n    ranked = [str(d) for d in fused[q]]\n"
           "    pq.append(p_at(ranked, qrels[str(q)], 5)); aq.append(ap(ranked, qrels[str(q)]))\n"
           "want = {'P@5': sum(pq) / 5, 'AP': sum(aq) / 5}\n"
           "report('' if all(close(got[m], want[m]) for m in want) else '%r vs %r' % (got, want))\n",
           why="docs/conventions.md: int ids are their decimals, as trec_eval reads them; AP by hand"),
        # ---------------------------------------------------------------- the command line on files from the arrays
        ok("u17x_cli_parquet_long_rrf", "the batch written as one long Parquet table (int64 doc ids, float32 "
           "scores) and fused by `rankagg fuse t.parquet --method rrf`: the TREC output equals hand RRF",
           _BATCH + "long_frame(named).to_parquet('t.parquet')\ncli('fuse', 't.parquet', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nmsg = ''\nfor q in range(40):\n"
           "    msg = msg or agree(out[str(q)], rrf_ref(row_lists(named, q)), tol=1e-6)\nreport(msg)\n",
           why="rankagg fuse --help: one Parquet table q_id doc_id score run; RRF by hand"),
        ok("u17x_cli_parquet_f16_u64", "a Parquet table of uint64 hnswlib labels beyond 2**63 and float16 scores "
           "(many ties): the fused run holds the labels as decimals, RRF by hand with trec_eval's tie order",
           "rng = np.random.default_rng(12)\nlab = np.array([2 ** 63 + int(x) for x in rng.choice(10 ** 6, 30, replace=False)], dtype=np.uint64)\n"
           "named = {}\nfor m, seed in (('hnsw', 1), ('bm25', 2)):\n    r = np.random.default_rng(seed)\n"
           "    I = np.stack([r.choice(lab, 12, replace=False) for _ in range(6)])\n"
           "    named[m] = (I, np.round(r.random((6, 12)) * 4) .astype(np.float16))\n"
           "long_frame(named).to_parquet('t.parquet')\ncli('fuse', 't.parquet', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nmsg = ''\nfor q in range(6):\n"
           "    ref = rrf_ref({m: {str(d): float(s) for d, s in zip(I[q].tolist(), sc[q])} for m, (I, sc) in named.items()})\n"
           "    msg = msg or agree(out[str(q)], ref, tol=1e-6)\nreport(msg)\n",
           why="docs/conventions.md: ranks by score then docid descending; ids as decimals"),
        ok("u17x_cli_trec_from_arrays_combsum", "three TREC runs written from the arrays with an f-string loop "
           "(ranks from 0, float32 scores printed by str): `rankagg fuse --method combsum` (min-max) by hand",
           _BATCH + "for m, (Iq, s) in named.items():\n    with open(m + '.run', 'w') as fh:\n"
           "        for q in range(40):\n            for r, (d, x) in enumerate(zip(Iq[q], s[q])):\n"
           "                fh.write(f'{q} Q0 {d} {r} {x} {m}\\n')\n"
           "cli('fuse', 'dense.run', 'bm25.run', 'e5.run', '--method', 'combsum', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nmsg = ''\nfor q in range(40):\n"
           "    L = {m: {int(d): float(str(x)) for d, x in zip(Iq[q], s[q])} for m, (Iq, s) in named.items()}\n"
           "    msg = msg or agree(out[str(q)], combsum_ref(L), tol=1e-6)\nreport(msg)\n",
           why="docs/conventions.md: the rank column is not read; norm auto is min-max on scored runs"),
        ok("u17x_cli_fuse_then_evaluate", "`rankagg fuse` the Parquet batch, then `rankagg evaluate --json` "
           "against TREC qrels: P@5 and AP equal to trec_eval's formulas over the written run",
           _BATCH + "long_frame(named).to_parquet('t.parquet')\n"
           "with open('qrels.txt', 'w') as fh:\n    for q in range(40):\n        for j in (0, 2, 5):\n"
           "            fh.write(f'{q} 0 {I[q][j]} 1\\n')\n"
           "        if I2[q][1] not in (I[q][0], I[q][2], I[q][5]):\n            fh.write(f'{q} 0 {I2[q][1]} 2\\n')\n"
           "cli('fuse', 't.parquet', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "p = cli('evaluate', '--qrels', 'qrels.txt', 'f.run', '--measures', 'P@5', 'AP', '--json', '-q')\n"
           "got = json.loads(p.stdout)\nout = read_trec('f.run')\npq, aq = [], []\n"
           "for q in range(40):\n    rel = {str(I[q][j]): 1 for j in (0, 2, 5)}\n    rel.setdefault(str(I2[q][1]), 2)\n"
           "    ranked = [d for d, _ in out[str(q)]]\n    pq.append(p_at(ranked, rel, 5)); aq.append(ap(ranked, rel))\n"
           "want = {'P@5': sum(pq) / 40, 'AP': sum(aq) / 40}\n"
           "report('' if all(close(got[m], want[m]) for m in want) else '%r vs %r' % ({m: got[m] for m in want}, want))\n",
           why="trec_eval's P@5 and AP by hand over the written run's order"),
        # ---------------------------------------------------------------- the shapes of a batch, given as one list
        bad("u17x_fuser_2d_pair_row", "index.search(xq[None], k) for one query gives (1, k) arrays; the engineer "
            "passes (I, D) without [0] to the Fuser", "D, I = faiss_search(1, 10, seed=1)\n"
            "rankagg.Fuser('rrf')({'dense': (I, -D), 'bm25': ([5, 9], [2.0, 1.0])})", "'dense'", "(1, 10)",
            why="a 2-D array is a batch of lists, not one list: the message must name the list and its shape", fast=True),
        bad("u17x_fuser_2d_ids_only", "the (1, k) I array alone (a rank-only list) to the Fuser",
            "D, I = faiss_search(1, 10, seed=1)\nrankagg.Fuser('rrf')({'dense': I, 'bm25': [5, 9]})", "'dense'", "(1, 10)",
            why="a 2-D array is a batch of lists, not one list: the message must name the list and its shape"),
        bad("u17x_fuser_column_vectors", "column vectors I[0][:, None], D[0][:, None] (k, 1), a reshape gone wrong",
            "D, I = faiss_search(1, 10, seed=1)\n"
            "rankagg.Fuser('combsum', norm='minmax')({'dense': (I[0][:, None], -D[0][:, None]), 'bm25': ([5], [1.0])})",
            "'dense'", "(10, 1)", why="a (k, 1) array holds arrays, not ids: the message must name the list and shape"),
        bad("u17x_fuser_top_whole_batch", "Fuser.top given the whole (5, 10) batch as one list",
            "D, I = faiss_search(5, 10, seed=1)\nrankagg.Fuser('rrf').top({'dense': (I, -D), 'bm25': ([5], [1.0])}, 10)",
            "'dense'", "(5, 10)", why="a 2-D array is a batch of lists, not one list: name the list and its shape"),
        bad("u17x_fuser_explain_2d_scores", "explain with 1-D ids but the (1, k) score row (D[:1] for D[0])",
            "D, I = faiss_search(1, 10, seed=1)\nrankagg.Fuser('rrf').explain({'dense': (I[0], -D[:1]), 'bm25': ([5], [1.0])})",
            "'dense'", "(1, 10)", why="10 ids beside a (1, 10) score array: the message must name the shape, not '1 ids'"),
        bad("u17x_milvus_preset_2d_row", "Milvus's weighted ranker preset (each leg's L2 distances mapped as Milvus "
            "maps them) given the (1, k) row of a FAISS search for one query",
            "from rankagg.engines import preset\nD, I = faiss_search(1, 10, seed=1)\n"
            "preset('milvus_weighted')({'dense': (I, D), 'bm25': ([5, 9], [2.0, 1.0])})", "'dense'", "(1, 10)",
            why="a 2-D array is a batch of lists, not one list: the message must name the list and its shape"),
        bad("u17x_fuse_2d_array_as_run", "rankagg.fuse({'dense': I, 'bm25': I2}) with the batch arrays themselves",
            "D, I = faiss_search(3, 5, seed=1)\nrankagg.fuse({'dense': I, 'bm25': I[::-1]}, 'rrf')", "'dense'", "ndarray",
            why="a run is {qid: {docid: score}} (rankagg.fuse's docstring)"),
        bad("u17x_fuser_swapped_d_i", "(D, I) in index.search's order instead of (ids, scores)",
            "D, I = faiss_search(1, 10, seed=1)\nrankagg.Fuser('rrf')({'dense': (D[0], I[0]), 'bm25': ([5], [1.0])})",
            "'dense'", "float32", why="docids are str or all int (docs/conventions.md): a float32 is no docid"),
        bad("u17x_fuser_float_ids", "I cast to float64 to hold NaN for the padding (I.astype(float)), then given",
            "D, I = faiss_search(1, 10, seed=1)\nrankagg.Fuser('rrf')({'dense': (I[0].astype(float), -D[0]), 'bm25': ([5], [1.0])})",
            "'dense'", "float64", why="a float has no one text (docs/conventions.md): refused naming the list"),
        bad("u17x_fuser_scores_one_short", "scores sliced one short of the ids (D[q][:-1]) after dropping a pad",
            "D, I = faiss_search(1, 10, seed=1)\nrankagg.Fuser('rrf')({'dense': (I[0], -D[0][:-1]), 'bm25': ([5], [1.0])})",
            "'dense'", "10 ids", why="(ids, scores) pairs one score per id (lists.py's rules)"),
        bad("u17x_fuser_inf_padding", "the brute-force index's padding: id -1 with distance +inf, negated to -inf",
            "I = np.array([4, 8, -1]); D = np.array([0.5, 0.75, np.inf], dtype=np.float32)\n"
            "rankagg.Fuser('rrf')({'dense': (I, -D), 'bm25': ([4], [1.0])})", "'dense'", "-inf",
            why="docs/conventions.md: a non-finite score is refused, naming the list and document"),
        bad("u17x_fuse_per_query_pairs", "rankagg.fuse({'dense': {q: (I[q], D[q])}}): the Fuser's pair form one "
            "level down", "D, I = faiss_search(2, 5, seed=1)\n"
            "rankagg.fuse({'dense': {q: (I[q], -D[q]) for q in range(2)}, 'bm25': {0: {1: 1.0}}}, 'rrf')",
            "'dense'", "query", why="rankagg.fuse takes {qid: {docid: score}} per run (its docstring)"),
        # ---------------------------------------------------------------- the frames the arrays turn into
        bad("u17x_frame_nan_padding", "the long frame with the -1 padding replaced by NaN (doc_id float64, NaN)",
            "D, I = faiss_search(2, 4, seed=1)\nf = long_frame({'dense': (I.astype(float), -D), 'bm25': (I[::-1].astype(float), D)})\n"
            "f.loc[6, 'doc_id'] = np.nan\nrankagg.fuse(f, 'rrf')", "row 6",
            why="docs/conventions.md: a missing id is refused naming its row"),
        bad("u17x_frame_int64_na", "the padding as pandas' nullable Int64 <NA> in doc_id",
            "D, I = faiss_search(2, 4, seed=1)\nf = long_frame({'dense': (I, -D), 'bm25': (I[::-1], D)})\n"
            "f['doc_id'] = f['doc_id'].astype('Int64')\nf.loc[11, 'doc_id'] = pd.NA\nrankagg.fuse(f, 'rrf')", "row 11",
            why="docs/conventions.md: a missing id is refused naming its row"),
        bad("u17x_frame_float_ids", "doc_id as float64 without any NaN (a merge that upcast the column)",
            "D, I = faiss_search(2, 4, seed=1)\nf = long_frame({'dense': (I.astype(float), -D), 'bm25': (I[::-1].astype(float), D)})\n"
            "rankagg.fuse(f, 'rrf')", "row 0", "doc_id",
            why="docs/conventions.md: a float id has no one text; refused naming the row"),
        bad("u17x_frame_positions_from_zero", "no scores, a rank column of FAISS positions 0..k-1",
            "D, I = faiss_search(2, 4, seed=1)\nf = long_frame({'dense': (I, -D), 'bm25': (I[::-1], D)}).drop(columns='score')\n"
            "f['rank'] = np.tile(np.arange(4), 4)\nrankagg.fuse(f, 'rrf')", "row 0", "rank",
            why="docs/conventions.md: a frame's rank column holds positive integers"),
        bad("u17x_frame_shard_merge_dup", "two shards' answers concatenated: a document found by both shards twice "
            "in one query's list", "D, I = faiss_search(2, 4, seed=1)\n"
            "f = long_frame({'dense': (I, -D), 'bm25': (I[::-1], D)})\nf = pd.concat([f.iloc[:3], f.iloc[[1]], f.iloc[3:]], ignore_index=True)\n"
            "rankagg.fuse(f, 'rrf')", "row 3", "twice",
            why="docs/conventions.md: a document twice in one list is refused naming the line/row"),
        bad("u17x_frame_list_columns", "one row per query with list columns (ids, scores), the batch as rows",
            "D, I = faiss_search(2, 4, seed=1)\n"
            "f = pd.DataFrame({'q_id': [0, 1], 'doc_id': list(I), 'score': list(-D), 'run': 'dense'})\nrankagg.fuse(f, 'rrf')",
            "row 0", "doc_id", why="ids are str or all int, one per row (docs/conventions.md)"),
        # ---------------------------------------------------------------- files the engineer hands the command line
        cli_bad("u17x_cli_npy_run", "`rankagg fuse I.npy D.npy` with np.save's arrays",
                ["fuse", "I.npy", "D.npy", "--method", "rrf", "-o", "fused.run"], "I.npy", "NumPy",
                why="a .npy file is NumPy's binary array format, not TREC lines: the message must say so",
                setup=_setup(_ARRAYS + "np.save(P('I.npy'), I)\nnp.save(P('D.npy'), D)\n"), fast=True),
        cli_bad("u17x_cli_npz_run", "`rankagg fuse res.npz` with np.savez(I=I, D=D)",
                ["fuse", "res.npz", "--method", "rrf", "-o", "fused.run"], "res.npz", "NumPy",
                why="an .npz is NumPy's archive of arrays: unzipping it gives .npy files, no TREC run",
                setup=_setup(_ARRAYS + "np.savez(P('res.npz'), I=I, D=D)\n")),
        cli_bad("u17x_cli_evaluate_npy", "`rankagg evaluate --qrels q.txt D.npy`: the distance array as a run",
                ["evaluate", "--qrels", "q.txt", "D.npy", "--measures", "P@5"], "D.npy", "NumPy",
                why="a .npy file is NumPy's binary array format, not TREC lines: the message must say so",
                setup=_setup(_ARRAYS + "np.save(P('D.npy'), D)\nopen(P('q.txt'), 'w').write('0 0 %d 1\\n' % I[0][0])\n"),
                outputs=()),
        cli_bad("u17x_cli_two_parquets", "one Parquet table per index: `rankagg fuse dense.parquet bm25.parquet`",
                ["fuse", "dense.parquet", "bm25.parquet", "--method", "rrf", "-o", "fused.run"], "dense.parquet",
                "bm25.parquet", why="rankagg fuse --help: one Parquet run table",
                setup=_setup(_ARRAYS + "import pandas as pd\nfor m in ('dense', 'bm25'):\n"
                             "    pd.DataFrame({'q_id': np.repeat(np.arange(3), 8), 'doc_id': I.ravel(), 'score': D.ravel(), 'run': m}).to_parquet(P(m + '.parquet'))\n")),
        cli_bad("u17x_cli_parquet_list_columns", "a Parquet table of one row per query, list<int64> ids and "
                "list<float> scores", ["fuse", "batch.parquet", "--method", "rrf", "-o", "fused.run"], "batch.parquet",
                why="rankagg fuse --help: a Parquet table q_id doc_id score run, one row per document",
                setup=_setup(_ARRAYS + "import pyarrow as pa, pyarrow.parquet as pq\n"
                             "pq.write_table(pa.table({'q_id': np.arange(3), 'ids': list(I), 'scores': list(D), 'run': ['dense'] * 3}), P('batch.parquet'))\n")),
        cli_bad("u17x_cli_numpy2_repr_scores", "a run written with f'{x!r}' under NumPy 2: 'np.float32(0.26)' as the "
                "score", ["fuse", "e5.run", "bm25.run", "--method", "rrf", "-o", "fused.run"], "e5.run:1",
                why="docs/conventions.md: a non-numeric score is refused naming the file and line",
                setup=_setup(_ARRAYS + "open(P('e5.run'), 'w').write(''.join(f'{q} Q0 {d} {r} {x!r} e5\\n' for q in range(3) for r, (d, x) in enumerate(zip(I[q], D[q]))))\n"
                             "open(P('bm25.run'), 'w').write('0 Q0 1 1 2.0 bm25\\n')\n")),
        cli_bad("u17x_cli_savetxt_matrix", "np.savetxt('I.txt', I, fmt='%d'): one row of neighbour ids per query",
                ["fuse", "I.txt", "bm25.run", "--method", "rrf", "-o", "fused.run"], "I.txt:1",
                why="a TREC run has six fields (docs/trec.md); 8 ids a line is no run",
                setup=_setup(_ARRAYS + "np.savetxt(P('I.txt'), I, fmt='%d')\nopen(P('bm25.run'), 'w').write('0 Q0 1 1 2.0 bm25\\n')\n")),
        cli_bad("u17x_cli_tsv_neighbour_triples", "a headerless TSV of (query, neighbour id, distance) triples "
                "from np.savetxt, fused to -o fused.tsv", ["fuse", "neighbours.tsv", "-o", "fused.tsv"],
                "neighbours.tsv", why="a table of (query, id, distance) rows is no table of ranked gene lists: read "
                "as one it would fuse the columns of numbers as lists",
                setup=_setup(_ARRAYS + "np.savetxt(P('neighbours.tsv'), np.column_stack([np.repeat(np.arange(3), 8), I.ravel(), D.ravel()]), "
                             "fmt=['%d', '%d', '%.6f'], delimiter='\\t')\n"), outputs=("fused.tsv",)),
    ]
