"""Issue 45's thirteenth bars of scripts/reliability_matrix.py (its cases, registered in its ``cases()``): kept here so
that the matrix stays a file of reasonable size; the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has, snippet_cases  # noqa: F401
from .references import VERDICT_HELPERS


THIRTEENTH_RAG = "45 Unseen inputs: a thirteenth bar, a RAG engineer's day"
# The RAG engineer's helpers (independent of rankagg's code; the formulas as the docs state them):
# ``ranked`` orders one list by trec_eval's rule (score descending, then docid descending, ints as their decimals),
# as docs/conventions.md says every form is ranked; ``points`` sums w * point(rank, n) per document (RRF as
# LangChain's EnsembleRetriever documents it: weight / (c + rank), rank from 1, c = 60; LlamaIndex's
# QueryFusionRetriever 'reciprocal_rerank': 1 / (rank + 60) with rank from 0, i.e. k = 59 from 1); ``borda`` as
# ``rankagg methods borda`` states it; ``comb`` the Comb family's min-max CombSUM / CombMNZ (docs/conventions.md: a
# list of equal scores gives 1); ``house`` the
# house tie rule of ``rankagg methods rrf`` (equal within 2^-40 relative: more lists that returned the document,
# then its best rank, then the smaller docid); ``same`` compares a Fuser's [(docid, score)] with them.
_U13L = """
import asyncio, functools, json, math, random, re, sys, uuid
import numpy as np
import rankagg
from rankagg import Fuser
TOL = 2.0 ** -40
def plain(x):
    return x.item() if hasattr(x, 'item') else x
def ranked(lst):
    if isinstance(lst, dict):
        items = [(plain(d), float(s)) for d, s in lst.items()]
    elif isinstance(lst, tuple) and len(lst) == 2 and not isinstance(lst[0], (str, int)):
        items = [(plain(d), float(s)) for d, s in zip(lst[0], lst[1])]
    else:
        return [plain(d) for d in lst], None
    items.sort(key=lambda x: (x[1], str(x[0]).encode()), reverse=True)
    return [d for d, _ in items], dict(items)
def points(lists, point, w=None):
    sc, cnt, best = {}, {}, {}
    n_all = len({d for l in lists.values() for d in ranked(l)[0]})
    for name, lst in lists.items():
        ids, _ = ranked(lst)
        for r, d in enumerate(ids, 1):
            sc[d] = sc.get(d, 0.0) + (w or {}).get(name, 1.0) * point(r, n_all)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, r), r)
    return sc, cnt, best
def rrf(lists, k=60.0, w=None):
    return points(lists, lambda r, n: 1.0 / (k + r), w)
def borda(lists, w=None):
    # rankagg methods borda: n - r + 1 points (n: documents some list ranked); a document a list of k did not rank
    # gets the remaining points shared, (n - k + 1) / 2 (unranked='share', ranx's bordafuse)
    sc, cnt, best = points(lists, lambda r, n: n - r + 1, w)
    for name, lst in lists.items():
        ids = ranked(lst)[0]
        for d in set(sc) - set(ids):
            sc[d] += (w or {}).get(name, 1.0) * (len(sc) - len(ids) + 1) / 2
    return sc, cnt, best
def comb(lists, w=None, mnz=False):
    sc, cnt, best = {}, {}, {}
    for name, lst in lists.items():
        ids, s = ranked(lst)
        lo, hi = min(s.values()), max(s.values())
        for r, d in enumerate(ids, 1):
            v = 1.0 if hi == lo else (s[d] - lo) / (hi - lo)
            sc[d] = sc.get(d, 0.0) + (w or {}).get(name, 1.0) * v
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, r), r)
    if mnz:
        sc = {d: v * cnt[d] for d, v in sc.items()}
    return sc, cnt, best
def house(sc, cnt, best):
    def cmp(a, b):
        x, y = sc[a], sc[b]
        if abs(x - y) > TOL * max(abs(x), abs(y)):
            return -1 if x > y else 1
        if cnt[a] != cnt[b]:
            return -1 if cnt[a] > cnt[b] else 1
        if best[a] != best[b]:
            return -1 if best[a] < best[b] else 1
        return -1 if a < b else 1
    return sorted(sc, key=functools.cmp_to_key(cmp))
def diff(got, ref, depth=None):
    sc, cnt, best = ref
    want = house(sc, cnt, best)[:depth]
    ids = [d for d, _ in got]
    if ids != want:
        return f'order {ids[:12]} where the formula gives {want[:12]}'
    bad = [(d, s, sc[d]) for d, s in got if abs(s - sc[d]) > 1e-12 * max(1.0, abs(sc[d]))]
    return f'scores {bad[:5]}' if bad else ''
def same(got, ref, depth=None):
    d = diff(got, ref, depth)
    print('same' if not d else 'differs: ' + d)
def either(fn, *names):
    # the right answer, or a refusal (ValueError) that names each of names
    try:
        return fn()
    except ValueError as exc:
        m = str(exc)
        print('same' if all(n in m for n in names) else f'refused without naming {names}: {m}')
        return None
def cosine_lists(seed, names, pool=30, n=12):
    rng = random.Random(seed)
    out = {}
    for name in names:
        docs = rng.sample([f'doc{i // 3}#chunk{i % 3}' for i in range(pool)], n)
        out[name] = {d: round(rng.uniform(-0.3, 0.95), 2) for d in docs}
    return out
def by_question(runs):
    qs = sorted({q for run in runs.values() for q in run})
    return {q: {name: run[q] for name, run in runs.items() if q in run} for q in qs}
"""


def thirteenth_bar_rag_cases() -> list[Case]:
    """Issue 45's thirteenth bar: a RAG engineer's day with rankagg in process: RAG-Fusion (one question
    rewritten into several queries, each retrieved, fused per original question with ``rankagg.fuse``),
    retrievers' outputs as LangChain / LlamaIndex / FAISS hand them over (pairs, records, chunk ids, the same
    document as several chunks, numpy float32 and int64 arrays, cosine similarities in [-1, 1], a retriever that
    returned nothing), LLM listwise rerankers (RankGPT permutations, sliding windows over 100 candidates, an
    item repeated by the model) fused with first-stage lists, and the ``Fuser`` in a request loop (one
    instance across requests, threads, asyncio, weights per retriever, the top-n cut and ``top``, tie order,
    hash seeds, JSON responses).  The right answers: the formulas as LangChain's EnsembleRetriever and
    LlamaIndex's QueryFusionRetriever document them (weight / (c + rank) from rank 1, c = 60; 1 / (rank + 60)
    from rank 0), the Comb family's and Borda's formulas of docs/conventions.md, the house tie rule of
    ``rankagg methods rrf``, brute force on tiny inputs, and pytrec_eval.  A form the docs do not list is right
    as the answer of the form the user meant or as a refusal naming the list."""
    G = THIRTEENTH_RAG

    ok, bad = snippet_cases(G, _U13L)

    qs3 = ("runs = {f'rw{j}': {f'q{q}': cosine_lists(100 * q + j, ['x'])['x'] for q in range(3)} for j in range(4)}\n")
    return [
        # ---------------------------------------------------------------- RAG-Fusion: one question, many rewrites
        ok("u13l_ragfusion_rrf_per_question", "RAG-Fusion: 3 questions, each rewritten 4 times, each rewrite "
           "retrieved (chunk ids, cosine scores with ties and negatives); rankagg.fuse(runs, 'rrf', k=60, "
           "depth=None) fuses each question's 4 lists: every score and the order are the RRF formula's",
           qs3 + "fused = rankagg.fuse(runs, 'rrf', k=60, depth=None)\n"
           "bad = [(q, diff(list(fused[q].items()), rrf(lists))) for q, lists in by_question(runs).items()]\n"
           "bad = [b for b in bad if b[1]]\nprint('same' if not bad and set(fused) == {'q0', 'q1', 'q2'} else f'differs {bad} {list(fused)}')",
           "accepted: RRF per query, ranks from scores by trec_eval's rule (docs/conventions.md)"),
        ok("u13l_ragfusion_llamaindex_top5", "LlamaIndex QueryFusionRetriever('reciprocal_rerank', "
           "similarity_top_k=5): 1 / (rank + 60) with rank from 0 is rrf(k=59); rankagg.fuse(runs, 'rrf', k=59, "
           "depth=5) gives each question the formula's first 5 documents and scores",
           qs3 + "fused = rankagg.fuse(runs, 'rrf', k=59, depth=5)\n"
           "li = {q: points(lists, lambda r, n: 1.0 / ((r - 1) + 60)) for q, lists in by_question(runs).items()}\n"
           "bad = [(q, diff(list(fused[q].items()), li[q], 5)) for q in li]\nbad = [b for b in bad if b[1]]\n"
           "print('same' if not bad and all(len(v) == 5 for v in fused.values()) else f'differs {bad}')",
           "accepted: k=59 from rank 1 is LlamaIndex's k=60 from rank 0"),
        ok("u13l_ragfusion_rewrite_found_nothing", "RAG-Fusion where rewrite 2 retrieved nothing for q1 (q1 "
           "absent from its run) and rewrite 3 an empty list for q2 ({'q2': {}}): each question is fused over "
           "the lists it has, as the formula over those lists (or a refusal naming rw3 and q2)",
           qs3 + "del runs['rw2']['q1']\nruns['rw3']['q2'] = {}\n"
           "def go():\n    fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
           "    lists = by_question({n: {q: l for q, l in r.items() if l} for n, r in runs.items()})\n"
           "    bad = [(q, diff(list(fused[q].items()), rrf(lists[q]))) for q in lists]\n"
           "    bad = [b for b in bad if b[1]]\n    print('same' if not bad else f'differs {bad}')\n"
           "either(go, 'rw3', 'q2')",
           "accepted: an empty retrieval adds nothing to RRF"),
        ok("u13l_ragfusion_question_text_qids", "RAG-Fusion keyed by the question's own text ('what is "
           "reciprocal rank fusion?', 'RRF vs CombSUM — which?'): the result is keyed by the same strings with "
           "the formula's scores, or a refusal naming the question",
           "qa, qb = 'what is reciprocal rank fusion?', 'RRF vs CombSUM — which?'\n"
           "runs = {f'rw{j}': {qa: cosine_lists(j, ['x'])['x'], qb: cosine_lists(50 + j, ['x'])['x']} for j in range(3)}\n"
           "def go():\n    fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
           "    bad = [(q, diff(list(fused[q].items()), rrf(l))) for q, l in by_question(runs).items()]\n"
           "    bad = [b for b in bad if b[1]]\n"
           "    print('same' if not bad and set(fused) == {qa, qb} else f'differs {bad} {list(fused)}')\n"
           "either(go, 'what is reciprocal rank fusion?')",
           "accepted: a question's text is its id in memory, or refused by the id rule naming it"),
        ok("u13l_ragfusion_weights_by_position", "rankagg.fuse({'rewrite': run_a, 'original': run_b}, 'rrf', "
           "weights=[0.5, 2.0]) (LangChain's weights: one per retriever, in the order given, not the names' "
           "alphabetical order): 'rewrite' weighs 0.5 and 'original' 2.0",
           "a = {'q': cosine_lists(1, ['x'])['x']}\nb = {'q': cosine_lists(2, ['x'])['x']}\n"
           "fused = rankagg.fuse({'rewrite': a, 'original': b}, 'rrf', weights=[0.5, 2.0], depth=None)\n"
           "same(list(fused['q'].items()), rrf({'rewrite': a['q'], 'original': b['q']}, w={'rewrite': 0.5, 'original': 2.0}))",
           "accepted: a sequence of weights follows the runs' order (rankagg.fuse's signature)"),
        # ---------------------------------------------------------------- retrievers' output shapes
        ok("u13l_shape_pairs_two_int", "top_k=2 of a keyword-hit retriever as (doc_id, hits) pairs, "
           "[(101, 7), (205, 3)], beside a vector list of Milvus int64 keys: documents 101 and 205 (never 7 "
           "or 3 as documents), or refused naming the list as ambiguous",
           "kw = [(101, 7), (205, 3)]\nvec = {205: 0.93, 330: 0.88, 101: 0.41}\n"
           "got = either(lambda: Fuser('rrf')({'keyword': kw, 'vector': vec}), 'keyword')\n"
           "if got is not None:\n    same(got, rrf({'keyword': dict(kw), 'vector': vec}))",
           "the list of two pairs is also a pair (ids, scores): read as pairs or refused, never as ids (101, 7)"),
        ok("u13l_shape_records", "a retriever's records [{'id': 'doc7#chunk3', 'score': 0.82, 'metadata': "
           "{'source': 'handbook.pdf', 'page': 3}}, ...] (the vector stores' JSON): fused as those ids and "
           "scores, or refused naming the list",
           "recs = [{'id': f'doc{i}#chunk{i % 2}', 'score': 0.9 - i / 10, 'metadata': {'source': 'handbook.pdf', 'page': i}} for i in range(4)]\n"
           "dense = {'doc2#chunk0': 0.7, 'doc9#chunk1': 0.6}\n"
           "got = either(lambda: Fuser('rrf')({'store': recs, 'dense': dense}), 'store')\n"
           "if got is not None:\n    same(got, rrf({'store': {r['id']: r['score'] for r in recs}, 'dense': dense}))",
           "accepted as records, or refused naming the list"),
        ok("u13l_shape_chunk_ids_verbatim", "chunk ids as RAG stores write them ('s3://kb/handbook.pdf#page=3"
           "&chunk=2', 'doc7#chunk3', 'Résumé_2024.pdf#p1', 'notion:4f1c/child:9', 'gdrive:1AbC-_x?chunk=0') "
           "come back byte for byte, with RRF's scores and order",
           "ids = ['s3://kb/handbook.pdf#page=3&chunk=2', 'doc7#chunk3', 'Résumé_2024.pdf#p1', 'notion:4f1c/child:9', 'gdrive:1AbC-_x?chunk=0']\n"
           "lists = {'bm25': ids[:4], 'dense': {ids[4]: 0.8, ids[2]: 0.75, ids[0]: -0.2}}\n"
           "same(Fuser('rrf')(lists), rrf(lists))",
           "accepted: the id rule refuses only empty ids, blanks and newlines"),
        bad("u13l_shape_chunk_id_with_space", "a chunk id with a blank from a file name, 'Employee "
            "Handbook.pdf#chunk2', in the dense list: refused naming the list and the id (the readers' id rule)",
            "Fuser('rrf')({'bm25': {'a#0': 2.0}, 'dense': {'Employee Handbook.pdf#chunk2': 0.8, 'a#0': 0.5}})",
            "dense", "Employee Handbook.pdf#chunk2",
            why="refused: the id rule (docs/engines.md, rankagg.fuser.lists.Request)"),
        bad("u13l_shape_uuid_objects", "Weaviate-style uuid.UUID objects as a list's ids: refused naming the "
            "list (docids are str or int)",
            "u = [uuid.UUID(int=i) for i in (1, 2, 3)]\nFuser('rrf')({'weaviate': u, 'bm25': ['x', 'y']})",
            "weaviate", why="refused: docids are str or all int"),
        bad("u13l_shape_metadata_as_value", "a list mapping chunk id -> {'score': 0.8, 'metadata': {...}} "
            "(the record, not its score): refused naming the list",
            "Fuser('combsum')({'store': {'doc7#chunk3': {'score': 0.8, 'metadata': {'page': 3}}, 'doc1#chunk0': {'score': 0.5, 'metadata': {}}}, 'bm25': {'doc1#chunk0': 3.0}})",
            "store", why="refused: scores are numbers"),
        bad("u13l_shape_none_score", "a LlamaIndex NodeWithScore whose score is None, as (ids, scores) = "
            "(['n1', 'n2', 'n3'], [0.9, None, 0.4]): refused naming the list",
            "Fuser('rrf')({'llama': (['n1', 'n2', 'n3'], [0.9, None, 0.4]), 'bm25': ['n2']})",
            "llama", why="refused: scores are finite numbers"),
        ok("u13l_shape_unnamed_lists", "the lists as LangChain's EnsembleRetriever holds them, a plain list of "
           "lists [[...], [...]] with no names: fused by RRF in that order, or refused with a message naming "
           "the mapping the Fuser takes",
           "a, b = ['d1', 'd2', 'd3'], ['d3', 'd4', 'd1']\n"
           "def go():\n    return Fuser('rrf')([a, b])\n"
           "try:\n    got = go()\nexcept ValueError as exc:\n"
           "    print('same' if re.search('mapping|dict|name', str(exc), re.I) else f'unclear: {exc}')\n"
           "else:\n    same(got, rrf({'0': a, '1': b}))",
           "accepted by position, or refused saying the lists need names"),
        # ---------------------------------------------------------------- numpy and embeddings
        ok("u13l_np_argsort_permutation", "a reranker's order as np.argsort(-scores) (an int64 array of "
           "candidate indices, best first) given as the list: the same as the Python list of those ints",
           "s = np.array([0.1, 0.7, 0.3, 0.9, 0.5])\nperm = np.argsort(-s)\nfirst = {i: float(10 - i) for i in range(5)}\n"
           "got = either(lambda: Fuser('rrf')({'rerank': perm, 'first': first}), 'rerank')\n"
           "if got is not None:\n    d1 = diff(got, rrf({'rerank': [int(i) for i in perm], 'first': first}))\n"
           "    print('same' if not d1 and all(type(d) is int for d, _ in got) else f'differs {d1}')",
           "accepted as the list of ints, or refused naming the list"),
        ok("u13l_np_json_response", "a FastAPI handler returns json.dumps(fuser(lists)) and "
           "json.dumps(fuser.explain(lists)) for float32 scores and int64 ids: both serialise, and the JSON "
           "holds the same docids and scores",
           "I = np.array([3, 1, 2], dtype=np.int64); D = np.array([0.5, 0.25, -0.125], dtype=np.float32)\n"
           "lists = {'dense': (I, D), 'bm25': {1: np.float32(2.5), 7: np.float32(1.5)}}\nfu = Fuser('combsum')\n"
           "got = fu(lists)\nj = json.loads(json.dumps(got))\nex = json.loads(json.dumps(fu.explain(lists)))\n"
           "ok = [list(x) for x in got] == j and [e['docid'] for e in ex] == [d for d, _ in got] and [e['score'] for e in ex] == [s for _, s in got]\n"
           "print('same' if ok else f'differs {j} {ex}')",
           "accepted: the answer is Python ints and floats"),
        # ---------------------------------------------------------------- LLM listwise rerankers
        ok("u13l_rankgpt_permutation_rrf", "a RankGPT answer '[3] > [1] > [5] > [2] > [4]' over the first "
           "stage's top 5, parsed to docids and fused with the first-stage BM25 scores by RRF with the LLM "
           "weighing 2: the formula's scores and order",
           "bm25 = {'p1': 14.2, 'p2': 13.9, 'p3': 11.0, 'p4': 10.4, 'p5': 9.8, 'p6': 9.1}\n"
           "window = sorted(bm25, key=lambda d: -bm25[d])[:5]\nanswer = '[3] > [1] > [5] > [2] > [4]'\n"
           "llm = [window[int(x) - 1] for x in re.findall(r'\\[(\\d+)\\]', answer)]\n"
           "lists = {'bm25': bm25, 'llm': llm}\nsame(Fuser('rrf', weights={'llm': 2.0})(lists), rrf(lists, w={'llm': 2.0}))",
           "accepted: a list of docids is ranked by its order"),
        ok("u13l_rankgpt_sliding_window", "RankGPT's sliding window (size 20, step 10, back to front) over 100 "
           "candidates with int ids, the final permutation fused with the first stage, Fuser('rrf', depth=10): "
           "the formula's top 10, ids as ints",
           "rng = random.Random(5)\nfirst = {i * 7 + 1: round(rng.uniform(5, 25), 3) for i in range(100)}\n"
           "rel = {d: rng.random() for d in first}\norder = sorted(first, key=lambda d: (-first[d], -d))\n"
           "end = len(order)\nwhile True:\n    s = max(end - 20, 0)\n    win = order[s:end]\n"
           "    answer = ' > '.join(f'[{win.index(d) + 1}]' for d in sorted(win, key=lambda d: -rel[d]))\n"
           "    order[s:end] = [win[int(x) - 1] for x in re.findall(r'\\[(\\d+)\\]', answer)]\n"
           "    if s == 0:\n        break\n    end -= 10\n"
           "lists = {'first': first, 'llm': order}\ngot = Fuser('rrf', depth=10)(lists)\n"
           "d1 = diff(got, rrf(lists), 10)\nprint('same' if not d1 and len(got) == 10 and all(type(d) is int for d, _ in got) else f'differs {d1}')",
           "accepted"),
        ok("u13l_rankgpt_borda", "Borda over a RankGPT permutation (no scores) and a first-stage list: "
           "n - rank + 1 points over the n documents some list ranked, the remaining points shared where a list "
           "did not rank the document (rankagg methods borda), by the formula",
           "first = {'a': 3.1, 'b': 2.9, 'c': 2.5, 'd': 1.0}\nllm = ['c', 'a', 'e']\nlists = {'first': first, 'llm': llm}\n"
           "same(Fuser('borda')(lists), borda(lists))",
           "accepted: Borda's points as rankagg methods borda states them"),
        ok("u13l_rankgpt_explain", "explain() of a RankGPT list (docids, no scores) beside BM25: per list the "
           "rank and the contribution w / (k + rank); contributions add up to the score; JSON-serialisable",
           "lists = {'bm25': {'a': 9.0, 'b': 7.0, 'c': 4.0}, 'llm': ['c', 'a']}\nex = json.loads(json.dumps(Fuser('rrf', weights={'llm': 1.5})(lists, explain=True)))\n"
           "bad = []\nfor e in ex:\n    tot = 0.0\n    for name, c in e['lists'].items():\n"
           "        ids = ranked(lists[name])[0]\n        if e['docid'] not in ids:\n"
           "            bad += [] if c['rank'] is None and not c['contribution'] else [(e['docid'], name, c)]\n            continue\n        r = ids.index(e['docid']) + 1\n        w = 1.5 if name == 'llm' else 1.0\n"
           "        if c['rank'] != r or abs(c['contribution'] - w / (60 + r)) > 1e-15:\n            bad.append((e['docid'], name, c))\n"
           "        tot += c['contribution']\n    bad += [] if abs(tot - e['score']) <= 1e-15 else [(e['docid'], tot, e['score'])]\n"
           "print('same' if not bad and len(ex) == 3 else f'differs {bad}')",
           "accepted: docs/engines.md, Explanations"),
        # ---------------------------------------------------------------- the Fuser in a request loop
        ok("u13l_loop_asyncio", "an async handler: 200 requests through asyncio.gather of "
           "asyncio.to_thread(fuser, lists), and the fuser called inside a coroutine: the same answers as in order",
           "fu = Fuser('rrf', k=30)\nreqs = [cosine_lists(500 + i, ['bm25', 'dense'], pool=20, n=10) for i in range(200)]\n"
           "async def handler(r):\n    return fu(r)\n"
           "async def main():\n    a = await asyncio.gather(*(asyncio.to_thread(fu, r) for r in reqs))\n"
           "    b = await asyncio.gather(*(handler(r) for r in reqs))\n    return a, b\n"
           "a, b = asyncio.run(main())\nseq = [fu(r) for r in reqs]\n"
           "print('same' if list(a) == seq and list(b) == seq and not diff(seq[0], rrf(reqs[0], k=30)) else 'differs')",
           "accepted"),
        ok("u13l_loop_weights_by_name_vary", "one Fuser(weights={'dense': 2.0, 'splade': 0.5}) across requests "
           "whose retrievers change (bm25+dense, bm25+splade, dense alone, a new 'hyde' list): each request "
           "weighs its lists by name, a list the weights do not name weighing 1; a request without a weighted "
           "list is fused so too, or refused naming weights and the missing list",
           "w = {'dense': 2.0, 'splade': 0.5}\nfu = Fuser('rrf', weights=w)\nbad = []\n"
           "for j, names in enumerate([['bm25', 'dense'], ['bm25', 'splade'], ['dense'], ['hyde', 'dense', 'splade']]):\n"
           "    lists = cosine_lists(40 + j, names)\n    missing = [n for n in w if n not in lists]\n"
           "    try:\n        d = diff(fu(lists), rrf(lists, w=w))\n    except ValueError as exc:\n"
           "        d = '' if missing and 'weights' in str(exc) and all(n in str(exc) for n in missing) else str(exc)\n"
           "    bad += [(names, d)] if d else []\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: weights meet lists by name (docs/conventions.md); a weight naming no list of the request "
           "(a typo or an absent retriever) is fused or refused naming it"),
        ok("u13l_loop_weights_as_list", "Fuser('rrf', weights=[0.3, 0.7]) (LangChain's EnsembleRetriever "
           "weights, one per retriever in order) on {'bm25': ..., 'dense': ...}: 0.3 and 0.7 by position, or "
           "refused naming weights; never ignored",
           "lists = cosine_lists(9, ['bm25', 'dense'])\n"
           "fu = either(lambda: Fuser('rrf', weights=[0.3, 0.7]), 'weights')\n"
           "if fu is not None:\n    got = either(lambda: fu(lists), 'weights')\n"
           "    if got is not None:\n        same(got, rrf(lists, w={'bm25': 0.3, 'dense': 0.7}))",
           "accepted by position, or refused naming weights"),
        ok("u13l_loop_hash_seeds", "the same request fused under PYTHONHASHSEED 0, 1 and 2 (three service "
           "processes): byte-identical answers",
           "import os, subprocess\n"
           "prog = 'import rankagg, random\\nr = random.Random(4)\\nL = {n: {f\"c{r.randint(0, 40)}#{j}\": r.choice([0.5, 0.25, r.random()]) for j in range(30)} for n in (\"bm25\", \"dense\", \"hyde\")}\\nprint(repr(rankagg.Fuser(\"rrf\")(L)), repr(rankagg.Fuser(\"combmnz\")(L)))'\n"
           "outs = {subprocess.run([sys.executable, '-c', prog], env=dict(os.environ, PYTHONHASHSEED=str(s)), capture_output=True, text=True, check=True).stdout for s in (0, 1, 2)}\n"
           "print('same' if len(outs) == 1 else f'differs: {len(outs)} answers')",
           "accepted: docs/conventions.md, Determinism"),
        ok("u13l_loop_top_unsorted_mapping", "Fuser.top(lists, 3) given a mapping NOT in best-first order "
           "(nodes after a postprocessor that shuffled them): the full answer's first 3, or refused naming the list",
           "dense = {'n4': 0.2, 'n1': 0.95, 'n7': 0.1, 'n2': 0.9, 'n3': 0.85, 'n9': 0.05}\n"
           "bm25 = {f'n{i}': 10.0 - i for i in range(1, 40)}\nlists = {'dense': dense, 'bm25': bm25}\n"
           "got = either(lambda: Fuser('combsum').top(lists, 3), 'dense')\n"
           "if got is not None:\n    full = Fuser('combsum')(lists)\n"
           "    print('same' if list(got.items) == full[:3] else f'differs {got.items} {full[:3]}')",
           "the proof needs best-first lists: right answer or a refusal"),
        ok("u13l_loop_top_async_iterator", "Fuser.top given an async generator (an async retriever's stream): "
           "the full answer's first 3, or refused naming the list; never a hang or a traceback",
           "async def stream():\n    for i in range(20):\n        yield (f'd{i}', 20.0 - i)\n"
           "lists = {'dense': stream(), 'bm25': {f'd{i}': float(i) for i in range(20)}}\n"
           "got = either(lambda: Fuser('rrf').top(lists, 3), 'dense')\n"
           "if got is not None:\n    full = Fuser('rrf')({'dense': {f'd{i}': 20.0 - i for i in range(20)}, 'bm25': lists['bm25']})\n"
           "    print('same' if list(got.items) == full[:3] else f'differs {got.items}')",
           "right answer or a refusal naming the list"),
        # ---------------------------------------------------------------- against the formulas and brute force
        ok("u13l_brute_tiny_requests", "400 tiny random requests (2-4 lists of 0-6 chunks from 8, tied and "
           "negative scores, some lists docids only): RRF k in {0, 1, 60}, Borda, CombSUM and CombMNZ "
           "(min-max, scored lists) equal the formulas and the house tie order",
           "rng = random.Random(13)\nbad = []\nfor i in range(400):\n"
           "    lists = {}\n    for n in range(rng.randint(2, 4)):\n"
           "        docs = rng.sample([f'c{j}' for j in range(8)], rng.randint(0, 6))\n"
           "        lists[f'r{n}'] = docs if rng.random() < 0.2 else {d: rng.choice([0.5, -0.25, 1.0, round(rng.uniform(-1, 1), 3)]) for d in docs}\n"
           "    k = rng.choice([0, 1, 60])\n    d = diff(Fuser('rrf', k=k)(lists), rrf(lists, k=k))\n"
           "    d = d or diff(Fuser('borda')(lists), borda(lists))\n"
           "    scored = {n: l for n, l in lists.items() if isinstance(l, dict) and l}\n"
           "    if scored:\n        d = d or diff(Fuser('combsum', norm='minmax')(scored), comb(scored)) or diff(Fuser('combmnz', norm='minmax')(scored), comb(scored, mnz=True))\n"
           "    if d:\n        bad.append((i, d))\nprint('same' if not bad else f'differs on {len(bad)}: {bad[:3]}')",
           "accepted: the formulas"),
        # ---------------------------------------------------------------- what a RAG engineer hands over by mistake
        bad("u13l_shape_set_of_ids", "chunk ids deduplicated with set() before fusing (an MMR step): "
            "{'mmr': {'c1', 'c2', 'c3'}} has no order, so no ranks: refused naming the list",
            "Fuser('rrf')({'mmr': {'c1', 'c2', 'c3'}, 'bm25': ['c1', 'c4']})", "mmr",
            why="refused: a set has no order to rank by (its order changes with PYTHONHASHSEED)"),
        bad("u13l_rankgpt_bare_string", "the LLM returned one passage and the caller passed its id itself, "
            "{'llm': 'p3'}, not ['p3']: refused naming the list (a string is not a list of docids 'p' and '3')",
            "print(Fuser('rrf')({'bm25': {'p1': 3.0, 'p3': 1.0}, 'llm': 'p3'}))", "llm",
            why="refused: a str is one docid, not a ranked list"),
        ok("u13l_shape_two_id_tuple", "a reranker's answer of exactly two docids as a tuple, ('p3', 'p1') "
           "(a pair, like (ids, scores)): fused as the ranked docids p3, p1, or refused naming the list",
           "lists = {'llm': ('p3', 'p1'), 'bm25': {'p1': 3.0, 'p2': 2.0, 'p3': 1.0}}\n"
           "got = either(lambda: Fuser('rrf')(lists), 'llm')\n"
           "if got is not None:\n    same(got, rrf({'llm': ['p3', 'p1'], 'bm25': lists['bm25']}))",
           "accepted as docids, or refused naming the list; never the characters of 'p3' as ids"),
        ok("u13l_shape_generator_in_call", "an MMR retriever's ids as a generator, (d for d in ids), given to "
           "fuser(...) (not top): fused as that ranked list, or refused naming the list",
           "ids = ['c3', 'c1', 'c2']\nbm = {'c1': 2.0, 'c4': 1.0}\n"
           "got = either(lambda: Fuser('rrf')({'mmr': (d for d in ids), 'bm25': bm}), 'mmr')\n"
           "if got is not None:\n    same(got, rrf({'mmr': ids, 'bm25': bm}))",
           "accepted as the list, or refused naming it"),
        bad("u13l_shape_nested_rewrites", "RAG-Fusion's lists passed as ONE list of lists, {'rag_fusion': "
            "[['d1', 'd2'], ['d2', 'd3']]}: refused naming the list",
            "print(Fuser('rrf')({'rag_fusion': [['d1', 'd2'], ['d2', 'd3']], 'bm25': ['d1']}))", "rag_fusion",
            why="refused: docids are str or int"),
        ok("u13l_frame_retriever_column", "a RAG log as a long DataFrame query_id, doc_id, score, retriever "
           "(bm25 and dense, overlapping chunks): fused per retriever by RRF, or refused naming the retriever "
           "or run column; never read as one run",
           "import pandas as pd\nlists = cosine_lists(61, ['bm25', 'dense'], pool=12, n=8)\n"
           "df = pd.DataFrame([(1, d, s, n) for n, l in lists.items() for d, s in l.items()], columns=['query_id', 'doc_id', 'score', 'retriever'])\n"
           "try:\n    out = rankagg.fuse(df, 'rrf', depth=None)\nexcept ValueError as exc:\n"
           "    print('same' if re.search(r'retriever|\\brun\\b|ranker', str(exc)) else f'refused without naming the column: {exc}')\n"
           "else:\n    got = [(r.doc_id, r.score) for r in out.sort_values('rank').itertuples()]\n    same(got, rrf(lists))",
           "fused by its retriever column, or refused naming it"),
        ok("u13l_ragfusion_ranked_lists", "RAG-Fusion where each rewrite's retriever gives ranked chunk ids "
           "without scores, {'rw0': {'q1': ['d1', 'd2', 'd3']}, ...}: rankagg.fuse gives RRF by those ranks, or "
           "refuses naming the run or the query",
           "runs = {'rw0': {'q1': ['d1', 'd2', 'd3'], 'q2': ['d9']}, 'rw1': {'q1': ['d3', 'd1']}, 'rw2': {'q1': ['d4', 'd3'], 'q2': ['d8', 'd9']}}\n"
           "try:\n    fused = rankagg.fuse(runs, 'rrf', depth=None)\nexcept ValueError as exc:\n"
           "    print('same' if re.search(r'rw[012]|q[12]', str(exc)) else f'refused without naming: {exc}')\n"
           "else:\n    bad = [(q, diff(list(fused[q].items()), rrf(l))) for q, l in by_question(runs).items()]\n"
           "    bad = [b for b in bad if b[1]]\n    print('same' if not bad else f'differs {bad}')",
           "accepted as ranked lists, or refused naming the run"),
        ok("u13l_params_langchain_c", "LangChain's name for RRF's constant, Fuser('rrf', c=5): k = 5 (an "
           "alias), or refused naming c; never ignored (k stays 60)",
           "lists = cosine_lists(5, ['bm25', 'dense'])\n"
           "try:\n    got = Fuser('rrf', c=5)(lists)\nexcept ValueError as exc:\n"
           "    print('same' if re.search(r\"\\bc\\b\", str(exc)) else f'refused without naming c: {exc}')\n"
           "else:\n    same(got, rrf(lists, k=5))",
           "an unknown parameter is refused, not ignored"),
        ok("u13l_names_llamaindex_mode", "LlamaIndex's mode name as the method, Fuser('reciprocal_rerank'): "
           "LlamaIndex's formula 1 / (rank + 60) from rank 0, or refused naming reciprocal_rerank",
           "lists = cosine_lists(6, ['q0', 'q1', 'q2'])\n"
           "got = either(lambda: Fuser('reciprocal_rerank')(lists), 'reciprocal_rerank')\n"
           "if got is not None:\n    same(got, points(lists, lambda r, n: 1.0 / ((r - 1) + 60)))",
           "LlamaIndex's formula, or refused naming the name"),
        ok("u13l_weights_numpy_array", "retriever weights learnt as a NumPy array, rankagg.fuse({'rewrite': ..., "
           "'original': ...}, 'rrf', weights=np.array([0.5, 2.0])): by position, or refused naming weights",
           "a = {'q': cosine_lists(1, ['x'])['x']}\nb = {'q': cosine_lists(2, ['x'])['x']}\n"
           "fused = either(lambda: rankagg.fuse({'rewrite': a, 'original': b}, 'rrf', weights=np.array([0.5, 2.0]), depth=None), 'weights')\n"
           "if fused is not None:\n    same(list(fused['q'].items()), rrf({'rewrite': a['q'], 'original': b['q']}, w={'rewrite': 0.5, 'original': 2.0}))",
           "accepted by position, or refused naming weights"),
        ok("u13l_weights_float32_values", "weights read from a float32 tensor, Fuser('rrf', weights={'dense': "
           "np.float32(0.7), 'bm25': np.float32(0.3)}): each weight is its value, by the formula",
           "lists = cosine_lists(17, ['bm25', 'dense'])\nw32 = {'dense': np.float32(0.7), 'bm25': np.float32(0.3)}\n"
           "got = either(lambda: Fuser('rrf', weights=w32)(lists), 'weights')\n"
           "if got is not None:\n    same(got, rrf(lists, w={n: float(v) for n, v in w32.items()}))",
           "accepted: a weight is a number's value"),
        ok("u13l_params_numpy_ints", "a tuned config loaded with NumPy, Fuser('rrf', k=np.int64(20), "
           "depth=np.int64(5)): RRF k=20 cut at 5, or refused naming k or depth",
           "lists = cosine_lists(18, ['bm25', 'dense', 'hyde'])\n"
           "try:\n    got = Fuser('rrf', k=np.int64(20), depth=np.int64(5))(lists)\nexcept ValueError as exc:\n"
           "    print('same' if re.search(r'\\bk\\b|depth', str(exc)) else f'refused without naming k or depth: {exc}')\n"
           "else:\n    d = diff(got, rrf(lists, k=20), 5)\n    print('same' if not d and len(got) == 5 else 'differs: ' + d)",
           "accepted as the ints, or refused naming the parameter"),
        ok("u13l_np_float16_ties", "scores from a float16-quantised index as (ids, float16 array), several "
           "equal once rounded to half: ranked by the half values (docid descending on ties), RRF by the formula",
           "ids = [f'c{i}' for i in range(10)]\nv = np.array([0.7001, 0.7002, 0.7003, 0.5, 0.4999, -0.25, 0.12, 0.1201, 0.33, 0.9], dtype=np.float16)\n"
           "bm = {'c3': 4.0, 'c1': 3.0, 'c8': 2.0}\nlists = {'dense': (ids, v), 'bm25': bm}\n"
           "same(Fuser('rrf')(lists), rrf(lists))",
           "accepted: a number's value, ties by trec_eval's rule"),
        ok("u13l_pickle_fuser_processes", "a service fusing in worker processes: pickle.loads(pickle.dumps("
           "fuser)) gives the same answers, and ProcessPoolExecutor(2).map(fuser, requests) equals the calls "
           "in process",
           "import pickle\nfrom concurrent.futures import ProcessPoolExecutor\n"
           "fu = Fuser('rrf', weights={'dense': 1.5}, depth=20)\nreqs = [cosine_lists(300 + i, ['bm25', 'dense']) for i in range(12)]\n"
           "f2 = pickle.loads(pickle.dumps(fu))\nseq = [fu(r) for r in reqs]\n"
           "with ProcessPoolExecutor(2) as ex:\n    par = list(ex.map(fu, reqs))\n"
           "print('same' if [f2(r) for r in reqs] == seq and [list(p) for p in par] == [list(s) for s in seq] else 'differs')",
           "a fuser holds its parameters only; it goes to a worker like any object", timeout=180),
        ok("u13l_ragfusion_scale", "RAG-Fusion at scale: 20 questions x 30 rewrites x 1000 chunks each "
           "(600,000 entries) through rankagg.fuse(runs, 'rrf', depth=None): within the time limit, every "
           "question's scores and order the formula's",
           "rng = random.Random(99)\nruns = {}\nfor j in range(30):\n"
           "    runs[f'rw{j}'] = {f'q{q}': {f'doc{c // 4}#chunk{c % 4}': round(rng.uniform(-1, 1), 4) for c in rng.sample(range(4000), 1000)} for q in range(20)}\n"
           "fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
           "bad = [(q, diff(list(fused[q].items()), rrf(l))) for q, l in by_question(runs).items()]\n"
           "bad = [b for b in bad if b[1]]\nprint('same' if not bad else f'differs {bad[:2]}')",
           "accepted", timeout=240),
        ok("u13l_shape_dataframe_list", "one retriever's answer as a DataFrame (doc_id, score columns, as "
           "LlamaIndex / LangChain results are tabulated) inside the Fuser's lists: fused as those pairs, or "
           "refused naming the list; never the column names read as docids",
           "import pandas as pd\nframe = pd.DataFrame({'doc_id': ['c3', 'c1', 'c7'], 'score': [0.9, 0.7, 0.2]})\nbm = {'c1': 5.0, 'c2': 4.0}\n"
           "got = either(lambda: Fuser('rrf')({'dense': frame, 'bm25': bm}), 'dense')\n"
           "if got is not None:\n    same(got, rrf({'dense': dict(zip(frame.doc_id, frame.score)), 'bm25': bm}))",
           "accepted as pairs, or refused naming the list"),
        ok("u13l_shape_keys_view", "a best-first ranked dict's keys view, {'dense': scores.keys()} (dict_keys "
           "keep insertion order): fused as that ranked list of docids, or refused naming the list",
           "scores = {'c4': 0.8, 'c2': 0.6, 'c9': 0.1}\nbm = {'c2': 3.0, 'c5': 1.0}\n"
           "got = either(lambda: Fuser('rrf')({'dense': scores.keys(), 'bm25': bm}), 'dense')\n"
           "if got is not None:\n    same(got, rrf({'dense': list(scores), 'bm25': bm}))",
           "accepted as the ordered docids, or refused naming the list"),
        ok("u13l_shape_arrow_docids", "a reranker's docids as a pyarrow string array (a LanceDB / Arrow "
           "result column), best first: fused as that ranked list, or refused naming the list",
           "import pyarrow as pa\nids = pa.array(['c3', 'c1', 'c2'])\nbm = {'c1': 3.0, 'c9': 1.0}\n"
           "got = either(lambda: Fuser('rrf')({'rerank': ids, 'bm25': bm}), 'rerank')\n"
           "if got is not None:\n    same(got, rrf({'rerank': ids.to_pylist(), 'bm25': bm}))",
           "accepted as docids, or refused naming the list"),
        ok("u13l_np_zero_dim_scores", "scores as 0-d NumPy arrays (torch.tensor(...).numpy() of each "
           "cross-encoder logit), {'c1': np.array(2.5, dtype=np.float32), ...}: fused by their values, or "
           "refused naming the list",
           "ce = {'c1': np.array(2.5, dtype=np.float32), 'c2': np.array(-1.25, dtype=np.float32), 'c3': np.array(0.5, dtype=np.float32)}\n"
           "bm = {'c2': 9.0, 'c4': 3.0}\n"
           "got = either(lambda: Fuser('rrf')({'cross_encoder': ce, 'bm25': bm}), 'cross_encoder')\n"
           "if got is not None:\n    same(got, rrf({'cross_encoder': {d: float(v) for d, v in ce.items()}, 'bm25': bm}))",
           "accepted as numbers, or refused naming the list"),
        ok("u13l_weights_pandas_series", "retriever weights kept as a pandas Series (index: retriever, values: "
           "weight), Fuser('rrf', weights=pd.Series({'bm25': 0.3, 'dense': 0.7})): those weights by name, or "
           "refused naming weights",
           "import pandas as pd\nlists = cosine_lists(33, ['bm25', 'dense'])\n"
           "got = either(lambda: Fuser('rrf', weights=pd.Series({'bm25': 0.3, 'dense': 0.7}))(lists), 'weights')\n"
           "if got is not None:\n    same(got, rrf(lists, w={'bm25': 0.3, 'dense': 0.7}))",
           "accepted by name, or refused naming weights"),
        ok("u13l_cache_pickle_keeps_order", "a RAG service caching fused results with pickle and copy.deepcopy "
           "(Redis, an LRU cache): rankagg.fuse's result and a Fuser's answer with exact fused ties, restored, "
           "measure as the originals (nDCG@10, RR, P@3) and keep their order",
           "import pickle, copy\nruns = {'rw0': {'q1': {'a': 3.0, 'b': 2.0}, 'q2': {'x': 1.0, 'y': 0.5}}, 'rw1': {'q1': {'c': 3.0, 'd': 2.0}, 'q2': {'z': 1.0, 'w': 0.5}}}\n"
           "qrels = {'q1': {'a': 1, 'c': 0, 'b': 2, 'd': 1}, 'q2': {'x': 0, 'z': 1, 'w': 1}}\nms = ['nDCG@10', 'RR', 'P@3']\n"
           "fused = rankagg.fuse(runs, 'rrf', depth=None)\nfu = Fuser('rrf')\n"
           "one = {q: fu(by_question(runs)[q]) for q in ('q1', 'q2')}\nbad = []\n"
           "for name, res in (('fuse', fused), ('fuser', one)):\n"
           "    want = rankagg.evaluate(res, qrels, ms)\n"
           "    for how, back in (('pickle', pickle.loads(pickle.dumps(res))), ('deepcopy', copy.deepcopy(res))):\n"
           "        got = rankagg.evaluate(back, qrels, ms)\n"
           "        order = {q: [d for d in (v if isinstance(v, dict) else dict(v))] for q, v in back.items()}\n"
           "        orig = {q: [d for d in (v if isinstance(v, dict) else dict(v))] for q, v in res.items()}\n"
           "        if got != want or order != orig:\n            bad.append((name, how, got, want))\n"
           "print('same' if not bad else f'differs {bad}')",
           "a restored copy of a result is the result (docs/conventions.md: dict(result) and result.copy() keep the mark)"),
        ok("u13l_ragfusion_12_rewrites_bits", "RAG-Fusion with 12 rewrites per question (LangChain's default "
           "weights 1/12) through the Fuser as dicts, as (ids, scores) lists and as NumPy arrays, and through "
           "rankagg.fuse: RRF, CombSUM and CombMNZ (min-max) give the same docids and score bits every way",
           "names = [f'rw{j}' for j in range(12)]\nw = {n: 1 / 12 for n in names}\nbad = []\n"
           "for q in range(15):\n    lists = cosine_lists(900 + q, names, pool=40, n=14)\n"
           "    forms = [lists, {n: (list(l), list(l.values())) for n, l in lists.items()},\n"
           "             {n: (np.array(list(l)), np.array(list(l.values()))) for n, l in lists.items()}]\n"
           "    for spec, kw in (('rrf', {}), ('combsum', {'norm': 'minmax'}), ('combmnz', {'norm': 'minmax'})):\n"
           "        outs = [[(d, s.hex()) for d, s in Fuser(spec, weights=w, **kw)(f)] for f in forms]\n"
           "        batch = rankagg.fuse({n: {'q': l} for n, l in lists.items()}, spec, weights=w, depth=None, **kw)['q']\n"
           "        outs.append([(d, float(s).hex()) for d, s in batch.items()])\n"
           "        if any(o != outs[0] for o in outs):\n            bad.append((q, spec))\n"
           "    d = diff(Fuser('rrf', weights=w)(lists), rrf(lists, w=w))\n    bad += [(q, d)] if d else []\n"
           "print('same' if not bad else f'differs {bad[:6]}')",
           "accepted: the Fuser gives the batch scores bit for bit, whatever the form (docs/engines.md)", timeout=180),
        ok("u13l_explain_top_bits_12_lists", "the same 12-rewrite requests: score_from_explanation of every "
           "explain() entry equals its score bit for bit, and top of the lists sorted best first, k=5, equals the full answer's first 5 "
           "bit for bit (RRF weighted 1/12, CombSUM min-max)",
           "from rankagg.fuser import score_from_explanation\nnames = [f'rw{j}' for j in range(12)]\nw = {n: 1 / 12 for n in names}\nbad = []\n"
           "for q in range(15):\n    lists = cosine_lists(900 + q, names, pool=40, n=14)\n"
           "    for spec, kw in (('rrf', {}), ('combsum', {'norm': 'minmax'})):\n        fu = Fuser(spec, weights=w, **kw)\n"
           "        ex = json.loads(json.dumps(fu.explain(lists)))\n"
           "        bad += [(q, spec, e['docid']) for e in ex if score_from_explanation(e).hex() != e['score'].hex()]\n"
           "        full = fu(lists)\n        top = fu.top({n: dict(sorted(l.items(), key=lambda x: -x[1])) for n, l in lists.items()}, 5).items\n"
           "        if [(d, s.hex()) for d, s in top] != [(d, s.hex()) for d, s in full[:5]]:\n            bad.append((q, spec, 'top'))\n"
           "print('same' if not bad else f'differs {bad[:6]}')",
           "accepted: docs/engines.md (Explanations) and docs/topk.md: bit for bit", timeout=180),
        ok("u13l_min_score_uncalibrated", "a relevance floor on RRF scores, Fuser('rrf', min_score=0.03) without "
           "a calibration: the documents scoring at least 0.03 in the formula's order, or refused naming min_score",
           "lists = cosine_lists(23, ['bm25', 'dense', 'hyde'])\n"
           "got = either(lambda: Fuser('rrf', min_score=0.03)(lists), 'min_score')\n"
           "if got is not None:\n    sc, cnt, best = rrf(lists)\n    want = [d for d in house(sc, cnt, best) if sc[d] >= 0.03]\n"
           "    print('same' if [d for d, _ in got] == want else f'differs {got} {want}')",
           "a floor on the fused score, or refused naming min_score"),
    ]


# ------------------------------------------------------------ issue 45: a thirteenth bar, a meta-search engineer's day
THIRTEENTH_METASEARCH = "45 Unseen inputs: a thirteenth bar, a meta-search engineer's day"

#: the thirteenth bar's helpers.  Every expected value is worked here by hand from the formula the docs or the paper
#: state (RRF, Aslam & Montague's Borda, CombSUM/CombMNZ, Klementiev et al.'s ULARA and CombMNZ_rank, Dwork et al.'s
#: MC4 and local Kemenization, Kemeny by brute force over every order) or taken from pytrec_eval / ranx, never from
#: rankagg's code.  A wrong answer prints what differs and exits 0 (silent); a refusal a case allows passes on.
_U13M = r'''
import itertools, json, math, random, subprocess, sys
import rankagg
def cli(*args):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr
def wrong(*what):
    print('WRONG:', *[str(w)[:300] for w in what])
    sys.exit(0)
def right():
    print('OK')
    sys.exit(0)
def passthrough(rc, err):
    sys.stderr.write(err if err.endswith('\n') else err + '\n')
    sys.exit(rc)
def write(name, text):
    with open(name, 'w', encoding='utf-8', newline='') as f:
        f.write(text)
# URL ids exactly as engines return them: the service decides normalisation, rankagg must keep every byte
V = ['http://example.com/a', 'http://example.com/a/', 'HTTP://EXAMPLE.COM/a', 'http://example.com/a?x=1&y=2',
     'http://example.com/a?y=2&x=1', 'http://example.com/a#top', 'http://example.com/%7Euser',
     'http://example.com/~user', 'http://example.com/a%2fb', 'http://example.com/a%2Fb', 'https://example.com/caf\u00e9',
     'https://example.com/cafe\u0301', 'https://\u4f8b\u3048.jp/\u30d1\u30b9?q=\u691c\u7d22',
     'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9', 'http://example.com/a;jsessionid=ABC',
     'http://example.com/search?q=a+b&lang=en%2Dus', 'http://example.com/path/../a', 'http://example.com:80/a',
     '//example.com/a', 'mailto:x@example.com', "http://example.com/a?q=%22x%22&b='y'", 'http://example.com/a?q="r"\\b']
ENG = {'google.com': list(V), 'bing.com': list(reversed(V))[:12], 'duckduckgo.com': V[1::2]}
def rrf(lists, k=60.0, w=None):
    s = {}
    for n, l in lists.items():
        for r, d in enumerate(l, 1):
            s[d] = s.get(d, 0.0) + (1.0 if w is None else w.get(n, 1.0)) / (k + r)
    return s
def scored(l, top=100.0):
    return {d: top - i for i, d in enumerate(l)}
def trec(per_query, tag):
    """per_query: {qid: [docids best first]} -> TREC lines, distinct scores descending"""
    return ''.join(f'{q} Q0 {d} {r} {100.0 - r} {tag}\n' for q, l in per_query.items() for r, d in enumerate(l, 1))
def read_run(path):
    out = {}
    with open(path, 'rb') as f:
        for ln in f:
            q, _, d, _, s, _ = ln.split()
            out.setdefault(q.decode(), {})[d.decode('utf-8')] = float(s)
    return out
def same(got, ref, rel=1e-12, what=''):
    """``got`` {doc: score} in its output order holds exactly ``ref``'s docs and values, in a non-increasing order"""
    got = dict(got)
    if set(got) != set(ref):
        wrong(what, 'docs differ; extra', sorted(set(got) - set(ref))[:4], 'missing', sorted(set(ref) - set(got))[:4])
    for d in ref:
        if not math.isclose(got[d], ref[d], rel_tol=rel, abs_tol=1e-300):
            wrong(what, repr(d), got[d], 'by hand', ref[d])
    keys = list(got)
    scale = max(abs(v) for v in ref.values()) if ref else 1.0
    for a, b in zip(keys, keys[1:]):
        if ref[b] - ref[a] > 1e-9 * scale:
            wrong(what, 'order:', repr(a), 'before', repr(b), 'but by hand', ref[a], '<', ref[b])
