"""Issue 45's fifty-fifth bar of scripts/reliability_matrix.py, a national climbing federation's results team and a
gym's route-setting crew ranking climbers and problems per round, event and season (its cases, ids ``u55a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each round of an event (``round:wc-innsbruck-2026/boulder-women/semi``, the season ranking as
``season:2026/boulder-women``) is a query and each climber or problem a document (``bib:1042/MORAN-Ella``, a setter's
problem as ``prob:m3/yellow-v6@cave``); the runs are the judges' sheets (tops, zones and attempts, lead heights,
speed times turned into a score), the IFSC results service's ranking, the logbooks' grades (8a.nu and Mountain
Project ticks, grades mapped to [0, 1]) and the route-setters' own ranking, scores in [0, 1] at four decimals.  They
are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the selection panel's
picks (2 selected for the national team, 1 reserve, 0 not).  The mistakes and odd files: the field's own files
given where runs or qrels are read (the IFSC results API's JSON, Digital ROCK's eGroupware result JSON, the OpenBeta
climbs dataset, a Mountain Project ticks export, the 8a.nu logbook database, an IFSC results list as PDF, a crag's
GPX waypoints, the speed wall's timing log and the bouldering scorecards typed as text), and outputs named for the
field's files.

Formats, as checked: the IFSC results service (ifsc.results.info/api/v1, a full result with event, dcat, status,
status_as_of, ranking_as_of, category_rounds and ranking of athlete_id, rank, firstname, lastname, country, rounds);
Digital ROCK's json.php (participants with PerId, lastname, firstname, nation, start_order, result_rank);
OpenBeta/climbing-data's README (jsonlines: route_name, grade {YDS, French, Ewbanks, UIAA, ZA, British}, safety,
type, fa, description, location, protection, metadata {left_right_seq, parent_lnglat, parent_sector, mp_route_id,
mp_sector_id}); Mountain Project's tick export header; SQLite's file header ('SQLite format 3\\0'), the 8a.nu
dataset's ascent table; PDF's '%PDF-' header; GPX 1.1's gpx root and wpt elements.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import sqlite3

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYFIFTH_CLIMBING = ("45 Unseen inputs: a fifty-fifth bar, a climbing federation's results team and a gym's "
                       "route-setters ranking climbers and problems per round, event and season (IFSC results JSON, "
                       "Digital ROCK, OpenBeta, Mountain Project ticks, 8a.nu SQLite, results PDF, GPX, speed timing "
                       "logs, scorecards)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judges_sheets', 'ifsc_results', 'logbook_grades', 'setters'],
    items=['bib:1042/MORAN-Ella', 'bib:1017/OKAFOR-Ines', 'bib:1063/LINDQVIST-Saga', 'prob:m3/yellow-v6@cave',
           'bib:1088/TAKEDA-Rin', 'prob:f2/blue-v8@slab', 'bib:1101/ROSSI-Giulia', 'prob:q4/pink-v5@arete'],
    queries=['round:wc-innsbruck-2026/boulder-women/semi', 'round:wc-innsbruck-2026/boulder-women/final',
             'round:nc-2026/lead-women/qual', 'round:nc-2026/speed-women/final', 'season:2026/boulder-women',
             'gym:blockhaus/reset-2026-11/north-wall'],
    suffix='/re-run', generator='climbs', judgements='selection') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "climbs", "climbs.run")

_RECS3 = ["judges_sheets", "ifsc_results", "logbook_grades"]
_OUT = ("climbs.run",)
_ONE_RUN = ("round:wc-innsbruck-2026/boulder-women/semi Q0 bib:1042/MORAN-Ella 1 0.93 judges_sheets\n"
            "round:wc-innsbruck-2026/boulder-women/semi Q0 bib:1017/OKAFOR-Ines 2 0.81 judges_sheets\n")
# the team's files, as the results services, data sets, logbooks and timing systems write them (a few lines)
# the IFSC results service (ifsc.results.info/api/v1/events/{id}/result/{dcat}): a full result of a category
_IFSC = ('{"event": "IFSC World Cup Innsbruck 2026", "dcat": "BOULDER Women", "status": "finished", '
         '"status_as_of": "2026-06-20 21:14:03 UTC", "ranking_as_of": "2026-06-20 21:14:03 UTC", '
         '"category_rounds": [{"category_round_id": 9411, "kind": "boulder", "name": "Semi-final", '
         '"category": "Women", "status": "finished", "format": "IFSC Boulder 2025"}], "ranking": [{"athlete_id": '
         '20417, "rank": 1, "name": "MORAN Ella", "firstname": "Ella", "lastname": "MORAN", "country": "IRL", '
         '"flag_url": "https://ifsc.results.info/images/flags/IRL.png", "federation_id": 51, "rounds": '
         '[{"category_round_id": 9411, "round_name": "Semi-final", "score": "84.4", "starting_group": null}]}, '
         '{"athlete_id": 19876, "rank": 2, "name": "OKAFOR Ines", "firstname": "Ines", "lastname": "OKAFOR", '
         '"country": "GBR", "flag_url": "https://ifsc.results.info/images/flags/GBR.png", "federation_id": 12, '
         '"rounds": [{"category_round_id": 9411, "round_name": "Semi-final", "score": "69.6", "starting_group": '
         'null}]}]}\n')
# Digital ROCK's result service (egroupware/ranking/json.php?comp=...&cat=...&route=...): one heat's participants
_DIGITALROCK = ('{"WetId": "12871", "GrpId": "2", "route_order": "2", "route_name": "Finale", '
                '"comp_name": "Deutsche Meisterschaft Lead 2026", "comp_date": "2026-09-12", "discipline": "lead", '
                '"participants": [{"PerId": "77301", "firstname": "Lena", "lastname": "BRANDT", "nation": "GER", '
                '"federation": "DAV", "start_order": "8", "rank_prev_heat": "1", "result_rank": "1", '
                '"result": "TOP"}, {"PerId": "80216", "firstname": "Mia", "lastname": "HOFER", "nation": "GER", '
                '"federation": "DAV", "start_order": "7", "rank_prev_heat": "3", "result_rank": "2", '
                '"result": "41+"}]}\n')
# the OpenBeta climbs dataset (openbeta-usa-routes, jsonlines: one climb a line)
_OPENBETA = ('{"route_name": "Epinephrine", "grade": {"YDS": "5.9", "French": "5c", "Ewbanks": "17", "UIAA": "VI", '
             '"ZA": "17", "British": "HVS 5a"}, "safety": "", "type": {"trad": true}, "fa": "Jorge Urioste, Joanne '
             'Urioste, Joe Herbst, 1978", "description": [""], "location": "", "protection": [], "metadata": '
             '{"left_right_seq": "23", "parent_lnglat": [-115.46652, 36.03518], "parent_sector": "Black Velvet '
             'Wall", "mp_route_id": "105732422", "mp_sector_id": "105732162"}}\n'
             '{"route_name": "Crimson Chrysalis", "grade": {"YDS": "5.8", "French": "5b", "Ewbanks": "16", '
             '"UIAA": "VI-", "ZA": "16", "British": "HS 4b"}, "safety": "", "type": {"trad": true}, "fa": "Jorge '
             'and Joanne Urioste, 1979", "description": [""], "location": "", "protection": [], "metadata": '
             '{"left_right_seq": "4", "parent_lnglat": [-115.44231, 36.04192], "parent_sector": "Cloud Tower", '
             '"mp_route_id": "105732298", "mp_sector_id": "105732281"}}\n')
# Mountain Project's ticks export (a climber's logbook, CSV with its header)
_MP_TICKS = ("Date,Route,Rating,Notes,URL,Pitches,Location,Avg Stars,Your Stars,Style,Lead Style,Route Type,"
             "Your Rating,Length,Rating Code\n"
             "2026-10-03,Epinephrine,5.9,\"Long day, simul'd the chimneys\","
             "https://www.mountainproject.com/route/105732422/epinephrine,13,Nevada > Southern Nevada > Red Rock > "
             "Black Velvet Canyon > Black Velvet Wall,3.8,4,Lead,Onsight,Trad,,1600,2100\n"
             "2026-10-05,Crimson Chrysalis,5.8,,https://www.mountainproject.com/route/105732298/crimson-chrysalis,"
             "9,Nevada > Southern Nevada > Red Rock > Juniper Canyon > Cloud Tower,3.7,3,Lead,Redpoint,Trad,,1000,"
             "2000\n")


def _eightanu() -> bytes:
    """The 8a.nu logbook dataset as its SQLite database (the ascent table, a few rows), serialized: a real SQLite
    file, its header 'SQLite format 3\\0'."""
    con = sqlite3.connect(":memory:")
    con.execute("CREATE TABLE ascent (id INTEGER PRIMARY KEY, user_id INTEGER, grade_id INTEGER, notes TEXT, "
                "raw_notes INTEGER, method_id INTEGER, climb_type INTEGER, total_score INTEGER, date INTEGER, "
                "year INTEGER, name TEXT, crag_id INTEGER, crag TEXT, sector_id INTEGER, sector TEXT, country TEXT, "
                "comment TEXT, rating INTEGER, climb_try INTEGER, repeat INTEGER, exclude_from_ranking INTEGER, "
                "user_recommended INTEGER, chipped INTEGER)")
    con.executemany("INSERT INTO ascent VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(1, 1, 62, '', 0, 1, 0, 1100, 1790467200, 2026, 'la rambla', 18, 'siurana', 204, 'l olla',
                      'ESP', '', 3, 0, 0, 0, 1, 0),
                     (2, 1, 59, 'second go', 0, 3, 1, 1000, 1790553600, 2026, 'dreamtime', 77, 'cresciano', 911,
                      '', 'CHE', '', 3, 2, 0, 0, 1, 0)])
    con.commit()
    data = con.serialize()
    con.close()
    return data


_EIGHTANU = _eightanu()


def _results_pdf() -> bytes:
    """An IFSC results list as the PDF the federation publishes: header, binary comment, objects, xref, trailer."""
    text = b"BT /F1 12 Tf 72 770 Td (Boulder Women - Semi-final) Tj ET"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
               b"<< /Length %d >>\nstream\n%s\nendstream" % (len(text), text)]
    out, offsets = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (n, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


_RESULTS_PDF = _results_pdf()
# the route-setters' boulder waypoints as GPX 1.1 (a GPS app's export: metadata, wpt with name, ele, desc)
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx version="1.1" creator="Gaia GPS" xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 '
        'http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        '  <metadata><name>Cresciano boulders</name><time>2026-11-02T09:12:00Z</time></metadata>\n'
        '  <wpt lat="46.28211" lon="8.98873"><ele>312</ele><name>Dreamtime boulder</name><desc>8B+, sit start'
        '</desc></wpt>\n'
        '  <wpt lat="46.28264" lon="8.98790"><ele>318</ele><name>La Pierre Noire</name></wpt>\n</gpx>\n')
# the speed wall's timing system log as the results team copies it: six fields a line (lane, bib, heat, reaction
# time, climbing time, status)
_SPEED_LOG = ("LANE BIB HEAT REACTION TIME STATUS\nA 1042 Q1 0.182 6.914 VALID\nB 1017 Q1 0.151 7.208 VALID\n"
              "A 1063 Q1 0.000 0.000 FALSESTART\nB 1088 Q1 0.214 6.587 VALID\n")
# the bouldering scorecards typed from the judges' sheets: six fields a line (bib, boulder, attempts to zone,
# attempts to top, zone 0/1, top 0/1)
_SCORECARDS = ("bib boulder zone_att top_att zone top\n1042 W1 1 2 1 1\n1042 W2 2 0 1 0\n1017 W1 1 1 1 1\n"
               "1017 W2 3 5 1 1\n")
# the judges' sheet of tops typed as four fields a line (bib, boulder, attempts to top, attempts to zone)
_JUDGES_TOPS = "1042 W1 2 1\n1042 W2 4 2\n1017 W1 1 1\n1017 W2 5 3\n"


def fiftyfifth_bar_climbing_cases() -> list[Case]:
    G = FIFTYFIFTH_CLIMBING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="climbs", judgements="selection", runs=_RECS3, stem="climbs", outputs=_OUT,
        item="climber or problem", rounded="logbook_grades",
        weights="{'judges_sheets': 2.0, 'ifsc_results': 1.5, 'logbook_grades': 0.5, 'setters': 1.0}",
        lone_query="R['setters']['gym:blockhaus/reset-2026-12/cave'] = {'prob:c1/green-v4@cave': 0.9, "
                   "'prob:c2/black-v9@cave': 0.4}\n",
        trust="judges_sheets 2\nifsc_results 1.5\nlogbook_grades 0.5\n",
        trust_dict="{'judges_sheets': 2, 'ifsc_results': 1.5, 'logbook_grades': 0.5}",
        texts={
            "rrf": ("u55a_rrf_judges_results_logbooks",
                    "rankagg.fuse({source: {round: {climber or problem: score}}}, method='rrf'): four sources, six "
                    "rounds ('round:wc-innsbruck-2026/boulder-women/semi'), climbers as 'bib:1042/MORAN-Ella'"),
            "borda": ("u55a_borda_climbers_not_scored",
                      "rankagg.fuse(..., method='borda'): the judges' sheets have no score for a climber who did not "
                      "start a round (DNS) nor for a problem reset before the round"),
            "combsum": ("u55a_combsum_logbook_grades_rounded",
                        "rankagg.fuse(..., method='combsum'): the logbooks' grades at one decimal (a grade band, "
                        "many ties) beside the judges' and the results service's scores"),
            "fuser": ("u55a_weighted_fuser_judges_count_double",
                      "rankagg.Fuser('rrf', weights=...) per round: the judges' sheets count 2, the logbooks 0.5"),
            "frame": ("u55a_long_frame_combmnz_selection_sheet",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the selection panel's "
                      "sheet, a row per round, climber or problem and source"),
            "evaluate": ("u55a_evaluate_selection_picks",
                         "rankagg.evaluate(fused ranking, the selection panel's picks, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the climbers the panel selected"),
            "lone": ("u55a_one_source_new_circuit",
                     "rankagg.fuse(..., method='rrf'): the cave's new circuit only the route-setters ranked (reset "
                     "this week, nobody logged it yet) beside rounds every source covers"),
            "cli_rrf": ("u55a_cli_rrf_runs",
                        "rankagg fuse judges_sheets.run ifsc_results.run logbook_grades.run --method rrf -o "
                        "climbs.run: one run per source, rounds as queries"),
            "cli_borda": ("u55a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges' sheets "
                          "count double)"),
            "cli_combsum": ("u55a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four climbers the panel discusses per "
                            "round"),
            "cli_evaluate": ("u55a_cli_evaluate_selection_qrels",
                             "rankagg evaluate climbs.run --qrels selection.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the selection panel's picks (0-2)"),
            "cli_parquet": ("u55a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o climbs.parquet: gzipped runs from the results "
                            "team's nightly jobs, a Parquet table for the federation's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u55a_ifsc_results_json_as_run", "the IFSC results service's full result (event, dcat, status, "
         "category_rounds, ranking of athlete_id, rank, rounds)", "ifsc_event_1405_boulder_women.json", _IFSC,
         "IFSC", "ifsc_event_1405_boulder_women.json:1"),
        ("u55a_digitalrock_json_as_run", "Digital ROCK's result JSON (WetId, GrpId, route_name, participants with "
         "PerId, nation, result_rank)", "dm_lead_2026_final.json", _DIGITALROCK, "Digital ROCK",
         "dm_lead_2026_final.json:1"),
        ("u55a_openbeta_jsonl_as_run", "the OpenBeta climbs dataset (jsonlines: route_name, grade, safety, type, "
         "fa, metadata)", "openbeta-usa-routes.jsonlines", _OPENBETA, "OpenBeta",
         "openbeta-usa-routes.jsonlines:1"),
        ("u55a_mountain_project_ticks_as_run", "a Mountain Project ticks export (Date, Route, Rating, Notes, URL, "
         "Pitches, Location, ..., Rating Code)", "ticks.csv", _MP_TICKS, "Mountain Project", "ticks.csv:1"),
        ("u55a_eightanu_sqlite_as_run", "the 8a.nu logbook dataset's SQLite database (an ascent table)",
         "8anu_database.sqlite", _EIGHTANU, "SQLite", "8anu_database.sqlite"),
        ("u55a_results_pdf_as_run", "the federation's results list as PDF (%PDF-1.7, a page 'Boulder Women - "
         "Semi-final')", "results_boulder_women_semi.pdf", _RESULTS_PDF, "PDF", "results_boulder_women_semi.pdf"),
        ("u55a_gpx_waypoints_as_run", "the setters' boulder waypoints as GPX 1.1 (gpx, metadata, wpt)",
         "cresciano_boulders.gpx", _GPX, "GPX", "cresciano_boulders.gpx:2"),
        ("u55a_speed_timing_log_as_run", "the speed wall's timing log (six fields a line: lane, bib, heat, "
         "reaction, time, status)", "speed_timing_q1.txt", _SPEED_LOG, "speed timing", "speed_timing_q1.txt:1"),
        ("u55a_boulder_scorecards_as_run", "the bouldering scorecards typed from the judges' sheets (six fields a "
         "line: bib, boulder, zone and top attempts, zone, top)", "scorecards_semi.txt", _SCORECARDS, "scorecard",
         "scorecards_semi.txt:1")],
        one_run=("judges_sheets.run", _ONE_RUN), stem="climbs",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a database or a PDF read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u55a_judges_tops_as_qrels", "judges_tops_semi.txt", _JUDGES_TOPS, "judges' sheet"),
        ("u55a_mountain_project_ticks_as_qrels", "ticks.csv", _MP_TICKS, "Mountain Project"),
        ("u55a_speed_timing_log_as_qrels", "speed_timing_q1.txt", _SPEED_LOG, "speed timing"),
        ("u55a_digitalrock_json_as_qrels", "dm_lead_2026_final.json", _DIGITALROCK, "Digital ROCK")],
        one_run=("judges_sheets.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u55a_out_pdf", "climbs.pdf", "a results list (PDF)"),
        ("u55a_out_gpx", "climbs.gpx", "a GPX waypoint file"),
        ("u55a_out_sqlite", "climbs.sqlite", "an 8a.nu-style SQLite logbook database"),
        ("u55a_out_jsonlines", "climbs.jsonlines", "an OpenBeta jsonlines file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u55a_api_ifsc_results_dict",
            "rankagg.fuse(json.load(ifsc_event_1405_boulder_women.json)): the IFSC results service's full result "
            "loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "IFSC", why="a run maps a query to {document: score}; the IFSC result's 'ranking' and 'category_rounds' "
            "are lists and 'event' text", files={"r.json": _IFSC}),
        bad("u55a_api_mountain_project_frame",
            "rankagg.fuse(pd.read_csv(ticks.csv)): a Mountain Project ticks export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.csv'), method='borda')\n",
            "Mountain Project", why="a table of runs has qid, docid, run and score columns; a ticks export has a "
            "climber's ascent per row", files={"t.csv": _MP_TICKS}),
    ]
    return cases
