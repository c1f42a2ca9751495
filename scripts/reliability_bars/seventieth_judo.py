"""Issue 45's seventieth bar of scripts/reliability_matrix.py, a judo tournament's table officials and results office
and a club's coaches, ranking judoka per weight category, tournament and season (ranking-list points) from the bouts'
results (ippon, waza-ari, shido, hansoku-make, golden score), the pools and the repechage brackets (its cases, ids
``u70a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each weight category, tournament, repechage bracket or season ranking
(``category:2025-11-23/idf-seniors/H-73``, the date, the tournament then the category; ``tournament:...`` a whole
tournament, ``repechage:...`` a category's repechage bracket, ``season:2025-26/classement-ligue`` the league's season
ranking) is a query and each judoka a document (``judoka:2025/jcp-014``, the season, then the club and the judoka's
number); the runs are the table's results (JudoShiai's, 10 for an ippon win, 7 waza-ari, 1 on shido), the bouts'
score tallies (ippon, waza-ari, shido and golden-score time), the repechage bracket's places and the ranking-list
points, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the table's results
weighted highest (they decide the medals), and judged against the category's podium (2 a final, 1 a bronze medal or
fifth place, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read
(JudoShiai's tournament database (.shi, SQLite) and its bouts exported as CSV, a category's contests as the IJF's
data API answers them, the season's ranking list as an Excel workbook and as Excel's semicolon CSV, a tournament's
results saved from Excel as CSV UTF-8, the table's bout log, the weigh-in list and the ranking points table as
typed), and outputs named for the field's files (JudoShiai's database and its timed backup, its bracket sheet SVG
named by the category's hex, the IJF's contest JSON).  (Left out, as they could not be checked: the IJF world ranking
list's JSON (wrl.by_category; its keys were seen only as a scraper reads them, never a kept answer); JudoShiai's
results web pages and PDFs (HTML and PDF written by code not read byte for byte); the French federation's
(Extranet FFJDA) exports and the draw sheets of other software (SportData, JudoManager), of which no sample was
found; the catdef and blobs tables JudoShiai adds when it opens a database (created by code paths not followed).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import sqlite3
import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTIETH_JUDO = ("45 Unseen inputs: a seventieth bar, a judo tournament's table officials and results office and a "
                   "club's coaches ranking judoka per weight category, tournament and season from bout results, pools, "
                   "repechage brackets and ranking-list points (JudoShiai .shi databases and CSV exports, IJF contest "
                   "JSON, ranking workbooks and CSVs, results CSVs, bout logs, weigh-in lists and points tables as "
                   "typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['shiai_results', 'bout_scores', 'repechage_bracket', 'ranking_points'],
    items=['judoka:2025/jcp-014', 'judoka:2025/asm-031', 'judoka:2025/jcp-008', 'judoka:2025/usv-022',
           'judoka:2025/asm-005', 'judoka:2025/jcp-017', 'judoka:2025/usv-026', 'judoka:2025/lyon-040'],
    queries=['category:2025-11-23/idf-seniors/H-73', 'tournament:2025-11-23/idf-seniors',
             'category:2025-11-23/idf-seniors/F-57', 'repechage:2025-11-23/idf-seniors/H-73',
             'category:2025-12-07/grand-est/H-73', 'season:2025-26/classement-ligue'],
    suffix='/final', generator='judo_scores', judgements='category_podium'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "judo_scores", "category_rankings.run")

_RECS3 = ["shiai_results", "bout_scores", "repechage_bracket"]
_OUT = ("category_rankings.run",)
_ONE_RUN = ("category:2025-11-23/idf-seniors/H-73 Q0 judoka:2025/jcp-014 1 0.9412 shiai_results\n"
            "category:2025-11-23/idf-seniors/H-73 Q0 judoka:2025/jcp-008 2 0.8876 shiai_results\n")


# the team's files, as JudoShiai, the IJF's data API, Excel and the table write them
def _judoshiai_shi() -> bytes:
    """The tournament as JudoShiai keeps it (.shi, 'JudoShiai database' in its shared-mime entry): an SQLite 3 file
    whose tables are those JudoShiai's db_new creates (competitors, categories, matches and info, the statements as
    its db.c has them), with the info items its properties name (Competition, Date, Place), two judoka of the H-73
    category (index 10001) and their bout (blue_points 10: an ippon win; blue_score 0x10000 its ippon, white_score 1
    a shido); built with Python's sqlite3 and serialized (page size 4096, the default of the SQLite 3.15.2 JudoShiai
    bundles), the SQLite version in the header (offset 96) set to 3015002 as JudoShiai's SQLite writes it; the catdef
    table left out."""
    db = sqlite3.connect(":memory:")
    db.executescript(
        'CREATE TABLE competitors ("index" INTEGER, "last" TEXT, "first" TEXT, "birthyear" INTEGER, '
        '"belt" INTEGER, "club" TEXT, "regcategory" TEXT, "weight" INTEGER, "visible" INTEGER, '
        '"category" TEXT, "deleted" INTEGER, "country" TEXT, "id" TEXT, "seeding" INTEGER, "clubseeding" INTEGER, '
        '"comment" TEXT, "coachid" TEXT, UNIQUE("index"));\n'
        'CREATE TABLE categories ("index" INTEGER, "category" TEXT, "tatami" INTEGER, "deleted" INTEGER, '
        '"group" INTEGER, "system" INTEGER, "numcomp" INTEGER, "table" INTEGER, "wishsys" INTEGER, '
        '"pos1" INTEGER, "pos2" INTEGER, "pos3" INTEGER, "pos4" INTEGER, "pos5" INTEGER, "pos6" INTEGER, '
        '"pos7" INTEGER, "pos8" INTEGER,UNIQUE("index"));\n'
        'CREATE TABLE matches ("category" INTEGER, "number" INTEGER,"blue" INTEGER, "white" INTEGER,'
        '"blue_score" INTEGER, "white_score" INTEGER, "blue_points" INTEGER, "white_points" INTEGER, '
        '"time" INTEGER, "comment" INTEGER, "deleted" INTEGER, "forcedtatami" INTEGER, "forcednumber" INTEGER, '
        '"date" INTEGER, "legend" INTEGER, UNIQUE("category", "number"));\n'
        'CREATE TABLE "info" ("item" TEXT, "value" TEXT, UNIQUE("item"));\n'
        'INSERT INTO "info" VALUES ("Competition", "Championnat IDF seniors");\n'
        'INSERT INTO "info" VALUES ("Date", "23.11.2025");\n'
        'INSERT INTO "info" VALUES ("Place", "Institut du Judo, Paris");\n'
        'INSERT INTO competitors VALUES (10, "MARTIN", "Lucas", 2001, 7, "JC Paris 15", "H-73", 72400, 1, '
        '"H-73", 0, "FRA", "0714523", 0, 0, "", "");\n'
        'INSERT INTO competitors VALUES (11, "BERNARD", "Hugo", 2000, 7, "AS Meudon", "H-73", 72800, 1, '
        '"H-73", 0, "FRA", "0698841", 0, 0, "", "");\n'
        'INSERT INTO categories VALUES (10001, "H-73", 1, 0, 1, 1, 2, 0, 0, 10, 11, 0, 0, 0, 0, 0, 0);\n'
        'INSERT INTO matches VALUES (10001, 1, 10, 11, 65536, 1, 10, 0, 161, 0, 0, 0, 0, 0, 0);\n')
    data = bytearray(db.serialize())
    db.close()
    data[96:100] = struct.pack(">I", 3015002)
    return bytes(data)


_SHI = _judoshiai_shi()
_SHI_NAME = "championnat_idf_seniors_2025.shi"

# the bouts as JudoShiai exports them (Results, Print matches, to a .csv: every field quoted, the category, the bout's
# number, blue's then white's 'first last, club', the result in IJF points ('10-0', a waza-ari win '1-0'), the scores as
# '%05x-%05x' (ippon, waza-ari, yuko, koka, shido digits), the bout's title ('Gold medal match', 'Bronze match A'),
# each row ended by CRLF; as print.c's print_matches writes them, with all three options ticked)
_SHIAI_CSV = ('"H-73","1","Lucas MARTIN, JC Paris 15","Hugo BERNARD, AS Meudon","10-0","10000-00001",""\r\n'
              '"H-73","2","Yanis PETIT, USV Versailles","Noah ROUX, JC Paris 15","0-1","00001-01000",""\r\n'
              '"H-73","5","Lucas MARTIN, JC Paris 15","Noah ROUX, JC Paris 15","1-0","01000-00002","Semifinal A"\r\n'
              '"H-73","8","Hugo BERNARD, AS Meudon","Yanis PETIT, USV Versailles","10-0","10000-00003",'
              '"Bronze match A"\r\n')
_SHIAI_CSV_NAME = "H-73_matches.csv"


def _ijf_contest(fight: int, blue: tuple[str, str, str, str, str], white: tuple[str, str, str, str, str],
                 winner: str, duration: str, scores: tuple[int, ...], gs: int, no: int, round_code: str,
                 round_name: str) -> dict:
    """A contest as data.ijf.org's contest.find answers it: ids, the winner, the duration, the scores (ippon_b,
    waza_b, yuko_b, penalty_b then white's), the round, golden score (gs), hansoku-make (hsk_w, hsk_b), the code,
    the competition, then each judoka's names and country; the keys in the order of the kept Paris 2024 answer (the
    id_ijf, timestamp_version, id_country and pictures' keys left out), every value a string as PHP gives them."""
    ib, wb, yb, pb, iw, ww, yw, pw = (str(s) for s in scores)
    c = {"id_competition": "2891", "id_fight": str(fight), "id_person_blue": blue[0], "id_person_white": white[0],
         "id_winner": winner, "is_finished": "1", "round": "4", "duration": duration, "ippon": None, "waza": None,
         "yuko": None, "penalty": None, "ippon_b": ib, "waza_b": wb, "yuko_b": yb, "penalty_b": pb,
         "ippon_w": iw, "waza_w": ww, "yuko_w": yw, "penalty_w": pw, "type": "0", "round_code": round_code,
         "round_name": round_name, "date_start_ts": "1743325200000", "first_hajime_at_ts": "1743325211",
         "gs": str(gs), "bye": "0", "updated_at": "2025-03-30 18:02:11", "hsk_w": "0", "hsk_b": "0", "tagged": "3",
         "kodokan_tagged": "2", "published": "1", "sc_countdown_offset": "9", "fight_no": str(no),
         "contest_code_long": f"eo_sen2025_m_0073_{no:04d}", "mat": "2", "id_competition_teams": None,
         "id_fight_team": None, "competition_name": "European Open Rome 2025", "competition_date": "2025-03-30",
         "external_id": "eo_rom2025", "city": "Rome", "comp_year": "2025", "age": "Seniors",
         "fight_duration": "240", "weight": "-73", "id_weight": "3", "date_raw": "2025/03/30"}
    for side, (pid, fam, giv, country, short) in (("white", white), ("blue", blue)):
        c.update({f"person_{side}": f"{fam} {giv}", f"family_name_{side}": fam, f"given_name_{side}": giv})
    for side, (pid, fam, giv, country, short) in (("white", white), ("blue", blue)):
        c.update({f"country_{side}": country, f"country_short_{side}": short})
    c.update({"media": None, "rank_name": "European Open"})
    return c


