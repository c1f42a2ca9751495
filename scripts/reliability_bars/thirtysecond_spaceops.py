"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a satellite operator's flight dynamics team ranking
conjunction events per satellite and week across screening models (its cases, ids ``u32e_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written
by the lead, in a later session, before any of its recognisers existed.)

The team's day: each satellite and screening week (``sat:48274/2026-w48``) is a query and each conjunction event a
document by its id (``evt:2026-331-0415``); the runs are the conjunction data messages' collision probabilities, the
operator's own screening with owner ephemerides, a machine-learned risk model and the flight dynamics engineers'
rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each model's
record, and judged against the events that needed a manoeuvre (2 manoeuvred, 1 a plan was made, 0 neither).  The
mistakes and odd files: the field's own files given where runs or qrels are read (two-line element sets, CCSDS CDMs
and OEMs, an SP3 orbit, a RINEX observation file, Space-Track's OMM JSON, CelesTrak's SATCAT, an STK ephemeris), and
outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_SPACEOPS = ("45 Unseen inputs: a thirty-second bar, a flight dynamics team ranking conjunction events "
                         "per satellite and week across screening models (TLE, CCSDS CDM and OEM, SP3, RINEX, "
                         "Space-Track OMM, CelesTrak SATCAT, STK)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['cdm_pc', 'owner_screening', 'risk_model', 'engineers'],
    items=['evt:2026-331-0415', 'evt:2026-331-0388', 'evt:2026-332-0102', 'evt:2026-332-0877', 'evt:2026-333-0019',
           'evt:2026-333-0560', 'evt:2026-334-0231', 'evt:2026-334-0945'],
    queries=['sat:48274/2026-w48', 'sat:48275/2026-w48', 'sat:48276/2026-w48', 'sat:51003/2026-w48',
             'sat:51004/2026-w48', 'sat:53920/2026-w48'],
    suffix='/recheck', generator='conjunctions', judgements='manoeuvres') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "conjunctions", "events.run")

_RECS3 = ["cdm_pc", "owner_screening", "risk_model"]
_OUT = ("events.run",)
_ONE_RUN = ("sat:48274/2026-w48 Q0 evt:2026-331-0415 1 0.91 cdm_pc\nsat:48274/2026-w48 Q0 evt:2026-331-0388 2 0.77 "
            "cdm_pc\nsat:48274/2026-w48 Q0 evt:2026-332-0102 3 0.52 cdm_pc\n")
# the team's files, as the catalogues, screening services and orbit tools write them (a few lines)
_TLE = ("1 25544U 98067A   26331.51782528  .00016717  00000-0  10270-3 0  9005\n"
        "2 25544  51.6416 247.4627 0006703 130.5360 325.0288 15.72125391563537\n")
_CDM = ("CCSDS_CDM_VERS                      = 1.0\nCREATION_DATE                       = 2026-11-27T08:00:00.000\n"
        "ORIGINATOR                          = CSpOC\nMESSAGE_FOR                         = SATELLITE A\n"
        "MESSAGE_ID                          = 48274_conj_25544_2026331\n"
        "TCA                                 = 2026-11-29T14:22:31.123\n"
        "MISS_DISTANCE                       = 715                   [m]\n"
        "COLLISION_PROBABILITY               = 4.835E-05\n")
_OEM = ("CCSDS_OEM_VERS = 2.0\nCREATION_DATE = 2026-11-27T08:00:00\nORIGINATOR = OPERATOR-FDS\n\nMETA_START\n"
        "OBJECT_NAME = SATELLITE A\nOBJECT_ID = 2021-036A\nCENTER_NAME = EARTH\nREF_FRAME = EME2000\n"
        "TIME_SYSTEM = UTC\nSTART_TIME = 2026-11-27T00:00:00\nSTOP_TIME = 2026-11-30T00:00:00\nMETA_STOP\n\n"
        "2026-11-27T00:00:00 2789.6 -280.0 -1746.8 4.73 -2.50 -1.04\n")
_SP3 = ("#dP2026 11 27  0  0  0.00000000      96 ORBIT IGS20 HLM  IGS\n"
        "## 2394 432000.00000000   900.00000000 61371 0.0000000000000\n"
        "+   32   G01G02G03G04G05G06G07G08G09G10G11G12G13G14G15G16G17\n")
