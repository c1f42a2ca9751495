"""Issue 45's twelfth bars of scripts/reliability_matrix.py (its cases, registered in its ``cases()``): kept here so
that the matrix stays a file of reasonable size; the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has  # noqa: F401
from .references import VERDICT_HELPERS


TWELFTH_EVALUATOR = "45 Unseen inputs: a twelfth bar, a TREC evaluator's day"
# The evaluator's helpers: ``cli`` runs one rankagg command (its error line and exit status pass through);
# ``campaign`` writes a deterministic TREC campaign (integer hashes, no random module): q.txt of graded judgments
# 0..4 with -1 / -2 (the "junk"/"spam" grades some tracks use) and unjudged documents, and runs r0..r3 (3 to 40
# documents a query, scores with many exact ties, rank column in docid order, so never the score order; r1's
# scores all negative; a run's quality grows with r).  pytrec_eval gives NIST trec_eval 10.0's values on these
# files for every measure used below, per query, with and without -l 2 (checked with the trec_eval 10.0 binary
# when the cases were written: 0 differences at 4 decimals over 4 runs x 20 queries x 17 measures).
_U12I = """
import json, math, os, re, subprocess, sys
def cli(*args):
    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    if p.returncode:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p.stdout
def h(*xs):
    v = 2166136261
    for x in xs:
        v = ((v ^ (x & 0xFFFFFFFF)) * 16777619) % 4294967296
    return v
def grade(q, d):
    g = h(q, d, 1) % 10
    return None if g < 4 else {4: 0, 5: 0, 6: -1 if q % 2 else -2, 7: 1, 8: 2, 9: 3 + q % 2}[g]
def campaign(nq=20, nd=40, nruns=4, skip=()):
    ql = [f'{q} 0 d{d} {grade(q, d)}\\n' for q in range(1, nq + 1) for d in range(nd) if grade(q, d) is not None]
    open('q.txt', 'w').write(''.join(ql))
    for r in range(nruns):
        out = []
        for q in range(1, nq + 1):
            if (r, q) in skip:
                continue
            n = 3 if q % 7 == 0 else nd - h(q, r) % 10
            docs = sorted(range(nd), key=lambda d: h(q, d, r, 5))[:n]
            for i, d in enumerate(sorted(docs)):
                s = (h(q, d, r, 9) % 50) / 4 + r * max(grade(q, d) or 0, 0) - (100 if r == 1 else 0)
                out.append(f'{q} Q0 d{d} {i + 1} {s} r{r}\\n')
        open(f'r{r}.run', 'w').write(''.join(out))
def read_run(p):
    out = {}
    for ln in open(p):
        f = ln.split()
        out.setdefault(f[0], {})[f[2]] = float(f[4])
    return out
def read_qrels(p):
    out = {}
    for ln in open(p):
        f = ln.split()
        out.setdefault(f[0], {})[f[2]] = int(f[3])
    return out
def pte(run, qrels, measures, **kw):
    import pytrec_eval
    r = read_run(run) if isinstance(run, str) else run
    q = read_qrels(qrels) if isinstance(qrels, str) else qrels
    return pytrec_eval.RelevanceEvaluator(q, set(measures), **kw).evaluate(r)
def near(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(b))
def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs)
def key(d, name):
    # a result's key for a measure, whatever the case (the registry prints one spelling)
    for k in d:
        if k.lower() == name.lower():
            return k
    raise KeyError(f'{name} not in {list(d)}')
def same_as_trec(got, want, pairs, tol=1e-9):
    # got: {qid: {rankagg name: v}}; want: pytrec_eval's {qid: {trec name: v}}; pairs: [(rankagg name, trec name)]
    bad = []
    if set(got) != set(want):
        return [f'queries {sorted(got)} where trec_eval has {sorted(want)}']
    for q in want:
        for ours, theirs in pairs:
            g = got[q][key(got[q], ours)]
            if not near(g, want[q][theirs], tol):
                bad.append((q, ours, g, want[q][theirs]))
    return bad
def holm(ps):
    order = sorted(range(len(ps)), key=lambda i: ps[i])
    out, run = [0.0] * len(ps), 0.0
    for j, i in enumerate(order):
        run = max(run, min(1.0, (len(ps) - j) * ps[i]))
        out[i] = run
    return out
def cli_or_refusal(name, *args):
    # a command trec_eval answers and rankagg may refuse: its stdout, or None after a one-line refusal naming name
    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    if p.returncode == 2 and 'Traceback' not in p.stderr and name in p.stderr:
        print('same')
        return None
    if p.returncode:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p.stdout
def family(measure, want, run='r0.run'):
    # trec_eval's -m with a bare name: every value of its family (want: {rankagg name: trec_eval's 4-decimal text}),
    # or a refusal naming the measure
    import rankagg
    try:
        res = rankagg.evaluate(run, 'q.txt', [measure])
    except ValueError as exc:
        print('same' if repr(measure) in str(exc) or f"'{measure}'" in str(exc) or f' {measure}' in str(exc) else f'refused without naming {measure}: {exc}')
        return
    bad = []
    for n, w in want.items():
        try:
            g = res[key(res, n)]
        except KeyError:
            bad.append((n, 'missing'))
            continue
        if f'{g:.4f}' != w:
            bad.append((n, g, w))
    print('same' if not bad and len(res) == len(want) else f'differs {bad} {list(res)}')
def ours(t):
    # trec_eval's printed name as rankagg prints it (docs/names.md, docs/pyterrier.md)
    fixed = {'num_q': 'NumQ', 'num_ret': 'NumRet', 'num_rel': 'NumRel', 'num_rel_ret': 'NumRet(rel=1)', 'map': 'AP',
             'gm_map': 'GMAP', 'Rprec': 'Rprec', 'bpref': 'Bpref', 'recip_rank': 'RR'}
    if t in fixed:
        return fixed[t]
    if t.startswith('P_'):
        return 'P@' + t[2:]
    return 'IPrec@' + str(float(t.rsplit('_', 1)[1]))
def either_refused(name, fn):
    # a measure rankagg may not offer: its trec_eval value, or a refusal that names it
    try:
        res = fn()
    except ValueError as exc:
        print('same' if name.lower() in str(exc).lower() else f'refused without naming {name}: {exc}')
        return None
    return res