# a category's contests as the IJF's data API answers them (data.ijf.org/api/get_json?params[action]=contest.find&
# params[id_competition]=...; the coaches keep it to follow their judoka abroad): {"contests": [...], "dbn": the
# database's time}, compact as PHP's json_encode writes it (no spaces, '/' escaped as '\/', non-ASCII as \u), the
# keys as the kept answer for Paris 2024 (basbeu/JudobaseStats' input.json) shows them; two contests
_IJF = json.dumps({"contests": [
    _ijf_contest(801214, ("61207", "MARTIN", "Lucas", "France", "FRA"), ("48830", "ROSSI", "Matteo", "Italy", "ITA"),
                 "61207", "00:05:12", (0, 1, 0, 1, 0, 0, 0, 2), 1, 21, "last8_rep_35_1-16", "Round of 16"),
    _ijf_contest(801230, ("52911", "MÜLLER", "Jonas", "Germany", "GER"), ("61207", "MARTIN", "Lucas", "France", "FRA"),
                 "52911", "00:02:47", (1, 0, 0, 1, 0, 0, 0, 1), 0, 37, "last8_rep_35_1-16", "Quarter-Final")],
    "dbn": "2025-03-31 09:14:52"}, separators=(",", ":")).replace("/", "\\/")
_IJF_NAME = "contests_eo_rome_2025_m73.json"

