"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, a code-search engineer's lexical, embedding and cross-encoder code retrievers (its cases, ids ``u18c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The engineer's day: three retrievers over a code corpus, BM25 over split identifiers, a UniXcoder / CodeBERT
embedding index (cosine similarities, or FAISS L2 distances where lower is better) and a cross-encoder re-ranker
(logits, mostly negative), evaluated on CodeSearchNet-style graded judgments (relevance 0-3: nDCG@10, MRR@10) and
CoSQA's binary ones (integer code ids).  Documents are code locations: ``src/utils/io.py::read_json``,
``repo@3f2a9c1:lib/a.py#L10-L42``, Windows paths with backslashes, non-ASCII folders, the same function in two forks;
queries carry ids such as ``csn-python-0007`` (the text itself sits in their harness's ``query`` column, commas and
quotes in it).  Their exports: TREC runs from a harness, gzip and CRLF from a Windows box, JSONL and CSV from the
eval harness, CodeSearchNet's ``annotationStore.csv``, Parquet and Arrow tables, PyTerrier frames, ranx runs.

References (prepended to every snippet; independent of rankagg's code): ``desc_order`` / ``positions`` /
``rrf_ref`` from :data:`references.RANKED_LISTS` (trec_eval's order: score descending, then the id descending as
bytes; Cormack's ``sum w / (k + r)``); ``combsum_ref`` min-max CombSUM (docs/conventions.md: a list of equal scores
gives 1, an absent document 0); ``house`` the fused order of docs/conventions.md's tie rule (equal scores: more
lists, then best place, then the smaller id); ``ndcg``, ``rr``, ``p_at``, ``ap`` trec_eval's ndcg_cut (gain = the
grade, discount log2(1 + r), ideal from every judged grade), recip_rank cut at k, P@k and AP over a ranked list."""

from __future__ import annotations

from .case import Case, command_cases
from .references import RANKED_LISTS, VERDICT_HELPERS

EIGHTEENTH_CODE = "45 Unseen inputs: an eighteenth bar, a code-search engineer's lexical, embedding and cross-encoder code retrievers"

_REF = "import gzip, json, math, os, random, subprocess, sys\nimport rankagg\n" + RANKED_LISTS + VERDICT_HELPERS + r'''
combsum_ref = combsum_minmax_ref
def house(ref):
    """docs/methods.md: scores within 2**-40 of each other (relative, neighbour to neighbour) tie; a tie class is
    ordered by more lists, then best place, then the smaller id."""
    sc, cnt, best = ref
    out, group = [], []
    for d in sorted(sc, key=lambda d: -sc[d]):
        if group and sc[group[-1]] - sc[d] > 2.0 ** -40 * max(abs(sc[group[-1]]), abs(sc[d])):
            out += sorted(group, key=lambda x: (-cnt[x], best[x], str(x)))
            group = []
        group.append(d)
    return out + sorted(group, key=lambda x: (-cnt[x], best[x], str(x)))
def agree(got, ref, tol=1e-9):
    """got: [(id, score)] best first; '' when it is ref's ids, scores and house order."""
    sc, cnt, best = ref
    if sorted(str(d) for d, _ in got) != sorted(str(d) for d in sc):
        return 'ids differ: %d fused, %d expected' % (len(got), len(sc))
    by = {str(d): d for d in sc}
    for d, s in got:
        if not close(float(s), sc[by[str(d)]], tol):
            return 'score of %r: %r, expected %r' % (d, s, sc[by[str(d)]])
    want = house(ref)
    ids = [by[str(d)] for d, _ in got]
    for a, b in zip(ids, want):
        if a != b and not close(sc[a], sc[b], tol):
            return 'order: %r where %r belongs' % (a, b)
    if tol <= 1e-9 and ids != want:
        return 'tie order %r, expected %r' % (ids[:5], want[:5])
    return ''
