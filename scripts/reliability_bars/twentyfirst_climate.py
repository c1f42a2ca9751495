"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a climate group's ranking of CMIP6 models by skill metrics (its cases,
ids ``u21w_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.

The group's day (ESMValTool / PCMDI metrics package style): each CMIP6 model is scored against observations per
variable (``tas``, ``pr``, ``psl``, ``ua850``) and region (``global``, ``NHEX``, ``tropics``) by several metrics,
RMSE and bias (lower |value| is better) beside correlation and the Taylor skill score (higher is better); a
variable × region is a query, a metric is a ranker, a model is an item.  The models are named as CMIP6 spells them
(``ACCESS-CM2``, ``EC-Earth3-Veg-LR``, ``MPI-ESM1-2-HR``, ``GFDL-ESM4 (r1i1p1f1)`` with its member, the multi-model
mean ``MMM`` as an extra model); values are rounded to three decimals (ties); one model lacks a variable.  They
orient the metrics (``-rmse``, ``-|bias|``), combine with the papers' rank sum / mean rank, the median rank and Borda
(weights per metric), and write the consensus back as a run, a Parquet table or a table of lists.  The mistakes and
odd files: the tool's long table (``model, variable, region, metric, value``) or PMP's nested JSON given as is, a
portrait-plot matrix (``models × metrics``) as a wide CSV, a NetCDF file given by mistake or named as the output,
the netCDF fill value, NaN for a missing value, a model name with a blank in a run line, a weights file saved as CSV.

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending), mean and median rank with an unranked model at place ``k + 1``
(``rankagg methods mean_rank``), Borda from references.RANKED_LISTS."""

from __future__ import annotations

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, prints_same
from .references import HOUSE_AGREEMENT, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES

TWENTYFIRST_CLIMATE = "45 Unseen inputs: a twenty-first bar, a climate group's ranking of CMIP6 models by skill metrics"

_DATA = r'''
import json, math, subprocess, sys, statistics
'''[1:] + SEEDED_UNIFORM + r'''MODELS = ['ACCESS-CM2', 'ACCESS-ESM1-5', 'CESM2', 'CESM2-WACCM', 'EC-Earth3-Veg-LR', 'MPI-ESM1-2-HR',
          'MPI-ESM1-2-LR', 'GFDL-ESM4', 'IPSL-CM6A-LR', 'UKESM1-0-LL', 'NorESM2-LM', 'MIROC6', 'CanESM5',
          'INM-CM5-0', 'MMM']
VARS = ['tas', 'pr', 'psl', 'ua850']
REGIONS = ['global', 'NHEX', 'tropics']
METRICS = ['rmse', 'bias', 'corr', 'tss']
def table(models=MODELS, variables=VARS, regions=REGIONS, metrics=METRICS, seed=7, decimals=3, drop=()):
    """[(model, variable, region, metric, value)]: a model's skill; ``drop``: (model, variable) pairs it lacks"""
    g = lcg(seed)
    skill = {m: next(g) for m in models}
    rows = []
    for v in variables:
        for r in regions:
            for m in models:
                if (m, v) in drop:
                    continue
                for k in metrics:
                    u = next(g)
                    e = 0.3 + 1.5 * (1 - skill[m]) * u + 0.2 * u
                    val = {'rmse': e, 'bias': (u - 0.5) * 2 * e, 'corr': 1 - 0.4 * e / 2,
                           'tss': 1 / (1 + e)}.get(k, e)
                    rows.append((m, v, r, k, round(val, decimals)))
    return rows
def oriented(rows):
    """{metric: {variable_region: {model: score}}}, higher is better: -rmse, -|bias|, corr, tss"""
    out = {}
    for m, v, r, k, val in rows:
        s = -val if k == 'rmse' else -abs(val) if k == 'bias' else val
        out.setdefault(k, {}).setdefault(v + '_' + r, {})[m] = s
    return out
''' + PER_QUERY + r'''def place_ref(lists, how):
    """(scores, lists returning each model, best place): -mean or -median place, a model a list lacks at k + 1"""
    allids = set().union(*[set(p) for p in lists.values()])
    places, cnt, best = {d: [] for d in allids}, {}, {}
    for p in lists.values():
        pos = positions(p)
        for d in allids:
            places[d].append(pos.get(d, len(p) + 1))
            if d in pos:
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), pos[d])
    f = statistics.fmean if how == 'mean' else statistics.median
    return {d: -f(v) for d, v in places.items()}, cnt, best