# the season's ranking list as Excel saves it (.xlsx): a ZIP whose first local header carries what Office writes (50
# 4B 03 04 14 00 06 00 08 00: version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01) and names
# [Content_Types].xml, the first part of an OOXML package, deflated (as the sixty-ninth bar's rankings workbook);
# the empty extra field could not be checked; the rest of the package left out
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
_XLSX_NAME = "classement_ligue_2025-26.xlsx"

# the same ranking list as the league's secretary saves it from a French Excel ('CSV (séparateur : point-virgule)'):
# Windows-1252, no byte order mark, ';' between fields, a decimal comma, rows ended by CRLF
_RANKING_CSV = ("Rang;Nom;Prénom;Club;Catégorie;Tournois;Points\r\n"
                "1;MARTIN;Lucas;JC Paris 15;H-73;4;172,5\r\n"
                "2;BERNARD;Hugo;AS Meudon;H-73;3;121\r\n"
                "3;ROUX;Noah;JC Paris 15;H-73;4;98,5\r\n"
                "4;PETIT;Yanis;USV Versailles;H-73;2;64\r\n").encode("cp1252")
_RANKING_CSV_NAME = "classement_H-73_2025-26.csv"

# a tournament's results as the coaches keep them in Excel (English locale) and save them as 'CSV UTF-8 (Comma
# delimited)': the byte order mark Excel writes first, then place, judoka, club, category, bouts won, ippon wins and
# the points for the ranking list, rows ended by CRLF
_RESULTS_CSV = ("\ufeffPlace,Judoka,Club,Category,Won,Ippon,Points\r\n"
                "1,Lucas MARTIN,JC Paris 15,H-73,4,3,50\r\n"
                "2,Noah ROUX,JC Paris 15,H-73,3,1,35\r\n"
                "3,Hugo BERNARD,AS Meudon,H-73,3,2,25\r\n"
                "3,Yanis PETIT,USV Versailles,H-73,2,0,25\r\n")
