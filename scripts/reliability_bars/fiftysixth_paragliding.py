"""Issue 45's fifty-sixth bar of scripts/reliability_matrix.py, a national free-flight federation's scoring team and a
cross-country league's ranking committee ranking paragliding and hang-gliding pilots per task, competition and season
(its cases, ids ``u56a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session before any of its recognisers existed.)

The team's day: each task, competition or league season (``task:nat-champs-2026/t3``, ``season:xc-league-2026/fai-
triangle``) is a query and each pilot, by CIVL ID, a document (``pilot:civl-41012/m-pinot``); the runs are FS's task
points (distance, speed and leading points), AirScore's scores, the XContest league's scores and the ranking
committee's own order, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
source's record, and judged against the federation's official published results (2 podium or team selection, 1 in the
points, 0 out).  The mistakes and odd files: the field's own files given where runs or qrels are read (an IGC flight
log from XCTrack, FS's .fsdb competition database, an XCTrack .xctsk task, an AirScore task result, an OpenAir
airspace file, a SeeYou .cup waypoint file, a KMZ track from the league's server, a task result and the XContest
league's scores typed as text, a GPX track, leading points typed as text), and outputs named for the field's files.

Formats as their documentation writes them: IGC (FAI/IGC specification: A record, H records ``HFDTE``..., B fixes of
35 characters), FS .fsdb (the ``Fs`` root with its "Supports only a single Fs element" comment, ``FsCompetition``,
``FsScoreFormula``, ``FsParticipants``, as FS writes them and flare-timing and AirScore read them), XCTrack's task
format (``taskType``, ``version``, ``turnpoints`` with ``waypoint``, ``sss``, ``goal``), AirScore's task result
JSON (``file_stats``, ``info``, ``route``, ``results``, ``formula``, ``stats``: FAI-Airscore's result.py), OpenAir
(WinPilot's 1998 description and Naviter's 2024 one: ``AC``, ``AN``, ``AL``, ``AH``, ``DP``, ``V X=``, ``DC``),
SeeYou CUP (Naviter's description: ``name,code,country,lat,lon,elev,style,rwdir,rwlen,rwwidth,freq,desc``), GPX 1.1
(topografix), KML 2.2 zipped as KMZ (a zip's ``PK\\x03\\x04``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYSIXTH_PARAGLIDING = ("45 Unseen inputs: a fifty-sixth bar, a national free-flight federation's scoring team and a "
                          "cross-country league's ranking committee ranking paragliding and hang-gliding pilots per "
                          "task, competition and season (IGC, FS .fsdb, XCTrack .xctsk, AirScore, OpenAir, SeeYou "
                          "CUP, KMZ, GPX, XContest, task results typed as text)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fs_task_points', 'airscore', 'xcontest_league', 'committee'],
    items=['pilot:civl-41012/m-pinot', 'pilot:civl-39911/h-hamard', 'pilot:civl-10389/j-ospina',
           'pilot:civl-22817/u-prinz', 'pilot:civl-18402/r-ogden', 'pilot:civl-47730/s-nusser',
           'pilot:civl-52214/c-ciech', 'pilot:civl-33091/a-dupont'],
    queries=['task:nat-champs-2026/t1', 'task:nat-champs-2026/t3', 'comp:alps-open-2026/overall',
             'season:xc-league-2026/fai-triangle', 'task:hg-class1-2026/t4', 'season:xc-league-2026/free-distance'],
    suffix='/stopped', generator='pilot_scores', judgements='official_results') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "pilot_scores", "ranking.run")

_RECS3 = ["fs_task_points", "airscore", "xcontest_league"]
_OUT = ("ranking.run",)
_ONE_RUN = ("task:nat-champs-2026/t1 Q0 pilot:civl-41012/m-pinot 1 0.93 fs_task_points\ntask:nat-champs-2026/t1 Q0 "
            "pilot:civl-39911/h-hamard 2 0.81 fs_task_points\n")

# the team's files, as the instruments, the scoring programs and the league's servers write them (a few lines)
# an IGC flight log from XCTrack: the A record (manufacturer XCT), H records (date, pilot, glider, datum, competition
# id and class), the I record, then B fixes (time, lat DDMMmmmN, lon DDDMMmmmE, validity, pressure and GNSS altitude)
_IGC = ("AXCT8a1f63c0e2d94b7f\r\nHFDTEDATE:140726,01\r\nHFPLTPILOTINCHARGE:Maxime Pinot\r\nHFCM2CREW2:NIL\r\n"
        "HFGTYGLIDERTYPE:Gin Leopard\r\nHFGIDGLIDERID:\r\nHODTM100GPSDATUM:WGS-1984\r\nHFCIDCOMPETITIONID:101\r\n"
        "HFCCLCOMPETITIONCLASS:FAI-3 (PG)\r\nHFRFWFIRMWAREVERSION:0.9.11.9\r\nHFFTYFRTYPE:XCTrack,SM-S911B\r\n"
        "B1101354550123N00612345EA0171201735\r\nB1101364550131N00612356EA0171701740\r\n"
        "B1101374550140N00612369EA0172301746\r\n")
# FS's competition database (.fsdb): the Fs root, FsCompetition, its notes, the score formula, the participants
_FSDB = ('<?xml version="1.0" encoding="utf-8"?>\r\n'
         '<Fs version="3.5" comment="Supports only a single Fs element in a .fsdb file which must be the root '
         'element.">\r\n'
         '  <FsCompetition id="8871" name="National Paragliding Championships 2026" location="Annecy, France" '
         'from="2026-07-12" to="2026-07-19" utc_offset="2">\r\n'
         '    <FsCompetitionNotes><![CDATA[]]></FsCompetitionNotes>\r\n'
         '    <FsScoreFormula id="GAP2021" use_distance_points="1" use_time_points="1" use_departure_points="0" '
         'use_leading_points="1" use_arrival_position_points="0" use_arrival_time_points="0" min_dist="5" '
         'nom_dist="70" nom_time="1.5" nom_goal="0.3" />\r\n'
         '    <FsParticipants>\r\n'
         '      <FsParticipant id="101" name="Maxime Pinot" nat_code_3166_a3="FRA" female="0" glider="Gin Leopard" '
         'CIVLID="41012" />\r\n'
         '      <FsParticipant id="102" name="Honorin Hamard" nat_code_3166_a3="FRA" female="0" glider="Ozone Enzo 3" '
         'CIVLID="39911" />\r\n'
         '    </FsParticipants>\r\n  </FsCompetition>\r\n</Fs>\r\n')
# an XCTrack task (.xctsk, the task format of XCTrack's competition interfaces), as XCTrack exports it
_XCTSK = ('{"taskType":"CLASSIC","version":1,"earthModel":"WGS84","turnpoints":[{"type":"TAKEOFF","radius":400,'
          '"waypoint":{"name":"PLANFA","description":"Planfait takeoff","lat":45.8563,"lon":6.1905,'
          '"altSmoothed":1250}},'
          '{"type":"SSS","radius":3000,"waypoint":{"name":"FORCLA","description":"Col de la Forclaz","lat":45.8136,'
          '"lon":6.2463,"altSmoothed":1157}},{"radius":2000,"waypoint":{"name":"SAMBUY","description":"La Sambuy",'
          '"lat":45.7478,"lon":6.2935,"altSmoothed":2198}},{"type":"ESS","radius":1000,"waypoint":{"name":"DOUSSA",'
          '"description":"Doussard LZ","lat":45.7847,"lon":6.2222,"altSmoothed":452}}],'
          '"sss":{"type":"RACE","direction":"EXIT","timeGates":["11:00:00Z"]},'
          '"goal":{"type":"CYLINDER","deadline":"16:00:00Z"}}\n')
# an AirScore task result (its JSON: file_stats, info, route, results, formula, stats), a line as AirScore writes it
_AIRSCORE = ('{"file_stats": {"timestamp": 1784040032.4, "status": "Provisional"}, "info": {"id": 412, "comp_id": 37, '
             '"comp_name": "Alps Open 2026", "comp_site": "Annecy", "comp_class": "PG", "date": "2026-07-14", '
             '"task_name": "Task 3", "task_num": 3, "task_type": "race", "distance": 68421.3, "opt_dist": 64102.8}, '
             '"route": [{"name": "PLANFA", "description": "Planfait takeoff", "how": "entry", "radius": 400, '
             '"shape": "circle", "type": "launch", "lat": 45.8563, "lon": 6.1905, "altitude": 1250}], '
             '"results": [{"par_id": 901, "ID": 101, "civl_id": 41012, "name": "Maxime Pinot", "nat": "FRA", '
             '"sex": "M", "glider": "Gin Leopard", "distance_flown": 64102.8, "ss_time": 6312, "speed": 36.56, '
             '"result_type": "goal", "distance_score": 612.4, "time_score": 301.9, "departure_score": 85.7, '
             '"arrival_score": 0, "score": 1000.0, "penalty": 0}], "formula": {"formula_name": "GAP2021", '
             '"formula_type": "gap", "formula_departure": "leadout", "nominal_goal": 0.3}, "stats": '
             '{"pilots_launched": 112, "pilots_goal": 41, "day_quality": 1.0, "max_score": 1000.0}}\n')
# an OpenAir airspace file (the competition's airspace, as the organisers send it)
_OPENAIR = ("* Nat Champs 2026 - Annecy - competition airspace\n* generated 2026-07-10\n*\n"
            "AC D\nAN CTR GENEVE 1\nAL GND\nAH 4500ft AMSL\n"
            "DP 46:15:00 N 006:01:00 E\nDP 46:18:30 N 006:14:00 E\nDP 46:09:00 N 006:18:00 E\n"
            "DP 46:15:00 N 006:01:00 E\n"
            "*\nAC R\nAN R 134 ANNECY PARA\nAL SFC\nAH FL115\nV X=45:55:48 N 006:06:24 E\nDC 1\n")
# SeeYou's CUP waypoint file, as Naviter documents it (the header, then a waypoint a row)
_CUP = ('name,code,country,lat,lon,elev,style,rwdir,rwlen,rwwidth,freq,desc\n'
        '"Planfait",PLANFA,FR,4551.378N,00611.430E,1250.0m,1,,,,,"takeoff"\n'
        '"Col de la Forclaz",FORCLA,FR,4548.816N,00614.778E,1157.0m,1,,,,,"SSS"\n'
        '"Doussard LZ",DOUSSA,FR,4547.082N,00613.332E,452.0m,1,,,,,"goal"\n')
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n'
        '  <name>Maxime Pinot - 2026-07-14</name>\n  <Placemark>\n    <name>Tracklog</name>\n    <LineString>\n'
        '      <altitudeMode>absolute</altitudeMode>\n'
        '      <coordinates>6.205750,45.835500,1735 6.205933,45.835517,1740 6.206150,45.835667,1746</coordinates>\n'
        '    </LineString>\n  </Placemark>\n</Document>\n</kml>\n')


def _kmz() -> bytes:
    """A KMZ: a zip (local file header PK\\x03\\x04) holding doc.kml, as the league's server serves a track."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("doc.kml", date_time=(2026, 7, 14, 18, 2, 11)), _KML)
    return buf.getvalue()


