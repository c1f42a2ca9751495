"""Issue 45's fifty-ninth bar of scripts/reliability_matrix.py, a county darts league's statisticians and a
professional tour's data team ranking players per match, event and season (its cases, ids ``u59a_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each match, event or season (``season:2025-26/county-div1``, ``event:pc-2026/players-champ-07``) is a
query and each player a document (``player:dc-10482/parry-d`` for a county player's DartConnect id,
``pro:pdc-117/vance-t`` for a tour card holder); the runs are the three-dart average, the checkout percentage, the legs
won and the ranking money, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by
how much each statistic is trusted, and judged against the county team selection (2 selected, 1 reserve, 0 not).  The
mistakes and odd files: the field's own files given where runs or qrels are read (DartConnect's "Perf. by Legs" export
and its 01 leaderboard, the leaderboard saved as an Excel workbook, an n01 online match JSON, the Windows n01's saved
match CSV, the county's old Excel 97 averages workbook, the league's typed result sheet and fixtures, the PDC Order of
Merit pasted as text), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYNINTH_DARTS = ("45 Unseen inputs: a fifty-ninth bar, a county darts league's statisticians and a professional "
                    "tour's data team ranking players per match, event and season (DartConnect exports, n01 match "
                    "logs, Excel workbooks, typed result sheets and fixtures, the PDC Order of Merit)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['three_dart_avg', 'checkout_pct', 'legs_won', 'ranking_money'],
    items=['player:dc-10482/parry-d', 'pro:pdc-117/vance-t', 'player:dc-10517/lowe-m', 'pro:pdc-031/harrow-d',
           'player:dc-11002/okafor-j', 'pro:pdc-204/brandt-l', 'player:dc-11310/reyes-s', 'pro:pdc-088/quinn-a'],
    queries=['season:2025-26/county-div1', 'season:2025-26/county-div2', 'event:pc-2026/players-champ-07',
             'event:euro-tour-2026/et03', 'match:2026-02-12/crown-a-v-redlion-b', 'match:2026-02-19/fox-v-swan-b3'],
    suffix='/r2', generator='oche_nights', judgements='county_selection') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "oche_nights", "league.run")

_RECS3 = ["three_dart_avg", "checkout_pct", "legs_won"]
_OUT = ("league.run",)
_ONE_RUN = ("season:2025-26/county-div1 Q0 player:dc-10482/parry-d 1 0.91 three_dart_avg\nseason:2025-26/county-div1 "
            "Q0 pro:pdc-117/vance-t 2 0.77 three_dart_avg\n")
# the team's files, as DartConnect, n01, Excel and the league's statisticians write them (a few lines)
# DartConnect's league portal CSV report "Season: Perf. by Legs" (the By_Leg export): every field quoted, its header
# with three unnamed columns and "Last Name, FI"; a row per player and leg, the recap's match and event links
_DC_BY_LEG = (
    '"Report Name","League ID","Membership","M/F","Team","Division","Season","Email","Last Name, FI","Blank","DC",'
    '"First Name","PF","Game Name","Win","Start","Cork","","Pts/Marks","Darts","3DA","Hi Turn","DO","DI","","Set #",'
    '"Game #","","Date","Away @ Guest","Report Link","Event Link"\n'
    '"Season: Perf. by Legs","KentCDL","Premium","M","Crown & Anchor A","Division 1","REG","d.parry@example.org",'
    '"Parry, D","","*","Dave","S","501 SIDO","W","1","X","","501","18","83.5","140","40","","","1","1","",'
    '"2/12/2026 20:4","Red Lion B @ Crown & Anchor A",'
    '"https://recap.dartconnect.com/history/report/match/67ac1f3be4b0a1c9d2f05e11",'
    '"https://recap.dartconnect.com/history/report/event/881204"\n'
    '"Season: Perf. by Legs","KentCDL","Guest","M","Red Lion B","Division 1","REG","m.lowe@example.org","Lowe, M",'
    '"","","Mick","S","501 SIDO","L","0","X","","385","18","64.2","100","","","","1","1","","2/12/2026 20:4",'
    '"Red Lion B @ Crown & Anchor A","https://recap.dartconnect.com/history/report/match/67ac1f3be4b0a1c9d2f05e11",'
    '"https://recap.dartconnect.com/history/report/event/881204"\n')
# DartConnect's "all 01 leaderboard" CSV report (every field quoted: Last, First, Gender, Team, ..., 3DA, First 9,
# HTurn, ..., CO Opp, CO Turn %, Tracked Legs, CO Att, CO %, O-3DA)
_DC_LEADERBOARD = (
    '"Last","First","Gender","Team","Division","Country","Matches","Legs","LWon","Legs Win","LWD","LWD Wins","WD%",'
    '"LAD","LAD Wins","AD%","Darts Thrown","Points Scored","3DA","First 9","HTurn","HSI","HDIT","HDI","HDO","100+",'
    '"140+","180","Ton Points","T95_113","T14_32","T33_51","T52_70","T71_80","T00_19","T20_39","T40_59","T60_79",'
    '"Avg Fin","CO Darts","CO Opp","CO Turn %","Tracked Legs","CO Att","CO %","O-3DA"\n'
    '"Parry","Dave","M","Crown & Anchor A","Division 1","England","14","38","27","71.05","19","16","84.21","19","11",'
    '"57.89","1020","16302","47.95","56.8311","180","121","","","121","31","11","3","5600","9","4","6","3","2","7",'
    '"5","3","2","38.4","27","88","30.68","0","","","44.10"\n'
    '"Lowe","Mick","M","Red Lion B","Division 1","England","13","35","19","54.29","17","11","64.71","18","8","44.44",'
    '"960","13507","42.21","49.0742","140","100","","","100","22","4","0","2960","8","2","3","1","0","5","2","1","0",'
    '"29.75","19","81","23.46","0","","","43.87"\n')
# n01 online's match data (n01_online.php?cmd=get_match, as n01_view shows it): mid, title, startScore, limitLeg,
# endMatch, legData [{first, currentRound, endFlag, winner, playerData [[{score, left}], ...]}] (a checkout stored as
# -darts), statsData [{name, pid, winSets, winLegs, allScore, allDarts}]
_N01_JSON = (
    '{"mid":"Kc4fR2tQ_1770925845000","title":"Kent CDL Div 1 - Board 2","startScore":501,"roundLimit":0,"maxRound":0,'
    '"currentSet":0,"currentLeg":0,"limitSet":0,"limitLeg":1,"drawMode":0,"endMatch":1,"legData":['
    '{"time":1770926110000,"first":0,"currentRound":5,"currentPlayer":1,"selectRound":5,"selectPlayer":0,'
    '"endFlag":1,"middleForDiddle":0,"winner":0,"playerData":[[{"score":0,"left":501},{"score":100,"left":401},'
    '{"score":140,"left":261},'
    '{"score":85,"left":176},{"score":96,"left":80},{"score":40,"left":40},{"score":-2,"left":0}],'
    '[{"score":0,"left":501},{"score":60,"left":441},{"score":81,"left":360},{"score":100,"left":260},'
    '{"score":45,"left":215},{"score":100,"left":115}]]}],"statsData":[{"name":"Dave Parry","pid":"u8Hq2Lx0",'
    '"winSets":0,"winLegs":1,"allScore":501,"allDarts":17},{"name":"Mick Lowe","pid":"p3Nw9Ke4","winSets":0,'
    '"winLegs":0,"allScore":386,"allDarts":15}]}\n')
# the Windows n01's saved match (score_save.c's CSV, "501_20260212_201405.csv", CRLF): date and time, the two names;
# Totals, Averages, Finish Stats and Counts lines (",Title,p1,Title,p2"); then per leg Round,Scored,To Go,Scored,To Go
# rows (a checkout as -darts) and the Darts line
_N01_CSV = "\r\n".join([
    "12/02/2026 20:14:05,Dave Parry,,Mick Lowe,", "Totals,Sets,1,Sets,0", ",Legs,1,Legs,0", ",Tons,2,Tons,2",
    ",100+,1,100+,2", ",140+,1,140+,0", ",180's,0,180's,0", ",High Out,40,High Out,", ",Best,17,Best,",
    ",Worst,17,Worst,", "Averages,Darts,17.00,Darts,0.00", ",Score,29.47,Score,25.73", ",First 9,36.11,First 9,26.78",
    ",Check-Out,50.00,Check-Out,0.00", ",Keep,100.00,Keep,0.00", ",Break,0.00,Break,0.00",
    "Finish Stats,2-80 Success,1,2-80 Success,0", ",2-80 Failure,0,2-80 Failure,0",
    ",81-130 Success,0,81-130 Success,0", ",81-130 Failure,0,81-130 Failure,0", ",131+ Success,0,131+ Success,0",
    ",131+ Failure,0,131+ Failure,0", "Counts,Legs,1,Legs,1", ",Darts Won,17,Darts Won,0", ",Score,501,Score,386",
    ",Darts,17,Darts,15", ",First 9 Score,325,First 9 Score,241", ",First 9 Darts,9,First 9 Darts,9",
    ",Check-Out,1,Check-Out,0", ",Double,2,Double,0", ",Keep Won,1,Keep Won,0", ",Keep All,1,Keep All,0",
    ",Break Won,0,Break Won,0", ",Break All,0,Break All,1", "", "Round,Scored,To Go,Scored,To Go", ",*,501,,501",
    "1,100,401,60,441", "2,140,261,81,360", "3,85,176,100,260", "4,96,80,45,215", "5,40,40,100,115", "6,-2,,,",
    "Darts,17,,,", ""])


def _xlsx_workbook() -> bytes:
    """DartConnect's 01 leaderboard saved as an Excel workbook, as the league portal tells leagues to: an OOXML zip
    (magic PK 03 04) whose first part is [Content_Types].xml, Excel's DOS date 1980-01-01, a shared-strings sheet."""
    rows: list[list[str | float]] = [["Last", "First", "Team", "Legs", "LWon", "3DA"],
                                     ["Parry", "Dave", "Crown &amp; Anchor A", 38, 27, 47.95],
                                     ["Lowe", "Mick", "Red Lion B", 35, 19, 42.21]]
    strings = [v for r in rows for v in r if isinstance(v, str)]

    def cell(ref: str, v: str | float) -> str:
        return (f'<c r="{ref}" t="s"><v>{strings.index(v)}</v></c>' if isinstance(v, str)
                else f'<c r="{ref}"><v>{v}</v></c>')

    data = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEF'[j]}{i}", v) for j, v in enumerate(r)) + "</row>"
                   for i, r in enumerate(rows, 1))
    ns, rel = "http://schemas.openxmlformats.org/", "officeDocument/2006/relationships"
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    ct = "application/vnd.openxmlformats-"
    parts = [
        ("[Content_Types].xml", f'<Types xmlns="{ns}package/2006/content-types"><Default Extension="rels" '
         f'ContentType="{ct}package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
         f'<Override PartName="/xl/workbook.xml" ContentType="{ct}officedocument.spreadsheetml.sheet.main+xml"/>'
         f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}officedocument.spreadsheetml.worksheet'
         f'+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="{ct}officedocument.spreadsheetml.'
         'sharedStrings+xml"/></Types>'),
        ("_rels/.rels", f'<Relationships xmlns="{ns}package/2006/relationships"><Relationship Id="rId1" '
         f'Type="{ns}{rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
        ("xl/workbook.xml", f'<workbook xmlns="{ns}spreadsheetml/2006/main" xmlns:r="{ns}{rel}"><sheets>'
         '<sheet name="all_01_leaderboard" sheetId="1" r:id="rId1"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{ns}package/2006/relationships"><Relationship '
         f'Id="rId1" Type="{ns}{rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" '
         f'Type="{ns}{rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>'),
        ("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{ns}spreadsheetml/2006/main"><sheetData>{data}</sheetData>'
         '</worksheet>'),
        ("xl/sharedStrings.xml", f'<sst xmlns="{ns}spreadsheetml/2006/main" count="{len(strings)}" '
         f'uniqueCount="{len(strings)}">' + "".join(f"<si><t>{s}</t></si>" for s in strings) + "</sst>")]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, xml in parts:
            z.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), head + xml, zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def _xls_workbook() -> bytes:
    """The county's old averages workbook, Excel 97-2003: a compound file (magic D0 CF 11 E0 A1 B1 1A E1; version 3,
    byte order FFFE, 512-byte sectors, one FAT sector, the directory in sector 1) holding a 'Workbook' stream that opens
    with a BIFF8 BOF record (0809, version 0600, workbook globals) and ends with EOF (000A)."""
    end, free = 0xFFFFFFFE, 0xFFFFFFFF
    header = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(16) + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6)
              + bytes(6) + struct.pack("<IIIIIIIII", 0, 1, 1, 0, 0x1000, end, 0, end, 0)
              + struct.pack("<I", 0) + struct.pack("<I", free) * 108)
    fat = struct.pack("<II", 0xFFFFFFFD, end) + struct.pack("<7I", *range(3, 10)) + struct.pack("<I", end)
    fat += struct.pack("<I", free) * (128 - 10)

    def entry(name: str, kind: int, child: int, start: int, size: int) -> bytes:
        raw = name.encode("utf-16-le") + b"\0\0"
        return (raw.ljust(64, b"\0") + struct.pack("<HBB", len(raw), kind, 1) + struct.pack("<III", free, free, child)
                + bytes(16 + 4 + 16) + struct.pack("<IQ", start, size))

    directory = entry("Root Entry", 5, 1, end, 0) + entry("Workbook", 2, free, 2, 4096)
    directory += (bytes(64) + struct.pack("<HBB", 0, 0, 0) + struct.pack("<III", free, free, free) + bytes(52)) * 2
    workbook = (struct.pack("<HHHHHHII", 0x0809, 16, 0x0600, 0x0005, 0x2775, 0x07CD, 0x000080C9, 0x00000206)
                + struct.pack("<HH", 0x000A, 0)).ljust(4096, b"\0")
    return header + fat + directory + workbook