def run_text(run, tag, rank_by=None):
    """TREC lines of {query: {model: score}}, ranked best first (or by ``rank_by``: {query: [models]})"""
    out = []
    for q, p in run.items():
        order = rank_by[q] if rank_by else desc_order(p)
        out += ['%s Q0 %s %d %r %s' % (q, d, i, p[d], tag) for i, d in enumerate(order, 1)]
    return '\n'.join(out) + '\n'
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + _DATA

#: a NetCDF-3 classic file's first bytes ('CDF' 1, then the record count) and a its 64-bit offset variant
_NETCDF3 = b"CDF\x01\x00\x00\x00\x00\x00\x00\x00\n\x00\x00\x00\x02\x00\x00\x00\x05model\x00\x00\x00" + bytes(64)
_NETCDF3_64 = b"CDF\x02" + _NETCDF3[4:]


def _runs_setup(code: str = ""):
    """the group's metric run files, one per metric, oriented (higher is better), written with the references"""
    return reference_setup(_REF, "RUNS = oriented(table())\n"
                           "for k, run in RUNS.items():\n"
                           "    open(P(k + '.run'), 'w').write(run_text(run, k))\n" + code)


def _cli_check(method: str, weights: str = "", depth: int | None = None, output: str = "combined.run"):
    """a check that recomputes the metric files' consensus with the references and compares the written run"""
    code = _REF + (
        "RUNS = oriented(table())\n"
        f"W = {weights or 'None'}\n"
        "refs = {q: (borda_ref(l, W) if %r == 'borda' else place_ref(l, %r)) for q, l in per_query(RUNS).items()}\n"
        % (method, method.replace('_rank', '')) +
        f"rows = read_run(open(FOLDER + '/{output}').read())\n"
        f"D = {depth}\n"
        "def top(ref):\n"
        "    sc, cnt, best = ref\n"
        "    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))[:D]\n"
        "if D: report('' if all([d for d, _ in rows[q]] == top(r) and all(close(s, r[0][d], 1e-6) "
        "for d, s in rows[q]) for q, r in refs.items()) and set(rows) == set(refs) else 'top %d differs' % D)\n"
        "else: report(agree_all(rows, refs))\n")

    return lambda out, folder: _run_report(code, {"FOLDER": str(folder)})


