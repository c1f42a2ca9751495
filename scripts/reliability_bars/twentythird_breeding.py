"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a plant-breeding program's multi-environment variety trials (its cases, ids ``u23c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The program's day: candidate varieties (genotypes) are tested across environments (location x year: ``Obregon_2021``,
``ElBatan_2022``); each environment's mixed model (lme4 / ASReml) gives every genotype a BLUP of grain yield (t/ha,
higher is better); days to flowering and lodging (1-9) are lower-is-better and negated by the breeder before fusing.
An environment is a ranker, a trait series (``GY``) a query, a genotype an item.  Genotypes are named as the program
names them: ``G017``, ``IR64``, ``CIMMYT-2019-0456``, crosses with slashes ``IR64/N22//IR72``, checks ``Check-1``.
Trials are unbalanced (a genotype is tested in some environments only: partial lists); environments are weighted by
their heritability; the selection index weights traits.  They fuse with Borda, RRF, CombSUM and CombMNZ, keep the top
5%, score the consensus against the program's elite selection (qrels), and write it back.  Their mistakes and odd
files: a breeding tool's names for the output (Field Book's trait file ``.trt``, PLINK's ``.ped`` / ``.fam`` /
``.pheno``, ASReml's ``.asr`` / ``.sln``), a Field Book CSV, a BrAPI JSON, an ASReml solution file or an lme4 BLUP table
given as is, missing plots written as SAS's ``.`` or ``*``, a severity in percent, reps as duplicate plots.

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending), Borda, RRF and min-max CombSUM / CombMNZ from references.RANKED_LISTS and
LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, tables of lists by hand."""

from __future__ import annotations

import json
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, table_items
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT, SEEDED_UNIFORM,
    TREC_MEASURES)
from .twentysecond_ecology import _run_report

TWENTYTHIRD_BREEDING = "45 Unseen inputs: a twenty-third bar, a plant-breeding program's multi-environment variety trials"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''ENVS = ['Obregon_2021', 'Obregon_2022', 'ElBatan_2021', 'Toluca_2022', 'Ludhiana_2021', 'Njoro_2022']
NAMED = ['IR64', 'B73', 'CIMMYT-2019-0456', 'IR64/N22//IR72', 'Check-1', 'Check-2', 'PI_583791', 'N22']
H2 = {'Obregon_2021': 0.71, 'Obregon_2022': 0.64, 'ElBatan_2021': 0.52, 'Toluca_2022': 0.38,
      'Ludhiana_2021': 0.6, 'Njoro_2022': 0.45}
def gid(i):
    return NAMED[i] if i < len(NAMED) else 'G%03d' % (i + 1)
def blups(envs=ENVS, traits=('GY',), n=40, seed=3, decimals=2, tested=None, ids=gid, lo=2.0, span=6.0):
    """{env: {trait: {genotype: BLUP}}}; ``tested``: {env: share of the genotypes it tested}"""
    g = lcg(seed)
    merit = {t: [next(g) for _ in range(n)] for t in traits}
    out = {}
    for e in envs:
        out[e] = {}
        for t in traits:
            p = {}
            for i in range(n):
                u = next(g)
                if i < n * (tested or {}).get(e, 1.0):
                    p[ids(i)] = round(lo + span * (0.6 * merit[t][i] + 0.4 * u), decimals)
            out[e][t] = p
    return out
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}

_ENV_RUNS = [e + ".run" for e in ("Obregon_2021", "Obregon_2022", "ElBatan_2021", "Toluca_2022", "Ludhiana_2021",
                                  "Njoro_2022")]
_OUT = ("selection.run",)


def _runs_setup(seed: int = 3, tested: str = "None", code: str = ""):
    """one TREC run per environment (its tag the environment), written with the references"""
    return reference_setup(_REF, f"RUNS = blups(seed={seed}, tested={tested})\n"
                           "for e, run in RUNS.items():\n"
                           "    open(P(e + '.run'), 'w').write(run_text(run, e))\n" + code)


def _cli_check(method: str, weights: str = "", depth: int | None = None, seed: int = 3, tested: str = "None",
               output: str = "selection.run"):
    code = _REF + (
        f"RUNS = blups(seed={seed}, tested={tested})\nW = {weights or 'None'}\n"
        f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
        f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _run_report(code, {"FOLDER": str(folder)})


def _api_cases(ok, bad) -> list[Case]:
    cases: list[Case] = []
    cases.append(ok(
        "u23c_borda_env_blups", "rankagg.fuse({environment: {'GY': {genotype: BLUP}}}, method='borda'): six "
        "environments' yield BLUPs (t/ha, two decimals: ties), crosses and checks among the genotypes",
        "import rankagg\nR = blups()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points; references.RANKED_LISTS"))
    cases.append(ok(
        "u23c_unbalanced_borda", "rankagg.fuse(..., method='borda'): Toluca tested 55% of the genotypes and Njoro "
        "70% (unbalanced trials); a genotype an environment did not test shares its leftover points",
        "import rankagg\nR = blups(seed=5, tested={'Toluca_2022': 0.55, 'Njoro_2022': 0.7})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: unranked='share', (n - k + 1) / 2 for a list's missing genotype"))
    cases.append(ok(
        "u23c_unbalanced_combmnz", "rankagg.fuse(..., method='combmnz'): the genotypes tested in more environments "
        "count more (CombMNZ's factor is the environments that tested it)",
        "import rankagg\nR = blups(seed=7, tested={'ElBatan_2021': 0.5, 'Ludhiana_2021': 0.8})\n"
        "res = rankagg.fuse(R, method='combmnz')\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the item (references.LISTS_BY_QUERY)"))
    cases.append(ok(
        "u23c_heritability_weights_rrf", "rankagg.fuse(..., method='rrf', weights=H2): each environment weighted by "
        "its broad-sense heritability",
        "import rankagg\nR = blups(seed=9)\nres = rankagg.fuse(R, method='rrf', weights=H2)\n"
        "refs = {q: rrf_ref(l, 60.0, H2) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum w / (60 + r)"))
    cases.append(ok(
        "u23c_days_to_flowering_negated", "rankagg.fuse(..., method='combsum'): days to flowering (lower is better) "
        "given negated (-62, -71), so the earliest genotype scores highest; min-max of negative scores",
        "import rankagg\nR = blups(seed=11, traits=('DTF',), lo=55.0, span=25.0, decimals=0)\n"
        "R = {e: {t: {d: -s for d, s in p.items()} for t, p in run.items()} for e, run in R.items()}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: min-max then the sum (Fox & Shaw 1994); higher is better, so a negated "
            "lower-is-better trait ranks the earliest first"))
    cases.append(ok(
        "u23c_selection_index_traits", "rankagg.fuse({trait: {'MET': {genotype: value}}}, method='combsum', "
        "weights=index): a selection index over yield, negated days to flowering and negated lodging (1-9, ties)",
        "import rankagg\ng = lcg(13)\nG = [gid(i) for i in range(30)]\n"
        "R = {'yield': {'MET': {d: round(3 + 5 * next(g), 2) for d in G}},\n"
        "     'dtf': {'MET': {d: -float(55 + int(25 * next(g))) for d in G}},\n"
        "     'lodging': {'MET': {d: -float(1 + int(9 * next(g))) for d in G}}}\n"
        "W = {'yield': 0.5, 'dtf': 0.3, 'lodging': 0.2}\n"
        "res = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores; ties of lodging scores placed by trec_eval's rule"))
    cases.append(ok(
        "u23c_lodging_ties_borda", "rankagg.fuse(..., method='borda'): each environment's negated lodging score "
        "(whole numbers 1-9, many ties): tied genotypes placed by trec_eval's rule (the id descending)",
        "import rankagg\nR = blups(seed=15, traits=('LODG',), lo=-9.0, span=8.0, decimals=0)\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/conventions.md: equal scores in a list are ordered by the id descending (trec_eval); Borda points"))
    cases.append(ok(
        "u23c_crosses_ids_rrf", "rankagg.fuse(..., method='rrf'): pedigree names with slashes and dashes "
        "('IR64/N22//IR72', 'CIMMYT-2019-0456/B73') as genotype ids",
        "import rankagg\nids = lambda i: 'CIMMYT-2019-%04d/%s//%s' % (i, NAMED[i % 8], NAMED[(i + 3) % 8])\n"
        "R = blups(seed=17, ids=ids)\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009; an id is a token: slashes are text"))
    cases.append(ok(
        "u23c_frame_blup_long_borda", "rankagg.fuse(DataFrame of lme4's BLUPs renamed qid, docid, run, score): a "
        "frame back, Borda",
        "import rankagg, pandas as pd\nR = blups(seed=19, tested={'Njoro_2022': 0.6})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='borda')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods borda"))
    cases.append(ok(
        "u23c_frame_year_runs_int", "rankagg.fuse(DataFrame) whose run column holds the trial years as integers "
        "(2019, 2020, 2021: one environment a year), RRF",
        "import rankagg, pandas as pd\nR = blups(seed=21, envs=[2019, 2020, 2021])\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a run column names the rankers; Cormack et al. 2009"))
    cases.append(ok(
        "u23c_frame_rank_column_rrf", "rankagg.fuse(DataFrame qid, docid, run, rank): each environment's rank of "
        "the genotypes (ASReml's predicted means sorted), no score column",
        "import rankagg, pandas as pd\nR = blups(seed=23)\nrows = []\n"
        "for e, run in R.items():\n"
        "    for q, p in run.items():\n"
        "        rows += [(q, d, e, r) for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "RK = {e: {q: {d: r for r, d in enumerate(desc_order(p), 1)} for q, p in run.items()} for e, run in R.items()}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(RK).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: a rank column (1 is best) instead of scores; RRF of the ranks (references.LISTS_BY_QUERY)"))
    cases.append(ok(
        "u23c_fuser_trial_series", "rankagg.Fuser('borda') over each trial series (early, medium, late maturity "
        "groups), one series at a time",
        "import rankagg\nR = blups(seed=25, traits=('early', 'medium', 'late'))\n"
        "f = rankagg.Fuser('borda')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), borda_ref(lists), written=False)\n"
        "report(msg)\n",
        why="README's Fuser; rankagg methods borda", fast=True))
    cases.append(ok(
        "u23c_elite_qrels_evaluate", "rankagg.evaluate(consensus, elite): the program's elite selection as qrels "
        "(2 released, 1 advanced), nDCG@10, P@5 and AP",
        TREC_MEASURES + "import rankagg\nR = blups(seed=27)\nres = rankagg.fuse(R, method='borda')\n"
        "g = lcg(77)\nqrels = {'GY': {gid(i): 1 + int(2 * next(g)) for i in range(40) if next(g) < 0.3}}\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5', 'AP'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5', 'AP')) else '%r %r' % (got, "
        "want))\n",
        why="trec_eval's nDCG@10, P@5 and AP (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u23c_evaluate_checks_graded_zero", "rankagg.evaluate(consensus, trial qrels): the checks judged 0 (known, "
        "not selected), the released lines 1; RR and P@5 over two trait series",
        TREC_MEASURES + "import rankagg\nR = blups(seed=39, traits=('GY', 'GY_drought'))\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "qrels = {q: {'Check-1': 0, 'Check-2': 0, 'IR64/N22//IR72': 1, 'G017': 1, 'G033': 1} for q in res}\n"
        "got = rankagg.evaluate(res, qrels, ['RR', 'P@5'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('RR', 'P@5')) else '%r %r' % (got, want))\n",
        why="trec_eval: a grade of 0 is judged not relevant (references.TREC_MEASURES)"))
    cases.append(ok(
        "u23c_spearman_env_consensus", "SciPy's spearmanr of the consensus (RRF) against the best environment's own "
        "ranking equals the formula on the reference order (no ties: three decimals)",
        "import rankagg\nfrom scipy.stats import spearmanr\nR = blups(seed=29, decimals=4)\n"
        "res = list(rankagg.fuse(R, method='rrf')['GY'])\n"
        "ref = fused_order(rrf_ref(per_query(R)['GY']))\nenv = desc_order(R['Obregon_2021']['GY'])\n"
        "n = len(ref)\nrho_ref = 1 - 6 * sum((ref.index(d) - env.index(d)) ** 2 for d in ref) / (n * (n * n - 1))\n"
        "rho = spearmanr([res.index(d) for d in env], list(range(n))).statistic\n"
        "report('' if abs(rho - rho_ref) < 1e-9 and res == ref else 'rho %r vs %r' % (rho, rho_ref))\n",
        why="Spearman's rho = 1 - 6 sum d^2 / (n (n^2 - 1)) without ties; Cormack et al. 2009"))
    cases.append(ok(
        "u23c_volume_2000x30", "rankagg.fuse: 2,000 genotypes x 30 environments (60,000 BLUPs), method='borda', "
        "the top 5% (100) kept",
        "import rankagg, numpy as np\nrng = np.random.default_rng(5)\nn = 2000\n"
        "G = ['G%04d' % (i + 1) for i in range(n)]\nmerit = rng.random(n)\n"
        "runs = {'E%02d' % k: {'GY': dict(zip(G, np.round(2 + 6 * (0.6 * merit + 0.4 * rng.random(n)), 3)"
        ".tolist()))} for k in range(30)}\n"
        "res = rankagg.fuse(runs, method='borda', depth=100)['GY']\n"
        "sc = {}\n"
        "for e, run in runs.items():\n"
        "    for r, d in enumerate(desc_order(run['GY']), 1):\n"
        "        sc[d] = sc.get(d, 0.0) + (n - r + 1)\n"
        "top = sorted(sc, key=lambda d: -sc[d])[:100]\ncut = sc[top[-1]]\ngot = list(res)\n"
        "report('' if len(got) == 100 and all(abs(res[d] - sc[d]) < 1e-9 for d in got) and "
        "min(res.values()) >= cut - 1e-9 and set(got) >= {d for d in top if sc[d] > cut + 1e-9} "
        "else 'top 5%% differs: %d' % len(got))\n",
        why="rankagg methods borda by brute force; README: depth= keeps each query's first N", timeout=240))

    # --- the API's mistakes -----------------------------------------------------------------------------------
    cases.append(bad(
        "u23c_frame_blup_columns_unrenamed", "rankagg.fuse(DataFrame germplasmName, environment, BLUP, SE): lme4's "
        "table as the breeder's script has it",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame([(d, e, s, 0.12) for q, d, e, s in frame_rows(blups(seed=31))], "
        "columns=['germplasmName', 'environment', 'BLUP', 'SE'])\n"
        "rankagg.fuse(df, method='borda')\n", "germplasmName",
        why="docs/conventions.md: a frame's columns are named in every refusal"))
    cases.append(bad(
        "u23c_frame_sas_dot_score", "rankagg.fuse(DataFrame) read with dtype=str from a SAS export: a missing "
        "plot's BLUP is '.'",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame([(q, d, e, repr(s)) for q, d, e, s in frame_rows(blups(seed=33))], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[7, 'score'] = '.'\nrankagg.fuse(df, method='borda')\n", "row 7",
        why="SAS writes a missing value as '.'; a score is a number (docs/conventions.md), refused naming the row"))
    cases.append(bad(
        "u23c_dict_none_missing_plot", "rankagg.fuse(...): a genotype's BLUP None in one environment (a plot lost "
        "to flooding) kept in the dict",
        "import rankagg\nR = blups(seed=35)\nR['Toluca_2022']['GY']['G012'] = None\n"
        "rankagg.fuse(R, method='rrf')\n", "Toluca_2022",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one, naming the run"))
    cases.append(bad(
        "u23c_weights_env_typo", "rankagg.fuse(..., weights={'Obregon21': 0.7, ...}): an environment named as the "
        "trial book abbreviates it", "import rankagg\nR = blups(seed=37, envs=['Obregon_2021', 'Toluca_2022'])\n"
        "rankagg.fuse(R, method='borda', weights={'Obregon21': 0.7, 'Toluca_2022': 0.38})\n", "Obregon21",
        why="a weight for no ranker would be silently dropped"))
    return cases


def _cli_cases(cli_ok, cli_bad, G: str) -> list[Case]:
    cases: list[Case] = []
    cases.append(cli_ok(
        "u23c_cli_env_runs_borda", "rankagg fuse Obregon_2021.run ... Njoro_2022.run --method borda -o selection.run: "
        "one run per environment, the trait as the query", ["fuse", *_ENV_RUNS, "--method", "borda", "-o",
                                                            "selection.run"],
        None, _cli_check("borda"), setup=_runs_setup(), why="rankagg methods borda; docs/conventions.md"))
    cases.append(cli_ok(
        "u23c_cli_top5pct_depth", "rankagg fuse ... --method rrf --depth 2: the top 5% of 40 genotypes advanced",
        ["fuse", *_ENV_RUNS, "--method", "rrf", "--depth", "2", "-o", "selection.run"], None,
        _cli_check("rrf", depth=2, seed=41), setup=_runs_setup(seed=41),
        why="rankagg fuse --help: --depth writes at most 2 per query; RRF (Cormack et al. 2009)"))
    cases.append(cli_ok(
        "u23c_cli_h2_weights_lines", "rankagg fuse ... --method combsum --weights h2.txt: 'ENV H2' lines, one per "
        "environment", ["fuse", *_ENV_RUNS, "--method", "combsum", "--weights", "h2.txt", "-o", "selection.run"],
        {"h2.txt": "".join(f"{e} {w}\n" for e, w in (("Obregon_2021", 0.71), ("Obregon_2022", 0.64),
                                                      ("ElBatan_2021", 0.52), ("Toluca_2022", 0.38),
                                                      ("Ludhiana_2021", 0.6), ("Njoro_2022", 0.45)))},
        _cli_check("combsum", "H2", seed=43), setup=_runs_setup(seed=43),
        why="rankagg fuse --help: a weights file of 'NAME W' lines; CombSUM of min-max scores"))
    cases.append(cli_ok(
        "u23c_cli_unbalanced_combmnz", "rankagg fuse ... --method combmnz: Toluca_2022.run holds 45% of the "
        "genotypes (an unbalanced trial)", ["fuse", *_ENV_RUNS, "--method", "combmnz", "-o", "selection.run"], None,
        _cli_check("combmnz", seed=45, tested="{'Toluca_2022': 0.45}"),
        setup=_runs_setup(seed=45, tested="{'Toluca_2022': 0.45}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the item"))
    cases.append(cli_ok(
        "u23c_cli_parquet_blups", "rankagg fuse met.parquet (q_id, doc_id, score, run) --method borda -o "
        "selection.parquet: the BLUPs from R's arrow::write_parquet",
        ["fuse", "met.parquet", "--method", "borda", "-o", "selection.parquet"], None,
        lambda out, folder: _parquet_agrees(folder),
        setup=reference_setup(_REF, "import pandas as pd\nR = blups(seed=47, tested={'Njoro_2022': 0.5})\n"
                              "pd.DataFrame([(q, d, s, m) for q, d, m, s in frame_rows(R)], "
                              "columns=['q_id', 'doc_id', 'score', 'run']).to_parquet(P('met.parquet'))\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run in, .parquet out"))
    cases.append(cli_ok(
        "u23c_cli_lists_top_per_env", "rankagg fuse top_entries.csv --method borda -o selection.tsv: each "
        "environment's top entries, best first, crosses with slashes, a shorter column",
        ["fuse", "top_entries.csv", "--method", "borda", "-o", "selection.tsv"],
        {"top_entries.csv": "Obregon_2021,ElBatan_2021,Toluca_2022\nIR64/N22//IR72,Check-1,IR64/N22//IR72\n"
                            "Check-1,IR64/N22//IR72,CIMMYT-2019-0456\nCIMMYT-2019-0456,G017,Check-1\n"
                            "G017,CIMMYT-2019-0456,\n"},
        table_items("selection.tsv", ["IR64/N22//IR72", "Check-1", "CIMMYT-2019-0456", "G017"]),
        why="docs/genes.md: a table of lists; by hand Borda (n = 4): IR64/N22//IR72 4+3+4 = 11, Check-1 3+4+2 = 9, "
            "CIMMYT-2019-0456 2+1+3 = 6, G017 1+2+(shared (4 - 3 + 1) / 2 = 1) = 4"))
    cases.append(cli_ok(
        "u23c_cli_tied_yield_rrf", "rankagg fuse E1.run E2.run --method rrf: yields recorded to one decimal, three "
        "genotypes tied at 5.2 in E1 (placed by trec_eval's rule, the id descending)",
        ["fuse", "E1.run", "E2.run", "--method", "rrf", "-o", "selection.run"],
        {"E1.run": "GY Q0 G001 1 5.2 E1\nGY Q0 G002 2 5.2 E1\nGY Q0 G003 3 5.2 E1\nGY Q0 G004 4 4.8 E1\n",
         "E2.run": "GY Q0 G004 1 6.1 E2\nGY Q0 G001 2 5.0 E2\nGY Q0 G002 3 4.9 E2\nGY Q0 G003 4 4.0 E2\n"},
        lambda out, folder: _run_report(_REF + (
            "L = {'E1': {'G001': 5.2, 'G002': 5.2, 'G003': 5.2, 'G004': 4.8}, "
            "'E2': {'G004': 6.1, 'G001': 5.0, 'G002': 4.9, 'G003': 4.0}}\n"
            "report(agree_all(read_run(open(FOLDER + '/selection.run').read()), {'GY': rrf_ref(L)}))\n"),
            {"FOLDER": str(folder)}),
        why="docs/conventions.md: trec_eval orders equal scores by the id descending (G003, G002, G001); RRF"))

    # --- outputs named for a breeding tool's formats ------------------------------------------------------------
    for cid, name, what in (
            ("u23c_out_fieldbook_trait", "selection.trt", "Field Book's trait file (.trt)"),
            ("u23c_out_plink_ped", "selection.ped", "PLINK's pedigree/genotype text file"),
            ("u23c_out_plink_fam", "selection.fam", "PLINK's sample file, six columns FID IID ..."),
            ("u23c_out_plink_pheno", "selection.pheno", "a PLINK phenotype file (FID IID value) for GWAS"),
            ("u23c_out_asreml_asr", "selection.asr", "ASReml's primary output"),
            ("u23c_out_asreml_sln", "selection.sln", "ASReml's solutions file")):
        cases.append(cli_bad(
            cid, f"rankagg fuse ... -o {name}: {what}; TREC lines under a breeding tool's name",
            ["fuse", "Obregon_2021.run", "Toluca_2022.run", "--method", "borda", "-o", name], None, name,
            outputs=(name,), setup=_runs_setup(), fast=cid == "u23c_out_plink_ped",
            why="docs/conventions.md: -o names a TREC run or Parquet; another format's name is refused (its tool "
                "reads no TREC line)"))

    # --- inputs of another tool, as they are --------------------------------------------------------------------
    fieldbook = ("plot_id,accession,rep,block,row,col,trait,value,timestamp\n"
                 "13RPN00001,IR64,1,1,1,1,yield,5.21,2021-11-03 09:12:44-0600\n"
                 "13RPN00002,B73,1,1,1,2,yield,4.87,2021-11-03 09:13:10-0600\n"
                 "13RPN00003,IR64,2,2,2,1,yield,5.02,2021-11-03 09:14:02-0600\n"
                 "13RPN00004,B73,2,2,2,2,yield,NA,2021-11-03 09:14:40-0600\n")
    cases.append(cli_bad(
        "u23c_in_fieldbook_csv", "rankagg fuse field_book.csv: Field Book's export (plot_id, accession, rep, ..., "
        "trait, value, timestamp) given as a table of lists", ["fuse", "field_book.csv", "-o", "selection.tsv"],
        {"field_book.csv": fieldbook}, "field_book.csv", outputs=("selection.tsv",),
        why="a plot table is no table of lists; read as lists, plot ids, reps and values would be ranked"))
    cases.append(cli_bad(
        "u23c_in_fieldbook_as_run", "rankagg fuse plots.txt Obregon_2021.run: Field Book's export saved as .txt "
        "given beside a run", ["fuse", "plots.txt", "Obregon_2021.run", "-o", "selection.run"],
        {"plots.txt": fieldbook}, "plots.txt", setup=_runs_setup(), why="no run reader reads it; refused naming it"))
    brapi = json.dumps({"metadata": {"pagination": {"currentPage": 0, "pageSize": 2, "totalCount": 2}},
                        "result": {"data": [{"observationUnitDbId": "ou1", "germplasmName": "IR64",
                                             "studyName": "Obregon_2021", "observations": [
                                                 {"observationVariableName": "GY", "value": "5.21"}]},
                                            {"observationUnitDbId": "ou2", "germplasmName": "B73",
                                             "studyName": "Obregon_2021", "observations": [
                                                 {"observationVariableName": "GY", "value": "4.87"}]}]}}, indent=2)
    cases.append(cli_bad(
        "u23c_in_brapi_json", "rankagg fuse observationunits.json: a BrAPI v2 /observationunits response given as "
        "a run", ["fuse", "observationunits.json", "Obregon_2021.run", "-o", "selection.run"],
        {"observationunits.json": brapi}, "observationunits.json", setup=_runs_setup(),
        why="a JSON document is no run; refused naming it"))
    cases.append(cli_bad(
        "u23c_in_asreml_sln", "rankagg fuse model.sln: ASReml's solutions (Model_Term Level Effect seEffect) given "
        "as a run", ["fuse", "model.sln", "Obregon_2021.run", "-o", "selection.run"],
        {"model.sln": " Model_Term                             Level        Effect     seEffect\n"
                      " germplasmName                          IR64         0.5321      0.1104\n"
                      " germplasmName                          B73         -0.2210      0.1187\n"},
        "model.sln", setup=_runs_setup(), why="four columns a line: no TREC line; refused naming it"))
    cases.append(cli_bad(
        "u23c_in_lme4_blup_csv", "rankagg fuse blups.csv: lme4's ranef() table (germplasmName, environment, BLUP, "
        "SE) given as a table of lists", ["fuse", "blups.csv", "--method", "borda", "-o", "selection.tsv"],
        {"blups.csv": "germplasmName,environment,BLUP,SE\nIR64,Obregon_2021,0.53,0.11\nB73,Obregon_2021,-0.22,0.12\n"
                      "IR64,Toluca_2022,0.31,0.14\nB73,Toluca_2022,0.05,0.13\n"},
        "blups.csv", outputs=("selection.tsv",),
        why="a long table of values is no table of lists: read so, the environments and values would be ranked"))
    cases.append(cli_bad(
        "u23c_in_wide_blup_sheet", "rankagg fuse met_blups.csv: the spreadsheet of one column per environment "
        "holding each genotype's BLUP (a row per genotype)",
        ["fuse", "met_blups.csv", "--method", "borda", "-o", "selection.tsv"],
        {"met_blups.csv": "germplasmName,Obregon_2021,ElBatan_2021,Toluca_2022\nIR64,5.21,4.88,3.95\n"
                          "B73,4.87,5.02,4.10\nN22,4.12,3.90,4.44\nCheck-1,4.50,4.61,4.02\n"},
        "met_blups.csv", outputs=("selection.tsv",),
        why="docs/genes.md: a list whose every item is a number with a decimal is refused at its line"))
    cases.append(cli_bad(
        "u23c_lists_sas_dot_pad", "rankagg fuse top_entries.csv: a SAS export pads the shorter column with '.'",
        ["fuse", "top_entries.csv", "--method", "borda", "-o", "selection.tsv"],
        {"top_entries.csv": "Obregon_2021,Toluca_2022\nIR64,B73\nB73,IR64\nN22,.\n"},
        "top_entries.csv:4", outputs=("selection.tsv",),
        why="SAS's missing value '.' is no genotype; ranked, it would be one (docs/genes.md: a mark for an empty "
            "cell is refused at its line)"))
    cases.append(cli_bad(
        "u23c_lists_star_pad", "rankagg fuse top_entries.tsv: a GenStat / Agrobase export pads the shorter column "
        "with '*' (its missing value)", ["fuse", "top_entries.tsv", "--method", "borda", "-o", "selection.tsv"],
        {"top_entries.tsv": "Obregon_2021\tNjoro_2022\nG017\tG003\nG003\tG017\nG021\t*\nG009\t*\n"},
        "top_entries.tsv:4", outputs=("selection.tsv",),
        why="GenStat writes a missing value as '*'; it is no genotype (docs/genes.md: a mark for an empty cell)"))
    cases.append(cli_bad(
        "u23c_lists_pi_blank", "rankagg fuse top_entries.csv: USDA accessions written 'PI 583791' (a blank, as GRIN "
        "writes them)", ["fuse", "top_entries.csv", "--method", "borda", "-o", "selection.tsv"],
        {"top_entries.csv": "Obregon_2021,Toluca_2022\nPI_88788,PI 583791\nPI 583791,PI_88788\n"},
        "top_entries.csv:2", outputs=("selection.tsv",),
        why="docs/genes.md: a blank inside a name is refused with the file and line"))
    cases.append(cli_bad(
        "u23c_run_sas_dot_score", "rankagg fuse: Obregon_2021.run written by a SAS step, a missing plot's BLUP '.' "
        "at line 3", ["fuse", "E1.run", "E2.run", "-o", "selection.run"],
        {"E1.run": "GY Q0 IR64 1 5.21 E1\nGY Q0 B73 2 4.87 E1\nGY Q0 N22 3 . E1\n",
         "E2.run": "GY Q0 B73 1 5.02 E2\nGY Q0 IR64 2 4.88 E2\nGY Q0 N22 3 3.90 E2\n"},
        "E1.run:3", why="docs/conventions.md: a non-numeric score is refused at its line (trec_eval's atof would "
                        "read 0)"))
    cases.append(cli_bad(
        "u23c_run_star_score", "rankagg fuse: a GenStat missing value '*' as a genotype's score",
        ["fuse", "E1.run", "E2.run", "-o", "selection.run"],
        {"E1.run": "GY Q0 IR64 1 5.21 E1\nGY Q0 B73 2 * E1\n",
         "E2.run": "GY Q0 B73 1 5.02 E2\nGY Q0 IR64 2 4.88 E2\n"},
        "E1.run:2", why="docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u23c_run_percent_severity", "rankagg fuse: disease severity written '12.5%' (negated: '-12.5%')",
        ["fuse", "E1.run", "E2.run", "-o", "selection.run"],
        {"E1.run": "RUST Q0 IR64 1 -2.5% E1\nRUST Q0 B73 2 -12.5% E1\n",
         "E2.run": "RUST Q0 B73 1 -5 E2\nRUST Q0 IR64 2 -20 E2\n"},
        "E1.run:1", why="docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u23c_weights_json_null_h2", "rankagg fuse ... --weights h2.json: jsonlite's export of the heritabilities, "
        "an environment whose H2 was not estimable written null",
        ["fuse", "Obregon_2021.run", "Toluca_2022.run", "--method", "combsum", "--weights", "h2.json", "-o",
         "selection.run"],
        {"h2.json": '{"Obregon_2021": 0.71, "Toluca_2022": null}'}, "Toluca_2022", setup=_runs_setup(),
        why="a weight is a finite number >= 0; a missing one is refused naming its run (docs/conventions.md)"))
    cases.append(cli_bad(
        "u23c_run_rep_plots_twice", "rankagg fuse: Obregon_2021.run lists IR64 twice (two reps' plots, not "
        "averaged first)", ["fuse", "E1.run", "E2.run", "-o", "selection.run"],
        {"E1.run": "GY Q0 IR64 1 5.21 E1\nGY Q0 B73 2 4.87 E1\nGY Q0 IR64 3 4.66 E1\n",
         "E2.run": "GY Q0 B73 1 5.02 E2\nGY Q0 IR64 2 4.88 E2\n"},
        "E1.run:3", why="docs/conventions.md: a document twice in one list is refused at its line", fast=True))
    cases.append(cli_bad(
        "u23c_weights_heritability_csv", "rankagg fuse ... --weights h2.csv: the heritability table saved as CSV "
        "with its header (environment,H2)",
        ["fuse", "Obregon_2021.run", "Toluca_2022.run", "--method", "combsum", "--weights", "h2.csv", "-o",
         "selection.run"],
        {"h2.csv": "environment,H2\nObregon_2021,0.71\nToluca_2022,0.38\n"}, "h2.csv:1", setup=_runs_setup(),
        why="rankagg fuse --help: a JSON object or 'NAME W' lines"))
    cases.append(cli_bad(
        "u23c_weights_percent", "rankagg fuse ... --weights Obregon_2021=60%,Toluca_2022=40%: the selection "
        "index's weights in percent",
        ["fuse", "Obregon_2021.run", "Toluca_2022.run", "--method", "borda", "--weights",
         "Obregon_2021=60%,Toluca_2022=40%", "-o", "selection.run"], None, "60%", setup=_runs_setup(),
        why="rankagg fuse --help: NAME=W, W a number; '60%' is none"))
    return cases


def twentythird_bar_breeding_cases() -> list[Case]:
    G = TWENTYTHIRD_BREEDING
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    return _api_cases(ok, bad) + _cli_cases(cli_ok, cli_bad, G)


def _parquet_agrees(folder: Path) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "selection.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = _REF + ("R = blups(seed=47, tested={'Njoro_2022': 0.5})\n"
                   "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\nrows = {}\n"
                   "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\nreport(agree_all(rows, refs))\n")
    return _run_report(code, {"ROWS": rows})
