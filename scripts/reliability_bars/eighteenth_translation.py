"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, a machine-translation evaluation campaign ranking systems by human and automatic scores (its cases, ids ``u18m_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import csv
from pathlib import Path

from .references import CLI_OR_EXIT
from .case import Case, stdout_has, command_cases

EIGHTEENTH_TRANSLATION = "45 Unseen inputs: an eighteenth bar, a machine-translation evaluation campaign ranking systems by human and automatic scores"

# The organiser's day (WMT general task): language pairs are the queries (en-de, zh-en, de-fr), the submitted systems
# the items (Online-B, ONLINE-W.1234, NLLB+ens, ÚFAL-T: dots, plus signs, unicode), the automatic metrics (BLEU, chrF++,
# COMET-22, MetricX-23: lower is better, so negated) and the language pairs themselves the rankers of the consensus;
# human judgments arrive as DA z-scores (a few systems not evaluated in a pair, exact ties), relative-ranking
# annotations (5-way with ties) and pairwise preferences (annotator, system_a, system_b, outcome).  The references
# below are independent of rankagg's code: ``trec_order`` ranks a list as docs/conventions.md says (score descending, a
# tie by the docid descending as bytes: trec_eval's rule); ``borda_ref`` is Borda's n - r + 1 over the query's
# candidates, an unranked item sharing the remaining points, (n - k + 1) / 2 ('share', `rankagg methods borda`), or
# getting 0 ('ignore'); ``rrf_ref`` is Cormack's sum w / (k + r); ``agree`` holds a fused list to a reference (the same
# items, scores within 1e-9 relative, the order by score then the house tie rule: more lists, best place, smaller id);
# ``kemeny_min`` is the brute-force Kemeny optimum over every permutation; ``davidson_fit`` and ``bt_fit`` maximise
# Davidson's (1970) and Bradley-Terry's likelihoods written out row by row with SciPy (docs/preferences.md's forms).
_REF = """
import itertools, json, math, os, subprocess, sys
import numpy as np
import pandas as pd
import rankagg
def trec_order(p):
    return sorted(p, key=lambda d: (float(p[d]), str(d).encode()), reverse=True)
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
def house(lists):
    cnt, best = {}, {}
    for p in lists.values():
        for r, d in enumerate(trec_order(p), 1):
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 9), r)
    return cnt, best
def borda_ref(lists, unranked='share'):
    cand = sorted({d for p in lists.values() for d in p}, key=str)
    n, sc = len(cand), {d: 0.0 for d in cand}
    for p in lists.values():
        k = len(p)
        for r, d in enumerate(trec_order(p), 1):
            sc[d] += n - r + 1
        for d in cand:
            if d not in p and unranked == 'share':
                sc[d] += (n - k + 1) / 2
    return sc
def rrf_ref(lists, k=60.0, w=None):
    sc = {}
    for m, p in lists.items():
        for r, d in enumerate(trec_order(p), 1):
            sc[d] = sc.get(d, 0.0) + (w or {}).get(m, 1.0) / (k + r)
    return sc
def agree(got, sc, lists, scores=True):
    got = [(d, float(s)) for d, s in got]
    if sorted(map(str, (d for d, _ in got))) != sorted(map(str, sc)):
        return 'items differ: %r against %r' % (sorted(d for d, _ in got), sorted(sc))
    cnt, best = house(lists)
    for d, s in got:
        if scores and not close(s, sc[d]):
            return 'score of %r: %r, expected %r' % (d, s, sc[d])
    for (a, _), (b, _) in zip(got, got[1:]):
        if sc[a] < sc[b] and not close(sc[a], sc[b]):
            return '%r (%r) before %r (%r)' % (a, sc[a], b, sc[b])
        if close(sc[a], sc[b]):
            ka, kb = (-cnt[a], best[a], str(a)), (-cnt[b], best[b], str(b))
            if ka > kb:
                return 'tie %r before %r against the house rule' % (a, b)
    return ''
def disagreements(order, lists, unranked='none'):
    pos = {d: i for i, d in enumerate(order)}
    total = 0
    for p in lists.values():
        rk = {d: r for r, d in enumerate(trec_order(p))}
        for a, b in itertools.combinations(order, 2):
            if a in rk and b in rk:
                total += (rk[a] < rk[b]) != (pos[a] < pos[b])
            elif unranked == 'below' and (a in rk or b in rk):
                total += (a in rk) != (pos[a] < pos[b])
    return total
def kemeny_min(items, lists, unranked='none'):
    return min(disagreements(list(o), lists, unranked) for o in itertools.permutations(items))
def fit(nll, n):
    from scipy.optimize import minimize
    return minimize(nll, np.zeros(n), method='BFGS', options={'gtol': 1e-10}).x
def davidson_fit(items, a, b, outcome):
    ix = {s: i for i, s in enumerate(items)}
    A, B, O = np.array([ix[x] for x in a]), np.array([ix[x] for x in b]), np.asarray(outcome)
    def nll(x):
        th = np.r_[0.0, x[:-1]]; nu = math.exp(x[-1]); u = (th[A] - th[B]) / 2
        ll = np.where(O == 'win', u, np.where(O == 'loss', -u, math.log(nu))) - np.log(np.exp(u) + np.exp(-u) + nu)
        return -ll.sum()
    x = fit(nll, len(items))
    return dict(zip(items, np.r_[0.0, x[:-1]]))
def bt_fit(items, a, b, y):
    ix = {s: i for i, s in enumerate(items)}
    A, B, Y = np.array([ix[x] for x in a]), np.array([ix[x] for x in b]), np.asarray(y, dtype=float)
    def nll(x):
        d = np.r_[0.0, x][A] - np.r_[0.0, x][B]
        return (Y * np.logaddexp(0, -d) + (1 - Y) * np.logaddexp(0, d)).sum()
    th = np.r_[0.0, fit(nll, len(items) - 1)]
    return dict(zip(items, th - th.mean()))
def diffs_agree(got, ref, tol=1e-4):
    first = next(iter(ref))
    for s in ref:
        if abs((got[s] - got[first]) - (ref[s] - ref[first])) > tol:
            return 'score of %r: %r against %r, expected %r' % (s, got[s] - got[first], first, ref[s] - ref[first])
    return ''
def read_trec(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
#CLI_OR_EXIT
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
def campaign(seed, lps, systems, n, judges=12, tie=0.15):
    rng = np.random.default_rng(seed)
    st = dict(zip(systems, np.linspace(1.2, -1.2, len(systems))))
    rows = []
    for lp in lps:
        for k in range(n):
            a, b = rng.choice(systems, 2, replace=False)
            u = rng.random()
            o = 'tie' if u < tie else ('win' if rng.random() < 1 / (1 + math.exp(st[b] - st[a])) else 'loss')
            rows.append((lp, str(a), str(b), o, 'ann%02d' % (k % judges)))
    return pd.DataFrame(rows, columns=['query', 'item_a', 'item_b', 'outcome', 'judge'])
SYSTEMS = ['Online-B', 'ONLINE-W.1234', 'GPT-4.5', 'NLLB+ens', '\\u00daFAL-T', 'Lan-Bridge', 'IOL_Research',
           'Unbabel-Tower70B', 'CycleL', 'Aya23', 'Llama3-70B', 'TranssionMT', 'ZMT', 'Dubformer', 'Claude-3.5']
LPS = ['en-de', 'zh-en', 'de-fr', 'en-ja', 'en-cs', 'cs-uk', 'en-ru', 'ja-zh', 'en-es', 'en-is']
"""[1:].replace('#CLI_OR_EXIT\n', CLI_OR_EXIT)

