"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a quantitative analyst's cross-sectional factor ranks (its cases, ids ``u16q_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import io
import json
import random

from .case import Case, stdout_has, snippet_cases, command_cases_files_optional  # noqa: F401
from .references import RANKED_LISTS

SIXTEENTH_QUANT = "45 Unseen inputs: a sixteenth bar, a quantitative analyst's cross-sectional factor ranks"

# The analyst's day: every rebalance date (a month end, '2024-01-31') is a query, every stock (a ticker, a CUSIP, a
# PERMNO) a document, every factor (value, momentum, quality, lowvol) a run whose score is the factor's exposure,
# higher better.  The references below are independent of rankagg's code: ``desc_order`` ranks one factor's
# cross-section as docs/conventions.md says every form is ranked (score descending, a tie by the id descending as
# bytes: trec_eval's rule); ``borda_ref`` is ``rankagg methods borda`` (n - r + 1 points over the date's n stocks, a
# factor that lacks a stock giving it (n - k + 1) / 2), which without ties and missing values is the desk's habit
# ``df.groupby(['q_id', 'run']).score.rank()`` summed (checked against pandas itself where said); ``rrf_ref`` is
# ``sum w / (k + r)``; ``z_ref`` is ``sum w * scipy.stats.zscore`` (ddof 0; a constant cross-section gives 0, as
# ``rankagg methods combsum`` documents); ``agree`` holds a fused list to a reference: the same ids, the scores within
# 1e-9 relative, the order by score and, among equal scores, by the house rule of ``rankagg methods`` (more lists that
# returned the stock, then its best place, then the id).
_K = ("""
import json, math, os, sys
import numpy as np
import pandas as pd
import rankagg
from scipy.stats import rankdata, zscore
FACTORS = ('value', 'momentum', 'quality', 'lowvol')
def month_ends(n, start='2015-01-31'):
    return list(pd.date_range(start, periods=n, freq='ME').strftime('%Y-%m-%d'))
def tickers(n):
    special = ['BRK.B', 'BF-B', 'BRK/A', '0700.HK', '037833100', '0263494', 'RDS-A', 'GOOGL']
    return special[:min(n, len(special))] + ['S%05d' % i for i in range(max(0, n - len(special)))]
def panel(n_stocks, n_dates, seed=0, factors=FACTORS, decimals=None):
    rng = np.random.default_rng(seed)
    dates, tk = month_ends(n_dates), tickers(n_stocks)
    q = np.repeat(dates, n_stocks * len(factors))
    d = np.tile(np.repeat(tk, len(factors)), n_dates)
    r = np.tile(list(factors), n_stocks * n_dates)
    s = rng.normal(size=len(q))
    if decimals is not None:
        s = np.round(s, decimals)
    return pd.DataFrame({'q_id': q, 'doc_id': d, 'run': r, 'score': s})
def lists_of(df, q):
    sub = df[df.q_id == q]
    return {m: dict(zip(g.doc_id, g.score.astype(float))) for m, g in sub.groupby('run', observed=True)}
""" + RANKED_LISTS + """def z_ref(models, w=None):
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        wm = (w or {}).get(m, 1.0)
        ids = list(p)
        x = np.array([p[d] for d in ids], dtype=float)
        z = zscore(x) if x.std() > 0 else np.zeros(len(x))
        pos = positions(p)
        for d, v in zip(ids, z):
            sc[d] = sc.get(d, 0.0) + wm * float(v)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), pos[d])
    return sc, cnt, best
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
def agree(got, ref, scores=True, tol=1e-9):
    sc, cnt, best = ref
    got = [(d.item() if hasattr(d, 'item') else d, float(s)) for d, s in got]
    if len(got) != len(sc) or set(d for d, _ in got) != set(sc):
        return 'ids differ: %d fused, %d expected, e.g. %r' % (len(got), len(sc), sorted(set(d for d, _ in got) ^ set(sc), key=str)[:3])
    if scores:
        for d, s in got:
            if not close(s, sc[d], tol):
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
def frame_agree(out, df, ref_of, **kw):
    for q in dict.fromkeys(df.q_id):
        o = out[out.q_id == q].sort_values('rank')
        msg = agree(list(zip(o.doc_id, o.score)), ref_of(lists_of(df, q)), **kw)
        if msg:
            return '%s: %s' % (q, msg)
    return ''
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
""")[1:]

_FACTORS = ("value", "momentum", "quality", "lowvol")
_TICKERS = ["BRK.B", "BF-B", "BRK/A", "0700.HK", "037833100", "0263494", "RDS-A", "GOOGL"] + [f"S{i:05d}" for i in range(40)]


def _scores(n_dates: int, seed: int, factors=_FACTORS, tickers=_TICKERS) -> dict:
    """{factor: {date: {ticker: score text}}}, distinct scores written with repr, deterministic."""
    rnd = random.Random(seed)
    dates = [f"2024-{m:02d}-{d}" for m, d in ((1, 31), (2, 29), (3, 28), (4, 30), (5, 31), (6, 28))][:n_dates]
    return {f: {q: {t: repr(round(rnd.gauss(0.0, 1.0), 9)) for t in tickers} for q in dates} for f in factors}


