"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a travel site's hotel search rankers (Expedia-style logs) (its cases, ids ``u20h_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: the search log has Kaggle's 'Personalize Expedia Hotel Searches' (ICDM 2013) shape, 54 columns
(``srch_id, date_time, site_id, ..., prop_id, ..., position, price_usd, ..., random_bool, comp1_rate, ...,
click_bool, gross_bookings_usd, booking_bool``) with ``NULL`` for a missing value; a search shows 5 to 38 hotels.
Four rankers order each search's hotels: the price (lower is better, so its score is ``-price_usd``), a learned
model's score, the production order (``position``; meaningless where ``random_bool`` is 1) and a popularity prior
(bookings of the hotel over the log: ties, and hotels it never saw).  The team fuses them per search (RRF, Borda,
CombSUM; weights per ``site_id`` in a service's ``Fuser``), and measures NDCG@38 with the competition's labels: 5 for
a booking, 1 for a click, 0 otherwise.  The competition scored with Kaggle's NDCG (gain ``2^rel - 1``); trec_eval's
nDCG, rankagg's (docs/conventions.md), takes the grade itself as the gain, so grades 31 and 1 give Kaggle's value.
The mistakes: the log or a Kaggle submission file (``SearchId,PropertyId`` in ranked order, no score) given as runs
or qrels, the log's names (``srch_id``, ``prop_id``), ``NULL`` prices, ids turned into floats by a merge, ranks from
0, the labels left as two flag columns.

The references below (``_REF`` with the shared ``RANKED_LISTS``, ``HOUSE_AGREEMENT``, ``RUN_AGREEMENT`` and
``TREC_MEASURES``) never use rankagg's code: RRF, Borda and CombSUM by their formulas over lists ranked by trec_eval's
rule, trec_eval's nDCG@k (linear gains, log2 discount, the ideal from the judged grades), Kaggle's NDCG (``2^rel - 1``)
and pytrec_eval's ``ndcg_cut.38``."""

from __future__ import annotations

from .case import Case, reference_setup, snippet_cases
from .references import HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES, CLI_OR_EXIT

TWENTIETH_HOTELS = "45 Unseen inputs: a twentieth bar, a travel site's hotel search rankers (Expedia-style logs)"

_REF = r'''
import io, json, math, os, subprocess, sys, warnings
import numpy as np
import pandas as pd
import rankagg
COLS = ("srch_id,date_time,site_id,visitor_location_country_id,visitor_hist_starrating,visitor_hist_adr_usd,"
        "prop_country_id,prop_id,prop_starrating,prop_review_score,prop_brand_bool,prop_location_score1,"
        "prop_location_score2,prop_log_historical_price,position,price_usd,promotion_flag,srch_destination_id,"
        "srch_length_of_stay,srch_booking_window,srch_adults_count,srch_children_count,srch_room_count,"
        "srch_saturday_night_bool,srch_query_affinity_score,orig_destination_distance,random_bool").split(",")
COLS += ["comp%d_%s" % (i, k) for i in range(1, 9) for k in ("rate", "inv", "rate_percent_diff")]
COLS += ["click_bool", "gross_bookings_usd", "booking_bool"]
assert len(COLS) == 54
def expedia(n=40, lo=5, hi=38, seed=0, price_step=0.01, one=0):
    """a Kaggle-shaped log: n searches of lo..hi hotels (the first ``one`` searches of one hotel), NaN for NULL"""
    rng = np.random.default_rng(seed)
    pool = rng.choice(np.arange(100, 140000), 400, replace=False)
    rows = []
    for s in range(n):
        sid = 2 + 3 * s
        k = 1 if s < one else int(rng.integers(lo, hi + 1))
        props = rng.choice(pool, k, replace=False)
        pos = rng.permutation(k) + 1
        click = rng.random(k) < 0.25
        book = int(rng.integers(k)) if rng.random() < 0.7 else -1
        if book >= 0:
            click[book] = True
        elif not click.any():
            click[int(rng.integers(k))] = True
        price = np.round(rng.uniform(39, 420, k) / price_step) * price_step
        for j in range(k):
            rows.append({'srch_id': sid, 'date_time': '2013-04-%02d 08:32:15' % (1 + s % 28), 'site_id': (5, 14, 24)[s % 3],
                         'prop_id': int(props[j]), 'position': int(pos[j]), 'price_usd': float(price[j]),
                         'random_bool': int(s % 4 == 0), 'prop_location_score1': round(float(rng.uniform(0, 7)), 2),
                         'click_bool': int(click[j]), 'booking_bool': int(j == book),
                         'gross_bookings_usd': 311.25 if j == book else np.nan})
    return pd.DataFrame(rows).reindex(columns=COLS)
def to_csv_null(t, path):
    t.to_csv(path, index=False, na_rep='NULL')
def grades(t, book=5, click=1):
    g = np.where(t.booking_bool == 1, book, np.where(t.click_bool == 1, click, 0))
    out = {}
    for q, d, r in zip(t.srch_id, t.prop_id, g):
        out.setdefault(str(q), {})[str(d)] = int(r)
    return out
def rankers(t, seed=1):
    """{name: {srch: {prop: score}}}, higher is better: price negated, a model, the production order, popularity"""
    rng = np.random.default_rng(seed)
    rel = np.where(t.booking_bool == 1, 5, t.click_bool)
    model = np.round(0.4 * rel + rng.normal(0, 1, len(t)), 6)
    pop = t.groupby('prop_id')['booking_bool'].transform('sum') + t.groupby('prop_id')['click_bool'].transform('sum')
    cols = {'price': -t.price_usd, 'model': model, 'production': -t.position.astype(float), 'popularity': pop.astype(float)}
    out = {}
    for name, sc in cols.items():
        m = out.setdefault(name, {})
        for q, d, s in zip(t.srch_id, t.prop_id, sc):
            if not (isinstance(s, float) and math.isnan(s)):
                m.setdefault(str(q), {})[str(d)] = float(s)
    return out
def per_query(models):
    """{srch: {ranker: {prop: score}}}"""
    out = {}
    for m, run in models.items():
        for q, p in run.items():
            out.setdefault(q, {})[m] = p
    return out
def long_frame(models, ints=False):
    rows = [(q, d, s, m) for m, run in models.items() for q, p in run.items() for d, s in p.items()]
    f = pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run'])
    if ints:
        f['qid'] = f['qid'].astype('int64'); f['docid'] = f['docid'].astype('int64')
    return f
def write_run(path, run, tag):
    with open(path, 'w') as fh:
        for q, p in run.items():
            for r, d in enumerate(desc_order(p), 1):
                fh.write('%s Q0 %s %d %r %s\n' % (q, d, r, p[d], tag))
def write_qrels(path, g):
    with open(path, 'w') as fh:
        for q, p in g.items():
            for d, r in p.items():
                fh.write('%s 0 %s %d\n' % (q, d, r))
def frame_rows(f):
    out = {}
    for q, d, s, r in sorted(zip(f['qid'], f['docid'], f['score'], f['rank']), key=lambda x: (str(x[0]), x[3])):
        out.setdefault(str(q), []).append((str(d), float(s)))
    return out
def refs_of(models, ref, **kw):
    return {q: ref(ms, **kw) for q, ms in per_query(models).items()}
def order_of(rows):
    return {q: [d for d, _ in v] for q, v in rows.items()}
def mean_ndcg(orders, g, k=38, complete=False):
    qs = [q for q in g if complete or q in orders]
    return sum(ndcg(orders.get(q, []), g[q], k) for q in qs) / len(qs)
def kaggle_ndcg(order, labels, k=38):
    dcg = sum((2 ** labels.get(d, 0) - 1) / math.log2(i + 2) for i, d in enumerate(order[:k]))
    ideal = sorted(labels.values(), reverse=True)[:k]
    idcg = sum((2 ** g - 1) / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0
#CLI_OR_EXIT
def close_all(a, b, tol=1e-9):
    if set(a) != set(b):
        return 'keys %r, expected %r' % (sorted(a)[:4], sorted(b)[:4])
    for k in b:
        if abs(a[k] - b[k]) > tol * max(1.0, abs(b[k])):
            return '%s: %r, expected %r' % (k, a[k], b[k])
    return ''
'''[1:].replace('#CLI_OR_EXIT\n', CLI_OR_EXIT)

_PRELUDE = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + _REF

_SUB = "SearchId,PropertyId\n2,40540\n2,127604\n2,95578\n5,142515\n5,58399\n5,126060\n8,6241\n8,76717\n"
_QRELS = "2 0 40540 0\n2 0 127604 5\n2 0 95578 1\n5 0 142515 1\n5 0 58399 0\n5 0 126060 0\n8 0 6241 0\n8 0 76717 1\n"
_RUN = ("2 Q0 40540 1 -129.0 price\n2 Q0 127604 2 -139.5 price\n2 Q0 95578 3 -201.0 price\n"
        "5 Q0 142515 1 -88.0 price\n5 Q0 58399 2 -92.0 price\n5 Q0 126060 3 -310.0 price\n")
_MODEL = ("2 Q0 127604 1 2.31 model\n2 Q0 95578 2 1.2 model\n2 Q0 40540 3 -0.4 model\n"
          "5 Q0 142515 1 0.9 model\n5 Q0 126060 2 0.3 model\n5 Q0 58399 3 0.1 model\n")


def twentieth_bar_hotels_cases() -> list[Case]:
    G = TWENTIETH_HOTELS
    ok, bad = snippet_cases(G, _PRELUDE, ok_timeout=180, bad_timeout=90)

    def cli_bad(id: str, what: str, argv: list[str], *mention: str, why: str, files: dict | None = None,
                setup=None, outputs: tuple[str, ...] = ("fused.run",), fast: bool = False) -> Case:
        return Case(id, G, what, argv=argv, files=files or {}, mention=mention, outputs=outputs, memory_gb=4.0,
                    timeout=60, why=why, setup=setup, fast=fast)

    def log_setup(code: str):
        return reference_setup(_PRELUDE, code)

    return [
        # ------------------------------------------------------------ fusing the four rankers per search
        ok("u20h_rrf_frame_four_rankers", "40 searches of 5-38 hotels, the four rankers (price negated, the model, "
           "the production order negated, popularity with ties) as one long frame with integer srch/prop ids: "
           "rankagg.fuse rrf equals RRF over lists ranked by trec_eval's rule, each search",
           "t = expedia(40, seed=1)\nms = rankers(t)\nout = rankagg.fuse(long_frame(ms, ints=True), 'rrf')\n"
           "report(agree_all(frame_rows(out), refs_of(ms, rrf_ref), written=False))\n",
           why="Cormack et al. 2009: sum 1 / (60 + r); docs/conventions.md: ranks from scores by trec_eval's rule, "
               "ties by the house rule; integer ids are ids"),
        ok("u20h_borda_popularity_partial", "the popularity prior knows only hotels booked or clicked somewhere "
           "(the others are missing from its lists): borda over the four rankers shares the missing points",
           "t = expedia(30, seed=2)\nms = rankers(t)\nms['popularity'] = {q: {d: s for d, s in p.items() if s > 0} "
           "for q, p in ms['popularity'].items()}\nms['popularity'] = {q: p for q, p in ms['popularity'].items() if p}\n"
           "out = rankagg.fuse(ms, 'borda')\nrows = {q: list(p.items()) for q, p in out.items()}\n"
           "report(agree_all(rows, refs_of(ms, borda_ref), written=False))\n",
           why="rankagg methods borda: n - r + 1 points, a list's missing ids share (n - k + 1) / 2"),
        ok("u20h_combsum_one_hotel_searches", "searches of one hotel among the rest (each list of one hotel is its "
           "top, min-max gives it 1): combsum with min-max equals the reference on every search",
           "t = expedia(25, seed=3, one=5)\nms = rankers(t)\nout = rankagg.fuse(ms, 'combsum')\n"
           "rows = {q: list(p.items()) for q, p in out.items()}\n"
           "report(agree_all(rows, refs_of(ms, combsum_minmax_ref), written=False))\n",
           why="docs/conventions.md: a list whose scores are all equal (one document included) gives each 1 under "
               "minmax"),
        ok("u20h_price_ties_cli_rrf", "prices rounded to 10 USD (many hotels of one search at one price) written "
           "as TREC runs (score -price) beside the model's: the fused run is RRF over trec_eval's order of each "
           "list (a tie by docid descending), ties of the fused scores by the house rule, read back in order",
           "t = expedia(30, seed=4, price_step=10.0)\nms = rankers(t)\nms = {m: ms[m] for m in ('price', 'model')}\n"
           "for m, r in ms.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', 'price.run', 'model.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_run(open('fused.run').read()), refs_of(ms, rrf_ref)))\n",
           why="trec_eval's rule (score descending, docid descending) orders each input; docs/conventions.md: "
               "fused ties by the house rule, written scores read back in the file's order"),
        ok("u20h_cli_weights_by_tag", "the model trusted twice, the price half: --weights model=2,price=0.5 over "
           "four runs named by their tags equals weighted RRF",
           "t = expedia(30, seed=5)\nms = rankers(t)\nfor m, r in ms.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', *[m + '.run' for m in ms], '--method', 'rrf', '--weights', 'model=2,price=0.5', '-o', "
           "'fused.run', '--quiet')\nw = {'model': 2.0, 'price': 0.5, 'production': 1.0, 'popularity': 1.0}\n"
           "report(agree_all(read_run(open('fused.run').read()), refs_of(ms, rrf_ref, w=w)))\n",
           why="README: --weights by run name (the run's tag), unnamed runs weigh 1"),
        ok("u20h_fuser_weights_per_site", "a service fuses each search with the Fuser of its site_id (site 5 "
           "trusts the model 3x, site 14 the price 2x, site 24 plain): every search equals weighted RRF",
           "t = expedia(36, seed=6)\nms = rankers(t)\nsite = dict(zip(t.srch_id.astype(str), t.site_id))\n"
           "W = {5: {'model': 3.0}, 14: {'price': 2.0}, 24: {}}\n"
           "fusers = {s: rankagg.Fuser('rrf', weights=w or None) for s, w in W.items()}\nrows, refs = {}, {}\n"
           "for q, lists in per_query(ms).items():\n    rows[q] = list(fusers[site[q]](lists))\n"
           "    refs[q] = rrf_ref(lists, w=W[site[q]])\n"
           "report(agree_all(rows, refs, written=False))\n",
           why="README: Fuser(lists) gives [(docid, fused score)] best first by rankagg's tie rule; weights by list "
               "name"),
        ok("u20h_submissions_as_ranks", "two Kaggle submissions (SearchId, PropertyId in ranked order) read with "
           "pandas, each given a rank column (cumcount + 1) and a run name: rrf of the ranks equals RRF",
           "t = expedia(30, seed=7)\nms = rankers(t)\nsubs = []\nrefm = {}\n"
           "for m in ('model', 'production'):\n    rows = [(int(q), int(d)) for q, p in ms[m].items() for d in desc_order(p)]\n"
           "    s = pd.DataFrame(rows, columns=['SearchId', 'PropertyId'])\n"
           "    s['rank'] = s.groupby('SearchId').cumcount() + 1\n"
           "    subs.append(s.rename(columns={'SearchId': 'qid', 'PropertyId': 'docid'}).assign(run=m))\n"
           "    refm[m] = {q: {d: -float(r) for r, d in enumerate(desc_order(p), 1)} for q, p in ms[m].items()}\n"
           "out = rankagg.fuse(pd.concat(subs), 'rrf')\n"
           "report(agree_all(frame_rows(out), refs_of(refm, rrf_ref), written=False))\n",
           why="docs/conventions.md: a frame's rank column is read when it has no score column, each rank a "
               "positive integer"),
        ok("u20h_parquet_long_cli", "the four rankers as one Parquet table (q_id, doc_id int64, score, run) fused "
           "by the command line to fused.parquet: read back, RRF of every search",
           "t = expedia(30, seed=8)\nms = rankers(t)\nf = long_frame(ms, ints=True).rename(columns={'qid': 'q_id', 'docid': 'doc_id'})\n"
           "f.to_parquet('lists.parquet', index=False)\n"
           "cli('fuse', 'lists.parquet', '--method', 'rrf', '-o', 'fused.parquet', '--quiet')\n"
           "o = pd.read_parquet('fused.parquet')\nrows = {}\n"
           "for q, d, s in zip(o['q_id'], o['doc_id'], o['score']):\n    rows.setdefault(str(q), []).append((str(d), float(s)))\n"
           "report(agree_all(rows, refs_of(ms, rrf_ref)))\n",
           why="rankagg fuse --help: one Parquet table q_id doc_id score run in, .parquet out; docs/conventions.md"),
        ok("u20h_arrow_table_int_ids", "the long table as a pyarrow Table with int64 ids: rrf returns an Arrow "
           "table whose searches equal RRF",
           "import pyarrow as pa\nt = expedia(25, seed=9)\nms = rankers(t)\n"
           "out = rankagg.fuse(pa.Table.from_pandas(long_frame(ms, ints=True), preserve_index=False), 'rrf')\n"
           "assert isinstance(out, pa.Table), type(out)\n"
           "report(agree_all(frame_rows(out.to_pandas()), refs_of(ms, rrf_ref), written=False))\n",
           why="README: rankagg.fuse returns what it was given (Arrow tables)"),
        ok("u20h_volume_100k_searches", "100,000 searches x 25 hotels x 2 rankers (5 million rows) in one long "
           "frame, rrf: every search has its 25 hotels and 40 sampled searches equal RRF",
           "rng = np.random.default_rng(10)\nn, k = 100000, 25\nq = np.repeat(np.arange(1, n + 1), k)\n"
           "d = rng.integers(1, 140000, n * k)\nd = d + (np.tile(np.arange(k), n) * 140000)\n"
           "f = pd.DataFrame({'qid': np.concatenate([q, q]), 'docid': np.concatenate([d, d]), "
           "'score': np.concatenate([-np.round(rng.uniform(40, 400, n * k), 2), rng.normal(size=n * k)]), "
           "'run': np.repeat(['price', 'model'], n * k)})\nout = rankagg.fuse(f, 'rrf')\nmsg = ''\n"
           "if len(out) != n * k or out.groupby('qid').size().min() != k:\n    msg = 'rows %d' % len(out)\n"
           "rows = frame_rows(out[out.qid.isin(range(1, n + 1, 2500))])\nsub = f[f.qid.isin(range(1, n + 1, 2500))]\n"
           "ms = {}\nfor m, g in sub.groupby('run'):\n"
           "    for qq, dd, ss in zip(g.qid, g.docid, g.score):\n        ms.setdefault(m, {}).setdefault(str(qq), {})[str(dd)] = float(ss)\n"
           "report(msg or agree_all(rows, refs_of(ms, rrf_ref), written=False))\n", timeout=240,
           why="README: fuses fast; 200k searches x 25 hotels is the Kaggle log's size, RRF by its formula"),
        # ------------------------------------------------------------ NDCG@38 with 5 / 1 / 0
        ok("u20h_ndcg38_linear_grades", "the RRF fusion scored with nDCG@38 against grades 5 (booking), 1 (click), "
           "0: equals trec_eval's nDCG@38 (gain = grade, log2 discount) averaged over the searches",
           "t = expedia(40, seed=11)\nms = rankers(t)\ng = grades(t)\nout = rankagg.fuse(ms, 'rrf')\n"
           "got = rankagg.evaluate(out, g, ['nDCG@38'])['nDCG@38']\n"
           "orders = {q: list(p) for q, p in out.items()}\nref = mean_ndcg(orders, g)\n"
           "report('' if abs(got - ref) < 1e-9 else 'nDCG@38 %r, expected %r' % (got, ref))\n",
           why="docs/conventions.md: trec_eval 10.0's nDCG; a marked fusion result is measured as its written run"),
        ok("u20h_ndcg38_kaggle_gain_by_grades", "Kaggle scored 2^rel - 1: the team gives grades 31 (booking) and 1 "
           "(click), and rankagg's nDCG@38 of the model's order equals Kaggle's NDCG@38 on labels 5/1/0",
           "t = expedia(40, seed=12)\nms = rankers(t)\nlab = grades(t)\ng31 = grades(t, book=31)\n"
           "got = rankagg.evaluate(ms['model'], g31, ['nDCG@38'], per_query=True)\n"
           "got = {str(q): float(v) for q, v in got['nDCG@38'].items()}\n"
           "ref = {q: kaggle_ndcg(desc_order(p), lab[q]) for q, p in ms['model'].items()}\n"
           "report(close_all(got, ref))\n",
           why="Kaggle's NormalizedDiscountedCumulativeGain: (2^rel - 1) / log2(i + 1); trec_eval's gain is the "
               "grade (m_ndcg.c), so grades 2^5 - 1 and 2^1 - 1 give it"),
        ok("u20h_ndcg_cut38_pytrec_eval", "trec_eval's -m ndcg_cut.38 on the production order equals pytrec_eval's "
           "ndcg_cut_38 per search (distinct scores: float32 storage changes nothing)",
           "import pytrec_eval\nt = expedia(40, seed=13)\nms = rankers(t)\ng = grades(t)\n"
           "got = rankagg.evaluate(ms['production'], g, ['ndcg_cut.38'], per_query=True)\n"
           "col = got.columns[0]\ngot = {str(q): float(v) for q, v in got[col].items()}\n"
           "ev = pytrec_eval.RelevanceEvaluator(g, {'ndcg_cut.38'})\n"
           "ref = {q: v['ndcg_cut_38'] for q, v in ev.evaluate(ms['production']).items()}\n"
           "report(close_all(got, ref, 1e-6))\n",
           why="trec_eval's -m ndcg_cut.38 (docs/names.md); pytrec_eval wraps trec_eval"),
        ok("u20h_per_search_nonrandom", "the production order's nDCG@38 per search, read only on the searches whose "
           "order was not random (random_bool 0): each equals trec_eval's",
           "t = expedia(40, seed=14)\nms = rankers(t)\ng = grades(t)\nkeep = set(t[t.random_bool == 0].srch_id.astype(str))\n"
           "run = {q: p for q, p in ms['production'].items() if q in keep}\n"
           "got = rankagg.evaluate(run, g, ['nDCG@38'], per_query=True)\n"
           "got = {str(q): float(v) for q, v in got['nDCG@38'].items()}\n"
           "ref = {q: ndcg(desc_order(p), g[q], 38) for q, p in run.items()}\n"
           "report(close_all(got, ref))\n",
           why="trec_eval -q: a query in the run and the qrels; the rest of the qrels are not measured without -c"),
        ok("u20h_int_run_text_qrels", "a run frame with integer srch_id / prop_id against TREC qrels written from "
           "the log: the ids agree as text, nDCG@38 equals the reference",
           "t = expedia(30, seed=15)\nms = rankers(t)\ng = grades(t)\nwrite_qrels('q.txt', g)\n"
           "f = long_frame({'model': ms['model']}, ints=True).drop(columns='run')\n"
           "got = rankagg.evaluate(f, 'q.txt', ['nDCG@38'])['nDCG@38']\n"
           "ref = mean_ndcg({q: desc_order(p) for q, p in ms['model'].items()}, g)\n"
           "report('' if abs(got - ref) < 1e-9 else '%r, expected %r' % (got, ref))\n",
           why="docs/conventions.md: ids of one kind on each side that agree as text (52 and '52') are one id"),
        ok("u20h_float_grades_frame", "qrels as a frame whose rel column is float (5.0, 1.0, 0.0, after np.where "
           "over a column with NULLs): the same nDCG@38 as integer grades",
           "t = expedia(30, seed=16)\nms = rankers(t)\ng = grades(t)\n"
           "qf = pd.DataFrame([(q, d, float(r)) for q, p in g.items() for d, r in p.items()], columns=['qid', 'docid', 'rel'])\n"
           "got = rankagg.evaluate(ms['model'], qf, ['nDCG@38'])['nDCG@38']\n"
           "ref = mean_ndcg({q: desc_order(p) for q, p in ms['model'].items()}, g)\n"
           "report('' if abs(got - ref) < 1e-9 else '%r, expected %r' % (got, ref))\n",
           why="a whole-number float grade is that grade (trec_eval reads the integer)"),
        ok("u20h_complete_searches_missing", "the price run lacks the searches whose prices were all NULL: with "
           "-c (complete=True) they count 0 and the mean is over every judged search",
           "t = expedia(30, seed=17)\nms = rankers(t)\ng = grades(t)\ndrop = set(list(ms['price'])[:4])\n"
           "run = {q: p for q, p in ms['price'].items() if q not in drop}\n"
           "got = rankagg.evaluate(run, g, ['nDCG@38'], complete=True)['nDCG@38']\n"
           "ref = mean_ndcg({q: desc_order(p) for q, p in run.items()}, g, complete=True)\n"
           "report('' if abs(got - ref) < 1e-9 else '%r, expected %r' % (got, ref))\n",
           why="trec_eval -c: a judged query the run lacks counts as finding nothing"),
        Case("u20h_cli_fuse_evaluate_json", G, "the day's command line: four TREC runs from the log, fuse rrf, then "
             "evaluate the fused run with --measures nDCG@38 --json: the value equals trec_eval's nDCG@38 of the "
             "written run", code=_PRELUDE + (
                 "t = expedia(40, seed=18)\nms = rankers(t)\ng = grades(t)\nwrite_qrels('qrels.txt', g)\n"
                 "for m, r in ms.items():\n    write_run(m + '.run', r, m)\n"
                 "cli('fuse', *[m + '.run' for m in ms], '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
                 "p = cli('evaluate', '--qrels', 'qrels.txt', 'fused.run', '--measures', 'nDCG@38', '--json')\n"
                 "txt = p.stdout\nval = None\n"
                 "def find(o):\n    global val\n"
                 "    if isinstance(o, dict):\n        for k, v in o.items():\n"
                 "            if k == 'nDCG@38' and isinstance(v, (int, float)):\n                val = float(v)\n"
                 "            else:\n                find(v)\n"
                 "    elif isinstance(o, list):\n        for v in o:\n            find(v)\n"
                 "find(json.loads(txt))\nrows = read_run(open('fused.run').read())\n"
                 "ref = mean_ndcg({q: [d for d, _ in sorted(v, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
                 "for q, v in rows.items()}, g)\n"
                 "report('' if val is not None and abs(val - ref) < 1e-4 else 'nDCG@38 %r, expected %r' % (val, ref))\n"),
             expect="ok", check=lambda out, folder: "same" in out, memory_gb=4.0, timeout=180,
             why="docs/trec.md: fuse, then evaluate with trec_eval's conventions; --json holds the means"),
        Case("u20h_trec_m_ndcg_cut_per_query", G, "evaluate -m ndcg_cut.38 -q of the production order written as "
             "a TREC run (score = -position): each search's line equals trec_eval's nDCG@38", code=_PRELUDE + (
                 "t = expedia(30, seed=19)\nms = rankers(t)\ng = grades(t)\nwrite_qrels('qrels.txt', g)\n"
                 "write_run('prod.run', ms['production'], 'production')\n"
                 "p = cli('evaluate', '--qrels', 'qrels.txt', 'prod.run', '-m', 'ndcg_cut.38', '-q')\ngot = {}\n"
                 "for line in p.stdout.splitlines():\n    f = line.split()\n"
                 "    if len(f) == 3 and f[1] != 'all':\n        got[f[1]] = float(f[2])\n"
                 "ref = {q: ndcg(desc_order(pp), g[q], 38) for q, pp in ms['production'].items()}\n"
                 "report(close_all(got, ref, 1e-4))\n"),
             expect="ok", check=lambda out, folder: "same" in out, memory_gb=4.0, timeout=120,
             why="trec_eval -q -m ndcg_cut.38: one line per query, 4 decimals"),
        ok("u20h_depth_38_then_ndcg", "fuse --depth 38 (the most hotels a search shows) writes every hotel, so "
           "nDCG@38 of the cut run equals that of the full fusion",
           "t = expedia(30, seed=20, lo=20, hi=38)\nms = rankers(t)\ng = grades(t)\n"
           "for m, r in ms.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', *[m + '.run' for m in ms], '--method', 'rrf', '--depth', '38', '-o', 'cut.run', '--quiet')\n"
           "rows = read_run(open('cut.run').read())\n"
           "report(agree_all(rows, refs_of(ms, rrf_ref), depth=38))\n",
           why="rankagg fuse --help: --depth writes at most this many documents per query"),
        # ------------------------------------------------------------ the log and the submission, given as they are
        cli_bad("u20h_fuse_kaggle_train_csv", "the Kaggle training log (54 columns, NULL cells) given to fuse as "
                "it is", ["fuse", "train.csv", "-o", "fused.run"], "train.csv:1", "srch_id",
                why="no run: the log holds the rankers' inputs, not their lists; name it, and say what a run is",
                setup=log_setup("to_csv_null(expedia(8, seed=21), P('train.csv'))\n")),
        cli_bad("u20h_qrels_kaggle_train_csv", "the Kaggle training log given as --qrels (the labels are its "
                "click_bool and booking_bool columns)", ["evaluate", "--qrels", "train.csv", "price.run"],
                "train.csv:1", "booking_bool", outputs=(),
                why="brief: labels 5/1/0 from booking_bool/click_bool: the refusal must say which columns hold "
                    "them and how to make one grade (trec_eval refuses the file)",
                files={"price.run": _RUN}, setup=log_setup("to_csv_null(expedia(8, seed=22), P('train.csv'))\n")),
        bad("u20h_qrels_frame_two_flags", "the judgements as a frame with click_bool and booking_bool and no grade "
            "column", "t = expedia(8, seed=23)\nq = t[['srch_id', 'prop_id', 'click_bool', 'booking_bool']].rename("
            "columns={'srch_id': 'qid', 'prop_id': 'docid'})\n"
            "rankagg.evaluate(rankers(t)['model'], q, ['nDCG@38'])\n", "booking_bool", "rel",
            why="a frame's grade column is rel/label/relevance; the flags are two columns, not a grade"),
        cli_bad("u20h_evaluate_submission_csv", "a Kaggle submission (SearchId,PropertyId, ranked order, no "
                "score) given to evaluate as a run", ["evaluate", "--qrels", "qrels.txt", "sub.csv"],
                "sub.csv:1", "header", outputs=(),
                why="trec_eval refuses it (2 fields); the first line is a table's header, which the message must "
                    "say (not only 'expected 6 fields')",
                files={"sub.csv": _SUB, "qrels.txt": _QRELS}, fast=True),
        cli_bad("u20h_fuse_submission_csvs", "two Kaggle submissions (SearchId,PropertyId) given to fuse as "
                "files", ["fuse", "sub_model.csv", "sub_prod.csv", "-o", "fused.csv"], "sub_model.csv", "qid",
                outputs=("fused.csv",),
                why="a submission is one run of many searches (a long table without scores), not gene lists "
                    "named SearchId and PropertyId: say so and how to give it (qid, docid, rank)",
                files={"sub_model.csv": _SUB, "sub_prod.csv": _SUB}),
        cli_bad("u20h_fuse_submission_one_csv", "one submission file to fuse, -o fused.run",
                ["fuse", "sub.csv", "-o", "fused.run"], "sub.csv", "qid",
                why="as above: not gene lists; the -o name is not the problem", files={"sub.csv": _SUB}),
        cli_bad("u20h_submission_tsv_evaluate", "the submission saved with a tab (SearchId<TAB>PropertyId) "
                "given to evaluate", ["evaluate", "--qrels", "qrels.txt", "sub.tsv"], "sub.tsv:1", "header",
                outputs=(), why="as the CSV: a table's header line",
                files={"sub.tsv": _SUB.replace(",", "\t"), "qrels.txt": _QRELS}),
        cli_bad("u20h_price_null_cell_run", "a price run written from the log with NULL where the price was "
                "missing", ["fuse", "price.run", "model.run", "-o", "fused.run"], "price.run:3",
                why="docs/conventions.md: a non-numeric score is refused naming the line (trec_eval's atof would "
                    "read 0)",
                files={"price.run": _RUN.replace("-201.0", "NULL"), "model.run": _MODEL}),
        bad("u20h_kaggle_names_frame", "the log's names kept (srch_id, prop_id) in the long frame",
            "t = expedia(8, seed=24)\nf = long_frame(rankers(t)).rename(columns={'qid': 'srch_id', 'docid': 'prop_id'})\n"
            "rankagg.fuse(f, 'rrf')\n", "srch_id", "qid",
            why="the frame's query and document columns are named qid/docid (or aliases); the refusal names both"),
        cli_bad("u20h_kaggle_names_parquet", "a Parquet table with the log's names (srch_id, prop_id, score, run)",
                ["fuse", "lists.parquet", "-o", "fused.run"], "lists.parquet", "srch_id",
                why="rankagg fuse --help: a Parquet table q_id doc_id score run",
                setup=log_setup("f = long_frame(rankers(expedia(8, seed=25)))\n"
                                "f.rename(columns={'qid': 'srch_id', 'docid': 'prop_id'}).to_parquet(P('lists.parquet'))\n")),
        bad("u20h_float_srch_id_after_merge", "the run frame's srch_id became float64 (a left merge with a table "
            "missing a search) and is evaluated against text qrels",
            "t = expedia(8, seed=26)\ng = grades(t)\nwrite_qrels('q.txt', g)\n"
            "f = long_frame({'m': rankers(t)['model']}, ints=True).drop(columns='run')\nf['qid'] = f['qid'].astype(float)\n"
            "rankagg.evaluate(f, 'q.txt', ['nDCG@38'])\n", "float",
            why="docs/conventions.md: a float id has no one text ('2.0' is not the qrels' '2')"),
        bad("u20h_rank_from_zero_submission", "the submission's rank made with cumcount() without + 1 (ranks from "
            "0)", "s = pd.DataFrame({'qid': [2, 2, 2, 5, 5], 'docid': [40540, 127604, 95578, 142515, 58399]})\n"
            "s['rank'] = s.groupby('qid').cumcount()\nrankagg.fuse(s.assign(run='prod'), 'rrf')\n", "rank", "row",
            why="docs/conventions.md: a frame's rank column: each rank a positive integer"),
        bad("u20h_price_nan_frame_row", "a NULL price left as NaN in the price ranker's frame",
            "t = expedia(6, seed=27)\nf = long_frame({'price': rankers(t)['price']})\nf.loc[5, 'score'] = float('nan')\n"
            "rankagg.fuse(f, 'rrf')\n", "row 5",
            why="docs/conventions.md: a missing score (NaN) is refused as one, naming the row"),
        bad("u20h_id_lists_per_search", "the production order as {search: [prop ids best first]} per ranker "
            "(the Fuser's list form) given to rankagg.fuse",
            "rankagg.fuse({'production': {'2': ['40540', '127604'], '5': ['58399']}, "
            "'model': {'2': {'40540': 0.3, '127604': 0.9}, '5': {'58399': 1.0}}}, 'rrf')\n", "production",
            why="a run given to rankagg.fuse is {qid: {docid: score}}; the refusal names the run"),
        cli_bad("u20h_run_with_pandas_header", "a run written by pandas to_csv(sep=' ') with its header "
                "('srch_id Q0 prop_id rank score tag')", ["fuse", "model.run", "price.run", "-o", "fused.run"],
                "model.run:1",
                why="trec_eval would read the header's 'score' as 0; the first line is a header",
                files={"model.run": "srch_id Q0 prop_id rank score tag\n" + _MODEL, "price.run": _RUN}),
        cli_bad("u20h_qrels_duplicate_prop", "qrels built from the log where a hotel of a search appears twice "
                "(the click row and the booking row, grades 1 and 5)",
                ["evaluate", "--qrels", "qrels.txt", "price.run"], "qrels.txt:3", outputs=(),
                why="trec_eval 10.0 refuses a document judged twice for one query (form_res_rels: duplicate docs)",
                files={"qrels.txt": "2 0 40540 0\n2 0 127604 1\n2 0 127604 5\n5 0 142515 1\n", "price.run": _RUN},
                fast=True),
        cli_bad("u20h_weights_unknown_ranker", "--weights popularty=0.5 (misspelt) over the price and model runs",
                ["fuse", "price.run", "model.run", "--method", "rrf", "--weights", "popularty=0.5", "-o", "fused.run"],
                "popularty",
                why="a weight for no run is a mistake, named; fusing without it would be silent",
                files={"price.run": _RUN, "model.run": _MODEL}),
        cli_bad("u20h_measure_ndcg_at_38_typo", "--measures nDCG@38.0 (a cutoff as a float, copied from a "
                "notebook)", ["evaluate", "--qrels", "qrels.txt", "price.run", "--measures", "nDCG@38.0"],
                "nDCG@38.0", outputs=(), why="a cutoff is a whole number of documents",
                files={"price.run": _RUN, "qrels.txt": _QRELS}),
        cli_bad("u20h_submission_as_qrels", "the submission file given as --qrels (the labels forgotten)",
                ["evaluate", "--qrels", "sub.csv", "price.run"], "sub.csv:1", outputs=(),
                why="trec_eval refuses it; no grades there", files={"sub.csv": _SUB, "price.run": _RUN}),
        cli_bad("u20h_output_submission_name", "the fused run asked for as submission.csv (what Kaggle takes)",
                ["fuse", "price.run", "model.run", "-o", "submission.csv"], "submission.csv",
                outputs=("submission.csv",),
                why="docs/conventions.md: a .csv name is refused, since no reader of such a name reads TREC lines",
                files={"price.run": _RUN, "model.run": _MODEL}),
        bad("u20h_fuser_site_weight_typo", "a site's Fuser weights a list 'pirce' (misspelt) and is called with "
            "price and model", "fu = rankagg.Fuser('rrf', weights={'model': 2.0, 'pirce': 1.0})\n"
            "fu({'model': {'a': 1.0, 'b': 0.5}, 'price': {'a': -100.0, 'b': -50.0}})\n", "pirce",
            why="README: weights by list name; an unknown name is refused"),
        bad("u20h_gross_bookings_grade", "qrels frame with gross_bookings_usd (311.25) as the grade of a booking",
            "t = expedia(8, seed=28)\nq = pd.DataFrame({'qid': t.srch_id, 'docid': t.prop_id, "
            "'rel': t.gross_bookings_usd.fillna(0)})\n"
            "rankagg.evaluate(rankers(t)['model'], q, ['nDCG@38'])\n", "311.25",
            why="trec_eval's grades are integers (atol would read 311): a fractional grade is refused naming it"),
        bad("u20h_exp_gain_measure_spelling", "Kaggle's gain asked for as 'nDCG@38(gain=exp)'",
            "t = expedia(8, seed=29)\nrankagg.evaluate(rankers(t)['model'], grades(t), ['nDCG@38(gain=exp)'])\n",
            "nDCG@38(gain=exp)", why="no such measure name; named with what the measures are"),
        cli_bad("u20h_empty_submission", "a submission holding only its header (the export crashed)",
                ["evaluate", "--qrels", "qrels.txt", "sub.csv"], "sub.csv:1", outputs=(),
                why="no run lines; trec_eval refuses the header line", files={"sub.csv": "SearchId,PropertyId\n",
                                                                              "qrels.txt": _QRELS}),
        cli_bad("u20h_price_semicolon_csv_run", "a run exported from a spreadsheet with semicolons "
                "('2;Q0;40540;1;-129,00;price'), given to fuse", ["fuse", "price.run", "model.run", "-o", "fused.run"],
                "price.run:1",
                why="trec_eval splits on blanks: one field; named, not read",
                files={"price.run": "2;Q0;40540;1;-129,00;price\n2;Q0;127604;2;-139,50;price\n", "model.run": _MODEL}),
    ]
