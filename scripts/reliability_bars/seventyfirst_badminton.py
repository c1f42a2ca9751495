"""Issue 45's seventy-first bar of scripts/reliability_matrix.py, a national badminton association's tournament desk and
rankings office and a club's coaches, ranking players and pairs per event (MS, WS, MD, WD, XD), tournament and season
(ranking points) from the matches' results (games to 21, rally points, retirements, walkovers), the draws and the
seedings (its cases, ids ``u71a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each event, tournament, draw or season ranking (``event:2025-11-09/dm-senioren/HE``, the date, the
tournament then the event in the German federation's letters; ``tournament:...`` a whole tournament, ``draw:...`` a
qualification draw, ``season:2025-26/rangliste-HE`` the season's ranking) is a query and each player a document
(``spieler:2025/07-042475``, the season, then the DBV's player id); the runs are Tournament Planner's results, the
games' rally points, the draw's places and the ranking points, turned to scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, Tournament Planner's results weighted highest (they decide the titles), and judged
against the event's podium (2 a finalist, 1 a semi-finalist, 0 otherwise).  The mistakes and odd files: the field's own
files given where runs or qrels are read (Tournament Planner's tournament file (.tp, a Microsoft Access database), the
DBV's weekly ranking as an Excel workbook and as Excel's semicolon CSV, a ranking table page as the BWF's ranking API
answers it, a tournament's results saved from Excel as CSV UTF-8, the umpires' desk score sheets, the entry list, the
seeding list and the ranking points table as typed), and outputs named for the field's files (a .tp file, the DBV's
weekly ranking workbook, the BWF's ranking table JSON, tptools' SQLite copy of a .tp file).  (Checked: the .tp file is
an Access MDB, password protected, with Player, Entry, PlayerMatch, Draw and Event tables (madduck/tptools, README and
util/tp2sqlite.sh); the Jet header (00 01 00 00, 'Standard Jet DB', the version at 0x14) as mdbtools reads it; the DBV
ranking's column names and its file name (pmatos/badminton-cli, data/parser.py); the BWF ranking table's keys
(extranet-lv.bwfbadminton.com/api/vue-rankingtable as jaakkomaenpaa/BadScore and a fan tool read it).  Left out, as they
could not be checked: tournamentsoftware.com's Excel and CSV exports (no sample found); the .tp file's Jet version (Jet
4 assumed) and the masked part of its header page (after 0x18, left as zeros); the BWF table's points and tournaments
keys and its key order (only the keys a reader uses were seen); the DBV ranking's column order and its GS values (read
by name only); scoring apps' exports (no badminton app's format found; Squore's is squash's); tptools' PlayerMatch CSV
(a test fixture, not a file the office writes).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYFIRST_BADMINTON = ("45 Unseen inputs: a seventy-first bar, a national badminton association's tournament desk "
                          "and rankings office and a club's coaches ranking players and pairs per event, tournament "
                          "and season from match results, draws, seedings and ranking points (Tournament Planner .tp "
                          "files, DBV ranking workbooks and CSVs, BWF ranking table JSON, results CSVs, score sheets, "
                          "entry lists, seeding lists and points tables as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['tp_results', 'game_points', 'draw_places', 'ranking_points'],
    items=['spieler:2025/07-042475', 'spieler:2025/01-015532', 'spieler:2025/07-038814', 'spieler:2025/05-120973',
           'spieler:2025/01-017760', 'spieler:2025/07-051204', 'spieler:2025/03-088126', 'spieler:2025/05-099341'],
    queries=['event:2025-11-09/dm-senioren/HE', 'tournament:2025-11-09/dm-senioren',
             'event:2025-11-09/dm-senioren/MX', 'draw:2025-11-09/dm-senioren/HE-quali',
             'event:2025-11-30/bayern-open/HE', 'season:2025-26/rangliste-HE'],
    suffix='/final', generator='badminton_scores', judgements='event_podium'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "badminton_scores", "event_rankings.run")

_RECS3 = ["tp_results", "game_points", "draw_places"]
_OUT = ("event_rankings.run",)
_ONE_RUN = ("event:2025-11-09/dm-senioren/HE Q0 spieler:2025/07-042475 1 0.9318 tp_results\n"
            "event:2025-11-09/dm-senioren/HE Q0 spieler:2025/01-015532 2 0.8804 tp_results\n")


# the team's files, as Tournament Planner, Excel, the BWF's ranking API and the desk write them
def _tournament_planner_tp() -> bytes:
    """The tournament as Visual Reality's Badminton Tournament Planner keeps it (.tp): a Microsoft Access database
    (tptools: 'a Microsoft Access Database (MDB) stored in a file that has the extension .TP', password protected).
    Its first page as a Jet 4 database begins: 00 01 00 00, 'Standard Jet DB' and a NUL (offset 4, as mdbtools and
    every file sniffer checks), the Jet version at 0x14 (int32, 1 for Jet 4); the page is 4096 bytes (Jet 4).  The
    rest of the header page (from 0x18, masked by Jet with a fixed RC4 key, and holding the database password) is left
    as zeros: its bytes could not be checked; Jet 4 itself is assumed, not checked."""
    page = bytearray(4096)
    page[0:4] = b"\x00\x01\x00\x00"
    page[4:20] = b"Standard Jet DB\x00"
    page[0x14:0x18] = struct.pack("<I", 1)
    return bytes(page)


_TP = _tournament_planner_tp()
_TP_NAME = "DM_Senioren_2025.tp"

# the DBV's weekly ranking as the federation publishes it (.xlsx, named 'Ranking_<year>_KW<week>.xlsx' as
# badminton-cli reads it): a ZIP whose first local header carries what Office writes (50 4B 03 04 14 00 06 00 08 00:
# version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01) and names [Content_Types].xml, the first part
# of an OOXML package, deflated; the empty extra field could not be checked; the rest of the package left out
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


def _ranking_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _ranking_xlsx()
_XLSX_NAME = "Ranking_2025_KW46.xlsx"

# the same ranking as the club's coach saves it from a German Excel ('CSV (Trennzeichen-getrennt)'): Windows-1252, no
# byte order mark, ';' between fields, rows ended by CRLF; the columns the DBV's workbook names (GS, DIS, the ranking
# place, the federation's place, names, the player id 'NN-NNNNNN', birth year, age classes, the points (in thousandths,
# as badminton-cli divides them), tournaments, club, district); their order and the GS letters are not checked
_RANKING_CSV = ("GS;DIS;Ranglistenplatz;FRang;Nachname;Vorname;SpielerID;GJahr;AKL1;AKL2;Points;Turniere;Verein;"
                "Bezirk\r\n"
                "M;HE;1;1;Schäfer;Jonas;07-042475;2003;O19;;86210;9;TSV Freystadt;Mittelfranken\r\n"
                "M;HE;2;1;Krüger;Lukas;01-015532;2001;O19;;79445;8;1. BC Beuel;Köln-Bonn\r\n"
                "M;HE;3;2;Weiß;Felix;07-038814;2004;O19;;71380;10;TV Refrath;Oberbayern\r\n"
                "M;HE;4;1;Öztürk;Can;05-120973;2002;O19;;66025;7;SG Schorndorf;Stuttgart\r\n").encode("cp1252")
_RANKING_CSV_NAME = "Ranking_2025_KW46_HE.csv"

# a ranking table page as the BWF's ranking API answers it (extranet-lv.bwfbadminton.com/api/vue-rankingtable,
# rankId 2, catId 6 = men's singles): {"results": {current_page, data, from, last_page, to, total}}, each row with its
# rank, player1_id and player2_id, player1_model and player2_model (id, name_display, slug) and p1_country_model
# (name, code_iso3, flag_name_svg); compact as Laravel's json_encode writes it; only the keys the readers of it were
# seen to use (its points and tournaments keys, and the keys' order, could not be checked)
def _bwf_row(rank: int, pid: int, name: str, slug: str, country: str, iso3: str) -> dict:
    return {"rank": rank, "player1_id": pid, "player2_id": None,
            "player1_model": {"id": pid, "name_display": name, "slug": slug},
            "player2_model": None,
            "p1_country_model": {"name": country, "code_iso3": iso3, "flag_name_svg": f"{iso3.lower()}.svg"},
            "p2_country_model": None}


_BWF = json.dumps({"results": {"current_page": 1, "data": [
    _bwf_row(41, 83544, "Jonas SCHÄFER", "jonas-schafer", "Germany", "GER"),
    _bwf_row(42, 71290, "Toma Junior POPOV", "toma-junior-popov", "France", "FRA")],
    "from": 41, "last_page": 60, "to": 42, "total": 1190}}, separators=(",", ":"))
_BWF_NAME = "vue-rankingtable_rank2_cat6.json"

# a tournament's results as the coaches keep them in Excel (English locale) and save them as 'CSV UTF-8 (Comma
# delimited)': the byte order mark Excel writes first, then place, player, club, event, matches won, games won and
# the ranking points, rows ended by CRLF
_RESULTS_CSV = ("\ufeffPlace,Player,Club,Event,Won,Games,Points\r\n"
                "1,Jonas Schäfer,TSV Freystadt,HE,5,10,2600\r\n"
                "2,Lukas Krüger,1. BC Beuel,HE,4,9,2210\r\n"
                "3,Felix Weiß,TV Refrath,HE,3,7,1820\r\n"
                "3,Can Öztürk,SG Schorndorf,HE,3,6,1820\r\n")
_RESULTS_CSV_NAME = "results_2025-11-09_dm_senioren.csv"
# the umpires' desk score sheets as typed: event, match number, court, winner, loser and the games ('21-17,19-21,21-15';
# 'ret' a retirement, 'wo' a walkover): six fields a line
_SCORE_SHEETS = ("HE 12 C3 schaefer weiss 21-17,19-21,21-15\nHE 13 C1 krueger oeztuerk 21-12,21-19\n"
                 "MX 7 C2 schaefer/lang berg/koch 22-20,21-18\nHE 17 C3 schaefer krueger 21-19,ret\n"
                 "MX 9 C4 berg/koch vogel/roth wo\nHE 20 C1 schaefer oeztuerk 21-14,21-16\n")
# the entry list as the desk types it: the DBV player id, player, event and seed (0 unseeded): four fields a line
_ENTRY_LIST = ("07-042475 schaefer HE 1\n01-015532 krueger HE 2\n07-038814 weiss HE 3\n"
               "05-120973 oeztuerk HE 4\n01-017760 berg MX 0\n")
# the seeding list as typed: event, seed, player, club and ranking points: five fields a line
_SEEDING = ("HE 1 schaefer freystadt 86210\nHE 2 krueger beuel 79445\nHE 3/4 weiss refrath 71380\n"
            "HE 3/4 oeztuerk schorndorf 66025\n")
# the ranking points table as the office types it: place, then the points a tournament of each grade gives (A, B, C):
# four fields a line, all numbers
_POINTS_TABLE = "1 2600 1400 700\n2 2210 1190 595\n3 1820 980 490\n5 1430 770 385\n9 1040 560 280\n"


def seventyfirst_bar_badminton_cases() -> list[Case]:
    G = SEVENTYFIRST_BADMINTON
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="badminton_scores", judgements="event_podium", runs=_RECS3,
        stem="event_rankings", outputs=_OUT, item="player", rounded="game_points",
        weights="{'tp_results': 2.0, 'game_points': 1.0, 'draw_places': 0.5, 'ranking_points': 1.5}",
        lone_query="R['draw_places']['draw:2025-11-09/dm-senioren/MX-quali'] = "
                   "{'spieler:2025/01-017760': 0.9, 'spieler:2025/05-099341': 0.4}\n",
        trust="tp_results 2\ngame_points 1\ndraw_places 1\n",
        trust_dict="{'tp_results': 2, 'game_points': 1, 'draw_places': 1}",
        texts={
            "rrf": ("u71a_rrf_badminton_scores",
                    "rankagg.fuse({source: {event, tournament or season: {player: score}}}, method='rrf'): "
                    "Tournament Planner's results, game points, draw places and ranking points, six rankings "
                    "('event:2025-11-09/dm-senioren/HE'), players as 'spieler:2025/07-042475'"),
            "borda": ("u71a_borda_player_walkover",
                      "rankagg.fuse(..., method='borda'): a player who gave a walkover or withdrew injured has no "
                      "score from some sources"),
            "combsum": ("u71a_combsum_rounded_game_points",
                        "rankagg.fuse(..., method='combsum'): the rally points tallied at one decimal (many ties), "
                        "beside Tournament Planner's results and the draw places"),
            "fuser": ("u71a_weighted_fuser_tp_results",
                      "rankagg.Fuser('rrf', weights=...) per event and tournament: Tournament Planner's results "
                      "count 2, as the matches decide the titles"),
            "frame": ("u71a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the rankings office's "
                      "sheet, a row per event, player and source"),
            "evaluate": ("u71a_evaluate_event_podium",
                         "rankagg.evaluate(fused ranking, the event's podium, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the finalists first"),
            "lone": ("u71a_qualification_draw_only",
                     "rankagg.fuse(..., method='rrf'): a qualification draw only the draw's places rank, beside "
                     "events every source covers"),
            "cli_rrf": ("u71a_cli_rrf_runs",
                        "rankagg fuse tp_results.run game_points.run draw_places.run --method rrf -o "
                        "event_rankings.run: one run per source, events and tournaments as queries"),
            "cli_borda": ("u71a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Tournament "
                          "Planner's results count double)"),
            "cli_combsum": ("u71a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the two finalists and the two "
                            "semi-finalists"),
            "cli_evaluate": ("u71a_cli_evaluate_event_podium_qrels",
                             "rankagg evaluate event_rankings.run --qrels event_podium.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the podium (0-2)"),
            "cli_parquet": ("u71a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o event_rankings.parquet: gzipped runs from the "
                            "rankings office's scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u71a_tournament_planner_tp_as_run", "the tournament as Badminton Tournament Planner keeps it (.tp: a "
         "Microsoft Access database, 00 01 00 00 'Standard Jet DB', Jet 4)", _TP_NAME, _TP, "Tournament Planner",
         _TP_NAME),
        ("u71a_dbv_ranking_xlsx_as_run", "the DBV's weekly ranking as Excel saves it (a ZIP: PK 03 04 14 00 06 00 08 "
         "00, [Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u71a_dbv_ranking_csv_as_run", "the DBV ranking saved from a German Excel as CSV (Windows-1252, ';': GS, "
         "DIS, Ranglistenplatz, FRang, Nachname, Vorname, SpielerID, ..., Points)", _RANKING_CSV_NAME, _RANKING_CSV,
         "ranking", f"{_RANKING_CSV_NAME}:1"),
        ("u71a_bwf_rankingtable_json_as_run", "a page of the BWF world ranking as its ranking API answers it "
         "(vue-rankingtable: results with current_page, data rows of rank, player1_model, p1_country_model)",
         _BWF_NAME, _BWF, "BWF", f"{_BWF_NAME}:1"),
        ("u71a_results_csv_as_run", "a tournament's results saved from Excel as CSV UTF-8 (Place, Player, Club, "
         "Event, Won, Games, Points)", _RESULTS_CSV_NAME, _RESULTS_CSV, "results", f"{_RESULTS_CSV_NAME}:1"),
        ("u71a_score_sheets_as_run", "the umpires' desk score sheets as typed (six fields a line: event, match, "
         "court, winner, loser, games)", "score_sheets_dm_2025.txt", _SCORE_SHEETS, "score sheet",
         "score_sheets_dm_2025.txt:1"),
        ("u71a_entry_list_as_run", "the entry list as typed (four fields a line: player id, player, event, seed)",
         "entries_HE.txt", _ENTRY_LIST, "entry list", "entries_HE.txt:1"),
        ("u71a_seeding_list_as_run", "the seeding list as typed (five fields a line: event, seed, player, club, "
         "points)", "seeding_HE.txt", _SEEDING, "seeding list", "seeding_HE.txt:1"),
        ("u71a_points_table_as_run", "the ranking points table as typed (four numbers a line: place, then the points "
         "of a grade A, B and C tournament)", "points_table.txt", _POINTS_TABLE, "points table",
         "points_table.txt:1")],
        one_run=("tp_results.run", _ONE_RUN), stem="event_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a score sheet's six are an event, a match, "
                 "a court, two players and the games, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a tournament database or a workbook read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u71a_entry_list_as_qrels", "entries_HE.txt", _ENTRY_LIST, "entry list"),
        ("u71a_points_table_as_qrels", "points_table.txt", _POINTS_TABLE, "points table"),
        ("u71a_score_sheets_as_qrels", "score_sheets_dm_2025.txt", _SCORE_SHEETS, "score sheet"),
        ("u71a_dbv_ranking_csv_as_qrels", _RANKING_CSV_NAME, _RANKING_CSV, "ranking")],
        one_run=("tp_results.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u71a_out_tournament_planner_tp", "event_rankings.tp", "a Badminton Tournament Planner file"),
        ("u71a_out_dbv_ranking_xlsx", "Ranking_2025_KW47.xlsx", "the DBV's weekly ranking workbook"),
        ("u71a_out_bwf_rankingtable_json", "vue-rankingtable_rank2_cat6.json", "the BWF's ranking table JSON (the "
         "ranking API's answer the coaches keep)"),
        ("u71a_out_tptools_sqlite", "anon_tournament.sqlite", "tptools' SQLite copy of a .tp file (tp2sqlite.sh)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=71"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u71a_api_bwf_rankingtable_dict",
            "rankagg.fuse(json.load(vue-rankingtable_rank2_cat6.json)): a page of the BWF world ranking as its "
            "ranking API answers it, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "BWF", why="a run maps a query to {document: score}; a BWF ranking answer is its page (current_page, "
            "from, to, total) and rows, each a rank with the player (or pair) and their country",
            files={"r.json": _BWF}),
        bad("u71a_api_results_frame",
            "rankagg.fuse(pd.read_csv(results_2025-11-09_dm_senioren.csv)): a tournament's results saved from Excel "
            "(Place, Player, Club, Event, Won, Games, Points) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "results", why="a table of runs has qid, docid, run and score columns; a results sheet has a player per "
            "row, the event, the matches and games won and the ranking points per column",
            files={"r.csv": _RESULTS_CSV}),
    ]
    return cases