def pool(seed, n=60):
    rng = random.Random(seed)
    docs = [f'https://site{i % 7}.example/p/{i}?ref=x{i}' for i in range(n)]
    rng.shuffle(docs)
    return docs, rng
def either(fn, names, check):
    """Right either way: ``check(fn())`` passes, or a clean ValueError naming one of ``names``."""
    try:
        got = fn()
    except ValueError as exc:
        if any(n in str(exc) for n in names):
            right()
        wrong('refused without naming', names, ':', exc)
    check(got)
    right()
def prefers(l, a, b, below):
    """+1 list l puts a above b, -1 below, 0 no preference (unranked: 'below' ranked above unranked)"""
    r = {d: i for i, d in enumerate(l)}
    if a in r and b in r:
        return 1 if r[a] < r[b] else -1
    if below and (a in r) != (b in r):
        return 1 if a in r else -1
    return 0
def kendall_cost(order, lists, below):
    return sum(prefers(l, b, a, below) > 0 for l in lists for a, b in itertools.combinations(order, 2))
def majority(lists, docs, below):
    return {(a, b): sum(prefers(l, a, b, below) for l in lists) for a in docs for b in docs if a != b}
def runs_of(per_engine, q='q1'):
    return {n: {q: scored(l)} for n, l in per_engine.items()}
def mc_chain(name, ls, docs, below=False, t=0.05):
    """Dwork et al.'s chains MC1-MC4 (WWW 2001 §4.3) on partial lists, with a uniform jump of probability t"""
    import numpy as np
    n = len(docs); P = np.zeros((n, n)); ix = {d: i for i, d in enumerate(docs)}
    for i, p in enumerate(docs):
        hold = [l for l in ls if p in l]
        if name == 'mc1':
            ms = [q for l in hold for q in l[:l.index(p) + 1]]
            for q in ms: P[i, ix[q]] += 1 / len(ms)
        elif name == 'mc2':
            for l in hold:
                up = l[:l.index(p) + 1]
                for q in up: P[i, ix[q]] += 1 / len(hold) / len(up)
        elif name == 'mc3':
            for l in hold:
                for q in l: P[i, ix[q] if l.index(q) < l.index(p) else i] += 1 / len(hold) / len(l)
        else:
            for j, q in enumerate(docs):
                if j == i: continue
                v = [prefers(l, q, p, below) for l in ls]; both = sum(x != 0 for x in v)
                if both and sum(x > 0 for x in v) * 2 > both: P[i, j] = 1 / n
            P[i, i] = 1 - P[i].sum()
    P = (1 - t) * P + t / n
    w, vec = np.linalg.eig(P.T); pi = np.real(vec[:, np.argmin(abs(w - 1))])
    return dict(zip(docs, pi / pi.sum()))
def agrees(o, st, what, margin=1.05):
    """the output order ``o`` never puts a document whose stationary mass is > margin x another's below it"""
    if sorted(o) != sorted(st): wrong(what, 'docs', o)
    for i, a in enumerate(o):
        for b in o[i + 1:]:
            if st[b] > st[a] * margin: wrong(what, repr(a), 'before', repr(b), 'stationary', st[a], '<', st[b])