# per metric, per language pair: system -> score (MetricX-23 is an error count, lower is better)
_METRICS = {
    "BLEU": {"en-de": {"Online-B": 34.5, "GPT-4.5": 36.1, "ONLINE-W.1234": 30.2, "NLLB+ens": 28.4, "ÚFAL-T": 31.7},
             "zh-en": {"Online-B": 20.1, "GPT-4.5": 24.3, "ONLINE-W.1234": 22.8, "NLLB+ens": 19.0, "ÚFAL-T": 17.2},
             "de-fr": {"Online-B": 29.9, "GPT-4.5": 33.0, "ONLINE-W.1234": 31.4, "NLLB+ens": 30.6, "ÚFAL-T": 26.1}},
    "chrF++": {"en-de": {"Online-B": 61.2, "GPT-4.5": 62.0, "ONLINE-W.1234": 58.8, "NLLB+ens": 57.1, "ÚFAL-T": 60.4},
               "zh-en": {"Online-B": 49.5, "GPT-4.5": 52.9, "ONLINE-W.1234": 51.1, "NLLB+ens": 48.0, "ÚFAL-T": 46.3},
               "de-fr": {"Online-B": 57.7, "GPT-4.5": 60.2, "ONLINE-W.1234": 59.0, "NLLB+ens": 58.4, "ÚFAL-T": 55.5}},
    "COMET-22": {"en-de": {"Online-B": 0.851, "GPT-4.5": 0.872, "ONLINE-W.1234": 0.832, "NLLB+ens": 0.821, "ÚFAL-T": 0.845},
                 "zh-en": {"Online-B": 0.801, "GPT-4.5": 0.824, "ONLINE-W.1234": 0.811, "NLLB+ens": 0.790, "ÚFAL-T": 0.779},
                 "de-fr": {"Online-B": 0.838, "GPT-4.5": 0.861, "ONLINE-W.1234": 0.850, "NLLB+ens": 0.844, "ÚFAL-T": 0.829}},
    "MetricX-23": {"en-de": {"Online-B": 3.21, "GPT-4.5": 2.95, "ONLINE-W.1234": 3.80, "NLLB+ens": 4.10, "ÚFAL-T": 3.33},
                   "zh-en": {"Online-B": 5.02, "GPT-4.5": 4.41, "ONLINE-W.1234": 4.87, "NLLB+ens": 5.35, "ÚFAL-T": 5.70},
                   "de-fr": {"Online-B": 3.64, "GPT-4.5": 3.02, "ONLINE-W.1234": 3.30, "NLLB+ens": 3.49, "ÚFAL-T": 4.02}},
}


def _run_text(metric: str, negate: bool = False, tag: str | None = None, lower_better: bool = False) -> str:
    """One metric's scores as TREC run lines, each pair's systems best first (MetricX negated when asked; or left
    raw and listed lowest first, as its tool writes an error metric)."""
    lines = []
    for lp, scores in _METRICS[metric].items():
        sign = -1.0 if negate or lower_better else 1.0
        order = sorted(scores, key=lambda s: sign * scores[s], reverse=True)
        shown = 1.0 if lower_better else sign
        lines += [f"{lp} Q0 {s} {r} {shown * scores[s]:g} {tag or metric}" for r, s in enumerate(order, 1)]
    return "\n".join(lines) + "\n"


_RUN_FILES = {"bleu.run": _run_text("BLEU"), "chrf.run": _run_text("chrF++"), "comet.run": _run_text("COMET-22"),
              "metricx.run": _run_text("MetricX-23", negate=True)}
# the same metrics as Python: {metric: {lp: {system: score}}}, MetricX negated (higher is better for rankagg)
_LISTS = ("LISTS = %r\nLISTS['MetricX-23'] = {lp: {s: -v for s, v in p.items()} for lp, p in LISTS['MetricX-23'].items()}\n"
          "def per_lp(lists, lp):\n    return {m: p[lp] for m, p in lists.items() if lp in p}\n" % (_METRICS,))


def _read_fused(folder: Path, name: str) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, float]]] = {}
    for line in (folder / name).read_text(encoding="utf-8").splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out


def _borda_file_check(unranked_share: bool = True):
    """The fused run of the four metric files is Borda's n - r + 1 by hand on each pair, MetricX negated."""

    def check(out: str, folder: Path) -> bool:
        fused = _read_fused(folder, "fused.run")
        for lp in ("en-de", "zh-en", "de-fr"):
            points: dict[str, float] = {}
            for metric in _METRICS:
                sign = -1.0 if metric == "MetricX-23" else 1.0
                p = _METRICS[metric][lp]
                order = sorted(p, key=lambda s: (sign * p[s], s.encode()), reverse=True)
                for r, s in enumerate(order, 1):
                    points[s] = points.get(s, 0.0) + len(order) - r + 1
            got = [d for d, _ in fused.get(lp, [])]
            expected = sorted(points, key=lambda s: (-points[s], s))
            if got != expected:
                return False
        return True

    return check


