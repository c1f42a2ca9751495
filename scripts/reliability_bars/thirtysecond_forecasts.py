"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a weather service's verification team ranking
forecast models per region, variable and lead time across verification scores (its cases, ids ``u32h_``, registered
in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each region, variable and lead time (``eu/t2m/lead-48h``) is a query and each model a document
(``nwp:ifs-hres``); the runs are the RMSE's skill, the CRPS's, the anomaly correlation's and the forecasters' rankings,
scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each score's record, and
judged against the season's verified winners (2 the best, 1 within its uncertainty, 0 neither).  The mistakes and odd
files: the field's own files given where runs or qrels are read (METplus's .stat files, WMO SYNOP reports, a wgrib2
inventory, an ECMWF MARS request, ncdump's CDL, BUFR messages), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_FORECASTS = ("45 Unseen inputs: a thirty-second bar, a weather service's verification team ranking "
                          "forecast models per region, variable and lead time (METplus, WMO SYNOP, wgrib2, MARS, CDL, "
                          "BUFR)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['rmse_skill', 'crps', 'acc', 'forecasters'],
    items=['nwp:ifs-hres', 'nwp:aifs', 'nwp:gfs', 'nwp:icon', 'nwp:arpege', 'nwp:ukmo-global', 'nwp:graphcast',
           'nwp:pangu'],
    queries=['eu/t2m/lead-48h', 'eu/t2m/lead-120h', 'eu/mslp/lead-48h', 'na/t2m/lead-48h', 'na/precip/lead-24h',
             'tropics/wind850/lead-72h'],
    suffix='/winter', generator='scores', judgements='winners') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "scores", "models.run")

_RECS3 = ["rmse_skill", "crps", "acc"]
_OUT = ("models.run",)
_ONE_RUN = "eu/t2m/lead-48h Q0 nwp:ifs-hres 1 0.91 crps\neu/t2m/lead-48h Q0 nwp:aifs 2 0.77 crps\n"
# the service's files, as the verification, decoding and archive tools write them (a few lines)
_STAT = ("VERSION MODEL DESC FCST_LEAD FCST_VALID_BEG   FCST_VALID_END   OBS_LEAD OBS_VALID_BEG    OBS_VALID_END    "
         "FCST_VAR FCST_UNITS FCST_LEV OBS_VAR OBS_UNITS OBS_LEV OBTYPE VX_MASK INTERP_MTHD INTERP_PNTS FCST_THRESH "
         "OBS_THRESH COV_THRESH ALPHA LINE_TYPE\n"
         "V11.1.0 GFS     NA   480000    20261129_000000 20261129_000000 000000   20261128_233000 20261129_003000 "
         "TMP      K          Z2       TMP     K         Z2      ADPSFC EUROPE  NEAREST     1           NA          "
         "NA         NA         NA    CNT\n")
_SYNOP = ("AAXX 27121\n03772 41460 70504 10062 20031 39972 40213 58012 70200 333 10081 20018=\n"
          "03808 41357 80606 10071 20045 39985 40199 57010 70500=\n")
_IDX = ("1:0:d=2026112700:PRMSL:mean sea level:anl:\n2:990253:d=2026112700:CLWMR:1 hybrid level:anl:\n"
        "3:1091537:d=2026112700:TMP:2 m above ground:48 hour fcst:\n")
_MARS = ("retrieve,\n  class=od,\n  date=2026-11-27,\n  expver=1,\n  levtype=sfc,\n  param=167.128,\n"
         "  step=0/to/240/by/6,\n  stream=oper,\n  time=00:00:00,\n  type=fc,\n  target=\"t2m.grib\"\n")
_CDL = ("netcdf t2m_era5 {\ndimensions:\n\tlongitude = 1440 ;\n\tlatitude = 721 ;\n\ttime = UNLIMITED ; // (24 "
        "currently)\nvariables:\n\tfloat longitude(longitude) ;\n\t\tlongitude:units = \"degrees_east\" ;\n}\n")
# a BUFR edition 4 message: 'BUFR', its length in three bytes, the edition, then section 1
_BUFR = b"BUFR" + (180).to_bytes(3, "big") + b"\x04" + (22).to_bytes(3, "big") + b"\x00" * 19 + b"\x00" * 140 + b"7777"