'''


def thirteenth_bar_metasearch_cases() -> list[Case]:
    """Issue 45's thirteenth bar: a meta-search engineer's day.  A federated search service sends each query to
    several web and vertical engines and merges their top-k lists: lists of different depths, an engine that timed
    out or returned nothing, URLs as document ids (query strings, fragments, percent-encoding, trailing slashes,
    case, IRIs), an engine listing a URL twice, lists without scores, scores on different scales, weights by engine
    reliability, the top-k model of Klementiev et al. (Mallows, ULARA, CombMNZ_rank) and of Dwork et al. (MC4, local
    Kemenization), exact Kemeny, and the merged list judged with pytrec_eval and ranx.  The right answer is worked by
    hand from the formula the docs or the paper state, by brute force over every order, or taken from pytrec_eval
    and ranx; a refusal is right where the input is ambiguous (a URL twice in one list) and names the list."""
    import random

    G = THIRTEENTH_METASEARCH
    ok = lambda out, folder: out.strip().endswith("OK")  # noqa: E731

    def pool(seed: int, n: int = 60) -> tuple[list[str], random.Random]:
        rng = random.Random(seed)
        docs = [f"https://site{i % 7}.example/p/{i}?ref=x{i}" for i in range(n)]
        rng.shuffle(docs)
        return docs, rng

    def case(id: str, what: str, code: str, files: dict | None = None, why: str = "", timeout: float = 180,
             expect: str = "ok", mention: tuple[str, ...] = (), outputs: tuple[str, ...] = ("f.run",)) -> Case:
        return Case(id, G, what, code=_U13M + code, files=files or {}, expect=expect, mention=mention,
                    check=ok if expect == "ok" else None, outputs=outputs, memory_gb=4.0, timeout=timeout, why=why)

    def _prefers(l: list[str], a: str, b: str, below: bool) -> int:
        r = {d: i for i, d in enumerate(l)}
        if a in r and b in r:
            return 1 if r[a] < r[b] else -1
        return (1 if a in r else -1) if below and (a in r) != (b in r) else 0

    def _strict_order(lists: list[list[str]], below: bool) -> list[str] | None:
        docs = sorted(set().union(*lists))
        m = {(a, b): sum(_prefers(l, a, b, below) for l in lists) for a in docs for b in docs if a != b}
        o = sorted(docs, key=lambda a: -sum(m[(a, b)] > 0 for b in docs if b != a))
        return o if all(m[(a, b)] > 0 for i, a in enumerate(o) for b in o[i + 1:]) else None

    condorcet_lists: dict[str, list[str]] = {}
    for seed in range(10_000):  # five engines' top-2..4 lists whose majority is a strict order two ways, not the same
        r = random.Random(seed)
        cand = {f"e{i}": r.sample([f"http://v.com/{j}" for j in range(5)], r.choice([2, 3, 4])) for i in range(5)}
        a, b = _strict_order(list(cand.values()), False), _strict_order(list(cand.values()), True)
        if a and b and a != b and len(a) == 5:
            condorcet_lists = cand
            break

    c: list[Case] = []

    # ------------------------------------------------ URLs as document ids: every byte kept, nothing normalised
    c += [
        case("u13m_url_variants_fuse_dict", "rankagg.fuse of three engines' lists of 22 URL variants (trailing slash, "
             "case, query-string order, fragment, %7E against ~, %2f against %2F, NFC against NFD, an IRI and its "
             "punycode, a quote and a backslash) with rrf: 22 distinct ids, each byte-exact, each with sum 1/(60+r)",
             "got = rankagg.fuse({n: {'q1': scored(l)} for n, l in ENG.items()}, 'rrf', depth=None)\n"
             "same(got['q1'], rrf(ENG)); right()",
             why="RFC 3986 §6 leaves normalisation to the application; trec_eval compares docnos byte for byte"),
        case("u13m_url_variants_fuser", "rankagg.Fuser('rrf') on the three engines' URL lists given as docid lists "
             "(best first, no scores): every variant kept byte-exact, scores sum 1/(60+r)",
             "same(rankagg.Fuser('rrf')(ENG), rrf(ENG)); right()"),
        case("u13m_url_variants_cli_trec", "rankagg fuse --method rrf of three TREC runs whose docnos are the 22 URL "
             "variants: the written docnos are the input's bytes (UTF-8, NFD kept NFD), scores sum 1/(60+r), "
             "lines in that order",
             "for n, l in ENG.items(): write(n + '.run', trec({'q1': l}, n))\n"
             "rc, o, e = cli('fuse', *[n + '.run' for n in ENG], '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "raw = {ln.split()[2] for ln in open('f.run', 'rb')}\n"
             "if raw != {v.encode('utf-8') for v in V}: wrong('bytes differ', sorted(raw ^ {v.encode() for v in V})[:4])\n"
             "same(read_run('f.run')['q1'], rrf(ENG), rel=1e-6); right()"),
        case("u13m_url_variants_parquet_out", "rankagg fuse -o f.parquet of the URL-variant runs: pandas reads "
             "doc_id as the 22 input strings exactly, with the rrf scores",
             "import pandas as pd\n"
             "for n, l in ENG.items(): write(n + '.run', trec({'q1': l}, n))\n"
             "rc, o, e = cli('fuse', *[n + '.run' for n in ENG], '--method', 'rrf', '-o', 'f.parquet', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "t = pd.read_parquet('f.parquet')\n"
             "same(dict(zip(t['doc_id'].astype(str), t['score'].astype(float))), rrf(ENG), rel=1e-6); right()",
             outputs=("f.parquet",)),
        case("u13m_url_variants_explain_jsonl", "rankagg fuse --explain e.jsonl on the URL-variant runs: every line "
             "parses as JSON, its docid is one of the 22 URLs exactly (the quote and backslash escaped), and its "
             "contributions per engine are 1/(60+r) of that engine's rank",
             "for n, l in ENG.items(): write(n + '.run', trec({'q1': l}, n))\n"
             "rc, o, e = cli('fuse', *[n + '.run' for n in ENG], '--method', 'rrf', '-o', 'f.run', '--explain', "
             "'e.jsonl', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "seen = set()\n"
             "for ln in open('e.jsonl', encoding='utf-8'):\n"
             "    x = json.loads(ln); d = x['docid']; seen.add(d)\n"
             "    for n, l in ENG.items():\n"
             "        got = x['lists'].get(n, {}).get('contribution', 0.0) if d in l else 0.0\n"
             "        ref = 1 / (61 + l.index(d)) if d in l else 0.0\n"
             "        if not math.isclose(got, ref, rel_tol=1e-12): wrong(repr(d), n, got, ref)\n"
             "if seen != set(V): wrong('ids', sorted(seen ^ set(V))[:4])\nright()", outputs=("f.run", "e.jsonl")),
        case("u13m_url_variants_parquet_in", "rankagg fuse --method rrf of one long Parquet table q_id, doc_id, "
             "score, run (a scraper's export) holding the 22 URL variants from three engines: the written docnos "
             "are the table's strings byte for byte, scores sum 1/(60+r)",
             "import pandas as pd\n"
             "rows = [('q1', d, 100.0 - r, n) for n, l in ENG.items() for r, d in enumerate(l, 1)]\n"
             "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('all.parquet', index=False)\n"
             "rc, o, e = cli('fuse', 'all.parquet', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "raw = {ln.split()[2] for ln in open('f.run', 'rb')}\n"
             "if raw != {v.encode('utf-8') for v in V}: wrong('bytes differ', sorted(raw ^ {v.encode() for v in V})[:4])\n"
             "same(read_run('f.run')['q1'], rrf(ENG), rel=1e-6); right()"),
        case("u13m_url_variants_dask", "rankagg fuse --method rrf --backend dask of the URL-variant runs: the same "
             "bytes as the local backend's output (docs/scale.md: same output)",
             "for n, l in ENG.items(): write(n + '.run', trec({'q1': l, 'q2': l[::-1]}, n))\n"
             "rc, o, e = cli('fuse', *[n + '.run' for n in ENG], '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "rc, o, e = cli('fuse', *[n + '.run' for n in ENG], '--method', 'rrf', '--backend', 'dask', '-o', 'd.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "a, b = open('f.run', 'rb').read(), open('d.run', 'rb').read()\n"
             "if a != b: wrong('dask output differs', [x for x in zip(a.splitlines(), b.splitlines()) if x[0] != x[1]][:2])\n"
             "right()", timeout=300, outputs=("f.run", "d.run")),
        case("u13m_url_long_ids", "TREC runs holding a 2,083-character URL (the longest IE accepted) and an "
             "8,000-character one (the common server limit): fused with rrf, both come back byte-exact with "
             "their scores (trec_eval has no docno length limit)",
             "a = 'https://example.com/q?' + 'x=1&' * 515 + 'zz'; b = 'https://example.com/' + 'p/' * 3990\n"
             "g = [a, 'https://example.com/', b]; h = [b, a]\n"
             "write('g.run', trec({'q1': g}, 'g')); write('h.run', trec({'q1': h}, 'h'))\n"
             "rc, o, e = cli('fuse', 'g.run', 'h.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "same(read_run('f.run')['q1'], rrf({'g': g, 'h': h}), rel=1e-6); right()",
             why="trec_eval 10.0 reads a docno of any length into its line buffer"),
    ]

    # ------------------------------------------------ lists of different depths, engines that returned nothing
    docs, rng = pool(1)
    g50, b10, d25 = docs[:50], rng.sample(docs[:30], 10), rng.sample(docs, 25)
    per_q = {
        "q1": {"google": g50, "bing": b10, "ddg": d25},
        "q2": {"google": docs[5:55], "bing": docs[:10], "ddg": []},       # ddg returned nothing
        "q3": {"google": docs[10:60], "ddg": docs[::2][:25]},             # bing timed out
        "q4": {"google": docs[20:30]},                                    # only google answered
    }
    c += [
        case("u13m_depths_cli_missing_queries", "rankagg fuse --method rrf of the same engines as TREC files (ddg has "
             "no line for q2 and q4, bing none for q3 and q4): each query's fused run is sum 1/(60+r) over the "
             "engines that answered it",
             f"PQ = {per_q!r}\n"
             "for n in ('google', 'bing', 'ddg'): write(n + '.run', trec({q: es[n] for q, es in PQ.items() if es.get(n)}, n))\n"
             "rc, o, e = cli('fuse', 'google.run', 'bing.run', 'ddg.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "got = read_run('f.run')\n"
             "for q, es in PQ.items(): same(got[q], rrf(es), rel=1e-6, what=q)\n"
             "right()"),
        case("u13m_fuser_none_list", "rankagg.Fuser('rrf') on {'google': [...], 'bing': None} (the service's "
             "placeholder for an engine that timed out): the fusion of google alone, or a clean error naming bing",
             "g = ['u1', 'u2']\n"
             "either(lambda: rankagg.Fuser('rrf')({'google': g, 'bing': None}), ['bing'], lambda got: same(got, rrf({'g': g})))"),
        case("u13m_fuser_weights_name_absent_engine", "rankagg.Fuser('rrf', weights={'google': 2, 'bing': 1, "
             "'ddg': 0.5}) built once at start-up, called on a request where ddg timed out (no ddg list): "
             "google's and bing's terms weighted 2 and 1 (decided after this bar: with the engines declared, "
             "lists=[...]; without, a refusal naming ddg and both ways out)",
             "g, b = ['u1', 'u2', 'u3'], ['u2', 'u4']\n"
             "W = {'google': 2, 'bing': 1, 'ddg': 0.5}\n"
             "f = rankagg.Fuser('rrf', weights=W, lists=['google', 'bing', 'ddg'])\n"
             "same(f({'google': g, 'bing': b}), rrf({'google': g, 'bing': b}, w={'google': 2, 'bing': 1}))\n"
             "try:\n    rankagg.Fuser('rrf', weights=W)({'google': g, 'bing': b}); wrong('undeclared: accepted')\n"
             "except ValueError as e:\n"
             "    if 'ddg' not in str(e) or 'lists=' not in str(e) or 'empty list' not in str(e): wrong(str(e))\n"
             "right()",
             why="a service's engines come and go per request: declared once (Fuser(lists=...), "
             "rankagg/fuser/declared.py), an absent one is fused empty; undeclared, a weight naming no list of the "
             "request may be a misspelt name, so it is refused with the ways out"),
        case("u13m_input_depth_cuts_deep_engine", "rankagg fuse --method rrf --input-depth 10 of google's top-50 and "
             "bing's top-10: google's ranks 11-50 dropped before fusing, equal to sum 1/(60+r) over google[:10] and bing",
             f"g, b = {g50!r}, {b10!r}\n"
             "write('google.run', trec({'q1': g}, 'google')); write('bing.run', trec({'q1': b}, 'bing'))\n"
             "rc, o, e = cli('fuse', 'google.run', 'bing.run', '--method', 'rrf', '--input-depth', '10', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "same(read_run('f.run')['q1'], rrf({'g': g[:10], 'b': b}), rel=1e-6); right()"),
        case("u13m_fuser_window_and_top", "rankagg.Fuser('rrf', window=10) on google top-50, bing top-10, ddg []: "
             "equal to rrf over each list's first 10; fuser.top(lists, 5) gives the same first 5",
             f"g, b = {g50!r}, {b10!r}\n"
             "f = rankagg.Fuser('rrf', window=10); req = {'google': g, 'bing': b, 'ddg': []}\n"
             "full = f(req); same(full, rrf({'g': g[:10], 'b': b}))\n"
             "t = f.top(req, 5)\n"
             "if [d for d, _ in t.items][:5] != [d for d, _ in full][:5]: wrong('top', t.items, full[:5])\nright()"),
    ]

    # ------------------------------------------------ the same URL twice in one engine's list
    c += [
        case("u13m_fuser_top_unsorted_dicts", "rankagg.Fuser('combsum').top(lists, 3) where each engine's JSON came "
             "back as a dict in arbitrary key order (not best first): the same first 3 as the full fusion, or the "
             "documented refusal naming the list (top reads prefixes, so lists come best first)",
             "g = {'u5': 0.2, 'u1': 0.9, 'u3': 0.5, 'u2': 0.7, 'u4': 0.3}; b = {'u4': 8.0, 'u9': 1.0, 'u2': 3.0, 'u1': 2.5}\n"
             "f = rankagg.Fuser('combsum'); full = f({'g': g, 'b': b})\n"
             "def check(t):\n"
             "    if [d for d, _ in t.items] != [d for d, _ in full][:3]: wrong('top', t.items, 'full', full[:3])\n"
             "either(lambda: f.top({'g': g, 'b': b}, 3), [\"list 'g'\"], check)",
             why="docs/topk.md: top reads each mapping in best-first order; a score that rises is refused naming the list"),
        case("u13m_scores_as_json_strings", "an engine's JSON API returns scores as strings ({'u1': '0.93', 'u2': "
             "'10.5'}): rankagg.Fuser('combsum') refuses naming the list or the value, never orders '0.93' above "
             "'10.5' as text",
             "req = {'g': {'u1': '0.93', 'u2': '10.5', 'u3': '2'}, 'b': {'u2': 1.0}}\n"
             "try:\n    got = rankagg.Fuser('combsum')(req)\n"
             "except ValueError as exc:\n"
             "    if \"'g'\" in str(exc) or '0.93' in str(exc): print('[names it]', file=sys.stderr)\n"
             "    raise\n"
             "wrong('accepted', got)", expect="error", mention=("[names it]",),
             why="rankagg.fuser: scores int or float"),
        case("u13m_query_ids_int_and_str", "engine A's run keyed by integer query ids from its database ({1: {...}}), "
             "engine B's by text ({'1': {...}}): rankagg.fuse(rrf) fuses them as one query '1', or refuses naming the "
             "query id's type; never two queries 1 and '1'",
             "a = {1: {'u1': 2.0, 'u2': 1.0}}; b = {'1': {'u2': 2.0, 'u3': 1.0}}\n"
             "def check(got):\n"
             "    if len(got) != 1: wrong('queries', list(got))\n"
             "    same(next(iter(got.values())), rrf({'a': ['u1', 'u2'], 'b': ['u2', 'u3']}))\n"
             "either(lambda: rankagg.fuse({'A': a, 'B': b}, 'rrf'), ['1', 'int', 'str', 'type', 'query'], check)"),
        case("u13m_fuser_url_twice_in_list", "rankagg.Fuser('rrf') where google listed u1 at ranks 1 and 3 (a "
             "scraper's duplicate): a clean error naming google or u1, or u1 counted once at its best rank "
             "(not 1/61 + 1/63)",
             "req = {'google': ['u1', 'u2', 'u1', 'u3'], 'bing': ['u2', 'u1']}\n"
             "def check(got):\n"
             "    got = dict(got); ref = 1 / 61 + 1 / 62\n"
             "    if not math.isclose(got['u1'], ref, rel_tol=1e-12): wrong('u1 scored', got['u1'], 'once at rank 1:', ref)\n"
             "either(lambda: rankagg.Fuser('rrf')(req), ['google', 'u1'], check)",
             why="trec_eval refuses a docno twice in one topic; a meta-search list is a ranking of distinct URLs"),
        case("u13m_fuser_url_twice_ids_scores", "rankagg.Fuser('combsum') on google = (ids, scores) with u1 twice "
             "(scores 9 and 4): a clean error naming google or u1, or u1 once with its best score",
             "req = {'google': (['u1', 'u2', 'u1', 'u3'], [9.0, 7.0, 4.0, 1.0]), 'bing': (['u2', 'u1'], [2.0, 1.0])}\n"
             "def check(got):\n"
             "    got = dict(got); ref = (9 - 1) / 8 + 0.0\n"
             "    if not math.isclose(got['u1'], ref, rel_tol=1e-12): wrong('u1 scored', got['u1'], 'once with 9:', ref)\n"
             "either(lambda: rankagg.Fuser('combsum')(req), ['google', 'u1'], check)"),
        case("u13m_frame_url_twice_in_engine", "rankagg.fuse of a long DataFrame q_id, doc_id, score, run where "
             "engine google has http://e.com/a twice for q1: a clean error naming the run, the query or the doc, "
             "or the URL counted once at its best rank",
             "import pandas as pd\n"
             "df = pd.DataFrame({'q_id': ['q1'] * 5, 'doc_id': ['http://e.com/a', 'http://e.com/b', 'http://e.com/a', "
             "'http://e.com/b', 'http://e.com/c'], 'score': [3.0, 2.0, 1.0, 5.0, 4.0], 'run': ['google'] * 3 + ['bing'] * 2})\n"
             "def check(got):\n"
             "    s = dict(zip(got['doc_id'], got['score']))\n"
             "    if not math.isclose(s['http://e.com/a'], 1 / 61, rel_tol=1e-12): wrong('a scored', s['http://e.com/a'], 'once:', 1 / 61)\n"
             "either(lambda: rankagg.fuse(df, 'rrf'), ['google', 'http://e.com/a', 'q1'], check)"),
    ]

    # ------------------------------------------------ lists without scores; scores on different scales
    c += [
        case("u13m_fuse_dict_of_url_lists", "rankagg.fuse({'google': {'q1': [urls]}, 'bing': {'q1': [urls]}}, 'rrf') "
             "(scoreless engines as {qid: [docids best first]}): rrf over the list order, or a clean error naming the "
             "form",
             "g, b = ['http://a/1', 'http://a/2', 'http://a/3'], ['http://a/3', 'http://a/4']\n"
             "either(lambda: rankagg.fuse({'google': {'q1': g}, 'bing': {'q1': b}}, 'rrf'), ['list', 'google', 'score', 'form'], "
             "lambda got: same(got['q1'], rrf({'g': g, 'b': b})))"),
        case("u13m_fuser_scored_and_scoreless_mixed", "rankagg.Fuser('combsum') on google with scores and bing as a "
             "docid list: min-max for google and borda points for bing, borda points for both, or a clean error "
             "naming bing",
             "g = {'u1': 0.9, 'u2': 0.5, 'u3': 0.1}; b = ['u3', 'u4']\n"
             "mm = {d: (s - 0.1) / 0.8 for d, s in g.items()}\n"
             "bo = lambda l, d: (4 - l.index(d)) / 4 if d in l else 0.0\n"
             "gl = list(g)\n"
             "refs = [{d: mm.get(d, 0.0) + bo(b, d) for d in ['u1', 'u2', 'u3', 'u4']}, "
             "{d: bo(gl, d) + bo(b, d) for d in ['u1', 'u2', 'u3', 'u4']}]\n"
             "def check(got):\n"
             "    got = dict(got)\n"
             "    if not any(all(math.isclose(got[d], r[d], rel_tol=1e-12, abs_tol=1e-15) for d in r) for r in refs): wrong(got, refs)\n"
             "either(lambda: rankagg.Fuser('combsum')({'google': g, 'bing': b}), ['bing'], check)"),
        case("u13m_engine_names_differ_by_case", "two engines tagged Bing (web) and bing (news), fused with --method "
             "rrf --weights Bing=3: only the web engine's terms weighted 3 (names byte-exact, like ids), or a "
             "refusal naming both",
             "w, nw = ['u1', 'u2', 'u3'], ['u3', 'u4']\n"
             "write('web.run', trec({'q1': w}, 'Bing')); write('news.run', trec({'q1': nw}, 'bing'))\n"
             "rc, o, e = cli('fuse', 'web.run', 'news.run', '--method', 'rrf', '--weights', 'Bing=3', '-o', 'f.run', '--quiet')\n"
             "if rc == 2 and 'Traceback' not in e and 'Bing' in e and 'bing' in e: right()\n"
             "if rc: passthrough(rc, e)\n"
             "same(read_run('f.run')['q1'], rrf({'Bing': w, 'bing': nw}, w={'Bing': 3}), rel=1e-6); right()"),
        case("u13m_fuser_url_and_int_ids", "rankagg.Fuser('rrf') on a web engine's URL list and a shop engine's "
             "integer product ids (101, 102): URLs come back as str and products as int with sum 1/(60+r), or a "
             "clean error naming the shop list or the id types",
             "req = {'web': ['http://a.com/1', 'http://a.com/2'], 'shop': [101, 102]}\n"
             "def check(got):\n"
             "    if {type(d) for d, _ in got} != {str, int}: wrong('types', got)\n"
             "    same(got, rrf(req))\n"
             "either(lambda: rankagg.Fuser('rrf')(req), ['shop', 'int', 'str', 'type'], check)",
             why="rankagg.fuser: docids str or all int; integer ids come back as ints so they can go back to the engine"),
        case("u13m_cli_weights_dotted_engine_names", "rankagg fuse --method rrf --weights google.com=2,bing.com=1,"
             "api.duckduckgo.com=0.5 (run tags are host names): sum w / (60 + r)",
             "L = {'google.com': ['u1', 'u2', 'u3'], 'bing.com': ['u3', 'u4'], 'api.duckduckgo.com': ['u4', 'u1', 'u5']}\n"
             "for i, (n, l) in enumerate(L.items()): write(f'e{i}.run', trec({'q1': l}, n))\n"
             "rc, o, e = cli('fuse', 'e0.run', 'e1.run', 'e2.run', '--method', 'rrf', '--weights', "
             "'google.com=2,bing.com=1,api.duckduckgo.com=0.5', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "same(read_run('f.run')['q1'], rrf(L, w={'google.com': 2, 'bing.com': 1, 'api.duckduckgo.com': 0.5}), rel=1e-6); right()"),
        case("u13m_weights_json_borda_share", "rankagg fuse --method borda --weights w.json (engine reliabilities) "
             "of top-4, top-2 and top-1 lists over 6 candidates: Aslam & Montague's Borda, ranked r gets c - r + 1, "
             "the unranked share the remaining points, times the weight; score differences as by hand",
             "L = {'google': ['u1', 'u2', 'u3', 'u4'], 'bing': ['u5', 'u2'], 'ddg': ['u6']}\n"
             "W = {'google': 3.0, 'bing': 1.5, 'ddg': 0.5}\n"
             "for n, l in L.items(): write(n + '.run', trec({'q1': l}, n))\n"
             "write('w.json', json.dumps(W))\n"
             "rc, o, e = cli('fuse', 'google.run', 'bing.run', 'ddg.run', '--method', 'borda', '--weights', 'w.json', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "c = 6; docs = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6']\n"
             "pts = lambda l, d: c - l.index(d) if d in l else (c - len(l) + 1) / 2\n"
             "ref = {d: sum(W[n] * pts(l, d) for n, l in L.items()) for d in docs}\n"
             "got = read_run('f.run')['q1']\n"
             "top = next(iter(got)); shift = got[top] - ref[top]\n"
             "same(got, {d: v + shift for d, v in ref.items()}, rel=1e-6); right()",
             why="Aslam & Montague, Models for metasearch, SIGIR 2001 §3.1; an affine per-list shift leaves the order"),
        case("u13m_weights_file_hosts_crlf", "rankagg fuse --method rrf --weights w.txt where w.txt holds 'NAME W' "
             "lines for host-named engines saved with CRLF line ends and a trailing blank line: sum w / (60 + r), "
             "or a refusal naming w.txt and its line (never a weight silently dropped for 'bing.com\\r')",
             "L = {'google.com': ['u1', 'u2', 'u3'], 'bing.com': ['u3', 'u4']}\n"
             "for i, (n, l) in enumerate(L.items()): write(f'e{i}.run', trec({'q1': l}, n))\n"
             "write('w.txt', 'google.com 1\\r\\nbing.com 4\\r\\n\\r\\n')\n"
             "rc, o, e = cli('fuse', 'e0.run', 'e1.run', '--method', 'rrf', '--weights', 'w.txt', '-o', 'f.run', '--quiet')\n"
             "if rc == 2 and 'Traceback' not in e and 'w.txt' in e and 'line' in e: right()\n"
             "if rc: passthrough(rc, e)\n"
             "same(read_run('f.run')['q1'], rrf(L, w={'google.com': 1, 'bing.com': 4}), rel=1e-6); right()"),
        case("u13m_kemeny_weights_not_ignored", "rankagg.fuse(runs, 'kemeny', weights={'google': 5}) (kemeny takes no "
             "weights): a clean error naming weights, or the weighted Kemeny optimum (brute force with google counted 5 "
             "times), never the unweighted one",
             "L = {'google': ['u1', 'u2', 'u3'], 'bing': ['u3', 'u2', 'u1'], 'ddg': ['u3', 'u1', 'u2']}\n"
             "docs = ['u1', 'u2', 'u3']\n"
             "lists5 = [L['google']] * 5 + [L['bing'], L['ddg']]\n"
             "best = min(kendall_cost(p, lists5, False) for p in itertools.permutations(docs))\n"
             "def check(got):\n"
             "    o = list(got['q1'])\n"
             "    if kendall_cost(o, lists5, False) != best: wrong('order', o, 'ignores the weight: cost', kendall_cost(o, lists5, False), 'optimum', best)\n"
             "either(lambda: rankagg.fuse(runs_of(L), 'kemeny', weights={'google': 5}), ['weight'], check)"),
        case("u13m_cli_mc4_weights", "rankagg fuse --method mc4 --weights google=3 (MC4 takes no weights): a clean "
             "refusal naming --weights or mc4, not a run that ignores them",
             "for n, l in (('google', ['u1', 'u2', 'u3']), ('bing', ['u2', 'u3']), ('ddg', ['u3', 'u1'])): write(n + '.run', trec({'q1': l}, n))\n"
             "rc, o, e = cli('fuse', 'google.run', 'bing.run', 'ddg.run', '--method', 'mc4', '--weights', 'google=3', '-o', 'f.run', '--quiet')\n"
             "if rc == 2 and 'Traceback' not in e and ('weight' in e or 'mc4' in e): right()\n"
             "if rc: passthrough(rc, e)\n"
             "wrong('accepted --weights for mc4')"),
    ]

    # ------------------------------------------------ Borda on top-k lists, Klementiev et al.'s top-k methods
    docs2, rng2 = pool(7, 30)
    c += [
        case("u13m_ulara_weights_by_hand", "rankagg.fuse ulara(lam=5, nu=2) over 6 queries of four engines' top-k "
             "lists: the order is Algorithm 2's with the weights of Algorithm 1 (mu the mean rank over the engines "
             "that returned j, gradient (sigma - mu)^2 or (kappa + 1 - mu)^2, w ~ exp(-lam * G_i / mean G)), "
             "worked by hand",
             f"D = {docs2!r}\nrng = random.Random(5)\n"
             "truth = D[:15]; runs = {}; per = {}\n"
             "for q in range(6):\n"
             "    q = f'q{q}'; L = {}\n"
             "    for n, noise in (('a', 1), ('b', 2), ('c', 4)):\n"
             "        key = {d: i + rng.uniform(0, noise * 3) for i, d in enumerate(truth)}\n"
             "        L[n] = sorted(truth, key=key.get)[:rng.choice([5, 8, 10])]\n"
             "    L['r'] = rng.sample(truth, 7)\n"
             "    per[q] = L\n"
             "    for n, l in L.items(): runs.setdefault(n, {})[q] = scored(l)\n"
             "names = ['a', 'b', 'c', 'r']; G = dict.fromkeys(names, 0.0); T = 0\n"
             "for L in per.values():\n"
             "    for d in set().union(*L.values()):\n"
             "        ranked = [L[n].index(d) + 1 for n in names if d in L[n]]\n"
             "        if len(ranked) < 2: continue\n"
             "        mu = sum(ranked) / len(ranked); T += 1\n"
             "        for n in names: G[n] += (((L[n].index(d) + 1) if d in L[n] else len(L[n]) + 1) - mu) ** 2\n"
             "Gb = {n: G[n] / T for n in names}; m = sum(Gb.values()) / 4\n"
             "w = {n: math.exp(-5 * Gb[n] / m) for n in names}; s = sum(w.values()); w = {n: v / s for n, v in w.items()}\n"
             "got = rankagg.fuse(runs, 'ulara(lam=5, nu=2)', depth=None)\n"
             "for q, L in per.items():\n"
             "    rho = {d: sum(w[n] * ((L[n].index(d) + 1) if d in L[n] else len(L[n]) + 1) for n in names) for d in set().union(*L.values())}\n"
             "    o = list(got[q])\n"
             "    if set(o) != set(rho): wrong(q, 'docs')\n"
             "    for a, b in zip(o, o[1:]):\n"
             "        if rho[a] > rho[b] * (1 + 1e-9): wrong(q, a, 'before', b, 'rho', rho[a], rho[b], 'weights', w)\n"
             "right()", why="Klementiev, Roth & Small 2008 §5 Algorithms 1-2; docs/mallows.md's reading of NORMALIZE "
             "and lam"),
        case("u13m_ulara_mallows_discount_random_engine", "three engines noisy around one truth and one engine "
             "returning 10 random URLs of the 20, over 40 queries: ULARA's learned weight of the random engine is the "
             "smallest and the extended Mallows model's theta of it the closest to 0 (Klementiev et al. Fig. 5, 7)",
             "from rankagg.api import to_rankings\nfrom rankagg.methods.registry import make_method\n"
             "rng = random.Random(11); runs = {}\n"
             "for qi in range(40):\n"
             "    q = f'q{qi}'; truth = [f'https://s{qi}.example/{i}' for i in range(20)]\n"
             "    for n in ('a', 'b', 'c'):\n"
             "        key = {d: i + rng.gauss(0, 2) for i, d in enumerate(truth)}\n"
             "        runs.setdefault(n, {})[q] = scored(sorted(truth, key=key.get)[:10])\n"
             "    runs.setdefault('random', {})[q] = scored(rng.sample(truth, 10))\n"
             "rk, _, _ = to_rankings(runs)\n"
             "u = make_method('ulara'); u.fit(rk); w = dict(zip(rk.ranker_names, map(float, u.weights_)))\n"
             "if min(w, key=w.get) != 'random': wrong('ulara weights', w)\n"
             "m = make_method('mallows_em'); m.fit(rk); th = dict(zip(rk.ranker_names, map(float, m.theta_)))\n"
             "if max(th, key=th.get) != 'random': wrong('mallows theta', th)\n"
             "right()", timeout=300),
        case("u13m_mallows_topk_is_kendall_on_full_lists", "a product vertical where every engine ranks all 8 "
             "products, 5 queries: rankagg.fuse mallows_em (distance topk, default) and mallows_em(distance='kendall') "
             "give the same scores and order (the docs: on complete lists the top-k distance is Kendall's tau, Eq. 10 "
             "is Eq. 9)",
             "rng = random.Random(6); runs = {}\n"
             "for qi in range(5):\n"
             "    t = [f'sku:{qi}-{i}' for i in range(8)]\n"
             "    for n, noise in (('a', 1), ('b', 2), ('c', 5)):\n"
             "        key = {d: i + rng.uniform(0, noise) for i, d in enumerate(t)}\n"
             "        runs.setdefault(n, {})[f'q{qi}'] = scored(sorted(t, key=key.get))\n"
             "a = rankagg.fuse(runs, 'mallows_em', depth=None); b = rankagg.fuse(runs, \"mallows_em(distance='kendall')\", depth=None)\n"
             "for q in a:\n"
             "    same(a[q], dict(b[q]), rel=1e-6, what=q)\n"
             "    if list(a[q]) != list(b[q]): wrong(q, 'orders differ', list(a[q]), list(b[q]))\n"
             "right()", why="docs/mallows.md: distance='topk' on complete lists *is* Kendall's tau and Eq. 9"),
        case("u13m_mallows_em_lucky_top1_engine", "rankagg.fuse mallows_em of two top-10 engines and an 'I'm feeling "
             "lucky' engine that returns only its first URL, over 5 queries: every URL of the union once, finite "
             "scores, the URL all three put first at the top",
             "rng = random.Random(2); runs = {}\n"
             "for qi in range(5):\n"
             "    q = f'q{qi}'; t = [f'http://x{qi}.com/{i}' for i in range(14)]\n"
             "    a = t[:10]; b = [t[0]] + rng.sample(t[1:], 9)\n"
             "    for n, l in (('a', a), ('b', b), ('lucky', [t[0]])): runs.setdefault(n, {})[q] = scored(l)\n"
             "got = rankagg.fuse(runs, 'mallows_em', depth=None)\n"
             "for qi in range(5):\n"
             "    q = f'q{qi}'; u = set(runs['a'][q]) | set(runs['b'][q])\n"
             "    if set(got[q]) != u or not all(math.isfinite(v) for v in got[q].values()): wrong(q, got[q])\n"
             "    if next(iter(got[q])) != f'http://x{qi}.com/0': wrong(q, 'top', next(iter(got[q])))\n"
             "right()"),
    ]

    # ------------------------------------------------ Dwork et al.'s and Kemeny's aggregations, brute force
    c += [
        case("u13m_kemeny_exact_topk_none_bruteforce", "rankagg.fuse kemeny(solver='exact') (unranked='none': only "
             "pairs both lists rank) of six engines' top-3 lists over 7 URLs: cost equal to the brute-force minimum",
             "rng = random.Random(9); D = [f'http://k.com/{i}' for i in range(7)]\n"
             "L = {f'e{i}': rng.sample(D, 3) for i in range(6)}\n"
             "docs = sorted(set().union(*L.values())); ls = list(L.values())\n"
             "best = min(kendall_cost(p, ls, False) for p in itertools.permutations(docs))\n"
             "o = list(rankagg.fuse(runs_of(L), \"kemeny(solver='exact')\", depth=None)['q1'])\n"
             "if sorted(o) != docs: wrong('docs', o)\n"
             "if kendall_cost(o, ls, False) != best: wrong('cost', kendall_cost(o, ls, False), 'optimum', best, o)\nright()"),
        case("u13m_mc4_stationary_by_hand", "rankagg.fuse mc4 (teleport 0.05, unranked none) of six engines' top-4 "
             "lists over 8 URLs: the order of the stationary distribution of Dwork et al.'s MC4 chain (from P pick Q "
             "uniformly, move if a strict majority of the lists ranking both put Q above P; jump uniformly with "
             "probability 0.05), computed by hand, wherever two URLs' probabilities differ by more than 5%",
             "import numpy as np\n"
             "rng = random.Random(31); D = [f'http://d.com/{i}' for i in range(8)]\n"
             "L = {f'e{i}': rng.sample(D, 4) for i in range(6)}\n"
             "docs = sorted(set().union(*L.values())); n = len(docs); ls = list(L.values())\n"
             "P = np.zeros((n, n))\n"
             "for i, p in enumerate(docs):\n"
             "    for j, q in enumerate(docs):\n"
             "        if i == j: continue\n"
             "        v = [prefers(l, q, p, False) for l in ls]; both = sum(x != 0 for x in v)\n"
             "        if both and sum(x > 0 for x in v) * 2 > both: P[i, j] = 1 / n\n"
             "    P[i, i] = 1 - P[i].sum()\n"
             "P = 0.95 * P + 0.05 / n\n"
             "w, vec = np.linalg.eig(P.T); pi = np.real(vec[:, np.argmin(abs(w - 1))]); pi = pi / pi.sum()\n"
             "st = dict(zip(docs, pi))\n"
             "o = list(rankagg.fuse(runs_of(L), 'mc4', depth=None)['q1'])\n"
             "if sorted(o) != docs: wrong('docs', o)\n"
             "for i, a in enumerate(o):\n"
             "    for b in o[i + 1:]:\n"
             "        if st[b] > st[a] * 1.05: wrong(a, 'before', b, 'stationary', st[a], st[b])\nright()",
             why="Dwork, Kumar, Naor & Sivakumar, WWW 2001 §4.3 (MC4); the teleport as in PageRank"),
        case("u13m_mc1_topk_by_hand", "rankagg.fuse mc1 (teleport 0.05) of six engines' top-4 lists over 8 URLs: "
             "the order of the stationary distribution of MC1 on partial lists (from P, uniform over the multiset of "
             "pages at or above P in the lists that rank P), by hand, wherever two differ by more than 5%",
             "rng = random.Random(31); D = [f'http://d.com/{i}' for i in range(8)]\n"
             "L = {f'e{i}': rng.sample(D, 4) for i in range(6)}; docs = sorted(set().union(*L.values()))\n"
             "agrees(list(rankagg.fuse(runs_of(L), 'mc1', depth=None)['q1']), mc_chain('mc1', list(L.values()), docs), 'mc1'); right()",
             why="Dwork, Kumar, Naor & Sivakumar, WWW 2001 §4.3 (MC1 for partial lists)"),
        case("u13m_mc2_topk_by_hand", "rankagg.fuse mc2 of the same top-4 lists: MC2's stationary order (a list "
             "holding P uniformly, then a page at or above P in it uniformly), by hand",
             "rng = random.Random(31); D = [f'http://d.com/{i}' for i in range(8)]\n"
             "L = {f'e{i}': rng.sample(D, 4) for i in range(6)}; docs = sorted(set().union(*L.values()))\n"
             "agrees(list(rankagg.fuse(runs_of(L), 'mc2', depth=None)['q1']), mc_chain('mc2', list(L.values()), docs), 'mc2'); right()",
             why="Dwork et al. WWW 2001 §4.3 (MC2)"),
        case("u13m_mc3_topk_by_hand", "rankagg.fuse mc3 of the same top-4 lists: MC3's stationary order (a list "
             "holding P, a page Q of it uniformly, move if Q is above P), by hand",
             "rng = random.Random(31); D = [f'http://d.com/{i}' for i in range(8)]\n"
             "L = {f'e{i}': rng.sample(D, 4) for i in range(6)}; docs = sorted(set().union(*L.values()))\n"
             "agrees(list(rankagg.fuse(runs_of(L), 'mc3', depth=None)['q1']), mc_chain('mc3', list(L.values()), docs), 'mc3'); right()",
             why="Dwork et al. WWW 2001 §4.3 (MC3)"),
        case("u13m_mc4_below_topk_by_hand", "rankagg.fuse mc4(unranked='below') of five engines' top-3 lists over 7 "
             "URLs (the top-k model: a listed URL above an unlisted one): MC4's stationary order with that majority, "
             "by hand",
             "rng = random.Random(44); D = [f'http://b.com/{i}' for i in range(7)]\n"
             "L = {f'e{i}': rng.sample(D, 3) for i in range(5)}; docs = sorted(set().union(*L.values()))\n"
             "agrees(list(rankagg.fuse(runs_of(L), \"mc4(unranked='below')\", depth=None)['q1']), "
             "mc_chain('mc4', list(L.values()), docs, below=True), 'mc4 below'); right()",
             why="Dwork et al. WWW 2001 §4.3 (MC4); mc4's unranked='below': the item counts below the list"),
        case("u13m_condorcet_topk_vs_induced", "Condorcet-fuse and Copeland on top-k lists whose pairwise majority is "
             "a strict total order under each convention, a different one: unranked='none' (pairs both lists rank) "
             "gives the first order, unranked='below' (listed above unlisted) the second",
             f"L = {condorcet_lists!r}\n"
             "docs = sorted(set().union(*L.values()))\n"
             "for below in (False, True):\n"
             "    M = majority(list(L.values()), docs, below)\n"
             "    want = sorted(docs, key=lambda a: -sum(M[(a, b)] > 0 for b in docs if b != a))\n"
             "    if not all(M[(a, b)] > 0 for a, b in itertools.combinations(want, 2)): raise RuntimeError('fixture')\n"
             "    u = 'below' if below else 'none'\n"
             "    for m in ('condorcet', 'copeland'):\n"
             "        o = list(rankagg.fuse(runs_of(L), f\"{m}(unranked='{u}')\", depth=None)['q1'])\n"
             "        if o != want: wrong(m, u, o, 'majority order', want)\n"
             "right()", why="Montague & Aslam, CIKM 2002; Copeland 1951: a transitive strict majority is the answer"),
        case("u13m_disjoint_verticals_interleave", "a news vertical and a web engine with disjoint top-4 lists (no "
             "URL in common): rrf, borda, combsum, mc4, condorcet, copeland and kemeny all give the interleaving news1, "
             "web1, news2, web2, ... (every pair tied or unopposed; the tie rule: more lists, better best rank, "
             "smaller docid)",
             "n = [f'https://news.example/{i}' for i in range(1, 5)]; w = [f'https://web.example/{i}' for i in range(1, 5)]\n"
             "want = [x for p in zip(n, w) for x in p]\n"
             "for m in ('rrf', 'borda', 'combsum', 'mc4', 'condorcet', 'copeland', 'kemeny'):\n"
             "    o = list(rankagg.fuse(runs_of({'news': n, 'web': w}), m, depth=None)['q1'])\n"
             "    if o != want: wrong(m, o)\n"
             "right()", why="docs/conventions.md: ties broken by more rankers, then best local rank, then smaller docid"),
        case("u13m_mclk_locally_kemeny_topk", "rankagg.fuse mclk of six engines' top-4 lists over 9 URLs: no two "
             "adjacent URLs of the output where more lists (ranking both) prefer the lower one (Dwork et al.'s local "
             "Kemeny optimality, §4.2)",
             "rng = random.Random(41); D = [f'http://l.com/{i}' for i in range(9)]\n"
             "L = {f'e{i}': rng.sample(D, 4) for i in range(6)}\n"
             "o = list(rankagg.fuse(runs_of(L), 'mclk', depth=None)['q1'])\n"
             "for a, b in zip(o, o[1:]):\n"
             "    v = sum(prefers(l, a, b, False) for l in L.values())\n"
             "    if v < 0: wrong(a, 'above', b, 'but', -v, 'more lists prefer', b)\nright()"),
        case("u13m_mclk_below_locally_kemeny", "rankagg.fuse mclk(unranked='below') of six engines' top-3 lists over 8 "
             "URLs: no two adjacent URLs where more lists prefer the lower one, a listed URL counting above an unlisted "
             "one (local Kemeny optimality in the top-k model)",
             "rng = random.Random(43); D = [f'http://l.com/{i}' for i in range(8)]\n"
             "L = {f'e{i}': rng.sample(D, 3) for i in range(6)}\n"
             "o = list(rankagg.fuse(runs_of(L), \"mclk(unranked='below')\", depth=None)['q1'])\n"
             "for a, b in zip(o, o[1:]):\n"
             "    v = sum(prefers(l, a, b, True) for l in L.values())\n"
             "    if v < 0: wrong(a, 'above', b, 'but', -v, 'more lists prefer', b)\n"
             "right()", why="Dwork et al. WWW 2001 §4.2 (local Kemenization)"),
        case("u13m_kemeny_local_search_locally_optimal", "rankagg.fuse kemeny (default: local search above 12 "
             "documents) of eight engines' top-10 lists over 30 URLs, unranked none and below: no adjacent swap of the "
             "output lowers its Kendall cost (a local search's least promise, Dwork et al. §4.2)",
             "rng = random.Random(52); D = [f'http://ks.com/{i}' for i in range(30)]\n"
             "base = {d: i for i, d in enumerate(D)}\n"
             "L = {f'e{i}': sorted(D, key=lambda d: base[d] + rng.uniform(0, 12))[:10] for i in range(8)}\n"
             "ls = list(L.values())\n"
             "for below in (False, True):\n"
             "    o = list(rankagg.fuse(runs_of(L), f\"kemeny(unranked='{'below' if below else 'none'}')\", depth=None)['q1'])\n"
             "    for a, b in zip(o, o[1:]):\n"
             "        v = sum(prefers(l, a, b, below) for l in ls)\n"
             "        if v < 0: wrong('below' if below else 'none', a, 'above', b, 'swapping saves', -v)\n"
             "right()", why="docs/methods.md: kemeny: DP up to exact_max documents, local search beyond"),
        case("u13m_mc4_long_lists_planted_winner", "rankagg.fuse mc4 of ten engines' top-500 lists over 3,000 URLs "
             "(a deep meta-search pool), one URL first in every list: it comes first, within the memory limit (MC4 "
             "runs on a sparse chain, docs/conventions.md)",
             "rng = random.Random(61); D = [f'https://deep{i % 13}.example/{i}' for i in range(3000)]\n"
             "star = 'https://star.example/'\n"
             "L = {f'e{i}': [star] + rng.sample(D, 499) for i in range(10)}\n"
             "o = list(rankagg.fuse(runs_of(L), 'mc4', depth=None)['q1'])\n"
             "if o[0] != star: wrong('first', o[:3])\nright()", timeout=300,
             why="docs/conventions.md: Condorcet and Copeland without any n x n matrix, MC4 on a sparse chain"),
    ]

    # ------------------------------------------------ judging the merged list
    qurls = ["http://example.com/a/", "https://example.com/caf\u00e9", "http://example.com/%7Euser",
             "http://example.com/a?x=1&y=2", "mailto:x@example.com"]
    c += [
        case("u13m_evaluate_url_qrels_pytrec", "rankagg.evaluate of the rrf-fused URL-variant run against qrels "
             "that judge 'http://example.com/a/' (not '/a'), NFC café (not NFD), %7E (not ~): P@5, nDCG@10, AP and "
             "RR equal pytrec_eval's on the written run (exact docno matching)",
             "import pytrec_eval\nfrom rankagg.api import as_written\n"
             f"QU = {qurls!r}\n"
             "qrels = {'q1': {QU[0]: 1, QU[1]: 2, QU[2]: 1, QU[3]: 0, QU[4]: 1, 'http://never.example/': 1}}\n"
             "fused = rankagg.fuse({n: {'q1': scored(l)} for n, l in ENG.items()}, 'rrf')\n"
             "got = rankagg.evaluate(fused, qrels, ['P@5', 'nDCG@10', 'AP', 'RR'])\n"
             "ref = pytrec_eval.RelevanceEvaluator(qrels, {'P_5', 'ndcg_cut_10', 'map', 'recip_rank'}).evaluate(as_written(fused))['q1']\n"
             "for a, b in (('P@5', 'P_5'), ('nDCG@10', 'ndcg_cut_10'), ('AP', 'map'), ('RR', 'recip_rank')):\n"
             "    if not math.isclose(got[a], ref[b], rel_tol=1e-9, abs_tol=1e-12): wrong(a, got[a], 'pytrec_eval', ref[b])\nright()"),
        case("u13m_evaluate_url_files_pytrec", "rankagg.evaluate('f.run', 'q.txt') of the CLI's fused URL run and a "
             "qrels file with the URL variants: equal to pytrec_eval.parse_run / parse_qrel of the same files",
             "import pytrec_eval\n"
             f"QU = {qurls!r}\n"
             "write('q.txt', ''.join(f'q1 0 {d} {g}\\n' for d, g in zip(QU, [1, 2, 1, 0, 1])))\n"
             "for n, l in ENG.items(): write(n + '.run', trec({'q1': l}, n))\n"
             "rc, o, e = cli('fuse', *[n + '.run' for n in ENG], '--method', 'borda', '-o', 'f.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\n"
             "got = rankagg.evaluate('f.run', 'q.txt', ['P@5', 'nDCG@10', 'AP'])\n"
             "with open('q.txt', encoding='utf-8') as f: qr = pytrec_eval.parse_qrel(f)\n"
             "with open('f.run', encoding='utf-8') as f: run = pytrec_eval.parse_run(f)\n"
             "ref = pytrec_eval.RelevanceEvaluator(qr, {'P_5', 'ndcg_cut_10', 'map'}).evaluate(run)['q1']\n"
             "for a, b in (('P@5', 'P_5'), ('nDCG@10', 'ndcg_cut_10'), ('AP', 'map')):\n"
             "    if not math.isclose(got[a], ref[b], rel_tol=1e-9, abs_tol=1e-12): wrong(a, got[a], 'pytrec_eval', ref[b])\nright()"),
        case("u13m_evaluate_engines_and_fused_together", "rankagg.evaluate([fused, google, bing, ddg], url_qrels) "
             "(the day's comparison of the merged list with each engine, one call): each run's P@5, nDCG@10 and AP "
             "equal pytrec_eval's on that run",
             "import pytrec_eval\nfrom rankagg.api import as_written\n"
             f"QU = {qurls!r}\n"
             "qrels = {'q1': {QU[0]: 1, QU[1]: 2, QU[2]: 1, QU[3]: 0, QU[4]: 1}}\n"
             "eng = {n: {'q1': scored(l)} for n, l in ENG.items()}\n"
             "fused = rankagg.fuse(eng, 'borda')\n"
             "runs = [fused] + list(eng.values()); refs = [as_written(fused)] + list(eng.values())\n"
             "got = rankagg.evaluate(runs, qrels, ['P@5', 'nDCG@10', 'AP'])\n"
             "ev = pytrec_eval.RelevanceEvaluator(qrels, {'P_5', 'ndcg_cut_10', 'map'})\n"
             "for i, (g, r) in enumerate(zip(got, refs)):\n"
             "    ref = ev.evaluate(r)['q1']\n"
             "    for a, b in (('P@5', 'P_5'), ('nDCG@10', 'ndcg_cut_10'), ('AP', 'map')):\n"
             "        if not math.isclose(g[a], ref[b], rel_tol=1e-9, abs_tol=1e-12): wrong('run', i, a, g[a], 'pytrec_eval', ref[b])\n"
             "right()"),
        case("u13m_evaluate_url_ranx", "rankagg.evaluate of the fused URL run (2 queries, depths 50/10/25) against "
             "URL qrels: nDCG@10, MAP and P@5 equal ranx's on as_written(fused)",
             "from ranx import Qrels, Run, evaluate as rx\nfrom rankagg.api import as_written\n"
             f"PQ = {per_q!r}\n"
             "runs = {}\n"
             "for q in ('q1', 'q2'):\n"
             "    for n, l in PQ[q].items(): runs.setdefault(n, {})[q] = scored(l)\n"
             "fused = rankagg.fuse(runs, 'rrf')\n"
             "qrels = {q: {d: 1 + (i % 2) for i, d in enumerate(PQ[q]['google'][:40:3])} for q in ('q1', 'q2')}\n"
             "got = rankagg.evaluate(fused, qrels, ['nDCG@10', 'AP', 'P@5'])\n"
             "ref = rx(Qrels(qrels), Run(as_written(fused)), ['ndcg@10', 'map', 'precision@5'])\n"
             "for a, b in (('nDCG@10', 'ndcg@10'), ('AP', 'map'), ('P@5', 'precision@5')):\n"
             "    if not math.isclose(got[a], float(ref[b]), rel_tol=1e-9): wrong(a, got[a], 'ranx', ref[b])\nright()",
             timeout=400),
        case("u13m_ranx_fuse_rrf_urls", "rankagg.fuse of three ranx Runs keyed by URL (depths 50/10/25 over two "
             "queries) with rrf: the fused Run's scores equal ranx.fuse(method='rrf') (k = 60) document for document",
             "from ranx import Run, fuse as rfuse\n"
             f"PQ = {per_q!r}\n"
             "runs = {}\n"
             "for q in ('q1', 'q2'):\n"
             "    for n, l in PQ[q].items():\n"
             "        if l: runs.setdefault(n, {})[q] = scored(l)\n"
             "runs['ddg']['q2'] = {'https://only.ddg.example/': 1.0}\n"
             "rx = {n: Run(r, name=n) for n, r in runs.items()}\n"
             "got = rankagg.fuse(rx, 'rrf', depth=None)\n"
             "got = got.to_dict() if hasattr(got, 'to_dict') else got\n"
             "ref = rfuse(list(rx.values()), method='rrf', params={'k': 60}).to_dict()\n"
             "for q in ref: same(got[q], ref[q], rel=1e-9, what=q)\n"
             "right()", timeout=400),
        case("u13m_evaluate_complete_query_no_engine_answered", "a query every engine timed out on: rankagg.fuse "
             "leaves it without documents; rankagg.evaluate(fused, qrels, complete=True) averages over both judged "
             "queries with 0 for it (trec_eval -c), i.e. half pytrec_eval's value for the answered query",
             "import pytrec_eval\nfrom rankagg.api import as_written\n"
             "runs = {'google': {'q1': scored(['u1', 'u2', 'u3']), 'q2': {}}, 'bing': {'q1': scored(['u3', 'u4']), 'q2': {}}}\n"
             "qrels = {'q1': {'u3': 1, 'u4': 2}, 'q2': {'u9': 1}}\n"
             "fused = rankagg.fuse(runs, 'rrf')\n"
             "if fused.get('q2'): wrong('q2 has documents', fused['q2'])\n"
             "got = rankagg.evaluate(fused, qrels, ['nDCG@10', 'AP'], complete=True)\n"
             "aw = as_written(fused)\n"
             "ref = pytrec_eval.RelevanceEvaluator({'q1': qrels['q1']}, {'ndcg_cut_10', 'map'}).evaluate({'q1': aw['q1']})['q1']\n"
             "for a, b in (('nDCG@10', 'ndcg_cut_10'), ('AP', 'map')):\n"
             "    if not math.isclose(got[a], ref[b] / 2, rel_tol=1e-9): wrong(a, got[a], 'by hand', ref[b] / 2)\nright()"),
    ]
    return c


# ------------------------------------------------------------ issue 45: a thirteenth bar, a recommender-systems engineer's day
THIRTEENTH_RECSYS = "45 Unseen inputs: a thirteenth bar, a recommender-systems engineer's day"

#: the thirteenth bar's helpers.  Candidate generators per user (item-item CF, two-tower, popularity, a sequential
#: model) as the RecSys tools hand them over; the right answer is brute force written here from the methods' own
#: formulas (RRF: Cormack et al. 2009, sum w / (k + rank), k = 60; CombSUM with min-max; Borda with the remaining
#: points shared, as `rankagg methods borda` states), ranks from scores by trec_eval's rule (score descending, then
#: the id's text descending), and pytrec_eval / ir_measures / ranx for the measures.  A wrong answer prints what
#: differs and exits 0 (silent); a refusal that a case allows passes as OK only when it names what it was asked to.
_U13R = r'''
import json, math, os, random, subprocess, sys
import numpy as np
import pandas as pd
''' + VERDICT_HELPERS + r'''def either(fn, check, *names):
    """Right either way: ``check(result)`` holds, or a ValueError naming one of ``names``."""
    try:
        got = fn()
    except ValueError as exc:
        if named(str(exc), names):
            right()
        wrong('refused without naming', names, ':', exc)
    check(got)
    right()