_XLSX = _xlsx_workbook()
_XLS = _xls_workbook()
# the league's result sheet as the secretary types it after a match night: week, board, player, legs won, three-dart
# average, checkout percentage: six fields a line, a number fifth
_RESULTS = ("wk19 B1 D.Parry 3 47.82 37.5\nwk19 B1 M.Lowe 1 41.06 20.0\nwk19 B2 J.Okafor 3 39.90 42.9\n"
            "wk19 B2 S.Reyes 2 38.75 28.6\n")
# the league's fixtures as the fixtures secretary types them: week, date, home team, 'v', away team, start time
_FIXTURES = ("wk20 2026-02-19 crown-anchor-a v red-lion-b 20:00\nwk20 2026-02-19 fox-hounds-a v swan-b 20:00\n"
             "wk21 2026-02-26 red-lion-b v fox-hounds-a 20:00\n")
# the PDC Order of Merit pasted from the ranking page by hand: position, first name, surname, ranking money: four
# fields a line
_OOM = ("1 Dean Harrow £1,506,500\n2 Toby Vance £1,191,250\n3 Lars Brandt £873,000\n4 Aidan Quinn £642,750\n")


def fiftyninth_bar_darts_cases() -> list[Case]:
    G = FIFTYNINTH_DARTS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="oche_nights", judgements="county_selection", runs=_RECS3, stem="league", outputs=_OUT,
        item="player", rounded="checkout_pct",
        weights="{'three_dart_avg': 2.0, 'checkout_pct': 1.0, 'legs_won': 1.5, 'ranking_money': 0.5}",
        lone_query="R['ranking_money']['event:q-school-2026/final-stage-d4'] = {'pro:pdc-204/brandt-l': 0.9, "
                   "'pro:pdc-117/vance-t': 0.4}\n",
        trust="three_dart_avg 2\ncheckout_pct 1\nlegs_won 0.5\n",
        trust_dict="{'three_dart_avg': 2, 'checkout_pct': 1, 'legs_won': 0.5}",
        texts={
            "rrf": ("u59a_rrf_match_sources",
                    "rankagg.fuse({statistic: {match, event or season: {player: score}}}, method='rrf'): four "
                    "statistics, six matches and seasons ('season:2025-26/county-div1'), players as "
                    "'player:dc-10482/parry-d'"),
            "borda": ("u59a_borda_unscored_players",
                      "rankagg.fuse(..., method='borda'): the checkout percentage has none for a player who never "
                      "reached a double"),
            "combsum": ("u59a_combsum_rounded_checkout_pct",
                        "rankagg.fuse(..., method='combsum'): the checkout percentage at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u59a_weighted_fuser_three_dart_avg",
                      "rankagg.Fuser('rrf', weights=...) per match: the three-dart average counts 2, the ranking money "
                      "0.5"),
            "frame": ("u59a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the statisticians' season "
                      "sheet, a row per match, player and statistic"),
            "evaluate": ("u59a_evaluate_county_selection",
                         "rankagg.evaluate(fused ranking, the county team selection, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the players picked for the county side"),
            "lone": ("u59a_one_source_q_school_event",
                     "rankagg.fuse(..., method='rrf'): a Q-School stage only the ranking money ranked (no averages "
                     "kept) beside matches every statistic covers"),
            "cli_rrf": ("u59a_cli_rrf_runs",
                        "rankagg fuse three_dart_avg.run checkout_pct.run legs_won.run --method rrf -o league.run: one "
                        "run per statistic, matches, events and seasons as queries"),
            "cli_borda": ("u59a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the three-dart average "
                          "counts double)"),
            "cli_combsum": ("u59a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four boards of a match night"),
            "cli_evaluate": ("u59a_cli_evaluate_selection_qrels",
                             "rankagg evaluate league.run --qrels county_selection.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the county team selection (0-2)"),
            "cli_parquet": ("u59a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o league.parquet: gzipped runs from the tour data "
                            "team's nightly jobs, a Parquet table for the league's averages page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u59a_dartconnect_by_leg_as_run", "DartConnect's 'Season: Perf. by Legs' CSV export (Report Name, League "
         "ID, ..., 3DA, Hi Turn, DO, ..., Report Link, Event Link)", "KentCDL_Winter_2025_By_Leg_export.csv",
         _DC_BY_LEG, "DartConnect", "KentCDL_Winter_2025_By_Leg_export.csv:1"),
        ("u59a_dartconnect_leaderboard_as_run", "DartConnect's all 01 leaderboard CSV (Last, First, Gender, Team, "
         "..., 3DA, First 9, ..., CO %, O-3DA)", "KentCDL_Winter_2025_all_01_leaderboard.csv", _DC_LEADERBOARD,
         "DartConnect", "KentCDL_Winter_2025_all_01_leaderboard.csv:1"),
        ("u59a_dartconnect_xlsx_as_run", "DartConnect's 01 leaderboard saved as an Excel workbook (an OOXML zip, "
         "PK 03 04, [Content_Types].xml first)", "KentCDL_Winter_2025_all_01_leaderboard.xlsx", _XLSX, "Excel",
         "KentCDL_Winter_2025_all_01_leaderboard.xlsx"),
        ("u59a_n01_match_json_as_run", "an n01 online match (JSON: mid, title, startScore, legData with playerData, "
         "statsData with winLegs, allScore, allDarts)", "n01_Kc4fR2tQ_1770925845000.json", _N01_JSON, "n01",
         "n01_Kc4fR2tQ_1770925845000.json:1"),
        ("u59a_n01_saved_csv_as_run", "the Windows n01's saved match CSV (names, then Totals, Averages, Finish Stats, "
         "Counts and the legs' Round,Scored,To Go rows)", "501_20260212_201405.csv", _N01_CSV, "n01",
         "501_20260212_201405.csv:2"),
        ("u59a_county_xls_as_run", "the county's Excel 97-2003 averages workbook (a compound file, D0 CF 11 E0, with "
         "a BIFF8 Workbook stream)", "county_averages_2025-26.xls", _XLS, "Excel", "county_averages_2025-26.xls"),
        ("u59a_result_sheet_as_run", "the league's typed result sheet (six fields a line: week, board, player, legs "
         "won, three-dart average, checkout percentage)", "wk19_results.txt", _RESULTS, "result sheet",
         "wk19_results.txt:1"),
        ("u59a_fixtures_as_run", "the league's typed fixtures (six fields a line: week, date, home team, v, away "
         "team, start time)", "fixtures_2025-26.txt", _FIXTURES, "fixtures", "fixtures_2025-26.txt:1"),
        ("u59a_order_of_merit_as_run", "the PDC Order of Merit pasted as text (four fields a line: position, first "
         "name, surname, ranking money)", "pdc_order_of_merit.txt", _OOM, "Order of Merit",
         "pdc_order_of_merit.txt:1")],
        one_run=("three_dart_avg.run", _ONE_RUN), stem="league",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Excel workbook (a zip or a compound file) read as lines gives no "
                   "ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u59a_order_of_merit_as_qrels", "pdc_order_of_merit.txt", _OOM, "Order of Merit"),
        ("u59a_result_sheet_as_qrels", "wk19_results.txt", _RESULTS, "result sheet"),
        ("u59a_dartconnect_leaderboard_as_qrels", "KentCDL_Winter_2025_all_01_leaderboard.csv", _DC_LEADERBOARD,
         "DartConnect"),
        ("u59a_n01_match_json_as_qrels", "n01_Kc4fR2tQ_1770925845000.json", _N01_JSON, "n01")],
        one_run=("three_dart_avg.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u59a_out_n01", "league.n01", "an n01 match log"),
        ("u59a_out_oom", "league.oom", "a PDC Order of Merit table"),
        ("u59a_out_dartconnect", "league.dartconnect", "a DartConnect report"),
        ("u59a_out_n01_json", "league.n01.json", "an n01 match JSON")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=59"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u59a_api_n01_match_dict",
            "rankagg.fuse(json.load(n01_Kc4fR2tQ_1770925845000.json)): an n01 online match loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "n01", why="a run maps a query to {document: score}; the match's 'legData' and 'statsData' are lists and "
            "'startScore' a number", files={"m.json": _N01_JSON}),
        bad("u59a_api_dartconnect_frame",
            "rankagg.fuse(pd.read_csv(KentCDL_Winter_2025_all_01_leaderboard.csv)): DartConnect's leaderboard given "
            "as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('l.csv'), method='borda')\n",
            "DartConnect", why="a table of runs has qid, docid, run and score columns; DartConnect's leaderboard has a "
            "player per row and 46 statistics", files={"l.csv": _DC_LEADERBOARD}),
    ]
    return cases