def _trec(f: str, by_date: dict) -> str:
    return "".join(f"{q} Q0 {t} {i} {s} {f}\n" for q, docs in by_date.items()
                   for i, (t, s) in enumerate(sorted(docs.items(), key=lambda kv: -float(kv[1])), 1))


def _pos(p: dict) -> dict:
    order = sorted(p, key=lambda d: (float(p[d]), d.encode()), reverse=True)
    return {d: r for r, d in enumerate(order, 1)}


def _read_trec(path) -> list[tuple[str, str, float]]:
    rows = []
    for line in open(path).read().splitlines():
        q, _, d, _, s, _ = line.split()
        rows.append((q, d, float(s)))
    return rows


def _cli_check(runs: dict, method: str, weights: dict | None = None, out: str = "composite.run", k: float = 60.0):
    """A fused run file against Borda / RRF computed here from ``{factor: {date: {ticker: score}}}``."""

    def check(stdout: str, folder) -> bool:
        rows = _read_trec(folder / out)
        dates = list(dict.fromkeys(q for p in runs.values() for q in p))
        for q in dates:
            models = {f: p.get(q, {}) for f, p in runs.items()}  # a factor without the date: k = 0 (Borda's share)
            allids = set().union(*[set(p) for p in models.values()])
            n = len(allids)
            sc: dict[str, float] = {}
            for f, p in models.items():
                w = (weights or {}).get(f, 1.0)
                ps = _pos(p)
                for d in allids:
                    if method == "borda":
                        sc[d] = sc.get(d, 0.0) + w * ((n - ps[d] + 1) if d in ps else (n - len(p) + 1) / 2)
                    elif d in ps:
                        sc[d] = sc.get(d, 0.0) + w / (k + ps[d])
            got = [(d, s) for qq, d, s in rows if qq == q]
            if len(got) != n or {d for d, _ in got} != allids:
                return False
            for (a, _), (b, _) in zip(got, got[1:]):
                if sc[a] < sc[b] - 1e-9 * max(1.0, abs(sc[b])):
                    return False
            if not all(abs(s - sc[d]) <= 1e-6 * max(1.0, abs(sc[d])) for d, s in got):
                return False
        return len(rows) == sum(len(set().union(*[set(p[q]) for p in runs.values() if q in p]))
                                for q in dict.fromkeys(q for p in runs.values() for q in p))

    return check


def _parquet_setup(code: str):
    """A setup that writes Parquet files in the case's folder with pandas / pyarrow (the vendor's files)."""

    def setup(folder) -> None:
        import numpy as np  # noqa: F401  (the snippet's names)
        import pandas as pd  # noqa: F401
        import pyarrow as pa  # noqa: F401
        import pyarrow.parquet as pq  # noqa: F401

        here = {"np": np, "pd": pd, "pa": pa, "pq": pq, "folder": folder}
        exec(code, here)

    return setup


_VENDOR = (
    "rng = np.random.default_rng(7)\n"
    "dates = ['2024-01-31', '2024-02-29', '2024-03-28']\n"
    "tk = ['BRK.B', 'BF-B', '0700.HK', '037833100'] + ['S%04d' % i for i in range(56)]\n"
    "rows = [(q, t, f, float(rng.normal())) for q in dates for t in tk for f in ('value', 'momentum', 'quality', 'lowvol')]\n"
    "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'run', 'score'])\n"
)


def _parquet_ref_check(ref_code: str, method: str, out: str = "composite.run"):
    """A fused run from a Parquet table, held to Borda / RRF of the same rows (read back with pandas here)."""

    def check(stdout: str, folder) -> bool:
        import pandas as pd

        df = pd.read_parquet(folder / "factors.parquet")
        here = {"df": df, "pd": pd}
        exec(ref_code, here)
        df = here["df"]
        runs: dict = {}
        for (f, q), g in df.groupby(["run", "q_id"], observed=True):
            runs.setdefault(str(f), {})[str(q)] = dict(zip(g.doc_id.astype(str), g.score.astype(float)))
        return _cli_check(runs, method, out=out)(stdout, folder)

    return check