def either_cli(args, check, *names):
    rc, o, e = cli(*args)
    if rc == 0:
        check(o)
        right()
    if rc == 2 and 'Traceback' not in e and named(e, names):
        right()
    if rc == 2 and 'Traceback' not in e:
        wrong('refused without naming', names, ':', e.strip()[-300:])
    passthrough(rc, e)
GENS = ('cf', 'two_tower', 'pop', 'seq')
def gens(n_users=120, seed=0, n_items=400, lo=10, hi=50, user=lambda u: u, item=lambda i: i):
    """Four candidate generators, {name: {user: {item: score}}}: distinct scores within each list."""
    rng = random.Random(seed)
    pop_rank = list(range(n_items)); rng.shuffle(pop_rank)
    pop_count = {it: 5000 - 7 * r for r, it in enumerate(pop_rank)}
    out = {g: {} for g in GENS}
    for u in range(n_users):
        for g in GENS:
            k = rng.randint(lo, hi)
            items = rng.sample(range(n_items), k)
            if g == 'cf':
                sc = [round(rng.random(), 6) + j * 1e-7 for j in range(k)]
            elif g == 'two_tower':
                sc = [rng.gauss(0, 3) for _ in range(k)]
            elif g == 'pop':
                sc = [float(pop_count[i]) for i in items]
            else:
                sc = [-rng.expovariate(0.5) - j * 1e-9 for j in range(k)]
            out[g][user(u)] = {item(i): s for i, s in zip(items, sc)}
    return out
def ranked(lst):
    """A list's items by trec_eval's rule: score descending, then the id's text descending."""
    by_text = sorted(lst.items(), key=lambda kv: str(kv[0]).encode(), reverse=True)
    return [i for i, _ in sorted(by_text, key=lambda kv: -kv[1])]
def users_of(runs):
    us, seen = [], set()
    for r in runs.values():
        for u in r:
            if str(u) not in seen:
                seen.add(str(u)); us.append(u)
    return us
def rrf_ref(runs, k=60.0, w=None, cut=None):
    ref = {}
    for name, run in runs.items():
        for u, lst in run.items():
            d = ref.setdefault(str(u), {})
            for r, it in enumerate(ranked(lst)[:cut], 1):
                d[str(it)] = d.get(str(it), 0.0) + (w or {}).get(name, 1.0) / (k + r)
    return ref
def combsum_ref(runs, w=None):
    ref = {}
    for name, run in runs.items():
        for u, lst in run.items():
            d = ref.setdefault(str(u), {})
            if not lst:
                continue
            lo, hi = min(lst.values()), max(lst.values())
            for it, s in lst.items():
                v = 1.0 if hi == lo else (s - lo) / (hi - lo)
                d[str(it)] = d.get(str(it), 0.0) + (w or {}).get(name, 1.0) * v
    return ref
def borda_ref(runs):
    ref = {}
    for u in {str(u) for r in runs.values() for u in r}:
        lists = [next((l for uu, l in r.items() if str(uu) == u), {}) for r in runs.values()]
        cand = {str(i) for l in lists for i in l}
        n = len(cand)
        d = {c: 0.0 for c in cand}
        for l in lists:
            order = [str(i) for i in ranked(l)]
            for r, it in enumerate(order, 1):
                d[it] += n - r + 1
            for c in cand - set(order):
                d[c] += (n - len(order) + 1) / 2
        ref[u] = d
    return ref
def as_lists(res):
    """{user text: [(item text, score), ...]} in the result's order, for a dict, a pandas or polars frame."""
    if hasattr(res, 'to_pandas') and not isinstance(res, pd.DataFrame):
        res = res.to_pandas()
    if isinstance(res, pd.DataFrame):
        q = next(c for c in ('q_id', 'qid', 'query_id', 'user_id', 'user', 'userID') if c in res.columns)
        d = next(c for c in ('doc_id', 'docid', 'docno', 'item_id', 'item', 'itemID') if c in res.columns)
        s = next(c for c in ('score', 'prediction') if c in res.columns)
        f = res.sort_values([q, 'rank'], kind='stable') if 'rank' in res.columns else res
        out = {}
        for qq, dd, ss in zip(f[q], f[d], f[s]):
            out.setdefault(str(qq), []).append((str(dd), float(ss)))
        return out
    return {str(u): [(str(i), float(s)) for i, s in lst.items()] for u, lst in res.items()}
def same_fused(got, ref, depth=None, rel=1e-9, what=''):
    got = as_lists(got) if not (isinstance(got, dict) and all(isinstance(v, list) for v in got.values())) else got
    want = {u: d for u, d in ref.items() if d}
    if set(got) - set(want) or set(want) - set(got):
        wrong(what, 'users differ:', sorted(set(got) ^ set(want))[:6])
    for u, lst in got.items():
        items = [i for i, _ in lst]
        if len(items) != len(set(items)):
            wrong(what, 'user', u, 'has an item twice:', [i for i in set(items) if items.count(i) > 1][:4])
        n = len(want[u]) if depth is None else min(depth, len(want[u]))
        if len(items) != n:
            wrong(what, 'user', u, len(items), 'items, want', n)
        for it, s in lst:
            if it not in want[u]:
                wrong(what, 'user', u, 'item', it, 'is in no list')
            if not math.isclose(s, want[u][it], rel_tol=rel, abs_tol=1e-12):
                wrong(what, 'user', u, 'item', it, 'score', s, 'want', want[u][it])
        for (a, sa), (b, sb) in zip(lst, lst[1:]):
            if want[u][b] > want[u][a] * (1 + 1e-12) + 1e-15:
                wrong(what, 'user', u, 'order:', a, 'before', b, want[u][a], want[u][b])
        if lst:
            floor = min(want[u][i] for i, _ in lst)
            missing = [i for i, v in want[u].items() if v > floor * (1 + 1e-12) + 1e-15 and i not in dict(lst)]
            if missing:
                wrong(what, 'user', u, 'left out', missing[:4])
def read_trec(path):
    """The written run's lines; its scores are the fused ones, a tie lowered by a few float32 steps (docs/conventions.md)."""
    out = {}
    for ln in open(path, encoding='utf-8'):
        q, _, d, r, s, t = ln.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
def write_run(path, run, tag):
    with open(path, 'w', encoding='utf-8') as f:
        for u, lst in run.items():
            for r, it in enumerate(ranked(lst), 1):
                f.write(f'{u} Q0 {it} {r} {lst[it]!r} {tag}\n')
def long_frame(runs):
    rows = [(u, i, s, g) for g, run in runs.items() for u, lst in run.items() for i, s in lst.items()]
    return pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])
def heldout(runs, seed=1, graded=False, n_items=400):
    """Held-out interactions per user: a few items, some among the candidates (ratings 1-5 when graded)."""
    rng = random.Random(seed)
    q = {}
    for u in users_of(runs):
        cands = sorted({i for r in runs.values() for i in r.get(u, {})}, key=str)
        picks = set(rng.sample(cands, min(len(cands), rng.randint(0, 3)))) | {rng.randrange(n_items) for _ in range(rng.randint(1, 2))}
        q[u] = {i: (rng.randint(1, 5) if graded else 1) for i in picks}
    return q
def ptrec(run, qrels, measures, level=1, per_query=False):
    import pytrec_eval
    r = {str(u): {str(i): float(s) for i, s in l.items()} for u, l in run.items()}
    q = {str(u): {str(i): int(g) for i, g in l.items()} for u, l in qrels.items() if l}
    ev = pytrec_eval.RelevanceEvaluator(q, {m if m == 'recip_rank' else m[::-1].replace('_', '.', 1)[::-1] for m in measures}, relevance_level=level)
    pq = ev.evaluate(r)
    if per_query:
        return {u: {m: v[m] for m in measures} for u, v in pq.items()}
    return {m: sum(v[m] for v in pq.values()) / len(pq) for m in measures}
def val(res, name):
    if name in res:
        return float(res[name])
    low = {str(k).lower(): v for k, v in res.items()}
    if name.lower() in low:
        return float(low[name.lower()])
    wrong('no', name, 'in', list(res)[:8])
def close(a, b, what, rel=1e-9):
    if not math.isclose(a, b, rel_tol=rel, abs_tol=1e-12):
        wrong(what, a, 'want', b)
def from_order(res):
    """A fused result as a run whose scores are its order's (n - position), for pytrec_eval."""
    return {u: {i: float(len(l) - p) for p, (i, _) in enumerate(l)} for u, l in as_lists(res).items()}
'''


def thirteenth_bar_recsys_cases() -> list[Case]:
    """Issue 45's thirteenth bar: a recommender-systems engineer's day.  Candidate generators (item-item CF, a
    two-tower retriever, popularity, a sequential model) per user, fused per user and evaluated against held-out
    interactions, in the shapes the field's tools write: dicts keyed by integer user and item ids (numpy ones too),
    SKUs, pandas frames as LensKit / Microsoft Recommenders / Spark write them, categorical and nullable columns,
    polars, Parquet folders from Spark (part files, _SUCCESS, .crc, hive partitions), implicit's id and score
    arrays in the per-user Fuser, qrels from ratings, users with no held-out items, ranx's and ir_measures' measure
    names, and the fused output read back into pandas, filtered, re-scored and joined.  The right answer is brute
    force from the methods' formulas, pytrec_eval, ir_measures or ranx; a refusal is right where the input holds no
    ranking rankagg can read faithfully, and must name the file and line, the row, the column or the list."""
    G = THIRTEENTH_RECSYS
    ok = lambda out, folder: out.strip().endswith("OK")  # noqa: E731

    def case(id: str, what: str, code: str, files: dict | None = None, why: str = "", timeout: float = 180,
             outputs: tuple[str, ...] = ("o.run", "o.parquet")) -> Case:
        return Case(id, G, what, code=_U13R + code, files=files or {}, expect="ok", check=ok, outputs=outputs,
                    memory_gb=4.0, timeout=timeout, why=why)

    def bad(id: str, what: str, code: str, *mention: str, files: dict | None = None, why: str = "",
            argv: list[str] | None = None) -> Case:
        return Case(id, G, what, argv=argv, code=None if argv else _U13R + code, files=files or {}, mention=mention,
                    outputs=("o.run", "o.parquet"), memory_gb=4.0, timeout=120, why=why)

    c: list[Case] = []
    # ------------------------------------------------ the generators as dicts, fused per user
    c += [
        case("u13r_dict_int_ids_rrf", "rankagg.fuse of four generators {user int: {item int: score}} (120 users, "
             "10-50 candidates each) with 'rrf': equal to RRF k=60 by brute force, and fused[u][i] answers for the "
             "int ids as given",
             "import rankagg\nR = gens()\nf = rankagg.fuse(R, 'rrf')\nsame_fused(f, rrf_ref(R))\n"
             "u = next(iter(R['cf'])); i = next(iter(R['cf'][u]))\n"
             "try:\n    f[u][i]\nexcept (KeyError, TypeError) as e:\n    wrong('fused[u][i] for the given int ids:', repr(e), list(f)[:3])\n"
             "right()", why="Cormack et al. 2009; 'returning what it was given' (README)"),
        case("u13r_dict_weights_rrf", "fuse with weights={'cf': 1.0, 'two_tower': 0.5, 'pop': 0.2, 'seq': 1.5}: "
             "weighted RRF k=60 by brute force",
             "import rankagg\nR = gens(seed=2)\nW = {'cf': 1.0, 'two_tower': 0.5, 'pop': 0.2, 'seq': 1.5}\n"
             "same_fused(rankagg.fuse(R, 'rrf', weights=W), rrf_ref(R, w=W)); right()"),
        case("u13r_dict_combsum_minmax_single", "combsum(norm=minmax) where some users get ONE candidate from a "
             "generator (a list of one: 1 under min-max, as docs/conventions.md states): equal to brute force",
             "import rankagg\nR = gens(seed=3, n_users=60)\n"
             "for u in list(R['pop'])[:20]:\n    R['pop'][u] = dict(list(R['pop'][u].items())[:1])\n"
             "same_fused(rankagg.fuse(R, 'combsum', norm='minmax'), combsum_ref(R)); right()",
             why="docs/conventions.md: a list whose scores are all equal gives each of its documents 1 under minmax"),
        case("u13r_dict_borda_share", "fuse with 'borda' (unranked share the remaining points, n = the user's "
             "candidates, `rankagg methods borda`): equal to brute force",
             "import rankagg\nR = gens(seed=4, n_users=50)\nsame_fused(rankagg.fuse(R, 'borda'), borda_ref(R)); right()",
             why="rankagg methods borda: n - r + 1 points, unranked (n - k + 1) / 2"),
        case("u13r_json_and_numpy_generators", "cf from numpy (int users, int items) and pop loaded with json.load "
             "(JSON keys are text: '17': {'123': ...}): no user and no item twice in the fused output; either fused "
             "as the same users and items (RRF on the text, as trec_eval reads the files) or refused naming the type "
             "or the run",
             "import rankagg\nR = gens(seed=6, n_users=40)\nR['pop'] = json.loads(json.dumps(R['pop']))\n"
             "either(lambda: rankagg.fuse(R, 'rrf'), lambda f: same_fused(f, rrf_ref(R)), 'type', 'int', 'str', 'pop')"),
        case("u13r_big_int64_ids_frame", "a long frame whose int64 user ids are 2**53 and 2**53+1 and item ids "
             "hashed int64 of either sign near 2**62 (a feature store's ids): two users, every id exact in the output, "
             "in the frame and in the dicts",
             "import rankagg\nU = [2**53, 2**53 + 1]\nR = gens(seed=7, n_users=2, user=lambda u: U[u], item=lambda i: (-1) ** i * (2**62 + 7919 * i))\n"
             "df = long_frame(R).astype({'q_id': 'int64', 'doc_id': 'int64'})\n"
             "same_fused(rankagg.fuse(df, 'rrf'), rrf_ref(R))\nsame_fused(rankagg.fuse(R, 'rrf'), rrf_ref(R)); right()",
             why="ids are tokens (docs/architecture.md: one type per column, str or all int); 2**53+1 is not a double"),
        case("u13r_depth10", "fuse(..., 'rrf', depth=10) for a top-10 carousel: each user exactly min(10, "
             "candidates) items, the brute-force top 10",
             "import rankagg\nR = gens(seed=8, n_users=80, lo=3, hi=12)\nsame_fused(rankagg.fuse(R, 'rrf', depth=10), rrf_ref(R), depth=10); right()"),
        case("u13r_empty_user_lists", "cold users: a user with {} from two generators (only pop and seq answer), "
             "users that cf and two_tower do not hold at all, one with {} from all four: the others fused as brute "
             "force, the cold ones from the lists they have, the last absent or empty",
             "import rankagg\nR = gens(seed=9, n_users=30)\nR['cf'][3] = {}; R['two_tower'][3] = {}\n"
             "for u in (11, 12, 13):\n    del R['cf'][u], R['two_tower'][u]\n"
             "for g in GENS:\n    R[g][7] = {}\n"
             "f = as_lists(rankagg.fuse(R, 'rrf'))\nf = {u: l for u, l in f.items() if l}\nsame_fused(f, rrf_ref(R)); right()"),
        case("u13r_pop_ties_int_items", "popularity with tied counts over int items 9, 10, 100 (and cf): the pop "
             "list ranked as trec_eval ranks its file (ties by the id's text descending: '9', '100', '10'), so the "
             "fused scores are RRF's on those ranks, in rankagg.fuse, `rankagg fuse` on the written files and the "
             "per-user Fuser",
             "import rankagg\nR = {'cf': {1: {10: 0.9, 100: 0.5, 7: 0.4}, 2: {9: 0.8, 3: 0.1}},\n"
             "     'pop': {1: {9: 50.0, 10: 50.0, 100: 50.0, 7: 10.0}, 2: {10: 3.0, 100: 3.0, 9: 3.0}}}\n"
             "f = rankagg.fuse(R, 'rrf')\nsame_fused(f, rrf_ref(R))\n"
             "write_run('cf.txt', R['cf'], 'cf'); write_run('pop.txt', R['pop'], 'pop')\n"
             "rc, o, e = cli('fuse', 'cf.txt', 'pop.txt', '--method', 'rrf', '-o', 'o.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\nsame_fused(read_trec('o.run'), rrf_ref(R), rel=1e-4, what='files:')\n"
             "fu = rankagg.Fuser('rrf')\nfor u in (1, 2):\n"
             "    same_fused({str(u): [(str(i), float(x)) for i, x in fu({g: R[g][u] for g in R})]}, {str(u): rrf_ref(R)[str(u)]}, what='Fuser:')\nright()",
             why="docs/conventions.md: ties broken by the docid descending (strcmp's byte order)"),
    ]
    # ------------------------------------------------ frames as the RecSys libraries write them
    c += [
        case("u13r_frame_int_merge_users", "a long frame q_id/doc_id int64 fused with 'rrf', then joined to the "
             "users table on q_id (int64), as every RecSys notebook does: the join keeps every fused row and the "
             "values equal brute force",
             "import rankagg\nR = gens(seed=10, n_users=40)\ndf = long_frame(R)\nf = rankagg.fuse(df, 'rrf')\nsame_fused(f, rrf_ref(R))\n"
             "users = pd.DataFrame({'q_id': np.arange(40, dtype='int64'), 'segment': ['new', 'heavy'] * 20})\n"
             "try:\n    j = f.merge(users, on='q_id')\nexcept ValueError as e:\n    wrong('merge on q_id with the int64 users:', e, f.dtypes.to_dict())\n"
             "if len(j) != len(f):\n    wrong('merge kept', len(j), 'of', len(f), 'rows; q_id', f['q_id'].dtype)\nright()",
             why="README: rankagg.fuse returns what it was given (a long DataFrame)"),
        case("u13r_lenskit_frames", "{'als': frame, 'pop': frame} with LensKit's recommend() columns user, item, "
             "score, rank: fused as RRF over users and items, or refused naming the columns it reads",
             "import rankagg\nR = gens(seed=11, n_users=20)\nR = {'als': R['cf'], 'pop': R['pop']}\n"
             "def lk(run):\n    rows = [(i, s, u, r) for u, l in run.items() for r, (i, s) in enumerate(sorted(l.items(), key=lambda kv: -kv[1]), 1)]\n"
             "    return pd.DataFrame(rows, columns=['item', 'score', 'user', 'rank'])\n"
             "either(lambda: rankagg.fuse({k: lk(v) for k, v in R.items()}, 'rrf'), lambda f: same_fused(f, rrf_ref(R)), 'q_id', 'qid', 'column', 'user')"),
        case("u13r_recommenders_frame", "one long frame with Microsoft Recommenders' columns userID, itemID, "
             "prediction and a 'model' column: fused as RRF, or refused naming the columns it reads",
             "import rankagg\nR = gens(seed=12, n_users=20)\ndf = long_frame(R).rename(columns={'q_id': 'userID', 'doc_id': 'itemID', 'score': 'prediction', 'run': 'model'})\n"
             "either(lambda: rankagg.fuse(df, 'rrf'), lambda f: same_fused(f, rrf_ref(R)), 'q_id', 'qid', 'column', 'userID')"),
        bad("u13r_float_user_ids", "a long frame whose q_id became float64 (1.0, 2.0 after a merge): refused "
            "naming the column, since '1.0' is not the user '1' of the qrels",
            "import rankagg\nR = gens(seed=14, n_users=10)\ndf = long_frame(R)\ndf['q_id'] = df['q_id'].astype('float64')\nrankagg.fuse(df, 'rrf')",
            "q_id", why="docs/architecture.md: one type per column, a float refused"),
        bad("u13r_null_item_id", "a long frame with a null doc_id (an item missing from the catalogue join): "
            "refused naming the row",
            "import rankagg\nR = gens(seed=15, n_users=10, item=lambda i: f'SKU-{i:05d}')\ndf = long_frame(R)\ndf.loc[17, 'doc_id'] = None\nrankagg.fuse(df, 'rrf')",
            "row", why="docs/architecture.md: None refused; faults name the row"),
        case("u13r_polars_long", "a polars frame q_id Int64, doc_id Int64, score Float32, run: a polars result "
             "equal to brute force on the float32 scores",
             "import polars as pl, rankagg\nR = gens(seed=18, n_users=30)\n"
             "R = {g: {u: {i: float(np.float32(s)) for i, s in l.items()} for u, l in r.items()} for g, r in R.items()}\n"
             "df = pl.from_pandas(long_frame(R)).with_columns(pl.col('score').cast(pl.Float32))\n"
             "f = rankagg.fuse(df, 'rrf')\nif not isinstance(f, pl.DataFrame):\n    wrong('not polars:', type(f))\n"
             "same_fused(f, rrf_ref(R)); right()", why="docs/architecture.md: a fused polars table comes back as polars"),
        case("u13r_run_as_id_score_arrays", "rankagg.fuse({'als': {user: (ids, scores)}, 'bpr': ...}) with implicit's "
             "per-user recommend() arrays (np.int32 ids, np.float32 scores) as each user's list: RRF by brute force "
             "on those lists, or refused naming the run",
             "import rankagg\nR = gens(seed=45, n_users=20)\nR = {'als': R['cf'], 'bpr': R['two_tower']}\n"
             "A = {g: {u: (np.array(ranked(l), dtype=np.int32), np.array([l[i] for i in ranked(l)], dtype=np.float32)) for u, l in r.items()} for g, r in R.items()}\n"
             "ref_runs = {g: {u: {i: float(np.float32(x)) for i, x in l.items()} for u, l in r.items()} for g, r in R.items()}\n"
             "either(lambda: rankagg.fuse(A, 'rrf'), lambda f: same_fused(f, rrf_ref(ref_runs)), \"'als'\", \"'bpr'\")"),
        case("u13r_run_as_ranked_lists", "a sequential model's top-k per user as ranked item lists {user: [i1, i2, "
             "...]} (no scores, as most RecSys evaluation code holds recommendations) beside cf's {user: {item: "
             "score}}: the list order read as the ranking (RRF by brute force), or refused naming the run",
             "import rankagg\nR = gens(seed=46, n_users=25)\nseq = {u: ranked(l) for u, l in R['seq'].items()}\n"
             "ref = rrf_ref({'seq': {u: {i: -float(r) for r, i in enumerate(l)} for u, l in seq.items()}, 'cf': R['cf']})\n"
             "either(lambda: rankagg.fuse({'seq': seq, 'cf': R['cf']}, 'rrf'), lambda f: same_fused(f, ref), \"'seq'\")"),
        case("u13r_series_multiindex", "each generator as a pandas Series of scores indexed by (user_id, item_id) "
             "(preds.set_index(['user_id', 'item_id'])['score']): RRF by brute force, or refused naming the run",
             "import rankagg\nR = gens(seed=47, n_users=20)\nR = {'cf': R['cf'], 'pop': R['pop']}\n"
             "S = {g: long_frame({g: r}).rename(columns={'q_id': 'user_id', 'doc_id': 'item_id'}).set_index(['user_id', 'item_id'])['score'] for g, r in R.items()}\n"
             "either(lambda: rankagg.fuse(S, 'rrf'), lambda f: same_fused(f, rrf_ref(R)), \"'cf'\", \"'pop'\")"),
        case("u13r_dict_of_long_frames", "{'cf': frame, 'pop': frame} where each frame is q_id, doc_id, score (one "
             "generator each, no run column): fused as RRF over the two named runs, or refused naming the run",
             "import rankagg\nR = gens(seed=19, n_users=20)\nR = {'cf': R['cf'], 'pop': R['pop']}\n"
             "F = {g: long_frame({g: r}).drop(columns='run') for g, r in R.items()}\n"
             "either(lambda: rankagg.fuse(F, 'rrf'), lambda f: same_fused(f, rrf_ref(R)), \"'cf'\", \"'pop'\")"),
    ]
    # ------------------------------------------------ the per-user Fuser, fed as implicit and FAISS hand lists over
    c += [
        case("u13r_fuser_id_array", "Fuser('rrf') with a sequential model's ranked ids as a bare np.ndarray of "
             "int64 (no scores) beside a {item: score} dict: the array read as a ranked list, RRF by brute force",
             "import rankagg\nfu = rankagg.Fuser('rrf')\nseq = np.array([42, 7, 19, 3], dtype=np.int64)\ncf = {7: 0.9, 3: 0.7, 100: 0.2}\n"
             "got = fu({'seq': seq, 'cf': cf})\nref = rrf_ref({'seq': {1: {int(i): -float(r) for r, i in enumerate(seq)}}, 'cf': {1: cf}})\n"
             "same_fused({'1': [(str(i), float(s)) for i, s in got]}, ref); right()"),
        case("u13r_fuser_equals_batch", "per-user Fuser('combsum', weights) over 60 users equals rankagg.fuse of the "
             "same dicts with the same weights, each user's list and scores (README: the batch scores bit for bit)",
             "import rankagg\nR = gens(seed=21, n_users=60)\nW = {'cf': 2.0, 'pop': 0.5}\n"
             "b = as_lists(rankagg.fuse(R, 'combsum', weights=W, depth=None))\nfu = rankagg.Fuser('combsum', weights=W)\n"
             "for u in R['cf']:\n    got = [(str(i), float(s)) for i, s in fu({g: R[g][u] for g in GENS})]\n"
             "    if got != b[str(u)]:\n        wrong('user', u, got[:3], b[str(u)][:3])\n"
             "same_fused(b, combsum_ref(R, w=W)); right()"),
    ]
    # ------------------------------------------------ files from Spark jobs, text from the command line
    spark = (
        "import pyarrow as pa, pyarrow.parquet as pq\n"
        "def table(R, gen_col=True, q='int64', s='float64'):\n"
        "    df = long_frame(R)\n"
        "    t = pa.table({'q_id': pa.array(df['q_id'], pa.int64()).cast(q), 'doc_id': pa.array(df['doc_id'], pa.int64()),\n"
        "                  'score': pa.array(df['score'], pa.float64()).cast(s), 'run': pa.array(df['run'], pa.string())})\n"
        "    return t if gen_col else t.drop(['run'])\n"
    )
    c += [
        case("u13r_spark_hive_partitioned", "a Spark folder written partitionBy('run'): run=cf/part-0.parquet, "
             "run=pop/part-0.parquet, no run column inside the files: each partition one run (as pyarrow reads "
             "hive partitions), equal to brute-force RRF, or refused naming the missing run column or the folder",
             spark + "R = gens(seed=24, n_users=30)\nR = {'cf': R['cf'], 'pop': R['pop']}\n"
             "for g in R:\n    os.makedirs(f'out/run={g}')\n    pq.write_table(table({g: R[g]}, gen_col=False), f'out/run={g}/part-00000.snappy.parquet')\n"
             "either_cli(['fuse', 'out', '--method', 'rrf', '-o', 'o.run', '--quiet'], lambda o: same_fused(read_trec('o.run'), rrf_ref(R), rel=1e-4), 'run', 'out')"),
        case("u13r_spark_int32_float32", "a Spark table with q_id int32, doc_id int64 (bigint), score float32 "
             "(FloatType): RRF equal to brute force on the float32 values",
             spark + "R = gens(seed=25, n_users=30)\n"
             "R = {g: {u: {i: float(np.float32(s)) for i, s in l.items()} for u, l in r.items()} for g, r in R.items()}\n"
             "pq.write_table(table(R, q='int32', s='float32'), 'g.parquet')\n"
             "rc, o, e = cli('fuse', 'g.parquet', '--method', 'rrf', '-o', 'o.run', '--quiet')\n"
             "if rc: passthrough(rc, e)\nsame_fused(read_trec('o.run'), rrf_ref(R), rel=1e-4); right()"),
        bad("u13r_parquet_null_score", "a generator's Parquet table with a null score (a left join that found no "
            "score): refused naming the table and the row", spark + "R = gens(seed=26, n_users=10)\nt = table(R)\n"
            "s = t.column('score').to_pylist(); s[5] = None\nt = t.set_column(2, 'score', pa.array(s, pa.float64()))\n"
            "pq.write_table(t, 'g.parquet')\nrc, o, e = cli('fuse', 'g.parquet', '--method', 'rrf', '-o', 'o.run')\npassthrough(rc, e)",
            "g.parquet", "row", why="docs/scale.md: faults name the table and the row"),
        case("u13r_parquet_out_readback", "four TREC runs with int users and SKU items fused to -o o.parquet "
             "--depth 20, read back with pd.read_parquet: per user ranks 1..n in the score order, equal to "
             "brute-force RRF's top 20",
             "R = gens(seed=28, n_users=50, item=lambda i: f'SKU-{i:05d}')\n"
             "for g in GENS:\n    write_run(f'{g}.txt', R[g], g)\n"
             "rc, o, e = cli('fuse', *[f'{g}.txt' for g in GENS], '--method', 'rrf', '--depth', '20', '-o', 'o.parquet', '--quiet')\n"
             "if rc: passthrough(rc, e)\nf = pd.read_parquet('o.parquet')\n"
             "for u, grp in f.groupby('q_id', sort=False):\n"
             "    if list(grp['rank']) != list(range(1, len(grp) + 1)) or not grp['score'].is_monotonic_decreasing:\n"
             "        wrong('user', u, 'ranks', list(grp['rank'])[:5], 'scores', list(grp['score'])[:5])\n"
             "same_fused(f, rrf_ref(R), depth=20, rel=1e-4); right()"),
        case("u13r_spark_user_item_columns", "a Spark job's table with the RecSys column names user_id, item_id, "
             "score, model: fused as RRF over the models, or refused naming the columns it reads",
             spark + "R = gens(seed=48, n_users=30)\nt = table(R).rename_columns(['user_id', 'item_id', 'score', 'model'])\npq.write_table(t, 'g.parquet')\n"
             "either_cli(['fuse', 'g.parquet', '--method', 'rrf', '-o', 'o.run', '--quiet'], lambda o: same_fused(read_trec('o.run'), rrf_ref(R), rel=1e-4), 'q_id', 'user_id', 'column')"),
        case("u13r_spark_parts_int_widths", "a folder two Spark jobs appended to: part-00000 with q_id int32 "
             "(IntegerType), part-00001 with q_id int64 (LongType): the users of both fused as RRF by brute force, "
             "or refused naming the part file",
             spark + "R = gens(seed=49, n_users=40)\nt = table(R)\nh = t.num_rows // 2\nos.makedirs('out')\n"
             "pq.write_table(t.slice(0, h).cast(pa.schema([('q_id', pa.int32()), ('doc_id', pa.int64()), ('score', pa.float64()), ('run', pa.string())])), 'out/part-00000-a1.c000.snappy.parquet')\n"
             "pq.write_table(t.slice(h), 'out/part-00001-b2.c000.snappy.parquet')\n"
             "either_cli(['fuse', 'out', '--method', 'rrf', '-o', 'o.run', '--quiet'], lambda o: same_fused(read_trec('o.run'), rrf_ref(R), rel=1e-4), 'part-0000')"),
        case("u13r_cli_many_users", "20,000 users x four generator files (10-30 candidates each) through `rankagg fuse "
             "--method rrf --depth 20 -o o.parquet` and `rankagg evaluate --qrels` of that table: 300 users equal "
             "to brute force, R@20 and nDCG@20 equal to pytrec_eval on the table",
             "R = gens(seed=50, n_users=20000, n_items=5000, lo=10, hi=30)\nfor g in GENS:\n    write_run(f'{g}.txt', R[g], g)\n"
             "Q = heldout(R, n_items=5000)\nopen('q.txt', 'w').write(''.join(f'{u} 0 {i} {g}\\n' for u, l in Q.items() for i, g in l.items()))\n"
             "rc, o, e = cli('fuse', *[f'{g}.txt' for g in GENS], '--method', 'rrf', '--depth', '20', '-o', 'o.parquet', '--quiet')\n"
             "if rc: passthrough(rc, e)\nf = pd.read_parquet('o.parquet')\nsample = list(R['cf'])[::67]\n"
             "same_fused({k: v for k, v in as_lists(f).items() if k in {str(u) for u in sample}}, rrf_ref({g: {u: R[g][u] for u in sample} for g in GENS}), depth=20, rel=1e-4)\n"
             "rc, o, e = cli('evaluate', '--qrels', 'q.txt', 'o.parquet', '--measures', 'R@20', 'nDCG@20', '--json')\n"
             "if rc: passthrough(rc, e)\ngot = json.loads(o)\nref = ptrec(from_order(f), Q, ['recall_20', 'ndcg_cut_20'])\n"
             "close(float(got['R@20']), ref['recall_20'], 'R@20'); close(float(got['nDCG@20']), ref['ndcg_cut_20'], 'nDCG@20'); right()",
             timeout=300),
        bad("u13r_elliot_recs_tsv", "Elliot's recommendation file (user TAB item TAB score, three fields) given to "
            "`rankagg fuse`: refused naming the file and line 1 (trec_eval refuses it too)", "",
            "recs.tsv:1", argv=["fuse", "recs.tsv", "pop.run", "--method", "rrf", "-o", "o.run"],
            files={"recs.tsv": "1\t50\t0.93\n1\t31\t0.88\n2\t7\t0.91\n", "pop.run": "1 Q0 50 1 9 pop\n2 Q0 7 1 9 pop\n"}),
    ]
    # ------------------------------------------------ held-out interactions as qrels; the field's measures
    c += [
        case("u13r_eval_graded_ratings", "rankagg.evaluate of a generator {user int: {item int: score}} against "
             "ratings 1-5 as grades: nDCG@10, R@10, RR and P@10 equal to pytrec_eval's ndcg_cut_10, recall_10, "
             "recip_rank, P_10",
             "import rankagg\nR = gens(seed=30, n_users=150)\nQ = heldout(R, graded=True)\n"
             "got = rankagg.evaluate(R['cf'], Q, ['nDCG@10', 'R@10', 'RR', 'P@10'])\nref = ptrec(R['cf'], Q, ['ndcg_cut_10', 'recall_10', 'recip_rank', 'P_10'])\n"
             "for a, b in (('nDCG@10', 'ndcg_cut_10'), ('R@10', 'recall_10'), ('RR', 'recip_rank'), ('P@10', 'P_10')):\n"
             "    close(val(got, a), ref[b], a)\nright()"),
        case("u13r_eval_rating_threshold", "relevant = rating >= 4: R(rel=4)@10 equal to pytrec_eval's recall_10 "
             "with relevance_level=4 (trec_eval -l 4)",
             "import rankagg\nR = gens(seed=31, n_users=150)\nQ = heldout(R, graded=True)\n"
             "got = rankagg.evaluate(R['two_tower'], Q, ['R(rel=4)@10'])\nref = ptrec(R['two_tower'], Q, ['recall_10'], level=4)\n"
             "close(val(got, 'R(rel=4)@10'), ref['recall_10'], 'R(rel=4)@10'); right()",
             why="ir_measures: rel is trec_eval's -l (docs/pyterrier.md)"),
        case("u13r_eval_empty_user_qrels", "held-out qrels from a defaultdict: some users {} (no held-out items): "
             "the mean over the users with held-out items, as pytrec_eval (trec_eval without -c) gives",
             "import rankagg\nR = gens(seed=33, n_users=100)\nQ = heldout(R)\nfor u in list(Q)[::4]:\n    Q[u] = {}\n"
             "ref = ptrec(R['seq'], Q, ['ndcg_cut_10', 'recall_10'])\ngot = rankagg.evaluate(R['seq'], Q, ['nDCG@10', 'R@10'])\n"
             "close(val(got, 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10'); close(val(got, 'R@10'), ref['recall_10'], 'R@10'); right()"),
        case("u13r_eval_ranx_names", "ranx's mrr@10 as a RecSys user types it (MRR cut at 10: a "
             "fifth of the users' first hit is at 15, 20 or 26): equal to ranx.evaluate's mrr@10 (0 for those "
             "users, never 1/15), or refused naming the measure",
             "import rankagg\nfrom ranx import Qrels, Run, evaluate as rx\nR = gens(seed=35, n_users=80, lo=20, hi=30)\nrun = R['cf']\n"
             "Q = {}\nfor n, (u, l) in enumerate(run.items()):\n    o = ranked(l)\n    Q[u] = {o[min([0, 4, 14, 19, 25][n % 5], len(o) - 1)]: 1}\n"
             "M = ['mrr@10']\n"
             "ref = rx(Qrels({str(u): {str(i): g for i, g in l.items()} for u, l in Q.items()}), Run({str(u): {str(i): s for i, s in l.items()} for u, l in run.items()}), 'mrr@10')\n"
             "def check(got):\n    close(val(got, 'RR@10') if 'RR@10' in got else val(got, 'mrr@10'), float(ref), 'mrr@10')\n"
             "either(lambda: rankagg.evaluate(run, Q, M), check, 'mrr')", timeout=300),
        case("u13r_eval_run_ranked_lists", "rankagg.evaluate({user: [i1, i2, ...]}, qrels) (recommendations as "
             "ranked lists, no scores): R@10 and nDCG@10 of the list order, as pytrec_eval gives, or refused naming "
             "the run",
             "import rankagg\nR = gens(seed=51, n_users=80)\nQ = heldout(R)\nL = {u: ranked(l) for u, l in R['cf'].items()}\n"
             "ref = ptrec({u: {i: -float(r) for r, i in enumerate(l)} for u, l in L.items()}, Q, ['recall_10', 'ndcg_cut_10'])\n"
             "def check(got):\n    close(val(got, 'R@10'), ref['recall_10'], 'R@10'); close(val(got, 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10')\n"
             "either(lambda: rankagg.evaluate(L, Q, ['R@10', 'nDCG@10']), check, 'run', 'list')"),
        case("u13r_eval_qrels_sets", "held-out items as {user: set(items)} (test.groupby('user_id')['item_id']"
             ".apply(set).to_dict(), the usual RecSys ground truth): each item relevant with grade 1, R@10 and RR as "
             "pytrec_eval gives, or refused naming the qrels",
             "import rankagg\nR = gens(seed=52, n_users=80)\nQ = heldout(R)\nS = {u: set(l) for u, l in Q.items()}\n"
             "ref = ptrec(R['cf'], Q, ['recall_10', 'recip_rank'])\n"
             "def check(got):\n    close(val(got, 'R@10'), ref['recall_10'], 'R@10'); close(val(got, 'RR'), ref['recip_rank'], 'RR')\n"
             "either(lambda: rankagg.evaluate(R['cf'], S, ['R@10', 'RR']), check, 'qrels', 'set')"),
        case("u13r_eval_qrels_series_lists", "held-out items as the pandas Series test.groupby('user_id')['item_id']"
             ".apply(list) (not turned into a dict): R@10 as pytrec_eval gives with grade 1, or refused naming the "
             "qrels",
             "import rankagg\nR = gens(seed=53, n_users=80)\nQ = heldout(R)\n"
             "test = pd.DataFrame([(u, i) for u, l in Q.items() for i in l], columns=['user_id', 'item_id'])\nS = test.groupby('user_id')['item_id'].apply(list)\n"
             "ref = ptrec(R['cf'], Q, ['recall_10'])\n"
             "either(lambda: rankagg.evaluate(R['cf'], S, ['R@10']), lambda got: close(val(got, 'R@10'), ref['recall_10'], 'R@10'), 'qrels', 'Series')"),
        case("u13r_eval_polars_run", "rankagg.evaluate of a generator as a polars frame q_id, doc_id (Int64), score "
             "(Float64) against {user: {item: 1}}: nDCG@10 and R@10 equal to pytrec_eval",
             "import polars as pl, rankagg\nR = gens(seed=54, n_users=80)\nQ = heldout(R)\n"
             "df = pl.from_pandas(long_frame({'cf': R['cf']}).drop(columns='run'))\n"
             "ref = ptrec(R['cf'], Q, ['ndcg_cut_10', 'recall_10'])\ngot = rankagg.evaluate(df, Q, ['nDCG@10', 'R@10'])\n"
             "close(val(got, 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10'); close(val(got, 'R@10'), ref['recall_10'], 'R@10'); right()",
             why="docs/architecture.md: polars read as the Arrow table it gives; evaluate asks the registry"),
        case("u13r_eval_impressions_zero", "qrels from a click log: clicked items 1, impressed but not clicked 0, "
             "some users with impressions only: nDCG@10, R@10 and RR equal to pytrec_eval (those users count, with 0)",
             "import rankagg\nR = gens(seed=55, n_users=100)\nrng = random.Random(8)\nQ = {}\n"
             "for n, (u, l) in enumerate(R['two_tower'].items()):\n    o = ranked(l)\n    imp = rng.sample(o, 5)\n"
             "    Q[u] = {i: (1 if (n % 3 and k == 0) else 0) for k, i in enumerate(imp)}\n"
             "ref = ptrec(R['two_tower'], Q, ['ndcg_cut_10', 'recall_10', 'recip_rank'])\n"
             "got = rankagg.evaluate(R['two_tower'], Q, ['nDCG@10', 'R@10', 'RR'])\n"
             "for a, b in (('nDCG@10', 'ndcg_cut_10'), ('R@10', 'recall_10'), ('RR', 'recip_rank')):\n    close(val(got, a), ref[b], a)\nright()",
             why="trec_eval: a judged query with nothing relevant counts 0 (docs/pyterrier.md)"),
        case("u13r_eval_qrels_int_frame", "held-out interactions as an int64 frame query_id, doc_id, relevance "
             "(ir_measures' columns, straight from the interaction log) against a run keyed by Python ints: R@10 and "
             "nDCG@10 equal to pytrec_eval on the ids' text",
             "import rankagg\nR = gens(seed=58, n_users=80)\nQ = heldout(R, graded=True)\n"
             "qf = pd.DataFrame([(u, i, g) for u, l in Q.items() for i, g in l.items()], columns=['query_id', 'doc_id', 'relevance']).astype('int64')\n"
             "ref = ptrec(R['cf'], Q, ['recall_10', 'ndcg_cut_10'])\ngot = rankagg.evaluate(R['cf'], qf, ['R@10', 'nDCG@10'])\n"
             "close(val(got, 'R@10'), ref['recall_10'], 'R@10'); close(val(got, 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10'); right()"),
        case("u13r_eval_qrels_numpy", "qrels built with pandas' to_dict: np.int64 users and items, np.int8 ratings; "
             "the run with np.int64 keys and np.float32 scores: nDCG@10 equal to pytrec_eval",
             "import rankagg\nR = gens(seed=59, n_users=80)\nQ = heldout(R, graded=True)\n"
             "NQ = {np.int64(u): {np.int64(i): np.int8(g) for i, g in l.items()} for u, l in Q.items()}\n"
             "NR = {np.int64(u): {np.int64(i): np.float32(x) for i, x in l.items()} for u, l in R['seq'].items()}\n"
             "ref = ptrec({u: {i: float(x) for i, x in l.items()} for u, l in NR.items()}, Q, ['ndcg_cut_10'])\n"
             "close(val(rankagg.evaluate(NR, NQ, ['nDCG@10']), 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10'); right()"),
        case("u13r_eval_qrels_float_ratings_dict", "qrels {user: {item: 4.0}} with ratings as floats (a float rating "
             "column's to_dict; all integral): the grades 1-5, nDCG@10 and R(rel=4)@10 equal to pytrec_eval, or "
             "refused naming the qrels",
             "import rankagg\nR = gens(seed=60, n_users=80)\nQ = heldout(R, graded=True)\nFQ = {u: {i: float(g) for i, g in l.items()} for u, l in Q.items()}\n"
             "ref = ptrec(R['cf'], Q, ['ndcg_cut_10'])\nref4 = ptrec(R['cf'], Q, ['recall_10'], level=4)\n"
             "def check(got):\n    close(val(got, 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10'); close(val(got, 'R(rel=4)@10'), ref4['recall_10'], 'R(rel=4)@10')\n"
             "either(lambda: rankagg.evaluate(R['cf'], FQ, ['nDCG@10', 'R(rel=4)@10']), check, 'qrels')",
             why="docs/reliability.md's rules: a grade written as an integral decimal is the integer atol reads"),
        case("u13r_eval_filtered_frame", "the fused frame read back into pandas, training items dropped and "
             "groupby().head(10) taken, then rankagg.evaluate: R@10 and nDCG@10 of the remaining order, as "
             "pytrec_eval gives on it",
             "import rankagg\nR = gens(seed=37, n_users=80)\nf = rankagg.fuse(long_frame(R), 'rrf', depth=60)\n"
             "rng = random.Random(5)\ntrain = {(str(q), str(d)) for q, d in zip(f['q_id'], f['doc_id']) if rng.random() < 0.3}\n"
             "keep = f[[ (str(q), str(d)) not in train for q, d in zip(f['q_id'], f['doc_id'])]]\ntop = keep.groupby('q_id', sort=False).head(10)\n"
             "Q = {str(u): {str(i): g for i, g in l.items()} for u, l in heldout(R, seed=9).items()}\n"
             "ref = ptrec(from_order(top), Q, ['recall_10', 'ndcg_cut_10'])\ngot = rankagg.evaluate(top, Q, ['R@10', 'nDCG@10'])\n"
             "close(val(got, 'R@10'), ref['recall_10'], 'R@10'); close(val(got, 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10'); right()",
             why="docs/conventions.md: a marked frame keeps its order through filters"),
        case("u13r_eval_boosted_frame", "the fused frame with a business boost added to one item's score per user "
             "(it moves to the top): rankagg.evaluate reads the boosted scores, as pytrec_eval does on the frame",
             "import rankagg\nR = gens(seed=38, n_users=80)\nf = rankagg.fuse(long_frame(R), 'rrf', depth=40).copy()\n"
             "pos = f.groupby('q_id', sort=False).cumcount()\nf.loc[pos == 5, 'score'] += 1.0\n"
             "Q = {str(u): {str(i): g for i, g in l.items()} for u, l in heldout(R, seed=11).items()}\n"
             "run = {}\nfor q, d, s in zip(f['q_id'], f['doc_id'], f['score']):\n    run.setdefault(str(q), {})[str(d)] = float(s)\n"
             "ref = ptrec(run, Q, ['ndcg_cut_10', 'recall_10'])\ngot = rankagg.evaluate(f, Q, ['nDCG@10', 'R@10'])\n"
             "close(val(got, 'nDCG@10'), ref['ndcg_cut_10'], 'nDCG@10'); close(val(got, 'R@10'), ref['recall_10'], 'R@10'); right()",
             why="docs/conventions.md: a score changed past its neighbours is read by the scores"),
        case("u13r_eval_per_user_int_index", "per_query=True with int user ids, to join per-user nDCG@10 with user "
             "segments: res.loc[u] for the int ids as given equals pytrec_eval's per-user value",
             "import rankagg\nR = gens(seed=39, n_users=60)\nQ = heldout(R, graded=True)\n"
             "res = rankagg.evaluate(R['cf'], Q, ['nDCG@10'], per_query=True)\nref = ptrec(R['cf'], Q, ['ndcg_cut_10'], per_query=True)\n"
             "col = next(c for c in res.columns if 'ndcg' in str(c).lower())\n"
             "for u in Q:\n    try:\n        v = float(res.loc[u, col])\n    except KeyError:\n        wrong('res.loc[', u, '] not found; index', res.index[:3].tolist(), res.index.dtype)\n"
             "    close(v, ref[str(u)]['ndcg_cut_10'], f'user {u}')\nright()"),
        case("u13r_qrels_float_grades_text", "held-out qrels written by pandas with the rating column as float "
             "('17 0 302 1.0', '17 0 77 4.0'): equal to trec_eval's reading (atoi: 1 and 4) or refused naming the "
             "file and line",
             "R = gens(seed=41, n_users=60)\nQ = heldout(R, graded=True)\nwrite_run('cf.run', R['cf'], 'cf')\n"
             "open('q.txt', 'w').write(''.join(f'{u} 0 {i} {float(g)}\\n' for u, l in Q.items() for i, g in l.items()))\n"
             "ref = ptrec(R['cf'], Q, ['ndcg_cut_10'])\n"
             "def check(o):\n    got = json.loads(o)\n    close(float(got['nDCG@10']), ref['ndcg_cut_10'], 'nDCG@10')\n"
             "either_cli(['evaluate', '--qrels', 'q.txt', 'cf.run', '--measures', 'nDCG@10', '--json'], check, 'q.txt:1', 'line 1')",
             why="trec_eval reads the relevance with atoi"),
        case("u13r_many_users_scale", "20,000 users x four generators x 10-50 candidates (about 2.4 M entries) as "
             "dicts: rankagg.fuse('rrf', depth=50) then evaluate against held-out items; 300 users equal to "
             "brute force and R@50 equal to pytrec_eval on the fused order, within the time and memory limits",
             "import rankagg\nR = gens(seed=43, n_users=20000, n_items=5000)\nf = rankagg.fuse(R, 'rrf', depth=50)\n"
             "sample = list(R['cf'])[::67]\nsub = {g: {u: R[g][u] for u in sample} for g in GENS}\n"
             "same_fused({str(u): [(str(i), float(s)) for i, s in f[u].items()] if u in f else [(str(i), float(s)) for i, s in f[str(u)].items()] for u in sample}, rrf_ref(sub), depth=50)\n"
             "Q = heldout(R, n_items=5000)\ngot = rankagg.evaluate(f, Q, ['R@50'])\nref = ptrec(from_order(f), Q, ['recall_50'])\n"
             "close(val(got, 'R@50'), ref['recall_50'], 'R@50'); right()", timeout=300),
        case("u13r_fused_eval_chain_as_written", "the day's chain: fuse the generators (default method), evaluate "
             "the fused dict with rankagg.evaluate, and the same result through rankagg.api.as_written into ranx: "
             "both equal pytrec_eval on the fused order",
             "import rankagg\nfrom rankagg.api import as_written\nfrom ranx import Qrels, Run, evaluate as rx\n"
             "R = gens(seed=44, n_users=60)\nQ = heldout(R, seed=3)\nf = rankagg.fuse(R, depth=20)\n"
             "ref = ptrec(from_order(f), Q, ['ndcg_cut_10'])\nclose(val(rankagg.evaluate(f, Q, ['nDCG@10']), 'nDCG@10'), ref['ndcg_cut_10'], 'rankagg')\n"
             "w = as_written(f)\nx = rx(Qrels({str(u): {str(i): g for i, g in l.items()} for u, l in Q.items() if str(u) in {str(k) for k in w}}), Run({str(u): {str(i): float(s) for i, s in l.items()} for u, l in w.items()}), 'ndcg@10')\n"
             "close(float(x), ref['ndcg_cut_10'], 'ranx on as_written', rel=1e-6); right()", timeout=300),
    ]
    return c



THIRTEENTH_DECISION = "45 Unseen inputs: a thirteenth bar, a decision analyst's day"

#: the thirteenth bar's helpers for a decision analyst: a wide table (one column per criterion or judge, one row
#: per alternative, ranks with ties and empty cells) as a ``Rankings`` of one decision or as the long frame a
#: ``melt`` gives; the pairwise majority ``Y[a][b]`` (weight of the judges that strictly prefer a to b; a tie or an
#: empty cell says nothing, ``below``: an empty cell is below every ranked one), Kemeny by brute force over every
#: permutation (the Kendall-tau distance summed over the judges), Kemeny-Snell over every weak order (a tie against
#: a strict preference 1, the reverse 2), Copeland wins minus losses, Borda's n - r + 1 with a tied class at its
#: best place (docs/preferences.md) and the median and mean rank by hand.  A wrong answer prints what differs and
#: exits 0 (silent); a refusal passes on, marked '[names it]' when it names what the case asks for.
_U13D = r'''
import itertools, json, math, os, re, statistics, subprocess, sys
import numpy as np
import pandas as pd
import rankagg
from rankagg.data.rankings import Rankings
from rankagg.methods.registry import make_method
UNIS = ['Oxford', 'Cambridge', 'Stanford', 'MIT', 'Harvard', 'Caltech', 'Imperial']
LEAGUE = {  # best first, as each league table prints them
    'QS': ['MIT', 'Imperial', 'Oxford', 'Harvard', 'Cambridge', 'Stanford', 'Caltech'],
    'THE': ['Oxford', 'MIT', 'Harvard', 'Stanford', 'Cambridge', 'Caltech', 'Imperial'],
    'ARWU': ['Harvard', 'Stanford', 'MIT', 'Cambridge', 'Caltech', 'Oxford', 'Imperial'],
    'USNews': ['Harvard', 'MIT', 'Stanford', 'Oxford', 'Cambridge', 'Caltech', 'Imperial'],
    'CWUR': ['Harvard', 'MIT', 'Stanford', 'Cambridge', 'Oxford', 'Caltech', 'Imperial'],
}
def wrong(*what):
    print('WRONG:', *what)
    sys.exit(0)