def thirtysecond_bar_forecasts_cases() -> list[Case]:
    G = THIRTYSECOND_FORECASTS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="scores", judgements="winners", runs=_RECS3, stem="models", outputs=_OUT,
        item="models", rounded="acc",
        weights="{'rmse_skill': 1.0, 'crps': 2.0, 'acc': 1.0, 'forecasters': 0.5}",
        lone_query="R['forecasters']['alps/snow/lead-24h'] = {'nwp:cosmo-1e': 0.9, 'nwp:arome': 0.4}\n",
        trust="crps 2\nrmse_skill 1\nacc 1\n",
        trust_dict="{'crps': 2, 'rmse_skill': 1, 'acc': 1}",
        texts={
            "rrf": ("u32h_rrf_scores",
                    "rankagg.fuse({score: {region/variable/lead: {model: value}}}, method='rrf'): four scores, six "
                    "cases ('eu/t2m/lead-48h'), models by name ('nwp:ifs-hres')"),
            "borda": ("u32h_borda_unscored_models",
                      "rankagg.fuse(..., method='borda'): the CRPS has no ensemble to score for the deterministic "
                      "models"),
            "combsum": ("u32h_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the anomaly correlation at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u32h_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per case: the CRPS counts 2, the forecasters 0.5"),
            "frame": ("u32h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scorecard, a row per "
                      "case, model and score"),
            "evaluate": ("u32h_evaluate_winners",
                         "rankagg.evaluate(fused ranking, the verified winners, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the models that verified best"),
            "lone": ("u32h_one_score_case",
                     "rankagg.fuse(..., method='rrf'): a case only the forecasters ranked (Alpine snow) beside cases "
                     "every score covers"),
            "cli_rrf": ("u32h_cli_rrf_runs",
                        "rankagg fuse rmse_skill.run crps.run acc.run --method rrf -o models.run: one run per score, "
                        "cases as queries"),
            "cli_borda": ("u32h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the CRPS counts "
                          "double)"),
            "cli_combsum": ("u32h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four models the forecasters brief"),
            "cli_evaluate": ("u32h_cli_evaluate_winner_qrels",
                             "rankagg evaluate models.run --qrels winners.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the verified winners (0-2)"),
            "cli_parquet": ("u32h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o models.parquet: gzipped runs from the verification "
                            "system, a Parquet table for the scorecard")})

    # --- the service's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32h_metplus_stat_as_run", "METplus's .stat file (VERSION MODEL DESC FCST_LEAD ... LINE_TYPE, then rows)",
         "point_stat_480000L_20261129_000000V.stat", _STAT, "METplus", "point_stat_480000L_20261129_000000V.stat:1"),
        ("u32h_synop_as_run", "WMO SYNOP reports (AAXX, then five-digit groups ending '=')", "synop.txt", _SYNOP,
         "SYNOP", "synop.txt:1"),
        ("u32h_wgrib2_inventory_as_run", "a wgrib2 inventory (.idx: N:offset:d=date:VAR:level:forecast:)",
         "gfs.t00z.pgrb2.0p25.f048.idx", _IDX, "GRIB", "gfs.t00z.pgrb2.0p25.f048.idx:1"),
        ("u32h_mars_request_as_run", "an ECMWF MARS request (retrieve, then class=, date=, param=, ... lines)",
         "t2m.req", _MARS, "MARS", "t2m.req:1"),
        ("u32h_cdl_as_run", "ncdump's CDL header (netcdf NAME {, dimensions:, variables:)", "t2m_era5.cdl", _CDL,
         "CDL", "t2m_era5.cdl:1"),
        ("u32h_bufr_as_run", "BUFR messages ('BUFR', the length, the edition, ..., '7777')", "obs.bufr", _BUFR,
         "BUFR", "obs.bufr")],
        one_run=("crps.run", _ONE_RUN), stem="models",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; binary messages read as lines give no ranking: named by their magic bytes")

    # --- the judgements the service gives -----------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32h_metplus_as_qrels", "point_stat.stat", _STAT, "METplus"),
        ("u32h_synop_as_qrels", "synop.txt", _SYNOP, "SYNOP"),
        ("u32h_idx_as_qrels", "gfs.f048.idx", _IDX, "GRIB"),
        ("u32h_cdl_as_qrels", "t2m_era5.cdl", _CDL, "CDL")],
        one_run=("crps.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32h_out_stat", "models.stat", "a METplus .stat file"),
        ("u32h_out_bufr", "models.bufr", "BUFR messages"),
        ("u32h_out_cdl", "models.cdl", "a CDL file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the service's tables given to the API ------------------------------------------------------------------------
    cases += [
        bad("u32h_api_metplus_frame",
            "rankagg.fuse(pd.read_csv(point_stat.stat, sep=r'\\s+')): METplus's statistics given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.stat', sep=r'\\s+'), method='borda')\n",
            "METplus", why="a table of runs has qid, docid, run and score columns; METplus's has a verification "
            "case per row", files={"p.stat": _STAT}),
    ]
    return cases