def sixteenth_bar_quant_cases() -> list[Case]:
    G = SIXTEENTH_QUANT

    ok, bad = snippet_cases(G, _K)

    cli_ok, cli_bad = command_cases_files_optional(G, outputs=("composite.run",))

    s4 = _scores(3, 1)
    factor_runs = {f"{f}.run": _trec(f, p) for f, p in s4.items()}
    names = sorted(factor_runs)
    w = {"value": 0.4, "momentum": 0.3, "quality": 0.2, "lowvol": 0.1}
    # momentum needs 12 months of prices: a stock listed since lacks it; quality has no value for banks
    gappy = _scores(3, 2)
    for q in gappy["momentum"]:
        for t in ("S00003", "S00017", "BF-B"):
            del gappy["momentum"][q][t]
    for t in ("S00020", "S00021"):
        del gappy["quality"]["2024-02-29"][t]
    del gappy["lowvol"]["2024-03-28"]  # the low-vol model failed on the last date
    gappy_runs = {f"{f}.run": _trec(f, p) for f, p in gappy.items()}
    # percentile ranks exported as whole numbers, one row per stock (a wide table)
    rnd = random.Random(5)
    pct_rows = ["ticker,value_pctile,momentum_pctile,quality_pctile,lowvol_pctile"]
    perms = [rnd.sample(range(1, 31), 30) for _ in range(4)]
    for i, t in enumerate(_TICKERS[:30]):
        pct_rows.append(",".join([t] + [str(round(100 * p[i] / 30)) for p in perms]))
    pct_csv = "\n".join(pct_rows) + "\n"
    pct_tsv = pct_csv.replace(",", "\t")
    weights_json = json.dumps(w)
    buf = io.StringIO()
    for f, x in w.items():
        buf.write(f"{f} {x}\n")
    weights_txt = buf.getvalue()

    return [
        # ---------------------------------------------------------------- the composite by the Python API
        ok("u16q_borda_vs_groupby_rank", "a long frame of 400 stocks x 12 month ends x 4 factors: borda (depth=None) "
           "against the desk's df.groupby(['q_id', 'run']).score.rank() summed per (date, stock)",
           "df = panel(400, 12, seed=1)\nout = rankagg.fuse(df, 'borda', depth=None)\n"
           "ref = df.assign(r=df.groupby(['q_id', 'run']).score.rank()).groupby(['q_id', 'doc_id']).r.sum()\n"
           "got = out.set_index(['q_id', 'doc_id']).score\n"
           "msg = '' if len(got) == len(ref) and np.allclose(got.sort_index().to_numpy(), ref.sort_index().to_numpy(), rtol=1e-12) else 'pandas differs'\n"
           "report(msg or frame_agree(out, df, borda_ref))\n",
           why="rankagg methods borda: n - r + 1 points; without ties, pandas' ascending rank"),
        ok("u16q_weighted_borda", "factor weights value .4, momentum .3, quality .2, lowvol .1 on a Borda composite",
           "df = panel(300, 6, seed=2)\nW = {'value': 0.4, 'momentum': 0.3, 'quality': 0.2, 'lowvol': 0.1}\n"
           "out = rankagg.fuse(df, 'borda', weights=W, depth=None)\nreport(frame_agree(out, df, lambda m: borda_ref(m, W)))\n",
           why="rankagg methods borda: each ranker's points times its weight"),
        ok("u16q_zscore_composite", "the classic z-score composite: combsum(norm='zscore') with factor weights, "
           "against sum w * scipy.stats.zscore per date",
           "df = panel(500, 6, seed=3)\nW = {'value': 0.4, 'momentum': 0.3, 'quality': 0.2, 'lowvol': 0.1}\n"
           "out = rankagg.fuse(df, \"combsum(norm='zscore')\", weights=W, depth=None)\n"
           "report(frame_agree(out, df, lambda m: z_ref(m, W)))\n",
           why="rankagg methods combsum: the sum of the weighted normalised scores; norms.py zscore is ddof 0"),
        ok("u16q_rrf_composite", "RRF (k=60) of the four factor ranks per date, against brute force",
           "df = panel(500, 6, seed=4)\nout = rankagg.fuse(df, 'rrf', depth=None)\nreport(frame_agree(out, df, rrf_ref))\n",
           why="rrf: sum 1 / (60 + r)"),
        ok("u16q_pe_negated", "value as a P/E (lower is better) negated before fusing: the same composite as ranking "
           "P/E ascending by hand",
           "rng = np.random.default_rng(5)\ndf = panel(200, 3, seed=5)\n"
           "pe = np.exp(rng.normal(2.5, 0.5, size=len(df)))\nis_v = (df.run == 'value').to_numpy()\n"
           "df.loc[is_v, 'score'] = -pe[is_v]\nout = rankagg.fuse(df, 'borda', depth=None)\nmsg = ''\n"
           "for q in dict.fromkeys(df.q_id):\n    sub = df[df.q_id == q]\n    sc = {}\n"
           "    for f, g in sub.groupby('run'):\n        vals = (-g.score if f == 'value' else g.score).to_numpy()\n"
           "        asc = rankdata(-vals if f == 'value' else vals)\n"
           "        for d, r in zip(g.doc_id, asc):\n            sc[d] = sc.get(d, 0.0) + r\n"
           "    o = out[out.q_id == q].sort_values('rank')\n"
           "    msg = msg or ('' if all(close(s, sc[d]) for d, s in zip(o.doc_id, o.score)) and len(o) == len(sc) else q)\n"
           "report(msg)\n",
           why="rank fusion reads each list's order: -P/E descending is P/E ascending"),
        ok("u16q_missing_values_dropped", "NaN factor values dropped (df.dropna()) before fusing: borda gives the "
           "stocks a factor lacks the documented share",
           "df = panel(300, 4, seed=6)\nrng = np.random.default_rng(6)\n"
           "df.loc[rng.random(len(df)) < 0.1, 'score'] = np.nan\ndf = df.dropna()\n"
           "out = rankagg.fuse(df, 'borda', depth=None)\nreport(frame_agree(out, df, borda_ref))\n",
           why="rankagg methods borda: unranked='share' gives (n - k + 1) / 2"),
        ok("u16q_winsorised_ties", "momentum winsorised at its 5th/95th percentiles (10% of each date tied at the "
           "clips): borda ranks the ties by the documented rule",
           "df = panel(400, 4, seed=7)\nm = df.run == 'momentum'\n"
           "lo, hi = df[m].groupby('q_id').score.transform(lambda s: s.quantile(0.05)), df[m].groupby('q_id').score.transform(lambda s: s.quantile(0.95))\n"
           "df.loc[m, 'score'] = df.loc[m, 'score'].clip(lo, hi)\n"
           "assert df[m].groupby('q_id').score.apply(lambda s: s.duplicated().sum()).min() > 30\n"
           "out = rankagg.fuse(df, 'borda', depth=None)\nreport(frame_agree(out, df, borda_ref))\n",
           why="docs/conventions.md: ranks from scores, equal scores by the id descending (trec_eval), every form"),
        ok("u16q_percentile_ties_rrf", "factor scores as percentile ranks rounded to 2 decimals (ties everywhere): RRF",
           "df = panel(600, 3, seed=8)\n"
           "df['score'] = df.groupby(['q_id', 'run']).score.rank(pct=True).round(2)\n"
           "out = rankagg.fuse(df, 'rrf', depth=None)\nreport(frame_agree(out, df, rrf_ref))\n",
           why="docs/conventions.md: ties in an input list are ranked by the id descending"),
        ok("u16q_multiindex_frame", "the panel indexed by (q_id, doc_id) (df.set_index(['q_id', 'doc_id'])): the "
           "flat frame's composite",
           "df = panel(200, 4, seed=9)\nout = rankagg.fuse(df.set_index(['q_id', 'doc_id']), 'borda', depth=None)\n"
           "report(frame_agree(out, df, borda_ref))\n",
           why="named index levels are columns (fuse_forms: df.set_index('qid'))"),
        ok("u16q_int_dates_permnos", "CRSP-style ids: dates as int yyyymmdd and PERMNOs as int64: the composite "
           "keeps int ids",
           "df = panel(150, 4, seed=10)\nperm = {t: 10000 + 7 * i for i, t in enumerate(dict.fromkeys(df.doc_id))}\n"
           "df['doc_id'] = df.doc_id.map(perm).astype('int64')\ndf['q_id'] = df.q_id.str.replace('-', '').astype('int64')\n"
           "out = rankagg.fuse(df, 'borda', depth=None)\n"
           "msg = '' if out.q_id.dtype.kind == 'i' and out.doc_id.dtype.kind == 'i' else 'dtypes %s %s' % (out.q_id.dtype, out.doc_id.dtype)\n"
           "report(msg or frame_agree(out, df, borda_ref))\n",
           why="a column of ids holds str or all int (docs/reliability.md); the fused frame gives back the form given"),
        ok("u16q_special_tickers_text", "tickers BRK.B, BF-B, BRK/A, 0700.HK and CUSIP 037833100, SEDOL 0263494 "
           "(leading zeros) come back as the same text",
           "df = panel(40, 2, seed=11)\nout = rankagg.fuse(df, 'rrf', depth=None)\n"
           "want = set(tickers(40))\nmsg = '' if all(set(out[out.q_id == q].doc_id) == want for q in set(df.q_id)) else 'ids changed'\n"
           "report(msg or frame_agree(out, df, rrf_ref))\n",
           why="an id is a token of a TREC line, kept as its text"),
        ok("u16q_vendor_dtypes", "the vendor's dtypes: q_id, doc_id and run as category (only observed values), "
           "score as float32: the composite of the float32 values read as doubles",
           "df = panel(300, 3, seed=12)\ndf['score'] = df.score.astype('float32')\n"
           "c = df.assign(q_id=df.q_id.astype('category'), doc_id=df.doc_id.astype('category'), run=df.run.astype('category'))\n"
           "out = rankagg.fuse(c, \"combsum(norm='zscore')\", depth=None)\n"
           "ref = df.assign(score=df.score.astype('float64'))\nreport(frame_agree(out, ref, z_ref, tol=1e-9))\n",
           why="scores are doubles: a float32 value is its double; a category column is its values"),
        ok("u16q_unused_factor_category", "quality dropped from a frame whose run column is a category "
           "(df[df.run != 'quality'] keeps the category): borda of the three factors left",
           "df = panel(200, 3, seed=13)\ndf['run'] = df.run.astype('category')\nthree = df[df.run != 'quality']\n"
           "out = rankagg.fuse(three, 'borda', depth=None)\nreport(frame_agree(out, three, borda_ref))\n",
           why="a category column is its values (u5i_frame_all_categorical); no row names quality, and pandas 3 groups "
               "by observed categories: a factor with no row is no factor"),
        ok("u16q_unused_factor_arrow", "the same three factors as an Arrow table (pa.Table.from_pandas: a dictionary "
           "column keeping quality): mean_rank of the three",
           "import pyarrow as pa\ndf = panel(150, 3, seed=14)\ndf['run'] = df.run.astype('category')\n"
           "three = df[df.run != 'quality']\nout = rankagg.fuse(pa.Table.from_pandas(three, preserve_index=False), 'mean_rank', depth=None).to_pandas()\n"
           "msg = ''\nfor q in dict.fromkeys(three.q_id):\n    M = lists_of(three, q)\n    P = {m: positions(p) for m, p in M.items()}\n"
           "    o = out[out.q_id == q]\n"
           "    mean = {d: sum(P[m][d] for m in M) / len(M) for d in P['value']}\n"
           "    msg = msg or ('' if len(o) == len(mean) and all(close(-s, mean[d]) for d, s in zip(o.doc_id, o.score)) else q)\n"
           "report(msg)\n",
           why="rankagg methods mean_rank: the mean place over the factors (score = minus it); an unused dictionary "
               "entry is no factor"),
        ok("u16q_default_method_unused_category", "the default method on a category run column whose fourth "
           "factor was filtered out: the same composite as the plain-text column",
           "df = panel(120, 3, seed=15)\nthree = df[df.run != 'lowvol']\n"
           "a = rankagg.fuse(three, depth=None)\nb = rankagg.fuse(three.assign(run=pd.Categorical(three.run, categories=list(FACTORS))), depth=None)\n"
           "report('' if a.equals(b) else 'the category changed the composite')\n",
           why="a category column is its values; the frame's rows are the same"),
        ok("u16q_zscore_constant_factor", "a factor constant across the date's stocks (every stock pays no "
           "dividend): zscore gives it 0, the others decide",
           "df = panel(100, 2, seed=16)\ndf.loc[(df.run == 'quality') & (df.q_id == df.q_id.iloc[0]), 'score'] = 0.0\n"
           "out = rankagg.fuse(df, \"combsum(norm='zscore')\", depth=None)\nreport(frame_agree(out, df, z_ref))\n",
           why="rankagg methods combsum: zscore of a constant list gives 0"),
        ok("u16q_mean_rank_missing", "mean_rank of factors with missing stocks (momentum lacks new listings): "
           "a missing stock counts at place k + 1",
           "df = panel(200, 3, seed=17)\ndf = df[~((df.run == 'momentum') & df.doc_id.isin(['S00003', 'S00017', 'BF-B']))]\n"
           "out = rankagg.fuse(df, 'mean_rank', depth=None)\nmsg = ''\n"
           "for q in dict.fromkeys(df.q_id):\n    M = lists_of(df, q)\n    P = {m: positions(p) for m, p in M.items()}\n"
           "    ids = set(P['value'])\n    mean = {d: sum(P[m].get(d, len(M[m]) + 1) for m in M) / 4 for d in ids}\n"
           "    o = out[out.q_id == q]\n"
           "    msg = msg or ('' if len(o) == len(ids) and all(close(-s, mean[d]) for d, s in zip(o.doc_id, o.score)) else q)\n"
           "report(msg)\n",
           why="rankagg methods mean_rank: unranked='bottom' is position k + 1"),
        ok("u16q_dict_float32_values", "the API's dict form {factor: {date: {ticker: np.float32}}} (scores from a "
           "float32 array): rrf",
           "df = panel(100, 2, seed=18)\nD = {}\nfor (f, q), g in df.groupby(['run', 'q_id']):\n"
           "    D.setdefault(f, {})[q] = dict(zip(g.doc_id, g.score.to_numpy(dtype=np.float32)))\n"
           "res = rankagg.fuse(D, 'rrf', depth=None)\nmsg = ''\n"
           "for q in res:\n    M = {f: {d: float(v) for d, v in D[f][q].items()} for f in D}\n"
           "    msg = msg or agree(list(res[q].items()), rrf_ref(M))\nreport(msg)\n",
           why="scores are doubles: a float32 value is its double"),
        ok("u16q_fuser_per_date", "rankagg.Fuser('borda') called per rebalance date on {factor: {ticker: score}} "
           "lists: each date's reference",
           "df = panel(150, 4, seed=19)\nfu = rankagg.Fuser('borda')\nmsg = ''\n"
           "for q in dict.fromkeys(df.q_id):\n    M = lists_of(df, q)\n    msg = msg or agree(fu(M), borda_ref(M))\n"
           "report(msg)\n", why="README: the Fuser gives the batch scores; rankagg methods borda"),
        ok("u16q_polars_long", "the panel as a polars DataFrame: the pandas frame's composite",
           "import polars as pl\ndf = panel(200, 3, seed=20)\nout = rankagg.fuse(pl.from_pandas(df), 'rrf', depth=None)\n"
           "report(frame_agree(out.to_pandas(), df, rrf_ref))\n",
           why="fuse_forms: polars tables are read as the Arrow table they export, given back as polars"),
        ok("u16q_depth_none_full_universe", "a 3000-stock universe: depth=None keeps every stock, the default "
           "keeps the best 1000 of the same order",
           "df = panel(3000, 2, seed=21)\nall_ = rankagg.fuse(df, 'rrf', depth=None)\ntop = rankagg.fuse(df, 'rrf')\n"
           "msg = ''\nfor q in dict.fromkeys(df.q_id):\n    a = all_[all_.q_id == q].sort_values('rank')\n"
           "    t = top[top.q_id == q].sort_values('rank')\n"
           "    if len(a) != 3000 or list(t.doc_id) != list(a.doc_id[:1000]):\n        msg = q\nreport(msg or frame_agree(all_, df, rrf_ref))\n",
           why="help(rankagg.fuse): depth keeps the first depth fused documents per query (default 1000, None: all)",
           timeout=180),
        ok("u16q_large_panel", "2000 stocks x 120 months x 4 factors (960,000 rows) fused with rrf in one call; "
           "three dates checked against brute force",
           "df = panel(2000, 120, seed=22)\nout = rankagg.fuse(df, 'rrf', depth=None)\nmsg = '' if len(out) == 240000 else 'rows %d' % len(out)\n"
           "for q in (df.q_id.iloc[0], df.q_id.iloc[len(df) // 2], df.q_id.iloc[-1]):\n"
           "    o = out[out.q_id == q].sort_values('rank')\n    msg = msg or agree(list(zip(o.doc_id, o.score)), rrf_ref(lists_of(df, q)))\n"
           "report(msg)\n", why="docs/scale.md: memory does not grow with the queries; rrf: sum 1 / (60 + r)",
           timeout=240),
        ok("u16q_evaluate_forward_returns", "the composite evaluated against next month's top-quintile returners "
           "(qrels grade 1): P@20 equal to the share counted by hand",
           "df = panel(100, 4, seed=23)\nrng = np.random.default_rng(23)\nout = rankagg.fuse(df, 'borda', depth=None)\n"
           "qrels = {}\nfor q in dict.fromkeys(df.q_id):\n    ids = sorted(set(df.doc_id))\n    ret = rng.normal(size=len(ids))\n"
           "    cut = np.quantile(ret, 0.8)\n    qrels[q] = {d: int(r >= cut) for d, r in zip(ids, ret)}\n"
           "ev = rankagg.evaluate(out, qrels, ['P@20'])\nval = ev['P@20'] if isinstance(ev, dict) else ev\n"
           "hand = np.mean([sum(qrels[q][d] for d in out[out.q_id == q].sort_values('rank').doc_id[:20]) / 20 for q in qrels])\n"
           "got = float(val) if np.ndim(val) == 0 else float(np.mean(val))\n"
           "report('' if close(got, hand) else 'P@20 %r, by hand %r' % (got, hand))\n",
           why="trec_eval P_20: relevant among the first 20 of the run's order, over 20; mean over the dates"),
        # ---------------------------------------------------------------- the composite by the command line
        cli_ok("u16q_cli_factor_files", "four factor files value.run ... (qid = rebalance date, docid = ticker with "
               "dots, dashes, slashes, leading zeros): fuse --method borda",
               ["fuse", *names, "--method", "borda", "--quiet", "-o", "composite.run"],
               _cli_check(s4, "borda"), "rankagg methods borda; docs/conventions.md: ranks from scores",
               files=factor_runs, fast=True),
        cli_ok("u16q_cli_weights_json", "fuse --method borda --weights weights.json (the desk's factor weights)",
               ["fuse", *names, "--method", "borda", "--weights", "weights.json", "--quiet", "-o", "composite.run"],
               _cli_check(s4, "borda", w), "--weights: a file (JSON object or 'NAME W' lines)",
               files={**factor_runs, "weights.json": weights_json}),
        cli_ok("u16q_cli_weights_lines", "fuse --method rrf --weights weights.txt of 'NAME W' lines",
               ["fuse", *names, "--method", "rrf", "--weights", "weights.txt", "--quiet", "-o", "composite.run"],
               _cli_check(s4, "rrf", w), "--weights: a file (JSON object or 'NAME W' lines)",
               files={**factor_runs, "weights.txt": weights_txt}),
        cli_ok("u16q_cli_gappy_factors", "factors with missing stocks and a date the low-vol model skipped: "
               "fuse --method borda shares the points documented",
               ["fuse", *sorted(gappy_runs), "--method", "borda", "--quiet", "-o", "composite.run"],
               _cli_check(gappy, "borda"), "rankagg methods borda: unranked='share'; a query a run lacks is fused "
               "from the runs that have it (its share a constant of the query)", files=gappy_runs),
        cli_ok("u16q_cli_vendor_parquet", "the vendor's Parquet (category q_id, doc_id, run; float32 score): "
               "fuse factors.parquet --method borda",
               ["fuse", "factors.parquet", "--method", "borda", "--quiet", "-o", "composite.run"],
               _parquet_ref_check("", "borda"), "fuse --help: one Parquet table q_id doc_id score run; a dictionary "
               "column holds its strings, a float32 score is its double",
               setup=_parquet_setup(_VENDOR + "df = df.astype({'q_id': 'category', 'doc_id': 'category', 'run': 'category', 'score': 'float32'})\n"
                                    "df.to_parquet(folder / 'factors.parquet')\n")),
        cli_ok("u16q_cli_parquet_unused_factor", "the vendor's Parquet with quality filtered out of a category run "
               "column (its dictionary keeps quality): fuse --method borda of the three factors",
               ["fuse", "factors.parquet", "--method", "borda", "--quiet", "-o", "composite.run"],
               _parquet_ref_check("", "borda"), "a dictionary column is its values: no row names quality",
               setup=_parquet_setup(_VENDOR + "df['run'] = df.run.astype('category')\n"
                                    "df[df.run != 'quality'].to_parquet(folder / 'factors.parquet')\n")),
        cli_ok("u16q_cli_parquet_unused_ticker", "the vendor's Parquet whose doc_id dictionary keeps delisted tickers "
               "no row uses: fuse --method rrf (no delisted stock in the composite)",
               ["fuse", "factors.parquet", "--method", "rrf", "--quiet", "-o", "composite.run"],
               _parquet_ref_check("", "rrf"), "a dictionary column is its values: unused entries are no documents",
               setup=_parquet_setup(_VENDOR + "df['doc_id'] = pd.Categorical(df.doc_id, categories=sorted(set(df.doc_id)) + ['LEH', 'ENRNQ'])\n"
                                    "df.to_parquet(folder / 'factors.parquet')\n")),
        cli_ok("u16q_cli_parquet_int_dates", "Parquet with int yyyymmdd dates and float32 scores: fuse --method rrf",
               ["fuse", "factors.parquet", "--method", "rrf", "--quiet", "-o", "composite.run"],
               _parquet_ref_check("", "rrf"), "an int id is written as its decimals",
               setup=_parquet_setup(_VENDOR + "df['q_id'] = df.q_id.str.replace('-', '').astype('int64')\n"
                                    "df['score'] = df.score.astype('float32')\ndf.to_parquet(folder / 'factors.parquet')\n")),
        cli_ok("u16q_cli_evaluate_quintiles", "rankagg evaluate of the composite on graded qrels (return quintile "
               "0-4): P@10 as counted by hand (grade >= 1 is relevant)",
               ["evaluate", "--qrels", "fwd.qrels", "composite.run", "--measures", "P@10"],
               lambda out, folder: _p10_check(out, folder), "trec_eval P_10: grades >= 1 relevant",
               files={"composite.run": _trec("rankagg-borda", s4["value"]), "fwd.qrels": _quintile_qrels(s4["value"])}),
        cli_ok("u16q_methods_zscore", "rankagg methods combsum: the analyst checks which z-score the composite uses",
               ["methods", "combsum"], stdout_has("zscore"), "rankagg methods lists every parameter", fast=True),
        # ---------------------------------------------------------------- the analyst's mistakes and odd files
        bad("u16q_timestamp_dates", "the panel's dates as datetime64 (pd.to_datetime, never formatted)",
            "df = panel(50, 2, seed=30)\ndf['q_id'] = pd.to_datetime(df.q_id)\nrankagg.fuse(df, 'borda')\n",
            "row 0", "q_id", why="docs/reliability.md: a column of ids holds str or int; a datetime's text is no "
            "one text (ISO? with the time?)"),
        bad("u16q_date_keys", "the dict form keyed by datetime.date rebalance dates",
            "import datetime\nD = {f: {datetime.date(2024, 1, 31): {'AAPL': 1.0, 'MSFT': 2.0}} for f in FACTORS}\n"
            "rankagg.fuse(D, 'borda')\n", "value", "2024", why="ids are str or int: a date is refused naming it"),
        bad("u16q_nan_not_dropped", "a NaN momentum value left in the frame (dropna forgotten)",
            "df = panel(50, 2, seed=31)\ndf.loc[17, 'score'] = np.nan\nrankagg.fuse(df, 'borda')\n", "row 17",
            why="a score must be finite (docs/conventions.md), naming the row"),
        bad("u16q_pe_division_by_zero", "an earnings yield computed as 1 / P/E with P/E 0: inf in the value factor",
            "df = panel(50, 2, seed=32)\npe = df.score.abs() * 20\npe[8] = 0.0\nwith np.errstate(divide='ignore'):\n"
            "    df.loc[df.run == 'value', 'score'] = (1 / pe.to_numpy())[(df.run == 'value').to_numpy()]\n"
            "rankagg.fuse(df, 'borda')\n", "row 8", why="a score must be finite (docs/conventions.md)"),
        bad("u16q_duplicate_after_merge", "a merge with a share-class table doubled BRK.B's rows on one date",
            "df = panel(50, 2, seed=33)\ndup = df[(df.doc_id == 'BRK.B') & (df.q_id == df.q_id.iloc[0])]\n"
            "df = pd.concat([df, dup], ignore_index=True)\nrankagg.fuse(df, 'borda')\n", "BRK.B", "row 400",
            why="a document twice in one list is an error in every form (docs/reliability.md)"),
        ok("u16q_zero_weight_factor", "weights={'lowvol': 0} to switch a factor off for a month: the Borda "
           "composite of the other three (weight 0 leaves the run out)",
           "df = panel(150, 3, seed=34)\nW = {'value': 1.0, 'momentum': 1.0, 'quality': 1.0, 'lowvol': 0.0}\n"
           "out = rankagg.fuse(df, 'borda', weights=W, depth=None)\nreport(frame_agree(out, df, lambda m: borda_ref(m, W)))\n",
           why="rankagg methods borda: each ranker's points times its weight; a weight 0 leaves the run out"),
        bad("u16q_wide_frame", "the wide frame (rows stocks, columns value/momentum/quality/lowvol) given to "
            "rankagg.fuse",
            "df = panel(50, 1, seed=35)\nwide = df.pivot(index='doc_id', columns='run', values='score')\n"
            "rankagg.fuse(wide, 'borda')\n", "qid", why="fuse_forms: a long frame with a query, document and run "
            "column; a wide frame has none of them"),
        ok("u16q_zscore_missing_values", "a z-score composite where 10% of the factor values are missing "
           "(dropped): each factor's z over the stocks it has, a missing one contributing 0",
           "df = panel(300, 3, seed=36)\nrng = np.random.default_rng(36)\ndf = df[rng.random(len(df)) >= 0.1]\n"
           "out = rankagg.fuse(df, \"combsum(norm='zscore')\", depth=None)\nreport(frame_agree(out, df, z_ref))\n",
           why="rankagg methods combsum: unranked contributes 0; zscore per list over its own entries"),
        cli_bad("u16q_cli_wide_percentiles", "fuse pct.csv, a wide table of whole-number percentile ranks (ticker, "
                "value_pctile, ...): read as gene lists, the percentiles would be ranked as genes",
                ["fuse", "pct.csv", "-o", "composite.csv"], "pct.csv:2",
                why="docs/genes.md: a table of lists holds ids; a table of values per row (one row per stock) is no "
                    "table of lists (as a table of ranks 1..m is refused)", files={"pct.csv": pct_csv},
                outputs=("composite.csv",)),
        cli_bad("u16q_cli_wide_percentiles_tsv", "the same percentile table as TSV, fused with --method rra_mean",
                ["fuse", "pct.tsv", "--method", "rra_mean", "-o", "composite.tsv"], "pct.tsv:2",
                why="docs/genes.md: a table of values per row is no table of lists", files={"pct.tsv": pct_tsv},
                outputs=("composite.tsv",)),
        cli_bad("u16q_cli_parquet_timestamp", "the vendor's Parquet whose q_id is a timestamp column",
                ["fuse", "factors.parquet", "--method", "borda", "-o", "composite.run"], "factors.parquet:1", "q_id",
                why="ids are str or int: a timestamp's text is no one text",
                setup=_parquet_setup(_VENDOR + "df['q_id'] = pd.to_datetime(df.q_id)\ndf.to_parquet(folder / 'factors.parquet')\n")),
        cli_bad("u16q_cli_parquet_period", "the vendor's Parquet whose q_id is a monthly Period (df.date.dt."
                "to_period('M'), pandas' period extension type)",
                ["fuse", "factors.parquet", "--method", "borda", "-o", "composite.run"], "factors.parquet:1", "q_id",
                why="ids are str or int: a Period is refused in memory ('is a Period'); its stored integer (months since "
                    "1970, 648) is no id the analyst gave",
                setup=_parquet_setup(_VENDOR + "df['q_id'] = pd.to_datetime(df.q_id).dt.to_period('M')\n"
                                     "df.to_parquet(folder / 'factors.parquet')\n")),
        cli_bad("u16q_cli_bloomberg_ids", "the vendor's Parquet with Bloomberg ids 'AAPL US Equity' fused to a TREC run",
                ["fuse", "factors.parquet", "--method", "borda", "-o", "composite.run"], "factors.parquet:1", "doc_id",
                why="a TREC line could not hold an id with blanks",
                setup=_parquet_setup(_VENDOR + "df['doc_id'] = df.doc_id + ' US Equity'\ndf.to_parquet(folder / 'factors.parquet')\n")),
        cli_bad("u16q_cli_factor_column_names", "the vendor's Parquet with the desk's column names date, ticker, "
                "factor, score", ["fuse", "factors.parquet", "--method", "borda", "-o", "composite.run"],
                "factors.parquet", "q_id", why="fuse --help: one Parquet table q_id doc_id score run",
                setup=_parquet_setup(_VENDOR + "df.columns = ['date', 'ticker', 'factor', 'score']\n"
                                     "df.to_parquet(folder / 'factors.parquet')\n")),
    ]