def right():
    print('OK')
    sys.exit(0)
def named(err, names):
    return any(re.search(r'(?<![\w-])' + re.escape(str(n)) + r'(?![\w-])', err) for n in names)
def refuse(fn, *names):
    try:
        got = fn()
    except ValueError as exc:
        if named(str(exc), names):
            print('[names it]', file=sys.stderr)
        raise
    wrong('accepted:', str(got)[:300])
def either(fn, check, *names):
    try:
        got = fn()
    except ValueError as exc:
        if named(str(exc), names):
            right()
        wrong('refused without naming', names, ':', exc)
    check(got)
def ranks_of(orders, alts):
    """{judge: [rank of each alternative]} from best-first orders."""
    return {j: [o.index(a) + 1 if a in o else None for a in alts] for j, o in orders.items()}
def table(alts, cols, qid='decision'):
    R = np.array([[np.nan if v is None else float(v) for v in col] for col in cols.values()], dtype=float).T
    return Rankings(offsets=np.array([0, len(alts)]), ranks=R, qids=np.array([qid]), docids=np.array(alts),
                    ranker_names=tuple(cols))
def long(alts, cols, qid='decision'):
    rows = [(qid, a, j, v) for j, col in cols.items() for a, v in zip(alts, col) if v is not None]
    return pd.DataFrame(rows, columns=['qid', 'docid', 'ranker', 'rank'])
def prefers(v, a, b, unranked='none'):
    ra, rb = v[a], v[b]
    if unranked == 'below':
        ra = math.inf if ra is None else ra
        rb = math.inf if rb is None else rb
    elif ra is None or rb is None:
        return 0
    return (ra < rb) - (ra > rb)
def majority(alts, cols, weights=None, unranked='none'):
    Y = {a: {b: 0.0 for b in alts} for a in alts}
    for j, col in cols.items():
        v = dict(zip(alts, col))
        w = (weights or {}).get(j, 1.0)
        for a in alts:
            for b in alts:
                if a != b and prefers(v, a, b, unranked) > 0:
                    Y[a][b] += w
    return Y
def tied_weight(alts, cols, weights=None, unranked='none'):
    """Weight of the (judge, pair) cases the judge leaves tied although it ranks both (a constant of every order)."""
    t = 0.0
    for j, col in cols.items():
        v = dict(zip(alts, col))
        for a, b in itertools.combinations(alts, 2):
            both = (v[a] is not None and v[b] is not None) or unranked == 'below'
            if both and prefers(v, a, b, unranked) == 0:
                t += (weights or {}).get(j, 1.0)
    return t
def cost(order, Y):
    return sum(Y[b][a] for i, a in enumerate(order) for b in order[i + 1:])
def kemeny_bf(alts, Y):
    idx = {a: i for i, a in enumerate(alts)}
    M = np.array([[Y[a][b] for b in alts] for a in alts])
    best, arg = math.inf, []
    for p in itertools.permutations(range(len(alts))):
        c = 0.0
        for i in range(len(p)):
            for k in range(i + 1, len(p)):
                c += M[p[k], p[i]]
        if c < best - 1e-9:
            best, arg = c, [tuple(alts[i] for i in p)]
        elif abs(c - best) <= 1e-9:
            arg.append(tuple(alts[i] for i in p))
    return best, arg
def order_of(data, scores):
    """Alternatives by score, best first; equal scores are a tie class (a tuple of the tied ones)."""
    s = np.asarray(scores, dtype=float)
    docs = [str(d) for d in data.docids]
    return [d for _, d in sorted(zip(-s, docs), key=lambda t: t[0])], dict(zip(docs, s))
def strict_order(data, scores, what=''):
    order, by = order_of(data, scores)
    vals = [by[d] for d in order]
    if len(set(vals)) != len(vals):
        wrong(what, 'a strict consensus with equal scores', by)
    return tuple(order)
def weak_orders(alts):
    seen = set()
    for lv in itertools.product(range(len(alts)), repeat=len(alts)):
        used = sorted(set(lv))
        key = tuple(used.index(x) for x in lv)
        if key not in seen:
            seen.add(key)
            yield dict(zip(alts, key))
def snell(level, alts, cols, unranked='none'):
    d = 0
    for col in cols.values():
        v = dict(zip(alts, col))
        for a, b in itertools.combinations(alts, 2):
            c = (level[a] < level[b]) - (level[a] > level[b])
            p = prefers(v, a, b, unranked)
            d += 0 if c == p else (1 if c == 0 or p == 0 else 2)
    return d
def copeland_hand(alts, Y):
    return {a: sum((Y[a][b] > Y[b][a]) - (Y[a][b] < Y[b][a]) for b in alts if b != a) for a in alts}
def borda_hand(alts, cols, weights=None):
    """n - r + 1 points, a tied class at its best place (competition ranks), n = the alternatives."""
    n = len(alts)
    out = {a: 0.0 for a in alts}
    for j, col in cols.items():
        w = (weights or {}).get(j, 1.0)
        for a, r in zip(alts, col):
            place = 1 + sum(1 for x in col if x is not None and x < r)
            out[a] += w * (n - place + 1)
    return out
def fused_frame(frame, method, **kw):
    out = rankagg.fuse(frame, method, depth=None, **kw)
    out = out.sort_values('rank')
    return [str(d) for d in out['docid']], dict(zip(map(str, out['docid']), out['score'].astype(float)))
def cli(*args, **kw):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True, **kw)
    return r.returncode, r.stdout, r.stderr
def write_runs(cols, alts, qid='decision'):
    """Each judge a TREC run: score n - rank + 1 (higher is better), tag the judge."""
    names = []
    for j, col in cols.items():
        lines = sorted((r, a) for a, r in zip(alts, col) if r is not None)
        with open(f'{j}.run', 'w') as f:
            for r, a in lines:
                f.write(f'{qid} Q0 {a} {r} {len(alts) - r + 1} {j}\n')
        names.append(f'{j}.run')
    return names
def read_run(path):
    out = []
    for ln in open(path):
        q, _, d, r, s, t = ln.split()
        out.append((d, float(s)))
    return out
def suppliers(seed, n=8, judges=6, tie_step=None, missing=0.0):
    rng = np.random.default_rng(seed)
    alts = [f'S{i:02d}' for i in range(1, n + 1)]
    base = np.linspace(2.0, 0.0, n)
    cols = {}
    for k in range(judges):
        x = base + rng.normal(0, 0.9, n)
        if tie_step:
            x = np.round(x / tie_step) * tie_step
        r = [1 + int(np.sum(x > x[i])) for i in range(n)]  # competition ranks, ties equal
        cols[f'crit{k + 1}'] = [None if rng.random() < missing else ri for ri in r]
    return alts, cols
