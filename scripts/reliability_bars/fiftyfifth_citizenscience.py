"""Issue 45's fifty-fifth bar of scripts/reliability_matrix.py, a Zooniverse project's science team and an AAVSO
observing section ranking volunteers' subjects and observations per workflow, campaign and season across
citizen-science platforms and observing software (its cases, ids ``u55b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each workflow, campaign or season (``wf:22531/dwarf-novae@season-2026``,
``camp:z-cam-standstill/2026-autumn``) is a query and each Zooniverse subject or AAVSO observation a document
(``subj:84211537/ss-cyg``, ``obs:HSR/ss-cyg@2461004.3125``); the runs are the volunteers' consensus votes, the
skill-weighted classifications (each volunteer weighted by agreement with the gold standard), the photometric error
ranking of the CCD observations and the section leaders' picks, scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, weighted by each source's record, and judged against the science team's expert review
(2 confirmed, 1 plausible, 0 rejected).  The mistakes and odd files: the field's own files given where runs or qrels
are read (a Zooniverse classification export and subject export, CSV with JSON columns; panoptes_aggregation's
reductions of Caesar's question reducer; AAVSO Extended and Visual format reports; an AstroImageJ measurements table;
a VSX object record from its API; a FITS image; a volunteer leaderboard and an observer's log typed as text, six
fields a line), outputs named for the field's files (FITS, fpack, AstroImageJ apertures and RA/Dec lists), and a
Panoptes API response and a classification export given to the Python API.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYFIFTH_CITIZENSCIENCE = ("45 Unseen inputs: a fifty-fifth bar, a Zooniverse science team and an AAVSO observing "
                             "section ranking volunteers' subjects and observations per workflow, campaign and season "
                             "(Zooniverse exports, Panoptes API, Caesar reductions, AAVSO Extended and Visual formats, "
                             "AstroImageJ, VSX, FITS, leaderboards, observing logs)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['consensus_votes', 'skill_weighted', 'photometry_merr', 'section_leaders'],
    items=['subj:84211537/ss-cyg', 'obs:HSR/ss-cyg@2461004.3125', 'subj:84211602/z-cam',
           'obs:ABCD/z-cam@2461004.4410', 'subj:84211713/rr-lyr', 'obs:KMZ/rr-lyr@2461005.2801',
           'subj:84211740/r-cyg', 'obs:PGY/r-cyg@2461005.3390'],
    queries=['wf:22531/dwarf-novae@season-2026', 'wf:22531/mira-watch@season-2026', 'camp:z-cam-standstill/2026-autumn',
             'camp:ss-cyg-outburst/2026-11', 'wf:22540/rr-lyrae-phasing@season-2026', 'camp:r-cyg-minimum/2026-winter'],
    suffix='/retired', generator='volunteers', judgements='expert_review') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "volunteers", "consensus.run")

_RECS3 = ["consensus_votes", "skill_weighted", "photometry_merr"]
_OUT = ("consensus.run",)
_ONE_RUN = ("wf:22531/dwarf-novae@season-2026 Q0 subj:84211537/ss-cyg 1 0.93 skill_weighted\n"
            "wf:22531/dwarf-novae@season-2026 Q0 obs:HSR/ss-cyg@2461004.3125 2 0.81 skill_weighted\n")
# the team's files, as the platforms, observing software and volunteers write them (a few lines)
# a Zooniverse classification export (Project Builder, Data Exports): one classification a row, JSON in CSV columns
_CLASSIFICATIONS = (
    "classification_id,user_name,user_id,user_ip,workflow_id,workflow_name,workflow_version,created_at,"
    "gold_standard,expert,metadata,annotations,subject_data,subject_ids\n"
    '512340871,vega_watcher,1934021,8f3a1c2d9e0b7a6f5c4d,22531,Dwarf Novae,12.4,2026-11-24 21:40:12 UTC,,,'
    '"{""source"":""api"",""session"":""3b9e0c"",""viewport"":{""width"":1440,""height"":812},'
    '""started_at"":""2026-11-24T21:39:40.512Z"",""user_language"":""en"",'
    '""finished_at"":""2026-11-24T21:40:12.101Z""}",'
    '"[{""task"":""T0"",""task_label"":""Is the star in outburst in the last frame?"",""value"":""Yes""}]",'
    '"{""84211537"":{""retired"":null,""star"":""SS Cyg"",""#frame_jd"":""2461004.3125""}}",84211537\n'
    '512340902,nightowl_77,2210458,1d7e4b0a9c3f2e8d6a5b,22531,Dwarf Novae,12.4,2026-11-24 21:41:03 UTC,,,'
    '"{""source"":""api"",""session"":""77c1aa"",""user_language"":""de""}",'
    '"[{""task"":""T0"",""task_label"":""Is the star in outburst in the last frame?"",""value"":""No""}]",'
    '"{""84211602"":{""retired"":null,""star"":""Z Cam""}}",84211602\n')
# a Zooniverse subject export: one subject a row (metadata and locations as JSON)
_SUBJECTS = (
    "subject_id,project_id,workflow_id,subject_set_id,metadata,locations,classifications_count,retired_at,"
    "retirement_reason,created_at,updated_at\n"
    '84211537,19847,22531,118402,"{""star"":""SS Cyg"",""#frame_jd"":""2461004.3125""}",'
    '"{""0"":""https://panoptes-uploads.zooniverse.org/subject_location/2f1c8a3e-ss-cyg.png""}",15,'
    '2026-11-25 08:12:40 UTC,classification_count,2026-11-20 10:02:11 UTC,2026-11-25 08:12:40 UTC\n'
    '84211602,19847,22531,118402,"{""star"":""Z Cam""}",'
    '"{""0"":""https://panoptes-uploads.zooniverse.org/subject_location/9d04b7c1-z-cam.png""}",9,,,'
    '2026-11-20 10:02:14 UTC,2026-11-24 21:41:03 UTC\n')
# panoptes_aggregation's question reducer output (the offline Caesar reducer): a row per subject and task
_REDUCTIONS = ("subject_id,workflow_id,task,reducer,data.yes,data.no\n84211537,22531,T0,question_reducer,12.0,3.0\n"
               "84211602,22531,T0,question_reducer,2.0,7.0\n84211713,22540,T0,question_reducer,5.0,5.0\n")
# an AAVSO Extended File Format report (#TYPE=EXTENDED, six required parameters, then the #NAME,... field line)
_AAVSO_EXT = ("#TYPE=EXTENDED\n#OBSCODE=HSR\n#SOFTWARE=AstroImageJ 5.1.3 AAVSO export\n#DELIM=,\n#DATE=JD\n"
              "#OBSTYPE=CCD\n#NAME,DATE,MAG,MERR,FILT,TRANS,MTYPE,CNAME,CMAG,KNAME,KMAG,AMASS,GROUP,CHART,NOTES\n"
              "SS CYG,2461004.31250,11.812,0.012,V,NO,STD,ENSEMBLE,na,000-BCP-229,12.402,1.236,na,X28145ABC,"
              "KMAGINS=-8.412|KREFMAG=12.390\n"
              "SS CYG,2461004.31622,11.806,0.011,V,NO,STD,ENSEMBLE,na,000-BCP-229,12.398,1.240,na,X28145ABC,na\n")
# an AAVSO Visual File Format report (#TYPE=Visual; comp stars labelled by their magnitudes without the point)
_AAVSO_VIS = ("#TYPE=Visual\n#OBSCODE=PGY\n#SOFTWARE=Excel spreadsheet (section template 2024)\n#DELIM=,\n#DATE=JD\n"
              "#OBSTYPE=Visual\n#NAME,DATE,MAG,COMMENTCODE,COMP1,COMP2,CHART,NOTES\n"
              "SS CYG,2461004.3125,11.8,na,110,118,X28145ABC,na\n"
              "Z CAM,2461004.3201,11.6,B,114,118,X28150AAB,moonlight\n"
              "R CYG,2461004.3333,<13.4,na,132,134,X28162BCD,na\n")
# AstroImageJ's measurements table (Measurements.xls: tab-separated text, an unnamed row-number column first)
_AIJ = ("\tLabel\tslice\tSaturated\tJ.D.-2400000\tJD_UTC\tAIRMASS\trel_flux_T1\trel_flux_err_T1\tSource-Sky_T1\t"
        "Source-Sky_C2\n1\tss_cyg_V_001.fits\t1\t0\t61004.312500\t2461004.312500\t1.2360\t0.412318\t0.001204\t"
        "48211.3\t116932.7\n2\tss_cyg_V_002.fits\t2\t0\t61004.316220\t2461004.316220\t1.2402\t0.413027\t0.001198\t"
        "48390.8\t117158.2\n")
# VSX's object record from its API (view=api.object&format=json)
_VSX = ('{"VSXObject":{"Name":"SS Cyg","AUID":"000-BCP-220","RA2000":"325.67913","Declination2000":"43.58614",'
        '"ProperMotionRA":"112.43","ProperMotionDec":"33.57","VariabilityType":"UGSS+E","Period":"0.27513",'
        '"MaxMag":"7.7 V","MinMag":"12.4 V","SpectralType":"K5V+pec(UG)","Category":"Variable","OID":"32364",'
        '"Constellation":"Cyg"}}\n')


def _fits() -> bytes:
    """A FITS image: a primary header of 80-character cards in a 2880-byte block (SIMPLE = T first, END last), then
    a 4x4 16-bit image padded to its 2880-byte block."""
    cards = [("SIMPLE", "T"), ("BITPIX", "16"), ("NAXIS", "2"), ("NAXIS1", "4"), ("NAXIS2", "4"),
             ("BZERO", "32768"), ("OBJECT", "'SS Cyg  '"), ("DATE-OBS", "'2026-11-24T19:30:00'"),
             ("EXPTIME", "60."), ("FILTER", "'V       '"), ("TELESCOP", "'C14 EdgeHD'"), ("OBSERVER", "'HSR     '")]
    head = "".join(f"{k:<8}= {v:>20}".ljust(80) if not v.startswith("'") else f"{k:<8}= {v}".ljust(80)
                   for k, v in cards) + "END".ljust(80)
    header = head.encode("ascii").ljust(2880, b" ")
    pixels = struct.pack(">16h", *[(v - 32768) for v in (1210, 1198, 1225, 1204, 1187, 5402, 9918, 1211, 1195,
                                                          9876, 21450, 1230, 1202, 1219, 1208, 1199)])
    return header + pixels.ljust(2880, b"\0")


_FITS = _fits()
# the project's volunteer leaderboard, typed from the Talk board: six fields a line (rank, volunteer, workflow,
# classifications, skill weight, season)
_LEADERBOARD = ("rank volunteer workflow classifications skill_weight season\n1 vega_watcher wf22531 4821 1.25 "
                "2026-autumn\n2 nightowl_77 wf22531 3907 1.10 2026-autumn\n3 mira_mama wf22540 3512 0.95 2026-autumn\n")
# a visual observer's log typed as text: six fields a line (star, JD, estimate, comp 1, comp 2, chart)
_OBSLOG = ("star jd estimate comp1 comp2 chart\nSS_Cyg 2461004.3125 11.8 110 118 X28145ABC\n"
           "Z_Cam 2461004.3201 11.6 114 118 X28150AAB\nR_Cyg 2461004.3333 13.3 132 134 X28162BCD\n")
# AAVSO's light curve data file for a star: four fields a line (JD, magnitude, uncertainty, HQ uncertainty)
_AAVSO_DATA = ("JD Magnitude Uncertainty HQuncertainty\n2461004.3125 11.812 0.012 0.015\n"
               "2461004.3162 11.806 0.011 0.015\n2461004.3201 11.8 0.1 0.2\n")
# a Panoptes API response: GET /api/subjects?workflow_id=22531 (JSON API: the resources, links, meta)
_PANOPTES = ('{"subjects": [{"id": "84211537", "metadata": {"star": "SS Cyg", "#frame_jd": "2461004.3125"}, '
             '"locations": [{"image/png": "https://panoptes-uploads.zooniverse.org/subject_location/'
             '2f1c8a3e-ss-cyg.png"}], "zooniverse_id": null, "external_id": null, "created_at": '
             '"2026-11-20T10:02:11.408Z", "updated_at": "2026-11-25T08:12:40.017Z", "href": "/subjects/84211537", '
             '"links": {"project": "19847", "collections": [], "subject_sets": ["118402"]}}], '
             '"links": {"subjects.project": {"href": "/projects/{subjects.project}", "type": "projects"}, '
             '"subjects.subject_sets": {"href": "/subject_sets/{subjects.subject_sets}", "type": "subject_sets"}}, '
             '"meta": {"subjects": {"page": 1, "page_size": 20, "count": 1, "include": [], "page_count": 1, '
             '"previous_page": null, "next_page": null, "first_href": "/subjects?workflow_id=22531", '
             '"previous_href": null, "next_href": null, "last_href": "/subjects?workflow_id=22531"}}}\n')


def fiftyfifth_bar_citizenscience_cases() -> list[Case]:
    G = FIFTYFIFTH_CITIZENSCIENCE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="volunteers", judgements="expert_review", runs=_RECS3, stem="consensus", outputs=_OUT,
        item="subject or observation", rounded="photometry_merr",
        weights="{'consensus_votes': 1.0, 'skill_weighted': 2.0, 'photometry_merr': 0.5, 'section_leaders': 1.5}",
        lone_query="R['section_leaders']['camp:v1405-cas-nova/2026-12'] = {'obs:HSR/v1405-cas@2461021.2710': 0.9, "
                   "'obs:PGY/v1405-cas@2461021.3055': 0.4}\n",
        trust="skill_weighted 2\nconsensus_votes 1\nphotometry_merr 0.5\n",
        trust_dict="{'skill_weighted': 2, 'consensus_votes': 1, 'photometry_merr': 0.5}",
        texts={
            "rrf": ("u55b_rrf_workflows_campaigns",
                    "rankagg.fuse({source: {workflow or campaign: {subject or observation: score}}}, method='rrf'): "
                    "four sources, six workflows and campaigns ('wf:22531/dwarf-novae@season-2026'), subjects as "
                    "'subj:84211537/ss-cyg' and observations as 'obs:HSR/ss-cyg@2461004.3125'"),
            "borda": ("u55b_borda_unclassified_subjects",
                      "rankagg.fuse(..., method='borda'): the consensus votes have no score for a subject not yet "
                      "classified enough times to retire"),
            "combsum": ("u55b_combsum_rounded_photometric_error",
                        "rankagg.fuse(..., method='combsum'): the photometric-error ranking at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u55b_weighted_fuser_skill",
                      "rankagg.Fuser('rrf', weights=...) per workflow: the skill-weighted classifications count 2, "
                      "the photometric error 0.5"),
            "frame": ("u55b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the section's season sheet, a "
                      "row per workflow or campaign, subject or observation and source"),
            "evaluate": ("u55b_evaluate_expert_review",
                         "rankagg.evaluate(fused ranking, the science team's expert review, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put first the subjects and observations the experts "
                         "confirmed"),
            "lone": ("u55b_one_source_campaign",
                     "rankagg.fuse(..., method='rrf'): a nova campaign only the section leaders ranked (V1405 Cas, "
                     "announced this week, no Zooniverse workflow yet) beside campaigns every source covers"),
            "cli_rrf": ("u55b_cli_rrf_runs",
                        "rankagg fuse consensus_votes.run skill_weighted.run photometry_merr.run --method rrf -o "
                        "consensus.run: one run per source, workflows and campaigns as queries"),
            "cli_borda": ("u55b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the skill-weighted "
                          "classifications count double)"),
            "cli_combsum": ("u55b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four subjects or observations the "
                            "section reviews per campaign"),
            "cli_evaluate": ("u55b_cli_evaluate_expert_qrels",
                             "rankagg evaluate consensus.run --qrels expert_review.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the expert review (0-2)"),
            "cli_parquet": ("u55b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o consensus.parquet: gzipped runs from the nightly "
                            "aggregation jobs, a Parquet table for the project's results page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u55b_classification_export_as_run", "a Zooniverse classification export (classification_id, user_name, "
         "..., annotations, subject_data, subject_ids; JSON in CSV columns)", "variable-star-watch-classifications.csv",
         _CLASSIFICATIONS, "Zooniverse", "variable-star-watch-classifications.csv:1"),
        ("u55b_reductions_as_run", "panoptes_aggregation's question reductions (subject_id, workflow_id, task, "
         "reducer, data.yes, data.no)", "question_reducer_dwarf_novae.csv", _REDUCTIONS, "panoptes_aggregation",
         "question_reducer_dwarf_novae.csv:1"),
        ("u55b_aavso_extended_as_run", "an AAVSO Extended File Format report (#TYPE=EXTENDED, #OBSCODE, ..., "
         "#NAME,DATE,MAG,MERR,FILT,...)", "HSR_ss_cyg_20261124.txt", _AAVSO_EXT, "AAVSO Extended",
         "HSR_ss_cyg_20261124.txt:1"),
        ("u55b_aavso_visual_as_run", "an AAVSO Visual File Format report (#TYPE=Visual, #OBSCODE, ..., "
         "#NAME,DATE,MAG,COMMENTCODE,COMP1,COMP2,CHART,NOTES)", "PGY_visual_2026-11.txt", _AAVSO_VIS, "AAVSO Visual",
         "PGY_visual_2026-11.txt:1"),
        ("u55b_astroimagej_as_run", "an AstroImageJ measurements table (tab-separated: Label, slice, Saturated, "
         "J.D.-2400000, ..., rel_flux_T1)", "ss_cyg_V_Measurements.xls", _AIJ, "AstroImageJ",
         "ss_cyg_V_Measurements.xls:1"),
        ("u55b_vsx_json_as_run", "VSX's object record from its API (VSXObject: Name, AUID, RA2000, VariabilityType, "
         "MaxMag, MinMag, ...)", "vsx_ss_cyg.json", _VSX, "VSX", "vsx_ss_cyg.json:1"),
        ("u55b_fits_as_run", "a FITS image from the section's CCD (SIMPLE = T, BITPIX, NAXIS cards, a 16-bit image)",
         "ss_cyg_V_001.fits", _FITS, "FITS", "ss_cyg_V_001.fits"),
        ("u55b_subject_export_as_run", "a Zooniverse subject export (subject_id, project_id, workflow_id, "
         "subject_set_id, metadata, locations, ...)", "variable-star-watch-subjects.csv", _SUBJECTS, "Zooniverse",
         "variable-star-watch-subjects.csv:1"),
        ("u55b_leaderboard_as_run", "the volunteer leaderboard typed as text (six fields a line: rank, volunteer, "
         "workflow, classifications, skill weight, season)", "leaderboard_2026-autumn.txt", _LEADERBOARD,
         "leaderboard", "leaderboard_2026-autumn.txt:1"),
        ("u55b_observing_log_as_run", "a visual observer's log typed as text (six fields a line: star, JD, estimate, "
         "comp 1, comp 2, chart)", "observing_log_2026-11.txt", _OBSLOG, "observing log",
         "observing_log_2026-11.txt:1")],
        one_run=("skill_weighted.run", _ONE_RUN), stem="consensus",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FITS image read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u55b_subject_export_as_qrels", "variable-star-watch-subjects.csv", _SUBJECTS, "Zooniverse"),
        ("u55b_reductions_as_qrels", "question_reducer_dwarf_novae.csv", _REDUCTIONS, "panoptes_aggregation"),
        ("u55b_aavso_visual_as_qrels", "PGY_visual_2026-11.txt", _AAVSO_VIS, "AAVSO Visual"),
        ("u55b_aavso_data_as_qrels", "aavso_ss_cyg_data.txt", _AAVSO_DATA, "AAVSO")],
        one_run=("skill_weighted.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u55b_out_fits", "consensus.fits", "a FITS image"),
        ("u55b_out_fz", "consensus.fz", "an fpack-compressed FITS file"),
        ("u55b_out_apertures", "consensus.apertures", "an AstroImageJ apertures file"),
        ("u55b_out_radec", "consensus.radec", "an AstroImageJ RA/Dec list")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=55"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u55b_api_panoptes_dict",
            "rankagg.fuse(json.load(subjects_wf22531.json)): a Panoptes API response (subjects, links, meta) loaded "
            "in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "Panoptes", why="a run maps a query to {document: score}; Panoptes' 'subjects' is a list of resources and "
            "'links' and 'meta' describe the response", files={"p.json": _PANOPTES}),
        bad("u55b_api_classifications_frame",
            "rankagg.fuse(pd.read_csv(variable-star-watch-classifications.csv)): a Zooniverse classification export "
            "given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv'), method='borda')\n",
            "Zooniverse", why="a table of runs has qid, docid, run and score columns; the classification export has a "
            "volunteer's classification per row, its answers in a JSON column", files={"c.csv": _CLASSIFICATIONS}),
    ]
    return cases
