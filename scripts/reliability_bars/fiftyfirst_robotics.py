"""Issue 45's fifty-first bar of scripts/reliability_matrix.py, a FIRST Robotics Competition team's strategy and
scouting crew and a regional's alliance-selection analysts ranking teams per event and match type across robotics
software and event exports (its cases, ids ``u51a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a persona session,
before any of its recognisers existed.)

The team's day: each event and match type (``2026casj/qm``, an event key as The Blue Alliance writes it) is a query
and each team a document, named by its TBA team key (``frc254``); the runs are The Blue Alliance's OPR, Statbotics'
EPA, the scouts' ratings (one decimal, many ties) and the strategy lead's own ranking, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the
alliance selections that followed (2 first-round pick or captain, 1 second-round pick, 0 not picked).  The mistakes
and odd files: the field's own files given where runs or qrels are read (The Blue Alliance's match JSON, the FRC
Events API's rankings and schedule, a Statbotics CSV, a scouting app's CSV export and ScoutingPASS QR-code text,
RobotEvents' VEX rankings, a WPILib data log and a Driver Station log by their magic bytes, the pick list typed as
text and the crew's OPR table, both six fields a line with a number fifth), and outputs named for the field's logs.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYFIRST_ROBOTICS = ("45 Unseen inputs: a fifty-first bar, an FRC team's strategy and scouting crew and a "
                       "regional's alliance-selection analysts ranking teams per event and match type (The Blue "
                       "Alliance API v3, FRC Events API, Statbotics, scouting app CSV and ScoutingPASS QR, "
                       "RobotEvents, WPILib .wpilog, Driver Station .dslog, pick lists, OPR tables)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['tba_opr', 'statbotics_epa', 'scouts', 'strategy'],
    items=['frc254', 'frc1678', 'frc971', 'frc6328', 'frc2056', 'frc118', 'frc4414', 'frc9999'],
    queries=['2026casj/qm', '2026casj/sf', '2026caoc/qm', '2026txhou/qm', '2026micmp/qm', '2026cmptx/hopper'],
    suffix='/replay', generator='scouting', judgements='alliance_picks') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "scouting", "picklist.run")

_RECS3 = ["tba_opr", "statbotics_epa", "scouts"]
_OUT = ("picklist.run",)
_ONE_RUN = "2026casj/qm Q0 frc254 1 0.93 scouts\n2026casj/qm Q0 frc1678 2 0.81 scouts\n"

# the team's files, as the event APIs, scouting apps and robot loggers write them (a few lines)
# The Blue Alliance API v3, /event/{event_key}/matches/simple: a list of matches (key, comp_level, alliances, ...)
_TBA_MATCHES = ('[{"key": "2026casj_qm1", "comp_level": "qm", "set_number": 1, "match_number": 1, "alliances": '
                '{"red": {"score": 142, "team_keys": ["frc254", "frc6328", "frc118"], "surrogate_team_keys": [], '
                '"dq_team_keys": []}, "blue": {"score": 118, "team_keys": ["frc1678", "frc2056", "frc4414"], '
                '"surrogate_team_keys": [], "dq_team_keys": []}}, "winning_alliance": "red", "event_key": '
                '"2026casj", "time": 1773507600, "predicted_time": 1773507640, "actual_time": 1773507652}]\n')
# The Blue Alliance API v3, /event/{event_key}/rankings (rankings, sort_order_info, extra_stats_info)
_TBA_RANKINGS = ('{"rankings": [{"dq": 0, "extra_stats": [38, 33], "matches_played": 12, "qual_average": null, '
                 '"rank": 1, "record": {"losses": 1, "ties": 0, "wins": 11}, "sort_orders": [3.17, 62.4, 41.0, '
                 '28.5, 0.0, 0.0], "team_key": "frc254"}, {"dq": 0, "extra_stats": [35, 31], "matches_played": 12, '
                 '"qual_average": null, "rank": 2, "record": {"losses": 2, "ties": 0, "wins": 10}, "sort_orders": '
                 '[2.92, 58.1, 39.5, 26.0, 0.0, 0.0], "team_key": "frc1678"}], "extra_stats_info": [{"name": '
                 '"Total Ranking Points", "precision": 0}, {"name": "Total Ranking Points (w/o penalties)", '
                 '"precision": 0}], "sort_order_info": [{"name": "Ranking Score", "precision": 2}, {"name": "Avg '
                 'Coop", "precision": 2}, {"name": "Avg Match", "precision": 2}, {"name": "Avg Auto", '
                 '"precision": 2}, {"name": "Avg Barge", "precision": 2}, {"name": "Avg Foul", "precision": 2}]}\n')
# the FRC Events API v3.0, /{season}/rankings/{eventCode}: "Rankings", one object a team
_FRC_RANKINGS = ('{"Rankings": [{"rank": 1, "teamNumber": 254, "sortOrder1": 3.17, "sortOrder2": 62.4, '
                 '"sortOrder3": 41.0, "sortOrder4": 28.5, "sortOrder5": 0.0, "sortOrder6": 0.0, "wins": 11, '
                 '"losses": 1, "ties": 0, "qualAverage": 0.0, "dq": 0, "matchesPlayed": 12}, {"rank": 2, '
                 '"teamNumber": 1678, "sortOrder1": 2.92, "sortOrder2": 58.1, "sortOrder3": 39.5, "sortOrder4": '
                 '26.0, "sortOrder5": 0.0, "sortOrder6": 0.0, "wins": 10, "losses": 2, "ties": 0, "qualAverage": '
                 '0.0, "dq": 0, "matchesPlayed": 12}]}\n')
# the FRC Events API v3.0, /{season}/schedule/{eventCode}?tournamentLevel=Qualification: "Schedule"
_FRC_SCHEDULE = ('{"Schedule": [{"field": "Primary", "tournamentLevel": "Qualification", "description": '
                 '"Qualification 1", "startTime": "2026-03-14T09:00:00", "matchNumber": 1, "teams": [{"teamNumber": '
                 '254, "station": "Red1", "surrogate": false}, {"teamNumber": 6328, "station": "Red2", "surrogate": '
                 'false}, {"teamNumber": 118, "station": "Red3", "surrogate": false}, {"teamNumber": 1678, '
                 '"station": "Blue1", "surrogate": false}, {"teamNumber": 2056, "station": "Blue2", "surrogate": '
                 'false}, {"teamNumber": 4414, "station": "Blue3", "surrogate": false}]}]}\n')
# Statbotics' team years table (statbotics-csvs v2, team_years.csv: team, year, name, ..., epa_end, ...)
_STATBOTICS = ("team,year,name,country,state,district,epa_start,epa_pre_champs,epa_end,epa_max,epa_diff,"
               "auto_epa_end,teleop_epa_end,endgame_epa_end,wins,losses,ties,count,winrate,total_epa_rank,"
               "total_epa_percentile\n"
               "254,2026,The Cheesy Poofs,USA,California,,52.31,61.84,63.02,65.40,10.71,18.22,36.40,8.40,11,1,0,"
               "12,0.9167,1,0.9998\n"
               "1678,2026,Citrus Circuits,USA,California,,50.12,58.90,60.77,62.18,10.65,17.05,35.12,8.60,10,2,0,"
               "12,0.8333,3,0.9994\n")
# a scouting app's CSV export (one row a team and match, the app's column header)
_SCOUT_CSV = ("scouter,event,match_level,match_number,robot,team_number,auto_leave,auto_coral_l4,"
              "teleop_coral_l4,teleop_algae_net,endgame,driver_skill,defense_rating,died,comments\n"
              "JL,2026casj,qm,12,r1,254,1,3,7,4,deep,5,0,0,fast cycles\n"
              "MP,2026casj,qm,12,b2,2056,1,2,6,2,shallow,4,2,0,good defense in last 30s\n")
# ScoutingPASS's QR-code text, key=value pairs by each field's code (s scouter, e event, l level, m match, r robot,
# t team, ...), ';'-separated, as its dataFormat 'kvs' encodes it
_SCOUTING_PASS = ("s=JL;e=2026casj;l=qm;m=12;r=r1;t=254;as=Y;acl4=3;tcl4=7;tan=4;ep=d;dr=5;dd=0;co=fast cycles\n"
                  "s=MP;e=2026casj;l=qm;m=12;r=b2;t=2056;as=Y;acl4=2;tcl4=6;tan=2;ep=s;dr=4;dd=2;co=defended\n")
# RobotEvents API v2, /events/{id}/divisions/{div}/rankings: "meta" (pagination) and "data"
_ROBOTEVENTS = ('{"meta": {"current_page": 1, "first_page_url": "https://www.robotevents.com/api/v2/events/58913/'
                'divisions/1/rankings?page=1", "from": 1, "last_page": 1, "last_page_url": "https://www.robotevents.'
                'com/api/v2/events/58913/divisions/1/rankings?page=1", "next_page_url": null, "path": "https://www.'
                'robotevents.com/api/v2/events/58913/divisions/1/rankings", "per_page": 25, "prev_page_url": null, '
                '"to": 2, "total": 2}, "data": [{"id": 1402211, "event": {"id": 58913, "name": "Silicon Valley VRC '
                'Signature Event", "code": "RE-V5RC-25-8913"}, "division": {"id": 1, "name": "Division 1", "code": '
                'null}, "rank": 1, "team": {"id": 139120, "name": "1010X", "code": null}, "wins": 9, "losses": 1, '
                '"ties": 0, "wp": 19, "ap": 7, "sp": 412, "high_score": 188, "average_points": 141.3, '
                '"total_points": 1413}]}\n')
# the pick list the strategy lead types during lunch: place, team, nickname, role, EPA, note (six fields a line)
_PICKLIST = ("1 254 Cheesy-Poofs scorer 63.02 first-pick\n2 1678 Citrus-Circuits scorer 60.77 first-pick\n"
             "3 2056 OP-Robotics defense 44.10 second-pick\n4 118 Robonauts scorer 41.85 second-pick\n")
# the crew's OPR table (their least-squares script over TBA's match results): a header, then six fields a line
_OPR = ("team opr dpr ccwm rank record\n254 62.31 18.40 43.91 1 11-1-0\n1678 58.77 20.12 38.65 2 10-2-0\n"
        "6328 51.02 22.87 28.15 4 9-3-0\n")
# the scouts' driver ratings typed on the tablet: match, team, scout, rating 1-5 (four fields a line)
_RATINGS = "qm12 254 JL 5\nqm12 2056 MP 4\nqm13 1678 JL 5\nqm13 118 AR 3\n"


def _wpilog() -> bytes:
    """A WPILib data log (.wpilog, spec 1.0): 'WPILOG', version 0x0100 (little-endian), the extra header's length
    and text, then records: a Start control record (entry 0) for 'NT:/SmartDashboard/Battery' as a double, and one
    value record (a one-byte header giving the lengths of the entry id, payload size and timestamp)."""
    extra = b"AdvantageKit"
    head = b"WPILOG" + struct.pack("<H", 0x0100) + struct.pack("<I", len(extra)) + extra
    name, kind = b"NT:/SmartDashboard/Battery", b"double"
    start = (b"\x00" + struct.pack("<I", 1) + struct.pack("<I", len(name)) + name + struct.pack("<I", len(kind)) + kind
             + struct.pack("<I", 0))
    # header byte: entry id 1 byte, payload size 1 byte, timestamp 4 bytes (bits 4-6 = 3)
    rec0 = bytes([0x30, 0x00, len(start)]) + struct.pack("<I", 1000) + start
    rec1 = bytes([0x30, 0x01, 8]) + struct.pack("<I", 20000) + struct.pack("<d", 12.46)
    return head + rec0 + rec1


def _dslog() -> bytes:
    """A Driver Station log (.dslog): version 4 (a big-endian int32), a LabVIEW timestamp (int64 seconds since 1904
    and a uint64 fraction, big-endian), then 20 ms records (trip time, packet loss, battery voltage as 8.8 fixed
    point, roboRIO CPU, status flags, CAN, Wi-Fi dB and bandwidth) each followed by its power distribution block."""
    head = struct.pack(">i", 4) + struct.pack(">qQ", 3856329727, 0)
    rec = (bytes([12, 0]) + struct.pack(">H", int(12.46 * 256)) + bytes([60, 0xFE, 24, 80])
           + struct.pack(">H", 1024) + bytes([0, 0, 0, 0]))
    return head + rec + rec


_WPILOG = _wpilog()
_DSLOG = _dslog()


def fiftyfirst_bar_robotics_cases() -> list[Case]:
    G = FIFTYFIRST_ROBOTICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="scouting", judgements="alliance_picks", runs=_RECS3, stem="picklist", outputs=_OUT,
        item="team", rounded="scouts",
        weights="{'tba_opr': 1.0, 'statbotics_epa': 2.0, 'scouts': 1.5, 'strategy': 0.5}",
        lone_query="R['strategy']['2026week0/qm'] = {'frc8033': 0.9, 'frc5940': 0.4}\n",
        trust="statbotics_epa 2\ntba_opr 1\nscouts 1.5\n",
        trust_dict="{'statbotics_epa': 2, 'tba_opr': 1, 'scouts': 1.5}",
        texts={
            "rrf": ("u51a_rrf_scouting_sources",
                    "rankagg.fuse({source: {event/match type: {team key: score}}}, method='rrf'): OPR, EPA, the "
                    "scouts and the strategy lead, six events ('2026casj/qm'), teams as TBA keys ('frc254')"),
            "borda": ("u51a_borda_unscouted_teams",
                      "rankagg.fuse(..., method='borda'): TBA's OPR has no number for a team whose matches are not "
                      "posted yet"),
            "combsum": ("u51a_combsum_rounded_scout_ratings",
                        "rankagg.fuse(..., method='combsum'): the scouts' ratings at one decimal (many ties) beside "
                        "OPR and EPA"),
            "fuser": ("u51a_weighted_fuser_epa_trust",
                      "rankagg.Fuser('rrf', weights=...) per event: Statbotics' EPA counts 2, the strategy lead 0.5"),
            "frame": ("u51a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the crew's sheet, a row per "
                      "event, team and source"),
            "evaluate": ("u51a_evaluate_alliance_picks",
                         "rankagg.evaluate(fused pick list, the alliance selections, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused list put first the teams captains picked"),
            "lone": ("u51a_one_source_week0",
                     "rankagg.fuse(..., method='rrf'): a week-0 scrimmage only the strategy lead ranked (no TBA "
                     "results, no EPA) beside events every source covers"),
            "cli_rrf": ("u51a_cli_rrf_runs",
                        "rankagg fuse tba_opr.run statbotics_epa.run scouts.run --method rrf -o picklist.run: one "
                        "run per source, events as queries"),
            "cli_borda": ("u51a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: EPA counts double)"),
            "cli_combsum": ("u51a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams the crew discusses per "
                            "event before alliance selection"),
            "cli_evaluate": ("u51a_cli_evaluate_alliance_picks_qrels",
                             "rankagg evaluate picklist.run --qrels alliance_picks.qrels -m ndcg_cut.5 -m map: the "
                             "fused pick list against the alliance selections (0-2)"),
            "cli_parquet": ("u51a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o picklist.parquet: gzipped runs from the scouting "
                            "server's nightly job, a Parquet table for the strategy dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u51a_tba_matches_as_run", "The Blue Alliance API v3 match list (/event/2026casj/matches/simple: key, "
         "comp_level, alliances, winning_alliance)", "2026casj_matches.json", _TBA_MATCHES, "The Blue Alliance",
         "2026casj_matches.json:1"),
        ("u51a_frc_events_rankings_as_run", "the FRC Events API's rankings (Rankings: rank, teamNumber, sortOrder1, "
         "...)", "2026_CASJ_rankings.json", _FRC_RANKINGS, "FRC Events", "2026_CASJ_rankings.json:1"),
        ("u51a_statbotics_csv_as_run", "Statbotics' team years table (team, year, name, ..., epa_end, ...)",
         "team_years.csv", _STATBOTICS, "Statbotics", "team_years.csv:1"),
        ("u51a_scouting_csv_as_run", "the scouting app's CSV export (scouter, event, match_level, match_number, "
         "robot, team_number, ...)", "scouting_2026casj.csv", _SCOUT_CSV, "scouting", "scouting_2026casj.csv:1"),
        ("u51a_scoutingpass_qr_as_run", "ScoutingPASS QR-code text (s=, e=, l=, m=, r=, t= key=value pairs, "
         "';'-separated)", "qr_scans_2026casj.txt", _SCOUTING_PASS, "ScoutingPASS", "qr_scans_2026casj.txt:1"),
        ("u51a_robotevents_as_run", "RobotEvents API v2 division rankings (meta, data: rank, team, wins, wp, ap, "
         "sp, ...)", "RE-V5RC-25-8913_rankings.json", _ROBOTEVENTS, "RobotEvents",
         "RE-V5RC-25-8913_rankings.json:1"),
        ("u51a_wpilog_as_run", "a WPILib data log (WPILOG magic, version 1.0, AdvantageKit extra header, records)",
         "Log_26-03-14_10-42-07_q12.wpilog", _WPILOG, "WPILOG", "Log_26-03-14_10-42-07_q12.wpilog"),
        ("u51a_dslog_as_run", "a Driver Station log (.dslog: version 4, a LabVIEW timestamp, 20 ms records)",
         "2026_03_14 10_42_07 Sat.dslog", _DSLOG, "Driver Station", "2026_03_14 10_42_07 Sat.dslog"),
        ("u51a_picklist_as_run", "the pick list typed as text (place, team, nickname, role, EPA, note: six fields "
         "a line, a number fifth)", "picklist_casj.txt", _PICKLIST, "pick list", "picklist_casj.txt:1"),
        ("u51a_opr_table_as_run", "the crew's OPR table (team opr dpr ccwm rank record: six fields a line, a "
         "number fifth)", "opr_2026casj.txt", _OPR, "OPR", "opr_2026casj.txt:1")],
        one_run=("scouts.run", _ONE_RUN), stem="picklist",
        text_why="trec_eval refuses a line of other than six fields and a rank or score that is not a number; the "
                 "file is the field's own, named by what it is (a field count or a generic note says nothing the "
                 "crew can act on)",
        binary_why="trec_eval reads text; a robot log read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u51a_frc_schedule_as_qrels", "2026_CASJ_schedule.json", _FRC_SCHEDULE, "FRC Events"),
        ("u51a_driver_ratings_as_qrels", "driver_ratings_casj.txt", _RATINGS, "driver ratings"),
        ("u51a_statbotics_as_qrels", "team_years.csv", _STATBOTICS, "Statbotics"),
        ("u51a_scoutingpass_as_qrels", "qr_scans_2026casj.txt", _SCOUTING_PASS, "ScoutingPASS")],
        one_run=("scouts.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u51a_out_wpilog", "picklist.wpilog", "a WPILib data log"),
        ("u51a_out_dslog", "picklist.dslog", "a Driver Station log"),
        ("u51a_out_dsevents", "picklist.dsevents", "a Driver Station events log"),
        ("u51a_out_hoot", "picklist.hoot", "a CTRE Phoenix 6 signal log")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"), fused="the fused pick list")

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u51a_api_tba_rankings_dict",
            "rankagg.fuse(json.load(2026casj_rankings.json)): The Blue Alliance's event rankings loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "The Blue Alliance", why="a run maps a query to {document: score}; TBA's 'rankings' is a list of team "
            "records and 'sort_order_info' a list of names", files={"r.json": _TBA_RANKINGS}),
        bad("u51a_api_scouting_frame",
            "rankagg.fuse(pd.read_csv(scouting_2026casj.csv)): the scouting app's export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "scouting", why="a table of runs has qid, docid, run and score columns; the scouting export has a team "
            "and match per row", files={"s.csv": _SCOUT_CSV}),
    ]
    return cases