'''


def thirteenth_bar_decision_cases() -> list[Case]:
    """Issue 45's thirteenth bar: a decision analyst's day.  A small set of alternatives (5-30: universities in
    league tables, suppliers ranked on criteria, projects ranked by a committee) ranked in a wide table (one
    column per criterion or judge, ties as equal ranks, empty cells, "1=" league ranks, criteria where lower is
    better) or the long frame a ``melt`` gives, with weights per criterion; exact methods on small sets (Kemeny's
    optimal order and its Kendall-tau objective with a proof, bucket orders that report ties, Condorcet winner,
    Copeland, Borda with ties, median and mean rank) checked against brute force over every permutation or weak
    order and against the definitions; the same answer whatever the rank encoding, the row or column order and
    the hash seed; and the result written for a report (CSV, JSON) that reads back.  The right answer is
    decided from outside the code: brute force in the case, the definitions (Kemeny 1959, Kemeny & Snell,
    Copeland 1951, Borda with a tied class at its best place as docs/preferences.md states), an independent
    integer programme (CBC through PuLP) and the docs' words."""
    G = THIRTEENTH_DECISION
    ok = lambda out, folder: out.strip().endswith("OK")  # noqa: E731

    def case(id: str, what: str, code: str, why: str = "", timeout: float = 120, outputs: tuple[str, ...] = ()
             ) -> Case:
        return Case(id, G, what, code=_U13D + code, expect="ok", check=ok, outputs=outputs, memory_gb=4.0,
                    timeout=timeout, why=why)

    def bad(id: str, what: str, call: str, *names: str, why: str = "") -> Case:
        return Case(id, G, what, code=_U13D + f"refuse(lambda: {call}, *{names!r})", mention=("[names it]",),
                    memory_gb=4.0, timeout=120, why=why)

    def cli_bad(id: str, what: str, argv: list[str], files: dict, mention: tuple[str, ...], outputs: tuple[str, ...],
                why: str = "") -> Case:
        return Case(id, G, what, argv=argv, files=files, mention=mention, outputs=outputs, memory_gb=4.0,
                    timeout=120, why=why)

    c: list[Case] = []
    # ------------------------------------------------ Kemeny: the optimal order, its distance and its proof
    c += [
        case("u13d_kemeny_league_tables", "seven universities in five league tables (QS, THE, ARWU, US News, CWUR; "
             "strict, complete): kemeny(solver=exact) gives an order of least summed Kendall-tau distance over all "
             "5040 orders, objective_ equal to that distance, lower_bound_ equal and gap_ 0",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "data = table(UNIS, cols)\n"
             "best, arg = kemeny_bf(UNIS, majority(UNIS, cols))\n"
             "m = make_method('kemeny(solver=exact)')\n"
             "got = strict_order(data, m.aggregate(data))\n"
             "if got not in arg: wrong('not optimal', got, cost(got, majority(UNIS, cols)), 'best', best, arg)\n"
             "if float(m.objective_[0]) != best: wrong('objective', m.objective_, 'brute force', best)\n"
             "if float(m.lower_bound_[0]) != best or float(m.gap_[0]) != 0: wrong('proof', m.lower_bound_, m.gap_)\n"
             "right()"),
        case("u13d_kemeny_default_dp_eight", "eight suppliers on six criteria (strict ranks): the default kemeny "
             "(the DP up to exact_max=12 items) is optimal over all 40320 orders",
             "alts, cols = suppliers(11)\n"
             "data = table(alts, cols)\n"
             "Y = majority(alts, cols)\n"
             "best, arg = kemeny_bf(alts, Y)\n"
             "got = strict_order(data, make_method('kemeny').aggregate(data))\n"
             "if got not in arg: wrong('not optimal', got, cost(got, Y), 'best', best, arg[:3])\n"
             "right()", timeout=180),
        case("u13d_kemeny_ties_and_empty_cells", "eight suppliers, six criteria with tied ranks (equal cells) and "
             "empty cells (NaN: the criterion does not rate it): kemeny(solver=exact) is optimal over all 40320 "
             "orders where a tie or an empty cell says nothing about a pair (unranked='none', the default), "
             "objective_ the brute-force minimum (ties counted as nothing, or as half a disagreement each way)",
             "alts, cols = suppliers(5, tie_step=0.75, missing=0.2)\n"
             "if not any(len(set(v for v in col if v is not None)) < sum(v is not None for v in col) for col in cols.values()): wrong('no tie drawn')\n"
             "data = table(alts, cols)\n"
             "Y = majority(alts, cols)\n"
             "best, arg = kemeny_bf(alts, Y)\n"
             "m = make_method('kemeny(solver=exact)')\n"
             "got = strict_order(data, m.aggregate(data))\n"
             "if got not in arg: wrong('not optimal', got, cost(got, Y), 'best', best, arg[:3])\n"
             "half = tied_weight(alts, cols) / 2\n"
             "if float(m.objective_[0]) not in (best, best + half): wrong('objective', m.objective_, 'brute force', best, 'or', best + half)\n"
             "right()", timeout=180),
        case("u13d_kemeny_empty_cells_below", "the same table with unranked='below' (an alternative a criterion left "
             "empty counts below every one it rated, the empty ones tied): kemeny(solver=exact, unranked=below) is "
             "optimal over all 40320 orders of that majority",
             "alts, cols = suppliers(5, tie_step=0.75, missing=0.2)\n"
             "data = table(alts, cols)\n"
             "Y = majority(alts, cols, unranked='below')\n"
             "best, arg = kemeny_bf(alts, Y)\n"
             "m = make_method(\"kemeny(solver='exact', unranked='below')\")\n"
             "got = strict_order(data, m.aggregate(data))\n"
             "if got not in arg: wrong('not optimal', got, cost(got, Y), 'best', best, arg[:3])\n"
             "right()", timeout=180),
        case("u13d_kemeny_thirty_cbc", "thirty alternatives ranked by nine committee members (noisy, strict): "
             "kemeny(solver=exact) proves its order (gap_ 0), the order's summed Kendall-tau distance is objective_, "
             "and objective_ equals the optimum of an independent linear ordering programme with every "
             "transitivity row up front (CBC through PuLP)",
             "import pulp\n"
             "alts, cols = suppliers(30, n=30, judges=9)\n"
             "data = table(alts, cols)\n"
             "Y = majority(alts, cols)\n"
             "m = make_method('kemeny(solver=exact)')\n"
             "got = strict_order(data, m.aggregate(data))\n"
             "if float(m.gap_[0]) != 0: wrong('no proof', m.gap_)\n"
             "if cost(got, Y) != float(m.objective_[0]): wrong('objective', m.objective_, 'order costs', cost(got, Y))\n"
             "P = pulp.LpProblem('k', pulp.LpMinimize)\n"
             "x = {(a, b): pulp.LpVariable(f'x_{a}_{b}', cat='Binary') for a in alts for b in alts if a != b}\n"
             "P += pulp.lpSum(Y[b][a] * x[a, b] for a, b in x)\n"
             "for a, b in itertools.combinations(alts, 2): P += x[a, b] + x[b, a] == 1\n"
             "for a, b, d in itertools.permutations(alts, 3): P += x[a, b] + x[b, d] + x[d, a] <= 2\n"
             "P.solve(pulp.PULP_CBC_CMD(msg=0))\n"
             "if abs(pulp.value(P.objective) - float(m.objective_[0])) > 1e-6: wrong('CBC', pulp.value(P.objective), 'rankagg', m.objective_)\n"
             "right()", timeout=300),
        case("u13d_unrated_alternative_last", "a supplier that no criterion rated (a row of empty cells in the wide "
             "table) is kept and comes last in borda, copeland, condorcet, kemeny(solver=exact), median_rank and "
             "mean_rank (docs: 'an alternative no voter ranked comes last')",
             "alts, cols = suppliers(83, n=6, judges=4)\n"
             "alts2 = alts + ['Ghost']\n"
             "cols2 = {j: col + [None] for j, col in cols.items()}\n"
             "data = table(alts2, cols2)\n"
             "for spec in ('borda', 'copeland', 'condorcet', 'kemeny(solver=exact)', 'median_rank', 'mean_rank'):\n"
             "    order, by = order_of(data, make_method(spec).aggregate(data))\n"
             "    if order[-1] != 'Ghost' or len(order) != 7: wrong(spec, order)\n"
             "right()"),
        case("u13d_kemeny_two_alternatives", "two alternatives, five judges split 3-2 (and one a tie): Kemeny puts "
             "the majority's first with objective 2 (the two who disagree; a tie costs nothing, or a half), and one "
             "alternative alone is its own consensus with objective 0",
             "cols = {'j1': [1, 2], 'j2': [1, 2], 'j3': [1, 2], 'j4': [2, 1], 'j5': [2, 1], 'j6': [1, 1]}\n"
             "data = table(['B', 'A'], cols)\n"
             "m = make_method('kemeny(solver=exact)')\n"
             "got = strict_order(data, m.aggregate(data))\n"
             "if got != ('B', 'A') or float(m.objective_[0]) not in (2.0, 2.5): wrong(got, m.objective_)\n"
             "one = table(['only'], {'j1': [1], 'j2': [1]})\n"
             "m1 = make_method('kemeny(solver=exact)')\n"
             "s = m1.aggregate(one)\n"
             "if len(s) != 1 or float(m1.objective_[0]) != 0: wrong('one alternative', s, m1.objective_)\n"
             "right()"),
        case("u13d_kemeny_null_judge", "a judge who rates every alternative equal (one tie class) or rates none "
             "(an empty column) adds no preference: the Kemeny order with that judge is still optimal for the "
             "committee (brute force; the same order when the optimum is unique), objective up to the tie's constant "
             "half, or the empty column is refused naming the judge",
             "alts, cols = suppliers(7, n=6, judges=4)\n"
             "best, arg = kemeny_bf(alts, majority(alts, cols))\n"
             "flat = dict(cols, flat=[1] * len(alts))\n"
             "m1 = make_method('kemeny(solver=exact)')\n"
             "got = strict_order(table(alts, flat), m1.aggregate(table(alts, flat)))\n"
             "if got not in arg: wrong('a judge who ties everything changed the optimum', got, arg)\n"
             "if float(m1.objective_[0]) not in (best, best + 15 / 2): wrong('objective', m1.objective_, best)\n"
             "empty = dict(cols, absent=[None] * len(alts))\n"
             "def chk(s):\n"
             "    if strict_order(table(alts, empty), s) not in arg: wrong('an empty column changed the optimum')\n"
             "    right()\n"
             "either(lambda: make_method('kemeny(solver=exact)').aggregate(table(alts, empty)), chk, 'absent')"),
        case("u13d_kemeny_rank_encodings", "one committee's ranks written three ways a spreadsheet writes ties: "
             "competition ranks (1, 2, 2, 4), dense ranks (1, 2, 2, 3) and league points (10, 20, 20, 40): the same "
             "pairwise preferences, so kemeny(solver=exact), copeland and condorcet give the same scores for each",
             "alts = ['P1', 'P2', 'P3', 'P4', 'P5']\n"
             "comp = {'ann': [1, 2, 2, 4, 5], 'bob': [2, 1, 3, 3, 5], 'cy': [1, 1, 3, 4, 4], 'dee': [3, 1, 2, 5, 4]}\n"
             "def dense(col):\n"
             "    u = sorted(set(col)); return [u.index(v) + 1 for v in col]\n"
             "forms = {'competition': comp, 'dense': {j: dense(v) for j, v in comp.items()},\n"
             "         'points': {j: [10 * v for v in col] for j, col in comp.items()}}\n"
             "for spec in ('kemeny(solver=exact)', 'copeland', 'condorcet'):\n"
             "    got = {k: tuple(np.asarray(make_method(spec).aggregate(table(alts, f)), dtype=float)) for k, f in forms.items()}\n"
             "    if len(set(got.values())) != 1: wrong(spec, got)\n"
             "right()"),
        case("u13d_kemeny_midranks", "tied ranks as statisticians write them, mid-ranks (1, 2.5, 2.5, 4, in a long "
             "frame's rank column): the Kemeny order of the same ties given as 1, 2, 2, 4, or a refusal naming the "
             "row or the value",
             "alts = ['P1', 'P2', 'P3', 'P4', 'P5']\n"
             "comp = {'ann': [1, 2, 2, 4, 5], 'bob': [2, 1, 3, 3, 5], 'cy': [1, 1, 3, 4, 4], 'dee': [3, 1, 2, 5, 4]}\n"
             "mid = {'ann': [1, 2.5, 2.5, 4, 5], 'bob': [2, 1, 3.5, 3.5, 5], 'cy': [1.5, 1.5, 3, 4.5, 4.5], 'dee': [3, 1, 2, 5, 4]}\n"
             "want = fused_frame(long(alts, comp), 'kemeny(solver=exact)')\n"
             "def chk(got):\n"
             "    got = got.sort_values('rank')\n"
             "    if [str(d) for d in got['docid']] != want[0]: wrong('mid-ranks read otherwise', list(got['docid']), want[0])\n"
             "    right()\n"
             "either(lambda: rankagg.fuse(long(alts, mid), 'kemeny(solver=exact)', depth=None), chk, '2.5', '3.5', '1.5', '4.5', 'row')"),
        case("u13d_kemeny_weighted_judges", "a committee whose chair's ranking weighs 3 and the others' 1, through "
             "rankagg.fuse(..., weights=): kemeny(solver=exact) and copeland either honour the weights (the "
             "weighted brute-force optimum; copeland's weighted majority) or refuse the weights naming them; "
             "never the unweighted answer",
             "alts = ['A', 'B', 'C', 'D', 'E']\n"
             "orders = {'chair': ['E', 'D', 'C', 'B', 'A'], 'm1': ['A', 'B', 'C', 'D', 'E'], 'm2': ['B', 'A', 'C', 'E', 'D'],\n"
             "          'm3': ['A', 'C', 'B', 'D', 'E']}\n"
             "cols = ranks_of(orders, alts)\n"
             "W = {'chair': 3.0, 'm1': 1.0, 'm2': 1.0, 'm3': 1.0}\n"
             "runs = {j: {'decision': {a: float(len(alts) - r + 1) for a, r in zip(alts, col)}} for j, col in cols.items()}\n"
             "Yw = majority(alts, cols, W)\n"
             "best, arg = kemeny_bf(alts, Yw)\n"
             "u_best, u_arg = kemeny_bf(alts, majority(alts, cols))\n"
             "if set(arg) & set(u_arg): wrong('case: weights change nothing')\n"
             "def chk(got):\n"
             "    order = tuple(got['decision'])\n"
             "    if order not in arg: wrong('weights not honoured', order, 'weighted optimum', arg, 'unweighted', u_arg)\n"
             "    cw = copeland_hand(alts, Yw)\n"
             "    def chk2(g2):\n"
             "        if {a: float(s) for a, s in g2['decision'].items()} != {a: float(v) for a, v in cw.items()}: wrong('copeland weights', dict(g2['decision']), cw)\n"
             "        right()\n"
             "    either(lambda: rankagg.fuse(runs, 'copeland', weights=W, depth=None), chk2, 'weights', 'copeland')\n"
             "either(lambda: rankagg.fuse(runs, 'kemeny(solver=exact)', weights=W, depth=None), chk, 'weights', 'kemeny')"),
    ]
    # ------------------------------------------------ bucket orders: ties in the consensus, reported
    c += [
        case("u13d_buckets_committee_ties", "five projects ranked by four committee members with ties (complete): "
             "kemeny(consensus=buckets) returns a weak order (tied projects share a score) whose Kemeny-Snell "
             "distance is the least over all 541 weak orders",
             "alts = ['P1', 'P2', 'P3', 'P4', 'P5']\n"
             "cols = {'ann': [1, 2, 2, 4, 5], 'bob': [2, 1, 3, 3, 5], 'cy': [1, 1, 3, 4, 4], 'dee': [3, 1, 2, 5, 4]}\n"
             "data = table(alts, cols)\n"
             "s = np.asarray(make_method('kemeny(consensus=buckets)').score(data), dtype=float)\n"
             "level = {a: -float(v) for a, v in zip(alts, s)}\n"
             "best = min(snell(l, alts, cols) for l in weak_orders(alts))\n"
             "if snell(level, alts, cols) != best: wrong('buckets', dict(zip(alts, s)), snell(level, alts, cols), 'best', best)\n"
             "right()", timeout=180),
        case("u13d_buckets_unanimous_tie", "every committee member ties P2 and P3 (and agrees on the rest): the "
             "bucket consensus keeps P2 and P3 tied (equal scores) at distance 0, and the tie survives rankagg.fuse's "
             "returned mapping (equal scores, not nudged apart)",
             "alts = ['P1', 'P2', 'P3', 'P4']\n"
             "cols = {'ann': [1, 2, 2, 4], 'bob': [1, 2, 2, 4], 'cy': [1, 2, 2, 4]}\n"
             "s = dict(zip(alts, np.asarray(make_method('kemeny(consensus=buckets)').score(table(alts, cols)), dtype=float)))\n"
             "if not (s['P1'] > s['P2'] == s['P3'] > s['P4']): wrong('buckets', s)\n"
             "runs = {j: {'decision': {a: float(5 - r) for a, r in zip(alts, col)}} for j, col in cols.items()}\n"
             "frame = long(alts, cols)\n"
             "got = fused_frame(frame, 'kemeny(consensus=buckets)')[1]\n"
             "if not (got['P1'] > got['P2'] == got['P3'] > got['P4']): wrong('fuse frame', got)\n"
             "right()"),
        case("u13d_buckets_cycle", "the Condorcet paradox (three judges, a > b > c, b > c > a, c > a > b): the "
             "bucket consensus is a weak order at the least Kemeny-Snell distance over all 13 (a strict rotation, "
             "distance 8, beats the three-way tie, 9)",
             "alts = ['a', 'b', 'c']\n"
             "cols = ranks_of({'v1': ['a', 'b', 'c'], 'v2': ['b', 'c', 'a'], 'v3': ['c', 'a', 'b']}, alts)\n"
             "data = table(alts, cols)\n"
             "s = np.asarray(make_method('kemeny(consensus=buckets)').score(data), dtype=float)\n"
             "level = {a: -float(v) for a, v in zip(alts, s)}\n"
             "if snell(level, alts, cols) != 8: wrong('buckets', dict(zip(alts, s)), snell(level, alts, cols))\n"
             "right()"),
        case("u13d_buckets_empty_cells_below", "six projects, five committee members with ties and empty cells, "
             "kemeny(consensus=buckets, unranked=below) (an empty cell below every rated project, the empty ones "
             "tied, counted as ties): a weak order at the least Kemeny-Snell distance over all 4683 weak orders",
             "alts, cols = suppliers(89, n=6, judges=5, tie_step=0.75, missing=0.2)\n"
             "data = table(alts, cols)\n"
             "s = np.asarray(make_method(\"kemeny(consensus='buckets', unranked='below')\").score(data), dtype=float)\n"
             "level = {a: -float(v) for a, v in zip(alts, s)}\n"
             "best = min(snell(l, alts, cols, 'below') for l in weak_orders(alts))\n"
             "if snell(level, alts, cols, 'below') != best: wrong('buckets', dict(zip(alts, s)), snell(level, alts, cols, 'below'), 'best', best)\n"
             "right()", timeout=180),
        case("u13d_buckets_twelve_cbc", "twelve suppliers, seven criteria with ties: kemeny(consensus=buckets)'s weak "
             "order has the Kemeny-Snell distance of an independent integer programme over weak orders (asymmetry, "
             "transitivity and negative transitivity rows up front; CBC through PuLP)",
             "import pulp\n"
             "alts, cols = suppliers(79, n=12, judges=7, tie_step=0.5)\n"
             "data = table(alts, cols)\n"
             "s = np.asarray(make_method('kemeny(consensus=buckets)').score(data), dtype=float)\n"
             "level = {a: -float(v) for a, v in zip(alts, s)}\n"
             "P = pulp.LpProblem('b', pulp.LpMinimize)\n"
             "p = {(a, b): pulp.LpVariable(f'p_{a}_{b}', cat='Binary') for a in alts for b in alts if a != b}\n"
             "terms = []\n"
             "for col in cols.values():\n"
             "    v = dict(zip(alts, col))\n"
             "    for a, b in itertools.combinations(alts, 2):\n"
             "        w = prefers(v, a, b)\n"
             "        terms.append(1 - p[a, b] + p[b, a] if w > 0 else 1 - p[b, a] + p[a, b] if w < 0 else p[a, b] + p[b, a])\n"
             "P += pulp.lpSum(terms)\n"
             "for a, b in itertools.combinations(alts, 2): P += p[a, b] + p[b, a] <= 1\n"
             "for a, b, d in itertools.permutations(alts, 3):\n"
             "    P += p[a, b] + p[b, d] - p[a, d] <= 1\n"
             "    P += p[a, d] - p[a, b] - p[b, d] <= 0\n"
             "P.solve(pulp.PULP_CBC_CMD(msg=0))\n"
             "if abs(pulp.value(P.objective) - snell(level, alts, cols)) > 1e-6: wrong('not optimal', snell(level, alts, cols), 'CBC', pulp.value(P.objective))\n"
             "right()", timeout=240),
    ]
    # ------------------------------------------------ majority rules: Condorcet winner, Copeland
    c += [
        case("u13d_kemeny_two_tiers_eight", "eight projects in two tiers (every judge puts A-D above E-H but one, who "
             "swaps D and E), each tier a majority cycle with tied ranks inside: kemeny(solver=exact) is optimal over "
             "all 40320 orders (the decomposition into tiers and the cycles inside them), objective_ the minimum "
             "(ties as nothing or as halves)",
             "alts = list('ABCDEFGH')\n"
             "top = [['A', 'B', 'C', 'D'], ['B', 'C', 'D', 'A'], ['C', 'D', 'A', 'B'], ['D', 'A', 'B', 'C'], ['A', 'B', 'C', 'D']]\n"
             "bot = [['E', 'F', 'G', 'H'], ['G', 'H', 'E', 'F'], ['F', 'E', 'H', 'G'], ['H', 'G', 'F', 'E'], ['E', 'G', 'F', 'H']]\n"
             "cols = {}\n"
             "for k in range(5):\n"
             "    o = top[k] + bot[k]\n"
             "    if k == 2: o[3], o[4] = o[4], o[3]\n"
             "    r = [o.index(a) + 1 for a in alts]\n"
             "    if k == 1: r[alts.index('F')] = r[alts.index('E')]\n"
             "    if k == 4: r[alts.index('B')] = r[alts.index('A')]\n"
             "    cols[f'j{k + 1}'] = r\n"
             "data = table(alts, cols)\n"
             "Y = majority(alts, cols)\n"
             "best, arg = kemeny_bf(alts, Y)\n"
             "m = make_method('kemeny(solver=exact)')\n"
             "got = strict_order(data, m.aggregate(data))\n"
             "if got not in arg: wrong('not optimal', got, cost(got, Y), 'best', best, arg[:3])\n"
             "if float(m.objective_[0]) not in (best, best + tied_weight(alts, cols) / 2): wrong('objective', m.objective_, best)\n"
             "right()", timeout=180),
        case("u13d_fuser_best_first_lists", "each judge's ranking as a list of alternatives best first (the "
             "Fuser's docid lists, docs: README) with judge weights: Fuser('borda', weights=W) gives "
             "sum w * (n - r + 1) by hand, best first",
             "from rankagg import Fuser\n"
             "W = {'QS': 2.0, 'THE': 1.5, 'ARWU': 1.0, 'USNews': 0.5, 'CWUR': 0.25}\n"
             "got = Fuser('borda', weights=W)(LEAGUE)\n"
             "want = borda_hand(UNIS, ranks_of(LEAGUE, UNIS), W)\n"
             "if sorted(d for d, s in got) != sorted(UNIS): wrong('items', got)\n"
             "for d, s in got:\n"
             "    if not math.isclose(float(s), want[d], rel_tol=1e-12): wrong(d, s, want[d])\n"
             "for (x, _), (y, _) in zip(got, got[1:]):\n"
             "    if want[x] < want[y]: wrong('order', x, y)\n"
             "right()"),
        case("u13d_copeland_empty_cells_below", "six suppliers, five criteria with empty cells, copeland(unranked="
             "below): an empty cell loses to every rated alternative and ties with the other empty ones; scores are "
             "wins minus losses by hand",
             "alts, cols = suppliers(23, n=6, judges=5, missing=0.3)\n"
             "Y = majority(alts, cols, unranked='below')\n"
             "order, sc = fused_frame(long(alts, cols), \"copeland(unranked='below')\")\n"
             "want = copeland_hand(alts, Y)\n"
             "if {a: float(v) for a, v in sc.items()} != {a: float(v) for a, v in want.items()}: wrong(sc, want)\n"
             "right()"),
        case("u13d_rankings_int_ranks", "the wide table's ranks as an int64 array (what df[cols].to_numpy() gives a "
             "table without empty cells) in a Rankings: kemeny(solver=exact) and borda give the scores of the same "
             "ranks as float64, or the array is refused naming the ranks",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "R = np.array([col for col in cols.values()], dtype=np.int64).T\n"
             "mk = lambda r: Rankings(offsets=np.array([0, len(UNIS)]), ranks=r, qids=np.array(['decision']), docids=np.array(UNIS), ranker_names=tuple(cols))\n"
             "def chk(data):\n"
             "    for spec in ('kemeny(solver=exact)', 'borda'):\n"
             "        a = np.asarray(make_method(spec).score(data), dtype=float)\n"
             "        b = np.asarray(make_method(spec).score(mk(R.astype(float))), dtype=float)\n"
             "        if not np.array_equal(a, b): wrong(spec, a, b)\n"
             "    right()\n"
             "either(lambda: mk(R), chk, 'ranks', 'float64', 'dtype', 'int64')"),
        case("u13d_weights_sequence_order", "criterion weights given as a list in the order the analyst gave the "
             "criteria (price, quality, delivery, service: not alphabetical): rankagg.fuse(runs, 'borda', weights=[0.4, "
             "0.3, 0.2, 0.1]) on a mapping of runs weighs price 0.4 (Borda by hand, the mapping's order), or refuses "
             "the list naming weights; never the weights matched to another order",
             "alts, cols = suppliers(31, n=6, judges=4)\n"
             "names = ['price', 'quality', 'delivery', 'service']\n"
             "cols = dict(zip(names, cols.values()))\n"
             "Wl = [0.4, 0.3, 0.2, 0.1]\n"
             "want = borda_hand(alts, cols, dict(zip(names, Wl)))\n"
             "runs = {j: {'decision': {a: float(10 - r) for a, r in zip(alts, col)}} for j, col in cols.items()}\n"
             "def chk(got):\n"
             "    g = got['decision']\n"
             "    for a in alts:\n"
             "        if not math.isclose(float(g[a]), want[a], rel_tol=1e-12): wrong('mapping of runs', a, g[a], want[a])\n"
             "    right()\n"
             "either(lambda: rankagg.fuse(runs, 'borda', weights=Wl, depth=None), chk, 'weights')"),
        case("u13d_condorcet_winner_over_cycle", "a Condorcet winner above a three-way majority cycle (W beats "
             "everyone 3-0 or 2-1; x, y, z cycle): condorcet (both rules), copeland, mc4 and kemeny put W first",
             "alts = ['x', 'y', 'z', 'W']\n"
             "cols = ranks_of({'v1': ['W', 'x', 'y', 'z'], 'v2': ['y', 'W', 'z', 'x'], 'v3': ['z', 'x', 'W', 'y']}, alts)\n"
             "Y = majority(alts, cols)\n"
             "if not all(Y['W'][a] > Y[a]['W'] for a in 'xyz'): wrong('case: W is no Condorcet winner', Y)\n"
             "frame = long(alts, cols)\n"
             "for spec in ('condorcet', \"condorcet(rule='wins')\", 'copeland', 'mc4', 'kemeny', 'kemeny(solver=exact)'):\n"
             "    order, sc = fused_frame(frame, spec)\n"
             "    if order[0] != 'W': wrong(spec, order)\n"
             "right()"),
        case("u13d_world_ranks_gapped", "the league tables' world ranks as printed (MIT 1, Imperial 2, ... Caltech 155: "
             "positions among a thousand universities, not 1-7): Borda gives n - place + 1 by each table's order "
             "among the seven (docs: 'positions=local'), and kemeny(solver=exact) and copeland give the same scores as "
             "on the ranks 1-7",
             "WORLD = {'QS': [1, 2, 3, 5, 8, 12, 155], 'THE': [1, 3, 4, 6, 7, 9, 10], 'ARWU': [1, 2, 4, 5, 8, 9, 25],\n"
             "         'USNews': [1, 2, 3, 5, 8, 11, 15], 'CWUR': [1, 2, 3, 4, 5, 6, 7]}\n"
             "world = {t: [WORLD[t][o.index(a)] for a in UNIS] for t, o in LEAGUE.items()}\n"
             "compact = ranks_of(LEAGUE, UNIS)\n"
             "order, sc = fused_frame(long(UNIS, world), 'borda')\n"
             "if {a: float(v) for a, v in sc.items()} != borda_hand(UNIS, world): wrong('borda', sc, borda_hand(UNIS, world))\n"
             "for spec in ('kemeny(solver=exact)', 'copeland'):\n"
             "    if fused_frame(long(UNIS, world), spec) != fused_frame(long(UNIS, compact), spec): wrong(spec)\n"
             "right()"),
    ]
    # ------------------------------------------------ positional rules: Borda with ties, median and mean rank
    c += [
        case("u13d_borda_ties_frame_vs_preflib", "Borda on a committee's ranks with ties written 1, 2, 2, 4 in a long "
             "frame: each member gives n - r + 1 points, a tied class its best place's (docs/preferences.md: "
             "'2,{1,3},4': 1 and 3 second, 4 fourth), the same scores as the same ballots read from a .toc file",
             "from rankagg.io.preflib import read_preflib, election_to_rankings\n"
             "alts = ['P1', 'P2', 'P3', 'P4', 'P5']\n"
             "cols = {'ann': [1, 2, 2, 4, 5], 'bob': [2, 1, 3, 3, 5], 'cy': [1, 1, 3, 4, 4], 'dee': [3, 1, 2, 5, 4]}\n"
             "want = borda_hand(alts, cols)\n"
             "order, sc = fused_frame(long(alts, cols), 'borda')\n"
             "if {a: float(v) for a, v in sc.items()} != want: wrong('frame', sc, 'hand', want)\n"
             "lines = ['# FILE NAME: c.toc', '# TITLE: committee', '# DATA TYPE: toc', '# NUMBER ALTERNATIVES: 5',\n"
             "         '# NUMBER VOTERS: 4', '# NUMBER UNIQUE ORDERS: 4']\n"
             "lines += [f'# ALTERNATIVE NAME {i + 1}: {a}' for i, a in enumerate(alts)]\n"
             "for j, col in cols.items():\n"
             "    groups = []\n"
             "    for r in sorted(set(col)):\n"
             "        ids = [str(i + 1) for i, v in enumerate(col) if v == r]\n"
             "        groups.append(ids[0] if len(ids) == 1 else '{' + ','.join(ids) + '}')\n"
             "    lines.append('1: ' + ','.join(groups))\n"
             "open('c.toc', 'w').write('\\n'.join(lines) + '\\n')\n"
             "data = election_to_rankings(read_preflib('c.toc'))\n"
             "pl = dict(zip(map(str, data.docids), np.asarray(make_method('borda').score(data), dtype=float)))\n"
             "if set(pl) == set(alts) and pl != want: wrong('toc', pl, 'hand', want)\n"
             "if sorted(pl.values()) != sorted(want.values()): wrong('toc', pl, 'hand', want)\n"
             "right()"),
        case("u13d_borda_weighted_criteria", "suppliers scored on four criteria (higher is better) weighted "
             "price 0.4, quality 0.3, delivery 0.2, service 0.1 through rankagg.fuse(weights=): Borda is "
             "sum w * (n - r + 1) by hand",
             "alts, cols = suppliers(31, n=6, judges=4)\n"
             "names = ['price', 'quality', 'delivery', 'service']\n"
             "cols = dict(zip(names, cols.values()))\n"
             "W = {'price': 0.4, 'quality': 0.3, 'delivery': 0.2, 'service': 0.1}\n"
             "runs = {j: {'decision': {a: float(10 - r) for a, r in zip(alts, col)}} for j, col in cols.items()}\n"
             "got = rankagg.fuse(runs, 'borda', weights=W, depth=None)['decision']\n"
             "want = borda_hand(alts, cols, W)\n"
             "for a in alts:\n"
             "    if not math.isclose(float(got[a]), want[a], rel_tol=1e-12): wrong(a, got[a], want[a])\n"
             "if list(got) != sorted(alts, key=lambda a: -want[a]): wrong('order', list(got))\n"
             "right()"),
        case("u13d_wide_frame_api", "the analyst's wide DataFrame itself (one row per university, a column "
             "'alternative' and one column of ranks per league table) handed to rankagg.fuse: either refused naming "
             "the columns a long frame needs (or saying it is wide), or the Kemeny order of those ranks (lower is "
             "better); never the rank cells read as something else",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "wide = pd.DataFrame({'alternative': UNIS, **cols})\n"
             "best, arg = kemeny_bf(UNIS, majority(UNIS, cols))\n"
             "def chk(got):\n"
             "    wrong('accepted a wide frame:', type(got).__name__, str(got)[:300])\n"
             "either(lambda: rankagg.fuse(wide, 'kemeny(solver=exact)', depth=None), chk, 'qid', 'docid', 'ranker', 'wide', 'q_id', 'doc_id')"),
        case("u13d_two_decisions_int_qids", "two years of league tables in one long frame, the decision keyed by the "
             "year as an integer (2024, 2025), each year's tables different: kemeny(solver=exact) and borda give each "
             "year the consensus of that year's tables alone (brute force, hand), whatever the other year holds",
             "other = {t: list(reversed(o)) if t in ('QS', 'CWUR') else o[1:] + o[:1] for t, o in LEAGUE.items()}\n"
             "years = {2024: ranks_of(LEAGUE, UNIS), 2025: ranks_of(other, UNIS)}\n"
             "frame = pd.concat([long(UNIS, cols, qid=y) for y, cols in years.items()], ignore_index=True)\n"
             "got = rankagg.fuse(frame, 'kemeny(solver=exact)', depth=None)\n"
             "gb = rankagg.fuse(frame, 'borda', depth=None)\n"
             "for y, cols in years.items():\n"
             "    part = got[got['qid'].astype(str) == str(y)].sort_values('rank')\n"
             "    best, arg = kemeny_bf(UNIS, majority(UNIS, cols))\n"
             "    if tuple(map(str, part['docid'])) not in arg: wrong(y, list(part['docid']), arg)\n"
             "    pb = gb[gb['qid'].astype(str) == str(y)]\n"
             "    if dict(zip(map(str, pb['docid']), pb['score'].astype(float))) != borda_hand(UNIS, cols): wrong(y, 'borda', pb)\n"
             "right()", timeout=180),
        case("u13d_median_rank_five_tables", "median_rank on the seven universities in five league tables: the "
             "order of the median rank ascending (an odd number of tables, so the median is one table's rank); "
             "equal medians by the house rule (more rankers, better best rank, smaller name)",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "med = {a: statistics.median(col[UNIS.index(a)] for col in cols.values()) for a in UNIS}\n"
             "best = {a: min(col[UNIS.index(a)] for col in cols.values()) for a in UNIS}\n"
             "want = sorted(UNIS, key=lambda a: (med[a], best[a], a))\n"
             "order, sc = fused_frame(long(UNIS, cols), 'median_rank')\n"
             "if order != want: wrong(order, want, med)\n"
             "right()"),
        case("u13d_median_rank_even_missing", "median_rank(unranked='ignore') with four criteria and empty cells: "
             "the median over the criteria that rated the alternative (an even count: the mean of the middle two), "
             "ascending, checked as an order that never puts a larger median above a smaller",
             "alts, cols = suppliers(43, n=7, judges=4, missing=0.25)\n"
             "med = {}\n"
             "for i, a in enumerate(alts):\n"
             "    rs = []\n"
             "    for col in cols.values():\n"
             "        if col[i] is not None:\n"
             "            rs.append(1 + sum(1 for x in col if x is not None and x < col[i]))\n"
             "    if rs: med[a] = statistics.median(rs)\n"
             "order, sc = fused_frame(long(alts, cols), \"median_rank(unranked='ignore')\")\n"
             "order = [a for a in order if a in med]\n"
             "for x, y in zip(order, order[1:]):\n"
             "    if med[x] > med[y]: wrong(x, med[x], 'above', y, med[y], cols)\n"
             "right()"),
        case("u13d_cli_lists_table_kemeny", "the committee's table as a table of lists (one column per league table, "
             "the universities best first, as docs/genes.md reads a table of lists) with --method "
             "'kemeny(solver=exact)' -o out.csv: the table's order is Kemeny-optimal over all 5040 (brute force), or "
             "the method is refused naming it",
             "pd.DataFrame(LEAGUE).to_csv('tables.csv', index=False)\n"
             "rc, out, err = cli('fuse', 'tables.csv', '--method', 'kemeny(solver=exact)', '-o', 'out.csv', '--quiet')\n"
             "if rc == 2 and 'kemeny' in err and len(err.strip().splitlines()) == 1: right()\n"
             "if rc != 0: wrong('failed', rc, err[-300:])\n"
             "t = pd.read_csv('out.csv', dtype=str)\n"
             "if 'rank' in t: t = t.sort_values('rank', key=lambda c: c.astype(float))\n"
             "got = tuple(t['item'])\n"
             "best, arg = kemeny_bf(UNIS, majority(UNIS, ranks_of(LEAGUE, UNIS)))\n"
             "if got not in arg: wrong('not optimal', got, arg)\n"
             "right()"),
        case("u13d_cli_lists_table_borda", "the same table of lists with --method borda -o out.csv: the score column "
             "is n - r + 1 summed over the tables (hand), never a lower score above a higher, or the method refused naming it",
             "pd.DataFrame(LEAGUE).to_csv('tables.csv', index=False)\n"
             "rc, out, err = cli('fuse', 'tables.csv', '--method', 'borda', '-o', 'out.csv', '--quiet')\n"
             "if rc == 2 and 'borda' in err and len(err.strip().splitlines()) == 1: right()\n"
             "if rc != 0: wrong('failed', rc, err[-300:])\n"
             "t = pd.read_csv('out.csv')\n"
             "want = borda_hand(UNIS, ranks_of(LEAGUE, UNIS))\n"
             "got = dict(zip(t['item'].astype(str), t['score'].astype(float)))\n"
             "if got != want: wrong('scores', got, want)\n"
             "if any(want[x] < want[y] for x, y in zip(t['item'], t['item'][1:])): wrong('order', list(t['item']))\n"
             "right()"),
        case("u13d_unanimous_every_method", "five criteria that agree (the same strict order of six suppliers): "
             "borda, copeland, condorcet, kemeny(solver=exact), median_rank, mean_rank, rrf and "
             "kemeny(consensus=buckets) all return that order, Kemeny's objective 0",
             "alts = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']\n"
             "same = ['S4', 'S2', 'S6', 'S1', 'S5', 'S3']\n"
             "cols = ranks_of({f'c{k}': same for k in range(5)}, alts)\n"
             "for spec in ('borda', 'copeland', 'condorcet', 'kemeny(solver=exact)', 'median_rank', 'mean_rank', 'rrf',\n"
             "             'kemeny(consensus=buckets)'):\n"
             "    order, sc = fused_frame(long(alts, cols), spec)\n"
             "    if order != same: wrong(spec, order)\n"
             "m = make_method('kemeny(solver=exact)')\n"
             "m.aggregate(table(alts, cols))\n"
             "if float(m.objective_[0]) != 0: wrong('objective', m.objective_)\n"
             "right()"),
    ]
    # ------------------------------------------------ the tables such a user has, as frames
    c += [
        case("u13d_league_equal_strings", "a league table's tied ranks as printed, '1=' and 'T3' (strings in the "
             "rank column of a long frame): either read as ties (the Kemeny order of 1, 1, 3, 3) or refused naming "
             "the row or the value; never read as other ranks",
             "alts = ['A', 'B', 'C', 'D', 'E']\n"
             "printed = {'QS': ['1=', '1=', 'T3', 'T3', '5'], 'THE': ['2', '1', '4', '3', '5'], 'ARWU': ['1', '3', '2', '5', '4']}\n"
             "clean = {'QS': [1, 1, 3, 3, 5], 'THE': [2, 1, 4, 3, 5], 'ARWU': [1, 3, 2, 5, 4]}\n"
             "want = fused_frame(long(alts, clean), 'kemeny(solver=exact)')[0]\n"
             "def chk(got):\n"
             "    got = [str(d) for d in got.sort_values('rank')['docid']]\n"
             "    if got != want: wrong('read otherwise', got, want)\n"
             "    right()\n"
             "either(lambda: rankagg.fuse(long(alts, printed), 'kemeny(solver=exact)', depth=None), chk, '1=', 'T3', 'row', 'rank')"),
        case("u13d_melted_judge_column", "a wide table melted as pandas does it (df.melt(id_vars='alternative', "
             "var_name='judge', value_name='rank'); no query column, the judge in a 'judge' column): either one "
             "decision fused right (the Kemeny order of the table) or refused naming the column it misses",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "wide = pd.DataFrame({'alternative': UNIS, **cols})\n"
             "melted = wide.melt(id_vars='alternative', var_name='judge', value_name='rank')\n"
             "best, arg = kemeny_bf(UNIS, majority(UNIS, cols))\n"
             "def chk(got):\n"
             "    got = got.sort_values('rank')\n"
             "    col = 'alternative' if 'alternative' in got else 'docid'\n"
             "    if tuple(map(str, got[col])) not in arg: wrong('not the Kemeny order', list(got[col]), arg)\n"
             "    right()\n"
             "either(lambda: rankagg.fuse(melted, 'kemeny(solver=exact)', depth=None), chk, 'judge', 'ranker', 'qid', 'docid', 'alternative')"),
        case("u13d_melted_nan_cells", "a wide table with empty cells melted into a long frame (NaN ranks in the rank "
             "column, as melt keeps them): either NaN read as 'not rated' (the Kemeny order of the table with "
             "unranked='none', by brute force) or refused naming the row",
             "alts, cols = suppliers(53, n=7, judges=5, missing=0.25)\n"
             "frame = pd.DataFrame([('decision', a, j, np.nan if v is None else float(v)) for j, col in cols.items() for a, v in zip(alts, col)],\n"
             "                     columns=['qid', 'docid', 'ranker', 'rank'])\n"
             "best, arg = kemeny_bf(alts, majority(alts, cols))\n"
             "def chk(got):\n"
             "    got = tuple(map(str, got.sort_values('rank')['docid']))\n"
             "    if got not in arg: wrong('NaN read otherwise', got, arg[:3])\n"
             "    right()\n"
             "either(lambda: rankagg.fuse(frame, 'kemeny(solver=exact)', depth=None), chk, 'row', 'rank', 'nan', 'NaN')"),
        case("u13d_frame_order_invariance", "the same long frame with its rows shuffled (judges and "
             "alternatives first seen in another order): kemeny(solver=exact), borda, "
             "copeland and median_rank return the same consensus, scores and all (determinism the docs promise)",
             "alts, cols = suppliers(59, n=8, judges=5, tie_step=0.5)\n"
             "frame = long(alts, cols)\n"
             "shuf = frame.sample(frac=1.0, random_state=3).reset_index(drop=True)\n"
             "for spec in ('kemeny(solver=exact)', 'borda', 'copeland', 'median_rank'):\n"
             "    a = fused_frame(frame, spec)\n"
             "    b = fused_frame(shuf, spec)\n"
             "    if a != b: wrong(spec, a, b)\n"
             "right()", timeout=180),
        case("u13d_hash_seed_determinism", "the consensus JSON written twice in fresh processes with "
             "PYTHONHASHSEED=0 and =12345: the same bytes (kemeny(solver=exact) and kemeny(consensus=buckets) on "
             "a tied table)",
             "prog = ('import json, rankagg, numpy as np\\n'\n"
             "        'alts = [\"P1\", \"P2\", \"P3\", \"P4\", \"P5\", \"P6\"]\\n'\n"
             "        'cols = {\"ann\": [1, 2, 2, 4, 5, 6], \"bob\": [2, 1, 3, 3, 6, 5], \"cy\": [1, 1, 3, 4, 4, 6], \"dee\": [3, 1, 2, 6, 4, 5]}\\n'\n"
             "        'runs = {j: {\"d\": {a: float(7 - r) for a, r in zip(alts, c)}} for j, c in cols.items()}\\n'\n"
             "        'out = {m: rankagg.fuse(runs, m, depth=None) for m in (\"kemeny(solver=exact)\", \"kemeny(consensus=buckets)\")}\\n'\n"
             "        'print(json.dumps(out))\\n')\n"
             "outs = []\n"
             "for seed in ('0', '12345'):\n"
             "    r = subprocess.run([sys.executable, '-c', prog], capture_output=True, text=True, env=dict(os.environ, PYTHONHASHSEED=seed))\n"
             "    if r.returncode != 0: wrong('failed', r.stderr[-500:])\n"
             "    outs.append(r.stdout)\n"
             "if outs[0] != outs[1]: wrong(outs)\n"
             "right()", timeout=180),
        case("u13d_polars_frame", "the committee's long table as a polars DataFrame: rankagg.fuse returns a polars "
             "frame with the same consensus (items, ranks and scores) as the pandas frame",
             "import polars as pl\n"
             "alts, cols = suppliers(61, n=6, judges=4, tie_step=0.5)\n"
             "frame = long(alts, cols)\n"
             "want = fused_frame(frame, 'kemeny(solver=exact)')\n"
             "got = rankagg.fuse(pl.from_pandas(frame), 'kemeny(solver=exact)', depth=None)\n"
             "if not isinstance(got, pl.DataFrame): wrong('form', type(got))\n"
             "g = got.to_pandas().sort_values('rank')\n"
             "if ([str(d) for d in g['docid']], dict(zip(map(str, g['docid']), g['score'].astype(float)))) != want: wrong(g, want)\n"
             "right()"),
        case("u13d_buckets_objective_reported", "the bucket consensus of five projects with ties proves its answer "
             "(gap_ 0) and reports as objective_ the least Kemeny-Snell distance over all 541 weak orders (or half of "
             "it: a tie against a preference counted 1/2, the reverse 1)",
             "alts = ['P1', 'P2', 'P3', 'P4', 'P5']\n"
             "cols = {'ann': [1, 2, 2, 4, 5], 'bob': [2, 1, 3, 3, 5], 'cy': [1, 1, 3, 4, 4], 'dee': [3, 1, 2, 5, 4], 'eve': [2, 2, 1, 1, 5]}\n"
             "m = make_method('kemeny(consensus=buckets)')\n"
             "m.aggregate(table(alts, cols))\n"
             "best = min(snell(l, alts, cols) for l in weak_orders(alts))\n"
             "if float(m.gap_[0]) != 0: wrong('gap', m.gap_)\n"
             "if float(m.objective_[0]) not in (best, best / 2): wrong('objective', m.objective_, 'Kemeny-Snell', best)\n"
             "right()", timeout=180),
        case("u13d_kemeny_default_twelve_cbc", "twelve alternatives (the default kemeny's DP bound, exact_max=12) on "
             "seven criteria with ties and empty cells: the default kemeny's order costs the optimum of an "
             "independent linear ordering programme (every transitivity row, CBC through PuLP)",
             "import pulp\n"
             "alts, cols = suppliers(73, n=12, judges=7, tie_step=0.5, missing=0.15)\n"
             "data = table(alts, cols)\n"
             "Y = majority(alts, cols)\n"
             "got = strict_order(data, make_method('kemeny').aggregate(data))\n"
             "P = pulp.LpProblem('k', pulp.LpMinimize)\n"
             "x = {(a, b): pulp.LpVariable(f'x_{a}_{b}', cat='Binary') for a in alts for b in alts if a != b}\n"
             "P += pulp.lpSum(Y[b][a] * x[a, b] for a, b in x)\n"
             "for a, b in itertools.combinations(alts, 2): P += x[a, b] + x[b, a] == 1\n"
             "for a, b, d in itertools.permutations(alts, 3): P += x[a, b] + x[b, d] + x[d, a] <= 2\n"
             "P.solve(pulp.PULP_CBC_CMD(msg=0))\n"
             "if abs(pulp.value(P.objective) - cost(got, Y)) > 1e-6: wrong('not optimal', cost(got, Y), 'CBC', pulp.value(P.objective))\n"
             "right()", timeout=180),
    ]
    # ------------------------------------------------ the result written for a report, read back
    c += [
        case("u13d_json_report_roundtrip", "the consensus of a tied committee (copeland, with a three-way tie; "
             "kemeny(consensus=buckets)) dumped with json.dumps and loaded back: the same alternatives in the same "
             "order with the same scores, ties still equal",
             "alts = ['a', 'b', 'c', 'W']\n"
             "cols = ranks_of({'v1': ['W', 'a', 'b', 'c'], 'v2': ['W', 'b', 'c', 'a'], 'v3': ['W', 'c', 'a', 'b']}, alts)\n"
             "runs = {j: {'decision': {a: float(5 - r) for a, r in zip(alts, col)}} for j, col in cols.items()}\n"
             "for spec in ('copeland', 'kemeny(consensus=buckets)'):\n"
             "    got = rankagg.fuse(runs, spec, depth=None)\n"
             "    back = json.loads(json.dumps(got))\n"
             "    if list(back['decision'].items()) != [(k, float(v)) for k, v in got['decision'].items()]: wrong(spec, back, got)\n"
             "    s = back['decision']\n"
             "    if spec == 'copeland' and not (s['a'] == s['b'] == s['c'] < s['W']): wrong(spec, 'the tie', s)\n"
             "right()"),
        case("u13d_csv_report_names", "alternatives named as a report names them (a comma, a quote, an accent, a "
             "leading zero: 'Smith,Jones', 'O\"Neil', 'Zürich', '007'): the consensus frame written with to_csv and "
             "read back with dtype=str gives the same names, ranks and scores (repr-exact), or the odd name is "
             "refused naming it",
             "alts = ['Smith,Jones', 'O\"Neil', 'Zürich', '007', 'Plain']\n"
             "cols = {'j1': [1, 2, 3, 4, 5], 'j2': [2, 1, 3, 5, 4], 'j3': [1, 3, 2, 4, 5]}\n"
             "def chk(got):\n"
             "    got.to_csv('report.csv', index=False)\n"
             "    back = pd.read_csv('report.csv', dtype=str)\n"
             "    if list(back['docid']) != [str(d) for d in got['docid']]: wrong('names', list(back['docid']), list(got['docid']))\n"
             "    if [float(s) for s in back['score']] != [float(s) for s in got['score']]: wrong('scores')\n"
             "    if set(back['docid']) != set(alts): wrong('names changed', set(back['docid']))\n"
             "    right()\n"
             "either(lambda: rankagg.fuse(long(alts, cols), 'kemeny(solver=exact)', depth=None), chk, 'Smith,Jones', 'O\"Neil', 'Zürich', '007')"),
        case("u13d_cli_runs_kemeny_order", "the league tables as five TREC runs (score n - rank + 1, tag the "
             "table), rankagg fuse --method 'kemeny(solver=exact)' -o consensus.run: the written order is a "
             "Kemeny-optimal order of the tables (brute force over 5040) and reads back as six fields a line",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "files = write_runs(cols, UNIS)\n"
             "rc, out, err = cli('fuse', *files, '--method', 'kemeny(solver=exact)', '-o', 'consensus.run', '--quiet')\n"
             "if rc != 0: wrong('failed', err)\n"
             "got = tuple(d for d, s in read_run('consensus.run'))\n"
             "best, arg = kemeny_bf(UNIS, majority(UNIS, cols))\n"
             "if got not in arg: wrong(got, arg)\n"
             "right()"),
        case("u13d_cli_weights_file_borda", "criterion weights in a file ('NAME W' lines, as --help offers) for "
             "rankagg fuse --method borda on four criteria as TREC runs: the written order and scores are "
             "sum w * (n - r + 1) by hand",
             "alts, cols = suppliers(71, n=6, judges=4)\n"
             "files = write_runs(cols, alts)\n"
             "W = {'crit1': 0.4, 'crit2': 0.3, 'crit3': 0.2, 'crit4': 0.1}\n"
             "open('weights.txt', 'w').write(''.join(f'{k} {v}\\n' for k, v in W.items()))\n"
             "rc, out, err = cli('fuse', *files, '--method', 'borda', '--weights', 'weights.txt', '-o', 'c.run', '--quiet')\n"
             "if rc != 0: wrong('failed', err)\n"
             "want = borda_hand(alts, cols, W)\n"
             "got = read_run('c.run')\n"
             "if sorted(d for d, s in got) != sorted(alts): wrong('items', got)\n"
             "for (x, _), (y, _) in zip(got, got[1:]):\n"
             "    if want[x] < want[y] - 1e-9: wrong('order', x, 'above', y, want)\n"
             "for d, s in got:\n"
             "    if not math.isclose(s, want[d], rel_tol=1e-9, abs_tol=1e-6): wrong(d, s, want[d])\n"
             "right()"),
        case("u13d_cli_runs_to_csv", "rankagg fuse on judges' TREC runs with -o consensus.csv (a report's table): "
             "either a CSV that pandas reads back into columns with the alternatives and their fused scores, or a "
             "refusal naming consensus.csv; never TREC lines in a file called .csv",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "files = write_runs(cols, UNIS)\n"
             "rc, out, err = cli('fuse', *files, '--method', 'borda', '-o', 'consensus.csv', '--quiet')\n"
             "if rc == 2 and 'consensus.csv' in err and len(err.strip().splitlines()) == 1: right()\n"
             "if rc != 0: wrong('failed', err)\n"
             "t = pd.read_csv('consensus.csv', dtype=str)\n"
             "if t.shape[1] < 2 or not any(set(t[c]) == set(UNIS) for c in t.columns): wrong('not a CSV table', t.columns.tolist(), t.head(2).to_dict())\n"
             "right()"),
        case("u13d_cli_runs_to_json", "rankagg fuse on judges' TREC runs with -o consensus.json: either JSON that "
             "json.load reads back with the alternatives and their fused scores, or a refusal naming consensus.json",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "files = write_runs(cols, UNIS)\n"
             "rc, out, err = cli('fuse', *files, '--method', 'borda', '-o', 'consensus.json', '--quiet')\n"
             "if rc == 2 and 'consensus.json' in err and len(err.strip().splitlines()) == 1: right()\n"
             "if rc != 0: wrong('failed', err)\n"
             "text = open('consensus.json').read()\n"
             "try:\n"
             "    doc = json.loads(text)\n"
             "except ValueError:\n"
             "    try:\n"
             "        doc = [json.loads(ln) for ln in text.splitlines() if ln.strip()]\n"
             "    except ValueError:\n"
             "        wrong('not JSON', text[:200])\n"
             "if not all(u in json.dumps(doc) for u in UNIS): wrong('alternatives missing', text[:200])\n"
             "right()"),
    ]
    # ------------------------------------------------ wide tables handed to the command line
    wide_ranks = ("alternative,QS,THE,ARWU\nOxford,3,1,6\nCambridge,5,5,4\nStanford,6,4,2\nMIT,1,2,3\n"
                  "Harvard,4,3,1\nCaltech,7,6,5\nImperial,2,7,7\n")
    c += [
        case("u13d_cli_wide_rank_table", "the analyst's wide table (alternative, QS, THE, ARWU; cells are ranks "
             "1-7, no ties) given to rankagg fuse -o out.csv: either refused naming league.csv (cells are ranks, "
             "not the lists of names a table of lists holds) or a consensus of those ranks (the seven universities, "
             "MIT or Harvard first); never numbers ranked as items",
             f"open('league.csv', 'w').write({wide_ranks!r})\n"
             "rc, out, err = cli('fuse', 'league.csv', '-o', 'out.csv', '--quiet')\n"
             "if rc == 2 and 'league.csv' in err and len(err.strip().splitlines()) == 1:\n"
             "    if os.path.exists('out.csv'): wrong('left out.csv')\n"
             "    right()\n"
             "if rc != 0: wrong('failed', rc, err[-300:])\n"
             "t = pd.read_csv('out.csv', dtype=str)\n"
             "items = set(t['item']) if 'item' in t else set()\n"
             "if items != set(UNIS): wrong('items are not the alternatives', sorted(items)[:10])\n"
             "right()"),
        cli_bad("u13d_cli_wide_rank_table_ties", "the same wide table with league ties (THE ranks Oxford and "
                "Stanford both 1): refused naming league.csv and its line, no output",
                ["fuse", "league.csv", "-o", "out.csv"],
                {"league.csv": "alternative,QS,THE,ARWU\nOxford,3,1,6\nCambridge,5,5,4\nStanford,6,1,2\nMIT,1,2,3\n"
                               "Harvard,4,3,1\nCaltech,7,6,5\nImperial,2,7,7\n"},
                ("league.csv",), ("out.csv",)),
        cli_bad("u13d_cli_wide_score_table", "a wide table of criterion scores (price, quality, delivery days; "
                "decimals, one empty cell) given to rankagg fuse: refused naming suppliers.csv and a line, no "
                "output", ["fuse", "suppliers.csv", "-o", "out.csv"],
                {"suppliers.csv": "supplier,price,quality,delivery_days\nAcme,120.5,7.5,14\nBolt,99.0,6.0,21\n"
                                  "Cogs,130.25,,10\nDyna,99.5,8.0,7\n"},
                ("suppliers.csv",), ("out.csv",)),
        case("u13d_cli_long_rank_table", "the melted long table as CSV (alternative, judge, rank) given to rankagg "
             "fuse -o out.csv: either refused naming long.csv, or the consensus of the judges (the alternatives as "
             "items, a Kemeny-optimal or Borda order of the tables); never the three columns read as three lists",
             "cols = ranks_of(LEAGUE, UNIS)\n"
             "pd.DataFrame([(a, j, r) for j, col in cols.items() for a, r in zip(UNIS, col)], columns=['alternative', 'judge', 'rank']).to_csv('long.csv', index=False)\n"
             "rc, out, err = cli('fuse', 'long.csv', '-o', 'out.csv', '--quiet')\n"
             "if rc == 2 and 'long.csv' in err and len(err.strip().splitlines()) == 1:\n"
             "    if os.path.exists('out.csv'): wrong('left out.csv')\n"
             "    right()\n"
             "if rc != 0: wrong('failed', rc, err[-300:])\n"
             "t = pd.read_csv('out.csv', dtype=str)\n"
             "items = set(t['item']) if 'item' in t else set()\n"
             "if items != set(UNIS): wrong('items are not the alternatives', sorted(items)[:10])\n"
             "right()"),
    ]
    return c


THIRTEENTH_CROWD = "45 Unseen inputs: a thirteenth bar, a crowdsourcing and LLM-arena evaluator's day"

#: the thirteenth bar's crowd and arena helpers.  The references are outside rankagg: LMArena's ``arena-rank`` 0.1.1
#: (run to convergence), ``choix`` 0.4.1, the Bradley-Terry and Davidson likelihoods written out here and maximised
#: by SciPy (Newton on the exact gradient and Hessian), closed forms on two items, and brute force on small cases.
#: A wrong answer prints what differs and exits 0 (silent); a refusal a case allows passes on, marked
#: '[names it]' when it names what the case asks.
_U13C = r'''
import json, math, os, subprocess, sys, warnings
import numpy as np
import pandas as pd
LN10 = math.log(10.0)
def cli(*args):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr
def wrong(*what):
    print('WRONG:', *[str(w)[:400] for w in what])
    sys.exit(0)