_KMZ = _kmz()
# a task result typed as text by the scorer: rank, competition number, pilot, nation, points, glider (six fields a
# line, the fifth a number: it passes for a TREC run line)
_TASK_RESULT = ("1 101 Pinot FRA 1000 Gin_Leopard\n2 102 Hamard FRA 987 Ozone_Enzo_3\n"
                "3 117 Ospina COL 962 Ozone_Enzo_3\n4 125 Prinz GER 941 Gin_Leopard\n")
# the XContest league's scores typed out of its flights list: rank, pilot login, launch, route type, points, glider
_XCONTEST = ("1 s.nusser Merkur FAI_triangle 318.47 Ozone_Zeno_2\n2 u.prinz Greifenburg free_flight 296.12 "
             "Gin_Leopard\n3 a.dupont Annecy flat_triangle 241.80 Advance_Omega_X-Alps_3\n")
# a GPX 1.1 track exported from XCTrack
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="XCTrack" '
        'xmlns="http://www.topografix.com/GPX/1/1">\n  <trk>\n    <name>2026-07-14 Maxime Pinot</name>\n    <trkseg>\n'
        '      <trkpt lat="45.835500" lon="6.205750"><ele>1735</ele><time>2026-07-14T11:01:35Z</time></trkpt>\n'
        '      <trkpt lat="45.835517" lon="6.205933"><ele>1740</ele><time>2026-07-14T11:01:36Z</time></trkpt>\n'
        '    </trkseg>\n  </trk>\n</gpx>\n')
