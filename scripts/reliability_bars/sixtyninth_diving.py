"""Issue 45's sixty-ninth bar of scripts/reliability_matrix.py, a springboard and platform diving meet's referee and
recorder and a club's coaches, ranking divers per event, meet and season from the judges' awards, the degrees of
difficulty (DD), the dive totals and the synchro panels (its cases, ids ``u69a_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a
persona session, before any of its recognisers existed.)

The team's day: each event, meet, synchro event or season ranking (``event:2025-11-23/montreuil/3m-dames``, the
date, the pool then the event; ``meet:...`` a whole meet, ``synchro:...`` a synchro event, ``season:2025-26/
classement-club`` the club's season ranking) is a query and each diver a document (``diver:2025/cpm-014``, the
season, then the club and the diver's number); the runs are the recorder's totals (DiveRecorder's, each dive the
panel's middle awards times the DD), the judges' raw awards (before the DD), the synchro panel's and the club's
season points, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the
recorder's totals weighted highest (the official totals decide the podium), and judged against the final standings
(2 a medal, 1 a diver in the final, 0 otherwise).  The mistakes and odd files: the field's own files given where runs
or qrels are read (DiveRecorder's detailed results as a PDF and as pdftotext writes them, a college meet's results
as Hy-Tek Meet Manager exports them (.hy3), an event as the World Aquatics results service answers it, the season's
rankings as an Excel workbook, the meet's results saved from Excel as CSV, the judges' award sheet, a diver's dive
sheet and the DD table as typed), and outputs named for the field's files (Hy-Tek's HY3 and CL2, Divecalc's
competition file, World Aquatics' event JSON).  (Left out, as they could not be checked: DiveMeets' result pages
(only the markup a crawler keys on was seen, never a page byte for byte); DiveRecorder's own meet files, its
DiveSheets uploads and DR2Video's CSV or XML (no sample found); Divecalc's .div competition file, whose content no
source shows (so only as an output name); Omega's result PDFs, of which only the extracted text was seen; the World
Aquatics DD tables, published as PDF and not seen byte for byte, so the DD table is the coaches' typed one; the
World Aquatics service's own whitespace: the kept copy is pretty-printed, four spaces, and is written so.)

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

SIXTYNINTH_DIVING = ("45 Unseen inputs: a sixty-ninth bar, a diving meet's referee and recorder and a club's coaches "
                     "ranking divers per event, meet and season from the judges' awards, DDs, dive totals and synchro "
                     "panels (DiveRecorder result PDFs and their pdftotext text, Hy-Tek HY3 results, World Aquatics "
                     "event JSON, ranking workbooks, results CSVs, award sheets, dive sheets and DD tables as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['recorder_totals', 'judges_awards', 'synchro_panel', 'season_points'],
    items=['diver:2025/cpm-014', 'diver:2025/ascb-031', 'diver:2025/cpm-008', 'diver:2025/snr-022',
           'diver:2025/ascb-005', 'diver:2025/cpm-017', 'diver:2025/snr-026', 'diver:2025/lyon-040'],
    queries=['event:2025-11-23/montreuil/3m-dames', 'meet:2025-11-23/montreuil-hiver',
             'event:2025-11-23/montreuil/hv-messieurs', 'synchro:2025-11-23/montreuil/3m-mixte',
             'event:2025-12-14/rennes/1m-dames', 'season:2025-26/classement-club'],
    suffix='/final', generator='diving_scores', judgements='podium_standings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "diving_scores", "meet_rankings.run")

_RECS3 = ["recorder_totals", "judges_awards", "synchro_panel"]
_OUT = ("meet_rankings.run",)
_ONE_RUN = ("event:2025-11-23/montreuil/3m-dames Q0 diver:2025/cpm-014 1 0.9412 recorder_totals\n"
            "event:2025-11-23/montreuil/3m-dames Q0 diver:2025/cpm-008 2 0.8876 recorder_totals\n")


# the team's files, as DiveRecorder, pdftotext, Hy-Tek, World Aquatics, Excel and the recorder's table write them
def _utf16_hex(text: str) -> str:
    return "<FEFF" + text.encode("utf-16-be").hex().upper() + ">"


def _diverecorder_pdf() -> bytes:
    """The meet's detailed results as DiveRecorder prints them to PDF (its FastReport.Net export; a public project
    keeps one, 'Championnats IDF hiver 3m-HV - Résultats détaillés.pdf', 2025): the header '%PDF-1.7', CRLF, the
    binary comment E2 E3 CF D3, every line ended by CRLF; the document information dictionary (object 28) with
    Author 'DiveRecorder', Subject 'DiveRecorder Results' and Creator 'DiveRecorder (http://www.diverecorder.co.uk)'
    as UTF-16BE hex strings and the dates as ASCII hex, and the catalog (object 29, PDF/A output intent, marked);
    the pages, fonts, logo, XMP metadata and the cross-reference table left out."""
    info = ("28 0 obj\r\n<<\r\n/Author " + _utf16_hex("DiveRecorder") + "\r\n/Subject "
            + _utf16_hex("DiveRecorder Results") + "\r\n/Creator "
            + _utf16_hex("DiveRecorder (http://www.diverecorder.co.uk)") + "\r\n/CreationDate <"
            + b"D:20251123190055+01'00'".hex().upper() + ">\r\n/ModDate <"
            + b"D:20251123190055+01'00'".hex().upper() + ">\r\n>>\r\nendobj\r\n")
    catalog = ("29 0 obj\r\n<<\r\n/Type /Catalog\r\n/Version /1.7\r\n/MarkInfo << /Marked true >>\r\n/Pages 1 0 R\r\n"
               "/PageMode /UseNone\r\n/Metadata 25 0 R\r\n/OutputIntents [ 27 0 R ]\r\n/StructTreeRoot 24 0 R\r\n"
               "/ViewerPreferences <<\r\n>>\r\n>>\r\nendobj\r\n")
    return b"%PDF-1.7\r\n%\xe2\xe3\xcf\xd3\r\n" + (info + catalog).encode("ascii")


_PDF = _diverecorder_pdf()
_PDF_NAME = "20251123 Championnats IDF hiver 3m-HV - Resultats detailles.pdf"


def _dr_row(dive: str, name: str, dd: str, awards: list[str], cumul: str, points: str, total: str) -> str:
    """A dive's line as pdftotext -layout lays out DiveRecorder's detailed results: the dive and its name to column
    67, the height, the DD (a decimal comma), the five judges' awards, the sum kept, the dive's points and the running
    total, right-aligned as poppler places them (a total of six characters ends a column earlier)."""
    j = awards
    return (f"{dive:>5} {name}".ljust(67) + f"3{dd:>8}{j[0]:>8}{j[1]:>6}{j[2]:>7}{j[3]:>6}{j[4]:>7}{cumul:>23}"
            f"{points:>10}" + total.rjust(11 if len(total) < 6 else 10))


# the same results as pdftotext -layout (poppler 22.12) writes them from DiveRecorder's PDF: the meet's title
# block centred, DiveRecorder's version (7.0.7.5) at the right, 'Résultats détaillés', the event, the columns (N°,
# Hauteur, Coef, J1 to J7, Cumul, Points, Points, Pen), each diver's line (place, name, year of birth, club), the dives,
# the penalty codes, the footer (the site, the page, the time printed) and the form feed poppler ends a page with;
# laid out as pdftotext lays out the kept PDF's 'Elite - Dames - 3m', the divers' and club's names changed
_DR_TEXT = "\n".join([
    " " * 30 + "Championnats Île-de-France 3m et HV Hiver", " " * 48 + "2025", " " * 56 + "Stade Maurice Thorez",
    " " * 62 + "Montreuil", " " * 57 + "dimanche 23 novembre 2025" + " " * 75 + "7.0.7.5", "",
    " " * 62 + "Résultats détaillés", "Elite - Dames - 3m",
    "    N°" + " " * 58 + "HauteurCoef J1          J2    J3     J4    J5     J6    J7    Cumul      Points Points Pen",
    "1          Inès VAUTRIN (1999) -- Cercle Plongeon Montreuillois",
    _dr_row("103B", "saut périlleux et demi avant", "1,6", ["7,0", "6,5", "7,0", "6,5", "6,5"], "20,0", "32,00",
            "32,00"),
    _dr_row("403B", "saut périlleux et demi retourné", "2,1", ["6,5", "7,5", "7,5", "6,5", "7,0"], "21,0", "44,10",
            "76,10"),
    _dr_row("201B", "plongeon ordinaire arrière", "1,8", ["7,0", "7,5", "7,0", "7,0", "6,0"], "21,0", "37,80",
            "113,90"),
    _dr_row("301B", "plongeon renversé", "1,9", ["7,0", "7,0", "8,0", "8,0", "8,0"], "23,0", "43,70", "157,60"),
    _dr_row("5231D", "saut périlleux et demi arrière avec ½ vrille", "2,0", ["7,5", "6,5", "7,5", "7,0", "6,5"],
            "21,0", "42,00", "199,60"),
    "2          Maëlle DORIAC (2001) -- Cercle Plongeon Montreuillois",
    _dr_row("301B", "plongeon renversé", "1,9", ["4,5", "5,0", "3,5", "4,0", "3,5"], "12,0", "22,80", "22,80"),
    _dr_row("5211A", "plongeon arrière avec ½ vrille", "2,0", ["7,0", "7,5", "7,0", "6,5", "7,5"], "21,5", "43,00",
            "65,80"),
    _dr_row("403B", "saut périlleux et demi retourné", "2,1", ["6,5", "5,0", "5,5", "6,0", "5,0"], "16,5", "34,65",
            "100,45"),
    _dr_row("105C", "double saut périlleux et demi avant", "2,2", ["3,0", "1,5", "3,5", "3,0", "2,5"], "8,5", "18,70",
            "119,15"),
    _dr_row("203B", "saut périlleux et demi arrière", "2,2", ["6,5", "5,5", "6,0", "6,0", "5,5"], "17,5", "38,50",
            "157,65"),
    "    Codes des pénalités :   1 = Plongeon manqué   2 = Faux départ, -2 points   3 = Position d'exécution, "
    "2 points max   4 = Position des bras, 4½ points max", "",
    "https://www.diverecorder.co.uk" + " " * 42 + "Page 1 / 1" + " " * 27 + "18:56, dimanche 23 novembre 2025",
    "\f"])
_DR_TEXT_NAME = "resultats_3m_hv_hiver.txt"


def _hy3_line(body: str) -> str:
    """A line of a Hy-Tek .hy3 file: 128 characters, then the two-digit checksum (the characters' codes, those at odd
    places doubled, summed, divided by 21, plus 205: its last digit then the one before), then CRLF; the algorithm as
    hyparse checks it, which holds for all 3,886 lines of the 2024 Tennessee Invitational's file it keeps."""
    body = body.ljust(128)
    s = str(sum(ord(c) * (2 if i % 2 else 1) for i, c in enumerate(body)) // 21 + 205)
    return body + s[-1] + s[-2] + "\r\n"


def _hy3_diver(g: str, mid: int, last: str, first: str, reg: str, born: str, age: int, cls: str,
               dives: list[tuple[str, str, int, str, str, str, int, int, str]]) -> list[str]:
    """A diver (D1: gender, Meet Manager's id, last, first and preferred names, the registration id, the id again,
    birth date, age, class) and the diving events (E1: 6 dives, F 1m, G 3m, H platform, the session, the event
    number and seed total; E2: F finals or P prelims, the total with Y as Meet Manager writes diving, the dive
    order and the place, the date), an E1 before each E2 as Meet Manager repeats it."""
    lines = [f"D1{g}{mid:>5}{last:<20}{first:<20}{first:<20} {reg:<14} {mid:>4}{born}{age:>3}{cls}   0{'N':>20}"]
    for stroke, sess, event, seed, rnd, total, order, place, date in dives:
        lines.append(f"E1{g}{mid:>5}{last[:5]:<5}{g}{'W' if g == 'F' else 'M'}{6:>6}{stroke}  0109  0{sess}  0.00"
                     f"{event:>3}{seed:>9}Y{seed:>8}Y    0.00    0.00   NN{'N':>16}")
        lines.append(f"E2{rnd}{total:>8}Y{0:>8}{1:>3}{order:>3}{place:>3}{place:>4}  0    0.00    0.00    0.00"
                     f"         0.00     0.00     {date}" + ("0".rjust(28) if rnd == "F" else ""))
    return lines


# a college meet's results as Hy-Tek Meet Manager 8.0 exports them (File, Export, Results for Team Manager; the .hy3
# inside its ZIP): fixed columns of 130 characters each ended by CRLF, A1 the file (results from MM to TM, Hy-Tek,
# MM5 8.0Fc, the date and time, the exporting team), B1 and B2 the meet and pool (dates, age-up date), C1 and C2 the
# team, D1 a diver, E1 and E2 an event entered and its result, diving as 6 dives of F (1m), G (3m) or H (platform),
# totals with Y; the columns of the results files a public project keeps (hyparse's 2024 Tennessee Invitational,
# each line of which these helpers rebuild byte for byte), checksums recomputed
_HY3 = "".join(_hy3_line(b) for b in [
    "A107Results From MM to TM    Hy-Tek, Ltd    MM5 8.0Fc     01252025  4:41 PMRiverton Aquatics",
    f"B1{'2025 Riverton Diving Invitational':<45}{'Lakeside Aquatic Center':<45}012420250125202510012024   0",
    f"B2{'2025 Riverton Diving Invitational':<45}{'Lakeside Aquatic Center':<45}010104Y1  0.00",
    f"C1{'RVU':<5}{'Riverton University':<30}{'Riverton':<16}MA{'0  0':>67}",
    "C2" + " " * 102 + "USA",
    *_hy3_diver("F", 12, "Vautrin", "Ines", "8A41F07C2B9E15", "03141999", 25, "SR",
                [("G", "B", 27, "280.10", "F", "301.20", 11, 1, "01242025"),
                 ("G", "B", 27, "280.10", "P", "288.45", 4, 2, "01242025"),
                 ("F", "S", 11, "258.40", "F", "264.15", 6, 2, "01252025")]),
    *_hy3_diver("F", 15, "Doriac", "Maelle", "C7D2094E5A1B3F", "09022001", 23, "SR",
                [("G", "B", 27, "255.75", "F", "270.90", 3, 6, "01242025"),
                 ("G", "B", 27, "255.75", "P", "262.35", 9, 5, "01242025")]),
])
_HY3_NAME = "Meet Results-2025 Riverton Diving Invitational-24Jan2025-001.hy3"


def _wa_dive(order: int, dive: str, dd: str, awards: list[str], points: str, rank: str, total: str,
             overall: str, behind: str | None) -> dict:
    return {"DiveOrder": order, "DiveNo": dive, "DD": dd, "DivePoints": points, "DiveRank": rank, "DiveRound": None,
            "RoundPoints": None, "IsDiveRankShared": rank.startswith("="), "TotalPoints": total, "OverallRank": overall,
            "IsOverallRankShared": overall.startswith("="), "PointsBehind": behind, "TS": None, "Gender": None,
            "JudgesScores": [{"Type": f"J{i}", "Score": s} for i, s in enumerate(awards, 1)], "Competitor": None,
            "LastName": None, "FirstName": None}


# an event as the World Aquatics results service answers it (api.worldaquatics.com/fina/events/ID; the coaches keep
# it to follow their diver abroad): the event's names, dates and times, then Heats, each heat's phase, then Results,
# each diver's TotalPoints, Dives (DiveNo, DD, DivePoints, the ranks, JudgesScores J1 to J7) and name, then the
# partner logos, the codes (DV, 002), Id and LastChange; the keys and their order as a kept copy of the 2024 Rostock
# Grand Prix's women's 3m shows them, written as it is kept (pretty-printed, four spaces, UTF-8); one diver, two dives
_WA = json.dumps({
    "AgeGroup": None, "Comment": None, "DisciplineName": "Women 3m Springboard", "DisciplineStartDate": "2025-01-18",
    "DisciplineStartTime": "10:00:00", "DisciplineEndDate": "2025-01-18", "DisciplineEndTime": "14:30:00",
    "EventName": "67th International Divers’ Day Rostock",
    "EventOfficialName": "67th International Divers’ Day Rostock", "EventResultDate": "2025-01-18",
    "EventResultTime": "14:30:00", "EventResultUtcDateTime": "2025-01-18T13:30:00",
    "Heats": [{
        "EndDate": "2025-01-18", "EndTime": "14:30:00", "EndUtcDateTime": "2025-01-18T13:30:00", "Name": "Final",
        "UnitCode": "01", "PhaseId": "3abd8d45-1c15-4bf9-94c8-7ebc1f3ec42e", "PhaseCode": "100",
        "DisciplineCode": "002", "SportCode": "DV", "Gender": "Women", "PhaseName": "Finals", "Order": 11,
        "Date": "2025-01-18", "Time": "14:30:00", "UtcDateTime": "2025-01-18T13:30:00",
        "Results": [{
            "TotalPoints": "129.55",
            "Dives": [_wa_dive(1, "107B", "3.1", ["7.0", "6.5", "6.0", "7.0", "6.5", "7.0", "7.0"], "63.55", "1",
                               "63.55", "1", None),
                      _wa_dive(2, "205B", "3.0", ["8.0", "7.0", "7.0", "7.5", "7.0", "7.5", "7.5"], "66.00", "1",
                               "129.55", "1", None)],
            "PointsBehind": None, "RankingPoints": None, "Competitors": None, "ResultId": "R1702415",
            "GmsId": "231874", "Rank": 1, "HeatRank": None, "NAT": "FRA", "FullName": "VAUTRIN Ines",
            "FirstName": "Ines", "LastName": "VAUTRIN", "ScoreboardPhoto": "4b1e2c07-93d5-4a8e-b0f6-5d2a9c81e3f4",
            "MedalTag": "G", "Gender": 1, "AthleteResultAge": 25}],
        "IsSummary": False, "ExcludeFromEventSummary": False, "Distance": None, "ObjectState": 1,
        "ResultStatus": "OFFICIAL"}],
    "Gender": "Women", "TimingAndScoringPartnerName": None, "TimingAndScoringPartnerLogo1": None,
    "TimingAndScoringPartnerLogo2": None, "TimingAndScoringPartnerLogo3": None, "TimingAndScoringPartnerLogo4": None,
    "DisciplineCode": "002", "SportCode": "DV", "Id": "c2f4e1a9-6b3d-4e07-9a15-8d0b7f3e2c61",
    "LastChange": "0001-01-01T00:00:00"}, indent=4, ensure_ascii=False)
_WA_NAME = "rostock_2025_women_3m.json"

# the season's rankings as Excel saves them (.xlsx): a ZIP whose first local header carries what Office writes (50 4B
# 03 04 14 00 06 00 08 00: version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01) and names
# [Content_Types].xml, the first part of an OOXML package, deflated (as the sixty-eighth bar's AOY workbook);
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


def _rankings_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _rankings_xlsx()
_XLSX_NAME = "classement_club_2025-26.xlsx"

# the meet's results as the coaches keep them in Excel (English locale) and save them as 'CSV UTF-8 (Comma
# delimited)': the byte order mark Excel writes first, then place, diver, year of birth, club, event, dives, total
# and the points behind the leader (empty for the winner), rows ended by CRLF
_RESULTS_CSV = ("\ufeffPlace,Diver,Born,Club,Event,Dives,Total,Behind\r\n"
                "1,Inès VAUTRIN,1999,CPM,Elite Dames 3m,5,199.60,\r\n"
                "2,Maëlle DORIAC,2001,CPM,Elite Dames 3m,5,157.65,41.95\r\n"
                "3,Jade LEMOINE,2003,ASCB,Elite Dames 3m,5,148.20,51.40\r\n"
                "4,Clara NGUYEN,2004,SNR,Elite Dames 3m,5,131.85,67.75\r\n")
_RESULTS_CSV_NAME = "resultats_2025-11-23_montreuil.csv"
# the judges' award sheet of a club meet's 1m event (a three-judge panel) as the recorder types it from the slips:
# round, the diver's number, the dive and the three awards: six fields a line
_AWARDS = ("1 014 101C 5.0 5.5 5.0\n1 031 201A 4.5 4.5 5.0\n1 008 401C 6.0 5.5 6.0\n2 014 103B 5.5 6.0 5.5\n"
           "2 031 301C 4.0 4.5 4.0\n2 008 5211A 5.0 5.0 4.5\n")
# a diver's dive sheet for the 3m event as the coach types it: diver, dive, height and DD: four fields a line (the
# DDs as DiveRecorder's results print them for these dives on 3m)
_DIVE_SHEET = ("vautrin 103B 3 1.6\nvautrin 403B 3 2.1\nvautrin 201B 3 1.8\nvautrin 301B 3 1.9\n"
               "vautrin 5231D 3 2.0\n")
# the DD table for the club's dives as the coaches type it from the World Aquatics table: dive, group, DD on 3m and
# on the 5m platform: four fields a line (the values as DiveRecorder's results print them)
_DD_TABLE = ("101C forward 1.4 1.2\n103B forward 1.6 1.7\n201A back 1.9 1.7\n301C reverse 1.8 1.6\n"
             "403C inward 1.9 2.2\n5211A twist 2.0 1.8\n")


def sixtyninth_bar_diving_cases() -> list[Case]:
    G = SIXTYNINTH_DIVING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="diving_scores", judgements="podium_standings", runs=_RECS3,
        stem="meet_rankings", outputs=_OUT, item="diver", rounded="judges_awards",
        weights="{'recorder_totals': 2.0, 'judges_awards': 1.0, 'synchro_panel': 0.5, 'season_points': 1.5}",
        lone_query="R['synchro_panel']['synchro:2025-11-23/montreuil/hv-mixte'] = "
                   "{'diver:2025/ascb-031': 0.9, 'diver:2025/lyon-040': 0.4}\n",
        trust="recorder_totals 2\njudges_awards 1\nsynchro_panel 1\n",
        trust_dict="{'recorder_totals': 2, 'judges_awards': 1, 'synchro_panel': 1}",
        texts={
            "rrf": ("u69a_rrf_diving_scores",
                    "rankagg.fuse({source: {event, meet or season: {diver: score}}}, method='rrf'): recorder's "
                    "totals, judges' awards, synchro panel and season points, six rankings "
                    "('event:2025-11-23/montreuil/3m-dames'), divers as 'diver:2025/cpm-014'"),
            "borda": ("u69a_borda_diver_scratched",
                      "rankagg.fuse(..., method='borda'): a diver scratched from an event or with failed dives has "
                      "no score from some sources"),
            "combsum": ("u69a_combsum_rounded_judges_awards",
                        "rankagg.fuse(..., method='combsum'): the judges' awards in half points, scored at one "
                        "decimal (many ties), beside the recorder's totals and the synchro panel"),
            "fuser": ("u69a_weighted_fuser_recorder_totals",
                      "rankagg.Fuser('rrf', weights=...) per event and meet: the recorder's totals count 2, as the "
                      "official totals (awards times DD) decide the podium"),
            "frame": ("u69a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the recorder's sheet, a "
                      "row per event, diver and source"),
            "evaluate": ("u69a_evaluate_podium_standings",
                         "rankagg.evaluate(fused ranking, the final standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the medallists first"),
            "lone": ("u69a_synchro_only_platform_pairs",
                     "rankagg.fuse(..., method='rrf'): the platform synchro, which only the synchro panel ranks, "
                     "beside events every source covers"),
            "cli_rrf": ("u69a_cli_rrf_runs",
                        "rankagg fuse recorder_totals.run judges_awards.run synchro_panel.run --method rrf -o "
                        "meet_rankings.run: one run per source, events and meets as queries"),
            "cli_borda": ("u69a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the recorder's "
                          "totals count double)"),
            "cli_combsum": ("u69a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the podium and the first reserve the "
                            "referee announces"),
            "cli_evaluate": ("u69a_cli_evaluate_podium_standings_qrels",
                             "rankagg evaluate meet_rankings.run --qrels podium_standings.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the final standings (0-2)"),
            "cli_parquet": ("u69a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o meet_rankings.parquet: gzipped runs from the "
                            "scoring scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u69a_diverecorder_pdf_as_run", "the meet's detailed results as DiveRecorder prints them to PDF (%PDF-1.7, "
         "the binary comment, Creator 'DiveRecorder (http://www.diverecorder.co.uk)')", _PDF_NAME, _PDF, "PDF",
         _PDF_NAME),
        ("u69a_diverecorder_text_as_run", "DiveRecorder's detailed results as pdftotext -layout writes them (the "
         "meet's title, 'Résultats détaillés', the event, a diver's line then the dives, the footer)", _DR_TEXT_NAME,
         _DR_TEXT, "DiveRecorder", f"{_DR_TEXT_NAME}:1"),
        ("u69a_hytek_hy3_as_run", "a college meet's results as Hy-Tek Meet Manager exports them (.hy3: 130-column "
         "A1, B1, C1, D1, E1, E2 lines with checksums, diving as 6F, 6G, 6H)", _HY3_NAME, _HY3, "Hy-Tek",
         f"{_HY3_NAME}:1"),
        ("u69a_world_aquatics_json_as_run", "an event as the World Aquatics results service answers it "
         "(DisciplineName, Heats, Results, Dives with DiveNo, DD, JudgesScores)", _WA_NAME, _WA, "World Aquatics",
         f"{_WA_NAME}:1"),
        ("u69a_rankings_xlsx_as_run", "the club's season rankings as Excel saves them (a ZIP: PK 03 04 14 00 06 00 08 "
         "00, [Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u69a_results_csv_as_run", "the meet's results saved from Excel as CSV UTF-8 (Place, Diver, Born, Club, "
         "Event, Dives, Total, Behind)", _RESULTS_CSV_NAME, _RESULTS_CSV, "meet results", f"{_RESULTS_CSV_NAME}:1"),
        ("u69a_award_sheet_as_run", "the judges' award sheet as typed (six fields a line: round, diver, dive, three "
         "awards)", "awards_1m_rennes.txt", _AWARDS, "award sheet", "awards_1m_rennes.txt:1"),
        ("u69a_dive_sheet_as_run", "a diver's dive sheet as typed (four fields a line: diver, dive, height, DD)",
         "dive_sheet_vautrin_3m.txt", _DIVE_SHEET, "dive sheet", "dive_sheet_vautrin_3m.txt:1"),
        ("u69a_dd_table_as_run", "the DD table as typed (four fields a line: dive, group, DD on 3m, DD on 5m)",
         "dd_table_club.txt", _DD_TABLE, "DD table", "dd_table_club.txt:1")],
        one_run=("recorder_totals.run", _ONE_RUN), stem="meet_rankings",
        text_why="trec_eval refuses a line of other than six fields, and an award sheet's six are a round, a diver, a "
                 "dive and three judges' awards, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a results PDF or a workbook read as lines gives no ranking: named by what "
                   "it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u69a_dive_sheet_as_qrels", "dive_sheet_vautrin_3m.txt", _DIVE_SHEET, "dive sheet"),
        ("u69a_dd_table_as_qrels", "dd_table_club.txt", _DD_TABLE, "DD table"),
        ("u69a_award_sheet_as_qrels", "awards_1m_rennes.txt", _AWARDS, "award sheet"),
        ("u69a_hytek_hy3_as_qrels", _HY3_NAME, _HY3, "Hy-Tek")],
        one_run=("recorder_totals.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u69a_out_hytek_hy3", "meet_rankings.hy3", "a Hy-Tek Meet Manager results file"),
        ("u69a_out_hytek_cl2", "meet_rankings.cl2", "the CL2 results file Meet Manager exports beside the HY3"),
        ("u69a_out_divecalc_div", "meet_rankings.div", "a Divecalc competition file"),
        ("u69a_out_world_aquatics_json", "rostock_2025_women_3m.json", "World Aquatics' event JSON (the results "
         "service's answer the coaches keep)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=69"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u69a_api_world_aquatics_dict",
            "rankagg.fuse(json.load(rostock_2025_women_3m.json)): an event as the World Aquatics results service "
            "answers it, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('e.json', encoding='utf-8')), method='rrf')\n",
            "World Aquatics", why="a run maps a query to {document: score}; a World Aquatics event is its names and "
            "dates, then Heats, each heat's Results, each diver's Dives with their DD and judges' scores",
            files={"e.json": _WA}),
        bad("u69a_api_results_frame",
            "rankagg.fuse(pd.read_csv(resultats_2025-11-23_montreuil.csv)): the meet's results saved from Excel "
            "(Place, Diver, Born, Club, Event, Dives, Total, Behind) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "meet results", why="a table of runs has qid, docid, run and score columns; a results sheet has a diver "
            "per row, the event, the number of dives, the total and the points behind per column",
            files={"r.csv": _RESULTS_CSV}),
    ]
    return cases