_RINEX = ("     3.04           OBSERVATION DATA    M                   RINEX VERSION / TYPE\n"
          "sbf2rin-13.4.3                          20261127 080000 UTC PGM / RUN BY / DATE\n"
          "WTZR                                                        MARKER NAME\n")
_OMM_JSON = ('[{"CCSDS_OMM_VERS": "2.0", "COMMENT": "GENERATED VIA SPACE-TRACK.ORG API", "CREATION_DATE": '
             '"2026-11-27T08:00:00", "ORIGINATOR": "18 SPCS", "OBJECT_NAME": "ISS (ZARYA)", "OBJECT_ID": "1998-067A", '
             '"CENTER_NAME": "EARTH", "REF_FRAME": "TEME", "TIME_SYSTEM": "UTC", "MEAN_ELEMENT_THEORY": "SGP4", '
             '"EPOCH": "2026-11-27T12:25:40.104192", "MEAN_MOTION": "15.72125391", "ECCENTRICITY": "0.00067030", '
             '"INCLINATION": "51.6416", "NORAD_CAT_ID": "25544"}]\n')
_SATCAT = ("OBJECT_NAME,OBJECT_ID,NORAD_CAT_ID,OBJECT_TYPE,OPS_STATUS_CODE,OWNER,LAUNCH_DATE,LAUNCH_SITE,DECAY_DATE,"
           "PERIOD,INCLINATION,APOGEE,PERIGEE,RCS,DATA_STATUS_CODE,ORBIT_CENTER,ORBIT_TYPE\n"
           "ISS (ZARYA),1998-067A,25544,PAY,+,ISS,1998-11-20,TYMSC,,92.87,51.64,422,416,,,EA,ORB\n")
_STK = ("stk.v.11.0\n\nBEGIN Ephemeris\n    NumberOfEphemerisPoints 2\n    ScenarioEpoch 27 Nov 2026 00:00:00.000\n"
        "    CentralBody Earth\n    CoordinateSystem ICRF\n    EphemerisTimePosVel\n"
        "0.0 2789600.0 -280000.0 -1746800.0 4730.0 -2500.0 -1040.0\n")


