"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, an epidemic forecasting hub's ensemble of model rankings (hubverse, FluSight, WIS) (its cases, ids ``u25c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The hub team's day (CDC FluSight, the COVID-19 Forecast Hub, a hubverse hub): each week (a ``reference_date``,
``2024-11-16``) the submitted models (``UMass-flusion``, ``CMU-TimeSeries``, ``CEPH-Rtrend_fluH``, ``FluSight-ensemble``,
``FluSight-baseline``) are ranked by their weighted interval score at each location (FIPS codes with leading zeros,
``01``, ``06``, and ``US``); WIS is lower-better, so a week's run scores a model by ``-WIS``.  The weeks' rankings are
fused into one leaderboard per location (Borda, RRF, weighted towards recent weeks), and the locations are ranked by
forecast risk across the models (each model's median forecast per 100k: CombSUM / CombMNZ per round ``DATE_hH``), that
ranking judged against the observed target data (the riskiest locations graded 2, the next 1) by nDCG@10, P@5 and AP.
The mistakes: the hub's own files given where runs or qrels are read (a model-output CSV or Parquet file, ``tasks.json``
and ``admin.json``, a model metadata YAML, the target data, the oracle output, scoringutils' and hubEvals' score
tables, ``locations.csv``, the older FluSight quantile CSV), the leaderboard named for the team's formats (a Stan or
JAGS model, ``.pqt``), WIS given as a score, a location twice in a list (two horizons), ids that lost their zeros.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYFIFTH_FORECASTHUB = "45 Unseen inputs: a twenty-fifth bar, an epidemic forecasting hub's ensemble of model rankings (hubverse, FluSight, WIS)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''MODELS = ['UMass-flusion', 'CMU-TimeSeries', 'CEPH-Rtrend_fluH', 'MOBS-GLEAM_FLUH', 'PSI-PROF', 'FluSight-baseline',
          'FluSight-ensemble', 'cfa-flumodel', 'UGA_flucast-INFLAenza', 'SigSci-TSENS']
LOCS = ['US', '01', '02', '04', '05', '06', '08', '09', '10', '11', '12', '13', '15', '16', '17', '72']
WEEKS = ['2024-11-16', '2024-11-23', '2024-11-30', '2024-12-07', '2024-12-14', '2024-12-21']
def week_wis(n_weeks=6, locs=LOCS[:8], seed=3, drop=None, decimals=1):
    """{week: {location: {model: -WIS}}}: each reference date ranks the models at a location by WIS (lower is better,
    so the score is -WIS, rounded as hubEvals prints it: ties); ``drop``: {model: share of the weeks it missed}"""
    g = lcg(seed)
    out = {}
    for w in WEEKS[:n_weeks]:
        out[w] = {}
        for L in locs:
            p = {}
            for i, m in enumerate(MODELS):
                u, v = next(g), next(g)
                if v < (drop or {}).get(m, 0.0):
                    continue
                p[m] = -round((0.6 + 0.08 * i) * (20 + 80 * u), decimals)
            out[w][L] = p
    return out
def rnd(d, h):
    return '%s_h%d' % (d, h)
def risk(models=MODELS[:6], dates=WEEKS[:3], seed=5, decimals=2, drop=None, key=rnd):
    """{model: {round: {location: median forecast of weekly admissions per 100k}}}, a round a reference date and a
    horizon ('2024-11-16_h1'), higher = riskier; ``drop``: {model: share of the states it did not forecast}"""
    g = lcg(seed)
    out = {}
    for m in models:
        out[m] = {}
        for d in dates:
            for h in (0, 1):
                p = {}
                for j, L in enumerate(LOCS):
                    u, v = next(g), next(g)
                    if L != 'US' and v < (drop or {}).get(m, 0.0):
                        continue
                    p[L] = round(0.4 + 3.0 * (j % 5) / 5 + 2.5 * u, decimals)
                out[m][key(d, h)] = p
    return out
def observed(dates=WEEKS[:3], key=rnd):
    """the observed rates as judgements: the locations of the highest base rate graded 2, the next 1, the rest 0 (the
    models' noise, up to 2.5, spans four of the 0.6 steps between base rates: no round is ranked perfectly)"""
    return {key(d, h): {L: max(0, j % 5 - 2) for j, L in enumerate(LOCS)} for d in dates for h in (0, 1)}
def read_eval(out):
    """{measure: value} of the 'MEASURE all VALUE' lines rankagg evaluate prints, as trec_eval does"""
    return {f[0]: float(f[2]) for f in map(str.split, out.splitlines()) if len(f) == 3 and f[1] == 'all'}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + TREC_MEASURES + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _weeks_setup(args: str = "", suffix: str = ".run", code: str = ""):
    """one TREC run per reference date (its tag the date), locations as queries, models as documents, -WIS scores"""
    return reference_setup(_REF, f"RUNS = week_wis({args})\n"
                           "for t, run in RUNS.items():\n"
                           f"    open(P(t + '{suffix}'), 'w').write(run_text(run, t))\n" + code)


