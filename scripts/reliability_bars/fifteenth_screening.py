"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, a recall-oriented reviewer's day (e-discovery, TAR,
systematic-review screening; its cases, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has  # noqa: F401

FIFTEENTH_SCREENING = "45 Unseen inputs: a fifteenth bar, a recall-oriented screening reviewer's day"

# The reviewer's references, independent of rankagg's code, shared by the cases' setup and checks (run in the
# matrix's process) and by the API snippets (prepended to each): a collection of PMID-like docids of 4 to 8
# digits (so that trec_eval's docid order, strcmp descending, differs from their numeric order); rankers that rank
# the whole collection (depth 6,000), one that stops early (300), one that returns the collection in docid order
# with one score for all (no information); CLEF-TAR-like topics and qrels with grades 2, 1, 0, -1, -2 and
# unjudged documents.  ``trec_order`` is trec_eval's order (score descending, then docid descending as bytes);
# ``rrf``, ``borda_share``, ``comb`` are the formulas as ``rankagg methods`` and docs/conventions.md state them
# (RRF: sum w / (k + rank); Borda with a list of k sharing (n - k + 1) / 2 to each candidate it left out, n the
# query's candidates; CombSUM/CombMNZ with per-list min-max, a list whose scores are all equal giving 1, absent
# giving 0); ``house`` is the tie rule (more rankers that returned it, then best local rank, then the smaller
# docid); ``pytrec`` is pytrec_eval (trec_eval 9; scores in the generated runs are exact in float32), which agrees
# with NIST trec_eval 10.0 on every value used here (checked when the bar was written, on the binary: negative
# grades are neither relevant nor judged non-relevant for bpref and num_nonrel_judged_ret and gain 0 in nDCG; a
# cutoff beyond the run divides by the cutoff; -c averages over every judged topic; a 5-column qrels line and a
# document judged twice are refused).
_H = r'''
import gzip, json, math, os, random, re, subprocess, sys
from pathlib import Path
TOPICS = ['CD008081', 'CD010438', 'CD012019']
def collection(n=6000, seed=15):
    rnd = random.Random(seed)
    short = rnd.sample(range(1000, 100000), n // 2)
    long_ = rnd.sample(range(10 ** 7, 4 * 10 ** 7), n - n // 2)
    return [str(i) for i in short + long_]
def ranker(docs, seed, depth=None, top=100.0, step=0.01):
    rnd = random.Random(seed)
    order = list(docs)
    rnd.shuffle(order)
    if depth is not None:
        order = order[:depth]
    return {d: round(top - i * step, 4) for i, d in enumerate(order)}
def runs_for(topics=TOPICS, n=6000, depth_b=300, seed=0):
    docs = collection(n)
    A = {q: ranker(docs, 100 + i + seed) for i, q in enumerate(topics)}
    B = {q: ranker(docs, 200 + i + seed, depth_b, 50.0, 0.1) for i, q in enumerate(topics)}
    return docs, A, B
def write_run(path, run, tag, order='score'):
    lines = []
    for q, s in run.items():
        ds = trec_order(s)
        if order == 'asc':
            ds = sorted(s, key=int)
        elif order == 'shuffle':
            ds = list(ds)
            random.Random(7).shuffle(ds)
        lines += [f'{q} Q0 {d} {i + 1} {s[d]} {tag}\n' for i, d in enumerate(ds)]
    Path(path).write_text(''.join(lines))
def make_qrels(docs, topics, seed=5, norel=(), rel=40, nonrel=150, neg=15):
    rnd = random.Random(seed)
    out = {}
    for q in topics:
        pick = rnd.sample(docs, rel + nonrel + neg)
        g = {}
        for j, d in enumerate(pick):
            if j < rel:
                g[d] = 0 if q in norel else rnd.choice([1, 1, 2])
            elif j < rel + nonrel:
                g[d] = 0
            else:
                g[d] = rnd.choice([-1, -2])
        out[q] = g
    return out
def write_qrels(path, qrels, it='0'):
    Path(path).write_text(''.join(f'{q} {it} {d} {g}\n' for q, gs in qrels.items() for d, g in gs.items()))
def read_run(path):
    op = gzip.open if str(path).endswith('.gz') else open
    run = {}
    with op(path, 'rt') as f:
        for line in f:
            q, _, d, _, s, _ = line.split()
            run.setdefault(q, []).append((d, float(s)))
    return run
def trec_order(scores):
    return [d for d, _ in sorted(scores.items(), key=lambda x: (x[1], x[0].encode()), reverse=True)]
def f32(x):
    import numpy as np
    return float(np.float32(x))
def reader_order(pairs, single=False):
    # how trec_eval 10 (double) or pytrec_eval / trec_eval 9 (float32) reads a written list
    conv = f32 if single else float
    return [d for d, _ in sorted(pairs, key=lambda x: (conv(x[1]), x[0].encode()), reverse=True)]
def ranks_of(scores):
    return {d: r for r, d in enumerate(trec_order(scores), 1)}
def rrf(lists, k=60.0, w=None):
    sc, cnt, best = {}, {}, {}
    for name, s in lists.items():
        for d, r in ranks_of(s).items():
            sc[d] = sc.get(d, 0.0) + (w or {}).get(name, 1.0) / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, r), r)
    return sc, cnt, best
def borda_share(lists):
    cand = set().union(*[set(s) for s in lists.values()])
    n = len(cand)
    sc = {d: 0.0 for d in cand}
    cnt = {d: 0 for d in cand}
    best = {d: n + 1 for d in cand}
    for s in lists.values():
        rk = ranks_of(s)
        for d in cand:
            if d in rk:
                sc[d] += n - rk[d] + 1
                cnt[d] += 1
                best[d] = min(best[d], rk[d])
            else:
                sc[d] += (n - len(rk) + 1) / 2
    return sc, cnt, best
def comb(lists, mnz=False):
    sc, cnt, best = {}, {}, {}
    for s in lists.values():
        lo, hi = min(s.values()), max(s.values())
        rk = ranks_of(s)
        for d, v in s.items():
            sc[d] = sc.get(d, 0.0) + (1.0 if hi == lo else (v - lo) / (hi - lo))
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, rk[d]), rk[d])
    if mnz:
        sc = {d: v * cnt[d] for d, v in sc.items()}
    return sc, cnt, best
def house(ref):
    sc, cnt, best = ref
    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d.encode()))
def fused_ok(got, ref, depth=1000, rel=1e-5, tol=1e-12):
    # got: [(docid, written score)] in file order; ref: (scores, counts, best); the file holds the reference's
    # first `depth` documents in an order the reference scores allow, each read back in the file's order by a
    # double reader and a float32 reader, each score within `rel` of the reference (ties are lowered by steps)
    sc = ref[0]
    want = min(depth, len(sc))
    docs = [d for d, _ in got]
    if len(docs) != want or len(set(docs)) != want or not set(docs) <= set(sc):
        return f'{len(docs)} documents where the reference has {want}'
    for a, b in zip(docs, docs[1:]):
        if sc[a] < sc[b] - tol:
            return f'{a} ({sc[a]}) above {b} ({sc[b]})'
    rest = set(sc) - set(docs)
    if rest and max(sc[d] for d in rest) > min(sc[d] for d in docs) + tol:
        return 'a document above the cut was left out'
    bad = [(d, s, sc[d]) for d, s in got if abs(s - sc[d]) > rel * max(1.0, abs(sc[d]))]
    if bad:
        return f'scores {bad[:3]}'
    if reader_order(got) != docs or reader_order(got, True) != docs:
        return 'trec_eval (double or float32) reads the written list in another order'
    return ''
def check_fused(path, refs, depth=1000, rel=1e-5):
    run = read_run(path)
    if set(run) != set(refs):
        return f'topics {sorted(run)} where the reference has {sorted(refs)}'
    for q in refs:
        m = fused_ok(run[q], refs[q], depth, rel)
        if m:
            return f'{q}: {m}'
    return ''
def ptm(name):
    # a pytrec_eval result key ('recall_1000', 'Rprec_mult_0.20') as the measure pytrec_eval is asked for
    for fam in ('Rprec_mult', 'ndcg_cut', 'map_cut', 'recall', 'P'):
        if name.startswith(fam + '_'):
            return fam if fam == 'Rprec_mult' else fam + '.' + name[len(fam) + 1:]
    return name
def pytrec(run, qrels, measures, level=1):
    import pytrec_eval
    ev = pytrec_eval.RelevanceEvaluator(qrels, {ptm(m) for m in measures}, relevance_level=level)
    return ev.evaluate({q: {d: float(s) for d, s in docs.items()} for q, docs in run.items() if docs})
def mean(per, m, n=None):
    return sum(v[m] for v in per.values()) / (n if n is not None else len(per))
def cli_values(out):
    # rankagg evaluate's text: 'measure<TAB>qid<TAB>value'; measure names in their order of appearance
    names, vals = [], {}
    for line in out.splitlines():
        f = line.split('\t')
        if len(f) != 3:
            continue
        if f[0] not in names:
            names.append(f[0])
        vals[f[0], f[1]] = float(f[2])
    return names, vals
def compare_cli(out, refs, per=None, tol=6e-5):
    # refs: [(pytrec name, {qid: value} or None, overall value)], in the order the measures were asked
    names, vals = cli_values(out)
    if len(names) != len(refs):
        return f'measures printed {names} where {len(refs)} were asked'
    msgs = []
    for name, (ref_name, perq, allv) in zip(names, refs):
        if abs(vals.get((name, 'all'), float('nan')) - allv) > tol or (name, 'all') not in vals:
            msgs.append(f"{name} all {vals.get((name, 'all'))} where trec_eval gives {allv:.4f} ({ref_name})")
        for q, v in (perq or {}).items():
            if (name, q) not in vals or abs(vals[name, q] - v) > tol:
                msgs.append(f'{name} {q} {vals.get((name, q))} where trec_eval gives {v:.4f}')
    return '; '.join(msgs[:4])
def pick(got, name, i):
    keys = list(got.keys()) if hasattr(got, 'keys') else list(got.columns)
    for k in keys:
        if str(k).lower() == name.lower():
            return got[k]
    return got[keys[i]]
def verdict(msg):
    print('same' if not msg else 'differs: ' + msg)
'''
exec(_H, globals())  # the same references in the matrix's process (setup and checks)


