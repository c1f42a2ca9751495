"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, a statistician reviewing the significance claims of a
fusion paper (an IR evaluation methodologist's day: Sakai, Carterette, Urbano; its cases, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

import json
import random
import re
import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has  # noqa: F401

FIFTEENTH_STATISTICS = "45 Unseen inputs: a fifteenth bar, a statistician reviewing a fusion paper's significance claims"

# The methodologist's references, independent of rankagg's code.  Runs are built so that each topic's P@10 is known
# by construction: every topic has ten relevant documents r0..r9 (grade 1); a run's topic of value k retrieves k of
# them first, then 10 - k unjudged documents, so P@10 = k / 10 and P@5 = min(k, 5) / 5.  The paired tests are
# scipy.stats.ttest_rel (two-sided; R's t.test(paired = TRUE) gives the same p), Holm is statsmodels'
# multipletests(method="holm") (R's p.adjust(method = "holm")), per-query values of other measures come from
# pytrec_eval (trec_eval 9).  The words: `rankagg evaluate` prints "# FIRST minus each other run: mean difference,
# paired t-test p (Holm over N tests)" and one line per (run, measure): difference, p=, queries, verdict;
# docs/report.md: marks where the Holm-adjusted p < alpha, the HTML cell's title the Holm-adjusted p; the
# randomization test is the sign-flip test with 2000 resamples (a Monte-Carlo permutation p is never 0:
# Phipson & Smyth 2010, (b + 1) / (m + 1)).


def _qrels(qids, nrel=10, extra=()):
    lines = [f"{q} 0 r{i} 1\n" for q in qids for i in range(nrel)]
    return "".join(lines) + "".join(extra)


def _run(vals, tag, depth=10, scale=1.0, shift=0.0):
    """vals: {qid: k} -> a run retrieving k relevant documents first, then depth - k unjudged ones."""
    out = []
    for q, k in vals.items():
        docs = [f"r{i}" for i in range(k)] + [f"x{tag}{i}" for i in range(depth - k)]
        out += [f"{q} Q0 {d} {r + 1} {(depth - r) * scale + shift:g} {tag}\n" for r, d in enumerate(docs)]
    return "".join(out)


def _cmp(out):
    """The comparison lines of `rankagg evaluate`: {(run basename, measure): (diff, p text, queries, verdict)}."""
    rows = {}
    for ln in out.splitlines():
        if ln.startswith("# ") and "\t" in ln:
            f = ln[2:].split("\t")
            if len(f) >= 4:
                n = re.match(r"(\d+)", f[4]) if len(f) > 4 else None
                rows[(f[0].rsplit("/", 1)[-1], f[1])] = (f[2], f[3], int(n.group(1)) if n else None,
                                                         f[5] if len(f) > 5 else "")
    return rows


def _header_m(out):
    m = re.search(r"Holm over (\d+) tests?", out)
    return int(m.group(1)) if m else None


def _p(text):
    t = text.strip()
    if not t.startswith("p="):
        return None
    try:
        return float(t[2:].lstrip("<"))
    except ValueError:
        return None


def _close(printed, want, rel=0.006):
    if printed is None:
        return False
    if want == 0:
        return printed == 0
    return abs(printed - want) <= rel * abs(want) + 1e-300


def _tt(x, y):
    import warnings
    from scipy.stats import ttest_rel
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(ttest_rel(x, y).pvalue)


def _holm(ps):
    from statsmodels.stats.multitest import multipletests
    return list(multipletests(ps, method="holm")[1]) if ps else []


def _sig(verdict):
    """+1 / -1 when the words claim a significant difference (the first run better / worse), else 0."""
    v = verdict.lower()
    if "no significant" in v or not v.strip():
        return 0
    if "better" in v or "higher" in v:
        return 1
    if "worse" in v or "lower" in v:
        return -1
    return 0


def _consistent(row, alpha=0.05):
    """The words agree with the numbers: a significance iff the printed p < alpha, its direction the sign's."""
    diff, ptext, _, verdict = row
    p = _p(ptext)
    if "nan" in (diff + ptext + verdict).lower():
        return False
    sig = _sig(verdict)
    if p is None:
        return sig == 0
    if (sig != 0) != (p < alpha):
        return False
    return sig == 0 or (sig > 0) == (float(diff) > 0)


def _vals(seed, qids, lo=0, hi=10):
    rnd = random.Random(seed)
    return {q: rnd.randint(lo, hi) for q in qids}


def _find_boundary(lo, hi, seed=3):
    """Integer P@10 vectors (tenths) whose paired p lies in [lo, hi): searched with scipy when the bar is built
    (the p of a difference vector depends on its length, sum and sum of squares only)."""
    import itertools
    import math

    from scipy.special import stdtr
    for n in range(10, 31):
        for counts in itertools.product(range(n + 1), repeat=4):  # differences 0, 1, 2, -1 (a - b, tenths)
            if sum(counts) != n or counts[0] == n:
                continue
            d = [0] * counts[0] + [1] * counts[1] + [2] * counts[2] + [-1] * counts[3]
            s, q = sum(d), sum(x * x for x in d)
            var = (q - s * s / n) / (n - 1)
            if var <= 0 or s <= 0:
                continue
            t = (s / n) / math.sqrt(var / n)
            p = 2 * stdtr(n - 1, -t)
            if lo <= p < hi:
                random.Random(seed).shuffle(d)
                b = [4 + i % 4 for i in range(n)]
                return [x + y for x, y in zip(b, d)], b, p
    raise RuntimeError("no vector in the window")


def _eval_json(per_query):
    ms = sorted({m for v in per_query.values() for m in v})
    return {**{m: sum(v[m] for v in per_query.values()) / len(per_query) for m in ms}, "per_query": per_query}


def fifteenth_bar_statistics_cases() -> list[Case]:
    G = FIFTEENTH_STATISTICS
    cases: list[Case] = []

    def ok(id, what, argv, files, check, why, **k):
        cases.append(Case(id, G, what, argv=argv, files=files, expect="ok", check=check, why=why, **k))

    def pair(id, what, qids, A, B, check, why, measures=("P@10",), **k):
        """a.run (values A) against b.run (values B) over the topics qids, judged as _qrels judges them."""
        ok(id, what, ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", *measures],
           {"q.txt": _qrels(qids), "a.run": _run(A, "a"), "b.run": _run(B, "b")}, check, why, **k)

    T12 = [str(q) for q in range(1, 13)]
    A12 = _vals(1, T12, 2, 9)

    # ------------------------------------------------------------------ identical and equal runs
    def no_sig_zero(pairs):
        def check(out, folder):
            rows = _cmp(out)
            if not rows:
                return False
            for key in pairs:
                r = rows.get(key)
                if r is None or not _consistent(r) or _sig(r[3]):
                    return False
                if r[0].strip() not in ("+0.0000", "0.0000"):
                    return False
                if _p(r[1]) is not None and _p(r[1]) != 1:
                    return False
            return "nan" not in out.lower()
        return check

    ok("u15s_eval_identical_copy", "evaluate a.run b.run --measures P@10 AP nDCG@10 where b.run is a.run under another "
       "tag (every per-topic difference 0): difference 0.0000 (not -0.0000), no significance, p 1 or no test, no nan",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10", "AP", "nDCG@10"],
       {"q.txt": _qrels(T12), "a.run": _run(A12, "a"), "b.run": _run(A12, "b").replace("xb", "xa")},
       no_sig_zero([("b.run", m) for m in ("P@10", "AP", "nDCG@10")]),
       "accepted: all differences 0: scipy's t is 0/0 (NaN), R's t.test refuses ('data are essentially constant'); "
       "a permutation test gives p = 1; never a significance, never a signed zero")
    ok("u15s_eval_same_order_other_scores", "evaluate a.run b.run where b.run ranks every topic in the same order with "
       "scores x1000 + 7 (a monotone rescaling, e.g. another score normaliser): every measure's difference is 0",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10", "AP", "nDCG@10", "RR", "RBP(p=0.8)"],
       {"q.txt": _qrels(T12), "a.run": _run(A12, "a"), "b.run": _run(A12, "b", scale=1000.0, shift=7.0).replace("xb", "xa")},
       no_sig_zero([("b.run", m) for m in ("P@10", "AP", "nDCG@10", "RR", "RBP(p=0.8)")]),
       "accepted: trec_eval measures depend on the order only; the same order is the same value on every topic")

    # equal means, different per-topic values: the mean difference is exactly 0 (tenths summing to the same)
    B_eq = dict(zip(T12, [A12[q] + (1 if i % 2 == 0 else -1) for i, q in enumerate(T12)]))

    def check_equal_means(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        if r is None or not _consistent(r):
            return False
        want = _tt([A12[q] / 10 for q in T12], [B_eq[q] / 10 for q in T12])
        return r[0].strip() in ("+0.0000", "0.0000") and _close(_p(r[1]), want) and r[2] == 12
    ok("u15s_eval_equal_means_unsigned_zero", "evaluate a.run b.run --measures P@10 where b is +0.1 on six topics and "
       "-0.1 on the other six (equal means): the mean difference prints as 0.0000, not -0.0000; p is scipy's (1)",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10"],
       {"q.txt": _qrels(T12), "a.run": _run(A12, "a"), "b.run": _run(B_eq, "b")}, check_equal_means,
       "accepted: the mean of the differences is 0 exactly; a '-0.0000' reads as 'a little lower' and is float noise "
       "of the summation order")

    # ------------------------------------------------------------------ a run better on every topic
    B_const = {q: A12[q] - 1 for q in T12}

    def check_const(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        if r is None or not _consistent(r) or _sig(r[3]) != 1:
            return False
        return r[0].strip() == "+0.1000"
    pair("u15s_eval_constant_gain", "evaluate a.run b.run --measures P@10 where a is better by exactly 0.1 on every one of "
         "12 topics (zero variance of the differences): +0.1000, and either 'better' (significant) with the p the numbers "
         "give or no test; never 'no significant difference' nor a nan",
         T12, A12, B_const, check_const,
         "accepted: scipy: t = +inf, p = 0; R: t.test refuses; a 12-of-12 sign test gives p = 2^-11; the words must "
         "agree with the number printed")

    T300 = [str(q) for q in range(1, 301)]
    A300 = _vals(7, T300, 3, 10)
    B300 = {q: A300[q] - (1 + i % 3) for i, q in enumerate(T300)}

    def check_tiny(qs, A, B, m=1):
        def check(out, folder):
            r = _cmp(out).get(("b.run", "P@10"))
            if r is None or not _consistent(r) or _sig(r[3]) != 1:
                return False
            want = min(1.0, m * _tt([A[q] / 10 for q in qs], [B[q] / 10 for q in qs]))
            p = _p(r[1])
            return p is not None and p > 0 and (want == 0 or _close(p, want))
        return check
    pair("u15s_eval_tiny_p_not_zero", "evaluate over 300 topics where a is better on every topic by 0.1-0.3: the printed p "
         "is scipy's (about 1e-150) to 3 digits, not p=0",
         T300, A300, B300, check_tiny(T300, A300, B300),
         "accepted: a p-value is a positive number; '%.3g' of 1e-150 prints it, as R's format.pval does")

    T3000 = [str(q) for q in range(1, 3001)]
    A3000 = {q: 5 + i % 5 for i, q in enumerate(T3000)}
    B3000 = {q: A3000[q] - (1 + i % 2) for i, q in enumerate(T3000)}

    def check_underflow(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        if r is None or _sig(r[3]) != 1 or not r[1].startswith("p"):
            return False
        return r[1].strip() not in ("p=0", "p=0.0", "p=0e+00") and (_p(r[1]) or 0) >= 0 and r[2] == 3000
    pair("u15s_eval_underflowing_p_not_zero", "evaluate over 3000 topics, a better on every topic by 0.1 or 0.2 (t about "
         "190, the p-value below the smallest double): 'better' (significant) and a p printed as a bound (p<1e-300 or "
         "the like), never p=0",
         T3000, A3000, B3000, check_underflow,
         "accepted: the p-value is positive; a double cannot hold it, so it is printed as an upper bound "
         "(R: 'p-value < 2.2e-16'), not as the impossible p = 0", timeout=120)

    # ------------------------------------------------------------------ small, exact cases
    T8 = [str(q) for q in range(1, 9)]
    A8 = _vals(11, T8, 3, 9)
    B8 = dict(A8)
    B8["5"] = A8["5"] - 3

    def check_one_topic(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        want = _tt([A8[q] / 10 for q in T8], [B8[q] / 10 for q in T8])
        return (r is not None and _consistent(r) and _close(_p(r[1]), want) and r[0].strip() == "+0.0375"
                and _sig(r[3]) == 0 and r[2] == 8)
    pair("u15s_eval_one_topic_differs", "evaluate a.run b.run where the runs differ on one topic of 8 (by 0.3): t = 1 "
         "exactly, p = scipy's 0.3506, difference +0.0375",
         T8, A8, B8, check_one_topic,
         "accepted: the differences (0,...,0.3,...,0) have mean 0.3/8 and sd 0.3/sqrt(8): t = 1 with 7 df")

    A2 = {"1": 6, "2": 8}
    B2 = {"1": 5, "2": 5}

    def check_two(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        want = _tt([0.6, 0.8], [0.5, 0.5])
        return r is not None and _consistent(r) and _close(_p(r[1]), want) and r[2] == 2 and r[0].strip() == "+0.2000"
    pair("u15s_eval_two_topics_one_df", "evaluate a.run b.run over 2 topics (differences 0.1, 0.3): a test with 1 degree "
         "of freedom, p = scipy's 0.2952",
         ["1", "2"], A2, B2, check_two,
         "accepted: two pairs are the smallest sample a paired t-test is defined on (R's t.test runs it)")

    # ------------------------------------------------------------------ Holm over many tests, with tied p-values
    T20 = [str(q) for q in range(1, 21)]
    H = {"a": _vals(21, T20, 2, 10)}
    H["b"] = {q: max(0, v - (i % 3)) for i, (q, v) in enumerate(H["a"].items())}
    H["c"] = dict(H["b"])  # c equals b: their p-values tie
    H["d"] = _vals(23, T20, 2, 10)
    H["e"] = {q: min(10, v + (i % 4 == 0)) for i, (q, v) in enumerate(H["a"].items())}

    def check_holm(out, folder):
        rows = _cmp(out)
        tests, keys = [], []
        for r in "bcde":
            for m, f in (("P@10", lambda k: k / 10), ("P@5", lambda k: min(k, 5) / 5)):
                x = [f(H["a"][q]) for q in T20]
                y = [f(H[r][q]) for q in T20]
                if x != y:
                    tests.append(_tt(x, y))
                    keys.append((r + ".run", m))
        adj = _holm(tests)
        for key, want in zip(keys, adj):
            row = rows.get(key)
            if row is None or not _consistent(row) or not _close(_p(row[1]), want):
                return False
        return all((_p(r[1]) or 0) <= 1 for r in rows.values()) and len(rows) == 8
    ok("u15s_eval_holm_tied_and_capped", "evaluate a b c d e --measures P@10 P@5 over 20 topics, c a copy of b (tied "
       "p-values) and tests whose raw p times m exceeds 1: every printed p is statsmodels' Holm over the defined tests "
       "(step-down, monotone, capped at 1)",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "c.run", "d.run", "e.run", "--measures", "P@10", "P@5"],
       {"q.txt": _qrels(T20), **{f"{r}.run": _run(v, r) for r, v in H.items()}}, check_holm,
       "accepted: Holm 1979 as statsmodels' multipletests(method='holm') and R's p.adjust compute it")

    # ------------------------------------------------------------------ the printed p and the word at alpha
    # found by _find_boundary(0.0497, 0.04995) and _find_boundary(0.05, 0.0503, seed=5); p recomputed with scipy
    a_lo = [6, 6, 8, 9, 3, 4, 7, 9, 4, 5, 5, 9, 3, 7, 5, 9, 6, 4, 5, 9]
    b_lo = [4, 5, 6, 7] * 5
    a_hi, b_hi = [3, 7, 5, 9, 6, 7, 8, 8, 3, 7, 8, 6], [4, 5, 6, 7] * 3
    p_lo, p_hi = 0.0497206, 0.0500861  # scipy's ttest_rel of these vectors (the checks do not rely on them)
    T10, T10h = [str(q) for q in range(1, len(a_lo) + 1)], [str(q) for q in range(1, len(a_hi) + 1)]
    
    def check_boundary(sig):
        def check(out, folder):
            r = _cmp(out).get(("b.run", "P@10"))
            if r is None or not _consistent(r):
                return False
            return (_sig(r[3]) == 1) == sig
        return check
    ok("u15s_eval_p_just_below_alpha", f"evaluate a.run b.run over {len(a_lo)} topics whose paired p is {p_lo:.5f} (just below "
       "0.05): 'better' (significant), and the printed p reads below 0.05 (not p=0.05 beside a significance)",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10"],
       {"q.txt": _qrels(T10), "a.run": _run(dict(zip(T10, a_lo)), "a"), "b.run": _run(dict(zip(T10, b_lo)), "b")},
       check_boundary(True),
       "accepted: significant at p < 0.05; a reader checks the word against the printed number, which must agree")
    ok("u15s_eval_p_just_above_alpha", f"evaluate a.run b.run over {len(a_hi)} topics whose paired p is {p_hi:.5f} (just above "
       "0.05): 'no significant difference', the printed p not below 0.05",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10"],
       {"q.txt": _qrels(T10h), "a.run": _run(dict(zip(T10h, a_hi)), "a"), "b.run": _run(dict(zip(T10h, b_hi)), "b")},
       check_boundary(False), "accepted: p >= 0.05 is not significant")

    # ------------------------------------------------------------------ topics missing from one run (-c)
    Bmiss = {q: v for q, v in _vals(31, T12, 1, 9).items() if q not in ("3", "7", "11")}

    def check_missing(complete, first_lacks=False):
        def check(out, folder):
            r = _cmp(out).get(("b.run", "P@10"))
            if first_lacks:
                a = {q: v for q, v in A12.items() if q not in ("2", "9")}
                b = A12
            else:
                a, b = A12, Bmiss
            qs = T12 if complete else [q for q in T12 if q in a and q in b]
            want = _tt([a.get(q, 0) / 10 for q in qs], [b.get(q, 0) / 10 for q in qs])
            diff = sum(a.get(q, 0) - b.get(q, 0) for q in qs) / 10 / len(qs)
            return (r is not None and _consistent(r) and r[2] == len(qs) and _close(_p(r[1]), want)
                    and abs(float(r[0]) - diff) < 6e-5)
        return check
    pair("u15s_eval_missing_topics_shared", "evaluate a.run b.run where b lacks 3 of the 12 judged topics, without -c: "
         "paired over the 9 topics both have (9 queries, scipy's p over them)",
         T12, A12, Bmiss, check_missing(False),
         "accepted: without -c trec_eval evaluates the topics a run has; a pair needs both")
    ok("u15s_eval_missing_topics_complete", "the same with -c: b's 3 missing topics count 0, paired over all 12 judged "
       "topics (12 queries, scipy's p with the zeros)",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10", "-c"],
       {"q.txt": _qrels(T12), "a.run": _run(A12, "a"), "b.run": _run(Bmiss, "b")}, check_missing(True),
       "accepted: trec_eval -c values a missing topic as a ranking finding nothing; the means and the test then "
       "cover the same 12 topics")
    ok("u15s_eval_first_run_lacks_complete", "evaluate -c a.run b.run where the first run a lacks topics 2 and 9: a "
       "counts 0 there; 12 pairs, the difference a - b includes those zeros",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10", "-c"],
       {"q.txt": _qrels(T12), "a.run": _run({q: v for q, v in A12.items() if q not in ("2", "9")}, "a"),
        "b.run": _run(A12, "b")}, check_missing(True, True),
       "accepted: -c applies to every run, the first too")

    # a judged topic neither run retrieved, with -c: both 0 there, one more pair with difference 0
    Bc = _vals(41, T12, 1, 9)

    def check_neither(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        qs = T12 + ["99"]
        a = [A12.get(q, 0) / 10 for q in qs]
        b = [Bc.get(q, 0) / 10 for q in qs]
        return r is not None and _consistent(r) and r[2] == 13 and _close(_p(r[1]), _tt(a, b))
    ok("u15s_eval_complete_topic_in_no_run", "evaluate -c where the qrels judge topic 99 that neither run retrieved: 13 "
       "pairs (0 and 0 on 99), scipy's p over them",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10", "-c"],
       {"q.txt": _qrels(T12 + ["99"]), "a.run": _run(A12, "a"), "b.run": _run(Bc, "b")}, check_neither,
       "accepted: trec_eval -c averages over every judged topic")

    def check_unjudged(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        return (r is not None and _consistent(r) and r[2] == 12
                and _close(_p(r[1]), _tt([A12[q] / 10 for q in T12], [Bc[q] / 10 for q in T12])))
    ok("u15s_eval_unjudged_topics_not_paired", "evaluate a.run b.run where both runs also hold topics 50-54 that the "
       "qrels do not judge: 12 pairs, the unjudged topics are not zeros in the test",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10"],
       {"q.txt": _qrels(T12), "a.run": _run({**A12, **{str(q): 5 for q in range(50, 55)}}, "a"),
        "b.run": _run({**Bc, **{str(q): 2 for q in range(50, 55)}}, "b")}, check_unjudged,
       "accepted: trec_eval evaluates judged topics only")

    # ------------------------------------------------------------------ topics without a relevant document
    norel_q = _qrels(T12) + "".join(f"77 0 r{i} 0\n" for i in range(10)) + "".join(f"78 0 z{i} 0\n" for i in range(3))

    def check_norel(complete):
        def check(out, folder):
            import pytrec_eval
            qrels, runs = {}, {}
            for ln in (folder / "q.txt").read_text().splitlines():
                q, _, d, g = ln.split()
                qrels.setdefault(q, {})[d] = int(g)
            for name in ("a", "b"):
                run = {}
                for ln in (folder / f"{name}.run").read_text().splitlines():
                    q, _, d, _, s, _ = ln.split()
                    run.setdefault(q, {})[d] = float(s)
                runs[name] = run
            names = {"P@10": "P_10", "AP": "map", "nDCG@10": "ndcg_cut_10", "R@10": "recall_10", "Rprec": "Rprec"}
            ev = pytrec_eval.RelevanceEvaluator(qrels, set(names.values()))
            res = {n: ev.evaluate(r) for n, r in runs.items()}
            if complete:
                for n in res:
                    for q in qrels:
                        res[n].setdefault(q, {v: 0.0 for v in names.values()})
            qs = sorted(set(res["a"]) & set(res["b"]))
            rows = _cmp(out)
            ps, keys = [], []
            for m, t in names.items():
                x = [res["a"][q][t] for q in qs]
                y = [res["b"][q][t] for q in qs]
                if x != y:
                    ps.append(_tt(x, y))
                    keys.append(m)
            for m, want in zip(keys, _holm(ps)):
                r = rows.get(("b.run", m))
                if r is None or not _consistent(r) or r[2] != len(qs) or not _close(_p(r[1]), want):
                    return False
            return "nan" not in out.lower() and all(("b.run", m) in rows for m in names)
        return check
    runs_norel = {"a.run": _run({**A12, "77": 4, "78": 3}, "a"), "b.run": _run({**Bc, "77": 6, "78": 1}, "b")}
    ok("u15s_eval_norel_topics_measures", "evaluate --measures P@10 AP nDCG@10 R@10 Rprec where the qrels judge topics "
       "77 and 78 with no relevant document (every grade 0): the pairs are pytrec_eval's topics, each p scipy's over "
       "them, Holm over the 5 tests; no nan",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10", "AP", "nDCG@10", "R@10", "Rprec"],
       {"q.txt": norel_q, **runs_norel}, check_norel(False),
       "accepted: trec_eval's (pytrec_eval's) per-topic values decide which topics are evaluated and their values; "
       "recall over 0 relevant documents must not become a NaN in a test")
    ok("u15s_eval_norel_topics_complete", "the same with -c: every judged topic with a value in both runs, each p "
       "scipy's over pytrec_eval's values (missing topics 0), no nan",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@10", "AP", "nDCG@10", "R@10", "Rprec", "-c"],
       {"q.txt": norel_q, **runs_norel}, check_norel(True),
       "accepted: -c values a judged topic the run lacks as a ranking that finds nothing")

    # ------------------------------------------------------------------ counts: the 'mean difference' is a mean
    Bn = _vals(51, T12, 0, 10)

    def check_count(out, folder):
        rs = [v for k, v in _cmp(out).items() if k[0] == "b.run"]
        if not rs:
            return True  # a count is a total (trec_eval's all line); leaving it untested is a choice, not an error
        r = rs[0]
        if not _consistent(r):
            return False
        diff = sum(A12[q] - Bn[q] for q in T12) / 12
        want = _tt([A12[q] for q in T12], [Bn[q] for q in T12])
        return abs(float(r[0]) - diff) < 6e-5 and _close(_p(r[1]), want)
    ok("u15s_eval_count_measure_mean_difference", "evaluate -m num_rel_ret a.run b.run: the summary line is a sum "
       "(trec_eval); a comparison, if printed, states as 'mean difference' the mean of the per-topic differences",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "-m", "num_rel_ret"],
       {"q.txt": _qrels(T12), "a.run": _run(A12, "a"), "b.run": _run(Bn, "b")}, check_count,
       "accepted: the header says 'mean difference'; the paired t-test is on per-topic values, its estimate their mean")

    # ------------------------------------------------------------------ -q text and --json
    R6 = {n: _vals(60 + i, [str(q) for q in range(1, 31)], 0, 10) for i, n in enumerate("abcdef")}
    T30 = [str(q) for q in range(1, 31)]

    def check_pq(out, folder):
        per = {}
        for ln in out.splitlines():
            f = ln.split("\t")
            if len(f) == 4 and f[2] != "all" and not ln.startswith("#"):
                per.setdefault((f[0].rsplit("/", 1)[-1], f[1]), {})[f[2]] = float(f[3])
        rows = _cmp(out)
        ps, keys = [], []
        for n in "bcdef":
            for m in ("P@10", "AP"):
                a, b = per.get(("a.run", m)), per.get((f"{n}.run", m))
                if not a or not b:
                    return False
                qs = sorted(set(a) & set(b))
                r = rows.get((f"{n}.run", m))
                if r is None or not _consistent(r):
                    return False
                if abs(float(r[0]) - sum(a[q] - b[q] for q in qs) / len(qs)) > 1.1e-4:
                    return False
                ps.append(_tt([a[q] for q in qs], [b[q] for q in qs]))
                keys.append((f"{n}.run", m))
        return all(_close(_p(rows[k][1]), w, 0.02) for k, w in zip(keys, _holm(ps))) and _header_m(out) == 10
    ok("u15s_eval_per_query_text_agrees", "evaluate a..f (6 runs, 30 topics) --measures P@10 AP -q: each comparison's "
       "difference is the mean of the printed per-topic differences, its p scipy's over the printed values, Holm over "
       "the 10 tests; every word agrees with its p",
       ["evaluate", "--qrels", "q.txt", *[f"{n}.run" for n in "abcdef"], "--measures", "P@10", "AP", "-q"],
       {"q.txt": _qrels(T30), **{f"{n}.run": _run(v, n) for n, v in R6.items()}}, check_pq,
       "accepted: what a reviewer recomputes from the -q output must give the printed comparisons")

    def check_json(out, folder):
        try:
            data = json.loads(out)
        except ValueError:
            return False
        return set(k.rsplit("/", 1)[-1] for k in data) == {f"{n}.run" for n in "abc"}
    ok("u15s_eval_json_several_runs_pure", "evaluate a b c --json: stdout is one JSON document (no comparison lines "
       "mixed in), one entry per run",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "c.run", "--measures", "P@10", "--json"],
       {"q.txt": _qrels(T30), **{f"{n}.run": _run(R6[n], n) for n in "abc"}}, check_json,
       "accepted: --json output is parsed by programs (rankagg report reads it)")

    # trec_eval's measure names: the number of tests is runs x measures
    def check_trec_names(out, folder):
        rows = _cmp(out)
        keys = [(f"{n}.run", m) for n in "bc" for m in ("P@5", "P@10", "AP")]
        ps = []
        for n, m in keys:
            f = {"P@5": lambda k: min(k, 5) / 5, "P@10": lambda k: k / 10}.get(m)
            if f is None:
                import pytrec_eval
                q = {t: {f"r{i}": 1 for i in range(10)} for t in T30}
                run = lambda v, tag: {t: {d: float(10 - r) for r, d in enumerate(  # noqa: E731
                    [f"r{i}" for i in range(v[t])] + [f"x{tag}{i}" for i in range(10 - v[t])])} for t in T30}
                ev = pytrec_eval.RelevanceEvaluator(q, {"map"})
                ra, rb = ev.evaluate(run(R6["a"], "a")), ev.evaluate(run(R6[n[0]], n[0]))
                ps.append(_tt([ra[t]["map"] for t in T30], [rb[t]["map"] for t in T30]))
            else:
                ps.append(_tt([f(R6["a"][t]) for t in T30], [f(R6[n[0]][t]) for t in T30]))
        adj = _holm(ps)
        found = [k for k in rows if k[0] in ("b.run", "c.run")]
        if len(found) != 6 or _header_m(out) != 6:
            return False
        # measure spellings are the tool's; match P.5/P@5 etc. by value order within each run
        for n in "bc":
            got = sorted(_p(rows[k][1]) for k in found if k[0] == f"{n}.run")
            want = sorted(w for (r, _), w in zip(keys, adj) if r == f"{n}.run")
            if not all(_close(g, w, 0.02) for g, w in zip(got, want)):
                return False
        return all(_consistent(rows[k]) for k in found)
    ok("u15s_eval_trec_names_holm", "evaluate a b c -m P.5,10 -m map (trec_eval's names): Holm over 6 tests (2 runs x "
       "3 measures), each p statsmodels' Holm of scipy's paired p over pytrec_eval's values",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "c.run", "-m", "P.5,10", "-m", "map"],
       {"q.txt": _qrels(T30), **{f"{n}.run": _run(R6[n], n) for n in "abc"}}, check_trec_names,
       "accepted: P.5,10 is two measures (trec_eval); each is tested")

    # an identical copy beside a different run: the copy's comparison neither significant nor a nan in Holm
    def check_copy_and_other(out, folder):
        rows = _cmp(out)
        c, o = rows.get(("copy.run", "P@10")), rows.get(("o.run", "P@10"))
        if c is None or o is None or _sig(c[3]) or not _consistent(c) or not _consistent(o):
            return False
        raw = _tt([A12[q] / 10 for q in T12], [Bc[q] / 10 for q in T12])
        return _close(_p(o[1]), raw) or _close(_p(o[1]), min(1, 2 * raw))
    ok("u15s_eval_copy_beside_other_run", "evaluate a.run copy.run o.run: the copy's comparison is no significance "
       "(no nan), and o's p is Holm over the defined tests (its raw p, or twice it if the copy counts as p = 1)",
       ["evaluate", "--qrels", "q.txt", "a.run", "copy.run", "o.run", "--measures", "P@10"],
       {"q.txt": _qrels(T12), "a.run": _run(A12, "a"), "copy.run": _run(A12, "c").replace("xc", "xa"),
        "o.run": _run(Bc, "o")}, check_copy_and_other,
       "accepted: a NaN p must not make Holm's other adjusted p-values NaN (R's p.adjust leaves NA out)")

    # P@5 identical on every topic, AP not
    Bsame5 = {q: (v if v <= 5 else max(5, v - 2)) for q, v in _vals(71, T12, 5, 10).items()}
    Asame5 = {q: (5 if v <= 5 else v) for q, v in A12.items()}

    def check_same5(out, folder):
        rows = _cmp(out)
        r5 = rows.get(("b.run", "P@5"))
        r10 = rows.get(("b.run", "P@10"))
        if r5 is None or r10 is None or not _consistent(r5) or not _consistent(r10) or _sig(r5[3]):
            return False
        return r5[0].strip() in ("+0.0000", "0.0000")
    ok("u15s_eval_one_measure_all_equal", "evaluate a.run b.run --measures P@5 P@10 where both runs have 5 relevant in "
       "the top 5 on every topic (P@5 equal everywhere) but differ in P@10: the P@5 line is no significance, 0.0000",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@5", "P@10"],
       {"q.txt": _qrels(T12), "a.run": _run(Asame5, "a"), "b.run": _run(Bsame5, "b")}, check_same5,
       "accepted: all differences 0 on P@5: no evidence of a difference")

    # huge numbers of topics, random quality: p is scipy's and it finishes in seconds
    T20k = [str(q) for q in range(1, 20001)]
    Abig = _vals(81, T20k, 0, 5)
    Bbig = {q: max(0, min(5, v + random.Random(int(q)).choice((-1, 0, 0, 1)))) for q, v in Abig.items()}

    def check_big(out, folder):
        r = _cmp(out).get(("b.run", "P@5"))
        want = _tt([Abig[q] / 5 for q in T20k], [Bbig[q] / 5 for q in T20k])
        return r is not None and _consistent(r) and r[2] == 20000 and _close(_p(r[1]), want)
    ok("u15s_eval_twenty_thousand_topics", "evaluate a.run b.run over 20,000 topics (a query-log sized test set), "
       "--measures P@5: p is scipy's over the 20,000 pairs",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@5"],
       {"q.txt": _qrels(T20k, 5), "a.run": _run(Abig, "a", 5), "b.run": _run(Bbig, "b", 5)}, check_big,
       "accepted: the t-test's value does not depend on the sample's size class", timeout=120)

    # ------------------------------------------------------------------ rankagg report: p in the page, marks
    def report_case(id, what, files, extra, check, why, **k):
        argv = ["report", *files, "-o", "r.html", "--no-figures", *extra]
        cases.append(Case(id, G, what, argv=argv, files={f: json.dumps(_eval_json(v)) for f, v in files.items()},
                          expect="ok", check=check, why=why, **k))

    def titles(folder):
        """The cells' Holm-adjusted p-values and the text of the table's cells (the marks; the note's legend apart)."""
        page = (folder / "r.html").read_text()
        cells = "".join(re.findall(r"<td[^>]*>(.*?)</td>", page, re.S))
        return re.findall(r'title="Holm-adjusted p (?:=|&lt;) ([^"]+)"', page), cells  # a value, or a bound

    def check_report_tiny(n_marks, positive=True, near=None, rel=0.006):
        def check(out, folder):
            ts, page = titles(folder)
            if not ts or page.count("\u25b2") < n_marks or "nan" in " ".join(ts).lower():
                return False
            for t in ts:
                try:
                    v = float(t.lstrip("<").strip())
                except ValueError:
                    return False
                if positive and (v <= 0 and not t.startswith("<")):
                    return False
            if near is not None:
                v = float(ts[0].lstrip("<").strip())
                return _close(v, near, rel) if rel else abs(v - near) <= 0.06
            return True
        return check
    base300 = {q: {"P@10": A300[q] / 10} for q in T300}
    run300 = {q: {"P@10": B300[q] / 10} for q in T300}
    report_case("u15s_report_tiny_p_title", "report base.json b.json (300 queries, the baseline better on every one): "
                "▼ and the title's Holm-adjusted p is scipy's (about 1e-150), not 0",
                {"base.json": base300, "b.json": run300}, [],
                lambda out, f: "\u25bc" in titles(f)[1] and check_report_tiny(0, near=_tt(
                    [B300[q] / 10 for q in T300], [A300[q] / 10 for q in T300]))(out, f),
                "accepted: docs/report.md: hovering shows the Holm-adjusted p; a p-value is positive")
    report_case("u15s_report_underflow_title", "report base.json b.json over 3000 queries, b worse on every query by 0.1 "
                "or 0.2 (the p-value below the smallest double): ▼, the title a bound, not 'p = 0'",
                {"base.json": {q: {"P@10": A3000[q] / 10} for q in T3000},
                 "b.json": {q: {"P@10": B3000[q] / 10} for q in T3000}}, [],
                lambda out, f: "\u25bc" in titles(f)[1] and bool(titles(f)[0])
                and all(t.strip() not in ("0", "0.0", "0e+00") for t in titles(f)[0]),
                "accepted: a p-value is positive; printed as an upper bound when a double cannot hold it", timeout=120)
    a_r, b_r = [5, 4, 8, 8, 6, 7, 5, 6, 4, 7, 5, 6, 4, 7, 5, 9, 6, 7, 8, 6], [4, 5, 6, 7] * 5  # seed=9
    p_r = 0.0497206
    T10r = [str(q) for q in range(1, len(a_r) + 1)]
    report_case("u15s_report_p_just_below_alpha", f"report base.json b.json of {len(a_r)} queries, paired p {p_r:.5f}: ▲ (or ▼) "
                "and the title's p reads below 0.05, as the mark says",
                {"base.json": {q: {"P@10": b / 10} for q, b in zip(T10r, b_r)},
                 "b.json": {q: {"P@10": a / 10} for q, a in zip(T10r, a_r)}}, [],
                lambda out, f: ("\u25b2" in titles(f)[1]) and bool(titles(f)[0])
                and float(titles(f)[0][0].lstrip("<")) < 0.05,
                "accepted: the mark and the number shown for it must agree at alpha = 0.05")
    report_case("u15s_report_randomization_all_better", "report --test randomization, b better than the baseline on "
                "all 12 queries (exact sign-flip p = 2/4096): ▲, the title's p positive and near 0.0005-0.002",
                {"base.json": {q: {"P@10": A12[q] / 10} for q in T12},
                 "b.json": {q: {"P@10": (A12[q] + 1) / 10} for q in T12}}, ["--test", "randomization"],
                lambda out, f: "\u25b2" in titles(f)[1] and bool(titles(f)[0])
                and 0 < float(titles(f)[0][0].lstrip("<")) <= 0.003,
                "accepted: a Monte-Carlo permutation p is (b + 1) / (m + 1) >= 1/2001 (Phipson & Smyth 2010), never 0")
    report_case("u15s_report_randomization_300_not_zero", "report --test randomization over 300 queries, the baseline "
                "better on all: ▼ and a positive p (at least 1/2001), never 'p = 0'",
                {"base.json": base300, "b.json": run300}, ["--test", "randomization"],
                lambda out, f: "\u25bc" in titles(f)[1] and bool(titles(f)[0])
                and float(titles(f)[0][0].lstrip("<")) >= 1 / 2001 - 1e-12,
                "accepted: the estimate's floor is 1/(m + 1) with m = 2000 resamples")
    report_case("u15s_report_randomization_two_queries", "report --test randomization over 2 queries, b better on "
                "both (exact sign-flip p = 2/4 = 0.5): no mark, title p near 0.5",
                {"base.json": {"1": {"P@10": 0.2}, "2": {"P@10": 0.5}}, "b.json": {"1": {"P@10": 0.4}, "2": {"P@10": 0.6}}},
                ["--test", "randomization"],
                lambda out, f: "\u25b2" not in titles(f)[1] and bool(titles(f)[0])
                and abs(float(titles(f)[0][0].lstrip("<")) - 0.5) <= 0.06,
                "accepted: with 2 queries only 4 sign patterns exist, 2 as extreme as observed")
    Beq = {q: {"P@10": B_eq[q] / 10} for q in T12}
    report_case("u15s_report_equal_means_no_mark", "report base.json b.json with equal means and different per-query "
                "values (±0.1 each): no mark and the title p = 1 (scipy)",
                {"base.json": {q: {"P@10": A12[q] / 10} for q in T12}, "b.json": Beq}, [],
                lambda out, f: "\u25b2" not in titles(f)[1] and "\u25bc" not in titles(f)[1] and bool(titles(f)[0])
                and abs(float(titles(f)[0][0]) - 1) < 1e-3,
                "accepted: t = 0, p = 1")

    # the two views agree: evaluate's printed comparison and the report of its --json -q output
    chain = (
        "import json, re, subprocess, sys\n"
        "run = lambda *a: subprocess.run([sys.executable, '-m', 'rankagg', *a], capture_output=True, text=True, check=True)\n"
        "ev = run('evaluate', '--qrels', 'q.txt', 'a.run', 'b.run', 'c.run', '--measures', 'P@10', 'AP').stdout\n"
        "open('e.json', 'w').write(run('evaluate', '--qrels', 'q.txt', 'a.run', 'b.run', 'c.run', '--measures', 'P@10',"
        " 'AP', '--json', '-q').stdout)\n"
        "run('report', 'e.json', '-o', 'r.html', '--no-figures')\n"
        "page = open('r.html').read()\n"
        "ps = sorted(float(x.lstrip('<')) for x in re.findall(r'title=\"Holm-adjusted p = ([^\"]+)\"', page))\n"
        "qs = sorted(float(x.lstrip('<')) for x in re.findall(r'\\tp=([^\\t]+)', ev) if x != 'n/a')\n"
        "ok = len(ps) == len(qs) == 4 and all(abs(a - b) <= 0.006 * max(a, b) + 1e-300 for a, b in zip(ps, qs))\n"
        "print('agree' if ok else f'differ {ps} {qs}')\n")
    Rch = {n: _vals(90 + i, T30, 0, 10) for i, n in enumerate("abc")}
    Rch["b"] = {q: max(0, v - (int(q) % 3)) for q, v in Rch["a"].items()}
    cases.append(Case("u15s_report_agrees_with_evaluate", G, "evaluate a b c --measures P@10 AP prints 4 Holm-adjusted "
                      "p-values; rankagg report of the same evaluation's --json -q shows the same 4 (baseline a)",
                      code=chain, files={"q.txt": _qrels(T30), **{f"{n}.run": _run(v, n) for n, v in Rch.items()}},
                      expect="ok", check=stdout_has("agree"),
                      why="accepted: one evaluation, one set of tests (docs/report.md: the first run is the baseline)"))
    # the first run worse on every topic: the sign, the word and a positive p
    def check_lower(out, folder):
        r = _cmp(out).get(("b.run", "P@10"))
        if r is None or not _consistent(r) or _sig(r[3]) != -1 or not r[0].startswith("-"):
            return False
        want = _tt([B300[q] / 10 for q in T300], [A300[q] / 10 for q in T300])
        return (_p(r[1]) or 0) > 0 and _close(_p(r[1]), want)
    pair("u15s_eval_worse_every_topic", "evaluate a.run b.run over 300 topics where the first run a is worse on every "
         "topic by 0.1-0.3: a negative difference, 'worse' (significant), scipy's p (about 1e-150), not 0",
         T300, B300, A300, check_lower,
         "accepted: 'first minus each other run': the sign and the word follow a - b")

    # -c and the report: the evaluation's --json -q must carry the zeros its means include
    chain_c = (
        "import json, re, subprocess, sys\n"
        "run = lambda *a: subprocess.run([sys.executable, '-m', 'rankagg', *a], capture_output=True, text=True)\n"
        "ev = run('evaluate', '-c', '--qrels', 'q.txt', 'a.run', 'b.run', '--measures', 'P@10')\n"
        "js = run('evaluate', '-c', '--qrels', 'q.txt', 'a.run', 'b.run', '--measures', 'P@10', '--json', '-q')\n"
        "open('e.json', 'w').write(js.stdout)\n"
        "rep = run('report', 'e.json', '-o', 'r.html', '--no-figures')\n"
        "if rep.returncode or ev.returncode or js.returncode:\n"
        "    print('failed', ev.returncode, js.returncode, rep.returncode, rep.stderr.strip()[-300:]); sys.exit(0)\n"
        "t = re.findall(r'title=\"Holm-adjusted p = ([^\"]+)\"', open('r.html').read())\n"
        "p = re.findall(r'\\tp=([^\\t]+)\\t(\\d+) queries', ev.stdout)\n"
        "pq = json.loads(js.stdout)\n"
        "n = {k: len(v['per_query']) for k, v in pq.items()}\n"
        "ok = t and p and abs(float(t[0].lstrip('<')) - float(p[0][0].lstrip('<'))) <= 0.006 * float(p[0][0].lstrip('<'))"
        " and p[0][1] == '12' and set(n.values()) == {12}\n"
        "print('agree' if ok else f'differ {t} {p} {n}')\n")
    cases.append(Case("u15s_report_of_complete_evaluation", G, "evaluate -c a.run b.run (b lacks 3 of 12 judged topics) "
                      "prints its paired p over 12 topics; evaluate -c --json -q of the same holds 12 per-query values for "
                      "each run (the zeros its means include), and rankagg report of it shows the same p",
                      code=chain_c, files={"q.txt": _qrels(T12), "a.run": _run(A12, "a"), "b.run": _run(Bmiss, "b")},
                      expect="ok", check=stdout_has("agree"),
                      why="accepted: -c's mean is over the 12 judged topics; the per-query values beside it must be the "
                      "12 it averaged (docs/report.md: a mean that is not the mean of its per-query values is refused)"))

    # exactly constant differences (P@4: quarters are exact in binary): zero variance, t = +inf
    def check_quarter(out, folder):
        r = _cmp(out).get(("b.run", "P@4"))
        if r is None or "nan" in out.lower() or _sig(r[3]) == -1:
            return False
        return r[0].strip() == "+0.2500" and (_sig(r[3]) == 1 or _p(r[1]) is None)
    Aq = {q: 1 + int(q) % 3 for q in T12}
    ok("u15s_eval_exact_constant_quarter", "evaluate --measures P@4 where a finds exactly one more relevant document in "
       "its top 4 on every one of 12 topics (differences exactly 0.25, variance exactly 0): +0.2500, 'better' or no "
       "test, no nan",
       ["evaluate", "--qrels", "q.txt", "a.run", "b.run", "--measures", "P@4"],
       {"q.txt": _qrels(T12), "a.run": _run(Aq, "a"), "b.run": _run({q: v - 1 for q, v in Aq.items()}, "b")},
       check_quarter, "accepted: scipy's ttest_rel gives t = +inf, p = 0 (R refuses); never nan, never 'worse'")

    # more runs than topics: each test has 1 degree of freedom
    M = {n: {"1": 3 + i, "2": 8 - i} for i, n in enumerate("abcde")}
    M["b"] = {"1": 1, "2": 2}

    def check_more_runs(out, folder):
        rows = _cmp(out)
        ps, keys = [], []
        for n in "bcde":
            x, y = [M["a"][q] / 10 for q in ("1", "2")], [M[n][q] / 10 for q in ("1", "2")]
            if x != y:
                ps.append(_tt(x, y))
                keys.append(n)
        return all(rows.get((f"{n}.run", "P@10")) is not None and _consistent(rows[(f"{n}.run", "P@10")])
                   and _close(_p(rows[(f"{n}.run", "P@10")][1]), w) for n, w in zip(keys, _holm(ps)))
    ok("u15s_eval_more_runs_than_topics", "evaluate a b c d e over 2 judged topics: four tests with 1 degree of freedom "
       "each, Holm over them as statsmodels computes it",
       ["evaluate", "--qrels", "q.txt", *[f"{n}.run" for n in "abcde"], "--measures", "P@10"],
       {"q.txt": _qrels(["1", "2"]), **{f"{n}.run": _run(v, n) for n, v in M.items()}}, check_more_runs,
       "accepted: a pilot's two topics are a (weak) paired test per run")

    # the report's note states the number of tests Holm adjusted over: the cells that carry a p-value
    def check_note(out, folder):
        ts, _ = titles(folder)
        page = (folder / "r.html").read_text()
        m = re.search(r"Holm-adjusted over the (\d+) tests?", page)
        return m is not None and int(m.group(1)) == len(ts)
    base_n = {q: {"P@10": A12[q] / 10, "AP": A12[q] / 20} for q in T12}
    report_case("u15s_report_note_counts_tests", "report of a baseline, an identical copy, a different run and a run "
                "sharing one query with the baseline, 2 measures: the note's 'Holm-adjusted over the N tests' is the "
                "number of cells that carry a Holm-adjusted p",
                {"base.json": base_n, "copy.json": base_n,
                 "b.json": {q: {"P@10": Bc[q] / 10, "AP": Bc[q] / 20} for q in T12},
                 "one.json": {"1": {"P@10": 0.5, "AP": 0.25}, "500": {"P@10": 0.1, "AP": 0.05}}}, [],
                check_note, "accepted: docs/report.md: a run sharing fewer than two queries is not counted; the note "
                "and the tests it counts must be the same set")

    # real runs: TREC-COVID round 5, three submissions, against pytrec_eval + scipy + statsmodels
    real = (
        "import gzip, os, re, subprocess, sys, warnings\n"
        "warnings.simplefilter('ignore')\n"
        "import pytrec_eval\n"
        "from scipy.stats import ttest_rel\n"
        "from statsmodels.stats.multitest import multipletests\n"
        "D = os.path.join(os.environ['RANKAGG_DATA'], 'trec-covid-round5')\n"
        "names = ['poznan_baseline.gz', 'UIowaS_Run1.gz', 'uab.idf.gz']\n"
        "paths = [os.path.join(D, 'runs', n) for n in names]\n"
        "out = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--qrels', os.path.join(D, 'qrels-round5.txt'),"
        " *paths, '-m', 'ndcg_cut.10', '-m', 'map', '-m', 'P.20'], capture_output=True, text=True, check=True).stdout\n"
        "qrels = {}\n"
        "for ln in open(os.path.join(D, 'qrels-round5.txt')):\n"
        "    q, _, d, g = ln.split()[:4]\n"
        "    qrels.setdefault(q, {})[d] = int(g)\n"
        "ev = pytrec_eval.RelevanceEvaluator(qrels, {'ndcg_cut_10', 'map', 'P_20'})\n"
        "res = []\n"
        "for p in paths:\n"
        "    run = {}\n"
        "    for ln in gzip.open(p, 'rt'):\n"
        "        f = ln.split()\n"
        "        run.setdefault(f[0], {})[f[2]] = float(f[4])\n"
        "    res.append(ev.evaluate(run))\n"
        "raw, keys = [], []\n"
        "for i in (1, 2):\n"
        "    qs = sorted(set(res[0]) & set(res[i]))\n"
        "    for m in ('ndcg_cut_10', 'map', 'P_20'):\n"
        "        raw.append(ttest_rel([res[0][q][m] for q in qs], [res[i][q][m] for q in qs]).pvalue)\n"
        "        keys.append((names[i], m, len(qs), sum(res[0][q][m] - res[i][q][m] for q in qs) / len(qs)))\n"
        "adj = multipletests(raw, method='holm')[1]\n"
        "got = {}\n"
        "for ln in out.splitlines():\n"
        "    f = ln[2:].split('\\t') if ln.startswith('# ') else []\n"
        "    if len(f) >= 5:\n"
        "        got.setdefault(os.path.basename(f[0]), []).append((float(f[2]), float(f[3][2:].lstrip('<')), f[4], f[5] if len(f) > 5 else ''))\n"
        "bad = []\n"
        "for (n, m, k, d), a in zip(keys, adj):\n"
        "    cand = [g for g in got.get(n, []) if abs(g[0] - d) < 6e-5 and abs(g[1] - a) <= 0.006 * a + 1e-300 and g[2].startswith(str(k))]\n"
        "    if not cand or ((cand[0][3].strip() in ('better', 'worse') or 'significantly' in cand[0][3]) != (a < 0.05)):\n"
        "        bad.append((n, m, d, a, got.get(n)))\n"
        "print('same' if not bad and 'Holm over 6 tests' in out else f'differs {bad[:3]}')\n")
    cases.append(Case("u15s_real_covid_three_runs", G, "evaluate poznan_baseline UIowaS_Run1 uab.idf (TREC-COVID round 5) "
                      "-m ndcg_cut.10 -m map -m P.20: each comparison's difference, p and word are pytrec_eval's "
                      "per-topic values through scipy's ttest_rel and statsmodels' Holm over the 6 tests",
                      code=real, expect="ok", check=stdout_has("same"), needs_data=True, timeout=180,
                      why="accepted: what a reviewer recomputes from the official per-topic values"))
    return cases