def right():
    print('OK')
    sys.exit(0)
def named(err, names):
    return all(n in err for n in names)
def passthrough(rc, err):
    sys.stderr.write(err if err.endswith('\n') else err + '\n')
    sys.exit(rc)
def read_out(path):
    if path.endswith('.parquet'):
        return pd.read_parquet(path)
    if path.endswith('.jsonl'):
        return pd.read_json(path, lines=True, dtype={'item': str, 'query': str})
    return pd.read_csv(path, sep='\t' if path.endswith('.tsv') else ',', dtype={'item': str, 'query': str},
                       keep_default_na=False, na_values=[])
def fuse_out(inputs, *extra, out='o.csv'):
    rc, o, e = cli('fuse', *inputs, *extra, '-o', out)
    if rc != 0:
        passthrough(rc, e)
    return read_out(out), e
def either(inputs, extra, names, check, out='o.csv'):
    """Right either way: ``check`` passes on the output, or a clean refusal naming all of ``names``."""
    rc, o, e = cli('fuse', *inputs, *extra, '-o', out)
    if rc == 0:
        check(read_out(out), e)
        right()
    if rc == 2 and 'Traceback' not in e and named(e, names) and not os.path.exists(out):
        print('refused cleanly:', e.strip()[-300:])
        right()
    if rc == 2 and 'Traceback' not in e:
        wrong('VAGUE: refused without naming', names, ':', e.strip()[-300:])
    passthrough(rc, e)
def scores(df, q=None):
    d = df if q is None else df[df['query'].astype(str) == str(q)]
    return {str(i): float(s) for i, s in zip(d['item'], d['score'])}
def order(df, q=None):
    d = df if q is None else df[df['query'].astype(str) == str(q)]
    d = d.sort_values('rank', kind='stable')
    return [str(i) for i in d['item']]
def centred(d):
    m = sum(d.values()) / len(d)
    return {k: v - m for k, v in d.items()}
def same(got, ref, tol, what='', centre=True):
    if set(got) != set(ref):
        wrong(what, 'items', sorted(got)[:8], 'reference', sorted(ref)[:8])
    g, r = (centred(got), centred(ref)) if centre else (got, ref)
    worst = max(abs(g[k] - r[k]) for k in r)
    if not worst <= tol:
        k = max(r, key=lambda k: abs(g[k] - r[k]))
        wrong(what, 'largest difference', worst, 'at', k, 'got', got[k], 'reference', ref[k])
def ordered_by(df, ref, what='', gap=1e-7):
    """The table's rank order sorts the reference scores (higher first), up to reference near-ties."""
    o = order(df)
    for a, b in zip(o, o[1:]):
        if ref[b] > ref[a] + gap:
            wrong(what, 'order:', a, 'ranked above', b, 'but the reference scores', ref[a], ref[b])
def newton(f_grad_hess, x0, iters=200):
    x = np.array(x0, float)
    for _ in range(iters):
        v, g, H = f_grad_hess(x)
        step = np.linalg.lstsq(H, g, rcond=None)[0]
        t = 1.0
        while t > 1e-12:
            if f_grad_hess(x - t * step)[0] <= v + 1e-15 * abs(v):
                break
            t /= 2
        x = x - t * step
        if np.max(np.abs(t * step)) < 1e-13:
            break
    return x
def bt_ref(rows, items=None):
    """Bradley-Terry MLE of rows (a, b, outcome of a in {1, 0.5, 0}, weight) as arena-rank's likelihood: theta (ln)."""
    items = sorted({r[0] for r in rows} | {r[1] for r in rows}) if items is None else list(items)
    ix = {m: i for i, m in enumerate(items)}
    A = np.array([ix[r[0]] for r in rows]); B = np.array([ix[r[1]] for r in rows])
    o = np.array([float(r[2]) for r in rows]); w = np.array([float(r[3]) for r in rows])
    n = len(items)
    def fgh(z):
        t = np.concatenate([[0.0], z]); d = t[A] - t[B]
        p = 1 / (1 + np.exp(-d))
        v = -np.sum(w * (o * d - np.logaddexp(0, d)))
        gd = -w * (o - p); hd = w * p * (1 - p)
        g = np.bincount(A, gd, n) - np.bincount(B, gd, n)
        H = np.zeros((n, n))
        np.add.at(H, (A, A), hd); np.add.at(H, (B, B), hd); np.add.at(H, (A, B), -hd); np.add.at(H, (B, A), -hd)
        return v, g[1:], H[1:, 1:]
    z = newton(fgh, np.zeros(n - 1))
    t = np.concatenate([[0.0], z])
    return dict(zip(items, t - t.mean()))
def arena_ref(rows, items=None, scale=400.0, base=10.0, init=1000.0):
    t = bt_ref(rows, items)
    return {k: init + scale / math.log(base) * v for k, v in t.items()}
def davidson_ref(rows, items=None):
    """Davidson (1970) MLE: rows (a, b, 'win'|'loss'|'tie', weight); P(a wins) = e^u / (e^u + e^-u + nu), u = (t_a - t_b) / 2."""
    items = sorted({r[0] for r in rows} | {r[1] for r in rows}) if items is None else list(items)
    ix = {m: i for i, m in enumerate(items)}
    A = np.array([ix[r[0]] for r in rows]); B = np.array([ix[r[1]] for r in rows])
    kind = np.array([{'win': 0, 'loss': 1, 'tie': 2}[r[2]] for r in rows]); w = np.array([float(r[3]) for r in rows])
    n = len(items)
    from scipy.optimize import minimize
    def nll(x):
        t = np.concatenate([[0.0], x[:-1]]); lam = x[-1]
        u = (t[A] - t[B]) / 2
        lz = np.logaddexp(np.logaddexp(u, -u), lam)
        ll = np.where(kind == 0, u, np.where(kind == 1, -u, lam)) - lz
        ez = np.exp(u - lz); emz = np.exp(-u - lz); nz = np.exp(lam - lz)
        du = np.where(kind == 0, 1.0, np.where(kind == 1, -1.0, 0.0)) - (ez - emz)
        dl = (kind == 2) - nz
        gt = w * du / 2
        g = np.bincount(A, gt, n) - np.bincount(B, gt, n)
        return -np.sum(w * ll), -np.concatenate([g[1:], [np.sum(w * dl)]])
    x0 = np.zeros(n)
    r = minimize(nll, x0, jac=True, method='BFGS', options={'gtol': 1e-11, 'maxiter': 10000})
    r = minimize(nll, r.x, jac=True, method='L-BFGS-B', options={'gtol': 1e-13, 'ftol': 1e-15, 'maxiter': 10000})
    t = np.concatenate([[0.0], r.x[:-1]])
    return dict(zip(items, t - t.mean()))
def battles(n, models, elo, seed, judges=None, tie=0.1, bothbad=0.05, extra=False):
    rng = np.random.default_rng(seed)
    out = []
    for k in range(n):
        a, b = rng.choice(models, 2, replace=False)
        p = 1 / (1 + 10 ** ((elo[b] - elo[a]) / 400))
        u = rng.random()
        wnr = 'tie' if u < tie else 'tie (bothbad)' if u < tie + bothbad else 'model_a' if rng.random() < p else 'model_b'
        r = {'model_a': str(a), 'model_b': str(b), 'winner': wnr}
        if judges:
            r['judge'] = f'arena_user_{k % judges}'
        if extra:
            r.update({'question_id': f'{k:08x}', 'tstamp': 1.7e9 + k, 'language': 'English', 'turn': 1 + k % 3,
                      'anony': True, 'conv_metadata': {'sum_user_tokens': 10 + k % 7, 'sum_assistant_a_tokens': 200},
                      'dedup_tag': {'high_freq': False, 'sampled': True},
                      'category_tag': {'criteria_v0.1': {'math': bool(k % 5 == 0)}}})
        out.append(r)
    return out
OUTCOME = {'model_a': 1.0, 'model_b': 0.0, 'tie': 0.5, 'tie (bothbad)': 0.5}
def arena_rows(bs):
    return [(b['model_a'], b['model_b'], OUTCOME[b['winner']], b.get('weight', 1.0)) for b in bs]
def comparisons(n, items, strength, seed, tie=0.2, judges=0):
    rng = np.random.default_rng(seed)
    out = []
    for k in range(n):
        a, b = rng.choice(items, 2, replace=False)
        d = strength[a] - strength[b]
        pw = (1 - tie) / (1 + math.exp(-d)); u = rng.random()
        r = {'item_a': str(a), 'item_b': str(b), 'outcome': 'win' if u < pw else 'tie' if u < pw + tie else 'loss'}
        if judges:
            r['judge'] = f'worker{k % judges:03d}'
        out.append(r)
    return out
def dav_rows(cs):
    return [(c['item_a'], c['item_b'], c['outcome'], float(c.get('count', 1)) * float(c.get('weight', 1))) for c in cs]
def write_csv(name, rows, cols=None):
    pd.DataFrame(rows, columns=cols).to_csv(name, index=False)
def write_jsonl(name, rows):
    with open(name, 'w') as f:
        for r in rows:
            f.write(json.dumps(r) + '\n')
def trec_lines(path):
    return [ln.split() for ln in open(path, encoding='utf-8').read().splitlines() if ln.strip()]
def trec_eval_order(lines):
    """trec_eval's order of one query's lines: score descending, then docid descending (strcmp)."""
    return [l[2] for l in sorted(lines, key=lambda l: (-float(l[4]), tuple(-c for c in l[2].encode())))]
