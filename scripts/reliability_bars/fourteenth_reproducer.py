"""Issue 45's fourteenth bar, a paper reproducer's day (scripts/reliability_matrix.py registers it in ``cases()``):
an IR researcher reproducing and extending the five papers' tables on LETOR 4.0 MQ2007-agg / MQ2008-agg.  The right
answers come from outside the code: the official LETOR 4.0 evaluation conventions (Eval-Score-4.0, as
``shared/data/README.md`` states them) computed by hand in the case, ERR as Chapelle et al. 2009 define it and RBP
as St.Agg's Eq. 7 prints it (p = 0.95), RRF and the other formulas written out, the five-fold protocol's table
(train S_k..S_k+2, validation, test), brute force over a grid on the validation subset, scipy's paired t-test with
Holm's correction, and the docs' words."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has  # noqa: F401


FOURTEENTH_REPRODUCER = "45 Unseen inputs: a fourteenth bar, a paper reproducer's day"

# The reproducer's helpers, independent of rankagg's code:
# ``read_letor`` reads a LETOR 4.0 aggregation file (plain or gzip) into (qid, label, ranks, docid) rows in line
# order; ``letor_eval`` is Eval-Score-4.0 as the data README states it (stable sort by score, gains 2^l - 1,
# discount 1 at ranks 1-2 then log 2 / log r, NDCG@k 0 below k documents or without a relevant one, MeanNDCG the mean
# of NDCG@1..n, P@k over k, AP 0 without a relevant document), plus ERR (Chapelle et al. 2009: R = (2^y - 1) / 2^2)
# and RBP (St.Agg Eq. 7, graded y, p = 0.95); ``local`` compacts a ranker's raw positions to 1..k per query;
# ``house`` orders by a score with the house tie rule (docs/conventions.md: equal within 2^-40 relative, then more
# rankers that returned the item, then its best local rank, then the smaller docid); ``subsets`` writes a dataset
# folder of the first N queries of each S file; ``cli`` runs the command line in a fresh process.
_U14R = r"""
import gzip, json, math, os, random, re, subprocess, sys
from pathlib import Path
DATA = os.environ.get('RANKAGG_DATA', '')
MEASURES = [f'P@{k}' for k in range(1, 11)] + ['MAP'] + [f'NDCG@{k}' for k in range(1, 11)] + ['MeanNDCG', 'ERR', 'RBP']
def opentext(path):
    raw = Path(path).read_bytes()
    return (gzip.decompress(raw) if raw[:2] == b'\x1f\x8b' else raw).decode()
def parse_line(ln):
    body, _, tail = ln.partition('#')
    f = body.split()
    ranks = [None if v == 'NULL' else float(v) for v in (t.split(':', 1)[1] for t in f[2:])]
    docid = re.search(r'docid\s*=\s*(\S+)', tail).group(1)
    return f[1][4:], int(f[0]), ranks, docid
def read_letor(path):
    return [parse_line(ln) for ln in opentext(path).splitlines() if ln.strip()]
def by_query(rows):
    out = {}
    for i, r in enumerate(rows):
        out.setdefault(r[0], []).append(i)
    return out
def disc(r):
    return 1.0 if r <= 2 else math.log(2) / math.log(r)
def ndcg_at(labels, k):
    n = len(labels)
    if n < k:
        return 0.0
    dcg = sum((2 ** l - 1) * disc(r) for r, l in enumerate(labels[:k], 1))
    ideal = sum((2 ** l - 1) * disc(r) for r, l in enumerate(sorted(labels, reverse=True)[:k], 1))
    return dcg / ideal if ideal > 0 else 0.0
def query_measures(labels):
    # labels: in the evaluated order
    n = len(labels)
    rel = [1 if l >= 1 else 0 for l in labels]
    m = {}
    for k in range(1, 11):
        m[f'P@{k}'] = sum(rel[:k]) / k
    hits, ap = 0, 0.0
    for i, r in enumerate(rel, 1):
        if r:
            hits += 1
            ap += hits / i
    m['MAP'] = ap / sum(rel) if sum(rel) else 0.0
    for k in range(1, 11):
        m[f'NDCG@{k}'] = ndcg_at(labels, k)
    m['MeanNDCG'] = sum(ndcg_at(labels, k) for k in range(1, n + 1)) / n
    err, keep = 0.0, 1.0
    for r, l in enumerate(labels, 1):
        R = (2 ** l - 1) / 4.0
        err += keep * R / r
        keep *= 1 - R
    m['ERR'] = err
    m['RBP'] = (1 - 0.95) * sum(l * 0.95 ** (r - 1) for r, l in enumerate(labels, 1))
    return m
def letor_eval(rows, scores):
    # Eval-Score-4.0: per query, a stable sort by score descending (equal scores keep the line order)
    per = {}
    for q, idx in by_query(rows).items():
        order = sorted(idx, key=lambda i: -scores[i])
        per[q] = query_measures([rows[i][1] for i in order])
    mean = {m: sum(p[m] for p in per.values()) / len(per) for m in MEASURES}
    return mean, per
def local(rows, idx):
    # each ranker's raw positions compacted to 1..k within the query
    m = len(rows[idx[0]][2])
    loc = {i: [None] * m for i in idx}
    for j in range(m):
        have = sorted((rows[i][2][j], i) for i in idx if rows[i][2][j] is not None)
        for r, (_, i) in enumerate(have, 1):
            loc[i][j] = r
    return loc
def house(rows, idx, score, loc):
    import functools
    def cmp(a, b):
        x, y = score[a], score[b]
        if abs(x - y) > 2.0 ** -40 * max(abs(x), abs(y)):
            return -1 if x > y else 1
        ca = sum(v is not None for v in loc[a]); cb = sum(v is not None for v in loc[b])
        if ca != cb:
            return -1 if ca > cb else 1
        ba = min([v for v in loc[a] if v is not None], default=10 ** 9)
        bb = min([v for v in loc[b] if v is not None], default=10 ** 9)
        if ba != bb:
            return -1 if ba < bb else 1
        return -1 if rows[a][3] < rows[b][3] else (1 if rows[a][3] > rows[b][3] else 0)
    return sorted(idx, key=functools.cmp_to_key(cmp))
def rrf_order(rows, k=60.0, raw=False):
    # per query: the line indices in RRF's order (sum 1 / (k + rank) over the rankers that returned the item)
    out = {}
    for q, idx in by_query(rows).items():
        loc = local(rows, idx)
        pos = {i: rows[i][2] for i in idx} if raw else loc
        sc = {i: sum(1.0 / (k + v) for v in pos[i] if v is not None) for i in idx}
        out[q] = house(rows, idx, sc, loc)
    return out
def scores_from_order(rows, orders):
    s = [0.0] * len(rows)
    for q, order in orders.items():
        for r, i in enumerate(order):
            s[i] = float(len(order) - r)
    return s
def order_of(rows, scores):
    # the order a score file gives each query (a stable sort, as the LETOR script)
    return {q: sorted(idx, key=lambda i: -scores[i]) for q, idx in by_query(rows).items()}
def read_scores(path):
    return [float(x) for x in Path(path).read_text().split()]
def letor_text(rows):
    return ''.join(f"{l} qid:{q} " + ' '.join(f"{j + 1}:{'NULL' if v is None else int(v)}" for j, v in enumerate(rk))
                   + f" #docid = {d} inc = 1 prob = 0.5\n" for q, l, rk, d in rows)
def s_file(name, i):
    return f'{DATA}/letor4-agg/{name}/S{i}.txt.gz'
def subsets(dst, sizes=(8, 12, 16, 20, 24), name='MQ2008-agg', relabel=None, skip=()):
    # a dataset folder dst/letor4-agg/NAME/S1..S5.txt: the first sizes[i] queries of each real subset
    folder = Path(dst) / 'letor4-agg' / name
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for i in range(1, 6):
        rows = read_letor(s_file(name, i))
        keep = list(by_query(rows))[:sizes[i - 1]]
        rows = [r for r in rows if r[0] in set(keep)]
        if relabel and i in relabel:
            rows = [(q, relabel[i](l, j), rk, d) for j, (q, l, rk, d) in enumerate(rows)]
        out.append(rows)
        if i not in skip:
            (folder / f'S{i}.txt').write_text(letor_text(rows))
    return out