def ndcg(ranked, rel, k):
    dcg = sum(rel.get(d, 0) / math.log2(i + 1) for i, d in enumerate(ranked[:k], 1) if rel.get(d, 0) > 0)
    ideal = sorted((g for g in rel.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg else 0.0
def rr(ranked, rel, k=10 ** 9, level=1):
    return next((1.0 / i for i, d in enumerate(ranked[:k], 1) if rel.get(d, 0) >= level), 0.0)
def p_at(ranked, rel, k, level=1):
    return sum(1 for d in ranked[:k] if rel.get(d, 0) >= level) / k
def ap(ranked, rel, level=1):
    n = sum(1 for g in rel.values() if g >= level)
    hits, total = 0, 0.0
    for i, d in enumerate(ranked, 1):
        if rel.get(d, 0) >= level:
            hits += 1
            total += hits / i
    return total / n if n else 0.0
REPOS = ('src/utils/io.py::read_json', 'repo@3f2a9c1:lib/a.py#L10-L42', 'lib/größe/ö.py::Tokenizer.split',
         'pkg\\win\\mod.py::Cls.meth', 'fork-a/src/x.py::f', 'fork-b/src/x.py::f', 'tests/test_io.py::test_read')
def symbols(n, seed=0):
    rnd = random.Random(seed)
    out = list(REPOS)
    while len(out) < n:
        i = len(out)
        form = i % 4
        if form == 0:
            out.append('src/mod%d/file%d.py::func_%d' % (i % 9, i, rnd.randrange(10 ** 4)))
        elif form == 1:
            out.append('repo@%07x:lib/m%d.py#L%d-L%d' % (rnd.randrange(16 ** 7), i, i, i + rnd.randrange(1, 60)))
        elif form == 2:
            out.append('pkg\\win%d\\mod%d.py::Cls%d.meth' % (i % 5, i, i))
        else:
            out.append('lib/ünï%d/código%d.py::f%d' % (i % 3, i, i))
    return out[:n]
def retrievers(nq, depth, seed=1, pool=80):
    """{name: {qid: {symbol: score}}}: BM25 (positive), UniXcoder cosine in [-1, 1], a cross-encoder's logits."""
    rnd = random.Random(seed)
    syms = symbols(pool, seed)
    runs = {'bm25-ident': {}, 'unixcoder': {}, 'ce-minilm': {}}
    for q in range(nq):
        qid = 'csn-python-%04d' % q
        for m, f in (('bm25-ident', lambda: rnd.uniform(0, 25)), ('unixcoder', lambda: rnd.uniform(-1, 1)),
                     ('ce-minilm', lambda: rnd.uniform(-11, 2.5))):
            runs[m][qid] = {d: f() for d in rnd.sample(syms, depth)}
    return runs
def graded_qrels(runs, seed=2, share=0.3):
    rnd = random.Random(seed)
    out = {}
    for m in sorted(runs):
        for q, p in runs[m].items():
            for d in sorted(p):
                if rnd.random() < share and d not in out.setdefault(q, {}):
                    out[q][d] = rnd.choice((0, 1, 2, 3))
    return out
def write_run(path, run, tag, opener=open, nl='\n'):
    with opener(path, 'wt', encoding='utf-8', newline='') as fh:
        for q, p in run.items():
            for i, d in enumerate(desc_order(p), 1):
                fh.write('%s Q0 %s %d %r %s%s' % (q, d, i, p[d], tag, nl))
def write_qrels(path, qrels):
    with open(path, 'w', encoding='utf-8') as fh:
        for q, p in qrels.items():
            for d, g in p.items():
                fh.write('%s 0 %s %d\n' % (q, d, g))
def read_trec(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
def ok_cli(*args):
    rc, out, err = cli(*args)
    if rc:
        passthrough(rc, err)
    return out, err
def per_query(runs_by_q, ref_of, tol):
    names = list(runs_by_q)
    for q in runs_by_q[names[0]]:
        yield q, {m: runs_by_q[m][q] for m in names if q in runs_by_q[m]}
def check_fused(fused, runs, ref_of, tol=1e-9):
    """fused: {qid: [(id, score)]} best first, against ref_of({name: list}) for each query of the runs."""
    qids = sorted(set().union(*[set(r) for r in runs.values()]))
    if sorted(fused) != qids:
        return 'queries differ: %r' % sorted(fused)[:3]
    for q in qids:
        msg = agree(fused[q], ref_of({m: r[q] for m, r in runs.items() if q in r}), tol)
        if msg:
            return '%s: %s' % (q, msg)
    return ''
def verdict(msg):
    wrong(msg) if msg else right()
'''[1:]

_RUNS_CLI = ("runs = retrievers(25, 30)\nfor m, r in runs.items():\n    write_run(m + '.run', r, m)\n")


def _done(out: str, folder) -> bool:
    return out.rstrip().endswith("OK") and "WRONG" not in out


def eighteenth_bar_code_cases() -> list[Case]:
    G = EIGHTEENTH_CODE

    def ok(id: str, what: str, code: str, why: str, timeout: float = 120, warns: str = "",
           files: dict | None = None, fast: bool = False) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=_done, memory_gb=4.0, timeout=timeout, why=why,
                    warns=warns, files=files or {}, fast=fast)

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {})

    cli_bad = command_cases(G)[1]

    bm25 = "csn-0001 Q0 src/utils/io.py::read_json 1 14.2 bm25-ident\ncsn-0001 Q0 lib/a.py::load 2 9.5 bm25-ident\n"
    qrels = "csn-0001 0 src/utils/io.py::read_json 3\ncsn-0001 0 lib/a.py::load 1\n"
    harness_csv = ('query,code_id,score,model\n"how to read a json file, ""fast""",src/utils/io.py::read_json,-1.5,unixcoder\n'
                   '"how to read a json file, ""fast""",lib/a.py::load,-2.25,unixcoder\n'
                   '"sort a dict by value",lib/sort.py::by_value,-0.75,unixcoder\n')
    harness_jsonl = ('{"query": "how to read a json file", "code_id": "src/utils/io.py::read_json", "score": -1.5, '
                     '"model": "unixcoder"}\n{"query": "how to read a json file", "code_id": "lib/a.py::load", '
                     '"score": -2.25, "model": "unixcoder"}\n')
    annotation = ("Language,Query,GitHubUrl,Relevance,Notes\n"
                  "Python,how to read json file,https://github.com/a/b/blob/3f2a9c1/io.py#L10-L42,3,\n"
                  'Python,how to read json file,https://github.com/a/b/blob/3f2a9c1/x.py#L1-L9,0,"not, really"\n')

    return [
        # ---------------------------------------------------------------- fusing the three retrievers
        ok("u18c_cli_rrf_three_retrievers", "three TREC runs of 25 queries (BM25 over identifiers, UniXcoder cosine, "
           "cross-encoder logits) whose ids are code locations (::symbols, @commit:path#Lx-Ly, backslashes, non-ASCII): "
           "`rankagg fuse --method rrf` equals Cormack's RRF by hand",
           _RUNS_CLI + "ok_cli('fuse', 'bm25-ident.run', 'unixcoder.run', 'ce-minilm.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "verdict(check_fused(read_trec('f.run'), runs, rrf_ref, tol=1e-6))\n",
           why="Cormack et al. 2009: sum 1 / (60 + r), ranks by score then docid (docs/conventions.md)"),
        ok("u18c_cli_combsum_negative_logits", "the same runs fused by CombSUM (the default min-max on scored runs): "
           "the cross-encoder's negative logits and negative cosines normalised as any scores",
           _RUNS_CLI + "ok_cli('fuse', 'bm25-ident.run', 'unixcoder.run', 'ce-minilm.run', '--method', 'combsum', '-o', 'f.run', '--quiet')\n"
           "verdict(check_fused(read_trec('f.run'), runs, combsum_ref, tol=1e-6))\n",
           why="docs/conventions.md: norm auto is min-max on scored runs; (s - min) / (max - min), absent 0"),
        ok("u18c_api_weighted_rrf_dicts", "rankagg.fuse of the three runs as dicts, weights bm25-ident 0.3, "
           "unixcoder 1.0, ce-minilm 0.7: exact weighted RRF and the house tie order",
           "runs = retrievers(20, 25, seed=3)\nW = {'bm25-ident': 0.3, 'unixcoder': 1.0, 'ce-minilm': 0.7}\n"
           "out = rankagg.fuse(runs, 'rrf', weights=W, depth=None)\n"
           "verdict(check_fused({q: list(p.items()) for q, p in out.items()}, runs, lambda L: rrf_ref(L, w=W)))\n",
           why="weighted RRF sum w / (60 + r) (docs/conventions.md's weights; README's example)"),
        ok("u18c_fuser_combmnz_per_query", "the serving path: Fuser('combmnz', norm='minmax') per query over "
           "{name: {symbol: score}}: CombSUM(min-max) times the lists that returned the symbol",
           "runs = retrievers(15, 20, seed=4)\nfu = rankagg.Fuser('combmnz', norm='minmax')\n"
           "def mnz(L):\n    sc, cnt, best = combsum_ref(L)\n    return {d: v * cnt[d] for d, v in sc.items()}, cnt, best\n"
           "verdict(check_fused({q: fu({m: r[q] for m, r in runs.items()}) for q in runs['bm25-ident']}, runs, mnz))\n",
           why="CombMNZ = CombSUM x number of lists returning the document (Fox & Shaw 1994)"),
        ok("u18c_tie_nonascii_bytes", "a cross-encoder that gives three symbols the same logit (-2.5): "
           "lib/é.py::f, lib/z.py::f, lib/Z.py::f are placed by trec_eval's rule (id descending as UTF-8 bytes) "
           "before RRF", "a = {'q1': {'lib/z.py::f': -2.5, 'lib/é.py::f': -2.5, 'lib/Z.py::f': -2.5, 'x.py::g': 0.5}}\n"
           "b = {'q1': {'x.py::g': 7.0, 'lib/Z.py::f': 3.0}}\nwrite_run('ce.run', a, 'ce')\nwrite_run('bm25.run', b, 'bm25')\n"
           "ok_cli('fuse', 'ce.run', 'bm25.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "got = read_trec('f.run')\nmsg = check_fused(got, {'ce': a, 'bm25': b}, rrf_ref, tol=1e-6)\n"
           "order = [d for d, _ in got['q1']]\n"
           "verdict(msg or ('' if order.index('lib/é.py::f') < order.index('lib/z.py::f') else 'é after z: %r' % order))\n",
           why="docs/conventions.md: a tie broken by the docid descending, strcmp's byte order (é is 0xC3 0xA9 > z)"),
        ok("u18c_nfc_nfd_are_two_ids", "a macOS index writes café.py in NFD, the Linux index in NFC: two ids, "
           "as trec_eval compares bytes; RRF by hand keeps both",
           "import unicodedata\nnfc = unicodedata.normalize('NFC', 'lib/café.py::f')\nnfd = unicodedata.normalize('NFD', nfc)\n"
           "a = {'q1': {nfd: 3.0, 'x.py::g': 1.0}}\nb = {'q1': {nfc: 0.9, 'x.py::g': 0.8}}\n"
           "out = rankagg.fuse({'mac': a, 'linux': b}, 'rrf')\n"
           "verdict(check_fused({q: list(p.items()) for q, p in out.items()}, {'mac': a, 'linux': b}, rrf_ref))\n",
           why="docs/conventions.md: ids are compared and ordered as their UTF-8 bytes (trec_eval's strcmp)"),
        ok("u18c_pyterrier_frames_query_column", "PyTerrier result frames (qid, query, docno, score) whose query "
           "column holds the text with commas and quotes: rankagg.fuse({name: frame}) ignores the text, RRF by hand",
           "import pandas as pd\nruns = retrievers(8, 12, seed=5)\n"
           "frames = {m: pd.DataFrame([(q, 'how to read a json file, \"fast\" (%s)' % q, d, s) for q, p in r.items() for d, s in p.items()],"
           " columns=['qid', 'query', 'docno', 'score']) for m, r in runs.items()}\n"
           "out = rankagg.fuse(frames, 'rrf', depth=None)\n"
           "got = {q: list(zip(g.sort_values('rank').docno, g.sort_values('rank').score)) for q, g in out.groupby('qid')}\n"
           "verdict(check_fused(got, runs, rrf_ref))\n",
           why="docs/pyterrier.md: result frames qid docno score (other columns ride along); RRF by hand"),
        ok("u18c_arrow_large_string_ids", "an Arrow table of the three runs with large_string ids and a "
           "dictionary-encoded run column: an Arrow table back, CombSUM(min-max) by hand",
           "import pyarrow as pa\nruns = retrievers(10, 15, seed=6)\n"
           "rows = [(q, d, s, m) for m, r in runs.items() for q, p in r.items() for d, s in p.items()]\n"
           "t = pa.table({'q_id': pa.array([x[0] for x in rows], pa.large_string()), 'doc_id': pa.array([x[1] for x in rows], pa.large_string()),\n"
           "              'score': [x[2] for x in rows], 'run': pa.array([x[3] for x in rows]).dictionary_encode()})\n"
           "out = rankagg.fuse(t, 'combsum', norm='minmax', depth=None)\n"
           "if not isinstance(out, pa.Table):\n    wrong('not an Arrow table', type(out))\n"
           "f = out.to_pandas()\ngot = {q: list(zip(g.sort_values('rank').doc_id, g.sort_values('rank').score)) for q, g in f.groupby('q_id')}\n"
           "verdict(check_fused(got, runs, combsum_ref))\n",
           why="README: Arrow tables in, Arrow out; min-max CombSUM by hand"),
        ok("u18c_ranx_runs_then_qrels", "ranx Runs named after the models, fused, then evaluated against ranx Qrels "
           "(grades 0-3): nDCG@10 and RR@10 over the fused order by hand",
           "import ranx\nruns = retrievers(10, 15, seed=7)\nqrels = graded_qrels(runs, seed=8)\n"
           "fused = rankagg.fuse([ranx.Run(r, name=m) for m, r in runs.items()], 'rrf', depth=None)\n"
           "got = rankagg.evaluate(fused, ranx.Qrels(qrels), ['nDCG@10', 'RR@10'])\n"
           "ref = {q: house(rrf_ref({m: r[q] for m, r in runs.items()})) for q in runs['unixcoder']}\n"
           "qs = [q for q in ref if q in qrels]\n"
           "want = {'nDCG@10': sum(ndcg(ref[q], qrels[q], 10) for q in qs) / len(qs), 'RR@10': sum(rr(ref[q], qrels[q], 10) for q in qs) / len(qs)}\n"
           "verdict('' if all(close(got[k], want[k]) for k in want) else '%r vs %r' % (got, want))\n",
           why="docs/conventions.md: evaluate(fuse(runs)) measures the written order; trec_eval's ndcg_cut and recip_rank", timeout=240),
        ok("u18c_faiss_distances_warned", "a FAISS L2 run written with raw distances (rising down every list): "
           "fused by score as trec_eval ranks it, with a warning naming the file",
           "a = {'q1': {'a.py::f': 0.12, 'b.py::g': 0.35, 'c.py::h': 0.8}, 'q2': {'d.py::i': 0.2, 'a.py::f': 0.9}}\n"
           "b = {'q1': {'c.py::h': 9.0, 'b.py::g': 5.0}, 'q2': {'a.py::f': 3.0}}\n"
           "with open('faiss.run', 'w') as fh:\n    for q, p in a.items():\n"
           "        for i, d in enumerate(sorted(p, key=p.get)):\n            fh.write('%s Q0 %s %d %r faiss\\n' % (q, d, i, p[d]))\n"
           "write_run('bm25.run', b, 'bm25')\nout, err = ok_cli('fuse', 'faiss.run', 'bm25.run', '--method', 'rrf', '-o', 'f.run')\n"
           "sys.stderr.write(err)\nverdict(check_fused(read_trec('f.run'), {'faiss': a, 'bm25': b}, rrf_ref, tol=1e-6))\n",
           why="docs/conventions.md: a run whose scores rise down every list is read by score, with a warning naming the file",
           warns="faiss.run"),
        ok("u18c_trust_rank_distances", "the same FAISS run fused with --trust-rank (ranks 0..k-1 in distance "
           "order): RRF over the rank column's places by hand",
           "a = {'q1': ['a.py::f', 'b.py::g', 'c.py::h']}\nb = {'q1': {'c.py::h': 9.0, 'b.py::g': 5.0}}\n"
           "with open('faiss.run', 'w') as fh:\n    for i, d in enumerate(a['q1']):\n        fh.write('q1 Q0 %s %d %r faiss\\n' % (d, i, 0.1 + i / 4))\n"
           "write_run('bm25.run', b, 'bm25')\nok_cli('fuse', 'faiss.run', 'bm25.run', '--method', 'rrf', '--trust-rank', '-o', 'f.run', '--quiet')\n"
           "A = {'q1': {d: -float(i) for i, d in enumerate(a['q1'])}}\n"
           "verdict(check_fused(read_trec('f.run'), {'faiss': A, 'bm25': b}, rrf_ref, tol=1e-6))\n",
           why="docs/trec.md: --trust-rank orders by the rank column (integers of any origin)"),
        ok("u18c_negated_distances_combsum", "the engineer negates the L2 distances (all scores negative) and fuses "
           "CombSUM(min-max) with BM25 in Python: by hand",
           "a = {'q1': {'a.py::f': -0.12, 'b.py::g': -0.35, 'c.py::h': -0.8}}\nb = {'q1': {'c.py::h': 9.0, 'b.py::g': 5.0, 'e.py::k': 4.0}}\n"
           "out = rankagg.fuse({'faiss': a, 'bm25': b}, 'combsum', norm='minmax')\n"
           "verdict(check_fused({q: list(p.items()) for q, p in out.items()}, {'faiss': a, 'bm25': b}, combsum_ref))\n",
           why="docs/conventions.md: min-max (s - min) / (max - min); a negative best score is still the best"),
        ok("u18c_weights_file_hf_names", "runs tagged by their Hugging Face names (microsoft/unixcoder-base, "
           "cross-encoder/ms-marco-MiniLM-L-6-v2) weighted by a JSON weights file: weighted RRF by hand",
           "runs = retrievers(10, 12, seed=9)\nnames = {'bm25-ident': 'bm25-ident', 'unixcoder': 'microsoft/unixcoder-base', 'ce-minilm': 'cross-encoder/ms-marco-MiniLM-L-6-v2'}\n"
           "for m, r in runs.items():\n    write_run(m + '.run', r, names[m])\n"
           "W = {'microsoft/unixcoder-base': 1.0, 'cross-encoder/ms-marco-MiniLM-L-6-v2': 0.5, 'bm25-ident': 0.25}\n"
           "json.dump(W, open('w.json', 'w'))\n"
           "ok_cli('fuse', 'bm25-ident.run', 'unixcoder.run', 'ce-minilm.run', '--method', 'rrf', '--weights', 'w.json', '-o', 'f.run', '--quiet')\n"
           "R = {names[m]: r for m, r in runs.items()}\n"
           "verdict(check_fused(read_trec('f.run'), R, lambda L: rrf_ref(L, w=W), tol=1e-6))\n",
           why="docs/trec.md: --weights names runs by tag, a JSON object file; tags hold any character but a blank"),
        ok("u18c_two_forks_same_tag", "the same retriever run on two forks, fork-a/unixcoder.run and "
           "fork-b/unixcoder.run, both tagged unixcoder: two runs named by their distinguishing paths, RRF by hand",
           "runs = retrievers(6, 10, seed=10)\nos.makedirs('fork-a')\nos.makedirs('fork-b')\n"
           "write_run('fork-a/unixcoder.run', runs['unixcoder'], 'unixcoder')\nwrite_run('fork-b/unixcoder.run', runs['ce-minilm'], 'unixcoder')\n"
           "ok_cli('fuse', 'fork-a/unixcoder.run', 'fork-b/unixcoder.run', '--method', 'rrf', '-o', 'f.run', '--explain', 'e.jsonl', '--quiet')\n"
           "names = set().union(*[set(json.loads(l)['lists']) for l in open('e.jsonl')])\n"
           "if len(names) != 2 or not any('fork-a' in n for n in names) or not any('fork-b' in n for n in names):\n"
           "    wrong('list names', names)\n"
           "verdict(check_fused(read_trec('f.run'), {'a': runs['unixcoder'], 'b': runs['ce-minilm']}, rrf_ref, tol=1e-6))\n",
           why="docs/conventions.md: file names when tags repeat, then each run's shortest distinguishing path"),
        ok("u18c_fuser_explain_contributions", "Fuser('rrf', weights).explain over the three retrievers' lists: "
           "each list's contribution is w / (60 + r) at its place, and they sum to the fused score",
           "runs = retrievers(5, 12, seed=21)\nW = {'bm25-ident': 0.5, 'unixcoder': 1.0, 'ce-minilm': 2.0}\n"
           "fu = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
           "for q in runs['unixcoder']:\n    L = {m: r[q] for m, r in runs.items()}\n    sc, _, _ = rrf_ref(L, w=W)\n"
           "    for e in fu.explain(L):\n        e = e if isinstance(e, dict) else vars(e)\n"
           "        d = e.get('docid', e.get('id'))\n        lists = e['lists']\n"
           "        for m, v in lists.items():\n            v = v if isinstance(v, dict) else vars(v)\n"
           "            want = W[m] / (60 + positions(L[m])[d]) if d in L[m] else None\n"
           "            got = v.get('contribution')\n"
           "            if (want is None) != (got is None) or (want is not None and not close(got, want)):\n"
           "                msg = msg or '%s %s %s: %r vs %r' % (q, d, m, got, want)\n"
           "        if not close(e['score'], sc[d]):\n            msg = msg or '%s %s score %r' % (q, d, e['score'])\n"
           "verdict(msg)\n",
           why="README: fuser.explain gives per document and list the rank, weight and contribution; RRF by hand"),
        ok("u18c_input_depth_5", "--input-depth 5: each retriever's first 5 symbols per query (by score) before "
           "RRF, by hand", _RUNS_CLI + "ok_cli('fuse', 'bm25-ident.run', 'unixcoder.run', 'ce-minilm.run', '--method', 'rrf', "
           "'--input-depth', '5', '-o', 'f.run', '--quiet')\n"
           "cut = {m: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in r.items()} for m, r in runs.items()}\n"
           "verdict(check_fused(read_trec('f.run'), cut, rrf_ref, tol=1e-6))\n",
           why="docs/trec.md: --input-depth N cuts each run first, by trec_eval's order"),
        ok("u18c_gzip_crlf_windows", "runs exported on Windows: CRLF line ends, gzipped, Windows paths as ids: "
           "RRF by hand, the ids without a trailing CR",
           "runs = retrievers(12, 15, seed=11)\nfor m, r in runs.items():\n    write_run(m + '.run.gz', r, m, opener=gzip.open, nl='\\r\\n')\n"
           "ok_cli('fuse', 'bm25-ident.run.gz', 'unixcoder.run.gz', 'ce-minilm.run.gz', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "verdict(check_fused(read_trec('f.run'), runs, rrf_ref, tol=1e-6))\n",
           why="docs/trec.md: plain or gzip, tabs or spaces; trec_eval splits fields at blanks (CR among them)"),
        ok("u18c_volume_3000_queries", "3,000 queries x 100 symbols x 3 retrievers (900,000 TREC lines): RRF "
           "depth 10 within the limits, each query's top-10 scores equal to a NumPy reference",
           "import numpy as np\nnq, k, pool = 3000, 100, 400\nrng = np.random.default_rng(12)\nref = np.zeros((nq, pool))\n"
           "for m in ('bm25', 'unixcoder', 'ce'):\n    I = np.argsort(rng.random((nq, pool)), axis=1)[:, :k]\n"
           "    ref[np.arange(nq)[:, None], I] += 1.0 / (60 + np.arange(1, k + 1))\n"
           "    with open(m + '.run', 'w') as fh:\n        for q in range(nq):\n"
           "            fh.write(''.join('csn-%05d Q0 src/m%d.py::f%d %d %d %s\\n' % (q, d % 7, d, r, 1000 - r, m) for r, d in enumerate(I[q], 1)))\n"
           "ok_cli('fuse', 'bm25.run', 'unixcoder.run', 'ce.run', '--method', 'rrf', '--depth', '10', '-o', 'f.run', '--quiet')\n"
           "got = read_trec('f.run')\ntop = -np.sort(-ref, axis=1)[:, :10]\n"
           "arr = np.array([[s for _, s in got['csn-%05d' % q]] for q in range(nq)])\n"
           "verdict('' if arr.shape == top.shape and np.allclose(arr, top, rtol=1e-6, atol=0) else 'top-10 scores differ')\n",
           why="RRF by hand, vectorised; issue 45: within seconds and the memory limit", timeout=240),
        ok("u18c_fuser_top_certified", "Fuser('rrf').top(lists, 10) on the three retrievers' lists of 40 symbols (best first): "
           "the same items as the full fused list's first 10",
           "runs = retrievers(10, 40, seed=13)\nfu = rankagg.Fuser('rrf')\nmsg = ''\n"
           "for q in runs['bm25-ident']:\n    L = {m: {d: r[q][d] for d in desc_order(r[q])} for m, r in runs.items()}\n    t = fu.top(L, 10)\n"
           "    want = house(rrf_ref(L))[:10]\n"
           "    if [d for d, _ in t.items] != want:\n        msg = msg or '%s: %r vs %r' % (q, [d for d, _ in t.items][:3], want[:3])\n"
           "verdict(msg)\n",
           why="README: Fuser.top gives the exact top k, bit for bit the full answer; RRF by hand"),
        # ---------------------------------------------------------------- evaluation as CodeSearchNet reports it
        ok("u18c_evaluate_graded_ndcg_mrr", "`rankagg evaluate --measures nDCG@10 RR@10 P@10 --json` of the "
           "cross-encoder run against graded qrels 0-3: trec_eval's ndcg_cut.10 (gain = grade), recip_rank@10 and "
           "P@10 by hand", _RUNS_CLI + "qrels = graded_qrels(runs)\nwrite_qrels('qrels.txt', qrels)\n"
           "out, _ = ok_cli('evaluate', '--qrels', 'qrels.txt', 'ce-minilm.run', '--measures', 'nDCG@10', 'RR@10', 'P@10', '--json')\n"
           "got = json.loads(out)\ngot = got.get('ce-minilm.run', got.get('ce-minilm', got))\n"
           "r = runs['ce-minilm']\nqs = [q for q in r if q in qrels]\n"
           "want = {'nDCG@10': sum(ndcg(desc_order(r[q]), qrels[q], 10) for q in qs) / len(qs),\n"
           "        'RR@10': sum(rr(desc_order(r[q]), qrels[q], 10) for q in qs) / len(qs),\n"
           "        'P@10': sum(p_at(desc_order(r[q]), qrels[q], 10) for q in qs) / len(qs)}\n"
           "verdict('' if all(close(got[k], want[k]) for k in want) else '%r vs %r' % (got, want))\n",
           why="trec_eval 10.0: ndcg_cut (linear gain), recip_rank, P; docs/trec.md"),
        ok("u18c_evaluate_per_query_json", "-q --json: per-query nDCG@10 of each csn-python-NNNN query equals the "
           "hand value", _RUNS_CLI + "qrels = graded_qrels(runs, seed=3)\nwrite_qrels('qrels.txt', qrels)\n"
           "out, _ = ok_cli('evaluate', '--qrels', 'qrels.txt', 'unixcoder.run', '--measures', 'nDCG@10', '-q', '--json')\n"
           "text = out\nr = runs['unixcoder']\nmsg = ''\n"
           "for q in r:\n    if q not in qrels:\n        continue\n    v = ndcg(desc_order(r[q]), qrels[q], 10)\n"
           "    if ('%s' % q) not in text:\n        msg = msg or 'query %s missing' % q\n"
           "data = json.loads(out)\n"
           "def find(o, q):\n    if isinstance(o, dict):\n        if q in o and isinstance(o[q], dict) and 'nDCG@10' in o[q]:\n            return o[q]['nDCG@10']\n"
           "        for v in o.values():\n            x = find(v, q)\n            if x is not None:\n                return x\n    return None\n"
           "for q in r:\n    if q in qrels:\n        x = find(data, q)\n"
           "        if x is None or not close(x, ndcg(desc_order(r[q]), qrels[q], 10)):\n            msg = msg or '%s: %r' % (q, x)\n"
           "verdict(msg)\n", why="trec_eval -q: per-topic values; ndcg_cut.10 by hand"),
        ok("u18c_evaluate_99_of_100", "a run that lost one of 100 queries (a timeout in the harness): the mean is "
           "over the 99 without -c and over the 100 with -c (the lost one 0), as trec_eval",
           "runs = retrievers(100, 10, seed=14)\nqrels = graded_qrels(runs, seed=15, share=0.5)\nr = runs['unixcoder']\n"
           "for q in r:\n    qrels.setdefault(q, {})[next(iter(r[q]))] = 2\n"
           "lost = 'csn-python-0042'\nwrite_run('u.run', {q: p for q, p in r.items() if q != lost}, 'u')\nwrite_qrels('qrels.txt', qrels)\n"
           "a = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'u.run', '--measures', 'RR@10', '--json')[0])\n"
           "c = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'u.run', '--measures', 'RR@10', '--json', '-c')[0])\n"
           "val = {q: rr(desc_order(r[q]), qrels[q], 10) for q in r if q != lost}\n"
           "def first(o):\n    return o['RR@10'] if 'RR@10' in o else first(next(iter(o.values())))\n"
           "wa, wc = sum(val.values()) / 99, sum(val.values()) / 100\n"
           "verdict('' if close(first(a), wa) and close(first(c), wc) else '%r %r vs %r %r' % (first(a), first(c), wa, wc))\n",
           why="docs/trec.md: the mean over queries both judged and in the run; -c counts every judged query"),
        ok("u18c_evaluate_level_2", "-l 2: CodeSearchNet's 'relevant' is grade 2 or 3; RR@10 and P@10 count those, "
           "nDCG@10 still reads the grades", _RUNS_CLI + "qrels = graded_qrels(runs, seed=16, share=0.5)\nwrite_qrels('qrels.txt', qrels)\n"
           "out, _ = ok_cli('evaluate', '--qrels', 'qrels.txt', 'bm25-ident.run', '--measures', 'RR@10', 'P@10', 'nDCG@10', '-l', '2', '--json')\n"
           "got = json.loads(out)\n"
           "def flat(o, acc):\n    for k, v in o.items():\n        (flat(v, acc) if isinstance(v, dict) else acc.__setitem__(k, v))\n    return acc\n"
           "got = flat(got, {})\nr = runs['bm25-ident']\nqs = [q for q in r if q in qrels]\n"
           "want = {'RR@10': sum(rr(desc_order(r[q]), qrels[q], 10, level=2) for q in qs) / len(qs),\n"
           "        'P@10': sum(p_at(desc_order(r[q]), qrels[q], 10, level=2) for q in qs) / len(qs),\n"
           "        'nDCG@10': sum(ndcg(desc_order(r[q]), qrels[q], 10) for q in qs) / len(qs)}\n"
           "pick = {k: next((v for n, v in got.items() if n.startswith(k.split('@')[0]) and '@10' in n), None) for k in want}\n"
           "verdict('' if all(pick[k] is not None and close(pick[k], want[k]) for k in want) else '%r vs %r' % (got, want))\n",
           why="docs/trec.md: -l LEVEL counts those judged LEVEL or above; nDCG reads the grades (trec_eval -l)"),
        ok("u18c_own_mrr_tied_logits", "the engineer's own MRR@10 walks the file's order; the cross-encoder gave "
           "tied logits: rankagg's RR@10 follows trec_eval's rule (score, then id descending), checked by hand",
           "r = {'q1': {'a.py::f': -1.0, 'b.py::g': -1.0, 'c.py::h': -3.0}, 'q2': {'m/x.py::k': 0.5, 'm/y.py::k': 0.5}}\n"
           "qrels = {'q1': {'a.py::f': 3}, 'q2': {'m/x.py::k': 1}}\n"
           "with open('ce.run', 'w') as fh:\n    for q, p in r.items():\n        for i, d in enumerate(p, 1):\n"
           "            fh.write('%s Q0 %s %d %r ce\\n' % (q, d, i, p[d]))\nwrite_qrels('qrels.txt', qrels)\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'ce.run', '--measures', 'RR@10', '--json')[0])\n"
           "def first(o):\n    return o['RR@10'] if 'RR@10' in o else first(next(iter(o.values())))\n"
           "want = sum(rr(desc_order(r[q]), qrels[q], 10) for q in r) / 2\n"
           "verdict('' if close(first(got), want) and close(want, 0.5) else '%r vs %r' % (first(got), want))\n",
           why="trec_eval orders by score, then docno descending; the file's order is not read"),
        ok("u18c_api_fuse_then_evaluate", "rankagg.evaluate(rankagg.fuse(runs), qrels) with graded qrels: nDCG@10 "
           "and AP over the fused order (house tie rule) by hand",
           "runs = retrievers(20, 20, seed=17)\nqrels = graded_qrels(runs, seed=18)\n"
           "got = rankagg.evaluate(rankagg.fuse(runs, 'rrf', depth=None), qrels, ['nDCG@10', 'AP'])\n"
           "ref = {q: house(rrf_ref({m: r[q] for m, r in runs.items()})) for q in runs['unixcoder']}\nqs = [q for q in ref if q in qrels]\n"
           "want = {'nDCG@10': sum(ndcg(ref[q], qrels[q], 10) for q in qs) / len(qs), 'AP': sum(ap(ref[q], qrels[q]) for q in qs) / len(qs)}\n"
           "verdict('' if all(close(got[k], want[k]) for k in want) else '%r vs %r' % (got, want))\n",
           why="docs/conventions.md: evaluate(fuse(runs)) equals evaluate of the written run"),
        ok("u18c_parquet_fused_evaluated", "`rankagg fuse -o fused.parquet`, then `rankagg evaluate fused.parquet`: "
           "nDCG@10 of the fused order by hand", _RUNS_CLI + "qrels = graded_qrels(runs, seed=19)\nwrite_qrels('qrels.txt', qrels)\n"
           "ok_cli('fuse', 'bm25-ident.run', 'unixcoder.run', 'ce-minilm.run', '--method', 'rrf', '-o', 'fused.parquet', '--quiet')\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'fused.parquet', '--measures', 'nDCG@10', '--json')[0])\n"
           "def first(o):\n    return o['nDCG@10'] if 'nDCG@10' in o else first(next(iter(o.values())))\n"
           "ref = {q: house(rrf_ref({m: r[q] for m, r in runs.items()})) for q in runs['unixcoder']}\nqs = [q for q in ref if q in qrels]\n"
           "want = sum(ndcg(ref[q], qrels[q], 10) for q in qs) / len(qs)\n"
           "verdict('' if close(first(got), want) else '%r vs %r' % (first(got), want))\n",
           why="docs/trec.md: a Parquet run table is evaluated as its TREC text would be"),
        ok("u18c_cosqa_int_ids", "CoSQA's integer code ids in the runs (dict keys int) and as text in the qrels: "
           "RR@10 matches them as text, by hand",
           "rnd = random.Random(20)\nrun = {'cosqa-%d' % q: {c: rnd.uniform(-5, 5) for c in rnd.sample(range(20604), 12)} for q in range(30)}\n"
           "qrels = {q: {str(rnd.choice(list(p))): 1} for q, p in run.items()}\n"
           "got = rankagg.evaluate(run, qrels, ['RR@10'])['RR@10']\n"
           "want = sum(rr([str(d) for d in desc_order(p)], qrels[q], 10) for q, p in run.items()) / 30\n"
           "verdict('' if close(got, want) else '%r vs %r' % (got, want))\n",
           why="trec_eval compares ids as text; docs/conventions.md: ids are str or all int"),
        # ---------------------------------------------------------------- the mistakes of the day
        cli_bad("u18c_trec_duplicate_chunk", "two chunks of one function retrieved: the same symbol twice in one "
                "query's list of the embedding run", ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "fused.run"],
                {"bm25.run": bm25, "dense.run": "csn-0001 Q0 lib/a.py::load 1 0.91 dense\ncsn-0001 Q0 src/x.py::g 2 0.88 dense\n"
                 "csn-0001 Q0 lib/a.py::load 3 0.85 dense\n"}, "dense.run:3",
                why="docs/conventions.md: a document twice in one list is refused naming the line"),
        bad("u18c_fuser_duplicate_chunk_arrays", "(ids, scores) arrays of a chunk index where one function's two "
            "chunks both came back", "import numpy as np\n"
            "rankagg.Fuser('rrf')({'unixcoder': (np.array(['a.py::f', 'b.py::g', 'a.py::f']), np.array([0.9, 0.8, 0.7])), 'bm25': {'a.py::f': 3.0}})",
            "'unixcoder'", "a.py::f", why="a document twice in one list is refused, naming the list and the id"),
        bad("u18c_frame_duplicate_chunk", "a PyTerrier frame where two chunks of src/io.py::read_json rank for "
            "one query", "import pandas as pd\n"
            "f = pd.DataFrame({'qid': ['1'] * 4, 'docno': ['src/io.py::read_json', 'b.py::g', 'c.py::h', 'src/io.py::read_json'], 'score': [0.9, 0.8, 0.7, 0.6]})\n"
            "rankagg.fuse({'unixcoder': f, 'bm25': f.iloc[:2]}, 'rrf')", "row 3",
            why="docs/conventions.md: a document twice in one list is refused naming the row"),
        cli_bad("u18c_trec_query_text_qid", "the harness wrote the natural-language query as the qid of a TREC run",
                ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "fused.run"],
                {"bm25.run": bm25, "dense.run": "how to read a json file Q0 src/utils/io.py::read_json 1 0.9 dense\n"},
                "dense.run:1", why="a TREC line has six blank-separated fields (docs/trec.md); trec_eval refuses too"),
        cli_bad("u18c_trec_windows_path_blank", "a Windows path with a blank (C:\\Program Files\\...) as the docid",
                ["fuse", "bm25.run", "win.run", "--method", "rrf", "-o", "fused.run"],
                {"bm25.run": bm25, "win.run": "csn-0001 Q0 lib\\a.py::load 1 3.0 win\n"
                 "csn-0001 Q0 C:\\Program Files\\repo\\io.py::read 2 2.0 win\n"}, "win.run:2",
                why="trec_eval splits at blanks: seven fields, refused naming the line"),
        cli_bad("u18c_qrels_annotation_store_csv", "CodeSearchNet's annotationStore.csv (Language, Query, GitHubUrl, "
                "Relevance) given as --qrels", ["evaluate", "--qrels", "annotationStore.csv", "bm25.run"],
                {"bm25.run": bm25, "annotationStore.csv": annotation}, "annotationStore.csv:1",
                why="qrels are 'qid iter docid rel' lines (trec_eval); a CSV table with a header is none", outputs=()),
        cli_bad("u18c_fuse_harness_jsonl", "the eval harness's JSONL export ({query, code_id, score, model}) given "
                "to rankagg fuse", ["fuse", "harness.jsonl", "--method", "rrf", "-o", "fused.run"],
                {"harness.jsonl": harness_jsonl}, "harness.jsonl",
                why="no TREC run and no comparison table: refused naming the file"),
        cli_bad("u18c_fuse_harness_csv_to_run", "the harness's CSV export (query text with commas and quotes, "
                "code_id, score, model) fused to -o fused.run: the message must say what the file is (a long run "
                "table), not that it is gene lists", ["fuse", "harness.csv", "--method", "rrf", "-o", "fused.run"],
                {"harness.csv": harness_csv}, "harness.csv", "long table",
                why="the same file fused to -o fused.csv is told it is a long table of a row per query and document"),
        cli_bad("u18c_fuse_harness_csv_beside_trec", "the harness's CSV export given beside a TREC run",
                ["fuse", "harness.csv", "bm25.run", "--method", "rrf", "-o", "fused.run"],
                {"harness.csv": harness_csv, "bm25.run": bm25}, "harness.csv:1", "header",
                why="foreign_shapes: a run table saved as text starts with a header line; say so, as for a .tsv"),
        cli_bad("u18c_evaluate_harness_csv", "`rankagg evaluate --qrels qrels.txt harness.csv`: the CSV export "
                "as a run", ["evaluate", "--qrels", "qrels.txt", "harness.csv"],
                {"harness.csv": harness_csv, "qrels.txt": qrels}, "harness.csv:1", "header",
                why="foreign_shapes: a run table saved as text starts with a header line; say so, as for a .tsv",
                outputs=()),
        cli_bad("u18c_qrels_averaged_grade", "CodeSearchNet relevance averaged over annotators (2.5) in the qrels",
                ["evaluate", "--qrels", "qrels.txt", "bm25.run"],
                {"bm25.run": bm25, "qrels.txt": "csn-0001 0 src/utils/io.py::read_json 3\ncsn-0001 0 lib/a.py::load 2.5\n"},
                "qrels.txt:2", why="trec_eval reads grades as integers; 2.5 would be read as 2 (a wrong answer)",
                outputs=()),
        bad("u18c_api_qrels_averaged_grade", "the averaged grade 2.5 in a qrels dict given to rankagg.evaluate",
            "rankagg.evaluate({'q1': {'a.py::f': -1.0}}, {'q1': {'a.py::f': 2.5}}, ['nDCG@10'])", "a.py::f", "q1",
            why="docs/trec.md: a grade is an integer; other values refused naming the query and the document"),
        cli_bad("u18c_qrels_language_column", "qrels lines with the language appended (5 fields)",
                ["evaluate", "--qrels", "qrels.txt", "bm25.run"],
                {"bm25.run": bm25, "qrels.txt": "csn-0001 0 src/utils/io.py::read_json 3 python\n"}, "qrels.txt:1",
                why="trec_eval's qrels have four fields", outputs=()),
        cli_bad("u18c_qrels_cosqa_json", "CoSQA's dev file (a JSON array of {idx, doc, code, label}) given as --qrels",
                ["evaluate", "--qrels", "cosqa-dev.json", "bm25.run"],
                {"bm25.run": bm25, "cosqa-dev.json": '[{"idx": "cosqa-dev-0", "doc": "python read json file", '
                 '"code": "def f(p):\\n    return json.load(open(p))", "label": 1}]\n'}, "cosqa-dev.json",
                why="qrels are 'qid iter docid rel' lines (trec_eval); a JSON array is none", outputs=()),
        cli_bad("u18c_trust_rank_combsum_distances", "--trust-rank with CombSUM on a FAISS run whose score column "
                "holds the raw distances (rising along the ranks)",
                ["fuse", "bm25.run", "faiss.run", "--method", "combsum", "--trust-rank", "-o", "fused.run"],
                {"bm25.run": bm25, "faiss.run": "csn-0001 Q0 lib/a.py::load 1 0.12 faiss\ncsn-0001 Q0 src/x.py::g 2 0.35 faiss\n"},
                "faiss.run:2", why="docs/trec.md: with a method that reads scores, a score above the one ranked before "
                "it is refused naming the line"),
        bad("u18c_fuser_pathlib_ids", "pathlib.Path objects as ids (the indexer's file paths)",
            "from pathlib import Path\nrankagg.Fuser('rrf')({'bm25': {Path('src/io.py'): 3.0, Path('lib/a.py'): 1.0}, 'dense': {'src/io.py': 0.9}})",
            "'bm25'", "Path", why="docs/conventions.md: docids are str or all int"),
        bad("u18c_fuse_tuple_span_ids", "(path, start line, end line) tuples as ids of a run dict",
            "rankagg.fuse({'bm25': {'q1': {('src/io.py', 10, 42): 3.0}}, 'dense': {'q1': {'src/io.py': 0.9}}}, 'rrf')",
            "'bm25'", "tuple", why="docs/conventions.md: docids are str or all int"),
        bad("u18c_fuse_mixed_int_str_ids", "CoSQA integer ids mixed with 'cosqa-train-9' strings in one run",
            "rankagg.fuse({'bm25': {'q1': {101: 3.0, 'cosqa-train-9': 2.0}}, 'dense': {'q1': {101: 0.9}}}, 'rrf')",
            "'bm25'", why="docs/conventions.md: docids are str or all int"),
        bad("u18c_fuser_string_logits", "logits read from the harness's JSON as strings ('-1.5')",
            "rankagg.Fuser('rrf')({'ce': {'a.py::f': '-1.5', 'b.py::g': '-2.0'}, 'bm25': {'a.py::f': 3.0}})", "'ce'", "a.py::f",
            why="the Fuser's scores are numbers (int, float or Decimal)"),
        bad("u18c_fuser_nan_ce_array", "a NaN in the cross-encoder's score array", "import numpy as np\n"
            "rankagg.Fuser('combsum', norm='minmax')({'ce': (['a.py::f', 'b.py::g'], np.array([-1.0, np.nan])), 'bm25': {'a.py::f': 3.0}})",
            "'ce'", "b.py::g", why="docs/conventions.md: a non-finite score is refused naming the list and document"),
        bad("u18c_frame_query_text_qid", "a long DataFrame whose q_id is the query text (blanks in it)",
            "import pandas as pd\nf = pd.DataFrame({'q_id': ['sort a dict by value'] * 2, 'doc_id': ['a.py::f', 'b.py::g'], 'score': [1.0, 0.5], 'run': 'bm25'})\n"
            "rankagg.fuse(f, 'rrf')", "row 0", "q_id",
            why="rankagg's ids are TREC-writable: a blank in an id is refused naming the row"),
        cli_bad("u18c_weights_short_model_name", "--weights unixcoder=2 where the run is tagged microsoft/unixcoder-base",
                ["fuse", "bm25.run", "ux.run", "--method", "rrf", "--weights", "unixcoder=2", "-o", "fused.run"],
                {"bm25.run": bm25, "ux.run": "csn-0001 Q0 lib/a.py::load 1 0.9 microsoft/unixcoder-base\n"},
                "--weights", "unixcoder", why="docs/trec.md: a name that matches no run is an error before any file is read"),
        cli_bad("u18c_output_jsonl", "-o fused.jsonl (the harness reads JSONL)",
                ["fuse", "bm25.run", "ux.run", "--method", "rrf", "-o", "fused.jsonl"],
                {"bm25.run": bm25, "ux.run": "csn-0001 Q0 lib/a.py::load 1 0.9 ux\n"}, "fused.jsonl",
                why="docs/conventions.md: a .jsonl name is refused, no reader of it reads TREC lines",
                outputs=("fused.jsonl",), fast=True),
        cli_bad("u18c_evaluate_qid_mismatch", "qrels keyed csn-python-0001 while the run says 1: no query in common",
                ["evaluate", "--qrels", "qrels.txt", "r.run"],
                {"r.run": "1 Q0 src/utils/io.py::read_json 1 14.2 bm25\n", "qrels.txt": "csn-python-0001 0 src/utils/io.py::read_json 3\n"},
                "r.run", "qrels.txt", why="every measure would be undefined: refused naming both files", outputs=()),
    ]