def _table_check(name: str, expected: dict[tuple[str, str], float], column: str = "score", tol: float = 1e-9):
    """A table output (query, item, score, rank) holds ``expected`` {(query, item): score}, ranks 1.. by score."""

    def check(out: str, folder: Path) -> bool:
        with open(folder / name, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
        got = {(r["query"], r["item"]): float(r[column]) for r in rows}
        if set(got) != set(expected):
            return False
        if any(abs(got[k] - v) > tol * max(1.0, abs(v)) for k, v in expected.items()):
            return False
        for q in {k[0] for k in expected}:
            ranked = sorted((int(r["rank"]), float(r[column])) for r in rows if r["query"] == q)
            if [r for r, _ in ranked] != list(range(1, len(ranked) + 1)):
                return False
            if any(a[1] < b[1] for a, b in zip(ranked, ranked[1:])):
                return False
        return True

    return check


# pairwise judgments of four systems on two pairs (unicode, dots, plus signs), ties among them
_CMP_ROWS = [("en-de", "Online-B", "ONLINE-W.1234", "win", "ann1"), ("en-de", "Online-B", "NLLB+ens", "loss", "ann2"),
             ("en-de", "ONLINE-W.1234", "NLLB+ens", "tie", "ann1"), ("en-de", "ÚFAL-T", "Online-B", "win", "ann3"),
             ("en-de", "ÚFAL-T", "NLLB+ens", "tie", "ann2"), ("zh-en", "Online-B", "ÚFAL-T", "win", "ann1"),
             ("zh-en", "ÚFAL-T", "Online-B", "loss", "ann3"), ("zh-en", "NLLB+ens", "Online-B", "tie", "ann2")]


def _cmp_csv(rows=_CMP_ROWS, header="query,item_a,item_b,outcome,judge", sep=",", eol="\n") -> str:
    return eol.join([header.replace(",", sep)] + [sep.join(r) for r in rows]) + eol


def _wins(rows=_CMP_ROWS) -> dict[tuple[str, str], float]:
    """Borda on wins by hand: a win 1 to its winner, a tie 1/2 to each."""
    out: dict[tuple[str, str], float] = {}
    for q, a, b, o, *_ in rows:
        out.setdefault((q, a), 0.0)
        out.setdefault((q, b), 0.0)
        if o == "win":
            out[(q, a)] += 1
        elif o == "loss":
            out[(q, b)] += 1
        else:
            out[(q, a)] += 0.5
            out[(q, b)] += 0.5
    return out


_SOC = """# FILE NAME: wmt24-en-de.soc
# TITLE: WMT en-de, annotators' full orders
# DATA TYPE: soc
# MODIFICATION TYPE: original
# NUMBER ALTERNATIVES: 5
# NUMBER VOTERS: 7
# NUMBER UNIQUE ORDERS: 4
# ALTERNATIVE NAME 1: GPT-4.5 (5-shot)
# ALTERNATIVE NAME 2: Online-B
# ALTERNATIVE NAME 3: ONLINE-W.1234
# ALTERNATIVE NAME 4: NLLB+ens
# ALTERNATIVE NAME 5: ÚFAL-T
3: 1,2,3,4,5
2: 2,1,5,3,4
1: 1,3,2,5,4
1: 5,4,3,2,1
"""


def _soc_check(out: str, folder: Path) -> bool:
    """The Kemeny order of the .soc by brute force over the 120 orders of 5 systems, names kept whole."""
    import itertools

    names = {1: "GPT-4.5 (5-shot)", 2: "Online-B", 3: "ONLINE-W.1234", 4: "NLLB+ens", 5: "ÚFAL-T"}
    votes = [(3, [1, 2, 3, 4, 5]), (2, [2, 1, 5, 3, 4]), (1, [1, 3, 2, 5, 4]), (1, [5, 4, 3, 2, 1])]

    def cost(order):
        pos = {a: i for i, a in enumerate(order)}
        return sum(w * sum((v.index(a) < v.index(b)) != (pos[a] < pos[b]) for a, b in itertools.combinations(v, 2))
                   for w, v in votes)

    best = min(cost(o) for o in itertools.permutations(names))
    with open(folder / "kemeny.csv", newline="", encoding="utf-8") as fh:
        rows = sorted(csv.DictReader(fh), key=lambda r: int(r["rank"]))
    by_name = {v: k for k, v in names.items()}
    order = [by_name.get(r.get("name", ""), 0) for r in rows]
    return (sorted(order) == [1, 2, 3, 4, 5] and cost(order) == best
            and all(float(r["objective"]) == best == float(r["lower_bound"]) for r in rows))


def eighteenth_bar_translation_cases() -> list[Case]:
    G = EIGHTEENTH_TRANSLATION

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120,
           fast: bool = False) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files=files or {}, fast=fast)

    def cli_ok(id: str, what: str, argv: list[str], check, why: str, files: dict, warns: str = "",
               timeout: float = 120) -> Case:
        return Case(id, G, what, argv=argv, files=files, expect="ok", check=check, memory_gb=4.0, timeout=timeout,
                    why=why, warns=warns)

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {})

    cli_bad = command_cases(G)[1]

    return [
        # ------------------------------------------------------------------ automatic metrics, one run file each
        cli_ok("u18m_metric_files_borda", "BLEU, chrF++, COMET-22 and MetricX-23 (negated: lower is better) as one "
               "TREC run per metric over three language pairs, systems with dots, plus signs and unicode: Borda's "
               "consensus per pair equals n - r + 1 by hand",
               ["fuse", "bleu.run", "chrf.run", "comet.run", "metricx.run", "--method", "borda", "-o", "fused.run"],
               _borda_file_check(), files=_RUN_FILES,
               why="rankagg methods borda: n - r + 1 points; runs ranked by score (docs/conventions.md)"),
        cli_ok("u18m_metricx_raw_warns", "MetricX-23 left raw (lower is better): its scores rise down every list, "
               "rankagg reads it by score as trec_eval would and warns naming the file",
               ["fuse", "bleu.run", "metricx.run", "--method", "borda", "-o", "fused.run"],
               lambda out, folder: (folder / "fused.run").exists(), warns="metricx.run: the scores rise down every list",
               files={"bleu.run": _RUN_FILES["bleu.run"], "metricx.run": _run_text("MetricX-23", lower_better=True)},
               why="docs/conventions.md: a run whose scores rise down every list is read by score, with a warning"),
        ok("u18m_metrics_dict_rrf_weights", "the metric table in Python ({metric: {lp: {system: score}}}) fused by "
           "RRF with COMET-22 weighted 2 and BLEU 0.5 (names with dashes and plus signs): Cormack's sum by hand",
           _LISTS + "W = {'COMET-22': 2.0, 'BLEU': 0.5, 'chrF++': 1.0, 'MetricX-23': 1.0}\n"
           "out = rankagg.fuse(LISTS, 'rrf', weights=W)\nmsg = ''\nfor lp in out:\n"
           "    msg = msg or agree(list(out[lp].items()), rrf_ref(per_lp(LISTS, lp), w=W), per_lp(LISTS, lp))\n"
           "report(msg or ('' if set(out) == {'en-de', 'zh-en', 'de-fr'} else 'pairs %r' % list(out)))\n",
           why="docs/conventions.md: weights keyed by run name; RRF sum w / (60 + r)"),
        cli_ok("u18m_weights_cli_dotted_tags", "--weights 'chrF++=2,COMET-22=0.5' on run tags holding plus signs and "
               "dashes: weighted RRF by hand",
               ["fuse", "bleu.run", "chrf.run", "comet.run", "--method", "rrf", "--weights", "chrF++=2,COMET-22=0.5",
                "-o", "fused.run"],
               lambda out, folder: _weighted_rrf_check(folder, {"BLEU": 1.0, "chrF++": 2.0, "COMET-22": 0.5}),
               files={k: v for k, v in _RUN_FILES.items() if k != "metricx.run"},
               why="rankagg fuse --help: per-run weights by run tag; RRF sum w / (60 + r)"),
        cli_ok("u18m_weights_file_metric_names", "a weights file of 'NAME W' lines (xCOMET-XL 3, BLEU 0.25) read by "
               "--weights FILE: weighted RRF by hand",
               ["fuse", "bleu.run", "xcomet.run", "--method", "rrf", "--weights", "w.txt", "-o", "fused.run"],
               lambda out, folder: _weighted_rrf_check(folder, {"BLEU": 0.25, "xCOMET-XL": 3.0}),
               files={"bleu.run": _RUN_FILES["bleu.run"], "xcomet.run": _run_text("COMET-22", tag="xCOMET-XL"),
                      "w.txt": "xCOMET-XL 3\nBLEU 0.25\n"},
               why="rankagg fuse --help: a weights file of 'NAME W' lines"),
        ok("u18m_wide_parquet_missing_metric", "a wide Parquet table (qid = pair, docid = system, score:BLEU, "
           "score:chrF++, score:COMET-22) where COMET was not run for one system of zh-en (null): Borda with the "
           "unranked system sharing the remaining points",
           _LISTS + "rows = []\nfor lp in ['en-de', 'zh-en']:\n    for s in LISTS['BLEU'][lp]:\n"
           "        rows.append({'qid': lp, 'docid': s, **{'score:' + m: LISTS[m][lp][s] for m in ['BLEU', 'chrF++', 'COMET-22']}})\n"
           "df = pd.DataFrame(rows)\ndf.loc[(df.qid == 'zh-en') & (df.docid == 'NLLB+ens'), 'score:COMET-22'] = np.nan\n"
           "df.to_parquet('wide.parquet', index=False)\nout = rankagg.fuse('wide.parquet', 'borda')\nmsg = ''\n"
           "for lp in ['en-de', 'zh-en']:\n    lists = {m: {s: v for s, v in LISTS[m][lp].items() if not (lp == 'zh-en' and m == 'COMET-22' and s == 'NLLB+ens')}\n"
           "             for m in ['BLEU', 'chrF++', 'COMET-22']}\n"
           "    msg = msg or agree(list(out[lp].items()), borda_ref(lists), lists)\nreport(msg)\n",
           why="docs/scale.md: score:<ranker> columns, null = not ranked; rankagg methods borda: unranked='share'"),
        ok("u18m_wide_frame_as_parquet", "the same wide table read back with pandas and filtered to en-de before "
           "fusing: rankagg.fuse(frame) gives what rankagg.fuse(the Parquet file) gives, Borda by hand",
           _LISTS + "rows = [{'qid': 'en-de', 'docid': s, **{'score:' + m: LISTS[m]['en-de'][s] for m in LISTS}} "
           "for s in LISTS['BLEU']['en-de']]\nrows += [{'qid': 'zh-en', 'docid': s, **{'score:' + m: LISTS[m]['zh-en'][s] "
           "for m in LISTS}} for s in LISTS['BLEU']['zh-en']]\npd.DataFrame(rows).to_parquet('wide.parquet', index=False)\n"
           "df = pd.read_parquet('wide.parquet')\nout = rankagg.fuse(df[df.qid == 'en-de'], 'borda')\n"
           "out = out.sort_values('rank')\ndcol = next(c for c in ('doc_id', 'docid') if c in out.columns)\n"
           "got = list(zip(out[dcol], out['score']))\n"
           "report(agree(got, borda_ref(per_lp(LISTS, 'en-de')), per_lp(LISTS, 'en-de')))\n",
           why="docs/architecture.md: the score:<run> layout is read as the long rows it holds; one door for every "
               "form (issue 45): a frame of it reads as its Parquet file"),
        ok("u18m_submission_ids_int", "systems named by their integer submission ids (1234, 1301, 987) in a long "
           "frame of BLEU and COMET: Borda by hand, a tie of points to the smaller id, ids stay integers",
           "df = pd.DataFrame({'q_id': ['en-de'] * 6, 'doc_id': [1234, 1301, 987] * 2, 'run': ['BLEU'] * 3 + ['COMET'] * 3,\n"
           "                   'score': [30.1, 31.5, 29.0, 0.85, 0.83, 0.84]})\nout = rankagg.fuse(df, 'borda').sort_values('rank')\n"
           "lists = {'BLEU': {1234: 30.1, 1301: 31.5, 987: 29.0}, 'COMET': {1234: 0.85, 1301: 0.83, 987: 0.84}}\n"
           "msg = agree(list(zip(out.doc_id.tolist(), out.score.tolist())), borda_ref(lists), lists)\n"
           "report(msg or ('' if all(type(d) is int for d in out.doc_id.tolist()) else 'ids not int'))\n",
           why="docs/conventions.md: ids all int stay int; ties by more lists, best place, smaller id"),
        # ------------------------------------------------------------------ human DA z-scores
        ok("u18m_da_exact_ties_trec_rule", "DA z-scores with two systems exactly tied in en-de (0.112 and 0.112) "
           "fused by RRF with COMET: the tie is ranked by the system name descending (trec_eval's rule)",
           "da = {'en-de': {'Online-B': 0.112, 'ONLINE-W.1234': 0.112, 'NLLB+ens': -0.201, 'GPT-4.5': 0.305}}\n"
           "comet = {'en-de': {'Online-B': 0.851, 'ONLINE-W.1234': 0.832, 'NLLB+ens': 0.821, 'GPT-4.5': 0.872}}\n"
           "out = rankagg.fuse({'DA': da, 'COMET': comet}, 'rrf')\nlists = {'DA': da['en-de'], 'COMET': comet['en-de']}\n"
           "report(agree(list(out['en-de'].items()), rrf_ref(lists), lists))\n",
           why="docs/conventions.md: score descending, a tie by docid descending (trec_eval)"),
        ok("u18m_da_partial_pairs_share", "human DA z-scores where two systems were not evaluated in zh-en (partial "
           "lists), with BLEU complete: Borda shares the remaining points to the unevaluated systems",
           _LISTS + "da = {'en-de': {'Online-B': 0.21, 'GPT-4.5': 0.35, 'ONLINE-W.1234': -0.05, 'NLLB+ens': -0.4, '\\u00daFAL-T': 0.1},\n"
           "      'zh-en': {'GPT-4.5': 0.28, 'ONLINE-W.1234': 0.02, 'Online-B': -0.12}}\n"
           "out = rankagg.fuse({'DA': da, 'BLEU': {lp: LISTS['BLEU'][lp] for lp in da}}, 'borda')\nmsg = ''\n"
           "for lp in da:\n    lists = {'DA': da[lp], 'BLEU': LISTS['BLEU'][lp]}\n"
           "    msg = msg or agree(list(out[lp].items()), borda_ref(lists), lists)\nreport(msg)\n",
           why="rankagg methods borda: unranked='share' gives (n - k + 1) / 2"),
        ok("u18m_da_partial_ignore", "the same partial DA with borda(unranked='ignore'): an unevaluated system gets "
           "nothing from DA",
           _LISTS + "da = {'zh-en': {'GPT-4.5': 0.28, 'ONLINE-W.1234': 0.02, 'Online-B': -0.12}}\n"
           "out = rankagg.fuse({'DA': da, 'BLEU': {'zh-en': LISTS['BLEU']['zh-en']}}, 'borda(unranked=ignore)')\n"
           "lists = {'DA': da['zh-en'], 'BLEU': LISTS['BLEU']['zh-en']}\n"
           "report(agree(list(out['zh-en'].items()), borda_ref(lists, 'ignore'), lists))\n",
           why="rankagg methods borda: unranked='ignore' gives 0 points"),
        ok("u18m_rr_ranks_with_ties_frame", "relative-ranking annotations (each annotator ranks 5 systems 1-5 with "
           "ties, 1 1 3 4 4) as a long frame with a rank column and no score: Borda gives a tied class its best place",
           "rows = [('ann1', ['Online-B', 'GPT-4.5', 'NLLB+ens', 'ONLINE-W.1234', 'Aya23'], [1, 1, 3, 4, 4]),\n"
           "        ('ann2', ['GPT-4.5', 'Online-B', 'ONLINE-W.1234', 'Aya23', 'NLLB+ens'], [1, 2, 2, 4, 5]),\n"
           "        ('ann3', ['ONLINE-W.1234', 'GPT-4.5', 'Online-B', 'NLLB+ens', 'Aya23'], [1, 2, 3, 3, 5])]\n"
           "df = pd.DataFrame([('en-de', a, s, r) for a, ss, rs in rows for s, r in zip(ss, rs)], columns=['q_id', 'run', 'doc_id', 'rank'])\n"
           "out = rankagg.fuse(df, 'borda').sort_values('rank')\nref = {}\nfor a, ss, rs in rows:\n"
           "    for s, r in zip(ss, rs):\n        ref[s] = ref.get(s, 0) + 5 - r + 1\n"
           "got = dict(zip(out.doc_id, out.score))\nmsg = '' if all(close(got[s], ref[s]) for s in ref) else 'scores %r, expected %r' % (got, ref)\n"
           "order = out.doc_id.tolist()\nmsg = msg or ('' if all(ref[a] >= ref[b] for a, b in zip(order, order[1:])) else 'order %r' % order)\n"
           "report(msg)\n",
           why="docs/conventions.md: a repeated rank is a tie at the best place of its class; Borda n - r + 1"),
        # ------------------------------------------------------------------ pairwise preferences
        cli_ok("u18m_cmp_borda_wins_unicode", "pairwise judgments of two pairs (ÚFAL-T, NLLB+ens, ONLINE-W.1234; ties) "
               "as CSV: borda_wins equals wins plus half the ties by hand, names kept whole",
               ["fuse", "cmp.csv", "--method", "borda_wins", "-o", "board.csv"], _table_check("board.csv", _wins()),
               files={"cmp.csv": _cmp_csv()}, why="rankagg methods borda_wins: wins, a tie half"),
        cli_ok("u18m_cmp_excel_bom_crlf", "the same judgments saved by Excel as 'CSV UTF-8' (a byte-order mark, CRLF "
               "line ends): the same borda_wins table",
               ["fuse", "cmp.csv", "--method", "borda_wins", "-o", "board.csv"], _table_check("board.csv", _wins()),
               files={"cmp.csv": ("\ufeff" + _cmp_csv(eol="\r\n")).encode("utf-8")},
               why="docs/conventions.md: the mark at a file's start is dropped; CRLF ends a line as LF"),
        cli_ok("u18m_cmp_pandas_index_column", "the judgments written by pandas' to_csv with its index (an unnamed "
               "first column): the index is no item, the same borda_wins table",
               ["fuse", "cmp.csv", "--method", "borda_wins", "-o", "board.csv"], _table_check("board.csv", _wins()),
               files={"cmp.csv": ",query,item_a,item_b,outcome,judge\n" + "".join(
                   f"{i}," + ",".join(r) + "\n" for i, r in enumerate(_CMP_ROWS))},
               why="docs/preferences.md: a header as R's write.csv writes it, with or without its row-name column"),
        cli_ok("u18m_cmp_tsv_counts", "judgments aggregated per pair of systems with a count column (TSV): "
               "borda_wins equals the rows repeated, by hand",
               ["fuse", "cmp.tsv", "--method", "borda_wins", "-o", "board.tsv"],
               _tsv_check("board.tsv", {("en-de", "Online-B"): 3 + 0.5, ("en-de", "NLLB+ens"): 2 + 0.5 + 1.5,
                                        ("en-de", "ÚFAL-T"): 1.5}),
               files={"cmp.tsv": "query\titem_a\titem_b\toutcome\tcount\nen-de\tOnline-B\tNLLB+ens\twin\t3\n"
                                 "en-de\tOnline-B\tNLLB+ens\ttie\t1\nen-de\tNLLB+ens\tOnline-B\twin\t2\n"
                                 "en-de\tNLLB+ens\tÚFAL-T\ttie\t3\n"},
               why="docs/preferences.md: count is the row repeated; borda_wins wins, ties half"),
        ok("u18m_cmp_parquet_categorical", "judgments as Parquet with pandas Categorical columns (as a campaign "
           "database exports them): borda_wins by hand",
           "rows = %r\ndf = pd.DataFrame(rows, columns=['query', 'item_a', 'item_b', 'outcome', 'judge']).astype('category')\n"
           "df.to_parquet('cmp.parquet')\nfrom rankagg.api.preferences import fuse_comparisons\n"
           "t = fuse_comparisons('cmp.parquet', 'borda_wins')\ngot = {(q, i): s for q, i, s in zip(t['query'], t['item'], t['score'])}\n"
           "ref = %r\nreport('' if got == ref else 'got %%r' %% got)\n" % (_CMP_ROWS, _wins()),
           why="docs/preferences.md: Parquet comparison tables; borda_wins wins, ties half"),
        ok("u18m_davidson_equals_scipy", "600 judgments of 5 systems by 12 annotators with 15% ties: davidson's "
           "scores equal Davidson's likelihood maximised by SciPy (differences to 1e-4)",
           "c = campaign(5, ['en-de'], ['Online-B', 'GPT-4.5', 'NLLB+ens', '\\u00daFAL-T', 'Lan-Bridge'], 600)\n"
           "from rankagg.api.preferences import fuse_comparisons\nt = fuse_comparisons(c, 'davidson')\n"
           "ref = davidson_fit(['Online-B', 'GPT-4.5', 'NLLB+ens', '\\u00daFAL-T', 'Lan-Bridge'], c.item_a, c.item_b, c.outcome)\n"
           "report(diffs_agree(dict(zip(t['item'], t['score'])), ref))\n",
           why="Davidson 1970: P(i>j) = e^u / (e^u + e^-u + nu), u = (ti - tj) / 2 (docs/preferences.md)"),
        ok("u18m_arena_ratings_equal_scipy", "the same judgments written as arena battles (model_a, model_b, winner: "
           "model_a / model_b / tie) in JSON lines: arena's ratings are 1000 + 400/ln 10 theta of Bradley-Terry "
           "with a tie half a win, fitted by SciPy (to 1e-3)",
           "S = ['Online-B', 'GPT-4.5', 'NLLB+ens', '\\u00daFAL-T', 'Lan-Bridge']\nc = campaign(6, ['en-de'], S, 800)\n"
           "b = pd.DataFrame({'model_a': c.item_a, 'model_b': c.item_b, 'winner': c.outcome.map({'win': 'model_a', 'loss': 'model_b', 'tie': 'tie'})})\n"
           "b.to_json('battles.jsonl', orient='records', lines=True)\ncli('fuse', 'battles.jsonl', '--bootstrap', '0', '--quiet', '-o', 'board.csv')\n"
           "t = pd.read_csv('board.csv')\ny = c.outcome.map({'win': 1.0, 'loss': 0.0, 'tie': 0.5})\n"
           "th = bt_fit(S, c.item_a, c.item_b, y)\nref = {s: 1000 + 400 / math.log(10) * th[s] for s in S}\n"
           "got = dict(zip(t['item'], t['score']))\n"
           "report('' if all(abs(got[s] - ref[s]) < 1e-3 for s in S) else 'got %r expected %r' % (got, ref))\n",
           why="docs/preferences.md: arena is Bradley-Terry as arena-rank fits it, 1000 + 400/ln10 theta, theta centred"),
        ok("u18m_bootstrap_clusters_by_annotator", "the campaign's clusters: davidson with 200 redraws of the 12 "
           "annotators on 3 pairs; each point score is the SciPy fit, inside its interval, rank intervals integers "
           "holding the rank",
           "S = SYSTEMS[:6]\nc = campaign(7, ['en-de', 'zh-en', 'de-fr'], S, 500)\n"
           "from rankagg.api.preferences import fuse_comparisons\nimport warnings\nwarnings.simplefilter('ignore')\n"
           "t = fuse_comparisons(c, 'davidson', bootstrap=200, by='judges')\nmsg = ''\nfor lp in ['en-de', 'zh-en', 'de-fr']:\n"
           "    s = c[c['query'] == lp]\n    ref = davidson_fit(S, s.item_a, s.item_b, s.outcome)\n    g = t[t['query'] == lp]\n"
           "    msg = msg or diffs_agree(dict(zip(g['item'], g['score'])), ref)\n"
           "    if not ((g.score_low <= g.score) & (g.score <= g.score_high) & (g.rank_low <= g['rank']) & (g['rank'] <= g.rank_high)).all():\n"
           "        msg = msg or lp + ': an interval misses its estimate'\n"
           "    if g.rank_low.dtype.kind != 'i':\n        msg = msg or 'rank intervals not integers'\nreport(msg)\n",
           why="docs/preferences.md: bootstrap by judges; point estimate the full-sample fit; rank intervals are ranks"),
        ok("u18m_unjudged_system_last", "a system entered but never judged in en-de (items= lists all 6): it comes "
           "last, its score below every other, the others' borda_wins as by hand",
           "rows = %r\nc = pd.DataFrame(rows, columns=['query', 'item_a', 'item_b', 'outcome', 'judge'])\n"
           "c = c[c['query'] == 'en-de']\nfrom rankagg.api.preferences import fuse_comparisons\n"
           "t = fuse_comparisons(c, 'borda_wins', items=['Online-B', 'ONLINE-W.1234', 'NLLB+ens', '\\u00daFAL-T', 'Dubformer'])\n"
           "ref = {k[1]: v for k, v in %r.items() if k[0] == 'en-de'}\n"
           "got = dict(zip(t['item'], t['score']))\nlast = t.sort_values('rank')['item'].iloc[-1]\n"
           "below = got.get('Dubformer', 0) < min(ref.values())\n"
           "report('' if {k: v for k, v in got.items() if k != 'Dubformer'} == ref and below and last == 'Dubformer'\n"
           "       else 'got %%r, last %%r' %% (got, last))\n" % (_CMP_ROWS, _wins()),
           why="docs/preferences.md: a known item no row compares is listed last"),
        ok("u18m_large_campaign_cli", "a full campaign: 15 systems, 10 pairs, 30 annotators, 60,000 judgments as "
           "CSV, davidson with 100 redraws by annotators from the command line; en-de's scores equal the SciPy fit",
           "c = campaign(11, LPS, SYSTEMS, 6000, judges=30)\nc.to_csv('judgments.csv', index=False)\n"
           "cli('fuse', 'judgments.csv', '--method', 'davidson', '--bootstrap', '100', '--quiet', '-o', 'board.csv')\n"
           "t = pd.read_csv('board.csv', keep_default_na=False)\ns = c[c['query'] == 'en-de']\n"
           "ref = davidson_fit(SYSTEMS, s.item_a, s.item_b, s.outcome)\ng = t[t['query'] == 'en-de']\n"
           "msg = diffs_agree(dict(zip(g['item'], g['score'])), ref)\n"
           "report(msg or ('' if len(t) == 150 and set(t['query']) == set(LPS) else 'rows %d' % len(t)))\n",
           timeout=240, why="docs/preferences.md: davidson, bootstrap by judges; Davidson's likelihood by SciPy"),
        # ------------------------------------------------------------------ the consensus over language pairs
        ok("u18m_kemeny_exact_over_pairs", "the consensus of 9 systems over 10 language pairs (each pair a ranker "
           "of COMET scores): kemeny(solver=exact) reaches the brute-force minimum over all 362,880 orders",
           "rng = np.random.default_rng(3)\nS = SYSTEMS[:9]\nbase = np.linspace(1, -1, 9)\n"
           "runs = {lp: {'wmt24': {s: float(b + rng.normal(0, 0.6)) for s, b in zip(S, base)}} for lp in LPS}\n"
           "out = rankagg.fuse(runs, 'kemeny(solver=exact)')\norder = list(out['wmt24'])\n"
           "lists = {lp: runs[lp]['wmt24'] for lp in LPS}\nfrom itertools import permutations\n"
           "idx = {s: i for i, s in enumerate(S)}\nM = np.zeros((9, 9))\nfor p in lists.values():\n"
           "    o = trec_order(p)\n    for i, a in enumerate(o):\n        for b in o[i + 1:]:\n            M[idx[a], idx[b]] += 1\n"
           "perms = np.array(list(permutations(range(9))))\npos = np.argsort(perms, axis=1)\n"
           "cost = sum(M[b, a] * (pos[:, a] < pos[:, b]) for a in range(9) for b in range(9) if a != b)\n"
           "mine = disagreements(order, lists)\n"
           "report('' if sorted(order) == sorted(S) and mine == cost.min() else 'objective %d, minimum %d' % (mine, cost.min()))\n",
           timeout=180, why="Kemeny 1959: the order minimising the pairwise disagreements; brute force over 9!"),
        ok("u18m_kemeny_exact_partial_pair", "one system not submitted for zh-en (a partial list): kemeny(solver="
           "exact, unranked=none) is optimal by brute force counting no preference for its absent pairs",
           "rng = np.random.default_rng(4)\nS = SYSTEMS[:7]\nbase = np.linspace(1, -1, 7)\n"
           "runs = {lp: {'wmt24': {s: float(b + rng.normal(0, 0.7)) for s, b in zip(S, base)}} for lp in LPS[:6]}\n"
           "del runs['zh-en']['wmt24']['GPT-4.5']\nout = rankagg.fuse(runs, 'kemeny(solver=exact, unranked=none)')\n"
           "lists = {lp: runs[lp]['wmt24'] for lp in runs}\norder = list(out['wmt24'])\n"
           "best = kemeny_min(S, lists)\nmine = disagreements(order, lists)\n"
           "report('' if sorted(order) == sorted(S) and mine == best else 'objective %d, minimum %d' % (mine, best))\n",
           timeout=180, why="rankagg methods kemeny: unranked=none, pairs with an unranked item give no preference"),
        cli_ok("u18m_soc_names_with_blanks_kemeny", "annotators' full orders as a PrefLib .soc whose alternative names "
               "hold blanks and parentheses ('GPT-4.5 (5-shot)'): kemeny(solver=exact) to a CSV is the brute-force "
               "optimum, proven (objective = lower bound), the names kept",
               ["fuse", "wmt24-en-de.soc", "--method", "kemeny(solver=exact)", "-o", "kemeny.csv"], _soc_check,
               files={"wmt24-en-de.soc": _SOC},
               why="docs/preferences.md: exact Kemeny with a proof; PrefLib alternative names"),
        ok("u18m_borda_over_pairs_missing_system", "Borda of 6 systems over 4 language pairs' DA ranks, one system "
           "absent from de-fr: the campaign's overall table by hand",
           "rng = np.random.default_rng(9)\nS = SYSTEMS[:6]\n"
           "runs = {lp: {'overall': {s: float(rng.normal()) for s in S}} for lp in LPS[:4]}\n"
           "del runs['de-fr']['overall']['NLLB+ens']\nout = rankagg.fuse(runs, 'borda')\n"
           "lists = {lp: runs[lp]['overall'] for lp in runs}\nreport(agree(list(out['overall'].items()), borda_ref(lists), lists))\n",
           why="rankagg methods borda: unranked='share'"),
        ok("u18m_evaluate_metric_against_clusters", "how well does BLEU's ranking find the human top cluster: qrels "
           "of cluster grades (2 top, 1 middle, 0 bottom) per pair, BLEU's run scored by nDCG@3 and P@2 by hand",
           _LISTS + "grades = {'en-de': {'GPT-4.5': 2, 'Online-B': 2, '\\u00daFAL-T': 1, 'ONLINE-W.1234': 1, 'NLLB+ens': 0},\n"
           "          'zh-en': {'GPT-4.5': 2, 'ONLINE-W.1234': 1, 'Online-B': 1, 'NLLB+ens': 0, '\\u00daFAL-T': 0}}\n"
           "bleu = {lp: LISTS['BLEU'][lp] for lp in grades}\nres = rankagg.evaluate(bleu, grades, ['nDCG@3', 'P@2'])\n"
           "def ndcg(lp, k):\n    o = trec_order(bleu[lp])[:k]\n    dcg = sum(grades[lp].get(d, 0) / math.log2(i + 2) for i, d in enumerate(o))\n"
           "    ideal = sorted(grades[lp].values(), reverse=True)[:k]\n    return dcg / sum(g / math.log2(i + 2) for i, g in enumerate(ideal))\n"
           "ref_n = np.mean([ndcg(lp, 3) for lp in grades])\n"
           "ref_p = np.mean([sum(grades[lp].get(d, 0) > 0 for d in trec_order(bleu[lp])[:2]) / 2 for lp in grades])\n"
           "got = res if isinstance(res, dict) else dict(res)\nmsg = ''\n"
           "gn = got.get('nDCG@3', got.get('ndcg_cut_3'))\ngp = got.get('P@2', got.get('P_2'))\n"
           "report('' if gn is not None and close(float(gn), ref_n) and close(float(gp), ref_p) else 'got %r, expected %r %r' % (got, ref_n, ref_p))\n",
           why="trec_eval: nDCG gain = grade, discount log2(r + 1); P@k over k (docs/conventions.md)"),
        # ------------------------------------------------------------------ the day's mistakes and odd files
        cli_ok("u18m_mqm_trust_rank_borda", "raw MQM error scores (lower is better) with their rank column 1..n "
               "written right, beside BLEU: --trust-rank orders each list by its ranks, Borda by hand",
               ["fuse", "mqm.run", "bleu.run", "--trust-rank", "--method", "borda", "-o", "fused.run"],
               _mqm_trust_check, files={"mqm.run": _MQM_RUN, "bleu.run": _RUN_FILES["bleu.run"]},
               why="docs/conventions.md: --trust-rank orders by the rank column; borda reads ranks only"),
        ok("u18m_polars_metric_table", "the metric table as a polars frame (q_id = pair, doc_id = system, run = "
           "metric, MetricX negated): rankagg.fuse answers in polars, RRF by hand",
           _LISTS + "import polars as pl\nrows = [(lp, s, m, v) for m, per in LISTS.items() for lp, p in per.items() for s, v in p.items()]\n"
           "df = pl.DataFrame(rows, schema=['q_id', 'doc_id', 'run', 'score'], orient='row')\n"
           "out = rankagg.fuse(df, 'rrf')\nmsg = '' if isinstance(out, pl.DataFrame) else 'not polars: %s' % type(out).__name__\n"
           "o = out.to_pandas() if not msg else None\nfor lp in ['en-de', 'zh-en', 'de-fr']:\n"
           "    if msg:\n        break\n    g = o[o.q_id == lp].sort_values('rank')\n"
           "    msg = agree(list(zip(g.doc_id, g.score)), rrf_ref(per_lp(LISTS, lp)), per_lp(LISTS, lp))\nreport(msg)\n",
           why="README: rankagg.fuse returns what it was given (polars); RRF sum 1 / (60 + r)"),
        ok("u18m_arrow_dictionary_combsum", "the metric table as an Arrow table with dictionary-encoded system and "
           "metric columns: CombSUM of min-max normalised metrics by hand",
           _LISTS + "import pyarrow as pa\nrows = [(lp, s, m, v) for m, per in LISTS.items() for lp, p in per.items() for s, v in p.items()]\n"
           "t = pa.table({'q_id': [r[0] for r in rows], 'doc_id': pa.array([r[1] for r in rows]).dictionary_encode(),\n"
           "              'run': pa.array([r[2] for r in rows]).dictionary_encode(), 'score': [r[3] for r in rows]})\n"
           "out = rankagg.fuse(t, 'combsum', norm='minmax').to_pandas()\nmsg = ''\nfor lp in ['en-de', 'zh-en', 'de-fr']:\n"
           "    lists = per_lp(LISTS, lp)\n    ref = {}\n    for p in lists.values():\n        lo, hi = min(p.values()), max(p.values())\n"
           "        for d, v in p.items():\n            ref[d] = ref.get(d, 0.0) + (v - lo) / (hi - lo)\n"
           "    g = out[out.q_id == lp].sort_values('rank')\n    msg = msg or agree(list(zip(g.doc_id.astype(str), g.score)), ref, lists)\nreport(msg)\n",
           why="docs/conventions.md: minmax (s - min) / (max - min); CombSUM sums them"),
        cli_ok("u18m_explain_metric_contributions", "--explain on the RRF of BLEU and COMET-22: each system's line "
               "gives each metric's rank and contribution 1 / (60 + r), summing to its fused score",
               ["fuse", "bleu.run", "comet.run", "--method", "rrf", "--explain", "why.jsonl", "-o", "fused.run"],
               _explain_check, files={"bleu.run": _RUN_FILES["bleu.run"], "comet.run": _RUN_FILES["comet.run"]},
               why="rankagg fuse --help: --explain gives each list's rank, weight and contribution; RRF 1 / (60 + r)"),
        ok("u18m_toc_clusters_buckets", "annotators' orders with tied clusters as a PrefLib .toc: kemeny(consensus="
           "buckets) is a bucket order at the brute-force minimum of the Kemeny-Snell distance over all 541 weak "
           "orders of the 5 systems",
           "open('wmt.toc', 'w').write(%r)\nvotes = [(2, [[1, 2], [3], [4, 5]]), (2, [[2], [1, 3], [4], [5]]), (1, [[5], [4], [3], [2], [1]]),\n"
           "         (1, [[1], [2, 3, 4, 5]])]\n"
           "def rel(buckets):\n    at = {a: i for i, b in enumerate(buckets) for a in b}\n"
           "    return {(a, b): (at[a] > at[b]) - (at[a] < at[b]) for a in at for b in at if a < b}\n"
           "def ks(cons):\n    c = rel(cons)\n    return sum(w * abs(c[k] - v) for w, b in votes for k, v in rel(b).items())\n"
           "def weak(items):\n    if not items:\n        yield []\n        return\n"
           "    first, rest = items[0], items[1:]\n    for w in weak(rest):\n        for i in range(len(w) + 1):\n"
           "            yield w[:i] + [[first]] + w[i:]\n        for i in range(len(w)):\n"
           "            yield w[:i] + [w[i] + [first]] + w[i + 1:]\n"
           "orders = list(weak([1, 2, 3, 4, 5]))\nbest = min(ks(o) for o in orders)\n"
           "cli('fuse', 'wmt.toc', '--method', 'kemeny(consensus=buckets)', '--quiet', '-o', 'k.csv')\n"
           "t = pd.read_csv('k.csv')\nname = {'A1': 1, 'A2': 2, 'A3': 3, 'A4': 4, 'A5': 5}\n"
           "groups = [sorted(name[n] for n in g['name']) for _, g in t.groupby('score', sort=True)][::-1]\n"
           "report('' if ks(groups) == best and len(orders) == 541 else 'buckets %%r distance %%r, minimum %%r' %% (groups, ks(groups), best))\n"
           % (_TOC,),
           why="Kemeny & Snell 1962: the bucket order minimising the distance; docs/preferences.md consensus=buckets"),
        ok("u18m_fuser_per_pair_rrf", "the per-pair Fuser of the live leaderboard: Fuser('rrf') on each pair's "
           "{metric: {system: score}} equals Cormack's RRF by hand",
           _LISTS + "fu = rankagg.Fuser('rrf')\nmsg = ''\nfor lp in ['en-de', 'zh-en', 'de-fr']:\n"
           "    msg = msg or agree(fu(per_lp(LISTS, lp)), rrf_ref(per_lp(LISTS, lp)), per_lp(LISTS, lp))\nreport(msg)\n",
           why="README: the Fuser gives the batch scores; RRF sum 1 / (60 + r)"),
        cli_bad("u18m_cmp_outcome_left_blank", "an annotator skipped a comparison and left its outcome cell empty: "
                "refused at the line", ["fuse", "cmp.csv", "-o", "board.csv"],
                {"cmp.csv": "query,item_a,item_b,outcome\nen-de,Online-B,NLLB+ens,win\nen-de,NLLB+ens,ÚFAL-T,\n"},
                "cmp.csv:3", "outcome", outputs=("board.csv",),
                why="docs/preferences.md: an outcome that is not win, loss or tie is refused at its line"),
        cli_bad("u18m_rr_winner_names_csv", "the campaign tool's pairwise export (lp, system_a, system_b, winner "
                "naming the better system, annotator) given to fuse as CSV: refused naming the file and the outcome "
                "column a comparison table needs",
                ["fuse", "rr.csv", "-o", "board.csv"],
                {"rr.csv": "lp,system_a,system_b,winner,annotator\nen-de,Online-B,ONLINE-W.1234,Online-B,ann1\n"
                           "en-de,Online-B,NLLB+ens,NLLB+ens,ann2\nen-de,NLLB+ens,ÚFAL-T,tie,ann3\n"},
                "rr.csv:1", "outcome", outputs=("board.csv",),
                why="docs/preferences.md: a comparison table has an outcome column (win, loss, tie); read as gene "
                    "lists it was told 'item en-de appears twice in list lp'"),
        cli_bad("u18m_rr_winner_names_tsv_gz", "the same export as gzipped TSV with a 'preferred' column: refused "
                "naming the file and the outcome column",
                ["fuse", "rr.tsv.gz", "-o", "board.tsv"],
                {"rr.tsv.gz": __import__("gzip").compress(
                    b"lp\tsys1\tsys2\tpreferred\nen-de\tOnline-B\tNLLB+ens\tOnline-B\nzh-en\tOnline-B\tGPT-4.5\tGPT-4.5\n", mtime=0)},
                "rr.tsv.gz:1", "outcome", outputs=("board.tsv",),
                why="docs/preferences.md: a comparison table has an outcome column"),
        cli_bad("u18m_rr_winner_names_jsonl", "the export as JSON lines (system_a, system_b, winner): refused "
                "naming the file and the outcome column",
                ["fuse", "rr.jsonl", "-o", "board.csv"],
                {"rr.jsonl": '{"lp": "en-de", "system_a": "Online-B", "system_b": "NLLB+ens", "winner": "Online-B"}\n'},
                "rr.jsonl", "outcome", outputs=("board.csv",),
                why="docs/preferences.md: a comparison table has an outcome column"),
        cli_bad("u18m_cmp_system_name_blank", "a system named 'GPT-4.5 (5-shot)' in a comparison CSV: refused at its "
                "line (ids hold no blank)",
                ["fuse", "cmp.csv", "--method", "borda_wins", "-o", "board.csv"],
                {"cmp.csv": "query,item_a,item_b,outcome\nen-de,Online-B,NLLB+ens,win\nen-de,GPT-4.5 (5-shot),Online-B,win\n"},
                "cmp.csv:3", "GPT-4.5 (5-shot)", outputs=("board.csv",),
                why="docs/preferences.md: query, item_a, item_b are ids: no blank or newline"),
        cli_bad("u18m_run_system_name_blank", "a BLEU run line whose system is 'GPT-4.5 (5-shot)': seven fields, "
                "refused at its line", ["fuse", "bleu.run", "chrf.run", "-o", "fused.run"],
                {"bleu.run": "en-de Q0 Online-B 1 34.5 BLEU\nen-de Q0 GPT-4.5 (5-shot) 2 33.1 BLEU\n",
                 "chrf.run": _RUN_FILES["chrf.run"]}, "bleu.run:2",
                why="docs/conventions.md: a wrong field count is refused at its line (trec_eval fails on it)", fast=True),
        cli_bad("u18m_da_comma_decimal", "DA z-scores written with a decimal comma by a German spreadsheet "
                "('0,123'): refused at the line", ["fuse", "da.run", "bleu.run", "-o", "fused.run"],
                {"da.run": "en-de Q0 GPT-4.5 1 0.305 DA\nen-de Q0 Online-B 2 0,123 DA\n", "bleu.run": _RUN_FILES["bleu.run"]},
                "da.run:2", why="docs/conventions.md: a non-numeric score is refused naming the file and line", fast=True),
        cli_bad("u18m_system_twice_in_pair", "a system listed twice in one pair of the COMET run (two submissions of "
                "one team under one name): refused at the second line",
                ["fuse", "comet.run", "bleu.run", "-o", "fused.run"],
                {"comet.run": "en-de Q0 GPT-4.5 1 0.872 COMET\nen-de Q0 Online-B 2 0.851 COMET\nen-de Q0 GPT-4.5 3 0.84 COMET\n",
                 "bleu.run": _RUN_FILES["bleu.run"]}, "comet.run:3",
                why="docs/conventions.md: a document twice in one list is refused naming the line", fast=True),
        bad("u18m_mqm_nan_in_frame", "a long frame of MQM scores with NaN for a system whose MQM was not computed: "
            "refused naming the row", "df = pd.DataFrame({'q_id': ['en-de'] * 4, 'doc_id': ['Online-B', 'NLLB+ens'] * 2,\n"
            "                   'run': ['BLEU', 'BLEU', 'MQM', 'MQM'], 'score': [34.5, 28.4, np.nan, -6.5]})\nrankagg.fuse(df, 'borda')\n",
            "row 2", why="docs/conventions.md: a NaN score is refused naming its row; leave the system out instead"),
        bad("u18m_long_frame_lp_system_columns", "the metric table as the organiser keeps it (lp, system, metric, "
            "score) given to rankagg.fuse: refused naming the query and document columns it needs and those it has",
            "df = pd.DataFrame({'lp': ['en-de'] * 2, 'system': ['Online-B', 'NLLB+ens'], 'metric': ['BLEU'] * 2, 'score': [34.5, 28.4]})\n"
            "rankagg.fuse(df, 'borda')\n", "qid", "lp",
            why="docs/conventions.md: a frame is read by its column names; a missing role is named"),
        cli_bad("u18m_cmp_semicolons", "the judgments saved by a German Excel (semicolons): refused at line 1 "
                "saying why", ["fuse", "cmp.csv", "-o", "board.csv"],
                {"cmp.csv": _cmp_csv(sep=";")}, "cmp.csv:1", outputs=("board.csv",),
                why="a table of another separator is read as one column; refused naming the file and line"),
        cli_bad("u18m_qrels_da_zscores", "DA z-scores used as qrels grades to score a metric's ranking: refused at "
                "the line (a grade is an integer; trec_eval's atol would make every z-score 0)",
                ["evaluate", "--qrels", "da.qrels", "bleu.run", "--measures", "nDCG@3"],
                {"da.qrels": "en-de 0 GPT-4.5 0.35\nen-de 0 Online-B -0.12\n", "bleu.run": _RUN_FILES["bleu.run"]},
                "da.qrels:1", outputs=(),
                why="trec_eval reads a grade as an integer: a z-score would be truncated to 0, a wrong answer"),
        cli_bad("u18m_wide_metrics_csv", "the system x metric wide CSV (system, BLEU, chrF, COMET-22, MetricX-23) "
                "given to fuse: refused naming the file, its line and the first metric column",
                ["fuse", "metrics.csv", "-o", "consensus.csv"],
                {"metrics.csv": "system,BLEU,chrF,COMET-22,MetricX-23\nOnline-B,34.5,61.2,0.851,3.21\n"
                                "GPT-4.5,36.1,62.0,0.872,2.95\nNLLB+ens,28.4,57.1,0.821,4.10\n"},
                "metrics.csv:2", "BLEU", outputs=("consensus.csv",),
                why="docs/genes.md: a table of lists holds ids; a column of numbers is no list"),
    ]