def fold_parts(k):
    s = lambda j: (j - 1) % 5 + 1
    return [s(k), s(k + 1), s(k + 2)], s(k + 3), s(k + 4)
def cli(*args, env=None):
    e = dict(os.environ, **(env or {}))
    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *map(str, args)], capture_output=True, text=True, env=e)
    return p.returncode, p.stdout, p.stderr
def must(*args, env=None):
    rc, out, err = cli(*args, env=env)
    if rc != 0:
        print(f'FAILED rankagg {" ".join(map(str, args))}: exit {rc}: {err.strip()[-600:]}')
        sys.exit(0)
    return out
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(b))
def report(bad):
    print('same' if not bad else 'differs: ' + '; '.join(map(str, bad[:8])))
def refused(rc, err, *names):
    # a clean refusal: exit 2, one line, every name in it
    lines = [l for l in err.strip().splitlines() if l.strip()]
    if rc == 2 and lines and 'Traceback' not in err and all(n in err for n in names):
        return 'same'
    return f'not a clean refusal naming {names}: exit {rc}: {err.strip()[-400:]}'
"""


def _copy_s1(folder) -> None:
    """The real MQ2008-agg S1 beside the case (a CLI case's argv cannot name $RANKAGG_DATA)."""
    import os
    import shutil

    shutil.copyfile(os.path.join(os.environ["RANKAGG_DATA"], "letor4-agg", "MQ2008-agg", "S1.txt.gz"), folder / "S1.txt.gz")


def fourteenth_bar_reproducer_cases() -> list[Case]:
    """Issue 45's fourteenth bar: a paper reproducer's day.  An IR researcher reproduces and extends the five
    papers' tables on LETOR 4.0 MQ2007-agg / MQ2008-agg: ``rankagg evaluate --letor`` against the official LETOR
    conventions computed by hand (every measure, ties kept in line order, queries with no relevant document or
    fewer than k documents, ERR and RBP as the St.Agg paper defines them), score files that do not fit, the
    five-fold protocol (folds from S files or Fold folders, folds in another order, a subset missing, subsets of
    queries, the fold mean the papers average), tuning on validation only (a grid searched by hand on the
    validation subset, test labels changed without changing a choice), ``train`` and saved models loaded back
    (determinism by seed, the model applied to another set, a supervised method without a model), the
    supervised methods (St.Agg_NDCG/ERR/RBP, CPS, RAGS) on a synthetic set with a perfect expert, Volkovs'
    published RRF rows, the unsupervised ones (Mallows EM, St.Agg_BC/RRF, RRF, GeoMean) on unanimous and complete lists and
    with labels or ranker columns changed, declared experiments, rendered published-number tables and reports
    with Holm-corrected marks.  Each case stays under ~30 s of CPU: one fold or subsets of queries, few
    iterations."""
    G = FOURTEENTH_REPRODUCER

    def ok(id: str, what: str, code: str, why: str = "", data: bool = True, files: dict | None = None,
           outputs: tuple[str, ...] = (), timeout: float = 180) -> Case:
        return Case(id, G, what, code=_U14R + code, files=files or {}, expect="ok", check=stdout_has("same"),
                    memory_gb=4.0, needs_data=data, timeout=timeout, why=why, outputs=outputs)

    def bad(id: str, what: str, argv: list[str], *mention: str, files: dict | None = None,
            outputs: tuple[str, ...] = (), data: bool = False, why: str = "", setup=None) -> Case:
        return Case(id, G, what, argv=argv, files=files or {}, mention=mention, outputs=outputs, memory_gb=4.0,
                    needs_data=data, timeout=120, why=why, setup=setup)

    # a hand-made LETOR file: q1 three documents (labels 0 2 1), q2 twelve documents none relevant, q3 twelve
    # documents; two rankers
    hand_rows = ([("1", lab, [float(i + 1), float(3 - i)], f"A{i}") for i, lab in enumerate([0, 2, 1])]
                 + [("2", 0, [float(i + 1), None], f"B{i:02d}") for i in range(12)]
                 + [("3", lab, [float(i + 1), float(12 - i)], f"C{i:02d}")
                    for i, lab in enumerate([1, 0, 2, 0, 0, 1, 0, 0, 0, 0, 2, 0])])
    hand = "".join(f"{l} qid:{q} " + " ".join(f"{j + 1}:{'NULL' if v is None else int(v)}" for j, v in enumerate(rk))
                   + f" #docid = {d} inc = 1 prob = 0.5\n" for q, l, rk, d in hand_rows)
    hand_scores = "".join(f"{float(27 - i)}\n" for i in range(27))  # line order = score order

    c: list[Case] = []
    # ------------------------------------------------------------------ evaluate --letor: the official conventions
    c += [
        ok("u14r_eval_rrf_order_is_formula", "fuse --letor MQ2008-agg S1 --method rrf(k=60): each query's order "
           "(the score file's) is RRF's sum 1/(60 + local rank) over the rankers that returned the document, ties by "
           "the house rule (docs/conventions.md), and the written scores are distinct within each query",
           "s1 = s_file('MQ2008-agg', 1)\nmust('fuse', '--letor', s1, '--method', 'rrf(k=60)', '-o', 's.txt', '--quiet')\n"
           "rows = read_letor(s1)\ns = read_scores('s.txt')\nwant = rrf_order(rows, 60.0)\ngot = order_of(rows, s)\n"
           "bad = [(q, [rows[i][3] for i in got[q][:5]], [rows[i][3] for i in want[q][:5]]) for q in want if got[q] != want[q]]\n"
           "bad += [('tie', q) for q, idx in by_query(rows).items() if len({s[i] for i in idx}) != len(idx)]\n"
           "report(bad)",
           "accepted: RRF (St.Agg Eq. 3) on local ranks with the documented tie rule"),
        ok("u14r_eval_rrf_raw_positions_k1", "rrf(k=1, positions=raw) on MQ2008-agg S2 (docs/foundation.md: RRF on "
           "the raw LETOR positions with C = 1 is St.Agg's closest match): each query's order is sum 1/(1 + raw "
           "position), ties by the house rule",
           "s = s_file('MQ2008-agg', 2)\nmust('fuse', '--letor', s, '--method', 'rrf(k=1, positions=raw)', '-o', 's.txt', '--quiet')\n"
           "rows = read_letor(s)\nwant = rrf_order(rows, 1.0, raw=True)\ngot = order_of(rows, read_scores('s.txt'))\n"
           "report([(q, [rows[i][3] for i in got[q][:4]], [rows[i][3] for i in want[q][:4]]) for q in want if got[q] != want[q]])",
           "accepted: raw positions as the documented option"),
        ok("u14r_eval_trec_name_on_letor", "evaluate --letor F S -m ndcg_cut.5 (trec_eval's name, whose gain is "
           "the label and discount 1/log2(r + 1), not the LETOR script's): either refused naming ndcg_cut, or "
           "trec_eval's own value (pytrec_eval on the file as qrels and the scores as a run), never the LETOR "
           "NDCG@5 under trec_eval's name (a refusal of any measure option with --letor, naming -m's --measures and "
           "--letor, is the documented rule of u9b_eval_measures_option)",
           "import pytrec_eval\nrows = read_letor('f.txt')\ns = read_scores('s.txt')\n"
           "rc, out, err = cli('evaluate', '--letor', 'f.txt', 's.txt', '-m', 'ndcg_cut.5', '--json')\n"
           "if rc != 0:\n    print(refused(rc, err, 'ndcg_cut') if 'measures' not in err else refused(rc, err, 'measures', '--letor'))\nelse:\n"
           "    qrels = {}\n    run = {}\n"
           "    for (q, l, _, d), v in zip(rows, s):\n        qrels.setdefault(q, {})[d] = l\n        run.setdefault(q, {})[d] = v\n"
           "    ref = pytrec_eval.RelevanceEvaluator(qrels, {'ndcg_cut.5'}).evaluate(run)\n"
           "    want = sum(v['ndcg_cut_5'] for v in ref.values()) / len(ref)\n"
           "    got = json.loads(out)\n    vals = [v for k, v in got.items() if isinstance(v, float)]\n"
           "    print('same' if len(vals) == 1 and close(vals[0], want) else f'differs: {got} where trec_eval gives {want}')",
           "a trec_eval measure name on LETOR data: its own definition, or refused", data=False,
           files={"f.txt": hand, "s.txt": hand_scores}),
        ok("u14r_eval_crlf_score_file", "a score file written on Windows (CRLF line ends) for the hand-made file: "
           "the same values as the LF file",
           "a = json.loads(must('evaluate', '--letor', 'f.txt', 's.txt', '--json'))\n"
           "b = json.loads(must('evaluate', '--letor', 'f.txt', 'w.txt', '--json'))\n"
           "report([(m, a[m], b.get(m)) for m in a if m != 'per_query' and b.get(m) != a[m]])",
           "accepted: CRLF line ends in a score file (Perl's chomp and the LETOR tools' readers)", data=False,
           files={"f.txt": hand, "s.txt": hand_scores, "w.txt": hand_scores.replace("\n", "\r\n")}),
        ok("u14r_eval_label_above_scale", "a LETOR-format file graded 0..4 (an extension to another graded set: q1 "
           "labels 4 0 2 1 in score order, q2 0 3 0): NDCG@k with the script's gain 2^l - 1 (15 for 4) by hand, "
           "and ERR a probability-weighted reciprocal rank in [0, 1] (Chapelle's R = (2^g - 1) / 2^g_max with the "
           "scale's top grade); or refused naming f.txt and the label's line",
           "rows = read_letor('f.txt')\nrc, out, err = cli('evaluate', '--letor', 'f.txt', 's.txt', '--json', '--per-query')\n"
           "if rc:\n    print(refused(rc, err, 'f.txt'))\nelse:\n    got = json.loads(out)\n"
           "    _, per = letor_eval(rows, read_scores('s.txt'))\n"
           "    want = {m: sum(p[m] for p in per.values()) / 2 for m in ('NDCG@1', 'NDCG@2', 'NDCG@3', 'MAP', 'P@2')}\n"
           "    bad = [(m, got.get(m), v) for m, v in want.items() if not close(got.get(m, -1), v)]\n"
           "    bad += [] if 0.0 <= got.get('ERR', -1) <= 1.0 else [('ERR outside [0, 1]', got.get('ERR'))]\n"
           "    report(bad)",
           "a grade above the LETOR 4.0 scale: measured by its definitions, or refused", data=False,
           files={"f.txt": "".join(f"{l} qid:{q} 1:{i + 1} 2:{9 - i} #docid = E{q}{i} inc = 1 prob = 0.5\n"
                                   for q, labs in ((1, [4, 0, 2, 1]), (2, [0, 3, 0])) for i, l in enumerate(labs)),
                  "s.txt": "".join(f"{9 - i}.0\n" for i in range(7))}),
        ok("u14r_eval_signed_zero_scores_tie", "a score file of -0.0, 0.0, -0, 0 for one query (labels 0 2 0 1): "
           "the four scores are equal numbers (Perl's <=> and trec_eval: -0 == 0), so the script keeps the line "
           "order: P@1 = 0, NDCG@2 = 3/4 of the ideal's ... all as the hand evaluation of the line order",
           "rows = read_letor('f.txt')\ngot = json.loads(must('evaluate', '--letor', 'f.txt', 's.txt', '--json'))\n"
           "want, _ = letor_eval(rows, [0.0, 0.0, 0.0, 0.0])\n"
           "report([(m, got.get(m), want[m]) for m in MEASURES if m in got and not close(got[m], want[m])])",
           "accepted: signed zeros tie", data=False,
           files={"f.txt": "".join(f"{l} qid:5 1:{i + 1} #docid = Z{i} inc = 1 prob = 0.5\n" for i, l in enumerate([0, 2, 0, 1])),
                  "s.txt": "-0.0\n0.0\n-0\n0\n"}),
        ok("u14r_eval_score_number_forms", "a score file spelling its numbers as +1e1, 1E0, .5, 5., 0x10-free "
           "decimals (what numpy.savetxt, R and Perl print): the same values as the file with plain decimals",
           "a = json.loads(must('evaluate', '--letor', 'f.txt', 'p.txt', '--json'))\n"
           "b = json.loads(must('evaluate', '--letor', 'f.txt', 'e.txt', '--json'))\n"
           "report([(m, a[m], b.get(m)) for m in a if b.get(m) != a[m]])",
           "accepted: the usual spellings of a number (Perl's and C's strtod)", data=False,
           files={"f.txt": "".join(f"{l} qid:5 1:{i + 1} #docid = Z{i} inc = 1 prob = 0.5\n" for i, l in enumerate([0, 2, 0, 1, 1])),
                  "p.txt": "10\n1\n0.5\n5\n-2\n", "e.txt": "+1e1\n1E0\n.5\n5.\n-2.0e+00\n"}),
        ok("u14r_eval_score_file_gz_roundtrip", "fuse --letor MQ2008-agg S1 --method rrf -o s.txt.gz (a compressed "
           "score file, as -o .gz compresses a run), then evaluate --letor S1 s.txt.gz: the values of the plain "
           "score file (every output reads back)",
           "s1 = s_file('MQ2008-agg', 1)\nmust('fuse', '--letor', s1, '--method', 'rrf', '-o', 's.txt.gz', '--quiet')\n"
           "must('fuse', '--letor', s1, '--method', 'rrf', '-o', 's.txt', '--quiet')\n"
           "a = json.loads(must('evaluate', '--letor', s1, 's.txt', '--json'))\n"
           "rc, out, err = cli('evaluate', '--letor', s1, 's.txt.gz', '--json')\n"
           "if rc:\n    print(f'differs: its own output is not read back: {err.strip()[-300:]}')\nelse:\n"
           "    b = json.loads(out)\n    report([(m, a[m], b.get(m)) for m in a if b.get(m) != a[m]])",
           "accepted: a written score file reads back"),
        ok("u14r_eval_two_score_files", "evaluate --letor f.txt a.txt b.txt (two methods' score files for one "
           "LETOR file, as one types it): either both evaluated with their hand values, or refused naming b.txt; "
           "never a.txt's values alone with b.txt ignored",
           "rows = read_letor('f.txt')\nrc, out, err = cli('evaluate', '--letor', 'f.txt', 'a.txt', 'b.txt', '--json')\n"
           "if rc:\n    print(refused(rc, err, 'b.txt'))\nelse:\n    got = json.loads(out)\n"
           "    wa, _ = letor_eval(rows, read_scores('a.txt'))\n    wb, _ = letor_eval(rows, read_scores('b.txt'))\n"
           "    ga, gb = got.get('a.txt', {}), got.get('b.txt', {})\n"
           "    report([(n, m) for n, g, w in (('a.txt', ga, wa), ('b.txt', gb, wb)) for m in ('NDCG@2', 'MAP') if not close(g.get(m, -1), w[m])])",
           "several score files: each evaluated, or refused", data=False,
           files={"f.txt": hand, "a.txt": hand_scores, "b.txt": "".join(f"{float(i)}\n" for i in range(27))}),
        ok("u14r_report_html_values", "rankagg report of evaluate --letor --json --per-query outputs of rrf and "
           "borda on MQ2008-agg S2 to one self-contained HTML page: its table holds each method's hand NDCG@5, "
           "NDCG@10 and MAP at 4 decimals",
           "s = s_file('MQ2008-agg', 2)\nrows = read_letor(s)\nwant = {}\n"
           "for m in ('rrf', 'borda'):\n    must('fuse', '--letor', s, '--method', m, '-o', f'{m}.txt', '--quiet')\n"
           "    Path(f'{m}.json').write_text(must('evaluate', '--letor', s, f'{m}.txt', '--json', '--per-query'))\n"
           "    want[m] = letor_eval(rows, read_scores(f'{m}.txt'))[0]\n"
           "must('report', 'rrf.json', 'borda.json', '-o', 'r.html', '--baseline', 'borda', '--no-figures')\n"
           "text = Path('r.html').read_text()\n"
           "report([(m, k, f'{v[k]:.4f}') for m, v in want.items() for k in ('NDCG@5', 'NDCG@10', 'MAP') if f'{v[k]:.4f}' not in text])",
           "accepted: the HTML report's numbers"),
        ok("u14r_fuse_letor_queries_reversed", "a LETOR file of 30 MQ2008-agg S1 queries written in reversed query "
           "order with each query's lines reversed too (a subset cut and re-sorted by a script): fuse --letor rrf "
           "gives each line its own document's score (each query's order is RRF's by hand)",
           "rows = read_letor(s_file('MQ2008-agg', 1))\nq = by_query(rows)\nkeep = list(q)[:30][::-1]\n"
           "rows = [rows[i] for k in keep for i in q[k][::-1]]\nPath('r.txt').write_text(letor_text(rows))\n"
           "must('fuse', '--letor', 'r.txt', '--method', 'rrf(k=60)', '-o', 's.txt', '--quiet')\n"
           "want = rrf_order(rows, 60.0)\ngot = order_of(rows, read_scores('s.txt'))\n"
           "report([(k, [rows[i][3] for i in got[k][:4]], [rows[i][3] for i in want[k][:4]]) for k in want if got[k] != want[k]])",
           "accepted: a file of queries in any order"),
    ]
    # ------------------------------------------------------------------ folds, data folders, the protocol
    c += [
        ok("u14r_fold_layout_train_other_order", "the Fold layout with each train.txt holding its three subsets "
           "in another order (S3 S1 S2 for fold 1 ...): the folds are the same sets of queries, so benchmark rrf "
           "k=60's per-query test values equal the S layout's",
           "sub = subsets('s')\nroot = Path('f/letor4-agg/MQ2008-agg')\n"
           "for k in range(1, 6):\n    tr, v, t = fold_parts(k)\n    (root / f'Fold{k}').mkdir(parents=True)\n"
           "    (root / f'Fold{k}' / 'train.txt').write_text(''.join(letor_text(sub[i - 1]) for i in (tr[2], tr[0], tr[1])))\n"
           "    (root / f'Fold{k}' / 'vali.txt').write_text(letor_text(sub[v - 1]))\n    (root / f'Fold{k}' / 'test.txt').write_text(letor_text(sub[t - 1]))\n"
           "A = json.loads(must('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 's'))\n"
           "rc, out, err = cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 'f')\n"
           "if rc:\n    print(f'refused a legal Fold layout: {err.strip()[-300:]}')\nelse:\n"
           "    B = json.loads(out)\n    report([] if A['per_query'] == B['per_query'] else [('differ', A['test']['NDCG@10'], B['test']['NDCG@10'])])",
           "accepted: a concatenation's order does not change the queries of a fold"),
        ok("u14r_fold_dir_missing_fold5", "a Fold layout with Fold1..Fold4 only (Fold5 lost in a copy): either "
           "refused naming Fold5, or the five subsets recovered exactly (S4 is Fold1's vali.txt) so that benchmark "
           "rrf k=60 equals the S layout's",
           "sub = subsets('s')\nroot = Path('f/letor4-agg/MQ2008-agg')\n"
           "for k in range(1, 5):\n    tr, v, t = fold_parts(k)\n    (root / f'Fold{k}').mkdir(parents=True)\n"
           "    (root / f'Fold{k}' / 'train.txt').write_text(''.join(letor_text(sub[i - 1]) for i in tr))\n"
           "    (root / f'Fold{k}' / 'vali.txt').write_text(letor_text(sub[v - 1]))\n    (root / f'Fold{k}' / 'test.txt').write_text(letor_text(sub[t - 1]))\n"
           "rc, out, err = cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 'f')\n"
           "if rc:\n    print(refused(rc, err, 'Fold5'))\nelse:\n"
           "    A = json.loads(must('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 's'))\n"
           "    report([] if A['per_query'] == json.loads(out)['per_query'] else [('differ from the S layout',)])",
           "a missing fold folder: recovered exactly or refused naming it"),
        ok("u14r_fold_gz_and_plain_differ", "a dataset folder with both S1.txt and S1.txt.gz holding different "
           "queries (an old and a new copy): refused naming S1 (which one would be read is a guess), or ...: "
           "refused naming both files",
           "sub = subsets('d')\nimport gzip as gz\n"
           "Path('d/letor4-agg/MQ2008-agg/S1.txt.gz').write_bytes(gz.compress(letor_text(sub[1]).encode()))\n"
           "rc, out, err = cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 'd')\n"
           "print(refused(rc, err, 'S1.txt', 'S1.txt.gz'))",
           "refused: two different copies of one subset"),
        ok("u14r_volkovs_rrf_row_reproduced", "Volkovs et al. 2012 Table 3's RRF rows (MQ2007-agg NDCG@1..5 41.93 "
           "42.66 42.42 42.73 43.13, P@1..5 48.70 47.20 44.84 43.52 42.52, MAP 46.72; MQ2008-agg 38.77 40.73 43.48 "
           "45.70 47.17, 44.89 41.32 38.82 36.51 34.13, 47.71), which docs/foundation.md says are rrf(positions=raw) "
           "with k = 60: benchmark gives each at the paper's two decimals of a percent (one unit of its last digit "
           "for the paper's rounding)",
           "paper = {'MQ2007-agg': [41.93, 42.66, 42.42, 42.73, 43.13, 48.70, 47.20, 44.84, 43.52, 42.52, 46.72],\n"
           "         'MQ2008-agg': [38.77, 40.73, 43.48, 45.70, 47.17, 44.89, 41.32, 38.82, 36.51, 34.13, 47.71]}\n"
           "ms = ['NDCG@1', 'NDCG@2', 'NDCG@3', 'NDCG@4', 'NDCG@5', 'P@1', 'P@2', 'P@3', 'P@4', 'P@5', 'MAP']\nbad = []\n"
           "for d, vals in paper.items():\n"
           "    got = json.loads(must('benchmark', '--dataset', d, '--method', 'rrf(positions=raw)', '--param', 'k=60', '--json', '--quiet'))['test']\n"
           "    bad += [(d, m, round(100 * got[m], 3), v) for m, v in zip(ms, vals) if abs(100 * got[m] - v) > 0.0101]\n"
           "report(bad)",
           "accepted: the published RRF row reproduces"),
        ok("u14r_fold_layout_gzipped", "the official Fold1..Fold5 layout with every file gzipped (train.txt.gz, "
           "vali.txt.gz, test.txt.gz, as the S files ship): benchmark rrf k=60 gives the per-query test values of "
           "the S layout",
           "import gzip as gz\nsub = subsets('s')\nroot = Path('f/letor4-agg/MQ2008-agg')\n"
           "for k in range(1, 6):\n    tr, v, t = fold_parts(k)\n    (root / f'Fold{k}').mkdir(parents=True)\n"
           "    (root / f'Fold{k}' / 'train.txt.gz').write_bytes(gz.compress(''.join(letor_text(sub[i - 1]) for i in tr).encode()))\n"
           "    (root / f'Fold{k}' / 'vali.txt.gz').write_bytes(gz.compress(letor_text(sub[v - 1]).encode()))\n"
           "    (root / f'Fold{k}' / 'test.txt.gz').write_bytes(gz.compress(letor_text(sub[t - 1]).encode()))\n"
           "A = json.loads(must('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 's'))\n"
           "rc, out, err = cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 'f')\n"
           "if rc:\n    print(f'refused gzipped Fold files: {err.strip()[-300:]}')\nelse:\n"
           "    report([] if A['per_query'] == json.loads(out)['per_query'] else [('differ from the S layout',)])",
           "accepted: gzip in either layout (README: S1..S5.txt[.gz] or Fold1..5/)"),
        ok("u14r_fold_qid_in_two_subsets", "a data folder whose S3 also holds S1's first query (a subset file "
           "edited by hand): that query would be trained on and tested on in the same fold; refused naming the "
           "qid, S1 and S3",
           "sub = subsets('d')\nq = sub[0][0][0]\nPath('d/letor4-agg/MQ2008-agg/S3.txt').write_text(letor_text(sub[2] + [r for r in sub[0] if r[0] == q]))\n"
           "rc, out, err = cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 'd')\n"
           "print(refused(rc, err, q, 'S1', 'S3'))",
           "refused: a query in two subsets leaks between training and test"),
        ok("u14r_fold_both_layouts_disagree", "a data folder holding both S1..S5.txt and Fold1..Fold5/ whose "
           "files hold other queries (two downloads in one folder): refused naming both layouts (which one is read "
           "would be a guess)",
           "sub = subsets('d')\nother = subsets('o', sizes=(5, 5, 5, 5, 5))\nroot = Path('d/letor4-agg/MQ2008-agg')\n"
           "for k in range(1, 6):\n    tr, v, t = fold_parts(k)\n    (root / f'Fold{k}').mkdir(parents=True)\n"
           "    (root / f'Fold{k}' / 'train.txt').write_text(''.join(letor_text(other[i - 1]) for i in tr))\n"
           "    (root / f'Fold{k}' / 'vali.txt').write_text(letor_text(other[v - 1]))\n    (root / f'Fold{k}' / 'test.txt').write_text(letor_text(other[t - 1]))\n"
           "rc, out, err = cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 'd')\n"
           "print(refused(rc, err, 'Fold', 'S1'))",
           "refused: two layouts that disagree"),
        ok("u14r_bench_spec_params_fixed", "benchmark --method 'rrf(k=60)' (the spec the experiments' TOML and "
           "--help accept) on the subset folder: k is the user's 60 in every fold, not tuned over the grid "
           "behind the user's back",
           "subsets('d')\ngot = json.loads(must('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf(k=60)', '--json', '--quiet', '--data-dir', 'd'))\n"
           "report([(f['fold'], f['params']) for f in got['folds'] if float(f['params'].get('k', 60)) != 60.0])",
           "accepted: a parameter written in the spec is fixed"),
        ok("u14r_bench_spec_and_param_conflict", "benchmark --method 'rrf(k=60)' --param k=10 (two values for one "
           "parameter): refused naming k, never one of them silently",
           "subsets('d')\nrc, out, err = cli('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf(k=60)', '--param', 'k=10', '--json', '--quiet', '--data-dir', 'd')\n"
           "print(refused(rc, err, 'k'))",
           "refused: a parameter given twice with two values"),
        ok("u14r_train_fold_layout_same_model", "train --dataset MQ2008-agg --method lr_agg(n_iter=5) --fold 2 on "
           "the subset data as S1..S5 files and as the official Fold1..Fold5 layout: the two models fuse S1 (fold "
           "2's test subset) to the same scores",
           "sub = subsets('s')\nroot = Path('f/letor4-agg/MQ2008-agg')\n"
           "for k in range(1, 6):\n    tr, v, t = fold_parts(k)\n    (root / f'Fold{k}').mkdir(parents=True)\n"
           "    (root / f'Fold{k}' / 'train.txt').write_text(''.join(letor_text(sub[i - 1]) for i in tr))\n"
           "    (root / f'Fold{k}' / 'vali.txt').write_text(letor_text(sub[v - 1]))\n    (root / f'Fold{k}' / 'test.txt').write_text(letor_text(sub[t - 1]))\n"
           "for n in ('s', 'f'):\n"
           "    must('train', '--dataset', 'MQ2008-agg', '--method', 'lr_agg(n_iter=5)', '--fold', '2', '--data-dir', n, '-o', f'{n}.json', '--quiet')\n"
           "    must('fuse', '--model', f'{n}.json', '--letor', 's/letor4-agg/MQ2008-agg/S1.txt', '-o', f'{n}.txt', '--quiet')\n"
           "report([] if read_scores('s.txt') == read_scores('f.txt') else [('the two layouts train different models',)])",
           "accepted: train reads the Fold layout as benchmark does"),
    ]
    # ------------------------------------------------------------------ train, saved models, supervised methods
    # a synthetic dataset: 5 subsets x 10 queries x 12 documents (at least 10, so that the protocol's validation
    # NDCG@10 is defined by the LETOR convention), labels 0/1/2; ranker 1 orders by label (a perfect
    # expert, ties by document), ranker 2 the reverse, ranker 3 a fixed random permutation
    synth = (
        "def synth(dst, m=3, seed=7):\n"
        "    rng = random.Random(seed)\n    folder = Path(dst) / 'letor4-agg' / 'MQ2008-agg'\n"
        "    folder.mkdir(parents=True, exist_ok=True)\n    out = []\n"
        "    for s in range(1, 6):\n        rows = []\n"
        "        for q in range(10):\n            qid = str(1000 * s + q)\n"
        "            labels = [rng.choice([0, 0, 0, 1, 1, 2]) for _ in range(12)]\n"
        "            if q == 0:\n                labels = [0] * 12\n"
        "            perfect = sorted(range(12), key=lambda i: (-labels[i], i))\n"
        "            rand = list(range(12))\n            rng.shuffle(rand)\n"
        "            orders = [perfect, perfect[::-1], rand] + [rand[::-1]] * (m - 3)\n"
        "            for i in range(12):\n"
        "                rows.append((qid, labels[i], [float(o.index(i) + 1) for o in orders], f'D{s}{q}{i}'))\n"
        "        out.append(rows)\n        (folder / f'S{s}.txt').write_text(letor_text(rows))\n"
        "    return out\n"
        "def ideal(rows):\n"
        "    return letor_eval(rows, [-r[2][0] for r in rows])[0]\n"
    )

    def sup(id: str, specs: str | tuple[str, ...], what: str) -> Case:
        specs = (specs,) if isinstance(specs, str) else specs
        return ok(id, what, synth + "sub = synth('d')\nbad = []\n"
                  f"for spec in {specs!r}:\n"
                  "    got = json.loads(must('benchmark', '--dataset', 'MQ2008-agg', '--method', spec, '--json', '--quiet', '--data-dir', 'd'))\n"
                  "    for f in range(1, 6):\n        want = ideal(sub[fold_parts(f)[2] - 1])\n"
                  "        g = got['folds'][f - 1]['test']\n"
                  "        bad += [(spec, f, m, g.get(m), want[m]) for m in ('NDCG@5', 'MAP') if g.get(m, -1) < want[m] - 1e-9]\n"
                  "report(bad)",
                  "accepted: a supervised aggregator given a perfect expert among its inputs follows it", data=False,
                  timeout=240)

    c += [
        sup("u14r_synth_cps_perfect", "cps", "the synthetic set (5 subsets x 10 queries x 12 documents; ranker 1 "
            "orders by the labels, ranker 2 the reverse, ranker 3 at random): CPS (Qin et al.'s maximum likelihood, "
            "its grid tuned on validation) reaches the ideal test NDCG@5 and MAP (computed by hand) in every fold"),
        ok("u14r_cps_global_spelled_as_documented", "train --fold 1 of cps(inference=global), spelt as `rankagg "
           "methods cps` prints the choice (sequential | global) and as every other choice is spelt unquoted "
           "(truth=tie_rule), on the synthetic set: the same model as cps(inference='global') (the same fused "
           "scores of S5)",
           synth + "synth('d')\nbad = []\n"
           "for n, spec in (('a', 'cps(inference=global)'), ('b', \"cps(inference='global')\")):\n"
           "    rc, out, err = cli('train', '--dataset', 'MQ2008-agg', '--method', spec, '--fold', '1', '--data-dir', 'd', '-o', f'{n}.json', '--quiet')\n"
           "    if rc:\n        bad.append((spec, err.strip()[-200:]))\n        continue\n"
           "    must('fuse', '--model', f'{n}.json', '--letor', 'd/letor4-agg/MQ2008-agg/S5.txt', '-o', f'{n}.txt', '--quiet')\n"
           "if not bad and read_scores('a.txt') != read_scores('b.txt'):\n    bad.append('two models')\nreport(bad)",
           "accepted: a documented choice spelt as documented", data=False),
        sup("u14r_synth_rags_top_perfect", "rags_top(weights=lstsq, n_bands=1)", "the synthetic set with a perfect "
            "ranker (complete lists): RAGS-⊤'s least squares on log normalised ranks (§4.1) reaches the ideal test "
            "NDCG@5 and MAP in every fold"),
        sup("u14r_synth_stagg_objectives_perfect", tuple(f"stagg_sup(objective={o}, lr=0.1, sigma=0.1, max_iter=100)"
                                                         for o in ("ndcg", "err", "rbp")),
            "the synthetic set with a perfect ranker: St.Agg_NDCG, St.Agg_ERR and St.Agg_RBP (Ψ_BF, 100 steps) "
            "each reach the ideal test NDCG@5 and MAP in every fold"),
        ok("u14r_train_seed_determinism", "train --dataset MQ2008-agg --method lr_agg(n_iter=5, random_state=3) --fold 1 "
           "twice on the subset folder, then fuse --model --letor S5: the two fused score files are identical byte "
           "for byte (docs/conventions.md: same input and random_state, same output)",
           "subsets('d')\nfor n in ('a', 'b'):\n"
           "    must('train', '--dataset', 'MQ2008-agg', '--method', 'lr_agg(n_iter=5, random_state=3)', '--fold', '1', '--data-dir', 'd', '-o', f'{n}.json', '--quiet')\n"
           "    must('fuse', '--model', f'{n}.json', '--letor', 'd/letor4-agg/MQ2008-agg/S5.txt', '-o', f'{n}.txt', '--quiet')\n"
           "report([] if Path('a.txt').read_bytes() == Path('b.txt').read_bytes() else [('two runs differ',)])",
           "accepted: determinism by seed"),
        ok("u14r_model_back_equals_protocol", "train --dataset MQ2008-agg --method stagg_sup(lr=0.1, sigma=0.1, "
           "max_iter=30) --fold 1 on the subset folder, saved, loaded back by fuse --model --letor S5, evaluated by "
           "hand: equal to benchmark's fold-1 test values for the same fixed parameters (the saved model is the "
           "protocol's model)",
           "sub = subsets('d')\n"
           "must('train', '--dataset', 'MQ2008-agg', '--method', 'stagg_sup(lr=0.1, sigma=0.1, max_iter=30)', '--fold', '1', '--data-dir', 'd', '-o', 'm.json', '--quiet')\n"
           "must('fuse', '--model', 'm.json', '--letor', 'd/letor4-agg/MQ2008-agg/S5.txt', '-o', 's.txt', '--quiet')\n"
           "mine, _ = letor_eval(sub[4], read_scores('s.txt'))\n"
           "got = json.loads(must('benchmark', '--dataset', 'MQ2008-agg', '--method', 'stagg_sup', '--param', 'lr=0.1', '--param', 'sigma=0.1', '--param', 'max_iter=30', '--json', '--quiet', '--data-dir', 'd'))\n"
           "g = got['folds'][0]['test']\nreport([(m, g[m], mine[m]) for m in ('NDCG@5', 'NDCG@10', 'MAP', 'ERR') if not close(g[m], mine[m])])",
           "accepted: a saved model applies as fitted"),
        ok("u14r_model_letor_on_trec_runs", "a model trained on a 3-ranker LETOR set (lr_agg, fold 1) given to "
           "fuse --model with three TREC runs tagged alpha, beta, gamma (trained models meet their runs by name): "
           "refused naming the model or the runs, no fused run written",
           synth + "synth('d')\n"
           "must('train', '--dataset', 'MQ2008-agg', '--method', 'lr_agg(n_iter=3)', '--fold', '1', '--data-dir', 'd', '-o', 'm.json', '--quiet')\n"
           "for t in ('alpha', 'beta', 'gamma'):\n"
           "    Path(f'{t}.run').write_text(''.join(f'1 Q0 d{i} {i + 1} {10 - i}.0 {t}\\n' for i in range(5)))\n"
           "rc, out, err = cli('fuse', '--model', 'm.json', 'alpha.run', 'beta.run', 'gamma.run', '-o', 'f.run', '--quiet')\n"
           "ok_ = rc == 2 and 'Traceback' not in err and ('m.json' in err or 'alpha' in err)\n"
           "print('same' if ok_ and not Path('f.run').exists() else f'not refused by name: exit {rc}: {err.strip()[-300:]} wrote={Path(\"f.run\").exists()}')",
           "refused: a LETOR model's rankers are not these runs", data=False),
        bad("u14r_fuse_supervised_no_model", "fuse --letor MQ2008-agg S1 --method stagg_sup (a supervised method, "
            "never trained): refused naming stagg_sup and how to train it, no score file left",
            ["fuse", "--letor", "S1.txt.gz", "--method", "stagg_sup", "-o", "s.txt"],
            "stagg_sup", outputs=("s.txt",), data=True, setup=_copy_s1),
        bad("u14r_train_fold_six", "train --dataset MQ2008-agg --method lr_agg --fold 6 (there are five folds): "
            "refused naming --fold", ["train", "--dataset", "MQ2008-agg", "--method", "lr_agg", "--fold", "6", "-o",
                                      "m.json"], "--fold", outputs=("m.json",), data=True),
    ]
    # ------------------------------------------------------------------ unsupervised methods
    # four rankers agreeing on one complete order per query (raw positions with gaps); then complete lists
    # that disagree, for the formulas
    unanimous = "".join(
        f"{lab} qid:{q} " + " ".join(f"{j + 1}:{pos * (j + 2) + 3 * j}" for j in range(4))
        + f" #docid = U{q}{d} inc = 1 prob = 0.5\n"
        for q in (7, 8) for d, (lab, pos) in enumerate(zip([1, 0, 2, 0, 1, 0], [4, 1, 6, 2, 5, 3])))
    c += [
        ok("u14r_unsupervised_ignore_labels", "fuse --letor of MQ2008-agg S1's first 30 queries by Mallows EM, "
           "St.Agg_BC, St.Agg_RRF and RRF, and of the same file with every label set to 2: the score files are "
           "identical (unsupervised: no label is read)",
           "rows = [r for r in read_letor(s_file('MQ2008-agg', 1))]\nkeep = set(list(by_query(rows))[:30])\nrows = [r for r in rows if r[0] in keep]\n"
           "Path('a.txt').write_text(letor_text(rows))\nPath('b.txt').write_text(letor_text([(q, 2, rk, d) for q, l, rk, d in rows]))\nbad = []\n"
           "for spec in ('mallows_em', 'stagg_bc', 'stagg_rrf', 'rrf'):\n"
           "    for n in ('a', 'b'):\n        must('fuse', '--letor', f'{n}.txt', '--method', spec, '-o', f'{n}.s', '--quiet')\n"
           "    if Path('a.s').read_bytes() != Path('b.s').read_bytes():\n        bad.append(spec)\n"
           "report(bad)",
           "accepted: unsupervised methods read no label"),
        ok("u14r_ranker_columns_permuted", "MQ2008-agg S1's first 30 queries with the 25 ranker columns in "
           "reversed order: Mallows EM, St.Agg_BC, RRF and GeoMean give the same scores (docs/conventions.md: "
           "unfitted methods see their rankers in one canonical order)",
           "rows = read_letor(s_file('MQ2008-agg', 1))\nkeep = set(list(by_query(rows))[:30])\nrows = [r for r in rows if r[0] in keep]\n"
           "Path('a.txt').write_text(letor_text(rows))\nPath('b.txt').write_text(letor_text([(q, l, rk[::-1], d) for q, l, rk, d in rows]))\nbad = []\n"
           "for spec in ('mallows_em', 'stagg_bc', 'rrf', 'geomean'):\n"
           "    for n in ('a', 'b'):\n        must('fuse', '--letor', f'{n}.txt', '--method', spec, '-o', f'{n}.s', '--quiet')\n"
           "    if read_scores('a.s') != read_scores('b.s'):\n        bad.append(spec)\n"
           "report(bad)",
           "accepted: the rankers' column order does not matter"),
        ok("u14r_mallows_sampling_seeded", "Mallows EM with Metropolis sampling (estimator=sampling, "
           "inference=sampling, max_iter=3, random_state=4) on 20 queries of MQ2008-agg S2, twice: byte-identical "
           "score files (docs/conventions.md: same random_state, same output)",
           "rows = read_letor(s_file('MQ2008-agg', 2))\nkeep = set(list(by_query(rows))[:20])\n"
           "Path('a.txt').write_text(letor_text([r for r in rows if r[0] in keep]))\n"
           "for n in ('x', 'y'):\n    must('fuse', '--letor', 'a.txt', '--method', 'mallows_em(estimator=sampling, inference=sampling, max_iter=3, random_state=4)', '-o', f'{n}.s', '--quiet')\n"
           "report([] if Path('x.s').read_bytes() == Path('y.s').read_bytes() else ['differ'])",
           "accepted: seeded sampling is deterministic"),
    ]
    # ------------------------------------------------------------------ experiments, rendering, reports
    toml_rrf = ('name = "u14"\ntitle = "u14"\ndatasets = ["MQ2008-agg"]\nselect_by = "{sel}"\nbaselines = ["RRF"]\n'
                'measures = ["NDCG@5", "NDCG@10", "MAP", "ERR"]\n\n[[rows]]\nlabel = "RRF"\nmethod = "rrf"\n{row}\n')
    c += [
        ok("u14r_experiment_dataset_not_declared", "experiment run --dataset MQ2007-agg of an experiment that "
           "declares only MQ2008-agg: refused naming MQ2007-agg (running nothing and exiting 0 would look like "
           "success), or nothing run and said so",
           "Path('x/experiments').mkdir(parents=True)\n"
           f"Path('x/experiments/u14.toml').write_text({toml_rrf.format(sel='NDCG@10', row='fixed = { k = 60 }')!r})\n"
           "rc, out, err = cli('experiment', 'run', 'x/experiments/u14.toml', '--dataset', 'MQ2007-agg')\n"
           "print(refused(rc, err, 'MQ2007-agg') if rc or not re.search(r'(no|0) cells?|nothing', out + err, re.I) else 'same')",
           "a dataset selection that matches no cell: refused or said", data=False),
        ok("u14r_render_published_difference", "a Markdown page with <!-- rankagg:published u14 MQ2008-agg --> "
           "for a row carrying published NDCG@5 = 0.4000 (Niu et al. Table 1 style): experiment render writes our "
           "fold-averaged NDCG@5 at 4 decimals (the hand value) and ours - paper at the paper's precision",
           "sub = subsets('d')\nPath('x/experiments').mkdir(parents=True)\n"
           f"Path('x/experiments/u14.toml').write_text({toml_rrf.format(sel='NDCG@10', row='fixed = { k = 60 }')!r} + "
           "'[rows.published]\\nsource = \"Niu et al. 2013, Table 1\"\\nMQ2008-agg = { \"NDCG@5\" = 0.4000 }\\n')\n"
           "must('experiment', 'run', 'x/experiments/u14.toml', '--data-dir', 'd')\n"
           "Path('x/page.md').write_text('# p\\n\\n<!-- rankagg:published u14 MQ2008-agg -->\\n<!-- /rankagg:published -->\\n')\n"
           "must('experiment', 'render', 'x/page.md', '--experiments', 'x/experiments')\n"
           "text = Path('x/page.md').read_text()\nfm = []\n"
           "for k in range(1, 6):\n    rows = sub[fold_parts(k)[2] - 1]\n    fm.append(letor_eval(rows, scores_from_order(rows, rrf_order(rows, 60.0)))[0]['NDCG@5'])\n"
           "ours = sum(fm) / 5\nd = round(ours, 4) - 0.4\nbad = []\n"
           "bad += [] if f'{ours:.4f}' in text else [('ours', f'{ours:.4f}')]\n"
           "bad += [] if f'{abs(d):.4f}' in text else [('difference', f'{d:+.4f}')]\n"
           "bad += [] if '0.4000' in text else [('paper', '0.4000')]\nreport(bad + ([text[-600:]] if bad else []))",
           "accepted: ours beside the published numbers"),
        ok("u14r_report_letor_marks_holm", "rankagg report of evaluate --letor --json --per-query outputs of rrf and "
           "borda on MQ2008-agg S1 (the docs' LETOR block), --baseline borda, Markdown: each cell the hand mean at 4 "
           "decimals, and ▲/▼ exactly where scipy's paired t-test over the queries, Holm-adjusted over the table's "
           "tests, is below 0.05",
           "from scipy import stats\ns1 = s_file('MQ2008-agg', 1)\nrows = read_letor(s1)\nper = {}\n"
           "for m in ('rrf', 'borda'):\n    must('fuse', '--letor', s1, '--method', m, '-o', f'{m}.txt', '--quiet')\n"
           "    Path(f'{m}.json').write_text(must('evaluate', '--letor', s1, f'{m}.txt', '--json', '--per-query'))\n"
           "    per[m] = letor_eval(rows, read_scores(f'{m}.txt'))[1]\n"
           "must('report', 'rrf.json', 'borda.json', '-o', 'r.md', '--baseline', 'borda', '--no-figures', '--measures', 'NDCG@5,NDCG@10,MAP')\n"
           "text = Path('r.md').read_text()\nqs = sorted(per['rrf'])\nms = ['NDCG@5', 'NDCG@10', 'MAP']\n"
           "p = [stats.ttest_rel([per['rrf'][q][m] for q in qs], [per['borda'][q][m] for q in qs]).pvalue for m in ms]\n"
           "order = sorted(range(3), key=lambda i: p[i])\nadj = [0.0] * 3\nrun = 0.0\n"
           "for r, i in enumerate(order):\n    run = max(run, min(1.0, (3 - r) * p[i]))\n    adj[i] = run\n"
           "row = next((l for l in text.splitlines() if l.startswith('|') and 'rrf' in l.lower() and 'borda' not in l.lower()), '')\n"
           "cells = [x.strip() for x in row.strip('|').split('|')]\nbad = [] if row else [('no rrf row', text[:400])]\n"
           "for j, m in enumerate(ms):\n    mean = sum(per['rrf'][q][m] for q in qs) / len(qs)\n"
           "    cell = next((x for x in cells if f'{mean:.4f}' in x), None)\n"
           "    if cell is None:\n        bad.append((m, 'value', f'{mean:.4f}', cells))\n        continue\n"
           "    mark = '▲' if adj[j] < 0.05 and mean > sum(per['borda'][q][m] for q in qs) / len(qs) else ('▼' if adj[j] < 0.05 else '')\n"
           "    have = '▲' if '▲' in cell else ('▼' if '▼' in cell else '')\n"
           "    if have != mark:\n        bad.append((m, 'mark', have, mark, adj[j]))\n"
           "report(bad)",
           "accepted: docs/report.md's table and marks"),
        ok("u14r_report_protocol_fold_average", "rankagg report of a benchmark --json result (rrf k=60 on the "
           "subset folder) as Markdown: the table's NDCG@10 is the mean of the five test-fold values (hand) at 4 "
           "decimals and the caption names 5 folds",
           "sub = subsets('d')\nPath('b.json').write_text(must('benchmark', '--dataset', 'MQ2008-agg', '--method', 'rrf', '--param', 'k=60', '--json', '--quiet', '--data-dir', 'd'))\n"
           "must('report', 'b.json', '-o', 'r.md', '--no-figures')\ntext = Path('r.md').read_text()\nfm = []\n"
           "for k in range(1, 6):\n    rows = sub[fold_parts(k)[2] - 1]\n    fm.append(letor_eval(rows, scores_from_order(rows, rrf_order(rows, 60.0)))[0]['NDCG@10'])\n"
           "want = f'{sum(fm) / 5:.4f}'\nbad = [] if want in text else [('NDCG@10', want)]\n"
           "bad += [] if re.search(r'\\b(5|five)[ -](test )?folds?\\b', text) else [('caption', text[:300])]\nreport(bad)",
           "accepted: a protocol result's table"),
        ok("u14r_experiment_plus_k_reproducible", "an experiment on the derived setting MQ2008-agg+2 (two uniformly "
           "random rankers appended, seed 17 + subset index: docs/experiments.md) run in two separate roots on the "
           "subset folder: the same per-query test values in both, over exactly the subsets' queries",
           "sub = subsets('d')\nt = " + repr(toml_rrf.format(sel="NDCG@10", row="fixed = { k = 60 }").replace('"MQ2008-agg"', '"MQ2008-agg+2"')) + "\n"
           "res = []\nfor r in ('x', 'y'):\n    Path(f'{r}/experiments').mkdir(parents=True)\n    Path(f'{r}/experiments/u14.toml').write_text(t)\n"
           "    must('experiment', 'run', f'{r}/experiments/u14.toml', '--data-dir', 'd')\n"
           "    res.append([json.loads(p.read_text()) for p in Path(f'{r}/results/experiments/u14').glob('*.json')])\n"
           "bad = [] if len(res[0]) == 1 == len(res[1]) else [('files', len(res[0]), len(res[1]))]\n"
           "if not bad:\n    a, b = res[0][0], res[1][0]\n    bad += [] if a['per_query'] == b['per_query'] else [('two runs differ',)]\n"
           "    want = sorted(q for rows in sub for q in by_query(rows))\n    bad += [] if sorted(a['per_query']['qids']) == want else [('qids', len(a['per_query']['qids']))]\n"
           "report(bad)",
           "accepted: a derived setting is seeded"),
        ok("u14r_experiment_plus_zero", "an experiment on MQ2008-agg+0 (no random ranker appended): the same "
           "per-query test values as on MQ2008-agg, or refused naming MQ2008-agg+0",
           "subsets('d')\nbase = " + repr(toml_rrf.format(sel="NDCG@10", row="fixed = { k = 60 }")) + "\n"
           "Path('x/experiments').mkdir(parents=True)\nPath('x/experiments/u14.toml').write_text(base.replace('\"MQ2008-agg\"', '\"MQ2008-agg+0\"'))\n"
           "rc, out, err = cli('experiment', 'run', 'x/experiments/u14.toml', '--data-dir', 'd')\n"
           "if rc:\n    print(refused(rc, err, 'MQ2008-agg+0'))\nelse:\n"
           "    Path('y/experiments').mkdir(parents=True)\n    Path('y/experiments/u14.toml').write_text(base)\n"
           "    must('experiment', 'run', 'y/experiments/u14.toml', '--data-dir', 'd')\n"
           "    a = [json.loads(p.read_text()) for p in Path('x/results/experiments/u14').glob('*.json')]\n"
           "    b = [json.loads(p.read_text()) for p in Path('y/results/experiments/u14').glob('*.json')]\n"
           "    report([] if len(a) == 1 == len(b) and a[0]['per_query'] == b[0]['per_query'] else [('differs from MQ2008-agg',)])",
           "K = 0: the set itself, or refused"),
        ok("u14r_experiment_seed_reaches_method", "an experiment with seed = 3 and a Mallows EM row (sampling "
           "estimator and inference, max_iter 2, fixed) on a small subset folder: the per-query test values equal "
           "benchmark's with --param random_state=3 (docs/experiments.md: the random_state of every method that "
           "takes one)",
           "subsets('d', sizes=(4, 4, 4, 4, 4))\nPath('x/experiments').mkdir(parents=True)\n"
           "Path('x/experiments/u14.toml').write_text('name = \"u14\"\\ntitle = \"u14\"\\ndatasets = [\"MQ2008-agg\"]\\nselect_by = \"NDCG@10\"\\nseed = 3\\n'\n"
           "    'measures = [\"NDCG@5\"]\\n\\n[[rows]]\\nlabel = \"Mallows\"\\nmethod = \"mallows_em\"\\n'\n"
           "    'fixed = { estimator = \"sampling\", inference = \"sampling\", max_iter = 2, borda_weights = \"exp\" }\\n')\n"
           "must('experiment', 'run', 'x/experiments/u14.toml', '--data-dir', 'd')\n"
           "a = json.loads(next(Path('x/results/experiments/u14').glob('*.json')).read_text())\n"
           "b = json.loads(must('benchmark', '--dataset', 'MQ2008-agg', '--method', 'mallows_em', '--param', 'estimator=sampling', '--param', 'inference=sampling', '--param', 'max_iter=2', '--param', 'borda_weights=exp', '--param', 'random_state=3', '--json', '--quiet', '--data-dir', 'd'))\n"
           "report([] if a['per_query']['NDCG@5'] == b['per_query']['NDCG@5'] else [('seed 3 not applied', a['test']['NDCG@5'], b['test']['NDCG@5'])])",
           "accepted: the experiment's seed is the methods' random_state"),
        ok("u14r_report_identical_runs_no_marks", "rankagg report of two evaluate --letor --json --per-query "
           "outputs with identical per-query values (one method saved under two names), --baseline the first, "
           "with --test t and --test randomization: no ▲ or ▼ and no nan anywhere in the page (every difference is "
           "0: p = 1)",
           "s1 = s_file('MQ2008-agg', 1)\nmust('fuse', '--letor', s1, '--method', 'rrf', '-o', 's.txt', '--quiet')\n"
           "out = must('evaluate', '--letor', s1, 's.txt', '--json', '--per-query')\nPath('first.json').write_text(out)\nPath('second.json').write_text(out)\nbad = []\n"
           "for t in ('t', 'randomization'):\n"
           "    must('report', 'first.json', 'second.json', '-o', f'{t}.md', '--baseline', 'first', '--no-figures', '--test', t)\n"
           "    text = Path(f'{t}.md').read_text()\n"
           "    rows_ = [l for l in text.splitlines() if l.startswith('|')]\n"
           "    bad += [(t, x) for x in ('▲', '▼') for l in rows_ if x in l] + ([(t, 'nan')] if re.search(r'\\bnan\\b', text, re.I) else [])\n"
           "report(bad)",
           "accepted: no difference, no mark"),
        ok("u14r_report_paired_on_shared_queries", "rankagg report of rrf evaluated on all of MQ2008-agg S1 and "
           "borda on its first 60 queries (a subset file), --baseline borda, NDCG@5 NDCG@10 MAP: each value the "
           "run's own mean, each mark scipy's paired t-test over the 60 shared qids, Holm-adjusted over the 3 tests "
           "(docs/report.md: queries paired by qid)",
           "from scipy import stats\ns1 = s_file('MQ2008-agg', 1)\nrows = read_letor(s1)\nkeep = set(list(by_query(rows))[:60])\n"
           "sub = [r for r in rows if r[0] in keep]\nPath('sub.txt').write_text(letor_text(sub))\n"
           "must('fuse', '--letor', s1, '--method', 'rrf', '-o', 'rrf.txt', '--quiet')\nmust('fuse', '--letor', 'sub.txt', '--method', 'borda', '-o', 'borda.txt', '--quiet')\n"
           "Path('rrf.json').write_text(must('evaluate', '--letor', s1, 'rrf.txt', '--json', '--per-query'))\n"
           "Path('borda.json').write_text(must('evaluate', '--letor', 'sub.txt', 'borda.txt', '--json', '--per-query'))\n"
           "A = letor_eval(rows, read_scores('rrf.txt'))[1]\nB = letor_eval(sub, read_scores('borda.txt'))[1]\n"
           "must('report', 'rrf.json', 'borda.json', '-o', 'r.md', '--baseline', 'borda', '--no-figures', '--measures', 'NDCG@5,NDCG@10,MAP')\n"
           "text = Path('r.md').read_text()\nqs = sorted(B)\nms = ['NDCG@5', 'NDCG@10', 'MAP']\n"
           "p = [stats.ttest_rel([A[q][m] for q in qs], [B[q][m] for q in qs]).pvalue for m in ms]\n"
           "order = sorted(range(3), key=lambda i: p[i])\nadj = [0.0] * 3\nrun = 0.0\n"
           "for r, i in enumerate(order):\n    run = max(run, min(1.0, (3 - r) * p[i]))\n    adj[i] = run\n"
           "row = next((l for l in text.splitlines() if l.startswith('|') and 'rrf' in l.lower() and 'borda' not in l.lower()), '')\n"
           "cells = [x.strip() for x in row.strip('|').split('|')]\nbad = [] if row else [('no rrf row', text[:400])]\n"
           "for j, m in enumerate(ms):\n    mean = sum(A[q][m] for q in A) / len(A)\n"
           "    cell = next((x for x in cells if f'{mean:.4f}' in x), None)\n"
           "    if cell is None:\n        bad.append((m, 'value', f'{mean:.4f}', cells))\n        continue\n"
           "    up = sum(A[q][m] for q in qs) > sum(B[q][m] for q in qs)\n"
           "    mark = ('▲' if up else '▼') if adj[j] < 0.05 else ''\n"
           "    have = '▲' if '▲' in cell else ('▼' if '▼' in cell else '')\n"
           "    if have != mark:\n        bad.append((m, 'mark', have, mark, adj[j]))\n"
           "report(bad)",
           "accepted: paired by qid over the shared queries"),
        ok("u14r_experiment_missing_subset_no_file", "experiment run on a data folder without S4: refused naming "
           "S4, and no result file written under results/experiments/u14/",
           "subsets('d', skip=(4,))\nPath('x/experiments').mkdir(parents=True)\n"
           f"Path('x/experiments/u14.toml').write_text({toml_rrf.format(sel='NDCG@10', row='fixed = { k = 60 }')!r})\n"
           "rc, out, err = cli('experiment', 'run', 'x/experiments/u14.toml', '--data-dir', 'd')\n"
           "r = refused(rc, err, 'S4')\nleft = list(Path('x/results').rglob('*.json')) if Path('x/results').exists() else []\n"
           "print(r if not left else f'left {left}')",
           "refused: a subset missing, nothing half written", data=True),
    ]
    return c