_RESULTS_CSV_NAME = "results_2025-11-23_idf_seniors.csv"
# the table's bout log as typed from the score sheets: tatami, bout, category, white, blue and the result (ippon,
# waza-ari, shido, hsk for hansoku-make, gs for a golden-score decision): six fields a line
_BOUT_LOG = ("1 1 H-73 martin bernard ippon\n1 2 H-73 petit roux waza-ari\n2 3 F-57 durand leroy gs\n"
             "1 5 H-73 martin roux waza-ari\n2 6 F-57 leroy faure hsk\n1 8 H-73 bernard petit ippon\n")
# the weigh-in list as the officials type it: licence, judoka, category and the weight in kg: four fields a line
_WEIGH_IN = ("0714523 martin H-73 72.4\n0698841 bernard H-73 72.8\n0731177 roux H-73 71.9\n"
             "0702265 petit H-73 73.0\n0745510 durand F-57 56.6\n")
# the league's ranking points table as the secretary types it: place, then the points a tournament of each level
# gives (departmental, regional, national): four fields a line, all numbers
_POINTS_TABLE = "1 20 50 100\n2 14 35 70\n3 10 25 50\n5 6 15 30\n7 4 10 20\n"


def seventieth_bar_judo_cases() -> list[Case]:
    G = SEVENTIETH_JUDO
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="judo_scores", judgements="category_podium", runs=_RECS3,
        stem="category_rankings", outputs=_OUT, item="judoka", rounded="bout_scores",
        weights="{'shiai_results': 2.0, 'bout_scores': 1.0, 'repechage_bracket': 0.5, 'ranking_points': 1.5}",
        lone_query="R['repechage_bracket']['repechage:2025-11-23/idf-seniors/F-57'] = "
                   "{'judoka:2025/asm-031': 0.9, 'judoka:2025/lyon-040': 0.4}\n",
        trust="shiai_results 2\nbout_scores 1\nrepechage_bracket 1\n",
        trust_dict="{'shiai_results': 2, 'bout_scores': 1, 'repechage_bracket': 1}",
        texts={
            "rrf": ("u70a_rrf_judo_scores",
                    "rankagg.fuse({source: {category, tournament or season: {judoka: score}}}, method='rrf'): the "
                    "table's results, bout scores, repechage bracket and ranking points, six rankings "
                    "('category:2025-11-23/idf-seniors/H-73'), judoka as 'judoka:2025/jcp-014'"),
            "borda": ("u70a_borda_judoka_withdrawn",
                      "rankagg.fuse(..., method='borda'): a judoka over the weight at the weigh-in or withdrawn "
                      "injured has no score from some sources"),
            "combsum": ("u70a_combsum_rounded_bout_scores",
                        "rankagg.fuse(..., method='combsum'): the bout scores tallied at one decimal (many ties), "
                        "beside the table's results and the repechage bracket"),
            "fuser": ("u70a_weighted_fuser_shiai_results",
                      "rankagg.Fuser('rrf', weights=...) per category and tournament: the table's results count 2, "
                      "as the bouts' results decide the medals"),
            "frame": ("u70a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's sheet, "
                      "a row per category, judoka and source"),
            "evaluate": ("u70a_evaluate_category_podium",
                         "rankagg.evaluate(fused ranking, the category's podium, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the finalists first"),
            "lone": ("u70a_repechage_only_bracket",
                     "rankagg.fuse(..., method='rrf'): a repechage bracket only the bracket's places rank, beside "
                     "categories every source covers"),
            "cli_rrf": ("u70a_cli_rrf_runs",
                        "rankagg fuse shiai_results.run bout_scores.run repechage_bracket.run --method rrf -o "
                        "category_rankings.run: one run per source, categories and tournaments as queries"),
            "cli_borda": ("u70a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the table's results "
                          "count double)"),
            "cli_combsum": ("u70a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the final's two and the two bronze "
                            "medallists"),
            "cli_evaluate": ("u70a_cli_evaluate_category_podium_qrels",
                             "rankagg evaluate category_rankings.run --qrels category_podium.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the podium (0-2)"),
            "cli_parquet": ("u70a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o category_rankings.parquet: gzipped runs from the "
                            "results office's scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u70a_judoshiai_shi_as_run", "the tournament as JudoShiai keeps it (.shi: an SQLite 3 database, 'SQLite "
         "format 3', with its competitors, categories, matches and info tables)", _SHI_NAME, _SHI, "JudoShiai",
         _SHI_NAME),
        ("u70a_judoshiai_csv_as_run", "a category's bouts as JudoShiai exports them (quoted fields: category, bout, "
         "blue, white, result '10-0', scores '10000-00001', the bout's title)", _SHIAI_CSV_NAME, _SHIAI_CSV,
         "JudoShiai", f"{_SHIAI_CSV_NAME}:1"),
        ("u70a_ijf_contests_json_as_run", "a category's contests as the IJF's data API answers them (contest.find: "
         "contests with id_fight, id_winner, ippon_b, waza_w, penalty_w, gs, round_name; dbn)", _IJF_NAME, _IJF,
         "IJF", f"{_IJF_NAME}:1"),
        ("u70a_ranking_xlsx_as_run", "the league's season ranking list as Excel saves it (a ZIP: PK 03 04 14 00 06 00 "
         "08 00, [Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u70a_ranking_csv_as_run", "the ranking list saved from a French Excel as CSV (Windows-1252, ';': Rang, Nom, "
         "Prénom, Club, Catégorie, Tournois, Points)", _RANKING_CSV_NAME, _RANKING_CSV, "ranking list",
         f"{_RANKING_CSV_NAME}:1"),
        ("u70a_results_csv_as_run", "a tournament's results saved from Excel as CSV UTF-8 (Place, Judoka, Club, "
         "Category, Won, Ippon, Points)", _RESULTS_CSV_NAME, _RESULTS_CSV, "results", f"{_RESULTS_CSV_NAME}:1"),
        ("u70a_bout_log_as_run", "the table's bout log as typed (six fields a line: tatami, bout, category, white, "
         "blue, result)", "bout_log_tatami1-2.txt", _BOUT_LOG, "bout log", "bout_log_tatami1-2.txt:1"),
        ("u70a_weigh_in_as_run", "the weigh-in list as typed (four fields a line: licence, judoka, category, kg)",
         "weigh_in_H-73.txt", _WEIGH_IN, "weigh-in list", "weigh_in_H-73.txt:1"),
        ("u70a_points_table_as_run", "the ranking points table as typed (four numbers a line: place, then the points "
         "of a departmental, regional and national tournament)", "points_table.txt", _POINTS_TABLE, "points table",
         "points_table.txt:1")],
        one_run=("shiai_results.run", _ONE_RUN), stem="category_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a bout log's six are a tatami, a bout, a "
                 "category, two judoka and a result, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a tournament database or a workbook read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u70a_weigh_in_as_qrels", "weigh_in_H-73.txt", _WEIGH_IN, "weigh-in list"),
        ("u70a_points_table_as_qrels", "points_table.txt", _POINTS_TABLE, "points table"),
        ("u70a_bout_log_as_qrels", "bout_log_tatami1-2.txt", _BOUT_LOG, "bout log"),
        ("u70a_judoshiai_csv_as_qrels", _SHIAI_CSV_NAME, _SHIAI_CSV, "JudoShiai")],
        one_run=("shiai_results.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u70a_out_judoshiai_shi", "category_rankings.shi", "a JudoShiai tournament database"),
        ("u70a_out_judoshiai_backup_shi", "shiai_20251123_174502.shi", "JudoShiai's timed backup of its database"),
        ("u70a_out_judoshiai_bracket_svg", "482d3733.svg", "JudoShiai's bracket sheet of H-73 (its web pages name "
         "a category's SVG by the name's hex)"),
        ("u70a_out_ijf_contests_json", "contests_eo_rome_2025_m73.json", "the IJF's contest JSON (the data API's "
         "answer the coaches keep)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=70"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u70a_api_ijf_contests_dict",
            "rankagg.fuse(json.load(contests_eo_rome_2025_m73.json)): a category's contests as the IJF's data API "
            "answers them, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('c.json', encoding='utf-8')), method='rrf')\n",
            "IJF", why="a run maps a query to {document: score}; an IJF answer is its contests, each a bout with both "
            "judoka, the winner, the scores (ippon, waza-ari, penalties) and the round, then the database's time",
            files={"c.json": _IJF}),
        bad("u70a_api_results_frame",
            "rankagg.fuse(pd.read_csv(results_2025-11-23_idf_seniors.csv)): a tournament's results saved from Excel "
            "(Place, Judoka, Club, Category, Won, Ippon, Points) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "results", why="a table of runs has qid, docid, run and score columns; a results sheet has a judoka per "
            "row, the category, the bouts won, the ippon wins and the ranking points per column",
            files={"r.csv": _RESULTS_CSV}),
    ]
    return cases