def _weighted_rrf_check(folder: Path, weights: dict[str, float]):
    """The fused run is weighted RRF by hand (Cormack: sum w / (60 + r)) on each pair of the metric files."""
    names = {"BLEU": "BLEU", "chrF++": "chrF++", "COMET-22": "COMET-22", "xCOMET-XL": "COMET-22"}
    fused = _read_fused(folder, "fused.run")
    for lp in ("en-de", "zh-en", "de-fr"):
        ref: dict[str, float] = {}
        for tag, w in weights.items():
            p = _METRICS[names[tag]][lp]
            for r, s in enumerate(sorted(p, key=lambda s: (p[s], s.encode()), reverse=True), 1):
                ref[s] = ref.get(s, 0.0) + w / (60 + r)
        got = fused.get(lp, [])
        if sorted(d for d, _ in got) != sorted(ref):
            return False
        if any(abs(s - ref[d]) > 1e-9 for d, s in got):
            return False
        if [d for d, _ in got] != sorted(ref, key=lambda s: -ref[s]):
            return False
    return True


def _tsv_check(name: str, expected: dict[tuple[str, str], float]):
    def check(out: str, folder: Path) -> bool:
        with open(folder / name, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh, delimiter="\t"))
        return {(r["query"], r["item"]): float(r["score"]) for r in rows} == expected

    return check


