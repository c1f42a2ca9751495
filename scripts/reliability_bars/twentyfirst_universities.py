"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, an analyst's meta-ranking of published university league tables (its cases,
ids ``u21u_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.

The analyst's day (an education-policy analyst): six published tables (QS, THE, ARWU, U.S. News, CWUR, Leiden) of
different lengths (100 to 1500 institutions), per year and per subject (queries ``2025_Engineering_&_Technology``),
combined into one meta-ranking (Borda, RRF, the geometric mean of normalised ranks, CombSUM of the overall scores),
and the tables' agreement with it (Kendall's tau and Spearman's rho with SciPy).  Institutions go by slugs of their
names (``King's_College_London``, ``Texas_A&M``, ``University_of_California,_Berkeley``, ``清华大学``, ``東京大学``),
places past 200 by the band's lower bound (``201-250`` is 201 for each of its members: a tie); the overall score has
one decimal and many ties.  The mistakes and odd files: a rank of ``<NA>`` where a table printed ``Reporter``, a band's
midpoint 225.5 as a rank, decimal commas, year and subject as two columns, ids as numbers in one table and text in the
other, a subject name with blanks as the query, scores published only for a table's top 200, and the meta-ranking
written under the name of the paper's LaTeX table, the report's Markdown page, a YAML or a notebook.

The references (``_REF``) are computed here, never with rankagg's code."""

from __future__ import annotations

from .case import Case, command_cases, reference_setup, snippet_cases
from .references import CLI_OR_EXIT, HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM

TWENTYFIRST_UNIVERSITIES = "45 Unseen inputs: a twenty-first bar, an analyst's meta-ranking of published university league tables"

_REF = r'''
import csv, io, json, math, os, subprocess, sys
NAMES = ['MIT', 'Imperial_College_London', 'University_of_Oxford', 'Harvard_University', 'University_of_Cambridge',
         'Stanford_University', 'ETH_Zurich', 'National_University_of_Singapore', 'UCL', 'Caltech',
         '清华大学', '北京大学', 'Princeton_University', "King's_College_London", 'University_of_California,_Berkeley',
         'Université_PSL', 'Texas_A&M_University', '東京大学', '서울대학교', 'EPFL', 'Yale_University',
         'Johns_Hopkins_University', 'Columbia_University', 'TU_München', 'LMU_München', 'KU_Leuven',
         'Sorbonne_Université', 'McGill_University', 'University_of_Toronto', 'Universität_Heidelberg',
         'Università_di_Bologna', 'Universidade_de_São_Paulo', 'UNAM', 'Monash_University', 'UNSW_Sydney']
TABLES = ['QS', 'THE', 'ARWU', 'USNews', 'CWUR', 'Leiden']
'''[1:] + SEEDED_UNIFORM + r'''def institutions(n):
    return (NAMES + ['Inst_%04d' % i for i in range(n)])[:n]
def league(seed, lengths, n=None, noise=0.15):
    """{table: [institution, best first]}: each table a noisy view of one latent quality, cut at its length"""
    n = n or max(lengths.values()) + 40
    ids = institutions(n)
    g = lcg(seed)
    out = {}
    for t, length in lengths.items():
        s = {d: -i + noise * n * (next(g) - 0.5) for i, d in enumerate(ids)}
        out[t] = sorted(ids, key=lambda d: (-s[d], d))[:length]
    return out
def banded(order, top=200, width=50):
    """published places: 1..top, then each band's lower bound (201-250 is 201)"""
    return {d: p if p <= top else top + 1 + width * ((p - top - 1) // width) for p, d in enumerate(order, 1)}
def long_rows(tables_by_q, place=None):
    """[(qid, institution, table, place)]"""
    rows = []
    for q, tables in tables_by_q.items():
        for t, order in tables.items():
            pl = place(order) if place else {d: p for p, d in enumerate(order, 1)}
            rows += [(q, d, t, pl[d]) for d in order]
    return rows
def as_scores(tables):
    """{table: {inst: -place}}: RANKED_LISTS' references read a higher score as better"""
    return {t: {d: -float(p) for p, d in enumerate(o, 1)} for t, o in tables.items()}
def local_places(places):
    """a place shared by several institutions is each one's best place of the class (1 1 3)"""
    vals = sorted(places.values())
    import bisect
    return {d: 1 + bisect.bisect_left(vals, p) for d, p in places.items()}
def borda_places(tables_places, w=None):
    """Borda over {table: {inst: place}} with tied places: n - place + 1, a missing one (n - k + 1) / 2"""
    allids = set().union(*[set(p) for p in tables_places.values()])
    n = len(allids)
    sc, cnt, best = {}, {}, {}
    for t, pl in tables_places.items():
        wt = (w or {}).get(t, 1.0)
        loc, k = local_places(pl), len(pl)
        for d in allids:
            if d in loc:
                sc[d] = sc.get(d, 0.0) + wt * (n - loc[d] + 1)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), loc[d])
            else:
                sc[d] = sc.get(d, 0.0) + wt * (n - k + 1) / 2
    return sc, cnt, best
def geomean_ref(tables):
    """RAGS' geometric mean (Bedo & Ong, Theorem 2; RAGS 4.2's top-k imputation): each missing institution at
    (k + 1 + n) / 2, ranks over n + 1, score -sum log(R / (n + 1)) (higher is better)"""
    allids = set().union(*[set(o) for o in tables.values()])
    n = len(allids)
    sc, cnt, best = {d: 0.0 for d in allids}, {}, {}
    for t, o in tables.items():
        pos, k = {d: p for p, d in enumerate(o, 1)}, len(o)
        for d in allids:
            r = pos.get(d, (k + 1 + n) / 2)
            sc[d] -= math.log(r / (n + 1))
            if d in pos:
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), pos[d])
    return sc, cnt, best
def frame_rows(res, q, qcol='qid', dcol='docid'):
    sub = res[res[qcol] == q].sort_values('rank')
    return [(d, float(s)) for d, s in zip(sub[dcol], sub['score'])]
def read_table(path):
    """{query: [(item, score)]} of a written significance/consensus table (.csv/.tsv), by its rank column"""
    text = open(path, encoding='utf-8').read()
    rows = list(csv.DictReader(io.StringIO(text), delimiter='\t' if path.endswith('.tsv') else ','))
    out = {}
    for r in sorted(rows, key=lambda r: int(r['rank'])):
        out.setdefault(r['query'], []).append((r['item'], float(r['score'])))
    return out
def with_absent(Q, T):
    """a query's tables as scores, and each table of another query that has no list here as an empty list: Borda's
    (n - k + 1) / 2 share with k = 0 for every institution (rankagg methods borda)"""
    return {**{t: {} for U in Q.values() for t in U}, **as_scores(T)}
def lists_csv(tables, sep=','):
    """a table of lists: one column per table, best first, shorter columns ending with empty cells"""
    names = list(tables)
    m = max(len(o) for o in tables.values())
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=sep, lineterminator='\n')
    w.writerow(names)
    for i in range(m):
        w.writerow([tables[t][i] if i < len(tables[t]) else '' for t in names])
    return buf.getvalue()
'''

_PRELUDE = ("import pandas as pd\nimport rankagg\n" + _REF + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT
            + CLI_OR_EXIT)

#: a Parquet run table of two subjects and two years (q_id, doc_id, run, rank), written by the setup of CLI cases
_SUBJECTS_PARQUET = r'''
import pandas as pd
Q = {'2024_Engineering_&_Technology': league(11, {'QS': 120, 'THE': 150, 'ARWU': 80}),
     '2025_Engineering_&_Technology': league(12, {'QS': 120, 'THE': 150, 'ARWU': 80}),
     '2025_Arts_&_Humanities': league(13, {'QS': 60, 'THE': 100, 'USNews': 90})}
pd.DataFrame(long_rows(Q), columns=['q_id', 'doc_id', 'run', 'rank']).to_parquet(P('tables.parquet'), index=False)
'''


def twentyfirst_bar_universities_cases() -> list[Case]:
    G = TWENTYFIRST_UNIVERSITIES
    ok, bad = snippet_cases(G, _PRELUDE, ok_timeout=180, bad_timeout=60)
    _, cli_bad = command_cases(G, outputs=("meta.run",))
    subjects = reference_setup(_REF, _SUBJECTS_PARQUET)
    c: list[Case] = []
    why_borda = ("rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each institution a shorter table does not "
                 "list (unranked='share'); ties by the house rule (docs/conventions.md)")

    # -- the meta-ranking, computed by hand -------------------------------------------------------------------
    c.append(ok("u21u_df_six_tables_borda_partial", "six 2025 tables of different lengths (QS 150, THE 200, ARWU 100, "
                "U.S. News 250, CWUR 200, Leiden 120) as one long frame with published places: Borda's meta-ranking "
                "equals Borda by hand, an institution absent from a shorter table sharing its remaining points",
                "T = league(1, {'QS': 150, 'THE': 200, 'ARWU': 100, 'USNews': 250, 'CWUR': 200, 'Leiden': 120})\n"
                "df = pd.DataFrame(long_rows({'2025': T}), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='borda')\n"
                "report(agree(frame_rows(res, '2025'), borda_ref(as_scores(T)), written=False))\n", why=why_borda))
    c.append(ok("u21u_df_years_subjects_rrf", "three year-subject queries (2024 and 2025 Engineering & Technology, 2025 "
                "Arts & Humanities; the ampersand in the id) in one frame: RRF (k=60) per query equals sum 1/(60 + r) "
                "by hand, each query on its own tables",
                "Q = {'2024_Engineering_&_Technology': league(2, {'QS': 100, 'THE': 300, 'ARWU': 150}),\n"
                "     '2025_Engineering_&_Technology': league(3, {'QS': 100, 'THE': 300, 'ARWU': 150}),\n"
                "     '2025_Arts_&_Humanities': league(4, {'QS': 80, 'THE': 120, 'USNews': 60})}\n"
                "df = pd.DataFrame(long_rows(Q), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='rrf')\n"
                "got = {q: frame_rows(res, q) for q in Q}\n"
                "report(agree_all(got, {q: rrf_ref(as_scores(T)) for q, T in Q.items()}, written=False))\n",
                why="Cormack et al. 2009: RRF = sum 1 / (k + r), k = 60 (rankagg methods rrf); queries fused apart"))
    c.append(ok("u21u_df_geomean_partial", "the geometric mean of normalised ranks over tables of 100 and 400 "
                "institutions: each institution missing from a table imputed at (k + 1 + n) / 2 (RAGS 4.2), the "
                "score -sum log(R / (n + 1)) by hand",
                "T = league(5, {'QS': 400, 'ARWU': 100, 'CWUR': 250})\n"
                "df = pd.DataFrame(long_rows({'2025': T}), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='geomean')\n"
                "report(agree(frame_rows(res, '2025'), geomean_ref(T), written=False))\n",
                why="rankagg methods geomean / docs/methods.md: Bedo & Ong's Theorem 2 with top-k imputation (k+1+n)/2"))
    c.append(ok("u21u_df_band_lower_bounds_borda_ties", "places past 200 written as their band's lower bound (each "
                "member of 201-250 at 201, as the tables print them): the band's members tie, each at the best place "
                "of its class; Borda by hand with tied places",
                "T = league(6, {'QS': 400, 'THE': 350, 'ARWU': 300})\n"
                "df = pd.DataFrame(long_rows({'2025': T}, banded), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='borda')\n"
                "report(agree(frame_rows(res, '2025'), borda_places({t: banded(o) for t, o in T.items()}), "
                "written=False))\n",
                why="docs/conventions.md: a repeated rank is a tie at the best place of its class (1 1 1 4)"))
    c.append(ok("u21u_df_scores_beside_ranks_borda", "each table with its rank column and its overall score (one "
                "decimal, many ties) beside it: the score is read (the rank only when no score is), equal scores "
                "ordered by the institution descending as trec_eval does; Borda by hand on the scores",
                "T = league(7, {'QS': 120, 'THE': 160, 'CWUR': 90})\n"
                "S = {t: {d: round(100 - 0.35 * p, 1) for p, d in enumerate(o, 1)} for t, o in T.items()}\n"
                "rows = [(q, d, t, r, S[t][d]) for q, d, t, r in long_rows({'2025': T})]\n"
                "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank', 'score'])\n"
                "assert len({v for s in S.values() for v in s.values()}) < 200  # many ties\n"
                "res = rankagg.fuse(df, method='borda')\n"
                "report(agree(frame_rows(res, '2025'), borda_ref(S), written=False))\n",
                why="docs/conventions.md: a frame's rank column is read only when it has no score column; scores "
                    "ranked descending, ties by docid descending (trec_eval)"))
    c.append(ok("u21u_dicts_nonlatin_ties_borda", "dicts {table: {year: {institution: -place}}} with non-Latin and "
                "accented ids (清华大学, 東京大学, 서울대학교, Université_PSL) in mirrored places, so that pairs tie "
                "exactly: ties ordered by the house rule (more tables, best place, then the smaller id by code points)",
                "A = ['清华大学', 'Université_PSL', '東京大学', '서울대학교', \"King's_College_London\", 'Texas_A&M_University']\n"
                "T = {'QS': A, 'THE': A[::-1], 'ARWU': A[1:] + A[:1], 'CWUR': (A[1:] + A[:1])[::-1]}\n"
                "runs = {t: {'2025': {d: -float(p) for p, d in enumerate(o, 1)}} for t, o in T.items()}\n"
                "res = rankagg.fuse(runs, method='borda')\n"
                "got = list(res['2025'].items())\n"
                "report(agree(got, borda_ref(as_scores(T)), written=False))\n",
                why=why_borda + "; the smaller docid is the code points' order (docs/conventions.md)", fast=True))
    c.append(ok("u21u_df_weighted_rrf_tables", "the analyst's weights per table (ARWU and CWUR 0.5: research only; the "
                "others 1): weighted RRF equals sum w / (60 + r) by hand",
                "T = league(8, {'QS': 300, 'THE': 300, 'ARWU': 200, 'CWUR': 400})\n"
                "W = {'QS': 1.0, 'THE': 1.0, 'ARWU': 0.5, 'CWUR': 0.5}\n"
                "df = pd.DataFrame(long_rows({'2025': T}), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='rrf', weights=W)\n"
                "report(agree(frame_rows(res, '2025'), rrf_ref(as_scores(T), w=W), written=False))\n",
                why="docs/conventions.md: weights keyed by the run's name; RRF sum w / (k + r)"))
    c.append(ok("u21u_df_combsum_overall_scores", "CombSUM of the published overall scores (QS 0-100, THE 20-100, "
                "CWUR 65-100; shorter tables contribute 0 for the institutions they do not list), min-max normalised "
                "per table, by hand",
                "T = league(9, {'QS': 200, 'THE': 150, 'CWUR': 300})\n"
                "LO = {'QS': 0.0, 'THE': 20.0, 'CWUR': 65.0}\n"
                "S = {t: {d: round(100 - (100 - LO[t]) * (p - 1) / len(o), 1) for p, d in enumerate(o, 1)} "
                "for t, o in T.items()}\n"
                "rows = [(q, d, t, S[t][d]) for q, d, t, r in long_rows({'2025': T})]\n"
                "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'score'])\n"
                "res = rankagg.fuse(df, method='combsum', norm='minmax')\n"
                "report(agree(frame_rows(res, '2025'), combsum_minmax_ref(S), written=False))\n",
                why="docs/conventions.md: CombSUM of min-max scores, an unlisted institution contributes 0"))
    c.append(ok("u21u_polars_long_borda", "the long table in polars (the analyst's notebook reads the tables with "
                "polars): Borda per year, the answer a polars frame equal to Borda by hand",
                "import polars as pl\n"
                "Q = {'2024': league(21, {'QS': 90, 'THE': 140, 'Leiden': 60}),\n"
                "     '2025': league(22, {'QS': 90, 'THE': 140, 'Leiden': 60})}\n"
                "rows = long_rows(Q)\n"
                "df = pl.DataFrame({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows],\n"
                "                   'run': [r[2] for r in rows], 'rank': [r[3] for r in rows]})\n"
                "res = rankagg.fuse(df, method='borda')\n"
                "assert isinstance(res, pl.DataFrame), type(res)\n"
                "res = res.to_pandas()\n"
                "report(agree_all({q: frame_rows(res, q) for q in Q}, {q: borda_ref(as_scores(T)) for q, T in "
                "Q.items()}, written=False))\n",
                why="README: rankagg.fuse returns what it was given (polars); " + why_borda))
    c.append(ok("u21u_arrow_table_rrf", "the same kind of long table as a pyarrow Table (read from the analyst's "
                "Parquet store): RRF per subject by hand",
                "import pyarrow as pa\n"
                "Q = {'2025_Life_Sciences': league(23, {'QS': 100, 'THE': 250, 'ARWU': 200}),\n"
                "     '2025_Physical_Sciences': league(24, {'QS': 100, 'THE': 250, 'ARWU': 200})}\n"
                "rows = long_rows(Q)\n"
                "tab = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows],\n"
                "                'run': [r[2] for r in rows], 'rank': [r[3] for r in rows]})\n"
                "res = rankagg.fuse(tab, method='rrf')\n"
                "res = res.to_pandas()\n"
                "report(agree_all({q: frame_rows(res, q) for q in Q}, {q: rrf_ref(as_scores(T)) for q, T in "
                "Q.items()}, written=False))\n",
                why="README: Arrow tables in, Arrow out; RRF sum 1 / (60 + r)"))
    c.append(ok("u21u_fuser_best_first_rrf", "a Fuser on two lists of institutions best first, one of 100 (ARWU's "
                "top 100) and one of 1500 (QS): RRF by hand, every institution of either list kept",
                "from rankagg import Fuser\n"
                "T = league(25, {'ARWU': 100, 'QS': 1500}, n=1600)\n"
                "got = [(d, float(s)) for d, s in Fuser('rrf')({'ARWU': T['ARWU'], 'QS': T['QS']})]\n"
                "ref = rrf_ref(as_scores(T))\n"
                "report(agree(got, ref, written=False))\n",
                why="README: the Fuser takes lists of ids best first; RRF sum 1 / (60 + r)"))
    c.append(ok("u21u_named_frames_own_columns", "one frame per table, each as its publisher's export was read: QS "
                "(qid, docid, rank), THE (query, doc, rank) and ARWU (query_id, docno, rank); Borda on {table: "
                "frame} by hand",
                "T = league(26, {'QS': 80, 'THE': 120, 'ARWU': 100})\n"
                "cols = {'QS': ('qid', 'docid'), 'THE': ('query', 'doc'), 'ARWU': ('query_id', 'docno')}\n"
                "frames = {t: pd.DataFrame({cols[t][0]: ['2025'] * len(o), cols[t][1]: o, 'rank': range(1, len(o) + 1)})"
                " for t, o in T.items()}\n"
                "res = rankagg.fuse(frames, method='borda')\n"
                "report(agree(frame_rows(res, '2025'), borda_ref(as_scores(T)), written=False))\n",
                why="docs/conventions.md: {name: frame} runs are each read by their own column names, under the first "
                    "frame's names in the result; " + why_borda))
    c.append(ok("u21u_df_kendall_agreement_scipy", "the analyst's agreement table: the Borda meta-ranking of five "
                "tables, then Kendall's tau and Spearman's rho (SciPy) of each table with it on their common "
                "institutions; rankagg's meta-ranking gives the same coefficients as Borda by hand",
                "from scipy import stats\n"
                "T = league(27, {'QS': 150, 'THE': 150, 'ARWU': 100, 'USNews': 200, 'CWUR': 150})\n"
                "df = pd.DataFrame(long_rows({'2025': T}), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='borda')\n"
                "got = [d for d, _ in frame_rows(res, '2025')]\n"
                "sc, cnt, best = borda_ref(as_scores(T))\n"
                "want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n"
                "def coef(order):\n"
                "    pos = {d: i for i, d in enumerate(order)}\n"
                "    out = {}\n"
                "    for t, o in T.items():\n"
                "        a = list(range(len(o)))\n"
                "        b = [pos[d] for d in o]\n"
                "        out[t] = (round(stats.kendalltau(a, b).statistic, 12), round(stats.spearmanr(a, b).statistic, 12))\n"
                "    return out\n"
                "report('' if coef(got) == coef(want) else '%r != %r' % (coef(got), coef(want)))\n",
                why="SciPy's kendalltau / spearmanr on the meta-ranking: " + why_borda))
    c.append(ok("u21u_df_int_year_qids", "five years as whole-number query ids (2021 to 2025, an int64 column as "
                "pandas reads a year): Borda per year by hand, the answer keyed by the same ints",
                "Q = {y: league(30 + y, {'QS': 60, 'THE': 80, 'ARWU': 50}) for y in range(2021, 2026)}\n"
                "df = pd.DataFrame(long_rows(Q), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='borda')\n"
                "assert sorted(res['qid'].unique().tolist()) == list(range(2021, 2026)), res['qid'].unique()\n"
                "report(agree_all({q: frame_rows(res, q) for q in Q}, {q: borda_ref(as_scores(T)) for q, T in "
                "Q.items()}, written=False))\n",
                why="docs/conventions.md: ids of one kind (all int) are ids; " + why_borda))

    c.append(ok("u21u_df_subject_without_arwu", "ARWU publishes no Arts & Humanities table: in the long frame its "
                "run has lists for Engineering only; Borda per subject by hand, ARWU's empty Arts list sharing its (n + 1) / 2 "
                "points among every institution (the order of the tables that rank the subject)",
                "Q = {'2025_Engineering_&_Technology': league(51, {'QS': 90, 'THE': 120, 'ARWU': 70}),\n"
                "     '2025_Arts_&_Humanities': league(52, {'QS': 70, 'THE': 100})}\n"
                "df = pd.DataFrame(long_rows(Q), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='borda')\n"
                "ALL = {t for T in Q.values() for t in T}\n"
                "report(agree_all({q: frame_rows(res, q) for q in Q}, {q: borda_ref({**{t: {} for t in ALL}, **as_scores(T)}) "
                "for q, T in Q.items()}, written=False))\n",
                why="rankagg methods borda: a ranker's list of k = 0 institutions gives each (n + 1) / 2 (unranked='share'), "
                    "the same to all, so the order is the tables' that rank the subject; " + why_borda))
    c.append(ok("u21u_df_rrf_k10_spec", "RRF with a smaller k written as the method spec 'rrf(k=10)' (the top places "
                "weigh more): sum 1 / (10 + r) by hand",
                "T = league(53, {'QS': 200, 'THE': 150, 'USNews': 250})\n"
                "df = pd.DataFrame(long_rows({'2025': T}), columns=['qid', 'docid', 'run', 'rank'])\n"
                "res = rankagg.fuse(df, method='rrf(k=10)')\n"
                "report(agree(frame_rows(res, '2025'), rrf_ref(as_scores(T), k=10.0), written=False))\n",
                why="rankagg fuse --help: a method spec 'rrf(k=10)'; RRF sum 1 / (k + r)"))
    c.append(ok("u21u_cli_parquet_weights_json", "the table weights as a JSON file ({\"ARWU\": 0.5, \"USNews\": 0.5}, "
                "the others 1) given to '--weights' with the Parquet table: weighted RRF by hand per query",
                _SUBJECTS_PARQUET.replace("P('tables.parquet')", "'tables.parquet'")
                + "W = {'ARWU': 0.5, 'USNews': 0.5}\n"
                "json.dump(W, open('w.json', 'w'))\n"
                "cli('fuse', 'tables.parquet', '--method', 'rrf', '--weights', 'w.json', '-o', 'meta.run', '--quiet')\n"
                "got = read_run(open('meta.run', encoding='utf-8').read())\n"
                "report(agree_all(got, {q: rrf_ref(as_scores(T), w=W) for q, T in Q.items()}))\n",
                why="rankagg fuse --help: --weights FILE (a JSON object), unnamed runs weigh 1; RRF sum w / (60 + r)"))

    # -- the command line ----------------------------------------------------------------------------------------
    c.append(ok("u21u_cli_parquet_subjects_borda_run", "the year-subject tables as a Parquet run table (q_id, doc_id, "
                "run, rank) fused by 'rankagg fuse --method borda -o meta.run': the written run read back gives Borda "
                "by hand per query, in the file's order",
                _SUBJECTS_PARQUET.replace("P('tables.parquet')", "'tables.parquet'")
                + "cli('fuse', 'tables.parquet', '--method', 'borda', '-o', 'meta.run', '--quiet')\n"
                "got = read_run(open('meta.run', encoding='utf-8').read())\n"
                "report(agree_all(got, {q: borda_ref(with_absent(Q, T)) for q, T in Q.items()}))\n",
                why=why_borda + "; a written run reads back in its order (docs/conventions.md)"))
    c.append(ok("u21u_cli_parquet_volume_rrf", "five years x eight subjects x six tables of 300 to 1500 institutions "
                "(about 200,000 rows) in one Parquet table: RRF over all of it; three queries checked by hand",
                "SUBJ = ['Arts_&_Humanities', 'Engineering_&_Technology', 'Life_Sciences_&_Medicine', 'Natural_Sciences',"
                " 'Social_Sciences_&_Management', 'Computer_Science', 'Economics', 'Education']\n"
                "L = {'QS': 1500, 'THE': 1200, 'ARWU': 1000, 'USNews': 800, 'CWUR': 600, 'Leiden': 300}\n"
                "Q = {}\n"
                "for y in range(2021, 2026):\n"
                "    for j, s in enumerate(SUBJ):\n"
                "        Q['%d_%s' % (y, s)] = league(100 * y + j, {t: L[t] // (1 + j % 3) for t in L}, n=1600)\n"
                "pd.DataFrame(long_rows(Q), columns=['q_id', 'doc_id', 'run', 'rank']).to_parquet('all.parquet', index=False)\n"
                "cli('fuse', 'all.parquet', '--method', 'rrf', '--depth', '2000', '-o', 'meta.run', '--quiet')\n"
                "got = read_run(open('meta.run', encoding='utf-8').read())\n"
                "pick = ['2021_Arts_&_Humanities', '2023_Economics', '2025_Education']\n"
                "msg = '' if set(got) == set(Q) else 'queries %d of %d' % (len(set(got) & set(Q)), len(Q))\n"
                "report(msg or agree_all({q: got[q] for q in pick}, {q: rrf_ref(as_scores(Q[q])) for q in pick}))\n",
                why="RRF sum 1 / (60 + r) per query (Cormack et al. 2009); every query written", timeout=240))
    c.append(ok("u21u_cli_runs_trust_rank_bands", "each table a TREC run of its published places (the band's lower "
                "bound past 200) in the rank column, the score column 0 (no score published), 'fuse --trust-rank "
                "--method borda': the band's members tie; Borda by hand with tied places",
                "T = league(40, {'QS': 300, 'THE': 400, 'ARWU': 260})\n"
                "for t, o in T.items():\n"
                "    pl = banded(o)\n"
                "    open(t + '.run', 'w', encoding='utf-8').write(''.join('2025 Q0 %s %d 0 %s\\n' % (d, pl[d], t) "
                "for d in o))\n"
                "cli('fuse', 'QS.run', 'THE.run', 'ARWU.run', '--trust-rank', '--method', 'borda', '-o', 'meta.run', "
                "'--quiet')\n"
                "got = read_run(open('meta.run', encoding='utf-8').read())\n"
                "report(agree_all(got, {'2025': borda_places({t: banded(o) for t, o in T.items()})}))\n",
                why="docs/conventions.md: --trust-rank reads a repeated rank on tied scores as a tie, each at the best "
                    "place of its class; " + why_borda))
    c.append(ok("u21u_cli_lists_geomean_nonlatin", "a table of lists (one column per table, 'QS 2025,THE 2025,ARWU "
                "2025' headings, shorter columns ending empty, non-Latin names) fused with --method geomean to a TSV: "
                "the geometric mean by hand",
                "T = league(41, {'QS 2025': 60, 'THE 2025': 45, 'ARWU 2025': 30})\n"
                "open('tables.csv', 'w', encoding='utf-8').write(lists_csv(T))\n"
                "cli('fuse', 'tables.csv', '--method', 'geomean', '-o', 'meta.tsv', '--quiet')\n"
                "got = read_table('meta.tsv')\n"
                "report('one query expected: %r' % list(got) if len(got) != 1 else "
                "agree(next(iter(got.values())), geomean_ref(T), written=False))\n",
                why="docs/genes.md: a table of lists, one column per list; geomean by RAGS' Theorem 2"))
    c.append(ok("u21u_cli_lists_quoted_subject_headings", "a table of lists whose headings hold commas in quotes "
                "('\"QS 2025, Engineering & Technology\"'): three lists, Borda by hand",
                "T = league(42, {'QS 2025, Engineering & Technology': 40, 'THE 2025, Engineering & Technology': 50,\n"
                "                'ARWU 2025, Engineering': 30})\n"
                "open('eng.csv', 'w', encoding='utf-8').write(lists_csv(T))\n"
                "cli('fuse', 'eng.csv', '--method', 'borda', '-o', 'meta.tsv', '--quiet')\n"
                "got = read_table('meta.tsv')\n"
                "report('one query expected: %r' % list(got) if len(got) != 1 else "
                "agree(next(iter(got.values())), borda_ref(as_scores(T)), written=False))\n",
                why="docs/genes.md: headings may hold blanks, read at the file's separator (a quoted comma is no "
                    "separator, RFC 4180); " + why_borda))
    c.append(ok("u21u_cli_parquet_depth_top100", "the meta-ranking's top 100 per query ('--depth 100') from the "
                "Parquet table: each query's 100 best by Borda by hand, nothing better cut",
                _SUBJECTS_PARQUET.replace("P('tables.parquet')", "'tables.parquet'")
                + "cli('fuse', 'tables.parquet', '--method', 'borda', '--depth', '100', '-o', 'top100.run', '--quiet')\n"
                "got = read_run(open('top100.run', encoding='utf-8').read())\n"
                "report(agree_all(got, {q: borda_ref(with_absent(Q, T)) for q, T in Q.items()}, depth=100))\n",
                why="rankagg fuse --help: --depth writes at most that many per query; " + why_borda))
    c.append(ok("u21u_cli_parquet_output_parquet", "the meta-ranking written as Parquet ('-o meta.parquet') and read "
                "back with pandas: per query, Borda by hand",
                _SUBJECTS_PARQUET.replace("P('tables.parquet')", "'tables.parquet'")
                + "cli('fuse', 'tables.parquet', '--method', 'borda', '-o', 'meta.parquet', '--quiet')\n"
                "res = pd.read_parquet('meta.parquet')\n"
                "qc = 'q_id' if 'q_id' in res else 'qid'\n"
                "dc = 'doc_id' if 'doc_id' in res else 'docid'\n"
                "if 'rank' not in res:\n"
                "    res = res.sort_values([qc, 'score'], ascending=[True, False])\n"
                "    res['rank'] = res.groupby(qc).cumcount() + 1\n"
                "got = {q: frame_rows(res, q, qc, dc) for q in Q}\n"
                "report(agree_all(got, {q: borda_ref(with_absent(Q, T)) for q, T in Q.items()}))\n",
                why="rankagg fuse --help: -o .parquet writes a Parquet table; " + why_borda))

    # -- the meta-ranking written under another format's name --------------------------------------------------
    why_name = ("docs/conventions.md: the name of another format is refused before anything is written, since no "
                "reader of such a name reads TREC lines (rankagg/io/output_names.py)")
    for cid, name, what in (
            ("u21u_out_latex_table", "meta_ranking_2025.tex", "the paper's LaTeX table (\\input{meta_ranking_2025.tex})"),
            ("u21u_out_markdown_report", "meta_ranking_2025.md", "the report's Markdown page"),
            ("u21u_out_yaml", "meta_ranking.yml", "a YAML file for the dashboard's config"),
            ("u21u_out_notebook", "meta_ranking.ipynb", "a Jupyter notebook's name"),
            ("u21u_out_rst", "meta_ranking.rst", "the project's Sphinx page (reStructuredText)")):
        c.append(Case(cid, G, "'rankagg fuse tables.parquet --method borda -o %s': %s would hold TREC lines" % (name, what),
                      argv=["fuse", "tables.parquet", "--method", "borda", "-o", name, "--quiet"], setup=subjects,
                      mention=(name,), outputs=(name,), memory_gb=4.0, timeout=60, why=why_name))
    c.append(Case("u21u_explain_markdown", G, "'--explain why.md': the explanation's JSON lines under a Markdown name",
                  argv=["fuse", "tables.parquet", "--method", "borda", "-o", "meta.run", "--explain", "why.md",
                        "--quiet"], setup=subjects, mention=("why.md",), outputs=("why.md", "meta.run"),
                  memory_gb=4.0, timeout=60, why=why_name + "; --explain's JSON lines may take a JSON name only"))
    c.append(Case("u21u_lists_out_latex", G, "the table of lists' consensus asked for as meta.tex",
                  argv=["fuse", "tables.csv", "--method", "borda", "-o", "meta.tex", "--quiet"],
                  files={"tables.csv": "QS 2025,THE 2025\nMIT,University_of_Oxford\nUniversity_of_Oxford,MIT\n"
                                       "ETH_Zurich,Caltech\nCaltech,ETH_Zurich\n"},
                  mention=("meta.tex",), outputs=("meta.tex",), memory_gb=4.0, timeout=60,
                  why="docs/genes.md: a significance table is written as .csv / .tsv / .parquet"))

    # -- the analyst's slips ---------------------------------------------------------------------------------------
    base = ("df = pd.DataFrame({'qid': ['2025'] * 6, 'docid': ['MIT', 'University_of_Oxford', 'ETH_Zurich', "
            "'University_of_Oxford', 'MIT', '清华大学'],\n"
            "                   'run': ['QS'] * 3 + ['THE'] * 3, 'rank': [1, 2, 3, 1, 2, 3]})\n")
    c.append(bad("u21u_df_rank_na_reporter", "THE's 'Reporter' turned into <NA> by pd.to_numeric(errors='coerce') and "
                 "an Int64 rank column", base + "df['rank'] = pd.array([1, 2, 3, 1, None, 3], dtype='Int64')\n"
                 "rankagg.fuse(df, method='borda')\n", "row 4",
                 why="docs/conventions.md: a missing rank (pandas' NA) is refused as one, naming the row"))
    c.append(bad("u21u_df_rank_band_midpoint", "a band's midpoint (201-250 as 225.5) typed as a rank",
                 base + "df['rank'] = [1, 2, 225.5, 1, 2, 3]\nrankagg.fuse(df, method='borda')\n", "row 2", "225.5",
                 why="docs/conventions.md: each rank a positive integer"))
    c.append(bad("u21u_df_rank_from_zero", "ranks numbered from 0 (the frame's index used as the place)",
                 base + "df['rank'] = [0, 1, 2, 0, 1, 2]\nrankagg.fuse(df, method='borda')\n", "row 0",
                 why="docs/conventions.md: each rank a positive integer (a place 0 is none a table prints)"))
    c.append(bad("u21u_df_score_decimal_comma", "overall scores read as text with decimal commas ('98,5') from a CSV "
                 "saved in a French locale", base.replace("'rank': [1, 2, 3, 1, 2, 3]",
                                                          "'score': ['98,5', '97,1', '90,0', '99,0', '95,2', '93,3']")
                 + "rankagg.fuse(df, method='borda')\n", "row 0", "98,5",
                 why="docs/conventions.md: a score is the double its text reads as trec_eval reads it"))
    c.append(bad("u21u_df_year_subject_columns", "year and subject as two columns (year, subject, institution, table, "
                 "rank), no query column", "df = pd.DataFrame({'year': [2025] * 4, 'subject': ['Engineering'] * 4,\n"
                 "    'institution': ['MIT', 'ETH_Zurich', 'ETH_Zurich', 'MIT'], 'table': ['QS', 'QS', 'THE', 'THE'],"
                 " 'rank': [1, 2, 1, 2]})\nrankagg.fuse(df, method='borda')\n", "qid", "institution",
                 why="rankagg/io/missing_columns.py: a frame's columns named in every refusal"))
    c.append(bad("u21u_named_frames_unit_ids_int_and_text", "institutions keyed by IPEDS unit ids, whole numbers in "
                 "QS's frame and text in THE's", "frames = {'QS': pd.DataFrame({'qid': ['2025'] * 3, 'docid': "
                 "[166683, 110635, 243744], 'rank': [1, 2, 3]}),\n"
                 "          'THE': pd.DataFrame({'qid': ['2025'] * 3, 'docid': ['110635', '166683', '243744'], "
                 "'rank': [1, 2, 3]})}\nrankagg.fuse(frames, method='borda')\n", "'THE'", "166683",
                 why="read apart, 166683 and '166683' would be two institutions each missing from one table"))
    c.append(bad("u21u_df_scores_top200_only", "THE prints overall scores for its top 200 only: the score column "
                 "is NaN past 200 beside the places", "T = league(50, {'THE': 220, 'QS': 210})\n"
                 "rows = [(q, d, t, r, 100 - r * 0.2 if r <= 200 else float('nan')) for q, d, t, r in "
                 "long_rows({'2025': T})]\n"
                 "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank', 'score'])\n"
                 "rankagg.fuse(df, method='borda')\n", "row 200",
                 why="docs/conventions.md: a missing score (NaN) is refused as one; the rank is read only when no "
                     "score column is"))
    c.append(bad("u21u_df_same_institution_twice", "two names of one institution mapped to one slug in THE's 2025 "
                 "table (King's College London and KCL): one institution twice in a table",
                 "df = pd.DataFrame({'qid': ['2025'] * 4, 'docid': ['MIT', \"King's_College_London\", 'UCL', "
                 "\"King's_College_London\"],\n                   'run': ['THE'] * 4, 'rank': [1, 2, 3, 4]})\n"
                 "rankagg.fuse(df, method='borda')\n", "row 3", "King's_College_London",
                 why="docs/conventions.md: a document twice in one list is refused (trec_eval's rule)"))
    c.append(cli_bad("u21u_parquet_subject_with_blanks", "the Parquet table's q_id '2025 Arts & Humanities' (the "
                     "subject as printed, blanks in it) fused to a TREC run",
                     ["fuse", "tables.parquet", "--method", "borda", "-o", "meta.run", "--quiet"], None,
                     "tables.parquet:351", "2025 Arts & Humanities",
                     setup=reference_setup(_REF, _SUBJECTS_PARQUET.replace("'2025_Arts_&_Humanities'",
                                                                           "'2025 Arts & Humanities'").replace(
                         "'2024_Engineering_&_Technology': league(11, {'QS': 120, 'THE': 150, 'ARWU': 80}),\n", "")),
                     why="docs/trec.md: a TREC line's fields are separated by blanks: a query id holds none"))
    c.append(cli_bad("u21u_cli_long_csv_year_subject", "the long table saved as CSV (year, subject, institution, "
                     "table, rank) given to 'rankagg fuse'", ["fuse", "long.csv", "--method", "borda", "-o",
                                                              "meta.tsv", "--quiet"],
                     {"long.csv": "year,subject,institution,table,rank\n" + "".join(
                         "2025,Engineering,%s,%s,%d\n" % (d, t, r) for t, o in (
                             ("QS", ["MIT", "ETH_Zurich", "Caltech", "EPFL"]),
                             ("THE", ["Caltech", "MIT", "EPFL", "ETH_Zurich"])) for r, d in enumerate(o, 1))},
                     "long.csv:2", outputs=("meta.tsv",),
                     why="docs/genes.md: a table of ranks is no table of lists (refused at its first line)"))
    sep_hint = ("QS 2025{s}THE 2025\nMIT{s}University_of_Oxford\nUniversity_of_Oxford{s}MIT\nETH_Zurich{s}Caltech\n"
                "Caltech{s}ETH_Zurich\n")
    why_hint = ("Excel's separator hint: a first line 'sep=,' is a setting to Excel and the header to pandas and R "
                "(which would rank the headings as institutions): refused naming it (docs/genes.md: a table's header "
                "names its lists)")
    c.append(cli_bad("u21u_lists_excel_sep_hint_comma", "a table of lists whose first line is Excel's separator hint "
                     "'sep=,' (added so that Excel opens it in a French locale)",
                     ["fuse", "tables.csv", "--method", "borda", "-o", "meta.tsv", "--quiet"],
                     {"tables.csv": "sep=,\n" + sep_hint.format(s=",")}, "tables.csv:1", "sep=",
                     outputs=("meta.tsv",), why=why_hint))
    c.append(cli_bad("u21u_lists_excel_sep_hint_semicolon", "the same table saved by Excel with semicolons and its "
                     "hint 'sep=;' (CRLF line ends)",
                     ["fuse", "tables.csv", "--method", "borda", "-o", "meta.tsv", "--quiet"],
                     {"tables.csv": ("sep=;\n" + sep_hint.format(s=";")).replace("\n", "\r\n")}, "tables.csv:1",
                     "sep=;", outputs=("meta.tsv",), why=why_hint))
    c.append(cli_bad("u21u_weights_shanghai_alias", "'--weights Shanghai=2' where the table's run is ARWU (the "
                     "analyst's other name for it)", ["fuse", "tables.parquet", "--method", "rrf", "--weights",
                                                      "Shanghai=2", "-o", "meta.run", "--quiet"], None, "Shanghai",
                     setup=subjects, why="docs/conventions.md: a weight for no run is refused, naming the runs"))
    c.append(cli_bad("u21u_weights_yaml_file", "the table weights kept in the project's YAML config ('QS: 1', 'ARWU: "
                     "0.5') given to --weights", ["fuse", "tables.parquet", "--method", "rrf", "--weights", "w.yml",
                                                  "-o", "meta.run", "--quiet"], {"w.yml": "QS: 1\nTHE: 1\nARWU: 0.5\n"},
                     "w.yml:1", "QS:", setup=subjects,
                     why="rankagg fuse --help: --weights FILE is a JSON object or 'NAME W' lines: 'QS:' names no run "
                         "(read as 'QS' the file would be guessed YAML), refused naming the file and line"))
    c.append(cli_bad("u21u_runs_trust_rank_en_dash_band", "a TREC run written from the publisher's page with the "
                     "band '501–600' (an en dash) in the rank column, --trust-rank",
                     ["fuse", "qs.run", "the.run", "--trust-rank", "--method", "borda", "-o", "meta.run", "--quiet"],
                     {"qs.run": "2025 Q0 MIT 1 0 QS\n2025 Q0 ETH_Zurich 2 0 QS\n2025 Q0 Universidade_de_São_Paulo "
                                "501–600 0 QS\n",
                      "the.run": "2025 Q0 ETH_Zurich 1 0 THE\n2025 Q0 MIT 2 0 THE\n"},
                     "qs.run:3", why="docs/conventions.md: --trust-rank orders by integer ranks; a band is none"))
    return c
