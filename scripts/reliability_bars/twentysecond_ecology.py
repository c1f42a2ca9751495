"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a conservation team's site priorities from species-distribution models (its cases, ids ``u22e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day (biomod2 / Maxent / Zonation / Marxan): each species-distribution model (GLM, GAM, GBM, RF, MAXENT,
ANN: biomod2's ensemble members) scores every planning unit's habitat suitability in 0-1 per species (a species is a
query, a model a ranker, a planning unit an item); Zonation's priority rank (0-1, 1 the highest) and Marxan's
selection frequency (0-100 runs, many ties) are rankers beside them.  Units are named as the team's GIS names them:
``PU_000123`` (leading zeros), grid cells ``E4123N2456``, lat/lon cells ``-12.5_36.25`` (a leading minus).  Some
models cover only part of the study area (partial lists); the ensemble is weighted by each model's AUC or TSS.
They fuse with Borda, RRF, CombSUM and CombMNZ, keep the top 10% of sites, check the consensus against presence
records (graded by abundance) and an expert's hand ranking (Spearman), and write it back as a run, Parquet or a
table.  The mistakes and odd files: raster and GIS names for the output (``.asc``, ``.grd``, ``.img``, ``.kmz``,
``.qgz``, ``.fgb``), a GeoTIFF, GeoPackage or biomod2 ``.rds`` given as a run, an ESRI ASCII grid, the R site table
as is, Marxan's ``output_ssoln.csv``, NoData (``-9999``, GDAL's float32 ``-3.4028235e+38``) padding a table of
lists, R's ``NA``, a semicolon CSV, an AUC table as the weights file, a negative TSS as a weight.

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending), Borda, RRF and min-max CombSUM / CombMNZ from references.RANKED_LISTS and
LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, tables of lists by hand."""

from __future__ import annotations

import gzip
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, table_items, prints_same
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSECOND_ECOLOGY = "45 Unseen inputs: a twenty-second bar, a conservation team's site priorities from species-distribution models"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''MODELS = ['GLM', 'GAM', 'GBM', 'RF', 'MAXENT', 'ANN']
SPECIES = ['Lynx_pardinus', 'Aquila_adalberti', 'Testudo_graeca', 'Margaritifera_margaritifera']
AUC = {'GLM': 0.81, 'GAM': 0.84, 'GBM': 0.9, 'RF': 0.93, 'MAXENT': 0.88, 'ANN': 0.79}
def pu(i):
    return 'PU_%06d' % (i + 1)
def suit(models=MODELS, species=SPECIES, n=40, seed=3, decimals=3, extent=None, ids=pu):
    """{model: {species: {unit: suitability 0-1}}}; ``extent``: {model: share of the units it covers}"""
    g = lcg(seed)
    base = {s: [next(g) for _ in range(n)] for s in species}
    out = {}
    for m in models:
        out[m] = {}
        for s in species:
            p = {}
            for i in range(n):
                u = next(g)
                if i < n * (extent or {}).get(m, 1.0):
                    p[ids(i)] = round(min(1.0, max(0.0, 0.7 * base[s][i] + 0.3 * u)), decimals)
            out[m][s] = p
    return out
''' + PER_QUERY + r'''def run_text(run, tag):
    """TREC lines of {species: {unit: score}}, ranked best first"""
    out = []
    for q, p in run.items():
        out += ['%s Q0 %s %d %r %s' % (q, d, i, p[d], tag) for i, d in enumerate(desc_order(p), 1)]
    return '\n'.join(out) + '\n'
''' + FRAME_ROWS

_TOOLS = r'''
def tools():
    """{tool: {species: {unit: score}}}: Maxent's suitability, Zonation's priority rank (0-1), Marxan's counts"""
    g = lcg(41)
    out = {'maxent': {}, 'zonation': {}, 'marxan': {}}
    for s in SPECIES:
        units = [pu(i) for i in range(30)]
        out['maxent'][s] = {d: round(next(g), 3) for d in units}
        out['zonation'][s] = {d: round(next(g), 4) for d in units}
        out['marxan'][s] = {d: int(100 * next(g) ** 2) // 5 * 5 for d in units}
    return out
'''[1:]

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA + _TOOLS

#: each method's reference call on a species' lists ``l`` and the weights ``W``
_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}

#: a GeoTIFF's first bytes (little-endian TIFF, then a first IFD offset) and a GeoPackage's (SQLite 3)
_GEOTIFF = b"II*\x00\x08\x00\x00\x00\x0e\x00\x00\x01\x03\x00\x01\x00\x00\x00\x00\x10" + bytes(200)
_GPKG = b"SQLite format 3\x00\x10\x00\x01\x01\x00@  \x00\x00\x00\x02" + bytes(200)
#: biomod2's ensemble saved by saveRDS: gzip over R's serialisation ('X\n', version 3)
_RDS = gzip.compress(b"X\n\x00\x00\x00\x03\x00\x04\x02\x00\x00\x03\x05\x00\x00\x00\x00\x05UTF-8" + bytes(64), mtime=0)
_ASC = ("ncols 4\nnrows 3\nxllcorner 250000\nyllcorner 4150000\ncellsize 1000\nNODATA_value -9999\n"
        "0.12 0.55 -9999 0.71\n0.23 0.31 0.92 0.44\n-9999 0.18 0.66 0.81\n")


def _runs_setup(code: str = "", seed: int = 3, extent: str = "None"):
    """the team's model runs, one TREC file per model (its tag the model's name), written with the references"""
    return reference_setup(_REF, f"RUNS = suit(seed={seed}, extent={extent})\n"
                           "for m, run in RUNS.items():\n"
                           "    open(P(m + '.run'), 'w').write(run_text(run, m))\n" + code)


def _cli_check(method: str, weights: str = "", depth: int | None = None, seed: int = 3, extent: str = "None",
               output: str = "consensus.run"):
    """a check that recomputes the model runs' consensus with the references and compares the written run"""
    code = _REF + (
        f"RUNS = suit(seed={seed}, extent={extent})\nW = {weights or 'None'}\n"
        f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
        f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _run_report(code, {"FOLDER": str(folder)})


_MODELS = ["GLM.run", "GAM.run", "GBM.run", "RF.run", "MAXENT.run", "ANN.run"]
_OUT = ("consensus.run",)


def twentysecond_bar_ecology_cases() -> list[Case]:
    G = TWENTYSECOND_ECOLOGY
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    cases.append(ok(
        "u22e_borda_species_dict", "rankagg.fuse({model: {species: {PU_000123: suitability}}}, method='borda'): "
        "biomod2's six ensemble members per species, suitability rounded to three decimals (ties)",
        "import rankagg\nR = suit()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points; references.RANKED_LISTS", fast=True))
    cases.append(ok(
        "u22e_combsum_auc_weighted", "rankagg.fuse(..., method='combsum', weights=AUC): biomod2's weighted mean "
        "ensemble, each model weighted by its AUC",
        "import rankagg\nR = suit(seed=5)\nres = rankagg.fuse(R, method='combsum', weights=AUC)\n"
        "refs = {q: combsum_minmax_ref(l, AUC) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (Fox & Shaw 1994); references.RANKED_LISTS"))
    cases.append(ok(
        "u22e_partial_extent_combmnz", "rankagg.fuse(..., method='combmnz'): MAXENT covers 60% of the units and "
        "ANN 75% (their extents), the other models all; a unit's count is the models covering it",
        "import rankagg\nR = suit(seed=7, extent={'MAXENT': 0.6, 'ANN': 0.75})\n"
        "res = rankagg.fuse(R, method='combmnz')\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the unit (references.LISTS_BY_QUERY)"))
    cases.append(ok(
        "u22e_partial_extent_borda", "rankagg.fuse(..., method='borda'): GBM covers half of the units; the units "
        "outside its extent share its leftover points",
        "import rankagg\nR = suit(seed=9, extent={'GBM': 0.5})\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: unranked='share', (n - k + 1) / 2 for a list's missing unit"))
    cases.append(ok(
        "u22e_latlon_cell_ids_rrf", "rankagg.fuse(..., method='rrf'): units named by their cell centre "
        "'-12.5_36.25' (a leading minus, a point, an underscore)",
        "import rankagg\n"
        "ids = lambda i: '%.2f_%.2f' % (-12.5 + 0.25 * (i % 8), 36.25 + 0.25 * (i // 8))\n"
        "R = suit(seed=11, ids=ids)\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); an id is a token: '-12.5_36.25' is text, not a number"))
    cases.append(ok(
        "u22e_frame_long_combmnz", "rankagg.fuse(DataFrame species, site, model, suitability renamed qid, docid, "
        "run, score): a frame back, CombMNZ",
        "import rankagg, pandas as pd\nR = suit(seed=13, extent={'RF': 0.8})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz"))
    cases.append(ok(
        "u22e_frame_zero_padded_ids", "rankagg.fuse(DataFrame) with unit ids '000123' as text (read_csv with "
        "dtype=str): the zeros are kept in the result",
        "import rankagg, pandas as pd\nR = suit(seed=15, ids=lambda i: '%06d' % (i * 7 + 3))\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='borda')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="docs/conventions.md: ids are text; '000010' keeps its zeros; rankagg methods borda"))
    cases.append(ok(
        "u22e_fuser_per_region_rrf", "rankagg.Fuser('rrf', weights=TSS) over each region's lists "
        "(dicts unit -> suitability), one region at a time",
        "import rankagg\nTSS = {'GLM': 0.52, 'GAM': 0.58, 'GBM': 0.71, 'RF': 0.76, 'MAXENT': 0.66, 'ANN': 0.49}\n"
        "R = suit(seed=17, species=['Andalusia', 'Extremadura', 'Alentejo'])\n"
        "f = rankagg.Fuser('rrf', weights=TSS)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, TSS), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u22e_committee_votes_combsum", "rankagg.fuse(..., method='combsum'): biomod2's committee averaging, each "
        "model's suitability binarised at 0.5 (1 present, 0 absent): the sum counts the votes",
        "import rankagg\nR = {m: {q: {d: float(s >= 0.5) for d, s in p.items()} for q, p in run.items()} "
        "for m, run in suit(seed=19).items()}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: min-max of 0/1 is 0/1, the sum the committee's votes (ties by the house rule)"))
    cases.append(ok(
        "u22e_presence_qrels_ndcg", "rankagg.evaluate(consensus, presence): known presence records as qrels, "
        "graded by abundance class (1 a few, 2 common, 3 abundant), nDCG@10, P@5 and AP",
        TREC_MEASURES + "import rankagg\nR = suit(seed=21)\nres = rankagg.fuse(R, method='borda')\n"
        "g = lcg(99)\n"
        "qrels = {q: {pu(i): 1 + int(3 * next(g)) for i in range(40) if next(g) < 0.25} for q in SPECIES}\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5', 'AP'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5', 'AP')) else '%r %r' % (got, "
        "want))\n",
        why="trec_eval's nDCG@10, P@5 and AP (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u22e_expert_spearman", "the consensus (borda) of one species against an expert's hand ranking of the same "
        "40 units: SciPy's spearmanr on rankagg's order equals the formula on the reference order",
        "import rankagg\nfrom scipy.stats import spearmanr\nR = suit(seed=23, species=['Lynx_pardinus'])\n"
        "res = rankagg.fuse(R, method='borda')['Lynx_pardinus']\n"
        "ref = fused_order(borda_ref(per_query(R)['Lynx_pardinus']))\n"
        "g = lcg(5)\nexpert = sorted(ref, key=lambda d: ref.index(d) + 12 * next(g))\n"
        "n = len(ref)\nrho_ref = 1 - 6 * sum((ref.index(d) - expert.index(d)) ** 2 for d in ref) / (n * (n * n - 1))\n"
        "got = list(res)\nrho = spearmanr([got.index(d) for d in expert], list(range(n))).statistic\n"
        "report('' if abs(rho - rho_ref) < 1e-9 and got == ref else 'rho %r vs %r' % (rho, rho_ref))\n",
        why="Spearman's rho = 1 - 6 sum d^2 / (n (n^2 - 1)) without ties; rankagg methods borda"))
    cases.append(ok(
        "u22e_volume_200k_cells", "rankagg.fuse: 200,000 raster cells x 10 models in one region (2,000,000 "
        "values), method='rrf', the top 1% kept",
        "import rankagg, pandas as pd, numpy as np\nrng = np.random.default_rng(3)\nn = 200000\n"
        "cells = np.array(['E%04dN%04d' % (i % 500, i // 500) for i in range(n)])\n"
        "base = rng.random(n)\n"
        "runs = {'M%d' % k: {'iberia': dict(zip(cells.tolist(), np.round(0.6 * base + 0.4 * rng.random(n), 4)"
        ".tolist()))} for k in range(10)}\n"
        "res = rankagg.fuse(runs, method='rrf', depth=2000)['iberia']\n"
        "sc = {}\n"
        "for m, run in runs.items():\n"
        "    for r, d in enumerate(desc_order(run['iberia']), 1):\n"
        "        sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "top = sorted(sc, key=lambda d: -sc[d])[:2000]\n"
        "cut = sc[top[-1]]\n"
        "got = list(res)\n"
        "report('' if len(got) == 2000 and all(abs(res[d] - sc[d]) < 1e-12 for d in got) and "
        "min(res.values()) >= cut - 1e-12 and set(got) >= {d for d in top if sc[d] > cut + 1e-12} "
        "else 'top 1%% differs: %d' % len(got))\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))

    # --- the command line: one run per model (or tool), the consensus out ---------------------------------------
    cases.append(cli_ok(
        "u22e_cli_borda_model_runs", "rankagg fuse GLM.run ... ANN.run --method borda -o consensus.run: one run per "
        "ensemble member, species as queries",
        ["fuse", *_MODELS, "--method", "borda", "-o", "consensus.run"], None, _cli_check("borda"),
        setup=_runs_setup(), why="rankagg methods borda; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u22e_cli_weights_auc_json", "rankagg fuse ... --method combsum --weights auc.json: each model's AUC "
        "(biomod2's evaluation table) as its weight",
        ["fuse", *_MODELS, "--method", "combsum", "--weights", "auc.json", "-o", "consensus.run"],
        {"auc.json": '{"GLM": 0.81, "GAM": 0.84, "GBM": 0.9, "RF": 0.93, "MAXENT": 0.88, "ANN": 0.79}'},
        _cli_check("combsum", "AUC", seed=25), setup=_runs_setup(seed=25),
        why="rankagg fuse --help: --weights FILE, a JSON object of run tags; CombSUM of min-max scores"))
    cases.append(cli_ok(
        "u22e_cli_top_10pct_depth", "rankagg fuse ... --method rrf --depth 4: the top 10% of each species' 40 units "
        "(the team's protection target)",
        ["fuse", *_MODELS, "--method", "rrf", "--depth", "4", "-o", "consensus.run"], None,
        _cli_check("rrf", depth=4, seed=27), setup=_runs_setup(seed=27),
        why="rankagg fuse --help: --depth writes at most 4 per query; RRF (Cormack et al. 2009)"))
    cases.append(cli_ok(
        "u22e_cli_partial_extent_combmnz", "rankagg fuse ... --method combmnz: MAXENT.run holds only its 55% of the "
        "units (its study extent)",
        ["fuse", *_MODELS, "--method", "combmnz", "-o", "consensus.run"], None,
        _cli_check("combmnz", seed=29, extent="{'MAXENT': 0.55}"), setup=_runs_setup(seed=29,
                                                                                     extent="{'MAXENT': 0.55}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the unit"))
    cases.append(cli_ok(
        "u22e_cli_tools_three_scales", "rankagg fuse maxent.run zonation.run marxan.run --method borda: suitability "
        "0-1, Zonation's priority rank 0-1 and Marxan's selection frequency 0-100 (many ties) as scores",
        ["fuse", "maxent.run", "zonation.run", "marxan.run", "--method", "borda", "-o", "consensus.run"], None,
        lambda out, folder: _run_report(_REF + (
            "T = tools()\nrefs = {q: borda_ref(l) for q, l in per_query(T).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), refs))\n"), {"FOLDER": str(folder)}),
        setup=reference_setup(_REF, "for m, run in tools().items():\n"
                              "    open(P(m + '.run'), 'w').write(run_text(run, m))\n"),
        why="trec_eval's order (score, then the id descending) places Marxan's tied counts; rankagg methods borda"))
    cases.append(cli_ok(
        "u22e_cli_grid_cells_rrf", "rankagg fuse ... --method rrf: units named as EEA grid cells 'E4123N2456'",
        ["fuse", *_MODELS, "--method", "rrf", "-o", "consensus.run"], None,
        lambda out, folder: _run_report(_REF + (
            "R = suit(seed=31, ids=lambda i: 'E%04dN%04d' % (4100 + i % 7, 2400 + i // 7))\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), refs))\n"), {"FOLDER": str(folder)}),
        setup=reference_setup(_REF, "R = suit(seed=31, ids=lambda i: 'E%04dN%04d' % (4100 + i % 7, 2400 + i // 7))\n"
                              "for m, run in R.items():\n    open(P(m + '.run'), 'w').write(run_text(run, m))\n"),
        why="Cormack et al. 2009; ids are tokens"))
    cases.append(cli_ok(
        "u22e_cli_parquet_sites", "rankagg fuse sdm.parquet (q_id, doc_id, score, run) --method borda -o "
        "consensus.parquet: the team's table from R's arrow::write_parquet, the consensus back as a table",
        ["fuse", "sdm.parquet", "--method", "borda", "-o", "consensus.parquet"], None,
        lambda out, folder: _parquet_agrees(folder),
        setup=reference_setup(_REF, "import pandas as pd\nR = suit(seed=33)\n"
                              "pd.DataFrame([(q, d, s, m) for q, d, m, s in frame_rows(R)], "
                              "columns=['q_id', 'doc_id', 'score', 'run']).to_parquet(P('sdm.parquet'))\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run in, .parquet out"))
    cases.append(cli_ok(
        "u22e_cli_nodata_score_value", "rankagg fuse --method combsum: GLM.run keeps -9999 (R's NoData) as the "
        "score of two units outside its extent: a number, ranked last, min-max by hand",
        ["fuse", "GLM.run", "RF.run", "--method", "combsum", "-o", "consensus.run"],
        {"GLM.run": "Lynx Q0 PU_000001 1 0.91 GLM\nLynx Q0 PU_000002 2 0.64 GLM\nLynx Q0 PU_000004 3 0.12 GLM\n"
                    "Lynx Q0 PU_000003 4 -9999 GLM\nLynx Q0 PU_000005 5 -9999 GLM\n",
         "RF.run": "Lynx Q0 PU_000002 1 0.88 RF\nLynx Q0 PU_000003 2 0.7 RF\nLynx Q0 PU_000001 3 0.35 RF\n"
                   "Lynx Q0 PU_000005 4 0.2 RF\nLynx Q0 PU_000004 5 0.05 RF\n"},
        lambda out, folder: _run_report(_REF + (
            "L = {'GLM': {'PU_000001': 0.91, 'PU_000002': 0.64, 'PU_000004': 0.12, 'PU_000003': -9999.0, "
            "'PU_000005': -9999.0}, 'RF': {'PU_000002': 0.88, 'PU_000003': 0.7, 'PU_000001': 0.35, "
            "'PU_000005': 0.2, 'PU_000004': 0.05}}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), {'Lynx': combsum_minmax_ref(L)}))\n"),
            {"FOLDER": str(folder)}),
        why="trec_eval reads -9999 as a number; docs/methods.md: a sentinel score is a value; CombSUM of min-max"))
    cases.append(cli_ok(
        "u22e_cli_lists_table_tools", "rankagg fuse priorities.csv --method borda -o consensus.tsv: one column per "
        "tool (maxent, zonation, marxan), the units best first, Marxan's list shorter",
        ["fuse", "priorities.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"priorities.csv": "maxent,zonation,marxan\nPU_000017,PU_000004,PU_000017\nPU_000004,PU_000017,"
                           "PU_000004\nPU_000023,PU_000102,PU_000102\nPU_000102,PU_000023,\n"},
        table_items("consensus.tsv", ["PU_000017", "PU_000004", "PU_000102", "PU_000023"]),
        why="by hand: Borda (n = 4) points PU_000017 4+3+4 = 11, PU_000004 3+4+3 = 10, PU_000102 1+2+2 = 5, "
            "PU_000023 2+1+(shared 1) = 4"))
    cases.append(cli_ok(
        "u22e_cli_lists_r_write_csv", "rankagg fuse top_units.csv --method borda: R's write.csv with its row-number "
        "column under an empty heading, quoted cells, a shorter list padded with empty cells",
        ["fuse", "top_units.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"top_units.csv": '"","GLM","RF","GBM"\n"1","PU_000210","PU_000033","PU_000210"\n'
                          '"2","PU_000033","PU_000210","PU_000033"\n"3","PU_000451","PU_000451",""\n'},
        table_items("consensus.tsv", ["PU_000210", "PU_000033", "PU_000451"]),
        why="docs/genes.md: R's row-number column is skipped; by hand Borda (n = 3): PU_000210 3+2+3 = 8, "
            "PU_000033 2+3+2 = 7, PU_000451 1+1+1 (shared (3 - 2 + 1) / 2 = 1) = 3"))
    cases.append(Case(
        "u22e_methods_combmnz", G, "rankagg methods combmnz: what the weighted-ensemble-like CombMNZ is",
        argv=["methods", "combmnz"], expect="ok", check=stdout_has("Fox"), memory_gb=4.0, timeout=60,
        why="docs/methods.md: combmnz cites Fox & Shaw 1994", fast=True))

    # --- the mistakes and the odd files: outputs named for raster and GIS formats ------------------------------
    for cid, name, what in (
            ("u22e_out_ascii_grid", "priority.asc", "an ESRI ASCII grid, Maxent's and Zonation's raster output"),
            ("u22e_out_raster_grd", "priority.grd", "R raster's native grid (.grd beside .gri)"),
            ("u22e_out_erdas_img", "priority.img", "an ERDAS Imagine raster"),
            ("u22e_out_kmz", "top_sites.kmz", "Google Earth's zipped KML, for the field team"),
            ("u22e_out_flatgeobuf", "sites.fgb", "a FlatGeobuf layer"),
            ("u22e_out_qgis_project", "priorities.qgz", "a QGIS project")):
        cases.append(cli_bad(
            cid, f"rankagg fuse ... -o {name}: {what}; TREC lines under a GIS name",
            ["fuse", "GLM.run", "RF.run", "--method", "borda", "-o", name], None, name, outputs=(name,),
            setup=_runs_setup(), why="docs/conventions.md: -o names a TREC run or Parquet; another format's name "
                                     "is refused (no GIS reader reads TREC lines)"))
    cases.append(cli_bad(
        "u22e_lists_out_gml", "rankagg fuse priorities.csv -o consensus.gml: a table of lists written under a GML "
        "(XML features) name", ["fuse", "lists.csv", "--method", "borda", "-o", "consensus.gml"],
        {"lists.csv": "GLM,RF\nPU_000001,PU_000002\nPU_000002,PU_000001\n"}, "consensus.gml",
        outputs=("consensus.gml",), why="docs/conventions.md: the same holds for the other outputs"))
    cases.append(cli_bad(
        "u22e_explain_sdat", "rankagg fuse ... --explain contributions.sdat (SAGA's grid)",
        ["fuse", "GLM.run", "RF.run", "--method", "rrf", "--explain", "contributions.sdat", "-o", "consensus.run"],
        None, "contributions.sdat", outputs=("contributions.sdat", "consensus.run"), setup=_runs_setup(),
        why="docs/conventions.md: --explain's JSON lines may take a JSON name, no other format"))

    # --- inputs of another tool given as they are --------------------------------------------------------------
    for cid, name, data, what in (
            ("u22e_in_geotiff", "priority.tif", _GEOTIFF, "Zonation's priority raster (GeoTIFF)"),
            ("u22e_in_geopackage", "sites.gpkg", _GPKG, "the planning units as a GeoPackage"),
            ("u22e_in_biomod2_rds", "ensemble.rds", _RDS, "biomod2's ensemble saved with saveRDS (gzip)"),
            ("u22e_in_ascii_grid", "suitability.asc", _ASC, "Maxent's suitability as an ESRI ASCII grid")):
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} GLM.run: {what} given as a run", ["fuse", name, "GLM.run", "-o",
                                                                          "consensus.run"],
            {name: data}, name, setup=_runs_setup(), why="no run reader reads it; the refusal names the file"))
    cases.append(cli_bad(
        "u22e_in_r_site_table", "rankagg fuse sites.csv: R's site table (site_id, x, y, species, suitability, "
        "model) given as is", ["fuse", "sites.csv", "-o", "consensus.run"],
        {"sites.csv": "site_id,x,y,species,suitability,model\nPU_000001,512000,4200000,Lynx,0.81,GLM\n"
                      "PU_000002,513000,4200000,Lynx,0.42,GLM\nPU_000001,512000,4200000,Lynx,0.77,RF\n"
                      "PU_000002,513000,4200000,Lynx,0.51,RF\n"},
        "sites.csv", why="a long table with coordinates is no run and no table of lists: refused naming the file"))
    cases.append(cli_bad(
        "u22e_in_marxan_ssoln", "rankagg fuse output_ssoln.csv: Marxan's selection frequency (planning_unit, "
        "number: how many of 100 runs chose the unit) given as a table of lists",
        ["fuse", "output_ssoln.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"output_ssoln.csv": "planning_unit,number\n1003,87\n1010,100\n1042,12\n1077,55\n1100,0\n1213,3\n"},
        "output_ssoln.csv:", outputs=("consensus.tsv",),
        why="read as two lists, the counts 87, 100, ... would be ranked as planning units beside the ids"))
    cases.append(cli_bad(
        "u22e_in_zonation_rank_table", "rankagg fuse zonation_ranks.csv: Zonation's unit table (PU, rank 0-1) given "
        "as a table of lists", ["fuse", "zonation_ranks.csv", "-o", "consensus.tsv"],
        {"zonation_ranks.csv": "PU,rank\nPU_000001,0.982\nPU_000002,0.431\nPU_000003,0.77\nPU_000004,0.05\n"},
        "zonation_ranks.csv:", outputs=("consensus.tsv",),
        why="docs/genes.md: a list whose every item is a number with a decimal is refused at its line"))
    cases.append(cli_bad(
        "u22e_lists_nodata_pad", "rankagg fuse top_units.csv: shorter columns padded with -9999 (the team's NoData "
        "value in the GIS export)", ["fuse", "top_units.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"top_units.csv": "GLM,RF,MAXENT\nPU_000001,PU_000002,PU_000001\nPU_000002,PU_000001,PU_000003\n"
                          "PU_000003,-9999,-9999\n"},
        "top_units.csv:4", outputs=("consensus.tsv",),
        why="docs/genes.md: a missing value padding a shorter list is refused at its line; ranked, -9999 would be a "
            "unit of two lists"))
    cases.append(cli_bad(
        "u22e_lists_nodata_int_ids", "rankagg fuse top_units.csv: integer planning-unit ids, a shorter column padded "
        "with -9999", ["fuse", "top_units.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"top_units.csv": "glm,gam,rf\n1003,1042,1003\n1042,1003,1077\n1077,1077,1042\n1100,-9999,1100\n"},
        "top_units.csv:5", outputs=("consensus.tsv",),
        why="a NoData sentinel is no planning unit; ranked, it would be one"))
    cases.append(cli_bad(
        "u22e_lists_float32_nodata", "rankagg fuse top_units.tsv: GDAL's float32 NoData -3.4028235e+38 padding a "
        "column of units", ["fuse", "top_units.tsv", "--method", "borda", "-o", "consensus.tsv"],
        {"top_units.tsv": "GLM\tRF\nPU_000001\tPU_000002\nPU_000002\tPU_000001\nPU_000003\t-3.4028235e+38\n"},
        "top_units.tsv:4", outputs=("consensus.tsv",), why="a NoData sentinel is no planning unit"))
    cases.append(cli_ok(
        "u22e_lists_r_na_pad", "rankagg fuse top_units.csv --method borda: R's write.csv (quoted header) pads the "
        "shorter column with NA, which ends that list as an empty cell does",
        ["fuse", "top_units.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"top_units.csv": '"GLM","RF"\n"E4100N2400","E4100N2400"\n"E4101N2400","E4102N2400"\n'
                          '"E4102N2400",NA\n'},
        table_items("consensus.tsv", ["E4100N2400", "E4102N2400", "E4101N2400"]),
        why="docs/genes.md and rankagg/io/gene_lists.py: under a quoted header NA ends a list (R's read.csv reads it "
            "as missing); by hand Borda (n = 3): E4100N2400 3+3 = 6, E4102N2400 1+2 = 3, E4101N2400 2+(shared "
            "(3 - 2 + 1) / 2 = 1) = 3, the tie to the unit in more lists (docs/conventions.md)"))
    cases.append(cli_bad(
        "u22e_lists_semicolon", "rankagg fuse top_units.csv: saved by a Spanish-locale Excel (semicolons)",
        ["fuse", "top_units.csv", "-o", "consensus.tsv"],
        {"top_units.csv": "GLM;RF;MAXENT\nPU_000001;PU_000002;PU_000001\nPU_000002;PU_000001;PU_000002\n"},
        "top_units.csv:1", outputs=("consensus.tsv",), why="docs/genes.md: a .csv separated by semicolons is refused"))
    cases.append(cli_bad(
        "u22e_run_na_suitability", "rankagg fuse: GLM.run with R's NA as a unit's suitability at line 3",
        ["fuse", "GLM.run", "RF.run", "-o", "consensus.run"],
        {"GLM.run": "Lynx Q0 PU_000001 1 0.91 GLM\nLynx Q0 PU_000002 2 0.64 GLM\nLynx Q0 PU_000003 3 NA GLM\n",
         "RF.run": "Lynx Q0 PU_000002 1 0.88 RF\nLynx Q0 PU_000001 2 0.35 RF\n"},
        "GLM.run:3", why="trec_eval: a score is a number; docs/conventions.md: non-numeric scores are refused"))
    cases.append(cli_bad(
        "u22e_run_blank_in_unit", "rankagg fuse: a unit written 'PU 000002' with a blank (a QGIS label)",
        ["fuse", "GLM.run", "RF.run", "-o", "consensus.run"],
        {"GLM.run": "Lynx Q0 PU_000001 1 0.91 GLM\nLynx Q0 PU 000002 2 0.64 GLM\n",
         "RF.run": "Lynx Q0 PU_000002 1 0.88 RF\nLynx Q0 PU_000001 2 0.35 RF\n"},
        "GLM.run:2", why="trec_eval: six fields a line"))
    cases.append(cli_bad(
        "u22e_weights_auc_csv", "rankagg fuse ... --weights auc.csv: biomod2's evaluation table saved as CSV "
        "('GLM,0.81')", ["fuse", "GLM.run", "RF.run", "--method", "combsum", "--weights", "auc.csv", "-o",
                         "consensus.run"],
        {"auc.csv": "GLM,0.81\nRF,0.93\n"}, "auc.csv:1", setup=_runs_setup(),
        why="rankagg fuse --help: a JSON object or 'NAME W' lines"))
    cases.append(cli_bad(
        "u22e_weights_negative_tss", "rankagg fuse ... --weights GLM=0.52,ANN=-0.08: a model worse than chance has "
        "a negative TSS", ["fuse", "GLM.run", "ANN.run", "--method", "borda", "--weights", "GLM=0.52,ANN=-0.08",
                           "-o", "consensus.run"], None, "weights", setup=_runs_setup(),
        why="a weight must be finite and >= 0 (rankagg methods borda)"))
    cases.append(cli_bad(
        "u22e_weights_model_typo", "rankagg fuse ... --weights MAXNET=0.88: Maxent's R package name, not the run's",
        ["fuse", "GLM.run", "MAXENT.run", "--method", "borda", "--weights", "MAXNET=0.88", "-o", "consensus.run"],
        None, "MAXNET", setup=_runs_setup(), why="a weight for no run would be silently dropped"))
    cases.append(bad(
        "u22e_dict_nan_suitability", "rankagg.fuse(...): a unit's suitability NaN (a cell outside the mask)",
        "import rankagg\nR = suit(seed=35)\nR['GAM']['Testudo_graeca']['PU_000007'] = float('nan')\n"
        "rankagg.fuse(R, method='borda')\n", "GAM",
        why="README/conventions: None, NaN and NA are missing values, refused naming the run"))
    cases.append(bad(
        "u22e_frame_site_table", "rankagg.fuse(DataFrame site_id, x, y, species, suitability, model): R's table as "
        "a frame", "import rankagg, pandas as pd\n"
        "df = pd.DataFrame([(d, 1000 * i, 2000, q, s, m) for i, (q, d, m, s) in enumerate(frame_rows(suit(seed=37)))],"
        " columns=['site_id', 'x', 'y', 'species', 'suitability', 'model'])\n"
        "rankagg.fuse(df, method='borda')\n", "site_id",
        why="docs/conventions.md: a frame's columns are named in every refusal"))
    cases.append(bad(
        "u22e_frame_na_string_scores", "rankagg.fuse(DataFrame) read with dtype=str: a score cell holds R's 'NA'",
        "import rankagg, pandas as pd\nR = suit(seed=39)\n"
        "df = pd.DataFrame([(q, d, m, repr(s)) for q, d, m, s in frame_rows(R)], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[5, 'score'] = 'NA'\nrankagg.fuse(df, method='borda')\n", "row 5",
        why="README/conventions: NA is a missing value, refused naming the row"))
    cases.append(bad(
        "u22e_eval_int_ids_vs_zeros", "rankagg.evaluate(run frame with units as integers 123, qrels with "
        "'000123'): pandas' read_csv dropped the zeros of one side",
        "import rankagg, pandas as pd\n"
        "run = pd.DataFrame([('Lynx', 123, 0.9), ('Lynx', 456, 0.8), ('Lynx', 789, 0.4)], "
        "columns=['qid', 'docid', 'score'])\n"
        "rankagg.evaluate(run, {'Lynx': {'000123': 2, '000789': 1}}, ['nDCG@10'])\n", "000123",
        why="docs/conventions.md: an id as a number on one side and as text with zeros on the other is refused "
            "naming both forms"))
    return cases




def _parquet_agrees(folder: Path) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "consensus.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = _REF + ("R = suit(seed=33)\nrefs = {q: borda_ref(l) for q, l in per_query(R).items()}\nrows = {}\n"
                   "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\nreport(agree_all(rows, refs))\n")
    return _run_report(code, {"ROWS": rows})


def _run_report(code: str, scope: dict) -> bool:
    return prints_same(code, scope)