_MQM_RUN = ("en-de Q0 GPT-4.5 1 2.5 MQM\nen-de Q0 ÚFAL-T 2 3.0 MQM\nen-de Q0 Online-B 3 4.25 MQM\n"
            "en-de Q0 ONLINE-W.1234 4 6.0 MQM\nen-de Q0 NLLB+ens 5 7.5 MQM\n"
            "zh-en Q0 GPT-4.5 1 4.0 MQM\nzh-en Q0 ONLINE-W.1234 2 5.5 MQM\nzh-en Q0 Online-B 3 5.75 MQM\n"
            "zh-en Q0 NLLB+ens 4 8.0 MQM\nzh-en Q0 ÚFAL-T 5 9.5 MQM\n")

_TOC = """# FILE NAME: wmt.toc
# TITLE: WMT en-de clusters
# DATA TYPE: toc
# MODIFICATION TYPE: original
# NUMBER ALTERNATIVES: 5
# NUMBER VOTERS: 6
# NUMBER UNIQUE ORDERS: 4
# ALTERNATIVE NAME 1: A1
# ALTERNATIVE NAME 2: A2
# ALTERNATIVE NAME 3: A3
# ALTERNATIVE NAME 4: A4
# ALTERNATIVE NAME 5: A5
2: {1,2},3,{4,5}
2: 2,{1,3},4,5
1: 5,4,3,2,1
1: 1,{2,3,4,5}
"""