def _quintile_qrels(run: dict) -> str:
    """Graded qrels (return quintile 0-4) for every stock of every date, deterministic."""
    rnd = random.Random(41)
    out = []
    for q, docs in run.items():
        for t in docs:
            out.append(f"{q} 0 {t} {rnd.randrange(5)}\n")
    return "".join(out)


def _p10_check(stdout: str, folder) -> bool:
    """P@10 of composite.run by hand: the first 10 of each date in trec_eval's order (score descending, then docno
    descending), grade >= 1 relevant, averaged over the dates; the output's last number for P@10 must equal it."""
    import re

    runs: dict = {}
    for line in (folder / "composite.run").read_text().splitlines():
        q, _, d, _, s, _ = line.split()
        runs.setdefault(q, {})[d] = float(s)
    rel: dict = {}
    for line in (folder / "fwd.qrels").read_text().splitlines():
        q, _, d, g = line.split()
        rel.setdefault(q, {})[d] = int(g)
    vals = []
    for q, p in runs.items():
        order = sorted(p, key=lambda d: (p[d], d.encode()), reverse=True)[:10]
        vals.append(sum(1 for d in order if rel[q].get(d, 0) >= 1) / 10)
    want = sum(vals) / len(vals)
    nums = [float(x) for x in re.findall(r"(?<![\w.])\d+\.\d+", stdout)]
    return any(abs(x - want) <= 5e-5 for x in nums)