def twentyfirst_bar_climate_cases() -> list[Case]:
    G = TWENTYFIRST_CLIMATE
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=("combined.run",), ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against the papers' rank sums by hand -------------------------------------
    cases.append(ok(
        "u21w_mean_rank_dict", "rankagg.fuse({metric: {var_region: {model: -rmse|-|bias||corr|tss}}}, "
        "method='mean_rank'): the papers' mean rank per variable and region, ties at three decimals",
        "import rankagg\nres = rankagg.fuse(oriented(table()), method='mean_rank')\n"
        "refs = {q: place_ref(l, 'mean') for q, l in per_query(oriented(table())).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods mean_rank: mean place over the rankers, unranked at k + 1; places by trec_eval's rule",
        fast=True))
    cases.append(ok(
        "u21w_median_rank_dict", "rankagg.fuse(..., method='median_rank'): the median of the four metrics' places",
        "import rankagg\nres = rankagg.fuse(oriented(table(seed=11)), method='median_rank')\n"
        "refs = {q: place_ref(l, 'median') for q, l in per_query(oriented(table(seed=11))).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods median_rank (Fagin, Kumar & Sivakumar 2003): median place, unranked at k + 1"))
    cases.append(ok(
        "u21w_borda_weighted_metrics", "rankagg.fuse(..., method='borda', weights={'rmse': 2, 'corr': 1.5, 'bias': "
        "0.5, 'tss': 1}): metrics weighted as a paper weights them",
        "import rankagg\nW = {'rmse': 2.0, 'corr': 1.5, 'bias': 0.5, 'tss': 1.0}\n"
        "res = rankagg.fuse(oriented(table(seed=3)), method='borda', weights=W)\n"
        "refs = {q: borda_ref(l, W) for q, l in per_query(oriented(table(seed=3))).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, times the ranker's weight; references.RANKED_LISTS"))
    cases.append(ok(
        "u21w_model_missing_variable", "rankagg.fuse(..., method='borda'): CanESM5 has no pr and MIROC6 no psl "
        "output; every other model is ranked on pr/psl, the absent one shares the leftover points",
        "import rankagg\nT = table(seed=5, drop={('CanESM5', 'pr'), ('MIROC6', 'psl')})\n"
        "res = rankagg.fuse(oriented(T), method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(oriented(T)).items()}\n"
        "if any('CanESM5' in res[q] for q in res if q.startswith('pr_')): print('differs: CanESM5 ranked on pr')\n"
        "else: report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: unranked='share', (n - k + 1) / 2 for a list's missing id; a model with no "
            "list in a query is no candidate there"))
    cases.append(ok(
        "u21w_overall_ranking_one_query", "rankagg.fuse: one ranking over every variable, region and metric (48 "
        "lists under one query 'all', as a portrait plot's overall column), method='mean_rank'",
        "import rankagg\nlists = {k + '/' + q: {'all': p} for k, run in oriented(table(seed=9)).items() "
        "for q, p in run.items()}\n"
        "res = rankagg.fuse(lists, method='mean_rank')\n"
        "ref = place_ref({n: r['all'] for n, r in lists.items()}, 'mean')\n"
        "report(agree(list(res['all'].items()), ref, written=False))\n",
        why="rankagg methods mean_rank; run names with '/' are names"))
    cases.append(ok(
        "u21w_long_frame_mean_rank", "rankagg.fuse(DataFrame qid, docid, run, score) built from the tool's long "
        "table: a frame back, ranked by mean rank",
        "import rankagg, pandas as pd\n"
        "R = oriented(table(seed=13))\n"
        "df = pd.DataFrame([(q, d, k, s) for k, run in R.items() for q, p in run.items() for d, s in p.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='mean_rank')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: place_ref(l, 'mean') for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods mean_rank"))
    cases.append(ok(
        "u21w_member_labels_and_mmm", "rankagg.fuse: models named with their member, 'GFDL-ESM4(r1i1p1f1)', "
        "'CESM2.r11i1p1f1', and the multi-model mean 'MMM' as a model; borda",
        "import rankagg\nnames = {m: m + '(r1i1p1f1)' for m in MODELS}\nnames['CESM2'] = 'CESM2.r11i1p1f1'\n"
        "R = {k: {q: {names[d]: s for d, s in p.items()} for q, p in run.items()} "
        "for k, run in oriented(table(seed=17)).items()}\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/architecture.md: an id is a token (no blank), parentheses and dots are text; rankagg methods borda"))
    cases.append(ok(
        "u21w_volume_60x40x20x6", "rankagg.fuse: 60 models x 40 variables x 20 regions x 6 metrics "
        "(288,000 values, 800 queries), method='mean_rank', within seconds",
        "import rankagg\nms = ['M%02d-ESM%d-%d' % (i, i % 3, i % 7) for i in range(60)]\n"
        "T = table(ms, ['v%02d' % i for i in range(40)], ['R%02d' % i for i in range(20)], "
        "['rmse', 'bias', 'corr', 'tss', 'crmse', 'sd_ratio'], seed=21)\n"
        "R = oriented(T)\nres = rankagg.fuse(R, method='mean_rank')\n"
        "refs = {q: place_ref(l, 'mean') for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods mean_rank, on the volume the persona has", timeout=240))
    cases.append(ok(
        "u21w_fuser_per_query_rrf", "rankagg.Fuser('rrf', weights=...) on one variable-region's metric lists "
        "(dicts model -> oriented score)",
        "import rankagg\nR = oriented(table(seed=23))\nW = {'rmse': 2.0, 'bias': 1.0, 'corr': 1.0, 'tss': 0.5}\n"
        "f = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u21w_pmp_nested_json_reshaped", "the PMP JSON {'RESULTS': {model: {var: {region: {metric: v}}}}} reshaped "
        "by the user into {metric: {var_region: {model: score}}}, 1e20 fill values dropped first; mean_rank",
        "import rankagg\nT = [r for r in table(seed=29)]\n"
        "pmp = {'RESULTS': {}}\n"
        "for m, v, r, k, val in T: pmp['RESULTS'].setdefault(m, {}).setdefault(v, {}).setdefault(r, {})[k] = val\n"
        "pmp['RESULTS']['INM-CM5-0']['pr']['tropics']['rmse'] = 1e20\n"
        "flat = [(m, v, r, k, x) for m, vs in pmp['RESULTS'].items() for v, rs in vs.items() for r, ks in rs.items() "
        "for k, x in ks.items() if x < 1e19]\n"
        "R = oriented(flat)\nres = rankagg.fuse(R, method='mean_rank')\n"
        "refs = {q: place_ref(l, 'mean') for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods mean_rank: INM-CM5-0 lacks one list in pr_tropics, placed at k + 1 there"))
    cases.append(ok(
        "u21w_consensus_vs_benchmark", "rankagg.evaluate(consensus, qrels): the consensus against an observational "
        "benchmark's top five models per variable and region (grade 1), nDCG@10 and P@5",
        TREC_MEASURES + "import rankagg\nR = oriented(table(seed=31))\nres = rankagg.fuse(R, method='borda')\n"
        "bench = oriented(table(seed=37))['rmse']\n"
        "qrels = {q: {d: 1 for d in desc_order(p)[:5]} for q, p in bench.items()}\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "def house(ref):\n"
        "    sc, cnt, best = ref\n"
        "    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n"
        "want, _ = measures({q: house(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5')) else '%r %r' % (got, want))\n",
        why="trec_eval's nDCG@10 and P@5 (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u21w_rmse_sorted_ascending_dict", "rankagg.fuse({'rmse': {q: {model: rmse}}, ...}) with raw RMSE given best "
        "first (lower is better, scores rising down each list): warned, and read by score as documented",
        "import rankagg, warnings\nR = oriented(table(seed=41))\n"
        "R['rmse'] = {q: {d: -p[d] for d in desc_order(p)} for q, p in R['rmse'].items()}\n"
        "with warnings.catch_warnings(record=True) as w:\n"
        "    warnings.simplefilter('always')\n"
        "    res = rankagg.fuse(R, method='borda')\n"
        "said = ' '.join(str(x.message) for x in w)\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "if 'lower is better' not in said or 'rmse' not in said: print('differs: no warning naming rmse: ' + said[:200])\n"
        "else: report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/conventions.md: a dict's items whose scores rise down every list are read by score with a warning "
            "naming the run: lower is better"))

    # --- the command line: metric files in, the consensus out -------------------------------------------------
    cases.append(cli_ok(
        "u21w_cli_borda_metric_runs", "rankagg fuse rmse.run bias.run corr.run tss.run --method borda -o "
        "combined.run: one run per metric (oriented scores), queries tas_global ...",
        ["fuse", "rmse.run", "bias.run", "corr.run", "tss.run", "--method", "borda", "-o", "combined.run"],
        None, _cli_check("borda"), setup=_runs_setup(),
        why="rankagg methods borda; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u21w_cli_mean_rank_weights_file", "rankagg fuse ... --method borda --weights weights.json (rmse 3, tss 0.5)",
        ["fuse", "rmse.run", "bias.run", "corr.run", "tss.run", "--method", "borda", "--weights", "weights.json",
         "-o", "combined.run"],
        {"weights.json": '{"rmse": 3, "bias": 1, "corr": 1, "tss": 0.5}'},
        _cli_check("borda", "{'rmse': 3, 'bias': 1, 'corr': 1, 'tss': 0.5}"), setup=_runs_setup(),
        why="rankagg fuse --help: --weights FILE, a JSON object of run tags"))
    cases.append(cli_ok(
        "u21w_cli_weights_name_lines", "rankagg fuse ... --method borda --weights weights.txt ('rmse 2' lines)",
        ["fuse", "rmse.run", "bias.run", "corr.run", "tss.run", "--method", "borda", "--weights", "weights.txt",
         "-o", "combined.run"],
        {"weights.txt": "rmse 2\ncorr 1.5\n"},
        _cli_check("borda", "{'rmse': 2, 'corr': 1.5}"), setup=_runs_setup(),
        why="rankagg fuse --help: 'NAME W' lines; unnamed runs weigh 1"))
    cases.append(cli_ok(
        "u21w_cli_median_rank_depth", "rankagg fuse ... --method median_rank --depth 5: each variable-region's "
        "best five models",
        ["fuse", "rmse.run", "bias.run", "corr.run", "tss.run", "--method", "median_rank", "--depth", "5", "-o",
         "combined.run"], None, _cli_check("median_rank", depth=5), setup=_runs_setup(),
        why="rankagg methods median_rank; --depth writes at most 5 per query"))
    cases.append(cli_ok(
        "u21w_cli_trust_rank_raw_rmse", "rankagg fuse --trust-rank --method mean_rank: rmse.run holds raw RMSE "
        "(lower is better) with its ranks 1..n, the best model at rank 1",
        ["fuse", "rmse.run", "bias.run", "corr.run", "tss.run", "--trust-rank", "--method", "mean_rank", "-o",
         "combined.run"], None, _cli_check("mean_rank"),
        setup=_runs_setup("open(P('rmse.run'), 'w').write(''.join('%s Q0 %s %d %r rmse\\n' % (q, d, i, -p[d]) "
                          "for q, p in RUNS['rmse'].items() for i, d in enumerate(desc_order(p), 1)))\n"),
        why="docs/conventions.md: --trust-rank orders by the rank column; mean_rank reads no scores"))
    cases.append(cli_ok(
        "u21w_cli_parquet_in_and_out", "rankagg fuse metrics.parquet (q_id, doc_id, score, run) --method "
        "mean_rank -o combined.parquet: the consensus written back as a table",
        ["fuse", "metrics.parquet", "--method", "mean_rank", "-o", "combined.parquet"], None,
        lambda out, folder: _parquet_agrees(folder),
        setup=reference_setup(_REF, "import pandas as pd\nR = oriented(table())\n"
                              "pd.DataFrame([(q, d, s, k) for k, run in R.items() for q, p in run.items() "
                              "for d, s in p.items()], columns=['q_id', 'doc_id', 'score', 'run'])"
                              ".to_parquet(P('metrics.parquet'))\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run in, .parquet out"))
    cases.append(cli_ok(
        "u21w_cli_lists_table_mean_rank", "rankagg fuse portrait_ranks.csv --method mean_rank -o consensus.tsv: "
        "one column per metric, the models best first (a portrait plot's sorted columns)",
        ["fuse", "portrait_ranks.csv", "--method", "mean_rank", "-o", "consensus.tsv"],
        {"portrait_ranks.csv": "rmse,bias,corr,tss\n" + "".join(
            f"{a},{b},{c},{d}\n" for a, b, c, d in zip(
                ["MPI-ESM1-2-HR", "EC-Earth3-Veg-LR", "CESM2", "ACCESS-CM2", "MMM"],
                ["CESM2", "MPI-ESM1-2-HR", "MMM", "EC-Earth3-Veg-LR", "ACCESS-CM2"],
                ["MMM", "MPI-ESM1-2-HR", "CESM2", "ACCESS-CM2", "EC-Earth3-Veg-LR"],
                ["MPI-ESM1-2-HR", "MMM", "EC-Earth3-Veg-LR", "CESM2", "ACCESS-CM2"]))},
        lambda out, folder: [ln.split("\t")[2] for ln in (folder / "consensus.tsv").read_text().splitlines()[1:]]
        == ["MPI-ESM1-2-HR", "CESM2", "MMM", "EC-Earth3-Veg-LR", "ACCESS-CM2"],
        why="by hand: mean places MPI 1.5, CESM2 and MMM 2.75 (tied: the smaller id first, docs/conventions.md), "
            "EC-Earth 3.5, ACCESS 4.5 (docs/genes.md table)"))
    cases.append(cli_ok(
        "u21w_cli_lists_excel_bom_crlf", "the same ranked columns saved by Excel (BOM, CRLF), fused with borda",
        ["fuse", "ranks.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"ranks.csv": "\ufeffrmse,corr,tss\r\nCESM2,NorESM2-LM,CESM2\r\nNorESM2-LM,CESM2,MIROC6\r\n"
                      "MIROC6,MIROC6,NorESM2-LM\r\nCanESM5,CanESM5,CanESM5\r\n"},
        lambda out, folder: [ln.split("\t")[2] for ln in (folder / "consensus.tsv").read_text().splitlines()[1:]]
        == ["CESM2", "NorESM2-LM", "MIROC6", "CanESM5"],
        why="by hand: Borda points CESM2 11, NorESM2-LM 9, MIROC6 7, CanESM5 3; BOM and CRLF as R reads them"))
    cases.append(Case(
        "u21w_methods_median_rank", G, "rankagg methods median_rank: what the papers' median rank is here",
        argv=["methods", "median_rank"], expect="ok", check=stdout_has("Fagin"), memory_gb=4.0, timeout=60,
        why="docs/methods.md: median_rank cites Fagin, Kumar & Sivakumar 2003", fast=True))

    # --- the mistakes and the odd files ----------------------------------------------------------------------
    cases.append(cli_bad(
        "u21w_output_netcdf", "rankagg fuse ... -o combined.nc: the group's habit is NetCDF; TREC lines under .nc",
        ["fuse", "rmse.run", "bias.run", "corr.run", "tss.run", "--method", "borda", "-o", "combined.nc"], None,
        "combined.nc", outputs=("combined.nc",), setup=_runs_setup(),
        why="docs/conventions.md: -o names a TREC run or Parquet; another format's name is refused (no NetCDF "
            "reader reads TREC lines)"))
    cases.append(cli_bad(
        "u21w_output_netcdf4", "rankagg fuse ... -o ranking.nc4", ["fuse", "rmse.run", "corr.run", "-o",
                                                                   "ranking.nc4"], None,
        "ranking.nc4", outputs=("ranking.nc4",), setup=_runs_setup(),
        why="docs/conventions.md: another format's output name is refused"))
    cases.append(cli_bad(
        "u21w_output_grib", "rankagg fuse ... -o ranking.grib2 (the ECMWF habit)",
        ["fuse", "rmse.run", "corr.run", "-o", "ranking.grib2"], None, "ranking.grib2",
        outputs=("ranking.grib2",), setup=_runs_setup(),
        why="docs/conventions.md: another format's output name is refused"))
    cases.append(cli_bad(
        "u21w_lists_output_netcdf", "rankagg fuse portrait_ranks.csv --method mean_rank -o consensus.nc: a table "
        "of lists written under a NetCDF name",
        ["fuse", "ranks.csv", "--method", "mean_rank", "-o", "consensus.nc"],
        {"ranks.csv": "rmse,corr\nCESM2,MIROC6\nMIROC6,CESM2\nCanESM5,CanESM5\n"}, "consensus.nc",
        outputs=("consensus.nc",), why="docs/conventions.md: the same holds for the other outputs"))
    cases.append(cli_bad(
        "u21w_explain_netcdf", "rankagg fuse ... --explain contributions.nc", [
            "fuse", "rmse.run", "corr.run", "--method", "rrf", "--explain", "contributions.nc", "-o",
            "combined.run"], None, "contributions.nc", outputs=("contributions.nc", "combined.run"),
        setup=_runs_setup(), why="docs/conventions.md: --explain's JSON lines may take a JSON name, no other format"))
    cases.append(cli_bad(
        "u21w_input_netcdf3", "rankagg fuse rmse_tas.nc corr.run: a NetCDF-3 file of the metrics given by mistake",
        ["fuse", "rmse_tas.nc", "corr.run", "-o", "combined.run"], {"rmse_tas.nc": _NETCDF3}, "rmse_tas.nc",
        setup=_runs_setup(), why="no run reader reads NetCDF; the refusal names the file"))
    cases.append(cli_bad(
        "u21w_qrels_netcdf", "rankagg evaluate --qrels obs_benchmark.nc combined.run: the observational "
        "benchmark as a NetCDF-3 (64-bit offset) file",
        ["evaluate", "--qrels", "obs_benchmark.nc", "rmse.run"], {"obs_benchmark.nc": _NETCDF3_64},
        "obs_benchmark.nc", setup=_runs_setup(), why="trec_eval reads no NetCDF; the refusal names the file"))
    cases.append(cli_bad(
        "u21w_input_pmp_json", "rankagg fuse pmp_results.json: PMP's nested JSON of metrics given as is",
        ["fuse", "pmp_results.json", "-o", "combined.run"],
        {"pmp_results.json": '{"RESULTS": {"ACCESS-CM2": {"tas": {"global": {"rmse": 1.23, "corr": 0.95}}}, '
                             '"CESM2": {"tas": {"global": {"rmse": 1.1, "corr": 0.97}}}}, "provenance": {}}'},
        "pmp_results.json", why="no reader takes PMP's nesting; the refusal names the file"))
    cases.append(cli_bad(
        "u21w_input_records_json", "rankagg fuse metrics.json: the metric table as JSON records "
        "[{model, variable, region, metric, value}]",
        ["fuse", "metrics.json", "-o", "combined.run"],
        {"metrics.json": '[{"model": "ACCESS-CM2", "variable": "tas", "region": "global", "metric": "rmse", '
                         '"value": 1.23}, {"model": "CESM2", "variable": "tas", "region": "global", "metric": '
                         '"rmse", "value": 1.1}, {"model": "MIROC6", "variable": "tas", "region": "global", '
                         '"metric": "rmse", "value": 1.4}]'},
        "metrics.json", why="no comparison or battle columns: the refusal names the file"))
    cases.append(cli_bad(
        "u21w_input_portrait_wide", "rankagg fuse portrait.csv: the portrait-plot matrix (a row per model, a column "
        "of values per metric) given as is",
        ["fuse", "portrait.csv", "-o", "consensus.tsv"],
        {"portrait.csv": "model,rmse,bias,corr,tss\nACCESS-CM2,1.231,-0.42,0.951,0.88\nCESM2,1.102,0.13,0.968,"
                         "0.91\nMIROC6,1.544,-0.77,0.912,0.79\nMMM,0.987,0.05,0.975,0.93\n"},
        "portrait.csv:", outputs=("consensus.tsv",),
        why="docs/genes.md: a list whose every item is a number with a decimal is refused at its line"))
    cases.append(cli_bad(
        "u21w_input_ranks_matrix", "rankagg fuse ranks.csv: the portrait plot's rank matrix (model, then its place "
        "per metric 1..m) given as a table of lists",
        ["fuse", "ranks.csv", "-o", "consensus.tsv"],
        {"ranks.csv": "model,rmse,bias,corr,tss\nACCESS-CM2,3,2,4,3\nCESM2,2,1,2,2\nMIROC6,5,5,5,5\n"
                      "MMM,1,3,1,1\nEC-Earth3-Veg-LR,4,4,3,4\n"},
        "ranks.csv:", outputs=("consensus.tsv",),
        why="docs/genes.md: a table of ranks is no table of lists, refused at its first line"))
    cases.append(cli_bad(
        "u21w_input_long_tsv", "rankagg fuse esmvaltool_metrics.tsv: the tool's long table, tab separated",
        ["fuse", "esmvaltool_metrics.tsv", "-o", "combined.run"],
        {"esmvaltool_metrics.tsv": "dataset\tvariable\tregion\tmetric\tvalue\n"
                                   "ACCESS-CM2\ttas\tglobal\trmse\t1.23\nCESM2\ttas\tglobal\trmse\t1.1\n"
                                   "ACCESS-CM2\ttas\tglobal\tcorr\t0.95\nCESM2\ttas\tglobal\tcorr\t0.97\n"},
        "esmvaltool_metrics.tsv:", why="a long table is no gene lists and no run lines; refused naming the file"))
    cases.append(cli_bad(
        "u21w_run_nan_value", "rankagg fuse: rmse.run with a missing RMSE written as NaN at line 4",
        ["fuse", "rmse.run", "corr.run", "-o", "combined.run"],
        {"rmse.run": "tas_global Q0 MMM 1 -0.98 rmse\ntas_global Q0 CESM2 2 -1.10 rmse\n"
                     "tas_global Q0 ACCESS-CM2 3 -1.23 rmse\ntas_global Q0 MIROC6 4 NaN rmse\n",
         "corr.run": "tas_global Q0 MMM 1 0.975 corr\ntas_global Q0 CESM2 2 0.968 corr\n"
                     "tas_global Q0 MIROC6 3 0.912 corr\n"},
        "rmse.run:4", why="trec_eval reads nan as a score but its order is undefined; docs: not finite is refused"))
    cases.append(cli_bad(
        "u21w_run_member_blank", "rankagg fuse: a run line naming 'GFDL-ESM4 (r1i1p1f1)' with its blank",
        ["fuse", "rmse.run", "corr.run", "-o", "combined.run"],
        {"rmse.run": "tas_global Q0 MMM 1 -0.98 rmse\ntas_global Q0 GFDL-ESM4 (r1i1p1f1) 2 -1.10 rmse\n",
         "corr.run": "tas_global Q0 MMM 1 0.975 corr\ntas_global Q0 CESM2 2 0.968 corr\n"},
        "rmse.run:2", why="trec_eval: six fields a line"))
    cases.append(cli_bad(
        "u21w_weights_yaml", "rankagg fuse ... --weights weights.yml: the metric weights as an ESMValTool recipe "
        "writes them ('rmse: 2' YAML lines)",
        ["fuse", "rmse.run", "corr.run", "--method", "borda", "--weights", "weights.yml", "-o", "combined.run"],
        {"weights.yml": "# metric weights\nrmse: 2\ncorr: 1\n"}, "weights.yml", setup=_runs_setup(),
        why="rankagg fuse --help: a JSON object or 'NAME W' lines; read as NAME W, 'rmse:' names no run"))
    cases.append(cli_bad(
        "u21w_weights_typo_metric", "rankagg fuse ... --weights rsme=2: a metric misspelt",
        ["fuse", "rmse.run", "corr.run", "--method", "borda", "--weights", "rsme=2", "-o", "combined.run"], None,
        "rsme", setup=_runs_setup(), why="a weight for no run would be silently dropped"))
    cases.append(cli_ok(
        "u21w_fill_value_run", "rankagg fuse --method combsum: corr.run holds the netCDF fill value 9.96921e+36 "
        "for a model with no output; min-max puts it first and the others' order stays their values'",
        ["fuse", "rmse.run", "corr.run", "--method", "combsum", "-o", "combined.run"],
        {"rmse.run": "tas_global Q0 MMM 1 -0.98 rmse\ntas_global Q0 CESM2 2 -1.10 rmse\n"
                     "tas_global Q0 MIROC6 3 -1.54 rmse\ntas_global Q0 CanESM5 4 -1.71 rmse\n",
         "corr.run": "tas_global Q0 CanESM5 1 9.96921e+36 corr\ntas_global Q0 MMM 2 0.975 corr\n"
                     "tas_global Q0 CESM2 3 0.968 corr\ntas_global Q0 MIROC6 4 0.912 corr\n"},
        lambda out, folder: _run_report(_REF + (
            "L = {'rmse': {'MMM': -0.98, 'CESM2': -1.10, 'MIROC6': -1.54, 'CanESM5': -1.71}, "
            "'corr': {'CanESM5': 9.96921e+36, 'MMM': 0.975, 'CESM2': 0.968, 'MIROC6': 0.912}}\n"
            "report(agree_all(read_run(open(FOLDER + '/combined.run').read()), "
            "{'tas_global': combsum_minmax_ref(L)}))\n"), {"FOLDER": str(folder)}),
        why="docs/methods.md: a huge sentinel score is a value (its order left to the values); CombSUM of min-max "
            "scores (references.RANKED_LISTS); trec_eval reads 9.96921e+36 as a number"))
    cases.append(ok(
        "u21w_dict_fill_value", "rankagg.fuse(..., method='combsum'): CMIP's missing_value 1e20 kept as a model's "
        "correlation is a value: min-max by hand",
        "import rankagg\nR = oriented(table(seed=53))\nR['corr']['tas_global']['CanESM5'] = 1e20\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/methods.md: one huge score in a query (a 1e15 sentinel) leaves the order of the others to their "
            "values; CombSUM of min-max scores (references.RANKED_LISTS)"))
    cases.append(bad(
        "u21w_frame_tool_columns", "rankagg.fuse(DataFrame model, variable, region, metric, value): the tool's "
        "long table as a frame",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame(table(seed=43), columns=['model', 'variable', 'region', 'metric', 'value'])\n"
        "rankagg.fuse(df, method='borda')\n", "value", "model",
        why="docs/conventions.md: a frame's columns are named in every refusal"))
    cases.append(bad(
        "u21w_dict_pmp_nesting", "rankagg.fuse(pmp['RESULTS']): {model: {var: {region: {metric: v}}}} as runs",
        "import rankagg\npmp = {}\n"
        "for m, v, r, k, val in table(seed=47): pmp.setdefault(m, {}).setdefault(v, {}).setdefault(r, {})[k] = val\n"
        "rankagg.fuse(pmp, method='borda')\n", "ACCESS-CM2",
        why="a score must be a number: a dict of metrics in its place is refused naming the run"))
    cases.append(bad(
        "u21w_frame_nan_value", "rankagg.fuse(DataFrame qid, docid, run, score) with NaN where a model lacks a "
        "metric (pandas' pivot leaves it)",
        "import rankagg, pandas as pd\nR = oriented(table(seed=59))\n"
        "df = pd.DataFrame([(q, d, k, s) for k, run in R.items() for q, p in run.items() for d, s in p.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[(df.docid == 'MIROC6') & (df.run == 'tss'), 'score'] = float('nan')\n"
        "rankagg.fuse(df, method='mean_rank')\n", "row 551",
        why="README/conventions: None, NaN and NA are missing values, refused naming the row (MIROC6's tss in "
            "tas_global is row 3 x 180 + 11)"))
    cases.append(bad(
        "u21w_weights_unknown_metric_api", "rankagg.fuse(..., weights={'RMSE': 2}): the metric's case differs "
        "from the run name 'rmse'",
        "import rankagg\nrankagg.fuse(oriented(table(seed=61)), method='borda', weights={'RMSE': 2.0})\n", "RMSE",
        why="a weight naming no run would be dropped without a word"))
    cases.append(bad(
        "u21w_nan_weight", "rankagg.fuse(..., weights={'rmse': nan}): a weight read from an empty spreadsheet cell",
        "import rankagg\nrankagg.fuse(oriented(table(seed=67)), method='borda', weights={'rmse': float('nan')})\n",
        "rmse", why="a weight must be a finite number"))
    return cases


def _parquet_agrees(folder) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "combined.parquet")
    code = _REF + (
        "R = oriented(table())\n"
        "refs = {q: place_ref(l, 'mean') for q, l in per_query(R).items()}\n"
        "rows = {}\n"
        "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\n"
        "report(agree_all(rows, refs))\n")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    return _run_report(code, {"ROWS": rows})


def _scores_rank_order(folder) -> bool:
    """--scores rank: each query's n - rank + 1 from 15 down to 1, the models in Borda's order"""
    text = (folder / "combined.run").read_text()
    by_q: dict[str, list[list[str]]] = {}
    for line in text.splitlines():
        f = line.split()
        by_q.setdefault(f[0], []).append(f)
    if not all([float(f[4]) for f in fs] == [float(15 - i) for i in range(len(fs))] for fs in by_q.values()):
        return False
    code = _REF + (
        "R = oriented(table())\nmsg = ''\n"
        "for q, l in per_query(R).items():\n"
        "    sc, cnt, best = borda_ref(l)\n"
        "    want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n"
        "    msg = msg or ('' if [f[2] for f in BYQ[q]] == want else q)\n"
        "report(msg)\n")
    return _run_report(code, {"BYQ": by_q})


def _run_report(code: str, scope: dict) -> bool:
    return prints_same(code, scope)