def _mqm_trust_check(out: str, folder: Path) -> bool:
    """Borda by hand on the MQM run's rank column (errors: lower is better) and BLEU read by score."""
    fused = _read_fused(folder, "fused.run")
    mqm: dict[str, dict[str, int]] = {}
    for line in _MQM_RUN.splitlines():
        q, _, d, r, _, _ = line.split()
        mqm.setdefault(q, {})[d] = int(r)
    for lp, ranks in mqm.items():
        n = len(ranks)
        bleu = _METRICS["BLEU"][lp]
        order = sorted(bleu, key=lambda s: (bleu[s], s.encode()), reverse=True)
        points = {s: (n - ranks[s] + 1) + (n - order.index(s)) for s in ranks}
        best = {s: min(ranks[s], order.index(s) + 1) for s in ranks}
        expected = sorted(points, key=lambda s: (-points[s], best[s], s))
        if [d for d, _ in fused.get(lp, [])] != expected:
            return False
    return True


def _explain_check(out: str, folder: Path) -> bool:
    """Each --explain line: the metric's rank by score, contribution 1 / (60 + r), their sum the fused score."""
    import json

    fused = {(q, d): s for q, lines in _read_fused(folder, "fused.run").items() for d, s in lines}
    seen = 0
    for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        total = 0.0
        for tag, metric in (("BLEU", "BLEU"), ("COMET-22", "COMET-22")):
            p = _METRICS[metric][row["qid"]]
            rank = sorted(p, key=lambda s: (p[s], s.encode()), reverse=True).index(row["docid"]) + 1
            part = row["lists"][tag]
            if part["rank"] != rank or abs(part["contribution"] - 1 / (60 + rank)) > 1e-12:
                return False
            total += 1 / (60 + rank)
        if abs(row["score"] - total) > 1e-12 or (row["qid"], row["docid"]) not in fused:
            return False
        seen += 1
    return seen == 15
