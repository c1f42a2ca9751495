"""Issue 45's sixty-eighth bar of scripts/reliability_matrix.py, a racing pigeon federation's race secretary and a
loft's fanciers, ranking birds and lofts per race, per combine and per season by velocity (yards per minute at home,
metres per minute in the Belgian races the loft also flies) from clock times, loft coordinates and race distances (its
cases, ids ``u68a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each race, combine result or season table (``race:2025-06-14/fed/peterborough``, the date, the
organisation then the race point; ``combine:...`` the combine's open result, ``season:2025/old-birds/averages`` the
season's averages) is a query and each bird a document (``ring:GB/25/N04512``, the ring's country, year and number; the
loft's Belgian-rung birds as ``ring:BE/23/6112745``); the runs are the federation's result, the combine's result, the
velocities worked out from the loft's own clock times and distances, and the loft's running averages, turned to scores
in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the federation's result weighted highest (it
is the one the prizes are paid on), and judged against the prize list (2 a bird in the prizes, 1 a bird in the points,
0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (a club's result
sheet as Data Technology-Deerlijk prints it, a KBDB national result page and the data it carries, RacePoint's race
report and season file, Pigeon Planner's results export and its database, the clock times, the distance list and the
loft coordinates as typed), and outputs named for the field's files (RacePoint's season file and race report, Pigeon
Planner's database and its results printout).  (Left out, as they could not be checked: the ETS clocks' own readouts
and exports (Benzing, Tauris, Unikon, Bricon, iPigeon), of which no byte-level sample or specification was found, only
secretaries' how-to pages (pigeon.org.uk's 'Extracting data from ETS clocks'); the RPRA results software's files, the
Winspeed and Compuclub programs' files and the clocks' printouts, for the same reason; basketing lists and season
averages as spreadsheets, whose layout each club sets; the loft coordinates as the RPRA measures them, whose printed
form no source showed, so the team's coordinates are typed as they keep them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import sqlite3
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYEIGHTH_PIGEONS = ("45 Unseen inputs: a sixty-eighth bar, a racing pigeon federation's race secretary and a loft's "
                       "fanciers ranking birds and lofts per race, combine and season by velocity from clock times, "
                       "loft coordinates and race distances (Data Technology-Deerlijk result sheets, KBDB result pages "
                       "and their data, RacePoint race reports and season files, Pigeon Planner results exports and "
                       "databases, clock times, distance lists and loft coordinates as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fed_result', 'combine_result', 'clock_velocity', 'loft_averages'],
    items=['ring:GB/25/N04512', 'ring:GB/23/A08841', 'ring:BE/24/6230263', 'ring:GB/25/W11230',
           'ring:GB/24/N31877', 'ring:BE/23/6112745', 'ring:GB/22/N60115', 'ring:GB/25/N04533'],
    queries=['race:2025-06-14/fed/peterborough', 'combine:2025-06-14/peterborough/open', 'race:2025-05-17/fed/newark',
             'race:2025-07-19/kbdb/la-souterraine', 'race:2025-06-28/fed/clermont', 'season:2025/old-birds/averages'],
    suffix='/recalculated', generator='race_results', judgements='prize_list'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "race_results", "fed_standings.run")

_RECS3 = ["fed_result", "combine_result", "clock_velocity"]
_OUT = ("fed_standings.run",)
_ONE_RUN = ("race:2025-06-14/fed/peterborough Q0 ring:GB/25/N04512 1 0.9412 fed_result\n"
            "race:2025-06-14/fed/peterborough Q0 ring:GB/23/A08841 2 0.8876 fed_result\n")


# the team's files, as Data Technology-Deerlijk, the KBDB's result pages, RacePoint, Pigeon Planner and the team write
# them
# a club's result sheet as Data Technology-Deerlijk (DTD, Belgium) prints it, the layout of Pigeon Planner's test sheets
# (ishara/pigeonplanner tests/data/result_dtd_1.txt, read by its resultparsers/dtd.py): the club, its place and 'DATA
# TECHNOLOGY-DEERLIJK' on the first line, 76 columns, dashed rules; the race point, the date (dd-mm-yy), the birds
# basketed, the category and the liberation ('LOS TE-LACHES A : 07.45'); the two header lines in Dutch and French; then
# a line a bird: place, fancier, town, birds entered (AD) and nominated (IG), the distance in metres, the ring's seven
# digits and year run together, the clocking (hhmmss.s) and the velocity in metres per minute with a decimal comma;
# lines ended by LF as the test sheets keep them
_DTD_RULE = "-" * 76
_DTD = "\n".join([
    f"{'DE WITTE DUIF':<29}{'MENEN':<23}DATA TECHNOLOGY-DEERLIJK", _DTD_RULE,
    f"{'CHIMAY':<21}25-05-25 412 {'OUDE':<15}LOS TE-LACHES A : 07.45     ", _DTD_RULE,
    " NR NAAM                  GEMEENTE AD IG AFSTAND RING   JR BESTAT   SNELH.  ",
    " NO NOM                   LOCALITE EN MQ DISTANC BAGUE  AN CONSTAT  VITESSE ", _DTD_RULE,
    "  1 VERHAEGHE GEERT       MENEN    12  3  152418 623026324 095612.0 1161,72 ",
    "  2 MCLEAN-DE SMET        WEVELGEM  9  2  155903 611274523 095948.5 1156,48 ",
    "  3 DECLERCQ PATRICK      LAUWE    15  4  150377 619840224 095714.0 1137,21 ",
    "  4 VANDENBUSSCHE M.      REKKEM    7  1  153962 623021724 100103.0 1131,66", ""])
_DTD_NAME = "chimay_2025-05-25_dtd.txt"

# the national result's data as the KBDB/RFCB's result page carries it (ishara/pigeonplanner tests/data/
# result_kbdb_1.html, read by its resultparsers/kbdb.py): a JSON array, no spaces, an object a bird with every value a
# string but Volgorde: Categorie, Plaats, Nationaal (the licence), Naam, Gemeente, Stamnummerlokaal, Afstand (metres),
# Aantalduiven, Afgegeven, Landcode, Ringnummer (seven digits and the year), Vluchtdag, Bestatiging (hh.mmss and
# tenths), Snelheid and Sorteren (metres per minute), Prijs ([] where no prize), Coef (place * 100 / birds),
# Volgorde; kept by the loft as the page's 'var data' array
_KBDB_ROWS = [
    ("1", "174406-21", "VERHAEGHE GEERT", "MENEN", "44307", "701245", "14", "6", "623026324", "14.12374", "1679.1327",
     "92.50", "0.0109"),
    ("2", "300871-55", "MCLEAN-DE SMET", "WEVELGEM", "44115", "704890", "9", "4", "611274523", "14.17058", "1669.9729",
     "61.00", "0.0217"),
    ("3", "229573-40", "BUYSSE NOEL", "HARELBEKE", "44093", "694102", "11", "3", "604417724", "14.10495", "1669.2166",
     [], "0.0326"),
    ("4", "188240-17", "DECLERCQ PATRICK", "LAUWE", "44307", "699318", "15", "5", "619840224", "14.15412", "1662.3251",
     "40.00", "0.0434")]
_KBDB_JSON = json.dumps([
    {"Categorie": "1", "Plaats": pl, "Nationaal": lic, "Naam": naam, "Gemeente": gem, "Stamnummerlokaal": stam,
     "Afstand": afst, "Aantalduiven": n, "Afgegeven": afg, "Landcode": "BE", "Ringnummer": ring, "Vluchtdag": "1",
     "Bestatiging": best, "Snelheid": v, "Sorteren": v, "Prijs": prijs, "Coef": coef, "Volgorde": int(pl)}
    for pl, lic, naam, gem, stam, afst, n, afg, ring, best, v, prijs, coef in _KBDB_ROWS], separators=(",", ":"))
_KBDB_JSON_NAME = "kbdb_la_souterraine_2025.json"

# the national result as the KBDB/RFCB's result page serves it (the same test page): a blank first line, the XHTML 1.0
# Transitional DOCTYPE, <title>KBDB/RFCB-Admin</title>, the stylesheets and scripts, the race ('Geselecteerde Vlucht:'
# the race point, date, liberation and sector) and the counts ('Aantal oude:', 'Aantal deelnemers:') in a table, then
# the script with 'var data = ' and the array above on one line; the DataTables options, the ring and licence error
# lists and the natural sort script cut down here, then the table's header and 'Powered by BRICON NV and DATA
# TECHNOLOGY'; lines ended by LF
_KBDB_HTML = (
    '\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n\n<html>\n<head>\n<title>KBDB/RFCB-Admin</title>\n'
    '<body style="background-color:#B3C6D8">\n\n\n\n\n'
    '<link rel="stylesheet" type="text/css" href="../useropties_layout.css" />'
    '<link href="../bootstrap/css/bootstrap.min.css" rel="stylesheet">\n'
    '<script type="text/javascript" src="../jquery2/jquery-1.12.0.min.js"></script>\n'
    '<script type="text/javascript" src="../jquery2/DataTables.js"></script>\n'
    '  <link rel="stylesheet" type="text/css" href="../jquery2/DataTables.css" />\n'
    '  <table><tr><td width="100%"><font size=5><b><u>Resultaten raadplegen:</u></b></font><br></br><font size=4><b>'
    '<u>Geselecteerde Vlucht:</u></b> LA SOUTERRAINE - 19-07-25 - 07.15 - Nationaal<br></font><font size=4><b><u>'
    'Aantal oude:</u></b> 9212 <b><u>Aantal deelnemers:</u></b> 1796<br></font><br></td><td>'
    "<img src='../images/kbdb_rfcb_results.png' width='250'></td></tr></table><script type=\"text/javascript\">\n\n"
    "$(document).ready(function() {\nvar data = " + _KBDB_JSON + ";\n"
    "        $('#example').DataTable( {\n            data:  data,\n\t\t\tcolumns: [\n\t\t{ data: 'Volgorde' },\n"
    "\t\t{ data: 'Plaats' },\n         { data: 'Nationaal' },\n        { data: 'Naam' },\n\t\t{ data: 'Gemeente' },\n"
    "\t\t{ data: 'Afstand' },\n\t\t{ type: 'natural', data: 'Snelheid' },\n\t\t{ data: 'Coef' },\n\n\n    ],\n"
    "        } );\n    } );\n </script>\n"
    '<table id="example" class="display nowrap" style="width:100%">\n        <thead>\n            <tr>\n'
    "  <th>Nr:</th><th>Pl.Nat.:</th><th>Licentie:</th>\n  <th>Naam:</th>\n  <th>Gemeente:</th>\n  <th>Afstand:</th>\n"
    "  <th>Cat. - Get./#:</th>\n  <th>Ringnummer:</th>\n  <th>Dag/Bestat.:</th>\n  <th>Snelheid:</th>\n"
    "  <th>Coeff.:</th>\n\n\n            </tr>\n        </thead>\n"
    "    </table><div align=center>Powered by BRICON NV and DATA TECHNOLOGY</div>\n")
_KBDB_HTML_NAME = "kbdb_la_souterraine_2025.html"

# a club race as RacePoint reports it (pauldoo/racepoint: report/Utilities.writeHtmlHeader and RaceReporter, the bytes
# of its regression/Club_Race_Racepoint #0.ok): Race.html, XHTML 1.0 Transitional with its XML declaration, the title
# '<race point> on dd/MM/yy', the screen and print styles, <body class="club">; the club, the race point, the
# liberation and wind, the members and birds sent; a row a bird (position, member, birds sent, clock time, miles and
# yards, ring, colour, sex, the velocity in yards per minute to three decimals); the objections line; lines ended by LF

def _racepoint_style(media: str, size: int, club: int) -> list[str]:
    return [f'  <style type="text/css" media="{media}">',
            "    body { font-family: Verdana, sans-serif; white-space: nowrap; }",
            "    .outer { text-align:center; page-break-after: always; }",
            "    .outer.last { page-break-after: auto; }", "    h1 { margin-bottom:10px; font-size:18pt; }",
            "    h2 { font-size:16pt; }", "    h3 { font-size:14pt; }",
            "    h2, h3 { margin-top:0; margin-bottom:5px; }",
            f"    table {{ width:95%; border:1px solid #000000; border-collapse:collapse; font-size:{size}pt; "
            "margin-top:20px; }", f"    body.club table {{ font-size:{club}pt; }}",
            "    th { border-bottom:3px solid #000000; text-align: left; }",
            "    td { border-bottom:1px solid #000000; page-break-inside:avoid; padding:3px 0 3px 0; "
            "text-align: left; }",
            "    .numeric { text-align: right; }", "  </style>"]


def _racepoint_race_html() -> str:
    rows = [("1", "D. Harris", "12", "11:21:07", "214", "1204", "GB25N04512", "Blue Chequer", "Hen", "1634.863"),
            ("2", "J. McLean", "8", "11:24:10", "216", "377", "GB23A08841", "Red Chequer", "Hen", "1625.069"),
            ("3", "K. Fraser", "6", "11:25:03", "215", "1650", "GB25W11230", "Mealy", "Cock", "1616.890"),
            ("4", "D. Harris", "12", "11:23:52", "214", "1204", "GB24N31877", "Blue", "Cock", "1615.639")]
    lines = ['<?xml version="1.0" encoding="utf-8"?>', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"',
             '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
             '<html xmlns="http://www.w3.org/1999/xhtml">',
             "<head>", "  <title>Peterborough on 14/06/25</title>",
             '  <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
             *_racepoint_style("screen", 8, 10), *_racepoint_style("print", 6, 9), "</head>", '<body class="club">',
             '<div class="outer last">', "<h1>Morpeth Homing Society</h1>", "<h2>Race from Peterborough</h2>",
             "<h3>Liberated at 07:30:00 on 14/06/25 in a South West wind</h3>",
             "<h3>14 members sent in a total of 96 birds</h3>", "<table>",
             "<tr><th>Pos.</th><th>Member</th><th>No.<br/>birds</th><th>Time</th><th>Miles</th><th>Yards</th>"
             "<th>Ring No.</th><th>Colour</th><th>Sex</th><th class='numeric'>Velocity</th></tr>"]
    lines += ["<tr>" + "".join(f"<td>{v}</td>" for v in row[:-1]) + f"<td class='numeric'>{row[-1]}</td></tr>"
              for row in rows]
    lines += ["</table>", "</div>",
              "<h4>Any objections to be sent to the secretary in writing within 7 days of publication.</h4>",
              "</body>", "</html>"]
    return "".join(line + "\n" for line in lines)


_RACE_HTML = _racepoint_race_html()
_RACE_HTML_NAME = "Race.html"


def _racepoint_pcs() -> bytes:
    """A season as RacePoint saves it (pauldoo/racepoint: view/Utilities.writeSeasonToFile, the '.pcs' 'Pigeon Club
    Season' filter of SimpleFileFilter): the Season object through Java's ObjectOutputStream (AC ED 00 05, then
    TC_OBJECT and the class descriptor of pigeon.model.Season with its serialVersionUID 1E53FE7051C601B5 and its three
    fields name, organization and races, the bytes of the regression's Club_Serialization.ok), through a
    GZIPOutputStream; the gzip header as Java before 16 writes it (1F 8B 08, no flags, no time, XFL 0, OS 0, the
    JDK's GZIPOutputStream.writeHeader); the season's name written, the organisation and races left out."""
    def jstr(s: str) -> bytes:
        return struct.pack(">H", len(s)) + s.encode()

    def field(name: str, signature: str) -> bytes:
        return b"L" + jstr(name) + b"t" + jstr(signature)

    stream = (b"\xac\xed\x00\x05" + b"sr" + jstr("pigeon.model.Season") + bytes.fromhex("1e53fe7051c601b5") + b"\x02"
              + struct.pack(">H", 3) + field("name", "Ljava/lang/String;")
              + field("organization", "Lpigeon/model/Organization;") + field("races", "Ljava/util/List;")
              + b"xp" + b"t" + jstr("Old Birds 2025"))
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    data = packer.compress(stream) + packer.flush()
    return (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x00" + data
            + struct.pack("<II", zlib.crc32(stream), len(stream)))


_PCS = _racepoint_pcs()
_PCS_NAME = "old_birds_2025.pcs"


def _pigeonplanner_db() -> bytes:
    """The loft's Pigeon Planner database (ishara/pigeonplanner: database/models.py, 'pigeonplanner.db' in
    core/const.py): an SQLite file ('SQLite format 3' and its header, written here by SQLite itself), user_version 1
    (the latest migration, database/main.py), the pigeon and result tables with the columns the peewee models declare
    (the other tables, the parents' and extra columns and the indexes left out) and the loft's two Belgian-rung
    birds and their results."""
    con = sqlite3.connect(":memory:")
    con.executescript(
        'PRAGMA user_version = 1;\n'
        'CREATE TABLE "upgrade_dummy" ("id" INTEGER NOT NULL PRIMARY KEY, "dummy" TEXT);\n'
        'CREATE TABLE "pigeon" ("id" INTEGER NOT NULL PRIMARY KEY, "band_number" VARCHAR(255) NOT NULL, '
        '"band_year" VARCHAR(255) NOT NULL, "band_country" VARCHAR(255) NOT NULL, '
        '"band_letters" VARCHAR(255) NOT NULL, '
        '"band_format" VARCHAR(255) NOT NULL, "sex" INTEGER NOT NULL, "visible" INTEGER NOT NULL, '
        '"colour" VARCHAR(255) NOT NULL, "name" VARCHAR(255) NOT NULL, "strain" VARCHAR(255) NOT NULL, '
        '"loft" VARCHAR(255) NOT NULL);\n'
        'CREATE TABLE "result" ("id" INTEGER NOT NULL PRIMARY KEY, "pigeon_id" INTEGER NOT NULL, "date" DATE NOT NULL, '
        '"racepoint" VARCHAR(255) NOT NULL, "place" INTEGER NOT NULL, "out" INTEGER NOT NULL, '
        '"category" VARCHAR(255) NOT NULL, "type" VARCHAR(255) NOT NULL, "sector" VARCHAR(255) NOT NULL, '
        '"speed" REAL NOT NULL, "weather" VARCHAR(255) NOT NULL, "temperature" VARCHAR(255) NOT NULL, '
        '"wind" VARCHAR(255) NOT NULL, "windspeed" VARCHAR(255) NOT NULL, "comment" TEXT NOT NULL, '
        'FOREIGN KEY ("pigeon_id") REFERENCES "pigeon" ("id") ON DELETE CASCADE);\n'
        "INSERT INTO pigeon VALUES (1, '6112745', '2023', 'BE', '', '{empty}{empty}{number} / {year}', 1, 1, "
        "'Blue Chequer', 'Wevelgem Lady', 'Janssen', 'Old birds');\n"
        "INSERT INTO pigeon VALUES (2, '6230291', '2024', 'BE', '', '{empty}{empty}{number} / {year}', 0, 1, "
        "'Blue', '', 'Van Loon', 'Old birds');\n"
        "INSERT INTO result VALUES (1, 1, '2025-05-25', 'CHIMAY', 2, 412, 'OUDE', '', 'DE WITTE DUIF', 1156.48, "
        "'', '', '', '', '');\n"
        "INSERT INTO result VALUES (2, 1, '2025-07-19', 'LA SOUTERRAINE', 2, 9212, 'oude', '', 'Nationaal', "
        "1669.9729, '', '', '', '', '');\n")
    con.commit()
    data = con.serialize()
    con.close()
    return data


_PP_DB = _pigeonplanner_db()
_PP_DB_NAME = "pigeonplanner.db"

# the loft's results as Pigeon Planner exports them (ishara/pigeonplanner: ui/resultwindow.py on_export_clicked, the
# results window's default split view): 'Results_<date>.csv', csv.excel with QUOTE_ALL, so every field quoted and rows
# ended by CRLF; the header the columns' English names (Band no., Year, Date, Racepoint, Placed, Out of, Coefficient,
# Speed, Sector, Type, Category, Wind, Windspeed, Weather, Temperature, Comment), then a result a row: the band as its
# default format writes it ('6112745 / 2023'), the place and birds as integers, the coefficient (place / out * 100)
# and the speed as Python writes a float
_PP_CSV = ("".join('"%s"' % c + ("," if i < 15 else "\r\n") for i, c in enumerate(
    ["Band no.", "Year", "Date", "Racepoint", "Placed", "Out of", "Coefficient", "Speed", "Sector", "Type", "Category",
     "Wind", "Windspeed", "Weather", "Temperature", "Comment"]))
    + '"6112745 / 2023","2023","2025-05-10","QUIEVRAIN","17","388","4.381443298969072","1402.17","DE WITTE DUIF",'
      '"","OUDE","","","","",""\r\n'
    + '"6112745 / 2023","2023","2025-05-25","CHIMAY","2","412","0.48543689320388345","1156.48","DE WITTE DUIF",'
      '"","OUDE","","","","",""\r\n'
    + '"6112745 / 2023","2023","2025-07-19","LA SOUTERRAINE","2","9212","0.021710811984368215","1669.9729",'
      '"Nationaal","","oude","","","","",""\r\n')
_PP_CSV_NAME = "Results_2025-07-20.csv"

# the clock times as the federation's race secretary types them from the clock printouts: member number, ring,
# colour, sex, day of the race and clock time: six fields a line
_CLOCK_TIMES = ("014 GB25N04512 BC H 1 11:21:07\n014 GB24N31877 B C 1 11:23:52\n"
                "022 GB23A08841 RC H 1 11:24:10\n031 GB25W11230 M C 1 11:25:03\n"
                "014 GB25N04533 BC C 1 11:26:41\n022 GB22N60115 DC H 1 11:29:18\n")
# the distance list as typed from the federation's measurements: member number, race point, miles and yards: four
# fields a line
_DISTANCES = ("014 Peterborough 214 1204\n022 Peterborough 216 377\n031 Peterborough 215 1650\n"
              "014 Newark 168 932\n022 Newark 170 85\n031 Newark 169 1411\n")
# the loft coordinates as the team keeps them: member number, latitude and longitude in decimal degrees, the
# fancier's name: four fields a line
_LOFTS = ("014 55.16842 -1.69127 Harris\n022 55.17960 -1.65402 McLean\n031 55.15213 -1.72288 Fraser\n"
          "045 55.18504 -1.70631 Robson\n")


def sixtyeighth_bar_pigeons_cases() -> list[Case]:
    G = SIXTYEIGHTH_PIGEONS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="race_results", judgements="prize_list", runs=_RECS3, stem="fed_standings",
        outputs=_OUT, item="bird", rounded="loft_averages",
        weights="{'fed_result': 2.0, 'combine_result': 1.5, 'clock_velocity': 1.0, 'loft_averages': 0.5}",
        lone_query="R['clock_velocity']['race:2025-05-03/loft/training-toss-30mi'] = "
                   "{'ring:GB/25/N04533': 0.9, 'ring:GB/22/N60115': 0.4}\n",
        trust="fed_result 2\ncombine_result 1\nclock_velocity 1\n",
        trust_dict="{'fed_result': 2, 'combine_result': 1, 'clock_velocity': 1}",
        texts={
            "rrf": ("u68a_rrf_race_results",
                    "rankagg.fuse({source: {race, combine or season: {bird: score}}}, method='rrf'): federation "
                    "result, combine result, clock velocities and loft averages, six rankings "
                    "('race:2025-06-14/fed/peterborough'), birds as 'ring:GB/25/N04512'"),
            "borda": ("u68a_borda_bird_not_clocked",
                      "rankagg.fuse(..., method='borda'): a bird not clocked in race time, or not sent to the "
                      "combine, has no velocity from some sources"),
            "combsum": ("u68a_combsum_rounded_loft_averages",
                        "rankagg.fuse(..., method='combsum'): the loft's averages kept to one decimal (many ties) "
                        "beside the federation's and the combine's velocities"),
            "fuser": ("u68a_weighted_fuser_fed_result",
                      "rankagg.Fuser('rrf', weights=...) per race and season: the federation's result counts 2, as "
                      "the prizes and pools are paid on it"),
            "frame": ("u68a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the secretary's sheet, a row "
                      "per race, bird and source"),
            "evaluate": ("u68a_evaluate_prize_list",
                         "rankagg.evaluate(fused ranking, the prize list, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the prize winners first"),
            "lone": ("u68a_clock_velocity_only_training_toss",
                     "rankagg.fuse(..., method='rrf'): a training toss only the loft's own clocks timed, beside races "
                     "every source covers"),
            "cli_rrf": ("u68a_cli_rrf_runs",
                        "rankagg fuse fed_result.run combine_result.run clock_velocity.run --method rrf -o "
                        "fed_standings.run: one run per source, races and seasons as queries"),
            "cli_borda": ("u68a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the federation's "
                          "result counts double)"),
            "cli_combsum": ("u68a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four birds the secretary checks before "
                            "the prize list goes out"),
            "cli_evaluate": ("u68a_cli_evaluate_prize_list_qrels",
                             "rankagg evaluate fed_standings.run --qrels prize_list.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the prize list (0-2)"),
            "cli_parquet": ("u68a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o fed_standings.parquet: gzipped runs from the "
                            "secretary's scripts, a Parquet table for the season's averages")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u68a_dtd_result_sheet_as_run", "a club's result sheet as Data Technology-Deerlijk prints it (club, place "
         "and 'DATA TECHNOLOGY-DEERLIJK', the race line, NR NAAM GEMEENTE AD IG AFSTAND RING JR BESTAT SNELH.)",
         _DTD_NAME, _DTD, "Deerlijk", f"{_DTD_NAME}:1"),
        ("u68a_kbdb_result_page_as_run", "a national result page as the KBDB serves it (XHTML, <title>KBDB/RFCB-Admin"
         "</title>, the race and counts, 'var data = [...]')", _KBDB_HTML_NAME, _KBDB_HTML, "KBDB",
         named_at(_KBDB_HTML_NAME, _KBDB_HTML)),
        ("u68a_kbdb_data_json_as_run", "the KBDB result page's data array (Categorie, Plaats, Nationaal, Naam, ..., "
         "Ringnummer, Bestatiging, Snelheid, Prijs, Coef, Volgorde)", _KBDB_JSON_NAME, _KBDB_JSON, "KBDB",
         f"{_KBDB_JSON_NAME}:1"),
        ("u68a_racepoint_race_html_as_run", "a club race as RacePoint reports it (Race.html: XHTML, the club, race "
         "point and liberation, Pos., Member, Time, Miles, Yards, Ring No., ..., Velocity)", _RACE_HTML_NAME,
         _RACE_HTML, "RacePoint", named_at(_RACE_HTML_NAME, _RACE_HTML)),
        ("u68a_racepoint_pcs_as_run", "a season as RacePoint saves it (.pcs: gzip, 1F 8B 08, of a Java serialized "
         "pigeon.model.Season)", _PCS_NAME, _PCS, "RacePoint", _PCS_NAME),
        ("u68a_pigeonplanner_db_as_run", "the loft's Pigeon Planner database (an SQLite file: 'SQLite format 3', the "
         "pigeon and result tables)", _PP_DB_NAME, _PP_DB, "SQLite", _PP_DB_NAME),
        ("u68a_pigeonplanner_results_csv_as_run", "the loft's results as Pigeon Planner exports them (all quoted: "
         "Band no., Year, Date, Racepoint, Placed, Out of, Coefficient, Speed, ...)", _PP_CSV_NAME, _PP_CSV,
         "Pigeon Planner", f"{_PP_CSV_NAME}:1"),
        ("u68a_clock_times_as_run", "the clock times as typed (six fields a line: member, ring, colour, sex, day, "
         "clock time)", "clock_times_peterborough.txt", _CLOCK_TIMES, "clock times",
         "clock_times_peterborough.txt:1"),
        ("u68a_distance_list_as_run", "the distance list as typed (four fields a line: member, race point, miles, "
         "yards)", "distances_2025.txt", _DISTANCES, "distance list", "distances_2025.txt:1"),
        ("u68a_loft_coordinates_as_run", "the loft coordinates as typed (four fields a line: member, latitude, "
         "longitude, fancier)", "loft_coordinates.txt", _LOFTS, "loft coordinates", "loft_coordinates.txt:1")],
        one_run=("fed_result.run", _ONE_RUN), stem="fed_standings",
        text_why="trec_eval refuses a line of other than six fields, and a clock-time line's six are a member, a "
                 "ring, a colour, a sex, a day and a time, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a gzipped season file or a database read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u68a_distance_list_as_qrels", "distances_2025.txt", _DISTANCES, "distance list"),
        ("u68a_loft_coordinates_as_qrels", "loft_coordinates.txt", _LOFTS, "loft coordinates"),
        ("u68a_clock_times_as_qrels", "clock_times_peterborough.txt", _CLOCK_TIMES, "clock times"),
        ("u68a_kbdb_data_json_as_qrels", _KBDB_JSON_NAME, _KBDB_JSON, "KBDB")],
        one_run=("fed_result.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u68a_out_racepoint_pcs", _PCS_NAME, "a RacePoint season file ('Pigeon Club Season')"),
        ("u68a_out_racepoint_race_html", _RACE_HTML_NAME, "RacePoint's race report (XHTML)"),
        ("u68a_out_pigeonplanner_db", _PP_DB_NAME, "Pigeon Planner's database (SQLite)"),
        ("u68a_out_pigeonplanner_results_pdf", "Results_2025-07-20.pdf", "Pigeon Planner's results printout "
         "(PDF)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=68"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u68a_api_kbdb_data_list",
            "rankagg.fuse(json.load(kbdb_la_souterraine_2025.json)): the KBDB result page's data array, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('k.json')), method='rrf')\n",
            "KBDB", why="a run maps a query to {document: score}; a KBDB result is a list of birds: place, licence, "
            "fancier, town, distance, ring, clocking, velocity, prize, coefficient",
            files={"k.json": _KBDB_JSON}),
        bad("u68a_api_pigeonplanner_frame",
            "rankagg.fuse(pd.read_csv(Results_2025-07-20.csv)): the loft's results as Pigeon Planner exports them "
            "(Band no., Year, Date, Racepoint, Placed, Out of, Coefficient, Speed, ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Pigeon Planner", why="a table of runs has qid, docid, run and score columns; a Pigeon Planner export "
            "has a result per row: the band, the race's date and race point, the place out of the birds, the "
            "coefficient and the speed",
            files={"r.csv": _PP_CSV}),
    ]
    return cases
