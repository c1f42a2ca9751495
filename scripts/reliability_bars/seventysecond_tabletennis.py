"""Issue 45's seventy-second bar of scripts/reliability_matrix.py, a table tennis league's results office and a club's
coaches, ranking players per competition, league and season from match results (games to 11, best of five, team
matches), ratings (Germany's TTR and QTTR, the ITTF world ranking points) and tournament draws (its cases, ids
``u72a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each competition, tournament, league round, group or season list (``konkurrenz:2025-11-09/
bezirksrangliste/herren-a``, the date, the tournament then the competition; ``turnier:...`` a whole tournament,
``liga:2025-26/bezirksliga-ost/VR`` a league's first half, ``gruppe:...`` a group of the draw, ``saison:2025-26/
qttr-vereinsrangliste`` the club's season list) is a query and each player a document (``spieler:ByTTV/103028148``,
the federation, then the player's licence number as click-TT gives it); the runs are click-TT's results, the balls
won, the QTTR values and the group places, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, click-TT's results weighted highest (they decide the titles), and judged against the competition's podium
(2 a finalist, 1 a semi-finalist, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or
qrels are read (click-TT's tournament export (XML, nuLiga's TournamentPortal.dtd), the ITTF world ranking as WTT's
ranking API answers it, the club's QTTR list as an Excel workbook and as Excel's semicolon CSV, click-TT's Spielplan
CSV, ttSchweizer's round and player files (.tts), the umpires' table's score sheets of a team match, the group table
and the team line-up as typed), and outputs named for the field's files (a ttSchweizer round file, the QTTR workbook,
ttSchweizer's results XML for click-TT's import, a click-TT Spielplan CSV).  (Checked: the tournament export's
prolog, DOCTYPE, elements and attributes (tournament, competition, players, player type/id, person with licence-nr,
ttr, ttr-match-count, internal-nr, club-nr ...; tab indenting and blank lines) from a file click-TT wrote, kept in
tgfuellner/ttSchweizer (testCases/testStartWithClickXML/28.8.xml), and the results file's match attributes (sets-a,
set-a-1, games-a ...) from its resultRunde6-28.8.xml-expected; ttSchweizer's .tts files (runde-5.tts's comment header
and '<>' '!' lines, spieler.tts's 'Name, TTR' lines) from the same repository; the WTT ranking answer's keys
(StatusCode, Result, IttfId, PlayerName, CountryCode, CountryName, SubEventCode, RankingYear/Month/Week,
RankingPointsCareer, RankingPointsYTD, RankingPosition, CurrentRank, PreviousRank, RankingDifference, PublishDate;
values as strings) from several readers of wttcmsapigateway-new.azure-api.net/internalttu/RankingsCurrentWeek/
CurrentWeek/GetRankingIndividuals and a saved answer of it; click-TT's Spielplan CSV header (Termin;Staffel;Runde;
HeimMannschaft;...;BegegnungNr;Altersklasse, 'dd.MM.yyyy HH:mm', VR/RR/Pokal) from a click-TT CSV parser and its
fixtures.  Left out, as they could not be checked: Ratings Central's downloads (its player list comes as a zip after
a login; no sample found), TTLive's and Omnipong's files and USATT's rating lists (no file format found, only web
pages), myTischtennis' QTTR lists (no export found: the coach's workbook and CSV columns are the coach's own, Excel's
bytes as Office writes them), a click-TT league table page and the Spielbericht PDF (no saved sample found); the WTT
answer's key order and any keys beyond those read; the Spielplan CSV's encoding and line ends (UTF-8 and LF, as its
parser's fixtures have them); the tournament export's line ends (LF, as stored in git).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYSECOND_TABLETENNIS = ("45 Unseen inputs: a seventy-second bar, a table tennis league's results office and a "
                             "club's coaches ranking players per competition, league and season from match results, "
                             "TTR/QTTR ratings, ITTF ranking points and draws (click-TT tournament XML and Spielplan "
                             "CSV, WTT ranking API JSON, QTTR workbooks and CSVs, ttSchweizer .tts files, score "
                             "sheets, group tables and line-ups as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['clicktt_results', 'ball_points', 'qttr_values', 'group_places'],
    items=['spieler:ByTTV/103028148', 'spieler:ByTTV/113017128', 'spieler:ByTTV/102013235', 'spieler:ByTTV/112024074',
           'spieler:ByTTV/202018205', 'spieler:ByTTV/112011158', 'spieler:ByTTV/113009233', 'spieler:ByTTV/102013024'],
    queries=['konkurrenz:2025-11-09/bezirksrangliste/herren-a', 'turnier:2025-11-09/bezirksrangliste',
             'liga:2025-26/bezirksliga-ost/VR', 'gruppe:2025-11-09/bezirksrangliste/herren-a/gruppe-2',
             'konkurrenz:2025-11-30/kreismeisterschaft/herren-einzel', 'saison:2025-26/qttr-vereinsrangliste'],
    suffix='/endrunde', generator='tabletennis_scores', judgements='competition_podium'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "tabletennis_scores", "competition_rankings.run")

_RECS3 = ["clicktt_results", "ball_points", "qttr_values"]
_OUT = ("competition_rankings.run",)
_ONE_RUN = ("konkurrenz:2025-11-09/bezirksrangliste/herren-a Q0 spieler:ByTTV/103028148 1 0.9318 clicktt_results\n"
            "konkurrenz:2025-11-09/bezirksrangliste/herren-a Q0 spieler:ByTTV/113017128 2 0.8804 clicktt_results\n")


# the team's files, as click-TT, WTT's ranking API, Excel, ttSchweizer and the umpires' table write them
# click-TT's tournament export, as the tournament desk downloads it to start its tournament software: UTF-8, the
# XML declaration, a DOCTYPE naming nuLiga's TournamentPortal.dtd, then tournament > competition > players > player >
# person, tab indenting with the blank lines click-TT leaves (28.8.xml in tgfuellner/ttSchweizer's tests)
def _clicktt_person(n: int, lic: str, last: str, first: str, club: str, count: int, ttr: int, nu: str,
                    year: int) -> str:
    return (f'\t\t\t\t\n\t\t\t\t\t<player type="single" id="PLAYER{n}">\n'
            f'\t\t\t\t\t\t<person licence-nr="{lic}" lastname="{last}" club-name="{club}" sex="1" '
            f'ttr-match-count="{count}" club-federation-nickname="ByTTV" ttr="{ttr}" internal-nr="{nu}" '
            f'firstname="{first}" club-nr="{lic[:6]}" birthyear="{year}"/>\n\t\t\t\t\t\t\n\t\t\t\t\t</player>\n')


_CLICKTT_XML = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<!DOCTYPE tournament SYSTEM "http://liga.nu/dtd/TournamentPortal.dtd">\n'
    '<tournament end-date="2025-11-09" start-date="2025-11-09" name="Bezirksrangliste Herren A" '
    'tournament-id="q7RmZt2xKc9VbN4pLw8sYd3FhJ6uGe1A">\n\t\n'
    '\t\t<competition start-date="2025-11-09 09:30" age-group="Herren" type="Einzel">\n\t\t\t<players>\n'
    + _clicktt_person(1, "103028148", "Broll", "Joachim", "SV Weichs", 702, 1642, "NU1005321", 1994)
    + _clicktt_person(2, "113017128", "Djelassi", "Mourad", "TSV 66 Polling", 455, 1618, "NU1003762", 1993)
    + _clicktt_person(3, "102013235", "Gabler", "Jochen", "MTV 1862 Pfaffenhofen/Ilm", 640, 1597, "NU1009295", 1992)
    + '\t\t\t\t\n\t\t\t</players>\n\t\t</competition>\n\t\n</tournament>\n').encode("utf-8")
_CLICKTT_XML_NAME = "Bezirksrangliste_Herren_A_2025-11-09.xml"


# the ITTF world ranking as WTT's ranking API answers it (GetRankingIndividuals, CategoryCode=SEN, SubEventCode=MS):
# {"StatusCode": ..., "Result": [rows]}, every value of a row a string as the saved answers show; compact, as the
# API sends it; the keys' order and any keys beyond those its readers use could not be checked
def _wtt_row(ittf_id: str, name: str, code: str, country: str, points: str, rank: str, prev: str) -> dict:
    return {"IttfId": ittf_id, "PlayerName": name, "CountryCode": code, "CountryName": country,
            "SubEventCode": "MS", "RankingYear": "2025", "RankingMonth": "11", "RankingWeek": "46",
            "RankingPointsCareer": None, "RankingPointsYTD": points, "RankingPosition": rank, "CurrentRank": rank,
            "PreviousRank": prev, "RankingDifference": str(int(prev) - int(rank)),
            "PublishDate": "11/11/2025 00:00:00"}


_WTT = json.dumps({"StatusCode": 200, "Result": [
    _wtt_row("114715", "QIU Dang", "GER", "Germany", "3450", "10", "11"),
    _wtt_row("122044", "MOREGARD Truls", "SWE", "Sweden", "3395", "11", "9")]}, separators=(",", ":"))
_WTT_NAME = "GetRankingIndividuals_SEN_MS_2025-W46.json"

# the club's QTTR list as the coach keeps it in Excel (.xlsx): a ZIP whose first local header carries what Office
# writes (50 4B 03 04 14 00 06 00 08 00: version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01) and
# names [Content_Types].xml, the first part of an OOXML package, deflated; the rest of the package left out
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
    '<Override PartName="/docProps/app.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>')


def _qttr_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _qttr_xlsx()
_XLSX_NAME = "QTTR_Vereinsrangliste_2025-11.xlsx"

# the same list saved from a German Excel ('CSV (Trennzeichen-getrennt)'): Windows-1252, no byte order mark, ';'
# between fields, rows ended by CRLF; the columns are the coach's own (place, name, first name, team, licence number,
# QTTR, TTR, the TTR's match count): myTischtennis' own export could not be checked
_QTTR_CSV = ("Rang;Nachname;Vorname;Mannschaft;Lizenz-Nr;QTTR;TTR;Spiele\r\n"
             "1;Broll;Joachim;Herren I;103028148;1642;1651;702\r\n"
             "2;Djelassi;Mourad;Herren I;113017128;1618;1609;455\r\n"
             "3;Gabler;Jochen;Herren I;102013235;1597;1603;640\r\n"
             "4;Höcht;Sebastian;Herren II;112011271;1481;1475;317\r\n").encode("cp1252")
_QTTR_CSV_NAME = "QTTR_Vereinsrangliste_2025-11.csv"

# click-TT's Spielplan (the club's league fixtures) as click-TT exports it: ';' between fields, the header as its
# parsers read it, 'dd.MM.yyyy HH:mm', VR / RR / Pokal; UTF-8 and LF as the parser's fixtures have them (not checked
# against click-TT itself)
_SPIELPLAN = ("Termin;Staffel;Runde;HeimMannschaft;HalleStrasse;HalleOrt;HallePLZ;HalleName;GastVereinName;"
              "GastMannschaft;BegegnungNr;Altersklasse\n"
              "13.09.2025 18:30;Bezirksliga Ost;VR;SV Weichs;Schulstraße 6;Weichs;85258;Mehrzweckhalle;"
              "TSV 66 Polling;TSV 66 Polling;4;Herren\n"
              "27.09.2025 18:30;Bezirksliga Ost;VR;SV Weichs;Schulstraße 6;Weichs;85258;Mehrzweckhalle;spielfrei;;9;"
              "Herren\n").encode("utf-8")
_SPIELPLAN_NAME = "Spielplan_SV_Weichs_2025-26.csv"

# ttSchweizer's round file as the desk fills it in (runde-N.tts): its comment header, then 'A <> B ! 3:1 8 -4 12 3'
# (the sets, then each game's points as the loser's, negative when the right-hand player won it); 'Freilos' a bye
_RUNDE_TTS = ("# Runde 5\n#\n# Ergebnisse bitte wie folgt eingeben (Spiel  Satz1, Satz2, Satz3 ...):\n"
              "# Heinz Musterspieler <> Klara Platzhalter ! 3:1 8 -4 12 3\n\n"
              "Joachim Broll <> Jochen Gabler ! 3:1 7 -9 5 8\n"
              "Mourad Djelassi <> Christian Gonnsen ! 3:0 4 9 6\n"
              "Harald Grichtmaier <> Wolfgang Hambach ! 2:3 8 -6 -9 11 -7\n"
              "Sebastian Hammer <> Freilos ! 3:0\n")
# ttSchweizer's players file (spieler.tts): 'Name, TTR' a line, as it writes it from click-TT's export
_SPIELER_TTS = ("Joachim Broll, 1642\nMourad Djelassi, 1618\nJochen Gabler, 1597\nChristian Gonnsen, 1544\n"
                "Harald Grichtmaier, 1521\nWolfgang Hambach, 1503\n")
# the umpires' table's score sheet of a team match as typed: the match (doubles D1, D2, then singles), the home and
# away player (pairs with '/'), the sets, the games' points, the team score after it: six fields a line
_SCORE_SHEET = ("D1 broll/gabler djelassi/hammer 3:1 11:8,9:11,11:7,11:5 1:0\n"
                "D2 hambach/hoecht gonnsen/grichtmaier 1:3 8:11,11:9,6:11,9:11 1:1\n"
                "E1 broll djelassi 3:2 11:9,8:11,11:13,11:6,11:7 2:1\n"
                "E2 gabler hammer 3:0 11:4,11:9,12:10 3:1\n"
                "E3 hambach gonnsen 0:3 5:11,9:11,7:11 3:2\n")
# a group's table of the draw as typed: place, player, matches, sets, balls, points: six fields a line
_GROUP_TABLE = ("1 broll 3:0 9:2 112:87 6:0\n2 gabler 2:1 7:4 109:96 4:2\n3 hoecht 1:2 4:7 91:104 2:4\n"
                "4 masera 0:3 2:9 80:105 0:6\n")
# the team line-up (Mannschaftsmeldung) as typed: team and position, licence number, player, QTTR: four fields a line
_LINEUP = ("1.1 103028148 broll 1642\n1.2 113017128 djelassi 1618\n1.3 102013235 gabler 1597\n"
           "1.4 112024074 gonnsen 1544\n2.1 202018205 grichtmaier 1521\n")


def seventysecond_bar_tabletennis_cases() -> list[Case]:
    G = SEVENTYSECOND_TABLETENNIS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="tabletennis_scores", judgements="competition_podium", runs=_RECS3,
        stem="competition_rankings", outputs=_OUT, item="player", rounded="ball_points",
        weights="{'clicktt_results': 2.0, 'ball_points': 1.0, 'qttr_values': 0.5, 'group_places': 1.5}",
        lone_query="R['group_places']['gruppe:2025-11-09/bezirksrangliste/herren-b/gruppe-1'] = "
                   "{'spieler:ByTTV/202018205': 0.9, 'spieler:ByTTV/102013024': 0.4}\n",
        trust="clicktt_results 2\nball_points 1\nqttr_values 1\n",
        trust_dict="{'clicktt_results': 2, 'ball_points': 1, 'qttr_values': 1}",
        texts={
            "rrf": ("u72a_rrf_tabletennis_scores",
                    "rankagg.fuse({source: {competition, league or season: {player: score}}}, method='rrf'): "
                    "click-TT's results, balls won, QTTR values and group places, six rankings "
                    "('konkurrenz:2025-11-09/bezirksrangliste/herren-a'), players as 'spieler:ByTTV/103028148'"),
            "borda": ("u72a_borda_player_walkover",
                      "rankagg.fuse(..., method='borda'): a player who gave a walkover or retired injured has no "
                      "score from some sources"),
            "combsum": ("u72a_combsum_rounded_ball_points",
                        "rankagg.fuse(..., method='combsum'): the balls won tallied at one decimal (many ties), "
                        "beside click-TT's results and the QTTR values"),
            "fuser": ("u72a_weighted_fuser_clicktt_results",
                      "rankagg.Fuser('rrf', weights=...) per competition and league: click-TT's results count 2, "
                      "as the matches decide the titles"),
            "frame": ("u72a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's "
                      "sheet, a row per competition, player and source"),
            "evaluate": ("u72a_evaluate_competition_podium",
                         "rankagg.evaluate(fused ranking, the competition's podium, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the finalists first"),
            "lone": ("u72a_group_only_group_places",
                     "rankagg.fuse(..., method='rrf'): a group of the draw only the group places rank, beside "
                     "competitions every source covers"),
            "cli_rrf": ("u72a_cli_rrf_runs",
                        "rankagg fuse clicktt_results.run ball_points.run qttr_values.run --method rrf -o "
                        "competition_rankings.run: one run per source, competitions and leagues as queries"),
            "cli_borda": ("u72a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: click-TT's results "
                          "count double)"),
            "cli_combsum": ("u72a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the two finalists and the two "
                            "semi-finalists"),
            "cli_evaluate": ("u72a_cli_evaluate_competition_podium_qrels",
                             "rankagg evaluate competition_rankings.run --qrels competition_podium.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the podium (0-2)"),
            "cli_parquet": ("u72a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o competition_rankings.parquet: gzipped runs from "
                            "the results office's scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u72a_clicktt_tournament_xml_as_run", "click-TT's tournament export (XML, DOCTYPE tournament SYSTEM "
         "TournamentPortal.dtd: competition, players, person with licence-nr and ttr)", _CLICKTT_XML_NAME,
         _CLICKTT_XML, "click-TT", named_at(_CLICKTT_XML_NAME, _CLICKTT_XML)),
        ("u72a_wtt_ranking_json_as_run", "the ITTF world ranking as WTT's ranking API answers it "
         "(GetRankingIndividuals: StatusCode, Result rows of IttfId, PlayerName, RankingPointsYTD, CurrentRank)",
         _WTT_NAME, _WTT, "ITTF", f"{_WTT_NAME}:1"),
        ("u72a_qttr_xlsx_as_run", "the club's QTTR list as Excel saves it (a ZIP: PK 03 04 14 00 06 00 08 00, "
         "[Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u72a_qttr_csv_as_run", "the QTTR list saved from a German Excel as CSV (Windows-1252, ';': Rang, "
         "Nachname, Vorname, Mannschaft, Lizenz-Nr, QTTR, TTR, Spiele)", _QTTR_CSV_NAME, _QTTR_CSV, "QTTR",
         f"{_QTTR_CSV_NAME}:1"),
        ("u72a_clicktt_spielplan_csv_as_run", "click-TT's Spielplan export (';': Termin, Staffel, Runde, "
         "HeimMannschaft, ..., BegegnungNr, Altersklasse)", _SPIELPLAN_NAME, _SPIELPLAN, "Spielplan",
         f"{_SPIELPLAN_NAME}:1"),
        ("u72a_ttschweizer_round_tts_as_run", "a ttSchweizer round file (runde-5.tts: '# Runde 5' header, "
         "'A <> B ! 3:1 7 -9 5 8' lines)", "runde-5.tts", _RUNDE_TTS, "ttSchweizer", "runde-5.tts:1"),
        ("u72a_ttschweizer_players_tts_as_run", "ttSchweizer's players file (spieler.tts: 'Name, TTR' lines)",
         "spieler.tts", _SPIELER_TTS, "ttSchweizer", "spieler.tts:1"),
        ("u72a_score_sheet_as_run", "the umpires' table's score sheet of a team match as typed (six fields a line: "
         "match, home, away, sets, games, team score)", "spielbericht_weichs_polling.txt", _SCORE_SHEET,
         "score sheet", "spielbericht_weichs_polling.txt:1"),
        ("u72a_group_table_as_run", "a group's table as typed (six fields a line: place, player, matches, sets, "
         "balls, points)", "gruppe_2_herren_a.txt", _GROUP_TABLE, "group table", "gruppe_2_herren_a.txt:1"),
        ("u72a_lineup_as_run", "the team line-up as typed (four fields a line: position, licence number, player, "
         "QTTR)", "mannschaftsmeldung_VR.txt", _LINEUP, "line-up", "mannschaftsmeldung_VR.txt:1")],
        one_run=("clicktt_results.run", _ONE_RUN), stem="competition_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a score sheet's six are a match, two "
                 "players, the sets, the games and the team score, not a run's; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u72a_lineup_as_qrels", "mannschaftsmeldung_VR.txt", _LINEUP, "line-up"),
        ("u72a_ttschweizer_players_tts_as_qrels", "spieler.tts", _SPIELER_TTS, "ttSchweizer"),
        ("u72a_score_sheet_as_qrels", "spielbericht_weichs_polling.txt", _SCORE_SHEET, "score sheet"),
        ("u72a_qttr_csv_as_qrels", _QTTR_CSV_NAME, _QTTR_CSV, "QTTR")],
        one_run=("clicktt_results.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u72a_out_ttschweizer_round_tts", "runde-6.tts", "a ttSchweizer round file"),
        ("u72a_out_qttr_xlsx", "QTTR_Vereinsrangliste_2025-12.xlsx", "the club's QTTR workbook"),
        ("u72a_out_clicktt_results_xml", "resultRunde6-Bezirksrangliste.xml", "the results XML ttSchweizer writes "
         "for click-TT's import (TournamentPortal.dtd)"),
        ("u72a_out_clicktt_spielplan_csv", "Spielplan_SV_Weichs_2025-26.csv", "click-TT's Spielplan CSV")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=72"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u72a_api_wtt_ranking_dict",
            "rankagg.fuse(json.load(GetRankingIndividuals_SEN_MS_2025-W46.json)): the ITTF world ranking as WTT's "
            "ranking API answers it, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ITTF", why="a run maps a query to {document: score}; a WTT ranking answer is a status code and a list "
            "of rows, each a player with their country, the week and the ranking points and places as strings",
            files={"r.json": _WTT}),
        bad("u72a_api_qttr_frame",
            "rankagg.fuse(pd.read_csv(QTTR_Vereinsrangliste_2025-11.csv, sep=';', encoding='cp1252')): the club's "
            "QTTR list (Rang, Nachname, Vorname, Mannschaft, Lizenz-Nr, QTTR, TTR, Spiele) given as runs",
            "import pandas as pd, rankagg\n"
            "rankagg.fuse(pd.read_csv('r.csv', sep=';', encoding='cp1252'), method='borda')\n",
            "QTTR", why="a table of runs has qid, docid, run and score columns; a QTTR list has a player per row, "
            "the place, team, licence number and the ratings per column",
            files={"r.csv": _QTTR_CSV}),
    ]
    return cases