"""
# the small judgment sets of the cases, with NIST trec_eval 10.0's answers where a case hard-codes them
_U12I_TIE_QRELS = "1 0 d9 1\n1 0 d10 0\n1 0 D9 1\n1 0 d1 2\n1 0 e 0\n"
_U12I_TIE_RUN = "1 Q0 d1 1 1.0 t\n1 Q0 d10 2 1 t\n1 Q0 D9 3 1e0 t\n1 Q0 d9 4 10e-1 t\n1 Q0 e 5 +1 t\n1 Q0 z 6 0.5 t\n"
_U12I_SMALL_RUN = "1 Q0 a 1 2 t\n1 Q0 b 2 1 t\n"
# NIST trec_eval 10.0's all lines on campaign()'s r0.run (binary run while writing), for the bare family names
_U12I_P = {"P@5": "0.3500", "P@10": "0.2800", "P@15": "0.2967", "P@20": "0.2900", "P@30": "0.2783", "P@100": "0.0985",
           "P@200": "0.0493", "P@500": "0.0197", "P@1000": "0.0099"}
_U12I_R = {"R@5": "0.1441", "R@10": "0.2355", "R@15": "0.3727", "R@20": "0.4845", "R@30": "0.6979", "R@100": "0.8210",
           "R@200": "0.8210", "R@500": "0.8210", "R@1000": "0.8210"}
_U12I_MAPCUT = {"AP@5": "0.0996", "AP@10": "0.1349", "AP@15": "0.1855", "AP@20": "0.2223", "AP@30": "0.2931",
                "AP@100": "0.3312", "AP@200": "0.3312", "AP@500": "0.3312", "AP@1000": "0.3312"}
_U12I_NDCG = {"nDCG@5": "0.2376", "nDCG@10": "0.2500", "nDCG@15": "0.3089", "nDCG@20": "0.3598", "nDCG@30": "0.4595",
              "nDCG@100": "0.5024", "nDCG@200": "0.5024", "nDCG@500": "0.5024", "nDCG@1000": "0.5024"}
_U12I_IPREC = {"IPrec@0.0": "0.6718", "IPrec@0.1": "0.6718", "IPrec@0.2": "0.4602", "IPrec@0.3": "0.4094",
               "IPrec@0.4": "0.3831", "IPrec@0.5": "0.3290", "IPrec@0.6": "0.3150", "IPrec@0.7": "0.2960",
               "IPrec@0.8": "0.2874", "IPrec@0.9": "0.2142", "IPrec@1.0": "0.1575"}

# NIST trec_eval 10.0 -c's default output on campaign(skip={(3, 3), (3, 5)})'s r3.run (binary run while writing)
_U12I_OFFICIAL_C = {"num_q": "20", "num_ret": "575", "num_rel": "241", "num_rel_ret": "175", "map": "0.5833", "gm_map": "0.1973",
                    "Rprec": "0.4887", "bpref": "0.6177", "recip_rank": "0.9000", "iprec_at_recall_0.00": "0.9000",
                    "iprec_at_recall_0.10": "0.9000", "iprec_at_recall_0.20": "0.8500", "iprec_at_recall_0.30": "0.8000",
                    "iprec_at_recall_0.40": "0.7349", "iprec_at_recall_0.50": "0.6503", "iprec_at_recall_0.60": "0.5702",
                    "iprec_at_recall_0.70": "0.4648", "iprec_at_recall_0.80": "0.3586", "iprec_at_recall_0.90": "0.2659",
                    "iprec_at_recall_1.00": "0.1443", "P_5": "0.8000", "P_10": "0.5550", "P_15": "0.4467", "P_20": "0.3775",
                    "P_30": "0.2867", "P_100": "0.0875", "P_200": "0.0438", "P_500": "0.0175", "P_1000": "0.0088"}
# a three-query run and its judgments (a tie w/a, a -1 above the relevant x, a query with nothing relevant), and NIST
# trec_eval 10.0 -q's default output on them (binary run while writing): {qid: 'value value ...'} in the order
# num_ret num_rel num_rel_ret map Rprec bpref recip_rank iprec_at_recall_0.00..1.00 P_5..P_1000
_U12I_OQ = "1 0 a 1\n1 0 b 2\n1 0 c 0\n2 0 x 1\n2 0 y -1\n3 0 z 0\n"
_U12I_ORUN = "1 Q0 c 1 3 t\n1 Q0 a 2 2 t\n1 Q0 w 3 2 t\n2 Q0 y 1 5 t\n2 Q0 x 2 4 t\n3 Q0 z 1 1 t\n"
_U12I_OFFICIAL_Q = {
    "1": "3 2 1 0.1667 0.0000 0.0000 0.3333 " + "0.3333 " * 8 + "0.0000 " * 3 + "0.2000 0.1000 0.0667 0.0500 0.0333 0.0100 0.0050 0.0020 0.0010",
    "2": "2 1 1 0.5000 0.0000 1.0000 0.5000 " + "0.5000 " * 11 + "0.2000 0.1000 0.0667 0.0500 0.0333 0.0100 0.0050 0.0020 0.0010",
    "3": "1 0 0 0.0000 0.0000 0.0000 0.0000 " + "0.0000 " * 11 + "0.0000 " * 8 + "0.0000",
    "all": "6 3 2 0.2222 0.0000 0.3333 0.2778 " + "0.2778 " * 8 + "0.1667 " * 3 + "0.1333 0.0667 0.0444 0.0333 0.0222 0.0067 0.0033 0.0013 0.0007",
}

def twelfth_bar_evaluator_cases() -> list[Case]:
    """Issue 45's twelfth bar: a TREC track organiser's day with ``rankagg evaluate`` and ``rankagg.evaluate``:
    measures as trec_eval spells them (the list ``map P.5,10 ndcg_cut.10,20 recall.100 Rprec bpref recip_rank
    num_ret`` per query, ``-m all_trec``, the bare family names ``-m P`` / ``recall`` / ``map_cut`` / ``ndcg_cut`` /
    ``success`` / ``iprec_at_recall``, the measures outside trec_eval's default output, ``-m`` repeated), ``-c``
    with every measure family, counts, ``rel=2``, lists of runs and the report, many runs at once (30 together, in
    any order, in every form ``rankagg.evaluate`` takes), the paired t-tests ``evaluate`` prints against scipy
    and Holm, the per-query output against trec_eval -q and -c -q.  The right answers come from NIST trec_eval
    10.0 (hard-coded where the binary was run while writing, with pytrec_eval at run time where it equals the
    binary on the case's files) and scipy.  A measure trec_eval has and rankagg's registry does not list is
    right as trec_eval's value or as a refusal naming it.  Inputs earlier bars already hold (negative grades,
    qrels of 3 or 5 columns or a document judged twice, a document twice in a run, runs 1500 deep, empty runs,
    the report's tests) were replaced after the draft was grepped against them."""
    G = TWELFTH_EVALUATOR

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120) -> Case:
        return Case(id, G, what, code=_U12I + code, files=files or {}, expect="ok", check=stdout_has("same"),
                    memory_gb=4.0, timeout=timeout, why=why)

    def bad(id: str, what: str, argv: list[str], files: dict, *mention: str, outputs: tuple[str, ...] = (),
            why: str = "") -> Case:
        return Case(id, G, what, argv=argv, files=files, mention=mention, outputs=outputs, memory_gb=4.0,
                    timeout=60, why=why)

    full = "[('AP', 'map'), ('P@5', 'P_5'), ('P@10', 'P_10'), ('nDCG@10', 'ndcg_cut_10'), ('nDCG@20', 'ndcg_cut_20'), " \
           "('R@100', 'recall_100'), ('Rprec', 'Rprec'), ('Bpref', 'bpref'), ('RR', 'recip_rank')]"
    trec_all = "{'map', 'P', 'ndcg_cut', 'recall', 'Rprec', 'bpref', 'recip_rank', 'num_ret'}"
    return [
        # ---------------------------------------------------------------- measures as trec_eval spells them
        ok("u12i_m_trec_list_per_query", "evaluate r2.run --measures map P.5,10 ndcg_cut.10,20 recall.100 Rprec bpref "
           "recip_rank num_ret --json -q on graded judgments 0-4 with -1/-2: every per-query value and every mean "
           "is trec_eval's (num_ret a sum)",
           "campaign()\njs = json.loads(cli('evaluate', '--qrels', 'q.txt', 'r2.run', '--measures', 'map', 'P.5,10', "
           "'ndcg_cut.10,20', 'recall.100', 'Rprec', 'bpref', 'recip_rank', 'num_ret', '--json', '-q'))\n"
           f"want = pte('r2.run', 'q.txt', {trec_all})\npairs = {full}\n"
           "bad = same_as_trec(js['per_query'], want, pairs + [('NumRet', 'num_ret')])\n"
           "bad += [(m, js[key(js, m)]) for m, t in pairs if not near(js[key(js, m)], mean(v[t] for v in want.values()))]\n"
           "bad += [] if js[key(js, 'NumRet')] == sum(v['num_ret'] for v in want.values()) == 687 else [('NumRet', js[key(js, 'NumRet')])]\n"
           "print('same' if not bad else f'differs {bad[:6]}')",
           "accepted: trec_eval's -m names and list forms (docs/pyterrier.md), with trec_eval 10.0's values"),
        ok("u12i_m_all_trec", "rankagg.evaluate(r0.run, q.txt, ['all_trec']) (trec_eval -m all_trec): every value "
           "it gives for map, P_5, ndcg_cut_10, bpref, recip_rank is trec_eval's, or a refusal naming all_trec",
           "campaign()\nimport rankagg\nres = either_refused('all_trec', lambda: rankagg.evaluate('r0.run', 'q.txt', ['all_trec']))\n"
           "if res is not None:\n    want = pte('r0.run', 'q.txt', {'map', 'P', 'ndcg_cut', 'bpref', 'recip_rank'})\n"
           "    pairs = [('AP', 'map'), ('P@5', 'P_5'), ('nDCG@10', 'ndcg_cut_10'), ('Bpref', 'bpref'), ('RR', 'recip_rank')]\n"
           "    bad = [(m, res.get(m)) for m, t in pairs if m not in res or not near(res[m], mean(v[t] for v in want.values()))]\n"
           "    print('same' if not bad else f'differs {bad}')",
           "accepted: trec_eval's -m all_trec, with its values, or refused by name (rankagg's registry lists what it computes)"),
        ok("u12i_m_success_list", "rankagg.evaluate(r0.run, q.txt, ['success.1,5,10']) (trec_eval -m success.1,5,10): "
           "trec_eval's success_1/5/10 means, or a refusal naming success",
           "campaign()\nimport rankagg\nres = either_refused('success', lambda: rankagg.evaluate('r0.run', 'q.txt', ['success.1,5,10']))\n"
           "if res is not None:\n    want = pte('r0.run', 'q.txt', {'success'})\n"
           "    got = sorted(res.values())\n    ref = sorted(mean(v[f'success_{k}'] for v in want.values()) for k in (1, 5, 10))\n"
           "    print('same' if len(got) == 3 and all(near(a, b) for a, b in zip(got, ref)) else f'differs {res} where {ref}')",
           "accepted: trec_eval's success measure, with its values, or refused by name"),
        Case("u12i_m_dash_m_flag", G, "evaluate --qrels q.txt a.run -m map (trec_eval's flag): MAP 1.0 (a, the one "
             "relevant document, at rank 1), as trec_eval -m map gives, or an error naming -m; never map read as a run "
             "file", argv=["evaluate", "--qrels", "q.txt", "a.run", "-m", "map"],
             files={"q.txt": "1 0 a 1\n", "a.run": _U12I_SMALL_RUN}, mention=("-m",), memory_gb=4.0,
             expect="ok", check=stdout_has("AP\tall\t1.0000"),
             why="accepted since this bar: -m is trec_eval's spelling of a measure, joining --measures (docs/trec.md)"),
        # ---------------------------------------------------------------- trec_eval's bare family names (-m P is P_5 .. P_1000)
        ok("u12i_m_bare_P", "rankagg.evaluate(r0.run, q.txt, ['P']) (trec_eval -m P: P_5, 10, 15, 20, 30, 100, 200, 500, "
           "1000): those nine values, trec_eval 10.0's, or a refusal naming P; never one other P",
           "campaign()\nfamily('P', " + repr(_U12I_P) + ")",
           "accepted: trec_eval's -m P, with its values (binary run while writing), or refused by name"),
        ok("u12i_m_bare_recall", "rankagg.evaluate(r0.run, q.txt, ['recall']) (trec_eval -m recall: recall_5 .. "
           "recall_1000): those nine values or a refusal naming recall; never the recall of the whole run alone",
           "campaign()\nfamily('recall', " + repr(_U12I_R) + ")",
           "accepted: trec_eval's -m recall, with its values (binary run while writing), or refused by name"),
        ok("u12i_m_bare_map_cut", "rankagg.evaluate(r0.run, q.txt, ['map_cut']) (trec_eval -m map_cut: map_cut_5 .. "
           "map_cut_1000): those nine values or a refusal naming map_cut; never AP uncut",
           "campaign()\nfamily('map_cut', " + repr(_U12I_MAPCUT) + ")",
           "accepted: trec_eval's -m map_cut, with its values (binary run while writing), or refused by name"),
        ok("u12i_m_bare_iprec_at_recall", "rankagg.evaluate(r0.run, q.txt, ['iprec_at_recall']) (trec_eval -m "
           "iprec_at_recall: the 11 levels 0.00 .. 1.00): trec_eval 10.0's values or a refusal naming it",
           "campaign()\nfamily('iprec_at_recall', " + repr(_U12I_IPREC) + ")",
           "accepted: trec_eval 10.0's -m iprec_at_recall (binary run while writing; pytrec_eval, trec_eval 9, differs "
           "here), or refused by name"),
        ok("u12i_m_bare_ndcg_cut", "rankagg.evaluate(r0.run, q.txt, ['ndcg_cut']) (trec_eval -m ndcg_cut: ndcg_cut_5 .. "
           "ndcg_cut_1000): those nine values or a refusal naming ndcg_cut; never nDCG uncut",
           "campaign()\nfamily('ndcg_cut', " + repr(_U12I_NDCG) + ")",
           "accepted: trec_eval's -m ndcg_cut, with its values (binary run while writing), or refused by name"),
        ok("u12i_m_bare_success", "rankagg.evaluate(r0.run, q.txt, ['success']) (trec_eval -m success: success_1, 5, 10): "
           "0.45, 0.90, 1.00 or a refusal naming success",
           "campaign()\nfamily('success', {'Success@1': '0.4500', 'Success@5': '0.9000', 'Success@10': '1.0000'})",
           "accepted: trec_eval's -m success, with its values (binary run while writing), or refused by name"),
        ok("u12i_m_measures_flag_repeated", "evaluate --measures map --measures P.5 (trec_eval's habit -m map -m P.5, "
           "spelled with rankagg's flag): both measures, trec_eval's values, or an error naming --measures; never P@5 alone",
           "campaign()\nout = cli_or_refusal('--measures', 'evaluate', '--qrels', 'q.txt', 'r0.run', '--measures', 'map', '--measures', 'P.5', '--json')\n"
           "if out is not None:\n    js = json.loads(out)\n    w = pte('r0.run', 'q.txt', {'map', 'P'})\n"
           "    ok_ = set(js) == {'AP', 'P@5'} and near(js['AP'], mean(v['map'] for v in w.values())) and near(js['P@5'], mean(v['P_5'] for v in w.values()))\n"
           "    print('same' if ok_ else f'differs {js}')",
           "accepted: every measure asked for is evaluated, or the repetition is refused by name"),
        # ---------------------------------------------------------------- trec_eval measures outside the default output
        ok("u12i_m_11pt_avg", "rankagg.evaluate(r0.run, q.txt, ['11pt_avg']): trec_eval 10.0's 0.3814 (the mean of its "
           "11 interpolated precisions; pytrec_eval's 0.3611 is trec_eval 9's) or a refusal naming 11pt_avg",
           "campaign()\nimport rankagg\n"
           "res = either_refused('11pt_avg', lambda: rankagg.evaluate('r0.run', 'q.txt', ['11pt_avg']))\n"
           "if res is not None:\n    v = list(res.values())\n    print('same' if len(v) == 1 and f'{v[0]:.4f}' == '0.3814' else f'differs {res}')",
           "accepted: trec_eval 10.0's 11pt_avg (binary run while writing), or refused by name"),
        ok("u12i_m_set_F", "rankagg.evaluate(r0.run, q.txt, ['set_F']) (F1 of the whole retrieved set): trec_eval's "
           "0.4253, or a refusal naming set_F",
           "campaign()\nimport rankagg\nres = either_refused('set_F', lambda: rankagg.evaluate('r0.run', 'q.txt', ['set_F']))\n"
           "if res is not None:\n    v = list(res.values())\n    ref = mean(x['set_F'] for x in pte('r0.run', 'q.txt', {'set_F'}).values())\n"
           "    print('same' if len(v) == 1 and near(v[0], ref) and f'{v[0]:.4f}' == '0.4253' else f'differs {res}')",
           "accepted: trec_eval's set_F (binary run while writing: 0.4253; pytrec_eval agrees), or refused by name"),
        ok("u12i_m_ndcg_rel", "rankagg.evaluate(r0.run, q.txt, ['ndcg_rel']) (nDCG averaged over the relevant "
           "documents): trec_eval's 0.3847, or a refusal naming ndcg_rel",
           "campaign()\nimport rankagg\nres = either_refused('ndcg_rel', lambda: rankagg.evaluate('r0.run', 'q.txt', ['ndcg_rel']))\n"
           "if res is not None:\n    v = list(res.values())\n    ref = mean(x['ndcg_rel'] for x in pte('r0.run', 'q.txt', {'ndcg_rel'}).values())\n"
           "    print('same' if len(v) == 1 and near(v[0], ref) and f'{v[0]:.4f}' == '0.3847' else f'differs {res}')",
           "accepted: trec_eval's ndcg_rel (binary run while writing: 0.3847; pytrec_eval agrees), or refused by name"),
        ok("u12i_m_gm_bpref", "rankagg.evaluate(r0.run, q.txt, ['gm_bpref']) (the geometric mean of bpref, as gm_map is "
           "of AP): trec_eval's 0.4256, or a refusal naming gm_bpref",
           "campaign()\nimport rankagg\nres = either_refused('gm_bpref', lambda: rankagg.evaluate('r0.run', 'q.txt', ['gm_bpref']))\n"
           "if res is not None:\n    v = list(res.values())\n    ref = math.exp(mean(x['gm_bpref'] for x in pte('r0.run', 'q.txt', {'gm_bpref'}).values()))\n"
           "    print('same' if len(v) == 1 and near(v[0], ref) and f'{v[0]:.4f}' == '0.4256' else f'differs {res}')",
           "accepted: trec_eval's gm_bpref (binary run while writing: 0.4256), or refused by name"),
        ok("u12i_m_num_nonrel_judged_ret", "rankagg.evaluate(r0.run, q.txt, ['num_nonrel_judged_ret']) (how many judged "
           "non-relevant documents a run retrieved: the pool's check): trec_eval's sum 119, or a refusal naming it",
           "campaign()\nimport rankagg\nres = either_refused('num_nonrel_judged_ret', lambda: rankagg.evaluate('r0.run', 'q.txt', ['num_nonrel_judged_ret']))\n"
           "if res is not None:\n    v = list(res.values())\n    print('same' if len(v) == 1 and v[0] == 119 else f'differs {res}')",
           "accepted: trec_eval's num_nonrel_judged_ret (binary run while writing: 119; grades -1/-2 are not judged "
           "non-relevant there), or refused by name"),
        ok("u12i_m_Rprec_mult", "rankagg.evaluate(r0.run, q.txt, ['Rprec_mult_0.20']) (precision at 0.2 R): trec_eval's "
           "0.3583, or a refusal naming Rprec_mult",
           "campaign()\nimport rankagg\nres = either_refused('Rprec_mult', lambda: rankagg.evaluate('r0.run', 'q.txt', ['Rprec_mult_0.20']))\n"
           "if res is not None:\n    v = list(res.values())\n    print('same' if len(v) == 1 and f'{v[0]:.4f}' == '0.3583' else f'differs {res}')",
           "accepted: trec_eval's Rprec_mult_0.20 (binary run while writing: 0.3583), or refused by name"),
        # ---------------------------------------------------------------- -c (trec_eval's complete set of judged queries)
        ok("u12i_c_no_shared_query", "evaluate -c --json of a run holding only query 9 against qrels judging 1, 2, 3: "
           "trec_eval -c gives num_q 3, num_ret 0, map 0 (exit 0); rankagg gives those or refuses naming none.run",
           "out = cli_or_refusal('none.run', 'evaluate', '-c', '--qrels', 'q3.txt', 'none.run', '--measures', 'map', 'num_q', 'num_ret', '--json')\n"
           "if out is not None:\n    js = json.loads(out)\n"
           "    print('same' if js[key(js, 'AP')] == 0 and js[key(js, 'NumQ')] == 3 and js[key(js, 'NumRet')] == 0 else f'differs {js}')",
           "accepted: trec_eval 10.0 -c's answer (binary run while writing), or refused by name as docs/trec.md's no-shared-query rule",
           files={"q3.txt": "1 0 a 1\n2 0 b 1\n3 0 c 0\n", "none.run": "9 Q0 a 1 2 t\n"}),
        ok("u12i_c_gm_map_floor", "evaluate -c --json of r3 lacking judged queries 3 and 5 --measures gm_map: each missing "
           "query's AP 0 floored at 1e-5 in the geometric mean: trec_eval -c's 0.1973",
           "campaign(skip={(3, 3), (3, 5)})\n"
           "js = json.loads(cli('evaluate', '-c', '--qrels', 'q.txt', 'r3.run', '--measures', 'gm_map', '--json'))\n"
           "logs = [v['gm_map'] for v in pte('r3.run', 'q.txt', {'gm_map'}).values()] + [math.log(1e-5)] * 2\n"
           "g = js[key(js, 'GMAP')]\nprint('same' if near(g, math.exp(mean(logs))) and f'{g:.4f}' == '0.1973' else f'differs {js}')",
           "accepted: trec_eval 10.0 -c (binary run while writing: gm_map 0.1973)"),
        ok("u12i_c_counts", "evaluate -c --json of r3 lacking queries 3 and 5, plus an unjudged query 99, --measures "
           "num_q num_rel num_ret num_rel_ret map: trec_eval -c's 20, 241, 575, 175, 0.5833",
           "campaign(skip={(3, 3), (3, 5)})\nopen('x.run', 'w').write(open('r3.run').read() + ''.join(f'99 Q0 u{i} {i + 1} {-i} r3\\n' for i in range(4)))\n"
           "js = json.loads(cli('evaluate', '-c', '--qrels', 'q.txt', 'x.run', '--measures', 'num_q', 'num_rel', 'num_ret', 'num_rel_ret', 'map', '--json'))\n"
           "got = [js[key(js, m)] for m in ('NumQ', 'NumRel', 'NumRet', 'NumRet(rel=1)')]\n"
           "print('same' if got == [20, 241, 575, 175] and f'{js[key(js, \"AP\")]:.4f}' == '0.5833' else f'differs {js}')",
           "accepted: trec_eval 10.0 -c (binary run while writing: num_q 20, num_rel 241, num_ret 575, num_rel_ret 175, map 0.5833)"),
        ok("u12i_c_rel2", "rankagg.evaluate(r3 lacking queries 3 and 5, q.txt, ['AP(rel=2)', 'P(rel=2)@10'], complete=True): "
           "trec_eval -c -l 2's 0.5764 and 0.4300, the missing queries 0 over all 20",
           "campaign(skip={(3, 3), (3, 5)})\nimport rankagg\nres = rankagg.evaluate('r3.run', 'q.txt', ['AP(rel=2)', 'P(rel=2)@10'], complete=True)\n"
           "w = pte('r3.run', 'q.txt', {'map', 'P'}, relevance_level=2)\n"
           "a, p = res[key(res, 'AP(rel=2)')], res[key(res, 'P(rel=2)@10')]\n"
           "ok_ = near(a, sum(v['map'] for v in w.values()) / 20) and near(p, sum(v['P_10'] for v in w.values()) / 20)\n"
           "print('same' if ok_ and (f'{a:.4f}', f'{p:.4f}') == ('0.5764', '0.4300') else f'differs {res}')",
           "accepted: trec_eval 10.0 -c -l 2 (binary run while writing)"),
        ok("u12i_c_bpref_rprec_rr", "evaluate -c --json of r3 lacking queries 3 and 5 --measures bpref Rprec recip_rank: "
           "trec_eval -c's 0.6177, 0.4887, 0.9000 (the missing queries 0)",
           "campaign(skip={(3, 3), (3, 5)})\n"
           "js = json.loads(cli('evaluate', '-c', '--qrels', 'q.txt', 'r3.run', '--measures', 'bpref', 'Rprec', 'recip_rank', '--json'))\n"
           "got = tuple(f'{js[key(js, m)]:.4f}' for m in ('Bpref', 'Rprec', 'RR'))\n"
           "print('same' if got == ('0.6177', '0.4887', '0.9000') else f'differs {js}')",
           "accepted: trec_eval 10.0 -c (binary run while writing)"),
        ok("u12i_c_batch_api_per_query", "rankagg.evaluate([r0 lacking 4 and 9, r3 lacking 2], q.txt, ['map', 'P.10'], "
           "per_query=True, complete=True): two frames of the 20 judged queries each, the missing ones 0, the others "
           "trec_eval's",
           "campaign(skip={(0, 4), (0, 9), (3, 2)})\nimport rankagg\n"
           "res = rankagg.evaluate(['r0.run', 'r3.run'], 'q.txt', ['map', 'P.10'], per_query=True, complete=True)\nbad = []\n"
           "for r, df, miss in zip(('r0.run', 'r3.run'), res, (('4', '9'), ('2',))):\n"
           "    want = pte(r, 'q.txt', {'map', 'P'})\n    for q in miss:\n        want[q] = {'map': 0.0, 'P_10': 0.0}\n"
           "    got = {str(q): {c: float(df.loc[q, c]) for c in df.columns} for q in df.index}\n"
           "    bad += same_as_trec(got, want, [('AP', 'map'), ('P@10', 'P_10')])\n"
           "print('same' if len(res) == 2 and not bad else f'differs {bad[:5]}')",
           "accepted: -c for each run of a list, as for one"),
        ok("u12i_c_report_chain", "evaluate -c -q --json of r0 (lacking queries 4 and 9) and r3, then report -o r.md: the "
           "report is written and its AP column holds the -c means (over 20 queries) at 4 decimals",
           "campaign(skip={(0, 4), (0, 9)})\n"
           "open('e.json', 'w').write(cli('evaluate', '-c', '-q', '--qrels', 'q.txt', 'r0.run', 'r3.run', '--measures', 'map', '--json'))\n"
           "cli('report', 'e.json', '-o', 'r.md', '--no-figures')\ntext = open('r.md').read()\n"
           "want = [f'{sum(v[\"map\"] for v in pte(r, \"q.txt\", {\"map\"}).values()) / 20:.4f}' for r in ('r0.run', 'r3.run')]\n"
           "print('same' if all(w in text for w in want) else f'differs {want} {text}')",
           "accepted: an evaluation with -c is a result like any other"),
        # ---------------------------------------------------------------- a track's whole set of runs
        ok("u12i_many_thirty_runs", "evaluate --json -q of 30 runs at once, then the text output: each run's per-query AP "
           "is trec_eval's of that run alone, and the paired tests are Holm-adjusted over the 29 comparisons",
           "campaign(nruns=30)\nruns = [f'r{i}.run' for i in range(30)]\n"
           "js = json.loads(cli('evaluate', '--qrels', 'q.txt', *runs, '--measures', 'map', '--json', '-q'))\nbad = []\n"
           "for r in runs:\n    bad += same_as_trec(js[r]['per_query'], pte(r, 'q.txt', {'map'}), [('AP', 'map')])\n"
           "out = cli('evaluate', '--qrels', 'q.txt', *runs, '--measures', 'map')\n"
           "print('same' if not bad and len(js) == 30 and 'Holm over 29 tests' in out else f'differs {bad[:4]} {out[-300:]}')",
           "accepted: a track's runs evaluated together, each as alone"),
        ok("u12i_sig_uneven_queries_scipy", "evaluate r0 (lacking queries 2, 6, 11) r3 --measures map (no -c): the t-test "
           "pairs the 17 queries both hold; its p is scipy's ttest_rel over them",
           "campaign(skip={(0, 2), (0, 6), (0, 11)})\nfrom scipy.stats import ttest_rel\n"
           "out = cli('evaluate', '--qrels', 'q.txt', 'r0.run', 'r3.run', '--measures', 'map')\n"
           "a, b = pte('r0.run', 'q.txt', {'map'}), pte('r3.run', 'q.txt', {'map'})\n"
           "qs = sorted(a)\np = ttest_rel([a[q]['map'] for q in qs], [b[q]['map'] for q in qs]).pvalue\n"
           "hit = [ln for ln in out.splitlines() if ln.startswith('#') and 'r3.run' in ln]\n"
           "got = re.search(r'p=([0-9.e+-]+)', hit[0]) if hit else None\n"
           "print('same' if len(qs) == 17 and got and abs(float(got.group(1)) - p) <= 0.006 * p and '17 queries' in hit[0] else f'differs {hit} p={p}')",
           "accepted: paired by query, over the queries both runs were evaluated on"),
        # ---------------------------------------------------------------- runs as teams submit them
        ok("u12i_r_ties_every_spelling", "evaluate a run whose five documents all score one (1.0, 1, 1e0, 10e-1, +1) "
           "with docids d1 d10 D9 d9 e: trec_eval orders the tie by docid descending in strcmp's order (e d9 d10 d1 "
           "D9): AP 0.5333, RR 0.5, P@1 0, nDCG@3 0.2015",
           "import rankagg\nres = rankagg.evaluate('t.run', 't.txt', ['map', 'recip_rank', 'P.1,2', 'ndcg_cut.3'])\n"
           "got = [res[key(res, m)] for m in ('AP', 'RR', 'P@1', 'P@2', 'nDCG@3')]\n"
           "ref = [8 / 15, 0.5, 0.0, 0.5, 0.20151514190050246]\n"
           "print('same' if all(near(a, b) for a, b in zip(got, ref)) else f'differs {got} where {ref}')",
           "accepted: trec_eval 10.0's order of a tie (binary run while writing: map 0.5333, recip_rank 0.5, P_1 0, P_2 0.5, ndcg_cut_3 0.2015)",
           files={"t.txt": _U12I_TIE_QRELS, "t.run": _U12I_TIE_RUN}),
        # ---------------------------------------------------------------- many runs side by side
        ok("u12i_many_four_runs_json", "evaluate --json -q of r0..r3 at once (r1's scores all negative) and again in "
           "the order r3 r1 r0 r2: each run's per-query and mean AP and nDCG@10 are trec_eval's of that run alone, "
           "whatever the order",
           "campaign()\nruns = ['r0.run', 'r1.run', 'r2.run', 'r3.run']\n"
           "js = json.loads(cli('evaluate', '--qrels', 'q.txt', *runs, '--measures', 'map', 'ndcg_cut.10', '--json', '-q'))\n"
           "js2 = json.loads(cli('evaluate', '--qrels', 'q.txt', 'r3.run', 'r1.run', 'r0.run', 'r2.run', '--measures', 'map', 'ndcg_cut.10', '--json', '-q'))\n"
           "bad = [] if set(js) == set(runs) and js == js2 else ['order']\n"
           "for r in runs:\n    want = pte(r, 'q.txt', {'map', 'ndcg_cut'})\n"
           "    bad += same_as_trec(js[r]['per_query'], want, [('AP', 'map'), ('nDCG@10', 'ndcg_cut_10')])\n"
           "    bad += [] if near(js[r][key(js[r], 'AP')], mean(v['map'] for v in want.values())) else [(r, 'mean')]\n"
           "print('same' if not bad else f'differs {bad[:5]}')",
           "accepted: each run evaluated as trec_eval evaluates it alone"),
        ok("u12i_many_same_basename", "evaluate --json of a/run.txt and b/run.txt (two teams, one file name): two "
           "entries, each with its own run's trec_eval AP",
           "campaign()\nos.mkdir('a')\nos.mkdir('b')\nos.replace('r0.run', 'a/run.txt')\nos.replace('r3.run', 'b/run.txt')\n"
           "js = json.loads(cli('evaluate', '--qrels', 'q.txt', 'a/run.txt', 'b/run.txt', '--measures', 'map', '--json'))\n"
           "want = {p: mean(v['map'] for v in pte(p, 'q.txt', {'map'}).values()) for p in ('a/run.txt', 'b/run.txt')}\n"
           "vals = sorted(v[key(v, 'AP')] for v in js.values())\n"
           "print('same' if len(js) == 2 and all(near(x, y) for x, y in zip(vals, sorted(want.values()))) else f'differs {js} where {want}')",
           "accepted: two runs are two runs, whatever their file names"),
        bad("u12i_many_one_run_no_judged_query", "evaluate r0.run x.run --qrels q.txt where x.run holds only queries the "
            "qrels do not judge: an error naming x.run (trec_eval has nothing to average for it), not a row of zeros or nan",
            ["evaluate", "--qrels", "q.txt", "r0.run", "x.run"],
            {"q.txt": "1 0 a 1\n2 0 b 1\n", "r0.run": "1 Q0 a 1 2 r0\n2 Q0 b 1 1 r0\n", "x.run": "7 Q0 a 1 2 x\n8 Q0 b 1 1 x\n"},
            "x.run", why="refused: a run that shares no query with the judgments has no value"),
        bad("u12i_many_third_run_duplicate", "evaluate r0 r1 r2 r3 where r2.run lists d5 twice for query 1 (line 4): an "
            "error naming r2.run:4, not the other runs' values with r2 left out",
            ["evaluate", "--qrels", "q.txt", "r0.run", "r1.run", "r2.run", "r3.run"],
            {"q.txt": "1 0 d5 1\n1 0 d6 0\n", "r0.run": "1 Q0 d5 1 2 r0\n", "r1.run": "1 Q0 d6 1 2 r1\n",
             "r2.run": "1 Q0 d1 1 4 r2\n1 Q0 d5 2 3 r2\n1 Q0 d6 3 2 r2\n1 Q0 d5 4 1 r2\n", "r3.run": "1 Q0 d5 1 1 r3\n"},
            "r2.run:4", why="refused: trec_eval 10.0 refuses the run (duplicate docs d5)"),
        ok("u12i_many_api_mixed_forms", "rankagg.evaluate([r0 path, r1 as a dict, r2 as a DataFrame (qid, docid, score), "
           "r3 as ir_measures ScoredDoc rows], q.txt, ['map', 'ndcg_cut.10']): a list of four, each trec_eval's means",
           "campaign()\nimport rankagg, pandas as pd\nfrom ir_measures import ScoredDoc\n"
           "r2 = read_run('r2.run')\ndf = pd.DataFrame([(q, d, s) for q, v in r2.items() for d, s in v.items()], columns=['qid', 'docid', 'score'])\n"
           "rows = [ScoredDoc(q, d, s) for q, v in read_run('r3.run').items() for d, s in v.items()]\n"
           "res = rankagg.evaluate(['r0.run', read_run('r1.run'), df, rows], 'q.txt', ['map', 'ndcg_cut.10'])\nbad = []\n"
           "for r, got in zip([f'r{i}.run' for i in range(4)], res):\n    w = pte(r, 'q.txt', {'map', 'ndcg_cut'})\n"
           "    bad += [(r, m) for m, t in (('AP', 'map'), ('nDCG@10', 'ndcg_cut_10')) if not near(got[key(got, m)], mean(v[t] for v in w.values()))]\n"
           "print('same' if len(res) == 4 and not bad else f'differs {bad}')",
           "accepted: each form rankagg.evaluate takes, in one list (its docstring)"),
        ok("u12i_many_api_dicts_per_query", "rankagg.evaluate([dict r0, dict r1], qrels dict with -1/-2 grades, "
           "['ndcg_cut.10', 'map'], per_query=True): one frame per run, each query's values trec_eval's",
           "campaign()\nimport rankagg\nq = read_qrels('q.txt')\nruns = [read_run('r0.run'), read_run('r1.run')]\n"
           "res = rankagg.evaluate(runs, q, ['ndcg_cut.10', 'map'], per_query=True)\nbad = []\n"
           "for r, df in zip(runs, res):\n    want = pte(r, q, {'ndcg_cut', 'map'})\n"
           "    got = {str(qid): {c: float(df.loc[qid, c]) for c in df.columns} for qid in df.index}\n"
           "    bad += same_as_trec(got, want, [('nDCG@10', 'ndcg_cut_10'), ('AP', 'map')])\n"
           "print('same' if len(res) == 2 and not bad else f'differs {bad[:5]}')",
           "accepted: the dict forms pytrec_eval takes, with its values"),
        ok("u12i_many_text_per_query_labelled", "evaluate -q (text) of r0 and r3: every per-query line says which run "
           "it is for, and each run's values are trec_eval's at 4 decimals",
           "campaign()\nout = cli('evaluate', '--qrels', 'q.txt', 'r0.run', 'r3.run', '--measures', 'map', '-q')\n"
           "got = {}\nfor ln in out.splitlines():\n    f = ln.split('\\t')\n"
           "    if ln.startswith('#') or len(f) < 4 or f[-2] == 'all':\n        continue\n"
           "    got.setdefault(f[0], {})[f[-2]] = f[-1]\n"
           "want = {r: {q: f'{v[\"map\"]:.4f}' for q, v in pte(r, 'q.txt', {'map'}).items()} for r in ('r0.run', 'r3.run')}\n"
           "print('same' if got == want else f'differs {got} where {want}')",
           "accepted: a per-query value belongs to a run, and says so"),
        # ---------------------------------------------------------------- paired tests between runs
        ok("u12i_sig_ttest_holm_scipy", "evaluate r0 r1 r2 r3 --measures map ndcg_cut.10 P.10 bpref: each printed paired t-test "
           "p of r0 against another run is scipy's ttest_rel over the 20 queries, Holm-adjusted over the 12 tests, and the "
           "mean difference is r0's minus the other's",
           "campaign()\nfrom scipy.stats import ttest_rel\nruns = [f'r{i}.run' for i in range(4)]\n"
           "out = cli('evaluate', '--qrels', 'q.txt', *runs, '--measures', 'map', 'ndcg_cut.10', 'P.10', 'bpref')\n"
           "pq = {r: pte(r, 'q.txt', {'map', 'ndcg_cut', 'P', 'bpref'}) for r in runs}\nrows, raw = [], []\n"
           "for r in runs[1:]:\n    for m, t in (('AP', 'map'), ('nDCG@10', 'ndcg_cut_10'), ('P@10', 'P_10'), ('Bpref', 'bpref')):\n"
           "        x = [pq['r0.run'][q][t] for q in sorted(pq['r0.run'])]\n        y = [pq[r][q][t] for q in sorted(pq['r0.run'])]\n"
           "        rows.append((r, m, mean(a - b for a, b in zip(x, y))))\n        raw.append(ttest_rel(x, y).pvalue)\n"
           "adj = holm(raw)\nbad = []\n"
           "for (r, m, d), p in zip(rows, adj):\n"
           "    hit = [ln for ln in out.splitlines() if ln.startswith('#') and f'{r}\\t{m}\\t' in ln]\n"
           "    got = re.search(r'p=([0-9.e+-]+)', hit[0]) if hit else None\n"
           "    if not got or abs(float(got.group(1)) - p) > 0.006 * p or f'{d:+.4f}' not in hit[0]:\n"
           "        bad.append((r, m, hit, p, d))\n"
           "print('same' if not bad and 'Holm over 12 tests' in out else f'differs {bad}')",
           "accepted: the paired t-test scipy computes, Holm-adjusted as docs/report.md says"),
        ok("u12i_sig_complete_zero_filled", "evaluate -c r0.run (lacking queries 3 and 5) r3.run --measures map: r0's "
           "mean is over the 20 judged queries with 0 for the two (trec_eval -c), and the t-test p is scipy's over the "
           "20 pairs with those zeros",
           "campaign(skip={(0, 3), (0, 5)})\nfrom scipy.stats import ttest_rel\n"
           "out = cli('evaluate', '-c', '--qrels', 'q.txt', 'r0.run', 'r3.run', '--measures', 'map')\n"
           "a, b = pte('r0.run', 'q.txt', {'map'}), pte('r3.run', 'q.txt', {'map'})\n"
           "x = [a.get(q, {'map': 0.0})['map'] for q in sorted(b)]\ny = [b[q]['map'] for q in sorted(b)]\n"
           "p = ttest_rel(x, y).pvalue\nvals = {ln.split('\\t')[0]: ln.split('\\t')[-1] for ln in out.splitlines() if '\\tall\\t' in ln}\n"
           "hit = [ln for ln in out.splitlines() if ln.startswith('#') and 'r3.run' in ln]\n"
           "got = re.search(r'p=([0-9.e+-]+)', hit[0]) if hit else None\n"
           "ok_ = vals.get('r0.run') == f'{sum(x) / 20:.4f}' and got and abs(float(got.group(1)) - p) <= 0.006 * p and '20 queries' in hit[0]\n"
           "print('same' if ok_ else f'differs {out} p={p}')",
           "accepted: -c is trec_eval's -c; the paired values are the ones averaged"),
        # ---------------------------------------------------------------- per-query output against trec_eval -q
        ok("u12i_pq_text_against_trec_eval_q", "evaluate r1.run -q (text) --measures map P.5 ndcg_cut.10 recip_rank "
           "num_ret: each per-query value, printed at 4 decimals (counts as integers), is trec_eval -q's, for the 20 "
           "judged queries and no other, and the all lines are trec_eval's",
           "campaign()\nout = cli('evaluate', '--qrels', 'q.txt', 'r1.run', '-q', '--measures', 'map', 'P.5', 'ndcg_cut.10', 'recip_rank', 'num_ret')\n"
           "want = pte('r1.run', 'q.txt', {'map', 'P', 'ndcg_cut', 'recip_rank', 'num_ret'})\n"
           "names = {'AP': 'map', 'P@5': 'P_5', 'nDCG@10': 'ndcg_cut_10', 'RR': 'recip_rank', 'NumRet': 'num_ret'}\n"
           "got, bad = {}, []\nfor ln in out.splitlines():\n    m, q, v = ln.split('\\t')[-3:]\n    got[(m, q)] = v\n"
           "for m, t in names.items():\n    for q, v in want.items():\n"
           "        ref = str(int(v[t])) if t == 'num_ret' else f'{v[t]:.4f}'\n"
           "        if got.get((m, q)) != ref:\n            bad.append((m, q, got.get((m, q)), ref))\n"
           "    allv = str(int(sum(v[t] for v in want.values()))) if t == 'num_ret' else f'{mean(v[t] for v in want.values()):.4f}'\n"
           "    bad += [] if got.get((m, 'all')) == allv else [(m, 'all', got.get((m, 'all')), allv)]\n"
           "bad += [] if len(got) == 5 * 21 else [('lines', len(got))]\n"
           "print('same' if not bad else f'differs {bad[:6]}')",
           "accepted: trec_eval -q's values under rankagg's spelling of the measures"),
        ok("u12i_pq_complete_prints_missing_query", "evaluate -c -q --json of a run lacking judged query 2: trec_eval "
           "-c -q prints query 2 (map 0, num_ret 0) and averages over both: map 0.5, num_ret 2",
           "js = json.loads(cli('evaluate', '-c', '-q', '--qrels', 'q2.txt', 's.run', '--measures', 'map', 'num_ret', '--json'))\n"
           "pq = js['per_query']\n"
           "ok_ = set(pq) == {'1', '2'} and pq['2'][key(pq['2'], 'AP')] == 0 and pq['2'][key(pq['2'], 'NumRet')] == 0 and near(js[key(js, 'AP')], 0.5) and js[key(js, 'NumRet')] == 2\n"
           "print('same' if ok_ else f'differs {js}')",
           "accepted: trec_eval 10.0 -c -q (binary run while writing: map 1 1.0000, map 2 0.0000, num_ret 2 0, map all 0.5000)",
           files={"q2.txt": "1 0 a 1\n2 0 b 1\n", "s.run": _U12I_SMALL_RUN}),
        ok("u12i_pq_complete_text_lines", "evaluate -c -q (text) of a run lacking judged query 2 --measures map num_ret: "
           "trec_eval -c -q's lines (map 1 1.0000, num_ret 1 2, map 2 0.0000, num_ret 2 0, map all 0.5000, num_ret all 2) "
           "under rankagg's names",
           "out = cli('evaluate', '-c', '-q', '--qrels', 'q2.txt', 's.run', '--measures', 'map', 'num_ret')\n"
           "got = {tuple(ln.split('\\t')[-3:-1]): ln.split('\\t')[-1] for ln in out.splitlines() if not ln.startswith('#')}\n"
           "want = {('AP', '1'): '1.0000', ('AP', '2'): '0.0000', ('AP', 'all'): '0.5000', ('NumRet', '1'): '2', ('NumRet', '2'): '0', ('NumRet', 'all'): '2'}\n"
           "print('same' if got == want else f'differs {got}')",
           "accepted: trec_eval 10.0 -c -q (binary run while writing)",
           files={"q2.txt": "1 0 a 1\n2 0 b 1\n", "s.run": _U12I_SMALL_RUN}),
        ok("u12i_pq_api_complete_per_query", "rankagg.evaluate(r0 lacking queries 4 and 9, q.txt, ['map', 'num_ret'], "
           "per_query=True, complete=True): a row for each of the 20 judged queries, 0 for the two, the others "
           "trec_eval's",
           "campaign(skip={(0, 4), (0, 9)})\nimport rankagg\ndf = rankagg.evaluate('r0.run', 'q.txt', ['map', 'num_ret'], per_query=True, complete=True)\n"
           "want = pte('r0.run', 'q.txt', {'map', 'num_ret'})\n"
           "got = {str(q): {c: float(df.loc[q, c]) for c in df.columns} for q in df.index}\n"
           "for q in ('4', '9'):\n    want[q] = {'map': 0.0, 'num_ret': 0.0}\n"
           "bad = same_as_trec(got, want, [('AP', 'map'), ('NumRet', 'num_ret')])\n"
           "print('same' if not bad else f'differs {bad[:5]}')",
           "accepted: trec_eval -c -q prints every judged query, one the run lacks valued as finding nothing"),
        # ---------------------------------------------------------------- added after the first draft's run (see the report)
        ok("u12i_pq_official_q_against_trec_eval", "evaluate o.run -q --measures official (trec_eval's default output; a "
           "tie, a -1 above the relevant document, a query with nothing relevant): every per-query and all line trec_eval "
           "-q prints, under rankagg's names, has trec_eval 10.0's value",
           "out = cli('evaluate', '--qrels', 'oq.txt', 'o.run', '-q', '--measures', 'official')\n"
           "got = {tuple(ln.split('\\t')[-3:-1]): ln.split('\\t')[-1] for ln in out.splitlines() if not ln.startswith('#')}\n"
           "names = ['num_ret', 'num_rel', 'num_rel_ret', 'map', 'Rprec', 'bpref', 'recip_rank'] + [f'iprec_at_recall_{k / 10:.2f}' for k in range(11)] "
           "+ [f'P_{k}' for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)]\nbad = []\n"
           "for q, line in " + repr(_U12I_OFFICIAL_Q) + ".items():\n"
           "    for t, v in zip(names, line.split()):\n        if got.get((ours(t), q)) != v:\n            bad.append((t, q, got.get((ours(t), q)), v))\n"
           "bad += [] if (got.get(('NumQ', 'all')), got.get(('GMAP', 'all'))) == ('3', '0.0094') else [('num_q/gm_map', got.get(('NumQ', 'all')), got.get(('GMAP', 'all')))]\n"
           "print('same' if not bad else f'differs {bad[:6]}')",
           "accepted: trec_eval 10.0 -q's default output (binary run while writing)",
           files={"oq.txt": _U12I_OQ, "o.run": _U12I_ORUN}),
        ok("u12i_c_official", "evaluate -c --json --measures official of r3 lacking judged queries 3 and 5: each of "
           "trec_eval -c's 29 default measures at 4 decimals (counts as integers)",
           "campaign(skip={(3, 3), (3, 5)})\n"
           "js = json.loads(cli('evaluate', '-c', '--qrels', 'q.txt', 'r3.run', '--measures', 'official', '--json'))\nbad = []\n"
           "for t, v in " + repr(_U12I_OFFICIAL_C) + ".items():\n    g = js.get(ours(t))\n"
           "    txt = None if g is None else (str(int(g)) if '.' not in v else f'{g:.4f}')\n"
           "    if txt != v:\n        bad.append((t, g, v))\n"
           "print('same' if not bad else f'differs {bad[:6]}')",
           "accepted: trec_eval 10.0 -c's default output (binary run while writing)"),
        ok("u12i_c_q_text_two_runs", "evaluate -c -q (text) of r0 (lacking queries 4 and 9) and r3: each run's lines are "
           "labelled, r0 has lines for 4 and 9 valued 0.0000, and every value is trec_eval -c -q's",
           "campaign(skip={(0, 4), (0, 9)})\nout = cli('evaluate', '-c', '-q', '--qrels', 'q.txt', 'r0.run', 'r3.run', '--measures', 'map')\n"
           "got = {}\nfor ln in out.splitlines():\n    f = ln.split('\\t')\n"
           "    if ln.startswith('#') or len(f) < 4 or f[-2] == 'all':\n        continue\n"
           "    got.setdefault(f[0], {})[f[-2]] = f[-1]\n"
           "want = {r: {q: f'{v[\"map\"]:.4f}' for q, v in pte(r, 'q.txt', {'map'}).items()} for r in ('r0.run', 'r3.run')}\n"
           "want['r0.run'].update({'4': '0.0000', '9': '0.0000'})\n"
           "print('same' if got == want else f'differs {got} where {want}')",
           "accepted: trec_eval 10.0 -c -q prints every judged query of each run"),
        ok("u12i_sig_direction_words", "evaluate r3 r0 and evaluate r0 r3 --measures map: the first run minus the other is "
           "+0.3075 and -0.3075 (trec_eval's means), p tiny: the first says the first run is better, the second worse",
           "campaign()\n"
           "a = [ln for ln in cli('evaluate', '--qrels', 'q.txt', 'r3.run', 'r0.run', '--measures', 'map').splitlines() if ln.startswith('# r0.run')]\n"
           "b = [ln for ln in cli('evaluate', '--qrels', 'q.txt', 'r0.run', 'r3.run', '--measures', 'map').splitlines() if ln.startswith('# r3.run')]\n"
           "ok_ = a and b and '+0.3075' in a[0] and 'better' in a[0] and 'worse' not in a[0] and '-0.3075' in b[0] and 'worse' in b[0] and 'better' not in b[0]\n"
           "print('same' if ok_ else f'differs {a} {b}')",
           "accepted: the sign and the word agree with the header's 'first minus each other run'"),
    ]


TWELFTH_HYBRID = "45 Unseen inputs: a twelfth bar, a hybrid-search engineer's day"

#: the twelfth bar's helpers: a BM25 list and a dense list of one query (scores on different scales, negative
#: cosines), the fusions recomputed by hand from the formulas the docs cite (RRF 1/(k + rank) with ranks by
#: trec_eval's order: score descending, then docid descending as bytes; min-max, z-score with the population sd
#: as ranx's zmuv, ranx's sum, Elasticsearch's l2_norm, Qdrant's DBSF with the sample sd, Milvus's arctan,
#: MongoDB's sigmoid, Weaviate's alpha), exact fractions where ties matter and the house tie rule (score, then
#: more lists, then the better best rank, then the smaller docid).  A wrong answer prints what differs and exits 0
#: (silent); a refusal passes on, marked '[names it]' when it names what the case asks for.
_U12H = r'''
import itertools, json, math, re, subprocess, sys, threading
from fractions import Fraction
import numpy as np
import rankagg
from rankagg import Fuser
BM25 = {'d1': 14.2, 'd2': 11.7, 'd3': 11.7, 'd4': 9.03, 'd5': 7.5, 'd6': 6.25, 'd7': 4.0, 'd8': 3.5, 'd9': 2.75,
        'd10': 2.75, 'd11': 1.125}
DENSE = {'d3': 0.8125, 'd12': 0.75, 'd1': 0.5, 'd13': 0.25, 'd9': -0.125, 'd5': -0.25, 'd14': -0.375,
         'd15': -0.5, 'd10': -0.625}
L = {'bm25': BM25, 'dense': DENSE}
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
def trec_order(lst):
    """trec_eval's order of one list: score descending, then docid descending (bytes of its decimal)."""
    return sorted(lst, key=lambda d: (lst[d], str(d).encode()), reverse=True)
def ranks(lst):
    return {d: i + 1 for i, d in enumerate(trec_order(lst))}
def rrf_hand(lists, k=60, weights=None, window=None, origin=1):
    out = {}
    for name, lst in lists.items():
        w = Fraction((weights or {}).get(name, 1.0))
        for d, r in ranks(lst).items():
            if window is None or r <= window:
                out[d] = out.get(d, 0) + w / (Fraction(k) + r - 1 + origin)
    return out
def house(hand, lists, window=None):
    """The house order of exact hand scores: score desc, more lists, better best rank, smaller docid."""
    rk = {n: ranks(l) for n, l in lists.items()}
    def key(d):
        rs = [rk[n][d] for n in rk if d in rk[n] and (window is None or rk[n][d] <= window)]
        return (-hand[d], -len(rs), min(rs), d)
    return sorted(hand, key=key)
def same(got, hand, lists, what='', window=None):
    """Docids in the house order of the exact hand scores, and each score the hand value (1e-12)."""
    want = house(hand, lists, window)
    ids = [d for d, s in got]
    if ids != want:
        wrong(what, 'order', ids, 'expected', want)
    for d, s in got:
        if not math.isclose(float(s), float(hand[d]), rel_tol=1e-12, abs_tol=1e-15):
            wrong(what, d, s, 'expected', float(hand[d]))
def close(got, hand, what='', rel=1e-12, abs_tol=1e-15):
    """The same documents, each score the hand value, and the order never against the hand scores."""
    ids = [d for d, s in got]
    if sorted(map(str, ids)) != sorted(map(str, hand)) or len(set(ids)) != len(ids):
        wrong(what, 'documents', ids, 'expected', sorted(hand))
    for d, s in got:
        if not math.isclose(float(s), float(hand[d]), rel_tol=rel, abs_tol=abs_tol):
            wrong(what, d, s, 'expected', float(hand[d]))
    for (a, _), (b, _) in zip(got, got[1:]):
        if float(hand[a]) < float(hand[b]) - 1e-9 * max(1.0, abs(float(hand[b]))):
            wrong(what, 'order', a, 'before', b, float(hand[a]), float(hand[b]))
def minmax(lst):
    lo, hi = min(lst.values()), max(lst.values())
    return {d: (s - lo) / (hi - lo) if hi > lo else 1.0 for d, s in lst.items()}
def comb(lists, norm, weights=None):
    out = {}
    for name, lst in lists.items():
        w = (weights or {}).get(name, 1.0)
        for d, v in norm(lst).items():
            out[d] = out.get(d, 0.0) + w * v
    return out
def cli(*args):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr
def write_run(path, run, tag):
    with open(path, 'w') as f:
        for q, lst in run.items():
            for i, d in enumerate(trec_order(lst)):
                f.write(f'{q} Q0 {d} {i + 1} {lst[d]!r} {tag}\n')
def read_run(path):
    out = {}
    for ln in open(path):
        q, _, d, r, s, t = ln.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
'''


def twelfth_bar_hybrid_cases() -> list[Case]:
    """Issue 45's twelfth bar: a hybrid-search engineer's day.  BM25 and dense retrievers fused with
    ``rankagg.Fuser`` in a serving loop (one fuser over many queries and threads; lists as dicts, ``(ids, scores)``
    pairs, NumPy arrays of float32 scores and int64 point ids, lists of pairs, iterators; a retriever that returns
    nothing; the same ids on two score scales; negative cosines, distances, NaN and inf from a broken model), each
    normalisation the docs offer worked by hand, alpha-weighted fusion against ``alpha * dense + (1 - alpha) *
    sparse``, RRF with k, weights, windows and tied inputs against ``sum w / (k + rank)``, the top-k cut and the
    second page (ranks 11-20 of a depth-20 fusion, of ``Fuser.top`` and of ``rankagg fuse --depth 20`` equal to the
    slice of the full fusion), the engine presets against the engines running here (Qdrant's local mode, Milvus
    Lite, LanceDB's reranker), ``rankagg fuse`` on two TREC runs exported from an engine, and explanations whose
    contributions add up to the fused score.  The right answer is decided from outside the code: the formulas of
    the engines' pages and the papers (docs/engines.md cites them), ranx's normalisation source, the engines'
    own fused answers, or brute force in the case."""
    G = TWELFTH_HYBRID
    ok = lambda out, folder: out.strip().endswith("OK")  # noqa: E731

    def case(id: str, what: str, code: str, why: str = "", timeout: float = 120, outputs: tuple[str, ...] = ()
             ) -> Case:
        return Case(id, G, what, code=_U12H + code, expect="ok", check=ok, outputs=outputs, memory_gb=4.0,
                    timeout=timeout, why=why)

    def bad(id: str, what: str, call: str, *names: str, why: str = "") -> Case:
        return Case(id, G, what, code=_U12H + f"refuse(lambda: {call}, *{names!r})", mention=("[names it]",),
                    memory_gb=4.0, timeout=120, why=why)

    c: list[Case] = []
    # ------------------------------------------------ the serving loop: one fuser, many queries, many forms
    c += [
        case("u12h_loop_forms_rotate", "one Fuser('rrf', k=60, weights) serving 60 generated queries (0-25 "
             "documents a list, overlaps, tied scores, empty lists) whose dense answer comes as a dict, (ids, "
             "scores) lists, NumPy str and float64 arrays or NumPy float32 scores in turn: every answer equals "
             "sum w / (60 + rank) by hand in the house order, whatever the form",
             "rng = np.random.default_rng(7)\n"
             "W = {'bm25': 0.4, 'dense': 1.0}\n"
             "f = Fuser('rrf', k=60, weights=W)\n"
             "for q in range(60):\n"
             "    pool = [f'p{i}' for i in range(40)]\n"
             "    lists = {}\n"
             "    for name in ('bm25', 'dense'):\n"
             "        n = int(rng.integers(0, 26))\n"
             "        docs = rng.choice(pool, size=n, replace=False)\n"
             "        lists[name] = {str(d): float(rng.integers(0, 8)) / 4 for d in docs}\n"
             "    de = lists['dense']; ids = list(de); sc = [de[d] for d in ids]\n"
             "    form = [de, (ids, sc), (np.array(ids, dtype=str), np.array(sc)), (ids, np.array(sc, dtype=np.float32))][q % 4]\n"
             "    got = f({'bm25': lists['bm25'], 'dense': form})\n"
             "    same(got, rrf_hand(lists, 60, W), lists, what=f'query {q} form {q % 4}')\n"
             "    if any(type(d) is not str for d, s in got): wrong('docid types', {type(d) for d, s in got})\n"
             "right()"),
        case("u12h_pandas_series_list", "a retriever's answer as a pandas Series (index: docid, values: score; "
             "df.set_index('id')['score']): the fusion of the same dict, or a refusal naming the list 'dense'",
             "import pandas as pd\n"
             "ser = pd.Series(DENSE)\n"
             "def chk(got):\n"
             "    if got != Fuser('combsum', norm='minmax')({'bm25': BM25, 'dense': DENSE}): wrong('a Series read otherwise', got[:4])\n"
             "    right()\n"
             "either(lambda: Fuser('combsum', norm='minmax')({'bm25': BM25, 'dense': ser}), chk, 'dense')"),
        case("u12h_numpy_int64_point_ids", "Qdrant's int64 point ids as a NumPy array with tied scores (points 9 "
             "and 10 equal): ids come back as Python ints, and the ranks follow trec_eval's rule on the decimals "
             "('9' > '10' by strcmp, so 9 ranks first): RRF by hand",
             "ids = np.array([3, 10, 9, 100, 7], dtype=np.int64); sc = np.array([0.9, 0.5, 0.5, 0.25, -0.1])\n"
             "bm = {7: 12.0, 100: 8.0, 42: 3.0}\n"
             "got = Fuser('rrf', k=60)({'bm25': bm, 'dense': (ids, sc)})\n"
             "if any(type(d) is not int for d, s in got): wrong('docid types', [type(d).__name__ for d, s in got])\n"
             "lists = {'bm25': bm, 'dense': {int(d): float(s) for d, s in zip(ids, sc)}}\n"
             "hand = rrf_hand(lists)\n"
             "if hand[9] <= hand[10]: wrong('hand')\n"
             "close(got, hand)\n"
             "if [d for d, s in got].index(9) > [d for d, s in got].index(10): wrong('10 before 9', got)\n"
             "right()"),
        case("u12h_list_of_pairs", "a retriever's answer as a list of (docid, score) tuples (LangChain's "
             "similarity_search_with_score, a DB cursor): the fusion of the dict of the same pairs, or a refusal "
             "naming the list 'dense'",
             "pairs = list(DENSE.items())\n"
             "def chk(got):\n"
             "    if got != Fuser('rrf')({'bm25': BM25, 'dense': dict(pairs)}): wrong('pairs read otherwise', got[:4])\n"
             "    right()\n"
             "either(lambda: Fuser('rrf')({'bm25': BM25, 'dense': pairs}), chk, 'dense')"),
    ]
    # ------------------------------------------------ a retriever that returns nothing; both empty
    c += [
        case("u12h_one_retriever_empty_every_form", "the dense retriever times out and returns nothing, as {}, [], "
             "([], []) and two empty NumPy arrays: RRF(k=60, weights) and CombSUM(min-max) equal the BM25 list alone "
             "by hand (a list that returned nothing adds nothing)",
             "W = {'bm25': 0.5, 'dense': 2.0}\n"
             "for empty in ({}, [], ([], []), (np.array([], dtype=str), np.array([], dtype=np.float32))):\n"
             "    got = Fuser('rrf', k=60, weights=W)({'bm25': BM25, 'dense': empty})\n"
             "    same(got, rrf_hand({'bm25': BM25}, 60, W), {'bm25': BM25}, what=repr(empty))\n"
             "    got = Fuser('combsum', norm='minmax', weights=W)({'bm25': BM25, 'dense': empty})\n"
             "    close(got, comb({'bm25': BM25}, minmax, W), what=repr(empty))\n"
             "right()"),
        case("u12h_both_retrievers_empty", "both retrievers return nothing (a query with no match): the fuser, "
             "Fuser.top and the explanation answer an empty list, for RRF and CombSUM(z-score)",
             "for f in (Fuser('rrf'), Fuser('combsum', norm='zscore')):\n"
             "    if f({'bm25': {}, 'dense': []}) != []: wrong('call')\n"
             "    if list(f.top({'bm25': {}, 'dense': {}}, 10).items) != []: wrong('top')\n"
             "    if f.explain({'bm25': {}, 'dense': {}}) != []: wrong('explain')\n"
             "right()"),
    ]
    # ------------------------------------------------ two scales, negative scores, distances, NaN and inf
    c += [
        case("u12h_same_ids_two_scales", "BM25 (10-30) and cosine (0.70-0.90) over the same 12 ids: "
             "CombSUM(min-max) with weights 0.3 / 0.7 equals the formula, the order never against it, and RRF "
             "of the two equals its own formula",
             "rng = np.random.default_rng(11)\n"
             "ids = [f'c{i}' for i in range(12)]\n"
             "bm = {d: float(v) for d, v in zip(ids, rng.uniform(10, 30, 12))}\n"
             "de = {d: float(v) for d, v in zip(ids, rng.uniform(0.7, 0.9, 12))}\n"
             "lists = {'bm25': bm, 'dense': de}; W = {'bm25': 0.3, 'dense': 0.7}\n"
             "close(Fuser('combsum', norm='minmax', weights=W)(lists), comb(lists, minmax, W))\n"
             "same(Fuser('rrf')(lists), rrf_hand(lists), lists)\n"
             "right()"),
        case("u12h_negative_cosines_minmax", "a dense list of cosines all below 0 (-0.9 ... -0.1): min-max maps "
             "the least negative to 1 and the most negative to 0; CombSUM with BM25 by hand",
             "de = {'d1': -0.1, 'd3': -0.35, 'd12': -0.5, 'd7': -0.9}\n"
             "lists = {'bm25': BM25, 'dense': de}\n"
             "close(Fuser('combsum', norm='minmax')(lists), comb(lists, minmax))\n"
             "right()"),
        case("u12h_max_norm_negative_list", "CombSUM(norm='max') with a list of negative cosines: a normalisation "
             "must not reverse a list (ranx's max_norm divides by max(max, 1e-9), which keeps the order): the "
             "list's best document gets its largest normalised value, or the fusion is refused naming 'max'",
             "de = {'a': -0.1, 'b': -0.4, 'c': -0.8}\n"
             "def chk(got):\n"
             "    ex = Fuser('combsum', norm='max').explain({'dense': de})\n"
             "    v = {e['docid']: e['lists']['dense']['normalised'] for e in ex}\n"
             "    if not (v['a'] > v['b'] > v['c']): wrong('the list is reversed:', v)\n"
             "    if [d for d, s in got] != ['a', 'b', 'c']: wrong('order', got)\n"
             "    right()\n"
             "either(lambda: Fuser('combsum', norm='max')({'dense': de}), chk, 'max', 'norm')"),
        case("u12h_distances_negated", "L2 distances (smaller is better) negated by the caller, the documented "
             "way to give a score: RRF ranks the closest first and min-max gives (d_max - d) / (d_max - d_min), "
             "by hand",
             "dist = {'v1': 0.12, 'v2': 0.4, 'v3': 0.41, 'v4': 1.7, 'd1': 2.5}\n"
             "neg = {d: -x for d, x in dist.items()}\n"
             "lists = {'bm25': BM25, 'dense': neg}\n"
             "same(Fuser('rrf', k=10)(lists), rrf_hand(lists, 10), lists)\n"
             "hand = {d: (2.5 - x) / (2.5 - 0.12) for d, x in dist.items()}\n"
             "want = comb({'bm25': BM25}, minmax)\n"
             "for d, v in hand.items(): want[d] = want.get(d, 0.0) + v\n"
             "close(Fuser('combsum', norm='minmax')(lists), want)\n"
             "right()"),
        bad("u12h_neg_inf_bm25_rrf", "-inf from a BM25 scorer's log of 0, fused by RRF (ranks only): refused naming "
            "the list 'bm25' (trec_eval's rule: a score is a finite number)",
            "Fuser('rrf')({'bm25': {**BM25, 'd11': float('-inf')}, 'dense': DENSE})", "bm25"),
        bad("u12h_nan_numpy_scalar_in_dict", "a dict of NumPy float32 scalars from a model's output, one of them "
            "np.float32('nan'): refused naming the list 'dense'",
            "Fuser('combsum', norm='minmax')({'bm25': BM25, 'dense': {'d1': np.float32(0.5), 'd2': np.float32('nan'), "
            "'d3': np.float32(0.1)}})", "dense"),
        bad("u12h_nan_in_explain", "fuser.explain (the debugging door) on a request with a NaN dense score: refused "
            "naming the list 'dense', as the call is",
            "Fuser('rrf').explain({'bm25': BM25, 'dense': {**DENSE, 'd12': float('nan')}})", "dense"),
        bad("u12h_inf_first_in_top_iterator", "Fuser.top over a generator of (docid, score) whose first pair scores "
            "inf: refused naming the list 'dense'",
            "Fuser('rrf').top({'bm25': BM25, 'dense': iter([('d1', float('inf')), ('d2', 0.5)])}, 3)", "dense"),
        bad("u12h_nan_in_top_prefix", "Fuser.top reading a list whose third entry is NaN (inside the first block "
            "it reads): refused naming the list 'dense'",
            "Fuser('rrf').top({'bm25': BM25, 'dense': {'d3': 0.9, 'd1': 0.8, 'd2': float('nan'), 'd4': 0.1}}, 2)",
            "dense"),
    ]
    # ------------------------------------------------ every normalisation by hand
    c += [
        case("u12h_norm_l2_elasticsearch", "CombSUM(norm='l2') against Elasticsearch's l2_norm, s / sqrt(sum s^2), "
             "with weights 2 and 0.5",
             "def l2(l):\n"
             "    n = math.sqrt(sum(s * s for s in l.values()))\n"
             "    return {d: s / n for d, s in l.items()}\n"
             "lists = {'bm25': BM25, 'dense': {d: abs(v) for d, v in DENSE.items()}}\n"
             "W = {'bm25': 2.0, 'dense': 0.5}\n"
             "close(Fuser('combsum', norm='l2', weights=W)(lists), comb(lists, l2, W), rel=1e-10)\n"
             "right()"),
        case("u12h_opensearch_l2_arithmetic", "preset('opensearch_normalization', technique='l2', "
             "combination='arithmetic_mean', weights 0.3 / 0.7): OpenSearch's l2 (s / sqrt(sum s^2)) and weighted "
             "arithmetic mean with weights summing to 1 and a missing score 0, i.e. 0.3 l2(bm25) + 0.7 l2(dense), by hand",
             "from rankagg.engines import preset\n"
             "l2 = lambda l: {d: s / math.sqrt(sum(v * v for v in l.values())) for d, s in l.items()}\n"
             "lists = {'bm25': BM25, 'dense': {d: abs(v) + 0.125 for d, v in DENSE.items()}}\n"
             "W = {'bm25': 0.3, 'dense': 0.7}\n"
             "close(preset('opensearch_normalization', technique='l2', combination='arithmetic_mean', weights=W)(lists), "
             "comb(lists, l2, W), rel=1e-10)\n"
             "right()"),
        case("u12h_mongodb_score_fusion_avg", "preset('mongodb_score_fusion', normalization='sigmoid' and "
             "'minMaxScaler', weights 2 / 1): the docs' avg over the pipelines of w * norm(s), a pipeline that missed "
             "the document counted 0, i.e. (2 sig(bm25) + 1 sig(dense)) / 2, by hand",
             "from rankagg.engines import preset\n"
             "W = {'bm25': 2.0, 'dense': 1.0}\n"
             "sig = lambda l: {d: 1 / (1 + math.exp(-s)) for d, s in l.items()}\n"
             "for name, norm in (('sigmoid', sig), ('minMaxScaler', minmax)):\n"
             "    hand = {d: v / 2 for d, v in comb(L, norm, W).items()}\n"
             "    close(preset('mongodb_score_fusion', normalization=name, weights=W)(L), hand, what=name)\n"
             "right()"),
        case("u12h_isr_weights_exact", "Fuser('isr', weights 1 / 3): Mourao et al.'s n_d * sum w / rank^2 with ranks "
             "by trec_eval's order (tied BM25 scores), exact, in the house order",
             "W = {'bm25': 1, 'dense': 3}\n"
             "rk = {n: ranks(l) for n, l in L.items()}\n"
             "hand = {}\n"
             "for d in set(BM25) | set(DENSE):\n"
             "    parts = [Fraction(W[n]) / rk[n][d] ** 2 for n in L if d in rk[n]]\n"
             "    hand[d] = len(parts) * sum(parts)\n"
             "same(Fuser('isr', weights=W)(L), hand, L)\n"
             "right()"),
        case("u12h_norm_dbsf_qdrant", "CombSUM(norm='dbsf') against Qdrant's distribution-based score fusion: "
             "limits mean +- 3 sample sd, (s - low) / (high - low), unclipped, summed",
             "def dbsf(l):\n"
             "    v = np.array(list(l.values())); m, sd = v.mean(), v.std(ddof=1)\n"
             "    lo, hi = m - 3 * sd, m + 3 * sd\n"
             "    return {d: (s - lo) / (hi - lo) for d, s in l.items()}\n"
             "close(Fuser('combsum', norm='dbsf')(L), comb(L, dbsf), rel=1e-10)\n"
             "right()"),
        case("u12h_norm_sigmoid_extremes", "CombSUM(norm='sigmoid') (MongoDB's $sigmoid, 1 / (1 + e^-s)) on "
             "scores -1000, -30, 0, 30, 1000 from an unbounded cross-encoder: 0, 9.4e-14, 0.5, 1 - 9.4e-14, 1, "
             "finite, in that order, no overflow error",
             "l = {'a': -1000.0, 'b': -30.0, 'c': 0.0, 'd': 30.0, 'e': 1000.0}\n"
             "hand = {d: 1 / (1 + math.exp(-s)) if s > -700 else 0.0 for d, s in l.items()}\n"
             "got = Fuser('combsum', norm='sigmoid')({'ce': l})\n"
             "close(got, hand, rel=1e-12, abs_tol=1e-300)\n"
             "if [d for d, s in got][:2] != ['e', 'd'] or [d for d, s in got][-1] != 'a': wrong('order', got)\n"
             "right()"),
        case("u12h_norm_arctan_milvus", "CombSUM(norm='arctan') against Milvus's inner-product normalisation "
             "0.5 + arctan(s) / pi on negative and positive dot products, weights 0.2 / 0.8",
             "at = lambda l: {d: 0.5 + math.atan(s) / math.pi for d, s in l.items()}\n"
             "W = {'bm25': 0.2, 'dense': 0.8}\n"
             "close(Fuser('combsum', norm='arctan', weights=W)(L), comb(L, at, W), rel=1e-12)\n"
             "right()"),
        case("u12h_combmnz_minmax_weights", "CombMNZ(min-max) with weights: the docs' n_d * sum w * s, n_d the "
             "lists that returned the document, by hand",
             "W = {'bm25': 0.3, 'dense': 0.7}\n"
             "s = comb(L, minmax, W)\n"
             "hand = {d: v * sum(d in l for l in L.values()) for d, v in s.items()}\n"
             "close(Fuser('combmnz', norm='minmax', weights=W)(L), hand)\n"
             "right()"),
    ]
    # ------------------------------------------------ alpha-weighted fusion
    c += [
        case("u12h_alpha_sweep_convex", "the hybrid formula alpha * minmax(dense) + (1 - alpha) * minmax(bm25) for "
             "alpha in 0, 0.25, 0.5, 0.8, 1 through Fuser('combsum', norm='minmax', weights): each equals the formula "
             "(alpha 0 and 1: the other list's documents score 0 and sit below)",
             "for a in (0.0, 0.25, 0.5, 0.8, 1.0):\n"
             "    W = {'dense': a, 'bm25': 1 - a}\n"
             "    close(Fuser('combsum', norm='minmax', weights=W)(L), comb(L, minmax, W), what=f'alpha={a}')\n"
             "right()"),
        case("u12h_weaviate_relative_alpha", "engines.preset('weaviate_relative_score', alpha=0.3) on the "
             "keyword and vector legs: Weaviate's relativeScoreFusion, alpha * minmax(vector) + (1 - alpha) * "
             "minmax(keyword), by hand",
             "from rankagg.engines import preset\n"
             "f = preset('weaviate_relative_score', alpha=0.3, keyword='bm25', vector='dense')\n"
             "W = {'dense': 0.3, 'bm25': 0.7}\n"
             "close(f(L), comb(L, minmax, W))\n"
             "right()"),
        case("u12h_rrf_alpha_sweep", "alpha-weighted RRF, alpha / (60 + rank_dense) + (1 - alpha) / (60 + "
             "rank_bm25), for alpha in 0.1, 0.5, 0.9 through Fuser('rrf', weights): exact, in the house order",
             "for a in (Fraction(1, 10), Fraction(1, 2), Fraction(9, 10)):\n"
             "    W = {'dense': float(a), 'bm25': float(1 - a)}\n"
             "    same(Fuser('rrf', weights=W)(L), rrf_hand(L, 60, W), L, what=f'alpha={a}')\n"
             "right()"),
        case("u12h_esql_fuse_linear_minmax", "preset('esql_fuse_linear', normalizer='minmax', weights 0.6 / 0.4): "
             "ES|QL's FUSE LINEAR, sum w * (s - min) / (max - min) per FORK branch, by hand",
             "from rankagg.engines import preset\n"
             "W = {'bm25': 0.6, 'dense': 0.4}\n"
             "close(preset('esql_fuse_linear', normalizer='minmax', weights=W)(L), comb(L, minmax, W))\n"
             "right()"),
        case("u12h_es_linear_minmax_weights", "engines.preset('elasticsearch_linear', normalizer='minmax', "
             "weights={'bm25': 1.5, 'dense': 3}): Elasticsearch's linear retriever, sum w * (s - min) / (max - "
             "min), by hand",
             "from rankagg.engines import preset\n"
             "W = {'bm25': 1.5, 'dense': 3.0}\n"
             "close(preset('elasticsearch_linear', normalizer='minmax', weights=W)(L), comb(L, minmax, W))\n"
             "right()"),
    ]
    # ------------------------------------------------ RRF with k, weights, windows and tied inputs
    c += [
        case("u12h_rrf_k_weights_tied_inputs", "Fuser('rrf', k=10, weights 0.7 / 1.3) on lists with tied scores "
             "(d2 = d3, d9 = d10 in BM25): ranks by trec_eval's order (d9 before d10, d3 before d2), sum w / (10 + "
             "rank) exactly, the house order",
             "W = {'bm25': 0.7, 'dense': 1.3}\n"
             "same(Fuser('rrf', k=10, weights=W)(L), rrf_hand(L, 10, W), L)\n"
             "right()"),
    ]
    # ------------------------------------------------ the top-k cut and the second page
    PAGE = ("rng = np.random.default_rng(5)\n"
            "big = {'bm25': {f'b{i}': float(100 - i) for i in range(60)},\n"
            "       'dense': {f'v{i}': float(1 - i / 100) for i in range(60)}}\n"
            "for i in range(0, 60, 3): big['dense'][f'b{i}'] = float(0.995 - i / 100)\n"
            "big['dense'] = {d: big['dense'][d] for d in trec_order(big['dense'])}  # best first, as an engine returns it\n")
    c += [
        case("u12h_page2_depth", "the second page: Fuser('rrf', depth=20)(lists)[10:20] equals "
             "Fuser('rrf')(lists)[10:20] on lists with many fused ties (documents at the same rank of one list "
             "each), and both equal the hand order",
             PAGE + "full = Fuser('rrf')(big)\n"
             "same(full, rrf_hand(big), big)\n"
             "p = Fuser('rrf', depth=20)(big)\n"
             "if p[10:20] != full[10:20]: wrong('page 2', p[10:20], full[10:20])\n"
             "right()"),
        case("u12h_page2_top", "the second page from Fuser.top: top(lists, 20).items[10:20] equals the full "
             "fusion's [10:20], bit for bit, for RRF, weighted CombSUM(min-max) and CombMNZ(z-score)",
             PAGE + "for f in (Fuser('rrf'), Fuser('combsum', norm='minmax', weights={'bm25': 0.4, 'dense': 0.6}),\n"
             "          Fuser('combmnz', norm='zscore')):\n"
             "    full = f(big)\n"
             "    t = list(f.top(big, 20).items)\n"
             "    if t[10:20] != full[10:20]: wrong(f, 'page 2', t[10:20], full[10:20])\n"
             "right()"),
        case("u12h_top_numpy_pairs_minmax", "Fuser.top over (ids, scores) NumPy pairs sorted best first "
             "(FAISS's answer), CombSUM(min-max) with weights and negative dense scores: top(lists, 10).items is the "
             "full fusion's first 10, bit for bit",
             PAGE + "pairs = {n: (np.array(trec_order(l)), np.array([l[d] for d in trec_order(l)]) - (0.5 if n == 'dense' else 0.0)) for n, l in big.items()}\n"
             "f = Fuser('combsum', norm='minmax', weights={'bm25': 0.25, 'dense': 0.75})\n"
             "full = f(pairs)\n"
             "t = list(f.top(pairs, 10).items)\n"
             "if t != full[:10]: wrong('top', t, full[:10])\n"
             "right()"),
        case("u12h_top_k_zero", "Fuser.top(lists, 0): an empty answer, or a refusal naming k",
             "def chk(t):\n"
             "    if list(t.items) != []: wrong(t.items)\n"
             "    right()\n"
             "either(lambda: Fuser('rrf').top(L, 0), chk, 'k')"),
    ]
    # ------------------------------------------------ the presets against the engines running here
    c += [
        case("u12h_qdrant_sparse_dense_default_rrf", "Qdrant's local mode, the hybrid of a sparse (BM25-like term "
             "weights, distinct scores: docs/engines.md leaves tied inputs to the engine's order; documents without a "
             "shared term not returned) and a dense prefetch fused by "
             "FusionQuery(Fusion.RRF) with Qdrant's defaults (k = 2, positions from 0): preset('qdrant_rrf') on the "
             "two prefetches' answers equals Qdrant's fused ids and scores (1e-9)",
             "from qdrant_client import QdrantClient, models as m\n"
             "from rankagg.engines import preset\n"
             "rng = np.random.default_rng(21)\n"
             "cl = QdrantClient(':memory:')\n"
             "cl.create_collection('h', vectors_config={'dense': m.VectorParams(size=4, distance=m.Distance.COSINE)},\n"
             "                     sparse_vectors_config={'text': m.SparseVectorParams()})\n"
             "pts = []\n"
             "for i in range(1, 41):\n"
             "    terms = sorted(set(int(t) for t in rng.integers(0, 30, 3)))\n"
             "    pts.append(m.PointStruct(id=i, vector={'dense': rng.normal(size=4).tolist(), 'text': m.SparseVector(\n"
             "        indices=terms, values=[float(v) for v in rng.uniform(0.5, 3.0, len(terms))])}))\n"
             "cl.upsert('h', pts)\n"
             "qs = m.SparseVector(indices=[1, 4, 7], values=[1.0, 2.0, 0.5]); qd = rng.normal(size=4).tolist()\n"
             "sp = {p.id: p.score for p in cl.query_points('h', query=qs, using='text', limit=10).points}\n"
             "de = {p.id: p.score for p in cl.query_points('h', query=qd, using='dense', limit=10).points}\n"
             "pf = [m.Prefetch(query=qs, using='text', limit=10), m.Prefetch(query=qd, using='dense', limit=10)]\n"
             "ref = [(p.id, p.score) for p in cl.query_points('h', prefetch=pf, query=m.FusionQuery(fusion=m.Fusion.RRF), limit=100).points]\n"
             "got = preset('qdrant_rrf')({'text': sp, 'dense': de})\n"
             "g, r = dict(got), dict(ref)\n"
             "if set(g) != set(r): wrong('documents', sorted(g), sorted(r))\n"
             "for d in r:\n"
             "    if not math.isclose(g[d], r[d], rel_tol=1e-9): wrong(d, g[d], 'Qdrant', r[d])\n"
             "for (x, _), (y, _) in zip(got, got[1:]):\n"
             "    if r[x] < r[y] - 1e-12: wrong('order', x, y)\n"
             "right()", timeout=180),
        case("u12h_milvus_weighted_l2_leg", "Milvus Lite hybrid_search with WeightedRanker(0.3, 0.7, "
             "norm_score=True) over an L2 field and an IP field (Milvus maps an L2 distance to 1 - 2 arctan(d) / "
             "pi, an inner product to 0.5 + arctan(s) / pi): preset('milvus_weighted', weights) given each leg's "
             "answer as Milvus returned it (the legs' metrics named by Milvus's metric_type where the preset takes "
             "it) ranks and scores as Milvus does (float32, 1e-6)",
             "from pymilvus import MilvusClient, DataType, AnnSearchRequest, WeightedRanker\n"
             "from rankagg.engines import preset\n"
             "rng = np.random.default_rng(3)\n"
             "c = MilvusClient('m.db')\n"
             "s = c.create_schema(auto_id=False)\n"
             "s.add_field('id', DataType.INT64, is_primary=True)\n"
             "s.add_field('a', DataType.FLOAT_VECTOR, dim=4); s.add_field('b', DataType.FLOAT_VECTOR, dim=4)\n"
             "ip = c.prepare_index_params()\n"
             "ip.add_index('a', index_type='FLAT', metric_type='L2'); ip.add_index('b', index_type='FLAT', metric_type='IP')\n"
             "c.create_collection('h', schema=s, index_params=ip)\n"
             "c.insert('h', [{'id': i, 'a': rng.normal(size=4).tolist(), 'b': rng.normal(size=4).tolist()} for i in range(1, 31)])\n"
             "c.load_collection('h')\n"
             "qa = rng.normal(size=4).tolist(); qb = rng.normal(size=4).tolist()\n"
             "A = {h['id']: h['distance'] for h in c.search('h', [qa], anns_field='a', limit=8, search_params={'metric_type': 'L2'})[0]}\n"
             "B = {h['id']: h['distance'] for h in c.search('h', [qb], anns_field='b', limit=8, search_params={'metric_type': 'IP'})[0]}\n"
             "reqs = [AnnSearchRequest([qa], 'a', {'metric_type': 'L2'}, limit=8), AnnSearchRequest([qb], 'b', {'metric_type': 'IP'}, limit=8)]\n"
             "ref = [(h['id'], h['distance']) for h in c.hybrid_search('h', reqs, WeightedRanker(0.3, 0.7, norm_score=True), limit=16)[0]]\n"
             "c.close()\n"
             "try:\n"
             "    got = preset('milvus_weighted', weights={'a': 0.3, 'b': 0.7}, metric_type={'a': 'L2', 'b': 'IP'})({'a': A, 'b': B})\n"
             "except (TypeError, ValueError) as exc:\n"
             "    if 'metric_type' not in str(exc): raise\n"
             "    got = preset('milvus_weighted', weights={'a': 0.3, 'b': 0.7})({'a': A, 'b': B})\n"
             "if [d for d, s in got] != [d for d, s in ref]: wrong('order', [d for d, s in got], 'Milvus', [d for d, s in ref])\n"
             "for (d, s), (_, r) in zip(got, ref):\n"
             "    if abs(s - r) > 1e-6: wrong(d, s, 'Milvus', r)\n"
             "right()", timeout=180),
        case("u12h_lancedb_rrf_hybrid", "LanceDB's RRFReranker(K=60).rerank_hybrid on a vector table (_distance, "
             "smaller first) and an FTS table (_score): preset('lancedb_rrf') on the vector leg's ids in the order "
             "LanceDB returned them and the FTS leg's scores equals LanceDB's _relevance_score (float32, 1e-6) and "
             "order up to ties",
             "import pyarrow as pa\n"
             "from lancedb.rerankers import RRFReranker\n"
             "from rankagg.engines import preset\n"
             "vec_ids = [5, 3, 9, 1, 12, 8]; dist = [0.1, 0.2, 0.3, 0.4, 0.45, 0.9]\n"
             "fts = {9: 7.5, 7: 6.0, 5: 2.25, 12: 1.0}\n"
             "v = pa.table({'_rowid': pa.array(vec_ids, pa.uint64()), '_distance': pa.array(dist, pa.float32()), 'text': [str(i) for i in vec_ids]})\n"
             "ft = pa.table({'_rowid': pa.array(list(fts), pa.uint64()), '_score': pa.array(list(fts.values()), pa.float32()), 'text': [str(i) for i in fts]})\n"
             "r = RRFReranker(K=60).rerank_hybrid('q', v, ft).to_pydict()\n"
             "ref = dict(zip(r['_rowid'], r['_relevance_score']))\n"
             "got = preset('lancedb_rrf', K=60)({'vector': vec_ids, 'fts': fts})\n"
             "if set(dict(got)) != set(ref): wrong('documents', got, ref)\n"
             "for d, s in got:\n"
             "    if abs(s - ref[d]) > 1e-6: wrong(d, s, 'LanceDB', ref[d])\n"
             "for (a, _), (b, _) in zip(got, got[1:]):\n"
             "    if ref[a] < ref[b] - 1e-7: wrong('order', a, b)\n"
             "right()", timeout=180),
    ]
    # ------------------------------------------------ rankagg fuse on two TREC runs from an engine export
    RUNS = ("bm = {'1': {f'{i}': 30.0 - i * 0.75 for i in range(1, 31)}, '2': {f'{i}': 12.0 - i * 0.5 for i in range(5, 25)}}\n"
            "de = {'1': {f'{i}': -0.05 - i / 64 for i in range(10, 41)}, '2': {f'{i}': 0.5 - i / 32 for i in range(1, 21)}}\n"
            "write_run('bm25.run', bm, 'bm25'); write_run('dense.run', de, 'dense')\n")
    c += [
        case("u12h_cli_combsum_weights_engine_runs", "rankagg fuse bm25.run dense.run --method combsum --param "
             "norm=minmax --weights bm25=0.3,dense=0.7 on runs exported from an engine (point ids as integers, "
             "negative dense scores): every written score equals 0.3 * minmax(bm25) + 0.7 * minmax(dense) by hand "
             "where the written line carries the exact fused score (away from ties), and the order is the formula's",
             RUNS + "rc, out, err = cli('fuse', 'bm25.run', 'dense.run', '--method', 'combsum', '--param', 'norm=minmax', "
             "'--weights', 'bm25=0.3,dense=0.7', '--quiet', '-o', 'o.run')\n"
             "if rc: wrong(err)\n"
             "got = read_run('o.run')\n"
             "for q in ('1', '2'):\n"
             "    hand = comb({'bm25': bm[q], 'dense': de[q]}, minmax, {'bm25': 0.3, 'dense': 0.7})\n"
             "    close(got[q], hand, what='query ' + q, rel=1e-6, abs_tol=1e-6)\n"
             "right()", outputs=("o.run",)),
        case("u12h_cli_explain_adds_up", "rankagg fuse --method 'rrf(k=20)' --weights bm25=2,dense=1 --explain "
             "ex.jsonl: in every explanation each list's contribution is weight / (20 + rank), they add up to the "
             "fused score, and that score is RRF by hand",
             RUNS + "rc, out, err = cli('fuse', 'bm25.run', 'dense.run', '--method', 'rrf(k=20)', '--weights', "
             "'bm25=2,dense=1', '--explain', 'ex.jsonl', '--quiet', '-o', 'o.run')\n"
             "if rc: wrong(err)\n"
             "n = 0\n"
             "hands = {q: rrf_hand({'bm25': bm[q], 'dense': de[q]}, 20, {'bm25': 2, 'dense': 1}) for q in ('1', '2')}\n"
             "for ln in open('ex.jsonl'):\n"
             "    e = json.loads(ln); n += 1\n"
             "    q = str(e.get('qid', e.get('query', '')))\n"
             "    parts = [v for v in e['lists'].values() if v.get('contribution') is not None]\n"
             "    for v in parts:\n"
             "        if not math.isclose(v['contribution'], v['weight'] / (20 + v['rank']), rel_tol=1e-12): wrong('contribution', e)\n"
             "    if not math.isclose(sum(v['contribution'] for v in parts), e['score'], rel_tol=1e-12): wrong('does not add up', e)\n"
             "    if q in hands and not math.isclose(e['score'], float(hands[q][str(e['docid'])]), rel_tol=1e-12): wrong('score', e)\n"
             "if n != sum(len(set(bm[q]) | set(de[q])) for q in bm): wrong('explanations', n)\n"
             "right()", outputs=("o.run", "ex.jsonl")),
        case("u12h_cli_explain_combsum_normalised", "rankagg fuse --method combsum --param norm=minmax --weights "
             "bm25=0.3,dense=0.7 --explain ex.jsonl: each list's normalised value is that query's min-max by hand, "
             "each contribution weight * normalised, and they add up to the fused score",
             RUNS + "rc, out, err = cli('fuse', 'bm25.run', 'dense.run', '--method', 'combsum', '--param', 'norm=minmax', "
             "'--weights', 'bm25=0.3,dense=0.7', '--explain', 'ex.jsonl', '--quiet', '-o', 'o.run')\n"
             "if rc: wrong(err)\n"
             "runs = {'bm25': bm, 'dense': de}; W = {'bm25': 0.3, 'dense': 0.7}\n"
             "n = 0\n"
             "for ln in open('ex.jsonl'):\n"
             "    e = json.loads(ln); n += 1\n"
             "    q = str(e.get('qid', e.get('query', '')))\n"
             "    if q not in bm: wrong('no query in the explanation', e)\n"
             "    parts = {k: v for k, v in e['lists'].items() if v.get('rank') is not None}\n"
             "    for k, v in parts.items():\n"
             "        want = minmax(runs[k][q])[str(e['docid'])]\n"
             "        if not math.isclose(v['normalised'], want, rel_tol=1e-12, abs_tol=1e-15): wrong('normalised', k, e)\n"
             "        if not math.isclose(v['contribution'], W[k] * want, rel_tol=1e-12, abs_tol=1e-15): wrong('contribution', k, e)\n"
             "    if not math.isclose(sum(v['contribution'] for v in parts.values()), e['score'], rel_tol=1e-12, abs_tol=1e-15): wrong('adds up', e)\n"
             "if n != sum(len(set(bm[q]) | set(de[q])) for q in bm): wrong('explanations', n)\n"
             "right()", outputs=("o.run", "ex.jsonl")),
        case("u12h_cli_depth20_second_page", "rankagg fuse --depth 20: its lines 11-20 of each query equal lines "
             "11-20 of the full fusion (docids and scores), with RRF's ties across the page boundary",
             RUNS + "for extra in ((), ('--depth', '20')):\n"
             "    rc, out, err = cli('fuse', 'bm25.run', 'dense.run', '--method', 'rrf', '--quiet', *extra, '-o', 'o%d.run' % len(extra))\n"
             "    if rc: wrong(err)\n"
             "full, page = read_run('o0.run'), read_run('o2.run')\n"
             "for q in full:\n"
             "    if page[q][10:20] != full[q][10:20]: wrong('query', q, page[q][10:20], full[q][10:20])\n"
             "right()", outputs=("o0.run", "o2.run")),
        case("u12h_cli_query_missing_from_dense", "the dense run has no line for query 2 (the retriever returned "
             "nothing): rankagg fuse with RRF writes query 2 as BM25's list alone, 1 / (60 + rank) by hand",
             RUNS + "write_run('dense.run', {'1': de['1']}, 'dense')\n"
             "rc, out, err = cli('fuse', 'bm25.run', 'dense.run', '--method', 'rrf', '--quiet', '-o', 'o.run')\n"
             "if rc: wrong(err)\n"
             "got = read_run('o.run')\n"
             "if '2' not in got: wrong('query 2 dropped')\n"
             "close(got['2'], rrf_hand({'bm25': bm['2']}), rel=1e-6, abs_tol=1e-9)\n"
             "if [d for d, s in got['2']] != trec_order(bm['2']): wrong('order', got['2'])\n"
             "right()", outputs=("o.run",)),
    ]
    # ------------------------------------------------ explanations that add up
    c += [
        case("u12h_explain_combmnz_factor", "Fuser('combmnz', norm='minmax', weights).explain: rule 'sum*factor', "
             "factor the lists that returned the document, each contribution weight * normalised with normalised "
             "min-max by hand, and factor * sum(contributions) the fused score",
             "W = {'bm25': 0.3, 'dense': 0.7}\n"
             "mm = {n: minmax(l) for n, l in L.items()}\n"
             "for e in Fuser('combmnz', norm='minmax', weights=W).explain(L):\n"
             "    parts = {n: v for n, v in e['lists'].items() if v['rank'] is not None}\n"
             "    for n, v in parts.items():\n"
             "        if not math.isclose(v['normalised'], mm[n][e['docid']], rel_tol=1e-12, abs_tol=1e-15): wrong('normalised', e)\n"
             "        if not math.isclose(v['contribution'], W[n] * v['normalised'], rel_tol=1e-12, abs_tol=1e-15): wrong('contribution', e)\n"
             "    if e.get('factor') != len(parts): wrong('factor', e)\n"
             "    if not math.isclose(e['factor'] * sum(v['contribution'] for v in parts.values()), e['score'], rel_tol=1e-12, abs_tol=1e-15): wrong('adds up', e)\n"
             "right()"),
        case("u12h_explain_dbsf_preset", "preset('qdrant_dbsf').explain: each list's normalised value is Qdrant's "
             "DBSF by hand (mean +- 3 sample sd), and the contributions add up to the fused score",
             "from rankagg.engines import preset\n"
             "def dbsf(l):\n"
             "    v = np.array(list(l.values())); mu, sd = v.mean(), v.std(ddof=1)\n"
             "    return {d: (s - (mu - 3 * sd)) / (6 * sd) for d, s in l.items()}\n"
             "ref = {n: dbsf(l) for n, l in L.items()}\n"
             "for e in preset('qdrant_dbsf').explain(L):\n"
             "    parts = {n: v for n, v in e['lists'].items() if v['rank'] is not None}\n"
             "    for n, v in parts.items():\n"
             "        if not math.isclose(v['normalised'], ref[n][e['docid']], rel_tol=1e-10): wrong('normalised', n, e)\n"
             "    if not math.isclose(sum(v['contribution'] for v in parts.values()), e['score'], rel_tol=1e-12): wrong('adds up', e)\n"
             "right()"),
        case("u12h_explain_zero_weight_list", "weights {'bm25': 1, 'dense': 0} (the dense leg switched off by "
             "alpha = 0): explain gives the dense contributions 0, the dense-only documents score 0, and each "
             "score is the sum of its contributions",
             "W = {'bm25': 1.0, 'dense': 0.0}\n"
             "ex = Fuser('rrf', weights=W).explain(L)\n"
             "for e in ex:\n"
             "    parts = [v for v in e['lists'].values() if v['rank'] is not None]\n"
             "    if not math.isclose(sum(v['contribution'] for v in parts), e['score'], rel_tol=1e-12, abs_tol=1e-300): wrong('adds up', e)\n"
             "    dv = e['lists']['dense']\n"
             "    if dv['rank'] is not None and dv['contribution'] != 0: wrong('dense contributes', e)\n"
             "    if e['docid'] not in BM25 and e['score'] != 0: wrong('dense-only scores', e)\n"
             "same(Fuser('rrf', weights=W)(L), rrf_hand(L, 60, W), L)\n"
             "right()"),
        case("u12h_explain_equals_call_opensearch", "preset('opensearch_normalization', combination="
             "'harmonic_mean', weights 0.4 / 0.6): the explanation lists the call's documents in the call's order "
             "with its scores, and score_from_explanation of each entry (through JSON) gives that score",
             "from rankagg.engines import preset\n"
             "from rankagg.fuser import score_from_explanation\n"
             "f = preset('opensearch_normalization', combination='harmonic_mean', weights={'bm25': 0.4, 'dense': 0.6})\n"
             "got = f(L); ex = json.loads(json.dumps(f.explain(L)))\n"
             "if [(e['docid'], e['score']) for e in ex] != [(d, s) for d, s in got]: wrong('explain differs from the call')\n"
             "for e in ex:\n"
             "    if score_from_explanation(e) != e['score']: wrong('recomputed', e['docid'], score_from_explanation(e), e['score'])\n"
             "right()"),
    ]
    return c


# ------------------------------------------------------------ issue 45: a twelfth bar, a social-choice researcher's day
TWELFTH_VOTING = "45 Unseen inputs: a twelfth bar, a social-choice researcher's day"

# The helpers every u12v snippet starts with: PrefLib files written as preflib.org publishes them, references
# from the definitions (pairwise counts, every permutation), preflibtools and choix, and a verdict line.
_U12V = r'''
import csv, itertools, math, subprocess, sys
import numpy as np

def wrong(*a):
    print('WRONG', *a)
    raise SystemExit(0)

def right():
    print('OK')

def cli(*args):
    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr

def write_pl(path, names, ballots, kind=None):
    """ballots: (count, [class, ...]) with a class a name or a tuple of names (a tie)."""
    kind = kind or path.rsplit('.', 1)[1]
    num = {n: k + 1 for k, n in enumerate(names)}
    def cls(c):
        return str(num[c]) if isinstance(c, str) else '{' + ','.join(str(num[x]) for x in c) + '}'
    head = [f'# FILE NAME: {path}', '# TITLE: u12v', f'# DATA TYPE: {kind}', f'# NUMBER ALTERNATIVES: {len(names)}',
            f'# NUMBER VOTERS: {sum(c for c, _ in ballots)}', f'# NUMBER UNIQUE ORDERS: {len(ballots)}']
    head += [f'# ALTERNATIVE NAME {num[n]}: {n}' for n in names]
    body = [f'{c}: ' + ','.join(cls(x) for x in order) for c, order in ballots]
    open(path, 'w').write('\n'.join(head + body) + '\n')

def counts(names, ballots, below=False):
    """N[a][b]: voters preferring a to b (a class above another; unranked: no preference, or below the ranked)."""
    N = {a: {b: 0 for b in names if b != a} for a in names}
    for c, order in ballots:
        classes = [(x,) if isinstance(x, str) else tuple(x) for x in order]
        ranked = [x for k in classes for x in k]
        if below:
            rest = tuple(n for n in names if n not in ranked)
            if rest:
                classes.append(rest)
        for i, k in enumerate(classes):
            for later in classes[i + 1:]:
                for a in k:
                    for b in later:
                        N[a][b] += c
    return N

def kemeny_brute(N):
    """(least cost, every optimal order): cost = sum of N[b][a] over the pairs the order puts a above b."""
    items = sorted(N)
    best, opt = None, []
    for p in itertools.permutations(items):
        cost = sum(N[p[j]][p[i]] for i in range(len(p)) for j in range(i + 1, len(p)))
        if best is None or cost < best - 1e-9:
            best, opt = cost, [list(p)]
        elif abs(cost - best) <= 1e-9:
            opt.append(list(p))
    return best, opt

def borda(names, ballots):
    """points m - position (1-based) of strict complete ballots, times the count"""
    s = {n: 0 for n in names}
    for c, order in ballots:
        for pos, x in enumerate(order):
            s[x] += c * (len(names) - 1 - pos)
    return s

def condorcet_winner(N):
    w = [a for a in N if all(N[a][b] > N[b][a] for b in N[a])]
    return w[0] if w else None

def condorcet_loser(N):
    w = [a for a in N if all(N[a][b] < N[b][a] for b in N[a])]
    return w[0] if w else None

def fused(source, method, **kw):
    """rankagg.fuse of one election: (items in consensus order, scores)"""
    import rankagg
    r = rankagg.fuse(source, method=method, **kw)
    (q, s), = r.items()
    return list(s), s

def table(path):
    with open(path, newline='') as fh:
        return list(csv.DictReader(fh, delimiter='\t' if path.endswith('.tsv') else ','))

def diffs_equal(got, want, tol=1e-9):
    """equal up to an additive constant (scores of a positional rule in another unit of offset)"""
    ks = sorted(want)
    g, w = np.array([got[k] for k in ks], float), np.array([want[k] for k in ks], float)
    return np.allclose(g - g.mean(), w - w.mean(), atol=tol, rtol=0)

def as_runs(names, ballots):
    """the ballots as dict runs, one ranker per voter (a count of 3: three rankers)"""
    runs, v = {}, 0
    for c, order in ballots:
        for _ in range(c):
            v += 1
            runs[f'voter{v}'] = {'e': {x: float(len(names) - i) for i, x in enumerate(order)}}
    return runs
'''

# Condorcet and Borda disagree (3 a>b>c, 2 b>c>a): Condorcet winner a, Borda winner b (a 6, b 7, c 2)
_U12V_E1 = ("names = ['a', 'b', 'c']\nB = [(3, ['a', 'b', 'c']), (2, ['b', 'c', 'a'])]\n"
            "write_pl('e1.soc', names, B)\nN = counts(names, B)\n")
# the Condorcet paradox, each of the three cyclic orders once
_U12V_CYCLE = ("names = ['a', 'b', 'c']\nB = [(1, ['a', 'b', 'c']), (1, ['b', 'c', 'a']), (1, ['c', 'a', 'b'])]\n"
               "write_pl('cycle.soc', names, B)\nN = counts(names, B)\n")
# a majority cycle of unequal margins: a>b by 3, b>c by 5, c>a by 1: Kemeny drops the weakest, c>a
_U12V_CYCLE_W = ("names = ['a', 'b', 'c']\nB = [(4, ['a', 'b', 'c']), (3, ['b', 'c', 'a']), (2, ['c', 'a', 'b'])]\n"
                 "write_pl('wcycle.soc', names, B)\nN = counts(names, B)\n")
# six candidates, twelve distinct ballots with counts 1..7 (seeded)
_U12V_SIX = ("rng = np.random.default_rng(12)\nnames = list('abcdef')\n"
             "B = [(int(rng.integers(1, 8)), [names[i] for i in rng.permutation(6)]) for _ in range(12)]\n"
             "B = list({tuple(o): (c, o) for c, o in B}.values())\nwrite_pl('six.soc', names, B)\nN = counts(names, B)\n")
# a Mallows sample (repeated insertion, phi = 0.4) around a known centre of 8 candidates, 80 voters
_U12V_MALLOWS = ("rng = np.random.default_rng(5)\ncentre = list('hcafbgde')\nnames = sorted(centre)\n"
                 "def draw(phi):\n    out = []\n    for i, x in enumerate(centre):\n"
                 "        w = phi ** np.arange(i, -1, -1.0)\n        out.insert(int(rng.choice(i + 1, p=w / w.sum())), x)\n"
                 "    return out\n"
                 "votes = [tuple(draw(0.4)) for _ in range(80)]\nB = [(votes.count(v), list(v)) for v in dict.fromkeys(votes)]\n"
                 "write_pl('mallows.soc', names, B)\nN = counts(names, B)\n")


def twelfth_bar_voting_cases() -> list[Case]:
    """Issue 45's twelfth bar: a social-choice researcher's day.  Elections as preflib.org publishes them (soc, soi,
    toc, toi; counts per ballot; files named as PrefLib names them), the classic rules checked against their
    definitions by brute force (every permutation for Kemeny, pairwise majorities for Condorcet and Copeland,
    points for Borda) and against preflibtools, textbook elections (the Condorcet paradox, Borda against Condorcet),
    weighted voters (a count is the ballot repeated), comparison tables fitted by Bradley-Terry, Davidson and
    Thurstone against choix or the likelihood maximised by SciPy, and the Mallows model's EM on data drawn from a
    known centre.  Issue 45's rule: a correct answer, or a clear error naming the file and line."""
    G = TWELFTH_VOTING

    def ok(id: str, what: str, code: str, files: dict | None = None, why: str = "", timeout: float = 240,
           memory_gb: float | None = 4.0) -> Case:
        return Case(id, G, what, code=_U12V + code, files=files or {}, expect="ok",
                    check=lambda out, folder: out.strip().endswith("OK"), why=why, timeout=timeout,
                    memory_gb=memory_gb)

    def bad(id: str, what: str, argv: list[str], files: dict, mention: tuple[str, ...], why: str = "",
            outputs: tuple[str, ...] = ("o.run",)) -> Case:
        return Case(id, G, what, argv=argv, files=files, mention=mention, outputs=outputs, why=why, timeout=120)

    def either(path: str) -> str:
        """the snippet's body runs under this: a refusal must name the file (and its line when given)"""
        return (f"def refused(err, *need):\n    if not all(n in str(err) for n in ({path!r},) + need): "
                f"wrong('a refusal that does not name', {path!r}, need, ':', err)\n    right()\n")

    c: list[Case] = []
    # ------------------------------------------------ textbook elections, by the definitions
    c += [
        ok("u12v_textbook_borda_winner_not_condorcet", "borda on 3 a>b>c, 2 b>c>a (.soc): Borda's winner is b "
           "(points a 6, b 7, c 2) although a beats both by majority",
           _U12V_E1 + "order, s = fused('e1.soc', 'borda')\n"
           "if order != ['b', 'a', 'c'] or not diffs_equal(s, borda(names, B)): wrong(order, s)\nright()",
           why="Borda's points differ from pairwise majorities on this textbook election (de Borda 1781)"),
        ok("u12v_textbook_copeland_condorcet_winner", "copeland on the same election: a beats b and c (3-2), "
           "b beats c (5-0): wins minus losses a 2, b 0, c -2",
           _U12V_E1 + "order, s = fused('e1.soc', 'copeland')\n"
           "if order != ['a', 'b', 'c'] or not diffs_equal(s, {'a': 2, 'b': 0, 'c': -2}): wrong(order, s)\nright()",
           why="Copeland 1951: wins minus losses of the pairwise majority contests (rankagg's doc)"),
        ok("u12v_textbook_kemeny_cli_objective", "rankagg fuse e1.soc -o k.tsv (the default kemeny(solver=exact)): "
           "a > b > c, objective = lower bound = 4 (every permutation's cost)",
           _U12V_E1 + "rc, out, err = cli('fuse', 'e1.soc', '--quiet', '-o', 'k.tsv')\nif rc: wrong(err)\n"
           "rows = table('k.tsv')\nbest, opt = kemeny_brute(N)\n"
           "if [r['item'] for r in rows] not in opt: wrong('order', [r['item'] for r in rows], opt)\n"
           "if {float(r['objective']) for r in rows} != {best} or {float(r['lower_bound']) for r in rows} != {best}: "
           "wrong('objective', rows[0], best)\nright()"),
        ok("u12v_textbook_condorcet_fuse_winner", "condorcet (Condorcet-fuse) on the same election: the Condorcet "
           "winner a first, the Condorcet loser c last",
           _U12V_E1 + "order, s = fused('e1.soc', 'condorcet')\n"
           "if order[0] != condorcet_winner(N) or order[-1] != condorcet_loser(N): wrong(order)\nright()"),
        ok("u12v_paradox_kemeny_objective", "kemeny(solver=exact) on the Condorcet paradox (a>b>c, b>c>a, c>a>b "
           "once each): one of the three cyclic orders, objective 4 = lower bound",
           _U12V_CYCLE + "rc, out, err = cli('fuse', 'cycle.soc', '--method', 'kemeny(solver=exact)', '--quiet', "
           "'-o', 'k.csv')\nif rc: wrong(err)\nrows = table('k.csv')\nbest, opt = kemeny_brute(N)\n"
           "if best != 4 or len(opt) != 3: wrong('reference', best, opt)\n"
           "if [r['item'] for r in rows] not in opt or float(rows[0]['objective']) != 4 "
           "or float(rows[0]['lower_bound']) != 4: wrong(rows)\nright()"),
        ok("u12v_paradox_copeland_all_equal", "copeland on the Condorcet paradox: every candidate wins one contest "
           "and loses one, so all three scores are equal",
           _U12V_CYCLE + "order, s = fused('cycle.soc', 'copeland')\n"
           "if len(set(s.values())) != 1: wrong(s)\nright()"),
        ok("u12v_weighted_cycle_kemeny_exact", "kemeny(solver=exact) on 4 a>b>c, 3 b>c>a, 2 c>a>b (a majority "
           "cycle with c>a the weakest link): a > b > c, the only optimum",
           _U12V_CYCLE_W + "order, s = fused('wcycle.soc', 'kemeny(solver=exact)')\nbest, opt = kemeny_brute(N)\n"
           "if opt != [['a', 'b', 'c']] or order != ['a', 'b', 'c']: wrong(order, opt)\nright()"),
        ok("u12v_kemeny_six_counts_brute", "kemeny(solver=exact) -o k.csv on six candidates, twelve ballots with "
           "counts 1-7: an optimal order of the 720 and the objective of brute force",
           _U12V_SIX + "rc, out, err = cli('fuse', 'six.soc', '--method', 'kemeny(solver=exact)', '--quiet', "
           "'-o', 'k.csv')\nif rc: wrong(err)\nrows = table('k.csv')\nbest, opt = kemeny_brute(N)\n"
           "if [r['item'] for r in rows] not in opt: wrong('not optimal', [r['item'] for r in rows], opt)\n"
           "if float(rows[0]['objective']) != best: wrong('objective', rows[0]['objective'], best)\nright()"),
        ok("u12v_copeland_even_pairwise_tie", "copeland on 2 a>b>c, 2 b>a>c: a and b tie their contest (2-2), "
           "so a = b = 1 (one win), c = -2",
           "names = list('abc')\nB = [(2, ['a', 'b', 'c']), (2, ['b', 'a', 'c'])]\nwrite_pl('even.soc', names, B)\n"
           "order, s = fused('even.soc', 'copeland')\n"
           "if not diffs_equal(s, {'a': 1, 'b': 1, 'c': -2}): wrong(s)\nright()",
           why="a tied contest is neither a win nor a loss (wins minus losses)"),
        ok("u12v_random_elections_condorcet_winner", "30 seeded elections (5 candidates, counts 1-5, some soi): "
           "where a Condorcet winner exists (pairwise counts), copeland, condorcet and kemeny(solver=exact) rank "
           "it first; a Condorcet loser last",
           "rng = np.random.default_rng(3)\nnames = list('abcde')\nseen = 0\n"
           "for k in range(30):\n"
           "    B = []\n"
           "    for _ in range(int(rng.integers(3, 8))):\n"
           "        o = [names[i] for i in rng.permutation(5)]\n"
           "        B.append((int(rng.integers(1, 6)), o))\n"
           "    B = list({tuple(o): (c, o) for c, o in B}.values())\n"
           "    N = counts(names, B)\n"
           "    w, l = condorcet_winner(N), condorcet_loser(N)\n"
           "    write_pl(f'r{k}.soc', names, B)\n"
           "    for m in ('copeland', 'condorcet', 'kemeny(solver=exact)'):\n"
           "        order, s = fused(f'r{k}.soc', m)\n"
           "        if w and (order[0] != w or any(s[w] <= s[x] for x in names if x != w)): wrong(k, m, 'winner', w, s)\n"
           "        if l and (order[-1] != l or any(s[l] >= s[x] for x in names if x != l)): wrong(k, m, 'loser', l, s)\n"
           "        seen += bool(w)\n"
           "if seen < 6: wrong('too few elections with a Condorcet winner', seen)\nright()",
           why="Condorcet consistency: Copeland and Kemeny elect the Condorcet winner; Condorcet-fuse orders by "
               "majority"),
        bad("u12v_schulze_not_offered", "fuse e.soc --method schulze (a rule rankagg does not offer)",
            ["fuse", "e.soc", "--method", "schulze", "-o", "o.run"],
            {"e.soc": "# FILE NAME: e.soc\n# TITLE: t\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n"
                      "# NUMBER VOTERS: 1\n# NUMBER UNIQUE ORDERS: 1\n# ALTERNATIVE NAME 1: x\n"
                      "# ALTERNATIVE NAME 2: y\n1: 1,2\n"}, ("schulze",)),
    ]
    # ------------------------------------------------ against preflibtools, the reference reader
    c += [
        ok("u12v_borda_soc_counts_preflibtools", "borda on a soc of six candidates with counts: equal (up to a "
           "constant) to preflibtools' borda_scores of the same file",
           _U12V_SIX + "from preflibtools.instances import OrdinalInstance\n"
           "from preflibtools.properties.pairwisecomparisons import borda_scores\n"
           "inst = OrdinalInstance()\ninst.parse_file('six.soc')\nref = borda_scores(inst)\n"
           "want = {inst.alternatives_name[a]: v for a, v in ref.items()}\n"
           "order, s = fused('six.soc', 'borda')\n"
           "if not diffs_equal(s, want) or not diffs_equal(want, borda(names, B)): wrong(s, want)\nright()"),
        ok("u12v_copeland_toi_preflibtools", "copeland on a toi election (ties, unranked candidates): wins minus "
           "losses of the majorities preflibtools' pairwise_scores gives (an unranked candidate: no preference)",
           "names = list('abcde')\n"
           "B = [(3, ['a', ('b', 'c'), 'd']), (2, ['e', 'b']), (2, [('c', 'd'), 'a', 'b', 'e']), (1, ['b', 'a'])]\n"
           "write_pl('t.toi', names, B)\n"
           "from preflibtools.instances import OrdinalInstance\n"
           "from preflibtools.properties.pairwisecomparisons import pairwise_scores\n"
           "inst = OrdinalInstance()\ninst.parse_file('t.toi')\nP = pairwise_scores(inst)\nnm = inst.alternatives_name\n"
           "want = {nm[a]: sum((P[a][b] > P[b][a]) - (P[a][b] < P[b][a]) for b in P[a]) for a in P}\n"
           "N = counts(names, B)\n"
           "if want != {a: sum((N[a][b] > N[b][a]) - (N[a][b] < N[b][a]) for b in N[a]) for a in N}: "
           "wrong('reference')\n"
           "order, s = fused('t.toi', 'copeland')\n"
           "if not diffs_equal(s, want): wrong(s, want)\nright()"),
        ok("u12v_kemeny_soi_brute_preflibtools", "kemeny(solver=exact) on a soi election: an optimal order for "
           "the pairwise counts preflibtools reads (unranked: no preference, rankagg's default)",
           "names = list('abcdef')\nrng = np.random.default_rng(8)\nB = []\n"
           "for _ in range(9):\n    o = [names[i] for i in rng.permutation(6)][:int(rng.integers(2, 7))]\n"
           "    B.append((int(rng.integers(1, 5)), o))\n"
           "B = list({tuple(o): (c, o) for c, o in B}.values())\nwrite_pl('p.soi', names, B)\n"
           "from preflibtools.instances import OrdinalInstance\n"
           "from preflibtools.properties.pairwisecomparisons import pairwise_scores\n"
           "inst = OrdinalInstance()\ninst.parse_file('p.soi')\nP = pairwise_scores(inst)\nnm = inst.alternatives_name\n"
           "N = {nm[a]: {nm[b]: v for b, v in row.items()} for a, row in P.items()}\n"
           "if N != counts(names, B): wrong('reference')\n"
           "order, s = fused('p.soi', 'kemeny(solver=exact)')\nbest, opt = kemeny_brute(N)\n"
           "if order not in opt: wrong(order, best)\nright()"),
        ok("u12v_kemeny_soi_below_brute", "kemeny(solver=exact, unranked=below) on the same kind of soi: an optimal "
           "order when each voter prefers the candidates it ranked to those it left out",
           "names = list('abcdef')\nrng = np.random.default_rng(9)\nB = []\n"
           "for _ in range(9):\n    o = [names[i] for i in rng.permutation(6)][:int(rng.integers(2, 6))]\n"
           "    B.append((int(rng.integers(1, 5)), o))\n"
           "B = list({tuple(o): (c, o) for c, o in B}.values())\nwrite_pl('p.soi', names, B)\n"
           "order, s = fused('p.soi', 'kemeny(solver=exact, unranked=below)')\n"
           "best, opt = kemeny_brute(counts(names, B, below=True))\n"
           "if order not in opt: wrong(order, best, opt[:3])\nright()"),
        ok("u12v_soi_roundtrip_preflibtools", "read_preflib(p.soi) -> election_to_rankings -> rankings_to_election "
           "-> write_preflib: preflibtools reads the same ballots and counts as from the original",
           "names = ['Ann', 'Bo', 'Cy', 'Di']\n"
           "B = [(4, ['Bo', 'Ann']), (3, ['Di', 'Cy', 'Ann', 'Bo']), (1, ['Cy']), (2, ['Ann', 'Di', 'Bo'])]\n"
           "write_pl('p.soi', names, B)\n"
           "from rankagg.io.preflib import read_preflib, election_to_rankings, rankings_to_election, write_preflib\n"
           "write_preflib(rankings_to_election(election_to_rankings(read_preflib('p.soi'))), 'again.soi')\n"
           "from preflibtools.instances import OrdinalInstance\n"
           "def ballots(path):\n    i = OrdinalInstance()\n    i.parse_file(path)\n    nm = i.alternatives_name\n"
           "    return i.num_voters, {tuple(tuple(nm[a] for a in k) for k in o): m for o, m in i.multiplicity.items()}\n"
           "if ballots('again.soi') != ballots('p.soi'): wrong(ballots('again.soi'), ballots('p.soi'))\nright()"),
        ok("u12v_identical_voters_written_preflibtools", "rankings_to_election of five voters, three of them "
           "identical, written by write_preflib: preflibtools reads 5 voters, the shared order with multiplicity 3",
           "from rankagg.data.rankings import Rankings\n"
           "from rankagg.io.preflib import rankings_to_election, write_preflib\n"
           "orders = [[0, 1, 2, 3], [0, 1, 2, 3], [3, 2, 1, 0], [0, 1, 2, 3], [1, 0, 2, 3]]\n"
           "ranks = np.array([[o.index(d) + 1.0 for o in orders] for d in range(4)])\n"
           "data = Rankings(offsets=np.array([0, 4]), ranks=ranks, qids=np.array(['e']), "
           "docids=np.array(['w', 'x', 'y', 'z']), ranker_names=tuple(f'v{k}' for k in range(5)))\n"
           "write_preflib(rankings_to_election(data, title='five'), 'five.soc')\n"
           "from preflibtools.instances import OrdinalInstance\n"
           "i = OrdinalInstance()\ni.parse_file('five.soc')\nnm = i.alternatives_name\n"
           "got = {tuple(nm[k[0]] for k in o): m for o, m in i.multiplicity.items()}\n"
           "if i.num_voters != 5 or got.get(('w', 'x', 'y', 'z')) != 3 or sum(got.values()) != 5: "
           "wrong(i.num_voters, got)\nright()"),
        ok("u12v_toc_ties_written_preflibtools", "a Rankings with tied ranks written by rankings_to_election / "
           "write_preflib: preflibtools reads the same indifference classes",
           "from rankagg.data.rankings import Rankings\n"
           "from rankagg.io.preflib import rankings_to_election, write_preflib\n"
           "ranks = np.array([[1.0, 2.0], [1.0, 1.0], [3.0, 1.0], [3.0, 4.0]])  # v0: {w,x} > {y,z}; v1: {x,y} > w > z\n"
           "data = Rankings(offsets=np.array([0, 4]), ranks=ranks, qids=np.array(['e']), "
           "docids=np.array(['w', 'x', 'y', 'z']), ranker_names=('v0', 'v1'))\n"
           "el = rankings_to_election(data, title='ties')\nwrite_preflib(el, 'ties.' + el.data_type)\n"
           "from preflibtools.instances import OrdinalInstance\n"
           "i = OrdinalInstance()\ni.parse_file('ties.' + el.data_type)\nnm = i.alternatives_name\n"
           "got = {tuple(frozenset(nm[a] for a in k) for k in o) for o in i.multiplicity}\n"
           "want = {(frozenset('wx'), frozenset('yz')), (frozenset('xy'), frozenset('w'), frozenset('z'))}\n"
           "if got != want: wrong(got)\nright()"),
        ok("u12v_preflib_org_two_files", "fuse 00004-00000001.soc 00004-00000002.soc --method borda (two elections "
           "of one PrefLib dataset, alternative 1 named differently): one query per file, each with its own names "
           "and Borda order",
           "write_pl('00004-00000001.soc', ['Ann', 'Bo', 'Cy'], [(2, ['Cy', 'Ann', 'Bo']), (1, ['Ann', 'Cy', 'Bo'])])\n"
           "write_pl('00004-00000002.soc', ['Zed', 'Yu'], [(1, ['Zed', 'Yu']), (3, ['Yu', 'Zed'])])\n"
           "rc, out, err = cli('fuse', '00004-00000001.soc', '00004-00000002.soc', '--method', 'borda', '--quiet', "
           "'-o', 'o.run')\nif rc: wrong(err)\n"
           "got = {}\nfor line in open('o.run'):\n    q, _, d, r, s, t = line.split()\n    got.setdefault(q, []).append(d)\n"
           "if got != {'00004-00000001': ['Cy', 'Ann', 'Bo'], '00004-00000002': ['Yu', 'Zed']}: wrong(got)\nright()"),
        bad("u12v_preflib_cat_file", "fuse 00065-00000001.cat (PrefLib categorical preferences, preflib.org's "
            "'cat' type): not an election rankagg reads",
            ["fuse", "00065-00000001.cat", "--method", "borda", "-o", "o.run"],
            {"00065-00000001.cat": "# FILE NAME: 00065-00000001.cat\n# TITLE: cat\n# DATA TYPE: cat\n"
                                   "# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 2\n# NUMBER UNIQUE PREFERENCES: 2\n"
                                   "# NUMBER CATEGORIES: 2\n# CATEGORY NAME 1: yes\n# CATEGORY NAME 2: no\n"
                                   "# ALTERNATIVE NAME 1: a\n# ALTERNATIVE NAME 2: b\n# ALTERNATIVE NAME 3: c\n"
                                   "1: {1,2},3\n1: 3,{1,2}\n"},
            ("00065-00000001.cat",)),
        bad("u12v_preflib_soc_incomplete_order", "a .soc (complete orders) whose line 10 leaves out a candidate",
            ["fuse", "e.soc", "--method", "borda", "-o", "o.run"],
            {"e.soc": "# FILE NAME: e.soc\n# TITLE: t\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n"
                      "# NUMBER VOTERS: 3\n# NUMBER UNIQUE ORDERS: 2\n# ALTERNATIVE NAME 1: a\n"
                      "# ALTERNATIVE NAME 2: b\n# ALTERNATIVE NAME 3: c\n2: 1,2\n1: 3,2,1\n"},
            ("e.soc:10",), why="preflibtools' data type check: a soc order ranks every alternative; read as "
                               "complete, the left-out candidate would be placed by the reader, not the voter"),
        bad("u12v_preflib_soc_with_tie", "a .soc whose line 10 holds a tie {1,2}",
            ["fuse", "e.soc", "--method", "borda", "-o", "o.run"],
            {"e.soc": "# FILE NAME: e.soc\n# TITLE: t\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n"
                      "# NUMBER VOTERS: 3\n# NUMBER UNIQUE ORDERS: 2\n# ALTERNATIVE NAME 1: a\n"
                      "# ALTERNATIVE NAME 2: b\n# ALTERNATIVE NAME 3: c\n2: {1,2},3\n1: 3,2,1\n"},
            ("e.soc:10",), why="a soc is strict: a tie means the file is a toc (or the header lies)"),
        ok("u12v_duplicate_order_lines", "e.soc lists the order 1,2,3 on two lines (counts 2 and 1): preflibtools' "
           "sanity check refuses it ('Some orders appear several times'; its reader keeps the last count, 1, unless "
           "told to autocorrect): a refusal naming e.soc and its line 12",
           either("e.soc") +
           "open('e.soc', 'w').write('# FILE NAME: e.soc\\n# TITLE: t\\n# DATA TYPE: soc\\n# NUMBER ALTERNATIVES: 3\\n"
           "# NUMBER VOTERS: 5\\n# NUMBER UNIQUE ORDERS: 3\\n# ALTERNATIVE NAME 1: a\\n# ALTERNATIVE NAME 2: b\\n"
           "# ALTERNATIVE NAME 3: c\\n2: 1,2,3\\n2: 3,2,1\\n1: 1,2,3\\n')\n"
           "try:\n    order, s = fused('e.soc', 'borda')\nexcept ValueError as err:\n    refused(err, 'e.soc:12')\n"
           "else:\n    wrong('read as', s)",
           why="docs/preferences.md: the reader refuses what preflibtools' own sanity check refuses or what would be "
               "read as another election than the one written"),
        ok("u12v_count_zero_line", "a ballot line of count 0 (`0: 3,2,1`, the totals still right): the result "
           "without that ballot, or a refusal naming e.soc and its line",
           either("e.soc") +
           "open('e.soc', 'w').write('# FILE NAME: e.soc\\n# TITLE: t\\n# DATA TYPE: soc\\n# NUMBER ALTERNATIVES: 3\\n"
           "# NUMBER VOTERS: 3\\n# NUMBER UNIQUE ORDERS: 3\\n# ALTERNATIVE NAME 1: a\\n# ALTERNATIVE NAME 2: b\\n"
           "# ALTERNATIVE NAME 3: c\\n2: 1,2,3\\n1: 2,1,3\\n0: 3,2,1\\n')\n"
           "B = [(2, ['a', 'b', 'c']), (1, ['b', 'a', 'c'])]\n"
           "try:\n    res = {m: fused('e.soc', m) for m in ('borda', 'rrf', 'mallows_em')}\n"
           "except ValueError as err:\n    refused(err, 'e.soc:12')\nelse:\n"
           "    for m, (order, s) in res.items():\n"
           "        if s != fused(as_runs(list('abc'), B), m)[1]: wrong(m, s)\n    right()",
           why="a count is the number of voters who cast the ballot: 0 is no voter"),
    ]
    # ------------------------------------------------ weighted voters: a count is the ballot repeated
    for mid, method in (("rrf", "rrf"), ("mallows_em", "mallows_em"), ("plackett_luce", "plackett_luce(alpha=0)"),
                        ("bradley_terry", "bradley_terry(alpha=0.1)")):
        c.append(ok(f"u12v_count_is_repeat_{mid}", f"{method} on a soi with counts 3, 2, 1, 1: the same scores as "
                    "the seven voters given one by one (dict runs, one ranker per voter)",
                    "names = list('abcde')\n"
                    "B = [(3, ['a', 'c', 'b']), (2, ['b', 'a', 'd', 'e', 'c']), (1, ['e', 'd']), (1, ['c', 'b', 'a'])]\n"
                    "write_pl('w.soi', names, B)\n"
                    f"order, s = fused('w.soi', {method!r})\n"
                    f"o2, s2 = fused(as_runs(names, B), {method!r})\n"
                    "if order != o2 or any(abs(s[d] - s2[d]) > 1e-9 * max(1.0, abs(s2[d])) for d in s2): "
                    "wrong(s, s2)\nright()",
                    why="PrefLib: a count is the number of voters who cast that ballot; docs/preferences.md: "
                        "a distinct order with count 3 is three rankers"))
    c += [
        ok("u12v_counts_billions_borda", "borda on 3e9 a>b>c, 2e9 c>b>a, 1 b>a>c (NUMBER VOTERS 5000000001): "
           "points a 6000000001, b 5000000002, c 4000000000 (exact in doubles), or a refusal naming e.soc",
           either("e.soc") +
           "B = [(3000000000, ['a', 'b', 'c']), (2000000000, ['c', 'b', 'a']), (1, ['b', 'a', 'c'])]\n"
           "write_pl('e.soc', list('abc'), B)\n"
           "try:\n    order, s = fused('e.soc', 'borda')\nexcept (ValueError, MemoryError) as err:\n    refused(err)\n"
           "else:\n    if order != ['a', 'b', 'c'] or not diffs_equal(s, borda(list('abc'), B), tol=0.5): wrong(s)\n"
           "    right()", timeout=120),
        ok("u12v_counts_billions_kemeny", "kemeny(solver=exact) on the same 5000000001 voters: a > b > c with the "
           "objective of brute force (7000000001), or a refusal naming e.soc",
           either("e.soc") +
           "B = [(3000000000, ['a', 'b', 'c']), (2000000000, ['c', 'b', 'a']), (1, ['b', 'a', 'c'])]\n"
           "write_pl('e.soc', list('abc'), B)\nbest, opt = kemeny_brute(counts(list('abc'), B))\n"
           "rc, out, err = cli('fuse', 'e.soc', '--method', 'kemeny(solver=exact)', '--quiet', '-o', 'k.csv')\n"
           "if rc == 2:\n    refused(err.strip())\nelif rc:\n    wrong(rc, err[-400:])\nelse:\n"
           "    rows = table('k.csv')\n"
           "    if [r['item'] for r in rows] not in opt or float(rows[0]['objective']) != best: wrong(rows, best)\n"
           "    right()", timeout=120),
    ]
    # ------------------------------------------------ comparison tables: Bradley-Terry, Davidson, Thurstone
    # a round robin of four players with counts (no ties): connected both ways, a finite MLE
    rr = ("rows = [('p1', 'p2', 7, 3), ('p1', 'p3', 6, 4), ('p1', 'p4', 9, 1), ('p2', 'p3', 5, 5), ('p2', 'p4', 6, 2), "
          "('p3', 'p4', 4, 4)]\n"
          "with open('c.csv', 'w') as fh:\n    fh.write('item_a,item_b,outcome,count\\n')\n"
          "    for a, b, w, l in rows:\n        fh.write(f'{a},{b},win,{w}\\n{a},{b},loss,{l}\\n')\n"
          "items = ['p1', 'p2', 'p3', 'p4']\nix = {p: k for k, p in enumerate(items)}\n"
          "data = [(ix[a], ix[b]) for a, b, w, l in rows for _ in range(w)] + "
          "[(ix[b], ix[a]) for a, b, w, l in rows for _ in range(l)]\n")
    c += [
        ok("u12v_davidson_counts_choix", "davidson on a round robin of four players with a count column (no ties): "
           "Bradley-Terry's MLE, equal to choix.ilsr_pairwise (alpha 0) on the comparisons repeated",
           rr + "import choix\nref = choix.ilsr_pairwise(4, data, alpha=0.0, tol=1e-12, max_iter=10000)\n"
           "from rankagg.api.preferences import fuse_comparisons\n"
           "t = fuse_comparisons('c.csv', 'davidson')\ns = dict(zip(t['item'], t['score']))\n"
           "if not diffs_equal(s, dict(zip(items, ref)), tol=1e-5): wrong(s, ref)\nright()"),
        ok("u12v_bradley_terry_comparisons_choix", "rankagg fuse c.csv --method 'bradley_terry(alpha=0)' on the "
           "same round robin: choix's MLE (up to a constant)",
           rr + "import choix\nref = choix.ilsr_pairwise(4, data, alpha=0.0, tol=1e-12, max_iter=10000)\n"
           "rc, out, err = cli('fuse', 'c.csv', '--method', 'bradley_terry(alpha=0)', '--quiet', '-o', 'o.csv')\n"
           "if rc: wrong(err)\ns = {r['item']: float(r['score']) for r in table('o.csv')}\n"
           "if not diffs_equal(s, dict(zip(items, ref)), tol=1e-5): wrong(s, ref)\nright()"),
        ok("u12v_davidson_ties_hand_mle", "davidson on comparisons with ties: the maximum of Davidson's likelihood "
           "(P(i>j) = pi_i / (pi_i + pi_j + nu sqrt(pi_i pi_j)), tie nu sqrt(pi_i pi_j) / ...) found by SciPy",
           "rows = [('x', 'y', 'win', 5), ('x', 'y', 'tie', 3), ('x', 'y', 'loss', 2), ('y', 'z', 'win', 4), "
           "('y', 'z', 'tie', 4), ('y', 'z', 'loss', 2), ('x', 'z', 'win', 6), ('x', 'z', 'tie', 1), "
           "('x', 'z', 'loss', 1)]\n"
           "with open('t.csv', 'w') as fh:\n    fh.write('item_a,item_b,outcome,count\\n')\n"
           "    fh.writelines(f'{a},{b},{o},{n}\\n' for a, b, o, n in rows)\n"
           "from scipy.optimize import minimize\nix = {'x': 0, 'y': 1, 'z': 2}\n"
           "def nll(v):\n    th, lnu = np.r_[0.0, v[:2]], v[2]\n    tot = 0.0\n"
           "    for a, b, o, n in rows:\n        i, j = ix[a], ix[b]\n"
           "        den = np.logaddexp(np.logaddexp(th[i], th[j]), lnu + (th[i] + th[j]) / 2)\n"
           "        num = {'win': th[i], 'loss': th[j], 'tie': lnu + (th[i] + th[j]) / 2}[o]\n"
           "        tot -= n * (num - den)\n    return tot\n"
           "v = minimize(nll, np.zeros(3), method='BFGS', options={'gtol': 1e-10}).x\n"
           "want = dict(zip('xyz', np.r_[0.0, v[:2]]))\n"
           "from rankagg.api.preferences import fuse_comparisons\n"
           "t = fuse_comparisons('t.csv', 'davidson')\ns = dict(zip(t['item'], t['score']))\n"
           "if not diffs_equal(s, want, tol=1e-4): wrong(s, want)\nright()",
           why="Davidson 1970; rankagg's doc: P(i beats j) = e^u / (e^u + e^-u + nu), u = (theta_i - theta_j) / 2"),
        ok("u12v_davidson_weight_hand_mle", "davidson on comparisons with a fractional weight column (no ties): "
           "the weighted Bradley-Terry MLE (each row's log-likelihood times its weight) found by SciPy",
           "rows = [('x', 'y', 'win', 2.5), ('x', 'y', 'loss', 0.5), ('y', 'z', 'win', 1.25), ('y', 'z', 'loss', 0.75), "
           "('x', 'z', 'win', 0.4), ('x', 'z', 'loss', 1.6), ('y', 'x', 'win', 1.0)]\n"
           "with open('w.csv', 'w') as fh:\n    fh.write('item_a,item_b,outcome,weight\\n')\n"
           "    fh.writelines(f'{a},{b},{o},{w}\\n' for a, b, o, w in rows)\n"
           "from scipy.optimize import minimize\nix = {'x': 0, 'y': 1, 'z': 2}\n"
           "def nll(v):\n    th = np.r_[0.0, v]\n    tot = 0.0\n"
           "    for a, b, o, w in rows:\n        i, j = (ix[a], ix[b]) if o == 'win' else (ix[b], ix[a])\n"
           "        tot -= w * (th[i] - np.logaddexp(th[i], th[j]))\n    return tot\n"
           "v = minimize(nll, np.zeros(2), method='BFGS', options={'gtol': 1e-11}).x\n"
           "want = dict(zip('xyz', np.r_[0.0, v]))\n"
           "from rankagg.api.preferences import fuse_comparisons\n"
           "t = fuse_comparisons('w.csv', 'davidson')\ns = dict(zip(t['item'], t['score']))\n"
           "if not diffs_equal(s, want, tol=1e-4): wrong(s, want)\nright()",
           why="docs/preferences.md: weight is a positive number per row; the likelihood is maximised per unit of "
               "total weight"),
        ok("u12v_thurstone_hand_mle", "rankagg fuse c.csv --method 'thurstone(alpha=0)' on the round robin: the "
           "maximum of Thurstone case V's likelihood P(i beats j) = Phi(s_i - s_j) found by SciPy",
           rr + "from scipy.optimize import minimize\nfrom scipy.stats import norm\n"
           "def nll(v):\n    s = np.r_[0.0, v]\n    return -sum(norm.logcdf(s[i] - s[j]) for i, j in data)\n"
           "v = minimize(nll, np.zeros(3), method='BFGS', options={'gtol': 1e-10}).x\n"
           "want = dict(zip(items, np.r_[0.0, v]))\n"
           "rc, out, err = cli('fuse', 'c.csv', '--method', 'thurstone(alpha=0)', '--quiet', '-o', 'o.csv')\n"
           "if rc: wrong(err)\ns = {r['item']: float(r['score']) for r in table('o.csv')}\n"
           "if not diffs_equal(s, want, tol=1e-4): wrong(s, want)\nright()",
           why="Thurstone 1927 case V (Mosteller 1951), as rankagg's methods list states it"),
        ok("u12v_comparisons_kemeny_ties_brute", "kemeny(solver=exact) -o k.csv on a comparison table with ties "
           "and counts (a tie half a vote each way): an optimal order of brute force and its objective",
           "rows = [('a', 'b', 'win', 3), ('a', 'b', 'loss', 2), ('b', 'c', 'tie', 4), ('b', 'c', 'win', 1), "
           "('c', 'd', 'win', 5), ('d', 'a', 'win', 4), ('a', 'c', 'loss', 1), ('b', 'd', 'tie', 2), ('d', 'b', 'win', 1)]\n"
           "with open('k.csv', 'w') as fh:\n    fh.write('item_a,item_b,outcome,count\\n')\n"
           "    fh.writelines(f'{a},{b},{o},{n}\\n' for a, b, o, n in rows)\n"
           "N = {x: {y: 0.0 for y in 'abcd' if y != x} for x in 'abcd'}\n"
           "for a, b, o, n in rows:\n"
           "    if o == 'win': N[a][b] += n\n    elif o == 'loss': N[b][a] += n\n"
           "    else:\n        N[a][b] += n / 2\n        N[b][a] += n / 2\n"
           "best, opt = kemeny_brute(N)\n"
           "rc, out, err = cli('fuse', 'k.csv', '--method', 'kemeny(solver=exact)', '--quiet', '-o', 'out.csv')\n"
           "if rc: wrong(err)\nrows = table('out.csv')\n"
           "if [r['item'] for r in rows] not in opt: wrong('order', [r['item'] for r in rows], opt)\n"
           "if abs(float(rows[0]['objective']) - best) > 1e-9: wrong('objective', rows[0]['objective'], best)\nright()",
           why="docs/preferences.md: comparisons fill Y directly, a tie counting half each way"),
        ok("u12v_comparisons_cycle_copeland", "copeland on a tournament: a beats b, b beats c, c beats a (2-1 each), "
           "and all three beat d: a, b, c tie at 1 (2 wins, 1 loss), d -3",
           "rows = [('a', 'b', 'win', 2), ('a', 'b', 'loss', 1), ('b', 'c', 'win', 2), ('b', 'c', 'loss', 1), "
           "('c', 'a', 'win', 2), ('c', 'a', 'loss', 1), ('a', 'd', 'win', 1), ('b', 'd', 'win', 1), ('d', 'c', 'loss', 1)]\n"
           "with open('t.csv', 'w') as fh:\n    fh.write('query,item_a,item_b,outcome,count\\n')\n"
           "    fh.writelines(f'cup,{a},{b},{o},{n}\\n' for a, b, o, n in rows)\n"
           "from rankagg.api.preferences import fuse_comparisons\n"
           "t = fuse_comparisons('t.csv', 'copeland')\ns = dict(zip(t['item'], t['score']))\n"
           "if not diffs_equal(s, {'a': 1, 'b': 1, 'c': 1, 'd': -3}): wrong(s)\nright()"),
        ok("u12v_comparisons_count_is_repeat", "a comparison table with count 3 on a row against the same table "
           "with that row three times: the same scores for davidson(alpha=0.01), rank_centrality, borda_wins, "
           "copeland and kemeny",
           "head = 'item_a,item_b,outcome,count\\n'\n"
           "base = ['a,b,win,1\\n', 'b,c,win,1\\n', 'c,a,loss,2\\n', 'b,a,tie,1\\n']\n"
           "open('n.csv', 'w').write(head + ''.join(base) + 'c,b,win,3\\n')\n"
           "open('r.csv', 'w').write(head + ''.join(base) + 'c,b,win,1\\n' * 3)\n"
           "from rankagg.api.preferences import fuse_comparisons\n"
           "for m in ('davidson(alpha=0.01)', 'rank_centrality', 'borda_wins', 'copeland', 'kemeny'):\n"
           "    s1, s2 = (fuse_comparisons(p, m) for p in ('n.csv', 'r.csv'))\n"
           "    d1, d2 = dict(zip(s1['item'], s1['score'])), dict(zip(s2['item'], s2['score']))\n"
           "    if list(s1['item']) != list(s2['item']) or any(abs(d1[k] - d2[k]) > 1e-7 for k in d1): wrong(m, d1, d2)\n"
           "right()", why="docs/preferences.md: count, a positive integer: the row repeated"),
        ok("u12v_plackett_luce_soi_choix", "plackett_luce(alpha=0, unranked='none') on a soi with counts: the "
           "Plackett-Luce MLE of each voter's order of the candidates it ranked, equal to choix.ilsr_rankings (alpha 0) "
           "on the ballots repeated",
           "names = list('abcd')\n"
           "B = [(3, ['a', 'b', 'c']), (2, ['b', 'd', 'a']), (2, ['c', 'a']), (1, ['d', 'c', 'b', 'a']), (1, ['a', 'd'])]\n"
           "write_pl('p.soi', names, B)\nimport choix\n"
           "rankings = [[names.index(x) for x in o] for c, o in B for _ in range(c)]\n"
           "ref = choix.ilsr_rankings(4, rankings, alpha=0.0, tol=1e-12, max_iter=10000)\n"
           "order, s = fused('p.soi', \"plackett_luce(alpha=0, unranked='none')\")\n"
           "if not diffs_equal({k: math.log(v) if v > 0 else v for k, v in s.items()}, dict(zip(names, ref)), tol=1e-4) "
           "and not diffs_equal(s, dict(zip(names, ref)), tol=1e-4): wrong(s, ref)\nright()",
           why="Plackett 1975, Luce 1959; Hunter 2004's MM converges to the MLE that choix's ILSR finds"),
        ok("u12v_plackett_luce_topk_choix", "plackett_luce(alpha=0) (unranked=below: top-k lists) on a soi with "
           "counts: the Plackett-Luce MLE of each ballot as successive choices among every candidate not yet "
           "chosen, equal to choix.ilsr_top1 (alpha 0) on those choices",
           "names = list('abcde')\n"
           "B = [(3, ['a', 'c']), (2, ['b', 'a', 'd']), (2, ['c']), (1, ['d', 'c', 'b']), (2, ['e', 'a']), "
           "(1, ['b', 'e', 'c', 'd'])]\nwrite_pl('k.soi', names, B)\nimport choix\nix = {n: i for i, n in enumerate(names)}\n"
           "data = []\nfor c, o in B:\n    for _ in range(c):\n        rest = list(names)\n"
           "        for x in o:\n            rest.remove(x)\n            if rest:\n"
           "                data.append((ix[x], [ix[y] for y in rest]))\n"
           "ref = choix.ilsr_top1(5, data, alpha=0.0, tol=1e-12, max_iter=10000)\n"
           "order, s = fused('k.soi', 'plackett_luce(alpha=0)')\n"
           "if not diffs_equal({k: math.log(v) if v > 0 else v for k, v in s.items()}, dict(zip(names, ref)), tol=1e-4) "
           "and not diffs_equal(s, dict(zip(names, ref)), tol=1e-4): wrong(s, ref)\nright()",
           why="a top-k list under Plackett-Luce: the first chosen from all, the next from the rest, k times "
               "(Hunter 2004 §5; rankagg's doc: unranked=below reads lists as top-k lists of the query)"),
        ok("u12v_plurality_approval_vote_counting", "vote_counting(top=1) and vote_counting(top=2) on a soc with "
           "counts: the plurality and 2-approval counts (first places, first two places, times the counts) "
           "preflibtools' multiplicities give: the same order, equal counts tied",
           _U12V_SIX + "from preflibtools.instances import OrdinalInstance\n"
           "inst = OrdinalInstance()\ninst.parse_file('six.soc')\nnm = inst.alternatives_name\n"
           "for k in (1, 2):\n    want = {n: 0 for n in names}\n"
           "    for o, m in inst.multiplicity.items():\n        for cls in o[:k]:\n            want[nm[cls[0]]] += m\n"
           "    order, s = fused('six.soc', f'vote_counting(top={k})')\n"
           "    g = {n: s.get(n, -np.inf) for n in names}\n"
           "    if any((want[x] > want[y]) != (g[x] > g[y]) or (want[x] == want[y]) != (g[x] == g[y]) "
           "for x in names for y in names): wrong(k, s, want)\nright()",
           why="rankagg's methods list: vote_counting counts the lists that name the item among their first top "
               "items (its fused score is -log10 of that count's p-value, which orders as the count when every "
               "list is as long); a count is that many voters"),
        ok("u12v_preflib_missing_name", "a soc declaring 3 alternatives that names only 1 and 2 (`# ALTERNATIVE "
           "NAME 3` missing) while its ballots rank 3: preflibtools' sanity check refuses it ('Number of "
           "alternatives 3 differs from number of alternative names 2'); docs/preferences.md says rankagg reads it, "
           "alternative 3 named by its number: Borda by hand (a 2*3 + 1*2 = 8 over b 7 over '3' 3), or a refusal "
           "naming e.soc",
           either("e.soc") +
           "open('e.soc', 'w').write('# FILE NAME: e.soc\\n# TITLE: t\\n# DATA TYPE: soc\\n# NUMBER ALTERNATIVES: 3\\n"
           "# NUMBER VOTERS: 3\\n# NUMBER UNIQUE ORDERS: 2\\n# ALTERNATIVE NAME 1: a\\n# ALTERNATIVE NAME 2: b\\n"
           "2: 1,2,3\\n1: 2,1,3\\n')\n"
           "try:\n    order, s = fused('e.soc', 'borda')\nexcept ValueError as err:\n    refused(err)\nelse:\n"
           "    right() if order == ['a', 'b', '3'] else wrong('read as', order, s)",
           why="the first draft read the docs' 'refuses what preflibtools' own sanity check refuses' as covering this "
               "file; the docs now state the exception (the name is the number, as old numeric files have it)"),
        ok("u12v_comparisons_numeric_outcome", "a comparison table whose outcome column holds 1, 0 and 0.5 (as "
           "choix-style exports do): davidson(alpha=0.01) ranks x > y > z if 1 is item_a's win, or a refusal "
           "naming c.csv:2",
           either("c.csv") +
           "open('c.csv', 'w').write('item_a,item_b,outcome\\nx,y,1\\ny,z,1\\nx,z,0.5\\nz,y,0\\n')\n"
           "rc, out, err = cli('fuse', 'c.csv', '--method', 'davidson(alpha=0.01)', '--quiet', '-o', 'o.csv')\n"
           "if rc == 2:\n    refused(err.strip(), 'c.csv:2')\nelif rc:\n    wrong(rc, err[-300:])\nelse:\n"
           "    got = [r['item'] for r in table('o.csv')]\n    if got != ['x', 'y', 'z']: wrong(got)\n    right()"),
        ok("u12v_toc_kemeny_order_brute", "kemeny(solver=exact) on a toc election (tied candidates in ballots): an "
           "optimal order for preflibtools' pairwise counts (a tied pair prefers neither)",
           "names = list('abcde')\n"
           "B = [(3, [('a', 'b'), 'c', ('d', 'e')]), (2, ['e', 'd', 'c', 'b', 'a']), (2, ['c', ('a', 'e'), 'b', 'd']), "
           "(1, [('b', 'c', 'd'), 'a', 'e'])]\nwrite_pl('t.toc', names, B)\n"
           "from preflibtools.instances import OrdinalInstance\n"
           "from preflibtools.properties.pairwisecomparisons import pairwise_scores\n"
           "inst = OrdinalInstance()\ninst.parse_file('t.toc')\nP = pairwise_scores(inst)\nnm = inst.alternatives_name\n"
           "N = {nm[a]: {nm[b]: v for b, v in row.items()} for a, row in P.items()}\n"
           "order, s = fused('t.toc', 'kemeny(solver=exact)')\nbest, opt = kemeny_brute(N)\n"
           "if order not in opt: wrong(order, opt)\nright()",
           why="a tie in a ballot costs every strict order the same, so the optimal orders are those of the strict "
               "preferences alone"),
    ]
    # ------------------------------------------------ the Mallows model's EM on data drawn from a known centre
    c += [
        ok("u12v_mallows_em_recovers_centre", "mallows_em on 80 voters drawn from Mallows (phi 0.4) around "
           "h>c>a>f>b>g>d>e, written as a soc with counts: the centre (also the sample's Kemeny order, brute force)",
           _U12V_MALLOWS + "best, opt = kemeny_brute(N)\nif opt != [centre]: wrong('reference', opt)\n"
           "order, s = fused('mallows.soc', 'mallows_em')\nif order != centre: wrong(order)\nright()",
           why="Klementiev, Roth & Small 2008: the consensus of the extended Mallows model; phi 0.4 with 80 voters "
               "puts the sample's Kemeny order on the centre"),
        ok("u12v_mallows_em_sampling_recovers_centre", "mallows_em(estimator=sampling, inference=sampling) on the "
           "same sample: the centre",
           _U12V_MALLOWS + "order, s = fused('mallows.soc', 'mallows_em(estimator=sampling, inference=sampling)')\n"
           "if order != centre: wrong(order)\nright()"),
        ok("u12v_mallows_em_topk_recovers_centre", "mallows_em on 200 voters drawn from Mallows (phi 0.4) around "
           "h>c>a>f>b>g>d>e, each ballot cut to its first 4 (a soi): the consensus's first four are h, c, a, f "
           "(also those of the sample's Kemeny order with unranked below, brute force)",
           _U12V_MALLOWS.replace("range(80)", "range(200)").replace("[(votes.count(v), list(v))",
                                                                     "[(votes.count(v), list(v)[:4])")
           .replace("votes = [tuple(draw(0.4))", "votes = [tuple(draw(0.4)[:4])").replace("mallows.soc", "top4.soi")
           + "best, opt = kemeny_brute(counts(names, B, below=True))\n"
           "if any(o[:4] != centre[:4] for o in opt): wrong('reference', opt)\n"
           "order, s = fused('top4.soi', 'mallows_em')\nif order[:4] != centre[:4]: wrong(order)\nright()",
           why="Klementiev, Roth & Small 2008 §4.2: the model of top-k lists; 200 draws at phi 0.4 leave no doubt "
               "about the first four"),
        ok("u12v_sample_mallows_frequencies", "rankagg.methods.mallows.sampling.sample_mallows(log 0.5, 4, 48000, "
           "center=[2, 0, 3, 1]): the 24 orders drawn as often as phi^d(order, centre) / Z says (chi-square with 23 "
           "degrees of freedom below 60, p about 4e-5)",
           "def kendall(o, c):\n    pos = {x: k for k, x in enumerate(o)}\n    return sum(pos[c[i]] > pos[c[j]] for i in range(len(c)) for j in range(i + 1, len(c)))\ndef chi2(orders, centre, phi):\n    perms = list(itertools.permutations(centre))\n    w = np.array([phi ** kendall(p, centre) for p in perms])\n    p = w / w.sum()\n    seen = {}\n    for o in map(tuple, orders):\n        seen[o] = seen.get(o, 0) + 1\n    n = len(orders)\n    return sum((seen.get(q, 0) - n * pk) ** 2 / (n * pk) for q, pk in zip(perms, p))\n"
           "from rankagg.methods.mallows.sampling import sample_mallows\n"
           "orders = sample_mallows(math.log(0.5), 4, 48000, center=[2, 0, 3, 1], random_state=0)\n"
           "x = chi2(orders.tolist(), (2, 0, 3, 1), 0.5)\nif not x < 60: wrong('chi2', x)\nright()",
           why="Mallows 1957: P(order) = phi^d_K(order, centre) / Z(phi); a seeded draw, so the same statistic "
               "every run"),
        ok("u12v_mallows_positions_frequencies", "rankagg.io.synthetic.mallows_positions(48000, 4, phi=0.5) (the "
           "sampler docs/preferences.md's example writes a PrefLib file with): the orders it implies drawn as "
           "often as phi^d(order, identity) / Z says (chi-square, 23 degrees of freedom, below 60)",
           "def kendall(o, c):\n    pos = {x: k for k, x in enumerate(o)}\n    return sum(pos[c[i]] > pos[c[j]] for i in range(len(c)) for j in range(i + 1, len(c)))\ndef chi2(orders, centre, phi):\n    perms = list(itertools.permutations(centre))\n    w = np.array([phi ** kendall(p, centre) for p in perms])\n    p = w / w.sum()\n    seen = {}\n    for o in map(tuple, orders):\n        seen[o] = seen.get(o, 0) + 1\n    n = len(orders)\n    return sum((seen.get(q, 0) - n * pk) ** 2 / (n * pk) for q, pk in zip(perms, p))\n"
           "from rankagg.io.synthetic import mallows_positions\n"
           "pos = mallows_positions(48000, 4, np.full(48000, 0.5), np.random.default_rng(0))\n"
           "orders = [tuple(int(i) for i in np.argsort(row)) for row in pos]\n"
           "x = chi2(orders, (0, 1, 2, 3), 0.5)\nif not x < 60: wrong('chi2', x)\nright()",
           why="out[p, j] is the position of the j-th item of the reference order (its docstring); Mallows 1957"),
        ok("u12v_mallows_em_theta_bounds", "mallows_em fitted on a soc of 5 voters of the centre a>b>c>d>e and one "
           "of its reverse: the reversed voter's theta is 0 (a distance above the uniform expectation), each "
           "centre voter's is theta_min -2",
           "names = list('abcde')\nB = [(5, list('abcde')), (1, list('edcba'))]\nwrite_pl('m.soc', names, B)\n"
           "from rankagg.io.preflib import read_preflib, election_to_rankings\n"
           "from rankagg.methods.registry import make_method\n"
           "d = election_to_rankings(read_preflib('m.soc'))\nm = make_method('mallows_em')\nm.fit(d)\n"
           "th = dict(zip(d.ranker_names, m.theta_))\n"
           "order = [names[i] for i in np.argsort(-np.asarray(m.score(d)))]\n"
           "if order != names or sorted(th.values()) != [-2.0] * 5 + [0.0]: wrong(order, th)\nright()",
           why="docs/mallows.md: theta <= 0, a target above the uniform expectation gives 0, bounded below by "
               "theta_min = -2"),
    ]
    return c


# ------------------------------------------------------------ issue 45: a twelfth bar, a bioinformatician's day
TWELFTH_GENES = "45 Unseen inputs: a twelfth bar, a bioinformatician's day"

#: the twelfth bar's gene-list helpers.  The reference is R's RobustRankAggreg 1.2.1 itself (``aggregateRanks``,
#: ``rankMatrix``, ``betaScores``, ``p.adjust``), run by Rscript inside each case on the same lists, so no number is
#: taken from rankagg's code; other methods are worked by hand from their papers.  A wrong answer prints what
#: differs and exits 0 (silent); a refusal that a case allows passes on, marked '[names it]' when it names the place.
_U12G = r'''
import math, re, subprocess, sys
import pandas as pd
''' + VERDICT_HELPERS + r'''def read_table(path):
    if path.endswith('.parquet'):
        return pd.read_parquet(path)
    return pd.read_csv(path, sep='\t' if path.endswith('.tsv') else ',', keep_default_na=False, dtype=str)
def fuse_table(inputs, *extra, out='o.tsv'):
    rc, o, e = cli('fuse', *inputs, *extra, '-o', out, '--quiet')
    if rc != 0:
        passthrough(rc, e)
    return read_table(out)
def either_fuse(inputs, extra, names, check, out='o.tsv'):
    """Right either way: the answer ``check`` accepts, or a clean refusal naming one of ``names``."""
    rc, o, e = cli('fuse', *inputs, *extra, '-o', out, '--quiet')
    if rc == 0:
        check(read_table(out))
        right()
    if rc == 2 and 'Traceback' not in e and named(e, names):
        right()
    if rc == 2 and 'Traceback' not in e:
        wrong('refused without naming', names, ':', e.strip()[-300:])
    passthrough(rc, e)
def refuse(fn, *names):
    try:
        got = fn()
    except ValueError as exc:
        if named(str(exc), names):
            print('[names it]', file=sys.stderr)
        raise
    wrong('accepted:', str(got)[:300])
def R(code):
    r = subprocess.run(['Rscript', '-e', 'suppressMessages(library(RobustRankAggreg))\n' + code],
                       capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError('the R reference failed: ' + r.stderr[-400:])
    return r.stdout
def r_glist(lists):
    with open('r_in.lists', 'w', encoding='utf-8') as f:
        for n, genes in lists.items():
            f.write('\t'.join([n, *genes]) + '\n')
    return ("ln <- strsplit(readLines('r_in.lists', encoding='UTF-8'), '\\t', fixed=TRUE)\n"
            "glist <- lapply(ln, function(x) x[-1]); names(glist) <- sapply(ln, function(x) x[1])\n")
PRINT = "cat(sprintf('%s\\t%.17g\\n', r$Name, r$Score), sep='')\n"
def parse(out):
    return [(ln.split('\t')[0], float(ln.split('\t')[1])) for ln in out.splitlines() if ln]
def rbool(b):
    return 'TRUE' if b else 'FALSE'
def r_agg(lists, N=None, method='RRA', full=False, exact=False, top=None):
    args = [f"method='{method}'", f"full={rbool(full)}", f"exact={rbool(exact)}"]
    if N is not None:
        args.append(f'N={N}')
    if top is not None:
        args.append('topCutoff=c(' + ','.join(repr(float(t)) for t in top) + ')')
    return parse(R(r_glist(lists) + f"r <- aggregateRanks(glist=glist, {', '.join(args)})\n" + PRINT))
def same_as_r(tab, ref, col='p_value', rel=1e-9, what='', order=True):
    """Every item and value equal to R's (relative ``rel``), and the table's order R's up to R's own near-ties."""
    items = [str(x) for x in tab['item']]
    got = [float(x) for x in tab[col]]
    refd = dict(ref)
    if len(items) != len(set(items)):
        wrong(what, 'an item twice:', [i for i in set(items) if items.count(i) > 1][:5])
    if set(items) != set(refd):
        wrong(what, 'items differ from R:', sorted(set(items) - set(refd))[:6], 'missing:', sorted(set(refd) - set(items))[:6])
    for it, v in zip(items, got):
        if not math.isclose(v, refd[it], rel_tol=rel, abs_tol=0.0):
            wrong(what, col, 'of', repr(it), v, 'R:', refd[it])
    for a, b in zip(items, items[1:]):
        if order and refd[b] < refd[a] * (1 - 1e-12):
            wrong(what, 'order:', a, 'before', b, 'but R scores', refd[a], refd[b])
def write(name, text, encoding='utf-8'):
    with open(name, 'w', encoding=encoding, newline='') as f:
        f.write(text)
def r_rho(lists, N):
    """R's rho (uncorrected): min(betaScores(r)) over each row of rankMatrix(glist, N)."""
    code = (r_glist(lists) + f"m <- rankMatrix(glist, N = {N})\n"
            "s <- apply(m, 1, function(x) min(betaScores(x)))\n"
            "cat(sprintf('%s\\t%.17g\\n', rownames(m), s), sep='')\n")
    return parse(R(code))
'''


def _u12g_lists(n_genes: int, lengths: tuple[int, ...], seed: int, prefix: str = "GENE", strength: float = 0.1,
                signal: tuple[str, ...] = ("TP53", "MYC", "EGFR", "KRAS", "BRCA1", "PTEN", "CDKN2A", "RB1"),
                names: tuple[str, ...] | None = None) -> dict[str, list[str]]:
    """Studies that rank the same genes: the ``signal`` genes tend to the top (their random key scaled by
    ``strength``), each study keeps its first ``lengths[j]`` genes (a partial list, as published)."""
    import random

    rng = random.Random(seed)
    genes = list(signal) + [f"{prefix}{i:05d}" for i in range(n_genes - len(signal))]
    out = {}
    for j, length in enumerate(lengths):
        key = {g: rng.random() * (strength if g in signal else 1.0) for g in genes}
        out[(names[j] if names else f"study{j + 1}")] = sorted(genes, key=key.__getitem__)[:length]
    return out


def twelfth_bar_genes_cases() -> list[Case]:
    """Issue 45's twelfth bar: a bioinformatician's day.  Gene lists from differential-expression studies, CRISPR
    screens and GWAS, aggregated with RRA (Kolde et al. 2012) and the other methods, as the lists come: of very
    different lengths, cut from N measured genes, tied, exported by Excel and R (header rows, CRLF, a BOM, UTF-16,
    row names, quoted cells, dates made of gene symbols), with Ensembl versions, Entrez ids and case.  The right
    answer is R's RobustRankAggreg on the same lists (run by Rscript in each case), the paper, or the method's
    formula worked by hand; a refusal is right where the input holds no ranking (statistics columns, a gene set
    file) and names the file and line."""
    G = TWELFTH_GENES
    ok = lambda out, folder: out.strip().endswith("OK")  # noqa: E731

    def case(id: str, what: str, code: str, files: dict | None = None, lists: dict | None = None, why: str = "",
             timeout: float = 180, expect: str = "ok", outputs: tuple[str, ...] = ("o.tsv",)) -> Case:
        pre = _U12G + (f"LISTS = {lists!r}\n" if lists is not None else "")
        return Case(id, G, what, code=pre + code, files=files or {}, expect=expect,
                    mention=("[names it]",) if expect == "error" else (), check=ok if expect == "ok" else None,
                    outputs=outputs, memory_gb=4.0, timeout=timeout, why=why)

    def bad(id: str, what: str, args: list[str], files: dict, *mention: str, why: str = "") -> Case:
        return Case(id, G, what, argv=args, files=files, mention=mention, outputs=("o.tsv",), memory_gb=4.0,
                    timeout=120, why=why)

    def tsv(lists: dict, **kw) -> str:
        names = list(lists)
        m = max(len(v) for v in lists.values())
        sep, eol = kw.get("sep", "\t"), kw.get("eol", "\n")
        rows = [sep.join(names)] + [sep.join(lists[n][i] if i < len(lists[n]) else "" for n in names) for i in range(m)]
        rows += [sep * (len(names) - 1)] * kw.get("pad_rows", 0)
        return ("\ufeff" if kw.get("bom") else "") + eol.join(rows) + eol

    de3 = _u12g_lists(400, (400, 120, 25), seed=1)  # three DE studies: a full ranking, a top-120 table, a top-25
    de4 = _u12g_lists(300, (300, 300, 200, 60), seed=2)
    gwas = _u12g_lists(19000, tuple([8, 12, 5, 20, 15, 9, 30, 6, 11, 25, 7, 14, 18, 10, 22]), seed=3,
                       strength=0.0005, names=tuple(f"gwas{i:02d}" for i in range(15)))
    c: list[Case] = []

    # ------------------------------------------------ RRA equal to R, from the files a study ships
    c += [
        case("u12g_rra_N_measured_r", "fuse s.tsv --param N=20000 (each study measured 20,000 genes and published "
             "its top): equal to R's aggregateRanks(glist, N = 20000)",
             "same_as_r(fuse_table(['s.tsv'], '--param', 'N=20000'), r_agg(LISTS, N=20000)); right()",
             files={"s.tsv": tsv(de3)}, lists=de3),
        case("u12g_rra_full_r", "fuse s.tsv --param full=true (a missing gene is unknown, each list divided by its "
             "own length): equal to R's aggregateRanks(glist, full = TRUE)",
             "same_as_r(fuse_table(['s.tsv'], '--param', 'full=true'), r_agg(LISTS, full=True)); right()",
             files={"s.tsv": tsv(de3)}, lists=de3),
        case("u12g_rra_topcutoff_by_name_r", "significance(lists, 'rra', N=1000, top_cutoff={'study3': 0.025, "
             "'study1': 0.4, 'study2': 0.12}) (a cut per list, by list name, given in another order): equal to R's "
             "aggregateRanks(glist, N = 1000, topCutoff = c(0.4, 0.12, 0.025)) in list order",
             "from rankagg.api.gene_lists import significance\n"
             "same_as_r(significance(LISTS, 'rra', N=1000, top_cutoff={'study3': 0.025, 'study1': 0.4, 'study2': 0.12}), "
             "r_agg(LISTS, N=1000, top=[0.4, 0.12, 0.025]), rel=1e-7); right()", lists=de3),
        case("u12g_aggregate_ranks_ties_at_one_r", "aggregate_ranks(lists, N=400) (R's function): Name and Score row "
             "for row as R's aggregateRanks(glist, N = 400), including the order of the many genes tied at Score 1 "
             "(R's order(): stable, first appearance in unique(unlist(glist)))",
             "from rankagg.api.gene_lists import aggregate_ranks\n"
             "got = aggregate_ranks(LISTS, N=400); ref = r_agg(LISTS, N=400)\n"
             "same_as_r(got.rename(columns={'Name': 'item'}), ref, col='Score')\n"
             "if list(got['Name']) != [n for n, _ in ref]:\n"
             "    i = next(i for i, (a, (b, _)) in enumerate(zip(got['Name'], ref)) if a != b)\n"
             "    wrong('row', i + 1, 'is', got['Name'].iloc[i], 'R:', ref[i][0])\nright()", lists=de3),
        case("u12g_N_numpy_int_r", "significance(lists, 'rra', N=np.int64(20000)) (N from adata.n_vars or a numpy "
             "count): equal to R's aggregateRanks(glist, N = 20000), or refused naming N",
             "import numpy as np\nfrom rankagg.api.gene_lists import significance\n"
             "try:\n    tab = significance(LISTS, 'rra', N=np.int64(20000))\n"
             "except ValueError as exc:\n    right() if re.search(r'\\bN\\b', str(exc)) else wrong('refused', exc)\n"
             "same_as_r(tab, r_agg(LISTS, N=20000)); right()", lists=de3),
        case("u12g_rra_score_is_rho_r", "the table's score is rho, R's min(betaScores(r)) over each gene's row of "
             "rankMatrix(glist, N = 5000), and p_value = min(n_lists * rho, 1) (R's correctBetaPvalues)",
             "tab = fuse_table(['s.tsv'], '--param', 'N=5000')\n"
             "same_as_r(tab, r_rho(LISTS, 5000), col='score', what='rho', order=False)\n"
             "for it, s, p in zip(tab['item'], tab['score'].astype(float), tab['p_value'].astype(float)):\n"
             "    if not math.isclose(p, min(3 * s, 1.0), rel_tol=1e-12): wrong('p', it, p, 'is not min(3 rho, 1)', s)\n"
             "right()", files={"s.tsv": tsv(de3)}, lists=de3),
        case("u12g_rra_qvalue_bh_r", "the q_value column equals R's p.adjust(aggregateRanks(glist, N = 20000)$Score, "
             "'BH'), gene by gene",
             "tab = fuse_table(['s.tsv'], '--param', 'N=20000')\n"
             "q = parse(R(r_glist(LISTS) + \"r <- aggregateRanks(glist, N = 20000); r$Score <- p.adjust(r$Score, 'BH')\\n\" + PRINT))\n"
             "same_as_r(tab, q, col='q_value', what='q'); right()", files={"s.tsv": tsv(de4)}, lists=de4),
    ]

    # ------------------------------------------------ R's other methods on the same lists
    c += [
        case("u12g_stuart_N_short_r", "fuse s.tsv --method stuart --param N=19000 on 15 GWAS lists of 5 to 30 genes "
             "(Q down to the tiny values of genes named by many studies): equal to R's aggregateRanks(glist, N = "
             "19000, method = 'stuart')",
             "same_as_r(fuse_table(['s.tsv'], '--method', 'stuart', '--param', 'N=19000'), "
             "r_agg(LISTS, N=19000, method='stuart'), rel=1e-6); right()", files={"s.tsv": tsv(gwas)}, lists=gwas),
        case("u12g_mean_full_r", "fuse s.tsv --method rra_mean --param full=true: each gene's mean over the lists "
             "that name it and the normal p-value with that count, equal to R's aggregateRanks(glist, method = "
             "'mean', full = TRUE)",
             "same_as_r(fuse_table(['s.tsv'], '--method', 'rra_mean', '--param', 'full=true'), "
             "r_agg(LISTS, method='mean', full=True)); right()", files={"s.tsv": tsv(de3)}, lists=de3),
        case("u12g_exact_gwas_r", "significance(lists, 'rra', N=19000, exact=True) on 15 GWAS lists: the exact "
             "p-value of rho (Kolde §2.3), R's correctBetaPvaluesExact (1 - Stuart's recursion on 1 - qbeta(rho, k, "
             "n - k + 1)) worked in exact rational arithmetic from R's own qbeta values; between rho and n * rho.  (R's "
             "double-precision value is not the reference here: it cancels to noise, 6e-11 or negative, where the "
             "exact p is 1e-31)",
             "from fractions import Fraction\nfrom rankagg.api.gene_lists import significance\n"
             "tab = significance(LISTS, 'rra', N=19000, exact=True)\n"
             "out = R(r_glist(LISTS) + \"m <- rankMatrix(glist, N = 19000)\\n"
             "for (g in rownames(m)) { b <- betaScores(m[g, ]); rho <- min(b); k <- sum(!is.na(b))\\n"
             "q <- qbeta(rho, 1:k, k - 1:k + 1)\\n"
             "cat(g, sprintf('%.17g', rho), paste(sprintf('%.17g', q), collapse=','), '\\\\n') }\\n\")\n"
             "ref = []\n"
             "for ln in out.splitlines():\n"
             "    g, rho, qs = ln.split()\n"
             "    q = sorted(1 - Fraction(float(x)) for x in qs.split(','))\n"
             "    n = len(q); v = [Fraction(1)] * (n + 1)\n"
             "    for k in range(1, n + 1):\n"
             "        v[k] = sum((-1) ** (l + 1) * v[k - l] * q[n - k] ** l / math.factorial(l) for l in range(1, k + 1))\n"
             "    p = float(1 - math.factorial(n) * v[n]); ref.append((g, p))\n"
             "    if not float(rho) * (1 - 1e-9) <= p <= n * float(rho) * (1 + 1e-9): wrong('the reference', g, p, rho)\n"
             "same_as_r(tab, ref, rel=1e-6, what='exact')\nright()", lists=gwas),
        case("u12g_geom_mean_r", "fuse s.tsv --method rra_geom_mean: the geometric mean of the normalised ranks "
             "equal to R's aggregateRanks(glist, method = 'geom.mean') Score, in R's order",
             "same_as_r(fuse_table(['s.tsv'], '--method', 'rra_geom_mean'), r_agg(LISTS, method='geom.mean'), "
             "col='score'); right()", files={"s.tsv": tsv(de3)}, lists=de3),
        case("u12g_median_r", "significance(lists, 'rra_median', N=2000): the median normalised rank equal to R's "
             "aggregateRanks(glist, N = 2000, method = 'median')",
             "from rankagg.api.gene_lists import significance\n"
             "same_as_r(significance(LISTS, 'rra_median', N=2000), r_agg(LISTS, N=2000, method='median'), "
             "col='score'); right()", lists=de4),
        case("u12g_min_full_r", "aggregate_ranks(lists, method='min', full=True): R's Name and Score of "
             "aggregateRanks(glist, method = 'min', full = TRUE), row for row",
             "from rankagg.api.gene_lists import aggregate_ranks\n"
             "got = aggregate_ranks(LISTS, method='min', full=True)\n"
             "same_as_r(got.rename(columns={'Name': 'item'}), r_agg(LISTS, method='min', full=True), col='Score'); right()",
             lists=de3),
    ]

    # ------------------------------------------------ the shapes of a day: GWAS, CRISPR, one list, ties, rmat
    strong = {f"s{i:02d}": ["TOP1"] + [f"G{i:02d}_{j}" for j in range(29)] for i in range(60)}
    ties = {"a": ["A", "B", "C", "D", "E", "F"], "b": ["B", "A", "D", "C", "F", "E"]}
    disjoint = {"rnaseq": ["TP53", "MYC", "EGFR", "KRAS"], "array": ["BRCA1", "PTEN", "RB1"], "proteo": ["ERBB2", "CDK4"]}
    c += [
        case("u12g_gwas_short_r", "15 GWAS studies, 5 to 30 genes each near their loci, N = 19000 genes: "
             "significance(lists, 'rra', N=19000) equal to R's aggregateRanks(glist, N = 19000)",
             "from rankagg.api.gene_lists import significance\n"
             "same_as_r(significance(LISTS, 'rra', N=19000), r_agg(LISTS, N=19000)); right()", lists=gwas),
        case("u12g_crispr_replicates_r", "six genome-wide CRISPR replicate screens of 2,500 genes each (full "
             "rankings), given as six .txt files: equal to R's aggregateRanks, within the seconds R takes",
             "import random\nrng = random.Random(4)\n"
             "genes = ['RPL3', 'PSMA1', 'POLR2A', 'SF3B1'] + [f'SG{i:05d}' for i in range(2496)]\n"
             "LISTS = {}\n"
             "for j in range(6):\n"
             "    key = {g: rng.random() * (0.1 if i < 4 else 1.0) for i, g in enumerate(genes)}\n"
             "    LISTS[f'rep{j + 1}'] = sorted(genes, key=key.__getitem__)\n"
             "for n, g in LISTS.items(): write(n + '.txt', '\\n'.join(g) + '\\n')\n"
             "same_as_r(fuse_table([n + '.txt' for n in LISTS]), r_agg(LISTS)); right()"),
        case("u12g_strong_signal_tiny_p_r", "60 studies all rank TOP1 first of N = 20000 genes: its p-value "
             "60 * (1/20000)^60, about 1e-257, equal to R's, not rounded to 0, and its q-value R's BH",
             "tab = fuse_table(['s.tsv'], '--param', 'N=20000')\n"
             "same_as_r(tab, r_agg(LISTS, N=20000), rel=1e-8)\n"
             "if tab['item'].iloc[0] != 'TOP1' or not 0 < float(tab['p_value'].iloc[0]) < 1e-250: wrong(tab.head(2))\n"
             "q = parse(R(r_glist(LISTS) + \"r <- aggregateRanks(glist, N = 20000); r$Score <- p.adjust(r$Score, 'BH')\\n\" + PRINT))\n"
             "same_as_r(tab, q, col='q_value', rel=1e-8, what='q'); right()",
             files={"s.tsv": tsv(strong)}, lists=strong),
        case("u12g_single_list_r", "one study given alone (top.txt, 50 genes): RRA of one list is its normalised "
             "rank, equal to R's aggregateRanks(list(top = ...))",
             "write('top.txt', '\\n'.join(LISTS['top']) + '\\n')\n"
             "same_as_r(fuse_table(['top.txt']), r_agg(LISTS)); right()", lists={"top": de3["study1"][:50]}),
        case("u12g_ties_first_appearance_r", "two lists that swap neighbours (A B C D E F / B A D C F E): the tied "
             "genes keep R's order (first appearance: A before B), the p-values R's",
             "tab = fuse_table(['s.tsv']); ref = r_agg(LISTS); same_as_r(tab, ref)\n"
             "if list(tab['item']) != [n for n, s in ref]: wrong('order', list(tab['item']), 'R', [n for n, s in ref])\n"
             "right()", files={"s.tsv": tsv(ties)}, lists=ties),
        case("u12g_disjoint_platforms_r", "three platforms that share no gene (RNA-seq 4, array 3, proteomics 2): "
             "every gene is missing from two lists; equal to R's aggregateRanks(glist, N = 15000)",
             "same_as_r(fuse_table(['s.tsv'], '--param', 'N=15000'), r_agg(LISTS, N=15000)); right()",
             files={"s.tsv": tsv(disjoint)}, lists=disjoint),
        case("u12g_rmat_with_na_r", "aggregate_ranks(rmat=frame) with a normalised rank matrix holding NaN "
             "(genes a study did not measure): equal to R's aggregateRanks(rmat = m) with NA",
             "import numpy as np\nfrom rankagg.api.gene_lists import aggregate_ranks\n"
             "rows = ['TP53', 'MYC', 'EGFR', 'KRAS', 'PTEN', 'RB1']\n"
             "m = [[0.01, 0.02, None], [0.3, None, 0.05], [0.5, 0.4, 0.6], [None, 0.9, 0.2], [0.05, 0.5, None], [0.7, 0.8, 0.9]]\n"
             "frame = pd.DataFrame([[np.nan if v is None else v for v in r] for r in m], index=rows, columns=['a', 'b', 'c'])\n"
             "got = aggregate_ranks(rmat=frame).rename(columns={'Name': 'item'})\n"
             "rm = 'm <- matrix(c(' + ','.join('NA' if v is None else repr(v) for r in m for v in r) + '), nrow=6, byrow=TRUE, "
             "dimnames=list(c(' + ','.join(repr(r) for r in rows) + '), c(\"a\",\"b\",\"c\")))\\n'\n"
             "same_as_r(got, parse(R(rm + 'r <- aggregateRanks(rmat = m)\\n' + PRINT)), col='Score'); right()"),
        case("u12g_per_study_N_r", "significance(lists, 'rra', N=[20000, 12000]): an RNA-seq study of 20,000 genes "
             "and an array of 12,000 (R's rankMatrix takes one N per list): equal to R's aggregateRanks(rmat = "
             "rankMatrix(glist, N = c(20000, 12000))), or refused naming N",
             "from rankagg.api.gene_lists import significance\n"
             "ref = parse(R(r_glist(LISTS) + 'r <- aggregateRanks(rmat = rankMatrix(glist, N = c(20000, 12000)))\\n' + PRINT))\n"
             "try:\n    tab = significance(LISTS, 'rra', N=[20000, 12000])\n"
             "except (ValueError, TypeError) as exc:\n"
             "    right() if re.search(r'\\bN\\b', str(exc)) and isinstance(exc, ValueError) else wrong('refused:', type(exc).__name__, exc)\n"
             "same_as_r(tab, ref); right()", lists={"rnaseq": de3["study1"][:60], "array": de3["study2"][:40]}),
    ]

    # ------------------------------------------------ files as spreadsheets and R export them
    excel = {"study1": de3["study1"][:30], "study2": de3["study2"][:22], "study3": de3["study3"][:12]}
    crlf_bom = tsv(excel, sep=",", eol="\r\n", bom=True)
    utf16 = ("\ufeff" + tsv(excel, eol="\r\n")).encode("utf-16-le")
    c += [
        case("u12g_csv_utf8_bom_crlf_r", "s.csv saved by Excel as 'CSV UTF-8' (a BOM, CRLF line ends, a header row "
             "study1,study2,study3): equal to R on the three lists; no item holds '\\r' or the BOM",
             "same_as_r(fuse_table(['s.csv']), r_agg(LISTS)); right()", files={"s.csv": crlf_bom}, lists=excel),
        case("u12g_csv_excel_empty_rows_r", "s.csv with Excel's used range exported: 5 trailing rows of only commas "
             "(',,'): no gene, the same answer as without them (R's aggregateRanks on the lists)",
             "same_as_r(fuse_table(['s.csv']), r_agg(LISTS)); right()",
             files={"s.csv": tsv(excel, sep=",", eol="\r\n", pad_rows=5)}, lists=excel),
        case("u12g_txt_bom_notepad_r", "two single-list files, up.txt saved by Notepad with a BOM before its first "
             "gene TP53: TP53 is one gene, first in both lists, as R's aggregateRanks has it (no '\\ufeffTP53')",
             "write('up.txt', '\\ufeff' + '\\r\\n'.join(LISTS['up']) + '\\r\\n')\n"
             "write('down.txt', '\\n'.join(LISTS['down']) + '\\n')\n"
             "same_as_r(fuse_table(['up.txt', 'down.txt']), r_agg(LISTS)); right()",
             lists={"up": ["TP53", "MYC", "EGFR", "KRAS", "PTEN"], "down": ["TP53", "KRAS", "RB1", "MYC"]}),
        case("u12g_excel_unicode_text_r", "s.txt saved by Excel as 'Unicode Text' (UTF-16LE with a BOM, tab "
             "separated, CRLF): the three lists read (equal to R's aggregateRanks) or a refusal naming s.txt; never "
             "genes holding NUL bytes",
             "either_fuse(['s.txt'], [], ['s.txt'], lambda tab: same_as_r(tab, r_agg(LISTS)))",
             files={"s.txt": utf16}, lists=excel),
        case("u12g_cell_trailing_blank", "s.tsv where study2's cell is 'TP53 ' (a blank left by a copy from a "
             "spreadsheet) while study1 has 'TP53': one gene TP53 (R's answer on the trimmed lists) or a refusal "
             "naming s.tsv:2; never two genes 'TP53' and 'TP53 '",
             "either_fuse(['s.tsv'], [], ['s.tsv:2'], lambda tab: same_as_r(tab, r_agg(LISTS)))",
             files={"s.tsv": "study1\tstudy2\nTP53\tTP53 \nMYC\tEGFR\nEGFR\tMYC\nKRAS\t\n"},
             lists={"study1": ["TP53", "MYC", "EGFR", "KRAS"], "study2": ["TP53", "EGFR", "MYC"]}),
        case("u12g_txt_header_gene", "up.txt exported from a spreadsheet column with its header: first line "
             "'gene', then the genes: the header is not ranked as the study's top gene (R's answer on the genes) "
             "or a refusal naming up.txt:1",
             "write('up.txt', 'gene\\nTP53\\nMYC\\nEGFR\\n'); write('down.txt', 'gene\\nMYC\\nTP53\\nKRAS\\n')\n"
             "either_fuse(['up.txt', 'down.txt'], [], ['up.txt:1'], lambda tab: same_as_r(tab, r_agg(LISTS)))",
             lists={"up": ["TP53", "MYC", "EGFR"], "down": ["MYC", "TP53", "KRAS"]}),
        case("u12g_lst_crlf_no_final_newline_r", "two .lst files from Windows (CRLF line ends, no line end after "
             "the last gene): the last gene is a gene and no gene holds '\\r'; equal to R's aggregateRanks",
             "write('a.lst', '\\r\\n'.join(LISTS['a'])); write('b.lst', '\\r\\n'.join(LISTS['b']))\n"
             "same_as_r(fuse_table(['a.lst', 'b.lst']), r_agg(LISTS)); right()",
             lists={"a": ["TP53", "MYC", "EGFR", "KRAS"], "b": ["KRAS", "TP53", "PTEN"]}),
        case("u12g_blank_header_cell_r", "s.csv whose second study has no name in the header ('study1,,study3', a "
             "cell left empty in Excel) but holds genes: its genes ranked as a list (R's read.csv names it X; the "
             "answer is R's on the three lists) or a refusal naming s.csv:1; never a list with no gene",
             "either_fuse(['s.csv'], [], ['s.csv:1'], lambda tab: same_as_r(tab, r_agg(LISTS)))",
             files={"s.csv": "study1,,study3\nTP53,MYC,EGFR\nMYC,TP53,TP53\nEGFR,KRAS,\n"},
             lists={"study1": ["TP53", "MYC", "EGFR"], "X": ["MYC", "TP53", "KRAS"], "study3": ["EGFR", "TP53"]}),
        case("u12g_dup_header_one_table_r", "s.tsv with two columns both named GSE12345 (one GEO series on two "
             "platforms): two lists, R's answer on the three (names do not enter RRA), or a refusal naming GSE12345",
             "either_fuse(['s.tsv'], [], ['GSE12345'], lambda tab: same_as_r(tab, r_agg(LISTS)))",
             files={"s.tsv": "GSE12345\tGSE12345\tGSE999\nTP53\tMYC\tTP53\nMYC\tTP53\tKRAS\nEGFR\t\t\n"},
             lists={"p1": ["TP53", "MYC", "EGFR"], "p2": ["MYC", "TP53"], "g": ["TP53", "KRAS"]}),
        case("u12g_rnk_preranked", "fuse a.rnk b.rnk: GSEA preranked files (gene<TAB>score, no header, the highest "
             "score at the top as GSEA reads them) with the lines not in score order: ranked by score descending "
             "(R's answer on those orders), or refused naming a.rnk; never ranked in line order",
             "write('a.rnk', 'MYC\\t-2.5\\nTP53\\t8.1\\nEGFR\\t3.0\\nKRAS\\t0.4\\n')\n"
             "write('b.rnk', 'KRAS\\t1.0\\nPTEN\\t-4.0\\nTP53\\t6.0\\nMYC\\t2.0\\n')\n"
             "either_fuse(['a.rnk', 'b.rnk'], [], ['a.rnk'], lambda tab: same_as_r(tab, r_agg(LISTS)))",
             lists={"a": ["TP53", "EGFR", "KRAS", "MYC"], "b": ["TP53", "MYC", "KRAS", "PTEN"]}),
        case("u12g_grp_comment_lines_r", "GSEA .grp files with '#' comment lines above and among the genes (the "
             "GSEA format: lines starting '#' are comments): the comments are not genes; equal to R on the genes",
             "write('a.grp', '#NAME a\\n# from GEO GSE1234\\nTP53\\nMYC\\n# below FDR 0.05\\nEGFR\\nKRAS\\n')\n"
             "write('b.grp', '#NAME b\\nMYC\\nTP53\\nPTEN\\n')\n"
             "same_as_r(fuse_table(['a.grp', 'b.grp']), r_agg(LISTS)); right()",
             lists={"a": ["TP53", "MYC", "EGFR", "KRAS"], "b": ["MYC", "TP53", "PTEN"]}),
        case("u12g_r_write_table_quoted_r", "s.tsv written by R's write.table(df, sep='\\t', row.names=FALSE) "
             "(every name and gene quoted): genes read without their quotes, equal to R's aggregateRanks",
             "same_as_r(fuse_table(['s.tsv']), r_agg(LISTS)); right()",
             files={"s.tsv": '"s1"\t"s2"\n' + "".join(f'"{a}"\t"{b}"\n' for a, b in
                                                      zip(excel["study1"][:10], excel["study2"][:10]))},
             lists={"s1": excel["study1"][:10], "s2": excel["study2"][:10]}),
    ]

    # ------------------------------------------------ names: Excel's dates, Ensembl versions, Entrez, case, fly genes
    entrez = {"s1": ["7157", "4609", "1956", "3845", "672", "5728"], "s2": ["4609", "7157", "5925"]}
    fly = {"screen1": ["nan", "Notch", "dpp", "wg", "hh"], "screen2": ["dpp", "nan", "hh", "Notch"]}
    c += [
        case("u12g_entrez_padded_r", "two columns of Entrez ids, the shorter ending with empty cells (where a "
             "numeric reader makes 7157 the float 7157.0): items '7157', the same gene in both lists, equal to R's "
             "aggregateRanks",
             "tab = fuse_table(['s.csv']); same_as_r(tab, r_agg(LISTS)); right()",
             files={"s.csv": tsv(entrez, sep=",")}, lists=entrez),
        case("u12g_fly_gene_nan_r", "a Drosophila screen ranking the gene 'nan' (nanchung) in a .csv table: a gene "
             "like any other, as R's read.csv and aggregateRanks have it (na.strings is 'NA' only), not a missing cell",
             "tab = fuse_table(['s.csv']); same_as_r(tab, r_agg(LISTS)); right()",
             files={"s.csv": tsv(fly, sep=",")}, lists=fly),
    ]

    # ------------------------------------------------ inputs that hold no ranking, or a ranking broken
    limma = ("logFC\tAveExpr\tt\tP.Value\tadj.P.Val\tB\n"
             "TP53\t2.1\t8.3\t12.1\t1.2e-09\t2.4e-05\t11.2\nMYC\t-1.7\t7.9\t-9.5\t4.1e-08\t4.1e-04\t8.6\n")
    c += [
        bad("u12g_mageck_gene_summary_refused", "fuse screen.gene_summary.txt: MAGeCK's gene summary (id, num, "
            "neg|score, neg|p-value, ..., tab separated, a header) given as a one-gene-per-line list: each line is "
            "not one gene; refused naming the file and a line", ["fuse", "screen.gene_summary.txt", "-o", "o.tsv"],
            {"screen.gene_summary.txt": "id\tnum\tneg|score\tneg|p-value\tneg|fdr\tneg|rank\tneg|goodsgrna\tneg|lfc\n"
                                        "RPL3\t4\t2.6e-12\t2.6e-07\t0.0006\t1\t4\t-3.1\n"
                                        "PSMA1\t4\t8.1e-11\t2.6e-07\t0.0006\t2\t4\t-2.7\n"},
            "screen.gene_summary.txt:"),
        bad("u12g_limma_toptable_refused", "fuse tt.tsv: limma's topTable written by write.table(sep='\\t', "
            "quote=FALSE) (a header one field shorter than the rows, whose first field is the row name): refused "
            "naming tt.tsv and a line", ["fuse", "tt.tsv", "-o", "o.tsv"], {"tt.tsv": limma}, "tt.tsv:"),
        bad("u12g_gmt_refused", "fuse sets.gmt: a GSEA gene-set file (name, description, genes on one line; sets, "
            "not rankings) given by mistake: refused naming sets.gmt", ["fuse", "sets.gmt", "-o", "o.tsv"],
            {"sets.gmt": "HALLMARK_P53\thttp://x\tTP53\tCDKN1A\tMDM2\nHALLMARK_MYC\thttp://y\tMYC\tNPM1\n"},
            "sets.gmt"),
        case("u12g_gene_twice_dict", "significance({'a': ['TP53', 'MYC', 'TP53', 'EGFR'], 'b': [...]}): a gene twice "
             "in one list given as a dict (R silently keeps the later place): refused naming TP53 or list 'a'",
             "from rankagg.api.gene_lists import significance\n"
             "refuse(lambda: significance({'a': ['TP53', 'MYC', 'TP53', 'EGFR'], 'b': ['MYC', 'TP53', 'KRAS']}, 'rra'), "
             "'TP53', \"'a'\")", expect="error"),
        case("u12g_dict_of_pvalues", "significance({study: {gene: p-value}}) built from DE tables sorted by p-value "
             "(smaller is better, inserted best first): the genes ranked in that order (R's answer on the keys), or "
             "a refusal naming the form; never the p-values read as scores where higher is better",
             "from rankagg.api.gene_lists import significance\n"
             "pv = {'s1': {'TP53': 1e-12, 'MYC': 1e-6, 'EGFR': 0.003, 'KRAS': 0.2, 'PTEN': 0.6},\n"
             "      's2': {'MYC': 1e-9, 'TP53': 1e-8, 'KRAS': 0.01, 'RB1': 0.04, 'EGFR': 0.5}}\n"
             "try:\n    tab = significance(pv, 'rra')\n"
             "except ValueError as exc:\n"
             "    right()\n"
             "same_as_r(tab, r_agg({k: list(v) for k, v in pv.items()})); right()"),
        bad("u12g_two_col_gene_pvalue", "fuse de.tsv: a two-column export 'gene<TAB>pvalue' sorted by p-value "
            "(smaller is better): the p-value column is statistics, not a list; refused naming de.tsv and a line",
            ["fuse", "de.tsv", "-o", "o.tsv"],
            {"de.tsv": "gene\tpvalue\nTP53\t1e-12\nMYC\t3.5e-06\nEGFR\t0.0021\nKRAS\t0.04\n"}, "de.tsv:"),
    ]

    # ------------------------------------------------ other methods on the same lists, worked by hand
    full = _u12g_lists(30, (30, 30, 30, 30), seed=5)
    part = {"s1": ["TP53", "MYC", "EGFR", "KRAS", "PTEN", "RB1"], "s2": ["MYC", "TP53", "KRAS", "BRCA1"],
            "s3": ["EGFR", "TP53", "CDKN2A"]}
    c += [
        case("u12g_borda_partial_hand", "fuse s.tsv --method borda on three partial lists: Aslam & Montague's "
             "Borda count (n = the 8 genes named; place r earns n - r + 1; the genes a list leaves out share its "
             "remaining points equally), worked by hand, score for score",
             "tab = fuse_table(['s.tsv'], '--method', 'borda')\n"
             "genes = list(dict.fromkeys(g for l in LISTS.values() for g in l)); n = len(genes)\n"
             "hand = {g: 0.0 for g in genes}\n"
             "for l in LISTS.values():\n"
             "    for r, g in enumerate(l, 1): hand[g] += n - r + 1\n"
             "    for g in genes:\n"
             "        if g not in l: hand[g] += (n - len(l) + 1) / 2\n"
             "got = dict(zip(tab['item'], tab['score'].astype(float)))\n"
             "if set(got) != set(hand) or any(not math.isclose(got[g], hand[g], rel_tol=1e-12) for g in hand): wrong(got, hand)\n"
             "s = [hand[g] for g in tab['item']]\n"
             "if any(a < b for a, b in zip(s, s[1:])): wrong('order', list(tab['item']))\nright()",
             files={"s.tsv": tsv(part)}, lists=part),
        case("u12g_rrf_partial_hand", "fuse s.tsv --method 'rrf(k=60)' on the same partial lists: sum of 1/(60 + r) "
             "over the lists that name the gene (Cormack et al. 2009), worked by hand",
             "tab = fuse_table(['s.tsv'], '--method', 'rrf(k=60)')\n"
             "hand = {}\n"
             "for l in LISTS.values():\n"
             "    for r, g in enumerate(l, 1): hand[g] = hand.get(g, 0.0) + 1 / (60 + r)\n"
             "got = dict(zip(tab['item'], tab['score'].astype(float)))\n"
             "if set(got) != set(hand) or any(not math.isclose(got[g], hand[g], rel_tol=1e-9) for g in hand): wrong(got, hand)\n"
             "s = [hand[g] for g in tab['item']]\n"
             "if any(a < b * (1 - 1e-12) for a, b in zip(s, s[1:])): wrong('order', list(tab['item']))\nright()",
             files={"s.tsv": tsv(part)}, lists=part),
        case("u12g_geomean_rags_hand", "fuse s.tsv --method geomean on four full rankings of 30 genes: the order "
             "of the geometric mean of the normalised ranks r/(n+1) (Bedo & Ong, Theorem 2), smaller first, worked "
             "by hand",
             "tab = fuse_table(['s.tsv'], '--method', 'geomean')\n"
             "gm = {g: math.exp(sum(math.log((l.index(g) + 1) / 31) for l in LISTS.values()) / 4) for g in LISTS['study1']}\n"
             "order = list(tab['item'])\n"
             "if sorted(order) != sorted(gm): wrong('items', order)\n"
             "for a, b in zip(order, order[1:]):\n"
             "    if gm[b] < gm[a] * (1 - 1e-12): wrong('order', a, b, gm[a], gm[b])\nright()",
             files={"s.tsv": tsv(full)}, lists=full),
        case("u12g_mean_rank_hand", "fuse s.tsv --method mean_rank on four full rankings: the order of the mean "
             "place (St.Agg §2.2.1), smaller first, worked by hand",
             "tab = fuse_table(['s.tsv'], '--method', 'mean_rank')\n"
             "mr = {g: sum(l.index(g) + 1 for l in LISTS.values()) / 4 for g in LISTS['study1']}\n"
             "order = list(tab['item'])\n"
             "if sorted(order) != sorted(mr): wrong('items', order)\n"
             "for a, b in zip(order, order[1:]):\n"
             "    if mr[b] < mr[a]: wrong('order', a, b, mr[a], mr[b])\nright()",
             files={"s.tsv": tsv(full)}, lists=full),
        case("u12g_vote_counting_hand", "significance(lists, 'vote_counting', N=20000, top=5): votes = the lists "
             "naming the gene in their first 5; p = P(X >= votes), X a sum of Bernoulli(5/N) per list (a binomial "
             "here), worked by hand",
             "from rankagg.api.gene_lists import significance\n"
             "from math import comb\n"
             "tab = significance(LISTS, 'vote_counting', N=20000, top=5)\n"
             "q = 5 / 20000; n = len(LISTS)\n"
             "for g, p in zip(tab['item'], tab['p_value'].astype(float)):\n"
             "    v = sum(g in l[:5] for l in LISTS.values())\n"
             "    want = sum(comb(n, j) * q ** j * (1 - q) ** (n - j) for j in range(v, n + 1))\n"
             "    if not math.isclose(p, want, rel_tol=1e-9): wrong(g, v, p, want)\n"
             "right()", lists=de4),
    ]
    return c