'''


def thirteenth_bar_crowd_cases() -> list[Case]:
    """Issue 45's thirteenth bar: a crowdsourcing and LLM-arena evaluator's day.  Battles exported as LMArena, Kaggle,
    MT-Bench and arena-hard write them; crowd tables with workers who judged a pair many times, items compared
    once, disconnected comparison graphs and counts up to 2^53; every rule that accepts comparisons, fitted and
    checked against arena-rank, choix, the likelihood maximised by SciPy, closed forms on two items and brute force;
    bootstrap intervals; the leaderboard written as CSV, JSONL, Parquet and a TREC run and read back by pandas and
    trec_eval's order.  A refusal is right where the input is not a comparison (a raw vote log, verdicts that are
    not winners) and names the file and line or the parameter."""
    G = THIRTEENTH_CROWD
    ok = lambda out, folder: out.strip().endswith("OK")  # noqa: E731

    def case(id: str, what: str, code: str, files: dict | None = None, why: str = "", timeout: float = 180,
             expect: str = "ok", mention: tuple[str, ...] = ("[names it]",), warns: str = "",
             outputs: tuple[str, ...] = ("o.csv",), memory_gb: float | None = 4.0) -> Case:
        return Case(id, G, what, code=_U13C + code, files=files or {}, expect=expect,
                    mention=mention if expect == "error" else (), check=ok if expect == "ok" else None,
                    outputs=outputs, memory_gb=memory_gb, timeout=timeout, why=why, warns=warns)

    def bad(id: str, what: str, args: list[str], files: dict, *mention: str, why: str = "") -> Case:
        return Case(id, G, what, argv=args, files=files, mention=mention, outputs=("o.csv", "o.run"), memory_gb=4.0,
                    timeout=120, why=why)

    import json as _json

    models6 = ["gpt-4o-2024-05-13", "claude-3-5-sonnet-20240620", "gemini-1.5-pro-001", "llama-3-70b-instruct",
               "mixtral-8x7b-instruct-v0.1", "gpt-3.5-turbo-0125"]
    elo6 = dict(zip(models6, [1120, 1100, 1080, 1040, 980, 950]))
    c: list[Case] = []

    # ------------------------------------------------ the battles as the arena and the field export them
    c += [
        case("u13c_battles_parquet_nested_columns",
             "fuse battles.parquet (written by pandas from the Arena's records: struct and nested columns "
             "conv_metadata, dedup_tag, category_tag left unread) --method arena --bootstrap 0: ratings equal to the "
             "Bradley-Terry likelihood maximised by hand (ties 1/2, 1000 + 400/ln 10 * theta)",
             f"bs = battles(1200, {models6!r}, {elo6!r}, 12, judges=30, extra=True)\n"
             "pd.DataFrame(bs).to_parquet('battles.parquet')\n"
             "df, e = fuse_out(['battles.parquet'], '--method', 'arena', '--bootstrap', '0')\n"
             "ref = arena_ref(arena_rows(bs)); same(scores(df), ref, 1e-4, 'parquet arena', centre=False); right()"),
        case("u13c_battles_csv_gz_pandas_index",
             "fuse battles.csv.gz written by pandas' to_csv(compression='gzip') with its default index (an unnamed "
             "first column, header ',model_a,model_b,winner,judge'): the index column is left unread like tstamp, "
             "ratings equal to the likelihood maximised by hand",
             f"bs = battles(900, {models6!r}, {elo6!r}, 13, judges=25)\n"
             "pd.DataFrame(bs).to_csv('battles.csv.gz', compression='gzip')\n"
             "df, e = fuse_out(['battles.csv.gz'], '--method', 'arena', '--bootstrap', '0')\n"
             "same(scores(df), arena_ref(arena_rows(bs)), 1e-4, 'csv.gz with index', centre=False); right()"),
        case("u13c_kaggle_onehot_winner_columns",
             "fuse train.csv of Kaggle's LMSYS arena-human-preference-55k (id, model_a, model_b, prompt, response_a, "
             "response_b, winner_model_a, winner_model_b, winner_tie: the winner one-hot, prompts with commas and "
             "newlines in quotes): either the same leaderboard as the winner column they encode, or a refusal naming "
             "the file and the missing winner column (not a complaint about a newline in a prompt)",
             f"bs = battles(600, {models6!r}, {elo6!r}, 14)\n"
             "rows = [{'id': 1000 + k, 'model_a': b['model_a'], 'model_b': b['model_b'],\n"
             "         'prompt': json.dumps(['Write a haiku,\\nthen explain it']), 'response_a': '[\"ok, sure\"]',\n"
             "         'response_b': '[\"no\"]', 'winner_model_a': int(b['winner'] == 'model_a'),\n"
             "         'winner_model_b': int(b['winner'] == 'model_b'), 'winner_tie': int(b['winner'].startswith('tie'))}\n"
             "        for k, b in enumerate(bs)]\n"
             "pd.DataFrame(rows).to_csv('train.csv', index=False)\n"
             "ref = arena_ref(arena_rows(bs))\n"
             "either(['train.csv'], ['--method', 'arena', '--bootstrap', '0'], ['train.csv', 'winner'],\n"
             "       lambda df, e: same(scores(df), ref, 1e-4, 'one-hot winners', centre=False))"),
        bad("u13c_arena_hard_verdicts_refused",
            "fuse verdicts.jsonl whose winner holds arena-hard-auto's judge verdicts (A>>B, A>B, A=B, B>A): not a "
            "winner of the Arena's four words, refused at the first such record's line (arena-rank would read each "
            "as a tie)",
            ["fuse", "verdicts.jsonl", "--method", "arena", "-o", "o.csv"],
            {"verdicts.jsonl": "".join(_json.dumps({"model_a": "gpt-4o", "model_b": b, "winner": w}) + "\n"
                                       for b, w in [("claude-3", "model_a"), ("llama-3", "A>>B"),
                                                    ("claude-3", "A=B"), ("llama-3", "B>A")])},
            "verdicts.jsonl:2", "A>>B"),
        case("u13c_both_bad_arena_rank_label",
             "fuse battles.jsonl whose ties are labelled 'both_bad' (arena-rank's own outcome map, which reads it as "
             "1/2): either ratings equal to arena-rank's reading (a tie), or a refusal at its line naming the value",
             f"bs = battles(700, {models6!r}, {elo6!r}, 15)\n"
             "for b in bs:\n"
             "    if b['winner'] == 'tie (bothbad)':\n"
             "        b['winner'] = 'both_bad'\n"
             "first = 1 + next(i for i, b in enumerate(bs) if b['winner'] == 'both_bad')\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "ref = arena_ref([(b['model_a'], b['model_b'], {'model_a': 1.0, 'model_b': 0.0}.get(b['winner'], 0.5), 1.0) for b in bs])\n"
             "either(['battles.jsonl'], ['--method', 'arena', '--bootstrap', '0'], [f'battles.jsonl:{first}', 'both_bad'],\n"
             "       lambda df, e: same(scores(df), ref, 1e-4, 'both_bad as a tie', centre=False))"),
        bad("u13c_raw_vote_log_refused",
            "fuse votes.jsonl, the Arena's raw vote log (type leftvote/rightvote/tievote/bothbad_vote, models [a, b], "
            "states): not a battle table (no model_a, model_b, winner), refused naming the file",
            ["fuse", "votes.jsonl", "--method", "arena", "-o", "o.csv"],
            {"votes.jsonl": "".join(_json.dumps({"tstamp": 1.7e9 + k, "type": t, "models": ["gpt-4o", "claude-3"],
                                                 "states": [{"conv_id": "x"}, {"conv_id": "y"}], "ip": "0.0.0.0"}) + "\n"
                                    for k, t in enumerate(["leftvote", "rightvote", "tievote", "bothbad_vote"]))},
            "votes.jsonl"),
        bad("u13c_null_winner_pretty_json",
            "fuse clean_battle.json (a pretty-printed JSON array, indent 2) whose third battle has winner null (a "
            "vote never cast): refused naming the file and the winner, not read as a tie or a string 'None'",
            ["fuse", "clean_battle.json", "--method", "arena", "-o", "o.csv"],
            {"clean_battle.json": _json.dumps([{"model_a": "a-1", "model_b": "b-2", "winner": "model_a"},
                                                {"model_a": "b-2", "model_b": "c-3", "winner": "tie"},
                                                {"model_a": "c-3", "model_b": "a-1", "winner": None},
                                                {"model_a": "a-1", "model_b": "c-3", "winner": "model_b"}], indent=2)},
            "clean_battle.json", "winner"),
        case("u13c_mt_bench_human_judgments_davidson",
             "fuse human_judgments.jsonl as lmsys/mt_bench_human_judgments ships it (question_id, model_a, model_b, "
             "winner model_a/model_b/tie, judge expert_N / gpt4_pair, conversation_a/_b lists of turns, turn 1 or 2) "
             "--method davidson --bootstrap 0: Davidson's ties, scores equal to its likelihood maximised by SciPy",
             "rng = np.random.default_rng(16)\n"
             "ms = ['gpt-4', 'claude-v1', 'gpt-3.5-turbo', 'vicuna-13b-v1.2', 'alpaca-13b', 'llama-13b']\n"
             "st = dict(zip(ms, [1.5, 1.0, 0.8, 0.2, -0.6, -1.0]))\n"
             "rows = []\n"
             "for k in range(900):\n"
             "    a, b = rng.choice(ms, 2, replace=False); d = st[a] - st[b]\n"
             "    p = np.array([math.exp(d / 2), math.exp(-d / 2), 0.5]); p /= p.sum()\n"
             "    w = str(rng.choice(['model_a', 'model_b', 'tie'], p=p))\n"
             "    rows.append({'question_id': 81 + k % 80, 'model_a': str(a), 'model_b': str(b), 'winner': w,\n"
             "                 'judge': 'gpt4_pair' if k % 3 == 0 else f'expert_{k % 13}', 'turn': 1 + k % 2,\n"
             "                 'conversation_a': [{'content': 'q', 'role': 'user'}, {'content': 'a', 'role': 'assistant'}],\n"
             "                 'conversation_b': [{'content': 'q', 'role': 'user'}]})\n"
             "write_jsonl('human_judgments.jsonl', rows)\n"
             "df, e = fuse_out(['human_judgments.jsonl'], '--method', 'davidson', '--bootstrap', '0')\n"
             "ref = davidson_ref([(r['model_a'], r['model_b'], {'model_a': 'win', 'model_b': 'loss', 'tie': 'tie'}[r['winner']], 1.0) for r in rows])\n"
             "same(scores(df), ref, 1e-5, 'davidson on MT-Bench judgments'); ordered_by(df, ref); right()"),
        case("u13c_api_fuse_battles_equals_cli",
             "rankagg.fuse('battles.jsonl') and `rankagg fuse battles.jsonl -o o.csv` (both with their defaults: the "
             "docstring says the default method is the command line's): the same ratings for every model",
             f"bs = battles(800, {models6!r}, {elo6!r}, 17, judges=20)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "import rankagg\n"
             "with warnings.catch_warnings():\n"
             "    warnings.simplefilter('ignore')\n"
             "    got = rankagg.fuse('battles.jsonl')\n"
             "df, e = fuse_out(['battles.jsonl'])\n"
             "if isinstance(got, pd.DataFrame):\n"
             "    api = {str(i): float(s) for i, s in zip(got['item'], got['score'])}\n"
             "else:\n"
             "    api = {str(i): float(s) for q in got for i, s in got[q].items()}\n"
             "same(api, scores(df), 1e-9, 'API vs CLI defaults', centre=False); right()"),
        case("u13c_two_monthly_exports_pooled",
             "fuse may.jsonl june.jsonl (two monthly battle exports, no query column) --method arena --bootstrap 0: "
             "one leaderboard of all the battles (equal to the likelihood maximised on both months together), or a "
             "refusal naming both files; never two leaderboards under one query or one month silently dropped",
             f"bs = battles(1000, {models6!r}, {elo6!r}, 48)\n"
             "write_jsonl('may.jsonl', bs[:450]); write_jsonl('june.jsonl', bs[450:])\n"
             "ref = arena_ref(arena_rows(bs))\n"
             "def check(df, e):\n"
             "    if len(df) != len(ref):\n"
             "        wrong('rows', len(df), 'models', len(ref), df[['query', 'item']].values.tolist())\n"
             "    same(scores(df), ref, 1e-4, 'two months pooled', centre=False)\n"
             "either(['may.jsonl', 'june.jsonl'], ['--method', 'arena', '--bootstrap', '0'], ['may.jsonl', 'june.jsonl'], check)"),
        case("u13c_two_models_closed_form_ratings",
             "fuse battles.jsonl of two models (model_a won 700, model_b 300, tie 150, tie (bothbad) 50) --method "
             "arena: the likelihood's closed form, ratings 1000 +- 200 log10(800/400) (ties one half each way)",
             "bs = ([{'model_a': 'm1', 'model_b': 'm2', 'winner': 'model_a'}] * 700 + [{'model_a': 'm1', 'model_b': 'm2', 'winner': 'model_b'}] * 300\n"
             "      + [{'model_a': 'm2', 'model_b': 'm1', 'winner': 'tie'}] * 150 + [{'model_a': 'm1', 'model_b': 'm2', 'winner': 'tie (bothbad)'}] * 50)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "df, e = fuse_out(['battles.jsonl'], '--method', 'arena', '--bootstrap', '0')\n"
             "h = 200 * math.log10(800 / 400)\n"
             "same(scores(df), {'m1': 1000 + h, 'm2': 1000 - h}, 1e-6, 'two models', centre=False); right()"),
    ]

    # ------------------------------------------------ crowd tables: counts, repeats, workers
    huge = 9_000_000_000_000_000
    c += [
        case("u13c_huge_counts_davidson_closed_form",
             f"fuse counts.csv of two items, a beat b with count {huge} (under 2^53), b beat a once, 3 ties (a "
             "counts table of a long-running crowd study) --method davidson: theta_a - theta_b = ln(W / L) exactly "
             "(two items: the model is saturated)",
             f"write_csv('counts.csv', [['q', 'a', 'b', 'win', {huge}], ['q', 'b', 'a', 'win', 1], ['q', 'a', 'b', 'tie', 3]],\n"
             "          ['query', 'item_a', 'item_b', 'outcome', 'count'])\n"
             "df, e = fuse_out(['counts.csv'], '--method', 'davidson')\n"
             "s = scores(df)\n"
             f"want = math.log({huge})\n"
             "if not abs((s['a'] - s['b']) - want) <= 1e-6 * want:\n"
             "    wrong('theta_a - theta_b', s['a'] - s['b'], 'closed form ln(W/L)', want)\n"
             "right()"),
        case("u13c_huge_counts_arena_closed_form",
             f"fuse counts.csv of two items, a beat b with count {huge}, b beat a once --method arena: ratings "
             f"1000 +- 200 log10({huge}) (the Bradley-Terry closed form; Elo's scale)",
             f"write_csv('counts.csv', [['q', 'a', 'b', 'win', {huge}], ['q', 'b', 'a', 'win', 1]],\n"
             "          ['query', 'item_a', 'item_b', 'outcome', 'count'])\n"
             "df, e = fuse_out(['counts.csv'], '--method', 'arena')\n"
             f"h = 200 * math.log10({huge})\n"
             "same(scores(df), {'a': 1000 + h, 'b': 1000 - h}, 1e-6 * h, 'arena huge counts', centre=False); right()"),
        case("u13c_counts_scaled_same_scores",
             "fuse counts.csv with every count multiplied by 10^12 (a counts table of shares as whole numbers) "
             "--method davidson: the same scores as the small counts (the MLE depends on proportions only), both "
             "equal to the likelihood maximised by SciPy",
             "rng = np.random.default_rng(18)\n"
             "its = ['i1', 'i2', 'i3', 'i4', 'i5']\n"
             "rows = [(a, b, o, int(rng.integers(1, 30))) for a in its for b in its if a < b for o in ('win', 'loss', 'tie')]\n"
             "write_csv('small.csv', [r[:3] + (r[3],) for r in rows], ['item_a', 'item_b', 'outcome', 'count'])\n"
             "write_csv('big.csv', [r[:3] + (r[3] * 10**12,) for r in rows], ['item_a', 'item_b', 'outcome', 'count'])\n"
             "s1 = scores(fuse_out(['small.csv'], '--method', 'davidson', out='s.csv')[0])\n"
             "s2 = scores(fuse_out(['big.csv'], '--method', 'davidson', out='b.csv')[0])\n"
             "ref = davidson_ref(rows)\n"
             "same(s1, ref, 1e-5, 'small counts'); same(s2, ref, 1e-5, 'counts x 1e12'); right()",
             outputs=("s.csv", "b.csv")),
        case("u13c_leading_zero_item_codes",
             "fuse crowd.csv whose items are a survey's codes 01, 1, 001 and 10 (distinct strings, as the platform "
             "exports them) --method davidson: four items named as written, scores equal to SciPy's on the codes as "
             "strings; never 01, 1 and 001 merged into one integer item",
             "st = {'01': 0.8, '1': 0.2, '001': -0.3, '10': -0.6}\n"
             "cs = comparisons(300, list(st), st, 49)\n"
             "write_csv('crowd.csv', cs)\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'davidson')\n"
             "same(scores(df), davidson_ref(dav_rows(cs)), 1e-5, 'item codes'); right()"),
        case("u13c_counts_written_as_floats",
             "fuse counts.csv whose count column pandas wrote as floats (3.0, 12.0: an integer column upcast by a "
             "missing cell before fillna): the same scores as the integers, or a refusal naming counts.csv:2 and the "
             "count; and a count of 2.5 in half.csv refused at its line (not a whole number)",
             "rows = [('a', 'b', 'win', 3), ('a', 'b', 'loss', 1), ('b', 'c', 'win', 12), ('b', 'c', 'tie', 2), ('c', 'a', 'win', 2), ('a', 'c', 'win', 5)]\n"
             "write_csv('ints.csv', rows, ['item_a', 'item_b', 'outcome', 'count'])\n"
             "write_csv('counts.csv', [r[:3] + (float(r[3]),) for r in rows], ['item_a', 'item_b', 'outcome', 'count'])\n"
             "write_csv('half.csv', [r[:3] + (2.5 if k == 1 else r[3],) for k, r in enumerate(rows)], ['item_a', 'item_b', 'outcome', 'count'])\n"
             "rc, o, e = cli('fuse', 'half.csv', '--method', 'davidson', '-o', 'h.csv')\n"
             "if rc != 2 or 'half.csv:3' not in e or 'Traceback' in e or os.path.exists('h.csv'):\n"
             "    wrong('count 2.5: exit', rc, e.strip()[-300:])\n"
             "ref = scores(fuse_out(['ints.csv'], '--method', 'davidson', out='i.csv')[0])\n"
             "same(ref, davidson_ref(rows), 1e-5, 'integer counts')\n"
             "either(['counts.csv'], ['--method', 'davidson'], ['counts.csv:2', 'count'],\n"
             "       lambda df, e: same(scores(df), ref, 1e-9, 'float counts vs integer counts'))",
             outputs=("o.csv", "h.csv", "i.csv")),
        case("u13c_choix_int_pairs_jsonl_ilsr",
             "fuse pairs.jsonl written from choix-style data (item_a, item_b JSON integers 0..7, outcome win: the "
             "winner first) --method davidson: no ties, so Bradley-Terry's MLE, equal to choix.ilsr_pairwise(8, data, "
             "alpha=0) to 1e-5, the items named 0..7",
             "import choix\n"
             "rng = np.random.default_rng(20)\n"
             "th = np.linspace(1.5, -1.5, 8)\n"
             "data = []\n"
             "for _ in range(400):\n"
             "    i, j = rng.choice(8, 2, replace=False)\n"
             "    data.append((int(i), int(j)) if rng.random() < 1 / (1 + math.exp(th[j] - th[i])) else (int(j), int(i)))\n"
             "write_jsonl('pairs.jsonl', [{'item_a': w, 'item_b': l, 'outcome': 'win'} for w, l in data])\n"
             "df, e = fuse_out(['pairs.jsonl'], '--method', 'davidson')\n"
             "ref = choix.ilsr_pairwise(8, data, alpha=0.0, tol=1e-12, max_iter=10000)\n"
             "same(scores(df), {str(k): float(v) for k, v in enumerate(ref)}, 1e-5, 'davidson vs choix ilsr'); right()"),
    ]

    # ------------------------------------------------ where the Bradley-Terry maximum does not exist
    strong = {"s1": 1.0, "s2": 0.6, "s3": 0.2, "s4": -0.3, "s5": -0.8}
    c += [
        case("u13c_new_model_one_battle_won",
             "fuse battles.jsonl where a model added yesterday has one battle, which it won (the other six well "
             "connected) --method arena --bootstrap 0: its rating has no finite maximum, so rankagg warns naming it and "
             "ranks it first; the other models' ratings, centred among themselves, equal the likelihood maximised "
             "without that battle (its likelihood tends to 1)",
             f"bs = battles(1200, {models6!r}, {elo6!r}, 50)\n"
             f"new = [{{'model_a': {models6[5]!r}, 'model_b': 'brand-new-model-0601', 'winner': 'model_b'}}]\n"
             "write_jsonl('battles.jsonl', bs + new)\n"
             "df, e = fuse_out(['battles.jsonl'], '--method', 'arena', '--bootstrap', '0')\n"
             "if 'brand-new-model-0601' not in e:\n"
             "    wrong('no warning naming the new model; stderr:', e[-300:])\n"
             "if order(df)[0] != 'brand-new-model-0601':\n"
             "    wrong('the unbeaten new model is not first:', order(df))\n"
             "s = scores(df); s.pop('brand-new-model-0601')\n"
             "same(s, arena_ref(arena_rows(bs)), 1e-2, 'the connected models'); right()"),
        case("u13c_position_bias_judge_symmetric",
             "fuse judge.jsonl from an LLM judge run on both orders of every pair (swap for position bias) that always "
             "prefers the first answer: every pair won once each way, so Davidson's maximum puts every system level "
             "(theta all equal, no 'unbounded' warning), and the TREC run of it is read by trec_eval in the table's order",
             "sy = ['sys-a', 'sys-b', 'sys-c', 'sys-d', 'sys-e']\n"
             "rows = [{'item_a': x, 'item_b': y, 'outcome': 'win', 'judge': 'gpt-4-judge'} for x in sy for y in sy if x != y]\n"
             "write_jsonl('judge.jsonl', rows)\n"
             "df, e = fuse_out(['judge.jsonl'], '--method', 'davidson')\n"
             "s = scores(df)\n"
             "if max(s.values()) - min(s.values()) > 1e-9:\n"
             "    wrong('position-balanced data, unequal scores', s)\n"
             "if 'maximum' in e or 'unbounded' in e:\n"
             "    wrong('warned about a maximum that exists:', e[-300:])\n"
             "rc, o, e2 = cli('fuse', 'judge.jsonl', '--method', 'davidson', '-o', 'o.run')\n"
             "if rc:\n"
             "    passthrough(rc, e2)\n"
             "if trec_eval_order(trec_lines('o.run')) != order(df):\n"
             "    wrong('trec_eval reads', trec_eval_order(trec_lines('o.run')), 'the table ranks', order(df))\n"
             "right()", outputs=("o.csv", "o.run")),
        case("u13c_disconnected_groups_warn_and_fit",
             "fuse crowd.csv whose comparison graph has two parts never compared with each other (text models "
             "p1..p4, image models v1..v4, one batch each) --method davidson: the offset between the parts is "
             "arbitrary, so rankagg warns naming the parts; within each part the differences equal those of "
             "Davidson's likelihood (one tie parameter for both parts) maximised by SciPy (u5g_comp_disconnected_davidson "
             "checked the warning only)",
             "g1 = {'p1': 1.0, 'p2': 0.3, 'p3': -0.2, 'p4': -0.9}; g2 = {'v1': 0.8, 'v2': 0.1, 'v3': -0.4, 'v4': -1.1}\n"
             "c1 = comparisons(250, list(g1), g1, 24); c2 = comparisons(250, list(g2), g2, 25)\n"
             "write_csv('crowd.csv', c1 + c2)\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'davidson')\n"
             "if not (any(k in e for k in g1) and any(k in e for k in g2)):\n"
             "    wrong('no warning naming the two parts; stderr:', e[-300:])\n"
             "s = scores(df); ref = davidson_ref(dav_rows(c1 + c2))  # one tie parameter for both parts\n"
             "same({k: s[k] for k in g1}, {k: ref[k] for k in g1}, 1e-4, 'part 1')\n"
             "same({k: s[k] for k in g2}, {k: ref[k] for k in g2}, 1e-4, 'part 2'); right()"),
        case("u13c_disconnected_bootstrap_unbounded",
             "fuse crowd.csv (two parts never compared) --method davidson --bootstrap 40 --bootstrap-by comparisons: "
             "the docs' rule, score intervals -inf..inf (the maximum is not unique), read back by pandas as floats, "
             "rank intervals integers in 1..n around each rank",
             "g1 = {'p1': 1.0, 'p2': 0.3, 'p3': -0.2}; g2 = {'v1': 0.8, 'v2': 0.1, 'v3': -0.4}\n"
             "write_csv('crowd.csv', comparisons(150, list(g1), g1, 28) + comparisons(150, list(g2), g2, 29))\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'davidson', '--bootstrap', '40', '--bootstrap-by', 'comparisons')\n"
             "lo = df['score_low'].astype(float); hi = df['score_high'].astype(float)\n"
             "if not (np.isneginf(lo).all() and np.isposinf(hi).all()):\n"
             "    wrong('score intervals not -inf..inf:', list(zip(df['item'], lo, hi)))\n"
             "if not ((df['rank_low'] <= df['rank']) & (df['rank'] <= df['rank_high']) & (df['rank_low'] >= 1) & (df['rank_high'] <= 6)).all():\n"
             "    wrong('rank intervals', df[['item', 'rank', 'rank_low', 'rank_high']].values.tolist())\n"
             "right()"),
        case("u13c_tie_only_link_is_bounded",
             "fuse crowd.csv where item 'c' meets the rest only in ties with 'b' (a b c chain: a and b with wins both "
             "ways, b and c tied 3 times) --method davidson: every split has a tie across it, so the maximum is "
             "finite and unique (Davidson 1970): no 'unbounded' warning, scores equal SciPy's, c tied with b",
             "rows = [{'item_a': 'a', 'item_b': 'b', 'outcome': 'win'}] * 5 + [{'item_a': 'b', 'item_b': 'a', 'outcome': 'win'}] * 2\n"
             "rows += [{'item_a': 'b', 'item_b': 'c', 'outcome': 'tie'}] * 3\n"
             "write_csv('crowd.csv', rows)\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'davidson')\n"
             "if 'c' in [w.strip(\"'\") for w in e.replace(',', ' ').split()]:\n"
             "    wrong('warned about c although its maximum is finite:', e[-300:])\n"
             "ref = davidson_ref(dav_rows(rows))\n"
             "same(scores(df), ref, 1e-5, 'tie-linked item'); right()"),
        case("u13c_all_ties_equal_scores",
             "fuse crowd.csv where the workers called every pair of 4 items a tie (twice each) --method davidson: "
             "every score equal (theta = 0), the ranks by the documented rule (equal scores by item name), and the "
             "TREC run of it read in that order by trec_eval",
             "its = ['w', 'x', 'y', 'z']\n"
             "rows = [{'item_a': a, 'item_b': b, 'outcome': 'tie'} for a in its for b in its if a < b] * 2\n"
             "write_csv('crowd.csv', rows)\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'davidson')\n"
             "s = scores(df)\n"
             "if max(s.values()) - min(s.values()) > 1e-9:\n"
             "    wrong('unequal scores for all-ties data:', s)\n"
             "rc, o, e2 = cli('fuse', 'crowd.csv', '--method', 'davidson', '-o', 'o.run')\n"
             "if rc:\n"
             "    passthrough(rc, e2)\n"
             "if trec_eval_order(trec_lines('o.run')) != order(df):\n"
             "    wrong('trec_eval reads', trec_eval_order(trec_lines('o.run')), 'the table ranks', order(df))\n"
             "right()", outputs=("o.csv", "o.run")),
        case("u13c_cycle_equal_scores_trec_order",
             "fuse cycle.csv (a>b, b>c, c>a once each; d lost to each of them twice and beat each once) --method arena --bootstrap 0 -o "
             "lb.run: a, b, c equal ratings (Bradley-Terry by symmetry), and trec_eval reads the run's lines in the "
             "leaderboard's order (the tied scores nudged as the docs say)",
             "rows = [('a', 'b'), ('b', 'c'), ('c', 'a')] + [(x, 'd') for x in 'abc'] * 2 + [('d', x) for x in 'abc']\n"
             "write_csv('cycle.csv', [(x, y, 'win') for x, y in rows], ['item_a', 'item_b', 'outcome'])\n"
             "df, e = fuse_out(['cycle.csv'], '--method', 'arena', '--bootstrap', '0')\n"
             "s = scores(df)\n"
             "if max(s['a'], s['b'], s['c']) - min(s['a'], s['b'], s['c']) > 1e-6:\n"
             "    wrong('a, b, c not equal:', s)\n"
             "same(s, arena_ref([(x, y, 1.0, 1.0) for x, y in rows]), 1e-4, 'cycle', centre=False)\n"
             "rc, o, e2 = cli('fuse', 'cycle.csv', '--method', 'arena', '--bootstrap', '0', '-o', 'lb.run')\n"
             "if rc:\n"
             "    passthrough(rc, e2)\n"
             "if trec_eval_order(trec_lines('lb.run')) != order(df):\n"
             "    wrong('trec_eval reads', trec_eval_order(trec_lines('lb.run')), 'the table ranks', order(df))\n"
             "right()", outputs=("o.csv", "lb.run")),
    ]

    # ------------------------------------------------ the other rules on comparisons, by brute force
    c += [
        case("u13c_borda_wins_counts",
             "fuse crowd.csv (weights and counts, ties) --method borda_wins: each item's wins plus half its ties, "
             "weighted (the docs: 'wins, ties half'), counted by hand; scores equal or proportional, the order theirs",
             "rng = np.random.default_rng(30)\n"
             "its = ['a', 'b', 'c', 'd', 'e']\n"
             "rows = [{'item_a': str(x), 'item_b': str(y), 'outcome': str(rng.choice(['win', 'loss', 'tie'])),\n"
             "         'count': int(rng.integers(1, 5)), 'weight': float(rng.choice([0.5, 1.0, 2.0]))}\n"
             "        for _ in range(60) for x, y in [rng.choice(its, 2, replace=False)]]\n"
             "write_csv('crowd.csv', rows)\n"
             "ref = {i: 0.0 for i in its}\n"
             "for r in rows:\n"
             "    w = r['count'] * r['weight']\n"
             "    if r['outcome'] == 'win': ref[r['item_a']] += w\n"
             "    elif r['outcome'] == 'loss': ref[r['item_b']] += w\n"
             "    else: ref[r['item_a']] += w / 2; ref[r['item_b']] += w / 2\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'borda_wins')\n"
             "s = scores(df)\n"
             "k = s['a'] / ref['a']\n"
             "same(s, {i: k * v for i, v in ref.items()}, 1e-9 * max(s.values()), 'borda_wins (up to a factor)', centre=False)\n"
             "ordered_by(df, ref, gap=1e-9); right()"),
        case("u13c_copeland_ties_brute",
             "fuse crowd.csv (5 items; pairs won, lost and tied, one pair exactly split) --method copeland: each "
             "item's majority wins minus losses over the pairs (a tie half a vote each way, a split pair neither), by hand",
             "rows = []\n"
             "def add(a, b, o, n):\n"
             "    rows.extend([{'item_a': a, 'item_b': b, 'outcome': o}] * n)\n"
             "add('a', 'b', 'win', 3); add('a', 'b', 'loss', 1); add('b', 'c', 'tie', 4); add('c', 'b', 'win', 1)\n"
             "add('a', 'c', 'win', 2); add('a', 'c', 'loss', 2); add('d', 'a', 'win', 2); add('d', 'b', 'tie', 1)\n"
             "add('e', 'd', 'win', 1); add('e', 'c', 'loss', 1); add('b', 'e', 'tie', 2); add('b', 'e', 'win', 1)\n"
             "write_csv('crowd.csv', rows)\n"
             "its = 'abcde'; Y = {(x, y): 0.0 for x in its for y in its}\n"
             "for r in rows:\n"
             "    a, b, o = r['item_a'], r['item_b'], r['outcome']\n"
             "    if o == 'win': Y[a, b] += 1\n"
             "    elif o == 'loss': Y[b, a] += 1\n"
             "    else: Y[a, b] += 0.5; Y[b, a] += 0.5\n"
             "ref = {x: float(sum((Y[x, y] > Y[y, x]) - (Y[x, y] < Y[y, x]) for y in its if y != x)) for x in its}\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'copeland')\n"
             "s = scores(df)\n"
             "if {k: round(v, 9) for k, v in s.items()} != ref:\n"
             "    ordered_by(df, ref, gap=0.5)\n"
             "    if sorted(set(round(v, 9) for v in s.values())) and len(set(s.values())) != len(set(ref.values())):\n"
             "        wrong('copeland scores', s, 'by hand', ref)\n"
             "ordered_by(df, ref, gap=0.5); right()"),
        case("u13c_kemeny_buckets_comparison_ties",
             "fuse crowd.csv (4 items; workers said win, loss or tie) --method 'kemeny(consensus=buckets)': the "
             "bucket order's Kemeny-Snell cost over the comparisons (a win against a tied consensus 1, against the "
             "reverse 2; a tie against a strict consensus 1, against a tie 0) equals the minimum over all 75 weak "
             "orders by brute force",
             "import itertools\n"
             "rows = []\n"
             "def add(a, b, o, n):\n"
             "    rows.extend([{'item_a': a, 'item_b': b, 'outcome': o}] * n)\n"
             "add('a', 'b', 'tie', 4); add('a', 'b', 'win', 1); add('b', 'c', 'win', 3); add('b', 'c', 'tie', 1)\n"
             "add('a', 'c', 'win', 2); add('c', 'd', 'tie', 3); add('c', 'd', 'loss', 1); add('a', 'd', 'win', 2); add('b', 'd', 'tie', 2)\n"
             "write_csv('crowd.csv', rows)\n"
             "its = 'abcd'\n"
             "def cost(level):\n"
             "    t = 0\n"
             "    for r in rows:\n"
             "        a, b, o = r['item_a'], r['item_b'], r['outcome']\n"
             "        if o == 'loss': a, b, o = b, a, 'win'\n"
             "        if o == 'tie': t += 0 if level[a] == level[b] else 1\n"
             "        else: t += 0 if level[a] < level[b] else 1 if level[a] == level[b] else 2\n"
             "    return t\n"
             "weak = [dict(zip(its, lv)) for lv in itertools.product(range(4), repeat=4)]\n"
             "best = min(cost(w) for w in weak)\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'kemeny(consensus=buckets)')\n"
             "s = scores(df); lv = sorted(set(s.values()), reverse=True)\n"
             "got = cost({k: lv.index(v) for k, v in s.items()})\n"
             "if got != best:\n"
             "    wrong('bucket order', s, 'costs', got, 'brute force minimum', best)\n"
             "right()"),
        case("u13c_arena_rule_on_comparison_table",
             "fuse crowd.csv (query, item_a, item_b, outcome win/loss/tie, a crowd table, not battles) --method arena: "
             "arena-rank's likelihood on the same comparisons (a tie = outcome 1/2), ratings equal to SciPy's",
             "st = {'r1': 0.9, 'r2': 0.4, 'r3': 0.0, 'r4': -0.5, 'r5': -0.9}\n"
             "cs = comparisons(500, list(st), st, 32)\n"
             "write_csv('crowd.csv', [dict(c, query='batch7') for c in cs])\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'arena')\n"
             "ref = arena_ref([(c['item_a'], c['item_b'], {'win': 1.0, 'loss': 0.0, 'tie': 0.5}[c['outcome']], 1.0) for c in cs])\n"
             "same(scores(df), ref, 1e-4, 'arena on a comparison table', centre=False); right()"),
        case("u13c_arena_reweighted_equals_arena_rank",
             "fuse battles.jsonl with a weight column set as arena-rank's reweighted option sets it (1 / max(battles of "
             "the pair, 50)) --method arena --bootstrap 0: equal to arena-rank's PairDataset.from_pandas(reweighted="
             "True) fitted to convergence",
             f"bs = battles(1400, {models6!r}, {elo6!r}, 33)\n"
             "frame = pd.DataFrame(bs)\n"
             "pair = frame.apply(lambda r: tuple(sorted((r['model_a'], r['model_b']))), axis=1)\n"
             "frame['weight'] = 1.0 / np.maximum(pair.map(pair.value_counts()), 50)\n"
             "frame.to_json('battles.jsonl', orient='records', lines=True)\n"
             "df, e = fuse_out(['battles.jsonl'], '--method', 'arena', '--bootstrap', '0')\n"
             "from arena_rank.utils.data_utils import PairDataset\n"
             "from arena_rank.models.bradley_terry import BradleyTerry\n"
             "ds = PairDataset.from_pandas(frame[['model_a', 'model_b', 'winner']].replace('tie (bothbad)', 'both_bad'), reweighted=True)\n"
             "m = BradleyTerry(len(ds.competitors), max_iter=100000, ftol=1e-15, gtol=1e-12)\n"
             "ref = dict(zip(ds.competitors, [float(x) for x in m.compute_ratings_and_cis(ds)['ratings']]))\n"
             "same(scores(df), ref, 1e-4, 'reweighted', centre=False); right()",
             timeout=240, memory_gb=None),
        case("u13c_arena_scale_parameters",
             "fuse battles.jsonl --method arena --param init_rating=1500, and 'arena(scale=1, base=2.718281828459045, "
             "init_rating=0)': every rating 500 above the default's, and the second the natural-log Bradley-Terry "
             "strengths (default - 1000) * ln 10 / 400",
             f"bs = battles(600, {models6!r}, {elo6!r}, 34)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "d0 = scores(fuse_out(['battles.jsonl'], '--method', 'arena', '--bootstrap', '0', out='a.csv')[0])\n"
             "d1 = scores(fuse_out(['battles.jsonl'], '--method', 'arena', '--param', 'init_rating=1500', '--bootstrap', '0', out='b.csv')[0])\n"
             "d2 = scores(fuse_out(['battles.jsonl'], '--method', 'arena(scale=1, base=2.718281828459045, init_rating=0)', '--bootstrap', '0', out='c.csv')[0])\n"
             "same(d1, {k: v + 500 for k, v in d0.items()}, 1e-6, 'init_rating=1500', centre=False)\n"
             "same(d2, {k: (v - 1000) * LN10 / 400 for k, v in d0.items()}, 1e-8, 'natural scale', centre=False); right()",
             outputs=("a.csv", "b.csv", "c.csv")),
        case("u13c_param_flag_equals_spec",
             "fuse crowd.csv --method davidson --param alpha=0.05 against --method 'davidson(alpha=0.05)': the same "
             "bytes (the --param flag reaches a comparison rule as it reaches a registry method), and both unlike "
             "alpha=0's scores",
             "st = {'r1': 0.9, 'r2': 0.4, 'r3': 0.0, 'r4': -0.5}\n"
             "write_csv('crowd.csv', comparisons(120, list(st), st, 35))\n"
             "fuse_out(['crowd.csv'], '--method', 'davidson', '--param', 'alpha=0.05', out='a.csv')\n"
             "fuse_out(['crowd.csv'], '--method', 'davidson(alpha=0.05)', out='b.csv')\n"
             "fuse_out(['crowd.csv'], '--method', 'davidson', out='c.csv')\n"
             "a, b, z = (open(n, 'rb').read() for n in ('a.csv', 'b.csv', 'c.csv'))\n"
             "if a != b:\n"
             "    wrong('--param alpha=0.05 differs from davidson(alpha=0.05)')\n"
             "if a == z:\n"
             "    wrong('--param alpha=0.05 ignored: same bytes as alpha=0')\n"
             "right()", outputs=("a.csv", "b.csv", "c.csv")),
        bad("u13c_arena_elo_k_factor_refused",
            "fuse battles.jsonl --method 'arena(k=32)' (an online Elo's K-factor, which arena's Bradley-Terry fit has "
            "not): refused naming the parameter, not ignored",
            ["fuse", "battles.jsonl", "--method", "arena(k=32)", "-o", "o.csv"],
            {"battles.jsonl": "".join(_json.dumps({"model_a": a, "model_b": b, "winner": w}) + "\n" for a, b, w in
                                      [("m1", "m2", "model_a"), ("m2", "m3", "model_b"), ("m3", "m1", "tie"),
                                       ("m1", "m3", "model_b"), ("m2", "m1", "model_a")])},
            "k"),
        bad("u13c_elo_method_points_to_arena",
            "fuse battles.jsonl --method elo (the name the Arena's notebooks use): refused naming elo and pointing at "
            "the comparison rules (arena is the Arena's rating), not a list of run methods only",
            ["fuse", "battles.jsonl", "--method", "elo", "-o", "o.csv"],
            {"battles.jsonl": "".join(_json.dumps({"model_a": a, "model_b": b, "winner": w}) + "\n" for a, b, w in
                                      [("m1", "m2", "model_a"), ("m2", "m3", "model_b"), ("m3", "m1", "tie")])},
            "elo", "arena"),
        Case("u13c_methods_describes_arena", G,
             "rankagg methods arena (the listing's last line names arena among the comparison rules): describes it, "
             "its parameters scale, base and init_rating with their defaults, as `rankagg methods NAME` does for "
             "the registry's methods",
             argv=["methods", "arena"], expect="ok",
             check=lambda out, folder: all(k in out for k in ("scale", "base", "init_rating"))),
    ]

    # ------------------------------------------------ bootstrap intervals
    c += [
        bad("u13c_bootstrap_by_judges_without_judges",
            "fuse crowd.csv (no judge column) --bootstrap 20 --bootstrap-by judges: there are no judges to redraw; "
            "refused naming the judge column, not silently redrawn by comparisons",
            ["fuse", "crowd.csv", "--method", "davidson", "--bootstrap", "20", "--bootstrap-by", "judges", "-o", "o.csv"],
            {"crowd.csv": "item_a,item_b,outcome\n" + "".join(f"{a},{b},{o}\n" for a, b, o in
                                                              [("a", "b", "win"), ("b", "c", "win"), ("c", "a", "loss"),
                                                               ("a", "c", "tie"), ("b", "a", "win"), ("c", "b", "loss")] * 5)},
            "judge"),
        case("u13c_bootstrap_same_bytes_twice",
             "fuse battles.jsonl --bootstrap 30 twice (the user reruns yesterday's leaderboard): the same bytes (the "
             "redraws are seeded), intervals around every estimate, rank intervals integers",
             f"bs = battles(700, {models6!r}, {elo6!r}, 36, judges=25)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "fuse_out(['battles.jsonl'], '--bootstrap', '30', out='a.csv'); fuse_out(['battles.jsonl'], '--bootstrap', '30', out='b.csv')\n"
             "if open('a.csv', 'rb').read() != open('b.csv', 'rb').read():\n"
             "    wrong('two runs differ')\n"
             "df = read_out('a.csv')\n"
             "if not ((df['score_low'] <= df['score']) & (df['score'] <= df['score_high'])).all():\n"
             "    wrong('estimate outside its interval', df.values.tolist())\n"
             "if not (df['rank_low'].dtype.kind == 'i' and ((df['rank_low'] <= df['rank']) & (df['rank'] <= df['rank_high'])).all()):\n"
             "    wrong('rank intervals', df[['rank', 'rank_low', 'rank_high']].values.tolist())\n"
             "right()", outputs=("a.csv", "b.csv")),
        case("u13c_worker_codes_leading_zero_judges",
             "read_comparisons(crowd.csv) with workers 07 and 7 (two workers' codes) and davidson(judges=True): the "
             "judge table lists both workers as written, and the CLI's bootstrap by judges redraws two units (finite "
             "intervals), not one merged worker",
             "st = {'r1': 0.9, 'r2': 0.3, 'r3': -0.2, 'r4': -0.8}\n"
             "cs = comparisons(240, list(st), st, 51)\n"
             "for k, c in enumerate(cs):\n"
             "    c['judge'] = '07' if k % 2 else '7'\n"
             "write_csv('crowd.csv', cs)\n"
             "from rankagg.io.pairwise import read_comparisons\n"
             "from rankagg.methods.comparisons.aggregate import aggregate_comparisons\n"
             "with warnings.catch_warnings():\n"
             "    warnings.simplefilter('ignore')\n"
             "    res = aggregate_comparisons(read_comparisons('crowd.csv'), 'davidson(judges=True)')\n"
             "js = sorted(str(j) for j in res.judge_table()['judge'])\n"
             "if js != ['07', '7']:\n"
             "    wrong('judges', js)\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'davidson', '--bootstrap', '30', '--bootstrap-by', 'judges')\n"
             "if not np.isfinite(df['score_low'].astype(float)).all():\n"
             "    wrong('two workers redrawn as one unit: intervals', df['score_low'].tolist())\n"
             "right()"),
        case("u13c_flagged_votes_weight_zero",
             "fuse battles.jsonl where the votes of flagged voters carry weight 0 (kept in the export, excluded from "
             "the fit, as arena-rank's weights would exclude them) --method arena --bootstrap 0: the ratings of the "
             "battles without them, or a refusal at the first weight-0 battle's line naming the weight",
             f"bs = battles(800, {models6!r}, {elo6!r}, 52, judges=40)\n"
             "for k, b in enumerate(bs):\n"
             "    b['weight'] = 0.0 if b['judge'] in ('arena_user_3', 'arena_user_17') else 1.0\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "first = 1 + next(k for k, b in enumerate(bs) if b['weight'] == 0)\n"
             "ref = arena_ref(arena_rows([b for b in bs if b['weight'] > 0]))\n"
             "either(['battles.jsonl'], ['--method', 'arena', '--bootstrap', '0'], [f'battles.jsonl:{first}', 'weight'],\n"
             "       lambda df, e: same(scores(df), ref, 1e-4, 'weight-0 battles excluded', centre=False))"),
    ]

    # ------------------------------------------------ the leaderboard written and read back
    c += [
        case("u13c_parquet_jsonl_equal_csv",
             "fuse battles.jsonl --bootstrap 20 -o lb.csv, -o lb.jsonl, -o lb.parquet: pandas reads the three back "
             "to the same items, ranks and float values (bit for bit), ranks as integers",
             f"bs = battles(600, {models6!r}, {elo6!r}, 38, judges=15)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "t = {x: fuse_out(['battles.jsonl'], '--bootstrap', '20', out='lb.' + x)[0] for x in ('csv', 'jsonl', 'parquet')}\n"
             "cols = ['item', 'score', 'rank', 'score_low', 'score_high', 'rank_low', 'rank_high']\n"
             "base = t['csv'][cols].reset_index(drop=True)\n"
             "for x in ('jsonl', 'parquet'):\n"
             "    other = t[x][cols].reset_index(drop=True)\n"
             "    if [str(i) for i in other['item']] != [str(i) for i in base['item']]:\n"
             "        wrong(x, 'items', list(other['item']))\n"
             "    for col in cols[1:]:\n"
             "        if not np.array_equal(other[col].astype(float).values, base[col].astype(float).values):\n"
             "            wrong(x, col, other[col].tolist(), 'csv', base[col].tolist())\n"
             "    if other['rank'].dtype.kind != 'i':\n"
             "        wrong(x, 'rank dtype', other['rank'].dtype)\n"
             "right()", outputs=("lb.csv", "lb.jsonl", "lb.parquet")),
        case("u13c_default_tag_names_method",
             "fuse crowd.csv --method arena -o lb.run and --method davidson -o dv.run: each run's tag is "
             "rankagg-<method> as `fuse --help` says (rankagg-arena, rankagg-davidson), so trec_eval -q and ranx's "
             "compare tell the two leaderboards apart",
             "st = {'r1': 0.9, 'r2': 0.4, 'r3': 0.0, 'r4': -0.5}\n"
             "write_csv('crowd.csv', comparisons(150, list(st), st, 39))\n"
             "for m, out in (('arena', 'lb.run'), ('davidson', 'dv.run')):\n"
             "    rc, o, e = cli('fuse', 'crowd.csv', '--method', m, '-o', out)\n"
             "    if rc:\n"
             "        passthrough(rc, e)\n"
             "    tags = {l[5] for l in trec_lines(out)}\n"
             "    if tags != {'rankagg-' + m}:\n"
             "        wrong(out, 'tags', tags, 'help says rankagg-' + m)\n"
             "right()", outputs=("lb.run", "dv.run")),
        case("u13c_scores_rank_trec_readback",
             "fuse battles.jsonl --bootstrap 0 --scores rank -o lb.run: six fields a line, scores n - rank + 1 "
             "(6..1), trec_eval's order equal to the CSV's ranks",
             f"bs = battles(500, {models6!r}, {elo6!r}, 40)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "df, e = fuse_out(['battles.jsonl'], '--bootstrap', '0')\n"
             "rc, o, e = cli('fuse', 'battles.jsonl', '--bootstrap', '0', '--scores', 'rank', '-o', 'lb.run')\n"
             "if rc:\n"
             "    passthrough(rc, e)\n"
             "ls = trec_lines('lb.run')\n"
             "if any(len(l) != 6 for l in ls):\n"
             "    wrong('lines', ls)\n"
             "if sorted(float(l[4]) for l in ls) != [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]:\n"
             "    wrong('scores', [l[4] for l in ls])\n"
             "if trec_eval_order(ls) != order(df):\n"
             "    wrong('trec_eval reads', trec_eval_order(ls), 'the table ranks', order(df))\n"
             "right()", outputs=("o.csv", "lb.run")),
        case("u13c_model_names_punctuation_readback",
             "fuse battles.jsonl with the Arena's model names as HF, Ollama and Vertex spell them "
             "(meta-llama/Llama-3.1-70B-Instruct, qwen2.5:72b, claude-3-5-sonnet@20240620, gpt-4o-2024-05-13, "
             "mistral-large,2407 with a comma, o1\"preview with a quote) -o lb.csv: pandas reads back every name as "
             "written, ratings equal to the likelihood maximised by hand",
             "ms = ['meta-llama/Llama-3.1-70B-Instruct', 'qwen2.5:72b', 'claude-3-5-sonnet@20240620', 'gpt-4o-2024-05-13',\n"
             "      'mistral-large,2407', 'o1\"preview']\n"
             "bs = battles(600, ms, dict(zip(ms, [1100, 1090, 1080, 1070, 1000, 1150])), 41)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "df, e = fuse_out(['battles.jsonl'], '--method', 'arena', '--bootstrap', '0', out='lb.csv')\n"
             "same(scores(df), arena_ref(arena_rows(bs)), 1e-4, 'names read back', centre=False); right()",
             outputs=("lb.csv",)),
        case("u13c_categories_as_queries_independent",
             "fuse crowd.csv whose query column is the Arena category (coding, math, creative_writing) --method "
             "davidson: each category's scores equal those of its rows fused alone, and SciPy's",
             "out = []\n"
             "for k, cat in enumerate(['coding', 'math', 'creative_writing']):\n"
             "    st = {'m1': 0.5 * k, 'm2': 0.3, 'm3': -0.2 * k, 'm4': -0.4}\n"
             "    out.append((cat, comparisons(200, list(st), st, 42 + k)))\n"
             "write_csv('crowd.csv', [dict(c, query=cat) for cat, cs in out for c in cs])\n"
             "df, e = fuse_out(['crowd.csv'], '--method', 'davidson')\n"
             "for cat, cs in out:\n"
             "    write_csv(cat + '.csv', [dict(c, query=cat) for c in cs])\n"
             "    one, _ = fuse_out([cat + '.csv'], '--method', 'davidson', out='one.csv')\n"
             "    same(scores(df, cat), scores(one), 1e-9, cat + ' alone vs together', centre=False)\n"
             "    same(scores(df, cat), davidson_ref(dav_rows(cs)), 1e-5, cat + ' vs SciPy')\n"
             "right()", outputs=("o.csv", "one.csv")),
        case("u13c_sparse_300_models_in_seconds",
             "fuse battles.jsonl of 300 models and 40,000 battles (an open arena's long tail; every model with wins "
             "and losses) --method arena --bootstrap 0: ratings equal to the likelihood maximised by hand, within "
             "the case's 120 s",
             "rng = np.random.default_rng(45)\n"
             "ms = [f'model-{i:03d}' for i in range(300)]\n"
             "elo = {m: 1000 + 150 * float(rng.standard_normal()) for m in ms}\n"
             "bs = battles(40000, ms, elo, 46, tie=0.08, bothbad=0.04)\n"
             "write_jsonl('battles.jsonl', bs)\n"
             "df, e = fuse_out(['battles.jsonl'], '--method', 'arena', '--bootstrap', '0')\n"
             "same(scores(df), arena_ref(arena_rows(bs)), 1e-3, '300 models', centre=False); right()",
             timeout=120),
        case("u13c_api_battles_dataframe",
             "fuse_comparisons(frame) where frame is the Arena's battles loaded by pandas (model_a, model_b, winner, "
             "judge; as `datasets`' to_pandas gives it): either the Davidson leaderboard of those battles (SciPy's), "
             "or a ValueError naming the missing outcome column",
             f"bs = battles(500, {models6!r}, {elo6!r}, 47, judges=20)\n"
             "from rankagg.api.preferences import fuse_comparisons\n"
             "try:\n"
             "    with warnings.catch_warnings():\n"
             "        warnings.simplefilter('ignore')\n"
             "        t = fuse_comparisons(pd.DataFrame(bs))\n"
             "except ValueError as exc:\n"
             "    if 'outcome' in str(exc):\n"
             "        print('refused cleanly:', exc); right()\n"
             "    wrong('VAGUE: refused without naming the outcome column:', exc)\n"
             "ref = davidson_ref([(b['model_a'], b['model_b'], {'model_a': 'win', 'model_b': 'loss'}.get(b['winner'], 'tie'), 1.0) for b in bs])\n"
             "same(scores(t), ref, 1e-5, 'battles frame'); right()",
             outputs=()),
    ]
    return c
