"""Issue 45's forty-seventh bar of scripts/reliability_matrix.py, a national archery federation's results team and a
shooting club's range office ranking archers and shooters per round, match and event across scoring software and
electronic targets (its cases, ids ``u47a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each event and round (``evt:nats-2026/RM-70m-qual``, ``evt:club-2026/AR10m-final``) is a query and
each archer or shooter a document (``arc:GBR-0412/s.hall``, ``sht:GER-7731/m.weber``); the runs are Ianseo's
qualification totals (with 10s and X counts as tie breaks), the arrow-by-arrow averages, the electronic targets'
decimal scores (SIUS) and the coaches' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each source's record, and judged against the finals eliminations (2 medal match, 1 quarter
final, 0 out earlier).  The mistakes and odd files: the field's own files given where runs or qrels are read (an
.ianseo competition file, World Archery's results API JSON, an ISSF results PDF, SIUS shot records, the club's score
cards whose lines are bib, end, three arrows and the end total, the range office's decimal series list, the bracket
table of a head-to-head elimination, an Archery GB score sheet, a shoot-off measurement sheet), and outputs named for
the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYSEVENTH_ARCHERY = ("45 Unseen inputs: a forty-seventh bar, a national archery federation's results team and a "
                        "shooting club's range office ranking archers and shooters per round, match and event "
                        "(Ianseo, World Archery results API, ISSF results PDF, SIUS, Archery GB score sheets, club "
                        "score cards, bracket tables)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ianseo_qual', 'arrow_avg', 'sius_decimal', 'coaches'],
    items=['arc:GBR-0412/s.hall', 'arc:GBR-0977/t.okafor', 'arc:GBR-1203/j.price', 'sht:GER-7731/m.weber',
           'arc:GBR-0588/a.singh', 'sht:GBR-3310/l.moss', 'arc:GBR-2045/r.evans', 'sht:GBR-4102/k.dunn'],
    queries=['evt:nats-2026/RM-70m-qual', 'evt:nats-2026/RW-70m-qual', 'evt:nats-2026/CM-50m-qual',
             'evt:nats-2026/RM-1-8-elim', 'evt:club-2026/AR10m-qual', 'evt:club-2026/AR10m-final'],
    suffix='/shoot-off', generator='archers', judgements='eliminations') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "archers", "archers.run")

_RECS3 = ["ianseo_qual", "arrow_avg", "sius_decimal"]
_OUT = ("archers.run",)
_ONE_RUN = ("evt:nats-2026/RM-70m-qual Q0 arc:GBR-0412/s.hall 1 0.93 ianseo_qual\nevt:nats-2026/RM-70m-qual Q0 "
            "arc:GBR-0977/t.okafor 2 0.81 ianseo_qual\n")


def _php_serialize(value) -> str:
    """PHP's serialize() of str, int and dict (what Ianseo's competition export compresses)."""
    if isinstance(value, int):
        return f"i:{value};"
    if isinstance(value, str):
        return f's:{len(value.encode())}:"{value}";'
    return f"a:{len(value)}:{{" + "".join(_php_serialize(k) + _php_serialize(v) for k, v in value.items()) + "}"


# an .ianseo competition file: Ianseo's export, PHP's gzcompress(serialize(...)): a zlib stream (magic 78 9C)
_IANSEO = zlib.compress(_php_serialize({
    "Tournament": {"ToCode": "26NATS", "ToName": "National Outdoor Championships 2026", "ToWhere": "Lilleshall",
                   "ToWhenFrom": "2026-08-15", "ToWhenTo": "2026-08-16", "ToType": 1, "ToNumDist": 2},
    "Entries": {"0": {"EnCode": "0412", "EnName": "HALL", "EnFirstName": "Sam", "EnDivision": "R",
                      "EnClass": "M"}}}).encode(), 6)
# World Archery's results API (api.worldarchery.org, v3 WORLDRANKINGS): a JSON document with an 'items' list
_WA_JSON = ('{"items": [{"Rnk": 1, "Points": 312.5, "Athlete": {"Id": 14331, "FName": "HALL", "GName": "Sam", '
            '"NOC": "GBR"}}, {"Rnk": 2, "Points": 298.0, "Athlete": {"Id": 15102, "FName": "OKAFOR", "GName": '
            '"Tunde", "NOC": "GBR"}}], "pageInfo": {"page": 1, "perPage": 10, "total": 2}}\n')
# an ISSF results PDF (a results book page): '%PDF-1.7' and the binary comment line
_ISSF_PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
             b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
             b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n"
             b"4 0 obj\n<< /Length 58 >>\nstream\nBT /F1 10 Tf 40 800 Td (10m Air Rifle Men - Final) Tj ET\n"
             b"endstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n")
# SIUS electronic targets' shot records (SiusData: start number, primary score, match shot, firing point, secondary
# (decimal) score, divisions, time, inner ten, x, y), ';'-separated, with the field names on line 1
_SIUS = ("StartNr;PrimaryScore;MatchShot;FiringPoint;SecondaryScore;Divisions;Time;InnerTen;X;Y\n"
         "7731;10;1;12;10.6;182;10:14:03.21;1;-1.21;0.84\n7731;10;1;12;10.3;301;10:14:41.07;0;2.55;-1.62\n"
         "7731;9;1;12;9.8;472;10:15:20.90;0;-3.90;2.66\n")
# the club's score cards: bib, end, three arrows (X for an inner ten) and the end total: six fields a line with a
# number fifth, so each line passes for a TREC run line
_SCORE_CARD = "0412A 1 X 10 9 29\n0412A 2 10 10 9 29\n0412A 3 X X 10 30\n0977B 1 10 9 9 28\n0977B 2 X 9 8 27\n"
# the range office's ISSF decimal series list (10m air rifle, 60 shots): start number, relay, three 20-shot
# subtotals and the total: six fields a line, a number fifth
_SERIES = ("7731 2 209.4 210.1 208.7 628.2\n3310 2 207.9 208.8 209.6 626.3\n4102 1 206.5 209.0 207.1 622.6\n")
# a head-to-head bracket table (the elimination's CSV): match, phase, targets, archers, set points, shoot-off
_BRACKET = ("Match,Phase,Target,Archer1,NOC1,SetPoints1,Archer2,NOC2,SetPoints2,ShootOff1,ShootOff2,"
            "ShootOffDistance1_mm,ShootOffDistance2_mm\n"
            "M01,1/8,1,HALL Sam,GBR,6,EVANS Rhys,GBR,2,,,,\n"
            "M02,1/8,2,OKAFOR Tunde,GBR,5,PRICE Joel,GBR,6,9,10,,\n"
            "M03,1/8,3,SINGH Arjun,GBR,5,MOSS Liam,GBR,5,10,10,31,58\n")
# an Archery GB score sheet (a Portsmouth round: 60 arrows at 20 yards, ends of three)
_AGB_SHEET = ("ARCHERY GB SCORE SHEET\nName: Sam Hall    Club: Lilleshall Bowmen    AGB No: 2104412\n"
              "Round: Portsmouth    Bow: Recurve    Date: 12/01/2026    Target: 1A\n"
              "End  Arrows      E/T  Hits  Golds  R/T\n1    10 10 9     29   3     2      29\n"
              "2    10 9 9      28   3     1      57\n")
# a shoot-off measurement sheet: the judges' distance from the arrow to the centre, one archer a line
_SHOOT_OFF = ("SHOOT-OFF MEASUREMENT  Match M03  1/8 Elimination  Target 3\n"
              "Archer        NOC  Arrow  Distance to centre (mm)\nSINGH Arjun   GBR  10     31\n"
              "MOSS Liam     GBR  10     58\nWinner: SINGH Arjun (closest to centre)\n")
# the set points sheet of the head-to-head matches: match, archer, set points, sets won (four fields a line)
_SET_POINTS = "M01 GBR-0412 6 3\nM01 GBR-2045 2 1\nM02 GBR-0977 5 2\nM02 GBR-1203 6 3\n"


def fortyseventh_bar_archery_cases() -> list[Case]:
    G = FORTYSEVENTH_ARCHERY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="archers", judgements="eliminations", runs=_RECS3, stem="archers", outputs=_OUT,
        item="archer or shooter", rounded="arrow_avg",
        weights="{'ianseo_qual': 2.0, 'arrow_avg': 1.0, 'sius_decimal': 1.5, 'coaches': 0.5}",
        lone_query="R['coaches']['evt:club-2026/AR10m-juniors'] = {'sht:GBR-5120/e.wood': 0.9, "
                   "'sht:GBR-5121/o.reid': 0.4}\n",
        trust="ianseo_qual 2\narrow_avg 1\nsius_decimal 1.5\n",
        trust_dict="{'ianseo_qual': 2, 'arrow_avg': 1, 'sius_decimal': 1.5}",
        texts={
            "rrf": ("u47a_rrf_scoring_sources",
                    "rankagg.fuse({source: {event/round: {archer or shooter: score}}}, method='rrf'): four sources, "
                    "six rounds ('evt:nats-2026/RM-70m-qual'), archers as 'arc:GBR-0412/s.hall'"),
            "borda": ("u47a_borda_unscored_archers",
                      "rankagg.fuse(..., method='borda'): the electronic targets have no score for archers who shot "
                      "on paper faces"),
            "combsum": ("u47a_combsum_rounded_arrow_average",
                        "rankagg.fuse(..., method='combsum'): the arrow-by-arrow average at one decimal (many ties, "
                        "as 9.6 a arrow) beside the others"),
            "fuser": ("u47a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per round: Ianseo's qualification totals count 2, the "
                      "coaches 0.5"),
            "frame": ("u47a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results team's sheet, a "
                      "row per round, archer and source"),
            "evaluate": ("u47a_evaluate_eliminations",
                         "rankagg.evaluate(fused ranking, the finals eliminations, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused seeding put first the archers who reached the medal matches"),
            "lone": ("u47a_one_source_round",
                     "rankagg.fuse(..., method='rrf'): a juniors' air rifle round only the coaches ranked (shot on "
                     "paper, no electronic targets) beside rounds every source covers"),
            "cli_rrf": ("u47a_cli_rrf_runs",
                        "rankagg fuse ianseo_qual.run arrow_avg.run sius_decimal.run --method rrf -o archers.run: "
                        "one run per source, rounds as queries"),
            "cli_borda": ("u47a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Ianseo's totals "
                          "count double)"),
            "cli_combsum": ("u47a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four archers a round sends to the "
                            "semi-finals"),
            "cli_evaluate": ("u47a_cli_evaluate_eliminations_qrels",
                             "rankagg evaluate archers.run --qrels eliminations.qrels -m ndcg_cut.5 -m map: the fused "
                             "seeding against the finals eliminations (0-2)"),
            "cli_parquet": ("u47a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o archers.parquet: gzipped runs from the results "
                            "server, a Parquet table for the federation's results page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u47a_ianseo_file_as_run", "an .ianseo competition file (Ianseo's export: a zlib stream of its serialized "
         "competition)", "26NATS.ianseo", _IANSEO, "Ianseo", "26NATS.ianseo"),
        ("u47a_wa_api_json_as_run", "World Archery's results API answer (a WORLDRANKINGS JSON document: items, "
         "Rnk, Points, Athlete)", "worldrankings_RM.json", _WA_JSON, "World Archery", "worldrankings_RM.json:1"),
        ("u47a_issf_pdf_as_run", "an ISSF results PDF (the 10m air rifle final's results book page)",
         "AR60M_final_results.pdf", _ISSF_PDF, "PDF", "AR60M_final_results.pdf"),
        ("u47a_sius_shots_as_run", "SIUS electronic targets' shot records (StartNr;PrimaryScore;MatchShot;"
         "FiringPoint;SecondaryScore;...)", "sius_relay2_shots.csv", _SIUS, "SIUS", "sius_relay2_shots.csv:1"),
        ("u47a_score_card_as_run", "the club's score cards (bib, end, three arrows, end total: six fields a line, "
         "a number fifth)", "scorecards_portsmouth.txt", _SCORE_CARD, "score card", "scorecards_portsmouth.txt:1"),
        ("u47a_decimal_series_as_run", "the range office's ISSF decimal series list (start number, relay, three "
         "20-shot subtotals, total: six fields a line)", "AR10m_series.txt", _SERIES, "series",
         "AR10m_series.txt:1"),
        ("u47a_bracket_csv_as_run", "the elimination's bracket table (Match, Phase, Target, Archer1, NOC1, "
         "SetPoints1, ..., ShootOffDistance2_mm)", "RM_bracket.csv", _BRACKET, "bracket", "RM_bracket.csv:1"),
        ("u47a_agb_score_sheet_as_run", "an Archery GB score sheet (a Portsmouth round: End, Arrows, E/T, Hits, "
         "Golds, R/T)", "hall_portsmouth.txt", _AGB_SHEET, "Archery GB", "hall_portsmouth.txt:1"),
        ("u47a_shoot_off_sheet_as_run", "a shoot-off measurement sheet (the judges' distance to centre in mm, one "
         "archer a line)", "M03_shootoff.txt", _SHOOT_OFF, "shoot-off", "M03_shootoff.txt:1")],
        one_run=("ianseo_qual.run", _ONE_RUN), stem="archers",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a compressed competition file or a PDF read as lines gives no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u47a_bracket_as_qrels", "RM_bracket.csv", _BRACKET, "bracket"),
        ("u47a_set_points_as_qrels", "set_points_1-8.txt", _SET_POINTS, "set points"),
        ("u47a_wa_api_json_as_qrels", "worldrankings_RM.json", _WA_JSON, "World Archery"),
        ("u47a_sius_shots_as_qrels", "sius_relay2_shots.csv", _SIUS, "SIUS")],
        one_run=("ianseo_qual.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u47a_out_ianseo", "archers.ianseo", "an Ianseo competition file"),
        ("u47a_out_pdf", "archers.pdf", "an ISSF results PDF"),
        ("u47a_out_xlsx", "archers.xlsx", "an Archery GB score sheet workbook"),
        ("u47a_out_ods", "archers.ods", "the club's score card spreadsheet")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u47a_api_wa_json_dict",
            "rankagg.fuse(json.load(worldrankings_RM.json)): World Archery's results API answer loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('w.json')), method='rrf')\n",
            "World Archery", why="a run maps a query to {document: score}; the API's 'items' is a list of "
            "archers and 'pageInfo' paging", files={"w.json": _WA_JSON}),
        bad("u47a_api_bracket_frame",
            "rankagg.fuse(pd.read_csv(RM_bracket.csv)): the elimination's bracket table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('b.csv'), method='borda')\n",
            "bracket", why="a table of runs has qid, docid, run and score columns; a bracket has a match per row "
            "with two archers' set points", files={"b.csv": _BRACKET}),
    ]
    return cases