def _qrels_std():
    docs = collection()
    return docs, make_qrels(docs, TOPICS)  # noqa: F821


def fifteenth_bar_screening_cases() -> list[Case]:
    """Issue 45's fifteenth bar: a recall-oriented reviewer's day.  An e-discovery or systematic-review screening
    team (TREC Legal, CLEF eHealth TAR) fuses several rankers over whole collections: very deep runs (every
    document ranked), one ranker that stops early, one that returns the collection in docid order with one score
    for all; evaluates recall-oriented measures (recall at deep cutoffs, R-precision, AP at depth, Rprec_mult,
    set recall, bpref) on qrels with grades 2, 1, 0, -1 and -2, unjudged documents, topics with no relevant
    document, topics only in the qrels or only in the runs, with and without ``-c``; tunes on few topics; reads
    deep outputs back as trec_eval does.  The right answers: pytrec_eval and NIST trec_eval 10.0 (values
    checked on the binary when the bar was written), the formulas as ``rankagg methods`` and the docs state
    them worked by brute force, and the docs' words."""
    G = FIFTEENTH_SCREENING

    def ok(id: str, what: str, code: str, why: str, timeout: float = 180, memory_gb: float = 4.0) -> Case:
        return Case(id, G, what, code=_H + code, expect="ok", check=stdout_has("same"), memory_gb=memory_gb,
                    timeout=timeout, why=why)

    def bad(id: str, what: str, code: str, *mention: str, why: str = "") -> Case:
        return Case(id, G, what, code=_H + code, mention=mention, memory_gb=4.0, timeout=120, why=why)

    def cli_ok(id: str, what: str, argv: list[str], setup, check, why: str, env: dict | None = None,
               timeout: float = 180, memory_gb: float = 4.0) -> Case:
        def wrapped(out, folder):
            m = check(out, folder)
            if m:
                print(f"{id}: {m}")
            return not m
        return Case(id, G, what, argv=argv, setup=setup, expect="ok", check=wrapped, memory_gb=memory_gb,
                    timeout=timeout, why=why, env=env or {})

    def cli_bad(id: str, what: str, argv: list[str], setup, *mention: str, outputs: tuple = (), why: str = "",
                env: dict | None = None, timeout: float = 120) -> Case:
        return Case(id, G, what, argv=argv, setup=setup, mention=mention, outputs=outputs, memory_gb=4.0,
                    timeout=timeout, why=why, env=env or {})

    # ------------------------------------------------------------------ the standard setting
    def std(folder, a_order="score", b_depth=300, qrels_kw=None, topics=None, extra_qrels=None):
        topics = topics or TOPICS  # noqa: F821
        docs, A, B = runs_for(topics, depth_b=b_depth)  # noqa: F821
        write_run(folder / "bm25.run", A, "bm25", a_order)  # noqa: F821
        write_run(folder / "bert.run", B, "bert")  # noqa: F821
        q = make_qrels(docs, topics, **(qrels_kw or {}))  # noqa: F821
        if extra_qrels:
            q.update(extra_qrels)
        write_qrels(folder / "qrels.txt", q)  # noqa: F821
        return docs, A, B, q

    def setup_std(folder):
        std(folder)

    def pytrec_direct(folder, run_name, qrels_name, measures, level=1):
        import pytrec_eval
        q = {}
        for line in (folder / qrels_name).read_text().splitlines():
            t, _, d, g = line.split()
            q.setdefault(t, {})[d] = int(g)
        run = {qq: dict(v) for qq, v in read_run(folder / run_name).items()}  # noqa: F821
        ev = pytrec_eval.RelevanceEvaluator(q, {ptm(m) for m in measures}, relevance_level=level)  # noqa: F821
        return ev.evaluate(run), q

    def check_direct(run_name, pairs, qrels_name="qrels.txt", level=1, complete=False):
        def check(out, folder):
            per, q = pytrec_direct(folder, run_name, qrels_name, set(pairs), level)
            if complete:
                n = len(q)
                refs = [(p, {**{t: 0.0 for t in q}, **{t: v[p] for t, v in per.items()}},
                         sum(v[p] for v in per.values()) / n) for p in pairs]
            else:
                # trec_eval's 'all' line: a mean, but the sum for the counts (num_ret, num_rel, num_rel_ret)
                refs = [(p, {t: v[p] for t, v in per.items()},
                         mean(per, p, 1 if p.startswith("num_") else None)) for p in pairs]  # noqa: F821
            return compare_cli(out, refs)  # noqa: F821
        return check


    def run_cli(folder, *args):
        """A reference output made in the setup by another rankagg command (the case compares the two)."""
        import os
        import subprocess
        import sys
        from pathlib import Path
        root = str(Path(__file__).resolve().parents[2])
        subprocess.run([sys.executable, "-m", "rankagg.cli", *args], cwd=folder, check=True, capture_output=True,
                       env={**os.environ, "PYTHONPATH": root})

    def plain_rrf(folder):
        run_cli(folder, "fuse", "bm25.run", "bert.run", "--method", "rrf", "--depth", "6000", "--quiet", "-o",
                "plain.run")

    def same_bytes(differs):
        return lambda out, folder: "" if (folder / "fused.run").read_bytes() == (folder / "plain.run").read_bytes() \
            else differs

    cases: list[Case] = []

    # ------------------------------------------------------------------ evaluation of deep runs
    cases.append(cli_ok(
        "u15e_eval_full_collection_recall_one", "a run ranking the whole 6,000-document collection: recall at "
        "6000 is 1 and num_rel_ret is num_rel for every topic; recall at 100 and 1000, AP cut at 5000 and num_ret "
        "(6,000, no 1,000-document cap) equal trec_eval",
        ["evaluate", "--qrels", "qrels.txt", "bm25.run", "-q", "-m", "recall.100,1000,6000", "-m", "map_cut.5000",
         "-m", "num_ret", "-m", "num_rel_ret", "-m", "num_rel"], setup_std,
        check_direct("bm25.run", ["recall_100", "recall_1000", "recall_6000", "map_cut_5000", "num_ret",
                                  "num_rel_ret", "num_rel"]),
        "trec_eval 10.0 / pytrec_eval: every retrieved document counts (-M unlimited); a full ranking finds all"))

    def setup_top60(folder):
        docs, A, B, q = std(folder)
        write_run(folder / "top60.run", {t: dict(list(A[t].items())[:60]) for t in TOPICS}, "top60")  # noqa: F821

    cases.append(cli_ok(
        "u15e_eval_rprec_mult_past_run_end", "Rprec_mult (trec_eval's precision at 0.2R .. 2R) on a screening "
        "run cut at 60 documents while R is about 40: the multiples past the run's end divide by ceil(m R), as "
        "trec_eval does",
        ["evaluate", "--qrels", "qrels.txt", "top60.run", "-q", "-m", "Rprec_mult"], setup_top60,
        check_direct("top60.run", [f"Rprec_mult_{m:.2f}" for m in (0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8,
                                                                   2.0)]),
        "trec_eval 10.0 m_Rprec_mult.c: relevant in the top ceil(m R) over ceil(m R)"))

    def setup_allnorel(folder):
        std(folder, qrels_kw={"norel": tuple(TOPICS)})  # noqa: F821

    cases.append(cli_ok(
        "u15e_eval_no_topic_has_relevant", "qrels where no topic has a relevant document (a screening batch with "
        "no includes, every judgement 0, -1 or -2): every measure 0 per topic and overall, as trec_eval prints, "
        "not an error or NaN",
        ["evaluate", "--qrels", "qrels.txt", "bm25.run", "-q", "-m", "map", "-m", "recall.1000", "-m", "ndcg",
         "-m", "Rprec"], setup_allnorel, check_direct("bm25.run", ["map", "recall_1000", "ndcg", "Rprec"]),
        "trec_eval 10.0: num_rel 0 gives 0 for map, recall, ndcg and Rprec, and the topic counts"))

    def setup_run_only_topic(folder):
        docs, A, B, q = std(folder)
        A2 = dict(A)
        A2["CD009999"] = dict(list(A["CD008081"].items())[:500])
        write_run(folder / "bm25.run", A2, "bm25")  # noqa: F821

    def run_only_check(out, folder):
        per, q = pytrec_direct(folder, "bm25.run", "qrels.txt", {"map"})
        names, vals = cli_values(out)  # noqa: F821
        if len(names) != 2:
            return f"measures {names}"
        m = mean({t: v for t, v in per.items() if t in q}, "map")  # noqa: F821
        if abs(vals.get((names[0], "all"), -1) - m) > 6e-5:
            return f"map {vals.get((names[0], 'all'))} where trec_eval -c gives {m:.4f}"
        if vals.get((names[1], "all")) != 3:
            return f"num_q {vals.get((names[1], 'all'))} where trec_eval -c gives 3"
        if any(k[1] == "CD009999" for k in vals):
            return "the unjudged topic is printed"
        return ""

    cases.append(cli_ok(
        "u15e_eval_complete_ignores_run_only_topic", "the run holds a topic the qrels never judged (a topic still "
        "being screened): with -c it is not evaluated, num_q 3 and the mean over the judged topics, as trec_eval -c",
        ["evaluate", "--qrels", "qrels.txt", "bm25.run", "-c", "-q", "-m", "map", "-m", "num_q"],
        setup_run_only_topic, run_only_check,
        "trec_eval 10.0 (binary, checked): a result topic not in the qrels is not evaluated, with or without -c"))

    def setup_zero_neg_topic(folder):
        docs = collection()  # noqa: F821
        std(folder, extra_qrels={"CD011145": {docs[1]: 0, docs[2]: -1, docs[3]: 0}})

    def zero_neg_check(out, folder):
        per, q = pytrec_direct(folder, "bm25.run", "qrels.txt", {"map", "recall_1000"})
        names, vals = cli_values(out)  # noqa: F821
        if len(names) != 3:
            return f"measures {names}"
        msgs = []
        for name, p in zip(names[:2], ("map", "recall_1000")):
            want = sum(v[p] for v in per.values()) / 4
            if abs(vals.get((name, "all"), -1) - want) > 6e-5:
                msgs.append(f"{name} all {vals.get((name, 'all'))} where trec_eval -c gives {want:.4f}")
        if vals.get((names[2], "all")) != 4:
            msgs.append(f"num_q {vals.get((names[2], 'all'))} where trec_eval -c gives 4")
        return "; ".join(msgs)

    cases.append(cli_ok(
        "u15e_eval_complete_topic_judged_zero_and_negative", "-c with a fourth judged topic the run lacks whose "
        "judgements are only 0 and -1: it counts (num_q 4) with 0, the means over four",
        ["evaluate", "--qrels", "qrels.txt", "bm25.run", "-c", "-m", "map", "-m", "recall.1000", "-m", "num_q"],
        setup_zero_neg_topic, zero_neg_check,
        "trec_eval 10.0 -c (binary, checked on such a topic: num_q counts it, map 0 for it)"))
    cases.append(ok(
        "u15e_eval_api_two_runs_complete", "rankagg.evaluate([deep run, short run lacking a topic], qrels, "
        "complete=True): each run's means over all three judged topics, the short run's missing topic 0",
        "import rankagg\n"
        "docs, A, B = runs_for()\n"
        "B2 = {q: v for q, v in B.items() if q != 'CD010438'}\n"
        "write_run('a.run', A, 'bm25'); write_run('b.run', B2, 'bert')\n"
        "q = make_qrels(docs, TOPICS); write_qrels('qrels.txt', q)\n"
        "ms = ['AP', 'R@1000', 'Rprec']\n"
        "msg = []\n"
        "got = rankagg.evaluate(['a.run', 'b.run'], 'qrels.txt', ms, complete=True)\n"
        "for g, run in zip(got, (A, B2)):\n"
        "    per = pytrec(run, q, ['map', 'recall_1000', 'Rprec'])\n"
        "    for i, (m, p) in enumerate(zip(ms, ['map', 'recall_1000', 'Rprec'])):\n"
        "        want = sum(v[p] for v in per.values()) / len(q)\n"
        "        if abs(float(pick(g, m, i)) - want) > 1e-9:\n"
        "            msg.append(f'{m} {float(pick(g, m, i))} where trec_eval -c gives {want}')\n"
        "verdict('; '.join(msg))\n",
        "rankagg.evaluate's docstring: a list of runs gives one entry per run; complete's mean is over every judged "
        "query"))

    def setup_tar_nf(folder):
        docs, A, B, q = std(folder)
        text = (folder / "bm25.run").read_text().splitlines()
        (folder / "tar.run").write_text("".join(ln.replace(" Q0 ", " NF " if i % 2 else " AF ", 1) + "\n"
                                                for i, ln in enumerate(text)))

    cases.append(cli_ok(
        "u15e_eval_tar_run_interaction_column", "a CLEF TAR run whose second column is the interaction code "
        "(NF / AF) instead of Q0: read as trec_eval reads it (the column is ignored), values those of the Q0 run",
        ["evaluate", "--qrels", "qrels.txt", "tar.run", "-q", "-m", "map", "-m", "recall.1000"], setup_tar_nf,
        check_direct("tar.run", ["map", "recall_1000"]),
        "trec_eval 10.0 (binary, checked): the second column of a result line is not read; CLEF TAR runs hold "
        "NF/AF there"))

    def setup_tar_nf_fuse(folder):
        setup_tar_nf(folder)
        plain_rrf(folder)

    cases.append(cli_ok(
        "u15e_fuse_tar_run_interaction_column", "fusing the NF/AF TAR run with another ranker: the same bytes as "
        "fusing its Q0 copy (the column carries no ranking information)",
        ["fuse", "tar.run", "bert.run", "--method", "rrf", "--depth", "6000", "--tag", "rankagg-rrf", "-o",
         "fused.run"], setup_tar_nf_fuse,
        same_bytes("output differs from the fusion of the Q0 run"),
        "trec_eval ignores the second column; the run's tag (bm25) names it either way"))
    cases.append(cli_bad(
        "u15e_eval_wss_not_a_measure", "a screening reviewer asks for work saved over sampling at 95% recall "
        "(WSS@95, not a measure the docs list): refused naming it, not silently dropped",
        ["evaluate", "--qrels", "qrels.txt", "bm25.run", "--measures", "R@1000", "WSS@95"], setup_std, "WSS",
        why="no WSS in docs/trec.md, docs/pyterrier.md or evaluate --help: an unknown measure is refused"))
    cases.append(ok(
        "u15e_eval_fused_file_vs_pytrec", "a deep RRF fusion written by rankagg fuse (6,000 per topic) and "
        "evaluated by rankagg evaluate (AP, R@5000, Rprec, nDCG): the values pytrec_eval gives reading the file",
        "import rankagg\n"
        "from rankagg.cli import main\n"
        "docs, A, B = runs_for()\n"
        "write_run('a.run', A, 'bm25'); write_run('b.run', B, 'bert')\n"
        "q = make_qrels(docs, TOPICS); write_qrels('qrels.txt', q)\n"
        "try:\n"
        "    main(['fuse', 'a.run', 'b.run', '--method', 'rrf', '--depth', '6000', '--quiet', '-o', 'f.run'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "run = {t: dict(v) for t, v in read_run('f.run').items()}\n"
        "per = pytrec(run, q, ['map', 'recall_5000', 'Rprec', 'ndcg'])\n"
        "got = rankagg.evaluate('f.run', 'qrels.txt', ['AP', 'R@5000', 'Rprec', 'nDCG'])\n"
        "msg = []\n"
        "for i, (m, p) in enumerate(zip(['AP', 'R@5000', 'Rprec', 'nDCG'], ['map', 'recall_5000', 'Rprec', 'ndcg'])):\n"
        "    if abs(float(pick(got, m, i)) - mean(per, p)) > 1e-9:\n"
        "        msg.append(f'{m} {float(pick(got, m, i))} where pytrec_eval gives {mean(per, p)}')\n"
        "verdict('; '.join(msg))\n",
        "docs/conventions.md: trec_eval reads a written run in the file's order; evaluate has trec_eval's values"))

    # ------------------------------------------------------------------ fusing deep and partial runs
    def refs_of(fn, depth_b=300, topics=None, **kw):
        docs, A, B = runs_for(topics or TOPICS, depth_b=depth_b)  # noqa: F821
        return {t: fn({"bm25": A[t], "bert": B[t]}, **kw) for t in (topics or TOPICS)}

    def check_file(name, fn, depth=1000, rel=1e-5, **kw):
        return lambda out, folder: check_fused(folder / name, refs_of(fn, **kw), depth, rel)  # noqa: F821

    cases.append(cli_ok(
        "u15e_fuse_rrf_full_collection", "RRF of a full-collection ranker (6,000) and one that stops at 300, "
        "--depth 7000: every one of the 6,000 candidates written per topic, in RRF's order, the short list "
        "adding nothing to the documents it did not return",
        ["fuse", "bm25.run", "bert.run", "--method", "rrf", "--depth", "7000", "-o", "fused.run"], setup_std,
        check_file("fused.run", rrf, depth=7000),  # noqa: F821
        "rankagg methods rrf: sum over the rankers that ranked the item; --depth writes at most that many"))
    cases.append(cli_ok(
        "u15e_fuse_borda_partial_share", "Borda over the 6,000-deep ranker and the 300-deep one: the short list "
        "gives (n - 300 + 1) / 2 to each of the 5,700 candidates it left out (n = 6,000)",
        ["fuse", "bm25.run", "bert.run", "--method", "borda", "--depth", "6000", "-o", "fused.run"], setup_std,
        check_file("fused.run", borda_share, depth=6000),  # noqa: F821
        "rankagg methods borda: unranked='share'; n_candidates='ranked' (the query's candidates)"))

    def setup_new_docs(folder):
        docs, A, B, q = std(folder)
        extra = [str(90000000 + i) for i in range(50)]
        B2 = {t: {**B[t], **{d: round(19.0 - i * 0.1, 4) for i, d in enumerate(extra)}} for t in TOPICS}  # noqa: F821
        write_run(folder / "bert.run", B2, "bert")  # noqa: F821

    def check_new_docs(out, folder):
        docs, A, B = runs_for()  # noqa: F821
        tail = {str(90000000 + i): round(19.0 - i * 0.1, 4) for i in range(50)}
        return check_fused(folder / "fused.run", {t: borda_share({"bm25": A[t], "bert": {**B[t], **tail}})  # noqa: F821
                                                  for t in TOPICS}, 7000)  # noqa: F821

    cases.append(cli_ok(
        "u15e_fuse_borda_short_list_new_documents", "Borda where the short ranker (350) also returns 50 documents "
        "the full ranker never saw (a newer index): n is the 6,050 candidates, the full ranker shares "
        "(6050 - 6000 + 1) / 2 to each of the 50",
        ["fuse", "bm25.run", "bert.run", "--method", "borda", "--depth", "7000", "-o", "fused.run"], setup_new_docs,
        check_new_docs, "rankagg methods borda: n is the query's candidates; a list of k shares (n - k + 1) / 2"))
    cases.append(cli_ok(
        "u15e_fuse_combmnz_partial_minmax", "CombMNZ with min-max: the sum times the number of lists that "
        "returned the document (1 for the 5,700 only the deep ranker found)",
        ["fuse", "bm25.run", "bert.run", "--method", "combmnz", "--param", "norm=minmax", "--depth", "6000", "-o",
         "fused.run"], setup_std, check_file("fused.run", comb, depth=6000, mnz=True),  # noqa: F821
        "Fox & Shaw: CombMNZ = CombSUM x number of lists that returned it"))

    def combmin_bottom(lists):
        sc, cnt, best = {}, {}, {}
        cand = set().union(*[set(s) for s in lists.values()])
        for s in lists.values():
            lo, hi = min(s.values()), max(s.values())
            rk = ranks_of(s)  # noqa: F821
            for d in cand:
                v = (1.0 if hi == lo else (s[d] - lo) / (hi - lo)) if d in s else 0.0
                sc[d] = min(sc.get(d, v), v)
                if d in s:
                    cnt[d] = cnt.get(d, 0) + 1
                    best[d] = min(best.get(d, rk[d]), rk[d])
        return sc, cnt, best

    cases.append(cli_ok(
        "u15e_fuse_combmin_partial_bottom", "CombMIN (min-max) over the deep and the short ranker: a document the "
        "short list did not return takes its lowest normalised score, 0, so the 5,700 share 0 and follow the deep "
        "ranker's order by the tie rule",
        ["fuse", "bm25.run", "bert.run", "--method", "combmin", "--param", "norm=minmax", "--depth", "6000", "-o",
         "fused.run"], setup_std, check_file("fused.run", combmin_bottom, depth=6000),
        "rankagg methods combmin: unranked='bottom' counts a ranker that did not return it at its lowest "
        "normalised score in the query"))

    def isr(lists):
        sc, cnt, best = {}, {}, {}
        for s in lists.values():
            for d, r in ranks_of(s).items():  # noqa: F821
                sc[d] = sc.get(d, 0.0) + 1.0 / r ** 2
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, r), r)
        return {d: cnt[d] * v for d, v in sc.items()}, cnt, best

    cases.append(cli_ok(
        "u15e_fuse_isr_partial", "ISR over the deep and the short ranker: n_d * sum 1 / rank^2, n_d the number of "
        "rankers that returned the document",
        ["fuse", "bm25.run", "bert.run", "--method", "isr", "--depth", "6000", "-o", "fused.run"], setup_std,
        check_file("fused.run", isr, depth=6000), "rankagg methods isr: n_d * sum_r w_r / rank_r(d)^2"))

    def setup_idorder3(folder):
        docs, A, B, q = std(folder)
        write_run(folder / "idorder.run", {t: {d: 0.0 for d in docs} for t in TOPICS}, "idorder", "asc")  # noqa: F821

    def three(fn, cut=None, depth=6000, **kw):
        def check(out, folder):
            docs, A, B = runs_for()  # noqa: F821
            C = {d: 0.0 for d in docs}
            refs = {}
            for t in TOPICS:  # noqa: F821
                lists = {"bm25": A[t], "bert": B[t], "idorder": C}
                if cut:
                    lists = {n: {d: s[d] for d in trec_order(s)[:cut]} for n, s in lists.items()}  # noqa: F821
                refs[t] = fn(lists, **kw)
            return check_fused(folder / "fused.run", refs, depth)  # noqa: F821
        return check

    cases.append(cli_ok(
        "u15e_fuse_rrf_with_docid_order_ranker", "RRF with a third ranker that returns the collection in "
        "ascending PMID order, every score 0: its ranks are trec_eval's order of its lines (docid descending as "
        "strings: '99999' above '10000001'), not the file's order nor the numbers'",
        ["fuse", "bm25.run", "bert.run", "idorder.run", "--method", "rrf", "--depth", "6000", "-o", "fused.run"],
        setup_idorder3, three(rrf),  # noqa: F821
        "docs/conventions.md: ranks from scores, score descending then docid descending (trec_eval); the rank "
        "column is not read"))
    cases.append(cli_ok(
        "u15e_fuse_input_depth_cuts_tied_list_by_docid", "--input-depth 300 with the all-tied docid-order ranker: "
        "its 300 kept are the first 300 of trec_eval's order (docid descending as strings), not its first 300 "
        "lines",
        ["fuse", "bm25.run", "bert.run", "idorder.run", "--method", "rrf", "--input-depth", "300", "--depth",
         "1000", "-o", "fused.run"], setup_idorder3, three(rrf, cut=300, depth=1000),  # noqa: F821
        "docs/conventions.md: --input-depth N cuts each run first, the runs ranked by score then docno"))

    def check_single(out, folder):
        docs = collection()  # noqa: F821
        want = trec_order({d: 0.0 for d in docs})  # noqa: F821
        run = read_run(folder / "fused.run")  # noqa: F821
        for t in TOPICS:  # noqa: F821
            got = [d for d, _ in run.get(t, [])]
            if got != want:
                return f"{t}: the fused order is not the ranker's own (trec_eval's) order"
            if reader_order(run[t]) != got or reader_order(run[t], True) != got:  # noqa: F821
                return f"{t}: trec_eval reads the written run in another order"
        return ""

    cases.append(cli_ok(
        "u15e_fuse_single_constant_ranker", "RRF of the docid-order, all-tied ranker alone (a reviewer's sanity "
        "run): the fused run is that ranker's own trec_eval order, and trec_eval reads the written file so",
        ["fuse", "idorder.run", "--method", "rrf", "--depth", "6000", "-o", "fused.run"], setup_idorder3,
        check_single, "fusing one run keeps its order (issue 45: 'one run, two orders')"))

    def sum_norm(lists):
        sc, cnt, best = {}, {}, {}
        for s in lists.values():
            lo = min(s.values())
            tot = sum(v - lo for v in s.values())
            rk = ranks_of(s)  # noqa: F821
            for d, v in s.items():
                sc[d] = sc.get(d, 0.0) + (1.0 / len(s) if tot == 0 else (v - lo) / tot)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, rk[d]), rk[d])
        return sc, cnt, best

    def sum_norm_check(out, folder):
        docs, A, B = runs_for()  # noqa: F821
        C = {d: 0.0 for d in docs}
        refs = {t: sum_norm({"bm25": A[t], "bert": B[t], "idorder": C}) for t in TOPICS}  # noqa: F821
        return check_fused(folder / "fused.run", refs, 6000)  # noqa: F821

    cases.append(cli_ok(
        "u15e_fuse_sum_norm_zero_ranker", "CombSUM with norm=sum and the docid-order ranker whose scores are all "
        "0: each of its 6,000 documents gets 1/6000, the others (s - min) / sum(s - min) (ranx's sum_norm)",
        ["fuse", "bm25.run", "bert.run", "idorder.run", "--method", "combsum", "--param", "norm=sum", "--depth",
         "6000", "-o", "fused.run"], setup_idorder3, sum_norm_check,
        "docs/conventions.md: a list whose scores are all equal gives each of its documents 1/k under sum, where "
        "ranx's 1e-9 floor gives 0; ranx.normalization.sum_norm: (s - min) / sum(s - min)"))

    def setup_zscore(folder):
        setup_idorder3(folder)
        run_cli(folder, "fuse", "bm25.run", "bert.run", "--method", "combsum", "--param", "norm=zscore", "--depth",
                "6000", "--quiet", "-o", "two.run")

    def zscore_check(out, folder):
        import math
        got = read_run(folder / "fused.run")  # noqa: F821
        two = read_run(folder / "two.run")  # noqa: F821
        for t in TOPICS:  # noqa: F821
            if any(not math.isfinite(s) for _, s in got.get(t, [])):
                return f"{t}: a score that is not finite"
            if [d for d, _ in got.get(t, [])] != [d for d, _ in two[t]]:
                return f"{t}: the constant ranker changed the order of the two informative rankers' fusion"
        return ""

    cases.append(cli_ok(
        "u15e_fuse_zscore_constant_ranker", "CombSUM with norm=zscore and the all-tied docid-order ranker "
        "(standard deviation 0): finite scores, and the order that of fusing the other two (a list with no "
        "information adds the same to every document), or a clear refusal",
        ["fuse", "bm25.run", "bert.run", "idorder.run", "--method", "combsum", "--param", "norm=zscore",
         "--depth", "6000", "-o", "fused.run"], setup_zscore, zscore_check,
        "a z-score of a constant list is 0 (every document at the mean) or undefined; never NaN in a run"))

    def setup_two_outputs(folder):
        std(folder)
        plain_rrf(folder)

    cases.append(cli_ok(
        "u15e_fuse_input_depth_beyond_run", "--input-depth 50000 on runs of 6,000 and 300: nothing is cut, the "
        "output is byte for byte the output without --input-depth",
        ["fuse", "bm25.run", "bert.run", "--method", "rrf", "--depth", "6000", "--input-depth", "50000", "-o",
         "fused.run"], setup_two_outputs,
        same_bytes("output differs from the uncut fusion"),
        "--input-depth N keeps each run's first N documents: N beyond the run keeps all"))

    def check_cut_union(out, folder):
        docs, A, B = runs_for()  # noqa: F821
        refs = {}
        for t in TOPICS:  # noqa: F821
            cut = {n: {d: s[d] for d in trec_order(s)[:200]} for n, s in (("bm25", A[t]), ("bert", B[t]))}  # noqa: F821
            refs[t] = rrf(cut)  # noqa: F821
        return check_fused(folder / "fused.run", refs, 2000)  # noqa: F821

    cases.append(cli_ok(
        "u15e_fuse_depth_beyond_cut_union", "--input-depth 200 --depth 2000: the output holds the union of the two "
        "top-200s (at most 400 per topic), in RRF's order over the cut lists, nothing padded",
        ["fuse", "bm25.run", "bert.run", "--method", "rrf", "--input-depth", "200", "--depth", "2000", "-o",
         "fused.run"], setup_std, check_cut_union,
        "--input-depth cuts each run before fusing; --depth writes at most that many"))
    cases.append(cli_bad(
        "u15e_fuse_input_depth_zero", "--input-depth 0 (a reviewer meaning 'no cut', as some tools read 0): "
        "refused naming --input-depth, not a fusion of empty lists",
        ["fuse", "bm25.run", "bert.run", "--method", "rrf", "--input-depth", "0", "-o", "fused.run"], setup_std,
        "--input-depth", outputs=("fused.run",),
        why="keeping 0 documents of each run leaves nothing to fuse; --depth 0 is refused the same way"))

    def setup_reversed(folder):
        docs, A, B, q = std(folder)
        rev = {t: {d: round(40.0 + i * 0.01, 4) for i, d in enumerate(trec_order(A[t]))} for t in TOPICS}  # noqa: F821
        write_run(folder / "rev.run", rev, "rev")  # noqa: F821

    def check_reversed(out, folder):
        docs, A, B = runs_for()  # noqa: F821
        run = read_run(folder / "fused.run")  # noqa: F821
        for t in TOPICS:  # noqa: F821
            rev = {d: round(40.0 + i * 0.01, 4) for i, d in enumerate(trec_order(A[t]))}  # noqa: F821
            want = house(rrf({"bm25": A[t], "rev": rev}))  # noqa: F821
            got = [d for d, _ in run.get(t, [])]
            if got != want:
                i = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
                return f"{t}: order differs from RRF with the house tie rule at place {i + 1}"
            if reader_order(run[t]) != got or reader_order(run[t], True) != got:  # noqa: F821
                return f"{t}: trec_eval (double or float32) reads the written ties in another order"
            rel = set(got[::97])
            per = pytrec({t: dict(run[t])}, {t: {d: 1 for d in rel}}, ["map"])  # noqa: F821
            hits, ap = 0, 0.0
            for i, d in enumerate(got, 1):
                if d in rel:
                    hits += 1
                    ap += hits / i
            if abs(per[t]["map"] - ap / len(rel)) > 1e-9:
                return f"{t}: pytrec_eval's AP of the written run {per[t]['map']} where its file order gives {ap / len(rel)}"
        return ""

    cases.append(cli_ok(
        "u15e_fuse_reversed_ranker_ties_deep", "RRF of a 6,000-deep ranker and its exact reverse: 3,000 exact "
        "ties and near-ties in the flat middle; the written run holds the house tie order (more lists, best local "
        "rank, smaller docid) and trec_eval, double or float32 (pytrec_eval's AP), reads it in the file's order",
        ["fuse", "bm25.run", "rev.run", "--method", "rrf", "--depth", "6000", "-o", "fused.run"], setup_reversed,
        check_reversed,
        "docs/conventions.md: ties lowered by the fewest float32 steps so that every reader keeps the file's order"))

    def setup_trust(folder):
        docs, A, B, q = std(folder)
        lines = []
        for t in TOPICS:  # noqa: F821
            for r, d in enumerate(trec_order(A[t]), 1):  # noqa: F821
                lines.append(f"{t} Q0 {d} {r} 1 tar\n")
        (folder / "tar.run").write_text("".join(lines))

    def check_trust(out, folder):
        docs, A, B = runs_for()  # noqa: F821
        refs = {t: rrf({"tar": A[t], "bert": B[t]}) for t in TOPICS}  # noqa: F821
        return check_fused(folder / "fused.run", refs, 6000)  # noqa: F821

    cases.append(cli_ok(
        "u15e_fuse_trust_rank_constant_scores", "a TAR tool's export ranks 1..6000 with every score 1 (it wrote "
        "no score): with --trust-rank its rank column orders it, RRF equals RRF of that order",
        ["fuse", "tar.run", "bert.run", "--method", "rrf", "--trust-rank", "--depth", "6000", "-o", "fused.run"],
        setup_trust, check_trust, "docs/conventions.md: --trust-rank orders by the rank column"))

    def check_scores_rank(out, folder):
        refs = refs_of(rrf)  # noqa: F821
        run = read_run(folder / "fused.run")  # noqa: F821
        for t in TOPICS:  # noqa: F821
            sc = refs[t][0]
            got = run.get(t, [])
            docs = [d for d, _ in got]
            if sorted(docs) != sorted(sc):
                return f"{t}: {len(docs)} documents where RRF has {len(sc)}"
            if any(sc[a] < sc[b] - 1e-12 for a, b in zip(docs, docs[1:])):
                return f"{t}: not RRF's order"
            if [s for _, s in got] != [float(len(docs) - i) for i in range(len(docs))]:
                return f"{t}: scores {[s for _, s in got][:3]} .. where --scores rank gives n - rank + 1 (6000 .. 1)"
        return ""

    cases.append(cli_ok(
        "u15e_fuse_scores_rank_deep", "--scores rank on the 6,000-candidate fusion written whole: the score column "
        "is n - rank + 1, 6000 down to 1, in RRF's order",
        ["fuse", "bm25.run", "bert.run", "--method", "rrf", "--scores", "rank", "--depth", "6000", "-o",
         "fused.run"], setup_std, check_scores_rank, "rankagg fuse --help: --scores rank writes n - rank + 1"))

    def setup_logprob(folder):
        docs, A, B, q = std(folder)
        LP = {t: {d: round(s - 200.0, 4) for d, s in A[t].items()} for t in TOPICS}  # noqa: F821
        write_run(folder / "lm.run", LP, "lm")  # noqa: F821

    def check_logprob(out, folder):
        docs, A, B = runs_for()  # noqa: F821
        refs = {t: comb({"lm": {d: round(s - 200.0, 4) for d, s in A[t].items()}, "bert": B[t]})  # noqa: F821
                for t in TOPICS}  # noqa: F821
        return check_fused(folder / "fused.run", refs, 6000)  # noqa: F821

    cases.append(cli_ok(
        "u15e_fuse_combsum_logprob_scores", "CombSUM min-max of a query-likelihood ranker whose 6,000 scores are "
        "log-probabilities (-100 to -160) and the short ranker: min-max maps each list to [0, 1] whatever the "
        "sign, absent documents 0",
        ["fuse", "lm.run", "bert.run", "--method", "combsum", "--param", "norm=minmax", "--depth", "6000", "-o",
         "fused.run"], setup_logprob, check_logprob,
        "docs/conventions.md: min-max per list; CombSUM: unranked contributes 0"))

    def mean_rank_bottom(lists):
        cand = set().union(*[set(s) for s in lists.values()])
        tot = {d: 0.0 for d in cand}
        cnt = {d: 0 for d in cand}
        best = {d: 10 ** 9 for d in cand}
        for s in lists.values():
            rk = ranks_of(s)  # noqa: F821
            for d in cand:
                tot[d] += rk.get(d, len(s) + 1)
                if d in rk:
                    cnt[d] += 1
                    best[d] = min(best[d], rk[d])
        return {d: -v / len(lists) for d, v in tot.items()}, cnt, best

    cases.append(cli_ok(
        "u15e_fuse_mean_rank_partial_bottom", "mean rank over the deep and the short ranker: a document the short "
        "list did not return is at its position 301; the fused order is ascending mean rank",
        ["fuse", "bm25.run", "bert.run", "--method", "mean_rank", "--depth", "6000", "-o", "fused.run"], setup_std,
        check_file("fused.run", mean_rank_bottom, depth=6000, rel=1e9),
        "rankagg methods mean_rank: unranked='bottom' counts an item a ranker did not return at position k + 1"))
    cases.append(ok(
        "u15e_fuse_api_borda_depth_none", "rankagg.fuse(run files, 'borda', depth=None) on the deep and the short "
        "ranker: all 6,000 candidates, each score the share rule's by brute force",
        "import rankagg\n"
        "docs, A, B = runs_for()\n"
        "write_run('a.run', A, 'bm25'); write_run('b.run', B, 'bert')\n"
        "got = rankagg.fuse(['a.run', 'b.run'], 'borda', depth=None)\n"
        "msg = ''\n"
        "for t in TOPICS:\n"
        "    sc = borda_share({'bm25': A[t], 'bert': B[t]})[0]\n"
        "    g = got.get(t, {})\n"
        "    if set(g) != set(sc):\n"
        "        msg = f'{t}: {len(g)} documents where Borda has {len(sc)}'; break\n"
        "    bad = [(d, g[d], sc[d]) for d in g if abs(g[d] - sc[d]) > 1e-9 * sc[d]]\n"
        "    order = list(g)\n"
        "    if bad or any(sc[a] < sc[b] for a, b in zip(order, order[1:])):\n"
        "        msg = f'{t}: scores or order differ {bad[:3]}'; break\n"
        "verdict(msg)\n",
        "rankagg.fuse's docstring: depth None keeps all; rankagg methods borda: the share rule"))
    cases.append(ok(
        "u15e_fuser_deep_score_lists", "rankagg.Fuser('rrf') given one query's two rankers as {docid: score} "
        "mappings (6,000 and 300): every candidate, in RRF's order",
        "import rankagg\n"
        "docs, A, B = runs_for()\n"
        "t = TOPICS[0]\n"
        "got = rankagg.Fuser('rrf')({'bm25': A[t], 'bert': B[t]})\n"
        "ids = [x[0] if isinstance(x, (tuple, list)) else getattr(x, 'docid', getattr(x, 'id', x)) for x in got]\n"
        "sc = rrf({'bm25': A[t], 'bert': B[t]})[0]\n"
        "msg = '' if sorted(ids) == sorted(sc) else f'{len(ids)} documents where RRF has {len(sc)}'\n"
        "if not msg and any(sc[a] < sc[b] - 1e-12 for a, b in zip(ids, ids[1:])):\n"
        "    msg = 'not RRF order'\n"
        "verdict(msg)\n",
        "docs/conventions.md: every form is ranked by score, then docid descending"))
    cases.append(ok(
        "u15e_eval_parquet_ties_deep", "the reversed-ranker fusion (3,000 exact ties per topic) written both as "
        "fused.run and fused.parquet: rankagg evaluate gives the same AP, R@1000 and nDCG@100 for both, and "
        "pytrec_eval's reading of the text",
        "import rankagg\n"
        "from rankagg.cli import main\n"
        "docs, A, B = runs_for()\n"
        "rev = {t: {d: round(40.0 + i * 0.01, 4) for i, d in enumerate(trec_order(A[t]))} for t in TOPICS}\n"
        "write_run('a.run', A, 'bm25'); write_run('rev.run', rev, 'rev')\n"
        "q = make_qrels(docs, TOPICS); write_qrels('qrels.txt', q)\n"
        "for out in ('f.run', 'f.parquet'):\n"
        "    try:\n"
        "        main(['fuse', 'a.run', 'rev.run', '--method', 'rrf', '--depth', '6000', '--quiet', '-o', out])\n"
        "    except SystemExit:\n"
        "        pass\n"
        "ms = ['AP', 'R@1000', 'nDCG@100']\n"
        "a = rankagg.evaluate('f.run', 'qrels.txt', ms)\n"
        "b = rankagg.evaluate('f.parquet', 'qrels.txt', ms)\n"
        "per = pytrec({t: dict(v) for t, v in read_run('f.run').items()}, q, ['map', 'recall_1000', 'ndcg_cut_100'])\n"
        "msg = []\n"
        "for i, (m, p) in enumerate(zip(ms, ['map', 'recall_1000', 'ndcg_cut_100'])):\n"
        "    x, y, z = float(pick(a, m, i)), float(pick(b, m, i)), mean(per, p)\n"
        "    if abs(x - y) > 1e-12 or abs(x - z) > 1e-9:\n"
        "        msg.append(f'{m}: text {x}, parquet {y}, pytrec_eval {z}')\n"
        "verdict('; '.join(msg))\n",
        "docs/trec.md: a Parquet run table is evaluated as its TREC text would be"))

    # added after the first draft's run: Copeland's long-list path (no n x n matrix) against brute force over
    # every pair, Judged past a run's end, and the command's default method on deep runs
    def setup_three_partial(folder):
        docs, A, B, q = std(folder)
        D = {t: ranker(docs, 500 + i, 2000, 70.0, 0.01) for i, t in enumerate(TOPICS)}  # noqa: F821
        write_run(folder / "splade.run", D, "splade")  # noqa: F821

    def copeland_brute(lists, below):
        import numpy as np
        cand = sorted(set().union(*[set(s) for s in lists.values()]))
        ix = {d: i for i, d in enumerate(cand)}
        n = len(cand)
        R = []
        for s in lists.values():
            r = np.full(n, np.nan)
            for d, k in ranks_of(s).items():  # noqa: F821
                r[ix[d]] = k
            R.append(r)
        score = np.zeros(n)
        for lo in range(0, n, 500):
            fa = np.zeros((min(500, n - lo), n))
            fb = np.zeros_like(fa)
            for r in R:
                a = r[lo:lo + 500][:, None]
                b = r[None, :]
                if below:
                    ra = np.where(np.isnan(a), np.inf, a)
                    rb = np.where(np.isnan(b), np.inf, b)
                    fa += ra < rb
                    fb += rb < ra
                else:
                    both = ~np.isnan(a) & ~np.isnan(b)
                    fa += both & (a < b)
                    fb += both & (b < a)
            score[lo:lo + 500] = (fa > fb).sum(1) - (fb > fa).sum(1)
        sc = {d: float(score[ix[d]]) for d in cand}
        cnt = {d: sum(1 for s in lists.values() if d in s) for d in cand}
        best = {d: min(ranks_of(s)[d] for s in lists.values() if d in s) for d in cand}  # noqa: F821
        return sc, cnt, best

    def check_copeland(below):
        def check(out, folder):
            docs, A, B = runs_for()  # noqa: F821
            run = read_run(folder / "fused.run")  # noqa: F821
            for i, t in enumerate(TOPICS):  # noqa: F821
                D = ranker(docs, 500 + i, 2000, 70.0, 0.01)  # noqa: F821
                ref = copeland_brute({"bm25": A[t], "bert": B[t], "splade": D}, below)
                got = run.get(t, [])
                want = house(ref)  # noqa: F821
                if [d for d, _ in got] != want:
                    g = [d for d, _ in got]
                    j = next((j for j, (a, b) in enumerate(zip(g, want)) if a != b), min(len(g), len(want)))
                    return (f"{t}: differs from wins - losses at place {j + 1}" +
                            (f": {g[j]} ({ref[0].get(g[j])}) where {want[j]} ({ref[0][want[j]]})" if j < len(g) else ""))
            return ""
        return check

    for below in (False, True):
        spec = "copeland(unranked='below')" if below else "copeland"
        cases.append(cli_ok(
            f"u15e_fuse_copeland_deep_partial_{'below' if below else 'none'}", f"{spec} over three rankers of "
            "depths 6,000, 2,000 and 300: Copeland's long-list path (no n x n matrix) gives wins minus losses of "
            "the pairwise majorities over every pair, as brute force over the 18 million pairs, ties by the house "
            "rule", ["fuse", "bm25.run", "bert.run", "splade.run", "--method", spec, "--depth", "6000", "-o",
                     "fused.run"], setup_three_partial, check_copeland(below),
            "rankagg methods copeland: wins minus losses; unranked none (no preference) or below (under the list); "
            "docs/conventions.md: Copeland runs without any n x n matrix", timeout=240))

    def judged_beyond(out, folder):
        import ir_measures
        qrels = list(ir_measures.read_trec_qrels(str(folder / "qrels.txt")))
        run = list(ir_measures.read_trec_run(str(folder / "bert.run")))
        per = {m.query_id: m.value for m in ir_measures.iter_calc([ir_measures.Judged @ 1000], qrels, run)}
        return compare_cli(out, [("Judged@1000", per, sum(per.values()) / len(per))])  # noqa: F821

    cases.append(cli_ok(
        "u15e_eval_judged_past_run_end", "Judged@1000 of the short ranker's 300-document run: ir_measures counts the "
        "judged share of the documents there are (judged / 300), including those graded -1 and -2",
        ["evaluate", "--qrels", "qrels.txt", "bert.run", "-q", "--measures", "Judged@1000"], setup_std,
        judged_beyond, "ir_measures' Judged@k (the reference for a measure trec_eval has not)"))

    def setup_interleaved(folder):
        docs, A, B, q = std(folder)
        blocks = [[f"{t} Q0 {d} {r} {A[t][d]} bm25\n" for r, d in enumerate(trec_order(A[t]), 1)] for t in TOPICS]  # noqa: F821
        (folder / "bm25.run").write_text("".join(x for row in zip(*blocks) for x in row))

    cases.append(cli_ok(
        "u15e_fuse_borda_interleaved_deep", "Borda of the deep ranker exported with its three topics' lines "
        "interleaved (a merged export, 18,000 lines round robin) and the short ranker: the share rule's fusion "
        "per topic, n counting every candidate of the topic across the file",
        ["fuse", "bm25.run", "bert.run", "--method", "borda", "--depth", "6000", "-o", "fused.run"],
        setup_interleaved, check_file("fused.run", borda_share, depth=6000),  # noqa: F821
        "docs/trec.md: a file not grouped by query goes through a temporary partition; the output is the "
        "in-memory path's"))

    def setup_plain_rrf(folder):
        setup_two_outputs(folder)

    cases.append(cli_ok(
        "u15e_fuse_depth_billion_means_all", "--depth 1000000000 --input-depth 1000000000 (a reviewer's 'everything'): "
        "the same bytes as --depth 6000 on the 6,000 candidates, at once and in little memory",
        ["fuse", "bm25.run", "bert.run", "--method", "rrf", "--depth", "1000000000", "--input-depth", "1000000000",
         "-o", "fused.run"], setup_plain_rrf,
        same_bytes("output differs from --depth 6000"),
        "--depth writes at most that many; --input-depth N beyond a run keeps it whole", timeout=60,
        memory_gb=3.0))

    def setup_weight0(folder):
        setup_idorder3(folder)
        plain_rrf(folder)

    cases.append(ok(
        "u15e_fuse_weight_zero_constant_ranker", "--weights idorder=0 to switch off the no-information ranker: "
        "either refused naming the weight, or the fusion of the other two (a weight 0 adds 0 to every document)",
        "import contextlib, io, shutil\n"
        "from rankagg.cli import main\n"
        "docs, A, B = runs_for()\n"
        "write_run('bm25.run', A, 'bm25'); write_run('bert.run', B, 'bert')\n"
        "write_run('idorder.run', {t: {d: 0.0 for d in docs} for t in TOPICS}, 'idorder', 'asc')\n"
        "def call(args):\n"
        "    err = io.StringIO()\n"
        "    with contextlib.redirect_stderr(err):\n"
        "        try:\n"
        "            rc = main(args)\n"
        "        except SystemExit as e:\n"
        "            rc = e.code\n"
        "    return rc or 0, err.getvalue()\n"
        "call(['fuse', 'bm25.run', 'bert.run', '--method', 'rrf', '--depth', '6000', '--tag', 't', '--quiet', '-o', 'plain.run'])\n"
        "rc, err = call(['fuse', 'bm25.run', 'bert.run', 'idorder.run', '--method', 'rrf', '--weights', 'idorder=0',\n"
        "                '--depth', '6000', '--tag', 't', '--quiet', '-o', 'w.run'])\n"
        "if rc:\n"
        "    verdict('' if rc == 2 and ('idorder' in err or 'weight' in err) and not Path('w.run').exists() else f'exit {rc}: {err[-300:]}')\n"
        "else:\n"
        "    a, b = read_run('plain.run'), read_run('w.run')\n"
        "    verdict('' if {t: [d for d, _ in v] for t, v in a.items()} == {t: [d for d, _ in v] for t, v in b.items()}\n"
        "            else 'a weight-0 ranker changed the fused order')\n",
        "rankagg methods rrf: sum w_r / (k + rank_r): w = 0 adds nothing"))
    cases.append(ok(
        "u15e_eval_deep_tiny_limit_either", "evaluating a 6,000-deep run under RANKAGG_MEMORY_LIMIT_GB=0.001: "
        "either trec_eval's values or a clean refusal naming the limit, never a crash",
        "os.environ['RANKAGG_MEMORY_LIMIT_GB'] = '0.001'\n"
        "import contextlib, io\n"
        "from rankagg.cli import main\n"
        "docs, A, B = runs_for()\n"
        "write_run('a.run', A, 'bm25'); q = make_qrels(docs, TOPICS); write_qrels('qrels.txt', q)\n"
        "err, out = io.StringIO(), io.StringIO()\n"
        "with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):\n"
        "    try:\n"
        "        rc = main(['evaluate', '--qrels', 'qrels.txt', 'a.run', '-m', 'map', '-m', 'recall.5000'])\n"
        "    except SystemExit as e:\n"
        "        rc = e.code\n"
        "if rc not in (0, None):\n"
        "    verdict('' if rc == 2 and 'RANKAGG_MEMORY_LIMIT_GB' in err.getvalue() else f'exit {rc}: {err.getvalue()[-300:]}')\n"
        "else:\n"
        "    per = pytrec(A, q, ['map', 'recall_5000'])\n"
        "    verdict(compare_cli(out.getvalue(), [(p, None, mean(per, p)) for p in ('map', 'recall_5000')]))\n",
        "docs/conventions.md: limits refuse before allocating, naming RANKAGG_MEMORY_LIMIT_GB"))

    # added after the first run (replacing two cases whose checks were lenient): evaluate's paired comparisons
    # when a pilot ranker shares fewer than two topics with the fusion (R: t.test refuses "not enough
    # observations", scipy's ttest_rel gives NaN; p.adjust(method="holm") leaves an NA out of m)
    def setup_pilots(folder):
        docs, A, B, q = std(folder)
        write_run(folder / "pilot1.run", {"CD008081": B["CD008081"]}, "pilot1")  # noqa: F821
        write_run(folder / "pilot0.run", {"CD009999": B["CD008081"]}, "pilot0")  # noqa: F821
        q["CD009999"] = dict(list(q["CD008081"].items()))
        write_qrels(folder / "qrels.txt", q)  # noqa: F821

    def comparison_lines(out):
        rows = {}
        for line in out.splitlines():
            f = line[2:].split("\t") if line.startswith("# ") else []
            if len(f) >= 4 and f[0].endswith(".run"):
                rows[f[0].rsplit("/", 1)[-1], f[1]] = f
        return rows

    pilots_argv = ["evaluate", "--qrels", "qrels.txt", "bm25.run", "bert.run", "pilot1.run", "pilot0.run", "-m",
                   "map", "-m", "recall.1000"]

    def check_pilots(out, folder):
        rows = comparison_lines(out)
        bad = [" ".join(f) for (run, m), f in rows.items() if run.startswith("pilot")
               and (any(x.startswith("p=") and x not in ("p=nan", "p=n/a") for x in f) or "no significant" in " ".join(f))]
        return f"a comparison over fewer than 2 shared topics states a test: {bad[:2]}" if bad else ""

    cases.append(cli_ok(
        "u15e_eval_pilot_run_too_few_shared_topics", "evaluate the fusion (3 topics) beside two pilot rankers "
        "screened on one topic it has and on one it has not (without -c): the paired comparisons over 1 and 0 "
        "shared topics state no p-value and no verdict (R's t.test refuses, scipy's ttest_rel gives NaN)",
        pilots_argv, setup_pilots, check_pilots,
        "R t.test: 'not enough observations'; scipy.stats.ttest_rel of one pair: NaN"))

    def check_holm(out, folder):
        import math
        from scipy.stats import ttest_rel
        per = {}
        for name in ("bm25.run", "bert.run"):
            per[name], q = pytrec_direct(folder, name, "qrels.txt", {"map", "recall_1000"})
        rows = comparison_lines(out)
        ps = []
        for m in ("map", "recall_1000"):
            common = sorted(set(per["bm25.run"]) & set(per["bert.run"]))
            ps.append(ttest_rel([per["bm25.run"][t][m] for t in common], [per["bert.run"][t][m] for t in common]).pvalue)
        order = sorted(range(len(ps)), key=lambda i: ps[i])
        adj, running = [0.0] * len(ps), 0.0
        for k, i in enumerate(order):  # R's p.adjust(method = "holm"): m is the number of tests that exist
            running = max(running, min(1.0, (len(ps) - k) * ps[i]))
            adj[i] = running
        got = [f for (run, m), f in rows.items() if run == "bert.run"]
        if len(got) != 2:
            return f"comparison lines {list(rows)}"
        msgs = []
        for f, want in zip(got, adj):
            p = float(next(x for x in f if x.startswith("p="))[2:])
            if not math.isclose(p, float(f"{want:.3g}"), rel_tol=1e-9):
                msgs.append(f"{f[1]}: Holm p {p} where p.adjust over the 2 tests that exist gives {want:.3g}")
        return "; ".join(msgs)

    cases.append(cli_ok(
        "u15e_eval_holm_ignores_untestable_comparison", "the same evaluation: the fusion's comparisons with the "
        "short ranker (3 shared topics) are Holm-adjusted over the tests that exist, 2, not over the 6 "
        "comparisons printed (R's p.adjust leaves an NA out of m)",
        pilots_argv, setup_pilots, check_holm,
        "R p.adjust(c(0.01, NA, 0.02), 'holm') is 0.02 NA 0.02; scipy ttest_rel for the two computable tests"))

    # ------------------------------------------------------------------ memory and deep runs
    def setup_big(folder, n=50000, topics=("CD008081", "CD010438")):
        docs = collection(n, seed=23)  # noqa: F821
        A = {t: ranker(docs, 300 + i, top=1000.0, step=0.01) for i, t in enumerate(topics)}  # noqa: F821
        B = {t: ranker(docs, 400 + i, 20000, 500.0, 0.01) for i, t in enumerate(topics)}  # noqa: F821
        write_run(folder / "bm25.run", A, "bm25")  # noqa: F821
        write_run(folder / "bert.run", B, "bert")  # noqa: F821
        write_qrels(folder / "qrels.txt", make_qrels(docs, list(topics), rel=300, nonrel=2000, neg=50))  # noqa: F821

    def check_big_fused(out, folder):
        docs = collection(50000, seed=23)  # noqa: F821
        topics = ("CD008081", "CD010438")
        refs = {t: rrf({"bm25": ranker(docs, 300 + i, top=1000.0, step=0.01),  # noqa: F821
                        "bert": ranker(docs, 400 + i, 20000, 500.0, 0.01)}) for i, t in enumerate(topics)}  # noqa: F821
        return check_fused(folder / "fused.run", refs, 50000)  # noqa: F821

    cases.append(cli_ok(
        "u15e_fuse_50k_deep_rrf_memory", "RRF of two 50,000-deep rankers (one stopping at 20,000) over two "
        "topics, --depth 50000, within 3 GB of address space and RANKAGG_MEMORY_LIMIT_GB=1: all 50,000 written "
        "per topic, in RRF's order",
        ["fuse", "bm25.run", "bert.run", "--method", "rrf", "--depth", "50000", "-o", "fused.run"], setup_big,
        check_big_fused, "RRF is linear: a deep fusion fits the limit", env={"RANKAGG_MEMORY_LIMIT_GB": "1"},
        timeout=240, memory_gb=3.0))
    cases.append(cli_ok(
        "u15e_eval_50k_deep_memory", "evaluating the 50,000-deep run with recall at 20,000 and 50,000, AP and "
        "Rprec within 3 GB of address space: equal to trec_eval",
        ["evaluate", "--qrels", "qrels.txt", "bm25.run", "-q", "-m", "recall.20000,50000", "-m", "map", "-m",
         "Rprec"], setup_big, check_direct("bm25.run", ["recall_20000", "recall_50000", "map", "Rprec"]),
        "trec_eval: every retrieved document counts", timeout=240, memory_gb=3.0))
    cases.append(cli_bad(
        "u15e_fuse_bradley_terry_deep_memory_limit", "Bradley-Terry on two 6,000-deep rankers with "
        "RANKAGG_MEMORY_LIMIT_GB=0.05: refused before allocating, naming the limit and --input-depth",
        ["fuse", "bm25.run", "bert.run", "--method", "bradley_terry", "-o", "fused.run"], setup_std,
        "RANKAGG_MEMORY_LIMIT_GB", "--input-depth", outputs=("fused.run",),
        why="docs/conventions.md: the other pairwise methods refuse before allocating past the limit and say to "
        "cut the lists with --input-depth", env={"RANKAGG_MEMORY_LIMIT_GB": "0.05"}, timeout=90))
    cases.append(cli_bad(
        "u15e_fuse_stagg_deep_memory_limit", "St.Agg on the 6,000-deep rankers with RANKAGG_MEMORY_LIMIT_GB=0.05: "
        "refused before allocating, naming the limit and --input-depth",
        ["fuse", "bm25.run", "bert.run", "--method", "stagg", "-o", "fused.run"], setup_std,
        "RANKAGG_MEMORY_LIMIT_GB", "--input-depth", outputs=("fused.run",),
        why="docs/conventions.md: St.Agg refuses before allocating past the limit", env={"RANKAGG_MEMORY_LIMIT_GB":
                                                                                          "0.05"}, timeout=90))

    def setup_agree(folder):
        docs, A, B, q = std(folder)
        A2 = {t: {d: round(s * 3 - 7, 4) for d, s in A[t].items()} for t in TOPICS}  # noqa: F821
        write_run(folder / "bm25b.run", A2, "bm25b")  # noqa: F821

    def check_agree(out, folder):
        docs, A, B = runs_for()  # noqa: F821
        run = read_run(folder / "fused.run")  # noqa: F821
        for t in TOPICS:  # noqa: F821
            got = [d for d, _ in run.get(t, [])]
            if got != trec_order(A[t]):  # noqa: F821
                return f"{t}: the consensus of two agreeing rankers is not their order"
            if reader_order(run[t], True) != got:  # noqa: F821
                return f"{t}: a float32 reader reorders the written run"
        return ""

    for method, why in (("copeland", "docs/conventions.md: Condorcet and Copeland run without any n x n matrix"),
                        ("mc4", "docs/conventions.md: MC4 on a sparse chain")):
        cases.append(cli_ok(
            f"u15e_fuse_{method}_deep_low_limit", f"{method} over two rankers that agree on all 6,000 documents "
            "(scores an affine map apart) with RANKAGG_MEMORY_LIMIT_GB=0.05: it needs no n x n matrix, so it runs; "
            "the consensus is their order",
            ["fuse", "bm25.run", "bm25b.run", "--method", method, "--depth", "6000", "-o", "fused.run"],
            setup_agree, check_agree, why, env={"RANKAGG_MEMORY_LIMIT_GB": "0.05"}))
    cases.append(cli_bad(
        "u15e_memory_limit_with_unit", "RANKAGG_MEMORY_LIMIT_GB=16GB (the unit written out, as a reviewer sets it "
        "before deep runs): refused naming the variable, not read as something else",
        ["fuse", "bm25.run", "bert.run", "--method", "bradley_terry", "-o", "fused.run"], setup_std,
        "RANKAGG_MEMORY_LIMIT_GB", outputs=("fused.run",), env={"RANKAGG_MEMORY_LIMIT_GB": "16GB"},
        why="a limit that is not a number of GB cannot be applied"))
    cases.append(ok(
        "u15e_fuse_deep_tight_limit_either", "RRF of the two 6,000-deep rankers under RANKAGG_MEMORY_LIMIT_GB=0.02: "
        "either the right fusion (RRF is linear and streams a topic at a time) or a clean refusal naming the limit",
        "os.environ['RANKAGG_MEMORY_LIMIT_GB'] = '0.02'\n"
        "import contextlib, io\n"
        "from rankagg.cli import main\n"
        "docs, A, B = runs_for()\n"
        "write_run('a.run', A, 'bm25'); write_run('b.run', B, 'bert')\n"
        "err = io.StringIO()\n"
        "with contextlib.redirect_stderr(err):\n"
        "    try:\n"
        "        rc = main(['fuse', 'a.run', 'b.run', '--method', 'rrf', '--depth', '6000', '-o', 'f.run'])\n"
        "    except SystemExit as e:\n"
        "        rc = e.code\n"
        "if rc not in (0, None):\n"
        "    verdict('' if rc == 2 and 'RANKAGG_MEMORY_LIMIT_GB' in err.getvalue() and not Path('f.run').exists()\n"
        "            else f'exit {rc}: {err.getvalue()[-300:]}')\n"
        "else:\n"
        "    verdict(check_fused('f.run', {t: rrf({'bm25': A[t], 'bert': B[t]}) for t in TOPICS}, 6000))\n",
        "docs/trec.md: runs are read a block of queries at a time; a method that cannot says so"))

    # ------------------------------------------------------------------ tuning on few topics
    four = ["CD008081", "CD010438", "CD012019", "CD011145"]
    cases.append(ok(
        "u15e_tune_coordinate_weights_reproduced", "tune --search coordinate on four screening topics (2 folds, "
        "a recall measure) and --if-no-gain tuned, then fuse --model: the fused run is RRF with the model's own k "
        "and weights, as rankagg methods rrf states it",
        "from rankagg.cli import main\n"
        f"topics = {four!r}\n"
        "docs, A, B = runs_for(topics)\n"
        "write_run('a.run', A, 'bm25'); write_run('b.run', B, 'bert')\n"
        "write_qrels('qrels.txt', make_qrels(docs, topics))\n"
        "def call(args):\n"
        "    try:\n"
        "        rc = main(args)\n"
        "    except SystemExit as e:\n"
        "        rc = e.code\n"
        "    if rc not in (0, None):\n"
        "        raise ValueError(f'rankagg {args[0]} exited {rc}')\n"
        "call(['tune', 'a.run', 'b.run', '--qrels', 'qrels.txt', '--method', 'rrf', '--measure', 'R@1000',\n"
        "      '--search', 'coordinate', '--folds', '2', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json'])\n"
        "call(['fuse', 'a.run', 'b.run', '--model', 'm.json', '--depth', '6000', '--quiet', '-o', 'f.run'])\n"
        "m = json.loads(Path('m.json').read_text())\n"
        "w = m.get('weights') or {}\n"
        "params = m.get('params') or {}\n"
        "k = params.get('k')\n"
        "if k is None:\n"
        "    found = re.search(r'k=([0-9.eE+-]+)', json.dumps(m.get('method')))\n"
        "    k = float(found.group(1)) if found else 60.0\n"
        "refs = {t: rrf({'bm25': A[t], 'bert': B[t]}, float(k), {n: float(x) for n, x in w.items()}) for t in topics}\n"
        "msg = check_fused('f.run', refs, 6000)\n"
        "verdict(msg + (f' (model k={k}, weights={w}, keys={sorted(m)})' if msg else ''))\n",
        "docs/learning.md: coordinate search fits one weight per run; fuse --model applies them", timeout=300))
    return cases