def _risk_setup(args: str = "", code: str = ""):
    """one TREC run per model (its tag the model id), rounds as queries, locations as documents"""
    return reference_setup(_REF, f"RUNS = risk({args})\n"
                           "for t, run in RUNS.items():\n"
                           "    open(P(t + '.run'), 'w').write(run_text(run, t))\n" + code)


def _cli_check(data: str, method: str, weights: str = "", depth: int | None = None, output: str = "leaderboard.run"):
    code = (f"RUNS = {data}\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_WEEK_RUNS = [f"{w}.run" for w in ("2024-11-16", "2024-11-23", "2024-11-30", "2024-12-07", "2024-12-14", "2024-12-21")]
_RISK_RUNS = [f"{m}.run" for m in ("UMass-flusion", "CMU-TimeSeries", "CEPH-Rtrend_fluH", "MOBS-GLEAM_FLUH", "PSI-PROF",
                                   "FluSight-baseline")]
_OUT = ("leaderboard.run",)
_ONE_RUN = "06 Q0 UMass-flusion 1 -12.4 2024-11-16\n06 Q0 CMU-TimeSeries 2 -15.9 2024-11-16\n"

# the hub's own files, as the hubverse tools, scoringutils and the hub's scripts write them (a few rows)
_MODEL_OUTPUT = ("reference_date,target,horizon,location,target_end_date,output_type,output_type_id,value\n"
                 "2024-11-16,wk inc flu hosp,0,01,2024-11-16,quantile,0.025,12\n"
                 "2024-11-16,wk inc flu hosp,0,01,2024-11-16,quantile,0.5,31\n"
                 "2024-11-16,wk inc flu hosp,1,06,2024-11-23,quantile,0.975,141\n"
                 "2024-11-16,wk flu hosp rate change,1,US,2024-11-23,pmf,large_increase,0.21\n")
_MODEL_OUTPUT_COVID = ("origin_date\ttarget\thorizon\tlocation\toutput_type\toutput_type_id\tvalue\n"
                       "2024-11-16\twk inc covid hosp\t1\t06\tquantile\t0.5\t88.4\n"
                       "2024-11-16\twk inc covid hosp\t1\t06\tquantile\t0.975\t141.0\n"
                       "2024-11-16\twk inc covid hosp\t1\tUS\tmean\tNA\t2731.2\n")
_TASKS = ('{\n  "schema_version": "https://raw.githubusercontent.com/hubverse-org/schemas/main/v3.0.0/tasks-schema.json",\n'
          '  "rounds": [\n    {\n      "round_id_from_variable": true,\n      "round_id": "reference_date",\n'
          '      "model_tasks": [\n        {\n          "task_ids": {\n            "reference_date": {"required": null, '
          '"optional": ["2024-11-16", "2024-11-23"]},\n            "target": {"required": null, "optional": '
          '["wk inc flu hosp"]},\n            "horizon": {"required": null, "optional": [-1, 0, 1, 2, 3]},\n'
          '            "location": {"required": null, "optional": ["US", "01", "02", "04"]}\n          },\n'
          '          "output_type": {"quantile": {"output_type_id": {"required": [0.025, 0.5, 0.975]}, '
          '"value": {"type": "double", "minimum": 0}}}\n        }\n      ],\n      "submissions_due": '
          '{"relative_to": "reference_date", "start": -6, "end": -3}\n    }\n  ]\n}\n')
_ADMIN = ('{\n  "schema_version": "https://raw.githubusercontent.com/hubverse-org/schemas/main/v3.0.0/admin-schema.json",\n'
          '  "name": "FluSight forecast hub",\n  "maintainer": "CDC FluSight team",\n'
          '  "contact": {"name": "FluSight", "email": "flusight@cdc.gov"},\n  "repository": {"host": "github", '
          '"owner": "cdcepi", "name": "FluSight-forecast-hub"},\n  "file_format": ["csv", "parquet"],\n'
          '  "timezone": "US/Eastern"\n}\n')
_METADATA = ('team_name: "University of Massachusetts Amherst"\nteam_abbr: "UMass"\nmodel_name: "Flusion"\n'
             'model_abbr: "flusion"\nmodel_version: "1.0"\nmodel_contributors: [\n  {"name": "Evan Ray", '
             '"email": "elray@umass.edu"}\n]\nlicense: "CC-BY-4.0"\ndesignated_model: true\n'
             'methods: "An ensemble of gradient boosting and a GRU over the NHSN and ILINet signals."\n')
_TARGET_DATA = ("date,location,location_name,value,weekly_rate\n2024-11-16,01,Alabama,31,0.61\n"
                "2024-11-16,06,California,88,0.22\n2024-11-16,US,US,2731,0.80\n")
_TIME_SERIES = ("as_of\ttarget_end_date\ttarget\tlocation\tobservation\n2024-11-20\t2024-11-16\twk inc flu hosp\t01\t31\n"
                "2024-11-20\t2024-11-16\twk inc flu hosp\t06\t88\n2024-11-20\t2024-11-16\twk inc flu hosp\tUS\t2731\n")
_ORACLE = ("location,target_end_date,target,output_type,output_type_id,oracle_value\n"
           "01,2024-11-16,wk inc flu hosp,quantile,NA,31\n06,2024-11-16,wk inc flu hosp,quantile,NA,88\n"
           "US,2024-11-16,wk flu hosp rate change,pmf,large_increase,1\n")
_SCORINGUTILS = ("model,location,target_end_date,horizon,wis,overprediction,underprediction,dispersion,bias,"
                 "interval_coverage_50,interval_coverage_90,ae_median\n"
                 "UMass-flusion,01,2024-11-16,0,4.1,0.3,1.2,2.6,-0.1,TRUE,TRUE,5\n"
                 "CMU-TimeSeries,01,2024-11-16,0,6.7,2.1,0,4.6,0.4,FALSE,TRUE,9\n")
_HUBEVALS = ("model_id\twis\toverprediction\tunderprediction\tdispersion\tae_median\tinterval_coverage_50\t"
             "interval_coverage_95\nUMass-flusion\t41.2\t10.1\t8.3\t22.8\t55.0\t0.52\t0.93\n"
             "FluSight-ensemble\t38.7\t9.2\t7.9\t21.6\t51.3\t0.55\t0.95\n")
_LOCATIONS = ("abbreviation,location,location_name,population,count_rate1per100k,count_rate2per100k\n"
              "US,US,US,334914895,3349,6698\nAL,01,Alabama,5108468,51,102\nAK,02,Alaska,733406,7,15\n")
_FLUSIGHT_OLD = ("forecast_date,target,target_end_date,location,type,quantile,value\n"
                 "2023-01-09,1 wk ahead inc flu hosp,2023-01-14,01,point,NA,152\n"
                 "2023-01-09,1 wk ahead inc flu hosp,2023-01-14,01,quantile,0.025,98\n")
#: the line a file's first record is on, where it is not line 1
_FIRST_RECORD: dict[str, int] = {}


def twentyfifth_bar_forecasthub_cases() -> list[Case]:
    G = TWENTYFIFTH_FORECASTHUB
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u25c_borda_weekly_wis", "rankagg.fuse({reference_date: {location: {model: -WIS}}}, method='borda'): six "
        "weeks of ten models' WIS at eight locations (US, 01, 02, ...) fused into one leaderboard per location",
        "import rankagg\nR = week_wis()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a missing model the mean of the remaining points; ties in a week "
            "(WIS rounded to 0.1) ordered as trec_eval (docs/conventions.md)"))
    cases.append(ok(
        "u25c_rrf_missed_weeks", "rankagg.fuse(..., method='rrf'): models that missed weeks (the CEPH model 40%, "
        "cfa-flumodel half, SigSci a fifth) are fused over the weeks they submitted",
        "import rankagg\nR = week_wis(seed=7, drop={'CEPH-Rtrend_fluH': 0.4, 'cfa-flumodel': 0.5, 'SigSci-TSENS': 0.2})\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the item"))
    cases.append(ok(
        "u25c_fuser_recency_weights", "rankagg.Fuser('rrf', weights=...) per location: the recent reference dates "
        "weigh more (0.5, 0.6, ..., 2.0)",
        "import rankagg\nW = dict(zip(WEEKS, [0.5, 0.6, 0.8, 1.0, 1.5, 2.0]))\n"
        "R = week_wis(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u25c_combsum_risk_frame", "rankagg.fuse(DataFrame round, location, model, median renamed qid, docid, run, "
        "score, method='combsum'): locations ranked by risk across six models, FIPS ids '01', '06' and 'US' as text",
        "import rankagg, pandas as pd\nR = risk()\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False) or ('' if '01' in set(res['docid']) else 'zeros lost'))\n",
        why="rankagg methods combsum: sum of min-max scores (docs/conventions.md); ids are text and keep their zeros"))
    cases.append(ok(
        "u25c_combmnz_partial_models", "rankagg.fuse({model: {round: {location: rate}}}, method='combmnz'): models "
        "that forecast only some states (MOBS 30% left out, PSI half), each round apart",
        "import rankagg\nR = risk(seed=11, drop={'MOBS-GLEAM_FLUH': 0.3, 'PSI-PROF': 0.5})\n"
        "res = rankagg.fuse(R, method='combmnz')\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combmnz (Fox & Shaw 1994): min-max CombSUM times the lists holding the item"))
    cases.append(ok(
        "u25c_evaluate_risk_observed", "rankagg.evaluate(fused risk, observed, ['nDCG@10', 'P@5', 'AP']): the "
        "CombSUM risk ranking against the observed rates (the riskiest graded 2, the next 1)",
        "import rankagg\nR = risk(seed=13)\nres = rankagg.fuse(R, method='combsum')\nqrels = observed()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5', 'AP'])\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5', 'AP')) else "
        "'got %r want %r' % (got, want))\n",
        why="trec_eval's ndcg_cut_10, P_5 and map with linear gains (references.TREC_MEASURES; docs/trec.md: nDCG reads "
            "the grades as trec_eval's)"))
    cases.append(ok(
        "u25c_rank_column_hubevals", "rankagg.fuse(frame of qid, docid, run, rank): hubEvals' per-week rank of each "
        "model (1 = lowest WIS), no score column, fused by RRF",
        "import rankagg, pandas as pd\nR = week_wis(seed=15)\n"
        "ranks = {w: {L: {m: r for r, m in enumerate(desc_order(p), 1)} for L, p in run.items()} "
        "for w, run in R.items()}\n"
        "df = pd.DataFrame(frame_rows(ranks), columns=['qid', 'docid', 'run', 'rank'])\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = by_query(ranks, rrf_ranks)\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column, 1 the best; Cormack et al. "
            "2009"))
    cases.append(ok(
        "u25c_borda_depth_top5", "rankagg.fuse(..., method='borda', depth=5): the top five models of each location's "
        "leaderboard",
        "import rankagg\nR = week_wis(seed=17)\nres = rankagg.fuse(R, method='borda', depth=5)\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, depth=5, written=False))\n",
        why="README: depth cuts each fused list; nothing better cut (references.HOUSE_AGREEMENT)"))
    cases.append(ok(
        "u25c_evaluate_leaderboard_vs_truth", "rankagg.evaluate({location: {model: fused score}}, {location: {model: "
        "grade}}, ['P@1', 'RR']): the leaderboard against the models the season's final WIS table calls best "
        "(the ensemble graded 1)",
        "import rankagg\nR = week_wis(seed=19)\nres = rankagg.fuse(R, method='borda')\n"
        "qrels = {L: {m: int(m == 'FluSight-ensemble' or m == 'UMass-flusion') for m in MODELS} for L in LOCS[:8]}\n"
        "got = rankagg.evaluate(res, qrels, ['P@1', 'RR'])\n"
        "orders = {q: fused_order(borda_ref(l)) for q, l in per_query(R).items()}\n"
        "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if abs(got['P@1'] - p1) < 1e-9 and abs(got['RR'] - want['RR']) < 1e-9 else "
        "'got %r want %r %r' % (got, p1, want))\n",
        why="trec_eval's P_1 and recip_rank (references.TREC_MEASURES) of the Borda order (house tie rule)"))
    cases.append(ok(
        "u25c_combsum_weighted_models", "rankagg.fuse(risk, method='combsum', weights={model: w}): the models "
        "weighted by their inverse relative WIS (the baseline 0.5, the ensemble's members 1 to 2)",
        "import rankagg\nW = {'UMass-flusion': 2.0, 'CMU-TimeSeries': 1.5, 'CEPH-Rtrend_fluH': 1.25, "
        "'MOBS-GLEAM_FLUH': 1.0, 'PSI-PROF': 1.1, 'FluSight-baseline': 0.5}\n"
        "R = risk(seed=21)\nres = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores"))

    # --- mistakes through the Python API ------------------------------------------------------------------------------
    cases.append(bad(
        "u25c_target_with_blanks_as_query", "rankagg.fuse({model: {'wk inc flu hosp': {location: rate}}}): the "
        "hubverse target name (three blanks) used as the query",
        "import rankagg\nR = {m: {'wk inc flu hosp': p for p in run.values()} for m, run in risk().items()}\n"
        "rankagg.fuse(R, method='combsum')\n", "wk inc flu hosp", "blank",
        why="docs/reliability.md, one set of input rules: an id is a token of a TREC line, no blank"))
    cases.append(bad(
        "u25c_evaluate_fips_lost_zeros", "rankagg.evaluate(run with '01', '06', qrels frame read by read_csv without "
        "dtype): the observed data's locations read as 1 and 6",
        "import rankagg, pandas as pd, io\nR = risk(seed=23)\nres = rankagg.fuse(R, method='combsum')\n"
        "text = 'qid,docid,rel\\n' + ''.join('%s,%s,%d\\n' % (q, L, g) for q, j in observed().items() "
        "for L, g in j.items() if L != 'US')\n"
        "rankagg.evaluate(res, pd.read_csv(io.StringIO(text)), ['P@5'])\n", "leading zeros", "read_csv",
        why="docs/conventions.md: an id given as a number on one side and as text with leading zeros on the other is "
            "refused naming both forms (rankagg.evaluation.id_forms)"))
    cases.append(bad(
        "u25c_frame_missing_wis", "rankagg.fuse(frame) where a model's WIS is NaN (its forecast was not scored: no "
        "observation yet) and the score is -WIS",
        "import rankagg, pandas as pd\nR = week_wis(seed=25)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[5, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "row 5", "score",
        why="docs/conventions.md: a missing score (NaN, None, NA) is refused as one"))
    cases.append(bad(
        "u25c_reference_date_timestamps", "rankagg.fuse(frame) whose qid is the reference_date parsed by "
        "read_csv(parse_dates=...) (Timestamps)",
        "import rankagg, pandas as pd\nR = risk(seed=27, key=lambda d, h: d)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df['qid'] = pd.to_datetime(df['qid'])\nrankagg.fuse(df, method='rrf')\n", "Timestamp", "qid",
        why="docs/reliability.md: ids are strings or integers; a float or other type is refused rather than guessed"))
    cases.append(bad(
        "u25c_weights_misspelt_model", "rankagg.fuse(risk, weights={...}) with 'FluSight-baselin' (a typo) among the "
        "model weights",
        "import rankagg\nR = risk(seed=29)\nW = {m: 1.0 for m in R}\nW['FluSight-baselin'] = W.pop('FluSight-baseline')\n"
        "rankagg.fuse(R, method='combsum', weights=W)\n", "FluSight-baselin",
        why="docs/conventions.md: weights key each run by its name; a name no run has is refused"))
    cases.append(bad(
        "u25c_model_output_frame_as_runs", "rankagg.fuse(pd.read_csv(model-output CSV)): a hubverse model-output "
        "table (reference_date, target, horizon, location, output_type, output_type_id, value) given as runs",
        "import rankagg, pandas as pd\ndf = pd.read_csv(FILE, dtype={'location': str})\n"
        "rankagg.fuse(df, method='rrf')\n".replace("FILE", repr("2024-11-16-UMass-flusion.csv")), "hubverse",
        "model-output", files={"2024-11-16-UMass-flusion.csv": _MODEL_OUTPUT},
        why="its quantiles are one model's forecast, no ranking: named for what it is, with how to rank models or "
            "locations from it (docs/conventions.md: a file of another tool is named for what it is)"))
    cases.append(bad(
        "u25c_scores_frame_as_runs", "rankagg.fuse(pd.read_csv(scoringutils scores)): a score table (model, "
        "location, ..., wis, bias, interval_coverage_50) given as runs",
        "import rankagg, pandas as pd\ndf = pd.read_csv('scores.csv', dtype={'location': str})\n"
        "rankagg.fuse(df, method='borda')\n", "scoringutils", "wis", files={"scores.csv": _SCORINGUTILS},
        why="a score table ranks nothing until WIS is negated per week and location: named for what it is"))

    # --- the day's answers through the CLI -------------------------------------------------------------------------
    cases.append(cli_ok(
        "u25c_cli_borda_weekly_runs", "rankagg fuse 2024-11-16.run ... 2024-12-21.run --method borda: six weeks' "
        "runs (locations as queries, models as documents, -WIS scores) into one leaderboard",
        ["fuse", *_WEEK_RUNS, "--method", "borda", "-o", "leaderboard.run"], None,
        _cli_check("week_wis(seed=31)", "borda"), setup=_weeks_setup("seed=31"),
        why="rankagg methods borda; ranker names are run tags (the dates); written scores read back in order"))
    cases.append(cli_ok(
        "u25c_cli_rrf_weights_file", "rankagg fuse ... --method rrf --weights recency.txt ('DATE W' lines, recent "
        "weeks weigh more)", ["fuse", *_WEEK_RUNS, "--method", "rrf", "--weights", "recency.txt", "-o",
                             "leaderboard.run"],
        {"recency.txt": "2024-11-16 0.5\n2024-11-23 0.6\n2024-11-30 0.8\n2024-12-07 1\n2024-12-14 1.5\n2024-12-21 2\n"},
        _cli_check("week_wis(seed=33, drop={'PSI-PROF': 0.3})", "rrf",
                   "dict(zip(WEEKS, [0.5, 0.6, 0.8, 1.0, 1.5, 2.0]))"),
        setup=_weeks_setup("seed=33, drop={'PSI-PROF': 0.3}"),
        why="Cormack et al. 2009: sum w / (60 + r); docs/conventions.md: a weights file of NAME W lines"))
    cases.append(cli_ok(
        "u25c_cli_combmnz_risk", "rankagg fuse UMass-flusion.run ... FluSight-baseline.run --method combmnz: "
        "locations ranked by risk per round (2024-11-16_h0 ...)",
        ["fuse", *_RISK_RUNS, "--method", "combmnz", "-o", "leaderboard.run"], None,
        _cli_check("risk(seed=35, drop={'PSI-PROF': 0.4})", "combmnz"), setup=_risk_setup("seed=35, drop={'PSI-PROF': 0.4}"),
        why="rankagg methods combmnz over min-max scores (docs/conventions.md: auto is min-max for runs with scores)"))
    cases.append(cli_ok(
        "u25c_cli_depth_top3", "rankagg fuse ... --method borda --depth 3: the podium of each location",
        ["fuse", *_WEEK_RUNS, "--method", "borda", "--depth", "3", "-o", "leaderboard.run"], None,
        _cli_check("week_wis(seed=37)", "borda", depth=3), setup=_weeks_setup("seed=37"),
        why="docs/conventions.md: --depth documents per topic; nothing better cut"))
    cases.append(cli_ok(
        "u25c_cli_gzipped_weeks", "rankagg fuse 2024-11-16.run.gz ...: the weekly runs kept gzipped in the hub's "
        "archive", ["fuse", *[r + ".gz" for r in _WEEK_RUNS], "--method", "rrf", "-o", "leaderboard.run"], None,
        _cli_check("week_wis(seed=39)", "rrf"),
        setup=reference_setup(_REF, "import gzip\nfor t, run in week_wis(seed=39).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: runs plain or gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25c_cli_parquet_leaderboard", "rankagg fuse ... --method borda -o leaderboard.parquet: the leaderboard as a "
        "Parquet table for the hub's dashboard (arrow::read_parquet)",
        ["fuse", *_WEEK_RUNS, "--method", "borda", "-o", "leaderboard.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/leaderboard.parquet')\n"
            "qc = [c for c in t.columns if c in ('qid', 'q_id', 'query_id')][0]\n"
            "dc = [c for c in t.columns if c in ('docid', 'doc_id', 'docno')][0]\n"
            "rows = {str(q): list(zip(g[dc], g['score'])) for q, g in t.groupby(qc, sort=False)}\n"
            "refs = {q: borda_ref(l) for q, l in per_query(week_wis(seed=41)).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=_weeks_setup("seed=41"), why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet)"))
    cases.append(cli_ok(
        "u25c_cli_evaluate_risk", "rankagg evaluate risk.run --qrels observed.qrels -m ndcg_cut.10 -m P.5 -m map: "
        "the fused risk ranking against the observed target data (grades 2, 1, 0)",
        ["evaluate", "risk.run", "--qrels", "observed.qrels", "-m", "ndcg_cut.10", "-m", "P.5", "-m", "map"], None,
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/risk.run').read())\nqrels = observed()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\nnums = read_eval(OUT)\n"
            "g = lambda *ks: next((nums[k] for k in ks if k in nums), None)\n"
            "got = (g('ndcg_cut_10', 'nDCG@10'), g('P_5', 'P@5'), g('map', 'AP'))\n"
            "report('' if None not in got and all(abs(a - b) < 1e-4 for a, b in zip(got, (want['nDCG@10'], "
            "want['P@5'], want['AP']))) else 'got %r want %r' % (nums, want))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = risk(seed=43)\nrefs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r cons' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('risk.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('observed.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, L, g) "
                              "for q, j in observed().items() for L, g in j.items()))\n"),
        why="trec_eval's ndcg_cut_10 (linear gains), P_5 and map (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u25c_cli_evaluate_per_location", "rankagg evaluate leaderboard.run --qrels best.qrels -q -m P.1 -m "
        "recip_rank: the best model at 1, location by location, ties at one WIS broken by model id descending",
        ["evaluate", "leaderboard.run", "--qrels", "best.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"leaderboard.run": "US Q0 FluSight-ensemble 1 -31.2 lb\nUS Q0 UMass-flusion 2 -33.0 lb\n"
                            "US Q0 CMU-TimeSeries 3 -40.1 lb\n01 Q0 PSI-PROF 1 -4.5 lb\n01 Q0 FluSight-ensemble 2 -4.5 lb\n"
                            "01 Q0 FluSight-baseline 3 -9.0 lb\n06 Q0 CEPH-Rtrend_fluH 1 -12.0 lb\n"
                            "06 Q0 UMass-flusion 2 -12.5 lb\n",
         "best.qrels": "US 0 FluSight-ensemble 1\n01 0 FluSight-ensemble 1\n06 0 UMass-flusion 1\n"},
        lambda out, folder: (lambda nums: nums.get(("US", "p1")) == 1.0 and nums.get(("01", "p1")) == 0.0
                             and nums.get(("06", "p1")) == 0.0 and abs(nums.get(("01", "rr"), -1) - 0.5) < 1e-4
                             and abs(nums.get(("06", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2] in ("US", "01", "06")}),
        why="trec_eval -q: ties by docid descending (PSI-PROF and FluSight-ensemble at -4.5: PSI-PROF first, 'P' > 'F' "
            "as bytes; RR 1/2, P_1 0 at 01)"))
    cases.append(cli_ok(
        "u25c_cli_wis_as_score_warns", "rankagg fuse wis_w1.run wis_w2.run --method borda: runs written with WIS "
        "itself as the score (rank 1 the lowest WIS): read by score as trec_eval does, with a warning naming the file",
        ["fuse", "wis_w1.run", "wis_w2.run", "--method", "borda", "-o", "leaderboard.run"],
        {"wis_w1.run": "06 Q0 UMass-flusion 1 3.1 w1\n06 Q0 PSI-PROF 2 4.5 w1\n06 Q0 CMU-TimeSeries 3 7.9 w1\n",
         "wis_w2.run": "06 Q0 PSI-PROF 1 2.1 w2\n06 Q0 UMass-flusion 2 4.0 w2\n06 Q0 CMU-TimeSeries 3 5.9 w2\n"},
        _cli_check("{'w1': {'06': {'UMass-flusion': 3.1, 'PSI-PROF': 4.5, 'CMU-TimeSeries': 7.9}}, "
                   "'w2': {'06': {'PSI-PROF': 2.1, 'UMass-flusion': 4.0, 'CMU-TimeSeries': 5.9}}}", "borda"),
        warns="scores rise down every list",
        why="docs/conventions.md: a run file whose scores rise down every list is read by score, with a warning "
            "naming the file (trec_eval's order; lower is better there)"))
    cases.append(cli_bad(
        "u25c_cli_trust_rank_wis_combsum", "rankagg fuse wis_w1.run wis_w2.run --method combsum --trust-rank: WIS "
        "beside its ranks, read higher-is-better by CombSUM", ["fuse", "wis_w1.run", "wis_w2.run", "--method",
                                                               "combsum", "--trust-rank", "-o", "leaderboard.run"],
        {"wis_w1.run": "06 Q0 UMass-flusion 1 3.1 w1\n06 Q0 PSI-PROF 2 4.5 w1\n06 Q0 CMU-TimeSeries 3 7.9 w1\n",
         "wis_w2.run": "06 Q0 PSI-PROF 1 2.1 w2\n06 Q0 UMass-flusion 2 4.0 w2\n06 Q0 CMU-TimeSeries 3 5.9 w2\n"},
        "wis_w1.run:2", "negate",
        why="docs/conventions.md: with --trust-rank and a method that reads scores, a score above the one ranked before "
            "it is refused naming the line (rankagg/io/rank_scores.py)"))
    cases.append(cli_bad(
        "u25c_cli_location_twice_two_horizons", "rankagg fuse ... : a model's run that lists each location once per "
        "horizon under the same reference date (horizons 0 and 1 collapsed into one query)",
        ["fuse", "UMass-flusion.run", "CMU-TimeSeries.run", "--method", "combsum", "-o", "leaderboard.run"],
        {"UMass-flusion.run": "2024-11-16 Q0 06 1 3.1 UMass-flusion\n2024-11-16 Q0 01 2 2.4 UMass-flusion\n"
                              "2024-11-16 Q0 06 3 2.2 UMass-flusion\n",
         "CMU-TimeSeries.run": "2024-11-16 Q0 01 1 2.9 CMU-TimeSeries\n2024-11-16 Q0 06 2 2.0 CMU-TimeSeries\n"},
        "UMass-flusion.run:3", "06",
        why="docs/conventions.md: a document twice in one list is an error naming the file and line"))
    cases.append(cli_bad(
        "u25c_cli_rate_as_grade", "rankagg evaluate risk.run --qrels observed.qrels: the observed weekly rate per "
        "100k (0.61) written where the grade goes", ["evaluate", "risk.run", "--qrels", "observed.qrels"],
        {"risk.run": "2024-11-16_h0 Q0 01 1 2.4 c\n2024-11-16_h0 Q0 06 2 1.1 c\n",
         "observed.qrels": "2024-11-16_h0 0 01 0.61\n2024-11-16_h0 0 06 0.22\n"},
        "observed.qrels:1", outputs=(),
        why="docs/reliability.md: grades follow strtol on the whole token (an integral decimal such as 2.0 aside); "
            "trec_eval's atol would read 0.61 as 0, judging nothing relevant"))
    cases.append(cli_bad(
        "u25c_cli_method_wis", "rankagg fuse ... --method wis: the score's name given as the fusion method",
        ["fuse", *_WEEK_RUNS, "--method", "wis", "-o", "leaderboard.run"], None, "wis",
        setup=_weeks_setup("seed=45"), why="rankagg methods lists the methods; an unknown one is refused by name"))

    # --- the hub's own files given where runs are read: named by the tool, at line 1 --------------------------------
    tool_files = [
        ("u25c_model_output_csv_as_run", "a hubverse model-output CSV (reference_date, target, horizon, location, "
         "target_end_date, output_type, output_type_id, value)", "2024-11-16-UMass-flusion.csv", _MODEL_OUTPUT,
         "hubverse"),
        ("u25c_model_output_tsv_as_run", "a COVID-19 hub model-output file (origin_date, ..., output_type mean and "
         "quantile), tab-separated", "2024-11-16-CMU-TimeSeries.tsv", _MODEL_OUTPUT_COVID, "hubverse"),
        ("u25c_tasks_json_as_run", "the hub's tasks.json (rounds, model_tasks, task_ids)", "tasks.json", _TASKS,
         "hubverse"),
        ("u25c_admin_json_as_run", "the hub's admin.json (name, maintainer, file_format, timezone)", "admin.json",
         _ADMIN, "hubverse"),
        ("u25c_metadata_yaml_as_run", "a model metadata file (team_abbr, model_abbr, designated_model, ...)",
         "UMass-flusion.yml", _METADATA, "metadata"),
        ("u25c_target_data_as_run", "the target data (date, location, location_name, value, weekly_rate)",
         "target-hospital-admissions.csv", _TARGET_DATA, "target data"),
        ("u25c_time_series_as_run", "the hubverse time-series target data (as_of, target_end_date, target, location, "
         "observation)", "time-series.tsv", _TIME_SERIES, "target data"),
        ("u25c_oracle_output_as_run", "the hubverse oracle output (location, ..., output_type_id, oracle_value)",
         "oracle-output.csv", _ORACLE, "oracle output"),
        ("u25c_scoringutils_as_run", "scoringutils' scores (model, location, target_end_date, horizon, wis, "
         "overprediction, ..., ae_median)", "scores.csv", _SCORINGUTILS, "scoringutils"),
        ("u25c_hubevals_as_run", "hubEvals' score_model_out summary (model_id, wis, ..., interval_coverage_95)",
         "scores_by_model.tsv", _HUBEVALS, "hubEvals"),
        ("u25c_locations_as_run", "the hub's locations.csv (abbreviation, location, location_name, population, "
         "count_rate1per100k)", "locations.csv", _LOCATIONS, "FIPS"),
        ("u25c_flusight_2023_csv_as_run", "a FluSight 2022-23 forecast file (forecast_date, target '1 wk ahead inc "
         "flu hosp', target_end_date, location, type, quantile, value)", "2023-01-09-UMass-trends_ensemble.csv",
         _FLUSIGHT_OLD, "FluSight"),
    ]
    for cid, what, name, text, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} week.run -o leaderboard.run: {what} given as a run",
            ["fuse", name, "week.run", "-o", "leaderboard.run"], {name: text, "week.run": _ONE_RUN},
            f"{name}:{_FIRST_RECORD.get(name, 1)}", tool,
            why="trec_eval refuses a line of other than six fields; the file is the hub's, named by what it is, with "
                "how to make runs of it (a field count or 'a table' says nothing the hub team can act on)"))
    cases.append(cli_bad(
        "u25c_model_output_parquet_as_run", "rankagg fuse 2024-11-16-UMass-flusion.parquet -o leaderboard.run: a "
        "hubverse model-output Parquet file given as a run table",
        ["fuse", "2024-11-16-UMass-flusion.parquet", "-o", "leaderboard.run"], None,
        "2024-11-16-UMass-flusion.parquet", "hubverse",
        setup=reference_setup(_REF, "import pandas as pd, io\n"
                              f"pd.read_csv(io.StringIO({_MODEL_OUTPUT!r}), dtype={{'location': str}})"
                              ".to_parquet(P('2024-11-16-UMass-flusion.parquet'), index=False)\n"),
        why="a Parquet run table needs qid, docid, score, run columns; a hub's forecast table is named as such"))
    cases.append(cli_bad(
        "u25c_model_output_gz_as_run", "rankagg fuse 2024-11-16-UMass-flusion.csv.gz week.run: a gzipped "
        "model-output CSV from the hub's S3 mirror", ["fuse", "2024-11-16-UMass-flusion.csv.gz", "week.run", "-o",
                                                     "leaderboard.run"],
        {"2024-11-16-UMass-flusion.csv.gz": gzip.compress(_MODEL_OUTPUT.encode(), mtime=0), "week.run": _ONE_RUN},
        "2024-11-16-UMass-flusion.csv.gz:1", "hubverse",
        why="trec_eval refuses a line of other than six fields; named by what it is"))

    # --- the qrels the hub team gives --------------------------------------------------------------------------------
    for cid, name, text, tool, what in [
            ("u25c_target_data_as_qrels", "target-hospital-admissions.csv", _TARGET_DATA, "target data",
             "the observed target data"),
            ("u25c_oracle_output_as_qrels", "oracle-output.csv", _ORACLE, "oracle output", "the hubverse oracle output"),
            ("u25c_scoringutils_as_qrels", "scores.csv", _SCORINGUTILS, "scoringutils", "scoringutils' score table"),
            ("u25c_locations_as_qrels", "locations.csv", _LOCATIONS, "FIPS", "the hub's locations.csv"),
            ("u25c_tasks_json_as_qrels", "tasks.json", _TASKS, "hubverse", "the hub's tasks.json")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate risk.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "risk.run", "--qrels", name], {"risk.run": "2024-11-16_h0 Q0 01 1 2.4 c\n", name: text},
            f"{name}:1", tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the hub's, named by what it is, "
                "with how to make judgements of it"))

    # --- the leaderboard written under the team's formats' names ------------------------------------------------------
    for cid, out_name, what in [
            ("u25c_out_stan", "leaderboard.stan", "a Stan model's program"),
            ("u25c_out_jags", "leaderboard.jags", "a JAGS model"),
            ("u25c_out_bugs", "leaderboard.bug", "a BUGS model"),
            ("u25c_out_pqt", "leaderboard.pqt", "a Parquet file's short name"),
            ("u25c_out_zstd", "leaderboard.run.zstd", "a Zstandard-compressed file"),
            ("u25c_out_csvy", "leaderboard.csvy", "a CSV with a YAML header (CSVY)")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse ... --method borda -o {out_name}: {what}; TREC lines under that name are read by no "
            "tool that opens it", ["fuse", *_WEEK_RUNS[:3], "--method", "borda", "-o", out_name], None, out_name,
            outputs=(out_name,), setup=_weeks_setup("n_weeks=3, seed=47"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