def thirtysecond_bar_spaceops_cases() -> list[Case]:
    G = THIRTYSECOND_SPACEOPS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="conjunctions", judgements="manoeuvres", runs=_RECS3, stem="events", outputs=_OUT,
        item="events", rounded="risk_model",
        weights="{'cdm_pc': 2.0, 'owner_screening': 1.5, 'risk_model': 0.5, 'engineers': 1.0}",
        lone_query="R['engineers']['sat:55120/2026-w48'] = {'evt:2026-335-0011': 0.9, 'evt:2026-335-0042': 0.4}\n",
        trust="cdm_pc 2\nowner_screening 1.5\nrisk_model 0.5\n",
        trust_dict="{'cdm_pc': 2, 'owner_screening': 1.5, 'risk_model': 0.5}",
        texts={
            "rrf": ("u32e_rrf_models",
                    "rankagg.fuse({model: {satellite/week: {event: score}}}, method='rrf'): four models, six "
                    "satellites ('sat:48274/2026-w48'), events by id ('evt:2026-331-0415')"),
            "borda": ("u32e_borda_unscored_events",
                      "rankagg.fuse(..., method='borda'): the owner screening missed the events found late"),
            "combsum": ("u32e_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the risk model at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u32e_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per satellite: the CDMs count 2, the risk model 0.5"),
            "frame": ("u32e_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the screening log, a row per "
                      "satellite, event and model"),
            "evaluate": ("u32e_evaluate_manoeuvres",
                         "rankagg.evaluate(fused ranking, the manoeuvres, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the events that needed a manoeuvre"),
            "lone": ("u32e_one_model_satellite",
                     "rankagg.fuse(..., method='rrf'): a satellite only the engineers ranked (just launched) beside "
                     "satellites every model covers"),
            "cli_rrf": ("u32e_cli_rrf_runs",
                        "rankagg fuse cdm_pc.run owner_screening.run risk_model.run --method rrf -o events.run: one "
                        "run per model, satellites as queries"),
            "cli_borda": ("u32e_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the CDMs count "
                          "double)"),
            "cli_combsum": ("u32e_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four events the shift analyses first"),
            "cli_evaluate": ("u32e_cli_evaluate_manoeuvre_qrels",
                             "rankagg evaluate events.run --qrels manoeuvres.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the manoeuvres (0-2)"),
            "cli_parquet": ("u32e_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o events.parquet: gzipped runs from the screening "
                            "service, a Parquet table for the mission's review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32e_tle_as_run", "a two-line element set (TLE: '1 25544U 98067A ...', '2 25544 51.6416 ...')",
         "iss.tle", _TLE, "TLE", "iss.tle:1"),
        ("u32e_cdm_as_run", "a CCSDS conjunction data message in KVN (CCSDS_CDM_VERS, ..., TCA, MISS_DISTANCE, "
         "COLLISION_PROBABILITY)", "48274_conj_25544.cdm.txt", _CDM, "CDM", "48274_conj_25544.cdm.txt:1"),
        ("u32e_oem_as_run", "a CCSDS orbit ephemeris message (CCSDS_OEM_VERS, META_START ... META_STOP, states)",
         "sat_a.oem.txt", _OEM, "OEM", "sat_a.oem.txt:1"),
        ("u32e_sp3_as_run", "an SP3 precise orbit ('#dP2026 11 27 ...', '##', '+' satellite lines)",
         "IGS0OPSFIN_20263310000_01D_15M_ORB.SP3", _SP3, "SP3", "IGS0OPSFIN_20263310000_01D_15M_ORB.SP3:1"),
        ("u32e_rinex_obs_as_run", "a RINEX 3 observation file (header labels in columns 61-80: RINEX VERSION / "
         "TYPE, ...)", "WTZR00DEU_R_20263310000_01D_30S_MO.rnx", _RINEX, "RINEX",
         "WTZR00DEU_R_20263310000_01D_30S_MO.rnx:1"),
        ("u32e_space_track_omm_as_run", "Space-Track's GP answer as JSON (CCSDS_OMM_VERS, OBJECT_NAME, ..., "
         "NORAD_CAT_ID)", "gp.json", _OMM_JSON, "OMM", "gp.json:1"),
        ("u32e_satcat_as_run", "CelesTrak's SATCAT (OBJECT_NAME, OBJECT_ID, NORAD_CAT_ID, OBJECT_TYPE, ...)",
         "satcat.csv", _SATCAT, "SATCAT", "satcat.csv:1"),
        ("u32e_stk_ephemeris_as_run", "an STK ephemeris file (stk.v.11.0, BEGIN Ephemeris, ...)", "sat_a.e", _STK,
         "STK", "sat_a.e:1")],
        one_run=("cdm_pc.run", _ONE_RUN), stem="events",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32e_satcat_as_qrels", "satcat.csv", _SATCAT, "SATCAT"),
        ("u32e_cdm_as_qrels", "conj.cdm", _CDM, "CDM"),
        ("u32e_tle_as_qrels", "iss.tle", _TLE, "TLE"),
        ("u32e_omm_as_qrels", "gp.json", _OMM_JSON, "OMM")],
        one_run=("cdm_pc.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32e_out_tle", "events.tle", "a two-line element set"),
        ("u32e_out_oem", "events.oem", "a CCSDS OEM"),
        ("u32e_out_sp3", "events.sp3", "an SP3 orbit"),
        ("u32e_out_cdm", "events.cdm", "a CCSDS CDM")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u32e_api_omm_list",
            "rankagg.fuse(json.load(gp.json)): Space-Track's OMM records loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('g.json')), method='rrf')\n",
            "OMM", why="a list of runs holds {query: {document: score}} mappings; Space-Track's records hold orbital "
            "elements", files={"g.json": _OMM_JSON}),
        bad("u32e_api_satcat_frame",
            "rankagg.fuse(pd.read_csv(satcat.csv)): CelesTrak's SATCAT given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "SATCAT", why="a table of runs has qid, docid, run and score columns; the SATCAT has objects in orbit",
            files={"s.csv": _SATCAT}),
    ]
    return cases