# the committee's leading points typed as text: task, competition number, pilot, leading points (four fields, the
# fourth a number: it passes for a qrels line)
_LEADING = "T3 101 Pinot 86\nT3 102 Hamard 79\nT3 117 Ospina 74\n"


def fiftysixth_bar_paragliding_cases() -> list[Case]:
    G = FIFTYSIXTH_PARAGLIDING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="pilot_scores", judgements="official_results", runs=_RECS3, stem="ranking",
        outputs=_OUT, item="pilot", rounded="xcontest_league",
        weights="{'fs_task_points': 2.0, 'airscore': 1.0, 'xcontest_league': 0.5, 'committee': 1.5}",
        lone_query="R['committee']['task:hg-class5-2026/t1'] = {'pilot:civl-50121/a-weiss': 0.9, "
                   "'pilot:civl-50342/l-rossi': 0.4}\n",
        trust="fs_task_points 2\nairscore 1\nxcontest_league 0.5\n",
        trust_dict="{'fs_task_points': 2, 'airscore': 1, 'xcontest_league': 0.5}",
        texts={
            "rrf": ("u56a_rrf_scoring_sources",
                    "rankagg.fuse({source: {task or season: {pilot: score}}}, method='rrf'): FS's task points, "
                    "AirScore, the XContest league and the committee over six tasks and seasons "
                    "('task:nat-champs-2026/t3'), pilots as 'pilot:civl-41012/m-pinot'"),
            "borda": ("u56a_borda_pilots_not_scored",
                      "rankagg.fuse(..., method='borda'): a source has no score for a pilot who did not fly or "
                      "whose track was not yet plotted (NYP)"),
            "combsum": ("u56a_combsum_rounded_xcontest",
                        "rankagg.fuse(..., method='combsum'): the XContest league's scores at one decimal (many "
                        "ties) beside FS's and AirScore's"),
            "fuser": ("u56a_weighted_fuser_federation",
                      "rankagg.Fuser('rrf', weights=...) per task: FS's task points count 2, the XContest league 0.5"),
            "frame": ("u56a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per task or season, pilot and source"),
            "evaluate": ("u56a_evaluate_official_results",
                         "rankagg.evaluate(fused ranking, the official published results, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the podium and the team selection first"),
            "lone": ("u56a_one_source_task",
                     "rankagg.fuse(..., method='rrf'): a hang-gliding class 5 task only the committee ranked (no FS "
                     "or AirScore file yet) beside tasks every source covers"),
            "cli_rrf": ("u56a_cli_rrf_runs",
                        "rankagg fuse fs_task_points.run airscore.run xcontest_league.run --method rrf -o "
                        "ranking.run: one run per source, tasks and seasons as queries"),
            "cli_borda": ("u56a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: FS's task points "
                          "count double)"),
            "cli_combsum": ("u56a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four pilots a nation sends to the team "
                            "selection"),
            "cli_evaluate": ("u56a_cli_evaluate_official_results_qrels",
                             "rankagg evaluate ranking.run --qrels official_results.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the official results (0-2)"),
            "cli_parquet": ("u56a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o ranking.parquet: gzipped runs from the scoring "
                            "server's nightly job, a Parquet table for the league's web page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u56a_igc_as_run", "an IGC flight log from XCTrack (A record AXCT, H records HFDTE..., B fixes)",
         "2026-07-14-XCT-MPI-01.igc", _IGC, "IGC", "2026-07-14-XCT-MPI-01.igc:1"),
        ("u56a_fsdb_as_run", "FS's competition database (.fsdb: the Fs root, FsCompetition, FsScoreFormula, "
         "FsParticipants)", "nat_champs_2026.fsdb", _FSDB, "FS", "nat_champs_2026.fsdb:2"),
        ("u56a_xctsk_as_run", "an XCTrack task (.xctsk JSON: taskType, turnpoints, sss, goal)",
         "task3.xctsk", _XCTSK, "XCTrack", "task3.xctsk:1"),
        ("u56a_airscore_result_as_run", "an AirScore task result (JSON: file_stats, info, route, results, formula, "
         "stats)", "Alps_Open_2026_T3.json", _AIRSCORE, "AirScore", "Alps_Open_2026_T3.json:1"),
        ("u56a_openair_as_run", "an OpenAir airspace file ('*' comments, AC, AN, AL, AH, DP, V X=, DC)",
         "annecy_2026.openair", _OPENAIR, "OpenAir", "annecy_2026.openair:1"),
        ("u56a_cup_as_run", "a SeeYou CUP waypoint file (name,code,country,lat,lon,elev,style,...)",
         "nat_champs_2026.cup", _CUP, "SeeYou", "nat_champs_2026.cup:1"),
        ("u56a_kmz_as_run", "a KMZ track from the league's server (a zip holding doc.kml)",
         "2026-07-14_pinot.kmz", _KMZ, "KMZ", "2026-07-14_pinot.kmz"),
        ("u56a_task_result_text_as_run", "a task result typed as text (rank, competition number, pilot, nation, "
         "points, glider: six fields a line, the fifth a number)", "t3_results.txt", _TASK_RESULT, "task result",
         "t3_results.txt:1"),
        ("u56a_xcontest_text_as_run", "the XContest league's scores typed as text (rank, pilot, launch, route type, "
         "points, glider: six fields a line, the fifth a number)", "xcontest_league_2026.txt", _XCONTEST, "XContest",
         "xcontest_league_2026.txt:1")],
        one_run=("fs_task_points.run", _ONE_RUN), stem="ranking",
        text_why="trec_eval refuses a line of other than six fields, and a line of six taken for a run ranks nonsense; "
                 "the file is the field's own, named by what it is (a field count or a generic note says nothing the "
                 "team can act on)",
        binary_why="trec_eval reads text; a zipped track read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u56a_igc_as_qrels", "2026-07-14-XCT-MPI-01.igc", _IGC, "IGC"),
        ("u56a_fsdb_as_qrels", "nat_champs_2026.fsdb", _FSDB, "FS"),
        ("u56a_gpx_as_qrels", "2026-07-14_pinot.gpx", _GPX, "GPX"),
        ("u56a_leading_points_as_qrels", "t3_leading_points.txt", _LEADING, "leading points")],
        one_run=("fs_task_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u56a_out_igc", "ranking.igc", "an IGC flight log"),
        ("u56a_out_fsdb", "ranking.fsdb", "an FS competition database"),
        ("u56a_out_xctsk", "ranking.xctsk", "an XCTrack task"),
        ("u56a_out_cup", "ranking.cup", "a SeeYou waypoint file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u56a_api_xctsk_dict",
            "rankagg.fuse(json.load(task3.xctsk)): an XCTrack task loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.xctsk')), method='rrf')\n",
            "XCTrack", why="a run maps a query to {document: score}; XCTrack's 'turnpoints' is a list, 'taskType' "
            "and 'version' are not runs", files={"t.xctsk": _XCTSK}),
        bad("u56a_api_cup_frame",
            "rankagg.fuse(pd.read_csv(nat_champs_2026.cup)): SeeYou's waypoints read as a table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('w.cup'), method='borda')\n",
            "SeeYou", why="a table of runs has qid, docid, run and score columns; a CUP file has a waypoint per row "
            "(name, code, country, lat, lon, elev, ...)", files={"w.cup": _CUP}),
    ]
    return cases
