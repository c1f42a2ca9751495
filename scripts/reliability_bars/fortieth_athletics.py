"""Issue 45's fortieth bar of scripts/reliability_matrix.py, a track and field federation's results and selection team
ranking athletes per event and per meet across fully automatic timing, meet managers and ranking lists (its cases, ids
``u40b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each event at a meet or in the selection window (``ev:m100/bislett-games-2026``) is a query and each
athlete, by the federation's licence number, a document (``ath:NOR-04512/haugen-k``); the runs are FinishLynx's fully
automatic times, the meet manager's places (its hand-timed back-up marks at one decimal), the World Athletics ranking
points and the national coaches' selection ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each source's record, and judged against the selection panel's decisions (2 selected, 1
reserve, 0 not selected).  The mistakes and odd files: the field's own files given where runs or qrels are read
(FinishLynx's .lif results, lynx.evt start lists and lynx.ppl people files, a Hy-Tek Track & Field Meet Manager
semicolon results export, an OpenTrack competition JSON, a RACE RESULT decoder passings file, a World Athletics top
list saved as CSV, the federation's season-best list, the selection team's performance-score sheet, a photo-finish
image saved as JPEG, an ALGE Timy printer log), and outputs named for the field's files (.lif, .evt, .lff, .sch).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTIETH_ATHLETICS = ("45 Unseen inputs: a fortieth bar, a track and field federation's results and selection team "
                      "ranking athletes per event and per meet across timing, meet managers and ranking lists "
                      "(FinishLynx lif/evt/ppl, Hy-Tek Meet Manager, OpenTrack, RACE RESULT, World Athletics, "
                      "season bests, ALGE Timy, photo-finish JPEG)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fat_times', 'meet_manager', 'wa_points', 'coaches'],
    items=['ath:NOR-04512/haugen-k', 'ath:NOR-05120/lie-m', 'ath:NOR-03877/berg-s', 'ath:NOR-06231/dahl-e',
           'ath:NOR-02944/strand-t', 'ath:NOR-07015/moen-a', 'ath:NOR-05588/bakken-h', 'ath:NOR-06702/eide-j'],
    queries=['ev:m100/bislett-games-2026', 'ev:w400h/bislett-games-2026', 'ev:m1500/nc-2026-final',
             'ev:wlj/nc-2026-final', 'ev:mjt/selection-window-2026', 'ev:w5000/selection-window-2026'],
    suffix='/round-2', generator='selection', judgements='selection_panel') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "selection", "selection.run")

_RECS3 = ["fat_times", "meet_manager", "wa_points"]
_OUT = ("selection.run",)
_ONE_RUN = ("ev:m100/bislett-games-2026 Q0 ath:NOR-04512/haugen-k 1 0.91 wa_points\nev:m100/bislett-games-2026 Q0 "
            "ath:NOR-05120/lie-m 2 0.77 wa_points\n")
# the team's files, as the timing systems, meet managers and ranking lists write them (a few lines)
# FinishLynx's .lif result file: a header line (event, round, heat, event name, wind, wind unit, template, capture
# time, capture duration, distance, start time), then a line per result (place, ID, lane, last name, first name,
# affiliation, time, license, delta time, ReacTime, ...), comma-delimited (FinishLynx Database Files manual)
_LIF = ("3,1,2,100m Men Final,+0.8,m/s,,,,100,19:42:10.012\n"
        "1,412,4,Haugen,Kristian,IL Tyrving,10.21,NOR-04512,10.21,0.142,,,,,,\n"
        "2,517,5,Lie,Magnus,Ski IL,10.29,NOR-05120,0.08,0.151,,,,,,\n"
        "3,233,3,Berg,Sindre,IK Tjalve,10.34,NOR-03877,0.05,0.138,,,,,,\n")
# lynx.evt: an event line (event, round, heat, event name), then a competitor line per lane starting with a comma
_EVT = ("3,1,2,100m Men Final\n,412,4,Haugen,Kristian,IL Tyrving\n,517,5,Lie,Magnus,Ski IL\n"
        ",233,3,Berg,Sindre,IK Tjalve\n,688,6,Dahl,Eirik,Oslo IL\n")
# lynx.ppl: a line per competitor (ID, last name, first name, affiliation)
_PPL = ("412,Haugen,Kristian,IL Tyrving\n517,Lie,Magnus,Ski IL\n233,Berg,Sindre,IK Tjalve\n"
        "688,Dahl,Eirik,Oslo IL\n")
# Hy-Tek Track & Field Meet Manager's semicolon-delimited results export: an H record (meet name, start and end dates,
# the HY-TEK version that made it, date created), then an E record per athlete and round (T, event number, alternate,
# event code, gender, age range, division, division name, round, mark, M/E, wind, overall place, heat place, heat,
# exhibition, team points, multi points, sub-event), the athlete's fields after them
_HYTEK = ("H;Bislett Games 2026;06/12/2026;06/12/2026;Hy-Tek's MEET MANAGER 8.0Gf;06/12/2026;\n"
          "E;T;3;;100;M;;;;F;10.21;M;0.8;1;1;2;;;;0;Haugen;Kristian;;M;412;TYR;IL Tyrving\n"
          "E;T;3;;100;M;;;;F;10.29;M;0.8;2;2;2;;;;0;Lie;Magnus;;M;517;SKI;Ski IL\n")
# OpenTrack's competition JSON (opentrack.run/.../json/): fullName, competitors (competitorId, firstName, lastName,
# teamName, category, sortBib) and events (eventId, name, units with their results: bib, place, performance)
_OPENTRACK = ('{"fullName": "Norwegian Championships 2026", "slug": "nc-2026", "date": "2026-08-08", '
              '"competitors": [{"competitorId": "1", "firstName": "Kristian", "lastName": "Haugen", '
              '"teamName": "IL Tyrving", "category": "SEN", "sortBib": "0412"}, {"competitorId": "2", '
              '"firstName": "Magnus", "lastName": "Lie", "teamName": "Ski IL", "category": "SEN", '
              '"sortBib": "0517"}], "events": [{"eventId": "T01", "name": "M 100m", "category": "SEN", '
              '"units": [{"heat": 1, "wind": "+0.8", "results": [{"bib": "412", "place": "1", '
              '"performance": "10.21"}, {"bib": "517", "place": "2", "performance": "10.29"}]}]}]}\n')
# a RACE RESULT decoder passings file (Raw Data Record V2 lines: PassingNo;Bib/TranspCode;Date;Time;EventID;Hits;
# MaxRSSI;InternalData;IsActive;Channel;LoopID;LoopOnly;WakeupCounter;Battery;Temperature;InternalActiveData;BoxName;
# FileNumber;MaxRSSIAntenna;BoxId)
_RACERESULT = ("1;412;2026-08-09;10:02:31.448;0;38;118;;0;;;;;;;;FINISH;177;2;D-50432\n"
               "2;517;2026-08-09;10:02:33.106;0;41;121;;0;;;;;;;;FINISH;177;1;D-50432\n"
               "3;233;2026-08-09;10:02:35.872;0;36;114;;0;;;;;;;;FINISH;177;2;D-50432\n")
# a World Athletics season top list saved as CSV, with the site's columns (Rank, Mark, Wind, Competitor, DOB, Nat,
# Pos, Venue, Date, Results Score)
_WA_TOPLIST = ("Rank,Mark,Wind,Competitor,DOB,Nat,Pos,Venue,Date,Results Score\n"
               "1,9.83,+0.4,Jordan REID,16 MAR 2001,JAM,1,\"National Stadium, Kingston (JAM)\",28 JUN 2026,1268\n"
               "2,9.85,+1.1,Malik OSEI,31 MAY 2001,JAM,1,\"National Stadium, Kingston (JAM)\",27 JUN 2026,1262\n"
               "14,10.21,+0.8,Kristian HAUGEN,02 FEB 2002,NOR,1,\"Bislett Stadion, Oslo (NOR)\",12 JUN 2026,1152\n")
# the federation's season-best list, as its results database exports it: six fields a line (licence, event, date,
# place, mark, wind)
_SEASON_BESTS = ("licence event date place mark wind\nNOR-04512 100m 2026-06-12 1 10.21 +0.8\n"
                 "NOR-05120 100m 2026-06-12 2 10.29 +0.8\nNOR-03877 100m 2026-05-30 1 10.30 +1.6\n")
# the selection team's performance-score sheet: six fields a line (World Athletics athlete id, event, date, competition
# category, performance score, place)
_PERF_SCORES = ("athlete_id event date category perf_score place\n14872201 100m 2026-06-12 GW 1187 1\n"
                "14872201 100m 2026-07-04 A 1164 3\n14911873 100m 2026-06-12 GW 1149 2\n")
# an ALGE Timy printer/RS232 log: start number, channel, time of day, group (Timy3 manual, RS232 protocol)
_TIMY = (" 0001 c0 15:43:49,8863 00\n 0001 c1 15:44:00,0712 00\n 0002 c0 15:43:50,1647 00\n"
         " 0002 c1 15:44:00,1546 00\n")


def _jpeg() -> bytes:
    """A photo-finish image exported as JPEG for the results board: JPEG's SOI, a JFIF APP0 segment (version 1.01,
    72 dpi), a COM segment naming the race, then EOI."""
    app0 = b"JFIF\x00" + bytes([1, 1, 1]) + struct.pack(">HH", 72, 72) + b"\x00\x00"
    com = b"FinishLynx 100m Men Final heat 2 wind +0.8"
    return (b"\xff\xd8" + b"\xff\xe0" + struct.pack(">H", len(app0) + 2) + app0
            + b"\xff\xfe" + struct.pack(">H", len(com) + 2) + com + b"\xff\xd9")


_JPEG = _jpeg()


def fortieth_bar_athletics_cases() -> list[Case]:
    G = FORTIETH_ATHLETICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="selection", judgements="selection_panel", runs=_RECS3, stem="selection", outputs=_OUT,
        item="athlete", rounded="meet_manager",
        weights="{'fat_times': 1.0, 'meet_manager': 0.5, 'wa_points': 2.0, 'coaches': 1.5}",
        lone_query="R['coaches']['ev:m4x100/european-relays-2026'] = {'ath:NOR-04512/haugen-k': 0.9, "
                   "'ath:NOR-05120/lie-m': 0.4}\n",
        trust="wa_points 2\nfat_times 1\nmeet_manager 0.5\n",
        trust_dict="{'wa_points': 2, 'fat_times': 1, 'meet_manager': 0.5}",
        texts={
            "rrf": ("u40b_rrf_event_sources",
                    "rankagg.fuse({source: {event@meet: {athlete: score}}}, method='rrf'): four sources, six events "
                    "('ev:m100/bislett-games-2026'), athletes by licence as 'ath:NOR-04512/haugen-k'"),
            "borda": ("u40b_borda_dns_athletes",
                      "rankagg.fuse(..., method='borda'): FinishLynx has no time for an athlete who did not start "
                      "(DNS) or did not finish (DNF)"),
            "combsum": ("u40b_combsum_hand_timed_marks",
                        "rankagg.fuse(..., method='combsum'): the meet manager's hand-timed back-up marks at one "
                        "decimal (many ties) beside FAT's"),
            "fuser": ("u40b_weighted_fuser_ranking_points",
                      "rankagg.Fuser('rrf', weights=...) per event: the World Athletics ranking points count 2, the "
                      "meet manager 0.5"),
            "frame": ("u40b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the selection meeting's "
                      "sheet, a row per event, athlete and source"),
            "evaluate": ("u40b_evaluate_selection_panel",
                         "rankagg.evaluate(fused ranking, the selection panel's decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the selected athletes first"),
            "lone": ("u40b_one_source_relay_pool",
                     "rankagg.fuse(..., method='rrf'): an event only the coaches ranked (the 4x100m relay pool, no "
                     "individual marks) beside events every source covers"),
            "cli_rrf": ("u40b_cli_rrf_runs",
                        "rankagg fuse fat_times.run meet_manager.run wa_points.run --method rrf -o selection.run: "
                        "one run per source, events as queries"),
            "cli_borda": ("u40b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: World Athletics "
                          "points count double)"),
            "cli_combsum": ("u40b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the athletes a federation may enter per "
                            "event (three and a reserve)"),
            "cli_evaluate": ("u40b_cli_evaluate_selection_qrels",
                             "rankagg evaluate selection.run --qrels selection_panel.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the selection panel (0-2)"),
            "cli_parquet": ("u40b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o selection.parquet: gzipped runs from the results "
                            "service's nightly jobs, a Parquet table for the selection dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u40b_finishlynx_lif_as_run", "a FinishLynx result file (.lif: event, round, heat, name, wind line, then "
         "place, ID, lane, name, affiliation, time lines)", "100m_Men_Final.lif", _LIF, "FinishLynx",
         "100m_Men_Final.lif:1"),
        ("u40b_lynx_evt_as_run", "a FinishLynx start list (lynx.evt: an event line, then ',ID,lane,last,first,"
         "affiliation' lines)", "lynx.evt", _EVT, "FinishLynx", "lynx.evt:1"),
        ("u40b_hytek_results_as_run", "a Hy-Tek Meet Manager semicolon results export (H record, then E records)",
         "bislett2026_results.txt", _HYTEK, "Hy-Tek", "bislett2026_results.txt:1"),
        ("u40b_opentrack_json_as_run", "an OpenTrack competition JSON (fullName, competitors, events with units "
         "and results)", "nc-2026.json", _OPENTRACK, "OpenTrack", "nc-2026.json:1"),
        ("u40b_raceresult_passings_as_run", "a RACE RESULT decoder passings file (PassingNo;Bib;Date;Time;"
         "EventID;Hits;MaxRSSI;... lines)", "passings_177.txt", _RACERESULT, "RACE RESULT", "passings_177.txt:1"),
        ("u40b_wa_toplist_csv_as_run", "a World Athletics season top list saved as CSV (Rank, Mark, Wind, "
         "Competitor, DOB, Nat, Pos, Venue, Date, Results Score)", "toplist_100m_men_2026.csv", _WA_TOPLIST,
         "World Athletics", "toplist_100m_men_2026.csv:1"),
        ("u40b_season_bests_as_run", "the federation's season-best list (six fields a line: licence, event, date, "
         "place, mark, wind)", "season_bests_2026.txt", _SEASON_BESTS, "season-best",
         "season_bests_2026.txt:1"),
        ("u40b_performance_scores_as_run", "the selection team's performance-score sheet (six fields a line: "
         "athlete id, event, date, category, performance score, place)", "perf_scores_window.txt", _PERF_SCORES,
         "performance score", "perf_scores_window.txt:1"),
        ("u40b_photo_finish_jpeg_as_run", "a photo-finish image saved as JPEG (SOI, JFIF APP0, a comment naming "
         "the race)", "100m_Men_Final_h2.jpg", _JPEG, "JPEG", "100m_Men_Final_h2.jpg")],
        one_run=("wa_points.run", _ONE_RUN), stem="selection",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an image read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u40b_alge_timy_as_qrels", "timy_2026-08-09.txt", _TIMY, "ALGE"),
        ("u40b_lynx_ppl_as_qrels", "lynx.ppl", _PPL, "FinishLynx"),
        ("u40b_finishlynx_lif_as_qrels", "100m_Men_Final.lif", _LIF, "FinishLynx"),
        ("u40b_season_bests_as_qrels", "season_bests_2026.txt", _SEASON_BESTS, "season-best")],
        one_run=("wa_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u40b_out_lif", "selection.lif", "a FinishLynx result file"),
        ("u40b_out_evt", "selection.evt", "a FinishLynx start list"),
        ("u40b_out_lff", "selection.lff", "a FieldLynx field-event result file"),
        ("u40b_out_sch", "selection.sch", "a FinishLynx schedule")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u40b_api_opentrack_dict",
            "rankagg.fuse(json.load(nc-2026.json)): an OpenTrack competition loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('o.json')), method='rrf')\n",
            "OpenTrack", why="a run maps a query to {document: score}; OpenTrack's 'competitors' and 'events' are "
            "lists and 'fullName' text", files={"o.json": _OPENTRACK}),
        bad("u40b_api_wa_toplist_frame",
            "rankagg.fuse(pd.read_csv(toplist_100m_men_2026.csv)): a World Athletics top list given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.csv'), method='borda')\n",
            "World Athletics", why="a table of runs has qid, docid, run and score columns; a top list has a "
            "performance per row (Rank, Mark, Wind, Competitor, ...)", files={"t.csv": _WA_TOPLIST}),
    ]
    return cases
